//! Many sports at once: `esx lines cs2,lol` and `esx props all`, for every command that
//! takes a sport, with no code in the commands themselves.
//!
//! How: the command runs once as a *probe*; `Context::sport` sees the list, checks every
//! sport against the route's own list (`all` = that list) and stops the probe before any
//! request. The command then runs once per sport on up to [`MAX_PARALLEL`] threads, each
//! with its sport set in a thread-local (what `Context::sport` answers) and its output
//! *collected* (what `Output::emit` would have printed, kept instead). The collected
//! answers are merged: JSON `{"source","sports","errors"}`, NDJSON/CSV rows with a
//! leading `sport`, tables one section per sport. A failing sport loses only itself.

use std::cell::RefCell;

use serde_json::{Map, Value};

use crate::error::{EsxError, exit_code_for};
use crate::output::diag::Diag;
use crate::output::{Format, Output, OutputOptions, View};

/// The most requests in flight at once. The service's per-minute limit depends on the
/// key's plan and is not known up front: a 429 is retried after its `Retry-After`, and
/// from the first 429 on the sports not yet started run one at a time.
pub const MAX_PARALLEL: usize = 4;

/// Set by the client on a 429: the rate limit says fewer at once.
static RATE_LIMITED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// The service answered 429 somewhere in this process.
pub fn note_rate_limited() {
    RATE_LIMITED.store(true, std::sync::atomic::Ordering::SeqCst);
}

/// One sport's output, as `Output::emit` would have written it.
struct Collected {
    opts: OutputOptions,
    /// The JSON a `--json` run prints.
    data: Value,
    /// The rendering in the chosen non-JSON format (NDJSON lines, CSV, table).
    rendered: Vec<u8>,
}

#[derive(Default)]
enum Mode {
    /// Not fanning out: `Context::sport` refuses a list.
    #[default]
    Off,
    /// The probe: a list is allowed and expanded into `expanded`.
    Probe { expanded: Option<Vec<String>> },
    /// A worker: the sport to answer, and what the command emitted.
    Worker { sport: String, out: Vec<Collected> },
}

thread_local! {
    static MODE: RefCell<Mode> = const { RefCell::new(Mode::Off) };
}

/// Whether an argument asks for several sports.
#[must_use]
pub fn is_list(arg: &str) -> bool {
    arg.contains(',') || arg.trim().eq_ignore_ascii_case("all")
}

/// What `Context::sport` should do with `arg`: `Ok(Some(s))` answer `s` (a worker),
/// `Ok(None)` carry on as usual, `Err` stop (a probe that expanded the list, or a list
/// where one sport is expected).
pub fn sport_hook(
    arg: Option<&str>,
    allowed: &[&str],
    what: &str,
) -> Result<Option<String>, EsxError> {
    MODE.with(|m| {
        let mut mode = m.borrow_mut();
        match &mut *mode {
            Mode::Worker { sport, .. } => Ok(Some(sport.clone())),
            Mode::Probe { expanded } => match arg {
                Some(a) if is_list(a) => {
                    let list = expand(a, allowed, what)?;
                    *expanded = Some(list);
                    Err(EsxError::usage("several sports (handled by the fan-out)"))
                }
                _ => Ok(None),
            },
            Mode::Off => match arg {
                Some(a) if is_list(a) => Err(EsxError::usage(format!(
                    "{what} takes one sport here, not `{a}`: a list or `all` works where the sport only selects (not with a game, player, team, match or ticket that belongs to one sport, nor with --watch)"
                ))),
                _ => Ok(None),
            },
        }
    })
}

/// A list as stored in `default_sport`: `all`, or its sports checked and comma-joined.
pub fn normalize_list(arg: &str, allowed: &[&str], what: &str) -> Result<String, EsxError> {
    if arg.trim().eq_ignore_ascii_case("all") {
        return Ok("all".into());
    }
    Ok(expand(arg, allowed, what)?.join(","))
}

/// The sports of a list (`all` = every sport the route accepts), each checked, in the
/// order given, without repeats.
fn expand(arg: &str, allowed: &[&str], what: &str) -> Result<Vec<String>, EsxError> {
    if arg.trim().eq_ignore_ascii_case("all") {
        return Ok(allowed.iter().map(|s| (*s).to_string()).collect());
    }
    let mut out: Vec<String> = Vec::new();
    for part in arg.split(',').map(str::trim).filter(|p| !p.is_empty()) {
        let s = esx_proto::sports::check(part, allowed, what).map_err(EsxError::usage)?;
        if !out.contains(&s) {
            out.push(s);
        }
    }
    if out.is_empty() {
        return Err(EsxError::usage(format!("no sport in `{arg}` for {what}")));
    }
    Ok(out)
}

/// In a worker, keep what the command would have printed and return `true`.
pub fn collect(output: &Output, view: &View) -> anyhow::Result<bool> {
    if !MODE.with(|m| matches!(&*m.borrow(), Mode::Worker { .. })) {
        return Ok(false);
    }
    let mut rendered = Vec::new();
    let opts = output.opts.clone();
    if opts.jq.is_none() && opts.format != Format::Json {
        // The worker's own Output with no jq and no file renders the chosen format.
        let plain = Output::new(OutputOptions {
            jq: None,
            file: None,
            ..opts.clone()
        });
        plain.render(view, &mut rendered)?;
    }
    let item = Collected {
        opts,
        data: view.data.clone(),
        rendered,
    };
    MODE.with(|m| {
        if let Mode::Worker { out, .. } = &mut *m.borrow_mut() {
            out.push(item);
        }
    });
    Ok(true)
}

