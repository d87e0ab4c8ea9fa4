//! Opening the live feed: TCP with timeouts, TLS for `wss://`, the WebSocket handshake,
//! and what a refused handshake means (exit code, wait, reconnect).

use std::io::{self, Read, Write};
use std::net::{SocketAddr, TcpStream, ToSocketAddrs as _};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use serde_json::Value;
use tungstenite::WebSocket;
use tungstenite::client::IntoClientRequest as _;
use tungstenite::handshake::HandshakeError;
use tungstenite::http::HeaderValue;
use url::Url;

use crate::client::body::body_field;
use crate::client::response::describe_body;
use crate::client::response::service_message;
use crate::client::retry::{json_seconds, parse_retry_after};
use crate::error::EsxError;

use super::options::{Fail, POLL, WS_PATH, WsOptions};

/// A TCP stream, plain or under TLS; the TCP part carries the timeouts.
pub(super) enum Stream {
    Plain(TcpStream),
    Tls(Box<rustls::StreamOwned<rustls::ClientConnection, TcpStream>>),
}

impl Read for Stream {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        match self {
            Self::Plain(s) => s.read(buf),
            Self::Tls(s) => s.read(buf),
        }
    }
}

impl Write for Stream {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match self {
            Self::Plain(s) => s.write(buf),
            Self::Tls(s) => s.write(buf),
        }
    }
    fn flush(&mut self) -> io::Result<()> {
        match self {
            Self::Plain(s) => s.flush(),
            Self::Tls(s) => s.flush(),
        }
    }
}

pub(super) type Socket = WebSocket<Stream>;

/// Open the TCP (and TLS) connection and do the WebSocket handshake, bounded by the
/// connect timeout and interruptible by `stop`.
pub(super) fn connect(opts: &WsOptions, url: &Url, stop: &AtomicBool) -> Result<Socket, Fail> {
    let host = url
        .host_str()
        .ok_or_else(|| Fail::Fatal(EsxError::usage("the base URL names no host")))?;
    let port = url.port_or_known_default().unwrap_or(80);
    let addrs: Vec<SocketAddr> = (host.trim_matches(['[', ']']), port)
        .to_socket_addrs()
        .map_err(|e| Fail::Transient(format!("cannot resolve {host}: {e}"), None))?
        .collect();
    let mut last = format!("no address for {host}");
    let mut tcp = None;
    for addr in addrs {
        match TcpStream::connect_timeout(&addr, opts.connect_timeout) {
            Ok(s) => {
                tcp = Some(s);
                break;
            }
            Err(e) => last = format!("cannot connect to {addr}: {e}"),
        }
    }
    let tcp = tcp.ok_or(Fail::Transient(last, None))?;
    let io_fail = |e: io::Error| Fail::Transient(format!("socket setup failed: {e}"), None);
    tcp.set_read_timeout(Some(POLL)).map_err(io_fail)?;
    tcp.set_write_timeout(Some(opts.connect_timeout))
        .map_err(io_fail)?;
    tcp.set_nodelay(true).map_err(io_fail)?;
    let stream = if url.scheme() == "wss" {
        Stream::Tls(Box::new(tls(url, tcp)?))
    } else {
        Stream::Plain(tcp)
    };
    let mut req = url
        .as_str()
        .into_client_request()
        .map_err(|e| Fail::Fatal(EsxError::usage(format!("invalid live feed URL: {e}"))))?;
    req.headers_mut().insert(
        "user-agent",
        HeaderValue::from_static(concat!("esx/", env!("CARGO_PKG_VERSION"))),
    );
    let deadline = Instant::now() + opts.connect_timeout;
    let mut result = tungstenite::client::client(req, stream);
    loop {
        match result {
            Ok((ws, _)) => return Ok(ws),
            Err(HandshakeError::Interrupted(mid)) => {
                if stop.load(Ordering::SeqCst) {
                    return Err(Fail::Stopped);
                }
                if Instant::now() >= deadline {
                    return Err(Fail::Transient(
                        format!(
                            "the handshake timed out after {:.0} s",
                            opts.connect_timeout.as_secs_f64()
                        ),
                        None,
                    ));
                }
                result = mid.handshake();
            }
            Err(HandshakeError::Failure(e)) => return Err(handshake_failure(e)),
        }
    }
}

