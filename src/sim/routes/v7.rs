//! v7 routes: parlays, flow, breakdown, meta.
use super::{Ctx, Reply};
use crate::sim::data::SportData;

pub fn meta(_c: &Ctx) -> Reply {
    super::json(&serde_json::json!({}))
}
pub fn parlays(_c: &Ctx, _d: &SportData) -> Reply {
    super::json(&serde_json::json!({}))
}
pub fn flow(_c: &Ctx, _d: &SportData) -> Reply {
    super::json(&serde_json::json!({}))
}
pub fn breakdown(_c: &Ctx, _d: &SportData) -> Reply {
    super::json(&serde_json::json!({}))
}
pub fn breakdown_index(_c: &Ctx, _d: &SportData) -> Reply {
    super::json(&serde_json::json!({}))
}
pub fn published(_c: &Ctx, _d: &SportData, _k: &str, _s: &str) -> Reply {
    super::json(&serde_json::json!({}))
}
