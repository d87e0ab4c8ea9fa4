//! The tool table's vocabulary: what a tool and its arguments are ([`ToolSpec`],
//! [`Param`]), and the arguments several tools share.

use esx_proto::sports::LINES_SPORTS;

/// What an argument's value is, which decides its schema and how it is written on argv.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Ty {
    /// A sport slug out of the route's list.
    Sport(&'static [&'static str]),
    /// A venue key out of a static list (`esx_proto::venues`).
    Venue(&'static [&'static str]),
    /// One of the values the command's clap argument lists (markets, methods, orders…),
    /// read from the clap tree so the schema never drifts from the CLI.
    Choice,
    /// Free text.
    Text,
    /// A number (integer or decimal).
    Number,
    /// A whole number.
    Integer,
    /// A switch: `true` adds the flag, `false` leaves it out.
    Flag,
    /// A list of strings, written comma-separated.
    List,
}

/// Where an argument goes on the command line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum At {
    /// A positional, in the order the tool lists them.
    Pos,
    /// A long flag (`--market`).
    Opt(&'static str),
}

/// One argument of a tool.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Param {
    pub(crate) name: &'static str,
    pub(crate) ty: Ty,
    pub(crate) at: At,
    pub(crate) required: bool,
    pub(crate) about: &'static str,
}

/// How a list tool asks the service for rows when the route itself pages.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Route {
    /// The command's flag that sets the route's `limit`.
    pub(crate) flag: &'static str,
    /// The route's own maximum `limit`.
    pub(crate) max: u32,
}

/// The row array of a list tool.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Rows {
    /// JSON pointer of the rows `limit` cuts.
    pub(crate) at: &'static str,
    /// With `local: true`, the rows live here instead (esx's own ranking).
    pub(crate) local_at: Option<&'static str>,
    /// Where the command answers in another shape (one item rather than the list), the
    /// rows of that shape, cut when the answer has no array at `at`.
    pub(crate) or_at: Option<&'static str>,
    /// Keep only the `events[]` the kept rows name (by `event_id`), so a ranked view
    /// carries the events it is about and not the whole board.
    pub(crate) follow_events: bool,
    /// `Some` when the route pages: `limit` (plus one, to learn whether more exist) is
    /// passed to the command.
    pub(crate) route: Option<Route>,
    /// A row's identity and act-on fields: all a row keeps when it is too big for an
    /// answer on its own (it is then marked `esx.truncated: true`).
    pub(crate) keep: &'static [&'static str],
}

/// One MCP tool.
#[derive(Debug, Clone, Copy)]
pub(crate) struct ToolSpec {
    pub(crate) name: &'static str,
    pub(crate) title: &'static str,
    pub(crate) description: &'static str,
    /// The subcommand words (`["research", "player"]`).
    pub(crate) command: &'static [&'static str],
    /// Flags always added (`--top`).
    pub(crate) fixed: &'static [&'static str],
    pub(crate) params: &'static [Param],
    pub(crate) rows: Option<Rows>,
}

/// The most rows any list tool returns.
pub(crate) const MAX_LIMIT: u32 = 200;
/// The rows a list tool returns when `limit` is not given.
pub(crate) const DEFAULT_LIMIT: u32 = 10;

/// The line sports and `all` (every one of them, one answer), for the tools whose
/// command fans out as the CLI's does.
pub(super) const LINES_SPORTS_OR_ALL: &[&str] = &["cs2", "valorant", "lol", "dota2", "all"];

pub(super) const fn p(name: &'static str, ty: Ty, at: At, about: &'static str) -> Param {
    Param {
        name,
        ty,
        at,
        required: false,
        about,
    }
}

pub(super) const fn req(name: &'static str, ty: Ty, at: At, about: &'static str) -> Param {
    Param {
        name,
        ty,
        at,
        required: true,
        about,
    }
}

pub(super) const fn sport(list: &'static [&'static str]) -> Param {
    req("sport", Ty::Sport(list), At::Pos, "Sport slug.")
}

