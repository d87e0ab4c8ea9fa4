//! Configuration: the TOML profile file on disk, environment, and precedence.
//!
//! Precedence, highest first: flags, environment (`ESX_API_KEY`, `ESX_BASE_URL`,
//! `ESX_PROFILE`, `ESX_DEMO`, `ESX_CONFIG_DIR`), the selected profile in
//! `config.toml`, defaults. This module alone reads or writes files on disk for
//! configuration; the file is rewritten atomically with mode 0600 in a 0700 directory,
//! and unknown keys in it are preserved.

use std::fmt;
use std::path::PathBuf;

use secrecy::{ExposeSecret as _, SecretString};

use crate::error::EsxError;

mod file;
mod lock;

pub(crate) use file::{ConfigFile, check_shape};
pub(crate) use lock::ConfigLock;

pub(crate) const ENV_API_KEY: &str = "ESX_API_KEY";
pub(crate) const ENV_BASE_URL: &str = "ESX_BASE_URL";
pub(crate) const ENV_PROFILE: &str = "ESX_PROFILE";
pub(crate) const ENV_DEMO: &str = "ESX_DEMO";
pub(crate) const ENV_CONFIG_DIR: &str = "ESX_CONFIG_DIR";

/// The profile used when none is selected.
pub(crate) const DEFAULT_PROFILE: &str = "default";

/// Keys a profile may hold. `api_key` is set only through `esx auth login`, so that a
/// key never has to appear on a command line (and in shell history).
pub(crate) const PROFILE_KEYS: &[(&str, &str)] = &[
    (
        "base_url",
        "service base URL, e.g. https://api.example.com (a path prefix is kept)",
    ),
    (
        "default_sport",
        "sport used when a command is given none, e.g. cs2",
    ),
    (
        "api_key",
        "the API key (set it with `esx auth login`; shown only as set/unset)",
    ),
];

/// Per-venue fee settings are profile keys `fees.<venue>` (e.g. `fees.kalshi = "0.05"`):
/// the coefficient `c` of a prediction market's fee `c·P·(1−P)` per contract.
pub(crate) const FEE_PREFIX: &str = "fees.";

/// The venue of a `fees.<venue>` key, if `key` is one.
#[must_use]
pub(crate) fn fee_venue(key: &str) -> Option<&str> {
    key.strip_prefix(FEE_PREFIX).filter(|v| is_key_name(v))
}

