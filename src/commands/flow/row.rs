//! A `flow` play as a typed row (`output::typed`): the table's, CSV's and NDJSON's fields,
//! the served values borrowed from the play as sent (their exact text) beside esx's
//! labels and the size of the move, and the columns that show them.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use esx_proto::models::FlowPlay;

use crate::output::view::Tier;
use crate::output::{Column, Kind, Row};

/// One play's row (fields in the columns' order: the CSV header and the NDJSON keys).
/// Strings come from the decoded play; numbers as served (the model's `f64` would print a
/// served `1.70` as `1.7` and `-25` as `-25.0`).
#[derive(Serialize)]
pub(super) struct FlowRow<'a> {
    kind: &'a str,
    matchup: String,
    market: String,
    selection: &'a str,
    best_decimal: &'a Value,
    best_source: &'a str,
    move_size: String,
    start_time: &'a str,
    // The per-kind figures below are on the plays of their kind only.
    best_american: &'a Value,
    steam_american_delta: &'a Value,
    steam_movement: Option<&'a str>,
    volume: &'a Value,
    volume_share: &'a Value,
    shift: &'a Value,
    avg_move: &'a Value,
    trade_size: &'a Value,
    trade_price: &'a Value,
    play_id: &'a str,
    kr_match_id: &'a str,
    selection_team_id: Option<&'a str>,
    opposite: &'a str,
    tournament_name: &'a str,
}

impl<'a> FlowRow<'a> {
    /// The row of `play`, decoded from `raw` (the play as served).
    pub(super) fn of(raw: &'a Value, play: &'a FlowPlay) -> Self {
        let n = Served::of(raw);
        Self {
            kind: &play.kind,
            matchup: format!("{} vs {}", play.home_team, play.away_team),
            // One label per market in every command (`map_winner m2`, as `lines` shows it).
            market: crate::linebook::market_label(&play.market, play.map.map(i64::from), None),
            selection: &play.selection,
            best_decimal: n.best_decimal,
            best_source: &play.best_source,
            move_size: move_size(play),
            start_time: &play.start_time,
            best_american: n.best_american,
            steam_american_delta: n.steam_american_delta,
            steam_movement: play.steam_movement.as_deref(),
            volume: n.volume,
            volume_share: n.volume_share,
            shift: n.shift,
            avg_move: n.avg_move,
            trade_size: n.trade_size,
            trade_price: n.trade_price,
            play_id: &play.play_id,
            kr_match_id: &play.kr_match_id,
            selection_team_id: play.selection_team_id.as_deref(),
            opposite: &play.opposite,
            tournament_name: &play.tournament_name,
        }
    }

    /// What esx adds to a play under `esx` (DESIGN.md) in a `--watch` change record.
    pub(super) fn labels(&self) -> Labels<'_> {
        Labels {
            matchup: &self.matchup,
            market_label: &self.market,
            move_size: &self.move_size,
        }
    }
}

/// esx's labels of a play, as a `--watch` change record carries them under `esx`.
#[derive(Serialize)]
pub(super) struct Labels<'a> {
    matchup: &'a str,
    market_label: &'a str,
    move_size: &'a str,
}

impl Row for FlowRow<'_> {
    fn field(&self, key: &str) -> Option<Value> {
        let text = |s: &str| Value::String(s.to_string());
        let opt = |s: Option<&str>| s.map_or(Value::Null, text);
        Some(match key {
            "kind" => text(self.kind),
            "matchup" => text(&self.matchup),
            "market" => text(&self.market),
            "selection" => text(self.selection),
            "best_decimal" => self.best_decimal.clone(),
            "best_source" => text(self.best_source),
            "move_size" => text(&self.move_size),
            "start_time" => text(self.start_time),
            "best_american" => self.best_american.clone(),
            "steam_american_delta" => self.steam_american_delta.clone(),
            "steam_movement" => opt(self.steam_movement),
            "volume" => self.volume.clone(),
            "volume_share" => self.volume_share.clone(),
            "shift" => self.shift.clone(),
            "avg_move" => self.avg_move.clone(),
            "trade_size" => self.trade_size.clone(),
            "trade_price" => self.trade_price.clone(),
            "play_id" => text(self.play_id),
            "kr_match_id" => text(self.kr_match_id),
            "selection_team_id" => opt(self.selection_team_id),
            "opposite" => text(self.opposite),
            "tournament_name" => text(self.tournament_name),
            _ => return None,
        })
    }
}

