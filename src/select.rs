//! The `next` selector: wherever a command takes an event, match or game id or slug,
//! `next` stands for the sport's soonest upcoming match (for `live`, its first live
//! game), read from the service's own listing when the command runs. Examples and
//! scripts then name something that exists at any instant, not an id of one day.
//!
//! One place resolves it so every command picks the same event; each command asks for
//! the form it takes (event id, slug, match id).

use serde::Deserialize;
use serde_json::Value;

use crate::context::Context;
use crate::error::EsxError;
use crate::rows;
use esx_proto::routes;

/// The word that selects the soonest upcoming match (or first live game).
pub(crate) const NEXT: &str = "next";

/// Whether an argument is the `next` selector (any case: `NEXT` is no id either).
#[must_use]
pub(crate) fn is_next(given: &str) -> bool {
    given.trim().eq_ignore_ascii_case(NEXT)
}

/// Which of an upcoming match's names a command takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Form {
    /// The board's event id (`kr_ev_cs2_000063`): lines, props, moves, bets.
    EventId,
    /// The match slug (`alpha-vs-bravo-2026-11-21`): matches, history.
    Slug,
    /// The match id (`kr_cs2_alpha-vs-bravo-2026-11-21`): breakdown.
    MatchId,
}

/// What the listing says of one upcoming match (read leniently: a row missing a field
/// is skipped only when the form asked for needs it).
#[derive(Debug, Clone, Deserialize)]
struct Listed {
    #[serde(default)]
    event_id: Option<String>,
    #[serde(default)]
    slug: Option<String>,
    #[serde(default)]
    kr_match_id: Option<String>,
    #[serde(default)]
    event_time: Option<String>,
}

/// A live games row: its id is all `next` needs.
#[derive(Debug, Deserialize)]
struct LiveGame {
    game_id: String,
}

impl Listed {
    fn name(&self, form: Form) -> Option<&str> {
        match form {
            Form::EventId => self.event_id.as_deref(),
            Form::Slug => self.slug.as_deref(),
            Form::MatchId => self.kr_match_id.as_deref(),
        }
        .filter(|s| !s.is_empty())
    }
}

/// The argument as given, or, when it is `next`, the soonest upcoming match's name in
/// the form the command takes (a note on stderr says which).
pub(crate) fn resolve(
    ctx: &Context,
    sport: &str,
    given: &str,
    form: Form,
) -> Result<String, EsxError> {
    if !is_next(given) {
        return Ok(given.to_string());
    }
    let path = routes::MATCHES_UPCOMING.path(&[sport]);
    let data = ctx.client()?.get_json(&path, &[])?;
    let name = soonest(&data, form).ok_or_else(|| {
        EsxError::not_found(format!("`next`: no upcoming {sport} match"))
            .with_hint(format!("list them with `esx matches {sport} --upcoming`"))
    })?;
    ctx.diag().note(&format!("next {sport} match: {name}"));
    Ok(name)
}

/// Like [`resolve`] for an optional argument.
pub(crate) fn resolve_opt(
    ctx: &Context,
    sport: &str,
    given: Option<&str>,
    form: Form,
) -> Result<Option<String>, EsxError> {
    given.map(|g| resolve(ctx, sport, g, form)).transpose()
}

/// A `TARGET` whose first `:`-part is an event (`lines --explain EVENT:MARKET:…`), with
/// `next` in that part resolved.
pub(crate) fn resolve_target(
    ctx: &Context,
    sport: &str,
    target: &str,
    form: Form,
) -> Result<String, EsxError> {
    let (head, tail) = target
        .split_once(':')
        .map_or((target, None), |(h, t)| (h, Some(t)));
    let head = resolve(ctx, sport, head, form)?;
    Ok(match tail {
        Some(t) => format!("{head}:{t}"),
        None => head,
    })
}

/// The soonest upcoming match's name in `form`: by start time (ISO 8601 UTC strings of
/// one shape sort as times), the listing's order breaking ties and naming the soonest
/// when no row has a time.
fn soonest(data: &Value, form: Form) -> Option<String> {
    let listed: Vec<Listed> = rows::raw(data, "matches")
        .iter()
        .filter_map(|m| Listed::deserialize(m).ok())
        .filter(|m| m.name(form).is_some())
        .collect();
    let first = listed
        .iter()
        .enumerate()
        .min_by(|(i, a), (j, b)| {
            let key = |m: &Listed| m.event_time.clone().unwrap_or_else(|| "~".into());
            key(a).cmp(&key(b)).then(i.cmp(j))
        })
        .map(|(_, m)| m)?;
    first.name(form).map(str::to_string)
}

/// The argument as given, or, when it is `next`, the sport's first live game (the live
/// games list's first entry).
pub(crate) fn resolve_live(ctx: &Context, sport: &str, given: &str) -> Result<String, EsxError> {
    if !is_next(given) {
        return Ok(given.to_string());
    }
    let path = routes::LIVE_GAMES.path(&[sport]);
    let data = ctx.client()?.get_json(&path, &[])?;
    let id = rows::raw(&data, "games")
        .iter()
        .find_map(|g| LiveGame::deserialize(g).ok())
        .map(|g| g.game_id)
        .ok_or_else(|| {
            EsxError::not_found(format!("`next`: no live {sport} game"))
                .with_hint(format!("list them with `esx live {sport}`"))
        })?;
    ctx.diag().note(&format!("next live {sport} game: {id}"));
    Ok(id)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn next_is_the_word_in_any_case_and_nothing_else() {
        assert!(is_next("next") && is_next("NEXT") && is_next(" Next "));
        assert!(!is_next("nextgen-vs-alpha") && !is_next("kr_ev_cs2_1") && !is_next(""));
    }

    #[test]
    fn the_soonest_start_wins_whatever_the_listing_order() {
        let data = serde_json::json!({"matches": [
            {"slug": "b-vs-c", "event_id": "ev2", "kr_match_id": "kr_b", "event_time": "2026-11-21T22:00:00.000Z"},
            {"slug": "a-vs-d", "event_id": "ev1", "kr_match_id": "kr_a", "event_time": "2026-11-21T13:00:00.000Z"},
            {"slug": "e-vs-f", "event_time": "2026-11-21T12:30:00.000Z"}
        ]});
        assert_eq!(soonest(&data, Form::Slug).as_deref(), Some("e-vs-f"));
        // A row without the asked-for name is passed over, not an error.
        assert_eq!(soonest(&data, Form::EventId).as_deref(), Some("ev1"));
        assert_eq!(soonest(&data, Form::MatchId).as_deref(), Some("kr_a"));
        assert_eq!(
            soonest(&serde_json::json!({"matches": []}), Form::Slug),
            None
        );
        assert_eq!(soonest(&serde_json::json!({"oops": 1}), Form::Slug), None);
    }
}
