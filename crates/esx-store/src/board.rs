//! What the recorded board holds, for checking a bet before it is logged: the sources
//! the tapes have seen and each event's markets and outcomes (`bets add` warns when its
//! event or outcome is not there, and refuses a venue no tape or known list has).

use crate::pg::Postgres;
use crate::{Result, Sqlite};

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
