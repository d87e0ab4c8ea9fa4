//! `esx breakdown`: fact-bundle breakdowns (`/v7/{sport}/breakdown`, one mode of match,
//! team or team pair), the index of published pages and one published page (both
//! keyless, spec §5.2).

use crate::cli::SportArg;
use clap::ValueEnum as _;

use crate::client::response::decode;
use crate::error::EsxError;
use serde::Serialize;
use serde_json::Value;

use crate::output::typed::row_fields;
use crate::output::{Column, Format, TypedView};
use esx_proto::models::BreakdownIndex;
use esx_proto::routes::{self, Query};

use crate::context::Context;
use crate::params;
use crate::select;

/// `limit` bounds on breakdown (spec §8: 1–100, default 50).
const LIMIT: (u32, u32) = (1, 100);

/// Published page kinds (spec §4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum PageKind {
    H2h,
    Team,
    Match,
    Player,
    Tournament,
}

impl PageKind {
    fn as_str(self) -> &'static str {
        match self {
            Self::H2h => "h2h",
            Self::Team => "team",
            Self::Match => "match",
            Self::Player => "player",
            Self::Tournament => "tournament",
        }
    }

    /// Parse a kind given as a positional word, naming the valid kinds on failure.
    pub(crate) fn parse(s: &str) -> Result<Self, EsxError> {
        Self::from_str(s.trim(), true).map_err(|_| {
            EsxError::usage(format!(
                "unknown breakdown page kind `{s}`; valid: h2h, team, match, player, tournament"
            ))
        })
    }
}

#[derive(Debug, clap::Args)]
#[command(
    args_conflicts_with_subcommands = true,
    after_help = "Examples:\n  esx breakdown cs2 --match \"$(esx matches cs2 --json --jq '.matches[0].kr_match_id')\"\n  esx breakdown cs2 --team \"Obsidian Lynx\"\n  esx breakdown valorant --team1 \"Velvet Pumas\" --team2 \"Cobalt Stags\" --limit 20\n  esx breakdown index cs2 --kind team\n  esx breakdown published cs2 team obsidian-lynx"
)]
pub(crate) struct Args {
    #[command(subcommand)]
    pub(crate) action: Option<Action>,
    #[command(flatten)]
    pub(crate) sport: SportArg,
    /// Match id (one mode of three), or `next` (the soonest upcoming match)
    #[arg(long = "match", value_name = "MATCH_ID")]
    pub(crate) match_id: Option<String>,
    /// Team id or slug (one mode of three)
    #[arg(long, value_name = "TEAM")]
    pub(crate) team: Option<String>,
    /// First team of a head-to-head pair (with --team2)
    #[arg(long, value_name = "TEAM")]
    pub(crate) team1: Option<String>,
    /// Second team of a head-to-head pair (with --team1)
    #[arg(long, value_name = "TEAM")]
    pub(crate) team2: Option<String>,
    /// Limit, 1–100 (service default 50)
    #[arg(long, value_name = "N")]
    pub(crate) limit: Option<u32>,
}

#[derive(Debug, clap::Subcommand)]
pub(crate) enum Action {
    /// List published breakdown pages (keyless)
    #[command(
        after_help = "Examples:\n  esx breakdown index cs2\n  esx breakdown index cs2 --kind h2h --json"
    )]
    Index {
        #[command(flatten)]
        sport: SportArg,
        /// Only pages of this kind
        #[arg(long, value_enum)]
        kind: Option<PageKind>,
    },
    /// Show one published breakdown page (keyless)
    #[command(
        after_help = "Examples:\n  esx breakdown published cs2 team obsidian-lynx\n  esx breakdown published cs2 h2h obsidian-lynx-vs-azure-sharks"
    )]
    Published {
        /// Sport slug; may be left out when default_sport is set
        #[arg(value_name = "SPORT")]
        sport: Option<String>,
        /// Page kind: h2h, team, match, player or tournament
        #[arg(value_name = "KIND")]
        kind: Option<String>,
        /// Page slug
        #[arg(value_name = "SLUG")]
        slug: Option<String>,
    },
}

