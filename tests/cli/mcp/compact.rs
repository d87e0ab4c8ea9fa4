//! Compact answers (DESIGN "Agents get compact answers", settled point 7): a list tool
//! gives 10 rows unless asked, every answer is at most 32 KiB counting its structured
//! content and its text copy (rows cut to fit, `esx.has_more`), a row too big alone keeps
//! its identity and act-on fields with `esx.truncated`, a top edge carries its venue,
//! price and start time in its own `esx` object, and `arbs` takes `all`.

use serde_json::{Value, json};

use super::*;

/// The most bytes an answer may take.
const BOUND: usize = 32 * 1024;

fn session(cfg: &std::path::Path, base: &str, extra: &[&str]) -> Session {
    let mut args = vec!["--base-url", base];
    args.extend_from_slice(extra);
    Session::start(cfg, &args, &[("ESX_API_KEY", "demo-builder")])
}

/// An answer's size as it goes on the wire (structured content and text copy).
fn wire(r: &CallToolResult) -> usize {
    serde_json::to_vec(r).unwrap().len()
}

#[test]
fn a_list_tool_gives_ten_rows_unless_asked_and_stays_within_32_kib() {
    let dir = tempfile::tempdir().unwrap();
    let sim = pinned_sim(1);
    let base = sim.base_url();
    let s = session(dir.path(), &base, &[]);
    // props: thousands of rows on the board, 10 in the answer.
    let props = s.ok("props", &json!({"sport": "cs2"}));
    assert_eq!(props["props"].as_array().unwrap().len(), 10);
    assert!(
        props["esx"]["total"].as_u64().unwrap() > 10,
        "{}",
        props["esx"]
    );
    assert_eq!(props["esx"]["has_more"], true);
    // Asked for 200 lines events: cut to what fits in 32 KiB, has_more says so, and the
    // rows kept are the CLI's first.
    let r = s.call("lines", &json!({"sport": "cs2", "limit": 200}));
    assert!(wire(&r) <= BOUND, "{} bytes", wire(&r));
    let got = r.structured_content.clone().unwrap();
    let kept = got["events"].as_array().unwrap().len();
    let total = got["esx"]["total"].as_u64().unwrap() as usize;
    assert!(kept > 0 && kept < total, "kept {kept} of {total}");
    assert_eq!(got["esx"]["has_more"], true);
    let want = cli_json(dir.path(), &base, &["lines", "cs2"]);
    assert_eq!(
        got["events"].as_array().unwrap()[..],
        want["events"].as_array().unwrap()[..kept]
    );
    // One more event would not have fitted: the answer is the most that fits.
    let one_more = serde_json::to_string(&want["events"][kept]).unwrap().len();
    assert!(
        wire(&r) + 2 * one_more > BOUND,
        "event {kept} would have fitted"
    );
    // Every tool's default answer is within the bound.
    for (tool, args) in [
        ("gaps", json!({"sport": "cs2"})),
        ("picks", json!({"sport": "cs2"})),
        ("flow", json!({"sport": "cs2"})),
        ("top_edges", json!({"sport": "cs2"})),
    ] {
        let r = s.call(tool, &args);
        assert_eq!(r.is_error, Some(false), "{tool}");
        assert!(wire(&r) <= BOUND, "{tool}: {} bytes", wire(&r));
        let rows = r.structured_content.as_ref().unwrap();
        assert!(rows["esx"]["total"].as_u64().is_some(), "{tool}");
    }
    s.close();
}

#[test]
fn a_row_too_big_alone_keeps_its_identity_with_esx_truncated() {
    let dir = tempfile::tempdir().unwrap();
    let sim = pinned_sim(1);
    let base = sim.base_url();
    let s = session(dir.path(), &base, &[]);
    // lol's events with the local judgement beside every outcome: each over 32 KiB.
    let r = s.call("lines", &json!({"sport": "lol", "local": true, "limit": 3}));
    assert!(wire(&r) <= BOUND, "{} bytes", wire(&r));
    let got = r.structured_content.unwrap();
    let want = cli_json(dir.path(), &base, &["lines", "lol", "--local"]);
    let events = got["events"].as_array().unwrap();
    assert_eq!(events.len(), 3);
    for (i, e) in events.iter().enumerate() {
        let whole = &want["events"][i];
        assert!(
            serde_json::to_string(whole).unwrap().len() * 2 > BOUND,
            "event {i} fits whole"
        );
        assert_eq!(e["esx"]["truncated"], true, "{e}");
        for k in ["event_id", "home_team", "away_team", "event_time"] {
            assert_eq!(e[k], whole[k], "{k}");
        }
        assert!(e.get("markets").is_none(), "the bulk is cut: {e}");
    }
    s.close();
}

