//! The simulator's live in-game data: live games, boxscores, frames, events, and the
//! WebSocket feed at `/v6/esports/live/ws` (payloads documented in `docs/live-feed.md`).
//!
//! [`LiveHub`] owns every live game and advances it lazily by wall-clock ticks, so the
//! sequence of states depends only on the seed; [`router`] serves the WebSocket feed
//! from it. The simulator core owns the HTTP routes and calls the hub's `*_json` methods.

mod event;
mod game;
mod hub;
mod record;
mod rng;
mod session;
mod start;
mod ws;

#[cfg(test)]
mod tests;

pub use hub::LiveHub;
pub(crate) use ws::WS_PATH;
pub use ws::{AuthFn, router};
// The hub's limits, as its tests read them.
#[cfg(test)]
pub(crate) use {
    record::{EVENTS_KEPT, FRAMES_KEPT},
    start::MIN_TICKS_LEFT,
    ws::{CLOSE_AUTH, CLOSE_PLAN},
};

/// Sports a `subscribe` may name even when the hub has no game of them live right now
/// (the snapshot is then empty); the spec's live routes list these.
pub(crate) const LIVE_SPORTS: &[&str] = esx_proto::sports::ALL_SPORTS;

/// What the core supplies for one live game; successors are derived from it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LiveGameSeed {
    pub sport: String,
    pub game_id: String,
    pub match_id: String,
    pub blue_code: String,
    pub red_code: String,
    /// Nicknames; an empty list gets five placeholders `<CODE>-1` .. `<CODE>-5`.
    pub blue_players: Vec<String>,
    pub red_players: Vec<String>,
    pub map_name: String,
}

/// The core's verdict on a WebSocket key. The `String` becomes the `detail` of the 401/403
/// body at the handshake, or the reason of the 4001/4003 close frame mid-session; a
/// plan refusal must name the plan ("... requires the Builder plan or above").
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WsAuth {
    Ok,
    Unauthorized(String),
    PlanTooLow(String),
}
