//! `esx completions SHELL`, and the generators that write the checked-in
//! `completions/` and `man/` (kept identical to the CLI by a test), and the route table
//! of `docs/commands.md`.

use std::path::Path;

use clap::ValueEnum as _;
use clap_complete::Shell;

use crate::context::Context;
use crate::declare::{Declared, Group};
use crate::output::Format;

#[derive(Debug, clap::Args)]
pub(crate) struct Args {
    /// The shell to generate for
    #[arg(value_enum)]
    shell: Shell,
}

impl Declared for Args {
    const GROUP: Group = Group::Setup;
    // A broken config or environment never stops a completion script.
    const NEEDS_SETTINGS: bool = false;

    fn uses_service(&self) -> bool {
        false
    }

    fn run(&self, ctx: &Context) -> anyhow::Result<()> {
        let script = script(self.shell, ctx.commands().completion_grammar());
        ctx.output(Format::Table)
            .write_with(|w| Ok(w.write_all(script.as_bytes())?))
    }
}

/// Write a completion script of `grammar` (the CLI as completions describe it) for every
/// supported shell into `dir`.
pub(crate) fn write_completions(dir: &Path, grammar: &clap::Command) -> anyhow::Result<()> {
    std::fs::create_dir_all(dir)?;
    for shell in Shell::value_variants() {
        let name = clap_complete::Generator::file_name(shell, "esx");
        std::fs::write(dir.join(name), script(*shell, grammar.clone()))?;
    }
    Ok(())
}

/// One shell's completion script.
fn script(shell: Shell, mut cmd: clap::Command) -> String {
    let mut out = Vec::new();
    clap_complete::generate(shell, &mut cmd, "esx", &mut out);
    let text = String::from_utf8_lossy(&out).into_owned();
    if shell == Shell::Bash {
        bash_positions(&text)
    } else {
        text
    }
}

/// The CLI `cmd` as the completion scripts describe it: each command's sport positional
/// offers the sports its route takes (`lines c<TAB>` offers cs2, not cod, which lines
/// refuses), as `route_sports` finds them by command name.
pub(crate) fn completion_command(
    mut cmd: clap::Command,
    route_sports: impl Fn(&str) -> Option<&'static [&'static str]>,
) -> clap::Command {
    let names: Vec<String> = cmd
        .get_subcommands()
        .filter(|s| {
            s.get_arguments()
                .any(|a| a.get_id() == "sport" && a.is_positional())
        })
        .map(|s| s.get_name().to_string())
        .collect();
    for name in names {
        if let Some(sports) = route_sports(&name) {
            cmd = cmd.mut_subcommand(&name, |sub| {
                sub.mut_arg("sport", |a| a.value_parser(crate::cli::Suggest(sports)))
            });
        }
    }
    cmd
}

/// clap's bash script offers every positional value wherever a word that is not a flag
/// goes (`live cs2 <TAB>` offers sports where the game id belongs). Past the first
/// position, once one of a command's values was given, offer only its flags.
fn bash_positions(script: &str) -> String {
    const FALLBACK: &str = "            COMPREPLY=( $(compgen -W \"${opts}\" -- \"${cur}\") )\n            return 0\n            ;;";
    const GIVEN: &str = "            COMPREPLY=( $(compgen -W \"$(_esx_unused \"${opts}\")\" -- \"${cur}\") )\n            return 0\n            ;;";
    const HELPER: &str = r#"
# The opts without the command's positional values (words not starting with `-`) once
# one of them was given earlier on the line: each position offers what fits there.
_esx_unused() {
    local w given=0
    for w in "${COMP_WORDS[@]:1:COMP_CWORD-1}"; do
        [[ $w == -* ]] && continue
        case " $1 " in *" $w "*) given=1 ;; esac
    done
    if (( given )); then
        for w in $1; do [[ $w == -* ]] && printf '%s ' "$w"; done
    else
        printf '%s' "$1"
    fi
}
"#;
    let mut out = script.replace(FALLBACK, GIVEN);
    out.push_str(HELPER);
    out
}

/// Write `esx.1` and one `esx-<cmd>[-<sub>].1` page per command of `cmd` into `dir`.
pub(crate) fn write_man_pages(dir: &Path, mut cmd: clap::Command) -> anyhow::Result<()> {
    std::fs::create_dir_all(dir)?;
    cmd.build();
    write_page(&cmd, "esx", dir)
}

