//! The six tabs of the board: which command each one runs, how its rows are keyed,
//! which columns it shows (and in which order they drop on a narrow screen), its sorts,
//! and which command a row's detail needs.

use serde_json::Value;

/// One tab of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Tab {
    Edges,
    Picks,
    Arbs,
    Gaps,
    Flow,
    Live,
}

impl Tab {
    pub const ALL: [Tab; 6] = [
        Tab::Edges,
        Tab::Picks,
        Tab::Arbs,
        Tab::Gaps,
        Tab::Flow,
        Tab::Live,
    ];

    #[must_use]
    pub fn index(self) -> usize {
        Self::ALL.iter().position(|t| *t == self).unwrap_or(0)
    }

    #[must_use]
    pub fn title(self) -> &'static str {
        match self {
            Tab::Edges => "Edges",
            Tab::Picks => "Picks",
            Tab::Arbs => "Arbs",
            Tab::Gaps => "Gaps",
            Tab::Flow => "Flow",
            Tab::Live => "Live",
        }
    }

    /// The command (after `esx`) whose NDJSON rows fill the tab; the sport, if any, goes
    /// right after the command name.
    #[must_use]
    pub fn command(self, sport: Option<&str>) -> Vec<String> {
        let (name, extra): (&str, &[&str]) = match self {
            // Every market with its flags, so the tab can put the gated ones first.
            Tab::Edges => ("lines", &["--local"]),
            Tab::Picks => ("picks", &[]),
            Tab::Arbs => ("arbs", &[]),
            Tab::Gaps => ("gaps", &[]),
            Tab::Flow => ("flow", &[]),
            Tab::Live => ("live", &[]),
        };
        let mut argv = vec![name.to_string()];
        argv.extend(sport.map(str::to_string));
        argv.extend(extra.iter().map(|s| (*s).to_string()));
        argv
    }

    /// The fields that identify a row between two refreshes (`sport` first: under `all`
    /// the same id could in principle recur across sports).
    #[must_use]
    pub fn key_fields(self) -> &'static [&'static str] {
        match self {
            Tab::Edges => &["sport", "event_id", "market"],
            Tab::Picks => &[
                "sport",
                "canonical_player_id",
                "event_id",
                "stat_type",
                "app",
                "side",
            ],
            Tab::Arbs => &["sport", "event_id", "market", "map", "line", "outcome"],
            Tab::Gaps => &["sport", "gap_id"],
            Tab::Flow => &["sport", "play_id"],
            Tab::Live => &["sport", "game_id"],
        }
    }

    /// The number whose rise or fall is marked ▲ ▼ after a refresh.
    #[must_use]
    pub fn tracked(self) -> Option<&'static str> {
        match self {
            Tab::Edges => Some("edge_pct"),
            Tab::Picks => Some("edge_pts"),
            Tab::Arbs => Some("profit_pct"),
            Tab::Gaps => Some("line_gap"),
            Tab::Flow => Some("best_decimal"),
            Tab::Live => None,
        }
    }

    /// The orders `s` cycles through; the first is the default.
    #[must_use]
    pub fn sorts(self) -> &'static [Sort] {
        // Consts, so the slices live for the whole program.
        const EDGES: [Sort; 4] = [
            Sort {
                label: "top edges first",
                field: "adjusted_edge_pct",
                desc: true,
                top_first: true,
            },
            Sort::desc("edge", "edge_pct"),
            Sort::desc("adjusted edge", "adjusted_edge_pct"),
            Sort::asc("start time", "time"),
        ];
        const PICKS: [Sort; 4] = [
            Sort::desc("edge pts", "edge_pts"),
            Sort::desc("p(win)", "p_win"),
            Sort::asc("start time", "event_time"),
            Sort::asc("player", "player_name"),
        ];
        const ARBS: [Sort; 2] = [
            Sort::served("profit (served)"),
            Sort::asc("start time", "event_time"),
        ];
        const GAPS: [Sort; 4] = [
            Sort::served("gap (served)"),
            Sort::desc("gap", "line_gap"),
            Sort::asc("start time", "event_time"),
            Sort::asc("player", "player_name"),
        ];
        const FLOW: [Sort; 3] = [
            Sort::served("served"),
            Sort::asc("start time", "start_time"),
            Sort::asc("kind", "kind"),
        ];
        const LIVE: [Sort; 2] = [Sort::served("served"), Sort::asc("game", "game_id")];
        match self {
            Tab::Edges => &EDGES,
            Tab::Picks => &PICKS,
            Tab::Arbs => &ARBS,
            Tab::Gaps => &GAPS,
            Tab::Flow => &FLOW,
            Tab::Live => &LIVE,
        }
    }

    /// The columns, in display order. `keep` ranks which stay on a narrow screen (0 never
    /// drops; higher numbers drop first).
    #[must_use]
    pub fn columns(self) -> Vec<Column> {
        use Align::{Left, Right};
        use Cell as C;
        let col = |title, keep, align, cell| Column {
            title,
            keep,
            align,
            cell,
        };
        match self {
            Tab::Edges => vec![
                col("EVENT", 0, Left, C::Field("event")),
                col("MARKET", 0, Left, C::Field("market")),
                col("OUTCOME", 0, Left, C::Field("outcome")),
                col("EDGE", 1, Right, C::Pct("edge_pct")),
                col("PRICE", 2, Right, C::Dec("decimal")),
                col("SOURCE", 3, Left, C::Field("source")),
                col("ADJ", 7, Right, C::Pct("adjusted_edge_pct")),
                col("CONF", 6, Right, C::Prob("confidence")),
                col("FLAGS", 4, Left, C::Field("flags")),
                col("START", 5, Left, C::Time("time")),
            ],
            Tab::Picks => vec![
                col("PLAYER", 0, Left, C::Field("player_name")),
                col("STAT", 0, Left, C::Field("stat_type")),
                col("APP", 0, Left, C::Field("app")),
                col("LINE", 0, Right, C::Field("line")),
                col("SIDE", 0, Left, C::Field("side")),
                col("EDGE PTS", 1, Right, C::Signed("edge_pts")),
                col("P(WIN)", 2, Right, C::Prob("p_win")),
                col("BE", 4, Right, C::Prob("breakeven")),
                col("BOOK", 5, Right, C::Field("book_line")),
                col("START", 3, Left, C::Time("event_time")),
            ],
            Tab::Arbs => vec![
                col("EVENT", 0, Left, C::Matchup("home_team", "away_team")),
                col("MARKET", 0, Left, C::Market),
                col("OUTCOME", 0, Left, C::Field("outcome")),
                col("SOURCE", 0, Left, C::Field("source")),
                col("NET", 1, Right, C::Dec("net_decimal")),
                col("STAKE", 2, Right, C::Money("stake")),
                col("PROFIT", 1, Right, C::Pct("profit_pct")),
                col("START", 3, Left, C::Time("event_time")),
            ],
            Tab::Gaps => vec![
                col("PLAYER", 0, Left, C::Field("player_name")),
                col("STAT", 0, Left, C::Field("market")),
                col("GAP", 0, Right, C::Field("line_gap")),
                col("LOW", 1, Right, C::Field("line_min")),
                col("HIGH", 1, Right, C::Field("line_max")),
                col("TEAM", 3, Left, C::Field("team")),
                col("OPPONENT", 4, Left, C::Field("opponent")),
                col("START", 2, Left, C::Time("event_time")),
                col("BOOKS", 9, Left, C::Field("books")),
            ],
            Tab::Flow => vec![
                col("KIND", 0, Left, C::Field("kind")),
                col("MATCH", 0, Left, C::Field("matchup")),
                col("MARKET", 0, Left, C::Field("market")),
                col("SELECTION", 0, Left, C::Field("selection")),
                col("SIZE", 1, Right, C::Field("move_size")),
                col("BEST", 2, Right, C::Dec("best_decimal")),
                col("SOURCE", 3, Left, C::Field("best_source")),
                col("START", 4, Left, C::Time("start_time")),
            ],
            Tab::Live => vec![
                col("GAME", 0, Left, C::Field("game_id")),
                col("BLUE", 1, Left, C::Field("blue_code")),
                col("RED", 1, Left, C::Field("red_code")),
                col("MATCH", 2, Left, C::Field("match_id")),
            ],
        }
    }

    /// What a row's detail needs from the worker: a command (after `esx`) whose output is
    /// the detail, or `None` when the row itself holds the arithmetic.
    #[must_use]
    pub fn detail_command(self, row: &Value, sport: Option<&str>) -> Option<Vec<String>> {
        let sport = str_field(row, "sport").or(sport)?.to_string();
        match self {
            Tab::Edges => {
                let event = str_field(row, "event_id")?;
                let target = explain_target(event, str_field(row, "market")?);
                Some(vec![
                    "lines".into(),
                    sport,
                    "--local".into(),
                    "--explain".into(),
                    target,
                ])
            }
            Tab::Live => Some(vec![
                "live".into(),
                sport,
                str_field(row, "game_id")?.to_string(),
            ]),
            _ => None,
        }
    }
}

