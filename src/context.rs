//! The resolved context every command runs in: settings (flags, environment, config),
//! global flags, diagnostics, the client factory and the embedded simulator in demo.
//! Each run is explicit: its output sink, clock, sport, cancel token and rate-limit
//! signal are fields here (one `Context` per sport under a fan-out), never statics.

use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use esx_proto::routes::Route;

use crate::alerts::Alerts;
use crate::cli::GlobalArgs;
use crate::client::signal::{CancelToken, RateSignal};
use crate::client::{Client, ClientOptions};
use crate::clock::Clock;
use crate::config::{ConfigFile, FlagInputs, Settings};
use crate::error::EsxError;
use crate::output::diag::Diag;
use crate::output::{Format, Output, Printer, Sink};

/// Everything a command needs, resolved once: settings, the config file, the printer,
/// diagnostics, the clock and the run's sport and route. Fields are private: commands
/// read what they need through accessors and never the global flags themselves.
#[derive(Clone)]
pub(crate) struct Context {
    settings: Settings,
    /// The config file as read once at the start (fees, payouts, profiles).
    config: Arc<ConfigFile>,
    global: GlobalArgs,
    printer: Printer,
    diag: Diag,
    /// Where the run's output goes: stdout (or `-o`), or a collector (one sport of a
    /// fan-out, a board tab, an MCP tool call).
    sink: Sink,
    /// The embedded simulator behind `--demo`, kept alive for the command's lifetime.
    demo: Option<Arc<crate::demo::DemoHandle>>,
    /// What time it is for this run: the system clock, or pinned by `--now`/`ESX_NOW`
    /// (and by the demo's simulator, whose clock esx then runs on).
    clock: Clock,
    /// The instant the user pinned (`--now`, `ESX_NOW`), before `--demo` pins its own.
    pinned_by_user: Option<jiff::Timestamp>,
    /// The run's sport, resolved by `dispatch` from the command's declared route.
    sport: Option<String>,
    /// The route the command's sport argument selects, as it declared it.
    route: Option<&'static Route>,
    /// Cancelled by Ctrl-C under a watch: the run's clients end a request or a retry
    /// wait at once.
    cancel: CancelToken,
    /// Raised by the run's clients on a 429; the fan-out then runs fewer sports at once.
    rate_limit: RateSignal,
    /// The command tree's runner, for the commands that need the tree (completions, the
    /// board, mcp).
    commands: Option<&'static dyn Runner>,
    /// A long session's one HTTP client (`esx mcp`, the board): see [`Self::shared_http`].
    shared_http: Option<crate::client::SharedHttp>,
}

/// Runs a command line in process, on the caller's session `Context`.
pub(crate) trait Runner: Send + Sync {
    /// Parse `argv` (the command words and their flags, as after `esx`; global flags
    /// come from `ctx`) and run it through `dispatch` on `ctx` (clock, settings,
    /// simulator, cancel token and rate signal shared) with its output collected in
    /// `format`, rendered as a piped run renders it at `width` columns. The views it
    /// emitted, in order.
    ///
    /// # Errors
    /// The command's own error (a bad argument is a usage error, exit 2).
    fn run(
        &self,
        ctx: &Context,
        argv: &[String],
        format: Format,
        width: Option<u16>,
    ) -> anyhow::Result<Vec<crate::output::sink::Collected>>;

    /// The CLI's clap tree (the MCP schemas read a flag's values from it).
    fn cli(&self) -> clap::Command;

    /// The CLI as completions describe it (each sport positional offering its route's
    /// sports).
    fn completion_grammar(&self) -> clap::Command;
}

/// How to reach the service when no base URL is configured.
pub(crate) const SETUP_HINT: &str = "set a base URL with `esx config set base_url https://…` (or ESX_BASE_URL, --base-url) and a key with `esx auth login` (or ESX_API_KEY) — or try the embedded simulator: `esx --demo …`";

impl Context {
    /// Resolve configuration for a parsed command line.
    pub(crate) fn new(global: GlobalArgs, diag: Diag) -> anyhow::Result<Self> {
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
        let ctx = Self::with(settings, file, global, diag, clock);
        ctx.register_key();
        Ok(ctx)
    }

    /// The context of a command that needs no settings at all (completions): nothing
    /// read from the config file or the environment.
    #[must_use]
    pub(crate) fn without_settings(global: GlobalArgs, diag: Diag) -> Self {
        let settings =
            crate::config::resolve(&FlagInputs::default(), &|_| None, &ConfigFile::default());
        Self::with(settings, ConfigFile::default(), global, diag, Clock::System)
    }

