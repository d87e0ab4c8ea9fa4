//! The table renderer's known answers: cells by kind, cuts, layouts at a width, wraps.

use super::*;
use crate::output::view::Column;
use serde_json::json;

fn utc(v: &Value, kind: Kind) -> String {
    format_cell_with(v, kind, OddsStyle::Decimal, &jiff::tz::TimeZone::UTC)
}

#[test]
fn cells_by_kind() {
    assert_eq!(utc(&json!(1.5), Kind::Num(2)), "1.50");
    assert_eq!(utc(&json!(2), Kind::Num(0)), "2");
    assert_eq!(utc(&json!(1.23456), Kind::Num(3)), "1.235");
    assert_eq!(utc(&json!(2.5), Kind::SignedPct), "+2.50%");
    assert_eq!(utc(&json!(-1.25), Kind::SignedPts), "-1.25");
    assert_eq!(utc(&json!(0.5234), Kind::Prob), "0.523");
    assert_eq!(utc(&json!(2.5), Kind::Odds), "2.50");
    assert_eq!(utc(&json!(150), Kind::American), "2.50");
    assert_eq!(
        format_cell_with(
            &json!(150),
            Kind::American,
            OddsStyle::American,
            &jiff::tz::TimeZone::UTC
        ),
        "+150"
    );
    assert_eq!(
        format_cell_with(
            &json!(2.5),
            Kind::Odds,
            OddsStyle::Prob,
            &jiff::tz::TimeZone::UTC
        ),
        "0.400"
    );
    assert_eq!(utc(&json!(3), Kind::Money), "3.00");
    assert_eq!(utc(&json!(41.5), Kind::Line), "41.5");
    assert_eq!(utc(&json!(null), Kind::Text), "");
    assert_eq!(
        utc(&json!("2026-11-21T18:05:00.000Z"), Kind::Time),
        "11-21 18:05"
    );
    assert_eq!(utc(&json!("soon"), Kind::Time), "soon");
    assert_eq!(utc(&json!(["a", 1]), Kind::Text), "a, 1");
}

#[test]
fn cut_marks_the_cut() {
    assert_eq!(cut("Obsidian Lynx", 8), "Obsidia…");
    assert_eq!(cut("short", 8), "short");
    assert_eq!(cut("日本語テキスト", 5), "日本…");
}

#[test]
fn cut_never_splits_a_number() {
    // Known answers from the 80-column acceptance run.
    assert_eq!(cut("-53 · 5.7 pts", 8), "-53…");
    assert_eq!(cut("Team A @5.25", 10), "Team A…");
    assert_eq!(cut("41 betr · 41.5 pp", 12), "41 betr…");
    assert_eq!(cut("Mon Nov 23 00:25", 10), "Mon Nov…");
    assert_eq!(cut("Mon Nov 23 00:25", 11), "Mon Nov 23…");
    // A token without a digit may still be cut inside.
    assert_eq!(cut("113.4k buyers", 10), "113.4k bu…");
    // A cut that lands on a separator keeps the whole number before it.
    assert_eq!(cut("12, 345, 678", 9), "12, 345…");
    // A lone number too wide: nothing but the mark.
    assert_eq!(cut("1234567890", 5), "…");
    // Fits: unchanged.
    assert_eq!(cut("@5.25", 5), "@5.25");
}

fn opts(width: Option<u16>) -> OutputOptions {
    OutputOptions {
        format: super::super::Format::Table,
        jq: None,
        file: None,
        color: false,
        width,
        stdout_tty: false,
        display: fmt::Display::default(),
        csv_raw: false,
    }
}

