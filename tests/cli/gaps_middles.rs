//! `esx gaps --middles` and the full `esx.middle` (DESIGN.md settled point 8): a scripted
//! board whose windows are known, and the demo at the pinned clock.

use serde_json::{Value, json as j};

use crate::common::fixtures::{BOOKS, PROPS};
use crate::common::{Server, json, run};

/// `/props` with s1mple's DFS Two `lower` row at `under` beside its `higher` 34.5.
fn board_with_under(under: f64) -> Server {
    let props = PROPS.replacen(
        r#"{"propId":"x_prop_3""#,
        &format!(
            r#"{{"propId":"x_prop_2b","eventId":"x_ev_1","offerId":"x_prop_2_0_lower","book_name":"DFS Two","player_name":"s1mple","stat_type":"CS2_KILLS_MAPS_1_2","line":{under:.1},"direction":"lower","team":"NAVI","opponent":"FaZe","event_time":"2026-11-21T18:00:00.000Z","links":{{"player_image":"","team_logo":"","opponent_logo":""}}}},{{"propId":"x_prop_3""#
        ),
        1,
    );
    Server::start_routed(move |target, _| {
        if target.starts_with("/v6/books") {
            json(200, BOOKS)
        } else {
            json(200, &props)
        }
    })
}

/// The lowest over is 32.5 (DFS One). Under 34.0: 33 wins both (34 pushes the under),
/// a middle [33, 33]. Under 33.0 with over 32.5: none. Whole lines that only push —
/// over 33 (DFS Three) would need an under above 34 — are checked by the engine's own
/// test; here `--middles` keeps exactly the rows with a window, table and JSON alike.
#[test]
fn middles_keeps_the_rows_with_a_whole_number_that_wins_both() {
    for (under, window) in [(34.0, Some([33, 33])), (33.0, None), (35.5, Some([33, 35]))] {
        let s = board_with_under(under);
        let (code, out, err) = run(&s, &["gaps", "cs2", "--local", "--json", "--min-gap", "0"]);
        assert_eq!(code, 0, "{err}");
        let v: Value = serde_json::from_str(&out).expect("json");
        let kills = v["gaps"]
            .as_array()
            .unwrap()
            .iter()
            .find(|g| g["stat_type"] == "CS2_KILLS_MAPS_1_2")
            .expect("s1mple's kills gap");
        let (code, kept, err) = run(
            &s,
            &[
                "gaps",
                "cs2",
                "--local",
                "--json",
                "--min-gap",
                "0",
                "--middles",
            ],
        );
        assert_eq!(code, 0, "{err}");
        let kept: Value = serde_json::from_str(&kept).expect("json");
        if let Some(w) = window {
            assert_eq!(kills["esx"]["middle"]["window"], j!(w), "{under}: {v}");
            assert_eq!(kept["gaps"].as_array().unwrap().len(), 1, "{kept}");
            assert_eq!(kept["esx"]["filtered_total"], 1, "{kept}");
        } else {
            assert_eq!(kills["esx"]["middle"], j!(false), "{under}: {v}");
            assert_eq!(kept["gaps"].as_array().unwrap().len(), 0, "{kept}");
        }
        let (code, table, err) = run(
            &s,
            &["gaps", "cs2", "--local", "--min-gap", "0", "--middles"],
        );
        assert_eq!(code, 0, "{err}");
        let footer = if window.is_some() {
            "1 gap with a middle"
        } else {
            "0 gaps"
        };
        assert!(table.contains(footer), "{table}");
        if window.is_some() {
            assert!(table.contains("WINDOW") && table.contains("EV%"), "{table}");
        }
    }
}

/// The demo at the pinned clock: every `--middles` row (service and `--local`) carries
/// a window of whole numbers strictly inside its over and under lines (a whole line
/// pushes, so it is never in the window), its pair on two venues, and the count of kept
/// rows equals the middles among all rows.
#[test]
fn every_demo_middle_has_a_window_strictly_inside_its_lines() {
    let d = tempfile::tempdir().unwrap();
    let json_of = |args: &[&str]| -> Value {
        let out = crate::common::esx(d.path())
            .args(["--demo", "-q"])
            .args(args)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        serde_json::from_slice(&out.stdout).unwrap()
    };
    for local in [false, true] {
        let mut args = vec!["gaps", "cs2", "--all", "--json"];
        if local {
            args.push("--local");
        }
        let all = json_of(&args);
        args.push("--middles");
        let kept = json_of(&args);
        let rows = kept["gaps"].as_array().unwrap();
        assert!(!rows.is_empty(), "the demo has middles (local {local})");
        let middles_in_all = all["gaps"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|g| g["esx"]["middle"].is_object())
            .count();
        assert_eq!(rows.len(), middles_in_all, "local {local}");
        assert_eq!(
            kept["esx"]["filtered_total"], middles_in_all,
            "local {local}"
        );
        let mut valued = 0;
        for g in rows {
            let m = &g["esx"]["middle"];
            let (lo, hi) = (
                m["window"][0].as_i64().unwrap(),
                m["window"][1].as_i64().unwrap(),
            );
            let (a, b) = (
                m["low"]["line"].as_f64().unwrap(),
                m["high"]["line"].as_f64().unwrap(),
            );
            assert!(lo <= hi, "{g}");
            let inside = a < lo as f64 && (hi as f64) < b;
            assert!(inside, "window strictly inside the lines: {g}");
            assert_ne!(m["low"]["venue"], m["high"]["venue"], "{g}");
            if let Some(p) = m["p_middle"].as_f64() {
                valued += 1;
                assert!(p > 0.0 && p < 1.0, "{g}");
                assert!(m["ev_pct"].is_f64(), "{g}");
            } else {
                assert!(m["reason"].is_string(), "{g}");
            }
        }
        assert!(
            valued > 0,
            "some demo middles have a sportsbook pair (local {local})"
        );
    }
}
