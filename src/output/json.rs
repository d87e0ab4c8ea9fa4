//! JSON, NDJSON and `--jq` output: lossless, server key order preserved.
//!
//! `--jq` runs on a thread of its own with a large stack, and every function call checks
//! how deep it is and how many calls this input value has cost (DESIGN "Hostile input,
//! bounded"): `def f: [f]; f` and `def f: f; f` end with exit 2 ("jq program exceeded its
//! budget") instead of a stack overflow or a spin without end. Results are written as
//! they are produced, so `--jq 'range(1e11)' | head -1` ends at once. Its `env` leaves
//! the API key out.

use std::io::Write;

use jaq_core::load::{Arena, File, Loader};
use jaq_core::{Compiler, Ctx, ValT as _, Vars, unwrap_valr};
use jaq_json::Val;
use serde_json::Value;

use crate::error::EsxError;

/// The whole value: pretty on a terminal, compact (one line) otherwise.
pub(crate) fn write_json(w: &mut dyn Write, v: &Value, pretty: bool) -> std::io::Result<()> {
    if pretty {
        serde_json::to_writer_pretty(&mut *w, v)?;
    } else {
        serde_json::to_writer(&mut *w, v)?;
    }
    w.write_all(b"\n")
}

/// The data jq filters run with: the lookup table and where the jq thread's stack began.
struct Guarded;

impl jaq_core::DataT for Guarded {
    type V<'a> = Val;
    type Data<'a> = GuardData<'a>;
}

struct GuardData<'a> {
    lut: &'a jaq_core::Lut<Guarded>,
    base: usize,
    /// Function calls made so far on this input value.
    calls: &'a std::cell::Cell<u64>,
}

/// The most function calls a jq program may make on one input value (each row, each
/// watched message), counted where jaq hands its context on (each call, and each argument
/// or binding it passes, so a call counts a few times): far beyond any real filter, and
/// reached in seconds by one that never ends.
pub(crate) const JQ_CALL_BUDGET: u64 = 100_000_000;

/// Unwound out of a jq program past [`JQ_CALL_BUDGET`] calls.
struct OverBudget;

/// The jq thread's stack, and how much of it a program may use before it is stopped.
const JQ_STACK: usize = 256 * 1024 * 1024;
const JQ_STACK_LIMIT: usize = 192 * 1024 * 1024;

/// Unwound out of a jq program that recursed too deep (not a panic: no hook runs).
struct TooDeep;

/// An address on the current stack (how deep the thread is, compared with another).
fn stack_mark() -> usize {
    let here = 0u8;
    std::ptr::from_ref(std::hint::black_box(&here)).addr()
}

// jaq clones the data at every function call: the one place to see recursion grow and
// calls add up.
impl Clone for GuardData<'_> {
    fn clone(&self) -> Self {
        if self.base.abs_diff(stack_mark()) > JQ_STACK_LIMIT {
            std::panic::resume_unwind(Box::new(TooDeep));
        }
        let calls = self.calls.get() + 1;
        if calls > JQ_CALL_BUDGET {
            std::panic::resume_unwind(Box::new(OverBudget));
        }
        self.calls.set(calls);
        Self {
            lut: self.lut,
            base: self.base,
            calls: self.calls,
        }
    }
}

/// The one error of a program stopped by its budget (exit 2); `why` says which.
fn over_budget(flag: &str, expr: &str, payload: &(dyn std::any::Any + Send)) -> Option<EsxError> {
    let why = if payload.is::<TooDeep>() {
        "it recursed too deep (a function that calls itself without end?)"
    } else if payload.is::<OverBudget>() {
        "over 100 million function calls on one input (a loop without end?)"
    } else {
        return None;
    };
    Some(EsxError::usage(format!(
        "{flag} `{}`: jq program exceeded its budget: {why}",
        super::echo::cut(expr)
    )))
}

impl<'a> jaq_core::data::HasLut<'a, Guarded> for GuardData<'a> {
    fn lut(&self) -> &'a jaq_core::Lut<Guarded> {
        self.lut
    }
}

/// The environment as a jq object, without the API key (jaq's own `env` would hand
/// `ESX_API_KEY` to `--jq env`).
fn env_object() -> jaq_core::ValR<Val> {
    let vars = std::env::vars()
        .filter(|(k, v)| k != crate::config::ENV_API_KEY && !super::diag::contains_secret(v))
        .map(|(k, v)| (Val::from(k), Val::from(v)));
    Val::from_map(vars)
}

