//! `esx board [SPORT|all]`: the full-screen board (ratatui + crossterm) — tabs Edges,
//! Picks, Arbs, Gaps, Flow, Live and Bets (the bet log of `--db`), refreshed on a worker thread through the cache,
//! with change marks, `--alert` highlighting, a filter, sorts and each row's arithmetic.

use std::collections::HashMap;
use std::io::IsTerminal as _;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use ratatui::crossterm::event::{self, Event, KeyEventKind};

use crate::context::Context;
use crate::error::EsxError;

mod app;
mod detail;
mod fit;
mod layout;
mod render;
mod tabs;
mod worker;

impl crate::declare::Declared for Args {
    const GROUP: crate::declare::Group = crate::declare::Group::Board;

    fn watches(&self) -> bool {
        true
    }

    // A board without a terminal is refused before the simulator starts.
    fn preflight(&self, ctx: &Context) -> Result<(), EsxError> {
        need_terminal(ctx)
    }

    fn run(&self, ctx: &Context) -> anyhow::Result<()> {
        run(ctx, self, ctx.commands())
    }
}

#[cfg(test)]
mod bets_tests;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod tiers_tests;

use app::{App, Effect};
use tabs::Tab;
use worker::{Job, Report, Session, Worker};

const EXAMPLES: &str = "\
Examples:
  esx --demo board cs2                         # needs: tty
  esx --demo board all --every 1m              # needs: tty
  esx --demo board lol --alert '.edge_pct > 5'  # needs: tty
  esx board cs2 --cache 5m --every 2m          # needs: tty
  esx --demo board cs2 --db /tmp/esx-history.sqlite  # needs: tty

Keys: Tab / 1-7 switch tabs · ↑↓ or j k move · Enter the row's detail · / filter ·
s sort · r refresh now · ? help · q, Esc or Ctrl-C quit.
Tab 7, Bets, shows the bet log of --db (else the default store): each bet's price,
stake, result, profit and CLV, newest first, under the log's totals from
`esx bets report`; it reads the store, not the service, at most every 30s.
Piped or redirected, use a watch instead: `esx lines cs2 --watch 30` prints NDJSON.";

/// The cache TTL the board's commands use when `--cache` is not given: tab switches and
/// `r` within it cost no request.
const DEFAULT_CACHE: Duration = Duration::from_secs(15);

/// Arguments of `esx board`.
#[derive(Debug, clap::Args)]
#[command(after_help = EXAMPLES)]
pub(crate) struct Args {
    #[command(flatten)]
    pub(crate) sport: crate::cli::SportArg,
    /// Refresh the visible tab every DURATION (N[s|m|h|d], at least 1s; the Bets tab at
    /// most every 30s)
    #[arg(long, value_name = "DURATION", default_value = "30s", value_parser = parse_every)]
    pub(crate) every: Duration,
    /// Fair basis of the Edges tab (as `esx lines --local --fair`; sharp and learned read
    /// the venue rank of --db)
    #[arg(long, value_name = "BASIS", value_parser = crate::linebook::FAIR)]
    pub(crate) fair: Option<esx_odds::FairBasis>,
    // The bet log the Bets tab (7) shows, and the rank `--fair sharp|learned` reads.
    #[command(flatten)]
    pub(crate) db: crate::store::DbArg,
}

/// `--every`: a positive number, possibly decimal, with an optional unit s, m, h or d;
/// between 1 second and a day.
fn parse_every(s: &str) -> Result<Duration, String> {
    crate::flags::seconds(s)
        .filter(|secs| (1.0..=86_400.0).contains(secs))
        .map(Duration::from_secs_f64)
        .ok_or_else(|| {
            format!("`{s}` is not a duration between 1s and 1d, such as 30s, 1.5m or 2h")
        })
}

pub(crate) fn run(
    ctx: &Context,
    args: &Args,
    commands: &'static dyn crate::inprocess::Runner,
) -> anyhow::Result<()> {
    let sport = args.sport.get().map(check_sport).transpose()?;
    need_terminal(ctx)?;
    // No service or no key: say so now (exit 2 or 3), not on every tab of a screen.
    ctx.client_options(true)?;
    // One alert state per tab, each from the run's `--alert`.
    let alerts = match ctx.alerts()? {
        Some(_) => Tab::ALL
            .iter()
            .map(|t| Ok((*t, ctx.alerts()?.expect("--alert was given"))))
            .collect::<Result<HashMap<_, _>, EsxError>>()?,
        None => HashMap::new(),
    };
    // The board ends on Ctrl-C and SIGTERM itself: the commands it runs must not exit.
    crate::output::file::signals_are_the_sessions();
    // A Sandbox key of the demo: refresh no faster than its quota allows.
    let sandbox = ctx.is_demo()
        && ctx
            .settings()
            .key()
            .is_some_and(|k| secrecy::ExposeSecret::expose_secret(k) == "demo-sandbox");
    let session = Session {
        // The session's context, with the board's cache when `--cache` was not given.
        // One HTTP client for every refresh: the open connection is reused.
        ctx: ctx
            .for_call(
                crate::output::Format::Ndjson,
                crate::output::Sink::Stdout,
                Some(DEFAULT_CACHE),
            )
            .shared_http(),
        commands,
    };
    let worker = Worker::spawn(session, alerts)?;
    let tz = ctx.display().tz;
    let mut app = App::new(sport, args.every, tz);
    app.usage.sandbox = sandbox;
    app.db.clone_from(&args.db.db);
    app.fair = args.fair;
    let stop = crate::interrupt::interrupted();
    on_sigterm(&stop);
    let mut terminal = ratatui::try_init()
        .map_err(|e| EsxError::other(format!("cannot set up the terminal: {e}")))?;
    let result = event_loop(&mut terminal, &mut app, &worker, &stop, &ctx.clock());
    // Restore before anything else is printed (an error line must land on the normal
    // screen, not the alternate one).
    ratatui::restore();
    // The run's cancel token is this flag (the board watches): a command still running
    // ends its requests at once, and the thread is joined.
    stop.store(true, Ordering::SeqCst);
    drop(worker);
    result
}

