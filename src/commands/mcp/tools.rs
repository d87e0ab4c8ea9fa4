//! The MCP tool table: for each tool, the `esx` command it runs, its arguments (each one
//! a flag or positional of that command) and, for list tools, the row array `limit` cuts.
//! The descriptions are written for an agent: when to use the tool and what its numbers mean.

use esx_proto::sports::{ALL_SPORTS, BOARD_SPORTS, DVR_SPORTS, LINES_SPORTS};
use esx_proto::venues::{BOARD_DFS_KEYS, BOARD_KEYS, DFS_KEYS, LINE_BOOK_KEYS};

/// What an argument's value is, which decides its schema and how it is written on argv.
#[derive(Debug, Clone, Copy)]
pub enum Ty {
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
pub enum At {
    /// A positional, in the order the tool lists them.
    Pos,
    /// A long flag (`--market`).
    Opt(&'static str),
}

/// One argument of a tool.
#[derive(Debug, Clone, Copy)]
pub struct Param {
    pub name: &'static str,
    pub ty: Ty,
    pub at: At,
    pub required: bool,
    pub about: &'static str,
}

/// How a list tool asks the service for rows when the route itself pages.
#[derive(Debug, Clone, Copy)]
pub struct Route {
    /// The command's flag that sets the route's `limit`.
    pub flag: &'static str,
    /// The route's own maximum `limit`.
    pub max: u32,
}

/// The row array of a list tool.
#[derive(Debug, Clone, Copy)]
pub struct Rows {
    /// JSON pointer of the rows `limit` cuts.
    pub at: &'static str,
    /// With `local: true`, the rows live here instead (esx's own ranking).
    pub local_at: Option<&'static str>,
    /// Keep only the `events[]` the kept rows name (by `event_id`), so a ranked view
    /// carries the events it is about and not the whole board.
    pub follow_events: bool,
    /// `Some` when the route pages: `limit` (plus one, to learn whether more exist) is
    /// passed to the command.
    pub route: Option<Route>,
}

/// One MCP tool.
#[derive(Debug, Clone, Copy)]
pub struct ToolSpec {
    pub name: &'static str,
    pub title: &'static str,
    pub description: &'static str,
    /// The subcommand words (`["research", "player"]`).
    pub command: &'static [&'static str],
    /// Flags always added (`--top`).
    pub fixed: &'static [&'static str],
    pub params: &'static [Param],
    pub rows: Option<Rows>,
    /// Reads the history store: under `--demo` it runs as `esx --demo …` itself, so it
    /// gets the demo's store rules rather than the user's history.
    pub store: bool,
}

/// The most rows any list tool returns.
pub const MAX_LIMIT: u32 = 200;
/// The rows a list tool returns when `limit` is not given.
pub const DEFAULT_LIMIT: u32 = 25;

const fn p(name: &'static str, ty: Ty, at: At, about: &'static str) -> Param {
    Param {
        name,
        ty,
        at,
        required: false,
        about,
    }
}

const fn req(name: &'static str, ty: Ty, at: At, about: &'static str) -> Param {
    Param {
        name,
        ty,
        at,
        required: true,
        about,
    }
}

const fn sport(list: &'static [&'static str]) -> Param {
    req("sport", Ty::Sport(list), At::Pos, "Sport slug.")
}

