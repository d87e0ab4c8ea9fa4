//! "One room per command" (DESIGN, round four), checked on the source: a command reads
//! what it knows through its `Context`, never the global flags, the environment or the
//! config file itself, and every command declares itself (`Declared`) in its own module.

use std::path::{Path, PathBuf};

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The file's code without `//` comments (doc comments included) and string literals'
/// contents, so help texts that name `ESX_DB` do not count.
fn code_of(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        let mut in_str = false;
        let mut prev = ' ';
        let mut kept = String::new();
        let chars: Vec<char> = line.chars().collect();
        let mut i = 0;
        while i < chars.len() {
            let c = chars[i];
            if !in_str && c == '/' && chars.get(i + 1) == Some(&'/') {
                break;
            }
            if c == '"' && prev != '\\' {
                in_str = !in_str;
                kept.push('"');
            } else if !in_str {
                kept.push(c);
            }
            prev = c;
            i += 1;
        }
        out.push_str(&kept);
        out.push('\n');
    }
    out
}

fn commands_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src/commands")
}

#[test]
fn no_command_reads_global_flags_the_environment_or_the_config_file() {
    let mut files = Vec::new();
    rust_files(&commands_dir(), &mut files);
    assert!(files.len() > 40, "{} files", files.len());
    // Patterns a command must not use, and the files allowed to (the command tree
    // itself defines the global flags; `config` and `auth` are the commands that edit
    // the config file).
    let rules: [(&str, &[&str]); 6] = [
        ("std::env::var", &[]),
        ("env::var_os", &[]),
        ("GlobalArgs", &["mod.rs"]),
        ("ConfigFile::load", &["config.rs", "auth.rs"]),
        ("global_flags()", &[]),
        ("config::resolve", &[]),
    ];
    let mut found = Vec::new();
    for f in &files {
        let rel = f
            .strip_prefix(commands_dir())
            .unwrap()
            .to_string_lossy()
            .into_owned();
        let code = code_of(&std::fs::read_to_string(f).unwrap());
        for (pat, allowed) in rules {
            if code.contains(pat) && !allowed.contains(&rel.as_str()) {
                found.push(format!("{rel}: {pat}"));
            }
        }
        // `ESX_…` names read as constants (`ENV_DB`, `ENV_API_KEY`, …).
        for word in code.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_')) {
            if word.starts_with("ENV_") && word.len() > 4 {
                found.push(format!("{rel}: {word}"));
            }
        }
    }
    assert!(
        found.is_empty(),
        "commands reading what Context resolves: {found:#?}"
    );
}

#[test]
fn every_command_module_declares_itself() {
    // Each command of the enum is declared by its module's `Args`/`Action` (the
    // `commands!` macro reads `<Args as Declared>::GROUP`, so a missing declaration does
    // not compile); here: no per-command list is left in the dispatcher.
    let tree = std::fs::read_to_string(commands_dir().join("mod.rs")).unwrap();
    let code = code_of(&tree);
    for gone in [
        "fn sport_arg",
        "fn watches",
        "uses_service =",
        "fn group_of",
        "Command::Lines(",
    ] {
        assert!(!code.contains(gone), "commands/mod.rs still has `{gone}`");
    }
    let mut files = Vec::new();
    rust_files(&commands_dir(), &mut files);
    let declared = files
        .iter()
        .filter(|f| {
            std::fs::read_to_string(f)
                .unwrap()
                .contains("Declared for ")
        })
        .count();
    // One per variant of the `commands!` enum.
    let start = code.find("commands! {").expect("the commands! invocation");
    let block = &code[start..start + code[start..].find("\n}\n").unwrap()];
    let variants = block
        .lines()
        .filter(|l| {
            let t = l.trim();
            t.ends_with("),") && t.starts_with(|c: char| c.is_ascii_uppercase()) && t.contains("::")
        })
        .count();
    assert!(variants >= 39, "{variants} variants");
    assert_eq!(
        declared, variants,
        "a command module without its declaration"
    );
}
