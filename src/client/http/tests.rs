//! Unit tests of `http`.

use super::*;

#[test]
fn escaping_ids_and_huge_urls_are_refused_before_sending() {
    crate::install_process_hooks();
    let c = Client::new(ClientOptions::new("http://127.0.0.1:9/pre", None)).unwrap();
    for path in [
        "/v6/esports/cs2/players/..",
        "/v6/esports/cs2/players/.",
        "/v6/esports/cs2/players/%2E%2e",
    ] {
        let e = c.url_for(path, &[]).unwrap_err();
        assert_eq!(e.kind(), crate::error::ErrorKind::Usage, "{path}");
    }
    assert!(c.url_for("/v6/esports/cs2/players/...", &[]).is_ok());
    let long = vec![("q".to_string(), "x".repeat(100_000))];
    let e = c.url_for("/v6/books", &long).unwrap_err();
    assert_eq!(e.kind(), crate::error::ErrorKind::Usage);
    assert!(e.to_string().len() < 200, "short: {e}");
}

#[test]
fn plain_http_key_needs_opt_in() {
    crate::install_process_hooks();
    let key = Some(SecretString::from("k".to_string()));
    assert!(matches!(
        Client::new(ClientOptions::new("http://api.example", key.clone())),
        Err(e) if e.kind() == crate::error::ErrorKind::Usage
    ));
    assert!(Client::new(ClientOptions::new("http://127.0.0.1:9", key.clone())).is_ok());
    let mut o = ClientOptions::new("http://api.example", key);
    o.allow_insecure = true;
    assert!(Client::new(o).is_ok());
}
