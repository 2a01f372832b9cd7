//! The pages hold: docs/design.md's walls stand as it says they do.

mod support;

use std::process::Command;
use support::Scratch;

#[test]
fn the_reference_compiles_alone() {
	// Alone, as a crate root, with nothing of the kit beside it: a line of the reference that named
	// the judge file, the solver or anything else of the kit's would not compile.
	let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
	let out = Scratch::new("reference-alone");
	let built = Command::new(option_env!("RUSTC").unwrap_or("rustc"))
		.args(["--edition", "2021", "--crate-type", "lib", "--crate-name", "eight_reference"])
		.args(["--emit", "metadata", "--out-dir"])
		.arg(out.path())
		.arg(root.join("src/reference/lib.rs"))
		.current_dir(out.path())
		.output()
		.expect("run rustc");
	let said = String::from_utf8_lossy(&built.stderr);
	assert!(built.status.success(), "the reference does not compile alone: {said}");
	// And the one way around that: a source of the kit's named by a path or an include.
	let source = |path: &str| std::fs::read_to_string(root.join(path)).expect("a source");
	let lib = source("src/reference/lib.rs");
	let paths: Vec<&str> = lib.lines().filter(|line| line.starts_with("#[path")).collect();
	assert_eq!(
		paths,
		["#[path = \"../board.rs\"]", "#[path = \"../catalogue.rs\"]", "#[path = \"../words.rs\"]"]
	);
	for module in [
		"src/board.rs",
		"src/catalogue.rs",
		"src/words.rs",
		"src/reference/checker.rs",
		"src/reference/distances.rs",
		"src/reference/format.rs",
		"src/reference/generator.rs",
		"src/reference/input.rs",
		"src/reference/random.rs",
	] {
		let text = source(module);
		assert!(!text.contains("include!(") && !text.contains("#[path"), "{module}");
	}
}

#[test]
fn the_readmes_list_of_pages_names_every_system_pack_writes_for() {
	// README says what docs/setters.md holds: the packages, for every format `pack --help` names.
	let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
	let readme = std::fs::read_to_string(root.join("README.md")).expect("README.md");
	let entry = readme.split("- [docs/setters.md](docs/setters.md): ").nth(1).expect("the entry");
	let entry = entry.split("\n- ").next().expect("its text").replace('\n', " ");
	let entry = entry.split("packed for ").nth(1).expect("the systems packed for");
	let help = Command::new(env!("CARGO_BIN_EXE_pack")).arg("--help").output().expect("run pack");
	let help = String::from_utf8_lossy(&help.stdout).into_owned();
	for (format, system) in
		[("kattis", "problemtools"), ("kattis", "DOMjudge"), ("dmoj", "DMOJ"), ("cms", "CMS")]
	{
		assert!(help.contains(&format!("--format {format}")), "{format}: {help}");
		assert!(
			entry.contains(system),
			"README's entry for docs/setters.md leaves {system} out: {entry}"
		);
	}
}

/// The `mod` lines of a Rust source: each module's name.
fn modules_of(source: &str) -> Vec<String> {
	let mut names: Vec<String> = source
		.lines()
		.filter_map(|line| {
			let line = line.trim_start_matches("pub(crate) ").trim_start_matches("pub ");
			line.strip_prefix("mod ")?.strip_suffix(';').map(str::to_string)
		})
		.collect();
	names.sort();
	names
}

#[test]
fn the_design_pages_rooms_hold_the_modules_there_are_and_its_arrows_hold() {
	let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
	let read = |path: &str| std::fs::read_to_string(root.join(path)).expect("a source");
	let page = read("docs/design.md");
	let rows = support::table_rows(&page, "| room |");
	let named = |room: &str| -> Vec<String> {
		let row = rows.iter().find(|row| row[0] == room).expect("the room's row");
		let mut names: Vec<String> = row[2]
			.split('`')
			.skip(1)
			.step_by(2)
			.filter(|name| !name.contains('/') && !name.contains('.'))
			.map(str::to_string)
			.collect();
		names.sort();
		names
	};
	let reference = modules_of(&read("src/reference/lib.rs"));
	let vocabulary = ["board", "catalogue", "words"];
	let own: Vec<String> =
		reference.iter().filter(|name| !vocabulary.contains(&name.as_str())).cloned().collect();
	assert_eq!(named("reference"), own, "the reference's modules");
	assert_eq!(named("vocabulary"), vocabulary, "the vocabulary");
	assert_eq!(named("solving"), modules_of(&read("src/solving/mod.rs")), "the solving wing");
	assert_eq!(named("shell"), modules_of(&read("src/shell/mod.rs")), "the shell");
	// The arrows: the shell takes of the rest the words alone; solving takes of the shell its
	// protocols alone.
	let words = ["listed", "ascii", "counted", "quoted", "shown"];
	for module in modules_of(&read("src/shell/mod.rs")) {
		let source = read(&format!("src/shell/{module}.rs"));
		assert!(!source.contains("crate::solving"), "src/shell/{module}.rs uses the solving wing");
		for used in source.split("crate::reference::").skip(1) {
			let name: String =
				used.chars().take_while(|c| c.is_alphanumeric() || *c == '_').collect();
			assert!(words.contains(&name.as_str()), "src/shell/{module}.rs uses {name}");
		}
	}
	for module in modules_of(&read("src/solving/mod.rs")) {
		if module == "judge_file" {
			continue;
		}
		let source = read(&format!("src/solving/{module}.rs"));
		for used in source.split("crate::shell::").skip(1) {
			assert!(
				used.starts_with("protocol::"),
				"src/solving/{module}.rs uses the shell's {used:.20}"
			);
		}
	}
}

#[test]
fn every_unsafe_block_of_the_kit_says_what_holds_it_up() {
	// STYLE.md: a `// SAFETY:` comment beside each block; docs/design.md names the files.
	let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
	let mut pending = vec![root.join("src"), root.join("web/src")];
	let mut files = Vec::new();
	while let Some(folder) = pending.pop() {
		for entry in std::fs::read_dir(&folder).expect("a folder").flatten() {
			let path = entry.path();
			if path.is_dir() {
				pending.push(path);
			} else if path.extension().map_or(false, |extension| extension == "rs") {
				files.push(path);
			}
		}
	}
	let mut found = Vec::new();
	for path in files {
		let source = std::fs::read_to_string(&path).expect("a source");
		let lines: Vec<&str> = source.lines().collect();
		for (at, line) in lines.iter().enumerate() {
			let code = line.split("//").next().unwrap_or_default();
			let block = code.contains("unsafe {") || code.trim_end().ends_with("unsafe");
			if !block || code.contains("unsafe fn") || code.contains("unsafe impl") {
				continue;
			}
			let above = &lines[at.saturating_sub(8)..=at];
			assert!(
				above.iter().any(|line| line.trim_start().starts_with("// SAFETY:")),
				"{}:{}: an unsafe block with no SAFETY note above it",
				path.display(),
				at + 1
			);
			let relative = path.strip_prefix(root).expect("under the root").display().to_string();
			if !found.contains(&relative) {
				found.push(relative);
			}
		}
	}
	found.sort();
	assert_eq!(found, ["src/shell/memory.rs", "src/shell/scratch.rs", "src/shell/started.rs"]);
	let page = std::fs::read_to_string(root.join("docs/design.md")).expect("the page");
	let said = page.split("## Where the kit is unsafe").nth(1).expect("the section");
	let said = said.split("\n## ").next().expect("its text");
	for module in ["`memory`", "`started`", "`scratch`"] {
		assert!(said.contains(module), "docs/design.md's unsafe section leaves out {module}");
	}
}
