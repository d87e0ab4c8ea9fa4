//! `esx research player|board`: research slips (`/v6/esports/research/player`) and the
//! board of slips for every player on the live board (`/research/board`).

use serde::Serialize;
use serde_json::Value;

use crate::cli::SportArg;

use crate::client::response::decode;
use crate::error::EsxError;
use crate::output::typed::{Row, TypedView};
use crate::output::{Column, Format, Kind};
use esx_proto::models::{ResearchBoard, ResearchSlip};
use esx_proto::routes::{self, Query};

use crate::context::Context;
use crate::params;

/// The research market slugs the interface names (spec §1); others exist per sport.
const KNOWN_MARKETS: &str = "kills_maps_1_2, headshots_maps_1_2, kills_map_4, kills";

#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  esx research player cs2 loqumi\n  esx research player cs2 loqumi --market headshots_maps_1_2\n  esx research player valorant kafen --market VALORANT_KILLS_MAPS_1_2 --json\n  esx research board cs2"
)]
pub(crate) struct Args {
    #[command(subcommand)]
    pub(crate) action: Action,
}

#[derive(Debug, clap::Subcommand)]
pub(crate) enum Action {
    /// One player's research slip: lines on the board, recent series, settled results
    #[command(
        after_help = "Examples:\n  esx research player cs2 loqumi\n  esx research player loqumi --market kills   # sport: default_sport, else cs2"
    )]
    Player {
        /// Sport slug; may be left out (default_sport, else the service's default cs2)
        #[arg(value_name = "SPORT")]
        sport: Option<String>,
        /// Player nickname
        #[arg(value_name = "NAME")]
        name: Option<String>,
        /// Market slug (kills_maps_1_2, headshots_maps_1_2, kills_map_4, kills) or its
        /// stat_type form (CS2_KILLS_MAPS_1_2); service default kills_maps_1_2
        #[arg(long, value_name = "MARKET")]
        market: Option<String>,
    },
    /// Research slips for every player on the live board
    #[command(
        after_help = "Examples:\n  esx research board cs2\n  esx research board valorant --json"
    )]
    Board {
        // Sport: default_sport, else the service's default cs2.
        #[command(flatten)]
        sport: SportArg,
    },
}

/// The research routes take the sport as a query parameter that defaults to cs2 on the
/// service: with neither an argument nor a default_sport esx sends none (`dispatch`
/// resolved it as optional).
fn research_sport(ctx: &Context) -> Option<String> {
    ctx.sport_given().map(str::to_string)
}

/// A market is a lower-case slug or the upper-case stat_type form (spec §4).
pub(crate) fn check_market(m: &str) -> Result<&str, EsxError> {
    let t = m.trim();
    let slug = !t.is_empty()
        && t.bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_');
    let stat_type = !t.is_empty()
        && t.bytes()
            .all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'_');
    if slug || stat_type {
        Ok(t)
    } else {
        Err(EsxError::usage(format!(
            "--market `{m}` is neither a market slug nor a stat_type; valid: a slug such as {KNOWN_MARKETS}, or the upper-case stat_type form such as CS2_KILLS_MAPS_1_2"
        )))
    }
}

/// One table row per slip entry, the three sections one after another, its values
/// borrowed from the decoded slip: every value is a string or an integer in the model,
/// so it prints exactly as served. Fields in the columns' order (CSV header, NDJSON keys).
#[derive(Serialize)]
struct SlipRow<'a> {
    section: &'static str,
    when: &'a str,
    /// The served display date in the one time format and zone (the table's WHEN).
    #[serde(skip)]
    when_shown: String,
    opponent: &'a str,
    book: Option<&'a str>,
    side: Option<&'a str>,
    line: Option<&'a str>,
    value: Option<Stat<'a>>,
    note: String,
}

/// A series' stat (an integer) or a settled line's actual (text, as served).
#[derive(Serialize)]
#[serde(untagged)]
enum Stat<'a> {
    Count(i64),
    Text(&'a str),
}

