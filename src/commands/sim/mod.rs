//! `esx sim serve`: run the embedded simulator on a port for offline scripting; `esx sim
//! history`: write a simulated season into a history store.

mod history;

use std::net::SocketAddr;
use std::sync::atomic::Ordering;
use std::time::Duration;

use clap::Subcommand;

use crate::context::Context;

const EXAMPLES: &str = "\
Examples:
  esx sim serve                                  # http://127.0.0.1:8787, seed 42, clock now
  esx sim serve --addr 127.0.0.1:0 --seed 7 --now 2026-11-21T12:00:00Z
  esx sim serve --scale 20 --rate-limit 600      # a bigger board; 429s past 600 requests/min
  esx sim serve --fields spec                    # only the interface's documented fields
  ESX_BASE_URL=http://127.0.0.1:8787 ESX_API_KEY=demo-hobby esx lines cs2

Demo keys: demo-sandbox, demo-hobby, demo-builder (one per plan). The same --seed and --now
give byte-identical answers.";

#[derive(Debug, Subcommand)]
pub(crate) enum SimCommand {
    /// Serve the simulated service until Ctrl-C (first stdout line: `listening on URL`)
    #[command(after_help = EXAMPLES)]
    Serve(ServeArgs),
    /// Write N days of recorded boards, predictions and graded outcomes into a history store
    #[command(after_help = history::EXAMPLES)]
    History(history::Args),
}

#[derive(Debug, clap::Args)]
pub(crate) struct ServeArgs {
    /// Address to listen on (port 0 picks a free one)
    #[arg(long, default_value = "127.0.0.1:8787", value_name = "ADDR")]
    pub(crate) addr: SocketAddr,
    /// Seed of the synthetic world
    #[arg(long, default_value_t = 42)]
    pub(crate) seed: u64,
    /// Multiply the size of the board (e.g. for a 100k-row gaps export)
    #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u32).range(1..=1000))]
    pub(crate) scale: u32,
    /// Answer 429 past N requests per minute per key
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    pub(crate) rate_limit: Option<u32>,
    /// Wait this many milliseconds before every answer, like a network round trip
    /// (concurrent requests wait together; for benchmarks of `esx lines all`)
    #[arg(long, value_name = "MS", default_value_t = 0, value_parser = clap::value_parser!(u64).range(0..=60_000))]
    pub(crate) latency: u64,
    /// Which fields to serve: everything the simulator computes (full), or only the
    /// fields the service's interface documents (spec; undocumented routes are 404)
    #[arg(long, value_enum, default_value_t = FieldMode::Full, value_name = "MODE")]
    pub(crate) fields: FieldMode,
}

/// `--fields`: the simulator's field modes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum FieldMode {
    /// The interface plus what upstream-notes records (the default)
    Full,
    /// Only the documented fields [env for --demo: ESX_SIM_FIELDS=spec]
    Spec,
}

pub(crate) fn run(ctx: &Context, cmd: &SimCommand) -> anyhow::Result<()> {
    let args = match cmd {
        SimCommand::Serve(args) => args,
        SimCommand::History(args) => return history::run(ctx, args),
    };
    let handle = crate::demo::serve(crate::demo::ServeOptions {
        addr: args.addr,
        seed: args.seed,
        // The global --now (or ESX_NOW) pins the simulator's clock.
        now: ctx.clock().pinned_at(),
        scale: args.scale,
        rate_limit: args.rate_limit,
        latency: Duration::from_millis(args.latency),
        spec_fields: args.fields == FieldMode::Spec,
    })?;
    if !handle.addr().ip().is_loopback() {
        ctx.diag().warn(&format!(
            "the simulator listens on {}, reachable from other machines",
            handle.addr()
        ));
    }
    let stop = crate::interrupt::interrupted();
    crate::output::stream_text(&format!("listening on {}", handle.base_url()))?;
    ctx.diag()
        .note("demo keys: demo-sandbox, demo-hobby, demo-builder · Ctrl-C to stop");
    while !stop.load(Ordering::SeqCst) {
        std::thread::sleep(Duration::from_millis(100));
    }
    handle.shutdown();
    Ok(())
}

impl crate::declare::Declared for SimCommand {
    const GROUP: crate::declare::Group = crate::declare::Group::Setup;

    fn uses_service(&self) -> bool {
        false
    }

    fn run(&self, ctx: &Context) -> anyhow::Result<()> {
        run(ctx, self)
    }
}
