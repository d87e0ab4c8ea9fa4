//! `esx backtest`: did esx's numbers come true? Recorded predictions (picks, edges) or
//! logged bets, graded against stored outcomes: hit rate against mean predicted,
//! calibration deciles, Brier score, log loss, flat-stake ROI, mean CLV, drawdown.
//!
//! Reads the store only (no request). The figures are `esx_odds::backtest`'s; this module
//! picks the rows (one prediction per key, the last recorded at or before the start),
//! grades each from its stored result, and prints.

mod args;
mod chart;
mod fair;
mod fair_walk;
mod fold;
mod graders;
mod report;

pub(crate) use args::{Args, By, Compare, ModelArg, What};

use std::collections::BTreeMap;

use esx_odds::backtest::{Scored, Summary, Unit, paired, summarise, units_of_rows};
use esx_store::PredictionQuery;
use serde_json::{Map, Value, json};

use crate::context::Context;
use crate::error::EsxError;
use crate::output::{Format, TypedView, View};

use crate::store::time_or_span;
use fold::{Fold, Graded};

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
    let what = match args.what() {
        What::Picks => "picks",
        What::Edges => "edges",
        What::Bets => "bets",
    };
    let model = match (args.what(), args.model) {
        (What::Picks, ModelArg::Recorded) => "recorded",
        (What::Picks, ModelArg::Poisson) => "poisson",
        (What::Picks, ModelArg::Negbin) => "negbin",
        // Edges and bets have no pick'em model.
        _ => "none",
    };
    (what, model)
}

/// The flags clap cannot check alone: exit 2 with one line.
fn check(args: &Args) -> Result<(), EsxError> {
    if args.min_edge.is_some_and(|e| !e.is_finite()) {
        return Err(EsxError::usage("--min-edge must be a number"));
    }
    match (args.compare, args.what()) {
        (Some(Compare::Fair), What::Edges) | (None, _) => {}
        (Some(Compare::Fair), _) => {
            return Err(EsxError::usage(
                "--compare fair scores the fair bases on the lines tape's markets: it needs --what edges (or no --what)",
            ));
        }
        (Some(_), What::Picks) => {}
        (Some(_), _) => {
            return Err(EsxError::usage(
                "--compare model|dispersion sets two pick'em models side by side: it needs --what picks",
            ));
        }
    }
    Ok(())
}

