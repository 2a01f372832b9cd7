//! A problem's package: its tests (the samples in the judge's exact format, then the
//! generator's with fixed seeds), the solver's answers, and the files each system reads. All of
//! it is made in this process and in memory first (the tests by the kit's generator, the answers
//! by the judge file); then it is written into a new folder beside DIR, which takes DIR's place
//! only when it is whole, and only if DIR is still what it was.

use crate::samples::SAMPLES;
use eight_kit::reference::{path_shown, validate, Draw, Generator, Layout, Problem};
use eight_kit::shell::cli::Error;
use eight_kit::shell::protocol::Protocol;
use eight_kit::shell::scratch::{self, Scratch};
use eight_kit::solving::engine;
use eight_kit::solving::engine::{Conflict, RentOrBuy};
use eight_kit::solving::sources;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// A judging system's package.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
	/// The Kattis/ICPC problem package format, legacy version: DOMjudge, Kattis, problemtools.
	Kattis,
	/// The same format's version 2023-07 (problemtools calls it 2023-07-draft).
	Kattis2023,
	/// A DMOJ problem folder.
	Dmoj,
	/// A CMS task folder in the italy_yaml layout, as `cmsImportTask` loads it.
	Cms,
}

impl Format {
	pub const NAMES: [&'static str; 4] = ["kattis", "kattis-2023-07", "dmoj", "cms"];

	pub fn named(name: &str) -> Result<Format, String> {
		match name {
			"kattis" => Ok(Format::Kattis),
			"kattis-2023-07" => Ok(Format::Kattis2023),
			"dmoj" => Ok(Format::Dmoj),
			"cms" => Ok(Format::Cms),
			_ => Err(format!(
				"unknown format '{name}': the names are {}",
				eight_kit::reference::listed(&Format::NAMES)
			)),
		}
	}

	pub fn name(self) -> &'static str {
		match self {
			Format::Kattis => "kattis",
			Format::Kattis2023 => "kattis-2023-07",
			Format::Dmoj => "dmoj",
			Format::Cms => "cms",
		}
	}
}

/// The licenses a Kattis package may name (problemtools' `License`).
pub const LICENSES: [&str; 7] =
	["unknown", "public domain", "cc0", "cc by", "cc by-sa", "educational", "permission"];

/// What a DMOJ folder's bridged checker is written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Checker {
	Rust,
	Cpp,
}

/// The choices beside the problem and the format.
pub struct Options {
	/// A Kattis package's `license`, one of [`LICENSES`], and its `rights_owner`.
	pub license: &'static str,
	pub rights_owner: Option<String>,
	/// A DMOJ folder's checker.
	pub checker: Checker,
}

/// The samples of a problem that are tests in its judge's exact format: the judges' own, and
/// ours that their format can hold (not the solver's loose input), by number.
fn samples(problem: &Problem) -> Vec<(&'static str, &'static [u8])> {
	let folder = problem.samples_folder();
	let in_format = |input: &[u8]| validate(&mut &input[..], problem).is_ok();
	SAMPLES
		.iter()
		.filter(|(of, _, input, _)| *of == folder && in_format(input))
		.map(|&(_, number, input, _)| (number, input))
		.collect()
}

/// A secret test: its name, its boards, and the generator's command line that writes them
/// (`gen` with these arguments, the kit's Rust one or `standalone/gen.cpp`).
pub struct Secret {
	pub name: String,
	pub input: Vec<u8>,
	pub command: Vec<String>,
}

/// The secret tests, each one test of the judge's format (ten boards for HDU's) written by the
/// generator from a command line of its own: the solved board; the goal's farthest boards, each a
/// test of its own (both of AcWing's 31-move boards; four of the 148 at Luogu's 30: the first
/// seeds that draw boards not drawn before), or for a problem whose tests hold many cases all of
/// them in one test (drawn together, by the first seed that draws no board twice); a board at
/// each depth from 1 to the farthest, in steps of one up to 4 and of four after; random boards;
/// and where the judge may give one, unsolvable and mixed boards. For a problem whose tests hold
/// many cases, a mixed batch of 1,000 in one test too. (Not every board in one test: the judge
/// file, an accepted submission, searches each board afresh, about nine seconds for all of them,
/// far beyond the package's time limit; it buys no table, as no Rust judge poses many cases.)
pub fn secret_tests(problem: &Problem, generator: &Generator) -> Result<Vec<Secret>, Error> {
	let drawn = |name: String, kind: Draw, seed: u64, count: Option<u64>| {
		let mut input = Vec::new();
		// In memory: no write fails, and the depths are the goal's own.
		let written = generator.write(kind, seed, count, &mut input);
		written.map_err(|error| Error::Failed(format!("cannot draw {name}: {error}")))?;
		let command = command_line(problem, kind, seed, count);
		Ok::<Secret, Error>(Secret { name, input, command })
	};
	let mut tests = vec![drawn("solved".to_string(), Draw::Depth(0), 1, None)?];
	let farthest = generator.distances().farthest();
	let mut depths: Vec<u8> = (1..=4).collect();
	depths.extend((8..farthest).step_by(4));
	for depth in depths {
		let (kind, seed) = (Draw::Depth(u64::from(depth)), u64::from(depth));
		tests.push(drawn(format!("depth-{depth}"), kind, seed, None)?);
	}
	let far = generator.distances().boards_at(farthest).len() as u64;
	let kind = Draw::Depth(u64::from(farthest));
	if problem.many_cases {
		// All of them when there are at most four, drawn together by the first seed that draws
		// no board twice.
		let count = far.min(4);
		let test = (1..10_000)
			.map(|seed| drawn("farthest".to_string(), kind, seed, Some(count)))
			.find(|test| {
				test.as_ref().map_or(true, |test| {
					// Every board is written in as many bytes as any other.
					let width = test.input.len() / count as usize;
					let mut boards: Vec<&[u8]> = test.input.chunks(width).collect();
					boards.sort();
					boards.dedup();
					boards.len() as u64 == count
				})
			});
		tests.push(test.ok_or_else(|| Error::Failed("no seed draws the farthest boards".into()))??);
	} else {
		// All of them when there are at most four, else four: the first seeds that draw a board
		// not drawn before.
		let mut found: Vec<Secret> = Vec::new();
		for seed in 1..10_000 {
			if found.len() as u64 == far.min(4) {
				break;
			}
			let name = format!("farthest-{}", found.len() + 1);
			let test = drawn(name, kind, seed, None)?;
			if found.iter().all(|other| other.input != test.input) {
				found.push(test);
			}
		}
		tests.extend(found);
	}
	for seed in 1..=3 {
		tests.push(drawn(format!("random-{seed}"), Draw::Solvable, seed, None)?);
	}
	if !problem.promises_solvable {
		for seed in 1..=2 {
			tests.push(drawn(format!("unsolvable-{seed}"), Draw::Unsolvable, seed, None)?);
		}
		for seed in 7..=9 {
			tests.push(drawn(format!("mixed-{seed}"), Draw::Mixed, seed, None)?);
		}
	}
	if problem.many_cases {
		tests.push(drawn("mixed-batch".to_string(), Draw::Mixed, 1043, Some(1000))?);
	}
	Ok(tests)
}

