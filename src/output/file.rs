//! `-o FILE`: write beside the target and rename only on success, so a failed run never
//! leaves a partial or empty file and an existing file is untouched until then.
//!
//! A run ended by a signal runs no destructors, so the temporary file is also known to a
//! signal watcher: SIGINT (unless the command handles Ctrl-C itself, as a watch does) and
//! SIGTERM remove it and exit with 130 / 143, FILE untouched. A symlink is followed (its
//! target replaced); a device or FIFO is written into directly, never replaced.

use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, Once};

use anyhow::Context as _;

use crate::error::EsxError;

pub(crate) fn write_atomic(
    path: &Path,
    f: impl FnOnce(&mut dyn Write) -> anyhow::Result<()>,
) -> anyhow::Result<()> {
    // A symlink is followed: its target is replaced atomically and the link stays.
    let target = follow_link(path);
    let path = target.as_path();
    // A device or a FIFO (`-o /dev/stdout`, `-o /dev/null`, `-o pipe`) is written into
    // directly: replacing it with a regular file would destroy it.
    if let Ok(meta) = std::fs::metadata(path)
        && is_special(&meta)
    {
        return write_special(path, f);
    }
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    if !dir.is_dir() {
        return Err(EsxError::usage(format!(
            "cannot write {}: directory {} does not exist",
            path.display(),
            dir.display()
        ))
        .into());
    }
    if path.is_dir() {
        return Err(EsxError::usage(format!(
            "cannot write {}: it is a directory",
            path.display()
        ))
        .into());
    }
    let name = path
        .file_name()
        .map_or_else(|| "esx".into(), |n| n.to_string_lossy().into_owned());
    let tmp = tempfile::Builder::new()
        .prefix(&format!(".{name}."))
        .suffix(".tmp")
        .tempfile_in(dir)
        .with_context(|| format!("cannot create a temporary file in {}", dir.display()))?;
    let pending = Pending::register(tmp.path());
    let mut writer = BufWriter::with_capacity(64 * 1024, Recording::new(tmp));
    // On any error below, `writer` (and the temporary file) is dropped and deleted.
    let tmp = finish(path, f(&mut writer), writer)?;
    tmp.as_file()
        .sync_all()
        .map_err(|io| write_error(path, io))?;
    keep_permissions(path, tmp.path());
    // Under the lock a signal's cleanup also takes: the rename happens entirely or not.
    let mut list = PENDING
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    let persisted = tmp
        .persist(path)
        .map_err(|e| EsxError::other(format!("cannot write {}: {}", path.display(), e.error)));
    list.retain(|p| *p != pending.0);
    drop(list);
    drop(pending);
    persisted?;
    Ok(())
}

/// Temporary files being written, removed by a signal's cleanup.
static PENDING: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// One registered temporary file; unregistered when dropped (tempfile deletes the file).
struct Pending(PathBuf);

impl Pending {
    fn register(path: &Path) -> Self {
        watch_signals();
        PENDING
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .push(path.to_path_buf());
        Self(path.to_path_buf())
    }
}

impl Drop for Pending {
    fn drop(&mut self) {
        PENDING
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .retain(|p| *p != self.0);
    }
}

/// Remove every pending temporary file and exit with `code` (the lock is held until the
/// process is gone, so no rename can slip in between).
fn abandon(code: i32) -> ! {
    let list = PENDING
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    for p in list.iter() {
        let _ = std::fs::remove_file(p);
    }
    std::process::exit(code)
}

/// Ctrl-C: a watch that set up its flag stops by itself (exit 0); any other run removes
/// its temporary files and exits with `code`.
fn stop_or_abandon(code: i32) {
    // A board or MCP session ends on the signal itself (its own listener).
    if SESSION_SIGNALS.load(std::sync::atomic::Ordering::SeqCst) {
        return;
    }
    if let Some(flag) = crate::interrupt::stop_flag() {
        flag.store(true, std::sync::atomic::Ordering::SeqCst);
        return;
    }
    abandon(code);
}

/// Set by a session that ends itself cleanly on SIGINT and SIGTERM and runs commands in
/// process (the board, `esx mcp`): their clients must not install the watchers below,
/// which would end the whole session with 130 / 143 (and no call writes `-o FILE`).
static SESSION_SIGNALS: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// The session handles SIGINT and SIGTERM itself from now on (see [`SESSION_SIGNALS`]);
/// called before any client is built.
pub(crate) fn signals_are_the_sessions() {
    SESSION_SIGNALS.store(true, std::sync::atomic::Ordering::SeqCst);
}

/// Install the signal watchers once: SIGINT through `ctrlc` (only if nothing else handles
/// it: a watch stops cleanly on Ctrl-C by itself), SIGTERM through tokio's signal
/// listener on a thread of its own (ctrlc cannot tell SIGTERM from SIGINT, and the exit
/// codes differ). Returns once SIGTERM is being listened for (at most 200 ms).
pub(crate) fn watch_signals() {
    static ONCE: Once = Once::new();
    if SESSION_SIGNALS.load(std::sync::atomic::Ordering::SeqCst) {
        return;
    }
    ONCE.call_once(|| {
        let _ = ctrlc::try_set_handler(|| stop_or_abandon(130));
        #[cfg(unix)]
        {
            let (ready, listening) = std::sync::mpsc::channel::<()>();
            let spawned = std::thread::Builder::new()
                .name("sigterm".into())
                .spawn(move || {
                    let Ok(rt) = tokio::runtime::Builder::new_current_thread()
                        .enable_all()
                        .build()
                    else {
                        return;
                    };
                    rt.block_on(async move {
                        let kind = tokio::signal::unix::SignalKind::terminate();
                        if let Ok(mut term) = tokio::signal::unix::signal(kind) {
                            let _ = ready.send(());
                            while term.recv().await.is_some() {
                                // A board or MCP session ends on SIGTERM itself.
                                if !SESSION_SIGNALS.load(std::sync::atomic::Ordering::SeqCst) {
                                    abandon(143);
                                }
                            }
                        }
                    });
                });
            if spawned.is_ok() {
                let _ = listening.recv_timeout(std::time::Duration::from_millis(200));
            }
        }
    });
}

