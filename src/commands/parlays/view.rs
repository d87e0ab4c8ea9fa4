//! The parlays as typed rows (`output::typed`): one per parlay, its legs as lines under
//! it in a table and as columns of their own in CSV (`leg1_selection`, …).

use serde::ser::{SerializeMap as _, Serializer};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use esx_odds::series::fit::INCONSISTENT_MARKETS;
use esx_odds::ticket::{TicketProblem, ticket_problems};
use esx_proto::models::ParlaysResponse;

use super::legs::{EventIndex, served_keys};
use crate::output::fmt::Display;
use crate::output::num::Exact;
use crate::output::{Column, Kind, Row, Tier, TypedView};

/// One parlay's legs as lines under its row: `Obsidian Lynx · match_winner · v Azure
/// Sharks · Sat 21 Nov 13:00 UTC · @2.21`, every name whole; the opponent and start when
/// the lines board names the leg's match.
fn leg_lines(parlay: &esx_proto::models::Parlay, events: &EventIndex, d: &Display) -> Vec<String> {
    let zone = crate::output::fmt::zone_label(&d.tz, d.clock);
    parlay
        .legs
        .iter()
        .map(|l| {
            let name = if l.name.is_empty() {
                &l.selection
            } else {
                &l.name
            };
            let vs = events
                .get(&l.kr_match_id)
                .map_or_else(String::new, |(h, a, t)| {
                    // A handicap leg names its team with its line (`Alpha -1.5`).
                    let names_home = |n: &str| {
                        n.eq_ignore_ascii_case(h)
                            || n.to_lowercase()
                                .starts_with(&format!("{} ", h.to_lowercase()))
                    };
                    let opp = if names_home(name) || names_home(&l.selection) {
                        a
                    } else {
                        h
                    };
                    format!(
                        " · v {opp} · {} {zone}",
                        crate::output::fmt::short_time_in(t, &d.tz)
                    )
                });
            // The leg's price as `--odds` asks, like every price column.
            let price = crate::output::fmt::price(l.net_decimal.unwrap_or(l.decimal), d.odds);
            format!("{name} · {}{vs} · @{price}", l.market)
        })
        .collect()
}

/// What the table reads of each printed parlay's `esx` judgement (its flags and
/// `placeable`), decoded from the answer rather than looked up by key.
#[derive(Deserialize, Default)]
struct Judgements {
    #[serde(default)]
    parlays: Vec<Judged>,
}

#[derive(Deserialize, Default)]
struct Judged {
    #[serde(default)]
    esx: Judgement,
}

#[derive(Deserialize)]
struct Judgement {
    #[serde(default)]
    flags: Vec<String>,
    #[serde(default = "placeable_by_default")]
    placeable: bool,
}

/// A parlay esx said nothing of is as placeable as the service says.
const fn placeable_by_default() -> bool {
    true
}

impl Default for Judgement {
    fn default() -> Self {
        Self {
            flags: Vec::new(),
            placeable: true,
        }
    }
}

/// A parlay's FLAGS: `correlated` (the service says so, or two legs share an event) or
/// `broken ticket` (another problem with its legs); then what esx's judgement under the
/// row's `esx` says: `inconsistent_markets` (its same-match markets disagree beyond the
/// series model) and `same-game only` (`esx.placeable: false`). Empty when none.
fn flags(p: &esx_proto::models::Parlay, esx: &Judgement) -> String {
    let problems = ticket_problems(&served_keys(p));
    let mut out: Vec<&str> = Vec::new();
    if p.correlated == Some(true) || problems.iter().any(TicketProblem::is_same_event) {
        out.push("correlated");
    } else if !problems.is_empty() {
        out.push("broken ticket");
    }
    if esx.flags.iter().any(|f| f == INCONSISTENT_MARKETS) {
        out.push(INCONSISTENT_MARKETS);
    }
    if !esx.placeable {
        out.push("same-game only");
    }
    out.join(", ")
}

/// One parlay as the table, CSV and NDJSON show it. Fields in the data columns' order:
/// the table's PARLAY and LEGS are not serialised, NET and FLAGS only when the table has
/// them, then each leg's own columns up to the longest parlay's (`leg1_selection`, …).
#[derive(Serialize)]
pub(super) struct ParlayLine<'a> {
    #[serde(skip)]
    legs: String,
    #[serde(skip)]
    leg_lines: Vec<String>,
    decimal: Exact,
    #[serde(skip_serializing_if = "Option::is_none")]
    net_decimal: Option<Exact>,
    american: i64,
    fair_probability: Exact,
    ev_pct: Exact,
    price_source: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    flags: Option<String>,
    selections: String,
    leg_decimals: String,
    match_ids: String,
    #[serde(flatten)]
    each_leg: LegCells<'a>,
}

