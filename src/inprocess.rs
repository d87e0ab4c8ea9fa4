//! Running an esx command inside this process, for the board and `esx mcp`: the
//! [`Runner`] they are handed (implemented beside `dispatch` in `commands`, which they
//! cannot import: `commands` runs them), and [`call`], which turns a failure or a panic
//! into the one line and exit code the CLI would have printed.

use crate::context::Context;
use crate::output::Format;
use crate::output::sink::Collected;

pub(crate) use crate::context::Runner;

/// A failed call as the CLI reports it: the one-line message (no `error:` prefix) and
/// the exit code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Failed {
    pub(crate) exit_code: i32,
    pub(crate) message: String,
}

/// `runner.run`, with an error or a panic of the command turned into what the CLI
/// would print for it: a panic in one call must not end the MCP session or the board.
///
/// # Errors
/// The command's failure, as [`Failed`].
pub(crate) fn call(
    runner: &dyn Runner,
    ctx: &Context,
    argv: &[String],
    format: Format,
    width: Option<u16>,
) -> Result<Vec<Collected>, Failed> {
    let ran = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        runner.run(ctx, argv, format, width)
    }));
    let name = argv.first().map_or("esx", String::as_str);
    match ran {
        Ok(Ok(views)) => Ok(views),
        Ok(Err(e)) => Err(failed(&e, argv)),
        Err(panic) => {
            let what = panic
                .downcast_ref::<&str>()
                .map(|s| (*s).to_string())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_default();
            Err(Failed {
                exit_code: 1,
                message: crate::output::diag::clean(&format!(
                    "esx {name} stopped on an internal error: {what}"
                )),
            })
        }
    }
}

/// The line and exit code `main` gives an error: its context chain on one line, an
/// argument it quotes with its URL secrets masked, control characters and the key taken
/// out. Unlike `main`'s line, a quoted argument is never cut: the callers' arguments are
/// their own and bounded (an MCP tool's text is at most 4 KiB), and a refusal must name
/// the selection it refuses whole.
fn failed(e: &anyhow::Error, argv: &[String]) -> Failed {
    let line = crate::output::echo::mask_line(&format!("{e:#}"), argv);
    Failed {
        exit_code: crate::error::exit_code_for(e) as i32,
        message: crate::output::diag::clean(&line),
    }
}

/// clap's error as one line: its `error:` line without the prefix (clap adds usage and
/// help lines after it), else its first line.
#[must_use]
pub(crate) fn clap_line(e: &clap::Error) -> String {
    let text = e.render().to_string();
    let lines: Vec<&str> = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    let line = lines
        .iter()
        .find(|l| l.starts_with("error:"))
        .or_else(|| lines.first())
        .copied()
        .unwrap_or_default();
    line.strip_prefix("error:")
        .unwrap_or(line)
        .trim()
        .to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A runner whose command fails, or panics, as told by its first word.
    struct Fails;

    impl Runner for Fails {
        fn run(
            &self,
            _: &Context,
            argv: &[String],
            _: Format,
            _: Option<u16>,
        ) -> anyhow::Result<Vec<Collected>> {
            match argv.first().map(String::as_str) {
                Some("panics") => panic!("boom at {}", argv.len()),
                Some("missing") => {
                    Err(crate::error::EsxError::not_found("no such event `x\x1b[2J`").into())
                }
                _ => Ok(Vec::new()),
            }
        }
        fn cli(&self) -> clap::Command {
            clap::Command::new("esx")
        }
        fn completion_grammar(&self) -> clap::Command {
            self.cli()
        }
    }

    fn ctx() -> Context {
        Context::for_tests()
    }

    #[test]
    fn a_failure_is_the_clis_line_and_exit_code_and_a_panic_is_exit_1() {
        let argv = |w: &str| vec![w.to_string(), "cs2".to_string()];
        let e = call(&Fails, &ctx(), &argv("missing"), Format::Json, None).unwrap_err();
        assert_eq!(e.exit_code, 5);
        assert_eq!(e.message, "no such event `x [2J`");
        let e = call(&Fails, &ctx(), &argv("panics"), Format::Json, None).unwrap_err();
        assert_eq!(
            e,
            Failed {
                exit_code: 1,
                message: "esx panics stopped on an internal error: boom at 2".into()
            }
        );
        assert!(call(&Fails, &ctx(), &argv("ok"), Format::Json, None).is_ok());
    }

    #[test]
    fn a_clap_error_is_its_error_line() {
        let cmd = clap::Command::new("esx").arg(
            clap::Arg::new("limit")
                .long("limit")
                .value_parser(clap::value_parser!(u32).range(1..=100)),
        );
        let e = cmd
            .try_get_matches_from(["esx", "--limit", "0"])
            .unwrap_err();
        assert_eq!(
            clap_line(&e),
            "invalid value '0' for '--limit <limit>': 0 is not in 1..=100"
        );
    }
}
