//! `esx picks`: DFS pick'em value from `/player-props` — the sportsbook's over/under pair
//! de-vigged, moved to each DFS line (negative binomial by default, or Poisson), against a
//! power slip's break-even.
//!
//! The math is `esx_odds::picks`; this module reads the board, applies the flags and the
//! slip payouts (defaults below, overridable per venue in config or with `--payout`),
//! and builds the JSON and table.

use std::borrow::Cow;
use std::collections::HashMap;

use clap::ValueEnum;

use crate::error::EsxError;
use crate::output::Format;
use esx_odds::DevigMethod;
use esx_odds::picks::{Model, Side, edge_pts, fair_over, poisson_lambda, poisson_pick};
use esx_proto::routes::{self, Query};

use crate::context::Context;
use crate::fair_basis::ResolvedFair;
use crate::output::num::Exact;

mod args;
mod board;
mod dispersion;
mod fair;
mod payouts;
mod slip_view;
mod slips;
mod view;
pub(crate) use crate::gamelogs::DispersionArg;
use crate::gamelogs::{self, PlayerLogs};
use crate::predict::is_count_stat;
pub(crate) use args::{Args, ModelArg};
use dispersion::Dispersion;
pub(crate) use payouts::{Pay, Payouts};
use view::{PickRow, PicksDoc};

/// How many picks a table shows without `--limit`.
const DEFAULT_LIMIT: u32 = 50;

pub(crate) fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    let sport = ctx.sport()?;
    let fair = args
        .fair
        .map(|basis| crate::fair_basis::resolve(ctx, basis, &sport, &args.db))
        .transpose()?;
    let file = ctx.config();
    let profile = ctx.profile().to_string();
    let config = move |key: &str| file.get_text(&profile, key);
    let mut payouts = Payouts::new(args, &config)?;
    check_flags(ctx, args)?;
    let path = routes::PLAYER_PROPS.path(&[&sport]);
    let now = ctx.clock().now();
    let client = ctx.client()?;
    // `--dispersion player` fetches the players' gamelogs after the board: the board is
    // then priced once it is all in (the early pricing must not fetch; see `priced`).
    let player_k = args.dispersion == DispersionArg::Player;
    let format = ctx.printer().format(Format::Table);
    let out = ctx.output(Format::Table);
    // A full board's decoded groups are ~100k small allocations; the process ends right
    // after this command, so they are left to the OS (not under a fan-out, where other
    // sports still run).
    let kept;
    let bodies: &board::Bodies<'_> = if ctx.is_collecting() {
        kept = board::Bodies::default();
        &kept
    } else {
        Box::leak(Box::default())
    };
    // The board is priced and its output built in memory, while the rest of the answer
    // arrives when it can be (`priced`); written once it has all arrived and checked.
    let priced = board::priced(
        &client,
        &path,
        Query::new().set("board", "all").pairs(),
        bodies,
        !player_k,
        &mut |board| {
            let started = std::time::Instant::now();
            let groups = board::groups(board);
            let mut fetching = std::time::Duration::ZERO;
            let logs = if player_k {
                let logs = gamelogs::fetch(ctx, &sport, &players_to_fit(&groups, args, now))?;
                fetching = started.elapsed();
                logs
            } else {
                PlayerLogs::default()
            };
            let mut doc = picks_doc(
                &groups,
                &sport,
                args,
                &mut payouts,
                &config,
                now,
                (&logs, fair.as_ref()),
            )?;
            shown(&mut doc, args, format, !ctx.printer().has_jq(), now);
            let rows = started.elapsed().saturating_sub(fetching);
            let prepared = if args.best_slips.is_some() {
                let rows = slip_view::slip_rows(&doc, format);
                out.prepare_typed(slip_view::slips_view(&doc, &rows, format))?
            } else {
                out.prepare_typed(view::picks_view(&doc, format))?
            };
            Ok(Built {
                prepared,
                total: doc.total,
                rows,
                output: started.elapsed().saturating_sub(fetching + rows),
            })
        },
    )?;
    trace_priced(ctx, &priced);
    out.emit_prepared(&priced.value.prepared)
}

/// The flags' combinations `clap` cannot check: `--dispersion player` needs negbin, and
/// `--app` must name a venue.
fn check_flags(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    if args.dispersion == DispersionArg::Player && args.model != ModelArg::Negbin {
        return Err(EsxError::usage(format!(
            "--dispersion player is negbin's k; --model {} has none (drop one of the two)",
            args.model
                .to_possible_value()
                .map_or_else(String::new, |v| v.get_name().to_string())
        ))
        .into());
    }
    // A venue that does not exist would answer "0 picks": exit 2 naming the known ones.
    if let Some(app) = &args.app {
        crate::venues::check(ctx, "--app", app)?;
    }
    Ok(())
}

