//! The checker and the validator as single files: a program of the kit with the kit's modules it
//! uses written into it, as judges that build a checker from one source file need it (DMOJ's
//! bridged checkers, problemtools, Polygon). The sources are this binary's own, taken in when it
//! was built, so the files it writes are always the kit of that build.
//!
//! The program comes first, its `use eight_kit::...` lines pointed at the modules below it and
//! its `PROBLEM` and `PROTOCOL` lines set; then each module the program needs, directly or
//! through another, as `mod name { ... }` with the module's text unchanged but its tests, which
//! the single file has no use for. Nothing is indented, so that the modules' string literals
//! stay what they are.

use eight_kit::{Problem, Protocol};

/// A program that can be written as a single file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tool {
	Check,
	Validate,
}

impl Tool {
	pub const ALL: [Tool; 2] = [Tool::Check, Tool::Validate];

	pub fn name(self) -> &'static str {
		match self {
			Tool::Check => "check",
			Tool::Validate => "validate",
		}
	}

	/// The tool of that name, or a message that lists them.
	pub fn named(name: &str) -> Result<Tool, String> {
		let found = Tool::ALL.iter().find(|tool| tool.name() == name).copied();
		found.ok_or_else(|| format!("unknown program '{name}': the names are check and validate"))
	}

	fn source(self) -> &'static str {
		match self {
			Tool::Check => include_str!("../check.rs"),
			Tool::Validate => include_str!("../validate.rs"),
		}
	}
}

/// The kit's library root, for the names it exports, and its modules in its order, with their
/// sources. Only modules a single file may need are here: the others (the child processes, the
/// test harness, the random boards) are no part of a checker or a validator.
const LIBRARY: &str = include_str!("../../lib.rs");
const MODULES: [(&str, &str); 7] = [
	("board", include_str!("../../board.rs")),
	("checker", include_str!("../../checker.rs")),
	("cli", include_str!("../../cli.rs")),
	("distances", include_str!("../../distances.rs")),
	("input", include_str!("../../input.rs")),
	("problem", include_str!("../../problem.rs")),
	("protocol", include_str!("../../protocol.rs")),
];

/// The single file of `tool`, its problem and protocol set where they are given, else as the
/// program's source has them (the files the repository holds).
pub fn single_file(tool: Tool, problem: Option<Problem>, protocol: Option<Protocol>) -> String {
	let (docs, body) = split_docs(tool.source());
	let mut program = String::new();
	for line in pointed_imports(body).lines() {
		program.push_str(&set_constant(line, problem, protocol));
		program.push('\n');
	}
	let needed = needed_modules(&program);
	let names: Vec<&str> = needed.iter().map(|(name, _)| *name).collect();
	let mut file = docs.to_string();
	let note = format!(
		"This one file is the kit's `{tool}` whole, for judges that build a checker or a validator \
		 from a single source: `src/bin/{tool}.rs` with the kit's modules it uses ({modules}) \
		 written in below, as `pack --single {tool}` writes it. It needs only std, and builds \
		 alone: `rustc -O {tool}.rs`. Edit the kit, not this file.",
		tool = tool.name(),
		modules = names.join(", "),
	);
	file.push_str("//!\n");
	for line in wrapped(&note, 96) {
		file.push_str(&format!("//! {line}\n"));
	}
	file.push_str(&program);
	for (name, source) in needed {
		file.push_str(&format!(
			"\n// The kit's module `{name}`, src/{name}.rs, its tests left out.\n\
			 #[allow(dead_code)]\nmod {name} {{\n"
		));
		file.push_str(&versioned(without_tests(source)));
		file.push_str("}\n");
	}
	file
}

/// `text` in lines of at most `width` characters, broken at spaces.
fn wrapped(text: &str, width: usize) -> Vec<String> {
	let mut lines = vec![String::new()];
	for word in text.split_whitespace() {
		let last = lines.last_mut().expect("a line");
		if !last.is_empty() && last.len() + 1 + word.len() > width {
			lines.push(word.to_string());
		} else {
			if !last.is_empty() {
				last.push(' ');
			}
			last.push_str(word);
		}
	}
	lines
}

/// The program's leading `//!` lines, and the rest.
fn split_docs(source: &str) -> (&str, &str) {
	let mut end = 0;
	for line in source.split_inclusive('\n') {
		if !line.starts_with("//!") {
			break;
		}
		end += line.len();
	}
	source.split_at(end)
}

/// The program with each `use eight_kit::...;` pointed at the modules in the file: a path that
/// begins with a module gets `crate::`; names the library exports from its root (`use
/// eight_kit::{judge, Problem}`) are imported from the modules that define them.
fn pointed_imports(body: &str) -> String {
	let exported = exported_names();
	let mut out = String::new();
	let mut lines = body.lines();
	while let Some(line) = lines.next() {
		let rest = match line.strip_prefix("use eight_kit::") {
			Some(rest) => rest,
			None => {
				out.push_str(line);
				out.push('\n');
				continue;
			}
		};
		// An import rustfmt spread over lines ends at its semicolon.
		let mut path = rest.to_string();
		while !path.ends_with(';') {
			let next = lines.next().expect("an import ends with a semicolon");
			path.push_str(next.trim());
		}
		let path = path.trim_end_matches(';');
		let first = path.split([':', '{']).next().unwrap_or_default();
		if MODULES.iter().any(|(name, _)| *name == first) {
			// The module itself is already in scope at the file's root, where it is defined.
			let path = path.replace("{self, ", "{").replace(", self}", "}");
			if !path.ends_with("::{self}") {
				out.push_str(&format!("use crate::{path};\n"));
			}
			continue;
		}
		let names = path.trim_start_matches('{').trim_end_matches('}');
		let mut by_module: Vec<(&str, Vec<&str>)> = Vec::new();
		for name in names.split(',').map(str::trim).filter(|name| !name.is_empty()) {
			let module = exported
				.iter()
				.find(|(exported, _)| *exported == name)
				.map(|(_, module)| *module)
				.unwrap_or_else(|| panic!("the kit's root exports no {name}"));
			match by_module.iter_mut().find(|(found, _)| *found == module) {
				Some((_, names)) => names.push(name),
				None => by_module.push((module, vec![name])),
			}
		}
		for (module, names) in by_module {
			match names.as_slice() {
				[name] => out.push_str(&format!("use crate::{module}::{name};\n")),
				_ => out.push_str(&format!("use crate::{module}::{{{}}};\n", names.join(", "))),
			}
		}
	}
	out
}

