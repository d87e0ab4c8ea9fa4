//! `esx record`: fetch the board and store one snapshot per sport in the history store
//! (only what changed since the last snapshot is written).

use esx_proto::models::{GapsResponse, LinesResponse, PlayerPropsResponse, PropsResponse};
use esx_proto::routes;
use esx_proto::sports::{BOARD_SPORTS, LINES_SPORTS};
use esx_store::{
    EdgePrediction, GapQuote, LinesSnapshot, PickPrediction, PropQuote, Snapshot, Store,
};

use crate::client::Client;
use crate::client::response::decode;
use crate::context::Context;
use crate::error::EsxError;
use crate::gamelogs::{self, DispersionArg};
use crate::output::typed::{Row, TypedView};
use crate::output::{Column, Format, Kind};
use crate::store::{DbArg, store_error, time_flag};

const EXAMPLES: &str = "\
Examples:
  esx --demo record cs2 --db /tmp/esx-history.sqlite
  esx --demo record all --what lines,props,gaps --db /tmp/esx-history.sqlite
  esx --demo record cs2 --db /tmp/esx-history.sqlite --json
  esx --demo record cs2 --what lines,picks,edges --db /tmp/esx-history.sqlite
  esx --demo record cs2 --what picks --dispersion player --db /tmp/esx-history.sqlite

Run it from cron (every few minutes); a second run with nothing changed stores no quotes.";

/// What a snapshot holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub(crate) enum What {
    /// Every source's price and the consensus per outcome (`/lines`)
    Lines,
    /// Every venue's prop line and odds (`/props`)
    Props,
    /// The line gaps (`/gaps`, the route's default min_gap)
    Gaps,
    /// esx's pick'em predictions (`/player-props`, priced as `esx picks` prices them)
    Picks,
    /// Every market outcome's fair probability and best net price (`/lines`)
    Edges,
}

impl What {
    fn sports(self) -> &'static [&'static str] {
        match self {
            Self::Lines | Self::Edges => LINES_SPORTS,
            Self::Props | Self::Gaps | Self::Picks => BOARD_SPORTS,
        }
    }
}

#[derive(Debug, clap::Args)]
#[command(after_help = EXAMPLES)]
pub(crate) struct Args {
    /// Sport slug, a comma list, or `all` (default: the profile's default_sport)
    #[arg(value_name = "SPORT")]
    pub(crate) sport: Option<String>,
    /// What to record (comma list)
    #[arg(
        long,
        value_enum,
        value_delimiter = ',',
        default_value = "lines",
        value_name = "WHAT"
    )]
    pub(crate) what: Vec<What>,
    /// With --what picks: negbin's k per stat type (`stat`, the default) or fitted from
    /// each player's recent maps (`player`: one gamelogs request per player, Builder;
    /// such picks are stored with model `negbin-player`)
    #[arg(long, value_enum, default_value = "stat", value_name = "FROM")]
    pub(crate) dispersion: DispersionArg,
    #[command(flatten)]
    pub(crate) db: DbArg,
    /// Store this observation time instead of now (backfills and tests)
    #[arg(long, hide = true, value_name = "TIME")]
    pub(crate) at: Option<String>,
}

pub(crate) fn run(ctx: &Context, args: &Args) -> anyhow::Result<()> {
    let mut whats: Vec<What> = Vec::new();
    for w in &args.what {
        if !whats.contains(w) {
            whats.push(*w);
        }
    }
    let sports = sports(ctx, args.sport.as_deref(), &whats)?;
    if args.dispersion == DispersionArg::Player && !whats.contains(&What::Picks) {
        return Err(EsxError::usage(
            "--dispersion prices picks: add picks to --what (`--what picks --dispersion player`)",
        )
        .into());
    }
    let at = match &args.at {
        Some(t) => time_flag("--at", t)?,
        None => crate::store::now(&ctx.clock()),
    };
    // Configuration first (no request yet), then the store: a refused file fails
    // before any request is spent, a missing base URL before any file is created.
    let client = ctx.client()?;
    let mut store = args.db.open_in(ctx)?;
    let mut rows = Vec::new();
    let mut failures = crate::fanout::SportFailures::default();
    let judge = Judge::new(ctx, args.dispersion)?;
    let fetched = fetch_all(ctx, &client, &sports, &whats, &judge);
    for (sport, got) in sports.iter().zip(fetched) {
        match got.and_then(|f| store_sport(&mut store, sport, &at, &f)) {
            Ok(stats) => rows.extend(stats),
            Err(e) => failures.add(ctx.diag(), sport, "nothing recorded", &e),
        }
    }
    let failed = failures.errors.len();
    let stored: usize = rows.iter().map(|r| r.stored).sum();
    let doc = Recording {
        source: "esx",
        db: store.shown(),
        observed_at: &at,
        snapshots: &rows,
        errors: &failures.errors,
    };
    let view = TypedView::new(&doc, &rows, snapshot_columns())
        .note(format!(
            "recorded {} at {at} into {}",
            crate::output::fmt::count(stored, "changed quote"),
            store.shown()
        ))
        .empty_message("nothing recorded");
    // A table of nothing says nothing the error line does not; JSON still carries `errors`.
    let all_failed = failed == sports.len();
    if !all_failed || ctx.printer().is_structured() {
        ctx.output(Format::Table).emit_typed(view, || {})?;
    }
    match failures.first {
        None => Ok(()),
        Some(e) if sports.len() > 1 => Err(EsxError::new(
            e.kind(),
            format!(
                "{e} ({failed} of {} sports failed; the others were recorded)",
                sports.len()
            ),
        )
        .into()),
        Some(e) => Err(e.into()),
    }
}

