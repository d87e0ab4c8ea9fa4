//! `esx board` end to end: `esx --demo board` in a real terminal (tmux) switches tabs,
//! filters, opens a detail, redraws on resize and quits with exit 0 and the terminal
//! restored; key 7 shows the bet log of `--db` (one line when there is none); without a
//! terminal on stdout it is exit 2 pointing to `--watch`.

use std::time::Duration;

use crate::common::tty::Tty;

/// The board's first screen takes a build's worth of time on a busy machine: the
/// simulator starts, then a child esx fetches the first tab.
const FIRST: Duration = Duration::from_secs(60);
const STEP: Duration = Duration::from_secs(30);

#[test]
fn the_board_switches_tabs_filters_opens_a_detail_and_quits_with_exit_0() {
    let tty = Tty::start("esx --demo board cs2", &[], 120, 40);
    let first = tty.wait_for(&[" 1 Edges", "EVENT", "MARKET", "OUTCOME", "data "], FIRST);
    assert!(!first.contains('…'), "nothing cut:\n{first}");

    // Picks, then Live, by number; Tab goes on to the next tab (Bets, whose store under
    // `--demo` is empty, then wrapping to Edges).
    tty.keys(&["2"]);
    tty.wait_for(&["PLAYER", "STAT", "EDGE"], STEP);
    tty.keys(&["6"]);
    tty.wait_any(&["GAME", "nothing on Live"], STEP);
    tty.keys(&["Tab"]);
    tty.wait_for(
        &["no bets in the demo's temporary store", "esx bets add"],
        STEP,
    );
    tty.keys(&["Tab"]);
    tty.wait_for(&["EVENT", "top edges first"], STEP);

    // Filter Edges to one market: every row shown is that market.
    tty.keys(&["/"]);
    tty.type_text("match_winner");
    tty.keys(&["Enter"]);
    let filtered = tty.wait_for(&["/match_winner "], STEP);
    let rows: Vec<&str> = filtered
        .lines()
        .skip(2)
        .take_while(|l| !l.starts_with("/match_winner"))
        // A row's first line holds its edge (`+3.04%`); a wrapped name's next lines
        // hold only the rest of the name.
        .filter(|l| l.contains('%'))
        .collect();
    assert!(!rows.is_empty(), "{filtered}");
    for r in &rows {
        assert!(r.contains("match_winner"), "`{r}` in\n{filtered}");
    }

    // Enter: the market's arithmetic, from `lines --explain`.
    tty.keys(&["Enter"]);
    tty.wait_for(&["devig [", "consensus:"], STEP);
    tty.keys(&["Escape"]);
    tty.wait_for(&["/match_winner "], STEP);

    // A smaller terminal: redrawn at 80×24, what a bettor acts on still beside the
    // names: the edge, the price, the venue, the flags and the start time (DESIGN
    // "Three tiers of columns", settled point 6). A match's name wraps inside its
    // column and past three lines is cut by the wrap rule, marked `…(N)` with its
    // length (the detail has it whole); nothing else is cut.
    tty.resize(80, 24);
    std::thread::sleep(Duration::from_millis(600));
    let small = tty.wait_for(
        &[
            "EVENT", "OUTCOME", "EDGE", "PRICE", "SOURCE", "FLAGS", "START",
        ],
        STEP,
    );
    for l in small.lines().filter(|l| l.contains('…')) {
        assert!(
            l.split_whitespace()
                .next()
                .is_some_and(|w| w.contains("…(")),
            "only a name is cut, marked with its length: `{l}` in\n{small}"
        );
    }
    assert!(small.lines().all(|l| l.chars().count() <= 80));

    tty.keys(&["q"]);
    let (code, mode) = tty.finished(STEP).expect("the board ended");
    assert_eq!(code, 0);
    assert_eq!(mode, "cooked", "the terminal is restored");
    let after = tty.screen();
    assert!(
        !after.contains(" 1 Edges"),
        "the alternate screen is gone:\n{after}"
    );
}

