//! The tools that judge the board: team lines and their edges, the arithmetic behind one
//! market, parlays, arbitrage and pick'em value.

use super::spec::{
    At, DEVIG, FAIR, FEES, GATES, INCLUDE_STARTED, LINE_MARKET, LINES_PARAMS, LINES_SPORTS_OR_ALL,
    MIN_EDGE, PM_WEIGHT, Route, Rows, ToolSpec, Ty, p, req, sport,
};
use esx_proto::sports::{BOARD_SPORTS, LINES_SPORTS};
use esx_proto::venues::{BOARD_DFS_KEYS, LINE_BOOK_KEYS};

pub(super) const LINES: ToolSpec = ToolSpec {
    name: "lines",
    title: "Consensus team lines",
    description: "Consensus team lines per event (match_winner, map_winner, total_maps, map_handicap): each source's price, the consensus probability, the best price and its edge. edge_pct = 100 × (fair probability × decimal − 1), in percent; probabilities are in [0, 1]; max_disagreement is in probability units (0.12 = 12 points). Served prices are gross of fees. With local=true esx re-derives every market and adds an `esx` block: the de-vig method, the fee table, the fair basis, gates_failed, confidence, liquidity_score and best_edge, whose edge_pct is on the net price after the venue's fee. Rows are events[]. To find bets worth making use `top_edges`; to see how one number was computed use `explain`.",
    command: &["lines"],
    fixed: &[],
    params: params!(
        &LINES_PARAMS,
        &[GATES[3], MIN_EDGE, INCLUDE_STARTED],
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
        or_at: None,
        follow_events: false,
        route: None,
        keep: &[
            "event_id",
            "kr_match_id",
            "event_time",
            "home_team",
            "away_team",
            "esx",
        ],
    }),
};

pub(super) const TOP_EDGES: ToolSpec = ToolSpec {
    name: "top_edges",
    title: "Best team-line bets",
    description: "The team-line bets worth considering: markets that clear every quality gate (min_sources: at least 3 sources; max_disagreement: sources within 0.12; max_edge: best raw edge at most 8 %, above it the market is flagged suspect_edge; liquidity: prediction-market depth floors), ranked by adjusted_edge_pct = edge × confidence × liquidity score. Use it to answer 'what is the best bet on the board'. Without local the ranking is the service's (gross prices); with local=true esx ranks on net prices after fees, with your de-vig method and fair basis, and the rows are esx.top_edges. Each row's own `esx` object carries what to act on: venue, price (decimal, and the session's --odds style when not decimal) and start_time. events[] keeps only the events the rows name.",
    command: &["lines"],
    fixed: &["--top"],
    params: params!(&LINES_PARAMS, &[GATES[3], INCLUDE_STARTED]),
    rows: Some(Rows {
        at: "/top_edges",
        local_at: Some("/esx/top_edges"),
        or_at: None,
        follow_events: true,
        route: None,
        keep: &[
            "sport",
            "event_id",
            "home_team",
            "away_team",
            "market",
            "map",
            "line",
            "outcome",
            "source",
            "edge_pct",
            "adjusted_edge_pct",
            "esx",
        ],
    }),
};

pub(super) const EXPLAIN: ToolSpec = ToolSpec {
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
};

pub(super) const PARLAY_PRICE: ToolSpec = ToolSpec {
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
};

pub(super) const PARLAYS_DISCOVER: ToolSpec = ToolSpec {
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
        or_at: None,
        follow_events: false,
        route: Some(Route {
            flag: "limit",
            max: 100,
        }),
        keep: &[
            "legs",
            "decimal",
            "american",
            "fair_probability",
            "ev_pct",
            "price_source",
            "esx",
        ],
    }),
};

pub(super) const ARBS: ToolSpec = ToolSpec {
    name: "arbs",
    title: "Arbitrage",
    description: "Arbitrage across the line sources: markets where the best net price of every outcome, from different venues, sums to an implied probability below 1 (implied_sum), so staking each leg as given locks in profit_pct whatever happens. Prices are net of venue fees (fees=none judges gross prices); legs give the venue, price, net price, stake and payout for the total stake. Started events are left out unless include_started. sport all answers every line sport at once: each sport's answer under sports.<sport> (its arbs[] there), as `esx arbs all --json` prints.",
    command: &["arbs"],
    fixed: &[],
    params: &[
        sport(LINES_SPORTS_OR_ALL),
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
        or_at: None,
        follow_events: false,
        route: None,
        keep: &[
            "event_id",
            "event_time",
            "home_team",
            "away_team",
            "market",
            "map",
            "line",
            "implied_sum",
            "profit_pct",
            "legs",
            "esx",
        ],
    }),
};

pub(super) const PICKS: ToolSpec = ToolSpec {
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
            "dispersion",
            Ty::Choice,
            At::Opt("dispersion"),
            "negbin's k: stat (the stat type's, default) or player (fitted from each player's recent maps; one gamelogs request per player, Builder).",
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
        INCLUDE_STARTED,
    ],
    rows: Some(Rows {
        at: "/picks",
        local_at: None,
        or_at: None,
        follow_events: false,
        route: None,
        keep: &[
            "player_name",
            "stat_type",
            "event_id",
            "event_time",
            "app",
            "line",
            "side",
            "book",
            "book_line",
            "p_win",
            "breakeven",
            "edge_pts",
            "esx",
        ],
    }),
};