/// `lines --explain`'s target for a row's market label: `map_winner m2` is
/// `EVENT:map_winner:2`, `total_maps 2.5` is `EVENT:total_maps:2.5`.
#[must_use]
pub fn explain_target(event: &str, market: &str) -> String {
    match market.split_once(' ') {
        Some((key, rest)) => {
            let rest = rest.strip_prefix('m').filter(|r| r.parse::<u32>().is_ok());
            let qualifier = rest.unwrap_or_else(|| market.split_once(' ').map_or("", |p| p.1));
            format!("{event}:{key}:{qualifier}")
        }
        None => format!("{event}:{market}"),
    }
}

fn str_field<'a>(row: &'a Value, field: &str) -> Option<&'a str> {
    row.get(field).and_then(Value::as_str)
}

/// The fields of a row the board reads beyond its columns' own: the sport (rows of an
/// `all` board carry one), the flags (`top` sorts first on the edges tab) and an arb
/// leg's map or line. Rows are any command's NDJSON, so each is kept as served (`null`
/// reads as absent) and a row of another shape has none of them.
#[derive(Debug, Default, serde::Deserialize)]
pub struct RowTags {
    pub sport: Option<Value>,
    pub flags: Option<Value>,
    pub map: Option<Value>,
    pub line: Option<Value>,
}

