//! Tables people can read: every row one line at 80, 120 and 200 columns (no line wider
//! than `COLUMNS`), ids never split, CSV headers equal to the NDJSON keys, `--odds`,
//! `--tz`, `--color`, long waits announced on stderr, Ctrl-C on `live --watch` silent.

use std::time::Duration;

use serde_json::Value;
use unicode_width::UnicodeWidthStr as _;

use crate::common::{BOOKS, KEY, Server, esx, json, with_header};

/// Commands with a table, as run against `--demo`.
const TABLES: &[&[&str]] = &[
    &["books"],
    &["props", "cs2", "--limit", "30"],
    &["props", "cs2", "--grouped"],
    &["lines", "cs2", "--market", "match_winner"],
    &["gaps", "cs2"],
    &["flow", "cs2"],
    &["dvr", "dota2"],
    &["dvr", "dota2", "--team", "Obsidian Ravens"],
    &["live", "cs2"],
    &["live", "cs2", "obsidian-lynx"],
    &["live", "cs2", "obsidian-lynx", "--events"],
    &["parlays", "cs2", "--book", "thunderpick"],
    &["matches", "cs2"],
    &["fixtures", "cs2"],
    &["teams", "cs2"],
    &["media", "cs2"],
    &["meta"],
    &["lines", "cs2", "--top"],
    &["arbs", "dota2"],
    &["picks", "cs2"],
    &[
        "research",
        "player",
        "cs2",
        "loqumi",
        "--market",
        "kills_maps_1_2",
    ],
    &[
        "parlays",
        "lol",
        "--book",
        "polymarket",
        "--odds",
        "american",
    ],
];