/// The file a path names: a symlink's target (resolved even when it does not exist yet),
/// else the path itself.
fn follow_link(path: &Path) -> PathBuf {
    let is_link = std::fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink());
    if !is_link {
        return path.to_path_buf();
    }
    if let Ok(real) = std::fs::canonicalize(path) {
        return real;
    }
    // A dangling link: its target, relative to the link's directory.
    match std::fs::read_link(path) {
        Ok(to) if to.is_absolute() => to,
        Ok(to) => path.parent().map_or(to.clone(), |p| p.join(&to)),
        Err(_) => path.to_path_buf(),
    }
}

/// A character or block device, a FIFO or a socket: anything but a file or directory.
fn is_special(meta: &std::fs::Metadata) -> bool {
    let t = meta.file_type();
    !t.is_file() && !t.is_dir() && !t.is_symlink()
}

/// Write straight into a device or FIFO (there is nothing to make atomic).
fn write_special(
    path: &Path,
    f: impl FnOnce(&mut dyn Write) -> anyhow::Result<()>,
) -> anyhow::Result<()> {
    let file = std::fs::OpenOptions::new()
        .write(true)
        .open(path)
        .map_err(|e| write_error(path, e))?;
    let mut writer = BufWriter::with_capacity(64 * 1024, Recording::new(file));
    finish(path, f(&mut writer), writer).map(drop)
}

/// After the writing closure: flush, and if writing the file failed anywhere (even when
/// a CSV or JSON writer replaced the error on the way), report that real cause naming the
/// file (`/dev/full`: "No space left on device"); other failures (a network error
/// mid-export) pass through unchanged.
fn finish<W: Write>(
    path: &Path,
    result: anyhow::Result<()>,
    mut writer: BufWriter<Recording<W>>,
) -> anyhow::Result<W> {
    let flushed = result.and_then(|()| writer.flush().map_err(anyhow::Error::new));
    if let Some(io) = writer.get_mut().failed.take() {
        return Err(write_error(path, io));
    }
    flushed?;
    match writer.into_inner() {
        Ok(rec) => Ok(rec.inner),
        Err(e) => Err(write_error(path, e.into_error())),
    }
}

/// "cannot write FILE: cause", keeping the io error as the source (a closed pipe stays
/// recognisable as one).
fn write_error(path: &Path, io: std::io::Error) -> anyhow::Error {
    EsxError::other(format!("cannot write {}: {io}", path.display()))
        .with_source(io)
        .into()
}

/// A writer that remembers its first failure, so the error reported is the real one
/// (a CSV or JSON writer may wrap or replace it).
pub(super) struct Recording<W> {
    inner: W,
    pub(super) failed: Option<std::io::Error>,
}

impl<W> Recording<W> {
    pub(super) fn new(inner: W) -> Self {
        Self {
            inner,
            failed: None,
        }
    }

    fn record<T>(&mut self, r: std::io::Result<T>) -> std::io::Result<T> {
        if let Err(e) = &r
            && self.failed.is_none()
        {
            self.failed = Some(std::io::Error::new(e.kind(), e.to_string()));
        }
        r
    }
}

impl<W: std::io::Write> std::io::Write for Recording<W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let r = self.inner.write(buf);
        self.record(r)
    }
    fn flush(&mut self) -> std::io::Result<()> {
        let r = self.inner.flush();
        self.record(r)
    }
}
/// An existing file keeps its mode; a new one gets the usual 0644 (not tempfile's 0600).
fn keep_permissions(target: &Path, tmp: &Path) {
    let perms = std::fs::metadata(target).map(|m| m.permissions()).ok();
    #[cfg(unix)]
    let perms = perms.or_else(|| {
        use std::os::unix::fs::PermissionsExt as _;
        Some(std::fs::Permissions::from_mode(0o644))
    });
    if let Some(p) = perms {
        let _ = std::fs::set_permissions(tmp, p);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn success_replaces_and_failure_leaves_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("out.csv");
        std::fs::write(&target, "old").unwrap();
        let err = write_atomic(&target, |w| {
            w.write_all(b"partial")?;
            anyhow::bail!("boom")
        });
        assert!(err.is_err());
        assert_eq!(std::fs::read_to_string(&target).unwrap(), "old");
        assert_eq!(
            std::fs::read_dir(dir.path()).unwrap().count(),
            1,
            "no temporary file left"
        );
        write_atomic(&target, |w| Ok(w.write_all(b"new")?)).unwrap();
        assert_eq!(std::fs::read_to_string(&target).unwrap(), "new");
    }

    #[test]
    fn missing_directory_is_a_usage_error() {
        let e = write_atomic(Path::new("/nonexistent-dir-esx/x.csv"), |_| Ok(())).unwrap_err();
        assert!(e.to_string().contains("does not exist"));
    }
}
