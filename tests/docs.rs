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
