//! `/lines`: the consensus board. Every number comes from the odds engine, computed from
//! exactly the (rounded) prices the payload shows, so `esx lines --local` re-derives it.
//! Beside the interface's fields it carries the real service's `fair_probability`,
//! `ev_pct`, `picks[]`, `fair_rules` and `include_started` (computed here from the same
//! rounded prices, never entering the consensus).

use super::common::{Ctx, Reply};
use crate::auth::ApiError;
use crate::calc::{self, round};
use crate::data::sports::{PM_FIRST, SPORTSBOOK, VENUES};
use crate::data::{MainMarket, SOURCE, SportData, Status, iso};
use esx_odds::{
    self, ConsensusParams, MarketConsensus, MarketInput, OutcomeInput, SourceKind, SourceQuote,
};
use esx_proto::models::{
    BestPrice, DfsPick, EventBestEdge, FairRules, LineEvent, LineMarket, LineOutcome,
    LinesResponse, MarketBestEdge, Quality, SourceQuote as QuoteRow, TopEdge,
};

/// Market names `/lines` prices (the interface's four).
pub(super) const MARKETS: [&str; 4] = ["match_winner", "map_winner", "total_maps", "map_handicap"];

/// Market names the real service also takes. The simulator's books list none of them, so
/// asking for one answers an empty board with `available: false` and a reason, as the
/// service answers an empty result.
pub(super) const EXTRA_MARKETS: [&str; 10] = [
    "team_total_maps",
    "total_rounds",
    "round_handicap",
    "total_kills",
    "kill_handicap",
    "correct_score",
    "outright",
    "dfs_team_pick",
    "objective",
    "round_winner",
];

/// The overround band (sum of a book's implied probabilities − 1) a book must sit inside
/// for its de-vigged price to enter the fair price.
const FAIR_BAND: [f64; 2] = [-0.05, 0.20];
/// Fewer qualifying books than this: no fair price, no EV.
const FAIR_MIN_BOOKS: usize = 2;

/// DFS team pick'em apps and their per-pick payout multiplier on a match winner: the
/// simulator's own fixed numbers (a pick'em multiplier is the same on either team).
const DFS_PICKS: [(&str, f64); 2] = [("prizepicks", 1.73), ("underdog", 1.8)];

/// The `fair_rules` block every answer carries.
fn fair_rules() -> FairRules {
    let mut extra = serde_json::Map::new();
    extra.insert("devig".into(), "multiplicative".into());
    extra.insert(
        "ev".into(),
        "ev_pct = (fair_probability x decimal - 1) x 100".into(),
    );
    FairRules {
        method: "median_devig".into(),
        min_books: FAIR_MIN_BOOKS as u32,
        overround_band: FAIR_BAND.to_vec(),
        dfs_in_fair: false,
        extra,
    }
}

/// Each outcome's fair probability: the median, over the books that price both outcomes
/// with an overround inside [`FAIR_BAND`], of their multiplicatively de-vigged
/// probabilities (from the payload's rounded ones); `None` for both with fewer than
/// [`FAIR_MIN_BOOKS`] such books.
#[must_use]
pub(super) fn fair_probabilities(rows: &[Vec<QuoteRow>]) -> [Option<f64>; 2] {
    let mut devig: [Vec<f64>; 2] = [Vec::new(), Vec::new()];
    for (a, b) in rows[0].iter().zip(&rows[1]) {
        let (Some(pa), Some(pb)) = (a.probability, b.probability) else {
            continue;
        };
        let sum = pa + pb;
        if sum <= 0.0 || !(FAIR_BAND[0]..=FAIR_BAND[1]).contains(&(sum - 1.0)) {
            continue;
        }
        devig[0].push(pa / sum);
        devig[1].push(pb / sum);
    }
    let median = |v: &mut Vec<f64>| {
        if v.len() < FAIR_MIN_BOOKS {
            return None;
        }
        v.sort_by(f64::total_cmp);
        let n = v.len();
        Some(if n % 2 == 1 {
            v[n / 2]
        } else {
            f64::midpoint(v[n / 2 - 1], v[n / 2])
        })
    };
    let [mut a, mut b] = devig;
    [median(&mut a), median(&mut b)]
}

/// `ev_pct` of a decimal price against a fair probability, in percent.
fn ev_pct(fair: f64, decimal: f64) -> f64 {
    round((fair * decimal - 1.0) * 100.0, 4)
}

/// The venue keys of the lines board, sportsbook first, then the first prediction market.
#[must_use]
pub(super) fn line_books() -> Vec<String> {
    [SPORTSBOOK, PM_FIRST, super::super::data::sports::PM_SECOND]
        .iter()
        .map(|&v| VENUES[v].key.to_string())
        .collect()
}

