//! Board routes: `/v6/books`, `/v6/me`, `/props`, `/player-props` and `/gaps`.

use super::common::{Ctx, Reply, json};
use crate::auth::ApiError;
use crate::calc;
use crate::data::sports::{VENUES, VenueKind, venue_by_key};
use crate::data::{Match, Player, PropLine, SOURCE, SportData, iso};
use esx_proto::models::{
    Book, BooksResponse, GapRow, GapsResponse, PlayerPropGroup, PlayerPropsResponse, PropEntry,
    PropLinks, PropRow, PropsResponse,
};

/// `GET /v6/books`: every props-board venue (the gaps-only DFS venue is not listed).
pub(super) fn books(_c: &Ctx) -> Reply {
    let books: Vec<Book> = VENUES
        .iter()
        .filter(|v| v.on_board)
        .map(|v| Book {
            book_id: v.id.into(),
            key: v.key.into(),
            display_name: v.display.into(),
            kind: Some(v.kind.as_str().into()),
        })
        .collect();
    json(&BooksResponse {
        source: SOURCE.into(),
        total_books: books.len() as u64,
        books,
    })
}

/// `GET /v6/me` (an SDK route): the key's plan.
pub(super) fn me(c: &Ctx) -> Reply {
    json(&serde_json::json!({"source": SOURCE, "plan": c.plan.name().to_ascii_lowercase()}))
}

/// Validates `book` against the props-board venues (422 naming them).
fn board_book(c: &Ctx) -> Result<Option<usize>, ApiError> {
    let Some(raw) = c.get("book") else {
        return Ok(None);
    };
    match venue_by_key(raw) {
        Some(v) if VENUES[v].on_board => Ok(Some(v)),
        _ => {
            let keys: Vec<&str> = VENUES
                .iter()
                .filter(|v| v.on_board)
                .map(|v| v.key)
                .collect();
            Err(ApiError::invalid(format!(
                "book must be one of {}, got '{raw}'",
                keys.join(", ")
            )))
        }
    }
}

/// The sides a venue posts: `(offer index, direction)`.
fn sides(venue: usize) -> &'static [(u8, &'static str)] {
    let v = &VENUES[venue];
    match (v.higher_lower, v.both_sides) {
        (true, true) => &[(0, "higher"), (1, "lower")],
        (true, false) => &[(0, "higher")],
        (false, true) => &[(0, "over"), (1, "under")],
        (false, false) => &[(0, "over")],
    }
}

/// Board rows of one prop line (one per side posted).
pub(super) fn rows_of(data: &SportData, p: &PropLine, out: &mut Vec<PropRow>) {
    let m = &data.matches[p.match_idx];
    let pl = &data.players[p.player];
    let (team, opp) = if pl.team == m.home {
        (m.home, m.away)
    } else {
        (m.away, m.home)
    };
    let market = data.info.markets[p.market];
    let stat_type = market.stat_type(data.info);
    let event_time = iso(m.start);
    let links = PropLinks {
        player_image: data.player_image(p.player),
        team_logo: data.team_logo(team),
        opponent_logo: data.team_logo(opp),
    };
    for &(n, dir) in sides(p.venue) {
        out.push(PropRow {
            prop_id: p.prop_id.clone(),
            event_id: m.event_id.clone(),
            offer_id: format!("{}_{n}_{dir}", p.prop_id),
            book_name: VENUES[p.venue].display.into(),
            player_name: pl.nickname.clone(),
            stat_type: stat_type.clone(),
            line: p.line,
            direction: dir.into(),
            team: data.teams[team].name.clone(),
            opponent: data.teams[opp].name.clone(),
            event_time: event_time.clone(),
            links: links.clone(),
            sportsbook_name: Some(VENUES[p.venue].key.into()),
            canonical_player_id: Some(pl.id.clone()),
            player_id: Some(pl.num_id),
            odds: p.odds.map(|(o, u)| if n == 0 { o } else { u }),
        });
    }
}

/// Every gap of the sport at `min_gap`, computed once per value (the board is immutable).
fn cached_gaps(data: &SportData, min_gap: f64) -> std::sync::Arc<Vec<GapRow>> {
    let key = min_gap.to_bits();
    // A poisoned lock only means a panic elsewhere mid-insert; the map itself is fine.
    if let Some(hit) = data
        .gaps_cache
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
        .get(&key)
    {
        return hit.clone();
    }
    let inputs: Vec<esx_odds::PropLine> = data
        .props
        .iter()
        .filter(|p| VENUES[p.venue].kind == VenueKind::Dfs)
        .flat_map(|p| gap_lines(data, p))
        .collect();
    let all = std::sync::Arc::new(calc::gaps(data.info.slug, &inputs, min_gap));
    let mut cache = data
        .gaps_cache
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    // Bound the cache: a client sweeping min_gap values must not grow memory without end.
    if cache.len() >= 16 {
        cache.clear();
    }
    cache.insert(key, all.clone());
    all
}

