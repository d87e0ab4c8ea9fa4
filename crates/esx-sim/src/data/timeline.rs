//! The simulator's fixed timeline of series, the same at every clock.
//!
//! Slate periods of 72 h anchored at [`EPOCH`] (the tests' pinned instant) list `8 s`
//! series each (listed 72 h ahead, kept 100 days), and an in-play track of two stages
//! starts a best of 3 every two hours on each (listed from its start, kept 3 days), so
//! some series is live at any clock. A series' teams, start, number and tournament come
//! from streams keyed by the series, never by the clock; at the epoch the series are the
//! ones the simulator generated relative to its clock before it had a timeline, so the
//! board there is unchanged (docs/simulator.md, "The timeline").

use std::collections::HashSet;

use super::names::TOURNAMENTS;
use super::rng::Rng;
use super::sports::SportInfo;

const DAY: i64 = 86_400;
const HOUR: i64 = 3_600;

fn pair(rng: &mut Rng, n: usize) -> (usize, usize) {
    let a = rng.below(n);
    let b = (a + 1 + rng.below(n.saturating_sub(1).max(1))) % n.max(1);
    (a, b)
}

/// The timeline's epoch: the tests' pinned instant, 2026-11-21T12:00:00Z. The board
/// at this clock is the one the simulator served before it had a timeline.
pub(crate) const EPOCH: i64 = 1_795_262_400;
/// Length of a slate period: each one lists `8·scale` series over the 72 h after its anchor.
pub(crate) const PERIOD: i64 = 72 * HOUR;
/// Spacing of the in-play track's series on each of its two stages.
pub(crate) const STAGE_EVERY: i64 = 120 * 60;
/// Start of stage A's and stage B's series relative to `EPOCH + k·STAGE_EVERY`: the two
/// series that were live at the epoch. Between them a series starts at most 95 minutes
/// after the previous one, and a best of 3 lasts at least 100, so one is always live.
const STAGE_OFFSETS: [i64; 2] = [-40 * 60, -65 * 60];
/// How far back listed series are kept (and how far ahead they are listed: `AHEAD`).
pub(crate) const HISTORY: i64 = 100 * DAY;
/// How far ahead of its start a slate series is listed.
pub(crate) const AHEAD: i64 = 72 * HOUR;
/// How long an in-play track series stays listed after its start (it is listed from its
/// start on: it never had a pre-match board).
pub(crate) const STAGE_KEEP: i64 = 3 * DAY;
/// How far back the epoch's fixed one-off series (the inactive and the thin team's) stay.
pub(crate) const SPECIAL_KEEP: i64 = 130 * DAY;

/// What kind of series a timeline entry is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    /// Scheduled ahead (a slate period's): listed 72 h before its start, with a board.
    Slate,
    /// The in-play track: listed from its start, never had a pre-match board.
    Stage,
    /// A fixed one-off of the epoch (the inactive and the thin team's old series).
    Special,
}

/// One series of the timeline before the clock decides its status.
pub(crate) struct Entry {
    pub home: usize,
    pub away: usize,
    pub start: i64,
    pub best_of: u8,
    pub tournament: &'static str,
    /// The event number (`kr_ev_<sport>_<n>`), fixed per series.
    pub number: i64,
    /// Key of the series' map stream.
    pub maps_key: (&'static str, u64),
    pub kind: Kind,
    /// The epoch's own series: they keep the slugs they had before the timeline.
    pub pinned: bool,
    /// A slate series' place `k` in its period's `8·scale` (the showcase's key).
    pub slot: Option<usize>,
}

/// One epoch series before its tournament is drawn: (home, away, start, best_of, kind,
/// kept, slot).
type Proto = (usize, usize, i64, u8, Kind, bool, Option<usize>);

/// The epoch's live series (`2·scale`), pushed onto `proto` in draw order; returns the
/// first two's pairs, the track's stage 0. Live series never share a team: a team plays
/// one series at a time.
fn live_protos(
    rng: &mut Rng,
    s: usize,
    active: usize,
    now5: i64,
    proto: &mut Vec<Proto>,
) -> Vec<(usize, usize)> {
    let mut busy = HashSet::new();
    let mut live = Vec::new();
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
        // The first two are the track's stage 0; more (above scale 1) are one-offs.
        let kind = if k < 2 { Kind::Stage } else { Kind::Special };
        if k < 2 {
            live.push((h, a));
        }
        proto.push((
            h,
            a,
            now5 - 40 * 60 - k as i64 * 25 * 60,
            3,
            kind,
            true,
            None,
        ));
    }
    live
}

