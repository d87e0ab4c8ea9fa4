//! Unit tests of `props`.

use super::typed_rows::{flat_columns, grouped_columns, line_summary};
use super::*;
use crate::output::num::Exact;
use crate::output::typed::testing::check_row;
use serde_json::json;

#[test]
fn times_shorten_and_bad_ones_survive() {
    assert_eq!(
        crate::output::fmt::short_time_in("2026-11-21T18:05:00.000Z", &jiff::tz::TimeZone::UTC),
        "11-21 18:05"
    );
}

#[test]
fn no_vig_pairs_the_two_priced_sides_of_one_prop() {
    let row = |prop: &str, dir: &str, odds: Option<i64>| {
        json!({"propId": prop, "eventId": "e", "offerId": format!("{prop}_{dir}"),
            "book_name": "SB", "player_name": "p", "stat_type": "K", "line": 20.5,
            "direction": dir, "team": "T", "opponent": "O",
            "event_time": "2026-11-21T18:00:00.000Z", "odds": odds,
            "links": {"player_image": "", "team_logo": "", "opponent_logo": ""}})
    };
    // -110/-110: 0.5 each. -150/+130: π = 0.6 and 0.434783, sum 1.034783 →
    // 0.579832 and 0.420168. A DFS row (no odds) and a lone priced side get none.
    let data = json!({"source": "s", "sport": "cs2", "total": 6, "props": [
        row("a", "over", Some(-110)), row("a", "under", Some(-110)),
        row("b", "over", Some(-150)), row("b", "under", Some(130)),
        row("c", "over", None), row("d", "over", Some(-120))]});
    let typed: PropsResponse = decode(&data, "/t").expect("decodes");
    let fair = no_vig(&typed.props);
    assert_eq!(fair[0], Some(0.5));
    assert_eq!(fair[1], Some(0.5));
    // Full precision: the multiplicative de-vig of 1/(1 + 100/150) and 1/(1 + 130/100),
    // computed here as the definition says (0.579832… and 0.420168…).
    let (pa, pb) = (1.0 / (1.0 + 100.0 / 150.0), 1.0 / (1.0 + 130.0 / 100.0));
    let (fa, fb) = (pa / (pa + pb), pb / (pa + pb));
    assert_eq!(fair[2], Some(fa));
    assert_eq!(fair[3], Some(fb));
    assert!((fa - 0.579_832).abs() < 5e-7 && (fb - 0.420_168).abs() < 5e-7);
    assert_eq!(fair[4], None);
    assert_eq!(fair[5], None);
    let view = props_view(
        data,
        &typed,
        &Shape {
            team: None,
            sort: Some(PropSort::Prob),
            limit: Some(2),
            window: None,
        },
        &[],
    );
    assert_eq!(view.rows.len(), 2);
    assert_eq!(view.rows[0].no_vig_prob, Some(Exact(fa)));
    assert_eq!(view.doc["props"][0]["esx"]["no_vig_prob"], json!(fa));
    assert_eq!(view.doc["props"].as_array().map(Vec::len), Some(2));
    assert_eq!(view.note, "2 of 6 props");
    check_row(&view.rows[0], &flat_columns());
    // The line as served: `20.50` stays `20.50`.
    let served = crate::client::exact::parse(
        br#"{"props": [{"propId": "a", "eventId": "e", "offerId": "a_over", "book_name": "SB",
        "player_name": "p", "stat_type": "K", "line": 20.50, "direction": "over", "team": "T",
        "opponent": "O", "event_time": "2026-11-21T18:00:00.000Z",
        "links": {"player_image": "", "team_logo": "", "opponent_logo": ""}}],
        "source": "s", "sport": "cs2", "total": 1}"#,
    )
    .unwrap();
    let typed: PropsResponse = decode(&served, "/t").expect("decodes");
    let view = props_view(served, &typed, &Shape::default(), &[]);
    assert_eq!(
        serde_json::to_string(&view.rows[0]).unwrap(),
        r#"{"player_name":"p","team":"T","opponent":"O","stat_type":"K","line":20.50,"direction":"over","odds":null,"no_vig_prob":null,"book_name":"SB","event_time":"2026-11-21T18:00:00.000Z","prop_id":"a","event_id":"e","offer_id":"a_over"}"#
    );
}

