//! Output contracts: table, JSON (lossless), NDJSON, CSV, --jq, atomic -o, broken pipes.

use std::io::Read as _;
use std::process::Stdio;

use predicates::prelude::*;

use crate::common::{BOOKS, Reply, Server, esx_at, json};

fn dir() -> tempfile::TempDir {
    tempfile::tempdir().expect("tempdir")
}

#[test]
fn json_is_the_service_envelope_unchanged() {
    let s = Server::start(vec![json(200, BOOKS)]);
    let d = dir();
    let out = esx_at(d.path(), &s.base)
        .args(["books", "--json"])
        .output()
        .unwrap();
    assert!(out.status.success());
    // Compact when piped; same keys, same order, unknown fields kept.
    assert_eq!(String::from_utf8(out.stdout).unwrap().trim_end(), BOOKS);
}

/// 17-digit floats, trailing zeros, exponents as written and integers past 2^53, in
/// typed fields and unknown ones: `--json` and NDJSON print each number's exact text
/// (a 1-ULP change is still a change).
#[test]
fn json_numbers_keep_their_exact_text_through_the_binary() {
    let body = r#"{"source":"svc","total_books":2,"books":[{"book_id":9007199254740993,"key":"a","display_name":"A","w":1.8333333333333335,"x":2.50,"y":1e3,"z":-1E-7},{"book_id":2,"key":"b","display_name":"B","big":123456789012345678901234567890}]}"#;
    let s = Server::start(vec![json(200, body), json(200, body)]);
    let d = dir();
    let out = esx_at(d.path(), &s.base)
        .args(["books", "--json"])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(String::from_utf8(out.stdout).unwrap().trim_end(), body);
    let out = esx_at(d.path(), &s.base)
        .args(["books", "--format", "ndjson"])
        .output()
        .unwrap();
    // NDJSON is the table's rows: their values keep the service's exact text too.
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains(r#""book_id":9007199254740993"#), "{text}");
}

/// A `book_id` of 30 digits (past i64 and u64) is an id like any other: `--json`,
/// NDJSON, CSV and the table print it digit for digit, and nothing is exit 7.
#[test]
fn a_thirty_digit_book_id_passes_through_every_format() {
    // 30 digits, none of them a piece of the test key (which `0123456789` is).
    let id = "918273645546372819918273645546";
    let body = format!(
        r#"{{"source":"svc","total_books":1,"books":[{{"book_id":{id},"key":"wide","display_name":"Wide Ids"}}]}}"#
    );
    let s = Server::start(vec![json(200, &body)]);
    let d = dir();
    let run = |args: &[&str]| {
        let out = esx_at(d.path(), &s.base)
            .env("COLUMNS", "200")
            .arg("books")
            .args(args)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    assert_eq!(run(&["--json"]).trim_end(), body);
    assert_eq!(
        run(&["--format", "ndjson"]).trim_end(),
        format!(r#"{{"book_id":{id},"key":"wide","display_name":"Wide Ids"}}"#)
    );
    assert_eq!(
        run(&["--format", "csv"]),
        format!("book_id,key,display_name\n{id},wide,Wide Ids\n")
    );
    let table = run(&[]);
    assert!(table.contains(id), "{table}");
}

#[test]
fn table_shows_columns_without_colour_when_piped() {
    let s = Server::start(vec![json(200, BOOKS)]);
    let d = dir();
    let out = esx_at(d.path(), &s.base).args(["books"]).output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("KEY") && text.contains("dfs_one") && text.contains("Sharp, Book"),
        "{text}"
    );
    assert!(!text.contains('\u{1b}'));
}

#[test]
fn ndjson_prints_one_row_per_line() {
    let s = Server::start(vec![json(200, BOOKS)]);
    let d = dir();
    let out = esx_at(d.path(), &s.base)
        .args(["books", "--format", "ndjson"])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(
        lines[0],
        // The table's row, keyed like the CSV header (`--json` keeps `extra`).
        r#"{"book_id":1,"key":"dfs_one","display_name":"DFS One"}"#
    );
}

#[test]
fn csv_has_a_header_and_quotes_commas() {
    let s = Server::start(vec![json(200, BOOKS)]);
    let d = dir();
    let out = esx_at(d.path(), &s.base)
        .args(["books", "--format", "csv"])
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(
        text,
        "book_id,key,display_name\n1,dfs_one,DFS One\n2,sharp,\"Sharp, Book\"\n"
    );
}

#[test]
fn jq_filters_and_prints_strings_raw() {
    let s = Server::start(vec![json(200, BOOKS)]);
    let d = dir();
    esx_at(d.path(), &s.base)
        .args(["books", "--jq", ".books[].key"])
        .assert()
        .success()
        .stdout("dfs_one\nsharp\n");
}

#[test]
fn output_file_is_written_atomically() {
    let s = Server::start(vec![json(200, BOOKS)]);
    let d = dir();
    let target = d.path().join("books.csv");
    esx_at(d.path(), &s.base)
        .args(["books", "--format", "csv", "-o"])
        .arg(&target)
        .assert()
        .success()
        .stdout(predicate::str::is_empty());
    assert!(
        std::fs::read_to_string(&target)
            .unwrap()
            .starts_with("book_id,key,display_name\n")
    );
}

#[test]
fn failed_run_leaves_existing_file_untouched_and_no_temp_files() {
    let s = Server::start(vec![json(503, r#"{"detail":"down"}"#)]);
    let d = dir();
    let out_dir = d.path().join("out");
    std::fs::create_dir(&out_dir).unwrap();
    let target = out_dir.join("gaps.csv");
    std::fs::write(&target, "previous export\n").unwrap();
    esx_at(d.path(), &s.base)
        .args(["books", "--retries", "0", "--format", "csv", "-o"])
        .arg(&target)
        .assert()
        .code(6);
    assert_eq!(
        std::fs::read_to_string(&target).unwrap(),
        "previous export\n"
    );
    assert_eq!(
        std::fs::read_dir(&out_dir).unwrap().count(),
        1,
        "no temporary file left behind"
    );
    let fresh = out_dir.join("new.csv");
    esx_at(d.path(), &s.base)
        .args(["books", "--retries", "0", "-o"])
        .arg(&fresh)
        .assert()
        .code(6);
    assert!(!fresh.exists(), "no empty file on failure");
}

#[test]
fn output_to_a_missing_directory_is_a_usage_error() {
    let s = Server::start(vec![json(200, BOOKS)]);
    let d = dir();
    esx_at(d.path(), &s.base)
        .args(["books", "-o", "/nonexistent-esx-dir/x.json"])
        .assert()
        .code(2);
}

#[test]
fn broken_pipe_exits_quietly() {
    // Many rows, and a reader that closes after the first bytes.
    let rows: Vec<String> = (0..20000)
        .map(|i| format!(r#"{{"book_id":{i},"key":"k{i}","display_name":"Book {i}"}}"#))
        .collect();
    let body = format!(
        r#"{{"source":"svc","total_books":20000,"books":[{}]}}"#,
        rows.join(",")
    );
    let s = Server::start(vec![Reply::Full(200, vec![], body.into_bytes())]);
    let d = dir();
    let bin = assert_cmd::cargo::cargo_bin("esx");
    let mut child = std::process::Command::new(bin)
        .env("ESX_NOW", crate::common::sim::NOW)
        .args(["books", "--format", "ndjson"])
        .env("ESX_CONFIG_DIR", d.path())
        .env("ESX_BASE_URL", &s.base)
        .env("ESX_API_KEY", crate::common::KEY)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let mut first = [0u8; 16];
    stdout.read_exact(&mut first).unwrap();
    drop(stdout);
    let status = child.wait().unwrap();
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    assert_eq!(status.code(), Some(0), "{err}");
    assert!(err.is_empty(), "quiet on a broken pipe: {err}");
}
