//! The session's stdio transport: rmcp's own line reader for what the client sends, and
//! one writer for everything the session sends, which frames a tool's answer from its
//! text copy.
//!
//! Why not rmcp's writer: a tool answer carries its JSON twice (the structured content
//! and the text copy, which is that content's compact JSON). rmcp serializes the
//! structured value again, into a buffer it grows per frame, and frees the answer on the
//! session's thread. Here the text copy is written as the structured content too (the
//! same bytes), into buffers kept between frames, and the answer is freed on the
//! low-priority freeing thread: the session's thread does no more than escape the copy.

use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, PoisonError};
use std::task::{Context, Poll};

use rmcp::RoleServer;
use rmcp::model::{CallToolResult, JsonRpcMessage, ServerResult};
use rmcp::service::{RxJsonRpcMessage, TxJsonRpcMessage};
use rmcp::transport::Transport;
use rmcp::transport::async_rw::AsyncRwTransport;
use tokio::io::{AsyncRead, AsyncWrite, AsyncWriteExt as _};

use super::free::free_later;

/// The one writer of a session's stdout; every frame is written whole under its lock.
type Shared<W> = Arc<tokio::sync::Mutex<W>>;

/// Frame buffers kept between frames (a frame of a 32 KiB answer needs ~33 KiB).
type Pool = Arc<std::sync::Mutex<Vec<Vec<u8>>>>;

/// Buffers kept: as many as calls can answer at once, and a few more.
const POOL: usize = 8;

/// A session's transport over `read` and `write` (stdin and stdout).
pub(super) struct Stdio<R, W>
where
    R: AsyncRead + Send + Unpin + 'static,
    W: AsyncWrite + Send + Unpin + 'static,
{
    /// What the client sends: rmcp's bounded line reader (its rare "Invalid request"
    /// answer goes through the shared writer too).
    read: AsyncRwTransport<RoleServer, R, Queued<W>>,
    write: Shared<W>,
    pool: Pool,
}

impl<R, W> Stdio<R, W>
where
    R: AsyncRead + Send + Unpin + 'static,
    W: AsyncWrite + Send + Unpin + 'static,
{
    pub(super) fn new(read: R, write: W) -> Self {
        let write = Arc::new(tokio::sync::Mutex::new(write));
        Self {
            read: AsyncRwTransport::new_server(read, Queued::new(Arc::clone(&write))),
            write,
            pool: Arc::default(),
        }
    }
}

impl<R, W> Transport<RoleServer> for Stdio<R, W>
where
    R: AsyncRead + Send + Unpin + 'static,
    W: AsyncWrite + Send + Unpin + 'static,
{
    type Error = std::io::Error;

    fn send(
        &mut self,
        item: TxJsonRpcMessage<RoleServer>,
    ) -> impl Future<Output = Result<(), Self::Error>> + Send + 'static {
        let mut buf = self
            .pool
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .pop()
            .unwrap_or_default();
        buf.clear();
        let framed = frame(item, &mut buf);
        let (write, pool) = (Arc::clone(&self.write), Arc::clone(&self.pool));
        async move {
            framed?;
            let written = {
                let mut w = write.lock().await;
                match w.write_all(&buf).await {
                    Ok(()) => w.flush().await,
                    Err(e) => Err(e),
                }
            };
            let mut pool = pool.lock().unwrap_or_else(PoisonError::into_inner);
            if pool.len() < POOL {
                pool.push(buf);
            }
            written
        }
    }

    fn receive(&mut self) -> impl Future<Output = Option<RxJsonRpcMessage<RoleServer>>> + Send {
        self.read.receive()
    }

    async fn close(&mut self) -> Result<(), Self::Error> {
        self.read.close().await
    }
}

/// `item` as one line of JSON in `buf`. A tool's answer made by `answer::success` or
/// `answer::failure` has one text block that is its structured content's compact JSON:
/// those bytes are written as the structured content (JSON objects are unordered: it
/// comes last in the result). The message is freed on the freeing thread.
fn frame(mut item: TxJsonRpcMessage<RoleServer>, buf: &mut Vec<u8>) -> std::io::Result<()> {
    let copied = answer_of(&mut item).is_some_and(|answer| {
        let copy = match (answer.content.as_slice(), &answer.structured_content) {
            ([block], Some(value)) => block.as_text().is_some_and(|t| {
                // The invariant this relies on, checked in every debug build's tests.
                debug_assert_eq!(value.to_string(), t.text, "the text copy is the content");
                true
            }),
            _ => false,
        };
        if copy {
            free_later(Box::new(answer.structured_content.take()));
        }
        copy
    });
    serde_json::to_writer(&mut *buf, &item).map_err(std::io::Error::other)?;
    if copied {
        let text = answer_of(&mut item)
            .and_then(|a| a.content.first())
            .and_then(|c| c.as_text())
            .map_or("null", |t| t.text.as_str());
        // `{"jsonrpc":…,"id":…,"result":{…}}`: the result is the frame's last member.
        if !buf.ends_with(b"}}") {
            return Err(std::io::Error::other(
                "a tool answer's frame did not end with its result",
            ));
        }
        buf.truncate(buf.len() - 2);
        buf.extend_from_slice(b",\"structuredContent\":");
        buf.extend_from_slice(text.as_bytes());
        buf.extend_from_slice(b"}}");
    }
    buf.push(b'\n');
    free_later(Box::new(item));
    Ok(())
}

