//! Regenerate the checked-in `completions/`, `man/` and the route table in
//! `docs/commands.md` from the current CLI and route table:
//! `cargo run --example gen_docs`.

fn main() -> anyhow::Result<()> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    esx::write_completions(&root.join("completions"))?;
    esx::write_man_pages(&root.join("man"))?;
    let page = root.join("docs/commands.md");
    let text = std::fs::read_to_string(&page)?;
    std::fs::write(&page, esx::with_route_table(&text)?)?;
    Ok(())
}
