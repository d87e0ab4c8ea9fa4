//! The one route table: every endpoint of the interface with its path template,
//! version, the plan it needs and the sports it accepts (spec §1, §4).
//!
//! The client builds paths with [`Route::path`] and names plans in its errors with
//! [`required_plan`]; the simulator enforces plans with [`find`]. A path template's
//! `{name}` segments are filled in order, each percent-encoded as one segment.

use std::fmt;
use std::fmt::Write as _;

use crate::sports::{
    ALL_SPORTS, BOARD_SPORTS, DVR_SPORTS, LINES_SPORTS, LIVE_LIST_SPORTS, LIVE_SPORTS,
    MATCH_LIST_SPORTS,
};

/// Plan tiers, lowest first (so `plan >= Plan::Hobby` reads as the spec does).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Plan {
    Sandbox,
    Hobby,
    Builder,
}

impl Plan {
    /// The plan's name as messages write it.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            Self::Sandbox => "Sandbox",
            Self::Hobby => "Hobby",
            Self::Builder => "Builder",
        }
    }
}

impl fmt::Display for Plan {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Who may call a route.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    /// No key needed (the published breakdown pages).
    Keyless,
    /// A key on this plan or above (`Sandbox` = any valid key; the spec names no plan).
    Key(Plan),
}

/// The API version a route lives under (its first path segment).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Version {
    V6,
    V7,
}

/// One endpoint of the interface.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Route {
    /// A short name for messages (`lines`, `players gamelogs`).
    pub name: &'static str,
    /// The path template, `{placeholders}` filled by [`Route::path`].
    pub template: &'static str,
    pub version: Version,
    pub access: Access,
    /// Sports the `{sport}` segment (or `sport` query) accepts; empty = no sport.
    pub sports: &'static [&'static str],
}

impl Route {
    /// The plan the route needs, `None` when the spec names none (or it is keyless).
    #[must_use]
    pub fn plan(&self) -> Option<Plan> {
        match self.access {
            Access::Key(Plan::Sandbox) | Access::Keyless => None,
            Access::Key(p) => Some(p),
        }
    }

    /// The path with each `{placeholder}` replaced, in order, by one percent-encoded
    /// argument. Missing arguments leave the placeholder empty; extra ones are ignored.
    #[must_use]
    pub fn path(&self, args: &[&str]) -> String {
        let mut out = String::with_capacity(self.template.len() + 16);
        let mut args = args.iter();
        for seg in self.template.split('/').skip(1) {
            out.push('/');
            if seg.starts_with('{') {
                out.push_str(&segment(args.next().copied().unwrap_or("")));
            } else {
                out.push_str(seg);
            }
        }
        out
    }

    /// [`Route::path`], refusing an argument that URL parsing would collapse (`.`, `..`,
    /// `%2e%2e`): such an "id" would reach another route.
    ///
    /// # Errors
    /// A message naming the argument.
    pub fn try_path(&self, args: &[&str]) -> Result<String, String> {
        if let Some(bad) = args.iter().find(|a| is_dot_segment(a)) {
            return Err(dot_segment_message(bad));
        }
        Ok(self.path(args))
    }

    /// Normalise and check a sport against what the route accepts; `what` names the
    /// command in the message (a user typed `esx arbs cod`, not the route's name).
    ///
    /// # Errors
    /// A message naming the valid sports.
    pub fn check_sport(&self, sport: &str, what: &str) -> Result<String, String> {
        crate::sports::check(sport, self.sports, what)
    }

    /// The values of a matching path's `{placeholder}` segments, in order (`{sport}`
    /// first where the route has one): how the simulator reads a request's arguments.
    #[must_use]
    pub fn args<'a>(&self, segs: &[&'a str]) -> Vec<&'a str> {
        self.template
            .split('/')
            .skip(1)
            .zip(segs)
            .filter(|(t, _)| t.starts_with('{'))
            .map(|(_, s)| *s)
            .collect()
    }

    /// Whether the route has a `{sport}` segment (its first placeholder).
    #[must_use]
    pub fn has_sport_segment(&self) -> bool {
        self.template.contains("/{sport}/")
    }

    /// Does a concrete path (segments, no query) match this route's template?
    fn matches(&self, segs: &[&str]) -> bool {
        let tpl = self.template.split('/').skip(1);
        tpl.clone().count() == segs.len()
            && tpl
                .zip(segs)
                .all(|(t, s)| t.starts_with('{') || t.eq_ignore_ascii_case(s))
    }
}

