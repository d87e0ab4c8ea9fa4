//! The `esx` binary: parse the command line, run it, map errors to exit codes.

use std::process::ExitCode;

use clap::Parser as _;
use esx::commands::Cli;
use esx::error::{exit_code_for, is_broken_pipe};
use esx::output::diag::Diag;

fn main() -> ExitCode {
    // The top-level help lists the commands in groups (clap cannot); every other help,
    // and every error, is clap's own.
    let args: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    if let Some(long) = esx::commands::groups::asks_top_level_help(&args) {
        let help = esx::commands::groups::top_level_help(long);
        // A closed pipe (`esx --help | head -3`) is not an error.
        let _ = std::io::Write::write_all(&mut std::io::stdout(), help.as_bytes());
        return ExitCode::SUCCESS;
    }
    let cli = Cli::parse();
    // The key from the environment is known before anything can echo it back; a key
    // from the config file is registered when a client is built with it.
    if let Ok(key) = std::env::var(esx::config::ENV_API_KEY) {
        esx::output::diag::register_secret(&key);
    }
    let diag = Diag::new(
        cli.global.quiet,
        cli.global.verbose,
        cli.global.color_choice() == esx::output::ColorChoice::Never,
    );
    match esx::commands::run(cli, diag) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) if is_broken_pipe(&err) => ExitCode::SUCCESS,
        Err(err) => {
            // One line: the error and its context chain, never a debug dump.
            diag.error(&format!("{err:#}"));
            ExitCode::from(exit_code_for(&err) as u8)
        }
    }
}
