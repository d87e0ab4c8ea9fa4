//! What `esx lines` hands to the output: the JSON document (the service's envelope with
//! esx's blocks) and the typed rows with their columns, owned, to print through the typed
//! path or to give a fan-out or `--watch` as a `View`.

use serde::Serialize;
use serde_json::Value;

use esx_odds::FeeTable;
use esx_odds::kelly::Exposure;
use esx_odds::rank::TopEdge as LocalTopEdge;

use super::rows::{MarketLine, TopLine};
use crate::output::{Column, Output, Row, TypedView, View};

/// What `esx lines --json` prints: the service's envelope (its `events` reduced to the
/// markets shown, each with its `esx` object; `top_edges` to the edges shown) and esx's
/// own block beside it.
#[derive(Serialize)]
pub(super) struct LinesDoc {
    #[serde(flatten)]
    pub(super) served: Value,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) esx: Option<LinesEsx>,
}

/// The envelope's `esx` block: the local run's method, gates and top edges (`--local`),
/// and the exposure of the stakes (`--bankroll`).
#[derive(Serialize, Default)]
pub(super) struct LinesEsx {
    #[serde(flatten)]
    pub(super) local: Option<LocalEsx>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) exposure: Option<Exposure>,
    /// What the local filters kept and `--limit` paged (`filtered_total`, `offset`,
    /// `has_more`; DESIGN settled point 20).
    #[serde(flatten)]
    pub(super) filtered: Option<crate::filtered::Counts>,
}

/// What `--local` computed on: the method, the weights, the fees, the gates, and the
/// local top edges (reduced to those shown under `--top`).
#[derive(Serialize)]
pub(super) struct LocalEsx {
    pub(super) method: String,
    pub(super) pm_weight: f64,
    pub(super) weights: esx_odds::Weights,
    pub(super) max_margin: f64,
    pub(super) fair_basis: esx_odds::FairBasis,
    pub(super) fees: FeeTable,
    pub(super) gates: esx_odds::Gates,
    pub(super) top_edges: Vec<LocalTopRow>,
}

/// A local top edge as JSON prints it: esx's row and, under `--top`, its `esx` object
/// (venue, price, start time: what a bettor acts on).
#[derive(Serialize)]
pub(super) struct LocalTopRow {
    #[serde(flatten)]
    pub(super) edge: LocalTopEdge,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(super) esx: Option<Value>,
}

/// A lines result, owned, to print or to hand to a fan-out or `--watch` as a [`View`]:
/// the JSON document, the rows, and what a table adds.
pub(super) struct Shown<R> {
    pub(super) doc: LinesDoc,
    pub(super) rows: Vec<R>,
    pub(super) columns: Vec<Column>,
    pub(super) notes: Vec<String>,
    pub(super) empty: String,
    pub(super) legend: Vec<String>,
}

impl<R: Row> Shown<R> {
    pub(super) fn new(doc: LinesDoc, rows: Vec<R>, columns: Vec<Column>) -> Self {
        Self {
            doc,
            rows,
            columns,
            notes: Vec::new(),
            empty: String::new(),
            legend: Vec::new(),
        }
    }

    /// Print it through the typed path (`emit_typed`: JSON, NDJSON, CSV or a table).
    fn emit(self, out: &Output) -> anyhow::Result<()> {
        self.typed(|view| out.emit_typed(view, || ()))
    }

    /// The same result as a `Value` view (`--watch` redraws and diffs those).
    fn into_view(self) -> anyhow::Result<View> {
        self.typed(|view| Ok(view.into_view()?))
    }

    /// Hand the result to `f` as the [`TypedView`] over its document and rows (the view
    /// borrows them, so it cannot be returned).
    fn typed<T>(self, f: impl FnOnce(TypedView<'_, R>) -> T) -> T {
        let Self {
            doc,
            rows,
            columns,
            notes,
            empty,
            legend,
        } = self;
        let mut view = TypedView::new(&doc, &rows, columns).empty_message(empty);
        view.notes = notes;
        view.legend = legend;
        f(view)
    }
}

/// A lines result: one row per market, or the top edges.
pub(super) enum LinesShown<'l> {
    Markets(Shown<MarketLine<'l>>),
    Top(Shown<TopLine>),
}

impl LinesShown<'_> {
    pub(super) fn emit(self, out: &Output) -> anyhow::Result<()> {
        match self {
            Self::Markets(s) => s.emit(out),
            Self::Top(s) => s.emit(out),
        }
    }

    pub(super) fn into_view(self) -> anyhow::Result<View> {
        match self {
            Self::Markets(s) => s.into_view(),
            Self::Top(s) => s.into_view(),
        }
    }

    /// One more line under the table.
    pub(super) fn add_note(&mut self, note: String) {
        match self {
            Self::Markets(s) => s.notes.push(note),
            Self::Top(s) => s.notes.push(note),
        }
    }

    /// Shown instead of an empty table.
    pub(super) fn set_empty(&mut self, msg: String) {
        match self {
            Self::Markets(s) => s.empty = msg,
            Self::Top(s) => s.empty = msg,
        }
    }
}
