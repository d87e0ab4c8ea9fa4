//! The versioned schema: every migration since the first, applied forward on open.
//!
//! The version lives in SQLite's `user_version`, the owner in `application_id`, so a
//! file esx did not make (or one from a newer esx) is recognised before anything is
//! written. A migration is never edited once released: a change is a new entry.

/// `application_id` of an esx history store ("ESXH").
pub const APPLICATION_ID: i32 = 0x4553_5848;

/// The schema version this build writes and reads.
pub const CURRENT_VERSION: i32 = MIGRATIONS.len() as i32;

/// The version from which every bet has a `bet_uid` (`bet_shapes::backfill_uids` runs
/// when a store is migrated past it).
pub(crate) const BET_UID_VERSION: i32 = 9;

/// `MIGRATIONS[i]` takes a database from version `i` to `i + 1`.
pub(crate) const MIGRATIONS: &[&str] = &[
    V1_LINES,
    V2_BETS,
    V3_PROPS_GAPS,
    V4_ONE_POINT_PER_INSTANT,
    V5_BET_CONTRACTS,
    V6_GRADING,
    V7_LAST_SEEN,
    V8_PREDICTION_DETAIL,
    V9_BET_SHAPES,
    V10_PG_TAPE_LAYOUT,
];

/// v1: the consensus board's tape (events, one key per quote, the changes). The tape is
/// clustered by key and time (`WITHOUT ROWID`), so one key's window is one contiguous
/// range: `moves` reads it without a lookup per row.
pub const V1_LINES: &str = "
CREATE TABLE snapshots (
    snapshot_id   INTEGER PRIMARY KEY,
    sport         TEXT NOT NULL,
    what          TEXT NOT NULL,
    observed_at   TEXT NOT NULL,
    quotes_seen   INTEGER NOT NULL,
    quotes_stored INTEGER NOT NULL
);
CREATE TABLE events (
    sport       TEXT NOT NULL,
    event_id    TEXT NOT NULL,
    home_team   TEXT,
    away_team   TEXT,
    event_time  TEXT,
    starts_at   TEXT,
    first_seen  TEXT NOT NULL,
    last_seen   TEXT NOT NULL,
    PRIMARY KEY (sport, event_id)
) WITHOUT ROWID;
CREATE TABLE quote_keys (
    key_id       INTEGER PRIMARY KEY,
    sport        TEXT NOT NULL,
    event_id     TEXT NOT NULL,
    market       TEXT NOT NULL,
    map          INTEGER,
    line         REAL,
    outcome      TEXT NOT NULL,
    source       TEXT NOT NULL,
    source_type  TEXT NOT NULL,
    last_observed_at TEXT,
    last_decimal     REAL,
    last_american    INTEGER,
    last_probability REAL,
    last_novig       REAL
);
CREATE UNIQUE INDEX quote_keys_unique ON quote_keys
    (sport, event_id, market, ifnull(map, -1), ifnull(line, 1e308), outcome, source, source_type);
CREATE INDEX quote_keys_event ON quote_keys (event_id, market);
CREATE TABLE quotes (
    key_id      INTEGER NOT NULL REFERENCES quote_keys (key_id),
    observed_at TEXT NOT NULL,
    decimal     REAL,
    american    INTEGER,
    probability REAL,
    novig       REAL,
    PRIMARY KEY (key_id, observed_at)
) WITHOUT ROWID;
";

/// v2: the bet log.
pub(crate) const V2_BETS: &str = "
CREATE TABLE bets (
    bet_id     INTEGER PRIMARY KEY,
    placed_at  TEXT NOT NULL,
    event_id   TEXT NOT NULL,
    market     TEXT NOT NULL,
    map        INTEGER,
    line       REAL,
    outcome    TEXT NOT NULL,
    source     TEXT NOT NULL,
    decimal    REAL NOT NULL,
    stake      REAL NOT NULL,
    result     TEXT CHECK (result IN ('won', 'lost', 'push', 'void')),
    settled_at TEXT
);
";

