//! Tables for people. A row is one line: when the terminal (`COLUMNS`, else the
//! terminal's width) is narrow, text columns are cut with `…` and, if that is not
//! enough, the lowest-ranked columns are dropped; a number, an id or a time is never
//! split or cut. One format per kind of number (see [`super::fmt`]), numbers
//! right-aligned; colour only when the caller allows it.

use std::fmt::Write as _;
use std::io::Write;

use serde_json::Value;
use unicode_width::{UnicodeWidthChar as _, UnicodeWidthStr as _};

use super::fmt::{self, OddsStyle, short_time_in};
use super::view::{Column, Kind, View, scalar_text};

/// Space between columns.
const GAP: usize = 2;
/// A text column is cut no narrower than this nor than its title (or its natural width).
const MIN_TEXT: usize = 8;

/// Format a value for a table cell according to its column kind, with the process's
/// display choices (`--odds`, `--tz`).
#[must_use]
pub fn format_cell(v: &Value, kind: Kind) -> String {
    let d = fmt::display();
    format_cell_with(v, kind, d.odds, &d.tz)
}

/// [`format_cell`] with explicit display choices.
#[must_use]
pub fn format_cell_with(v: &Value, kind: Kind, odds: OddsStyle, tz: &jiff::tz::TimeZone) -> String {
    let text = match (kind, v) {
        (_, Value::Null) => String::new(),
        (Kind::Num(d), Value::Number(n)) => n
            .as_f64()
            .map_or_else(|| n.to_string(), |f| format!("{f:.*}", usize::from(d))),
        (Kind::Prob, Value::Number(n)) => n.as_f64().map_or_else(|| n.to_string(), fmt::prob),
        (Kind::Odds, Value::Number(n)) => n
            .as_f64()
            .map_or_else(|| n.to_string(), |f| fmt::price(f, odds)),
        (Kind::American, Value::Number(n)) => n
            .as_f64()
            .map_or_else(|| n.to_string(), |f| fmt::price_american(f, odds)),
        (Kind::SignedPct, Value::Number(n)) => n.as_f64().map_or_else(|| n.to_string(), fmt::pct),
        (Kind::SignedPts, Value::Number(n)) => n.as_f64().map_or_else(|| n.to_string(), fmt::pts),
        (Kind::Money, Value::Number(n)) => n.as_f64().map_or_else(|| n.to_string(), fmt::money),
        (Kind::Time, Value::String(t)) => short_time_in(t, tz),
        (_, Value::Array(items)) => items.iter().map(scalar_text).collect::<Vec<_>>().join(", "),
        (_, other) => scalar_text(other),
    };
    // Made one line (and cleaned of escape sequences) by the table, after cleaning.
    text
}

/// A cell is one line: line breaks and tabs become spaces, control characters go.
fn one_line(s: String) -> String {
    if !s.chars().any(char::is_control) {
        return s;
    }
    s.chars()
        .filter_map(|c| match c {
            '\n' | '\r' | '\t' => Some(' '),
            c if c.is_control() => None,
            c => Some(c),
        })
        .collect()
}

/// Display width of a cell (wide characters count two).
#[must_use]
pub fn width_of(s: &str) -> usize {
    s.width()
}

/// Characters that split a cell into tokens for [`cut`]: whitespace and the separators
/// composite cells use between their parts (`·`, `,`, `;`, `|`, `/`).
fn is_separator(c: char) -> bool {
    c.is_whitespace() || matches!(c, '·' | ',' | ';' | '|' | '/')
}

