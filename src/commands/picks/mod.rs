//! `esx picks`: DFS pick'em value from `/player-props` — the sportsbook's over/under pair
//! de-vigged, moved to each DFS line (Poisson), against a power slip's break-even.
//!
//! The math is `esx_odds::picks`; this module reads the board, applies the flags and the
//! slip payouts (defaults below, overridable per venue in config or with `--payout`),
//! and builds the JSON and table.

use std::collections::HashMap;

use clap::ValueEnum;
use serde::Deserialize as _;
use serde_json::{Map, Value, json};

use crate::cli::SportArg;
use crate::error::EsxError;
use crate::linebook::parse_devig;
use crate::output::Format;
use esx_odds::DevigMethod;
use esx_odds::picks::{
    Model, Side, SlipLeg, best_slips, edge_pts, fair_over, poisson_lambda, poisson_pick,
    power_breakeven,
};
use esx_proto::routes::{self, Query};
use esx_proto::sports::BOARD_SPORTS;

use crate::context::Context;
use crate::output::num::{rounded, whole_or_float};

mod payouts;
mod view;
pub use payouts::Payouts;
pub use view::picks_view;

const EXAMPLES: &str = "\
Examples:
  esx picks cs2
  esx picks cs2 --app sleeper --slip power3 --min-edge 0
  esx picks valorant --payout 6 --legs 3 --best-slips 5
  esx picks lol --model none --jq '.picks[] | select(.edge_pts > 0) | .player_name'

For each player, stat and event with a sportsbook over/under pair (American odds on both
sides at book line Lb), the pair is de-vigged (--devig) into p_over(Lb). A DFS line equal to
Lb wins with that fair probability; another line needs --model poisson (X ~ Poisson(λ) with
P(X > Lb) = p_over; a whole-number line has a push, counted as a miss). Only the sides a
venue posts are shown. A power slip of n legs paying M breaks even at M^(-1/n) per leg;
edge_pts = 100·(p_win − breakeven).

Default power-slip payouts (legs: 2 / 3 / 4 / 5 / 6):
  any venue      3 / 5 / 10 / 20 / 37.5
  prizepicks     3 / 5 / 10 / 20 / 37.5
  underdog       3 / 6 / 10 / 20 / 35
Override one with `esx config set payout.<venue>.<legs> M` (e.g. payout.underdog.3 6),
or for every venue with --payout M --legs n.";

/// `--slip`: the slip type whose break-even each pick is judged against.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, ValueEnum)]
pub enum SlipArg {
    /// 2-leg power play
    #[default]
    Power2,
    /// 3-leg power play
    Power3,
    /// 4-leg power play
    Power4,
    /// 5-leg power play
    Power5,
    /// 6-leg power play
    Power6,
}

impl SlipArg {
    fn legs(self) -> u32 {
        match self {
            Self::Power2 => 2,
            Self::Power3 => 3,
            Self::Power4 => 4,
            Self::Power5 => 5,
            Self::Power6 => 6,
        }
    }
}

/// `--model`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, ValueEnum)]
pub enum ModelArg {
    /// Poisson count model fitted to the book's line
    #[default]
    Poisson,
    /// Only DFS lines equal to the book's line
    None,
}

#[derive(Debug, Clone, clap::Args)]
#[command(after_help = EXAMPLES)]
pub struct Args {
    #[command(flatten)]
    pub sport: SportArg,
    /// De-vig method for the book's pair
    #[arg(long, value_name = "METHOD", default_value = "multiplicative", value_parser = parse_devig)]
    pub devig: DevigMethod,
    /// How a fair probability moves off the book's line
    #[arg(long, value_enum, default_value = "poisson")]
    pub model: ModelArg,
    /// Slip type for the break-even (payout per venue: see below)
    #[arg(long, value_enum, default_value = "power2")]
    pub slip: SlipArg,
    /// Custom slip payout multiplier for every venue (with --legs)
    #[arg(long, value_name = "M", requires = "legs", value_parser = crate::config::parse_payout)]
    pub payout: Option<f64>,
    /// Legs of the custom slip (with --payout)
    #[arg(long, value_name = "N", requires = "payout", value_parser = clap::value_parser!(u32).range(1..=12))]
    pub legs: Option<u32>,
    /// Only picks with at least this edge, in points
    #[arg(long, value_name = "PTS", allow_negative_numbers = true, value_parser = parse_edge)]
    pub min_edge: Option<f64>,
    /// Only this DFS venue (key, see `esx books`)
    #[arg(long, value_name = "VENUE", value_parser = crate::cli::Suggest(esx_proto::venues::BOARD_DFS_KEYS), hide_possible_values = true)]
    pub app: Option<String>,
    /// Also build the K best slips (legs from different events, one venue per slip)
    #[arg(long, value_name = "K", value_parser = clap::value_parser!(u32).range(1..=100))]
    pub best_slips: Option<u32>,
}

