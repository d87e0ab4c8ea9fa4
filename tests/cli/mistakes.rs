//! Mistakes on the command line (DESIGN "Mistakes"): a misspelt flag names the nearest
//! flag of the command it was given to, or none; a sport the command does not take names
//! the commands that take it; an unknown sport names the nearest known one. Each is one
//! stderr line and exit 2, before anything is sent.

use crate::common::esx_at;

/// Exit code and stderr of `esx ARGS` against a base nothing listens on (nothing may be
/// sent: every case fails before a request).
fn refused(args: &[&str]) -> (Option<i32>, String) {
    let dir = tempfile::tempdir().unwrap();
    let out = esx_at(dir.path(), "http://127.0.0.1:9")
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn one_line(err: &str) -> &str {
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(lines.len(), 1, "one stderr line: {err}");
    lines[0]
}

#[test]
fn a_misspelt_flag_suggests_the_nearest_flag_of_its_command() {
    let (code, err) = refused(&["lines", "cs2", "--tpo"]);
    assert_eq!(code, Some(2), "{err}");
    assert_eq!(
        one_line(&err),
        "error: `esx lines` has no flag `--tpo`; did you mean `--top`? (`esx lines --help` lists its flags)"
    );
    // A flag of another command is not what was meant: `props` has no --top.
    let (code, err) = refused(&["props", "cs2", "--mrket", "KILLS"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(one_line(&err).contains("did you mean `--market`?"), "{err}");
    // A global flag is found from any command.
    let (code, err) = refused(&["books", "--ouptut", "x"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(one_line(&err).contains("did you mean `--output`?"), "{err}");
}

#[test]
fn a_flag_with_nothing_near_suggests_no_flag_and_never_a_separator() {
    let (code, err) = refused(&["moves", "cs2", "--limit", "5"]);
    assert_eq!(code, Some(2), "{err}");
    let line = one_line(&err);
    assert_eq!(
        line,
        "error: `esx moves` has no flag `--limit` (`esx moves --help` lists its flags)"
    );
    assert!(!line.contains("-- --limit"), "{line}");
    // A subcommand's flags are its own: `bets report` has no --tpo either.
    let (code, err) = refused(&["bets", "report", "--tpo"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        one_line(&err).starts_with("error: `esx bets report` has no flag `--tpo`"),
        "{err}"
    );
}

/// The commands a "does not take" line names for `sport`.
fn takers<'a>(line: &'a str, sport: &str) -> Vec<&'a str> {
    line.split(&format!("{sport} is taken by: "))
        .nth(1)
        .unwrap_or_else(|| panic!("no takers: {line}"))
        .split(", ")
        .collect()
}

#[test]
fn a_sport_the_command_does_not_take_names_the_commands_that_take_it() {
    let (code, err) = refused(&["lines", "cod"]);
    assert_eq!(code, Some(2), "{err}");
    let line = one_line(&err);
    assert!(
        line.starts_with(
            "error: lines does not take cod (valid: cs2, valorant, lol, dota2); cod is taken by: "
        ),
        "{line}"
    );
    let cod = takers(line, "cod");
    // Read from each command's declared route: props and picks take every sport, the
    // line-book commands do not.
    for want in ["props", "gaps", "picks", "matches", "live"] {
        assert!(cod.contains(&want), "{want} missing: {line}");
    }
    for not in ["lines", "arbs", "flow", "parlays", "dvr"] {
        assert!(!cod.contains(&not), "{not} listed: {line}");
    }
    // Another sport, another command: cs2 is taken by the line-book commands too.
    let (code, err) = refused(&["dvr", "cs2"]);
    assert_eq!(code, Some(2), "{err}");
    let cs2 = takers(one_line(&err), "cs2");
    assert!(cs2.contains(&"lines") && cs2.contains(&"arbs"), "{err}");
    assert!(!cs2.contains(&"dvr"), "{err}");
    // A list names the sport not taken.
    let (code, err) = refused(&["arbs", "cs2,r6"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(one_line(&err).contains("arbs does not take r6"), "{err}");
}

#[test]
fn an_unknown_sport_stays_unknown_with_the_nearest_known_one() {
    let (code, err) = refused(&["lines", "dota"]);
    assert_eq!(code, Some(2), "{err}");
    assert_eq!(
        one_line(&err),
        "error: unknown sport `dota` for lines; valid: cs2, valorant, lol, dota2; did you mean dota2?"
    );
    // Nothing near: no guess.
    let (code, err) = refused(&["props", "fifa"]);
    assert_eq!(code, Some(2), "{err}");
    let line = one_line(&err);
    assert!(
        line.contains("unknown sport `fifa`") && !line.contains("did you mean"),
        "{line}"
    );
}
