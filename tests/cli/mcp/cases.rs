//! The tool calls the answer tests make, one list per family of tools, and the ids
//! they need (read from the CLI).

use serde_json::json;

use super::*;

/// Seed 42's live cs2 match at the pinned clock (priced in-play, with a line history).
pub(super) const LIVE_MATCH: &str = "obsidian-lynx-vs-azure-sharks-2026-11-21";
/// The same pair's next match, which has a prep board.
pub(super) const NEXT_MATCH: &str = "obsidian-lynx-vs-azure-sharks-2026-11-21-2";

/// Ids for the tools that need one, read from the CLI (and the store's path).
pub(super) struct Ids {
    store: String,
    ticket: Vec<String>,
    joined: String,
    pub(super) game: String,
    player: String,
    explain_target: String,
}

pub(super) fn ids_from_cli(cfg: &std::path::Path, base: &str, store: &str) -> Ids {
    let board = cli_json(cfg, base, &["lines", "cs2", "--market", "match_winner"]);
    let ev0 = &board["events"][0];
    let event = ev0["event_id"].as_str().unwrap().to_string();
    let ev1 = &board["events"][1];
    let ticket = vec![
        format!(
            "{}:match_winner:{}",
            ev0["kr_match_id"].as_str().unwrap(),
            ev0["home_team_id"].as_str().unwrap()
        ),
        format!(
            "{}:match_winner:{}",
            ev1["kr_match_id"].as_str().unwrap(),
            ev1["away_team_id"].as_str().unwrap()
        ),
    ];
    let games = cli_json(cfg, base, &["live", "cs2"]);
    let game = games["games"][0]["game_id"]
        .as_str()
        .expect("a live game")
        .to_string();
    let props = cli_json(cfg, base, &["props", "cs2"]);
    let player = props["props"][0]["player_name"]
        .as_str()
        .unwrap()
        .to_string();
    let explain_target = format!("{event}:match_winner");
    let joined = ticket.join(",");

    Ids {
        store: store.to_string(),
        ticket,
        joined,
        game,
        player,
        explain_target,
    }
}

/// The board tools: books, props and lines.
pub(super) fn board_cases() -> Vec<Case<'static>> {
    vec![
        ("books", json!({}), vec!["books"], Some("/books"), 10, false),
        (
            "books",
            json!({"limit": 3}),
            vec!["books"],
            Some("/books"),
            3,
            false,
        ),
        (
            "props",
            json!({"sport": "cs2", "book": "prizepicks", "limit": 7}),
            vec!["props", "cs2", "--book", "prizepicks"],
            Some("/props"),
            7,
            false,
        ),
        (
            "lines",
            json!({"sport": "cs2", "market": "match_winner", "limit": 3}),
            vec!["lines", "cs2", "--market", "match_winner"],
            Some("/events"),
            3,
            false,
        ),
        (
            "lines",
            // With the service's fair prices, EV and DFS picks beside each outcome, each
            // lol event is over 32 KiB alone: cut to its identity (`esx.truncated`).
            json!({"sport": "lol", "local": true, "devig": "shin", "fees": "none", "fair": "others", "limit": 5}),
            vec![
                "lines", "lol", "--local", "--devig", "shin", "--fees", "none", "--fair", "others",
            ],
            Some("/events"),
            5,
            false,
        ),
    ]
}

