//! Games already under way when the hub opens: how far to pre-advance each one (its map's
//! elapsed time, clamped so that it is still live) and the pre-advance itself.
//!
//! A pre-advanced game plays exactly the ticks it would have played had the hub been
//! running since the game's start: same random stream, same events, same last frames.
//! Only the change log is not written (no WebSocket session existed to read it; a session
//! starts from a snapshot anyway).

use super::game::{Game, SECONDS_PER_TICK};
use super::record::{FRAMES_KEPT, Record};
use super::rng::Rng;

/// A pre-advanced game keeps at least this many ticks before its natural end, so a game
/// the schedule places late in (or past the end of) its map is still live at start and
/// for a while after: a minute at the default 1 s tick, about four rounds.
pub(crate) const MIN_TICKS_LEFT: u64 = 60;
/// Bound of the dry run that measures a game's length. A game to 13 ends within 25
/// rounds of at most 35 ticks each (freeze 3, action 23, bomb 8, pause 1), so this is
/// never reached; it only keeps a model change from looping forever.
const MAX_GAME_TICKS: u64 = 10_000;

/// One game's pre-advance: its slot's random stream, its fresh state and how many ticks
/// before the hub opens it started.
#[derive(Debug)]
pub(super) struct Plan {
    pub rng: Rng,
    pub game: Game,
    pub offset: u64,
}

/// How far to pre-advance `game`: `elapsed_secs` game seconds as ticks
/// (`/ SECONDS_PER_TICK`), but no further than its natural length less
/// [`MIN_TICKS_LEFT`].
#[must_use]
pub(super) fn plan(rng: Rng, game: Game, elapsed_secs: u64) -> Plan {
    let wanted = elapsed_secs / u64::from(SECONDS_PER_TICK);
    let offset = if wanted == 0 {
        0
    } else {
        // Only whether the game ends within the wanted ticks plus the margin matters, so
        // the dry run stops there.
        match ticks_to_end(&game, &rng, wanted + MIN_TICKS_LEFT) {
            Some(length) => wanted.min(length.saturating_sub(MIN_TICKS_LEFT)),
            None => wanted,
        }
    };
    Plan { rng, game, offset }
}

/// The tick (counted from the game's start) on which the game ends, if it ends within
/// `limit` ticks, playing its own random stream on copies (a few hundred steps).
#[must_use]
pub(super) fn ticks_to_end(game: &Game, rng: &Rng, limit: u64) -> Option<u64> {
    let (mut g, mut r) = (game.clone(), rng.clone());
    for n in 1..=limit.min(MAX_GAME_TICKS) {
        let _ = g.step(&mut r);
        if g.winner.is_some() {
            return Some(n);
        }
    }
    None
}

/// Plays a plan: the game starts at tick `base − offset` and is stepped to `base`, keeping
/// every event (bounded as the hub bounds them) and the frames of the last
/// [`FRAMES_KEPT`] ticks, the same histories the hub's own stepping would leave.
#[must_use]
pub(super) fn run(p: Plan, base: u64) -> (Rng, Record) {
    let Plan {
        mut rng,
        game,
        offset,
    } = p;
    let first = base.saturating_sub(offset);
    let mut rec = Record::start(game, first);
    let kept = FRAMES_KEPT as u64;
    for t in first + 1..=base {
        let kinds = rec.game.step(&mut rng);
        rec.push_events(t, kinds);
        if base - t < kept {
            rec.push_frame(t);
        }
    }
    (rng, rec)
}
