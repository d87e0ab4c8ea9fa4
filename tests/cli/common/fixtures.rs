//! Realistic bodies (spec §2 shapes) for the board commands' scripted-server tests.

pub(crate) const BOOKS: &str = r#"{"source":"svc","total_books":4,"books":[
{"book_id":1,"key":"dfs_one","display_name":"DFS One"},
{"book_id":2,"key":"dfs_two","display_name":"DFS Two"},
{"book_id":3,"key":"dfs_three","display_name":"DFS Three"},
{"book_id":9,"key":"sharpbook","display_name":"Sharp Book"}]}"#;

/// Two DFS venues and a third disagree on s1mple's kills; the sportsbook (priced with
/// `odds`) posts a far line that must not count as DFS.
pub(crate) const PROPS: &str = r#"{"source":"svc","sport":"cs2","total":6,"props":[
{"propId":"x_prop_1","eventId":"x_ev_1","offerId":"x_prop_1_0_over","book_name":"DFS One","player_name":"s1mple","stat_type":"CS2_KILLS_MAPS_1_2","line":32.5,"direction":"over","team":"NAVI","opponent":"FaZe","event_time":"2026-11-21T18:00:00.000Z","links":{"player_image":"https://img.example/p.png","team_logo":"https://img.example/t.png","opponent_logo":"https://img.example/o.png"}},
{"propId":"x_prop_2","eventId":"x_ev_1","offerId":"x_prop_2_0_higher","book_name":"DFS Two","player_name":"s1mple","stat_type":"CS2_KILLS_MAPS_1_2","line":34.5,"direction":"higher","team":"NAVI","opponent":"FaZe","event_time":"2026-11-21T18:00:00.000Z","links":{"player_image":"","team_logo":"","opponent_logo":""}},
{"propId":"x_prop_3","eventId":"x_ev_1","offerId":"x_prop_3_0_over","book_name":"DFS Three","player_name":"s1mple","stat_type":"CS2_KILLS_MAPS_1_2","line":33.0,"direction":"over","team":"NAVI","opponent":"FaZe","event_time":"2026-11-21T18:00:00.000Z","links":{"player_image":"","team_logo":"","opponent_logo":""}},
{"propId":"x_prop_4","eventId":"x_ev_1","offerId":"x_prop_4_0_over","book_name":"Sharp Book","player_name":"s1mple","stat_type":"CS2_KILLS_MAPS_1_2","line":40.5,"direction":"over","team":"NAVI","opponent":"FaZe","event_time":"2026-11-21T18:00:00.000Z","odds":-115,"links":{"player_image":"","team_logo":"","opponent_logo":""}},
{"propId":"x_prop_5","eventId":"x_ev_1","offerId":"x_prop_5_0_over","book_name":"DFS One","player_name":"ropz","stat_type":"CS2_HEADSHOTS_MAPS_1_2","line":14.5,"direction":"over","team":"FaZe","opponent":"NAVI","event_time":"2026-11-21T18:00:00.000Z","links":{"player_image":"","team_logo":"","opponent_logo":""}},
{"propId":"x_prop_6","eventId":"x_ev_1","offerId":"x_prop_6_0_over","book_name":"DFS Two","player_name":"ropz","stat_type":"CS2_HEADSHOTS_MAPS_1_2","line":14.5,"direction":"over","team":"FaZe","opponent":"NAVI","event_time":"2026-11-21T18:00:00.000Z","links":{"player_image":"","team_logo":"","opponent_logo":""}}]}"#;

pub(crate) const PLAYER_PROPS: &str = r#"{"source":"svc","sport":"cs2","board":"all","total_groups":1,"total":5,"groups":[
{"player_name":"s1mple","player_id":7,"canonical_player_id":"x_pl_7","stat_type":"CS2_KILLS_MAPS_1_2","event_id":"x_ev_1","team":"NAVI","opponent":"FaZe","event_time":"2026-11-21T18:00:00.000Z",
 "dfs":[{"book_name":"DFS One","sportsbook_name":"dfs_one","line":32.5,"direction":"over","stat_type":"CS2_KILLS_MAPS_1_2"},
        {"book_name":"DFS Two","sportsbook_name":"dfs_two","line":34.5,"direction":"higher","stat_type":"CS2_KILLS_MAPS_1_2"},
        {"book_name":"DFS Two","sportsbook_name":"dfs_two","line":34.5,"direction":"lower","stat_type":"CS2_KILLS_MAPS_1_2"}],
 "main":[{"book_name":"Sharp Book","sportsbook_name":"sharpbook","line":33.5,"direction":"over","stat_type":"CS2_KILLS_MAPS_1_2","odds":-120},
         {"book_name":"Sharp Book","sportsbook_name":"sharpbook","line":33.5,"direction":"under","stat_type":"CS2_KILLS_MAPS_1_2","odds":100}]}],
"props":[]}"#;

