//! esx: the library behind the `esx` binary — CLI, commands, client, output, config.
//!
//! Data flows one way: `cli → commands → (client, odds, store) → output`. The odds
//! engine (`esx-odds`), the protocol (`esx-proto`) and the simulator (`esx-sim`) are
//! member crates, so Cargo enforces that the math imports nothing from here and the
//! simulator never sees the commands or the output layer.

mod alerts;
mod bet_pricing;
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
mod error;
mod fanout;
mod filtered;
mod flags;
mod gamelogs;
mod inprocess;
mod interrupt;
mod joins;
mod linebook;
mod middles;
mod output;
mod params;
mod predict;
mod rows;
mod select;
mod slip_rules;
mod sports;
mod started;
mod store;
mod venues;
mod watch;

/// What a process running esx sets up once, at start (`main`; a test that builds clients
/// itself): the rustls crypto provider, and the Ctrl-C/SIGTERM watchers that end a run
/// with 130/143 and remove `-o FILE`'s temporary file (a watch keeps its own Ctrl-C
/// flag, which the handler sets). Building a client never does this itself.
// The library's whole public face: what the binary, the docs generator and the
// integration tests call. Everything else is crate-private, so the compiler sees dead code.
pub use commands::completions::with_route_table;
pub use commands::{run, top_level_help, write_completions, write_man_pages, Cli};
pub use config::ENV_API_KEY;
pub use error::{exit_code_for, is_broken_pipe};
pub use output::diag::{register_secret, Diag};
pub use output::echo::clean_line;
pub use output::options::ColorChoice;
pub use store::normalise_time;

/// Process-wide hooks, installed once by `main` (never by a library call): the TLS
/// crypto provider and the signal watchers that let `-o FILE` clean up.
pub fn install_process_hooks() {
    client::install_crypto_provider();
    output::file::watch_signals();
}
