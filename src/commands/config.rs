//! `esx config show|get|set|unset|path`: view and edit the selected profile.

use serde::Serialize;
use serde_json::Value;

use crate::client::policy::{parse_base_url, shown_user_url};
use crate::config::{ConfigFile, PROFILE_KEYS, Sourced};
use crate::error::EsxError;
use crate::output::typed::{Row, TypedView};
use crate::output::{Column, Format, Kind};
use esx_proto::sports::ALL_SPORTS;

use crate::context::Context;

#[derive(Debug, clap::Subcommand)]
pub(crate) enum Action {
    /// Show the resolved settings and where each comes from (the key is never shown)
    Show,
    /// Print one value of the selected profile
    Get {
        /// base_url, default_sport (api_key shows only set/not set)
        key: String,
    },
    /// Set a value in the selected profile (use `esx auth login` for the key)
    Set {
        #[arg(help = concat!("base_url, default_sport, fees.<venue> (a fee coefficient in [0, 1], e.g. fees.kalshi ", esx_odds::kalshi_fee!(), ") payout.<venue>.<legs> (a pick'em payout, e.g. payout.underdog.3 6), payout.<venue>.push (drop or lose: what a pushed leg does to a power slip), picks.dispersion.<STAT_TYPE> (negbin's k, e.g. picks.dispersion.CS2_KILLS_MAPS_1_2 25) or fair.sharp.<sport> (--fair sharp's venue when the store cannot rank one, e.g. fair.sharp.cs2 pinnacle)"))]
        key: String,
        value: String,
    },
    /// Remove a value from the selected profile
    Unset { key: String },
    /// Print the config file's path
    Path,
}

fn known_key(key: &str) -> Result<&'static str, EsxError> {
    PROFILE_KEYS
        .iter()
        .find(|(k, _)| *k == key)
        .map(|(k, _)| *k)
        .ok_or_else(|| {
            // The settings a user can write; the key goes through `esx auth login`.
            let keys: Vec<&str> = PROFILE_KEYS
                .iter()
                .map(|(k, _)| *k)
                .filter(|k| *k != "api_key")
                .collect();
            EsxError::usage(format!(
                "unknown setting `{key}`; known: {}, fees.<venue> (e.g. fees.kalshi 0.07), payout.<venue>.<legs> (e.g. payout.underdog.3 6), payout.<venue>.push (drop or lose), picks.dispersion.<STAT_TYPE> (e.g. picks.dispersion.CS2_KILLS_MAPS_1_2 25), fees.<venue>.maker (e.g. fees.kalshi.maker 0.0175), fair.sharp.<sport> (e.g. fair.sharp.cs2 pinnacle); the API key: `esx auth login`",
                keys.join(", ")
            ))
        })
}

fn shown<T: ToString>(v: Option<&Sourced<T>>) -> (String, String) {
    v.map_or_else(
        || (String::new(), "not set".into()),
        |s| (s.value.to_string(), s.source.to_string()),
    )
}

/// `esx config show`: every setting, its value and where it came from.
fn show(ctx: &Context, profile: &str) -> anyhow::Result<()> {
    let s = &ctx.settings();
    let (base, base_src) = shown(s.base_url.as_ref());
    // A password in the base URL is never printed (`user:***@`).
    let base = if base.is_empty() {
        base
    } else {
        shown_user_url(&base)
    };
    let (sport, sport_src) = shown(s.default_sport.as_ref());
    let text = |v: String| Setting::Text(v);
    let mut rows = vec![
        SettingRow::new(
            "profile",
            text(profile.into()),
            s.profile.source.to_string(),
        ),
        SettingRow::new("base_url", text(base), base_src),
        SettingRow::new(
            "api_key",
            text(s.key_status()),
            s.api_key
                .as_ref()
                .map_or_else(|| "not set".into(), |k| k.source.to_string()),
        ),
        SettingRow::new("default_sport", text(sport), sport_src),
        SettingRow::new(
            "demo",
            Setting::Flag(s.demo),
            if s.demo { "flag/env" } else { "default" }.into(),
        ),
        SettingRow::new(
            "config_file",
            text(s.config_path.display().to_string()),
            "ESX_CONFIG_DIR or platform default".into(),
        ),
    ];
    // Per-venue fee and payout settings: what `arbs`, `lines` and `picks` judge by.
    // The effective fee table: every built-in non-zero coefficient the file does
    // not override (source `default`), then what the file sets. Payouts: the set
    // ones only (the built-in tables are in `esx picks --help`).
    let set = ctx.config().venue_settings(profile);
    for (venue, c) in esx_odds::fees::DEFAULT_FEES {
        let key = format!("fees.{venue}");
        if *c != 0.0 && !set.iter().any(|(k, _)| *k == key) {
            rows.push(SettingRow::new(&key, text(c.to_string()), "default".into()));
        }
    }
    for (key, value) in set {
        rows.push(SettingRow::new(&key, text(value), "config file".into()));
    }
    let doc = Settings { settings: &rows };
    let view = TypedView::new(&doc, &rows, columns());
    ctx.output(Format::Table).emit_typed(view, || {})
}

/// What `config show --json` prints.
#[derive(Serialize)]
struct Settings<'a> {
    settings: &'a [SettingRow],
}

/// One setting of `config show`: its value and where the value comes from.
#[derive(Serialize)]
struct SettingRow {
    setting: String,
    value: Setting,
    source: String,
}

impl SettingRow {
    fn new(setting: &str, value: Setting, source: String) -> Self {
        Self {
            setting: setting.to_string(),
            value,
            source,
        }
    }
}

/// A setting's value: text, or `demo`'s flag (a JSON boolean).
#[derive(Serialize)]
#[serde(untagged)]
enum Setting {
    Text(String),
    Flag(bool),
}

