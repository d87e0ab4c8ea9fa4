//! The predictions `esx record --what picks,edges` stores: every pick priced as `esx
//! picks` prices it (its default model, negbin with the stat type's `k`, and 2-leg power
//! slip) and every market outcome's fair probability with its best net price, from the
//! fetched board (no extra request).

use esx_odds::picks::{Model, Side, fair_over, pick_probability, power_breakeven};
use esx_odds::{DevigMethod, FeeTable, SourceKind};
use esx_proto::models::{LinesResponse, PlayerPropGroup, PlayerPropsResponse, PropEntry};
use esx_store::{EdgePrediction, PickPrediction};

use crate::error::EsxError;
use crate::store::normalise_time;

/// The slip a recorded pick's break-even is for: the power slip `picks` defaults to.
pub(crate) const LEGS: u32 = 2;

/// The per-venue 2-leg power payout: the profile's `payout.<venue>.2`, else 3× (every
/// venue's default for two legs in `esx picks --help`).
pub(crate) type PayoutOf<'a> = &'a dyn Fn(&str) -> f64;

/// The count model a recorded pick is priced with.
#[derive(Clone, Copy)]
pub(crate) enum PickModel<'a> {
    /// `picks --model negbin --dispersion stat` (`picks`' default): each stat type's `k`
    /// from this (the profile's `picks.dispersion.<STAT_TYPE>`, else the default).
    Negbin(&'a dyn Fn(&str) -> Result<f64, EsxError>),
    /// `picks --dispersion player`: each player's `k` fitted from his gamelogs
    /// ([`crate::gamelogs::player_k`]), the stat type's (from the function) where his
    /// maps give nothing to fit. A fitted pick's `model` is [`NEGBIN_PLAYER`].
    NegbinPlayer(
        &'a dyn Fn(&str) -> Result<f64, EsxError>,
        &'a crate::gamelogs::PlayerLogs,
    ),
    /// Poisson alone: the baseline `predict`'s tests measure negbin against
    /// (`picks --model poisson` prices in `picks` itself; nothing records with it).
    #[cfg(test)]
    Poisson,
}

/// The stored `model` of a pick priced at its player's fitted `k` (`record --dispersion
/// player`); one priced at the stat type's `k` is `negbin`.
pub(crate) const NEGBIN_PLAYER: &str = "negbin-player";

/// Whether a stat type is a match's moneyline (a team bet on the props board, never a
/// pick'em entry).
#[must_use]
pub(crate) fn is_moneyline(stat_type: &str) -> bool {
    stat_type.to_ascii_uppercase().contains("MONEYLINE")
}

/// Whether a stat is a count the pick'em models fit (fantasy scores are not).
#[must_use]
pub(crate) fn is_count_stat(stat_type: &str) -> bool {
    let s = stat_type.to_ascii_uppercase();
    !s.contains("FANTASY") && !s.contains("SCORE")
}

/// The model a stat type's picks are priced with before `k`: Poisson for a count, none
/// (the book's own line only) for a fantasy score.
fn count_model(stat_type: &str) -> Model {
    if is_count_stat(stat_type) {
        Model::Poisson
    } else {
        Model::None
    }
}

/// Every DFS entry of a `/player-props` board that a book pair prices, as `picks` prices
/// it: the same line's pair if there is one, else (with the model) the nearest line.
///
/// # Errors
/// A stat type's `k` that is no `k` (a hand-edited config): exit 2 naming the key.
pub(crate) fn picks_of(
    board: &PlayerPropsResponse,
    pick_model: PickModel<'_>,
    payout: PayoutOf<'_>,
) -> Result<Vec<PickPrediction>, EsxError> {
    let mut out = Vec::new();
    for g in &board.groups {
        if is_moneyline(&g.stat_type) {
            continue;
        }
        let group_model = count_model(&g.stat_type);
        let k = group_k(g, pick_model, group_model)?;
        let pairs = book_pairs(g);
        if pairs.is_empty() {
            continue;
        }
        for entry in &g.dfs {
            if let Some(p) = entry_pick(board, g, entry, &pairs, (group_model, k), payout) {
                out.push(p);
            }
        }
    }
    Ok(out)
}

