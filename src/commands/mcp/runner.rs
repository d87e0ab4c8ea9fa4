//! Runs one tool call as the CLI itself: the current `esx` executable, as a child process,
//! with `--json -q` and the session's global flags, its stdout read as the answer and its
//! stderr's error line and exit code as the tool error.
//!
//! Why a child process: DESIGN has `esx mcp` run commands through `dispatch` with a
//! collecting sink, which does not exist yet (issue 18 adds it). A child gives the same
//! answer as `esx <command> --json` by construction, never imports a command module, and
//! keeps a panic or a hung request of one call away from the session. Under `--demo` the
//! children share the session's one simulator (base URL and key in their environment,
//! never on argv).

use std::path::PathBuf;
use std::process::{Command, Stdio};

use secrecy::ExposeSecret as _;
use serde_json::Value;

use super::schema::{Call, ToolError};
use crate::clock::Clock;
use crate::context::Context;
use crate::output::diag::{Diag, clean};

/// How children are started for this session.
#[derive(Debug, Clone)]
pub struct Runner {
    exe: PathBuf,
    /// Global flags every child gets, before the subcommand.
    global: Vec<String>,
    /// Environment set on every child (the demo simulator's base URL and key).
    env: Vec<(String, String)>,
    /// Environment removed from every child.
    env_remove: Vec<&'static str>,
    /// Under `--demo`: the global flags of a store tool's child, which runs as
    /// `esx --demo …` itself so the demo's store rules apply (never the user's history).
    store_global: Option<Vec<String>>,
    /// The session's clock when pinned (`--now`, `ESX_NOW`, the demo's simulator): each
    /// child runs at its current time, so every call judges "started" as the session does.
    clock: Option<Clock>,
    diag: Diag,
}

/// The flags that only shape output or diagnostics: every child prints JSON, quietly,
/// without colour.
const OUTPUT_FLAGS: [&str; 3] = ["--json", "-q", "--color=never"];

impl Runner {
    /// The runner for a context: its profile, base URL, key, cache and network flags.
    pub fn new(ctx: &Context) -> anyhow::Result<Self> {
        let exe = std::env::current_exe().map_err(|e| {
            crate::error::EsxError::other(format!(
                "cannot find the esx executable to run tools with: {e}"
            ))
        })?;
        let g = ctx.global_flags();
        let mut common: Vec<String> = OUTPUT_FLAGS.iter().map(|s| (*s).to_string()).collect();
        if let Some(p) = &g.profile {
            common.push(format!("--profile={p}"));
        }
        if let Some(ttl) = g.cache {
            common.push(format!("--cache={}s", ttl.as_secs().max(1)));
        }
        if g.offline {
            common.push("--offline".into());
        }
        if let Some(t) = g.timeout {
            common.push(format!("--timeout={t}"));
        }
        if let Some(r) = g.retries {
            common.push(format!("--retries={r}"));
        }
        if g.allow_insecure {
            common.push("--allow-insecure".into());
        }
        if let Some(n) = g.max_pages {
            common.push(format!("--max-pages={n}"));
        }
        if let Some(n) = g.max_body {
            common.push(format!("--max-body={n}"));
        }
        let mut env = Vec::new();
        let mut env_remove = Vec::new();
        let mut global = common.clone();
        let mut store_global = None;
        if let Some(handle) = ctx.demo_handle() {
            // The children are not in demo mode themselves: they reach the session's
            // simulator as a configured service would be reached.
            env_remove.push(crate::config::ENV_DEMO);
            env.push((crate::config::ENV_BASE_URL.to_string(), handle.base_url()));
            if let Some(key) = ctx.settings().key() {
                env.push((
                    crate::config::ENV_API_KEY.to_string(),
                    key.expose_secret().to_string(),
                ));
            }
            let mut store = vec!["--demo".to_string()];
            store.extend(common);
            store_global = Some(store);
        } else if let Some(url) = &g.base_url {
            global.push(format!("--base-url={url}"));
        }
        Ok(Self {
            exe,
            global,
            env,
            env_remove,
            store_global,
            clock: ctx.clock().is_pinned().then_some(ctx.clock()),
            diag: ctx.diag(),
        })
    }

    /// Run one call; the answer is the command's JSON.
    pub fn run(&self, call: &Call, store: bool) -> Result<Value, ToolError> {
        let global = match (&self.store_global, store) {
            (Some(g), true) => g,
            _ => &self.global,
        };
        let mut cmd = Command::new(&self.exe);
        if let Some(clock) = &self.clock {
            cmd.arg(format!("--now={}", clock.now()));
        }
        cmd.args(global)
            .args(&call.argv)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        for k in &self.env_remove {
            cmd.env_remove(k);
        }
        for (k, v) in &self.env {
            cmd.env(k, v);
        }
        let started = std::time::Instant::now();
        let out = cmd.output().map_err(|e| ToolError {
            exit_code: 1,
            message: format!("cannot run {}: {e}", self.exe.display()),
        })?;
        let code = out.status.code();
        self.diag.trace(&format!(
            "mcp: esx {} → exit {} in {} ms",
            call.argv.join(" "),
            code.map_or_else(|| "by signal".to_string(), |c| c.to_string()),
            started.elapsed().as_millis()
        ));
        if out.status.success() {
            return serde_json::from_slice(&out.stdout).map_err(|e| ToolError {
                exit_code: 7,
                message: format!("esx {} printed no JSON answer ({e})", call.argv[0]),
            });
        }
        let stderr = String::from_utf8_lossy(&out.stderr);
        Err(ToolError {
            exit_code: code.unwrap_or(1),
            message: error_line(&stderr).unwrap_or_else(|| match code {
                Some(c) => format!("esx {} failed with exit code {c}", call.argv[0]),
                None => format!("esx {} was ended by a signal", call.argv[0]),
            }),
        })
    }
}

/// The CLI's one-line error out of its stderr: the `error:` line (clap adds usage lines
/// after its own), else the last line; without the `error:` prefix, cleaned of control
/// characters and of the key.
fn error_line(stderr: &str) -> Option<String> {
    let lines: Vec<&str> = stderr
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    let line = lines
        .iter()
        .find(|l| l.starts_with("error:"))
        .or_else(|| lines.last())?;
    let text = line.strip_prefix("error:").unwrap_or(line).trim();
    Some(clean(text))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_error_line_is_the_clis_one_line() {
        assert_eq!(
            error_line("esx: demo mode\nerror: unknown sport `x` for lines; valid: cs2\n")
                .as_deref(),
            Some("unknown sport `x` for lines; valid: cs2")
        );
        let clap = "error: invalid value '0' for '--limit <N>': 0 is not in 1..=100\n\nFor more information, try '--help'.\n";
        assert_eq!(
            error_line(clap).as_deref(),
            Some("invalid value '0' for '--limit <N>': 0 is not in 1..=100")
        );
        assert_eq!(error_line("\n  \n"), None);
        assert_eq!(
            error_line("panicked\x1b[2J").as_deref(),
            Some("panicked [2J")
        );
    }
}
