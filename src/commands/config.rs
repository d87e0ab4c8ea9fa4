//! `esx config show|get|set|unset|path`: view and edit the selected profile.

use serde_json::json;

use crate::client::policy::{parse_base_url, shown_user_url};
use crate::config::{ConfigFile, PROFILE_KEYS, Sourced};
use crate::error::EsxError;
use crate::output::{Column, Format, Kind, View};
use esx_proto::sports::ALL_SPORTS;

use crate::context::Context;

#[derive(Debug, clap::Subcommand)]
pub enum Action {
    /// Show the resolved settings and where each comes from (the key is never shown)
    Show,
    /// Print one value of the selected profile
    Get {
        /// base_url, default_sport (api_key shows only set/not set)
        key: String,
    },
    /// Set a value in the selected profile (use `esx auth login` for the key)
    Set {
        #[arg(help = concat!("base_url, default_sport, fees.<venue> (a fee coefficient in [0, 1], e.g. fees.kalshi ", esx_odds::kalshi_fee!(), ") payout.<venue>.<legs> (a pick'em payout, e.g. payout.underdog.3 6), payout.<venue>.push (drop or lose: what a pushed leg does to a power slip) or picks.dispersion.<STAT_TYPE> (negbin's k, e.g. picks.dispersion.CS2_KILLS_MAPS_1_2 25)"))]
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
                "unknown setting `{key}`; known: {}, fees.<venue> (e.g. fees.kalshi 0.07), payout.<venue>.<legs> (e.g. payout.underdog.3 6), payout.<venue>.push (drop or lose), picks.dispersion.<STAT_TYPE> (e.g. picks.dispersion.CS2_KILLS_MAPS_1_2 25), fees.<venue>.maker (e.g. fees.kalshi.maker 0.0175), bets.close.{{source,devig,weights,fair}} (e.g. bets.close.devig shin); the API key: `esx auth login`",
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
    let s = &ctx.settings;
    let (base, base_src) = shown(s.base_url.as_ref());
    // A password in the base URL is never printed (`user:***@`).
    let base = if base.is_empty() {
        base
    } else {
        shown_user_url(&base)
    };
    let (sport, sport_src) = shown(s.default_sport.as_ref());
    let mut rows = vec![
        json!({"setting": "profile", "value": profile, "source": s.profile.source.to_string()}),
        json!({"setting": "base_url", "value": base, "source": base_src}),
        json!({"setting": "api_key", "value": s.key_status(), "source": s.api_key.as_ref().map_or_else(|| "not set".into(), |k| k.source.to_string())}),
        json!({"setting": "default_sport", "value": sport, "source": sport_src}),
        json!({"setting": "demo", "value": s.demo, "source": if s.demo { "flag/env" } else { "default" }}),
        json!({"setting": "config_file", "value": s.config_path.display().to_string(), "source": "ESX_CONFIG_DIR or platform default"}),
    ];
    // Per-venue fee and payout settings: what `arbs`, `lines` and `picks` judge by.
    // The effective fee table: every built-in non-zero coefficient the file does
    // not override (source `default`), then what the file sets. Payouts: the set
    // ones only (the built-in tables are in `esx picks --help`).
    let set = ctx.config_file()?.venue_settings(profile);
    for (venue, c) in esx_odds::fees::DEFAULT_FEES {
        let key = format!("fees.{venue}");
        if *c != 0.0 && !set.iter().any(|(k, _)| *k == key) {
            rows.push(json!({"setting": key, "value": c.to_string(), "source": "default"}));
        }
    }
    for (key, value) in set {
        rows.push(json!({"setting": key, "value": value, "source": "config file"}));
    }
    let view = View::new(
        json!({"settings": rows}),
        Some("settings"),
        vec![
            Column::path("SETTING", "setting").kind(Kind::Id).rank(0),
            // A path or URL is copied: shown whole; SOURCE gives way.
            Column::path("VALUE", "value").kind(Kind::Id).rank(0),
            Column::path("SOURCE", "source").rank(1),
        ],
    );
    ctx.output(Format::Table).emit(&view)
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
    let (_lock, mut file) = ConfigFile::load_locked(&ctx.settings.config_path)?;
    file.set(profile, key, &value)?;
    file.save(ctx.diag)?;
    let value = if key == "base_url" {
        shown_user_url(&value)
    } else {
        value
    };
    ctx.diag.note(&format!(
        "{key} = {value} (profile `{profile}`, {})",
        file.path.display()
    ));
    Ok(())
}

pub fn run(ctx: &Context, action: &Action) -> anyhow::Result<()> {
    let s = &ctx.settings;
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
        Action::Get { key } if crate::config::is_venue_key(key) => {
            let file = ctx.config_file()?;
            match file.get(&profile, key) {
                Some(v) => ctx.output(Format::Table).emit_text(v),
                None => {
                    Err(EsxError::other(format!("{key} is not set (profile `{profile}`)")).into())
                }
            }
        }
        Action::Set { key, value } if crate::config::is_venue_key(key) => {
            let c = crate::config::venue_setting(key, value)?;
            let (_lock, mut file) = ConfigFile::load_locked(&ctx.settings.config_path)?;
            file.set(&profile, key, &c)?;
            file.save(ctx.diag)?;
            ctx.diag.note(&format!("{key} = {c} (profile `{profile}`)"));
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
            let key: &str = if crate::config::is_venue_key(key) {
                key
            } else {
                known_key(key)?
            };
            let (_lock, mut file) = ConfigFile::load_locked(&ctx.settings.config_path)?;
            if file.unset(&profile, key) {
                file.save(ctx.diag)?;
                ctx.diag
                    .note(&format!("{key} removed from profile `{profile}`"));
            } else {
                ctx.diag
                    .note(&format!("{key} was not set in profile `{profile}`"));
            }
            Ok(())
        }
        Action::Path => ctx
            .output(Format::Table)
            .emit_text(&s.config_path.display().to_string()),
    }
}
