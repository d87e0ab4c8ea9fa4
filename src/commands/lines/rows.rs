//! The rows `esx lines` prints, as typed structs (`output::typed`): one per market, one
//! per top edge. Each serialises to exactly its view's data columns, in order (its
//! NDJSON line); `Row::field` reads a column's cell for tables and CSV. Served text is
//! borrowed from the decoded payload where the row lives no longer than it; computed
//! numbers are [`Exact`].

use std::borrow::Cow;

use serde::Serialize;
use serde_json::Value;

use crate::output::Row;
use crate::output::num::Exact;

use super::args::SortKey;

/// Ids of the events that have started by the run's clock.
pub(super) type Started = std::collections::HashSet<String>;

/// One market as the table, CSV and NDJSON show it. Fields in the data order of
/// `view::market_columns`; the columns some flags add (stakes, `--ids`) are `None`
/// without them and then left out, so a row serialises to exactly the data columns' keys.
#[derive(Serialize)]
pub(super) struct MarketLine<'l> {
    pub(super) event: String,
    pub(super) time: &'l str,
    pub(super) market: String,
    pub(super) outcome: String,
    pub(super) consensus: Option<Exact>,
    pub(super) source: String,
    pub(super) decimal: Option<Exact>,
    pub(super) net_decimal: Option<Exact>,
    pub(super) edge_pct: Option<Exact>,
    pub(super) adjusted_edge_pct: Option<Exact>,
    pub(super) confidence: Option<Exact>,
    pub(super) source_count: Option<u64>,
    pub(super) max_disagreement: Option<Exact>,
    pub(super) flags: String,
    #[serde(flatten)]
    pub(super) stake: Option<StakeCells>,
    pub(super) event_id: &'l str,
    #[serde(flatten)]
    pub(super) ids: Option<IdCells<'l>>,
}

/// A row's `--ids` column: the market key (`esx history --market-key`), `null` where
/// the service sent none.
#[derive(Serialize, Clone)]
pub(super) struct IdCells<'l> {
    pub(super) market_key: Option<Cow<'l, str>>,
}

/// A market row's stake columns (`--bankroll`): `null` where the market has no price to
/// stake on.
#[derive(Serialize)]
pub(super) struct StakeCells {
    pub(super) kelly: Option<Exact>,
    pub(super) stake: Option<Exact>,
    pub(super) no_stake: Option<String>,
}

impl IdCells<'_> {
    fn to_value(&self) -> Value {
        self.market_key.as_deref().map_or(Value::Null, Value::from)
    }
}

fn exact_or_null(x: Option<Exact>) -> Value {
    x.map_or(Value::Null, Exact::to_value)
}

impl Row for MarketLine<'_> {
    fn field(&self, key: &str) -> Option<Value> {
        Some(match key {
            "event" => self.event.as_str().into(),
            "time" => self.time.into(),
            "market" => self.market.as_str().into(),
            "outcome" => self.outcome.as_str().into(),
            "consensus" => exact_or_null(self.consensus),
            "source" => self.source.as_str().into(),
            "decimal" => exact_or_null(self.decimal),
            "net_decimal" => exact_or_null(self.net_decimal),
            "edge_pct" => exact_or_null(self.edge_pct),
            "adjusted_edge_pct" => exact_or_null(self.adjusted_edge_pct),
            "confidence" => exact_or_null(self.confidence),
            "source_count" => self.source_count.map_or(Value::Null, Value::from),
            "max_disagreement" => exact_or_null(self.max_disagreement),
            "flags" => self.flags.as_str().into(),
            "kelly" => exact_or_null(self.stake.as_ref()?.kelly),
            "stake" => exact_or_null(self.stake.as_ref()?.stake),
            "no_stake" => self
                .stake
                .as_ref()?
                .no_stake
                .as_deref()
                .map_or(Value::Null, Value::from),
            "event_id" => self.event_id.into(),
            "market_key" => self.ids.as_ref()?.to_value(),
            _ => return None,
        })
    }
}

/// One top edge as the table, CSV and NDJSON show it (fields in the data columns' order;
/// `market_key` only with `--ids`). Owned: a multi-sport ranking (`lines all --top`)
/// keeps every sport's rows past its own payload.
#[derive(Serialize, Clone)]
pub(super) struct TopLine {
    pub(super) event: String,
    pub(super) time: Option<String>,
    pub(super) market: String,
    pub(super) outcome: String,
    pub(super) source: String,
    pub(super) decimal: Option<Exact>,
    pub(super) fair_probability: Option<Exact>,
    pub(super) edge_pct: Exact,
    pub(super) adjusted_edge_pct: Exact,
    pub(super) sources_used: Vec<String>,
    pub(super) event_id: String,
    #[serde(flatten)]
    pub(super) ids: Option<IdCells<'static>>,
}

