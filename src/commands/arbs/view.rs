//! The arbs output as typed rows (`output::typed`): the JSON envelope, one CSV/NDJSON row
//! per leg, and the grouped table. Served values are borrowed from the payload (exact
//! text); computed numbers are [`Exact`].

use serde::{Serialize, Serializer};
use serde_json::{Number, Value};

use esx_odds::fees::FeeTable;

use crate::linebook::market_label;
use crate::output::num::{Exact, WholeOrFloat, whole_or_float};
use crate::output::{Column, Kind, Row, Tier, TypedView};

/// What `esx arbs --json` prints.
#[derive(Serialize)]
pub(super) struct ArbsDoc<'a> {
    pub(crate) source: &'static str,
    pub(crate) sport: &'a str,
    pub(crate) market: Option<&'static str>,
    pub(crate) fees: &'a FeeTable,
    pub(crate) stake: WholeOrFloat,
    pub(crate) round: WholeOrFloat,
    pub(crate) min_profit: WholeOrFloat,
    pub(crate) include_flagged: bool,
    pub(crate) total: usize,
    pub(crate) arbs: Vec<ArbJson<'a>>,
    /// With `--middles`: the hold bound of `low_hold[]`, in percent.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) max_hold: Option<WholeOrFloat>,
    /// With `--middles`: team-line middles, best EV first.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) middles: Option<Vec<MiddleJson>>,
    /// With `--middles`: two-venue covers with a hold in `0..=max_hold` %, lowest first.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) low_hold: Option<Vec<ArbJson<'a>>>,
    /// `filtered_total`, `offset`, `has_more` when `--starts-within` chose the events
    /// (DESIGN settled point 20; `arbs` shows every arb kept, so no page).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) esx: Option<crate::filtered::Counts>,
    /// The words naming the local filter, for the footer ("starting within 6h").
    #[serde(skip)]
    pub(crate) what: String,
    /// Every event on the board had started by the run's clock (and none was judged):
    /// said on stderr, not part of the output.
    #[serde(skip)]
    pub(crate) all_started: bool,
}

/// One arb in the JSON: the event's and market's served fields, then esx's figures.
#[derive(Serialize)]
pub(super) struct ArbJson<'a> {
    pub(crate) event_id: Value,
    pub(crate) home_team: Value,
    pub(crate) away_team: Value,
    pub(crate) event_time: Value,
    pub(crate) market: Value,
    pub(crate) map: Value,
    pub(crate) line: Value,
    pub(crate) implied_sum: Exact,
    pub(crate) profit_pct: Exact,
    /// A low-hold pair's hold, `100·(implied_sum − 1)`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) hold_pct: Option<Exact>,
    /// The gates some leg fails (only with `--include-flagged`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub(crate) flags: Vec<&'static str>,
    pub(crate) legs: Vec<LegJson<'a>>,
}

/// One team-line middle in the JSON (settled point 8): the window of results that win
/// both sides (maps played; a handicap's home margin), the over (`low`) and the under
/// (`high`) with equal-payout stakes, and what the pair is worth under the series model.
#[derive(Serialize)]
pub(super) struct MiddleJson {
    pub(crate) event_id: Value,
    pub(crate) home_team: Value,
    pub(crate) away_team: Value,
    pub(crate) event_time: Value,
    pub(crate) market: &'static str,
    pub(crate) window: [i64; 2],
    pub(crate) low: SideJson,
    pub(crate) high: SideJson,
    pub(crate) p_middle: Option<Exact>,
    pub(crate) ev_pct: Option<Exact>,
    /// Why `p_middle` and `ev_pct` are null.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) reason: Option<String>,
}

/// One side of a middle: the venue, the outcome as served, its line as bet.
#[derive(Serialize)]
pub(super) struct SideJson {
    pub(crate) venue: String,
    pub(crate) side: Value,
    pub(crate) line: f64,
    pub(crate) decimal: Decimal,
    pub(crate) net_decimal: Exact,
    pub(crate) stake: Exact,
    pub(crate) payout: Exact,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub(crate) flags: Vec<&'static str>,
}

/// One leg of an arb in the JSON.
#[derive(Serialize)]
pub(super) struct LegJson<'a> {
    pub(crate) outcome: Value,
    pub(crate) source: String,
    #[serde(rename = "type")]
    pub(crate) kind: &'a str,
    pub(crate) decimal: Decimal,
    pub(crate) net_decimal: Exact,
    pub(crate) stake: Exact,
    pub(crate) payout: Exact,
    /// The gates this leg's side fails (`liquidity`, `max_edge`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub(crate) flags: Vec<&'static str>,
}

/// A leg's gross decimal: the service's where it sent one, else the one esx derived.
pub(super) enum Decimal {
    Served(Number),
    Computed(Exact),
}

