//! The pages hold: every command block of README.md and docs/*.md that a reader would copy runs
//! as it is written, in a scratch folder, and prints what the page shows (or is marked on the
//! page as not run, with why); and docs/design.md's walls stand as it says they do. The
//! translations of README's first screen are held to it in `translations`.

mod support;
#[path = "docs/translations.rs"]
mod translations;

use std::path::Path;
use std::process::Command;
use support::Scratch;

/// A command block of a page: a `sh` block (commands alone), or a `text` block whose first line
/// is `$ COMMAND` and whose other lines are what it prints.
struct Block {
	page: String,
	/// Its first line's number on the page.
	line: usize,
	commands: Vec<String>,
	/// What the page shows it prints, for a `$ ` block.
	shown: Option<String>,
	/// Why it is not run, from `<!-- not run: WHY -->` on the line before it.
	not_run: Option<String>,
}

/// The command blocks of `page` (a path from the kit's root), in order.
fn command_blocks(page: &str) -> Vec<Block> {
	let text =
		std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(page)).expect("a page");
	let lines: Vec<&str> = text.lines().collect();
	let mut blocks = Vec::new();
	let mut at = 0;
	while at < lines.len() {
		let opening = lines[at].trim_start();
		let language = match opening.strip_prefix("```") {
			Some(language) if !language.is_empty() => language.to_string(),
			_ => {
				at += 1;
				continue;
			}
		};
		let indent = lines[at].len() - opening.len();
		let before = lines[..at].iter().rev().find(|line| !line.trim().is_empty());
		let not_run = before.and_then(|line| {
			let reason = line.trim().strip_prefix("<!-- not run: ")?.strip_suffix(" -->")?;
			Some(reason.to_string())
		});
		let start = at + 1;
		let mut end = start;
		while end < lines.len() && lines[end].trim_start() != "```" {
			end += 1;
		}
		let content: Vec<String> = lines[start..end]
			.iter()
			.map(|line| line.get(indent..).unwrap_or("").to_string())
			.collect();
		at = end + 1;
		let (commands, shown) = match language.as_str() {
			"sh" => (content, None),
			"text" => match content.first().and_then(|first| first.strip_prefix("$ ")) {
				Some(command) => {
					let shown: String =
						content[1..].iter().map(|line| format!("{line}\n")).collect();
					(vec![command.to_string()], Some(shown))
				}
				None => continue,
			},
			_ => continue,
		};
		blocks.push(Block { page: page.to_string(), line: start, commands, shown, not_run });
	}
	blocks
}

/// Commands of a block that runs, left out one by one, each with why.
const LINES_NOT_RUN: [(&str, &str); 1] = [(
	"cargo test --release",
	"the README's test command is this suite: a test that ran it would run itself",
)];

/// A copy of the kit's tree in a scratch folder, made of links: every entry of the kit's root but
/// `target`, which is a folder of its own there whose `release` links to the build's, so that
/// what a page's command writes (where it stands, in `target/`, in `out/`) lands in the scratch
/// folder, and the kit's tree is left as it was; and `bin/cargo`, first on the PATH, the real
/// cargo given the kit's own manifest (from the links, Cargo would take the scratch folder for
/// another package and build everything again, elsewhere).
struct Mirror {
	scratch: Scratch,
	path: String,
}

impl Mirror {
	fn new(name: &str) -> Mirror {
		let root = Path::new(env!("CARGO_MANIFEST_DIR"));
		let scratch = Scratch::new(name);
		for entry in std::fs::read_dir(root).expect("the kit's root").flatten() {
			let name = entry.file_name();
			if name == "target" || name == ".git" {
				continue;
			}
			std::os::unix::fs::symlink(entry.path(), scratch.path().join(&name)).expect("a link");
		}
		let release = Path::new(env!("CARGO_BIN_EXE_eight")).parent().expect("the build's folder");
		std::fs::create_dir(scratch.path().join("target")).expect("a target folder");
		std::os::unix::fs::symlink(release, scratch.path().join("target/release")).expect("a link");
		let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".to_string());
		let manifest = root.join("Cargo.toml");
		scratch.script(
			"bin/cargo",
			&format!(
				"# The real cargo, given the kit's manifest after its command.\n\
				 command=$1; shift\nexec '{cargo}' \"$command\" --manifest-path '{}' \"$@\"",
				manifest.display()
			),
		);
		let path = format!(
			"{}:{}",
			scratch.path().join("bin").display(),
			std::env::var("PATH").unwrap_or_default()
		);
		Mirror { scratch, path }
	}