/// v3: props and gaps tapes, and one view that reads like the board.
pub(crate) const V3_PROPS_GAPS: &str = "
CREATE TABLE prop_keys (
    key_id     INTEGER PRIMARY KEY,
    sport      TEXT NOT NULL,
    event_id   TEXT NOT NULL,
    player     TEXT NOT NULL,
    stat_type  TEXT NOT NULL,
    venue      TEXT NOT NULL,
    side       TEXT NOT NULL,
    last_observed_at TEXT,
    last_line  REAL,
    last_odds  INTEGER,
    UNIQUE (sport, event_id, player, stat_type, venue, side)
);
CREATE TABLE prop_quotes (
    key_id      INTEGER NOT NULL REFERENCES prop_keys (key_id),
    observed_at TEXT NOT NULL,
    line        REAL,
    odds        INTEGER
);
CREATE INDEX prop_quotes_by_key ON prop_quotes (key_id, observed_at);
CREATE TABLE gap_keys (
    key_id     INTEGER PRIMARY KEY,
    sport      TEXT NOT NULL,
    gap_id     TEXT NOT NULL,
    event_id   TEXT NOT NULL,
    player     TEXT NOT NULL,
    stat_type  TEXT NOT NULL,
    last_observed_at TEXT,
    last_line     REAL,
    last_line_min REAL,
    last_line_max REAL,
    last_book_count INTEGER,
    UNIQUE (sport, gap_id)
);
CREATE TABLE gap_quotes (
    key_id      INTEGER NOT NULL REFERENCES gap_keys (key_id),
    observed_at TEXT NOT NULL,
    line        REAL,
    line_min    REAL,
    line_max    REAL,
    line_gap    REAL,
    book_count  INTEGER
);
CREATE INDEX gap_quotes_by_key ON gap_quotes (key_id, observed_at);
CREATE VIEW quote_tape AS
    SELECT k.sport, k.event_id, k.market, k.map, k.line, k.outcome, k.source, k.source_type,
           q.observed_at, q.decimal, q.american, q.probability, q.novig
    FROM quotes q JOIN quote_keys k USING (key_id);
CREATE VIEW prop_tape AS
    SELECT k.sport, k.event_id, k.player, k.stat_type, k.venue, k.side,
           q.observed_at, q.line, q.odds
    FROM prop_quotes q JOIN prop_keys k USING (key_id);
";

/// v4: one point per key and instant on the props and gaps tapes, as on the lines tape
/// (two recordings of one key at the same instant, from concurrent runs or a repeated
/// `--at`: the later stands). Earlier duplicates are folded into the later row first.
pub(crate) const V4_ONE_POINT_PER_INSTANT: &str = "
DELETE FROM prop_quotes WHERE rowid NOT IN
    (SELECT max(rowid) FROM prop_quotes GROUP BY key_id, observed_at);
DROP INDEX prop_quotes_by_key;
CREATE UNIQUE INDEX prop_quotes_by_key ON prop_quotes (key_id, observed_at);
DELETE FROM gap_quotes WHERE rowid NOT IN
    (SELECT max(rowid) FROM gap_quotes GROUP BY key_id, observed_at);
DROP INDEX gap_quotes_by_key;
CREATE UNIQUE INDEX gap_quotes_by_key ON gap_quotes (key_id, observed_at);
";

/// v5: a prediction-market bet's contract count (`bets add --contracts N`), so its fee
/// is the one charged per order (rounded up to the cent), not the per-unit formula.
pub(crate) const V5_BET_CONTRACTS: &str = "
ALTER TABLE bets ADD COLUMN contracts INTEGER;
";

