//! The `--best-slips` output as typed rows: one row per slip leg, the slip's own fields
//! on its first leg in a table (on every leg in CSV and NDJSON), and the slips table's
//! columns and tiers.

use serde::Serialize;
use serde_json::Value;
use serde_json::value::RawValue;

use super::board::Text;
use super::view::{PicksDoc, note, num, opt};
use crate::output::num::Exact;
use crate::output::{Column, Format, Kind, Row, Tier, TypedView};

/// One slip leg as a table, CSV or NDJSON row: the slip's own fields on its first leg
/// (tables) or on every leg (CSV and NDJSON), then the leg's.
#[derive(Serialize)]
pub(super) struct SlipRow<'a> {
    slip: Option<usize>,
    app: Option<&'a str>,
    payout: Option<&'a super::payouts::Pay>,
    p_all: Option<Exact>,
    slip_ev_pct: Option<Exact>,
    // The leg's fields (its `event_time` only in a table: CSV and NDJSON leave it out).
    player_name: &'a Text<'a>,
    stat_type: &'a str,
    event_id: &'a str,
    line: &'a RawValue,
    side: &'static str,
    p_win: Exact,
    edge_pts: Exact,
    #[serde(skip)]
    event_time: &'a Text<'a>,
}

impl Row for SlipRow<'_> {
    fn field(&self, key: &str) -> Option<Value> {
        let l = self;
        Some(match key {
            "slip" => self.slip.map_or(Value::Null, Value::from),
            "app" => self.app.map_or(Value::Null, Value::from),
            "payout" => self.payout.map_or(Value::Null, |p| match p {
                super::payouts::Pay::Power(m) => crate::output::num::whole_or_float(*m),
                super::payouts::Pay::Flex(_) => p.text().into(),
            }),
            "p_all" => opt(self.p_all),
            "slip_ev_pct" => opt(self.slip_ev_pct),
            "player_name" => l.player_name.to_value(),
            "stat_type" => l.stat_type.into(),
            "event_id" => l.event_id.into(),
            "line" => num(Some(l.line)),
            "side" => l.side.into(),
            "p_win" => l.p_win.to_value(),
            "edge_pts" => l.edge_pts.to_value(),
            "event_time" => l.event_time.to_value(),
            _ => return None,
        })
    }
}

/// The slip legs as rows: the slip's fields on the first leg only in a table.
pub(super) fn slip_rows<'a>(doc: &'a PicksDoc<'a>, format: Format) -> Vec<SlipRow<'a>> {
    let mut rows = Vec::new();
    for (si, slip) in doc.slips.iter().flatten().enumerate() {
        for (li, leg) in slip.legs.iter().enumerate() {
            let first = li == 0 || format != Format::Table;
            rows.push(SlipRow {
                slip: first.then_some(si + 1),
                app: first.then_some(slip.app.as_str()),
                payout: first.then_some(&slip.payout),
                p_all: first.then_some(slip.p_all),
                slip_ev_pct: first.then_some(slip.slip_ev_pct),
                player_name: leg.player_name,
                stat_type: leg.stat_type,
                event_id: leg.event_id,
                line: leg.line,
                side: leg.side,
                p_win: leg.p_win,
                edge_pts: leg.edge_pts,
                event_time: leg.event_time,
            });
        }
    }
    rows
}

const SLIP_KEYS: [&str; 12] = [
    "slip",
    "app",
    "payout",
    "p_all",
    "slip_ev_pct",
    "player_name",
    "stat_type",
    "event_id",
    "line",
    "side",
    "p_win",
    "edge_pts",
];

