//! The seeded generator of one sport: teams, rosters, the schedule and finished map stats.
//!
//! Layout of a sport at scale `s` (documented in `docs/simulator.md`): `16 s` teams, of
//! which the last is *inactive* (only maps older than 90 days, nothing upcoming) and the
//! one before it has too few maps for a defense-vs-role table; `56 s` finished series over
//! the last 100 days (`56 min(s, 4)` above scale 4), `2 s` live series and `8 s` upcoming
//! series over the next 72 hours.

use std::collections::HashSet;

use super::names::{FIRST, LAST, SYLLABLES, TEAM_ADJ, TEAM_NOUN, TOURNAMENTS};
use super::rating::map_win_p;
use super::rng::Rng;
use std::sync::Mutex;

use super::{MapResult, Match, PFX, Player, PlayerMap, SportData, SportInfo, Status, Team, World};

const DAY: i64 = 86_400;
const HOUR: i64 = 3_600;
/// Spacing of maps inside a series.
pub const MAP_SECS: i64 = 50 * 60;

fn slugify(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.ends_with('-') && !out.is_empty() {
            out.push('-');
        }
    }
    out.trim_end_matches('-').to_string()
}

fn make_teams(world: &World, info: &SportInfo, rng: &mut Rng) -> Vec<Team> {
    let n = 16 * world.scale as usize;
    let combos = TEAM_ADJ.len() * TEAM_NOUN.len();
    // A seeded stride through the name grid gives distinct names without a shuffle.
    let start = rng.below(combos);
    let stride = [7usize, 11, 13, 17, 19, 23, 29, 31][rng.below(8)] * 33 % combos;
    let stride = if stride.is_multiple_of(2) {
        stride + 1
    } else {
        stride
    };
    (0..n)
        .map(|i| {
            let k = (start + i * stride) % combos;
            let base = format!(
                "{} {}",
                TEAM_ADJ[k / TEAM_NOUN.len()],
                TEAM_NOUN[k % TEAM_NOUN.len()]
            );
            let name = if i < combos {
                base
            } else {
                format!("{base} {}", i / combos + 1)
            };
            let slug = slugify(&name);
            let code: String = name
                .split_whitespace()
                .filter_map(|w| w.chars().next())
                .chain(name.chars().filter(char::is_ascii_uppercase).skip(2))
                .take(3)
                .collect::<String>()
                .to_ascii_uppercase();
            let code = format!(
                "{code}{}",
                if i < combos {
                    String::new()
                } else {
                    (i / combos).to_string()
                }
            );
            Team {
                id: format!("{PFX}_tm_{}_{slug}", info.slug),
                num_id: 10_000
                    * (super::sports::sport_info(info.slug).map_or(0, |(i, _)| i as i64) + 1)
                    + i as i64
                    + 1,
                name,
                slug,
                code,
                rating: (1600.0 + 110.0 * rng.normal()).clamp(1300.0, 1900.0),
                players: [0; 5],
            }
        })
        .collect()
}

fn make_players(
    info: &SportInfo,
    sport_idx: usize,
    teams: &mut [Team],
    rng: &mut Rng,
) -> Vec<Player> {
    let mut seen = HashSet::new();
    let mut players = Vec::with_capacity(teams.len() * 5);
    for (ti, team) in teams.iter_mut().enumerate() {
        for slot in 0..5 {
            let syl = 2 + rng.below(2);
            let mut nick: String = (0..syl)
                .map(|_| SYLLABLES[rng.below(SYLLABLES.len())])
                .collect();
            if rng.chance(0.2) {
                nick.push_str(&(rng.below(99) + 1).to_string());
            }
            let mut unique = nick.clone();
            let mut n = 2;
            while !seen.insert(unique.clone()) {
                unique = format!("{nick}{n}");
                n += 1;
            }
            let idx = players.len();
            team.players[slot] = idx;
            players.push(Player {
                id: format!("{PFX}_pl_{}_{}", info.slug, unique),
                num_id: 1_000_000 * (sport_idx as i64 + 1) + idx as i64 + 1,
                slug: unique.clone(),
                nickname: unique,
                first_name: FIRST[rng.below(FIRST.len())].to_string(),
                last_name: LAST[rng.below(LAST.len())].to_string(),
                team: ti,
                slot,
                skill: (1.0 + 0.1 * rng.normal()).clamp(0.75, 1.3),
            });
        }
    }
    players
}