    /// A context of `esx` with no flags and no settings, for unit tests: traces off,
    /// no colour.
    #[cfg(test)]
    #[must_use]
    pub(crate) fn for_tests() -> Self {
        let global = <GlobalArgs as clap::FromArgMatches>::from_arg_matches(
            &<GlobalArgs as clap::Args>::augment_args(clap::Command::new("t"))
                .get_matches_from(["t"]),
        )
        .expect("no flags parse");
        Self::without_settings(global, Diag::new(true, false, true))
    }

    /// A context of given settings, writing to stdout, with no sport and fresh signals.
    fn with(
        settings: Settings,
        config: ConfigFile,
        global: GlobalArgs,
        diag: Diag,
        clock: Clock,
    ) -> Self {
        let printer = Printer::new(
            global.format(),
            global.jq.clone(),
            global.output.clone(),
            global.color_choice(),
            global.csv_raw,
        );
        Self {
            settings,
            config: Arc::new(config),
            printer,
            diag,
            sink: Sink::Stdout,
            demo: None,
            pinned_by_user: clock.pinned_at(),
            clock,
            sport: None,
            route: None,
            cancel: CancelToken::new(),
            rate_limit: RateSignal::new(),
            commands: None,
            shared_http: None,
            global,
        }
    }

    /// Start `--demo`'s simulator (once; nothing without `--demo`): the run's base URL,
    /// key and clock become the simulator's.
    pub(crate) fn start_demo(&mut self) -> Result<(), EsxError> {
        if self.settings.demo && self.demo.is_none() {
            let handle = crate::demo::start(&mut self.settings, &mut self.clock, self.diag)?;
            self.demo = Some(Arc::new(handle));
            self.register_key();
        }
        Ok(())
    }

    /// Whatever a server echoes back, esx never prints the run's key: diagnostics and
    /// output redact it from here on.
    fn register_key(&self) {
        if let Some(key) = self.settings.key() {
            crate::output::diag::register_secret(secrecy::ExposeSecret::expose_secret(key));
        }
    }

    /// Ctrl-C ends this run cleanly (a watch): its clients stop at the same flag.
    pub(crate) fn cancel_on_interrupt(&mut self) {
        self.cancel = CancelToken::from_flag(crate::interrupt::interrupted());
    }

    /// Set the run's sport (one sport resolved by `dispatch`).
    pub(crate) fn set_sport(&mut self, sport: String) {
        self.sport = Some(sport);
    }

    /// Set the route the command's sport argument selected.
    pub(crate) fn set_route(&mut self, route: Option<&'static Route>) {
        self.route = route;
    }

    /// Hand the command tree's runner to this run (completions, the board, mcp).
    pub(crate) fn set_commands(&mut self, commands: &'static dyn Runner) {
        self.commands = Some(commands);
    }