const fn route(
    name: &'static str,
    template: &'static str,
    access: Access,
    sports: &'static [&'static str],
) -> Route {
    let version = if template.as_bytes()[2] == b'7' {
        Version::V7
    } else {
        Version::V6
    };
    Route {
        name,
        template,
        version,
        access,
        sports,
    }
}

const ANY: Access = Access::Key(Plan::Sandbox);
const HOBBY: Access = Access::Key(Plan::Hobby);
const BUILDER: Access = Access::Key(Plan::Builder);
const NONE: &[&str] = &[];

pub const BOOKS: Route = route("books", "/v6/books", ANY, NONE);
pub const ME: Route = route("me", "/v6/me", ANY, NONE);
pub const META: Route = route("meta", "/v7/meta", ANY, NONE);
pub const RESEARCH_PLAYER: Route = route(
    "research player",
    "/v6/esports/research/player",
    ANY,
    BOARD_SPORTS,
);
pub const RESEARCH_BOARD: Route = route(
    "research board",
    "/v6/esports/research/board",
    ANY,
    BOARD_SPORTS,
);
pub const HISTORY: Route = route("history", "/v6/esports/history/contract", BUILDER, NONE);
pub const LIVE_WS: Route = route("live --watch", "/v6/esports/live/ws", BUILDER, ALL_SPORTS);
pub const PROPS_LEGACY: Route = route("props", "/v6/esports/props", ANY, BOARD_SPORTS);
pub const PROPS: Route = route("props", "/v6/esports/{sport}/props", ANY, BOARD_SPORTS);
pub const PLAYER_PROPS: Route = route(
    "props --grouped",
    "/v6/esports/{sport}/player-props",
    ANY,
    BOARD_SPORTS,
);
pub const STREAMS: Route = route("streams", "/v6/esports/{sport}/streams", ANY, BOARD_SPORTS);
pub const RANKINGS: Route = route(
    "rankings",
    "/v6/esports/{sport}/rankings",
    ANY,
    BOARD_SPORTS,
);
pub const MEDIA: Route = route("media", "/v6/esports/{sport}/media", ANY, BOARD_SPORTS);
pub const TEAMS: Route = route("teams", "/v6/esports/{sport}/teams", ANY, BOARD_SPORTS);
pub const H2H: Route = route("h2h", "/v6/esports/{sport}/teams/h2h", ANY, BOARD_SPORTS);
pub const DVR: Route = route(
    "defense-vs-role",
    "/v6/esports/{sport}/defense-vs-role",
    ANY,
    DVR_SPORTS,
);
pub const DVR_TEAM: Route = route(
    "defense-vs-role",
    "/v6/esports/{sport}/teams/{team}/defense-vs-role",
    ANY,
    DVR_SPORTS,
);
pub const PLAYERS_SEARCH: Route = route(
    "players search",
    "/v6/esports/{sport}/players/search",
    ANY,
    BOARD_SPORTS,
);
pub const PLAYER: Route = route(
    "players show",
    "/v6/esports/{sport}/players/{player_id}",
    ANY,
    BOARD_SPORTS,
);
pub const PLAYER_STATS: Route = route(
    "players stats",
    "/v6/esports/{sport}/players/{player_id}/stats",
    ANY,
    BOARD_SPORTS,
);
pub const PLAYER_GAMELOGS: Route = route(
    "players gamelogs",
    "/v6/esports/{sport}/players/{player_slug}/gamelogs",
    BUILDER,
    BOARD_SPORTS,
);
pub const LINES: Route = route("lines", "/v6/esports/{sport}/lines", HOBBY, LINES_SPORTS);
pub const GAPS: Route = route("gaps", "/v6/esports/{sport}/gaps", HOBBY, BOARD_SPORTS);
pub const PARLAYS: Route = route("parlays", "/v7/{sport}/parlays", HOBBY, LINES_SPORTS);
pub const FLOW: Route = route("flow", "/v7/{sport}/flow", HOBBY, LINES_SPORTS);
pub const MATCHES: Route = route(
    "matches",
    "/v6/esports/{sport}/matches",
    BUILDER,
    MATCH_LIST_SPORTS,
);
pub const MATCHES_LIVE: Route = route(
    "matches --live",
    "/v6/esports/{sport}/matches/live",
    BUILDER,
    BOARD_SPORTS,
);
pub const MATCHES_UPCOMING: Route = route(
    "matches --upcoming",
    "/v6/esports/{sport}/upcoming/matches",
    BUILDER,
    BOARD_SPORTS,
);
pub const MATCHES_COMPLETED: Route = route(
    "matches --completed",
    "/v6/esports/{sport}/completed/matches",
    BUILDER,
    BOARD_SPORTS,
);
pub const BOXSCORE: Route = route(
    "boxscore",
    "/v6/esports/{sport}/matches/{slug}/boxscore",
    BUILDER,
    BOARD_SPORTS,
);
pub const FIXTURES: Route = route(
    "fixtures",
    "/v6/esports/{sport}/fixtures",
    BUILDER,
    BOARD_SPORTS,
);
pub const SCHEDULE: Route = route(
    "schedule",
    "/v6/esports/{sport}/schedule",
    BUILDER,
    BOARD_SPORTS,
);
pub const BOXSCORES: Route = route(
    "boxscores",
    "/v6/esports/{sport}/boxscores",
    BUILDER,
    BOARD_SPORTS,
);
pub const RESULTS: Route = route(
    "results",
    "/v6/esports/{sport}/results",
    BUILDER,
    BOARD_SPORTS,
);
/// Live routes accept every sport on the client side (the spec lists six "and more").
pub const LIVE_GAMES: Route = route(
    "live",
    "/v6/esports/{sport}/live/games",
    BUILDER,
    LIVE_LIST_SPORTS,
);
pub const LIVE_BOXSCORE: Route = route(
    "live",
    "/v6/esports/{sport}/live/{game_id}/boxscore",
    BUILDER,
    ALL_SPORTS,
);
pub const LIVE_FRAMES: Route = route(
    "live --frames",
    "/v6/esports/{sport}/live/{game_id}/frames",
    BUILDER,
    ALL_SPORTS,
);
pub const LIVE_EVENTS: Route = route(
    "live --events",
    "/v6/esports/{sport}/live/{game_id}/events",
    BUILDER,
    ALL_SPORTS,
);
// ---- The service beyond the interface (issue 27): routes the vendor's agent server reads
// (spec/upstream-notes.md). Plans and sports per DESIGN: `/live/*` Builder + live sports;
// match and team routes, line history and match intel Builder; stats/full and board tapes
// no plan; tournament-maps and live/coverage cs2 only.
const CS2_ONLY: &[&str] = &["cs2"];
/// Sports the vendor's prep board covers. (Its code also names `apex` there; the service
/// serves apex only on the matches and live games lists, settled point 16.)
pub(crate) const PREP_SPORTS: &[&str] = &["cs2", "valorant", "cod", "r6"];
/// Sports the vendor's veto route covers.
pub(crate) const VETO_SPORTS: &[&str] = &["cs2", "valorant", "r6"];
/// Sports the vendor's player board covers.
pub(crate) const PLAYER_BOARD_SPORTS: &[&str] = &["cs2", "valorant"];
pub const PLAYER_STATS_FULL: Route = route(
    "players stats --full",
    "/v6/esports/{sport}/players/{player_id}/stats/full",
    ANY,
    BOARD_SPORTS,
);
pub const BOARD_TAPES: Route = route(
    "research board-tapes",
    "/v6/esports/research/board-tapes",
    ANY,
    BOARD_SPORTS,
);
pub const MATCH_BY_ID: Route = route(
    "matches",
    "/v6/esports/{sport}/matches/id/{kr_match_id}",
    BUILDER,
    BOARD_SPORTS,
);
pub const MATCH_SEARCH: Route = route(
    "matches --team1",
    "/v6/esports/{sport}/matches/search",
    BUILDER,
    BOARD_SPORTS,
);
pub const TEAM_MATCHES: Route = route(
    "teams --matches",
    "/v6/esports/{sport}/teams/{team}/matches",
    BUILDER,
    BOARD_SPORTS,
);
pub const LIVE_COVERAGE: Route = route(
    "live coverage",
    "/v6/esports/{sport}/live/coverage",
    BUILDER,
    CS2_ONLY,
);
pub const LIVE_ODDS: Route = route(
    "live --prices",
    "/v6/esports/{sport}/live/odds",
    BUILDER,
    LIVE_SPORTS,
);
pub const LIVE_GAME_ODDS: Route = route(
    "live --prices",
    "/v6/esports/{sport}/live/{game_id}/odds",
    BUILDER,
    LIVE_SPORTS,
);
pub const LIVE_ODDS_HISTORY: Route = route(
    "live --price-history",
    "/v6/esports/{sport}/live/{game_id}/odds/history",
    BUILDER,
    LIVE_SPORTS,
);
pub const PLAYER_COMBO: Route = route(
    "players combo",
    "/v6/esports/{sport}/players/combo/{combo_id}",
    ANY,
    BOARD_SPORTS,
);
pub const LINES_HISTORY: Route = route(
    "history --match",
    "/v6/esports/{sport}/matches/{slug}/lines/history",
    BUILDER,
    LINES_SPORTS,
);
pub const MATCH_PREP: Route = route(
    "matches --prep",
    "/v6/esports/{sport}/matches/{slug}/prep",
    BUILDER,
    PREP_SPORTS,
);
pub const MATCH_PLAYER_BOARD: Route = route(
    "matches --player-board",
    "/v6/esports/{sport}/matches/{slug}/player-board",
    BUILDER,
    PLAYER_BOARD_SPORTS,
);
pub const MATCH_VETO: Route = route(
    "matches --veto",
    "/v6/esports/{sport}/matches/{slug}/veto",
    BUILDER,
    VETO_SPORTS,
);
pub const TOURNAMENT_MAPS: Route = route(
    "matches --maps",
    "/v6/esports/{sport}/matches/{slug}/tournament-maps",
    BUILDER,
    CS2_ONLY,
);
/// The v7 read routes: one per family, answering for one sport or for `all` of the
/// family's sports at once (the vendor's agent server calls them; plans follow the v6
/// family each one extends).
const V7_BOARD: &[&str] = &[
    "cs2", "valorant", "lol", "dota2", "cod", "r6", "mlbb", "deadlock", "all",
];
const V7_LINES: &[&str] = &["cs2", "valorant", "lol", "dota2", "all"];
pub const V7_MATCHES: Route = route("v7 matches", "/v7/{sport}/matches", BUILDER, V7_BOARD);
pub const V7_PROPS: Route = route("v7 props", "/v7/{sport}/props", ANY, V7_BOARD);
pub const V7_LINES_ROUTE: Route = route("v7 lines", "/v7/{sport}/lines", HOBBY, V7_LINES);
pub const V7_LIVE: Route = route("v7 live", "/v7/{sport}/live", BUILDER, V7_BOARD);
pub const V7_PLAYERS: Route = route("v7 players", "/v7/{sport}/players", ANY, V7_BOARD);
pub const V7_TEAMS: Route = route("v7 teams", "/v7/{sport}/teams", ANY, V7_BOARD);
pub const V7_HISTORY: Route = route("v7 history", "/v7/{sport}/history", BUILDER, V7_BOARD);
pub const V7_RESULTS: Route = route("v7 results", "/v7/{sport}/results", BUILDER, V7_BOARD);
pub const BREAKDOWN: Route = route("breakdown", "/v7/{sport}/breakdown", BUILDER, BOARD_SPORTS);
pub const BREAKDOWN_INDEX: Route = route(
    "breakdown index",
    "/v7/{sport}/breakdown/index",
    Access::Keyless,
    BOARD_SPORTS,
);
pub const BREAKDOWN_PUBLISHED: Route = route(
    "breakdown published",
    "/v7/{sport}/breakdown/published/{kind}/{slug}",
    Access::Keyless,
    BOARD_SPORTS,
);

