//! The Bets tab end to end without a terminal: a hand-made store of a single, a parlay and
//! a slip, read by the board's own worker (`bets list`, `export` and `report` run in
//! process), drawn at 80×24 and 250×24: the same bets at both widths, the act-on columns
//! at 80, and the context ones at 250; and a store that is not there as one line.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use esx_store::{BetKind, BetLeg, BetResult, NewBet, Store};

use super::app::{App, Batch};
use super::tabs::Tab;
use super::tests::screen;
use super::worker::{Job, Report, Session, Worker};

fn single() -> NewBet {
    NewBet {
        placed_at: "2026-11-21T09:00:00.000Z".into(),
        event_id: "ev1".into(),
        market: "match_winner".into(),
        outcome: "Alpha Wolves".into(),
        source: "sharpbook".into(),
        decimal: 1.7,
        stake: 10.0,
        result: Some(BetResult::Won),
        settled_at: Some("2026-11-21T20:00:00.000Z".into()),
        ..NewBet::default()
    }
}

fn parlay() -> NewBet {
    let leg = |event: &str, market: &str, map, outcome: &str, decimal| BetLeg {
        event_id: Some(event.into()),
        market: Some(market.into()),
        map,
        outcome: Some(outcome.into()),
        decimal: Some(decimal),
        ..BetLeg::default()
    };
    NewBet {
        placed_at: "2026-11-21T09:10:00.000Z".into(),
        event_id: "ev1".into(),
        market: "parlay".into(),
        outcome: "2 legs".into(),
        source: "thunderpick".into(),
        decimal: 3.78,
        stake: 5.0,
        kind: BetKind::Parlay,
        legs: vec![
            leg("ev1", "match_winner", None, "Alpha Wolves", 1.8),
            leg("ev2", "map_winner", Some(1), "Bravo", 2.1),
        ],
        ..NewBet::default()
    }
}

fn slip() -> NewBet {
    let pick = |player: &str, stat: &str, line, side: &str| BetLeg {
        player: Some(player.into()),
        stat_type: Some(stat.into()),
        line: Some(line),
        side: Some(side.into()),
        ..BetLeg::default()
    };
    NewBet {
        placed_at: "2026-11-21T09:20:00.000Z".into(),
        market: "slip".into(),
        outcome: "flex3".into(),
        source: "underdog".into(),
        decimal: 2.25,
        stake: 4.0,
        kind: BetKind::Slip,
        slip_type: Some("flex3".into()),
        legs: vec![
            pick("s1mple", "kills", 18.5, "over"),
            pick("ZywOo", "headshots", 9.5, "under"),
            pick("m0NESY", "kills", 17.5, "over"),
        ],
        ..NewBet::default()
    }
}

/// A context the way `esx` makes one, running commands in process.
fn session() -> Session {
    let mut ctx = crate::context::Context::for_tests();
    let commands = crate::commands::in_process();
    ctx.set_commands(commands);
    Session {
        ctx: ctx.for_call(
            crate::output::Format::Ndjson,
            crate::output::Sink::Stdout,
            None,
        ),
        commands,
    }
}

/// The Bets tab of a board after one refresh from the store at `db`.
fn board_of(db: &std::path::Path, t0: Instant) -> App {
    let worker = Worker::spawn(session(), HashMap::new()).unwrap();
    let db = db.to_str().unwrap();
    worker.send(Job::Fetch(
        Tab::Bets,
        Tab::Bets.command(None, Some(db), None),
    ));
    let Report::Fetched { outcome, .. } = worker
        .reports
        .recv_timeout(Duration::from_secs(60))
        .unwrap()
    else {
        panic!("a fetch reports a fetch");
    };
    let mut app = App::new(
        Some("cs2".into()),
        Duration::from_secs(30),
        jiff::tz::TimeZone::UTC,
    );
    app.apply(Tab::Bets, outcome, t0);
    let _ = app.on_key(ratatui::crossterm::event::KeyEvent::from(
        ratatui::crossterm::event::KeyCode::Char('7'),
    ));
    assert_eq!(app.tab, Tab::Bets);
    app
}

