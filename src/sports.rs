//! The sports a run covers, resolved by `dispatch` before the command runs: from the
//! command's sport argument (else the profile's `default_sport`) and the route it selects
//! for, whose sports are the only valid ones. A list (`cs2,lol`) or `all` (the route's
//! sports) is a [`Selection::Many`] the fan-out runs once per sport, where the command
//! allows it; elsewhere it is exit 2 before anything is sent.

use esx_proto::routes::Route;

use crate::error::EsxError;

/// What a command's sport argument selects, as its `Command` variant declares it.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Selector<'a> {
    /// The argument as given (`None`: the profile's `default_sport`).
    pub(crate) arg: Option<&'a str>,
    /// The route whose sports are valid.
    pub(crate) route: &'static Route,
    /// The command's name in messages.
    pub(crate) what: &'a str,
    /// Whether a list or `all` runs once per sport (the sport only selects); `false`
    /// where it is paired with something of one sport (a game, player, team, ticket) or
    /// a watch follows one sport.
    pub(crate) many: bool,
    /// Whether no sport at all is allowed (the service's own default applies, or the
    /// command reports its own missing argument).
    pub(crate) optional: bool,
    /// What `all` means when not the route's sports.
    pub(crate) all: Option<&'static [&'static str]>,
}

impl<'a> Selector<'a> {
    /// A sport that only selects: a list or `all` fans out.
    #[must_use]
    pub(crate) fn many(arg: Option<&'a str>, route: &'static Route, what: &'a str) -> Self {
        Self {
            arg,
            route,
            what,
            many: true,
            optional: false,
            all: None,
        }
    }

    /// One sport only.
    #[must_use]
    pub(crate) fn one(arg: Option<&'a str>, route: &'static Route, what: &'a str) -> Self {
        Self {
            many: false,
            ..Self::many(arg, route, what)
        }
    }

    /// `many` when `cond` holds, else one sport.
    #[must_use]
    pub(crate) fn many_if(self, cond: bool) -> Self {
        Self {
            many: self.many && cond,
            ..self
        }
    }

    /// No sport at all is fine when `cond` holds.
    #[must_use]
    pub(crate) fn optional_if(self, cond: bool) -> Self {
        Self {
            optional: self.optional || cond,
            ..self
        }
    }

    /// `all` means these sports (a subset of the route's).
    #[must_use]
    pub(crate) fn all_is(self, sports: &'static [&'static str]) -> Self {
        Self {
            all: Some(sports),
            ..self
        }
    }
}

/// The sports resolved for a run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Selection {
    /// No sport given and none needed.
    None,
    /// One sport, checked against the route.
    One(String),
    /// Several, each checked, in the order given, without repeats.
    Many(Vec<String>),
}

/// Resolve `sel` (with the profile's `default_sport` standing in for a missing argument).
///
/// # Errors
/// Exit 2: an unknown sport (naming the valid ones), a list where one sport is meant,
/// or no sport at all where one is needed.
pub(crate) fn select(
    sel: &Selector<'_>,
    default: Option<&str>,
    takers: &dyn Fn(&str) -> Vec<String>,
) -> Result<Selection, EsxError> {
    let allowed = sel.route.sports;
    let what = sel.what;
    let Some(chosen) = sel.arg.or(default) else {
        if sel.optional {
            return Ok(Selection::None);
        }
        return Err(EsxError::usage(format!(
            "no sport given for {what}: pass one of {} (or set one with `esx config set default_sport cs2`)",
            allowed.join(", ")
        )));
    };
    if is_list(chosen) {
        if !sel.many {
            return Err(EsxError::usage(format!(
                "{what} takes one sport here, not `{chosen}`: a list or `all` works where the sport only selects (not with a game, player, team, match or ticket that belongs to one sport, nor with --watch)"
            )));
        }
        if let Some(all) = sel.all
            && chosen.trim().eq_ignore_ascii_case("all")
        {
            return expand_with(chosen, all, what, takers).map(Selection::Many);
        }
        return expand_with(chosen, allowed, what, takers).map(Selection::Many);
    }
    check(chosen, allowed, what, takers).map(Selection::One)
}

/// One sport checked against `allowed`. A sport the service knows that this command does
/// not take names the commands that take it (`takers`); an unknown one names the nearest
/// known sport.
///
/// # Errors
/// Exit 2, one line.
pub(crate) fn check(
    sport: &str,
    allowed: &[&str],
    what: &str,
    takers: &dyn Fn(&str) -> Vec<String>,
) -> Result<String, EsxError> {
    use esx_proto::sports::{ALL_SPORTS, VENDOR_ONLY_SPORTS};
    let s = sport.trim().to_ascii_lowercase();
    if allowed.contains(&s.as_str()) {
        return Ok(s);
    }
    let valid = allowed.join(", ");
    let known = ALL_SPORTS.iter().chain(VENDOR_ONLY_SPORTS);
    if let Some(known) = known.clone().find(|k| **k == s) {
        let by = takers(known);
        let by = if by.is_empty() {
            "no command".to_string()
        } else {
            by.join(", ")
        };
        return Err(EsxError::usage(format!(
            "{what} does not take {known} (valid: {valid}); {known} is taken by: {by}"
        )));
    }
    // The nearest of the command's own sports first, else of every known sport.
    let near = crate::mistakes::nearest(&s, allowed.iter().copied())
        .or_else(|| crate::mistakes::nearest(&s, known.copied()));
    let hint = near.map_or_else(String::new, |n| format!("; did you mean {n}?"));
    Err(EsxError::usage(format!(
        "unknown sport `{sport}` for {what}; valid: {valid}{hint}"
    )))
}