/// The generator's arguments that write boards of `kind` for `problem` from `seed`: what a setter
/// types after `gen` to write the test again.
fn command_line(problem: &Problem, kind: Draw, seed: u64, count: Option<u64>) -> Vec<String> {
	let mut command = vec!["--problem".to_string(), problem.name.to_string()];
	match kind {
		Draw::Solvable => {}
		Draw::Unsolvable => command.push("--unsolvable".to_string()),
		Draw::Mixed => command.push("--mixed".to_string()),
		Draw::Depth(depth) => command.extend(["--depth".to_string(), depth.to_string()]),
		// Every board, in a fixed order: no seed, no count.
		Draw::All => {
			command.push("--all".to_string());
			return command;
		}
	}
	if let Some(count) = count {
		command.extend(["--count".to_string(), count.to_string()]);
	}
	command.extend(["--seed".to_string(), seed.to_string()]);
	command
}

/// A test: its name, input and the solver's answer, and for a secret test the generator's
/// command line that writes its input.
struct Test {
	name: String,
	input: Vec<u8>,
	answer: Vec<u8>,
	command: Vec<String>,
}

/// The package's tests, samples and secret, their answers from the judge file. A secret test
/// with the same input as an earlier secret one is left out (a depth with few boards can draw
/// the same twice); the others are numbered in order, `01-solved`.
fn tests(problem: &'static Problem) -> Result<(Vec<Test>, Vec<Test>), Error> {
	let generator = Generator::new(problem);
	let goal = engine::pack(&problem.goal);
	// The test's answer, from the kit's engine: the judge file's search, with the exact table
	// bought for a test of many cases.
	let answer = |input: &[u8]| {
		let mut answer = Vec::new();
		let mut plan = RentOrBuy::new(Conflict::new(goal), engine::SWEEP_PRICE);
		match eight_kit::solving::cases::answer_all(problem, &mut plan, input, &mut answer) {
			Ok(()) => Ok(answer),
			Err(_) => Err(Error::Failed(format!("the solver refuses a test of {}", problem.name))),
		}
	};
	let mut sample = Vec::new();
	for (name, input) in samples(problem) {
		let (name, input, command) = (name.to_string(), input.to_vec(), Vec::new());
		sample.push(Test { name, answer: answer(&input)?, input, command });
	}
	let mut secret: Vec<Test> = Vec::new();
	for test in secret_tests(problem, &generator)? {
		if secret.iter().any(|other| other.input == test.input) {
			continue;
		}
		let answer = answer(&test.input)?;
		let name = format!("{:02}-{}", secret.len() + 1, test.name);
		secret.push(Test { name, input: test.input, answer, command: test.command });
	}
	Ok((sample, secret))
}

/// The name a package's folder must have for its system, which takes it as the problem's short
/// name or code: problemtools `[a-z0-9]+`, DMOJ `[a-z0-9]+` of at most 20 characters. `Err` says
/// why not, and the name to take.
pub fn folder_name_taken(problem: &Problem, format: Format, folder: &Path) -> Result<(), Error> {
	let name = folder.file_name().map(|name| name.to_string_lossy().into_owned());
	let name = name.unwrap_or_default();
	// The name for messages: a byte that is no printable ASCII as `\xNN`.
	let shown = folder.file_name().map(|name| path_shown(Path::new(name))).unwrap_or_default();
	let plain = !name.is_empty()
		&& name.bytes().all(|byte| byte.is_ascii_lowercase() || byte.is_ascii_digit());
	let (fits, system) = match format {
		Format::Kattis | Format::Kattis2023 => (plain, "problemtools and Kattis take the folder's name as the problem's short name, [a-z0-9]+"),
		Format::Dmoj => (plain && name.len() <= 20, "DMOJ takes the folder's name as the problem's code, [a-z0-9]+ of at most 20 characters"),
		// cms/db/task.py: `CodenameConstraint("name")`, [A-Za-z0-9_-]+.
		Format::Cms => (!name.is_empty() && name.bytes().all(|byte| byte.is_ascii_alphanumeric() || byte == b'_' || byte == b'-'), "pack writes the folder's name into task.yaml as the task's name, which CMS takes as a codename, [A-Za-z0-9_-]+"),
	};
	// cmsImportTask would read a name that begins with a dash as an option.
	if fits && name.starts_with('-') {
		return Err(Error::Refused(format!(
			"'{shown}' begins with '-', which cmsImportTask would read as an option: name the \
			 folder {}",
			problem.short_name
		)));
	}
	if fits {
		return Ok(());
	}
	let instead = folder.with_file_name(problem.short_name);
	let path = match instead == Path::new(problem.short_name) {
		true => String::new(),
		false => format!(" (as {})", path_shown(&instead)),
	};
	Err(Error::Refused(format!(
		"{system}; '{shown}' is not one: name the folder {}{path}",
		problem.short_name
	)))
}

/// Writes the package into `folder`, whole: see [`Target`]. The folder is looked at, and the
/// hidden one beside it made, before anything is worked out, so that a DIR that cannot be written
/// is refused at once.
pub fn write(
	problem: &'static Problem,
	format: Format,
	options: &Options,
	force: bool,
	folder: &Path,
) -> Result<(), Error> {
	folder_name_taken(problem, format, folder)?;
	let name = folder.file_name().map(|name| name.to_string_lossy().into_owned());
	let target = Target::look(folder, force)?;
	let staged = target.stage()?;
	let files = files(problem, format, options, &name.unwrap_or_default());
	target.put(staged, files)
}