/// Whether `s` can be a venue or sport in a config key: ASCII letters, digits, `_`, `-`.
fn is_key_name(s: &str) -> bool {
    !s.is_empty()
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

/// Parse a fee coefficient: a number in [0, 1].
pub(crate) fn parse_fee(key: &str, value: &str) -> Result<f64, EsxError> {
    match value.trim().parse::<f64>() {
        Ok(c) if c.is_finite() && (0.0..=1.0).contains(&c) => Ok(c),
        _ => Err(EsxError::usage(format!(
            "{key} must be a fee coefficient in [0, 1] (kalshi's is {}), got `{value}`",
            esx_odds::fees::KALSHI_FEE
        ))),
    }
}

/// Per-venue pick'em payouts are profile keys `payout.<venue>.<legs>` (e.g.
/// `payout.underdog.3 = "6"`): what a power slip of that many legs pays, overriding the
/// defaults `esx picks --help` lists.
pub(crate) const PAYOUT_PREFIX: &str = "payout.";

/// The venue and leg count of a `payout.<venue>.<legs>` key, if `key` is one.
#[must_use]
pub(crate) fn payout_key(key: &str) -> Option<(&str, u32)> {
    let (venue, legs) = key.strip_prefix(PAYOUT_PREFIX)?.rsplit_once('.')?;
    let legs: u32 = legs.parse().ok().filter(|n| (2..=6).contains(n))?;
    fee_venue(&format!("{FEE_PREFIX}{venue}"))?;
    Some((venue, legs))
}

/// The venue of a `payout.<venue>.push` key (what a pushed leg does to that app's power
/// slips: `drop` or `lose`), if `key` is one.
#[must_use]
pub(crate) fn push_key(key: &str) -> Option<&str> {
    let (venue, last) = key.strip_prefix(PAYOUT_PREFIX)?.rsplit_once('.')?;
    if last != "push" {
        return None;
    }
    fee_venue(&format!("{FEE_PREFIX}{venue}"))?;
    Some(venue)
}

/// Parse a push rule: `drop` or `lose`.
pub(crate) fn parse_push_rule(s: &str) -> Result<esx_odds::picks::PushRule, String> {
    esx_odds::picks::PushRule::parse(s).ok_or_else(|| {
        format!("must be a push rule: drop (the slip pays as one of the legs left) or lose (a push loses the slip), got `{s}`")
    })
}

/// Parse a payout multiplier: a finite number above 1 (a slip that pays its stake back
/// or less is no bet).
pub(crate) fn parse_payout(s: &str) -> Result<f64, String> {
    match s.trim().parse::<f64>() {
        Ok(v) if v.is_finite() && v > 1.0 && v <= 1e6 => Ok(v),
        _ => Err(format!("must be a multiplier greater than 1, got `{s}`")),
    }
}

/// A flex-slip payout key, `payout.<venue>.flex<n>` (3 ≤ n ≤ 6): its venue and legs.
#[must_use]
pub(crate) fn flex_key(key: &str) -> Option<(&str, u32)> {
    let (venue, legs) = key.strip_prefix(PAYOUT_PREFIX)?.rsplit_once('.')?;
    let legs: u32 = legs
        .strip_prefix("flex")?
        .parse()
        .ok()
        .filter(|n| (3..=6).contains(n))?;
    fee_venue(&format!("{FEE_PREFIX}{venue}"))?;
    Some((venue, legs))
}

/// Parse a flex payout table: multipliers by number correct, all correct first, as
/// `10,2,0.4` or `[10, 2, 0.4]` (each ≥ 0, none above the one before, the first > 1).
pub(crate) fn parse_flex_table(s: &str) -> Result<Vec<f64>, String> {
    let inner = s.trim().trim_start_matches('[').trim_end_matches(']');
    let table: Vec<f64> = inner
        .split(',')
        .map(|x| x.trim().parse::<f64>())
        .collect::<Result<_, _>>()
        .map_err(|_| format!("must be multipliers by number correct, all correct first (e.g. `10,2,0.4`), got `{s}`"))?;
    let ok = table.first().is_some_and(|x| *x > 1.0)
        && table.len() <= 6
        && table
            .iter()
            .all(|x| x.is_finite() && (0.0..=1e6).contains(x))
        && table.windows(2).all(|w| w[1] <= w[0]);
    if ok {
        Ok(table)
    } else {
        Err(format!(
            "must be multipliers by number correct, all correct first and > 1, each no more than the one before (e.g. `10,2,0.4`), got `{s}`"
        ))
    }
}

/// The negative binomial's dispersion `k` per stat type (`picks --model negbin`,
/// `backtest --model negbin`) is the profile key `picks.dispersion.<STAT_TYPE>` (e.g.
/// `picks.dispersion.CS2_KILLS_MAPS_1_2 = "25"`); without one, [`DEFAULT_DISPERSION`].
pub(crate) const DISPERSION_PREFIX: &str = "picks.dispersion.";

/// A stat type's `k` when none is configured (docs/grading.md; esx's default of 2026-11,
/// a mild over-dispersion: `Var ≈ μ + μ²/30`).
pub(crate) const DEFAULT_DISPERSION: f64 = 30.0;

/// The stat type of a `picks.dispersion.<STAT_TYPE>` key, if `key` is one.
#[must_use]
pub(crate) fn dispersion_key(key: &str) -> Option<&str> {
    key.strip_prefix(DISPERSION_PREFIX)
        .filter(|s| !s.is_empty() && s.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_'))
}

/// A stat type's `k` as `picks` and `gaps` read it: `picks.dispersion.<STAT_TYPE>`, else
/// [`DEFAULT_DISPERSION`]; a value that is no `k` (a hand-edited config) is exit 2 naming
/// the key.
pub(crate) fn stat_dispersion(
    config: &dyn Fn(&str) -> Option<String>,
    stat_type: &str,
) -> Result<f64, crate::error::EsxError> {
    let key = format!("{DISPERSION_PREFIX}{stat_type}");
    match config(&key) {
        Some(v) => parse_dispersion(&v)
            .map_err(|e| crate::error::EsxError::usage(format!("config {key} {e}"))),
        None => Ok(DEFAULT_DISPERSION),
    }
}

/// Parse a dispersion `k`: a finite number above 0 (larger is closer to Poisson).
pub(crate) fn parse_dispersion(s: &str) -> Result<f64, String> {
    match s.trim().parse::<f64>() {
        Ok(v) if v.is_finite() && v > 0.0 && v <= 1e6 => Ok(v),
        _ => Err(format!(
            "must be a dispersion k above 0 (Var = μ + μ²/k), got `{s}`"
        )),
    }
}

/// A venue's maker fee coefficient is the profile key `fees.<venue>.maker` (a resting
/// order's rate; `fees.<venue>` is the taker's, what a bet pays unless `bets add
/// --maker`). Without one a maker order pays the defaults in [`DEFAULT_MAKER_FEES`].
pub(crate) const MAKER_SUFFIX: &str = ".maker";

/// Built-in maker coefficients as of 2026-11: Kalshi charges makers a quarter of the
/// taker's 0.07 (0.0175) on the markets that charge makers at all; every other venue 0.
pub(crate) const DEFAULT_MAKER_FEES: &[(&str, f64)] = &[("kalshi", 0.0175)];

/// The venue of a `fees.<venue>.maker` key, if `key` is one.
#[must_use]
pub(crate) fn maker_fee_venue(key: &str) -> Option<&str> {
    let venue = key.strip_suffix(MAKER_SUFFIX)?;
    fee_venue(venue)
}

/// The keys that set the bet log's close until round four: the close is now one close
/// for every reader (settled point 14), so these are no longer used. A config that still
/// sets one keeps working; esx says once that the key is no longer used.
pub(crate) const RETIRED_CLOSE_KEYS: &[&str] = &[
    "bets.close.source",
    "bets.close.devig",
    "bets.close.weights",
    "bets.close.fair",
];

/// Whether `key` is one of [`RETIRED_CLOSE_KEYS`].
#[must_use]
pub(crate) fn is_retired_key(key: &str) -> bool {
    RETIRED_CLOSE_KEYS.contains(&key)
}

/// The bankroll in units that `backtest`'s drawdown is a share of (1-unit stakes): the
/// profile key `backtest.bankroll`, else [`DEFAULT_BANKROLL`].
pub(crate) const BANKROLL_KEY: &str = "backtest.bankroll";

/// The bankroll when none is configured: 100 units, so a 1-unit stake is 1 %.
pub(crate) const DEFAULT_BANKROLL: f64 = 100.0;

/// Parse a bankroll: a finite number of units above 0.
pub(crate) fn parse_bankroll(s: &str) -> Result<f64, String> {
    match s.trim().parse::<f64>() {
        Ok(v) if v.is_finite() && v > 0.0 && v <= 1e12 => Ok(v),
        _ => Err(format!("must be a number of units above 0, got `{s}`")),
    }
}

/// The profile's `backtest.bankroll`, else the default; a value that is no bankroll (a
/// hand-edited config) is exit 2 naming the key.
pub(crate) fn bankroll(config: &dyn Fn(&str) -> Option<String>) -> Result<f64, EsxError> {
    match config(BANKROLL_KEY) {
        Some(v) => {
            parse_bankroll(&v).map_err(|e| EsxError::usage(format!("config {BANKROLL_KEY} {e}")))
        }
        None => Ok(DEFAULT_BANKROLL),
    }
}

/// The profile key naming a sport's sharp venue when the store cannot: `fair.sharp.<sport>`.
pub(crate) const SHARP_PREFIX: &str = "fair.sharp.";

/// The sport of a `fair.sharp.<sport>` key, if `key` is one.
#[must_use]
pub(crate) fn sharp_key(key: &str) -> Option<&str> {
    key.strip_prefix(SHARP_PREFIX).filter(|s| is_key_name(s))
}

/// Parse a `fair.sharp.<sport>` value: a venue key as the lines name it (`pinnacle`,
/// `kalshi`), lower-cased.
pub(crate) fn parse_sharp_venue(s: &str) -> Result<String, String> {
    let v = s.trim().to_ascii_lowercase();
    if is_key_name(&v) {
        Ok(v)
    } else {
        Err(format!(
            "must be a venue as `esx lines` names it (e.g. pinnacle), got `{s}`"
        ))
    }
}

/// Whether `key` is a per-venue or per-stat setting (`fees.<venue>`,
/// `payout.<venue>.<legs>`, `payout.<venue>.flex<n>`, `payout.<venue>.push` or
/// `picks.dispersion.<STAT_TYPE>`).
#[must_use]
pub(crate) fn is_venue_key(key: &str) -> bool {
    fee_venue(key).is_some()
        || maker_fee_venue(key).is_some()
        || payout_key(key).is_some()
        || push_key(key).is_some()
        || flex_key(key).is_some()
        || dispersion_key(key).is_some()
        || sharp_key(key).is_some()
        || key == BANKROLL_KEY
}

/// A per-venue (or per-stat) setting's value checked and put in its stored form.
pub(crate) fn venue_setting(key: &str, value: &str) -> Result<String, EsxError> {
    if key == BANKROLL_KEY {
        return parse_bankroll(value)
            .map(|b| b.to_string())
            .map_err(|e| EsxError::usage(format!("{key} {e}")));
    }
    if dispersion_key(key).is_some() {
        return parse_dispersion(value)
            .map(|k| k.to_string())
            .map_err(|e| EsxError::usage(format!("{key} {e}")));
    }
    if sharp_key(key).is_some() {
        return parse_sharp_venue(value).map_err(|e| EsxError::usage(format!("{key} {e}")));
    }
    if fee_venue(key).is_some() || maker_fee_venue(key).is_some() {
        return parse_fee(key, value).map(|c| c.to_string());
    }
    if push_key(key).is_some() {
        return parse_push_rule(value)
            .map(|r| r.name().to_string())
            .map_err(|e| EsxError::usage(format!("{key} {e}")));
    }
    if flex_key(key).is_some() {
        return parse_flex_table(value)
            .map(|t| {
                t.iter()
                    .map(ToString::to_string)
                    .collect::<Vec<_>>()
                    .join(",")
            })
            .map_err(|e| EsxError::usage(format!("{key} {e}")));
    }
    parse_payout(value)
        .map(|m| m.to_string())
        .map_err(|e| EsxError::usage(format!("{key} {e}")))
}

/// Where a resolved value came from, for `esx config show`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Source {
    Flag,
    Env(&'static str),
    Profile(String),
    #[cfg_attr(
        not(feature = "sim"),
        expect(
            dead_code,
            reason = "only the simulator, absent from this build, sets it"
        )
    )]
    Demo,
}

impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Flag => f.write_str("flag"),
            Self::Env(name) => write!(f, "env {name}"),
            Self::Profile(p) => write!(f, "profile {p}"),
            Self::Demo => f.write_str("demo"),
        }
    }
}

/// A value with its origin.
#[derive(Debug, Clone)]
pub(crate) struct Sourced<T> {
    pub(crate) value: T,
    pub(crate) source: Source,
}

/// What the command line said about configuration (the global flags).
#[derive(Debug, Clone, Default)]
pub(crate) struct FlagInputs {
    pub(crate) base_url: Option<String>,
    pub(crate) profile: Option<String>,
    pub(crate) demo: bool,
}

/// The settings a command runs with, after precedence.
///
/// `Debug` never shows the key: `SecretString` prints as `[REDACTED]`.
#[derive(Debug, Clone)]
pub(crate) struct Settings {
    pub(crate) profile: Sourced<String>,
    pub(crate) base_url: Option<Sourced<String>>,
    pub(crate) api_key: Option<Sourced<SecretString>>,
    pub(crate) default_sport: Option<Sourced<String>>,
    pub(crate) demo: bool,
    pub(crate) config_path: PathBuf,
    /// What is wrong with the config file, if anything (see [`ConfigFile::problem`]).
    pub(crate) config_problem: Option<String>,
}