fn write_page(cmd: &clap::Command, name: &str, dir: &Path) -> anyhow::Result<()> {
    let page = cmd.clone().name(name.to_string());
    let extra = page
        .get_after_long_help()
        .or_else(|| page.get_after_help())
        .map(ToString::to_string);
    let man = clap_mangen::Man::new(page);
    let mut buf = Vec::new();
    man.render_title(&mut buf)?;
    man.render_name_section(&mut buf)?;
    man.render_synopsis_section(&mut buf)?;
    man.render_description_section(&mut buf)?;
    man.render_options_section(&mut buf)?;
    if cmd.has_subcommands() {
        man.render_subcommands_section(&mut buf)?;
    }
    if let Some(text) = extra {
        // Examples as printed (no fill): a command is never reflowed mid-line.
        buf.extend_from_slice(b".SH EXAMPLES\n.nf\n");
        for line in text.lines().filter(|l| l.trim_end() != "Examples:") {
            buf.extend_from_slice(roff_line(line).as_bytes());
            buf.push(b'\n');
        }
        buf.extend_from_slice(b".fi\n");
    }
    buf.extend_from_slice(MAN_TAIL.as_bytes());
    man.render_version_section(&mut buf)?;
    std::fs::write(dir.join(format!("{name}.1")), buf)?;
    for sub in cmd
        .get_subcommands()
        .filter(|s| !s.is_hide_set() && s.get_name() != "help")
    {
        write_page(sub, &format!("{name}-{}", sub.get_name()), dir)?;
    }
    Ok(())
}

/// The sections every page ends with: exit codes, environment, files.
const MAN_TAIL: &str = r".SH EXIT STATUS
.TP
0
success
.TP
1
other error (including a refused cross\-origin redirect)
.TP
2
usage error
.TP
3
missing or rejected API key (401)
.TP
4
plan too low (403)
.TP
5
not found (404)
.TP
6
worth retrying later: network failure, timeout, 429 or 5xx after retries, a quota that resets later
.TP
7
a 2xx answer that is not the documented JSON
.SH ENVIRONMENT
.TP
ESX_API_KEY
the API key (takes precedence over the saved one)
.TP
ESX_BASE_URL
the service base URL
.TP
ESX_PROFILE
the configuration profile
.TP
ESX_DEMO
1: answer from the embedded simulator
.TP
ESX_CONFIG_DIR
the configuration directory
.TP
ESX_DATA_DIR
the directory of the history store
.TP
NO_COLOR
never colour (CLICOLOR_FORCE=1 colours even when piped; \-\-color decides first)
.TP
COLUMNS
table width (else the terminal's)
.TP
TZ
time zone of table times (\-\-tz decides first)
.SH FILES
.TP
config.toml
in the configuration directory (ESX_CONFIG_DIR, else the platform's, e.g. ~/.config/esx): profiles, keys (mode 0600), default_sport, fees
.TP
history.sqlite
the history store of record, moves and bets (the platform data directory, or ESX_DATA_DIR; \-\-db chooses)
";

/// One line of text for roff without fill: escapes, and no line read as a request.
fn roff_line(line: &str) -> String {
    let escaped = line.replace('\\', "\\e").replace('-', "\\-");
    if escaped.starts_with(['.', '\'']) {
        format!("\\&{escaped}")
    } else {
        escaped
    }
}

/// The markers around the generated route table in `docs/commands.md`.
pub(crate) const ROUTE_TABLE_BEGIN: &str = "<!-- route-table: generated, do not edit -->\n";
pub(crate) const ROUTE_TABLE_END: &str = "<!-- route-table: end -->";

/// `page` (the text of `docs/commands.md`) with its route table regenerated from
/// `esx_proto::routes` between the markers.
///
/// # Errors
/// The page has no markers.
pub fn with_route_table(page: &str) -> anyhow::Result<String> {
    let (Some(b), Some(e)) = (page.find(ROUTE_TABLE_BEGIN), page.find(ROUTE_TABLE_END)) else {
        anyhow::bail!("docs/commands.md has no route-table markers");
    };
    let start = b + ROUTE_TABLE_BEGIN.len();
    anyhow::ensure!(
        start <= e,
        "docs/commands.md: route-table markers out of order"
    );
    Ok(format!(
        "{}{}{}",
        &page[..start],
        esx_proto::routes::markdown_table(),
        &page[e..]
    ))
}
