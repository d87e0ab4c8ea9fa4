//! Every reader of the props boards follows `has_more` to the end (issue 27, DESIGN "The
//! service beyond the interface"): `/props` and `/player-props` served in pages by a proxy
//! in front of the simulator (it adds `limit` to a board request that has none, as a
//! service that pages unasked would) give the same rows as the simulator's one page.

use std::sync::Arc;

use serde_json::Value;

use crate::common::sim::{client, sim};
use crate::common::{Reply, Server, esx, json};

/// Page sizes the proxy imposes: `/props` (2156 cs2 rows) in 5 pages, `/player-props`
/// (240 cs2 groups) in 5.
const PROPS_PAGE: u32 = 500;
const GROUPS_PAGE: u32 = 50;

/// A loopback server forwarding every request to `base` (with the simulator's Builder
/// key), adding `limit` to a board request that asks for none.
fn paging_proxy(base: String) -> Server {
    let http = Arc::new(client());
    Server::start_routed(move |target, _| {
        let (path, query) = target.split_once('?').unwrap_or((target, ""));
        let page = if path.ends_with("/player-props") {
            Some(GROUPS_PAGE)
        } else if path.ends_with("/props") {
            Some(PROPS_PAGE)
        } else {
            None
        };
        let mut query = query.to_string();
        if let Some(n) = page
            && !query.split('&').any(|kv| kv.starts_with("limit="))
        {
            if !query.is_empty() {
                query.push('&');
            }
            query = format!("{query}limit={n}");
        }
        let url = format!("{base}{path}?{query}");
        match http.get(url).header("X-API-Key", "demo-builder").send() {
            Ok(r) => {
                let status = r.status().as_u16();
                let body = r.bytes().map(|b| b.to_vec()).unwrap_or_default();
                json(status, &String::from_utf8_lossy(&body))
            }
            Err(_) => Reply::Drop,
        }
    })
}

