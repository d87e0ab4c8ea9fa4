//! `esx matches`' flags: the clap `Args` and its `--status` filter, and the list route
//! the flags name.

use crate::cli::SportArg;
use esx_proto::routes;

/// Match status filter of `/matches` (spec §3).
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum Status {
    /// Not started yet (the service's default)
    Upcoming,
    /// In play
    Live,
    /// Over
    Finished,
}

impl Status {
    pub(super) fn as_str(self) -> &'static str {
        match self {
            Self::Upcoming => "upcoming",
            Self::Live => "live",
            Self::Finished => "finished",
        }
    }
}

#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  esx matches cs2\n  esx matches cs2 --status finished --from 2026-11-14 --to 2026-11-21 --now 2026-11-21T12:00:00Z   # pinned: that week is the demo epoch's\n  esx matches valorant --all --format csv -o matches.csv\n  esx matches lol --live\n  esx matches dota2 --completed --json\n  esx matches cs2 next            # one match: the soonest upcoming (or a slug or kr_ id)\n  esx matches cs2 next --veto   # may find nothing: a veto starts shortly before the match\n  esx matches cs2 next --prep\n  esx matches cs2 next --player-board\n  esx matches cs2 next --maps\n  esx matches cs2 --team1 'Obsidian Lynx' --team2 'Azure Sharks' --date 2026-11-21 --now 2026-11-21T12:00:00Z   # their meetings, newest first (pinned: they met twice that day)"
)]
#[command(group(clap::ArgGroup::new("intel").args(["prep", "veto", "player_board", "maps"])))]
pub(crate) struct Args {
    #[command(flatten)]
    pub(crate) sport: SportArg,
    /// One match: a kr_… id or a slug from the list, or `next` (the soonest upcoming)
    #[arg(value_name = "MATCH", conflicts_with_all = ["status", "from", "to", "limit", "offset", "all", "live", "upcoming", "completed", "team1"])]
    pub(crate) match_: Option<String>,
    /// With MATCH: the prep board (form, map pool, insights)
    #[arg(long, requires = "match_")]
    pub(crate) prep: bool,
    /// With MATCH: the map veto (pick/ban steps)
    #[arg(long, requires = "match_")]
    pub(crate) veto: bool,
    /// With MATCH: each roster's averages and favourite weapons or agents
    #[arg(long, requires = "match_")]
    pub(crate) player_board: bool,
    /// With MATCH (cs2): the tournament's map picks, bans and side win rates
    #[arg(long, requires = "match_")]
    pub(crate) maps: bool,
    /// Search: a team (name, slug or id) the match has
    #[arg(long, value_name = "TEAM", conflicts_with_all = ["status", "from", "to", "limit", "offset", "all", "live", "upcoming", "completed"])]
    pub(crate) team1: Option<String>,
    /// Search: the other team
    #[arg(long, value_name = "TEAM", requires = "team1")]
    pub(crate) team2: Option<String>,
    /// Search: the match's day, YYYY-MM-DD
    #[arg(long, value_name = "DATE", requires = "team1")]
    pub(crate) date: Option<String>,
    /// Status filter
    #[arg(long, value_enum, conflicts_with_all = ["live", "upcoming", "completed"])]
    pub(crate) status: Option<Status>,
    /// First day, YYYY-MM-DD (sent as start_date)
    #[arg(long, value_name = "DATE")]
    pub(crate) from: Option<String>,
    /// Last day, YYYY-MM-DD (sent as end_date)
    #[arg(long, value_name = "DATE")]
    pub(crate) to: Option<String>,
    /// Page size (service default 50; with --all, the size of each page)
    #[arg(long, value_name = "N")]
    pub(crate) limit: Option<u32>,
    /// Rows to skip
    #[arg(long, value_name = "N")]
    pub(crate) offset: Option<u32>,
    /// Follow pagination to the end and print every row
    #[arg(long)]
    pub(crate) all: bool,
    /// The live list variant (/matches/live)
    #[arg(long, group = "variant")]
    pub(crate) live: bool,
    /// The upcoming list variant (/upcoming/matches)
    #[arg(long, group = "variant")]
    pub(crate) upcoming: bool,
    /// The completed list variant (/completed/matches)
    #[arg(long, group = "variant")]
    pub(crate) completed: bool,
    /// Extra query parameter KEY=VALUE for parameters the interface does not list
    #[arg(short = 'F', long = "field", value_name = "KEY=VALUE")]
    pub(crate) fields: Vec<String>,
}

impl Args {
    /// The list route the flags name (`--live`, `--upcoming`, `--completed` are the
    /// service's list variants, each with its own sports: apex has the plain list only).
    #[must_use]
    pub(crate) fn list_route(&self) -> &'static routes::Route {
        if self.live {
            &routes::MATCHES_LIVE
        } else if self.upcoming {
            &routes::MATCHES_UPCOMING
        } else if self.completed {
            &routes::MATCHES_COMPLETED
        } else {
            &routes::MATCHES
        }
    }
}
