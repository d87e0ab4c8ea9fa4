//! HTTP routing: one dispatcher that authenticates, rate-limits, checks plans and sports,
//! validates parameters and hands off to the route modules.
//!
//! A single fallback handler (rather than one axum route per path) keeps every rule in one
//! place: the order is legacy redirect → keyless pages → key → rate limit → route → plan →
//! sport → parameters, and every refusal renders through [`ApiError`].

mod apex;
mod board;
mod board_pages;
mod breakdown;
mod common;
mod dvr;
mod flow;
mod lines;
mod live_odds;
mod matches_extra;
mod players;
mod players_extra;
mod research;
mod schedule;
mod v7;
mod v7_meta;
mod v7_people;
mod v7_read;

#[cfg(test)]
mod showcase_tests;

use std::fmt::Write as _;
use std::sync::Arc;

use axum::Router;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, Uri, header};
use axum::response::{IntoResponse, Response};

use super::auth::{ApiError, Plan, RateLimiter, plan_of};
use esx_proto::routes;

use super::data::World;
use super::data::sports::BOARD_SPORTS;

use common::{Ctx, Reply, decode};

/// Shared state of the server.
pub(crate) struct AppState {
    pub world: World,
    pub limiter: Option<RateLimiter>,
    /// Slept (asynchronously) before each answer: a simulated network round trip.
    pub latency: std::time::Duration,
    pub live: Option<Arc<super::live::LiveHub>>,
    /// `Spec` serves only the documented fields (see `fields.rs`).
    pub fields: super::fields::Fields,
}

fn parse_query(q: Option<&str>) -> Vec<(String, String)> {
    q.unwrap_or("")
        .split('&')
        .filter(|p| !p.is_empty())
        .map(|p| {
            let (k, v) = p.split_once('=').unwrap_or((p, ""));
            (decode(k), decode(v))
        })
        .collect()
}

/// Builds the router: the live WebSocket (when wired) plus the dispatcher for everything else.
pub(crate) fn router(state: &Arc<AppState>) -> Router {
    let base = Router::new().fallback(handle).with_state(state.clone());
    match &state.live {
        Some(hub) => super::live::router(hub.clone(), Arc::new(ws_auth)).merge(base),
        None => base,
    }
}

fn ws_auth(key: &str) -> super::live::WsAuth {
    match plan_of(key) {
        None => super::live::WsAuth::Unauthorized(if key.is_empty() {
            "Missing API key: pass api_key=... or an Authorization: Bearer header".into()
        } else {
            "Invalid API key".into()
        }),
        Some(p) if p < Plan::Builder => super::live::WsAuth::PlanTooLow(format!(
            "{} requires the Builder plan or above (this key is on the {} plan)",
            super::live::WS_PATH,
            p.name()
        )),
        Some(_) => super::live::WsAuth::Ok,
    }
}

async fn handle(
    State(st): State<Arc<AppState>>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
    if !st.latency.is_zero() {
        tokio::time::sleep(st.latency).await;
    }
    // Answers are computed on tokio's blocking pool, so concurrent requests are served
    // concurrently (as by the real service) rather than one after another on the
    // simulator's single runtime thread: `esx lines all` fans out against it.
    let answer = tokio::task::spawn_blocking(move || {
        let path = uri.path().trim_end_matches('/');
        let v7 = path.starts_with("/v7");
        match dispatch(&st, &method, path, uri.query(), &headers) {
            Ok(resp) => resp,
            Err(mut e) => {
                e.v7 = v7;
                e.into_response()
            }
        }
    })
    .await;
    answer.unwrap_or_else(|_| {
        ApiError::new(
            StatusCode::INTERNAL_SERVER_ERROR,
            "internal",
            "the simulator failed to compute this answer",
        )
        .into_response()
    })
}

fn ok_json(body: Vec<u8>) -> Response {
    let mut r = (StatusCode::OK, body).into_response();
    r.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    r
}

/// Route requirement: `None` for keyless, else the lowest plan.
type Need = Option<Plan>;

