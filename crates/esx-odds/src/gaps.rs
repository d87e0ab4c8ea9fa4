//! Line gaps from raw props: the same player, event and stat posted at different lines across DFS venues.
//!
//! Exactly DESIGN.md's definition: DFS rows only (the caller says which venue keys are
//! DFS: neither the sportsbook nor a prediction market); group by (player — canonical
//! id where present, else name and team —, event, `stat_type`); lines ≤ 0 (and
//! non-finite ones) and moneyline stat types dropped; one row per venue (over/higher
//! preferred); `line` = median of the venues' lines, `line_gap = line_max − line_min`;
//! groups with ≥ 2 venues and `line_gap ≥ min_gap` kept; sorted by `line_gap` desc,
//! `book_count` desc, `event_time` asc, `player_name` asc, `stat_type` asc (then `gap_id`);
//! `gap_id = "gap_" + first 12 hex of SHA-1("sport|event|player|stat_type")`.

use std::collections::BTreeMap;

use serde::Serialize;
use sha1::{Digest, Sha1};

use super::error::{OddsError, Result};
use super::middle::MiddleQuote;
use super::picks::Side;

/// One posted prop line (a `/props` row with its venue key resolved).
#[derive(Debug, Clone, PartialEq)]
pub struct PropLine {
    /// Lower-case venue key.
    pub venue: String,
    /// Prop id (`propId`).
    pub prop_id: String,
    /// Canonical player id (`<pfx>_pl_*`), when the row has one.
    pub player_id: Option<String>,
    /// Player name.
    pub player_name: String,
    /// Player's team.
    pub team: String,
    /// Opponent.
    pub opponent: String,
    /// Event id.
    pub event_id: String,
    /// Event time, ISO 8601 UTC (sorts as text).
    pub event_time: String,
    /// Upper-case stat type, e.g. `CS2_KILLS_MAPS_1_2`.
    pub stat_type: String,
    /// Posted line.
    pub line: f64,
    /// `over`, `under`, `higher`, `lower`, ...
    pub direction: String,
}

/// One venue's line inside a gap.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GapBook {
    /// Venue key.
    pub book: String,
    /// Its line.
    pub line: f64,
    /// Its prop id.
    #[serde(rename = "propId")]
    pub prop_id: String,
    /// The side counted (over/higher when the venue posts both).
    pub direction: String,
}

/// A gap row, shaped like the service's `/gaps` row.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Gap {
    /// `gap_` + 12 hex of SHA-1(`sport|event|player|stat_type`).
    pub gap_id: String,
    /// Canonical player id, when known.
    pub player_id: Option<String>,
    /// Player name.
    pub player_name: String,
    /// Team.
    pub team: String,
    /// Opponent.
    pub opponent: String,
    /// Event id.
    pub event_id: String,
    /// Event time.
    pub event_time: String,
    /// Stat type.
    pub stat_type: String,
    /// Short market label ([`market_label`]).
    pub market: String,
    /// Median of the venues' lines.
    pub line: f64,
    /// Lowest line.
    pub line_min: f64,
    /// Highest line.
    pub line_max: f64,
    /// `line_max − line_min`.
    pub line_gap: f64,
    /// Venues in the group.
    pub book_count: usize,
    /// The venues, by line ascending then venue key.
    pub books: Vec<GapBook>,
}

/// True for moneyline stat types (dropped from gaps): the upper-cased `stat_type`
/// contains `MONEYLINE`, or is `ML` or ends in `_ML`.
#[must_use]
pub fn is_moneyline(stat_type: &str) -> bool {
    let s = stat_type.to_ascii_uppercase();
    s.contains("MONEYLINE") || s == "ML" || s.ends_with("_ML")
}

/// The short market label: `stat_type` lower-cased, without its `SPORT_` prefix
/// (`CS2_KILLS_MAPS_1_2` → `kills_maps_1_2`, the research route's slug form).
#[must_use]
pub fn market_label(stat_type: &str, sport: &str) -> String {
    let lower = stat_type.to_ascii_lowercase();
    let prefix = format!("{}_", sport.to_ascii_lowercase());
    lower
        .strip_prefix(&prefix)
        .map_or_else(|| lower.clone(), str::to_owned)
}

