//! A command's JSON made into a tool answer: the row array cut to `limit`, `esx.total`
//! and `esx.has_more` added, the whole `CallToolResult` (structured content and its text
//! copy) kept within 32 KiB (rows cut to fit; a row too big alone cut to its identity
//! and act-on fields with `esx.truncated: true`), and never the key.

use std::collections::HashSet;

use rmcp::model::{CallToolResult, ContentBlock};
use serde::Deserialize;
use serde_json::{Map, Value, json};

use super::schema::{Call, ToolError};
use super::tools::{Rows, ToolSpec};

/// The most bytes one tool answer may take, structured content and text copy together
/// (DESIGN settled point 7: an agent's context is small).
pub(super) const MAX_ANSWER_BYTES: usize = 32 * 1024;

/// A successful answer: the value as structured content, its compact text as the copy.
fn success(value: Value) -> CallToolResult {
    let mut r = CallToolResult::success(vec![ContentBlock::text(value.to_string())]);
    r.structured_content = Some(value);
    r
}

/// A tool error: `isError: true`, the CLI's message and exit code, structured and as text.
#[must_use]
pub(super) fn failure(e: &ToolError) -> CallToolResult {
    let value = json!({"exit_code": e.exit_code, "message": e.message});
    let mut r = CallToolResult::error(vec![ContentBlock::text(value.to_string())]);
    r.structured_content = Some(value);
    r
}

/// The serialized size of an answer, as it goes on the wire (less the JSON-RPC frame),
/// by serializing it: what [`wire_size`] is checked against.
#[cfg(test)]
fn size(r: &CallToolResult) -> usize {
    serde_json::to_vec(r).map_or(usize::MAX, |v| v.len())
}

/// The text copy of an answer [`success`] made (its compact JSON).
fn text_of(r: &CallToolResult) -> &str {
    r.content
        .first()
        .and_then(|c| c.as_text())
        .map_or("", |t| t.text.as_str())
}

/// The wire size of an answer [`success`] made, without serializing its value again:
/// the structured content serializes to exactly its text copy, and the copy to that text
/// escaped as a JSON string; the rest is the same envelope every success has. (A large
/// answer is otherwise serialized once more than rmcp's own frame needs.)
fn wire_size(r: &CallToolResult) -> usize {
    static ENVELOPE: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    let envelope = *ENVELOPE.get_or_init(|| {
        // `null` as structured content and `"null"` as its copy: 4 + 6 bytes.
        let empty = success(Value::Null);
        serde_json::to_vec(&empty).map_or(0, |v| v.len().saturating_sub(10))
    });
    let text = text_of(r);
    envelope + escaped_len(text.as_bytes()) + 2 + text.len()
}

/// The one field a row or an event of any command's JSON is matched by (a row without
/// a text `event_id` names no event).
#[derive(Deserialize, Default)]
struct Named<'a> {
    #[serde(borrow)]
    event_id: Option<&'a str>,
}

impl<'a> Named<'a> {
    fn of(v: &'a Value) -> Self {
        Self::deserialize(v).unwrap_or_default()
    }
}

/// Whether a route that pages has more rows past this page (anything but `true`: no).
#[derive(Deserialize, Default)]
struct Paged {
    has_more: Option<bool>,
}

impl Paged {
    fn of(v: &Value) -> Self {
        Self::deserialize(v).unwrap_or_default()
    }
}

/// A command's own page of what its filters kept (`esx.has_more`).
#[derive(Deserialize, Default)]
struct CommandPage {
    #[serde(default)]
    esx: Paged,
}

impl CommandPage {
    fn of(v: &Value) -> Self {
        Self::deserialize(v).unwrap_or_default()
    }
}

/// The row array a call cuts, and where it is.
fn rows_at(rows: &Rows, call: &Call, value: &Value) -> &'static str {
    match (rows.local_at, rows.or_at) {
        (Some(at), _) if call.local => at,
        (_, Some(or)) if !value.pointer(rows.at).is_some_and(Value::is_array) => or,
        _ => rows.at,
    }
}