/// The names the library's root exports (`pub use board::{blank, Board};`, on one line or as
/// rustfmt spreads it over several), each with its module.
fn exported_names() -> Vec<(&'static str, &'static str)> {
	let mut names = Vec::new();
	let mut rest = LIBRARY;
	while let Some(start) = rest.find("\npub use ") {
		let after = &rest[start + "\npub use ".len()..];
		let end = after.find(';').expect("an export ends with a semicolon");
		let (module, list) = after[..end].split_once("::").expect("pub use module::names");
		for name in list.trim_start_matches('{').trim_end_matches('}').split(',') {
			let name = name.trim();
			if !name.is_empty() {
				names.push((name, module));
			}
		}
		rest = &after[end..];
	}
	names
}

/// A line, with the problem or the protocol set if it is the line that declares it and one is
/// given.
fn set_constant(line: &str, problem: Option<Problem>, protocol: Option<Protocol>) -> String {
	match (problem, protocol) {
		(Some(problem), _) if line.starts_with("const PROBLEM: Problem = ") => {
			format!("const PROBLEM: Problem = Problem::{problem:?};")
		}
		(_, Some(protocol)) if line.starts_with("const PROTOCOL: Protocol = ") => {
			format!("const PROTOCOL: Protocol = Protocol::{protocol:?};")
		}
		_ => line.to_string(),
	}
}

/// The modules `program` uses, directly or through others, in the library's order.
fn needed_modules(program: &str) -> Vec<(&'static str, &'static str)> {
	let mut needed: Vec<&str> = Vec::new();
	let mut pending = vec![program.to_string()];
	while let Some(text) = pending.pop() {
		for (name, source) in MODULES {
			if !needed.contains(&name) && text.contains(&format!("crate::{name}::")) {
				needed.push(name);
				pending.push(without_tests(source).to_string());
			}
		}
	}
	MODULES.iter().copied().filter(|(name, _)| needed.contains(name)).collect()
}

/// A module's text without its tests, which close it: from the `#[cfg(test)]` before `mod tests`
/// to the end.
fn without_tests(source: &str) -> &str {
	match source.find("#[cfg(test)]\nmod tests {") {
		Some(start) => source[..start].trim_end_matches('\n'),
		None => source.trim_end_matches('\n'),
	}
}

/// The module's text, the version Cargo would give it written in, since a bare rustc has none;
/// and a final newline.
fn versioned(source: &str) -> String {
	let version = format!("{:?}", env!("CARGO_PKG_VERSION"));
	source.replace("env!(\"CARGO_PKG_VERSION\")", &version) + "\n"
}

#[cfg(test)]
mod tests {
	use super::*;

	#[test]
	fn imports_point_at_the_modules_that_define_the_names() {
		let body = "use eight_kit::cli::{self, Arg};\nuse eight_kit::{judge, Problem,\n\tProtocol};\nfn main() {}\n";
		assert_eq!(
			pointed_imports(body),
			"use crate::cli::{Arg};\nuse crate::checker::judge;\n\
			 use crate::problem::Problem;\nuse crate::protocol::Protocol;\nfn main() {}\n"
		);
	}

	#[test]
	fn every_name_the_library_exports_is_found_in_its_module() {
		let names = exported_names();
		for name in ["Board", "Direction", "SOLVABLE", "judge", "Problem", "Protocol", "Random"] {
			assert!(names.iter().any(|(exported, _)| *exported == name), "{name}: {names:?}");
		}
		assert!(names.contains(&("Direction", "board")) && names.contains(&("judge", "checker")));
	}

	#[test]
	fn a_module_is_taken_with_those_it_uses_and_without_its_tests() {
		let names: Vec<&str> =
			needed_modules("use crate::checker::judge;\n").iter().map(|(name, _)| *name).collect();
		assert_eq!(names, ["board", "checker", "distances", "input", "problem"]);
		assert!(!without_tests(MODULES[0].1).contains("#[cfg(test)]"));
		assert!(without_tests(MODULES[0].1).ends_with('}'));
	}

	#[test]
	fn the_constants_are_set() {
		let file = single_file(Tool::Check, Some(Problem::Hdu1043), Some(Protocol::Kattis));
		assert!(file.contains("\nconst PROBLEM: Problem = Problem::Hdu1043;\n"));
		assert!(file.contains("\nconst PROTOCOL: Protocol = Protocol::Kattis;\n"));
		assert!(!file.contains("eight_kit") && !file.contains("env!("));
	}
}