fn render(view: &View, width: Option<u16>) -> String {
    let mut out = Vec::new();
    write_table(&mut out, view, &opts(width)).unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn rows_are_one_line_and_fit_the_width() {
    let data = json!({"rows": [
        {"name": "a very long name that would wrap", "id": "kr_cs2_obsidian-lynx_g2", "n": 1.23456, "x": "extra"},
        {"name": "b", "id": "g1", "n": 22, "x": "y"}]});
    let view = View::new(
        data,
        Some("rows"),
        vec![
            Column::path("NAME", "name").kind(Kind::Deco).rank(0),
            Column::path("GAME", "id").kind(Kind::Id).rank(3),
            Column::path("N", "n").kind(Kind::Prob).rank(0),
            Column::path("X", "x").rank(2),
        ],
    );
    let wide = render(&view, None);
    assert_eq!(wide.lines().count(), 4, "{wide}");
    assert!(wide.contains("kr_cs2_obsidian-lynx_g2"));
    for width in [24u16, 40, 60] {
        let text = render(&view, Some(width));
        assert_eq!(text.lines().count(), 4, "{text}");
        assert!(!text.contains('\u{1b}'), "{text}");
        assert!(
            text.lines().all(|l| l.width() <= usize::from(width)),
            "{width}: {text}"
        );
        assert!(text.contains("1.235"), "numbers are never cut: {text}");
        // The id is whole or absent, never split.
        assert!(
            text.contains("kr_cs2_obsidian-lynx_g2") || !text.contains("kr_cs2"),
            "{text}"
        );
    }
    let narrow = render(&view, Some(24));
    assert!(
        !narrow.contains("GAME"),
        "the id column is dropped first: {narrow}"
    );
    assert!(narrow.contains('…'), "{narrow}");
}

#[test]
fn on_a_terminal_a_too_wide_name_wraps_in_its_column_and_piped_it_does_not() {
    let long = "Zy".repeat(100);
    let data = json!({"rows": [
        {"name": long, "line": 32.5, "side": "over", "team": "NAVI"},
        {"name": "ropz", "line": 14.5, "side": "under", "team": "FaZe"}]});
    let view = View::new(
        data,
        Some("rows"),
        vec![
            Column::path("PLAYER", "name").rank(0),
            Column::path("LINE", "line").kind(Kind::Line).rank(0),
            Column::path("SIDE", "side").rank(0),
            Column::path("TEAM", "team").rank(3),
        ],
    );
    let mut tty = opts(Some(40));
    tty.stdout_tty = true;
    let mut out = Vec::new();
    write_table(&mut out, &view, &tty).unwrap();
    let text = String::from_utf8(out).unwrap();
    assert!(text.lines().all(|l| l.width() <= 40), "{text}");
    let lines: Vec<&str> = text.lines().collect();
    // PLAYER takes 40 - LINE (4) - SIDE (5) - two gaps: 27 columns; TEAM is dropped.
    assert_eq!(
        lines[0], "PLAYER                       LINE  SIDE",
        "{text}"
    );
    assert_eq!(lines[2], format!("{}  32.5  over", &long[..27]), "{text}");
    assert_eq!(lines[3], &long[27..54], "{text}");
    assert_eq!(lines[4], format!("{}…(200 chars)", &long[54..69]), "{text}");
    assert_eq!(
        lines[5], "ropz                         14.5  under",
        "{text}"
    );
    // Piped at the same width: TEAM still goes, the row is one line, the name whole.
    let piped = render(&view, Some(40));
    assert_eq!(piped.lines().count(), 4, "{piped}");
    assert!(piped.contains(&format!("{long}  32.5  over")), "{piped}");
    assert!(!piped.contains("TEAM"), "{piped}");
}

#[test]
fn names_are_whole_or_dropped_and_decoration_is_cut() {
    let data = json!({"rows": [
        {"team": "Obsidian Lynx", "market": "map_winner m2", "src": "thunderpick, kalshi, polymarket", "x": "Azure Sharks"},
        {"team": "Iron Cobras", "market": "match_winner", "src": "kalshi", "x": "Rapid Krakens"}]});
    let view = View::new(
        data,
        Some("rows"),
        vec![
            Column::path("TEAM", "team").rank(0),
            Column::path("MARKET", "market").rank(0),
            Column::path("SOURCES", "src").kind(Kind::Deco).rank(1),
            Column::path("OPP", "x").rank(2),
        ],
    );
    // 13 + 13 + SOURCES cut to what is left (10) + 2 gaps: OPP goes.
    let text = render(&view, Some(40));
    assert!(!text.contains("OPP"), "{text}");
    assert!(
        text.contains("Obsidian Lynx  map_winner m2  thunderpi…"),
        "{text}"
    );
    // Narrower than the names: the row runs past the edge, the names stay whole.
    let text = render(&view, Some(20));
    assert!(text.contains("Obsidian Lynx  map_winner m2"), "{text}");
    assert!(!text.contains("SOURCES"), "{text}");
}

#[test]
fn headings_group_rows_and_the_legend_follows_the_columns_shown() {
    let data = json!({"rows": [
        {"e": "Obsidian Lynx vs Azure Sharks", "t": "2026-11-24T00:50:00Z", "m": "match_winner", "adj": 1.5},
        {"e": "Obsidian Lynx vs Azure Sharks", "t": "2026-11-24T00:50:00Z", "m": "map_winner m1", "adj": 2.5},
        {"e": "Obsidian Lynx vs Shadow Stags", "t": "2026-11-24T09:00:00Z", "m": "match_winner", "adj": 0.5}]});
    let view = View::new(
        data,
        Some("rows"),
        vec![
            Column::path("EVENT", "e").rank(0),
            Column::path("TIME", "t").kind(Kind::Time).rank(0),
            Column::path("MARKET", "m").rank(0),
            Column::path("ADJ", "adj").kind(Kind::SignedPct).rank(3),
        ],
    )
    .headings(&["EVENT", "TIME"])
    .legends(&["ADJ adjusted edge", "MARKET the market"]);
    let tz = jiff::tz::TimeZone::UTC;
    assert_eq!(
        heading_time("2026-11-24T00:50:00Z", &tz),
        "Tue 24 Nov 00:50 UTC"
    );
    let text = render(&view, None);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], "MARKET            ADJ", "{text}");
    assert!(
        lines[2].starts_with("Obsidian Lynx vs Azure Sharks · "),
        "{text}"
    );
    assert!(lines[3].starts_with("match_winner"), "{text}");
    assert!(lines[4].starts_with("map_winner m1"), "{text}");
    assert!(
        lines[5].starts_with("Obsidian Lynx vs Shadow Stags · "),
        "{text}"
    );
    assert_eq!(lines[7], "ADJ adjusted edge · MARKET the market", "{text}");
    // ADJ dropped: its legend entry goes with it.
    let text = render(&view, Some(20));
    assert!(!text.contains("ADJ"), "{text}");
    assert!(text.ends_with("MARKET the market\n"), "{text}");
}

