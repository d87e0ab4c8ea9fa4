//! Drawing the board from its state: the tab bar, the visible tab's table (columns
//! dropped, never names cut), the filter and status lines, and the detail and help
//! overlays. Pure: the same state and size give the same screen (snapshot-tested).

use std::time::Instant;

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Row, Table, Wrap};
use unicode_width::UnicodeWidthStr;

use super::app::{App, Mark};
use super::fit::row_lines;
use super::tabs::{Align, Tab};

/// Draw the whole screen.
pub(super) fn draw(frame: &mut Frame, app: &App, now: Instant) {
    // The last error gets lines of its own (at most two), so it is read whole rather
    // than cut at the screen's edge.
    let error = app
        .usage
        .last_error
        .as_ref()
        .map(|e| format!("last error: {e}"));
    let width = usize::from(frame.area().width.max(1));
    let error_lines = error
        .as_ref()
        .map_or(0, |e| e.width().div_ceil(width).clamp(1, 2));
    let [bar, body, filter, status, problem] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Min(1),
        Constraint::Length(1),
        Constraint::Length(1),
        Constraint::Length(len(error_lines)),
    ])
    .areas(frame.area());
    frame.render_widget(tab_bar(app), bar);
    match &app.current().note {
        // A line of its own above the table (the Bets tab's totals, or why it is empty).
        Some(note) => {
            // Read whole: a long store path takes a second line rather than being cut.
            let lines = note.width().div_ceil(width).clamp(1, 2);
            let [note_area, table] =
                Layout::vertical([Constraint::Length(len(lines)), Constraint::Min(1)]).areas(body);
            frame.render_widget(
                Paragraph::new(note.as_str())
                    .style(Style::default().add_modifier(Modifier::BOLD))
                    .wrap(Wrap { trim: false }),
                note_area,
            );
            if !app.current().rows.is_empty() {
                draw_table(frame, app, table);
            }
        }
        None => draw_table(frame, app, body),
    }
    frame.render_widget(filter_line(app), filter);
    frame.render_widget(status_line(app, now), status);
    if let Some(e) = error {
        frame.render_widget(
            Paragraph::new(e)
                .style(Style::default().fg(Color::Red))
                .wrap(Wrap { trim: false }),
            problem,
        );
    }
    if let Some(d) = &app.detail {
        let area = inset(frame.area(), 2, 1);
        frame.render_widget(Clear, area);
        let title = if d.pending.is_some() {
            format!(" {} (loading) ", d.title)
        } else {
            format!(" {} ", d.title)
        };
        let text: Vec<Line> = d.lines.iter().map(|l| Line::from(l.as_str())).collect();
        frame.render_widget(
            Paragraph::new(text)
                .block(
                    Block::default()
                        .borders(Borders::ALL)
                        .title(title)
                        .title_bottom(" ↑↓ scroll · any other key closes · q quits "),
                )
                .wrap(Wrap { trim: false })
                .scroll((d.scroll, 0)),
            area,
        );
    } else if app.help {
        let area = inset(frame.area(), 4, 2);
        frame.render_widget(Clear, area);
        frame.render_widget(
            Paragraph::new(HELP.lines().map(Line::from).collect::<Vec<_>>())
                .block(
                    Block::default()
                        .borders(Borders::ALL)
                        .title(" esx board: keys "),
                )
                .wrap(Wrap { trim: false }),
            area,
        );
    }
}

const HELP: &str = "\
Tab / Shift-Tab, 1-7   switch tab (Edges Picks Arbs Gaps Flow Live Bets)
↑ ↓ or j k, PgUp PgDn  move; g / G first / last row
Enter                  the row's detail: a market's sources, de-vig and fee
                       arithmetic; a pick's, an arb's or a gap's computation
/                      filter by text (Enter keeps it, Esc clears it)
s                      next sort order
r                      refresh this tab now (through the cache)
?                      this help
q, Esc, Ctrl-C         quit

