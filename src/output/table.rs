//! Tables for people. When the width (`COLUMNS`, else the terminal's, see [`super::term`])
//! is narrow, context columns are dropped first (the highest rank, then the rightmost),
//! then decoration text is cut with `…`; a name, a venue key, a market label, a number, an
//! id or a time is never cut. Piped or to `-o FILE` a row is one line; on a terminal
//! stdout a too-wide identity cell wraps inside its column ([`super::layout`]). Rows that belong to a match may sit under a heading
//! line per event; a legend line may follow the rows. One format per kind of number
//! (see [`super::fmt`]), numbers right-aligned; colour only when the caller allows it.

use std::fmt::Write as _;
use std::io::Write;

use serde_json::Value;
use unicode_width::{UnicodeWidthChar as _, UnicodeWidthStr as _};

use super::fmt::{self, OddsStyle, short_time_in};
use super::layout::{GAP, layout, wrap_cell};
use super::options::OutputOptions;
use super::view::{Column, Kind, View, scalar_text};

/// The indent of the lines under a row (a parlay's legs).
const SUB_INDENT: &str = "    ";

/// Format a value for a table cell according to its column kind and the run's display
/// choices (`--odds`, `--tz`).
#[must_use]
pub(crate) fn format_cell_with(
    v: &Value,
    kind: Kind,
    odds: OddsStyle,
    tz: &jiff::tz::TimeZone,
) -> String {
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
pub(crate) fn width_of(s: &str) -> usize {
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
pub(crate) fn cut(s: &str, max: usize) -> String {
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

pub(crate) fn write_table(
    w: &mut dyn Write,
    view: &View,
    opts: &OutputOptions,
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
        legend: &view.legend,
    };
    write_cells(w, &frame, &cols, &values, opts)
}

/// What a table shows around its cells: the notes above it, the text for no rows, the
/// legend under it.
pub(crate) struct Frame<'a> {
    pub(crate) notes: &'a [String],
    pub(crate) empty: &'a str,
    pub(crate) legend: &'a [String],
}

/// A heading's time: `Tue 24 Nov 00:50 UTC` in the display zone (as served when it does
/// not parse).
fn heading_time(t: &str, tz: &jiff::tz::TimeZone) -> String {
    t.parse::<jiff::Timestamp>().map_or_else(
        |_| t.to_string(),
        |ts| {
            let z = ts.to_zoned(tz.clone());
            let abbr = z.strftime("%Z").to_string();
            let zone = if abbr.is_empty() {
                tz.iana_name().unwrap_or("UTC").to_string()
            } else {
                abbr
            };
            format!("{} {zone}", z.strftime("%a %d %b %H:%M"))
        },
    )
}

/// The heading line of a row: its heading columns' texts joined by ` · ` (empty parts
/// left out).
fn heading_of(cols: &[&Column], row: &[Value], d: &fmt::Display) -> String {
    cols.iter()
        .zip(row)
        .filter(|(c, _)| c.heading)
        .map(|(c, v)| match (c.kind, v) {
            (Kind::Time, Value::String(t)) => heading_time(t, &d.tz),
            _ => format_cell_with(v, c.kind, d.odds, &d.tz),
        })
        .map(|t| one_line(super::diag::clean(&t)))
        .filter(|t| !t.is_empty())
        .collect::<Vec<_>>()
        .join(" · ")
}

/// A table from its columns (the shown ones) and each row's cell values, in column
/// order: the one renderer behind [`View`] tables and typed rows (the typed views built on it).
pub(crate) fn write_cells(
    w: &mut dyn Write,
    frame: &Frame<'_>,
    cols: &[&Column],
    values: &[Vec<Value>],
    opts: &OutputOptions,
) -> std::io::Result<()> {
    let (d, width) = (&opts.display, opts.width);
    // Heading columns are lines above runs of rows, not cells.
    let headings: Vec<String> = if cols.iter().any(|c| c.heading) {
        values.iter().map(|r| heading_of(cols, r, d)).collect()
    } else {
        Vec::new()
    };
    // Sub-line columns are lines under their row; decoration (a sentence) is wrapped
    // between words to the width, names (a parlay's legs) are not.
    let sub_width = width.map(|w| usize::from(w).saturating_sub(SUB_INDENT.len()).max(20));
    let subs: Vec<Vec<String>> = values
        .iter()
        .map(|r| {
            cols.iter()
                .zip(r)
                .filter(|(c, _)| c.sub_lines)
                .flat_map(|(c, v)| {
                    let texts: Vec<String> = match v {
                        Value::Array(items) => items.iter().map(scalar_text).collect(),
                        Value::Null => Vec::new(),
                        other => vec![scalar_text(other)],
                    };
                    texts
                        .into_iter()
                        .map(|t| one_line(super::diag::clean(&t)))
                        .flat_map(|t| {
                            if c.kind.can_cut() {
                                wrap(&t, sub_width)
                            } else {
                                vec![t]
                            }
                        })
                        .flat_map(|t| fit_screen(t, sub_width, opts.wraps()))
                        .collect::<Vec<_>>()
                })
                .collect()
        })
        .collect();
    let keep: Vec<usize> = (0..cols.len())
        .filter(|i| !cols[*i].heading && !cols[*i].sub_lines)
        .collect();
    let cell_cols: Vec<&Column> = keep.iter().map(|i| cols[*i]).collect();
    let cell_values: Vec<Vec<Value>> = values
        .iter()
        .map(|r| keep.iter().map(|i| r[*i].clone()).collect())
        .collect();
    let shown = write_body(
        w,
        frame,
        &cell_cols,
        &cell_values,
        &Around {
            headings: &headings,
            subs: &subs,
        },
        opts,
    )?;
    if !values.is_empty() {
        let all: Vec<&str> = cols.iter().map(|c| c.title.as_str()).collect();
        let limit = width.map(usize::from);
        for line in legend_lines(frame.legend, &all, &shown, limit) {
            for line in fit_screen(one_line(super::diag::clean(&line)), limit, opts.wraps()) {
                writeln!(w, "{line}")?;
            }
        }
    }
    Ok(())
}

/// The legend under a table: the entries (`TITLE meaning`, or any sentence) whose first
/// word is not a column title or is the title of a column shown, joined by ` · `, broken
/// between entries where the line would pass the width.
fn legend_lines(
    entries: &[String],
    all: &[&str],
    shown: &[String],
    width: Option<usize>,
) -> Vec<String> {
    let kept: Vec<&String> = entries
        .iter()
        .filter(|e| {
            let first = e.split_whitespace().next().unwrap_or("");
            !all.contains(&first) || shown.iter().any(|t| t == first)
        })
        .collect();
    let mut lines: Vec<String> = Vec::new();
    let mut cur = String::new();
    for e in kept {
        let next = if cur.is_empty() {
            e.clone()
        } else {
            format!("{cur} · {e}")
        };
        if !cur.is_empty() && width.is_some_and(|w| next.width() > w) {
            lines.push(std::mem::take(&mut cur));
            cur.clone_from(e);
        } else {
            cur = next;
        }
    }
    if !cur.is_empty() {
        lines.push(cur);
    }
    // An entry wider than the terminal on its own is wrapped between words.
    lines.iter().flat_map(|l| wrap(l, width)).collect()
}

/// What a table prints around its rows: a heading per row (a line when it changes) and
/// lines under each row.
struct Around<'a> {
    headings: &'a [String],
    subs: &'a [Vec<String>],
}