pub(super) const DEVIG: Param = p(
    "devig",
    Ty::Choice,
    At::Opt("devig"),
    "De-vig method for esx's own consensus: multiplicative (the spec's, default), additive, power, shin, odds-ratio.",
);
pub(super) const FEES: Param = p(
    "fees",
    Ty::Choice,
    At::Opt("fees"),
    concat!(
        "default: judge net prices, after each venue's fee (kalshi ",
        esx_odds::kalshi_fee!(),
        " and the profile's fees.<venue>); none: gross prices, the spec's own definitions."
    ),
);
pub(super) const FAIR: Param = p(
    "fair",
    Ty::Choice,
    At::Opt("fair"),
    "The fair an edge is measured against: all (every source; the lines default), others (every source but the one priced; the parlays default), blend (every source at the spec's weights), worst (per outcome the lowest no-vig probability, renormalised), sharp (the venue with the lowest log loss at 60 m in the history store's venue rank, else the profile's fair.sharp.<sport>) or learned (weights proportional to 1 / each venue's Brier at 60 m in the rank). sharp and learned read the session's history store (ESX_DB or the default) and refuse without one; each market's esx.fair_weights shows the weights used.",
);
pub(super) const PM_WEIGHT: Param = p(
    "pm_weight",
    Ty::Number,
    At::Opt("pm-weight"),
    "Weight of each prediction market in the consensus (a sportsbook weighs 1; default 1.5).",
);
pub(super) const LINE_MARKET: Param = p(
    "market",
    Ty::Choice,
    At::Opt("market"),
    "Only this team-line market.",
);
pub(super) const LOCAL_LINES: Param = p(
    "local",
    Ty::Flag,
    At::Opt("local"),
    "Re-derive consensus, edges, gates and ranking in esx from the sources in the payload (net of fees, with the de-vig method and fair basis chosen here).",
);
pub(super) const GATES: [Param; 4] = [
    p(
        "min_sources",
        Ty::Integer,
        At::Opt("min-sources"),
        "Gate: at least this many sources (default 3). Local only.",
    ),
    p(
        "max_disagreement",
        Ty::Number,
        At::Opt("max-disagreement"),
        "Gate: largest spread of the sources' probabilities, in probability units (default 0.12 = 12 points). Local only.",
    ),
    p(
        "max_edge",
        Ty::Number,
        At::Opt("max-edge"),
        "Gate: largest believable raw edge in percent (default 8); above it the market is suspect_edge. Local only.",
    ),
    p(
        "min_liquidity",
        Ty::Number,
        At::Opt("min-liquidity"),
        "Gate: floor for every prediction-market depth figure (volume, open interest, liquidity). Local only.",
    ),
];
/// Nothing that has started is judged unless asked (DESIGN.md "Nothing that has started").
pub(super) const INCLUDE_STARTED: Param = p(
    "include_started",
    Ty::Flag,
    At::Opt("include-started"),
    "Judge events that have already started too (by default they are never a top edge, a stake or a pick).",
);
pub(super) const MIN_EDGE: Param = p(
    "min_edge",
    Ty::Number,
    At::Opt("min-edge"),
    "Only rows whose edge is at least this, in percent.",
);
pub(super) const TEAM: Param = p(
    "team",
    Ty::Text,
    At::Opt("team"),
    "Only events of a team whose name contains this text (any case).",
);
pub(super) const DB: Param = p(
    "db",
    Ty::Text,
    At::Opt("db"),
    "The history store to read (a file path or postgres:// URL); default: the profile's.",
);

/// `lines`' arguments, shared with `top_edges` and `explain`.
pub(super) const LINES_PARAMS: [Param; 12] = [
    sport(LINES_SPORTS),
    LINE_MARKET,
    p(
        "event",
        Ty::Text,
        At::Opt("event"),
        "Only this event (canonical event id or matchup key).",
    ),
    TEAM,
    LOCAL_LINES,
    DEVIG,
    FEES,
    FAIR,
    PM_WEIGHT,
    GATES[0],
    GATES[1],
    GATES[2],
];

/// Parameter lists joined at compile time: `lines`, `top_edges` and `explain` share most
/// of theirs.
macro_rules! params {
    ($($part:expr),* $(,)?) => {{
        const PARTS: &[&[$crate::commands::mcp::tools::spec::Param]] = &[$($part),*];
        const LEN: usize = {
            let mut n = 0;
            let mut i = 0;
            while i < PARTS.len() {
                n += PARTS[i].len();
                i += 1;
            }
            n
        };
        const OUT: [$crate::commands::mcp::tools::spec::Param; LEN] = {
            let mut out = [PARTS[0][0]; LEN];
            let mut n = 0;
            let mut i = 0;
            while i < PARTS.len() {
                let mut j = 0;
                while j < PARTS[i].len() {
                    out[n] = PARTS[i][j];
                    n += 1;
                    j += 1;
                }
                i += 1;
            }
            out
        };
        &OUT
    }};
}
