#!/usr/bin/env bash
# Run every README, docs/ and `--help` example with the clock NOT pinned (DESIGN.md,
# "The demo at any clock"; round four, settled point 2): the examples test of the cli
# test binary under faketime at three dates spread over a year (one not a slate
# boundary), with ESX_EXAMPLES_UNPINNED=1 so the examples run on the (faked) wall
# clock instead of ESX_NOW. An example that fails or finds nothing fails, unless its
# comment says `# may find nothing`. Builds once with cargo, then runs the binary
# directly: faketime under cargo itself can hang (see scripts/test-dates.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v faketime >/dev/null 2>&1; then
  echo "faketime is missing: apt-get install -y faketime" >&2
  exit 1
fi

dates=("2027-06-01 12:00:00" "2026-12-24 19:00:00" "2027-03-14 04:00:00")
if [ "$#" -gt 0 ]; then dates=("$@"); fi

bin=$(cargo test --locked -p esx --test cli --no-run --message-format=json 2>/dev/null \
  | python3 -c 'import json,sys
for line in sys.stdin:
    try: m = json.loads(line)
    except ValueError: continue
    if m.get("reason") == "compiler-artifact" and m.get("executable") and m.get("profile", {}).get("test"):
        print(m["executable"])' | tail -n 1)
if [ -z "$bin" ]; then
  echo "the cli test binary was not built" >&2
  exit 1
fi

status=0
for d in "${dates[@]}"; do
  echo "== examples unpinned at $d UTC"
  # An offset, not a start date: every process (the test, esx, its simulator) agrees.
  off=$(( $(date -u -d "$d" +%s) - $(date -u +%s) ))
  [ "$off" -ge 0 ] && off="+$off"
  if ! TZ=UTC FAKETIME_DONT_FAKE_MONOTONIC=1 ESX_EXAMPLES_UNPINNED=1 \
    faketime -f "${off}s" "$bin" examples::every_example_runs_as_printed --exact -q; then
    echo "-- the examples fail unpinned at $d UTC"
    status=1
  fi
done
exit "$status"
