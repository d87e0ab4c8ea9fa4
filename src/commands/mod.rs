//! The command tree: the [`Cli`] parser, the [`Command`] enum and its dispatch. Each
//! subcommand is one module (or folder) that owns its `Args`; no command imports a
//! sibling — what several share lives outside this folder.

pub(crate) mod api;
pub(crate) mod auth;
pub(crate) mod backtest;
pub(crate) mod board;
pub(crate) mod books;
pub(crate) mod completions;
pub(crate) mod config;
pub(crate) mod dvr;
pub(crate) mod flow;
pub(crate) mod gaps;
pub(crate) mod lines;
pub(crate) mod live;
pub(crate) mod parlays;
pub(crate) mod props;
pub(crate) mod sim;

pub(crate) mod grade;
pub(crate) mod groups;

// Routes of the service interface, one command per route family.
pub(crate) mod boxscore;
pub(crate) mod boxscores;
pub(crate) mod breakdown;
pub(crate) mod fixtures;
pub(crate) mod h2h;
pub(crate) mod history;
pub(crate) mod matches;
pub(crate) mod media;
pub(crate) mod meta;
pub(crate) mod players;
pub(crate) mod rankings;
pub(crate) mod research;
pub(crate) mod results;
pub(crate) mod schedule;
pub(crate) mod streams;
pub(crate) mod teams;

// Decision tools over the board.
pub(crate) mod arbs;
pub(crate) mod picks;

// The history store.
pub(crate) mod bets;
pub(crate) mod moves;
pub(crate) mod record;
pub(crate) mod store;
pub(crate) mod venues;

// The agent interface.
pub(crate) mod mcp;

use clap::{Parser, Subcommand};

use crate::cli::GlobalArgs;
use crate::context::Context;
use crate::declare::{Declared, Group};
use crate::output::diag::Diag;
use crate::sports::Selection;

const ABOUT: &str = "Esports props, consensus lines, gaps, parlays and live data — at a glance, re-derived locally, script-safe.";

const EXAMPLES: &str = "\
Examples:
  esx --demo books                         # no key needed: the embedded simulator answers
  esx books --json | jq '.books[].key'
  esx api /v6/esports/cs2/props -F book=thunderpick --jq '.props | length'
  esx config set base_url https://api.example.com
  printf '%s' demo-hobby | esx auth login   # the key is read from stdin, never from argv
  esx auth status

Exit codes: 0 ok, 1 other error, 2 usage, 3 missing/rejected key, 4 plan too low,
5 not found, 6 retry later (network, timeout, 429, 5xx, quota), 7 malformed answer.";

/// The `esx` command line.
#[derive(Debug, Parser)]
// `term_width = 0`: help is printed as written, so examples are never reflowed mid-command.
#[command(
    name = "esx",
    version,
    about = ABOUT,
    after_help = EXAMPLES,
    propagate_version = true,
    term_width = 0
)]
pub struct Cli {
    #[command(flatten)]
    pub(crate) global: GlobalArgs,
    #[command(subcommand)]
    pub(crate) command: Command,
}

