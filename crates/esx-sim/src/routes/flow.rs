//! `/v7/{sport}/flow`: market-movement plays found by scanning the quote tapes with the
//! thresholds below (documented in `docs/simulator.md`).

use serde_json::{Value, json};

use super::common::{Ctx, Reply};
use super::lines::MARKETS;
use crate::auth::ApiError;
use crate::calc::{self, round};
use crate::data::rng::Rng;
use crate::data::sports::{SPORTSBOOK, VENUES};
use crate::data::tape::{POINTS, QuoteTape, main_tape};
use crate::data::{MainMarket, PFX, SportData, Status, iso};
use esx_proto::models::{FlowPlay, FlowResponse};

// Flow thresholds (the spec names none; documented in docs/simulator.md).
const VOLUME_WINDOW_H: usize = 6;
const MIN_VOLUME: f64 = 20_000.0;
const MIN_VOLUME_SHARE: f64 = 0.25;
const SHIFT_WINDOW_H: usize = 6;
const MIN_SHIFT: f64 = 0.035;
const STEAM_WINDOW_H: usize = 3;
const STEAM_MIN_SOURCES: usize = 2;
const STEAM_MIN_MOVE: f64 = 0.02;
const WHALE_WINDOW_H: i64 = 6;
const MIN_WHALE: f64 = 25_000.0;

/// Change of outcome `o`'s probability over the last `h` hours of a tape.
fn moved(t: &QuoteTape, o: usize, h: usize) -> f64 {
    let n = t.points.len();
    if n <= h {
        return 0.0;
    }
    t.points[n - 1].prob[o] - t.points[n - 1 - h].prob[o]
}

/// Best current decimal price on outcome `o` across the market's venues.
fn best_price(mk: &MainMarket, o: usize) -> (f64, i64, &'static str) {
    let mut best = (0.0, 100, "");
    for q in &mk.quotes {
        let dec = if q.venue == SPORTSBOOK {
            calc::decimal_from_american(q.american[o])
        } else {
            1.0 / q.probability[o].max(1e-6)
        };
        if dec > best.0 {
            let am = if q.venue == SPORTSBOOK {
                q.american[o]
            } else {
                calc::american_from_decimal(dec)
            };
            best = (dec, am, VENUES[q.venue].key);
        }
    }
    (round(best.0, 4), best.1, best.2)
}

/// A detected play before it becomes a row: kind, outcome, strength, thresholds.
struct Hit {
    kind: &'static str,
    outcome: usize,
    score: f64,
    thresholds: Value,
    steam_delta: Option<f64>,
}

fn detect(tapes: &[QuoteTape], now: i64) -> Vec<Hit> {
    let mut hits = Vec::new();
    for t in tapes.iter().filter(|t| t.venue != SPORTSBOOK) {
        let n = t.points.len();
        if let (Some(v1), Some(v0)) = (
            t.points[n - 1].volume,
            t.points[n - 1 - VOLUME_WINDOW_H].volume,
        ) {
            let traded = v1 - v0;
            let share = if v0 > 0.0 { traded / v0 } else { 0.0 };
            if traded >= MIN_VOLUME && share >= MIN_VOLUME_SHARE {
                let o = usize::from(moved(t, 1, VOLUME_WINDOW_H) > moved(t, 0, VOLUME_WINDOW_H));
                hits.push(Hit {
                    kind: "volume",
                    outcome: o,
                    score: share / MIN_VOLUME_SHARE,
                    thresholds: json!({"source": VENUES[t.venue].key, "window_hours": VOLUME_WINDOW_H, "min_volume": MIN_VOLUME,
                        "min_volume_share": MIN_VOLUME_SHARE, "volume": traded, "volume_share": round(share, 4)}),
                    steam_delta: None,
                });
            }
        }
        if let Some(w) = t
            .trades
            .iter()
            .filter(|tr| now - tr.ts <= WHALE_WINDOW_H * 3600 && tr.size >= MIN_WHALE)
            .max_by(|a, b| a.size.total_cmp(&b.size))
        {
            hits.push(Hit {
                kind: "whale",
                outcome: w.outcome,
                score: w.size / MIN_WHALE,
                thresholds: json!({"source": VENUES[t.venue].key, "window_hours": WHALE_WINDOW_H, "min_trade_size": MIN_WHALE,
                    "trade_size": w.size, "trade_price": w.price, "traded_at": iso(w.ts)}),
                steam_delta: None,
            });
        }
    }
    for t in tapes {
        let d = moved(t, 0, SHIFT_WINDOW_H);
        if d.abs() >= MIN_SHIFT {
            hits.push(Hit {
                kind: "shift",
                outcome: usize::from(d < 0.0),
                score: d.abs() / MIN_SHIFT,
                thresholds: json!({"source": VENUES[t.venue].key, "window_hours": SHIFT_WINDOW_H, "min_shift": MIN_SHIFT, "shift": round(d.abs(), 4)}),
                steam_delta: None,
            });
        }
    }
    for o in 0..2 {
        let movers: Vec<&QuoteTape> = tapes
            .iter()
            .filter(|t| moved(t, o, STEAM_WINDOW_H) >= STEAM_MIN_MOVE)
            .collect();
        if movers.len() >= STEAM_MIN_SOURCES {
            let avg = movers
                .iter()
                .map(|t| moved(t, o, STEAM_WINDOW_H))
                .sum::<f64>()
                / movers.len() as f64;
            // American move of the selection: the sportsbook's own prices where it moved,
            // else the fair American of the first mover's probabilities.
            let t = movers
                .iter()
                .find(|t| t.venue == SPORTSBOOK)
                .unwrap_or(&movers[0]);
            let n = t.points.len();
            let delta = american_move(&t.points[n - 1 - STEAM_WINDOW_H], &t.points[n - 1], o);
            hits.push(Hit {
                kind: "steam",
                outcome: o,
                score: avg / STEAM_MIN_MOVE,
                thresholds: json!({"window_hours": STEAM_WINDOW_H, "min_sources": STEAM_MIN_SOURCES, "min_move": STEAM_MIN_MOVE,
                    "sources_moved": movers.iter().map(|t| VENUES[t.venue].key).collect::<Vec<_>>(), "avg_move": round(avg, 4)}),
                steam_delta: Some(delta),
            });
        }
    }
    hits
}

