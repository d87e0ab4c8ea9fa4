//! Arbitrary bytes, and arbitrary JSON built from the models' own field names, fed to
//! every model decoder (issue 26): a hostile answer is a decode error (exit 7 in the
//! CLI), never a panic. 10,000 cases each.

use esx_proto::models::{
    BooksResponse, BreakdownPage, DvrLeagueResponse, DvrTeamResponse, ErrorEnvelope,
    FixturesResponse, FlowResponse, GapsPage, GapsResponse, LinesResponse, LiveBoxscoreResponse,
    LiveEventMessage, LiveEventsResponse, LiveFramesResponse, LiveGameBoxscore, LiveGamesResponse,
    LiveMessage, MatchesResponse, MediaResponse, ParlaysResponse, PlayerPropsResponse,
    PlayerSearchResponse, PropsResponse,
};
use proptest::prelude::*;
use serde_json::Value;

/// Field names the models read: random objects built from them reach deep into each
/// decoder instead of failing at the first key.
const KEYS: &[&str] = &[
    "actual",
    "adjusted_edge_pct",
    "alive",
    "allowed",
    "american",
    "assister",
    "assists",
    "available",
    "away_score",
    "away_team",
    "away_team_id",
    "best_american",
    "best_decimal",
    "best_edge",
    "best_of",
    "best_price",
    "best_source",
    "blue",
    "blue_code",
    "blue_score",
    "board",
    "book",
    "book_count",
    "book_id",
    "book_name",
    "books",
    "boxscore",
    "canonical_player_id",
    "code",
    "consensus_confidence",
    "consensus_probability",
    "correlated",
    "coverage",
    "deaths",
    "decimal",
    "detail",
    "dfs",
    "direction",
    "discipline",
    "display_name",
    "edge_pct",
    "entity_match",
    "error",
    "ev_pct",
    "event",
    "event_id",
    "event_lines",
    "event_time",
    "events",
    "fair_books",
    "fair_excludes_leg_book",
    "fair_probability",
    "first_name",
    "fixture_id",
    "fixtures",
    "frames",
    "game_id",
    "games",
    "gap_id",
    "gaps",
    "gates_failed",
    "groups",
    "has_more",
    "history_days",
    "home_score",
    "home_team",
    "home_team_id",
    "index",
    "key",
    "killer",
    "kills",
    "kind",
    "kr_match_id",
    "label",
    "last_name",
    "league_avg",
    "legs",
    "limit",
    "limit_type",
    "line",
    "line_gap",
    "line_max",
    "line_min",
    "links",
    "liquidity",
    "liquidity_score",
    "low_confidence",
    "main",
    "map",
    "map_name",
    "map_score",
    "maps",
    "market",
    "market_key",
    "market_slug",
    "markets",
    "match_id",
    "match_slug",
    "matches",
    "matchup_key",
    "max_disagreement",
    "message",
    "min_gap",
    "mode",
    "n",
    "name",
    "net_decimal",
    "nickname",
    "odds",
    "offer_id",
    "offset",
    "on_the_board",
    "open_interest",
    "opponent",
    "opponent_logo",
    "opposite",
    "opposite_team_id",
    "outcome",
    "outcomes",
    "pages",
    "parlays",
    "placeable",
    "placeable_basis",
    "play_id",
    "player",
    "player_id",
    "player_image",
    "player_name",
    "players",
    "plays",
    "pm_weight",
    "price_source",
    "probability",
    "propId",
    "prop_id",
    "props",
    "quality",
    "query",
    "rank",
    "rate_limit",
    "reason",
    "red",
    "red_code",
    "red_score",
    "remaining",
    "resets_at",
    "resets_in_seconds",
    "result",
    "returned",
    "role",
    "roles",
    "round",
    "round_clock",
    "round_phase",
    "selection",
    "selection_team_id",
    "series",
    "settled",
    "side",
    "size",
    "slips",
    "slug",
    "source",
    "source_count",
    "sources",
    "sources_used",
    "sport",
    "sportsbook_name",
    "start_time",
    "stat",
    "stat_type",
    "stats",
    "status",
    "steam_american_delta",
    "steam_movement",
    "surfaced",
    "suspect_edge",
    "team",
    "team_id",
    "team_logo",
    "teams",
    "thresholds",
    "tick",
    "top_edges",
    "total",
    "total_books",
    "total_events",
    "total_groups",
    "total_players",
    "total_teams",
    "total_top_edges",
    "tournament_name",
    "ts",
    "type",
    "unreliable",
    "upgrade_url",
    "victim",
    "volume",
    "vs_league",
    "when",
    "window",
    "winner",
];

fn json_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        any::<f64>().prop_map(Value::from),
        "[ -~]{0,12}".prop_map(Value::String),
        Just(Value::String("2026-11-21T18:00:00Z".into())),
    ];
    leaf.prop_recursive(3, 32, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
            prop::collection::vec((prop::sample::select(KEYS), inner), 0..10).prop_map(|kv| {
                Value::Object(kv.into_iter().map(|(k, v)| (k.to_string(), v)).collect())
            }),
        ]
    })
}

/// Raw bytes, bytes of JSON text, or JSON text cut short.
fn body() -> impl Strategy<Value = Vec<u8>> {
    prop_oneof![
        prop::collection::vec(any::<u8>(), 0..256),
        json_value().prop_map(|v| v.to_string().into_bytes()),
        (json_value(), any::<prop::sample::Index>()).prop_map(|(v, cut)| {
            let mut b = v.to_string().into_bytes();
            b.truncate(cut.index(b.len() + 1));
            b
        }),
    ]
}

/// Decode `bytes` as every model, owned and borrowed; only the absence of a panic counts.
fn decode_all(bytes: &[u8]) {
    macro_rules! each {
        ($($t:ty),* $(,)?) => {$(
            let _ = serde_json::from_slice::<$t>(bytes);
        )*};
    }
    each!(
        BooksResponse,
        BreakdownPage,
        DvrLeagueResponse,
        DvrTeamResponse,
        ErrorEnvelope,
        FixturesResponse,
        FlowResponse,
        GapsResponse,
        LinesResponse,
        LiveBoxscoreResponse,
        LiveEventMessage,
        LiveEventsResponse,
        LiveFramesResponse,
        LiveGameBoxscore,
        LiveGamesResponse,
        LiveMessage,
        MatchesResponse,
        MediaResponse,
        ParlaysResponse,
        PlayerPropsResponse,
        PlayerSearchResponse,
        PropsResponse,
    );
    let _ = serde_json::from_slice::<GapsPage<'_>>(bytes);
    // Through a parsed value too, as the CLI decodes most answers.
    if let Ok(v) = serde_json::from_slice::<Value>(bytes) {
        let _ = serde_json::from_value::<LinesResponse>(v.clone());
        let _ = serde_json::from_value::<FlowResponse>(v.clone());
        let _ = serde_json::from_value::<LiveMessage>(v);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(10_000))]

    #[test]
    fn no_model_decoder_panics_on_any_body(bytes in body()) {
        decode_all(&bytes);
    }
}
