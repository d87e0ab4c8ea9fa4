//! Filters before paging (DESIGN "Filters before paging", settled point 20), at the
//! pinned clock on the demo: `--starts-within` and `--team` keep rows from the whole
//! list, then `--limit`/`--offset` page what they kept. Each count is computed here
//! from the full unfiltered `--json` board, not typed in.

use serde_json::Value;

use crate::common::esx;

/// `esx --demo -q ARGS`: exit code, stdout, stderr.
fn run(args: &[&str]) -> (i32, String, String) {
    let d = tempfile::tempdir().unwrap();
    let out = esx(d.path())
        .env("TZ", "UTC")
        .env("COLUMNS", "250")
        .args(["--demo", "-q"])
        .args(args)
        .output()
        .unwrap();
    crate::common::outcome(&out)
}

fn json(args: &[&str]) -> Value {
    let mut a = args.to_vec();
    a.push("--json");
    let (code, out, err) = run(&a);
    assert_eq!(code, 0, "{args:?}: {err}");
    serde_json::from_str(&out).unwrap_or_else(|e| panic!("{args:?}: {e}: {out}"))
}

/// Whether `t` starts within `hours` after the pinned clock.
fn within(t: &Value, hours: i64) -> bool {
    let t: jiff::Timestamp = t.as_str().unwrap().parse().unwrap();
    let now: jiff::Timestamp = crate::common::sim::NOW.parse().unwrap();
    (0..=hours * 3600).contains(&(t.as_second() - now.as_second()))
}

fn ids(v: &Value, key: &str, id: &str) -> Vec<String> {
    v[key]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r[id].to_string())
        .collect()
}

/// The rows under `key` in `v` starting within `hours` (their `time`), by `id`, in order.
fn in_window(v: &Value, key: &str, time: &str, id: &str, hours: i64) -> Vec<String> {
    v[key]
        .as_array()
        .unwrap()
        .iter()
        .filter(|r| within(&r[time], hours))
        .map(|r| r[id].to_string())
        .collect()
}

#[test]
fn gaps_in_a_window_are_counted_and_paged_from_the_whole_list() {
    // The whole list, every page, unfiltered: the gaps in the window, in board order.
    let all = json(&["gaps", "cs2", "--all"]);
    let in_window = in_window(&all, "gaps", "event_time", "gap_id", 6);
    let n = in_window.len();
    assert!(n > 6, "the window holds enough gaps to page: {n}");
    // The first page (the service's default size) holds every gap in the window.
    let first = json(&["gaps", "cs2", "--starts-within", "6h"]);
    assert_eq!(ids(&first, "gaps", "gap_id"), in_window);
    assert_eq!(first["esx"]["filtered_total"], n);
    assert_eq!(first["esx"]["has_more"], false);
    // Pages of 5 walk the window's list without repeating a row.
    let p1 = json(&["gaps", "cs2", "--starts-within", "6h", "--limit", "5"]);
    let p2 = json(&[
        "gaps",
        "cs2",
        "--starts-within",
        "6h",
        "--limit",
        "5",
        "--offset",
        "5",
    ]);
    assert_eq!(ids(&p1, "gaps", "gap_id"), in_window[..5]);
    assert_eq!(ids(&p2, "gaps", "gap_id"), in_window[5..n.min(10)]);
    assert_eq!(p2["esx"]["offset"], 5);
    assert_eq!(p2["esx"]["has_more"], n > 10);
    // The table's footer counts the window and offers the next page of it.
    let (code, out, err) = run(&["gaps", "cs2", "--starts-within", "6h", "--limit", "5"]);
    assert_eq!(code, 0, "{err}");
    let footer = format!("5 of {n} gaps starting within 6h; more with --offset 5");
    assert!(out.contains(&footer), "{footer}\n{out}");
}

