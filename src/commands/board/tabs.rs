//! The seven tabs of the board: which command each one runs, how its rows are keyed,
//! which columns it shows (and in which order they drop on a narrow screen), its sorts,
//! and which command a row's detail needs. Rows are read as typed [`BoardRow`]s.

use serde_json::Value;

use crate::board_rows::{BoardRow, Field};
use crate::output::view::Tier;

/// One tab of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub(super) enum Tab {
    Edges,
    Picks,
    Arbs,
    Gaps,
    Flow,
    Live,
    /// The bet log (a local store, no request to the service).
    Bets,
}

impl Tab {
    pub(super) const ALL: [Tab; 7] = [
        Tab::Edges,
        Tab::Picks,
        Tab::Arbs,
        Tab::Gaps,
        Tab::Flow,
        Tab::Live,
        Tab::Bets,
    ];

    #[must_use]
    pub(super) fn index(self) -> usize {
        Self::ALL.iter().position(|t| *t == self).unwrap_or(0)
    }

    #[must_use]
    pub(super) fn title(self) -> &'static str {
        match self {
            Tab::Edges => "Edges",
            Tab::Picks => "Picks",
            Tab::Arbs => "Arbs",
            Tab::Gaps => "Gaps",
            Tab::Flow => "Flow",
            Tab::Live => "Live",
            Tab::Bets => "Bets",
        }
    }

    /// The command (after `esx`) whose NDJSON rows fill the tab; the sport, if any, goes
    /// right after the command name. The Bets tab's is `bets list` on the board's `--db`
    /// (else the default store), whatever the sport. The Edges tab judges on the board's
    /// `--fair` (with its `--db` for `sharp` and `learned`).
    #[must_use]
    pub(super) fn command(
        self,
        sport: Option<&str>,
        db: Option<&str>,
        fair: Option<esx_odds::FairBasis>,
    ) -> Vec<String> {
        if self == Tab::Bets {
            let mut argv = vec!["bets".to_string(), "list".to_string()];
            if let Some(db) = db {
                argv.extend(["--db".to_string(), db.to_string()]);
            }
            return argv;
        }
        let (name, extra): (&str, &[&str]) = match self {
            // Every market with its flags, so the tab can put the gated ones first.
            Tab::Edges => ("lines", &["--local"]),
            Tab::Picks => ("picks", &[]),
            Tab::Arbs => ("arbs", &[]),
            Tab::Gaps => ("gaps", &[]),
            Tab::Flow => ("flow", &[]),
            Tab::Live => ("live", &[]),
            Tab::Bets => ("bets", &["list"]),
        };
        let mut argv = vec![name.to_string()];
        argv.extend(sport.map(str::to_string));
        argv.extend(extra.iter().map(|s| (*s).to_string()));
        if let (Tab::Edges, Some(fair)) = (self, fair) {
            argv.extend(["--fair".to_string(), fair.to_string()]);
            if let Some(db) = db {
                argv.extend(["--db".to_string(), db.to_string()]);
            }
        }
        argv
    }

    /// A row's identity between two refreshes: the fields that identify it, `|`-joined
    /// (`sport` first: under `all` the same id could in principle recur across sports).
    #[must_use]
    pub(super) fn key(self, r: &BoardRow) -> String {
        let fields = match self {
            Tab::Edges => vec![&r.sport, &r.event_id, &r.market],
            Tab::Picks => vec![
                &r.sport,
                &r.canonical_player_id,
                &r.event_id,
                &r.stat_type,
                &r.app,
                &r.side,
            ],
            Tab::Arbs => vec![
                &r.sport,
                &r.event_id,
                &r.market,
                &r.map,
                &r.line,
                &r.outcome,
            ],
            Tab::Gaps => vec![&r.sport, &r.gap_id],
            Tab::Flow => vec![&r.sport, &r.play_id],
            Tab::Live => vec![&r.sport, &r.game_id],
            Tab::Bets => vec![&r.bet_id],
        };
        fields
            .into_iter()
            .flatten()
            .map(|v| v.as_str().map_or_else(|| v.to_string(), str::to_string))
            .collect::<Vec<_>>()
            .join("|")
    }

    /// The number whose rise or fall is marked ▲ ▼ after a refresh.
    #[must_use]
    pub(super) fn tracked(self) -> Option<Field> {
        match self {
            Tab::Edges => Some(|r| r.edge_pct.as_ref()),
            Tab::Picks => Some(|r| r.edge_pts.as_ref()),
            Tab::Arbs => Some(|r| r.profit_pct.as_ref()),
            Tab::Gaps => Some(|r| r.line_gap.as_ref()),
            Tab::Flow => Some(|r| r.best_decimal.as_ref()),
            // A bet's CLV moves as closes arrive.
            Tab::Bets => Some(|r| r.clv_pct.as_ref()),
            Tab::Live => None,
        }
    }

    /// The orders `s` cycles through; the first is the default.
    #[must_use]
    pub(super) fn sorts(self) -> &'static [Sort] {
        // Consts, so the slices live for the whole program.
        const EDGES: [Sort; 4] = [
            Sort {
                label: "top edges first",
                field: Some(|r| r.adjusted_edge_pct.as_ref()),
                desc: true,
                top_first: true,
            },
            Sort::desc("edge", |r| r.edge_pct.as_ref()),
            Sort::desc("adjusted edge", |r| r.adjusted_edge_pct.as_ref()),
            Sort::asc("start time", |r| r.time.as_ref()),
        ];
        const PICKS: [Sort; 4] = [
            Sort::desc("edge pts", |r| r.edge_pts.as_ref()),
            Sort::desc("p(win)", |r| r.p_win.as_ref()),
            Sort::asc("start time", |r| r.event_time.as_ref()),
            Sort::asc("player", |r| r.player_name.as_ref()),
        ];
        const ARBS: [Sort; 2] = [
            Sort::served("profit (served)"),
            Sort::asc("start time", |r| r.event_time.as_ref()),
        ];
        const GAPS: [Sort; 4] = [
            Sort::served("gap (served)"),
            Sort::desc("gap", |r| r.line_gap.as_ref()),
            Sort::asc("start time", |r| r.event_time.as_ref()),
            Sort::asc("player", |r| r.player_name.as_ref()),
        ];
        const FLOW: [Sort; 3] = [
            Sort::served("served"),
            Sort::asc("start time", |r| r.start_time.as_ref()),
            Sort::asc("kind", |r| r.kind.as_ref()),
        ];
        const LIVE: [Sort; 2] = [
            Sort::served("served"),
            Sort::asc("game", |r| r.game_id.as_ref()),
        ];
        const BETS: [Sort; 4] = [
            Sort::served("newest first"),
            Sort::desc("profit", |r| r.profit.as_ref()),
            Sort::desc("CLV", |r| r.clv_pct.as_ref()),
            Sort::asc("result", |r| r.result.as_ref()),
        ];
        match self {
            Tab::Edges => &EDGES,
            Tab::Picks => &PICKS,
            Tab::Arbs => &ARBS,
            Tab::Gaps => &GAPS,
            Tab::Flow => &FLOW,
            Tab::Live => &LIVE,
            Tab::Bets => &BETS,
        }
    }

    /// The columns, in display order, each with its tier (DESIGN "Three tiers of
    /// columns"): identity (which event, player, market, side) and act-on (price, venue,
    /// edge, stake, flags) never drop, and a too-wide identity cell wraps inside its
    /// column; context columns drop on a narrow screen, the highest `keep` first. The
    /// start time is act-on (settled point 6: a bettor acts before it), shown compact
    /// (`Fri 27 01:20`) and never wrapped.
    #[must_use]
    pub(super) fn columns(self) -> Vec<Column> {
        use Align::{Left, Right};
        use Cell as C;
        use Tier::{ActOn as A, Context as X, Identity as I};
        let matchup = C::Matchup(|r| r.home_team.as_ref(), |r| r.away_team.as_ref());
        match self {
            Tab::Edges => vec![
                col("EVENT", I, 0, Left, C::Field(|r| r.event.as_ref())),
                col("MARKET", I, 0, Left, C::Field(|r| r.market.as_ref())),
                col("OUTCOME", I, 0, Left, C::Field(|r| r.outcome.as_ref())),
                col("EDGE", A, 1, Right, C::Pct(|r| r.edge_pct.as_ref())),
                col("PRICE", A, 2, Right, C::Dec(|r| r.decimal.as_ref())),
                col("SOURCE", A, 3, Left, C::Field(|r| r.source.as_ref())),
                col("ADJ", X, 7, Right, C::Pct(|r| r.adjusted_edge_pct.as_ref())),
                col("CONF", X, 6, Right, C::Prob(|r| r.confidence.as_ref())),
                col("FLAGS", A, 4, Left, C::Field(|r| r.flags.as_ref())),
                col("START", A, 5, Left, C::Time(|r| r.time.as_ref())),
            ],
            Tab::Picks => vec![
                col("PLAYER", I, 0, Left, C::Field(|r| r.player_name.as_ref())),
                col("STAT", I, 0, Left, C::Field(|r| r.stat_type.as_ref())),
                col("APP", A, 0, Left, C::Field(|r| r.app.as_ref())),
                col("LINE", A, 0, Right, C::Field(|r| r.line.as_ref())),
                col("SIDE", A, 0, Left, C::Field(|r| r.side.as_ref())),
                col("EDGE", A, 1, Right, C::Signed(|r| r.edge_pts.as_ref())),
                col("P(WIN)", A, 2, Right, C::Prob(|r| r.p_win.as_ref())),
                col("BE", X, 4, Right, C::Prob(|r| r.breakeven.as_ref())),
                col("BOOK", X, 5, Right, C::Field(|r| r.book_line.as_ref())),
                col("START", A, 3, Left, C::Time(|r| r.event_time.as_ref())),
            ],
            Tab::Arbs => vec![
                col("EVENT", I, 0, Left, matchup),
                col("MARKET", I, 0, Left, C::Market),
                col("OUTCOME", I, 0, Left, C::Field(|r| r.outcome.as_ref())),
                col("SOURCE", A, 0, Left, C::Field(|r| r.source.as_ref())),
                col("NET", A, 1, Right, C::Dec(|r| r.net_decimal.as_ref())),
                col("STAKE", A, 2, Right, C::Money(|r| r.stake.as_ref())),
                col("PROFIT", A, 1, Right, C::Pct(|r| r.profit_pct.as_ref())),
                col("START", A, 3, Left, C::Time(|r| r.event_time.as_ref())),
            ],
            Tab::Gaps => vec![
                col("PLAYER", I, 0, Left, C::Field(|r| r.player_name.as_ref())),
                col("STAT", I, 0, Left, C::Field(|r| r.market.as_ref())),
                col("GAP", A, 0, Right, C::Field(|r| r.line_gap.as_ref())),
                col("LOW", A, 1, Right, C::Field(|r| r.line_min.as_ref())),
                col("LOW AT", A, 1, Left, C::Venue(End::Low)),
                col("HIGH", A, 1, Right, C::Field(|r| r.line_max.as_ref())),
                col("HIGH AT", A, 1, Left, C::Venue(End::High)),
                col("TEAM", X, 3, Left, C::Field(|r| r.team.as_ref())),
                col("OPPONENT", X, 4, Left, C::Field(|r| r.opponent.as_ref())),
                col("START", A, 2, Left, C::Time(|r| r.event_time.as_ref())),
                col("BOOKS", X, 9, Left, C::Field(|r| r.books.as_ref())),
            ],
            Tab::Flow => vec![
                col("KIND", I, 0, Left, C::Field(|r| r.kind.as_ref())),
                col("MATCH", I, 0, Left, C::Field(|r| r.matchup.as_ref())),
                col("MARKET", I, 0, Left, C::Field(|r| r.market.as_ref())),
                col("SELECTION", I, 0, Left, C::Field(|r| r.selection.as_ref())),
                col("SIZE", A, 1, Right, C::Field(|r| r.move_size.as_ref())),
                col("BEST", A, 2, Right, C::Dec(|r| r.best_decimal.as_ref())),
                col("SOURCE", A, 3, Left, C::Field(|r| r.best_source.as_ref())),
                col("START", A, 4, Left, C::Time(|r| r.start_time.as_ref())),
            ],
            Tab::Live => vec![
                col("GAME", I, 0, Left, C::Field(|r| r.game_id.as_ref())),
                col("BLUE", X, 1, Left, C::Field(|r| r.blue_code.as_ref())),
                col("RED", X, 1, Left, C::Field(|r| r.red_code.as_ref())),
                col("MATCH", X, 2, Left, C::Field(|r| r.match_id.as_ref())),
            ],
            Tab::Bets => bets_columns(),
        }
    }

    /// What a row's detail needs from the worker: a command (after `esx`) whose output is
    /// the detail, or `None` when the row itself holds the arithmetic.
    #[must_use]
    pub(super) fn detail_command(self, row: &BoardRow, sport: Option<&str>) -> Option<Vec<String>> {
        let sport = str_of(row.sport.as_ref()).or(sport)?.to_string();
        match self {
            Tab::Edges => {
                let event = str_of(row.event_id.as_ref())?;
                let target = explain_target(event, str_of(row.market.as_ref())?);
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
                str_of(row.game_id.as_ref())?.to_string(),
            ]),
            _ => None,
        }
    }
}

