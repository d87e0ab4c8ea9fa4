//! The resolved context every command runs in: settings (flags, environment, config),
//! global flags, diagnostics, the client factory and the embedded simulator in demo.
//! Each run is explicit: its output sink, clock, sport, cancel token and rate-limit
//! signal are fields here (one `Context` per sport under a fan-out), never statics.

use std::sync::Arc;
use std::time::Duration;

use crate::alerts::Alerts;
use crate::cli::GlobalArgs;
use crate::client::signal::{CancelToken, RateSignal};
use crate::client::{Client, ClientOptions};
use crate::clock::Clock;
use crate::config::{ConfigFile, FlagInputs, Settings};
use crate::error::EsxError;
use crate::output::diag::Diag;
use crate::output::{Format, Output, OutputOptions, Sink};

/// Everything a command needs: resolved settings, output, diagnostics, global flags.
#[derive(Clone)]
pub struct Context {
    pub settings: Settings,
    pub global: GlobalArgs,
    pub diag: Diag,
    /// Where the run's output goes: stdout (or `-o`), or a collector (one sport of a
    /// fan-out).
    pub sink: Sink,
    /// The embedded simulator behind `--demo`, kept alive for the command's lifetime.
    pub demo: Option<Arc<crate::demo::DemoHandle>>,
    /// What time it is for this run: the system clock, or pinned by `--now`/`ESX_NOW`
    /// (and by the demo's simulator, whose clock esx then runs on).
    pub clock: Clock,
    /// The run's sport, resolved by `dispatch` from the command's route (`None` when the
    /// command takes none, or checks its own).
    pub sport: Option<String>,
    /// Cancelled by Ctrl-C under a watch: the run's clients end a request or a retry
    /// wait at once.
    pub cancel: CancelToken,
    /// Raised by the run's clients on a 429; the fan-out then runs fewer sports at once.
    pub rate_limit: RateSignal,
}

/// How to reach the service when no base URL is configured.
pub const SETUP_HINT: &str = "set a base URL with `esx config set base_url https://…` (or ESX_BASE_URL, --base-url) and a key with `esx auth login` (or ESX_API_KEY) — or try the embedded simulator: `esx --demo …`";

impl Context {
    /// Resolve configuration for a parsed command line.
    pub fn new(global: GlobalArgs, diag: Diag) -> anyhow::Result<Self> {
        let env = |k: &str| std::env::var(k).ok();
        let dir = crate::config::config_dir(&env)?;
        let path = dir.join("config.toml");
        // Not a regular file, or over 1 MiB: exit 1 naming it, read no further.
        crate::config::check_shape(&path)?;
        // A broken file must not lock the user out of `config set`/`path` or `auth login`:
        // its problem travels in the settings and stops the commands that need them.
        let file =
            ConfigFile::load(&path).unwrap_or_else(|e| ConfigFile::broken(&path, format!("{e:#}")));
        let flags = FlagInputs {
            base_url: global.base_url.clone(),
            profile: global.profile.clone(),
            demo: global.demo,
        };
        let settings = crate::config::resolve(&flags, &env, &file);
        global.check_format()?;
        if let Some(expr) = &global.jq {
            crate::output::json::check_jq(expr)?;
        }
        let clock = resolve_clock(global.now, env("ESX_NOW").as_deref())?;
        Ok(Self::with(settings, global, diag, clock))
    }

    /// A context of given settings, writing to stdout, with no sport and fresh signals.
    #[must_use]
    pub fn with(settings: Settings, global: GlobalArgs, diag: Diag, clock: Clock) -> Self {
        Self {
            settings,
            global,
            diag,
            sink: Sink::Stdout,
            demo: None,
            clock,
            sport: None,
            cancel: CancelToken::new(),
            rate_limit: RateSignal::new(),
        }
    }

    /// The run's display choices for tables (`--odds`, `--tz`, the run's clock for zone
    /// names and served display dates); read after `--demo` has set the clock.
    #[must_use]
    pub fn display(&self) -> crate::output::fmt::Display {
        crate::output::fmt::Display {
            odds: self.global.odds,
            tz: self.global.tz.clone().unwrap_or_else(|| {
                jiff::tz::TimeZone::try_system().unwrap_or(jiff::tz::TimeZone::UTC)
            }),
            clock: self.clock,
        }
    }

    /// The watch's alerts if `--alert` was given (the expression checked now, before
    /// any request or connection).
    pub fn alerts(&self) -> Result<Option<Alerts>, EsxError> {
        match &self.global.alert {
            Some(expr) => Alerts::new(expr, self.global.notify.clone(), self.diag).map(Some),
            None => Ok(None),
        }
    }

    /// The output for a command whose natural format is `default`.
    #[must_use]
    pub fn output(&self, default: Format) -> Output {
        let format = self.global.format().unwrap_or(default);
        Output::new(
            OutputOptions::detect(
                format,
                self.global.jq.clone(),
                self.global.output.clone(),
                self.global.color_choice(),
            )
            .with_display(self.display())
            .with_csv_raw(self.global.csv_raw),
        )
        .with_sink(self.sink.clone())
    }

    /// The config file of these settings, for commands that change it.
    pub fn config_file(&self) -> anyhow::Result<ConfigFile> {
        ConfigFile::load(&self.settings.config_path)
    }

    /// Why there is no service: a profile asked for by name that the config file does not
    /// hold (a typo in `--profile`/`ESX_PROFILE`), else nothing set up yet.
    fn no_service_message(&self) -> String {
        let named = matches!(
            self.settings.profile.source,
            crate::config::Source::Flag | crate::config::Source::Env(_)
        );
        let profiles = ConfigFile::load(&self.settings.config_path)
            .map(|f| f.profiles())
            .unwrap_or_default();
        let name = &self.settings.profile.value;
        if named && !profiles.contains(name) {
            let known = if profiles.is_empty() {
                "none yet".to_string()
            } else {
                profiles.join(", ")
            };
            return format!(
                "no profile `{name}` in {} (profiles: {known}); create it with `esx --profile {name} config set base_url https://…`",
                self.settings.config_path.display()
            );
        }
        format!("no service configured: {SETUP_HINT}")
    }

