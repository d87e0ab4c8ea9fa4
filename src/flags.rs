//! The value parsers several commands' flags share: a number within a flag's own range
//! (each flag keeps its own message), and one duration grammar (`90s`, `30m`, `6h`,
//! `1.5d`, a bare number in seconds) for `--starts-within`, `--every`, `--close-window`.

/// `s` as a finite number that `ok` accepts; else the flag's own message, told the
/// number when `s` was one (`None`: not a number at all).
pub(crate) fn number(
    s: &str,
    ok: impl Fn(f64) -> bool,
    why: impl FnOnce(Option<f64>) -> String,
) -> Result<f64, String> {
    match s.trim().parse::<f64>() {
        Ok(v) if v.is_finite() && ok(v) => Ok(v),
        Ok(v) => Err(why(Some(v))),
        Err(_) => Err(why(None)),
    }
}

/// A duration `N[s|m|h|d]` (N ≥ 0, possibly decimal; a bare number is seconds), in
/// seconds; `None` when `s` is not one.
#[must_use]
pub(crate) fn seconds(s: &str) -> Option<f64> {
    let t = s.trim();
    let (num, mult) = match t.chars().last() {
        Some('s') => (&t[..t.len() - 1], 1.0),
        Some('m') => (&t[..t.len() - 1], 60.0),
        Some('h') => (&t[..t.len() - 1], 3600.0),
        Some('d') => (&t[..t.len() - 1], 86_400.0),
        _ => (t, 1.0),
    };
    match num.trim().parse::<f64>() {
        Ok(v) if v.is_finite() && v >= 0.0 => Some(v * mult),
        _ => None,
    }
}

/// A duration flag (`--starts-within 6h`), in seconds.
pub(crate) fn parse_duration(s: &str) -> Result<f64, String> {
    seconds(s)
        .ok_or_else(|| format!("`{s}` is not a duration: N[s|m|h|d], e.g. 90s, 30m, 6h, 1.5d"))
}

/// `--watch SECONDS`: at least 1 s, at most a day.
pub(crate) fn parse_interval(s: &str) -> Result<f64, String> {
    number(
        s,
        |v| (1.0..=86_400.0).contains(&v),
        |_| format!("--watch takes seconds between 1 and 86400, got `{s}`"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_and_their_refusals() {
        assert_eq!(parse_duration("6h"), Ok(21_600.0));
        assert_eq!(parse_duration("1.5d"), Ok(129_600.0));
        assert_eq!(parse_duration("90"), Ok(90.0));
        assert_eq!(parse_duration("30m"), Ok(1800.0));
        assert!(parse_duration("soon").is_err());
        assert!(parse_duration("-1h").is_err());
        assert_eq!(seconds(" 2 m "), Some(120.0));
        assert_eq!(seconds("5x"), None);
    }

    #[test]
    fn a_number_keeps_its_flags_message() {
        let why = |v: Option<f64>| format!("{v:?}");
        assert_eq!(number(" 3 ", |v| v > 0.0, why), Ok(3.0));
        assert_eq!(number("-3", |v| v > 0.0, why), Err("Some(-3.0)".into()));
        assert_eq!(number("x", |v| v > 0.0, why), Err("None".into()));
        assert_eq!(number("inf", |_| true, why), Err("Some(inf)".into()));
        assert!(parse_interval("0.5").is_err());
        assert_eq!(parse_interval("5"), Ok(5.0));
    }
}