/// The edge tools: top edges, explain and gaps.
pub(super) fn edge_cases(ids: &Ids) -> Vec<Case<'_>> {
    let Ids { explain_target, .. } = ids;
    vec![
        (
            "top_edges",
            json!({"sport": "cs2", "limit": 2}),
            vec!["lines", "cs2", "--top"],
            Some("/top_edges"),
            2,
            true,
        ),
        (
            "top_edges",
            json!({"sport": "valorant", "local": true, "limit": 3}),
            vec!["lines", "valorant", "--top", "--local"],
            Some("/esx/top_edges"),
            3,
            true,
        ),
        (
            "explain",
            json!({"sport": "cs2", "target": explain_target}),
            vec!["lines", "cs2", "--explain", &explain_target],
            None,
            0,
            false,
        ),
        (
            "gaps",
            json!({"sport": "cs2", "limit": 5}),
            vec!["gaps", "cs2", "--limit", "6"],
            Some("/gaps"),
            5,
            false,
        ),
        (
            "gaps",
            json!({"sport": "valorant", "local": true, "min_gap": 1}),
            vec![
                "gaps",
                "valorant",
                "--local",
                "--min-gap",
                "1",
                "--limit",
                "11",
            ],
            Some("/gaps"),
            10,
            false,
        ),
    ]
}

/// The parlay tools: a ticket priced, parlays discovered.
pub(super) fn parlay_cases(ids: &Ids) -> Vec<Case<'_>> {
    let Ids { ticket, joined, .. } = ids;
    vec![
        (
            "parlay_price",
            json!({"sport": "cs2", "book": "thunderpick", "ticket": ticket}),
            vec![
                "parlays",
                "cs2",
                "--book",
                "thunderpick",
                "--ticket",
                &joined,
            ],
            None,
            0,
            false,
        ),
        (
            "parlays_discover",
            json!({"sport": "cs2", "book": "thunderpick", "limit": 4}),
            vec!["parlays", "cs2", "--book", "thunderpick", "--limit", "5"],
            Some("/parlays"),
            4,
            false,
        ),
        (
            "parlays_discover",
            // With `esx.failed_legs` on every parlay `--include all` shows, fewer than 60
            // fit in 32 KiB and the answer is cut. The tool asks for one row more than
            // its limit, to know whether more exist.
            json!({"sport": "lol", "book": "kalshi", "size": 3, "include": "all", "limit": 60}),
            vec![
                "parlays",
                "lol",
                "--book",
                "kalshi",
                "--size",
                "3",
                "--include",
                "all",
                "--limit",
                "61",
            ],
            Some("/parlays"),
            60,
            false,
        ),
    ]
}

/// What esx judges on the boards: arbs, picks, flow and dvr.
pub(super) fn judged_cases() -> Vec<Case<'static>> {
    vec![
        (
            "arbs",
            json!({"sport": "cs2", "include_started": true}),
            vec!["arbs", "cs2", "--include-started"],
            Some("/arbs"),
            10,
            false,
        ),
        (
            "picks",
            json!({"sport": "cs2", "best_slips": 2, "limit": 5}),
            vec!["picks", "cs2", "--best-slips", "2"],
            Some("/picks"),
            5,
            false,
        ),
        (
            "picks",
            json!({"sport": "cs2", "dispersion": "player", "limit": 3}),
            vec!["picks", "cs2", "--dispersion", "player"],
            Some("/picks"),
            3,
            false,
        ),
        (
            "flow",
            json!({"sport": "cs2", "limit": 5}),
            vec!["flow", "cs2", "--limit", "6"],
            Some("/plays"),
            5,
            false,
        ),
        (
            "dvr",
            json!({"sport": "dota2", "limit": 4}),
            vec!["dvr", "dota2"],
            Some("/teams"),
            4,
            false,
        ),
    ]
}

