//! `esx dvr`: defense-vs-role tables (dota2, valorant) — the league table and one team's
//! table — flattened to one row per team, role and stat, filtered and sorted in esx.
//!
//! The spec does not show the envelope; esx decodes what the simulator serves
//! (`esx_proto::models::{DvrLeagueResponse, DvrTeamResponse}`), filters and sorts on
//! those models, prints typed rows (the stat figures as served), and falls back to
//! [`View::generic`] for any other shape.

use crate::cli::SportArg;
use std::cmp::Ordering;

use serde::{Deserialize, Serialize};
use serde_json::{Number, Value};

use crate::error::EsxError;
use crate::output::typed::row_fields;
use crate::output::view::lookup;
use crate::output::{Column, Format, Kind, TypedView, View};
use crate::rows;
use esx_proto::models::{DvrLeagueResponse, DvrTeam, DvrTeamResponse};
use esx_proto::routes::{self, Query};

use crate::context::Context;

const EXAMPLES: &str = "\
Examples:
  esx dvr dota2                               # who allows the most fantasy points, per lane
  esx dvr valorant --role duelist --stat kills --sort allowed
  esx dvr dota2 --window last_50 --stat last_hits
  esx dvr dota2 --team \"Obsidian Ravens\" --window last_20
  esx dvr valorant --team \"Ember Foxes\" --json

A team without a table prints its reason (and map count) and exits 0; a team the service
has never seen exits 5.";

/// Maps per team the table averages over.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum Window {
    #[value(name = "last_10")]
    Last10,
    #[value(name = "last_20")]
    Last20,
    #[value(name = "last_50")]
    Last50,
}

impl Window {
    fn as_str(self) -> &'static str {
        match self {
            Self::Last10 => "last_10",
            Self::Last20 => "last_20",
            Self::Last50 => "last_50",
        }
    }
}

/// The stats a table carries (last hits: dota2; first kills: valorant).
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum Stat {
    Kills,
    Deaths,
    Assists,
    #[value(name = "last_hits")]
    LastHits,
    #[value(name = "first_kills")]
    FirstKills,
    #[value(name = "fantasy_points")]
    FantasyPoints,
}

impl Stat {
    fn as_str(self) -> &'static str {
        match self {
            Self::Kills => "kills",
            Self::Deaths => "deaths",
            Self::Assists => "assists",
            Self::LastHits => "last_hits",
            Self::FirstKills => "first_kills",
            Self::FantasyPoints => "fantasy_points",
        }
    }
}

/// Row order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum Sort {
    /// Rank ascending (1 = allows the most), then team
    Rank,
    /// Average allowed, highest first
    Allowed,
    /// Against the league average, highest first
    #[value(name = "vs_league", alias = "vs-league")]
    VsLeague,
    /// Team name A–Z
    Team,
}

#[derive(Debug, Clone, clap::Args)]
#[command(after_help = EXAMPLES)]
pub(crate) struct Args {
    #[command(flatten)]
    pub(crate) sport: SportArg,
    /// One team's table: team id, slug, name or numeric source id
    #[arg(long, value_name = "TEAM")]
    pub(crate) team: Option<String>,
    /// Maps per team [service default: last_20]
    #[arg(long, value_enum, value_name = "WINDOW")]
    pub(crate) window: Option<Window>,
    /// Only this role: dota2 safe|mid|off (lanes); valorant duelist|initiator|controller|sentinel
    #[arg(long, value_name = "ROLE")]
    pub(crate) role: Option<String>,
    /// Only this stat [league table default: fantasy_points; --team: every stat]
    #[arg(long, value_enum, value_name = "STAT")]
    pub(crate) stat: Option<Stat>,
    /// Row order
    #[arg(long, value_enum, default_value = "rank")]
    pub(crate) sort: Sort,
}

pub(crate) fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    let out = ctx.output(Format::Table);
    match fetch(ctx, args)? {
        Shown::Table(t) => out.emit_typed(t.view(), || {}),
        Shown::Generic(v) => out.emit(&v),
    }
}

/// What `dvr` prints: its table of typed rows, or an answer of a shape esx does not
/// model as the generic view prints it.
enum Shown {
    Table(Table),
    Generic(View),
}

