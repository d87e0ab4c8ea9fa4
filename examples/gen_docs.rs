//! Regenerate the checked-in `completions/` and `man/` from the current CLI:
//! `cargo run --example gen_docs`.

fn main() -> anyhow::Result<()> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    esx::commands::completions::write_completions(&root.join("completions"))?;
    esx::commands::completions::write_man_pages(&root.join("man"))?;
    Ok(())
}
