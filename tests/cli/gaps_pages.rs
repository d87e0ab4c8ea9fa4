//! `esx gaps --all` streamed over several connections (issue 18.8): once the first page
//! gives the total, later pages are fetched at once, yet written in order, exactly the
//! rows a walk one page at a time writes.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use crate::common::fixtures::gaps_page;
use crate::common::{Server, json, run};

fn query_value(target: &str, key: &str) -> Option<usize> {
    target
        .split(['?', '&'])
        .find_map(|kv| kv.strip_prefix(&format!("{key}=")))
        .and_then(|v| v.parse().ok())
}

/// The `player_name` column of a streamed CSV export, as row numbers.
fn players(csv: &str) -> Vec<usize> {
    csv.lines()
        .skip(1)
        .map(|l| {
            let name = l.split(',').nth(2).unwrap_or("");
            name.strip_prefix("player")
                .and_then(|n| n.parse().ok())
                .unwrap_or(usize::MAX)
        })
        .collect()
}

#[test]
fn pages_fetched_at_once_are_written_in_order() {
    // 3,000 rows in six pages; each answer takes a while, the earlier pages longest, so
    // the later ones arrive first. Counts the requests in flight at once.
    let now = Arc::new(AtomicUsize::new(0));
    let most = Arc::new(AtomicUsize::new(0));
    let (now2, most2) = (Arc::clone(&now), Arc::clone(&most));
    let s = Server::start_routed(move |target, _| {
        let offset = query_value(target, "offset").unwrap_or(0);
        let limit = query_value(target, "limit").unwrap_or(100);
        let in_flight = now2.fetch_add(1, Ordering::SeqCst) + 1;
        most2.fetch_max(in_flight, Ordering::SeqCst);
        std::thread::sleep(Duration::from_millis(400 - 60 * (offset / 500) as u64));
        now2.fetch_sub(1, Ordering::SeqCst);
        json(200, &gaps_page(offset, (offset + limit).min(3000), 3000))
    });
    let (code, csv, err) = run(&s, &["gaps", "cs2", "--all", "--format", "csv"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(players(&csv), (0..3000).collect::<Vec<_>>());
    let mut offsets: Vec<usize> = s
        .seen()
        .iter()
        .filter_map(|r| query_value(&r.target, "offset"))
        .collect();
    offsets.sort_unstable();
    assert_eq!(offsets, [0, 500, 1000, 1500, 2000, 2500], "each page once");
    let most = most.load(Ordering::SeqCst);
    assert!(
        (2..=3).contains(&most),
        "pages after the first are fetched over up to three connections: {most} at once"
    );
}

#[test]
fn a_page_short_of_the_plan_ends_it_and_the_walk_goes_on_page_by_page() {
    // 1,500 rows; the page at 500 sends 200 rows (still has_more), so the next page is
    // at 700, not at the 1,000 the total implied: every row once, in order.
    let s = Server::start_routed(move |target, _| {
        let offset = query_value(target, "offset").unwrap_or(0);
        let limit = query_value(target, "limit").unwrap_or(100);
        let end = if offset == 500 {
            700
        } else {
            (offset + limit).min(1500)
        };
        json(200, &gaps_page(offset, end, 1500))
    });
    let (code, csv, err) = run(&s, &["gaps", "cs2", "--all", "--format", "csv"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(players(&csv), (0..1500).collect::<Vec<_>>());
    let offsets: Vec<usize> = s
        .seen()
        .iter()
        .filter_map(|r| query_value(&r.target, "offset"))
        .collect();
    for walked in [0, 500, 700, 1200] {
        assert!(offsets.contains(&walked), "{walked} in {offsets:?}");
    }
    assert!(
        !offsets.contains(&1700),
        "no page past the total: {offsets:?}"
    );
}

#[test]
fn a_failing_page_among_pages_fetched_at_once_leaves_no_file() {
    // The page at 1,000 fails while later ones succeed: exit 6, nothing written.
    let s = Server::start_routed(move |target, _| {
        let offset = query_value(target, "offset").unwrap_or(0);
        if offset == 1000 {
            return json(500, r#"{"detail":"boom"}"#);
        }
        json(200, &gaps_page(offset, (offset + 500).min(3000), 3000))
    });
    let d = tempfile::tempdir().expect("tempdir");
    let file = d.path().join("gaps.csv");
    let out = crate::common::esx_at(d.path(), &s.base)
        .args([
            "gaps",
            "cs2",
            "--all",
            "--format",
            "csv",
            "--retries",
            "0",
            "-o",
        ])
        .arg(&file)
        .output()
        .expect("run esx");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(6), "{err}");
    assert!(err.contains("500"), "{err}");
    assert!(!file.exists());
    assert_eq!(std::fs::read_dir(d.path()).map_or(0, Iterator::count), 0);
}
