//! One live game's state machine: rounds, phases, kills, the bomb, deaths and respawns.
//!
//! The model is round-based for every sport (the service's boxscore shape is the same for
//! all live sports: `round`, `round_phase`, `round_clock`). One hub tick moves the game
//! clock by [`SECONDS_PER_TICK`] game seconds. All randomness comes from a caller-owned
//! [`Rng`], so a game's whole history is a pure function of its seed stream.

use serde_json::{Value, json};

use super::LiveGameSeed;
use super::event::{EventKind, Side};
use super::rng::Rng;

/// Game seconds that pass per hub tick.
pub(crate) const SECONDS_PER_TICK: u32 = 5;
/// Buy/freeze time at the start of a round, in game seconds.
pub(crate) const FREEZE_SECS: u32 = 15;
/// Length of the action phase of a round, in game seconds.
pub(crate) const ROUND_SECS: u32 = 115;
/// Fuse of a planted bomb, in game seconds.
pub(crate) const BOMB_SECS: u32 = 40;
/// Pause between a round's end and the next round (or the game's end).
pub(crate) const POST_SECS: u32 = 5;
/// Players per side when a seed names none (a side with nobody would end every round at once).
const PLACEHOLDER_PLAYERS: usize = 5;

/// The phase of the current round (`boxscore.round_phase`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Phase {
    /// Buy time; everyone alive, no fighting.
    Freezetime,
    /// Action phase: kills happen, red may plant.
    Live,
    /// The bomb is planted: blue must defuse before the fuse runs out.
    Bomb,
    /// The round is decided; a short pause before the next one.
    Over,
}

impl Phase {
    /// The wire name: `freezetime`, `live`, `bomb` or `over`.
    #[must_use]
    pub(crate) fn as_str(self) -> &'static str {
        match self {
            Phase::Freezetime => "freezetime",
            Phase::Live => "live",
            Phase::Bomb => "bomb",
            Phase::Over => "over",
        }
    }
}

/// One player's line in the boxscore.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Player {
    pub nickname: String,
    pub side: Side,
    pub kills: u32,
    pub deaths: u32,
    pub assists: u32,
    pub alive: bool,
}

/// The state the boxscore route shows; also what a frame records.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Boxscore {
    pub map_name: String,
    pub round: u32,
    pub phase: Phase,
    /// Seconds left on the round clock.
    pub clock: u32,
    pub blue_score: u32,
    pub red_score: u32,
    pub blue_kills: u32,
    pub red_kills: u32,
    pub players: Vec<Player>,
}

impl Boxscore {
    /// The `boxscore` object of the service: `{map_name, round, round_phase, round_clock,
    /// blue: {map_score, kills}, red: {map_score, kills}, players: [...]}`.
    #[must_use]
    pub(crate) fn to_json(&self) -> Value {
        let players: Vec<Value> = self
            .players
            .iter()
            .map(|p| {
                json!({
                    "nickname": p.nickname,
                    "side": p.side.as_str(),
                    "kills": p.kills,
                    "deaths": p.deaths,
                    "assists": p.assists,
                    "alive": p.alive,
                })
            })
            .collect();
        json!({
            "map_name": self.map_name,
            "round": self.round,
            "round_phase": self.phase.as_str(),
            "round_clock": format!("{}:{:02}", self.clock / 60, self.clock % 60),
            "blue": {"map_score": self.blue_score, "kills": self.blue_kills},
            "red": {"map_score": self.red_score, "kills": self.red_kills},
            "players": players,
        })
    }

    // Counting and indexing in place (no list of the living per call): a game steps a
    // few hundred times per live game when the simulator starts under way.

    /// How many players of `side` are alive, leaving out player `except`.
    fn alive_count(&self, side: Side, except: Option<usize>) -> usize {
        self.players
            .iter()
            .enumerate()
            .filter(|&(i, p)| p.side == side && p.alive && Some(i) != except)
            .count()
    }