impl Row for SettingRow {
    fn field(&self, key: &str) -> Option<Value> {
        Some(match key {
            "setting" => Value::String(self.setting.clone()),
            "value" => match &self.value {
                Setting::Text(t) => Value::String(t.clone()),
                Setting::Flag(b) => Value::Bool(*b),
            },
            "source" => Value::String(self.source.clone()),
            _ => return None,
        })
    }
}

fn columns() -> Vec<Column> {
    vec![
        Column::path("SETTING", "setting").kind(Kind::Id).rank(0),
        // A path or URL is copied: shown whole; SOURCE gives way.
        Column::path("VALUE", "value").kind(Kind::Id).rank(0),
        Column::path("SOURCE", "source").rank(1),
    ]
}

/// `esx config set KEY VALUE` for `base_url` and `default_sport` (the key is refused: it
/// goes through `esx auth login`).
fn set(ctx: &Context, profile: &str, key: &str, value: &str) -> anyhow::Result<()> {
    let key = known_key(key)?;
    let value = match key {
        "api_key" => {
            return Err(EsxError::usage(
                "set the key with `esx auth login` (it reads stdin or prompts), so it never lands in shell history",
            )
            .into());
        }
        "base_url" => parse_base_url(value)?
            .as_str()
            .trim_end_matches('/')
            .to_string(),
        _ if crate::sports::is_list(value) => {
            crate::sports::normalize_list(value, ALL_SPORTS, "default_sport")?
        }
        _ => {
            esx_proto::sports::check(value, ALL_SPORTS, "default_sport").map_err(EsxError::usage)?
        }
    };
    let (_lock, mut file) = ConfigFile::load_locked(ctx.config_path())?;
    file.set(profile, key, &value)?;
    file.save(ctx.diag())?;
    let value = if key == "base_url" {
        shown_user_url(&value)
    } else {
        value
    };
    ctx.diag().note(&format!(
        "{key} = {value} (profile `{profile}`, {})",
        file.path.display()
    ));
    Ok(())
}

pub(crate) fn run(ctx: &Context, action: &Action) -> anyhow::Result<()> {
    let s = &ctx.settings();
    // A broken config file: set, unset and path still work (to repair it); showing
    // settings that silently leave the file out would mislead.
    if let Some(problem) = &s.config_problem
        && matches!(action, Action::Show | Action::Get { .. })
    {
        return Err(EsxError::usage(problem).into());
    }
    let profile = s.profile.value.clone();
    match action {
        Action::Show => show(ctx, &profile),
        Action::Get { key } | Action::Set { key, .. } if crate::config::is_retired_key(key) => {
            Err(EsxError::usage(crate::bet_pricing::retired_key_message(key)).into())
        }
        Action::Get { key } if crate::config::is_venue_key(key) => {
            let file = ctx.config();
            match file.get(&profile, key) {
                Some(v) => ctx.output(Format::Table).emit_text(v),
                None => {
                    Err(EsxError::other(format!("{key} is not set (profile `{profile}`)")).into())
                }
            }
        }
        Action::Set { key, value } if crate::config::is_venue_key(key) => {
            let c = crate::config::venue_setting(key, value)?;
            let (_lock, mut file) = ConfigFile::load_locked(ctx.config_path())?;
            file.set(&profile, key, &c)?;
            file.save(ctx.diag())?;
            ctx.diag()
                .note(&format!("{key} = {c} (profile `{profile}`)"));
            Ok(())
        }
        Action::Get { key } => {
            let key = known_key(key)?;
            let value = match key {
                "api_key" => Some(s.key_status()),
                "base_url" => s.base_url.as_ref().map(|v| shown_user_url(&v.value)),
                _ => s.default_sport.as_ref().map(|v| v.value.clone()),
            };
            match value {
                Some(v) => ctx.output(Format::Table).emit_text(&v),
                None => {
                    Err(EsxError::other(format!("{key} is not set (profile `{profile}`)")).into())
                }
            }
        }
        Action::Set { key, value } => set(ctx, &profile, key, value),
        Action::Unset { key } => {
            // A retired key can still be removed from a config that sets it.
            let key: &str =
                if crate::config::is_venue_key(key) || crate::config::is_retired_key(key) {
                    key
                } else {
                    known_key(key)?
                };
            let (_lock, mut file) = ConfigFile::load_locked(ctx.config_path())?;
            if file.unset(&profile, key) {
                file.save(ctx.diag())?;
                ctx.diag()
                    .note(&format!("{key} removed from profile `{profile}`"));
            } else {
                ctx.diag()
                    .note(&format!("{key} was not set in profile `{profile}`"));
            }
            Ok(())
        }
        Action::Path => ctx
            .output(Format::Table)
            .emit_text(&s.config_path.display().to_string()),
    }
}

impl crate::declare::Declared for Action {
    const GROUP: crate::declare::Group = crate::declare::Group::Setup;

    fn uses_service(&self) -> bool {
        false
    }

    fn run(&self, ctx: &Context) -> anyhow::Result<()> {
        run(ctx, self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every column names a field of a setting's row, text or flag alike.
    #[test]
    fn setting_rows_have_every_column() {
        let cols = columns();
        let text = SettingRow::new(
            "fees.kalshi",
            Setting::Text("0.07".into()),
            "default".into(),
        );
        crate::output::typed::testing::check_row(&text, &cols);
        let flag = SettingRow::new("demo", Setting::Flag(true), "flag/env".into());
        crate::output::typed::testing::check_row(&flag, &cols);
        assert_eq!(
            serde_json::to_string(&flag).unwrap(),
            r#"{"setting":"demo","value":true,"source":"flag/env"}"#
        );
    }
}