/// The per-leg CSV columns of one parlay: `leg{n}_selection`, `_name`, `_market`,
/// `_match_id` and `_decimal` for n up to `most` (`null` past this parlay's legs).
struct LegCells<'a> {
    legs: &'a [esx_proto::models::ParlayLeg],
    most: usize,
}

/// The per-leg fields, in column order.
const LEG_FIELDS: [&str; 5] = ["selection", "name", "market", "match_id", "decimal"];

impl LegCells<'_> {
    /// Leg `n`'s (1-based) `field`; `None` for a field no leg column has.
    fn cell(&self, n: usize, field: &str) -> Option<Value> {
        let Some(l) = n.checked_sub(1).and_then(|i| self.legs.get(i)) else {
            return (n >= 1 && n <= self.most && LEG_FIELDS.contains(&field))
                .then_some(Value::Null);
        };
        Some(match field {
            "selection" => l.selection.as_str().into(),
            "name" => l.name.as_str().into(),
            "market" => l.market.as_str().into(),
            "match_id" => l.kr_match_id.as_str().into(),
            "decimal" => Exact(l.net_decimal.unwrap_or(l.decimal)).to_value(),
            _ => return None,
        })
    }
}

impl Serialize for LegCells<'_> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut map = s.serialize_map(Some(self.most * LEG_FIELDS.len()))?;
        for n in 1..=self.most {
            let l = self.legs.get(n - 1);
            map.serialize_entry(&format!("leg{n}_selection"), &l.map(|l| &l.selection))?;
            map.serialize_entry(&format!("leg{n}_name"), &l.map(|l| &l.name))?;
            map.serialize_entry(&format!("leg{n}_market"), &l.map(|l| &l.market))?;
            map.serialize_entry(&format!("leg{n}_match_id"), &l.map(|l| &l.kr_match_id))?;
            map.serialize_entry(
                &format!("leg{n}_decimal"),
                &l.map(|l| Exact(l.net_decimal.unwrap_or(l.decimal))),
            )?;
        }
        map.end()
    }
}

impl Row for ParlayLine<'_> {
    fn field(&self, key: &str) -> Option<Value> {
        Some(match key {
            "legs" => self.legs.as_str().into(),
            "leg_lines" => self.leg_lines.iter().map(String::as_str).collect(),
            "decimal" => self.decimal.to_value(),
            "net_decimal" => self.net_decimal?.to_value(),
            "american" => self.american.into(),
            "fair_probability" => self.fair_probability.to_value(),
            "ev_pct" => self.ev_pct.to_value(),
            "price_source" => self.price_source.into(),
            "flags" => self.flags.as_deref()?.into(),
            "selections" => self.selections.as_str().into(),
            "leg_decimals" => self.leg_decimals.as_str().into(),
            "match_ids" => self.match_ids.as_str().into(),
            other => {
                let (n, field) = other.strip_prefix("leg")?.split_once('_')?;
                return self.each_leg.cell(n.parse().ok()?, field);
            }
        })
    }
}

/// The parlays' rows: what the table, CSV and NDJSON show. `data` is the answer the
/// JSON prints, row for row with `typed`: each row's `esx` judgement gives its flags.
pub(super) fn parlay_lines<'a>(
    typed: &'a ParlaysResponse,
    data: &Value,
    events: &EventIndex,
    d: &Display,
) -> Vec<ParlayLine<'a>> {
    // Row for row with `typed` (an answer of another shape reads as no judgement).
    let judged = Judgements::deserialize(data)
        .ok()
        .filter(|j| j.parlays.len() == typed.parlays.len())
        .unwrap_or_default();
    let none = Judgement::default();
    let all_flags: Vec<String> = typed
        .parlays
        .iter()
        .enumerate()
        .map(|(i, p)| flags(p, judged.parlays.get(i).map_or(&none, |j| &j.esx)))
        .collect();
    // NET only where esx priced (the service's prices have no fee), FLAGS only when a
    // parlay has one: narrow tables stay one line per row.
    let local = typed.parlays.iter().any(|p| p.net_decimal.is_some());
    let flagged = all_flags.iter().any(|f| !f.is_empty());
    // CSV: one row per parlay with each leg's own columns, as many as the longest
    // parlay has legs.
    let most = typed
        .parlays
        .iter()
        .map(|p| p.legs.len())
        .max()
        .unwrap_or(0);
    let joined = |p: &esx_proto::models::Parlay,
                  f: &dyn Fn(&esx_proto::models::ParlayLeg) -> String| {
        p.legs.iter().map(f).collect::<Vec<_>>().join(";")
    };
    typed
        .parlays
        .iter()
        .zip(all_flags)
        .map(|(p, p_flags)| ParlayLine {
            legs: crate::output::fmt::count(p.legs.len(), "leg"),
            leg_lines: leg_lines(p, events, d),
            decimal: Exact(p.decimal),
            net_decimal: local.then(|| Exact(p.net_decimal.unwrap_or(p.decimal))),
            american: p.american,
            fair_probability: Exact(p.fair_probability),
            ev_pct: Exact(p.ev_pct),
            price_source: &p.price_source,
            flags: flagged.then_some(p_flags),
            selections: joined(p, &|l| l.selection.clone()),
            leg_decimals: joined(p, &|l| l.net_decimal.unwrap_or(l.decimal).to_string()),
            match_ids: joined(p, &|l| l.kr_match_id.clone()),
            each_leg: LegCells {
                legs: &p.legs,
                most,
            },
        })
        .collect()
}

