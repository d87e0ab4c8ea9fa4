//! Integration tests: the real `esx` binary against the simulator or a local test server.
//!
//! One file per command (or per cross-cutting contract: `http`, `output`); support code
//! lives in `common/`. `every_test_file_is_wired_in` fails when a file here is not
//! declared below, so no test can silently stop running.

mod backtest_stats;
mod common;

mod arbs;
mod arbs_middles;
mod board_paging;
mod board_screen;
mod board_sim;
mod completions;
mod config;
mod demo;
mod dvr;
mod examples;
mod fields_spec;
mod filtered_paging;
mod flow;
mod gaps;
mod gaps_middles;
mod gaps_pages;
mod hostile;
mod hostile_io;
mod hostile_ws;
mod http;
mod lines;
mod lines_extras;
mod lines_fanout;
mod lines_sim;
mod live_http;
mod live_prices;
mod live_ws;
mod matches_intel;
mod mistakes;
mod output;
mod parlays;
mod parlays_fit;
mod picks;
mod picks_dispersion;
mod picks_early;
mod picks_push;
mod players_full;
mod props;
mod route_table;
mod routes_requests;
mod routes_sim;
mod routes_validation;
mod showcase;
mod sim_beyond;
mod sim_computed;
mod sim_computed_v7;
mod sim_misc;
mod sim_routes;
mod sim_rules;
mod sim_smoke;
mod sim_v7_read;
mod sim_vendor_extras;
mod tables;
mod teams_matches;
mod tiers_core;
mod tiers_more;
mod timeline;
mod wrong_shapes;

mod bets;
mod bets_import;
mod bets_loop;
mod bets_report;
mod bets_service;
mod bets_shapes;
mod grading;
mod history_match;
mod loop_explains;
mod moves;
mod next;
mod one_room;
mod record;
mod store;
mod store_hostile;

mod alerts;
mod cache;
mod fair_backtest;
mod fair_bases;
mod fanout;

mod vendor_mcp;
mod venues;
mod venues_rank;
mod width;
mod windows;

mod harness;
mod mcp;
mod reliability;

#[test]
fn every_test_file_is_wired_in() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cli");
    let main = std::fs::read_to_string(dir.join("main.rs")).expect("main.rs");
    let mut missing = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("tests/cli") {
        let path = entry.expect("entry").path();
        let Some(stem) = path.file_stem().and_then(|s| s.to_str()) else {
            continue;
        };
        let is_module = path.extension().is_some_and(|e| e == "rs")
            || (path.is_dir() && path.join("mod.rs").exists());
        if is_module && stem != "main" && !main.contains(&format!("\nmod {stem};")) {
            missing.push(stem.to_string());
        }
    }
    assert!(
        missing.is_empty(),
        "test files not declared in tests/cli/main.rs (they would never run): {missing:?}"
    );
}
