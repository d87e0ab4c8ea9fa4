//! Integration tests: the real `esx` binary against the simulator or a local test server.

mod config;
mod docs;
mod http;
mod lines;
mod output;
mod parlays;
mod support;
