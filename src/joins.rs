//! Joins on documented fields (DESIGN.md round four, settled point 4): a match id's slug
//! against a `/lines` event's `matchup_key` and `event_time`'s UTC date, names compared
//! lower-cased with every run of non-alphanumerics as one `-`. Undocumented ids (an
//! event's `kr_match_id`) only confirm: when they disagree, the documented join wins and
//! the caller says so.

use crate::linebook::EventRef;

/// A name as joins compare it: lower-cased, every run of non-alphanumerics one `-`,
/// none at either end ("Obsidian  Lynx!" → "obsidian-lynx").
#[must_use]
pub(crate) fn join_name(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut gap = false;
    for c in s.chars().flat_map(char::to_lowercase) {
        if c.is_alphanumeric() {
            if gap && !out.is_empty() {
                out.push('-');
            }
            gap = false;
            out.push(c);
        } else {
            gap = true;
        }
    }
    out
}

/// A match id read as the interface's slug: `<pfx>_<sport>_<a>-vs-<b>-<yyyy-mm-dd>[-N]`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct MatchSlug {
    /// The first team's name as a slug.
    pub(crate) first: String,
    /// The second team's name as a slug.
    pub(crate) second: String,
    /// The UTC date, `YYYY-MM-DD`.
    pub(crate) date: String,
    /// Which meeting of the pairing that day (1 without a suffix).
    pub(crate) nth: usize,
}

impl MatchSlug {
    /// Reads a match id or bare slug; `None` when it has no `-vs-` pairing and date.
    #[must_use]
    pub(crate) fn parse(id: &str) -> Option<Self> {
        let slug = id.rsplit_once('_').map_or(id, |(_, s)| s);
        // `-N` only when what is before it still ends with a date (the day is digits too).
        if let Some((rest, n)) = slug.rsplit_once('-')
            && let Ok(nth) = n.parse::<usize>()
            && let Some(found) = Self::dated(rest, nth)
        {
            return Some(found);
        }
        Self::dated(slug, 1)
    }

    /// `<a>-vs-<b>-<yyyy-mm-dd>` as the `nth` meeting.
    fn dated(slug: &str, nth: usize) -> Option<Self> {
        // The date is the last three dash-separated parts.
        let mut parts = slug.rsplitn(4, '-');
        let (d, m, y, teams) = (parts.next()?, parts.next()?, parts.next()?, parts.next()?);
        if y.len() != 4 {
            return None;
        }
        let date = format!("{y}-{m}-{d}");
        date.parse::<jiff::civil::Date>().ok()?;
        let (first, second) = teams.split_once("-vs-")?;
        Some(Self {
            first: join_name(first),
            second: join_name(second),
            date,
            nth: nth.max(1),
        })
    }

    /// Whether the event is a meeting of this pairing (either order) on this UTC date.
    #[must_use]
    pub(crate) fn pairs(&self, event: &EventRef<'_>) -> bool {
        let teams = event_teams(event);
        let mine = sorted(self.first.clone(), self.second.clone());
        teams == mine && utc_date(event.event_time).as_deref() == Some(self.date.as_str())
    }
}

fn sorted(a: String, b: String) -> (String, String) {
    if a <= b { (a, b) } else { (b, a) }
}

/// The event's two teams as join names, from its `matchup_key` (its home and away names
/// when the key is not two names joined by `__`).
fn event_teams(event: &EventRef<'_>) -> (String, String) {
    match event.matchup_key.split_once("__") {
        Some((a, b)) => sorted(join_name(a), join_name(b)),
        None => sorted(join_name(event.home_team), join_name(event.away_team)),
    }
}

/// An ISO 8601 instant's UTC date (`YYYY-MM-DD`).
#[must_use]
pub(crate) fn utc_date(at: &str) -> Option<String> {
    let t = at.parse::<jiff::Timestamp>().ok()?;
    Some(t.to_zoned(jiff::tz::TimeZone::UTC).date().to_string())
}