/// Declares the `Command` enum from one line per command, and the one match over it:
/// each variant's `Args` says the rest ([`Declared`]), so adding a command is its module
/// and its line here.
macro_rules! commands {
    ($( $(#[$meta:meta])* $variant:ident($ty:ty) ),* $(,)?) => {
        #[derive(Debug, Subcommand)]
        pub(crate) enum Command {
            $( $(#[$meta])* $variant($ty), )*
        }

        impl Command {
            /// Each command's help group, in enum order.
            const GROUPS: &'static [Group] = &[$( <$ty as Declared>::GROUP ),*];

            fn visit<V: Visit>(&self, v: V) -> V::Out {
                match self {
                    $( Command::$variant(a) => v.visit(a), )*
                }
            }
        }
    };
}

commands! {

    /// List the venues the service prices (DFS apps, the sportsbook, prediction markets)
    #[command(
        after_help = "Examples:\n  esx books\n  esx books --json --jq '.books[].key'\n  esx books --format csv -o books.csv"
    )]
    Books(books::Args),

    /// Make a raw GET request to any route and print the JSON (like `gh api`)
    #[command(
        after_help = "Examples:\n  esx api /v6/books\n  esx api /v6/esports/cs2/props -F book=thunderpick -F market_contains=KILLS\n  esx api /v6/esports/cs2/gaps -F min_gap=1 --paginate --jq '.gaps | length'\n  esx api /v7/cs2/breakdown/index --no-key"
    )]
    Api(api::Args),

    /// Show and change configuration (per profile)
    #[command(
        subcommand,
        after_help = "Examples:\n  esx config show\n  esx config set base_url https://api.example.com\n  esx --profile work config set default_sport valorant\n  esx config get default_sport      # exit 1 until it is set\n  esx config path"
    )]
    Config(config::Action),

    /// Log in with an API key, check it, or remove it
    #[command(
        subcommand,
        after_help = "Examples:\n  printf '%s' demo-hobby | esx auth login   # a demo key; pipe your own the same way\n  esx auth login            # prompts without echo\n  esx auth status\n  esx auth logout"
    )]
    Auth(auth::Action),

    /// The full-screen board: edges, picks, arbs, gaps, flow and live games, refreshed in place
    Board(board::Args),

    /// Player props on the board; `--grouped` lines venues up side by side
    Props(props::Args),

    /// Consensus team lines: best prices, edges and quality — served or re-derived locally
    Lines(lines::Args),

    /// DFS line gaps: one player, event and stat posted at different lines
    Gaps(gaps::Args),

    /// Price a parlay ticket or discover the best 2–3 leg parlays on one book
    Parlays(parlays::Args),

    /// Market flow: volume, line shifts, steam moves and whale plays
    Flow(flow::Args),

    /// Defense-vs-role tables (dota2, valorant): what each team allows to each role
    Dvr(dvr::Args),

    /// Live games, a game's boxscore, frames and events, and the live WebSocket feed
    Live(live::Args),

    /// Run the embedded simulator of the whole service (offline, deterministic)
    #[command(
        subcommand,
        after_help = "Examples:\n  esx sim serve\n  esx sim serve --addr 127.0.0.1:0 --seed 7 --now 2026-11-21T12:00:00Z\n  esx --demo lines cs2      # the same simulator, started in-process for one command"
    )]
    Sim(sim::SimCommand),

    // Routes of the service interface (one command per route family).
    /// List matches (upcoming by default), or the live/upcoming/completed list variants
    Matches(matches::Args),
    /// List fixtures: the full schedule board, by status and dates
    Fixtures(fixtures::Args),
    /// Show the schedule
    Schedule(schedule::Args),
    /// List stream links
    Streams(streams::Args),
    /// Show one finished series' boxscore
    Boxscore(boxscore::Args),
    /// List finished series' boxscores
    Boxscores(boxscores::Args),
    /// List settled props (optionally by grade)
    Results(results::Args),
    /// List teams
    Teams(teams::Args),
    /// Search players, show a profile, stats or recent map logs
    Players(players::Args),
    /// Show the player leaderboard
    Rankings(rankings::Args),
    /// Compare two teams head to head
    H2h(h2h::Args),
    /// Show the quote tape of a mainline market or of one prop on one book
    History(history::Args),
    /// Research slips: one player's, or every player's on the live board
    Research(research::Args),
    /// Find player faces and team logos (image links)
    Media(media::Args),
    /// Fact-bundle breakdowns; the index of published pages and one published page
    Breakdown(breakdown::Args),
    /// Show the live registry of line books (/v7/meta)
    Meta(meta::Args),

    /// Print a shell completion script
    #[command(
        after_help = "Examples:\n  esx completions bash > ~/.local/share/bash-completion/completions/esx\n  esx completions zsh > _esx      # then move _esx into a directory of $fpath\n  esx completions fish > ~/.config/fish/completions/esx.fish"
    )]
    Completions(completions::Args),
    /// Arbitrage across the /lines sources: best net prices, profit and equal-payout stakes
    Arbs(arbs::Args),
    /// DFS pick'em value: sportsbook-fair win probability at each DFS line vs the slip's break-even
    Picks(picks::Args),

    /// Store a snapshot of the board in the history store (for cron): only what changed
    Record(record::Args),

    /// Fetch settled outcomes into the history store (for cron) and settle logged bets they decide
    Grade(grade::Args),

    /// Did esx's numbers come true? Calibration, Brier, log loss, ROI and drawdown of recorded predictions
    Backtest(backtest::Args),

    /// How recorded quotes moved: open → now, American odds and no-vig, a sparkline
    Moves(moves::Args),

    /// Who leads the close: venues ranked on the recorded history (log loss, Brier, distance)
    #[command(subcommand, after_help = venues::EXAMPLES)]
    Venues(venues::Action),

    /// The bet log: add, list, settle, and a report with closing line value (CLV)
    #[command(subcommand, after_help = bets::EXAMPLES)]
    Bets(bets::Action),

    /// Serve esx's judgements as tools for AI agents (Model Context Protocol over stdio)
    Mcp(mcp::Args),
    /// The history store itself: info (backend, schema, rows, span) and copy (file ⇄ PostgreSQL)
    #[command(subcommand, after_help = store::EXAMPLES)]
    Store(store::Action),
}