/// The payload's source entries of one outcome, with the numbers the consensus uses.
fn quote_rows(mk: &MainMarket, outcome: usize) -> Vec<QuoteRow> {
    mk.quotes
        .iter()
        .map(|q| {
            let v = &VENUES[q.venue];
            if q.venue == SPORTSBOOK {
                let am = q.american[outcome];
                let dec = round(calc::decimal_from_american(am), 4);
                QuoteRow {
                    source: v.key.into(),
                    kind: v.kind.as_str().into(),
                    probability: Some(round(calc::probability_from_american(am), 4)),
                    decimal: Some(dec),
                    american: Some(am),
                    volume: None,
                    open_interest: None,
                    liquidity: None,
                    ev_pct: None,
                }
            } else {
                let p = q.probability[outcome];
                QuoteRow {
                    source: v.key.into(),
                    kind: v.kind.as_str().into(),
                    probability: Some(p),
                    decimal: Some(round(1.0 / p, 4)),
                    american: Some(calc::american_from_probability(p)),
                    volume: q.volume,
                    open_interest: q.open_interest,
                    liquidity: q.liquidity,
                    ev_pct: None,
                }
            }
        })
        .collect()
}

/// The engine input of a market, built from the payload rows.
#[must_use]
pub(super) fn market_input(
    data: &SportData,
    mk: &MainMarket,
    rows: &[Vec<QuoteRow>],
) -> MarketInput {
    let m = &data.matches[mk.match_idx];
    MarketInput {
        market: mk.kind.as_str().into(),
        map: mk.kind.map().map(i64::from),
        line: mk.line,
        matchup_key: Some(matchup_key(data, m.home, m.away)),
        outcomes: mk
            .outcomes
            .iter()
            .zip(rows)
            .map(|(name, qs)| OutcomeInput {
                name: name.clone(),
                quotes: qs
                    .iter()
                    .map(|r| SourceQuote {
                        probability: r.probability,
                        decimal: r.decimal,
                        american: r.american.map(|a| a as f64),
                        volume: r.volume,
                        open_interest: r.open_interest,
                        liquidity: r.liquidity,
                        ..SourceQuote::new(
                            r.source.clone(),
                            if r.kind == "sportsbook" {
                                SourceKind::Sportsbook
                            } else {
                                SourceKind::PredictionMarket
                            },
                        )
                    })
                    .collect(),
            })
            .collect(),
        first_prediction_market: Some(VENUES[PM_FIRST].key.into()),
    }
}

/// Two lower-case team names joined by `__`, alphabetical.
#[must_use]
pub(super) fn matchup_key(data: &SportData, a: usize, b: usize) -> String {
    let mut names = [
        data.teams[a].name.to_ascii_lowercase(),
        data.teams[b].name.to_ascii_lowercase(),
    ];
    names.sort();
    names.join("__")
}

/// One computed market: the payload object and the engine's result.
pub(super) struct Computed {
    pub market: LineMarket,
    pub consensus: MarketConsensus,
    pub input: MarketInput,
}

/// Computes one market; `None` when the engine cannot use any source.
#[must_use]
pub(super) fn compute(
    data: &SportData,
    mk: &MainMarket,
    params: &ConsensusParams,
) -> Option<Computed> {
    let rows: Vec<Vec<QuoteRow>> = (0..2).map(|o| quote_rows(mk, o)).collect();
    let input = market_input(data, mk, &rows);
    let c = esx_odds::market_consensus(&input, params).ok()?;
    let fair = fair_probabilities(&rows);
    let outcomes = rows
        .into_iter()
        .enumerate()
        .map(|(i, mut sources)| {
            let oc = c.outcomes.get(i);
            let fair = fair[i].map(|f| round(f, 6));
            if let Some(f) = fair {
                for q in &mut sources {
                    q.ev_pct = q.decimal.map(|d| ev_pct(f, d));
                }
            }
            let picks = if mk.kind.as_str() == "match_winner" {
                dfs_picks(fair)
            } else {
                Vec::new()
            };
            LineOutcome {
                name: mk.outcomes[i].clone(),
                consensus_probability: oc.map_or(0.0, |o| round(o.consensus_probability, 6)),
                sources,
                best_price: oc.map(|o| BestPrice {
                    source: o.best_price.source.clone(),
                    kind: VENUES
                        .iter()
                        .find(|v| v.key == o.best_price.source)
                        .map_or("sportsbook", |v| v.kind.as_str())
                        .into(),
                    decimal: o.best_price.decimal,
                    probability: round(o.best_price.probability, 6),
                    edge_pct: round(o.best_price.edge_pct, 4),
                }),
                team_id: mk.teams[i].map(|t| data.teams[t].id.clone()),
                fair_probability: fair,
                picks,
            }
        })
        .collect();
    let market = LineMarket {
        market: mk.kind.as_str().into(),
        map: mk.kind.map(),
        line: mk.line,
        consensus_confidence: round(c.confidence, 4),
        sources_used: c.sources_used.clone(),
        outcomes,
        best_edge: Some(MarketBestEdge {
            source: c.best_edge.source.clone(),
            outcome: c.best_edge.outcome.clone(),
            decimal: c.best_edge.decimal,
            edge_pct: round(c.best_edge.edge_pct, 4),
            adjusted_edge_pct: round(c.best_edge.adjusted_edge_pct, 4),
            liquidity_score: round(c.best_edge.liquidity_score, 4),
        }),
        quality: Quality {
            source_count: c.quality.source_count as u32,
            max_disagreement: round(c.quality.max_disagreement, 4),
            unreliable: c.quality.unreliable,
            low_confidence: c.quality.low_confidence,
            suspect_edge: c.quality.suspect_edge,
            surfaced: c.quality.surfaced,
            gates_failed: Some(
                c.gates_failed
                    .iter()
                    .map(|g| g.as_str().to_string())
                    .collect(),
            ),
        },
        entity_match: "exact".into(),
        market_key: Some(mk.key.clone()),
    };
    Some(Computed {
        market,
        consensus: c,
        input,
    })
}