/// `-v`'s line: how long the board took from its bytes to the output in memory.
fn trace_priced(ctx: &Context, priced: &board::Priced<Built>) {
    // `-v`: the work from the board's bytes to the finished output in memory (decode,
    // model, rows and their JSON, CSV or table), the fetches and the write excluded;
    // early, "priced in" is the time from the board's last byte (stamped on the request
    // thread) to the output ready, whatever of the work was still left then.
    let built = &priced.value;
    let ms = |d: std::time::Duration| d.as_secs_f64() * 1e3;
    let (decode, rows, output) = (ms(priced.decode), ms(built.rows), ms(built.output));
    ctx.diag().trace(&if priced.early {
        format!(
            "picks: {} priced in {:.2} ms after the board's last byte (decode {decode:.2} ms, model and rows {rows:.2} ms and the output {output:.2} ms, begun while the board was still arriving; the fetch and the write excluded)",
            built.total,
            ms(priced.arrived.elapsed())
        )
    } else {
        format!(
            "picks: {} priced in {:.2} ms (decode {decode:.2} ms, model and rows {rows:.2} ms, then the output {output:.2} ms; the fetch and the write excluded)",
            built.total,
            decode + rows + output
        )
    });
}

/// The output `picks` built for its board, and how long the building took.
struct Built {
    prepared: crate::output::typed::Prepared,
    total: usize,
    /// Model and rows, after the decode (the gamelogs' fetch excluded).
    rows: std::time::Duration,
    /// The output in memory.
    output: std::time::Duration,
}

/// The picks shown: those starting within `--starts-within`, and at most `--limit`
/// (a person at a table reads the best 50, positive edges first: the rows are sorted by
/// edge; scripts get every pick unless they ask for fewer). The footer and, when a
/// filter or `--limit` chose them, `esx.filtered_*` count what the window kept
/// (filtered.rs; `picks` has no `--offset`).
fn shown(doc: &mut PicksDoc<'_>, args: &Args, format: Format, no_jq: bool, now: jiff::Timestamp) {
    if let Some(within) = args.starts_within {
        doc.picks.retain(|p| {
            p.event_time
                .as_str()
                .is_some_and(|t| crate::cli::starts_within(t, now, within))
        });
        doc.total = doc.picks.len();
    }
    let limit = args
        .limit
        .or((format == Format::Table && no_jq).then_some(DEFAULT_LIMIT))
        .and_then(|n| usize::try_from(n).ok());
    let paged =
        crate::filtered::Paged::of((0..doc.picks.len()).collect(), 0, limit).without_offset_flag();
    doc.picks.truncate(paged.shown.len());
    if args.limit.is_some() || args.starts_within.is_some() {
        doc.esx = Some(paged.counts());
    }
    let what = args
        .starts_within
        .map(crate::filtered::window_words)
        .unwrap_or_default();
    doc.paged = Some((paged, what));
}

/// A sportsbook's over/under pair at one line inside a group.
struct BookPair {
    main_over: usize,
    main_under: usize,
    line: f64,
    p_over: f64,
    /// The fitted Poisson mean (with the Poisson model; `None` when it cannot be fitted).
    lambda: Option<f64>,
    /// The negative binomial mean at the group's `k`, found by the first entry priced
    /// from this pair (every DFS line and side of the group reuses it).
    negbin_mu: std::cell::OnceCell<Option<f64>>,
    /// `--fair`: the basis the pair was made on and the books' shares in it.
    fair: Option<std::rc::Rc<fair::PickFair>>,
}

/// Whether a group is priced at all: a player prop (no moneyline) of an event that has
/// not started by the run's clock (unless `--include-started`).
fn is_open(g: &board::Group<'_>, args: &Args, now: jiff::Timestamp) -> bool {
    !crate::predict::is_moneyline(g.stat_type)
        && (args.include_started
            || g.event_time
                .as_str()
                .and_then(|t| t.parse::<jiff::Timestamp>().ok())
                .is_none_or(|t| t > now))
}

