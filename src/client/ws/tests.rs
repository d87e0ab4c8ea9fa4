//! The WebSocket client: URL rules, close-code mapping, and a watch against the
//! simulator's feed on loopback (keep-alive pings, stop flag).

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use super::*;
use crate::client::ClientOptions;
use esx_sim::{AuthFn, LiveGameSeed, LiveHub, WsAuth, router};

fn key() -> SecretString {
    SecretString::from("s3cret".to_string())
}

#[test]
fn urls_map_scheme_keep_prefix_and_carry_the_key() {
    let u = ws_url("https://api.example.com/prefix/", Some(&key()), false).unwrap();
    assert_eq!(
        u.as_str(),
        "wss://api.example.com/prefix/v6/esports/live/ws?api_key=s3cret"
    );
    assert!(!redact_url(&u).contains("s3cret"));
    let u = ws_url("http://127.0.0.1:8080", Some(&key()), false).unwrap();
    assert_eq!(
        u.as_str(),
        "ws://127.0.0.1:8080/v6/esports/live/ws?api_key=s3cret"
    );
    let u = ws_url("http://[::1]:9", None, false).unwrap();
    assert_eq!(u.as_str(), "ws://[::1]:9/v6/esports/live/ws");
}

#[test]
fn plain_ws_to_a_remote_host_needs_opt_in() {
    assert!(matches!(
        ws_url("http://api.example.com", Some(&key()), false),
        Err(e) if e.kind() == crate::error::ErrorKind::Usage
    ));
    assert!(ws_url("http://api.example.com", Some(&key()), true).is_ok());
    assert!(ws_url("http://api.example.com", None, false).is_ok());
    assert!(ws_url("ftp://x", None, false).is_err());
}

#[test]
fn close_codes_decide_between_reconnect_and_exit() {
    for code in [1000, 1001, 1006, 1011, 1012, 1013] {
        assert!(
            matches!(close_outcome(code, ""), Ok(End::Dropped(_))),
            "{code}"
        );
    }
    for code in [1008, 4001, 4002] {
        assert!(
            matches!(close_outcome(code, "x"), Err(e) if e.kind() == crate::error::ErrorKind::Auth),
            "{code}"
        );
    }
    assert!(
        matches!(close_outcome(4003, "plan"), Err(e) if e.kind() == crate::error::ErrorKind::Plan && e.message().contains("plan"))
    );
    assert!(
        matches!(close_outcome(1002, ""), Err(e) if e.kind() == crate::error::ErrorKind::Other)
    );
}

fn serve(hub: Arc<LiveHub>, auth: AuthFn) -> (String, tokio::sync::oneshot::Sender<()>) {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    listener.set_nonblocking(true).unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    let (tx, rx) = tokio::sync::oneshot::channel::<()>();
    std::thread::spawn(move || {
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap();
        rt.block_on(async move {
            let l = tokio::net::TcpListener::from_std(listener).unwrap();
            tokio::select! {
                _ = axum::serve(l, router(hub, auth)) => {}
                _ = rx => {}
            }
        });
    });
    (base, tx)
}

/// Records messages; stops the watch at the first `pong`.
struct Recorder {
    types: Vec<String>,
    statuses: Vec<Status>,
    stop: Arc<AtomicBool>,
}

impl Handler for Recorder {
    fn message(&mut self, _raw: &str, msg: &Value) -> anyhow::Result<()> {
        let t = super::routing(msg).kind;
        if t == "pong" {
            self.stop.store(true, Ordering::SeqCst);
        }
        self.types.push(t);
        Ok(())
    }
    fn status(&mut self, status: &Status) -> anyhow::Result<()> {
        self.statuses.push(status.clone());
        Ok(())
    }
}

#[test]
fn watch_subscribes_pings_and_stops_on_the_flag() {
    let seed = LiveGameSeed {
        sport: "cs2".into(),
        game_id: "cs2_g0".into(),
        match_id: "m0".into(),
        blue_code: "B".into(),
        red_code: "R".into(),
        blue_players: Vec::new(),
        red_players: Vec::new(),
        map_name: "Nuke".into(),
    };
    let hub = LiveHub::new(1, vec![seed], Duration::from_millis(50));
    let auth: AuthFn = Arc::new(|k: &str| {
        if k == "s3cret" {
            WsAuth::Ok
        } else {
            WsAuth::Unauthorized("no".into())
        }
    });
    let (base, _server) = serve(hub, auth);
    let stop = Arc::new(AtomicBool::new(false));
    // Safety net: the test ends within 10 s even if no pong ever comes.
    let guard = Arc::clone(&stop);
    std::thread::spawn(move || {
        std::thread::sleep(Duration::from_secs(10));
        guard.store(true, Ordering::SeqCst);
    });
    let mut opts = WsOptions::from_client(&ClientOptions::new(base, Some(key())));
    opts.ping_every = Duration::from_millis(300);
    let mut rec = Recorder {
        types: Vec::new(),
        statuses: Vec::new(),
        stop: Arc::clone(&stop),
    };
    let started = Instant::now();
    watch(&opts, "cs2", "*", &stop, &mut rec).unwrap();
    assert!(started.elapsed() < Duration::from_secs(5), "pong came late");
    assert_eq!(rec.types.first().map(String::as_str), Some("snapshot"));
    assert_eq!(rec.types.last().map(String::as_str), Some("pong"));
    assert!(rec.types.iter().any(|t| t == "update"), "{:?}", rec.types);
    assert_eq!(rec.statuses, vec![Status::Connected { reconnect: false }]);
}