/// The rows shown and the JSON printed (the answer reduced to the rows shown).
struct Table {
    doc: Value,
    rows: Vec<DvrRow>,
    /// The league table (a row per team): with the team's name and map count.
    with_team: bool,
    notes: Vec<String>,
    empty: String,
}

impl Table {
    fn view(&self) -> TypedView<'_, DvrRow> {
        let mut v = TypedView::new(&self.doc, &self.rows, columns(self.with_team))
            .empty_message(self.empty.clone());
        v.notes.clone_from(&self.notes);
        v
    }
}

/// One shown row: a stat of a role of a team (fields in the columns' order). Names and
/// counts from the model; the figures as served (`Number` keeps their text).
#[derive(Serialize)]
struct DvrRow {
    /// The league table's only (`None`: left out).
    #[serde(skip_serializing_if = "Option::is_none")]
    team: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    maps: Option<u64>,
    role: String,
    stat: String,
    allowed: Option<Number>,
    league_avg: Option<Number>,
    vs_league: Option<Number>,
    rank: Option<u32>,
    n: u64,
    team_id: String,
}

row_fields!(DvrRow; team, maps, role, stat, allowed, league_avg, vs_league, rank, n, team_id);

/// The figures of a team's stats as served, in the model's order (decoded beside the
/// model, whose `f64` would print a served `5.50` as `5.5`).
#[derive(Debug, Default, Deserialize)]
struct ServedTeam {
    #[serde(default)]
    roles: Vec<ServedRole>,
}

#[derive(Debug, Default, Deserialize)]
struct ServedRole {
    #[serde(default)]
    stats: Vec<ServedFigures>,
}

#[derive(Debug, Default, Deserialize)]
struct ServedFigures {
    #[serde(default, deserialize_with = "esx_proto::served::opt_number")]
    allowed: Option<Number>,
    #[serde(default, deserialize_with = "esx_proto::served::opt_number")]
    league_avg: Option<Number>,
    #[serde(default, deserialize_with = "esx_proto::served::opt_number")]
    vs_league: Option<Number>,
}

/// The league answer's teams' figures as served.
#[derive(Debug, Default, Deserialize)]
struct ServedLeague {
    #[serde(default)]
    teams: Vec<ServedTeam>,
}

/// The roles of a sport, as the service names them.
fn roles_of(sport: &str) -> &'static [&'static str] {
    if sport == "dota2" {
        &["Safe Lane", "Mid Lane", "Off Lane"]
    } else {
        &["Duelist", "Initiator", "Controller", "Sentinel"]
    }
}

fn norm(s: &str) -> String {
    s.trim().to_ascii_lowercase().replace([' ', '-'], "_")
}

/// `--role` checked against the sport's roles (`safe`, `safe_lane`, `Safe Lane` all
/// name the same lane); the service's spelling is returned.
fn check_role(sport: &str, role: &str) -> Result<&'static str, EsxError> {
    let want = norm(role);
    roles_of(sport)
        .iter()
        .find(|r| {
            let n = norm(r);
            n == want || n.strip_suffix("_lane") == Some(want.as_str())
        })
        .copied()
        .ok_or_else(|| {
            EsxError::usage(format!(
                "unknown role `{role}` for {sport}; valid: {}",
                roles_of(sport)
                    .iter()
                    .map(|r| norm(r).trim_end_matches("_lane").to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            ))
        })
}

fn check_stat(sport: &str, stat: Stat) -> Result<(), EsxError> {
    match (sport, stat) {
        ("valorant", Stat::LastHits) => Err(EsxError::usage(
            "--stat last_hits is a dota2 stat; valorant has first_kills",
        )),
        ("dota2", Stat::FirstKills) => Err(EsxError::usage(
            "--stat first_kills is a valorant stat; dota2 has last_hits",
        )),
        _ => Ok(()),
    }
}

/// What to keep and how to order it.
struct Filter {
    role: Option<&'static str>,
    stat: Option<&'static str>,
    sort: Sort,
}

impl Filter {
    fn keeps_role(&self, role: &str) -> bool {
        self.role.is_none_or(|want| norm(want) == norm(role))
    }