impl Row for SlipRow<'_> {
    fn field(&self, key: &str) -> Option<Value> {
        let opt = |s: Option<&str>| s.map_or(Value::Null, Value::from);
        Some(match key {
            "section" => self.section.into(),
            "when" => self.when.into(),
            "when_shown" => self.when_shown.as_str().into(),
            "opponent" => self.opponent.into(),
            "book" => opt(self.book),
            "side" => opt(self.side),
            "line" => opt(self.line),
            "value" => match self.value {
                None => Value::Null,
                Some(Stat::Count(n)) => n.into(),
                Some(Stat::Text(t)) => t.into(),
            },
            "note" => self.note.as_str().into(),
            _ => return None,
        })
    }
}

fn slip_rows(slip: &ResearchSlip, now: jiff::Timestamp) -> Vec<SlipRow<'_>> {
    // The served display date (`Sat 21 Nov`) in the one time format and zone, for the
    // table (`when_shown`); `when` keeps it as served.
    let shown = |when: &str| {
        crate::output::fmt::display_date_iso(when, now).unwrap_or_else(|| when.to_string())
    };
    let mut rows = Vec::new();
    for e in &slip.on_the_board {
        rows.push(SlipRow {
            section: "on the board",
            when: &e.when,
            when_shown: shown(&e.when),
            opponent: &e.opponent,
            book: Some(&e.book),
            side: Some(&e.side),
            line: Some(&e.line),
            value: None,
            note: e.source.clone(),
        });
    }
    for e in &slip.series {
        let note: Vec<&str> = [e.maps.as_str(), e.coverage.as_str()]
            .into_iter()
            .filter(|s| !s.is_empty())
            .collect();
        rows.push(SlipRow {
            section: "series",
            when: &e.when,
            when_shown: shown(&e.when),
            opponent: &e.opponent,
            book: None,
            side: None,
            line: None,
            value: Some(Stat::Count(e.stat)),
            note: note.join(" · "),
        });
    }
    for e in &slip.settled {
        rows.push(SlipRow {
            section: "settled",
            when: &e.when,
            when_shown: shown(&e.when),
            opponent: &e.opponent,
            book: Some(&e.book),
            side: Some(&e.side),
            line: Some(&e.line),
            value: Some(Stat::Text(&e.actual)),
            note: e.result.clone(),
        });
    }
    rows
}

fn slip_columns() -> Vec<Column> {
    vec![
        Column::path("SECTION", "section"),
        // The served display date in the one time format and zone (table only).
        Column::path("when", "when").csv_only(),
        Column::path("WHEN", "when_shown")
            .kind(Kind::Time)
            .table_only(),
        Column::path("OPPONENT", "opponent"),
        Column::path("BOOK", "book").kind(Kind::Id),
        Column::path("SIDE", "side"),
        Column::path("LINE", "line"),
        Column::path("STAT/ACTUAL", "value"),
        Column::path("NOTE", "note"),
    ]
}

/// The line above a slip's table: whose slip, on which market.
fn slip_note(slip: &ResearchSlip) -> String {
    format!(
        "{} · {} · {} ({})",
        slip.player, slip.sport, slip.market, slip.market_slug
    )
}

/// Lines shown per player in the board table (JSON keeps them all).
const BOARD_LINES_SHOWN: usize = 4;

/// The first `n` items joined, with a count of the rest, so one row stays one line.
fn first_few(items: &[String], n: usize) -> String {
    let shown = items.iter().take(n).cloned().collect::<Vec<_>>().join(", ");
    if items.len() > n {
        format!("{shown} (+{} more)", items.len() - n)
    } else {
        shown
    }
}

/// One row of the board: a slip of `slips[]` (the interface names only the `markets`
/// list; the slips are research slips, spec §2), with the first lines on the board and
/// the size of each section.
#[derive(Serialize)]
struct BoardRow<'a> {
    player: &'a str,
    market: &'a str,
    lines: String,
    on_the_board: usize,
    series: usize,
    settled: usize,
}

impl Row for BoardRow<'_> {
    fn field(&self, key: &str) -> Option<Value> {
        Some(match key {
            "player" => self.player.into(),
            "market" => self.market.into(),
            "lines" => self.lines.as_str().into(),
            "on_the_board" => self.on_the_board.into(),
            "series" => self.series.into(),
            "settled" => self.settled.into(),
            _ => return None,
        })
    }
}

