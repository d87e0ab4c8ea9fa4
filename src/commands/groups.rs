//! `esx --help` lists its commands in groups, as gh does (the board, judgement, history,
//! service routes, setup). clap cannot group subcommands, so each command's group is
//! declared here, one line per command in the order of the `Command` enum, and the
//! top-level help's one "Commands:" block is re-laid as one block per group; a test fails
//! when a command has no group.

use clap::CommandFactory as _;

/// The groups, in the order help prints them.
pub const GROUPS: [&str; 5] = [
    "The board",
    "Judgement",
    "History",
    "Service routes",
    "Setup",
];

/// The group of a top-level command, by its name; `None` for an unknown name (and for
/// clap's own `help`).
#[must_use]
pub fn group_of(name: &str) -> Option<&'static str> {
    let [board, judgement, history, routes, setup] = GROUPS;
    Some(match name {
        "board" | "props" | "lines" | "gaps" | "flow" | "live" | "books" => board,
        "arbs" | "picks" | "parlays" | "dvr" | "mcp" => judgement,
        "record" | "moves" | "bets" | "history" | "grade" | "backtest" | "store" => history,
        "matches" | "fixtures" | "schedule" | "streams" | "boxscore" | "boxscores" | "results"
        | "teams" | "players" | "rankings" | "h2h" | "research" | "media" | "breakdown"
        | "meta" | "api" => routes,
        "config" | "auth" | "sim" | "completions" | "help" => setup,
        _ => return None,
    })
}

/// The top-level help with its "Commands:" block split into the groups (`long`: the
/// `--help` text, else `-h`'s). Commands keep their one-line descriptions and the
/// column they are aligned to.
#[must_use]
pub fn top_level_help(long: bool) -> String {
    let mut cmd = super::Cli::command();
    let text = if long {
        cmd.render_long_help()
    } else {
        cmd.render_help()
    }
    .to_string();
    regroup(&text)
}

/// Replace the `Commands:` block of a rendered help text by one block per group.
fn regroup(text: &str) -> String {
    let Some(start) = text.find("Commands:\n") else {
        return text.to_string();
    };
    let body_start = start + "Commands:\n".len();
    let end = text[body_start..]
        .find("\n\n")
        .map_or(text.len(), |i| body_start + i + 1);
    let mut by_group: Vec<(&str, Vec<&str>)> = GROUPS.iter().map(|g| (*g, Vec::new())).collect();
    let mut other = Vec::new();
    for line in text[body_start..end].lines() {
        let name = line.split_whitespace().next().unwrap_or_default();
        match group_of(name).and_then(|g| by_group.iter_mut().find(|(n, _)| *n == g)) {
            Some((_, lines)) => lines.push(line),
            None => other.push(line),
        }
    }
    let mut out = String::from(&text[..start]);
    for (group, lines) in by_group.iter().filter(|(_, l)| !l.is_empty()) {
        out.push_str(group);
        out.push_str(":\n");
        for l in lines {
            out.push_str(l);
            out.push('\n');
        }
        out.push('\n');
    }
    // clap's own `help` line, and anything not grouped, stays under its old heading.
    if !other.is_empty() {
        out.push_str("Commands:\n");
        for l in &other {
            out.push_str(l);
            out.push('\n');
        }
        out.push('\n');
    }
    out.push_str(text[end..].trim_start_matches('\n'));
    out
}

/// Whether `args` (without the program name) ask for the top-level help: `-h`,
/// `--help` or `help` with no command named before it.
#[must_use]
pub fn asks_top_level_help(args: &[String]) -> Option<bool> {
    // Every run passes here: build the command tree only when help is asked for at all.
    if !args
        .iter()
        .any(|a| matches!(a.as_str(), "--help" | "-h" | "help"))
    {
        return None;
    }
    let cmd = super::Cli::command();
    for (i, a) in args.iter().enumerate() {
        match a.as_str() {
            "--help" => return Some(true),
            "-h" => return Some(false),
            "help" if args.len() == i + 1 => return Some(true),
            // A command named first: its own help, clap's.
            s if cmd.find_subcommand(s).is_some() => return None,
            _ => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_command_has_a_group() {
        let cmd = crate::commands::Cli::command();
        let missing: Vec<_> = cmd
            .get_subcommands()
            .map(clap::Command::get_name)
            .filter(|n| group_of(n).is_none())
            .collect();
        assert!(missing.is_empty(), "commands without a group: {missing:?}");
    }

    #[test]
    fn help_lists_each_command_once_under_its_group() {
        let help = top_level_help(true);
        for g in GROUPS {
            assert!(help.contains(&format!("\n{g}:\n")), "{g} missing:\n{help}");
        }
        let cmd = crate::commands::Cli::command();
        for sub in cmd.get_subcommands() {
            let n = sub.get_name();
            let lines = help
                .lines()
                .filter(|l| l.split_whitespace().next() == Some(n) && l.starts_with("  "))
                .count();
            assert_eq!(lines, 1, "{n} listed {lines} times:\n{help}");
        }
        // Options and examples are still there after the groups.
        assert!(help.contains("Global options:"));
        assert!(help.contains("Examples:"));
        // The board group comes first and lists lines under it.
        let board = help.find("The board:").unwrap();
        let setup = help.find("Setup:").unwrap();
        assert!(board < help.find("  lines ").unwrap());
        assert!(help.find("  lines ").unwrap() < setup);
    }

    #[test]
    fn only_top_level_help_is_regrouped() {
        let s = |v: &[&str]| v.iter().map(|x| (*x).to_string()).collect::<Vec<_>>();
        assert_eq!(asks_top_level_help(&s(&["--help"])), Some(true));
        assert_eq!(asks_top_level_help(&s(&["--demo", "-h"])), Some(false));
        assert_eq!(asks_top_level_help(&s(&["help"])), Some(true));
        assert_eq!(asks_top_level_help(&s(&["lines", "--help"])), None);
        assert_eq!(asks_top_level_help(&s(&["help", "lines"])), None);
        assert_eq!(asks_top_level_help(&s(&["books"])), None);
    }
}
