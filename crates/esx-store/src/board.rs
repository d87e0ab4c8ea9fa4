//! What the recorded board holds, for checking a bet before it is logged: the sources
//! the tapes have seen, each event's markets and outcomes, and the props recorded for a
//! player's stat (`bets add` warns when its event, outcome or pick is not there, and
//! refuses a venue no tape or known list has).

use crate::copy::exec::{Exec, Kind, Val, render};
use crate::grading::normalise_name;
use crate::pg::Postgres;
use crate::{Result, Sqlite};

/// A prop line the props tape recorded: its event, the player and stat type as the
/// tape spells them, and one line quoted for it.
#[derive(Debug, Clone, PartialEq)]
pub struct RecordedProp {
    pub event_id: String,
    pub player: String,
    pub stat_type: String,
    pub line: f64,
}

/// Every line the props tape quoted for `player`'s `stat_type` (the player's name
/// compared as `grade` joins it: letters and digits, any case; the stat type in any
/// case), each (event, line) once, in event then line order.
pub(crate) fn recorded_props(
    ex: &mut dyn Exec,
    player: &str,
    stat_type: &str,
) -> Result<Vec<RecordedProp>> {
    let cols = [("stat_type", Kind::Text)];
    let vals = [Val::Text(stat_type.trim().to_lowercase())];
    let sql = render(
        ex.dialect(),
        "SELECT DISTINCT k.event_id, k.player, k.stat_type, q.line FROM prop_keys k \
         JOIN prop_quotes q ON q.key_id = k.key_id \
         WHERE lower(k.stat_type) = {stat_type} AND q.line IS NOT NULL \
         ORDER BY 1, 4",
        &cols,
        &vals,
    );
    let want = normalise_name(player);
    let text = |v: &Val| match v {
        Val::Text(s) => s.clone(),
        _ => String::new(),
    };
    let mut out = Vec::new();
    ex.each(
        &sql,
        &[Kind::Text, Kind::Text, Kind::Text, Kind::Real],
        &mut |r| {
            let line = match r[3] {
                Val::Real(x) => x,
                #[expect(clippy::cast_precision_loss, reason = "a prop line is small")]
                Val::Int(i) => i as f64,
                _ => return Ok(()),
            };
            if normalise_name(&text(&r[1])) == want {
                out.push(RecordedProp {
                    event_id: text(&r[0]),
                    player: text(&r[1]),
                    stat_type: text(&r[2]),
                    line,
                });
            }
            Ok(())
        },
    )?;
    Ok(out)
}

/// The sources of every recorded quote: the lines tape's sources (the consensus line
/// among them) and the props tape's venues, sorted, each once.
const SOURCES: &str = "SELECT source FROM quote_keys UNION SELECT venue FROM prop_keys ORDER BY 1";

impl Sqlite {
    pub(crate) fn recorded_sources(&self) -> Result<Vec<String>> {
        let mut stmt = self.conn.prepare(SOURCES).map_err(|e| self.sql(e))?;
        let rows = stmt
            .query_map([], |r| r.get(0))
            .map_err(|e| self.sql(e))?
            .collect::<rusqlite::Result<Vec<String>>>();
        rows.map_err(|e| self.sql(e))
    }

    pub(crate) fn event_outcomes(&self, event_id: &str) -> Result<Vec<(String, String)>> {
        let mut stmt = self
            .conn
            .prepare(
                "SELECT DISTINCT market, outcome FROM quote_keys WHERE event_id = ?1 ORDER BY 1, 2",
            )
            .map_err(|e| self.sql(e))?;
        let rows = stmt
            .query_map([event_id], |r| Ok((r.get(0)?, r.get(1)?)))
            .map_err(|e| self.sql(e))?
            .collect::<rusqlite::Result<Vec<(String, String)>>>();
        rows.map_err(|e| self.sql(e))
    }
}

impl Postgres {
    pub(crate) fn recorded_sources(&self) -> Result<Vec<String>> {
        let rows = self
            .client()
            .query(SOURCES, &[])
            .map_err(|e| self.err(&e))?;
        Ok(rows.iter().map(|r| r.get(0)).collect())
    }

    pub(crate) fn event_outcomes(&self, event_id: &str) -> Result<Vec<(String, String)>> {
        let rows = self
            .client()
            .query(
                "SELECT DISTINCT market, outcome FROM quote_keys WHERE event_id = $1 ORDER BY 1, 2",
                &[&event_id],
            )
            .map_err(|e| self.err(&e))?;
        Ok(rows.iter().map(|r| (r.get(0), r.get(1))).collect())
    }
}