/// Run the parsed command line: settings resolved once, the command's declared checks,
/// its sports resolved from its declared route, then one run or a fan-out.
pub(crate) fn run(cli: Cli, diag: Diag) -> anyhow::Result<()> {
    cli.command.visit(Start {
        global: cli.global,
        diag,
    })
}

/// Starts a command from what it declares (the body of [`run`], once per command type).
struct Start {
    global: GlobalArgs,
    diag: Diag,
}

impl Visit for Start {
    type Out = anyhow::Result<()>;

    fn visit<C: Declared + Sync>(self, command: &C) -> Self::Out {
        if !C::NEEDS_SETTINGS {
            let mut ctx = Context::without_settings(self.global, self.diag);
            ctx.set_commands(&InProcess);
            return command.run(&ctx);
        }
        let mut ctx = Context::new(self.global, self.diag)?;
        ctx.set_commands(&InProcess);
        command.preflight(&ctx)?;
        if command.uses_service() {
            ctx.start_demo()?;
        }
        run_on(ctx, command)
    }
}

/// Run `command` on `ctx` (settings resolved, `--demo` started): its declared checks,
/// its sports resolved from its declared route, then one run or a fan-out.
fn run_on<C: Declared + Sync>(mut ctx: Context, command: &C) -> anyhow::Result<()> {
    {
        if ctx.alert_given() && !command.watches() {
            return Err(crate::error::EsxError::usage(
                "--alert needs --watch: it works on props, lines, gaps and flow with --watch SECONDS, on live --watch and on live --prices --every",
            )
            .into());
        }
        if command.watches() {
            // Ctrl-C ends a watch cleanly: the run's clients stop at the same flag.
            ctx.cancel_on_interrupt();
        }
        let selector = command.sports();
        let selection = match &selector {
            Some(sel) => crate::sports::select(sel, ctx.default_sport(), &takers)?,
            None => Selection::None,
        };
        ctx.set_route(selector.map(|s| s.route));
        match selection {
            Selection::None => command.run(&ctx),
            Selection::One(sport) => {
                ctx.set_sport(sport);
                command.run(&ctx)
            }
            Selection::Many(sports) => command.fan_out(&ctx, &sports),
        }
    }
}

/// Runs a command on a given context (the in-process runner's visit).
struct RunOn(Context);

impl Visit for RunOn {
    type Out = anyhow::Result<()>;

    fn visit<C: Declared + Sync>(self, command: &C) -> Self::Out {
        run_on(self.0, command)
    }
}

/// The in-process runner handed to the board and `esx mcp` through the `Context` (they
/// cannot import this module, which runs them): a command line read by the CLI's own
/// parser and started from its declaration on the session's `Context`, its output
/// collected; a fan-out merges as the CLI's does, so an answer equals `--json`'s.
struct InProcess;