Marks: ▲ ▼ the tab's number rose or fell since the previous refresh,
+ a new row; a highlighted row matches --alert.
Any key closes this help.";

/// `area` shrunk by `dx` columns and `dy` rows on each side.
fn inset(area: Rect, dx: u16, dy: u16) -> Rect {
    Rect {
        x: area.x + dx.min(area.width / 4),
        y: area.y + dy.min(area.height / 4),
        width: area.width.saturating_sub(2 * dx.min(area.width / 4)),
        height: area.height.saturating_sub(2 * dy.min(area.height / 4)),
    }
}

fn tab_bar(app: &App) -> Line<'static> {
    let mut spans = Vec::new();
    for (i, t) in Tab::ALL.iter().enumerate() {
        let label = format!(" {} {} ", i + 1, t.title());
        let style = if *t == app.tab {
            Style::default().add_modifier(Modifier::REVERSED | Modifier::BOLD)
        } else {
            Style::default()
        };
        spans.push(Span::styled(label, style));
    }
    let sport = app.sport.clone().unwrap_or_else(|| "default sport".into());
    spans.push(Span::raw(format!("  {sport} · ? help")));
    Line::from(spans)
}

/// The first row to draw so that the selected one is on screen: rows of `heights` lines
/// each, `room` lines under the header.
fn first_shown(heights: &[usize], selected: usize, room: usize) -> usize {
    let Some(last) = heights.len().checked_sub(1) else {
        return 0;
    };
    let mut first = selected.min(last);
    let mut used = heights[first];
    while first > 0 && used + heights[first - 1] <= room {
        first -= 1;
        used += heights[first];
    }
    first
}

fn draw_table(frame: &mut Frame, app: &App, area: Rect) {
    let t = app.current();
    let view = app.view();
    if view.is_empty() {
        let msg = if t.fetched.is_none() {
            match (&t.error, t.in_flight) {
                (Some(e), _) => format!("no data: {e}"),
                (None, true) => "loading…".to_string(),
                (None, false) => "waiting for the first refresh…".to_string(),
            }
        } else if t.rows.is_empty() {
            format!("nothing on {} right now", app.tab.title())
        } else {
            format!("no rows match /{}", t.filter)
        };
        frame.render_widget(Paragraph::new(msg).wrap(Wrap { trim: false }), area);
        return;
    }
    let columns = &t.layout.columns;
    let shown = t.layout.fit(usize::from(area.width));
    let room = usize::from(area.height.saturating_sub(1)).max(1);
    let lines: Vec<Vec<Vec<String>>> = view
        .iter()
        .map(|i| row_lines(&t.layout.cells[*i], &shown))
        .collect();
    let heights: Vec<usize> = lines
        .iter()
        .map(|r| r.iter().map(Vec::len).max().unwrap_or(1).max(1))
        .collect();
    let offset = first_shown(&heights, t.selected, room);
    let header = Row::new(
        std::iter::once(ratatui::widgets::Cell::from(" ")).chain(
            shown
                .iter()
                .map(|(c, _)| aligned(&[columns[*c].title.to_string()], columns[*c].align)),
        ),
    )
    .style(Style::default().add_modifier(Modifier::BOLD | Modifier::UNDERLINED));
    let rows = view
        .iter()
        .zip(lines)
        .enumerate()
        .skip(offset)
        .map(|(pos, (i, cells))| {
            let (mark, colour) = match t.marks.get(*i).copied().unwrap_or(Mark::Same) {
                Mark::Same => (" ", Color::Reset),
                Mark::Up => ("▲", Color::Green),
                Mark::Down => ("▼", Color::Red),
                Mark::New => ("+", Color::Cyan),
            };
            let mut row_cells = vec![ratatui::widgets::Cell::from(Span::styled(
                mark,
                Style::default().fg(colour),
            ))];
            row_cells.extend(
                shown
                    .iter()
                    .zip(&cells)
                    .map(|((c, _), text)| aligned(text, columns[*c].align)),
            );
            let mut style = Style::default();
            if t.alerted.get(*i).copied().unwrap_or(false) {
                style = style.bg(Color::Yellow).fg(Color::Black);
            }
            if pos == t.selected {
                style = style.add_modifier(Modifier::REVERSED);
            }
            Row::new(row_cells).height(len(heights[pos])).style(style)
        });
    let constraints: Vec<Constraint> = std::iter::once(Constraint::Length(1))
        .chain(shown.iter().map(|(_, w)| Constraint::Length(len(*w))))
        .collect();
    frame.render_widget(
        Table::new(rows, constraints)
            .header(header)
            .column_spacing(1),
        area,
    );
}