/// The DFS apps' fixed-multiplier picks on a match winner, valued at its fair probability.
fn dfs_picks(fair: Option<f64>) -> Vec<DfsPick> {
    DFS_PICKS
        .iter()
        .map(|&(source, mult)| DfsPick {
            source: source.into(),
            kind: "dfs".into(),
            payout_multiplier: mult,
            american: Some(calc::american_from_decimal(mult)),
            ev_pct: fair.map(|f| ev_pct(f, mult)),
        })
        .collect()
}

/// The consensus events of the given matches, plus their ranked top edges.
fn build(
    data: &SportData,
    matches: &[usize],
    market: Option<&str>,
    params: &ConsensusParams,
) -> (Vec<LineEvent>, Vec<TopEdge>) {
    let mut events = Vec::new();
    let mut all: Vec<(usize, MarketConsensus)> = Vec::new();
    for &mi in matches {
        let m = &data.matches[mi];
        let mut markets = Vec::new();
        let mut cons = Vec::new();
        for mk in data
            .mains
            .iter()
            .filter(|mk| mk.match_idx == mi && market.is_none_or(|f| f == mk.kind.as_str()))
        {
            if let Some(c) = compute(data, mk, params) {
                markets.push(c.market);
                cons.push(c.consensus);
            }
        }
        let best_edge = esx_odds::rank::event_best_edge(&cons).map(|b| EventBestEdge {
            market: b.market,
            map: b.map.map(|x| x as u32),
            line: b.line,
            outcome: b.outcome,
            source: b.source,
            edge_pct: round(b.edge_pct, 4),
            surfaced: b.surfaced,
        });
        events.push(LineEvent {
            event_id: m.event_id.clone(),
            home_team: data.teams[m.home].name.clone(),
            away_team: data.teams[m.away].name.clone(),
            event_time: iso(m.start),
            matchup_key: matchup_key(data, m.home, m.away),
            markets,
            best_edge,
            kr_match_id: Some(m.id.clone()),
            home_team_id: Some(data.teams[m.home].id.clone()),
            away_team_id: Some(data.teams[m.away].id.clone()),
        });
        all.extend(cons.into_iter().map(|c| (events.len() - 1, c)));
    }
    let refs: Vec<(esx_odds::rank::EventRef, &MarketConsensus)> = all
        .iter()
        .map(|(ei, c)| {
            let e = &events[*ei];
            (
                esx_odds::rank::EventRef {
                    event_id: &e.event_id,
                    home_team: &e.home_team,
                    away_team: &e.away_team,
                },
                c,
            )
        })
        .collect();
    let top = esx_odds::rank::rank_top_edges(refs)
        .into_iter()
        .map(|t| TopEdge {
            event_id: t.event_id,
            home_team: t.home_team,
            away_team: t.away_team,
            market: t.market,
            outcome: t.outcome,
            source: t.source,
            edge_pct: round(t.edge_pct, 4),
            adjusted_edge_pct: round(t.adjusted_edge_pct, 4),
            sources_used: t.sources_used,
            map: t.map.map(|x| x as u32),
            line: t.line,
        })
        .collect();
    (events, top)
}

/// Line events (all markets, default parameters) for the given event ids; used by
/// `/player-props?include_event_lines=true`.
#[must_use]
pub(super) fn events_for(data: &SportData, ids: &[&str], pm_weight: f64) -> Vec<LineEvent> {
    let params = ConsensusParams {
        pm_weight,
        ..ConsensusParams::default()
    };
    let matches: Vec<usize> = (0..data.matches.len())
        .filter(|&i| ids.contains(&data.matches[i].event_id.as_str()))
        .collect();
    build(data, &matches, None, &params).0
}

