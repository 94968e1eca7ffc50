//! The dependency rules of `docs/ARCHITECTURE.md`, checked against the code, so that the two
//! cannot drift: which of our crates each crate may depend on (its Cargo.toml, and the
//! `postern_*` paths of its sources), and the one home of each third-party library the file names
//! (the only source files that may name it).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

fn workspace() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..").canonicalize().expect("workspace root")
}

fn architecture() -> String {
    std::fs::read_to_string(workspace().join("docs/ARCHITECTURE.md")).expect("docs/ARCHITECTURE.md")
}

/// The rows of the first Markdown table whose header row starts with `header` (the header and
/// the rule left out), each as its cells.
fn table(doc: &str, header: &str) -> Vec<Vec<String>> {
    let mut lines = doc.lines().map(str::trim).skip_while(|l| !l.starts_with(header));
    assert!(lines.next().is_some(), "ARCHITECTURE.md has no table headed {header:?}");
    lines
        .skip(1)
        .take_while(|l| l.starts_with('|'))
        .map(|l| l.trim_matches('|').split(" | ").map(|c| c.trim().to_string()).collect())
        .collect()
}

/// The `backticked` words of a cell.
fn quoted(cell: &str) -> Vec<String> {
    cell.split('`').skip(1).step_by(2).map(str::to_string).collect()
}

/// Every crate of the crates table with the crates of ours it may depend on.
fn crate_rules(doc: &str) -> BTreeMap<String, BTreeSet<String>> {
    let mut rules: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut above: BTreeSet<String> = BTreeSet::new();
    for row in table(doc, "| crate | job | may depend on |") {
        let name = quoted(&row[0]).into_iter().rev().find(|n| n.starts_with("postern")).expect("a crate name");
        let allowed: BTreeSet<String> = if row[2].contains("all of the above") {
            above.clone()
        } else {
            quoted(&row[2])
                .iter()
                .map(|n| if n.starts_with("postern") { n.clone() } else { format!("postern-{n}") })
                .collect()
        };
        above.insert(name.clone());
        rules.insert(name, allowed);
    }
    rules
}

/// The Rust files under `dir`, recursively.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else { return out };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            out.extend(rust_files(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
    out
}

/// Whether `source` names the library or crate `name` in code (as written in Rust: `name::…`,
/// `use name;`, `name as …`), not as part of a longer name nor in a comment.
fn names(source: &str, name: &str) -> bool {
    source.lines().filter(|l| !l.trim_start().starts_with("//")).any(|line| names_in_line(line, name))
}

fn names_in_line(source: &str, name: &str) -> bool {
    source.match_indices(name).any(|(i, _)| {
        let before = source[..i].chars().next_back();
        let after = &source[i + name.len()..];
        // A name inside a string (`"postern::access"`, a log target) is not a path.
        !before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '"')
            && (after.starts_with("::")
                || after.starts_with(';')
                || after.starts_with(" as ")
                || after.starts_with(" {"))
    })
}

/// A crate's directory, manifest and the names of its dependencies on crates of ours.
struct Manifest {
    dir: PathBuf,
    dependencies: BTreeSet<String>,
    dev_dependencies: BTreeSet<String>,
}

fn manifests() -> BTreeMap<String, Manifest> {
    let root = workspace();
    let mut dirs: Vec<PathBuf> =
        std::fs::read_dir(root.join("crates")).expect("crates/").flatten().map(|e| e.path()).collect();
    dirs.push(root.join("bench"));
    let ours = |table: Option<&toml::Value>| -> BTreeSet<String> {
        table
            .and_then(toml::Value::as_table)
            .map(|t| t.keys().filter(|k| k.starts_with("postern")).cloned().collect())
            .unwrap_or_default()
    };
    dirs.into_iter()
        .filter(|d| d.join("Cargo.toml").is_file())
        .map(|dir| {
            let text = std::fs::read_to_string(dir.join("Cargo.toml")).expect("Cargo.toml");
            let manifest: toml::Table = toml::from_str(&text).expect("Cargo.toml parses");
            let name = manifest["package"]["name"].as_str().expect("package name").to_string();
            let dependencies = ours(manifest.get("dependencies"));
            let dev_dependencies = ours(manifest.get("dev-dependencies"));
            (name, Manifest { dir, dependencies, dev_dependencies })
        })
        .collect()
}

