#!/usr/bin/env bash
# The figures docs/fair.md "The backtest that chose the default" quotes, produced here
# rather than typed by hand (DESIGN.md "The market's own history", settled points 14-15):
# a 20-day season with kalshi sharper by construction (--sharp-venue kalshi --sharpness
# 0.5) at the epoch 2026-11-21T12:00:00Z, then `backtest --compare fair`:
#   1. seed 42: the table (every graded market at lead 60 m, each basis against blend);
#   2. seeds 42, 1, 7, 99, 2026: learned against blend on log loss (paired difference,
#      SE clustered by event, distinguishable), over all markets and match_winner alone.
# Usage: scripts/fair-backtest.sh [ESX_BINARY]   (default target/debug/esx, built if missing)
set -euo pipefail
cd "$(dirname "$0")/.."
esx="${1:-target/debug/esx}"
[ -x "$esx" ] || cargo build --quiet --bin esx
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export ESX_NOW=2026-11-21T12:00:00Z ESX_CONFIG_DIR="$work"

season() {
  "$esx" -q sim history --days 20 --seed "$1" --sharp-venue kalshi --sharpness 0.5 \
    --db "$work/s$1.sqlite" >/dev/null
}

echo "== 1. seed 42, 20 days, kalshi at sharpness 0.5"
season 42
"$esx" backtest --compare fair --db "$work/s42.sqlite" | sed -n '/^fair bases/,/^learned /p'

echo "== 2. learned against blend on log loss (learned - blend; * distinguishable)"
printf '%-6s %-13s %5s %9s %9s %10s %8s %9s\n' SEED MARKETS N BLEND LEARNED DIFF SE FELL_BACK
for seed in 42 1 7 99 2026; do
  [ -f "$work/s$seed.sqlite" ] || season "$seed"
  for market in all match_winner; do
    filter=()
    [ "$market" = all ] || filter=(--market "$market")
    "$esx" backtest --compare fair "${filter[@]}" --json --db "$work/s$seed.sqlite" \
      | python3 -c '
import json, sys
c = json.load(sys.stdin)["compare"]
b = {x["basis"]: x for x in c["bases"]}
l, r = b["learned"], b["blend"]
d = l["diff_vs_reference"]["log_loss"]
star = " *" if d["distinguishable"] else ""
print("%-6s %-13s %5d %9.5f %9.5f %+10.5f %8.5f %9d%s" % (sys.argv[1], sys.argv[2],
      c["n_predictions"], r["log_loss"], l["log_loss"], d["diff"], d["se"], l["fell_back"], star))
' "$seed" "$market"
  done
done