/// Every route, literal segments before placeholders where two could match one path
/// (`players/search` before `players/{player_id}`), so [`find`] takes the first match.
pub const ALL: &[Route] = &[
    BOOKS,
    ME,
    META,
    RESEARCH_PLAYER,
    RESEARCH_BOARD,
    BOARD_TAPES,
    HISTORY,
    LIVE_WS,
    PROPS_LEGACY,
    PROPS,
    PLAYER_PROPS,
    STREAMS,
    RANKINGS,
    MEDIA,
    TEAMS,
    H2H,
    DVR,
    DVR_TEAM,
    TEAM_MATCHES,
    PLAYERS_SEARCH,
    PLAYER_COMBO,
    PLAYER,
    PLAYER_STATS,
    PLAYER_GAMELOGS,
    PLAYER_STATS_FULL,
    LINES,
    GAPS,
    PARLAYS,
    FLOW,
    MATCHES,
    MATCHES_LIVE,
    MATCHES_UPCOMING,
    MATCHES_COMPLETED,
    MATCH_SEARCH,
    MATCH_BY_ID,
    BOXSCORE,
    LINES_HISTORY,
    MATCH_PREP,
    MATCH_PLAYER_BOARD,
    MATCH_VETO,
    TOURNAMENT_MAPS,
    FIXTURES,
    SCHEDULE,
    BOXSCORES,
    RESULTS,
    LIVE_GAMES,
    LIVE_COVERAGE,
    LIVE_ODDS,
    LIVE_BOXSCORE,
    LIVE_GAME_ODDS,
    LIVE_ODDS_HISTORY,
    LIVE_FRAMES,
    LIVE_EVENTS,
    V7_MATCHES,
    V7_PROPS,
    V7_LINES_ROUTE,
    V7_LIVE,
    V7_PLAYERS,
    V7_TEAMS,
    V7_HISTORY,
    V7_RESULTS,
    BREAKDOWN,
    BREAKDOWN_INDEX,
    BREAKDOWN_PUBLISHED,
];

