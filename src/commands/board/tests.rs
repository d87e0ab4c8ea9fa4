//! The board without a terminal: key handling, filter, sorts, change marks, pacing, and
//! `TestBackend` snapshots of every tab at 80×24 and 120×40 from the demo's own rows
//! (`fixtures/`, captured from `esx --demo … --format ndjson`), checking that no name
//! is cut.

use std::time::{Duration, Instant};

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use serde_json::{Value, json};

use super::app::{App, Batch, Effect, Mark, keys_for};
use super::render;
use super::tabs::{Tab, explain_target};

fn fixture(tab: Tab) -> Vec<Value> {
    let text = match tab {
        Tab::Edges => include_str!("fixtures/edges.ndjson"),
        Tab::Picks => include_str!("fixtures/picks.ndjson"),
        Tab::Arbs => include_str!("fixtures/arbs.ndjson"),
        Tab::Gaps => include_str!("fixtures/gaps.ndjson"),
        Tab::Flow => include_str!("fixtures/flow.ndjson"),
        Tab::Live => include_str!("fixtures/live.ndjson"),
        // The rows the worker makes of `bets list` and `bets export` (`board_bets`).
        Tab::Bets => include_str!("fixtures/bets.ndjson"),
    };
    text.lines()
        .map(|l| serde_json::from_str(l).expect("fixture line is JSON"))
        .collect()
}

fn rows(tab: Tab, rows: Vec<Value>) -> Batch {
    Batch {
        keys: keys_for(tab, &rows),
        alerted: vec![false; rows.len()],
        rows,
        note: None,
    }
}

fn app() -> App {
    App::new(
        Some("cs2".into()),
        Duration::from_secs(30),
        jiff::tz::TimeZone::UTC,
    )
}

/// A board with every tab loaded from the fixtures.
pub(super) fn loaded(t0: Instant) -> App {
    let mut a = app();
    for tab in Tab::ALL {
        a.apply(tab, Ok(rows(tab, fixture(tab))), t0);
    }
    a
}

