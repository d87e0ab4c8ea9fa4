//! The embedded simulator: the whole service over deterministic synthetic data, on loopback.
//!
//! [`start`] binds a std `TcpListener` synchronously (so the port is known and listening
//! when it returns), then serves it from ONE thread running a tokio current-thread runtime
//! with axum. Responses are a pure function of `(seed, now, scale, request)`; the clock is
//! pinned by `SimOptions::now` or read once at start. Choices the spec leaves open are
//! documented in `docs/simulator.md`.

mod auth;
mod calc;
mod clock;
mod data;
mod fields;
mod live;
mod routes;
mod season;

use std::net::{Ipv4Addr, SocketAddr, SocketAddrV4, TcpListener};
use std::sync::Arc;
use std::thread::JoinHandle;
use std::time::Duration;

use anyhow::Context as _;

// The simulator's public face: starting it, and what esx's `sim history` and the
// integration tests read of its world, live hub and season. The rest is crate-private.
pub use auth::{DEMO_KEYS, Plan};
pub use data::counts::DISPERSION;
pub use data::{World, iso};
pub use fields::Fields;
pub use live::{AuthFn, LiveGameSeed, LiveHub, WsAuth, router};
pub use season::{PropResult, SeriesResult, finished, outcomes};

/// How to run the simulator.
#[derive(Debug, Clone, Copy)]
pub struct SimOptions {
    /// Address to bind (port 0 picks a free one).
    pub addr: SocketAddr,
    /// Seed of the synthetic world.
    pub seed: u64,
    /// Pinned clock; `None` reads the wall clock once at start.
    pub now: Option<jiff::Timestamp>,
    /// Board multiplier (teams, matches, props) for benchmarks.
    pub scale: u32,
    /// Per-key requests per minute; `None` = unlimited.
    pub rate_limit: Option<u32>,
    /// Added before every HTTP answer, as a network round trip would (benchmarks of
    /// concurrent requests); zero = none. Requests wait concurrently.
    pub latency: Duration,
    /// Which fields to serve: everything (`Full`) or only the documented ones (`Spec`).
    pub fields: Fields,
    /// A line venue key (`esx_proto::venues::LINE_BOOK_KEYS`) whose price noise is
    /// multiplied by a sharpness (`sim history --sharp-venue`); `None`: every price as
    /// always.
    pub sharp_venue: Option<(&'static str, f64)>,
}

impl Default for SimOptions {
    fn default() -> Self {
        Self {
            addr: SocketAddr::V4(SocketAddrV4::new(Ipv4Addr::LOCALHOST, 0)),
            seed: 42,
            now: None,
            scale: 1,
            rate_limit: None,
            latency: Duration::ZERO,
            fields: Fields::Full,
            sharp_venue: None,
        }
    }
}

/// A running simulator. Dropping it stops the server too.
#[derive(Debug)]
pub struct SimHandle {
    addr: SocketAddr,
    stop: Option<tokio::sync::watch::Sender<bool>>,
    thread: Option<JoinHandle<()>>,
}

impl SimHandle {
    /// `http://IP:PORT` of the listener.
    #[must_use]
    pub fn base_url(&self) -> String {
        format!("http://{}", self.addr)
    }

    /// The bound address.
    #[must_use]
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Stops the server (open connections get up to a second) and joins its thread.
    pub fn shutdown(mut self) {
        self.stop_and_join();
    }

    /// Blocks until the server stops (it only stops on error; Ctrl-C ends the process).
    pub fn wait(mut self) {
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }

