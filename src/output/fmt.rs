//! Number and time formatting shared by every table: one format per kind of value
//! (probability 3 decimals, decimal odds 2, American signed integer, percent signed with
//! 2 decimals, money 2, lines as served), prices shown as `--odds` asks, times in the
//! zone `--tz` (else `TZ`, else the system's) asks. JSON, NDJSON and CSV never come here.

use jiff::tz::TimeZone;

/// How price columns show in tables (`--odds`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub(crate) enum OddsStyle {
    /// Decimal odds, 2 decimals (`2.50`)
    #[default]
    Decimal,
    /// American odds, signed integer (`+150`, `-200`)
    American,
    /// Implied probability, 3 decimals (`0.400`)
    Prob,
}

/// The run's display choices for tables (`--odds`, `--tz`, the clock), carried in its
/// `OutputOptions` (resolved by `Context::display`), never process-wide.
#[derive(Debug, Clone)]
pub(crate) struct Display {
    pub(crate) odds: OddsStyle,
    pub(crate) tz: TimeZone,
    /// The run's clock: zone names (daylight saving) and served display dates are read
    /// at its time, not the machine's.
    pub(crate) clock: crate::clock::Clock,
}

impl Default for Display {
    /// Decimal odds, the system's zone, the system clock.
    fn default() -> Self {
        Self {
            odds: OddsStyle::Decimal,
            tz: TimeZone::try_system().unwrap_or(TimeZone::UTC),
            clock: crate::clock::Clock::System,
        }
    }
}

/// Parse `--tz`: `UTC`, `local`, or an IANA name such as `Europe/Berlin`.
pub(crate) fn parse_tz(s: &str) -> Result<TimeZone, String> {
    let t = s.trim();
    if t.eq_ignore_ascii_case("utc") || t.eq_ignore_ascii_case("z") {
        return Ok(TimeZone::UTC);
    }
    if t.eq_ignore_ascii_case("local") {
        return TimeZone::try_system().map_err(|e| format!("no local time zone: {e}"));
    }
    TimeZone::get(t).map_err(|_| {
        format!("`{s}` is not a time zone: use UTC, local or an IANA name such as Europe/Berlin")
    })
}

/// The zone's short name at the clock's time (`UTC`, `CET`), for table headers.
#[must_use]
pub(crate) fn zone_label(tz: &TimeZone, clock: crate::clock::Clock) -> String {
    let z = clock.now().to_zoned(tz.clone());
    let abbr = z.strftime("%Z").to_string();
    if abbr.is_empty() {
        tz.iana_name().unwrap_or("UTC").to_string()
    } else {
        abbr
    }
}

/// `2026-11-21T18:00:00.000Z` → `11-21 18:00` in the zone `tz`; anything unparsable
/// stays as sent.
#[must_use]
pub(crate) fn short_time_in(t: &str, tz: &TimeZone) -> String {
    t.parse::<jiff::Timestamp>().map_or_else(
        |_| t.to_string(),
        |ts| ts.to_zoned(tz.clone()).strftime("%m-%d %H:%M").to_string(),
    )
}

/// [`short_time_in`] with seconds (`11-21 18:05:30`), for columns whose times differ by
/// seconds (live frames and events).
#[must_use]
pub(crate) fn short_time_secs(t: &str, tz: &TimeZone) -> String {
    t.parse::<jiff::Timestamp>().map_or_else(
        |_| t.to_string(),
        |ts| {
            ts.to_zoned(tz.clone())
                .strftime("%m-%d %H:%M:%S")
                .to_string()
        },
    )
}

/// Whether a timestamp has seconds (or less) that a minute-precision time would hide.
#[must_use]
pub(crate) fn has_seconds(t: &str) -> bool {
    t.parse::<jiff::Timestamp>()
        .is_ok_and(|ts| ts.as_second().rem_euclid(60) != 0 || ts.subsec_nanosecond() != 0)
}

