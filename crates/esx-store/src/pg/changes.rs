//! What a PostgreSQL snapshot's writers share: the in-memory change set of one tape (keys
//! known or about to be created, one value per key) and the one-round-trip statement.

use std::collections::HashMap;

use postgres::Transaction;
use postgres::types::{ToSql, Type};

pub(crate) type Pg<T> = std::result::Result<T, postgres::Error>;

/// `-0.0` as `0.0`: one line, stored as SQLite stores it (it keeps no negative zero).
pub(crate) fn no_negative_zero(x: Option<f64>) -> Option<f64> {
    x.map(|v| if v == 0.0 { 0.0 } else { v })
}

/// A key of this snapshot: already stored, or the n-th key this snapshot creates.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum Id {
    Known(i64),
    New(usize),
}

/// The changed points of one tape, one per key (a board listing a key twice: the later
/// stands, as SQLite's `INSERT OR REPLACE` has it), in first-seen order.
pub(crate) struct Changes<V> {
    order: Vec<Id>,
    values: HashMap<Id, V>,
}

impl<V> Changes<V> {
    pub(crate) fn new() -> Self {
        Self {
            order: Vec::new(),
            values: HashMap::new(),
        }
    }

    pub(crate) fn put(&mut self, id: Id, v: V) {
        if self.values.insert(id, v).is_none() {
            self.order.push(id);
        }
    }

    /// The value of key `id`, made empty on its first mention.
    pub(crate) fn entry(&mut self, id: Id) -> &mut V
    where
        V: Default,
    {
        self.values.entry(id).or_insert_with(|| {
            self.order.push(id);
            V::default()
        })
    }

    /// The values in first-seen order.
    pub(crate) fn into_ordered(self) -> Vec<(Id, V)> {
        let mut values = self.values;
        self.order
            .into_iter()
            .filter_map(|id| Some((id, values.remove(&id)?)))
            .collect()
    }

    /// The changes with every new key resolved to its id.
    pub(crate) fn resolved(self, new_ids: &[i64]) -> Vec<(i64, V)> {
        self.into_ordered()
            .into_iter()
            .map(|(id, v)| match id {
                Id::Known(k) => (k, v),
                Id::New(i) => (new_ids[i], v),
            })
            .collect()
    }
}

/// One statement in one round trip: with the parameters' types given, the client sends
/// parse, bind and execute together rather than preparing first (a round trip saved per
/// statement, which is most of a small snapshot's time on a busy or distant server).
pub(crate) fn typed(
    tx: &mut Transaction<'_>,
    sql: &str,
    params: &[(&(dyn ToSql + Sync), Type)],
) -> Pg<Vec<postgres::Row>> {
    tx.query_typed(sql, params)
}