/// A rustls client over `tcp`, verifying the server with the platform's roots.
fn tls(
    url: &Url,
    tcp: TcpStream,
) -> Result<rustls::StreamOwned<rustls::ClientConnection, TcpStream>, Fail> {
    use rustls_platform_verifier::ConfigVerifierExt as _;
    let fatal = |what: &str, e: &dyn std::fmt::Display| {
        Fail::Fatal(EsxError::other(format!("cannot set up TLS ({what}): {e}")))
    };
    let config = rustls::ClientConfig::with_platform_verifier()
        .map_err(|e| fatal("certificate roots", &e))?;
    let name = match url.host() {
        Some(url::Host::Domain(d)) => rustls::pki_types::ServerName::try_from(d.to_string())
            .map_err(|e| fatal("server name", &e))?,
        Some(url::Host::Ipv4(ip)) => rustls::pki_types::ServerName::from(std::net::IpAddr::V4(ip)),
        Some(url::Host::Ipv6(ip)) => rustls::pki_types::ServerName::from(std::net::IpAddr::V6(ip)),
        None => return Err(fatal("server name", &"no host")),
    };
    let conn =
        rustls::ClientConnection::new(Arc::new(config), name).map_err(|e| fatal("client", &e))?;
    Ok(rustls::StreamOwned::new(conn, tcp))
}

/// Classify a failed handshake: 401 → auth (exit 3), 403 → plan (exit 4), 404 → not
/// found, 429/5xx and I/O trouble → try again, the rest → fatal.
pub(super) fn handshake_failure(e: tungstenite::Error) -> Fail {
    match e {
        tungstenite::Error::Http(resp) => {
            let status = resp.status().as_u16();
            let body = resp.body().clone().unwrap_or_default();
            let json: Value = serde_json::from_slice(&body).unwrap_or(Value::Null);
            let said = service_message(&json).unwrap_or_else(|| describe_body(&body));
            match status {
                401 => Fail::Fatal(EsxError::auth(format!(
                    "the live feed refused the API key (401): {said}; check it with `esx auth status` or set another with `esx auth login`"
                ))),
                403 => Fail::Fatal(EsxError::plan(format!(
                    "the live feed refused this key's plan (403): {said}; the WebSocket feed needs the Builder plan or above"
                ))),
                404 => Fail::Fatal(EsxError::not_found(format!(
                    "the service has no live feed at {WS_PATH} (404): {said}; check --base-url"
                ))),
                429 | 500..=599 => {
                    // Clamped (`Retry-After: 1e20` must not panic); a far one is reported.
                    let floor = resp
                        .headers()
                        .get("retry-after")
                        .and_then(|v| v.to_str().ok())
                        .and_then(|v| parse_retry_after(v, crate::clock::wall_now()))
                        .or_else(|| body_field(&json, "resets_in_seconds").and_then(json_seconds));
                    let what = if status == 429 {
                        "the live feed rate limited this key (429)".to_string()
                    } else {
                        format!("the live feed failed the handshake ({status})")
                    };
                    Fail::Transient(format!("{what}: {said}"), floor)
                }
                _ => Fail::Fatal(EsxError::other(format!(
                    "the live feed answered the handshake with {status}: {said}"
                ))),
            }
        }
        // rustls reports certificate and protocol failures as InvalidData: not transient.
        tungstenite::Error::Io(io) if io.kind() == io::ErrorKind::InvalidData => Fail::Fatal(
            EsxError::other(format!("TLS with the live feed failed: {io}")),
        ),
        tungstenite::Error::Io(io) => Fail::Transient(
            format!("the connection failed during the handshake: {io}"),
            None,
        ),
        tungstenite::Error::ConnectionClosed | tungstenite::Error::AlreadyClosed => {
            Fail::Transient(
                "the server closed the connection during the handshake".into(),
                None,
            )
        }
        other => Fail::Fatal(EsxError::other(format!(
            "the live feed handshake failed: {other}"
        ))),
    }
}