/// The Bets tab's columns. Settled point 6: a bet's price, stake, result, profit and CLV
/// are acted on; its id (what `bets settle` takes) and selection say which bet.
fn bets_columns() -> Vec<Column> {
    use Align::{Left, Right};
    use Cell as C;
    use Tier::{ActOn as A, Context as X, Identity as I};
    vec![
        col("ID", I, 0, Right, C::Field(|r| r.bet_id.as_ref())),
        col("PLACED", X, 3, Left, C::Time(|r| r.placed_at.as_ref())),
        col("TYPE", X, 1, Left, C::Field(|r| r.bet_type.as_ref())),
        col("SELECTION", I, 0, Left, C::Field(|r| r.selection.as_ref())),
        col("VENUE", X, 2, Left, C::Field(|r| r.source.as_ref())),
        col("PRICE", A, 0, Right, C::Dec(|r| r.decimal.as_ref())),
        col("STAKE", A, 0, Right, C::Money(|r| r.stake.as_ref())),
        col("RESULT", A, 0, Left, C::Field(|r| r.result.as_ref())),
        col("PROFIT", A, 0, Right, C::Signed(|r| r.profit.as_ref())),
        col("CLV", A, 0, Right, C::Pct(|r| r.clv_pct.as_ref())),
    ]
}

