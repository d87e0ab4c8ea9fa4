//! A table's columns against its width (DESIGN "Width when piped", settled point 5):
//! which columns show and how wide, and how a too-wide identity cell wraps inside its
//! column. Context columns drop first; identity and act-on columns stay. Only on a
//! terminal stdout (`wrap`) may an identity cell wrap (at most [`MAX_LINES`] lines, then
//! cut with `…(N chars)`), and the table is then never wider than the width; piped, a row
//! is never wrapped (it may run past the width when what stays is wider).

use unicode_width::{UnicodeWidthChar as _, UnicodeWidthStr as _};

use super::view::{Column, Tier};

/// Space between columns.
pub(crate) const GAP: usize = 2;
/// A text column is cut no narrower than this nor than its title (or its natural width).
pub(crate) const MIN_TEXT: usize = 8;
/// A wrapped identity column is no narrower than this (or its natural width): room for
/// `…(9999999 chars)` on its last line.
const MIN_WRAP: usize = 16;
/// The most lines a wrapped cell takes.
pub(crate) const MAX_LINES: usize = 3;

/// Which columns to show and how wide, for a width limit: natural widths; if too wide,
/// drop context columns (highest rank first, then the rightmost) until the rest fit with
/// decoration cut to [`MIN_TEXT`], take back the dropped ones that still fit, then cut the
/// widest decoration until the row fits. With `wrap` (a terminal stdout) the widest
/// identity text column then narrows, its cells wrapping (to [`MIN_WRAP`], then, while
/// identity and act-on columns alone are still too wide, to its title or [`MIN_TEXT`]),
/// and as a last resort context columns go (the rightmost of the highest rank); identity
/// and act-on columns never go, so a row of those alone wider than the width runs past.
pub(crate) fn layout(
    cols: &[&Column],
    natural: &[usize],
    heads: &[usize],
    width: Option<usize>,
    wrap: bool,
) -> Vec<Option<usize>> {
    let mut widths: Vec<Option<usize>> = natural.iter().map(|w| Some(*w)).collect();
    let Some(limit) = width else {
        return widths;
    };
    let min = |i: usize| {
        if cols[i].kind.can_cut() {
            natural[i].min(MIN_TEXT.max(heads[i]))
        } else {
            natural[i]
        }
    };
    // Drop context columns until the minimum widths fit. Identity and act-on columns are
    // never dropped here: when those alone are wider than the width, a terminal wraps
    // identity cells below and a pipe runs past the edge.
    while total(&widths, &|i, _| min(i)) > limit {
        let Some(victim) = (0..cols.len())
            .filter(|i| widths[*i].is_some() && cols[*i].tier() == Tier::Context)
            .max_by_key(|i| (cols[*i].rank, *i))
        else {
            break;
        };
        widths[victim] = None;
    }
    // A wide column dropped late may have made room: take back, most wanted first, the
    // dropped columns that still fit.
    let mut dropped: Vec<usize> = (0..cols.len()).filter(|i| widths[*i].is_none()).collect();
    dropped.sort_by_key(|i| (cols[*i].rank, *i));
    for i in dropped {
        widths[i] = Some(natural[i]);
        if total(&widths, &|j, _| min(j)) > limit {
            widths[i] = None;
        }
    }
    // Cut the widest decoration column by one until the row fits.
    narrow_widest(&mut widths, limit, &|i| {
        cols[i].kind.can_cut().then(|| min(i))
    });
    if !wrap {
        return widths;
    }
    // On a terminal: the widest identity text column narrows (its cells wrap).
    let narrow_identity = |widths: &mut [Option<usize>]| {
        narrow_widest(widths, limit, &|i| {
            cols[i].wraps().then(|| natural[i].min(MIN_WRAP))
        });
        // Identity and act-on columns still wider than the screen: the identity cells
        // narrow further (to their title, at least [`MIN_TEXT`]) before any of them goes.
        narrow_widest(widths, limit, &|i| {
            cols[i]
                .wraps()
                .then(|| natural[i].min(MIN_TEXT.max(heads[i])))
        });
    };
    narrow_identity(&mut widths);
    // Still too wide: context columns taken back above go, least wanted first. Identity
    // and act-on columns never go (a bettor reads them to act): when those alone, at
    // their narrowest, are wider than the screen, the row runs past its edge.
    while total(&widths, &|_, w| w) > limit {
        let Some(victim) = (0..cols.len())
            .filter(|i| widths[*i].is_some() && cols[*i].tier() == Tier::Context)
            .max_by_key(|i| (cols[*i].rank, *i))
        else {
            break;
        };
        widths[victim] = None;
        // The identity columns narrowed for the one gone take back what it freed.
        for i in (0..cols.len()).filter(|i| cols[*i].wraps()) {
            if widths[i].is_some() {
                widths[i] = Some(natural[i]);
            }
        }
        narrow_identity(&mut widths);
    }
    // One column left, wider than the screen: it takes the width (cut or wrapped).
    for w in widths.iter_mut().flatten() {
        *w = (*w).min(limit);
    }
    widths
}

