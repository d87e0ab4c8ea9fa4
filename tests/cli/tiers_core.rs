//! What a bettor acts on survives 80 columns (DESIGN "Three tiers of columns", settled
//! points 5 and 6) for `lines` (market rows, ranked rows, `--top`, `all --top`), `props`
//! (flat and `--grouped`), `picks` and its slips, `arbs`, `parlays` (discover, `--local`,
//! ticket) and `gaps`: each view against the demo at the pinned clock, piped (no wrap),
//! at 80 and at 250 columns. The same records at both widths (the row count and each
//! row's identity cells, with its heading line and the lines under it); at 80 every
//! identity and act-on column is there (only context drops); at 250 every column is.

use crate::common::esx;

/// Each view's columns by tier, as their titles print (a time column names its zone).
struct Tiers<'a> {
    /// Identity columns in the row (a heading's identity is its heading line).
    identity: &'a [&'a str],
    act_on: &'a [&'a str],
    /// Every column a 250-column table shows, in order.
    all: &'a [&'a str],
    /// Rows sit under heading lines (`A vs B · market · … · start`).
    headings: bool,
    /// Rows have indented lines under them (a parlay's legs).
    sub_lines: bool,
}

impl Tiers<'_> {
    const fn flat() -> Tiers<'static> {
        Tiers {
            identity: &[],
            act_on: &[],
            all: &[],
            headings: false,
            sub_lines: false,
        }
    }
}

