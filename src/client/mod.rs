//! Talking to the service: the blocking HTTP client (URL policy, retry timing,
//! response decoding, pagination) and the live WebSocket feed.

mod ahead;
pub mod board;
mod body;
pub mod cache;
pub mod early;
pub mod exact;
pub mod http;
pub mod pages;
pub mod policy;
pub mod redact;
pub mod response;
pub mod retry;
pub mod signal;
mod transfer;
pub mod ws;

pub use http::{Client, ClientOptions, TraceSink, install_crypto_provider};
pub use pages::Page;
