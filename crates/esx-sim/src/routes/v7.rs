//! v7 routes: parlays (priced by the odds engine); flow, breakdown, meta and the read
//! routes live in their own modules.

use super::common::{Ctx, Reply};
use super::lines::{self, MARKETS};
use crate::auth::ApiError;
use crate::calc::round;
use crate::data::sports::{PM_FIRST, PM_SECOND, SPORTSBOOK, VENUES, venue_by_key};
use crate::data::{MainMarket, SportData, Status};
use esx_odds::{self, ConsensusParams, DiscoverOptions, FairBasis, Leg};
use esx_proto::models::{Parlay, ParlayLeg, ParlaysResponse};

fn leg_model(l: &Leg) -> ParlayLeg {
    ParlayLeg {
        kr_match_id: l.match_id.clone(),
        market: l.market.clone(),
        selection: l.selection.clone(),
        name: l.name.clone(),
        decimal: l.decimal,
        american: l.american,
        fair_probability: round(l.fair_probability, 6),
        ev_pct: round(l.ev_pct, 4),
        placeable: l.placeable,
        placeable_basis: l.placeable_basis.clone(),
        fair_books: l.fair_books.clone(),
        fair_excludes_leg_book: l.fair_excludes_leg_book,
        net_decimal: None,
    }
}

fn parlay_model(p: &esx_odds::Parlay) -> Parlay {
    Parlay {
        legs: p.legs.iter().map(leg_model).collect(),
        decimal: round(p.decimal, 4),
        american: p.american,
        fair_probability: round(p.fair_probability, 6),
        ev_pct: round(p.ev_pct, 4),
        price_source: "computed".into(),
        net_decimal: None,
        correlated: None,
    }
}

/// A leg's fair price as the service defines it: consensus without the leg's book.
fn leg_params(params: &ConsensusParams) -> ConsensusParams {
    ConsensusParams {
        fair_basis: FairBasis::Others,
        ..*params
    }
}

/// The legs `book` prices for a market kind: every outcome of every live or upcoming match.
fn board_legs(data: &SportData, book: &str, market: &str, params: &ConsensusParams) -> Vec<Leg> {
    let mut legs = Vec::new();
    for mk in data.mains.iter().filter(|mk| mk.kind.as_str() == market) {
        let m = &data.matches[mk.match_idx];
        if !mk.quotes.iter().any(|q| VENUES[q.venue].key == book) {
            continue;
        }
        let Some(c) = lines::compute(data, mk, params) else {
            continue;
        };
        for o in 0..2 {
            let sel =
                mk.teams[o].map_or_else(|| mk.outcomes[o].clone(), |t| data.teams[t].id.clone());
            if let Ok(mut leg) =
                Leg::from_market(&m.id, &c.input, o, &sel, book, &leg_params(params))
            {
                leg.started = m.status == Status::Live;
                legs.push(leg);
            }
        }
    }
    legs
}

/// `GET /v7/{sport}/parlays`: discover mode, or price mode with `ticket`.
pub(super) fn parlays(c: &Ctx, data: &SportData) -> Reply {
    let book_raw = c.required("book")?;
    let book = match venue_by_key(book_raw) {
        Some(v) if [SPORTSBOOK, PM_FIRST, PM_SECOND].contains(&v) => VENUES[v].key,
        _ => {
            return Err(ApiError::invalid(format!(
                "book must be a line book ({}), got '{book_raw}'",
                lines::line_books().join(", ")
            )));
        }
    };
    let market = c.choice("market", &MARKETS, "match_winner")?;
    let limit = c.int("limit", 25, 1, 100)? as usize;
    let params = ConsensusParams::default();
    if let Some(ticket) = c.get("ticket") {
        return price_mode(data, book, &market, ticket, &params);
    }
    let size = c.int("size", 2, 2, 3)? as usize;
    let include_all = match c.get("include") {
        None => false,
        Some(v) if v.eq_ignore_ascii_case("all") => true,
        Some(v) => {
            return Err(ApiError::invalid(format!(
                "include must be 'all', got '{v}'"
            )));
        }
    };
    let include_started = c.boolean("include_started", false)?;
    let legs = board_legs(data, book, &market, &params);
    let opts = DiscoverOptions {
        size,
        include_all,
        include_started,
        limit,
        // The service pairs any legs (the reason esx's own discovery does not).
        require_bet_legs: false,
    };
    let found = esx_odds::discover(&legs, &opts).map_err(|e| ApiError::invalid(e.to_string()))?;
    let parlays: Vec<Parlay> = found.iter().map(parlay_model).collect();
    super::common::json(&ParlaysResponse {
        available: true,
        mode: "discover".into(),
        book: book.into(),
        market,
        size: Some(size as u32),
        total: parlays.len() as u64,
        reason: parlays.is_empty().then(|| "no_parlays".into()),
        parlays,
    })
}

fn price_mode(
    data: &SportData,
    book: &str,
    market: &str,
    ticket: &str,
    params: &ConsensusParams,
) -> Reply {
    let mut legs = Vec::new();
    for part in ticket.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let bits: Vec<&str> = part.splitn(3, ':').collect();
        let [mid, mkt, sel] = bits[..] else {
            return Err(ApiError::invalid(format!(
                "ticket leg '{part}' must be <match_id>:<market>:<selection>"
            )));
        };
        let mk: Option<&MainMarket> = data
            .mains
            .iter()
            .find(|mk| data.matches[mk.match_idx].id == mid && mk.kind.as_str() == mkt);
        let Some(mk) = mk else {
            return Err(ApiError::invalid(format!(
                "ticket leg '{part}': no {mkt} market for match '{mid}'"
            )));
        };
        let outcome = (0..2).find(|&o| {
            mk.teams[o].is_some_and(|t| data.teams[t].id == sel)
                || mk.outcomes[o].eq_ignore_ascii_case(sel)
        });
        let Some(o) = outcome else {
            return Err(ApiError::invalid(format!(
                "ticket leg '{part}': selection must be a team id or outcome name"
            )));
        };
        let input = lines::compute(data, mk, params).map(|c| c.input);
        let leg =
            input.and_then(|i| Leg::from_market(mid, &i, o, sel, book, &leg_params(params)).ok());
        let Some(leg) = leg else {
            return Err(ApiError::invalid(format!(
                "ticket leg '{part}' is not priced on {book}"
            )));
        };
        legs.push(leg);
    }
    if legs.is_empty() {
        return Err(ApiError::invalid("ticket has no legs"));
    }
    let p = esx_odds::price_ticket(&legs).map_err(|e| ApiError::invalid(e.to_string()))?;
    super::common::json(&ParlaysResponse {
        available: true,
        mode: "price".into(),
        book: book.into(),
        market: market.into(),
        size: Some(legs.len() as u32),
        total: 1,
        parlays: vec![parlay_model(&p)],
        reason: None,
    })
}