fn parse_edge(s: &str) -> Result<f64, String> {
    match s.trim().parse::<f64>() {
        Ok(v) if v.is_finite() && v.abs() <= 100.0 => Ok(v),
        _ => Err(format!("must be points from -100 to 100, got `{s}`")),
    }
}

pub fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    let sport = ctx.sport(args.sport.get(), BOARD_SPORTS, "picks")?;
    let file = ctx.config_file()?;
    let profile = ctx.settings.profile.value.clone();
    let config = move |key: &str| file.get(&profile, key).map(str::to_string);
    let mut payouts = Payouts::new(args, &config)?;
    let path = routes::PLAYER_PROPS.path(&[&sport]);
    let data = ctx
        .client()?
        .get_json(&path, Query::new().set("board", "all").pairs())?;
    let started = std::time::Instant::now();
    let envelope = picks_envelope(&data, &path, &sport, args, &mut payouts, &config)?;
    ctx.diag.trace(&format!(
        "picks: {} priced in {:.2} ms (decode, model and JSON; the fetch excluded)",
        envelope.get("total").and_then(Value::as_u64).unwrap_or(0),
        started.elapsed().as_secs_f64() * 1e3
    ));
    let format = ctx.global.format().unwrap_or(Format::Table);
    ctx.output(Format::Table)
        .emit(&picks_view(envelope, format, args.best_slips.is_some()))
}

/// The part of a `/player-props` answer picks reads, typed and borrowed from the payload
/// (spec §2 "Player-prop group"; the same fields as `esx_proto::models::PlayerPropGroup`).
/// The flat `props[]` repeats every entry and is skipped; borrowing the strings keeps a
/// full board's decode cheap (allocating them was most of picks' time). A wrong shape is
/// still exit 7 naming the route and the field.
#[derive(serde::Deserialize)]
struct Groups<'a> {
    #[serde(borrow)]
    groups: Vec<Group<'a>>,
}

#[derive(serde::Deserialize)]
struct Group<'a> {
    stat_type: &'a str,
    event_id: &'a str,
    #[serde(borrow)]
    dfs: Vec<Entry<'a>>,
    #[serde(borrow)]
    main: Vec<Entry<'a>>,
}

#[derive(serde::Deserialize)]
struct Entry<'a> {
    sportsbook_name: &'a str,
    line: f64,
    direction: &'a str,
    #[serde(default)]
    odds: Option<f64>,
}

/// A sportsbook's over/under pair at one line inside a group.
struct BookPair {
    main_over: usize,
    main_under: usize,
    line: f64,
    p_over: f64,
    /// The fitted Poisson mean (with the Poisson model; `None` when it cannot be fitted).
    lambda: Option<f64>,
}

/// The group's complete book pairs (same venue, same line, odds on both sides) that
/// de-vig cleanly; a broken pair is skipped, not fatal.
fn book_pairs(g: &Group<'_>, method: DevigMethod, model: Model) -> Vec<BookPair> {
    let mut pairs = Vec::new();
    for (i, over) in g.main.iter().enumerate() {
        if Side::from_direction(over.direction) != Some(Side::Over) {
            continue;
        }
        #[allow(clippy::float_cmp)]
        let under = g.main.iter().position(|u| {
            u.sportsbook_name == over.sportsbook_name
                && u.line == over.line
                && Side::from_direction(u.direction) == Some(Side::Under)
        });
        let Some(j) = under else { continue };
        let (Some(oa), Some(ua)) = (over.odds, g.main[j].odds) else {
            continue;
        };
        if let Ok(p) = fair_over(oa, ua, method) {
            pairs.push(BookPair {
                main_over: i,
                main_under: j,
                line: over.line,
                p_over: p,
                lambda: match model {
                    Model::Poisson => poisson_lambda(over.line, p).ok(),
                    Model::None => None,
                },
            });
        }
    }
    pairs
}

/// Whether the Poisson count model fits a stat (fantasy scores are not counts).
fn is_count_stat(stat_type: &str) -> bool {
    let s = stat_type.to_ascii_uppercase();
    !s.contains("FANTASY") && !s.contains("SCORE")
}

struct Pick<'a> {
    row: Value,
    edge: f64,
    app: String,
    event: &'a str,
    p_win: f64,
}

