//! The checked-in completions and man pages match the current CLI; help has examples.

use std::path::Path;

use predicates::prelude::*;

fn assert_same_tree(generated: &Path, checked_in: &Path) {
    let mut names: Vec<_> = std::fs::read_dir(generated)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    names.sort();
    assert!(!names.is_empty());
    for name in &names {
        let want = std::fs::read(generated.join(name)).unwrap();
        let have = std::fs::read(checked_in.join(name)).unwrap_or_default();
        assert!(
            want == have,
            "{} is stale: run `cargo run --example gen_docs` and commit the result",
            checked_in.join(name).display()
        );
    }
    let extra: Vec<_> = std::fs::read_dir(checked_in)
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .filter(|n| !names.contains(n))
        .collect();
    assert!(extra.is_empty(), "files no longer generated: {extra:?}");
}

#[test]
fn completions_and_man_pages_are_current() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let tmp = tempfile::tempdir().unwrap();
    esx::write_completions(&tmp.path().join("completions")).unwrap();
    esx::write_man_pages(&tmp.path().join("man")).unwrap();
    assert_same_tree(&tmp.path().join("completions"), &root.join("completions"));
    assert_same_tree(&tmp.path().join("man"), &root.join("man"));
}

#[test]
fn every_command_help_has_examples() {
    use clap::CommandFactory as _;
    let cmd = esx::Cli::command();
    let d = tempfile::tempdir().unwrap();
    for sub in cmd.get_subcommands().filter(|s| s.get_name() != "help") {
        crate::common::esx(d.path())
            .args([sub.get_name(), "--help"])
            .assert()
            .success()
            .stdout(predicate::str::contains("Examples:"));
    }
}

#[test]
fn completions_print_for_each_shell() {
    let d = tempfile::tempdir().unwrap();
    for shell in ["bash", "zsh", "fish", "powershell", "elvish"] {
        crate::common::esx(d.path())
            .args(["completions", shell])
            .assert()
            .success()
            .stdout(predicate::str::contains("esx"));
    }
    crate::common::esx(d.path())
        .args(["completions", "tcsh"])
        .assert()
        .code(2);
}

/// The candidates bash offers after `esx <sub> <flag> <TAB>`: the `compgen -W` words of
/// that flag's case in that subcommand's section of the generated script.
fn bash_candidates(script: &str, sub: &str, flag: &str) -> Vec<String> {
    let head = format!("        esx__subcmd__{sub})");
    let start = script
        .find(&format!("{head}\n"))
        .unwrap_or_else(|| panic!("no bash section for {sub}"));
    let section = &script[start + head.len()..];
    let section = &section[..section.find("\n        esx__").unwrap_or(section.len())];
    let case = section
        .find(&format!("\n                {flag})\n"))
        .unwrap_or_else(|| panic!("no {flag} case for {sub}"));
    let reply = section[case..]
        .lines()
        .find(|l| l.contains("COMPREPLY"))
        .expect("a COMPREPLY line");
    let words = reply
        .split_once("compgen -W \"")
        .unwrap_or_else(|| panic!("{sub} {flag} completes no word list: {reply}"))
        .1;
    words[..words.find('"').expect("closing quote")]
        .split_whitespace()
        .map(str::to_string)
        .collect()
}

#[test]
fn venue_keys_complete_on_every_venue_flag() {
    use esx_proto::venues::{BOARD_DFS_KEYS, BOARD_KEYS, DFS_KEYS, LINE_BOOK_KEYS, VENUE_KEYS};
    let recorded = [&["consensus"], VENUE_KEYS].concat();
    let d = tempfile::tempdir().unwrap();
    let out = crate::common::esx(d.path())
        .args(["completions", "bash"])
        .output()
        .unwrap();
    assert!(out.status.success());
    let script = String::from_utf8(out.stdout).unwrap();
    // `esx props cs2 --book <TAB>` offers the real service's keys, prizepicks among them.
    let props = bash_candidates(&script, "props", "--book");
    assert!(props.iter().any(|k| k == "prizepicks"), "{props:?}");
    assert_eq!(props, BOARD_KEYS);
    for (sub, flag, want) in [
        ("gaps", "--book", DFS_KEYS),
        ("picks", "--app", BOARD_DFS_KEYS),
        ("parlays", "--book", LINE_BOOK_KEYS),
        ("history", "--book", BOARD_KEYS),
        ("moves", "--source", &recorded),
        ("bets__subcmd__add", "--source", VENUE_KEYS),
    ] {
        assert_eq!(bash_candidates(&script, sub, flag), want, "{sub} {flag}");
    }
    // A flag that takes no venue is untouched (the helper does not read past its case).
    assert!(!bash_candidates(&script, "props", "--format").contains(&"prizepicks".into()));

    // zsh and fish offer them too.
    for shell in ["zsh", "fish"] {
        let out = crate::common::esx(d.path())
            .args(["completions", shell])
            .output()
            .unwrap();
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(
            text.contains("underdog") && text.contains("thunderpick"),
            "{shell}"
        );
    }
}