/// The epoch's series exactly as the simulator generated them relative to the epoch
/// before it had a timeline (the same draws in the same order), minus the regular
/// finished history, which the timeline's past periods and track now hold: the two (per
/// scale) live series, the first slate, and the inactive and thin team's one-offs.
/// Returns the kept entries and the live pairs (stage 0 of each stage).
fn epoch_entries(
    seed: u64,
    scale: usize,
    info: &'static SportInfo,
    teams: usize,
) -> (Vec<Entry>, Vec<(usize, usize)>) {
    let (inactive, thin, active) = (teams - 1, teams - 2, teams - 2);
    let s = scale;
    let now5 = EPOCH - EPOCH.rem_euclid(300);
    let mut rng = Rng::new(seed, &format!("{}/schedule", info.slug));
    let mut proto: Vec<Proto> = Vec::new();
    let finished = 56 * s.min(4);
    for k in 0..finished {
        let (h, a) = pair(&mut rng, active);
        let start =
            now5 - 4 * HOUR - (k as i64 * 100 * DAY) / finished as i64 - 300 * rng.below(12) as i64;
        let bo = if k % 9 == 4 { 5 } else { 3 };
        proto.push((h, a, start, bo, Kind::Slate, false, None));
    }
    for k in 0..3 {
        let opp = rng.below(active);
        proto.push((
            inactive,
            opp,
            now5 - (100 + 10 * k) * DAY,
            3,
            Kind::Special,
            true,
            None,
        ));
    }
    proto.push((
        thin,
        rng.below(active),
        now5 - 10 * DAY,
        3,
        Kind::Special,
        true,
        None,
    ));
    let live = live_protos(&mut rng, s, active, now5, &mut proto);
    let upcoming = 8 * s;
    for k in 0..upcoming {
        let (h, a) = if k == upcoming - 1 {
            (thin, rng.below(active))
        } else {
            pair(&mut rng, active)
        };
        let start = now5 + HOUR + (k as i64 * 72 * HOUR / upcoming as i64) / 300 * 300;
        let bo = if k % 4 == 3 { 5 } else { 3 };
        proto.push((h, a, start, bo, Kind::Slate, true, Some(k)));
    }
    proto.sort_by_key(|p| p.2);
    let mut out = Vec::new();
    for (i, (home, away, start, best_of, kind, kept, slot)) in proto.into_iter().enumerate() {
        let tournament = TOURNAMENTS[rng.below(TOURNAMENTS.len())];
        if kept {
            out.push(Entry {
                home,
                away,
                start,
                best_of,
                tournament,
                number: i as i64 + 1,
                maps_key: ("maps", i as u64),
                kind,
                pinned: true,
                slot,
            });
        }
    }
    (out, live)
}

/// Slate period `p` (`p ≠ 0`): `8·scale` series over the 72 h after its anchor, one hour
/// in, as the epoch's first slate is laid out.
fn slate(seed: u64, scale: usize, info: &SportInfo, active: usize, p: i64) -> Vec<Entry> {
    let mut rng = Rng::keyed(seed, &format!("{}/slate", info.slug), p as u64);
    let anchor = EPOCH + p * PERIOD;
    let n = 8 * scale;
    (0..n)
        .map(|k| {
            let (home, away) = pair(&mut rng, active);
            Entry {
                home,
                away,
                start: anchor + HOUR + (k as i64 * PERIOD / n as i64) / 300 * 300,
                best_of: if k % 4 == 3 { 5 } else { 3 },
                tournament: TOURNAMENTS[rng.below(TOURNAMENTS.len())],
                number: 10_000_000 + p * 1_000 + k as i64,
                maps_key: ("maps/slate", (p * 1_000 + k as i64) as u64),
                kind: Kind::Slate,
                pinned: false,
                slot: Some(k),
            }
        })
        .collect()
}

/// The stream of stage `st`'s series `k`.
fn stage_draw(seed: u64, info: &SportInfo, k: i64, st: usize) -> Rng {
    Rng::keyed(
        seed,
        &format!("{}/stage", info.slug),
        (k * 2 + st as i64) as u64,
    )
}

/// The pair of stage `st`'s series `k` as first drawn (the epoch's live pairs at `k = 0`).
fn stage_raw(
    seed: u64,
    info: &SportInfo,
    active: usize,
    live: &[(usize, usize)],
    k: i64,
    st: usize,
) -> (usize, usize) {
    if k == 0 {
        return live[st];
    }
    pair(&mut stage_draw(seed, info, k, st), active)
}

