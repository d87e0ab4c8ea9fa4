//! The command tree: the [`Cli`] parser, the [`Command`] enum and its dispatch. Each
//! subcommand is one module (or folder) that owns its `Args`; no command imports a
//! sibling — what several share lives outside this folder.

pub mod api;
pub mod auth;
pub mod backtest;
pub mod board;
pub mod books;
pub mod completions;
pub mod config;
pub mod dvr;
pub mod flow;
pub mod gaps;
pub mod lines;
pub mod live;
pub mod parlays;
pub mod props;
pub mod sim;

pub mod grade;
pub mod groups;

// Routes of the service interface, one command per route family.
pub mod boxscore;
pub mod boxscores;
pub mod breakdown;
pub mod fixtures;
pub mod h2h;
pub mod history;
pub mod matches;
pub mod media;
pub mod meta;
pub mod players;
pub mod rankings;
pub mod research;
pub mod results;
pub mod schedule;
pub mod streams;
pub mod teams;

// Decision tools over the board.
pub mod arbs;
pub mod picks;

// The history store.
pub mod bets;
pub mod moves;
pub mod record;
pub mod store;

// The agent interface.
pub mod mcp;

use clap::{Parser, Subcommand};

use esx_proto::routes;

use crate::cli::GlobalArgs;
use crate::context::Context;
use crate::output::diag::Diag;
use crate::sports::{Selection, Selector};

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
    pub global: GlobalArgs,
    #[command(subcommand)]
    pub command: Command,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// List the venues the service prices (DFS apps, the sportsbook, prediction markets)
    #[command(
        after_help = "Examples:\n  esx books\n  esx books --json --jq '.books[].key'\n  esx books --format csv -o books.csv"
    )]
    Books,

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
    Completions {
        /// The shell to generate for
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
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

    /// The bet log: add, list, settle, and a report with closing line value (CLV)
    #[command(subcommand, after_help = bets::EXAMPLES)]
    Bets(bets::Action),

    /// Serve esx's judgements as tools for AI agents (Model Context Protocol over stdio)
    Mcp(mcp::Args),
    /// The history store itself: info (backend, schema, rows, span) and copy (file ⇄ PostgreSQL)
    #[command(subcommand, after_help = store::EXAMPLES)]
    Store(store::Action),
}