#[test]
fn props_in_a_window_count_the_window_not_the_board() {
    let all = json(&["props", "cs2"]);
    let rows = all["props"].as_array().unwrap();
    let kept: Vec<&Value> = rows
        .iter()
        .filter(|p| within(&p["event_time"], 6))
        .collect();
    assert!(kept.len() > 20 && kept.len() < rows.len(), "{}", kept.len());
    let (code, out, err) = run(&["props", "cs2", "--starts-within", "6h", "--limit", "20"]);
    assert_eq!(code, 0, "{err}");
    let footer = format!("20 of {} props starting within 6h", kept.len());
    assert!(out.contains(&footer), "{footer}\n{out}");
    let page = json(&["props", "cs2", "--starts-within", "6h", "--limit", "20"]);
    assert_eq!(page["esx"]["filtered_total"], kept.len());
    assert_eq!(page["esx"]["has_more"], true);
    assert_eq!(
        page["total"], all["total"],
        "the served total stays as served"
    );
    // `--team` too: the rows of that team's players on the whole board.
    let team = kept[0]["team"].as_str().unwrap().to_string();
    let of_team = rows
        .iter()
        .filter(|p| p["team"].as_str() == Some(team.as_str()))
        .count();
    let page = json(&["props", "cs2", "--team", &team, "--limit", "3"]);
    assert_eq!(page["esx"]["filtered_total"], of_team);
    assert_eq!(page["props"].as_array().unwrap().len(), 3.min(of_team));
}

#[test]
fn grouped_limit_says_how_many_groups_of_how_many() {
    let all = json(&["props", "cs2", "--grouped"]);
    let n = all["groups"].as_array().unwrap().len();
    assert!(n > 5);
    let (code, out, err) = run(&["props", "cs2", "--grouped", "--limit", "5"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains(&format!("5 of {n} groups")), "{out}");
    let in_window = all["groups"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|g| within(&g["event_time"], 6))
        .count();
    let page = json(&[
        "props",
        "cs2",
        "--grouped",
        "--starts-within",
        "6h",
        "--limit",
        "5",
    ]);
    assert_eq!(page["esx"]["filtered_total"], in_window);
    assert_eq!(page["groups"].as_array().unwrap().len(), 5.min(in_window));
}

/// Match id → start, from the whole upcoming list (the legs' and plays' matches).
fn starts() -> std::collections::HashMap<String, Value> {
    let m = json(&["matches", "cs2", "--all", "--limit", "500"]);
    m["matches"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            (
                r["kr_match_id"].as_str().unwrap().to_string(),
                r["event_time"].clone(),
            )
        })
        .collect()
}

#[test]
fn flow_in_a_window_reads_the_whole_answer_then_pages() {
    // Every play the service sends (its most, 100), and those starting within 6h.
    let all = json(&["flow", "cs2", "--limit", "100"]);
    let in_window = in_window(&all, "plays", "start_time", "play_id", 6);
    let n = in_window.len();
    assert!(n >= 3, "the window holds plays to page: {n}");
    let k = n - 1;
    let limit = k.to_string();
    let args = ["flow", "cs2", "--starts-within", "6h", "--limit", &limit];
    let page = json(&args);
    assert_eq!(
        ids(&page, "plays", "play_id"),
        in_window[..k],
        "the first {k} of the window"
    );
    assert_eq!(page["esx"]["filtered_total"], n);
    assert_eq!(page["esx"]["has_more"], true);
    let (code, out, err) = run(&args);
    assert_eq!(code, 0, "{err}");
    let footer = format!("{k} of {n} plays starting within 6h");
    assert!(out.contains(&footer), "{footer}: {out}");
    assert!(!out.contains("--offset"), "flow has no --offset: {out}");
}

