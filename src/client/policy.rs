//! URL and redirect policy: what a base URL may be, which origin the key may reach,
//! and how URLs are shown (secrets redacted).

use reqwest::Url;

use crate::error::EsxError;

/// Whether two URLs share scheme, host and port (the redirect and key boundary).
#[must_use]
pub(crate) fn same_origin(a: &Url, b: &Url) -> bool {
    a.scheme() == b.scheme()
        && a.host_str().map(str::to_ascii_lowercase) == b.host_str().map(str::to_ascii_lowercase)
        && a.port_or_known_default() == b.port_or_known_default()
}

/// Whether a URL's host is on this machine (plain HTTP is allowed there).
#[must_use]
pub(crate) fn is_loopback(url: &Url) -> bool {
    match url.host() {
        Some(url::Host::Domain(d)) => d.eq_ignore_ascii_case("localhost"),
        Some(url::Host::Ipv4(ip)) => ip.is_loopback(),
        Some(url::Host::Ipv6(ip)) => ip.is_loopback(),
        None => false,
    }
}

/// Remove secrets from a URL before it is shown: passwords and key-like query values.
#[must_use]
pub(crate) fn redact_url(url: &Url) -> String {
    let mut u = url.clone();
    if u.password().is_some() {
        let _ = u.set_password(Some("***"));
    }
    if u.query().is_some() {
        let pairs: Vec<(String, String)> = u
            .query_pairs()
            .map(|(k, v)| {
                let secret = matches!(
                    k.to_ascii_lowercase().as_str(),
                    "api_key" | "apikey" | "key" | "token" | "access_token"
                );
                (
                    k.into_owned(),
                    if secret {
                        "***".to_string()
                    } else {
                        v.into_owned()
                    },
                )
            })
            .collect();
        u.query_pairs_mut().clear().extend_pairs(pairs);
    }
    u.to_string()
}

/// A URL the user supplied (base URL, `--db`, webhook) as it may be shown: the password
/// as `***` (`user:***@`), a query as `?***`, no fragment (DESIGN "Secrets in URLs"). Text
/// that is no URL still has its `user:password@` and query masked.
#[must_use]
pub(crate) fn shown_user_url(raw: &str) -> String {
    let trimmed = raw.trim();
    if let Ok(mut u) = Url::parse(trimmed)
        && u.has_host()
    {
        if u.password().is_some() {
            let _ = u.set_password(Some("***"));
        }
        if u.query().is_some() {
            u.set_query(Some("***"));
        }
        u.set_fragment(None);
        let shown = u.to_string();
        // Url adds a `/` to a bare origin; the user's text had none.
        return if trimmed.ends_with('/') {
            shown
        } else {
            shown.trim_end_matches('/').to_string()
        };
    }
    let text = mask_userinfo(trimmed).into_owned();
    match text.split_once('?') {
        Some((before, _)) => format!("{before}?***"),
        None => text,
    }
}

/// Any `scheme://user:password@` in a text with the password as `***`: the last guard on
/// an error line, whatever put a URL in it.
#[must_use]
pub(crate) fn mask_userinfo(text: &str) -> std::borrow::Cow<'_, str> {
    if !text.contains("://") {
        return std::borrow::Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    let mut changed = false;
    while let Some(at) = rest.find("://") {
        let (head, tail) = rest.split_at(at + 3);
        out.push_str(head);
        let end = tail
            .find(|c: char| {
                c.is_whitespace() || matches!(c, '/' | '?' | '#' | '`' | '\'' | '"' | '<' | '>')
            })
            .unwrap_or(tail.len());
        let authority = &tail[..end];
        match authority
            .rfind('@')
            .and_then(|a| authority[..a].find(':').map(|c| (c, a)))
        {
            Some((colon, a)) if a > colon + 1 => {
                out.push_str(&authority[..=colon]);
                out.push_str("***");
                out.push_str(&authority[a..]);
                changed = true;
            }
            _ => out.push_str(authority),
        }
        rest = &tail[end..];
    }
    out.push_str(rest);
    if changed {
        std::borrow::Cow::Owned(out)
    } else {
        std::borrow::Cow::Borrowed(text)
    }
}