/// Cut `s` to at most `max` display columns, ending with `…` when cut. A number is
/// never split: when the cut would end inside a token (a run between separators, see
/// [`is_separator`]) that holds a digit, the cut backs up to before that token, so a
/// cell shows a number whole or not at all (`-53 · 5.7 pts` → `-53…`, never `-53 · 5…`).
/// Separators left dangling before the `…` are dropped.
#[must_use]
pub fn cut(s: &str, max: usize) -> String {
    if s.width() <= max {
        return s.to_string();
    }
    if max == 0 {
        return String::new();
    }
    let chars: Vec<char> = s.chars().collect();
    let mut end = 0;
    let mut w = 0;
    for ch in &chars {
        let cw = ch.width().unwrap_or(0);
        if w + cw > max - 1 {
            break;
        }
        w += cw;
        end += 1;
    }
    // The cut ends inside a token when neither side of it is a separator.
    if end > 0 && end < chars.len() && !is_separator(chars[end]) && !is_separator(chars[end - 1]) {
        let start = chars[..end]
            .iter()
            .rposition(|c| is_separator(*c))
            .map_or(0, |p| p + 1);
        let stop = chars[end..]
            .iter()
            .position(|c| is_separator(*c))
            .map_or(chars.len(), |p| end + p);
        if chars[start..stop].iter().any(char::is_ascii_digit) {
            end = start;
        }
    }
    while end > 0 && is_separator(chars[end - 1]) {
        end -= 1;
    }
    let mut out: String = chars[..end].iter().collect();
    out.push('…');
    out
}

/// The title a column shows: a time column names the zone (`START (CET)`).
fn header(c: &Column, zone: &str) -> String {
    if c.kind == Kind::Time && !c.title.contains('(') {
        format!("{} ({zone})", c.title)
    } else {
        c.title.clone()
    }
}

/// Which columns to show and how wide, for a width limit: natural widths; if too wide,
/// drop the highest-ranked (rightmost first) until the rest fit with text cut to
/// [`MIN_TEXT`]; then cut the widest text columns until the row fits.
fn layout(
    cols: &[&Column],
    natural: &[usize],
    heads: &[usize],
    width: Option<usize>,
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
    let total = |ws: &[Option<usize>], f: &dyn Fn(usize, usize) -> usize| {
        let shown: Vec<usize> = ws
            .iter()
            .enumerate()
            .filter_map(|(i, w)| w.map(|w| f(i, w)))
            .collect();
        shown.iter().sum::<usize>() + GAP * shown.len().saturating_sub(1)
    };
    // Drop columns until the minimum widths fit (always keep one column).
    while total(&widths, &|i, _| min(i)) > limit
        && widths.iter().filter(|w| w.is_some()).count() > 1
    {
        let victim = (0..cols.len())
            .filter(|i| widths[*i].is_some())
            .max_by_key(|i| (cols[*i].rank, *i))
            .unwrap_or(0);
        widths[victim] = None;
    }
    // Cut the widest text column by one until the row fits.
    while total(&widths, &|_, w| w) > limit {
        let widest = (0..cols.len())
            .filter(|i| cols[*i].kind.can_cut())
            .filter_map(|i| widths[i].filter(|w| *w > min(i)).map(|w| (w, i)))
            .max();
        match widest {
            Some((w, i)) => widths[i] = Some(w - 1),
            None => break,
        }
    }
    widths
}

pub fn write_table(
    w: &mut dyn Write,
    view: &View,
    color: bool,
    width: Option<u16>,
) -> std::io::Result<()> {
    let rows = view.rows();
    let cols: Vec<&Column> = view.columns.iter().filter(|c| !c.csv_only).collect();
    let values: Vec<Vec<Value>> = rows
        .iter()
        .map(|row| cols.iter().map(|c| c.value(row)).collect())
        .collect();
    let frame = Frame {
        notes: &view.notes,
        empty: &view.empty,
    };
    write_cells(w, &frame, &cols, &values, color, width)
}

/// What a table shows around its cells: the notes above it, the text for no rows.
pub(crate) struct Frame<'a> {
    pub notes: &'a [String],
    pub empty: &'a str,
}