/// A number as short text (`22.5`, `23`).
#[must_use]
pub(crate) fn num_text(x: f64) -> String {
    let s = format!("{x:.2}");
    s.trim_end_matches('0').trim_end_matches('.').to_string()
}

/// A probability: 3 decimals (`0.523`).
#[must_use]
pub(crate) fn prob(p: f64) -> String {
    format!("{p:.3}")
}

/// A percentage figure (already in percent): signed, 2 decimals, `%` (`+2.50%`).
#[must_use]
pub(crate) fn pct(x: f64) -> String {
    format!("{x:+.2}%")
}

/// Probability points, signed, 2 decimals (`+1.23`; the column title says PTS).
#[must_use]
pub(crate) fn pts(x: f64) -> String {
    format!("{x:+.2}")
}

/// Money: 2 decimals.
#[must_use]
pub(crate) fn money(x: f64) -> String {
    format!("{x:.2}")
}

/// American odds as a signed integer (`+150`, `-120`).
#[must_use]
pub(crate) fn american(a: f64) -> String {
    let r = a.round();
    if r > 0.0 {
        format!("+{r}")
    } else {
        format!("{r}")
    }
}

/// A decimal price in the chosen style (`2.50`, `+150`, `0.400`); a price that is not
/// a valid decimal price (≤ 1) shows as sent.
#[must_use]
pub(crate) fn price(decimal: f64, style: OddsStyle) -> String {
    match style {
        OddsStyle::Prob if decimal > 1.0 => prob(1.0 / decimal),
        OddsStyle::Decimal | OddsStyle::Prob => format!("{decimal:.2}"),
        OddsStyle::American => esx_odds::price::decimal_to_american(decimal)
            .map_or_else(|_| format!("{decimal:.2}"), american),
    }
}

/// An American price in the chosen style.
#[must_use]
pub(crate) fn price_american(a: f64, style: OddsStyle) -> String {
    match style {
        OddsStyle::American => american(a),
        _ => esx_odds::price::american_to_decimal(a)
            .map_or_else(|_| american(a), |d| price(d, style)),
    }
}

/// `1 market`, `2 markets`: a count and a noun, plural when the count is not one.
#[must_use]
pub(crate) fn plural(n: usize, one: &str, many: &str) -> String {
    if n == 1 {
        format!("{n} {one}")
    } else {
        format!("{n} {many}")
    }
}

