//! `config set`/`unset` and `auth login`/`logout` change the config file under an
//! exclusive lock on `config.toml.lock` beside it, held from the read to the rename: eight
//! `config set` run at once keep all eight settings. A lock still held after
//! [`LOCK_WAIT`] is exit 1 naming it.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::error::EsxError;

/// The longest a change waits for another esx to finish its own.
pub(crate) const LOCK_WAIT: Duration = Duration::from_secs(10);

/// How often a held lock is tried again.
const RETRY: Duration = Duration::from_millis(20);

/// The held lock; released when dropped (the file itself stays, empty).
pub(crate) struct ConfigLock {
    file: std::fs::File,
}

impl Drop for ConfigLock {
    fn drop(&mut self) {
        let _ = fs4::fs_std::FileExt::unlock(&self.file);
    }
}

/// The lock file beside a config file: `config.toml.lock`.
#[must_use]
pub(crate) fn lock_path(config: &Path) -> PathBuf {
    let name = config.file_name().map_or_else(
        || "config.toml".into(),
        |n| n.to_string_lossy().into_owned(),
    );
    config.with_file_name(format!("{name}.lock"))
}

impl ConfigLock {
    /// Take the lock for `config` (creating its private directory if need be), waiting at
    /// most [`LOCK_WAIT`].
    pub(crate) fn acquire(config: &Path) -> Result<Self, EsxError> {
        Self::acquire_within(config, LOCK_WAIT)
    }

    pub(crate) fn acquire_within(config: &Path, wait: Duration) -> Result<Self, EsxError> {
        let path = lock_path(config);
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            super::file::create_private_dir(dir).map_err(|e| EsxError::other(format!("{e:#}")))?;
        }
        let mut open = std::fs::OpenOptions::new();
        open.read(true).write(true).create(true).truncate(false);
        #[cfg(unix)]
        std::os::unix::fs::OpenOptionsExt::mode(&mut open, 0o600);
        let file = open.open(&path).map_err(|e| {
            EsxError::other(format!(
                "cannot open the config lock {}: {e}",
                path.display()
            ))
        })?;
        let started = Instant::now();
        loop {
            match fs4::fs_std::FileExt::try_lock_exclusive(&file) {
                Ok(true) => return Ok(Self { file }),
                Ok(false) => {}
                Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {}
                Err(e) => {
                    return Err(EsxError::other(format!(
                        "cannot lock the config file through {}: {e}",
                        path.display()
                    )));
                }
            }
            if started.elapsed() >= wait {
                return Err(EsxError::other(format!(
                    "the config file is being changed by another esx: {} is still locked after {} s",
                    path.display(),
                    wait.as_secs()
                ))
                .with_hint("try again once it has finished"));
            }
            std::thread::sleep(RETRY);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_held_lock_makes_the_second_wait_then_fail_naming_it() {
        let dir = tempfile::tempdir().unwrap();
        let config = dir.path().join("esx").join("config.toml");
        let held = ConfigLock::acquire(&config).unwrap();
        let e = ConfigLock::acquire_within(&config, Duration::from_millis(100))
            .err()
            .unwrap();
        assert_eq!(e.exit_code(), crate::error::ExitCode::Other);
        assert!(e.to_string().contains("config.toml.lock"), "{e}");
        drop(held);
        assert!(ConfigLock::acquire_within(&config, Duration::from_millis(100)).is_ok());
    }
}
