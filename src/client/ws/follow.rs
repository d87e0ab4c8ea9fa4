//! Which game a watch follows, and the successor rule for a game that ended: the watched
//! game's identity is learnt from snapshots and updates; a games list that no longer
//! names it moves the watch to the successor (docs/live-feed.md "Following a game").

use std::collections::BTreeSet;

use esx_proto::models::{LiveGameRef, LiveMessage};
use serde_json::json;

/// Identity of a live game, as the games list and updates carry it.
pub(crate) type GameRef = LiveGameRef;

/// The successor of a game that ended, among the games of a new games list.
///
/// Candidates are the listed games esx has not seen before (`known`); the first rule
/// that picks one wins: (1) the same `match_id` (the next map of the series); (2) the same
/// two teams, on either side (a new series between them); (3) the only new game.
#[must_use]
pub(crate) fn successor(
    ended: &GameRef,
    known: &BTreeSet<String>,
    games: &[GameRef],
) -> Option<String> {
    let candidates: Vec<&GameRef> = games
        .iter()
        .filter(|g| g.game_id != ended.game_id && !known.contains(&g.game_id))
        .collect();
    let same_match = |c: &&&GameRef| ended.match_id.is_some() && c.match_id == ended.match_id;
    let same_teams = |c: &&&GameRef| {
        let (Some(b), Some(r)) = (&ended.blue_code, &ended.red_code) else {
            return false;
        };
        let mut want = [b.as_str(), r.as_str()];
        want.sort_unstable();
        match (&c.blue_code, &c.red_code) {
            (Some(cb), Some(cr)) => {
                let mut have = [cb.as_str(), cr.as_str()];
                have.sort_unstable();
                have == want
            }
            _ => false,
        }
    };
    candidates
        .iter()
        .find(same_match)
        .or_else(|| candidates.iter().find(same_teams))
        .or_else(|| (candidates.len() == 1).then(|| &candidates[0]))
        .map(|c| c.game_id.clone())
}

/// What one watch follows: a sport and a game id (or `*`), retargeted when the game ends.
#[derive(Debug, Clone)]
pub(crate) struct Follow {
    sport: String,
    target: GameRef,
    /// Game ids seen in snapshots and games lists (successors are games not seen before).
    known: BTreeSet<String>,
}

impl Follow {
    #[must_use]
    pub(crate) fn new(sport: &str, game_id: &str) -> Self {
        let mut known = BTreeSet::new();
        known.insert(game_id.to_string());
        Self {
            sport: sport.to_string(),
            target: GameRef {
                game_id: game_id.to_string(),
                ..GameRef::default()
            },
            known,
        }
    }

    /// The game id watched now (`*` for every game of the sport).
    #[must_use]
    pub(crate) fn game_id(&self) -> &str {
        &self.target.game_id
    }

    #[must_use]
    pub(crate) fn sport(&self) -> &str {
        &self.sport
    }

    fn all(&self) -> bool {
        self.target.game_id == "*"
    }

    /// The `subscribe` op for the current target.
    #[must_use]
    pub(crate) fn subscribe_op(&self) -> String {
        json!({"op": "subscribe", "sport": self.sport, "game_id": self.target.game_id}).to_string()
    }

    /// Learn from a server message; when it shows the watched game gone from the live
    /// games and a successor found, retarget and return `(old, new)` game ids.
    pub(crate) fn observe(&mut self, msg: &LiveMessage) -> Option<(String, String)> {
        if self.all() {
            return None;
        }
        match msg.kind.as_str() {
            "snapshot" => {
                for g in msg.games() {
                    self.learn(g);
                }
                None
            }
            "update" => {
                if let Some(g) = msg.game_ref().filter(|g| g.game_id == self.target.game_id) {
                    self.learn(&g);
                }
                None
            }
            "games_list" => self.games_list(msg.games()),
            _ => None,
        }
    }

    /// A fresh games list: if the watched game is not on it, move to its successor.
    pub(crate) fn games_list(&mut self, games: &[GameRef]) -> Option<(String, String)> {
        let listed = games.iter().any(|g| g.game_id == self.target.game_id);
        let found = if listed || self.all() {
            None
        } else {
            successor(&self.target, &self.known, games)
        };
        for g in games {
            self.known.insert(g.game_id.clone());
        }
        let next = found?;
        let old = std::mem::replace(
            &mut self.target,
            games
                .iter()
                .find(|g| g.game_id == next)
                .cloned()
                .unwrap_or_else(|| GameRef {
                    game_id: next.clone(),
                    ..GameRef::default()
                }),
        );
        Some((old.game_id, next))
    }

