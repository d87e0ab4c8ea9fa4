//! What `gaps` prints, typed (`output::typed`): one [`GapRow`] per gap, read from the
//! decoded answer (the table's fields, LOW/HIGH among them, and the stable export
//! columns), and the `--json` document: the answer as served, with `esx.middle` on each
//! row when it was read.

use std::fmt::Write as _;

use serde::Serialize;
use serde::ser::{SerializeMap, SerializeSeq, Serializer};
use serde_json::{Map, Number, Value};

use crate::client::response::decode;
use crate::error::EsxError;
use crate::output::fmt::num_text;
use crate::output::typed::row_fields;
use crate::output::{Column, Kind, Tier, TypedView};
use crate::rows;
use esx_odds::middle::Middle;
use esx_proto::models::{GapRowServed, GapsSummary};

/// The stable CSV export columns, in order (documented in docs/commands.md, `esx gaps`).
pub(super) const CSV_COLUMNS: [&str; 15] = [
    "gap_id",
    "player_id",
    "player_name",
    "team",
    "opponent",
    "event_id",
    "event_time",
    "stat_type",
    "market",
    "line",
    "line_min",
    "line_max",
    "line_gap",
    "book_count",
    "books",
];

/// The array of gap rows in the `/gaps` envelope.
const ROWS: &str = "gaps";
/// Where esx's figures sit in a served row (DESIGN.md: never over a service field).
const ESX: &str = "esx";
/// esx's figure in a row's `esx` object.
const MIDDLE: &str = "middle";

/// One answer of `/gaps` (or `--local`'s, or `--all`'s merged pages): the JSON as served
/// and its decoded model, rows in the same order.
pub(super) struct Gaps {
    /// What `--json` prints (with [`Gaps::middles`]): the answer as served, its rows
    /// those kept.
    data: Value,
    pub(super) typed: GapsSummary,
    /// Row for row, the gap's middle (`esx.middle`: `None` is `false`); `None`: not
    /// read.
    pub(super) middles: Option<Vec<Option<Middle>>>,
    /// `--middles`: the table shows each middle's window, P(middle) and EV%.
    pub(super) show_middles: bool,
    /// A local filter kept the rows and paged them: its counts and its words.
    paged: Option<(crate::filtered::Paged, String)>,
}

impl Gaps {
    /// The answer read as [`GapsSummary`]: a wrong shape is exit 7 naming the field.
    pub(super) fn of(data: Value, route: &str) -> Result<Self, EsxError> {
        let typed: GapsSummary = decode(&data, route)?;
        Ok(Self {
            data,
            typed,
            middles: None,
            show_middles: false,
            paged: None,
        })
    }

    /// Keep the gaps at `indexes`, in that order, in the JSON and the model alike.
    pub(super) fn keep(&mut self, indexes: &[usize]) {
        rows::keep(&mut self.data, ROWS, indexes);
        let gaps = std::mem::take(&mut self.typed.gaps);
        self.typed.gaps = indexes
            .iter()
            .filter_map(|&i| gaps.get(i).cloned())
            .collect();
    }

    /// The rows are a page of what a local filter kept (`what` names it): the footer
    /// and `esx.filtered_total`/`offset`/`has_more` count those.
    pub(super) fn filtered(&mut self, paged: crate::filtered::Paged, what: String) {
        paged.mark(&mut self.data);
        self.paged = Some((paged, what));
    }

    /// One row per gap.
    pub(super) fn rows(&self) -> Vec<GapRow<'_>> {
        let middle = |i: usize| {
            self.middles
                .as_ref()
                .and_then(|m| m.get(i))
                .and_then(Option::as_ref)
        };
        (0..self.typed.gaps.len())
            .map(|i| GapRow::of(&self.typed.gaps[i], middle(i)))
            .collect()
    }

    /// JSON the answer as served; the table, CSV and NDJSON a row per gap.
    pub(super) fn view<'v>(&'v self, rows: &'v [GapRow<'v>]) -> TypedView<'v, GapRow<'v>> {
        let mut view = TypedView::new(self, rows, columns(self.show_middles))
            .empty_message("no gaps match (try a smaller --min-gap or fewer filters)")
            // `+k` in LOW/HIGH is shorthand a newcomer cannot guess.
            .legends(&[
                "LOW and HIGH the lowest and highest line with a venue posting it; +k: k more venues post that same line",
            ]);
        // A filtered page counts what the filter kept; the served summary would count
        // (and offer an `--offset` into) the unfiltered list.
        if let Some((paged, what)) = &self.paged {
            view = view.note(paged.footer("gap", "gaps", what));
        } else if let Some(line) = summary(&self.typed) {
            view = view.note(line);
        }
        view
    }

    /// A `--watch` poll: the view (its table, and the export columns `--alert` sees) and
    /// row for row the gap as served, which a change is keyed by and carries.
    pub(super) fn watched(&self) -> anyhow::Result<(crate::output::View, Vec<Value>)> {
        let rows = self.rows();
        let served = rows::raw(&self.data, ROWS).to_vec();
        Ok((self.view(&rows).into_view()?, served))
    }
}

