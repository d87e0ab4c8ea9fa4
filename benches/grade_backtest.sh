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
# Usage: benches/grade_backtest.sh [--days N] [--runs N] [--db FILE]
#   --days  days of the season (default 100; four lines sports write ~2,600 predictions
#           a day each, so 100 days is ~1M)
#   --db    keep the store at FILE (an existing FILE is reused, not regenerated)
# Needs hyperfine, GNU time, sqlite3 and a release build (CARGO_TARGET_DIR honoured).
# Nothing here leaves 127.0.0.1.
set -euo pipefail

days=100
runs=5
db=""
while (($#)); do
    case $1 in
    --days) days=${2:?--days needs a number}; shift ;;
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
    echo "generating $days days of $sports into $db"
    /usr/bin/time -f "generation: %e s wall, %M KiB peak" \
        "$esx" sim history --days "$days" --sport "$sports" --db "$db" | tail -1
fi
picks=$(sqlite3 "$db" 'select count(*) from picks')
edges=$(sqlite3 "$db" 'select count(*) from edges')
echo "store: $picks picks + $edges edges = $((picks + edges)) predictions, $(du -h "$db" | cut -f1)"

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

# grade writes outcomes once (idempotent): the first run stores, the timed runs find them
# stored, as a cron job does after its first pass.
"$esx" grade "$sports" --db "$db" >/dev/null
hyperfine -N --warmup 1 --runs "$runs" --export-json "$tmp/hf.json" \
    -n grade "$esx grade $sports --db $db" \
    -n "backtest picks" "$esx backtest --what picks --db $db --json" \
    -n "backtest edges" "$esx backtest --what edges --db $db --json"
jq -r '.results[] | "\(.command): median \(.median * 1000 | floor) ms, user+sys mean \((.user + .system) * 1000 | floor) ms"' "$tmp/hf.json"
for what in "grade $sports" "backtest --what picks --json" "backtest --what edges --json"; do
    # shellcheck disable=SC2086 # $what is several words on purpose
    /usr/bin/time -f "$what: peak RSS %M KiB" "$esx" $what --db "$db" >/dev/null
done
