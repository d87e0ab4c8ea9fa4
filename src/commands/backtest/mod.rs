//! `esx backtest`: did esx's numbers come true? Recorded predictions (picks, edges) or
//! logged bets, graded against stored outcomes: hit rate against mean predicted,
//! calibration deciles, Brier score, log loss, flat-stake ROI, mean CLV, drawdown.
//!
//! Reads the store only (no request). The figures are `esx_odds::backtest`'s; this module
//! picks the rows (one prediction per key, the last recorded at or before the start),
//! grades each from its stored result, and prints.

mod chart;
mod fold;

use std::collections::BTreeMap;

use esx_odds::backtest::{
    Outcome, Scored, Series, Summary, market_outcome, pick_outcome, summarise,
};
use esx_odds::picks::{Model, Side, pick_probability};
use esx_store::{PickRow, PredictionQuery, Store};
use serde_json::{Map, Value, json};

use crate::context::Context;
use crate::error::EsxError;
use crate::output::{Column, Format, Kind, TypedView, View};

use crate::store::{DbArg, store_error, time_flag};
use fold::Fold;

const EXAMPLES: &str = "\
Examples:
  esx --demo backtest --db /tmp/esx-history.sqlite
  esx --demo backtest --what edges --by market --db /tmp/esx-history.sqlite --json
  esx --demo backtest --what picks --model poisson --since 30d --db /tmp/esx-history.sqlite

Fill the store first: `esx record SPORT --what lines,picks,edges` before matches start,
`esx grade SPORT` after they finish.";

/// What to score.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum What {
    /// Recorded picks (`record --what picks`), graded from `/results`
    Picks,
    /// Recorded market outcomes at their best net price (`record --what edges`)
    Edges,
    /// The bet log's settled bets
    Bets,
}

/// The pick'em model to score picks with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum ModelArg {
    /// The probability each pick was recorded with
    Recorded,
    /// Poisson off the book's no-vig line
    Poisson,
    /// Negative binomial off the book's no-vig line, the stat type's dispersion
    /// (`picks.dispersion.<stat_type>`, default 30)
    Negbin,
    /// No model: only picks at the book's own line
    None,
}

/// How to segment.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum By {
    App,
    Market,
    Sport,
}

#[derive(Debug, clap::Args)]
#[command(after_help = EXAMPLES)]
pub struct Args {
    /// What to score
    #[arg(long, value_enum, default_value = "picks")]
    pub what: What,
    /// Events starting at or after this: RFC 3339 time or a span back from now (30d)
    #[arg(long, value_name = "TIME|SPAN")]
    pub since: Option<String>,
    /// Events starting before this: RFC 3339 time or a span back from now
    #[arg(long, value_name = "TIME|SPAN")]
    pub until: Option<String>,
    /// Only this sport
    #[arg(long, value_name = "SPORT")]
    pub sport: Option<String>,
    /// Only this venue (the pick's app, the edge's best price's source, the bet's source)
    #[arg(long, value_name = "VENUE")]
    pub app: Option<String>,
    /// Only this market (a pick's stat type, an edge's or a bet's market)
    #[arg(long, value_name = "MARKET")]
    pub market: Option<String>,
    /// Only predictions at least this good (picks: edge points; edges and bets: percent)
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub min_edge: Option<f64>,
    /// The pick'em model (picks only)
    #[arg(long, value_enum, default_value = "recorded")]
    pub model: ModelArg,
    /// Figures per segment as well
    #[arg(long, value_enum)]
    pub by: Option<By>,
    /// Also draw the reliability diagram and the bankroll curve into this SVG file
    #[arg(long, value_name = "FILE.svg")]
    pub plot: Option<std::path::PathBuf>,
    #[command(flatten)]
    pub db: DbArg,
}

/// The stored predictions `--sport`, `--since` and `--until` select.
fn query(args: &Args, now: jiff::Timestamp) -> anyhow::Result<PredictionQuery> {
    Ok(PredictionQuery {
        sport: args.sport.as_ref().map(|s| s.trim().to_ascii_lowercase()),
        since: args
            .since
            .as_deref()
            .map(|s| time_or_span("--since", s, now))
            .transpose()?,
        until: args
            .until
            .as_deref()
            .map(|s| time_or_span("--until", s, now))
            .transpose()?,
    })
}