fn board_rows(board: &ResearchBoard) -> Vec<BoardRow<'_>> {
    board
        .slips
        .iter()
        .map(|slip| {
            let lines: Vec<String> = slip
                .on_the_board
                .iter()
                .map(|e| format!("{} {}", e.book, e.line))
                .collect();
            BoardRow {
                player: &slip.player,
                market: &slip.market,
                lines: first_few(&lines, BOARD_LINES_SHOWN),
                on_the_board: slip.on_the_board.len(),
                series: slip.series.len(),
                settled: slip.settled.len(),
            }
        })
        .collect()
}

fn board_columns() -> Vec<Column> {
    vec![
        Column::path("PLAYER", "player"),
        Column::path("MARKET", "market"),
        Column::path("LINES", "lines"),
        Column::path("ON THE BOARD", "on_the_board").kind(Kind::Num(0)),
        Column::path("SERIES", "series").kind(Kind::Num(0)),
        Column::path("SETTLED", "settled").kind(Kind::Num(0)),
    ]
}

/// The line above the board's table: the markets the board offers (none: no line).
fn board_note(board: &ResearchBoard) -> Option<String> {
    let markets: Vec<&str> = board.markets.iter().map(|m| m.slug.as_str()).collect();
    (!markets.is_empty()).then(|| format!("markets: {}", markets.join(", ")))
}

/// Run `esx research …`: check the arguments, fetch, print.
pub(crate) fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    match &args.action {
        Action::Player {
            sport,
            name,
            market,
        } => {
            let (_, name) = params::sport_then(
                sport.as_deref(),
                name.as_deref(),
                "the player NAME: esx research player [SPORT] NAME",
            )?;
            let sport = research_sport(ctx);
            let name = params::non_empty("the player NAME", name)?;
            let market = market.as_deref().map(check_market).transpose()?;
            let query = Query::new()
                .set("player", name)
                .opt("sport", sport)
                .opt("market", market);
            let path = &routes::RESEARCH_PLAYER.path(&[]);
            let data = ctx.client()?.get_json(path, query.pairs())?;
            let slip: ResearchSlip = decode(&data, path)?;
            let rows = slip_rows(&slip, ctx.clock().now());
            // JSON prints the slip as served; NDJSON, CSV and the table its rows.
            let view = TypedView::new(&data, &rows, slip_columns())
                .note(slip_note(&slip))
                .empty_message("nothing on the board, no recent series, nothing settled");
            ctx.output(Format::Table).emit_typed(view, || {})
        }
        Action::Board { .. } => {
            let sport = research_sport(ctx);
            let path = &routes::RESEARCH_BOARD.path(&[]);
            let data = ctx
                .client()?
                .get_json(path, Query::new().opt("sport", sport).pairs())?;
            let board: ResearchBoard = decode(&data, path)?;
            let rows = board_rows(&board);
            let mut view = TypedView::new(&data, &rows, board_columns())
                .empty_message("no players on the board");
            if let Some(note) = board_note(&board) {
                view = view.note(note);
            }
            ctx.output(Format::Table).emit_typed(view, || {})
        }
    }
}

impl crate::declare::Declared for Args {
    const GROUP: crate::declare::Group = crate::declare::Group::Routes;