#[test]
fn numbers_are_right_aligned() {
    let view = View::new(
        json!({"rows": [{"p": 0.5}, {"p": 0.25}]}),
        Some("rows"),
        vec![Column::path("PROBABILITY", "p").kind(Kind::Prob)],
    );
    let text = render(&view, None);
    assert!(text.lines().any(|l| l == "      0.500"), "{text}");
}

#[test]
fn time_headers_name_the_zone() {
    let view = View::new(
        json!({"rows": [{"t": "2026-11-21T18:05:00Z"}]}),
        Some("rows"),
        vec![Column::path("START", "t").kind(Kind::Time)],
    );
    let text = render(&view, None);
    assert!(text.starts_with("START ("), "{text}");
}

#[test]
fn server_escape_sequences_never_reach_the_terminal() {
    let data = json!({"rows": [{"name": "\u{1b}]0;pwned\u{7}Team\u{1b}[2J\nLiquid"}]});
    let view = View::new(data, Some("rows"), vec![Column::path("NAME", "name")]);
    let mut out = Vec::new();
    write_table(&mut out, &view, &opts(None)).unwrap();
    let text = String::from_utf8(out).unwrap();
    assert!(!text.contains(['\u{1b}', '\u{7}']), "{text:?}");
    assert!(text.contains("Team [2J Liquid"), "{text}");
}

#[test]
fn empty_views_say_so() {
    let view = View::new(
        json!({"rows": []}),
        Some("rows"),
        vec![Column::path("X", "x")],
    )
    .empty_message("nothing here");
    assert_eq!(render(&view, None), "nothing here\n");
    // A message is a sentence with its fix: shown whole on a narrow terminal.
    let long =
        "no recorded moves in /tmp/a/very/long/path.sqlite (record it with `esx record cs2`)";
    let view = View::new(
        json!({"rows": []}),
        Some("rows"),
        vec![Column::path("X", "x")],
    )
    .empty_message(long);
    assert_eq!(render(&view, Some(40)), format!("{long}\n"));
}
