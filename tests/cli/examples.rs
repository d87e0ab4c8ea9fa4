//! Every example runs as printed: the lines starting with `esx ` in the code blocks of
//! README.md and of every page in docs/, and in every command's `--help` "Examples:"
//! section are run through bash
//! against the embedded simulator (`ESX_DEMO=1`, the same as adding `--demo`), each in
//! a fresh temporary HOME and config dir, each bounded by a timeout. An example meant
//! to fail says `# exit N`; one that needs a terminal says `# needs: tty` and runs in
//! tmux until its first screen, then gets `q`; one that needs a PostgreSQL server says
//! `# needs: server` and writes `--db "$ESX_DB"`, which this test points at the server it
//! starts. Skipped: `esx sim serve`, `--watch` and (outside a terminal) `--every`
//! examples (they run until stopped; tests/cli/live_ws.rs and the watch tests cover
//! them) and `auth login` (reads a key).
//!
//! Pinned (the default) every example runs at the tests' instant (`ESX_NOW`). With
//! `ESX_EXAMPLES_UNPINNED=1` they run on the wall clock instead, which
//! scripts/test-examples-unpinned.sh moves with faketime to three dates: an example must
//! name what exists at any instant (`next`, `$(esx … --jq …)`), and one that may
//! honestly find nothing at some instant says `# may find nothing`.

use std::io::Read as _;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use clap::CommandFactory as _;

/// One example and where it was found.
#[derive(Debug, Clone)]
struct Example {
    from: String,
    line: String,
}

/// `esx …` lines of the README's fenced code blocks.
fn readme_examples() -> Vec<Example> {
    doc_examples("README.md")
}

/// `esx …` lines of every page in docs/ (fenced code blocks), page by page.
fn docs_examples() -> Vec<Example> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut pages: Vec<String> = std::fs::read_dir(root.join("docs"))
        .expect("docs/")
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| {
            Path::new(n)
                .extension()
                .is_some_and(|x| x.eq_ignore_ascii_case("md"))
        })
        .collect();
    pages.sort();
    pages
        .iter()
        .flat_map(|p| doc_examples(&format!("docs/{p}")))
        .collect()
}

/// `esx …` lines of a Markdown file's fenced code blocks (path from the crate root).
fn doc_examples(rel: &str) -> Vec<Example> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join(rel)).expect(rel);
    let mut out = Vec::new();
    let mut in_code = false;
    for l in text.lines() {
        if l.trim_start().starts_with("```") {
            in_code = !in_code;
            continue;
        }
        let t = l.trim().trim_start_matches("$ ");
        if in_code && is_example(t) {
            out.push(Example {
                from: rel.to_string(),
                line: t.to_string(),
            });
        }
    }
    out
}

/// An example line: `esx …`, or `printf … | esx …` (a key piped to `esx auth login`).
fn is_example(line: &str) -> bool {
    line.starts_with("esx ") || (line.starts_with("printf ") && line.contains("| esx "))
}

/// `esx …` lines of every "Examples:" section of every command's help.
fn help_examples() -> Vec<Example> {
    fn walk(cmd: &mut clap::Command, name: &str, out: &mut Vec<Example>) {
        let help = cmd.render_long_help().to_string();
        let mut inside = false;
        for l in help.lines() {
            if l.trim_end() == "Examples:" {
                inside = true;
                continue;
            }
            if inside && !l.starts_with("  ") {
                inside = false;
            }
            let t = l.trim();
            if inside && is_example(t) {
                out.push(Example {
                    from: format!("{name} --help"),
                    line: t.to_string(),
                });
            }
        }
        let subs: Vec<String> = cmd
            .get_subcommands()
            .map(|s| s.get_name().to_string())
            .collect();
        for sub in subs {
            if let Some(s) = cmd.find_subcommand_mut(&sub) {
                walk(s, &format!("{name} {sub}"), out);
            }
        }
    }
    let mut out = Vec::new();
    let mut cli = esx::Cli::command();
    cli.build();
    walk(&mut cli, "esx", &mut out);
    out
}

/// The exit code an example says it ends with (`# exit N`), else 0.
fn expected_exit(line: &str) -> i32 {
    line.find("# exit ")
        .and_then(|i| {
            line[i + 7..]
                .chars()
                .take_while(char::is_ascii_digit)
                .collect::<String>()
                .parse()
                .ok()
        })
        .unwrap_or(0)
}