    fn sports(&self) -> Option<crate::sports::Selector<'_>> {
        let sel = match &self.action {
            Action::Player { sport, name, .. } => crate::sports::Selector::one(
                crate::params::lead(sport.as_ref(), name.as_ref()),
                &routes::RESEARCH_PLAYER,
                "research",
            ),
            Action::Board { sport } => {
                crate::sports::Selector::many(sport.get(), &routes::RESEARCH_BOARD, "research")
            }
        };
        // The research routes take the sport as a query the service defaults.
        Some(sel.optional_if(true))
    }

    fn run(&self, ctx: &Context) -> anyhow::Result<()> {
        run(ctx, self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::output::typed::testing::check_row;
    use serde_json::json;

    #[test]
    fn markets_are_slugs_or_stat_types() {
        assert_eq!(check_market("kills_maps_1_2").unwrap(), "kills_maps_1_2");
        assert_eq!(
            check_market("CS2_KILLS_MAPS_1_2").unwrap(),
            "CS2_KILLS_MAPS_1_2"
        );
        for bad in ["Kills", "kills maps", "", "kills-maps"] {
            let e = check_market(bad).unwrap_err().to_string();
            assert!(e.contains("valid: a slug such as kills_maps_1_2"), "{e}");
        }
    }

    #[test]
    fn slip_sections_become_rows_in_order() {
        let slip = json!({
            "player": "ace", "sport": "cs2", "market": "Kills maps 1-2", "market_slug": "kills_maps_1_2",
            "on_the_board": [{"book": "B", "side": "over", "line": "34.5", "opponent": "X", "when": "Mar 1", "source": "live"}],
            "series": [{"when": "Mon Nov 23 00:25", "opponent": "Y", "team": "T", "stat": 37, "maps": "Mirage, Nuke", "coverage": "2/2"}],
            "settled": [{"when": "Feb 20", "book": "B", "side": "over", "line": "33.5", "actual": "37", "result": "hit", "opponent": "Y"}]
        });
        let typed: ResearchSlip = decode(&slip, "/r").expect("decodes");
        let now: jiff::Timestamp = "2026-11-21T12:00:00Z".parse().unwrap();
        let rows = slip_rows(&typed, now);
        let sections: Vec<&str> = rows.iter().map(|r| r.section).collect();
        assert_eq!(sections, ["on the board", "series", "settled"]);
        // The table's date: a served display date as a timestamp (2026-11-23 is a
        // Monday), one it cannot read as sent; `when` as served.
        assert_eq!(rows[1].when_shown, "2026-11-23T00:25:00Z");
        assert_eq!(rows[1].when, "Mon Nov 23 00:25");
        assert_eq!(rows[0].when_shown, "Mar 1");
        assert_eq!(rows[1].field("value"), Some(json!(37)));
        assert_eq!(rows[2].field("value"), Some(json!("37")));
        assert_eq!(rows[1].note, "Mirage, Nuke · 2/2");
        assert_eq!(rows[2].note, "hit");
        // The NDJSON line: the columns' keys, the table's date left out.
        assert_eq!(
            serde_json::to_string(&rows[1]).unwrap(),
            r#"{"section":"series","when":"Mon Nov 23 00:25","opponent":"Y","book":null,"side":null,"line":null,"value":37,"note":"Mirage, Nuke · 2/2"}"#
        );
        for row in &rows {
            check_row(row, &slip_columns());
        }
        let note = slip_note(&typed);
        assert!(note.contains("ace") && note.contains("kills_maps_1_2"));
    }

    #[test]
    fn long_lists_are_shortened_with_a_count() {
        let items: Vec<String> = (1..=6).map(|i| i.to_string()).collect();
        assert_eq!(first_few(&items, 4), "1, 2, 3, 4 (+2 more)");
        assert_eq!(first_few(&items[..2], 4), "1, 2");
        assert_eq!(first_few(&[], 4), "");
    }

    #[test]
    fn board_rows_are_slips_with_section_counts() {
        let d = json!({"markets": [{"slug": "kills"}], "slips": [{"player": "a", "sport": "cs2",
            "market": "Kills", "market_slug": "kills", "on_the_board": [], "series": [
            {"when": "w", "opponent": "o", "team": "t", "stat": 1, "maps": "", "coverage": ""},
            {"when": "w", "opponent": "o", "team": "t", "stat": 2, "maps": "", "coverage": ""}],
            "settled": []}]});
        let board: ResearchBoard = decode(&d, "/b").expect("decodes");
        let rows = board_rows(&board);
        assert_eq!(rows.len(), 1);
        assert_eq!(board_note(&board).as_deref(), Some("markets: kills"));
        assert_eq!(rows[0].series, 2);
        assert_eq!((rows[0].on_the_board, rows[0].settled), (0, 0));
        check_row(&rows[0], &board_columns());
        assert!(decode::<ResearchBoard>(&json!({"markets": [{"slug": "kills"}]}), "/b").is_err());
    }
}