    /// The client options these settings and flags resolve to (base URL, key, timeouts,
    /// retries, tracing); the WebSocket client is built from them too.
    pub fn client_options(&self, with_key: bool) -> Result<ClientOptions, EsxError> {
        if let Some(problem) = &self.settings.config_problem
            && !self.settings.demo
        {
            return Err(EsxError::usage(problem));
        }
        let Some(base) = &self.settings.base_url else {
            return Err(EsxError::usage(self.no_service_message()));
        };
        let key = if with_key {
            Some(self.settings.key().cloned().ok_or_else(|| {
                EsxError::auth(format!(
                    "no API key for profile `{}`: run `esx auth login` or set ESX_API_KEY (or try `esx --demo …`)",
                    self.settings.profile.value
                ))
            })?)
        } else {
            None
        };
        let mut opts = ClientOptions::new(base.value.clone(), key);
        if let Some(t) = self.global.timeout {
            opts.timeout = Duration::from_secs_f64(t);
            opts.connect_timeout = opts.connect_timeout.min(opts.timeout);
        }
        if let Some(r) = self.global.retries {
            opts.retries = r;
        }
        opts.allow_insecure = self.global.allow_insecure;
        opts.cancel = self.cancel.clone();
        opts.rate_limit = self.rate_limit.clone();
        let diag = self.diag;
        opts.notice = Some(Arc::new(move |line: &str| diag.note(line)));
        if let Some(n) = self.global.max_pages {
            opts.max_pages = n;
        }
        if let Some(n) = self.global.max_body {
            opts.max_body = n;
        }
        if self.global.cache.is_some() || self.global.offline {
            opts.cache = crate::client::cache::CachePolicy {
                ttl: self.global.cache,
                offline: self.global.offline,
                dir: Some(crate::client::cache::default_dir()?),
                // The demo's simulator listens on a new port each run: its answers are
                // keyed by its seed so `--cache`/`--offline` work across demo runs.
                origin: self.demo.as_ref().map(|_| {
                    // The instant the user pinned (not the demo's own start at the wall
                    // clock): a pinned simulator's answers are its own cache entries.
                    let pinned =
                        resolve_clock(self.global.now, std::env::var("ESX_NOW").ok().as_deref())
                            .ok()
                            .and_then(|c| c.pinned_at());
                    crate::demo::cache_origin(pinned)
                }),
            };
        }
        if self.diag.verbose {
            opts.trace = Some(Arc::new(move |line: &str| diag.trace(line)));
        }
        Ok(opts)
    }

    /// A client that sends the key (most routes).
    pub fn client(&self) -> Result<Client, EsxError> {
        Client::new(self.client_options(true)?)
    }

    /// A client that never sends the key (keyless routes).
    pub fn keyless_client(&self) -> Result<Client, EsxError> {
        Client::new(self.client_options(false)?)
    }

    /// The run's sport, as `dispatch` resolved it from the command's route (see
    /// `Command::sport_arg`).
    ///
    /// # Errors
    /// Exit 1 if the command declared no sport argument (a wiring mistake, never input).
    pub fn sport(&self) -> Result<String, EsxError> {
        self.sport.clone().ok_or_else(|| {
            EsxError::other("this command declared no sport argument (Command::sport_arg)")
        })
    }

    /// This context for one sport of a fan-out, its output collected in `sink`.
    #[must_use]
    pub fn for_sport(&self, sport: &str, sink: Sink) -> Self {
        Self {
            sport: Some(sport.to_string()),
            sink,
            ..self.clone()
        }
    }

    /// This context for one command esx runs in process (a board tab or detail, an
    /// `esx mcp` tool): the same settings, clock, simulator, cancel token and rate
    /// signal; output in `format` into `sink`, without the session's `--jq`, `-o`,
    /// colour or `--alert`; diagnostics muted (the board owns the screen and MCP the
    /// protocol; the call's error is reported by the caller); `cache` is the `--cache`
    /// TTL when the session gave none.
    #[must_use]
    pub fn for_call(&self, format: Format, sink: Sink, cache: Option<Duration>) -> Self {
        let mut global = self.global.clone();
        global.json = false;
        global.format = Some(format);
        global.jq = None;
        global.output = None;
        global.no_color = true;
        global.quiet = true;
        global.verbose = false;
        global.alert = None;
        global.notify = Vec::new();
        global.cache = global.cache.or(cache);
        Self {
            global,
            diag: self.diag.muted(),
            sink,
            sport: None,
            ..self.clone()
        }
    }
}

/// The run's clock: `--now`, else `ESX_NOW` (a bad value is a usage error naming it),
/// else the system clock.
fn resolve_clock(flag: Option<jiff::Timestamp>, env: Option<&str>) -> Result<Clock, EsxError> {
    if let Some(at) = flag {
        return Ok(Clock::pinned(at));
    }
    match env.map(str::trim).filter(|v| !v.is_empty()) {
        Some(v) => crate::clock::parse_now(v)
            .map(Clock::pinned)
            .map_err(|e| EsxError::usage(format!("ESX_NOW: {e}"))),
        None => Ok(Clock::System),
    }
}

/// Settings for commands that need no configuration at all (completions).
#[must_use]
pub fn empty_settings() -> Settings {
    crate::config::resolve(&FlagInputs::default(), &|_| None, &ConfigFile::default())
}