/// v6: what esx predicted and what happened (issue 21). Predictions are tapes like the
/// quotes (a key table with its latest values, points stored on change only): a pick per
/// (event, player, stat, app, line, side) and an edge per (event, market, map, line,
/// outcome). Outcomes are stored once per natural key: a prop's grade per `propId`, a
/// match's score per match id, a map's winner per (match, map). A bet remembers who
/// settled it, so `grade` never overwrites a settlement made by hand.
pub(crate) const V6_GRADING: &str = "
CREATE TABLE pick_keys (
    key_id     INTEGER PRIMARY KEY,
    sport      TEXT NOT NULL,
    event_id   TEXT NOT NULL,
    player     TEXT NOT NULL,
    stat_type  TEXT NOT NULL,
    app        TEXT NOT NULL,
    line       REAL NOT NULL,
    side       TEXT NOT NULL,
    last_observed_at TEXT,
    last_p_win     REAL,
    last_p_push    REAL,
    last_breakeven REAL,
    last_book_line REAL,
    last_book_over INTEGER,
    last_book_under INTEGER,
    UNIQUE (sport, event_id, player, stat_type, app, line, side)
);
CREATE TABLE picks (
    key_id      INTEGER NOT NULL REFERENCES pick_keys (key_id),
    observed_at TEXT NOT NULL,
    starts_at   TEXT,
    prop_id     TEXT,
    model       TEXT NOT NULL,
    p_win       REAL NOT NULL,
    p_push      REAL,
    breakeven   REAL NOT NULL,
    legs        INTEGER NOT NULL,
    book        TEXT,
    book_line   REAL,
    book_over_american  INTEGER,
    book_under_american INTEGER,
    p_over_book REAL,
    PRIMARY KEY (key_id, observed_at)
) WITHOUT ROWID;
CREATE TABLE edge_keys (
    key_id     INTEGER PRIMARY KEY,
    sport      TEXT NOT NULL,
    event_id   TEXT NOT NULL,
    market     TEXT NOT NULL,
    map        INTEGER,
    line       REAL,
    outcome    TEXT NOT NULL,
    last_observed_at TEXT,
    last_fair     REAL,
    last_source   TEXT,
    last_decimal  REAL
);
CREATE UNIQUE INDEX edge_keys_unique ON edge_keys
    (sport, event_id, market, ifnull(map, -1), ifnull(line, 1e308), outcome);
CREATE TABLE edges (
    key_id      INTEGER NOT NULL REFERENCES edge_keys (key_id),
    observed_at TEXT NOT NULL,
    starts_at   TEXT,
    fair_probability REAL NOT NULL,
    source      TEXT,
    decimal     REAL,
    net_decimal REAL,
    edge_pct    REAL,
    PRIMARY KEY (key_id, observed_at)
) WITHOUT ROWID;
CREATE TABLE prop_results (
    sport        TEXT NOT NULL,
    prop_id      TEXT NOT NULL,
    player       TEXT NOT NULL,
    stat_type    TEXT NOT NULL,
    line         REAL,
    direction    TEXT,
    grade        TEXT NOT NULL,
    actual_value REAL,
    graded_at    TEXT,
    stored_at    TEXT NOT NULL,
    PRIMARY KEY (sport, prop_id)
) WITHOUT ROWID;
CREATE INDEX prop_results_player ON prop_results (sport, player, stat_type);
CREATE TABLE match_results (
    sport      TEXT NOT NULL,
    match_id   TEXT NOT NULL,
    team1      TEXT NOT NULL,
    team2      TEXT NOT NULL,
    score1     INTEGER NOT NULL,
    score2     INTEGER NOT NULL,
    winner_id  TEXT,
    starts_at  TEXT,
    stored_at  TEXT NOT NULL,
    PRIMARY KEY (sport, match_id)
) WITHOUT ROWID;
CREATE TABLE map_results (
    sport     TEXT NOT NULL,
    match_id  TEXT NOT NULL,
    map       INTEGER NOT NULL,
    winner    TEXT NOT NULL,
    stored_at TEXT NOT NULL,
    PRIMARY KEY (sport, match_id, map)
) WITHOUT ROWID;
ALTER TABLE bets ADD COLUMN settled_by TEXT;
UPDATE bets SET settled_by = 'hand' WHERE result IS NOT NULL;
";

