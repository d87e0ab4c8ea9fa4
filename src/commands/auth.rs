//! `esx auth login|status|logout`: store, check and remove the API key.

use std::io::{IsTerminal as _, Read as _};

use secrecy::{ExposeSecret as _, SecretString};
use serde::Serialize;
use serde_json::Value;

use crate::client::response::decode;
use crate::client::{Client, ClientOptions};
use crate::error::EsxError;
use crate::output::typed::{Row, TypedView};
use crate::output::{Column, Format};
use esx_proto::models::BooksResponse;
use esx_proto::routes::{self, Plan};

use crate::context::Context;

#[derive(Debug, clap::Subcommand)]
pub(crate) enum Action {
    /// Store an API key in the selected profile (read from stdin, or a hidden prompt)
    Login {
        /// Store the key without checking it against the service
        #[arg(long)]
        no_verify: bool,
    },
    /// Check the key against the service and show the plan it has
    Status,
    /// Remove the key from the selected profile
    Logout,
}

/// Read the key from stdin when piped, else from a prompt that does not echo.
fn read_key() -> anyhow::Result<SecretString> {
    let raw = if std::io::stdin().is_terminal() {
        rpassword::prompt_password("API key (input hidden): ")
            .map_err(|e| EsxError::other(format!("cannot read the key from the terminal: {e}")))?
    } else {
        let mut s = String::new();
        std::io::stdin()
            .take(64 * 1024)
            .read_to_string(&mut s)
            .map_err(|e| EsxError::usage(format!("cannot read the key from stdin: {e}")))?;
        s
    };
    let key = raw.trim().to_string();
    if key.is_empty() {
        return Err(EsxError::usage("no key given: pipe it in (`printf '%s' \"$KEY\" | esx auth login`) or type it at the prompt").into());
    }
    if key.chars().any(char::is_whitespace) || key.chars().any(char::is_control) {
        return Err(EsxError::usage(
            "that does not look like an API key (it contains spaces or control characters)",
        )
        .into());
    }
    Ok(SecretString::from(key))
}

/// The highest plan the key reaches, probed with one cheap route per tier.
/// The key check: `/v6/books` must answer with the book registry, so a base URL that
/// points at something else (answering other JSON) is exit 7, not a "valid" key.
fn check_books(client: &Client) -> Result<(), EsxError> {
    let path = routes::BOOKS.path(&[]);
    let data = client.get_json(&path, &[])?;
    decode::<BooksResponse>(&data, &path).map(|_| ())
}

fn probe_plan(client: &Client, sport: &str) -> Result<Plan, EsxError> {
    let tiers = [
        (
            Plan::Builder,
            routes::MATCHES.path(&[sport]),
            vec![("limit".to_string(), "1".to_string())],
        ),
        (
            Plan::Hobby,
            routes::LINES.path(&[sport]),
            vec![("market".to_string(), "match_winner".to_string())],
        ),
    ];
    for (plan, path, query) in tiers {
        match client.get_json(&path, &query) {
            Ok(_) => return Ok(plan),
            Err(e) if e.kind() == crate::error::ErrorKind::Plan => {}
            Err(e) => return Err(e),
        }
    }
    Ok(Plan::Sandbox)
}

/// What `auth status --json` prints; the table lists it field by field.
#[derive(Serialize)]
struct Status {
    profile: String,
    base_url: String,
    /// `set (…)` or `not set`: never the key itself.
    key: String,
    valid: bool,
    plan: String,
}

impl Status {
    /// One row per field, in the document's order.
    fn rows(&self) -> Vec<FieldRow<'_>> {
        vec![
            FieldRow::new("profile", Shown::Text(&self.profile)),
            FieldRow::new("base_url", Shown::Text(&self.base_url)),
            FieldRow::new("key", Shown::Text(&self.key)),
            FieldRow::new("valid", Shown::Flag(self.valid)),
            FieldRow::new("plan", Shown::Text(&self.plan)),
        ]
    }
}

/// One field of the status and its value.
#[derive(Serialize)]
struct FieldRow<'a> {
    field: &'static str,
    value: Shown<'a>,
}

impl<'a> FieldRow<'a> {
    fn new(field: &'static str, value: Shown<'a>) -> Self {
        Self { field, value }
    }
}

/// A status value: text, or a flag (a JSON boolean).
#[derive(Serialize)]
#[serde(untagged)]
enum Shown<'a> {
    Text(&'a str),
    Flag(bool),
}

