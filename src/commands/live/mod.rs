//! `esx live`: the live games of a sport, a game's boxscore, frames and events (HTTP),
//! and the live WebSocket feed (`--watch`): NDJSON when piped, a redrawn boxscore on a
//! terminal.
//!
//! Sports: the spec lists `cs2, valorant, lol, dota2, cod, r6` "and more" for the live
//! routes, so esx accepts every sport the service knows (`esx_proto::sports::ALL_SPORTS`) and lets
//! the service answer for the ones it has no live data of.

use crate::cli::SportArg;

use serde::Deserialize;
use serde_json::Value;

use crate::client::response::decode;
use crate::error::EsxError;
use crate::output::{Format, View};
use crate::rows;
use esx_proto::models::{
    LiveBoxscoreResponse, LiveEventsResponse, LiveFramesResponse, LiveGamesResponse,
};
use esx_proto::routes;

use crate::context::Context;

mod feed;
mod prices;
mod view;
use feed::watch_feed;
pub(crate) use view::{
    boxscore_view, event_rows, events_view, frame_rows, frames_view, game_rows, games_view,
};

const EXAMPLES: &str = "\
Examples:
  esx live cs2                          # the live games
  esx live cs2 next                     # the first live game's boxscore (or any unique part of an id)
  esx live cs2 next --events            # what happened: kills, bombs, rounds
  esx live cs2 next --frames --format csv -o frames.csv
  esx live cs2 --watch '*'              # every cs2 game, redrawn live (Ctrl-C to stop)
  esx live valorant --watch next | jq -c 'select(.type == \"event\")'
  esx live cs2 kr_cs2 --now 2026-11-21T12:00:00Z   # exit 2: pinned to the demo's epoch, when two games match
  esx live cs2 --prices                 # matches priced in-play and pre-match
  esx live cs2 --prices --status live   # in-play only
  esx live cs2 next --prices            # each book's price now on the first live game
  esx live cs2 next --prices --price-history
  esx live cs2 --prices --status live --every 30s   # refreshed, changes shown (Ctrl-C)
  esx live cs2 --watch --alert '.type == \"event\" and .event.kind == \"bomb_planted\"' --notify 'exec:tee -a alerts.ndjson'

