//! `esx completions SHELL`, and the generators that write the checked-in
//! `completions/` and `man/` (kept identical to the CLI by a test).

use std::path::Path;

use clap::{CommandFactory as _, ValueEnum as _};
use clap_complete::Shell;

use super::Cli;
use crate::output::Format;

use crate::context::Context;

pub fn run(ctx: &Context, shell: Shell) -> anyhow::Result<()> {
    let mut cmd = Cli::command();
    ctx.output(Format::Table).write_with(|w| {
        clap_complete::generate(shell, &mut cmd, "esx", w);
        Ok(())
    })
}

/// Write a completion script for every supported shell into `dir`.
pub fn write_completions(dir: &Path) -> anyhow::Result<()> {
    std::fs::create_dir_all(dir)?;
    for shell in Shell::value_variants() {
        let mut cmd = Cli::command();
        clap_complete::generate_to(*shell, &mut cmd, "esx", dir)?;
    }
    Ok(())
}

/// Write `esx.1` and one `esx-<cmd>[-<sub>].1` page per command into `dir`.
pub fn write_man_pages(dir: &Path) -> anyhow::Result<()> {
    std::fs::create_dir_all(dir)?;
    let mut cmd = Cli::command();
    cmd.build();
    write_page(&cmd, "esx", dir)
}

fn write_page(cmd: &clap::Command, name: &str, dir: &Path) -> anyhow::Result<()> {
    let page = cmd.clone().name(name.to_string());
    let mut buf = Vec::new();
    clap_mangen::Man::new(page).render(&mut buf)?;
    std::fs::write(dir.join(format!("{name}.1")), buf)?;
    for sub in cmd
        .get_subcommands()
        .filter(|s| !s.is_hide_set() && s.get_name() != "help")
    {
        write_page(sub, &format!("{name}-{}", sub.get_name()), dir)?;
    }
    Ok(())
}
