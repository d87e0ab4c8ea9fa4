//! The documented fields of each route: what `spec/service-interface.md` shows, or, where
//! it shows no shape, what `spec/upstream-notes.md` records. The simulator's `--fields
//! spec` serves exactly these; tests check served keys against them.
//!
//! A path names one field: object keys joined by `.`, an array's elements by `[]`
//! (`events[].markets[].market`). A path ending in `.*` keeps everything under it (a part
//! both documents say exists but whose field names neither shows).

use crate::routes::{self, Route};

/// What a route serves under `--fields spec`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Documented {
    /// Only these fields (and the objects and arrays on their way).
    Fields(&'static [&'static str]),
    /// The route is named but neither document shows its response: served as is.
    Unshown,
    /// Neither document names the route: 404.
    Unnamed,
}

/// One prop row (`/props`, and `/player-props`' flat `props[]`), without its prefix.
macro_rules! prop_row {
    ($p:literal) => {
        [
            concat!($p, ".propId"),
            concat!($p, ".eventId"),
            concat!($p, ".offerId"),
            concat!($p, ".book_name"),
            concat!($p, ".player_name"),
            concat!($p, ".stat_type"),
            concat!($p, ".line"),
            concat!($p, ".direction"),
            concat!($p, ".team"),
            concat!($p, ".opponent"),
            concat!($p, ".event_time"),
            concat!($p, ".links.player_image"),
            concat!($p, ".links.team_logo"),
            concat!($p, ".links.opponent_logo"),
        ]
    };
}

const BOOKS: &[&str] = &[
    "source",
    "total_books",
    "books[].book_id",
    "books[].key",
    "books[].display_name",
];

const PROPS: &[&str] = &{
    const ROW: [&str; 14] = prop_row!("props[]");
    const ENV: [&str; 3] = ["source", "sport", "total"];
    concat_paths::<17>(&[&ENV, &ROW])
};

const PLAYER_PROPS: &[&str] = &{
    const ROW: [&str; 14] = prop_row!("props[]");
    const ENV: [&str; 26] = [
        "source",
        "sport",
        "board",
        "total_groups",
        "total",
        "groups[].player_name",
        "groups[].player_id",
        "groups[].canonical_player_id",
        "groups[].stat_type",
        "groups[].event_id",
        "groups[].team",
        "groups[].opponent",
        "groups[].event_time",
        "groups[].dfs[].book_name",
        "groups[].dfs[].sportsbook_name",
        "groups[].dfs[].line",
        "groups[].dfs[].direction",
        "groups[].dfs[].stat_type",
        "groups[].main[].book_name",
        "groups[].main[].sportsbook_name",
        "groups[].main[].line",
        "groups[].main[].direction",
        "groups[].main[].stat_type",
        "groups[].main[].odds",
        // The envelope's `reason` when nothing is listed (upstream-notes).
        "available",
        "reason",
    ];
    concat_paths::<40>(&[&ENV, &ROW])
};

const LINES: &[&str] = &[
    "source",
    "sport",
    "market",
    "pm_weight",
    "books",
    "total_events",
    "total_top_edges",
    "events[].event_id",
    "events[].home_team",
    "events[].away_team",
    "events[].event_time",
    "events[].matchup_key",
    "events[].best_edge.market",
    "events[].best_edge.map",
    "events[].best_edge.line",
    "events[].best_edge.outcome",
    "events[].best_edge.source",
    "events[].best_edge.edge_pct",
    "events[].best_edge.surfaced",
    "events[].markets[].market",
    "events[].markets[].map",
    "events[].markets[].line",
    "events[].markets[].consensus_confidence",
    "events[].markets[].sources_used",
    "events[].markets[].entity_match",
    "events[].markets[].outcomes[].name",
    "events[].markets[].outcomes[].consensus_probability",
    "events[].markets[].outcomes[].sources[].source",
    "events[].markets[].outcomes[].sources[].type",
    "events[].markets[].outcomes[].sources[].probability",
    "events[].markets[].outcomes[].sources[].decimal",
    "events[].markets[].outcomes[].sources[].american",
    "events[].markets[].outcomes[].sources[].volume",
    "events[].markets[].outcomes[].sources[].open_interest",
    "events[].markets[].outcomes[].sources[].liquidity",
    "events[].markets[].outcomes[].best_price.source",
    "events[].markets[].outcomes[].best_price.type",
    "events[].markets[].outcomes[].best_price.decimal",
    "events[].markets[].outcomes[].best_price.probability",
    "events[].markets[].outcomes[].best_price.edge_pct",
    "events[].markets[].best_edge.source",
    "events[].markets[].best_edge.outcome",
    "events[].markets[].best_edge.decimal",
    "events[].markets[].best_edge.edge_pct",
    "events[].markets[].best_edge.adjusted_edge_pct",
    "events[].markets[].best_edge.liquidity_score",
    "events[].markets[].quality.source_count",
    "events[].markets[].quality.max_disagreement",
    "events[].markets[].quality.unreliable",
    "events[].markets[].quality.low_confidence",
    "events[].markets[].quality.suspect_edge",
    "events[].markets[].quality.surfaced",
    "top_edges[].event_id",
    "top_edges[].home_team",
    "top_edges[].away_team",
    "top_edges[].market",
    "top_edges[].outcome",
    "top_edges[].source",
    "top_edges[].edge_pct",
    "top_edges[].adjusted_edge_pct",
    "top_edges[].sources_used",
];

