//! Input schemas and argument checking for the MCP tools: both read the tool table
//! ([`super::tools`]) and the CLI's clap tree, so a schema's enums are exactly the values
//! the command accepts, and a tool call becomes the argument vector of that command.

use serde::Deserialize;
use serde_json::{Map, Value, json};

use super::tools::{At, DEFAULT_LIMIT, MAX_LIMIT, Param, ToolSpec, Ty};

/// A failed tool call: the one-line message and the exit code the CLI would give.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct ToolError {
    pub(crate) exit_code: i32,
    pub(crate) message: String,
}

impl ToolError {
    /// A bad argument (exit 2, as the CLI's usage errors).
    pub(super) fn usage(message: impl Into<String>) -> Self {
        Self {
            exit_code: 2,
            message: message.into(),
        }
    }
}

/// A tool call made ready to run: the command's arguments and what to do with its answer.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Call {
    /// The subcommand and its arguments (no global flags).
    pub(crate) argv: Vec<String>,
    /// The rows to keep, for a list tool.
    pub(crate) limit: Option<u32>,
    /// Whether `local: true` was asked for (some tools find their rows elsewhere then).
    pub(crate) local: bool,
}

/// The largest `limit` a tool accepts: 200, or less where the route allows less.
#[must_use]
pub(super) fn max_limit(tool: &ToolSpec) -> u32 {
    tool.rows
        .and_then(|r| r.route)
        .map_or(MAX_LIMIT, |r| r.max.min(MAX_LIMIT))
}

/// The clap argument behind a tool parameter's flag, in the CLI's clap tree `cli`.
fn clap_arg(cli: &clap::Command, tool: &ToolSpec, long: &str) -> Option<clap::Arg> {
    let mut cmd = cli;
    for word in tool.command {
        cmd = cmd.find_subcommand(word)?;
    }
    cmd.get_arguments()
        .find(|a| a.get_long() == Some(long))
        .cloned()
}

/// The values a `Choice` parameter may take, as the command's clap argument lists them.
#[must_use]
pub(super) fn choices(cli: &clap::Command, tool: &ToolSpec, param: &Param) -> Vec<String> {
    match (param.ty, param.at) {
        (Ty::Sport(list) | Ty::Venue(list), _) => list.iter().map(|s| (*s).to_string()).collect(),
        (Ty::Choice, At::Opt(long)) => clap_arg(cli, tool, long)
            .map(|a| {
                a.get_possible_values()
                    .iter()
                    .filter(|v| !v.is_hide_set())
                    .map(|v| v.get_name().to_string())
                    .collect()
            })
            .unwrap_or_default(),
        _ => Vec::new(),
    }
}

/// The JSON Schema of a tool's arguments.
#[must_use]
pub(super) fn input_schema(cli: &clap::Command, tool: &ToolSpec) -> Map<String, Value> {
    let mut props = Map::new();
    let mut required = Vec::new();
    for param in tool.params {
        let mut s = match param.ty {
            Ty::Sport(_) | Ty::Venue(_) | Ty::Choice => {
                json!({"type": "string", "enum": choices(cli, tool, param)})
            }
            Ty::Text => json!({"type": "string"}),
            Ty::Number => json!({"type": "number"}),
            Ty::Integer => json!({"type": "integer"}),
            Ty::Flag => json!({"type": "boolean"}),
            Ty::List => json!({"type": "array", "items": {"type": "string"}, "minItems": 1}),
        };
        if let Value::Object(m) = &mut s {
            m.insert("description".into(), json!(param.about));
        }
        props.insert(param.name.to_string(), s);
        if param.required {
            required.push(param.name);
        }
    }
    if tool.rows.is_some() {
        let max = max_limit(tool);
        props.insert(
            "limit".into(),
            json!({
                "type": "integer",
                "minimum": 1,
                "maximum": max,
                "default": DEFAULT_LIMIT,
                "description": format!("Most rows to return (default {DEFAULT_LIMIT}, at most {max}). esx.total counts the rows before the cut; esx.has_more says whether rows were left out (past the limit, or to keep the answer within 32 KiB)."),
            }),
        );
    }
    let mut schema = Map::new();
    schema.insert("type".into(), json!("object"));
    schema.insert("properties".into(), Value::Object(props));
    if !required.is_empty() {
        schema.insert("required".into(), json!(required));
    }
    schema.insert("additionalProperties".into(), json!(false));
    schema
}

