//! Parameter checks and small helpers shared by the route commands (matches, media,
//! breakdown, …): dates, numeric bounds, the optional leading sport, and
//! `available: false` answers. Checked before any request, so a bad value never costs
//! a call (spec §8).

use serde::Deserialize as _;
use serde_json::Value;

use crate::error::EsxError;
use crate::output::view::scalar_text;
use crate::output::{Format, View};
use esx_proto::models::Availability;

use crate::context::Context;

/// A `YYYY-MM-DD` date, checked as a real calendar date (`2026-02-30` is refused).
pub(crate) fn date(flag: &str, s: &str) -> Result<jiff::civil::Date, EsxError> {
    let t = s.trim();
    let shaped = t.len() == 10
        && t.bytes().enumerate().all(|(i, b)| {
            if i == 4 || i == 7 {
                b == b'-'
            } else {
                b.is_ascii_digit()
            }
        });
    let parsed = if shaped {
        t.parse::<jiff::civil::Date>().ok()
    } else {
        None
    };
    parsed.ok_or_else(|| {
        EsxError::usage(format!(
            "{flag} `{s}` is not a date; valid: a calendar date as YYYY-MM-DD, e.g. 2026-03-01"
        ))
    })
}

/// Optional `--from`/`--to` dates as the service's `start_date`/`end_date` strings;
/// `--from` after `--to` is refused (it could only ever return nothing).
pub(crate) fn date_range(
    from: Option<&str>,
    to: Option<&str>,
) -> Result<(Option<String>, Option<String>), EsxError> {
    let f = from.map(|s| date("--from", s)).transpose()?;
    let t = to.map(|s| date("--to", s)).transpose()?;
    if let (Some(f), Some(t)) = (f, t)
        && f > t
    {
        return Err(EsxError::usage(format!(
            "--from {f} is after --to {t}; valid: --from on or before --to"
        )));
    }
    Ok((f.map(|d| d.to_string()), t.map(|d| d.to_string())))
}

/// A number inside `lo..=hi` (spec §8 bounds), or a usage error naming the range.
pub(crate) fn in_range(flag: &str, route: &str, v: u32, lo: u32, hi: u32) -> Result<u32, EsxError> {
    if (lo..=hi).contains(&v) {
        Ok(v)
    } else {
        Err(EsxError::usage(format!(
            "{flag} {v} is out of range for {route}; valid: {lo}–{hi}"
        )))
    }
}

/// A number of at least `lo` (bounds with no documented maximum).
pub(crate) fn at_least(flag: &str, route: &str, v: u32, lo: u32) -> Result<u32, EsxError> {
    if v >= lo {
        Ok(v)
    } else {
        Err(EsxError::usage(format!(
            "{flag} {v} is too small for {route}; valid: {lo} or more"
        )))
    }
}

/// The optional leading sport before a required target (`esx boxscore [SPORT] SLUG`):
/// with two values the first is the sport; with one it is the target and the sport
/// comes from `default_sport`. Why: clap cannot put an optional positional before a
/// required one, and the sport is always the first positional in esx.
pub(crate) fn sport_then<'a>(
    first: Option<&'a str>,
    second: Option<&'a str>,
    target: &str,
) -> Result<(Option<&'a str>, &'a str), EsxError> {
    match (first, second) {
        (Some(s), Some(t)) => Ok((Some(s), t)),
        (Some(t), None) => Ok((None, t)),
        _ => Err(EsxError::usage(format!("missing {target}"))),
    }
}

/// The sport of [`sport_then`]'s two positionals as a command declares it: with two
/// values the first; with one (the target) none, so `default_sport` stands in.
/// Incomplete arguments leave the sport optional, so the command's own "missing …"
/// line is the error.
#[must_use]
pub(crate) fn lead<'a>(first: Option<&'a String>, second: Option<&String>) -> Option<&'a str> {
    second.and(first.map(String::as_str))
}

/// A required text argument that must not be blank.
pub(crate) fn non_empty<'a>(what: &str, s: &'a str) -> Result<&'a str, EsxError> {
    let t = s.trim();
    if t.is_empty() {
        Err(EsxError::usage(format!("{what} must not be empty")))
    } else {
        Ok(t)
    }
}

/// Extra `KEY=VALUE` query pairs for parameters the interface does not list (spec §4
/// "Request shapes not shown"): passed through unchanged, after esx's own.
pub(crate) fn extra(fields: &[String]) -> Result<Vec<(String, String)>, EsxError> {
    parse_fields(fields)
}

/// For an `available: false` answer (a page not published, …): the line to show,
/// naming the service's `reason` (and `detail`/`message` where it sent one).
#[must_use]
pub(crate) fn unavailable(data: &Value) -> Option<String> {
    let a = Availability::deserialize(data).ok()?;
    if a.available != Some(false) {
        return None;
    }
    let reason = a
        .reason
        .as_ref()
        .map_or_else(|| "no reason given".to_string(), scalar_text);
    let more = [&a.detail, &a.message]
        .into_iter()
        .find_map(|m| m.as_ref().filter(|v| !v.is_null()).map(scalar_text))
        .map(|m| format!(" — {m}"))
        .unwrap_or_default();
    Some(format!("not available: {reason}{more}"))
}