/// Match rows: the interface's fields plus upstream-notes' `team1`…`winner_id`; the
/// list envelope is shown by neither, so the simulator's paging envelope is kept.
const MATCHES: &[&str] = &[
    "source",
    "sport",
    "status",
    "total",
    "returned",
    "offset",
    "limit",
    "has_more",
    "matches[].source",
    "matches[].kr_match_id",
    "matches[].slug",
    "matches[].sport",
    "matches[].status",
    "matches[].event_time",
    "matches[].team1",
    "matches[].team2",
    "matches[].score1",
    "matches[].score2",
    "matches[].winner_id",
];

/// Fixture rows as the interface shows them (the envelope, shown by neither, kept).
const FIXTURES: &[&str] = &[
    "source",
    "sport",
    "status",
    "total",
    "fixtures[].fixture_id",
    "fixtures[].kr_match_id",
    "fixtures[].sport",
    "fixtures[].discipline",
    "fixtures[].status",
    "fixtures[].slug",
];

const PLAYERS_SEARCH: &[&str] = &[
    "source",
    "sport",
    "total_players",
    "players[].player_id",
    "players[].nickname",
    "players[].slug",
    "players[].first_name",
    "players[].last_name",
    "players[].team_id",
    "players[].links.player_image",
];

const PLAYER: &[&str] = &[
    "source",
    "sport",
    "player.id",
    "player.nickname",
    "player.slug",
    "player.team",
    "player.links.player_image",
    "player.links.team_logo",
];

const GAMELOGS: &[&str] = &[
    "source",
    "player_slug",
    "sport",
    "total",
    "gamelogs[].game_id",
    "gamelogs[].map_name",
    "gamelogs[].map_number",
    "gamelogs[].begin_at",
    "gamelogs[].map_winner",
    "gamelogs[].nickname",
    "gamelogs[].team",
    "gamelogs[].opponent",
    "gamelogs[].kills",
    "gamelogs[].deaths",
    "gamelogs[].assists",
    "gamelogs[].headshots",
    "gamelogs[].adr",
    "gamelogs[].first_kills",
    "next_cursor",
];

const MEDIA: &[&str] = &[
    "source",
    "sport",
    "total_players",
    "total_teams",
    "players[].player_id",
    "players[].nickname",
    "players[].slug",
    "players[].team_id",
    "players[].links.player_image",
    "teams[].team_id",
    "teams[].name",
    "teams[].slug",
    "teams[].links.team_logo",
];

const LIVE_GAMES: &[&str] = &[
    "sport",
    "total",
    "games[].game_id",
    "games[].match_id",
    "games[].blue_code",
    "games[].red_code",
];

const LIVE_BOXSCORE: &[&str] = &[
    "sport",
    "game_id",
    "boxscore.map_name",
    "boxscore.round",
    "boxscore.round_phase",
    "boxscore.round_clock",
    "boxscore.blue.map_score",
    "boxscore.blue.kills",
    "boxscore.red.map_score",
    "boxscore.red.kills",
    "boxscore.players[].nickname",
    "boxscore.players[].side",
    "boxscore.players[].kills",
    "boxscore.players[].deaths",
    "boxscore.players[].assists",
    "boxscore.players[].alive",
];

const RESEARCH_PLAYER: &[&str] = &[
    "player",
    "sport",
    "market",
    "market_slug",
    "on_the_board[].book",
    "on_the_board[].side",
    "on_the_board[].line",
    "on_the_board[].opponent",
    "on_the_board[].when",
    "on_the_board[].source",
    "series[].when",
    "series[].opponent",
    "series[].team",
    "series[].stat",
    "series[].maps",
    "series[].coverage",
    "settled[].when",
    "settled[].book",
    "settled[].side",
    "settled[].line",
    "settled[].actual",
    "settled[].result",
    "settled[].opponent",
];