/// The route a concrete path (a query string is ignored) belongs to.
#[must_use]
pub fn find(path: &str) -> Option<&'static Route> {
    let p = path.split('?').next().unwrap_or(path);
    let segs: Vec<&str> = p.split('/').filter(|s| !s.is_empty()).collect();
    ALL.iter().find(|r| r.matches(&segs))
}

/// How the docs name who may call a route: `keyless`, `none` (any valid key: the spec
/// names no plan) or the plan.
#[must_use]
pub fn access_label(r: &Route) -> &'static str {
    match r.access {
        Access::Keyless => "keyless",
        Access::Key(Plan::Sandbox) => "none",
        Access::Key(p) => p.name(),
    }
}

/// The route table as the Markdown table `docs/commands.md` shows (generated by
/// `cargo run --example gen_docs`; a test keeps the page equal to it).
#[must_use]
pub fn markdown_table() -> String {
    let mut out = String::from("| Route | Path | Plan | Sports |\n|---|---|---|---|\n");
    for r in ALL {
        let sports = if r.sports.is_empty() {
            "—".to_string()
        } else if r.sports == crate::sports::ALL_SPORTS {
            "all".to_string()
        } else if r.sports == MATCH_LIST_SPORTS {
            "all, apex".to_string()
        } else {
            r.sports.join(", ")
        };
        let _ = writeln!(
            out,
            "| {} | `{}` | {} | {} |",
            r.name,
            r.template,
            access_label(r),
            sports
        );
    }
    out
}

