//! esx: the library behind the `esx` binary — CLI, commands, client, output, config.
//!
//! Data flows one way: `cli → commands → (client, odds, store) → output`. The odds
//! engine (`esx-odds`), the protocol (`esx-proto`) and the simulator (`esx-sim`) are
//! member crates, so Cargo enforces that the math imports nothing from here and the
//! simulator never sees the commands or the output layer.

pub mod alerts;
pub mod bet_pricing;
pub mod board_rows;
pub mod cli;
pub mod client;
pub mod clock;
pub mod commands;
pub mod config;
pub mod context;
pub(crate) mod declare;
pub mod demo;
pub mod demo_tape;
pub mod error;
pub mod fanout;
pub mod filtered;
pub mod flags;
pub mod gamelogs;
pub mod inprocess;
pub mod interrupt;
pub mod joins;
pub mod linebook;
pub mod middles;
pub mod output;
pub mod params;
pub mod predict;
pub mod rows;
pub mod select;
pub mod slip_rules;
pub mod sports;
pub(crate) mod started;
pub mod store;
pub mod venues;
pub mod watch;

/// What a process running esx sets up once, at start (`main`; a test that builds clients
/// itself): the rustls crypto provider, and the Ctrl-C/SIGTERM watchers that end a run
/// with 130/143 and remove `-o FILE`'s temporary file (a watch keeps its own Ctrl-C
/// flag, which the handler sets). Building a client never does this itself.
pub fn install_process_hooks() {
    client::install_crypto_provider();
    output::file::watch_signals();
}