/// Run the parsed command line.
pub fn run(cli: Cli, diag: Diag) -> anyhow::Result<()> {
    // Commands that need no configuration at all.
    if let Command::Completions { shell } = &cli.command {
        let ctx = Context::with(
            crate::context::empty_settings(),
            cli.global,
            diag,
            crate::clock::Clock::System,
        );
        return completions::run(&ctx, *shell);
    }
    let mut ctx = Context::new(cli.global, diag)?;
    let command = &cli.command;
    // Configuration commands never need the simulator; every service command does in demo.
    let uses_service = !matches!(command, Command::Config(_) | Command::Sim(_))
        && !matches!(
            command,
            Command::Auth(auth::Action::Login { .. } | auth::Action::Logout)
        );
    // Before the simulator starts: a board without a terminal is refused at once.
    if let Command::Board(_) = command {
        board::need_terminal(&ctx.global)?;
    }
    if ctx.settings.demo && uses_service {
        let handle = crate::demo::start(&mut ctx.settings, &mut ctx.clock, ctx.diag)?;
        ctx.demo = Some(std::sync::Arc::new(handle));
    }
    if ctx.global.alert.is_some() && !command.watches() {
        return Err(crate::error::EsxError::usage(
            "--alert needs --watch: it works on props, lines, gaps and flow with --watch SECONDS, on live --watch and on live --prices --every",
        )
        .into());
    }
    if command.watches() {
        // Ctrl-C ends a watch cleanly: the run's clients stop at the same flag.
        ctx.cancel = crate::client::signal::CancelToken::from_flag(crate::watch::interrupted());
    }
    let default = ctx.settings.default_sport.as_ref().map(|s| s.value.clone());
    let selection = match command.sport_arg() {
        Some(sel) => crate::sports::select(&sel, default.as_deref())?,
        None => Selection::None,
    };
    match selection {
        Selection::None => dispatch(&ctx, command),
        Selection::One(sport) => {
            ctx.sport = Some(sport);
            dispatch(&ctx, command)
        }
        Selection::Many(sports) => match command {
            // `lines all --top` in a table: one ranking across the sports.
            Command::Lines(a) if lines::ranks_across(&ctx, a) => {
                lines::run_top_across(&ctx, a, &sports)
            }
            // One `Context` per sport, each collecting its output; merged as one answer.
            _ => {
                // `lines --bankroll`: one exposure cap over the stakes of every sport.
                let plan = match command {
                    Command::Lines(args) => lines::plan_run(&ctx, args, &sports),
                    _ => None,
                };
                // `lines`: each sport's top edges, merged as the run's `top_edges`.
                let top = matches!(command, Command::Lines(_)).then(lines::RunTop::default);
                // Built once every sport is in: DESIGN's `{source, sports, errors,
                // top_edges, exposure}`.
                let extra = || {
                    let mut extra = serde_json::Map::new();
                    if let (Command::Lines(args), Some(top)) = (command, &top) {
                        extra.insert("top_edges".into(), top.merged(&sports, args));
                    }
                    if let Some(plan) = &plan {
                        extra.insert("exposure".into(), serde_json::json!(plan.exposure()));
                    }
                    extra
                };
                crate::fanout::run(
                    &sports,
                    &ctx.rate_limit,
                    &ctx.output(crate::output::Format::Table),
                    ctx.diag,
                    extra,
                    |sport, sink| {
                        let ctx = ctx.for_sport(sport, sink);
                        match command {
                            Command::Lines(args) => {
                                lines::run_with(&ctx, args, plan.as_ref(), top.as_ref())
                            }
                            _ => dispatch(&ctx, command),
                        }
                    },
                )
            }
        },
    }
}