/// A generic view (spec "not shown" shapes) that leads with the `available: false`
/// reason when there is one.
#[must_use]
pub(crate) fn generic(data: Value) -> View {
    let reason = unavailable(&data);
    let mut view = View::generic(data);
    if let Some(r) = reason {
        view.notes.insert(0, r);
    }
    view
}

/// Fetch a route whose answer shape the interface does not show (spec §2 "Fields not
/// shown": rankings, streams, h2h, results, boxscores, schedule, teams, history, profiles,
/// breakdown pages, meta) and print it faithfully: JSON unchanged, the table through
/// [`generic`]. There is no model to decode into, so a Value-generic display is right.
pub(crate) fn show_generic(
    ctx: &Context,
    path: &str,
    query: &[(String, String)],
) -> anyhow::Result<()> {
    let data = ctx.client()?.get_json(path, query)?;
    ctx.output(Format::Table).emit(&generic(data))
}

/// Split `KEY=VALUE` fields into query pairs, refusing malformed ones.
pub(crate) fn parse_fields(fields: &[String]) -> Result<Vec<(String, String)>, EsxError> {
    fields
        .iter()
        .map(|f| match f.split_once('=') {
            Some((k, v)) if !k.trim().is_empty() => Ok((k.trim().to_string(), v.to_string())),
            _ => Err(EsxError::usage(format!(
                "invalid field `{f}`: expected KEY=VALUE, e.g. -F limit=50"
            ))),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_parse_or_explain() {
        let ok = parse_fields(&["a=1".into(), "b=x=y".into(), "c=".into()]).unwrap();
        assert_eq!(ok[1], ("b".to_string(), "x=y".to_string()));
        assert_eq!(ok[2], ("c".to_string(), String::new()));
        assert!(parse_fields(&["novalue".into()]).is_err());
        assert!(parse_fields(&["=1".into()]).is_err());
    }
    use serde_json::json;

    #[test]
    fn dates_must_be_real_calendar_days() {
        assert_eq!(
            date("--from", "2026-03-01").unwrap().to_string(),
            "2026-03-01"
        );
        for bad in [
            "2026-02-30",
            "2026-3-1",
            "20260301",
            "tomorrow",
            "",
            "2026-03-01T00:00",
        ] {
            let e = date("--from", bad).unwrap_err().to_string();
            assert!(
                e.contains("valid: a calendar date as YYYY-MM-DD"),
                "{bad}: {e}"
            );
        }
    }

    #[test]
    fn date_ranges_are_ordered() {
        let (f, t) = date_range(Some("2026-01-02"), Some("2026-01-02")).unwrap();
        assert_eq!(
            (f.as_deref(), t.as_deref()),
            (Some("2026-01-02"), Some("2026-01-02"))
        );
        assert!(date_range(Some("2026-01-03"), Some("2026-01-02")).is_err());
        assert_eq!(date_range(None, None).unwrap(), (None, None));
    }

    #[test]
    fn bounds_name_the_valid_range() {
        assert_eq!(in_range("--limit", "media", 25, 1, 25).unwrap(), 25);
        let e = in_range("--limit", "media", 26, 1, 25)
            .unwrap_err()
            .to_string();
        assert!(e.contains("valid: 1–25"), "{e}");
        assert!(in_range("--limit", "media", 0, 1, 25).is_err());
        assert!(at_least("--limit", "gamelogs", 0, 1).is_err());
        assert_eq!(at_least("--limit", "gamelogs", 7, 1).unwrap(), 7);
    }

    #[test]
    fn leading_sport_is_optional() {
        assert_eq!(
            sport_then(Some("cs2"), Some("x"), "SLUG").unwrap(),
            (Some("cs2"), "x")
        );
        assert_eq!(sport_then(Some("x"), None, "SLUG").unwrap(), (None, "x"));
        assert!(sport_then(None, None, "SLUG").is_err());
    }

    #[test]
    fn unavailable_answers_name_their_reason() {
        let d = json!({"available": false, "reason": "page_not_published"});
        assert_eq!(
            unavailable(&d).unwrap(),
            "not available: page_not_published"
        );
        assert!(unavailable(&json!({"available": true})).is_none());
        assert!(unavailable(&json!({"x": 1})).is_none());
        assert!(unavailable(&json!([1])).is_none());
        let gone = json!({"available": false, "reason": "inactive", "detail": "gone since May"});
        assert_eq!(
            unavailable(&gone).unwrap(),
            "not available: inactive — gone since May"
        );
        let v = generic(d);
        assert_eq!(v.notes[0], "not available: page_not_published");
    }
}