/// The answer with `kept` (the first of `total` rows, moved in: a kept row is never
/// copied) in place, the events of `events` they name (when the tool follows events;
/// `base` holds its events taken out, so a build never copies the ones it drops) and
/// `esx.total`/`esx.has_more`.
fn with_rows(
    base: &Value,
    spec: &Rows,
    at: &str,
    (kept, events): (Vec<Value>, &[Value]),
    total: usize,
    has_more: bool,
) -> Value {
    let mut v = base.clone();
    let n = kept.len();
    // An answer wraps any command's JSON, whatever its model: the rows and events are
    // matched by the one field every board row names.
    let named: HashSet<&str> = if spec.follow_events {
        kept.iter().filter_map(|r| Named::of(r).event_id).collect()
    } else {
        HashSet::new()
    };
    if spec.follow_events
        && let Some(Value::Array(slot)) = v.get_mut("events")
    {
        *slot = events
            .iter()
            .filter(|e| Named::of(e).event_id.is_some_and(|id| named.contains(id)))
            .cloned()
            .collect();
    }
    drop(named);
    if let Some(slot) = v.pointer_mut(at) {
        *slot = Value::Array(kept);
    }
    // A command that paged what its filters kept (`esx.has_more`, settled point 20) has
    // more past its page too: one `has_more` says both.
    let paged_more = CommandPage::of(&v).esx.has_more == Some(true);
    if let Value::Object(root) = &mut v {
        let esx = root
            .entry("esx")
            .or_insert_with(|| Value::Object(Map::new()));
        if let Value::Object(esx) = esx {
            esx.insert("total".into(), json!(total));
            esx.insert(
                "has_more".into(),
                json!(has_more || paged_more || n < total),
            );
        }
    }
    v
}

/// The rows an answer holds at `at`, taken out of it.
fn rows_of(answer: CallToolResult, at: &str) -> Vec<Value> {
    match answer
        .structured_content
        .map(|mut v| v.pointer_mut(at).map(Value::take))
    {
        Some(Some(Value::Array(rows))) => rows,
        _ => Vec::new(),
    }
}

/// An answer's `events[]` emptied, and `esx.events_left_out: true` saying so.
fn leave_out_events(value: &mut Value) {
    if let Value::Object(root) = value {
        if let Some(Value::Array(events)) = root.get_mut("events") {
            events.clear();
        }
        if let Value::Object(esx) = root
            .entry("esx")
            .or_insert_with(|| Value::Object(Map::new()))
        {
            esx.insert("events_left_out".into(), Value::Bool(true));
        }
    }
}

/// A row cut to the fields its tool keeps when a row is too big alone (identity and
/// act-on fields, in the row's order), marked `esx.truncated: true` in its own `esx`
/// object.
fn truncated(row: &Value, keep: &[&str]) -> Value {
    let mut out = Map::new();
    if let Value::Object(fields) = row {
        for (k, v) in fields {
            if keep.contains(&k.as_str()) {
                out.insert(k.clone(), v.clone());
            }
        }
    }
    match out.get_mut("esx") {
        Some(Value::Object(esx)) => {
            esx.insert("truncated".into(), Value::Bool(true));
        }
        _ => {
            out.insert("esx".into(), json!({"truncated": true}));
        }
    }
    Value::Object(out)
}

