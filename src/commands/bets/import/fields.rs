//! Which column holds which of a bet's fields, and one row read into a bet: esx's own
//! CSV by its header, or any CSV through a column map `[import.NAME]` from config
//! (esx's field names as keys, the file's column names as values, plus how its odds
//! and dates are written).

use std::collections::HashMap;

use esx_store::{BetKind, BetResult, NewBet};

use super::super::bet_csv::{FIELDS, ImportBet, Use, col, external_uid, is_uid, split_tags};
use super::super::legs_text::parse_legs;
use crate::error::EsxError;

/// How a mapped file writes its prices.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Odds {
    Decimal,
    American,
}

/// The settings of a map that name no column.
const MAP_SETTINGS: &[&str] = &["odds_format", "date_format", "venue"];

/// How to read a file's rows: each field's column, and the map's settings.
#[derive(Debug, Default)]
pub(super) struct Layout {
    /// Field name → column index.
    columns: HashMap<&'static str, usize>,
    odds: Option<Odds>,
    /// A `jiff` strptime format for `placed_at`/`settled_at` (UTC when it has no zone).
    date_format: Option<String>,
    /// Every row's venue, for a file without a venue column.
    venue: Option<String>,
    /// A map's file: results as books write them (`Win`, `Loss`, `Pending`, …).
    mapped: bool,
}

/// A column map from config: field → the file's column name, and its settings.
#[derive(Debug, Default)]
pub(super) struct ColumnMap {
    name: String,
    fields: Vec<(&'static str, String)>,
    odds: Option<Odds>,
    date_format: Option<String>,
    venue: Option<String>,
}

impl ColumnMap {
    /// The map `[import.NAME]` as config holds it (`pairs`); an unknown key or setting
    /// is exit 2 naming it and what a map takes.
    pub(super) fn parse(name: &str, pairs: &[(String, String)]) -> Result<Self, EsxError> {
        let mut map = Self {
            name: name.to_string(),
            ..Self::default()
        };
        for (key, value) in pairs {
            let value = value.trim();
            match key.as_str() {
                "odds_format" => {
                    map.odds = Some(match value {
                        "decimal" => Odds::Decimal,
                        "american" => Odds::American,
                        other => {
                            return Err(EsxError::usage(format!(
                                "[import.{name}] odds_format `{other}` is not one esx reads; valid: decimal, american"
                            )));
                        }
                    });
                }
                "date_format" => map.date_format = Some(value.to_string()),
                "venue" => map.venue = Some(value.to_string()),
                field => {
                    let Some(known) = mappable().find(|f| *f == field) else {
                        return Err(EsxError::usage(format!(
                            "[import.{name}] has `{field}`, which is no field of a bet; it takes {}, external_id, and the settings {}",
                            mappable().collect::<Vec<_>>().join(", "),
                            MAP_SETTINGS.join(", ")
                        )));
                    };
                    map.fields.push((known, value.to_string()));
                }
            }
        }
        Ok(map)
    }
}

/// The fields a map may name: esx's columns an import reads, and a book's own bet id.
fn mappable() -> impl Iterator<Item = &'static str> {
    FIELDS
        .iter()
        .filter(|(_, u)| *u != Use::Computed)
        .map(|(f, _)| *f)
        .chain([col::EXTERNAL_ID])
}

impl Layout {
    /// esx's own CSV: each column by its name in the header (any case, trimmed).
    pub(super) fn own(header: &[String]) -> Self {
        let mut layout = Self::default();
        for field in mappable() {
            if let Some(i) = header.iter().position(|h| h.eq_ignore_ascii_case(field)) {
                layout.columns.insert(field, i);
            }
        }
        layout
    }