/// Simulates the maps of a series up to `maps_cap` maps (live series stop early).
fn play_series(
    info: &SportInfo,
    teams: &[Team],
    players: &[Player],
    series: &Match,
    maps_cap: usize,
    rng: &mut Rng,
) -> Vec<MapResult> {
    let m = series;
    let (home, away) = (&teams[m.home], &teams[m.away]);
    let p = map_win_p(home.rating, away.rating);
    let need = u32::from(m.best_of / 2 + 1);
    let (mut hw, mut aw) = (0u32, 0u32);
    let mut maps = Vec::new();
    let mut pool: Vec<&'static str> = info.maps.to_vec();
    while hw < need && aw < need && maps.len() < maps_cap {
        let number = maps.len() as u8 + 1;
        let name = if pool.len() > 1 {
            pool.remove(rng.below(pool.len()))
        } else {
            pool[0]
        };
        let home_won = rng.chance(p);
        if home_won {
            hw += 1;
        } else {
            aw += 1;
        }
        let (rounds, len) = match info.rounds {
            Some((lo, hi)) => {
                let r = lo + rng.below(usize::from(hi - lo) + 1) as u16;
                (r, f64::from(r) / f64::from(u16::midpoint(lo, hi)))
            }
            None => (0, rng.range(0.8, 1.2)),
        };
        let mut stats = Vec::with_capacity(10);
        for (side, team) in [(true, home), (false, away)] {
            let wf = if side == home_won { 1.12 } else { 0.88 };
            for &pi in &team.players {
                let pl = &players[pi];
                let kf = info.kill_factor[pl.slot];
                let kills = rng.count(info.kills * kf * pl.skill * wf * len);
                let missing = |rng: &mut Rng| rng.chance(0.03);
                let headshots = (info.hs_rate > 0.0 && !missing(rng)).then(|| {
                    (f64::from(kills) * info.hs_rate * (1.0 + 0.15 * rng.normal()))
                        .round()
                        .clamp(0.0, f64::from(kills)) as u32
                });
                let first_kills = (info.first_kills > 0.0 && !missing(rng))
                    .then(|| rng.count(info.first_kills * kf * len * wf));
                let last_hits = (info.last_hits > 0.0 && !missing(rng))
                    .then(|| rng.count(info.last_hits * info.lh_factor[pl.slot] * pl.skill * len));
                stats.push(PlayerMap {
                    player: pi,
                    kills,
                    deaths: rng.count(info.kills * 0.95 * (2.0 - wf) * len),
                    assists: rng.count(info.assists * wf * len * (2.0 - kf).max(0.5)),
                    headshots,
                    first_kills,
                    last_hits,
                });
            }
        }
        maps.push(MapResult {
            number,
            name,
            home_won,
            rounds,
            ended: m.start + i64::from(number) * MAP_SECS,
            stats,
        });
    }
    maps
}

fn pair(rng: &mut Rng, n: usize) -> (usize, usize) {
    let a = rng.below(n);
    let b = (a + 1 + rng.below(n.saturating_sub(1).max(1))) % n.max(1);
    (a, b)
}

/// One planned series: home, away, start, best-of and status.
type Planned = (usize, usize, i64, u8, Status);

/// The sport's series in start order, at `scale` `s`: the finished past (and the
/// inactive and thin teams' few series), the live ones (no team in two) and the
/// upcoming three days. Drawn from `rng` in the order the schedule always was.
fn schedule(
    rng: &mut Rng,
    s: usize,
    (inactive, thin, active): (usize, usize, usize),
    now5: i64,
) -> Vec<Planned> {
    let mut proto: Vec<Planned> = Vec::new();
    // History grows with the board only up to 4x: benchmarks scale the board, not the past.
    let finished = 56 * s.min(4);
    for k in 0..finished {
        let (h, a) = pair(rng, active);
        let start =
            now5 - 4 * HOUR - (k as i64 * 100 * DAY) / finished as i64 - 300 * rng.below(12) as i64;
        proto.push((
            h,
            a,
            start,
            if k % 9 == 4 { 5 } else { 3 },
            Status::Finished,
        ));
    }
    for k in 0..3 {
        let opp = rng.below(active);
        proto.push((
            inactive,
            opp,
            now5 - (100 + 10 * k) * DAY,
            3,
            Status::Finished,
        ));
    }
    proto.push((
        thin,
        rng.below(active),
        now5 - 10 * DAY,
        3,
        Status::Finished,
    ));
    // Live series never share a team: a team plays one series at a time.
    let mut busy = HashSet::new();
    for k in 0..2 * s {
        let (mut h, mut a) = pair(rng, active);
        for _ in 0..64 {
            if !busy.contains(&h) && !busy.contains(&a) {
                break;
            }
            (h, a) = pair(rng, active);
        }
        busy.insert(h);
        busy.insert(a);
        proto.push((h, a, now5 - 40 * 60 - k as i64 * 25 * 60, 3, Status::Live));
    }
    let upcoming = 8 * s;
    for k in 0..upcoming {
        let (h, a) = if k == upcoming - 1 {
            (thin, rng.below(active))
        } else {
            pair(rng, active)
        };
        let start = now5 + HOUR + (k as i64 * 72 * HOUR / upcoming as i64) / 300 * 300;
        proto.push((
            h,
            a,
            start,
            if k % 4 == 3 { 5 } else { 3 },
            Status::Upcoming,
        ));
    }
    proto.sort_by_key(|p| p.2);
    proto
}

