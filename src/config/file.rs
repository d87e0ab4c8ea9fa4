//! The config file on disk: read with `toml` (with the line of any problem), edited in
//! place with `toml_edit` (comments, order and unknown keys survive), and written
//! atomically with mode 0600 in a 0700 directory, through a symlink to its target.

use std::io::Write as _;
use std::path::{Path, PathBuf};

use anyhow::Context as _;
use serde::Deserialize as _;
use toml::de::{DeTable, DeValue};

use super::PROFILE_KEYS;
use crate::error::EsxError;
use crate::output::diag::Diag;

/// The config file: its values as read with `toml`, and its text, which a change edits
/// as a `toml_edit` document so comments, order, formatting and unknown keys survive.
#[derive(Debug, Clone, Default)]
pub(crate) struct ConfigFile {
    pub(crate) path: PathBuf,
    /// What the file holds (every read goes through this).
    values: toml::Table,
    /// The editable document, parsed from the file's text on the first change.
    doc: Option<toml_edit::DocumentMut>,
    pub(super) text: String,
    /// What is wrong with the file, if anything (a syntax error, a value of the wrong
    /// type), with its line: commands that need the settings refuse to run with it, while
    /// `config set`, `config unset`, `config path` and `auth login` still work.
    pub(crate) problem: Option<String>,
}

/// "line 3, column 7" for a byte offset in `text`.
fn line_col(text: &str, offset: usize) -> String {
    let before = &text[..offset.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    format!("line {line}, column {col}")
}

/// The largest config file esx reads (DESIGN "Hostile input, bounded").
pub(crate) const MAX_CONFIG_BYTES: u64 = 1024 * 1024;

/// What a file that is not a regular file is, in words.
fn kind_of(meta: &std::fs::Metadata) -> &'static str {
    let t = meta.file_type();
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt as _;
        if t.is_char_device() {
            return "a character device";
        }
        if t.is_block_device() {
            return "a block device";
        }
        if t.is_fifo() {
            return "a FIFO";
        }
        if t.is_socket() {
            return "a socket";
        }
    }
    if t.is_dir() {
        "a directory"
    } else {
        "not a regular file"
    }
}

/// After following symlinks, the config must be a regular file of at most 1 MiB (or
/// absent); anything else is exit 1 naming the path and what it is, read no further
/// (a link to `/dev/zero` would otherwise be read until memory runs out).
pub(crate) fn check_shape(path: &Path) -> Result<(), EsxError> {
    // Missing (or a dangling link): an empty configuration; other errors are reported
    // by the read.
    let Ok(meta) = std::fs::metadata(path) else {
        return Ok(());
    };
    let through = if std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink()) {
        " (through a symlink)"
    } else {
        ""
    };
    if !meta.is_file() {
        return Err(EsxError::other(format!(
            "config file {} is {}{through}, not a regular file; point it at a TOML file (or set ESX_CONFIG_DIR)",
            path.display(),
            kind_of(&meta)
        )));
    }
    if meta.len() > MAX_CONFIG_BYTES {
        return Err(EsxError::other(format!(
            "config file {} is {}{through}, over the 1 MiB a config file may be; is it the right file?",
            path.display(),
            crate::client::http::human_bytes(meta.len())
        )));
    }
    Ok(())
}

