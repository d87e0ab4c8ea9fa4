//! A parlay's legs or a slip's picks as one CSV cell, in the text `bets add` takes
//! (DESIGN settled point 12), legs separated by `;`: a parlay leg
//! `EVENT:MARKET[:MAP][:LINE]:OUTCOME@DECIMAL`, a slip pick `PLAYER:STAT:LINE:SIDE`. What
//! the log knows beyond that text is appended so an export imports as it was: a pick's
//! matched event as `@EVENT`, a graded leg's result as `=RESULT`.

use esx_store::{BetKind, BetLeg, BetResult};

/// Between legs in one cell.
pub(super) const LEG_SEPARATOR: char = ';';

/// The legs of a bet as one cell (empty for a single).
#[must_use]
pub(super) fn legs_text(kind: BetKind, legs: &[BetLeg]) -> String {
    let one = |l: &BetLeg| -> String {
        let mut s = if kind == BetKind::Slip {
            pick_text(l)
        } else {
            leg_text(l)
        };
        if let Some(r) = l.result {
            s.push('=');
            s.push_str(r.as_str());
        }
        s
    };
    legs.iter()
        .map(one)
        .collect::<Vec<_>>()
        .join(&LEG_SEPARATOR.to_string())
}

/// A slip pick: `PLAYER:STAT:LINE:SIDE`, then `@EVENT` when it was matched to one.
fn pick_text(l: &BetLeg) -> String {
    let mut s = format!(
        "{}:{}:{}:{}",
        l.player.as_deref().unwrap_or(""),
        l.stat_type.as_deref().unwrap_or(""),
        l.line.map(|x| x.to_string()).unwrap_or_default(),
        l.side.as_deref().unwrap_or("")
    );
    if let Some(e) = l.event_id.as_deref().filter(|e| !e.is_empty()) {
        s.push('@');
        s.push_str(e);
    }
    s
}

/// A parlay leg: `EVENT:MARKET[:MAP][:LINE]:OUTCOME@DECIMAL`.
fn leg_text(l: &BetLeg) -> String {
    let mut parts: Vec<String> = vec![
        l.event_id.clone().unwrap_or_default(),
        l.market.clone().unwrap_or_default(),
    ];
    if let Some(m) = l.map {
        parts.push(m.to_string());
    }
    if let Some(x) = l.line {
        parts.push(x.to_string());
    }
    parts.push(l.outcome.clone().unwrap_or_default());
    format!(
        "{}@{}",
        parts.join(":"),
        l.decimal.map(|d| d.to_string()).unwrap_or_default()
    )
}

/// The legs of a cell, or why one cannot be read (naming it).
pub(super) fn parse_legs(kind: BetKind, cell: &str) -> Result<Vec<BetLeg>, String> {
    cell.split(LEG_SEPARATOR)
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(|l| match kind {
            BetKind::Slip => pick(l),
            _ => parlay_leg(l),
        })
        .collect()
}

/// A leg's `=RESULT` suffix taken off, when it has one.
fn result_of(text: &str) -> (&str, Option<BetResult>) {
    match text.rsplit_once('=') {
        Some((rest, r)) => match BetResult::parse(r.trim()) {
            Some(res) => (rest, Some(res)),
            None => (text, None),
        },
        None => (text, None),
    }
}

fn parlay_leg(text: &str) -> Result<BetLeg, String> {
    let form = "EVENT:MARKET[:MAP|LINE]:OUTCOME@DECIMAL";
    let (body, result) = result_of(text);
    let Some((left, price)) = body.rsplit_once('@') else {
        return Err(format!("leg `{text}` has no @DECIMAL ({form})"));
    };
    let decimal = price
        .trim()
        .parse::<f64>()
        .ok()
        .filter(|d| d.is_finite() && *d > 1.0)
        .ok_or_else(|| format!("leg `{text}`: the decimal must be a number above 1"))?;
    let parts: Vec<&str> = left.split(':').map(str::trim).collect();
    let (event, market, outcome) = match parts.as_slice() {
        [e, m, .., o] if parts.len() <= 5 => (*e, *m, *o),
        _ => return Err(format!("leg `{text}` is not {form}")),
    };
    let line_of = |s: &str| {
        s.parse::<f64>()
            .ok()
            .filter(|x| x.is_finite())
            .ok_or_else(|| format!("leg `{text}`: `{s}` is not a map number or a line"))
    };
    let map_of = |s: &str| {
        s.parse::<u32>()
            .map_err(|_| format!("leg `{text}`: `{s}` is not a map number"))
    };
    let (map, line) = match parts.as_slice() {
        [_, _, x, _] if market.starts_with("map_") && x.parse::<u32>().is_ok() => {
            (Some(map_of(x)?), None)
        }
        [_, _, x, _] => (None, Some(line_of(x)?)),
        [_, _, m, x, _] => (Some(map_of(m)?), Some(line_of(x)?)),
        _ => (None, None),
    };
    if event.is_empty() || market.is_empty() || outcome.is_empty() {
        return Err(format!("leg `{text}` is not {form}"));
    }
    Ok(BetLeg {
        event_id: Some(event.to_string()),
        market: Some(market.to_string()),
        map,
        line,
        outcome: Some(outcome.to_string()),
        decimal: Some(decimal),
        result,
        ..BetLeg::default()
    })
}

