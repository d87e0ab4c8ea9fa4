//! Unit tests of the props and gaps tapes' moves: the window rule, filters, backfills.

use super::*;
use crate::{GapQuote, PropQuote, Snapshot, Store};

fn prop(player: &str, venue: &str, line: f64, odds: Option<i64>) -> PropQuote {
    PropQuote {
        event_id: "ev1".into(),
        player: player.into(),
        stat_type: "KILLS".into(),
        venue: venue.into(),
        side: "over".into(),
        line,
        odds,
    }
}

fn gap(id: &str, player: &str, min: f64, max: f64) -> GapQuote {
    GapQuote {
        gap_id: id.into(),
        event_id: "ev1".into(),
        player: player.into(),
        stat_type: "KILLS".into(),
        line: f64::midpoint(min, max),
        line_min: min,
        line_max: max,
        line_gap: max - min,
        book_count: 2,
    }
}

fn record(s: &mut Store, at: &str, props: &[PropQuote], gaps: &[GapQuote]) {
    let snap = Snapshot {
        props: Some(props),
        gaps: Some(gaps),
        ..Snapshot::default()
    };
    s.record("cs2", at, &snap).expect("records");
}

/// 08:00, 13:00 and 14:00: s1mple's sharpbook line 40.5 → 41.5 → 42.5 (odds
/// −115 → −110 → −110); ZywOo's DFS line never moves; gap g1 widens 1.0 → 2.0 → 3.0.
fn tape() -> (tempfile::TempDir, Store) {
    let dir = tempfile::tempdir().unwrap();
    let mut s = Store::open(&dir.path().join("h.sqlite")).unwrap();
    for (at, line, odds, max) in [
        ("2026-11-21T08:00:00.000Z", 40.5, -115, 33.5),
        ("2026-11-21T13:00:00.000Z", 41.5, -110, 34.5),
        ("2026-11-21T14:00:00.000Z", 42.5, -110, 35.5),
    ] {
        let props = [
            prop("s1mple", "sharpbook", line, Some(odds)),
            prop("ZywOo", "dfs_one", 20.5, None),
        ];
        record(&mut s, at, &props, &[gap("g1", "s1mple", 32.5, max)]);
    }
    (dir, s)
}

fn since(t: &str) -> MovesQuery {
    MovesQuery {
        since: t.into(),
        ..MovesQuery::default()
    }
}

#[test]
fn a_backfill_with_an_older_time_does_not_hide_newer_prop_and_gap_moves() {
    let (_dir, mut s) = tape();
    // A late `record --at` for 09:00 with new values: the 14:00 change must still
    // put both keys in a window from 12:00.
    record(
        &mut s,
        "2026-11-21T09:00:00.000Z",
        &[prop("s1mple", "sharpbook", 39.5, Some(-120))],
        &[gap("g1", "s1mple", 32.5, 36.5)],
    );
    let props = s.prop_moves(&since("2026-11-21T12:00:00.000Z")).unwrap();
    assert_eq!(props.len(), 1);
    assert_eq!(props[0].points.last().and_then(|p| p.line), Some(42.5));
    let gaps = s.gap_moves(&since("2026-11-21T12:00:00.000Z")).unwrap();
    assert_eq!(gaps.len(), 1);
    // The latest stored values stay 14:00's: recording them again at 15:00 adds no
    // point (the backfill's older values did not become "the last one").
    record(
        &mut s,
        "2026-11-21T15:00:00.000Z",
        &[prop("s1mple", "sharpbook", 42.5, Some(-110))],
        &[gap("g1", "s1mple", 32.5, 35.5)],
    );
    let props = s.prop_moves(&since("2026-11-21T12:00:00.000Z")).unwrap();
    let at: Vec<&str> = props[0]
        .points
        .iter()
        .map(|p| p.observed_at.as_str())
        .collect();
    assert_eq!(
        at,
        [
            "2026-11-21T09:00:00.000Z",
            "2026-11-21T13:00:00.000Z",
            "2026-11-21T14:00:00.000Z"
        ]
    );
    let gaps = s.gap_moves(&since("2026-11-21T14:30:00.000Z")).unwrap();
    assert!(gaps.is_empty(), "no gap change after 14:00: {gaps:?}");
}

#[test]
fn a_second_recording_at_the_same_instant_replaces_the_point() {
    let (_dir, mut s) = tape();
    record(
        &mut s,
        "2026-11-21T14:00:00.000Z",
        &[prop("s1mple", "sharpbook", 43.5, Some(-105))],
        &[],
    );
    let props = s.prop_moves(&since("2026-11-21T13:30:00.000Z")).unwrap();
    let points: Vec<(&str, Option<f64>)> = props[0]
        .points
        .iter()
        .map(|p| (p.observed_at.as_str(), p.line))
        .collect();
    assert_eq!(
        points,
        [
            ("2026-11-21T13:00:00.000Z", Some(41.5)),
            ("2026-11-21T14:00:00.000Z", Some(43.5))
        ]
    );
}

