//! The live WebSocket client (`/v6/esports/live/ws`): connect with the key, subscribe,
//! keep the connection alive, reconnect with backoff, follow a finished game to its
//! successor, and stop cleanly when asked.
//!
//! Rules (DESIGN.md "Live feed", "Network behaviour"): the key travels as the `api_key`
//! query parameter and never appears in traces or errors; no key over plain `ws://` to a
//! non-loopback host without `--allow-insecure`; a refusal (401/403 at the handshake, close
//! codes 1008 and 4001–4003) ends the watch with exit 3 or 4; a dropped connection or a
//! 1000/1001/1011–1013 close reconnects with jittered exponential backoff and subscribes
//! again. tungstenite has no timeouts of its own, so the socket gets a short read timeout:
//! that is also how the loop notices Ctrl-C (the stop flag) within a fraction of a second.

use std::io;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use secrecy::{ExposeSecret as _, SecretString};
use serde_json::{Value, json};
use tungstenite::Message;
use url::Url;

use super::policy::{is_loopback, parse_base_url, redact_url};
use super::retry::{MAX_RETRY_WAIT, human_duration, retry_wait};
use crate::error::EsxError;

mod connect;
mod follow;
mod options;

use connect::{Socket, connect};
use options::{Fail, silence_deadline};
pub(crate) use options::{WS_PATH, WsOptions};

pub(crate) use follow::Follow;
pub(crate) use follow::routing;

/// The feed's URL for a base URL: `http` → `ws`, `https` → `wss`, the path prefix kept,
/// and the key (if any) as the `api_key` query parameter. Refuses to put a key on plain
/// `ws://` to a non-loopback host unless `allow_insecure`.
pub(crate) fn ws_url(
    base: &str,
    key: Option<&SecretString>,
    allow_insecure: bool,
) -> Result<Url, EsxError> {
    let base = parse_base_url(base)?;
    let scheme = if base.scheme() == "https" {
        "wss"
    } else {
        "ws"
    };
    if scheme == "ws" && !is_loopback(&base) && !allow_insecure && key.is_some() {
        return Err(EsxError::usage(format!(
            "refusing to send the API key over plain ws:// to {}; use https://, or pass --allow-insecure if you really mean it",
            base.host_str().unwrap_or("?")
        )));
    }
    let prefix = base.as_str().trim_end_matches('/');
    let rest = prefix.split_once("://").map_or(prefix, |(_, r)| r);
    let mut url = Url::parse(&format!("{scheme}://{rest}{WS_PATH}"))
        .map_err(|e| EsxError::usage(format!("cannot build the live feed URL: {e}")))?;
    if let Some(k) = key {
        url.query_pairs_mut()
            .append_pair("api_key", k.expose_secret());
    }
    Ok(url)
}

/// What the watch reports besides messages (for a status line or `-v`).
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Status {
    /// Connected (`reconnect` is false for the watch's first connection).
    Connected { reconnect: bool },
    /// The connection was lost or could not be made; trying again after `wait`.
    Reconnecting { why: String, wait: Duration },
    /// The watched game ended; now following its successor.
    Following { from: String, to: String },
    /// The watched game ended and no successor is known yet (esx keeps listening).
    NoSuccessor { game_id: String },
}

/// The receiving end of a watch.
pub(crate) trait Handler {
    /// Every server message, in order: its text exactly as received, and its JSON
    /// (`Null` when the text is not JSON).
    fn message(&mut self, raw: &str, msg: &Value) -> anyhow::Result<()>;
    /// A change of connection state.
    fn status(&mut self, status: &Status) -> anyhow::Result<()>;
    /// Called when no message arrived for a moment (a chance to redraw).
    fn idle(&mut self) -> anyhow::Result<()> {
        Ok(())
    }
    /// The sport's live games envelope (`{games: [...]}`), used when the watched game
    /// ended while disconnected; `None` if it cannot be had.
    fn live_games(&mut self, _sport: &str) -> anyhow::Result<Option<Value>> {
        Ok(None)
    }
}

/// How a session ended.
enum End {
    Stopped,
    Dropped(String),
}

