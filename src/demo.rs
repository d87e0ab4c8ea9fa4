//! The embedded simulator as the CLI sees it: started in-process for `--demo`, served on
//! a port for `esx sim serve`. Built only with the default-on cargo feature `sim`; a
//! build without it says so (exit 2) instead of failing obscurely.

use std::net::SocketAddr;

use crate::clock::Clock;
use crate::config::Settings;
use crate::error::EsxError;
use crate::output::diag::Diag;

/// What `esx sim serve` asks for.
#[cfg_attr(
    not(feature = "sim"),
    expect(
        dead_code,
        reason = "only the simulator, absent from this build, reads it"
    )
)]
#[derive(Debug, Clone, Copy)]
pub(crate) struct ServeOptions {
    pub(crate) addr: SocketAddr,
    pub(crate) seed: u64,
    pub(crate) now: Option<jiff::Timestamp>,
    pub(crate) scale: u32,
    pub(crate) rate_limit: Option<u32>,
    pub(crate) latency: std::time::Duration,
    /// Serve only the documented fields (`--fields spec`).
    pub(crate) spec_fields: bool,
}

/// The environment variable that makes `--demo`'s simulator serve only the documented
/// fields (`spec`) or everything (`full`, the default).
#[cfg_attr(
    not(feature = "sim"),
    expect(
        dead_code,
        reason = "only the simulator, absent from this build, reads it"
    )
)]
pub(crate) const FIELDS_ENV: &str = "ESX_SIM_FIELDS";

#[cfg(feature = "sim")]
pub(crate) use with_sim::{DemoHandle, cache_origin, serve, start};
#[cfg(not(feature = "sim"))]
pub(crate) use without_sim::{DemoHandle, cache_origin, serve, start};

#[cfg(feature = "sim")]
mod with_sim {
    use secrecy::SecretString;

    use super::{Clock, Diag, EsxError, ServeOptions, Settings};
    use crate::config::{Source, Sourced};

    /// A running simulator; dropping it stops it.
    pub(crate) type DemoHandle = esx_sim::SimHandle;

    /// Serve the simulator on `opts.addr` until the handle is shut down.
    pub(crate) fn serve(opts: ServeOptions) -> Result<DemoHandle, EsxError> {
        esx_sim::start(esx_sim::SimOptions {
            addr: opts.addr,
            seed: opts.seed,
            now: opts.now,
            scale: opts.scale,
            rate_limit: opts.rate_limit,
            latency: opts.latency,
            fields: if opts.spec_fields {
                esx_sim::Fields::Spec
            } else {
                esx_sim::Fields::Full
            },
            sharp_venue: None,
        })
        .map_err(|e| {
            EsxError::other(format!(
                "cannot start the simulator on {}: {e:#}",
                opts.addr
            ))
        })
    }

    /// The cache's name for the `--demo` simulator: its seed, not its random port, and
    /// the instant when the user pinned one (a pinned simulator is never answered from
    /// another instant's cache).
    #[must_use]
    pub(crate) fn cache_origin(pinned: Option<jiff::Timestamp>) -> String {
        let seed = esx_sim::SimOptions::default().seed;
        let origin = pinned.map_or_else(|| format!("demo:{seed}"), |t| format!("demo:{seed}:{t}"));
        // A spec-fields simulator's answers are not the full one's: their own entries.
        match demo_fields() {
            Ok(esx_sim::Fields::Spec) => format!("{origin}:spec"),
            _ => origin,
        }
    }

    /// The `--demo` simulator's field mode from `ESX_SIM_FIELDS` (unset or empty = full);
    /// another value is a usage error naming the two.
    pub(super) fn demo_fields() -> Result<esx_sim::Fields, EsxError> {
        match std::env::var(super::FIELDS_ENV) {
            Ok(v) if !v.trim().is_empty() => esx_sim::Fields::parse(&v).ok_or_else(|| {
                EsxError::usage(format!(
                    "{}={v:?} is not a field mode: use full or spec",
                    super::FIELDS_ENV
                ))
            }),
            _ => Ok(esx_sim::Fields::Full),
        }
    }

    /// Start the simulator for `--demo` and point the settings at it with a demo key (the
    /// configured key when it is itself a demo key, so plans can be tried; else Builder);
    /// the run's clock becomes the simulator's.
    pub(crate) fn start(
        settings: &mut Settings,
        clock: &mut Clock,
        diag: Diag,
    ) -> Result<DemoHandle, EsxError> {
        // The simulator starts at the run's clock (pinned, or the wall clock read once),
        // and esx then runs on the simulator's clock, so both agree on what has started.
        let at = clock.pinned_at().unwrap_or_else(crate::clock::wall_now);
        let fields = demo_fields()?;
        let handle = esx_sim::start(esx_sim::SimOptions {
            now: Some(at),
            fields,
            ..esx_sim::SimOptions::default()
        })
        .map_err(|e| EsxError::other(format!("cannot start the embedded simulator: {e:#}")))?;
        *clock = Clock::pinned(at);
        let key = settings
            .api_key
            .as_ref()
            .map(|k| secrecy::ExposeSecret::expose_secret(&k.value).to_string())
            .filter(|k| esx_sim::DEMO_KEYS.iter().any(|(d, _)| d == k))
            .unwrap_or_else(|| "demo-builder".to_string());
        let only = if fields == esx_sim::Fields::Spec {
            ", documented fields only"
        } else {
            ""
        };
        diag.note(&format!(
            "demo mode: the data is simulated (embedded simulator at {}, key {key}{only})",
            handle.base_url()
        ));
        settings.base_url = Some(Sourced {
            value: handle.base_url(),
            source: Source::Demo,
        });
        settings.api_key = Some(Sourced {
            value: SecretString::from(key),
            source: Source::Demo,
        });
        Ok(handle)
    }
}

#[cfg(not(feature = "sim"))]
mod without_sim {
    use super::{Clock, Diag, EsxError, ServeOptions, Settings};

    const NO_SIM: &str = "this esx was built without the simulator (cargo feature `sim`), so --demo and `esx sim serve` are not available; rebuild with default features, or set a base URL and key";

    /// Never used without the simulator (no demo runs); kept for one call site.
    #[must_use]
    pub(crate) fn cache_origin(_pinned: Option<jiff::Timestamp>) -> String {
        "demo".to_string()
    }

    /// Stands in for the simulator's handle in a build without it.
    #[derive(Debug)]
    pub(crate) struct DemoHandle;

    impl DemoHandle {
        pub(crate) fn shutdown(self) {}
        #[must_use]
        pub(crate) fn base_url(&self) -> String {
            String::new()
        }
        #[must_use]
        pub(crate) fn addr(&self) -> std::net::SocketAddr {
            std::net::SocketAddr::from(([127, 0, 0, 1], 0))
        }
    }

    /// Always refused: there is no simulator in this build.
    pub(crate) fn serve(_opts: ServeOptions) -> Result<DemoHandle, EsxError> {
        Err(EsxError::usage(NO_SIM))
    }

    /// Always refused: there is no simulator in this build.
    pub(crate) fn start(
        _settings: &mut Settings,
        _clock: &mut Clock,
        _diag: Diag,
    ) -> Result<DemoHandle, EsxError> {
        Err(EsxError::usage(NO_SIM))
    }
}
