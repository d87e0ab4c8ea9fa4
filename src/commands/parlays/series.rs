//! Same-match legs priced by the series model: legs of one match read as series legs
//! from the `/lines` board, the series length the board shows, and the match's own
//! markets (its match and map winners, at the parlay's fair basis) the per-map
//! probability is fitted to.

use std::collections::BTreeMap;

use esx_odds::parlay::Leg;
use esx_odds::series::fit::{
    FitInput, FitMarket, INCONSISTENT_MARKETS, SeriesFit, price_series_fitted,
};
use esx_odds::series::{SeriesLeg, SeriesPrice, best_of_from_board};
use esx_odds::ticket::{LegKey, placeable};
use esx_odds::{
    ConsensusParams, FairBasis, market_consensus, market_consensus_excluding, market_consensus_on,
};
use serde::Serialize;

use crate::error::EsxError;
use crate::fair_basis::ResolvedFair;
use crate::linebook::MarketRef;

/// The board's markets of one match: `id` is the `/lines` event id or its `kr_match_id`.
fn of_match<'a, 'b>(markets: &'b [MarketRef<'a>], id: &str) -> Vec<&'b MarketRef<'a>> {
    markets
        .iter()
        .filter(|m| m.event.event_id == id || m.event.kr_match_id == Some(id))
        .collect()
}

