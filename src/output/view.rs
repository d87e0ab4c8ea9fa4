//! What a command hands to the output layer: the JSON to print and its table columns.

use serde_json::Value;

/// How a column's values are shown in a table (CSV and NDJSON always get the raw value).
/// Every kind but `Deco` is never cut: a name, a venue key, a market label, a number or
/// an id is shown whole or its column is dropped. Numbers are right-aligned.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    /// As text, never cut (names, venue keys, market labels, URLs): shown whole or the
    /// column is dropped.
    Text,
    /// Decoration text (a list of sources, a note, a sparkline): cut with `…` when the
    /// terminal is narrow, after the lower-ranked columns are dropped.
    Deco,
    /// An identifier to copy (a game id, a market key): shown whole or not at all.
    Id,
    /// A number with at most this many decimals, right-aligned.
    Num(u8),
    /// A count or any number shown as served (lines, sizes), right-aligned.
    Line,
    /// A probability in [0, 1]: 3 decimals.
    Prob,
    /// A decimal price: shown as `--odds` asks (decimal 2 decimals by default).
    Odds,
    /// A percentage figure (already in percent), signed, coloured by sign in tables.
    SignedPct,
    /// A change in probability points (already in points: `+1.23` under a title that says
    /// PTS), signed, coloured by sign: never shown with `%`, which would read as relative.
    SignedPts,
    /// American odds (`+150`, `-120`): shown as `--odds` asks (American by default
    /// only when `--odds american`; otherwise converted like every price).
    American,
    /// Money: 2 decimals.
    Money,
    /// An ISO 8601 timestamp shown short in the display zone (`11-21 18:00`), the zone
    /// in the header; CSV and NDJSON keep the service's text.
    Time,
}

impl Kind {
    /// Numbers are right-aligned.
    #[must_use]
    pub(crate) fn is_numeric(self) -> bool {
        !matches!(self, Self::Text | Self::Deco | Self::Id | Self::Time)
    }

    /// Only decoration is cut; names, numbers, ids and times are shown whole or dropped.
    #[must_use]
    pub(crate) fn can_cut(self) -> bool {
        self == Self::Deco
    }
}

/// What a column is to a bettor (DESIGN "Three tiers of columns"): identity (which
/// event, player, market, line, side), act-on (price, venue, edge, stake, start) and
/// context (the rest). Context columns drop first on a narrow terminal; identity and
/// act-on columns stay, and a too-wide identity text cell wraps inside its column on a
/// terminal stdout (`table`'s layout).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Tier {
    Identity,
    ActOn,
    Context,
}

/// The tier of each column a table shows (CSV-only ones left out), by title: what a
/// view's test checks its act-on columns against.
#[cfg(test)]
#[must_use]
pub(crate) fn table_tiers(columns: &[Column]) -> Vec<(&str, Tier)> {
    columns
        .iter()
        .filter(|c| !c.csv_only)
        .map(|c| (c.title.as_str(), c.tier()))
        .collect()
}

/// How to pull a column's value out of a row.
pub(crate) enum Getter {
    /// A dotted path into the row object (`links.player_image`).
    Path(String),
    /// Anything else (joins, derived labels).
    Fn(Box<dyn Fn(&Value) -> Value + Send + Sync>),
}

/// One column of a table or CSV.
pub(crate) struct Column {
    pub(crate) title: String,
    pub(crate) get: Getter,
    pub(crate) kind: Kind,
    /// Only in CSV and NDJSON (ids and other wide values that crowd a table).
    pub(crate) csv_only: bool,
    /// How readily the column is dropped on a narrow terminal: 0 never, higher first
    /// (ties: the rightmost first).
    pub(crate) rank: u8,
    /// The CSV header and NDJSON key (snake_case); `None`: derived from the path or title.
    pub(crate) key: Option<String>,
    /// Only in tables (a display string whose parts CSV and NDJSON carry as columns).
    pub(crate) table_only: bool,
    /// In tables, shown as a heading line above each run of rows that share it (the
    /// event a row belongs to), not as a cell; CSV and NDJSON carry it as a column.
    pub(crate) heading: bool,
    /// In tables, an array of lines printed indented under the row (a parlay's legs),
    /// not as a cell; never cut.
    pub(crate) sub_lines: bool,
    /// The column's tier when the view says it ([`Column::in_tier`]); `None`: read off
    /// its rank and kind ([`Column::tier`]).
    pub(crate) tier_set: Option<Tier>,
    /// The path names a field the service may leave out of every row (a model's
    /// `Option` it omits, a per-kind figure): exempt from the debug build's check that
    /// every path column names a field some row has ([`check_paths`]).
    pub(crate) optional: bool,
}

