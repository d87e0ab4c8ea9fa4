//! Prices for the flat props board from the documented source: a service that sends only
//! the interface puts no `odds` on `/props` rows, so a sportsbook row takes its price from
//! `/player-props`' `main[].odds`, joined on documented fields (DESIGN round four, settled
//! points 3 and 4).

use std::collections::HashMap;

use esx_proto::models::{PlayerPropGroup, PropRow};

use crate::joins::join_name;

/// Where a row's price came from, for its JSON `esx` object.
pub(super) const FROM: &str = "player-props";

/// One side of one prop as both routes name it on documented fields: the event id, and
/// the player, stat, side and venue as join names, and the line's served value.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct Side {
    event: String,
    player: String,
    stat: String,
    line: u64,
    direction: String,
    venue: String,
}

impl Side {
    fn of_row(p: &PropRow) -> Self {
        Self::new(
            &p.event_id,
            &p.player_name,
            &p.stat_type,
            p.line,
            &p.direction,
            &p.book_name,
        )
    }

    fn new(event: &str, player: &str, stat: &str, line: f64, dir: &str, venue: &str) -> Self {
        Self {
            event: event.to_string(),
            player: join_name(player),
            stat: join_name(stat),
            // `20` and `20.0` are one line: compare the number, not its text.
            line: (line + 0.0).to_bits(),
            direction: join_name(dir),
            venue: join_name(venue),
        }
    }
}

/// Whether a row should carry a price: a line book's (the sportsbook's) row prices its
/// sides; DFS apps post lines without one (under any field mode), and a venue esx does
/// not know is not assumed to price (an extra request for it would find nothing).
fn wants_price(p: &PropRow) -> bool {
    esx_proto::venues::LINE_BOOK_KEYS.contains(&join_name(&p.book_name).as_str())
}

/// Whether the board has a row that should be priced and is not: then (and only then)
/// the documented source is read, so a service that sends `odds` costs no extra request.
pub(super) fn missing(props: &[PropRow]) -> bool {
    props.iter().any(|p| wants_price(p) && p.odds.is_none())
}

/// Fills each unpriced sportsbook row's `odds` from the groups' `main[]` entries of the
/// same event, player, stat, line, side and venue. Returns which rows were filled and how
/// many that want a price found none.
pub(super) fn fill(props: &mut [PropRow], groups: &[PlayerPropGroup]) -> (Vec<bool>, usize) {
    let mut prices: HashMap<Side, i64> = HashMap::new();
    for g in groups {
        for e in &g.main {
            if let Some(odds) = e.odds {
                // The entry's own stat_type when it has one (the group's otherwise).
                let stat = if e.stat_type.is_empty() {
                    &g.stat_type
                } else {
                    &e.stat_type
                };
                let side = Side::new(
                    &g.event_id,
                    &g.player_name,
                    stat,
                    e.line,
                    &e.direction,
                    &e.book_name,
                );
                prices.entry(side).or_insert(odds);
            }
        }
    }
    let mut filled = vec![false; props.len()];
    let mut unpriced = 0;
    for (p, f) in props.iter_mut().zip(filled.iter_mut()) {
        if !wants_price(p) || p.odds.is_some() {
            continue;
        }
        match prices.get(&Side::of_row(p)) {
            Some(&odds) => {
                p.odds = Some(odds);
                *f = true;
            }
            None => unpriced += 1,
        }
    }
    (filled, unpriced)
}

/// The one stderr line for rows no documented field can price.
pub(super) fn unpriced_line(n: usize) -> String {
    let rows = crate::output::fmt::plural(n, "sportsbook row", "sportsbook rows");
    format!(
        "{rows} without a price: /props sends no odds and /player-props' main board has no entry of the same event, player, stat, line and side, so ODDS and NO-VIG are blank there"
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn row(book: &str, player: &str, line: f64, dir: &str) -> PropRow {
        serde_json::from_value(json!({
            "propId": "p", "eventId": "e1", "offerId": format!("p_{dir}"), "book_name": book,
            "player_name": player, "stat_type": "CS2_KILLS_MAPS_1_2", "line": line,
            "direction": dir, "team": "T", "opponent": "O",
            "event_time": "2026-11-21T18:00:00.000Z",
            "links": {"player_image": "i", "team_logo": "t", "opponent_logo": "o"}
        }))
        .unwrap()
    }

    fn group(player: &str, entries: &serde_json::Value) -> PlayerPropGroup {
        serde_json::from_value(json!({
            "player_name": player, "player_id": 1, "canonical_player_id": "c",
            "stat_type": "CS2_KILLS_MAPS_1_2", "event_id": "e1", "team": "T",
            "opponent": "O", "event_time": "2026-11-21T18:00:00.000Z", "dfs": [],
            "main": entries
        }))
        .unwrap()
    }

    #[test]
    fn sportsbook_rows_join_main_entries_by_player_stat_line_side_and_venue() {
        let mut props = vec![
            row("Thunderpick", "Lo Qumi", 41.5, "over"),
            row("Thunderpick", "Lo Qumi", 41.5, "under"),
            // A DFS row wants no price; a line the main board lacks stays blank.
            row("PrizePicks", "Lo Qumi", 41.5, "over"),
            row("Thunderpick", "Lo Qumi", 40.5, "over"),
        ];
        assert!(missing(&props));
        let entry = |line: f64, dir: &str, odds: i64| {
            json!({"book_name": "thunderpick", "sportsbook_name": "thunderpick",
                   "line": line, "direction": dir, "stat_type": "CS2_KILLS_MAPS_1_2",
                   "odds": odds})
        };
        // Names compare as join names: "lo-qumi" either way, "THUNDERPICK" the venue.
        let groups = [group(
            "lo_qumi",
            &json!([entry(41.5, "OVER", 102), entry(41.5, "under", -124)]),
        )];
        let (filled, unpriced) = fill(&mut props, &groups);
        assert_eq!(filled, [true, true, false, false]);
        assert_eq!(unpriced, 1);
        let odds: Vec<Option<i64>> = props.iter().map(|p| p.odds).collect();
        assert_eq!(odds, [Some(102), Some(-124), None, None]);
        assert!(unpriced_line(unpriced).starts_with("1 sportsbook row without a price"));
    }

    #[test]
    fn a_board_whose_sportsbook_rows_are_priced_reads_nothing_more() {
        let mut p = row("Thunderpick", "x", 20.0, "over");
        p.odds = Some(-110);
        assert!(!missing(&[p, row("Underdog", "x", 20.0, "over")]));
    }
}