/// Completion suggests; it does not gate: a key the list does not know reaches the
/// service, which may know more venues than this build.
#[test]
fn an_unlisted_venue_key_is_passed_to_the_service() {
    use crate::common::{Server, json, run};
    let s = Server::start(vec![json(
        200,
        r#"{"source":"svc","sport":"cs2","total":0,"props":[]}"#,
    )]);
    let (code, _, err) = run(&s, &["props", "cs2", "--book", "newvenue"]);
    assert_eq!(code, 0, "{err}");
    let seen = s.seen();
    assert!(
        seen.iter().any(|r| r.target.contains("book=newvenue")),
        "{seen:?}"
    );
}

/// `--devig` and `--fair` complete their methods, not file names, and `--help` lists
/// them; what is accepted is unchanged.
#[test]
fn devig_and_fair_complete_their_methods() {
    let methods = ["multiplicative", "additive", "power", "shin", "odds-ratio"];
    let d = tempfile::tempdir().unwrap();
    let out = crate::common::esx(d.path())
        .args(["completions", "bash"])
        .output()
        .unwrap();
    let script = String::from_utf8(out.stdout).unwrap();
    for sub in ["lines", "parlays", "picks"] {
        assert_eq!(bash_candidates(&script, sub, "--devig"), methods, "{sub}");
    }
    for sub in ["lines", "parlays"] {
        assert_eq!(
            bash_candidates(&script, sub, "--fair"),
            ["all", "others", "sharp", "blend", "worst", "learned"],
            "{sub}"
        );
    }
    let out = crate::common::esx(d.path())
        .args(["lines", "--help"])
        .output()
        .unwrap();
    let help = String::from_utf8(out.stdout).unwrap();
    assert!(
        help.contains("[possible values: multiplicative, additive, power, shin, odds-ratio]"),
        "{help}"
    );
    assert!(
        help.contains("[possible values: all, others, sharp, blend, worst, learned]"),
        "{help}"
    );
    crate::common::esx(d.path())
        .args(["lines", "cs2", "--devig", "probit"])
        .assert()
        .code(2)
        .stderr(predicates::str::contains(
            "unknown de-vig method `probit`; valid: multiplicative",
        ));
}

/// What bash offers for the words of `line` (the last one being completed), from the
/// checked-in script.
fn bash_offers(words: &[&str]) -> Vec<String> {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("completions/esx.bash");
    let quoted: Vec<String> = words.iter().map(|w| format!("'{w}'")).collect();
    let prog = format!(
        "source '{}'\nCOMP_WORDS=({})\nCOMP_CWORD={}\n_esx esx \"${{COMP_WORDS[COMP_CWORD]}}\" \"${{COMP_WORDS[COMP_CWORD-1]}}\"\nprintf '%s\\n' \"${{COMPREPLY[@]}}\"",
        script.display(),
        quoted.join(" "),
        words.len() - 1
    );
    let out = std::process::Command::new("bash")
        .args(["--norc", "-c", &prog])
        .output()
        .expect("bash runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_string)
        .collect()
}

#[test]
fn each_position_completes_what_fits_there() {
    // `lines` takes the lines sports: cs2, not cod (which it refuses).
    assert_eq!(bash_offers(&["esx", "lines", "c"]), ["cs2"]);
    assert_eq!(
        bash_offers(&["esx", "lines", "--market", "match_winner", "c"]),
        ["cs2"]
    );
    // props takes both.
    assert_eq!(bash_offers(&["esx", "props", "c"]), ["cs2", "cod"]);
    // After the sport, `live` takes a game id: flags, never sports again.
    let after = bash_offers(&["esx", "live", "cs2", ""]);
    assert!(after.contains(&"--frames".to_string()), "{after:?}");
    assert!(
        !after
            .iter()
            .any(|w| esx_proto::sports::ALL_SPORTS.contains(&w.as_str())),
        "{after:?}"
    );
    assert_eq!(bash_offers(&["esx", "live", "cs2", "--fr"]), ["--frames"]);
}
