//! One HTTP connection for a whole session: every call of an `esx mcp` session goes
//! through the session's one client, so the second call reuses the first call's open
//! connection (no TCP or TLS handshake per call, no I/O thread started per call).

use std::sync::atomic::Ordering;

use serde_json::json;

use super::Session;
use crate::common::{BOOKS, KEY, keep_alive_server};

#[test]
fn a_sessions_calls_share_one_connection() {
    let dir = tempfile::tempdir().unwrap();
    let (base, conns, reqs) = keep_alive_server(BOOKS.to_string());
    let s = Session::start(dir.path(), &["--base-url", &base], &[("ESX_API_KEY", KEY)]);
    for _ in 0..3 {
        let answer = s.ok("books", &json!({}));
        assert_eq!(answer["books"][1]["key"], "sharp", "{answer}");
    }
    let _ = s.close();
    assert_eq!(
        reqs.load(Ordering::SeqCst),
        3,
        "three calls, three requests"
    );
    assert_eq!(
        conns.load(Ordering::SeqCst),
        1,
        "the three calls of one session went over one connection"
    );
}
