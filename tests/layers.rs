//! The layers of `docs/architecture.md`, checked against the code: each folder of `src/` names
//! (`crate::<layer>`) only the layers below it, and the hub's games (`src/hub/games/`) name no
//! session. Comments and test modules are left out (they may point anywhere).

use std::fs;
use std::path::{Path, PathBuf};

/// Each layer and what it may name, bottom first (the table in `docs/architecture.md`).
const LAYERS: &[(&str, &[&str])] = &[
    ("games", &[]),
    ("pairing", &[]),
    ("engine", &["games"]),
    ("render", &["games", "engine"]),
    ("store", &["games", "engine"]),
    ("text", &["games"]),
    (
        "hub",
        &["games", "pairing", "engine", "render", "store", "text"],
    ),
    (
        "console",
        &[
            "games", "pairing", "engine", "render", "store", "text", "hub",
        ],
    ),
    (
        "web",
        &[
            "games", "pairing", "engine", "render", "store", "text", "hub",
        ],
    ),
    (
        "discord",
        &[
            "games", "pairing", "engine", "render", "store", "text", "hub", "web",
        ],
    ),
    (
        "cli",
        &[
            "games", "pairing", "engine", "render", "store", "text", "hub", "console", "web",
            "discord",
        ],
    ),
];

/// Every `.rs` file under `dir`.
fn sources(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for e in fs::read_dir(&d).unwrap_or_else(|e| panic!("{}: {e}", d.display())) {
            let p = e.expect("a directory entry").path();
            if p.is_dir() {
                todo.push(p);
            } else if p.extension().is_some_and(|x| x == "rs") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// The code of `path` without comments and without its test module.
fn code(path: &Path) -> String {
    let text = fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let text = text.split("#[cfg(test)]").next().unwrap_or_default();
    text.lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The names that follow `prefix` in `code` (`crate::hub::games` → `hub`, with `depth` 1).
fn named_after(code: &str, prefix: &str) -> Vec<String> {
    code.match_indices(prefix)
        .map(|(at, _)| {
            code[at + prefix.len()..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect()
        })
        .collect()
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

#[test]
fn every_layer_names_only_the_layers_below_it() {
    let known: Vec<&str> = LAYERS.iter().map(|(l, _)| *l).collect();
    let mut checked = 0;
    for (layer, below) in LAYERS {
        for file in sources(&src().join(layer)) {
            for named in named_after(&code(&file), "crate::") {
                if named == *layer || !known.contains(&named.as_str()) {
                    continue;
                }
                assert!(
                    below.contains(&named.as_str()),
                    "{} (layer `{layer}`) names `crate::{named}`, a layer that is not below it",
                    file.display()
                );
                checked += 1;
            }
        }
    }
    assert!(
        checked > 200,
        "only {checked} names across layers were read"
    );
}

#[test]
fn the_hubs_games_know_no_session() {
    let files = sources(&src().join("hub/games"));
    assert!(files.len() >= 4, "{files:?}");
    for file in files {
        let code = code(&file);
        for named in named_after(&code, "crate::hub::") {
            assert_eq!(
                named,
                "games",
                "{} names `crate::hub::{named}`: the games stand below every session",
                file.display()
            );
        }
        assert!(
            !code.contains("super::super::") || file.ends_with("mod.rs"),
            "{} reaches out of src/hub/games",
            file.display()
        );
    }
}
