//! Width when piped (DESIGN "Width when piped", settled point 5): a table's width is
//! `COLUMNS` when set, else the terminal's — a piped stdout takes stderr's (or
//! `/dev/tty`'s with an interactive stdin) to decide which context columns drop, and a
//! row is never wrapped; with no terminal nothing drops or wraps. Only on a terminal
//! stdout does a too-wide identity cell wrap inside its column (at most 3 lines, then
//! `…(N chars)`), the table never wider than the screen. `-o FILE` never wraps.
#![cfg(unix)]

use std::time::Duration;

use unicode_width::UnicodeWidthStr as _;

use crate::common::fixtures::PROPS;
use crate::common::tty::Tty;
use crate::common::{KEY, Server, esx, json};

/// The lines of the table under its header rule (`───`), up to the first blank line or
/// legend: the data rows.
fn rows_after_rule(text: &str) -> Vec<&str> {
    text.lines()
        .skip_while(|l| !l.starts_with('─'))
        .skip(1)
        .take_while(|l| !l.trim().is_empty() && !l.starts_with("FAIR ") && !l.starts_with("EDGE "))
        .collect()
}

/// Wait for a file a script in the terminal writes last, and read it.
fn read_when_done(tty: &Tty, path: &std::path::Path) -> String {
    let done = tty.finished(Duration::from_secs(60));
    assert!(
        done.is_some(),
        "the script never finished:\n{}",
        tty.screen()
    );
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn piped_takes_the_terminals_width_from_stderr_and_never_wraps_a_row() {
    let d = tempfile::tempdir().unwrap();
    let piped = d.path().join("piped.txt");
    let no_tty = d.path().join("no-tty.txt");
    // Piped with stderr on the 80-column terminal; then stdin and stderr off the terminal
    // too: /dev/tty is not read for a run with no interactive input.
    let script = format!(
        "esx --demo lines cs2 --top </dev/null 2>/dev/null | cat > {no}\n\
         esx --demo lines cs2 --top | cat > {p}",
        no = no_tty.display(),
        p = piped.display()
    );
    let tty = Tty::start(&script, &[], 80, 30);
    let text = read_when_done(&tty, &piped);
    let header = text
        .lines()
        .find(|l| l.starts_with("EVENT"))
        .unwrap_or_else(|| panic!("{text}"));
    // The context columns the screen has no room for are gone (at 80: the venue list,
    // FAIR and ADJ); the identity and act-on ones stay (DESIGN "Three tiers of
    // columns"), the start and the venue among them.
    for gone in ["SOURCES", "FAIR", "ADJ"] {
        assert!(!header.contains(gone), "{gone}: {text}");
    }
    for kept in [
        "EVENT", "TIME", "MARKET", "OUTCOME", "SOURCE", "PRICE", "EDGE",
    ] {
        assert!(header.contains(kept), "{kept}: {text}");
    }
    let rows = rows_after_rule(&text);
    assert!(rows.len() >= 3, "{text}");
    // Every data row is one line: it begins with an event (`A vs B`), none is wrapped;
    // what stays is wider than 80, so a row runs past the edge (settled point 5).
    assert!(rows.iter().all(|r| r.contains(" vs ")), "{text}");
    assert!(rows.iter().any(|r| r.width() > 80), "{text}");

    // No terminal anywhere: nothing dropped, nothing wrapped, the same rows.
    let whole = std::fs::read_to_string(&no_tty).unwrap();
    let header = whole.lines().find(|l| l.starts_with("EVENT")).unwrap();
    assert!(
        header.contains("SOURCES") && header.contains("SOURCE "),
        "{whole}"
    );
    let all_rows = rows_after_rule(&whole);
    assert_eq!(all_rows.len(), rows.len(), "{whole}\n{text}");
    assert!(all_rows.iter().all(|r| r.contains(" vs ")), "{whole}");
    assert!(all_rows.iter().any(|r| r.width() > 80), "{whole}");
}

#[test]
fn no_terminal_at_all_drops_and_wraps_nothing() {
    let d = tempfile::tempdir().unwrap();
    let out = esx(d.path())
        .args(["--demo", "lines", "cs2", "--top"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let header = text.lines().find(|l| l.starts_with("EVENT")).unwrap();
    for title in ["TIME", "SOURCE", "PRICE", "FAIR", "EDGE", "ADJ", "SOURCES"] {
        assert!(header.contains(title), "{title}: {text}");
    }
    let rows = rows_after_rule(&text);
    assert!(
        rows.len() >= 3 && rows.iter().all(|r| r.contains(" vs ")),
        "{text}"
    );
}

/// The test props board with one player's name `n` characters long.
fn props_with_long_name(n: usize) -> (String, String) {
    let name: String = "Qx".repeat(n / 2);
    (PROPS.replace("s1mple", &name), name)
}

#[test]
fn on_a_terminal_a_huge_name_wraps_inside_its_column_and_a_file_never_wraps() {
    let (body, name) = props_with_long_name(10_000);
    let s = Server::start(vec![json(200, &body)]);
    let d = tempfile::tempdir().unwrap();
    let file = d.path().join("out.txt");
    let piped = d.path().join("piped.txt");
    let script = format!(
        "esx props cs2 -o {f}\nesx props cs2 | cat > {p}\nesx props cs2",
        f = file.display(),
        p = piped.display()
    );
    let tty = Tty::start(
        &script,
        &[("ESX_BASE_URL", &s.base), ("ESX_API_KEY", KEY)],
        80,
        60,
    );
    let done = tty.finished(Duration::from_secs(60));
    assert_eq!(done.map(|d| d.0), Some(0), "{}", tty.screen());
    // What the terminal shows, lines the terminal itself wrapped joined again: none is
    // wider than 80, and the name wraps in its column over 3 lines then says its length.
    let screen = tty.screen_joined();
    for l in screen.lines() {
        assert!(l.width() <= 80, "wider than the terminal: {l:?}\n{screen}");
    }
    // The act-on columns all stay (the venue and the start too): the name's column is
    // what gives, narrower than the whole mark, so the mark's short form ends it.
    let header = screen.lines().find(|l| l.starts_with("PLAYER")).unwrap();
    for kept in ["LINE", "SIDE", "ODDS", "NO-VIG", "VENUE", "START"] {
        assert!(header.contains(kept), "{kept}: {screen}");
    }
    let marked: Vec<&str> = screen.lines().filter(|l| l.contains("…(10000)")).collect();
    // Four of the board's six rows are that player's.
    assert_eq!(marked.len(), 4, "{screen}");
    let lines: Vec<&str> = screen.lines().collect();
    for (i, l) in lines.iter().enumerate() {
        if l.starts_with("QxQx") && l.contains("32.5") {
            // The row's first line carries its other cells; the next two continue the
            // name alone, the last cut with the mark.
            let name_only = |l: &str| l.trim_end().chars().all(|c| c == 'Q' || c == 'x');
            assert!(name_only(lines[i + 1]), "{screen}");
            assert!(!lines[i + 1].contains("32.5"), "{screen}");
            assert!(lines[i + 2].contains("…(10000)"), "{screen}");
        }
    }
    assert!(screen.contains("ropz"), "{screen}");
    assert!(
        screen.contains("32.5") && screen.contains("14.5"),
        "{screen}"
    );
    // `-o FILE` and a pipe never wrap: the name whole on its row's one line.
    for path in [&file, &piped] {
        let text = std::fs::read_to_string(path).unwrap();
        assert!(!text.contains("chars)"), "{text}");
        let rows: Vec<&str> = text.lines().filter(|l| l.contains(&name)).collect();
        assert_eq!(rows.len(), 4, "{}", path.display());
        assert!(
            rows.iter()
                .all(|r| r.contains("over") || r.contains("higher"))
        );
    }
}
