//! Game events: what the events route lists and the feed's `event` messages carry.

use serde_json::{Value, json};

/// A team side in the boxscore.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Side {
    Blue,
    Red,
}

impl Side {
    /// The wire name: `blue` or `red`.
    #[must_use]
    pub(crate) fn as_str(self) -> &'static str {
        match self {
            Side::Blue => "blue",
            Side::Red => "red",
        }
    }

    /// The opposing side.
    #[must_use]
    pub(crate) fn other(self) -> Side {
        match self {
            Side::Blue => Side::Red,
            Side::Red => Side::Blue,
        }
    }
}

/// Something that happened in a game (`/events` rows and WebSocket `event` messages).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum EventKind {
    GameStart,
    RoundStart,
    Kill {
        killer: String,
        killer_side: Side,
        victim: String,
        assister: Option<String>,
    },
    BombPlanted {
        player: String,
    },
    BombDefused {
        player: String,
    },
    BombExploded,
    RoundEnd {
        winner: Side,
        reason: &'static str,
    },
    GameEnd {
        winner: Side,
    },
}

/// An event as recorded in a game's history.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct GameEvent {
    /// Position in the game's event history, from 0.
    pub index: u64,
    /// Hub tick at which it happened.
    pub tick: u64,
    pub round: u32,
    pub blue_score: u32,
    pub red_score: u32,
    pub kind: EventKind,
}

impl GameEvent {
    /// The event row: `{index, tick, ts, round, kind, ...kind-specific fields}`.
    #[must_use]
    pub(crate) fn to_json(&self, ts: &str) -> Value {
        let mut v = json!({
            "index": self.index,
            "tick": self.tick,
            "ts": ts,
            "round": self.round,
        });
        let fields = match &self.kind {
            EventKind::GameStart => json!({"kind": "game_start"}),
            EventKind::RoundStart => json!({"kind": "round_start"}),
            EventKind::Kill {
                killer,
                killer_side,
                victim,
                assister,
            } => json!({
                "kind": "kill",
                "killer": killer,
                "killer_side": killer_side.as_str(),
                "victim": victim,
                "victim_side": killer_side.other().as_str(),
                "assister": assister,
            }),
            EventKind::BombPlanted { player } => {
                json!({"kind": "bomb_planted", "player": player, "side": "red"})
            }
            EventKind::BombDefused { player } => {
                json!({"kind": "bomb_defused", "player": player, "side": "blue"})
            }
            EventKind::BombExploded => json!({"kind": "bomb_exploded"}),
            EventKind::RoundEnd { winner, reason } => json!({
                "kind": "round_end",
                "winner": winner.as_str(),
                "reason": reason,
                "blue_score": self.blue_score,
                "red_score": self.red_score,
            }),
            EventKind::GameEnd { winner } => json!({
                "kind": "game_end",
                "winner": winner.as_str(),
                "blue_score": self.blue_score,
                "red_score": self.red_score,
            }),
        };
        if let (Some(obj), Value::Object(extra)) = (v.as_object_mut(), fields) {
            obj.extend(extra);
        }
        v
    }
}