/// v7: a close that is a close (DESIGN.md). The tape stores changes only, so a price
/// unchanged since 10:00 and seen again at 17:55 looks as old as 10:00; each lines key
/// keeps when it was last seen at or before its event's start, with the depth seen then
/// (volume, open interest, liquidity: not part of the change test, so a volume tick adds
/// no tape row). A bet's close is as old as the oldest `last_seen_at` it uses. A bet
/// also remembers whether it was a maker order (`fee_role`), whose fee rate differs.
pub(crate) const V7_LAST_SEEN: &str = "
ALTER TABLE quote_keys ADD COLUMN last_seen_at TEXT;
ALTER TABLE quote_keys ADD COLUMN last_volume REAL;
ALTER TABLE quote_keys ADD COLUMN last_open_interest REAL;
ALTER TABLE quote_keys ADD COLUMN last_liquidity REAL;
ALTER TABLE bets ADD COLUMN fee_role TEXT;
";

/// v8: what a backtest needs to re-judge a prediction (DESIGN.md settled point 11): the
/// dispersion `k` a pick was priced with (`backtest --compare dispersion`) and the gates
/// an edge's market failed, comma-separated, empty when none (the side esx would bet
/// passes every gate). Rows recorded before v8 have both NULL: unknown.
pub(crate) const V8_PREDICTION_DETAIL: &str = "
ALTER TABLE picks ADD COLUMN k REAL;
ALTER TABLE edges ADD COLUMN gates_failed TEXT;
";

/// v9: bets of every shape (DESIGN.md "The bet log a bettor keeps", settled points 10,
/// 12, 13). A bet is a `single`, a `parlay` (legs on one book, each with its price) or a
/// `slip` (pick'em picks of player, stat, line and side, with the slip's type and an
/// optional payout override); its legs live in `bet_legs`, each with its own result, its
/// tags in `bet_tags`. `bet_uid` is a hash of the immutable fields (`bets::bet_uid`),
/// what an import is idempotent on; the bets already logged get theirs when the store
/// opens (in the migration's transaction: `schema::backfill_bet_uids`). A multi-leg bet
/// settled from its legs keeps what it paid per unit staked (`settled_decimal`: a parlay
/// with a pushed leg pays less than its price, a flex slip with a miss its table's row).
pub(crate) const V9_BET_SHAPES: &str = "
ALTER TABLE bets ADD COLUMN kind TEXT NOT NULL DEFAULT 'single'
    CHECK (kind IN ('single', 'parlay', 'slip'));
ALTER TABLE bets ADD COLUMN bet_uid TEXT;
ALTER TABLE bets ADD COLUMN slip_type TEXT;
ALTER TABLE bets ADD COLUMN payout REAL;
ALTER TABLE bets ADD COLUMN settled_decimal REAL;
CREATE UNIQUE INDEX bets_uid ON bets (bet_uid);
CREATE TABLE bet_legs (
    bet_id    INTEGER NOT NULL REFERENCES bets (bet_id),
    leg       INTEGER NOT NULL,
    event_id  TEXT,
    market    TEXT,
    map       INTEGER,
    line      REAL,
    outcome   TEXT,
    decimal   REAL,
    player    TEXT,
    stat_type TEXT,
    side      TEXT,
    result    TEXT CHECK (result IN ('won', 'lost', 'push', 'void')),
    PRIMARY KEY (bet_id, leg)
) WITHOUT ROWID;
CREATE TABLE bet_tags (
    bet_id INTEGER NOT NULL REFERENCES bets (bet_id),
    tag    TEXT NOT NULL,
    PRIMARY KEY (bet_id, tag)
) WITHOUT ROWID;
CREATE INDEX bet_tags_tag ON bet_tags (tag);
";