/// The players whose `k` a `--dispersion player` run fits: those of the open count-stat
/// groups with a DFS line (of `--app`'s venue, with one), each once, in the board's order.
fn players_to_fit(groups: &[board::Group<'_>], args: &Args, now: jiff::Timestamp) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for g in groups {
        let posted = g.dfs.iter().any(|e| {
            args.app
                .as_ref()
                .is_none_or(|a| a.eq_ignore_ascii_case(e.sportsbook_name))
        });
        if !(is_count_stat(g.stat_type) && posted && is_open(g, args, now)) {
            continue;
        }
        if let Some(name) = g.player_name.as_str()
            && !out.iter().any(|p| p == name)
        {
            out.push(name.to_string());
        }
    }
    out
}

/// The group's complete book pairs (same venue, same line, odds on both sides) that
/// de-vig cleanly; a broken pair is skipped, not fatal.
fn book_pairs(g: &board::Group<'_>, method: DevigMethod, model: Model) -> Vec<BookPair> {
    let mut pairs = Vec::new();
    for (i, over) in g.main.iter().enumerate() {
        if over.side != Some(Side::Over) {
            continue;
        }
        let under = g.main.iter().position(|u| {
            u.sportsbook_name == over.sportsbook_name
                && u.line.value == over.line.value
                && u.side == Some(Side::Under)
        });
        let Some(j) = under else { continue };
        let (Some(oa), Some(ua)) = (over.odds, g.main[j].odds) else {
            continue;
        };
        if let Ok(p) = fair_over(oa.value, ua.value, method) {
            pairs.push(BookPair {
                main_over: i,
                main_under: j,
                line: over.line.value,
                p_over: p,
                lambda: match model {
                    Model::Poisson => poisson_lambda(over.line.value, p).ok(),
                    Model::None => None,
                },
                negbin_mu: std::cell::OnceCell::new(),
                fair: None,
            });
        }
    }
    pairs
}

/// `--fair`: each line's pairs (one per sportsbook) made one pair on the basis, naming
/// the book the basis weighs most; a line the basis weighs no book of is dropped.
fn on_basis(
    g: &board::Group<'_>,
    pairs: &[BookPair],
    fair: &ResolvedFair,
    model: Model,
) -> Vec<BookPair> {
    let venues = fair.venues(fair::PROPS);
    let mut lines: Vec<u64> = Vec::new();
    for p in pairs {
        if !lines.contains(&p.line.to_bits()) {
            lines.push(p.line.to_bits());
        }
    }
    lines
        .into_iter()
        .filter_map(|line| {
            let at: Vec<&BookPair> = pairs.iter().filter(|p| p.line.to_bits() == line).collect();
            let of: Vec<(&str, f64)> = at
                .iter()
                .map(|p| (g.main[p.main_over].sportsbook_name, p.p_over))
                .collect();
            let (shown, p_over, named) = fair::combine(fair.basis, &of, venues.as_ref())?;
            let first = at[shown];
            Some(BookPair {
                main_over: first.main_over,
                main_under: first.main_under,
                line: first.line,
                p_over,
                lambda: match model {
                    Model::Poisson => poisson_lambda(first.line, p_over).ok(),
                    Model::None => None,
                },
                negbin_mu: std::cell::OnceCell::new(),
                fair: Some(std::rc::Rc::new(named)),
            })
        })
        .collect()
}

/// The `esx picks` result from a `/player-props` answer's groups (DESIGN.md "New
/// commands"): typed rows borrowing the served values, serialised as the JSON envelope.
/// `logs` holds the players' gamelogs under `--dispersion player` (else nothing).
fn picks_doc<'a>(
    groups: &[board::Group<'a>],
    sport: &'a str,
    args: &Args,
    payouts: &mut Payouts,
    config: &dyn Fn(&str) -> Option<String>,
    now: jiff::Timestamp,
    (logs, fair): (&PlayerLogs, Option<&ResolvedFair>),
) -> Result<PicksDoc<'a>, EsxError> {
    // Negbin measures from the nearest book line as Poisson does; only the count model
    // behind the probability differs.
    let model = match args.model {
        ModelArg::Poisson | ModelArg::Negbin => Model::Poisson,
        ModelArg::None => Model::None,
    };
    let negbin = args.model == ModelArg::Negbin;
    let mut pricer = Pricer {
        args,
        model,
        negbin,
        dispersion: Vec::new(),
        player_k: HashMap::new(),
        logs,
        fair,
        payouts,
        config,
        seen_apps: Vec::new(),
        now,
    };
    let mut picks: Vec<PickRow<'a>> = Vec::with_capacity(groups.iter().map(|g| g.dfs.len()).sum());
    for g in groups {
        pricer.group(g, &mut picks)?;
    }
    let Pricer {
        payouts, seen_apps, ..
    } = pricer;
    let picks = by_edge(picks);
    let slips = match args.best_slips {
        Some(k) => Some(slips::best_slips_of(
            &picks, payouts, k as usize, &seen_apps, config,
        )?),
        None => None,
    };
    Ok(PicksDoc {
        source: "esx",
        sport,
        devig: args.devig.as_str(),
        model: if negbin { "negbin" } else { model.as_str() },
        slip: slips::slip_head(args, payouts, config, &seen_apps)?,
        total: picks.len(),
        paged: None,
        picks,
        slips,
        esx: None,
    })
}