impl Command {
    /// The command's sport argument and the route whose sports it may name: `dispatch`
    /// resolves the run's sports from it before the command runs (`None`: the command
    /// takes no sport, or reads several itself, as `record` does). A list or `all` fans
    /// out where the sport only selects; where it is paired with something of one sport
    /// (a game id, a player, a team, a match, a page slug, a parlay ticket) or a watch
    /// follows it, a list is exit 2. A new command declares its sport here (the match
    /// is exhaustive).
    #[must_use]
    // One arm per command, flat (the match is the command table, like clap's dispatch):
    // splitting it would scatter what `dispatch` reads in one place.
    #[allow(clippy::too_many_lines)]
    pub fn sport_arg(&self) -> Option<Selector<'_>> {
        // With two positionals the first is the sport; with one it is the target and the
        // sport comes from `default_sport` (`params::sport_then`). Incomplete arguments
        // leave the sport optional, so the command's own "missing …" line is the error.
        fn lead<'a>(first: Option<&'a String>, second: Option<&String>) -> Option<&'a str> {
            second.and(first.map(String::as_str))
        }
        let sel = match self {
            Command::Books
            | Command::Api(_)
            | Command::Config(_)
            | Command::Auth(_)
            | Command::Board(_)
            | Command::Sim(_)
            | Command::Completions { .. }
            | Command::Meta(_)
            | Command::Record(_)
            | Command::Moves(_)
            | Command::Bets(_)
            | Command::Mcp(_)
            | Command::Store(_)
            | Command::Grade(_)
            | Command::Backtest(_) => return None,
            Command::Props(a) => {
                let (route, what) = if a.grouped {
                    (&routes::PLAYER_PROPS, "player-props")
                } else {
                    (&routes::PROPS, "props")
                };
                Selector::many(a.sport.get(), route, what).many_if(a.watch.is_none())
            }
            Command::Lines(a) => {
                Selector::many(a.sport.get(), &routes::LINES, "lines").many_if(a.watch.is_none())
            }
            Command::Gaps(a) => {
                Selector::many(a.sport.get(), &routes::GAPS, "gaps").many_if(a.watch.is_none())
            }
            Command::Flow(a) => {
                Selector::many(a.sport.get(), &routes::FLOW, "flow").many_if(a.watch.is_none())
            }
            Command::Parlays(a) => Selector::many(a.sport.get(), &routes::PARLAYS, "parlays")
                .many_if(a.ticket.is_empty()),
            Command::Dvr(a) => {
                let route = if a.team.is_some() {
                    &routes::DVR_TEAM
                } else {
                    &routes::DVR
                };
                Selector::many(a.sport.get(), route, "defense-vs-role")
                    .many_if(a.team.is_none() && a.role.is_none())
            }
            // A sport goes with `--match` only (checked by the command); a market key or
            // prop id names its own.
            Command::History(a) if a.match_.is_none() => return None,
            Command::History(a) => Selector::one(
                a.sport.as_deref(),
                &routes::LINES_HISTORY,
                "history --match",
            ),
            Command::Live(a) if a.prices => {
                Selector::many(a.sport.get(), &routes::LIVE_ODDS, "live --prices")
                    .many_if(a.game_id.is_none() && a.every.is_none())
            }
            Command::Live(a) => Selector::many(a.sport.get(), &routes::LIVE_GAMES, "live")
                .many_if(a.game_id.is_none() && a.watch.is_none())
                // `all` is the six sports the spec lists (any sport may be named one by
                // one: the spec says "and more").
                .all_is(esx_proto::sports::LIVE_SPORTS),
            Command::Matches(a) if a.match_.is_some() => Selector::one(
                a.sport.get(),
                matches::intel::Intel::of(a).route(),
                "matches",
            ),
            Command::Matches(a) if a.team1.is_some() => {
                Selector::one(a.sport.get(), &routes::MATCH_SEARCH, "matches --team1")
            }
            // `all` stays the interface's sports: apex's lobbies have no teams to list
            // beside theirs (name it: `esx matches apex`).
            Command::Matches(a) => {
                Selector::many(a.sport.get(), a.list_route(), a.list_route().name)
                    .all_is(esx_proto::sports::ALL_SPORTS)
            }
            Command::Fixtures(a) => Selector::many(a.sport.get(), &routes::FIXTURES, "fixtures"),
            Command::Schedule(a) => Selector::many(a.sport.get(), &routes::SCHEDULE, "schedule"),
            Command::Streams(a) => Selector::many(a.sport.get(), &routes::STREAMS, "streams"),
            Command::Results(a) => Selector::many(a.sport.get(), &routes::RESULTS, "results"),
            Command::Teams(a) if a.matches => {
                Selector::one(a.sport.get(), &routes::TEAM_MATCHES, "teams --matches")
            }
            Command::Teams(a) => Selector::many(a.sport.get(), &routes::TEAMS, "teams"),
            Command::Rankings(a) => Selector::many(a.sport.get(), &routes::RANKINGS, "rankings"),
            Command::Boxscores(a) => Selector::many(a.sport.get(), &routes::BOXSCORES, "boxscores"),
            Command::Arbs(a) => Selector::many(a.sport.get(), &routes::LINES, "arbs"),
            Command::Picks(a) => Selector::many(a.sport.get(), &routes::PLAYER_PROPS, "picks"),
            Command::H2h(a) => Selector::one(a.sport.get(), &routes::H2H, "h2h"),
            Command::Media(a) => Selector::many(a.sport.get(), &routes::MEDIA, "media")
                .many_if(a.player_id.is_none() && a.team_id.is_none()),
            Command::Boxscore(a) => Selector::one(
                lead(a.sport.as_ref(), a.slug.as_ref()),
                &routes::BOXSCORE,
                "boxscore",
            )
            .optional_if(a.sport.is_none()),
            Command::Research(a) => match &a.action {
                research::Action::Player { sport, name, .. } => Selector::one(
                    lead(sport.as_ref(), name.as_ref()),
                    &routes::RESEARCH_PLAYER,
                    "research",
                ),
                research::Action::Board { sport } => {
                    Selector::many(sport.get(), &routes::RESEARCH_BOARD, "research")
                }
            }
            // The research routes take the sport as a query the service defaults.
            .optional_if(true),
            Command::Players(a) => match &a.action {
                players::Action::Search { sport, query } => Selector::many(
                    lead(sport.as_ref(), query.as_ref()),
                    &routes::PLAYERS_SEARCH,
                    "players search",
                )
                .optional_if(sport.is_none()),
                players::Action::Show(t) => Selector::one(
                    lead(t.sport.as_ref(), t.player.as_ref()),
                    &routes::PLAYER,
                    "players show",
                )
                .optional_if(t.sport.is_none()),
                players::Action::Stats {
                    target: t, full, ..
                } => Selector::one(
                    lead(t.sport.as_ref(), t.player.as_ref()),
                    if *full {
                        &routes::PLAYER_STATS_FULL
                    } else {
                        &routes::PLAYER_STATS
                    },
                    "players stats",
                )
                .optional_if(t.sport.is_none()),
                players::Action::Gamelogs { target: t, .. } => Selector::one(
                    lead(t.sport.as_ref(), t.player.as_ref()),
                    &routes::PLAYER_GAMELOGS,
                    "players gamelogs",
                )
                .optional_if(t.sport.is_none()),
            },
            Command::Breakdown(a) => match &a.action {
                None => Selector::one(a.sport.get(), &routes::BREAKDOWN, "breakdown"),
                Some(breakdown::Action::Index { sport, .. }) => {
                    Selector::many(sport.get(), &routes::BREAKDOWN_INDEX, "breakdown index")
                }
                Some(breakdown::Action::Published { sport, kind, slug }) => Selector::one(
                    lead(sport.as_ref(), slug.as_ref()),
                    &routes::BREAKDOWN_PUBLISHED,
                    "breakdown published",
                )
                .optional_if(kind.is_none()),
            },
        };
        Some(sel)
    }

    /// Whether the command watches (`--watch`, or the board), where `--alert` applies and
    /// Ctrl-C ends the run cleanly. Exhaustive, like [`Command::sport_arg`].
    #[must_use]
    pub fn watches(&self) -> bool {
        match self {
            Command::Props(a) => a.watch.is_some(),
            Command::Lines(a) => a.watch.is_some(),
            Command::Gaps(a) => a.watch.is_some(),
            Command::Flow(a) => a.watch.is_some(),
            Command::Live(a) => a.watch.is_some() || a.every.is_some(),
            // The board highlights the rows `--alert` is truthy on.
            Command::Board(_) => true,
            Command::Books
            | Command::Api(_)
            | Command::Config(_)
            | Command::Auth(_)
            | Command::Parlays(_)
            | Command::Dvr(_)
            | Command::Sim(_)
            | Command::Matches(_)
            | Command::Fixtures(_)
            | Command::Schedule(_)
            | Command::Streams(_)
            | Command::Boxscore(_)
            | Command::Boxscores(_)
            | Command::Results(_)
            | Command::Teams(_)
            | Command::Players(_)
            | Command::Rankings(_)
            | Command::H2h(_)
            | Command::History(_)
            | Command::Research(_)
            | Command::Media(_)
            | Command::Breakdown(_)
            | Command::Meta(_)
            | Command::Completions { .. }
            | Command::Arbs(_)
            | Command::Picks(_)
            | Command::Record(_)
            | Command::Moves(_)
            | Command::Bets(_)
            | Command::Mcp(_)
            | Command::Store(_)
            | Command::Grade(_)
            | Command::Backtest(_) => false,
        }
    }
}

