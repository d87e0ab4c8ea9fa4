//! Runs one tool call in process: the tool's command line through the session's
//! in-process runner (`dispatch` with a collecting sink, on the session's `Context`),
//! its collected JSON document as the answer and its error line and exit code as the
//! tool error, exactly what `esx <command> --json` would print and exit with.
//!
//! The session's `Context` is every call's: the profile, key, base URL, cache and
//! network flags, the clock, and under `--demo` the one simulator. The store tools
//! keep `--demo`'s rule as the CLI has it: with no `db` named, a temporary store (filled
//! from the simulator's tape for `moves`), never the user's history.

use serde_json::Value;

use super::schema::{Call, ToolError};
use crate::context::Context;
use crate::output::Format;

/// The session's way of running calls.
pub(super) struct Runner {
    commands: &'static dyn crate::inprocess::Runner,
    ctx: Context,
}

impl Runner {
    /// The runner of a session whose context is `ctx`.
    #[must_use]
    pub(super) fn new(ctx: &Context, commands: &'static dyn crate::inprocess::Runner) -> Self {
        Self {
            commands,
            ctx: ctx.shared_http(),
        }
    }

    /// The CLI's clap tree, for the schemas' enums.
    #[must_use]
    pub(super) fn cli(&self) -> clap::Command {
        self.commands.cli()
    }

    /// A `-v` trace line of the session.
    pub(super) fn trace(&self, line: &str) {
        self.ctx.diag().trace(line);
    }

    /// Run one call; the answer is the command's JSON document. Beside it: the command's
    /// exit code and its own time in process, for the call's one `-v` trace line.
    pub(super) fn run(&self, call: &Call) -> (Result<Value, ToolError>, i32, f64) {
        let started = std::time::Instant::now();
        let ran = crate::inprocess::call(self.commands, &self.ctx, &call.argv, Format::Json, None);
        let ms = started.elapsed().as_secs_f64() * 1000.0;
        let exit = ran.as_ref().map_or_else(|f| f.exit_code, |_| 0);
        let answer = ran
            .map_err(|f| ToolError {
                exit_code: f.exit_code,
                message: f.message,
            })
            .and_then(|mut views| {
                // A command prints one JSON document; none (or several) is not an answer.
                match (views.pop(), views.is_empty()) {
                    (Some(view), true) => Ok(view.data),
                    _ => Err(ToolError {
                        exit_code: 7,
                        message: format!("esx {} printed no JSON answer", call.argv[0]),
                    }),
                }
            });
        (answer, exit, ms)
    }
}
