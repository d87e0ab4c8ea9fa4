//! `esx mcp` spoken to as an MCP client would (rmcp's client over the child's stdio):
//! initialize, tools/list, every tool called and compared with `esx <command> --json` for
//! the same arguments after the same cut, bad arguments as tool errors in a session that
//! goes on, a plan refusal, a rejected key that is never shown, and compact answers
//! (32 KiB, default limit 10, act-on fields on top edges: `compact.rs`).
//!
//! The sessions that compare answers point `esx mcp` and the CLI at one in-process
//! simulator with a pinned clock, so both see the same board whatever the date. The
//! tests are in `answers.rs` (what the tools answer) and `errors.rs` (what they refuse,
//! and how a session ends); this file holds the client session and the comparisons.

mod answers;
mod cases;
mod compact;
mod connection;
mod errors;
mod one_clv;

use std::process::Stdio;
use std::time::Duration;

use esx_sim::SimHandle;
use rmcp::model::{CallToolRequestParams, CallToolResult, Tool};
use rmcp::service::RunningService;
use rmcp::transport::TokioChildProcess;
use rmcp::{RoleClient, ServiceExt as _};
use serde_json::{Map, Value};
use tokio::io::AsyncReadExt as _;

use crate::common::esx;
use crate::common::sim::{NOW, sim_with};

/// A window start before any recording, so `moves` answers the same whenever it runs.
const SINCE: &str = "2000-01-01T00:00:00Z";

/// Every tool DESIGN names.
const TOOLS: [&str; 22] = [
    "books",
    "props",
    "lines",
    "top_edges",
    "explain",
    "gaps",
    "parlay_price",
    "parlays_discover",
    "arbs",
    "picks",
    "flow",
    "dvr",
    "live_games",
    "live_boxscore",
    "research_player",
    "matches",
    "moves",
    "bets_report",
    "venues_rank",
    "live_prices",
    "line_history",
    "match_intel",
];

/// One `esx mcp` session and the runtime that drives it.
struct Session {
    rt: tokio::runtime::Runtime,
    client: Option<RunningService<RoleClient, ()>>,
    stderr: Option<tokio::task::JoinHandle<String>>,
}

impl Session {
    /// Start `esx <args> mcp` with a private config dir and `env`, and initialize.
    fn start(config: &std::path::Path, args: &[&str], env: &[(&str, &str)]) -> Self {
        let rt = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .expect("runtime");
        let mut cmd = tokio::process::Command::new(env!("CARGO_BIN_EXE_esx"));
        for var in ["ESX_API_KEY", "ESX_BASE_URL", "ESX_PROFILE", "ESX_DEMO"] {
            cmd.env_remove(var);
        }
        // esx's clock is pinned like the simulator's, as every test run of esx is.
        cmd.env("ESX_CONFIG_DIR", config)
            .env("ESX_NOW", NOW)
            .env("ESX_CACHE_DIR", config.join("cache"))
            .env("ESX_DATA_DIR", config.join("data"))
            .args(args)
            .arg("mcp");
        for (k, v) in env {
            cmd.env(k, v);
        }
        let (client, stderr) = rt.block_on(async {
            let (transport, stderr) = TokioChildProcess::builder(cmd)
                .stderr(Stdio::piped())
                .spawn()
                .expect("esx mcp starts");
            // Drained as it comes, so the child never blocks on a full pipe.
            let stderr = stderr.map(|mut e| {
                tokio::spawn(async move {
                    let mut s = String::new();
                    let _ = e.read_to_string(&mut s).await;
                    s
                })
            });
            let client = tokio::time::timeout(Duration::from_secs(30), ().serve(transport))
                .await
                .expect("initialize in time")
                .expect("initialize");
            (client, stderr)
        });
        Self {
            rt,
            client: Some(client),
            stderr,
        }
    }

    fn client(&self) -> &RunningService<RoleClient, ()> {
        self.client.as_ref().expect("session open")
    }

    fn tools(&self) -> Vec<Tool> {
        self.rt
            .block_on(self.client().list_all_tools())
            .expect("tools/list")
    }

    fn call(&self, name: &str, args: &Value) -> CallToolResult {
        let args: Map<String, Value> = args.as_object().cloned().expect("an object");
        let req = CallToolRequestParams::new(name.to_string()).with_arguments(args);
        self.rt
            .block_on(async {
                tokio::time::timeout(Duration::from_secs(120), self.client().call_tool(req)).await
            })
            .unwrap_or_else(|_| panic!("{name}: no answer in time"))
            .unwrap_or_else(|e| panic!("{name}: protocol error {e}"))
    }

    /// Many calls sent at once; their answers in the same order.
    fn call_all(&self, calls: &[(&str, Value)]) -> Vec<CallToolResult> {
        let peer = (**self.client()).clone();
        self.rt.block_on(async {
            let handles: Vec<_> = calls
                .iter()
                .map(|(name, args)| {
                    let peer = peer.clone();
                    let req = CallToolRequestParams::new((*name).to_string())
                        .with_arguments(args.as_object().cloned().expect("an object"));
                    tokio::spawn(async move { peer.call_tool(req).await })
                })
                .collect();
            let mut out = Vec::new();
            for h in handles {
                let r = tokio::time::timeout(Duration::from_secs(120), h)
                    .await
                    .expect("in time")
                    .expect("joined")
                    .expect("no protocol error");
                out.push(r);
            }
            out
        })
    }

