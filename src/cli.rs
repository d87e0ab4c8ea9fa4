//! clap definitions: the global flags and the command tree (parsing only, no behaviour).

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand};

use crate::output::Format;

const ABOUT: &str = "Esports props, consensus lines, gaps, parlays and live data — at a glance, re-derived locally, script-safe.";

const EXAMPLES: &str = "\
Examples:
  esx --demo books                         # no key needed: the embedded simulator answers
  esx books --json | jq '.books[].key'
  esx api /v6/esports/cs2/props -F book=<venue> --jq '.props | length'
  esx config set base_url https://api.example.com
  printf '%s' \"$KEY\" | esx auth login     # the key is read from stdin, never from argv
  esx auth status

Exit codes: 0 ok, 1 other error, 2 usage, 3 missing/rejected key, 4 plan too low,
5 not found, 6 retry later (network, timeout, 429, 5xx, quota), 7 malformed answer.";

/// The `esx` command line.
#[derive(Debug, Parser)]
#[command(name = "esx", version, about = ABOUT, after_help = EXAMPLES, propagate_version = true)]
pub struct Cli {
    #[command(flatten)]
    pub global: GlobalArgs,
    #[command(subcommand)]
    pub command: Command,
}

/// Flags every command accepts.
#[derive(Debug, Clone, Args)]
pub struct GlobalArgs {
    /// Service base URL (may carry a path prefix) [env: ESX_BASE_URL]
    #[arg(
        long,
        global = true,
        value_name = "URL",
        help_heading = "Global options"
    )]
    pub base_url: Option<String>,
    /// Configuration profile to use [env: ESX_PROFILE]
    #[arg(
        long,
        global = true,
        value_name = "NAME",
        help_heading = "Global options"
    )]
    pub profile: Option<String>,
    /// Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]
    #[arg(long, global = true, help_heading = "Global options")]
    pub demo: bool,
    /// Print JSON (same as --format json)
    #[arg(
        long,
        global = true,
        conflicts_with = "format",
        help_heading = "Global options"
    )]
    pub json: bool,
    /// Output format
    #[arg(
        long,
        global = true,
        value_enum,
        value_name = "FORMAT",
        help_heading = "Global options"
    )]
    pub format: Option<Format>,
    /// Filter JSON output with a jq expression (strings print raw)
    #[arg(
        long,
        global = true,
        value_name = "EXPR",
        help_heading = "Global options"
    )]
    pub jq: Option<String>,
    /// Write output to FILE atomically (never a partial file)
    #[arg(
        short = 'o',
        long = "output",
        global = true,
        value_name = "FILE",
        help_heading = "Global options"
    )]
    pub output: Option<PathBuf>,
    /// Never colour output (also: NO_COLOR)
    #[arg(long, global = true, help_heading = "Global options")]
    pub no_color: bool,
    /// Only errors on stderr
    #[arg(
        short,
        long,
        global = true,
        conflicts_with = "verbose",
        help_heading = "Global options"
    )]
    pub quiet: bool,
    /// Trace HTTP requests to stderr (the key is redacted)
    #[arg(short, long, global = true, help_heading = "Global options")]
    pub verbose: bool,
    /// Total per-request timeout in seconds [default: 30]
    #[arg(long, global = true, value_name = "SECS", value_parser = parse_timeout, help_heading = "Global options")]
    pub timeout: Option<f64>,
    /// Retries for 429, 5xx, timeouts and connection errors [default: 3]
    #[arg(long, global = true, value_name = "N", value_parser = clap::value_parser!(u32).range(0..=10), help_heading = "Global options")]
    pub retries: Option<u32>,
    /// Allow sending the key over plain http:// to a non-loopback host
    #[arg(long, global = true, help_heading = "Global options")]
    pub allow_insecure: bool,
}

