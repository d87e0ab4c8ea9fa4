//! The picks output as typed rows (`output::typed`): the JSON envelope, one row per pick,
//! or per slip leg with `--best-slips`, and their tables. Served values are borrowed from
//! the payload (exact text); computed numbers are [`Exact`] (full precision; tables round).

use std::borrow::Cow;

use serde::Serialize;
use serde_json::Value;
use serde_json::value::RawValue;

use super::board::Text;
use crate::error::EsxError;
use crate::output::num::Exact;
use crate::output::{Column, Format, Kind, Row, Tier, TypedView};
use crate::slip_rules::RuleSource;
use esx_odds::picks::PushRule;

/// What `esx picks --json` prints.
#[derive(Serialize)]
pub(super) struct PicksDoc<'a> {
    pub(crate) source: &'static str,
    pub(crate) sport: &'a str,
    pub(crate) devig: &'static str,
    pub(crate) model: &'static str,
    pub(crate) slip: SlipHead,
    pub(crate) total: usize,
    /// The picks kept and paged by `--limit` (the table's default 50), and the words
    /// naming the filter: said in the note.
    #[serde(skip)]
    pub(crate) paged: Option<(crate::filtered::Paged, String)>,
    pub(crate) picks: Vec<PickRow<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) slips: Option<Vec<SlipJson<'a>>>,
    /// `filtered_total`, `offset`, `has_more` when a filter or `--limit` chose the picks
    /// (DESIGN settled point 20).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) esx: Option<crate::filtered::Counts>,
}

/// The slip every pick is judged against, and each venue's.
#[derive(Serialize)]
pub(super) struct SlipHead {
    pub(crate) name: &'static str,
    pub(crate) legs: u32,
    pub(crate) payout: super::payouts::Pay,
    pub(crate) breakeven: Exact,
    /// The headline venue's push rule (`drop`, `lose`) and where it comes from.
    pub(crate) push: &'static str,
    pub(crate) rule_source: RuleSource,
    /// `{venue: {payout, breakeven}}`, the venues in the order priced.
    pub(crate) by_app: ByApp,
}

/// Each priced venue's slip, serialised as a JSON object keyed by venue (in order).
pub(super) struct ByApp(Vec<(String, AppSlip)>);

/// One venue's payout and break-even in [`ByApp`], and its push rule once known.
#[derive(Serialize)]
pub(super) struct AppSlip {
    payout: super::payouts::Pay,
    breakeven: Exact,
    #[serde(skip_serializing_if = "Option::is_none")]
    push: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    rule_source: Option<RuleSource>,
}

impl ByApp {
    /// The venues priced, each with its payout, and the break-even at `legs` (`null`
    /// when a payout has none).
    pub(super) fn of(apps: &[(String, super::payouts::Pay)], legs: u32) -> Self {
        Self(
            apps.iter()
                .map(|(app, pay)| {
                    let breakeven = Exact(pay.breakeven(legs).unwrap_or(f64::NAN));
                    let payout = pay.clone();
                    let slip = AppSlip {
                        payout,
                        breakeven,
                        push: None,
                        rule_source: None,
                    };
                    (app.clone(), slip)
                })
                .collect(),
        )
    }

    /// Each venue's push rule and its source (`slip_rules::push_rule_with_source`).
    pub(super) fn with_rules(
        mut self,
        rule: impl Fn(&str) -> Result<(PushRule, RuleSource), EsxError>,
    ) -> Result<Self, EsxError> {
        for (app, slip) in &mut self.0 {
            let (push, source) = rule(app)?;
            slip.push = Some(push.name());
            slip.rule_source = Some(source);
        }
        Ok(self)
    }
}

impl Serialize for ByApp {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_map(self.0.iter().map(|(app, slip)| (app, slip)))
    }
}