/// Each table column's tier, by title (the views' tier tests; CSV-only columns left out).
#[cfg(test)]
pub(crate) fn tiers_of(cols: &[Column]) -> Vec<(String, Tier)> {
    cols.iter()
        .filter(|c| !c.csv_only)
        .map(|c| (c.title.clone(), c.tier()))
        .collect()
}

impl Column {
    /// A column read from a dotted path, shown as text.
    #[must_use]
    pub(crate) fn path(title: &str, path: &str) -> Self {
        Self {
            title: title.to_string(),
            get: Getter::Path(path.to_string()),
            kind: Kind::Text,
            csv_only: false,
            rank: 1,
            key: None,
            table_only: false,
            heading: false,
            sub_lines: false,
            tier_set: None,
            optional: false,
        }
    }

    /// A column computed from the row.
    #[must_use]
    pub(crate) fn computed(
        title: &str,
        f: impl Fn(&Value) -> Value + Send + Sync + 'static,
    ) -> Self {
        Self {
            title: title.to_string(),
            get: Getter::Fn(Box::new(f)),
            kind: Kind::Text,
            csv_only: false,
            rank: 1,
            key: None,
            table_only: false,
            heading: false,
            sub_lines: false,
            tier_set: None,
            optional: false,
        }
    }

    /// Only in tables, never in CSV or NDJSON.
    #[must_use]
    pub(crate) fn table_only(mut self) -> Self {
        self.table_only = true;
        self
    }

    /// In tables, a heading line above each run of rows with the same value (joined
    /// with the other heading columns by ` · `), not a cell.
    #[must_use]
    pub(crate) fn heading(mut self) -> Self {
        self.heading = true;
        self
    }

    /// In tables, the value (an array of strings) is printed as indented lines under
    /// the row, one per element, never cut: a parlay's legs.
    #[must_use]
    pub(crate) fn sub_lines(mut self) -> Self {
        self.sub_lines = true;
        self
    }

    /// A field the service may leave out of every row (see [`Column::optional`]'s
    /// field): an empty column is then data, not a misspelt key.
    #[must_use]
    pub(crate) fn optional(mut self) -> Self {
        self.optional = true;
        self
    }

    /// Says the column's tier (identity, act-on or context) instead of reading it off
    /// its rank and kind: every view a bettor acts on says each of its columns' tiers.
    #[must_use]
    pub(crate) fn in_tier(mut self, tier: Tier) -> Self {
        self.tier_set = Some(tier);
        self
    }

    /// The column's tier: as the view said ([`Column::in_tier`]), else a column never
    /// dropped (rank 0) is identity when it is text (a name, a market, a side) and
    /// act-on otherwise (a number, a time, an id), and a droppable one is context.
    #[must_use]
    pub(crate) fn tier(&self) -> Tier {
        self.tier_set.unwrap_or(match (self.rank, self.kind) {
            (0, Kind::Text) => Tier::Identity,
            (0, _) => Tier::ActOn,
            _ => Tier::Context,
        })
    }

    /// Whether a too-wide cell of this column may wrap inside it (on a terminal stdout):
    /// identity text only; numbers, ids and times stay whole, decoration is cut.
    #[must_use]
    pub(crate) fn wraps(&self) -> bool {
        self.tier() == Tier::Identity && self.kind == Kind::Text
    }

