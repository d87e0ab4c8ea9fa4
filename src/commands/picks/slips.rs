//! The slips of `esx picks`: the envelope's slip head (the payout and break-even every
//! pick is judged against, and each venue's) and the K best slips of `--best-slips`.

use std::collections::HashMap;

use super::view::{PickRow, SlipHead, SlipJson, SlipLegJson};
use super::{Args, Pay, Payouts};
use crate::error::EsxError;
use crate::output::num::Exact;
use esx_odds::picks::{SlipLeg, best_slips};

/// The envelope's slip: --payout's, else --app's, else the any-venue default; and each
/// priced venue's payout and break-even.
pub(super) fn slip_head(
    args: &Args,
    payouts: &mut Payouts,
    config: &dyn Fn(&str) -> Option<String>,
    seen_apps: &[(String, Pay)],
) -> Result<SlipHead, EsxError> {
    // (A flex slip's headline is the first venue with a table: there is no any-venue one.)
    let head_payout = match (payouts.custom, &args.app) {
        (Some(m), _) => Pay::Power(m),
        (None, Some(app)) => payouts.for_venue(&app.to_ascii_lowercase(), config)?,
        (None, None) if payouts.is_flex() => match seen_apps.first() {
            Some((_, pay)) => pay.clone(),
            None => payouts.for_venue("prizepicks", config)?,
        },
        (None, None) => payouts.for_venue("*", config)?,
    };
    let head_be = head_payout.breakeven(payouts.legs)?;
    let by_app = super::view::ByApp::of(seen_apps, payouts.legs);
    Ok(SlipHead {
        name: payouts.slip_name,
        legs: payouts.legs,
        payout: head_payout,
        breakeven: Exact(head_be),
        by_app,
    })
}

/// The K best slips across venues (each slip on one venue, legs from different events),
/// by `slip_ev_pct`.
pub(super) fn best_slips_of<'a>(
    picks: &[PickRow<'a>],
    payouts: &Payouts,
    k: usize,
    apps: &[(String, Pay)],
    config: &dyn Fn(&str) -> Option<String>,
) -> Result<Vec<SlipJson<'a>>, EsxError> {
    let n = payouts.legs as usize;
    let mut events: HashMap<&str, usize> = HashMap::new();
    let mut all = Vec::new();
    for (app, payout) in apps {
        let cands: Vec<SlipLeg> = picks
            .iter()
            .enumerate()
            .filter(|(_, p)| p.app == app.as_str())
            .map(|(i, p)| {
                let next = events.len();
                let event = *events.entry(p.event_id).or_insert(next);
                SlipLeg {
                    index: i,
                    event,
                    p_win: p.p_win.0,
                }
            })
            .collect();
        // Slips are searched by Π p_win (the all-correct multiplier); a flex slip's EV
        // is then its table's, every result enumerated, a pushed leg dropping the slip
        // to the smaller table (`flex_settle`).
        let slips = best_slips(&cands, n, payout.top(), k)
            .map_err(|e| EsxError::usage(format!("slip payout: {e}")))?;
        let dropped = match payout {
            Pay::Flex(_) => Some(payouts.dropped_tables(app, config)?),
            Pay::Power(_) => None,
        };
        all.extend(slips.into_iter().map(|mut s| {
            let wins: Vec<f64> = s.legs.iter().map(|&i| picks[i].p_win.0).collect();
            let pushes: Vec<f64> = s
                .legs
                .iter()
                .map(|&i| picks[i].p_push.map_or(0.0, |p| p.0))
                .collect();
            s.slip_ev_pct = match (payout, &dropped) {
                (Pay::Flex(top), Some(d)) => d
                    .slip_ev_pct(top, &wins, &pushes)
                    .unwrap_or_else(|| payout.slip_ev_pct(&wins)),
                _ => payout.slip_ev_pct(&wins),
            };
            (app.clone(), payout.clone(), s)
        }));
    }
    all.sort_by(|a, b| b.2.slip_ev_pct.total_cmp(&a.2.slip_ev_pct));
    all.truncate(k);
    Ok(all
        .into_iter()
        .map(|(app, payout, s)| SlipJson {
            app,
            payout,
            p_all: Exact(s.p_all),
            slip_ev_pct: Exact(s.slip_ev_pct),
            legs: s.legs.iter().map(|&i| SlipLegJson::of(&picks[i])).collect(),
        })
        .collect())
}