    fn learn(&mut self, g: &GameRef) {
        self.known.insert(g.game_id.clone());
        if g.game_id == self.target.game_id {
            // Keep what an earlier message said when this one lacks a field.
            let t = &mut self.target;
            t.match_id = g.match_id.clone().or(t.match_id.take());
            t.blue_code = g.blue_code.clone().or(t.blue_code.take());
            t.red_code = g.red_code.clone().or(t.red_code.take());
        }
    }
}

/// A server message read for routing; a message esx cannot read is routed nowhere
/// (it is still printed unchanged when piped).
#[must_use]
pub(crate) fn routing(msg: &serde_json::Value) -> LiveMessage {
    use serde::Deserialize as _;
    LiveMessage::deserialize(msg).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::Value;

    fn game(id: &str, m: &str, b: &str, r: &str) -> GameRef {
        GameRef {
            game_id: id.into(),
            match_id: Some(m.into()),
            blue_code: Some(b.into()),
            red_code: Some(r.into()),
        }
    }

    fn msg(v: &Value) -> LiveMessage {
        routing(v)
    }

    fn ended() -> GameRef {
        GameRef {
            game_id: "g0".into(),
            match_id: Some("m0".into()),
            blue_code: Some("AAA".into()),
            red_code: Some("BBB".into()),
        }
    }

    #[test]
    fn successor_prefers_same_match_then_same_teams_then_the_only_new_game() {
        let known: BTreeSet<String> = ["g0", "g1"].map(String::from).into();
        let games = [
            game("g1", "m1", "CCC", "DDD"),
            game("g9", "m9", "EEE", "FFF"),
            game("g0-2", "m0", "BBB", "AAA"),
        ];
        assert_eq!(successor(&ended(), &known, &games).as_deref(), Some("g0-2"));
        // A new series between the same teams (sides swapped): same teams wins.
        let games = [
            game("g9", "m9", "EEE", "FFF"),
            game("g0-4", "m0-2", "BBB", "AAA"),
        ];
        assert_eq!(successor(&ended(), &known, &games).as_deref(), Some("g0-4"));
        // Nothing matches, but exactly one game is new.
        let games = [game("g1", "m1", "CCC", "DDD"), game("g7", "m7", "X", "Y")];
        assert_eq!(successor(&ended(), &known, &games).as_deref(), Some("g7"));
        // Two unrelated new games: no guess.
        let games = [game("g7", "m7", "X", "Y"), game("g8", "m8", "Z", "W")];
        assert_eq!(successor(&ended(), &known, &games), None);
        // Known games are never successors.
        let games = [game("g1", "m0", "AAA", "BBB")];
        assert_eq!(successor(&ended(), &known, &games), None);
    }

    #[test]
    fn follow_learns_identity_and_moves_when_the_game_leaves_the_list() {
        let mut f = Follow::new("cs2", "g0");
        assert_eq!(
            serde_json::from_str::<Value>(&f.subscribe_op()).unwrap(),
            json!({"op": "subscribe", "sport": "cs2", "game_id": "g0"})
        );
        let snap = json!({"type": "snapshot", "game_id": "g0",
            "games": [game("g0", "m0", "AAA", "BBB")]});
        assert_eq!(f.observe(&msg(&snap)), None);
        // Another game's successor appears; ours is still listed: nothing changes.
        let list = json!({"type": "games_list", "game_id": "*",
            "games": [game("g0", "m0", "AAA", "BBB"), game("g1-2", "m1", "C", "D")]});
        assert_eq!(f.observe(&msg(&list)), None);
        assert_eq!(f.game_id(), "g0");
        // Ours ended: g1-2 is known by now, so the new g0-2 is the successor.
        let list = json!({"type": "games_list", "game_id": "*",
            "games": [game("g0-2", "m0", "BBB", "AAA"), game("g1-2", "m1", "C", "D")]});
        assert_eq!(f.observe(&msg(&list)), Some(("g0".into(), "g0-2".into())));
        // A message esx cannot read routes nowhere.
        assert_eq!(f.observe(&msg(&json!({"type": 3}))), None);
        assert_eq!(f.game_id(), "g0-2");
        assert!(f.subscribe_op().contains("g0-2"));
    }

    #[test]
    fn a_star_watch_never_moves() {
        let mut f = Follow::new("cs2", "*");
        let list = json!({"type": "games_list", "games": [game("g5", "m", "A", "B")]});
        assert_eq!(f.observe(&msg(&list)), None);
        assert_eq!(f.game_id(), "*");
    }
}
