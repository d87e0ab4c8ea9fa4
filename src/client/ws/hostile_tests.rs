//! A feed that goes silent, a close without a code: hostile servers the watch survives.

use super::*;
use std::net::TcpListener;

struct Recorder<'a> {
    statuses: Vec<Status>,
    stop: &'a AtomicBool,
}

impl Handler for Recorder<'_> {
    fn message(&mut self, _: &str, _: &Value) -> anyhow::Result<()> {
        Ok(())
    }
    fn status(&mut self, status: &Status) -> anyhow::Result<()> {
        if matches!(status, Status::Connected { reconnect: true }) {
            self.stop.store(true, Ordering::SeqCst);
        }
        self.statuses.push(status.clone());
        Ok(())
    }
}

#[test]
fn a_silent_feed_is_reconnected_after_three_ping_intervals() {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    std::thread::spawn(move || {
        for stream in listener.incoming().take(3) {
            let Ok(stream) = stream else { continue };
            std::thread::spawn(move || {
                let Ok(mut ws) = tungstenite::accept(stream) else {
                    return;
                };
                let _ = ws.read();
                let _ = ws.send(Message::text(r#"{"type":"snapshot"}"#));
                // Then silence: never read (so never answer a ping), never close.
                std::thread::sleep(Duration::from_secs(5));
            });
        }
    });
    let opts = WsOptions {
        base_url: base,
        api_key: None,
        allow_insecure: false,
        connect_timeout: Duration::from_secs(2),
        retries: 1,
        ping_every: Duration::from_millis(150),
        trace: None,
    };
    let stop = AtomicBool::new(false);
    let mut rec = Recorder {
        statuses: Vec::new(),
        stop: &stop,
    };
    let started = Instant::now();
    watch(&opts, "cs2", "*", &stop, &mut rec).unwrap();
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "{:?}",
        started.elapsed()
    );
    assert!(
        rec.statuses.iter().any(
            |s| matches!(s, Status::Reconnecting { why, .. } if why.contains("nothing heard"))
        ),
        "{:?}",
        rec.statuses
    );
}

#[test]
fn close_without_a_code_is_a_drop() {
    assert!(matches!(close_outcome(1005, ""), Ok(End::Dropped(_))));
    assert!(close_outcome(1002, "").is_err());
}
