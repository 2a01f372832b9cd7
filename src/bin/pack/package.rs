//! A problem's package: its tests (the samples in the judge's exact format, then the
//! generator's with fixed seeds), the solver's answers, and the files each system reads, written
//! into a new folder that takes DIR's place only when it is whole. Everything is made in this
//! process: the tests by the kit's generator, the answers by the judge file.

use crate::bundle::{self, Tool};
use crate::samples::SAMPLES;
use eight_kit::catalogue::{Layout, Problem};
use eight_kit::cli::Error;
use eight_kit::generator::{Generator, Kind};
use eight_kit::judge_file::{self, Exact};
use eight_kit::solver::file_problem;
use eight_kit::{exact, format, sources, Protocol};
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// A judging system's package.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
	/// The Kattis/ICPC problem package format, legacy version: DOMjudge, Kattis, problemtools.
	Kattis,
	/// A DMOJ problem folder.
	Dmoj,
}

impl Format {
	pub fn named(name: &str) -> Result<Format, String> {
		match name {
			"kattis" => Ok(Format::Kattis),
			"dmoj" => Ok(Format::Dmoj),
			_ => Err(format!("unknown format '{name}': the names are kattis and dmoj")),
		}
	}

	pub fn name(self) -> &'static str {
		match self {
			Format::Kattis => "kattis",
			Format::Dmoj => "dmoj",
		}
	}
}

/// The samples of a problem that are tests in its judge's exact format: the judges' own, and
/// ours that their format can hold (not the solver's loose input), by number.
fn samples(problem: &Problem) -> Vec<(&'static str, &'static [u8])> {
	let folder = problem.samples_folder();
	let in_format = |input: &[u8]| format::validate(&mut &input[..], problem).is_ok();
	SAMPLES
		.iter()
		.filter(|(of, _, input, _)| *of == folder && in_format(input))
		.map(|&(_, number, input, _)| (number, input))
		.collect()
}

/// A secret test as the generator draws it: its name, the kind of boards, the seed, and how
/// many (a test's worth when `None`).
pub struct Secret {
	pub name: String,
	pub kind: Kind,
	pub seed: u64,
	pub count: Option<u64>,
}

/// The secret tests: the solved board, depth 1 and 2, middle depths, the goal's farthest boards,
/// random ones, and where the judge may give one, unsolvable and mixed boards; for a problem
/// whose tests hold many cases, a mixed batch and every board. Each is one test of the judge's
/// format (ten boards for HDU's, but every board).
pub fn secret_tests(problem: &Problem, farthest: u8) -> Vec<Secret> {
	let test = |name: &str, kind, seed, count| Secret { name: name.to_string(), kind, seed, count };
	let farthest = u64::from(farthest);
	let mut tests = vec![
		test("solved", Kind::Depth(0), 1, None),
		test("depth-1", Kind::Depth(1), 1, None),
		test("depth-2", Kind::Depth(2), 2, None),
		test("depth-8", Kind::Depth(8), 8, None),
		test("depth-16", Kind::Depth(16), 16, None),
		test("depth-24", Kind::Depth(24), 24, None),
		test("farthest-1", Kind::Depth(farthest), 1, None),
		test("farthest-2", Kind::Depth(farthest), 4, None),
	];
	for seed in 1..=3 {
		tests.push(test(&format!("random-{seed}"), Kind::Solvable, seed, None));
	}
	if !problem.promises_solvable {
		for seed in 1..=2 {
			tests.push(test(&format!("unsolvable-{seed}"), Kind::Unsolvable, seed, None));
		}
		for seed in 7..=9 {
			tests.push(test(&format!("mixed-{seed}"), Kind::Mixed, seed, None));
		}
	}
	if problem.many_cases {
		tests.push(test("mixed-batch", Kind::Mixed, 1043, Some(1000)));
		tests.push(test("every-board", Kind::All, 1, None));
	}
	tests
}

/// A test: its name, input and the solver's answer.
struct Test {
	name: String,
	input: Vec<u8>,
	answer: Vec<u8>,
}

/// The package's tests, samples and secret, their answers from the judge file. A secret test
/// with the same input as an earlier one or a sample is left out (AcWing's goal has two farthest
/// boards, and both are samples); the others are numbered in order, `01-solved`.
fn tests(problem: &'static Problem) -> Result<(Vec<Test>, Vec<Test>), Error> {
	let generator = Generator::new(problem);
	let file_problem = file_problem(problem);
	let goal = judge_file::pack(&problem.goal);
	let table = exact::distances_to(goal);
	let heuristic = Exact { goal, distances: &table };
	let answer = |input: &[u8]| {
		let mut answer = Vec::new();
		match judge_file::answer_all(file_problem, &heuristic, input, &mut answer) {
			Ok(()) => Ok(answer),
			Err(_) => Err(Error::Failed(format!("the solver refuses a test of {}", problem.name))),
		}
	};
	let mut sample = Vec::new();
	for (name, input) in samples(problem) {
		sample.push(Test { name: name.to_string(), input: input.to_vec(), answer: answer(input)? });
	}
	let mut secret: Vec<Test> = Vec::new();
	for test in secret_tests(problem, generator.distances().farthest()) {
		let mut input = Vec::new();
		generator.write(test.kind, test.seed, test.count, &mut input)?;
		if secret.iter().chain(&sample).any(|other| other.input == input) {
			continue;
		}
		let answer = answer(&input)?;
		let name = format!("{:02}-{}", secret.len() + 1, test.name);
		secret.push(Test { name, input, answer });
	}
	Ok((sample, secret))
}