impl RowTags {
    #[must_use]
    pub fn of(row: &Value) -> Self {
        <Self as serde::Deserialize>::deserialize(row).unwrap_or_default()
    }

    /// Whether the row's flags name `top` (it clears every gate).
    #[must_use]
    pub fn is_top(&self) -> bool {
        self.flags
            .as_ref()
            .and_then(Value::as_str)
            .is_some_and(|f| f.split_whitespace().any(|w| w == "top"))
    }
}

/// One order of a tab's rows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Sort {
    pub label: &'static str,
    /// The field compared; empty keeps the served order.
    pub field: &'static str,
    pub desc: bool,
    /// Rows flagged `top` (they pass every gate) come first, then the rest.
    pub top_first: bool,
}

impl Sort {
    const fn desc(label: &'static str, field: &'static str) -> Self {
        Self {
            label,
            field,
            desc: true,
            top_first: false,
        }
    }
    const fn asc(label: &'static str, field: &'static str) -> Self {
        Self {
            label,
            field,
            desc: false,
            top_first: false,
        }
    }
    const fn served(label: &'static str) -> Self {
        Self {
            label,
            field: "",
            desc: false,
            top_first: false,
        }
    }

    /// Order `rows` (indices into `all`) by this sort; ties keep the served order.
    pub fn apply(&self, all: &[Value], rows: &mut [usize]) {
        // Read once per row, not once per comparison.
        let tops: Vec<bool> = if self.top_first {
            all.iter().map(|r| RowTags::of(r).is_top()).collect()
        } else {
            Vec::new()
        };
        let top = |i: usize| tops.get(i).copied().unwrap_or(false);
        rows.sort_by(|&a, &b| {
            let by_top = top(b).cmp(&top(a));
            let by_field = if self.field.is_empty() || (self.top_first && !top(a)) {
                std::cmp::Ordering::Equal
            } else {
                compare(all[a].get(self.field), all[b].get(self.field), self.desc)
            };
            by_top.then(by_field)
        });
    }
}

