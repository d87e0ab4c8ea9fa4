//! How `backtest` reads each kind of stored prediction: the rows its filters keep, each
//! graded from its stored result (a pick from its prop's value, an edge or a bet from its
//! series), into the fold; and what it could not grade (not finished) or what never
//! happened (void).

use esx_odds::backtest::{Outcome, Scored, Series, market_outcome, pick_outcome};
use esx_odds::picks::{Model, Side, pick_probability};
use esx_store::{PickRow, PredictionQuery, Store};

use super::args::{Args, Compare, ModelArg};
use super::fold::Fold;
use crate::error::EsxError;
use crate::store::store_error;

/// What a backtest could not score: rows without a usable result yet, and rows whose
/// market never happened (void: a map not played, a prop cancelled).
#[derive(Debug, Default, Clone, Copy)]
pub(super) struct Left {
    pub(crate) ungraded: usize,
    pub(crate) voids: usize,
    /// Of the ungraded, those whose event starts after the run's clock: not finished
    /// because not even started (the rest started but have no result stored yet).
    pub(crate) upcoming: usize,
    /// The first start among the upcoming: the soonest an ungraded row can finish.
    pub(crate) next_start: Option<jiff::Timestamp>,
}

impl Left {
    /// One more row without a usable result, its event starting at `starts_at`.
    fn ungraded_at(&mut self, starts_at: Option<&str>, now: jiff::Timestamp) {
        self.ungraded += 1;
        let start = starts_at.and_then(|s| s.parse::<jiff::Timestamp>().ok());
        if let Some(t) = start.filter(|t| *t > now) {
            self.upcoming += 1;
            self.next_start = Some(self.next_start.map_or(t, |n| n.min(t)));
        }
    }
}

/// A pick's probability under the chosen model: as recorded, or re-derived from the
/// book's recorded line and no-vig probability. `(win, push)`; `None`: the model cannot
/// price it.
fn pick_prob(r: &PickRow, model: ModelArg, k: f64) -> Option<(f64, Option<f64>)> {
    let p = &r.pick;
    let m = match model {
        ModelArg::Recorded => return Some((p.p_win, p.p_push)),
        ModelArg::Poisson => Model::Poisson,
        ModelArg::None => Model::None,
        ModelArg::Negbin => {
            let side = Side::from_direction(&p.side)?;
            let prob = esx_odds::picks::negbin::pick(p.book_line?, p.p_over_book?, p.line, side, k)
                .ok()?;
            return Some((prob.p_win, prob.p_push));
        }
    };
    let side = Side::from_direction(&p.side)?;
    let prob = pick_probability(p.book_line?, p.p_over_book?, p.line, side, m).ok()??;
    Some((prob.p_win, prob.p_push))
}

pub(super) fn picks(
    store: &mut Store,
    q: &PredictionQuery,
    args: &Args,
    dispersion: &dyn Fn(&str) -> Result<f64, EsxError>,
    config: &dyn Fn(&str) -> Option<String>,
    fold: &mut Fold,
    now: jiff::Timestamp,
) -> Result<Left, EsxError> {
    let mut left = Left::default();
    // Row by row: a graded pick keeps only what the time order and the figures need.
    store
        .each_pick_row(q, |r| {
            match grade_pick(&r, args, dispersion, config)? {
                Verdict::Skip => {}
                Verdict::Ungraded => left.ungraded_at(r.pick.starts_at.as_deref(), now),
                Verdict::Void => left.voids += 1,
                Verdict::Graded(scored) => {
                    let p = &r.pick;
                    let line = p.line.to_string();
                    let pair = match args.compare {
                        Some(c) => compared(&r, c, dispersion)?,
                        None => None,
                    };
                    fold.push_paired(
                        p.starts_at.as_deref().unwrap_or(&r.observed_at),
                        &[
                            &r.sport,
                            &p.event_id,
                            &p.player,
                            &p.stat_type,
                            &p.app,
                            &line,
                            &p.side,
                        ],
                        [&p.app, &p.stat_type, &r.sport],
                        scored,
                        pair,
                    );
                }
            }
            Ok::<(), EsxError>(())
        })
        .map_err(store_error)??;
    Ok(left)
}

