//! `esx media SPORT`: player faces and team logos (`/media`), one table of both kinds
//! with their image links.

use crate::cli::SportArg;
use serde::Serialize;
use serde_json::Value;

use crate::client::response::decode;
use crate::output::typed::{Row, TypedView};
use crate::output::{Column, Format, Kind};
use esx_proto::models::MediaResponse;
use esx_proto::routes::{self, Query};

use crate::context::Context;
use crate::params;

/// `limit` bounds on media (spec §8: default 5, max 25).
const LIMIT_MAX: u32 = 25;

#[derive(Debug, clap::Args)]
#[command(
    after_help = "Examples:\n  esx media cs2 --player loqumi\n  esx media valorant --team \"Cobalt Stags\" --opponent \"Golden Titans\"\n  esx media lol --team-id 30001 --limit 25 --json --jq '.teams[].links.team_logo'"
)]
pub(crate) struct Args {
    #[command(flatten)]
    pub(crate) sport: SportArg,
    /// Player nickname or slug
    #[arg(long, value_name = "NAME")]
    pub(crate) player: Option<String>,
    /// Numeric player id
    #[arg(long, value_name = "ID")]
    pub(crate) player_id: Option<u64>,
    /// Team name or slug
    #[arg(long, value_name = "TEAM")]
    pub(crate) team: Option<String>,
    /// Numeric team id
    #[arg(long, value_name = "ID")]
    pub(crate) team_id: Option<u64>,
    /// Second team name or slug (its logo joins the teams)
    #[arg(long, value_name = "TEAM")]
    pub(crate) opponent: Option<String>,
    /// Most hits per side, 1–25 (service default 5)
    #[arg(long, value_name = "N")]
    pub(crate) limit: Option<u32>,
}

/// One table row per hit: players first, then teams, each with its image link. Ids are
/// integers and links text, so the typed values print exactly as served. Fields in the
/// columns' order (the CSV header and the NDJSON keys).
#[derive(Serialize)]
struct MediaRow<'a> {
    kind: &'static str,
    id: i64,
    name: &'a str,
    slug: &'a str,
    team_id: i64,
    image: &'a str,
}

impl Row for MediaRow<'_> {
    fn field(&self, key: &str) -> Option<Value> {
        Some(match key {
            "kind" => self.kind.into(),
            "id" => self.id.into(),
            "name" => self.name.into(),
            "slug" => self.slug.into(),
            "team_id" => self.team_id.into(),
            "image" => self.image.into(),
            _ => return None,
        })
    }
}

fn media_rows(m: &MediaResponse) -> Vec<MediaRow<'_>> {
    let players = m.players.iter().map(|p| MediaRow {
        kind: "player",
        id: p.player_id,
        name: &p.nickname,
        slug: &p.slug,
        team_id: p.team_id,
        image: &p.links.player_image,
    });
    let teams = m.teams.iter().map(|t| MediaRow {
        kind: "team",
        id: t.team_id,
        name: &t.name,
        slug: &t.slug,
        team_id: t.team_id,
        image: &t.links.team_logo,
    });
    players.chain(teams).collect()
}

fn columns() -> Vec<Column> {
    vec![
        Column::path("KIND", "kind"),
        Column::path("ID", "id").kind(Kind::Num(0)),
        Column::path("NAME", "name"),
        Column::path("SLUG", "slug"),
        Column::path("TEAM_ID", "team_id").kind(Kind::Num(0)),
        Column::path("IMAGE", "image"),
    ]
}

/// Run `esx media`: check the arguments, fetch, print.
pub(crate) fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    let sport = ctx.sport()?;
    let limit = args
        .limit
        .map(|l| params::in_range("--limit", "media", l, 1, LIMIT_MAX))
        .transpose()?;
    let query = Query::new()
        .opt("player", args.player.as_deref().map(str::trim))
        .opt("player_id", args.player_id)
        .opt("team", args.team.as_deref().map(str::trim))
        .opt("team_id", args.team_id)
        .opt("opponent", args.opponent.as_deref().map(str::trim))
        .opt("limit", limit);
    let path = routes::MEDIA.path(&[&sport]);
    let data = ctx.client()?.get_json(&path, query.pairs())?;
    let media = decode::<MediaResponse>(&data, &path)?;
    let rows = media_rows(&media);
    // JSON prints the envelope as served (two row arrays, players and teams); NDJSON,
    // CSV and the table the rows.
    let view = TypedView::new(&data, &rows, columns()).empty_message("no media hits");
    ctx.output(Format::Table).emit_typed(view, || {})
}

impl crate::declare::Declared for Args {
    const GROUP: crate::declare::Group = crate::declare::Group::Routes;

    fn sports(&self) -> Option<crate::sports::Selector<'_>> {
        Some(
            crate::sports::Selector::many(self.sport.get(), &routes::MEDIA, "media")
                .many_if(self.player_id.is_none() && self.team_id.is_none()),
        )
    }

    fn run(&self, ctx: &Context) -> anyhow::Result<()> {
        run(ctx, self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn players_then_teams_with_their_links() {
        let d = json!({
            "source": "s", "sport": "cs2", "total_players": 1, "total_teams": 1,
            "players": [{"player_id": 7, "nickname": "ace", "slug": "ace", "team_id": 3,
                          "links": {"player_image": "https://img/p7.png"}}],
            "teams": [{"team_id": 3, "name": "Team", "slug": "team",
                        "links": {"team_logo": "https://img/t3.png"}}]
        });
        let media: MediaResponse = decode(&d, "/m").expect("decodes");
        let rows = media_rows(&media);
        assert_eq!(rows.len(), 2);
        assert_eq!(
            (rows[0].kind, rows[0].id, rows[0].team_id),
            ("player", 7, 3)
        );
        assert_eq!(rows[0].image, "https://img/p7.png");
        assert_eq!((rows[1].kind, rows[1].id, rows[1].team_id), ("team", 3, 3));
        assert_eq!(rows[1].image, "https://img/t3.png");
        assert_eq!(
            serde_json::to_string(&rows[1]).unwrap(),
            r#"{"kind":"team","id":3,"name":"Team","slug":"team","team_id":3,"image":"https://img/t3.png"}"#
        );
        for row in &rows {
            crate::output::typed::testing::check_row(row, &columns());
        }
        assert!(decode::<MediaResponse>(&json!({"players": "x"}), "/m").is_err());
    }
}
