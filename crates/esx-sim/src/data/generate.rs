//! The seeded generator of one sport: teams, rosters, and the series of the fixed
//! timeline (`super::timeline`) listed at the world's clock, with their map stats.
//!
//! Layout of a sport at scale `s` (documented in `docs/simulator.md`): `16 s` teams, of
//! which the last is *inactive* (its only series are 100–120 days before the epoch) and
//! the one before it has too few maps for a defense-vs-role table. A series' maps are
//! drawn from a stream keyed by the series; the clock only decides how much has been
//! played.

use std::collections::HashSet;

use super::names::{FIRST, LAST, SYLLABLES, TEAM_ADJ, TEAM_NOUN};
use super::rating::map_win_p;
use super::rng::Rng;
use super::showcase::Plant;
use super::{board, counts};
use std::sync::Mutex;

use super::sports::{SportInfo, sport_info};
use super::timeline::{AHEAD, Entry, HISTORY, Kind, SPECIAL_KEEP, listed, timeline};
use super::types::{
    MapResult, Match, PFX, Player, PlayerMap, SportData, Status, Team, World, date,
};

/// Spacing of maps inside a series.
pub(crate) const MAP_SECS: i64 = 50 * 60;

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
                num_id: 10_000 * (sport_info(info.slug).map_or(0, |(i, _)| i as i64) + 1)
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
    // Players' counts come from a stream of their own: who won each map (and so the
    // series' length and when it ends) is drawn from `rng` alone, whatever the stats
    // model draws.
    let mut stats_rng = rng.fork("stats");
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
        let rng = &mut stats_rng;
        for (side, team) in [(true, home), (false, away)] {
            let wf = if side == home_won { 1.12 } else { 0.88 };
            for &pi in &team.players {
                let pl = &players[pi];
                let kf = info.kill_factor[pl.slot];
                // Every count is NegBin(μ, DISPERSION), the model the board prices props
                // from (data/counts.rs), so var/mean = 1 + μ/k ≥ 1 as in real box scores.
                let nb = |rng: &mut Rng, mu: f64| counts::draw(rng, mu, counts::DISPERSION);
                let kills = nb(rng, info.kills * kf * pl.skill * wf * len);
                let missing = |rng: &mut Rng| rng.chance(0.03);
                let headshots = (info.hs_rate > 0.0 && !missing(rng))
                    .then(|| headshots_of(rng, kills, info.hs_rate));
                let first_kills = (info.first_kills > 0.0 && !missing(rng))
                    .then(|| nb(rng, info.first_kills * kf * len * wf));
                let last_hits = (info.last_hits > 0.0 && !missing(rng)).then(|| {
                    nb(
                        rng,
                        info.last_hits * info.lh_factor[pl.slot] * pl.skill * len,
                    )
                });
                stats.push(PlayerMap {
                    player: pi,
                    kills,
                    deaths: nb(rng, info.kills * 0.95 * (2.0 - wf) * len),
                    assists: nb(rng, info.assists * wf * len * (2.0 - kf).max(0.5)),
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

/// Each series with its slug. The epoch's series keep theirs; the others take same-day
/// suffixes in start order, on whole dates, so a series' slug is the same at every clock.
fn name_series(mut entries: Vec<Entry>, teams: &[Team]) -> Vec<(Entry, String)> {
    entries.sort_by_key(|e| (!e.pinned, e.start, e.number));
    let mut slugs = HashSet::new();
    let mut named: Vec<(Entry, String)> = Vec::with_capacity(entries.len());
    for e in entries {
        let base = format!(
            "{}-vs-{}-{}",
            teams[e.home].slug,
            teams[e.away].slug,
            date(e.start)
        );
        let mut slug = base.clone();
        let mut n = 2;
        while !slugs.insert(slug.clone()) {
            slug = format!("{base}-{n}");
            n += 1;
        }
        named.push((e, slug));
    }
    named
}

/// Generates one sport of `world`: its teams and the series of the fixed timeline listed
/// at the world's clock, with their status and the maps played by then.
#[must_use]
pub(crate) fn generate(world: &World, sport_idx: usize, info: &'static SportInfo) -> SportData {
    let seed = world.seed;
    let now = world.now;
    let mut rng = Rng::new(seed, &format!("{}/teams", info.slug));
    let mut teams = make_teams(world, info, &mut rng);
    let players = make_players(info, sport_idx, &mut teams, &mut rng);
    let s = world.scale as usize;
    let entries = timeline(
        seed,
        s,
        info,
        teams.len(),
        now - SPECIAL_KEEP.max(HISTORY),
        now + AHEAD,
    );
    let mut named = name_series(entries, &teams);
    named.retain(|(e, _)| listed(e, now));
    named.sort_by_key(|(e, _)| (e.start, e.number));
    let mut matches = Vec::with_capacity(named.len());
    for (e, slug) in named {
        let fixture = if e.number < 1_000_000 {
            1_000_000 * (sport_idx as i64 + 1) + e.number
        } else {
            1_000_000_000 * (sport_idx as i64 + 1) + e.number
        };
        let mut m = Match {
            id: format!("{PFX}_{}_{slug}", info.slug),
            slug,
            event_id: format!("{PFX}_ev_{}_{:06}", info.slug, e.number),
            fixture_id: format!("fix_{fixture}"),
            home: e.home,
            away: e.away,
            start: e.start,
            best_of: e.best_of,
            status: Status::Upcoming,
            tournament: e.tournament,
            maps: Vec::new(),
            board: e.kind != Kind::Stage,
            plant: Plant::of(info.slug, e.slot, e.pinned),
        };
        if now >= m.start {
            let label = format!("{}/{}", info.slug, e.maps_key.0);
            let mut mr = Rng::keyed(seed, &label, e.maps_key.1);
            // The whole series is decided by its own stream; the clock only decides how
            // much of it has been played.
            let maps = play_series(info, &teams, &players, &m, 7, &mut mr);
            let played = maps.iter().filter(|mp| mp.ended <= now).count();
            m.status = if played == maps.len() {
                Status::Finished
            } else {
                Status::Live
            };
            m.maps = maps;
            m.maps.truncate(played);
        }
        matches.push(m);
    }
    let mut data = SportData {
        idx: sport_idx,
        info,
        now,
        teams,
        players,
        matches,
        props: Vec::new(),
        mains: Vec::new(),
        gaps_cache: Mutex::default(),
        results_cache: std::sync::OnceLock::new(),
        sharp: world.sharp,
    };
    data.props = board::props(seed, &data);
    data.mains = board::mains(seed, &data, data.now);
    data
}

/// Headshots of `kills` kills at rate `rate`: Binomial(kills, rate), each kill a headshot
/// on its own, so over NegBin kills the index of dispersion stays ≥ 1 (thinning keeps it).
fn headshots_of(rng: &mut Rng, kills: u32, rate: f64) -> u32 {
    (0..kills).map(|_| u32::from(rng.chance(rate))).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    const DAY: i64 = 86_400;

    /// var/mean of a sample.
    fn index(xs: &[f64]) -> f64 {
        let n = xs.len() as f64;
        let m = xs.iter().sum::<f64>() / n;
        xs.iter().map(|x| (x - m).powi(2)).sum::<f64>() / (n - 1.0) / m
    }

    /// At a fixed μ = 20 the drawn counts have the model's index 1 + μ/k = 1 + 20/30, and
    /// headshots as Binomial(kills, 0.5) have 1 + pμ/k = 1 + 10/30 (thinning a NegBin).
    #[test]
    fn counts_have_the_negbin_index_of_dispersion() {
        let mut rng = Rng::new(5, "disp");
        let (mut k, mut h) = (Vec::new(), Vec::new());
        for _ in 0..40_000 {
            let kills = counts::draw(&mut rng, 20.0, counts::DISPERSION);
            k.push(f64::from(kills));
            h.push(f64::from(headshots_of(&mut rng, kills, 0.5)));
        }
        let (ik, ih) = (index(&k), index(&h));
        assert!((ik - (1.0 + 20.0 / 30.0)).abs() < 0.05, "kills {ik}");
        assert!((ih - (1.0 + 10.0 / 30.0)).abs() < 0.05, "headshots {ih}");
    }

    /// Over every finished map of every sport, each recorded stat is over-dispersed
    /// (var/mean ≥ 1): NegBin draws, and mixing players' means only adds variance.
    #[test]
    fn finished_map_stats_are_over_dispersed() {
        let w = World::new(9, 1_795_262_400, 1);
        for slug in crate::data::sports::SPORTS {
            let d = w.sport(slug).expect("known sport");
            let rows: Vec<&PlayerMap> = d
                .matches
                .iter()
                .flat_map(|m| &m.maps)
                .flat_map(|mp| &mp.stats)
                .collect();
            let stats: [(&str, Vec<f64>); 6] = [
                ("kills", rows.iter().map(|r| f64::from(r.kills)).collect()),
                ("deaths", rows.iter().map(|r| f64::from(r.deaths)).collect()),
                (
                    "assists",
                    rows.iter().map(|r| f64::from(r.assists)).collect(),
                ),
                (
                    "headshots",
                    rows.iter()
                        .filter_map(|r| r.headshots.map(f64::from))
                        .collect(),
                ),
                (
                    "first kills",
                    rows.iter()
                        .filter_map(|r| r.first_kills.map(f64::from))
                        .collect(),
                ),
                (
                    "last hits",
                    rows.iter()
                        .filter_map(|r| r.last_hits.map(f64::from))
                        .collect(),
                ),
            ];
            for (name, xs) in stats {
                if xs.len() > 200 && xs.iter().any(|&x| x > 0.0) {
                    assert!(index(&xs) >= 1.0, "{slug} {name}: {}", index(&xs));
                }
            }
        }
    }

    #[test]
    fn every_sport_has_the_documented_layout() {
        let now = 1_773_500_966;
        let w = World::new(9, now, 1);
        for slug in crate::data::sports::SPORTS {
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
