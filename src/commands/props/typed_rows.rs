//! The rows `props` prints, as typed structs (`output::typed`): the flat board's posted
//! prop sides and the grouped board's player/stat/event groups, with what esx derives for
//! a group (the DFS lines side by side, their spread, the sportsbook's no-vig) and the
//! lines as served beside the models that read them as `f64`.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::{Number, Value};

use crate::output::fmt::num_text;
use crate::output::num::Exact;
use crate::output::typed::row_fields;
use crate::output::{Column, Kind, Tier, TypedView};
use esx_proto::models::{PlayerPropGroup, PropEntry, PropRow};

/// The flat board as printed: the rows shown and the JSON.
pub(super) struct Flat {
    pub(super) doc: Value,
    pub(super) rows: Vec<FlatRow>,
    pub(super) note: String,
}

impl Flat {
    pub(super) fn view(&self) -> TypedView<'_, FlatRow> {
        TypedView::new(&self.doc, &self.rows, flat_columns())
            .empty_message(
                "no props match (check --book, --market, --market-contains, --player-id, --team, --starts-within)",
            )
            .note(self.note.clone())
    }
}

/// One posted prop side (fields in the columns' order): the model's text and ids, the
/// line as served, esx's no-vig probability.
#[derive(Serialize)]
pub(super) struct FlatRow {
    pub(super) player_name: String,
    pub(super) team: String,
    pub(super) opponent: String,
    pub(super) stat_type: String,
    pub(super) line: Option<Number>,
    pub(super) direction: String,
    /// A DFS pick'em row has no price (and so no no-vig probability).
    pub(super) odds: Option<i64>,
    pub(super) no_vig_prob: Option<Exact>,
    pub(super) book_name: String,
    pub(super) event_time: String,
    pub(super) prop_id: String,
    pub(super) event_id: String,
    pub(super) offer_id: String,
}

row_fields!(FlatRow; player_name, team, opponent, stat_type, line, direction, odds, no_vig_prob,
    book_name, event_time, prop_id, event_id, offer_id);

impl FlatRow {
    pub(super) fn of(p: &PropRow, served: Option<&ServedLine>, fair: Option<f64>) -> Self {
        Self {
            player_name: p.player_name.clone(),
            team: p.team.clone(),
            opponent: p.opponent.clone(),
            stat_type: p.stat_type.clone(),
            line: served.and_then(|s| s.line.clone()),
            direction: p.direction.clone(),
            odds: p.odds,
            no_vig_prob: fair.map(Exact),
            book_name: p.book_name.clone(),
            event_time: p.event_time.clone(),
            prop_id: p.prop_id.clone(),
            event_id: p.event_id.clone(),
            offer_id: p.offer_id.clone(),
        }
    }
}

pub(super) fn flat_columns() -> Vec<Column> {
    use Tier::{ActOn, Context, Identity};
    // Tiers (settled point 6): the player and stat name the prop; its line, side, venue,
    // price, no-vig and start are what a bettor acts on (never dropped at 80 columns);
    // the teams are context (START tells a player's two matches apart).
    vec![
        Column::path("PLAYER", "player_name")
            .rank(0)
            .in_tier(Identity),
        Column::path("TEAM", "team").rank(4).in_tier(Context),
        Column::path("OPP", "opponent").rank(5).in_tier(Context),
        Column::path("STAT", "stat_type").csv_only(),
        crate::output::view::stat_label("STAT", "stat_type").in_tier(Identity),
        Column::path("LINE", "line")
            .kind(Kind::Line)
            .rank(0)
            .in_tier(ActOn),
        Column::path("SIDE", "direction").rank(0).in_tier(ActOn),
        Column::path("ODDS", "odds")
            .kind(Kind::American)
            .rank(1)
            .in_tier(ActOn),
        Column::path("NO-VIG", "no_vig_prob")
            .kind(Kind::Prob)
            .rank(1)
            .in_tier(ActOn),
        Column::path("VENUE", "book_name").rank(2).in_tier(ActOn),
        Column::path("START", "event_time")
            .kind(Kind::Time)
            .rank(3)
            .in_tier(ActOn),
        Column::path("propId", "prop_id").csv_only(),
        Column::path("eventId", "event_id").csv_only(),
        Column::path("offerId", "offer_id").csv_only(),
    ]
}

/// A line as served, beside the model that reads it as `f64`: a flat row's, or a
/// sportsbook entry's in a group.
#[derive(Debug, Default, Deserialize)]
pub(super) struct ServedLine {
    #[serde(default, deserialize_with = "esx_proto::served::opt_number")]
    line: Option<Number>,
}

/// The flat board's lines as served, row for row with the model's.
#[derive(Debug, Default, Deserialize)]
pub(super) struct ServedProps {
    #[serde(default)]
    pub(super) props: Vec<ServedLine>,
}

/// A grouped board's sportsbook lines as served, group for group with the model's.
#[derive(Debug, Default, Deserialize)]
pub(super) struct ServedGroups {
    #[serde(default)]
    pub(super) groups: Vec<ServedGroup>,
}