/// The tool answer a message carries, if it is one.
fn answer_of(item: &mut TxJsonRpcMessage<RoleServer>) -> Option<&mut CallToolResult> {
    match item {
        JsonRpcMessage::Response(r) => match &mut r.result {
            ServerResult::CallToolResult(answer) => Some(answer),
            _ => None,
        },
        _ => None,
    }
}

/// The reader's writer: its bytes are kept until it flushes, then written as one frame
/// under the session writer's lock, so they never land inside another frame.
pub(super) struct Queued<W> {
    write: Shared<W>,
    pending: Vec<u8>,
    flushing: Option<Pin<Box<dyn Future<Output = std::io::Result<()>> + Send>>>,
}

impl<W: AsyncWrite + Send + Unpin + 'static> Queued<W> {
    fn new(write: Shared<W>) -> Self {
        Self {
            write,
            pending: Vec::new(),
            flushing: None,
        }
    }
}

impl<W: AsyncWrite + Send + Unpin + 'static> AsyncWrite for Queued<W> {
    fn poll_write(
        self: Pin<&mut Self>,
        _cx: &mut Context<'_>,
        bytes: &[u8],
    ) -> Poll<std::io::Result<usize>> {
        self.get_mut().pending.extend_from_slice(bytes);
        Poll::Ready(Ok(bytes.len()))
    }

    fn poll_flush(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        let this = self.get_mut();
        if this.flushing.is_none() {
            if this.pending.is_empty() {
                return Poll::Ready(Ok(()));
            }
            let bytes = std::mem::take(&mut this.pending);
            let write = Arc::clone(&this.write);
            this.flushing = Some(Box::pin(async move {
                let mut w = write.lock().await;
                w.write_all(&bytes).await?;
                w.flush().await
            }));
        }
        let done = this
            .flushing
            .as_mut()
            .map_or(Poll::Ready(Ok(())), |f| f.as_mut().poll(cx));
        if done.is_ready() {
            this.flushing = None;
        }
        done
    }

    fn poll_shutdown(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<std::io::Result<()>> {
        self.poll_flush(cx)
    }
}

#[cfg(test)]
mod tests {
    use rmcp::model::{ContentBlock, EmptyResult, NumberOrString};
    use serde_json::{Value, json};

    use super::*;

    fn framed(item: TxJsonRpcMessage<RoleServer>) -> Value {
        let mut buf = b"stale".to_vec();
        buf.clear();
        frame(item, &mut buf).unwrap();
        assert_eq!(
            buf.iter().position(|b| *b == b'\n'),
            Some(buf.len() - 1),
            "one line"
        );
        serde_json::from_slice(&buf).unwrap()
    }

    #[test]
    fn an_answer_is_framed_with_its_text_copy_as_its_structured_content() {
        let value = json!({"arbs": [{"event_id": "e1", "profit_pct": 1.25, "note": "a \"b\"\n"}]});
        let mut answer = CallToolResult::success(vec![ContentBlock::text(value.to_string())]);
        answer.structured_content = Some(value.clone());
        let expected = serde_json::to_value(JsonRpcMessage::<
            rmcp::model::ServerRequest,
            ServerResult,
            rmcp::model::ServerNotification,
        >::response(
            ServerResult::CallToolResult(answer.clone()),
            NumberOrString::Number(7),
        ))
        .unwrap();
        let got = framed(JsonRpcMessage::response(
            ServerResult::CallToolResult(answer),
            NumberOrString::Number(7),
        ));
        // The same message as rmcp's own serialization gives, member for member.
        assert_eq!(got, expected);
        assert_eq!(got["result"]["structuredContent"], value);
        assert_eq!(got["result"]["content"][0]["text"], value.to_string());
        assert_eq!(got["id"], 7);
    }

    #[test]
    fn other_messages_are_framed_as_serialized() {
        let item = JsonRpcMessage::response(
            ServerResult::EmptyResult(EmptyResult {}),
            NumberOrString::String("x".into()),
        );
        let expected = serde_json::to_value(&item).unwrap();
        assert_eq!(framed(item), expected);
    }
}