/// The package's files, each with its path inside the package and its bytes.
fn files(
	problem: &'static Problem,
	format: Format,
	options: &Options,
	name: &str,
) -> Result<Vec<(String, Vec<u8>)>, Error> {
	let (sample, secret) = tests(problem)?;
	let mut files: Vec<(String, Vec<u8>)> = Vec::new();
	let mut put = |path: String, bytes: Vec<u8>| files.push((path, bytes));
	match format {
		Format::Kattis | Format::Kattis2023 => {
			kattis_files(problem, format, options, (&sample, &secret), &mut put)?
		}
		Format::Dmoj => {
			let (file, lang, source) = match options.checker {
				Checker::Rust => {
					let single = crate::bundle::single_file(
						crate::bundle::Tool::Check,
						Some(problem),
						Some(Protocol::Testlib),
					);
					("check.rs", "RUST", single)
				}
				Checker::Cpp => (
					"check.cpp",
					"CPP17",
					sources::cpp_for(sources::CHECK_CPP, problem, Protocol::Testlib),
				),
			};
			let mut yaml = format!(
				"# DMOJ's problem folder for {}, written by `pack --problem {} --format dmoj`\n\
				 # (eight {}): the samples, then the generator's tests; the checker is the kit's\n\
				 # single file, which DMOJ builds and runs through its bridged checker, testlib's way.\n\
				 test_cases:\n",
				problem.judge,
				problem.name,
				env!("CARGO_PKG_VERSION")
			);
			let samples = sample.iter().map(|test| (format!("sample-{}", test.name), test));
			let secrets = secret.iter().map(|test| (test.name.clone(), test));
			for (name, test) in samples.chain(secrets) {
				put(format!("{name}.in"), test.input.clone());
				put(format!("{name}.out"), test.answer.clone());
				yaml.push_str(&format!("  - {{in: {name}.in, out: {name}.out, points: 1}}\n"));
			}
			yaml.push_str(&format!(
				"checker:\n  name: bridged\n  args:\n    files: {file}\n    lang: {lang}\n    type: testlib\n"
			));
			put("init.yml".to_string(), yaml.into_bytes());
			put(file.to_string(), source.into_bytes());
		}
		Format::Cms => cms_files(problem, name, (&sample, &secret), &mut put)?,
	}
	Ok(files)
}

/// A CMS task folder in the italy_yaml layout (cmscontrib/loaders/italy_yaml.py): task.yaml;
/// `input/inputN.txt` and `output/outputN.txt` from 0, the samples first and public; and
/// `check/checker`, which the loader takes as the task's comparator, the kit's C++ checker set to
/// the problem and CMS's protocol and built here, its source beside it. No statement: the loader
/// wants a PDF, which `cmsImportTask --no-statement` does without (docs/setters.md).
fn cms_files(
	problem: &Problem,
	name: &str,
	(sample, secret): (&[Test], &[Test]),
	put: &mut impl FnMut(String, Vec<u8>),
) -> Result<(), Error> {
	let tests: Vec<&Test> = sample.iter().chain(secret).collect();
	for (at, test) in tests.iter().enumerate() {
		put(format!("input/input{at}.txt"), test.input.clone());
		put(format!("output/output{at}.txt"), test.answer.clone());
	}
	let public: Vec<String> = (0..sample.len()).map(|at| at.to_string()).collect();
	let yaml = format!(
		"# A CMS task folder (italy_yaml, as cmsImportTask loads it), written by `pack --problem {}\n\
		 # --format cms` (eight {}): the tests in input/ and output/, the samples first and public,\n\
		 # each worth the same; standard input and output (infile and outfile blank); the checker\n\
		 # built in check/checker, its source beside it. Import with cmsImportTask --no-statement.\n\
		 name: {}\ntitle: {}\ntime_limit: {TIME_LIMIT}.0\nmemory_limit: 128\ninfile: \"\"\n\
		 outfile: \"\"\nn_input: {}\npublic_testcases: {}\ntotal_value: 100\n\
		 token_mode: disabled\nprimary_language: en\n",
		problem.name,
		env!("CARGO_PKG_VERSION"),
		yaml_text(name),
		yaml_text(&format!("Eight ({})", problem.judge)),
		tests.len(),
		yaml_text(&public.join(",")),
	);
	put("task.yaml".to_string(), yaml.into_bytes());
	let source = sources::cpp_for(sources::CHECK_CPP, problem, Protocol::Cms);
	let first = tests.first().ok_or_else(|| Error::Failed("a task with no test".into()))?;
	put(CMS_CHECKER.to_string(), built(&source, first)?);
	put("check/checker.cpp".to_string(), source.into_bytes());
	Ok(())
}

/// Where a CMS task's built checker goes, the one file of a package that must be executable.
const CMS_CHECKER: &str = "check/checker";

/// The C++ compiler, as make takes `CXX`: a program and the arguments before the kit's, split at
/// whitespace (`ccache g++`); `g++` when `CXX` is unset or empty. The words as a message says
/// them.
fn compiler() -> (String, Vec<String>, String) {
	let given = std::env::var("CXX").unwrap_or_default();
	let mut words = given.split_whitespace().map(str::to_string);
	match words.next() {
		Some(program) => (program, words.collect(), format!("CXX={given:?}")),
		None => ("g++".to_string(), Vec::new(), "g++".to_string()),
	}
}