/// The `/lines` event a match id names, joined on documented fields: the meetings of its
/// pairing on its date in start order, the Nth of them (`-N`); when the board shows fewer
/// (earlier meetings have started and left it), the one `prefer` picks (a price that
/// matches the leg's), else the last. `Err` says why none can be joined.
pub(crate) fn event_for<'a>(
    id: &str,
    events: &[EventRef<'a>],
    prefer: impl Fn(&EventRef<'a>) -> bool,
) -> Result<EventRef<'a>, String> {
    let Some(slug) = MatchSlug::parse(id) else {
        // Not a slug: the documented event id itself.
        // Not a slug: the documented event id itself, else (a service that sends it)
        // the event's own `kr_match_id`.
        return events
            .iter()
            .find(|e| e.event_id == id)
            .or_else(|| events.iter().find(|e| e.kr_match_id == Some(id)))
            .copied()
            .ok_or_else(|| format!("match id {id} names no /lines event"));
    };
    let mut meetings: Vec<EventRef<'a>> =
        events.iter().filter(|e| slug.pairs(e)).copied().collect();
    meetings.sort_by(|a, b| a.event_time.cmp(b.event_time).then(a.index.cmp(&b.index)));
    if meetings.is_empty() {
        // The documented join found no meeting: an event whose `kr_match_id` is the id
        // (where the service sends one) is the only join left.
        if let Some(e) = events.iter().find(|e| e.kr_match_id == Some(id)) {
            return Ok(*e);
        }
        return Err(format!(
            "no /lines event of {} vs {} on {}",
            slug.first, slug.second, slug.date
        ));
    }
    if let Some(e) = meetings.get(slug.nth - 1).filter(|e| prefer(e)) {
        return Ok(*e);
    }
    if let Some(e) = meetings.iter().find(|e| prefer(e)) {
        return Ok(*e);
    }
    Ok(meetings
        .get(slug.nth - 1)
        .copied()
        .unwrap_or(meetings[meetings.len() - 1]))
}

/// The stderr line when an undocumented id disagrees with the documented join.
#[must_use]
pub(crate) fn disagreement(id: &str, event: &EventRef<'_>) -> Option<String> {
    let theirs = event.kr_match_id?;
    (theirs != id).then(|| {
        format!(
            "{id} joins /lines event {} ({} vs {}, {}) by its teams and date; its kr_match_id {theirs} disagrees, so the documented join is used",
            event.event_id, event.home_team, event.away_team, event.event_time
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ev<'a>(index: usize, id: &'a str, time: &'a str, kr: Option<&'a str>) -> EventRef<'a> {
        EventRef {
            index,
            event_id: id,
            home_team: "Obsidian Lynx",
            away_team: "Azure Sharks",
            event_time: time,
            matchup_key: "azure sharks__obsidian lynx",
            kr_match_id: kr,
        }
    }

    #[test]
    fn names_fold_case_and_runs_of_punctuation() {
        assert_eq!(join_name("Obsidian  Lynx!"), "obsidian-lynx");
        assert_eq!(join_name("--Team_Liquid.GG"), "team-liquid-gg");
    }

    #[test]
    fn slugs_read_their_pairing_date_and_meeting() {
        let s = MatchSlug::parse("kr_cs2_obsidian-lynx-vs-azure-sharks-2026-11-21-2").unwrap();
        assert_eq!(
            (s.first.as_str(), s.second.as_str(), s.date.as_str(), s.nth),
            ("obsidian-lynx", "azure-sharks", "2026-11-21", 2)
        );
        let plain = MatchSlug::parse("kr_cs2_a-vs-b-2026-11-24").unwrap();
        assert_eq!((plain.date.as_str(), plain.nth), ("2026-11-24", 1));
        assert_eq!(MatchSlug::parse("kr_ev_cs2_000063"), None);
    }

    #[test]
    fn the_nth_meeting_of_the_day_is_joined_and_a_disagreeing_id_is_named() {
        let events = [
            ev(0, "e1", "2026-11-21T13:00:00.000Z", None),
            ev(1, "e2", "2026-11-21T20:00:00.000Z", Some("kr_cs2_x")),
            ev(2, "e3", "2026-11-22T01:00:00.000Z", None),
        ];
        let id = "kr_cs2_obsidian-lynx-vs-azure-sharks-2026-11-21-2";
        let got = event_for(id, &events, |_| true).unwrap();
        assert_eq!(got.event_id, "e2");
        assert!(
            disagreement(id, &got)
                .unwrap()
                .contains("kr_cs2_x disagrees")
        );
        let first = event_for(
            "kr_cs2_azure-sharks-vs-obsidian-lynx-2026-11-21",
            &events,
            |_| true,
        );
        assert_eq!(first.unwrap().event_id, "e1");
        // Only one meeting left on the board: a -2 whose price matches joins it.
        let later = [events[1]];
        assert_eq!(event_for(id, &later, |_| true).unwrap().event_id, "e2");
        let none = event_for("kr_cs2_a-vs-b-2026-11-21", &events, |_| true).unwrap_err();
        assert_eq!(none, "no /lines event of a vs b on 2026-11-21");
    }
}
