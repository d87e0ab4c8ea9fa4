//! Talking to the service: the HTTP client, route builders, response models, the live WebSocket.

pub mod client;
pub mod error;
pub mod models;
pub mod routes;
pub mod ws;