/// `gap_` + the first 12 hex digits of SHA-1 of `sport|event|player|stat_type`, where
/// `player` is the group's player key ([`player_key`]).
#[must_use]
pub fn gap_id(sport: &str, event_id: &str, player: &str, stat_type: &str) -> String {
    let digest = Sha1::digest(format!("{sport}|{event_id}|{player}|{stat_type}").as_bytes());
    let hex = format!("{digest:x}");
    format!("gap_{}", &hex[..12])
}

/// The player part of the group key: the canonical id where the row has a non-empty one,
/// else `name/team`, both trimmed and lower-cased (venues differ in capitalisation).
#[must_use]
pub(crate) fn player_key(line: &PropLine) -> String {
    match line.player_id.as_deref().map(str::trim) {
        Some(id) if !id.is_empty() => id.to_owned(),
        _ => format!(
            "{}/{}",
            line.player_name.trim().to_lowercase(),
            line.team.trim().to_lowercase()
        ),
    }
}

fn is_over(direction: &str) -> bool {
    matches!(
        direction.trim().to_ascii_lowercase().as_str(),
        "over" | "higher" | "more"
    )
}

/// `a − b` for two served lines (decimals of one or two places): the f64 difference
/// carries binary noise (`20.3 − 19.8 = 0.5000000000000018`), which 9 decimals remove
/// while keeping every digit a line difference can have. The one rule for gaps, props'
/// DFS spread and line moves.
#[must_use]
pub fn line_difference(a: f64, b: f64) -> f64 {
    round9(a - b)
}

/// A value built from served lines (a difference, a median of two), at 9 decimals: see
/// [`line_difference`].
fn round9(x: f64) -> f64 {
    (x * 1e9).round() / 1e9
}

/// Computes gaps from prop lines. `is_dfs(venue)` says which venue keys are DFS apps;
/// `min_gap` (the route's default is 0.5; 0 keeps every multi-venue spread) must be
/// finite and ≥ 0. A line gap within 1e-9 of `min_gap` counts as reaching it.
///
/// One row per venue per group: an over/higher row is preferred to an under/lower one;
/// among equals the lower line, then the smaller prop id. The group's names and
/// opponent come from the first venue by key; its `event_time` is the earliest seen.
///
/// ```
/// use esx_odds::gaps::{compute_gaps, PropLine};
/// let row = |venue: &str, line: f64, dir: &str| PropLine {
///     venue: venue.into(), prop_id: format!("p_{venue}_{dir}"), player_id: Some("x_pl_1".into()),
///     player_name: "s1mple".into(), team: "NAVI".into(), opponent: "FaZe".into(),
///     event_id: "x_ev_1".into(), event_time: "2026-01-01T18:00:00.000Z".into(),
///     stat_type: "CS2_KILLS_MAPS_1_2".into(), line, direction: dir.into(),
/// };
/// let rows = [row("a", 32.5, "over"), row("a", 31.5, "under"), row("b", 34.0, "over"),
///             row("c", 33.0, "higher"), row("sb", 40.0, "over")];
/// let gaps = compute_gaps(&rows, "cs2", 0.5, |v| v != "sb").unwrap();
/// assert_eq!(gaps.len(), 1);
/// let g = &gaps[0];
/// assert_eq!((g.line_min, g.line, g.line_max, g.line_gap, g.book_count), (32.5, 33.0, 34.0, 1.5, 3));
/// assert_eq!(g.market, "kills_maps_1_2");
/// assert!(g.gap_id.starts_with("gap_") && g.gap_id.len() == 16);
/// ```
pub fn compute_gaps(
    lines: &[PropLine],
    sport: &str,
    min_gap: f64,
    is_dfs: impl Fn(&str) -> bool,
) -> Result<Vec<Gap>> {
    if !(min_gap.is_finite() && min_gap >= 0.0) {
        return Err(OddsError::InvalidParameter {
            name: "min_gap",
            value: min_gap,
            expected: "a finite number >= 0",
        });
    }
    let groups = group_rows(lines, &is_dfs);
    let mut gaps: Vec<Gap> = groups
        .into_iter()
        .filter(|(_, venues)| venues.len() >= 2)
        .filter_map(|((player, event_id, stat_type), venues)| {
            gap_of(sport, min_gap, &player, event_id, stat_type, &venues)
        })
        .collect();
    gaps.sort_by(|a, b| {
        b.line_gap
            .total_cmp(&a.line_gap)
            .then_with(|| b.book_count.cmp(&a.book_count))
            .then_with(|| a.event_time.cmp(&b.event_time))
            .then_with(|| a.player_name.cmp(&b.player_name))
            .then_with(|| a.stat_type.cmp(&b.stat_type))
            .then_with(|| a.gap_id.cmp(&b.gap_id))
    });
    Ok(gaps)
}