/// The width of the shown columns with the gaps between them, each width given by `f`
/// (column index, its width).
fn total(ws: &[Option<usize>], f: &dyn Fn(usize, usize) -> usize) -> usize {
    let shown: Vec<usize> = ws
        .iter()
        .enumerate()
        .filter_map(|(i, w)| w.map(|w| f(i, w)))
        .collect();
    shown.iter().sum::<usize>() + GAP * shown.len().saturating_sub(1)
}

/// Narrow, one column at a time, the widest column that `floor` allows (its narrowest
/// width; `None`: not this column) until the row fits `limit` or none can narrow.
fn narrow_widest(
    widths: &mut [Option<usize>],
    limit: usize,
    floor: &dyn Fn(usize) -> Option<usize>,
) {
    while total(widths, &|_, w| w) > limit {
        let widest = (0..widths.len())
            .filter_map(|i| {
                let (w, f) = (widths[i]?, floor(i)?);
                (w > f).then_some((w, i))
            })
            .max();
        match widest {
            Some((w, i)) => widths[i] = Some(w - 1),
            None => break,
        }
    }
}

/// A cell (or a heading) wider than `width` wrapped inside it: broken between words,
/// inside a word only when the word alone is wider; at most [`MAX_LINES`] lines, the
/// last then ending in `…(N chars)` (`…(N)` in a column narrower than that), N the
/// whole text's length in characters. No line is wider than `width`.
#[must_use]
pub(crate) fn wrap_cell(s: &str, width: usize) -> Vec<String> {
    if s.width() <= width || width == 0 {
        return vec![s.to_string()];
    }
    let lines = break_lines(s, width);
    if lines.len() <= MAX_LINES {
        return lines;
    }
    // A column narrower than the whole mark (identity squeezed beside act-on columns on
    // a terminal) gets its short form, the length still readable.
    let n = s.chars().count();
    let mark = Some(format!("…({n} chars)"))
        .filter(|m| m.width() <= width)
        .unwrap_or_else(|| format!("…({n})"));
    let mut out: Vec<String> = lines[..MAX_LINES - 1].to_vec();
    let room = width.saturating_sub(mark.width());
    let kept = take_width(lines[MAX_LINES - 1].trim_end(), room);
    // A column narrower than the mark itself shows what of the mark fits.
    out.push(take_width(&format!("{kept}{mark}"), width));
    out
}

/// The longest start of `s` at most `width` columns wide.
fn take_width(s: &str, width: usize) -> String {
    let mut w = 0;
    s.chars()
        .take_while(|c| {
            w += c.width().unwrap_or(0);
            w <= width
        })
        .collect()
}