/// Examples that never end on their own (a server, a live watch: each has its own
/// tests) or that read a key from a prompt (a key piped in runs).
fn skipped(line: &str) -> bool {
    line.starts_with("esx sim serve")
        || (line.contains("auth login") && !line.contains("| esx auth login"))
        || line.contains("--watch")
        // `live --prices --every` refreshes until stopped; the board's `--every` runs in
        // a terminal and ends with its `q`.
        || (line.contains("--every") && !line.contains("# needs: tty"))
}

/// Run an example that says `# needs: tty` (a full-screen command) in a real terminal:
/// wait for its first screen, press `q`, and check its exit code.
fn run_in_tty(ex: &Example) -> Result<(), String> {
    use crate::common::tty::{Tty, available};
    if !available() {
        return Err("needs tmux to run in a terminal (apt-get install -y tmux)".into());
    }
    let tty = Tty::start(&ex.line, &[("ESX_DEMO", "1")], 120, 40);
    let start = Instant::now();
    // The first screen is drawn once the first refresh is in: something beyond the
    // tab bar and the status lines, and no longer loading.
    loop {
        let s = tty.screen();
        if s.lines().filter(|l| !l.trim().is_empty()).count() >= 4 && !s.contains("loading…") {
            break;
        }
        if start.elapsed() > Duration::from_secs(60) {
            return Err(format!("no screen within 60 s:\n{s}"));
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    tty.keys(&["q"]);
    let want = expected_exit(&ex.line);
    match tty.finished(Duration::from_secs(30)) {
        None => Err("still running 30 s after q".into()),
        Some((code, _)) if code == want => Ok(()),
        Some((code, _)) => Err(format!(
            "exit {code}, expected {want}; screen:\n{}",
            tty.screen()
        )),
    }
}

/// The history stores the documents' examples share (README's `/tmp/esx-history.sqlite`,
/// the season `/tmp/esx-season.sqlite`: any `/tmp/esx-NAME.sqlite`), made private to
/// this test run: examples run in order on one store, as a reader would run them, and
/// never meet a file another build (with another schema) left in /tmp.
fn private_stores(line: &str) -> String {
    static DIR: std::sync::OnceLock<tempfile::TempDir> = std::sync::OnceLock::new();
    let dir = DIR.get_or_init(|| tempfile::tempdir().expect("tempdir"));
    let mut out = String::with_capacity(line.len());
    let mut rest = line;
    while let Some(i) = rest.find("/tmp/esx-") {
        out.push_str(&rest[..i]);
        let tail = &rest[i + 5..];
        let name_len = tail
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '.'))
            .unwrap_or(tail.len());
        let name = &tail[..name_len];
        if name.ends_with(".sqlite") {
            out.push_str(&dir.path().join(name).display().to_string());
        } else {
            out.push_str(&rest[i..i + 5 + name_len]);
        }
        rest = &tail[name_len..];
    }
    out.push_str(rest);
    out
}

/// What an example needs to run, from its trailing `# needs: WHAT` comment.
fn needs(line: &str) -> Option<&str> {
    let i = line.find("# needs: ")?;
    line[i + 9..].split_whitespace().next()
}

/// The database every `# needs: server` example shares (in order, as one history), on
/// the PostgreSQL server this test process starts.
fn server_db() -> &'static str {
    static DB: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    DB.get_or_init(|| esx_store::test_server::server().database())
}

/// Whether this run is the unpinned pass (`ESX_EXAMPLES_UNPINNED=1`): the examples run
/// on the wall clock, not at `ESX_NOW`.
fn unpinned() -> bool {
    std::env::var("ESX_EXAMPLES_UNPINNED").is_ok_and(|v| v == "1")
}

/// Whether an example's finding nothing is no failure: only when its comment says
/// `# may find nothing` (DESIGN, "The demo at any clock"), pinned or not.
fn may_find_nothing(line: &str) -> bool {
    line.contains("# may find nothing")
}

