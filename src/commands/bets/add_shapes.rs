//! `bets add`'s parlays and slips (DESIGN settled point 12) and every shape's tags: the
//! legs read from `--leg`/`--pick` in the text export writes (`legs_text`), each parlay
//! leg checked against the recorded board as a single is, each slip pick matched to a
//! recorded prop (its event filled in so `grade` finds the player's result), and the
//! slip's price from `--payout` or the app's table.

use esx_odds::bet_settle::SlipType;
use esx_store::{BetKind, BetLeg, NewBet, Store};

use super::legs_text::parse_legs;
use super::on_board;
use crate::context::Context;
use crate::error::EsxError;
use crate::slip_rules::{flex_table, power_payout};
use crate::store::store_error;

/// The longest tag `--tag` takes, in characters.
const MAX_TAG: usize = 40;

/// What every multi-leg bet shares: where and when it was placed, its stake, and
/// whether a leg off the recorded board is logged anyway.
pub(super) struct Entry<'a> {
    pub(super) source: &'a str,
    /// When it was placed (a stored time).
    pub(super) at: &'a str,
    pub(super) stake: f64,
    pub(super) force: bool,
}

fn usage(msg: String) -> anyhow::Error {
    EsxError::usage(msg).into()
}

/// `--slip`'s value: `power2`..`power6` or `flex3`..`flex6`, lower-cased.
pub(crate) fn slip_type_arg(s: &str) -> Result<String, String> {
    SlipType::parse(s)
        .map(|_| s.trim().to_ascii_lowercase())
        .ok_or_else(|| format!("`{s}` is not a slip type: power2..power6 or flex3..flex6"))
}

/// The tags as stored: trimmed, sorted, each once. An empty tag, one with a comma or a
/// control character (they would not survive the export's one cell) or one longer than
/// 40 characters is exit 2.
pub(super) fn check_tags(tags: &[String]) -> anyhow::Result<Vec<String>> {
    let mut out = Vec::with_capacity(tags.len());
    for t in tags {
        let t = t.trim();
        if t.is_empty() {
            return Err(usage("--tag must not be empty".into()));
        }
        if t.contains(',') || t.chars().any(char::is_control) {
            return Err(usage(format!(
                "--tag `{}` must not contain a comma or a control character",
                crate::output::echo::cut(t)
            )));
        }
        if t.chars().count() > MAX_TAG {
            return Err(usage(format!(
                "--tag `{}` is longer than {MAX_TAG} characters",
                crate::output::echo::cut(t)
            )));
        }
        out.push(t.to_string());
    }
    out.sort();
    out.dedup();
    Ok(out)
}

/// One leg or pick from its flag's value (exactly one, without a result: `grade` sets
/// that).
fn one_leg(kind: BetKind, flag: &str, text: &str) -> anyhow::Result<BetLeg> {
    let legs = parse_legs(kind, text).map_err(|e| usage(format!("{flag}: {e}")))?;
    match legs.as_slice() {
        [l] if l.result.is_none() => Ok(l.clone()),
        [_] => Err(usage(format!(
            "{flag} `{}`: a leg's result is set by `esx grade`, not typed",
            crate::output::echo::cut(text)
        ))),
        _ => Err(usage(format!(
            "{flag} `{}`: one leg per {flag} (repeat the flag)",
            crate::output::echo::cut(text)
        ))),
    }
}

/// A parlay of `legs` (at least 2) at `decimal`, by default the product of the legs'
/// prices; each leg checked against the recorded board of its event.
pub(super) fn parlay(
    ctx: &Context,
    store: &Store,
    at: &Entry<'_>,
    legs: &[String],
    decimal: Option<f64>,
) -> anyhow::Result<NewBet> {
    if legs.len() < 2 {
        return Err(usage(format!(
            "a parlay needs at least 2 legs (--leg EVENT:MARKET[:MAP|LINE]:OUTCOME@DECIMAL, repeated), got {}",
            legs.len()
        )));
    }
    let legs = legs
        .iter()
        .map(|t| one_leg(BetKind::Parlay, "--leg", t))
        .collect::<anyhow::Result<Vec<_>>>()?;
    for (i, l) in legs.iter().enumerate() {
        let sel = (
            l.event_id.as_deref().unwrap_or(""),
            l.market.as_deref().unwrap_or(""),
            l.outcome.as_deref().unwrap_or(""),
        );
        on_board::check(ctx, store, &format!("leg {}: ", i + 1), sel, at.force)?;
    }
    let product: f64 = legs.iter().filter_map(|l| l.decimal).product();
    let decimal = decimal.unwrap_or(product);
    if !(decimal.is_finite() && decimal > 1.0) {
        return Err(usage(format!("--decimal must be above 1, got {decimal}")));
    }
    Ok(NewBet {
        placed_at: at.at.to_string(),
        event_id: legs[0].event_id.clone().unwrap_or_default(),
        market: BetKind::Parlay.as_str().to_string(),
        outcome: format!("{} legs", legs.len()),
        source: at.source.to_string(),
        decimal,
        stake: at.stake,
        kind: BetKind::Parlay,
        legs,
        ..NewBet::default()
    })
}