/// Whether an argument asks for several sports.
#[must_use]
pub(crate) fn is_list(arg: &str) -> bool {
    arg.contains(',') || arg.trim().eq_ignore_ascii_case("all")
}

/// A list as stored in `default_sport`: `all`, or its sports checked and comma-joined.
///
/// # Errors
/// Exit 2 naming an unknown sport.
pub(crate) fn normalize_list(arg: &str, allowed: &[&str], what: &str) -> Result<String, EsxError> {
    if arg.trim().eq_ignore_ascii_case("all") {
        return Ok("all".into());
    }
    Ok(expand(arg, allowed, what)?.join(","))
}

/// The sports of a list (`all` = every sport the route accepts), each checked, in the
/// order given, without repeats.
///
/// # Errors
/// Exit 2 naming an unknown sport, or a list with no sport in it.
pub(crate) fn expand(arg: &str, allowed: &[&str], what: &str) -> Result<Vec<String>, EsxError> {
    expand_with(arg, allowed, what, &|_| Vec::new())
}

/// [`expand`], a sport known but not taken naming the commands that take it.
fn expand_with(
    arg: &str,
    allowed: &[&str],
    what: &str,
    takers: &dyn Fn(&str) -> Vec<String>,
) -> Result<Vec<String>, EsxError> {
    if arg.trim().eq_ignore_ascii_case("all") {
        return Ok(allowed.iter().map(|s| (*s).to_string()).collect());
    }
    let mut out: Vec<String> = Vec::new();
    for part in arg.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let s = check(part, allowed, what, takers)?;
        if !out.contains(&s) {
            out.push(s);
        }
    }
    if out.is_empty() {
        return Err(EsxError::usage(format!("no sport in `{arg}` for {what}")));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use esx_proto::routes;

    use super::*;

    #[test]
    fn lists_expand_in_order_without_repeats_and_all_is_the_route_list() {
        let allowed = &["cs2", "lol", "valorant"];
        assert_eq!(
            expand("lol, CS2,lol", allowed, "x").unwrap(),
            ["lol", "cs2"]
        );
        assert_eq!(expand("all", allowed, "x").unwrap(), allowed);
        assert!(expand("cs2,fifa", allowed, "x").is_err());
        assert!(expand(",", allowed, "x").is_err());
        assert!(is_list("cs2,lol") && is_list("ALL") && !is_list("cs2"));
    }

    #[test]
    fn a_selection_takes_the_routes_sports() {
        let none = |_: &str| Vec::new();
        let lines = Selector::many(Some("all"), &routes::LINES, "arbs");
        assert_eq!(
            select(&lines, None, &none).unwrap(),
            Selection::Many(vec![
                "cs2".into(),
                "valorant".into(),
                "lol".into(),
                "dota2".into()
            ])
        );
        // `cod` has no lines: refused before anything is sent, naming the valid ones
        // and the commands that take cod.
        let takers = |s: &str| vec![format!("props ({s})"), "picks".to_string()];
        let err = select(
            &Selector::many(Some("cod"), &routes::LINES, "arbs"),
            None,
            &takers,
        )
        .unwrap_err()
        .to_string();
        assert_eq!(
            err,
            "arbs does not take cod (valid: cs2, valorant, lol, dota2); cod is taken by: props (cod), picks"
        );
        // In a list too.
        let err = select(
            &Selector::many(Some("cs2,cod"), &routes::LINES, "arbs"),
            None,
            &takers,
        )
        .unwrap_err()
        .to_string();
        assert!(err.starts_with("arbs does not take cod"), "{err}");
        // An unknown sport stays unknown, with the nearest known one.
        let err = select(
            &Selector::many(Some("dota"), &routes::LINES, "lines"),
            None,
            &takers,
        )
        .unwrap_err()
        .to_string();
        assert_eq!(
            err,
            "unknown sport `dota` for lines; valid: cs2, valorant, lol, dota2; did you mean dota2?"
        );
        let err = select(
            &Selector::many(Some("fifa"), &routes::LINES, "lines"),
            None,
            &takers,
        )
        .unwrap_err()
        .to_string();
        assert!(err.ends_with("valid: cs2, valorant, lol, dota2"), "{err}");
        // The default stands in for a missing argument; a list where one is meant is refused.
        assert_eq!(
            select(
                &Selector::one(None, &routes::TEAMS, "teams"),
                Some("LoL"),
                &none
            )
            .unwrap(),
            Selection::One("lol".into())
        );
        let one = Selector::many(Some("cs2,lol"), &routes::DVR, "dvr").many_if(false);
        assert!(
            select(&one, None, &none)
                .unwrap_err()
                .to_string()
                .contains("takes one sport here")
        );
        // Optional: nothing given, nothing chosen.
        let opt = Selector::one(None, &routes::RESEARCH_BOARD, "research").optional_if(true);
        assert_eq!(select(&opt, None, &none).unwrap(), Selection::None);
        assert!(select(&Selector::one(None, &routes::TEAMS, "teams"), None, &none).is_err());
    }
}
