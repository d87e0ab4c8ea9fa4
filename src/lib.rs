//! esx: the library behind the `esx` binary — client, odds engine, simulator, output.
//!
//! Data flows one way: `cli → commands → (api, odds) → output`. The odds engine imports
//! nothing from the rest of the crate; the simulator uses the odds engine and the API
//! models, never the commands or the output layer.

pub mod api;
pub mod cli;
pub mod commands;
pub mod config;
pub mod odds;
pub mod output;
pub mod sim;