/// The track's series `k` of stage `st`. Its teams avoid those of the two series before
/// it on the track (as first drawn), which may still be playing.
fn stage(
    seed: u64,
    info: &SportInfo,
    active: usize,
    live: &[(usize, usize)],
    k: i64,
    st: usize,
) -> Entry {
    // Order on the track: B_k (-65 min), A_k (-40 min), B_{k+1}, …
    let before: [(i64, usize); 2] = if st == 1 {
        [(k - 1, 0), (k - 1, 1)]
    } else {
        [(k, 1), (k - 1, 0)]
    };
    let taken: Vec<usize> = before
        .iter()
        .flat_map(|&(kk, ss)| {
            let (h, a) = stage_raw(seed, info, active, live, kk, ss);
            [h, a]
        })
        .collect();
    let mut rng = stage_draw(seed, info, k, st);
    let (mut h, mut a) = pair(&mut rng, active);
    for _ in 0..64 {
        if !taken.contains(&h) && !taken.contains(&a) {
            break;
        }
        (h, a) = pair(&mut rng, active);
    }
    let id = k * 2 + st as i64;
    Entry {
        home: h,
        away: a,
        start: EPOCH + STAGE_OFFSETS[st] + k * STAGE_EVERY,
        best_of: 3,
        tournament: TOURNAMENTS[rng.below(TOURNAMENTS.len())],
        number: 50_000_000 + id,
        maps_key: ("maps/stage", id as u64),
        kind: Kind::Stage,
        pinned: false,
        slot: None,
    }
}

/// Whether an entry is listed at clock `now`.
pub(crate) fn listed(e: &Entry, now: i64) -> bool {
    match e.kind {
        Kind::Slate => e.start >= now - HISTORY && e.start <= now + AHEAD,
        Kind::Stage => e.start <= now && e.start >= now - STAGE_KEEP,
        Kind::Special => e.start >= now - SPECIAL_KEEP && e.start <= now + AHEAD,
    }
}