fn key(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

fn press(a: &mut App, keys: &str) -> Vec<Effect> {
    keys.chars()
        .filter_map(|c| a.on_key(key(KeyCode::Char(c))))
        .collect()
}

/// The screen as text, one line per row, trailing blanks trimmed.
pub(super) fn screen(a: &App, w: u16, h: u16, now: Instant) -> String {
    let mut term = Terminal::new(TestBackend::new(w, h)).expect("test terminal");
    term.draw(|f| render::draw(f, a, now)).expect("draw");
    let buf = term.backend().buffer().clone();
    (0..h)
        .map(|y| {
            let line: String = (0..w).map(|x| buf[(x, y)].symbol().to_string()).collect();
            line.trim_end().to_string()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The names a row of `tab` is about (never cut on screen).
fn names(tab: Tab, row: &Value) -> Vec<String> {
    let fields: &[&str] = match tab {
        Tab::Edges => &["event", "market", "outcome"],
        Tab::Picks => &["player_name", "stat_type", "app"],
        Tab::Arbs => &["home_team", "away_team", "outcome", "source"],
        Tab::Gaps => &["player_name", "market"],
        Tab::Flow => &["matchup", "market", "selection"],
        Tab::Live => &["game_id"],
        Tab::Bets => &["selection"],
    };
    fields
        .iter()
        .filter_map(|f| row.get(*f).and_then(Value::as_str))
        .map(str::to_string)
        .collect()
}

/// The screen lines of each shown row (a wrapped row takes several), from under the
/// header, as many rows as fit in `room` lines.
pub(super) fn row_spans<'a>(a: &App, lines: &[&'a str], w: u16, room: usize) -> Vec<Vec<&'a str>> {
    let t = a.current();
    let shown = t.layout.fit(usize::from(w));
    let mut at = 2;
    let mut out = Vec::new();
    for i in a.view() {
        let height = super::fit::row_lines(&t.layout.cells[i], &shown)
            .iter()
            .map(Vec::len)
            .max()
            .unwrap_or(1);
        if at + height > 2 + room {
            break;
        }
        out.push(lines[at..at + height].to_vec());
        at += height;
    }
    out
}

/// Every name is whole at 120x40 and on every tab at 80x24 but Edges and Flow: there
/// a match's name, beside the market, outcome and the act-on columns (the start time
/// among them), may pass three lines and is cut by the wrap rule (DESIGN "Width when
/// piped": at most 3 lines, then `…(N)`), its start kept; the row's detail has it
/// whole. No tab is wider than the screen, so the terminal never squeezes a column
/// silently.
#[test]
fn every_tab_at_80x24_and_120x40_shows_every_name_whole() {
    let t0 = Instant::now();
    for (w, h) in [(80, 24), (120, 40)] {
        let mut a = loaded(t0);
        for tab in Tab::ALL {
            a.tab = tab;
            let text = screen(&a, w, h, t0 + Duration::from_secs(12));
            let may_cut = w == 80 && matches!(tab, Tab::Edges | Tab::Flow);
            let shown = a.current().layout.fit(usize::from(w));
            let total = 1 + shown.iter().map(|(_, cw)| cw + 1).sum::<usize>();
            assert!(total <= usize::from(w), "{tab:?} at {w}: {total} columns");
            assert!(
                may_cut || !text.contains('…'),
                "{tab:?} at {w}x{h} cut something:\n{text}"
            );
            let lines: Vec<&str> = text.lines().collect();
            // Rows start under the tab bar and the header; as many as fit above the
            // two status lines. A name too wide for the screen wraps between its words
            // inside its column: each word is whole on the row's lines.
            let room = usize::from(h) - 4;
            let spans = row_spans(&a, &lines, w, room);
            assert!(!spans.is_empty(), "{tab:?} has rows");
            for (span, i) in spans.iter().zip(a.view()) {
                let row = &a.current().rows[i];
                let joined = span.join("\n");
                let cut = may_cut && span.len() == 3 && joined.contains("…(");
                for name in names(tab, row) {
                    let whole = if span.len() == 1 {
                        joined.contains(&name)
                    } else if cut {
                        joined.contains(&name.chars().take(4).collect::<String>())
                    } else {
                        name.split(' ').all(|word| joined.contains(word))
                    };
                    assert!(whole, "{tab:?} at {w}x{h}: `{name}` not whole in\n{joined}");
                }
            }
            insta::assert_snapshot!(
                format!("board_{}_{w}x{h}", tab.title().to_lowercase()),
                text
            );
        }
    }
}

#[test]
fn tabs_switch_with_tab_backtab_and_digits() {
    let mut a = app();
    assert_eq!(a.tab, Tab::Edges);
    a.on_key(key(KeyCode::Tab));
    assert_eq!(a.tab, Tab::Picks);
    a.on_key(key(KeyCode::BackTab));
    a.on_key(key(KeyCode::BackTab));
    assert_eq!(a.tab, Tab::Bets);
    a.on_key(key(KeyCode::BackTab));
    assert_eq!(a.tab, Tab::Live);
    press(&mut a, "7");
    assert_eq!(a.tab, Tab::Bets);
    press(&mut a, "4");
    assert_eq!(a.tab, Tab::Gaps);
    press(&mut a, "1");
    assert_eq!(a.tab, Tab::Edges);
}

#[test]
fn moving_stays_inside_the_rows() {
    let mut a = loaded(Instant::now());
    a.tab = Tab::Picks;
    press(&mut a, "kkk");
    assert_eq!(a.current().selected, 0);
    press(&mut a, "jj");
    a.on_key(key(KeyCode::Down));
    assert_eq!(a.current().selected, 3);
    press(&mut a, "G");
    assert_eq!(a.current().selected, a.view().len() - 1);
    a.on_key(key(KeyCode::Down));
    assert_eq!(a.current().selected, a.view().len() - 1);
    press(&mut a, "g");
    assert_eq!(a.current().selected, 0);
}

#[test]
fn quit_keys_end_the_board() {
    for k in [
        key(KeyCode::Char('q')),
        key(KeyCode::Esc),
        KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL),
    ] {
        let mut a = app();
        assert_eq!(a.on_key(k), Some(Effect::Quit), "{k:?}");
    }
    // Ctrl-C quits even while typing a filter.
    let mut a = app();
    press(&mut a, "/");
    assert_eq!(
        a.on_key(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL)),
        Some(Effect::Quit)
    );
}