/// Run one command (once per sport under a fan-out).
fn dispatch(ctx: &Context, command: &Command) -> anyhow::Result<()> {
    match command {
        Command::Books => books::run(ctx),
        Command::Board(args) => board::run(ctx, args, &InProcess),
        Command::Api(args) => api::run(ctx, args),
        Command::Config(action) => config::run(ctx, action),
        Command::Auth(action) => auth::run(ctx, action),
        Command::Lines(args) => lines::run(ctx, args),
        Command::Parlays(args) => parlays::run(ctx, args),
        Command::Sim(cmd) => sim::run(ctx, cmd),
        Command::Live(args) => live::run(ctx, args),
        Command::Props(args) => props::run(ctx, args),
        Command::Gaps(args) => gaps::run(ctx, args),
        Command::Flow(args) => flow::run(ctx, args),
        Command::Dvr(args) => dvr::run(ctx, args),
        Command::Completions { .. } => Ok(()),
        Command::Matches(args) => matches::run(ctx, args),
        Command::Fixtures(args) => fixtures::run(ctx, args),
        Command::Schedule(args) => schedule::run(ctx, args),
        Command::Streams(args) => streams::run(ctx, args),
        Command::Boxscore(args) => boxscore::run(ctx, args),
        Command::Boxscores(args) => boxscores::run(ctx, args),
        Command::Results(args) => results::run(ctx, args),
        Command::Teams(args) => teams::run(ctx, args),
        Command::Players(args) => players::run(ctx, args),
        Command::Rankings(args) => rankings::run(ctx, args),
        Command::H2h(args) => h2h::run(ctx, args),
        Command::History(args) => history::run(ctx, args),
        Command::Research(args) => research::run(ctx, args),
        Command::Media(args) => media::run(ctx, args),
        Command::Breakdown(args) => breakdown::run(ctx, args),
        Command::Meta(args) => meta::run(ctx, args),
        Command::Arbs(args) => arbs::run(ctx, args),
        Command::Picks(args) => picks::run(ctx, args),

        Command::Record(args) => record::run(ctx, args),
        Command::Grade(args) => grade::run(ctx, args),
        Command::Backtest(args) => backtest::run(ctx, args),
        Command::Moves(args) => moves::run(ctx, args),
        Command::Bets(action) => bets::run(ctx, action),
        Command::Mcp(args) => mcp::run(ctx, args, &InProcess),
        Command::Store(action) => store::run(ctx, action),
    }
}