/// The `esx picks` JSON envelope from a `/player-props` answer (DESIGN.md "New commands").
pub fn picks_envelope(
    data: &Value,
    route: &str,
    sport: &str,
    args: &Args,
    payouts: &mut Payouts,
    config: &dyn Fn(&str) -> Option<String>,
) -> Result<Value, EsxError> {
    // Plain serde on `groups` alone first (fast: the flat `props[]` beside it is as big
    // and is never walked); on a wrong shape, the whole envelope again with the path for
    // the message.
    let board = match data.get("groups").map(Vec::<Group<'_>>::deserialize) {
        Some(Ok(groups)) => Groups { groups },
        _ => crate::client::response::decode::<Groups<'_>>(data, route)?,
    };
    let raw_groups = data.get("groups").and_then(Value::as_array);
    let model = match args.model {
        ModelArg::Poisson => Model::Poisson,
        ModelArg::None => Model::None,
    };
    let mut picks: Vec<Pick<'_>> = Vec::new();
    let mut seen_apps: Vec<(String, f64)> = Vec::new();
    for (gi, g) in board.groups.iter().enumerate() {
        if g.stat_type.to_ascii_uppercase().contains("MONEYLINE") {
            continue;
        }
        let group_model = if is_count_stat(g.stat_type) {
            model
        } else {
            Model::None
        };
        let pairs = book_pairs(g, args.devig, group_model);
        if pairs.is_empty() {
            continue;
        }
        let raw = raw_groups.and_then(|r| r.get(gi)).unwrap_or(&Value::Null);
        let raw_dfs = raw.get("dfs").and_then(Value::as_array);
        let raw_main = raw.get("main").and_then(Value::as_array);
        // The group's own fields, as served, copied into each of its rows.
        let head: [Value; 5] =
            std::array::from_fn(|i| raw.get(PICK_KEYS[i]).cloned().unwrap_or(Value::Null));
        for (di, entry) in g.dfs.iter().enumerate() {
            let Some(side) = Side::from_direction(entry.direction) else {
                continue;
            };
            if args
                .app
                .as_deref()
                .is_some_and(|a| !a.eq_ignore_ascii_case(entry.sportsbook_name))
            {
                continue;
            }
            let ld = entry.line;
            if !(ld.is_finite() && ld > 0.0 && ld <= esx_odds::picks::MAX_LINE) {
                continue;
            }
            // The book pair to measure from: the same line if there is one, else (with a
            // model) the nearest line, the first on a tie.
            let Some(pi) = pairs
                .iter()
                .enumerate()
                .filter(|(_, p)| group_model == Model::Poisson || p.line.to_bits() == ld.to_bits())
                .min_by(|(_, a), (_, b)| (a.line - ld).abs().total_cmp(&(b.line - ld).abs()))
                .map(|(i, _)| i)
            else {
                continue;
            };
            let pair = &pairs[pi];
            let prob = if group_model == Model::None {
                esx_odds::picks::pick_probability(pair.line, pair.p_over, ld, side, Model::None)
                    .ok()
                    .flatten()
            } else {
                pair.lambda
                    .map(|l| poisson_pick(l, pair.line, pair.p_over, ld, side))
            };
            let Some(prob) = prob else { continue };
            let app = entry.sportsbook_name.to_ascii_lowercase();
            let payout = payouts.for_venue(&app, config)?;
            let be = power_breakeven(payout, payouts.legs)
                .map_err(|e| EsxError::usage(format!("slip payout: {e}")))?;
            if !seen_apps.iter().any(|(a, _)| *a == app) {
                seen_apps.push((app.clone(), payout));
            }
            let edge = edge_pts(prob.p_win, be);
            if args.min_edge.is_some_and(|m| edge < m) {
                continue;
            }
            let main_field = |i: usize, k: &str| {
                raw_main
                    .and_then(|m| m.get(i))
                    .and_then(|e| e.get(k))
                    .cloned()
                    .unwrap_or(Value::Null)
            };
            // Built field by field into a map sized once: a full board has thousands of
            // rows, and this is most of what picks allocates.
            let mut row = Map::with_capacity(PICK_KEYS.len());
            for (k, v) in PICK_KEYS.iter().zip(&head) {
                row.insert((*k).to_string(), v.clone());
            }
            row.insert("app".into(), Value::String(app.clone()));
            row.insert(
                "line".into(),
                raw_dfs
                    .and_then(|d| d.get(di))
                    .and_then(|e| e.get("line"))
                    .cloned()
                    .unwrap_or(Value::Null),
            );
            row.insert("side".into(), Value::String(side.as_str().into()));
            row.insert(
                "book".into(),
                Value::String(g.main[pair.main_over].sportsbook_name.into()),
            );
            row.insert("book_line".into(), main_field(pair.main_over, "line"));
            row.insert(
                "book_over_american".into(),
                main_field(pair.main_over, "odds"),
            );
            row.insert(
                "book_under_american".into(),
                main_field(pair.main_under, "odds"),
            );
            row.insert("p_over_book_line".into(), rounded(pair.p_over, 6));
            row.insert("p_win".into(), rounded(prob.p_win, 6));
            row.insert(
                "p_push".into(),
                prob.p_push.map_or(Value::Null, |p| rounded(p, 6)),
            );
            row.insert("breakeven".into(), rounded(be, 6));
            row.insert("edge_pts".into(), rounded(edge, 4));
            let row = Value::Object(row);
            picks.push(Pick {
                row,
                edge,
                app,
                event: g.event_id,
                p_win: prob.p_win,
            });
        }
    }
    // Stable: equal edges keep the board's order.
    picks.sort_by(|a, b| b.edge.total_cmp(&a.edge));

    let slips = match args.best_slips {
        Some(k) => Some(slips_json(&picks, payouts, k as usize, &seen_apps)?),
        None => None,
    };
    // The envelope's slip: --payout's, else --app's, else the any-venue default.
    let head_payout = match (payouts.custom, &args.app) {
        (Some(m), _) => m,
        (None, Some(app)) => payouts.for_venue(&app.to_ascii_lowercase(), config)?,
        (None, None) => payouts.for_venue("*", config)?,
    };
    let head_be = power_breakeven(head_payout, payouts.legs)
        .map_err(|e| EsxError::usage(format!("slip payout: {e}")))?;
    let by_app: Map<String, Value> = seen_apps
        .iter()
        .map(|(a, m)| {
            let be = power_breakeven(*m, payouts.legs).unwrap_or(f64::NAN);
            (
                a.clone(),
                json!({"payout": whole_or_float(*m), "breakeven": rounded(be, 6)}),
            )
        })
        .collect();
    let mut out = Map::new();
    out.insert("source".into(), json!("esx"));
    out.insert("sport".into(), json!(sport));
    out.insert("devig".into(), json!(args.devig.as_str()));
    out.insert("model".into(), json!(model.as_str()));
    out.insert(
        "slip".into(),
        json!({
            "name": payouts.slip_name,
            "legs": payouts.legs,
            "payout": whole_or_float(head_payout),
            "breakeven": rounded(head_be, 6),
            "by_app": by_app,
        }),
    );
    out.insert("total".into(), json!(picks.len()));
    out.insert(
        "picks".into(),
        Value::Array(picks.into_iter().map(|p| p.row).collect()),
    );
    if let Some(s) = slips {
        out.insert("slips".into(), Value::Array(s));
    }
    Ok(Value::Object(out))
}