/// In a real 80×24 terminal every tab keeps what a bettor acts on beside the names,
/// the start time among it (DESIGN "Three tiers of columns", settled point 6), and no
/// line passes the screen.
#[test]
fn every_tab_at_80x24_in_a_terminal_keeps_what_a_bettor_acts_on() {
    let tty = Tty::start("esx --demo board cs2", &[], 80, 24);
    tty.wait_for(&[" 1 Edges", "data "], FIRST);
    let tabs: [(&str, &[&str]); 5] = [
        ("1", &["EVENT", "EDGE", "PRICE", "SOURCE", "FLAGS", "START"]),
        (
            "2",
            &["PLAYER", "APP", "LINE", "SIDE", "EDGE", "P(WIN)", "START"],
        ),
        ("3", &["EVENT", "SOURCE", "NET", "STAKE", "PROFIT", "START"]),
        ("4", &["PLAYER", "GAP", "LOW AT", "HIGH AT", "START"]),
        ("5", &["MATCH", "SIZE", "BEST", "SOURCE", "START"]),
    ];
    for (key, titles) in tabs {
        tty.keys(&[key]);
        let screen = tty.wait_for(titles, STEP);
        assert!(
            screen.lines().all(|l| l.chars().count() <= 80),
            "tab {key} passes 80 columns:\n{screen}"
        );
    }
    tty.keys(&["6"]);
    tty.wait_any(&["GAME", "nothing on Live"], STEP);
    tty.keys(&["q"]);
    let (code, _) = tty.finished(STEP).expect("the board ended");
    assert_eq!(code, 0);
}

#[test]
fn ctrl_c_ends_the_board_with_exit_0() {
    let tty = Tty::start("esx --demo board cs2 --every 5s", &[], 100, 30);
    tty.wait_for(&[" 1 Edges", "data "], FIRST);
    tty.keys(&["C-c"]);
    let (code, mode) = tty.finished(STEP).expect("the board ended");
    assert_eq!((code, mode.as_str()), (0, "cooked"));
}

#[test]
fn sigterm_ends_the_board_with_exit_0_and_the_terminal_restored() {
    let tty = Tty::start("esx --demo board cs2", &[], 100, 30);
    tty.wait_for(&[" 1 Edges", "data "], FIRST);
    tty.signal("TERM");
    let (code, mode) = tty.finished(STEP).expect("the board ended");
    assert_eq!((code, mode.as_str()), (0, "cooked"));
}

#[test]
fn a_429_keeps_the_last_good_rows_slows_down_and_says_why() {
    // One request a minute: the first refresh gets the board, the next a 429.
    let sim = crate::common::sim::sim_with(|o| o.rate_limit = Some(1));
    let base = sim.base_url();
    let tty = Tty::start(
        "esx board cs2 --every 1s --cache 1s --retries 0",
        &[
            ("ESX_BASE_URL", base.as_str()),
            ("ESX_API_KEY", "demo-builder"),
        ],
        120,
        40,
    );
    tty.wait_for(&["EVENT", "1 request (0 cached)"], FIRST);
    let after = tty.wait_for(&["last error: Edges:", "slowed: 429"], STEP);
    assert!(
        after.contains("EVENT") && after.contains("match_winner"),
        "{after}"
    );
    assert!(
        !after.contains("demo-builder"),
        "the key is never shown:\n{after}"
    );
    tty.keys(&["q"]);
    assert_eq!(tty.finished(STEP).map(|f| f.0), Some(0));
}

#[test]
fn a_sandbox_key_refreshes_slowly_and_shows_the_plan_refusal() {
    let tty = Tty::start(
        "esx --demo board cs2",
        &[("ESX_API_KEY", "demo-sandbox")],
        120,
        40,
    );
    // Edges reads /lines (Hobby): refused, said on the tab and under the status line.
    let s = tty.wait_for(&["no data:", "Hobby", "(Sandbox quota)"], FIRST);
    assert!(s.contains("every 3m 00s"), "{s}");
    // Picks reads /player-props, which Sandbox may use.
    tty.keys(&["2"]);
    tty.wait_for(&["PLAYER", "EDGE"], STEP);
    tty.keys(&["q"]);
    assert_eq!(tty.finished(STEP).map(|f| f.0), Some(0));
}