/// Watch the live feed until `stop` is set (returns `Ok`) or a refusal or a fatal error
/// ends it. Each server message goes to `handler` as it arrives.
pub(crate) fn watch(
    opts: &WsOptions,
    sport: &str,
    game_id: &str,
    stop: &AtomicBool,
    handler: &mut dyn Handler,
) -> anyhow::Result<()> {
    let url = ws_url(&opts.base_url, opts.api_key.as_ref(), opts.allow_insecure)?;
    let shown = redact_url(&url);
    let mut follow = Follow::new(sport, game_id);
    let mut attempt = 0u32;
    let mut connected_once = false;
    loop {
        if stop.load(Ordering::SeqCst) {
            return Ok(());
        }
        opts.trace(&format!("WS connect {shown}"));
        let (why, floor) = match connect(opts, &url, stop) {
            Ok(mut ws) => {
                opts.trace("WS connected (101 Switching Protocols)");
                handler.status(&Status::Connected {
                    reconnect: connected_once,
                })?;
                let first = !connected_once;
                connected_once = true;
                let mut got_message = false;
                let end = session(
                    opts,
                    &mut ws,
                    &mut follow,
                    first,
                    stop,
                    handler,
                    &mut got_message,
                )?;
                if got_message {
                    attempt = 0;
                }
                match end {
                    End::Stopped => return Ok(()),
                    // A drop caused by the interrupt itself is no error: leave quietly.
                    End::Dropped(_) if stop.load(Ordering::SeqCst) => return Ok(()),
                    End::Dropped(why) => (why, None),
                }
            }
            Err(Fail::Stopped) => return Ok(()),
            Err(Fail::Fatal(e)) => return Err(e.into()),
            Err(Fail::Transient(why, floor)) => {
                if !connected_once && attempt >= opts.retries {
                    let tries = attempt + 1;
                    return Err(EsxError::retryable(format!(
                        "cannot reach the live feed: {why} ({shown}; gave up after {tries} attempt{}); check the network and --base-url, or try again later",
                        if tries == 1 { "" } else { "s" }
                    ))
                    .into());
                }
                if let Some(f) = floor.filter(|f| *f > MAX_RETRY_WAIT) {
                    return Err(EsxError::retryable(format!(
                        "{why}; it asks to wait {:.0} s ({}) — not waiting that long, try again later",
                        f.as_secs_f64(),
                        human_duration(f)
                    ))
                    .into());
                }
                (why, floor)
            }
        };
        let wait = retry_wait(attempt, floor, rand::random::<f64>());
        attempt = attempt.saturating_add(1);
        opts.trace(&format!(
            "WS reconnect in {:.2} s after: {why}",
            wait.as_secs_f64()
        ));
        handler.status(&Status::Reconnecting { why, wait })?;
        if sleep_unless_stopped(wait, stop) {
            return Ok(());
        }
    }
}

/// Sleep in short slices; `true` if `stop` was set meanwhile.
fn sleep_unless_stopped(wait: Duration, stop: &AtomicBool) -> bool {
    let until = Instant::now() + wait;
    loop {
        if stop.load(Ordering::SeqCst) {
            return true;
        }
        let now = Instant::now();
        if now >= until {
            return false;
        }
        std::thread::sleep((until - now).min(Duration::from_millis(50)));
    }
}

/// What a close frame means for the watch.
fn close_outcome(code: u16, reason: &str) -> Result<End, EsxError> {
    let said = if reason.is_empty() {
        String::new()
    } else {
        format!(": {reason}")
    };
    match code {
        1008 | 4001 | 4002 => Err(EsxError::auth(format!(
            "the live feed closed the connection (code {code}){said}; the key was refused: check it with `esx auth status`"
        ))),
        4003 => Err(EsxError::plan(format!(
            "the live feed closed the connection (code {code}){said}; the WebSocket feed needs the Builder plan or above"
        ))),
        // 1005: a close frame without a code (or none at all) says nothing: a drop.
        1000 | 1001 | 1005 | 1006 | 1011..=1013 => Ok(End::Dropped(format!(
            "the server closed the connection (code {code}){said}"
        ))),
        _ => Err(EsxError::other(format!(
            "the live feed closed the connection (code {code}){said}"
        ))),
    }
}

fn send(opts: &WsOptions, ws: &mut Socket, text: String) -> Result<(), String> {
    opts.trace(&format!("WS → {text}"));
    ws.send(Message::text(text))
        .map_err(|e| format!("sending failed: {e}"))
}

