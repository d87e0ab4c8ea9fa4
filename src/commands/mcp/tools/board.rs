//! The tools that read the board and its history as served: venues, props, gaps, flow,
//! defense vs role, live games, research, matches, moves, the bet log and the venues'
//! rank.

use super::spec::{
    At, DB, LINES_SPORTS_OR_ALL, MAX_LIMIT, Route, Rows, TEAM, ToolSpec, Ty, p, req, sport,
};
use esx_proto::sports::{ALL_SPORTS, BOARD_SPORTS, DVR_SPORTS, LINES_SPORTS};
use esx_proto::venues::{BOARD_KEYS, DFS_KEYS};

pub(super) const BOOKS: ToolSpec = ToolSpec {
    name: "books",
    title: "Venues",
    description: "List the venues the service prices: the sportsbook, the prediction markets and the DFS pick'em apps, each with its kind. Call it first to learn the venue keys other tools take (book, app, source).",
    command: &["books"],
    fixed: &[],
    params: &[],
    rows: Some(Rows {
        at: "/books",
        local_at: None,
        or_at: None,
        follow_events: false,
        route: None,
        keep: &["book_id", "key", "display_name", "kind"],
    }),
};

pub(super) const PROPS: ToolSpec = ToolSpec {
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
        or_at: None,
        follow_events: false,
        route: None,
        keep: &[
            "propId",
            "eventId",
            "book_name",
            "sportsbook_name",
            "player_name",
            "player_id",
            "team",
            "opponent",
            "event_time",
            "stat_type",
            "line",
            "direction",
            "odds",
            "esx",
        ],
    }),
};

pub(super) const GAPS: ToolSpec = ToolSpec {
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
        or_at: None,
        follow_events: false,
        route: Some(Route {
            flag: "limit",
            max: 500,
        }),
        keep: &[
            "gap_id",
            "event_id",
            "event_time",
            "player_name",
            "player_id",
            "team",
            "stat_type",
            "market",
            "line",
            "line_min",
            "line_max",
            "line_gap",
            "books",
            "esx",
        ],
    }),
};

pub(super) const FLOW: ToolSpec = ToolSpec {
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
        or_at: None,
        follow_events: false,
        route: Some(Route {
            flag: "limit",
            max: 100,
        }),
        keep: &[
            "play_id",
            "kind",
            "kr_match_id",
            "match_slug",
            "home_team",
            "away_team",
            "start_time",
            "market",
            "map",
            "selection",
            "best_american",
            "best_decimal",
            "best_source",
            "esx",
        ],
    }),
};

pub(super) const DVR: ToolSpec = ToolSpec {
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
        or_at: None,
        follow_events: false,
        route: None,
        keep: &["team_id", "team", "slug", "window", "available", "esx"],
    }),
};

pub(super) const LIVE_GAMES: ToolSpec = ToolSpec {
    name: "live_games",
    title: "Live games",
    description: "The games being played now in a sport, with their game ids (for live_boxscore) and team codes.",
    command: &["live"],
    fixed: &[],
    params: &[sport(ALL_SPORTS)],
    rows: Some(Rows {
        at: "/games",
        local_at: None,
        or_at: None,
        follow_events: false,
        route: None,
        keep: &["game_id", "match_id", "blue_code", "red_code"],
    }),
};

pub(super) const LIVE_BOXSCORE: ToolSpec = ToolSpec {
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
};

pub(super) const RESEARCH_PLAYER: ToolSpec = ToolSpec {
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
};

pub(super) const MATCHES: ToolSpec = ToolSpec {
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
        or_at: None,
        follow_events: false,
        route: Some(Route {
            flag: "limit",
            max: MAX_LIMIT + 1,
        }),
        keep: &[
            "kr_match_id",
            "slug",
            "sport",
            "status",
            "event_id",
            "event_time",
            "start_time",
            "home_team",
            "away_team",
            "title",
            "best_of",
        ],
    }),
};

pub(super) const MOVES: ToolSpec = ToolSpec {
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
        or_at: None,
        follow_events: false,
        route: None,
        keep: &[
            "sport",
            "event_id",
            "home_team",
            "away_team",
            "event_time",
            "market",
            "map",
            "line",
            "outcome",
            "source",
            "open",
            "now",
            "change",
        ],
    }),
};

pub(super) const BETS_REPORT: ToolSpec = ToolSpec {
    name: "bets_report",
    title: "Bet log report",
    description: "The bet log's report: count, staked, profit, ROI (profit over settled stakes), mean closing line value (clv_pct = 100 × (decimal taken net of the venue's fee × p_close − 1), p_close the one close: the spec weighting of every venue's last recorded quote before the start, the same close `backtest --what bets` uses) and the share of bets that beat the close, overall and per source. Positive CLV over many bets is the sign of a real edge. With `by` (tag, venue, type, sport, market or month) also `groups`: per group n, staked, profit, ROI and mean CLV, each with its standard error (null under two bets).",
    command: &["bets", "report"],
    fixed: &[],
    params: &[
        p(
            "by",
            Ty::Choice,
            At::Opt("by"),
            "Split the bets into groups: tag (a bet with two tags counts in both), venue, type (single, parlay, slip), sport, market or month (UTC, of placing).",
        ),
        DB,
    ],
    rows: None,
};

pub(super) const VENUES_RANK: ToolSpec = ToolSpec {
    name: "venues_rank",
    title: "Who leads the close",
    description: "Rank the venues on the recorded history (written by `esx record` and graded by `esx grade`): per venue, market type and lead time before the start, the venue's own no-vig probability (its last quote at or before start − lead) scored against the graded result (log_loss, brier: lower is better) and against the close of the OTHER venues (mad: mean absolute distance, the venue left out of its own close), each with n and a standard error clustered by event (null under two events). Rows are sorted per sport and market type by log loss at the first lead: the first row of a market is its sharpest venue.",
    command: &["venues", "rank"],
    fixed: &[],
    params: &[
        p(
            "sport",
            Ty::Sport(LINES_SPORTS_OR_ALL),
            At::Pos,
            "A lines sport, or all (default): one answer with each row's sport.",
        ),
        p(
            "since",
            Ty::Text,
            At::Opt("since"),
            "Events starting at or after this: a span back from now (30d, the default) or an ISO 8601 time.",
        ),
        p(
            "at",
            Ty::List,
            At::Opt("at"),
            "Lead times before the start, such as [\"60m\", \"10m\"] (the default) or [\"2h\"]; the first sorts.",
        ),
        DB,
    ],
    rows: Some(Rows {
        at: "/rows",
        local_at: None,
        or_at: None,
        follow_events: false,
        route: None,
        keep: &["sport", "venue", "market_type", "lead", "n", "log_loss"],
    }),
};