/// The one mode a breakdown call selects, as query pairs; none or several is the
/// service's `one_mode_required`, refused here before sending.
pub(crate) fn mode(args: &Args) -> Result<Query, EsxError> {
    fn t(s: Option<&String>) -> Option<&str> {
        s.map(|v| v.trim()).filter(|v| !v.is_empty())
    }
    let (m, team, t1, t2) = (
        t(args.match_id.as_ref()),
        t(args.team.as_ref()),
        t(args.team1.as_ref()),
        t(args.team2.as_ref()),
    );
    let pair = match (t1, t2) {
        (Some(a), Some(b)) => Some((a, b)),
        (None, None) => None,
        _ => {
            return Err(EsxError::usage(
                "--team1 and --team2 go together (one_mode_required); valid: --match ID, --team TEAM, or --team1 A --team2 B",
            ));
        }
    };
    let modes =
        usize::from(m.is_some()) + usize::from(team.is_some()) + usize::from(pair.is_some());
    if modes != 1 {
        return Err(EsxError::usage(format!(
            "breakdown needs exactly one mode, got {modes} (one_mode_required); valid: --match ID, --team TEAM, or --team1 A --team2 B"
        )));
    }
    Ok(Query::new()
        .opt("match", m)
        .opt("team", team)
        .opt("team1", pair.map(|p| p.0))
        .opt("team2", pair.map(|p| p.1)))
}

/// One published page of the index, borrowed from the model (fields in the columns'
/// order).
#[derive(Serialize)]
struct PageRow<'a> {
    sport: &'a str,
    kind: &'a str,
    slug: &'a str,
}

row_fields!(PageRow<'a>; sport, kind, slug);

fn index_rows(index: &BreakdownIndex) -> Vec<PageRow<'_>> {
    index
        .pages
        .iter()
        .map(|p| PageRow {
            sport: &p.sport,
            kind: &p.kind,
            slug: &p.slug,
        })
        .collect()
}

fn index_view<'v>(data: &'v Value, rows: &'v [PageRow<'v>]) -> TypedView<'v, PageRow<'v>> {
    // `available`/`reason` read through `Availability`; JSON prints the answer as served.
    let reason = params::unavailable(data);
    let mut view = TypedView::new(
        data,
        rows,
        vec![
            Column::path("SPORT", "sport"),
            Column::path("KIND", "kind"),
            Column::path("SLUG", "slug"),
        ],
    )
    .empty_message("no published pages");
    if let Some(r) = reason {
        view = view.note(r);
    }
    view
}

/// Run `esx breakdown`: check the arguments, fetch, print.
pub(crate) fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    match &args.action {
        None => {
            let sport = ctx.sport()?;
            let mut query = mode(args)?;
            // `--match next`: the soonest upcoming match's id.
            for (key, value) in &mut query.0 {
                if key == "match" {
                    *value = select::resolve(ctx, &sport, value, select::Form::MatchId)?;
                }
            }
            let limit = args
                .limit
                .map(|l| params::in_range("--limit", "breakdown", l, LIMIT.0, LIMIT.1))
                .transpose()?;
            let query = query.opt("limit", limit);
            // The bundle's payload is not shown (spec §2): printed faithfully.
            params::show_generic(ctx, &routes::BREAKDOWN.path(&[&sport]), query.pairs())
        }
        Some(Action::Index { kind, .. }) => {
            let sport = ctx.sport()?;
            let query = Query::new().opt("kind", kind.map(PageKind::as_str));
            let path = routes::BREAKDOWN_INDEX.path(&[&sport]);
            let data = ctx
                .keyless_client()?
                .get_json_keyless(&path, query.pairs())?;
            // The index is a shown shape (spec §2), decoded once into the model: another
            // one is exit 7.
            let index: BreakdownIndex = decode(&data, &path)?;
            let rows = index_rows(&index);
            ctx.output(Format::Table)
                .emit_typed(index_view(&data, &rows), || {})
        }
        Some(Action::Published { sport, kind, slug }) => {
            // Three words are SPORT KIND SLUG; two are KIND SLUG (sport from the default).
            // (`dispatch` resolved the sport the same way.)
            let ((_, Some(kind), Some(slug)) | (Some(kind), Some(slug), None)) =
                (sport.as_deref(), kind.as_deref(), slug.as_deref())
            else {
                return Err(EsxError::usage(
                    "missing KIND and SLUG: esx breakdown published [SPORT] KIND SLUG",
                )
                .into());
            };
            let sport = ctx.sport()?;
            let kind = PageKind::parse(kind)?;
            let slug = params::non_empty("the page SLUG", slug)?;
            let path = routes::BREAKDOWN_PUBLISHED.path(&[&sport, kind.as_str(), slug]);
            // A published page's payload is not shown (spec §2): printed faithfully.
            let data = ctx.keyless_client()?.get_json_keyless(&path, &[])?;
            ctx.output(Format::Table).emit(&params::generic(data))
        }
    }
}