/// `source` built by the system's C++ compiler ([`compiler`]) as one static program, so that it
/// runs on CMS's workers whatever their libraries, in a scratch folder of its own (the
/// compiler's own temporary files in it too), and the program held to `test`'s answer, which it
/// must score 1.0: the program's bytes. A message blames what failed: the temporary folder, the
/// compiler that is not there or refuses, or a program that is not what a compiler makes.
fn built(source: &str, test: &Test) -> Result<Vec<u8>, Error> {
	let (program, arguments, shown) = compiler();
	let failed = |why: String| Error::Failed(format!("cannot build check/checker: {why}"));
	let scratch = Scratch::new("pack-checker").map_err(failed)?;
	let cannot = |error: io::Error| {
		failed(format!(
			"cannot write in the temporary folder {}: {error}",
			scratch.path().display()
		))
	};
	let file = scratch.file("checker.cpp", source).map_err(cannot)?;
	let checker = scratch.path().join("checker");
	let output = scratch::run(
		std::process::Command::new(&program)
			.args(&arguments)
			.args(["-std=gnu++14", "-O2", "-static", "-o"])
			.args([&checker, &file])
			.env("TMPDIR", scratch.path()),
	);
	let output = output.map_err(|error| match error.kind() {
		io::ErrorKind::NotFound => failed(format!(
			"no C++ compiler {program:?} here ({error}; CXX names one, g++ when it is unset)"
		)),
		_ => failed(format!("cannot run the C++ compiler {shown}: {error}")),
	})?;
	if !output.status.success() {
		let said = String::from_utf8_lossy(&output.stderr);
		let said = said.trim();
		let why = if said.is_empty() {
			format!("it ended with {}", output.status)
		} else {
			said.to_string()
		};
		return Err(failed(format!("the C++ compiler {shown} refused it: {why}")));
	}
	let bytes = match fs::read(&checker) {
		Ok(bytes) if !bytes.is_empty() => bytes,
		_ => {
			return Err(failed(format!(
				"the C++ compiler {shown} ended with success and wrote no program (is it a C++ \
				 compiler?)"
			)))
		}
	};
	// The program built must judge as CMS's checker: the first test's own answer scores 1.0.
	let input = scratch.file("input.txt", &test.input).map_err(cannot)?;
	let answer = scratch.file("answer.txt", &test.answer).map_err(cannot)?;
	let judged =
		scratch::run(std::process::Command::new(&checker).args([&input, &answer, &answer]));
	match judged {
		Ok(judged) if judged.status.success() && judged.stdout == b"1.0\n" => Ok(bytes),
		Ok(judged) => Err(failed(format!(
			"the program the C++ compiler {shown} built does not judge as the checker: it scores \
			 a right answer {:?} and ends with {}",
			String::from_utf8_lossy(&judged.stdout).trim(),
			judged.status
		))),
		Err(error) => {
			Err(failed(format!("the program the C++ compiler {shown} built does not run: {error}")))
		}
	}
}

/// A Kattis package's files, in either version of the format.
fn kattis_files(
	problem: &Problem,
	format: Format,
	options: &Options,
	(sample, secret): (&[Test], &[Test]),
	put: &mut impl FnMut(String, Vec<u8>),
) -> Result<(), Error> {
	let (statements, validator) = match format {
		Format::Kattis => ("problem_statement", "output_validators"),
		_ => ("statement", "output_validator"),
	};
	put("problem.yaml".to_string(), problem_yaml(problem, format, options).into_bytes());
	put(".timelimit".to_string(), format!("{TIME_LIMIT}\n").into_bytes());
	// LaTeX in both versions: problemtools renders a Markdown statement only through
	// pandoc, which a setter's machine may not have. The legacy format's problem.tex is English.
	for language in Language::ALL {
		let text = Statement::of(problem, language);
		let file = match (format, language) {
			(Format::Kattis, Language::English) => "problem".to_string(),
			_ => format!("problem.{}", language.code()),
		};
		put(format!("{statements}/{file}.tex"), text.latex().into_bytes());
		// DOMjudge imports one statement, from problem_statement/ as PDF, HTML or text.
		if format == Format::Kattis && language == Language::English {
			put(format!("{statements}/problem.html"), text.html().into_bytes());
		}
	}
	for (kind, tests) in [("sample", sample), ("secret", secret)] {
		for test in tests {
			put(format!("data/{kind}/{}.in", test.name), test.input.clone());
			put(format!("data/{kind}/{}.ans", test.name), test.answer.clone());
		}
	}
	let check = sources::cpp_for(sources::CHECK_CPP, problem, Protocol::Kattis);
	put(format!("{validator}/check.cpp"), check.into_bytes());
	let validate = sources::cpp_for(sources::VALIDATE_CPP, problem, Protocol::Kattis);
	put("input_validators/validate.cpp".to_string(), validate.into_bytes());
	for (path, bytes) in submissions(problem)? {
		put(path, bytes);
	}
	// The generator and each secret test's command line, where the format has a place for
	// them (problemtools warns of a generators/ folder in a legacy package).
	if format == Format::Kattis2023 {
		put("generators/gen.cpp".to_string(), sources::GEN_CPP.as_bytes().to_vec());
		put("generators/generate.sh".to_string(), generate_sh(problem, secret).into_bytes());
	}
	Ok(())
}

/// The script that writes the secret tests again, each by the generator from its command line.
fn generate_sh(problem: &Problem, secret: &[Test]) -> String {
	let mut script = format!(
		"#!/bin/sh\n\
		 # The secret tests' inputs, each written by the kit's generator from its command line\n\
		 # alone (eight {version}, pack --problem {name} --format kattis-2023-07): from the\n\
		 # package's folder, build the generator, the same boards as the kit's Rust gen,\n\
		 #   g++ -std=c++14 -O2 -o generators/gen generators/gen.cpp\n\
		 # and run this to write them again, byte for byte (GEN names another build of it).\n\
		 # The samples are the kit's own; every answer is the judge file's.\n\
		 set -e\n\
		 gen=${{GEN:-generators/gen}}\n",
		version = env!("CARGO_PKG_VERSION"),
		name = problem.name,
	);
	for test in secret {
		script.push_str(&format!(
			"\"$gen\" {} > data/secret/{}.in\n",
			test.command.join(" "),
			test.name
		));
	}
	script
}