#[test]
fn the_filter_matches_any_text_case_insensitively_and_esc_clears_it_first() {
    let mut a = loaded(Instant::now());
    a.tab = Tab::Flow;
    let all = a.view().len();
    press(&mut a, "/");
    assert!(a.editing);
    // Typing `q` into the filter does not quit.
    assert!(press(&mut a, "WHALE").is_empty());
    a.on_key(key(KeyCode::Enter));
    assert!(!a.editing);
    let whales = a.view();
    assert!(!whales.is_empty() && whales.len() < all);
    for i in &whales {
        assert_eq!(a.current().rows[*i]["kind"], "whale");
    }
    // Esc with a filter clears it (and does not quit); the next Esc quits.
    assert_eq!(a.on_key(key(KeyCode::Esc)), None);
    assert_eq!(a.view().len(), all);
    assert_eq!(a.on_key(key(KeyCode::Esc)), Some(Effect::Quit));
    // Numbers match as text; no match shows no row.
    a.tab = Tab::Gaps;
    press(&mut a, "/3.5");
    a.on_key(key(KeyCode::Enter));
    let hits = a.view();
    assert!(!hits.is_empty());
    press(&mut a, "/");
    a.on_key(key(KeyCode::Backspace));
    a.on_key(key(KeyCode::Backspace));
    a.on_key(key(KeyCode::Backspace));
    a.on_key(key(KeyCode::Backspace));
    press(&mut a, "zzzz-nothing");
    assert!(a.view().is_empty());
}

#[test]
fn sorts_cycle_and_order_the_rows() {
    let mut a = loaded(Instant::now());
    // Edges: gated (`top`) rows first, by adjusted edge.
    let v = a.view();
    let rows = &a.current().rows;
    let tops = v
        .iter()
        .take_while(|i| rows[**i]["flags"].as_str() == Some("top"))
        .count();
    let all_tops = rows.iter().filter(|r| r["flags"] == "top").count();
    assert!(all_tops > 0);
    assert_eq!(tops, all_tops, "every top row comes first");
    let adj: Vec<f64> = v[..tops]
        .iter()
        .map(|i| rows[*i]["adjusted_edge_pct"].as_f64().unwrap_or_default())
        .collect();
    assert!(adj.windows(2).all(|w| w[0] >= w[1]), "{adj:?}");
    // `s`: by raw edge, descending.
    press(&mut a, "s");
    let rows = &a.current().rows;
    let edges: Vec<f64> = a
        .view()
        .iter()
        .map(|i| rows[*i]["edge_pct"].as_f64().unwrap_or_default())
        .collect();
    assert!(edges.windows(2).all(|w| w[0] >= w[1]));
    // It wraps around to the default.
    let n = Tab::Edges.sorts().len();
    press(&mut a, &"s".repeat(n - 1));
    assert_eq!(a.current().sort, 0);
}

#[test]
fn a_missing_value_sorts_last_either_way() {
    let mut a = app();
    a.tab = Tab::Picks;
    let r = vec![
        json!({"player_name": "b", "p_win": null}),
        json!({"player_name": "a", "p_win": 0.4}),
        json!({"player_name": "c", "p_win": 0.6}),
    ];
    a.apply(Tab::Picks, Ok(rows(Tab::Picks, r)), Instant::now());
    press(&mut a, "s"); // p(win), descending
    let names: Vec<String> = a
        .view()
        .iter()
        .map(|i| a.current().rows[*i]["player_name"].to_string())
        .collect();
    assert_eq!(names, ["\"c\"", "\"a\"", "\"b\""]);
}

