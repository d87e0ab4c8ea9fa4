//! The typed rows of a matches list: a team match's and a lobby's (apex), with their
//! columns; `intel` shows a search's meetings with the same row.

use serde::Serialize;

use crate::output::typed::row_fields;
use crate::output::{Column, Kind};
use esx_proto::models::Match;

/// The columns of a match row (spec §2), plus teams where the service sends them.
#[must_use]
pub(crate) fn match_columns() -> Vec<Column> {
    // Teams are `Option`s of the match model: only where the service sends them.
    list_columns(vec![
        Column::path("HOME", "home_team").rank(0),
        Column::path("AWAY", "away_team").rank(0),
    ])
}

/// A matches list's columns, with what names the match (its teams, or a lobby's title)
/// after its id.
fn list_columns(names: Vec<Column>) -> Vec<Column> {
    let mut columns = vec![
        Column::path("START", "event_time").kind(Kind::Time).rank(0),
        Column::path("STATUS", "status").rank(2),
        Column::path("MATCH", "slug").kind(Kind::Id).rank(4),
    ];
    columns.extend(names);
    columns.push(Column::path("SPORT", "sport").rank(5));
    columns.push(Column::path("KR_MATCH_ID", "kr_match_id").csv_only());
    columns
}

/// One match's row, borrowed from the decoded model (fields in [`match_columns`]'
/// order: the CSV header and NDJSON keys).
#[derive(Serialize)]
pub(crate) struct MatchRow<'a> {
    event_time: &'a str,
    status: &'a str,
    slug: &'a str,
    home_team: Option<&'a str>,
    away_team: Option<&'a str>,
    sport: &'a str,
    kr_match_id: &'a str,
}

row_fields!(MatchRow<'a>; event_time, status, slug, home_team, away_team, sport, kr_match_id);

impl<'a> MatchRow<'a> {
    #[must_use]
    pub(crate) fn of(m: &'a Match) -> Self {
        Self {
            event_time: &m.event_time,
            status: &m.status,
            slug: &m.slug,
            home_team: m.home_team.as_deref(),
            away_team: m.away_team.as_deref(),
            sport: &m.sport,
            kr_match_id: &m.kr_match_id,
        }
    }

    /// The rows of a list of matches.
    #[must_use]
    pub(crate) fn all(matches: &'a [Match]) -> Vec<Self> {
        matches.iter().map(Self::of).collect()
    }
}

/// The columns of a match with no two teams (apex's lobbies, DESIGN settled point 16):
/// its title where a team match has HOME and AWAY.
#[must_use]
pub(crate) fn lobby_columns() -> Vec<Column> {
    list_columns(vec![Column::path("TITLE", "title").rank(0)])
}

/// One lobby's row (fields in [`lobby_columns`]' order).
#[derive(Serialize)]
pub(crate) struct LobbyRow<'a> {
    event_time: &'a str,
    status: &'a str,
    slug: &'a str,
    title: Option<&'a str>,
    sport: &'a str,
    kr_match_id: &'a str,
}

row_fields!(LobbyRow<'a>; event_time, status, slug, title, sport, kr_match_id);

impl<'a> LobbyRow<'a> {
    #[must_use]
    pub(crate) fn of(m: &'a Match) -> Self {
        Self {
            event_time: &m.event_time,
            status: &m.status,
            slug: &m.slug,
            title: m.title.as_deref(),
            sport: &m.sport,
            kr_match_id: &m.kr_match_id,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::output::typed::testing::check_row;

    /// A match the service sends without teams has null teams (the model's `Option`s).
    #[test]
    fn a_match_row_is_its_columns() {
        let m: Match = serde_json::from_str(
            r#"{"source":"s","kr_match_id":"kr_m1","slug":"a-vs-b","sport":"cs2",
            "status":"upcoming","event_time":"2026-11-21T18:00:00Z","home_team":"A"}"#,
        )
        .unwrap();
        let row = MatchRow::of(&m);
        check_row(&row, &match_columns());
        assert_eq!(
            serde_json::to_string(&row).unwrap(),
            r#"{"event_time":"2026-11-21T18:00:00Z","status":"upcoming","slug":"a-vs-b","home_team":"A","away_team":null,"sport":"cs2","kr_match_id":"kr_m1"}"#
        );
    }

    /// A lobby (apex: a title, no teams) is its title's columns.
    #[test]
    fn a_lobby_row_is_its_columns() {
        let m: Match = serde_json::from_str(
            r#"{"source":"s","kr_match_id":"kr_ev_apex_1","slug":"algs-a","sport":"esports_apex",
            "status":"not_started","event_time":"2026-11-21T18:00:00Z","title":"ALGS · A"}"#,
        )
        .unwrap();
        let row = LobbyRow::of(&m);
        check_row(&row, &lobby_columns());
        assert_eq!(
            serde_json::to_string(&row).unwrap(),
            r#"{"event_time":"2026-11-21T18:00:00Z","status":"not_started","slug":"algs-a","title":"ALGS · A","sport":"esports_apex","kr_match_id":"kr_ev_apex_1"}"#
        );
    }
}
