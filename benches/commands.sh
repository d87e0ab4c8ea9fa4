#!/usr/bin/env bash
# Whole-command benchmarks for esx (issues #5, #9) and the simulator's /props figure (#4).
#
# Runs esx, curl, curl | jq and the official Python SDK side by side, in one run, against
# the release simulator on 127.0.0.1, and prints medians, ratios and the targets:
#
#   esx gaps cs2 --min-gap 0 --all --format csv -o FILE  (>= 100k rows, scale 420)
#       <= 1.2x  ONE curl process fetching the same pages over one kept-alive
#                connection (benches/curl_pages.sh ... null; not a loop of curl processes)
#       <= 0.4x  that curl | one jq building the same columns (benches/curl_pages.sh ... jq)
#       peak RSS < 64 MiB                            (/usr/bin/time -v)
#   esx lines cs2 --local --json   <= 1.3x curl of /lines
#   esx lines cs2 --json           >= 10x faster than kashrock (benches/kashrock_lines.py)
#   curl of /v6/esports/cs2/props (release simulator, scale 1) < 20 ms
#
# Usage: benches/commands.sh [--check] [--replay] [--only gaps] [--runs N] [--warmup N]
#                            [--scale N] [--min-rows N] [--out DIR] [--before BIN] [--bin BIN]
#   --check    exit 1 when a target is missed (or could not be measured)
#   --replay   time the gaps export against a replay of the simulator's recorded pages
#              (benches/replay_pages.py) instead of the simulator itself, which caches
#              its gaps per min_gap and serves a page in ~1 ms
#   --only gaps  only the gaps export (no lines, /props or Python SDK groups)
#   --before BIN  also time another esx binary (e.g. a build of the previous release)
#              on the gaps export, in the same hyperfine group
#   --bin BIN  time this esx binary instead of building one (a release build made
#              earlier, e.g. while the tree has moved on only in docs)
#   --runs     hyperfine runs per command (default 10); --warmup (default 2)
#   --scale    simulator scale for the gaps export (default 420, the issue's: 100,800
#              rows at min_gap=0, seed 42; 240 rows per scale unit)
#   --min-rows refuse to run the gaps export on fewer rows (default 100000; lower it
#              together with --scale for a quick smoke run)
#   --out      where hyperfine's JSON and the summary go (default $CARGO_TARGET_DIR or target/, then bench-commands)
# Env: KASHROCK_PYTHON=/path/to/python with kashrock installed skips the temporary venv.
#
# Needs hyperfine, jq, curl, GNU time and python3; when run as root it installs the
# missing ones with apt-get (and says so). Nothing here leaves 127.0.0.1.
set -euo pipefail

check=0
replay=0
only=""
before=""
bin=""
runs=10
warmup=2
scale=420
min_rows=100000
out=""
while (($#)); do
    case $1 in
    --check) check=1 ;;
    --replay) replay=1 ;;
    --direct) replay=0 ;; # the default since the simulator caches its gaps
    --only) only=${2:?--only needs a group (gaps)}; shift ;;
    --before) before=${2:?--before needs a path to an esx binary}; shift ;;
    --bin) bin=${2:?--bin needs a path to an esx binary}; shift ;;
    --runs) runs=${2:?--runs needs a number}; shift ;;
    --warmup) warmup=${2:?--warmup needs a number}; shift ;;
    --scale) scale=${2:?--scale needs a number}; shift ;;
    --min-rows) min_rows=${2:?--min-rows needs a number}; shift ;;
    --out) out=${2:?--out needs a directory}; shift ;;
    -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) echo "commands.sh: unknown argument $1 (see --help)" >&2; exit 2 ;;
    esac
    shift
done
for n in "$runs" "$warmup" "$scale" "$min_rows"; do
    [[ $n =~ ^[0-9]+$ ]] || { echo "commands.sh: $n is not a whole number" >&2; exit 2; }
done

