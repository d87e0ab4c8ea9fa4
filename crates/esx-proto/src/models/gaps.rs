//! `/gaps` read two ways: rows borrowed from a page body without copies (strings as
//! `Cow`, numbers as the served text) for the streaming export, and the envelope and its
//! rows from a parsed `Value` (numbers still as served) for the table, `--json` and the
//! buffered export. The owned [`super::GapRow`] stays the simulator's model.

use std::borrow::Cow;

use serde::{Deserialize, Serialize};
use serde_json::Number;
use serde_json::value::RawValue;

use crate::served::ServedNumber;

/// One venue inside a borrowed gap row.
#[derive(Debug, Clone, Deserialize, PartialEq, Hash)]
pub struct GapBookRef<'a> {
    #[serde(borrow)]
    pub book: Cow<'a, str>,
    #[serde(borrow)]
    pub line: ServedNumber<'a>,
}

/// One gap row borrowed from a page body: the fields of the CSV export, in its order.
/// Fields the export does not print (`propId`, `direction`, unknown ones) are skipped.
/// `Hash`: a page's first and last rows are its identity for the paged walk's repeat
/// check.
#[derive(Debug, Clone, Deserialize, PartialEq, Hash)]
pub struct GapRowRef<'a> {
    #[serde(borrow)]
    pub gap_id: Cow<'a, str>,
    /// A canonical id; `null` when the service has none.
    #[serde(borrow, default)]
    pub player_id: Option<Cow<'a, str>>,
    #[serde(borrow)]
    pub player_name: Cow<'a, str>,
    #[serde(borrow)]
    pub team: Cow<'a, str>,
    #[serde(borrow)]
    pub opponent: Cow<'a, str>,
    #[serde(borrow)]
    pub event_id: Cow<'a, str>,
    #[serde(borrow)]
    pub event_time: Cow<'a, str>,
    #[serde(borrow)]
    pub stat_type: Cow<'a, str>,
    #[serde(borrow)]
    pub market: Cow<'a, str>,
    #[serde(borrow)]
    pub line: ServedNumber<'a>,
    #[serde(borrow)]
    pub line_min: ServedNumber<'a>,
    #[serde(borrow)]
    pub line_max: ServedNumber<'a>,
    #[serde(borrow)]
    pub line_gap: ServedNumber<'a>,
    #[serde(borrow)]
    pub book_count: ServedNumber<'a>,
    #[serde(borrow)]
    pub books: Vec<GapBookRef<'a>>,
}

/// One `/gaps` page with its rows borrowed from the body: the one reading of a page in
/// a streamed export, which also gives the paged walk its facts. `total` and `has_more`
/// are kept as sent (absent or `null`: `None`) so the walk checks their types with its
/// own words (`has_more: "true"` is a malformed answer, never a silent end).
#[derive(Debug, Clone, Deserialize)]
pub struct GapsPage<'a> {
    #[serde(borrow, default)]
    pub total: Option<&'a RawValue>,
    #[serde(borrow, default)]
    pub has_more: Option<&'a RawValue>,
    #[serde(borrow)]
    pub gaps: Vec<GapRowRef<'a>>,
}

/// A venue's line in a parsed gap row (its text as served).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct GapVenueLine {
    pub book: String,
    #[serde(deserialize_with = "crate::served::number")]
    pub line: Number,
}

/// One gap row read from a parsed answer (the service's, or the one `esx gaps --local`
/// builds): the fields the table, the export columns and a middle are read from, text
/// owned and numbers with their text as served (`2.0` stays `2.0`, `1E1` stays `1E1`,
/// from a `Value` whose numbers kept theirs). Unknown fields are left in the answer,
/// which `--json` prints as served.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct GapRowServed {
    pub gap_id: String,
    /// A canonical id; `null` when the service has none.
    #[serde(default)]
    pub player_id: Option<String>,
    pub player_name: String,
    pub team: String,
    pub opponent: String,
    pub event_id: String,
    pub event_time: String,
    pub stat_type: String,
    pub market: String,
    #[serde(deserialize_with = "crate::served::number")]
    pub line: Number,
    #[serde(deserialize_with = "crate::served::number")]
    pub line_min: Number,
    #[serde(deserialize_with = "crate::served::number")]
    pub line_max: Number,
    #[serde(deserialize_with = "crate::served::number")]
    pub line_gap: Number,
    #[serde(deserialize_with = "crate::served::number")]
    pub book_count: Number,
    pub books: Vec<GapVenueLine>,
}

