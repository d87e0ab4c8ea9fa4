//! The MCP server: `tools/list` from the tool table, `tools/call` checked, run on a
//! blocking thread (the command's requests and work never block the async runtime) and
//! shaped into an answer. Every failure of a call is a tool error; the session goes on.

use std::sync::Arc;

use rmcp::model::{
    CallToolRequestParams, CallToolResponse, CallToolResult, Implementation, ListToolsResult,
    PaginatedRequestParams, ServerCapabilities, ServerConfig, Tool, ToolAnnotations,
};
use rmcp::service::RequestContext;
use rmcp::{ErrorData, RoleServer, ServerHandler};

use super::answer::{failure, shape};
use super::runner::Runner;
use super::schema::{ToolError, call, input_schema};
use super::tools::{TOOLS, ToolSpec, find};

const INSTRUCTIONS: &str = "esx's judgements on an esports betting board, as tools. Prefer them to re-deriving odds yourself: top_edges for the best team-line bets (gated, ranked, net of fees with local=true), picks for DFS pick'em value, arbs for arbitrage, gaps for DFS apps that disagree, parlays_discover and parlay_price for parlays, explain for the arithmetic behind one market. books lists the venue keys. Probabilities are in [0, 1]; *_pct fields are percent; edge_pts and disagreement are in probability points. List tools take limit and answer esx.total and esx.has_more. A failed call is a tool error with the CLI's exit_code (2 bad argument, 3 key, 4 plan too low, 5 not found, 6 retry later) and a one-line message.";

/// Calls that run at once; more wait their turn. Like a fan-out's four requests, this
/// keeps an agent that fires many calls together inside the key's rate limit.
const CONCURRENT_CALLS: usize = 4;

/// The MCP service over a session's runner.
#[derive(Clone)]
pub(super) struct EsxServer {
    runner: Arc<Runner>,
    /// The CLI's clap tree, read once: the schemas' enums and each call's checks.
    cli: Arc<clap::Command>,
    tools: Arc<Vec<Tool>>,
    slots: Arc<tokio::sync::Semaphore>,
}

/// The MCP description of one tool.
fn describe(cli: &clap::Command, spec: &ToolSpec) -> Tool {
    Tool::new(spec.name, spec.description, input_schema(cli, spec))
        .with_title(spec.title)
        .with_annotations(
            ToolAnnotations::with_title(spec.title)
                .read_only(true)
                .destructive(false)
                .idempotent(true)
                .open_world(true),
        )
}

impl EsxServer {
    #[must_use]
    pub(super) fn new(runner: Runner) -> Self {
        let cli = runner.cli();
        Self {
            tools: Arc::new(TOOLS.iter().map(|t| describe(&cli, t)).collect()),
            cli: Arc::new(cli),
            runner: Arc::new(runner),
            slots: Arc::new(tokio::sync::Semaphore::new(CONCURRENT_CALLS)),
        }
    }

    /// One call, start to answer; every failure is a tool error.
    async fn answer(&self, request: CallToolRequestParams) -> CallToolResult {
        let Some(spec) = find(&request.name) else {
            let names: Vec<&str> = TOOLS.iter().map(|t| t.name).collect();
            return failure(&ToolError::usage(format!(
                "unknown tool `{}`; tools: {}",
                crate::output::diag::clean(&request.name.chars().take(64).collect::<String>()),
                names.join(", ")
            )));
        };
        let call = match call(&self.cli, spec, request.arguments.as_ref()) {
            Ok(c) => c,
            Err(e) => return failure(&e),
        };
        // The semaphore is never closed, so a permit always comes.
        let Ok(_slot) = self.slots.acquire().await else {
            return failure(&ToolError {
                exit_code: 1,
                message: format!("{}: the session is closing", spec.name),
            });
        };
        let runner = Arc::clone(&self.runner);
        let asked = std::time::Instant::now();
        let (handed, answered) = tokio::sync::oneshot::channel();
        // The call's thread hands the command's JSON over and only then goes idle: glibc
        // merges the many small blocks a command frees at its thread's next allocation of
        // a kilobyte or more, and that allocation is made here, after the hand-over, so
        // the merge runs beside the answer's shaping and writing, not before them (nor in
        // the next call's command). Measured in BENCHMARKS.md, "MCP tool calls".
        drop(tokio::task::spawn_blocking(move || {
            let started = asked.elapsed();
            let ran = runner.run(&call);
            let _ = handed.send((ran, started, call, runner));
            drop(std::hint::black_box(Vec::<u8>::with_capacity(4096)));
        }));
        let Ok(((value, exit, ms), started, call, runner)) = answered.await else {
            return failure(&ToolError {
                exit_code: 1,
                message: format!("{}: the call did not finish", spec.name),
            });
        };
        // Shaped on the session's thread, whose allocator holds none of the command's
        // freed blocks.
        let shaping = std::time::Instant::now();
        let answer = value.and_then(|v| shape(spec, &call, v));
        // The command's own time in process and where the call's time goes beside it
        // (benches/mcp_calls.py reads this line): one line, written once, per call.
        runner.trace(&format!(
            "mcp: esx {} → exit {exit} in {ms:.2} ms (started after {:.2} ms, shaped in {:.2} ms)",
            call.argv.join(" "),
            started.as_secs_f64() * 1000.0,
            shaping.elapsed().as_secs_f64() * 1000.0
        ));
        answer.unwrap_or_else(|e| failure(&e))
    }
}

impl ServerHandler for EsxServer {
    fn get_info(&self) -> ServerConfig {
        ServerConfig::new(ServerCapabilities::builder().enable_tools().build())
            .with_server_info(
                Implementation::new("esx", env!("CARGO_PKG_VERSION"))
                    .with_title("esx: esports odds, edges and picks"),
            )
            .with_instructions(INSTRUCTIONS)
    }

    async fn list_tools(
        &self,
        _request: Option<PaginatedRequestParams>,
        _context: RequestContext<RoleServer>,
    ) -> Result<ListToolsResult, ErrorData> {
        Ok(ListToolsResult::with_all_items(self.tools.as_ref().clone()))
    }

    async fn call_tool(
        &self,
        request: CallToolRequestParams,
        _context: RequestContext<RoleServer>,
    ) -> Result<CallToolResponse, ErrorData> {
        Ok(self.answer(request).await.into())
    }
}