/// Generates one sport of `world`.
#[must_use]
pub fn generate(world: &World, sport_idx: usize, info: &'static SportInfo) -> SportData {
    let seed = world.seed;
    let mut rng = Rng::new(seed, &format!("{}/teams", info.slug));
    let mut teams = make_teams(world, info, &mut rng);
    let players = make_players(info, sport_idx, &mut teams, &mut rng);
    let t = teams.len();
    let (inactive, thin, active) = (t - 1, t - 2, t - 2);
    let s = world.scale as usize;
    // Round the clock to 5 minutes so schedules look like real ones.
    let now5 = world.now - world.now.rem_euclid(300);
    let mut rng = Rng::new(seed, &format!("{}/schedule", info.slug));
    let proto = schedule(&mut rng, s, (inactive, thin, active), now5);
    let mut slugs = HashSet::new();
    let mut matches = Vec::with_capacity(proto.len());
    for (i, (home, away, start, best_of, status)) in proto.into_iter().enumerate() {
        let base = format!(
            "{}-vs-{}-{}",
            teams[home].slug,
            teams[away].slug,
            super::date(start)
        );
        let mut slug = base.clone();
        let mut n = 2;
        while !slugs.insert(slug.clone()) {
            slug = format!("{base}-{n}");
            n += 1;
        }
        let mut m = Match {
            id: format!("{PFX}_{}_{slug}", info.slug),
            slug,
            event_id: format!("{PFX}_ev_{}_{:06}", info.slug, i + 1),
            fixture_id: format!("fix_{}", 1_000_000 * (sport_idx + 1) + i + 1),
            home,
            away,
            start,
            best_of,
            status,
            tournament: TOURNAMENTS[rng.below(TOURNAMENTS.len())],
            maps: Vec::new(),
        };
        let mut mr = Rng::keyed(seed, &format!("{}/maps", info.slug), i as u64);
        m.maps = match status {
            Status::Finished => play_series(info, &teams, &players, &m, 7, &mut mr),
            Status::Live => {
                let done = ((world.now - start) / MAP_SECS).max(0) as usize;
                play_series(info, &teams, &players, &m, done, &mut mr)
            }
            Status::Upcoming => Vec::new(),
        };
        matches.push(m);
    }
    let mut data = SportData {
        idx: sport_idx,
        info,
        teams,
        players,
        matches,
        props: Vec::new(),
        mains: Vec::new(),
        gaps_cache: Mutex::default(),
    };
    data.props = super::board::props(seed, &data);
    data.mains = super::board::mains(seed, &data, world.now);
    data
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_sport_has_the_documented_layout() {
        let now = 1_773_500_966;
        let w = World::new(9, now, 1);
        for slug in super::super::SPORTS {
            let d = w.sport(slug).expect("known sport");
            assert!(d.teams.len() >= 16, "{slug}");
            assert!(
                d.teams
                    .iter()
                    .all(|t| t.players.iter().all(|&p| d.players[p].team < d.teams.len()))
            );
            let mut ids: Vec<&str> = d.players.iter().map(|p| p.id.as_str()).collect();
            ids.sort_unstable();
            ids.dedup();
            assert_eq!(ids.len(), d.players.len(), "{slug}: player ids unique");
            for st in [Status::Upcoming, Status::Live, Status::Finished] {
                assert!(d.matches.iter().any(|m| m.status == st), "{slug}: {st:?}");
            }
            assert!(
                d.matches
                    .iter()
                    .filter(|m| m.status == Status::Finished)
                    .all(|m| m.maps.len() >= usize::from(m.best_of / 2 + 1))
            );
            assert!(d.props.iter().all(|p| p.line > 0.0));
            let inactive = d.teams.len() - 1;
            assert!(
                d.matches
                    .iter()
                    .filter(|m| m.home == inactive || m.away == inactive)
                    .all(|m| now - m.start > 90 * DAY)
            );
            let thin = d.teams.len() - 2;
            let maps: usize = d
                .matches
                .iter()
                .filter(|m| m.status == Status::Finished && (m.home == thin || m.away == thin))
                .map(|m| m.maps.len())
                .sum();
            assert!(maps < 5, "{slug}: {maps}");
        }
        assert!(w.sport("chess").is_none());
    }

    #[test]
    fn slugify_makes_url_slugs() {
        assert_eq!(slugify("Azure Wolves 2"), "azure-wolves-2");
    }
}