    /// The command tree, as `dispatch` handed it down.
    ///
    /// # Panics
    /// Never in a run started by `commands::run`, which always sets it.
    #[must_use]
    pub(crate) fn commands(&self) -> &'static dyn Runner {
        self.commands
            .expect("commands::run hands the command tree to every context")
    }

    /// This context with its warnings silenced (a first pass whose warnings a second
    /// pass prints).
    #[must_use]
    pub(crate) fn muted(&self) -> Self {
        Self {
            diag: self.diag.muted(),
            ..self.clone()
        }
    }

    /// The resolved settings (profile, base URL, key and where each came from).
    #[must_use]
    pub(crate) fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The config file as read at the start of the run (fees, payouts, profiles).
    #[must_use]
    pub(crate) fn config(&self) -> &ConfigFile {
        &self.config
    }

    /// The profile in use.
    #[must_use]
    pub(crate) fn profile(&self) -> &str {
        &self.settings.profile.value
    }

    /// The config file's path (for the commands that edit it: config, auth).
    #[must_use]
    pub(crate) fn config_path(&self) -> &Path {
        &self.settings.config_path
    }

    /// The profile's `default_sport`, if set.
    #[must_use]
    pub(crate) fn default_sport(&self) -> Option<&str> {
        self.settings
            .default_sport
            .as_ref()
            .map(|s| s.value.as_str())
    }

    /// How the run's output is asked for.
    #[must_use]
    pub(crate) fn printer(&self) -> &Printer {
        &self.printer
    }

    /// The run's diagnostics (stderr).
    #[must_use]
    pub(crate) fn diag(&self) -> Diag {
        self.diag
    }

    /// The run's clock.
    #[must_use]
    pub(crate) fn clock(&self) -> Clock {
        self.clock
    }

    /// Whether output is kept for a merge rather than written (a fan-out's sport, a
    /// board tab, an MCP call).
    #[must_use]
    pub(crate) fn is_collecting(&self) -> bool {
        self.sink.is_collecting()
    }

    /// Whether `--demo`'s simulator answers this run.
    #[must_use]
    pub(crate) fn is_demo(&self) -> bool {
        self.demo.is_some()
    }

    /// `--offline`: answers only from the cache.
    #[must_use]
    pub(crate) fn offline(&self) -> bool {
        self.global.offline
    }

    /// `--cache TTL`, if given.
    #[must_use]
    pub(crate) fn cache_ttl(&self) -> Option<Duration> {
        self.global.cache
    }

    /// `--allow-insecure`: plain http to a non-loopback host.
    #[must_use]
    pub(crate) fn allow_insecure(&self) -> bool {
        self.global.allow_insecure
    }

    /// Whether `--alert` was given.
    #[must_use]
    pub(crate) fn alert_given(&self) -> bool {
        self.global.alert.is_some()
    }

    /// The run's rate-limit signal (a fan-out runs fewer sports at once after a 429).
    #[must_use]
    pub(crate) fn rate_signal(&self) -> &RateSignal {
        &self.rate_limit
    }

    /// The route the command's sport argument selected, as the command declared it.
    ///
    /// # Errors
    /// Exit 1 if the command declared no sport argument (a wiring mistake, never input).
    pub(crate) fn route(&self) -> Result<&'static Route, EsxError> {
        self.route.ok_or_else(|| {
            EsxError::other("this command declared no sport argument (Declared::sports)")
        })
    }

    /// The run's sport if one was resolved.
    #[must_use]
    pub(crate) fn sport_given(&self) -> Option<&str> {
        self.sport.as_deref()
    }

    /// The run's display choices for tables (`--odds`, `--tz`, the run's clock for zone
    /// names and served display dates); read after `--demo` has set the clock.
    #[must_use]
    pub(crate) fn display(&self) -> crate::output::fmt::Display {
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
    pub(crate) fn alerts(&self) -> Result<Option<Alerts>, EsxError> {
        match &self.global.alert {
            Some(expr) => Alerts::new(expr, self.global.notify.clone(), self.diag).map(Some),
            None => Ok(None),
        }
    }

    /// The output for a command whose natural format is `default`.
    #[must_use]
    pub(crate) fn output(&self, default: Format) -> Output {
        self.printer
            .output(default, self.display(), self.sink.clone())
    }

    /// Why there is no service: a profile asked for by name that the config file does not
    /// hold (a typo in `--profile`/`ESX_PROFILE`), else nothing set up yet.
    fn no_service_message(&self) -> String {
        let named = matches!(
            self.settings.profile.source,
            crate::config::Source::Flag | crate::config::Source::Env(_)
        );
        let profiles = self.config.profiles();
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
    pub(crate) fn client_options(&self, with_key: bool) -> Result<ClientOptions, EsxError> {
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
        opts.shared.clone_from(&self.shared_http);
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
                // The instant the user pinned (not the demo's own start at the wall
                // clock): a pinned simulator's answers are its own cache entries.
                origin: (self.demo.as_ref())
                    .map(|_| crate::demo::cache_origin(self.pinned_by_user)),
            };
        }
        if self.diag.verbose {
            opts.trace = Some(Arc::new(move |line: &str| diag.trace(line)));
        }
        Ok(opts)
    }

    /// A client that sends the key (most routes).
    pub(crate) fn client(&self) -> Result<Client, EsxError> {
        Client::new(self.client_options(true)?)
    }

    /// A client that never sends the key (keyless routes).
    pub(crate) fn keyless_client(&self) -> Result<Client, EsxError> {
        Client::new(self.client_options(false)?)
    }

    /// The run's sport, as `dispatch` resolved it from the command's route (see
    /// `Command::sport_arg`).
    ///
    /// # Errors
    /// Exit 1 if the command declared no sport argument (a wiring mistake, never input).
    pub(crate) fn sport(&self) -> Result<String, EsxError> {
        self.sport.clone().ok_or_else(|| {
            EsxError::other("this command declared no sport argument (Declared::sports)")
        })
    }

    /// This context for a long session (`esx mcp`, the board): every call it runs uses
    /// one HTTP client, so a call reuses the session's open connection (no TCP or TLS
    /// handshake) and starts no I/O thread of its own.
    #[must_use]
    pub(crate) fn shared_http(&self) -> Self {
        Self {
            shared_http: Some(crate::client::SharedHttp::default()),
            ..self.clone()
        }
    }

    /// This context for one sport of a fan-out, its output collected in `sink`.
    #[must_use]
    pub(crate) fn for_sport(&self, sport: &str, sink: Sink) -> Self {
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
    pub(crate) fn for_call(&self, format: Format, sink: Sink, cache: Option<Duration>) -> Self {
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
            printer: self.printer.collecting(format),
            diag: self.diag.muted(),
            sink,
            sport: None,
            route: None,
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
