//! Unit tests of `gaps`.

use serde_json::{Value, json};

use super::args::parse_min_gap;
use super::export::{read_page, write_csv_row, write_ndjson_row};
use super::local::prop_lines;
use super::rows::{CSV_COLUMNS, Gaps, columns};
use super::*;
use crate::client::pages::RawPage;
use crate::client::response::decode;
use crate::output::typed::testing::check_row;
use crate::output::{OutputOptions, Row};
use esx_proto::models::{BooksResponse, GapsPage, PropsResponse};

fn prop(book: &str, key: Option<&str>, line: f64, odds: Option<i64>) -> Value {
    json!({"propId": format!("p_{book}"), "eventId": "x_ev_1", "offerId": "o", "book_name": book,
           "sportsbook_name": key, "player_name": "s1mple", "stat_type": "CS2_KILLS_MAPS_1_2",
           "line": line, "direction": "over", "team": "NAVI", "opponent": "FaZe",
           "event_time": "2026-11-21T18:00:00.000Z", "odds": odds,
           "links": {"player_image": "", "team_logo": "", "opponent_logo": ""}})
}

#[test]
fn venue_kinds_follow_the_documented_rule() {
    let books = json!({"source": "svc", "total_books": 2, "books": [
        {"book_id": 1, "key": "dfs_a", "display_name": "DFS A"},
        {"book_id": 2, "key": "sb", "display_name": "Book", "kind": "sportsbook"}]});
    let props = json!({"source": "svc", "sport": "cs2", "total": 5, "props": [
        prop("DFS A", None, 20.5, None),        // key via display name
        prop("Other", Some("dfs_b"), 22.5, None),
        prop("Book", None, 30.5, Some(-110)),
        prop("Priced", Some("pb"), 31.5, Some(-120)), // odds → sportsbook-like
        prop("Kalshi", Some("kalshi"), 40.0, None)]});
    let books: BooksResponse = decode(&books, "/v6/books").unwrap();
    let props: PropsResponse = decode(&props, "/v6/esports/cs2/props").unwrap();
    let (lines, not_dfs) = prop_lines(&props, &books);
    assert_eq!(lines.len(), 5);
    assert_eq!(lines[0].venue, "dfs_a");
    for v in ["sb", "pb", "kalshi"] {
        assert!(not_dfs.contains(v), "{v}");
    }
    assert!(!not_dfs.contains("dfs_a") && !not_dfs.contains("dfs_b"));
    let gaps = esx_odds::compute_gaps(&lines, "cs2", 0.5, |v| !not_dfs.contains(v)).unwrap();
    assert_eq!(gaps.len(), 1);
    assert_eq!(gaps[0].line_gap, 2.0);
    assert_eq!(gaps[0].book_count, 2);
}

fn raw_page(body: &str) -> RawPage {
    RawPage {
        body: body.as_bytes().to_vec(),
        offset: 500,
    }
}

const ROW: &str = r#"{"gap_id":"g1","player_id":null,"player_name":"o'neil, \"jr\"","team":"NAVI",
    "opponent":"FaZe","event_id":"e1","event_time":"2026-11-21T18:00:00.000Z",
    "stat_type":"CS2_KILLS","market":"kills","line":33.50,"line_min":1E1,"line_max":34.5,
    "line_gap":2.0,"book_count":2,"books":[{"book":"a","line":1E1},{"book":"b","line":34.5}]}"#;

/// An answer parsed as the client parses it (numbers keep their text).
fn answer(text: &str) -> Gaps {
    let data = crate::client::exact::parse(text.as_bytes()).unwrap();
    Gaps::of(data, "/v6/esports/cs2/gaps").unwrap()
}

fn out(format: Format) -> crate::output::Output {
    crate::output::Output::new(OutputOptions {
        format,
        jq: None,
        file: None,
        color: false,
        width: Some(200),
        stdout_tty: false,
        display: crate::output::fmt::Display::default(),
        csv_raw: false,
    })
}

/// Print `gaps` in `format` as `esx gaps` does.
fn printed(gaps: &Gaps, format: Format) -> String {
    let rows = gaps.rows();
    let mut buf = Vec::new();
    out(format)
        .render_typed(&gaps.view(&rows), &mut buf)
        .unwrap();
    String::from_utf8(buf).unwrap()
}