/// The numbers a row shows, borrowed from the play as served. Read by walking the play
/// once, as `picks` reads its groups: serde cannot borrow a `Value` out of a `Value`.
/// A figure the play does not carry is `null`.
struct Served<'a> {
    best_decimal: &'a Value,
    best_american: &'a Value,
    steam_american_delta: &'a Value,
    volume: &'a Value,
    volume_share: &'a Value,
    shift: &'a Value,
    avg_move: &'a Value,
    trade_size: &'a Value,
    trade_price: &'a Value,
}

impl<'a> Served<'a> {
    fn of(play: &'a Value) -> Self {
        static NULL: Value = Value::Null;
        let mut n = Self {
            best_decimal: &NULL,
            best_american: &NULL,
            steam_american_delta: &NULL,
            volume: &NULL,
            volume_share: &NULL,
            shift: &NULL,
            avg_move: &NULL,
            trade_size: &NULL,
            trade_price: &NULL,
        };
        let Value::Object(fields) = play else {
            return n;
        };
        for (k, v) in fields {
            match k.as_str() {
                "best_decimal" => n.best_decimal = v,
                "best_american" => n.best_american = v,
                "steam_american_delta" => n.steam_american_delta = v,
                "thresholds" => n.thresholds(v),
                _ => {}
            }
        }
        n
    }

    /// The figures of a play's `thresholds` (not an object: none).
    fn thresholds(&mut self, t: &'a Value) {
        let Value::Object(fields) = t else {
            return;
        };
        for (k, v) in fields {
            match k.as_str() {
                "volume" => self.volume = v,
                "volume_share" => self.volume_share = v,
                "shift" => self.shift = v,
                "avg_move" => self.avg_move = v,
                "trade_size" => self.trade_size = v,
                "trade_price" => self.trade_price = v,
                _ => {}
            }
        }
    }
}

/// The figures a play's `thresholds` may carry, each on the plays of its kind only (the
/// service does not document their names; these are the simulator's, see docs/simulator.md).
#[derive(Debug, Default, Deserialize)]
struct Thresholds {
    volume: Option<f64>,
    volume_share: Option<f64>,
    shift: Option<f64>,
    avg_move: Option<f64>,
    trade_size: Option<f64>,
    trade_price: Option<f64>,
}

impl Thresholds {
    /// A play's thresholds; none (every figure absent) when it carries none or they are
    /// not numbers: the size of the move is then left empty, never a guess.
    fn of(play: &FlowPlay) -> Self {
        play.thresholds
            .as_ref()
            .and_then(|t| Self::deserialize(t).ok())
            .unwrap_or_default()
    }
}

/// The size of a play's move, as the service measured it (its `thresholds`): traded
/// volume and its share of the market (`48.2k · 77%`), a line shift in probability
/// points (`+5.9 pts`), the steam's move in American cents and average move
/// (`-19 · 5.6 pts`: counted across evens by the cents rule `moves` uses, whichever way
/// the service counted it), a whale's trade size and price (`62.5k @ 0.53`). Empty when
/// the play carries none.
fn move_size(play: &FlowPlay) -> String {
    let t = Thresholds::of(play);
    let money = |x: f64| {
        if x >= 1000.0 {
            format!("{:.1}k", x / 1000.0)
        } else {
            format!("{x:.0}")
        }
    };
    match play.kind.as_str() {
        "volume" => match (t.volume, t.volume_share) {
            (Some(v), Some(s)) => format!("{} · {:.0}%", money(v), s * 100.0),
            (Some(v), None) => money(v),
            _ => String::new(),
        },
        "shift" => t
            .shift
            .map_or_else(String::new, |x| format!("{:+.1} pts", x * 100.0)),
        "steam" => {
            let cents = play
                .steam_american_delta
                .map(|d| esx_odds::price::steam_delta_cents(play.best_american, d));
            match (cents, t.avg_move) {
                (Some(d), Some(a)) => format!("{d:+.0} · {:.1} pts", a * 100.0),
                (Some(d), None) => format!("{d:+.0}"),
                _ => String::new(),
            }
        }
        "whale" => match (t.trade_size, t.trade_price) {
            (Some(sz), Some(pr)) => format!("{} @ {pr:.2}", money(sz)),
            (Some(sz), None) => money(sz),
            _ => String::new(),
        },
        _ => String::new(),
    }
}

