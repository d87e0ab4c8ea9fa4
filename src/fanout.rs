//! Many sports at once: `esx lines cs2,lol` and `esx props all`, for every command that
//! takes a sport, with no code in the commands themselves.
//!
//! How: `dispatch` resolves the run's sports from the command's route
//! (`crate::sports`); for several, it calls [`run`] with a closure that runs the command
//! once for one sport with a collecting sink (a `Context` of its own). The sports run
//! on up to [`MAX_PARALLEL`] threads and what each emitted is merged: JSON
//! `{"source","sports","errors"}`, NDJSON/CSV rows with a leading `sport`, tables one
//! section per sport. A failing sport loses only itself.

use serde_json::{Map, Value};

use crate::client::signal::RateSignal;
use crate::error::{EsxError, exit_code_for};
use crate::output::diag::Diag;
use crate::output::sink::{Collected, Sink};
use crate::output::{Format, Output};

/// The most requests in flight at once. The service's per-minute limit depends on the
/// key's plan and is not known up front: a 429 is retried after its `Retry-After`, and
/// from the first 429 on (the run's [`RateSignal`]) the sports not yet started run one
/// at a time.
pub(crate) const MAX_PARALLEL: usize = 4;

/// The failed sports of a command that fetches several sports itself (`record`, `grade`):
/// each under its sport in the JSON `errors`; the first is the run's error, the others
/// are warned as they come (the rest of the sports still run).
#[derive(Default)]
pub(crate) struct SportFailures {
    /// Sport → `{exit_code, message}`.
    pub(crate) errors: Map<String, Value>,
    /// The first failure, its message prefixed with the sport.
    pub(crate) first: Option<EsxError>,
}

impl SportFailures {
    /// Note one sport's failure: `{sport}: {what}: {e}`.
    pub(crate) fn add(&mut self, diag: Diag, sport: &str, what: &str, e: &EsxError) {
        let msg = format!("{sport}: {what}: {e}");
        self.errors.insert(
            sport.to_string(),
            serde_json::json!({"exit_code": e.exit_code() as i32, "message": e.to_string()}),
        );
        if self.first.is_some() {
            diag.warn(&msg);
        } else {
            self.first = Some(EsxError::new(e.kind(), msg));
        }
    }
}

/// Run `one` once per sport, each with a collecting sink, and print the merged answer.
/// `rate` is the run's rate-limit signal (the clients `one` builds raise it on a 429);
/// `fallback` is the Output used when every sport failed before emitting; `extra` is
/// called once every sport has run, and what it returns is added to the merged JSON
/// beside `sports` and `errors` (a run-wide `top_edges` and `exposure`).
pub(crate) fn run<F, E>(
    sports: &[String],
    rate: &RateSignal,
    fallback: &Output,
    diag: Diag,
    extra: E,
    one: F,
) -> anyhow::Result<()>
where
    F: Fn(&str, Sink) -> anyhow::Result<()> + Sync,
    E: FnOnce() -> Map<String, Value>,
{
    let results = map_limited(sports, rate, |sport| {
        let (sink, kept) = Sink::collector();
        let result = one(sport, sink);
        (result, kept.take())
    })
    .into_iter()
    .map(|r| {
        r.unwrap_or_else(|| {
            (
                Err(EsxError::other("the sport's run did not finish").into()),
                Vec::new(),
            )
        })
    })
    .collect();
    merge(sports, results, fallback, diag, &extra())
}

type SportResult = (anyhow::Result<()>, Vec<Collected>);

/// `f` over `items` on up to [`MAX_PARALLEL`] threads, results in `items` order (`None`
/// where `f` panicked: the other items still run). Once `rate` is raised (a 429 to any
/// client of the run), only the first worker takes more items: the key's rate limit
/// says fewer requests at once. Used by the fan-out and by `esx record`, which stores
/// each sport in its own transaction.
pub(crate) fn map_limited<I, T, F>(items: &[I], rate: &RateSignal, f: F) -> Vec<Option<T>>
where
    I: Sync,
    T: Send,
    F: Fn(&I) -> T + Sync,
{
    let next = std::sync::atomic::AtomicUsize::new(0);
    let slots: Vec<std::sync::Mutex<Option<T>>> =
        items.iter().map(|_| std::sync::Mutex::new(None)).collect();
    std::thread::scope(|scope| {
        for worker in 0..MAX_PARALLEL.min(items.len()) {
            let (next, slots, f) = (&next, &slots, &f);
            scope.spawn(move || {
                loop {
                    if worker > 0 && rate.is_limited() {
                        break;
                    }
                    let i = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                    let Some(item) = items.get(i) else { break };
                    // A panic in one item loses only that item (its slot stays `None`),
                    // not the whole scope.
                    let Ok(result) =
                        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| f(item)))
                    else {
                        continue;
                    };
                    if let Ok(mut slot) = slots[i].lock() {
                        *slot = Some(result);
                    }
                }
            });
        }
    });
    slots
        .into_iter()
        .map(|s| s.into_inner().ok().flatten())
        .collect()
}

