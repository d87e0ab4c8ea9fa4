//! `esx bets`: the bet log in the history store — add, list, settle, and a report of
//! profit, ROI and closing line value (CLV). One module per subcommand; `judge` prices
//! a logged bet net of its venue's fee against the store's one close (`close` says how
//! old it is, `service` computes it over the line history), for `list` and `report`.

mod add;
mod add_shapes;
mod bankroll;
mod bet_csv;
mod close;
mod export;
mod groups;
mod import;
mod judge;
mod legs_text;
mod list;
mod on_board;
mod plot;
mod report;
mod row;
mod service;
mod settle;

pub(crate) use add::AddArgs;
pub(crate) use export::ExportArgs;
pub(crate) use import::ImportArgs;
pub(crate) use list::ListArgs;
pub(crate) use report::ReportArgs;
pub(crate) use settle::SettleArgs;

use crate::context::Context;

pub(crate) const EXAMPLES: &str = concat!(
    "\
Examples:
  esx bets add --event kr_ev_1 --market match_winner --outcome Alpha --source thunderpick --decimal 1.70 --stake 10 --db /tmp/esx-history.sqlite
  esx bets settle 1 won --db /tmp/esx-history.sqlite
  esx bets list --db /tmp/esx-history.sqlite
  esx bets report --db /tmp/esx-history.sqlite --json
  esx bets export --db /tmp/esx-history.sqlite --format csv

CLV is measured against the one close: the consensus of every venue's last quote `esx
record` stored at or before the event's start (multiplicative de-vig, spec weights, every
venue that quoted the market counted, the bet's own included, no fees), the same close
`backtest --what bets` uses: clv_pct = 100 × (net decimal × p_close − 1). A close is `final` once
the start has passed if its quotes were last seen within --close-window of it: record the
board until the start. --close service takes a close the store lacks from the match's
line history (Builder).
A bet at a fee venue keeps the price typed and is judged on its net price: a Kalshi buy at
0.56 (decimal 1.7857) costs 0.56 + ",
    esx_odds::kalshi_fee!(),
    "·0.56·0.44 = 0.577248 per contract, so won it pays
73.24 per 100, not 78.57 (`esx config set fees.<venue> C`; polymarket 0 as of 2026-11).
With --contracts N the order costs N × the price in whole cents plus the fee charged per
order, rounded up to the cent; --maker charges
the maker rate (fees.<venue>.maker; kalshi 0.0175 as of 2026-11)."
);

#[derive(Debug, clap::Subcommand)]
pub(crate) enum Action {
    /// Log a bet; prints it as `bets list` shows it
    Add(Box<AddArgs>),
    /// List the bets with result, profit and CLV
    List(ListArgs),
    /// Settle a bet: won, lost, push or void
    Settle(SettleArgs),
    /// Count, staked, profit, ROI, mean CLV and the share that beat the close
    Report(ReportArgs),
    /// Every bet in esx's import CSV (`--format csv`) or JSON: uid, shape, tags, result,
    /// profit, close and CLV
    Export(ExportArgs),
    /// Read bets from a CSV (esx's own, or any through `--map NAME`); all or nothing,
    /// idempotent on each bet's uid
    Import(ImportArgs),
}

pub(crate) fn run(ctx: &Context, action: &Action) -> anyhow::Result<()> {
    match action {
        Action::Add(a) => add::run(ctx, a),
        Action::List(a) => list::run(ctx, a),
        Action::Settle(a) => settle::run(ctx, a),
        Action::Report(a) => report::run(ctx, a),
        Action::Export(a) => export::run(ctx, a),
        Action::Import(a) => import::run(ctx, a),
    }
}

impl crate::declare::Declared for Action {
    const GROUP: crate::declare::Group = crate::declare::Group::History;

    fn run(&self, ctx: &Context) -> anyhow::Result<()> {
        run(ctx, self)
    }
}