/// Each cell's text (cleaned to one line) and its number, for width and colour.
fn cell_texts(
    cols: &[&Column],
    values: &[Vec<Value>],
    d: &fmt::Display,
) -> Vec<Vec<(String, Option<f64>)>> {
    // A time column shows seconds only when some of its times have them (live ticks).
    let secs: Vec<bool> = (0..cols.len())
        .map(|i| {
            cols[i].kind == Kind::Time
                && values
                    .iter()
                    .any(|r| r[i].as_str().is_some_and(fmt::has_seconds))
        })
        .collect();
    values
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
        .collect()
}

/// The notes, the header and the rows (under their headings, with their sub-lines).
fn write_body(
    w: &mut dyn Write,
    frame: &Frame<'_>,
    cols: &[&Column],
    values: &[Vec<Value>],
    around: &Around<'_>,
    opts: &OutputOptions,
) -> std::io::Result<Vec<String>> {
    let (color, d) = (opts.color, &opts.display);
    let limit = opts.width.map(usize::from);
    // Cells and notes carry server text: no escape sequence or key reaches the terminal.
    // A note is a summary sentence: wrapped between words, never cut.
    for note in frame.notes {
        for line in wrap(&one_line(super::diag::clean(note)), limit) {
            for line in fit_screen(line, limit, opts.wraps()) {
                writeln!(w, "{line}")?;
            }
        }
    }
    if values.is_empty() || cols.is_empty() {
        // A sentence (often with the command that fixes it), not a row: never cut.
        // Still cleaned of control characters: it may quote the user's input.
        writeln!(w, "{}", one_line(super::diag::clean(frame.empty)))?;
        return Ok(Vec::new());
    }
    let zone = if cols.iter().any(|c| c.kind == Kind::Time) {
        fmt::zone_label(&d.tz, d.clock)
    } else {
        String::new()
    };
    let titles: Vec<String> = cols
        .iter()
        .map(|c| one_line(super::diag::clean(&header(c, &zone))))
        .collect();
    let cells = cell_texts(cols, values, d);
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
    let widths = layout(cols, &natural, &heads, limit, opts.wraps());
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
    let mut last_heading: Option<&str> = None;
    for (r, row) in cells.iter().enumerate() {
        if let Some(h) = around.headings.get(r)
            && last_heading != Some(h.as_str())
        {
            // A heading names the match whole: never cut (on a terminal, wrapped).
            for h in fit_screen(h.clone(), limit, opts.wraps()) {
                if color {
                    writeln!(w, "{bold}{h}{bold:#}")?;
                } else {
                    writeln!(w, "{h}")?;
                }
            }
            last_heading = Some(h.as_str());
        }
        write_row(w, &mut line, row, &shown, cols, opts)?;
        for sub in around.subs.get(r).into_iter().flatten() {
            writeln!(w, "{SUB_INDENT}{sub}")?;
        }
    }
    Ok(shown.iter().map(|(i, _)| cols[*i].title.clone()).collect())
}