/// v10: nothing on SQLite. PostgreSQL's v10 (`PG_V10_TAPE_LAYOUT`) changes how its lines
/// tape is laid out for reading; SQLite's tape is already clustered by key and time
/// (`WITHOUT ROWID`). The two backends keep one version number.
pub(crate) const V10_PG_TAPE_LAYOUT: &str = "
-- Nothing on SQLite: see PG_V10_TAPE_LAYOUT.
";

/// PostgreSQL's migrations under the same version numbers: `PG_MIGRATIONS[i].1` takes a
/// database to version `PG_MIGRATIONS[i].0`. PostgreSQL arrived at v4, so its first entry
/// creates v4 directly; a later schema change adds an entry here beside SQLite's. Floats
/// are `DOUBLE PRECISION` (`REAL` is 4 bytes there), integers `BIGINT` (SQLite's are 8
/// bytes), times `TIMESTAMPTZ` (`event_time` stays text: it is kept as served).
pub(crate) const PG_MIGRATIONS: &[(i32, &str)] = &[
    (4, PG_V4),
    (5, PG_V5_BET_CONTRACTS),
    (6, PG_V6),
    (7, PG_V7_LAST_SEEN),
    (8, PG_V8_PREDICTION_DETAIL),
    (9, PG_V9_BET_SHAPES),
    (10, PG_V10_TAPE_LAYOUT),
];