/// One venue's row per `(player key, event, stat_type)` group: DFS venues only, posted
/// positive lines, no moneylines; an over/higher row before an under/lower one, then
/// the lower line, then the smaller prop id.
fn group_rows<'a>(lines: &'a [PropLine], is_dfs: &impl Fn(&str) -> bool) -> Groups<'a> {
    // (player key, event, stat_type) → venue → chosen row.
    let mut groups: Groups<'a> = BTreeMap::new();
    for row in lines {
        if !(row.line.is_finite() && row.line > 0.0)
            || is_moneyline(&row.stat_type)
            || !is_dfs(&row.venue)
        {
            continue;
        }
        let venues = groups
            .entry((player_key(row), &row.event_id, &row.stat_type))
            .or_default();
        let slot = venues.entry(&row.venue).or_insert(row);
        let better = (!is_over(&row.direction), row.line, row.prop_id.as_str())
            .partial_cmp(&(!is_over(&slot.direction), slot.line, slot.prop_id.as_str()))
            .is_some_and(std::cmp::Ordering::is_lt);
        if better {
            *slot = row;
        }
    }
    groups
}

/// A group's rows by venue, keyed by (player key, event, stat_type).
type Groups<'a> = BTreeMap<(String, &'a str, &'a str), BTreeMap<&'a str, &'a PropLine>>;

/// One group's gap row, or `None` when its lines spread less than `min_gap`.
fn gap_of(
    sport: &str,
    min_gap: f64,
    player: &str,
    event_id: &str,
    stat_type: &str,
    venues: &BTreeMap<&str, &PropLine>,
) -> Option<Gap> {
    let first = venues.values().next()?;
    let mut sorted: Vec<f64> = venues.values().map(|r| r.line).collect();
    sorted.sort_by(f64::total_cmp);
    let (line_min, line_max) = (*sorted.first()?, *sorted.last()?);
    let mid = sorted.len() / 2;
    let median = if sorted.len() % 2 == 1 {
        sorted[mid]
    } else {
        f64::midpoint(sorted[mid - 1], sorted[mid])
    };
    let line_gap = line_difference(line_max, line_min);
    if line_gap < min_gap - 1e-9 {
        return None;
    }
    let mut books: Vec<GapBook> = venues
        .values()
        .map(|r| GapBook {
            book: r.venue.clone(),
            line: r.line,
            prop_id: r.prop_id.clone(),
            direction: r.direction.clone(),
        })
        .collect();
    books.sort_by(|a, b| a.line.total_cmp(&b.line).then_with(|| a.book.cmp(&b.book)));
    let event_time = venues.values().map(|r| r.event_time.as_str()).min()?;
    Some(Gap {
        gap_id: gap_id(sport, event_id, player, stat_type),
        player_id: first.player_id.clone().filter(|id| !id.trim().is_empty()),
        player_name: first.player_name.clone(),
        team: first.team.clone(),
        opponent: first.opponent.clone(),
        event_id: event_id.to_owned(),
        event_time: event_time.to_owned(),
        stat_type: stat_type.to_owned(),
        market: market_label(stat_type, sport),
        line: round9(median),
        line_min,
        line_max,
        line_gap,
        book_count: books.len(),
        books,
    })
}