fn demo(args: &[&str], columns: &str) -> (i32, String, String) {
    let d = tempfile::tempdir().unwrap();
    let out = esx(d.path())
        .env("COLUMNS", columns)
        .env("TZ", "UTC")
        .args(["--demo", "-q"])
        .args(args)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// Views whose identity and act-on columns alone are wider than a width (DESIGN "Three
/// tiers of columns"), with the widest such width: piped, their header and rows run past
/// the edge, never wrapped (settled point 5); their notes and legend still fit.
const RUN_PAST: &[(&[&str], usize)] = &[
    (&["props", "cs2", "--grouped"], 120),
    (&["lines", "cs2", "--top"], 80),
];

#[test]
fn no_table_row_wraps_at_80_120_or_200_columns() {
    for args in TABLES {
        for cols in ["80", "120", "200"] {
            let (code, out, err) = demo(args, cols);
            assert_eq!(code, 0, "{args:?} at {cols}: {err}");
            let limit: usize = cols.parse().unwrap();
            let runs_past = RUN_PAST.iter().any(|(a, w)| a == args && limit <= *w);
            for line in out.lines() {
                // A table line (the header, the rule, a row: cells 2+ spaces apart).
                if runs_past && (line.starts_with('─') || line.trim().contains("  ")) {
                    continue;
                }
                assert!(
                    line.width() <= limit,
                    "{args:?} at {cols} columns: a line of {} columns:\n{line}\n{out}",
                    line.width()
                );
            }
        }
    }
}

/// A cut never splits a number: every cut token (`…` at its end) holding a digit is,
/// without the mark, a whole token of the same table printed wide.
#[test]
fn no_number_is_split_at_80_or_120_columns() {
    let whole = |t: &str| -> Vec<String> {
        t.split(|c: char| c.is_whitespace() || "·,;|/".contains(c))
            .map(str::to_string)
            .collect()
    };
    for args in TABLES {
        let (_, wide, _) = demo(args, "1000");
        let tokens = whole(&wide);
        for cols in ["80", "120"] {
            let (_, out, _) = demo(args, cols);
            for tok in whole(&out) {
                let Some(stem) = tok.strip_suffix('…') else {
                    continue;
                };
                if stem.chars().any(|c| c.is_ascii_digit()) {
                    assert!(
                        tokens.iter().any(|t| t == stem),
                        "{args:?} at {cols}: `{tok}` splits a number:\n{out}"
                    );
                }
            }
        }
    }
}

/// A market label tells the map or line apart, so it is shown whole (or its column
/// dropped), never `map_winner…`.
#[test]
fn market_labels_are_whole_at_80_columns() {
    for args in [
        // arbs: the demo's book posts no arb (tests/cli/arbs.rs checks its table at 80).
        &["lines", "cs2", "--top"][..],
        &["flow", "cs2"],
    ] {
        let (_, out, _) = demo(args, "80");
        assert!(out.contains("MARKET"), "{args:?}: {out}");
        for bad in ["_winner…", "map_winn…", "total_map…", "_handicap…"] {
            assert!(!out.contains(bad), "{args:?}: {bad} in\n{out}");
        }
    }
    let (_, out, _) = demo(&["lines", "cs2", "--top"], "80");
    assert!(out.contains("map_winner m"), "{out}");
    // Pick'em stats short and whole: `headshots m1-2`, not `CS2_HEAD…`.
    let (_, out, _) = demo(&["picks", "cs2"], "80");
    assert!(
        out.contains("headshots m1-2") || out.contains("kills m1-2"),
        "{out}"
    );
    assert!(!out.contains("CS2_"), "{out}");
}

/// Shapes esx does not model: ids whole, headers upper-case, nested lists as a count.
#[test]
fn generic_tables_keep_ids_whole_and_count_nested_lists() {
    let (_, out, _) = demo(&["teams", "cs2"], "80");
    assert!(
        out.contains("TEAM_ID") && out.contains("kr_tm_cs2_titan-owls"),
        "{out}"
    );
    assert!(!out.contains("{\""), "{out}");
    let (_, wide, _) = demo(&["teams", "cs2"], "200");
    assert!(
        wide.contains("PLAYERS") && wide.contains("5 players"),
        "{wide}"
    );
    // CSV keeps the raw keys and the nested value.
    let (_, csv, _) = demo(&["teams", "cs2", "--format", "csv"], "80");
    assert!(csv.starts_with("team_id,"), "{csv}");
    assert!(csv.contains("\"\"nickname\"\""), "{csv}");
}

/// Every time a table shows is in the one format with its zone named.
#[test]
fn times_name_their_zone() {
    let (_, out, _) = demo(&["research", "player", "cs2", "loqumi"], "120");
    assert!(out.contains("WHEN (UTC)"), "{out}");
    assert!(!out.contains("Mon ") && !out.contains("Tue "), "{out}");
    let (_, out, _) = demo(&["parlays", "cs2", "--book", "thunderpick"], "200");
    assert!(
        out.contains(" UTC · @"),
        "a leg's start names its zone: {out}"
    );
}

/// The strings of `jq` over a command's JSON (one per line of `--jq` output).
fn names(args: &[&str], jq: &str) -> Vec<String> {
    let mut all: Vec<&str> = args.to_vec();
    all.extend(["--jq", jq]);
    let (code, out, err) = demo(&all, "80");
    assert_eq!(code, 0, "{all:?}: {err}");
    let mut v: Vec<String> = out
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(str::to_string)
        .collect();
    v.sort();
    v.dedup();
    assert!(!v.is_empty(), "{all:?} found no names");
    v
}

/// No cell is a stub: a token ending in `…` is never the start of a name in `names`.
fn assert_whole(args: &[&str], cols: &str, names: &[String], out: &str) {
    for name in names {
        assert!(
            out.contains(name.as_str()),
            "{args:?} at {cols}: `{name}` is not shown whole:\n{out}"
        );
    }
    assert_no_stub(args, cols, names, out);
}

/// DESIGN.md "A row says what it is": at 80 and 120 columns every team, player,
/// selection, venue key and market label in the data appears whole, and no name is cut.
#[test]
fn every_name_venue_and_market_label_is_whole_at_80_and_120() {
    // (command, names that must appear whole, venue keys: whole or their column dropped)
    let cases: &[(&[&str], &str, &str)] = &[
        (
            &["lines", "cs2", "--market", "match_winner"],
            ".events[] | .home_team, .away_team, (.markets[].best_edge.outcome // empty)",
            ".events[].markets[].best_edge.source // empty",
        ),
        (
            &["lines", "cs2", "--top"],
            ".top_edges[] | .home_team, .away_team, .outcome",
            ".top_edges[].source",
        ),
        (
            &["lines", "cs2", "--market", "map_winner", "--sort", "edge"],
            ".events[] | .home_team, .away_team",
            ".events[].markets[].best_edge.source // empty",
        ),
        (
            &["flow", "cs2"],
            ".plays[] | .home_team, .away_team, .selection",
            ".plays[].best_source",
        ),
        (
            &["flow", "cs2", "--kind", "steam", "--sort", "price"],
            ".plays[] | .selection, .home_team, .away_team",
            ".plays[].best_source",
        ),
        (
            &["arbs", "cs2"],
            ".arbs[] | .home_team, .away_team, (.legs[] | .outcome, .source)",
            ".arbs[].legs[].source",
        ),
        (
            &["props", "cs2", "--limit", "30"],
            ".props[] | .player_name",
            ".props[].book_name",
        ),
        (
            &["picks", "cs2"],
            ".picks[:20][] | .player_name",
            ".picks[:20][].app",
        ),
        (
            &["matches", "cs2"],
            ".matches[] | .home_team, .away_team",
            ".matches[].home_team",
        ),
    ];
    for (args, jq, venues) in cases {
        let want = names(args, jq);
        let venues = names(args, venues);
        for cols in ["80", "120"] {
            let (code, out, err) = demo(args, cols);
            assert_eq!(code, 0, "{args:?}: {err}");
            assert_whole(args, cols, &want, &out);
            // A venue key is whole wherever it shows: no stub of one.
            assert_no_stub(args, cols, &venues, &out);
        }
    }
}

/// No token of `out` ending in `…` is the start of one of `names`.
fn assert_no_stub(args: &[&str], cols: &str, names: &[String], out: &str) {
    for line in out.lines() {
        for (i, _) in line.match_indices('…') {
            let before = &line[..i];
            let stub = before.rsplit("  ").next().unwrap_or(before).trim();
            for name in names {
                assert!(
                    stub.is_empty() || !name.starts_with(stub) || stub == name,
                    "{args:?} at {cols}: `{stub}…` cuts `{name}`:\n{out}"
                );
            }
        }
    }
}

/// The market labels the data names (`map_winner m2`, `total_maps 2.5`) appear whole.
#[test]
fn market_labels_in_the_data_appear_whole_at_80_and_120() {
    let labels = names(
        &["lines", "cs2", "--top"],
        r#".top_edges[] | .market + (if .map then " m\(.map)" elif .line then " \(.line)" else "" end)"#,
    );
    for cols in ["80", "120"] {
        let (_, out, _) = demo(&["lines", "cs2", "--top"], cols);
        assert_whole(&["lines", "--top"], cols, &labels, &out);
    }
}

/// Rows that belong to a match sit under a heading naming both teams and the start.
#[test]
fn board_order_shows_a_heading_line_per_event() {
    let (_, out, _) = demo(&["lines", "cs2", "--market", "match_winner"], "80");
    let teams = names(
        &["lines", "cs2", "--market", "match_winner"],
        r#".events[] | "\(.home_team) vs \(.away_team) · ""#,
    );
    for t in &teams {
        assert!(
            out.lines().any(|l| l.starts_with(t.as_str())),
            "{t}:\n{out}"
        );
    }
    assert!(out.contains(" UTC\n"), "the heading names the start: {out}");
    assert!(
        !out.contains("EVENT"),
        "no EVENT column under headings: {out}"
    );
}

/// Every parlay leg is listed, one line each, at 80 and 120 columns.
#[test]
fn every_parlay_leg_is_listed() {
    let args = [
        "parlays",
        "cs2",
        "--book",
        "thunderpick",
        "--size",
        "3",
        "--include",
        "all",
    ];
    let legs = names(
        &args,
        r#".parlays[] | .legs[] | "\(if .name == "" then .selection else .name end) · \(.market)""#,
    );
    let count = names(&args, ".parlays | map(.legs | length) | add");
    let count: usize = count[0].parse().unwrap();
    assert!(count >= 3, "{count}");
    for cols in ["80", "120"] {
        let (code, out, err) = demo(&args, cols);
        assert_eq!(code, 0, "{err}");
        let lines = out.lines().filter(|l| l.starts_with("    ")).count();
        assert_eq!(lines, count, "a line per leg at {cols}:\n{out}");
        for leg in &legs {
            assert!(out.contains(leg.as_str()), "{leg} at {cols}:\n{out}");
        }
    }
    // CSV: one row per parlay, each leg in columns of its own.
    let mut csv_args = args.to_vec();
    csv_args.extend(["--format", "csv"]);
    let (_, csv, _) = demo(&csv_args, "80");
    let header = csv.lines().next().unwrap();
    for k in [
        "leg1_selection",
        "leg2_market",
        "leg3_match_id",
        "leg3_decimal",
    ] {
        assert!(header.split(',').any(|h| h == k), "{k}: {header}");
    }
}

/// Leg prices in the LEGS cell follow `--odds` like the PRICE column.
#[test]
fn parlay_leg_prices_follow_odds_flag() {
    let (_, out, _) = demo(
        &[
            "parlays",
            "cs2",
            "--book",
            "thunderpick",
            "--odds",
            "american",
        ],
        "300",
    );
    assert!(out.contains(" @+") || out.contains(" @-"), "{out}");
    let (_, dec, _) = demo(&["parlays", "cs2", "--book", "thunderpick"], "300");
    assert!(!dec.contains(" @+"), "{dec}");
}

#[test]
fn live_game_ids_are_never_split() {
    let (_, wide, _) = demo(&["live", "cs2"], "200");
    let ids: Vec<String> = wide
        .lines()
        .filter_map(|l| l.split_whitespace().next())
        .filter(|w| w.starts_with("kr_cs2_"))
        .map(str::to_string)
        .collect();
    assert!(!ids.is_empty(), "{wide}");
    for cols in ["40", "80"] {
        let (_, out, _) = demo(&["live", "cs2"], cols);
        for id in &ids {
            assert!(
                out.contains(id.as_str()),
                "{id} not whole at {cols}:\n{out}"
            );
        }
    }
}

/// Every command's CSV header is its NDJSON rows' keys, in the same order.
#[test]
fn csv_headers_are_the_ndjson_keys() {
    for args in TABLES {
        let mut csv_args = args.to_vec();
        csv_args.extend(["--format", "csv"]);
        let (code, csv, err) = demo(&csv_args, "80");
        assert_eq!(code, 0, "{args:?}: {err}");
        let header = csv.lines().next().unwrap_or_default().to_string();
        assert!(
            header.split(',').all(|k| !k.is_empty()
                && k.chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')),
            "{args:?}: header not snake_case: {header}"
        );
        let mut nd_args = args.to_vec();
        nd_args.extend(["--format", "ndjson"]);
        let (code, nd, err) = demo(&nd_args, "80");
        assert_eq!(code, 0, "{args:?}: {err}");
        let Some(first) = nd.lines().next() else {
            continue;
        };
        let v: Value = serde_json::from_str(first).unwrap();
        let keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
        assert_eq!(keys.join(","), header, "{args:?}");
        assert_eq!(
            nd.lines().count(),
            csv.lines().count() - 1,
            "{args:?}: one NDJSON line per CSV row"
        );
    }
}

#[test]
fn odds_and_time_zone_flags_change_the_table_only() {
    let (_, dec, _) = demo(&["flow", "cs2", "--kind", "volume"], "200");
    let (_, us, _) = demo(
        &["flow", "cs2", "--kind", "volume", "--odds", "american"],
        "200",
    );
    let (_, prob, _) = demo(
        &["flow", "cs2", "--kind", "volume", "--odds", "prob"],
        "200",
    );
    assert_ne!(dec, us);
    assert!(us.contains(" +") || us.contains(" -"), "{us}");
    assert!(prob.contains(" 0."), "{prob}");
    let (_, utc, _) = demo(&["matches", "cs2"], "200");
    let (_, tokyo, _) = demo(&["matches", "cs2", "--tz", "Asia/Tokyo"], "200");
    assert!(utc.contains("START (UTC)"), "{utc}");
    assert!(tokyo.contains("START (JST)"), "{tokyo}");
    let (code, _, err) = demo(&["matches", "cs2", "--tz", "Mars/Olympus"], "80");
    assert_eq!(code, 2, "{err}");
    // CSV keeps the service's text whatever the zone.
    let (_, a, _) = demo(&["matches", "cs2", "--format", "csv"], "80");
    let (_, b, _) = demo(
        &[
            "matches",
            "cs2",
            "--format",
            "csv",
            "--tz",
            "Asia/Tokyo",
            "--odds",
            "prob",
        ],
        "80",
    );
    assert_eq!(a, b);
}

#[test]
fn color_flag_and_environment() {
    let d = tempfile::tempdir().unwrap();
    let run = |extra: &[&str], env: &[(&str, &str)]| {
        let mut c = esx(d.path());
        for (k, v) in env {
            c.env(k, v);
        }
        let out = c
            .args(["--demo", "-q", "flow", "cs2"])
            .args(extra)
            .output()
            .unwrap();
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    assert!(!run(&[], &[]).contains('\u{1b}'), "piped: no colour");
    assert!(run(&["--color", "always"], &[]).contains('\u{1b}'));
    assert!(run(&[], &[("CLICOLOR_FORCE", "1")]).contains('\u{1b}'));
    assert!(!run(&[], &[("CLICOLOR_FORCE", "1"), ("NO_COLOR", "1")]).contains('\u{1b}'));
    assert!(!run(&["--no-color"], &[("CLICOLOR_FORCE", "1")]).contains('\u{1b}'));
}

#[test]
fn jq_formats_and_jq_with_csv() {
    let (code, out, err) = demo(
        &["books", "--jq", ".books[:2][] | [.key, .book_id] | @csv"],
        "80",
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "\"thunderpick\",9\n\"kalshi\",10\n");
    let (_, out, _) = demo(
        &[
            "books",
            "--jq",
            ".books[:1][] | [.key, .display_name] | @tsv",
        ],
        "80",
    );
    assert_eq!(out, "thunderpick\tThunderpick\n");
    let (code, _, err) = demo(&["books", "--jq", ".books", "--format", "csv"], "80");
    assert_eq!(code, 2);
    assert!(err.contains("--jq") && err.contains("csv"), "{err}");
}

#[test]
fn plurals_read_right() {
    let (_, out, _) = demo(&["flow", "cs2", "--limit", "1"], "120");
    assert!(
        out.starts_with("1 play\n") || out.starts_with("1 play "),
        "{out}"
    );
}

#[test]
fn a_wait_over_two_seconds_says_why_and_how_long() {
    let s = Server::start(vec![
        with_header(json(429, r#"{"detail":"slow down"}"#), "Retry-After", "3"),
        json(200, BOOKS),
    ]);
    let d = tempfile::tempdir().unwrap();
    let out = crate::common::esx_at(d.path(), &s.base)
        .args(["books"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{err}");
    assert_eq!(err.lines().count(), 1, "one line: {err}");
    assert!(
        err.contains("waiting ") && err.contains(" s before retry 1/3") && err.contains("429"),
        "{err}"
    );
    assert!(!err.contains(KEY));
    // -q: nothing.
    let s = Server::start(vec![
        with_header(json(429, r#"{"detail":"slow down"}"#), "Retry-After", "3"),
        json(200, BOOKS),
    ]);
    let out = crate::common::esx_at(d.path(), &s.base)
        .args(["-q", "books"])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn ctrl_c_on_live_watch_prints_nothing_and_exits_0() {
    use crate::common::live::{auth, seeds, serve, spawn};
    let hub = esx_sim::LiveHub::new(7, seeds(&["cs2"], 2), Duration::from_millis(50));
    let server = serve(hub, auth());
    let dir = tempfile::tempdir().unwrap();
    let mut run = spawn(dir.path(), &server.base, KEY, &["live", "cs2", "--watch"]);
    for _ in 0..3 {
        run.json(Duration::from_secs(10));
    }
    let (status, took) = run.interrupt();
    assert_eq!(status.code(), Some(0), "{}", run.stderr());
    assert!(took < Duration::from_secs(2), "{took:?}");
    assert_eq!(run.stderr(), "", "Ctrl-C prints no error");
}

/// `--starts-within` keeps only events starting in the window (NOW = 12:00 UTC), in JSON as
/// in the table; `--limit` and picks' default 50 say how many more there are.
#[test]
fn board_windows_and_limits() {
    let within = |s: &str| {
        let t: jiff::Timestamp = s.parse().unwrap();
        let now: jiff::Timestamp = crate::common::sim::NOW.parse().unwrap();
        let d = t.as_second() - now.as_second();
        (0..=12 * 3600).contains(&d)
    };
    let starts = names(
        &["flow", "cs2", "--starts-within", "12h"],
        ".plays[].start_time",
    );
    assert!(starts.iter().all(|s| within(s)), "{starts:?}");
    let all = names(&["flow", "cs2"], ".plays[].start_time");
    assert!(
        all.iter().any(|s| !within(s)),
        "the window must leave some out"
    );
    let times = names(
        &["lines", "cs2", "--starts-within", "12h"],
        ".events[].event_time",
    );
    assert!(times.iter().all(|s| within(s)), "{times:?}");
    let (_, out, _) = demo(&["lines", "cs2", "--limit", "3"], "120");
    assert!(
        out.contains("3 of ") && out.contains(" markets · "),
        "{out}"
    );
    // picks: the best 50 in a table, all of them in JSON.
    let (_, out, _) = demo(&["picks", "cs2"], "200");
    assert!(out.starts_with("50 of "), "{out}");
    let rows = out
        .lines()
        .skip_while(|l| !l.starts_with('─'))
        .skip(1)
        .filter(|l| {
            !["P(WIN) ", "BE ", "EDGE PTS "]
                .iter()
                .any(|p| l.starts_with(p))
        })
        .count();
    assert_eq!(rows, 50, "{out}");
    let n = names(&["picks", "cs2"], ".picks | length");
    assert!(n[0].parse::<usize>().unwrap() > 50, "{n:?}");
    // `--format ndjson --jq` filters each row.
    let (code, out, err) = demo(
        &[
            "picks", "cs2", "--limit", "2", "--format", "ndjson", "--jq", ".app",
        ],
        "80",
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.lines().count(), 2, "{out}");
}