/// What is graded and by which model, as the JSON names them.
fn names(args: &Args) -> (&'static str, &'static str) {
    let what = match args.what {
        What::Picks => "picks",
        What::Edges => "edges",
        What::Bets => "bets",
    };
    let model = match (args.what, args.model) {
        (What::Picks, ModelArg::Recorded) => "recorded",
        (What::Picks, ModelArg::Poisson) => "poisson",
        (What::Picks, ModelArg::Negbin) => "negbin",
        // Edges and bets have no pick'em model.
        _ => "none",
    };
    (what, model)
}

pub fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    if let Some(e) = args.min_edge
        && !e.is_finite()
    {
        return Err(EsxError::usage("--min-edge must be a number").into());
    }
    let q = query(args, ctx.clock.now())?;
    if let Some(p) = &args.plot {
        crate::store::check_folder(&esx_store::Location::File(p.clone()))?;
    }
    // `picks.dispersion.<stat_type>` from the profile, checked when first used.
    let file = ctx
        .config_file()
        .map_err(|e| EsxError::other(e.to_string()))?;
    let profile = ctx.settings.profile.value.clone();
    let config = move |key: &str| file.get(&profile, key).map(ToString::to_string);
    // A value that is no `k` (a hand-edited config) is exit 2 naming the key, as in `picks`.
    let dispersion = |stat: &str| -> Result<f64, EsxError> {
        let key = format!("{}{stat}", crate::config::DISPERSION_PREFIX);
        match config(&key) {
            Some(v) => crate::config::parse_dispersion(&v)
                .map_err(|e| EsxError::usage(format!("config {key} {e}"))),
            None => Ok(crate::config::DEFAULT_DISPERSION),
        }
    };
    let mut store = args.db.open_existing_in(ctx)?;
    let mut fold = Fold::default();
    let ungraded = match args.what {
        What::Picks => picks(&mut store, &q, args, &dispersion, &config, &mut fold)?,
        What::Edges => edges(&mut store, &q, args, &mut fold)?,
        What::Bets => bets(
            &store,
            &crate::bet_pricing::pricing(ctx)?,
            &q,
            args,
            &mut fold,
        )?,
    };
    // Time order: the bankroll curve and the drawdown follow it.
    let rows = fold.in_time_order();
    let scored: Vec<Scored> = rows.iter().map(|r| r.scored).collect();
    let all = summarise(&scored);
    let (what, model) = names(args);
    let mut segments: BTreeMap<&str, Vec<Scored>> = BTreeMap::new();
    if let Some(by) = args.by {
        let k = by_key(by);
        for r in &rows {
            segments
                .entry(fold.segment(r, k))
                .or_default()
                .push(r.scored);
        }
    }
    let seg_json: Map<String, Value> = segments
        .iter()
        .map(|(k, v)| ((*k).to_string(), summary_json(&summarise(v), None)))
        .collect();
    let mut doc = json!({"source": "esx", "what": what, "model": model});
    if let (Value::Object(d), Value::Object(s)) = (&mut doc, summary_json(&all, Some(ungraded))) {
        d.extend(s);
        d.insert("segments".into(), Value::Object(seg_json));
    }
    if let Some(path) = &args.plot {
        chart::write_svg(path, &all, &scored)?;
    }
    let format = ctx.global.format().unwrap_or(Format::Table);
    if format == Format::Ndjson && ctx.global.jq.is_none() {
        // One line per graded prediction, in time order.
        let lines: Vec<fold::Line<'_>> = rows.iter().map(|r| fold.line(r)).collect();
        return ctx
            .output(Format::Table)
            .emit_typed(TypedView::new(&doc, &lines, Vec::new()), || ());
    }
    let mut table_rows = vec![table_row("all", &all)];
    for (k, v) in &segments {
        table_rows.push(table_row(k, &summarise(v)));
    }
    let view = View::derived(doc, table_rows, "calibration", columns())
        .note(format!(
            "{what} graded {} (pushes {}), ungraded {ungraded}; ROI on 1 unit each, hit rate and scores without pushes",
            all.count, all.pushes
        ))
        .empty_message("nothing graded");
    if format == Format::Table && ctx.global.jq.is_none() {
        let out = ctx.output(Format::Table);
        let mut buf: Vec<u8> = Vec::new();
        out.render(&view, &mut buf)?;
        let mut text = String::from_utf8_lossy(&buf).into_owned();
        if all.graded > 0 {
            text.push('\n');
            text.push_str(&chart::terminal(&all, &scored));
        }
        return out.emit_text(&text);
    }
    ctx.output(Format::Table).emit(&view)
}

fn by_key(by: By) -> &'static str {
    match by {
        By::App => "app",
        By::Market => "market",
        By::Sport => "sport",
    }
}

