//! `esx api PATH`: a raw GET to any route, printed as JSON (like `gh api`).

use crate::api::error::EsxError;
use crate::cli::ApiArgs;
use crate::output::{Format, View};

use super::Context;

/// Split `KEY=VALUE` fields into query pairs, refusing malformed ones.
pub fn parse_fields(fields: &[String]) -> Result<Vec<(String, String)>, EsxError> {
    fields
        .iter()
        .map(|f| match f.split_once('=') {
            Some((k, v)) if !k.trim().is_empty() => Ok((k.trim().to_string(), v.to_string())),
            _ => Err(EsxError::usage(format!(
                "invalid field `{f}`: expected KEY=VALUE, e.g. -F limit=50"
            ))),
        })
        .collect()
}

pub fn run(ctx: &Context, args: &ApiArgs) -> anyhow::Result<()> {
    let path = args.path.trim();
    if path.is_empty() || path.contains("://") {
        return Err(EsxError::usage(format!(
            "`{path}` is not a route path: give the path only, e.g. /v6/books (the base URL comes from configuration)"
        ))
        .into());
    }
    let (path, inline_query) = path.split_once('?').unwrap_or((path, ""));
    let mut query: Vec<(String, String)> = url::form_urlencoded::parse(inline_query.as_bytes())
        .map(|(k, v)| (k.into_owned(), v.into_owned()))
        .collect();
    query.extend(parse_fields(&args.fields)?);
    let client = if args.no_key {
        ctx.keyless_client()?
    } else {
        ctx.client()?
    };
    let data = if args.paginate {
        let bar = ctx.diag.progress(&format!("fetching {path}"));
        let result = client.get_all(
            path,
            &query,
            args.rows.as_deref(),
            args.page_size,
            &mut |n, total| {
                bar.set_message(match total {
                    Some(t) => format!("{n}/{t} rows"),
                    None => format!("{n} rows"),
                });
                bar.tick();
            },
        );
        bar.finish_and_clear();
        result?
    } else if args.no_key {
        client.get_json_keyless(path, &query)?
    } else {
        client.get_json(path, &query)?
    };
    ctx.output(Format::Json).emit(&View::generic(data))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_parse_or_explain() {
        let ok = parse_fields(&["a=1".into(), "b=x=y".into(), "c=".into()]).unwrap();
        assert_eq!(ok[1], ("b".to_string(), "x=y".to_string()));
        assert_eq!(ok[2], ("c".to_string(), String::new()));
        assert!(parse_fields(&["novalue".into()]).is_err());
        assert!(parse_fields(&["=1".into()]).is_err());
    }
}