/// A table from its columns (the shown ones) and each row's cell values, in column
/// order: the one renderer behind [`View`] tables and typed rows (`super::typed`).
pub(crate) fn write_cells(
    w: &mut dyn Write,
    frame: &Frame<'_>,
    cols: &[&Column],
    values: &[Vec<Value>],
    color: bool,
    width: Option<u16>,
) -> std::io::Result<()> {
    let limit = width.map(usize::from);
    // Cells and notes carry server text: no escape sequence or key reaches the terminal.
    let fit = |s: &str| {
        let s = one_line(super::diag::clean(s));
        limit.map_or_else(|| s.clone(), |l| cut(&s, l))
    };
    for note in frame.notes {
        writeln!(w, "{}", fit(note))?;
    }
    if values.is_empty() || cols.is_empty() {
        // A sentence (often with the command that fixes it), not a row: never cut.
        // Still cleaned of control characters: it may quote the user's input.
        return writeln!(w, "{}", one_line(super::diag::clean(frame.empty)));
    }
    let d = fmt::display();
    let zone = if cols.iter().any(|c| c.kind == Kind::Time) {
        fmt::zone_label(&d.tz)
    } else {
        String::new()
    };
    let titles: Vec<String> = cols
        .iter()
        .map(|c| one_line(super::diag::clean(&header(c, &zone))))
        .collect();
    // A time column shows seconds only when some of its times have them (live ticks).
    let secs: Vec<bool> = (0..cols.len())
        .map(|i| {
            cols[i].kind == Kind::Time
                && values
                    .iter()
                    .any(|r| r[i].as_str().is_some_and(fmt::has_seconds))
        })
        .collect();
    let cells: Vec<Vec<(String, Option<f64>)>> = values
        .iter()
        .map(|row| {
            row.iter()
                .enumerate()
                .map(|(i, v)| {
                    let text = match v {
                        Value::String(t) if secs[i] => fmt::short_time_secs(t, &d.tz),
                        _ => format_cell_with(v, cols[i].kind, d.odds, &d.tz),
                    };
                    (one_line(super::diag::clean(&text)), v.as_f64())
                })
                .collect()
        })
        .collect();
    let heads: Vec<usize> = titles.iter().map(|t| t.width()).collect();
    let natural: Vec<usize> = (0..cols.len())
        .map(|i| {
            cells
                .iter()
                .map(|r| r[i].0.width())
                .max()
                .unwrap_or(0)
                .max(heads[i])
        })
        .collect();
    let widths = layout(cols, &natural, &heads, limit);
    let shown: Vec<(usize, usize)> = widths
        .iter()
        .enumerate()
        .filter_map(|(i, w)| w.map(|w| (i, w)))
        .collect();

    let bold = anstyle::Style::new().bold();
    let mut line = String::new();
    for (n, (i, wd)) in shown.iter().enumerate() {
        let last = n + 1 == shown.len();
        let t = cut(&titles[*i], *wd);
        let padded = pad(&t, *wd, cols[*i].kind.is_numeric(), last);
        if color {
            let _ = write!(line, "{bold}{padded}{bold:#}");
        } else {
            line.push_str(&padded);
        }
        if !last {
            line.push_str(&" ".repeat(GAP));
        }
    }
    writeln!(w, "{}", line.trim_end())?;
    let total: usize =
        shown.iter().map(|(_, w)| w).sum::<usize>() + GAP * shown.len().saturating_sub(1);
    writeln!(w, "{}", "─".repeat(total))?;
    for row in &cells {
        line.clear();
        for (n, (i, wd)) in shown.iter().enumerate() {
            let last = n + 1 == shown.len();
            let (text, num) = &row[*i];
            let kind = cols[*i].kind;
            let padded = pad(&cut(text, *wd), *wd, kind.is_numeric(), last);
            let style = match (color, kind, num) {
                (true, Kind::SignedPct | Kind::SignedPts, Some(f)) if *f > 0.0 => {
                    Some(anstyle::AnsiColor::Green.on_default())
                }
                (true, Kind::SignedPct | Kind::SignedPts, Some(f)) if *f < 0.0 => {
                    Some(anstyle::AnsiColor::Red.on_default())
                }
                _ => None,
            };
            match style {
                Some(s) => {
                    let _ = write!(line, "{s}{padded}{s:#}");
                }
                None => line.push_str(&padded),
            }
            if !last {
                line.push_str(&" ".repeat(GAP));
            }
        }
        writeln!(w, "{}", line.trim_end())?;
    }
    Ok(())
}

