//! Board windows: `--starts-within` on every board command (the events starting between
//! the pinned clock, 12:00 UTC, and clock + DURATION), in JSON as in the table; and
//! `lines all --top N` ranked across sports in one table.

use crate::common::esx;

/// `esx --demo -q ARGS --jq JQ` (NOW pinned by `esx`), its output lines.
fn jq(args: &[&str], jq: &str) -> Vec<String> {
    let d = tempfile::tempdir().unwrap();
    let out = esx(d.path())
        .env("TZ", "UTC")
        .args(["--demo", "-q"])
        .args(args)
        .args(["--jq", jq])
        .output()
        .unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| l.trim().trim_matches('"').to_string())
        .filter(|l| !l.is_empty())
        .collect()
}

/// Whether `t` is within `hours` after the tests' pinned clock.
fn within(t: &str, hours: i64) -> bool {
    let t: jiff::Timestamp = t.parse().unwrap_or_else(|_| panic!("a time: {t}"));
    let now: jiff::Timestamp = crate::common::sim::NOW.parse().unwrap();
    (0..=hours * 3600).contains(&(t.as_second() - now.as_second()))
}

/// The window keeps some rows and leaves some out, and every kept row's start is in it.
fn check_window(args: &[&str], window: &str, hours: i64, times: &str) {
    let all = jq(args, times);
    assert!(
        all.iter().any(|t| !within(t, hours)),
        "{args:?}: the window must leave some out"
    );
    let mut windowed = args.to_vec();
    windowed.extend(["--starts-within", window]);
    let kept = jq(&windowed, times);
    assert!(!kept.is_empty(), "{windowed:?} kept nothing");
    assert!(kept.len() < all.len(), "{windowed:?}");
    assert!(kept.iter().all(|t| within(t, hours)), "{kept:?}");
}

#[test]
fn props_and_gaps_keep_the_events_starting_in_the_window() {
    check_window(&["props", "cs2"], "3h", 3, ".props[].event_time");
    check_window(
        &["props", "cs2", "--grouped"],
        "3h",
        3,
        ".groups[].event_time",
    );
    check_window(&["gaps", "cs2"], "180m", 3, ".gaps[].event_time");
}

#[test]
fn parlays_keep_those_whose_every_leg_starts_in_the_window() {
    let args = [
        "parlays",
        "cs2",
        "--book",
        "kalshi",
        "--include",
        "all",
        "--starts-within",
        "12h",
    ];
    let ids = jq(&args, ".parlays[].legs[].kr_match_id");
    assert!(!ids.is_empty(), "some parlay starts within 12h");
    let starts = jq(
        &["lines", "cs2"],
        ".events[] | \"\\(.kr_match_id) \\(.event_time)\"",
    );
    for id in &ids {
        let start = starts
            .iter()
            .find_map(|l| l.strip_prefix(&format!("{id} ")))
            .unwrap_or_else(|| panic!("leg {id} on the board"));
        assert!(within(start, 12), "{id} starts at {start}");
    }
    let all = jq(&args[..6], ".parlays | length");
    let kept = jq(&args, ".parlays | length");
    assert!(kept[0].parse::<u32>().unwrap() < all[0].parse::<u32>().unwrap());
    // A ticket has no window: refused, naming the discover-mode flags.
    let d = tempfile::tempdir().unwrap();
    esx(d.path())
        .args(["--demo", "-q", "parlays", "cs2", "--book", "thunderpick"])
        .args(["--ticket", "a:match_winner:b,c:match_winner:d"])
        .args(["--starts-within", "6h"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains(
            "--starts-within apply to discover mode",
        ));
}

#[test]
fn arbs_keep_the_events_starting_in_the_window() {
    // Seed 42's cs2 arb starts on Mon 23 Nov at 19:00 UTC, 55 h after the pinned clock:
    // inside 72h, outside 48h.
    let within_72h = jq(
        &["arbs", "cs2", "--starts-within", "72h"],
        ".arbs[].event_time",
    );
    assert_eq!(within_72h.len(), 1, "{within_72h:?}");
    assert!(within(&within_72h[0], 72));
    let within_48h = jq(&["arbs", "cs2", "--starts-within", "48h"], ".arbs | length");
    assert_eq!(within_48h, ["0"]);
}

#[test]
fn lines_all_top_ranks_across_sports_in_one_table() {
    // Every sport's top edges by adjusted edge, from the fan-out's JSON (one list per sport).
    let mut adjusted: Vec<f64> = jq(
        &["lines", "all", "--top"],
        ".sports[].top_edges[].adjusted_edge_pct",
    )
    .iter()
    .map(|v| v.parse().unwrap())
    .collect();
    adjusted.sort_by(|a, b| b.total_cmp(a));
    let d = tempfile::tempdir().unwrap();
    let out = esx(d.path())
        .env("COLUMNS", "200")
        .env("TZ", "UTC")
        .args(["--demo", "-q", "lines", "all", "--top", "--limit", "6"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{text}");
    assert!(
        !text.contains("== cs2 =="),
        "one table, not one per sport: {text}"
    );
    let more = adjusted.len() - 6;
    assert!(
        text.starts_with(&format!(
            "6 top edges ranked across 4 sports, {more} more (raise --limit)"
        )),
        "{text}"
    );
    let lines: Vec<&str> = text.lines().collect();
    let header = lines[1];
    assert!(header.starts_with("SPORT "), "{header}");
    let adj_at = header.find("ADJ").expect("an ADJ column at 200 columns");
    let rows: Vec<&str> = lines[3..].iter().take(6).copied().collect();
    // The ADJ cells, right-aligned under the header's end: the six highest, in order.
    let shown: Vec<f64> = rows
        .iter()
        .map(|r| {
            let cell = r[..adj_at + 3].rsplit(' ').next().unwrap();
            cell.trim_end_matches('%').parse().unwrap()
        })
        .collect();
    let want: Vec<f64> = adjusted[..6]
        .iter()
        .map(|a| (a * 100.0).round() / 100.0)
        .collect();
    assert_eq!(shown, want, "{text}");
    let sports: std::collections::HashSet<&str> = rows
        .iter()
        .map(|r| r.split_whitespace().next().unwrap())
        .collect();
    assert!(sports.len() > 1, "rows from several sports: {text}");
}

#[test]
fn lines_all_top_keeps_the_column_it_ranks_by_at_120_columns() {
    // With SPORT added, ADJ (the ranking key) once went at 120 columns while TIME stayed.
    let d = tempfile::tempdir().unwrap();
    let out = esx(d.path())
        .env("COLUMNS", "120")
        .env("TZ", "UTC")
        .args([
            "--demo", "-q", "lines", "all", "--top", "--local", "--limit", "3",
        ])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{text}");
    let header = text
        .lines()
        .find(|l| l.starts_with("SPORT "))
        .unwrap_or_else(|| panic!("no header: {text}"));
    // TIME is act-on and stays (DESIGN "Three tiers of columns"); of the context
    // columns ADJ, the ranking key, stays longest.
    assert!(header.trim_end().ends_with("ADJ"), "{header}");
    assert!(header.contains("TIME"), "{header}");
    assert!(
        !header.contains("FAIR") && !header.contains("SOURCES"),
        "{header}"
    );
    assert!(text.lines().all(|l| l.chars().count() <= 120), "{text}");
}
