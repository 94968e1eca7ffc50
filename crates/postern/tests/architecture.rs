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

/// A crate's modules (by their path under `crate::`; the root is empty) and their files.
fn modules(src: &Path) -> BTreeMap<Vec<String>, PathBuf> {
    rust_files(src)
        .into_iter()
        .map(|file| {
            let relative = file.strip_prefix(src).expect("under src").with_extension("");
            let mut path: Vec<String> =
                relative.components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect();
            if path.last().is_some_and(|last| ["mod", "lib", "main"].contains(&last.as_str())) {
                path.pop();
            }
            (path, file)
        })
        .collect()
}

/// The `crate::` paths a source names in code (not in comments; unit tests left out, which may
/// look anywhere): `use crate::{a, b::{c, d}}` as each path, and paths written inline.
fn crate_paths(source: &str) -> Vec<Vec<String>> {
    let code: String = source
        .split("#[cfg(test)]\nmod tests")
        .next()
        .unwrap_or_default()
        .lines()
        .filter(|l| !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n");
    let mut paths = Vec::new();
    let mut rest = code.as_str();
    while let Some(at) = rest.find("crate::") {
        let before = rest[..at].chars().next_back();
        rest = &rest[at + "crate::".len()..];
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue;
        }
        if rest.starts_with('{') {
            let end = matching_brace(rest);
            expand(&[], &rest[1..end], &mut paths);
            rest = &rest[end..];
        } else {
            let (path, _) = path_at(rest);
            if let Some(braced) = rest[path.len()..].strip_prefix("::{") {
                let end = matching_brace(&rest[path.len() + 2..]);
                let prefix: Vec<String> = path.split("::").map(str::to_string).collect();
                expand(&prefix, &braced[..end - 1], &mut paths);
            } else {
                paths.push(path.split("::").map(str::to_string).collect());
            }
        }
    }
    paths
}

/// The path of identifiers joined by `::` at the start of `text`, and what follows it.
fn path_at(text: &str) -> (&str, &str) {
    let mut end = 0;
    let bytes = text.as_bytes();
    loop {
        let start = end;
        while end < bytes.len() && (bytes[end].is_ascii_alphanumeric() || bytes[end] == b'_') {
            end += 1;
        }
        if end == start
            || !text[end..].starts_with("::")
            || !text[end + 2..].starts_with(|c: char| c.is_alphanumeric() || c == '_')
        {
            break;
        }
        end += 2;
    }
    text.split_at(end)
}

/// Where the brace that opens `text` closes.
fn matching_brace(text: &str) -> usize {
    let mut depth = 0;
    for (i, c) in text.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return i;
                }
            }
            _ => {}
        }
    }
    text.len()
}

/// The paths of a `use` group's items (`a, b::{c, d as e}`), each after `prefix`.
fn expand(prefix: &[String], group: &str, out: &mut Vec<Vec<String>>) {
    let mut depth = 0;
    let mut item = String::new();
    let mut items = Vec::new();
    for c in group.chars() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            ',' if depth == 0 => {
                items.push(std::mem::take(&mut item));
                continue;
            }
            _ => {}
        }
        item.push(c);
    }
    items.push(item);
    for item in items.iter().map(|i| i.trim()).filter(|i| !i.is_empty()) {
        let (path, after) = path_at(item);
        let mut full = prefix.to_vec();
        full.extend(path.split("::").filter(|p| !p.is_empty() && *p != "self").map(str::to_string));
        match after.trim_start().strip_prefix("::{") {
            Some(inner) => expand(&full, inner.trim_end().trim_end_matches('}'), out),
            None => out.push(full),
        }
    }
}

/// Each file of a crate with the files of the modules it names (the root, `lib.rs`, left out:
/// it declares every module).
fn import_graph(src: &Path) -> BTreeMap<PathBuf, BTreeSet<PathBuf>> {
    let modules = modules(src);
    let resolve = |path: &[String]| (1..=path.len()).rev().find_map(|n| modules.get(&path[..n]));
    let root = modules.get(&Vec::new()).cloned();
    modules
        .values()
        .map(|file| {
            let source = std::fs::read_to_string(file).expect("source");
            let names = crate_paths(&source)
                .iter()
                .filter_map(|p| resolve(p))
                .filter(|target| *target != file && Some(*target) != root.as_ref())
                .cloned()
                .collect();
            (file.clone(), names)
        })
        .collect()
}