/// A column of a tab.
const fn col(title: &'static str, tier: Tier, keep: u8, align: Align, cell: Cell) -> Column {
    Column {
        title,
        tier,
        keep,
        align,
        cell,
    }
}

/// `lines --explain`'s target for a row's market label: `map_winner m2` is
/// `EVENT:map_winner:2`, `total_maps 2.5` is `EVENT:total_maps:2.5`.
#[must_use]
pub(super) fn explain_target(event: &str, market: &str) -> String {
    match market.split_once(' ') {
        Some((key, rest)) => {
            let rest = rest.strip_prefix('m').filter(|r| r.parse::<u32>().is_ok());
            let qualifier = rest.unwrap_or_else(|| market.split_once(' ').map_or("", |p| p.1));
            format!("{event}:{key}:{qualifier}")
        }
        None => format!("{event}:{market}"),
    }
}

/// A field's text, when it is a string.
fn str_of(v: Option<&Value>) -> Option<&str> {
    v.and_then(Value::as_str)
}

/// One order of a tab's rows.
#[derive(Debug, Clone, Copy)]
pub(super) struct Sort {
    pub(crate) label: &'static str,
    /// The field compared; `None` keeps the served order.
    pub(crate) field: Option<Field>,
    pub(crate) desc: bool,
    /// Rows flagged `top` (they pass every gate) come first, then the rest.
    pub(crate) top_first: bool,
}