/// `esx --demo ARGS --format table` piped at `width` columns: its stdout.
fn table(args: &[&str], width: usize) -> String {
    let d = tempfile::tempdir().unwrap();
    let out = esx(d.path())
        .env("COLUMNS", width.to_string())
        .env("TZ", "UTC")
        .arg("--demo")
        .args(args)
        .args(["--format", "table"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "{args:?} at {width}: {}\n{text}",
        String::from_utf8_lossy(&out.stderr)
    );
    text
}

/// One data row: the heading it sits under, its identity cells, the lines under it.
#[derive(Debug, PartialEq)]
struct Record {
    heading: String,
    identity: Vec<String>,
    under: Vec<String>,
}

/// A table as printed: its column titles and where each column is (char ranges), and its
/// data rows with their headings and sub-lines.
struct Parsed {
    titles: Vec<String>,
    spans: Vec<(usize, usize)>,
    rows: Vec<(String, Vec<char>, Vec<String>)>,
}

/// Read a table: the header is the line above the rule (`───`); after it come data
/// rows (cells apart by 2+ spaces), heading lines (no wide gap, ` · ` inside) and
/// indented lines under a row, then the legend (sentences, no wide gap), where it ends.
/// Columns are the runs of positions not blank in every line of header and rows: cells
/// never hold two spaces running, so a 2+ blank run across all of them is a gap.
fn parse(text: &str, t: &Tiers<'_>) -> Parsed {
    let lines: Vec<&str> = text.lines().collect();
    let rule = lines
        .iter()
        .position(|l| l.starts_with('─'))
        .unwrap_or_else(|| panic!("no table:\n{text}"));
    assert!(rule > 0, "{text}");
    let header: Vec<char> = lines[rule - 1].chars().collect();
    let mut rows: Vec<(String, Vec<char>, Vec<String>)> = Vec::new();
    let mut heading = String::new();
    for l in &lines[rule + 1..] {
        let wide_gap = l.trim().contains("  ");
        if wide_gap {
            rows.push((heading.clone(), l.chars().collect(), Vec::new()));
        } else if t.sub_lines && l.starts_with("    ") && !rows.is_empty() {
            if let Some(r) = rows.last_mut() {
                r.2.push(l.trim().to_string());
            }
        } else if t.headings && !l.starts_with(' ') && l.contains(" · ") {
            heading = (*l).to_string();
        } else {
            break;
        }
    }
    let width = rows
        .iter()
        .map(|r| r.1.len())
        .chain([header.len()])
        .max()
        .unwrap_or(0);
    let blank = |i: usize| {
        header.get(i).is_none_or(|c| *c == ' ')
            && rows.iter().all(|r| r.1.get(i).is_none_or(|c| *c == ' '))
    };
    let mut spans = Vec::new();
    let mut i = 0;
    while i < width {
        if blank(i) {
            i += 1;
            continue;
        }
        let start = i;
        // A column ends where two blank positions begin (or at the end of the table).
        while i < width && !(blank(i) && (i + 1 >= width || blank(i + 1))) {
            i += 1;
        }
        spans.push((start, i));
    }
    let cell = |line: &[char], (a, b): (usize, usize)| -> String {
        line.get(a..b.min(line.len()))
            .map(|s| s.iter().collect::<String>().trim().to_string())
            .unwrap_or_default()
    };
    let titles = spans.iter().map(|s| cell(&header, *s)).collect();
    Parsed {
        titles,
        spans,
        rows,
    }
}

impl Parsed {
    /// Each row's record: its heading, the cells of the identity columns, its sub-lines.
    fn records(&self, identity: &[&str]) -> Vec<Record> {
        let cols: Vec<(usize, usize)> = identity
            .iter()
            .map(|t| {
                let i = self
                    .titles
                    .iter()
                    .position(|x| x == t)
                    .unwrap_or_else(|| panic!("no {t} column in {:?}", self.titles));
                self.spans[i]
            })
            .collect();
        self.rows
            .iter()
            .map(|(h, line, under)| Record {
                heading: h.clone(),
                identity: cols
                    .iter()
                    .map(|(a, b)| {
                        line.get(*a..(*b).min(line.len()))
                            .map(|s| s.iter().collect::<String>().trim().to_string())
                            .unwrap_or_default()
                    })
                    .collect(),
                under: under.clone(),
            })
            .collect()
    }
}

/// The view at 80 and 250 columns: the same records, identity and act-on columns at 80,
/// every column at 250.
fn same_rows_and_tiers(args: &[&str], t: &Tiers<'_>) {
    let narrow = table(args, 80);
    let wide = table(args, 250);
    let (n, w) = (parse(&narrow, t), parse(&wide, t));
    assert_eq!(w.titles, t.all, "{args:?}: every column at 250\n{wide}");
    for title in t.identity.iter().chain(t.act_on) {
        assert!(
            n.titles.iter().any(|x| x == title),
            "{args:?}: {title} dropped at 80 columns\n{narrow}"
        );
    }
    assert!(!w.rows.is_empty(), "{args:?}: no rows\n{wide}");
    assert_eq!(
        n.rows.len(),
        w.rows.len(),
        "{args:?}: rows at 80 and 250\n{narrow}\n{wide}"
    );
    let (rn, rw) = (n.records(t.identity), w.records(t.identity));
    for (a, b) in rn.iter().zip(&rw) {
        assert_eq!(a, b, "{args:?}: the same record at 80 and 250");
        // Every identity cell holds a name (a slip's number is on its first leg only).
        let named = t
            .identity
            .iter()
            .zip(&a.identity)
            .all(|(title, c)| *title == "#" || !c.is_empty());
        assert!(
            named,
            "{args:?}: an identity cell is empty: {a:?}\n{narrow}"
        );
    }
    if t.headings {
        assert!(
            rn.iter().all(|r| !r.heading.is_empty()),
            "{args:?}: a row with no heading\n{narrow}"
        );
    }
    if t.sub_lines {
        assert!(
            rn.iter().all(|r| !r.under.is_empty()),
            "{args:?}: a parlay with no legs under it\n{narrow}"
        );
    }
}

#[test]
fn lines_market_rows_keep_venue_price_and_edge_at_80() {
    same_rows_and_tiers(
        &["lines", "cs2"],
        &Tiers {
            identity: &["MARKET", "BEST"],
            act_on: &["SOURCE", "PRICE", "EDGE"],
            all: &[
                "MARKET", "BEST", "FAIR", "SOURCE", "PRICE", "EDGE", "ADJ", "SRC", "FLAGS",
            ],
            headings: true,
            ..Tiers::flat()
        },
    );
}

/// Ranked (`--sort`), the event and its start are in the row: with stakes, the start and
/// the venue once dropped first at 80 columns.
#[test]
fn lines_ranked_rows_keep_the_start_venue_and_stake_at_80() {
    same_rows_and_tiers(
        &[
            "lines",
            "cs2",
            "--sort",
            "edge",
            "--bankroll",
            "1000",
            "--limit",
            "20",
        ],
        &Tiers {
            identity: &["EVENT", "MARKET", "BEST"],
            act_on: &["TIME (UTC)", "SOURCE", "PRICE", "NET", "EDGE", "STAKE"],
            all: &[
                "EVENT",
                "TIME (UTC)",
                "MARKET",
                "BEST",
                "FAIR",
                "SOURCE",
                "PRICE",
                "NET",
                "EDGE",
                "ADJ",
                "SRC",
                "FLAGS",
                "KELLY",
                "STAKE",
                "NO STAKE",
            ],
            ..Tiers::flat()
        },
    );
}

#[test]
fn lines_top_keeps_the_start_and_venue_at_80() {
    same_rows_and_tiers(
        &["lines", "cs2", "--top"],
        &Tiers {
            identity: &["EVENT", "MARKET", "OUTCOME"],
            act_on: &["TIME (UTC)", "SOURCE", "PRICE", "EDGE"],
            all: &[
                "EVENT",
                "TIME (UTC)",
                "MARKET",
                "OUTCOME",
                "SOURCE",
                "PRICE",
                "FAIR",
                "EDGE",
                "ADJ",
                "SOURCES",
            ],
            ..Tiers::flat()
        },
    );
}

#[test]
fn lines_all_top_keeps_the_sport_start_and_venue_at_80() {
    same_rows_and_tiers(
        &["lines", "all", "--top"],
        &Tiers {
            identity: &["SPORT", "EVENT", "MARKET", "OUTCOME"],
            act_on: &["TIME (UTC)", "SOURCE", "PRICE", "EDGE"],
            all: &[
                "SPORT",
                "EVENT",
                "TIME (UTC)",
                "MARKET",
                "OUTCOME",
                "SOURCE",
                "PRICE",
                "FAIR",
                "EDGE",
                "ADJ",
                "SOURCES",
            ],
            ..Tiers::flat()
        },
    );
}

#[test]
fn props_keep_line_side_price_venue_and_start_at_80() {
    same_rows_and_tiers(
        &["props", "cs2", "--limit", "40"],
        &Tiers {
            identity: &["PLAYER", "STAT"],
            act_on: &["LINE", "SIDE", "ODDS", "NO-VIG", "VENUE", "START (UTC)"],
            all: &[
                "PLAYER",
                "TEAM",
                "OPP",
                "STAT",
                "LINE",
                "SIDE",
                "ODDS",
                "NO-VIG",
                "VENUE",
                "START (UTC)",
            ],
            ..Tiers::flat()
        },
    );
}

/// Grouped, the DFS lines with their venues once dropped first at 80 columns while the
/// legend still explained them.
#[test]
fn grouped_props_keep_the_dfs_lines_at_80() {
    same_rows_and_tiers(
        &["props", "cs2", "--grouped", "--limit", "40"],
        &Tiers {
            identity: &["PLAYER", "STAT", "DFS LINES"],
            act_on: &["BOOK LINE", "P(OVER)", "START (UTC)"],
            all: &[
                "PLAYER",
                "TEAM",
                "STAT",
                "DFS LINES",
                "SPREAD",
                "BOOK LINE",
                "OVER",
                "UNDER",
                "P(OVER)",
                "START (UTC)",
            ],
            ..Tiers::flat()
        },
    );
}

/// START once dropped at 80 columns, and a player's two matches looked like one row.
#[test]
fn picks_keep_the_start_at_80() {
    same_rows_and_tiers(
        &["picks", "cs2", "--limit", "30"],
        &Tiers {
            identity: &["PLAYER", "STAT"],
            act_on: &["APP", "SIDE", "LINE", "P(WIN)", "EDGE PTS", "START (UTC)"],
            all: &[
                "PLAYER",
                "STAT",
                "APP",
                "SIDE",
                "LINE",
                "BOOK LINE",
                "OVER",
                "UNDER",
                "P(WIN)",
                "P(PUSH)",
                "BE",
                "EDGE PTS",
                "START (UTC)",
            ],
            ..Tiers::flat()
        },
    );
}

/// A slip's legs show when each starts (they had no start at all).
#[test]
fn slips_keep_app_ev_and_each_legs_start_at_80() {
    same_rows_and_tiers(
        &["picks", "cs2", "--best-slips", "3", "--limit", "10"],
        &Tiers {
            identity: &["#", "PLAYER", "STAT"],
            act_on: &["APP", "EV", "SIDE", "LINE", "P(WIN)", "START (UTC)"],
            all: &[
                "#",
                "APP",
                "PAYOUT",
                "EV",
                "PLAYER",
                "STAT",
                "SIDE",
                "LINE",
                "P(WIN)",
                "EDGE PTS",
                "START (UTC)",
            ],
            ..Tiers::flat()
        },
    );
}

#[test]
fn arbs_keep_venue_price_and_stake_at_80() {
    same_rows_and_tiers(
        &["arbs", "cs2", "--middles"],
        &Tiers {
            identity: &["OUTCOME"],
            act_on: &["SOURCE", "PRICE", "NET", "STAKE"],
            all: &["OUTCOME", "SOURCE", "PRICE", "NET", "STAKE", "PAYOUT"],
            headings: true,
            ..Tiers::flat()
        },
    );
}

const PARLAY: Tiers<'static> = Tiers {
    identity: &["PARLAY"],
    act_on: &["PRICE", "EV"],
    all: &["PARLAY", "PRICE", "FAIR", "EV", "PRICED BY"],
    headings: false,
    sub_lines: true,
};