/// Writes the package into `folder`, whole: into a new folder beside it, put in its place at the
/// end. An existing `folder` that is not empty is replaced only under `force`.
pub fn write(
	problem: &'static Problem,
	format: Format,
	force: bool,
	folder: &Path,
) -> Result<(), Error> {
	let shown = folder.display();
	let cannot = |error: io::Error| Error::Refused(format!("cannot write {shown}: {error}"));
	let existing = match fs::metadata(folder) {
		Ok(metadata) if !metadata.is_dir() => {
			return Err(Error::Refused(format!("{shown} exists and is not a folder")));
		}
		Ok(_) => {
			let empty = fs::read_dir(folder).map_err(cannot)?.next().is_none();
			if !empty && !force {
				return Err(Error::Refused(format!(
					"{shown} exists and is not empty (--force replaces it)"
				)));
			}
			let here = std::env::current_dir().map_err(cannot)?;
			if here.starts_with(fs::canonicalize(folder).map_err(cannot)?) {
				return Err(Error::Refused(format!("{shown} holds the current folder")));
			}
			true
		}
		Err(error) if error.kind() == io::ErrorKind::NotFound => false,
		Err(error) => return Err(cannot(error)),
	};
	let name = folder.file_name().ok_or_else(|| {
		Error::Refused(format!(
			"{shown} names no folder of its own (try a path that ends in a name)"
		))
	})?;
	let parent = match folder.parent() {
		Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
		_ => PathBuf::from("."),
	};
	let beside_it = |what: &str| {
		let mut hidden = std::ffi::OsString::from(".");
		hidden.push(name);
		hidden.push(format!(".{what}-{}", std::process::id()));
		parent.join(hidden)
	};
	// Folders missing above DIR are made, and taken away again if the package fails.
	let mut first_missing = None;
	for ancestor in parent.ancestors().filter(|path| !path.as_os_str().is_empty()) {
		if ancestor.exists() {
			break;
		}
		first_missing = Some(ancestor.to_path_buf());
	}
	fs::create_dir_all(&parent).map_err(cannot)?;
	let staging = beside_it("pack");
	let filled =
		fs::create_dir(&staging).map_err(cannot).and_then(|()| fill(problem, format, &staging));
	let placed = filled.and_then(|()| {
		if existing {
			let old = beside_it("old");
			fs::rename(folder, &old).map_err(cannot)?;
			if let Err(error) = fs::rename(&staging, folder) {
				let _ = fs::rename(&old, folder);
				return Err(cannot(error));
			}
			fs::remove_dir_all(&old).map_err(cannot)
		} else {
			fs::rename(&staging, folder).map_err(cannot)
		}
	});
	if placed.is_err() {
		let _ = fs::remove_dir_all(&staging);
		if let Some(made) = first_missing {
			let _ = fs::remove_dir_all(made);
		}
	}
	placed
}

