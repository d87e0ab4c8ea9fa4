#!/usr/bin/env bash
# `esx arbs` and `esx picks` on a full board against the fetch alone.
#
# Starts the release simulator at --scale 20 on 127.0.0.1 and times, side by side in one
# hyperfine run per route, curl of the route, `esx api` of the same route (esx's own fetch
# + parse + print) and the command. picks' target (issue 18.8): `esx picks cs2 --json` end
# to end <= 1.3x ONE curl of the same /player-props body, medians of the same run (the
# verdict line), and again with the two run in turn (the median of the paired ratios: a
# second verdict line, less sensitive to a drift in the simulator's speed). Then the peak RSS of `esx picks cs2 --json` (GNU time, max of 3 runs), and
# each command N times per output format with -v, whose trace line gives the in-process
# time from the fetched body to the finished output in memory (arbs: from the parsed
# Value; picks: its decode from the bytes included; engine + rows + JSON/NDJSON/CSV/table;
# the fetch and the write to stdout excluded), with its minimum and median.
#
# Usage: benches/arbs_picks.sh [--runs N] [--scale N] [--before BIN]   (defaults 10 and 20)
#   --before BIN   also time another esx binary (e.g. a build of the previous commit) in
#                  the same hyperfine groups and in-process runs (its trace may cover a
#                  different span: read its trace line)
# Needs bash 5, hyperfine, curl, jq and GNU time (/usr/bin/time), and a release build (`cargo build --release`; CARGO_TARGET_DIR
# is honoured). Nothing here leaves 127.0.0.1.
set -euo pipefail

runs=10
scale=20
before=
while (($#)); do
    case $1 in
    --runs) runs=${2:?--runs needs a number}; shift ;;
    --scale) scale=${2:?--scale needs a number}; shift ;;
    --before) before=${2:?--before needs a binary}; shift ;;
    -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "arbs_picks.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
    esac
    shift
done

cd "$(dirname "$0")/.."
esx=${CARGO_TARGET_DIR:-$PWD/target}/release/esx
[[ -x $esx ]] || { echo "arbs_picks.sh: no release build at $esx (cargo build --release)" >&2; exit 1; }
export ESX_CONFIG_DIR
ESX_CONFIG_DIR=$(mktemp -d)
sim_out=$(mktemp)
# The tests' pinned instant, for the simulator and esx alike: the same board every run.
export ESX_NOW=2026-11-21T12:00:00Z
"$esx" sim serve --addr 127.0.0.1:0 --scale "$scale" --rate-limit 1000000 --now "$ESX_NOW" >"$sim_out" 2>/dev/null &
sim=$!
trap 'kill "$sim" 2>/dev/null; rm -rf "$ESX_CONFIG_DIR" "$sim_out"' EXIT
for _ in $(seq 50); do
    base=$(awk '/^listening on/ {print $3}' "$sim_out")
    [[ -n $base ]] && break
    sleep 0.2
done
[[ -n ${base:-} ]] || { echo "arbs_picks.sh: the simulator did not start" >&2; exit 1; }
export ESX_BASE_URL=$base ESX_API_KEY=demo-builder
key=(-H "X-API-Key: demo-builder")

lines=/v6/esports/cs2/lines
props="/v6/esports/cs2/player-props?board=all"
echo "simulator scale $scale at $base"
echo "payloads: /lines $(curl -s "${key[@]}" "$base$lines" | wc -c) bytes, /player-props $(curl -s "${key[@]}" "$base$props" | wc -c) bytes"

extra_arbs=() extra_picks=()
if [[ -n $before ]]; then
    extra_arbs=("$before arbs cs2 --json")
    extra_picks=("$before picks cs2 --json")
fi
hyperfine -N --warmup 2 --runs "$runs" \
    "curl -s -H 'X-API-Key: demo-builder' $base$lines -o /dev/null" \
    "$esx api $lines" \
    "$esx arbs cs2 --json" "${extra_arbs[@]}"
# The end-to-end target (issue 18.8): `esx picks cs2 --json` <= 1.3x one curl of the same
# /player-props body, medians of the same run.
picks_json=$(mktemp)
hyperfine -N --warmup 1 --runs "$runs" --export-json "$picks_json" \
    -n curl "curl -s -H 'X-API-Key: demo-builder' $base$props -o /dev/null" \
    -n "esx api" "$esx api /v6/esports/cs2/player-props -F board=all" \
    -n "esx picks" "$esx picks cs2 --json" "${extra_picks[@]}"