#[test]
fn the_bets_tab_shows_every_shape_newest_first_with_its_act_on_columns_at_80() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bets.sqlite");
    let mut store = Store::open(&db).unwrap();
    for bet in [single(), parlay(), slip()] {
        store.add_bet(&bet).unwrap();
    }
    drop(store);
    let t0 = Instant::now();
    let app = board_of(&db, t0);
    let t = app.current();
    assert_eq!(t.rows.len(), 3, "{:?}", t.error);
    let ids: Vec<Option<i64>> = t
        .typed
        .iter()
        .map(|r| r.bet_id.as_ref().and_then(serde_json::Value::as_i64))
        .collect();
    assert_eq!(ids, [Some(3), Some(2), Some(1)], "newest first");
    let types: Vec<Option<&str>> = t
        .typed
        .iter()
        .map(|r| r.bet_type.as_ref().and_then(serde_json::Value::as_str))
        .collect();
    assert_eq!(types, [Some("flex3"), Some("parlay"), Some("single")]);
    // The header is `bets report`'s overall line: 19 staked, the single won 7.00 (the
    // only settled bet: ROI 70 %), no close in the store.
    assert_eq!(
        t.note.as_deref(),
        Some("3 bets · staked 19.00 · profit +7.00 · ROI +70.00% · mean CLV –")
    );

    let wide = screen(&app, 250, 24, t0);
    let narrow = screen(&app, 80, 24, t0);
    assert!(narrow.lines().all(|l| l.chars().count() <= 80), "{narrow}");
    for s in [&wide, &narrow] {
        assert!(s.contains("3 bets · staked 19.00"), "{s}");
        for title in [
            "ID",
            "SELECTION",
            "PRICE",
            "STAKE",
            "RESULT",
            "PROFIT",
            "CLV",
        ] {
            assert!(s.contains(title), "{title} in\n{s}");
        }
        // The same three bets, each with its price, stake and result.
        for cell in [
            "3.78", "5.00", "2.25", "4.00", "1.70", "10.00", "won", "+7.00",
        ] {
            assert!(s.contains(cell), "{cell} in\n{s}");
        }
        assert_eq!(s.matches("open").count(), 2, "{s}");
        assert!(!s.contains('…'), "nothing cut:\n{s}");
    }
    // At 250 the context too: when placed, the shape, the venue, and each whole selection.
    for cell in [
        "PLACED",
        "TYPE",
        "VENUE",
        "flex3",
        "thunderpick",
        "underdog",
        "s1mple kills over 18.5 + ZywOo headshots under 9.5 + m0NESY kills over 17.5",
        "Alpha Wolves match_winner + Bravo map_winner",
        "ev1 · match_winner · Alpha Wolves",
    ] {
        assert!(wide.contains(cell), "{cell} in\n{wide}");
    }
    // At 80 the context drops first (placed time, then venue), never an act-on column.
    assert!(
        !narrow.contains("PLACED") && !narrow.contains("VENUE"),
        "{narrow}"
    );
    // The rows are in the same order at both widths.
    let order = |s: &str, a: &str, b: &str| s.find(a).unwrap() < s.find(b).unwrap();
    for s in [&wide, &narrow] {
        assert!(
            order(s, "s1mple", "Bravo") && order(s, "Bravo", "10.00"),
            "{s}"
        );
    }
}

#[test]
fn a_store_that_is_not_there_is_one_line_on_the_tab_not_an_error() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("none.sqlite");
    let t0 = Instant::now();
    let app = board_of(&db, t0);
    let t = app.current();
    assert!(t.error.is_none() && t.rows.is_empty(), "{:?}", t.error);
    let note = t.note.clone().unwrap();
    assert!(
        note.contains("esx bets add") && note.contains("--db"),
        "{note}"
    );
    let s = screen(&app, 80, 24, t0);
    assert!(s.contains("esx bets add"), "{s}");
    assert!(!s.contains("last error"), "{s}");
    assert!(!db.exists(), "the board created no store");
}

#[test]
fn the_bets_tab_refreshes_at_most_every_30s_whatever_every_says() {
    let mut app = App::new(None, Duration::from_secs(5), jiff::tz::TimeZone::UTC);
    let t0 = Instant::now();
    app.tab = Tab::Bets;
    app.requested(Tab::Bets, t0);
    app.apply(Tab::Bets, Ok(Batch::default()), t0);
    assert!(!app.due(t0 + Duration::from_secs(29)));
    assert!(app.due(t0 + Duration::from_secs(30)));
    // The other tabs keep `--every`.
    assert_eq!(app.interval_of(Tab::Edges), Duration::from_secs(5));
}
