//! The rows the board shows, typed: each tab's command's NDJSON rows (`lines --local`,
//! `picks`, `arbs`, `gaps`, `flow`, `live`, and the Bets tab's rows of `bets list`) read once by serde into [`BoardRow`], so
//! the board names a field where the compiler checks it instead of looking it up by a
//! key string. Outside `commands/` (DESIGN settled point 19): the rows are the
//! commands' output, the board only reads them.

use serde::Deserialize;
use serde_json::Value;

/// The fields the board reads from a row of any tab, each as served (numbers keep
/// their text); a field that is absent or `null` is `None`, and a row of another shape
/// (not an object) has none.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default)]
pub(crate) struct BoardRow {
    /// Rows of a board over several sports (`all`, a list) lead with their sport.
    pub(crate) sport: Option<Value>,

    // Edges: `lines --local`.
    pub(crate) event_id: Option<Value>,
    pub(crate) event: Option<Value>,
    pub(crate) market: Option<Value>,
    pub(crate) outcome: Option<Value>,
    pub(crate) edge_pct: Option<Value>,
    pub(crate) adjusted_edge_pct: Option<Value>,
    pub(crate) decimal: Option<Value>,
    pub(crate) source: Option<Value>,
    pub(crate) confidence: Option<Value>,
    /// Space-separated; `top` when the market clears every gate.
    pub(crate) flags: Option<Value>,
    pub(crate) time: Option<Value>,

    // Picks: `picks`.
    pub(crate) canonical_player_id: Option<Value>,
    pub(crate) player_name: Option<Value>,
    pub(crate) stat_type: Option<Value>,
    pub(crate) app: Option<Value>,
    pub(crate) line: Option<Value>,
    pub(crate) side: Option<Value>,
    pub(crate) edge_pts: Option<Value>,
    pub(crate) p_win: Option<Value>,
    pub(crate) p_push: Option<Value>,
    pub(crate) breakeven: Option<Value>,
    pub(crate) book: Option<Value>,
    pub(crate) book_line: Option<Value>,
    pub(crate) book_over_american: Option<Value>,
    pub(crate) book_under_american: Option<Value>,
    pub(crate) p_over_book_line: Option<Value>,
    pub(crate) event_time: Option<Value>,

    // Arbs: `arbs` (one row per leg; `line` as above).
    pub(crate) home_team: Option<Value>,
    pub(crate) away_team: Option<Value>,
    pub(crate) map: Option<Value>,
    pub(crate) net_decimal: Option<Value>,
    pub(crate) stake: Option<Value>,
    pub(crate) payout: Option<Value>,
    pub(crate) profit_pct: Option<Value>,

    // Gaps: `gaps`.
    pub(crate) gap_id: Option<Value>,
    pub(crate) line_gap: Option<Value>,
    pub(crate) line_min: Option<Value>,
    pub(crate) line_max: Option<Value>,
    pub(crate) team: Option<Value>,
    pub(crate) opponent: Option<Value>,
    /// `venue:line;venue:line…`.
    pub(crate) books: Option<Value>,

    // Flow: `flow`.
    pub(crate) play_id: Option<Value>,
    pub(crate) kind: Option<Value>,
    pub(crate) matchup: Option<Value>,
    pub(crate) selection: Option<Value>,
    pub(crate) move_size: Option<Value>,
    pub(crate) best_decimal: Option<Value>,
    pub(crate) best_source: Option<Value>,
    pub(crate) start_time: Option<Value>,

    // Live: `live`.
    pub(crate) game_id: Option<Value>,
    pub(crate) blue_code: Option<Value>,
    pub(crate) red_code: Option<Value>,
    pub(crate) match_id: Option<Value>,

    // Bets: `bets list` with each bet's shape (`board_bets`; `selection`, `source`,
    // `decimal` and `stake` as above).
    pub(crate) bet_id: Option<Value>,
    pub(crate) placed_at: Option<Value>,
    pub(crate) bet_type: Option<Value>,
    pub(crate) result: Option<Value>,
    pub(crate) profit: Option<Value>,
    pub(crate) clv_pct: Option<Value>,
}

/// One of a row's fields (a column's cell, a sort key, a part of a row's identity).
pub(crate) type Field = fn(&BoardRow) -> Option<&Value>;

impl BoardRow {
    /// A row as its command printed it.
    #[must_use]
    pub(crate) fn of(row: &Value) -> Self {
        // Only an object (serde would read an array's items as the fields in order).
        if !row.is_object() {
            return Self::default();
        }
        Self::deserialize(row).unwrap_or_default()
    }

    /// Whether the row's flags name `top` (it clears every gate).
    #[must_use]
    pub(crate) fn is_top(&self) -> bool {
        self.flags
            .as_ref()
            .and_then(Value::as_str)
            .is_some_and(|f| f.split_whitespace().any(|w| w == "top"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_row_reads_its_fields_as_served_and_anything_else_reads_as_empty() {
        let served: Value = serde_json::from_str(
            r#"{"sport": "cs2", "decimal": 1.50, "map": null, "flags": "top low-conf", "extra": 1}"#,
        )
        .unwrap();
        let row = BoardRow::of(&served);
        assert_eq!(row.sport, Some(Value::from("cs2")));
        // The served number's text is kept (`1.50`, not `1.5`).
        assert_eq!(
            row.decimal.as_ref().map(ToString::to_string).as_deref(),
            Some("1.50")
        );
        assert!(row.map.is_none() && row.is_top());
        let other = BoardRow::of(&serde_json::json!(["not", "a", "row"]));
        assert!(other.sport.is_none() && !other.is_top());
        assert!(!BoardRow::of(&serde_json::json!({"flags": "topless"})).is_top());
    }
}