fn entry(venue: &str, line: f64, direction: &str, odds: Option<i64>) -> Value {
    json!({"book_name": venue.to_uppercase(), "sportsbook_name": venue, "line": line,
           "direction": direction, "stat_type": "K", "odds": odds})
}

fn group(name: &str, dfs: &[Value], main: &[Value]) -> Value {
    json!({"player_name": name, "player_id": 1, "canonical_player_id": "x_pl_1",
           "stat_type": "K", "event_id": "x_ev_1", "team": "T", "opponent": "O",
           "event_time": "2026-11-21T18:00:00.000Z", "dfs": dfs, "main": main})
}

#[test]
fn grouped_rows_get_spread_and_side_by_side_lines() {
    let data = json!({"source": "s", "sport": "cs2", "board": "all", "total_groups": 2,
        "total": 0, "props": [], "groups": [
        group("a", &[entry("v2", 23.5, "higher", None), entry("v2", 23.5, "lower", None),
                     entry("v1", 22.0, "over", None)],
              &[entry("sb", 22.5, "under", Some(-105)), entry("sb", 22.5, "over", Some(-125))]),
        group("b", &[], &[])]});
    let typed: PlayerPropsResponse = decode(&data, "/t").expect("decodes");
    let view = grouped_view(data, &typed, "2 groups");
    assert_eq!(view.doc["groups"][0]["esx"]["spread"], json!(1.5));
    assert_eq!(view.doc["groups"][1]["esx"]["spread"], Value::Null);
    let rows = &view.rows;
    check_row(&rows[0], &grouped_columns());
    assert_eq!(rows[0].spread, Some(Exact(1.5)));
    assert_eq!(rows[1].spread, None);
    assert_eq!(rows[0].dfs_lines, "22 v1 · 23.5 v2");
    assert_eq!(rows[0].over_odds, Some(-125));
    assert_eq!(rows[0].under_odds, Some(-105));
    assert_eq!(
        rows[0]
            .book_line
            .as_ref()
            .map(ToString::to_string)
            .as_deref(),
        Some("22.5")
    );
    assert_eq!(rows[1].over_odds, None);
    assert_eq!(rows[0].dfs_lines_2, "v1:22;v2:23.5");
    let agree = [
        ("a".to_string(), 44.5),
        ("c".to_string(), 44.5),
        ("b".to_string(), 40.0),
    ];
    assert_eq!(line_summary(&agree), "40 b · 44.5 ×2");
    assert_eq!(line_summary(&[]), "");
}

/// Tiers (settled point 6): the player and stat name a prop; its line, side, price,
/// no-vig, venue and start are act-on (START and VENUE once dropped first); grouped,
/// DFS LINES (each line with its venue) is identity and wraps rather than drop.
#[test]
fn props_columns_say_their_tiers() {
    use crate::output::view::{Tier::*, table_tiers};
    assert_eq!(
        table_tiers(&flat_columns()),
        [
            ("PLAYER", Identity),
            ("TEAM", Context),
            ("OPP", Context),
            ("STAT", Identity),
            ("LINE", ActOn),
            ("SIDE", ActOn),
            ("ODDS", ActOn),
            ("NO-VIG", ActOn),
            ("VENUE", ActOn),
            ("START", ActOn),
        ]
    );
    assert_eq!(
        table_tiers(&grouped_columns()),
        [
            ("PLAYER", Identity),
            ("TEAM", Context),
            ("STAT", Identity),
            ("DFS LINES", Identity),
            ("SPREAD", Context),
            ("BOOK LINE", ActOn),
            ("OVER", Context),
            ("UNDER", Context),
            ("P(OVER)", ActOn),
            ("START", ActOn),
        ]
    );
}