fn pick(text: &str) -> Result<BetLeg, String> {
    let form = "PLAYER:STAT:LINE:over|under";
    let (body, result) = result_of(text);
    let (body, event) = match body.rsplit_once('@') {
        Some((b, e)) => (b, Some(e.trim().to_string()).filter(|e| !e.is_empty())),
        None => (body, None),
    };
    let parts: Vec<&str> = body.split(':').map(str::trim).collect();
    let [player, stat, line, side] = parts.as_slice() else {
        return Err(format!("pick `{text}` is not {form}"));
    };
    let line = line
        .parse::<f64>()
        .ok()
        .filter(|x| x.is_finite())
        .ok_or_else(|| format!("pick `{text}`: the line `{line}` is not a number"))?;
    let side = side.to_ascii_lowercase();
    if player.is_empty() || stat.is_empty() || !matches!(side.as_str(), "over" | "under") {
        return Err(format!("pick `{text}` is not {form}"));
    }
    Ok(BetLeg {
        event_id: event,
        player: Some((*player).to_string()),
        stat_type: Some((*stat).to_string()),
        line: Some(line),
        side: Some(side),
        result,
        ..BetLeg::default()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Written and read back, every field of a leg survives; the text is `bets add`'s.
    #[test]
    fn legs_round_trip_through_their_text() {
        let parlay = vec![
            BetLeg {
                event_id: Some("ev1".into()),
                market: Some("match_winner".into()),
                outcome: Some("Alpha".into()),
                decimal: Some(1.8),
                result: Some(BetResult::Won),
                ..BetLeg::default()
            },
            BetLeg {
                event_id: Some("ev2".into()),
                market: Some("map_winner".into()),
                map: Some(2),
                outcome: Some("Bravo".into()),
                decimal: Some(2.05),
                ..BetLeg::default()
            },
            BetLeg {
                event_id: Some("ev3".into()),
                market: Some("map_handicap".into()),
                map: Some(1),
                line: Some(-1.5),
                outcome: Some("Charlie".into()),
                decimal: Some(1.9),
                ..BetLeg::default()
            },
            BetLeg {
                event_id: Some("ev4".into()),
                market: Some("total_maps".into()),
                line: Some(2.5),
                outcome: Some("over".into()),
                decimal: Some(1.95),
                ..BetLeg::default()
            },
        ];
        let text = legs_text(BetKind::Parlay, &parlay);
        assert_eq!(
            text,
            "ev1:match_winner:Alpha@1.8=won;ev2:map_winner:2:Bravo@2.05;ev3:map_handicap:1:-1.5:Charlie@1.9;ev4:total_maps:2.5:over@1.95"
        );
        assert_eq!(parse_legs(BetKind::Parlay, &text).unwrap(), parlay);
        let slip = vec![
            BetLeg {
                player: Some("s1mple".into()),
                stat_type: Some("kills".into()),
                line: Some(18.5),
                side: Some("over".into()),
                event_id: Some("ev1".into()),
                result: Some(BetResult::Void),
                ..BetLeg::default()
            },
            BetLeg {
                player: Some("ZywOo".into()),
                stat_type: Some("headshots".into()),
                line: Some(9.0),
                side: Some("under".into()),
                ..BetLeg::default()
            },
        ];
        let text = legs_text(BetKind::Slip, &slip);
        assert_eq!(
            text,
            "s1mple:kills:18.5:over@ev1=void;ZywOo:headshots:9:under"
        );
        assert_eq!(parse_legs(BetKind::Slip, &text).unwrap(), slip);
    }

    #[test]
    fn a_malformed_leg_is_named() {
        let e = parse_legs(BetKind::Parlay, "ev1:match_winner:Alpha").unwrap_err();
        assert_eq!(
            e,
            "leg `ev1:match_winner:Alpha` has no @DECIMAL (EVENT:MARKET[:MAP|LINE]:OUTCOME@DECIMAL)"
        );
        let e = parse_legs(BetKind::Parlay, "ev1:match_winner:Alpha@0.5").unwrap_err();
        assert!(e.contains("above 1"), "{e}");
        let e = parse_legs(BetKind::Slip, "p:kills:x:over").unwrap_err();
        assert!(e.contains("`x` is not a number"), "{e}");
        let e = parse_legs(BetKind::Slip, "p:kills:1.5:sideways").unwrap_err();
        assert!(e.contains("is not PLAYER:STAT:LINE:over|under"), "{e}");
    }
}
