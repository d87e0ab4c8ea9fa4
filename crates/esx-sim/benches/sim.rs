//! Simulator benchmarks: world generation, start-up, and whole HTTP requests on loopback
//! (the `/props` board of one sport, the gaps export). Figures live in BENCHMARKS.md.

use std::hint::black_box;
use std::time::Duration;

use criterion::{Criterion, criterion_group, criterion_main};
use esx_sim::{SimOptions, World, start};

const NOW: i64 = 1_773_500_966; // 2026-03-14T15:09:26Z

fn opts(scale: u32) -> SimOptions {
    SimOptions {
        now: jiff::Timestamp::from_second(NOW).ok(),
        scale,
        ..SimOptions::default()
    }
}

fn client() -> reqwest::blocking::Client {
    let _ = rustls::crypto::ring::default_provider().install_default();
    reqwest::blocking::Client::builder()
        .timeout(Duration::from_secs(60))
        .build()
        .expect("client")
}

fn fetch(c: &reqwest::blocking::Client, url: &str) -> usize {
    let r = c
        .get(url)
        .header("X-API-Key", "demo-builder")
        .send()
        .expect("send");
    assert!(r.status().is_success(), "{url}: {}", r.status());
    r.bytes().expect("body").len()
}

fn bench(c: &mut Criterion) {
    let mut g = c.benchmark_group("sim");
    g.bench_function("generate_cs2_scale1", |b| {
        b.iter(|| {
            let w = World::new(42, NOW, 1);
            black_box(w.sport("cs2").map(|d| d.props.len()))
        });
    });
    g.bench_function("start_and_shutdown", |b| {
        b.iter(|| start(opts(1)).expect("start").shutdown());
    });
    let h = start(opts(1)).expect("start");
    let http = client();
    for (name, path) in [
        ("props_cs2_full_board", "/v6/esports/cs2/props"),
        ("lines_cs2", "/v6/esports/cs2/lines"),
        ("gaps_cs2_all", "/v6/esports/cs2/gaps?min_gap=0&limit=500"),
    ] {
        let url = format!("{}{path}", h.base_url());
        fetch(&http, &url);
        g.bench_function(name, |b| b.iter(|| black_box(fetch(&http, &url))));
    }
    h.shutdown();
    // The board multiplied: one gaps page of 500 rows from a ~100k-row export at scale 420.
    g.sample_size(10);
    g.bench_function("generate_cs2_scale420", |b| {
        b.iter(|| {
            let w = World::new(42, NOW, 420);
            black_box(w.sport("cs2").map(|d| d.props.len()))
        });
    });
    let big = start(opts(420)).expect("start");
    let url = format!(
        "{}/v6/esports/cs2/gaps?min_gap=0&limit=500&offset=99000",
        big.base_url()
    );
    fetch(&http, &url);
    g.bench_function("gaps_cs2_scale420_page", |b| {
        b.iter(|| black_box(fetch(&http, &url)));
    });
    g.finish();
    big.shutdown();
}

criterion_group!(benches, bench);
criterion_main!(benches);
