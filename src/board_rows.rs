//! The rows the board shows, typed: each tab's command's NDJSON rows (`lines --local`,
//! `picks`, `arbs`, `gaps`, `flow`, `live`) read once by serde into [`BoardRow`], so
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
    pub sport: Option<Value>,

    // Edges: `lines --local`.
    pub event_id: Option<Value>,
    pub event: Option<Value>,
    pub market: Option<Value>,
    pub outcome: Option<Value>,
    pub edge_pct: Option<Value>,
    pub adjusted_edge_pct: Option<Value>,
    pub decimal: Option<Value>,
    pub source: Option<Value>,
    pub confidence: Option<Value>,
    /// Space-separated; `top` when the market clears every gate.
    pub flags: Option<Value>,
    pub time: Option<Value>,

    // Picks: `picks`.
    pub canonical_player_id: Option<Value>,
    pub player_name: Option<Value>,
    pub stat_type: Option<Value>,
    pub app: Option<Value>,
    pub line: Option<Value>,
    pub side: Option<Value>,
    pub edge_pts: Option<Value>,
    pub p_win: Option<Value>,
    pub p_push: Option<Value>,
    pub breakeven: Option<Value>,
    pub book: Option<Value>,
    pub book_line: Option<Value>,
    pub book_over_american: Option<Value>,
    pub book_under_american: Option<Value>,
    pub p_over_book_line: Option<Value>,
    pub event_time: Option<Value>,

    // Arbs: `arbs` (one row per leg; `line` as above).
    pub home_team: Option<Value>,
    pub away_team: Option<Value>,
    pub map: Option<Value>,
    pub net_decimal: Option<Value>,
    pub stake: Option<Value>,
    pub payout: Option<Value>,
    pub profit_pct: Option<Value>,

    // Gaps: `gaps`.
    pub gap_id: Option<Value>,
    pub line_gap: Option<Value>,
    pub line_min: Option<Value>,
    pub line_max: Option<Value>,
    pub team: Option<Value>,
    pub opponent: Option<Value>,
    /// `venue:line;venue:line…`.
    pub books: Option<Value>,

    // Flow: `flow`.
    pub play_id: Option<Value>,
    pub kind: Option<Value>,
    pub matchup: Option<Value>,
    pub selection: Option<Value>,
    pub move_size: Option<Value>,
    pub best_decimal: Option<Value>,
    pub best_source: Option<Value>,
    pub start_time: Option<Value>,

    // Live: `live`.
    pub game_id: Option<Value>,
    pub blue_code: Option<Value>,
    pub red_code: Option<Value>,
    pub match_id: Option<Value>,
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
