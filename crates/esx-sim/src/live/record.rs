//! One live game's bounded histories (frames, events): what the hub keeps per game and
//! what pre-advancing a game at start-up builds, below both.

use std::collections::VecDeque;

use super::event::{EventKind, GameEvent};
use super::game::{Boxscore, Game};

/// Frames kept per game for the frames route (one per tick).
pub(crate) const FRAMES_KEPT: usize = 120;
/// Events kept per game for the events route.
pub(crate) const EVENTS_KEPT: usize = 500;

/// A game plus its bounded histories.
#[derive(Debug)]
pub(crate) struct Record {
    pub game: Game,
    pub frames: VecDeque<(u64, Boxscore)>,
    pub events: VecDeque<GameEvent>,
    next_event: u64,
}

impl Record {
    /// A game starting at `tick`: its `game_start` and `round_start` events and first frame.
    pub(super) fn start(game: Game, tick: u64) -> Self {
        let mut rec = Self {
            game,
            frames: VecDeque::new(),
            events: VecDeque::new(),
            next_event: 0,
        };
        rec.push_events(tick, vec![EventKind::GameStart, EventKind::RoundStart]);
        rec.frames.push_back((tick, rec.game.state.clone()));
        rec
    }

    /// Record events, keeping the last [`EVENTS_KEPT`]; returns how many were added.
    pub(super) fn push_events(&mut self, tick: u64, kinds: Vec<EventKind>) -> usize {
        let n = kinds.len();
        for kind in kinds {
            self.events.push_back(GameEvent {
                index: self.next_event,
                tick,
                round: self.game.state.round,
                blue_score: self.game.state.blue_score,
                red_score: self.game.state.red_score,
                kind,
            });
            self.next_event += 1;
            while self.events.len() > EVENTS_KEPT {
                self.events.pop_front();
            }
        }
        n
    }

    /// Record the current state as the frame of `tick`, keeping the last [`FRAMES_KEPT`].
    pub(super) fn push_frame(&mut self, tick: u64) {
        self.frames.push_back((tick, self.game.state.clone()));
        while self.frames.len() > FRAMES_KEPT {
            self.frames.pop_front();
        }
    }
}