    fn keeps_stat(&self, stat: &str) -> bool {
        self.stat.is_none_or(|want| want == norm(stat))
    }
}

/// Fetch once and build what to print. Flags are validated before any request.
fn fetch(ctx: &Context, args: &Args) -> anyhow::Result<Shown> {
    let sport = ctx.sport()?;
    let role = args
        .role
        .as_deref()
        .map(|r| check_role(&sport, r))
        .transpose()?;
    if let Some(s) = args.stat {
        check_stat(&sport, s)?;
    }
    let query = Query::new().opt("window", args.window.map(Window::as_str));
    let client = ctx.client()?;
    if let Some(team) = &args.team {
        // The route `--team` selected when the command declared its sports.
        let path = ctx.route()?.path(&[&sport, team]);
        let data = client.get_json(&path, query.pairs()).map_err(|e| match e {
            // The service's own detail stays; esx adds what it means and what to try.
            e if e.kind() == crate::error::ErrorKind::NotFound => e.with_hint(format!(
                "try team `{team}`'s id or slug (`esx dvr {sport}` lists the teams)"
            )),
            other => other,
        })?;
        let filter = Filter {
            role,
            stat: args.stat.map(Stat::as_str),
            sort: args.sort,
        };
        Ok(team_view(data, &filter))
    } else {
        let data = client.get_json(&ctx.route()?.path(&[&sport]), query.pairs())?;
        let filter = Filter {
            role,
            stat: Some(args.stat.unwrap_or(Stat::FantasyPoints).as_str()),
            sort: args.sort,
        };
        Ok(league_view(data, &filter))
    }
}

fn columns(with_team: bool) -> Vec<Column> {
    let mut cols = Vec::new();
    if with_team {
        cols.push(Column::path("TEAM", "team").rank(0));
        cols.push(Column::path("MAPS", "maps").kind(Kind::Line).rank(4));
    }
    cols.extend([
        Column::path("ROLE", "role").rank(0),
        Column::path("STAT", "stat").rank(2),
        Column::path("ALLOWED", "allowed")
            .kind(Kind::Num(2))
            .rank(0),
        Column::path("LEAGUE", "league_avg")
            .kind(Kind::Num(2))
            .rank(3),
        Column::path("VS LEAGUE", "vs_league")
            .kind(Kind::Num(2))
            .rank(1),
        Column::path("RANK", "rank").kind(Kind::Line).rank(1),
        Column::path("N", "n").kind(Kind::Line).rank(5),
        Column::path("team_id", "team_id").csv_only(),
    ]);
    cols
}

/// One shown row: a stat of a role of a team, by index into the typed answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Hit {
    team: usize,
    role: usize,
    stat: usize,
}

/// The (role, stat) pairs of team `ti` that the filter keeps.
fn team_hits(ti: usize, team: &DvrTeam, f: &Filter) -> Vec<Hit> {
    let mut out = Vec::new();
    for (ri, r) in team.roles.iter().enumerate() {
        if !f.keeps_role(&r.role) {
            continue;
        }
        for (si, s) in r.stats.iter().enumerate() {
            if f.keeps_stat(&s.stat) {
                out.push(Hit {
                    team: ti,
                    role: ri,
                    stat: si,
                });
            }
        }
    }
    out
}

/// Orders hits by the `--sort` key; ties by team, role, stat. Missing numbers sort last.
fn sort_hits(hits: &mut [Hit], teams: &[&DvrTeam], sort: Sort) {
    let by_num = |a: Option<f64>, b: Option<f64>, desc: bool| match (a, b) {
        (None, None) => Ordering::Equal,
        (None, Some(_)) => Ordering::Greater,
        (Some(_), None) => Ordering::Less,
        (Some(a), Some(b)) if desc => b.total_cmp(&a),
        (Some(a), Some(b)) => a.total_cmp(&b),
    };
    let role = |h: &Hit| &teams[h.team].roles[h.role];
    let stat = |h: &Hit| &role(h).stats[h.stat];
    hits.sort_by(|a, b| {
        let (sa, sb) = (stat(a), stat(b));
        let first = match sort {
            Sort::Rank => by_num(sa.rank.map(f64::from), sb.rank.map(f64::from), false),
            Sort::Allowed => by_num(sa.allowed, sb.allowed, true),
            Sort::VsLeague => by_num(sa.vs_league, sb.vs_league, true),
            Sort::Team => Ordering::Equal,
        };
        first
            .then_with(|| {
                teams[a.team]
                    .team
                    .to_lowercase()
                    .cmp(&teams[b.team].team.to_lowercase())
            })
            .then_with(|| role(a).role.cmp(&role(b).role))
            .then_with(|| sa.stat.cmp(&sb.stat))
    });
}