fn env_without_key(_: jaq_core::Cv<'_, Guarded>) -> jaq_core::ValXs<'_, Val> {
    jaq_core::native::bome(env_object())
}

type JaqFilter = jaq_core::Filter<Guarded>;

/// Compile a jq expression, or say clearly why it is not one (a usage error).
fn compile(expr: &str) -> Result<JaqFilter, EsxError> {
    // The standard library's definitions, parsed once per process (most of a compile).
    static PRELUDE: std::sync::OnceLock<Vec<jaq_core::load::parse::Def<&'static str>>> =
        std::sync::OnceLock::new();
    let defs = PRELUDE
        .get_or_init(|| {
            jaq_core::defs()
                .chain(jaq_std::defs())
                .chain(jaq_json::defs())
                .chain(super::jq_formats::defs())
                .collect()
        })
        .iter()
        .cloned();
    let env: jaq_core::RunPtr<Guarded> = env_without_key;
    let funs = jaq_core::funs()
        .chain(jaq_std::funs().filter(|(name, ..)| *name != "env"))
        .chain(jaq_json::funs())
        .chain(std::iter::once(jaq_core::native::run::<Guarded>((
            "env",
            jaq_core::native::v(0),
            env,
        ))));
    let arena = Arena::default();
    let loader = Loader::new(defs);
    let modules = loader
        .load(
            &arena,
            File {
                code: expr,
                path: (),
            },
        )
        .map_err(|errs| {
            let detail = errs
                .into_iter()
                .flat_map(|(_, e)| match e {
                    jaq_core::load::Error::Io(v) => v
                        .into_iter()
                        .map(|(s, m)| format!("{s}: {m}"))
                        .collect::<Vec<_>>(),
                    jaq_core::load::Error::Lex(v) => v
                        .into_iter()
                        .map(|(exp, at)| {
                            format!("expected {} at `{}`", exp.as_str(), first_chars(at))
                        })
                        .collect(),
                    jaq_core::load::Error::Parse(v) => v
                        .into_iter()
                        .map(|(exp, at)| {
                            format!("expected {} at `{}`", exp.as_str(), first_chars(at))
                        })
                        .collect(),
                })
                .collect::<Vec<_>>()
                .join("; ");
            EsxError::usage(format!("invalid --jq expression `{expr}`: {detail}"))
        })?;
    Compiler::default()
        .with_funs(funs)
        .with_global_vars(["$ENV"])
        .compile(modules)
        .map_err(|errs| {
            let names: Vec<String> = errs
                .into_iter()
                .flat_map(|(_, v)| v.into_iter().map(|(name, _)| format!("`{name}`")))
                .collect();
            EsxError::usage(format!(
                "invalid --jq expression `{expr}`: undefined {}",
                names.join(", ")
            ))
        })
}

fn first_chars(s: &str) -> String {
    let t: String = s.chars().take(20).collect();
    if t.is_empty() {
        "end of input".into()
    } else {
        t
    }
}

/// Check a `--jq` expression before any request is sent.
pub(crate) fn check_jq(expr: &str) -> Result<(), EsxError> {
    compile(expr).map(|_| ())
}

/// Run a jq expression on the value: strings print raw (like `gh --jq`), anything else
/// as JSON (pretty on a terminal). The program runs on its own thread (see the module
/// note) and hands its results over as they come, in chunks, to be written here: a
/// closed pipe stops it at once, and memory stays bounded however much it prints.
pub(crate) fn write_jq(
    w: &mut dyn Write,
    v: &Value,
    expr: &str,
    pretty: bool,
) -> anyhow::Result<()> {
    let bytes = serde_json::to_vec(v)?;
    let (tx, rx) = std::sync::mpsc::sync_channel::<Vec<u8>>(JQ_CHUNKS);
    std::thread::scope(|scope| {
        let handle = std::thread::Builder::new()
            .name("jq".into())
            .stack_size(JQ_STACK)
            .spawn_scoped(scope, move || run_jq(&bytes, expr, pretty, &tx))
            .map_err(|e| EsxError::other(format!("cannot start --jq: {e}")))?;
        let mut written = Ok(());
        for chunk in &rx {
            if let Err(e) = w.write_all(&chunk) {
                written = Err(e);
                break;
            }
        }
        // A failed write (a closed pipe): the jq thread's next hand-over fails and it stops.
        drop(rx);
        let ran = handle.join();
        written?;
        match ran {
            Ok(result) => result,
            Err(payload) => match over_budget("--jq", expr, payload.as_ref()) {
                Some(e) => Err(e.into()),
                None => std::panic::resume_unwind(payload),
            },
        }
    })
}

/// How many chunks of results may wait to be written, and how big a chunk grows.
const JQ_CHUNKS: usize = 4;
const JQ_CHUNK: usize = 16 * 1024;

/// A `--alert` expression compiled once, on a jq thread of its own that lives as long
/// as the watch: a `live --watch` feed evaluates it on every message, and compiling it,
/// building `$ENV` and starting a large-stack thread each time would cost more than the
/// evaluation. The thread keeps the depth guard of `--jq` (jq values are not `Send`,
/// so the compiled filter stays on that thread and rows travel to it as bytes).
pub(crate) struct Predicate {
    expr: String,
    jobs: Option<std::sync::mpsc::Sender<PredicateJob>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

/// Rows (as JSON bytes) and where to send the verdicts.
type PredicateJob = (
    Vec<Vec<u8>>,
    std::sync::mpsc::SyncSender<anyhow::Result<Vec<bool>>>,
);

impl Predicate {
    /// Compile `expr` on its jq thread; an invalid one is a usage error.
    pub(crate) fn new(expr: &str) -> Result<Self, EsxError> {
        let (ready_tx, ready_rx) = std::sync::mpsc::sync_channel::<Result<(), EsxError>>(1);
        let (jobs, rx) = std::sync::mpsc::channel::<PredicateJob>();
        let owned = expr.to_string();
        let thread = std::thread::Builder::new()
            .name("jq-alert".into())
            .stack_size(JQ_STACK)
            .spawn(move || predicate_thread(&owned, &ready_tx, &rx))
            .map_err(|e| EsxError::other(format!("cannot start the --alert filter: {e}")))?;
        match ready_rx.recv() {
            Ok(Ok(())) => Ok(Self {
                expr: expr.to_string(),
                jobs: Some(jobs),
                thread: Some(thread),
            }),
            Ok(Err(e)) => {
                let _ = thread.join();
                Err(e)
            }
            Err(_) => Err(EsxError::other(
                "the --alert filter stopped before it started",
            )),
        }
    }

    /// Whether the expression is truthy on each value (jq's rule: its first output is
    /// neither `false` nor `null`; no output is false). An expression that fails on a
    /// value is a usage error naming it.
    pub(crate) fn each(&self, values: &[&Value]) -> anyhow::Result<Vec<bool>> {
        let inputs = values
            .iter()
            .map(serde_json::to_vec)
            .collect::<Result<Vec<_>, _>>()?;
        let (reply, answer) = std::sync::mpsc::sync_channel(1);
        let stopped = || EsxError::other(format!("the --alert filter `{}` stopped", self.expr));
        self.jobs
            .as_ref()
            .ok_or_else(stopped)?
            .send((inputs, reply))
            .map_err(|_| stopped())?;
        answer.recv().map_err(|_| stopped())?
    }
}

impl Drop for Predicate {
    fn drop(&mut self) {
        drop(self.jobs.take());
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

/// The jq thread of a [`Predicate`]: compile once, then answer jobs until the
/// predicate is dropped. A program that recurses too deep unwinds back here (the stack
/// is whole again) and is that job's usage error.
fn predicate_thread(
    expr: &str,
    ready: &std::sync::mpsc::SyncSender<Result<(), EsxError>>,
    jobs: &std::sync::mpsc::Receiver<PredicateJob>,
) {
    let compiled = compile(expr).and_then(|filter| {
        env_object()
            .map(|env| (filter, env))
            .map_err(|e| EsxError::other(format!("--alert: {e}")))
    });
    let (filter, env) = match compiled {
        Ok(c) => {
            let _ = ready.send(Ok(()));
            c
        }
        Err(e) => {
            let _ = ready.send(Err(e));
            return;
        }
    };
    for (inputs, reply) in jobs {
        let run = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            truthy_on(&filter, &env, &inputs, expr)
        }));
        let verdict = match run {
            Ok(v) => v,
            Err(payload) => match over_budget("--alert", expr, payload.as_ref()) {
                Some(e) => Err(e.into()),
                None => std::panic::resume_unwind(payload),
            },
        };
        let _ = reply.send(verdict);
    }
}

fn truthy_on(
    filter: &JaqFilter,
    env: &Val,
    inputs: &[Vec<u8>],
    expr: &str,
) -> anyhow::Result<Vec<bool>> {
    let mut out = Vec::with_capacity(inputs.len());
    for bytes in inputs {
        let input = jaq_json::read::parse_single(bytes)
            .map_err(|e| EsxError::other(format!("cannot hand a row to --alert: {e}")))?;
        let calls = std::cell::Cell::new(0);
        let data = GuardData {
            lut: &filter.lut,
            base: stack_mark(),
            calls: &calls,
        };
        let ctx = Ctx::<Guarded>::new(data, Vars::new([env.clone()]));
        let first = filter.id.run((ctx, input)).map(unwrap_valr).next();
        out.push(match first {
            None => false,
            Some(Ok(v)) => v.as_bool(),
            Some(Err(e)) => {
                return Err(EsxError::usage(format!("--alert `{expr}` failed: {e}")).into());
            }
        });
    }
    Ok(out)
}

/// The jq thread of [`write_jq`]: run the program and hand each chunk of results over as
/// it fills. A hand-over refused (the writer stopped) ends the run quietly: the writer
/// reports its own error.
fn run_jq(
    bytes: &[u8],
    expr: &str,
    pretty: bool,
    out: &std::sync::mpsc::SyncSender<Vec<u8>>,
) -> anyhow::Result<()> {
    let filter = compile(expr)?;
    let input = jaq_json::read::parse_single(bytes)
        .map_err(|e| EsxError::other(format!("cannot hand the response to --jq: {e}")))?;
    let calls = std::cell::Cell::new(0);
    let data = GuardData {
        lut: &filter.lut,
        base: stack_mark(),
        calls: &calls,
    };
    let env = env_object().map_err(|e| EsxError::other(format!("--jq: {e}")))?;
    let ctx = Ctx::<Guarded>::new(data, Vars::new([env]));
    let mut w = Vec::with_capacity(JQ_CHUNK);
    let pp = if pretty {
        jaq_json::write::Pp {
            indent: Some("  ".to_string()),
            ..Default::default()
        }
    } else {
        jaq_json::write::Pp::default()
    };
    for out_val in filter.id.run((ctx, input)).map(unwrap_valr) {
        let val = out_val.map_err(|e| {
            EsxError::usage(format!("--jq `{}` failed: {e}", super::echo::cut(expr)))
        })?;
        match &val {
            Val::TStr(s) => w.write_all(s)?,
            other => jaq_json::write::write(&mut w, &pp, 0, other)?,
        }
        w.write_all(b"\n")?;
        if w.len() >= JQ_CHUNK {
            let full = std::mem::replace(&mut w, Vec::with_capacity(JQ_CHUNK));
            if out.send(full).is_err() {
                return Ok(());
            }
        }
    }
    if !w.is_empty() {
        let _ = out.send(w);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn jq(expr: &str, v: &Value) -> String {
        let mut out = Vec::new();
        write_jq(&mut out, v, expr, false).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn jq_prints_strings_raw_and_values_as_json() {
        let v = serde_json::json!({"books": [{"key": "b", "id": 2}, {"key": "a", "id": 1}]});
        assert_eq!(jq(".books[].key", &v), "b\na\n");
        assert_eq!(jq(".books | map(.id) | sort", &v), "[1,2]\n");
        assert_eq!(jq(".books[0]", &v), "{\"key\":\"b\",\"id\":2}\n");
    }

    #[test]
    fn endless_recursion_is_a_usage_error_not_a_crash() {
        let mut out = Vec::new();
        let e = write_jq(&mut out, &serde_json::json!(1), "def f: [f]; f", false).unwrap_err();
        assert_eq!(
            crate::error::exit_code_for(&e),
            crate::error::ExitCode::Usage
        );
        assert!(e.to_string().contains("recursed too deep"), "{e}");
        assert!(
            e.to_string().contains("jq program exceeded its budget"),
            "{e}"
        );
        // Bounded recursion still works.
        assert_eq!(
            jq(
                "def f: if . < 100 then . + 1 | f else . end; f",
                &serde_json::json!(0)
            ),
            "100\n"
        );
    }

    #[test]
    fn env_has_no_api_key() {
        assert_eq!(jq("env | has(\"ESX_API_KEY\")", &Value::Null), "false\n");
        assert_eq!(jq("env | type", &Value::Null), "object\n");
        assert_eq!(jq("$ENV | has(\"ESX_API_KEY\")", &Value::Null), "false\n");
        assert_eq!(jq("$ENV == env", &Value::Null), "true\n");
    }

    #[test]
    fn alert_truthiness_follows_jq() {
        let rows = [
            serde_json::json!({"edge": 5}),
            serde_json::json!({"edge": 1}),
            serde_json::json!({"edge": null}),
        ];
        let refs: Vec<&Value> = rows.iter().collect();
        let each = |expr: &str| Predicate::new(expr).unwrap().each(&refs);
        assert_eq!(each(".edge > 2").unwrap(), [true, false, false]);
        assert_eq!(each(".edge").unwrap(), [true, true, false]);
        assert_eq!(each("empty").unwrap(), [false; 3]);
        assert!(each(".edge | keys").is_err());
        assert!(Predicate::new(".a | (").is_err());
    }

    #[test]
    fn one_compiled_alert_serves_every_row_even_after_deep_recursion() {
        let p = Predicate::new("if .deep then def f: [f]; f else .edge > 2 end").unwrap();
        let deep = serde_json::json!({"deep": true});
        let e = p.each(&[&deep]).unwrap_err().to_string();
        assert!(e.contains("too deep"), "{e}");
        // The same thread and filter go on answering after the unwind.
        for edge in [1, 5, 1] {
            let row = serde_json::json!({"edge": edge});
            assert_eq!(p.each(&[&row]).unwrap(), [edge > 2]);
        }
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(10_000))]

        /// Any `--jq` text (arbitrary bytes, or jq-like tokens run together) compiles or
        /// is a usage error; the compiler never panics. Every text goes through the lexer
        /// and parser; one they accept is compiled whole (name resolution against the
        /// standard library: the slow part, so only there).
        #[test]
        fn the_jq_compiler_never_panics(
            bytes in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..64),
            pick in proptest::prelude::any::<bool>(),
            tokens in proptest::collection::vec(proptest::sample::select(&[
                ".", ".a", "[", "]", "{", "}", "(", ")", "|", ",", ":", ";", "def", "f", "$x",
                "as", "if", "then", "else", "end", "reduce", "foreach", "try", "catch", "?",
                "//", "1", "\"s\"", "@csv", "..", "label", "$__loc__", "+", "==", "and",
                "not", "limit(", "range(", "env", "$ENV", "input", "\\(", "#",
            ][..]), 0..16),
        ) {
            let text = if pick {
                String::from_utf8_lossy(&bytes).into_owned()
            } else {
                tokens.join(" ")
            };
            let parsed = jaq_core::load::parse(&text, |p| p.term()).is_some();
            if parsed && let Err(e) = check_jq(&text) {
                proptest::prop_assert_eq!(e.kind(), crate::error::ErrorKind::Usage);
            }
        }
    }

    #[test]
    fn bad_jq_is_a_usage_error() {
        assert!(matches!(check_jq(".a | ("), Err(e) if e.kind() == crate::error::ErrorKind::Usage));
        let e = check_jq("nosuchfn").unwrap_err().to_string();
        assert!(e.contains("undefined") && e.contains("nosuchfn"), "{e}");
        assert!(check_jq(".[] | select(.x > 1)").is_ok());
    }

    #[test]
    fn json_keeps_key_order_and_unknown_fields() {
        let text = r#"{"z":1,"a":{"unknown":[1,2.50,"x"]},"m":null}"#;
        let v: Value = serde_json::from_str(text).unwrap();
        let mut out = Vec::new();
        write_json(&mut out, &v, false).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "{\"z\":1,\"a\":{\"unknown\":[1,2.50,\"x\"]},\"m\":null}\n"
        );
    }
}
