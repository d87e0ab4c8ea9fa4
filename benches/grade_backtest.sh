#!/usr/bin/env bash
# `esx grade` and `esx backtest` over a history store of ~1M recorded predictions
# (issue 21's benchmark), SQLite: generates the store once with `esx sim history`
# (the simulator's season: recorded picks and edges with their graded outcomes), then
# times, with hyperfine (medians) and GNU time (peak RSS):
#
#   esx grade SPORTS --db F            against the release simulator at the pinned clock
#   esx backtest --what picks --db F   every recorded pick, graded
#   esx backtest --what edges --db F   every recorded edge, graded
#
# Usage: benches/grade_backtest.sh [--days N] [--seeds N] [--runs N] [--db FILE]
#   --days  days of each season (default 110, at most 365)
#   --seeds seasons written into the one store, seeds 42, 43, ... (default 5). One
#           season of the four lines sports over 100 days stores ~194,000 predictions
#           (154k picks + 40k edges: changes only, as `esx record` stores them), so
#           five seeds of 110 days make the ~1M. Each seed after the first stores its
#           event, match and prop ids with a suffix (`--id-suffix=-s43`), so its
#           predictions are distinct and graded against its own outcomes
#   --db    keep the store at FILE (an existing FILE is reused, not regenerated)
# Needs hyperfine, jq, GNU time, sqlite3 and a release build (CARGO_TARGET_DIR honoured).
# Nothing here leaves 127.0.0.1.
set -euo pipefail

days=110
seeds=5
runs=5
db=""
while (($#)); do
    case $1 in
    --days) days=${2:?--days needs a number}; shift ;;
    --seeds) seeds=${2:?--seeds needs a number}; shift ;;
    --runs) runs=${2:?--runs needs a number}; shift ;;
    --db) db=${2:?--db needs a file}; shift ;;
    -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "grade_backtest.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
    esac
    shift
done

cd "$(dirname "$0")/.."
esx=${CARGO_TARGET_DIR:-$PWD/target}/release/esx
[[ -x $esx ]] || { echo "grade_backtest.sh: no release build at $esx (cargo build --release)" >&2; exit 1; }
tmp=$(mktemp -d)
export ESX_CONFIG_DIR=$tmp/config ESX_DATA_DIR=$tmp/data
export ESX_NOW=2026-11-21T12:00:00Z
sports=cs2,valorant,lol,dota2
db=${db:-$tmp/history.sqlite}

if [[ ! -s $db ]]; then
    for ((seed = 42; seed < 42 + seeds; seed++)); do
        echo "generating $days days of $sports (seed $seed) into $db"
        # The summary row: days, picks and edges seen, results and matches graded.
        suffix=""
        ((seed > 42)) && suffix="-s$seed"
        /usr/bin/time -f "generation (seed $seed): %e s wall, %U s user, %S s sys, %M KiB peak" \
            "$esx" sim history --days "$days" --seed "$seed" --id-suffix="$suffix" \
            --sport "$sports" --db "$db" | tail -1
    done
fi
count() { sqlite3 "$db" "select count(*) from $1"; }
picks=$(count picks)
edges=$(count edges)
echo "store: $picks picks + $edges edges = $((picks + edges)) predictions, $(du -h "$db" | cut -f1)"
echo "store: $(count prop_results) prop results, $(count match_results) match results, $(count map_results) map results"

sim_out=$tmp/sim.out
"$esx" sim serve --addr 127.0.0.1:0 --now "$ESX_NOW" --rate-limit 1000000 >"$sim_out" 2>/dev/null &
sim=$!
trap 'kill "$sim" 2>/dev/null; rm -rf "$tmp"' EXIT
for _ in $(seq 100); do
    base=$(awk '/^listening on/ {print $3}' "$sim_out")
    [[ -n $base ]] && break
    sleep 0.2
done
[[ -n ${base:-} ]] || { echo "grade_backtest.sh: the simulator did not start" >&2; exit 1; }
export ESX_BASE_URL=$base ESX_API_KEY=demo-builder

echo "load average before the timed runs: $(cut -d' ' -f1-3 /proc/loadavg)"
# grade writes outcomes once (idempotent): the first run stores, the timed runs find them
# stored, as a cron job does after its first pass.
"$esx" grade "$sports" --db "$db" >/dev/null
hyperfine -N --warmup 1 --runs "$runs" --export-json "$tmp/hf.json" \
    -n grade "$esx grade $sports --db $db" \
    -n "backtest picks" "$esx backtest --what picks --db $db --json" \
    -n "backtest edges" "$esx backtest --what edges --db $db --json"
jq -r '.results[] | "\(.command): median \(.median * 1000 | floor) ms (min \(.min * 1000 | floor), max \(.max * 1000 | floor)), user+sys mean \((.user + .system) * 1000 | floor) ms"' "$tmp/hf.json"
for what in "grade $sports" "backtest --what picks --json" "backtest --what edges --json"; do
    # shellcheck disable=SC2086 # $what is several words on purpose
    /usr/bin/time -f "$what: peak RSS %M KiB (%e s wall, %U s user, %S s sys)" "$esx" $what --db "$db" >/dev/null
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