/// One `/gaps` page: rows `from..to` of `total`, `has_more` when rows remain.
pub(crate) fn gaps_page(from: usize, to: usize, total: usize) -> String {
    let rows: Vec<String> = (from..to)
        .map(|i| {
            format!(
                r#"{{"gap_id":"gap_{i:012x}","player_id":"x_pl_{i}","player_name":"player{i}","team":"NAVI","opponent":"FaZe","event_id":"x_ev_1","event_time":"2026-11-21T18:00:00.000Z","stat_type":"CS2_KILLS_MAPS_1_2","market":"kills_maps_1_2","line":33,"line_min":32.5,"line_max":34.5,"line_gap":2.0,"book_count":2,"books":[{{"book":"dfs_one","line":32.5,"propId":"x_prop_{i}a","direction":"over"}},{{"book":"dfs_two","line":34.5,"propId":"x_prop_{i}b","direction":"higher"}}],"extra_field":{{"kept":true}}}}"#
            )
        })
        .collect();
    format!(
        r#"{{"source":"svc","sport":"cs2","min_gap":0.5,"total":{total},"returned":{},"offset":{from},"limit":{},"has_more":{},"gaps":[{}]}}"#,
        to - from,
        to - from,
        to < total,
        rows.join(",")
    )
}

pub(crate) const FLOW: &str = r#"{"available":true,"sport":"cs2","kind":"all","total":2,"plays":[
{"play_id":"x_flow_1","kind":"steam","kr_match_id":"x_cs2_navi-faze","match_slug":"navi-faze","home_team":"NAVI","home_team_id":"x_tm_1","away_team":"FaZe","away_team_id":"x_tm_2","start_time":"2026-11-21T18:00:00.000Z","tournament_name":"Major","market":"match_winner","map":null,"selection":"NAVI","selection_team_id":"x_tm_1","opposite":"FaZe","opposite_team_id":"x_tm_2","best_american":-135,"best_decimal":1.741,"best_source":"sharpbook","steam_american_delta":-25,"steam_movement":"shortening","thresholds":{"min_sources":3}},
{"play_id":"x_flow_2","kind":"whale","kr_match_id":"x_cs2_navi-faze","match_slug":"navi-faze","home_team":"NAVI","home_team_id":"x_tm_1","away_team":"FaZe","away_team_id":"x_tm_2","start_time":"2026-11-21T18:00:00.000Z","tournament_name":"Major","market":"map_winner","map":2,"selection":"FaZe","selection_team_id":"x_tm_2","opposite":"NAVI","opposite_team_id":"x_tm_1","best_american":120,"best_decimal":2.2,"best_source":"kalshi"}]}"#;

fn dvr_team(name: &str, id: &str, fp: [f64; 3], rank: [u32; 3]) -> String {
    let roles: Vec<String> = ["Safe Lane", "Mid Lane", "Off Lane"]
        .iter()
        .enumerate()
        .map(|(i, role)| {
            format!(
                r#"{{"role":"{role}","stats":[{{"stat":"kills","n":24,"allowed":4.5,"league_avg":4.2,"vs_league":0.3,"rank":{r}}},{{"stat":"fantasy_points","n":24,"allowed":{a},"league_avg":18.0,"vs_league":{v:.1},"rank":{r}}}]}}"#,
                r = rank[i],
                a = fp[i],
                v = fp[i] - 18.0
            )
        })
        .collect();
    format!(
        r#"{{"team_id":"{id}","team":"{name}","slug":"{}","window":"last_20","maps":14,"available":true,"roles":[{}]}}"#,
        name.to_lowercase(),
        roles.join(",")
    )
}

pub(crate) fn dvr_league() -> String {
    format!(
        r#"{{"source":"svc","sport":"dota2","window":"last_20","history_days":null,"total_teams":3,"teams":[{},{},{}]}}"#,
        dvr_team("Spirit", "x_tm_1", [21.5, 19.0, 17.0], [1, 2, 2]),
        dvr_team("Liquid", "x_tm_2", [19.5, 20.5, 18.5], [2, 1, 1]),
        r#"{"team_id":"x_tm_3","team":"Rookies","slug":"rookies","window":"last_20","maps":3,"available":false,"reason":"insufficient_maps","roles":[]}"#
    )
}

pub(crate) fn dvr_one() -> String {
    format!(
        r#"{{"source":"svc","sport":"dota2","window":"last_20","history_days":null,"team":{}}}"#,
        dvr_team("Spirit", "x_tm_1", [21.5, 19.0, 17.0], [1, 2, 2])
    )
}

pub(crate) const DVR_UNAVAILABLE: &str = r#"{"source":"svc","sport":"dota2","window":"last_20","history_days":null,"team":{"team_id":"x_tm_3","team":"Rookies","slug":"rookies","window":"last_20","maps":3,"available":false,"reason":"insufficient_maps","roles":[]}}"#;
