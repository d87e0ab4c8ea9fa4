//! The `esx` binary: everything it does is the library's process entry.

/// mimalloc, not the system's: see Cargo.toml's note on `mimalloc`.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> std::process::ExitCode {
    esx::run_process()
}