#[test]
fn changes_since_the_previous_refresh_are_marked() {
    let t0 = Instant::now();
    let mut a = app();
    let first = vec![
        json!({"gap_id": "g1", "line_gap": 2.0}),
        json!({"gap_id": "g2", "line_gap": 3.0}),
        json!({"gap_id": "g3", "line_gap": 1.0}),
    ];
    a.apply(Tab::Gaps, Ok(rows(Tab::Gaps, first)), t0);
    // The first load marks nothing: everything would be "new".
    assert!(a.tabs[&Tab::Gaps].marks.iter().all(|m| *m == Mark::Same));
    let second = vec![
        json!({"gap_id": "g1", "line_gap": 2.5}),
        json!({"gap_id": "g2", "line_gap": 2.0}),
        json!({"gap_id": "g3", "line_gap": 1.0}),
        json!({"gap_id": "g4", "line_gap": 1.0}),
    ];
    a.apply(Tab::Gaps, Ok(rows(Tab::Gaps, second)), t0);
    assert_eq!(
        a.tabs[&Tab::Gaps].marks,
        [Mark::Up, Mark::Down, Mark::Same, Mark::New]
    );
}

#[test]
fn a_failed_refresh_keeps_the_last_good_rows_and_reports_the_error() {
    let t0 = Instant::now();
    let mut a = loaded(t0);
    let before = a.tabs[&Tab::Edges].rows.clone();
    let noon: jiff::Timestamp = "2026-11-21T12:00:00Z".parse().expect("time");
    a.stamp(Tab::Edges, noon);
    a.requested(Tab::Edges, t0);
    a.apply(Tab::Edges, Err("the service answered 503".into()), t0);
    // The failed refresh keeps the stamp of the rows still shown.
    a.stamp(
        Tab::Edges,
        noon.checked_add(jiff::SignedDuration::from_secs(75))
            .expect("time"),
    );
    let t = &a.tabs[&Tab::Edges];
    assert_eq!(t.rows, before);
    assert_eq!(t.fetched, Some(t0));
    assert!(!t.in_flight);
    assert_eq!(
        a.usage.last_error.as_deref(),
        Some("Edges: the service answered 503")
    );
    let text = screen(&a, 80, 24, t0 + Duration::from_secs(75));
    let lines: Vec<&str> = text.lines().collect();
    let (status, error) = (lines[22], lines[23]);
    assert!(status.contains("data 1m 15s old (12:00:00)"), "{status}");
    assert_eq!(error, "last error: Edges: the service answered 503");
}

#[test]
fn refreshes_are_paced_by_every_429s_and_the_sandbox_floor() {
    let t0 = Instant::now();
    let mut a = app();
    assert!(a.due(t0), "never fetched: due at once");
    a.requested(Tab::Edges, t0);
    assert!(!a.due(t0 + Duration::from_secs(60)), "in flight: not again");
    a.apply(Tab::Edges, Ok(rows(Tab::Edges, vec![])), t0);
    assert!(!a.due(t0 + Duration::from_secs(29)));
    assert!(a.due(t0 + Duration::from_secs(30)));
    a.count(1, 0, true, None);
    a.count(1, 0, true, None);
    assert_eq!(
        a.interval(),
        Duration::from_secs(120),
        "two 429s: 4× slower"
    );
    a.apply(Tab::Edges, Ok(rows(Tab::Edges, vec![])), t0);
    assert_eq!(a.interval(), Duration::from_secs(60), "a success halves it");
    a.count(0, 1, false, Some(Tab::Picks));
    assert!(a.usage.sandbox);
    assert_eq!(a.interval(), super::app::SANDBOX_FLOOR);
    assert_eq!((a.usage.requests, a.usage.cached), (2, 1));
    // A refused tab is not refreshed by itself; `r` asks again.
    a.tab = Tab::Picks;
    assert!(!a.due(t0 + Duration::from_secs(86_400)));
    assert_eq!(press(&mut a, "r"), [Effect::Fetch(Tab::Picks)]);
    // `r` while a refresh runs asks nothing more.
    a.requested(Tab::Picks, t0);
    assert!(press(&mut a, "r").is_empty());
}