/// The strongly connected components of more than one file (Tarjan's algorithm).
fn cycles(graph: &BTreeMap<PathBuf, BTreeSet<PathBuf>>) -> Vec<Vec<PathBuf>> {
    struct Walk<'a> {
        graph: &'a BTreeMap<PathBuf, BTreeSet<PathBuf>>,
        index: BTreeMap<&'a PathBuf, usize>,
        low: BTreeMap<&'a PathBuf, usize>,
        stack: Vec<&'a PathBuf>,
        found: Vec<Vec<PathBuf>>,
    }
    impl<'a> Walk<'a> {
        fn visit(&mut self, node: &'a PathBuf) {
            let n = self.index.len();
            self.index.insert(node, n);
            self.low.insert(node, n);
            self.stack.push(node);
            for next in self.graph.get(node).into_iter().flatten() {
                if !self.index.contains_key(next) {
                    self.visit(next);
                    let low = self.low[node].min(self.low[next]);
                    self.low.insert(node, low);
                } else if self.stack.contains(&next) {
                    let low = self.low[node].min(self.index[next]);
                    self.low.insert(node, low);
                }
            }
            if self.low[node] == self.index[node] {
                let at = self.stack.iter().rposition(|n| *n == node).expect("on the stack");
                let component: Vec<PathBuf> = self.stack.drain(at..).cloned().collect();
                if component.len() > 1 {
                    self.found.push(component);
                }
            }
        }
    }
    let mut walk = Walk { graph, index: BTreeMap::new(), low: BTreeMap::new(), stack: Vec::new(), found: Vec::new() };
    for node in graph.keys() {
        if !walk.index.contains_key(node) {
            walk.visit(node);
        }
    }
    walk.found
}

#[test]
fn no_crate_has_an_import_cycle_between_its_modules() {
    let mut broken = Vec::new();
    for (name, manifest) in manifests() {
        for component in cycles(&import_graph(&manifest.dir.join("src"))) {
            let files: Vec<String> = component.iter().map(|f| f.display().to_string()).collect();
            broken.push(format!("{name}: {}", files.join(" ↔ ")));
        }
    }
    assert!(broken.is_empty(), "import cycles between the modules of a crate:\n{}", broken.join("\n"));
}

/// The layers of `postern-server` as ARCHITECTURE.md declares them, top first: each with its
/// modules (a submodule not named is in its parent's layer).
fn server_layers(doc: &str) -> Vec<(String, Vec<String>)> {
    table(doc, "| layer of `postern-server` | modules |")
        .into_iter()
        .map(|row| (row[0].clone(), quoted(&row[1])))
        .collect()
}

#[test]
fn postern_server_imports_only_downward() {
    let layers = server_layers(&architecture());
    assert!(layers.len() >= 3, "ARCHITECTURE.md declares the server's layers: {layers:?}");
    let src = workspace().join("crates/postern-server/src");
    let modules = modules(&src);
    let names: BTreeMap<&PathBuf, String> = modules.iter().map(|(path, file)| (file, path.join("::"))).collect();
    // The layer of a module: the one naming it or its nearest parent (0 is the top).
    let layer_of = |module: &str| {
        let mut path = module;
        loop {
            if let Some(at) = layers.iter().position(|(_, mods)| mods.iter().any(|m| m == path)) {
                return Some(at);
            }
            path = &path[..path.rfind("::")?];
        }
    };
    let mut broken = Vec::new();
    for name in names.values() {
        if !name.is_empty() && layer_of(name).is_none() {
            broken.push(format!("{name} is in no layer of ARCHITECTURE.md"));
        }
    }
    for (file, targets) in import_graph(&src) {
        let from = &names[&file];
        let Some(above) = layer_of(from) else { continue };
        for target in targets {
            let to = &names[&target];
            let Some(below) = layer_of(to) else { continue };
            let own = to.starts_with(&format!("{from}::")) || from.starts_with(&format!("{to}::"));
            if below < above {
                broken.push(format!("{from} ({}) imports {to} ({}), a layer above", layers[above].0, layers[below].0));
            } else if below == 0 && above == 0 && !own {
                broken.push(format!("the route module {from} imports the route module {to}"));
            }
        }
    }
    assert!(broken.is_empty(), "the layers of postern-server (docs/ARCHITECTURE.md):\n{}", broken.join("\n"));
}

#[test]
fn the_checks_see_what_they_look_for() {
    let paths = crate_paths(
        "use crate::a::{b, c::{D, e as f}};\nuse crate::{g, h::I};\n// crate::comment\nlet x = crate::j::k(1);\n#[cfg(test)]\nmod tests { use crate::z; }",
    );
    let paths: Vec<String> = paths.iter().map(|p| p.join("::")).collect();
    assert_eq!(paths, ["a::b", "a::c::D", "a::c::e", "g", "h::I", "j::k"]);
    let graph: BTreeMap<PathBuf, BTreeSet<PathBuf>> =
        [("a", vec!["b"]), ("b", vec!["c"]), ("c", vec!["a"]), ("d", vec!["a"])]
            .into_iter()
            .map(|(f, to)| (PathBuf::from(f), to.into_iter().map(PathBuf::from).collect()))
            .collect();
    let found = cycles(&graph);
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].iter().collect::<BTreeSet<_>>().len(), 3);
    assert!(names("use sqlx::Row;", "sqlx"));
    assert!(names("let x = ::sqlx::query(\"\");", "sqlx"));
    assert!(names("extern crate libc;", "libc"));
    assert!(!names("tokio_rustls::TlsConnector", "rustls"));
    assert!(!names("// the sqlx-sqlite driver", "sqlx"));
    assert!(!names("    /// see `sqlx::Pool`", "sqlx"));
    assert!(!names("info!(target: \"postern::access\")", "postern"));
    assert_eq!(quoted("`core`, `mail`"), ["core", "mail"]);
}
