//! The board's Bets tab, read from the bet log's own commands: `bets list`'s NDJSON rows
//! (id, price, stake, result, profit, CLV), `bets export`'s (each bet's kind and legs,
//! for a parlay's or a slip's one-line summary) and `bets report --json`'s overall line
//! (the tab's header), each typed by serde. Outside `commands/` (DESIGN settled point
//! 19): the rows are the bet commands' output, the board only reads them.

use serde::{Deserialize, Serialize};
use serde_json::Value;

/// A row of `bets list --format ndjson`, the fields the tab reads; the tab's row keeps
/// them but the event, market and outcome, which its selection says.
#[derive(Debug, Clone, Default, PartialEq, Deserialize, Serialize)]
#[serde(default)]
pub(crate) struct ListedBet {
    pub(crate) bet_id: Option<i64>,
    pub(crate) placed_at: String,
    /// The event's teams (`Alpha vs Bravo`), else its id; a parlay's or slip's first leg's.
    #[serde(skip_serializing)]
    pub(crate) event: String,
    /// The market's label; `parlay` or `slip` for a bet of several legs.
    #[serde(skip_serializing)]
    pub(crate) market: String,
    /// A single's outcome; a parlay's `3 legs`, a slip's type (`flex3`).
    #[serde(skip_serializing)]
    pub(crate) outcome: String,
    pub(crate) source: String,
    pub(crate) decimal: Option<f64>,
    pub(crate) stake: Option<f64>,
    /// `open` until settled.
    pub(crate) result: String,
    pub(crate) profit: Option<f64>,
    pub(crate) clv_pct: Option<f64>,
}

/// A row of `bets export --format ndjson`, the fields `list` does not carry.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default)]
pub(crate) struct ExportedBet {
    pub(crate) placed_at: String,
    /// `single`, `parlay` or `slip`.
    pub(crate) kind: String,
    /// `;`-separated, as `bets add` takes them: a parlay leg
    /// `EVENT:MARKET[:MAP][:LINE]:OUTCOME@DECIMAL`, a slip pick `PLAYER:STAT:LINE:SIDE`,
    /// each with `@EVENT` (a pick's match) or `=RESULT` appended when known.
    pub(crate) legs: String,
    pub(crate) slip_type: Option<String>,
}

/// `bets report --json`: the overall line is the tab's header.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default)]
pub(crate) struct ReportDoc {
    pub(crate) overall: ReportLine,
}

/// The overall line of `bets report --json`.
#[derive(Debug, Clone, Default, Deserialize)]
#[serde(default)]
pub(crate) struct ReportLine {
    pub(crate) count: usize,
    pub(crate) staked: f64,
    /// `null` over no settled bet.
    pub(crate) profit: Option<f64>,
    pub(crate) roi_pct: Option<f64>,
    pub(crate) mean_clv_pct: Option<f64>,
}

/// One row of the Bets tab, as the board keeps it (and `--alert` and the detail see it):
/// the listed bet with its shape and selection.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub(crate) struct TabBet {
    #[serde(flatten)]
    pub(crate) bet: ListedBet,
    /// `single`, `parlay`, or the slip's type (`power2`, `flex3`).
    pub(crate) bet_type: String,
    /// A single's event, market and outcome; a parlay's or a slip's legs.
    pub(crate) selection: String,
}

/// The tab's rows, newest first: `list`'s rows, each with its shape and legs from
/// `export`'s row at the same place (both read the log in the same order; a row whose
/// placed time differs is shown without its legs rather than with another bet's).
#[must_use]
pub(crate) fn tab_rows(listed: &[ListedBet], exported: &[ExportedBet]) -> Vec<Value> {
    let mut rows: Vec<TabBet> = listed
        .iter()
        .enumerate()
        .map(|(n, l)| {
            let shape = exported
                .get(n)
                .filter(|e| e.placed_at == l.placed_at && exported.len() == listed.len());
            tab_bet(l, shape)
        })
        .collect();
    // Newest first; the same time by the later id first.
    rows.sort_by(|a, b| {
        (b.bet.placed_at.cmp(&a.bet.placed_at)).then(b.bet.bet_id.cmp(&a.bet.bet_id))
    });
    rows.iter()
        .map(|r| serde_json::to_value(r).unwrap_or(Value::Null))
        .collect()
}

fn tab_bet(l: &ListedBet, shape: Option<&ExportedBet>) -> TabBet {
    let kind = shape.map_or_else(
        || match l.market.as_str() {
            "parlay" | "slip" => l.market.as_str(),
            _ => "single",
        },
        |e| e.kind.as_str(),
    );
    let bet_type = match kind {
        "slip" => shape
            .and_then(|e| e.slip_type.clone())
            .unwrap_or_else(|| l.outcome.clone()),
        other => other.to_string(),
    };
    let legs = shape
        .map(|e| legs_summary(kind, &e.legs))
        .unwrap_or_default();
    let selection = if kind == "single" || legs.is_empty() {
        [l.event.as_str(), l.market.as_str(), l.outcome.as_str()]
            .iter()
            .filter(|s| !s.is_empty())
            .copied()
            .collect::<Vec<_>>()
            .join(" · ")
    } else {
        legs
    };
    TabBet {
        bet: l.clone(),
        bet_type,
        selection,
    }
}

