//! Integration tests: the real `esx` binary against the simulator or a local test server.

mod config;
mod docs;
mod http;
mod live_http;
mod live_support;
mod live_ws;
mod output;
mod support;