/// A Kattis package's submissions: the judge file, right and broken on purpose; in C++ too, which
/// every system builds, right, wrong in every way a too lenient output validator might let pass,
/// and too slow.
fn submissions(problem: &Problem) -> Result<Vec<(String, Vec<u8>)>, Error> {
	let accepted = sources::judge_file_for(problem);
	let (name, broken) = sources::broken_judge_file(problem);
	let mut files = vec![
		("submissions/accepted/eight.rs".to_string(), accepted.into_bytes()),
		(format!("submissions/wrong_answer/{name}.rs"), broken.into_bytes()),
		("submissions/accepted/solve.cpp".to_string(), solve_cpp(problem, "none")),
	];
	for mistake in sources::mistakes(problem) {
		files
			.push((format!("submissions/wrong_answer/{mistake}.cpp"), solve_cpp(problem, mistake)));
	}
	if let Some(longer) = sources::longer_but_right(problem) {
		files.push((format!("submissions/accepted/{longer}.cpp"), solve_cpp(problem, longer)));
	}
	let slow = format!("submissions/time_limit_exceeded/{}.cpp", sources::TOO_SLOW);
	files.push((slow, solve_cpp(problem, sources::TOO_SLOW)));
	// In Python, A* per board: right and within the limit on a test of one board, beyond it on
	// the batch of 1,000.
	let python = if problem.many_cases { "time_limit_exceeded" } else { "accepted" };
	files.push((
		format!("submissions/{python}/solve.py"),
		sources::solve_py_for(problem).into_bytes(),
	));
	Ok(files)
}

fn solve_cpp(problem: &Problem, mistake: &str) -> Vec<u8> {
	sources::solve_cpp_for(problem, mistake).into_bytes()
}

/// A YAML string, quoted, whatever it holds.
fn yaml_text(text: &str) -> String {
	let mut quoted = String::from("\"");
	for character in text.chars() {
		match character {
			'"' | '\\' => {
				quoted.push('\\');
				quoted.push(character);
			}
			character if character.is_control() => {
				quoted.push_str(&format!("\\u{:04x}", character as u32))
			}
			character => quoted.push(character),
		}
	}
	quoted + "\""
}

fn problem_yaml(problem: &Problem, format: Format, options: &Options) -> String {
	let mut yaml = format!(
		"# A Kattis problem package ({}), written by `pack --problem {} --format {}`\n\
		 # (eight {}). The output validator judges each answer; it needs no flags.\n",
		if format == Format::Kattis { "legacy format" } else { "format version 2023-07" },
		problem.name,
		format.name(),
		env!("CARGO_PKG_VERSION"),
	);
	let named = |language: Language| format!("{} ({})", language.title(), problem.judge);
	let name = yaml_text(&named(Language::English));
	if format == Format::Kattis {
		yaml.push_str(&format!(
			"uuid: {}\nname: {name}\nsource: {}\nsource_url: {}\nvalidation: custom\n",
			problem.uuid,
			yaml_text(problem.judge),
			yaml_text(problem.link)
		));
	} else {
		// A name for each language a statement is in (the legacy format takes each statement's
		// \problemname).
		let names: String = Language::ALL
			.iter()
			.map(|&language| format!("  {}: {}\n", language.code(), yaml_text(&named(language))))
			.collect();
		yaml.push_str(&format!(
			"problem_format_version: 2023-07-draft\nuuid: {}\nname:\n{names}type: pass-fail\n\
			 source:\n  name: {}\n  url: {}\n",
			problem.uuid,
			yaml_text(problem.judge),
			yaml_text(problem.link)
		));
	}
	yaml.push_str(&format!("license: {}\n", options.license));
	if let Some(owner) = &options.rights_owner {
		yaml.push_str(&format!("rights_owner: {}\n", yaml_text(owner)));
	}
	// 128 MB: the judges ask 32 MB to 128 MB, and the kit's programs need under 8; PyPy, which
	// runs the Python submission here (problemtools) and on Kattis, cannot start under 64 MB of
	// address space, which is how problemtools limits memory (nor under 128 where the processor
	// reports a large cache: docs/setters.md).
	yaml.push_str("limits:\n  memory: 128\n");
	// The legacy format has no key for it: DOMjudge takes the package's `.timelimit` there.
	if format == Format::Kattis2023 {
		yaml.push_str(&format!("  time_limit: {TIME_LIMIT}\n"));
	}
	yaml
}

/// The time limit of a Kattis package, in whole seconds (Kattis takes no other): in problem.yaml
/// (2023-07) and in `.timelimit` (both versions; DOMjudge reads it, and defaults to 10 s without
/// it). The slowest accepted submission, the judge file on HDU's batch of 1,000 boards, takes
/// about 0.05 s of processor time here: problemtools requires twice the slowest within the limit,
/// and the time_limit_exceeded submissions beyond 1.5 times it, which the C++ one is on the
/// farthest boards and the Python one on the batch (about 5 s).
const TIME_LIMIT: u32 = 2;

/// The languages a statement is written in: English, and Chinese, the language of AcWing's and
/// Luogu's own statements, whose wording the Chinese follows (AcWing 179's: "在一个3×3的网格中，
/// 1~8这8个数字和一个“x”恰好不重不漏地分布在这3×3的网格中", "正确排列", "行动记录").
#[derive(Clone, Copy, PartialEq, Eq)]
enum Language {
	English,
	Chinese,
}

impl Language {
	const ALL: [Language; 2] = [Language::English, Language::Chinese];

	/// The ISO 639 code the formats name a statement's file by.
	fn code(self) -> &'static str {
		match self {
			Language::English => "en",
			Language::Chinese => "zh",
		}
	}

	/// The problem's name in the language.
	fn title(self) -> &'static str {
		match self {
			Language::English => "Eight",
			Language::Chinese => "八数码",
		}
	}

	/// The headings of the input's and the output's sections.
	fn headings(self) -> (&'static str, &'static str) {
		match self {
			Language::English => ("Input", "Output"),
			Language::Chinese => ("输入格式", "输出格式"),
		}
	}
}

/// The statement, written once for each language and rendered as LaTeX (what problemtools
/// checks) and HTML (what DOMjudge imports). In its text, `code` is written between backticks.
struct Statement {
	language: Language,
	story: String,
	input: String,
	output: String,
}

impl Statement {
	fn of(problem: &Problem, language: Language) -> Statement {
		let goal = problem.format_board(&problem.goal).replace('\n', " / ");
		let blank = problem.blank as char;
		let (story, input, output) = match language {
			Language::English => english(problem, &goal, blank),
			Language::Chinese => chinese(problem, &goal, blank),
		};
		Statement { language, story, input, output }
	}

	/// The text with its `code` spans rendered by `code`, the rest by `plain`.
	fn rendered(
		text: &str,
		plain: impl Fn(&str) -> String,
		code: impl Fn(&str) -> String,
	) -> String {
		text.split('`')
			.enumerate()
			.map(|(at, part)| if at % 2 == 1 { code(part) } else { plain(part) })
			.collect()
	}