/// [`plural`] for nouns that take an `s`.
#[must_use]
pub(crate) fn count(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// A pick'em stat type short enough for a table cell yet still telling the maps apart:
/// the sport prefix goes (the command names the sport), lower case, the map range
/// short (`CS2_HEADSHOTS_MAPS_1_2` → `headshots m1-2`, `CS2_KILLS_MAP_3` → `kills m3`).
/// CSV and NDJSON keep the service's text.
#[must_use]
pub(crate) fn short_stat(stat: &str) -> String {
    let lower = stat.to_ascii_lowercase();
    let body = ["cs2_", "lol_", "dota2_", "valorant_", "val_"]
        .iter()
        .find_map(|p| lower.strip_prefix(p))
        .unwrap_or(&lower);
    if let Some((name, maps)) = body.split_once("_maps_") {
        return format!("{name} m{}", maps.replace('_', "-"));
    }
    if let Some((name, map)) = body.rsplit_once("_map_") {
        return format!("{name} m{map}");
    }
    body.to_string()
}

/// A served display date (`Mon Nov 23 00:25`, UTC, no year: research slips) as an ISO
/// timestamp, so that it shows in the one time format and zone like every other time.
/// The year is the one, of this year and its neighbours, whose weekday matches (nearest
/// to `now` when several do); `None` when nothing matches (the text is then shown as sent).
#[must_use]
pub(crate) fn display_date_iso(s: &str, now: jiff::Timestamp) -> Option<String> {
    let this = now.to_zoned(TimeZone::UTC).year();
    [this, this - 1, this + 1]
        .into_iter()
        .filter_map(|y| {
            let dt =
                jiff::civil::DateTime::strptime("%Y %a %b %d %H:%M", format!("{y} {}", s.trim()))
                    .ok()?;
            dt.to_zoned(TimeZone::UTC).ok().map(|z| z.timestamp())
        })
        .min_by_key(|t| (t.as_second() - now.as_second()).abs())
        .map(|t| t.to_string())
}

#[cfg(test)]
mod tests {
    #[test]
    fn display_dates_become_timestamps() {
        let now: jiff::Timestamp = "2026-11-22T23:00:00Z".parse().unwrap();
        // 2026-11-23 is a Monday.
        assert_eq!(
            super::display_date_iso("Mon Nov 23 00:25", now).as_deref(),
            Some("2026-11-23T00:25:00Z")
        );
        // Across the new year: Thu Jan 1 is 2026 (past) or 2027 (Fri) → 2026.
        assert_eq!(
            super::display_date_iso("Thu Jan 01 10:00", now).as_deref(),
            Some("2026-01-01T10:00:00Z")
        );
        assert_eq!(super::display_date_iso("soon", now), None);
        // A weekday no neighbouring year has on that date.
        assert_eq!(super::display_date_iso("Wed Nov 23 00:25", now), None);
    }

    #[test]
    fn stat_types_shorten_and_stay_distinct() {
        assert_eq!(
            super::short_stat("CS2_HEADSHOTS_MAPS_1_2"),
            "headshots m1-2"
        );
        assert_eq!(super::short_stat("CS2_KILLS_MAP_3"), "kills m3");
        assert_eq!(
            super::short_stat("VALORANT_FIRST_KILLS_MAPS_1_2"),
            "first_kills m1-2"
        );
        assert_eq!(
            super::short_stat("DOTA2_LAST_HITS_MAPS_1_3"),
            "last_hits m1-3"
        );
        assert_eq!(super::short_stat("fantasy_score"), "fantasy_score");
    }

    use super::*;

    #[test]
    fn one_format_per_kind() {
        assert_eq!(prob(0.5), "0.500");
        assert_eq!(pct(2.5), "+2.50%");
        assert_eq!(pct(-0.126), "-0.13%");
        assert_eq!(money(3.0), "3.00");
        assert_eq!(american(150.0), "+150");
        assert_eq!(american(-120.4), "-120");
        assert_eq!(price(2.5, OddsStyle::Decimal), "2.50");
        assert_eq!(price(2.5, OddsStyle::American), "+150");
        assert_eq!(price(1.5, OddsStyle::American), "-200");
        assert_eq!(price(2.5, OddsStyle::Prob), "0.400");
        assert_eq!(price_american(-200.0, OddsStyle::Decimal), "1.50");
        assert_eq!(price_american(-200.0, OddsStyle::American), "-200");
    }

    #[test]
    fn times_in_the_chosen_zone() {
        let berlin = TimeZone::get("Europe/Berlin").unwrap();
        assert_eq!(
            short_time_in("2026-11-21T18:05:00.000Z", &TimeZone::UTC),
            "11-21 18:05"
        );
        assert_eq!(
            short_time_in("2026-11-21T18:05:00.000Z", &berlin),
            "11-21 19:05"
        );
        assert_eq!(short_time_in("soon", &berlin), "soon");
        assert!(parse_tz("Nowhere/Atlantis").is_err());
        assert_eq!(parse_tz("utc").unwrap(), TimeZone::UTC);
    }

    #[test]
    fn plurals() {
        assert_eq!(count(1, "market"), "1 market");
        assert_eq!(count(2, "parlay"), "2 parlays");
        assert_eq!(count(0, "prop"), "0 props");
        assert_eq!(plural(1, "match", "matches"), "1 match");
        assert_eq!(plural(3, "match", "matches"), "3 matches");
    }
}