/// Numbers by value, strings by text, and a missing or null value last whatever the
/// direction would put first (so reversing never brings blanks to the top).
fn compare(a: Option<&Value>, b: Option<&Value>, desc: bool) -> std::cmp::Ordering {
    use std::cmp::Ordering::{Equal, Greater, Less};
    let a = a.filter(|v| !v.is_null());
    let b = b.filter(|v| !v.is_null());
    let dir = |o: std::cmp::Ordering| if desc { o.reverse() } else { o };
    match (a, b) {
        (Some(Value::Number(x)), Some(Value::Number(y))) => dir(x
            .as_f64()
            .unwrap_or(0.0)
            .total_cmp(&y.as_f64().unwrap_or(0.0))),
        (Some(x), Some(y)) => dir(text(x).cmp(&text(y))),
        (Some(_), None) => Less,
        (None, Some(_)) => Greater,
        (None, None) => Equal,
    }
}

/// A value as a person reads it (strings without quotes).
#[must_use]
pub fn text(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        Value::Null => String::new(),
        other => other.to_string(),
    }
}

/// Left or right in the column.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Align {
    Left,
    Right,
}

/// How one cell is drawn from a row.
#[derive(Debug, Clone, Copy)]
pub enum Cell {
    /// The field as served.
    Field(&'static str),
    /// A percentage, signed with 2 decimals.
    Pct(&'static str),
    /// Points, signed with 2 decimals.
    Signed(&'static str),
    /// Decimal odds, 2 decimals.
    Dec(&'static str),
    /// A probability, 3 decimals.
    Prob(&'static str),
    /// Money, 2 decimals.
    Money(&'static str),
    /// A start time, shown as `Tue 24 Nov 00:50` in the display zone.
    Time(&'static str),
    /// `home vs away`.
    Matchup(&'static str, &'static str),
    /// An arb leg's market with its map or line (`map_winner m2`, `total_maps 2.5`).
    Market,
}

/// One column of a tab.
#[derive(Debug, Clone, Copy)]
pub struct Column {
    pub title: &'static str,
    pub keep: u8,
    pub align: Align,
    pub cell: Cell,
}

impl Cell {
    /// The cell's text for `row`.
    #[must_use]
    pub fn render(self, row: &Value, tz: &jiff::tz::TimeZone) -> String {
        let num = |f: &str| row.get(f).and_then(Value::as_f64);
        match self {
            Cell::Field(f) => row.get(f).map(text).unwrap_or_default(),
            Cell::Pct(f) => num(f).map_or_else(String::new, |v| format!("{v:+.2}%")),
            Cell::Signed(f) => num(f).map_or_else(String::new, |v| format!("{v:+.2}")),
            Cell::Dec(f) | Cell::Money(f) => num(f).map_or_else(String::new, |v| format!("{v:.2}")),
            Cell::Prob(f) => num(f).map_or_else(String::new, |v| format!("{v:.3}")),
            Cell::Time(f) => row
                .get(f)
                .and_then(Value::as_str)
                .map(|t| short_time(t, tz))
                .unwrap_or_default(),
            Cell::Matchup(h, a) => match (str_field(row, h), str_field(row, a)) {
                (Some(h), Some(a)) => format!("{h} vs {a}"),
                (h, a) => h.or(a).unwrap_or_default().to_string(),
            },
            Cell::Market => {
                let market = str_field(row, "market").unwrap_or_default();
                match RowTags::of(row) {
                    RowTags { map: Some(m), .. } => format!("{market} m{}", text(&m)),
                    RowTags { line: Some(l), .. } => format!("{market} {}", text(&l)),
                    _ => market.to_string(),
                }
            }
        }
    }
}

/// A served ISO time as `Tue 24 Nov 00:50` in the tables' zone (`--tz`); the text as
/// served when it does not parse.
#[must_use]
pub fn short_time(iso: &str, tz: &jiff::tz::TimeZone) -> String {
    let Ok(ts) = iso.parse::<jiff::Timestamp>() else {
        return iso.to_string();
    };
    ts.to_zoned(tz.clone())
        .strftime("%a %d %b %H:%M")
        .to_string()
}