/// A parlay's or a slip's legs on one line: a parlay leg by its outcome and market
/// (`Alpha match_winner`), a slip pick by player, stat, side and line (`s1mple kills over
/// 18.5`), joined by ` + `.
#[must_use]
pub(crate) fn legs_summary(kind: &str, legs: &str) -> String {
    legs.split(';')
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(|leg| {
            // `=RESULT` last, then a pick's `@EVENT` or a leg's `@DECIMAL`.
            let leg = leg.rsplit_once('=').map_or(leg, |(l, _)| l);
            let leg = leg.rsplit_once('@').map_or(leg, |(l, _)| l);
            let parts: Vec<&str> = leg.split(':').collect();
            if kind == "slip" {
                match parts.as_slice() {
                    [player, stat, line, side] => format!("{player} {stat} {side} {line}"),
                    _ => leg.to_string(),
                }
            } else {
                match parts.as_slice() {
                    [_, market, .., outcome] => format!("{outcome} {market}"),
                    _ => leg.to_string(),
                }
            }
        })
        .collect::<Vec<_>>()
        .join(" + ")
}

/// The tab's header: the log's count, stake, profit, ROI and mean CLV (blank figures over
/// no settled bet or no close are `–`).
#[must_use]
pub(crate) fn header(r: &ReportLine) -> String {
    let or_dash = |x: Option<String>| x.unwrap_or_else(|| "–".to_string());
    format!(
        "{} · staked {:.2} · profit {} · ROI {} · mean CLV {}",
        crate::output::fmt::count(r.count, "bet"),
        r.staked,
        or_dash(r.profit.map(|p| format!("{p:+.2}"))),
        or_dash(r.roi_pct.map(|p| format!("{p:+.2}%"))),
        or_dash(r.mean_clv_pct.map(|p| format!("{p:+.2}%"))),
    )
}

/// The tab's one line when there is no bet to show: why, and how to log a bet or name
/// the store.
#[must_use]
pub(crate) fn no_log(why: &str) -> String {
    format!("{why}: log bets with `esx bets add`, or pass the board `--db PATH`")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn listed(id: i64, at: &str, market: &str, outcome: &str) -> ListedBet {
        ListedBet {
            bet_id: Some(id),
            placed_at: at.into(),
            event: "Alpha vs Bravo".into(),
            market: market.into(),
            outcome: outcome.into(),
            source: "sharpbook".into(),
            result: "open".into(),
            ..ListedBet::default()
        }
    }

    fn exported(at: &str, kind: &str, legs: &str, slip: Option<&str>) -> ExportedBet {
        ExportedBet {
            placed_at: at.into(),
            kind: kind.into(),
            legs: legs.into(),
            slip_type: slip.map(str::to_string),
        }
    }

    #[test]
    fn rows_are_newest_first_with_each_shape_and_its_legs() {
        let l = [
            listed(1, "2026-11-21T09:00:00Z", "match_winner", "Alpha"),
            listed(2, "2026-11-21T09:10:00Z", "parlay", "2 legs"),
            listed(3, "2026-11-21T09:20:00Z", "slip", "flex3"),
        ];
        let e = [
            exported("2026-11-21T09:00:00Z", "single", "", None),
            exported(
                "2026-11-21T09:10:00Z",
                "parlay",
                "ev1:match_winner:Alpha@1.8=won;ev2:map_winner:1:Bravo@2.1=push",
                None,
            ),
            exported(
                "2026-11-21T09:20:00Z",
                "slip",
                "s1mple:kills:18.5:over@ev9;ZywOo:headshots:9.5:under",
                Some("flex3"),
            ),
        ];
        let rows: Vec<TabBetIn> = tab_rows(&l, &e)
            .into_iter()
            .map(|v| serde_json::from_value(v).unwrap())
            .collect();
        let got: Vec<(Option<i64>, &str, &str)> = rows
            .iter()
            .map(|r| (r.bet_id, r.bet_type.as_str(), r.selection.as_str()))
            .collect();
        assert_eq!(
            got,
            [
                (
                    Some(3),
                    "flex3",
                    "s1mple kills over 18.5 + ZywOo headshots under 9.5"
                ),
                (Some(2), "parlay", "Alpha match_winner + Bravo map_winner"),
                (Some(1), "single", "Alpha vs Bravo · match_winner · Alpha"),
            ]
        );
    }

    #[test]
    fn a_row_export_does_not_match_keeps_lists_words_and_no_other_bets_legs() {
        let l = [listed(2, "2026-11-21T09:10:00Z", "parlay", "2 legs")];
        let e = [exported(
            "2026-11-21T08:00:00Z",
            "parlay",
            "a:b:Zed@2",
            None,
        )];
        let row: TabBetIn = serde_json::from_value(tab_rows(&l, &e).remove(0)).unwrap();
        assert_eq!(
            (row.bet_type.as_str(), row.selection.as_str()),
            ("parlay", "Alpha vs Bravo · parlay · 2 legs")
        );
    }

    #[test]
    fn the_header_says_dash_for_a_figure_over_nothing() {
        let line = ReportLine {
            count: 3,
            staked: 19.0,
            profit: Some(4.0),
            roi_pct: Some(80.0),
            mean_clv_pct: None,
        };
        assert_eq!(
            header(&line),
            "3 bets · staked 19.00 · profit +4.00 · ROI +80.00% · mean CLV –"
        );
        let doc: ReportDoc =
            serde_json::from_str(r#"{"overall": {"count": 1, "staked": 5, "profit": null}}"#)
                .unwrap();
        assert_eq!(
            header(&doc.overall),
            "1 bet · staked 5.00 · profit – · ROI – · mean CLV –"
        );
    }

    /// A [`TabBet`] read back.
    #[derive(Deserialize)]
    struct TabBetIn {
        bet_id: Option<i64>,
        bet_type: String,
        selection: String,
    }
}
