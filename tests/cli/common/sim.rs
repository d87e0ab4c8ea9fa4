//! Shared helpers for the simulator tests: start an in-process simulator with a pinned
//! clock and call it with blocking reqwest (plain `#[test]`s, never inside a runtime).

use std::time::Duration;

use esx_sim::{SimHandle, SimOptions};
use serde_json::Value;

/// The pinned clock every simulator test and every esx run in the tests uses
/// (DESIGN.md: the tests' pinned instant).
pub(crate) const NOW: &str = "2026-11-21T12:00:00Z";

/// Starts a simulator with seed 42 and the pinned clock.
pub(crate) fn sim() -> SimHandle {
    sim_with(|_| {})
}

/// Starts a simulator with options adjusted by `f`.
pub(crate) fn sim_with(f: impl FnOnce(&mut SimOptions)) -> SimHandle {
    let mut o = SimOptions {
        now: NOW.parse().ok(),
        ..SimOptions::default()
    };
    f(&mut o);
    esx_sim::start(o).expect("simulator starts")
}

/// A blocking client that never follows redirects.
pub(crate) fn client() -> reqwest::blocking::Client {
    // reqwest is built without a default provider; install ring once (later calls are no-ops).
    let _ = rustls::crypto::ring::default_provider().install_default();
    reqwest::blocking::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .timeout(Duration::from_secs(20))
        .build()
        .expect("client builds")
}

/// One response: status, headers, raw body.
pub(crate) struct Resp {
    pub status: u16,
    pub headers: reqwest::header::HeaderMap,
    pub body: Vec<u8>,
}

impl Resp {
    /// The body as JSON (panics with the body text when it is not JSON).
    pub(crate) fn json(&self) -> Value {
        serde_json::from_slice(&self.body)
            .unwrap_or_else(|e| panic!("not JSON ({e}): {}", String::from_utf8_lossy(&self.body)))
    }
}

/// GET `path` with an optional key.
pub(crate) fn get(h: &SimHandle, path: &str, key: Option<&str>) -> Resp {
    let mut req = client().get(format!("{}{path}", h.base_url()));
    if let Some(k) = key {
        req = req.header("X-API-Key", k);
    }
    let r = req.send().expect("request succeeds");
    let status = r.status().as_u16();
    let headers = r.headers().clone();
    let body = r.bytes().expect("body reads").to_vec();
    Resp {
        status,
        headers,
        body,
    }
}

/// GET with the Builder key, asserting 200, returning JSON.
pub(crate) fn ok(h: &SimHandle, path: &str) -> Value {
    let r = get(h, path, Some("demo-builder"));
    assert_eq!(
        r.status,
        200,
        "{path}: {}",
        String::from_utf8_lossy(&r.body)
    );
    r.json()
}

/// JSON types as the spec's tables name them (not every test file uses every type).
#[derive(Debug, Clone, Copy)]
pub(crate) enum T {
    Str,
    Int,
    Num,
    Bool,
    Arr,
    Obj,
    /// Nullable number.
    NumOrNull,
    /// Nullable int.
    IntOrNull,
    /// Nullable string.
    StrOrNull,
    /// Nullable object.
    ObjOrNull,
}

/// Asserts `v` has each `(field, type)`.
pub(crate) fn has(v: &Value, fields: &[(&str, T)], what: &str) {
    for (name, t) in fields {
        let f = v
            .get(name)
            .unwrap_or_else(|| panic!("{what}: missing field '{name}' in {v}"));
        let ok = match t {
            T::Str => f.is_string(),
            T::Int => f.is_i64() || f.is_u64(),
            T::Num => f.is_number(),
            T::Bool => f.is_boolean(),
            T::Arr => f.is_array(),
            T::Obj => f.is_object(),
            T::NumOrNull => f.is_number() || f.is_null(),
            T::IntOrNull => f.is_i64() || f.is_u64() || f.is_null(),
            T::StrOrNull => f.is_string() || f.is_null(),
            T::ObjOrNull => f.is_object() || f.is_null(),
        };
        assert!(ok, "{what}: field '{name}' should be {t:?}, got {f}");
    }
}

/// The array at `key`, asserted non-empty.
pub(crate) fn rows<'a>(v: &'a Value, key: &str) -> &'a Vec<Value> {
    let a = v
        .get(key)
        .and_then(Value::as_array)
        .unwrap_or_else(|| panic!("no array '{key}' in {v}"));
    assert!(!a.is_empty(), "array '{key}' is empty");
    a
}

/// Runs esx against the simulator `s` with `key`, in an 80-column terminal: (exit code,
/// stdout, stderr).
pub(crate) fn run_key(s: &SimHandle, key: &str, args: &[&str]) -> (i32, String, String) {
    let d = tempfile::tempdir().expect("tempdir");
    let out = crate::common::esx(d.path())
        .env("ESX_BASE_URL", s.base_url())
        .env("ESX_API_KEY", key)
        .env("COLUMNS", "80")
        .args(args)
        .output()
        .expect("run esx");
    crate::common::outcome(&out)
}