/// The route a path's segments (already split, without empty ones) belong to.
#[must_use]
pub fn find_segments(segs: &[&str]) -> Option<&'static Route> {
    ALL.iter().find(|r| r.matches(segs))
}

/// The plan a route path needs (spec §4), or `None` when no plan is named.
#[must_use]
pub fn required_plan(path: &str) -> Option<Plan> {
    find(path).and_then(Route::plan)
}

/// Whether a path segment is `.` or `..`, also percent-encoded (`%2e`, `.%2E`): URL
/// parsing removes such segments, so an id like `..` would silently reach another route.
#[must_use]
pub fn is_dot_segment(seg: &str) -> bool {
    let plain = seg.to_ascii_lowercase().replace("%2e", ".");
    plain == "." || plain == ".."
}

/// The one message for a refused dot segment.
#[must_use]
pub fn dot_segment_message(seg: &str) -> String {
    format!(
        "`{seg}` is not a valid id or name: as a URL path segment it would change the route; nothing was sent"
    )
}

/// Percent-encode one path segment (slugs, ids, names given by the user): every byte
/// outside RFC 3986's unreserved set becomes `%XX`.
#[must_use]
pub fn segment(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~') {
            out.push(b as char);
        } else {
            out.push('%');
            out.push(char::from(b"0123456789ABCDEF"[usize::from(b >> 4)]));
            out.push(char::from(b"0123456789ABCDEF"[usize::from(b & 15)]));
        }
    }
    out
}

/// A query built from optional values: `None` and empty strings are left out, booleans
/// are sent as `true`/`false` (what the official SDK does).
#[derive(Debug, Default, Clone)]
pub struct Query(pub Vec<(String, String)>);