/// The columns of the parlays' rows (`lines`: those rows, for which columns they have).
fn parlay_columns(lines: &[ParlayLine<'_>]) -> Vec<Column> {
    use Tier::{ActOn, Context, Identity};
    let local = lines.iter().any(|l| l.net_decimal.is_some());
    let flagged = lines.iter().any(|l| l.flags.is_some());
    // A parlay's legs are on several events: a line per leg under the parlay's row, each
    // naming its pick, its match's start and its price, never cut.
    // Tiers (settled point 6): the parlay (its legs) is identity; its price, net price
    // and EV are acted on; the fair chance behind EV, who priced it and a flag are
    // context.
    let mut columns = vec![
        Column::path("PARLAY", "legs")
            .rank(0)
            .table_only()
            .in_tier(Identity),
        Column::path("LEGS", "leg_lines")
            .sub_lines()
            .table_only()
            .in_tier(ActOn),
        Column::path("PRICE", "decimal")
            .kind(Kind::Odds)
            .rank(0)
            .in_tier(ActOn),
    ];
    if local {
        columns.push(
            Column::path("NET", "net_decimal")
                .kind(Kind::Odds)
                .rank(1)
                .in_tier(ActOn),
        );
    }
    columns.extend([
        Column::path("american", "american").csv_only(),
        Column::path("FAIR", "fair_probability")
            .kind(Kind::Prob)
            .rank(1)
            .in_tier(Context),
        Column::path("EV", "ev_pct")
            .kind(Kind::SignedPct)
            .rank(0)
            .in_tier(ActOn),
        Column::path("PRICED BY", "price_source")
            .rank(3)
            .in_tier(Context),
    ]);
    if flagged {
        columns.push(Column::path("FLAGS", "flags").rank(2).in_tier(Context));
    }
    columns.extend([
        Column::path("selections", "selections").csv_only(),
        Column::path("leg_decimals", "leg_decimals").csv_only(),
        Column::path("match_ids", "match_ids").csv_only(),
    ]);
    let most = lines.first().map_or(0, |l| l.each_leg.most);
    for n in 1..=most {
        for field in LEG_FIELDS {
            let key = format!("leg{n}_{field}");
            columns.push(Column::path(&key, &key).csv_only());
        }
    }
    columns
}

pub(super) fn parlays_view<'v>(
    data: &'v Value,
    typed: &ParlaysResponse,
    rows: &'v [ParlayLine<'v>],
    basis: &str,
    count: Option<String>,
) -> TypedView<'v, ParlayLine<'v>> {
    let empty = match (&typed.reason, typed.available) {
        (Some(r), _) if r == "no_parlays" => "no parlay cleared the bar on this board (reason: no_parlays); try --include all or another --book".to_string(),
        (Some(r), false) => format!("parlays not available: {r}"),
        (None, false) => "parlays not available".to_string(),
        _ => "no parlays".to_string(),
    };
    // Discovery's count is the filtered page's ("25 of 31 parlays starting within 6h").
    let count = count.unwrap_or_else(|| crate::output::fmt::count(typed.parlays.len(), "parlay"));
    TypedView::new(data, rows, parlay_columns(rows))
        .note(format!(
            "{count} · {} mode · book {} · {basis}",
            typed.mode, typed.book
        ))
        .empty_message(empty)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::output::view::{Getter, data_keys};
    use serde_json::json;

    /// Two served parlays, of two and three legs (the second priced by esx: a net price).
    fn answer() -> ParlaysResponse {
        let leg = |m: &str, sel: &str, d: f64, net: Option<f64>| {
            json!({"kr_match_id": m, "market": "match_winner", "selection": sel, "name": sel.to_uppercase(),
                "decimal": d, "american": 110, "fair_probability": 0.5, "ev_pct": 1.0, "placeable": true,
                "placeable_basis": "x", "fair_books": [], "fair_excludes_leg_book": true, "net_decimal": net})
        };
        serde_json::from_value(json!({"available": true, "mode": "discover", "book": "thunderpick",
            "market": "match_winner", "size": 2, "total": 2, "parlays": [
            {"legs": [leg("m1", "a", 2.1, None), leg("m2", "b", 1.9, None)], "decimal": 3.99,
             "american": 299, "fair_probability": 0.25, "ev_pct": -0.25, "price_source": "computed"},
            {"legs": [leg("m1", "a", 2.1, Some(2.0)), leg("m1", "c", 1.5, Some(1.45)), leg("m3", "d", 3.0, Some(2.9))],
             "decimal": 9.45, "net_decimal": 8.41, "american": 845, "fair_probability": 1.0 / 9.0,
             "ev_pct": 2.0 / 3.0, "price_source": "computed", "correlated": true}
        ]}))
        .unwrap()
    }

    /// A parlay row's NDJSON line is its serialisation: the data columns' keys in order
    /// (NET and FLAGS only when shown, a short parlay's missing legs `null`), each field
    /// reading back as serialised; every path column names a field, a misspelt one none.
    #[test]
    fn parlay_rows_serialise_with_the_data_columns_keys_in_order() {
        let typed = answer();
        let d = Display::default();
        let rows = parlay_lines(&typed, &Value::Null, &EventIndex::new(), &d);
        let columns = parlay_columns(&rows);
        for row in &rows {
            let v = serde_json::to_value(row).unwrap();
            let keys: Vec<String> = v.as_object().unwrap().keys().cloned().collect();
            assert_eq!(keys, data_keys(&columns));
            for (k, val) in v.as_object().unwrap() {
                assert_eq!(row.field(k).as_ref(), Some(val), "{k}");
            }
            for c in &columns {
                if let Getter::Path(p) = &c.get {
                    assert!(row.field(p).is_some(), "column {} names `{p}`", c.title);
                }
            }
            for bad in ["leg4_name", "leg1_nam", "leg0_name", "legx_name", "ev"] {
                assert_eq!(row.field(bad), None, "{bad}");
            }
        }
        let first = serde_json::to_string(&rows[0]).unwrap();
        assert!(
            first.starts_with(r#"{"decimal":3.99,"net_decimal":3.99,"american":299,"fair_probability":0.25,"ev_pct":-0.25,"price_source":"computed","flags":"","selections":"a;b","leg_decimals":"2.1;1.9","match_ids":"m1;m2","leg1_selection":"a","leg1_name":"A","#),
            "{first}"
        );
        assert!(
            first.ends_with(r#""leg2_decimal":1.9,"leg3_selection":null,"leg3_name":null,"leg3_market":null,"leg3_match_id":null,"leg3_decimal":null}"#),
            "{first}"
        );
        let second = serde_json::to_string(&rows[1]).unwrap();
        assert!(
            second.contains(r#""fair_probability":0.1111111111111111,"ev_pct":0.6666666666666666,"price_source":"computed","flags":"correlated","#),
            "{second}"
        );
        assert!(
            second.contains(r#""leg_decimals":"2;1.45;2.9""#),
            "{second}"
        );
    }

    /// A leg line names the leg's opponent: for a handicap leg (`Alpha -1.5`) that is the
    /// other team, not its own.
    #[test]
    fn a_handicap_leg_names_the_other_team() {
        let mut p = answer().parlays.remove(0);
        p.legs[0].name = "Alpha -1.5".into();
        p.legs[0].market = "map_handicap".into();
        p.legs[1].name = "Bravo".into();
        let events: EventIndex = [
            (
                "m1".to_string(),
                (
                    "Alpha".to_string(),
                    "Bravo".to_string(),
                    "2026-11-21T18:00:00Z".to_string(),
                ),
            ),
            (
                "m2".to_string(),
                (
                    "Charlie".to_string(),
                    "Bravo".to_string(),
                    "2026-11-21T18:00:00Z".to_string(),
                ),
            ),
        ]
        .into_iter()
        .collect();
        let lines = leg_lines(&p, &events, &Display::default());
        assert!(
            lines[0].starts_with("Alpha -1.5 · map_handicap · v Bravo · "),
            "{lines:?}"
        );
        assert!(
            lines[1].starts_with("Bravo · match_winner · v Charlie · "),
            "{lines:?}"
        );
    }

    /// The `View` form (`--jq`, a fan-out's sport) prints what the typed path prints, the
    /// table's leg lines included (fields a row does not serialise).
    #[test]
    fn the_value_form_prints_the_same_table_and_csv() {
        use crate::output::{Format, Output, OutputOptions};
        let typed = answer();
        let rows = parlay_lines(
            &typed,
            &Value::Null,
            &EventIndex::new(),
            &Display::default(),
        );
        let data = serde_json::to_value(&typed).unwrap();
        for format in [Format::Table, Format::Csv, Format::Ndjson, Format::Json] {
            let out = Output::new(OutputOptions {
                format,
                jq: None,
                file: None,
                color: false,
                width: Some(120),
                stdout_tty: false,
                display: Display::default(),
                csv_raw: false,
            });
            let mut a = Vec::new();
            out.render_typed(&parlays_view(&data, &typed, &rows, "basis", None), &mut a)
                .unwrap();
            let view = parlays_view(&data, &typed, &rows, "basis", None)
                .into_view()
                .unwrap();
            let mut b = Vec::new();
            out.render(&view, &mut b).unwrap();
            let (a, b) = (String::from_utf8(a).unwrap(), String::from_utf8(b).unwrap());
            assert_eq!(a, b, "{format:?}");
            if format == Format::Table {
                assert!(
                    a.contains("3 legs") && a.contains("    C · match_winner · @1.45"),
                    "{a}"
                );
            }
        }
    }

    /// FLAGS says what the row's `esx` judgement says: `inconsistent_markets` and
    /// `same-game only` (`esx.placeable: false`) after the ticket's own flag.
    #[test]
    fn flags_show_inconsistent_markets_and_same_game_only() {
        let typed = answer();
        let mut data = serde_json::to_value(&typed).unwrap();
        data["parlays"][0]["esx"] = json!({"placeable": true});
        data["parlays"][1]["esx"] = json!({"fit": {"q": 0.5, "gaps": {}}, "flags": ["inconsistent_markets"], "placeable": false});
        let rows = parlay_lines(&typed, &data, &EventIndex::new(), &Display::default());
        assert_eq!(rows[0].field("flags"), Some(json!("")));
        assert_eq!(
            rows[1].field("flags"),
            Some(json!("correlated, inconsistent_markets, same-game only"))
        );
        data["parlays"][1]["esx"] = json!({"placeable": false});
        let rows = parlay_lines(&typed, &data, &EventIndex::new(), &Display::default());
        assert_eq!(
            rows[1].field("flags"),
            Some(json!("correlated, same-game only"))
        );
    }

    /// Served prices only (no NET), no flags: neither column, nor key.
    #[test]
    fn net_and_flags_appear_only_when_a_parlay_has_them() {
        let mut typed = answer();
        typed.parlays.truncate(1);
        let rows = parlay_lines(
            &typed,
            &Value::Null,
            &EventIndex::new(),
            &Display::default(),
        );
        let columns = parlay_columns(&rows);
        let keys = data_keys(&columns);
        assert!(!keys.contains(&"net_decimal".to_string()) && !keys.contains(&"flags".to_string()));
        let v = serde_json::to_value(&rows[0]).unwrap();
        let got: Vec<String> = v.as_object().unwrap().keys().cloned().collect();
        assert_eq!(got, keys);
        assert_eq!(keys.last().map(String::as_str), Some("leg2_decimal"));
    }

    /// Tiers (settled point 6): a parlay's price, net price and EV are act-on (NET was
    /// context), its legs (each with its price and start, under the row) identity.
    #[test]
    fn parlay_columns_say_their_tiers() {
        use crate::output::view::{Tier::*, table_tiers};
        let typed = answer();
        let rows = parlay_lines(
            &typed,
            &Value::Null,
            &EventIndex::new(),
            &Display::default(),
        );
        assert_eq!(
            table_tiers(&parlay_columns(&rows)),
            [
                ("PARLAY", Identity),
                ("LEGS", ActOn),
                ("PRICE", ActOn),
                ("NET", ActOn),
                ("FAIR", Context),
                ("EV", ActOn),
                ("PRICED BY", Context),
                ("FLAGS", Context),
            ]
        );
    }
}