#[test]
fn a_gap_row_is_its_export_columns_and_its_table_cells() {
    // (`check_row` compares with `serde_json::to_value`, which rewrites `1E1`.)
    let plain = answer(&format!(
        r#"{{"total":1,"gaps":[{}]}}"#,
        ROW.replace("1E1", "10.0")
    ));
    check_row(&plain.rows()[0], &columns(false));
    let gaps = answer(&format!(r#"{{"total":1,"gaps":[{ROW}]}}"#));
    let rows = gaps.rows();
    let keys: Vec<String> = crate::output::view::data_keys(&columns(false));
    assert_eq!(keys, CSV_COLUMNS);
    let row = &rows[0];
    // Numbers as served; the venues as `key:line` with the served text.
    assert_eq!(row.field("line_min").unwrap().to_string(), "1E1");
    assert_eq!(row.field("line").unwrap().to_string(), "33.50");
    assert_eq!(row.field("books"), Some(json!("a:1E1;b:34.5")));
    assert_eq!(row.field("player_id"), Some(Value::Null));
    // The table's own cells: the short market, each end's line and venue.
    assert_eq!(row.field("market_label"), Some(json!("kills")));
    assert_eq!(row.field("low"), Some(json!("10 a")));
    assert_eq!(row.field("high"), Some(json!("34.5 b")));
}

#[test]
fn each_end_names_its_venue_and_counts_the_others_at_that_line() {
    let gaps = answer(
        r#"{"gaps":[{"gap_id":"g","player_name":"p","team":"T","opponent":"O","event_id":"e",
        "event_time":"t","stat_type":"CS2_KILLS_MAPS_1_2","market":"kills_maps_1_2","line":15,"line_min":13.5,
        "line_max":17,"line_gap":3.5,"book_count":3,"books":[{"book":"x","line":13.5},
        {"book":"y","line":13.50},{"book":"z","line":17}]},{"gap_id":"h","player_name":"p",
        "team":"T","opponent":"O","event_id":"e","event_time":"t","stat_type":"S","market":"m",
        "line":1,"line_min":1,"line_max":2,"line_gap":1,"book_count":0,"books":[]}]}"#,
    );
    let rows = gaps.rows();
    assert_eq!(rows[0].field("low"), Some(json!("13.5 x +1")));
    assert_eq!(rows[0].field("high"), Some(json!("17 z")));
    assert_eq!(rows[0].field("market_label"), Some(json!("kills m1-2")));
    assert_eq!(rows[0].field("books"), Some(json!("x:13.5;y:13.50;z:17")));
    // No venue at an end: `?`, never a guess.
    assert_eq!(rows[1].field("low"), Some(json!("1 ?")));
    assert_eq!(rows[1].field("books"), Some(json!("")));
}