    /// How readily the column is dropped on a narrow terminal (0 never; higher first).
    #[must_use]
    pub(crate) fn rank(mut self, rank: u8) -> Self {
        self.rank = rank;
        self
    }

    /// The CSV header and NDJSON key (snake_case).
    #[must_use]
    pub(crate) fn key(mut self, key: &str) -> Self {
        self.key = Some(key.to_string());
        self
    }

    /// The CSV header and NDJSON key: the one given, else the path (dots as `_`), else
    /// the title in snake_case.
    #[must_use]
    pub(crate) fn key_name(&self) -> String {
        if let Some(k) = &self.key {
            return k.clone();
        }
        match &self.get {
            Getter::Path(p) => snake(p),
            Getter::Fn(_) => snake(&self.title),
        }
    }

    #[must_use]
    pub(crate) fn kind(mut self, kind: Kind) -> Self {
        self.kind = kind;
        self
    }

    #[must_use]
    pub(crate) fn csv_only(mut self) -> Self {
        self.csv_only = true;
        self
    }

    /// The column's value in a row (`Null` when absent).
    #[must_use]
    pub(crate) fn value(&self, row: &Value) -> Value {
        match &self.get {
            Getter::Path(p) => lookup(row, p).cloned().unwrap_or(Value::Null),
            Getter::Fn(f) => f(row),
        }
    }
}

/// `STEAM Δ` → `steam`, `TIME (UTC)` → `time_utc`, `links.image` → `links_image`:
/// lower-case ASCII letters and digits joined by single underscores.
#[must_use]
pub(crate) fn snake(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for ch in s.chars() {
        if ch.is_ascii_alphanumeric() {
            out.push(ch.to_ascii_lowercase());
        } else if !out.is_empty() && !out.ends_with('_') {
            out.push('_');
        }
    }
    while out.ends_with('_') {
        out.pop();
    }
    if out.is_empty() { "value".into() } else { out }
}

/// Follow a dotted path through objects (and numeric indexes through arrays).
#[must_use]
pub(crate) fn lookup<'a>(v: &'a Value, path: &str) -> Option<&'a Value> {
    path.split('.').try_fold(v, |cur, part| match cur {
        Value::Object(m) => m.get(part),
        Value::Array(a) => part.parse::<usize>().ok().and_then(|i| a.get(i)),
        _ => None,
    })
}

/// Whether a row has the field at `path`: every step is there, or the walk reaches a
/// `null` first (`thresholds.volume` under a `thresholds: null`).
fn names_a_field(row: &Value, path: &str) -> bool {
    let mut cur = row;
    for part in path.split('.') {
        cur = match cur {
            Value::Null => return true,
            Value::Object(m) => match m.get(part) {
                Some(v) => v,
                None => return false,
            },
            Value::Array(a) => match part.parse::<usize>().ok().and_then(|i| a.get(i)) {
                Some(v) => v,
                None => return false,
            },
            _ => return false,
        };
    }
    true
}

/// The first path column that names a field no row has: a misspelt key, which would
/// otherwise print as an empty column. Checked on every render of a debug build (so
/// every test that prints rows fails on one); a release build shows the empty column.
#[must_use]
pub(crate) fn unknown_path<'c>(columns: &'c [Column], rows: &[&Value]) -> Option<&'c str> {
    if rows.is_empty() {
        return None;
    }
    columns.iter().find_map(|c| match &c.get {
        Getter::Path(p) if !c.optional && !rows.iter().any(|r| names_a_field(r, p)) => {
            Some(p.as_str())
        }
        _ => None,
    })
}

/// [`unknown_path`] as an error in a debug build (nothing in a release build).
///
/// # Errors
/// A message naming the column's title and key.
pub(crate) fn check_paths(columns: &[Column], rows: &[&Value]) -> anyhow::Result<()> {
    if cfg!(debug_assertions)
        && let Some(p) = unknown_path(columns, rows)
    {
        let title = columns
            .iter()
            .find(|c| matches!(&c.get, Getter::Path(q) if q == p))
            .map_or("", |c| c.title.as_str());
        anyhow::bail!("internal: column {title} names `{p}`, a field no row has");
    }
    Ok(())
}