    /// The player index of the `k`-th living player of `side` (in roster order), leaving
    /// out player `except`; callers draw `k` below [`Boxscore::alive_count`].
    fn nth_alive(&self, side: Side, k: usize, except: Option<usize>) -> usize {
        self.players
            .iter()
            .enumerate()
            .filter(|&(i, p)| p.side == side && p.alive && Some(i) != except)
            .nth(k)
            .map_or(0, |(i, _)| i)
    }
}

/// Rounds a side must win to take the map. CS2 and Valorant play to 13, Rainbow Six to 7,
/// Call of Duty Search and Destroy to 6. Sports without rounds use 13 so their games last as long.
#[must_use]
pub(super) fn rounds_to_win(sport: &str) -> u32 {
    match sport {
        "r6" => 7,
        "cod" => 6,
        _ => 13,
    }
}

/// The map pool a finished game rotates through for its successor.
fn map_pool(sport: &str) -> &'static [&'static str] {
    match sport {
        "cs2" => &[
            "Mirage", "Inferno", "Nuke", "Ancient", "Anubis", "Dust2", "Train",
        ],
        "valorant" => &[
            "Ascent", "Bind", "Haven", "Lotus", "Split", "Sunset", "Icebox",
        ],
        "r6" => &["Bank", "Border", "Clubhouse", "Consulate", "Kafe", "Oregon"],
        "cod" => &["Highrise", "Invasion", "Karachi", "Rio", "Skidrow"],
        _ => &[],
    }
}

/// A live game: identity plus state.
#[expect(
    clippy::struct_field_names,
    reason = "field names mirror the wire names (`game_id`, `match_id`)"
)]
#[derive(Debug, Clone)]
pub(crate) struct Game {
    pub sport: String,
    pub game_id: String,
    pub match_id: String,
    pub blue_code: String,
    pub red_code: String,
    pub state: Boxscore,
    /// Set once a side has won the map; the hub then replaces the game.
    pub winner: Option<Side>,
    /// The seed's ids, from which successors derive theirs.
    root_game_id: String,
    root_match_id: String,
    /// 1 for the seed's game, 2 for its successor, ...
    generation: u32,
}

impl Game {
    /// A fresh game at round 1, freeze time, from a seed.
    #[must_use]
    pub(crate) fn from_seed(seed: &LiveGameSeed) -> Self {
        let players = roster(&seed.blue_code, &seed.blue_players, Side::Blue)
            .chain(roster(&seed.red_code, &seed.red_players, Side::Red))
            .collect();
        Self {
            sport: seed.sport.clone(),
            game_id: seed.game_id.clone(),
            match_id: seed.match_id.clone(),
            blue_code: seed.blue_code.clone(),
            red_code: seed.red_code.clone(),
            state: Boxscore {
                map_name: seed.map_name.clone(),
                round: 1,
                phase: Phase::Freezetime,
                clock: FREEZE_SECS,
                blue_score: 0,
                red_score: 0,
                blue_kills: 0,
                red_kills: 0,
                players,
            },
            winner: None,
            root_game_id: seed.game_id.clone(),
            root_match_id: seed.match_id.clone(),
            generation: 1,
        }
    }