cd "$(dirname "$0")/.."
root=$PWD
target_dir=${CARGO_TARGET_DIR:-$root/target}
out=${out:-$target_dir/bench-commands}
mkdir -p "$out"
tmp=$(mktemp -d)
pids=()
cleanup() {
    local p
    for p in "${pids[@]}"; do
        kill "$p" 2>/dev/null || true
        wait "$p" 2>/dev/null || true
    done
    rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

say() { printf '== %s\n' "$*" >&2; }
die() { printf 'commands.sh: %s\n' "$*" >&2; exit 1; }

# ---- tools -------------------------------------------------------------------------
missing=()
command -v hyperfine >/dev/null || missing+=(hyperfine)
command -v jq >/dev/null || missing+=(jq)
command -v curl >/dev/null || missing+=(curl)
[[ -x /usr/bin/time ]] || missing+=(time)
command -v python3 >/dev/null || missing+=(python3 python3-venv)
if ((${#missing[@]})); then
    if [[ $(id -u) == 0 ]] && command -v apt-get >/dev/null; then
        say "installing missing tools with apt-get: ${missing[*]}"
        apt-get install -y "${missing[@]}" >&2 ||
            { apt-get update >&2 && apt-get install -y "${missing[@]}" >&2; }
    else
        die "missing tools: ${missing[*]} (install them, e.g. apt-get install ${missing[*]})"
    fi
fi

# The Python SDK, in a throwaway venv unless KASHROCK_PYTHON points at one.
py_sys=$(command -v python3)
py=${KASHROCK_PYTHON:-}
if [[ -z $py && $only != gaps ]]; then
    say "installing the official Python SDK (pip install kashrock) into a temporary venv"
    if python3 -m venv "$tmp/venv" >&2 && "$tmp/venv/bin/pip" install -q kashrock >&2; then
        py=$tmp/venv/bin/python
    else
        say "could not install kashrock: the SDK comparison is skipped"
    fi
fi

if [[ -n $bin ]]; then
    [[ -x $bin ]] || die "--bin $bin is not an executable"
    esx=$(cd "$(dirname "$bin")" && pwd)/$(basename "$bin")
    say "timing $esx (no build)"
else
    say "cargo build --release --locked"
    cargo build --release --locked >&2
    esx=$target_dir/release/esx
fi

# Loopback only, no proxy, no user config: every figure comes from the same setup.
export NO_PROXY=127.0.0.1,localhost no_proxy=127.0.0.1,localhost
unset HTTP_PROXY HTTPS_PROXY ALL_PROXY http_proxy https_proxy all_proxy ESX_PROFILE ESX_DEMO ESX_BASE_URL
export XDG_CONFIG_HOME=$tmp/config HOME=$tmp/home
mkdir -p "$XDG_CONFIG_HOME" "$HOME"
export ESX_API_KEY=demo-builder NO_COLOR=1
key_header="X-API-Key: $ESX_API_KEY"

# wait_listening OUT ERR: wait (at most 120 s) for the last started server's first
# stdout line, `listening on URL`, and set $sim_url.
wait_listening() {
    local line="" i
    for ((i = 0; i < 1200; i++)); do
        line=$(head -n 1 "$1")
        [[ $line == "listening on "* ]] && break
        kill -0 "${pids[-1]}" 2>/dev/null || die "the server exited: $(cat "$2")"
        sleep 0.1
    done
    [[ $line == "listening on http://127.0.0.1:"* ]] || die "the server did not start within 120 s"
    sim_url=${line#listening on }
}
# start_sim SCALE: start the release simulator on a free loopback port.
start_sim() {
    "$esx" sim serve --addr 127.0.0.1:0 --seed 42 --now 2026-11-21T12:00:00Z --scale "$1" \
        >"$tmp/sim-$1.out" 2>"$tmp/sim-$1.err" &
    pids+=("$!")
    wait_listening "$tmp/sim-$1.out" "$tmp/sim-$1.err"
}
# stop_last: stop the last server started (a big simulator holds a lot of memory).
stop_last() {
    kill "${pids[-1]}" 2>/dev/null || true
    wait "${pids[-1]}" 2>/dev/null || true
    unset 'pids[-1]'
}

# q ARGS...: one shell-quoted command line, for hyperfine (which runs it with sh -c).
q() { printf '%q ' "$@"; }
# median FILE NAME: hyperfine's median for command NAME, in seconds.
median() { jq -r --arg n "$2" '.results[] | select(.command == $n) | .median' "$1"; }
cpu() { jq -r --arg n "$2" '.results[] | select(.command == $n) | (.user + .system)' "$1"; }
ms() { awk -v s="$1" 'BEGIN { printf "%.1f", s * 1000 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
# le A B: A <= B as numbers.
le() { awk -v a="$1" -v b="$2" 'BEGIN { exit !(a <= b) }'; }
hf() {
    local json=$1
    shift
    hyperfine --shell bash --warmup "$warmup" --runs "$runs" --style basic --export-json "$json" "$@" >&2
}

load_before=$(cut -d' ' -f1-3 /proc/loadavg)
rows=()
missed=0
# result NAME VALUE TARGET VERDICT
result() {
    rows+=("$(printf '%-44s %-26s %-16s %s' "$1" "$2" "$3" "$4")")
    [[ $4 == met ]] || missed=1
}

# ---- gaps: 100k-row CSV export -------------------------------------------------------
say "simulator at scale $scale (gaps export)"
start_sim "$scale"
big_url=$sim_url
total=$(curl -sSf -H "$key_header" "$big_url/v6/esports/cs2/gaps?min_gap=0&limit=1" | jq -r '.total')
((total >= min_rows)) || die "/gaps?min_gap=0 has $total rows at scale $scale; raise --scale"
pages=$(((total + 499) / 500))
say "/gaps?min_gap=0: $total rows, $pages pages of 500"

# One pass of curl over the pages esx fetches, against the simulator itself: its wall
# time is the simulator's cost of serving the export (the first page computes and caches
# every gap), and with --replay its bytes are what the replay server serves back below.
say "one curl pass over the $pages pages (warms the simulator's gaps cache)"
mkdir -p "$tmp/pages"
t0=$(date +%s.%N)
for ((i = 0; i < pages; i++)); do
    curl -sSf -H "$key_header" -o "$tmp/pages/page-$((i * 500)).json" \
        "$big_url/v6/esports/cs2/gaps?min_gap=0&limit=500&offset=$((i * 500))"
done
t1=$(date +%s.%N)
sim_pass=$(awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }')
if ((!replay)); then
    gaps_url=$big_url
    gaps_server="the simulator (scale $scale)"
else
    stop_last
    "$py_sys" "$root/benches/replay_pages.py" "$tmp/pages" >"$tmp/replay.out" 2>"$tmp/replay.err" &
    pids+=("$!")
    wait_listening "$tmp/replay.out" "$tmp/replay.err"
    gaps_url=$sim_url
    gaps_server="the replay server (the simulator's recorded pages)"
fi

export_file=$tmp/gaps.csv
gaps_argv=("$esx" --base-url "$gaps_url" gaps cs2 --min-gap 0 --all --format csv -o "$export_file")
curl_argv=(bash "$root/benches/curl_pages.sh" "$gaps_url" cs2 "$pages" null)
jq_argv=(bash "$root/benches/curl_pages.sh" "$gaps_url" cs2 "$pages" jq)
# Same data on both sides: esx's CSV has a header row plus one line per gap, as many as
# the jq baseline prints (fields are not multi-line, so lines count rows).
"${gaps_argv[@]}"
esx_lines=$(wc -l <"$export_file")
jq_lines=$("${jq_argv[@]}" | wc -l)
((esx_lines == total + 1)) || die "esx wrote $esx_lines lines for $total gaps"
((jq_lines == total)) || die "the jq baseline printed $jq_lines rows for $total gaps"

say "hyperfine: gaps export against $gaps_server"
before_cmds=()
if [[ -n $before ]]; then
    before_argv=("$before" "${gaps_argv[@]:1}")
    before_argv[-1]=$tmp/gaps-before.csv
    before_cmds=(-n "esx before" "$(q "${before_argv[@]}")")
fi
hf "$out/gaps.json" -n esx "$(q "${gaps_argv[@]}")" -n curl "$(q "${curl_argv[@]}")" \
    -n "curl|jq" "$(q "${jq_argv[@]}")" "${before_cmds[@]}"

rss_kib=0
rss_runs=()
for _ in 1 2 3; do
    /usr/bin/time -v -o "$tmp/time.txt" "${gaps_argv[@]}" >/dev/null
    r=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$tmp/time.txt")
    rss_runs+=("$r")
    ((r > rss_kib)) && rss_kib=$r
done

before_rss=""
if [[ -n $before ]]; then
    /usr/bin/time -v -o "$tmp/time.txt" "${before_argv[@]}" >/dev/null
    before_rss=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$tmp/time.txt")
fi
g_esx=$(median "$out/gaps.json" esx)
g_curl=$(median "$out/gaps.json" curl)
g_jq=$(median "$out/gaps.json" "curl|jq")
r_curl=$(ratio "$g_esx" "$g_curl")
r_jq=$(ratio "$g_esx" "$g_jq")
rss_mib=$(awk -v k="$rss_kib" 'BEGIN { printf "%.1f", k / 1024 }')
result "gaps csv ($total rows): esx / curl" "$(ms "$g_esx") / $(ms "$g_curl") ms = ${r_curl}x" "<= 1.2x" \
    "$(le "$r_curl" 1.2 && echo met || echo MISSED)"
result "gaps csv: esx / curl|jq" "$(ms "$g_esx") / $(ms "$g_jq") ms = ${r_jq}x" "<= 0.4x" \
    "$(le "$r_jq" 0.4 && echo met || echo MISSED)"
result "gaps csv: esx peak RSS (max of 3)" "$rss_mib MiB" "< 64 MiB" \
    "$(awk -v k="$rss_kib" 'BEGIN { exit !(k < 65536) }' && echo met || echo MISSED)"

# ---- lines, /props: the default board (scale 1) ---------------------------------------
if [[ $only != gaps ]]; then
stop_last
say "simulator at scale 1 (lines, props)"
start_sim 1
url=$sim_url
lines_url="$url/v6/esports/cs2/lines"
props_url="$url/v6/esports/cs2/props"
lines_bytes=$(curl -sSf -H "$key_header" "$lines_url" | wc -c)
props_bytes=$(curl -sSf -H "$key_header" "$props_url" | wc -c)
props_total=$(curl -sSf -H "$key_header" "$props_url" | jq -r '.total')

lines_cmds=(
    -n "esx --local" "$(q "$esx" --base-url "$url" lines cs2 --local --json)"
    -n "curl /lines" "$(q curl -sSf -H "$key_header" -o /dev/null "$lines_url")"
    -n "esx" "$(q "$esx" --base-url "$url" lines cs2 --json)"
)
if [[ -n $py ]]; then
    "$py" "$root/benches/kashrock_lines.py" "$url" cs2 | jq -e '.events | length > 0' >/dev/null ||
        die "the Python SDK did not print the /lines envelope"
    lines_cmds+=(-n "python sdk" "$(q "$py" "$root/benches/kashrock_lines.py" "$url" cs2)")
fi
say "hyperfine: lines"
hf "$out/lines.json" "${lines_cmds[@]}"
l_local=$(median "$out/lines.json" "esx --local")
l_curl=$(median "$out/lines.json" "curl /lines")
l_esx=$(median "$out/lines.json" esx)
r_lines=$(ratio "$l_local" "$l_curl")
result "lines --local --json: esx / curl" "$(ms "$l_local") / $(ms "$l_curl") ms = ${r_lines}x" "<= 1.3x" \
    "$(le "$r_lines" 1.3 && echo met || echo MISSED)"
if [[ -n $py ]]; then
    l_py=$(median "$out/lines.json" "python sdk")
    r_py=$(ratio "$l_py" "$l_esx")
    result "lines --json: python sdk / esx" "$(ms "$l_py") / $(ms "$l_esx") ms = ${r_py}x" ">= 10x" \
        "$(le 10 "$r_py" && echo met || echo MISSED)"
else
    result "lines --json: python sdk / esx" "not measured (no kashrock)" ">= 10x" "NOT MEASURED"
fi

say "hyperfine: /props"
hf "$out/props.json" -n "curl /props" "$(q curl -sSf -H "$key_header" -o /dev/null "$props_url")"
p_curl=$(median "$out/props.json" "curl /props")
# Server side: curl's time to first byte over one kept-alive connection is not available
# across processes, so take it per request (a fresh connection each, as a user's call).
for ((i = 0; i < 31; i++)); do
    curl -sSf -H "$key_header" -o /dev/null -w '%{time_starttransfer} %{time_total}\n' "$props_url"
done >"$tmp/props-ttfb.txt"
p_ttfb=$(sort -n -k1,1 "$tmp/props-ttfb.txt" | awk 'NR == 16 { print $1 }')
p_total=$(sort -n -k2,2 "$tmp/props-ttfb.txt" | awk 'NR == 16 { print $2 }')
result "/props board ($props_total rows): curl process" "$(ms "$p_curl") ms" "< 20 ms" \
    "$(le "$p_curl" 0.020 && echo met || echo MISSED)"
fi

load_after=$(cut -d' ' -f1-3 /proc/loadavg)

# ---- report ----------------------------------------------------------------------------
{
    echo
    echo "esx $("$esx" --version | awk '{ print $2 }') · $(nproc) cores · load average $load_before (before) / $load_after (after)"
    echo "hyperfine --warmup $warmup --runs $runs; medians; simulator seed 42, clock 2026-11-21T12:00:00Z"
    echo
    printf '%-44s %-26s %-16s %s\n' "measure" "median (ratio)" "target" "verdict"
    printf '%s\n' "${rows[@]}"
    echo
    echo "context:"
    echo "  gaps: served by $gaps_server"
    echo "  gaps: the simulator served the $pages pages to one curl pass in $(awk -v s="$sim_pass" 'BEGIN { printf "%.1f", s }') s ($(ms "$(awk -v s="$sim_pass" -v n="$pages" 'BEGIN { print s / n }')") ms a page)"
    echo "  gaps: scale $scale, $total rows in $pages pages; esx CPU (user+sys, mean) $(ms "$(cpu "$out/gaps.json" esx)") ms"
    echo "  gaps: curl|jq CPU (user+sys, mean) $(ms "$(cpu "$out/gaps.json" "curl|jq")") ms; curl CPU $(ms "$(cpu "$out/gaps.json" curl)") ms"
    echo "  gaps: esx peak RSS per run (KiB): ${rss_runs[*]}"
    if [[ -n $before ]]; then
        b=$(median "$out/gaps.json" "esx before")
        echo "  gaps: esx before ($before): $(ms "$b") ms median = $(ratio "$b" "$g_curl")x curl, $(ratio "$b" "$g_jq")x curl|jq; CPU $(ms "$(cpu "$out/gaps.json" "esx before")") ms; peak RSS $before_rss KiB"
    fi
    if [[ $only != gaps ]]; then
        echo "  lines (scale 1): $lines_bytes bytes; esx --json $(ms "$l_esx") ms; esx --local CPU $(ms "$(cpu "$out/lines.json" "esx --local")") ms"
        echo "  /props (scale 1): $props_bytes bytes; per request (31, median): time to first byte $(ms "$p_ttfb") ms, total $(ms "$p_total") ms"
    fi
    echo "  hyperfine JSON: $out/{gaps,lines,props}.json"
} | tee "$out/summary.txt"

if ((check && missed)); then
    echo "commands.sh: a target was missed (see above)" >&2
    exit 1
fi
