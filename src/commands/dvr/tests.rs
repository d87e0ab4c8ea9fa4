//! Unit tests of `dvr`.

use super::*;
use crate::output::typed::testing::check_row;
use serde_json::json;

fn table(s: Shown) -> Table {
    match s {
        Shown::Table(t) => t,
        Shown::Generic(_) => panic!("a table, not the generic view"),
    }
}

fn team(name: &str, id: &str, ranks: [u64; 2]) -> Value {
    json!({"team_id": id, "team": name, "slug": name, "window": "last_20", "maps": 12, "available": true, "roles": [
        {"role": "Safe Lane", "stats": [
            {"stat": "kills", "n": 24, "allowed": 5.0, "league_avg": 4.5, "vs_league": 0.5, "rank": ranks[0]},
            {"stat": "fantasy_points", "n": 24, "allowed": 20.0, "league_avg": 18.0, "vs_league": 2.0, "rank": ranks[1]}]},
        {"role": "Mid Lane", "stats": [
            {"stat": "fantasy_points", "n": 12, "allowed": 22.0, "league_avg": 21.0, "vs_league": 1.0, "rank": 1}]}]})
}

#[test]
fn roles_validate_per_sport() {
    assert_eq!(check_role("dota2", "safe").unwrap(), "Safe Lane");
    assert_eq!(check_role("dota2", "Mid Lane").unwrap(), "Mid Lane");
    assert_eq!(check_role("valorant", "DUELIST").unwrap(), "Duelist");
    let e = check_role("valorant", "safe").unwrap_err().to_string();
    assert!(
        e.contains("duelist, initiator, controller, sentinel"),
        "{e}"
    );
    assert!(check_stat("valorant", Stat::LastHits).is_err());
    assert!(check_stat("dota2", Stat::FirstKills).is_err());
    assert!(check_stat("dota2", Stat::LastHits).is_ok());
}

#[test]
fn league_rows_filter_sort_and_reduce_json() {
    let data = json!({"source": "s", "sport": "dota2", "window": "last_20", "history_days": null,
        "total_teams": 3, "teams": [
        team("Zeta", "t2", [1, 2]), team("Alpha", "t1", [2, 1]),
        {"team_id": "t3", "team": "Gone", "slug": "gone", "window": "last_20", "maps": 3, "available": false, "reason": "insufficient_maps", "roles": []}]});
    let f = Filter {
        role: Some("Safe Lane"),
        stat: Some("fantasy_points"),
        sort: Sort::Rank,
    };
    let view = table(league_view(data, &f));
    let rows = &view.rows;
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0].team.as_deref(), Some("Alpha"));
    assert_eq!(rows[0].rank, Some(1));
    check_row(&rows[0], &columns(true));
    assert_eq!(view.doc["teams"][0]["team"], "Alpha");
    assert_eq!(view.doc["teams"].as_array().map(Vec::len), Some(2));
    assert_eq!(
        view.doc["teams"][0]["roles"].as_array().map(Vec::len),
        Some(1)
    );
    assert!(
        view.notes[1].contains("Gone (insufficient_maps (3 maps in last_20"),
        "{:?}",
        view.notes
    );
    let by_allowed = Filter {
        role: None,
        stat: Some("fantasy_points"),
        sort: Sort::Allowed,
    };
    let data = json!({"source": "s", "sport": "dota2", "window": "last_20",
        "total_teams": 1, "teams": [team("Zeta", "t2", [1, 2])]});
    let view = table(league_view(data, &by_allowed));
    assert_eq!(view.rows[0].role, "Mid Lane");
}

#[test]
fn unavailable_team_is_data_with_its_reason() {
    let data = json!({"source": "s", "sport": "dota2", "window": "last_20", "team": {"team_id": "t3", "team": "Gone", "slug": "gone", "window": "last_20", "maps": 3, "available": false, "reason": "insufficient_maps", "roles": []}});
    let f = Filter {
        role: None,
        stat: None,
        sort: Sort::Rank,
    };
    let view = table(team_view(data, &f));
    assert!(view.rows.is_empty());
    assert!(
        view.empty.contains("insufficient_maps (3 maps in last_20"),
        "{}",
        view.empty
    );
}

#[test]
fn a_bare_team_object_is_read_and_numbers_keep_their_text() {
    let body = br#"{"team_id":"t1","team":"Alpha","slug":"alpha","window":"last_10","maps":12,"available":true,"roles":[{"role":"Mid Lane","stats":[{"stat":"kills","n":12,"allowed":5.50,"league_avg":4.5,"vs_league":1.0,"rank":2,"new":1},{"stat":"deaths","n":12,"allowed":3.0,"league_avg":3.1,"vs_league":-0.1,"rank":7}]}]}"#;
    let data = crate::client::exact::parse(body).expect("json");
    let f = Filter {
        role: Some("Mid Lane"),
        stat: Some("kills"),
        sort: Sort::Rank,
    };
    let view = table(team_view(data, &f));
    assert_eq!(view.rows.len(), 1);
    assert!(view.notes[0].starts_with("Alpha — defense vs role, last_10, 12 maps"));
    // JSON: the team reduced to the stat shown, its fields and number text as served.
    assert_eq!(
        view.doc.to_string(),
        r#"{"team_id":"t1","team":"Alpha","slug":"alpha","window":"last_10","maps":12,"available":true,"roles":[{"role":"Mid Lane","stats":[{"stat":"kills","n":12,"allowed":5.50,"league_avg":4.5,"vs_league":1.0,"rank":2,"new":1}]}]}"#
    );
    // The row: no team columns, the figures' text as served.
    check_row(&view.rows[0], &columns(false));
    assert_eq!(
        serde_json::to_string(&view.rows[0]).unwrap(),
        r#"{"role":"Mid Lane","stat":"kills","allowed":5.50,"league_avg":4.5,"vs_league":1.0,"rank":2,"n":12,"team_id":"t1"}"#
    );
}

#[test]
fn unexpected_shapes_fall_back_to_generic() {
    let f = Filter {
        role: None,
        stat: None,
        sort: Sort::Rank,
    };
    let Shown::Generic(view) = league_view(json!({"rows": [{"a": 1}]}), &f) else {
        panic!("the generic view");
    };
    assert_eq!(view.columns[0].title, "A");
}