	/// LaTeX, as the formats have it; problemtools adds the samples.
	fn latex(&self) -> String {
		let plain = |text: &str| text.replace('~', "\\textasciitilde{}");
		let tex =
			|text: &str| Statement::rendered(text, plain, |code| format!("\\texttt{{{code}}}"));
		let (input, output) = self.language.headings();
		format!(
			"\\problemname{{{}}}\n\n{}\n\n\\section*{{{input}}}\n\n{}\n\n\\section*{{{output}}}\n\n{}\n",
			self.language.title(),
			tex(&self.story),
			tex(&self.input),
			tex(&self.output)
		)
	}

	/// HTML, one page with nothing outside it, as DOMjudge shows a statement.
	fn html(&self) -> String {
		let escape =
			|text: &str| text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;");
		let page = |text: &str| {
			Statement::rendered(text, escape, |code| format!("<code>{}</code>", escape(code)))
		};
		let (title, (input, output)) = (self.language.title(), self.language.headings());
		format!(
			"<!DOCTYPE html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n<title>{title}</title>\n\
			 </head>\n<body>\n<h1>{title}</h1>\n<p>{}</p>\n<h2>{input}</h2>\n<p>{}</p>\n<h2>{output}</h2>\n\
			 <p>{}</p>\n</body>\n</html>\n",
			self.language.code(),
			page(&self.story),
			page(&self.input),
			page(&self.output)
		)
	}
}

/// The English statement's story, input and output.
fn english(problem: &Problem, goal: &str, blank: char) -> (String, String, String) {
	let story = format!(
		"Eight tiles numbered 1 to 8 and one blank lie in a 3 by 3 frame. A move slides a tile next \
		 to the blank into it; moves are named by the way the blank goes: `u` up, `d` down, `l` \
		 left, `r` right. The goal, row by row, is `{goal}`."
	);
	let between = match problem.layout {
		Layout::LooseLine => "with one space or more between",
		_ => "with a single space between",
	};
	let cells = format!(
		"the nine cells, row by row, each `1` to `8` or `{blank}` for the blank, {between}."
	);
	let mut input = match (problem.layout, problem.many_cases) {
		(Layout::Line | Layout::LooseLine, true) => {
			format!("Boards until the end of the input, a line each: {cells}")
		}
		(Layout::Line | Layout::LooseLine, false) => format!("One line: {cells}"),
		(Layout::Glued, _) => {
			format!("One line of nine digits, the cells row by row, `{blank}` the blank.")
		}
		(Layout::ThreeLines, _) => format!(
			"Three lines of three digits {between}, the cells row by row, `{blank}` the blank."
		),
	};
	if problem.promises_solvable {
		input.push_str(" The board can reach the goal.");
	}
	let output = match (problem.prints_moves(), problem.any_solution, problem.many_cases) {
		(true, false, _) => {
			"One line: a shortest sequence of moves that takes the board to the goal (any of them \
			 is right; none at all for a board already solved), or `unsolvable` if no sequence \
			 does."
		}
		(true, true, false) => {
			"One line: a sequence of moves that takes the board to the goal, any of them (none at \
			 all, an empty line, for a board already solved), or `unsolvable` if none does."
		}
		(true, true, true) => {
			"A line for each board: a sequence of moves that takes it to the goal, any of them \
			 (none at all, an empty line, for a board already solved), or `unsolvable` if none \
			 does."
		}
		// A judge that promises a board that reaches the goal asks for no word for one that
		// does not.
		(false, _, _) if problem.promises_solvable => {
			"One line: the fewest moves that take the board to the goal."
		}
		(false, _, _) => {
			"One line: the fewest moves that take the board to the goal, or `-1` if no moves do."
		}
	};
	(story, input, output.to_string())
}

/// The Chinese statement's story, input and output, in AcWing's words where the problems agree.
fn chinese(problem: &Problem, goal: &str, blank: char) -> (String, String, String) {
	let mut story = format!(
		"在一个3×3的网格中，1~8这8个数字和一个“`{blank}`”恰好不重不漏地分布在这3×3的网格中。\
		 在游戏过程中，可以把“`{blank}`”与其上、下、左、右四个方向之一的数字交换（如果存在）。"
	);
	if problem.prints_moves() {
		story.push_str(&format!(
			"把“`{blank}`”与上下左右方向数字交换的行动记录为“`u`”、“`d`”、“`l`”、“`r`”。"
		));
	}
	story.push_str(&format!(
		"我们的目的是通过交换，使得网格变为如下排列（称为正确排列），按行依次为 `{goal}`。"
	));
	let between = match problem.layout {
		Layout::LooseLine => "相邻两个之间以一个或多个空格隔开",
		_ => "相邻两个之间以一个空格隔开",
	};
	let cells = format!("九个格子按行依次给出，每个是 `1` 到 `8` 或 `{blank}`，{between}。");
	let mut input = match (problem.layout, problem.many_cases) {
		(Layout::Line | Layout::LooseLine, true) => {
			format!("多组数据，直到输入结束，每组占一行，将3×3的初始网格描绘出来：{cells}")
		}
		(Layout::Line | Layout::LooseLine, false) => {
			format!("输入占一行，将3×3的初始网格描绘出来：{cells}")
		}
		(Layout::Glued, _) => "输入占一行，为九个数字，按行依次给出各格。".to_string(),
		(Layout::ThreeLines, _) => {
			format!("输入共三行，每行三个数字，{between}，按行依次给出各格。")
		}
	};
	if problem.promises_solvable {
		input.push_str("保证有解。");
	}
	let output = match (problem.prints_moves(), problem.any_solution, problem.many_cases) {
		(true, false, _) => {
			"输出占一行，包含一个字符串，表示得到正确排列的完整行动记录，移动次数最少。\
			 如果答案不唯一，输出任意一种合法方案即可；初始网格已是正确排列时输出空行。\
			 如果不存在解决方案，则输出 `unsolvable`。"
		}
		(true, true, false) => {
			"输出占一行，包含一个字符串，表示得到正确排列的任意一种行动记录。\
			 初始网格已是正确排列时输出空行。如果不存在解决方案，则输出 `unsolvable`。"
		}
		(true, true, true) => {
			"每组数据输出一行，包含一个字符串，表示得到正确排列的任意一种行动记录。\
			 初始网格已是正确排列时输出空行。如果不存在解决方案，则输出 `unsolvable`。"
		}
		(false, _, _) if problem.promises_solvable => {
			"输出占一行，包含一个整数，表示最少交换次数。"
		}
		(false, _, _) => {
			"输出占一行，包含一个整数，表示最少交换次数。如果不存在解决方案，则输出 `-1`。"
		}
	};
	(story, input, output.to_string())
}