/// A group's `k` and the stored model's name, when the negative binomial prices it
/// (negbin measures from the nearest book line as Poisson does).
fn group_k(
    g: &PlayerPropGroup,
    pick_model: PickModel<'_>,
    group_model: Model,
) -> Result<Option<(f64, &'static str)>, EsxError> {
    Ok(match pick_model {
        PickModel::Negbin(k_of) if group_model == Model::Poisson => {
            Some((k_of(&g.stat_type)?, "negbin"))
        }
        PickModel::NegbinPlayer(k_of, logs) if group_model == Model::Poisson => {
            let stat_k = k_of(&g.stat_type)?;
            Some(
                match logs
                    .of(&g.player_name)
                    .and_then(|rows| crate::gamelogs::player_k(rows, &g.stat_type, stat_k))
                {
                    Some(k) => (k, NEGBIN_PLAYER),
                    None => (stat_k, "negbin"),
                },
            )
        }
        _ => None,
    })
}

/// A complete book pair of a group: its over entry, its under entry and the fair
/// P(over).
type BookPair<'a> = (&'a PropEntry, &'a PropEntry, f64);

/// The group's complete book pairs (over and under of one sportsbook at one line).
fn book_pairs(g: &PlayerPropGroup) -> Vec<BookPair<'_>> {
    let mut pairs = Vec::new();
    for over in &g.main {
        if Side::from_direction(&over.direction) != Some(Side::Over) {
            continue;
        }
        let under = g.main.iter().find(|u| {
            u.sportsbook_name == over.sportsbook_name
                && u.line == over.line
                && Side::from_direction(&u.direction) == Some(Side::Under)
        });
        let Some(under) = under else { continue };
        let (Some(oa), Some(ua)) = (over.odds, under.odds) else {
            continue;
        };
        if let Ok(p) = fair_over(oa as f64, ua as f64, DevigMethod::Multiplicative) {
            pairs.push((over, under, p));
        }
    }
    pairs
}