/// The price at `venue` of `outcome` in the market a top edge names, from the CLI's
/// board (`lines SPORT --json`), and the event's start.
fn board_price(board: &Value, row: &Value) -> (f64, String) {
    let event = board["events"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["event_id"] == row["event_id"])
        .expect("the edge's event");
    let market = event["markets"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| {
            m["market"] == row["market"]
                && (row["map"].is_null() || m["map"] == row["map"])
                && (row["line"].is_null() || m["line"] == row["line"])
        })
        .expect("the edge's market");
    let outcome = market["outcomes"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == row["outcome"])
        .expect("the edge's outcome");
    let quote = outcome["sources"]
        .as_array()
        .unwrap()
        .iter()
        .find(|q| q["source"] == row["source"])
        .expect("the edge's venue");
    (
        quote["decimal"].as_f64().unwrap(),
        event["event_time"].as_str().unwrap().to_string(),
    )
}

#[test]
fn top_edges_carry_venue_price_and_start_as_the_cli_json_does() {
    let dir = tempfile::tempdir().unwrap();
    let sim = pinned_sim(1);
    let base = sim.base_url();
    let s = session(dir.path(), &base, &["--odds", "american"]);
    let board = cli_json(dir.path(), &base, &["lines", "cs2"]);
    for (local, at) in [(false, "/top_edges"), (true, "/esx/top_edges")] {
        let got = s.ok("top_edges", &json!({"sport": "cs2", "local": local}));
        let rows = got.pointer(at).and_then(Value::as_array).unwrap();
        assert!(!rows.is_empty(), "{at}");
        for row in rows {
            let esx = &row["esx"];
            assert_eq!(esx["venue"], row["source"], "{row}");
            let (decimal, start) = board_price(&board, row);
            assert_eq!(esx["price"]["decimal"].as_f64(), Some(decimal), "{row}");
            assert_eq!(esx["start_time"], start.as_str(), "{row}");
            // The session's --odds style beside the decimal.
            let american = if decimal >= 2.0 {
                (100.0 * (decimal - 1.0)).round()
            } else {
                (-100.0 / (decimal - 1.0)).round()
            };
            assert_eq!(esx["price"]["american"].as_f64(), Some(american), "{row}");
        }
        // The CLI's --json carries the same objects (its rows are the tool's, uncut).
        let mut cmd = vec!["--odds", "american", "lines", "cs2", "--top"];
        if local {
            cmd.push("--local");
        }
        let cli = cli_json(dir.path(), &base, &cmd);
        let cli_rows = cli.pointer(at).and_then(Value::as_array).unwrap();
        assert_eq!(&cli_rows[..rows.len()], &rows[..], "{at}");
    }
    // The service's own fields stay as served: the row without esx's object is the
    // served row.
    let served = cli_json(dir.path(), &base, &["lines", "cs2"]);
    let top = s.ok("top_edges", &json!({"sport": "cs2", "limit": 1}));
    let mut row = top["top_edges"][0].clone();
    row.as_object_mut().unwrap().remove("esx");
    assert!(
        served["top_edges"].as_array().unwrap().contains(&row),
        "{row}"
    );
    s.close();
}

#[test]
fn arbs_takes_all_as_the_cli_does() {
    let dir = tempfile::tempdir().unwrap();
    let sim = pinned_sim(1);
    let base = sim.base_url();
    let s = session(dir.path(), &base, &[]);
    let got = s.ok("arbs", &json!({"sport": "all"}));
    let want = cli_json(dir.path(), &base, &["arbs", "all"]);
    assert_eq!(got, want);
    let sports: Vec<&String> = got["sports"].as_object().unwrap().keys().collect();
    assert_eq!(sports, ["cs2", "valorant", "lol", "dota2"]);
    // cs2's planted arb is there.
    assert!(!got["sports"]["cs2"]["arbs"].as_array().unwrap().is_empty());
    s.close();
}