/// A slips table's columns.
fn slip_columns() -> Vec<Column> {
    // Tiers: the slip's number, each leg's player and stat name a row; the slip's
    // app and EV, each leg's side, line, P(WIN) and start are acted on; the payout
    // (the app's table) and each leg's own edge (the slip's EV is the edge acted
    // on) are context.
    use Tier::{ActOn, Context, Identity};
    vec![
        Column::path("#", "slip")
            .kind(Kind::Line)
            .rank(0)
            .in_tier(Identity),
        Column::path("APP", "app")
            .rank(1)
            .kind(Kind::Id)
            .in_tier(ActOn),
        Column::path("PAYOUT", "payout")
            .kind(Kind::Num(2))
            .rank(2)
            .in_tier(Context),
        Column::path("EV", "slip_ev_pct")
            .kind(Kind::SignedPct)
            .rank(0)
            .in_tier(ActOn),
        Column::path("PLAYER", "player_name")
            .rank(0)
            .in_tier(Identity),
        Column::path("stat_type", "stat_type").csv_only(),
        crate::output::view::stat_label("STAT", "stat_type").in_tier(Identity),
        Column::path("SIDE", "side").rank(0).in_tier(ActOn),
        Column::path("LINE", "line")
            .kind(Kind::Line)
            .rank(0)
            .in_tier(ActOn),
        Column::path("P(WIN)", "p_win")
            .kind(Kind::Prob)
            .rank(1)
            .in_tier(ActOn),
        Column::path("EDGE PTS", "edge_pts")
            .kind(Kind::Num(2))
            .rank(1)
            .in_tier(Context),
        Column::path("START", "event_time")
            .kind(Kind::Time)
            .rank(3)
            .in_tier(ActOn)
            .table_only(),
    ]
}

/// The view with `--best-slips`: the envelope for JSON; slip legs as rows.
pub(super) fn slips_view<'v>(
    doc: &'v PicksDoc<'v>,
    rows: &'v [SlipRow<'v>],
    format: Format,
) -> TypedView<'v, SlipRow<'v>> {
    let columns = if format == Format::Table {
        slip_columns()
    } else {
        SLIP_KEYS.iter().map(|k| Column::path(k, k)).collect()
    };
    TypedView::new(doc, rows, columns)
        .note(note(doc))
        .empty_message("no slips: not enough priced picks from different events on one venue")
}

#[cfg(test)]
mod tests {
    use super::super::view::{SlipLegJson, keys, sample_pick};
    use super::*;

    /// A slip row's NDJSON line is its serialisation: its keys must be the CSV header.
    #[test]
    fn slip_rows_serialise_with_the_csv_keys_in_order() {
        let pick = sample_pick();
        let leg = SlipLegJson::of(&pick);
        let row = SlipRow {
            slip: Some(1),
            app: Some("x"),
            payout: Some(&crate::commands::picks::Pay::Power(3.0)),
            p_all: Some(Exact(0.25)),
            slip_ev_pct: Some(Exact(-25.0)),
            player_name: leg.player_name,
            stat_type: leg.stat_type,
            event_id: leg.event_id,
            line: leg.line,
            side: leg.side,
            p_win: leg.p_win,
            edge_pts: leg.edge_pts,
            event_time: leg.event_time,
        };
        assert_eq!(keys(&row), SLIP_KEYS);
        let power3 = crate::commands::picks::Pay::Power(3.0);
        assert_eq!(
            serde_json::to_string(&row.payout).unwrap(),
            serde_json::to_string(&power3.json()).unwrap()
        );
        for k in SLIP_KEYS {
            assert_eq!(
                row.field(k).unwrap(),
                serde_json::to_value(&row).unwrap()[k],
                "{k}"
            );
        }
    }

    /// Tiers (settled point 6): a slip's app, EV and each leg's start are act-on.
    #[test]
    fn slip_columns_say_their_tiers() {
        use crate::output::view::{Tier::*, table_tiers};
        assert_eq!(
            table_tiers(&slip_columns()),
            [
                ("#", Identity),
                ("APP", ActOn),
                ("PAYOUT", Context),
                ("EV", ActOn),
                ("PLAYER", Identity),
                ("STAT", Identity),
                ("SIDE", ActOn),
                ("LINE", ActOn),
                ("P(WIN)", ActOn),
                ("EDGE PTS", Context),
                ("START", ActOn),
            ]
        );
    }
}
