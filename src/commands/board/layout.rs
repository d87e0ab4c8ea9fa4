//! A tab's rows as text, made once per refresh: its columns, each row's cells, each
//! column's width and the narrowest it may wrap to, and the last fit of them to the
//! screen's width (so a frame redraws without measuring again).

use unicode_width::UnicodeWidthStr;

use super::fit;
use super::tabs::{Align, Cell, Column, Tab};
use crate::board_rows::BoardRow;

/// A refresh's rows as text: the columns (with SPORT first when rows carry one), each
/// row's cells, and each column's width over every row (so widths stay put while a
/// filter or the scroll position changes), and the narrowest it may wrap to (its title
/// or its longest word: a wrapped name breaks between words).
#[derive(Debug, Default)]
pub(super) struct Layout {
    pub(crate) columns: Vec<Column>,
    pub(crate) cells: Vec<Vec<String>>,
    pub(crate) widths: Vec<usize>,
    pub(crate) floors: Vec<usize>,
    /// The last [`fit::fit`] of these rows: the screen's width and its columns (a
    /// frame at the same width reuses it; wrapping is measured over every row).
    fitted: std::cell::RefCell<Option<Fitted>>,
}

/// A fit remembered: the screen's width, and each column's (index, width).
type Fitted = (usize, Vec<(usize, usize)>);

impl Layout {
    pub(super) fn of(
        tab: Tab,
        rows: &[BoardRow],
        tz: &jiff::tz::TimeZone,
        now: Option<jiff::Timestamp>,
    ) -> Self {
        let mut columns = tab.columns();
        if rows.iter().any(|r| r.sport.is_some()) {
            // Under `all`, rows from several sports: the sport drops before the names.
            columns.insert(
                0,
                Column {
                    title: "SPORT",
                    tier: crate::output::view::Tier::Context,
                    keep: 8,
                    align: Align::Left,
                    cell: Cell::Field(|r| r.sport.as_ref()),
                },
            );
        }
        let cells: Vec<Vec<String>> = rows
            .iter()
            .map(|r| columns.iter().map(|c| c.cell.render(r, tz, now)).collect())
            .collect();
        let widths: Vec<usize> = columns
            .iter()
            .enumerate()
            .map(|(n, c)| {
                cells
                    .iter()
                    .map(|r| r[n].width())
                    .max()
                    .unwrap_or(0)
                    .max(c.title.width())
            })
            .collect();
        let floors = columns
            .iter()
            .enumerate()
            .map(|(n, c)| {
                // A start time is read whole: its floor is its width, so it never wraps.
                if matches!(c.cell, Cell::Time(_)) {
                    return widths[n];
                }
                cells
                    .iter()
                    .flat_map(|r| r[n].split(' ').map(UnicodeWidthStr::width))
                    .max()
                    .unwrap_or(0)
                    .max(c.title.width())
            })
            .collect();
        Self {
            columns,
            cells,
            widths,
            floors,
            fitted: std::cell::RefCell::default(),
        }
    }

    /// The columns shown at `width` and their widths ([`fit::fit`]), made once per
    /// refresh and width.
    pub(super) fn fit(&self, width: usize) -> Vec<(usize, usize)> {
        if let Some((w, shown)) = self.fitted.borrow().as_ref()
            && *w == width
        {
            return shown.clone();
        }
        let shown = fit::fit(
            &self.columns,
            &self.widths,
            &self.floors,
            &self.cells,
            width,
        );
        *self.fitted.borrow_mut() = Some((width, shown.clone()));
        shown
    }
}