/// The count line above the table (none when the answer gives no `total`).
fn summary(s: &GapsSummary) -> Option<String> {
    let total = s.total?;
    let returned = s.gaps.len() as u64;
    let offset = s.offset.unwrap_or(0);
    let mut line = format!(
        "{} (min gap {}){}",
        crate::output::fmt::count(usize::try_from(total).unwrap_or(usize::MAX), "gap"),
        s.min_gap
            .as_ref()
            .map_or_else(String::new, ToString::to_string),
        if s.source.as_deref() == Some("esx") {
            ", computed by esx from /props"
        } else {
            ""
        }
    );
    if returned > 0 && (offset > 0 || returned < total) {
        let _ = write!(line, "; showing {}–{}", offset + 1, offset + returned);
    }
    if s.has_more == Some(true) {
        let _ = write!(line, "; more with --offset {} or --all", offset + returned);
    }
    Some(line)
}

/// `--json`: the answer as served, each row with `esx.middle` when it was read (a row's
/// own `esx` object gets the field; a row without one gets `esx: {"middle": …}` last).
impl Serialize for Gaps {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let (Some(middles), Value::Object(fields)) = (&self.middles, &self.data) else {
            return self.data.serialize(s);
        };
        let mut out = s.serialize_map(Some(fields.len()))?;
        for (k, v) in fields {
            match v {
                Value::Array(rows) if k == ROWS => {
                    out.serialize_entry(k, &Marked { rows, middles })?;
                }
                _ => out.serialize_entry(k, v)?,
            }
        }
        out.end()
    }
}

/// Served rows, each with its middle.
struct Marked<'a> {
    rows: &'a [Value],
    middles: &'a [Option<Middle>],
}

impl Serialize for Marked<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut out = s.serialize_seq(Some(self.rows.len()))?;
        for (i, row) in self.rows.iter().enumerate() {
            match (row, self.middles.get(i)) {
                (Value::Object(fields), Some(middle)) => {
                    out.serialize_element(&MarkedRow { fields, middle })?;
                }
                _ => out.serialize_element(row)?,
            }
        }
        out.end()
    }
}

/// A served row with `esx.middle`.
struct MarkedRow<'a> {
    fields: &'a Map<String, Value>,
    middle: &'a Option<Middle>,
}

impl Serialize for MarkedRow<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut out = s.serialize_map(None)?;
        let mut has_esx = false;
        for (k, v) in self.fields {
            if k == ESX {
                has_esx = true;
                match v {
                    Value::Object(esx) => out.serialize_entry(k, &WithMiddle(esx, self.middle))?,
                    // Not an object: the service's, left as it is.
                    _ => out.serialize_entry(k, v)?,
                }
            } else {
                out.serialize_entry(k, v)?;
            }
        }
        if !has_esx {
            out.serialize_entry(ESX, &WithMiddle(&Map::new(), self.middle))?;
        }
        out.end()
    }
}

/// A row's `esx` object with `middle` set (in its place when there, else last).
struct WithMiddle<'a>(&'a Map<String, Value>, &'a Option<Middle>);

impl Serialize for WithMiddle<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut out = s.serialize_map(None)?;
        let mut set = false;
        for (k, v) in self.0 {
            if k == MIDDLE {
                set = true;
                out.serialize_entry(k, &MiddleValue(self.1))?;
            } else {
                out.serialize_entry(k, v)?;
            }
        }
        if !set {
            out.serialize_entry(MIDDLE, &MiddleValue(self.1))?;
        }
        out.end()
    }
}

/// One gap's row: the export columns (fields in [`CSV_COLUMNS`] order: the CSV header
/// and the NDJSON keys), borrowed from the decoded row (its numbers keep their served
/// text: `esx_proto::served`), then the table's own cells, which CSV and NDJSON leave
/// out.
#[derive(Serialize)]
pub(super) struct GapRow<'a> {
    gap_id: &'a str,
    player_id: Option<&'a str>,
    player_name: &'a str,
    team: &'a str,
    opponent: &'a str,
    event_id: &'a str,
    event_time: &'a str,
    stat_type: &'a str,
    market: &'a str,
    line: &'a Number,
    line_min: &'a Number,
    line_max: &'a Number,
    line_gap: &'a Number,
    book_count: &'a Number,
    /// Every venue and its line as served: `key:line`, `;` between venues.
    books: String,
    /// The market as the table names it (`kills m1`).
    #[serde(skip)]
    market_label: String,
    /// The lowest line and the venue posting it ([`end_venue`]).
    #[serde(skip)]
    low: Option<String>,
    /// The highest line and the venue posting it.
    #[serde(skip)]
    high: Option<String>,
    /// `--middles`: the middle's window (`31–33`, `32` for one result).
    #[serde(skip)]
    window: Option<String>,
    /// `--middles`: P(the result falls in the window).
    #[serde(skip)]
    p_middle: Option<f64>,
    /// `--middles`: the pair's EV in % at equal-payout stakes.
    #[serde(skip)]
    ev_pct: Option<f64>,
}