impl Serialize for Decimal {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Self::Served(n) => n.serialize(s),
            Self::Computed(r) => r.serialize(s),
        }
    }
}

impl Decimal {
    fn to_value(&self) -> Value {
        match self {
            Self::Served(n) => Value::Number(n.clone()),
            Self::Computed(r) => r.to_value(),
        }
    }
}

/// One CSV/NDJSON row per leg, the arb's fields repeated (fields in `ROW_KEYS` order).
#[derive(Serialize)]
pub(super) struct LegRow<'a> {
    event_id: &'a Value,
    home_team: &'a Value,
    away_team: &'a Value,
    event_time: &'a Value,
    market: &'a Value,
    map: &'a Value,
    line: &'a Value,
    implied_sum: Exact,
    profit_pct: Exact,
    outcome: &'a Value,
    source: &'a str,
    #[serde(rename = "type")]
    kind: &'a str,
    decimal: &'a Decimal,
    net_decimal: Exact,
    stake: Exact,
    payout: Exact,
    flags: String,
}

impl Row for LegRow<'_> {
    fn field(&self, key: &str) -> Option<Value> {
        Some(match key {
            "event_id" => self.event_id.clone(),
            "home_team" => self.home_team.clone(),
            "away_team" => self.away_team.clone(),
            "event_time" => self.event_time.clone(),
            "market" => self.market.clone(),
            "map" => self.map.clone(),
            "line" => self.line.clone(),
            "implied_sum" => self.implied_sum.to_value(),
            "profit_pct" => self.profit_pct.to_value(),
            "outcome" => self.outcome.clone(),
            "source" => self.source.into(),
            "type" => self.kind.into(),
            "decimal" => self.decimal.to_value(),
            "net_decimal" => self.net_decimal.to_value(),
            "stake" => self.stake.to_value(),
            "payout" => self.payout.to_value(),
            "flags" => self.flags.as_str().into(),
            _ => return None,
        })
    }
}

/// The keys of one CSV/NDJSON row.
const ROW_KEYS: [&str; 17] = [
    "event_id",
    "home_team",
    "away_team",
    "event_time",
    "market",
    "map",
    "line",
    "implied_sum",
    "profit_pct",
    "outcome",
    "source",
    "type",
    "decimal",
    "net_decimal",
    "stake",
    "payout",
    "flags",
];

/// One flat row per leg (CSV and NDJSON).
pub(super) fn leg_rows<'a>(doc: &'a ArbsDoc<'a>) -> Vec<LegRow<'a>> {
    let mut rows = Vec::new();
    for a in &doc.arbs {
        for leg in &a.legs {
            rows.push(LegRow {
                event_id: &a.event_id,
                home_team: &a.home_team,
                away_team: &a.away_team,
                event_time: &a.event_time,
                market: &a.market,
                map: &a.map,
                line: &a.line,
                implied_sum: a.implied_sum,
                profit_pct: a.profit_pct,
                outcome: &leg.outcome,
                source: &leg.source,
                kind: leg.kind,
                decimal: &leg.decimal,
                net_decimal: leg.net_decimal,
                stake: leg.stake,
                payout: leg.payout,
                flags: leg.flags.join(" "),
            });
        }
    }
    rows
}

/// The CSV/NDJSON view: the legs as rows.
pub(super) fn legs_view<'v>(
    doc: &'v ArbsDoc<'v>,
    rows: &'v [LegRow<'v>],
) -> TypedView<'v, LegRow<'v>> {
    TypedView::new(
        doc,
        rows,
        ROW_KEYS.iter().map(|k| Column::path(k, k)).collect(),
    )
}

/// A table row: one per leg, under a heading line per arb naming its event, market
/// (with its line), profit and start, whole.
#[derive(Serialize)]
pub(super) struct TableRow<'a> {
    kind: &'static str,
    event: String,
    market: String,
    profit_pct: Option<Exact>,
    detail: String,
    outcome: Value,
    source: &'a str,
    decimal: &'a Decimal,
    net_decimal: Exact,
    stake: Exact,
    payout: Exact,
    flags: String,
    time: &'a Value,
}

impl Row for TableRow<'_> {
    fn field(&self, key: &str) -> Option<Value> {
        Some(match key {
            "kind" => self.kind.into(),
            "event" => self.event.as_str().into(),
            "market" => self.market.as_str().into(),
            "profit_pct" => self.profit_pct.map_or(Value::Null, Exact::to_value),
            "detail" => self.detail.as_str().into(),
            "outcome" => self.outcome.clone(),
            "source" => self.source.into(),
            "decimal" => self.decimal.to_value(),
            "net_decimal" => self.net_decimal.to_value(),
            "stake" => self.stake.to_value(),
            "payout" => self.payout.to_value(),
            "flags" => self.flags.as_str().into(),
            "time" => self.time.clone(),
            _ => return None,
        })
    }
}