/// The config directory: `ESX_CONFIG_DIR`, else the platform's config dir for esx.
pub(crate) fn config_dir(env: &dyn Fn(&str) -> Option<String>) -> anyhow::Result<PathBuf> {
    if let Some(dir) = env(ENV_CONFIG_DIR).filter(|d| !d.is_empty()) {
        return Ok(PathBuf::from(dir));
    }
    directories::ProjectDirs::from("", "", "esx")
        .map(|p| p.config_dir().to_path_buf())
        .ok_or_else(|| {
            EsxError::other(format!(
                "cannot find a home directory for the config file; set {ENV_CONFIG_DIR}"
            ))
            .into()
        })
}

fn non_empty(v: Option<String>) -> Option<String> {
    v.filter(|s| !s.trim().is_empty())
}

/// Whether an environment value means "on" (`1`, `true`, `yes`, `on`).
#[must_use]
pub(crate) fn truthy(v: Option<&str>) -> bool {
    matches!(
        v.map(|s| s.trim().to_ascii_lowercase()).as_deref(),
        Some("1" | "true" | "yes" | "on")
    )
}

/// Resolve settings from flags, an environment lookup and the config file.
///
/// `env` is injected so precedence can be tested without touching the process
/// environment.
#[must_use]
pub(crate) fn resolve(
    flags: &FlagInputs,
    env: &dyn Fn(&str) -> Option<String>,
    file: &ConfigFile,
) -> Settings {
    let profile = if let Some(p) = non_empty(flags.profile.clone()) {
        Sourced {
            value: p,
            source: Source::Flag,
        }
    } else if let Some(p) = non_empty(env(ENV_PROFILE)) {
        Sourced {
            value: p,
            source: Source::Env(ENV_PROFILE),
        }
    } else if let Some(p) = file.selected_profile() {
        Sourced {
            value: p.to_string(),
            source: Source::Profile("(file)".into()),
        }
    } else {
        Sourced {
            value: DEFAULT_PROFILE.to_string(),
            source: Source::Profile("(default)".into()),
        }
    };
    let from_file = |key: &str| {
        file.get(&profile.value, key)
            .filter(|s| !s.trim().is_empty())
            .map(|v| Sourced {
                value: v.to_string(),
                source: Source::Profile(profile.value.clone()),
            })
    };
    let base_url = non_empty(flags.base_url.clone())
        .map(|v| Sourced {
            value: v,
            source: Source::Flag,
        })
        .or_else(|| {
            non_empty(env(ENV_BASE_URL)).map(|v| Sourced {
                value: v,
                source: Source::Env(ENV_BASE_URL),
            })
        })
        .or_else(|| from_file("base_url"));
    let api_key = non_empty(env(ENV_API_KEY))
        .map(|v| Sourced {
            value: v,
            source: Source::Env(ENV_API_KEY),
        })
        .or_else(|| from_file("api_key"))
        .map(|s| Sourced {
            value: SecretString::from(s.value.trim().to_string()),
            source: s.source,
        });
    let default_sport = from_file("default_sport");
    Settings {
        demo: flags.demo || truthy(env(ENV_DEMO).as_deref()),
        profile,
        base_url,
        api_key,
        default_sport,
        config_path: file.path.clone(),
        config_problem: file.problem.clone(),
    }
}