/// A pick's own side's probability (given no push) under the two predictions `--compare`
/// sets side by side: `model` negbin (the stat type's `k`) against Poisson; `dispersion`
/// negbin at the `k` the pick was recorded with against the profile's `k` today. `None`
/// when either cannot price it (no book line; a pick recorded before the store kept `k`).
fn compared(
    r: &PickRow,
    c: Compare,
    dispersion: &dyn Fn(&str) -> Result<f64, EsxError>,
) -> Result<Option<[f64; 2]>, EsxError> {
    let k_now = dispersion(&r.pick.stat_type)?;
    let (a, b) = match c {
        Compare::Model => (
            pick_prob(r, ModelArg::Negbin, k_now),
            pick_prob(r, ModelArg::Poisson, k_now),
        ),
        Compare::Dispersion => (
            r.pick.k.and_then(|k| pick_prob(r, ModelArg::Negbin, k)),
            pick_prob(r, ModelArg::Negbin, k_now),
        ),
        // The fair bases price markets, not picks (`check` refuses it with picks).
        Compare::Fair => return Ok(None),
    };
    Ok(a.zip(b).map(|(a, b)| [given_no_push(a), given_no_push(b)]))
}

/// A side's probability given no push, from `(win, push)`.
fn given_no_push((win, push): (f64, Option<f64>)) -> f64 {
    match push {
        Some(pp) if pp < 1.0 => win / (1.0 - pp),
        _ => win,
    }
    .clamp(0.0, 1.0)
}

/// What a stored prediction comes to: left out (filtered, void, no model), ungraded
/// (no usable result), or graded.
enum Verdict {
    Skip,
    Ungraded,
    Void,
    Graded(Scored),
}

/// One pick under `--model` and the filters, graded from its stored result.
fn grade_pick(
    r: &PickRow,
    args: &Args,
    dispersion: &dyn Fn(&str) -> Result<f64, EsxError>,
    config: &dyn Fn(&str) -> Option<String>,
) -> Result<Verdict, EsxError> {
    let p = &r.pick;
    if args
        .app
        .as_deref()
        .is_some_and(|a| !a.eq_ignore_ascii_case(&p.app))
        || args
            .market
            .as_deref()
            .is_some_and(|m| !m.eq_ignore_ascii_case(&p.stat_type))
    {
        return Ok(Verdict::Skip);
    }
    // Only the negative binomial reads `k` (so only it can trip on a bad one).
    let k = if matches!(args.model, ModelArg::Negbin) {
        dispersion(&p.stat_type)?
    } else {
        crate::config::DEFAULT_DISPERSION
    };
    let Some((win, push)) = pick_prob(r, args.model, k) else {
        return Ok(Verdict::Skip);
    };
    if args
        .min_edge
        .is_some_and(|m| 100.0 * (win - p.breakeven) < m)
    {
        return Ok(Verdict::Skip);
    }
    let Some(res) = &r.result else {
        return Ok(Verdict::Ungraded);
    };
    let over = p.side == "over";
    let outcome = match (res.grade.as_str(), res.actual_value) {
        ("void", _) => return Ok(Verdict::Void),
        (_, Some(actual)) => pick_outcome(p.line, over, actual),
        // No value: the grade speaks only for its own line and side.
        (g, None)
            if res.line.is_some_and(|l| l.to_bits() == p.line.to_bits())
                && res.direction.as_deref().and_then(Side::from_direction)
                    == Side::from_direction(&p.side) =>
        {
            match g {
                "hit" => Some(Outcome::Win),
                "miss" => Some(Outcome::Loss),
                "push" => Some(Outcome::Push),
                _ => None,
            }
        }
        _ => None,
    };
    let Some(outcome) = outcome else {
        return Ok(Verdict::Ungraded);
    };
    // Scored given no push: the pushes are counted apart.
    let predicted = given_no_push((win, push));
    let push_return = if outcome == Outcome::Push {
        push_return(config, p)?
    } else {
        1.0
    };
    Ok(Verdict::Graded(Scored {
        predicted,
        won: match outcome {
            Outcome::Win => Some(true),
            Outcome::Loss => Some(false),
            Outcome::Push | Outcome::Void => None,
        },
        price: 1.0 / p.breakeven,
        clv_pct: None,
        push_return,
    }))
}

/// What a pushed pick returns per unit under its app's push rule (docs/grading.md): the
/// recorded slip's `n` legs at the per-leg price `M_n^(1/n)` (`M_n = be^(−n)`), the
/// pushed leg worth the change it makes to the slip's payout when the others hit.
fn push_return(
    config: &dyn Fn(&str) -> Option<String>,
    p: &esx_store::PickPrediction,
) -> Result<f64, EsxError> {
    let rule = crate::slip_rules::push_rule(config, &p.app)?;
    let Ok(legs) = u32::try_from(p.legs) else {
        return Ok(1.0);
    };
    if !(p.breakeven > 0.0 && p.breakeven < 1.0) {
        return Ok(1.0);
    }
    let m_n = p.breakeven.powf(-f64::from(legs));
    // A slip of n legs drops to n − 1: that many legs' payout (for n ≥ 3), else none
    // known, and the pushed leg then changes nothing.
    let m_prev = crate::slip_rules::power_payout(config, &p.app, legs.saturating_sub(1))
        .unwrap_or_else(|| m_n.powf((f64::from(legs) - 1.0) / f64::from(legs)));
    Ok(esx_odds::picks::push_leg_return(rule, legs, m_n, m_prev))
}