/// Where a view's rows come from.
pub(crate) enum Rows {
    /// The array at this dotted key of `data`.
    At(String),
    /// `data` itself is the array.
    Root,
    /// `data` is a single row.
    One,
    /// Rows made for the table only (a key/value listing of one object); JSON and
    /// NDJSON still print `data` unchanged.
    Derived(Vec<Value>),
}

/// A printable result: the JSON, where its rows are, and how rows become columns.
pub(crate) struct View {
    /// What `--json` prints: the service's envelope (rows reduced to those shown).
    pub(crate) data: Value,
    pub(crate) rows: Rows,
    pub(crate) columns: Vec<Column>,
    /// Lines shown above a table (a summary, a reason); never in JSON or CSV.
    pub(crate) notes: Vec<String>,
    /// Shown instead of an empty table.
    pub(crate) empty: String,
    /// Lines shown under a table's rows (what its flags and abbreviations mean).
    pub(crate) legend: Vec<String>,
    /// The array NDJSON prints one element per line, when it differs from the table
    /// rows (e.g. `events` while the table shows one row per market).
    pub(crate) ndjson_key: Option<String>,
}

impl View {
    /// A view whose rows are the array at `rows_key` (`None`: `data` is one row).
    #[must_use]
    pub(crate) fn new(data: Value, rows_key: Option<&str>, columns: Vec<Column>) -> Self {
        let rows = rows_key.map_or(Rows::One, |k| Rows::At(k.to_string()));
        Self {
            data,
            rows,
            columns,
            notes: Vec::new(),
            empty: "(no rows)".into(),
            legend: Vec::new(),
            ndjson_key: None,
        }
    }

    /// Table and CSV rows made by the command (derived from `data`), while JSON prints
    /// `data` and NDJSON prints the array at `ndjson_key`.
    #[must_use]
    pub(crate) fn derived(
        data: Value,
        rows: Vec<Value>,
        ndjson_key: &str,
        columns: Vec<Column>,
    ) -> Self {
        Self {
            data,
            rows: Rows::Derived(rows),
            columns,
            notes: Vec::new(),
            empty: "(no rows)".into(),
            legend: Vec::new(),
            ndjson_key: Some(ndjson_key.to_string()),
        }
    }

    #[must_use]
    pub(crate) fn note(mut self, line: impl Into<String>) -> Self {
        self.notes.push(line.into());
        self
    }

    #[must_use]
    pub(crate) fn empty_message(mut self, msg: impl Into<String>) -> Self {
        self.empty = msg.into();
        self
    }

    /// Legend entries, each `TITLE meaning` (shown only while that column is); views
    /// set theirs through `TypedView`, the table's tests through this.
    #[cfg(test)]
    #[must_use]
    pub(crate) fn legends(mut self, entries: &[&str]) -> Self {
        self.legend.extend(entries.iter().map(|e| (*e).to_string()));
        self
    }

    /// Show the rows under a heading line per run of equal `columns` values (their
    /// titles), not as cells: rows that belong to a match in the default order.
    #[cfg(test)]
    #[must_use]
    pub(crate) fn headings(mut self, titles: &[&str]) -> Self {
        for c in &mut self.columns {
            if titles.contains(&c.title.as_str()) {
                c.heading = true;
            }
        }
        self
    }

    /// The rows tables and CSV show.
    #[must_use]
    pub(crate) fn rows(&self) -> Vec<&Value> {
        match &self.rows {
            Rows::At(k) => lookup(&self.data, k)
                .and_then(Value::as_array)
                .map(|a| a.iter().collect())
                .unwrap_or_default(),
            Rows::Root => self
                .data
                .as_array()
                .map(|a| a.iter().collect())
                .unwrap_or_default(),
            Rows::One => vec![&self.data],
            Rows::Derived(rows) => rows.iter().collect(),
        }
    }