impl Settings {
    /// The key for sending, if there is one.
    #[must_use]
    pub(crate) fn key(&self) -> Option<&SecretString> {
        self.api_key.as_ref().map(|k| &k.value)
    }

    /// A display form of the key that never reveals it.
    #[must_use]
    pub(crate) fn key_status(&self) -> String {
        match &self.api_key {
            Some(k) if !k.value.expose_secret().is_empty() => format!("set ({})", k.source),
            _ => "not set".to_string(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// The simulator's count model uses the documented default dispersion, so `negbin`
    /// with its default `k` is the demo's true model (DESIGN.md "A demo market like a real
    /// one").
    #[cfg(feature = "sim")]
    #[test]
    fn the_simulators_dispersion_is_the_default() {
        assert_eq!(esx_sim::DISPERSION, DEFAULT_DISPERSION);
    }

    fn env_of(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
        let map: HashMap<String, String> = pairs
            .iter()
            .map(|(k, v)| ((*k).to_string(), (*v).to_string()))
            .collect();
        move |k| map.get(k).cloned()
    }

    fn file_with(text: &str) -> ConfigFile {
        ConfigFile::parse(text, &PathBuf::from("/nonexistent/config.toml")).unwrap()
    }

    const FILE: &str = r#"
profile = "work"
[profiles.default]
base_url = "https://default.example"
api_key = "default-key"
[profiles.work]
base_url = "https://work.example"
api_key = "work-key"
default_sport = "valorant"
"#;

    #[test]
    fn flags_beat_env_beat_profile() {
        let file = file_with(FILE);
        let flags = FlagInputs {
            base_url: Some("https://flag.example".into()),
            ..Default::default()
        };
        let env = env_of(&[
            (ENV_BASE_URL, "https://env.example"),
            (ENV_API_KEY, "env-key"),
        ]);
        let s = resolve(&flags, &env, &file);
        assert_eq!(s.base_url.as_ref().unwrap().value, "https://flag.example");
        assert_eq!(s.base_url.unwrap().source, Source::Flag);
        assert_eq!(s.api_key.as_ref().unwrap().value.expose_secret(), "env-key");

        let s = resolve(&FlagInputs::default(), &env, &file);
        assert_eq!(s.base_url.unwrap().value, "https://env.example");

        let s = resolve(&FlagInputs::default(), &env_of(&[]), &file);
        assert_eq!(
            s.profile.value, "work",
            "the file's selected profile applies"
        );
        assert_eq!(s.base_url.unwrap().value, "https://work.example");
        assert_eq!(s.api_key.unwrap().value.expose_secret(), "work-key");
        assert_eq!(s.default_sport.unwrap().value, "valorant");
    }

    #[test]
    fn profile_selection_precedence() {
        let file = file_with(FILE);
        let env = env_of(&[(ENV_PROFILE, "default")]);
        let s = resolve(&FlagInputs::default(), &env, &file);
        assert_eq!(s.profile.value, "default");
        assert_eq!(s.base_url.unwrap().value, "https://default.example");
        let flags = FlagInputs {
            profile: Some("work".into()),
            ..Default::default()
        };
        let s = resolve(&flags, &env, &file);
        assert_eq!(s.profile.value, "work");
        let s = resolve(&FlagInputs::default(), &env_of(&[]), &file_with(""));
        assert_eq!(s.profile.value, DEFAULT_PROFILE);
        assert!(s.base_url.is_none() && s.api_key.is_none());
    }

    #[test]
    fn demo_from_flag_or_env() {
        let file = file_with("");
        assert!(
            resolve(
                &FlagInputs {
                    demo: true,
                    ..Default::default()
                },
                &env_of(&[]),
                &file
            )
            .demo
        );
        assert!(resolve(&FlagInputs::default(), &env_of(&[(ENV_DEMO, "1")]), &file).demo);
        assert!(!resolve(&FlagInputs::default(), &env_of(&[(ENV_DEMO, "0")]), &file).demo);
    }

    #[test]
    fn debug_never_shows_the_key() {
        let s = resolve(
            &FlagInputs::default(),
            &env_of(&[(ENV_API_KEY, "sk-very-secret")]),
            &file_with(""),
        );
        let dbg = format!("{s:?}");
        assert!(!dbg.contains("sk-very-secret"), "{dbg}");
        assert_eq!(s.key_status(), "set (env ESX_API_KEY)");
    }

    #[test]
    fn save_is_private_and_keeps_unknown_keys() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("nested").join("config.toml");
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(&path, "custom = 7\n[profiles.default]\nnote = \"mine\"\n").unwrap();
        let mut f = ConfigFile::load(&path).unwrap();
        f.set("default", "base_url", "https://x.example").unwrap();
        f.save(crate::output::diag::Diag::new(true, false, true))
            .unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(
            text.contains("custom = 7") && text.contains("note = \"mine\""),
            "{text}"
        );
        assert!(text.contains("https://x.example"));
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt as _;
            let mode = std::fs::metadata(&path).unwrap().permissions().mode() & 0o777;
            assert_eq!(mode, 0o600);
        }
        let mut f = ConfigFile::load(&path).unwrap();
        assert!(f.unset("default", "base_url"));
        assert!(!f.unset("default", "base_url"));
    }

    /// Reads go through `toml` (settings in file order, a number as its text); a change
    /// edits the `toml_edit` document and later reads see it; a comment survives.
    #[test]
    fn reads_see_the_file_and_its_changes() {
        let mut f = file_with(
            "# mine\n[profiles.default]\n\"payout.underdog.3\" = \"6\"\n\"fees.kalshi\" = 0.05\n",
        );
        assert_eq!(
            f.venue_settings("default"),
            [
                ("payout.underdog.3".to_string(), "6".to_string()),
                ("fees.kalshi".to_string(), "0.05".to_string())
            ]
        );
        assert_eq!(f.fees("default").unwrap(), [("kalshi".to_string(), 0.05)]);
        f.set("default", "default_sport", "cs2").unwrap();
        assert_eq!(f.get("default", "default_sport"), Some("cs2"));
        assert!(f.unset("default", "fees.kalshi"));
        assert!(f.fees("default").unwrap().is_empty());
        f.set("work", "base_url", "https://x.example").unwrap();
        assert_eq!(f.profiles(), ["default", "work"]);
        let text = f.text.clone();
        assert!(text.starts_with("# mine\n"), "{text}");
    }

    #[test]
    fn new_directory_is_0700() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("esx").join("config.toml");
        let mut f = ConfigFile::load(&path).unwrap();
        f.set("default", "default_sport", "cs2").unwrap();
        f.save(crate::output::diag::Diag::new(true, false, true))
            .unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt as _;
            let mode = std::fs::metadata(path.parent().unwrap())
                .unwrap()
                .permissions()
                .mode()
                & 0o777;
            assert_eq!(mode, 0o700);
        }
    }

    #[test]
    fn fee_settings_are_read_and_checked() {
        assert_eq!(fee_venue("fees.kalshi"), Some("kalshi"));
        assert_eq!(fee_venue("fees."), None);
        assert_eq!(fee_venue("base_url"), None);
        assert_eq!(payout_key("payout.underdog.3"), Some(("underdog", 3)));
        assert_eq!(payout_key("payout.underdog.9"), None);
        assert_eq!(payout_key("payout..3"), None);
        assert!(is_venue_key("payout.underdog.3") && is_venue_key("fees.kalshi"));
        assert!(!is_venue_key("default_sport"));
        assert_eq!(venue_setting("payout.underdog.3", "6").unwrap(), "6");
        assert!(venue_setting("payout.underdog.3", "1").is_err());
        let f =
            file_with("[profiles.default]\n\"fees.kalshi\" = \"0.05\"\n\"fees.poly\" = \"0\"\n");
        assert_eq!(
            f.fees("default").unwrap(),
            vec![("kalshi".to_string(), 0.05), ("poly".to_string(), 0.0)]
        );
        assert!(f.fees("other").unwrap().is_empty());
        let bad = file_with("[profiles.default]\n\"fees.kalshi\" = \"lots\"\n");
        assert!(bad.fees("default").is_err());
        assert!(parse_fee("fees.kalshi", "1.5").is_err());
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig::with_cases(10_000))]

        /// Whatever a config file holds (any bytes, or TOML-ish text), reading it and the
        /// settings in it is an answer or an error, never a panic.
        #[test]
        fn the_config_parser_never_panics(
            bytes in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..200),
            tomlish in "(\\[profiles(\\.[a-z\"]{1,4})?\\]\n|[a-z_.\"]{1,12} = (\"[ -~]{0,8}\"|[0-9.e+-]{1,6}|\\[|\\{|true)\n|profile = [ -~]{0,6}\n){0,6}",
        ) {
            for text in [String::from_utf8_lossy(&bytes).into_owned(), tomlish] {
                if let Ok(f) = ConfigFile::parse(&text, std::path::Path::new("config.toml")) {
                    let s = resolve(&FlagInputs::default(), &|_| None, &f);
                    let _ = (f.fees(&s.profile.value), f.venue_settings(&s.profile.value));
                    let _ = (f.profiles(), f.selected_profile());
                }
            }
        }
    }

    #[test]
    fn invalid_toml_is_a_clear_error() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("config.toml");
        std::fs::write(&path, "this is = = not toml").unwrap();
        let err = ConfigFile::load(&path).unwrap_err().to_string();
        assert!(err.contains("not valid TOML"), "{err}");
    }
}