/// A slip of type `ty` with its `picks` (as many as the type has), paying `payout` with
/// every pick correct, else the app's table (config `payout.<app>.*`, else the
/// defaults); each pick matched to the props the store recorded.
pub(super) fn slip(
    ctx: &Context,
    store: &Store,
    at: &Entry<'_>,
    ty: &str,
    picks: &[String],
    payout: Option<f64>,
) -> anyhow::Result<NewBet> {
    let Some(t) = SlipType::parse(ty) else {
        return Err(usage(format!(
            "`{ty}` is not a slip type: power2..power6 or flex3..flex6"
        )));
    };
    if picks.len() != t.picks {
        return Err(usage(format!(
            "a {ty} slip takes {} picks (--pick PLAYER:STAT_TYPE:LINE:over|under, repeated), got {}",
            t.picks,
            picks.len()
        )));
    }
    if let Some(p) = payout
        && !(p.is_finite() && p > 1.0)
    {
        return Err(usage(format!("--payout must be above 1, got {p}")));
    }
    let file = ctx.config();
    let profile = ctx.profile().to_string();
    let config = |key: &str| file.get_text(&profile, key);
    let n = u32::try_from(t.picks).unwrap_or(u32::MAX);
    let table = if t.flex {
        flex_table(&config, at.source, n).and_then(|t| t.first().copied())
    } else {
        power_payout(&config, at.source, n)
    };
    let Some(decimal) = payout.or(table) else {
        return Err(usage(format!(
            "{} has no {ty} payout table (config payout.{}.{}): pass --payout M, what the slip pays per unit staked with every pick correct",
            at.source,
            at.source,
            if t.flex {
                format!("flex{n}")
            } else {
                n.to_string()
            }
        )));
    };
    if t.flex && table.is_none() {
        ctx.diag().warn(&format!(
            "{} has no flex{n} table (config payout.{}.flex{n}): `esx grade` settles this slip only when every pick is correct (at --payout); otherwise settle it with `esx bets settle`",
            at.source, at.source
        ));
    }
    let mut legs = picks
        .iter()
        .map(|p| one_leg(BetKind::Slip, "--pick", p))
        .collect::<anyhow::Result<Vec<_>>>()?;
    for (i, l) in legs.iter_mut().enumerate() {
        match_pick(ctx, store, i + 1, l, at)?;
    }
    Ok(NewBet {
        placed_at: at.at.to_string(),
        event_id: legs
            .iter()
            .find_map(|l| l.event_id.clone())
            .unwrap_or_default(),
        market: BetKind::Slip.as_str().to_string(),
        outcome: ty.to_string(),
        source: at.source.to_string(),
        decimal,
        stake: at.stake,
        kind: BetKind::Slip,
        slip_type: Some(ty.to_string()),
        payout,
        legs,
        ..NewBet::default()
    })
}

/// Match pick `n` to the props the store recorded for its player and stat type: its
/// event (the soonest starting at or after the bet was placed, else the latest) and the
/// tape's spelling of the player and stat fill the leg, so `grade` finds the player's
/// result. No prop recorded for the player's stat: a warning. Recorded, but never at the
/// pick's line (or not at its `@EVENT`): exit 2 naming the lines there, unless `--force`.
fn match_pick(
    ctx: &Context,
    store: &Store,
    n: usize,
    leg: &mut BetLeg,
    at: &Entry<'_>,
) -> anyhow::Result<()> {
    let player = leg.player.clone().unwrap_or_default();
    let stat = leg.stat_type.clone().unwrap_or_default();
    let line = leg.line.unwrap_or(f64::NAN);
    let mut cands = store.recorded_props(&player, &stat).map_err(store_error)?;
    if cands.is_empty() {
        ctx.diag().warn(&format!(
            "pick {n}: no {stat} props of {player} are recorded: `esx grade` settles it from the player's result alone (`esx record SPORT --what props` records them)"
        ));
        return Ok(());
    }
    if let Some(e) = leg.event_id.as_deref() {
        cands.retain(|c| c.event_id == e);
    }
    let at_line: Vec<_> = cands.iter().filter(|c| c.line == line).cloned().collect();
    let pool = if at_line.is_empty() {
        let mut nums: Vec<f64> = cands.iter().map(|c| c.line).collect();
        nums.sort_by(f64::total_cmp);
        nums.dedup();
        let lines: Vec<String> = nums.iter().map(f64::to_string).collect();
        let why = format!(
            "pick {n}: {player} {stat} is not recorded at line {line}{} (lines there: {})",
            leg.event_id
                .as_deref()
                .map(|e| format!(" in event {e}"))
                .unwrap_or_default(),
            if lines.is_empty() {
                "none".to_string()
            } else {
                lines.join(", ")
            }
        );
        if !at.force {
            return Err(usage(format!(
                "{why}; check the pick as `esx props` shows it, or log it anyway with --force"
            )));
        }
        ctx.diag().warn(&format!("{why} (logged with --force)"));
        cands
    } else {
        at_line
    };
    let mut best: Option<(Option<String>, &esx_store::RecordedProp)> = None;
    for c in &pool {
        let start = store.event_start(&c.event_id).map_err(store_error)?;
        // Upcoming first (the soonest), then past ones (the latest).
        let better = match (&best, &start) {
            (None, _) => true,
            (Some((b, _)), Some(s)) => {
                let upcoming = s.as_str() >= at.at;
                match b {
                    Some(b) if b.as_str() >= at.at => upcoming && s < b,
                    Some(b) => upcoming || s > b,
                    None => true,
                }
            }
            (Some(_), None) => false,
        };
        if better {
            best = Some((start, c));
        }
    }
    if let Some((_, c)) = best {
        leg.event_id = Some(c.event_id.clone());
        leg.player = Some(c.player.clone());
        leg.stat_type = Some(c.stat_type.clone());
    }
    Ok(())
}
