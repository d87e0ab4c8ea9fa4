//! `--watch SECONDS` for props, lines, gaps and flow: re-fetch on an interval and show what
//! changed — redrawn in place on a terminal, NDJSON change records when piped — until
//! Ctrl-C (exit 0). Transient failures are reported and the watch goes on; a rejected
//! key or plan ends it with its exit code. One HTTP client serves every tick (its
//! connection is kept alive between them).

use std::collections::BTreeMap;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::client::Client;
use crate::error::{EsxError, ExitCode, exit_code_for};
use crate::output::{Format, View};

use crate::context::Context;

/// What changed between two polls, per row key.
#[derive(Debug, Default, PartialEq)]
pub(crate) struct Changes {
    pub(crate) new: Vec<String>,
    pub(crate) moved: Vec<String>,
    pub(crate) gone: Vec<String>,
}

/// Compare two keyed snapshots (key → row).
#[must_use]
pub(crate) fn diff(before: &BTreeMap<String, Value>, after: &BTreeMap<String, Value>) -> Changes {
    let mut c = Changes::default();
    for (k, v) in after {
        match before.get(k) {
            None => c.new.push(k.clone()),
            Some(old) if old != v => c.moved.push(k.clone()),
            Some(_) => {}
        }
    }
    c.gone = before
        .keys()
        .filter(|k| !after.contains_key(*k))
        .cloned()
        .collect();
    c
}

/// A row's identity: the values of `key_fields` (dotted paths) that it has, joined
/// with `|`.
#[must_use]
pub(crate) fn row_key(row: &Value, key_fields: &[&str]) -> String {
    key_fields
        .iter()
        .filter_map(|f| crate::output::view::lookup(row, f))
        .filter(|v| !v.is_null())
        .map(|v| v.as_str().map_or_else(|| v.to_string(), str::to_string))
        .collect::<Vec<_>>()
        .join("|")
}

/// The rows of a poll, each under its key.
fn snapshot(rows: Vec<&Value>, key_fields: &[&str]) -> BTreeMap<String, Value> {
    let keys = unique(rows.iter().map(|r| row_key(r, key_fields)).collect(), &rows);
    keys.into_iter()
        .zip(rows)
        .map(|(k, r)| (k, r.clone()))
        .collect()
}

/// Keys made unique within one poll: a second row with the same key is `KEY#2`, and so
/// on (rather than one row hiding the other). Rows sharing a key are numbered in the
/// order of their JSON text, not the service's order: the same two rows served the
/// other way round next poll keep their keys instead of showing as two `moved`.
fn unique<V: std::borrow::Borrow<Value>>(keys: Vec<String>, rows: &[V]) -> Vec<String> {
    let text: Vec<String> = rows.iter().map(|r| r.borrow().to_string()).collect();
    let mut order: Vec<usize> = (0..keys.len()).collect();
    order.sort_by(|&a, &b| {
        keys[a]
            .cmp(&keys[b])
            .then_with(|| text.get(a).cmp(&text.get(b)))
            .then(a.cmp(&b))
    });
    let mut n = vec![1usize; keys.len()];
    for w in order.windows(2) {
        if keys[w[0]] == keys[w[1]] {
            n[w[1]] = n[w[0]] + 1;
        }
    }
    keys.into_iter()
        .zip(n)
        .map(|(k, n)| if n == 1 { k } else { format!("{k}#{n}") })
        .collect()
}

/// `--watch` prints to stdout only, as a table or NDJSON change records.
fn check_outputs(ctx: &Context) -> Result<(), EsxError> {
    if ctx.is_collecting() {
        return Err(EsxError::usage(
            "--watch follows one sport; give one sport, not a list or `all`",
        ));
    }
    if ctx.printer().file().is_some() {
        return Err(EsxError::usage(
            "--watch streams until Ctrl-C and cannot write -o FILE; redirect stdout instead",
        ));
    }
    if ctx.printer().has_jq() || matches!(ctx.printer().asked(), Some(Format::Json | Format::Csv)) {
        return Err(EsxError::usage(
            "--watch prints a live table on a terminal and NDJSON change records when piped; --json, --csv and --jq do not apply",
        ));
    }
    Ok(())
}

/// [`run`] for a command printing typed rows (`output::typed`), whose table and NDJSON
/// records do not carry the service's row whole: `fetch` returns the view (its table, and
/// the records `--alert` sees) and, row for row, what a change is keyed by and carries
/// (the service's row as served, with esx's figures under `esx`).
pub(crate) fn run_keyed(
    ctx: &Context,
    every_secs: f64,
    key_fields: &[&str],
    mut fetch: impl FnMut(&Client) -> anyhow::Result<(View, Vec<Value>)>,
) -> anyhow::Result<()> {
    check_outputs(ctx)?;
    let client = ctx.client()?;
    let fetch = |c: &Client| fetch(c).map(|(view, rows)| (view, Some(rows)));
    watch(ctx, &client, every_secs, key_fields, fetch)
}

