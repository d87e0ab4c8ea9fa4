//! The board's tiers of columns at 80×24 (DESIGN "Three tiers of columns"): what a
//! bettor acts on stays on every tab beside the names, context drops first, and a name
//! too wide for the screen wraps inside its column.

use std::time::Instant;

use super::fit::fit;
use super::tabs::{Tab, short_time, venues_at};
use super::tests::{loaded, row_spans, screen};

/// What a bettor acts on is on every tab at 80×24 (DESIGN "Three tiers of columns"):
/// Edges shows the edge, price, venue and flags beside the event, market and outcome;
/// Flow the price, its venue and the size of the move; Gaps the low and the high line
/// with their venues; Picks the app, line, side, edge and P(win); Arbs the venue, price
/// and stake; and every one of them the start time, whole on one line.
/// Each value is read off the tab's first row and found on that row's lines.
#[test]
fn every_tab_at_80x24_shows_what_a_bettor_acts_on() {
    let t0 = Instant::now();
    let mut a = loaded(t0);
    let act_on: [(Tab, &[&str]); 5] = [
        (Tab::Edges, &["EDGE", "PRICE", "SOURCE", "FLAGS", "START"]),
        (Tab::Flow, &["SIZE", "BEST", "SOURCE", "START"]),
        (
            Tab::Gaps,
            &["GAP", "LOW", "LOW AT", "HIGH", "HIGH AT", "START"],
        ),
        (
            Tab::Picks,
            &["APP", "LINE", "SIDE", "EDGE", "P(WIN)", "START"],
        ),
        (Tab::Arbs, &["SOURCE", "NET", "STAKE", "PROFIT", "START"]),
    ];
    for (tab, titles) in act_on {
        a.tab = tab;
        let text = screen(&a, 80, 24, t0);
        let lines: Vec<&str> = text.lines().collect();
        let header = lines[1];
        for title in titles {
            assert!(
                header.contains(title),
                "{tab:?}: {title} on screen at 80x24:\n{text}"
            );
        }
        let t = a.current();
        let spans = row_spans(&a, &lines, 80, 20);
        // The first row with every value filled: each act-on cell is on its lines.
        let (span, i) = spans
            .iter()
            .zip(a.view())
            .find(|(_, i)| {
                t.layout
                    .columns
                    .iter()
                    .zip(&t.layout.cells[*i])
                    .all(|(c, v)| !titles.contains(&c.title) || !v.is_empty())
            })
            .unwrap_or_else(|| panic!("{tab:?}: a row with every act-on value:\n{text}"));
        let joined = span.join("\n");
        for (c, v) in t.layout.columns.iter().zip(&t.layout.cells[i]) {
            if titles.contains(&c.title) {
                assert!(
                    joined.contains(v.as_str()),
                    "{tab:?}: {} `{v}` in\n{joined}",
                    c.title
                );
            }
        }
    }
    // The gaps fixture's first row: the low line 12.5 at underdog, the high 16.0 at
    // parlayplay (its `books`), each beside its line.
    a.tab = Tab::Gaps;
    let text = screen(&a, 80, 24, t0);
    let first = text.lines().nth(2).unwrap_or_default();
    assert!(
        first.contains("12.5 underdog") && first.contains("16.0 parlayplay"),
        "{text}"
    );
}

#[test]
fn narrow_screens_drop_decoration_columns_first() {
    let t0 = Instant::now();
    let mut a = loaded(t0);
    a.tab = Tab::Edges;
    let wide = screen(&a, 160, 24, t0);
    let narrow = screen(&a, 80, 24, t0);
    let header = |s: &str| s.lines().nth(1).unwrap_or_default().to_string();
    for col in ["SOURCE", "FLAGS", "START", "CONF", "ADJ"] {
        assert!(
            header(&wide).contains(col),
            "{col} shown at 160: {}",
            header(&wide)
        );
    }
    for col in [
        "EVENT", "MARKET", "OUTCOME", "EDGE", "PRICE", "SOURCE", "FLAGS", "START",
    ] {
        assert!(header(&narrow).contains(col), "{col} kept at 80");
    }
    assert!(!header(&narrow).contains("ADJ"), "ADJ dropped at 80");
}

