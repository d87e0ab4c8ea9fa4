//! `esx picks` prices the board's `groups[]` while the rest of the body is still arriving
//! (issue 18.8), and keeps that pricing only when the whole body proves it right: the
//! same answer as decoding the whole body, the same exit 7 for a body whose rest is
//! malformed, the key never printed, and a retried request priced from the body finally
//! served.

use serde_json::Value;

use crate::common::{KEY, Reply, Server, esx_at, json};

/// One group: `player` at book -120 / +100 on 33.5 (p_over = 12/23) and a DFS over at
/// the book line (p_win = 12/23 with the negbin default: the line is the book's).
fn group(player: &str) -> String {
    let e = |venue: &str, dir: &str, odds: &str| {
        format!(
            r#"{{"sportsbook_name":"{venue}","line":33.5,"direction":"{dir}","stat_type":"CS2_KILLS_MAPS_1_2"{odds}}}"#
        )
    };
    format!(
        r#"{{"player_name":"{player}","canonical_player_id":"x_pl_{player}","stat_type":"CS2_KILLS_MAPS_1_2","event_id":"e_{player}","event_time":"2099-01-01T18:00:00.000Z","dfs":[{}],"main":[{},{}]}}"#,
        e("dfs_one", "over", ""),
        e("sharpbook", "over", r#","odds":-120"#),
        e("sharpbook", "under", r#","odds":100"#),
    )
}

/// A board of `players` whose flat `props[]` (which picks does not read) is `rest`
/// elements long, followed by `tail` members.
fn board(groups_key: &str, players: &[&str], rest: usize, tail: &str) -> String {
    let groups: Vec<String> = players.iter().map(|p| group(p)).collect();
    let props: Vec<String> = (0..rest)
        .map(|i| format!(r#"{{"player_name":"p{i}","line":{i}.5,"x":[1,{{"y":"]}}"}}]}}"#))
        .collect();
    format!(
        r#"{{"source":"svc","sport":"cs2","{groups_key}":[{}],"props":[{}]{tail}}}"#,
        groups.join(","),
        props.join(",")
    )
}

/// `esx -v picks cs2 ARGS` against `s`: (exit code, stdout, stderr).
fn picks(s: &Server, args: &[&str]) -> (Option<i32>, String, String) {
    let d = tempfile::tempdir().unwrap();
    let out = esx_at(d.path(), &s.base)
        .args(["-v", "picks", "cs2"])
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// The players of a `picks --json` answer, in order.
fn names(text: &str) -> Vec<String> {
    let v: Value = serde_json::from_str(text).unwrap();
    v["picks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["player_name"].as_str().unwrap().to_string())
        .collect()
}

const EARLY: &str = "begun while the board was still arriving";

/// The early pricing answers exactly as the whole decode does: the same board with its
/// `groups` name written with an escape (which the early scan does not recognise, so the
/// whole body is decoded) prints the same bytes in every format.
#[test]
fn the_early_pricing_answers_as_the_whole_decode() {
    let players = ["alpha", "bravo", "charlie"];
    let early = Server::start(vec![json(
        200,
        &board("groups", &players, 3000, r#","has_more":false"#),
    )]);
    let whole = Server::start(vec![json(
        200,
        &board(r"gr\u006fups", &players, 3000, r#","has_more":false"#),
    )]);
    for format in [&["--json"][..], &["--format", "csv"], &[]] {
        let (code, text, err) = picks(&early, format);
        assert_eq!(code, Some(0), "{err}");
        assert!(err.contains(EARLY), "{err}");
        // `-v` times the decode on its own, and the early run from the last byte.
        assert!(
            err.contains("ms after the board's last byte (decode "),
            "{err}"
        );
        let (code, want, err) = picks(&whole, format);
        assert_eq!(code, Some(0), "{err}");
        assert!(!err.contains(EARLY), "{err}");
        assert!(err.contains(" ms (decode "), "{err}");
        assert_eq!(text, want, "{format:?}");
    }
    let (_, text, _) = picks(&early, &["--json"]);
    let v: Value = serde_json::from_str(&text).unwrap();
    let rows = v["picks"].as_array().unwrap();
    assert_eq!(rows.len(), 3, "{v}");
    for p in rows {
        let p_win = p["p_win"].as_f64().unwrap();
        assert!((p_win - 12.0 / 23.0).abs() < 1e-12, "{p}");
    }
}

/// Groups priced early do not make a malformed body an answer: a `props[]` element that
/// is not JSON, text after the object, a `has_more` that is not a boolean and a body cut
/// short inside `props[]` are exit 7 with one line, nothing on stdout.
#[test]
fn a_board_whose_rest_is_malformed_is_exit_7() {
    let good = board("groups", &["alpha"], 50, "");
    let cut = &good[..good.len() - 40];
    for (body, says) in [
        (
            good.replacen(r#""line":7.5"#, r#""line":07.5"#, 1),
            "not the documented JSON",
        ),
        (format!("{good} trailing"), "trailing characters"),
        (
            board("groups", &["alpha"], 50, r#","has_more":"yes""#),
            "`has_more`",
        ),
        (cut.to_string(), "truncated or malformed JSON"),
    ] {
        let s = Server::start(vec![json(200, &body)]);
        let (code, out, err) = picks(&s, &["--json"]);
        assert_eq!(code, Some(7), "{says}: {err}");
        assert!(out.is_empty(), "{out}");
        let lines: Vec<&str> = err.lines().filter(|l| !l.starts_with("esx: GET")).collect();
        let last = lines.last().unwrap();
        assert!(
            last.contains("/v6/esports/cs2/player-props") && last.contains(says),
            "{says}: {err}"
        );
    }
}

/// A board holding the API key is redacted before anything reads it: the early pricing
/// (which saw the key) is dropped and the redacted body priced.
#[test]
fn the_key_in_a_board_is_never_printed() {
    let named = format!("alpha {KEY}");
    let s = Server::start(vec![json(
        200,
        &board("groups", &[&named, "bravo"], 100, ""),
    )]);
    let (code, text, err) = picks(&s, &["--json"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(!text.contains(KEY) && !err.contains(KEY));
    assert!(!err.contains(EARLY), "{err}");
    assert_eq!(names(&text), ["alpha ***", "bravo"], "{text}");
}

/// The first attempt sends its whole `groups[]` (priced early) and then breaks; the
/// retry is answered with another board: the picks are the second board's.
#[test]
fn a_retried_board_is_priced_from_the_body_finally_served() {
    let first = board("groups", &["alpha"], 200, "");
    let second = board("groups", &["bravo"], 200, "");
    let cut = first.find(r#""props""#).unwrap() + 30;
    let broken = first.as_bytes()[..cut].to_vec();
    let s = Server::start(vec![Reply::Truncated(200, broken), json(200, &second)]);
    let (code, text, err) = picks(&s, &["--json"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(err.contains("retry 1/"), "{err}");
    assert_eq!(names(&text), ["bravo"], "{text}");
    assert_eq!(s.seen().len(), 2);
}
