//! Defense-vs-role tables.
use super::{Ctx, Reply};
use crate::sim::data::SportData;

/// League-wide table.
pub fn league(_c: &Ctx, _data: &SportData) -> Reply {
    super::json(&serde_json::json!({}))
}

/// One team's table.
pub fn team(_c: &Ctx, _data: &SportData, _team: &str) -> Reply {
    super::json(&serde_json::json!({}))
}