    /// The game that replaces this one when it ends: sides swapped (blue's team and players
    /// become red and vice versa), the next map of the sport's pool, id `<root>-<n>`. Every
    /// three games count as one best-of-three series sharing a match id
    /// (`<root_match>`, then `<root_match>-2`, ...).
    #[must_use]
    pub(crate) fn successor(&self) -> Self {
        let generation = self.generation.saturating_add(1);
        let series = (generation - 1) / 3;
        let match_id = if series == 0 {
            self.root_match_id.clone()
        } else {
            format!("{}-{}", self.root_match_id, series + 1)
        };
        let pool = map_pool(&self.sport);
        let map_name = pool
            .iter()
            .position(|m| *m == self.state.map_name)
            .and_then(|i| pool.get((i + 1) % pool.len()))
            .map_or_else(|| self.state.map_name.clone(), |m| (*m).to_string());
        let blue = self.state.players.iter().filter(|p| p.side == Side::Red);
        let red = self.state.players.iter().filter(|p| p.side == Side::Blue);
        let players = blue
            .map(|p| (p, Side::Blue))
            .chain(red.map(|p| (p, Side::Red)))
            .map(|(p, side)| fresh_player(p.nickname.clone(), side))
            .collect();
        Self {
            sport: self.sport.clone(),
            game_id: format!("{}-{generation}", self.root_game_id),
            match_id,
            blue_code: self.red_code.clone(),
            red_code: self.blue_code.clone(),
            state: Boxscore {
                map_name,
                round: 1,
                phase: Phase::Freezetime,
                clock: FREEZE_SECS,
                blue_score: 0,
                red_score: 0,
                blue_kills: 0,
                red_kills: 0,
                players,
            },
            winner: None,
            root_game_id: self.root_game_id.clone(),
            root_match_id: self.root_match_id.clone(),
            generation,
        }
    }

    /// Advance the game by one tick ([`SECONDS_PER_TICK`] game seconds) and return what
    /// happened, in order. A finished game does not move.
    pub(crate) fn step(&mut self, rng: &mut Rng) -> Vec<EventKind> {
        let mut out = Vec::new();
        if self.winner.is_some() {
            return out;
        }
        let s = &mut self.state;
        match s.phase {
            Phase::Freezetime => {
                s.clock = s.clock.saturating_sub(SECONDS_PER_TICK);
                if s.clock == 0 {
                    s.phase = Phase::Live;
                    s.clock = ROUND_SECS;
                }
            }
            Phase::Live => {
                self.fight(rng, &mut out);
                if let Some(w) = self.eliminated_winner() {
                    self.end_round(w, "elimination", &mut out);
                    return out;
                }
                let s = &mut self.state;
                let red_alive = s.alive_count(Side::Red, None);
                if s.clock <= 100 && red_alive > 0 && rng.chance(0.12) {
                    let planter = &s.players[s.nth_alive(Side::Red, rng.below(red_alive), None)];
                    out.push(EventKind::BombPlanted {
                        player: planter.nickname.clone(),
                    });
                    s.phase = Phase::Bomb;
                    s.clock = BOMB_SECS;
                } else {
                    s.clock = s.clock.saturating_sub(SECONDS_PER_TICK);
                    if s.clock == 0 {
                        self.end_round(Side::Blue, "time", &mut out);
                    }
                }
            }
            Phase::Bomb => self.bomb_tick(rng, &mut out),
            Phase::Over => self.over_tick(&mut out),
        }
        out
    }

    /// A bomb tick: the fight goes on; the defenders may defuse, else the timer runs.
    fn bomb_tick(&mut self, rng: &mut Rng, out: &mut Vec<EventKind>) {
        self.fight(rng, out);
        let s = &mut self.state;
        let blue_alive = s.alive_count(Side::Blue, None);
        // An unopposed defuser almost always makes it; a contested one rarely.
        let defuse_p = if s.alive_count(Side::Red, None) == 0 {
            0.5
        } else {
            0.1
        };
        if blue_alive == 0 {
            self.end_round(Side::Red, "elimination", out);
        } else if rng.chance(defuse_p) {
            let defuser = &s.players[s.nth_alive(Side::Blue, rng.below(blue_alive), None)];
            out.push(EventKind::BombDefused {
                player: defuser.nickname.clone(),
            });
            self.end_round(Side::Blue, "defuse", out);
        } else {
            s.clock = s.clock.saturating_sub(SECONDS_PER_TICK);
            if s.clock == 0 {
                out.push(EventKind::BombExploded);
                self.end_round(Side::Red, "detonation", out);
            }
        }
    }

