//! Same-match legs priced by the series model: legs of one match read as series legs
//! from the `/lines` board, the series length the board shows, and the match winner's
//! fair probability the per-map probability is fitted to.

use std::collections::BTreeMap;

use esx_odds::parlay::Leg;
use esx_odds::series::{SeriesLeg, SeriesPrice, best_of_from_board, price_series};
use esx_odds::{ConsensusParams, FairBasis, market_consensus, market_consensus_excluding};

use crate::error::EsxError;
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
pub fn best_of(markets: &[&MarketRef<'_>], flag: Option<u32>) -> (u32, &'static str) {
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
pub fn series_leg(leg: &Leg, home_team: &str) -> Option<SeriesLeg> {
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

/// The home team's fair match probability for one match: the `match_winner` market's
/// consensus, without `book` when the fair basis is `others` (as each leg's own fair).
fn home_match_probability(
    markets: &[&MarketRef<'_>],
    params: &ConsensusParams,
    book: &str,
) -> Result<f64, String> {
    let m = markets
        .iter()
        .find(|m| m.input.market == "match_winner")
        .ok_or("the board has no match_winner market for it to fit the series to")?;
    let base = ConsensusParams {
        fair_basis: FairBasis::All,
        ..*params
    };
    let c = match params.fair_basis {
        FairBasis::Others => market_consensus_excluding(&m.input, &base, book),
        FairBasis::All => market_consensus(&m.input, &base),
    }
    .map_err(|e| format!("no fair match probability: {e}"))?;
    let home = m.event.home_team;
    c.outcomes
        .iter()
        .find(|o| o.name.eq_ignore_ascii_case(home))
        .or_else(|| c.outcomes.first())
        .map(|o| o.consensus_probability)
        .ok_or_else(|| "no fair match probability".to_string())
}

/// Every match with two or more legs on the ticket, priced by the series model:
/// `(leg indexes, price)` per match. A match the model cannot price is an error naming
/// the legs and why (exit 2).
pub fn price_groups(
    legs: &[Leg],
    markets: &[MarketRef<'_>],
    params: &ConsensusParams,
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
        let p_home = home_match_probability(&board, params, book).map_err(refuse)?;
        let price = price_series(p_home, n, basis, &series_legs).map_err(|e| {
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
pub fn direction_warning(legs: &[Leg], groups: &[(Vec<usize>, SeriesPrice)]) -> Option<String> {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn leg(market: &str, name: &str, map: Option<i64>, line: Option<f64>) -> Leg {
        let mut l = Leg::new("m1", market, name, name, "sb", 2.0, 0.5, vec![]).unwrap();
        l.map = map;
        l.line = line;
        l
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