	/// Runs `script` with bash, from the copy, its standard input empty: the status, and all it
	/// printed, both streams in the order written.
	fn run(&self, script: &str) -> (Option<i32>, String) {
		let file = self.scratch.path().join(".block.sh");
		std::fs::write(&file, script).expect("the block");
		let output = Command::new("bash")
			.arg(&file)
			.current_dir(self.scratch.path())
			.env("PATH", &self.path)
			.env_remove("CARGO_TARGET_DIR")
			.stdin(std::process::Stdio::null())
			.output()
			.expect("run bash");
		let _ = std::fs::remove_file(&file);
		let said = String::from_utf8_lossy(&output.stdout).into_owned();
		(output.status.code(), said)
	}
}

/// A figure measured anew each run (`363.721 us`, `  12 ms`, `2532 KiB`) as any such figure: the
/// number and the spaces that align it made one `#`.
fn measured(text: &str) -> String {
	let mut out = String::new();
	let mut rest = text;
	'outer: while let Some(at) = rest.find(|c: char| c.is_ascii_digit()) {
		let number_end = rest[at..]
			.find(|c: char| !(c.is_ascii_digit() || c == '.'))
			.map_or(rest.len(), |end| at + end);
		for unit in [" us", " ms", " KiB"] {
			if rest[number_end..].starts_with(unit) {
				out.push_str(rest[..at].trim_end_matches(' '));
				out.push_str(" #");
				out.push_str(unit);
				rest = &rest[number_end + unit.len()..];
				continue 'outer;
			}
		}
		out.push_str(&rest[..number_end]);
		rest = &rest[number_end..];
	}
	out.push_str(rest);
	out
}

/// Runs every command block of `page` that is not marked, in a scratch copy of the kit: each
/// `$ ` block must print what the page shows (measured figures as any), each `sh` block must end
/// well, line by line (a line commented `# prints TEXT` must print TEXT). Gives how many ran.
fn run_page(page: &str) -> usize {
	run_blocks(page, |_| true)
}

/// As [`run_page`], for the blocks `chosen` takes.
fn run_blocks(page: &str, chosen: impl Fn(&Block) -> bool) -> usize {
	let mirror = Mirror::new("docs");
	let mut ran = 0;
	for block in command_blocks(page).into_iter().filter(|block| chosen(block)) {
		let place = format!("{}:{}", block.page, block.line);
		if let Some(why) = &block.not_run {
			assert!(why.len() > 10, "{place}: say why it is not run");
			continue;
		}
		let mut script = String::from("set -e -o pipefail\n");
		if block.shown.is_some() {
			script = String::from("exec 2>&1\n");
		}
		for line in &block.commands {
			let command = line.split(" # ").next().unwrap_or_default().trim_end();
			if LINES_NOT_RUN.iter().any(|(left_out, _)| command == *left_out) {
				continue;
			}
			match line.split(" # prints ").nth(1) {
				Some(printed) => script.push_str(&format!(
					"printed=$({command})\n[ \"$printed\" = '{printed}' ] || {{ echo \"{command}: printed $printed, not {printed}\"; exit 1; }}\n"
				)),
				None => {
					script.push_str(line);
					script.push('\n');
				}
			}
		}
		let (status, said) = mirror.run(&script);
		match &block.shown {
			Some(shown) => {
				assert_eq!(measured(&said), measured(shown), "{place}: {}", block.commands[0])
			}
			None => assert_eq!(status, Some(0), "{place}: {}\n{said}", block.commands.join("\n")),
		}
		ran += 1;
	}
	ran
}

