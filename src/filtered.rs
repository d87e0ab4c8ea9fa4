//! Local filters before paging (DESIGN "Filters before paging", settled point 20): the
//! one rule every command with a local filter (`--starts-within`, `--team`, …) follows.
//! The filters pick from the whole list (the caller reads every page it needs), then
//! `--offset`/`--limit` page what they kept; the footer counts what they kept and JSON
//! carries it as `esx.filtered_total`, `esx.offset`, `esx.has_more` beside the served
//! `total`/`has_more`, which stay as served.

use std::fmt::Write as _;

use serde_json::{Map, Value};

/// One page of a filtered list: the indexes shown (into the list the filters read) and
/// the counts the footer and JSON carry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Paged {
    /// The rows shown, in order: `kept[offset..offset + limit]`.
    pub(crate) shown: Vec<usize>,
    /// How many rows the filters kept, before paging.
    pub(crate) filtered_total: usize,
    /// Rows of the kept list skipped (`--offset`).
    pub(crate) offset: usize,
    /// Whether kept rows remain after this page.
    pub(crate) has_more: bool,
    /// Whether the command takes `--offset`, so the footer may offer the next page.
    pub(crate) offers_offset: bool,
}

impl Paged {
    /// Page `kept` (the filters' rows, in the order shown) by `offset` and `limit`.
    #[must_use]
    pub(crate) fn of(kept: Vec<usize>, offset: usize, limit: Option<usize>) -> Self {
        let filtered_total = kept.len();
        let shown: Vec<usize> = kept
            .into_iter()
            .skip(offset)
            .take(limit.unwrap_or(usize::MAX))
            .collect();
        let has_more = offset.saturating_add(shown.len()) < filtered_total;
        Self {
            shown,
            filtered_total,
            offset,
            has_more,
            offers_offset: true,
        }
    }

    /// For a command without `--offset` (`props`): the footer offers no next page.
    #[must_use]
    pub(crate) fn without_offset_flag(mut self) -> Self {
        self.offers_offset = false;
        self
    }

    /// The footer: "20 of 265 props starting within 6h; more with --offset 20" (the
    /// whole list: "265 props starting within 6h"). `what` names the filters that
    /// kept the rows (empty: none named).
    #[must_use]
    pub(crate) fn footer(&self, one: &str, many: &str, what: &str) -> String {
        let total = crate::output::fmt::plural(self.filtered_total, one, many);
        let mut line = if self.offset == 0 && self.shown.len() == self.filtered_total {
            total
        } else if self.offset == 0 {
            format!("{} of {total}", self.shown.len())
        } else if self.shown.is_empty() {
            format!("none of {total} after --offset {}", self.offset)
        } else {
            format!(
                "{}–{} of {total}",
                self.offset + 1,
                self.offset + self.shown.len()
            )
        };
        if !what.is_empty() {
            line.push(' ');
            line.push_str(what);
        }
        if self.has_more && self.offers_offset {
            let _ = write!(
                line,
                "; more with --offset {}",
                self.offset + self.shown.len()
            );
        }
        line
    }

    /// The counts JSON carries, for a typed document's `esx` object (flattened there).
    #[must_use]
    pub(crate) fn counts(&self) -> Counts {
        Counts {
            filtered_total: self.filtered_total,
            offset: self.offset,
            has_more: self.has_more,
        }
    }

    /// Put the filtered counts under the document's top-level `esx` object (made if
    /// absent; a served `esx` that is not an object is left alone).
    pub(crate) fn mark(&self, doc: &mut Value) {
        let Value::Object(map) = doc else { return };
        let esx = map
            .entry("esx")
            .or_insert_with(|| Value::Object(Map::new()));
        if let Value::Object(esx) = esx {
            esx.insert("filtered_total".into(), Value::from(self.filtered_total));
            esx.insert("offset".into(), Value::from(self.offset));
            esx.insert("has_more".into(), Value::Bool(self.has_more));
        }
    }
}

/// The filtered counts as a typed document's `esx` object carries them (the same three
/// fields [`Paged::mark`] writes into a served document).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub(crate) struct Counts {
    pub(crate) filtered_total: usize,
    pub(crate) offset: usize,
    pub(crate) has_more: bool,
}

/// The words naming a `--starts-within` window for a footer ("starting within 6h").
#[must_use]
pub(crate) fn window_words(within_secs: f64) -> String {
    format!("starting within {}", duration_text(within_secs))
}

/// A duration as the shortest whole unit that states it (`6h`, `90m`, `2d`).
#[must_use]
fn duration_text(secs: f64) -> String {
    for (unit, size) in [("d", 86_400.0), ("h", 3_600.0), ("m", 60.0)] {
        if secs >= size && (secs / size).fract() == 0.0 {
            return format!("{}{unit}", secs / size);
        }
    }
    if secs >= 3_600.0 {
        return format!("{}h", (secs / 3_600.0 * 100.0).round() / 100.0);
    }
    format!("{secs}s")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn filters_then_pages() {
        let kept = vec![3, 5, 8, 13, 21];
        let p = Paged::of(kept.clone(), 0, Some(2));
        assert_eq!(p.shown, [3, 5]);
        assert_eq!((p.filtered_total, p.offset, p.has_more), (5, 0, true));
        assert_eq!(
            p.footer("prop", "props", "starting within 6h"),
            "2 of 5 props starting within 6h; more with --offset 2"
        );
        let p = Paged::of(kept.clone(), 4, Some(2));
        assert_eq!(p.shown, [21]);
        assert!(!p.has_more);
        assert_eq!(p.footer("gap", "gaps", ""), "5–5 of 5 gaps");
        let p = Paged::of(kept.clone(), 9, None);
        assert!(p.shown.is_empty());
        assert_eq!(
            p.footer("gap", "gaps", ""),
            "none of 5 gaps after --offset 9"
        );
        let p = Paged::of(kept, 0, None);
        assert_eq!(p.footer("group", "groups", ""), "5 groups");
        let mut doc = serde_json::json!({"total": 99, "has_more": true});
        Paged::of(vec![1, 2, 3], 1, Some(1)).mark(&mut doc);
        assert_eq!(
            doc,
            serde_json::json!({"total": 99, "has_more": true,
                "esx": {"filtered_total": 3, "offset": 1, "has_more": true}})
        );
    }

    #[test]
    fn windows_are_named_in_their_unit() {
        assert_eq!(window_words(6.0 * 3600.0), "starting within 6h");
        assert_eq!(window_words(1800.0), "starting within 30m");
        assert_eq!(window_words(2.0 * 86_400.0), "starting within 2d");
        assert_eq!(window_words(45.0), "starting within 45s");
    }
}
