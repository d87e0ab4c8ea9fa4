//! The copy's executor: one small set of statements run on either backend, with values
//! typed as the schema types them ([`Kind`]) and SQL written once ([`render`]).

use std::collections::HashMap;
use std::fmt::Write as _;

use postgres::types::{IsNull, ToSql, Type, to_sql_checked};

use crate::pg::{Postgres, ts};
use crate::{Result, Sqlite};

/// A column value on its way between backends.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Val {
    Null,
    Int(i64),
    Real(f64),
    Text(String),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    Int,
    Real,
    Text,
    /// Text on SQLite, `TIMESTAMPTZ` on PostgreSQL; the store's time text in between.
    Time,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Dialect {
    Sqlite,
    Postgres,
}

/// A statement and its values. Templates name values `{column}`, replaced by the
/// dialect's placeholder (cast where PostgreSQL needs the type); null-safe equality is
/// written `col IS? {col}` and rendered per dialect.
pub(crate) struct Sql<'a> {
    pub(crate) text: String,
    pub(crate) args: Vec<&'a Val>,
}

pub(crate) fn render<'a>(
    d: Dialect,
    template: &str,
    cols: &[(&str, Kind)],
    row: &'a [Val],
) -> Sql<'a> {
    render_at(d, template, cols, row, 0)
}

/// [`render`] with the placeholders numbered from `offset + 1` (rows of a multi-row
/// insert).
pub(crate) fn render_at<'a>(
    d: Dialect,
    template: &str,
    cols: &[(&str, Kind)],
    row: &'a [Val],
    offset: usize,
) -> Sql<'a> {
    let mut text = String::with_capacity(template.len() + 32);
    let mut args = Vec::new();
    let mut rest = template;
    while let Some(i) = rest.find('{') {
        text.push_str(&rest[..i]);
        let end = rest[i..].find('}').map_or(rest.len(), |j| i + j);
        let name = &rest[i + 1..end];
        // The templates are this module's constants: a name that is not a column is a
        // bug in them, found by the copy tests.
        let Some((idx, kind)) = cols
            .iter()
            .enumerate()
            .find(|(_, (c, _))| *c == name)
            .map(|(n, (_, k))| (n, *k))
        else {
            panic!("no column {name} in a copy statement")
        };
        args.push(&row[idx]);
        let n = offset + args.len();
        match d {
            Dialect::Sqlite => {
                let _ = write!(text, "?{n}");
            }
            Dialect::Postgres => {
                let cast = match kind {
                    Kind::Int => "int8",
                    Kind::Real => "float8",
                    Kind::Text => "text",
                    Kind::Time => "text::timestamptz",
                };
                let _ = write!(text, "${n}::{cast}");
            }
        }
        rest = &rest[(end + 1).min(rest.len())..];
    }
    text.push_str(rest);
    let text = match d {
        Dialect::Sqlite => text.replace(" IS? ", " IS "),
        Dialect::Postgres => text.replace(" IS? ", " IS NOT DISTINCT FROM "),
    };
    Sql { text, args }
}

