//! Embeds every locale folder: `locales/<tag>/*.ftl` become `LOCALES` in
//! `$OUT_DIR/locales.rs` (read by `src/text/i18n.rs`), so adding a language is adding a folder.

use std::fmt::Write as _;
use std::path::PathBuf;

fn main() {
    postgres_for_tests();
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR"));
    let dir = root.join("locales");
    // A directory is scanned whole: a new folder or file rebuilds.
    println!("cargo:rerun-if-changed=locales");
    println!("cargo:rerun-if-changed=build.rs");
    let mut locales: Vec<(String, Vec<(String, PathBuf)>)> = Vec::new();
    let entries = std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    for entry in entries {
        let path = entry.expect("a locale folder entry").path();
        if !path.is_dir() {
            continue;
        }
        let tag = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default()
            .to_string();
        // A BCP 47 language tag: `en`, `fr`, `zh-Hans`, `pt-BR`.
        let tag_ok = tag
            .split('-')
            .all(|p| (1..=8).contains(&p.len()) && p.bytes().all(|b| b.is_ascii_alphanumeric()))
            && tag.bytes().next().is_some_and(|b| b.is_ascii_lowercase());
        if !tag_ok {
            panic!("locales/{tag}: a locale folder is named by its language tag (`fr`, `zh-Hans`)");
        }
        let mut files: Vec<(String, PathBuf)> = std::fs::read_dir(&path)
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
            .filter_map(|f| f.ok().map(|f| f.path()))
            .filter(|f| f.extension().is_some_and(|x| x == "ftl"))
            .map(|f| {
                let name = f.file_name().and_then(|n| n.to_str()).unwrap_or_default();
                (name.to_string(), f.clone())
            })
            .collect();
        files.sort();
        if files.is_empty() {
            panic!("locales/{tag}: no .ftl file");
        }
        locales.push((tag, files));
    }
    locales.sort();
    let mut out = String::from(
        "/// Every locale folder `locales/<tag>/`: its tag and its `.ftl` files (name, text),\n\
         /// sorted by tag, then by file name.\n\
         pub const LOCALES: &[(&str, &[(&str, &str)])] = &[\n",
    );
    for (tag, files) in &locales {
        let _ = writeln!(out, "    ({tag:?}, &[");
        for (name, path) in files {
            let _ = writeln!(
                out,
                "        ({name:?}, include_str!({:?})),",
                path.display().to_string()
            );
        }
        out.push_str("    ]),\n");
    }
    out.push_str("];\n");
    let dest = PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR")).join("locales.rs");
    std::fs::write(&dest, out).unwrap_or_else(|e| panic!("{}: {e}", dest.display()));
}

/// Whether the PostgreSQL tests can run here, decided when the tests are built because libtest
/// can only mark a test ignored at compile time: without PostgreSQL installed (no `initdb`, found
/// as `.ci/postgres.sh` finds it), `cfg(qibot_no_postgres)` is set and those tests are reported
/// `ignored` instead of passing untested. Installing PostgreSQL where `/usr/lib/postgresql`
/// did not exist yet needs a rebuild (`touch build.rs`): watching a missing path would rerun
/// this, and rebuild the crate, on every build.
fn postgres_for_tests() {
    println!("cargo:rustc-check-cfg=cfg(qibot_no_postgres)");
    let from_pg_config = std::process::Command::new("pg_config")
        .arg("--bindir")
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| PathBuf::from(String::from_utf8_lossy(&o.stdout).trim()));
    let versioned = std::fs::read_dir("/usr/lib/postgresql")
        .into_iter()
        .flatten()
        .filter_map(|e| e.ok().map(|e| e.path().join("bin")));
    let installed = from_pg_config
        .into_iter()
        .chain(versioned)
        .any(|bin| bin.join("initdb").is_file());
    // Where the distribution installs it: a change there (a version installed or removed)
    // reruns this. Only while it exists: a watched path that is missing reruns this, and so
    // rebuilds the crate, on every build.
    if std::path::Path::new("/usr/lib/postgresql").is_dir() {
        println!("cargo:rerun-if-changed=/usr/lib/postgresql");
    }
    if !installed {
        println!("cargo:rustc-cfg=qibot_no_postgres");
    }
}