impl crate::declare::Declared for Args {
    const GROUP: crate::declare::Group = crate::declare::Group::Routes;

    fn sports(&self) -> Option<crate::sports::Selector<'_>> {
        Some(match &self.action {
            None => crate::sports::Selector::one(self.sport.get(), &routes::BREAKDOWN, "breakdown"),
            Some(Action::Index { sport, .. }) => crate::sports::Selector::many(
                sport.get(),
                &routes::BREAKDOWN_INDEX,
                "breakdown index",
            ),
            Some(Action::Published { sport, kind, slug }) => crate::sports::Selector::one(
                crate::params::lead(sport.as_ref(), slug.as_ref()),
                &routes::BREAKDOWN_PUBLISHED,
                "breakdown published",
            )
            .optional_if(kind.is_none()),
        })
    }

    fn run(&self, ctx: &Context) -> anyhow::Result<()> {
        run(ctx, self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::Parser as _;

    #[derive(clap::Parser)]
    struct T {
        #[command(flatten)]
        a: Args,
    }

    fn parse(argv: &[&str]) -> Args {
        let mut v = vec!["t"];
        v.extend_from_slice(argv);
        T::try_parse_from(v).expect("parses").a
    }

    #[test]
    fn exactly_one_mode() {
        let q = mode(&parse(&["cs2", "--match", "m1"])).unwrap();
        assert_eq!(q.pairs(), &[("match".to_string(), "m1".to_string())]);
        let q = mode(&parse(&["cs2", "--team1", "a", "--team2", "b"])).unwrap();
        assert_eq!(q.pairs().len(), 2);
        for bad in [
            vec!["cs2"],
            vec!["cs2", "--team", "a", "--match", "m"],
            vec!["cs2", "--team1", "a"],
            vec!["cs2", "--team", " "],
        ] {
            let e = mode(&parse(&bad)).unwrap_err().to_string();
            assert!(e.contains("one_mode_required"), "{bad:?}: {e}");
        }
    }

    #[test]
    fn subcommands_win_over_the_sport() {
        let a = parse(&["index", "cs2", "--kind", "team"]);
        assert!(matches!(
            a.action,
            Some(Action::Index {
                kind: Some(PageKind::Team),
                ..
            })
        ));
        let a = parse(&["published", "team", "slug"]);
        assert!(matches!(a.action, Some(Action::Published { .. })));
    }

    #[test]
    fn page_kinds_name_the_valid_ones() {
        assert_eq!(PageKind::parse("H2H").unwrap(), PageKind::H2h);
        let e = PageKind::parse("league").unwrap_err().to_string();
        assert!(
            e.contains("valid: h2h, team, match, player, tournament"),
            "{e}"
        );
    }

    #[test]
    fn unpublished_index_shows_its_reason() {
        let data =
            serde_json::json!({"available": false, "reason": "page_not_published", "pages": []});
        let v = index_view(&data, &[]);
        assert_eq!(v.notes, ["not available: page_not_published"]);
    }

    #[test]
    fn a_page_row_is_its_columns() {
        let data = serde_json::json!({"available": true, "sport": "cs2", "returned": 1,
            "pages": [{"sport": "cs2", "kind": "team", "slug": "azure-sharks"}]});
        let index: BreakdownIndex = serde_json::from_value(data.clone()).unwrap();
        let rows = index_rows(&index);
        let v = index_view(&data, &rows);
        crate::output::typed::testing::check_row(&rows[0], &v.columns);
        assert!(v.notes.is_empty());
    }
}