#[test]
fn fit_drops_context_then_wraps_names_and_never_drops_act_on() {
    let cols = Tab::Edges.columns();
    let widths: Vec<usize> = cols.iter().map(|_| 10).collect();
    // Every cell two 4-letter words (`abcd efgh`): a floor of 4, two lines below 9.
    let floors: Vec<usize> = cols.iter().map(|_| 4).collect();
    let cells = vec![vec!["abcd efgh".to_string(); cols.len()]];
    let fit = |width: usize| fit(&cols, &widths, &floors, &cells, width);
    let idx = |shown: &[(usize, usize)]| shown.iter().map(|(c, _)| *c).collect::<Vec<_>>();
    let ws = |shown: &[(usize, usize)]| shown.iter().map(|(_, w)| *w).collect::<Vec<_>>();
    let all: Vec<usize> = (0..cols.len()).collect();
    assert_eq!(idx(&fit(500)), all);
    // What stays: the names and what a bettor acts on (EVENT MARKET OUTCOME EDGE PRICE
    // SOURCE FLAGS START); ADJ (keep 7) and CONF (6) drop.
    let kept = vec![0, 1, 2, 3, 4, 5, 8, 9];
    let eight = fit(1 + 11 * 8);
    assert_eq!(idx(&eight), kept);
    assert_eq!(ws(&eight), [10; 8]);
    // Narrower: the text columns narrow while no row grows taller (10 → 9 keeps one
    // line), then, a second line needed, the widest first; the numbers (EDGE, PRICE)
    // never narrow.
    let narrow = fit(1 + 11 * 8 - 6);
    assert_eq!(idx(&narrow), kept);
    assert_eq!(ws(&narrow), [9, 9, 9, 10, 10, 9, 9, 9]);
    let narrower = fit(1 + 11 * 8 - 10);
    assert_eq!(ws(&narrower), [8, 8, 8, 10, 10, 8, 9, 9]);
    // Narrower than everything at its floor: the row runs past the edge.
    let floor = fit(5);
    assert_eq!(idx(&floor), kept);
    assert_eq!(ws(&floor), [4, 4, 4, 10, 10, 4, 4, 4]);
    // ADJ (keep 7) goes before CONF (6).
    let most = idx(&fit(1 + 11 * (cols.len() - 1)));
    assert!(!most.contains(&6) && most.contains(&7), "{most:?}");
}

#[test]
fn a_gaps_venues_at_its_low_and_high_line() {
    let books = Some("underdog:12.5;pick6:14.0;betr:14.5;boom:14.5;parlayplay:16.0");
    assert_eq!(venues_at(books, Some(12.5)), "underdog");
    assert_eq!(venues_at(books, Some(16.0)), "parlayplay");
    assert_eq!(venues_at(books, Some(14.5)), "betr +1");
    assert_eq!(venues_at(books, Some(13.0)), "");
    assert_eq!(venues_at(None, Some(13.0)), "");
    assert_eq!(venues_at(Some("junk;x:y"), Some(1.0)), "");
}

#[test]
fn a_start_time_is_its_weekday_and_time_and_its_date_when_six_days_away() {
    let tz = jiff::tz::TimeZone::UTC;
    let now: jiff::Timestamp = "2026-11-21T12:00:00Z".parse().expect("time");
    assert_eq!(
        short_time("2026-11-24T00:50:00Z", &tz, Some(now)),
        "Tue 00:50"
    );
    assert_eq!(
        short_time("2026-11-27T11:59:00Z", &tz, Some(now)),
        "Fri 11:59"
    );
    // Six days away a weekday would name two days: the date instead.
    assert_eq!(short_time("2026-11-27T12:00:00Z", &tz, Some(now)), "27 Nov");
    assert_eq!(short_time("2026-12-02T00:50:00Z", &tz, Some(now)), "02 Dec");
    // In the display zone (`--tz`): 00:50 UTC is the evening before in New York.
    let ny = jiff::tz::TimeZone::get("America/New_York").expect("zone");
    assert_eq!(
        short_time("2026-11-24T00:50:00Z", &ny, Some(now)),
        "Mon 19:50"
    );
    assert_eq!(short_time("not a time", &tz, Some(now)), "not a time");
}
