//! Integration tests: the real `esx` binary against the simulator or a local test server.

mod board_dvr;
mod board_fixtures;
mod board_flow;
mod board_gaps;
mod board_props;
mod config;
mod docs;
mod http;
mod output;
mod support;
