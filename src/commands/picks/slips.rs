//! The slips of `esx picks`: the envelope's slip head (the payout and break-even every
//! pick is judged against, and each venue's) and the K best slips of `--best-slips`.

use std::collections::HashMap;

use super::args::Args;
use super::payouts::{Pay, Payouts};
use super::view::{PickRow, SlipHead, SlipJson, SlipLegJson};
use crate::error::EsxError;
use crate::output::num::Exact;
use crate::slip_rules::{push_rule, push_rule_with_source};
use esx_odds::picks::{PushSlipLeg, SlipLeg, best_power_slips, best_slips};

/// The envelope's slip: --payout's, else --app's, else the any-venue default; and each
/// priced venue's payout and break-even.
pub(super) fn slip_head(
    args: &Args,
    payouts: &mut Payouts,
    config: &dyn Fn(&str) -> Option<String>,
    seen_apps: &[(String, Pay)],
) -> Result<SlipHead, EsxError> {
    // (A flex slip's headline is the first venue with a table: there is no any-venue one.)
    let app = args.app.as_ref().map(|a| a.to_ascii_lowercase());
    let (head_venue, head_payout) = match (payouts.custom, &app) {
        (Some(m), _) => (app.as_deref().unwrap_or("*"), Pay::Power(m)),
        (None, Some(app)) => (app.as_str(), payouts.for_venue(app, config)?),
        (None, None) if payouts.is_flex() => match seen_apps.first() {
            Some((venue, pay)) => (venue.as_str(), pay.clone()),
            None => ("prizepicks", payouts.for_venue("prizepicks", config)?),
        },
        (None, None) => ("*", payouts.for_venue("*", config)?),
    };
    let head_be = head_payout.breakeven(payouts.legs)?;
    let (push, rule_source) = push_rule_with_source(config, head_venue)?;
    let by_app = super::view::ByApp::of(seen_apps, payouts.legs)
        .with_rules(|app| push_rule_with_source(config, app))?;
    Ok(SlipHead {
        name: payouts.slip_name,
        legs: payouts.legs,
        payout: head_payout,
        breakeven: Exact(head_be),
        push: push.name(),
        rule_source,
        by_app,
    })
}

/// The K best slips across venues (each slip on one venue, legs from different events),
/// by `slip_ev_pct` under each venue's push rule (`payout.<venue>.push`, DESIGN.md
/// settled point 10): a pushed leg drops the slip to one pick fewer at that slip's
/// payout (a 2-pick is refunded), or loses it under `lose`.
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
    let push = |i: usize| picks[i].p_push.map_or(0.0, |p| p.0);
    for (app, payout) in apps {
        let rule = push_rule(config, app)?;
        let cands: Vec<PushSlipLeg> = picks
            .iter()
            .enumerate()
            .filter(|(_, p)| p.app == app.as_str())
            .map(|(i, p)| {
                let next = events.len();
                let event = *events.entry(p.event_id).or_insert(next);
                PushSlipLeg {
                    index: i,
                    event,
                    p_win: p.p_win.0,
                    p_push: push(i),
                }
            })
            .collect();
        let slips = match payout {
            // Power: searched by expected payout under the rule (exact).
            Pay::Power(m) => {
                let pays = payouts.power_pays(app, *m, rule, config);
                best_power_slips(&cands, n, &pays, k)
            }
            // Flex: searched by Π p_win (the all-correct multiplier), then each slip's
            // EV is its table's, every result enumerated under the rule.
            Pay::Flex(_) => {
                let plain: Vec<SlipLeg> = cands
                    .iter()
                    .map(|c| SlipLeg {
                        index: c.index,
                        event: c.event,
                        p_win: c.p_win,
                    })
                    .collect();
                best_slips(&plain, n, payout.top(), k)
            }
        }
        .map_err(|e| EsxError::usage(format!("slip payout: {e}")))?;
        let dropped = match payout {
            Pay::Flex(_) => Some(payouts.dropped_tables(app, config)?),
            Pay::Power(_) => None,
        };
        all.extend(slips.into_iter().map(|mut s| {
            if let (Pay::Flex(top), Some(d)) = (payout, &dropped) {
                let wins: Vec<f64> = s.legs.iter().map(|&i| picks[i].p_win.0).collect();
                let pushes: Vec<f64> = s.legs.iter().map(|&i| push(i)).collect();
                s.slip_ev_pct = d
                    .slip_ev_pct(top, &wins, &pushes, rule)
                    .unwrap_or_else(|| payout.slip_ev_pct(&wins));
            }
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