fn parse_timeout(s: &str) -> Result<f64, String> {
    let v: f64 = s
        .trim()
        .parse()
        .map_err(|_| format!("`{s}` is not a number of seconds"))?;
    if v.is_finite() && v > 0.0 && v <= 3600.0 {
        Ok(v)
    } else {
        Err(format!(
            "timeout must be between 0 and 3600 seconds, got {s}"
        ))
    }
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
        after_help = "Examples:\n  esx api /v6/books\n  esx api /v6/esports/cs2/props -F book=<venue> -F market_contains=KILLS\n  esx api /v6/esports/cs2/gaps -F min_gap=1 --paginate --jq '.gaps | length'\n  esx api /v7/cs2/breakdown/index --no-key"
    )]
    Api(ApiArgs),

    /// Show and change configuration (per profile)
    #[command(
        subcommand,
        after_help = "Examples:\n  esx config show\n  esx config set base_url https://api.example.com\n  esx --profile work config set default_sport valorant\n  esx config get default_sport\n  esx config path"
    )]
    Config(ConfigAction),

    /// Log in with an API key, check it, or remove it
    #[command(
        subcommand,
        after_help = "Examples:\n  printf '%s' \"$KEY\" | esx auth login\n  esx auth login            # prompts without echo\n  esx auth status\n  esx auth logout"
    )]
    Auth(AuthAction),

    /// Player props on the board; `--grouped` lines venues up side by side
    Props(crate::commands::props::Args),

    /// Consensus team lines: best prices, edges and quality — served or re-derived locally
    Lines(crate::commands::lines::Args),

    /// DFS line gaps: one player, event and stat posted at different lines
    Gaps(crate::commands::gaps::Args),

    /// Price a parlay ticket or discover the best 2–3 leg parlays on one book
    Parlays(crate::commands::parlays::Args),

    /// Market flow: volume, line shifts, steam moves and whale plays
    Flow(crate::commands::flow::Args),

    /// Defense-vs-role tables (dota2, valorant): what each team allows to each role
    Dvr(crate::commands::dvr::Args),

    /// Live games, a game's boxscore, frames and events, and the live WebSocket feed
    Live(crate::commands::live::Args),

    /// Run the embedded simulator of the whole service (offline, deterministic)
    #[command(
        subcommand,
        after_help = "Examples:\n  esx sim serve\n  esx sim serve --addr 127.0.0.1:0 --seed 7 --now 2026-11-21T12:00:00Z\n  esx --demo lines cs2      # the same simulator, started in-process for one command"
    )]
    Sim(crate::commands::sim::SimCommand),

    // ---- Routes of the service interface (one command per route family) ----
    /// List matches (upcoming by default), or the live/upcoming/completed list variants
    Matches(crate::commands::matches::Args),
    /// List fixtures: the full schedule board, by status and dates
    Fixtures(crate::commands::fixtures::Args),
    /// Show the schedule
    Schedule(crate::commands::schedule::Args),
    /// List stream links
    Streams(crate::commands::streams::Args),
    /// Show one finished series' boxscore
    Boxscore(crate::commands::boxscore::Args),
    /// List finished series' boxscores
    Boxscores(crate::commands::boxscores::Args),
    /// List settled props (optionally by grade)
    Results(crate::commands::results::Args),
    /// List teams
    Teams(crate::commands::teams::Args),
    /// Search players, show a profile, stats or recent map logs
    Players(crate::commands::players::Args),
    /// Show the player leaderboard
    Rankings(crate::commands::rankings::Args),
    /// Compare two teams head to head
    H2h(crate::commands::h2h::Args),
    /// Show the quote tape of a mainline market or of one prop on one book
    History(crate::commands::history::Args),
    /// Research slips: one player's, or every player's on the live board
    Research(crate::commands::research::Args),
    /// Find player faces and team logos (image links)
    Media(crate::commands::media::Args),
    /// Fact-bundle breakdowns; the index of published pages and one published page
    Breakdown(crate::commands::breakdown::Args),
    /// Show the live registry of line books (/v7/meta)
    Meta(crate::commands::meta::Args),

    /// Print a shell completion script
    #[command(
        after_help = "Examples:\n  esx completions bash > ~/.local/share/bash-completion/completions/esx\n  esx completions zsh > \"${fpath[1]}/_esx\"\n  esx completions fish > ~/.config/fish/completions/esx.fish"
    )]
    Completions {
        /// The shell to generate for
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    // ---- end of routes ----
}

#[derive(Debug, Args)]
pub struct ApiArgs {
    /// Route path, e.g. /v6/books (the base URL's prefix is added)
    pub path: String,
    /// Query parameter KEY=VALUE (repeatable)
    #[arg(short = 'F', long = "field", value_name = "KEY=VALUE")]
    pub fields: Vec<String>,
    /// Follow limit/offset pagination to the end and merge the pages
    #[arg(long)]
    pub paginate: bool,
    /// Row array to merge with --paginate (default: the first array in the answer)
    #[arg(long, value_name = "KEY", requires = "paginate")]
    pub rows: Option<String>,
    /// Page size with --paginate
    #[arg(long, value_name = "N", default_value_t = 100, requires = "paginate", value_parser = clap::value_parser!(u32).range(1..=1000))]
    pub page_size: u32,
    /// Send no API key (for the keyless published breakdown pages)
    #[arg(long)]
    pub no_key: bool,
}

#[derive(Debug, Subcommand)]
pub enum ConfigAction {
    /// Show the resolved settings and where each comes from (the key is never shown)
    Show,
    /// Print one value of the selected profile
    Get {
        /// base_url, default_sport (api_key shows only set/not set)
        key: String,
    },
    /// Set a value in the selected profile (use `esx auth login` for the key)
    Set {
        /// base_url or default_sport
        key: String,
        value: String,
    },
    /// Remove a value from the selected profile
    Unset { key: String },
    /// Print the config file's path
    Path,
}

#[derive(Debug, Subcommand)]
pub enum AuthAction {
    /// Store an API key in the selected profile (read from stdin, or a hidden prompt)
    Login {
        /// Store the key without checking it against the service
        #[arg(long)]
        no_verify: bool,
    },
    /// Check the key against the service and show the plan it has
    Status,
    /// Remove the key from the selected profile
    Logout,
}

impl GlobalArgs {
    /// The format asked for, if any (`--json` is `--format json`; `--jq` implies JSON).
    #[must_use]
    pub fn format(&self) -> Option<Format> {
        if self.json || self.jq.is_some() {
            Some(Format::Json)
        } else {
            self.format
        }
    }
}
