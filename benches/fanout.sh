#!/usr/bin/env bash
# Every sport at once (issue 13): the wall time of `esx lines all --json` against the
# slowest single sport's `esx lines SPORT --json` (target ≤ 1.3×), with `curl` of each
# sport's /lines beside them, all in one hyperfine run per latency.
#
# The fan-out runs the sports' requests concurrently, so what it saves is waiting on the
# network. On loopback there is no network: the simulator's `--latency MS` adds a fixed
# wait before every answer, as a round trip to the real service would (requests wait
# together, as they would on the wire). Each latency in --latencies gets its own run;
# latency 0 shows the CPU-bound floor of this machine (the simulator builds each sport's
# board, esx parses each answer: all of it competes for the cores), which the four curls
# started at once measure too.
#
# Usage: benches/fanout.sh [--runs N] [--scale N] [--latencies "0 150"]
#        (defaults 10, 1 and "0 150")
# Needs hyperfine, jq and curl, and a release build (`cargo build --release`;
# CARGO_TARGET_DIR is honoured). Nothing here leaves 127.0.0.1.
set -euo pipefail

runs=10
scale=1
latencies="0 150"
while (($#)); do
    case $1 in
    --runs) runs=${2:?--runs needs a number}; shift ;;
    --scale) scale=${2:?--scale needs a number}; shift ;;
    --latencies) latencies=${2:?--latencies needs a list of milliseconds}; shift ;;
    -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "fanout.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
    esac
    shift
done
for tool in hyperfine jq curl; do
    command -v "$tool" >/dev/null || { echo "fanout.sh: needs $tool" >&2; exit 1; }
done

cd "$(dirname "$0")/.."
esx=${CARGO_TARGET_DIR:-$PWD/target}/release/esx
[[ -x $esx ]] || { echo "fanout.sh: no release build at $esx (cargo build --release)" >&2; exit 1; }
sports=(cs2 valorant lol dota2) # esx_proto::sports::LINES_SPORTS
export ESX_CONFIG_DIR
ESX_CONFIG_DIR=$(mktemp -d)
work=$(mktemp -d)
sim=
cleanup() {
    [[ -n $sim ]] && kill "$sim" 2>/dev/null
    rm -rf "$ESX_CONFIG_DIR" "$work"
}
trap cleanup EXIT

# start_sim MS: a release simulator with that latency; sets $base.
start_sim() {
    [[ -n $sim ]] && { kill "$sim" 2>/dev/null; wait "$sim" 2>/dev/null || true; }
    "$esx" sim serve --addr 127.0.0.1:0 --scale "$scale" --rate-limit 1000000 \
        --now 2026-11-21T12:00:00Z --latency "$1" >"$work/sim.out" 2>/dev/null &
    sim=$!
    base=
    for _ in $(seq 50); do
        base=$(awk '/^listening on/ {print $3}' "$work/sim.out")
        [[ -n $base ]] && break
        sleep 0.2
    done
    [[ -n $base ]] || { echo "fanout.sh: the simulator did not start" >&2; exit 1; }
}

# median FILE NAME: hyperfine's median for the command named NAME, in milliseconds.
median() {
    jq -r --arg n "$2" '.results[] | select(.command == $n) | .median * 1000' "$1"
}

export ESX_API_KEY=demo-builder
printf '%-8s | %s | %s\n' latency "median wall time (ms)" "esx all / slowest single esx"
for ms in $latencies; do
    start_sim "$ms"
    export ESX_BASE_URL=$base
    args=()
    for s in "${sports[@]}"; do
        args+=(-n "curl $s" "curl -s -H 'X-API-Key: demo-builder' $base/v6/esports/$s/lines -o /dev/null")
    done
    for s in "${sports[@]}"; do
        args+=(-n "esx $s" "$esx lines $s --json")
    done
    args+=(-n "esx all" "$esx lines all --json")
    # The floor on this machine: the four fetches by curl, all at once.
    par=""
    for s in "${sports[@]}"; do
        par+="curl -s -H 'X-API-Key: demo-builder' $base/v6/esports/$s/lines -o /dev/null & "
    done
    args+=(-n "curl all" "bash -c \"${par}wait\"")
    hyperfine -N --warmup 2 --runs "$runs" --style basic --export-json "$work/$ms.json" "${args[@]}" >&2
    slowest=0
    slowest_name=
    for s in "${sports[@]}"; do
        m=$(median "$work/$ms.json" "esx $s")
        if awk -v a="$m" -v b="$slowest" 'BEGIN { exit !(a > b) }'; then
            slowest=$m
            slowest_name=$s
        fi
    done
    all=$(median "$work/$ms.json" "esx all")
    curls=$(for s in "${sports[@]}"; do printf '%s %.1f, ' "$s" "$(median "$work/$ms.json" "curl $s")"; done)
    printf '%-8s | all %.1f; slowest single (%s) %.1f; curl %s; curl of all 4 at once %.1f | %.2f×\n' \
        "$ms ms" "$all" "$slowest_name" "$slowest" "${curls%, }" "$(median "$work/$ms.json" "curl all")" \
        "$(awk -v a="$all" -v b="$slowest" 'BEGIN { print a / b }')"
done
