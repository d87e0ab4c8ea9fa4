//! Which of a tab's columns fit the screen and how wide (DESIGN "Three tiers of
//! columns"): context columns drop; identity and act-on columns stay, their text wrapping
//! between words inside a narrowed column when they alone are wider than the screen.

use unicode_width::UnicodeWidthStr as _;

use super::tabs::{Align, Column};
use crate::output::view::Tier;

/// Which columns fit `width`, and how wide: context columns drop first (the highest
/// `keep`, then the rightmost); identity and act-on columns never drop. When those alone
/// are wider than the screen, their text columns (left-aligned: names, markets, venues,
/// flags; never a number) narrow one column at a time, each no narrower than its floor
/// (its title or longest word), their cells wrapping between words: each step narrows
/// the column that keeps the tallest row lowest, the widest of those. `cells` are the
/// rows' texts (for the number of lines a width takes). Returns (column, width) pairs in
/// display order.
#[must_use]
pub(super) fn fit(
    columns: &[Column],
    widths: &[usize],
    floors: &[usize],
    cells: &[Vec<String>],
    width: usize,
) -> Vec<(usize, usize)> {
    let mut shown: Vec<(usize, usize)> = (0..columns.len()).map(|i| (i, widths[i])).collect();
    // One column for the change mark, one space between columns.
    let total = |shown: &[(usize, usize)]| 1 + shown.iter().map(|(_, w)| w + 1).sum::<usize>();
    while total(&shown) > width {
        let drop = shown
            .iter()
            .enumerate()
            .filter(|(_, (c, _))| columns[*c].tier == Tier::Context)
            .max_by_key(|(pos, (c, _))| (columns[*c].keep, *pos))
            .map(|(pos, _)| pos);
        match drop {
            Some(pos) => {
                shown.remove(pos);
            }
            None => break,
        }
    }
    let lines = |c: usize, w: usize| {
        cells
            .iter()
            .map(|r| line_count(&r[c], w))
            .max()
            .unwrap_or(1)
    };
    let mut tallest = 1;
    while total(&shown) > width {
        let step = shown
            .iter()
            .enumerate()
            .filter(|(_, (c, w))| {
                columns[*c].tier != Tier::Context
                    && columns[*c].align == Align::Left
                    && *w > floors[*c]
            })
            .map(|(pos, (c, w))| (lines(*c, w - 1).max(tallest), *w, pos))
            .min_by_key(|(height, w, pos)| (*height, std::cmp::Reverse(*w), *pos));
        match step {
            Some((height, _, pos)) => {
                shown[pos].1 -= 1;
                tallest = height;
            }
            None => break,
        }
    }
    // Names at their floors still wider than the screen: a name breaks inside a word,
    // the widest first (never below `NAME_MIN`), and what passes three lines is cut
    // with `…(N)` (the wrap rule) rather than the terminal squeezing a column silently
    // or dropping what a bettor acts on. Numbers, venues and times stay whole.
    while total(&shown) > width {
        let step = shown
            .iter()
            .enumerate()
            .filter(|(_, (c, w))| {
                columns[*c].tier == Tier::Identity
                    && columns[*c].align == Align::Left
                    && *w > NAME_MIN
            })
            .max_by_key(|(pos, (_, w))| (*w, std::cmp::Reverse(*pos)))
            .map(|(pos, _)| pos);
        match step {
            Some(pos) => shown[pos].1 -= 1,
            // Nothing left to narrow: the row runs past the edge.
            None => break,
        }
    }
    shown
}

/// The narrowest a name is broken to: room for a word's start and a `…(N)` mark.
const NAME_MIN: usize = 6;

/// How many lines `text` takes wrapped between words at `width` (a word wider than the
/// width takes a line of its own).
fn line_count(text: &str, width: usize) -> usize {
    let mut lines = 1;
    let mut used = 0;
    for word in text.split(' ') {
        let w = word.width();
        if used == 0 {
            used = w;
        } else if used + 1 + w <= width {
            used += 1 + w;
        } else {
            lines += 1;
            used = w;
        }
    }
    lines
}

/// A row's cells for the shown columns, each as its lines: a cell wider than its column
/// wraps between words (an identity cell, narrowed by [`fit`]).
#[must_use]
pub(super) fn row_lines(cells: &[String], shown: &[(usize, usize)]) -> Vec<Vec<String>> {
    shown
        .iter()
        .map(|(c, w)| crate::output::layout::wrap_cell(&cells[*c], *w))
        .collect()
}