/// Validate and normalise a base URL (scheme http/https, a host; trailing `/` dropped).
pub(crate) fn parse_base_url(raw_text: &str) -> Result<Url, EsxError> {
    // Every message shows the URL with its password and query masked.
    let raw = shown_user_url(raw_text);
    let url = Url::parse(raw_text.trim()).map_err(|e| {
        // `127.0.0.1:8080`, `api.example.com`: no scheme, the commonest slip.
        if matches!(e, url::ParseError::RelativeUrlWithoutBase) {
            EsxError::usage(format!(
                "invalid base URL `{raw}`: it has no scheme; write --base-url http://{raw} (a local server) or https://{raw}"
            ))
        } else {
            EsxError::usage(format!(
                "invalid base URL `{raw}`: {e} (expected e.g. https://api.example.com)"
            ))
        }
    })?;
    if !matches!(url.scheme(), "http" | "https") || url.host_str().is_none() {
        return Err(EsxError::usage(format!(
            "invalid base URL `{raw}`: it must start with https:// (or http:// for a local server) and name a host"
        )));
    }
    if url.query().is_some() || url.fragment().is_some() {
        return Err(EsxError::usage(format!(
            "invalid base URL `{raw}`: it may carry a path prefix but no query or fragment"
        )));
    }
    Ok(url)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::client::{Client, ClientOptions};

    fn u(s: &str) -> Url {
        Url::parse(s).unwrap()
    }

    #[test]
    fn origin_is_scheme_host_and_port() {
        assert!(same_origin(
            &u("https://a.example/x"),
            &u("https://A.example:443/y?z")
        ));
        assert!(!same_origin(
            &u("https://a.example"),
            &u("http://a.example")
        ));
        assert!(!same_origin(
            &u("https://a.example"),
            &u("https://b.example")
        ));
        assert!(!same_origin(
            &u("http://127.0.0.1:80/"),
            &u("http://127.0.0.1:81/")
        ));
        assert!(same_origin(
            &u("http://127.0.0.1/"),
            &u("http://127.0.0.1:80/v6")
        ));
    }

    #[test]
    fn loopback_hosts() {
        assert!(is_loopback(&u("http://127.0.0.1:9/")));
        assert!(is_loopback(&u("http://127.8.0.1/")));
        assert!(is_loopback(&u("http://localhost:1/")));
        assert!(is_loopback(&u("http://[::1]:1/")));
        assert!(!is_loopback(&u("http://10.0.0.1/")));
        assert!(!is_loopback(&u("http://api.example/")));
    }

    #[test]
    fn urls_are_redacted() {
        let shown = redact_url(&u(
            "https://user:pw@h.example/v6/x?api_key=SECRET&sport=cs2",
        ));
        assert!(
            !shown.contains("SECRET") && !shown.contains("pw"),
            "{shown}"
        );
        assert!(shown.contains("sport=cs2"));
    }

    #[test]
    fn user_urls_never_show_their_password_or_query() {
        assert_eq!(
            shown_user_url("http://alice:hunter2@127.0.0.1:8787"),
            "http://alice:***@127.0.0.1:8787"
        );
        assert_eq!(
            shown_user_url("https://hooks.example/x?token=TOPSECRET"),
            "https://hooks.example/x?***"
        );
        assert_eq!(
            shown_user_url("postgres://alice:hunter2@db.example/esx?sslpassword=x"),
            "postgres://alice:***@db.example/esx?***"
        );
        assert_eq!(shown_user_url("not a url?pw=1"), "not a url?***");
        assert_eq!(
            mask_userinfo("bad `http://a:b@h` and ftp://u:p@x/y"),
            "bad `http://a:***@h` and ftp://u:***@x/y"
        );
        assert_eq!(mask_userinfo("http://h/a@b:c"), "http://h/a@b:c");
        let e = parse_base_url("http://alice:hunter2@h.example/api?x=1").unwrap_err();
        assert!(!e.to_string().contains("hunter2"), "{e}");
    }

    #[test]
    fn base_url_validation_and_prefix() {
        assert!(parse_base_url("ftp://x").is_err());
        assert!(parse_base_url("not a url").is_err());
        assert!(parse_base_url("https://h.example/api?x=1").is_err());
        crate::client::install_crypto_provider();
        let c = Client::new(ClientOptions::new("https://h.example/prefix/", None)).unwrap();
        let url = c
            .url_for("/v6/books", &[("a".into(), "b c".into())])
            .unwrap();
        assert_eq!(url.as_str(), "https://h.example/prefix/v6/books?a=b+c");
    }
}
