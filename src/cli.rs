//! The global flags every command accepts and the arg groups commands share (parsing
//! only, no behaviour). The command tree itself lives in `commands`.

use std::path::PathBuf;

use clap::Args;

use crate::output::fmt::{OddsStyle, parse_tz};
use crate::output::{ColorChoice, Format};

/// Flags every command accepts.
#[derive(Debug, Clone, Args)]
pub(crate) struct GlobalArgs {
    /// Service base URL (may carry a path prefix) [env: ESX_BASE_URL]
    #[arg(
        long,
        global = true,
        value_name = "URL",
        help_heading = "Global options"
    )]
    pub(crate) base_url: Option<String>,
    /// Configuration profile to use [env: ESX_PROFILE]
    #[arg(
        long,
        global = true,
        value_name = "NAME",
        help_heading = "Global options"
    )]
    pub(crate) profile: Option<String>,
    /// Answer from the embedded simulator (synthetic data, no key needed) [env: ESX_DEMO=1]
    #[arg(long, global = true, help_heading = "Global options")]
    pub(crate) demo: bool,
    /// Pin esx's clock (RFC 3339): what "already started", windows and moves are judged
    /// against; with --demo the simulator starts there too [env: ESX_NOW]
    #[arg(
        long,
        global = true,
        value_name = "TIME",
        value_parser = crate::clock::parse_now,
        help_heading = "Global options"
    )]
    pub(crate) now: Option<jiff::Timestamp>,
    /// Print JSON (same as --format json)
    #[arg(
        long,
        global = true,
        conflicts_with = "format",
        help_heading = "Global options"
    )]
    pub(crate) json: bool,
    /// Output format
    #[arg(
        long,
        global = true,
        value_enum,
        value_name = "FORMAT",
        help_heading = "Global options"
    )]
    pub(crate) format: Option<Format>,
    /// Filter JSON output with a jq expression (strings print raw)
    #[arg(
        long,
        global = true,
        value_name = "EXPR",
        help_heading = "Global options"
    )]
    pub(crate) jq: Option<String>,
    /// Write output to FILE atomically (never a partial file)
    #[arg(
        short = 'o',
        long = "output",
        global = true,
        value_name = "FILE",
        help_heading = "Global options"
    )]
    pub(crate) output: Option<PathBuf>,
    /// Never colour output (same as --color never; also: NO_COLOR)
    #[arg(long, global = true, help_heading = "Global options")]
    pub(crate) no_color: bool,
    /// When to colour tables [env: NO_COLOR, CLICOLOR_FORCE]
    #[arg(
        long,
        global = true,
        value_enum,
        value_name = "WHEN",
        default_value_t = ColorChoice::Auto,
        hide_default_value = false,
        help_heading = "Global options"
    )]
    pub(crate) color: ColorChoice,
    /// How tables show prices: decimal odds, American odds or implied probability
    #[arg(
        long,
        global = true,
        value_enum,
        value_name = "STYLE",
        default_value_t = OddsStyle::Decimal,
        help_heading = "Global options"
    )]
    pub(crate) odds: OddsStyle,
    /// Time zone of table times: UTC, local or Area/City [default: TZ, else the system's]
    #[arg(long, global = true, value_name = "ZONE", value_parser = parse_tz, help_heading = "Global options")]
    pub(crate) tz: Option<jiff::tz::TimeZone>,
    /// Only errors on stderr
    #[arg(
        short,
        long,
        global = true,
        conflicts_with = "verbose",
        help_heading = "Global options"
    )]
    pub(crate) quiet: bool,
    /// Trace HTTP requests to stderr (the key is redacted)
    #[arg(short, long, global = true, help_heading = "Global options")]
    pub(crate) verbose: bool,
    /// Total per-request timeout in seconds [default: 30]
    #[arg(long, global = true, value_name = "SECS", value_parser = parse_timeout, help_heading = "Global options")]
    pub(crate) timeout: Option<f64>,
    /// Retries for 429, 5xx, timeouts and connection errors [default: 3]
    #[arg(long, global = true, value_name = "N", value_parser = clap::value_parser!(u32).range(0..=10), help_heading = "Global options")]
    pub(crate) retries: Option<u32>,
    /// Allow sending the key over plain http:// to a non-loopback host
    #[arg(long, global = true, help_heading = "Global options")]
    pub(crate) allow_insecure: bool,
    /// Most pages --all fetches before giving up (exit 7) [default: 10000]
    #[arg(long, global = true, value_name = "N", value_parser = clap::value_parser!(u64).range(1..), help_heading = "Global options")]
    pub(crate) max_pages: Option<u64>,
    /// Largest response body accepted, e.g. 64M, 1G, 500K (exit 7 beyond) [default: 64M]
    #[arg(long, global = true, value_name = "SIZE", value_parser = parse_size, help_heading = "Global options")]
    pub(crate) max_body: Option<u64>,
    /// Reuse a stored answer younger than TTL (e.g. 60s, 5m, 2h) for the same request and key
    #[arg(long, global = true, value_name = "TTL", value_parser = parse_ttl, help_heading = "Global options")]
    pub(crate) cache: Option<std::time::Duration>,
    /// Answer only from the cache, whatever its age (exit 6 when nothing is stored)
    #[arg(long, global = true, help_heading = "Global options")]
    pub(crate) offline: bool,
    /// CSV cells exactly as served: no `'` before text starting with =, +, -, @, TAB or CR (which spreadsheets would run as a formula)
    #[arg(long, global = true, help_heading = "Global options")]
    pub(crate) csv_raw: bool,
    /// With --watch: a jq expression on each row (as NDJSON prints it); truthy fires an alert
    #[arg(
        long,
        global = true,
        value_name = "EXPR",
        help_heading = "Global options"
    )]
    pub(crate) alert: Option<String>,
    /// With --alert: also send each alert to exec:CMD (row JSON on stdin) or webhook:URL (POST)
    #[arg(long, global = true, value_name = "exec:CMD|webhook:URL", value_parser = crate::alerts::parse_notify, requires = "alert", help_heading = "Global options")]
    pub(crate) notify: Vec<crate::alerts::Notify>,
}