#[test]
fn parlays_in_a_window_are_discovered_from_the_whole_answer_then_paged() {
    let starts = starts();
    let base = [
        "parlays",
        "cs2",
        "--book",
        "thunderpick",
        "--include",
        "all",
    ];
    let all = json(&[&base[..], &["--limit", "100"]].concat());
    let in_window: Vec<String> = all["parlays"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| {
            p["legs"].as_array().unwrap().iter().all(|l| {
                starts
                    .get(l["kr_match_id"].as_str().unwrap())
                    .is_some_and(|t| within(t, 24))
            })
        })
        .map(|p| p["legs"].to_string())
        .collect();
    let n = in_window.len();
    assert!(n >= 3, "the window holds parlays to page: {n}");
    let k = 2;
    let args = [&base[..], &["--starts-within", "24h", "--limit", "2"]].concat();
    let page = json(&args);
    let legs: Vec<String> = page["parlays"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["legs"].to_string())
        .collect();
    assert_eq!(legs, in_window[..k], "the first {k} of the window");
    assert_eq!(page["esx"]["filtered_total"], n);
    let (code, out, err) = run(&args);
    assert_eq!(code, 0, "{err}");
    let footer = format!("{k} of {n} parlays starting within 1d");
    assert!(out.contains(&footer), "{footer}: {out}");
}

/// The footer line of a table run (its first line: the count above the rows).
fn first_line(args: &[&str]) -> String {
    let (code, out, err) = run(args);
    assert_eq!(code, 0, "{args:?}: {err}");
    out.lines().next().unwrap_or_default().to_string()
}

#[test]
fn lines_count_the_markets_the_window_kept() {
    let all = json(&["lines", "cs2"]);
    let n: usize = all["events"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| within(&e["event_time"], 24))
        .map(|e| e["markets"].as_array().unwrap().len())
        .sum();
    assert!(n > 5, "{n}");
    let page = json(&["lines", "cs2", "--starts-within", "24h", "--limit", "5"]);
    let shown: usize = page["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["markets"].as_array().unwrap().len())
        .sum();
    assert_eq!(shown, 5);
    assert_eq!(page["esx"]["filtered_total"], n);
    assert_eq!(page["esx"]["has_more"], true);
    let line = first_line(&["lines", "cs2", "--starts-within", "24h", "--limit", "5"]);
    assert!(
        line.starts_with(&format!("5 of {n} markets starting within 1d · ")),
        "{line}"
    );
    // No filter and no --limit: the JSON is as before.
    assert!(all.get("esx").is_none(), "{}", all["esx"]);
}

#[test]
fn picks_count_the_picks_the_window_kept() {
    let all = json(&["picks", "cs2"]);
    let n = all["picks"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| within(&p["event_time"], 24))
        .count();
    assert!(n > 5, "{n}");
    let page = json(&["picks", "cs2", "--starts-within", "24h", "--limit", "5"]);
    assert_eq!(page["picks"].as_array().unwrap().len(), 5);
    assert_eq!(page["esx"]["filtered_total"], n);
    assert_eq!(page["esx"]["offset"], 0);
    assert_eq!(page["esx"]["has_more"], true);
    let line = first_line(&["picks", "cs2", "--starts-within", "24h", "--limit", "5"]);
    assert!(
        line.starts_with(&format!(
            "5 of {n} picks starting within 1d, highest edge first ("
        )),
        "{line}"
    );
    assert!(all.get("esx").is_none(), "no filter: JSON as before");
}

#[test]
fn arbs_count_the_arbs_the_window_kept() {
    let args = ["arbs", "cs2", "--include-flagged"];
    let all = json(&args);
    for (hours, flag, words) in [(24, "24h", "1d"), (72, "72h", "3d")] {
        let n = all["arbs"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|a| within(&a["event_time"], hours))
            .count();
        let kept = json(&[&args[..], &["--starts-within", flag]].concat());
        assert_eq!(kept["arbs"].as_array().unwrap().len(), n);
        assert_eq!(kept["esx"]["filtered_total"], n);
        assert_eq!(kept["esx"]["has_more"], false);
        let line = first_line(&[&args[..], &["--starts-within", flag]].concat());
        let count = if n == 1 {
            "1 arb".to_string()
        } else {
            format!("{n} arbs")
        };
        assert!(
            line.starts_with(&format!("{count} starting within {words} (stake")),
            "{line}"
        );
    }
    assert!(all.get("esx").is_none(), "no filter: JSON as before");
}