/// [`run`] with a client the caller already has.
pub(crate) fn run_with(
    ctx: &Context,
    client: &Client,
    every_secs: f64,
    key_fields: &[&str],
    mut fetch: impl FnMut(&Client) -> anyhow::Result<View>,
) -> anyhow::Result<()> {
    let fetch = |c: &Client| fetch(c).map(|view| (view, None));
    watch(ctx, client, every_secs, key_fields, fetch)
}

/// The watch loop. `fetch` returns a poll's view and, as in [`run_keyed`], the rows
/// changes are keyed by (`None`: the view's own rows).
fn watch(
    ctx: &Context,
    client: &Client,
    every_secs: f64,
    key_fields: &[&str],
    mut fetch: impl FnMut(&Client) -> anyhow::Result<(View, Option<Vec<Value>>)>,
) -> anyhow::Result<()> {
    check_outputs(ctx)?;
    let out = ctx.output(Format::Table);
    let stop = crate::interrupt::interrupted();
    let every = Duration::from_secs_f64(every_secs);
    let mut before: Option<BTreeMap<String, Value>> = None;
    let mut alerts = ctx.alerts()?;
    while !stop.load(Ordering::SeqCst) {
        let started = Instant::now();
        match fetch(client) {
            Ok((view, keyed)) => {
                let rows = keyed
                    .as_ref()
                    .map_or_else(|| view.rows(), |r| r.iter().collect());
                let after = snapshot(rows, key_fields);
                let changes = before.as_ref().map_or_else(
                    || Changes {
                        new: after.keys().cloned().collect(),
                        ..Changes::default()
                    },
                    |b| diff(b, &after),
                );
                let at = ctx.clock().now().strftime("%Y-%m-%dT%H:%M:%SZ").to_string();
                let fired = match &mut alerts {
                    Some(a) => {
                        let rows = alert_rows(&view, keyed.as_deref(), key_fields);
                        let rows: Vec<(String, &Value)> =
                            rows.iter().map(|(k, r)| (k.clone(), r)).collect();
                        a.tick(&rows, &at)?
                    }
                    None => Vec::new(),
                };
                if out.opts.stdout_tty {
                    let summary = format!(
                        "every {every_secs}s · {at} · {} new, {} moved, {} gone · Ctrl-C to stop",
                        changes.new.len(),
                        changes.moved.len(),
                        changes.gone.len()
                    );
                    out.redraw(&view, &summary)?;
                    for f in &fired {
                        crate::output::stream_text(&format!(
                            "alert: {}",
                            f["key"].as_str().unwrap_or_default()
                        ))?;
                    }
                } else {
                    let mut records = change_records(&changes, &at, &after, before.as_ref());
                    records.extend(fired);
                    crate::output::stream_lines(&records)?;
                }
                before = Some(after);
            }
            // Ctrl-C during a request: the watch ends cleanly.
            Err(_) if stop.load(Ordering::SeqCst) => break,
            Err(err) => match exit_code_for(&err) {
                ExitCode::Retryable | ExitCode::BadResponse => {
                    ctx.diag()
                        .warn(&format!("{err:#}; trying again in {every_secs}s"));
                }
                _ => return Err(err),
            },
        }
        // Sleep in short steps so Ctrl-C ends the watch within a fraction of a second.
        while started.elapsed() < every && !stop.load(Ordering::SeqCst) {
            std::thread::sleep(
                Duration::from_millis(100).min(every.saturating_sub(started.elapsed())),
            );
        }
    }
    Ok(())
}

/// One poll's changes as the NDJSON records a piped watch prints: each new, moved (with
/// its previous row) and gone row, stamped `at`.
fn change_records(
    changes: &Changes,
    at: &str,
    after: &BTreeMap<String, Value>,
    before: Option<&BTreeMap<String, Value>>,
) -> Vec<Value> {
    let mut records = Vec::new();
    let mut push = |kind: &str,
                    keys: &[String],
                    map: &BTreeMap<String, Value>,
                    prev: Option<&BTreeMap<String, Value>>| {
        for k in keys {
            let mut rec = json!({"type": kind, "at": at, "key": k, "row": map.get(k).cloned().unwrap_or(Value::Null)});
            if let (Some(p), Value::Object(m)) = (prev, &mut rec) {
                m.insert("previous".into(), p.get(k).cloned().unwrap_or(Value::Null));
            }
            records.push(rec);
        }
    };
    push("new", &changes.new, after, None);
    push("moved", &changes.moved, after, before);
    if let Some(b) = before {
        push("gone", &changes.gone, b, None);
    }
    records
}

