//! esx: the library behind the `esx` binary — CLI, commands, client, output, config.
//!
//! Data flows one way: `cli → commands → (client, odds, store) → output`. The odds
//! engine (`esx-odds`), the protocol (`esx-proto`) and the simulator (`esx-sim`) are
//! member crates, so Cargo enforces that the math imports nothing from here and the
//! simulator never sees the commands or the output layer.

mod alerts;
mod bet_pricing;
mod board_bets;
mod board_rows;
mod cli;
mod client;
mod clock;
mod commands;
mod config;
mod context;
mod declare;
mod demo;
mod demo_tape;
mod entry;
mod error;
mod fair_basis;
mod fanout;
mod filtered;
mod flags;
mod gamelogs;
mod inprocess;
mod interrupt;
mod joins;
mod linebook;
mod middles;
mod mistakes;
mod output;
mod params;
mod predict;
mod recorded;
mod rows;
mod select;
mod slip_rules;
mod sports;
mod started;
mod store;
mod venues;
mod watch;

// The library's whole public face: the process entry, the docs generators and what
// the integration tests call. Everything else is crate-private, so the compiler sees
// dead code.
pub use commands::completions::with_route_table;
pub use commands::{Cli, write_completions, write_man_pages};
pub use entry::run_process;
pub use store::normalise_time;

/// What a process running esx sets up once, at start (`run_process`): the rustls crypto provider, and the Ctrl-C/SIGTERM watchers that end a run
/// with 130/143 and remove `-o FILE`'s temporary file (a watch keeps its own Ctrl-C
/// flag, which the handler sets). Building a client never does this itself.
fn install_process_hooks() {
    client::install_crypto_provider();
    output::file::watch_signals();
}