/// The in-process runner, for tests that run a command as the board or MCP would.
#[cfg(test)]
pub(crate) fn in_process() -> &'static dyn crate::inprocess::Runner {
    &InProcess
}

impl crate::inprocess::Runner for InProcess {
    fn run(
        &self,
        ctx: &Context,
        argv: &[String],
        format: crate::output::Format,
        width: Option<u16>,
    ) -> anyhow::Result<Vec<crate::output::sink::Collected>> {
        let words = std::iter::once("esx").chain(argv.iter().map(String::as_str));
        let cli = Cli::try_parse_from(words)
            .map_err(|e| crate::error::EsxError::usage(crate::inprocess::clap_line(&e)))?;
        let (sink, kept) = crate::output::Sink::plain(width);
        cli.command.visit(RunOn(ctx.for_call(format, sink, None)))?;
        Ok(kept.take())
    }

    fn cli(&self) -> clap::Command {
        <Cli as clap::CommandFactory>::command()
    }

    fn completion_grammar(&self) -> clap::Command {
        completion_grammar()
    }
}

/// The sports of the route a command's sport argument selects, read from its
/// declaration by parsing `esx SUB cs2`.
struct RouteSports;

impl Visit for RouteSports {
    type Out = Option<&'static [&'static str]>;

    fn visit<C: Declared + Sync>(self, command: &C) -> Self::Out {
        Some(command.sports()?.route.sports).filter(|s| !s.is_empty())
    }
}

/// The commands (`props`, `research board`, …) whose sport argument takes `sport`, as
/// each declares it: `esx SUB SPORT` parsed (with placeholders for the positionals after
/// it) and its declared route's sports read. For "lines does not take cod; cod is taken
/// by: …", so only on that error path.
fn takers(sport: &str) -> Vec<String> {
    use clap::CommandFactory as _;
    let cli = Cli::command();
    let mut out = Vec::new();
    for sub in cli.get_subcommands().filter(|c| !c.is_hide_set()) {
        if !sub.has_subcommands() {
            if takes(&[sub.get_name()], sport) {
                out.push(sub.get_name().to_string());
            }
            continue;
        }
        let subs: Vec<&str> = sub
            .get_subcommands()
            .filter(|c| !c.is_hide_set())
            .map(clap::Command::get_name)
            .collect();
        let taking: Vec<&str> = subs
            .iter()
            .copied()
            .filter(|c| takes(&[sub.get_name(), c], sport))
            .collect();
        // A family whose every command takes it is named once (`players`, not each).
        if !taking.is_empty() && taking.len() == subs.len() {
            out.push(sub.get_name().to_string());
        } else {
            out.extend(taking.iter().map(|c| format!("{} {c}", sub.get_name())));
        }
    }
    out
}

/// Whether the command at `path` declares a route that takes `sport`.
fn takes(path: &[&str], sport: &str) -> bool {
    // The first line that parses is the command's plainest use.
    (0..=2)
        .find_map(|placeholders| {
            let argv = std::iter::once("esx")
                .chain(path.iter().copied())
                .chain(std::iter::once(sport))
                .chain(std::iter::repeat_n("x", placeholders));
            Cli::try_parse_from(argv).ok()
        })
        .and_then(|cli| cli.command.visit(RouteSports))
        .is_some_and(|s| s.contains(&sport))
}

/// The CLI as completions describe it: each command's sport positional offers the
/// sports its declared route takes.
fn completion_grammar() -> clap::Command {
    use clap::CommandFactory as _;
    completions::completion_command(Cli::command(), |sub| {
        let cli = Cli::try_parse_from(["esx", sub, esx_proto::sports::ALL_SPORTS[0]]).ok()?;
        cli.command.visit(RouteSports)
    })
}

/// Write the completion scripts of every shell into `dir` (`cargo run --example
/// gen_docs`; a test compares them with the checked-in ones).
pub fn write_completions(dir: &std::path::Path) -> anyhow::Result<()> {
    completions::write_completions(dir, &completion_grammar())
}