/// Puts `files` in `folder`, whole or not at all: see [`Target`].
#[cfg(test)]
fn place(files: &[(String, Vec<u8>)], force: bool, folder: &Path) -> Result<(), Error> {
	let target = Target::look(folder, force)?;
	let staged = target.stage()?;
	target.put(staged, Ok(files.to_vec()))
}

/// Where a package goes, as it was found before anything was written. The files are written into
/// a new hidden folder beside it (`.pack-` and an unguessable name, made exclusively), which
/// takes the target's place only at the end, by one rename, which the system does only if the
/// target is still missing or empty (so that a run beside this one never loses its package to
/// it); with `force`, a target that is not empty is moved aside first, into a hidden folder of
/// its own, and removed once the new one is in place. Folders missing above the target are
/// made, and on a failure taken away again, each only if it is still empty. A target that is a
/// link to a folder is written through: the link stays, and the package goes where it leads.
/// Messages name the target as given, never the hidden one. The hidden folders are scratch
/// folders: a signal that ends the run removes them too.
struct Target {
	/// The target as given, for messages.
	shown: String,
	/// The folder itself (where a link leads).
	folder: PathBuf,
	parent: PathBuf,
	/// `None` if missing, else whether it was empty.
	empty: Option<bool>,
	/// The folders missing above it, the deepest first.
	missing: Vec<PathBuf>,
}

/// The hidden folder the package is written into, and the mode a folder made there with no
/// mode asked for has (the umask's), which the package's folder takes at the end.
struct Staged {
	scratch: Scratch,
	mode: Option<u32>,
}

impl Target {
	fn look(folder: &Path, force: bool) -> Result<Target, Error> {
		let shown = path_shown(folder);
		let cannot = |error: io::Error| Error::Refused(format!("cannot write {shown}: {error}"));
		let folder = match fs::symlink_metadata(folder) {
			Ok(metadata) if metadata.file_type().is_symlink() => match fs::canonicalize(folder) {
				Ok(target) => target,
				Err(error) => {
					return Err(Error::Refused(format!(
						"{shown} is a link to nothing there: {error}"
					)))
				}
			},
			_ => folder.to_path_buf(),
		};
		let empty = match fs::metadata(&folder) {
			Ok(metadata) if !metadata.is_dir() => {
				return Err(Error::Refused(format!("{shown} exists and is not a folder")));
			}
			Ok(_) => {
				let empty = fs::read_dir(&folder).map_err(cannot)?.next().is_none();
				if !empty && !force {
					return Err(Error::Refused(format!(
						"{shown} exists and is not empty (--force replaces it)"
					)));
				}
				let here = std::env::current_dir().map_err(cannot)?;
				if here.starts_with(fs::canonicalize(&folder).map_err(cannot)?) {
					return Err(Error::Refused(format!("{shown} holds the current folder")));
				}
				Some(empty)
			}
			Err(error) if error.kind() == io::ErrorKind::NotFound => None,
			Err(error) => return Err(cannot(error)),
		};
		let parent = match folder.parent() {
			Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
			_ => PathBuf::from("."),
		};
		let missing = parent
			.ancestors()
			.filter(|path| !path.as_os_str().is_empty())
			.take_while(|path| !path.exists())
			.map(Path::to_path_buf)
			.collect::<Vec<_>>();
		// `nothere/../name`: the system follows no `..` out of a folder that is not there, and
		// making it first would leave a folder behind that the package is not in.
		let up = folder.components().any(|part| part == std::path::Component::ParentDir);
		if up && !missing.is_empty() {
			let first = path_shown(missing.last().expect("not empty"));
			return Err(Error::Refused(format!(
				"cannot write {shown}: {first} is not there, and `..` is followed out of a folder only where it is"
			)));
		}
		Ok(Target { shown, folder, parent, empty, missing })
	}

	/// The hidden folder beside the target, and the folders above it made: a target that
	/// cannot be written is refused here, before any work.
	fn stage(&self) -> Result<Staged, Error> {
		let shown = &self.shown;
		let cannot = |error: String| Error::Refused(format!("cannot write {shown}: {error}"));
		fs::create_dir_all(&self.parent).map_err(|error| cannot(error.to_string()))?;
		let scratch = Scratch::within(&self.parent, ".pack-").map_err(|error| {
			self.unmake_missing();
			cannot(error)
		})?;
		// The umask's mode, from a folder made with none asked for.
		let probe = scratch.path().join("mode");
		let mode = fs::create_dir(&probe).ok().and_then(|()| {
			let mode = fs::metadata(&probe).ok().map(|metadata| permissions_mode(&metadata));
			let _ = fs::remove_dir(&probe);
			mode.flatten()
		});
		Ok(Staged { scratch, mode })
	}

	/// The files into the staged folder, and that folder into the target's place; on a failure
	/// (here, or `files` itself), the staged folder and the folders made above are taken away.
	fn put(
		&self,
		staged: Staged,
		files: Result<Vec<(String, Vec<u8>)>, Error>,
	) -> Result<(), Error> {
		let shown = &self.shown;
		let cannot = |error: io::Error| Error::Refused(format!("cannot write {shown}: {error}"));
		let staging = staged.scratch.path().to_path_buf();
		let placed = files
			.and_then(|files| write_files(&files, &staging, shown))
			.and_then(|()| set_mode(&staging, staged.mode).map_err(cannot))
			.and_then(|()| match self.empty {
				// Missing or empty: one rename, refused by the system if it has been filled since.
				None | Some(true) => fs::rename(&staging, &self.folder).map_err(|error| {
					// ENOTEMPTY and EEXIST: a folder filled since it was looked at.
					let filled = matches!(error.raw_os_error(), Some(39 | 17));
					let why = if filled { " (another run may have written it)" } else { "" };
					Error::Refused(format!("cannot write {shown}: {error}{why}"))
				}),
				Some(false) => {
					let aside = Scratch::within(&self.parent, ".pack-").map_err(|error| {
						Error::Refused(format!("cannot write {shown}: {error}"))
					})?;
					let old = aside.path().join("old");
					fs::rename(&self.folder, &old).map_err(cannot)?;
					if let Err(error) = fs::rename(&staging, &self.folder) {
						let _ = fs::rename(&old, &self.folder);
						return Err(cannot(error));
					}
					drop(aside);
					Ok(())
				}
			});
		match placed {
			// Moved into place: nothing is left at the staged path to remove.
			Ok(()) => {
				staged.scratch.keep();
			}
			Err(_) => {
				drop(staged);
				self.unmake_missing();
			}
		}
		placed
	}