/// The odds engine's view of one prop line (one per side posted), without the board's
/// links: the gaps export at `--scale` builds hundreds of thousands of these.
pub(super) fn gap_lines(
    data: &SportData,
    p: &PropLine,
) -> impl Iterator<Item = esx_odds::PropLine> {
    let m = &data.matches[p.match_idx];
    let pl = &data.players[p.player];
    let (team, opp) = if pl.team == m.home {
        (m.home, m.away)
    } else {
        (m.away, m.home)
    };
    let stat_type = data.info.markets[p.market].stat_type(data.info);
    let event_time = iso(m.start);
    let base = esx_odds::PropLine {
        venue: VENUES[p.venue].key.into(),
        prop_id: p.prop_id.clone(),
        player_id: Some(pl.id.clone()),
        player_name: pl.nickname.clone(),
        team: data.teams[team].name.clone(),
        opponent: data.teams[opp].name.clone(),
        event_id: m.event_id.clone(),
        event_time,
        stat_type,
        line: p.line,
        direction: String::new(),
    };
    sides(p.venue)
        .iter()
        .map(move |&(_, dir)| esx_odds::PropLine {
            direction: dir.into(),
            ..base.clone()
        })
}

/// Filters shared by `/props` and `/player-props`.
struct PropFilter {
    book: Option<usize>,
    market: Option<String>,
    market_contains: Option<String>,
    player_num: Option<i64>,
}

impl PropFilter {
    fn from(c: &Ctx) -> Result<Self, ApiError> {
        Ok(Self {
            book: board_book(c)?,
            market: c.get("market").map(str::to_ascii_uppercase),
            market_contains: c.get("market_contains").map(str::to_ascii_uppercase),
            player_num: c.opt_int("player_id")?,
        })
    }

    fn keep(&self, data: &SportData, p: &PropLine) -> bool {
        if !VENUES[p.venue].on_board || self.book.is_some_and(|b| b != p.venue) {
            return false;
        }
        if self
            .player_num
            .is_some_and(|id| data.players[p.player].num_id != id)
        {
            return false;
        }
        if self.market.is_none() && self.market_contains.is_none() {
            return true;
        }
        let st = data.info.markets[p.market].stat_type(data.info);
        self.market.as_ref().is_none_or(|m| *m == st)
            && self
                .market_contains
                .as_ref()
                .is_none_or(|m| st.contains(m.as_str()))
    }
}

/// `GET /v6/esports/{sport}/props`.
pub(super) fn props(c: &Ctx, data: &SportData) -> Reply {
    let f = PropFilter::from(c)?;
    let mut rows = Vec::new();
    for p in data.props.iter().filter(|p| f.keep(data, p)) {
        rows_of(data, p, &mut rows);
    }
    let resp = PropsResponse {
        source: SOURCE.into(),
        sport: data.info.slug.into(),
        total: rows.len() as u64,
        props: rows,
    };
    if !super::board_pages::wanted(c) {
        return json(&resp);
    }
    let v = serde_json::to_value(resp).unwrap_or_default();
    super::board_pages::envelope(c, v, "all", "fetched_at")
}