    /// A mapped file: each field at the column its map names. A column the map names
    /// that the header lacks is missing like a required one.
    pub(super) fn mapped(header: &[String], map: &ColumnMap) -> (Self, Vec<String>) {
        let mut layout = Self {
            odds: map.odds,
            date_format: map.date_format.clone(),
            venue: map.venue.clone(),
            mapped: true,
            ..Self::default()
        };
        let mut missing = Vec::new();
        for (field, column) in &map.fields {
            match header.iter().position(|h| h.eq_ignore_ascii_case(column)) {
                Some(i) => {
                    layout.columns.insert(field, i);
                }
                None => missing.push(format!("{column} (for {field}, [import.{}])", map.name)),
            }
        }
        (layout, missing)
    }

    /// The required columns the file lacks (named as the file would name them).
    pub(super) fn missing(&self) -> Vec<String> {
        let mut missing: Vec<String> = FIELDS
            .iter()
            .filter(|(f, u)| {
                *u == Use::Required
                    && !self.columns.contains_key(f)
                    && !(*f == col::SOURCE && self.venue.is_some())
            })
            .map(|(f, _)| (*f).to_string())
            .collect();
        if !self.columns.contains_key(col::LEGS) {
            missing.extend(
                FIELDS
                    .iter()
                    .filter(|(f, u)| *u == Use::Single && !self.columns.contains_key(f))
                    .map(|(f, _)| (*f).to_string()),
            );
        }
        missing
    }