/// Flow's columns: the table's, then the per-kind figures CSV carries. In board order
/// (`board`) the match and its start are a heading line per match, not cells. Tiers
/// (DESIGN settled point 6): the play's kind, match, market and selection say which play
/// it is (two kinds on one selection would otherwise look alike); its price, venue, the
/// size of the move and the start are what a bettor acts on; nothing is context.
pub(super) fn columns(board: bool) -> Vec<Column> {
    let heading = |c: Column| if board { c.heading() } else { c };
    vec![
        Column::path("KIND", "kind").rank(0).in_tier(Tier::Identity),
        // Ranked (`--sort`): the match whole in the row.
        heading(
            Column::path("MATCH", "matchup")
                .rank(0)
                .in_tier(Tier::Identity),
        ),
        // Whole: a cut label hides the map number or the line.
        Column::path("MARKET", "market")
            .kind(Kind::Id)
            .rank(0)
            .in_tier(Tier::Identity),
        Column::path("SELECTION", "selection")
            .rank(0)
            .in_tier(Tier::Identity),
        Column::path("PRICE", "best_decimal")
            .kind(Kind::Odds)
            .rank(0)
            .in_tier(Tier::ActOn),
        Column::path("SOURCE", "best_source")
            .kind(Kind::Id)
            .rank(3)
            .in_tier(Tier::ActOn),
        // Composite (`-53 · 5.7 pts`): whole or dropped, never half a figure.
        Column::path("MOVE SIZE", "move_size")
            .kind(Kind::Id)
            .rank(1)
            .in_tier(Tier::ActOn),
        heading(
            Column::path("START", "start_time")
                .kind(Kind::Time)
                .rank(4)
                .in_tier(Tier::ActOn),
        ),
        // The per-kind figures below are on the plays of their kind only.
        Column::path("best_american", "best_american").csv_only(),
        Column::path("steam_american_delta", "steam_american_delta").csv_only(),
        Column::path("steam_movement", "steam_movement").csv_only(),
        Column::path("volume", "volume").csv_only(),
        Column::path("volume_share", "volume_share").csv_only(),
        Column::path("shift", "shift").csv_only(),
        Column::path("avg_move", "avg_move").csv_only(),
        Column::path("trade_size", "trade_size").csv_only(),
        Column::path("trade_price", "trade_price").csv_only(),
        Column::path("play_id", "play_id").csv_only(),
        Column::path("kr_match_id", "kr_match_id").csv_only(),
        Column::path("selection_team_id", "selection_team_id").csv_only(),
        Column::path("opposite", "opposite").csv_only(),
        Column::path("tournament_name", "tournament_name").csv_only(),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// The play's kind, match, market and selection say which play; its price, venue,
    /// move size and start are what a bettor acts on, in both orders.
    #[test]
    fn flow_columns_declare_their_tiers() {
        use Tier::{ActOn as A, Identity as I};
        for board in [true, false] {
            let want = [
                ("KIND", I),
                ("MATCH", I),
                ("MARKET", I),
                ("SELECTION", I),
                ("PRICE", A),
                ("SOURCE", A),
                ("MOVE SIZE", A),
                ("START", A),
            ];
            let want: Vec<(String, Tier)> =
                want.iter().map(|(t, k)| ((*t).to_string(), *k)).collect();
            assert_eq!(crate::output::view::tiers_of(&columns(board)), want);
        }
    }

    /// A served play of `kind` with `extra` fields (thresholds, steam figures).
    fn play(kind: &str, best_american: i64, extra: Value) -> FlowPlay {
        let mut v = json!({"play_id": "x_flow_1", "kind": kind, "kr_match_id": "m",
            "match_slug": "a-vs-b", "home_team": "A", "home_team_id": "t1", "away_team": "B",
            "away_team_id": "t2", "start_time": "2026-11-21T18:00:00Z", "tournament_name": "T",
            "market": "match_winner", "map": null, "selection": "A", "selection_team_id": "t1",
            "opposite": "B", "opposite_team_id": "t2", "best_american": best_american,
            "best_decimal": 1.877, "best_source": "sb"});
        if let (Value::Object(m), Value::Object(e)) = (&mut v, extra) {
            m.extend(e);
        }
        serde_json::from_value(v).expect("a play")
    }

    #[test]
    fn move_size_per_kind() {
        let t = |v: Value| json!({"thresholds": v});
        assert_eq!(
            move_size(&play(
                "volume",
                -114,
                t(json!({"volume": 48194.0, "volume_share": 0.7669}))
            )),
            "48.2k · 77%"
        );
        assert_eq!(
            move_size(&play("shift", -114, t(json!({"shift": 0.078})))),
            "+7.8 pts"
        );
        assert_eq!(
            move_size(&play(
                "steam",
                -114,
                json!({"steam_american_delta": -57.0, "thresholds": {"avg_move": 0.0559}})
            )),
            "-57 · 5.6 pts"
        );
        assert_eq!(
            move_size(&play(
                "whale",
                -114,
                t(json!({"trade_size": 62478.0, "trade_price": 0.53}))
            )),
            "62.5k @ 0.53"
        );
        assert_eq!(move_size(&play("whale", -114, json!({}))), "");
        // Thresholds that are not numbers: no size, not a guess.
        assert_eq!(
            move_size(&play("shift", -114, t(json!({"shift": "big"})))),
            ""
        );
    }

    #[test]
    fn a_steam_move_across_evens_is_counted_in_cents() {
        // +105 → −114 is 19 cents. A service subtracting American odds serves −219; the
        // simulator serves −19: both print −19, never −219.
        let steam = |delta: f64| {
            play(
                "steam",
                -114,
                json!({"steam_american_delta": delta, "thresholds": {"avg_move": 0.054}}),
            )
        };
        assert_eq!(move_size(&steam(-219.0)), "-19 · 5.4 pts");
        assert_eq!(move_size(&steam(-19.0)), "-19 · 5.4 pts");
        // The other way, −114 → +106: 20 cents, served raw as +220.
        let up = play(
            "steam",
            106,
            json!({"steam_american_delta": 220.0, "thresholds": {"avg_move": 0.054}}),
        );
        assert_eq!(move_size(&up), "+20 · 5.4 pts");
    }

    /// A row's NDJSON line is its serialisation: its keys must be the CSV header, each
    /// column reads the field of its key, and served numbers keep their text.
    #[test]
    fn rows_serialise_with_the_csv_keys_in_order() {
        let raw = crate::client::exact::parse(
            br#"{"play_id": "x_flow_1", "kind": "steam", "kr_match_id": "m",
            "match_slug": "a-vs-b", "home_team": "A", "home_team_id": "t1", "away_team": "B",
            "away_team_id": "t2", "start_time": "2026-11-21T18:00:00Z", "tournament_name": "T",
            "market": "map_winner", "map": 2, "selection": "A", "selection_team_id": null,
            "opposite": "B", "opposite_team_id": "t2", "best_american": -114,
            "best_decimal": 1.870, "best_source": "sb", "steam_american_delta": -19,
            "steam_movement": "shortening", "thresholds": {"avg_move": 0.0540, "min_sources": 3}}"#,
        )
        .unwrap();
        let typed: FlowPlay = serde_json::from_value(raw.clone()).unwrap();
        for board in [true, false] {
            let row = FlowRow::of(&raw, &typed);
            let text = serde_json::to_string(&row).unwrap();
            let v: Value = serde_json::from_str(&text).unwrap();
            let keys: Vec<String> = v.as_object().unwrap().keys().cloned().collect();
            assert_eq!(keys, crate::output::view::data_keys(&columns(board)));
            for k in &keys {
                assert_eq!(row.field(k).unwrap(), v[k.as_str()], "{k}");
            }
            for served in [
                r#""best_decimal":1.870,"#,
                r#""steam_american_delta":-19,"#,
                r#""avg_move":0.0540,"#,
                r#""volume":null,"#,
                r#""selection_team_id":null,"#,
            ] {
                assert!(text.contains(served), "{served} in {text}");
            }
            assert_eq!(v["market"], "map_winner m2");
            assert_eq!(v["move_size"], "-19 · 5.4 pts");
        }
    }
}