/// A table row: the team's name, id and map count, the role and the stat from the
/// model, the figures as served (`served`: the team's figures).
fn display_row(team: &DvrTeam, served: &ServedTeam, h: Hit, with_team: bool) -> DvrRow {
    let role = &team.roles[h.role];
    let stat = &role.stats[h.stat];
    let figures = served.roles.get(h.role).and_then(|r| r.stats.get(h.stat));
    let figure = |f: fn(&ServedFigures) -> &Option<Number>| figures.and_then(|s| f(s).clone());
    DvrRow {
        team: with_team.then(|| team.team.clone()),
        maps: with_team.then_some(team.maps),
        role: role.role.clone(),
        stat: stat.stat.clone(),
        allowed: figure(|s| &s.allowed),
        league_avg: figure(|s| &s.league_avg),
        vs_league: figure(|s| &s.vs_league),
        rank: stat.rank,
        n: stat.n,
        team_id: team.team_id.clone(),
    }
}

/// The raw team object reduced to the roles and stats the filter keeps (JSON shows
/// what the table shows; everything else about the team stays as served).
fn reduce_team(team: &DvrTeam, raw_team: &Value, f: &Filter) -> Value {
    let mut t = raw_team.clone();
    let kept_roles: Vec<usize> = (0..team.roles.len())
        .filter(|&ri| f.keeps_role(&team.roles[ri].role))
        .collect();
    rows::keep(&mut t, "roles", &kept_roles);
    if let Some(roles) = rows::raw_mut(&mut t, "roles") {
        for (raw_role, &ri) in roles.iter_mut().zip(&kept_roles) {
            let stats = &team.roles[ri].stats;
            let kept: Vec<usize> = (0..stats.len())
                .filter(|&si| f.keeps_stat(&stats[si].stat))
                .collect();
            rows::keep(raw_role, "stats", &kept);
        }
    }
    t
}

/// "insufficient_maps (3 maps in last_20; a table needs at least 5)" or "inactive".
fn unavailable_reason(team: &DvrTeam, window: &str) -> String {
    let reason = team.reason.as_deref().unwrap_or("no reason given");
    if reason == "insufficient_maps" {
        let m = team.maps;
        format!(
            "{reason} ({} in {window}; a table needs at least 5)",
            crate::output::fmt::count(usize::try_from(m).unwrap_or(usize::MAX), "map")
        )
    } else {
        reason.to_string()
    }
}