With --watch, piped output is one server message per line (NDJSON), unchanged; a
watched game that ends is followed to its successor (see README.md, \"Live games\").
--alert fires once per game and message type when it starts matching (an extra
{\"type\":\"alert\",...} line when piped), again after that game's message of that type
stopped matching.";

/// Arguments of `esx live`.
#[derive(Debug, clap::Args)]
#[command(after_help = EXAMPLES)]
pub(crate) struct Args {
    #[command(flatten)]
    pub(crate) sport: SportArg,
    /// A game id from the live games list (any unique part of one), or `next` for the
    /// first live game: show its boxscore
    pub(crate) game_id: Option<String>,
    /// Show the game's recent frames (one state per tick) instead of its boxscore
    #[arg(long, requires = "game_id", conflicts_with_all = ["events", "watch"])]
    pub(crate) frames: bool,
    /// Show the game's recent events (kills, bombs, rounds) instead of its boxscore
    #[arg(long, requires = "game_id", conflicts_with = "watch")]
    pub(crate) events: bool,
    /// Follow the live WebSocket feed: one game, or '*' for every game of the sport
    /// (default: the GAME_ID argument, else '*')
    #[arg(long, value_name = "GAME_ID|*", num_args = 0..=1)]
    #[expect(
        clippy::option_option,
        reason = "clap's three states: absent, a bare --watch, --watch GAME"
    )]
    pub(crate) watch: Option<Option<String>>,
    /// Show prices (in-play and pre-match): the priced matches, or with GAME (a match
    /// id or slug from the list, or a live game id) each book's price on each market
    #[arg(long, conflicts_with_all = ["frames", "events", "watch"])]
    pub(crate) prices: bool,
    /// With --prices and no GAME: which matches (live, prematch or all)
    #[arg(long, requires = "prices", value_parser = ["live", "prematch", "all"], default_value = "all")]
    pub(crate) status: String,
    /// With GAME --prices: every recorded price (the tape), in-play ones marked
    #[arg(long, requires_all = ["prices", "game_id"])]
    pub(crate) price_history: bool,
    /// With --prices: re-fetch every DURATION (e.g. 30s, 5m; 1 s to 1 day) and show
    /// what changed (table on a terminal, NDJSON when piped), until Ctrl-C
    #[arg(long, value_name = "DURATION", requires = "prices", value_parser = parse_every)]
    pub(crate) every: Option<f64>,
}

/// `--every DURATION`: a duration (`30s`, `5m`) within the watch loop's 1 s to 1 day.
fn parse_every(s: &str) -> Result<f64, String> {
    let secs = crate::flags::parse_duration(s)?;
    if (1.0..=86_400.0).contains(&secs) {
        Ok(secs)
    } else {
        Err(format!("--every takes 1s to 1d, got `{s}`"))
    }
}

pub(crate) fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    let sport = ctx.sport()?;
    // `next`: the first live game, looked up once for every mode below.
    let game_id = args
        .game_id
        .as_deref()
        .map(|g| crate::select::resolve_live(ctx, &sport, g))
        .transpose()?;
    if args.prices {
        let game = game_id.as_deref().map(check_game_id).transpose()?;
        return prices::run(
            ctx,
            &sport,
            game,
            &args.status,
            args.price_history,
            args.every,
        );
    }
    if let Some(watch) = &args.watch {
        return watch_live(ctx, &sport, watch.as_deref(), game_id.as_deref());
    }
    let client = ctx.client()?;
    let Some(game) = game_id.as_deref() else {
        let path = routes::LIVE_GAMES.path(&[&sport]);
        let data = client.get_json(&path, &[])?;
        let games: LiveGamesResponse = decode(&data, &path)?;
        let rows = game_rows(&games);
        return ctx
            .output(Format::Table)
            .emit_typed(games_view(&data, &rows, &sport), || {});
    };
    let game = check_game_id(game)?;
    let (resolved, listed_codes) = resolve_game(ctx, &client, &sport, game)?;
    let game = resolved.as_str();
    // The service's own 404 detail stays; esx's hint names the command that lists
    // what exists.
    let not_live = |e: EsxError| {
        if e.kind() == crate::error::ErrorKind::NotFound {
            e.with_hint(format!(
                "list the live {sport} games with `esx live {sport}`"
            ))
        } else {
            e
        }
    };
    let out = ctx.output(Format::Table);
    // Frames and events are not shown by the spec: an answer of another shape is
    // printed faithfully by the generic view.
    if args.frames {
        let data = client
            .get_json(&routes::LIVE_FRAMES.path(&[&sport, game]), &[])
            .map_err(not_live)?;
        let Ok(typed) = LiveFramesResponse::deserialize(&data) else {
            return out.emit(&View::generic(data));
        };
        let rows = frame_rows(&typed);
        return out.emit_typed(frames_view(&data, &rows), || {});
    }
    if args.events {
        let data = client
            .get_json(&routes::LIVE_EVENTS.path(&[&sport, game]), &[])
            .map_err(not_live)?;
        let Ok(typed) = LiveEventsResponse::deserialize(&data) else {
            return out.emit(&View::generic(data));
        };
        let rows = event_rows(&typed, rows::raw(&data, "events"));
        return out.emit_typed(events_view(&data, &rows), || {});
    }
    let path = routes::LIVE_BOXSCORE.path(&[&sport, game]);
    let data = client.get_json(&path, &[]).map_err(not_live)?;
    let typed: LiveBoxscoreResponse = decode(&data, &path)?;
    // The spec's boxscore names no teams; the live games list does.
    let listed = listed_codes.as_ref().map(|(b, r)| (b.as_str(), r.as_str()));
    let width = out.opts.width.map(usize::from);
    let rows = view::player_rows(&typed.game_id, &typed.boxscore);
    out.emit_typed(boxscore_view(&data, &typed, &rows, listed, width), || {})
}

/// `--watch [GAME]`: the live feed of one game (an id or any unique part of one, from
/// the live list) or of every game (`*`).
fn watch_live(
    ctx: &Context,
    sport: &str,
    watch: Option<&str>,
    game_id: Option<&str>,
) -> anyhow::Result<()> {
    // `--alert` is checked before the game id is looked up or the feed is dialled.
    let alerts = ctx.alerts()?;
    let watch = watch
        .map(|w| crate::select::resolve_live(ctx, sport, w))
        .transpose()?;
    let mut target = watch_target(watch.as_deref(), game_id)?;
    if target != "*"
        && target
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
    {
        // A part of an id is resolved from the live list; if the list cannot be
        // read, the feed itself answers for the id as given.
        let path = routes::LIVE_GAMES.path(&[sport]);
        if let Ok(data) = ctx.client().and_then(|c| c.get_json(&path, &[])) {
            match pick_game(&live_ids(&data), &target, sport) {
                Ok(id) => target = id,
                Err(e) if e.kind() == crate::error::ErrorKind::NotFound => {}
                Err(e) => return Err(e.into()),
            }
        }
    }
    watch_feed(ctx, sport, &target, alerts)
}