    /// A tick between rounds: when the pause ends, the game is won or a new round starts.
    fn over_tick(&mut self, out: &mut Vec<EventKind>) {
        let s = &mut self.state;
        s.clock = s.clock.saturating_sub(SECONDS_PER_TICK);
        if s.clock == 0 {
            let target = rounds_to_win(&self.sport);
            let s = &mut self.state;
            if s.blue_score >= target || s.red_score >= target {
                let w = if s.blue_score >= target {
                    Side::Blue
                } else {
                    Side::Red
                };
                self.winner = Some(w);
                out.push(EventKind::GameEnd { winner: w });
            } else {
                // New round: everyone respawns.
                s.round += 1;
                s.phase = Phase::Freezetime;
                s.clock = FREEZE_SECS;
                for p in &mut s.players {
                    p.alive = true;
                }
                out.push(EventKind::RoundStart);
            }
        }
    }

    /// Zero, one or two kills this tick. The killing side is drawn in proportion to the
    /// players each side has alive, so a side that is up a player tends to win fights.
    fn fight(&mut self, rng: &mut Rng, out: &mut Vec<EventKind>) {
        let kills = if rng.chance(0.4) {
            if rng.chance(0.25) { 2 } else { 1 }
        } else {
            0
        };
        let s = &mut self.state;
        for _ in 0..kills {
            let blue = s.alive_count(Side::Blue, None);
            let red = s.alive_count(Side::Red, None);
            if blue == 0 || red == 0 {
                break;
            }
            let (side, attackers, defenders) = if rng.below(blue + red) < blue {
                (Side::Blue, blue, red)
            } else {
                (Side::Red, red, blue)
            };
            let killer = s.nth_alive(side, rng.below(attackers), None);
            let victim = s.nth_alive(side.other(), rng.below(defenders), None);
            let mates = attackers - 1;
            let assister = if mates > 0 && rng.chance(0.4) {
                Some(s.nth_alive(side, rng.below(mates), Some(killer)))
            } else {
                None
            };
            s.players[killer].kills += 1;
            s.players[victim].deaths += 1;
            s.players[victim].alive = false;
            if let Some(a) = assister {
                s.players[a].assists += 1;
            }
            match side {
                Side::Blue => s.blue_kills += 1,
                Side::Red => s.red_kills += 1,
            }
            out.push(EventKind::Kill {
                killer: s.players[killer].nickname.clone(),
                killer_side: side,
                victim: s.players[victim].nickname.clone(),
                assister: assister.map(|a| s.players[a].nickname.clone()),
            });
        }
    }

    fn eliminated_winner(&self) -> Option<Side> {
        if self.state.alive_count(Side::Red, None) == 0 {
            Some(Side::Blue)
        } else if self.state.alive_count(Side::Blue, None) == 0 {
            Some(Side::Red)
        } else {
            None
        }
    }

    fn end_round(&mut self, winner: Side, reason: &'static str, out: &mut Vec<EventKind>) {
        let s = &mut self.state;
        match winner {
            Side::Blue => s.blue_score += 1,
            Side::Red => s.red_score += 1,
        }
        s.phase = Phase::Over;
        s.clock = POST_SECS;
        out.push(EventKind::RoundEnd { winner, reason });
    }
}

fn fresh_player(nickname: String, side: Side) -> Player {
    Player {
        nickname,
        side,
        kills: 0,
        deaths: 0,
        assists: 0,
        alive: true,
    }
}

/// A side's players from the seed, or `<CODE>-1` .. `<CODE>-5` when the seed names none.
fn roster<'a>(code: &'a str, names: &'a [String], side: Side) -> impl Iterator<Item = Player> + 'a {
    let placeholders = if names.is_empty() {
        PLACEHOLDER_PLAYERS
    } else {
        0
    };
    names
        .iter()
        .cloned()
        .chain((1..=placeholders).map(move |i| format!("{code}-{i}")))
        .map(move |n| fresh_player(n, side))
}
