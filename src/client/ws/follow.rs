//! Which game a watch follows, and the successor rule for a game that ended: the watched
//! game's identity is learnt from snapshots and updates; a games list that no longer
//! names it moves the watch to the successor (README.md "Live games", "Following a game").

use std::collections::BTreeSet;

use serde_json::{Value, json};

/// Identity of a live game, as the games list and updates carry it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GameRef {
    pub game_id: String,
    pub match_id: Option<String>,
    pub blue_code: Option<String>,
    pub red_code: Option<String>,
}

impl GameRef {
    fn from_json(game_id: &str, v: &Value) -> Self {
        let s = |k: &str| v.get(k).and_then(Value::as_str).map(str::to_string);
        Self {
            game_id: game_id.to_string(),
            match_id: s("match_id"),
            blue_code: s("blue_code"),
            red_code: s("red_code"),
        }
    }
}

/// The successor of a game that ended, among the games of a new games list.
///
/// Candidates are the listed games esx has not seen before (`known`); the first rule
/// that picks one wins: (1) the same `match_id` (the next map of the series); (2) the same
/// two teams, on either side (a new series between them); (3) the only new game.
#[must_use]
pub fn successor(ended: &GameRef, known: &BTreeSet<String>, games: &[Value]) -> Option<String> {
    let candidates: Vec<GameRef> = games
        .iter()
        .filter_map(|g| {
            let id = g.get("game_id").and_then(Value::as_str)?;
            (id != ended.game_id && !known.contains(id)).then(|| GameRef::from_json(id, g))
        })
        .collect();
    let same_match = |c: &&GameRef| ended.match_id.is_some() && c.match_id == ended.match_id;
    let same_teams = |c: &&GameRef| {
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
pub struct Follow {
    sport: String,
    target: GameRef,
    /// Game ids seen in snapshots and games lists (successors are games not seen before).
    known: BTreeSet<String>,
}

impl Follow {
    #[must_use]
    pub fn new(sport: &str, game_id: &str) -> Self {
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
    pub fn game_id(&self) -> &str {
        &self.target.game_id
    }

    #[must_use]
    pub fn sport(&self) -> &str {
        &self.sport
    }

    fn all(&self) -> bool {
        self.target.game_id == "*"
    }

    /// The `subscribe` op for the current target.
    #[must_use]
    pub fn subscribe_op(&self) -> String {
        json!({"op": "subscribe", "sport": self.sport, "game_id": self.target.game_id}).to_string()
    }

    /// Learn from a server message; when it shows the watched game gone from the live
    /// games and a successor found, retarget and return `(old, new)` game ids.
    pub fn observe(&mut self, msg: &Value) -> Option<(String, String)> {
        if self.all() {
            return None;
        }
        let kind = msg.get("type").and_then(Value::as_str).unwrap_or_default();
        let game_id = msg
            .get("game_id")
            .and_then(Value::as_str)
            .unwrap_or_default();
        match kind {
            "snapshot" => {
                for g in games_of(msg) {
                    if let Some(id) = g.get("game_id").and_then(Value::as_str) {
                        self.learn(id, g);
                    }
                }
                None
            }
            "update" if game_id == self.target.game_id => {
                self.learn(game_id, msg);
                None
            }
            "games_list" => self.games_list(games_of(msg)),
            _ => None,
        }
    }

    /// A fresh games list: if the watched game is not on it, move to its successor.
    pub fn games_list(&mut self, games: &[Value]) -> Option<(String, String)> {
        let listed = games
            .iter()
            .any(|g| g.get("game_id").and_then(Value::as_str) == Some(&self.target.game_id));
        let found = if listed || self.all() {
            None
        } else {
            successor(&self.target, &self.known, games)
        };
        for g in games {
            if let Some(id) = g.get("game_id").and_then(Value::as_str) {
                self.known.insert(id.to_string());
            }
        }
        let next = found?;
        let old = std::mem::replace(
            &mut self.target,
            games
                .iter()
                .find(|g| g.get("game_id").and_then(Value::as_str) == Some(&next))
                .map_or_else(
                    || GameRef {
                        game_id: next.clone(),
                        ..GameRef::default()
                    },
                    |g| GameRef::from_json(&next, g),
                ),
        );
        Some((old.game_id, next))
    }

    fn learn(&mut self, id: &str, v: &Value) {
        self.known.insert(id.to_string());
        if id == self.target.game_id {
            let r = GameRef::from_json(id, v);
            // Keep what an earlier message said when this one lacks a field.
            self.target.match_id = r.match_id.or(self.target.match_id.take());
            self.target.blue_code = r.blue_code.or(self.target.blue_code.take());
            self.target.red_code = r.red_code.or(self.target.red_code.take());
        }
    }
}

pub(super) fn games_of(msg: &Value) -> &[Value] {
    msg.get("games")
        .and_then(Value::as_array)
        .map_or(&[], Vec::as_slice)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(id: &str, m: &str, b: &str, r: &str) -> Value {
        json!({"game_id": id, "match_id": m, "blue_code": b, "red_code": r})
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
        // Known games are never successors; malformed rows are skipped.
        let games = [game("g1", "m0", "AAA", "BBB"), json!({"x": 1}), json!(3)];
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
        assert_eq!(f.observe(&snap), None);
        // Another game's successor appears; ours is still listed: nothing changes.
        let list = json!({"type": "games_list", "game_id": "*",
            "games": [game("g0", "m0", "AAA", "BBB"), game("g1-2", "m1", "C", "D")]});
        assert_eq!(f.observe(&list), None);
        assert_eq!(f.game_id(), "g0");
        // Ours ended: g1-2 is known by now, so the new g0-2 is the successor.
        let list = json!({"type": "games_list", "game_id": "*",
            "games": [game("g0-2", "m0", "BBB", "AAA"), game("g1-2", "m1", "C", "D")]});
        assert_eq!(f.observe(&list), Some(("g0".into(), "g0-2".into())));
        assert_eq!(f.game_id(), "g0-2");
        assert!(f.subscribe_op().contains("g0-2"));
    }

    #[test]
    fn a_star_watch_never_moves() {
        let mut f = Follow::new("cs2", "*");
        let list = json!({"type": "games_list", "games": [game("g5", "m", "A", "B")]});
        assert_eq!(f.observe(&list), None);
        assert_eq!(f.game_id(), "*");
    }
}