/// Each sport's views that came out (in sport order), the `errors` object of the merged
/// JSON, and the failures in sport order.
#[expect(clippy::type_complexity, reason = "the merge's three parts, read once")]
fn split_results(
    sports: &[String],
    results: Vec<SportResult>,
) -> (
    Vec<(&str, Collected)>,
    Map<String, Value>,
    Vec<(&str, anyhow::Error)>,
) {
    let mut failures: Vec<(&str, anyhow::Error)> = Vec::new();
    let mut errors = Map::new();
    let mut done: Vec<(&str, Collected)> = Vec::new();
    for (sport, (result, out)) in sports.iter().zip(results) {
        match result {
            Ok(()) => done.extend(out.into_iter().map(|c| (sport.as_str(), c))),
            Err(e) => {
                let code = exit_code_for(&e) as i32;
                let message = crate::output::diag::clean(&format!("{e:#}"));
                errors.insert(
                    sport.clone(),
                    serde_json::json!({"exit_code": code, "message": message}),
                );
                failures.push((sport.as_str(), e));
            }
        }
    }
    (done, errors, failures)
}

/// Print what the sports produced, report failures, and return the first failure.
fn merge(
    sports: &[String],
    results: Vec<SportResult>,
    fallback: &Output,
    diag: Diag,
    extra: &Map<String, Value>,
) -> anyhow::Result<()> {
    let (done, errors, failures) = split_results(sports, results);
    let first_err = in_order(sports.len(), failures, diag);
    let opts = done
        .first()
        .map_or_else(|| fallback.opts.clone(), |(_, c)| c.opts.clone());
    let output = Output::new(opts.clone());
    let write = |w: &mut dyn std::io::Write| -> anyhow::Result<()> {
        if let Some(expr) = &opts.jq {
            return crate::output::json::write_jq(
                w,
                &json_doc(&done, &errors, extra),
                expr,
                output.pretty(),
            );
        }
        match opts.format {
            Format::Json => {
                crate::output::json::write_json(
                    w,
                    &json_doc(&done, &errors, extra),
                    output.pretty(),
                )?;
            }
            Format::Ndjson => {
                for (sport, c) in &done {
                    for line in c.rendered.split(|b| *b == b'\n').filter(|l| !l.is_empty()) {
                        let row: Value = serde_json::from_slice(line)?;
                        serde_json::to_writer(&mut *w, &with_sport(sport, row))?;
                        w.write_all(b"\n")?;
                    }
                }
            }
            Format::Csv => write_csv(w, &done)?,
            Format::Table => {
                for (i, (sport, c)) in done.iter().enumerate() {
                    if i > 0 {
                        writeln!(w)?;
                    }
                    writeln!(w, "== {sport} ==")?;
                    w.write_all(&c.rendered)?;
                }
            }
        }
        Ok(())
    };
    let printed = match &fallback.sink {
        // Run in process (the board, `esx mcp`): the merged answer is kept as one view,
        // as a run of one sport keeps its own.
        Sink::Collect(kept) => {
            let mut rendered = Vec::new();
            let written = if opts.format == Format::Json && opts.jq.is_none() {
                Ok(())
            } else {
                write(&mut rendered)
            };
            kept.push(Collected {
                data: json_doc(&done, &errors, extra),
                opts: opts.clone(),
                rendered,
            });
            written
        }
        Sink::Stdout => output.write_with(write),
    };
    match (printed, first_err) {
        (Err(e), _) | (Ok(()), Some(e)) => Err(e),
        (Ok(()), None) => Ok(()),
    }
}

/// Print the failures in the sports' order (not the order they finished): all but the
/// last here, the last is returned for `main` to print. The exit code is still the first
/// failure's (DESIGN "Fan-out"), so the returned error carries the first one's kind.
/// Sports that failed with the same message (a flag the service refuses whatever the
/// sport) share one line: `cs2, lol: …`, or the bare message when every sport failed so.
fn in_order(
    asked: usize,
    failures: Vec<(&str, anyhow::Error)>,
    diag: Diag,
) -> Option<anyhow::Error> {
    let first_kind = failures.first().map(|(_, e)| {
        e.chain()
            .find_map(|c| c.downcast_ref::<EsxError>().map(EsxError::kind))
            .unwrap_or(crate::error::ErrorKind::Other)
    })?;
    let mut lines = failure_lines(asked, &failures);
    let last = lines.pop()?;
    for line in &lines {
        diag.error(line);
    }
    if lines.is_empty() && failures.len() == 1 {
        // One sport failed: its own error (kind and all), named by its sport.
        let (sport, e) = failures.into_iter().next()?;
        return Some(e.context(sport.to_string()));
    }
    Some(EsxError::new(first_kind, last).into())
}

