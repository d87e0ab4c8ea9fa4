//! `esx live SPORT --prices`: the priced matches, one match's prices per book and their
//! tape, against the simulator at the pinned clock (seed 42), with known answers.

use crate::common::sim::{run_key, sim};

const LIVE: &str = "obsidian-lynx-vs-azure-sharks-2026-11-21";

#[test]
fn the_priced_matches_live_first_in_80_columns() {
    let s = sim();
    let (code, out, err) = run_key(
        &s,
        "demo-builder",
        &["live", "cs2", "--prices", "--status", "live"],
    );
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("STATUS"), "{out}");
    assert!(lines.iter().all(|l| l.chars().count() <= 80), "{out}");
    // Seed 42 has two live cs2 series at the pinned clock.
    assert_eq!(lines.len(), 4, "{out}");
    assert!(lines[2].contains("Obsidian Lynx") && lines[2].contains("Azure Sharks"));
    let (code, out, _) = run_key(&s, "demo-builder", &["live", "cs2", "--prices", "--json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        v["total"].as_u64(),
        Some(v["games"].as_array().unwrap().len() as u64)
    );
}

#[test]
fn one_match_prices_and_tape_with_known_prices() {
    let s = sim();
    let (code, out, err) = run_key(
        &s,
        "demo-builder",
        &["live", "cs2", LIVE, "--prices", "--format", "csv"],
    );
    assert_eq!(code, 0, "{err}");
    let mut lines = out.lines();
    assert_eq!(
        lines.next(),
        Some("market,book,outcome,decimal,probability")
    );
    // The sportsbook's price now on the match winner (seed 42): -505 / +397, decimals
    // 1 + 100/505 = 1.1980 and 4.97, implied 505/605 = 0.8347 and 100/497 = 0.2012.
    assert_eq!(
        lines.next(),
        Some("match_winner,thunderpick,Obsidian Lynx,1.198,0.8347")
    );
    assert_eq!(
        lines.next(),
        Some("match_winner,thunderpick,Azure Sharks,4.97,0.2012")
    );

    let (code, out, err) = run_key(
        &s,
        "demo-builder",
        &[
            "live",
            "cs2",
            LIVE,
            "--prices",
            "--price-history",
            "--format",
            "csv",
        ],
    );
    assert_eq!(code, 0, "{err}");
    let rows: Vec<&str> = out.lines().skip(1).collect();
    // The first tick is the open 48 h before the clock; the 11:00 and 12:00 ticks are
    // in-play (the series started 10:55).
    assert!(
        rows[0]
            .starts_with("2026-11-19T12:00:00.000Z,match_winner,thunderpick,Obsidian Lynx,1.2481,"),
        "{}",
        rows[0]
    );
    let thunder_winner: Vec<&&str> = rows
        .iter()
        .filter(|r| r.contains(",match_winner,thunderpick,Obsidian Lynx,"))
        .collect();
    assert_eq!(thunder_winner.len(), 49);
    assert_eq!(
        thunder_winner
            .iter()
            .filter(|r| r.ends_with(",yes"))
            .count(),
        2
    );
}

#[test]
fn bad_input_exits_with_the_documented_codes() {
    let s = sim();
    // Unknown match: 5 with a pointer to the list.
    let (code, _, err) = run_key(&s, "demo-builder", &["live", "cs2", "nope", "--prices"]);
    assert_eq!(code, 5, "{err}");
    assert!(err.contains("esx live cs2 --prices"), "{err}");
    // A sport without live prices: 2 before any request.
    let (code, _, err) = run_key(&s, "demo-builder", &["live", "mlbb", "--prices"]);
    assert_eq!(code, 2, "{err}");
    // --price-history needs a game; --status needs --prices.
    assert_eq!(
        run_key(
            &s,
            "demo-builder",
            &["live", "cs2", "--prices", "--price-history"]
        )
        .0,
        2
    );
    assert_eq!(
        run_key(&s, "demo-builder", &["live", "cs2", "--status", "live"]).0,
        2
    );
    // A Sandbox key: the plan error, exit 4, naming Builder.
    let (code, _, err) = run_key(&s, "demo-sandbox", &["live", "cs2", "--prices"]);
    assert_eq!(code, 4, "{err}");
    assert!(err.contains("Builder"), "{err}");
}

/// `--every` re-fetches the priced matches: the simulator's list served twice, the second
/// time with the prematch match gone live, shows that one row `moved` (status prematch →
/// live) after the first poll listed every match `new`; Ctrl-C ends it with 0.
#[test]
fn every_refreshes_the_prices_and_shows_what_moved() {
    use crate::common::{Server, json};
    use std::io::{BufRead as _, BufReader};
    let s = sim();
    let first = crate::common::sim::ok(&s, "/v6/esports/cs2/live/odds?status=all");
    let games = first["games"].as_array().unwrap();
    let pre = games
        .iter()
        .position(|g| g["status"] == "prematch")
        .expect("seed 42 has a prematch match at the pinned clock");
    let slug = games[pre]["slug"].as_str().unwrap().to_string();
    let mut second = first.clone();
    second["games"][pre]["status"] = "live".into();
    let bodies = [first.to_string(), second.to_string()];
    let server = Server::start_routed(move |_, n| json(200, &bodies[n.min(1)]));
    let d = tempfile::tempdir().unwrap();
    let mut child = std::process::Command::new(assert_cmd::cargo::cargo_bin("esx"))
        .env("ESX_NOW", crate::common::sim::NOW)
        .env("ESX_CONFIG_DIR", d.path())
        .env("ESX_BASE_URL", &server.base)
        .env("ESX_API_KEY", "demo-builder")
        .args(["live", "cs2", "--prices", "--every", "1s"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let mut lines = BufReader::new(child.stdout.take().unwrap()).lines();
    let mut news = 0;
    loop {
        let line = lines.next().expect("more records").unwrap();
        let rec: serde_json::Value = serde_json::from_str(&line).unwrap();
        match rec["type"].as_str().unwrap() {
            "new" => news += 1,
            "moved" => {
                assert_eq!(rec["key"], slug.as_str(), "{rec}");
                assert_eq!(rec["row"]["status"], "live", "{rec}");
                assert_eq!(rec["previous"]["status"], "prematch", "{rec}");
                break;
            }
            other => panic!("unexpected record {other}: {rec}"),
        }
    }
    assert_eq!(news, games.len(), "the first poll lists every match");
    std::process::Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .unwrap();
    assert_eq!(child.wait().unwrap().code(), Some(0));
}

#[test]
fn every_takes_a_duration_within_bounds_and_only_with_prices() {
    let s = sim();
    for (args, says) in [
        (
            &["live", "cs2", "--prices", "--every", "0.5s"][..],
            "1s to 1d",
        ),
        (&["live", "cs2", "--prices", "--every", "2d"], "1s to 1d"),
        (
            &["live", "cs2", "--prices", "--every", "soon"],
            "not a duration",
        ),
        (&["live", "cs2", "--every", "30s"], "--prices"),
        // A watch prints a live table or NDJSON records: no --json, no -o FILE.
        (
            &["live", "cs2", "--prices", "--every", "30s", "--json"],
            "do not apply",
        ),
        (
            &["live", "cs2", "--prices", "--every", "30s", "-o", "p.json"],
            "cannot write -o FILE",
        ),
    ] {
        let (code, _, err) = run_key(&s, "demo-builder", args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
}
