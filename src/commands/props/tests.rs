//! Unit tests of `props`.

use super::*;

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
    );
    let rows = view.rows();
    assert_eq!(rows.len(), 2);
    assert_eq!(rows[0]["esx"]["no_vig_prob"], json!(fa));
    assert_eq!(view.notes, vec!["2 of 6 props".to_string()]);
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
    let view = grouped_view(data, &typed);
    let rows = view.rows();
    assert_eq!(rows[0]["esx"]["spread"], json!(1.5));
    assert_eq!(rows[1]["esx"]["spread"], Value::Null);
    let col = |t: &str, r: &Value| {
        let c = view.columns.iter().find(|c| c.title == t).expect("column");
        c.value(r)
    };
    assert_eq!(col("DFS LINES", rows[0]), json!("22 v1 · 23.5 v2"));
    assert_eq!(col("OVER", rows[0]), json!(-125));
    assert_eq!(col("UNDER", rows[0]), json!(-105));
    assert_eq!(col("BOOK LINE", rows[0]), json!(22.5));
    assert_eq!(col("OVER", rows[1]), Value::Null);
    assert_eq!(col("dfs_lines", rows[0]), json!("v1:22;v2:23.5"));
    let agree = [
        ("a".to_string(), 44.5),
        ("c".to_string(), 44.5),
        ("b".to_string(), 40.0),
    ];
    assert_eq!(line_summary(&agree), "40 b · 44.5 ×2");
    assert_eq!(line_summary(&[]), "");
}