/// An argument as an error message shows it: at most 64 characters, then its length.
fn shown(v: &Value) -> String {
    let text = match v {
        Value::String(s) => s.clone(),
        other => other.to_string(),
    };
    if text.chars().count() <= 64 {
        text
    } else {
        let head: String = text.chars().take(64).collect();
        format!("{head}…({} bytes)", text.len())
    }
}

/// A JSON type's name, for "expected a number, got a string".
fn type_name(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

/// The longest text argument accepted: ids, names and tickets are far shorter, and a
/// huge one would only fail later, obscurely, as too long a command line.
const MAX_TEXT: usize = 4096;

/// A sport, venue or choice, checked against the values the CLI takes for it.
fn choice_text(
    cli: &clap::Command,
    tool: &ToolSpec,
    param: &Param,
    s: &str,
) -> Result<String, ToolError> {
    let valid = choices(cli, tool, param);
    if valid.iter().any(|c| c == s) {
        return Ok(s.to_string());
    }
    let what = match param.ty {
        Ty::Sport(_) => "sport",
        Ty::Venue(_) => "venue",
        _ => "value",
    };
    Err(ToolError::usage(format!(
        "{}: unknown {what} `{}` for `{}`; valid: {}",
        tool.name,
        shown(&Value::String(s.to_string())),
        param.name,
        valid.join(", ")
    )))
}

/// A list parameter as one comma-joined flag value: at least one item, each a
/// non-empty string without commas.
fn list_text(tool: &ToolSpec, param: &Param, items: &[Value]) -> Result<String, ToolError> {
    if items.is_empty() {
        return Err(ToolError::usage(format!(
            "{}: `{}` needs at least one item",
            tool.name, param.name
        )));
    }
    let mut out = Vec::with_capacity(items.len());
    for item in items {
        match item.as_str() {
            Some(s) if !s.is_empty() && !s.contains(',') => out.push(s),
            _ => {
                return Err(ToolError::usage(format!(
                    "{}: each item of `{}` must be a non-empty string without commas, got `{}`",
                    tool.name,
                    param.name,
                    shown(item)
                )));
            }
        }
    }
    Ok(out.join(","))
}

/// One parameter's value as it goes on the command line (`None`: leave the flag out).
fn value_text(
    cli: &clap::Command,
    tool: &ToolSpec,
    param: &Param,
    v: &Value,
) -> Result<Option<String>, ToolError> {
    let text_len = match v {
        Value::String(s) => s.len(),
        Value::Array(items) => items.iter().filter_map(Value::as_str).map(str::len).sum(),
        _ => 0,
    };
    if text_len > MAX_TEXT {
        return Err(ToolError::usage(format!(
            "{}: `{}` is {text_len} bytes long; at most {MAX_TEXT}",
            tool.name, param.name
        )));
    }
    let wrong = |want: &str| {
        ToolError::usage(format!(
            "{}: `{}` must be {want}, got {} `{}`",
            tool.name,
            param.name,
            type_name(v),
            shown(v)
        ))
    };
    match param.ty {
        Ty::Sport(_) | Ty::Venue(_) | Ty::Choice => {
            let s = v.as_str().ok_or_else(|| wrong("a string"))?;
            choice_text(cli, tool, param, s).map(Some)
        }
        Ty::Text => {
            let s = v.as_str().ok_or_else(|| wrong("a string"))?;
            if s.is_empty() {
                return Err(ToolError::usage(format!(
                    "{}: `{}` must not be empty",
                    tool.name, param.name
                )));
            }
            Ok(Some(s.to_string()))
        }
        Ty::Number => match v.as_f64() {
            Some(x) if x.is_finite() => Ok(Some(number_text(v))),
            _ => Err(wrong("a number")),
        },
        Ty::Integer => {
            if v.as_i64().is_some() || v.as_u64().is_some() {
                Ok(Some(number_text(v)))
            } else {
                Err(wrong("a whole number"))
            }
        }
        Ty::Flag => match v.as_bool() {
            Some(true) => Ok(Some(String::new())),
            Some(false) => Ok(None),
            None => Err(wrong("true or false")),
        },
        Ty::List => {
            let items = v.as_array().ok_or_else(|| wrong("an array of strings"))?;
            list_text(tool, param, items).map(Some)
        }
    }
}

/// A JSON number as the CLI reads it: its own text (`1.50` stays `1.50`).
fn number_text(v: &Value) -> String {
    v.to_string()
}

/// Check a tool call's arguments against the tool and turn them into the command's
/// argument vector. Unknown arguments, wrong types and values outside an enum are
/// refused here (exit 2) before anything runs; the command checks the rest itself.
pub(super) fn call(
    cli: &clap::Command,
    tool: &ToolSpec,
    args: Option<&Map<String, Value>>,
) -> Result<Call, ToolError> {
    let empty = Map::new();
    let args = args.unwrap_or(&empty);
    for key in args.keys() {
        let known =
            tool.params.iter().any(|p| p.name == key) || (key == "limit" && tool.rows.is_some());
        if !known {
            let mut names: Vec<&str> = tool.params.iter().map(|p| p.name).collect();
            if tool.rows.is_some() {
                names.push("limit");
            }
            let takes = if names.is_empty() {
                "it takes no arguments".to_string()
            } else {
                format!("it takes: {}", names.join(", "))
            };
            return Err(ToolError::usage(format!(
                "{}: unknown argument `{}`; {takes}",
                tool.name,
                shown(&Value::String(key.clone()))
            )));
        }
    }
    let mut argv: Vec<String> = tool.command.iter().map(|s| (*s).to_string()).collect();
    argv.extend(tool.fixed.iter().map(|s| (*s).to_string()));
    let mut positionals = Vec::new();
    let mut local = false;
    for param in tool.params {
        let Some(v) = args.get(param.name).filter(|v| !v.is_null()) else {
            if param.required {
                return Err(ToolError::usage(format!(
                    "{}: `{}` is required",
                    tool.name, param.name
                )));
            }
            continue;
        };
        let Some(text) = value_text(cli, tool, param, v)? else {
            continue;
        };
        match (param.at, param.ty) {
            (At::Pos, _) => positionals.push(text),
            (At::Opt(long), Ty::Flag) => {
                local |= long == "local";
                argv.push(format!("--{long}"));
            }
            // `--flag=value`: a value that starts with `-` is never read as a flag.
            (At::Opt(long), _) => argv.push(format!("--{long}={text}")),
        }
    }
    let limit = match tool.rows {
        None => None,
        Some(rows) => {
            let limit = read_limit(tool, Paging::of(args).limit.as_ref())?;
            if let Some(route) = rows.route {
                // One more than asked, so `has_more` is known; never past the route's own
                // maximum.
                argv.push(format!("--{}={}", route.flag, (limit + 1).min(route.max)));
            }
            Some(limit)
        }
    };
    // After `--` every word is a positional, whatever it starts with.
    if !positionals.is_empty() {
        argv.push("--".into());
        argv.extend(positionals);
    }
    Ok(Call { argv, limit, local })
}

/// The argument every row-listing tool takes beside its own parameters (which are a
/// table, read by their names above). Kept a `Value`: a wrong type is answered with the
/// type and value the caller sent, not a serde message.
#[derive(Deserialize, Default)]
struct Paging {
    limit: Option<Value>,
}

impl Paging {
    fn of(args: &Map<String, Value>) -> Self {
        // Infallible in practice: one optional field that takes any JSON value.
        Self::deserialize(args).unwrap_or_default()
    }
}

/// `limit`: default 10, from 1 to the tool's maximum; larger is exit 2.
fn read_limit(tool: &ToolSpec, v: Option<&Value>) -> Result<u32, ToolError> {
    let max = max_limit(tool);
    let Some(v) = v.filter(|v| !v.is_null()) else {
        return Ok(DEFAULT_LIMIT);
    };
    match v.as_u64() {
        Some(n) if n >= 1 && n <= u64::from(max) => Ok(n as u32),
        _ if v.is_i64() || v.is_u64() => Err(ToolError::usage(format!(
            "{}: `limit` must be from 1 to {max}, got {}",
            tool.name,
            shown(v)
        ))),
        _ => Err(ToolError::usage(format!(
            "{}: `limit` must be a whole number from 1 to {max}, got {} `{}`",
            tool.name,
            type_name(v),
            shown(v)
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::super::tools::{TOOLS, find};
    use super::*;

    fn cli() -> clap::Command {
        <crate::commands::Cli as clap::CommandFactory>::command()
    }

    fn args(v: &Value) -> Map<String, Value> {
        v.as_object().cloned().expect("an object")
    }

    #[test]
    fn every_flag_exists_on_its_command_and_every_choice_lists_values() {
        for tool in TOOLS {
            for param in tool.params {
                if let At::Opt(long) = param.at {
                    assert!(
                        clap_arg(&cli(), tool, long).is_some(),
                        "{}: --{long} is not a flag of `esx {}`",
                        tool.name,
                        tool.command.join(" ")
                    );
                }
                if matches!(param.ty, Ty::Choice | Ty::Sport(_) | Ty::Venue(_)) {
                    assert!(
                        !choices(&cli(), tool, param).is_empty(),
                        "{}: `{}` has no values",
                        tool.name,
                        param.name
                    );
                }
            }
            if let Some(route) = tool.rows.and_then(|r| r.route) {
                assert!(
                    clap_arg(&cli(), tool, route.flag).is_some(),
                    "{}",
                    tool.name
                );
            }
        }
    }

    #[test]
    fn enums_come_from_the_cli() {
        let lines = find("lines").unwrap();
        let schema = input_schema(&cli(), lines);
        assert_eq!(
            schema["properties"]["market"]["enum"],
            json!(["match_winner", "map_winner", "total_maps", "map_handicap"])
        );
        assert_eq!(
            schema["properties"]["devig"]["enum"],
            json!(["multiplicative", "additive", "power", "shin", "odds-ratio"])
        );
        assert_eq!(
            schema["properties"]["sport"]["enum"],
            json!(["cs2", "valorant", "lol", "dota2"])
        );
        assert_eq!(schema["properties"]["limit"]["maximum"], json!(200));
        assert_eq!(
            input_schema(&cli(), find("flow").unwrap())["properties"]["limit"]["maximum"],
            json!(100)
        );
        assert_eq!(schema["required"], json!(["sport"]));
    }

    #[test]
    fn a_call_becomes_the_commands_arguments() {
        let c = call(
            &cli(),
            find("lines").unwrap(),
            Some(&args(&json!({"sport": "cs2", "local": true, "devig": "shin", "pm_weight": 1.50, "limit": 3}))),
        )
        .unwrap();
        assert_eq!(
            c.argv,
            [
                "lines",
                "--local",
                "--devig=shin",
                "--pm-weight=1.5",
                "--",
                "cs2"
            ]
        );
        assert_eq!((c.limit, c.local), (Some(3), true));
        let c = call(
            &cli(),
            find("parlays_discover").unwrap(),
            Some(&args(
                &json!({"sport": "lol", "book": "thunderpick", "limit": 100}),
            )),
        )
        .unwrap();
        assert!(c.argv.contains(&"--limit=100".to_string()), "{:?}", c.argv);
        let c = call(
            &cli(),
            find("flow").unwrap(),
            Some(&args(&json!({"sport": "lol"}))),
        )
        .unwrap();
        assert!(c.argv.contains(&"--limit=11".to_string()), "{:?}", c.argv);
        let c = call(
            &cli(),
            find("parlay_price").unwrap(),
            Some(&args(
                &json!({"sport": "cs2", "book": "thunderpick", "ticket": ["a:match_winner:x", "b:match_winner:y"]}),
            )),
        )
        .unwrap();
        assert_eq!(
            c.argv,
            [
                "parlays",
                "--book=thunderpick",
                "--ticket=a:match_winner:x,b:match_winner:y",
                "--",
                "cs2"
            ]
        );
        let c = call(
            &cli(),
            find("research_player").unwrap(),
            Some(&args(&json!({"sport": "cs2", "name": "--demo"}))),
        )
        .unwrap();
        assert_eq!(c.argv, ["research", "player", "--", "cs2", "--demo"]);
    }

    #[test]
    fn bad_arguments_are_usage_errors_that_say_why() {
        let lines = find("lines").unwrap();
        let bad = |v: Value| call(&cli(), lines, Some(&args(&v))).unwrap_err();
        let e = bad(json!({"sport": "chess"}));
        assert_eq!(e.exit_code, 2);
        assert!(
            e.message.contains("unknown sport `chess`") && e.message.contains("cs2, valorant"),
            "{}",
            e.message
        );
        assert!(
            bad(json!({"sport": 7}))
                .message
                .contains("must be a string, got a number")
        );
        assert!(bad(json!({})).message.contains("`sport` is required"));
        assert!(
            bad(json!({"sport": "cs2", "colour": 1}))
                .message
                .contains("unknown argument `colour`")
        );
        assert!(
            bad(json!({"sport": "cs2", "limit": 201}))
                .message
                .contains("from 1 to 200")
        );
        assert!(
            bad(json!({"sport": "cs2", "limit": 0}))
                .message
                .contains("from 1 to 200")
        );
        assert!(
            bad(json!({"sport": "cs2", "limit": "5"}))
                .message
                .contains("a whole number")
        );
        assert!(
            bad(json!({"sport": "cs2", "local": "yes"}))
                .message
                .contains("true or false")
        );
        let flow = find("flow").unwrap();
        let e = call(
            &cli(),
            flow,
            Some(&args(&json!({"sport": "cs2", "limit": 101}))),
        )
        .unwrap_err();
        assert!(e.message.contains("from 1 to 100"), "{}", e.message);
        let long = "x".repeat(500);
        let e = bad(json!({"sport": long}));
        assert!(
            e.message.contains("…(500 bytes)") && e.message.len() < 300,
            "{}",
            e.message
        );
        let e = bad(json!({"sport": "cs2", "team": "x".repeat(5000)}));
        assert!(
            e.message.contains("5000 bytes long; at most 4096"),
            "{}",
            e.message
        );
        let price = find("parlay_price").unwrap();
        let e = call(
            &cli(),
            price,
            Some(&args(
                &json!({"sport": "cs2", "book": "thunderpick", "ticket": ["a,b"]}),
            )),
        )
        .unwrap_err();
        assert!(e.message.contains("without commas"), "{}", e.message);
    }

    #[test]
    fn schemas_are_objects_with_described_properties() {
        for tool in TOOLS {
            let s = input_schema(&cli(), tool);
            assert_eq!(s["type"], "object", "{}", tool.name);
            for (name, prop) in s["properties"].as_object().unwrap() {
                assert!(
                    prop["description"].as_str().is_some_and(|d| d.len() > 10),
                    "{}.{name} has no description",
                    tool.name
                );
            }
        }
    }
}