impl Query {
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    #[must_use]
    pub fn opt<T: ToString>(mut self, key: &str, value: Option<T>) -> Self {
        if let Some(v) = value {
            let v = v.to_string();
            if !v.is_empty() {
                self.0.push((key.to_string(), v));
            }
        }
        self
    }

    #[must_use]
    pub fn set<T: ToString>(self, key: &str, value: T) -> Self {
        self.opt(key, Some(value))
    }

    #[must_use]
    pub fn flag(self, key: &str, on: bool) -> Self {
        if on { self.set(key, "true") } else { self }
    }

    #[must_use]
    pub fn pairs(&self) -> &[(String, String)] {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plans_follow_the_spec_table() {
        assert_eq!(required_plan("/v6/esports/cs2/props"), None);
        assert_eq!(required_plan("/v6/books"), None);
        assert_eq!(required_plan("/v6/esports/cs2/lines"), Some(Plan::Hobby));
        assert_eq!(required_plan("/v6/esports/cs2/gaps?x=1"), Some(Plan::Hobby));
        assert_eq!(required_plan("/v7/lol/parlays"), Some(Plan::Hobby));
        assert_eq!(required_plan("/v7/lol/flow"), Some(Plan::Hobby));
        assert_eq!(required_plan("/v7/lol/breakdown"), Some(Plan::Builder));
        assert_eq!(required_plan("/v7/lol/breakdown/index"), None);
        assert_eq!(
            required_plan("/v6/esports/cs2/matches/live"),
            Some(Plan::Builder)
        );
        assert_eq!(
            required_plan("/v6/esports/cs2/players/s1mple/gamelogs"),
            Some(Plan::Builder)
        );
        assert_eq!(required_plan("/v6/esports/cs2/players/s1mple/stats"), None);
        assert_eq!(
            required_plan("/v6/esports/cs2/live/g1/boxscore"),
            Some(Plan::Builder)
        );
        assert_eq!(
            required_plan("/v6/esports/history/contract"),
            Some(Plan::Builder)
        );
        assert_eq!(required_plan("/v6/esports/research/player"), None);
    }

    #[test]
    fn literal_routes_win_over_placeholders() {
        assert_eq!(
            find("/v6/esports/cs2/players/search"),
            Some(&PLAYERS_SEARCH)
        );
        assert_eq!(find("/v6/esports/cs2/players/42"), Some(&PLAYER));
        assert_eq!(find("/v6/esports/cs2/teams/h2h"), Some(&H2H));
        assert_eq!(find("/v6/esports/cs2/matches/live"), Some(&MATCHES_LIVE));
        assert_eq!(find("/v9/nothing"), None);
        assert_eq!(BREAKDOWN_INDEX.access, Access::Keyless);
        assert_eq!(PARLAYS.version, Version::V7);
        assert_eq!(LINES.version, Version::V6);
    }

    #[test]
    fn paths_fill_and_encode_placeholders() {
        assert_eq!(LINES.path(&["cs2"]), "/v6/esports/cs2/lines");
        assert_eq!(
            DVR_TEAM.path(&["dota2", "Obsidian Ravens"]),
            "/v6/esports/dota2/teams/Obsidian%20Ravens/defense-vs-role"
        );
        assert_eq!(BOOKS.path(&[]), "/v6/books");
        assert_eq!(segment("a b/c"), "a%20b%2Fc");
        // Every template round-trips through `find`.
        for r in ALL {
            let args = ["cs2", "x1", "y2"];
            assert_eq!(find(&r.path(&args)).map(|f| f.template), Some(r.template));
        }
    }

    #[test]
    fn dot_segments_are_refused() {
        for bad in [".", "..", "%2e", "%2E%2e", ".%2e"] {
            assert!(is_dot_segment(bad), "{bad}");
            assert!(PLAYER.try_path(&["cs2", bad]).is_err(), "{bad}");
        }
        for ok in ["...", ".a", "a..", "Team.Liquid", ""] {
            assert!(!is_dot_segment(ok), "{ok}");
        }
        assert_eq!(LINES.try_path(&["cs2"]).unwrap(), "/v6/esports/cs2/lines");
    }

    #[test]
    fn query_drops_empty_values() {
        let q = Query::new()
            .opt("a", None::<String>)
            .opt("b", Some(""))
            .set("c", 1)
            .flag("d", true)
            .flag("e", false);
        assert_eq!(
            q.pairs(),
            &[
                ("c".to_string(), "1".to_string()),
                ("d".to_string(), "true".to_string())
            ]
        );
    }
}