/// One pick: a JSON element of `picks[]` and an NDJSON line (its fields are the CSV
/// header, in order: see `PICK_KEYS`).
#[derive(Serialize)]
pub(super) struct PickRow<'a> {
    pub(crate) player_name: &'a Text<'a>,
    pub(crate) canonical_player_id: &'a Text<'a>,
    pub(crate) stat_type: &'a str,
    pub(crate) event_id: &'a str,
    pub(crate) event_time: &'a Text<'a>,
    pub(crate) app: Cow<'a, str>,
    pub(crate) line: &'a RawValue,
    pub(crate) side: &'static str,
    pub(crate) book: &'a str,
    pub(crate) book_line: &'a RawValue,
    pub(crate) book_over_american: Option<&'a RawValue>,
    pub(crate) book_under_american: Option<&'a RawValue>,
    pub(crate) p_over_book_line: Exact,
    pub(crate) p_win: Exact,
    pub(crate) p_push: Option<Exact>,
    pub(crate) breakeven: Exact,
    pub(crate) edge_pts: Exact,
    /// negbin's `k` and its source (`null` under another model).
    pub(crate) dispersion: Option<super::dispersion::Dispersion>,
    /// `--fair`: the basis the book pair was made on and each book's share in it, as
    /// `lines --local` names a market's fair (absent without `--fair`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub(crate) esx: Option<std::rc::Rc<super::fair::PickFair>>,
}

/// A served number as a `Value` (table and CSV cells), its text unchanged.
pub(super) fn num(n: Option<&RawValue>) -> Value {
    n.map_or(Value::Null, |n| {
        Value::Number(crate::client::exact::number(n.get()))
    })
}

pub(super) fn opt(r: Option<Exact>) -> Value {
    r.map_or(Value::Null, Exact::to_value)
}

impl Row for PickRow<'_> {
    fn field(&self, key: &str) -> Option<Value> {
        Some(match key {
            "player_name" => self.player_name.to_value(),
            "canonical_player_id" => self.canonical_player_id.to_value(),
            "stat_type" => self.stat_type.into(),
            "event_id" => self.event_id.into(),
            "event_time" => self.event_time.to_value(),
            "app" => self.app.as_ref().into(),
            "line" => num(Some(self.line)),
            "side" => self.side.into(),
            "book" => self.book.into(),
            "book_line" => num(Some(self.book_line)),
            "book_over_american" => num(self.book_over_american),
            "book_under_american" => num(self.book_under_american),
            "p_over_book_line" => self.p_over_book_line.to_value(),
            "p_win" => self.p_win.to_value(),
            "p_push" => opt(self.p_push),
            "breakeven" => self.breakeven.to_value(),
            "edge_pts" => self.edge_pts.to_value(),
            "dispersion" => self
                .dispersion
                .map_or(Value::Null, super::dispersion::Dispersion::to_value),
            _ => return None,
        })
    }
}

/// One of the K best slips in the JSON.
#[derive(Serialize)]
pub(super) struct SlipJson<'a> {
    pub(crate) app: String,
    pub(crate) payout: super::payouts::Pay,
    pub(crate) p_all: Exact,
    pub(crate) slip_ev_pct: Exact,
    pub(crate) legs: Vec<SlipLegJson<'a>>,
}

/// A slip's leg in the JSON: the pick's fields that name it.
#[derive(Serialize, Clone, Copy)]
pub(super) struct SlipLegJson<'a> {
    pub(super) player_name: &'a Text<'a>,
    pub(super) stat_type: &'a str,
    pub(super) event_id: &'a str,
    pub(super) event_time: &'a Text<'a>,
    pub(super) line: &'a RawValue,
    pub(super) side: &'static str,
    pub(super) p_win: Exact,
    pub(super) edge_pts: Exact,
}

impl<'a> SlipLegJson<'a> {
    pub(super) fn of(p: &PickRow<'a>) -> Self {
        Self {
            player_name: p.player_name,
            stat_type: p.stat_type,
            event_id: p.event_id,
            event_time: p.event_time,
            line: p.line,
            side: p.side,
            p_win: p.p_win,
            edge_pts: p.edge_pts,
        }
    }
}

/// The table's first line: the slip every pick is judged against, naming the apps whose
/// payout (so break-even) differs from the headline one (each row's BE is its own).
pub(super) fn note(doc: &PicksDoc<'_>) -> String {
    let payout = json_text(&doc.slip.payout.json());
    let others: Vec<String> = doc
        .slip
        .by_app
        .0
        .iter()
        .filter(|(_, v)| json_text(&v.payout) != payout)
        .map(|(app, v)| {
            format!(
                "{app} {} at {}x",
                prob_text(&v.breakeven),
                json_text(&v.payout)
            )
        })
        .collect();
    let shown = match &doc.paged {
        // A page of the list: the best first, which is why these are the ones shown.
        Some((paged, what)) if paged.has_more => {
            format!(
                "{}, highest edge first",
                paged.footer("pick", "picks", what)
            )
        }
        Some((paged, what)) => paged.footer("pick", "picks", what),
        None => crate::output::fmt::count(doc.total, "pick"),
    };
    format!(
        "{shown} ({} slip, {} legs, break-even {} at {}x{}; de-vig {}, model {}; fair = the sportsbook)",
        doc.slip.name,
        doc.slip.legs,
        prob_text(&doc.slip.breakeven),
        payout,
        if others.is_empty() {
            String::new()
        } else {
            format!(", {}", others.join(", "))
        },
        doc.devig,
        doc.model,
    )
}

