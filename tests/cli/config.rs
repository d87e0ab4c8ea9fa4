//! `esx config` and `esx auth`: precedence, 0600 files, the key never on argv or output.

use predicates::prelude::*;

use crate::common::{BOOKS, KEY, Server, esx, json};

#[test]
fn config_set_get_unset_and_show() {
    let d = tempfile::tempdir().unwrap();
    esx(d.path())
        .args(["config", "set", "base_url", "https://api.example.com/"])
        .assert()
        .success();
    esx(d.path())
        .args(["config", "get", "base_url"])
        .assert()
        .success()
        .stdout("https://api.example.com\n");
    esx(d.path())
        .args(["config", "set", "default_sport", "CS2"])
        .assert()
        .success();
    esx(d.path())
        .args(["config", "get", "default_sport"])
        .assert()
        .success()
        .stdout("cs2\n");
    esx(d.path())
        .args(["config", "show", "--json"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            r#""setting":"base_url","value":"https://api.example.com","source":"profile default""#,
        ));
    esx(d.path())
        .args(["config", "unset", "base_url"])
        .assert()
        .success();
    esx(d.path())
        .args(["config", "get", "base_url"])
        .assert()
        .code(1)
        .stderr(predicate::str::contains("not set"));
    esx(d.path())
        .args(["config", "path"])
        .assert()
        .success()
        .stdout(predicate::str::contains("config.toml"));
}

