//! Fields of a service error body, flat (v6) or inside the v7 `error` envelope: read by
//! the response decoding, the retry timing and the WebSocket handshake alike.

use serde_json::Value;

/// A field of an error body, flat (v6) or inside the v7 `error` envelope.
pub(super) fn body_field<'a>(body: &'a Value, name: &str) -> Option<&'a Value> {
    body.get(name)
        .or_else(|| body.get("error").and_then(|e| e.get(name)))
}