/// A probability as the table's columns print it (3 decimals); the JSON keeps its own.
fn prob_text(v: &impl Serialize) -> String {
    let text = json_text(v);
    text.parse::<f64>().map_or(text, crate::output::fmt::prob)
}

/// A computed number's text as the envelope prints it.
fn json_text(v: &impl Serialize) -> String {
    serde_json::to_string(v).unwrap_or_default()
}

/// The view of the picks: the envelope for JSON; picks as rows.
pub(super) fn picks_view<'v>(doc: &'v PicksDoc<'v>, format: Format) -> TypedView<'v, PickRow<'v>> {
    let columns = if format == Format::Table {
        pick_columns()
    } else {
        PICK_KEYS.iter().map(|k| Column::path(k, k)).collect()
    };
    TypedView::new(doc, &doc.picks, columns)
        .note(note(doc))
        .legends(PICK_LEGEND)
        .empty_message("no picks: no DFS line has a sportsbook over/under pair to price it (or none passes --min-edge)")
}

/// A picks table's columns.
fn pick_columns() -> Vec<Column> {
    // Tiers (settled point 6): the player and stat name the pick; its app, line,
    // side, P(WIN), edge and start are acted on and never drop at 80 columns (START
    // tells a player's two matches apart); the sportsbook's pair behind P(WIN), the
    // push chance and the break-even are context.
    use Tier::{ActOn, Context, Identity};
    vec![
        Column::path("PLAYER", "player_name")
            .rank(0)
            .in_tier(Identity),
        Column::path("stat_type", "stat_type").csv_only(),
        crate::output::view::stat_label("STAT", "stat_type").in_tier(Identity),
        Column::path("APP", "app")
            .rank(0)
            .kind(Kind::Id)
            .in_tier(ActOn),
        Column::path("SIDE", "side").rank(0).in_tier(ActOn),
        Column::path("LINE", "line")
            .kind(Kind::Line)
            .rank(0)
            .in_tier(ActOn),
        Column::path("BOOK LINE", "book_line")
            .kind(Kind::Line)
            .rank(2)
            .in_tier(Context),
        Column::path("OVER", "book_over_american")
            .kind(Kind::American)
            .rank(3)
            .in_tier(Context),
        Column::path("UNDER", "book_under_american")
            .kind(Kind::American)
            .rank(3)
            .in_tier(Context),
        Column::path("P(WIN)", "p_win")
            .kind(Kind::Prob)
            .rank(0)
            .in_tier(ActOn),
        Column::path("P(PUSH)", "p_push")
            .kind(Kind::Prob)
            .rank(4)
            .in_tier(Context),
        Column::path("BE", "breakeven")
            .kind(Kind::Prob)
            .rank(2)
            .in_tier(Context),
        Column::path("EDGE PTS", "edge_pts")
            .kind(Kind::Num(2))
            .rank(1)
            .in_tier(ActOn),
        Column::path("START", "event_time")
            .kind(Kind::Time)
            .rank(5)
            .in_tier(ActOn),
    ]
}

/// What a picks table's short titles mean (each shown while its column is).
const PICK_LEGEND: &[&str] = &[
    "P(WIN) fair chance the pick wins, from the sportsbook's de-vigged pair",
    "BE break-even win chance of the slip",
    "EDGE PTS (P(WIN) − break-even) × 100",
];

/// The keys of a pick row (CSV header = NDJSON keys).
const PICK_KEYS: [&str; 18] = [
    "player_name",
    "canonical_player_id",
    "stat_type",
    "event_id",
    "event_time",
    "app",
    "line",
    "side",
    "book",
    "book_line",
    "book_over_american",
    "book_under_american",
    "p_over_book_line",
    "p_win",
    "p_push",
    "breakeven",
    "edge_pts",
    "dispersion",
];