/// One connected session: subscribe, then read until stopped, dropped or refused.
/// `first` says whether this is the watch's first connection (a refused subscribe is
/// then the user's mistake rather than a game that ended while disconnected).
fn session(
    opts: &WsOptions,
    ws: &mut Socket,
    follow: &mut Follow,
    first: bool,
    stop: &AtomicBool,
    handler: &mut dyn Handler,
    got_message: &mut bool,
) -> anyhow::Result<End> {
    if let Err(why) = send(opts, ws, follow.subscribe_op()) {
        return Ok(End::Dropped(why));
    }
    let mut last_ping = Instant::now();
    let mut last_heard = Instant::now();
    let deadline = silence_deadline(opts.ping_every);
    let mut snapshot_seen = false;
    loop {
        if let Some(end) = keep_alive(opts, ws, stop, &mut last_ping, last_heard, deadline) {
            return Ok(end);
        }
        let read = ws.read();
        if read.is_ok() {
            last_heard = Instant::now();
        }
        let text = match read {
            Ok(Message::Text(t)) => t,
            Ok(Message::Close(frame)) => {
                let (code, reason) = frame.map_or((1005, String::new()), |f| {
                    (u16::from(f.code), f.reason.as_str().to_string())
                });
                opts.trace(&format!("WS ← close {code} {reason}"));
                let _ = ws.flush();
                return close_outcome(code, &reason).map_err(Into::into);
            }
            // Pings are answered by tungstenite itself; binary frames are not the feed's.
            Ok(_) => continue,
            Err(tungstenite::Error::Io(e))
                if matches!(
                    e.kind(),
                    // Interrupted: Ctrl-C's signal broke the read; the loop's top sees `stop`.
                    io::ErrorKind::WouldBlock
                        | io::ErrorKind::TimedOut
                        | io::ErrorKind::Interrupted
                ) =>
            {
                handler.idle()?;
                continue;
            }
            Err(tungstenite::Error::ConnectionClosed | tungstenite::Error::AlreadyClosed) => {
                return Ok(End::Dropped("the connection was closed".into()));
            }
            Err(e) => return Ok(End::Dropped(format!("the connection failed: {e}"))),
        };
        *got_message = true;
        let (raw, msg) = received(opts, text.as_str());
        handler.message(&raw, &msg)?;
        let routed = routing(&msg);
        match routed.kind.as_str() {
            "snapshot" => snapshot_seen = true,
            "error" if !snapshot_seen && follow.game_id() != "*" => {
                let detail = routed.detail.as_deref().unwrap_or("the game is not live");
                if let Some(end) = refused(opts, ws, follow, first, handler, detail)? {
                    return Ok(end);
                }
            }
            _ => {}
        }
        let was = follow.game_id().to_string();
        if let Some((from, to)) = follow.observe(&routed) {
            handler.status(&Status::Following { from, to })?;
            if let Err(why) = send(opts, ws, follow.subscribe_op()) {
                return Ok(End::Dropped(why));
            }
        } else if routed.kind == "games_list"
            && was != "*"
            && !routed.games().iter().any(|g| g.game_id == was)
        {
            handler.status(&Status::NoSuccessor { game_id: was })?;
        }
    }
}

/// The subscribe was refused before any snapshot: the game is not live (any other
/// refusal is impossible for the one valid op esx sends). On the first connection that
/// is the answer (exit 5); after a reconnect the game ended while esx was away, so its
/// successor is looked up over HTTP and followed. `Some` ends the session.
fn refused(
    opts: &WsOptions,
    ws: &mut Socket,
    follow: &mut Follow,
    first: bool,
    handler: &mut dyn Handler,
    detail: &str,
) -> anyhow::Result<Option<End>> {
    let gone = follow.game_id().to_string();
    if first {
        return Err(EsxError::not_found(format!(
            "cannot watch game `{gone}`: {detail}; list the live games with `esx live {}`",
            follow.sport()
        ))
        .into());
    }
    let games = handler.live_games(follow.sport())?;
    let next = games
        .as_ref()
        .and_then(|g| follow.games_list(routing(g).games()));
    let Some((from, to)) = next else {
        return Err(EsxError::not_found(format!(
            "game `{gone}` is no longer live and no successor was found: {detail}"
        ))
        .into());
    };
    handler.status(&Status::Following { from, to })?;
    Ok(send(opts, ws, follow.subscribe_op())
        .err()
        .map(End::Dropped))
}

/// Between reads: stop on Ctrl-C, ping when due, and give up on a silent server. `Some`
/// ends the session.
fn keep_alive(
    opts: &WsOptions,
    ws: &mut Socket,
    stop: &AtomicBool,
    last_ping: &mut Instant,
    last_heard: Instant,
    deadline: Duration,
) -> Option<End> {
    if stop.load(Ordering::SeqCst) {
        opts.trace("WS closing (interrupted)");
        // Best effort: a polite close frame; the process is leaving either way.
        let _ = ws.close(None);
        let _ = ws.flush();
        return Some(End::Stopped);
    }
    if last_ping.elapsed() >= opts.ping_every {
        *last_ping = Instant::now();
        if let Err(why) = send(opts, ws, json!({"op": "ping"}).to_string()) {
            return Some(End::Dropped(why));
        }
        // A protocol ping too: any live server answers it with a pong, even when the
        // feed has nothing to say, so silence really means a dead connection.
        let _ = ws.send(Message::Ping(Vec::new().into()));
    }
    if last_heard.elapsed() >= deadline {
        return Some(End::Dropped(format!(
            "nothing heard from the server for {:.0} s (no answer to pings)",
            last_heard.elapsed().as_secs_f64()
        )));
    }
    None
}

/// A text frame as the handler gets it: its text (the key redacted once, on arrival:
/// DESIGN "Output") and its JSON. A text that is not JSON is passed on as a JSON string
/// (never `null`), so piped output stays one JSON value per line and nothing the server
/// said is lost.
fn received(opts: &WsOptions, text: &str) -> (String, Value) {
    let text: String = opts
        .api_key
        .as_ref()
        .and_then(|k| super::redact::redact_body(text.as_bytes(), k.expose_secret()))
        .map_or_else(
            || text.to_string(),
            |b| String::from_utf8_lossy(&b).into_owned(),
        );
    if let Ok(v) = serde_json::from_str::<Value>(&text) {
        (text, v)
    } else {
        let v = Value::String(text);
        (v.to_string(), v)
    }
}

#[cfg(all(test, feature = "sim"))]
mod tests;

#[cfg(test)]
mod hostile_tests;