/// `GET /v6/esports/{sport}/lines`. `include_started=true` adds the matches already
/// underway to the upcoming ones.
pub(super) fn lines(c: &Ctx, data: &SportData) -> Reply {
    let market = match c.get("market") {
        None => None,
        Some(m) => Some(
            MARKETS
                .iter()
                .chain(&EXTRA_MARKETS)
                .find(|x| x.eq_ignore_ascii_case(m))
                .copied()
                .ok_or_else(|| {
                    ApiError::bad_request(
                        "invalid_market",
                        format!(
                            "Invalid market '{m}': expected one of {}, {}",
                            MARKETS.join(", "),
                            EXTRA_MARKETS.join(", ")
                        ),
                    )
                })?,
        ),
    };
    let include_started = c.boolean("include_started", false)?;
    let pm_weight = c.float("pm_weight", 1.5, 0.0, 100.0)?;
    let params = ConsensusParams {
        pm_weight,
        ..ConsensusParams::default()
    };
    let matches: Vec<usize> = match c.get("event_id") {
        Some(ev) => {
            let found: Vec<usize> = (0..data.matches.len())
                .filter(|&i| {
                    let m = &data.matches[i];
                    m.status != Status::Finished
                        && (m.event_id == ev
                            || m.id == ev
                            || matchup_key(data, m.home, m.away).eq_ignore_ascii_case(ev))
                })
                .collect();
            if found.is_empty() {
                return Err(ApiError::not_found(format!(
                    "No upcoming {} event '{ev}' (use an event id or matchup key)",
                    data.info.slug
                )));
            }
            found
        }
        None => (0..data.matches.len())
            .filter(|&i| {
                let s = data.matches[i].status;
                s == Status::Upcoming || (include_started && s == Status::Live)
            })
            .collect(),
    };
    let extra_market = market.filter(|m| EXTRA_MARKETS.contains(m));
    let (events, top_edges) = if extra_market.is_some() {
        (Vec::new(), Vec::new())
    } else {
        build(data, &matches, market, &params)
    };
    let reason = if let Some(m) = extra_market {
        Some(format!("no_book_lists_{m}"))
    } else if events.is_empty() {
        Some("no_matches".to_string())
    } else {
        None
    };
    super::common::json(&LinesResponse {
        source: SOURCE.into(),
        sport: data.info.slug.into(),
        market: market.map(String::from),
        pm_weight,
        books: line_books(),
        total_events: events.len() as u64,
        total_top_edges: top_edges.len() as u64,
        events,
        top_edges,
        include_started: Some(include_started),
        fair_rules: Some(fair_rules()),
        available: reason.as_ref().map(|_| false),
        reason,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(p: f64) -> QuoteRow {
        QuoteRow {
            source: "b".into(),
            kind: "sportsbook".into(),
            probability: Some(p),
            decimal: Some(1.0 / p),
            american: None,
            volume: None,
            open_interest: None,
            liquidity: None,
            ev_pct: None,
        }
    }

    fn rows(books: &[(f64, f64)]) -> Vec<Vec<QuoteRow>> {
        vec![
            books.iter().map(|b| row(b.0)).collect(),
            books.iter().map(|b| row(b.1)).collect(),
        ]
    }

    fn near(a: Option<f64>, b: f64) -> bool {
        a.is_some_and(|a| (a - b).abs() < 1e-12)
    }

    #[test]
    fn fair_is_the_median_de_vigged_price_of_the_books_inside_the_band() {
        // 0.5 / 1.1 = 0.454545…, 0.55 / 1.05 = 0.523809…, 0.7 / 1.15 = 0.608695…; the
        // fourth book's overround (0.40) is outside the band and left out.
        let r = rows(&[(0.5, 0.6), (0.55, 0.5), (0.7, 0.45), (0.9, 0.5)]);
        let [a, b] = fair_probabilities(&r);
        assert!(near(a, 0.55 / 1.05), "{a:?}");
        assert!(near(b, 0.5 / 1.05), "{b:?}");
        // Two books: the mean of the two, (0.454545… + 0.523809…) / 2 = 0.489177….
        let [a, _] = fair_probabilities(&rows(&[(0.5, 0.6), (0.55, 0.5)]));
        assert!(near(a, f64::midpoint(0.5 / 1.1, 0.55 / 1.05)), "{a:?}");
        // One book (the other under-round past −0.05): no fair price.
        assert_eq!(
            fair_probabilities(&rows(&[(0.5, 0.6), (0.4, 0.5)])),
            [None, None]
        );
        // EV of a 2.2 price at a fair 0.5: +10 %.
        assert!((ev_pct(0.5, 2.2) - 10.0).abs() < 1e-9);
    }
}