/// The sports to record: `all` (every sport some asked part accepts), a comma list or
/// one sport (each valid for every part asked), or the profile's default.
fn sports(ctx: &Context, arg: Option<&str>, whats: &[What]) -> Result<Vec<String>, EsxError> {
    let strictest = if whats.contains(&What::Lines) || whats.contains(&What::Edges) {
        LINES_SPORTS
    } else {
        BOARD_SPORTS
    };
    // No argument: the profile's default_sport, which may itself be a list or `all`.
    let default = ctx.default_sport().map(str::to_string);
    match arg.map(str::trim).or(default.as_deref().map(str::trim)) {
        Some("all") => {
            let widest = if whats
                .iter()
                .any(|w| !matches!(w, What::Lines | What::Edges))
            {
                BOARD_SPORTS
            } else {
                LINES_SPORTS
            };
            Ok(widest.iter().map(ToString::to_string).collect())
        }
        Some(list) if list.contains(',') => {
            let mut out: Vec<String> = Vec::new();
            for s in list.split(',').filter(|s| !s.trim().is_empty()) {
                let s =
                    esx_proto::sports::check(s, strictest, "record").map_err(EsxError::usage)?;
                if !out.contains(&s) {
                    out.push(s);
                }
            }
            Ok(out)
        }
        Some(one) => Ok(vec![
            esx_proto::sports::check(one, strictest, "record").map_err(EsxError::usage)?,
        ]),
        None => Err(EsxError::usage(format!(
            "no sport given for record: pass one of {} (or set one with `esx config set default_sport cs2`)",
            strictest.join(", ")
        ))),
    }
}

/// A stat type's negbin `k` (or the config's error naming the key).
type KOf<'a> = Box<dyn Fn(&str) -> Result<f64, EsxError> + Send + Sync + 'a>;

/// How predictions are judged: the profile's fees and 2-leg payouts, and picks'
/// default model (negbin with each stat type's `k` from the profile).
struct Judge<'a> {
    fees: esx_odds::FeeTable,
    dispersion: KOf<'a>,
    /// `--dispersion player`: picks wait for their players' gamelogs.
    per_player: bool,
    payout: Box<dyn Fn(&str) -> f64 + Send + Sync + 'a>,
}

impl Judge<'_> {
    fn new(ctx: &Context, from: DispersionArg) -> Result<Self, EsxError> {
        let fees = crate::linebook::FeesArg {
            fees: crate::linebook::FeesChoice::Default,
        }
        .table(ctx)?;
        let file = ctx.config().clone();
        let profile = ctx.profile().to_string();
        let (k_file, k_profile) = (file.clone(), profile.clone());
        Ok(Self {
            fees,
            per_player: from == DispersionArg::Player,
            // A value that is no k is exit 2 naming the key, as `picks` says it.
            dispersion: Box::new(move |stat: &str| {
                let key = format!("{}{stat}", crate::config::DISPERSION_PREFIX);
                match k_file.get(&k_profile, &key) {
                    Some(v) => crate::config::parse_dispersion(v)
                        .map_err(|e| EsxError::usage(format!("config {key} {e}"))),
                    None => Ok(crate::config::DEFAULT_DISPERSION),
                }
            }),
            payout: Box::new(move |venue: &str| {
                file.get(
                    &profile,
                    &format!("payout.{venue}.{}", crate::predict::LEGS),
                )
                .and_then(|t| crate::config::parse_payout(t).ok())
                .unwrap_or(3.0)
            }),
        })
    }
}

