//! The tools over the service's routes beyond the interface: in-play and pre-match
//! prices per book (and their tape), each book's open → close of a match's lines, and a
//! match's intel (prep, veto, player board, tournament maps).

use super::spec::{At, Rows, ToolSpec, Ty, p, req, sport};
use esx_proto::sports::{BOARD_SPORTS, LINES_SPORTS, LIVE_SPORTS};

pub(super) const LIVE_PRICES: ToolSpec = ToolSpec {
    name: "live_prices",
    title: "Live prices",
    description: "Prices per book, in-play and pre-match. Without game_id: the priced matches of a sport (status live, prematch or all), with their ids. With game_id: that match's price at each book now, or with price_history every recorded price (the tape), in-play ones marked. Use it to see in-play odds the board does not carry.",
    command: &["live"],
    fixed: &["--prices"],
    params: &[
        sport(LIVE_SPORTS),
        p(
            "game_id",
            Ty::Text,
            At::Pos,
            "A match id or slug from live_prices without game_id.",
        ),
        p(
            "status",
            Ty::Choice,
            At::Opt("status"),
            "Without game_id: which matches, live, prematch or all (default all).",
        ),
        p(
            "price_history",
            Ty::Flag,
            At::Opt("price-history"),
            "With game_id: every recorded price (the tape) instead of the prices now.",
        ),
    ],
    rows: Some(Rows {
        at: "/games",
        local_at: None,
        or_at: Some("/markets"),
        follow_events: false,
        route: None,
        keep: &[
            "game_id",
            "kr_match_id",
            "slug",
            "status",
            "home_team",
            "away_team",
            "start_time",
            "market",
            "map_number",
            "line",
            "market_key",
        ],
    }),
};

pub(super) const LINE_HISTORY: ToolSpec = ToolSpec {
    name: "line_history",
    title: "Line history",
    description: "A match's line history as the service recorded it: per market and book, the opening and closing price and every tick between. Use it for a book's close (closing-line value) without having recorded the board yourself; for quotes esx recorded use `moves`.",
    command: &["history"],
    fixed: &[],
    params: &[
        p(
            "sport",
            Ty::Sport(LINES_SPORTS),
            At::Pos,
            "Sport slug of the match.",
        ),
        req(
            "match",
            Ty::Text,
            At::Opt("match"),
            "The match: a kr_… id or a slug from `matches` or `live_prices`.",
        ),
        p(
            "market",
            Ty::Text,
            At::Opt("market"),
            "Only this market (match_winner, map_winner, total_maps, map_handicap).",
        ),
        p(
            "book",
            Ty::Venue(esx_proto::venues::BOARD_KEYS),
            At::Opt("book"),
            "Only this book (a venue key from `books`).",
        ),
    ],
    rows: Some(Rows {
        at: "/markets",
        local_at: None,
        or_at: None,
        follow_events: false,
        route: None,
        keep: &[
            "market",
            "map_number",
            "line",
            "market_key",
            "market_type",
            "bo_label",
        ],
    }),
};

pub(super) const MATCH_INTEL: ToolSpec = ToolSpec {
    name: "match_intel",
    title: "Match intel",
    description: "One match, or one view of its intel: prep (form, map pool, insights), veto (the pick/ban steps), player_board (each roster's averages and favourite weapons or agents) or maps (cs2: the tournament's map picks, bans and side win rates). Ask for one view at a time; none gives the match itself.",
    command: &["matches"],
    fixed: &[],
    params: &[
        sport(BOARD_SPORTS),
        req(
            "match",
            Ty::Text,
            At::Pos,
            "The match: a kr_… id or a slug from `matches`.",
        ),
        p(
            "prep",
            Ty::Flag,
            At::Opt("prep"),
            "The prep board: form, map pool and insights.",
        ),
        p(
            "veto",
            Ty::Flag,
            At::Opt("veto"),
            "The map veto: the pick/ban steps.",
        ),
        p(
            "player_board",
            Ty::Flag,
            At::Opt("player-board"),
            "Each roster's averages and favourite weapons or agents.",
        ),
        p(
            "maps",
            Ty::Flag,
            At::Opt("maps"),
            "cs2: the tournament's map picks, bans and side win rates.",
        ),
    ],
    rows: None,
};