/// One DFS entry priced from the group's nearest book pair (the same line's without a
/// count model), if it can be.
fn entry_pick(
    board: &PlayerPropsResponse,
    g: &PlayerPropGroup,
    entry: &PropEntry,
    pairs: &[BookPair<'_>],
    (group_model, k): (Model, Option<(f64, &'static str)>),
    payout: PayoutOf<'_>,
) -> Option<PickPrediction> {
    let side = Side::from_direction(&entry.direction)?;
    let ld = entry.line;
    let (over, under, p_over) = pairs
        .iter()
        .filter(|(o, _, _)| group_model != Model::None || o.line.to_bits() == ld.to_bits())
        .min_by(|a, b| (a.0.line - ld).abs().total_cmp(&(b.0.line - ld).abs()))?;
    let prob = match k {
        Some((k, _)) => esx_odds::picks::negbin::pick(over.line, *p_over, ld, side, k).ok(),
        None => pick_probability(over.line, *p_over, ld, side, group_model)
            .ok()
            .flatten(),
    }?;
    let app = entry.sportsbook_name.to_ascii_lowercase();
    let be = power_breakeven(payout(&app), LEGS).ok()?;
    let prop_id = prop_id_of(board, g, &entry.sportsbook_name, ld, side);
    Some(PickPrediction {
        event_id: g.event_id.clone(),
        player: g.player_name.clone(),
        stat_type: g.stat_type.clone(),
        app,
        line: ld,
        side: side.as_str().into(),
        starts_at: normalise_time(&g.event_time),
        prop_id,
        model: k.map_or(group_model.as_str(), |(_, name)| name).into(),
        p_win: prob.p_win,
        p_push: prob.p_push,
        breakeven: be,
        legs: i64::from(LEGS),
        book: Some(over.sportsbook_name.clone()),
        book_line: Some(over.line),
        book_over_american: over.odds,
        book_under_american: under.odds,
        p_over_book: Some(*p_over),
        k: k.map(|k| k.0),
    })
}

/// The `propId` of the flat `props[]` row of this venue, player, stat, line and side.
fn prop_id_of(
    board: &PlayerPropsResponse,
    g: &PlayerPropGroup,
    venue: &str,
    line: f64,
    side: Side,
) -> Option<String> {
    board
        .props
        .iter()
        .find(|p| {
            p.event_id == g.event_id
                && p.player_name == g.player_name
                && p.stat_type == g.stat_type
                && p.line == line
                && Side::from_direction(&p.direction) == Some(side)
                && p.sportsbook_name
                    .as_deref()
                    .unwrap_or(&p.book_name)
                    .eq_ignore_ascii_case(venue)
        })
        .map(|p| p.prop_id.clone())
}

/// Every outcome of a `/lines` board: the board's consensus (its fair probability) and
/// the best net price among the sources, with its edge.
#[must_use]
pub(crate) fn edges_of(board: &LinesResponse, fees: &FeeTable) -> Vec<EdgePrediction> {
    let mut out = Vec::new();
    for ev in &board.events {
        let starts_at = normalise_time(&ev.event_time);
        for m in &ev.markets {
            for o in &m.outcomes {
                let p = o.consensus_probability;
                if !(p.is_finite() && p > 0.0 && p < 1.0) {
                    continue;
                }
                let mut best: Option<(&str, f64, f64)> = None;
                for s in &o.sources {
                    let kind = if s.kind == "prediction_market" {
                        SourceKind::PredictionMarket
                    } else {
                        SourceKind::Sportsbook
                    };
                    let decimal = match (s.decimal, s.probability, s.american) {
                        (Some(d), _, _) => d,
                        (None, Some(q), _) if q > 0.0 => 1.0 / q,
                        (None, None, Some(a)) => {
                            match esx_odds::price::american_to_decimal(a as f64) {
                                Ok(d) => d,
                                Err(_) => continue,
                            }
                        }
                        _ => continue,
                    };
                    let Ok(net) = fees.net_decimal(&s.source, kind, decimal) else {
                        continue;
                    };
                    if best.is_none_or(|b| net > b.2) {
                        best = Some((s.source.as_str(), decimal, net));
                    }
                }
                out.push(EdgePrediction {
                    event_id: ev.event_id.clone(),
                    market: m.market.clone(),
                    map: m.map.map(i64::from),
                    line: m.line,
                    outcome: o.name.clone(),
                    starts_at: starts_at.clone(),
                    fair_probability: p,
                    source: best.map(|b| b.0.to_string()),
                    decimal: best.map(|b| b.1),
                    net_decimal: best.map(|b| b.2),
                    edge_pct: best.map(|b| 100.0 * (p * b.2 - 1.0)),
                    gates_failed: Some(m.quality.gates()),
                });
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_pick_at_the_book_line_is_the_fair_side() {
        let board: PlayerPropsResponse = serde_json::from_str(
            r#"{"source":"s","sport":"cs2","board":"all","total_groups":1,"total":1,
            "groups":[{"player_name":"a","player_id":1,"canonical_player_id":"c","stat_type":"CS2_KILLS",
              "event_id":"e","team":"T","opponent":"O","event_time":"2026-11-21T18:00:00Z",
              "dfs":[{"book_name":"PP","sportsbook_name":"prizepicks","line":33.5,"direction":"over","stat_type":"CS2_KILLS"}],
              "main":[{"book_name":"B","sportsbook_name":"book","line":33.5,"direction":"over","stat_type":"CS2_KILLS","odds":-120},
                      {"book_name":"B","sportsbook_name":"book","line":33.5,"direction":"under","stat_type":"CS2_KILLS","odds":100}]}],
            "props":[]}"#,
        )
        .unwrap();
        let picks = picks_of(&board, PickModel::Poisson, &|_| 3.0).unwrap();
        assert_eq!(picks.len(), 1);
        // −120/+100 de-vigs to 12/23 (see fair_over).
        assert!((picks[0].p_win - 12.0 / 23.0).abs() < 1e-12);
        assert!((picks[0].breakeven - 3f64.powf(-0.5)).abs() < 1e-12);
        assert_eq!(
            picks[0].starts_at.as_deref(),
            Some("2026-11-21T18:00:00.000Z")
        );
        assert_eq!(picks[0].prop_id, None);
    }

    /// The default model recorded: negbin with the stat type's k. Over 32.5 against
    /// −120/+100 at 33.5 with k = 30 wins 0.568723 (the independent reference of
    /// tests/cli/picks.rs), Poisson's 0.590021; a k that is no k is the error.
    #[test]
    fn negbin_is_recorded_with_the_stat_types_k() {
        let board: PlayerPropsResponse = serde_json::from_str(
            r#"{"source":"s","sport":"cs2","board":"all","total_groups":1,"total":1,
            "groups":[{"player_name":"a","player_id":1,"canonical_player_id":"c","stat_type":"CS2_KILLS",
              "event_id":"e","team":"T","opponent":"O","event_time":"2026-11-21T18:00:00Z",
              "dfs":[{"book_name":"PP","sportsbook_name":"prizepicks","line":32.5,"direction":"over","stat_type":"CS2_KILLS"}],
              "main":[{"book_name":"B","sportsbook_name":"book","line":33.5,"direction":"over","stat_type":"CS2_KILLS","odds":-120},
                      {"book_name":"B","sportsbook_name":"book","line":33.5,"direction":"under","stat_type":"CS2_KILLS","odds":100}]}],
            "props":[]}"#,
        )
        .unwrap();
        let k_of = |stat: &str| {
            assert_eq!(stat, "CS2_KILLS");
            Ok(30.0)
        };
        let picks = picks_of(&board, PickModel::Negbin(&k_of), &|_| 3.0).unwrap();
        assert_eq!(picks[0].model, "negbin");
        assert!(
            (picks[0].p_win - 0.568_723).abs() < 5e-7,
            "{}",
            picks[0].p_win
        );
        let poisson = picks_of(&board, PickModel::Poisson, &|_| 3.0).unwrap();
        assert_eq!(poisson[0].model, "poisson");
        assert!((poisson[0].p_win - 0.590_021).abs() < 5e-7);
        let bad = |_: &str| Err(EsxError::usage("picks.dispersion.CS2_KILLS must be a k"));
        assert!(picks_of(&board, PickModel::Negbin(&bad), &|_| 3.0).is_err());
    }

    /// `--dispersion player`: a player whose gamelogs fit a `k` is priced at it and
    /// stored as `negbin-player`; one without gamelogs keeps the stat type's `k` (30:
    /// 0.568723, as above) and `negbin`. The fixture's maps (kills 2, 4, 6, 8, 10 in no
    /// complete two-map series) fit k = 540/17 (`gamelogs` tests).
    #[test]
    fn negbin_player_prices_at_the_fitted_k() {
        let group = |player: &str| {
            format!(
                r#"{{"player_name":"{player}","player_id":1,"canonical_player_id":"c","stat_type":"CS2_KILLS_MAPS_1_2",
              "event_id":"e","team":"T","opponent":"O","event_time":"2026-11-21T18:00:00Z",
              "dfs":[{{"book_name":"PP","sportsbook_name":"prizepicks","line":32.5,"direction":"over","stat_type":"CS2_KILLS_MAPS_1_2"}}],
              "main":[{{"book_name":"B","sportsbook_name":"book","line":33.5,"direction":"over","stat_type":"CS2_KILLS_MAPS_1_2","odds":-120}},
                      {{"book_name":"B","sportsbook_name":"book","line":33.5,"direction":"under","stat_type":"CS2_KILLS_MAPS_1_2","odds":100}}]}}"#
            )
        };
        let board: PlayerPropsResponse = serde_json::from_str(&format!(
            r#"{{"source":"s","sport":"cs2","board":"all","total_groups":2,"total":2,
            "groups":[{},{}],"props":[]}}"#,
            group("fitted"),
            group("unknown")
        ))
        .unwrap();
        let rows: Vec<serde_json::Value> = [2, 4, 6, 8, 10]
            .iter()
            .enumerate()
            .map(|(i, k)| serde_json::json!({"kr_match_id": format!("m{i}"), "map_number": 1, "kills": k}))
            .collect();
        let logs = crate::gamelogs::PlayerLogs::from_rows([("fitted".to_string(), rows)].into());
        let k_of = |_: &str| Ok(30.0);
        let picks = picks_of(&board, PickModel::NegbinPlayer(&k_of, &logs), &|_| 3.0).unwrap();
        assert_eq!(picks.len(), 2);
        let fitted = picks.iter().find(|p| p.player == "fitted").unwrap();
        assert_eq!(fitted.model, NEGBIN_PLAYER);
        let want = esx_odds::picks::negbin::pick(33.5, 12.0 / 23.0, 32.5, Side::Over, 540.0 / 17.0)
            .unwrap()
            .p_win;
        assert!((fitted.p_win - want).abs() < 1e-12, "{}", fitted.p_win);
        // Not the stat type's price: the fitted k moved it.
        assert!((fitted.p_win - 0.568_723).abs() > 1e-5, "{}", fitted.p_win);
        let unknown = picks.iter().find(|p| p.player == "unknown").unwrap();
        assert_eq!(unknown.model, "negbin");
        assert!(
            (unknown.p_win - 0.568_723).abs() < 5e-7,
            "{}",
            unknown.p_win
        );
    }
}