/// Run one example; `Err` says what went wrong.
fn run(ex: &Example, bin_dir: &Path) -> Result<(), String> {
    if ex.line.contains("# needs: tty") {
        return run_in_tty(ex);
    }
    let home = tempfile::tempdir().expect("tempdir");
    // Where the completion examples write, as on a machine that uses them.
    for dir in [
        ".local/share/bash-completion/completions",
        ".config/fish/completions",
    ] {
        std::fs::create_dir_all(home.path().join(dir)).expect("mkdir");
    }
    let timeout = Duration::from_secs(60);
    let path = format!(
        "{}:{}",
        bin_dir.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let mut cmd = Command::new("bash");
    match needs(&ex.line) {
        // A PostgreSQL example writes `--db "$ESX_DB"`: the server this test started.
        Some("server") => cmd.env("ESX_DB", server_db()),
        _ => cmd.env_remove("ESX_DB"),
    };
    let unpinned = unpinned();
    if unpinned {
        cmd.env_remove("ESX_NOW");
    } else {
        cmd.env("ESX_NOW", crate::common::sim::NOW);
    }
    let mut child = cmd
        .arg("-c")
        .arg(format!("set -o pipefail\n{}", private_stores(&ex.line)))
        .current_dir(home.path())
        .env("PATH", path)
        .env("HOME", home.path())
        .env("ESX_CONFIG_DIR", home.path().join("config"))
        .env("ESX_DEMO", "1")
        .env("TZ", "UTC")
        .env_remove("ESX_API_KEY")
        .env_remove("ESX_BASE_URL")
        .env_remove("ESX_PROFILE")
        .env_remove("NO_COLOR")
        .env_remove("COLUMNS")
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot run bash: {e}"))?;
    let (status, out, err) = wait_bounded(&mut child, timeout);
    let want = expected_exit(&ex.line);
    match status {
        None => Err(format!("still running after {timeout:?}")),
        Some(s)
            if s.code() == Some(want)
                && want == 0
                && !found_something(&ex.line, &out)
                && !may_find_nothing(&ex.line) =>
        {
            Err(format!(
                "ran but found nothing: {}",
                out.lines().last().unwrap_or("(no output)")
            ))
        }
        Some(s) if s.code() == Some(want) => Ok(()),
        Some(s) => Err(format!(
            "exit {:?}, expected {want}: {}",
            s.code(),
            err.lines().last().unwrap_or_default()
        )),
    }
}

/// Wait for `child` at most `timeout` (killed past it: status `None`); its stdout and
/// stderr.
fn wait_bounded(
    child: &mut std::process::Child,
    timeout: Duration,
) -> (Option<std::process::ExitStatus>, String, String) {
    // Read stdout as it comes (a big answer must not fill the pipe and stall the run).
    let reader = child.stdout.take().map(|mut o| {
        std::thread::spawn(move || {
            let mut text = String::new();
            let _ = o.read_to_string(&mut text);
            text
        })
    });
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().expect("try_wait") {
            break Some(s);
        }
        if start.elapsed() > timeout {
            let _ = child.kill();
            let _ = child.wait();
            break None;
        }
        std::thread::sleep(Duration::from_millis(20));
    };
    let mut err = String::new();
    if let Some(mut e) = child.stderr.take() {
        let _ = e.read_to_string(&mut err);
    }
    let out = reader.and_then(|r| r.join().ok()).unwrap_or_default();
    (status, out, err)
}

/// Whether a successful example's stdout shows something found: not empty (unless it
/// writes a file, `-o`/`>`, or only changes settings), not an empty JSON list or object,
/// and not a table's "nothing here" line (`no props match …`, `(no rows)`) alone under
/// its count. An example the simulator has data for must show it.
fn found_something(line: &str, stdout: &str) -> bool {
    let writes_elsewhere = line.contains(" -o ")
        || line.contains("--output")
        || line.contains(" > ")
        || line.contains(">>");
    // Settings, a settled bet and the MCP server (stdin closed at once) print nothing;
    // an example that says `finds nothing` means it.
    let quiet_by_design = [
        "config set",
        "config unset",
        "auth logout",
        "auth login",
        "bets settle",
        "esx mcp",
        "--demo mcp",
        "finds nothing",
    ]
    .iter()
    .any(|c| line.contains(c));
    if writes_elsewhere || quiet_by_design {
        return true;
    }
    // JSON: a document whose lists are all empty found nothing.
    if let Ok(serde_json::Value::Object(doc)) = serde_json::from_str(stdout) {
        let lists: Vec<usize> = doc
            .values()
            .filter_map(|v| v.as_array().map(Vec::len))
            .collect();
        return lists.is_empty() || lists.iter().any(|n| *n > 0);
    }
    let lines: Vec<&str> = stdout
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    let Some(last) = lines.last() else {
        return false;
    };
    if lines.len() == 1 && ["[]", "{}", "null", "0", "\"\""].contains(last) {
        return false;
    }
    // CSV: a header line and no data rows found nothing.
    if line.contains("--format csv") && lines.len() == 1 {
        return false;
    }
    let nothing_line = last.starts_with("no ") || *last == "(no rows)";
    !(nothing_line && lines.len() <= 3)
}

