//! `esx gaps` against a scripted server: filters, `--all` streaming exports (atomic),
//! the 403 hint, `--local` from `/props`, bounds.

use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use crate::common::fixtures::{BOOKS, PROPS, gaps_page};
use crate::common::{KEY, Reply, Server, esx_at, json, keep_alive_server, run};

fn run_in(d: &std::path::Path, s: &Server, args: &[&str]) -> (i32, String, String) {
    let out = esx_at(d, &s.base)
        .env("COLUMNS", "120")
        .args(args)
        .output()
        .expect("run esx");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn query_value(target: &str, key: &str) -> Option<usize> {
    target
        .split(['?', '&'])
        .find_map(|kv| kv.strip_prefix(&format!("{key}=")))
        .and_then(|v| v.parse().ok())
}

/// A paginated `/gaps` of `total` rows; `fail_at` answers 500 for that offset.
fn paged(total: usize, fail_at: Option<usize>) -> Server {
    Server::start_routed(move |target, _| {
        let offset = query_value(target, "offset").unwrap_or(0);
        let limit = query_value(target, "limit").unwrap_or(100);
        if Some(offset) == fail_at {
            return json(500, r#"{"detail":"boom"}"#);
        }
        json(200, &gaps_page(offset, (offset + limit).min(total), total))
    })
}

#[test]
fn gaps_table_sends_every_route_flag() {
    let s = Server::start(vec![json(200, &gaps_page(0, 3, 7))]);
    let (code, out, err) = run(
        &s,
        &[
            "gaps",
            "cs2",
            "--min-gap",
            "1.5",
            "--player",
            "s1m",
            "--market",
            "kills_maps_1_2",
            "--market-contains",
            "KILLS",
            "--book",
            "dfs_one",
            "--limit",
            "3",
            "--offset",
            "0",
        ],
    );
    assert_eq!(code, 0, "{err}");
    let target = &s.seen()[0].target;
    for q in [
        "min_gap=1.5",
        "player=s1m",
        "market=kills_maps_1_2",
        "market_contains=KILLS",
        "book=dfs_one",
        "limit=3",
        "offset=0",
    ] {
        assert!(target.contains(q), "{target}");
    }
    insta::assert_snapshot!("board_gaps_table", out);
}

#[test]
fn all_csv_streams_every_page_into_an_atomic_file() {
    let s = paged(1203, None);
    let d = tempfile::tempdir().expect("tempdir");
    let file = d.path().join("gaps.csv");
    let file_arg = file.to_string_lossy().into_owned();
    let (code, out, err) = run_in(
        d.path(),
        &s,
        &[
            "gaps",
            "cs2",
            "--min-gap",
            "1",
            "--all",
            "--format",
            "csv",
            "-o",
            &file_arg,
        ],
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.is_empty(), "{out}");
    let seen = s.seen();
    assert_eq!(seen.len(), 3);
    assert!(
        seen.iter()
            .all(|r| r.target.contains("limit=500") && r.target.contains("min_gap=1"))
    );
    let text = std::fs::read_to_string(&file).expect("file");
    let mut lines = text.lines();
    assert_eq!(
        lines.next(),
        Some(
            "gap_id,player_id,player_name,team,opponent,event_id,event_time,stat_type,market,line,line_min,line_max,line_gap,book_count,books"
        )
    );
    assert_eq!(
        lines.next(),
        Some(
            "gap_000000000000,x_pl_0,player0,NAVI,FaZe,x_ev_1,2026-11-21T18:00:00.000Z,CS2_KILLS_MAPS_1_2,kills_maps_1_2,33,32.5,34.5,2.0,2,dfs_one:32.5;dfs_two:34.5"
        )
    );
    assert_eq!(text.lines().count(), 1204);
    assert!(text.contains("player1202,"));
}

#[test]
fn a_failing_page_leaves_no_file() {
    let s = paged(1203, Some(500));
    let d = tempfile::tempdir().expect("tempdir");
    let file = d.path().join("gaps.csv");
    let file_arg = file.to_string_lossy().into_owned();
    let (code, _, err) = run_in(
        d.path(),
        &s,
        &[
            "gaps",
            "cs2",
            "--all",
            "--format",
            "csv",
            "--retries",
            "0",
            "-o",
            &file_arg,
        ],
    );
    assert_eq!(code, 6, "{err}");
    assert!(!file.exists());
    assert_eq!(std::fs::read_dir(d.path()).map_or(0, Iterator::count), 0);
}

#[test]
fn a_page_of_the_wrong_shape_is_exit_7_and_leaves_no_file() {
    for (label, bad_page) in [
        // A string where the export needs a number: named by page and field.
        (
            "`gaps[0].line_gap`",
            gaps_page(500, 1000, 1203).replacen(r#""line_gap":2.0"#, r#""line_gap":"2.0""#, 1),
        ),
        // Cut short mid-row.
        ("offset 500", gaps_page(500, 1000, 1203)[..4000].to_string()),
    ] {
        let s = Server::start_routed(move |target, _| {
            let offset = query_value(target, "offset").unwrap_or(0);
            if offset == 500 {
                return json(200, &bad_page);
            }
            json(200, &gaps_page(offset, (offset + 500).min(1203), 1203))
        });
        let d = tempfile::tempdir().expect("tempdir");
        let file = d.path().join("gaps.csv");
        let file_arg = file.to_string_lossy().into_owned();
        let (code, out, err) = run_in(
            d.path(),
            &s,
            &["gaps", "cs2", "--all", "--format", "csv", "-o", &file_arg],
        );
        assert_eq!(code, 7, "{err}");
        assert!(out.is_empty(), "{out}");
        assert!(err.contains(label), "{label}: {err}");
        assert_eq!(std::fs::read_dir(d.path()).map_or(0, Iterator::count), 0);
    }
}

#[test]
fn streamed_ndjson_rows_equal_the_buffered_ones() {
    // Exponents, trailing zeros and escapes as served; the streamed `--all` export and
    // the one-page answer print the same rows, under the CSV header's keys.
    let page = r#"{"total":1,"has_more":false,"gaps":[ {"gap_id" : "g\u00e9","player_id":null,
        "player_name":"o\"neil","team":"NAVI","opponent":"FaZe","event_id":"e1",
        "event_time":"2026-11-21T18:00:00.000Z","stat_type":"CS2_KILLS","market":"kills",
        "line":1E1,"line_min":9.50,"line_max":10.5,"line_gap": 2.50,"book_count":2,
        "books":[{"book":"a","line":9.50},{"book":"b","line":10.5}],"extra":[1]} ]}"#;
    let s = Server::start(vec![json(200, page), json(200, page)]);
    let (code, streamed, err) = run(&s, &["gaps", "cs2", "--all", "--format", "ndjson"]);
    assert_eq!(code, 0, "{err}");
    let (code, buffered, err) = run(&s, &["gaps", "cs2", "--format", "ndjson"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(streamed, buffered);
    assert_eq!(
        streamed,
        concat!(
            r#"{"gap_id":"gé","player_id":null,"player_name":"o\"neil","team":"NAVI","#,
            r#""opponent":"FaZe","event_id":"e1","event_time":"2026-11-21T18:00:00.000Z","#,
            r#""stat_type":"CS2_KILLS","market":"kills","line":1E1,"line_min":9.50,"#,
            r#""line_max":10.5,"line_gap":2.50,"book_count":2,"books":"a:9.50;b:10.5"}"#,
            "\n"
        )
    );
}

#[test]
fn all_ndjson_and_json() {
    let s = paged(650, None);
    let (code, out, _) = run(&s, &["gaps", "cs2", "--all", "--format", "ndjson"]);
    assert_eq!(code, 0);
    assert_eq!(out.lines().count(), 650);
    let first: serde_json::Value =
        serde_json::from_str(out.lines().next().unwrap_or("")).expect("row");
    let keys: Vec<&String> = first.as_object().expect("object").keys().collect();
    let (code, csv, _) = run(&s, &["gaps", "cs2", "--all", "--format", "csv"]);
    assert_eq!(code, 0);
    let header: Vec<&str> = csv.lines().next().unwrap_or("").split(',').collect();
    assert_eq!(keys, header, "NDJSON keys are the CSV header");
    assert_eq!(first["books"], "dfs_one:32.5;dfs_two:34.5");
    let (code, out, _) = run(&s, &["gaps", "cs2", "--all", "--json"]);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    assert_eq!(v["gaps"].as_array().map(Vec::len), Some(650));
    assert_eq!(v["has_more"], false);
    assert_eq!(v["returned"], 650);
    assert_eq!(
        v["gaps"][0]["extra_field"]["kept"], true,
        "--json keeps every field"
    );
}

#[test]
fn plan_refusal_hints_at_local() {
    let s = Server::start(vec![json(
        403,
        r#"{"detail":"gaps requires the Hobby plan or above"}"#,
    )]);
    let (code, _, err) = run(&s, &["gaps", "cs2"]);
    assert_eq!(code, 4, "{err}");
    assert!(err.contains("try `esx gaps cs2 --local`"), "{err}");
    assert!(err.contains("allowed on Sandbox"), "{err}");
    let (code, _, err) = run(&s, &["gaps", "cs2", "--all", "--format", "csv"]);
    assert_eq!(code, 4, "{err}");
    assert!(err.contains("--local"), "{err}");
}

fn board() -> Server {
    Server::start_routed(|target, _| {
        if target.starts_with("/v6/books") {
            json(200, BOOKS)
        } else if target.starts_with("/v6/esports/cs2/props") {
            json(200, PROPS)
        } else {
            Reply::Full(418, vec![], b"unexpected".to_vec())
        }
    })
}

#[test]
fn local_gaps_come_from_props_in_the_service_shape() {
    let s = board();
    let (code, out, err) = run(&s, &["gaps", "cs2", "--local", "--json"]);
    assert_eq!(code, 0, "{err}");
    assert!(s.seen().iter().all(|r| !r.target.contains("/gaps")));
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    assert_eq!(v["source"], "esx");
    assert_eq!(v["total"], 1);
    let g = &v["gaps"][0];
    assert_eq!(g["player_name"], "s1mple");
    // The sportsbook's 40.5 is not a DFS line: min 32.5, median 33, max 34.5.
    assert_eq!(
        (
            g["line_min"].as_f64(),
            g["line"].as_f64(),
            g["line_max"].as_f64()
        ),
        (Some(32.5), Some(33.0), Some(34.5))
    );
    assert_eq!(g["book_count"], 3);
    assert_eq!(g["market"], "kills_maps_1_2");
    let (_, out, _) = run(&s, &["gaps", "cs2", "--local", "--min-gap", "0", "--json"]);
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    assert_eq!(v["total"], 2);
    let (_, out, _) = run(
        &s,
        &[
            "gaps",
            "cs2",
            "--local",
            "--min-gap",
            "0",
            "--player",
            "ROPZ",
            "--book",
            "dfs_two",
            "--json",
        ],
    );
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    assert_eq!(v["total"], 1);
    assert_eq!(v["gaps"][0]["player_name"], "ropz");
    let (code, out, _) = run(&s, &["gaps", "cs2", "--local"]);
    assert_eq!(code, 0);
    insta::assert_snapshot!("board_gaps_local_table", out);
}

/// `--local --book` filters in esx: a venue neither esx's list nor `/v6/books` has is
/// exit 2 naming the known ones (the service's keys among them), not "0 gaps".
#[test]
fn local_gaps_refuse_an_unknown_book() {
    let s = board();
    let (code, _, err) = run(&s, &["gaps", "cs2", "--local", "--book", "dfs_tow"]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("unknown venue `dfs_tow` for --book; known venues: thunderpick,"),
        "{err}"
    );
    assert!(err.contains("dfs_two"), "{err}");
}

#[test]
fn bounds_are_checked_before_sending() {
    let s = Server::start(vec![json(200, &gaps_page(0, 1, 1))]);
    for args in [
        vec!["gaps", "cs2", "--limit", "0"],
        vec!["gaps", "cs2", "--limit", "501"],
        vec!["gaps", "cs2", "--min-gap", "-1"],
        vec!["gaps", "fifa"],
    ] {
        let (code, _, err) = run(&s, &args);
        assert_eq!(code, 2, "{args:?}: {err}");
    }
    assert!(s.seen().is_empty());
}

#[test]
fn watch_polls_through_one_client() {
    let (base, connections, requests) = keep_alive_server(gaps_page(0, 2, 2));
    let d = tempfile::tempdir().expect("tempdir");
    let child = std::process::Command::new(assert_cmd::cargo::cargo_bin("esx"))
        .env("ESX_NOW", crate::common::sim::NOW)
        .args(["gaps", "cs2", "--watch", "1"])
        .env("ESX_CONFIG_DIR", d.path())
        .env("ESX_BASE_URL", &base)
        .env("ESX_API_KEY", KEY)
        .env_remove("ESX_PROFILE")
        .env_remove("ESX_DEMO")
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("spawn esx");
    let started = Instant::now();
    while requests.load(Ordering::SeqCst) < 3 && started.elapsed() < Duration::from_secs(20) {
        std::thread::sleep(Duration::from_millis(50));
    }
    std::process::Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .expect("kill");
    let out = child.wait_with_output().expect("wait");
    assert_eq!(out.status.code(), Some(0));
    assert!(
        requests.load(Ordering::SeqCst) >= 3,
        "fewer than 3 polls in 20 s"
    );
    // A client per poll would open a connection per poll.
    assert_eq!(connections.load(Ordering::SeqCst), 1);
    let first = String::from_utf8_lossy(&out.stdout);
    assert!(
        first
            .lines()
            .next()
            .is_some_and(|l| l.contains(r#""type":"new""#)),
        "{first}"
    );
}

#[test]
fn a_wrong_sport_is_a_usage_error_before_the_key_is_needed() {
    let d = tempfile::tempdir().expect("tempdir");
    for args in [
        vec!["gaps", "fifa"],
        vec!["gaps", "fifa", "--watch", "5"],
        vec!["props", "fifa", "--watch", "5"],
    ] {
        let out = crate::common::esx(d.path())
            .env("ESX_BASE_URL", "http://127.0.0.1:9")
            .args(&args)
            .output()
            .expect("run esx");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains("fifa"), "{args:?}: {err}");
    }
}

/// s1mple's gap runs from DFS One's 32.5 (over) to DFS Two's 34.5: DFS Two posts only
/// `higher`, so it is no middle; once DFS Two also posts `lower` at 34.5, both can be
/// bet and it is. `--local` names the DFS venues /props does not show.
#[test]
fn local_gaps_say_whether_they_are_a_middle_and_what_they_cannot_see() {
    let s = board();
    let (code, out, err) = run(&s, &["gaps", "cs2", "--local", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    assert_eq!(v["gaps"][0]["esx"]["middle"], false);
    let unseen: Vec<&str> = v["esx"]["unseen_venues"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_str().unwrap())
        .collect();
    let want: Vec<&str> = esx_proto::venues::DFS_KEYS
        .iter()
        .copied()
        .filter(|k| !["dfs_one", "dfs_two", "dfs_three"].contains(k))
        .collect();
    assert_eq!(unseen, want);
    let lower = PROPS.replacen(
        r#"{"propId":"x_prop_3""#,
        r#"{"propId":"x_prop_2b","eventId":"x_ev_1","offerId":"x_prop_2_0_lower","book_name":"DFS Two","player_name":"s1mple","stat_type":"CS2_KILLS_MAPS_1_2","line":34.5,"direction":"lower","team":"NAVI","opponent":"FaZe","event_time":"2026-11-21T18:00:00.000Z","links":{"player_image":"","team_logo":"","opponent_logo":""}},{"propId":"x_prop_3""#,
        1,
    );
    let s = Server::start_routed(move |target, _| {
        if target.starts_with("/v6/books") {
            json(200, BOOKS)
        } else {
            json(200, &lower)
        }
    });
    let (code, out, err) = run(&s, &["gaps", "cs2", "--local", "--json"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).expect("json");
    // Over 32.5 (DFS One) and under 34.5 (DFS Two): 33 and 34 win both; no sportsbook
    // pair on this board, so no figures, and the reason.
    let m = &v["gaps"][0]["esx"]["middle"];
    assert_eq!(m["window"], serde_json::json!([33, 34]), "{v}");
    assert_eq!(
        m["low"],
        serde_json::json!({"venue": "dfs_one", "line": 32.5}),
        "{v}"
    );
    assert_eq!(
        m["high"],
        serde_json::json!({"venue": "dfs_two", "line": 34.5}),
        "{v}"
    );
    assert!(m["p_middle"].is_null() && m["reason"].is_string(), "{v}");
}

/// The streamed `--all` CSV export follows `--csv-raw` as the buffered views do: a
/// player named `=cmd()` gets its `'` unless the run asks for cells as served.
#[test]
fn streamed_csv_quotes_formulas_unless_csv_raw() {
    let page =
        gaps_page(0, 1, 1).replace(r#""player_name":"player0""#, r#""player_name":"=cmd()""#);
    let s = Server::start(vec![json(200, &page), json(200, &page)]);
    let (code, csv, err) = run(&s, &["gaps", "cs2", "--all", "--format", "csv"]);
    assert_eq!(code, 0, "{err}");
    assert!(csv.contains(",'=cmd(),"), "{csv}");
    let (code, raw, err) = run(
        &s,
        &["gaps", "cs2", "--all", "--format", "csv", "--csv-raw"],
    );
    assert_eq!(code, 0, "{err}");
    assert!(raw.contains(",=cmd(),") && !raw.contains('\''), "{raw}");
}

/// The `+k` in LOW/HIGH (`18 betr +1`: one more venue posts 18 too) is explained by the
/// legend under the table, and the legend goes when those columns do.
#[test]
fn the_gaps_legend_explains_plus_k() {
    let d = tempfile::tempdir().unwrap();
    let table = |cols: &str| {
        let out = crate::common::esx(d.path())
            .env("COLUMNS", cols)
            .args(["--demo", "-q", "gaps", "cs2", "--all"])
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    let wide = table("120");
    // A row whose low or high line is posted by more than one venue.
    let plus = shows_plus_k(&wide);
    assert!(plus, "a LOW/HIGH cell with +k in the demo's gaps:\n{wide}");
    let legend = wide.lines().last().unwrap();
    assert!(
        legend.starts_with("LOW and HIGH ")
            && legend.contains("+k: k more venues post that same line"),
        "{legend}"
    );
    // LOW and HIGH are act-on (DESIGN "Three tiers of columns"): at 40 columns they
    // stay, and so does their legend, while the context columns (and theirs) go.
    let narrow = table("40");
    let header = narrow.lines().find(|l| l.starts_with("PLAYER")).unwrap();
    assert!(
        header.contains("LOW") && header.contains("HIGH"),
        "{narrow}"
    );
    assert!(
        !header.contains("TEAM") && !header.contains(" N "),
        "{narrow}"
    );
    assert!(narrow.contains("+k:"), "{narrow}");
}

/// Whether a table shows a venue followed by ` +N` (N a count).
fn shows_plus_k(table: &str) -> bool {
    table.lines().any(|l| {
        l.split("  ").map(str::trim).any(|cell| {
            let mut words = cell.split(' ');
            let (Some(line), Some(_venue), Some(more), None) =
                (words.next(), words.next(), words.next(), words.next())
            else {
                return false;
            };
            line.parse::<f64>().is_ok()
                && more
                    .strip_prefix('+')
                    .is_some_and(|n| n.parse::<u32>().is_ok())
        })
    })
}

/// The service's s1mple row (DFS One 32.5 to DFS Two 34.5) in `--json` gets
/// `esx.middle` from one `/props` answer: DFS Two posts only `higher` there, so no
/// middle; once it posts `lower` at 34.5 as well, a middle. A table asks no `/props`.
#[test]
fn service_gap_rows_say_whether_they_are_a_middle() {
    let page = gaps_page(0, 1, 1)
        .replace("\"player0\"", "\"s1mple\"")
        .replace("\"x_pl_0\"", "null");
    let lower = PROPS.replacen(
        r#"{"propId":"x_prop_3""#,
        r#"{"propId":"x_prop_2b","eventId":"x_ev_1","offerId":"x_prop_2_0_lower","book_name":"DFS Two","player_name":"s1mple","stat_type":"CS2_KILLS_MAPS_1_2","line":34.5,"direction":"lower","team":"NAVI","opponent":"FaZe","event_time":"2026-11-21T18:00:00.000Z","links":{"player_image":"","team_logo":"","opponent_logo":""}},{"propId":"x_prop_3""#,
        1,
    );
    for (props, want) in [(PROPS.to_string(), false), (lower, true)] {
        let page = page.clone();
        let s = Server::start_routed(move |target, _| {
            if target.starts_with("/v6/books") {
                json(200, BOOKS)
            } else if target.contains("/gaps") {
                json(200, &page)
            } else {
                json(200, &props)
            }
        });
        let (code, out, err) = run(&s, &["gaps", "cs2", "--json"]);
        assert_eq!(code, 0, "{err}");
        let v: serde_json::Value = serde_json::from_str(&out).expect("json");
        let middle = &v["gaps"][0]["esx"]["middle"];
        if want {
            assert_eq!(middle["window"], serde_json::json!([33, 34]), "{v}");
        } else {
            assert_eq!(middle, &serde_json::json!(false), "{v}");
        }
        let props_asked = |s: &Server| {
            s.seen()
                .iter()
                .filter(|r| r.target.starts_with("/v6/esports/cs2/props"))
                .count()
        };
        assert_eq!(props_asked(&s), 1, "one /props request per run");
        let (code, _, err) = run(&s, &["gaps", "cs2"]);
        assert_eq!(code, 0, "{err}");
        assert_eq!(props_asked(&s), 1, "a table asks no /props");
    }
}