fn columns() -> Vec<Column> {
    vec![
        Column::path("SEGMENT", "segment"),
        Column::path("COUNT", "count").kind(Kind::Num(0)),
        Column::path("PUSHES", "pushes").kind(Kind::Num(0)),
        Column::path("HIT", "hit_rate").kind(Kind::Num(3)),
        Column::path("PREDICTED", "mean_predicted").kind(Kind::Num(3)),
        Column::path("BRIER", "brier").kind(Kind::Num(4)),
        Column::path("LOG LOSS", "log_loss").kind(Kind::Num(4)),
        Column::path("ROI %", "roi_pct").kind(Kind::Num(2)),
        Column::path("CLV %", "mean_clv_pct").kind(Kind::Num(2)),
        Column::path("MAX DD %", "max_drawdown_pct").kind(Kind::Num(2)),
    ]
}

fn table_row(segment: &str, s: &Summary) -> Value {
    let mut v = summary_json(s, None);
    if let Value::Object(o) = &mut v {
        o.remove("calibration");
        o.insert("segment".into(), segment.into());
    }
    v
}

fn summary_json(s: &Summary, ungraded: Option<usize>) -> Value {
    let mut v = json!({
        "count": s.count,
        "graded": s.graded,
        "pushes": s.pushes,
        "hit_rate": s.hit_rate,
        "mean_predicted": s.mean_predicted,
        "brier": s.brier,
        "log_loss": s.log_loss,
        "profit": s.profit,
        "roi_pct": s.roi_pct,
        "mean_clv_pct": s.mean_clv_pct,
        "max_drawdown": s.max_drawdown,
        "max_drawdown_pct": s.max_drawdown_pct,
        "calibration": s.calibration,
    });
    if let (Some(n), Value::Object(o)) = (ungraded, &mut v) {
        o.insert("ungraded".into(), n.into());
    }
    v
}

/// `--since`/`--until`: an RFC 3339 time, or `N[s|m|h|d|w]` back from the clock.
fn time_or_span(flag: &str, s: &str, now: jiff::Timestamp) -> Result<String, EsxError> {
    let t = s.trim();
    let unit = t.chars().last().unwrap_or(' ');
    let per = match unit {
        's' => Some(1.0),
        'm' => Some(60.0),
        'h' => Some(3600.0),
        'd' => Some(86_400.0),
        'w' => Some(604_800.0),
        _ => None,
    };
    if let Some(per) = per
        && let Some(Ok(n)) = t.strip_suffix(unit).map(str::parse::<f64>)
        && n.is_finite()
        && n >= 0.0
        && n * per < 1e10
    {
        #[allow(clippy::cast_possible_truncation)]
        let back = jiff::SignedDuration::from_millis((n * per * 1000.0) as i64);
        if let Ok(at) = now.checked_sub(back) {
            return Ok(crate::store::normalise_time(&at.to_string()).unwrap_or_default());
        }
    }
    time_flag(flag, t).map_err(|_| {
        EsxError::usage(format!(
            "{flag} `{s}` is neither a span nor a time; valid: 30d, 12h, or RFC 3339 such as 2026-11-01T00:00:00Z"
        ))
    })
}

/// A pick's probability under the chosen model: as recorded, or re-derived from the
/// book's recorded line and no-vig probability. `(win, push)`; `None`: the model cannot
/// price it.
fn pick_prob(r: &PickRow, model: ModelArg, k: f64) -> Option<(f64, Option<f64>)> {
    let p = &r.pick;
    let m = match model {
        ModelArg::Recorded => return Some((p.p_win, p.p_push)),
        ModelArg::Poisson => Model::Poisson,
        ModelArg::None => Model::None,
        ModelArg::Negbin => {
            let side = Side::from_direction(&p.side)?;
            let prob = esx_odds::picks::negbin::pick(p.book_line?, p.p_over_book?, p.line, side, k)
                .ok()?;
            return Some((prob.p_win, prob.p_push));
        }
    };
    let side = Side::from_direction(&p.side)?;
    let prob = pick_probability(p.book_line?, p.p_over_book?, p.line, side, m).ok()??;
    Some((prob.p_win, prob.p_push))
}

