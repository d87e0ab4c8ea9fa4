//! Mistakes on the command line answered with what was meant: a misspelt flag's nearest
//! flag of the command it was given to, and a misspelt sport's nearest known sport.

/// The candidate nearest to `given`, if one is near enough to be what was meant: a
/// candidate that `given` begins (`--lim` → `--limit`), else the fewest edits (a swap of
/// two neighbours is one edit: `tpo` → `top`), at most one for a word of up to four
/// characters and two for a longer one. Ties go to the earlier candidate, so a command's
/// own flags are listed before the global ones.
#[must_use]
pub(crate) fn nearest<'a>(
    given: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Option<&'a str> {
    let given = given.to_ascii_lowercase();
    let len = given.chars().count();
    if len == 0 {
        return None;
    }
    let most = if len <= 4 { 1 } else { 2 };
    let mut best: Option<(usize, &'a str)> = None;
    for c in candidates {
        let lower = c.to_ascii_lowercase();
        let d = if len >= 2 && lower.starts_with(&given) && lower != given {
            0
        } else {
            strsim::osa_distance(&given, &lower)
        };
        if d <= most && best.is_none_or(|(b, _)| d < b) {
            best = Some((d, c));
        }
    }
    best.map(|(_, c)| c)
}

/// The one line for a long flag the command does not have (`--tpo` given to `esx lines`):
/// the nearest flag of that command (its own first, then the global ones), or none.
/// `None` when `e` is not an unknown long flag (clap's own message stands).
#[must_use]
pub(crate) fn unknown_flag(
    cli: &clap::Command,
    e: &clap::Error,
    args: &[String],
) -> Option<String> {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    if e.kind() != ErrorKind::UnknownArgument {
        return None;
    }
    let Some(ContextValue::String(bad)) = e.get(ContextKind::InvalidArg) else {
        return None;
    };
    let flag = bad.split_once('=').map_or(bad.as_str(), |(f, _)| f);
    let name = flag.strip_prefix("--").filter(|n| !n.is_empty())?;
    let mut cli = cli.clone();
    cli.build();
    // The command the flag was given to: the subcommand words before it.
    let mut cmd = &cli;
    let mut path = vec![cmd.get_name().to_string()];
    for a in args.iter().skip(1) {
        if a == bad {
            break;
        }
        if a.starts_with('-') {
            continue;
        }
        if let Some(sub) = cmd.find_subcommand(a) {
            cmd = sub;
            path.push(sub.get_name().to_string());
        }
    }
    let own = cmd
        .get_arguments()
        .filter(|a| !a.is_hide_set() && !a.is_global_set())
        .filter_map(clap::Arg::get_long);
    let global = cmd
        .get_arguments()
        .filter(|a| !a.is_hide_set() && a.is_global_set())
        .filter_map(clap::Arg::get_long);
    let longs: Vec<&str> = own.chain(global).filter(|l| *l != "help").collect();
    let path = path.join(" ");
    let shown = crate::output::echo::cut(flag);
    Some(match nearest(name, longs) {
        Some(near) => format!(
            "error: `{path}` has no flag `{shown}`; did you mean `--{near}`? (`{path} --help` lists its flags)"
        ),
        None => format!("error: `{path}` has no flag `{shown}` (`{path} --help` lists its flags)"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_nearest_is_a_prefix_or_a_few_edits_away() {
        let flags = ["top", "output", "market", "limit", "local"];
        assert_eq!(nearest("tpo", flags), Some("top"));
        assert_eq!(nearest("mrket", flags), Some("market"));
        assert_eq!(nearest("lim", flags), Some("limit"));
        assert_eq!(nearest("zzz", flags), None);
        // `moves` has no --limit and nothing near it.
        assert_eq!(
            nearest("limit", ["tape", "since", "event", "all", "db"]),
            None
        );
        let sports = ["cs2", "valorant", "lol", "dota2", "cod"];
        assert_eq!(nearest("dota", sports), Some("dota2"));
        assert_eq!(nearest("valorent", sports), Some("valorant"));
        assert_eq!(nearest("fifa", sports), None);
    }
}
