//! The one route table ties the client, the simulator and the docs: every route the
//! table lists is served by the simulator with the table's sports (and nothing else is),
//! the commands reach the service only through the table's paths, and
//! `docs/commands.md` shows the table as it is.

use esx_proto::routes::{self, ALL, Route};

use crate::common::sim::{get, sim};

/// A path of `r` with sample arguments: `sport` for `{sport}`, `x` for the others.
fn sample_path(r: &Route, sport: &str) -> String {
    let mut args = Vec::new();
    for seg in r.template.split('/').filter(|s| s.starts_with('{')) {
        args.push(if seg == "{sport}" { sport } else { "x" });
    }
    r.path(&args)
}

fn detail(body: &[u8]) -> String {
    let v: serde_json::Value = serde_json::from_slice(body).unwrap_or_default();
    v["detail"]
        .as_str()
        .or_else(|| v["error"]["message"].as_str())
        .unwrap_or_default()
        .to_string()
}

#[test]
fn the_simulator_serves_every_route_of_the_table_and_no_other() {
    let h = sim();
    let key = Some("demo-builder");
    for r in ALL {
        let sport = r.sports.first().copied().unwrap_or("cs2");
        let path = sample_path(r, sport);
        let resp = get(&h, &path, key);
        let why = detail(&resp.body);
        // Served: any answer but "no route" (a 422 for a missing parameter or a 404 for
        // the sample id `x` still comes from the route's own handler).
        assert!(
            !(resp.status == 404 && why.contains("no route")),
            "{} ({path}) is in the table but the simulator has no route: {why}",
            r.name
        );
        // A sport outside the route's list is refused naming exactly the route's sports.
        if r.has_sport_segment() {
            let resp = get(&h, &sample_path(r, "chess"), key);
            assert_eq!(resp.status, 404, "{path}");
            let why = detail(&resp.body);
            assert!(
                why.ends_with(&format!("supported: {}", r.sports.join(", "))),
                "{}: {why}",
                r.name
            );
        }
    }
    // The legacy props URL redirects; the WebSocket answers a plain GET itself.
    assert_eq!(get(&h, "/v6/esports/props?game=cs2", key).status, 308);
    assert_ne!(get(&h, routes::LIVE_WS.template, key).status, 404);
    // A path the table does not list is not served.
    for path in [
        "/v6/esports/cs2/nothing",
        "/v7/cs2/nothing",
        "/v6/esports/cs2/live/g/x",
    ] {
        let resp = get(&h, path, key);
        assert_eq!(resp.status, 404, "{path}");
        assert!(detail(&resp.body).contains("no route"), "{path}");
    }
}

/// The commands build their paths from the table: no `"/v6/…"` or `"/v7/…"` string in
/// command code (help examples of `esx api` and tests aside).
#[test]
fn commands_reach_the_service_only_through_the_table() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut stack = vec![root];
    let mut found = Vec::new();
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let p = entry.unwrap().path();
            if p.is_dir() {
                stack.push(p);
                continue;
            }
            let name = p.file_name().unwrap().to_string_lossy().to_string();
            if p.extension().is_none_or(|e| e != "rs") || name.contains("tests") {
                continue;
            }
            let text = std::fs::read_to_string(&p).unwrap();
            // Unit tests sit at the end of a file.
            let code = text.split("#[cfg(test)]").next().unwrap_or_default();
            for (i, line) in code.lines().enumerate() {
                let t = line.trim_start();
                if t.starts_with("//") || line.contains("esx api") {
                    continue;
                }
                if line.contains("\"/v6/") || line.contains("\"/v7/") {
                    found.push(format!("{}:{}: {}", p.display(), i + 1, t));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "literal service paths (use esx_proto::routes):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_docs_show_the_route_table() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let page = std::fs::read_to_string(root.join("docs/commands.md")).unwrap();
    assert_eq!(
        esx::with_route_table(&page).unwrap(),
        page,
        "docs/commands.md's route table is stale: run `cargo run --example gen_docs`"
    );
    // The commands-at-a-glance table names real routes with their plans, and every route
    // a command reaches appears there.
    let glance: Vec<&str> = page
        .split("## Commands at a glance")
        .nth(1)
        .and_then(|s| s.split("\n\n|").nth(1))
        .unwrap_or_default()
        .split("\n\n")
        .next()
        .unwrap_or_default()
        .lines()
        .collect();
    assert!(glance.len() > 30, "glance table not found");
    for row in &glance {
        let cells: Vec<&str> = row.split(" | ").collect();
        let (Some(route), Some(plan)) = (cells.get(1), cells.get(2)) else {
            continue;
        };
        let plan = plan.trim_end_matches(" |").trim();
        let paths: Vec<&str> = route.split('`').skip(1).step_by(2).collect();
        for p in &paths {
            if !p.starts_with("/v") {
                continue;
            }
            let r = ALL
                .iter()
                .find(|r| r.template == *p)
                .unwrap_or_else(|| panic!("{p} in docs/commands.md is not in the route table"));
            if ["none", "Hobby", "Builder", "keyless"].contains(&plan) && paths.len() == 1 {
                assert_eq!(routes::access_label(r), plan, "{row}");
            }
        }
    }
    for r in ALL {
        if *r == routes::PROPS_LEGACY || *r == routes::ME {
            continue;
        }
        assert!(
            glance
                .iter()
                .any(|row| row.contains(&format!("`{}`", r.template))),
            "{} is in no row of the commands-at-a-glance table",
            r.template
        );
    }
}