/// Every series of the timeline on the UTC dates that hold `[from, to)`: whole dates, so
/// the slugs' same-day suffixes do not depend on the clock.
pub(crate) fn timeline(
    seed: u64,
    scale: usize,
    info: &'static SportInfo,
    teams: usize,
    from: i64,
    to: i64,
) -> Vec<Entry> {
    let from = from - from.rem_euclid(DAY);
    let to = to - to.rem_euclid(DAY) + DAY;
    let active = teams - 2;
    let (epoch, live) = epoch_entries(seed, scale, info, teams);
    let mut out: Vec<Entry> = epoch
        .into_iter()
        .filter(|e| e.start >= from && e.start < to)
        .collect();
    let (p0, p1) = (
        (from - PERIOD - EPOCH).div_euclid(PERIOD),
        (to - EPOCH).div_euclid(PERIOD),
    );
    for p in (p0..=p1).filter(|&p| p != 0) {
        out.extend(
            slate(seed, scale, info, active, p)
                .into_iter()
                .filter(|e| e.start >= from && e.start < to),
        );
    }
    let (k0, k1) = (
        (from - EPOCH).div_euclid(STAGE_EVERY),
        (to - EPOCH).div_euclid(STAGE_EVERY) + 1,
    );
    for k in (k0..=k1).filter(|&k| k != 0) {
        for st in 0..2 {
            let e = stage(seed, info, active, &live, k, st);
            if e.start >= from && e.start < to {
                out.push(e);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::super::{Match, SportData, Status, World};
    use super::*;

    /// The same series (ids, teams, start) at two clocks two days apart, each with the
    /// status its clock gives it.
    #[test]
    fn a_series_is_the_same_at_every_clock_with_its_status_from_the_clock() {
        let t = EPOCH + 7 * HOUR + 13 * 60;
        let (early, late) = (World::new(42, t, 1), World::new(42, t + 2 * DAY, 1));
        for slug in crate::data::sports::SPORTS {
            let (da, db) = (
                early.sport(slug).expect("sport"),
                late.sport(slug).expect("sport"),
            );
            let mut shared = 0;
            for m in &da.matches {
                let Some(n) = db.matches.iter().find(|n| n.event_id == m.event_id) else {
                    // Only series out of the later clock's window may be missing.
                    assert!(
                        (!m.board && m.start < t + 2 * DAY - STAGE_KEEP)
                            || m.start < t + 2 * DAY - HISTORY,
                        "{slug}: {} gone",
                        m.id
                    );
                    continue;
                };
                shared += 1;
                assert_eq!(
                    (
                        &m.id,
                        &m.slug,
                        &m.fixture_id,
                        m.home,
                        m.away,
                        m.start,
                        m.best_of
                    ),
                    (
                        &n.id,
                        &n.slug,
                        &n.fixture_id,
                        n.home,
                        n.away,
                        n.start,
                        n.best_of
                    ),
                    "{slug}"
                );
                assert_eq!(m.tournament, n.tournament);
                // What was played by the first clock is what the later one shows.
                assert!(m.maps.len() <= n.maps.len());
                for (x, y) in m.maps.iter().zip(&n.maps) {
                    assert_eq!((x.name, x.home_won, x.ended), (y.name, y.home_won, y.ended));
                    assert_eq!(x.stats[0].kills, y.stats[0].kills);
                }
                // Status progression: upcoming → live → finished, by the clock.
                let rank = |s: Status| match s {
                    Status::Upcoming => 0,
                    Status::Live => 1,
                    Status::Finished => 2,
                };
                assert!(rank(m.status) <= rank(n.status), "{slug}: {}", m.id);
                for (d, w) in [(da, t), (db, t + 2 * DAY)] {
                    assert_status_from_clock(d, &m.event_id, w);
                }
            }
            assert!(shared > 60, "{slug}: {shared}");
            // A series upcoming at the first clock and over by the second.
            assert!(da.matches.iter().any(|m| {
                m.status == Status::Upcoming
                    && db
                        .matches
                        .iter()
                        .any(|n| n.event_id == m.event_id && n.status == Status::Finished)
            }));
            let mut ids: Vec<&str> = db.matches.iter().map(|m| m.id.as_str()).collect();
            ids.sort_unstable();
            ids.dedup();
            assert_eq!(ids.len(), db.matches.len(), "{slug}: match ids unique");
        }
    }

    /// Series `event_id` of `d` (generated at clock `w`) has the status `w` gives it, and
    /// shows only the maps over by `w`.
    fn assert_status_from_clock(d: &SportData, event_id: &str, w: i64) {
        let x = d
            .matches
            .iter()
            .find(|x| x.event_id == event_id)
            .expect("x");
        let want = if w < x.start {
            Status::Upcoming
        } else if x.maps.last().is_some_and(|mp| mp.ended <= w)
            && x.score().0.max(x.score().1) == u32::from(x.best_of / 2 + 1)
        {
            Status::Finished
        } else {
            Status::Live
        };
        assert_eq!(x.status, want, "{}: {} at {w}", d.info.slug, x.id);
        assert!(x.maps.iter().all(|mp| mp.ended <= w));
    }

    /// At any clock every sport has a live series and about eight upcoming in 72 h; the
    /// clocks are arbitrary instants over two years around the epoch.
    #[test]
    fn every_clock_has_live_series_and_a_slate() {
        let mut r = Rng::new(3, "clocks");
        for i in 0..12 {
            let now = EPOCH - 400 * DAY + r.below(800 * DAY as usize) as i64 + i;
            let w = World::new(42, now, 1);
            for slug in crate::data::sports::SPORTS {
                let d = w.sport(slug).expect("sport");
                let live: Vec<&Match> = d
                    .matches
                    .iter()
                    .filter(|m| m.status == Status::Live)
                    .collect();
                assert!(!live.is_empty(), "{slug} at {now}: nothing live");
                let soon = d
                    .matches
                    .iter()
                    .filter(|m| m.status == Status::Upcoming && m.start <= now + 72 * HOUR)
                    .count();
                assert!((7..=9).contains(&soon), "{slug} at {now}: {soon} upcoming");
                // A live series has played whole maps only, each ended by the clock.
                for m in live {
                    assert!(m.start <= now && m.maps.iter().all(|mp| mp.ended <= now));
                }
            }
        }
    }

    /// At the epoch the board is the one served before the timeline: its live and
    /// upcoming series keep their event numbers (after the 60 series of the old history).
    #[test]
    fn the_epoch_keeps_its_board() {
        let w = World::new(42, EPOCH, 1);
        let d = w.sport("cs2").expect("cs2");
        let ids: Vec<&str> = d
            .matches
            .iter()
            .filter(|m| m.status != Status::Finished)
            .map(|m| m.event_id.as_str())
            .collect();
        let want: Vec<String> = (61..=70).map(|n| format!("kr_ev_cs2_{n:06}")).collect();
        assert_eq!(ids, want);
        let live: Vec<&str> = d
            .matches
            .iter()
            .filter(|m| m.status == Status::Live)
            .map(|m| m.id.as_str())
            .collect();
        assert_eq!(
            live,
            [
                "kr_cs2_obsidian-lynx-vs-azure-sharks-2026-11-21",
                "kr_cs2_shadow-stags-vs-phantom-eagles-2026-11-21"
            ]
        );
    }
}