/// The in-process runner `dispatch` hands the board and `esx mcp` (they cannot import
/// this module, which runs them): a command line read by the CLI's own parser, its
/// sports resolved from its route as [`run`] resolves them, and `dispatch` on the
/// session's `Context` with a collecting sink. Unlike [`run`], a fan-out adds no
/// run-wide `lines` keys (`top_edges`, `exposure`): the board reads rows, and the MCP
/// tools name one sport.
struct InProcess;

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
        let ctx = ctx.for_call(format, sink, None);
        let command = &cli.command;
        let default = ctx.settings.default_sport.as_ref().map(|s| s.value.clone());
        let selection = match command.sport_arg() {
            Some(sel) => crate::sports::select(&sel, default.as_deref())?,
            None => Selection::None,
        };
        match selection {
            Selection::None => dispatch(&ctx, command)?,
            Selection::One(sport) => dispatch(&ctx.for_sport(&sport, ctx.sink.clone()), command)?,
            Selection::Many(sports) => crate::fanout::run(
                &sports,
                &ctx.rate_limit,
                &ctx.output(crate::output::Format::Table),
                ctx.diag,
                serde_json::Map::new,
                |sport, sink| dispatch(&ctx.for_sport(sport, sink), command),
            )?,
        }
        Ok(kept.take())
    }

    fn cli(&self) -> clap::Command {
        <Cli as clap::CommandFactory>::command()
    }
}
