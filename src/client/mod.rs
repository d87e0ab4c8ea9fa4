//! Talking to the service: the blocking HTTP client (URL policy, retry timing,
//! response decoding, pagination) and the live WebSocket feed.

mod ahead;
pub(crate) mod board;
mod body;
pub(crate) mod cache;
pub(crate) mod early;
pub(crate) mod exact;
pub(crate) mod http;
pub(crate) mod pages;
pub(crate) mod policy;
pub(crate) mod redact;
pub(crate) mod response;
pub(crate) mod retry;
pub(crate) mod signal;
mod transfer;
pub(crate) mod ws;

pub(crate) use http::{Client, ClientOptions, SharedHttp, install_crypto_provider};