    /// The rows NDJSON prints, one per line: the service's own row objects.
    #[must_use]
    pub(crate) fn json_rows(&self) -> Vec<&Value> {
        if let Some(k) = &self.ndjson_key {
            return lookup(&self.data, k)
                .and_then(Value::as_array)
                .map(|a| a.iter().collect())
                .unwrap_or_default();
        }
        match &self.rows {
            Rows::At(_) | Rows::Root => self.rows(),
            Rows::One | Rows::Derived(_) => vec![&self.data],
        }
    }

    /// The columns CSV and NDJSON carry (all but the table-only ones).
    pub(crate) fn data_columns(&self) -> impl Iterator<Item = &Column> {
        self.columns.iter().filter(|c| !c.table_only)
    }

    /// The CSV header and NDJSON keys: every column's key, unique (a repeat gets `_2`).
    #[must_use]
    pub(crate) fn keys(&self) -> Vec<String> {
        data_keys(&self.columns)
    }

    /// The table's rows as NDJSON objects: one per row, keyed like the CSV header,
    /// every column (CSV-only ones included) with the service's raw values.
    #[must_use]
    pub(crate) fn records(&self) -> Vec<Value> {
        let keys = self.keys();
        self.rows()
            .into_iter()
            .map(|row| {
                let mut m = serde_json::Map::with_capacity(keys.len());
                for (k, c) in keys.iter().zip(self.data_columns()) {
                    m.insert(k.clone(), c.value(row));
                }
                Value::Object(m)
            })
            .collect()
    }

    /// A faithful view of any JSON whose shape esx does not model: top-level scalars as
    /// notes, then the first array of objects as rows with a column per scalar field
    /// (nested objects flattened one level); a lone object becomes a field/value table.
    #[must_use]
    pub(crate) fn generic(data: Value) -> Self {
        let Value::Object(map) = &data else {
            return if data.is_array() {
                generic_rows(data, Rows::Root)
            } else {
                generic_rows(data, Rows::One)
            };
        };
        let rows_key = map
            .iter()
            .find(|(_, v)| {
                v.as_array()
                    .is_some_and(|a| !a.is_empty() && a.iter().all(Value::is_object))
            })
            .or_else(|| map.iter().find(|(_, v)| v.is_array()))
            .map(|(k, _)| k.clone());
        let notes: Vec<String> = map
            .iter()
            .filter(|(_, v)| !v.is_array() && !v.is_object())
            .map(|(k, v)| format!("{k}: {}", scalar_text(v)))
            .collect();
        if let Some(k) = rows_key {
            let mut view = generic_rows(data, Rows::At(k));
            view.notes = notes;
            return view;
        }
        let kv: Vec<Value> = map
            .iter()
            .map(|(k, v)| serde_json::json!({"field": k, "value": v}))
            .collect();
        Self {
            data,
            rows: Rows::Derived(kv),
            columns: vec![
                Column::path("FIELD", "field"),
                Column::path("VALUE", "value"),
            ],
            notes: Vec::new(),
            empty: "(empty object)".into(),
            legend: Vec::new(),
            ndjson_key: None,
        }
    }
}

/// The CSV header and NDJSON keys of these columns (the table-only ones left out): every
/// column's key, unique (a repeat gets `_2`).
#[must_use]
pub(crate) fn data_keys(columns: &[Column]) -> Vec<String> {
    let mut keys: Vec<String> = Vec::with_capacity(columns.len());
    for c in columns.iter().filter(|c| !c.table_only) {
        let base = c.key_name();
        let mut k = base.clone();
        let mut n = 2;
        while keys.contains(&k) {
            k = format!("{base}_{n}");
            n += 1;
        }
        keys.push(k);
    }
    keys
}