/// The buffered `--format ndjson|csv` (one page, `--all --starts-within`, `--jq`) and the
/// streamed `--all` export print the same bytes for the same row.
#[test]
fn buffered_and_streamed_exports_print_the_same_bytes() {
    let body = format!(r#"{{"total":1,"has_more":false,"gaps":[{ROW}]}}"#);
    let page = raw_page(&body);
    let streamed: GapsPage = read_page(&page, "/v6/esports/cs2/gaps").unwrap();
    let mut nd = Vec::new();
    write_ndjson_row(&mut nd, &streamed.gaps[0], &mut String::new()).unwrap();
    let gaps = answer(&body);
    assert_eq!(
        printed(&gaps, Format::Ndjson),
        String::from_utf8(nd).unwrap()
    );
    let mut csv_out = csv::Writer::from_writer(Vec::new());
    csv_out.write_record(CSV_COLUMNS).unwrap();
    write_csv_row(&mut csv_out, &streamed.gaps[0], &mut String::new(), false).unwrap();
    let csv_text = String::from_utf8(csv_out.into_inner().unwrap()).unwrap();
    assert_eq!(printed(&gaps, Format::Csv), csv_text);
}

#[test]
fn the_table_shows_the_count_the_window_and_the_ends() {
    let mut gaps = answer(&format!(
        r#"{{"source":"svc","min_gap":0.50,"total":7,"offset":2,"has_more":true,"gaps":[{ROW},{}]}}"#,
        ROW.replace(r#""gap_id":"g1""#, r#""gap_id":"g2""#)
    ));
    // Unfiltered, the served counts and the served page's next offset.
    let table = printed(&gaps, Format::Table);
    assert_eq!(
        table.lines().next(),
        Some("7 gaps (min gap 0.50); showing 3–4; more with --offset 4 or --all")
    );
    // Filtered, what the filter kept (of the whole list), never the served next page.
    let paged = crate::filtered::Paged::of(vec![1], 0, Some(100));
    gaps.keep(&paged.shown);
    gaps.filtered(paged, "starting within 6h".into());
    let table = printed(&gaps, Format::Table);
    let mut lines = table.lines();
    assert_eq!(lines.next(), Some("1 gap starting within 6h"));
    assert!(
        table.contains("10 a") && table.contains("34.5 b"),
        "{table}"
    );
    assert!(table.contains("LOW and HIGH"), "{table}");
    // The JSON keeps the same row, as served.
    let json_text = printed(&gaps, Format::Json);
    assert!(json_text.contains(r#""gap_id":"g2""#) && !json_text.contains(r#""g1""#));
    assert!(json_text.contains(r#""line_min":1E1"#), "{json_text}");
    let none = answer(r#"{"total":0,"gaps":[]}"#);
    assert_eq!(
        printed(&none, Format::Table),
        "0 gaps (min gap )\nno gaps match (try a smaller --min-gap or fewer filters)\n"
    );
}

/// `esx.middle` goes under the row's own `esx` (in its place, or last), a non-object
/// `esx` is the service's and stays; every other byte is as served.
#[test]
fn middles_sit_under_esx_and_the_rest_is_as_served() {
    let with_esx = ROW.replace(
        r#""gap_id":"g1","#,
        r#""gap_id":"g2","esx":{"middle":null,"k":1},"#,
    );
    let odd_esx = ROW.replace(r#""gap_id":"g1","#, r#""gap_id":"g3","esx":7,"#);
    let mut gaps = answer(&format!(
        r#"{{"source":"svc","gaps":[{ROW},{with_esx},{odd_esx}],"tail":2.50}}"#
    ));
    let side = |venue: &str, line| esx_odds::middle::MiddleSide {
        venue: venue.into(),
        line,
    };
    let m = esx_odds::middle::Middle {
        window: [33, 34],
        low: side("dfs_one", 32.5),
        high: side("dfs_two", 34.5),
        p_middle: Some(0.25),
        ev_pct: None,
        reason: None,
    };
    gaps.middles = Some(vec![Some(m.clone()), None, Some(m)]);
    let text = printed(&gaps, Format::Json);
    let object = r#"{"window":[33,34],"low":{"venue":"dfs_one","line":32.5},"high":{"venue":"dfs_two","line":34.5},"p_middle":0.25,"ev_pct":null}"#;
    let expected = format!(
        r#"{{"source":"svc","gaps":[{},{},{}],"tail":2.50}}"#,
        compact(ROW).replace(r"]}", &format!(r#"],"esx":{{"middle":{object}}}}}"#)),
        compact(&with_esx).replace(r#""middle":null"#, r#""middle":false"#),
        compact(&odd_esx)
    );
    assert_eq!(text.trim_end(), expected);
    // Not read: the answer exactly as served.
    gaps.middles = None;
    assert!(!printed(&gaps, Format::Json).contains("window"));
}

/// A `--watch` poll: change records carry (and are keyed by) the rows as served,
/// `--alert` sees the records `--format ndjson` prints, and the table is the table.
#[test]
fn a_watch_poll_carries_the_served_rows_and_alerts_see_the_export_columns() {
    let gaps = answer(&format!(r#"{{"total":1,"gaps":[{ROW}]}}"#));
    let (view, served) = gaps.watched().unwrap();
    assert_eq!(served.len(), 1);
    assert_eq!(served[0].to_string(), compact(ROW));
    assert_eq!(crate::watch::row_key(&served[0], WATCH_KEY), "g1");
    let records: Vec<String> = view.records().iter().map(ToString::to_string).collect();
    assert_eq!(records.join("\n") + "\n", printed(&gaps, Format::Ndjson));
    let mut table = Vec::new();
    out(Format::Table).render(&view, &mut table).unwrap();
    assert_eq!(
        String::from_utf8(table).unwrap(),
        printed(&gaps, Format::Table)
    );
}

/// A row's JSON text without the layout whitespace (its strings have no spaces to keep
/// but `o'neil, "jr"`).
fn compact(row: &str) -> String {
    crate::client::exact::parse(row.as_bytes())
        .unwrap()
        .to_string()
}

#[test]
fn a_wrong_shape_is_exit_7_naming_the_field() {
    let bad = ROW.replace(r#""team":"NAVI","#, "");
    let data =
        crate::client::exact::parse(format!(r#"{{"gaps":[{ROW},{bad}]}}"#).as_bytes()).unwrap();
    let e = Gaps::of(data, "/v6/esports/cs2/gaps").err().unwrap();
    assert_eq!(e.exit_code(), crate::error::ExitCode::BadResponse);
    let msg = e.to_string();
    assert!(msg.contains("gaps[1]") && msg.contains("team"), "{msg}");
}

#[test]
fn borrowed_csv_rows_print_the_served_numbers() {
    let page = raw_page(&format!(
        r#"{{"total":501,"has_more":false,"gaps":[{ROW}]}}"#
    ));
    let rows: GapsPage = read_page(&page, "/v6/esports/cs2/gaps").unwrap();
    let mut out = csv::Writer::from_writer(Vec::new());
    let mut books = String::from("left over");
    write_csv_row(&mut out, &rows.gaps[0], &mut books, false).unwrap();
    let text = String::from_utf8(out.into_inner().unwrap()).unwrap();
    assert_eq!(
        text,
        "g1,,\"o'neil, \"\"jr\"\"\",NAVI,FaZe,e1,2026-11-21T18:00:00.000Z,CS2_KILLS,kills,33.50,1E1,34.5,2.0,2,a:1E1;b:34.5\n"
    );
}

#[test]
fn a_wrong_shape_names_the_page_and_the_field() {
    let bad = ROW.replace(r#""line_gap":2.0"#, r#""line_gap":"2.0""#);
    let page = raw_page(&format!(r#"{{"gaps":[{ROW},{bad}]}}"#));
    let e = read_page::<GapsPage>(&page, "/v6/esports/cs2/gaps").unwrap_err();
    assert_eq!(e.exit_code(), crate::error::ExitCode::BadResponse);
    let msg = e.to_string();
    assert!(msg.contains("`gaps[1].line_gap`"), "{msg}");
    assert!(msg.contains("offset 500"), "{msg}");
}

#[test]
fn streamed_ndjson_rows_are_the_export_columns_with_served_numbers() {
    let page = raw_page(&format!(r#"{{"gaps":[{ROW}]}}"#));
    let rows: GapsPage = read_page(&page, "/v6/esports/cs2/gaps").unwrap();
    let mut out = Vec::new();
    let mut books = String::new();
    write_ndjson_row(&mut out, &rows.gaps[0], &mut books).unwrap();
    let line = String::from_utf8(out).unwrap();
    assert_eq!(
        line,
        concat!(
            r#"{"gap_id":"g1","player_id":null,"player_name":"o'neil, \"jr\"","team":"NAVI","#,
            r#""opponent":"FaZe","event_id":"e1","event_time":"2026-11-21T18:00:00.000Z","#,
            r#""stat_type":"CS2_KILLS","market":"kills","line":33.50,"line_min":1E1,"#,
            r#""line_max":34.5,"line_gap":2.0,"book_count":2,"books":"a:1E1;b:34.5"}"#,
            "\n"
        )
    );
    let parsed: Value = serde_json::from_str(&line).unwrap();
    let keys: Vec<&str> = parsed
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(keys, CSV_COLUMNS);
}

#[test]
fn min_gap_must_be_non_negative() {
    assert_eq!(parse_min_gap("1.5"), Ok(1.5));
    assert!(parse_min_gap("-0.5").is_err());
    assert!(parse_min_gap("NaN").is_err());
    assert!(parse_min_gap("x").is_err());
}

/// Tiers (settled point 6): the low and the high line with their venues and the start
/// are act-on (START once dropped first, making a player's two matches look alike);
/// GAP, HIGH − LOW of the two shown, is context.
#[test]
fn gaps_columns_say_their_tiers() {
    use crate::output::view::{Tier::*, table_tiers};
    assert_eq!(
        table_tiers(&columns(true)),
        [
            ("PLAYER", Identity),
            ("TEAM", Context),
            ("MARKET", Identity),
            ("LINE", Context),
            ("GAP", Context),
            ("N", Context),
            ("LOW", ActOn),
            ("HIGH", ActOn),
            ("START", ActOn),
            ("WINDOW", ActOn),
            ("P(MIDDLE)", ActOn),
            ("EV%", ActOn),
        ]
    );
}
