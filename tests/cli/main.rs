//! Integration tests: the real `esx` binary against the simulator or a local test server.

mod board_dvr;
mod board_fixtures;
mod board_flow;
mod board_gaps;
mod board_props;
mod board_sim;
mod config;
mod demo;
mod docs;
mod http;
mod lines;
mod live_http;
mod live_support;
mod live_ws;
mod output;
mod parlays;
mod routes_requests;
mod routes_sim;
mod routes_validation;
mod sim_computed;
mod sim_misc;
mod sim_routes;
mod sim_rules;
mod sim_smoke;
mod sim_support;
mod support;