pub(crate) fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    check(args)?;
    let q = query(args, ctx.clock().now())?;
    if let Some(p) = &args.plot {
        crate::store::check_folder(&esx_store::Location::File(p.clone()))?;
    }
    // `picks.dispersion.<stat_type>` from the profile, checked when first used.
    let file = ctx.config();
    let profile = ctx.profile().to_string();
    let config = |key: &str| file.get(&profile, key).map(ToString::to_string);
    let bankroll = match args.bankroll {
        Some(b) => b,
        None => crate::config::bankroll(&config)?,
    };
    let mut fold = Fold::default();
    let left = grade(ctx, args, &q, &config, &mut fold)?;
    // Time order: the bankroll curve and the drawdown follow it.
    let rows = fold.in_time_order();
    let refs: Vec<&Graded> = rows.iter().collect();
    let all = figures(&fold, &refs, args.what(), bankroll);
    let (what, model) = names(args);
    let seg_figures = args
        .by
        .map(|by| segments(&fold, &rows, by, args.what(), bankroll))
        .unwrap_or_default();
    let seg_json: Map<String, Value> = seg_figures
        .iter()
        .map(|(k, v)| ((*k).to_string(), report::summary_json(v)))
        .collect();
    let mut doc = json!({"source": "esx", "what": what, "model": model});
    let mut notes = Vec::new();
    if let (Value::Object(d), Value::Object(s)) = (&mut doc, report::summary_json(&all)) {
        d.extend(s);
        d.insert("ungraded".into(), left.ungraded.into());
        d.insert("ungraded_upcoming".into(), left.upcoming.into());
        d.insert(
            "next_start".into(),
            json!(left.next_start.map(|t| t.to_string())),
        );
        d.insert("voids".into(), left.voids.into());
        d.insert(
            "ruin_at".into(),
            json!(all.ruin_at.and_then(|i| rows.get(i)).map(|r| fold.time(r))),
        );
        d.insert("segments".into(), Value::Object(seg_json));
        if let Some(c) = args.compare {
            let (block, lines) = compared(ctx, args, &q, (&fold, &refs), c)?;
            d.insert("compare".into(), block);
            notes.push(lines);
        }
    }
    // The pictures' rows, built only now: the figures above held none of them.
    let scored: Vec<Scored> = rows.iter().map(|r| r.scored).collect();
    if let Some(path) = &args.plot {
        chart::write_svg(path, &all, &scored)?;
        // Say where the picture went: a file written silently is a file looked for.
        ctx.diag().note(&format!(
            "wrote the reliability diagram and bankroll curve to {}",
            path.display()
        ));
    }
    let format = ctx.printer().format(Format::Table);
    if format == Format::Ndjson && !ctx.printer().has_jq() {
        // One line per graded prediction, in time order.
        let lines: Vec<fold::Line<'_>> = rows.iter().map(|r| fold.line(r)).collect();
        return ctx
            .output(Format::Table)
            .emit_typed(TypedView::new(&doc, &lines, Vec::new()), || ());
    }
    let mut table_rows = vec![report::table_row("all", &all)];
    for (k, v) in &seg_figures {
        table_rows.push(report::table_row(k, v));
    }
    let ruin = all.ruin_at.and_then(|i| rows.get(i)).map(|r| fold.time(r));
    let note = report::note(what, &all, left);
    notes.push(report::warnings(&all, ruin));
    let view = View::derived(doc, table_rows, "calibration", report::columns())
        .note(note)
        .empty_message("nothing graded");
    if format == Format::Table && !ctx.printer().has_jq() {
        return emit_table(ctx, &view, &notes, &all, &scored);
    }
    ctx.output(Format::Table).emit(&view)
}

/// Grades the stored predictions `--what` names into `fold`; returns what it left.
fn grade(
    ctx: &Context,
    args: &Args,
    q: &PredictionQuery,
    config: &dyn Fn(&str) -> Option<String>,
    fold: &mut Fold,
) -> anyhow::Result<graders::Left> {
    // A value that is no `k` (a hand-edited config) is exit 2 naming the key, as in `picks`.
    let dispersion = |stat: &str| crate::config::stat_dispersion(config, stat);
    let now = ctx.clock().now();
    let mut store = args.db.open_existing_in(ctx)?;
    Ok(match args.what() {
        What::Picks => graders::picks(&mut store, q, args, &dispersion, config, fold, now)?,
        What::Edges => graders::edges(&mut store, q, args, fold, now)?,
        What::Bets => graders::bets(&store, &crate::bet_pricing::pricing(ctx)?, q, args, fold)?,
    })
}

/// The table with the notes under it and, when anything was graded, the terminal chart.
fn emit_table(
    ctx: &Context,
    view: &View,
    notes: &[String],
    all: &Summary,
    scored: &[Scored],
) -> anyhow::Result<()> {
    let out = ctx.output(Format::Table);
    let mut buf: Vec<u8> = Vec::new();
    out.render(view, &mut buf)?;
    let mut text = String::from_utf8_lossy(&buf).into_owned();
    for n in notes.iter().filter(|n| !n.is_empty()) {
        text.push('\n');
        text.push_str(&out.wrap_text(n));
    }
    if all.graded > 0 {
        text.push('\n');
        text.push_str(&chart::terminal(all, scored));
    }
    out.emit_text(&text)
}