impl Row for FieldRow<'_> {
    fn field(&self, key: &str) -> Option<Value> {
        Some(match key {
            "field" => self.field.into(),
            "value" => match self.value {
                Shown::Text(t) => t.into(),
                Shown::Flag(b) => b.into(),
            },
            _ => return None,
        })
    }
}

fn field_columns() -> Vec<Column> {
    vec![
        Column::path("FIELD", "field"),
        Column::path("VALUE", "value"),
    ]
}

pub(crate) fn run(ctx: &Context, action: &Action) -> anyhow::Result<()> {
    let profile = ctx.profile().to_string();
    match action {
        Action::Login { no_verify } => {
            let key = read_key()?;
            if !no_verify {
                match &ctx.settings().base_url {
                    Some(base) => {
                        let mut opts = ClientOptions::new(base.value.clone(), Some(key.clone()));
                        opts.allow_insecure = ctx.allow_insecure();
                        let client = Client::new(opts)?;
                        check_books(&client)?;
                    }
                    None => ctx.diag().warn("no base URL configured, so the key was not checked; set one with `esx config set base_url …`"),
                }
            }
            let (_lock, mut file) = crate::config::ConfigFile::load_locked(ctx.config_path())?;
            file.set(&profile, "api_key", key.expose_secret())?;
            file.save(ctx.diag())?;
            ctx.diag().note(&format!(
                "key saved to profile `{profile}` ({}, mode 0600)",
                file.path.display()
            ));
            if key_from_env(ctx) {
                ctx.diag().warn(
                    "ESX_API_KEY is set in the environment and takes precedence over the saved key",
                );
            }
            Ok(())
        }
        Action::Status => {
            let client = ctx.client()?;
            check_books(&client)?;
            let plan = probe_plan(&client, "cs2")?;
            let status = Status {
                profile,
                base_url: crate::client::policy::shown_user_url(
                    client.base_url().as_str().trim_end_matches('/'),
                ),
                key: ctx.settings().key_status(),
                valid: true,
                plan: plan.to_string(),
            };
            let rows = status.rows();
            let view =
                TypedView::new(&status, &rows, field_columns()).empty_message("(empty object)");
            ctx.output(Format::Table).emit_typed(view, || {})
        }
        Action::Logout => {
            let (_lock, mut file) = crate::config::ConfigFile::load_locked(ctx.config_path())?;
            if file.unset(&profile, "api_key") {
                file.save(ctx.diag())?;
                ctx.diag()
                    .note(&format!("key removed from profile `{profile}`"));
            } else {
                ctx.diag()
                    .note(&format!("profile `{profile}` had no saved key"));
            }
            if key_from_env(ctx) {
                ctx.diag()
                    .warn("ESX_API_KEY is still set in the environment");
            }
            Ok(())
        }
    }
}

/// Whether the run's key came from `ESX_API_KEY` (it then takes precedence over a saved
/// one), as the settings resolved it.
fn key_from_env(ctx: &Context) -> bool {
    (ctx.settings().api_key.as_ref())
        .is_some_and(|k| matches!(k.source, crate::config::Source::Env(_)))
}

impl crate::declare::Declared for Action {
    const GROUP: crate::declare::Group = crate::declare::Group::Setup;

    fn uses_service(&self) -> bool {
        !matches!(self, Action::Login { .. } | Action::Logout)
    }

    fn run(&self, ctx: &Context) -> anyhow::Result<()> {
        run(ctx, self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The document in its field order, and one table row per field (the flag a boolean).
    #[test]
    fn status_rows_follow_the_document() {
        let status = Status {
            profile: "default".into(),
            base_url: "https://user:***@esx.example".into(),
            key: "set (config file)".into(),
            valid: true,
            plan: "Builder".into(),
        };
        assert_eq!(
            serde_json::to_string(&status).unwrap(),
            r#"{"profile":"default","base_url":"https://user:***@esx.example","key":"set (config file)","valid":true,"plan":"Builder"}"#
        );
        let rows = status.rows();
        let fields: Vec<&str> = rows.iter().map(|r| r.field).collect();
        assert_eq!(fields, ["profile", "base_url", "key", "valid", "plan"]);
        assert_eq!(
            serde_json::to_string(&rows[3]).unwrap(),
            r#"{"field":"valid","value":true}"#
        );
        for row in &rows {
            crate::output::typed::testing::check_row(row, &field_columns());
        }
    }
}