const DEVIG: Param = p(
    "devig",
    Ty::Choice,
    At::Opt("devig"),
    "De-vig method for esx's own consensus: multiplicative (the spec's, default), additive, power, shin, odds-ratio.",
);
const FEES: Param = p(
    "fees",
    Ty::Choice,
    At::Opt("fees"),
    "default: judge net prices, after each venue's fee (kalshi 0.07 and the profile's fees.<venue>); none: gross prices, the spec's own definitions.",
);
const FAIR: Param = p(
    "fair",
    Ty::Choice,
    At::Opt("fair"),
    "The consensus an edge is measured against: all (every source; the lines default) or others (every source but the one priced; the parlays default).",
);
const PM_WEIGHT: Param = p(
    "pm_weight",
    Ty::Number,
    At::Opt("pm-weight"),
    "Weight of each prediction market in the consensus (a sportsbook weighs 1; default 1.5).",
);
const LINE_MARKET: Param = p(
    "market",
    Ty::Choice,
    At::Opt("market"),
    "Only this team-line market.",
);
const LOCAL_LINES: Param = p(
    "local",
    Ty::Flag,
    At::Opt("local"),
    "Re-derive consensus, edges, gates and ranking in esx from the sources in the payload (net of fees, with the de-vig method and fair basis chosen here).",
);
const GATES: [Param; 4] = [
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
const MIN_EDGE: Param = p(
    "min_edge",
    Ty::Number,
    At::Opt("min-edge"),
    "Only rows whose edge is at least this, in percent.",
);
const TEAM: Param = p(
    "team",
    Ty::Text,
    At::Opt("team"),
    "Only events of a team whose name contains this text (any case).",
);
const DB: Param = p(
    "db",
    Ty::Text,
    At::Opt("db"),
    "The history store to read (a file path or postgres:// URL); default: the profile's.",
);

/// `lines`' arguments, shared with `top_edges` and `explain`.
const LINES_PARAMS: [Param; 12] = [
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

macro_rules! params {
    ($($part:expr),* $(,)?) => {{
        const PARTS: &[&[Param]] = &[$($part),*];
        const LEN: usize = {
            let mut n = 0;
            let mut i = 0;
            while i < PARTS.len() {
                n += PARTS[i].len();
                i += 1;
            }
            n
        };
        const OUT: [Param; LEN] = {
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

/// Every tool `esx mcp` serves, in the order `tools/list` gives them.
pub const TOOLS: &[ToolSpec] = &[
    ToolSpec {
        name: "books",
        title: "Venues",
        description: "List the venues the service prices: the sportsbook, the prediction markets and the DFS pick'em apps, each with its kind. Call it first to learn the venue keys other tools take (book, app, source).",
        command: &["books"],
        fixed: &[],
        params: &[],
        rows: Some(Rows {
            at: "/books",
            local_at: None,
            follow_events: false,
            route: None,
        }),
        store: false,
    },
    ToolSpec {
        name: "props",
        title: "Player props",
        description: "Player props on the board, one row per venue, player, event, stat and line: DFS apps (higher/lower), the sportsbook (over/under with American odds) and prediction markets. Use it to see a player's lines and who posts them. For value against the sportsbook use `picks`; for DFS apps that disagree use `gaps`.",
        command: &["props"],
        fixed: &[],
        params: &[
            sport(BOARD_SPORTS),
            p(
                "book",
                Ty::Venue(BOARD_KEYS),
                At::Opt("book"),
                "Only this venue's props.",
            ),
            p(
                "market",
                Ty::Text,
                At::Opt("market"),
                "Only this exact stat_type (e.g. CS2_KILLS_MAPS_1_2).",
            ),
            p(
                "market_contains",
                Ty::Text,
                At::Opt("market-contains"),
                "Only stat_types containing this text (e.g. KILLS).",
            ),
            p(
                "player_id",
                Ty::Integer,
                At::Opt("player-id"),
                "Only this player (numeric id).",
            ),
            TEAM,
            p(
                "sort",
                Ty::Choice,
                At::Opt("sort"),
                "Order of the rows (default: the service's).",
            ),
        ],
        rows: Some(Rows {
            at: "/props",
            local_at: None,
            follow_events: false,
            route: None,
        }),
        store: false,
    },
    ToolSpec {
        name: "lines",
        title: "Consensus team lines",
        description: "Consensus team lines per event (match_winner, map_winner, total_maps, map_handicap): each source's price, the consensus probability, the best price and its edge. edge_pct = 100 × (fair probability × decimal − 1), in percent; probabilities are in [0, 1]; max_disagreement is in probability units (0.12 = 12 points). Served prices are gross of fees. With local=true esx re-derives every market and adds an `esx` block: the de-vig method, the fee table, the fair basis, gates_failed, confidence, liquidity_score and best_edge, whose edge_pct is on the net price after the venue's fee. Rows are events[]. To find bets worth making use `top_edges`; to see how one number was computed use `explain`.",
        command: &["lines"],
        fixed: &[],
        params: params!(
            &LINES_PARAMS,
            &[GATES[3], MIN_EDGE],
            &[p(
                "sort",
                Ty::Choice,
                At::Opt("sort"),
                "Order of the events (default: the service's)."
            )],
        ),
        rows: Some(Rows {
            at: "/events",
            local_at: None,
            follow_events: false,
            route: None,
        }),
        store: false,
    },
    ToolSpec {
        name: "top_edges",
        title: "Best team-line bets",
        description: "The team-line bets worth considering: markets that clear every quality gate (min_sources: at least 3 sources; max_disagreement: sources within 0.12; max_edge: best raw edge at most 8 %, above it the market is flagged suspect_edge; liquidity: prediction-market depth floors), ranked by adjusted_edge_pct = edge × confidence × liquidity score. Use it to answer 'what is the best bet on the board'. Without local the ranking is the service's (gross prices); with local=true esx ranks on net prices after fees, with your de-vig method and fair basis, and the rows are esx.top_edges. events[] keeps only the events the rows name.",
        command: &["lines"],
        fixed: &["--top"],
        params: params!(&LINES_PARAMS, &[GATES[3]]),
        rows: Some(Rows {
            at: "/top_edges",
            local_at: Some("/esx/top_edges"),
            follow_events: true,
            route: None,
        }),
        store: false,
    },
    ToolSpec {
        name: "explain",
        title: "Explain one market",
        description: "Every step behind one market's numbers: each source's implied and de-vigged probabilities, its weight, the consensus, the fee and net price, the fair basis, the edge and the gates. Use it to check or justify a number from `lines` or `top_edges` before acting on it. target is EVENT[:MARKET[:MAP_OR_LINE]], e.g. kr_ev_cs2_000063:match_winner (event ids come from `lines`).",
        command: &["lines"],
        fixed: &[],
        params: params!(
            &[req(
                "target",
                Ty::Text,
                At::Opt("explain"),
                "EVENT[:MARKET[:MAP_OR_LINE]]: the event id or matchup key, optionally the market and the map number or line."
            )],
            &LINES_PARAMS,
        ),
        rows: None,
        store: false,
    },
    ToolSpec {
        name: "gaps",
        title: "DFS line gaps",
        description: "DFS line gaps: one player, event and stat posted at different lines on different DFS apps. line_gap = line_max − line_min; books[] gives each app's line and direction. A big gap means the apps disagree: take the over on the low line or the under on the high one. Rows are sorted by line_gap, largest first. local=true computes them in esx from the props board (no Hobby plan needed).",
        command: &["gaps"],
        fixed: &[],
        params: &[
            sport(BOARD_SPORTS),
            p(
                "min_gap",
                Ty::Number,
                At::Opt("min-gap"),
                "Smallest line gap (default 0.5; 0 shows every multi-app spread).",
            ),
            p(
                "player",
                Ty::Text,
                At::Opt("player"),
                "Player name or id contains this text.",
            ),
            p(
                "market",
                Ty::Text,
                At::Opt("market"),
                "Market: the short label (kills_maps_1_2) or the stat_type.",
            ),
            p(
                "market_contains",
                Ty::Text,
                At::Opt("market-contains"),
                "Only stat_types containing this text.",
            ),
            p(
                "book",
                Ty::Venue(DFS_KEYS),
                At::Opt("book"),
                "Only gaps that include this DFS app.",
            ),
            p(
                "local",
                Ty::Flag,
                At::Opt("local"),
                "Compute the gaps in esx from /props.",
            ),
        ],
        rows: Some(Rows {
            at: "/gaps",
            local_at: None,
            follow_events: false,
            route: Some(Route {
                flag: "limit",
                max: 500,
            }),
        }),
        store: false,
    },
    ToolSpec {
        name: "parlay_price",
        title: "Price a parlay ticket",
        description: "Price one parlay ticket on one line book: decimal and American price, fair_probability (the product of each leg's fair probability, from the consensus of the other sources) and ev_pct = 100 × (fair × decimal − 1). Legs are MATCH_ID:MARKET:SELECTION (match ids and team ids from `lines`: kr_match_id, home_team_id). The ticket is checked before anything is sent: the same leg twice, or two selections of one market of one event (they cannot both win), is an error; two legs on one event are correlated and need allow_same_event.",
        command: &["parlays"],
        fixed: &[],
        params: &[
            sport(LINES_SPORTS),
            req(
                "book",
                Ty::Venue(LINE_BOOK_KEYS),
                At::Opt("book"),
                "The line book every leg prices on.",
            ),
            req(
                "ticket",
                Ty::List,
                At::Opt("ticket"),
                "The legs, each MATCH_ID:MARKET:SELECTION.",
            ),
            LINE_MARKET,
            p(
                "local",
                Ty::Flag,
                At::Opt("local"),
                "Price in esx from /lines with the odds engine.",
            ),
            DEVIG,
            PM_WEIGHT,
            FEES,
            FAIR,
            p(
                "allow_same_event",
                Ty::Flag,
                At::Opt("allow-same-event"),
                "Allow two legs on one event (correlated: the independent price overstates or understates it).",
            ),
        ],
        rows: None,
        store: false,
    },
    ToolSpec {
        name: "parlays_discover",
        title: "Discover parlays",
        description: "The best 2–3 leg parlays on one line book, legs from different events, sorted by ev_pct = 100 × (fair probability × decimal − 1), non-negative EV unless include=all. Each leg's fair price is the consensus of the other sources (fair basis `others`). local=true builds them in esx from /lines, using only legs that are bets on their own (positive net edge, every gate passed).",
        command: &["parlays"],
        fixed: &[],
        params: &[
            sport(LINES_SPORTS),
            req(
                "book",
                Ty::Venue(LINE_BOOK_KEYS),
                At::Opt("book"),
                "The line book every leg prices on.",
            ),
            LINE_MARKET,
            p(
                "size",
                Ty::Integer,
                At::Opt("size"),
                "Legs per parlay: 2 (default) or 3.",
            ),
            p(
                "include",
                Ty::Choice,
                At::Opt("include"),
                "all keeps negative-EV parlays.",
            ),
            p(
                "include_started",
                Ty::Flag,
                At::Opt("include-started"),
                "Allow legs whose match has started.",
            ),
            p(
                "local",
                Ty::Flag,
                At::Opt("local"),
                "Discover in esx from /lines with the odds engine.",
            ),
            DEVIG,
            PM_WEIGHT,
            FEES,
            FAIR,
        ],
        rows: Some(Rows {
            at: "/parlays",
            local_at: None,
            follow_events: false,
            route: Some(Route {
                flag: "limit",
                max: 100,
            }),
        }),
        store: false,
    },
    ToolSpec {
        name: "arbs",
        title: "Arbitrage",
        description: "Arbitrage across the line sources: markets where the best net price of every outcome, from different venues, sums to an implied probability below 1 (implied_sum), so staking each leg as given locks in profit_pct whatever happens. Prices are net of venue fees (fees=none judges gross prices); legs give the venue, price, net price, stake and payout for the total stake. Started events are left out unless include_started.",
        command: &["arbs"],
        fixed: &[],
        params: &[
            sport(LINES_SPORTS),
            LINE_MARKET,
            p(
                "min_profit",
                Ty::Number,
                At::Opt("min-profit"),
                "Smallest profit to show, in percent (default 0).",
            ),
            p(
                "stake",
                Ty::Number,
                At::Opt("stake"),
                "Total stake split across an arb's legs (default 100).",
            ),
            FEES,
            p(
                "include_started",
                Ty::Flag,
                At::Opt("include-started"),
                "Include events that have already started.",
            ),
        ],
        rows: Some(Rows {
            at: "/arbs",
            local_at: None,
            follow_events: false,
            route: None,
        }),
        store: false,
    },
    ToolSpec {
        name: "picks",
        title: "DFS pick'em value",
        description: "DFS pick'em value: for each player prop with a sportsbook over/under pair, p_win is the sportsbook's de-vigged (fair) probability that the DFS side wins, moved to the DFS line by a count model (`model`); breakeven is the per-leg win rate the slip needs (a power slip of n legs paying M: M^(-1/n)); edge_pts = 100 × (p_win − breakeven), in probability points. Rows are sorted by edge_pts. best_slips=K adds the K best slips (legs from different events, one app each) with slip_ev_pct. Use it to pick DFS entries.",
        command: &["picks"],
        fixed: &[],
        params: &[
            sport(BOARD_SPORTS),
            p(
                "app",
                Ty::Venue(BOARD_DFS_KEYS),
                At::Opt("app"),
                "Only this DFS app.",
            ),
            DEVIG,
            p(
                "model",
                Ty::Choice,
                At::Opt("model"),
                "How a fair probability moves off the book's line (a count model), or none: only DFS lines equal to the book's.",
            ),
            p(
                "slip",
                Ty::Choice,
                At::Opt("slip"),
                "Slip type whose break-even each pick is judged against (default power2).",
            ),
            p(
                "payout",
                Ty::Number,
                At::Opt("payout"),
                "Custom slip payout multiplier (with legs).",
            ),
            p(
                "legs",
                Ty::Integer,
                At::Opt("legs"),
                "Legs of the custom slip (with payout).",
            ),
            p(
                "min_edge",
                Ty::Number,
                At::Opt("min-edge"),
                "Only picks with at least this edge, in points.",
            ),
            p(
                "best_slips",
                Ty::Integer,
                At::Opt("best-slips"),
                "Also build the K best slips (1–100).",
            ),
        ],
        rows: Some(Rows {
            at: "/picks",
            local_at: None,
            follow_events: false,
            route: None,
        }),
        store: false,
    },
    ToolSpec {
        name: "flow",
        title: "Market flow",
        description: "Market flow on the team lines: unusual volume, line shifts, steam (the market moving together) and whale plays, each with the match, market, selection, the best price and source, and the size of the move. Use it to see where money is going before a match.",
        command: &["flow"],
        fixed: &[],
        params: &[
            sport(LINES_SPORTS),
            p(
                "kind",
                Ty::Choice,
                At::Opt("kind"),
                "Kind of play (default all).",
            ),
            p("market", Ty::Choice, At::Opt("market"), "Only this market."),
            p(
                "sort",
                Ty::Choice,
                At::Opt("sort"),
                "Order of the plays (default: the service's).",
            ),
        ],
        rows: Some(Rows {
            at: "/plays",
            local_at: None,
            follow_events: false,
            route: Some(Route {
                flag: "limit",
                max: 100,
            }),
        }),
        store: false,
    },
    ToolSpec {
        name: "dvr",
        title: "Defense vs role",
        description: "Defense-vs-role tables (dota2, valorant): what each team allows to each role per map (kills, deaths, assists, fantasy points…), its rank (1 = allows the most) and the figure against the league average. Use it to judge a player's matchup before a prop. A team without a table says available: false with the reason.",
        command: &["dvr"],
        fixed: &[],
        params: &[
            sport(DVR_SPORTS),
            p(
                "team",
                Ty::Text,
                At::Opt("team"),
                "One team's table: team id, slug or name.",
            ),
            p(
                "window",
                Ty::Choice,
                At::Opt("window"),
                "Maps per team (default last_20).",
            ),
            p(
                "role",
                Ty::Text,
                At::Opt("role"),
                "Only this role: dota2 safe, mid, off; valorant duelist, initiator, controller, sentinel.",
            ),
            p("stat", Ty::Choice, At::Opt("stat"), "Only this stat."),
            p(
                "sort",
                Ty::Choice,
                At::Opt("sort"),
                "Row order (default rank).",
            ),
        ],
        rows: Some(Rows {
            at: "/teams",
            local_at: None,
            follow_events: false,
            route: None,
        }),
        store: false,
    },
    ToolSpec {
        name: "live_games",
        title: "Live games",
        description: "The games being played now in a sport, with their game ids (for live_boxscore) and team codes.",
        command: &["live"],
        fixed: &[],
        params: &[sport(ALL_SPORTS)],
        rows: Some(Rows {
            at: "/games",
            local_at: None,
            follow_events: false,
            route: None,
        }),
        store: false,
    },
    ToolSpec {
        name: "live_boxscore",
        title: "Live boxscore",
        description: "One live game's boxscore (score, players' stats so far), or its recent frames or events. game_id comes from live_games.",
        command: &["live"],
        fixed: &[],
        params: &[
            sport(ALL_SPORTS),
            req("game_id", Ty::Text, At::Pos, "A game id from live_games."),
            p(
                "frames",
                Ty::Flag,
                At::Opt("frames"),
                "The game's recent frames instead of its boxscore.",
            ),
            p(
                "events",
                Ty::Flag,
                At::Opt("events"),
                "The game's recent events (kills, rounds) instead of its boxscore.",
            ),
        ],
        rows: None,
        store: false,
    },
    ToolSpec {
        name: "research_player",
        title: "Research a player",
        description: "One player's research slip: the player's lines on the board for a market, recent series with the stat, and settled results. Use it before taking a prop on that player.",
        command: &["research", "player"],
        fixed: &[],
        params: &[
            sport(BOARD_SPORTS),
            req("name", Ty::Text, At::Pos, "Player nickname."),
            p(
                "market",
                Ty::Text,
                At::Opt("market"),
                "Market slug (kills_maps_1_2, headshots_maps_1_2, kills_map_4, kills) or its stat_type; default kills_maps_1_2.",
            ),
        ],
        rows: None,
        store: false,
    },
    ToolSpec {
        name: "matches",
        title: "Matches",
        description: "Matches of a sport: upcoming (default), live or finished, with teams, start times and ids.",
        command: &["matches"],
        fixed: &[],
        params: &[
            sport(BOARD_SPORTS),
            p(
                "status",
                Ty::Choice,
                At::Opt("status"),
                "upcoming (default), live or finished.",
            ),
            p("from", Ty::Text, At::Opt("from"), "First day, YYYY-MM-DD."),
            p("to", Ty::Text, At::Opt("to"), "Last day, YYYY-MM-DD."),
        ],
        rows: Some(Rows {
            at: "/matches",
            local_at: None,
            follow_events: false,
            route: Some(Route {
                flag: "limit",
                max: MAX_LIMIT + 1,
            }),
        }),
        store: false,
    },
    ToolSpec {
        name: "moves",
        title: "Line moves",
        description: "How recorded quotes moved in the history store (written by `esx record`): per quote, open → now in American odds and in no-vig probability (points, not percent), with the points of the series. Use it to see steam and stale prices.",
        command: &["moves"],
        fixed: &[],
        params: &[
            p(
                "sport",
                Ty::Sport(BOARD_SPORTS),
                At::Pos,
                "Sport slug (default: every recorded sport).",
            ),
            p(
                "tape",
                Ty::Choice,
                At::Opt("tape"),
                "The recorded tape: lines (default), props or gaps.",
            ),
            p(
                "since",
                Ty::Text,
                At::Opt("since"),
                "The window: a span back from now (30m, 6h, 2d) or an ISO 8601 start (default 6h).",
            ),
            p("event", Ty::Text, At::Opt("event"), "Only this event."),
            p(
                "market",
                Ty::Text,
                At::Opt("market"),
                "Only this market (lines) or stat type (props, gaps).",
            ),
            p(
                "source",
                Ty::Text,
                At::Opt("source"),
                "Only this source: a venue key, or consensus.",
            ),
            p(
                "player",
                Ty::Text,
                At::Opt("player"),
                "Only players whose name contains this text.",
            ),
            p(
                "all",
                Ty::Flag,
                At::Opt("all"),
                "Also list keys first recorded in the window that have not moved.",
            ),
            DB,
        ],
        rows: Some(Rows {
            at: "/moves",
            local_at: None,
            follow_events: false,
            route: None,
        }),
        store: true,
    },
    ToolSpec {
        name: "bets_report",
        title: "Bet log report",
        description: "The bet log's report: count, staked, profit, ROI (profit over settled stakes), mean closing line value (clv_pct = 100 × (decimal taken × closing fair probability − 1)) and the share of bets that beat the close, overall and per source. Positive CLV over many bets is the sign of a real edge.",
        command: &["bets", "report"],
        fixed: &[],
        params: &[DB],
        rows: None,
        store: true,
    },
];

/// The tool of this name.
#[must_use]
pub fn find(name: &str) -> Option<&'static ToolSpec> {
    TOOLS.iter().find(|t| t.name == name)
}
