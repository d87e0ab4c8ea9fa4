//! `esx bets settle ID RESULT`: settle a logged bet by hand (won, lost, push or void).

use esx_store::BetResult;

use crate::context::Context;
use crate::error::EsxError;
use crate::store::{DbArg, store_error};

#[derive(Debug, clap::Args)]
pub(crate) struct SettleArgs {
    /// The bet's id (from `esx bets add` or `esx bets list`)
    #[arg(value_name = "ID")]
    pub(crate) id: i64,
    /// How it ended
    #[arg(value_name = "RESULT", value_parser = ["won", "lost", "push", "void"])]
    pub(crate) result: String,
    #[command(flatten)]
    pub(crate) db: DbArg,
}

pub(super) fn run(ctx: &Context, a: &SettleArgs) -> anyhow::Result<()> {
    let result = BetResult::parse(&a.result)
        .ok_or_else(|| EsxError::usage(format!("unknown result `{}`", a.result)))?;
    let mut store = a.db.open_existing_in(ctx)?;
    store
        .settle(a.id, result, &crate::store::now(&ctx.clock()))
        .map_err(store_error)?;
    ctx.diag()
        .note(&format!("bet {} settled {}", a.id, result.as_str()));
    Ok(())
}
