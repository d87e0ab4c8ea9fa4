//! Unit tests of the alert state (fire once, re-arm) and of the notifier thread.

use super::*;

fn keys(records: &[Value]) -> Vec<String> {
    records
        .iter()
        .map(|r| r["key"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn notify_specs_parse() {
    assert_eq!(
        parse_notify("exec:notify-send  esx").unwrap(),
        Notify::Exec(vec!["notify-send".into(), "esx".into()])
    );
    assert!(matches!(
        parse_notify("webhook:https://hooks.example/x").unwrap(),
        Notify::Webhook(_)
    ));
    assert_eq!(
        parse_notify(r#"exec:sh -c 'cat >> "my alerts.ndjson"'"#).unwrap(),
        Notify::Exec(vec![
            "sh".into(),
            "-c".into(),
            r#"cat >> "my alerts.ndjson""#.into()
        ])
    );
    assert!(parse_notify("exec:sh -c 'unclosed").is_err());
    assert!(parse_notify("exec:").is_err());
    assert!(parse_notify("exec:   ").is_err());
    assert!(parse_notify("webhook:ftp://x").is_err());
    assert!(parse_notify("mail:me").is_err());
}

#[test]
fn fires_once_then_rearms_after_the_row_stops_matching() {
    let diag = Diag::new(true, false, true);
    let mut a = Alerts::new(".edge > 2", Vec::new(), diag).unwrap();
    let hot = json!({"id": "a", "edge": 5});
    let cold = json!({"id": "a", "edge": 1});
    let other = json!({"id": "b", "edge": 9});
    let fired = |a: &mut Alerts, rows: &[(&str, &Value)]| {
        let rows: Vec<(String, &Value)> =
            rows.iter().map(|(k, v)| ((*k).to_string(), *v)).collect();
        keys(&a.tick(&rows, "t").unwrap())
    };
    assert_eq!(fired(&mut a, &[("a", &hot), ("b", &other)]), ["a", "b"]);
    assert!(fired(&mut a, &[("a", &hot), ("b", &other)]).is_empty());
    assert!(fired(&mut a, &[("a", &cold)]).is_empty());
    // a stopped matching and b left the board: both re-arm.
    assert_eq!(fired(&mut a, &[("a", &hot), ("b", &other)]), ["a", "b"]);
    // The same key twice in one poll fires once.
    assert!(fired(&mut a, &[("c", &hot), ("c", &hot)]) == ["c"]);
}

#[test]
fn nothing_that_has_started_is_an_alert() {
    let diag = Diag::new(true, false, true);
    let mut a = Alerts::new(".edge > 2", Vec::new(), diag).unwrap();
    // At 12:00: a row whose event started at 11:30, one esx marked started, one at 12:30.
    let begun = json!({"id": "a", "edge": 5, "event_time": "2026-11-21T11:30:00Z"});
    let marked = json!({"id": "b", "edge": 5, "esx": {"started": true}});
    let later = json!({"id": "c", "edge": 5, "event_time": "2026-11-21T12:30:00Z"});
    let rows: Vec<(String, &Value)> = vec![
        ("a".into(), &begun),
        ("b".into(), &marked),
        ("c".into(), &later),
    ];
    let fired = a.tick(&rows, "2026-11-21T12:00:00Z").unwrap();
    assert_eq!(keys(&fired), ["c"]);
}

#[test]
fn a_stream_rearms_per_key_only() {
    let diag = Diag::new(true, false, true);
    let mut a = Alerts::new(r#".type == "update" and .score > 10"#, Vec::new(), diag).unwrap();
    let hot = json!({"type": "update", "game_id": "g1", "score": 11});
    let cold = json!({"type": "update", "game_id": "g1", "score": 3});
    let ev = json!({"type": "event", "game_id": "g1"});
    let mut fire = |key: &str, row: &Value| a.observe(key, row, "t").unwrap().is_some();
    assert!(fire("g1|update", &hot));
    // Still matching: quiet, whatever other keys say in between.
    assert!(!fire("g1|event", &ev));
    assert!(!fire("g1|update", &hot));
    assert!(fire("g2|update", &hot));
    // g1's update stops matching, then matches again: fires again.
    assert!(!fire("g1|update", &cold));
    assert!(fire("g1|update", &hot));
}

#[test]
fn an_expression_that_does_not_compile_is_a_usage_error() {
    let diag = Diag::new(true, false, true);
    let err = Alerts::new(".x >", Vec::new(), diag).err().unwrap();
    assert_eq!(err.kind(), crate::error::ErrorKind::Usage);
}

#[cfg(unix)]
#[test]
fn a_slow_notifier_never_holds_up_the_watch() {
    let diag = Diag::new(true, false, true);
    let slow = vec![Notify::Exec(vec!["sleep".into(), "5".into()])];
    let mut a = Alerts::new(".hot", slow, diag).unwrap();
    let start = Instant::now();
    for i in 0..5 {
        let row = json!({"hot": true, "i": i});
        assert!(a.observe(&format!("k{i}"), &row, "t").unwrap().is_some());
    }
    assert!(
        start.elapsed() < Duration::from_secs(2),
        "{:?}",
        start.elapsed()
    );
    // The end of the watch waits at most DRAIN for the notifier.
    let start = Instant::now();
    drop(a);
    assert!(start.elapsed() < DRAIN + Duration::from_secs(1));
}

#[cfg(unix)]
#[test]
fn an_exec_notifier_past_its_time_is_stopped() {
    let diag = Diag::new(true, false, true);
    let start = Instant::now();
    // `sleep` never reads its stdin: a row larger than a pipe must not block either.
    let big = vec![b'x'; 1 << 20];
    run_exec(
        &["sleep".into(), "10".into()],
        &big,
        Duration::from_millis(300),
        &Running::default(),
        diag,
    );
    assert!(
        start.elapsed() < Duration::from_secs(3),
        "{:?}",
        start.elapsed()
    );
}

#[cfg(unix)]
#[test]
fn an_exec_notifier_gets_the_row_on_stdin() {
    let d = tempfile::tempdir().unwrap();
    let log = d.path().join("got");
    let diag = Diag::new(true, false, true);
    run_exec(
        &["sh".into(), "-c".into(), format!("cat > {}", log.display())],
        br#"{"a":1}"#,
        Duration::from_secs(5),
        &Running::default(),
        diag,
    );
    assert_eq!(std::fs::read_to_string(&log).unwrap(), "{\"a\":1}\n");
}

#[cfg(unix)]
#[test]
fn the_end_of_the_watch_kills_a_running_notifier_and_starts_no_other() {
    let diag = Diag::new(true, false, true);
    let running = Arc::new(Running::default());
    let shared = Arc::clone(&running);
    let start = Instant::now();
    let t = std::thread::spawn(move || {
        run_exec(
            &["sleep".into(), "30".into()],
            b"{}",
            EXEC_TIMEOUT,
            &shared,
            diag,
        );
    });
    while running.state.lock().unwrap().1.is_none() {
        assert!(start.elapsed() < Duration::from_secs(10), "never started");
        std::thread::sleep(Duration::from_millis(10));
    }
    running.stop();
    t.join().unwrap();
    assert!(
        start.elapsed() < Duration::from_secs(10),
        "{:?}",
        start.elapsed()
    );
    // Stopped: the next alert's notifier does not start at all.
    let d = tempfile::tempdir().unwrap();
    let log = d.path().join("got");
    run_exec(
        &["sh".into(), "-c".into(), format!("cat > {}", log.display())],
        b"{}",
        EXEC_TIMEOUT,
        &running,
        diag,
    );
    assert!(!log.exists());
}
