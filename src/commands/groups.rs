//! `esx --help` lists its commands in groups, as gh does (the board, judgement, history,
//! service routes, setup). clap cannot group subcommands, so the top-level help's one
//! "Commands:" block is re-laid as one block per group, each command under the group
//! its module declares (`Declared::GROUP`). The caller hands in the command tree and
//! the groups, so this module never reaches back into the tree that declares it.

use crate::declare::Group;

/// The top-level help (`long`: the `--help` text, else `-h`'s) of `cmd`, with its
/// "Commands:" block split into `groups` (name → group). Commands keep their one-line
/// descriptions and the column they are aligned to.
#[must_use]
pub(crate) fn top_level_help(
    mut cmd: clap::Command,
    groups: &[(String, Group)],
    long: bool,
) -> String {
    let text = if long {
        cmd.render_long_help()
    } else {
        cmd.render_help()
    }
    .to_string();
    regroup(&text, groups)
}

/// Replace the `Commands:` block of a rendered help text by one block per group.
fn regroup(text: &str, groups: &[(String, Group)]) -> String {
    let Some(start) = text.find("Commands:\n") else {
        return text.to_string();
    };
    let body_start = start + "Commands:\n".len();
    let end = text[body_start..]
        .find("\n\n")
        .map_or(text.len(), |i| body_start + i + 1);
    let group_of = |name: &str| {
        // clap's own `help` is setup.
        if name == "help" {
            return Some(Group::Setup);
        }
        groups.iter().find(|(n, _)| n == name).map(|(_, g)| *g)
    };
    let mut by_group: Vec<(Group, Vec<&str>)> =
        Group::ALL.iter().map(|g| (*g, Vec::new())).collect();
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
        out.push_str(group.title());
        out.push_str(":\n");
        for l in lines {
            out.push_str(l);
            out.push('\n');
        }
        out.push('\n');
    }
    // Anything not grouped stays under its old heading.
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

/// Whether `args` (without the program name) ask for the top-level help of `cmd`: `-h`,
/// `--help` or `help` with no command named before it.
#[must_use]
pub(crate) fn asks_top_level_help(cmd: &clap::Command, args: &[String]) -> Option<bool> {
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