/// The over and under rows a gap's venues post for its player, event and stat, each
/// priced by `quote` (for DFS venues [`MiddleQuote::dfs`] with the venue's power-2 payout
/// and push rule).
pub fn gap_quotes(
    gap: &Gap,
    lines: &[PropLine],
    quote: impl Fn(&PropLine) -> MiddleQuote,
) -> (Vec<MiddleQuote>, Vec<MiddleQuote>) {
    let (mut overs, mut unders) = (Vec::new(), Vec::new());
    let rows = lines.iter().filter(|l| {
        l.event_id == gap.event_id
            && l.stat_type == gap.stat_type
            && gap.books.iter().any(|b| b.book == l.venue)
            && match (&gap.player_id, &l.player_id) {
                (Some(a), Some(b)) => a == b,
                _ => l.player_name == gap.player_name,
            }
    });
    for l in rows {
        match Side::from_direction(&l.direction) {
            Some(Side::Over) => overs.push(quote(l)),
            Some(Side::Under) => unders.push(quote(l)),
            None => {}
        }
    }
    (overs, unders)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::middle::{Middle, Outcomes, middle, middle_window, pick_pair};
    use proptest::prelude::*;

    /// True when a gap is a middle (DESIGN.md settled point 8): among the rows its venues
    /// post, the lowest over (`higher`) line and the highest under (`lower`) line on two
    /// different venues leave a whole-number result that wins both ([`middle_window`]):
    /// over 21.0 / under 22.0 is not one (21 pushes the over, 22 the under), over 21.0 /
    /// under 23.0 is (22). Read from the prop rows themselves (`lines`), which say every side
    /// each venue posts. Tests ask it yes or no; `gap_middle` gives the window and the pair.
    #[must_use]
    fn is_middle(gap: &Gap, lines: &[PropLine]) -> bool {
        let (overs, unders) = gap_quotes(gap, lines, |l| MiddleQuote::book(&l.venue, l.line, 2.0));
        pick_pair(&overs, &unders).is_some_and(|(o, u)| middle_window(o.line, u.line).is_some())
    }

    /// `esx.middle` of a gap: the lowest over × the highest under of its venues' rows
    /// ([`gap_quotes`], [`pick_pair`]), `None` when no integer wins both; valued under
    /// `outcomes` (`Err(reason)` when there is no sportsbook pair to fit one).
    fn gap_middle(
        gap: &Gap,
        lines: &[PropLine],
        quote: impl Fn(&PropLine) -> MiddleQuote,
        outcomes: std::result::Result<&Outcomes, &str>,
    ) -> Result<Option<Middle>> {
        let (overs, unders) = gap_quotes(gap, lines, quote);
        match pick_pair(&overs, &unders) {
            Some((o, u)) => middle(o, u, outcomes),
            None => Ok(None),
        }
    }

    /// Low venue at 30.5 posting the over, high venue at 32.5 posting the under: a
    /// middle (31 or 32 kills win both). If the high venue posts only the over, it is not.
    #[test]
    fn a_middle_needs_the_low_over_and_the_high_under() {
        let both = [
            row("dfs_a", "p", "K", 30.5, "over"),
            row("dfs_a", "p", "K", 30.5, "under"),
            row("dfs_b", "p", "K", 32.5, "under"),
        ];
        let gaps = compute_gaps(&both, "cs2", 0.5, dfs).unwrap();
        assert_eq!(gaps.len(), 1);
        assert!(is_middle(&gaps[0], &both));
        let over_only = [
            row("dfs_a", "p", "K", 30.5, "over"),
            row("dfs_b", "p", "K", 32.5, "higher"),
        ];
        let gaps = compute_gaps(&over_only, "cs2", 0.5, dfs).unwrap();
        assert!(!is_middle(&gaps[0], &over_only));
        let under_low = [
            row("dfs_a", "p", "K", 30.5, "lower"),
            row("dfs_b", "p", "K", 32.5, "lower"),
        ];
        let gaps = compute_gaps(&under_low, "cs2", 0.5, dfs).unwrap();
        assert!(!is_middle(&gaps[0], &under_low));
    }

    /// Sleeper over 21.0 / Underdog under 22.0: no whole number wins both (21 pushes the
    /// over, 22 the under), so no middle; over 21.0 / under 23.0 is one (22), and the gap
    /// gives its window. The pair comes from two venues' rows, whatever side the gap's
    /// book row shows.
    #[test]
    fn a_middle_needs_a_whole_number_between_the_lines() {
        let no = [
            row("sleeper", "p", "K", 21.0, "over"),
            row("underdog", "p", "K", 22.0, "under"),
        ];
        let gaps = compute_gaps(&no, "cs2", 0.5, dfs).unwrap();
        assert!(!is_middle(&gaps[0], &no));
        let yes = [
            row("sleeper", "p", "K", 21.0, "over"),
            row("underdog", "p", "K", 23.0, "under"),
            row("underdog", "p", "K", 23.0, "over"),
        ];
        let gaps = compute_gaps(&yes, "cs2", 0.5, dfs).unwrap();
        assert!(is_middle(&gaps[0], &yes));
        let quote = |l: &PropLine| {
            MiddleQuote::dfs(&l.venue, l.line, 3.0, super::super::picks::PushRule::Drop)
        };
        let m = gap_middle(&gaps[0], &yes, quote, Err("no sportsbook pair"))
            .unwrap()
            .unwrap();
        assert_eq!(m.window, [22, 22]);
        assert_eq!(
            (m.low.venue.as_str(), m.high.venue.as_str()),
            ("sleeper", "underdog")
        );
        let none = gap_middle(&gaps[0], &no, quote, Err("x")).unwrap();
        assert_eq!(none, None);
    }

    fn row(venue: &str, player: &str, stat: &str, line: f64, dir: &str) -> PropLine {
        PropLine {
            venue: venue.to_owned(),
            prop_id: format!("pr_{venue}_{player}_{stat}_{dir}"),
            player_id: Some(format!("x_pl_{player}")),
            player_name: player.to_owned(),
            team: "T1".to_owned(),
            opponent: "T2".to_owned(),
            event_id: "x_ev_1".to_owned(),
            event_time: "2026-01-01T18:00:00.000Z".to_owned(),
            stat_type: stat.to_owned(),
            line,
            direction: dir.to_owned(),
        }
    }

    fn dfs(v: &str) -> bool {
        !matches!(v, "sb" | "kalshi" | "poly")
    }

    #[test]
    fn gap_id_is_sha1_prefix_of_the_key() {
        // SHA-1("cs2|ev|pl|K") computed independently (Python hashlib).
        assert_eq!(gap_id("cs2", "ev", "pl", "K"), "gap_3b17d8a44f7f");
        assert_eq!(
            gap_id("cs2", "ev", "pl", "K"),
            gap_id("cs2", "ev", "pl", "K")
        );
        assert_ne!(
            gap_id("cs2", "ev", "pl", "K"),
            gap_id("cs2", "ev", "pl", "A")
        );
    }

    #[test]
    fn drops_bad_lines_moneylines_and_non_dfs_venues() {
        let rows = [
            row("a", "p", "CS2_KILLS", 0.0, "over"),
            row("b", "p", "CS2_KILLS", -3.0, "over"),
            row("c", "p", "CS2_KILLS", f64::NAN, "over"),
            row("d", "p", "CS2_KILLS", 20.0, "over"),
            row("sb", "p", "CS2_KILLS", 25.0, "over"),
            row("a", "p", "CS2_MONEYLINE", 1.0, "over"),
            row("b", "p", "CS2_MONEYLINE", 2.0, "over"),
        ];
        assert!(compute_gaps(&rows, "cs2", 0.0, dfs).unwrap().is_empty());
        assert!(compute_gaps(&rows, "cs2", f64::NAN, dfs).is_err());
        assert!(compute_gaps(&rows, "cs2", -0.5, dfs).is_err());
    }

    #[test]
    fn a_venue_posting_both_sides_counts_once_over_preferred() {
        let rows = [
            row("a", "p", "K", 20.5, "under"),
            row("a", "p", "K", 21.5, "over"),
            row("b", "p", "K", 22.5, "higher"),
        ];
        let g = &compute_gaps(&rows, "cs2", 0.5, dfs).unwrap()[0];
        assert_eq!(g.book_count, 2);
        assert_eq!(g.books[0].direction, "over");
        assert_eq!(
            (g.line_min, g.line_max, g.line_gap, g.line),
            (21.5, 22.5, 1.0, 22.0)
        );
    }

    #[test]
    fn min_gap_filter_order_and_name_team_grouping() {
        let mut rows = vec![
            row("a", "p1", "K", 20.0, "over"),
            row("b", "p1", "K", 20.3, "over"),
            row("a", "p2", "K", 10.0, "over"),
            row("b", "p2", "K", 12.0, "over"),
            row("a", "p3", "K", 5.0, "over"),
            row("b", "p3", "K", 6.0, "over"),
            row("c", "p3", "K", 7.0, "over"),
            row("a", "p4", "K", 30.0, "over"),
            row("b", "p4", "K", 32.0, "over"),
            row("c", "p4", "K", 32.0, "over"),
        ];
        // p5 has no canonical id on one venue: grouped by name+team (case-insensitive).
        let mut x = row("a", "Zed", "K", 1.5, "over");
        x.player_id = None;
        let mut y = row("b", "zed", "K", 2.5, "over");
        y.player_id = None;
        rows.extend([x, y]);
        let gaps = compute_gaps(&rows, "cs2", 0.5, dfs).unwrap();
        let order: Vec<&str> = gaps.iter().map(|g| g.player_name.as_str()).collect();
        // gap 2 with 3 books (p3, p4) before gap 2 with 2 books (p2); then p4 vs p3 by name;
        // Zed gap 1.0; p1's 0.3 is below min_gap.
        assert_eq!(order, ["p3", "p4", "p2", "Zed"]);
        assert_eq!(gaps[3].player_id, None);
        assert_eq!(gaps[3].gap_id, gap_id("cs2", "x_ev_1", "zed/t1", "K"));
        assert_eq!(compute_gaps(&rows, "cs2", 0.0, dfs).unwrap().len(), 5);
        // A 0.3 gap computed as 0.29999999999999716 still reaches min_gap 0.3.
        assert_eq!(compute_gaps(&rows, "cs2", 0.3, dfs).unwrap().len(), 5);
    }

    proptest! {
        #[test]
        fn gaps_are_consistent_and_sorted(
            lines in prop::collection::vec((0usize..4, 0usize..3, -5.0f64..40.0), 0..40),
            min_gap in 0.0f64..3.0,
        ) {
            let rows: Vec<PropLine> = lines
                .iter()
                .map(|&(v, p, l)| row(["a", "b", "c", "sb"][v], ["p1", "p2", "p3"][p], "K", l, "over"))
                .collect();
            let gaps = compute_gaps(&rows, "cs2", min_gap, dfs).unwrap();
            for g in &gaps {
                prop_assert!(g.book_count >= 2);
                prop_assert!(g.line_gap >= min_gap - 1e-9);
                prop_assert!(g.line_min <= g.line && g.line <= g.line_max);
                prop_assert!(g.books.iter().all(|b| b.book != "sb" && b.line > 0.0));
            }
            for w in gaps.windows(2) {
                prop_assert!(w[0].line_gap >= w[1].line_gap);
            }
            // Input order does not matter.
            let mut reversed = rows.clone();
            reversed.reverse();
            prop_assert_eq!(compute_gaps(&reversed, "cs2", min_gap, dfs).unwrap(), gaps);
        }
    }
}
