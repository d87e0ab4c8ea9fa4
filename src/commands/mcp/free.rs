//! The session's freeing thread: what an answer leaves out, and each answer once it is
//! written, freed at the lowest priority, off the answer's path.

/// Free `leftovers` on the session's freeing thread, which runs at the lowest priority:
/// freeing a whole board's markets takes a core for a fraction of a millisecond, and on
/// a small machine it would otherwise compete with the answer's write and the client's
/// read (which it used to, on a thread of its own per call).
pub(super) fn free_later(leftovers: Box<dyn Send>) {
    static FREEING: std::sync::OnceLock<Option<std::sync::mpsc::Sender<Box<dyn Send>>>> =
        std::sync::OnceLock::new();
    let tx = FREEING.get_or_init(|| {
        let (tx, rx) = std::sync::mpsc::channel::<Box<dyn Send>>();
        std::thread::Builder::new()
            .name("esx-free".into())
            .spawn(move || {
                lowest_priority();
                rx.into_iter().for_each(drop);
            })
            .ok()
            .map(|_| tx)
    });
    // With no freeing thread (none could start), or a send refused, they are freed here.
    if let Some(tx) = tx {
        let _ = tx.send(leftovers);
    }
}

/// This thread at the lowest priority (nice 19: Linux sets it per thread); elsewhere, or
/// if refused, as it is.
fn lowest_priority() {
    #[cfg(target_os = "linux")]
    {
        let _ = rustix::process::setpriority_process(Some(rustix::thread::gettid()), 19);
    }
}
