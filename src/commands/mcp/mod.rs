//! `esx mcp`: esx's judgements as tools for AI agents, served over the Model Context
//! Protocol on stdio (`rmcp`). stdout carries only the protocol; notes go to stderr.

mod answer;
mod runner;
mod schema;
mod server;
pub(crate) mod tools;

use rmcp::ServiceExt as _;

use crate::context::Context;
use crate::error::EsxError;

pub(crate) const EXAMPLES: &str = r#"Examples:
  esx mcp                     # what an MCP client runs: {"command": "esx", "args": ["mcp"]}
  esx --demo mcp              # the same tools over the embedded simulator, no key needed
  printf '%s\n' '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{},"clientInfo":{"name":"sh","version":"1"}}}' '{"jsonrpc":"2.0","method":"notifications/initialized"}' '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"top_edges","arguments":{"sport":"cs2","limit":3}}}' | esx --demo mcp   # needs: stdin

Tools: books, props, lines, top_edges, explain, gaps, parlay_price, parlays_discover, arbs,
picks, flow, dvr, live_games, live_boxscore, research_player, matches, moves, bets_report,
venues_rank, live_prices, line_history, match_intel.
Each answers what `esx <command> --json` prints for the same arguments, its rows cut to
`limit` (default 10, at most 200; 100 for parlays_discover and flow) with esx.total and
esx.has_more, and never more than 32 KiB (rows cut to fit; a row too big alone keeps its
identity and act-on fields, marked esx.truncated). A failed call is a tool error carrying the CLI's
message and exit_code; the session goes on. The profile, key, --base-url, --demo and
--cache of this command apply to every call. See docs/mcp.md."#;

/// `esx mcp` takes no arguments of its own: the global flags configure every call.
#[derive(Debug, clap::Args)]
#[command(after_help = EXAMPLES)]
pub(crate) struct Args {}

/// Serve until the client closes stdin, or SIGINT/SIGTERM (both exit 0).
pub(crate) fn run(
    ctx: &Context,
    _args: &Args,
    commands: &'static dyn crate::inprocess::Runner,
) -> anyhow::Result<()> {
    // stdout is the protocol's: a file or a filter of the output has no place in it.
    if ctx.printer().file().is_some() || ctx.printer().has_jq() {
        return Err(EsxError::usage(
            "-o and --jq do not apply to `esx mcp`: its answers go to the MCP client as JSON",
        )
        .into());
    }
    // The key was registered for redaction when the session's `Context` resolved it.
    // The session ends on SIGINT and SIGTERM itself (exit 0): the calls must not exit.
    crate::output::file::signals_are_the_sessions();
    let runner = runner::Runner::new(ctx, commands);
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .map_err(|e| EsxError::other(format!("cannot start the MCP runtime: {e}")))?;
    let result = rt.block_on(async {
        // The handlers are in place before the session is announced, so a signal sent
        // once it is ends it cleanly (exit 0) rather than by the default action.
        let stop = Stop::install();
        ctx.diag().note(&format!(
            "serving {} MCP tools on stdio (stdin closed or Ctrl-C ends the session)",
            tools::TOOLS.len()
        ));
        let serve = async {
            let server = server::EsxServer::new(runner);
            let started = match pipes() {
                Some(io) => server.serve(io).await,
                None => server.serve(rmcp::transport::stdio()).await,
            };
            match started {
                Ok(running) => running
                    .waiting()
                    .await
                    .map(|_| ())
                    .map_err(|e| EsxError::other(format!("the MCP session failed: {e}"))),
                // The client went away before the session began: nothing to report.
                Err(rmcp::service::ServerInitializeError::ConnectionClosed(_)) => Ok(()),
                Err(e) => Err(EsxError::other(format!(
                    "the MCP session did not start: {e}"
                ))),
            }
        };
        tokio::select! {
            r = serve => r,
            () = stop.wait() => Ok(()),
        }
    });
    // A pending read of stdin cannot be cancelled; do not wait for it.
    rt.shutdown_background();
    Ok(result?)
}

/// SIGINT and SIGTERM, the session's normal end from a terminal or a supervisor.
struct Stop {
    #[cfg(unix)]
    signals: Option<(tokio::signal::unix::Signal, tokio::signal::unix::Signal)>,
}

impl Stop {
    /// Install the handlers now (inside the runtime).
    fn install() -> Self {
        #[cfg(unix)]
        {
            use tokio::signal::unix::{SignalKind, signal};
            Self {
                signals: signal(SignalKind::interrupt())
                    .and_then(|int| Ok((int, signal(SignalKind::terminate())?)))
                    .ok(),
            }
        }
        #[cfg(not(unix))]
        {
            Self {}
        }
    }

    /// Resolves on the first of them.
    async fn wait(self) {
        #[cfg(unix)]
        if let Some((mut int, mut term)) = self.signals {
            tokio::select! {
                _ = int.recv() => {}
                _ = term.recv() => {}
            }
            return;
        }
        let _ = tokio::signal::ctrl_c().await;
    }
}

impl crate::declare::Declared for Args {
    const GROUP: crate::declare::Group = crate::declare::Group::Judgement;

    fn run(&self, ctx: &Context) -> anyhow::Result<()> {
        run(ctx, self, ctx.commands())
    }
}

/// stdin and stdout as the runtime's own non-blocking pipes when both are pipes (how an
/// MCP client starts a server): each read and write is then polled on the session's
/// thread, where tokio's `stdin()`/`stdout()` hand every one to a blocking thread and
/// back (a hop each way per message; measured in benches/mcp_calls.py). Anything else
/// (a terminal, a file) keeps tokio's stdio.
#[cfg(unix)]
fn pipes() -> Option<(
    tokio::net::unix::pipe::Receiver,
    tokio::net::unix::pipe::Sender,
)> {
    use std::os::fd::AsFd as _;
    use std::os::unix::fs::FileTypeExt as _;
    let stdin = std::fs::File::from(std::io::stdin().as_fd().try_clone_to_owned().ok()?);
    let stdout = std::fs::File::from(std::io::stdout().as_fd().try_clone_to_owned().ok()?);
    // Both checked before either is made non-blocking: half a conversion would leave
    // tokio's blocking stdio reading or writing a non-blocking pipe.
    let fifo = |f: &std::fs::File| f.metadata().is_ok_and(|m| m.file_type().is_fifo());
    if !(fifo(&stdin) && fifo(&stdout)) {
        return None;
    }
    let rx = tokio::net::unix::pipe::Receiver::from_file(stdin).ok()?;
    let tx = tokio::net::unix::pipe::Sender::from_file(stdout).ok()?;
    Some((rx, tx))
}

#[cfg(not(unix))]
fn pipes() -> Option<(tokio::io::Stdin, tokio::io::Stdout)> {
    None
}