/// A whole, positive number with an optional one-letter unit from `units` (matched
/// as written), multiplied out; `None` when it is not one or overflows.
fn scaled(s: &str, units: &[(char, u64)]) -> Option<u64> {
    let t = s.trim();
    let (digits, mult) = t
        .chars()
        .last()
        .and_then(|c| units.iter().find(|(u, _)| *u == c))
        .map_or((t, 1), |(u, m)| (&t[..t.len() - u.len_utf8()], *m));
    digits
        .trim()
        .parse::<u64>()
        .ok()
        .and_then(|n| n.checked_mul(mult))
        .filter(|n| *n > 0)
}

/// A byte size: a number with an optional K, M or G suffix (powers of 1024; either case).
fn parse_size(s: &str) -> Result<u64, String> {
    const UNITS: [(char, u64); 6] = [
        ('K', 1 << 10),
        ('k', 1 << 10),
        ('M', 1 << 20),
        ('m', 1 << 20),
        ('G', 1 << 30),
        ('g', 1 << 30),
    ];
    scaled(s, &UNITS).ok_or_else(|| format!("`{s}` is not a size such as 64M, 500K or 1048576"))
}

/// A cache TTL: a whole number with an optional unit `s`, `m`, `h` or `d` (`60s`, `5m`).
pub(crate) fn parse_ttl(s: &str) -> Result<std::time::Duration, String> {
    const UNITS: [(char, u64); 4] = [('s', 1), ('m', 60), ('h', 3600), ('d', 86_400)];
    scaled(s, &UNITS)
        .map(std::time::Duration::from_secs)
        .ok_or_else(|| format!("`{s}` is not a duration such as 60s, 5m, 2h or 1d"))
}

fn parse_timeout(s: &str) -> Result<f64, String> {
    let v: f64 = s
        .trim()
        .parse()
        .map_err(|_| format!("`{s}` is not a number of seconds"))?;
    if v.is_finite() && v > 0.0 && v <= 3600.0 {
        Ok(v)
    } else {
        Err(format!(
            "timeout must be more than 0 and at most 3600 seconds, got {s}"
        ))
    }
}

impl GlobalArgs {
    /// The format asked for, if any (`--json` is `--format json`; `--jq` implies JSON).
    #[must_use]
    pub(crate) fn format(&self) -> Option<Format> {
        // `--jq` with `--format csv|table` is refused in `check_format`; with `--format
        // ndjson` it filters each row.
        if self.jq.is_some() && self.format == Some(Format::Ndjson) {
            Some(Format::Ndjson)
        } else if self.json || self.jq.is_some() {
            Some(Format::Json)
        } else {
            self.format
        }
    }
}

impl GlobalArgs {
    /// The colour choice: `--no-color` is `--color never`.
    #[must_use]
    pub(crate) fn color_choice(&self) -> ColorChoice {
        if self.no_color {
            ColorChoice::Never
        } else {
            self.color
        }
    }

