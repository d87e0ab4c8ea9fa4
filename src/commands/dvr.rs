//! `esx dvr`: defense-vs-role tables (dota2, valorant) — the league table and one team's
//! table — flattened to one row per team, role and stat, filtered and sorted in esx.
//!
//! The spec does not show the envelope; esx reads what the simulator serves (league:
//! `teams[]`; team: `team`; each team `{team, team_id, maps, available, reason,
//! roles: [{role, stats: [{stat, n, allowed, league_avg, vs_league, rank}]}]}`) and
//! falls back to [`View::generic`] for any other shape.

use crate::cli::SportArg;
use std::cmp::Ordering;

use serde_json::{Map, Value};

use crate::error::EsxError;
use crate::output::view::{Rows, scalar_text};
use crate::output::{Column, Format, Kind, View};
use esx_proto::routes::{self, Query};
use esx_proto::sports::DVR_SPORTS;

use crate::context::Context;

const EXAMPLES: &str = "\
Examples:
  esx dvr dota2                               # who allows the most fantasy points, per lane
  esx dvr valorant --role duelist --stat kills --sort allowed
  esx dvr dota2 --window last_50 --stat last_hits
  esx dvr dota2 --team <team> --window last_20
  esx dvr valorant --team <team> --json

A team without a table prints its reason (and map count) and exits 0; a team the service
has never seen exits 5.";