#[test]
fn an_example_that_finds_nothing_is_caught() {
    assert!(!found_something("esx props cs2", ""));
    assert!(!found_something(
        "esx props cs2 --json --jq '.props'",
        "[]\n"
    ));
    assert!(!found_something(
        "esx props cs2 --player-id 1234",
        "0 props\nno props match (check --book, --market)\n"
    ));
    assert!(found_something(
        "esx props cs2",
        "2 props\nPLAYER  LINE\n──\nloqumi  13.5\nmovi  12.5\n"
    ));
    assert!(!found_something(
        "esx fixtures lol --json",
        r#"{"source":"esx-sim","total":0,"fixtures":[]}"#
    ));
    assert!(found_something(
        "esx fixtures lol --json",
        r#"{"source":"esx-sim","total":1,"fixtures":[{"fixture_id":"f1"}]}"#
    ));
    assert!(found_something("esx props cs2 -o props.csv", ""));
    // Exit 0 with zero data rows: a CSV header alone.
    assert!(!found_something(
        "esx arbs cs2 --format csv",
        "event_id,home_team,away_team\n"
    ));
    assert!(found_something(
        "esx arbs cs2 --format csv",
        "event_id,home_team\nkr_ev_1,Alpha\n"
    ));
    assert!(!found_something(
        "esx arbs cs2",
        "0 arbs (stake 100)\nno arbs: no market costs less than it pays\n"
    ));
    // `# may find nothing` lets an example off, pinned or not; nothing else does.
    assert!(may_find_nothing("esx arbs cs2   # may find nothing"));
    assert!(!may_find_nothing("esx arbs cs2"));
    assert!(found_something(
        "esx moves cs2   # finds nothing until a second record",
        ""
    ));
    assert!(found_something("esx config set default_sport cs2", ""));
}