#[test]
fn enter_on_a_market_asks_for_its_explanation_and_on_a_pick_shows_the_arithmetic() {
    let mut a = loaded(Instant::now());
    let Some(Effect::Detail(id, argv)) = a.on_key(key(KeyCode::Enter)) else {
        panic!("Enter on an edge runs lines --explain");
    };
    let row = a.selected_row().map(|(v, _)| v.clone()).unwrap_or_default();
    let event = row["event_id"].as_str().unwrap_or_default();
    assert_eq!(argv[..4], ["lines", "cs2", "--local", "--explain"]);
    assert!(argv[4].starts_with(event), "{argv:?}");
    assert!(a.detail.as_ref().is_some_and(|d| d.pending == Some(id)));
    a.detail_ready(id, vec!["devig [kalshi]: …".into()]);
    assert_eq!(a.detail.as_ref().map(|d| d.lines.len()), Some(1));
    // Any key but scrolling closes it.
    a.on_key(key(KeyCode::Esc));
    assert!(a.detail.is_none());

    a.tab = Tab::Picks;
    assert_eq!(a.on_key(key(KeyCode::Enter)), None);
    let d = a
        .detail
        .clone()
        .unwrap_or_else(|| panic!("a pick's detail"));
    let pick = a.selected_row().map(|(v, _)| v.clone()).unwrap_or_default();
    let p = pick["p_win"].as_f64().unwrap_or_default();
    let be = pick["breakeven"].as_f64().unwrap_or_default();
    let edge = format!("{:+.4} pts", 100.0 * (p - be));
    assert!(
        d.lines.iter().any(|l| l.contains(&edge)),
        "{edge} in {:?}",
        d.lines
    );
    let text = screen(&a, 80, 24, Instant::now());
    insta::assert_snapshot!("board_pick_detail_80x24", text);
}

#[test]
fn an_arb_detail_sums_its_legs() {
    let mut a = loaded(Instant::now());
    a.tab = Tab::Arbs;
    a.on_key(key(KeyCode::Enter));
    let d = a
        .detail
        .clone()
        .unwrap_or_else(|| panic!("an arb's detail"));
    let legs = fixture(Tab::Arbs);
    let s: f64 = legs
        .iter()
        .map(|l| 1.0 / l["net_decimal"].as_f64().unwrap_or(1.0))
        .sum();
    let want = format!("S = Σ 1/d = {s:.6}");
    assert!(
        d.lines.iter().any(|l| l.starts_with(&want)),
        "{want} in {:?}",
        d.lines
    );
}

#[test]
fn help_opens_with_question_mark_and_any_key_closes_it() {
    let mut a = loaded(Instant::now());
    press(&mut a, "?");
    assert!(a.help);
    let text = screen(&a, 80, 24, Instant::now());
    assert!(text.contains("esx board: keys"), "{text}");
    press(&mut a, "x");
    assert!(!a.help);
    press(&mut a, "?");
    assert_eq!(press(&mut a, "q"), [Effect::Quit]);
}

#[test]
fn alerted_rows_and_marks_are_drawn() {
    let t0 = Instant::now();
    let mut a = app();
    a.tab = Tab::Gaps;
    let first = fixture(Tab::Gaps);
    a.apply(Tab::Gaps, Ok(rows(Tab::Gaps, first.clone())), t0);
    let mut second = first;
    second[0]["line_gap"] = json!(9.5);
    second[1]["line_gap"] = json!(0.5);
    second.insert(2, json!({"gap_id": "gap_new", "player_name": "newcomer", "market": "kills_map_2", "line_gap": 1.0}));
    let mut r = rows(Tab::Gaps, second);
    r.alerted[0] = true;
    a.apply(Tab::Gaps, Ok(r), t0);
    let mut term = Terminal::new(TestBackend::new(80, 24)).expect("test terminal");
    term.draw(|f| render::draw(f, &a, t0)).expect("draw");
    let buf = term.backend().buffer().clone();
    assert_eq!(buf[(0, 2)].symbol(), "▲");
    assert_eq!(buf[(0, 3)].symbol(), "▼");
    assert_eq!(buf[(0, 4)].symbol(), "+");
    // The alerted row (also the selected one) is highlighted; the next is not.
    assert_eq!(buf[(5, 2)].bg, ratatui::style::Color::Yellow);
    assert_ne!(buf[(5, 3)].bg, ratatui::style::Color::Yellow);
}