/// The `/gaps` envelope as the client reads it from a parsed answer (the service's, or the
/// one `esx gaps --local` builds): the summary fields and the rows.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct GapsSummary {
    #[serde(default)]
    pub source: Option<String>,
    #[serde(default)]
    pub min_gap: Option<Number>,
    #[serde(default)]
    pub total: Option<u64>,
    #[serde(default)]
    pub offset: Option<u64>,
    #[serde(default)]
    pub has_more: Option<bool>,
    pub gaps: Vec<GapRowServed>,
}

#[cfg(test)]
mod tests {
    use super::*;

    const PAGE: &str = r#"{"source":"svc","total":2,"has_more":false,"gaps":[
        {"gap_id":"g1","player_id":"p","player_name":"a \"b\"","team":"T","opponent":"O",
         "event_id":"e","event_time":"t","stat_type":"S","market":"m","line":33,
         "line_min":32.50,"line_max":1E3,"line_gap":2.0,"book_count":2,
         "books":[{"book":"x","line":32.50,"propId":"p1","direction":"over"}],"extra":{"k":[1]}},
        {"gap_id":"g2","player_id":null,"player_name":"n","team":"T","opponent":"O",
         "event_id":"e","event_time":"t","stat_type":"S","market":"m","line":1,
         "line_min":1,"line_max":1,"line_gap":0,"book_count":1,"books":[]}]}"#;

    #[test]
    fn borrowed_rows_keep_served_number_text() {
        let page: GapsPage = serde_json::from_str(PAGE).unwrap();
        assert_eq!(page.total.map(RawValue::get), Some("2"));
        assert_eq!(page.has_more.map(RawValue::get), Some("false"));
        let r = &page.gaps[0];
        assert_eq!(r.line_min.as_str(), "32.50");
        assert_eq!(r.line_max.as_str(), "1E3");
        assert_eq!(r.line_gap.as_str(), "2.0");
        assert_eq!(r.books[0].line.as_str(), "32.50");
        // Unescaped strings borrow; an escaped one is decoded.
        assert!(matches!(r.gap_id, Cow::Borrowed("g1")));
        assert_eq!(r.player_name, "a \"b\"");
        assert_eq!(page.gaps[1].player_id, None);
    }

    #[test]
    fn paging_fields_are_kept_as_sent_for_the_walk_to_check() {
        let null = PAGE.replacen(r#""has_more":false"#, r#""has_more":null"#, 1);
        let page: GapsPage = serde_json::from_str(&null).unwrap();
        assert!(page.has_more.is_none());
        let text = PAGE.replacen(r#""has_more":false"#, r#""has_more":"true""#, 1);
        let page: GapsPage = serde_json::from_str(&text).unwrap();
        assert_eq!(page.has_more.map(RawValue::get), Some(r#""true""#));
        let bare = PAGE.replacen(r#""total":2,"has_more":false,"#, "", 1);
        let page: GapsPage = serde_json::from_str(&bare).unwrap();
        assert!(page.total.is_none() && page.has_more.is_none());
    }

    #[test]
    fn a_string_where_a_number_belongs_is_refused() {
        let bad = PAGE.replacen("\"line\":33", "\"line\":\"33\"", 1);
        let e = serde_json::from_str::<GapsPage>(&bad)
            .unwrap_err()
            .to_string();
        assert!(e.contains("expected a number"), "{e}");
    }

    #[test]
    fn summary_reads_a_parsed_answer() {
        let v: serde_json::Value = serde_json::from_str(PAGE).unwrap();
        let s = GapsSummary::deserialize(&v).unwrap();
        assert_eq!(s.total, Some(2));
        assert_eq!(s.gaps[0].line_min.to_string(), "32.50");
        assert_eq!(s.gaps[0].books[0].line.to_string(), "32.50");
        assert_eq!(s.gaps[0].line_min.as_f64(), Some(32.5));
        // An exponent reads as its value (this `Value` was parsed by serde_json, which
        // already rewrote its text; `esx gaps` parses with the text kept).
        assert_eq!(s.gaps[0].line_max.as_f64(), Some(1000.0));
        assert_eq!(s.gaps[0].player_name, "a \"b\"");
        assert_eq!(s.gaps[1].player_id, None);
        assert_eq!(s.gaps[1].book_count.to_string(), "1");
        // A row without a field the table and the export print is a wrong shape.
        let mut bad = v.clone();
        if let Some(serde_json::Value::Object(row)) = bad.get_mut("gaps").and_then(|g| g.get_mut(0))
        {
            row.remove("team");
        }
        let e = GapsSummary::deserialize(&bad).unwrap_err().to_string();
        assert!(e.contains("team"), "{e}");
    }
}