/// Prices a board's DFS entries against its sportsbook pairs, remembering each venue's
/// payout as it meets them.
struct Pricer<'p> {
    args: &'p Args,
    model: Model,
    /// `--model negbin`: count stats priced by the negative binomial.
    negbin: bool,
    /// Each stat type's `k` as first read from the config.
    dispersion: Vec<(String, f64)>,
    /// Each (player, stat type)'s fitted `k` (`None`: nothing to fit), as first computed.
    player_k: HashMap<(String, String), Option<f64>>,
    /// The players' gamelogs (`--dispersion player`).
    logs: &'p PlayerLogs,
    /// `--fair`: the books' pairs at a line made one fair on it (else each pair alone).
    fair: Option<&'p ResolvedFair>,
    payouts: &'p mut Payouts,
    config: &'p dyn Fn(&str) -> Option<String>,
    /// The venues priced, in the order met, with their payout.
    seen_apps: Vec<(String, Pay)>,
    /// The run's clock: an event at or before it has started.
    now: jiff::Timestamp,
}

impl Pricer<'_> {
    /// A stat type's dispersion `k`: `picks.dispersion.<STAT_TYPE>` or the default; a
    /// value that is no `k` (a hand-edited config) is exit 2 naming the key.
    fn dispersion_of(&mut self, stat_type: &str) -> Result<f64, EsxError> {
        if let Some((_, k)) = self.dispersion.iter().find(|(s, _)| s == stat_type) {
            return Ok(*k);
        }
        let k = crate::config::stat_dispersion(self.config, stat_type)?;
        self.dispersion.push((stat_type.to_string(), k));
        Ok(k)
    }

    /// The `k` a group's negbin picks use: the player's fitted from his gamelogs when
    /// they were read and hold enough maps, else the stat type's.
    fn k_of(&mut self, g: &board::Group<'_>) -> Result<Dispersion, EsxError> {
        let stat_k = self.dispersion_of(g.stat_type)?;
        let fitted = match g
            .player_name
            .as_str()
            .and_then(|p| Some((p, self.logs.of(p)?)))
        {
            Some((player, rows)) => *self
                .player_k
                .entry((player.to_string(), g.stat_type.to_string()))
                .or_insert_with(|| gamelogs::player_k(rows, g.stat_type, stat_k)),
            None => None,
        };
        Ok(match fitted {
            Some(k) => Dispersion {
                k: Exact(k),
                source: "player",
            },
            None => Dispersion {
                k: Exact(stat_k),
                source: "stat",
            },
        })
    }

    /// Every pick of one player × stat × event group: none for a moneyline, or without a
    /// complete book pair; a stat that is not a count is priced at the book line only.
    fn group<'a>(
        &mut self,
        g: &board::Group<'a>,
        picks: &mut Vec<PickRow<'a>>,
    ) -> Result<(), EsxError> {
        // Nothing that has started is a pick (by the run's clock).
        if !is_open(g, self.args, self.now) {
            return Ok(());
        }
        let model = if is_count_stat(g.stat_type) {
            self.model
        } else {
            Model::None
        };
        let mut pairs = book_pairs(g, self.args.devig, model);
        if let Some(fair) = self.fair {
            pairs = on_basis(g, &pairs, fair, model);
        }
        if pairs.is_empty() {
            return Ok(());
        }
        for entry in &g.dfs {
            if let Some(pick) = self.entry(g, entry, &pairs, model)? {
                picks.push(pick);
            }
        }
        Ok(())
    }

    /// One DFS entry's pick, or `None` when it is filtered out (`--app`, `--min-edge`)
    /// or cannot be priced (no side, a line out of range, no pair to measure from).
    fn entry<'a>(
        &mut self,
        g: &board::Group<'a>,
        entry: &board::Entry<'a>,
        pairs: &[BookPair],
        model: Model,
    ) -> Result<Option<PickRow<'a>>, EsxError> {
        let Some(side) = entry.side else {
            return Ok(None);
        };
        if let Some(app) = &self.args.app
            && !app.eq_ignore_ascii_case(entry.sportsbook_name)
        {
            return Ok(None);
        }
        let ld = entry.line.value;
        if !(ld.is_finite() && ld > 0.0 && ld <= esx_odds::picks::MAX_LINE) {
            return Ok(None);
        }
        // The book pair to measure from: the same line if there is one, else (with a
        // model) the nearest line, the first on a tie.
        let Some(pair) = pairs
            .iter()
            .filter(|p| model == Model::Poisson || p.line.to_bits() == ld.to_bits())
            .min_by(|a, b| (a.line - ld).abs().total_cmp(&(b.line - ld).abs()))
        else {
            return Ok(None);
        };
        let mut dispersion = None;
        let prob = if model == Model::None {
            esx_odds::picks::pick_probability(pair.line, pair.p_over, ld, side, Model::None)
                .ok()
                .flatten()
        } else if self.negbin {
            let d = self.k_of(g)?;
            dispersion = Some(d);
            let k = d.k.0;
            let mu = pair
                .negbin_mu
                .get_or_init(|| esx_odds::picks::negbin::mean(pair.line, pair.p_over, k).ok());
            mu.and_then(|mu| {
                esx_odds::picks::negbin::pick_at(mu, pair.line, pair.p_over, ld, side, k).ok()
            })
        } else {
            pair.lambda
                .map(|l| poisson_pick(l, pair.line, pair.p_over, ld, side))
        };
        let Some(prob) = prob else { return Ok(None) };
        // Venue keys are lower case; borrowed when the service sent them so.
        let app: Cow<'a, str> = if entry
            .sportsbook_name
            .bytes()
            .any(|b| b.is_ascii_uppercase())
        {
            Cow::Owned(entry.sportsbook_name.to_ascii_lowercase())
        } else {
            Cow::Borrowed(entry.sportsbook_name)
        };
        let payout = self.payouts.for_venue(&app, self.config)?;
        let be = payout.breakeven(self.payouts.legs)?;
        if !self.seen_apps.iter().any(|(a, _)| *a == app) {
            self.seen_apps.push((app.to_string(), payout));
        }
        let edge = edge_pts(prob.p_win, be);
        if self.args.min_edge.is_some_and(|m| edge < m) {
            return Ok(None);
        }
        let (over, under) = (&g.main[pair.main_over], &g.main[pair.main_under]);
        Ok(Some(PickRow {
            player_name: g.player_name,
            canonical_player_id: g.canonical_player_id,
            stat_type: g.stat_type,
            event_id: g.event_id,
            event_time: g.event_time,
            app,
            line: entry.line.text,
            side: side.as_str(),
            book: over.sportsbook_name,
            book_line: over.line.text,
            book_over_american: over.odds.map(|o| o.text),
            book_under_american: under.odds.map(|o| o.text),
            p_over_book_line: Exact(pair.p_over),
            p_win: Exact(prob.p_win),
            p_push: prob.p_push.map(Exact),
            breakeven: Exact(be),
            edge_pts: Exact(edge),
            dispersion,
            esx: pair.fair.clone(),
        }))
    }
}

/// The picks by edge, best first; stable: equal edges keep the board's order. Sorted
/// as indexes (a row is ~200 bytes; a merge sort would move each several times), then
/// moved once.
fn by_edge(picks: Vec<PickRow<'_>>) -> Vec<PickRow<'_>> {
    let mut order: Vec<(f64, usize)> = picks.iter().map(|p| p.edge_pts.0).zip(0..).collect();
    order.sort_by(|a, b| b.0.total_cmp(&a.0));
    let mut slots: Vec<Option<PickRow<'_>>> = picks.into_iter().map(Some).collect();
    order.iter().filter_map(|&(_, i)| slots[i].take()).collect()
}

impl crate::declare::Declared for Args {
    const GROUP: crate::declare::Group = crate::declare::Group::Judgement;

    fn sports(&self) -> Option<crate::sports::Selector<'_>> {
        Some(crate::sports::Selector::many(
            self.sport.get(),
            &routes::PLAYER_PROPS,
            "picks",
        ))
    }

    fn run(&self, ctx: &Context) -> anyhow::Result<()> {
        run(ctx, self)
    }
}