fn len(n: usize) -> u16 {
    u16::try_from(n).unwrap_or(u16::MAX)
}

/// A cell of one or more lines, each aligned.
fn aligned(lines: &[String], align: Align) -> ratatui::widgets::Cell<'static> {
    let lines: Vec<Line<'static>> = lines
        .iter()
        .map(|l| {
            let line = Line::from(l.clone());
            match align {
                Align::Left => line,
                Align::Right => line.right_aligned(),
            }
        })
        .collect();
    ratatui::widgets::Cell::from(ratatui::text::Text::from(lines))
}

fn filter_line(app: &App) -> Line<'static> {
    let t = app.current();
    let sorts = app.tab.sorts();
    let sort = sorts[t.sort % sorts.len()].label;
    let shown = app.view().len();
    let mut spans = Vec::new();
    if app.editing {
        spans.push(Span::styled(
            format!("/{}▏", t.filter),
            Style::default().add_modifier(Modifier::BOLD),
        ));
        spans.push(Span::raw("  Enter keeps · Esc clears"));
    } else {
        if !t.filter.is_empty() {
            spans.push(Span::styled(
                format!("/{}  ", t.filter),
                Style::default().add_modifier(Modifier::BOLD),
            ));
        }
        let rows = if shown == t.rows.len() {
            crate::output::fmt::count(shown, "row")
        } else {
            format!("{shown} of {}", t.rows.len())
        };
        spans.push(Span::raw(format!(
            "{rows} · sort: {sort} (s) · ▲▼ changed + new · Enter detail"
        )));
    }
    Line::from(spans)
}

/// `12s`, `4m 05s`, `2h 10m`.
#[must_use]
pub(super) fn age(d: std::time::Duration) -> String {
    let s = d.as_secs();
    match s {
        0..60 => format!("{s}s"),
        60..3600 => format!("{}m {:02}s", s / 60, s % 60),
        _ => format!("{}h {:02}m", s / 3600, (s % 3600) / 60),
    }
}

fn status_line(app: &App, now: Instant) -> Line<'static> {
    let t = app.current();
    // The data's time on the run's clock, beside its age.
    let at_clock = t.stamp.map_or_else(String::new, |s| {
        format!(" ({})", s.to_zoned(app.tz.clone()).strftime("%H:%M:%S"))
    });
    let data = match (t.fetched, t.in_flight) {
        (Some(at), true) => format!(
            "data {} old{at_clock}, refreshing",
            age(now.saturating_duration_since(at))
        ),
        (Some(at), false) => format!(
            "data {} old{at_clock}",
            age(now.saturating_duration_since(at))
        ),
        (None, true) => "fetching".to_string(),
        (None, false) => "no data yet".to_string(),
    };
    let u = &app.usage;
    let mut pace = format!("every {}", age(app.interval_of(app.tab)));
    // The Bets tab reads a local store: no quota, no 429.
    if app.tab == Tab::Bets {
        pace.push_str(" (local store)");
    } else if u.backoff > 1 {
        pace.push_str(" (slowed: 429)");
    } else if u.sandbox {
        pace.push_str(" (Sandbox quota)");
    }
    Line::from(format!(
        "{data} · {pace} · {} ({} cached)",
        crate::output::fmt::count(usize::try_from(u.requests).unwrap_or(usize::MAX), "request"),
        u.cached
    ))
}
