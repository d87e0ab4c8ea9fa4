//! Integration tests: the real `esx` binary against the simulator or a local test server.

mod config;
mod docs;
mod http;
mod output;
mod routes_requests;
mod routes_validation;
mod support;
