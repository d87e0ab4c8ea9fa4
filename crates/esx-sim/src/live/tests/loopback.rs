//! The WebSocket feed over loopback: an axum server on 127.0.0.1:0 in its own thread with
//! a current-thread runtime, a blocking `tungstenite` client with socket timeouts.

use std::net::TcpStream;
use std::sync::Arc;
use std::sync::atomic::{AtomicU8, Ordering};
use std::time::{Duration, Instant};

use serde_json::Value;
use tungstenite::client::IntoClientRequest;
use tungstenite::handshake::HandshakeError;
use tungstenite::protocol::frame::coding::CloseCode;
use tungstenite::{Message, WebSocket};

use super::super::{AuthFn, CLOSE_AUTH, CLOSE_PLAN, LiveHub, WS_PATH, WsAuth, router};
use super::seeds;

/// Socket read timeout: every wait in these tests is bounded by it.
const READ_TIMEOUT: Duration = Duration::from_secs(3);
const TICK: Duration = Duration::from_millis(50);

/// A running server; dropping it stops the runtime (and every connection task).
struct Server {
    port: u16,
    _stop: tokio::sync::oneshot::Sender<()>,
}

fn serve(hub: Arc<LiveHub>, auth: AuthFn) -> Server {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("bind loopback");
    listener.set_nonblocking(true).expect("nonblocking");
    let port = listener.local_addr().expect("local addr").port();
    let (tx, rx) = tokio::sync::oneshot::channel::<()>();
    std::thread::spawn(move || {
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("runtime");
        rt.block_on(async move {
            let l = tokio::net::TcpListener::from_std(listener).expect("tokio listener");
            tokio::select! {
                _ = axum::serve(l, router(hub, auth)) => {}
                _ = rx => {}
            }
        });
    });
    Server { port, _stop: tx }
}

/// Keys: `good` passes, `hobby` is a plan too low, anything else is unknown.
fn demo_auth() -> AuthFn {
    Arc::new(|key: &str| match key {
        "good" => WsAuth::Ok,
        "hobby" => WsAuth::PlanTooLow("the live feed requires the Builder plan or above".into()),
        _ => WsAuth::Unauthorized("invalid API key".into()),
    })
}

fn hub() -> Arc<LiveHub> {
    LiveHub::new(21, seeds(&["cs2", "valorant"], 2), TICK)
}

type Ws = WebSocket<TcpStream>;

/// Connect; on a refused handshake return the HTTP status and the JSON body.
fn connect(port: u16, query: &str, bearer: Option<&str>) -> Result<Ws, (u16, Value)> {
    let stream = TcpStream::connect(("127.0.0.1", port)).expect("connect");
    stream
        .set_read_timeout(Some(READ_TIMEOUT))
        .expect("timeout");
    stream
        .set_write_timeout(Some(READ_TIMEOUT))
        .expect("timeout");
    let mut req = format!("ws://127.0.0.1:{port}{WS_PATH}{query}")
        .into_client_request()
        .expect("request");
    if let Some(token) = bearer {
        let value = format!("Bearer {token}").parse().expect("header value");
        req.headers_mut().insert("authorization", value);
    }
    match tungstenite::client::client(req, stream) {
        Ok((ws, _)) => Ok(ws),
        Err(HandshakeError::Failure(tungstenite::Error::Http(resp))) => {
            let body = resp.body().clone().unwrap_or_default();
            let json = serde_json::from_slice(&body).unwrap_or(Value::Null);
            Err((resp.status().as_u16(), json))
        }
        Err(e) => panic!("handshake failed unexpectedly: {e}"),
    }
}

/// The next text message as JSON (bounded by the read timeout).
fn next(ws: &mut Ws) -> Value {
    loop {
        match ws.read().expect("a message before the timeout") {
            Message::Text(t) => {
                return serde_json::from_str(t.as_str()).expect("server sends JSON");
            }
            Message::Close(f) => panic!("unexpected close: {f:?}"),
            _ => {}
        }
    }
}

fn send(ws: &mut Ws, text: &str) {
    ws.send(Message::text(text)).expect("send");
}

#[test]
fn handshake_refuses_missing_bad_and_low_plan_keys() {
    let server = serve(hub(), demo_auth());
    let (status, body) = connect(server.port, "", None).expect_err("refused");
    assert_eq!(status, 401);
    assert!(
        body["detail"]
            .as_str()
            .unwrap_or_default()
            .contains("missing API key")
    );

    let (status, body) = connect(server.port, "?api_key=wrong", None).expect_err("refused");
    assert_eq!(
        (status, body["detail"].as_str()),
        (401, Some("invalid API key"))
    );

    let (status, body) = connect(server.port, "", Some("wrong")).expect_err("refused");
    assert_eq!(status, 401, "{body}");

    let (status, body) = connect(server.port, "?api_key=hobby", None).expect_err("refused");
    assert_eq!(status, 403);
    assert!(
        body["detail"]
            .as_str()
            .unwrap_or_default()
            .contains("Builder plan")
    );
}