#[derive(Debug, Default, Deserialize)]
pub(super) struct ServedGroup {
    #[serde(default)]
    main: Vec<ServedLine>,
}

/// What esx derives for one group, from its typed entries.
#[derive(Debug, Default, PartialEq)]
pub(super) struct GroupFacts {
    /// `(venue, line)` of the DFS entries, one per venue (see [`dfs_pairs`]).
    pairs: Vec<(String, f64)>,
    /// Every DFS entry's finite line (both sides), for the spread.
    dfs_lines: Vec<f64>,
    /// Index in `main[]` of the sportsbook's over entry (else its first entry).
    main_line: Option<usize>,
    /// Indexes in `main[]` of the over and the under entries.
    over: Option<usize>,
    under: Option<usize>,
}

impl GroupFacts {
    pub(super) fn of(g: &PlayerPropGroup) -> Self {
        let side = |over: bool| g.main.iter().position(|e| is_over(&e.direction) == over);
        let over = side(true);
        Self {
            pairs: dfs_pairs(&g.dfs),
            dfs_lines: g
                .dfs
                .iter()
                .map(|e| e.line)
                .filter(|l| l.is_finite())
                .collect(),
            main_line: over.or(if g.main.is_empty() { None } else { Some(0) }),
            over,
            under: side(false),
        }
    }

    /// The group's `esx` object: `{dfs_min, dfs_max, spread, no_vig_over}`.
    pub(super) fn esx(&self, g: &PlayerPropGroup) -> GroupEsx {
        let odds = |i: Option<usize>| {
            i.and_then(|i| g.main.get(i))
                .and_then(|e| e.odds)
                .and_then(|o| esx_odds::price::american_to_probability(o as f64).ok())
        };
        let no_vig_over = match (odds(self.over), odds(self.under)) {
            (Some(o), Some(u)) => {
                esx_odds::devig::devig(&[o, u], esx_odds::devig::DevigMethod::Multiplicative)
                    .ok()
                    .map(|d| d.probabilities[0])
            }
            _ => None,
        };
        let lines = self.dfs_lines.iter().copied();
        let min = lines.clone().reduce(f64::min);
        let max = lines.reduce(f64::max);
        let spread = match (min, max) {
            (Some(lo), Some(hi)) => Some(esx_odds::gaps::line_difference(hi, lo)),
            _ => None,
        };
        GroupEsx {
            dfs_min: min.map(Exact),
            dfs_max: max.map(Exact),
            spread: spread.map(Exact),
            no_vig_over: no_vig_over.map(Exact),
        }
    }
}

/// What esx adds to a group under `esx` (its JSON and the row's figures).
#[derive(Debug, Clone, Copy, Serialize)]
pub(super) struct GroupEsx {
    pub(super) dfs_min: Option<Exact>,
    pub(super) dfs_max: Option<Exact>,
    pub(super) spread: Option<Exact>,
    pub(super) no_vig_over: Option<Exact>,
}

/// The grouped board as printed: the rows shown and the JSON.
pub(super) struct Grouped {
    pub(super) doc: Value,
    pub(super) rows: Vec<GroupRow>,
    pub(super) note: String,
}

impl Grouped {
    pub(super) fn view(&self) -> TypedView<'_, GroupRow> {
        TypedView::new(&self.doc, &self.rows, grouped_columns())
            .empty_message("no player props match the filters")
            .note(self.note.clone())
    }
}

/// One group's row (fields in the columns' order): the model's text and ids, esx's
/// summary of the DFS lines and figures, the sportsbook's line as served and its odds.
#[derive(Serialize)]
pub(super) struct GroupRow {
    pub(super) player_name: String,
    pub(super) team: String,
    pub(super) stat_type: String,
    /// The DFS lines summarised for the table (`22 v1 · 23.5 v2`, see [`line_summary`]).
    pub(super) dfs_lines: String,
    pub(super) spread: Option<Exact>,
    pub(super) book_line: Option<Number>,
    pub(super) over_odds: Option<i64>,
    pub(super) under_odds: Option<i64>,
    pub(super) no_vig_over: Option<Exact>,
    pub(super) event_time: String,
    pub(super) opponent: String,
    /// Every DFS line with its venue (`v1:22;v2:23.5`), for CSV.
    pub(super) dfs_lines_2: String,
    pub(super) player_id: i64,
    pub(super) canonical_player_id: String,
    pub(super) event_id: String,
}

row_fields!(GroupRow; player_name, team, stat_type, dfs_lines, spread, book_line, over_odds,
    under_odds, no_vig_over, event_time, opponent, dfs_lines_2, player_id, canonical_player_id,
    event_id);

