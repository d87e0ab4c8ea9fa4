//! One `--max-exposure` cap over every sport of a fan-out (`esx lines all --bankroll`).
//!
//! Why two passes: each sport renders its own table, CSV or JSON as it finishes, so a
//! scale known only when every sport is in cannot be applied afterwards. The first pass
//! fetches each sport's board once and sums the stakes it would place; the fan-out then
//! renders each sport from that same board with the run's scale, so every sport's
//! envelope shows its stakes after scaling and no request is sent twice.

use std::collections::BTreeMap;

use serde_json::Value;

use esx_odds::Exposure;
use esx_proto::routes;

use super::args::Args;
use super::board::{Run, view_from};
use crate::context::Context;
use crate::output::sink::Sink;

/// The run-wide stakes of a fan-out: each sport's `/lines` payload (fetched once) and the
/// exposure over the stakes of every sport.
pub(crate) struct RunStakes {
    boards: BTreeMap<String, Value>,
    exposure: Exposure,
}

impl RunStakes {
    /// The board the first pass fetched for `sport` (`None`: its fetch failed; the
    /// fan-out fetches it again and reports the error there).
    #[must_use]
    pub(crate) fn board(&self, sport: &str) -> Option<&Value> {
        self.boards.get(sport)
    }

    /// `{total, cap, scaled_by}` over every sport's stakes.
    #[must_use]
    pub(crate) fn exposure(&self) -> &Exposure {
        &self.exposure
    }
}

/// The first pass: `None` unless this run stakes (`--bankroll` on the market view, no
/// `--top`, `--check`, `--explain` or `--watch`) or when its flags are bad (the fan-out
/// then reports that once per sport, as it would without a plan).
#[must_use]
pub(crate) fn plan_run(ctx: &Context, args: &Args, sports: &[String]) -> Option<RunStakes> {
    let bankroll = args.bankroll?;
    if args.top || args.check || args.explain.is_some() || args.watch.is_some() {
        return None;
    }
    let fees = args.judge.fee_table(ctx).ok()?;
    // Its warnings would be printed again by the second pass: silenced here.
    let quiet = ctx.muted();
    let planned = crate::fanout::map_limited(sports, ctx.rate_signal(), |sport| {
        let (sink, _) = Sink::collector();
        let c = quiet.for_sport(sport, sink);
        let client = c.client().ok()?;
        let path = routes::LINES.path(&[sport]);
        let data = client.get_json(&path, args.query(None).pairs()).ok()?;
        let lines = crate::linebook::decode_lines(&data, &path).ok()?;
        let (_, exposure) =
            view_from(&c, args, data.clone(), &lines, &fees, &Run::default()).ok()?;
        Some((data, exposure?.total))
    });
    let mut boards = BTreeMap::new();
    let mut totals = Vec::new();
    for (sport, planned) in sports.iter().zip(planned) {
        if let Some(Some((data, total))) = planned {
            boards.insert(sport.clone(), data);
            totals.push(total);
        }
    }
    let exposure = esx_odds::kelly::exposure(&totals, bankroll, args.max_exposure).ok()?;
    Some(RunStakes { boards, exposure })
}