#[test]
fn subscribe_snapshot_then_pushed_ticks_within_two_seconds() {
    let server = serve(hub(), demo_auth());
    let mut ws = connect(server.port, "?api_key=good", None).expect("accepted");
    send(&mut ws, r#"{"op":"subscribe","sport":"cs2","game_id":"*"}"#);
    let snap = next(&mut ws);
    assert_eq!(snap["type"], "snapshot");
    assert_eq!(snap["seq"], 1);
    assert_eq!(snap["total"], 2);
    let start = Instant::now();
    let first = next(&mut ws);
    assert!(start.elapsed() < Duration::from_secs(2), "push latency");
    assert!(matches!(
        first["type"].as_str(),
        Some("update" | "event" | "games_list")
    ));
    assert_eq!(first["seq"], 2);
    // A few more: seq gap-free, ticks non-decreasing, the game's state really moves.
    let mut last_seq = 2;
    let mut ticks = Vec::new();
    while ticks.len() < 8 {
        let m = next(&mut ws);
        assert_eq!(m["seq"].as_u64(), Some(last_seq + 1));
        last_seq += 1;
        if m["type"] == "update" {
            ticks.push(m["tick"].as_u64().unwrap_or(0));
            assert!(m["boxscore"]["players"].is_array());
        }
    }
    assert!(ticks.windows(2).all(|w| w[0] <= w[1]));
    assert!(ticks.last() > ticks.first());
}

#[test]
fn ping_pong_and_errors_keep_the_connection() {
    let server = serve(hub(), demo_auth());
    let mut ws = connect(server.port, "", Some("good")).expect("bearer accepted");
    send(&mut ws, r#"{"op":"ping"}"#);
    let pong = next(&mut ws);
    assert_eq!(pong["type"], "pong");
    assert_eq!(pong["seq"], 1);
    send(&mut ws, "{not json");
    let err = next(&mut ws);
    assert_eq!(err["type"], "error");
    assert!(
        err["detail"]
            .as_str()
            .unwrap_or_default()
            .contains("invalid JSON")
    );
    send(&mut ws, r#"{"op":"unsubscribe"}"#);
    assert_eq!(next(&mut ws)["type"], "error");
    ws.send(Message::binary(vec![1u8, 2, 3]))
        .expect("send binary");
    assert_eq!(next(&mut ws)["type"], "error");
    // Still usable.
    send(
        &mut ws,
        r#"{"op":"subscribe","sport":"valorant","game_id":"valorant_g0"}"#,
    );
    let snap = next(&mut ws);
    assert_eq!(snap["type"], "snapshot");
    assert_eq!(snap["games"][0]["game_id"], "valorant_g0");
    assert_eq!(snap["seq"], 5);
}

#[test]
fn revoking_a_key_mid_session_closes_with_4001_or_4003() {
    // 0 = ok, 1 = revoked, 2 = downgraded.
    let verdict = Arc::new(AtomicU8::new(0));
    let shared = Arc::clone(&verdict);
    let auth: AuthFn = Arc::new(move |_key: &str| match shared.load(Ordering::SeqCst) {
        0 => WsAuth::Ok,
        1 => WsAuth::Unauthorized("API key revoked".into()),
        _ => WsAuth::PlanTooLow("the live feed requires the Builder plan or above".into()),
    });
    let server = serve(hub(), auth);
    for (state, code) in [(1u8, CLOSE_AUTH), (2, CLOSE_PLAN)] {
        verdict.store(0, Ordering::SeqCst);
        let mut ws = connect(server.port, "?api_key=any", None).expect("accepted");
        send(&mut ws, r#"{"op":"ping"}"#);
        assert_eq!(next(&mut ws)["type"], "pong");
        verdict.store(state, Ordering::SeqCst);
        let start = Instant::now();
        let frame = loop {
            match ws.read().expect("close before the timeout") {
                Message::Close(f) => break f,
                _ => assert!(start.elapsed() < READ_TIMEOUT, "no close"),
            }
        };
        let frame = frame.expect("a close frame with a code");
        assert_eq!(frame.code, CloseCode::from(code));
        assert!(!frame.reason.is_empty());
    }
}