fn dispatch(
    st: &AppState,
    method: &Method,
    path: &str,
    query: Option<&str>,
    headers: &HeaderMap,
) -> Result<Response, ApiError> {
    if method != Method::GET && method != Method::HEAD {
        return Err(ApiError::new(
            StatusCode::METHOD_NOT_ALLOWED,
            "method_not_allowed",
            "Method Not Allowed: the service only answers GET",
        ));
    }
    let segs: Vec<&str> = path.split('/').filter(|s| !s.is_empty()).collect();
    let query = parse_query(query);
    // Legacy props URL: 308 to the path form, before auth (the client re-sends its key).
    if segs == ["v6", "esports", "props"] {
        return legacy_props(st, path, query);
    }
    let need = requirement(&segs)
        .ok_or_else(|| ApiError::not_found(format!("Not Found: no route {path}")))?;
    let plan = authorize(st, path, need, headers)?;
    let ctx = Ctx {
        world: &st.world,
        path,
        query,
        plan,
        live: st.live.as_deref(),
        serve: route,
    };
    // Path segments arrive percent-encoded (`Obsidian%20Ravens`): decode them as a
    // server does before matching (`+` stays a plus in a path).
    let decoded: Vec<String> = segs
        .iter()
        .map(|s| decode(&s.replace('+', "%2B")))
        .collect();
    let segs: Vec<&str> = decoded.iter().map(String::as_str).collect();
    let body = route(&ctx, &segs)?;
    if st.fields == super::fields::Fields::Spec {
        // The route was found above (route() 404s otherwise); its documented fields only.
        if let Some(r) = routes::find_segments(&segs) {
            return super::fields::filter(r, body).map(ok_json).ok_or_else(|| {
                ApiError::not_found(format!("Not Found: {path} is {}", super::fields::UNNAMED))
            });
        }
    }
    Ok(ok_json(body))
}

/// The legacy props URL (`/v6/esports/props?game=`): a 308 to the path form.
fn legacy_props(
    st: &AppState,
    path: &str,
    query: Vec<(String, String)>,
) -> Result<Response, ApiError> {
    let ctx = Ctx {
        world: &st.world,
        path,
        query,
        plan: Plan::Sandbox,
        live: None,
        serve: route,
    };
    let game = ctx.required("game")?;
    let sport = ctx.sport(&game.to_ascii_lowercase(), BOARD_SPORTS)?;
    let rest: Vec<String> = ctx
        .query
        .iter()
        .filter(|(k, _)| k != "game")
        .map(|(k, v)| format!("{}={}", encode(k), encode(v)))
        .collect();
    let mut loc = format!("/v6/esports/{}/props", sport.info.slug);
    if !rest.is_empty() {
        loc = format!("{loc}?{}", rest.join("&"));
    }
    let mut r = (StatusCode::PERMANENT_REDIRECT, Vec::<u8>::new()).into_response();
    if let Ok(v) = HeaderValue::from_str(&loc) {
        r.headers_mut().insert(header::LOCATION, v);
    }
    Ok(r)
}

/// The caller's plan for a route that needs `need`: keyless routes answer the sandbox;
/// otherwise the key must be sent, known, within its rate and on a plan high enough.
fn authorize(st: &AppState, path: &str, need: Need, headers: &HeaderMap) -> Result<Plan, ApiError> {
    Ok(match need {
        None => Plan::Sandbox,
        Some(needed) => {
            let key = headers
                .get("x-api-key")
                .and_then(|v| v.to_str().ok())
                .map_or("", str::trim);
            if key.is_empty() {
                return Err(ApiError::new(
                    StatusCode::UNAUTHORIZED,
                    "unauthorized",
                    "Missing API key: send it in the X-API-Key header",
                ));
            }
            let plan = plan_of(key).ok_or_else(|| {
                ApiError::new(StatusCode::UNAUTHORIZED, "unauthorized", "Invalid API key")
            })?;
            if let Some(l) = &st.limiter {
                l.check(key)?;
            }
            if plan < needed {
                return Err(ApiError::plan(path, needed, plan));
            }
            plan
        }
    })
}

