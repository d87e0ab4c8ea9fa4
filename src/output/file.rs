//! `-o FILE`: write beside the target and rename only on success, so a failed run never
//! leaves a partial or empty file and an existing file is untouched until then.

use std::io::{BufWriter, Write};
use std::path::Path;

use anyhow::Context as _;

use crate::error::EsxError;

pub fn write_atomic(
    path: &Path,
    f: impl FnOnce(&mut dyn Write) -> anyhow::Result<()>,
) -> anyhow::Result<()> {
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
    let mut writer = BufWriter::with_capacity(64 * 1024, tmp);
    // On any error below, `writer` (and the temporary file) is dropped and deleted.
    f(&mut writer)?;
    let tmp = writer
        .into_inner()
        .map_err(std::io::IntoInnerError::into_error)?;
    tmp.as_file().sync_all()?;
    keep_permissions(path, tmp.path());
    tmp.persist(path)
        .map_err(|e| EsxError::other(format!("cannot write {}: {}", path.display(), e.error)))?;
    Ok(())
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