#[test]
fn explain_targets_follow_the_market_label() {
    assert_eq!(explain_target("e1", "match_winner"), "e1:match_winner");
    assert_eq!(explain_target("e1", "map_winner m2"), "e1:map_winner:2");
    assert_eq!(explain_target("e1", "total_maps 2.5"), "e1:total_maps:2.5");
    assert_eq!(
        explain_target("e1", "map_handicap -1.5"),
        "e1:map_handicap:-1.5"
    );
}

#[test]
fn every_takes_units_and_decimals_within_bounds() {
    use super::parse_every;
    assert_eq!(parse_every("30s"), Ok(Duration::from_secs(30)));
    assert_eq!(parse_every("45"), Ok(Duration::from_secs(45)));
    assert_eq!(parse_every("1.5m"), Ok(Duration::from_secs(90)));
    assert_eq!(parse_every("1d"), Ok(Duration::from_secs(86_400)));
    for bad in ["0s", "0.5", "2d", "x", "", "-1m", "NaNs", "1e400"] {
        assert!(parse_every(bad).is_err(), "{bad}");
    }
}

#[test]
fn repeated_keys_are_numbered() {
    let r = vec![
        json!({"gap_id": "a"}),
        json!({"gap_id": "a"}),
        json!({"gap_id": "b"}),
    ];
    assert_eq!(keys_for(Tab::Gaps, &r), ["a", "a#2", "b"]);
}

#[test]
fn alert_rows_follow_the_watch_semantics() {
    let diag = crate::output::diag::Diag::new(true, false, true);
    let mut alerts =
        crate::alerts::Alerts::new(".edge_pct > 5", Vec::new(), diag).expect("alert compiles");
    let rows = fixture(Tab::Edges);
    let keys = keys_for(Tab::Edges, &rows);
    let flags = super::worker::alert_flags(&mut alerts, &keys, &rows);
    let want: Vec<bool> = rows
        .iter()
        .map(|r| r["edge_pct"].as_f64().is_some_and(|e| e > 5.0))
        .collect();
    assert!(want.iter().any(|w| *w) && want.iter().any(|w| !*w));
    assert_eq!(flags, want);
    // Still matching on the next refresh: still highlighted (firing once is for --notify).
    assert_eq!(super::worker::alert_flags(&mut alerts, &keys, &rows), want);
}

/// The fields the board reads beyond its columns: an arb leg's map or line (a `null`
/// map is no map), the `top` flag the edges tab sorts first, a row's sport; a row of
/// another shape has none of them.
#[test]
fn row_tags_read_a_legs_map_or_line_the_top_flag_and_the_sport() {
    use super::tabs::Cell;
    use crate::board_rows::BoardRow;
    let tz = jiff::tz::TimeZone::UTC;
    let market = |row: Value| Cell::Market.render(&BoardRow::of(&row), &tz, None);
    assert_eq!(
        market(json!({"market": "map_winner", "map": 2, "line": null})),
        "map_winner m2"
    );
    assert_eq!(
        market(json!({"market": "total_maps", "map": null, "line": 2.5})),
        "total_maps 2.5"
    );
    assert_eq!(
        market(json!({"market": "match_winner", "map": null})),
        "match_winner"
    );
    let all = [
        json!({"flags": "", "adjusted_edge_pct": 5}),
        json!({"flags": "top low-conf", "adjusted_edge_pct": 1}),
        json!({"flags": "top", "adjusted_edge_pct": 2}),
        json!({"adjusted_edge_pct": 9}),
    ];
    let all: Vec<BoardRow> = all.iter().map(BoardRow::of).collect();
    let mut order = vec![0, 1, 2, 3];
    Tab::Edges.sorts()[0].apply(&all, &mut order);
    assert_eq!(order, [2, 1, 0, 3], "top rows first, by adjusted edge");
    assert!(BoardRow::of(&json!({"sport": "cs2"})).sport.is_some());
    assert!(BoardRow::of(&json!({"sport": null})).sport.is_none());
    let other = BoardRow::of(&json!(["not", "a", "row"]));
    assert!(other.sport.is_none() && !other.is_top() && other.map.is_none());
}