/// The edges esx would have bet (settled point 11): the side with a positive edge at its
/// best net price whose market failed no gate (a row recorded before the store kept the
/// gates is judged by its edge alone), at the recorded price.
pub(super) fn edges(
    store: &mut Store,
    q: &PredictionQuery,
    args: &Args,
    fold: &mut Fold,
    now: jiff::Timestamp,
) -> Result<Left, EsxError> {
    let mut left = Left::default();
    store
        .each_edge_row(q, |r| {
            let e = &r.edge;
            let (Some(source), Some(net)) = (&e.source, e.net_decimal) else {
                return Ok(());
            };
            if args
                .app
                .as_deref()
                .is_some_and(|a| !a.eq_ignore_ascii_case(source))
                || args
                    .market
                    .as_deref()
                    .is_some_and(|m| !m.eq_ignore_ascii_case(&e.market))
                || args
                    .min_edge
                    .is_some_and(|m| e.edge_pct.is_none_or(|x| x < m))
                || !e.edge_pct.is_some_and(|x| x > 0.0)
                || e.gates_failed.as_ref().is_some_and(|g| !g.is_empty())
            {
                return Ok(());
            }
            let outcome = r.result.as_ref().and_then(|m| {
                market_outcome(
                    &e.market,
                    e.map,
                    e.line,
                    &e.outcome,
                    &Series {
                        team1: &m.team1,
                        team2: &m.team2,
                        score1: m.score1,
                        score2: m.score2,
                        maps: &m.maps,
                    },
                )
            });
            let Some(outcome) = outcome else {
                left.ungraded_at(e.starts_at.as_deref(), now);
                return Ok(());
            };
            if outcome == Outcome::Void {
                left.voids += 1;
                return Ok(());
            }
            let map = e.map.map_or(String::new(), |m| m.to_string());
            let line = e.line.map_or(String::new(), |l| l.to_string());
            fold.push(
                e.starts_at.as_deref().unwrap_or(&r.observed_at),
                &[&r.sport, &e.event_id, &e.market, &map, &line, &e.outcome],
                [source, &e.market, &r.sport],
                Scored {
                    predicted: e.fair_probability,
                    won: match outcome {
                        Outcome::Win => Some(true),
                        Outcome::Loss => Some(false),
                        Outcome::Push | Outcome::Void => None,
                    },
                    price: net,
                    // The prediction is the last before the start: its fair probability
                    // is the close, so its CLV is its edge at the close (the one CLV
                    // formula, on the net price).
                    clv_pct: esx_odds::clv::clv_pct(net, e.fair_probability).ok(),
                    push_return: 1.0,
                },
            );
            Ok::<(), EsxError>(())
        })
        .map_err(store_error)??;
    Ok(left)
}

/// The logged bets, judged as `bets report` judges them (`Store::judged_bets`): the
/// price net of the venue's fee, CLV against the one close.
pub(super) fn bets(
    store: &Store,
    pricing: &esx_store::BetPricing,
    q: &PredictionQuery,
    args: &Args,
    fold: &mut Fold,
) -> Result<Left, EsxError> {
    let mut left = Left::default();
    for j in store.judged_bets(pricing).map_err(store_error)? {
        let b = j.bet;
        if args
            .app
            .as_deref()
            .is_some_and(|a| !a.eq_ignore_ascii_case(&b.source))
            || args
                .market
                .as_deref()
                .is_some_and(|m| !m.eq_ignore_ascii_case(&b.market))
            || args
                .min_edge
                .is_some_and(|m| b.clv_pct.is_none_or(|x| x < m))
            || q.since.as_deref().is_some_and(|s| b.placed_at.as_str() < s)
            || q.until
                .as_deref()
                .is_some_and(|u| b.placed_at.as_str() >= u)
        {
            continue;
        }
        let won = match b.result {
            None => {
                left.ungraded += 1;
                continue;
            }
            Some(esx_store::BetResult::Void) => {
                left.voids += 1;
                continue;
            }
            Some(esx_store::BetResult::Won) => Some(true),
            Some(esx_store::BetResult::Lost) => Some(false),
            Some(esx_store::BetResult::Push) => None,
        };
        fold.push(
            &b.placed_at,
            // Sport unknown to a bet: its event alone is its cluster.
            &["", &b.event_id, &format!("bet {}", b.bet_id)],
            [&b.source, &b.market, ""],
            Scored {
                predicted: b.p_close.unwrap_or(1.0 / b.decimal),
                won,
                price: j.net_decimal,
                clv_pct: b.clv_pct,
                push_return: 1.0,
            },
        );
    }
    Ok(left)
}