/// The board draws a full screen: output flags do not apply, and stdout must be a
/// terminal (exit 2 pointing to the watches otherwise).
pub(crate) fn need_terminal(ctx: &Context) -> Result<(), EsxError> {
    if ctx.printer().file().is_some() || ctx.printer().asked().is_some() {
        return Err(EsxError::usage(
            "esx board draws a screen: -o, --format, --json and --jq do not apply; for rows a script can read, use the tab's command (e.g. `esx picks cs2 --format ndjson`)",
        ));
    }
    if std::io::stdout().is_terminal() {
        return Ok(());
    }
    Err(EsxError::usage(
        "esx board draws a full screen and needs a terminal on stdout; piped or redirected, use a watch instead: `esx lines cs2 --watch 30` (also props, gaps and flow; `esx live cs2 --watch '*'`), which prints NDJSON",
    ))
}

/// Accept one sport, a comma list or `all` (each tab's command checks the sport
/// against its own route, and says so in its status when a route does not have it).
fn check_sport(s: &str) -> Result<String, EsxError> {
    let all = esx_proto::sports::ALL_SPORTS;
    let s = s.trim().to_ascii_lowercase();
    if s == "all" {
        return Ok(s);
    }
    for part in s.split(',') {
        esx_proto::sports::check(part, all, "the board").map_err(EsxError::usage)?;
    }
    Ok(s)
}

fn event_loop(
    terminal: &mut ratatui::DefaultTerminal,
    app: &mut App,
    worker: &Worker,
    stop: &std::sync::atomic::AtomicBool,
    clock: &crate::clock::Clock,
) -> anyhow::Result<()> {
    loop {
        let now = Instant::now();
        if app.due(now) {
            fetch(app, worker, app.tab, now);
        }
        terminal
            .draw(|f| render::draw(f, app, now))
            .map_err(|e| EsxError::other(format!("cannot draw the board: {e}")))?;
        // Short polls: worker reports and Ctrl-C from another process show up quickly,
        // and the data's age ticks on the status line.
        if event::poll(Duration::from_millis(200))? {
            match event::read()? {
                Event::Key(k) if k.kind != KeyEventKind::Release => match app.on_key(k) {
                    Some(Effect::Quit) => return Ok(()),
                    Some(Effect::Fetch(tab)) => fetch(app, worker, tab, Instant::now()),
                    Some(Effect::Detail(id, argv)) => {
                        let ndjson = argv.first().is_some_and(|c| c == "lines");
                        worker.send(Job::Detail { id, argv, ndjson });
                    }
                    None => {}
                },
                // A resize needs nothing but the redraw at the top of the loop.
                _ => {}
            }
        }
        while let Ok(report) = worker.reports.try_recv() {
            match report {
                Report::Fetched {
                    tab,
                    outcome,
                    requests,
                    cached,
                    rate_limited,
                    refused,
                } => {
                    app.count(requests, cached, rate_limited, refused.then_some(tab));
                    let now = clock.now();
                    app.now = Some(now);
                    app.apply(tab, outcome, Instant::now());
                    app.stamp(tab, now);
                }
                Report::Detail(id, lines) => app.detail_ready(id, lines),
            }
        }
        if stop.load(Ordering::SeqCst) {
            return Ok(());
        }
    }
}

/// SIGTERM ends the board as Ctrl-C does (exit 0, the terminal restored): a listener on
/// a thread of its own sets the same stop flag the event loop polls.
fn on_sigterm(stop: &std::sync::Arc<std::sync::atomic::AtomicBool>) {
    #[cfg(unix)]
    {
        let stop = std::sync::Arc::clone(stop);
        let _ = std::thread::Builder::new()
            .name("board-sigterm".into())
            .spawn(move || {
                let Ok(rt) = tokio::runtime::Builder::new_current_thread()
                    .enable_all()
                    .build()
                else {
                    return;
                };
                rt.block_on(async move {
                    let kind = tokio::signal::unix::SignalKind::terminate();
                    if let Ok(mut term) = tokio::signal::unix::signal(kind)
                        && term.recv().await.is_some()
                    {
                        stop.store(true, Ordering::SeqCst);
                    }
                });
            });
    }
}

fn fetch(app: &mut App, worker: &Worker, tab: Tab, now: Instant) {
    app.requested(tab, now);
    worker.send(Job::Fetch(
        tab,
        tab.command(app.sport.as_deref(), app.db.as_deref(), app.fair),
    ));
}