/// Whether this thread is a fan-out worker (streams and watches refuse to run there).
#[must_use]
pub fn in_worker() -> bool {
    MODE.with(|m| matches!(&*m.borrow(), Mode::Worker { .. }))
}

/// Run `run` as a probe; if it asked for several sports, run it per sport and print the
/// merged answer. `fallback` is the Output used when every sport failed before emitting.
pub fn run<F>(run: F, fallback: &Output, diag: Diag) -> anyhow::Result<()>
where
    F: Fn() -> anyhow::Result<()> + Sync,
{
    MODE.with(|m| *m.borrow_mut() = Mode::Probe { expanded: None });
    let probe = run();
    let expanded = MODE.with(|m| match std::mem::take(&mut *m.borrow_mut()) {
        Mode::Probe { expanded } => expanded,
        _ => None,
    });
    let Some(sports) = expanded else {
        return probe;
    };
    let results = run_each(&sports, &run);
    merge(&sports, results, fallback, diag)
}

type SportResult = (anyhow::Result<()>, Vec<Collected>);

/// Run once per sport on up to [`MAX_PARALLEL`] threads; results in `sports` order.
fn run_each<F>(sports: &[String], run: &F) -> Vec<SportResult>
where
    F: Fn() -> anyhow::Result<()> + Sync,
{
    map_limited(sports, |sport| {
        MODE.with(|m| {
            *m.borrow_mut() = Mode::Worker {
                sport: sport.clone(),
                out: Vec::new(),
            };
        });
        let result = run();
        let out = MODE.with(|m| match std::mem::take(&mut *m.borrow_mut()) {
            Mode::Worker { out, .. } => out,
            _ => Vec::new(),
        });
        (result, out)
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
    .collect()
}

/// `f` over `items` on up to [`MAX_PARALLEL`] threads, results in `items` order (`None`
/// where `f` panicked: the other items still run). After a 429 anywhere in the process, only the first worker
/// takes more items: the key's rate limit says fewer requests at once. Used by the
/// fan-out and by `esx record`, which stores each sport in its own transaction.
pub fn map_limited<I, T, F>(items: &[I], f: F) -> Vec<Option<T>>
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
                    if worker > 0 && RATE_LIMITED.load(std::sync::atomic::Ordering::SeqCst) {
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

/// Print what the sports produced, report failures, and return the first failure.
fn merge(
    sports: &[String],
    results: Vec<SportResult>,
    fallback: &Output,
    diag: Diag,
) -> anyhow::Result<()> {
    let mut failures: Vec<anyhow::Error> = Vec::new();
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
                failures.push(e.context(sport.clone()));
            }
        }
    }
    let first_err = in_order(failures, diag);
    let opts = done
        .first()
        .map_or_else(|| fallback.opts.clone(), |(_, c)| c.opts.clone());
    let output = Output::new(opts.clone());
    let printed = output.write_with(|w| {
        if let Some(expr) = &opts.jq {
            return crate::output::json::write_jq(
                w,
                &json_doc(&done, errors),
                expr,
                output.pretty(),
            );
        }
        match opts.format {
            Format::Json => {
                crate::output::json::write_json(w, &json_doc(&done, errors), output.pretty())?;
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
    });
    match (printed, first_err) {
        (Err(e), _) | (Ok(()), Some(e)) => Err(e),
        (Ok(()), None) => Ok(()),
    }
}

/// Print the failures in the sports' order (not the order they finished): all but the
/// last here, the last is returned for `main` to print. The exit code is still the first
/// failure's (DESIGN "Fan-out"), so the returned error carries the first one's kind.
fn in_order(failures: Vec<anyhow::Error>, diag: Diag) -> Option<anyhow::Error> {
    let first_kind = failures.first().map(|e| {
        e.chain()
            .find_map(|c| c.downcast_ref::<EsxError>().map(EsxError::kind))
            .unwrap_or(crate::error::ErrorKind::Other)
    })?;
    let mut failures = failures;
    let last = failures.pop()?;
    for e in &failures {
        diag.error(&format!("{e:#}"));
    }
    if failures.is_empty() {
        return Some(last);
    }
    Some(EsxError::new(first_kind, format!("{last:#}")).into())
}

/// `{"source":"esx","sports":{sport: envelope},"errors":{sport:{exit_code,message}}}`.
fn json_doc(done: &[(&str, Collected)], errors: Map<String, Value>) -> Value {
    let mut sports = Map::new();
    for (sport, c) in done {
        sports.insert((*sport).to_string(), c.data.clone());
    }
    let mut doc = Map::new();
    doc.insert("source".into(), Value::String("esx".into()));
    doc.insert("sports".into(), Value::Object(sports));
    doc.insert("errors".into(), Value::Object(errors));
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
    fn lists_expand_in_order_without_repeats_and_all_is_the_route_list() {
        let allowed = &["cs2", "lol", "valorant"];
        assert_eq!(
            expand("lol, CS2,lol", allowed, "x").unwrap(),
            ["lol", "cs2"]
        );
        assert_eq!(expand("all", allowed, "x").unwrap(), allowed);
        assert!(expand("cs2,fifa", allowed, "x").is_err());
        assert!(expand(",", allowed, "x").is_err());
        assert!(is_list("cs2,lol") && is_list("ALL") && !is_list("cs2"));
    }

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
        let out = map_limited(&items, |&i| {
            assert!(i != 3, "boom");
            i * 10
        });
        let expected: Vec<Option<u32>> = (0..10).map(|i| (i != 3).then_some(i * 10)).collect();
        assert_eq!(out, expected);
    }
}