    /// A call that must succeed: its structured answer.
    fn ok(&self, name: &str, args: &Value) -> Value {
        let r = self.call(name, args);
        assert_eq!(
            r.is_error,
            Some(false),
            "{name} {args}: {:?}",
            r.structured_content
        );
        let s = r.structured_content.clone().expect("structured content");
        let text = &r.content[0].as_text().expect("a text copy").text;
        assert_eq!(
            serde_json::from_str::<Value>(text).unwrap(),
            s,
            "{name}: the text copy is the structured answer"
        );
        s
    }

    /// A call that must fail: (exit_code, message).
    fn err(&self, name: &str, args: &Value) -> (i64, String) {
        let r = self.call(name, args);
        assert_eq!(
            r.is_error,
            Some(true),
            "{name} {args} should fail: {:?}",
            r.structured_content
        );
        let s = r.structured_content.expect("structured error");
        (
            s["exit_code"].as_i64().expect("exit_code"),
            s["message"].as_str().expect("message").to_string(),
        )
    }

    /// End the session (stdin closed) and return what it wrote on stderr.
    fn close(mut self) -> String {
        let client = self.client.take().expect("open");
        self.rt.block_on(async {
            let _ = tokio::time::timeout(Duration::from_secs(10), client.cancel()).await;
            match self.stderr.take() {
                Some(h) => tokio::time::timeout(Duration::from_secs(10), h)
                    .await
                    .ok()
                    .and_then(Result::ok)
                    .unwrap_or_default(),
                None => String::new(),
            }
        })
    }
}

/// A simulator pinned to [`NOW`] (seed 42), at `scale`.
fn pinned_sim(scale: u32) -> SimHandle {
    sim_with(|o| o.scale = scale)
}

/// `esx <args> --json` against the simulator with the Builder demo key.
fn cli_json(config: &std::path::Path, base: &str, args: &[&str]) -> Value {
    let out = esx(config)
        .env("ESX_BASE_URL", base)
        .env("ESX_API_KEY", "demo-builder")
        .env("ESX_CACHE_DIR", config.join("cache"))
        .env("ESX_DATA_DIR", config.join("data"))
        .args(["-q", "--json"])
        .args(args)
        .output()
        .expect("esx runs");
    assert!(
        out.status.success(),
        "esx {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("JSON")
}

/// The CLI's answer cut as a tool cuts it: the rows at `at` to `limit`, and, when
/// `follow`, `events[]` to those the kept rows name. Returns the rows before the cut.
fn cut(v: &mut Value, at: &str, limit: usize, follow: bool) -> usize {
    let rows = v.pointer_mut(at).and_then(Value::as_array_mut).expect(at);
    let total = rows.len();
    rows.truncate(limit);
    let named: Vec<String> = rows
        .iter()
        .filter_map(|r| r["event_id"].as_str().map(str::to_string))
        .collect();
    if follow && let Some(events) = v["events"].as_array_mut() {
        events.retain(|e| named.iter().any(|n| e["event_id"] == n.as_str()));
    }
    total
}

/// The tool's answer without what the tool adds (`esx.total`, `esx.has_more`), and those.
fn split_counts(mut v: Value) -> (Value, u64, bool) {
    let esx = v["esx"].as_object_mut().expect("an esx block");
    let total = esx
        .remove("total")
        .and_then(|t| t.as_u64())
        .expect("esx.total");
    let more = esx
        .remove("has_more")
        .and_then(|t| t.as_bool())
        .expect("esx.has_more");
    if esx.is_empty() {
        v.as_object_mut().unwrap().remove("esx");
    }
    (v, total, more)
}

/// A tool call and the command that must answer the same: (tool, arguments, the
/// command's arguments, the rows' pointer, the limit, whether `events[]` follows the rows).
type Case<'a> = (&'a str, Value, Vec<&'a str>, Option<&'a str>, usize, bool);

/// Equal JSON, or a failure naming the first place they differ (not two whole boards).
fn same(got: &Value, want: &Value, what: &str) {
    fn first_difference(a: &Value, b: &Value, path: &str) -> Option<String> {
        match (a, b) {
            (Value::Object(x), Value::Object(y)) => {
                let keys_x: Vec<&String> = x.keys().collect();
                let keys_y: Vec<&String> = y.keys().collect();
                if keys_x != keys_y {
                    return Some(format!("{path}: keys {keys_x:?} vs {keys_y:?}"));
                }
                x.iter()
                    .find_map(|(k, v)| first_difference(v, &y[k], &format!("{path}/{k}")))
            }
            (Value::Array(x), Value::Array(y)) if x.len() == y.len() => x
                .iter()
                .zip(y)
                .enumerate()
                .find_map(|(i, (p, q))| first_difference(p, q, &format!("{path}/{i}"))),
            (Value::Array(x), Value::Array(y)) => {
                Some(format!("{path}: {} rows vs {}", x.len(), y.len()))
            }
            _ if a == b => None,
            _ => Some(format!("{path}: {a} vs {b}")),
        }
    }
    if let Some(d) = first_difference(got, want, "") {
        panic!("{what}: the tool's answer differs from the CLI's at {d}");
    }
}
