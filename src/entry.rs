//! The process entry: parse the command line, run it, map errors to exit codes.

use std::io::Write as _;
use std::process::ExitCode;

use clap::Parser as _;

use crate::commands::Cli;
use crate::error::{exit_code_for, is_broken_pipe};
use crate::output::diag::Diag;
use crate::output::echo::clean_line;

/// The whole process: what `main` runs. The library exports this and a few generators
/// only, so everything else is crate-private and the compiler sees dead code.
#[must_use]
pub fn run_process() -> ExitCode {
    let args: Vec<String> = std::env::args_os()
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    // The top-level help lists the commands in groups (clap cannot); every other help,
    // and every error, is clap's own.
    if let Some(help) = crate::commands::top_level_help(args.get(1..).unwrap_or_default()) {
        // A closed pipe (`esx --help | head -3`) is not an error.
        let _ = std::io::Write::write_all(&mut std::io::stdout(), help.as_bytes());
        return ExitCode::SUCCESS;
    }
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return clap_error(&e, &args),
    };
    // The key from the environment is known before anything can echo it back; a key
    // from the config file is registered when the run's settings are resolved.
    if let Ok(key) = std::env::var(crate::config::ENV_API_KEY) {
        crate::output::diag::register_secret(&key);
    }
    crate::install_process_hooks();
    let diag = Diag::new(
        cli.global.quiet,
        cli.global.verbose,
        cli.global.color_choice() == crate::output::options::ColorChoice::Never,
    );
    match crate::commands::run(cli, diag) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) if is_broken_pipe(&err) => ExitCode::SUCCESS,
        Err(err) => {
            // One line: the error and its context chain, never a debug dump; an argument
            // it quotes is cut and its URL secrets masked.
            diag.error(&clean_line(&format!("{err:#}"), &args));
            ExitCode::from(exit_code_for(&err) as u8)
        }
    }
}

/// clap's own errors keep clap's text, with long or secret-bearing arguments in it cut
/// and masked as esx's are; `--help` and `--version` print as clap prints them.
fn clap_error(e: &clap::Error, args: &[String]) -> ExitCode {
    let code = u8::try_from(e.exit_code()).unwrap_or(2);
    if !e.use_stderr() {
        let _ = e.print();
        return ExitCode::from(code);
    }
    // A long flag the command does not have: one line naming that command's nearest flag
    // (clap's own tip may name another command's, or `-- --flag`).
    if let Some(line) =
        crate::mistakes::unknown_flag(&<Cli as clap::CommandFactory>::command(), e, args)
    {
        let _ = writeln!(std::io::stderr().lock(), "{}", clean_line(&line, args));
        return ExitCode::from(code);
    }
    let plain = e.render().to_string();
    let cleaned = clean_line(&plain, args);
    if cleaned == plain {
        let _ = e.print();
    } else {
        let _ = std::io::stderr().lock().write_all(cleaned.as_bytes());
    }
    ExitCode::from(code)
}
