//! The WebSocket route `/v6/esports/live/ws`: handshake auth, then one task per
//! connection that feeds client frames to its [`Session`] and pushes hub changes.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::Router;
use axum::extract::rejection::QueryRejection;
use axum::extract::ws::rejection::WebSocketUpgradeRejection;
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Query, State};
use axum::http::{HeaderMap, StatusCode, header};
use axum::response::{IntoResponse, Response};
use axum::routing::get;

use super::WsAuth;
use super::hub::LiveHub;
use super::session::Session;

/// Path of the live feed.
pub(crate) const WS_PATH: &str = esx_proto::routes::LIVE_WS.template;
/// Close code sent when the key stops being valid during a session (→ exit 3 in esx).
pub(crate) const CLOSE_AUTH: u16 = 4001;
/// Close code sent when the key's plan drops below Builder during a session (→ exit 4).
pub(crate) const CLOSE_PLAN: u16 = 4003;
/// Largest client message accepted; ops are tiny, so anything bigger is abuse.
const MAX_MESSAGE: usize = 64 * 1024;
/// How often an open session re-checks its key.
const AUTH_RECHECK: Duration = Duration::from_secs(1);

/// The key check the simulator core supplies: key (or bearer token) → verdict.
pub type AuthFn = Arc<dyn Fn(&str) -> WsAuth + Send + Sync>;

#[derive(Clone)]
struct WsState {
    hub: Arc<LiveHub>,
    auth: AuthFn,
}

/// A router serving only [`WS_PATH`]; the simulator core merges it into its own.
pub fn router(hub: Arc<LiveHub>, auth: AuthFn) -> Router {
    Router::new()
        .route(WS_PATH, get(handshake))
        .with_state(WsState { hub, auth })
}

/// Authenticate before upgrading, so a refusal is a plain HTTP 401/403 with a
/// `{"detail": ...}` body the client can read.
async fn handshake(
    State(st): State<WsState>,
    query: Result<Query<HashMap<String, String>>, QueryRejection>,
    headers: HeaderMap,
    upgrade: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> Response {
    let query = query.map(|q| q.0).unwrap_or_default();
    let key = match credential(&query, &headers) {
        Ok(k) => k,
        Err(detail) => return refuse(StatusCode::UNAUTHORIZED, detail),
    };
    match (st.auth)(&key) {
        WsAuth::Ok => {}
        WsAuth::Unauthorized(detail) => return refuse(StatusCode::UNAUTHORIZED, detail),
        WsAuth::PlanTooLow(detail) => return refuse(StatusCode::FORBIDDEN, detail),
    }
    match upgrade {
        Ok(up) => up
            .max_message_size(MAX_MESSAGE)
            .on_upgrade(move |socket| run(socket, st, key)),
        Err(rejection) => rejection.into_response(),
    }
}

/// The key from `api_key=` (preferred when both are present) or `Authorization: Bearer`.
fn credential(query: &HashMap<String, String>, headers: &HeaderMap) -> Result<String, String> {
    if let Some(k) = query.get("api_key").filter(|k| !k.is_empty()) {
        return Ok(k.clone());
    }
    let Some(value) = headers.get(header::AUTHORIZATION) else {
        return Err(
            "missing API key: pass api_key=<key> in the query or an Authorization: Bearer header"
                .into(),
        );
    };
    let value = value.to_str().unwrap_or_default().trim();
    match value.split_once(' ') {
        Some((scheme, token))
            if scheme.eq_ignore_ascii_case("bearer") && !token.trim().is_empty() =>
        {
            Ok(token.trim().to_string())
        }
        _ => Err("the Authorization header must be \"Bearer <token>\"".into()),
    }
}

fn refuse(status: StatusCode, detail: String) -> Response {
    let mut body = serde_json::Map::new();
    body.insert("detail".into(), serde_json::Value::String(detail));
    (status, axum::Json(serde_json::Value::Object(body))).into_response()
}

/// The close frame for a key that no longer passes, if it does not.
fn revoked(verdict: WsAuth) -> Option<CloseFrame> {
    let (code, reason) = match verdict {
        WsAuth::Ok => return None,
        WsAuth::Unauthorized(m) => (CLOSE_AUTH, m),
        WsAuth::PlanTooLow(m) => (CLOSE_PLAN, m),
    };
    Some(CloseFrame {
        code,
        reason: truncate(&reason, 123).into(),
    })
}

/// At most `max` bytes, cut at a character boundary (close reasons are limited to 123).
fn truncate(s: &str, max: usize) -> String {
    let mut end = s.len().min(max);
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    s[..end].to_string()
}

/// One connection: client frames in, hub changes out, until either side goes away.
async fn run(mut socket: WebSocket, st: WsState, key: String) {
    let mut session = Session::new();
    // Poll at half a tick so a change is pushed well inside the 2-second promise.
    let poll =
        (st.hub.tick_interval() / 2).clamp(Duration::from_millis(5), Duration::from_millis(500));
    let mut timer = tokio::time::interval(poll);
    timer.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    let mut checked = Instant::now();
    loop {
        let out = tokio::select! {
            incoming = socket.recv() => match incoming {
                None | Some(Err(_) | Ok(Message::Close(_))) => return,
                Some(Ok(Message::Text(text))) => session.handle_text(&st.hub, text.as_str()),
                Some(Ok(Message::Binary(_))) => session.binary_frame(&st.hub),
                // Pings are answered by the protocol layer itself.
                Some(Ok(Message::Ping(_) | Message::Pong(_))) => Vec::new(),
            },
            _ = timer.tick() => {
                if checked.elapsed() >= AUTH_RECHECK {
                    checked = Instant::now();
                    if let Some(frame) = revoked((st.auth)(&key)) {
                        let _ = socket.send(Message::Close(Some(frame))).await;
                        return;
                    }
                }
                session.poll(&st.hub)
            }
        };
        for msg in out {
            if socket
                .send(Message::Text(msg.to_string().into()))
                .await
                .is_err()
            {
                return;
            }
        }
    }
}