/// Write the man pages into `dir`.
pub fn write_man_pages(dir: &std::path::Path) -> anyhow::Result<()> {
    use clap::CommandFactory as _;
    completions::write_man_pages(dir, Cli::command())
}

/// Something done with a command whatever its type: the one place the `Command` enum
/// is matched (generated by `commands!`).
trait Visit {
    type Out;
    fn visit<C: Declared + Sync>(self, command: &C) -> Self::Out;
}

/// The help group of each top-level command, by name (clap lists subcommands in the
/// order of the `Command` enum).
fn groups(cmd: &clap::Command) -> Vec<(String, Group)> {
    cmd.get_subcommands()
        .map(|c| c.get_name().to_string())
        .zip(Command::GROUPS.iter().copied())
        .collect()
}

/// The top-level help asked for by `args` (without the program name), regrouped: `-h`,
/// `--help` or `help` with no command named before it; `None` for any other run.
#[must_use]
pub(crate) fn top_level_help(args: &[String]) -> Option<String> {
    use clap::CommandFactory as _;
    // Every run passes here: build the command tree only when help is asked for at all.
    if !args
        .iter()
        .any(|a| matches!(a.as_str(), "--help" | "-h" | "help"))
    {
        return None;
    }
    let cmd = Cli::command();
    let long = groups::asks_top_level_help(&cmd, args)?;
    let groups = groups(&cmd);
    Some(groups::top_level_help(cmd, &groups, long))
}

#[cfg(test)]
mod tests {
    use super::*;

    use clap::CommandFactory as _;

    fn s(v: &[&str]) -> Vec<String> {
        v.iter().map(|x| (*x).to_string()).collect()
    }

    #[test]
    fn every_command_declares_a_group_in_the_enum_order() {
        let cmd = Cli::command();
        let names: Vec<&str> = cmd.get_subcommands().map(clap::Command::get_name).collect();
        assert_eq!(names.len(), Command::GROUPS.len(), "{names:?}");
        let got = groups(&cmd);
        assert!(got.contains(&("lines".to_string(), Group::Board)));
        assert!(got.contains(&("bets".to_string(), Group::History)));
        assert!(got.contains(&("completions".to_string(), Group::Setup)));
        assert!(got.contains(&("h2h".to_string(), Group::Routes)));
        assert!(got.contains(&("arbs".to_string(), Group::Judgement)));
    }

    #[test]
    fn help_lists_each_command_once_under_its_group() {
        let help = top_level_help(&s(&["--help"])).unwrap();
        for g in Group::ALL {
            let g = g.title();
            assert!(help.contains(&format!("\n{g}:\n")), "{g} missing:\n{help}");
        }
        for sub in Cli::command().get_subcommands() {
            let n = sub.get_name();
            let lines = help
                .lines()
                .filter(|l| l.split_whitespace().next() == Some(n) && l.starts_with("  "))
                .count();
            assert_eq!(lines, 1, "{n} listed {lines} times:\n{help}");
        }
        // Options and examples are still there after the groups.
        assert!(help.contains("Global options:"));
        assert!(help.contains("Examples:"));
        // The board group comes first and lists lines under it.
        let board = help.find("The board:").unwrap();
        let setup = help.find("Setup:").unwrap();
        assert!(board < help.find("  lines ").unwrap());
        assert!(help.find("  lines ").unwrap() < setup);
    }

    #[test]
    fn only_top_level_help_is_regrouped() {
        let asks = |v: &[&str]| groups::asks_top_level_help(&Cli::command(), &s(v));
        assert_eq!(asks(&["--help"]), Some(true));
        assert_eq!(asks(&["--demo", "-h"]), Some(false));
        assert_eq!(asks(&["help"]), Some(true));
        assert_eq!(asks(&["lines", "--help"]), None);
        assert_eq!(asks(&["help", "lines"]), None);
        assert_eq!(asks(&["books"]), None);
        assert!(top_level_help(&s(&["books"])).is_none());
    }
}