    /// `--jq` prints JSON: asking for CSV or a table at the same time is a usage error
    /// rather than a silently ignored flag.
    pub(crate) fn check_format(&self) -> Result<(), crate::error::EsxError> {
        if self.jq.is_some()
            && let Some(f @ (Format::Csv | Format::Table)) = self.format
        {
            let name = if f == Format::Csv { "csv" } else { "table" };
            return Err(crate::error::EsxError::usage(format!(
                "--jq prints JSON and cannot be combined with --format {name}: drop one (for CSV from jq, end the expression with `| @csv`)"
            )));
        }
        Ok(())
    }
}

/// A value parser that accepts any text but offers a list to shell completion (and
/// help): the command itself checks the value with a message that lists the valid
/// ones, which clap's own check could not word as well.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Suggest(pub(crate) &'static [&'static str]);

impl clap::builder::TypedValueParser for Suggest {
    type Value = String;

    fn parse_ref(
        &self,
        _cmd: &clap::Command,
        _arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<String, clap::Error> {
        Ok(value.to_string_lossy().into_owned())
    }

    fn possible_values(
        &self,
    ) -> Option<Box<dyn Iterator<Item = clap::builder::PossibleValue> + '_>> {
        Some(Box::new(
            self.0.iter().map(|v| clap::builder::PossibleValue::new(*v)),
        ))
    }
}

/// The sources of recorded quotes (`esx moves --source` completion): the consensus line
/// the recorder stores beside the venues, then every known venue key.
pub(crate) const RECORDED_SOURCES: &[&str] = &{
    const VENUES: &[&str] = esx_proto::venues::VENUE_KEYS;
    let mut out = [""; VENUES.len() + 1];
    out[0] = esx_store::CONSENSUS;
    let mut i = 0;
    while i < VENUES.len() {
        out[i + 1] = VENUES[i];
        i += 1;
    }
    out
};

/// The documented mainline markets (`--market` completion).
pub(crate) const MARKETS: &[&str] = &["match_winner", "map_winner", "total_maps", "map_handicap"];

/// Whether an event starting at `start` (ISO 8601) starts between `now` and `now +
/// within` seconds (`--starts-within`); a time that does not parse is kept out.
#[must_use]
pub(crate) fn starts_within(start: &str, now: jiff::Timestamp, within: f64) -> bool {
    start.parse::<jiff::Timestamp>().is_ok_and(|t| {
        let d = t.as_millisecond() - now.as_millisecond();
        let secs = d as f64 / 1000.0;
        (0.0..=within).contains(&secs)
    })
}

/// The sport positional most commands take, defined once and flattened in.
#[derive(Debug, Clone, Default, Args)]
pub(crate) struct SportArg {
    /// Sport slug (default: the profile's default_sport); a wrong one lists the valid ones
    #[arg(value_name = "SPORT", value_parser = Suggest(esx_proto::sports::ALL_SPORTS), hide_possible_values = true)]
    pub(crate) sport: Option<String>,
}

impl SportArg {
    /// The sport given, if any.
    #[must_use]
    pub(crate) fn get(&self) -> Option<&str> {
        self.sport.as_deref()
    }
}

#[cfg(test)]
mod duration_tests {
    use super::*;

    #[test]
    fn durations_and_windows() {
        let now: jiff::Timestamp = "2026-11-21T12:00:00Z".parse().unwrap();
        assert!(starts_within("2026-11-21T13:00:00Z", now, 3600.0));
        assert!(!starts_within("2026-11-21T13:00:01Z", now, 3600.0));
        assert!(!starts_within("2026-11-21T11:59:00Z", now, 3600.0));
        assert!(!starts_within("later", now, 3600.0));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn ttls_parse_with_units() {
        assert_eq!(parse_ttl("60s"), Ok(Duration::from_secs(60)));
        assert_eq!(parse_ttl("5m"), Ok(Duration::from_secs(300)));
        assert_eq!(parse_ttl("2h"), Ok(Duration::from_secs(7200)));
        assert_eq!(parse_ttl(" 1d "), Ok(Duration::from_secs(86_400)));
        assert_eq!(parse_ttl("90"), Ok(Duration::from_secs(90)));
        for bad in ["0s", "5x", "", "m", "5M", "-5m", "99999999999999999999d"] {
            assert!(parse_ttl(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn sizes_parse_with_units_in_either_case() {
        assert_eq!(parse_size("64M"), Ok(64 << 20));
        assert_eq!(parse_size("500k"), Ok(500 << 10));
        assert_eq!(parse_size("2G"), Ok(2 << 30));
        assert_eq!(parse_size("1048576"), Ok(1_048_576));
        for bad in ["0", "K", "1T", "", "-1M", "99999999999G"] {
            assert!(parse_size(bad).is_err(), "{bad}");
        }
    }
}