#[test]
fn crates_depend_only_on_what_architecture_md_allows() {
    let rules = crate_rules(&architecture());
    let manifests = manifests();
    let listed: BTreeSet<&String> = rules.keys().collect();
    let present: BTreeSet<&String> = manifests.keys().collect();
    assert_eq!(listed, present, "the crates table of ARCHITECTURE.md names every crate of the workspace");
    let mut broken = Vec::new();
    for (name, manifest) in &manifests {
        let allowed = &rules[name];
        for dependency in manifest.dependencies.difference(allowed) {
            broken.push(format!("{name}/Cargo.toml depends on {dependency}"));
        }
        let mut for_tests = allowed.clone();
        for_tests.insert("postern-testkit".to_string());
        // A crate's own test features (`postern-store`'s `testing`).
        for_tests.insert(name.clone());
        for dependency in manifest.dev_dependencies.difference(&for_tests) {
            broken.push(format!("{name}/Cargo.toml has a dev-dependency on {dependency}"));
        }
        // What the sources name: `src/` only what the crate may depend on, the rest (tests,
        // benches, examples) also what its dev-dependencies give.
        let mut for_tests = allowed.clone();
        for_tests.extend(manifest.dev_dependencies.iter().cloned());
        for file in rust_files(&manifest.dir) {
            let in_src = file.strip_prefix(&manifest.dir).is_ok_and(|p| p.starts_with("src"));
            let source = std::fs::read_to_string(&file).expect("source");
            for other in manifests.keys().filter(|o| *o != name) {
                let path = other.replace('-', "_");
                let may = if in_src { allowed.contains(other) } else { for_tests.contains(other) };
                if !may && names(&source, &path) {
                    broken.push(format!("{} names {path}", file.display()));
                }
            }
        }
    }
    assert!(broken.is_empty(), "dependencies that docs/ARCHITECTURE.md does not allow:\n{}", broken.join("\n"));
}

#[test]
fn third_party_libraries_stay_in_their_homes() {
    let root = workspace();
    let homes: Vec<(Vec<String>, Vec<String>)> = table(&architecture(), "| library | its home |")
        .into_iter()
        .map(|row| (quoted(&row[0]), quoted(&row[1])))
        .collect();
    assert!(homes.len() >= 10, "the homes table of ARCHITECTURE.md was read: {homes:?}");
    let sources: Vec<(String, String)> = rust_files(&root.join("crates"))
        .into_iter()
        .filter(|f| f.components().any(|c| c.as_os_str() == "src"))
        .map(|f| {
            let relative = f.strip_prefix(&root).expect("under the workspace").to_string_lossy().into_owned();
            (relative, std::fs::read_to_string(&f).expect("source"))
        })
        .collect();
    let mut broken = Vec::new();
    for (libraries, places) in &homes {
        for place in places {
            assert!(root.join(place).exists(), "ARCHITECTURE.md names a home that does not exist: {place}");
        }
        for library in libraries {
            let users: Vec<&String> = sources.iter().filter(|(_, s)| names(s, library)).map(|(f, _)| f).collect();
            assert!(!users.is_empty(), "ARCHITECTURE.md names {library}, which no source uses");
            for file in users {
                if !places.iter().any(|p| file.starts_with(p.as_str())) {
                    broken.push(format!("{file} names {library}, whose home is {}", places.join(", ")));
                }
            }
        }
    }
    assert!(broken.is_empty(), "libraries outside their homes:\n{}", broken.join("\n"));
}

#[test]
fn the_checks_see_what_they_look_for() {
    assert!(names("use sqlx::Row;", "sqlx"));
    assert!(names("let x = ::sqlx::query(\"\");", "sqlx"));
    assert!(names("extern crate libc;", "libc"));
    assert!(!names("tokio_rustls::TlsConnector", "rustls"));
    assert!(!names("// the sqlx-sqlite driver", "sqlx"));
    assert!(!names("    /// see `sqlx::Pool`", "sqlx"));
    assert!(!names("info!(target: \"postern::access\")", "postern"));
    assert_eq!(quoted("`core`, `mail`"), ["core", "mail"]);
}