/// The v4 schema on PostgreSQL: the tables, keys and views of SQLite's v1–v4. The
/// version lives in `esx_meta` (PostgreSQL has no `user_version`).
pub(crate) const PG_V4: &str = "
CREATE TABLE esx_meta (
    name  TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE snapshots (
    snapshot_id   BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    sport         TEXT NOT NULL,
    what          TEXT NOT NULL,
    observed_at   TIMESTAMPTZ NOT NULL,
    quotes_seen   BIGINT NOT NULL,
    quotes_stored BIGINT NOT NULL
);
CREATE TABLE events (
    sport       TEXT NOT NULL,
    event_id    TEXT NOT NULL,
    home_team   TEXT,
    away_team   TEXT,
    event_time  TEXT,
    starts_at   TIMESTAMPTZ,
    first_seen  TIMESTAMPTZ NOT NULL,
    last_seen   TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (sport, event_id)
);
CREATE TABLE quote_keys (
    key_id       BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    sport        TEXT NOT NULL,
    event_id     TEXT NOT NULL,
    market       TEXT NOT NULL,
    map          BIGINT,
    line         DOUBLE PRECISION,
    outcome      TEXT NOT NULL,
    source       TEXT NOT NULL,
    source_type  TEXT NOT NULL,
    last_observed_at TIMESTAMPTZ,
    last_decimal     DOUBLE PRECISION,
    last_american    BIGINT,
    last_probability DOUBLE PRECISION,
    last_novig       DOUBLE PRECISION
);
CREATE UNIQUE INDEX quote_keys_unique ON quote_keys
    (sport, event_id, market, coalesce(map, -1), coalesce(line, 'Infinity'::float8), outcome, source, source_type);
CREATE INDEX quote_keys_event ON quote_keys (event_id, market);
CREATE INDEX quote_keys_latest ON quote_keys (last_observed_at);
CREATE TABLE quotes (
    key_id      BIGINT NOT NULL REFERENCES quote_keys (key_id),
    observed_at TIMESTAMPTZ NOT NULL,
    decimal     DOUBLE PRECISION,
    american    BIGINT,
    probability DOUBLE PRECISION,
    novig       DOUBLE PRECISION,
    PRIMARY KEY (key_id, observed_at)
);
CREATE TABLE bets (
    bet_id     BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    placed_at  TIMESTAMPTZ NOT NULL,
    event_id   TEXT NOT NULL,
    market     TEXT NOT NULL,
    map        BIGINT,
    line       DOUBLE PRECISION,
    outcome    TEXT NOT NULL,
    source     TEXT NOT NULL,
    decimal    DOUBLE PRECISION NOT NULL,
    stake      DOUBLE PRECISION NOT NULL,
    result     TEXT CHECK (result IN ('won', 'lost', 'push', 'void')),
    settled_at TIMESTAMPTZ
);
CREATE TABLE prop_keys (
    key_id     BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    sport      TEXT NOT NULL,
    event_id   TEXT NOT NULL,
    player     TEXT NOT NULL,
    stat_type  TEXT NOT NULL,
    venue      TEXT NOT NULL,
    side       TEXT NOT NULL,
    last_observed_at TIMESTAMPTZ,
    last_line  DOUBLE PRECISION,
    last_odds  BIGINT,
    UNIQUE (sport, event_id, player, stat_type, venue, side)
);
CREATE INDEX prop_keys_latest ON prop_keys (last_observed_at);
CREATE TABLE prop_quotes (
    key_id      BIGINT NOT NULL REFERENCES prop_keys (key_id),
    observed_at TIMESTAMPTZ NOT NULL,
    line        DOUBLE PRECISION,
    odds        BIGINT,
    PRIMARY KEY (key_id, observed_at)
);
CREATE TABLE gap_keys (
    key_id     BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    sport      TEXT NOT NULL,
    gap_id     TEXT NOT NULL,
    event_id   TEXT NOT NULL,
    player     TEXT NOT NULL,
    stat_type  TEXT NOT NULL,
    last_observed_at TIMESTAMPTZ,
    last_line     DOUBLE PRECISION,
    last_line_min DOUBLE PRECISION,
    last_line_max DOUBLE PRECISION,
    last_book_count BIGINT,
    UNIQUE (sport, gap_id)
);
CREATE INDEX gap_keys_latest ON gap_keys (last_observed_at);
CREATE TABLE gap_quotes (
    key_id      BIGINT NOT NULL REFERENCES gap_keys (key_id),
    observed_at TIMESTAMPTZ NOT NULL,
    line        DOUBLE PRECISION,
    line_min    DOUBLE PRECISION,
    line_max    DOUBLE PRECISION,
    line_gap    DOUBLE PRECISION,
    book_count  BIGINT,
    PRIMARY KEY (key_id, observed_at)
);
CREATE VIEW quote_tape AS
    SELECT k.sport, k.event_id, k.market, k.map, k.line, k.outcome, k.source, k.source_type,
           q.observed_at, q.decimal, q.american, q.probability, q.novig
    FROM quotes q JOIN quote_keys k USING (key_id);
CREATE VIEW prop_tape AS
    SELECT k.sport, k.event_id, k.player, k.stat_type, k.venue, k.side,
           q.observed_at, q.line, q.odds
    FROM prop_quotes q JOIN prop_keys k USING (key_id);
";

/// v5 on PostgreSQL: SQLite's v5 (`bets.contracts`).
pub(crate) const PG_V5_BET_CONTRACTS: &str = "
ALTER TABLE bets ADD COLUMN contracts BIGINT;
";

/// v6 on PostgreSQL: SQLite's `V6_GRADING` in PostgreSQL's types.
pub(crate) const PG_V6: &str = "
CREATE TABLE pick_keys (
    key_id     BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    sport      TEXT NOT NULL,
    event_id   TEXT NOT NULL,
    player     TEXT NOT NULL,
    stat_type  TEXT NOT NULL,
    app        TEXT NOT NULL,
    line       DOUBLE PRECISION NOT NULL,
    side       TEXT NOT NULL,
    last_observed_at TIMESTAMPTZ,
    last_p_win     DOUBLE PRECISION,
    last_p_push    DOUBLE PRECISION,
    last_breakeven DOUBLE PRECISION,
    last_book_line DOUBLE PRECISION,
    last_book_over BIGINT,
    last_book_under BIGINT,
    UNIQUE (sport, event_id, player, stat_type, app, line, side)
);
CREATE TABLE picks (
    key_id      BIGINT NOT NULL REFERENCES pick_keys (key_id),
    observed_at TIMESTAMPTZ NOT NULL,
    starts_at   TIMESTAMPTZ,
    prop_id     TEXT,
    model       TEXT NOT NULL,
    p_win       DOUBLE PRECISION NOT NULL,
    p_push      DOUBLE PRECISION,
    breakeven   DOUBLE PRECISION NOT NULL,
    legs        BIGINT NOT NULL,
    book        TEXT,
    book_line   DOUBLE PRECISION,
    book_over_american  BIGINT,
    book_under_american BIGINT,
    p_over_book DOUBLE PRECISION,
    PRIMARY KEY (key_id, observed_at)
);
CREATE TABLE edge_keys (
    key_id     BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
    sport      TEXT NOT NULL,
    event_id   TEXT NOT NULL,
    market     TEXT NOT NULL,
    map        BIGINT,
    line       DOUBLE PRECISION,
    outcome    TEXT NOT NULL,
    last_observed_at TIMESTAMPTZ,
    last_fair     DOUBLE PRECISION,
    last_source   TEXT,
    last_decimal  DOUBLE PRECISION
);
CREATE UNIQUE INDEX edge_keys_unique ON edge_keys
    (sport, event_id, market, coalesce(map, -1), coalesce(line, 'Infinity'::float8), outcome);
CREATE TABLE edges (
    key_id      BIGINT NOT NULL REFERENCES edge_keys (key_id),
    observed_at TIMESTAMPTZ NOT NULL,
    starts_at   TIMESTAMPTZ,
    fair_probability DOUBLE PRECISION NOT NULL,
    source      TEXT,
    decimal     DOUBLE PRECISION,
    net_decimal DOUBLE PRECISION,
    edge_pct    DOUBLE PRECISION,
    PRIMARY KEY (key_id, observed_at)
);
CREATE TABLE prop_results (
    sport        TEXT NOT NULL,
    prop_id      TEXT NOT NULL,
    player       TEXT NOT NULL,
    stat_type    TEXT NOT NULL,
    line         DOUBLE PRECISION,
    direction    TEXT,
    grade        TEXT NOT NULL,
    actual_value DOUBLE PRECISION,
    graded_at    TIMESTAMPTZ,
    stored_at    TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (sport, prop_id)
);
CREATE INDEX prop_results_player ON prop_results (sport, player, stat_type);
CREATE TABLE match_results (
    sport      TEXT NOT NULL,
    match_id   TEXT NOT NULL,
    team1      TEXT NOT NULL,
    team2      TEXT NOT NULL,
    score1     BIGINT NOT NULL,
    score2     BIGINT NOT NULL,
    winner_id  TEXT,
    starts_at  TIMESTAMPTZ,
    stored_at  TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (sport, match_id)
);
CREATE TABLE map_results (
    sport     TEXT NOT NULL,
    match_id  TEXT NOT NULL,
    map       BIGINT NOT NULL,
    winner    TEXT NOT NULL,
    stored_at TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (sport, match_id, map)
);
ALTER TABLE bets ADD COLUMN settled_by TEXT;
UPDATE bets SET settled_by = 'hand' WHERE result IS NOT NULL;
";

/// v7 on PostgreSQL: SQLite's `V7_LAST_SEEN` in PostgreSQL's types.
pub(crate) const PG_V7_LAST_SEEN: &str = "
ALTER TABLE quote_keys ADD COLUMN last_seen_at TIMESTAMPTZ;
ALTER TABLE quote_keys ADD COLUMN last_volume DOUBLE PRECISION;
ALTER TABLE quote_keys ADD COLUMN last_open_interest DOUBLE PRECISION;
ALTER TABLE quote_keys ADD COLUMN last_liquidity DOUBLE PRECISION;
ALTER TABLE bets ADD COLUMN fee_role TEXT;
";

/// v8 on PostgreSQL: SQLite's `V8_PREDICTION_DETAIL` in PostgreSQL's types.
pub(crate) const PG_V8_PREDICTION_DETAIL: &str = "
ALTER TABLE picks ADD COLUMN k DOUBLE PRECISION;
ALTER TABLE edges ADD COLUMN gates_failed TEXT;
";

/// v9 on PostgreSQL: SQLite's `V9_BET_SHAPES` in PostgreSQL's types.
pub(crate) const PG_V9_BET_SHAPES: &str = "
ALTER TABLE bets ADD COLUMN kind TEXT NOT NULL DEFAULT 'single'
    CHECK (kind IN ('single', 'parlay', 'slip'));
ALTER TABLE bets ADD COLUMN bet_uid TEXT;
ALTER TABLE bets ADD COLUMN slip_type TEXT;
ALTER TABLE bets ADD COLUMN payout DOUBLE PRECISION;
ALTER TABLE bets ADD COLUMN settled_decimal DOUBLE PRECISION;
CREATE UNIQUE INDEX bets_uid ON bets (bet_uid);
CREATE TABLE bet_legs (
    bet_id    BIGINT NOT NULL REFERENCES bets (bet_id),
    leg       BIGINT NOT NULL,
    event_id  TEXT,
    market    TEXT,
    map       BIGINT,
    line      DOUBLE PRECISION,
    outcome   TEXT,
    decimal   DOUBLE PRECISION,
    player    TEXT,
    stat_type TEXT,
    side      TEXT,
    result    TEXT CHECK (result IN ('won', 'lost', 'push', 'void')),
    PRIMARY KEY (bet_id, leg)
);
CREATE TABLE bet_tags (
    bet_id BIGINT NOT NULL REFERENCES bets (bet_id),
    tag    TEXT NOT NULL,
    PRIMARY KEY (bet_id, tag)
);
CREATE INDEX bet_tags_tag ON bet_tags (tag);
";

/// v10 on PostgreSQL: the lines tape read without its heap. The points are appended
/// snapshot by snapshot, so one key's points sit on as many heap pages as it has points
/// (`moves --event` read 2,424 pages for 2,424 points); the primary key now carries the
/// point's values (`INCLUDE`), so `moves` and `venues rank` read a key's window from
/// consecutive index pages (an index-only scan, once autovacuum has marked the pages
/// all-visible). The keys leave half of each page free (`fillfactor`): a snapshot that
/// only advances a key's sighting (`last_seen_at`, not indexed) then updates it in place
/// (a HOT update, no new index entries); pages written before v10 keep their layout until
/// rewritten. The covering key is a speed-up, not a guarantee (the key columns and their
/// uniqueness are v9's): a TimescaleDB hypertable whose version refuses to rebuild its
/// primary key (`feature_not_supported`; some have) keeps v9's key rather than the store
/// failing to open. The test server has no TimescaleDB: that case is not covered.
pub(crate) const PG_V10_TAPE_LAYOUT: &str = "
DO $$
BEGIN
    ALTER TABLE quotes DROP CONSTRAINT quotes_pkey,
        ADD CONSTRAINT quotes_pkey PRIMARY KEY (key_id, observed_at)
            INCLUDE (decimal, american, probability, novig);
EXCEPTION WHEN feature_not_supported THEN
    NULL;
END $$;
ALTER TABLE quote_keys SET (fillfactor = 50);
";

/// The tables whose rows `esx store info` counts, in the schema's order.
pub const TABLES: &[&str] = &[
    "snapshots",
    "events",
    "quote_keys",
    "quotes",
    "prop_keys",
    "prop_quotes",
    "gap_keys",
    "gap_quotes",
    "bets",
    "bet_legs",
    "bet_tags",
    "pick_keys",
    "picks",
    "edge_keys",
    "edges",
    "prop_results",
    "match_results",
    "map_results",
];