/// The statements a copy needs, on either backend.
pub(crate) trait Exec {
    fn dialect(&self) -> Dialect;
    fn run(&mut self, sql: &Sql<'_>) -> Result<u64>;
    /// Every row of a query, collected (small reads; a large one goes through
    /// [`Exec::each`]).
    fn rows(&mut self, sql: &Sql<'_>, kinds: &[Kind]) -> Result<Vec<Vec<Val>>> {
        let mut out = Vec::new();
        self.each(sql, kinds, &mut |r| {
            out.push(r);
            Ok(())
        })?;
        Ok(out)
    }
    /// [`Exec::rows`] one row at a time, as the backend reads them: a reader of a large
    /// table (`backtest` over a million predictions) holds one row, not the table.
    fn each(
        &mut self,
        sql: &Sql<'_>,
        kinds: &[Kind],
        f: &mut dyn FnMut(Vec<Val>) -> Result<()>,
    ) -> Result<()>;
    fn batch(&mut self, sql: &str) -> Result<()>;

    /// The columns to select: a time column as the store's time text.
    fn select(&self, cols: &[(&str, Kind)]) -> String {
        cols.iter()
            .map(|(c, k)| match (self.dialect(), k) {
                (Dialect::Postgres, Kind::Time) => ts(c),
                _ => (*c).to_string(),
            })
            .collect::<Vec<_>>()
            .join(", ")
    }
}

fn sqlite_value(v: &Val) -> rusqlite::types::Value {
    match v {
        Val::Null => rusqlite::types::Value::Null,
        Val::Int(i) => rusqlite::types::Value::Integer(*i),
        Val::Real(f) => rusqlite::types::Value::Real(*f),
        Val::Text(s) => rusqlite::types::Value::Text(s.clone()),
    }
}

/// SQLite runs these statements through a shared borrow (its connection caches its own
/// statements), so a reader holding `&Store` can use them too.
impl Exec for &Sqlite {
    fn dialect(&self) -> Dialect {
        Dialect::Sqlite
    }

    fn run(&mut self, sql: &Sql<'_>) -> Result<u64> {
        let args = sql.args.iter().map(|v| sqlite_value(v));
        let run = || -> rusqlite::Result<usize> {
            self.conn
                .prepare_cached(&sql.text)?
                .execute(rusqlite::params_from_iter(args))
        };
        run().map(|n| n as u64).map_err(|e| self.sql(e))
    }

    fn each(
        &mut self,
        sql: &Sql<'_>,
        kinds: &[Kind],
        f: &mut dyn FnMut(Vec<Val>) -> Result<()>,
    ) -> Result<()> {
        // The callback's own error is kept apart from SQLite's, which is classified.
        let mut failed = None;
        let mut read = || -> rusqlite::Result<()> {
            let mut stmt = self.conn.prepare_cached(&sql.text)?;
            let mut rows = stmt.query(rusqlite::params_from_iter(
                sql.args.iter().map(|v| sqlite_value(v)),
            ))?;
            while let Some(r) = rows.next()? {
                let mut row = Vec::with_capacity(kinds.len());
                for (i, k) in kinds.iter().enumerate() {
                    row.push(match k {
                        Kind::Int => r.get::<_, Option<i64>>(i)?.map_or(Val::Null, Val::Int),
                        Kind::Real => r.get::<_, Option<f64>>(i)?.map_or(Val::Null, Val::Real),
                        Kind::Text | Kind::Time => {
                            r.get::<_, Option<String>>(i)?.map_or(Val::Null, Val::Text)
                        }
                    });
                }
                if let Err(e) = f(row) {
                    failed = Some(e);
                    break;
                }
            }
            Ok(())
        };
        read().map_err(|e| self.sql(e))?;
        failed.map_or(Ok(()), Err)
    }

    fn batch(&mut self, sql: &str) -> Result<()> {
        let sql = if sql == "BEGIN" {
            "BEGIN IMMEDIATE"
        } else {
            sql
        };
        self.conn.execute_batch(sql).map_err(|e| self.sql(e))
    }
}

impl Exec for Sqlite {
    fn dialect(&self) -> Dialect {
        Dialect::Sqlite
    }

    fn run(&mut self, sql: &Sql<'_>) -> Result<u64> {
        let mut me: &Sqlite = self;
        me.run(sql)
    }

    fn each(
        &mut self,
        sql: &Sql<'_>,
        kinds: &[Kind],
        f: &mut dyn FnMut(Vec<Val>) -> Result<()>,
    ) -> Result<()> {
        let mut me: &Sqlite = self;
        me.each(sql, kinds, f)
    }

    fn batch(&mut self, sql: &str) -> Result<()> {
        let mut me: &Sqlite = self;
        me.batch(sql)
    }
}

impl ToSql for Val {
    fn to_sql(
        &self,
        ty: &Type,
        out: &mut postgres::types::private::BytesMut,
    ) -> std::result::Result<IsNull, Box<dyn std::error::Error + Sync + Send>> {
        match self {
            Self::Null => Ok(IsNull::Yes),
            Self::Int(i) => i.to_sql(ty, out),
            Self::Real(f) => f.to_sql(ty, out),
            Self::Text(s) => s.to_sql(ty, out),
        }
    }