impl ConfigFile {
    /// Read the file at `path`; a missing file is an empty configuration. A file that is
    /// not TOML is an error naming the line and column; one that is not a regular file,
    /// or is over 1 MiB, is exit 1 ([`check_shape`]).
    pub(crate) fn load(path: &Path) -> anyhow::Result<Self> {
        check_shape(path)?;
        let text = match read_bounded(path) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => String::new(),
            Err(e) => {
                return Err(EsxError::other(format!(
                    "cannot read config file {}: {e}",
                    path.display()
                ))
                .into());
            }
        };
        Self::parse(&text, path)
    }

    /// The configuration a file's text holds (see [`ConfigFile::load`]): not TOML is an
    /// error naming the line and column; a value of the wrong type is the `problem`.
    pub(crate) fn parse(text: &str, path: &Path) -> anyhow::Result<Self> {
        let not_toml = |e: toml::de::Error| {
            let at = e
                .span()
                .map(|r| format!(" at {}", line_col(text, r.start)))
                .unwrap_or_default();
            EsxError::usage(format!(
                "config file {} is not valid TOML{at}: {}; fix that line (or remove the file)",
                path.display(),
                e.message().trim()
            ))
        };
        // Parsed once with spans (for the line of a wrong-typed value), then read into
        // plain values.
        let spanned = DeTable::parse(text).map_err(not_toml)?;
        let problem = type_problem(spanned.get_ref(), text, path);
        let values =
            toml::Table::deserialize(toml::de::Deserializer::from(spanned)).map_err(not_toml)?;
        Ok(Self {
            path: path.to_path_buf(),
            values,
            doc: None,
            text: text.to_string(),
            problem,
        })
    }

    /// The file read under the config lock, for a change: keep the lock until the
    /// change is saved (or dropped), so no other esx edits in between.
    pub(crate) fn load_locked(path: &Path) -> anyhow::Result<(super::ConfigLock, Self)> {
        let lock = super::ConfigLock::acquire(path)?;
        let file = Self::load(path)?;
        Ok((lock, file))
    }

    /// A configuration that could not be read: empty, carrying why (see `problem`).
    #[must_use]
    pub(crate) fn broken(path: &Path, problem: String) -> Self {
        Self {
            path: path.to_path_buf(),
            problem: Some(problem),
            ..Self::default()
        }
    }

    /// The profile the file selects with its top-level `profile` key, if any.
    #[must_use]
    pub(crate) fn selected_profile(&self) -> Option<&str> {
        self.values.get("profile").and_then(toml::Value::as_str)
    }

    /// A profile's table, if the file has one.
    fn section(&self, profile: &str) -> Option<&toml::Table> {
        self.values
            .get("profiles")?
            .as_table()?
            .get(profile)?
            .as_table()
    }

    /// A string value of a profile.
    #[must_use]
    pub(crate) fn get(&self, profile: &str, key: &str) -> Option<&str> {
        self.section(profile)?.get(key)?.as_str()
    }

    /// The document a change edits, parsed from the file's text the first time.
    fn doc_mut(&mut self) -> anyhow::Result<&mut toml_edit::DocumentMut> {
        if self.doc.is_none() {
            let doc = self.text.parse::<toml_edit::DocumentMut>().map_err(|e| {
                EsxError::usage(format!(
                    "config file {} cannot be edited: {}",
                    self.path.display(),
                    e.message().trim()
                ))
            })?;
            self.doc = Some(doc);
        }
        Ok(self.doc.get_or_insert_default())
    }

    /// After a change: the values read back from the edited document, so later reads
    /// see it.
    fn reread(&mut self) {
        if let Some(doc) = &self.doc {
            self.text = doc.to_string();
            if let Ok(values) = self.text.parse::<toml::Table>() {
                self.values = values;
            }
        }
    }

    /// A value as text: a string as it is, anything else (a TOML array such as a flex
    /// payout table `[10, 2, 0.4]`) as its TOML text.
    pub(crate) fn get_text(&self, profile: &str, key: &str) -> Option<String> {
        let v = self.section(profile)?.get(key)?;
        Some(
            v.as_str()
                .map_or_else(|| v.to_string().trim().to_string(), str::to_string),
        )
    }

    /// Set a string value in a profile (creating the profile), in place: the rest of the
    /// file (comments included) is left as it was.
    pub(crate) fn set(&mut self, profile: &str, key: &str, value: &str) -> anyhow::Result<()> {
        let profiles = self
            .doc_mut()?
            .entry("profiles")
            .or_insert_with(|| {
                let mut t = toml_edit::Table::new();
                t.set_implicit(true);
                toml_edit::Item::Table(t)
            })
            .as_table_like_mut()
            .ok_or_else(|| EsxError::usage("config file: `profiles` is not a table"))?;
        let section = profiles
            .entry(profile)
            .or_insert(toml_edit::Item::Table(toml_edit::Table::new()))
            .as_table_like_mut()
            .ok_or_else(|| {
                EsxError::usage(format!("config file: profile `{profile}` is not a table"))
            })?;
        section.insert(key, toml_edit::value(value));
        self.reread();
        Ok(())
    }

    /// The profile's `fees.<venue>` settings, as (venue, coefficient); an unreadable
    /// value is an error naming the key.
    pub(crate) fn fees(&self, profile: &str) -> Result<Vec<(String, f64)>, EsxError> {
        let Some(section) = self.section(profile) else {
            return Ok(Vec::new());
        };
        section
            .iter()
            .filter_map(|(k, v)| super::fee_venue(k).map(|venue| (k, venue, v)))
            .map(|(k, venue, v)| Ok((venue.to_string(), super::parse_fee(k, &text_of(v))?)))
            .collect()
    }

    /// The profile's per-venue settings (`fees.<venue>`, `payout.<venue>.<legs>`) as
    /// (key, value text), in file order, for `config show`.
    #[must_use]
    pub(crate) fn venue_settings(&self, profile: &str) -> Vec<(String, String)> {
        self.section(profile)
            .map(|section| {
                section
                    .iter()
                    .filter(|(k, _)| super::is_venue_key(k))
                    .map(|(k, v)| (k.clone(), text_of(v)))
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Remove a value from a profile; returns whether it was there.
    pub(crate) fn unset(&mut self, profile: &str, key: &str) -> bool {
        if self.get_value(profile, key).is_none() {
            return false;
        }
        let Ok(doc) = self.doc_mut() else {
            return false;
        };
        let removed = doc
            .get_mut("profiles")
            .and_then(|p| p.get_mut(profile))
            .and_then(toml_edit::Item::as_table_like_mut)
            .is_some_and(|t| t.remove(key).is_some());
        self.reread();
        removed
    }

    /// Any value of a profile (not only a string).
    fn get_value(&self, profile: &str, key: &str) -> Option<&toml::Value> {
        self.section(profile)?.get(key)
    }

    /// The column map `[import.NAME]` (a top-level table, shared by every profile: a
    /// file's columns do not depend on the service): each key with its value as text
    /// (a string as it is, another value as TOML writes it), or `None` without one.
    #[must_use]
    pub(crate) fn import_map(&self, name: &str) -> Option<Vec<(String, String)>> {
        let table = self
            .values
            .get("import")?
            .as_table()?
            .get(name)?
            .as_table()?;
        Some(table.iter().map(|(k, v)| (k.clone(), text_of(v))).collect())
    }

    /// The names of the file's `[import.NAME]` maps.
    #[must_use]
    pub(crate) fn import_maps(&self) -> Vec<String> {
        self.values
            .get("import")
            .and_then(toml::Value::as_table)
            .map(|t| t.keys().cloned().collect())
            .unwrap_or_default()
    }

    /// Names of the profiles in the file.
    #[must_use]
    pub(crate) fn profiles(&self) -> Vec<String> {
        self.values
            .get("profiles")
            .and_then(toml::Value::as_table)
            .map(|t| t.keys().cloned().collect())
            .unwrap_or_default()
    }

    /// Write the file atomically: a 0600 temporary file in a 0700 directory, renamed
    /// over the old one only once it is complete. A symlinked config file is followed:
    /// its target is replaced and the link stays. A warning about the directory goes
    /// to the run's `diag` (so `-q` hides it).
    pub(crate) fn save(&self, diag: Diag) -> anyhow::Result<()> {
        let target = resolve_link(&self.path);
        let dir = target
            .parent()
            .filter(|p| !p.as_os_str().is_empty())
            .unwrap_or_else(|| Path::new("."));
        create_private_dir(dir)?;
        let text = self
            .doc
            .as_ref()
            .map_or_else(|| self.text.clone(), ToString::to_string);
        let mut tmp = tempfile::Builder::new()
            .prefix(".config.toml.")
            .tempfile_in(dir)
            .with_context(|| format!("creating a temporary file in {}", dir.display()))?;
        set_private_file(tmp.path())?;
        tmp.write_all(text.as_bytes())?;
        tmp.as_file().sync_all()?;
        tighten_dir(dir, tmp.path(), diag);
        tmp.persist(&target)
            .map_err(|e| EsxError::other(format!("writing {}: {}", target.display(), e.error)))?;
        Ok(())
    }
}

/// The file's text, reading no more than [`MAX_CONFIG_BYTES`] (a file that grows after
/// its size was checked is cut off there, and then is no valid TOML).
fn read_bounded(path: &Path) -> std::io::Result<String> {
    use std::io::Read as _;
    let file = std::fs::File::open(path)?;
    let mut bytes = Vec::new();
    file.take(MAX_CONFIG_BYTES + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > MAX_CONFIG_BYTES {
        return Err(std::io::Error::other("it grew past 1 MiB while being read"));
    }
    String::from_utf8(bytes)
        .map_err(|_| std::io::Error::new(std::io::ErrorKind::InvalidData, "it is not UTF-8 text"))
}

/// A setting's value as text: a string as it is, another value as TOML writes it
/// (`fees.kalshi = 0.05` reads as `0.05`).
fn text_of(v: &toml::Value) -> String {
    v.as_str()
        .map_or_else(|| v.to_string().trim().to_string(), str::to_string)
}

/// The value under `key` in a spanned table.
fn entry<'t, 'i>(table: &'t DeTable<'i>, key: &str) -> Option<&'t toml::Spanned<DeValue<'i>>> {
    table
        .iter()
        .find(|(k, _)| k.get_ref().as_ref() == key)
        .map(|(_, v)| v)
}

/// The first profile value of the wrong type (`base_url = 5`), with its line: such a
/// value would otherwise be ignored without a word.
fn type_problem(doc: &DeTable<'_>, text: &str, path: &Path) -> Option<String> {
    let at =
        |item: &toml::Spanned<DeValue<'_>>| format!(" ({})", line_col(text, item.span().start));
    if let Some(item) = entry(doc, "profile")
        && !item.get_ref().is_str()
    {
        return Some(format!(
            "config file {}: `profile` must be a string{}",
            path.display(),
            at(item)
        ));
    }
    let profiles = entry(doc, "profiles")?;
    let Some(table) = profiles.get_ref().as_table() else {
        return Some(format!(
            "config file {}: `profiles` must be a table{}",
            path.display(),
            at(profiles)
        ));
    };
    for (name, section) in table {
        let name = name.get_ref();
        let Some(section_table) = section.get_ref().as_table() else {
            return Some(format!(
                "config file {}: profile `{name}` must be a table{}",
                path.display(),
                at(section)
            ));
        };
        for (key, _) in PROFILE_KEYS {
            if let Some(item) = entry(section_table, key)
                && !item.get_ref().is_str()
            {
                return Some(format!(
                    "config file {}: `{key}` in profile `{name}` must be a string{}; fix it with `esx config set {key} …`",
                    path.display(),
                    at(item)
                ));
            }
        }
    }
    None
}

/// Where a path really points (a symlink's target, even a dangling one).
fn resolve_link(path: &Path) -> PathBuf {
    if !std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink()) {
        return path.to_path_buf();
    }
    std::fs::canonicalize(path).unwrap_or_else(|_| match std::fs::read_link(path) {
        Ok(to) if to.is_relative() => path.parent().map_or(to.clone(), |p| p.join(&to)),
        Ok(to) => to,
        Err(_) => path.to_path_buf(),
    })
}

/// The key lives in this directory: an existing one open to others (`0777`) is
/// tightened to 0700 when it is ours and not a shared sticky directory such as /tmp;
/// otherwise esx says so.
#[cfg(unix)]
fn tighten_dir(dir: &Path, ours: &Path, diag: Diag) {
    use std::os::unix::fs::{MetadataExt as _, PermissionsExt as _};
    let (Ok(meta), Ok(mine)) = (std::fs::metadata(dir), std::fs::metadata(ours)) else {
        return;
    };
    let mode = meta.mode();
    let open_to_others = mode & 0o077 != 0;
    if !open_to_others {
        return;
    }
    let sticky = mode & 0o1000 != 0;
    let tightened = meta.uid() == mine.uid()
        && !sticky
        && std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o700)).is_ok();
    // A warning, but one `-q` hides: a cron job that set the folder up so on purpose
    // must not mail it every run.
    if !tightened && !diag.quiet {
        diag.warn(&format!(
            "config directory {} is open to other users (mode {:o}); the key file itself is 0600, but consider `chmod 700 {}`",
            dir.display(),
            mode & 0o777,
            dir.display()
        ));
    }
}

#[cfg(not(unix))]
fn tighten_dir(_dir: &Path, _ours: &Path, _diag: Diag) {}

#[cfg(unix)]
pub(super) fn create_private_dir(dir: &Path) -> anyhow::Result<()> {
    use std::os::unix::fs::{DirBuilderExt as _, PermissionsExt as _};
    if !dir.exists() {
        std::fs::DirBuilder::new()
            .recursive(true)
            .mode(0o700)
            .create(dir)
            .with_context(|| format!("creating config directory {}", dir.display()))?;
        std::fs::set_permissions(dir, std::fs::Permissions::from_mode(0o700))?;
    }
    Ok(())
}

#[cfg(not(unix))]
pub(super) fn create_private_dir(dir: &Path) -> anyhow::Result<()> {
    std::fs::create_dir_all(dir)
        .with_context(|| format!("creating config directory {}", dir.display()))
}

#[cfg(unix)]
fn set_private_file(path: &Path) -> anyhow::Result<()> {
    use std::os::unix::fs::PermissionsExt as _;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o600))?;
    Ok(())
}

#[cfg(not(unix))]
fn set_private_file(_path: &Path) -> anyhow::Result<()> {
    Ok(())
}