/// The K best slips across venues (each slip on one venue, legs from different events),
/// by `slip_ev_pct`.
fn slips_json(
    picks: &[Pick<'_>],
    payouts: &Payouts,
    k: usize,
    apps: &[(String, f64)],
) -> Result<Vec<Value>, EsxError> {
    let n = payouts.legs as usize;
    let mut events: HashMap<&str, usize> = HashMap::new();
    let mut all = Vec::new();
    for (app, payout) in apps {
        let cands: Vec<SlipLeg> = picks
            .iter()
            .enumerate()
            .filter(|(_, p)| p.app == *app)
            .map(|(i, p)| {
                let next = events.len();
                let event = *events.entry(p.event).or_insert(next);
                SlipLeg {
                    index: i,
                    event,
                    p_win: p.p_win,
                }
            })
            .collect();
        let slips = best_slips(&cands, n, *payout, k)
            .map_err(|e| EsxError::usage(format!("slip payout: {e}")))?;
        all.extend(slips.into_iter().map(|s| (app.as_str(), *payout, s)));
    }
    all.sort_by(|a, b| b.2.slip_ev_pct.total_cmp(&a.2.slip_ev_pct));
    all.truncate(k);
    Ok(all
        .into_iter()
        .map(|(app, payout, s)| {
            let legs: Vec<Value> = s
                .legs
                .iter()
                .map(|&i| {
                    let r = &picks[i].row;
                    let mut leg = Map::new();
                    for key in [
                        "player_name",
                        "stat_type",
                        "event_id",
                        "event_time",
                        "line",
                        "side",
                        "p_win",
                        "edge_pts",
                    ] {
                        leg.insert(key.into(), r.get(key).cloned().unwrap_or(Value::Null));
                    }
                    Value::Object(leg)
                })
                .collect();
            json!({
                "app": app,
                "payout": whole_or_float(payout),
                "p_all": rounded(s.p_all, 6),
                "slip_ev_pct": rounded(s.slip_ev_pct, 4),
                "legs": legs,
            })
        })
        .collect())
}

/// The keys of a pick row (CSV header = NDJSON keys).
const PICK_KEYS: [&str; 17] = [
    "player_name",
    "canonical_player_id",
    "stat_type",
    "event_id",
    "event_time",
    "app",
    "line",
    "side",
    "book",
    "book_line",
    "book_over_american",
    "book_under_american",
    "p_over_book_line",
    "p_win",
    "p_push",
    "breakeven",
    "edge_pts",
];