/// One row's lines: each cell on the first, and on a terminal a too-wide identity cell
/// wrapped inside its column over the next ones; signed figures coloured by sign.
fn write_row(
    w: &mut dyn Write,
    line: &mut String,
    row: &[(String, Option<f64>)],
    shown: &[(usize, usize)],
    cols: &[&Column],
    opts: &OutputOptions,
) -> std::io::Result<()> {
    let color = opts.color;
    // Each cell's lines: one, or on a terminal a too-wide identity cell wrapped
    // inside its column.
    let pieces: Vec<Vec<String>> = shown
        .iter()
        .map(|(i, wd)| {
            let text = &row[*i].0;
            if opts.wraps() && cols[*i].wraps() && text.width() > *wd {
                wrap_cell(text, *wd)
            } else {
                vec![cut(text, *wd)]
            }
        })
        .collect();
    let height = pieces.iter().map(Vec::len).max().unwrap_or(1);
    for k in 0..height {
        line.clear();
        for (n, (i, wd)) in shown.iter().enumerate() {
            let last = n + 1 == shown.len();
            let num = row[*i].1;
            let kind = cols[*i].kind;
            let piece = pieces[n].get(k).map_or("", String::as_str);
            let padded = pad(piece, *wd, kind.is_numeric(), last);
            let style = match (color && k == 0, kind, num) {
                (true, Kind::SignedPct | Kind::SignedPts, Some(f)) if f > 0.0 => {
                    Some(anstyle::AnsiColor::Green.on_default())
                }
                (true, Kind::SignedPct | Kind::SignedPts, Some(f)) if f < 0.0 => {
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

/// Text under a table (a command's own summary lines) broken between words at `width`,
/// as the table's notes are: every line of `text` on its own.
pub(crate) fn wrap_text(text: &str, width: Option<usize>) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.lines() {
        for part in wrap(line, width) {
            out.push_str(&part);
            out.push('\n');
        }
    }
    out
}

/// Break `s` between words into lines of at most `width` columns (a word wider than
/// that stands alone on its line, whole).
fn wrap(s: &str, width: Option<usize>) -> Vec<String> {
    let Some(width) = width.filter(|w| s.width() > *w) else {
        return vec![s.to_string()];
    };
    let mut lines: Vec<String> = Vec::new();
    let mut cur = String::new();
    for word in s.split(' ') {
        if !cur.is_empty() && cur.width() + 1 + word.width() > width {
            lines.push(std::mem::take(&mut cur));
        }
        if !cur.is_empty() {
            cur.push(' ');
        }
        cur.push_str(word);
    }
    lines.push(cur);
    lines
}

/// A line of text around the rows (a note, a heading, a legend, a leg) as printed: on a
/// terminal stdout (`wraps`) one wider than the width is wrapped in at most three lines,
/// so nothing passes the screen's edge; otherwise as it is.
fn fit_screen(line: String, width: Option<usize>, wraps: bool) -> Vec<String> {
    match width {
        Some(w) if wraps && line.width() > w => wrap_cell(&line, w),
        _ => vec![line],
    }
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
mod tests;