#[test]
fn discovered_parlays_keep_price_ev_and_legs_at_80() {
    same_rows_and_tiers(&["parlays", "cs2", "--book", "thunderpick"], &PARLAY);
}

#[test]
fn local_parlays_keep_price_net_ev_and_legs_at_80() {
    same_rows_and_tiers(
        &["parlays", "cs2", "--book", "thunderpick", "--local"],
        &Tiers {
            act_on: &["PRICE", "NET", "EV"],
            all: &["PARLAY", "PRICE", "NET", "FAIR", "EV", "PRICED BY"],
            ..PARLAY
        },
    );
}

#[test]
fn a_ticket_keeps_price_ev_and_legs_at_80() {
    // The ticket's legs from the board, as the README's example takes them.
    let d = tempfile::tempdir().unwrap();
    let out = esx(d.path())
        .args([
            "--demo",
            "lines",
            "cs2",
            "--market",
            "match_winner",
            "--json",
            "--jq",
        ])
        .arg(r#"[.events[:2][] | "\(.kr_match_id):match_winner:\(.home_team_id)"] | join(",")"#)
        .output()
        .unwrap();
    assert!(out.status.success(), "{out:?}");
    // `--jq` prints a string result raw.
    let ticket = String::from_utf8(out.stdout).unwrap().trim().to_string();
    assert_eq!(ticket.matches(":match_winner:").count(), 2, "{ticket}");
    same_rows_and_tiers(
        &[
            "parlays",
            "cs2",
            "--book",
            "thunderpick",
            "--ticket",
            &ticket,
        ],
        &PARLAY,
    );
}

/// START once dropped first at 80 columns, and a player's two matches looked alike.
#[test]
fn gaps_keep_low_high_and_start_at_80() {
    same_rows_and_tiers(
        &["gaps", "cs2"],
        &Tiers {
            identity: &["PLAYER", "MARKET"],
            act_on: &["LOW", "HIGH", "START (UTC)"],
            all: &[
                "PLAYER",
                "TEAM",
                "MARKET",
                "LINE",
                "GAP",
                "N",
                "LOW",
                "HIGH",
                "START (UTC)",
            ],
            ..Tiers::flat()
        },
    );
}

#[test]
fn middles_keep_low_high_start_and_ev_at_80() {
    same_rows_and_tiers(
        &["gaps", "cs2", "--middles"],
        &Tiers {
            identity: &["PLAYER", "MARKET"],
            act_on: &["LOW", "HIGH", "START (UTC)", "WINDOW", "P(MIDDLE)", "EV%"],
            all: &[
                "PLAYER",
                "TEAM",
                "MARKET",
                "LINE",
                "GAP",
                "N",
                "LOW",
                "HIGH",
                "START (UTC)",
                "WINDOW",
                "P(MIDDLE)",
                "EV%",
            ],
            ..Tiers::flat()
        },
    );
}