/// The figures of some of the rows (all, or one segment's): money over every row, scores
/// over distinct outcomes (picks of one outcome across apps and sides count once; an edge
/// or a bet is its own), every SE clustered by event.
fn figures(fold: &Fold, rows: &[&Graded], what: What, bankroll: f64) -> Summary {
    let clusters = Fold::clusters(rows);
    let tagged = || clusters.iter().copied().zip(rows.iter().map(|r| &r.scored));
    let units: Vec<Unit> = match what {
        What::Picks => fold.pick_units(rows, &clusters, |r| Some(r.scored.predicted)),
        What::Edges | What::Bets => units_of_rows(tagged()),
    };
    summarise(tagged(), &units, bankroll)
}

/// `--compare`'s JSON block and the lines under the table.
fn compared(
    ctx: &Context,
    args: &Args,
    q: &PredictionQuery,
    (fold, rows): (&Fold, &[&Graded]),
    c: Compare,
) -> anyhow::Result<(Value, String)> {
    Ok(match c {
        Compare::Fair => fair_walk::run(ctx, &args.db, q, args.market.as_deref())?,
        Compare::Model => compare(fold, rows, "model", ["negbin", "poisson"]),
        Compare::Dispersion => compare(
            fold,
            rows,
            "dispersion",
            ["negbin at the recorded k", "negbin at the profile's k"],
        ),
    })
}

/// `--compare model|dispersion` (named `what` in the JSON, its two predictions `names`):
/// both predictions' distinct outcomes (those both price), scored the same way, and each
/// score's paired difference clustered by event.
fn compare(fold: &Fold, rows: &[&Graded], what: &str, names: [&str; 2]) -> (Value, String) {
    let priced: Vec<&Graded> = rows.iter().copied().filter(|r| r.pair.is_some()).collect();
    let clusters = Fold::clusters(&priced);
    let a = fold.pick_units(&priced, &clusters, |r| r.pair.map(|p| p[0]));
    let b = fold.pick_units(&priced, &clusters, |r| r.pair.map(|p| p[1]));
    // Both lists hold the same outcomes in the same (first-seen) order; a unit oriented
    // to its favoured side scores the same from either side, so the pairs line up.
    let pairs = |score: fn(f64, bool) -> f64| -> Vec<(u32, f64, f64)> {
        a.iter()
            .zip(&b)
            .map(|(x, y)| (x.cluster, score(x.p, x.won), score(y.p, y.won)))
            .collect()
    };
    let brier = paired(&pairs(esx_odds::backtest::brier_of));
    let log_loss = paired(&pairs(esx_odds::backtest::log_loss_of));
    let n_events = a
        .iter()
        .map(|u| u.cluster)
        .collect::<std::collections::HashSet<_>>()
        .len() as u64;
    let block = report::compare_json(
        what,
        names,
        [a.len() as u64, n_events],
        brier.as_ref(),
        log_loss.as_ref(),
    );
    let lines = report::compare_lines(
        names,
        [("Brier", brier.as_ref()), ("log loss", log_loss.as_ref())],
    );
    (block, lines)
}

/// `--by`: each segment's figures, as [`figures`] gives them.
fn segments<'a>(
    fold: &'a Fold,
    rows: &[Graded],
    by: By,
    what: What,
    bankroll: f64,
) -> BTreeMap<&'a str, Summary> {
    let k = match by {
        By::App => "app",
        By::Market => "market",
        By::Sport => "sport",
    };
    let mut parts: BTreeMap<&str, Vec<&Graded>> = BTreeMap::new();
    for r in rows {
        parts.entry(fold.segment(r, k)).or_default().push(r);
    }
    parts
        .into_iter()
        .map(|(name, v)| (name, figures(fold, &v, what, bankroll)))
        .collect()
}

impl crate::declare::Declared for Args {
    const GROUP: crate::declare::Group = crate::declare::Group::History;

    fn run(&self, ctx: &Context) -> anyhow::Result<()> {
        run(ctx, self)
    }
}