/// The league table: rows of every team with a table, for the filter's stat (and
/// role); JSON keeps the envelope with `teams[]` reduced to the teams, roles and stats
/// shown, in the order shown. NDJSON prints one reduced team object per line.
///
/// The spec does not show the envelope: an answer that is not the simulator's shape is
/// printed faithfully by the generic view.
fn league_view(data: Value, f: &Filter) -> Shown {
    let Ok(league) = DvrLeagueResponse::deserialize(&data) else {
        return Shown::Generic(View::generic(data));
    };
    let served = ServedLeague::deserialize(&data).unwrap_or_default();
    let raw_teams = rows::raw(&data, "teams");
    let window = league.window.as_str();
    let teams: Vec<&DvrTeam> = league.teams.iter().collect();
    let mut hits = Vec::new();
    let mut without: Vec<String> = Vec::new();
    for (ti, t) in teams.iter().enumerate() {
        if t.available {
            hits.extend(team_hits(ti, t, f));
        } else {
            without.push(format!("{} ({})", t.team, unavailable_reason(t, window)));
        }
    }
    sort_hits(&mut hits, &teams, f.sort);
    let mut order: Vec<usize> = Vec::new();
    for h in &hits {
        if !order.contains(&h.team) {
            order.push(h.team);
        }
    }
    let reduced: Vec<Value> = order
        .iter()
        .filter_map(|&ti| Some(reduce_team(teams[ti], raw_teams.get(ti)?, f)))
        .collect();
    let none = ServedTeam::default();
    let table: Vec<DvrRow> = hits
        .iter()
        .map(|&h| {
            display_row(
                teams[h.team],
                served.teams.get(h.team).unwrap_or(&none),
                h,
                true,
            )
        })
        .collect();
    let mut env = data.clone();
    if let Some(slot) = rows::raw_mut(&mut env, "teams") {
        *slot = reduced;
    }
    let mut notes = vec![format!(
        "defense vs role, {} — {}{}; rank 1 = allows the most",
        league.sport,
        if window.is_empty() { "league" } else { window },
        f.stat.map(|s| format!(", {s}")).unwrap_or_default()
    )];
    if !without.is_empty() {
        notes.push(format!(
            "{} without a table: {}",
            crate::output::fmt::count(without.len(), "team"),
            without.join(", ")
        ));
    }
    Shown::Table(Table {
        doc: env,
        rows: table,
        with_team: true,
        notes,
        empty: "no team has a table for this window, role and stat".into(),
    })
}

/// One team's table (rows per role and stat), or its reason when it has none. The
/// answer is the simulator's envelope (`{..., team: {...}}`) or a bare team object;
/// anything else is printed faithfully by the generic view (the envelope is not shown).
fn team_view(data: Value, f: &Filter) -> Shown {
    let (team, window, enveloped) = if let Ok(r) = DvrTeamResponse::deserialize(&data) {
        let w = if r.window.is_empty() {
            r.team.window.clone()
        } else {
            r.window
        };
        (r.team, w, true)
    } else if let Ok(t) = DvrTeam::deserialize(&data) {
        let w = t.window.clone();
        (t, w, false)
    } else {
        return Shown::Generic(View::generic(data));
    };
    let raw_team = if enveloped {
        lookup(&data, "team").cloned().unwrap_or(Value::Null)
    } else {
        data.clone()
    };
    if !team.available {
        let line = format!(
            "{} has no defense-vs-role table in {}: {}",
            team.team,
            if window.is_empty() {
                "this window"
            } else {
                &window
            },
            unavailable_reason(&team, &window)
        );
        return Shown::Table(Table {
            doc: data,
            rows: Vec::new(),
            with_team: false,
            notes: Vec::new(),
            empty: line,
        });
    }
    let mut hits = team_hits(0, &team, f);
    sort_hits(&mut hits, &[&team], f.sort);
    let served = ServedTeam::deserialize(&raw_team).unwrap_or_default();
    let table: Vec<DvrRow> = hits
        .iter()
        .map(|&h| display_row(&team, &served, h, false))
        .collect();
    let reduced = reduce_team(&team, &raw_team, f);
    let env = if enveloped {
        let mut env = data;
        if let Value::Object(m) = &mut env {
            m.insert("team".into(), reduced);
        }
        env
    } else {
        reduced
    };
    Shown::Table(Table {
        doc: env,
        rows: table,
        with_team: false,
        notes: vec![format!(
            "{} — defense vs role, {}, {} maps; rank 1 = allows the most",
            team.team,
            if window.is_empty() { "window" } else { &window },
            team.maps
        )],
        empty: "no rows for this role and stat".into(),
    })
}

impl crate::declare::Declared for Args {
    const GROUP: crate::declare::Group = crate::declare::Group::Judgement;

    fn sports(&self) -> Option<crate::sports::Selector<'_>> {
        let route = if self.team.is_some() {
            &routes::DVR_TEAM
        } else {
            &routes::DVR
        };
        Some(
            crate::sports::Selector::many(self.sport.get(), route, "defense-vs-role")
                .many_if(self.team.is_none() && self.role.is_none()),
        )
    }

    fn run(&self, ctx: &Context) -> anyhow::Result<()> {
        run(ctx, self)
    }
}

#[cfg(test)]
mod tests;