#[test]
fn prop_moves_open_with_the_line_in_force_at_the_window_start() {
    let (_dir, s) = tape();
    let all = s.prop_moves(&since("2026-11-21T12:00:00.000Z")).unwrap();
    // ZywOo's line last changed (appeared) at 08:00: no change in the window.
    assert_eq!(all.len(), 1);
    let m = &all[0];
    assert_eq!(
        (m.player.as_str(), m.venue.as_str()),
        ("s1mple", "sharpbook")
    );
    let lines: Vec<_> = m.points.iter().map(|p| p.line.unwrap()).collect();
    assert_eq!(lines, vec![40.5, 41.5, 42.5]);
    assert_eq!(m.points[0].observed_at, "2026-11-21T08:00:00.000Z");
    assert_eq!(m.points[2].odds, Some(-110));
    // A window from 13:30: 13:00's line is the open.
    let late = s.prop_moves(&since("2026-11-21T13:30:00.000Z")).unwrap();
    let lines: Vec<_> = late[0].points.iter().map(|p| p.line.unwrap()).collect();
    assert_eq!(lines, vec![41.5, 42.5]);
    // From the first snapshot on, both keys have a change in the window.
    assert_eq!(
        s.prop_moves(&since("2026-11-21T08:00:00.000Z"))
            .unwrap()
            .len(),
        2
    );
    assert!(
        s.prop_moves(&since("2026-11-21T15:00:00.000Z"))
            .unwrap()
            .is_empty()
    );
    assert!(!s.tape_is_empty("props").unwrap() && s.tape_is_empty("lines").unwrap());
}

#[test]
fn prop_filters_are_exact_but_the_player_is_any_case_substring() {
    let (_dir, s) = tape();
    let q = |f: fn(&mut MovesQuery)| {
        let mut q = since("2026-11-21T00:00:00.000Z");
        f(&mut q);
        s.prop_moves(&q).unwrap().len()
    };
    assert_eq!(q(|q| q.player = Some("ZYW".into())), 1);
    assert_eq!(q(|q| q.player = Some("o".into())), 1);
    assert_eq!(q(|q| q.player = Some("nobody".into())), 0);
    assert_eq!(q(|q| q.source = Some("sharpbook".into())), 1);
    assert_eq!(q(|q| q.source = Some("sharp".into())), 0);
    assert_eq!(q(|q| q.market = Some("KILLS".into())), 2);
    assert_eq!(q(|q| q.event = Some("ev2".into())), 0);
    assert_eq!(q(|q| q.sport = Some("lol".into())), 0);
}

#[test]
fn gap_moves_follow_the_same_window_rule() {
    let (_dir, s) = tape();
    let g = s.gap_moves(&since("2026-11-21T13:30:00.000Z")).unwrap();
    assert_eq!(g.len(), 1);
    let gaps: Vec<_> = g[0].points.iter().map(|p| p.line_gap.unwrap()).collect();
    assert_eq!(gaps, vec![2.0, 3.0]);
    assert_eq!(g[0].points[1].line_max, Some(35.5));
    assert_eq!(g[0].gap_id, "g1");
    let mut q = since("2026-11-21T00:00:00.000Z");
    q.player = Some("S1M".into());
    assert_eq!(s.gap_moves(&q).unwrap()[0].points.len(), 3);
}

#[test]
fn every_tape_reads_its_points_through_its_key_index_without_a_sort() {
    let (_dir, s) = tape();
    for tape in [&LINES, &PROPS, &GAPS] {
        let plan: Vec<String> = s
            .sqlite()
            .conn
            .prepare(&format!("EXPLAIN QUERY PLAN {}", points_sql(tape)))
            .unwrap()
            .query_map(rusqlite::params![1, "2026-11-21T12:00:00.000Z"], |r| {
                r.get::<_, String>(3)
            })
            .unwrap()
            .collect::<rusqlite::Result<_>>()
            .unwrap();
        let plan = plan.join("; ");
        assert!(
            !plan.contains("SCAN") && !plan.contains("TEMP B-TREE"),
            "{plan}"
        );
        assert!(plan.contains("key_id=? AND observed_at"), "{plan}");
    }
}

#[test]
fn a_filter_the_tape_lacks_is_refused() {
    let (_dir, s) = tape();
    let mut q = since("2026-11-21T00:00:00.000Z");
    q.source = Some("sharpbook".into());
    assert!(matches!(s.gap_moves(&q), Err(StoreError::Invalid(_))));
    let mut q = since("2026-11-21T00:00:00.000Z");
    q.player = Some("s1mple".into());
    assert!(matches!(s.moves(&q), Err(StoreError::Invalid(_))));
}

/// `recorded_props` lists every line the tape quoted for a player's stat type, each
/// (event, line) once, the player's name in any case and punctuation and the stat type
/// in any case, spelled as the tape has them; nothing for another player or stat.
#[test]
fn recorded_props_are_every_line_quoted_for_a_players_stat() {
    let (_dir, s) = tape();
    let got: Vec<(String, String, String, f64)> = s
        .recorded_props("S1MPLE", "kills")
        .unwrap()
        .into_iter()
        .map(|p| (p.event_id, p.player, p.stat_type, p.line))
        .collect();
    let want: Vec<(String, String, String, f64)> = [40.5, 41.5, 42.5]
        .iter()
        .map(|l| ("ev1".into(), "s1mple".into(), "KILLS".into(), *l))
        .collect();
    assert_eq!(got, want);
    assert_eq!(s.recorded_props("zy-woo", "KILLS").unwrap().len(), 1);
    assert!(s.recorded_props("s1mple", "deaths").unwrap().is_empty());
    assert!(s.recorded_props("nobody", "KILLS").unwrap().is_empty());
}