/// The rows `--alert` sees: the records `--format ndjson` prints (the columns, snake_case
/// keys; the service's rows for a view without columns, as NDJSON prints those), each
/// with a stable key read from the service's row: the watch's key fields, else the event
/// id, else the row itself. `keyed`: the rows keys are read from, row for row, when not
/// the view's own (see [`run_keyed`]).
fn alert_rows(view: &View, keyed: Option<&[Value]>, key_fields: &[&str]) -> Vec<(String, Value)> {
    let (rows, records) = if view.columns.is_empty() {
        let rows = view.json_rows();
        let records = rows.iter().map(|r| (*r).clone()).collect();
        (rows, records)
    } else {
        let rows = keyed.map_or_else(|| view.rows(), |r| r.iter().collect());
        (rows, view.records())
    };
    let keys = rows
        .iter()
        .map(|row| {
            let mut key = row_key(row, key_fields);
            if key.is_empty() {
                key = row_key(row, &["event_id", "id"]);
            }
            if key.is_empty() {
                key = row.to_string();
            }
            key
        })
        .collect();
    unique(keys, &records).into_iter().zip(records).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn diffs_new_moved_gone() {
        let a: BTreeMap<String, Value> = [("x".into(), json!(1)), ("y".into(), json!(2))].into();
        let b: BTreeMap<String, Value> = [("y".into(), json!(3)), ("z".into(), json!(4))].into();
        let c = diff(&a, &b);
        assert_eq!(
            c,
            Changes {
                new: vec!["z".into()],
                moved: vec!["y".into()],
                gone: vec!["x".into()]
            }
        );
        assert_eq!(diff(&b, &b), Changes::default());
    }

    #[test]
    fn same_key_rows_swapping_places_are_not_moved() {
        let x = json!({"k": "e1", "price": 1.9});
        let y = json!({"k": "e1", "price": 2.1});
        let view = |rows: Vec<Value>| {
            View::new(
                json!({"rows": rows}),
                Some("rows"),
                vec![crate::output::view::Column::path("Price", "price")],
            )
        };
        let before = snapshot(view(vec![x.clone(), y.clone()]).rows(), &["k"]);
        let after = snapshot(view(vec![y, x]).rows(), &["k"]);
        assert_eq!(diff(&before, &after), Changes::default());
    }

    #[test]
    fn alerts_see_the_ndjson_record() {
        let view = View::new(
            json!({"rows": [{"event_id": "e1", "totalVolume": 5}]}),
            Some("rows"),
            vec![crate::output::view::Column::path("Volume", "totalVolume").key("volume")],
        );
        let rows = alert_rows(&view, None, &["event_id"]);
        assert_eq!(rows, [("e1".to_string(), json!({"volume": 5}))]);
    }

    /// A typed view's records do not carry the key fields: keys come from the rows handed
    /// beside it (`run_keyed`), row for row, and the alert row is still the record.
    #[test]
    fn a_keyed_views_alerts_and_snapshot_read_keys_from_its_served_rows() {
        let view = View::new(
            json!({"rows": [{"matchup": "A vs B"}, {"matchup": "C vs D"}]}),
            Some("rows"),
            vec![crate::output::view::Column::path("MATCH", "matchup")],
        );
        let served = [
            json!({"kind": "steam", "t": {"source": "k"}, "esx": {"matchup": "A vs B"}}),
            json!({"kind": "whale", "esx": {"matchup": "C vs D"}}),
        ];
        let rows = alert_rows(&view, Some(&served), &["kind", "t.source"]);
        assert_eq!(
            rows,
            [
                ("steam|k".to_string(), json!({"matchup": "A vs B"})),
                ("whale".to_string(), json!({"matchup": "C vs D"})),
            ]
        );
        let snap = snapshot(served.iter().collect(), &["kind", "t.source"]);
        assert_eq!(snap.keys().collect::<Vec<_>>(), ["steam|k", "whale"]);
        assert_eq!(snap["whale"], served[1]);
    }

    #[test]
    fn keys_and_intervals() {
        assert_eq!(
            row_key(
                &json!({"a": "e1", "b": 2, "c": null}),
                &["a", "b", "c", "d"]
            ),
            "e1|2"
        );
        assert_eq!(
            row_key(
                &json!({"k": "s", "t": {"src": "v1"}}),
                &["k", "t.src", "t.x"]
            ),
            "s|v1"
        );
        let rows = [json!(1), json!(2), json!(3), json!(4)];
        assert_eq!(
            unique(vec!["a".into(), "b".into(), "a".into(), "a".into()], &rows),
            ["a", "b", "a#2", "a#3"]
        );
    }
}
