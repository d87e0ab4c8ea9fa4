//! Parlay ticket rules: legs that cannot all win, or that are not independent, are
//! found before a ticket is priced (DESIGN.md "Parlay tickets are checked").
//!
//! - the same leg twice → [`TicketProblem::Duplicate`];
//! - two selections of one market of one event (they cannot both win) →
//!   [`TicketProblem::OppositeSides`];
//! - two legs on one event in different markets (`match_winner` and `map_winner` of one
//!   team move together) → [`TicketProblem::SameEvent`], allowed only when the caller
//!   accepts a correlated (overstated) independent price;
//! - a handicap or total with a winner market of the same match is priced by books only
//!   as a same-game parlay → [`same_game_only`] (`esx.placeable: false`).

use std::fmt;

use crate::parlay::{Leg, Parlay, price_ticket};

/// What identifies a leg for the rules: event, market (with map or line) and selection.
#[derive(Debug, Clone, PartialEq)]
pub struct LegKey {
    /// The event (match id).
    pub match_id: String,
    /// Market name.
    pub market: String,
    /// Map number, where the market has one.
    pub map: Option<i64>,
    /// Line, where the market has one.
    pub line: Option<f64>,
    /// Selection (team id or outcome name; compared without case).
    pub selection: String,
    /// How the user or the payload named the leg, for messages.
    pub text: String,
}

impl LegKey {
    fn same_market(&self, other: &Self) -> bool {
        self.match_id == other.match_id
            && self.market == other.market
            && self.map == other.map
            && self.line == other.line
    }
}

/// A rule a ticket breaks, naming the two legs (0-based positions and their text).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TicketProblem {
    /// The same leg twice.
    Duplicate(usize, usize, String),
    /// Two selections of one market of one event: they cannot both win.
    OppositeSides(usize, usize, String, String),
    /// Two legs on one event in different markets: correlated, not independent.
    SameEvent(usize, usize, String, String),
}

impl TicketProblem {
    /// True for the problem `--allow-same-event` accepts.
    #[must_use]
    pub const fn is_same_event(&self) -> bool {
        matches!(self, Self::SameEvent(..))
    }
}

impl fmt::Display for TicketProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Duplicate(i, j, leg) => {
                write!(f, "legs {} and {} are the same leg `{leg}`", i + 1, j + 1)
            }
            Self::OppositeSides(first, second, one, other) => write!(
                f,
                "legs {} `{one}` and {} `{other}` are two sides of one market: they cannot both win",
                first + 1,
                second + 1
            ),
            Self::SameEvent(first, second, one, other) => write!(
                f,
                "legs {} `{one}` and {} `{other}` are on one event: they are correlated, and an independent price overstates the parlay",
                first + 1,
                second + 1
            ),
        }
    }
}

/// Every rule the ticket breaks, in leg order (duplicates and opposite sides first
/// for each pair).
#[must_use]
pub fn ticket_problems(legs: &[LegKey]) -> Vec<TicketProblem> {
    let mut out = Vec::new();
    for (i, a) in legs.iter().enumerate() {
        for (j, b) in legs.iter().enumerate().skip(i + 1) {
            if a.match_id != b.match_id {
                continue;
            }
            let problem = if a.same_market(b) {
                if a.selection.eq_ignore_ascii_case(&b.selection) {
                    TicketProblem::Duplicate(i, j, a.text.clone())
                } else {
                    TicketProblem::OppositeSides(i, j, a.text.clone(), b.text.clone())
                }
            } else {
                TicketProblem::SameEvent(i, j, a.text.clone(), b.text.clone())
            };
            out.push(problem);
        }
    }
    out
}

/// Checks a ticket: `Err` with the first rule that cannot be accepted; `Ok(true)` when
/// legs share an event and `allow_same_event` accepted it (the parlay is correlated).
pub fn check_ticket(legs: &[LegKey], allow_same_event: bool) -> Result<bool, TicketProblem> {
    let problems = ticket_problems(legs);
    if let Some(p) = problems
        .iter()
        .find(|p| !p.is_same_event() || !allow_same_event)
    {
        // A hard problem (or a same-event one not allowed) is reported; hard ones first.
        let hard = problems.iter().find(|p| !p.is_same_event()).unwrap_or(p);
        return Err(hard.clone());
    }
    Ok(!problems.is_empty())
}