fn picks(
    store: &mut Store,
    q: &PredictionQuery,
    args: &Args,
    dispersion: &dyn Fn(&str) -> Result<f64, EsxError>,
    config: &dyn Fn(&str) -> Option<String>,
    fold: &mut Fold,
) -> Result<usize, EsxError> {
    let mut ungraded = 0;
    // Row by row: a graded pick keeps only what the time order and the figures need.
    store
        .each_pick_row(q, |r| {
            match grade_pick(&r, args, dispersion, config)? {
                Verdict::Skip => {}
                Verdict::Ungraded => ungraded += 1,
                Verdict::Graded(scored) => {
                    let p = &r.pick;
                    let line = p.line.to_string();
                    fold.push(
                        p.starts_at.as_deref().unwrap_or(&r.observed_at),
                        &[
                            &r.sport,
                            &p.event_id,
                            &p.player,
                            &p.stat_type,
                            &p.app,
                            &line,
                            &p.side,
                        ],
                        [&p.app, &p.stat_type, &r.sport],
                        scored,
                    );
                }
            }
            Ok::<(), EsxError>(())
        })
        .map_err(store_error)??;
    Ok(ungraded)
}

/// What a stored prediction comes to: left out (filtered, void, no model), ungraded
/// (no usable result), or graded.
enum Verdict {
    Skip,
    Ungraded,
    Graded(Scored),
}

/// One pick under `--model` and the filters, graded from its stored result.
fn grade_pick(
    r: &PickRow,
    args: &Args,
    dispersion: &dyn Fn(&str) -> Result<f64, EsxError>,
    config: &dyn Fn(&str) -> Option<String>,
) -> Result<Verdict, EsxError> {
    let p = &r.pick;
    if args
        .app
        .as_deref()
        .is_some_and(|a| !a.eq_ignore_ascii_case(&p.app))
        || args
            .market
            .as_deref()
            .is_some_and(|m| !m.eq_ignore_ascii_case(&p.stat_type))
    {
        return Ok(Verdict::Skip);
    }
    // Only the negative binomial reads `k` (so only it can trip on a bad one).
    let k = if matches!(args.model, ModelArg::Negbin) {
        dispersion(&p.stat_type)?
    } else {
        crate::config::DEFAULT_DISPERSION
    };
    let Some((win, push)) = pick_prob(r, args.model, k) else {
        return Ok(Verdict::Skip);
    };
    if args
        .min_edge
        .is_some_and(|m| 100.0 * (win - p.breakeven) < m)
    {
        return Ok(Verdict::Skip);
    }
    let Some(res) = &r.result else {
        return Ok(Verdict::Ungraded);
    };
    let over = p.side == "over";
    let outcome = match (res.grade.as_str(), res.actual_value) {
        ("void", _) => return Ok(Verdict::Skip),
        (_, Some(actual)) => pick_outcome(p.line, over, actual),
        // No value: the grade speaks only for its own line and side.
        (g, None)
            if res.line.is_some_and(|l| l.to_bits() == p.line.to_bits())
                && res.direction.as_deref().and_then(Side::from_direction)
                    == Side::from_direction(&p.side) =>
        {
            match g {
                "hit" => Some(Outcome::Win),
                "miss" => Some(Outcome::Loss),
                "push" => Some(Outcome::Push),
                _ => None,
            }
        }
        _ => None,
    };
    let Some(outcome) = outcome else {
        return Ok(Verdict::Ungraded);
    };
    // Scored given no push: the pushes are counted apart.
    let predicted = match push {
        Some(pp) if pp < 1.0 => win / (1.0 - pp),
        _ => win,
    };
    let push_return = if outcome == Outcome::Push {
        push_return(config, p)?
    } else {
        1.0
    };
    Ok(Verdict::Graded(Scored {
        predicted: predicted.clamp(0.0, 1.0),
        won: match outcome {
            Outcome::Win => Some(true),
            Outcome::Loss => Some(false),
            Outcome::Push | Outcome::Void => None,
        },
        price: 1.0 / p.breakeven,
        clv_pct: None,
        push_return,
    }))
}

/// What a pushed pick returns per unit under its app's push rule (docs/grading.md): the
/// recorded slip's `n` legs at the per-leg price `M_n^(1/n)` (`M_n = be^(−n)`), the
/// pushed leg worth the change it makes to the slip's payout when the others hit.
fn push_return(
    config: &dyn Fn(&str) -> Option<String>,
    p: &esx_store::PickPrediction,
) -> Result<f64, EsxError> {
    let rule = crate::slip_rules::push_rule(config, &p.app)?;
    let Ok(legs) = u32::try_from(p.legs) else {
        return Ok(1.0);
    };
    if !(p.breakeven > 0.0 && p.breakeven < 1.0) {
        return Ok(1.0);
    }
    let m_n = p.breakeven.powf(-f64::from(legs));
    // A slip of n legs drops to n − 1: that many legs' payout (for n ≥ 3), else none
    // known, and the pushed leg then changes nothing.
    let m_prev = crate::slip_rules::power_payout(config, &p.app, legs.saturating_sub(1))
        .unwrap_or_else(|| m_n.powf((f64::from(legs) - 1.0) / f64::from(legs)));
    Ok(esx_odds::picks::push_leg_return(rule, legs, m_n, m_prev))
}