/// One sport's fetched parts, ready to store.
#[derive(Default)]
struct Fetched {
    lines: Option<LinesSnapshot>,
    props: Option<Vec<PropQuote>>,
    gaps: Option<Vec<GapQuote>>,
    picks: Option<Vec<PickPrediction>>,
    /// Under `--dispersion player`: the board whose picks are priced once its players'
    /// gamelogs are read (on the run's thread, which reports what could not be read).
    unpriced: Option<PlayerPropsResponse>,
    edges: Option<Vec<EdgePrediction>>,
    /// The lines part was fetched for the edges only: its events are stored (the grade
    /// joins edges to matches through them), its quotes are not.
    events_only: bool,
}

/// Fetch every sport's parts, at most [`crate::fanout::MAX_PARALLEL`] sports at once
/// (fewer after a 429), in sport order; then, under `--dispersion player`, each sport's
/// players' gamelogs and its picks priced with them.
fn fetch_all(
    ctx: &Context,
    client: &Client,
    sports: &[String],
    whats: &[What],
    judge: &Judge<'_>,
) -> Vec<Result<Fetched, EsxError>> {
    crate::fanout::map_limited(sports, client.rate_limit(), |sport| {
        fetch_sport(client, sport, whats, judge)
    })
    .into_iter()
    .zip(sports)
    .map(|(r, sport)| {
        let mut f =
            r.unwrap_or_else(|| Err(EsxError::other("a fetch thread stopped unexpectedly")))?;
        if let Some(board) = f.unpriced.take() {
            let logs = gamelogs::fetch(ctx, sport, &players_to_fit(&board))?;
            f.picks = Some(crate::predict::picks_of(
                &board,
                crate::predict::PickModel::NegbinPlayer(&*judge.dispersion, &logs),
                &judge.payout,
            )?);
        }
        Ok(f)
    })
    .collect()
}

/// The players whose `k` `--dispersion player` fits: those of a count stat with a DFS
/// line, each once, in the board's order (started events too: `record` stores every
/// pick, as `picks_of` prices them).
fn players_to_fit(board: &PlayerPropsResponse) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for g in &board.groups {
        let priced = crate::predict::is_count_stat(&g.stat_type)
            && !crate::predict::is_moneyline(&g.stat_type);
        if g.dfs.is_empty() || !priced {
            continue;
        }
        if !out.contains(&g.player_name) {
            out.push(g.player_name.clone());
        }
    }
    out
}

/// Fetch every asked part of one sport; any failure fails the sport (nothing stored).
fn fetch_sport(
    client: &Client,
    sport: &str,
    whats: &[What],
    judge: &Judge<'_>,
) -> Result<Fetched, EsxError> {
    let applies = |w: What| whats.contains(&w) && w.sports().contains(&sport);
    let mut f = Fetched::default();
    if applies(What::Lines) || applies(What::Edges) {
        let path = routes::LINES.path(&[sport]);
        let value = client.get_json(&path, &[])?;
        let board = decode::<LinesResponse>(&value, &path)?;
        let mut snap = crate::recorded::lines_snapshot(&board);
        if !applies(What::Lines) {
            snap.quotes.clear();
            f.events_only = true;
        }
        f.lines = Some(snap);
        if applies(What::Edges) {
            f.edges = Some(crate::predict::edges_of(&board, &judge.fees));
        }
    }
    if applies(What::Picks) {
        let path = routes::PLAYER_PROPS.path(&[sport]);
        let value = client.get_board(&path, &[("board".to_string(), "all".to_string())])?;
        let board = decode::<PlayerPropsResponse>(&value, &path)?;
        if judge.per_player {
            f.unpriced = Some(board);
        } else {
            f.picks = Some(crate::predict::picks_of(
                &board,
                crate::predict::PickModel::Negbin(&*judge.dispersion),
                &judge.payout,
            )?);
        }
    }
    if applies(What::Props) {
        let path = routes::PROPS.path(&[sport]);
        let value = client.get_board(&path, &[])?;
        f.props = Some(prop_quotes(&decode::<PropsResponse>(&value, &path)?));
    }
    if applies(What::Gaps) {
        let path = routes::GAPS.path(&[sport]);
        let value = client.get_all(&path, &[], Some("gaps"), 500, &mut |_, _| {})?;
        f.gaps = Some(gap_quotes(&decode::<GapsResponse>(&value, &path)?));
    }
    Ok(f)
}