impl Row for TopLine {
    fn field(&self, key: &str) -> Option<Value> {
        Some(match key {
            "event" => self.event.as_str().into(),
            "time" => self.time.as_deref().map_or(Value::Null, Value::from),
            "market" => self.market.as_str().into(),
            "outcome" => self.outcome.as_str().into(),
            "source" => self.source.as_str().into(),
            "decimal" => exact_or_null(self.decimal),
            "fair_probability" => exact_or_null(self.fair_probability),
            "edge_pct" => self.edge_pct.to_value(),
            "adjusted_edge_pct" => self.adjusted_edge_pct.to_value(),
            "sources_used" => self.sources_used.iter().map(String::as_str).collect(),
            "event_id" => self.event_id.as_str().into(),
            "market_key" => self.ids.as_ref()?.to_value(),
            _ => return None,
        })
    }
}

/// Order the merged rows: soonest first for `--sort time`, else the edge (`--sort edge`)
/// or the adjusted edge (the default, as the service ranks each sport's list), highest
/// first; stable, so ties keep the sports' order. The one ranking across sports: this
/// table's, and a fan-out's merged `top_edges` (`line`: a merged row's table line).
pub(super) fn rank_by<T>(rows: &mut [T], sort: Option<SortKey>, line: impl Fn(&T) -> &TopLine) {
    // A figure that is not a number ranks last.
    let num = |x: Exact| if x.0.is_nan() { f64::NEG_INFINITY } else { x.0 };
    match sort {
        Some(SortKey::Time) => {
            rows.sort_by(|a, b| line(a).time.cmp(&line(b).time));
        }
        Some(SortKey::Edge) => {
            rows.sort_by(|a, b| num(line(b).edge_pct).total_cmp(&num(line(a).edge_pct)));
        }
        _ => {
            rows.sort_by(|a, b| {
                num(line(b).adjusted_edge_pct).total_cmp(&num(line(a).adjusted_edge_pct))
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::Args;
    use super::super::shown::LinesDoc;
    use super::super::top::top_columns;
    use super::super::view::market_columns;
    use super::*;
    use crate::output::typed::testing::check_row;
    use crate::output::{Column, Format, Output, OutputOptions, TypedView};
    use clap::Parser as _;

    #[derive(clap::Parser)]
    struct Cli {
        #[command(flatten)]
        args: Args,
    }

    fn args(argv: &[&str]) -> Args {
        Cli::try_parse_from(std::iter::once("lines").chain(argv.iter().copied()))
            .unwrap()
            .args
    }

    fn out(format: Format) -> Output {
        Output::new(OutputOptions {
            format,
            jq: None,
            file: None,
            color: false,
            width: Some(160),
            stdout_tty: false,
            display: crate::output::fmt::Display::default(),
            csv_raw: false,
        })
    }

    fn market_line(stake: bool, ids: bool) -> MarketLine<'static> {
        MarketLine {
            event: "Obsidian Lynx vs Azure Sharks".into(),
            time: "2026-11-21T13:00:00.000Z",
            market: "map_winner m1".into(),
            outcome: "Azure Sharks".into(),
            consensus: Some(Exact(1.0 / 3.0)),
            source: "thunderpick".into(),
            decimal: Some(Exact(3.8)),
            net_decimal: None,
            edge_pct: Some(Exact(0.1 + 0.2)),
            adjusted_edge_pct: Some(Exact(f64::NAN)),
            confidence: None,
            source_count: Some(3),
            max_disagreement: Some(Exact(0.0078)),
            flags: "top low-conf".into(),
            stake: stake.then(|| StakeCells {
                kelly: Some(Exact(0.0125)),
                stake: None,
                no_stake: Some("capped".into()),
            }),
            event_id: "kr_ev_cs2_000063",
            ids: ids.then_some(IdCells { market_key: None }),
        }
    }

    #[test]
    fn market_rows_serialise_with_the_data_columns_keys_in_order() {
        let cases: [(&[&str], bool, bool); 4] = [
            (&["cs2"], false, false),
            (&["cs2", "--bankroll", "1000"], true, false),
            (&["cs2", "--ids", "--local"], false, true),
            (
                &["cs2", "--local", "--bankroll", "100", "--ids"],
                true,
                true,
            ),
        ];
        for (argv, stake, ids) in cases {
            let row = market_line(stake, ids);
            check_row(&row, &market_columns(&args(argv)));
        }
        // Computed numbers at full precision; one that is not a number is null.
        let line = serde_json::to_string(&market_line(true, true)).unwrap();
        assert!(
            line.contains(r#""consensus":0.3333333333333333,"source":"thunderpick","decimal":3.8,"net_decimal":null,"edge_pct":0.30000000000000004,"adjusted_edge_pct":null"#),
            "{line}"
        );
        assert!(
            line.ends_with(r#""kelly":0.0125,"stake":null,"no_stake":"capped","event_id":"kr_ev_cs2_000063","market_key":null}"#),
            "{line}"
        );
    }

    fn top_line(ids: bool) -> TopLine {
        TopLine {
            event: "A vs B".into(),
            time: None,
            market: "total_maps 2.5".into(),
            outcome: "Over".into(),
            source: "kalshi".into(),
            decimal: Some(Exact(2.1)),
            fair_probability: None,
            edge_pct: Exact(2.0 / 3.0),
            adjusted_edge_pct: Exact(1.5),
            sources_used: vec!["kalshi".into(), "polymarket".into()],
            event_id: "e1".into(),
            ids: ids.then(|| IdCells {
                market_key: Some(Cow::Owned("mk1".into())),
            }),
        }
    }

    #[test]
    fn top_rows_serialise_with_the_data_columns_keys_in_order() {
        for (argv, ids) in [
            (&["cs2", "--top"][..], false),
            (&["cs2", "--top", "--ids"], true),
        ] {
            check_row(&top_line(ids), &top_columns(&args(argv)));
        }
        let line = serde_json::to_string(&top_line(true)).unwrap();
        assert!(
            line.contains(r#""edge_pct":0.6666666666666666,"adjusted_edge_pct":1.5,"sources_used":["kalshi","polymarket"],"event_id":"e1","market_key":"mk1"}"#),
            "{line}"
        );
    }

    /// A column naming a field the rows do not have fails the render (a debug build),
    /// in every format, rather than printing an empty column.
    #[test]
    fn a_misspelt_lines_column_fails_the_render() {
        let doc = LinesDoc {
            served: serde_json::json!({"source": "esx-sim"}),
            esx: None,
        };
        let markets = vec![market_line(false, false)];
        let tops = vec![top_line(false)];
        for format in [Format::Table, Format::Csv, Format::Ndjson] {
            let mut cols = market_columns(&args(&["cs2"]));
            cols.push(Column::path("EDGE", "edge_pcts"));
            let err = out(format)
                .render_typed(&TypedView::new(&doc, &markets, cols), &mut Vec::new())
                .unwrap_err();
            assert!(err.to_string().contains("`edge_pcts`"), "{err}");
            // Without `--bankroll` a row has no stake field.
            let mut cols = top_columns(&args(&["cs2", "--top"]));
            cols.push(Column::path("STAKE", "stake"));
            let err = out(format)
                .render_typed(&TypedView::new(&doc, &tops, cols), &mut Vec::new())
                .unwrap_err();
            assert!(err.to_string().contains("`stake`"), "{err}");
        }
        let mut csv = Vec::new();
        out(Format::Csv)
            .render_typed(
                &TypedView::new(&doc, &markets, market_columns(&args(&["cs2"]))),
                &mut csv,
            )
            .unwrap();
        let csv = String::from_utf8(csv).unwrap();
        assert!(
            csv.ends_with(",0.30000000000000004,,,3,0.0078,top low-conf,kr_ev_cs2_000063\n"),
            "{csv}"
        );
    }

    /// Tiers (DESIGN "Three tiers of columns", settled point 6): the event, market and
    /// side are identity; the start, venue, price, edge and a stake are act-on, so at 80
    /// columns only the context columns drop (SOURCE and TIME once went first).
    #[test]
    fn lines_columns_say_their_tiers() {
        use crate::output::view::{Tier::*, table_tiers};
        assert_eq!(
            table_tiers(&market_columns(&args(&["cs2", "--bankroll", "1000"]))),
            [
                ("EVENT", Identity),
                ("TIME", ActOn),
                ("MARKET", Identity),
                ("BEST", Identity),
                ("FAIR", Context),
                ("SOURCE", ActOn),
                ("PRICE", ActOn),
                ("NET", ActOn),
                ("EDGE", ActOn),
                ("ADJ", Context),
                ("SRC", Context),
                ("FLAGS", Context),
                ("KELLY", Context),
                ("STAKE", ActOn),
                ("NO STAKE", Context),
            ]
        );
        assert_eq!(
            table_tiers(&top_columns(&args(&["cs2", "--top", "--ids"]))),
            [
                ("EVENT", Identity),
                ("TIME", ActOn),
                ("MARKET", Identity),
                ("OUTCOME", Identity),
                ("SOURCE", ActOn),
                ("PRICE", ActOn),
                ("FAIR", Context),
                ("EDGE", ActOn),
                ("ADJ", Context),
                ("SOURCES", Context),
                ("MARKET KEY", Identity),
                ("EVENT ID", Identity),
            ]
        );
    }
}
