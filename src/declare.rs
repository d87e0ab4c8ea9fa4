//! What a command declares about itself, in one value its module exports (its `Args`
//! implementing [`Declared`]): its help group, the route its sport argument selects for
//! (and so its sports), whether it watches, whether it needs the service, and how a run
//! over several sports merges. `commands/mod.rs` dispatches from these declarations and
//! holds no per-command list.

use crate::context::Context;
use crate::error::EsxError;
use crate::sports::Selector;

/// The groups `esx --help` lists commands under, in the order it prints them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Group {
    Board,
    Judgement,
    History,
    Routes,
    Setup,
}

impl Group {
    /// Every group, in help order.
    pub(crate) const ALL: [Group; 5] = [
        Group::Board,
        Group::Judgement,
        Group::History,
        Group::Routes,
        Group::Setup,
    ];

    /// The group's heading in `esx --help`.
    #[must_use]
    pub(crate) fn title(self) -> &'static str {
        match self {
            Group::Board => "The board",
            Group::Judgement => "Judgement",
            Group::History => "History",
            Group::Routes => "Service routes",
            Group::Setup => "Setup",
        }
    }
}

/// What a command is, declared by its module; `dispatch` reads nothing else about it.
pub(crate) trait Declared {
    /// Its heading in `esx --help`.
    const GROUP: Group;

    /// Whether it needs settings at all (`completions` runs with none, so a broken
    /// config or environment never stops it).
    const NEEDS_SETTINGS: bool = true;

    /// Whether it talks to the service (so `--demo` starts the simulator for it).
    fn uses_service(&self) -> bool {
        true
    }

    /// Its sport argument and the route whose sports it may name; `dispatch` resolves
    /// the run's sports from it before the command runs and hands the route on
    /// ([`Context::route`]). `None`: it takes no sport, or reads several itself.
    fn sports(&self) -> Option<Selector<'_>> {
        None
    }

    /// Whether it watches (`--watch`, the board): `--alert` applies and Ctrl-C ends it
    /// cleanly.
    fn watches(&self) -> bool {
        false
    }

    /// Checks made before anything starts (before `--demo`'s simulator).
    fn preflight(&self, _ctx: &Context) -> Result<(), EsxError> {
        Ok(())
    }

    /// Run once (for one sport under a fan-out).
    fn run(&self, ctx: &Context) -> anyhow::Result<()>;

    /// Run over several sports as one answer: by default each sport runs on its own
    /// collecting `Context` and the fan-out merges what they emitted.
    fn fan_out(&self, ctx: &Context, sports: &[String]) -> anyhow::Result<()>
    where
        Self: Sync,
    {
        crate::fanout::run(
            sports,
            ctx.rate_signal(),
            &ctx.output(crate::output::Format::Table),
            ctx.diag(),
            serde_json::Map::new,
            |sport, sink| self.run(&ctx.for_sport(sport, sink)),
        )
    }
}