    /// The cell of `field` in a row (esx's `'` against formulas taken off, trimmed),
    /// empty when the file has no such column.
    fn cell<'r>(&self, row: &'r [String], field: &str) -> &'r str {
        self.columns
            .get(field)
            .and_then(|&i| row.get(i))
            .map_or("", |c| crate::output::csv::unguard(c.trim()).trim())
    }

    /// One row read into a bet, or why it cannot be (the reason names the column).
    pub(super) fn bet(&self, line: u64, row: &[String], now: &str) -> Result<ImportBet, String> {
        let c = Cells { layout: self, row };
        let shape = shape(&c)?;
        let (result, settled_at, settled_decimal) = self.settlement(&c, now)?;
        // A multi-leg bet's own row: its first leg's event, its kind as the market and
        // its size as the outcome (as `bets add` logs it), unless the file says.
        let kind = shape.kind;
        let or = |field: &str, default: String| -> Result<String, String> {
            match (kind, c.get(field)) {
                (BetKind::Single, _) => c.required(field).map(str::to_string),
                (_, "") => Ok(default),
                (_, v) => Ok(v.to_string()),
            }
        };
        let first_event = shape
            .legs
            .first()
            .and_then(|l| l.event_id.clone())
            .unwrap_or_default();
        let summary = match kind {
            BetKind::Slip => shape.slip_type.clone().unwrap_or_default(),
            _ => format!("{} legs", shape.legs.len()),
        };
        let decimal = match (kind, c.get(col::DECIMAL)) {
            (BetKind::Parlay, "") => shape.legs.iter().filter_map(|l| l.decimal).product(),
            (_, "") => return Err("decimal is empty".into()),
            (_, d) => self.price(d)?,
        };
        let stake = number(c.required(col::STAKE)?, "stake")?;
        if stake <= 0.0 {
            return Err(format!("stake must be above 0, got {}", c.get(col::STAKE)));
        }
        let mut bet = NewBet {
            placed_at: self.time(c.required(col::PLACED_AT)?, "placed_at")?,
            event_id: or("event_id", first_event)?,
            market: or("market", kind.as_str().to_string())?,
            map: c.map()?,
            line: c.number(col::LINE)?,
            outcome: or("outcome", summary)?,
            source: match (c.get(col::SOURCE), &self.venue) {
                ("", Some(v)) => v.clone(),
                _ => c.required(col::SOURCE)?.to_string(),
            },
            decimal,
            stake,
            kind,
            slip_type: shape.slip_type,
            payout: shape.payout,
            legs: shape.legs,
            tags: split_tags(c.get(col::TAGS)),
            bet_uid: None,
            result,
            settled_at,
            settled_decimal,
            contracts: None,
            maker: false,
        };
        (bet.contracts, bet.maker) = order(&c)?;
        bet.bet_uid = Some(match (c.get(col::EXTERNAL_ID), c.get(col::BET_UID)) {
            ("", "") => esx_store::bet_uid(&bet),
            ("", u) if is_uid(u) => u.to_string(),
            ("", u) => return Err(format!("bet_uid `{u}` is not 64 hex digits")),
            (id, _) => external_uid(&bet.source, id),
        });
        Ok(ImportBet { line, bet })
    }

    /// A row's result, when it was settled (now when the file does not say) and what a
    /// multi-leg bet paid.
    fn settlement(&self, c: &Cells<'_, '_>, now: &str) -> Result<Settlement, String> {
        let result = self.result(c.get(col::RESULT))?;
        let settled_at = match (result, c.get(col::SETTLED_AT)) {
            (None, _) => None,
            (Some(_), "") => Some(now.to_string()),
            (Some(_), t) => Some(self.time(t, "settled_at")?),
        };
        Ok((result, settled_at, c.number(col::SETTLED_DECIMAL)?))
    }

    /// A price in the file's odds format, as a decimal above 1.
    fn price(&self, s: &str) -> Result<f64, String> {
        let d = match self.odds.unwrap_or(Odds::Decimal) {
            Odds::Decimal => number(s, "decimal")?,
            Odds::American => {
                let a = number(s, "odds")?;
                esx_odds::price::american_to_decimal(a)
                    .map_err(|_| format!("odds `{s}` are not American odds (±100 or beyond)"))?
            }
        };
        if d > 1.0 {
            Ok(d)
        } else {
            Err(format!("decimal must be above 1, got {s}"))
        }
    }

    /// A time in the store's format: ISO 8601 (or a date), or the map's `date_format`.
    fn time(&self, s: &str, field: &str) -> Result<String, String> {
        if let Some(t) = crate::store::normalise_time(s) {
            return Ok(t);
        }
        if let Some(fmt) = &self.date_format {
            let parsed = jiff::Timestamp::strptime(fmt, s).or_else(|_| {
                jiff::civil::DateTime::strptime(fmt, s)
                    .and_then(|d| d.to_zoned(jiff::tz::TimeZone::UTC))
                    .map(|z| z.timestamp())
            });
            if let Ok(ts) = parsed
                && let Some(t) = crate::store::normalise_time(&ts.to_string())
            {
                return Ok(t);
            }
            return Err(format!(
                "{field} `{s}` matches neither ISO 8601 nor date_format `{fmt}`"
            ));
        }
        Err(format!(
            "{field} `{s}` is not a time (ISO 8601 such as 2026-11-21T18:00:00Z; a map can set date_format)"
        ))
    }

    /// A result: esx's `won|lost|push|void` (empty or `open`: not settled); a mapped
    /// file's as books write them too.
    fn result(&self, s: &str) -> Result<Option<BetResult>, String> {
        let lower = s.to_ascii_lowercase();
        if matches!(lower.as_str(), "" | "open") {
            return Ok(None);
        }
        if let Some(r) = BetResult::parse(&lower) {
            return Ok(Some(r));
        }
        let book = match lower.as_str() {
            "win" | "w" => Some(BetResult::Won),
            "loss" | "lose" | "l" => Some(BetResult::Lost),
            "draw" | "refund" | "refunded" => Some(BetResult::Push),
            "cancelled" | "canceled" | "voided" => Some(BetResult::Void),
            "pending" | "unsettled" => return Ok(None),
            _ => None,
        };
        match book {
            Some(r) if self.mapped => Ok(Some(r)),
            _ => Err(format!(
                "result `{s}` is not won, lost, push, void or empty (open)"
            )),
        }
    }
}

/// A row's result, settled time and what a multi-leg bet paid per unit.
type Settlement = (Option<BetResult>, Option<String>, Option<f64>);

/// One row's cells, by field.
struct Cells<'l, 'r> {
    layout: &'l Layout,
    row: &'r [String],
}