/// "Home vs Away" of an event's served names.
fn event_name(home: &Value, away: &Value) -> String {
    format!(
        "{} vs {}",
        home.as_str().unwrap_or(""),
        away.as_str().unwrap_or("")
    )
}

/// An arb's or a low-hold pair's legs as table rows.
fn cover_rows<'a>(rows: &mut Vec<TableRow<'a>>, a: &'a ArbJson<'a>, kind: &'static str) {
    let event = event_name(&a.home_team, &a.away_team);
    let market = market_label(
        a.market.as_str().unwrap_or(""),
        a.map.as_i64(),
        a.line.as_f64(),
    );
    let (profit_pct, detail) = match a.hold_pct {
        Some(h) => (None, format!("hold {:.2}%", h.0)),
        None => (Some(a.profit_pct), String::new()),
    };
    for leg in &a.legs {
        rows.push(TableRow {
            kind,
            event: event.clone(),
            market: market.clone(),
            profit_pct,
            detail: detail.clone(),
            outcome: leg.outcome.clone(),
            source: &leg.source,
            decimal: &leg.decimal,
            net_decimal: leg.net_decimal,
            stake: leg.stake,
            payout: leg.payout,
            flags: leg.flags.join(" "),
            time: &a.event_time,
        });
    }
}

/// A middle's two sides as table rows, under a heading with its window and figures.
fn middle_rows<'a>(rows: &mut Vec<TableRow<'a>>, m: &'a MiddleJson) {
    let window = match m.window {
        [lo, hi] if lo == hi => format!("window {lo}"),
        [lo, hi] => format!("window {lo}–{hi}"),
    };
    let detail = match (m.p_middle, m.ev_pct) {
        (Some(p), Some(ev)) => format!(
            "{window} · P(middle) {:.1}% · EV {:+.2}%",
            p.0 * 100.0,
            ev.0
        ),
        _ => format!("{window} · {}", m.reason.as_deref().unwrap_or("not valued")),
    };
    for s in [&m.low, &m.high] {
        rows.push(TableRow {
            kind: "middle",
            event: event_name(&m.home_team, &m.away_team),
            market: m.market.to_string(),
            profit_pct: None,
            detail: detail.clone(),
            // A total's side with its line ("Over 3.5"); a handicap's name carries it.
            outcome: match (m.market, s.side.as_str()) {
                ("total_maps", Some(name)) => format!("{name} {}", s.line).into(),
                _ => s.side.clone(),
            },
            source: &s.venue,
            decimal: &s.decimal,
            net_decimal: s.net_decimal,
            stake: s.stake,
            payout: s.payout,
            flags: s.flags.join(" "),
            time: &m.event_time,
        });
    }
}

/// The table's rows: the arbs, then (with `--middles`) the middles and the low-hold
/// pairs, each under its heading line.
pub(super) fn table_rows<'a>(doc: &'a ArbsDoc<'a>) -> Vec<TableRow<'a>> {
    let mut rows = Vec::new();
    for a in &doc.arbs {
        cover_rows(&mut rows, a, "arb");
    }
    for m in doc.middles.iter().flatten() {
        middle_rows(&mut rows, m);
    }
    for a in doc.low_hold.iter().flatten() {
        cover_rows(&mut rows, a, "low hold");
    }
    rows
}

/// An arbs table's columns (`middles`: a KIND heading; `flagged`: a FLAGS column).
fn leg_columns(middles: bool, flagged: bool) -> Vec<Column> {
    // Tiers (settled point 6): the kind, event, market and outcome name a leg; its venue,
    // price (gross and net), stake, the profit and the start are acted on; the payout
    // (the same on every outcome), the detail and a flag are context.
    use Tier::{ActOn, Context, Identity};
    let mut columns = Vec::new();
    if middles {
        columns.push(Column::path("KIND", "kind").heading().in_tier(Identity));
    }
    columns.extend([
        Column::path("EVENT", "event").heading().in_tier(Identity),
        Column::path("MARKET", "market").heading().in_tier(Identity),
        Column::path("PROFIT", "profit_pct")
            .kind(Kind::SignedPct)
            .heading()
            .in_tier(ActOn),
        Column::path("DETAIL", "detail").heading().in_tier(Context),
        Column::path("TIME", "time")
            .kind(Kind::Time)
            .heading()
            .in_tier(ActOn),
        Column::path("OUTCOME", "outcome").rank(0).in_tier(Identity),
        Column::path("SOURCE", "source")
            .rank(0)
            .kind(Kind::Id)
            .in_tier(ActOn),
        Column::path("PRICE", "decimal")
            .kind(Kind::Odds)
            .rank(1)
            .in_tier(ActOn),
        Column::path("NET", "net_decimal")
            .kind(Kind::Odds)
            .rank(0)
            .in_tier(ActOn),
        Column::path("STAKE", "stake")
            .kind(Kind::Money)
            .rank(0)
            .in_tier(ActOn),
        Column::path("PAYOUT", "payout")
            .kind(Kind::Money)
            .rank(4)
            .in_tier(Context),
    ]);
    if flagged {
        columns.push(Column::path("FLAGS", "flags").rank(1).in_tier(Context));
    }
    columns
}

