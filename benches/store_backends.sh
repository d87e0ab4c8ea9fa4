#!/usr/bin/env bash
# The history store on SQLite and on PostgreSQL, side by side: record 10k quotes and
# `moves` over 1M quotes (crates/esx-store/benches/backends.rs), printed as the table
# BENCHMARKS.md keeps. Needs PostgreSQL's initdb/pg_ctl (PATH or /usr/lib/postgresql);
# the bench starts its own throw-away server on a loopback port.
# Options: ESX_BENCH_RUNS (default 5), ESX_BENCH_SNAPSHOTS (default 101, ~1M quotes).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo bench --locked -p esx-store --features test-server --bench backends 2>/dev/null