impl Sort {
    const fn desc(label: &'static str, field: Field) -> Self {
        Self {
            label,
            field: Some(field),
            desc: true,
            top_first: false,
        }
    }
    const fn asc(label: &'static str, field: Field) -> Self {
        Self {
            label,
            field: Some(field),
            desc: false,
            top_first: false,
        }
    }
    const fn served(label: &'static str) -> Self {
        Self {
            label,
            field: None,
            desc: false,
            top_first: false,
        }
    }

    /// Order `rows` (indices into `all`) by this sort; ties keep the served order.
    pub(super) fn apply(&self, all: &[BoardRow], rows: &mut [usize]) {
        // Read once per row, not once per comparison.
        let tops: Vec<bool> = if self.top_first {
            all.iter().map(BoardRow::is_top).collect()
        } else {
            Vec::new()
        };
        let top = |i: usize| tops.get(i).copied().unwrap_or(false);
        rows.sort_by(|&a, &b| {
            let by_top = top(b).cmp(&top(a));
            let by_field = match self.field {
                Some(field) if !self.top_first || top(a) => {
                    compare(field(&all[a]), field(&all[b]), self.desc)
                }
                _ => std::cmp::Ordering::Equal,
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
pub(super) fn text(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        Value::Null => String::new(),
        other => other.to_string(),
    }
}

/// Left or right in the column.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Align {
    Left,
    Right,
}

/// How one cell is drawn from a row.
#[derive(Debug, Clone, Copy)]
pub(super) enum Cell {
    /// The field as served.
    Field(Field),
    /// A percentage, signed with 2 decimals.
    Pct(Field),
    /// Points, signed with 2 decimals.
    Signed(Field),
    /// Decimal odds, 2 decimals.
    Dec(Field),
    /// A probability, 3 decimals.
    Prob(Field),
    /// Money, 2 decimals.
    Money(Field),
    /// A start time, shown as `Tue 24 00:50` in the display zone; it never wraps.
    Time(Field),
    /// `home vs away`.
    Matchup(Field, Field),
    /// An arb leg's market with its map or line (`map_winner m2`, `total_maps 2.5`).
    Market,
    /// A gap's venue at its low or high line, read off its `books` (`venue:line;…`);
    /// venues tied at that line after the first are counted (`pick6 +2`).
    Venue(End),
}

/// A gap's low or high end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum End {
    Low,
    High,
}

/// One column of a tab.
#[derive(Debug, Clone, Copy)]
pub(super) struct Column {
    pub(crate) title: &'static str,
    /// Identity and act-on columns never drop; context ones drop by `keep`.
    pub(crate) tier: Tier,
    /// Which context column drops first on a narrow screen: the highest.
    pub(crate) keep: u8,
    pub(crate) align: Align,
    pub(crate) cell: Cell,
}

impl Cell {
    /// The cell's text for `row`.
    #[must_use]
    pub(super) fn render(
        self,
        row: &BoardRow,
        tz: &jiff::tz::TimeZone,
        now: Option<jiff::Timestamp>,
    ) -> String {
        let num = |f: Field| f(row).and_then(Value::as_f64);
        match self {
            Cell::Field(f) => f(row).map(text).unwrap_or_default(),
            Cell::Pct(f) => num(f).map_or_else(String::new, |v| format!("{v:+.2}%")),
            Cell::Signed(f) => num(f).map_or_else(String::new, |v| format!("{v:+.2}")),
            Cell::Dec(f) | Cell::Money(f) => num(f).map_or_else(String::new, |v| format!("{v:.2}")),
            Cell::Prob(f) => num(f).map_or_else(String::new, |v| format!("{v:.3}")),
            Cell::Time(f) => str_of(f(row))
                .map(|t| short_time(t, tz, now))
                .unwrap_or_default(),
            Cell::Matchup(h, a) => match (str_of(h(row)), str_of(a(row))) {
                (Some(h), Some(a)) => format!("{h} vs {a}"),
                (h, a) => h.or(a).unwrap_or_default().to_string(),
            },
            Cell::Venue(end) => {
                let at = match end {
                    End::Low => row.line_min.as_ref(),
                    End::High => row.line_max.as_ref(),
                };
                venues_at(str_of(row.books.as_ref()), at.and_then(Value::as_f64))
            }
            Cell::Market => {
                let market = str_of(row.market.as_ref()).unwrap_or_default();
                match (&row.map, &row.line) {
                    (Some(m), _) => format!("{market} m{}", text(m)),
                    (None, Some(l)) => format!("{market} {}", text(l)),
                    (None, None) => market.to_string(),
                }
            }
        }
    }
}

/// The venues of `books` (`venue:line;venue:line…`) quoting `line`: the first, and how
/// many more are tied with it (`pick6 +2`); empty when none does or either is missing.
#[must_use]
pub(super) fn venues_at(books: Option<&str>, line: Option<f64>) -> String {
    let (Some(books), Some(line)) = (books, line) else {
        return String::new();
    };
    let at: Vec<&str> = books
        .split(';')
        .filter_map(|b| b.rsplit_once(':'))
        .filter(|(_, l)| {
            l.trim()
                .parse::<f64>()
                .is_ok_and(|l| (l - line).abs() < 1e-9)
        })
        .map(|(v, _)| v.trim())
        .collect();
    match at.as_slice() {
        [] => String::new(),
        [one] => (*one).to_string(),
        [first, rest @ ..] => format!("{first} +{}", rest.len()),
    }
}

/// A served ISO time in the tables' zone (`--tz`) as `Tue 00:50`, narrow enough that an
/// act-on start time fits beside the names at 80 columns; a time six days or more from
/// `now` (the run's clock at the refresh), where a weekday would be ambiguous, as its
/// date (`02 Dec`). The text as served when it does not parse.
#[must_use]
pub(super) fn short_time(
    iso: &str,
    tz: &jiff::tz::TimeZone,
    now: Option<jiff::Timestamp>,
) -> String {
    let Ok(ts) = iso.parse::<jiff::Timestamp>() else {
        return iso.to_string();
    };
    let far = now.is_some_and(|n| (ts.as_second() - n.as_second()).abs() >= 6 * 86_400);
    ts.to_zoned(tz.clone())
        .strftime(if far { "%d %b" } else { "%a %H:%M" })
        .to_string()
}