impl GroupRow {
    pub(super) fn of(
        g: &PlayerPropGroup,
        f: &GroupFacts,
        esx: &GroupEsx,
        served: Option<&ServedGroup>,
    ) -> Self {
        let odds = |i: Option<usize>| i.and_then(|i| g.main.get(i)).and_then(|e| e.odds);
        Self {
            player_name: g.player_name.clone(),
            team: g.team.clone(),
            stat_type: g.stat_type.clone(),
            dfs_lines: line_summary(&f.pairs),
            spread: esx.spread,
            book_line: f.main_line.and_then(|i| served?.main.get(i)?.line.clone()),
            over_odds: odds(f.over),
            under_odds: odds(f.under),
            no_vig_over: esx.no_vig_over,
            event_time: g.event_time.clone(),
            opponent: g.opponent.clone(),
            dfs_lines_2: f
                .pairs
                .iter()
                .map(|(k, l)| format!("{k}:{}", num_text(*l)))
                .collect::<Vec<_>>()
                .join(";"),
            player_id: g.player_id,
            canonical_player_id: g.canonical_player_id.clone(),
            event_id: g.event_id.clone(),
        }
    }
}

pub(super) fn grouped_columns() -> Vec<Column> {
    use Tier::{ActOn, Context, Identity};
    // Tiers: the player, the stat and the DFS lines with their venues name the group
    // (DFS LINES, the widest, wraps on a terminal rather than drop); the sportsbook's
    // line, its no-vig and the start are acted on; the spread (max − min of DFS LINES),
    // the two American prices behind P(OVER) and the team are context.
    vec![
        Column::path("PLAYER", "player_name")
            .rank(0)
            .in_tier(Identity),
        Column::path("TEAM", "team").rank(5).in_tier(Context),
        Column::path("STAT", "stat_type").csv_only(),
        crate::output::view::stat_label("STAT", "stat_type").in_tier(Identity),
        Column::path("DFS LINES", "dfs_lines")
            .rank(1)
            .in_tier(Identity),
        Column::path("SPREAD", "spread")
            .kind(Kind::Line)
            .rank(1)
            .in_tier(Context),
        Column::path("BOOK LINE", "book_line")
            .kind(Kind::Line)
            .rank(2)
            .in_tier(ActOn),
        Column::path("OVER", "over_odds")
            .kind(Kind::American)
            .rank(2)
            .in_tier(Context),
        Column::path("UNDER", "under_odds")
            .kind(Kind::American)
            .rank(3)
            .in_tier(Context),
        Column::path("P(OVER)", "no_vig_over")
            .kind(Kind::Prob)
            .rank(2)
            .in_tier(ActOn),
        Column::path("START", "event_time")
            .kind(Kind::Time)
            .rank(4)
            .in_tier(ActOn),
        Column::path("opponent", "opponent").csv_only(),
        // The same key as DFS LINES' in the `View` form gave it `_2`: kept.
        Column::path("dfs_lines", "dfs_lines_2").csv_only(),
        Column::path("player_id", "player_id").csv_only(),
        Column::path("canonical_player_id", "canonical_player_id").csv_only(),
        Column::path("event_id", "event_id").csv_only(),
    ]
}

/// `(venue, line)` of a group's DFS entries, one per venue (over/higher preferred; the
/// venue is its key, else its display name), non-finite lines left out, sorted by line
/// then venue.
fn dfs_pairs(dfs: &[PropEntry]) -> Vec<(String, f64)> {
    let mut per_venue: BTreeMap<&str, &PropEntry> = BTreeMap::new();
    for e in dfs {
        let venue = if e.sportsbook_name.is_empty() {
            e.book_name.as_str()
        } else {
            e.sportsbook_name.as_str()
        };
        if is_over(&e.direction) || !per_venue.contains_key(venue) {
            per_venue.insert(venue, e);
        }
    }
    let mut pairs: Vec<(String, f64)> = per_venue
        .into_iter()
        .filter(|(_, e)| e.line.is_finite())
        .map(|(k, e)| (k.to_string(), e.line))
        .collect();
    pairs.sort_by(|a, b| a.1.total_cmp(&b.1).then_with(|| a.0.cmp(&b.0)));
    pairs
}

/// Venues' lines summarised by line, lowest first: a line one venue posts shows that
/// venue (`22 sleeper`), a line several post shows their count (`22.5 ×3`); joined
/// by ` · `. Keeps a table cell short however many venues agree.
#[must_use]
pub(super) fn line_summary(pairs: &[(String, f64)]) -> String {
    let mut sorted: Vec<&(String, f64)> = pairs.iter().collect();
    sorted.sort_by(|a, b| a.1.total_cmp(&b.1).then_with(|| a.0.cmp(&b.0)));
    let mut parts: Vec<String> = Vec::new();
    let mut i = 0;
    while i < sorted.len() {
        let line = sorted[i].1;
        let same = sorted[i..].iter().take_while(|p| p.1 == line).count();
        parts.push(if same == 1 {
            format!("{} {}", num_text(line), sorted[i].0)
        } else {
            format!("{} ×{same}", num_text(line))
        });
        i += same;
    }
    parts.join(" · ")
}

/// Over-type directions (DFS venues say `higher`).
#[must_use]
fn is_over(direction: &str) -> bool {
    matches!(
        direction.trim().to_ascii_lowercase().as_str(),
        "over" | "higher" | "more"
    )
}