const GAPS: &[&str] = &[
    "source",
    "sport",
    "min_gap",
    "total",
    "returned",
    "offset",
    "limit",
    "has_more",
    "gaps[].gap_id",
    "gaps[].player_id",
    "gaps[].player_name",
    "gaps[].team",
    "gaps[].opponent",
    "gaps[].event_id",
    "gaps[].event_time",
    "gaps[].stat_type",
    "gaps[].market",
    "gaps[].line",
    "gaps[].line_min",
    "gaps[].line_max",
    "gaps[].line_gap",
    "gaps[].book_count",
    "gaps[].books[].book",
    "gaps[].books[].line",
    "gaps[].books[].propId",
    "gaps[].books[].direction",
];

const PARLAYS: &[&str] = &[
    "available",
    "mode",
    "book",
    "market",
    "size",
    "total",
    "reason",
    "parlays[].decimal",
    "parlays[].american",
    "parlays[].fair_probability",
    "parlays[].ev_pct",
    "parlays[].price_source",
    "parlays[].legs[].kr_match_id",
    "parlays[].legs[].market",
    "parlays[].legs[].selection",
    "parlays[].legs[].name",
    "parlays[].legs[].decimal",
    "parlays[].legs[].american",
    "parlays[].legs[].fair_probability",
    "parlays[].legs[].ev_pct",
    "parlays[].legs[].placeable",
    "parlays[].legs[].placeable_basis",
    "parlays[].legs[].fair_books",
    "parlays[].legs[].fair_excludes_leg_book",
];

const FLOW: &[&str] = &[
    "available",
    "sport",
    "kind",
    "total",
    "reason",
    "plays[].play_id",
    "plays[].kind",
    "plays[].kr_match_id",
    "plays[].match_slug",
    "plays[].home_team",
    "plays[].home_team_id",
    "plays[].away_team",
    "plays[].away_team_id",
    "plays[].start_time",
    "plays[].tournament_name",
    "plays[].market",
    "plays[].map",
    "plays[].selection",
    "plays[].selection_team_id",
    "plays[].opposite",
    "plays[].opposite_team_id",
    "plays[].best_american",
    "plays[].best_decimal",
    "plays[].best_source",
    "plays[].steam_american_delta",
    "plays[].steam_movement",
    // "Each play carries the thresholds it had to clear; their field names are not shown."
    "plays[].thresholds.*",
];

/// Results rows as upstream-notes records them; the envelope (shown by neither) kept.
const RESULTS: &[&str] = &[
    "source",
    "sport",
    "grade",
    "total",
    "returned",
    "offset",
    "limit",
    "has_more",
    "results[].propId",
    "results[].player_name",
    "results[].stat_type",
    "results[].line",
    "results[].direction",
    "results[].grade",
    "results[].actual_value",
    "results[].graded_at",
];

const HISTORY: &[&str] = &[
    "prop_id",
    "market_key",
    "contract.book",
    "contract.event_id",
    "contract.market_definition_id",
    "quote_tape[].side",
    "quote_tape[].line",
    "quote_tape[].price_american",
    "quote_tape[].market_status",
    "quote_tape[].is_latest",
    "quote_tape[].ts",
];

const BREAKDOWN_INDEX: &[&str] = &[
    "available",
    "sport",
    "returned",
    "reason",
    "pages[].sport",
    "pages[].kind",
    "pages[].slug",
];

/// What `--fields spec` serves on `route`.
#[must_use]
pub fn documented(route: &Route) -> Documented {
    let fields = match *route {
        routes::ME => return Documented::Unnamed,
        routes::BOOKS => BOOKS,
        routes::PROPS => PROPS,
        routes::PLAYER_PROPS => PLAYER_PROPS,
        routes::LINES => LINES,
        routes::MATCHES
        | routes::MATCHES_LIVE
        | routes::MATCHES_UPCOMING
        | routes::MATCHES_COMPLETED => MATCHES,
        routes::FIXTURES => FIXTURES,
        routes::PLAYERS_SEARCH => PLAYERS_SEARCH,
        routes::PLAYER => PLAYER,
        routes::PLAYER_GAMELOGS => GAMELOGS,
        routes::MEDIA => MEDIA,
        routes::LIVE_GAMES => LIVE_GAMES,
        routes::LIVE_BOXSCORE => LIVE_BOXSCORE,
        routes::RESEARCH_PLAYER => RESEARCH_PLAYER,
        routes::GAPS => GAPS,
        routes::PARLAYS => PARLAYS,
        routes::FLOW => FLOW,
        routes::RESULTS => RESULTS,
        routes::HISTORY => HISTORY,
        routes::BREAKDOWN_INDEX => BREAKDOWN_INDEX,
        r if NAMED_UNSHOWN.contains(&r) => return Documented::Unshown,
        // Named by neither document: a route added to the table answers 404 under
        // `spec` until a document names it here.
        _ => return Documented::Unnamed,
    };
    Documented::Fields(fields)
}