/// One line per distinct failure message, in the order first seen: the sports that
/// failed with it, then the message (no sports when every asked sport failed so).
fn failure_lines(asked: usize, failures: &[(&str, anyhow::Error)]) -> Vec<String> {
    let mut groups: Vec<(Vec<&str>, String)> = Vec::new();
    for (sport, e) in failures {
        let msg = format!("{e:#}");
        match groups.iter_mut().find(|(_, m)| *m == msg) {
            Some((sports, _)) => sports.push(sport),
            None => groups.push((vec![sport], msg)),
        }
    }
    groups
        .into_iter()
        .map(|(sports, msg)| {
            if sports.len() == asked && asked > 1 {
                msg
            } else {
                format!("{}: {msg}", sports.join(", "))
            }
        })
        .collect()
}

/// `{"source":"esx","sports":{sport: envelope},"errors":{sport:{exit_code,message}}}`,
/// then the run-wide `extra` keys.
fn json_doc(
    done: &[(&str, Collected)],
    errors: &Map<String, Value>,
    extra: &Map<String, Value>,
) -> Value {
    let mut sports = Map::new();
    for (sport, c) in done {
        sports.insert((*sport).to_string(), c.data.clone());
    }
    let mut doc = Map::new();
    doc.insert("source".into(), Value::String("esx".into()));
    doc.insert("sports".into(), Value::Object(sports));
    doc.insert("errors".into(), Value::Object(errors.clone()));
    doc.extend(extra.clone());
    Value::Object(doc)
}

/// A row with `sport` as its first field (a non-object row is wrapped as `value`).
fn with_sport(sport: &str, row: Value) -> Value {
    let mut m = Map::new();
    m.insert("sport".into(), Value::String(sport.to_string()));
    match row {
        Value::Object(fields) => {
            for (k, v) in fields {
                if k != "sport" {
                    m.insert(k, v);
                }
            }
        }
        other => {
            m.insert("value".into(), other);
        }
    }
    Value::Object(m)
}

/// One CSV: the header once with a leading `sport` column, then every sport's rows.
fn write_csv(w: &mut dyn std::io::Write, done: &[(&str, Collected)]) -> anyhow::Result<()> {
    let mut out = csv::Writer::from_writer(w);
    let mut header_written = false;
    for (sport, c) in done {
        let mut rd = csv::ReaderBuilder::new()
            .has_headers(true)
            .from_reader(c.rendered.as_slice());
        if !header_written {
            let mut h = vec!["sport".to_string()];
            h.extend(rd.headers()?.iter().map(str::to_string));
            out.write_record(&h)?;
            header_written = true;
        }
        for rec in rd.records() {
            let rec = rec?;
            let mut row = vec![(*sport).to_string()];
            row.extend(rec.iter().map(str::to_string));
            out.write_record(&row)?;
        }
    }
    out.flush()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sport_leads_every_row() {
        let row: Value = serde_json::from_str(r#"{"a":1.50,"sport":"x"}"#).unwrap();
        assert_eq!(
            serde_json::to_string(&with_sport("lol", row)).unwrap(),
            r#"{"sport":"lol","a":1.50}"#
        );
    }

    #[test]
    fn map_limited_keeps_order_and_a_panic_loses_only_its_item() {
        let items: Vec<u32> = (0..10).collect();
        let out = map_limited(&items, &RateSignal::new(), |&i| {
            assert!(i != 3, "boom");
            i * 10
        });
        let expected: Vec<Option<u32>> = (0..10).map(|i| (i != 3).then_some(i * 10)).collect();
        assert_eq!(out, expected);
    }

    #[test]
    fn after_a_429_only_the_first_worker_takes_more_items() {
        // The third item raises the run's signal, as a client answered 429 would: the
        // other workers stop taking items, the first goes on alone, nothing is lost.
        let rate = RateSignal::new();
        let items: Vec<u32> = (0..12).collect();
        let threads = std::sync::Mutex::new(Vec::new());
        let out = map_limited(&items, &rate, |&i| {
            if i == 2 {
                rate.note();
            }
            std::thread::sleep(std::time::Duration::from_millis(20));
            threads
                .lock()
                .unwrap()
                .push((i, std::thread::current().id()));
            i
        });
        assert!(out.iter().all(Option::is_some), "every item ran");
        let threads = threads.into_inner().unwrap();
        // Items started after the signal (all but the first few) ran on one thread.
        let late: std::collections::HashSet<_> = threads
            .iter()
            .filter(|(i, _)| *i >= 8)
            .map(|(_, t)| *t)
            .collect();
        assert_eq!(late.len(), 1, "{threads:?}");
        // Another run's signal is its own.
        assert!(!RateSignal::new().is_limited());
    }
}
