//! apex, the sport the vendor lists beyond the interface (DESIGN settled point 16): the
//! simulator answers its matches list (lobbies named by a `title`, no teams) and its live
//! games list (empty, as the service has no apex telemetry); every other route refuses
//! it as an unknown sport, through the route table's sports.

use serde_json::json;

use super::common::{Ctx, Reply};
use super::schedule::{match_list, status_word};
use crate::data::{SOURCE, Status, iso};
use esx_proto::models::Match as MatchRow;

/// Lobbies a day (UTC hours), the days listed either side of the clock's day.
const LOBBY_HOURS: [i64; 2] = [18, 21];
const DAYS_BEFORE: i64 = 3;
const DAYS_AFTER: i64 = 7;
/// How long a lobby's games run: a lobby is live for that long after its start.
const LOBBY_SECS: i64 = 3 * 3600;

/// One lobby: its start (unix seconds) and its ordinal day (days since the epoch).
fn lobbies(now: i64) -> impl Iterator<Item = (i64, i64)> {
    let today = now.div_euclid(86_400);
    (today - DAYS_BEFORE..=today + DAYS_AFTER).flat_map(|day| {
        LOBBY_HOURS
            .iter()
            .enumerate()
            .map(move |(i, h)| (day * 86_400 + h * 3600, day * 2 + i as i64))
    })
}

fn status_of(start: i64, now: i64) -> Status {
    if now < start {
        Status::Upcoming
    } else if now < start + LOBBY_SECS {
        Status::Live
    } else {
        Status::Finished
    }
}

fn row(start: i64, n: i64, now: i64) -> MatchRow {
    let group = if n % 2 == 0 { "A" } else { "B" };
    let date = crate::data::date(start);
    MatchRow {
        source: SOURCE.into(),
        kr_match_id: format!("kr_ev_apex_{n:06}"),
        slug: format!(
            "algs-pro-league-group-{}-{date}",
            group.to_ascii_lowercase()
        ),
        sport: "esports_apex".into(),
        status: status_word(status_of(start, now)).into(),
        event_time: iso(start),
        event_id: None,
        home_team: None,
        home_team_id: None,
        away_team: None,
        away_team_id: None,
        best_of: None,
        tournament_name: Some("ALGS Pro League".into()),
        home_score: None,
        away_score: None,
        team1: None,
        team2: None,
        score1: None,
        score2: None,
        winner_id: None,
        title: Some(format!("ALGS Pro League · Group {group} · {date}")),
    }
}

/// `/v6/esports/apex/matches`: the lobbies around the clock, as every matches list is
/// filtered and paged.
pub(super) fn matches(c: &Ctx) -> Reply {
    let now = c.world.now;
    let lobbies = lobbies(now).map(|(start, n)| (status_of(start, now), start, (start, n)));
    match_list(c, "apex", None, lobbies, |(start, n)| row(start, n, now))
}

/// `/v6/esports/apex/live/games`: listed, and empty.
pub(super) fn live_games() -> Reply {
    super::common::json(&json!({"sport": "apex", "total": 0, "games": []}))
}

#[cfg(test)]
mod tests {
    use super::*;

    const NOW: i64 = 1_763_726_400; // 2025-11-21T12:00:00Z

    #[test]
    fn lobbies_cover_the_days_around_the_clock_with_each_status() {
        let all: Vec<(i64, i64)> = lobbies(NOW).collect();
        assert_eq!(all.len(), 22, "11 days × 2 lobbies");
        let count = |s| all.iter().filter(|(t, _)| status_of(*t, NOW) == s).count();
        // Days −3..−1 (6 lobbies) are over; today's 18:00 and 21:00 are still to come.
        assert_eq!(count(Status::Finished), 6);
        assert_eq!(count(Status::Live), 0);
        assert_eq!(count(Status::Upcoming), 16);
        // 19:30 is inside the 18:00 lobby.
        assert_eq!(
            status_of(NOW + 6 * 3600, NOW + 7 * 3600 + 1800),
            Status::Live
        );
    }

    #[test]
    fn a_lobby_has_a_title_and_no_teams() {
        let r = row(NOW + 6 * 3600, 7, NOW);
        assert_eq!(
            r.title.as_deref(),
            Some("ALGS Pro League · Group B · 2025-11-21")
        );
        assert_eq!(r.slug, "algs-pro-league-group-b-2025-11-21");
        assert!(r.home_team.is_none() && r.team1.is_none() && r.team2.is_none());
    }
}