#[test]
fn config_rejects_bad_values_and_the_key_on_argv() {
    let d = tempfile::tempdir().unwrap();
    esx(d.path())
        .args(["config", "set", "default_sport", "fifa"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("valid:"));
    esx(d.path())
        .args(["config", "set", "base_url", "nonsense"])
        .assert()
        .code(2);
    esx(d.path())
        .args(["config", "set", "api_key", "x"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("esx auth login"));
    esx(d.path())
        .args(["config", "get", "colour"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("known:"));
}

#[test]
fn profiles_and_env_precedence_through_the_binary() {
    let d = tempfile::tempdir().unwrap();
    esx(d.path())
        .args([
            "--profile",
            "work",
            "config",
            "set",
            "default_sport",
            "valorant",
        ])
        .assert()
        .success();
    esx(d.path())
        .args(["--profile", "work", "config", "get", "default_sport"])
        .assert()
        .success()
        .stdout("valorant\n");
    esx(d.path())
        .env("ESX_PROFILE", "work")
        .args(["config", "get", "default_sport"])
        .assert()
        .success()
        .stdout("valorant\n");
    esx(d.path())
        .args(["config", "get", "default_sport"])
        .assert()
        .code(1);
    esx(d.path())
        .args(["config", "set", "base_url", "https://file.example"])
        .assert()
        .success();
    esx(d.path())
        .env("ESX_BASE_URL", "https://env.example")
        .args([
            "--base-url",
            "https://flag.example",
            "config",
            "get",
            "base_url",
        ])
        .assert()
        .success()
        .stdout("https://flag.example\n");
    esx(d.path())
        .env("ESX_BASE_URL", "https://env.example")
        .args(["config", "get", "base_url"])
        .assert()
        .success()
        .stdout("https://env.example\n");
}

#[test]
fn auth_login_reads_stdin_verifies_and_stores_0600() {
    let s = Server::start(vec![json(200, BOOKS)]);
    let d = tempfile::tempdir().unwrap();
    esx(d.path())
        .args(["config", "set", "base_url", &s.base])
        .assert()
        .success();
    esx(d.path())
        .args(["auth", "login"])
        .write_stdin(format!("{KEY}\n"))
        .assert()
        .success();
    assert_eq!(
        s.seen()[0].header("x-api-key").as_deref(),
        Some(KEY),
        "verified against the service"
    );
    let path = d.path().join("config.toml");
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt as _;
        assert_eq!(
            std::fs::metadata(&path).unwrap().permissions().mode() & 0o777,
            0o600
        );
    }
    // Shown only as set, never the value.
    let out = esx(d.path()).args(["config", "show"]).output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("set (profile default)") && !text.contains(KEY),
        "{text}"
    );
    esx(d.path())
        .args(["config", "get", "api_key"])
        .assert()
        .success()
        .stdout("set (profile default)\n");
    esx(d.path()).args(["auth", "logout"]).assert().success();
    esx(d.path())
        .args(["config", "get", "api_key"])
        .assert()
        .success()
        .stdout("not set\n");
}

#[test]
fn auth_login_refuses_a_rejected_key_and_stores_nothing() {
    let s = Server::start(vec![json(401, r#"{"detail":"Invalid API key"}"#)]);
    let d = tempfile::tempdir().unwrap();
    esx(d.path())
        .args(["config", "set", "base_url", &s.base])
        .assert()
        .success();
    esx(d.path())
        .args(["auth", "login"])
        .write_stdin("bad-key")
        .assert()
        .code(3);
    esx(d.path())
        .args(["config", "get", "api_key"])
        .assert()
        .success()
        .stdout("not set\n");
    esx(d.path())
        .args(["auth", "login"])
        .write_stdin("   ")
        .assert()
        .code(2);
}

#[test]
fn auth_status_reports_the_plan() {
    // Builder probe 403 (plan), Hobby probe 200 → Hobby.
    let s = Server::start_routed(|target, _| {
        if target.starts_with("/v6/books") {
            json(200, BOOKS)
        } else if target.contains("/matches") {
            json(
                403,
                r#"{"detail":"/matches requires the Builder plan or above"}"#,
            )
        } else {
            json(200, r#"{"events":[]}"#)
        }
    });
    let d = tempfile::tempdir().unwrap();
    esx(d.path())
        .env("ESX_BASE_URL", &s.base)
        .env("ESX_API_KEY", KEY)
        .args(["auth", "status", "--json"])
        .assert()
        .success()
        .stdout(
            predicate::str::contains(r#""plan":"Hobby""#).and(predicate::str::contains(KEY).not()),
        );
}

#[test]
fn venue_settings_fees_and_payouts_are_checked_and_stored() {
    let d = tempfile::tempdir().unwrap();
    esx(d.path())
        .args(["config", "set", "fees.kalshi", "0.05"])
        .assert()
        .success();
    esx(d.path())
        .args(["config", "get", "fees.kalshi"])
        .assert()
        .success()
        .stdout("0.05\n");
    esx(d.path())
        .args(["config", "set", "payout.underdog.3", "6"])
        .assert()
        .success();
    esx(d.path())
        .args(["config", "get", "payout.underdog.3"])
        .assert()
        .success()
        .stdout("6\n");
    // `config show` lists them beside the other settings, in file order.
    let out = esx(d.path())
        .args(["config", "show", "--format", "ndjson"])
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains(r#"{"setting":"fees.kalshi","value":"0.05","source":"config file"}"#),
        "{text}"
    );
    let fees = text.find("fees.kalshi").unwrap_or(usize::MAX);
    let payout = text.find("payout.underdog.3").unwrap_or(0);
    assert!(fees < payout, "{text}");
    // A coefficient outside [0, 1] and a payout that cannot win are refused (exit 2).
    esx(d.path())
        .args(["config", "set", "fees.kalshi", "1.5"])
        .assert()
        .code(2);
    esx(d.path())
        .args(["config", "set", "payout.underdog.3", "1"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("greater than 1"));
    esx(d.path())
        .args(["config", "unset", "payout.underdog.3"])
        .assert()
        .success();
    esx(d.path())
        .args(["config", "get", "payout.underdog.3"])
        .assert()
        .code(1);
    // negbin's k per stat type: a positive number, stored as given; 0 or text refused.
    esx(d.path())
        .args(["config", "set", "picks.dispersion.CS2_KILLS_MAPS_1_2", "25"])
        .assert()
        .success();
    esx(d.path())
        .args(["config", "get", "picks.dispersion.CS2_KILLS_MAPS_1_2"])
        .assert()
        .success()
        .stdout("25\n");
    for bad in ["0", "wide"] {
        esx(d.path())
            .args(["config", "set", "picks.dispersion.CS2_KILLS_MAPS_1_2", bad])
            .assert()
            .code(2)
            .stderr(predicate::str::contains("dispersion k above 0"));
    }
}

/// `config show` lists the effective fee table: the built-in kalshi coefficient as
/// `default` until the file sets it, then the file's value in its place.
#[test]
fn config_show_lists_the_default_fees_until_set() {
    let d = tempfile::tempdir().unwrap();
    let show = || {
        let out = esx(d.path())
            .args(["config", "show", "--format", "ndjson"])
            .output()
            .unwrap();
        String::from_utf8(out.stdout).unwrap()
    };
    let text = show();
    assert!(
        text.contains(r#"{"setting":"fees.kalshi","value":"0.07","source":"default"}"#),
        "{text}"
    );
    esx(d.path())
        .args(["config", "set", "fees.kalshi", "0.05"])
        .assert()
        .success();
    let text = show();
    assert!(
        text.contains(r#"{"setting":"fees.kalshi","value":"0.05","source":"config file"}"#),
        "{text}"
    );
    assert_eq!(text.matches("fees.kalshi").count(), 1, "{text}");
}

/// A config folder open to others that esx may not tighten (sticky, as a shared folder
/// is) is a warning on stderr, which `-q` silences like every other note: the config
/// file's writer uses the run's diagnostics.
#[cfg(unix)]
#[test]
fn quiet_silences_the_open_config_folder_warning() {
    use std::os::unix::fs::PermissionsExt as _;
    let d = tempfile::tempdir().unwrap();
    let dir = d.path().join("shared");
    std::fs::create_dir(&dir).unwrap();
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o1777)).unwrap();
    esx(&dir)
        .args(["config", "set", "default_sport", "cs2"])
        .assert()
        .success()
        .stderr(predicate::str::contains("is open to other users"));
    esx(&dir)
        .args(["-q", "config", "set", "default_sport", "lol"])
        .assert()
        .success()
        .stderr("");
    esx(&dir)
        .args(["config", "get", "default_sport"])
        .assert()
        .success()
        .stdout("lol\n");
}

/// First-contact mistakes are one clear line each with the fix (issue 19 point 6).
#[test]
fn first_contact_errors_say_what_to_do() {
    let d = tempfile::tempdir().unwrap();
    // A profile that does not exist is named, with the profiles there are.
    esx(d.path())
        .args(["--profile", "nosuch", "lines", "cs2"])
        .assert()
        .code(2)
        .stderr(
            predicate::str::contains("no profile `nosuch`")
                .and(predicate::str::contains("profiles: none yet")),
        );
    // A base URL without a scheme: the fix, not "relative URL without a base".
    esx(d.path())
        .env("ESX_API_KEY", KEY)
        .args(["--base-url", "127.0.0.1:38517", "books"])
        .assert()
        .code(2)
        .stderr(
            predicate::str::contains("--base-url http://127.0.0.1:38517")
                .and(predicate::str::contains("relative URL").not()),
        );
    // An unknown setting lists what can be set, not the key.
    esx(d.path())
        .args(["config", "set", "nosuch", "1"])
        .assert()
        .code(2)
        .stderr(
            predicate::str::contains("fees.<venue>")
                .and(predicate::str::contains("payout.<venue>.<legs>"))
                .and(predicate::str::contains(
                    "known: base_url, default_sport, fees",
                )),
        );
    // `--db` in a folder that does not exist is refused like `-o`, nothing created.
    let db = d.path().join("no/such/h.sqlite");
    esx(d.path())
        .args(["--demo", "-q", "record", "cs2", "--db"])
        .arg(&db)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("does not exist"));
    assert!(!d.path().join("no").exists());
}
