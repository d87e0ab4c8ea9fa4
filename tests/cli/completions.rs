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
    esx::commands::completions::write_completions(&tmp.path().join("completions")).unwrap();
    esx::commands::completions::write_man_pages(&tmp.path().join("man")).unwrap();
    assert_same_tree(&tmp.path().join("completions"), &root.join("completions"));
    assert_same_tree(&tmp.path().join("man"), &root.join("man"));
}

#[test]
fn every_command_help_has_examples() {
    use clap::CommandFactory as _;
    let cmd = esx::commands::Cli::command();
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
