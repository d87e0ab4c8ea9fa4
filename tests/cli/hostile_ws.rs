//! Hostile WebSocket servers (issue 12): text that is not JSON, a close frame without a
//! code. (Handshake faults and key echoes are in `hostile`; a silent feed is a unit test
//! in `client::ws`.)

use std::time::Duration;

use crate::common::KEY;
use crate::common::live::spawn;
use crate::hostile::WAIT;

// ---- 12. WebSocket oddities -----------------------------------------------------------

/// A WebSocket server: each connection reads the subscribe, then is handed to `script`
/// with its index. Returns the base URL.
fn ws_server(
    script: impl Fn(usize, &mut tungstenite::WebSocket<std::net::TcpStream>) + Send + 'static,
) -> String {
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    std::thread::spawn(move || {
        for (n, stream) in listener.incoming().enumerate().take(6) {
            let Ok(stream) = stream else { continue };
            let _ = stream.set_read_timeout(Some(Duration::from_secs(5)));
            let Ok(mut ws) = tungstenite::accept(stream) else {
                continue;
            };
            let _ = ws.read();
            script(n, &mut ws);
        }
    });
    base
}

#[test]
fn a_websocket_text_that_is_not_json_prints_as_a_json_string() {
    let base = ws_server(|_, ws| {
        let _ = ws.send(tungstenite::Message::text("hello\u{1b}[2J world"));
        while ws.read().is_ok() {}
    });
    let d = tempfile::tempdir().unwrap();
    let mut esx = spawn(d.path(), &base, KEY, &["live", "cs2", "--watch"]);
    let line = esx.line(WAIT).expect("a line");
    assert_eq!(line, r#""hello\u001b[2J world""#);
    let (status, _) = esx.interrupt();
    assert_eq!(status.code(), Some(0));
}

#[test]
fn a_close_frame_without_a_code_reconnects() {
    let base = ws_server(|n, ws| {
        let _ = ws.send(tungstenite::Message::text(format!(
            r#"{{"type":"snapshot","conn":{n}}}"#
        )));
        if n == 0 {
            let _ = ws.close(None);
            while ws.read().is_ok() {}
        } else {
            while ws.read().is_ok() {}
        }
    });
    let d = tempfile::tempdir().unwrap();
    let mut esx = spawn(d.path(), &base, KEY, &["live", "cs2", "--watch"]);
    assert_eq!(esx.json(WAIT)["conn"], 0);
    assert_eq!(esx.json(WAIT)["conn"], 1, "reconnected: {}", esx.stderr());
    let (status, _) = esx.interrupt();
    assert_eq!(status.code(), Some(0));
}