/// A pick for the row tests (here and in `slip_view`), its served numbers leaked.
#[cfg(test)]
pub(super) fn sample_pick() -> PickRow<'static> {
    let served: &'static [&'static RawValue] =
        Vec::leak(serde_json::from_str("[33.50, -110]").unwrap());
    let name: &'static Text<'static> = Box::leak(Box::new(Text::Str(Cow::Borrowed("a"))));
    let id: &'static Text<'static> = Box::leak(Box::new(Text::Num(served[1])));
    PickRow {
        player_name: name,
        canonical_player_id: id,
        stat_type: "K",
        event_id: "e",
        event_time: &Text::Null,
        app: Cow::Borrowed("x"),
        line: served[0],
        side: "over",
        book: "b",
        book_line: served[0],
        book_over_american: Some(served[1]),
        book_under_american: None,
        p_over_book_line: Exact(0.5),
        p_win: Exact(0.5),
        p_push: None,
        breakeven: Exact(0.57735),
        edge_pts: Exact(-7.735),
        dispersion: Some(super::dispersion::Dispersion {
            k: Exact(30.0),
            source: "stat",
        }),
        esx: None,
    }
}

/// An object's keys in order (the row tests compare them with the CSV header).
#[cfg(test)]
pub(super) fn keys(v: &impl Serialize) -> Vec<String> {
    match serde_json::to_value(v).unwrap() {
        Value::Object(m) => m.keys().cloned().collect(),
        other => panic!("not an object: {other}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::picks::Pay;

    /// The venues' slips print as the JSON object `{venue: {payout, breakeven}}` in the
    /// order priced; a payout without a break-even (here 1x: none below certainty) is null.
    #[test]
    fn by_app_prints_each_venue_in_order() {
        let apps = [
            ("underdog".to_string(), Pay::Power(6.0)),
            ("prizepicks".to_string(), Pay::Flex(vec![2.25, 1.25])),
            ("odd".to_string(), Pay::Power(1.0)),
        ];
        let text = serde_json::to_string(&ByApp::of(&apps, 3)).unwrap();
        // 6^(-1/3); flex3 2.25/1.25: 3p²(1−p)·1.25 + p³·2.25 = 1 at p = 0.5909 (4 places).
        let be6 = 6f64.powf(-1.0 / 3.0);
        let (head, tail) = text.split_at(text.find(r#","prizepicks""#).unwrap());
        assert_eq!(
            head,
            format!(
                r#"{{"underdog":{{"payout":6,"breakeven":{}}}"#,
                serde_json::to_string(&be6).unwrap()
            )
        );
        assert!(
            tail.starts_with(r#","prizepicks":{"payout":[2.25,1.25],"breakeven":0.5909"#),
            "{tail}"
        );
        assert!(
            tail.ends_with(r#","odd":{"payout":1,"breakeven":null}}"#),
            "{tail}"
        );
    }

    /// A row's NDJSON line is its serialisation: its keys must be the CSV header.
    #[test]
    fn rows_serialise_with_the_csv_keys_in_order() {
        let pick = sample_pick();
        assert_eq!(keys(&pick), PICK_KEYS);
        let line = serde_json::to_string(&pick).unwrap();
        assert!(line.contains(r#""line":33.50,"side":"over""#), "{line}");
        assert!(line.contains(r#""book_over_american":-110,"book_under_american":null"#));
        for k in PICK_KEYS {
            assert_eq!(
                pick.field(k).unwrap(),
                serde_json::to_value(&pick).unwrap()[k],
                "{k}"
            );
        }
        assert_eq!(pick.field("p_wim"), None, "a misspelt key is no field");
    }

    /// Tiers (settled point 6): a pick's app, side, line, P(WIN), edge and start are
    /// act-on (START once dropped first, making a player's two matches look like one
    /// row).
    #[test]
    fn picks_columns_say_their_tiers() {
        use crate::output::view::{Tier::*, table_tiers};
        assert_eq!(
            table_tiers(&pick_columns()),
            [
                ("PLAYER", Identity),
                ("STAT", Identity),
                ("APP", ActOn),
                ("SIDE", ActOn),
                ("LINE", ActOn),
                ("BOOK LINE", Context),
                ("OVER", Context),
                ("UNDER", Context),
                ("P(WIN)", ActOn),
                ("P(PUSH)", Context),
                ("BE", Context),
                ("EDGE PTS", ActOn),
                ("START", ActOn),
            ]
        );
    }
}