/// Runs esx against `base`: (exit code, stdout, stderr).
fn run(base: &str, args: &[&str]) -> (i32, String, String) {
    let d = tempfile::tempdir().unwrap();
    let out = esx(d.path())
        .env("ESX_BASE_URL", base)
        .env("ESX_API_KEY", "demo-builder")
        .env("COLUMNS", "120")
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn ok_json(base: &str, args: &[&str]) -> Value {
    let (code, out, err) = run(base, args);
    assert_eq!(code, 0, "{args:?}: {err}");
    serde_json::from_str(&out).unwrap_or_else(|e| panic!("{args:?}: {e}: {out}"))
}

/// The offsets of the board requests the proxy forwarded for `route` (a path ending).
fn offsets(proxy: &Server, route: &str) -> Vec<String> {
    proxy
        .seen()
        .iter()
        .filter(|s| s.target.split('?').next().unwrap_or("").ends_with(route))
        .map(|s| {
            s.target
                .split(['?', '&'])
                .find_map(|kv| kv.strip_prefix("offset="))
                .unwrap_or("-")
                .to_string()
        })
        .collect()
}

#[test]
fn props_flat_and_grouped_follow_every_page() {
    let s = sim();
    let proxy = paging_proxy(s.base_url());
    let whole = ok_json(&s.base_url(), &["props", "cs2", "--json"]);
    let paged = ok_json(&proxy.base, &["props", "cs2", "--json"]);
    let rows = whole["props"].as_array().unwrap();
    assert_eq!(rows.len(), 2156);
    assert_eq!(paged["props"], whole["props"]);
    assert_eq!(paged["has_more"], false);
    // The first page as asked, then offsets 500, 1000, … at the service's page size.
    assert_eq!(
        offsets(&proxy, "/props"),
        ["-", "500", "1000", "1500", "2000"]
    );

    let whole = ok_json(&s.base_url(), &["props", "cs2", "--grouped", "--json"]);
    let paged = ok_json(&proxy.base, &["props", "cs2", "--grouped", "--json"]);
    assert_eq!(whole["groups"].as_array().unwrap().len(), 240);
    assert_eq!(paged["groups"], whole["groups"]);
    assert_eq!(
        offsets(&proxy, "/player-props"),
        ["-", "50", "100", "150", "200"]
    );

    // The table reads the same rows as the one-page board.
    let (_, table_whole, _) = run(&s.base_url(), &["props", "cs2", "--sort", "player"]);
    let (code, table_paged, err) = run(&proxy.base, &["props", "cs2", "--sort", "player"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(table_paged, table_whole);
}

#[test]
fn picks_and_local_gaps_read_the_whole_paged_board() {
    let s = sim();
    let proxy = paging_proxy(s.base_url());
    for args in [
        &["picks", "cs2", "--json"][..],
        &[
            "gaps",
            "cs2",
            "--local",
            "--all",
            "--min-gap",
            "0",
            "--json",
        ][..],
    ] {
        let (code, whole, err) = run(&s.base_url(), args);
        assert_eq!(code, 0, "{args:?}: {err}");
        let (code, paged, err) = run(&proxy.base, args);
        assert_eq!(code, 0, "{args:?}: {err}");
        // Byte for byte: the same board gives the same answer however it was served.
        assert_eq!(paged, whole, "{args:?}");
    }
    let picks = offsets(&proxy, "/player-props");
    assert_eq!(picks, ["-", "50", "100", "150", "200"]);
    let props = offsets(&proxy, "/props");
    assert_eq!(props, ["-", "500", "1000", "1500", "2000"]);
}

#[test]
fn record_stores_the_whole_paged_board() {
    let s = sim();
    let proxy = paging_proxy(s.base_url());
    let dir = tempfile::tempdir().unwrap();
    let record = |base: &str, name: &str| {
        let db = dir.path().join(name);
        let v = ok_json(
            base,
            &[
                "record",
                "cs2",
                "--what",
                "props,picks",
                "--json",
                "--db",
                db.to_str().unwrap(),
            ],
        );
        let seen: Vec<(String, u64)> = v["snapshots"]
            .as_array()
            .unwrap()
            .iter()
            .map(|r| {
                (
                    r["what"].as_str().unwrap().to_string(),
                    r["seen"].as_u64().unwrap(),
                )
            })
            .collect();
        let counts = esx_store::Store::open(&db).unwrap().counts().unwrap();
        (seen, counts)
    };
    let whole = record(&s.base_url(), "whole.sqlite");
    let paged = record(&proxy.base, "paged.sqlite");
    assert!(
        whole.0.iter().any(|(w, n)| w == "props" && *n == 2156),
        "{whole:?}"
    );
    assert!(
        whole.0.iter().any(|(w, n)| w == "picks" && *n > 0),
        "{whole:?}"
    );
    assert_eq!(paged, whole);
    assert_eq!(offsets(&proxy, "/props").len(), 5);
    assert_eq!(offsets(&proxy, "/player-props").len(), 5);
}

#[test]
fn a_board_that_pages_without_end_is_a_bad_answer() {
    // The same page again and again, each saying `has_more`: exit 7, not a loop.
    let page = r#"{"source":"svc","sport":"cs2","total":9,"returned":1,"offset":0,"limit":1,"has_more":true,
      "props":[{"prop_id":"p1","player_id":1,"player_name":"A","team":"T","opponent":"U","stat_type":"CS2_KILLS","line":20.5,"odds":null,"side":"over","sportsbook_name":"dfs_one","event_id":"e1","event_time":"2026-11-22T12:00:00Z"}]}"#;
    let s = Server::start(vec![json(200, page)]);
    let (code, _, err) = run(&s.base, &["props", "cs2", "--retries", "0"]);
    assert_eq!(code, 7, "{err}");
    assert!(err.contains("same page again"), "{err}");
    assert_eq!(s.seen().len(), 2);
    // A page saying `has_more: "yes"` is a malformed answer too.
    let odd = page.replace("\"has_more\":true", "\"has_more\":\"yes\"");
    let s = Server::start(vec![json(200, &odd)]);
    let (code, _, err) = run(&s.base, &["props", "cs2", "--retries", "0"]);
    assert_eq!(code, 7, "{err}");
    assert!(err.contains("has_more"), "{err}");
}