/// A game id given as any unique part of one (`obsidian-lynx_g2`): resolved from the
/// live games list. An exact id is used as is; no match is exit 5 pointing at
/// `esx live SPORT`; several matches are a usage error (exit 2) listing them. Also the
/// game's team codes (blue, red) when the list names them.
fn resolve_game(
    ctx: &Context,
    client: &crate::client::Client,
    sport: &str,
    given: &str,
) -> Result<(String, Option<(String, String)>), EsxError> {
    // Only a plain id part is looked up (anything else goes to the route's own checks).
    if !given
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
    {
        return Ok((given.to_string(), None));
    }
    let path = routes::LIVE_GAMES.path(&[sport]);
    // Best effort: when the list cannot be read, or nothing in it matches, the game
    // route answers for the id as given (and its 404 points at `esx live SPORT`).
    let Ok(data) = client.get_json(&path, &[]) else {
        return Ok((given.to_string(), None));
    };
    match pick_game(&live_ids(&data), given, sport) {
        Ok(id) => {
            if id != given {
                ctx.diag().note(&format!("game {id}"));
            }
            let codes = listed_codes(&data, &id);
            Ok((id, codes))
        }
        Err(e) if e.kind() == crate::error::ErrorKind::NotFound => Ok((given.to_string(), None)),
        Err(e) => Err(e),
    }
}

/// A listed game's `blue_code` and `red_code`, when the live games answer has both.
fn listed_codes(data: &Value, game_id: &str) -> Option<(String, String)> {
    let game = listed(data).into_iter().find(|g| g.game_id == game_id)?;
    Some((game.blue_code?, game.red_code?))
}

/// The game ids of a live games answer.
fn live_ids(data: &Value) -> Vec<String> {
    listed(data).into_iter().map(|g| g.game_id).collect()
}

/// What resolving a game id reads of a listed game: its id and, when served, its codes.
#[derive(serde::Deserialize)]
struct ListedGame {
    game_id: String,
    #[serde(default)]
    blue_code: Option<String>,
    #[serde(default)]
    red_code: Option<String>,
}

/// The games of a live games answer, read leniently (best effort, see [`resolve_game`]):
/// an entry without a string `game_id` is skipped, not the whole list.
fn listed(data: &Value) -> Vec<ListedGame> {
    rows::raw(data, "games")
        .iter()
        .filter_map(|g| ListedGame::deserialize(g).ok())
        .collect()
}

/// [`resolve_game`]'s choice among the live ids.
fn pick_game(ids: &[String], given: &str, sport: &str) -> Result<String, EsxError> {
    if ids.iter().any(|id| id == given) {
        return Ok(given.to_string());
    }
    let needle = given.to_lowercase();
    let hits: Vec<&String> = ids
        .iter()
        .filter(|id| id.to_lowercase().contains(&needle))
        .collect();
    match hits.as_slice() {
        [one] => Ok((*one).clone()),
        [] => Err(EsxError::not_found(format!(
            "no live {sport} game matches `{given}`: list the live games with `esx live {sport}`"
        ))),
        many => Err(EsxError::usage(format!(
            "`{given}` matches {} live {sport} games: {}; give more of the id",
            many.len(),
            many.iter()
                .map(|s| s.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        ))),
    }
}

/// Which game `--watch` follows: its own value, else the GAME_ID argument, else `*`.
fn watch_target(flag: Option<&str>, positional: Option<&str>) -> Result<String, EsxError> {
    let target = match (flag, positional) {
        (Some(f), Some(p)) if f.trim() != p.trim() => {
            return Err(EsxError::usage(format!(
                "two games to watch: `{p}` and --watch `{f}`; give one"
            )));
        }
        (Some(f), _) => f,
        (None, Some(p)) => p,
        (None, None) => "*",
    };
    if target.trim() == "*" {
        Ok("*".into())
    } else {
        check_game_id(target).map(str::to_string)
    }
}

fn check_game_id(id: &str) -> Result<&str, EsxError> {
    let id = id.trim();
    if id.is_empty() || id.chars().any(char::is_control) {
        return Err(EsxError::usage(
            "invalid game id: pass one from `esx live SPORT` (or '*' with --watch)",
        ));
    }
    Ok(id)
}

impl crate::declare::Declared for Args {
    const GROUP: crate::declare::Group = crate::declare::Group::Board;

    fn sports(&self) -> Option<crate::sports::Selector<'_>> {
        if self.prices {
            return Some(
                crate::sports::Selector::many(
                    self.sport.get(),
                    &routes::LIVE_ODDS,
                    "live --prices",
                )
                .many_if(self.game_id.is_none() && self.every.is_none()),
            );
        }
        Some(
            crate::sports::Selector::many(self.sport.get(), &routes::LIVE_GAMES, "live")
                .many_if(self.game_id.is_none() && self.watch.is_none())
                // `all` is the six sports the spec lists (any sport may be named one by
                // one: the spec says "and more").
                .all_is(esx_proto::sports::LIVE_SPORTS),
        )
    }

    fn watches(&self) -> bool {
        self.watch.is_some() || self.every.is_some()
    }

    fn run(&self, ctx: &Context) -> anyhow::Result<()> {
        run(ctx, self)
    }
}

#[cfg(test)]
mod tests;
