//! The live feed's settings (`WsOptions`, built from the HTTP client's), its path and
//! timings, and why a connection attempt failed: what the session loop and the
//! connection share.

use std::time::Duration;

use secrecy::SecretString;

use crate::client::http::{ClientOptions, TraceSink};
use crate::error::EsxError;

/// Path of the live feed, after the base URL's path prefix.
pub(crate) const WS_PATH: &str = esx_proto::routes::LIVE_WS.template;
/// How often a `{"op":"ping"}` keep-alive is sent.
pub(crate) const PING_EVERY: Duration = Duration::from_secs(15);
/// The socket's read timeout: how often the loop looks at the stop flag and the ping clock.
pub(super) const POLL: Duration = Duration::from_millis(200);

/// How long a connected feed may stay completely silent (not even a pong) before it is
/// treated as dropped and reconnected: three ping intervals.
pub(super) fn silence_deadline(ping_every: Duration) -> Duration {
    ping_every.saturating_mul(3).max(POLL * 2)
}

/// Everything the WebSocket client needs; built from the HTTP client's options.
#[derive(Clone)]
pub(crate) struct WsOptions {
    pub(crate) base_url: String,
    pub(crate) api_key: Option<SecretString>,
    pub(crate) allow_insecure: bool,
    pub(crate) connect_timeout: Duration,
    /// Failed attempts tolerated before the FIRST connection succeeds (then exit 6);
    /// once connected, a watch reconnects until stopped.
    pub(crate) retries: u32,
    pub(crate) ping_every: Duration,
    pub(crate) trace: Option<TraceSink>,
}

impl WsOptions {
    /// The same base URL, key, timeouts, retries and tracing as the HTTP client.
    #[must_use]
    pub(crate) fn from_client(opts: &ClientOptions) -> Self {
        Self {
            base_url: opts.base_url.clone(),
            api_key: opts.api_key.clone(),
            allow_insecure: opts.allow_insecure,
            connect_timeout: opts.connect_timeout,
            retries: opts.retries,
            ping_every: PING_EVERY,
            trace: opts.trace.clone(),
        }
    }

    pub(super) fn trace(&self, line: &str) {
        if let Some(t) = &self.trace {
            t(line);
        }
    }
}

/// Why a connection attempt failed.
pub(super) enum Fail {
    /// Ends the watch (refused key or plan, bad TLS, unexpected answer).
    Fatal(EsxError),
    /// Worth another attempt; with the server's floor for the wait, if it named one.
    Transient(String, Option<Duration>),
    /// Ctrl-C during the attempt.
    Stopped,
}