/// Live games, a player's research and matches; the store's moves and bets report.
pub(super) fn game_and_store_cases(ids: &Ids) -> Vec<Case<'_>> {
    let Ids { store, player, .. } = ids;
    vec![
        (
            "live_games",
            json!({"sport": "cs2"}),
            vec!["live", "cs2"],
            Some("/games"),
            10,
            false,
        ),
        (
            "research_player",
            json!({"sport": "cs2", "name": player}),
            vec!["research", "player", "cs2", &player],
            None,
            0,
            false,
        ),
        (
            "matches",
            json!({"sport": "cs2", "limit": 3}),
            vec!["matches", "cs2", "--limit", "4"],
            Some("/matches"),
            3,
            false,
        ),
        (
            "moves",
            json!({"sport": "cs2", "db": store, "all": true, "since": SINCE, "limit": 10}),
            vec!["moves", "cs2", "--db", store, "--all", "--since", SINCE],
            Some("/moves"),
            10,
            false,
        ),
        (
            "bets_report",
            json!({"db": store}),
            vec!["bets", "report", "--db", store],
            None,
            0,
            false,
        ),
        // `by` is `--by`: the groups beside the report.
        (
            "bets_report",
            json!({"db": store, "by": "venue"}),
            vec!["bets", "report", "--by", "venue", "--db", store],
            None,
            0,
            false,
        ),
        // `at` is a list, written comma-separated; the store holds a board and no
        // result, so no rows (the rank itself is tests/cli/venues_rank.rs').
        (
            "venues_rank",
            json!({"sport": "cs2", "db": store, "at": ["60m", "10m"], "since": SINCE}),
            vec![
                "venues", "rank", "cs2", "--since", SINCE, "--at", "60m,10m", "--db", store,
            ],
            Some("/rows"),
            10,
            false,
        ),
    ]
}

/// The routes beyond the interface, with seed 42's live match: its live prices and line
/// history.
pub(super) fn live_route_cases() -> Vec<Case<'static>> {
    vec![
        (
            "live_prices",
            json!({"sport": "cs2", "status": "all", "limit": 2}),
            vec!["live", "cs2", "--prices", "--status", "all"],
            Some("/games"),
            2,
            false,
        ),
        (
            "live_prices",
            json!({"sport": "cs2", "game_id": LIVE_MATCH}),
            vec!["live", "cs2", LIVE_MATCH, "--prices"],
            Some("/markets"),
            10,
            false,
        ),
        (
            "live_prices",
            json!({"sport": "cs2", "game_id": LIVE_MATCH, "price_history": true, "limit": 2}),
            vec!["live", "cs2", LIVE_MATCH, "--prices", "--price-history"],
            Some("/markets"),
            2,
            false,
        ),
        (
            "line_history",
            json!({"sport": "cs2", "match": LIVE_MATCH, "limit": 1}),
            vec!["history", "cs2", "--match", LIVE_MATCH],
            Some("/markets"),
            1,
            false,
        ),
        (
            "line_history",
            json!({"sport": "cs2", "match": LIVE_MATCH, "market": "match_winner", "book": "thunderpick"}),
            vec![
                "history",
                "cs2",
                "--match",
                LIVE_MATCH,
                "--market",
                "match_winner",
                "--book",
                "thunderpick",
            ],
            Some("/markets"),
            10,
            false,
        ),
    ]
}

/// The routes beyond the interface: match intel on seed 42's live match and the next one.
pub(super) fn intel_route_cases() -> Vec<Case<'static>> {
    vec![
        (
            "match_intel",
            json!({"sport": "cs2", "match": LIVE_MATCH}),
            vec!["matches", "cs2", LIVE_MATCH],
            None,
            0,
            false,
        ),
        (
            "match_intel",
            json!({"sport": "cs2", "match": LIVE_MATCH, "veto": true}),
            vec!["matches", "cs2", LIVE_MATCH, "--veto"],
            None,
            0,
            false,
        ),
        (
            "match_intel",
            json!({"sport": "cs2", "match": NEXT_MATCH, "prep": true}),
            vec!["matches", "cs2", NEXT_MATCH, "--prep"],
            None,
            0,
            false,
        ),
        (
            "match_intel",
            json!({"sport": "cs2", "match": LIVE_MATCH, "player_board": true}),
            vec!["matches", "cs2", LIVE_MATCH, "--player-board"],
            None,
            0,
            false,
        ),
        (
            "match_intel",
            json!({"sport": "cs2", "match": LIVE_MATCH, "maps": true}),
            vec!["matches", "cs2", LIVE_MATCH, "--maps"],
            None,
            0,
            false,
        ),
    ]
}