    fn accepts(ty: &Type) -> bool {
        matches!(*ty, Type::INT8 | Type::FLOAT8 | Type::TEXT)
    }

    to_sql_checked!();
}

/// The PostgreSQL side keeps its prepared statements: a copy runs a few statements
/// many thousand times.
pub(crate) struct PgExec<'a> {
    pub(crate) pg: &'a Postgres,
    pub(crate) prepared: HashMap<String, postgres::Statement>,
}

impl PgExec<'_> {
    fn statement(&mut self, sql: &str) -> Result<postgres::Statement> {
        if let Some(s) = self.prepared.get(sql) {
            return Ok(s.clone());
        }
        let prepared = self.pg.client().prepare(sql);
        let s = prepared.map_err(|e| self.pg.err(&e))?;
        self.prepared.insert(sql.to_string(), s.clone());
        Ok(s)
    }
}

impl Exec for PgExec<'_> {
    fn dialect(&self) -> Dialect {
        Dialect::Postgres
    }

    fn run(&mut self, sql: &Sql<'_>) -> Result<u64> {
        let stmt = self.statement(&sql.text)?;
        let args: Vec<&(dyn ToSql + Sync)> =
            sql.args.iter().map(|v| *v as &(dyn ToSql + Sync)).collect();
        let done = self.pg.client().execute(&stmt, &args);
        done.map_err(|e| self.pg.err(&e))
    }

    fn each(
        &mut self,
        sql: &Sql<'_>,
        kinds: &[Kind],
        f: &mut dyn FnMut(Vec<Val>) -> Result<()>,
    ) -> Result<()> {
        use postgres::fallible_iterator::FallibleIterator as _;
        let stmt = self.statement(&sql.text)?;
        let args = sql.args.iter().map(|v| *v as &(dyn ToSql + Sync));
        // A database error ends the read and is classified once the rows are let go.
        let mut failed = None;
        match self.pg.client().query_raw(&stmt, args) {
            Err(e) => failed = Some(e),
            Ok(mut rows) => loop {
                // Rows arrive as the server sends them: one decoded at a time.
                let r = match rows.next() {
                    Ok(Some(r)) => r,
                    Ok(None) => break,
                    Err(e) => {
                        failed = Some(e);
                        break;
                    }
                };
                let row = kinds
                    .iter()
                    .enumerate()
                    .map(|(i, k)| match k {
                        Kind::Int => r.get::<_, Option<i64>>(i).map_or(Val::Null, Val::Int),
                        Kind::Real => r.get::<_, Option<f64>>(i).map_or(Val::Null, Val::Real),
                        Kind::Text | Kind::Time => {
                            r.get::<_, Option<String>>(i).map_or(Val::Null, Val::Text)
                        }
                    })
                    .collect();
                f(row)?;
            },
        }
        failed.map_or(Ok(()), |e| Err(self.pg.err(&e)))
    }

    fn batch(&mut self, sql: &str) -> Result<()> {
        self.pg
            .client()
            .batch_execute(sql)
            .map_err(|e| self.pg.err(&e))
    }
}

/// A key's natural columns as one string, the same from either backend (`-0.0` is
/// `0.0`, as in the unique index).
pub(crate) fn natural_key(vals: &[Val]) -> String {
    let mut k = String::new();
    for v in vals {
        match v {
            Val::Null => k.push('\u{0}'),
            Val::Int(i) => k.push_str(&i.to_string()),
            Val::Real(f) => {
                k.push_str(&(if *f == 0.0 { 0.0f64 } else { *f }).to_bits().to_string());
            }
            Val::Text(s) => k.push_str(s),
        }
        k.push('\u{1f}');
    }
    k
}
