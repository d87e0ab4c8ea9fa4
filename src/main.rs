//! The `esx` binary: everything it does is the library's process entry.

fn main() -> std::process::ExitCode {
    esx::run_process()
}
