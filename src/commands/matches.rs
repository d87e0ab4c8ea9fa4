//! `esx matches SPORT`: the match list (`/matches`) and its list variants
//! (`/matches/live`, `/upcoming/matches`, `/completed/matches`), with `--all` pagination;
//! `esx matches SPORT MATCH` one match or its intel, `--team1/--team2` a search
//! (`intel.rs`).

mod args;
pub(crate) mod intel;
mod rows;

pub(crate) use args::{Args, Status};
pub(crate) use rows::{LobbyRow, MatchRow, lobby_columns, match_columns};

use crate::output::{Format, TypedView};
use esx_proto::models::MatchesResponse;
use esx_proto::routes::{self, Query};

use crate::client::response::decode;

use crate::context::Context;
use crate::params;

/// The documented page size of `/matches` (spec §8), used as the `--all` page size.
const DEFAULT_LIMIT: u32 = 50;

/// Run `esx matches`: check the arguments, fetch, print.
pub(crate) fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    let sport = ctx.sport()?;
    if let Some(m) = &args.match_ {
        let m = crate::select::resolve(ctx, &sport, m, crate::select::Form::Slug)?;
        return intel::show(ctx, &sport, &m, intel::Intel::of(args));
    }
    if args.team1.is_some() {
        return intel::search(ctx, &sport, args);
    }
    let (from, to) = params::date_range(args.from.as_deref(), args.to.as_deref())?;
    if let Some(l) = args.limit {
        params::at_least("--limit", "matches", l, 1)?;
    }
    let path = args.list_route().path(&[&sport]);
    let mut query = Query::new()
        .opt("status", args.status.map(Status::as_str))
        .opt("start_date", from)
        .opt("end_date", to)
        .opt("limit", args.limit)
        .opt("offset", args.offset)
        .0;
    query.extend(params::extra(&args.fields)?);
    let client = ctx.client()?;
    let data = if args.all {
        let bar = ctx.diag().progress(&format!("fetching {sport} matches"));
        let result = client.get_all(
            &path,
            &query,
            Some("matches"),
            args.limit.unwrap_or(DEFAULT_LIMIT),
            &mut |n, total| {
                bar.set_message(match total {
                    Some(t) => format!("{n}/{t} matches"),
                    None => format!("{n} matches"),
                });
                bar.tick();
            },
        );
        bar.finish_and_clear();
        result?
    } else {
        client.get_json(&path, &query)?
    };
    // The spec shows the row, not the envelope: rows are `matches[]` of match rows,
    // decoded once into the model; any other shape is exit 7 naming the field, never a
    // silent "no matches". JSON prints the envelope as served.
    let list: MatchesResponse = decode(&data, &path)?;
    // A list of lobbies (titles, no teams) shows its titles where teams would stand.
    let lobbies = !list.matches.is_empty()
        && list
            .matches
            .iter()
            .all(|m| m.title.is_some() && m.home_team.is_none() && m.away_team.is_none());
    if lobbies {
        let rows: Vec<LobbyRow> = list.matches.iter().map(LobbyRow::of).collect();
        let view = TypedView::new(&data, &rows, lobby_columns());
        return ctx.output(Format::Table).emit_typed(view, || {});
    }
    let rows = MatchRow::all(&list.matches);
    let view = TypedView::new(&data, &rows, match_columns()).empty_message("no matches");
    ctx.output(Format::Table).emit_typed(view, || {})
}

impl crate::declare::Declared for Args {
    const GROUP: crate::declare::Group = crate::declare::Group::Routes;

    fn sports(&self) -> Option<crate::sports::Selector<'_>> {
        if self.match_.is_some() {
            return Some(crate::sports::Selector::one(
                self.sport.get(),
                intel::Intel::of(self).route(),
                "matches",
            ));
        }
        if self.team1.is_some() {
            return Some(crate::sports::Selector::one(
                self.sport.get(),
                &routes::MATCH_SEARCH,
                "matches --team1",
            ));
        }
        // `all` stays the interface's sports: apex's lobbies have no teams to list
        // beside theirs (name it: `esx matches apex`).
        Some(
            crate::sports::Selector::many(
                self.sport.get(),
                self.list_route(),
                self.list_route().name,
            )
            .all_is(esx_proto::sports::ALL_SPORTS),
        )
    }

    fn run(&self, ctx: &Context) -> anyhow::Result<()> {
        run(ctx, self)
    }
}