#[test]
fn every_example_runs_as_printed() {
    let bin = tempfile::tempdir().expect("tempdir");
    std::os::unix::fs::symlink(env!("CARGO_BIN_EXE_esx"), bin.path().join("esx"))
        .expect("symlink esx");
    let mut all = readme_examples();
    let readme = all.len();
    all.extend(help_examples());
    all.extend(docs_examples());
    assert!(readme >= 5, "README examples found: {readme}");
    assert!(
        all.len() - readme >= 40,
        "help and docs examples found: {}",
        all.len() - readme
    );
    let mut failures = Vec::new();
    for ex in all.iter().filter(|e| !skipped(&e.line)) {
        if ex.line.contains('<') {
            failures.push(format!(
                "{}: `{}`: a placeholder, not a runnable example",
                ex.from, ex.line
            ));
            continue;
        }
        if let Err(why) = run(ex, bin.path()) {
            failures.push(format!("{}: `{}`: {why}", ex.from, ex.line));
        }
    }
    assert!(
        failures.is_empty(),
        "{} examples fail:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn needs_annotations_are_read() {
    let line = r#"esx store info --db "$ESX_DB"   # needs: server"#;
    assert_eq!(needs(line), Some("server"));
    assert_eq!(needs("esx board cs2   # needs: tty"), Some("tty"));
    assert_eq!(needs("esx books"), None);
    assert!(
        help_examples()
            .iter()
            .any(|e| needs(&e.line) == Some("server") && e.line.contains(r#"--db "$ESX_DB""#)),
        "the store's PostgreSQL examples are collected"
    );
}

#[test]
fn exit_annotations_are_read() {
    assert_eq!(
        expected_exit("esx live cs2 kr_cs2   # exit 2: two games"),
        2
    );
    assert_eq!(expected_exit("esx books"), 0);
}

#[test]
fn piped_key_examples_are_run_and_prompt_ones_skipped() {
    let piped = "printf '%s' demo-hobby | esx auth login";
    assert!(is_example(piped) && !skipped(piped));
    assert!(skipped("esx auth login            # prompts without echo"));
    assert!(!is_example("printf '%s' x"));
    // The auth help's piped example is among the examples run.
    assert!(
        help_examples()
            .iter()
            .any(|e| e.from == "esx auth --help" && e.line.starts_with(piped)),
        "auth login's piped example is collected"
    );
}

#[test]
fn terminal_examples_are_collected_to_run_in_a_terminal() {
    let tty: Vec<Example> = help_examples()
        .into_iter()
        .chain(readme_examples())
        .filter(|e| e.line.contains("# needs: tty"))
        .collect();
    assert!(
        tty.iter().any(|e| e.from == "esx board --help"),
        "the board's help examples need a terminal: {tty:?}"
    );
    assert!(tty.iter().any(|e| e.from == "README.md"), "{tty:?}");
    assert!(tty.iter().all(|e| !skipped(&e.line)));
}

/// Every command's column keys name fields its rows have: each `--help` example that
/// prints rows is run again as CSV (the existing run above prints the table), so every
/// data and CSV-only column is read once over the simulator's rows. A debug build fails
/// a render whose column names no field (`output::view::check_paths`, `typed::Row`):
/// a misspelt key is a failure here, not an empty column. Every command that prints
/// rows must have such an example.
#[test]
fn every_commands_columns_name_fields_its_rows_have() {
    // Commands that print no rows of their own (a screen, a server, a script, setup)
    // or need state an example cannot give them in a fresh folder.
    const NO_ROWS: &[&str] = &[
        "board",
        "mcp",
        "completions",
        "help",
        "sim",
        "auth",
        "config",
        "record",
        "grade",
        "api",
    ];
    let bin = tempfile::tempdir().expect("tempdir");
    std::os::unix::fs::symlink(env!("CARGO_BIN_EXE_esx"), bin.path().join("esx"))
        .expect("symlink esx");
    // The example's own command, without its comment or the `$(…)` that finds an id.
    let outer = |line: &str| {
        let line = line.split(" #").next().unwrap_or(line);
        let (mut out, mut depth, mut chars) = (String::new(), 0usize, line.chars().peekable());
        while let Some(c) = chars.next() {
            if c == '$' && chars.peek() == Some(&'(') {
                depth += 1;
                chars.next();
            } else if depth > 0 && c == '(' {
                depth += 1;
            } else if depth > 0 && c == ')' {
                depth -= 1;
            } else if depth == 0 {
                out.push(c);
            }
        }
        out
    };
    let printable = |line: &str| {
        expected_exit(line) == 0
            && !skipped(line)
            && needs(line).is_none()
            && !line.contains('<')
            && ![
                "|", ">", "--json", "--format", "--jq", "-o ", "--csv", "--ndjson", "&&", ";",
            ]
            .iter()
            .any(|s| outer(line).contains(s))
    };
    let mut covered = std::collections::BTreeSet::new();
    let mut failures = Vec::new();
    for ex in help_examples().iter().filter(|e| printable(&e.line)) {
        let bare = ex.line.split(" #").next().unwrap_or(&ex.line).trim();
        let csv = Example {
            from: ex.from.clone(),
            // This pass reads columns; whether the example finds something is the
            // first pass's check (an empty CSV still renders every column's header).
            line: format!("{bare} --format csv   # may find nothing"),
        };
        match run(&csv, bin.path()) {
            Ok(()) => {
                if let Some(cmd) = bare.split_whitespace().nth(1) {
                    covered.insert(cmd.to_string());
                }
            }
            Err(why) => failures.push(format!("{}: `{}`: {why}", csv.from, csv.line)),
        }
    }
    assert!(
        failures.is_empty(),
        "{} examples fail as CSV:\n{}",
        failures.len(),
        failures.join("\n")
    );
    let mut cli = esx::Cli::command();
    cli.build();
    let missing: Vec<String> = cli
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .filter(|n| !NO_ROWS.contains(&n.as_str()) && !covered.contains(n))
        .collect();
    assert!(
        missing.is_empty(),
        "commands with no --help example printing rows as CSV: {missing:?}"
    );
}