impl<'r> Cells<'_, 'r> {
    fn get(&self, field: &str) -> &'r str {
        self.layout.cell(self.row, field)
    }

    fn required(&self, field: &str) -> Result<&'r str, String> {
        match self.get(field) {
            "" => Err(format!("{field} is empty")),
            v => Ok(v),
        }
    }

    /// An optional number.
    fn number(&self, field: &str) -> Result<Option<f64>, String> {
        match self.get(field) {
            "" => Ok(None),
            v => number(v, field).map(Some),
        }
    }

    fn map(&self) -> Result<Option<u32>, String> {
        match self.get(col::MAP) {
            "" => Ok(None),
            m => m
                .parse::<u32>()
                .map(Some)
                .map_err(|_| format!("map `{m}` is not a map number")),
        }
    }
}

/// A bet's shape: its kind, legs, slip type and payout override.
struct Shape {
    kind: BetKind,
    legs: Vec<esx_store::BetLeg>,
    slip_type: Option<String>,
    payout: Option<f64>,
}

/// A row's shape: `kind` as written, or (empty) a slip when it has legs and a slip
/// type, a parlay when it has legs, else a single; the legs as `bets add` takes them.
fn shape(c: &Cells<'_, '_>) -> Result<Shape, String> {
    let legs_cell = c.get(col::LEGS);
    let kind = match c.get(col::KIND).to_ascii_lowercase().as_str() {
        "" if legs_cell.is_empty() => BetKind::Single,
        "" if !c.get(col::SLIP_TYPE).is_empty() => BetKind::Slip,
        "" => BetKind::Parlay,
        k => {
            BetKind::parse(k).ok_or_else(|| format!("kind `{k}` is not single, parlay or slip"))?
        }
    };
    let legs = match kind {
        BetKind::Single if !legs_cell.is_empty() => {
            return Err("a single bet has no legs (kind is single)".into());
        }
        BetKind::Single => Vec::new(),
        _ => parse_legs(kind, legs_cell)?,
    };
    if kind != BetKind::Single && legs.len() < 2 {
        return Err(format!(
            "a {} needs at least 2 legs, got {}",
            kind.as_str(),
            legs.len()
        ));
    }
    let slip_type = Some(c.get(col::SLIP_TYPE).to_string()).filter(|t| !t.is_empty());
    if kind == BetKind::Slip && slip_type.is_none() {
        return Err("slip_type is empty (a slip's power2..power6 or flex3..flex6)".into());
    }
    let payout = c.number(col::PAYOUT)?;
    if let Some(p) = payout
        && p <= 1.0
    {
        return Err(format!("payout must be above 1, got {p}"));
    }
    Ok(Shape {
        kind,
        legs,
        slip_type,
        payout,
    })
}

/// A prediction-market order's contracts and whether it was a maker order.
fn order(c: &Cells<'_, '_>) -> Result<(Option<u32>, bool), String> {
    let contracts = match c.get(col::CONTRACTS) {
        "" => None,
        n => Some(
            n.parse::<u32>()
                .ok()
                .filter(|n| *n > 0)
                .ok_or_else(|| format!("contracts `{n}` is not a whole number above 0"))?,
        ),
    };
    let maker = match c.get(col::FEE_ROLE) {
        "" | "taker" => false,
        "maker" => true,
        other => return Err(format!("fee_role `{other}` is not taker or maker")),
    };
    Ok((contracts, maker))
}