/// The rule key of a priced leg.
#[must_use]
pub fn leg_key(leg: &Leg) -> LegKey {
    LegKey {
        match_id: leg.match_id.clone(),
        market: leg.market.clone(),
        map: leg.map,
        line: leg.line,
        selection: leg.selection.clone(),
        text: format!("{}:{}:{}", leg.match_id, leg.market, leg.selection),
    }
}

/// A line market: a handicap or a total (`map_handicap`, `total_maps`, any market named
/// so).
fn is_line_market(market: &str) -> bool {
    let m = market.to_ascii_lowercase();
    m.contains("handicap") || m.contains("total")
}

/// A winner market: `match_winner`, `map_winner`.
fn is_winner_market(market: &str) -> bool {
    market.to_ascii_lowercase().ends_with("_winner")
}

/// The first pair of legs (positions) that a book prices only as a same-game parlay: a
/// handicap or total together with a winner market of the same match (a match winner
/// with a map handicap −1.5 cannot be placed as a parlay of separate bets). `None` when
/// the ticket can be placed as it is (DESIGN.md settled point 9: such a ticket is
/// `esx.placeable: false`, the service's own `placeable` staying as served).
#[must_use]
pub(crate) fn same_game_only(legs: &[LegKey]) -> Option<(usize, usize)> {
    legs.iter().enumerate().find_map(|(i, a)| {
        legs.iter().enumerate().skip(i + 1).find_map(|(j, b)| {
            let mixed = (is_line_market(&a.market) && is_winner_market(&b.market))
                || (is_winner_market(&a.market) && is_line_market(&b.market));
            (a.match_id == b.match_id && mixed).then_some((i, j))
        })
    })
}

/// True unless [`same_game_only`] finds a pair: what `esx.placeable` says.
#[must_use]
pub fn placeable(legs: &[LegKey]) -> bool {
    same_game_only(legs).is_none()
}

/// Checks then prices a ticket: a ticket that breaks a rule is never priced; an
/// accepted same-event ticket comes back with `correlated: true`.
pub fn price_checked(legs: &[Leg], allow_same_event: bool) -> Result<Parlay, TicketError> {
    let keys: Vec<LegKey> = legs.iter().map(leg_key).collect();
    let correlated = check_ticket(&keys, allow_same_event).map_err(TicketError::Rule)?;
    let mut parlay = price_ticket(legs).map_err(TicketError::Odds)?;
    parlay.correlated = correlated;
    Ok(parlay)
}

/// Why [`price_checked`] refused a ticket.
#[derive(Debug, Clone, PartialEq)]
pub enum TicketError {
    /// A ticket rule (a usage error for the user).
    Rule(TicketProblem),
    /// A price the engine cannot use.
    Odds(crate::OddsError),
}