	/// Only what this run made, and only while it is empty: another run may be writing there.
	fn unmake_missing(&self) {
		for folder in &self.missing {
			let _ = fs::remove_dir(folder);
		}
	}
}

/// A file's permission bits, where the system has them.
fn permissions_mode(metadata: &fs::Metadata) -> Option<u32> {
	#[cfg(unix)]
	{
		use std::os::unix::fs::PermissionsExt;
		Some(metadata.permissions().mode() & 0o7777)
	}
	#[cfg(not(unix))]
	{
		let _ = metadata;
		None
	}
}

/// `folder` given `mode`, where there is one.
fn set_mode(folder: &Path, mode: Option<u32>) -> io::Result<()> {
	match mode {
		#[cfg(unix)]
		Some(mode) => {
			use std::os::unix::fs::PermissionsExt;
			fs::set_permissions(folder, fs::Permissions::from_mode(mode))
		}
		_ => Ok(()),
	}
}

/// Writes `files` into `staging`; a failure names the file as it would stand in `shown`.
fn write_files(files: &[(String, Vec<u8>)], staging: &Path, shown: &str) -> Result<(), Error> {
	for (path, bytes) in files {
		let cannot =
			|error: io::Error| Error::Refused(format!("cannot write {shown}/{path}: {error}"));
		let target = staging.join(path);
		if let Some(parent) = target.parent() {
			fs::create_dir_all(parent).map_err(cannot)?;
		}
		fs::write(&target, bytes).map_err(cannot)?;
		// A CMS task's checker is a program the loader takes as it is.
		#[cfg(unix)]
		if path == CMS_CHECKER {
			use std::os::unix::fs::PermissionsExt;
			fs::set_permissions(&target, fs::Permissions::from_mode(0o755)).map_err(cannot)?;
		}
	}
	Ok(())
}

#[cfg(test)]
mod tests {
	use super::*;

	/// A folder of the test's own, empty, in the temporary folder.
	fn scratch(name: &str) -> Scratch {
		Scratch::new(&format!("pack-{name}")).expect("a scratch folder")
	}

	fn files() -> Vec<(String, Vec<u8>)> {
		vec![("a/one".to_string(), b"1".to_vec()), ("two".to_string(), b"2".to_vec())]
	}

	#[test]
	fn a_folder_filled_after_the_look_is_left_as_the_other_run_wrote_it() {
		let scratch = scratch("filled");
		let root = scratch.path();
		let folder = root.join("package");
		fs::create_dir(&folder).expect("an empty folder");
		let target = Target::look(&folder, false).expect("an empty folder is taken");
		let staged = target.stage().expect("staged");
		fs::write(folder.join("theirs"), "theirs").expect("another run's file");
		let refused = target.put(staged, Ok(files()));
		assert!(matches!(refused, Err(Error::Refused(_))));
		assert_eq!(fs::read_to_string(folder.join("theirs")).expect("kept"), "theirs");
		assert_eq!(fs::read_dir(root).expect("the root").count(), 1, "no staging left");
		// And a missing one made since, the same.
		let missing = root.join("missing");
		let target = Target::look(&missing, false).expect("a missing folder is taken");
		fs::create_dir(&missing).expect("made by another run");
		fs::write(missing.join("theirs"), "theirs").expect("another run's file");
		assert!(target.put(target.stage().expect("staged"), Ok(files())).is_err());
		assert_eq!(fs::read_dir(&missing).expect("kept").count(), 1);
	}

	#[test]
	fn a_failure_takes_away_only_the_folders_it_made_and_only_while_they_are_empty() {
		let scratch = scratch("failure");
		let root = scratch.path();
		let folder = root.join("made/for/this");
		let target = Target::look(&folder, false).expect("a missing folder is taken");
		assert_eq!(target.missing, [root.join("made/for"), root.join("made")]);
		// Another run writes its package beside, into a folder this one will make too.
		fs::create_dir_all(root.join("made/other")).expect("another run's folder");
		fs::write(root.join("made/other/theirs"), "theirs").expect("another run's file");
		// A name no system takes fails the write half-way.
		let mut failing = files();
		failing.push(("bad\0name".to_string(), Vec::new()));
		let failed = target.put(target.stage().expect("staged"), Ok(failing));
		assert!(
			matches!(&failed, Err(Error::Refused(message)) if message.contains("made/for/this/bad"))
		);
		assert!(!root.join("made/for").exists());
		assert_eq!(fs::read_to_string(root.join("made/other/theirs")).expect("kept"), "theirs");
		assert_eq!(fs::read_dir(root.join("made")).expect("kept").count(), 1, "no staging left");
	}

	#[test]
	fn a_link_to_a_folder_is_written_through_and_stays_a_link() {
		let scratch = scratch("link");
		let root = scratch.path();
		let real = root.join("real");
		fs::create_dir(&real).expect("the folder");
		let link = root.join("link");
		std::os::unix::fs::symlink(&real, &link).expect("a link to it");
		place(&files(), false, &link).expect("written through");
		assert!(fs::symlink_metadata(&link).expect("the link").file_type().is_symlink());
		assert_eq!(fs::read(real.join("a/one")).expect("in the folder"), b"1");
	}

	#[test]
	fn a_long_name_is_written_since_the_staging_name_is_short() {
		let scratch = scratch("long");
		let folder = scratch.path().join("n".repeat(250));
		place(&files(), false, &folder).expect("a 250-byte name is a name");
		assert_eq!(fs::read(folder.join("two")).expect("written"), b"2");
	}
}
