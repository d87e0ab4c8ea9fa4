//! Unit tests of `gaps`.

use super::*;

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

#[test]
fn csv_books_and_columns_are_stable() {
    let row = json!({"line_min": 22.5, "line_max": 24, "books": [
        {"book": "a", "line": 22.5}, {"book": "b", "line": 24}]});
    let columns = csv_columns();
    assert_eq!(columns[14].value(&row), json!("a:22.5;b:24"));
    let gap = json!({"line_min": 13.5, "line_max": 17, "books": [
        {"book": "x", "line": 13.5}, {"book": "y", "line": 13.5}, {"book": "z", "line": 17}]});
    assert_eq!(end_venue(&gap, End::Low), json!("13.5 x +1"));
    assert_eq!(end_venue(&gap, End::High), json!("17 z"));
    assert_eq!(end_venue(&json!({}), End::Low), Value::Null);
    let titles: Vec<String> = columns.into_iter().map(|c| c.title).collect();
    assert_eq!(titles, CSV_COLUMNS);
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