/// Maps per team the table averages over.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Window {
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
pub enum Stat {
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
pub enum Sort {
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
pub struct Args {
    #[command(flatten)]
    pub sport: SportArg,
    /// One team's table: team id, slug, name or numeric source id
    #[arg(long, value_name = "TEAM")]
    pub team: Option<String>,
    /// Maps per team [service default: last_20]
    #[arg(long, value_enum, value_name = "WINDOW")]
    pub window: Option<Window>,
    /// Only this role: dota2 safe|mid|off (lanes); valorant duelist|initiator|controller|sentinel
    #[arg(long, value_name = "ROLE")]
    pub role: Option<String>,
    /// Only this stat [league table default: fantasy_points; --team: every stat]
    #[arg(long, value_enum, value_name = "STAT")]
    pub stat: Option<Stat>,
    /// Row order
    #[arg(long, value_enum, default_value = "rank")]
    pub sort: Sort,
}

pub fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    let view = fetch_view(ctx, args)?;
    ctx.output(Format::Table).emit(&view)
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

/// Fetch once and build the view. Flags are validated before any request.
pub fn fetch_view(ctx: &Context, args: &Args) -> anyhow::Result<View> {
    let sport = ctx.sport(args.sport.get(), DVR_SPORTS, "defense-vs-role")?;
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
    let ndjson = ctx.global.format() == Some(Format::Ndjson) && ctx.global.jq.is_none();
    if let Some(team) = &args.team {
        let path = routes::DVR_TEAM.path(&[&sport, team]);
        let data = client.get_json(&path, query.pairs()).map_err(|e| match e {
            e if e.kind() == crate::error::ErrorKind::NotFound => e.with_hint(format!(
                "the service has never seen team `{team}` in {sport} (try its id or slug)"
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
        let data = client.get_json(&routes::DVR.path(&[&sport]), query.pairs())?;
        let filter = Filter {
            role,
            stat: Some(args.stat.unwrap_or(Stat::FantasyPoints).as_str()),
            sort: args.sort,
        };
        Ok(league_view(data, &filter, ndjson))
    }
}

fn columns(with_team: bool) -> Vec<Column> {
    let mut cols = Vec::new();
    if with_team {
        cols.push(Column::path("TEAM", "team"));
        cols.push(Column::path("MAPS", "maps").kind(Kind::Num(0)));
    }
    cols.extend([
        Column::path("ROLE", "role"),
        Column::path("STAT", "stat"),
        Column::path("ALLOWED", "allowed").kind(Kind::Num(2)),
        Column::path("LEAGUE", "league_avg").kind(Kind::Num(2)),
        Column::path("VS LEAGUE", "vs_league").kind(Kind::Num(2)),
        Column::path("RANK", "rank").kind(Kind::Num(0)),
        Column::path("N", "n").kind(Kind::Num(0)),
        Column::path("team_id", "team_id").csv_only(),
    ]);
    cols
}

/// A team object's shown rows: one per (role, stat) the filter keeps, flattened with the
/// team's name, id and map count. `None` when the object has no `roles` array.
fn team_rows(team: &Value, f: &Filter) -> Option<Vec<Value>> {
    let roles = team.get("roles")?.as_array()?;
    let mut out = Vec::new();
    for r in roles {
        let role = r.get("role").and_then(Value::as_str).unwrap_or("");
        if f.role.is_some_and(|want| norm(want) != norm(role)) {
            continue;
        }
        for s in r
            .get("stats")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            let stat = s.get("stat").and_then(Value::as_str).unwrap_or("");
            if f.stat.is_some_and(|want| want != norm(stat)) {
                continue;
            }
            let mut row = Map::new();
            for k in ["team", "team_id", "maps"] {
                row.insert(k.into(), team.get(k).cloned().unwrap_or(Value::Null));
            }
            row.insert("role".into(), Value::String(role.to_string()));
            if let Some(obj) = s.as_object() {
                for (k, v) in obj {
                    row.insert(k.clone(), v.clone());
                }
            }
            out.push(Value::Object(row));
        }
    }
    Some(out)
}

fn num(row: &Value, k: &str) -> f64 {
    row.get(k).and_then(Value::as_f64).unwrap_or(f64::NAN)
}

fn text(row: &Value, k: &str) -> String {
    row.get(k).map_or_else(String::new, scalar_text)
}

/// Orders rows by the `--sort` key; ties by team, role, stat. Missing numbers sort last.
fn sort_rows(rows: &mut [Value], sort: Sort) {
    let by_num = |a: f64, b: f64, desc: bool| match (a.is_nan(), b.is_nan()) {
        (true, true) => Ordering::Equal,
        (true, false) => Ordering::Greater,
        (false, true) => Ordering::Less,
        _ if desc => b.total_cmp(&a),
        _ => a.total_cmp(&b),
    };
    rows.sort_by(|a, b| {
        let first = match sort {
            Sort::Rank => by_num(num(a, "rank"), num(b, "rank"), false),
            Sort::Allowed => by_num(num(a, "allowed"), num(b, "allowed"), true),
            Sort::VsLeague => by_num(num(a, "vs_league"), num(b, "vs_league"), true),
            Sort::Team => Ordering::Equal,
        };
        first
            .then_with(|| {
                text(a, "team")
                    .to_lowercase()
                    .cmp(&text(b, "team").to_lowercase())
            })
            .then_with(|| text(a, "role").cmp(&text(b, "role")))
            .then_with(|| text(a, "stat").cmp(&text(b, "stat")))
    });
}

/// The team object reduced to the roles and stats the filter keeps.
fn reduce_team(team: &Value, f: &Filter) -> Value {
    let mut t = team.clone();
    if let Some(roles) = t.get_mut("roles").and_then(Value::as_array_mut) {
        roles.retain(|r| {
            let role = r.get("role").and_then(Value::as_str).unwrap_or("");
            f.role.is_none_or(|want| norm(want) == norm(role))
        });
        for r in roles.iter_mut() {
            if let Some(stats) = r.get_mut("stats").and_then(Value::as_array_mut) {
                stats.retain(|s| {
                    let stat = s.get("stat").and_then(Value::as_str).unwrap_or("");
                    f.stat.is_none_or(|want| want == norm(stat))
                });
            }
        }
    }
    t
}

fn is_available(team: &Value) -> bool {
    team.get("available").and_then(Value::as_bool) != Some(false)
}

/// "insufficient_maps (3 maps in last_20)" or "inactive".
fn unavailable_reason(team: &Value, window: &str) -> String {
    let reason = team
        .get("reason")
        .map_or_else(|| "no reason given".to_string(), scalar_text);
    match team.get("maps").and_then(Value::as_u64) {
        Some(m) if reason == "insufficient_maps" => format!(
            "{reason} ({m} map{} in {window}; a table needs at least 5)",
            if m == 1 { "" } else { "s" }
        ),
        _ => reason,
    }
}

/// The league table: rows of every team with a table, for the filter's stat (and
/// role); JSON keeps the envelope with `teams[]` reduced to the teams, roles and stats
/// shown, in the order shown. NDJSON prints one reduced team object per line.
fn league_view(data: Value, f: &Filter, ndjson: bool) -> View {
    let Some(teams) = data.get("teams").and_then(Value::as_array) else {
        return View::generic(data);
    };
    let window = text(&data, "window");
    let mut rows = Vec::new();
    let mut without: Vec<String> = Vec::new();
    for t in teams {
        if !is_available(t) {
            without.push(format!(
                "{} ({})",
                text(t, "team"),
                unavailable_reason(t, &window)
            ));
            continue;
        }
        match team_rows(t, f) {
            Some(r) => rows.extend(r),
            None => return View::generic(data),
        }
    }
    sort_rows(&mut rows, f.sort);
    let mut order: Vec<String> = Vec::new();
    for r in &rows {
        let id = text(r, "team_id");
        if !order.contains(&id) {
            order.push(id);
        }
    }
    let reduced: Vec<Value> = order
        .iter()
        .filter_map(|id| teams.iter().find(|t| &text(t, "team_id") == id))
        .map(|t| reduce_team(t, f))
        .collect();
    let mut env = data.clone();
    if let Some(obj) = env.as_object_mut() {
        obj.insert("teams".into(), Value::Array(reduced));
    }
    let mut notes = vec![format!(
        "defense vs role, {} — {}{}; rank 1 = allows the most",
        text(&data, "sport"),
        if window.is_empty() { "league" } else { &window },
        f.stat.map(|s| format!(", {s}")).unwrap_or_default()
    )];
    if !without.is_empty() {
        notes.push(format!(
            "{} team{} without a table: {}",
            without.len(),
            if without.len() == 1 { "" } else { "s" },
            without.join(", ")
        ));
    }
    View {
        data: env,
        rows: if ndjson {
            Rows::At("teams".into())
        } else {
            Rows::Derived(rows)
        },
        columns: columns(true),
        notes,
        empty: "no team has a table for this window, role and stat".into(),
        ndjson_key: None,
    }
}

/// One team's table (rows per role and stat), or its reason when it has none.
fn team_view(data: Value, f: &Filter) -> View {
    let team = match data.get("team") {
        Some(t) if t.is_object() => t.clone(),
        _ if data.get("roles").is_some() || data.get("available").is_some() => data.clone(),
        _ => return View::generic(data),
    };
    let window = {
        let w = text(&data, "window");
        if w.is_empty() {
            text(&team, "window")
        } else {
            w
        }
    };
    let name = {
        let n = text(&team, "team");
        if n.is_empty() { text(&team, "name") } else { n }
    };
    if !is_available(&team) {
        let line = format!(
            "{name} has no defense-vs-role table in {}: {}",
            if window.is_empty() {
                "this window"
            } else {
                &window
            },
            unavailable_reason(&team, &window)
        );
        return View {
            data,
            rows: Rows::Derived(Vec::new()),
            columns: columns(false),
            notes: Vec::new(),
            empty: line,
            ndjson_key: None,
        };
    }
    let Some(mut rows) = team_rows(&team, f) else {
        return View::generic(data);
    };
    sort_rows(&mut rows, f.sort);
    let mut env = data.clone();
    let reduced = reduce_team(&team, f);
    match env.get_mut("team") {
        Some(slot) if slot.is_object() => *slot = reduced,
        _ => env = reduced,
    }
    let maps = team.get("maps").map_or_else(String::new, scalar_text);
    View {
        data: env,
        rows: Rows::Derived(rows),
        columns: columns(false),
        notes: vec![format!(
            "{name} — defense vs role, {}{}; rank 1 = allows the most",
            if window.is_empty() { "window" } else { &window },
            if maps.is_empty() {
                String::new()
            } else {
                format!(", {maps} maps")
            }
        )],
        empty: "no rows for this role and stat".into(),
        ndjson_key: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn team(name: &str, id: &str, ranks: [u64; 2]) -> Value {
        json!({"team_id": id, "team": name, "maps": 12, "available": true, "roles": [
            {"role": "Safe Lane", "stats": [
                {"stat": "kills", "n": 24, "allowed": 5.0, "league_avg": 4.5, "vs_league": 0.5, "rank": ranks[0]},
                {"stat": "fantasy_points", "n": 24, "allowed": 20.0, "league_avg": 18.0, "vs_league": 2.0, "rank": ranks[1]}]},
            {"role": "Mid Lane", "stats": [
                {"stat": "fantasy_points", "n": 12, "allowed": 22.0, "league_avg": 21.0, "vs_league": 1.0, "rank": 1}]}]})
    }

    #[test]
    fn roles_validate_per_sport() {
        assert_eq!(check_role("dota2", "safe").unwrap(), "Safe Lane");
        assert_eq!(check_role("dota2", "Mid Lane").unwrap(), "Mid Lane");
        assert_eq!(check_role("valorant", "DUELIST").unwrap(), "Duelist");
        let e = check_role("valorant", "safe").unwrap_err().to_string();
        assert!(
            e.contains("duelist, initiator, controller, sentinel"),
            "{e}"
        );
        assert!(check_stat("valorant", Stat::LastHits).is_err());
        assert!(check_stat("dota2", Stat::FirstKills).is_err());
        assert!(check_stat("dota2", Stat::LastHits).is_ok());
    }

    #[test]
    fn league_rows_filter_sort_and_reduce_json() {
        let data = json!({"sport": "dota2", "window": "last_20", "teams": [
            team("Zeta", "t2", [1, 2]), team("Alpha", "t1", [2, 1]),
            {"team_id": "t3", "team": "Gone", "maps": 3, "available": false, "reason": "insufficient_maps", "roles": []}]});
        let f = Filter {
            role: Some("Safe Lane"),
            stat: Some("fantasy_points"),
            sort: Sort::Rank,
        };
        let view = league_view(data, &f, false);
        let rows = view.rows();
        assert_eq!(rows.len(), 2);
        assert_eq!(rows[0]["team"], "Alpha");
        assert_eq!(rows[0]["rank"], 1);
        assert_eq!(view.data["teams"][0]["team"], "Alpha");
        assert_eq!(view.data["teams"].as_array().map(Vec::len), Some(2));
        assert_eq!(
            view.data["teams"][0]["roles"].as_array().map(Vec::len),
            Some(1)
        );
        assert!(
            view.notes[1].contains("Gone (insufficient_maps (3 maps in last_20"),
            "{:?}",
            view.notes
        );
        let by_allowed = Filter {
            role: None,
            stat: Some("fantasy_points"),
            sort: Sort::Allowed,
        };
        let data = json!({"teams": [team("Zeta", "t2", [1, 2])]});
        let view = league_view(data, &by_allowed, false);
        assert_eq!(view.rows()[0]["role"], "Mid Lane");
    }

    #[test]
    fn unavailable_team_is_data_with_its_reason() {
        let data = json!({"window": "last_20", "team": {"team": "Gone", "maps": 3, "available": false, "reason": "insufficient_maps", "roles": []}});
        let f = Filter {
            role: None,
            stat: None,
            sort: Sort::Rank,
        };
        let view = team_view(data, &f);
        assert!(view.rows().is_empty());
        assert!(
            view.empty.contains("insufficient_maps (3 maps in last_20"),
            "{}",
            view.empty
        );
    }

    #[test]
    fn unexpected_shapes_fall_back_to_generic() {
        let f = Filter {
            role: None,
            stat: None,
            sort: Sort::Rank,
        };
        let view = league_view(json!({"rows": [{"a": 1}]}), &f, false);
        assert_eq!(view.columns[0].title, "a");
    }
}