/// Writes the package's files into `folder`.
fn fill(problem: &'static Problem, format: Format, folder: &Path) -> Result<(), Error> {
	let (sample, secret) = tests(problem)?;
	let put = |path: &str, bytes: &[u8]| -> Result<(), Error> {
		let path = folder.join(path);
		let cannot =
			|error: io::Error| Error::Refused(format!("cannot write {}: {error}", path.display()));
		if let Some(parent) = path.parent() {
			fs::create_dir_all(parent).map_err(cannot)?;
		}
		fs::write(&path, bytes).map_err(cannot)
	};
	match format {
		Format::Kattis => {
			put("problem.yaml", problem_yaml(problem).as_bytes())?;
			put("problem_statement/problem.tex", statement(problem).as_bytes())?;
			for (kind, tests) in [("sample", &sample), ("secret", &secret)] {
				for test in tests {
					put(&format!("data/{kind}/{}.in", test.name), &test.input)?;
					put(&format!("data/{kind}/{}.ans", test.name), &test.answer)?;
				}
			}
			let validator =
				bundle::single_file(Tool::Validate, Some(problem), Some(Protocol::Kattis));
			put("input_validators/validate.rs", validator.as_bytes())?;
			let checker = bundle::single_file(Tool::Check, Some(problem), Some(Protocol::Kattis));
			put("output_validators/check.rs", checker.as_bytes())?;
			let accepted = sources::judge_file_for(problem, None).map_err(Error::Failed)?;
			put("submissions/accepted/eight.rs", accepted.as_bytes())?;
			let (name, broken) = sources::broken_judge_file(problem);
			put(&format!("submissions/wrong_answer/{name}.rs"), broken.as_bytes())?;
		}
		Format::Dmoj => {
			let mut yaml = format!(
				"# DMOJ's problem folder for {}, written by `pack --problem {} --format dmoj`\n\
				 # (eight {}): the samples, then gen's tests; the checker is the kit's single\n\
				 # file, which DMOJ builds and runs through its bridged checker, testlib's way.\n\
				 test_cases:\n",
				problem.judge,
				problem.name,
				env!("CARGO_PKG_VERSION")
			);
			let samples = sample.iter().map(|test| (format!("sample-{}", test.name), test));
			let secrets = secret.iter().map(|test| (test.name.clone(), test));
			for (name, test) in samples.chain(secrets) {
				put(&format!("{name}.in"), &test.input)?;
				put(&format!("{name}.out"), &test.answer)?;
				yaml.push_str(&format!("  - {{in: {name}.in, out: {name}.out, points: 1}}\n"));
			}
			yaml.push_str(
				"checker:\n  name: bridged\n  args:\n    files: check.rs\n    lang: RUST\n    type: testlib\n",
			);
			put("init.yml", yaml.as_bytes())?;
			let checker = bundle::single_file(Tool::Check, Some(problem), Some(Protocol::Testlib));
			put("check.rs", checker.as_bytes())?;
		}
	}
	Ok(())
}

fn problem_yaml(problem: &Problem) -> String {
	format!(
		"# A Kattis problem package (legacy format), written by `pack --problem {} --format kattis`\n\
		 # (eight {}). The output validator judges each answer; it needs no flags.\n\
		 uuid: {}\n\
		 name: Eight ({judge})\n\
		 source: {judge}\n\
		 source_url: {}\n\
		 validation: custom\n\
		 limits:\n  memory: 64\n",
		problem.name,
		env!("CARGO_PKG_VERSION"),
		problem.uuid,
		problem.link,
		judge = problem.judge,
	)
}

/// The statement, in LaTeX as the legacy format has it; problemtools adds the samples.
fn statement(problem: &Problem) -> String {
	let goal = problem.format_board(&problem.goal).replace('\n', " / ");
	let blank = format!("\\texttt{{{}}}", problem.blank as char);
	let between = match problem.layout {
		Layout::LooseLine => "with one space or more between",
		_ => "with a single space between",
	};
	let cells = format!(
		"the nine cells, row by row, each \\texttt{{1}} to \\texttt{{8}} or {blank} for the blank, \
		 {between}."
	);
	let mut input =
		match (problem.layout, problem.many_cases) {
			(Layout::Line | Layout::LooseLine, true) => {
				format!("Boards until the end of the input, a line each: {cells}")
			}
			(Layout::Line | Layout::LooseLine, false) => format!("One line: {cells}"),
			(Layout::Glued, _) => {
				format!("One line of nine digits, the cells row by row, {blank} the blank.")
			}
			(Layout::ThreeLines, _) => {
				format!("Three lines of three digits {between}, the cells row by row, {blank} the blank.")
			}
		};
	if problem.promises_solvable {
		input.push_str(" The board can reach the goal.");
	}
	let output = match (problem.prints_moves(), problem.any_solution, problem.many_cases) {
		(true, false, _) => {
			"One line: a shortest sequence of moves that takes the board to the goal (any of them \
			 is right; none at all for a board already solved), or \\texttt{unsolvable} if no \
			 sequence does."
		}
		(true, true, false) => {
			"One line: a sequence of moves that takes the board to the goal, any of them, or \
			 \\texttt{unsolvable} if none does."
		}
		(true, true, true) => {
			"A line for each board: a sequence of moves that takes it to the goal, any of them, or \
			 \\texttt{unsolvable} if none does."
		}
		(false, _, _) => {
			"One line: the fewest moves that take the board to the goal, or \\texttt{-1} if no \
			 moves do."
		}
	};
	format!(
		"\\problemname{{Eight}}\n\n\
		 Eight tiles numbered 1 to 8 and one blank lie in a $3 \\times 3$ frame. A move slides a \
		 tile next to the blank into it; moves are named by the way the blank goes: \\texttt{{u}} \
		 up, \\texttt{{d}} down, \\texttt{{l}} left, \\texttt{{r}} right. The goal, row by row, is \
		 \\texttt{{{goal}}}.\n\n\
		 \\section*{{Input}}\n\n{input}\n\n\
		 \\section*{{Output}}\n\n{output}\n",
	)
}