/// The selection's American move between two tape points, in cents (the cents rule, so
/// −114 → +106 is 20, not 220): the sportsbook's own prices where the point has them,
/// else the fair American of the point's probability.
fn american_move(
    open: &crate::data::tape::TapePoint,
    now: &crate::data::tape::TapePoint,
    o: usize,
) -> f64 {
    let am = |p: &crate::data::tape::TapePoint| {
        p.american
            .map_or_else(|| calc::american_from_probability(p.prob[o]), |a| a[o])
    };
    esx_odds::price::american_cents_change(am(open), am(now)) as f64
}

/// `GET /v7/{sport}/flow`: market-movement plays found by scanning the quote tapes.
pub(super) fn flow(c: &Ctx, data: &SportData) -> Reply {
    let kind = c.choice("kind", &["all", "volume", "shift", "steam", "whale"], "all")?;
    let market = market_param(c)?;
    let limit = c.int("limit", 25, 1, 100)? as usize;
    let mut plays: Vec<(f64, FlowPlay)> = Vec::new();
    for mk in data
        .mains
        .iter()
        .filter(|mk| market.is_none_or(|f| f == mk.kind.as_str()))
    {
        let series = &data.matches[mk.match_idx];
        if series.status != Status::Upcoming {
            continue;
        }
        let tapes: Vec<QuoteTape> = (0..mk.quotes.len())
            .filter_map(|q| main_tape(c.world.seed, mk, q, c.world.now))
            .collect();
        if tapes.iter().any(|t| t.points.len() < POINTS) {
            continue;
        }
        for hit in detect(&tapes, c.world.now)
            .into_iter()
            .filter(|h| kind == "all" || kind == h.kind)
        {
            let (o, x) = (hit.outcome, 1 - hit.outcome);
            let (dec, am, src) = best_price(mk, o);
            let mut r = Rng::new(
                c.world.seed,
                &format!("{}|{}|{}", mk.seed_key, hit.kind, hit.thresholds),
            );
            let team_id = |i: usize| mk.teams[i].map(|t| data.teams[t].id.clone());
            let play = FlowPlay {
                play_id: format!("{PFX}_flow_{}", r.hex12()),
                kind: hit.kind.into(),
                kr_match_id: series.id.clone(),
                match_slug: series.slug.clone(),
                home_team: data.teams[series.home].name.clone(),
                home_team_id: data.teams[series.home].id.clone(),
                away_team: data.teams[series.away].name.clone(),
                away_team_id: data.teams[series.away].id.clone(),
                start_time: iso(series.start),
                tournament_name: series.tournament.into(),
                market: mk.kind.as_str().into(),
                map: mk.kind.map(),
                selection: mk.outcomes[o].clone(),
                selection_team_id: team_id(o),
                opposite: mk.outcomes[x].clone(),
                opposite_team_id: team_id(x),
                best_american: am,
                best_decimal: dec,
                best_source: src.into(),
                steam_american_delta: hit.steam_delta,
                steam_movement: hit.steam_delta.map(|_| "shortening".into()),
                thresholds: Some(hit.thresholds),
            };
            plays.push((hit.score, play));
        }
    }
    plays.sort_by(|a, b| {
        b.0.total_cmp(&a.0)
            .then_with(|| a.1.play_id.cmp(&b.1.play_id))
    });
    let plays: Vec<FlowPlay> = plays.into_iter().take(limit).map(|(_, p)| p).collect();
    super::common::json(&FlowResponse {
        available: true,
        sport: data.info.slug.into(),
        kind,
        total: plays.len() as u64,
        plays,
        reason: None,
    })
}

/// The `market` parameter: one of [`MARKETS`] (any case), or none.
fn market_param(c: &Ctx) -> Result<Option<&'static str>, ApiError> {
    Ok(match c.get("market") {
        None => None,
        Some(m) => Some(
            MARKETS
                .iter()
                .find(|x| x.eq_ignore_ascii_case(m))
                .copied()
                .ok_or_else(|| {
                    ApiError::invalid(format!(
                        "market must be one of {}, got '{m}'",
                        MARKETS.join(", ")
                    ))
                })?,
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::american_move;
    use crate::data::tape::TapePoint;

    fn point(american: [i64; 2]) -> TapePoint {
        TapePoint {
            ts: 0,
            prob: [0.5, 0.5],
            american: Some(american),
            volume: None,
        }
    }

    /// A steam move across evens: +106 → −114 is 20 cents shorter, not 220.
    #[test]
    fn a_steam_move_across_evens_is_measured_in_cents() {
        let (open, now) = (point([106, -126]), point([-114, 104]));
        assert!((american_move(&open, &now, 0) - -20.0).abs() < f64::EPSILON);
        assert!((american_move(&open, &now, 1) - 30.0).abs() < f64::EPSILON);
        let (open, now) = (point([-120, 100]), point([-135, 115]));
        assert!((american_move(&open, &now, 0) - -15.0).abs() < f64::EPSILON);
    }
}