    fn stop_and_join(&mut self) {
        if let Some(tx) = self.stop.take() {
            let _ = tx.send(true);
        }
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

impl Drop for SimHandle {
    fn drop(&mut self) {
        self.stop_and_join();
    }
}

/// The live games of the world: one per live series of the live sports, each with the
/// seconds its map has been running at the world's clock. The current map is number
/// `maps.len() + 1` and, maps being spaced `MAP_SECS` apart in the schedule, started at
/// `start + maps.len() × MAP_SECS`; the hub pre-advances the game that far (clamped so it
/// is still live), so a pinned clock gives the same states on every run.
fn live_seeds(world: &data::World) -> Vec<(live::LiveGameSeed, u64)> {
    let mut out = Vec::new();
    for slug in data::sports::LIVE_SPORTS {
        let Some(d) = world.sport(slug) else { continue };
        for m in d.matches.iter().filter(|m| m.status == data::Status::Live) {
            let names = |t: usize| {
                d.teams[t]
                    .players
                    .iter()
                    .map(|&p| d.players[p].nickname.clone())
                    .collect()
            };
            let played: Vec<&str> = m.maps.iter().map(|mp| mp.name).collect();
            let map_name = d
                .info
                .maps
                .iter()
                .find(|n| !played.contains(n))
                .unwrap_or(&d.info.maps[0]);
            let map_start = m.start + data::generate::MAP_SECS * m.maps.len() as i64;
            let elapsed = u64::try_from(world.now - map_start).unwrap_or(0);
            let seed = live::LiveGameSeed {
                sport: (*slug).to_string(),
                game_id: format!("{}_g{}", m.id, m.maps.len() + 1),
                match_id: m.id.clone(),
                blue_code: d.teams[m.home].code.clone(),
                red_code: d.teams[m.away].code.clone(),
                blue_players: names(m.home),
                red_players: names(m.away),
                map_name: (*map_name).to_string(),
            };
            out.push((seed, elapsed));
        }
    }
    out
}

/// Starts the simulator; returns once it is listening.
pub fn start(opts: SimOptions) -> anyhow::Result<SimHandle> {
    let listener =
        TcpListener::bind(opts.addr).with_context(|| format!("cannot bind {}", opts.addr))?;
    listener
        .set_nonblocking(true)
        .context("cannot make the listener non-blocking")?;
    let addr = listener
        .local_addr()
        .context("cannot read the bound address")?;
    let now = opts.now.unwrap_or_else(clock::wall_now);
    let mut world = data::World::new(opts.seed, now.as_second(), opts.scale);
    if let Some((venue, sharpness)) = opts.sharp_venue {
        world = world
            .with_sharp_venue(venue, sharpness)
            .map_err(anyhow::Error::msg)?;
    }
    let hub = live::LiveHub::started_at(opts.seed, live_seeds(&world), Duration::from_secs(1), now);
    let state = Arc::new(routes::AppState {
        world,
        limiter: opts.rate_limit.map(auth::RateLimiter::new),
        latency: opts.latency,
        live: Some(hub),
        fields: opts.fields,
    });
    let (tx, rx) = tokio::sync::watch::channel(false);
    let thread = std::thread::Builder::new()
        .name("esx-sim".into())
        .spawn(move || serve(listener, state, rx))
        .context("cannot spawn the simulator thread")?;
    Ok(SimHandle {
        addr,
        stop: Some(tx),
        thread: Some(thread),
    })
}

fn serve(
    listener: TcpListener,
    state: Arc<routes::AppState>,
    rx: tokio::sync::watch::Receiver<bool>,
) {
    let Ok(rt) = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
    else {
        return;
    };
    rt.block_on(async move {
        let Ok(listener) = tokio::net::TcpListener::from_std(listener) else {
            return;
        };
        let app = routes::router(&state);
        let mut stop = rx.clone();
        let mut grace = rx;
        let server = axum::serve(listener, app).with_graceful_shutdown(async move {
            let _ = stop.wait_for(|s| *s).await;
        });
        // Graceful shutdown waits for open connections (a WebSocket may never close), so
        // give them one second after the stop signal, then drop the runtime.
        tokio::select! {
            _ = server => {}
            () = async move {
                let _ = grace.wait_for(|s| *s).await;
                tokio::time::sleep(Duration::from_secs(1)).await;
            } => {}
        }
    });
}
