//! The MCP tool table: for each tool, the `esx` command it runs, its arguments (each one
//! a flag or positional of that command) and, for list tools, the row array `limit` cuts.
//! The tools themselves are in `judge.rs`, `board.rs` and `intel.rs`; their descriptions are written
//! for an agent: when to use the tool and what its numbers mean.

#[macro_use]
mod spec;

mod board;
mod intel;
mod judge;

pub(crate) use spec::{At, DEFAULT_LIMIT, MAX_LIMIT, Param, Rows, ToolSpec, Ty};

/// Every tool `esx mcp` serves, in the order `tools/list` gives them.
pub(crate) const TOOLS: &[ToolSpec] = &[
    board::BOOKS,
    board::PROPS,
    judge::LINES,
    judge::TOP_EDGES,
    judge::EXPLAIN,
    board::GAPS,
    judge::PARLAY_PRICE,
    judge::PARLAYS_DISCOVER,
    judge::ARBS,
    judge::PICKS,
    board::FLOW,
    board::DVR,
    board::LIVE_GAMES,
    board::LIVE_BOXSCORE,
    intel::LIVE_PRICES,
    board::RESEARCH_PLAYER,
    board::MATCHES,
    intel::MATCH_INTEL,
    board::MOVES,
    intel::LINE_HISTORY,
    board::BETS_REPORT,
    board::VENUES_RANK,
];

/// The tool of this name.
#[must_use]
pub(crate) fn find(name: &str) -> Option<&'static ToolSpec> {
    TOOLS.iter().find(|t| t.name == name)
}