/// The series length for one match and where it came from: `--best-of`, else what the
/// board shows (a `total_maps` line above 3 or a map 4 market ⇒ 5; only map 1 and no
/// `total_maps` ⇒ 1), else the usual best of 3.
#[must_use]
pub(super) fn best_of(markets: &[&MarketRef<'_>], flag: Option<u32>) -> (u32, &'static str) {
    if let Some(n) = flag {
        return (n, "--best-of");
    }
    let max_map = markets
        .iter()
        .filter(|m| m.input.market == "map_winner")
        .filter_map(|m| m.input.map)
        .max()
        .and_then(|m| u32::try_from(m).ok());
    let totals: Vec<f64> = markets
        .iter()
        .filter(|m| m.input.market == "total_maps")
        .filter_map(|m| m.input.line)
        .collect();
    let n = best_of_from_board(max_map, &totals);
    let shown = n != 3 || !totals.is_empty() || max_map.is_some_and(|m| m >= 2);
    (n, if shown { "board" } else { "default" })
}

/// A leg as the series model reads it (from the home team's side), or `None` for a
/// market it does not model. A handicap's line is the selection's own: the number at
/// the end of its outcome name (`Alpha -1.5`), else the market's line for home.
#[must_use]
pub(super) fn series_leg(leg: &Leg, home_team: &str) -> Option<SeriesLeg> {
    let home = leg.name.eq_ignore_ascii_case(home_team)
        || leg
            .name
            .to_lowercase()
            .starts_with(&format!("{} ", home_team.to_lowercase()));
    match leg.market.as_str() {
        "match_winner" => Some(SeriesLeg::MatchWinner { home }),
        "map_winner" => Some(SeriesLeg::MapWinner {
            map: u32::try_from(leg.map.unwrap_or(1)).ok()?,
            home,
        }),
        "total_maps" => Some(SeriesLeg::TotalMaps {
            line: leg.line?,
            over: leg.name.to_lowercase().starts_with("over"),
        }),
        "map_handicap" => {
            let own = leg
                .name
                .rsplit(' ')
                .next()
                .and_then(|t| t.parse::<f64>().ok());
            let line = own.or_else(|| leg.line.map(|l| if home { l } else { -l }))?;
            Some(SeriesLeg::MapHandicap { line, home })
        }
        _ => None,
    }
}

/// The market of the fit a board market is, if any: the match winner, or map N's winner
/// (a `map_winner` market without a map is map 1, as a leg's is: settled point 4).
fn fit_market(m: &MarketRef<'_>) -> Option<FitMarket> {
    match m.input.market.as_str() {
        "match_winner" => Some(FitMarket::MatchWinner),
        "map_winner" => u32::try_from(m.input.map.unwrap_or(1))
            .ok()
            .map(FitMarket::MapWinner),
        _ => None,
    }
}

/// What the series fit reads for one match (DESIGN.md settled point 9): its
/// `match_winner` market and every `map_winner` market the board shows for it, each at
/// the home team's fair probability on the parlay's basis (without `book` when it is
/// `others`, as each leg's own fair). A market without a fair price (only `book` quotes
/// it) is left out of the fit; a match with none left is refused, saying why.
fn fit_inputs(
    markets: &[&MarketRef<'_>],
    params: &ConsensusParams,
    fair: &ResolvedFair,
    book: &str,
) -> Result<Vec<FitInput>, String> {
    let base = ConsensusParams {
        fair_basis: FairBasis::All,
        ..*params
    };
    // One entry per market of the fit (the board's first where it repeats one).
    let mut inputs: BTreeMap<String, FitInput> = BTreeMap::new();
    let mut why = Vec::new();
    for m in markets {
        let Some(market) = fit_market(m) else {
            continue;
        };
        if inputs.contains_key(&market.key()) {
            continue;
        }
        // `others` and `all`: the consensus (without the book for `others`); the bases
        // that fix their own weights: their fair, the same whichever source is priced.
        let (c, of_basis) = match params.fair_basis {
            FairBasis::Others => (market_consensus_excluding(&m.input, &base, book), false),
            FairBasis::All => (market_consensus(&m.input, &base), false),
            _ => {
                let venues = fair.venues(&m.input.market);
                (
                    market_consensus_on(&m.input, params, None, venues.as_ref()),
                    true,
                )
            }
        };
        let c = match c {
            Ok(c) if of_basis && c.gates_failed.contains(&esx_odds::Gate::NoFairBasis) => {
                why.push(format!(
                    "{}: no fair on basis {}",
                    market.key(),
                    params.fair_basis
                ));
                continue;
            }
            Ok(c) => c,
            Err(e) => {
                why.push(format!("{}: {e}", market.key()));
                continue;
            }
        };
        let home = m.event.home_team;
        if let Some(p_home) = c
            .outcomes
            .iter()
            .find(|o| o.name.eq_ignore_ascii_case(home))
            .or_else(|| c.outcomes.first())
            .map(|o| {
                if of_basis {
                    o.best_price.fair_probability
                } else {
                    o.consensus_probability
                }
            })
        {
            inputs.insert(market.key(), FitInput { market, p_home });
        }
    }
    if inputs.is_empty() {
        return Err(if why.is_empty() {
            "the board has no match_winner or map_winner market for it to fit the series to"
                .to_string()
        } else {
            format!("no fair price to fit the series to ({})", why.join("; "))
        });
    }
    Ok(inputs.into_values().collect())
}

/// Every match with two or more legs on the ticket, priced by the series model:
/// `(leg indexes, price)` per match. A match the model cannot price is an error naming
/// the legs and why (exit 2).
pub(super) fn price_groups(
    legs: &[Leg],
    markets: &[MarketRef<'_>],
    params: &ConsensusParams,
    fair: &ResolvedFair,
    book: &str,
    best_of_flag: Option<u32>,
) -> Result<Vec<(Vec<usize>, SeriesPrice)>, EsxError> {
    let mut by_match: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
    for (i, l) in legs.iter().enumerate() {
        by_match.entry(l.match_id.as_str()).or_default().push(i);
    }
    let mut out = Vec::new();
    for (id, idx) in by_match.into_iter().filter(|(_, v)| v.len() > 1) {
        let names = || {
            idx.iter()
                .map(|&i| {
                    format!(
                        "{} `{}:{}:{}`",
                        i + 1,
                        id,
                        legs[i].market,
                        legs[i].selection
                    )
                })
                .collect::<Vec<_>>()
                .join(" and ")
        };
        let refuse = |why: String| {
            EsxError::usage(format!(
                "ticket refused: legs {} are on one match and the series model cannot price them: {why}",
                names()
            ))
        };
        let board = of_match(markets, id);
        let home = board
            .first()
            .map(|m| m.event.home_team)
            .ok_or_else(|| refuse("the match is not on the /lines board".into()))?;
        let (n, basis) = best_of(&board, best_of_flag);
        let series_legs = idx
            .iter()
            .map(|&i| {
                series_leg(&legs[i], home).ok_or_else(|| {
                    refuse(format!("market {} is not a series market", legs[i].market))
                })
            })
            .collect::<Result<Vec<_>, _>>()?;
        let inputs = fit_inputs(&board, params, fair, book).map_err(refuse)?;
        let (price, _) = price_series_fitted(&inputs, n, basis, &series_legs).map_err(|e| {
            refuse(format!(
                "{e} (best of {n}, {}{})",
                if basis == "--best-of" {
                    "from --best-of"
                } else {
                    "as the board shows"
                },
                if n == 2 {
                    ""
                } else {
                    "; --best-of N sets another length"
                }
            ))
        })?;
        out.push((idx, price));
    }
    Ok(out)
}

/// The warning for a ticket priced by the series model: which way the product of the
/// legs was wrong (legs on one side move together, so the product understates; opposite
/// sides overstate), with both numbers and the length assumed.
#[must_use]
pub(super) fn direction_warning(
    legs: &[Leg],
    groups: &[(Vec<usize>, SeriesPrice)],
) -> Option<String> {
    let parts: Vec<String> = groups
        .iter()
        .map(|(idx, s)| {
            let product: f64 = s.leg_probabilities.iter().product();
            let id = idx.first().map_or("", |&i| legs[i].match_id.as_str());
            let way = if s.joint_probability > product {
                "legs on one side move together, so the product of the legs understates the ticket"
            } else {
                "legs on opposite sides pull apart, so the product of the legs overstates the ticket"
            };
            format!(
                "{id}: {way} (series model {:.4} vs product {:.4}; best of {}, {}, per-map probability {:.4})",
                s.joint_probability,
                product,
                s.best_of,
                match s.best_of_basis {
                    "--best-of" => "from --best-of",
                    "board" => "as the board shows",
                    _ => "assumed",
                },
                s.map_probability
            )
        })
        .collect();
    (!parts.is_empty()).then(|| parts.join("; "))
}

/// What esx says of a ticket beside its price (DESIGN.md settled point 9), under its
/// `esx` object: the same-match fit, the flags it earns, and whether a book takes it as a
/// parlay of separate bets.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub(super) struct TicketEsx {
    /// The fit of the ticket's same-match group: `{q, gaps}` (with several groups, each
    /// is in its own `series[].fit`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) fit: Option<SeriesFit>,
    /// `inconsistent_markets` when a fitted market sits more than 0.03 from the model.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub(crate) flags: Vec<&'static str>,
    /// False when the ticket joins a handicap or total with a winner market of the same
    /// match: a book prices that only as a same-game parlay. The service's own per-leg
    /// `placeable` stays as served.
    pub(crate) placeable: bool,
}

/// The ticket's [`TicketEsx`] from its legs' rule keys and its same-match groups' prices.
#[must_use]
pub(super) fn ticket_esx(keys: &[LegKey], series: &[SeriesPrice]) -> TicketEsx {
    let fits: Vec<&SeriesFit> = series.iter().filter_map(|s| s.fit.as_ref()).collect();
    let inconsistent = fits.iter().any(|f| f.inconsistent());
    TicketEsx {
        fit: match fits.as_slice() {
            [one] => Some((*one).clone()),
            _ => None,
        },
        flags: if inconsistent {
            vec![INCONSISTENT_MARKETS]
        } else {
            Vec::new()
        },
        placeable: placeable(keys),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use esx_proto::models::LinesResponse;
    use serde_json::{Value, json};

    fn leg(market: &str, name: &str, map: Option<i64>, line: Option<f64>) -> Leg {
        let mut l = Leg::new("m1", market, name, name, "sb", 2.0, 0.5, vec![]).unwrap();
        l.map = map;
        l.line = line;
        l
    }

    /// A market of Alpha (home) v Bravo: `sb` (the book) prices it with a margin, kalshi
    /// and polymarket at `p` for Alpha, so its fair price on the `others` basis is `p`.
    fn market(name: &str, map: Option<u32>, line: Option<f64>, names: [&str; 2], p: f64) -> Value {
        let source = |source: &str, kind: &str, prob: Option<f64>, decimal: Option<f64>| {
            json!({"source": source, "type": kind, "probability": prob, "decimal": decimal,
                "american": null, "volume": 50000, "open_interest": 9000, "liquidity": 20000})
        };
        let outcome = |name: &str, p: f64| {
            json!({"name": name, "consensus_probability": p, "best_price": null, "sources": [
                source("sb", "sportsbook", None, Some(0.95 / p)),
                source("kalshi", "prediction_market", Some(p), None),
                source("polymarket", "prediction_market", Some(p), None)]})
        };
        json!({"market": name, "map": map, "line": line, "consensus_confidence": 0.9,
            "sources_used": ["sb", "kalshi", "polymarket"], "best_edge": null,
            "quality": {"source_count": 3, "max_disagreement": 0.0, "unreliable": false,
                "low_confidence": false, "suspect_edge": false, "surfaced": true},
            "entity_match": "exact",
            "outcomes": [outcome(names[0], p), outcome(names[1], 1.0 - p)]})
    }

    /// A hand-made `/lines` board of one match, Alpha v Bravo (`m1`): its match winner at
    /// `p_match`, map 1 at `p_map1`, and a total_maps line that shows the series length
    /// (2.5: a best of 3; 3.5: a best of 5).
    fn board(p_match: f64, p_map1: f64, total: f64) -> LinesResponse {
        let teams = ["Alpha", "Bravo"];
        let over = format!("Over {total}");
        let under = format!("Under {total}");
        serde_json::from_value(json!({"source": "svc", "sport": "cs2", "market": null,
            "pm_weight": 1.0, "books": ["sb", "kalshi", "polymarket"], "total_events": 1,
            "total_top_edges": 0, "top_edges": [], "events": [{"event_id": "m1",
            "home_team": "Alpha", "away_team": "Bravo", "event_time": "2099-01-01T00:00:00Z",
            "matchup_key": "alpha__bravo", "best_edge": null, "markets": [
                market("match_winner", None, None, teams, p_match),
                market("map_winner", Some(1), None, teams, p_map1),
                market("total_maps", None, Some(total), [&over, &under], 0.5)]}]}))
        .unwrap()
    }

    /// Alpha's match and map 1 on `sb`, priced on `lines` at the parlays' default basis.
    fn priced(lines: &LinesResponse) -> (Vec<Leg>, Vec<(Vec<usize>, SeriesPrice)>) {
        let markets = crate::linebook::read_markets(lines, &esx_odds::FeeTable::none());
        let params = ConsensusParams {
            fair_basis: FairBasis::Others,
            ..ConsensusParams::default()
        };
        let legs: Vec<Leg> = markets[..2]
            .iter()
            .map(|m| Leg::from_market("m1", &m.input, 0, "Alpha", "sb", &params).unwrap())
            .collect();
        let groups = price_groups(
            &legs,
            &markets,
            &params,
            &ResolvedFair::plain(FairBasis::Others),
            "sb",
            None,
        )
        .unwrap();
        (legs, groups)
    }

    fn keys(legs: &[Leg]) -> Vec<LegKey> {
        legs.iter().map(esx_odds::ticket::leg_key).collect()
    }

    /// Settled point 9's first known answer, through the board: q is fitted to the match
    /// (0.60) and map 1 (0.55) together, not to the match alone (0.5707), and the ticket
    /// is consistent.
    #[test]
    fn a_best_of_three_ticket_is_fitted_to_its_match_and_map_markets() {
        let (legs, groups) = priced(&board(0.60, 0.55, 2.5));
        let [(idx, price)] = groups.as_slice() else {
            panic!("one same-match group: {groups:?}")
        };
        assert_eq!(idx, &[0, 1]);
        assert_eq!(price.best_of, 3);
        let fit = price.fit.as_ref().unwrap();
        assert!((fit.q - 0.5617).abs() < 5e-5, "{fit:?}");
        assert!((price.map_probability - fit.q).abs() < 1e-12);
        assert_eq!(
            fit.gaps.keys().collect::<Vec<_>>(),
            ["map_winner:1", "match_winner"]
        );
        assert!((fit.gaps["match_winner"] - -0.0079).abs() < 5e-5, "{fit:?}");
        assert!((fit.gaps["map_winner:1"] - 0.0117).abs() < 5e-5, "{fit:?}");
        // The joint at the fitted q: P(map 1 and the match) = q·(1 − (1 − q)²).
        let q = fit.q;
        assert!((price.joint_probability - q * (1.0 - (1.0 - q).powi(2))).abs() < 1e-9);
        let esx = ticket_esx(
            &keys(&legs),
            &groups.iter().map(|g| g.1.clone()).collect::<Vec<_>>(),
        );
        assert_eq!(esx.fit.as_ref(), Some(fit));
        assert!(esx.flags.is_empty(), "{esx:?}");
        assert!(esx.placeable);
    }

    /// The second: a best of 5 whose map 1 (0.403) says much less than its match (0.55):
    /// q 0.4993, gaps −0.0513 / +0.0963, the ticket flagged `inconsistent_markets`.
    #[test]
    fn a_best_of_five_ticket_whose_markets_disagree_is_flagged() {
        let (legs, groups) = priced(&board(0.55, 0.403, 3.5));
        let price = &groups[0].1;
        assert_eq!(price.best_of, 5);
        let fit = price.fit.as_ref().unwrap();
        assert!((fit.q - 0.4993).abs() < 5e-5, "{fit:?}");
        assert!((fit.gaps["match_winner"] - -0.0513).abs() < 5e-5, "{fit:?}");
        assert!((fit.gaps["map_winner:1"] - 0.0963).abs() < 5e-5, "{fit:?}");
        let esx = ticket_esx(&keys(&legs), std::slice::from_ref(price));
        assert_eq!(esx.flags, [INCONSISTENT_MARKETS]);
        let json = serde_json::to_value(&esx).unwrap();
        assert_eq!(json["flags"], json!(["inconsistent_markets"]));
        assert_eq!(json["placeable"], true);
        assert!((json["fit"]["q"].as_f64().unwrap() - 0.4993).abs() < 5e-5);
    }

    /// Every map market of the match on the board enters the fit, not only those the
    /// ticket has a leg on: a map 2 market moves q for a match + map 1 ticket.
    #[test]
    fn every_map_market_of_the_match_enters_the_fit() {
        let mut lines = board(0.60, 0.55, 2.5);
        let mut map2 = lines.events[0].markets[1].clone();
        map2.map = Some(2);
        map2.outcomes[0].sources[1].probability = Some(0.50);
        map2.outcomes[0].sources[2].probability = Some(0.50);
        map2.outcomes[1].sources[1].probability = Some(0.50);
        map2.outcomes[1].sources[2].probability = Some(0.50);
        lines.events[0].markets.push(map2);
        let (_, groups) = priced(&lines);
        let fit = groups[0].1.fit.as_ref().unwrap();
        assert_eq!(
            fit.gaps.keys().collect::<Vec<_>>(),
            ["map_winner:1", "map_winner:2", "match_winner"]
        );
        // The three markets' own least squares, found here by a plain scan.
        let s = |q: f64| q * q * (3.0 - 2.0 * q);
        let loss = |q: f64| (s(q) - 0.60).powi(2) + (q - 0.55).powi(2) + (q - 0.50).powi(2);
        let best = (0..=100_000)
            .map(|i| f64::from(i) / 100_000.0)
            .min_by(|a, b| loss(*a).total_cmp(&loss(*b)))
            .unwrap();
        assert!((fit.q - best).abs() < 2e-5, "{} vs {best}", fit.q);
        assert!(fit.q < 0.5617, "map 2 at 0.50 pulls q down");
    }

    /// A handicap or total with a winner market of the same match is a same-game parlay:
    /// `placeable: false`; winner markets of one match together, or a handicap beside
    /// another match's winner, stay placeable.
    #[test]
    fn a_handicap_or_total_with_a_winner_of_the_same_match_is_not_placeable() {
        let key = |m: &str, market: &str| LegKey {
            match_id: m.into(),
            market: market.into(),
            map: None,
            line: None,
            selection: "x".into(),
            text: format!("{m}:{market}"),
        };
        let esx = |k: &[LegKey]| serde_json::to_value(ticket_esx(k, &[])).unwrap();
        for line in ["map_handicap", "total_maps"] {
            for winner in ["match_winner", "map_winner"] {
                let v = esx(&[key("m1", winner), key("m1", line)]);
                assert_eq!(v["placeable"], false, "{winner} + {line}");
                assert_eq!(
                    esx(&[key("m1", winner), key("m2", line)])["placeable"],
                    true
                );
            }
        }
        let v = esx(&[key("m1", "match_winner"), key("m1", "map_winner")]);
        assert_eq!(v, json!({"placeable": true}));
    }

    #[test]
    fn legs_read_from_the_home_side() {
        assert_eq!(
            series_leg(&leg("match_winner", "Alpha", None, None), "Alpha"),
            Some(SeriesLeg::MatchWinner { home: true })
        );
        assert_eq!(
            series_leg(&leg("map_winner", "Bravo", Some(2), None), "Alpha"),
            Some(SeriesLeg::MapWinner {
                map: 2,
                home: false
            })
        );
        assert_eq!(
            series_leg(&leg("total_maps", "Over 2.5", None, Some(2.5)), "Alpha"),
            Some(SeriesLeg::TotalMaps {
                line: 2.5,
                over: true
            })
        );
        assert_eq!(
            series_leg(
                &leg("map_handicap", "Bravo +1.5", None, Some(-1.5)),
                "Alpha"
            ),
            Some(SeriesLeg::MapHandicap {
                line: 1.5,
                home: false
            })
        );
    }
}