/// The view: the envelope for JSON, a table for people with a heading line per arb.
pub(super) fn arbs_view<'v>(
    doc: &'v ArbsDoc<'v>,
    rows: &'v [TableRow<'v>],
    fees: &FeeTable,
) -> TypedView<'v, TableRow<'v>> {
    let text = |x: f64| whole_or_float(x).to_string();
    // Counted as every filtered list is (filtered.rs): "3 arbs starting within 6h".
    let count = crate::filtered::Paged::of((0..doc.total).collect(), 0, None)
        .footer("arb", "arbs", &doc.what);
    let count = match (&doc.middles, &doc.low_hold, doc.max_hold) {
        (Some(m), Some(l), Some(h)) => format!(
            "{count}, {}, {} (hold ≤ {}%)",
            crate::output::fmt::plural(m.len(), "middle", "middles"),
            crate::output::fmt::plural(l.len(), "low-hold pair", "low-hold pairs"),
            text(h.0)
        ),
        _ => count,
    };
    let note = format!(
        "{count} (stake {} in steps of {}, net of fees: {}; min profit {}%; {})",
        text(doc.stake.0),
        text(doc.round.0),
        fees.describe(),
        text(doc.min_profit.0),
        if doc.include_flagged {
            "legs failing a gate shown, flagged"
        } else {
            "every leg passes the liquidity and max_edge gates"
        },
    );
    let columns = leg_columns(
        doc.middles.is_some(),
        rows.iter().any(|r| !r.flags.is_empty()),
    );
    TypedView::new(doc, rows, columns)
        .note(note)
        .legends(&[
            "NET price after the venue's fee",
            "STAKE of the total on each outcome; every outcome pays PAYOUT",
            "FLAGS: the gate a leg fails (shown with --include-flagged)",
        ])
        .legends(if doc.middles.is_some() {
            &[
                "a middle's window: the results that win both sides (maps played; a handicap's home margin)",
                "low hold: the cheapest cover on two venues, hold = Σ implied − 1",
            ]
        } else {
            &[]
        })
        .empty_message(if doc.middles.is_some() {
            "no arbs, middles or low-hold pairs on the board"
        } else {
            "no arbs: no market costs less than it pays at the best net prices"
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A leg row's NDJSON line is its serialisation: its keys must be the CSV header.
    #[test]
    fn leg_rows_serialise_with_the_csv_keys_in_order() {
        let served = crate::client::exact::parse(br#"["e1", 2.10, 1.5]"#).unwrap();
        let Value::Number(d) = &served[1] else {
            unreachable!()
        };
        let row = LegRow {
            event_id: &served[0],
            home_team: &Value::Null,
            away_team: &Value::Null,
            event_time: &Value::Null,
            market: &served[0],
            map: &Value::Null,
            line: &served[2],
            implied_sum: Exact(0.98),
            profit_pct: Exact(2.0408),
            outcome: &served[0],
            source: "b",
            kind: "sportsbook",
            decimal: &Decimal::Served(d.clone()),
            net_decimal: Exact(2.1),
            stake: Exact(47.62),
            payout: Exact(100.0),
            flags: String::new(),
        };
        let v = serde_json::to_value(&row).unwrap();
        let keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
        assert_eq!(keys, ROW_KEYS);
        for k in ROW_KEYS {
            assert_eq!(row.field(k).unwrap(), v[k], "{k}");
        }
        assert!(
            serde_json::to_string(&row)
                .unwrap()
                .contains(r#""decimal":2.10,"#)
        );
    }

    /// Tiers (settled point 6): each leg's venue, price, net price and stake are act-on
    /// (PRICE was context), the event, market and outcome identity.
    #[test]
    fn arbs_columns_say_their_tiers() {
        use crate::output::view::{Tier::*, table_tiers};
        assert_eq!(
            table_tiers(&leg_columns(true, true)),
            [
                ("KIND", Identity),
                ("EVENT", Identity),
                ("MARKET", Identity),
                ("PROFIT", ActOn),
                ("DETAIL", Context),
                ("TIME", ActOn),
                ("OUTCOME", Identity),
                ("SOURCE", ActOn),
                ("PRICE", ActOn),
                ("NET", ActOn),
                ("STAKE", ActOn),
                ("PAYOUT", Context),
                ("FLAGS", Context),
            ]
        );
    }
}
