#!/usr/bin/env bash
# Run every test binary under faketime at the dates DESIGN.md names (before, during and
# after the tests' pinned day, and a year end), so a test that reads the wall clock
# fails here rather than on some day in CI. Builds the tests once with cargo, then runs
# each binary directly: faketime under cargo itself can hang.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v faketime >/dev/null 2>&1; then
  echo "faketime is missing: apt-get install -y faketime" >&2
  exit 1
fi

dates=("2026-11-20 23:30:00" "2026-11-21 23:30:00" "2026-12-31 23:59:30" "2027-02-15 12:00:00")
if [ "$#" -gt 0 ]; then dates=("$@"); fi

mapfile -t bins < <(cargo test --locked --no-run --message-format=json 2>/dev/null \
  | python3 -c 'import json,sys
for line in sys.stdin:
    try: m = json.loads(line)
    except ValueError: continue
    if m.get("reason") == "compiler-artifact" and m.get("executable") and m.get("profile", {}).get("test"):
        print(m["executable"])')
if [ "${#bins[@]}" -eq 0 ]; then
  echo "no test binaries found" >&2
  exit 1
fi

# Each binary runs from its package's folder, as cargo runs it (snapshots and fixtures
# are found relative to it).
status=0
for d in "${dates[@]}"; do
  for b in "${bins[@]}"; do
    name=$(basename "$b")
    pkg=.
    case "$name" in
      esx_odds-*) pkg=crates/esx-odds ;;
      esx_proto-*) pkg=crates/esx-proto ;;
      esx_sim-*) pkg=crates/esx-sim ;;
      esx_store-*) pkg=crates/esx-store ;;
    esac
    echo "== $d · $name"
    # An offset, not `faketime DATE`: with a start date each process's clock starts at
    # DATE when it starts, so a test's simulator and the esx it spawns a minute later
    # disagree by a minute; with one offset every process agrees, as on a real machine.
    off=$(( $(date -u -d "$d" +%s) - $(date -u +%s) ))
    [ "$off" -ge 0 ] && off="+$off"
    log=$(mktemp)
    run() {
      (cd "$pkg" && TZ=UTC FAKETIME_DONT_FAKE_MONOTONIC=1 INSTA_UPDATE=no \
        faketime -f "${off}s" "$b" -q >"$log" 2>&1)
    }
    if ! run; then
      # Name what failed, then run the binary once more: a failure that comes back is
      # a failure; one that does not is printed as flaky (seen on a loaded machine).
      grep -E '^test .* FAILED|^---- |panicked at' "$log" | head -n 40 || true
      echo "-- $name failed at $d; running it once more"
      if run; then
        echo "FLAKY: $name failed once at $d and passed on the rerun (see the names above)"
      else
        grep -E '^test .* FAILED|panicked at' "$log" | head -n 40 || true
        status=1
      fi
    fi
    tail -n 3 "$log"
    rm -f "$log"
  done
done
exit "$status"