row_fields!(GapRow<'a>; gap_id, player_id, player_name, team, opponent, event_id, event_time,
    stat_type, market, line, line_min, line_max, line_gap, book_count, books, market_label,
    low, high, window, p_middle, ev_pct);

impl<'a> GapRow<'a> {
    /// The row of the decoded gap `g`.
    pub(super) fn of(g: &'a GapRowServed, middle: Option<&Middle>) -> Self {
        let mut books = String::new();
        for (i, b) in g.books.iter().enumerate() {
            push_venue(&mut books, i, &b.book, &b.line.to_string());
        }
        Self {
            gap_id: &g.gap_id,
            player_id: g.player_id.as_deref(),
            player_name: &g.player_name,
            team: &g.team,
            opponent: &g.opponent,
            event_id: &g.event_id,
            event_time: &g.event_time,
            stat_type: &g.stat_type,
            market: &g.market,
            line: &g.line,
            line_min: &g.line_min,
            line_max: &g.line_max,
            line_gap: &g.line_gap,
            book_count: &g.book_count,
            books,
            market_label: crate::output::fmt::short_stat(&g.market),
            low: end_venue(g, &g.line_min),
            high: end_venue(g, &g.line_max),
            window: middle.map(|m| match m.window {
                [lo, hi] if lo == hi => lo.to_string(),
                [lo, hi] => format!("{lo}–{hi}"),
            }),
            p_middle: middle.and_then(|m| m.p_middle),
            ev_pct: middle.and_then(|m| m.ev_pct),
        }
    }
}

/// The table's columns (table-only) and the export's (CSV and NDJSON only, the
/// documented [`CSV_COLUMNS`] under the same keys); `middles` adds the act-on columns
/// of `--middles` (window, P(middle), EV%).
pub(super) fn columns(middles: bool) -> Vec<Column> {
    // Tiers (settled point 6): the player and market name a gap; the low and the high
    // line with their venues and the start are acted on (START tells a player's two
    // matches apart), and with `--middles` the window, P(middle) and EV; the team, the
    // consensus line, the venue count and GAP (HIGH − LOW, both shown) are context.
    use Tier::{ActOn, Context, Identity};
    let mut columns = vec![
        Column::path("PLAYER", "player_name")
            .rank(0)
            .in_tier(Identity),
        Column::path("TEAM", "team").rank(4).in_tier(Context),
        Column::path("MARKET", "market_label")
            .kind(Kind::Id)
            .rank(0)
            .in_tier(Identity),
        Column::path("LINE", "line")
            .kind(Kind::Line)
            .rank(2)
            .in_tier(Context),
        Column::path("GAP", "line_gap")
            .kind(Kind::Line)
            .rank(0)
            .in_tier(Context),
        Column::path("N", "book_count")
            .kind(Kind::Line)
            .rank(3)
            .in_tier(Context),
        Column::path("LOW", "low").rank(1).in_tier(ActOn),
        Column::path("HIGH", "high").rank(1).in_tier(ActOn),
        Column::path("START", "event_time")
            .kind(Kind::Time)
            .rank(5)
            .in_tier(ActOn),
    ];
    if middles {
        columns.extend([
            Column::path("WINDOW", "window").rank(0).in_tier(ActOn),
            Column::path("P(MIDDLE)", "p_middle")
                .kind(Kind::Prob)
                .rank(0)
                .in_tier(ActOn),
            Column::path("EV%", "ev_pct")
                .kind(Kind::SignedPct)
                .rank(0)
                .in_tier(ActOn),
        ]);
    }
    let mut columns = columns
        .into_iter()
        .map(Column::table_only)
        .collect::<Vec<_>>();
    columns.extend(CSV_COLUMNS.iter().map(|k| Column::path(k, k).csv_only()));
    columns
}

/// The line at one end of a gap and the venue posting it (`13.5 dabble`; with several
/// venues at that line, `13.5 dabble +2`; `?` when none does).
fn end_venue(g: &GapRowServed, end: &Number) -> Option<String> {
    let target = end.as_f64()?;
    let at: Vec<&str> = g
        .books
        .iter()
        .filter(|b| b.line.as_f64().is_some_and(|l| (l - target).abs() < 1e-9))
        .map(|b| b.book.as_str())
        .collect();
    let more = if at.len() > 1 {
        format!(" +{}", at.len() - 1)
    } else {
        String::new()
    };
    Some(format!(
        "{} {}{more}",
        num_text(target),
        at.first().copied().unwrap_or("?")
    ))
}

/// Append one venue to a `books` cell: `key:line`, `;` between venues, the line as sent.
pub(super) fn push_venue(text: &mut String, index: usize, book: &str, line: &str) {
    if index > 0 {
        text.push(';');
    }
    text.push_str(book);
    text.push(':');
    text.push_str(line);
}

/// `esx.middle`: `false`, or the middle's object.
struct MiddleValue<'a>(&'a Option<Middle>);

impl Serialize for MiddleValue<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.0 {
            Some(m) => m.serialize(s),
            None => s.serialize_bool(false),
        }
    }
}