fn encode(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b'~' | b':' | b',') {
            out.push(b as char);
        } else {
            let _ = write!(out, "%{b:02X}");
        }
    }
    out
}

/// The plan a path needs (`Some(None)` = keyless), `None` for an unknown path: taken
/// from the protocol's one route table, so the client's plan hints and these rules agree.
fn requirement(segs: &[&str]) -> Option<Need> {
    let path = format!("/{}", segs.join("/"));
    esx_proto::routes::find(&path).map(|r| match r.access {
        esx_proto::Access::Keyless => None,
        esx_proto::Access::Key(p) => Some(p),
    })
}

/// Serve a path through the protocol's one route table: the table names the route
/// (path pattern, plan, sports), so no path or sport list is restated here; each arm
/// only says which handler computes it.
fn route(c: &Ctx, segs: &[&str]) -> Reply {
    let not_found = || ApiError::not_found(format!("Not Found: no route {}", c.path));
    let r = routes::find_segments(segs).ok_or_else(not_found)?;
    let args = r.args(segs);
    // The `{sport}` segment, checked against the sports the route accepts.
    let sport = || c.sport(&args[0].to_ascii_lowercase(), r.sports);
    // The placeholder after the sport (a team, player, slug or game id).
    let arg = |i: usize| args.get(i).copied().unwrap_or_default();
    // apex (settled point 16): the two routes whose table sports take it answer from
    // `apex`; everywhere else the table's sports refuse it, in `sport()`.
    let slug = arg(0).to_ascii_lowercase();
    if esx_proto::sports::VENDOR_ONLY_SPORTS.contains(&slug.as_str())
        && r.sports.contains(&slug.as_str())
    {
        match *r {
            routes::MATCHES => return apex::matches(c),
            routes::LIVE_GAMES => return apex::live_games(),
            _ => {}
        }
    }
    match *r {
        routes::BOOKS => board::books(c),
        routes::ME => board::me(c),
        routes::META => v7_meta::meta(c),
        routes::RESEARCH_PLAYER => research::player(c),
        routes::RESEARCH_BOARD => research::board(c),
        routes::HISTORY => research::history(c),
        routes::PROPS => board::props(c, sport()?),
        routes::PLAYER_PROPS => board::player_props(c, sport()?),
        routes::GAPS => board::gaps(c, sport()?),
        routes::LINES => lines::lines(c, sport()?),
        routes::MEDIA => players::media(c, sport()?),
        routes::STREAMS => schedule::streams(c, sport()?),
        routes::RANKINGS => players::rankings(c, sport()?),
        routes::TEAMS => players::teams(c, sport()?),
        routes::H2H => players::h2h(c, sport()?),
        routes::DVR => dvr::league(c, sport()?),
        routes::DVR_TEAM => dvr::team(c, sport()?, arg(1)),
        routes::PLAYERS_SEARCH => players::search(c, sport()?),
        routes::PLAYER => players::profile(c, sport()?, arg(1)),
        routes::PLAYER_STATS => players::stats(c, sport()?, arg(1)),
        routes::PLAYER_GAMELOGS => players::gamelogs(c, sport()?, arg(1)),
        routes::MATCHES => schedule::matches(c, sport()?, None),
        routes::MATCHES_LIVE => schedule::matches(c, sport()?, Some("live")),
        routes::MATCHES_UPCOMING => schedule::matches(c, sport()?, Some("upcoming")),
        routes::MATCHES_COMPLETED => schedule::matches(c, sport()?, Some("finished")),
        routes::BOXSCORE => schedule::boxscore(c, sport()?, arg(1)),
        routes::FIXTURES => schedule::fixtures(c, sport()?),
        routes::SCHEDULE => schedule::schedule(c, sport()?),
        routes::BOXSCORES => schedule::boxscores(c, sport()?),
        routes::RESULTS => schedule::results(c, sport()?),
        routes::LIVE_GAMES => schedule::live_games(c, sport()?),
        routes::LIVE_BOXSCORE => schedule::live_detail(c, sport()?, arg(1), "boxscore"),
        routes::LIVE_FRAMES => schedule::live_detail(c, sport()?, arg(1), "frames"),
        routes::LIVE_EVENTS => schedule::live_detail(c, sport()?, arg(1), "events"),
        routes::PARLAYS => v7::parlays(c, sport()?),
        routes::FLOW => flow::flow(c, sport()?),
        routes::V7_MATCHES => v7_read::matches(c, r, arg(0)),
        routes::V7_PROPS => v7_read::props(c, r, arg(0)),
        routes::V7_LINES_ROUTE => v7_read::lines(c, r, arg(0)),
        routes::V7_RESULTS => v7_read::results(c, r, arg(0)),
        routes::V7_HISTORY => v7_read::history(c, r, arg(0)),
        routes::V7_LIVE => v7_people::live(c, r, arg(0)),
        routes::V7_PLAYERS => v7_people::players(c, r, arg(0)),
        routes::V7_TEAMS => v7_people::teams(c, r, arg(0)),
        routes::BREAKDOWN => breakdown::breakdown(c, sport()?),
        // Beyond the interface (issue 27).
        routes::PLAYER_STATS_FULL => players_extra::stats_full(c, sport()?, arg(1)),
        routes::BOARD_TAPES => players_extra::board_tapes(c),
        routes::PLAYER_COMBO => players_extra::combo(c, sport()?, arg(1)),
        routes::MATCH_BY_ID => matches_extra::by_id(c, sport()?, arg(1)),
        routes::MATCH_SEARCH => matches_extra::search(c, sport()?),
        routes::TEAM_MATCHES => matches_extra::team_matches(c, sport()?, arg(1)),
        routes::MATCH_PREP => matches_extra::prep(c, sport()?, arg(1)),
        routes::MATCH_VETO => matches_extra::veto(c, sport()?, arg(1)),
        routes::MATCH_PLAYER_BOARD => matches_extra::player_board(c, sport()?, arg(1)),
        routes::TOURNAMENT_MAPS => matches_extra::tournament_maps(c, sport()?, arg(1)),
        routes::LIVE_COVERAGE => live_odds::coverage(c, sport()?),
        routes::LIVE_ODDS => live_odds::list(c, sport()?),
        routes::LIVE_GAME_ODDS => live_odds::game(c, sport()?, arg(1)),
        routes::LIVE_ODDS_HISTORY => live_odds::game_history(c, sport()?, arg(1)),
        routes::LINES_HISTORY => live_odds::lines_history(c, sport()?, arg(1)),
        routes::BREAKDOWN_INDEX => breakdown::breakdown_index(c, sport()?),
        routes::BREAKDOWN_PUBLISHED => breakdown::published(c, sport()?, arg(1), arg(2)),
        // Answered before routing: the legacy props URL (a 308) and the WebSocket (its
        // own router).
        // (`tests/cli/route_table.rs` checks every other route of the table is served.)
        _ => Err(not_found()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decode_handles_escapes_and_plus() {
        assert_eq!(decode("a+b%20c%3A"), "a b c:");
        assert_eq!(decode("100%"), "100%");
        assert_eq!(decode("%zz"), "%zz");
    }

    #[test]
    fn requirements_match_the_plan_table() {
        assert_eq!(
            requirement(&["v6", "esports", "cs2", "lines"]),
            Some(Some(Plan::Hobby))
        );
        assert_eq!(
            requirement(&["v6", "esports", "cs2", "matches"]),
            Some(Some(Plan::Builder))
        );
        assert_eq!(
            requirement(&["v6", "esports", "cs2", "props"]),
            Some(Some(Plan::Sandbox))
        );
        assert_eq!(
            requirement(&["v7", "cs2", "breakdown", "index"]),
            Some(None)
        );
        assert_eq!(requirement(&["v9"]), None);
    }
}