fn edges(
    store: &mut Store,
    q: &PredictionQuery,
    args: &Args,
    fold: &mut Fold,
) -> Result<usize, EsxError> {
    let mut ungraded = 0;
    store
        .each_edge_row(q, |r| {
            let e = &r.edge;
            let (Some(source), Some(net)) = (&e.source, e.net_decimal) else {
                return Ok(());
            };
            if args
                .app
                .as_deref()
                .is_some_and(|a| !a.eq_ignore_ascii_case(source))
                || args
                    .market
                    .as_deref()
                    .is_some_and(|m| !m.eq_ignore_ascii_case(&e.market))
                || args
                    .min_edge
                    .is_some_and(|m| e.edge_pct.is_none_or(|x| x < m))
            {
                return Ok(());
            }
            let outcome = r.result.as_ref().and_then(|m| {
                market_outcome(
                    &e.market,
                    e.map,
                    e.line,
                    &e.outcome,
                    &Series {
                        team1: &m.team1,
                        team2: &m.team2,
                        score1: m.score1,
                        score2: m.score2,
                        maps: &m.maps,
                    },
                )
            });
            let Some(outcome) = outcome else {
                ungraded += 1;
                return Ok(());
            };
            let map = e.map.map_or(String::new(), |m| m.to_string());
            let line = e.line.map_or(String::new(), |l| l.to_string());
            fold.push(
                e.starts_at.as_deref().unwrap_or(&r.observed_at),
                &[&r.sport, &e.event_id, &e.market, &map, &line, &e.outcome],
                [source, &e.market, &r.sport],
                Scored {
                    predicted: e.fair_probability,
                    won: match outcome {
                        Outcome::Win => Some(true),
                        Outcome::Loss => Some(false),
                        Outcome::Push | Outcome::Void => None,
                    },
                    price: net,
                    // The prediction is the last before the start: its fair probability
                    // is the close, so its CLV is its edge at the close (the one CLV
                    // formula, on the net price).
                    clv_pct: esx_odds::clv::clv_pct(net, e.fair_probability).ok(),
                    push_return: 1.0,
                },
            );
            Ok::<(), EsxError>(())
        })
        .map_err(store_error)??;
    Ok(ungraded)
}

/// The logged bets, judged as `bets report` judges them (`Store::judged_bets`): the
/// price net of the venue's fee, CLV against the one close.
fn bets(
    store: &Store,
    pricing: &esx_store::BetPricing,
    q: &PredictionQuery,
    args: &Args,
    fold: &mut Fold,
) -> Result<usize, EsxError> {
    let mut ungraded = 0;
    for j in store.judged_bets(pricing).map_err(store_error)? {
        let b = j.bet;
        if args
            .app
            .as_deref()
            .is_some_and(|a| !a.eq_ignore_ascii_case(&b.source))
            || args
                .market
                .as_deref()
                .is_some_and(|m| !m.eq_ignore_ascii_case(&b.market))
            || args
                .min_edge
                .is_some_and(|m| b.clv_pct.is_none_or(|x| x < m))
            || q.since.as_deref().is_some_and(|s| b.placed_at.as_str() < s)
            || q.until
                .as_deref()
                .is_some_and(|u| b.placed_at.as_str() >= u)
        {
            continue;
        }
        let won = match b.result {
            None => {
                ungraded += 1;
                continue;
            }
            Some(esx_store::BetResult::Void) => continue,
            Some(esx_store::BetResult::Won) => Some(true),
            Some(esx_store::BetResult::Lost) => Some(false),
            Some(esx_store::BetResult::Push) => None,
        };
        fold.push(
            &b.placed_at,
            &[&format!("bet {}", b.bet_id)],
            [&b.source, &b.market, ""],
            Scored {
                predicted: b.p_close.unwrap_or(1.0 / b.decimal),
                won,
                price: j.net_decimal,
                clv_pct: b.clv_pct,
                push_return: 1.0,
            },
        );
    }
    Ok(ungraded)
}