fn generic_rows(data: Value, rows: Rows) -> View {
    let mut view = View {
        data,
        rows,
        columns: Vec::new(),
        notes: Vec::new(),
        empty: "(no rows)".into(),
        legend: Vec::new(),
        ndjson_key: None,
    };
    let mut titles: Vec<String> = Vec::new();
    for row in view.rows().into_iter().take(50) {
        match row {
            Value::Object(m) => {
                for (k, v) in m {
                    if let Value::Object(inner) = v {
                        for (ik, iv) in inner {
                            if !iv.is_object() && !iv.is_array() {
                                push_unique(&mut titles, format!("{k}.{ik}"));
                            }
                        }
                    } else {
                        push_unique(&mut titles, k.clone());
                    }
                }
            }
            _ => push_unique(&mut titles, String::new()),
        }
    }
    let mut columns: Vec<Column> = Vec::new();
    for t in &titles {
        if t.is_empty() {
            columns.push(Column::computed("VALUE", Value::clone));
            continue;
        }
        // Titles upper-case like every other table; the CSV/NDJSON key stays the path.
        let title = t.to_uppercase();
        let nested = view
            .rows()
            .into_iter()
            .filter_map(|r| lookup(r, t))
            .any(|v| v.is_array() || v.is_object());
        if nested {
            // A nested list or object would show as a cut JSON blob: the table shows how
            // many it holds (`3 players`), CSV and NDJSON keep the value.
            columns.push(Column::path(t, t).csv_only());
            let (path, noun) = (t.clone(), t.rsplit('.').next().unwrap_or(t).to_string());
            columns.push(
                Column::computed(&title, move |row| {
                    Value::String(
                        lookup(row, &path).map_or_else(String::new, |v| count_of(v, &noun)),
                    )
                })
                .table_only(),
            );
            continue;
        }
        let mut kind = guess_kind(view.rows().into_iter().filter_map(|r| lookup(r, t)));
        if kind == Kind::Text && is_id_key(t) {
            kind = Kind::Id;
        }
        columns.push(
            Column::path(&title, t)
                .kind(kind)
                .rank(generic_rank(t, kind)),
        );
    }
    view.columns = columns;
    view
}

/// A table-only column showing a stat type or market slug short and whole
/// (`CS2_HEADSHOTS_MAPS_1_2` → `headshots m1-2`, see [`super::fmt::short_stat`]): cut,
/// `..._MAPS_1_2` and `..._MAP_3` look alike. Pair it with the raw field as a `csv_only`
/// column so CSV and NDJSON keep the service's text.
#[must_use]
pub(crate) fn stat_label(title: &str, field: &'static str) -> Column {
    Column::computed(title, move |row| {
        Value::String(
            lookup(row, field)
                .and_then(Value::as_str)
                .map(super::fmt::short_stat)
                .unwrap_or_default(),
        )
    })
    .kind(Kind::Id)
    .rank(0)
    .table_only()
}

/// The columns of a generic view a user came for (never dropped).
const WANTED: &[&str] = &[
    "url",
    "platform",
    "line",
    "actual",
    "grade",
    "player_name",
    "name",
    "nickname",
    "home_team",
    "away_team",
    "team",
    "stat_type",
    "status",
];

/// How readily a column of a view esx does not model drops on a narrow terminal: what a
/// user came for (a URL, a platform, a line, an actual, a grade, a name) never; times and
/// plain fields next; long ids and slugs, which other columns already name, first.
fn generic_rank(path: &str, kind: Kind) -> u8 {
    let k = path.rsplit('.').next().unwrap_or(path).to_ascii_lowercase();
    if WANTED.contains(&k.as_str()) {
        0
    } else if k == "slug" || k.ends_with("_slug") {
        4
    } else if kind == Kind::Id {
        3
    } else if kind == Kind::Time {
        2
    } else {
        1
    }
}

/// Keys whose values are identifiers to copy, shown whole or not at all (`id`,
/// `team_id`, `slug`, `match_slug`, `kr_match_id`).
fn is_id_key(path: &str) -> bool {
    let k = path.rsplit('.').next().unwrap_or(path).to_ascii_lowercase();
    k == "id" || k == "slug" || k.ends_with("_id") || k.ends_with("_slug") || k == "key"
}