/// Store one sport's parts in one transaction: every part or none.
fn store_sport(
    store: &mut Store,
    sport: &str,
    at: &str,
    f: &Fetched,
) -> Result<Vec<Recorded>, EsxError> {
    let snap = Snapshot {
        lines: f.lines.as_ref(),
        props: f.props.as_deref(),
        gaps: f.gaps.as_deref(),
    };
    let mut stats = store.record(sport, at, &snap).map_err(store_error)?;
    if f.events_only {
        stats.retain(|s| s.what != "lines");
    }
    if f.picks.is_some() || f.edges.is_some() {
        stats.extend(
            store
                .record_predictions(sport, at, f.picks.as_deref(), f.edges.as_deref())
                .map_err(store_error)?,
        );
    }
    Ok(stats
        .into_iter()
        .map(|s| Recorded {
            sport: sport.to_string(),
            what: s.what,
            seen: s.seen,
            stored: s.stored,
        })
        .collect())
}

/// One part of one sport recorded: the `snapshots` row of the JSON and the table.
#[derive(serde::Serialize)]
struct Recorded {
    sport: String,
    what: &'static str,
    seen: usize,
    stored: usize,
}

impl Row for Recorded {
    fn field(&self, key: &str) -> Option<serde_json::Value> {
        Some(match key {
            "sport" => self.sport.as_str().into(),
            "what" => self.what.into(),
            "seen" => self.seen.into(),
            "stored" => self.stored.into(),
            _ => return None,
        })
    }
}

fn snapshot_columns() -> Vec<Column> {
    vec![
        Column::path("SPORT", "sport"),
        Column::path("WHAT", "what"),
        Column::path("SEEN", "seen").kind(Kind::Num(0)),
        Column::path("STORED", "stored").kind(Kind::Num(0)),
    ]
}

/// What `record --json` prints: where and when, each part's counts, each failed sport.
#[derive(serde::Serialize)]
struct Recording<'a> {
    source: &'static str,
    db: &'a str,
    observed_at: &'a str,
    snapshots: &'a [Recorded],
    errors: &'a serde_json::Map<String, serde_json::Value>,
}

/// `/props` rows as store quotes (venue = the lower-case key where the row has one).
fn prop_quotes(r: &PropsResponse) -> Vec<PropQuote> {
    r.props
        .iter()
        .map(|p| PropQuote {
            event_id: p.event_id.clone(),
            player: p.player_name.clone(),
            stat_type: p.stat_type.clone(),
            venue: p
                .sportsbook_name
                .clone()
                .unwrap_or_else(|| p.book_name.clone()),
            side: p.direction.clone(),
            line: p.line,
            odds: p.odds,
        })
        .collect()
}

/// `/gaps` rows as store quotes.
fn gap_quotes(r: &GapsResponse) -> Vec<GapQuote> {
    r.gaps
        .iter()
        .map(|g| GapQuote {
            gap_id: g.gap_id.clone(),
            event_id: g.event_id.clone(),
            player: g.player_name.clone(),
            stat_type: g.stat_type.clone(),
            line: g.line,
            line_min: g.line_min,
            line_max: g.line_max,
            line_gap: g.line_gap,
            book_count: g.book_count as i64,
        })
        .collect()
}

impl crate::declare::Declared for Args {
    const GROUP: crate::declare::Group = crate::declare::Group::History;

    fn run(&self, ctx: &Context) -> anyhow::Result<()> {
        run(ctx, self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A part's row is its `snapshots` entry; the document keeps a failed sport's error.
    #[test]
    fn recorded_rows_have_every_column() {
        let rows = [Recorded {
            sport: "cs2".into(),
            what: "lines",
            seen: 340,
            stored: 12,
        }];
        crate::output::typed::testing::check_row(&rows[0], &snapshot_columns());
        let mut errors = serde_json::Map::new();
        errors.insert("lol".into(), serde_json::json!({"exit_code": 4}));
        let doc = Recording {
            source: "esx",
            db: "h.sqlite",
            observed_at: "2026-11-21T12:00:00.000Z",
            snapshots: &rows,
            errors: &errors,
        };
        assert_eq!(
            serde_json::to_string(&doc).unwrap(),
            r#"{"source":"esx","db":"h.sqlite","observed_at":"2026-11-21T12:00:00.000Z","snapshots":[{"sport":"cs2","what":"lines","seen":340,"stored":12}],"errors":{"lol":{"exit_code":4}}}"#
        );
    }
}