/// The pages whose blocks the tests below run; docs/learners.md's `$ ` blocks, some of which elide
/// lines, are run by tests/trace.rs (`every_command_the_learners_page_shows_prints_what_it_shows`),
/// and it has no other.
const PAGES: [&str; 8] = [
	"README.md",
	"docs/game.md",
	"docs/judges.md",
	"docs/learners.md",
	"docs/performance.md",
	"docs/samples.md",
	"docs/setters.md",
	"docs/tests.md",
];

#[test]
fn every_page_with_commands_is_among_those_run() {
	let mut pages = vec!["README.md".to_string()];
	let docs = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs");
	for entry in std::fs::read_dir(docs).expect("docs/").flatten() {
		let name = entry.file_name().to_string_lossy().into_owned();
		if name.ends_with(".md") && !command_blocks(&format!("docs/{name}")).is_empty() {
			pages.push(format!("docs/{name}"));
		}
	}
	for page in pages {
		let translation = translations::TRANSLATIONS.iter().any(|(name, _)| *name == page);
		assert!(
			PAGES.contains(&page.as_str()) || translation,
			"{page} has commands, and no test runs them"
		);
	}
}

#[test]
fn the_readmes_commands_run_as_shown() {
	assert!(run_page("README.md") >= 4);
}

#[test]
fn the_samples_pages_commands_run_as_shown() {
	assert!(run_page("docs/samples.md") >= 4);
	// run_samples.sh's help shows the judge's build of the file that the page runs above.
	let built = command_blocks("docs/samples.md")
		.into_iter()
		.flat_map(|block| block.commands)
		.find(|command| command.starts_with("rustc -O src/main.rs"))
		.expect("the page's build as a judge builds it");
	let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("run_samples.sh");
	let help = Command::new(script).arg("--help").output().expect("run run_samples.sh");
	let help = String::from_utf8_lossy(&help.stdout).into_owned();
	assert!(help.contains(&format!("  {built}\n")), "{built}\n{help}");
	// The reader's own solutions, as the page and the help show them run, pass when they are
	// right: the kit's C++ solution (AcWing 179's) stands in for my.cpp, its Python one set to
	// Luogu P1379 for my.py.
	let own = command_blocks("docs/samples.md")
		.into_iter()
		.find(|block| block.commands.iter().any(|command| command.contains("my.cpp")))
		.expect("the page's commands for one's own solution");
	for command in &own.commands {
		assert!(help.contains(&format!("  {command}\n")), "{command}\n{help}");
	}
	if Command::new("g++").arg("--version").output().is_err()
		|| Command::new("python3").arg("--version").output().is_err()
	{
		return support::skip("no g++ or python3 here: one's own solutions were not run");
	}
	let mirror = Mirror::new("own-solutions");
	let root = Path::new(env!("CARGO_MANIFEST_DIR"));
	std::fs::copy(root.join("standalone/solve.cpp"), mirror.scratch.path().join("my.cpp"))
		.expect("my.cpp");
	let python = "import runpy, sys\nsys.argv[1:] = ['--problem', 'luogu1379']\n\
		runpy.run_path('standalone/solve.py', run_name='__main__')\n";
	std::fs::write(mirror.scratch.path().join("my.py"), python).expect("my.py");
	let script = format!("set -e -o pipefail\n{}\n", own.commands.join("\n"));
	let (status, said) = mirror.run(&script);
	assert_eq!(status, Some(0), "{script}\n{said}");
}

#[test]
fn the_setters_pages_commands_run_as_shown() {
	if Command::new("g++").arg("--version").output().is_err() {
		return support::skip("no g++ here: setters.md's CMS package was not written");
	}
	assert!(run_page("docs/setters.md") >= 4);
}

#[test]
fn the_other_pages_commands_run_as_shown_or_are_marked() {
	for page in ["docs/game.md", "docs/judges.md", "docs/performance.md", "docs/tests.md"] {
		run_page(page);
	}
	// The learners' page's `sh` blocks; its `$ ` blocks are tests/trace.rs's.
	run_blocks("docs/learners.md", |block| block.shown.is_none());
}

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
