//! `/lines`: the consensus board, computed by the odds engine.
use super::{Ctx, Reply};
use crate::api::models::LineEvent;
use crate::sim::data::SportData;

/// Line events for the given event ids.
pub fn events_for(_data: &SportData, _ids: &[&str], _pm_weight: f64) -> Vec<LineEvent> {
    Vec::new()
}

/// `GET /v6/esports/{sport}/lines`.
pub fn lines(_c: &Ctx, _data: &SportData) -> Reply {
    super::json(&serde_json::json!({}))
}
