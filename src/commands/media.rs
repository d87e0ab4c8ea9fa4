//! `esx media SPORT`: player faces and team logos (`/media`), one table of both kinds
//! with their image links.

use crate::cli::SportArg;
use serde_json::{Value, json};

use crate::client::response::decode;
use crate::output::view::Rows;
use crate::output::{Column, Format, Kind, View};
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
pub struct Args {
    #[command(flatten)]
    pub sport: SportArg,
    /// Player nickname or slug
    #[arg(long, value_name = "NAME")]
    pub player: Option<String>,
    /// Numeric player id
    #[arg(long, value_name = "ID")]
    pub player_id: Option<u64>,
    /// Team name or slug
    #[arg(long, value_name = "TEAM")]
    pub team: Option<String>,
    /// Numeric team id
    #[arg(long, value_name = "ID")]
    pub team_id: Option<u64>,
    /// Second team name or slug (its logo joins the teams)
    #[arg(long, value_name = "TEAM")]
    pub opponent: Option<String>,
    /// Most hits per side, 1–25 (service default 5)
    #[arg(long, value_name = "N")]
    pub limit: Option<u32>,
}

/// One table row per hit: players first, then teams, each with its image link. Ids are
/// integers and links text, so the typed values print exactly as served.
fn media_rows(m: &MediaResponse) -> Vec<Value> {
    let players = m.players.iter().map(|p| {
        json!({
            "kind": "player",
            "id": p.player_id,
            "name": p.nickname,
            "slug": p.slug,
            "team_id": p.team_id,
            "image": p.links.player_image,
        })
    });
    let teams = m.teams.iter().map(|t| {
        json!({
            "kind": "team",
            "id": t.team_id,
            "name": t.name,
            "slug": t.slug,
            "team_id": t.team_id,
            "image": t.links.team_logo,
        })
    });
    players.chain(teams).collect()
}

/// Run `esx media`: check the arguments, fetch, print.
pub fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
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
    let rows = media_rows(&decode::<MediaResponse>(&data, &path)?);
    let view = View {
        data,
        rows: Rows::Derived(rows),
        columns: vec![
            Column::path("KIND", "kind"),
            Column::path("ID", "id").kind(Kind::Num(0)),
            Column::path("NAME", "name"),
            Column::path("SLUG", "slug"),
            Column::path("TEAM_ID", "team_id").kind(Kind::Num(0)),
            Column::path("IMAGE", "image"),
        ],
        notes: Vec::new(),
        empty: "no media hits".into(),
        // Two row arrays (players, teams): NDJSON prints the whole envelope, hiding none.
        legend: Vec::new(),
        ndjson_key: None,
    };
    ctx.output(Format::Table).emit(&view)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn players_then_teams_with_their_links() {
        let d = json!({
            "source": "s", "sport": "cs2", "total_players": 1, "total_teams": 1,
            "players": [{"player_id": 7, "nickname": "ace", "slug": "ace", "team_id": 3,
                          "links": {"player_image": "https://img/p7.png"}}],
            "teams": [{"team_id": 3, "name": "Team", "slug": "team",
                        "links": {"team_logo": "https://img/t3.png"}}]
        });
        let rows = media_rows(&decode(&d, "/m").expect("decodes"));
        assert_eq!(rows.len(), 2);
        assert_eq!(rows[0]["kind"], "player");
        assert_eq!(rows[0]["image"], "https://img/p7.png");
        assert_eq!(rows[1]["kind"], "team");
        assert_eq!(rows[1]["image"], "https://img/t3.png");
        assert!(decode::<MediaResponse>(&json!({"players": "x"}), "/m").is_err());
    }
}