#[test]
fn without_a_terminal_the_board_is_exit_2_pointing_to_watch() {
    let dir = tempfile::tempdir().expect("tempdir");
    let out = crate::common::esx(dir.path())
        .args(["--demo", "board", "cs2"])
        .output()
        .expect("run esx");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--watch") && err.contains("terminal"), "{err}");
    // Refused before the simulator starts.
    assert!(!err.contains("demo mode"), "{err}");
    assert!(out.stdout.is_empty());
}

#[test]
fn without_a_service_the_board_says_so_before_drawing() {
    let tty = Tty::start("esx board cs2", &[], 100, 30);
    let (code, _) = tty.finished(FIRST).expect("the board ended");
    assert_eq!(code, 2);
    let s = tty.screen();
    assert!(s.contains("no service configured"), "{s}");
}

#[test]
fn a_bad_every_or_sport_is_a_usage_error() {
    let dir = tempfile::tempdir().expect("tempdir");
    for args in [
        ["--demo", "board", "cs2", "--every", "0s"],
        ["--demo", "board", "nosuch", "--every", "30s"],
    ] {
        let out = crate::common::esx(dir.path())
            .args(args)
            .output()
            .expect("run esx");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
    }
    let out = crate::common::esx(dir.path())
        .args(["--demo", "board", "cs2", "--format", "json"])
        .output()
        .expect("run esx");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--format"), "{err}");
}

/// A single, a parlay and a slip in esx's CSV (`bets import` logs them as they are).
const SHAPES: &str = "\
placed_at,kind,source,event_id,market,outcome,legs,slip_type,decimal,stake,result,settled_at
2026-11-21T09:00:00Z,single,sharpbook,ev1,match_winner,Alpha,,,1.7,10,won,2026-11-21T20:00:00Z
2026-11-21T09:10:00Z,parlay,thunderpick,,,,ev1:match_winner:Alpha@1.8;ev2:map_winner:1:Bravo@2.1,,3.78,5,,
2026-11-21T09:20:00Z,slip,underdog,,,,s1mple:kills:18.5:over;ZywOo:headshots:9.5:under,power2,3,4,,
";

#[test]
fn key_7_shows_the_bet_log_of_db_and_no_store_is_one_line() {
    let dir = tempfile::tempdir().unwrap();
    let csv = dir.path().join("shapes.csv");
    std::fs::write(&csv, SHAPES).unwrap();
    let db = dir.path().join("bets.sqlite");
    let script = format!(
        "esx bets import {} --db {} 2>/dev/null && esx --demo board cs2 --db {}",
        csv.display(),
        db.display(),
        db.display()
    );
    let tty = Tty::start(&script, &[], 80, 24);
    tty.wait_for(&[" 7 Bets", "data "], FIRST);
    tty.keys(&["7"]);
    let bets = tty.wait_for(
        &[
            "3 bets · staked 19.00 · profit +7.00 · ROI +70.00%",
            "SELECTION",
            "PRICE",
            "STAKE",
            "RESULT",
            "PROFIT",
            "CLV",
            "s1mple kills over",
            "Alpha match_winner",
            "ev1 · match_winner",
            "won",
        ],
        STEP,
    );
    assert!(!bets.contains('…'), "nothing cut at 80:\n{bets}");
    // Newest first: the slip, the parlay, then the single.
    let at = |s: &str| bets.find(s).unwrap();
    assert!(at("s1mple") < at("Alpha match_winner") && at("Alpha match_winner") < at("ev1 ·"));
    tty.keys(&["q"]);
    let (code, _) = tty.finished(STEP).expect("the board ended");
    assert_eq!(code, 0);

    // No store at --db: the tab says how to log a bet; the board goes on and quits as ever.
    let none = dir.path().join("none.sqlite");
    let tty = Tty::start(
        &format!("esx --demo board cs2 --db {}", none.display()),
        &[],
        100,
        30,
    );
    tty.wait_for(&[" 7 Bets", "data "], FIRST);
    tty.keys(&["7"]);
    let screen = tty.wait_for(&["esx bets add", "--db"], STEP);
    assert!(!screen.contains("last error"), "{screen}");
    tty.keys(&["q"]);
    assert_eq!(tty.finished(STEP).expect("the board ended").0, 0);
    assert!(!none.exists(), "the board created no store");
}