/// Routes a document names without showing their response: served as in `full`. The
/// interface names the first group (its sections 4 and 6), upstream-notes the rest (the
/// routes the vendor's agent server reads).
const NAMED_UNSHOWN: &[Route] = &[
    // The interface.
    routes::META,
    routes::RESEARCH_BOARD,
    routes::LIVE_WS,
    routes::PROPS_LEGACY,
    routes::STREAMS,
    routes::RANKINGS,
    routes::TEAMS,
    routes::H2H,
    routes::DVR,
    routes::DVR_TEAM,
    routes::PLAYER_STATS,
    routes::BOXSCORE,
    routes::SCHEDULE,
    routes::BOXSCORES,
    routes::LIVE_FRAMES,
    routes::LIVE_EVENTS,
    routes::BREAKDOWN,
    routes::BREAKDOWN_PUBLISHED,
    // upstream-notes: "What the vendor's own agent server reads".
    routes::PLAYER_STATS_FULL,
    routes::BOARD_TAPES,
    routes::MATCH_BY_ID,
    routes::MATCH_SEARCH,
    routes::TEAM_MATCHES,
    routes::LIVE_COVERAGE,
    routes::LIVE_ODDS,
    routes::LIVE_GAME_ODDS,
    routes::LIVE_ODDS_HISTORY,
    routes::PLAYER_COMBO,
    routes::LINES_HISTORY,
    routes::MATCH_PREP,
    routes::MATCH_PLAYER_BOARD,
    routes::MATCH_VETO,
    routes::TOURNAMENT_MAPS,
    routes::V7_MATCHES,
    routes::V7_PROPS,
    routes::V7_LINES_ROUTE,
    routes::V7_LIVE,
    routes::V7_PLAYERS,
    routes::V7_TEAMS,
    routes::V7_HISTORY,
    routes::V7_RESULTS,
];

/// Joins fixed-size path lists at compile time (the prop row is shared by two routes).
const fn concat_paths<const N: usize>(parts: &[&[&'static str]]) -> [&'static str; N] {
    let mut out = [""; N];
    let mut n = 0;
    let mut i = 0;
    while i < parts.len() {
        let mut j = 0;
        while j < parts[i].len() {
            out[n] = parts[i][j];
            n += 1;
            j += 1;
        }
        i += 1;
    }
    assert!(n == N, "concat_paths: wrong length");
    out
}

/// The prefixes a path passes through, each as the key path an object filter checks
/// (`events[].markets[].market` → `events`, `events[].markets`, `events[].markets[].market`).
pub fn prefixes(path: &str) -> impl Iterator<Item = String> + '_ {
    let mut acc = String::new();
    path.split('.').map(move |comp| {
        if !acc.is_empty() {
            acc.push('.');
        }
        acc.push_str(comp);
        acc.trim_end_matches("[]").to_string()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn prefixes_strip_the_array_marker_of_the_last_key() {
        let got: Vec<String> = prefixes("events[].markets[].market").collect();
        assert_eq!(
            got,
            ["events", "events[].markets", "events[].markets[].market"]
        );
    }

    #[test]
    fn every_route_of_the_table_has_an_answer_and_me_is_unnamed() {
        assert_eq!(documented(&routes::ME), Documented::Unnamed);
        let Documented::Fields(lines) = documented(&routes::LINES) else {
            panic!("lines is documented");
        };
        assert!(lines.contains(&"events[].matchup_key"));
        assert!(!lines.iter().any(|p| p.contains("kr_match_id")));
        let Documented::Fields(props) = documented(&routes::PROPS) else {
            panic!("props is documented");
        };
        assert_eq!(props.len(), 17);
    }

    #[test]
    fn a_route_no_document_names_is_unnamed_and_me_is_the_tables_only_one() {
        // A route the table might gain without a document naming it: 404 under spec
        // (before, every unlisted route was served unfiltered).
        let secret = Route {
            name: "secret",
            template: "/v6/esports/{sport}/secret",
            ..routes::ME
        };
        assert_eq!(documented(&secret), Documented::Unnamed);
        let unnamed: Vec<&str> = routes::ALL
            .iter()
            .filter(|r| documented(r) == Documented::Unnamed)
            .map(|r| r.template)
            .collect();
        assert_eq!(unnamed, ["/v6/me"]);
        assert_eq!(documented(&routes::LINES_HISTORY), Documented::Unshown);
        assert_eq!(documented(&routes::META), Documented::Unshown);
    }
}