/// A finite number, or why not.
fn number(s: &str, field: &str) -> Result<f64, String> {
    s.parse::<f64>()
        .ok()
        .filter(|x| x.is_finite())
        .ok_or_else(|| format!("{field} `{s}` is not a number"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(cells: &[&str]) -> Vec<String> {
        cells.iter().map(|c| (*c).to_string()).collect()
    }

    const NOW: &str = "2026-12-01T00:00:00.000Z";

    #[test]
    fn own_rows_and_their_reasons() {
        let header = row(&[
            "placed_at",
            "source",
            "event_id",
            "market",
            "outcome",
            "decimal",
            "stake",
            "result",
        ]);
        let l = Layout::own(&header);
        assert!(l.missing().is_empty());
        let ok = l
            .bet(
                2,
                &row(&[
                    "2026-11-21T09:00:00Z",
                    "sharpbook",
                    "ev1",
                    "match_winner",
                    "'=HYPERLINK(\"x\")",
                    "1.7",
                    "10",
                    "won",
                ]),
                NOW,
            )
            .unwrap();
        // esx's guard comes off; the formula is kept as text.
        assert_eq!(ok.bet.outcome, "=HYPERLINK(\"x\")");
        assert_eq!(ok.bet.placed_at, "2026-11-21T09:00:00.000Z");
        assert_eq!(
            (ok.bet.result, ok.bet.settled_at.as_deref()),
            (Some(BetResult::Won), Some(NOW))
        );
        let mut plain = ok.bet.clone();
        plain.bet_uid = None;
        assert_eq!(ok.uid(), esx_store::bet_uid(&plain));
        let bad = |cells: &[&str]| l.bet(3, &row(cells), NOW).unwrap_err();
        let e = bad(&["2026-11-21", "b", "e", "m", "o", "0.9", "10", ""]);
        assert_eq!(e, "decimal must be above 1, got 0.9");
        let e = bad(&["yesterday", "b", "e", "m", "o", "1.9", "10", ""]);
        assert!(e.starts_with("placed_at `yesterday` is not a time"), "{e}");
        let e = bad(&["2026-11-21", "b", "e", "m", "o", "1.9", "10", "Win"]);
        assert!(e.starts_with("result `Win`"), "{e}");
        let e = bad(&["2026-11-21", "b", "e", "m", "", "1.9", "10", ""]);
        assert_eq!(e, "outcome is empty");
        let e = bad(&["2026-11-21", "b", "e", "m", "o", "1.9", "-5", ""]);
        assert_eq!(e, "stake must be above 0, got -5");
        let missing = Layout::own(&row(&["placed_at", "stake"])).missing();
        assert_eq!(
            missing,
            ["source", "decimal", "event_id", "market", "outcome"]
        );
    }

    #[test]
    fn a_mapped_row_american_dates_and_external_id() {
        let pairs: Vec<(String, String)> = [
            ("placed_at", "Date"),
            ("event_id", "Match"),
            ("market", "Market"),
            ("outcome", "Pick"),
            ("decimal", "Odds"),
            ("stake", "Risk"),
            ("result", "Status"),
            ("external_id", "Ticket"),
            ("odds_format", "american"),
            ("date_format", "%m/%d/%Y %H:%M"),
            ("venue", "thunderpick"),
        ]
        .iter()
        .map(|(k, v)| ((*k).to_string(), (*v).to_string()))
        .collect();
        let map = ColumnMap::parse("book", &pairs).unwrap();
        let header = row(&[
            "Ticket", "Date", "Match", "Market", "Pick", "Odds", "Risk", "Status",
        ]);
        let (l, missing) = Layout::mapped(&header, &map);
        assert!(missing.is_empty() && l.missing().is_empty(), "{missing:?}");
        let b = l
            .bet(
                2,
                &row(&[
                    "T-1",
                    "11/21/2026 09:30",
                    "ev1",
                    "match_winner",
                    "Alpha",
                    "+150",
                    "20",
                    "Loss",
                ]),
                NOW,
            )
            .unwrap();
        assert_eq!(b.bet.decimal, 2.5);
        assert_eq!(b.bet.placed_at, "2026-11-21T09:30:00.000Z");
        assert_eq!(b.bet.source, "thunderpick");
        assert_eq!(b.bet.result, Some(BetResult::Lost));
        assert_eq!(b.uid(), external_uid("thunderpick", "T-1"));
        let e = ColumnMap::parse("book", &[("stakes".into(), "x".into())]).unwrap_err();
        assert!(e.to_string().contains("`stakes`, which is no field"), "{e}");
        let (_, missing) = Layout::mapped(&row(&["Date"]), &map);
        assert!(
            missing.iter().any(|m| m.starts_with("Risk (for stake")),
            "{missing:?}"
        );
    }
}
