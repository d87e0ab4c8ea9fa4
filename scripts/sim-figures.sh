#!/usr/bin/env bash
# The figures docs/simulator.md and docs/grading.md quote about the simulator, produced
# here rather than typed by hand (DESIGN.md "The simulator's truth, written down"):
#   1. realism of the demo board over eight seeds and four clocks (share of markets whose
#      best edge is above 5 %, gross arbitrage), from esx-sim's own realism test;
#   2. negbin against Poisson on a simulated season (seed 42, 12 days, at the epoch
#      2026-11-21T12:00:00Z): each model's Brier score and log loss over the same
#      distinct outcomes, the paired difference, its standard error clustered by event
#      and whether it is distinguishable from 0 (`backtest --compare model`);
#   3. the result model as coded: each prop's stat is NegBin(μ, k) with k =
#      esx_sim::data::counts::DISPERSION, so Var/μ = 1 + μ/k; the season's mean of
#      (actual − μ̂)²/μ̂ is printed beside it, μ̂ the mean the book's price implies.
# Usage: scripts/sim-figures.sh [ESX_BINARY]   (default target/debug/esx, built if missing)
set -euo pipefail
cd "$(dirname "$0")/.."
esx="${1:-target/debug/esx}"
[ -x "$esx" ] || cargo build --quiet --bin esx
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

echo "== 1. realism of the planted boards (esx-sim test, eight seeds, four clocks)"
cargo test --quiet -p esx-sim the_planted_boards_stay_realistic_over_eight_seeds -- --nocapture 2>&1 \
  | grep -E "markets \(.* planted\)" || { echo "realism test printed no figures" >&2; exit 1; }

echo "== 2. negbin against Poisson, seed 42, 12 days, at the epoch"
export ESX_NOW=2026-11-21T12:00:00Z ESX_CONFIG_DIR="$work"
"$esx" sim history --days 12 --seed 42 --json --db "$work/season.sqlite" >/dev/null
"$esx" backtest --compare model --json --db "$work/season.sqlite" > "$work/compare.json"
python3 - "$work/compare.json" "$work/season.sqlite" <<'PY'
import json, sqlite3, sys
v = json.load(open(sys.argv[1]))
c = v["compare"]
print(f"picks {v['n_picks']}, distinct outcomes {c['n_distinct']}, events {c['n_events']}")
for score in ("brier", "log_loss"):
    p = c[score]
    print(f"{score}: negbin {p['a']:.6f} poisson {p['b']:.6f} difference {p['diff']:+.6f}"
          f" se {p['se']:.6f} ci95 [{p['ci95'][0]:+.6f}, {p['ci95'][1]:+.6f}]"
          f" distinguishable {str(p['distinguishable']).lower()}")

# 3. Dispersion of the season's results: the book's over/under at its own line implies
# the NegBin mean; compare each graded result's squared deviation to that mean.
from math import lgamma, exp, log
K = 30.0
def p_over(mu, line):
    n = int(line // 1)
    q, pmf = mu / (K + mu), (K / (K + mu)) ** K
    cdf = pmf
    for i in range(1, n + 1):
        pmf *= (i - 1 + K) / i * q
        cdf += pmf
    return 1 - cdf
def mu_of(line, p):
    lo, hi = 1e-6, 1000.0
    for _ in range(100):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if p_over(mid, line) < p else (lo, mid)
    return (lo + hi) / 2
db = sqlite3.connect(sys.argv[2])
rows = db.execute("""
  SELECT DISTINCT k.event_id, k.player, k.stat_type, p.book_line, p.p_over_book, r.actual_value
  FROM picks p JOIN pick_keys k ON k.key_id = p.key_id
  JOIN prop_results r ON r.prop_id = p.prop_id AND r.sport = k.sport
  WHERE p.book_line IS NOT NULL AND r.actual_value IS NOT NULL
    AND p.book_line = k.line""").fetchall()
seen, ratios, means = set(), [], []
for ev, pl, st, line, p, actual in rows:
    if (ev, pl, st) in seen or line != int(line) + 0.5:
        continue
    seen.add((ev, pl, st))
    mu = mu_of(line, p)
    ratios.append((actual - mu) ** 2 / mu)
    means.append(mu)
if ratios:
    mbar = sum(means) / len(means)
    print(f"results: {len(ratios)} player-markets at a half line; mean (actual-mu)^2/mu "
          f"{sum(ratios)/len(ratios):.3f}; NegBin(mu, {K:g}) gives 1 + mu/{K:g} = "
          f"{1 + mbar / K:.3f} at the mean mu {mbar:.2f}")
PY