median() { jq -r --arg n "$2" '.results[] | select(.command == $n) | .median' "$1"; }
p_curl=$(median "$picks_json" curl)
p_esx=$(median "$picks_json" "esx picks")
LC_ALL=C awk -v e="$p_esx" -v c="$p_curl" 'BEGIN { r = e / c; printf "picks --json / curl of /player-props, medians of the two hyperfine groups: %.1f / %.1f ms = %.2fx (target <= 1.3x: %s; the groups run one after the other, see the interleaved line)\n", e * 1000, c * 1000, r, (r <= 1.3 ? "met" : "MISSED") }'
rm -f "$picks_json"

# The same comparison interleaved: curl and `esx picks` in turn, N rounds, the order
# swapped every round (whichever runs second follows the other's load on the simulator),
# so that a drift in the simulator's time to its first byte (which both wait for, ~230 ms
# of a ~240 ms curl) weighs on both alike: the median of the N paired ratios (the
# verdict) and the ratio of the two medians. Timed in whole microseconds from bash's
# EPOCHREALTIME (bash >= 5; its separator follows the locale, so it is dropped), the same
# fork and exec cost on both sides.
[[ -n ${EPOCHREALTIME:-} ]] || { echo "arbs_picks.sh: the interleaved runs need bash 5 (EPOCHREALTIME)" >&2; exit 1; }
now_us() { echo "${EPOCHREALTIME//[!0-9]/}"; }
time_curl() {
    local t0 t1
    t0=$(now_us)
    curl -fsS "${key[@]}" "$base$props" -o /dev/null
    t1=$(now_us)
    echo $((t1 - t0))
}
time_esx() {
    local t0 t1
    t0=$(now_us)
    "$esx" picks cs2 --json >/dev/null
    t1=$(now_us)
    echo $((t1 - t0))
}
pairs=$(mktemp)
trap 'kill "$sim" 2>/dev/null; rm -rf "$ESX_CONFIG_DIR" "$sim_out" "$pairs"' EXIT
for i in $(seq "$runs"); do
    if ((i % 2)); then
        c=$(time_curl)
        e=$(time_esx)
    else
        e=$(time_esx)
        c=$(time_curl)
    fi
    echo "$c $e"
done | LC_ALL=C awk '{printf "%.6f %.6f %.6f\n", $1 / 1e6, $2 / 1e6, $2 / $1}' >"$pairs"
med() { cut -d' ' -f"$1" "$pairs" | LC_ALL=C sort -g | LC_ALL=C awk '{a[NR] = $1} END {print (NR % 2 ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2)}'; }
LC_ALL=C awk -v c="$(med 1)" -v e="$(med 2)" -v r="$(med 3)" -v n="$runs" 'BEGIN { printf "interleaved, %d rounds (order swapped each round): curl %.1f ms, esx picks %.1f ms; median of paired ratios %.2fx (target <= 1.3x: %s), ratio of medians %.2fx\n", n, c * 1000, e * 1000, r, (r <= 1.3 ? "met" : "MISSED"), e / c }'

# Peak memory of the whole picks process (the 32.8 MB body and what is decoded from it).
for bin in "$esx" ${before:+"$before"}; do
    for _ in 1 2 3; do
        /usr/bin/time -f %M "$bin" picks cs2 --json 2>&1 >/dev/null | tail -n 1
    done | sort -n | tail -n 1 | awk -v c="$bin picks cs2 --json" '{printf "%s peak RSS (max of 3): %.1f MiB\n", c, $1 / 1024}'
done

# In-process: from the fetched answer to the finished output, from each -v trace line.
for bin in "$esx" ${before:+"$before"}; do
    for cmd in arbs picks; do
        for fmt in "--json" "--format ndjson" "--format csv" "--format table"; do
            # shellcheck disable=SC2086 # $fmt is two words on purpose
            for _ in $(seq "$runs"); do
                COLUMNS=200 "$bin" -v "$cmd" cs2 $fmt 2>&1 >/dev/null | sed -n "s/.*$cmd: .* in \([0-9.]*\) ms.*/\1/p"
            done | sort -n | awk -v c="$bin $cmd $fmt" '{a[NR]=$1} END {printf "%s in-process: min %.2f ms, median %.2f ms over %d runs\n", c, a[1], a[int((NR+1)/2)], NR}'
        done
    done
done