impl fmt::Display for TicketError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Rule(p) => p.fmt(f),
            Self::Odds(e) => e.fmt(f),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn key(m: &str, market: &str, map: Option<i64>, sel: &str) -> LegKey {
        LegKey {
            match_id: m.into(),
            market: market.into(),
            map,
            line: None,
            selection: sel.into(),
            text: format!("{m}:{market}:{sel}"),
        }
    }

    fn leg(m: &str, market: &str, sel: &str, d: f64, p: f64) -> Leg {
        Leg::new(m, market, sel, sel, "sb", d, p, vec!["k".into()]).unwrap()
    }

    #[test]
    fn both_sides_of_one_match_are_refused_naming_both_legs() {
        // The ticket: A and B to win one match — true value −100 %.
        let a = leg("m1", "match_winner", "A", 2.1, 0.55);
        let b = leg("m1", "match_winner", "B", 2.1, 0.50);
        let e = price_checked(&[a.clone(), b], true).unwrap_err();
        assert_eq!(
            e,
            TicketError::Rule(TicketProblem::OppositeSides(
                0,
                1,
                "m1:match_winner:A".into(),
                "m1:match_winner:B".into()
            ))
        );
        assert!(e.to_string().contains("cannot both win"));
        // The same leg twice.
        let e = price_checked(&[a.clone(), a], false).unwrap_err();
        assert!(matches!(
            e,
            TicketError::Rule(TicketProblem::Duplicate(0, 1, _))
        ));
    }

    #[test]
    fn same_event_needs_allowing_and_is_marked_correlated() {
        let mw = key("m1", "match_winner", None, "A");
        let map1 = key("m1", "map_winner", Some(1), "A");
        let other = key("m2", "match_winner", None, "C");
        assert!(matches!(
            check_ticket(&[mw.clone(), map1.clone()], false),
            Err(TicketProblem::SameEvent(0, 1, _, _))
        ));
        assert_eq!(check_ticket(&[mw.clone(), map1], true), Ok(true));
        assert_eq!(check_ticket(&[mw, other], false), Ok(false));
        // Map 1 and map 2 of one event are different markets: same event, not opposite.
        let m1 = key("m1", "map_winner", Some(1), "A");
        let m2 = key("m1", "map_winner", Some(2), "B");
        assert!(matches!(
            check_ticket(&[m1, m2], false),
            Err(TicketProblem::SameEvent(..))
        ));
        let a = leg("m1", "match_winner", "A", 2.0, 0.55);
        let mut b = leg("m1", "map_winner", "A", 2.0, 0.55);
        b.map = Some(1);
        let p = price_checked(&[a, b], true).unwrap();
        assert!(p.correlated);
    }

    /// The match winner with its own map handicap −1.5 is a same-game parlay only; the
    /// match with map 1 is not (a book takes it as two winner bets); a total with a
    /// winner of another match is placeable too.
    #[test]
    fn a_line_market_with_a_winner_of_its_match_is_not_placeable() {
        let mw = key("m1", "match_winner", None, "A");
        let mut hcp = key("m1", "map_handicap", None, "A");
        hcp.line = Some(-1.5);
        assert_eq!(same_game_only(&[mw.clone(), hcp.clone()]), Some((0, 1)));
        assert!(!placeable(&[mw.clone(), hcp.clone()]));
        let map1 = key("m1", "map_winner", Some(1), "A");
        assert!(placeable(&[mw.clone(), map1.clone()]));
        let total = key("m1", "total_maps", None, "over");
        assert_eq!(same_game_only(&[total.clone(), map1]), Some((0, 1)));
        let other = key("m2", "match_winner", None, "C");
        assert!(placeable(&[total.clone(), other.clone()]));
        assert_eq!(same_game_only(&[other, hcp, total, mw]), Some((1, 3)));
        assert!(placeable(&[]));
    }

    #[test]
    fn opposite_sides_come_before_same_event_even_when_allowed() {
        let keys = [
            key("m1", "map_winner", Some(1), "A"),
            key("m1", "match_winner", None, "A"),
            key("m1", "match_winner", None, "b"),
        ];
        assert!(matches!(
            check_ticket(&keys, true),
            Err(TicketProblem::OppositeSides(1, 2, _, _))
        ));
    }

    proptest! {
        /// A ticket holding two sides of one market is never priced, whatever the prices
        /// and whatever else is on it.
        #[test]
        fn opposite_sides_are_never_priced(
            d1 in 1.01f64..20.0, d2 in 1.01f64..20.0, p1 in 0.0f64..1.0, p2 in 0.0f64..1.0,
            extra in proptest::collection::vec((1.01f64..20.0, 0.0f64..1.0), 0..3),
            allow in any::<bool>(),
        ) {
            let mut legs = vec![
                leg("m0", "match_winner", "A", d1, p1),
                leg("m0", "match_winner", "B", d2, p2),
            ];
            for (i, (d, p)) in extra.iter().enumerate() {
                legs.push(leg(&format!("x{i}"), "match_winner", "S", *d, *p));
            }
            let refused = matches!(
                price_checked(&legs, allow),
                Err(TicketError::Rule(TicketProblem::OppositeSides(..)))
            );
            prop_assert!(refused);
        }
    }
}