/// The bytes an element adds to an answer: its compact text, that text escaped in the
/// copy, and a separator `,` in each (counted for every element: the sums over-count by
/// two, which keeps them an upper bound). Counted as it serializes, and given up past
/// `budget` (`None`): a row that cannot fit is not serialized whole to learn so.
fn bytes(v: &Value, budget: usize) -> Option<usize> {
    /// Counts what is written, as text and escaped; fails once past the budget.
    struct Count {
        n: usize,
        budget: usize,
    }
    impl std::io::Write for Count {
        fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
            self.n += buf.len() + escaped_len(buf);
            if self.n > self.budget {
                return Err(std::io::ErrorKind::FileTooLarge.into());
            }
            Ok(buf.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let mut count = Count { n: 2, budget };
    serde_json::to_writer(&mut count, v).ok().map(|()| count.n)
}

/// The length of `text` escaped inside a JSON string, without its quotes (serde_json
/// escapes `"` and `\\` as two bytes, `\\n`-style controls as two, other controls as six,
/// and leaves the rest, UTF-8 included, as is).
fn escaped_len(text: &[u8]) -> usize {
    text.iter()
        .map(|b| match b {
            b'"' | b'\\' | b'\n' | b'\r' | b'\t' | 0x08 | 0x0c => 2,
            0..0x20 => 6,
            _ => 1,
        })
        .sum()
}

/// How many rows fit beside the answer's `base` bytes, and whether the events they name
/// fit too; rows are sized in order, once each, and only until the answer is full (a
/// row too big alone is cut to `keep` on the way).
fn fit(
    base: usize,
    rows: &mut [Value],
    events: &[Value],
    limit: usize,
    keep: &[&str],
) -> (usize, bool) {
    let mut named: HashSet<String> = HashSet::new();
    let (mut with_events, mut events_fit) = (base, !events.is_empty());
    let mut alone = base;
    for (i, row) in rows.iter_mut().take(limit).enumerate() {
        // Sized once, against the room an answer of this row alone has: a row that fits
        // alone but not after the rows before it ends the answer; one too big alone is
        // cut to what an agent acts on.
        let cost = bytes(row, MAX_ANSWER_BYTES - base).unwrap_or_else(|| {
            *row = truncated(row, keep);
            bytes(row, usize::MAX).unwrap_or(usize::MAX / 4)
        });
        alone += cost;
        if alone > MAX_ANSWER_BYTES {
            return (i, false);
        }
        if events_fit {
            with_events += cost;
            let id = Named::of(row).event_id.map(str::to_owned);
            // Each event is counted once, with the first row that names it.
            if let Some(id) = id.filter(|id| named.insert(id.clone())) {
                for e in events
                    .iter()
                    .filter(|e| Named::of(e).event_id == Some(id.as_str()))
                {
                    let room = MAX_ANSWER_BYTES.saturating_sub(with_events);
                    with_events = bytes(e, room).map_or(usize::MAX / 2, |c| with_events + c);
                }
            }
            events_fit = with_events <= MAX_ANSWER_BYTES;
        }
    }
    (limit.min(rows.len()), events_fit)
}

/// Make the answer of one call out of the command's JSON. The answer's value is
/// serialized once (its text copy), which gives its size and is checked for the key;
/// rmcp serializes the frame.
pub(super) fn shape(
    tool: &ToolSpec,
    call: &Call,
    value: Value,
) -> Result<CallToolResult, ToolError> {
    let mut value = value;
    let answer = match (tool.rows, call.limit) {
        (Some(spec), Some(limit)) => {
            let at = rows_at(&spec, call, &value);
            // The rows are taken out (not copied): each build puts back the ones it keeps.
            match value.pointer_mut(at) {
                Some(Value::Array(rows)) => {
                    let mut rows = std::mem::take(rows);
                    let mut events = match value.get_mut("events") {
                        Some(Value::Array(e)) if spec.follow_events => std::mem::take(e),
                        _ => Vec::new(),
                    };
                    // A route that pages says itself whether more rows exist past the page.
                    let served_more = Paged::of(&value).has_more == Some(true);
                    let limit = (limit as usize).min(rows.len());
                    let total = rows.len();
                    let build = |v: &Value, kept: Vec<Value>, events: &[Value]| {
                        success(with_rows(v, &spec, at, (kept, events), total, served_more))
                    };
                    let base = wire_size(&build(&value, Vec::new(), &events));
                    if base > MAX_ANSWER_BYTES {
                        return Err(too_large(tool));
                    }
                    // Each row and event is sized once, on running sums, and the answer
                    // built once (the sums are an upper bound: a rebuild is rare). The rows
                    // carry what an agent acts on (a top edge's price, venue and start):
                    // where the events they name do not fit beside them, the events are
                    // left out before any row is.
                    let (n, events_fit) = fit(base, &mut rows, &events, limit, spec.keep);
                    if spec.follow_events && !events_fit && !events.is_empty() {
                        leave_out_events(&mut value);
                        events.clear();
                    }
                    // The kept rows move into the answer; the rest stay to be freed.
                    let mut kept: Vec<Value> = rows.drain(..n).collect();
                    let answer = loop {
                        let last = kept.len();
                        let answer = build(&value, std::mem::take(&mut kept), &events);
                        if last == 0 || wire_size(&answer) <= MAX_ANSWER_BYTES {
                            break answer;
                        }
                        // Rare (the sums are an upper bound): the rows are taken back out
                        // of the answer and the last one dropped.
                        kept = rows_of(answer, at);
                        kept.truncate(last - 1);
                    };
                    // What the answer left out can be large (a whole board's markets):
                    // it is freed off the answer's path.
                    free_later(Box::new((value, rows, events)));
                    answer
                }
                // No row array in this answer (a shape the tool does not list): as printed.
                _ => success(value),
            }
        }
        _ => success(value),
    };
    if wire_size(&answer) > MAX_ANSWER_BYTES {
        return Err(too_large(tool));
    }
    // The text copy holds everything the structured content does.
    if crate::output::diag::contains_secret(text_of(&answer)) {
        // The client redacts every body as it arrives; this is the last guard.
        return Err(ToolError {
            exit_code: 1,
            message: format!(
                "{}: the answer was withheld: it contained the API key",
                tool.name
            ),
        });
    }
    Ok(answer)
}

/// Free `leftovers` on the session's freeing thread, which runs at the lowest priority:
/// freeing a whole board's markets takes a core for a fraction of a millisecond, and on
/// a small machine it would otherwise compete with the answer's write and the client's
/// read (which it used to, on a thread of its own per call).
fn free_later(leftovers: Box<dyn Send>) {
    static FREEING: std::sync::OnceLock<Option<std::sync::mpsc::Sender<Box<dyn Send>>>> =
        std::sync::OnceLock::new();
    let tx = FREEING.get_or_init(|| {
        let (tx, rx) = std::sync::mpsc::channel::<Box<dyn Send>>();
        std::thread::Builder::new()
            .name("esx-free".into())
            .spawn(move || {
                lowest_priority();
                rx.into_iter().for_each(drop);
            })
            .ok()
            .map(|_| tx)
    });
    // With no freeing thread (none could start), or a send refused, they are freed here.
    if let Some(tx) = tx {
        let _ = tx.send(leftovers);
    }
}

/// This thread at the lowest priority (nice 19: Linux sets it per thread); elsewhere, or
/// if refused, as it is.
fn lowest_priority() {
    #[cfg(target_os = "linux")]
    {
        let _ = rustix::process::setpriority_process(Some(rustix::thread::gettid()), 19);
    }
}

fn too_large(tool: &ToolSpec) -> ToolError {
    ToolError {
        exit_code: 1,
        message: format!(
            "{}: the answer is larger than {} KiB even with no rows; narrow the call (a market, an event, a team)",
            tool.name,
            MAX_ANSWER_BYTES / 1024
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::super::tools::find;
    use super::*;

    fn call(local: bool, limit: u32) -> Call {
        Call {
            argv: vec![],
            limit: Some(limit),
            local,
        }
    }

    fn structured(r: &CallToolResult) -> &Value {
        r.structured_content.as_ref().unwrap()
    }

    #[test]
    fn rows_are_cut_and_counted_and_served_numbers_kept() {
        let v: Value = serde_json::from_str(
            r#"{"source":"s","total_books":3,"books":[{"key":"a","x":1.50},{"key":"b"},{"key":"c"}]}"#,
        )
        .unwrap();
        let r = shape(find("books").unwrap(), &call(false, 2), v).unwrap();
        let s = structured(&r);
        assert_eq!(s["books"].as_array().unwrap().len(), 2);
        assert_eq!(s["esx"], json!({"total": 3, "has_more": true}));
        assert_eq!(s["total_books"], 3, "the service's fields stay as served");
        let text = r.content[0].as_text().unwrap().text.clone();
        assert!(text.contains(r#""x":1.50"#), "{text}");
        assert_eq!(r.is_error, Some(false));
    }

    #[test]
    fn an_existing_esx_block_gains_the_counts_and_events_follow_the_rows() {
        let v = json!({
            "events": [{"event_id": "e1"}, {"event_id": "e2"}, {"event_id": "e3"}],
            "top_edges": [{"event_id": "e9"}],
            "esx": {"method": "shin", "top_edges": [{"event_id": "e2"}, {"event_id": "e3"}]}
        });
        let r = shape(find("top_edges").unwrap(), &call(true, 1), v).unwrap();
        let s = structured(&r);
        assert_eq!(s["esx"]["top_edges"], json!([{"event_id": "e2"}]));
        assert_eq!(s["esx"]["method"], "shin");
        assert_eq!(
            (s["esx"]["total"].clone(), s["esx"]["has_more"].clone()),
            (json!(2), json!(true))
        );
        assert_eq!(s["events"], json!([{"event_id": "e2"}]));
    }

    #[test]
    fn the_computed_wire_size_is_the_serialized_size() {
        for v in [
            Value::Null,
            json!({"a": "quote \" back\\slash \u{1} tab\t é ✓", "n": [1.50, -2, 3e300]}),
            json!({"books": [{"key": "x".repeat(5000)}], "esx": {"total": 1}}),
            json!([]),
        ] {
            let r = success(v);
            assert_eq!(wire_size(&r), size(&r), "{}", text_of(&r));
        }
    }

    #[test]
    fn a_rows_bytes_are_its_text_and_escaped_copy_and_give_up_past_the_budget() {
        let row = json!({"k": "a \"q\" \u{1}\n é"});
        let text = row.to_string();
        let escaped = serde_json::to_string(&text).unwrap().len() - 2;
        assert_eq!(bytes(&row, usize::MAX), Some(text.len() + escaped + 2));
        assert_eq!(bytes(&row, text.len()), None);
    }

    #[test]
    fn events_that_do_not_fit_beside_the_rows_are_left_out_before_a_row_is() {
        // Ten small rows, each naming an event of 4 kB: the rows fit, their events do not.
        let rows: Vec<Value> = (0..10)
            .map(|i| json!({"event_id": format!("e{i}"), "market": "match_winner"}))
            .collect();
        let events: Vec<Value> = (0..10)
            .map(|i| json!({"event_id": format!("e{i}"), "blob": "b".repeat(4_000)}))
            .collect();
        let v = json!({"top_edges": rows, "events": events});
        let r = shape(find("top_edges").unwrap(), &call(false, 10), v).unwrap();
        let s = structured(&r);
        assert_eq!(s["top_edges"].as_array().unwrap().len(), 10);
        assert_eq!(s["events"], json!([]));
        assert_eq!(s["esx"]["events_left_out"], true);
        assert!(size(&r) <= MAX_ANSWER_BYTES);
        // Two such events fit: they stay.
        let v = json!({"top_edges": [{"event_id": "e0"}, {"event_id": "e1"}],
            "events": [{"event_id": "e0", "blob": "b".repeat(4_000)}, {"event_id": "e1", "blob": "b"}]});
        let r = shape(find("top_edges").unwrap(), &call(false, 10), v).unwrap();
        assert_eq!(structured(&r)["events"].as_array().unwrap().len(), 2);
    }

    #[test]
    fn a_served_has_more_is_honoured() {
        let v = json!({"has_more": true, "gaps": [{"gap_id": "g1"}]});
        let r = shape(find("gaps").unwrap(), &call(false, 25), v).unwrap();
        assert_eq!(structured(&r)["esx"], json!({"total": 1, "has_more": true}));
    }

    #[test]
    fn big_answers_are_cut_to_32_kib() {
        let row = json!({"key": "x".repeat(1_000)});
        let board = json!({"books": vec![row.clone(); 100]});
        let answer = shape(find("books").unwrap(), &call(false, 100), board).unwrap();
        let got = structured(&answer);
        let kept = got["books"].as_array().unwrap().len();
        // Each row is about 2 kB with its text copy: 16 fit in 32 KiB, whole.
        assert_eq!(kept, 16, "rows kept");
        assert!(
            got["books"][0].get("esx").is_none(),
            "a row that fits is whole"
        );
        assert_eq!(got["esx"]["has_more"], true);
        assert_eq!(got["esx"]["total"], 100);
        assert!(size(&answer) <= MAX_ANSWER_BYTES);
        // One more row would not have fitted.
        let spec = find("books").unwrap().rows.unwrap();
        let more = with_rows(
            &json!({"books": []}),
            &spec,
            "/books",
            (vec![row; kept + 1], &[]),
            100,
            false,
        );
        assert!(size(&success(more)) > MAX_ANSWER_BYTES);
        let huge = json!({"player": "x".repeat(40_000)});
        let no_rows = Call {
            argv: vec![],
            limit: None,
            local: false,
        };
        let e = shape(find("research_player").unwrap(), &no_rows, huge).unwrap_err();
        assert!(e.message.contains("larger than 32 KiB"), "{}", e.message);
    }

    #[test]
    fn a_row_too_big_alone_keeps_its_identity_and_act_on_fields() {
        // A top edge whose served row carries 40 kB of notes: cut to the tool's fields.
        let big = json!({
            "event_id": "e1", "market": "match_winner", "outcome": "A", "source": "pinnacle",
            "edge_pct": 2.5, "notes": "n".repeat(40_000),
            "esx": {"venue": "pinnacle", "price": {"decimal": 2.1}, "start_time": "t"}
        });
        let small = json!({"event_id": "e2", "market": "match_winner", "outcome": "B"});
        let v = json!({"top_edges": [big, small.clone()], "events": [{"event_id": "e1"}, {"event_id": "e2"}]});
        let r = shape(find("top_edges").unwrap(), &call(false, 10), v).unwrap();
        let s = structured(&r);
        assert!(size(&r) <= MAX_ANSWER_BYTES);
        assert_eq!(
            s["top_edges"][0],
            json!({
                "event_id": "e1", "market": "match_winner", "outcome": "A", "source": "pinnacle",
                "edge_pct": 2.5,
                "esx": {"venue": "pinnacle", "price": {"decimal": 2.1}, "start_time": "t", "truncated": true}
            })
        );
        assert_eq!(s["top_edges"][1], small, "a row that fits stays whole");
        assert_eq!(s["esx"]["has_more"], false);
        // A row without an esx object gains one.
        let v = json!({"books": [{"key": "k", "about": "n".repeat(40_000)}]});
        let r = shape(find("books").unwrap(), &call(false, 10), v).unwrap();
        assert_eq!(
            structured(&r)["books"][0],
            json!({"key": "k", "esx": {"truncated": true}})
        );
    }

    #[test]
    fn every_tools_kept_fields_are_documented() {
        let doc = include_str!("../../../docs/mcp.md");
        for t in super::super::tools::TOOLS {
            let Some(rows) = t.rows else { continue };
            let fields: Vec<String> = rows.keep.iter().map(|f| format!("`{f}`")).collect();
            let line = format!("| `{}` | {}", t.name, fields.join(", "));
            assert!(doc.contains(&line), "docs/mcp.md lacks: {line}");
        }
    }

    #[test]
    fn errors_carry_the_exit_code() {
        let r = failure(&ToolError {
            exit_code: 4,
            message: "needs Hobby".into(),
        });
        assert_eq!(r.is_error, Some(true));
        assert_eq!(structured(&r)["exit_code"], 4);
        assert!(r.content[0].as_text().unwrap().text.contains("needs Hobby"));
    }
}