/// `GET /v6/esports/{sport}/player-props`.
pub(super) fn player_props(c: &Ctx, data: &SportData) -> Reply {
    let f = PropFilter::from(c)?;
    let board = c.choice("board", &["all", "dfs", "main"], "all")?;
    let player_q = c.get("player").map(str::to_ascii_lowercase);
    let canonical = c.get("canonical_player_id");
    let event = c.get("event_id");
    let with_lines = c.boolean("include_event_lines", false)?;
    let mut groups: Vec<PlayerPropGroup> = Vec::new();
    let mut keys: Vec<(usize, usize, usize)> = Vec::new();
    let mut rows = Vec::new();
    for p in data.props.iter().filter(|p| f.keep(data, p)) {
        let is_main = VENUES[p.venue].kind == VenueKind::Sportsbook;
        if (board == "dfs" && is_main) || (board == "main" && !is_main) {
            continue;
        }
        let pl = &data.players[p.player];
        let m = &data.matches[p.match_idx];
        if player_q.as_ref().is_some_and(|q| {
            !pl.nickname.to_ascii_lowercase().contains(q.as_str()) && !pl.slug.contains(q.as_str())
        }) || canonical.is_some_and(|cid| cid != pl.id)
            || event.is_some_and(|e| e != m.event_id)
        {
            continue;
        }
        let start = rows.len();
        rows_of(data, p, &mut rows);
        let key = (p.player, p.market, p.match_idx);
        let gi = if let Some(i) = keys.iter().rposition(|k| *k == key) {
            i
        } else {
            keys.push(key);
            groups.push(new_group(&rows[start], pl, m));
            groups.len() - 1
        };
        for r in &rows[start..] {
            let entry = PropEntry {
                book_name: r.book_name.clone(),
                sportsbook_name: VENUES[p.venue].key.into(),
                line: r.line,
                direction: r.direction.clone(),
                stat_type: r.stat_type.clone(),
                odds: r.odds,
            };
            if is_main {
                groups[gi].main.push(entry);
            } else {
                groups[gi].dfs.push(entry);
            }
        }
    }
    let event_lines = if with_lines {
        let mut ids: Vec<&str> = groups.iter().map(|g| g.event_id.as_str()).collect();
        ids.sort_unstable();
        ids.dedup();
        Some(super::lines::events_for(data, &ids, 1.5))
    } else {
        None
    };
    let resp = PlayerPropsResponse {
        source: SOURCE.into(),
        sport: data.info.slug.into(),
        board: board.clone(),
        total_groups: groups.len() as u64,
        total: rows.len() as u64,
        groups,
        props: rows,
        event_lines,
    };
    if !super::board_pages::wanted(c) {
        return json(&resp);
    }
    let v = serde_json::to_value(resp).unwrap_or_default();
    super::board_pages::envelope(c, v, &board, "generated_at")
}

/// An empty group of a player's prop on one market of one series, named from its first row.
fn new_group(r: &PropRow, pl: &Player, m: &Match) -> PlayerPropGroup {
    PlayerPropGroup {
        player_name: r.player_name.clone(),
        player_id: pl.num_id,
        canonical_player_id: pl.id.clone(),
        stat_type: r.stat_type.clone(),
        event_id: m.event_id.clone(),
        team: r.team.clone(),
        opponent: r.opponent.clone(),
        event_time: r.event_time.clone(),
        dfs: Vec::new(),
        main: Vec::new(),
    }
}

/// `GET /v6/esports/{sport}/gaps`: line gaps across the eight DFS venues, via the odds engine.
pub(super) fn gaps(c: &Ctx, data: &SportData) -> Reply {
    let min_gap = c.float("min_gap", 0.5, 0.0, 1000.0)?;
    let (limit, offset) = c.page(100, 500)?;
    let player_q = c.get("player").map(str::to_ascii_lowercase);
    let market_q = c.get("market").map(str::to_ascii_lowercase);
    let contains = c.get("market_contains").map(str::to_ascii_uppercase);
    let book = match c.get("book") {
        None => None,
        Some(raw) => match venue_by_key(raw) {
            Some(v) if VENUES[v].kind == VenueKind::Dfs => Some(VENUES[v].key),
            _ => {
                let keys: Vec<&str> = VENUES
                    .iter()
                    .filter(|v| v.kind == VenueKind::Dfs)
                    .map(|v| v.key)
                    .collect();
                return Err(ApiError::invalid(format!(
                    "book must be one of {}, got '{raw}'",
                    keys.join(", ")
                )));
            }
        },
    };
    let all = cached_gaps(data, min_gap);
    let filtered: Vec<&GapRow> = all
        .iter()
        .filter(|g| {
            player_q.as_ref().is_none_or(|q| {
                g.player_name.to_ascii_lowercase().contains(q.as_str())
                    || g.player_id.contains(q.as_str())
            }) && market_q.as_ref().is_none_or(|m| {
                g.market.eq_ignore_ascii_case(m) || g.stat_type.eq_ignore_ascii_case(m)
            }) && contains
                .as_ref()
                .is_none_or(|m| g.stat_type.contains(m.as_str()))
                && book.is_none_or(|b| g.books.iter().any(|x| x.book == b))
        })
        .collect();
    let total = filtered.len();
    let page: Vec<GapRow> = filtered
        .into_iter()
        .skip(offset)
        .take(limit)
        .cloned()
        .collect();
    json(&GapsResponse {
        source: SOURCE.into(),
        sport: data.info.slug.into(),
        min_gap,
        total: total as u64,
        returned: page.len() as u64,
        offset: offset as u64,
        limit: limit as u64,
        has_more: offset + page.len() < total,
        gaps: page,
    })
}