/// Pad to `width`: numbers on the right, text on the left (the last column unpadded).
fn pad(s: &str, width: usize, right: bool, last: bool) -> String {
    let fill = width.saturating_sub(s.width());
    if right {
        format!("{}{s}", " ".repeat(fill))
    } else if last {
        s.to_string()
    } else {
        format!("{s}{}", " ".repeat(fill))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::output::view::Column;
    use serde_json::json;

    fn utc(v: &Value, kind: Kind) -> String {
        format_cell_with(v, kind, OddsStyle::Decimal, &jiff::tz::TimeZone::UTC)
    }

    #[test]
    fn cells_by_kind() {
        assert_eq!(utc(&json!(1.5), Kind::Num(2)), "1.50");
        assert_eq!(utc(&json!(2), Kind::Num(0)), "2");
        assert_eq!(utc(&json!(1.23456), Kind::Num(3)), "1.235");
        assert_eq!(utc(&json!(2.5), Kind::SignedPct), "+2.50%");
        assert_eq!(utc(&json!(-1.25), Kind::SignedPts), "-1.25 pts");
        assert_eq!(utc(&json!(0.5234), Kind::Prob), "0.523");
        assert_eq!(utc(&json!(2.5), Kind::Odds), "2.50");
        assert_eq!(utc(&json!(150), Kind::American), "2.50");
        assert_eq!(
            format_cell_with(
                &json!(150),
                Kind::American,
                OddsStyle::American,
                &jiff::tz::TimeZone::UTC
            ),
            "+150"
        );
        assert_eq!(
            format_cell_with(
                &json!(2.5),
                Kind::Odds,
                OddsStyle::Prob,
                &jiff::tz::TimeZone::UTC
            ),
            "0.400"
        );
        assert_eq!(utc(&json!(3), Kind::Money), "3.00");
        assert_eq!(utc(&json!(41.5), Kind::Line), "41.5");
        assert_eq!(utc(&json!(null), Kind::Text), "");
        assert_eq!(
            utc(&json!("2026-11-21T18:05:00.000Z"), Kind::Time),
            "11-21 18:05"
        );
        assert_eq!(utc(&json!("soon"), Kind::Time), "soon");
        assert_eq!(utc(&json!(["a", 1]), Kind::Text), "a, 1");
    }

    #[test]
    fn cut_marks_the_cut() {
        assert_eq!(cut("Obsidian Lynx", 8), "Obsidia…");
        assert_eq!(cut("short", 8), "short");
        assert_eq!(cut("日本語テキスト", 5), "日本…");
    }

    #[test]
    fn cut_never_splits_a_number() {
        // Known answers from the 80-column acceptance run.
        assert_eq!(cut("-53 · 5.7 pts", 8), "-53…");
        assert_eq!(cut("Team A @5.25", 10), "Team A…");
        assert_eq!(cut("41 betr · 41.5 pp", 12), "41 betr…");
        assert_eq!(cut("Mon Nov 23 00:25", 10), "Mon Nov…");
        assert_eq!(cut("Mon Nov 23 00:25", 11), "Mon Nov 23…");
        // A token without a digit may still be cut inside.
        assert_eq!(cut("113.4k buyers", 10), "113.4k bu…");
        // A cut that lands on a separator keeps the whole number before it.
        assert_eq!(cut("12, 345, 678", 9), "12, 345…");
        // A lone number too wide: nothing but the mark.
        assert_eq!(cut("1234567890", 5), "…");
        // Fits: unchanged.
        assert_eq!(cut("@5.25", 5), "@5.25");
    }

    fn render(view: &View, width: Option<u16>) -> String {
        let mut out = Vec::new();
        write_table(&mut out, view, false, width).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn rows_are_one_line_and_fit_the_width() {
        let data = json!({"rows": [
            {"name": "a very long name that would wrap", "id": "kr_cs2_obsidian-lynx_g2", "n": 1.23456, "x": "extra"},
            {"name": "b", "id": "g1", "n": 22, "x": "y"}]});
        let view = View::new(
            data,
            Some("rows"),
            vec![
                Column::path("NAME", "name").rank(0),
                Column::path("GAME", "id").kind(Kind::Id).rank(3),
                Column::path("N", "n").kind(Kind::Prob).rank(0),
                Column::path("X", "x").rank(2),
            ],
        );
        let wide = render(&view, None);
        assert_eq!(wide.lines().count(), 4, "{wide}");
        assert!(wide.contains("kr_cs2_obsidian-lynx_g2"));
        for width in [24u16, 40, 60] {
            let text = render(&view, Some(width));
            assert_eq!(text.lines().count(), 4, "{text}");
            assert!(!text.contains('\u{1b}'), "{text}");
            assert!(
                text.lines().all(|l| l.width() <= usize::from(width)),
                "{width}: {text}"
            );
            assert!(text.contains("1.235"), "numbers are never cut: {text}");
            // The id is whole or absent, never split.
            assert!(
                text.contains("kr_cs2_obsidian-lynx_g2") || !text.contains("kr_cs2"),
                "{text}"
            );
        }
        let narrow = render(&view, Some(24));
        assert!(
            !narrow.contains("GAME"),
            "the id column is dropped first: {narrow}"
        );
        assert!(narrow.contains('…'), "{narrow}");
    }

    #[test]
    fn numbers_are_right_aligned() {
        let view = View::new(
            json!({"rows": [{"p": 0.5}, {"p": 0.25}]}),
            Some("rows"),
            vec![Column::path("PROBABILITY", "p").kind(Kind::Prob)],
        );
        let text = render(&view, None);
        assert!(text.lines().any(|l| l == "      0.500"), "{text}");
    }

    #[test]
    fn time_headers_name_the_zone() {
        let view = View::new(
            json!({"rows": [{"t": "2026-11-21T18:05:00Z"}]}),
            Some("rows"),
            vec![Column::path("START", "t").kind(Kind::Time)],
        );
        let text = render(&view, None);
        assert!(text.starts_with("START ("), "{text}");
    }

    #[test]
    fn server_escape_sequences_never_reach_the_terminal() {
        let data = json!({"rows": [{"name": "\u{1b}]0;pwned\u{7}Team\u{1b}[2J\nLiquid"}]});
        let view = View::new(data, Some("rows"), vec![Column::path("NAME", "name")]);
        let mut out = Vec::new();
        write_table(&mut out, &view, false, None).unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(!text.contains(['\u{1b}', '\u{7}']), "{text:?}");
        assert!(text.contains("Team [2J Liquid"), "{text}");
    }

    #[test]
    fn empty_views_say_so() {
        let view = View::new(
            json!({"rows": []}),
            Some("rows"),
            vec![Column::path("X", "x")],
        )
        .empty_message("nothing here");
        assert_eq!(render(&view, None), "nothing here\n");
        // A message is a sentence with its fix: shown whole on a narrow terminal.
        let long =
            "no recorded moves in /tmp/a/very/long/path.sqlite (record it with `esx record cs2`)";
        let view = View::new(
            json!({"rows": []}),
            Some("rows"),
            vec![Column::path("X", "x")],
        )
        .empty_message(long);
        assert_eq!(render(&view, Some(40)), format!("{long}\n"));
    }
}