/// A nested value as a count for a table cell, named by its key (`3 players`).
fn count_of(v: &Value, noun: &str) -> String {
    match v {
        Value::Array(a) => format!("{} {noun}", a.len()),
        Value::Object(m) => format!("{} fields", m.len()),
        Value::Null => String::new(),
        other => scalar_text(other),
    }
}

/// The kind of a column of a view esx does not model, from its values: timestamps show
/// in local time, numbers as served and right-aligned, anything else as text.
fn guess_kind<'a>(values: impl Iterator<Item = &'a Value>) -> Kind {
    let mut seen = None;
    for v in values.take(50) {
        let k = match v {
            Value::Null => continue,
            Value::Number(_) => Kind::Line,
            Value::String(s) if s.len() >= 20 && s.parse::<jiff::Timestamp>().is_ok() => Kind::Time,
            _ => return Kind::Text,
        };
        match seen {
            None => seen = Some(k),
            Some(prev) if prev != k => return Kind::Text,
            Some(_) => {}
        }
    }
    seen.unwrap_or(Kind::Text)
}

fn push_unique(v: &mut Vec<String>, s: String) {
    if !v.contains(&s) {
        v.push(s);
    }
}

/// A scalar as text: strings bare, everything else as JSON.
#[must_use]
pub(crate) fn scalar_text(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        Value::Null => String::new(),
        other => other.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A path no row has is found (a misspelt key); a path under a `null` parent, or one
    /// that only some rows have, is a field.
    #[test]
    fn a_path_no_row_has_is_unknown() {
        let rows = [
            serde_json::json!({"a": 1, "t": null, "o": {"x": 1}}),
            serde_json::json!({"a": 2, "t": {"v": 3}, "o": {"y": 2}}),
        ];
        let rows: Vec<&Value> = rows.iter().collect();
        let cols = |p: &str| vec![Column::path("A", "a"), Column::path("X", p)];
        for known in ["t.v", "o.x", "o.y", "t"] {
            assert_eq!(unknown_path(&cols(known), &rows), None, "{known}");
            check_paths(&cols(known), &rows).unwrap();
        }
        for unknown in ["b", "o.z", "a.b"] {
            assert_eq!(unknown_path(&cols(unknown), &rows), Some(unknown));
            let err = check_paths(&cols(unknown), &rows).unwrap_err();
            assert!(err.to_string().contains("column X"), "{err}");
        }
        assert_eq!(
            unknown_path(&cols("b"), &[]),
            None,
            "no rows, nothing to check"
        );
        let optional = vec![Column::path("X", "b").optional()];
        assert_eq!(unknown_path(&optional, &rows), None, "declared optional");
    }
    use serde_json::json;

    #[test]
    fn generic_columns_ids_counts_and_titles() {
        let v = View::generic(json!({"total": 1, "teams": [
            {"team_id": "kr_tm_cs2_a", "slug": "a", "name": "A", "players": [{"x": 1}, {"x": 2}, {"x": 3}]}
        ]}));
        let title = |t: &str| {
            v.columns
                .iter()
                .find(|c| c.title == t && !c.csv_only)
                .unwrap()
        };
        assert_eq!(title("TEAM_ID").kind, Kind::Id);
        assert_eq!(title("SLUG").kind, Kind::Id);
        assert_eq!(title("NAME").kind, Kind::Text);
        let players = title("PLAYERS");
        assert!(players.table_only);
        assert_eq!(players.value(v.rows()[0]), json!("3 players"));
        // CSV/NDJSON keys unchanged: the raw keys, the nested list kept.
        assert_eq!(v.keys(), ["team_id", "slug", "name", "players"]);
        assert_eq!(v.records()[0]["players"].as_array().map(Vec::len), Some(3));
        assert!(is_id_key("kr_match_id") && is_id_key("match_slug") && !is_id_key("idle"));
    }
}