/// `s` broken into lines of at most `width` columns: between words, and inside a word
/// that alone is wider than `width`.
fn break_lines(s: &str, width: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut cur = String::new();
    for word in s.split(' ') {
        if !cur.is_empty() && cur.width() + 1 + word.width() > width {
            lines.push(std::mem::take(&mut cur));
        }
        if !cur.is_empty() {
            cur.push(' ');
        }
        let mut rest = word;
        while cur.width() + rest.width() > width {
            let room = width - cur.width();
            let head = take_width(rest, room);
            if head.is_empty() && !cur.is_empty() {
                lines.push(std::mem::take(&mut cur));
                continue;
            }
            // A character wider than the whole width (never at 2+ columns) goes alone.
            let head = if head.is_empty() {
                rest.chars().take(1).collect()
            } else {
                head
            };
            cur.push_str(&head);
            lines.push(std::mem::take(&mut cur));
            rest = &rest[head.len()..];
        }
        cur.push_str(rest);
    }
    if !cur.is_empty() || lines.is_empty() {
        lines.push(cur);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::output::view::Kind;

    #[test]
    fn a_long_cell_wraps_in_three_lines_then_says_how_long_it_was() {
        let name = "x".repeat(10_000);
        let lines = wrap_cell(&name, 20);
        assert_eq!(lines.len(), 3, "{lines:?}");
        assert_eq!(lines[0], "x".repeat(20));
        assert_eq!(lines[1], "x".repeat(20));
        // 20 columns: 6 x's and the 14-column mark.
        assert_eq!(lines[2], "xxxxxx…(10000 chars)");
        assert!(lines.iter().all(|l| l.width() <= 20), "{lines:?}");
        // 11 columns, narrower than the 14-column mark: its short form, 3 x's before it.
        let narrow = wrap_cell(&name, 11);
        assert_eq!(narrow[2], "xxx…(10000)");
        assert!(narrow.iter().all(|l| l.width() <= 11), "{narrow:?}");
    }

    #[test]
    fn a_cell_wraps_between_words_and_fits_when_it_can() {
        assert_eq!(
            wrap_cell("Azure Sharks vs Velvet Wolves", 16),
            ["Azure Sharks vs", "Velvet Wolves"]
        );
        assert_eq!(wrap_cell("short", 16), ["short"]);
        // A word wider than the column starts its own line and is broken inside.
        assert_eq!(wrap_cell("ab abcdefghij", 6), ["ab", "abcdef", "ghij"]);
        // Wide characters count two columns.
        assert_eq!(wrap_cell("日本語テキスト", 6), ["日本語", "テキス", "ト"]);
    }

    fn widths(cols: &[Column], natural: &[usize], width: usize, wrap: bool) -> Vec<Option<usize>> {
        let refs: Vec<&Column> = cols.iter().collect();
        let heads: Vec<usize> = cols.iter().map(|c| c.title.width()).collect();
        layout(&refs, natural, &heads, Some(width), wrap)
    }

    #[test]
    fn context_drops_first_then_the_identity_column_narrows_on_a_terminal() {
        let cols = [
            Column::path("PLAYER", "p").rank(0),
            Column::path("LINE", "l").kind(Kind::Line).rank(0),
            Column::path("VENUE", "v").rank(2),
            Column::path("TEAM", "t").rank(4),
        ];
        // A 10,000-wide name: the context columns go first either way.
        let piped = widths(&cols, &[10_000, 4, 11, 12], 80, false);
        assert_eq!(piped, [Some(10_000), Some(4), None, None]);
        // On a terminal the name's column takes what the line leaves (80 - 4 - a gap of
        // 2); the venue and team stay dropped: context goes before a name wraps.
        let tty = widths(&cols, &[10_000, 4, 11, 12], 80, true);
        assert_eq!(tty, [Some(74), Some(4), None, None]);
        // Two identity names share the room, the widest narrowing first.
        let two = [
            Column::path("EVENT", "e").rank(0),
            Column::path("PLAYER", "p").rank(0),
        ];
        assert_eq!(widths(&two, &[100, 50], 60, true), [Some(29), Some(29)]);
        assert_eq!(widths(&two, &[100, 20], 60, true), [Some(38), Some(20)]);
    }

    #[test]
    fn on_a_terminal_context_goes_and_identity_and_act_on_never_do() {
        let cols = [
            Column::path("PLAYER", "p").rank(0),
            Column::path("A", "a").kind(Kind::Line).rank(0),
            Column::path("B", "b").kind(Kind::Line).rank(0),
        ];
        // Act-on numbers alone wider than the screen: the identity narrows to its
        // floor and nothing goes; the row runs past the edge.
        let w = widths(&cols, &[40, 30, 30], 50, true);
        assert_eq!(w, [Some(MIN_TEXT.max(6)), Some(30), Some(30)]);
        // A context column (taken back when it fitted beside the others) goes first.
        let with_context = [
            Column::path("PLAYER", "p").rank(0),
            Column::path("A", "a").kind(Kind::Line).rank(0),
            Column::path("NOTE", "n").kind(Kind::Line).rank(2),
        ];
        let w = widths(&with_context, &[40, 20, 20], 50, true);
        assert_eq!(w, [Some(28), Some(20), None]);
        // One column wider than everything: it takes the width.
        let one = [Column::path("N", "n").kind(Kind::Line).rank(0)];
        assert_eq!(widths(&one, &[90], 30, true), [Some(30)]);
        // Piped, nothing of that: the row runs past the edge, whole.
        assert_eq!(
            widths(&cols, &[40, 30, 30], 50, false),
            [Some(40), Some(30), Some(30)]
        );
    }

    /// `lines --top` at 80 on a terminal: the event, market and outcome with the start,
    /// venue, price and edge are 100 wide. The event and outcome wrap narrower than
    /// [`MIN_WRAP`] rather than the start or the venue going (they once did).
    #[test]
    fn identity_wraps_narrower_before_an_act_on_column_goes() {
        use crate::output::view::Tier::{ActOn, Identity};
        let cols = [
            Column::path("EVENT", "e").rank(0).in_tier(Identity),
            Column::path("TIME", "t")
                .kind(Kind::Time)
                .rank(3)
                .in_tier(ActOn),
            Column::path("MARKET", "m")
                .kind(Kind::Id)
                .rank(0)
                .in_tier(Identity),
            Column::path("OUTCOME", "o").rank(0).in_tier(Identity),
            Column::path("SOURCE", "s")
                .kind(Kind::Id)
                .rank(1)
                .in_tier(ActOn),
            Column::path("PRICE", "p")
                .kind(Kind::Odds)
                .rank(0)
                .in_tier(ActOn),
            Column::path("EDGE", "x")
                .kind(Kind::SignedPct)
                .rank(0)
                .in_tier(ActOn),
        ];
        let natural = [30, 11, 13, 12, 11, 5, 6];
        let w = widths(&cols, &natural, 80, true);
        // 100 − 80 = 20 columns found in the two names: the event to 16, then the event
        // and the outcome to 11 each; every other column whole.
        assert_eq!(
            w,
            [
                Some(11),
                Some(11),
                Some(13),
                Some(11),
                Some(11),
                Some(5),
                Some(6)
            ]
        );
        let shown: usize = w.iter().flatten().sum::<usize>() + GAP * (w.len() - 1);
        assert_eq!(shown, 80);
        // Piped: nothing narrows or goes, the row runs past the edge.
        assert_eq!(
            widths(&cols, &natural, 80, false),
            natural.map(Some).to_vec()
        );
    }

    #[test]
    fn a_view_says_which_columns_are_identity() {
        use crate::output::view::Tier;
        let name = Column::path("PLAYER", "p").rank(0);
        assert_eq!(name.tier(), Tier::Identity);
        assert!(name.wraps());
        assert_eq!(
            Column::path("ODDS", "o").kind(Kind::Odds).rank(0).tier(),
            Tier::ActOn
        );
        assert_eq!(Column::path("TEAM", "t").rank(3).tier(), Tier::Context);
        // Said outright: a ranked identity column is never dropped, an act-on name never
        // wraps.
        let cols = [
            Column::path("EVENT", "e").rank(3).in_tier(Tier::Identity),
            Column::path("VENUE", "v").rank(0).in_tier(Tier::ActOn),
            Column::path("X", "x").rank(1),
        ];
        assert!(!cols[1].wraps());
        assert_eq!(
            widths(&cols, &[40, 30, 10], 50, true),
            [Some(18), Some(30), None]
        );
    }
}
