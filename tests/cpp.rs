//! The checker and the validator written by hand in C++ (`standalone/check.cpp`,
//! `standalone/validate.cpp`), for the systems that build only C or C++, held to the Rust
//! programs on one shared corpus (and the packages' C++ solution, `standalone/solve.cpp`, held
//! to the kit's checker): for every problem and every protocol, the same exit status,
//! the same standard output and error, and the same files written (testlib's result file,
//! Kattis's feedback). They build under C++14 with g++ and every warning an error (under C++17,
//! C++20 and with clang++ too in `.ci/compile-alone`). g++ is required under CI.

mod support;

use eight_kit::reference::{Board, Distances, Draw, Move, Problem, Random, CATALOGUE};
use eight_kit::solving::sources;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;
use support::{run_with_input, skip, Scratch};

const CHECK: &str = env!("CARGO_BIN_EXE_check");
const VALIDATE: &str = env!("CARGO_BIN_EXE_validate");
const EIGHT: &str = env!("CARGO_BIN_EXE_eight");
const GEN: &str = env!("CARGO_BIN_EXE_gen");
const PACK: &str = env!("CARGO_BIN_EXE_pack");

/// The C++ programs, built once into Cargo's folder for the tests' scratch files, as Luogu builds
/// them (`g++ -fno-asm -std=c++14 -O2`, its manual says), every warning an error: their folder,
/// or `None` without g++. The other standards and compilers (C++17 and C++20, DOMjudge's
/// gnu++20, clang++) are CI's, in `.ci/compile-alone`.
fn built() -> Option<PathBuf> {
	static BUILT: Mutex<Option<Option<PathBuf>>> = Mutex::new(None);
	let mut built = BUILT.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
	built.get_or_insert_with(build).clone()
}

fn build() -> Option<PathBuf> {
	if Command::new("g++").arg("--version").output().is_err() {
		return None;
	}
	// A scratch folder kept for the whole run, and removed at its end.
	let folder = eight_kit::shell::scratch::Scratch::new("cpp-builds")
		.expect("a folder for the builds")
		.until_exit();
	// Two at once: the machine has two cores.
	std::thread::scope(|scope| {
		for tool in ["check", "validate", "solve", "gen"] {
			let folder = &folder;
			scope.spawn(move || {
				let source = format!("standalone/{tool}.cpp");
				let output = Command::new("g++")
					.args(["-std=c++14", "-fno-asm", "-O2", "-Wall", "-Wextra", "-Werror", "-o"])
					.arg(folder.join(tool))
					.arg(&source)
					.output()
					.expect("run the compiler");
				let said = String::from_utf8_lossy(&output.stderr);
				assert!(output.status.success(), "g++ -std=c++14 {source}: {said}");
				assert!(said.is_empty(), "g++ -std=c++14 {source} warns: {said}");
			});
		}
	});
	Some(folder)
}

/// Everything a run left: its status, its two streams, and every file in its folder with its
/// bytes.
#[derive(Debug, PartialEq, Eq)]
struct Seen {
	status: Option<i32>,
	stdout: String,
	stderr: String,
	files: Vec<(String, Vec<u8>)>,
}

/// Runs `program` in a folder of its own holding `files`, with `arguments` and `stdin`.
fn run_in(
	name: &str,
	program: &Path,
	files: &[(&str, &[u8])],
	arguments: &[&str],
	stdin: &[u8],
) -> Seen {
	let scratch = Scratch::new(name);
	for (file, bytes) in files {
		scratch.file(file, bytes);
	}
	std::fs::create_dir_all(scratch.path().join("feedback")).expect("a feedback folder");
	let mut child = Command::new(program)
		.args(arguments)
		.current_dir(scratch.path())
		.stdin(Stdio::piped())
		.stdout(Stdio::piped())
		.stderr(Stdio::piped())
		.spawn()
		.expect("run the program");
	let mut pipe = child.stdin.take().expect("piped");
	let bytes = stdin.to_vec();
	let writer = std::thread::spawn(move || {
		use std::io::Write;
		let _ = pipe.write_all(&bytes);
	});
	let output = child.wait_with_output().expect("the program's output");
	let _ = writer.join();
	let mut written = Vec::new();
	for folder in [scratch.path().to_path_buf(), scratch.path().join("feedback")] {
		for entry in std::fs::read_dir(&folder).expect("the folder").flatten() {
			let path = entry.path();
			let name =
				path.strip_prefix(scratch.path()).expect("inside").to_string_lossy().into_owned();
			if path.is_file() && !files.iter().any(|(file, _)| *file == name) {
				written.push((name, std::fs::read(&path).expect("a written file")));
			}
		}
	}
	written.sort();
	Seen {
		status: output.status.code(),
		stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
		stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
		files: written,
	}
}

/// The Rust program and the C++ one, run alike, must leave the same.
fn same(rust: &str, cpp: &Path, files: &[(&str, &[u8])], arguments: &[&str], stdin: &[u8]) -> Seen {
	let from_rust = run_in("rust", Path::new(rust), files, arguments, stdin);
	let from_cpp = run_in("cpp", cpp, files, arguments, stdin);
	assert_eq!(from_rust, from_cpp, "{arguments:?}, stdin {:?}", String::from_utf8_lossy(stdin));
	from_rust
}

/// A shortest answer other than the solver's where one exists: from each board, the last move
/// (r, l, d, u) that goes a move nearer, where the solver takes the first.
fn other_shortest(board: &Board, distances: &Distances) -> Vec<u8> {
	let mut moves = Vec::new();
	let mut at = *board;
	while let Some(left) = distances.of(&at).filter(|&left| left > 0) {
		let next = Move::ALL.iter().rev().find_map(|&way| {
			eight_kit::reference::slide(&at, way)
				.filter(|next| distances.of(next) == Some(left - 1))
				.map(|next| (way, next))
		});
		let (way, next) = next.expect("a move nearer");
		moves.push(way.letter());
		at = next;
	}
	moves
}

/// The corpus for one problem: its input, and the outputs to judge, each with its name.
fn corpus(problem: &Problem, random: &mut Random) -> (Vec<u8>, Vec<(&'static str, Vec<u8>)>) {
	let distances = Distances::compute(&problem.goal);
	let mut boards: Vec<Board> = Vec::new();
	let count = if problem.many_cases { 6 } else { 1 };
	while boards.len() < count {
		let board = random.board();
		if distances.of(&board).map_or(!problem.promises_solvable, |moves| moves > 3) {
			boards.push(board);
		}
	}
	if problem.many_cases {
		boards.push(problem.goal);
	}
	let input: Vec<u8> =
		boards.iter().flat_map(|board| (problem.format_board(board) + "\n").into_bytes()).collect();
	let answer = |board: &Board, moves: Vec<u8>| -> Vec<u8> {
		match distances.of(board) {
			None => problem.unsolvable().as_bytes().to_vec(),
			Some(fewest) if !problem.prints_moves() => fewest.to_string().into_bytes(),
			Some(_) => moves,
		}
	};
	// The solver's answers, one run for every board, a line each (the goal's an empty one, which
	// a checker's reading of lines would pass over at the end).
	let solved = run_with_input(EIGHT, &["--problem", problem.name], &input).expect("run");
	assert!(solved.status.success(), "{}: the solver", problem.name);
	let solved: Vec<Vec<u8>> = solved
		.stdout
		.strip_suffix(b"\n")
		.unwrap_or_default()
		.split(|&byte| byte == b'\n')
		.map(<[u8]>::to_vec)
		.collect();
	assert_eq!(solved.len(), boards.len(), "{}: one answer a board", problem.name);
	let lines = |change: &dyn Fn(usize, Vec<u8>) -> Vec<u8>| -> Vec<u8> {
		let mut text = Vec::new();
		for (case, board) in boards.iter().enumerate() {
			text.extend(change(case, answer(board, solved[case].clone())));
			text.push(b'\n');
		}
		text
	};
	let right = lines(&|_, line| line);
	let mut outputs = vec![
		("right", right.clone()),
		(
			"other-shortest",
			lines(&|case, line| {
				if problem.prints_moves() && distances.of(&boards[case]).is_some() {
					other_shortest(&boards[case], &distances)
				} else {
					line
				}
			}),
		),
		(
			"short",
			lines(&|_, line| {
				if problem.prints_moves() {
					line.get(1..).unwrap_or_default().to_vec()
				} else {
					line
				}
			}),
		),
		(
			"long",
			lines(&|_, line| {
				if problem.prints_moves() && line != b"unsolvable" {
					[&line[..], b"lr"].concat()
				} else {
					[&line[..], b"0"].concat()
				}
			}),
		),
		("illegal", lines(&|_, line| [b"uuuu", &line[..]].concat())),
		("empty", Vec::new()),
		("garbage", (0..300).map(|_| random.below(256) as u8).collect()),
		("truncated", right[..right.iter().position(|&byte| byte == b'\n').unwrap_or(0)].to_vec()),
		("huge", vec![b'u'; 3 << 20]),
		("bom", [&b"\xef\xbb\xbf"[..], &right].concat()),
		(
			"crlf",
			right
				.iter()
				.flat_map(|&byte| if byte == b'\n' { vec![b'\r', b'\n'] } else { vec![byte] })
				.collect(),
		),
		(
			"spaced",
			right
				.iter()
				.flat_map(|&byte| if byte == b'\n' { b"  \t\n".to_vec() } else { vec![byte] })
				.collect(),
		),
		("unicode", [&b"ul\xc2\xa9ld\n"[..], &right].concat()),
		("extra", [&right[..], b"\n\nud\n"].concat()),
	];
	outputs.push((
		"count-zero-padded",
		if problem.prints_moves() { b"0".to_vec() } else { [b"0", &right[..]].concat() },
	));
	// Blank lines before the answers (a count is read past them, as testlib's readLong reads
	// one), a count past 64 bits, a count split by a space.
	outputs.push(("blank-before", [&b"\n\n"[..], &right].concat()));
	outputs.push(("past-64-bits", lines(&|_, line| [&line[..], b"99999999999999999999"].concat())));
	// A minus sign before each line: `-19` is a number to testlib's readLong, a wrong count; `-0`
	// and `--1` are none.
	outputs.push(("minus", lines(&|_, line| [&b"-"[..], &line[..]].concat())));
	outputs.push((
		"minus-past-64-bits",
		lines(&|_, line| [&b"-9223372036854775809"[..], &line[..]].concat()),
	));
	outputs.push((
		"split",
		lines(&|_, line| match line.len() {
			0 | 1 => line,
			_ => [&line[..1], b" ", &line[1..]].concat(),
		}),
	));
	// Every answer made longer than a line is kept, by moves that undo one another: right where
	// any solution is, and for the others wrong; then one move off the board among them, and a
	// space among them, each past the part kept.
	let padded = |extra: &[u8]| {
		lines(&|_, line| {
			if problem.prints_moves() && line != b"unsolvable" {
				[b"lr".repeat(40), extra.to_vec(), line].concat()
			} else {
				line
			}
		})
	};
	outputs.push(("padded", padded(b"")));
	outputs.push(("padded-off", padded(b"uuuudddd")));
	outputs.push(("padded-spaced", padded(b" ")));
	outputs.push(("padded-far", lines(&|_, line| [b"lr".repeat(1 << 19), line].concat())));
	(input, outputs)
}

/// Holds the C++ checker at `cpp` to the Rust one on `problem`'s corpus, drawn from `seed`: the
/// protocol and the status of every call.
fn judge_the_corpus(problem: &Problem, cpp: &Path, seed: u64) -> Vec<(String, Option<i32>)> {
	let mut verdicts = Vec::new();
	let mut judged = |arguments: &[&str], status: Option<i32>| {
		let protocol = arguments.iter().position(|&argument| argument == "--protocol");
		let protocol = protocol.map_or("testlib", |at| arguments[at + 1]);
		verdicts.push((protocol.to_string(), status));
	};
	let (input, outputs) = corpus(problem, &mut Random::new(seed));
	let right = outputs[0].1.clone();
	for (name, output) in &outputs {
		let files: [(&str, &[u8]); 3] = [("in", &input), ("out", output), ("ans", &right)];
		let problem_flag = ["--problem", problem.name];
		let mut calls = vec![
			vec!["in", "out", "ans"],
			vec!["--protocol", "cms", "in", "ans", "out"],
			vec!["--protocol", "hustoj", "in", "ans", "out"],
		];
		// testlib's other forms, for a few of the outputs.
		if ["right", "short", "garbage"].contains(name) {
			calls.push(vec!["in", "out"]);
			calls.push(vec!["--testset", "1", "--group", "2", "in", "out", "ans", "result"]);
			calls.push(vec!["in", "out", "ans", "result", "-appes"]);
		}
		for arguments in calls {
			let arguments: Vec<&str> = problem_flag.iter().copied().chain(arguments).collect();
			let seen = same(CHECK, cpp, &files, &arguments, b"");
			judged(&arguments, seen.status);
		}
		let kattis = ["--problem", problem.name, "--protocol", "kattis", "in", "ans", "feedback"];
		let seen = same(CHECK, cpp, &files, &kattis, output);
		judged(&kattis, seen.status);
		assert!(!name.is_empty());
	}
	// A broken test: the answer wrong, empty, or missing; the input no boards; the output
	// missing.
	let short = &outputs[2].1;
	for (files, arguments) in [
		(
			vec![("in", &input[..]), ("out", &right[..]), ("ans", &short[..])],
			vec!["in", "out", "ans"],
		),
		(
			vec![("in", &input[..]), ("out", &right[..]), ("ans", &b""[..])],
			vec!["in", "out", "ans"],
		),
		(vec![("in", &input[..]), ("out", &right[..])], vec!["in", "out", "missing"]),
		(vec![("in", &b"1 2 3 4 5 6 7 8 8\n"[..]), ("out", &right[..])], vec!["in", "out"]),
		(vec![("in", &input[..])], vec!["in", "missing"]),
		(vec![("in", &input[..]), ("out", &right[..])], vec!["--protocol", "cms", "in", "", "out"]),
		(
			vec![("in", &input[..]), ("out", &right[..])],
			vec!["--protocol", "cms", "in", "missing", "out"],
		),
		(
			vec![("in", &input[..]), ("out", &right[..])],
			vec!["--protocol", "kattis", "in", "missing", "feedback"],
		),
		(
			vec![("in", &input[..]), ("out", &right[..])],
			vec!["--protocol", "hustoj", "in", "missing", "out"],
		),
	] {
		let arguments: Vec<&str> =
			["--problem", problem.name].into_iter().chain(arguments).collect();
		let seen = same(CHECK, cpp, &files, &arguments, &right);
		judged(&arguments, seen.status);
	}
	verdicts
}

#[test]
fn the_cpp_checker_judges_as_the_rust_checker_on_every_problem_and_protocol() {
	let folder = match built() {
		Some(folder) => folder,
		None => return skip("no g++ here: the C++ checker was not held to the Rust one"),
	};
	let cpp = folder.join("check");
	// The statuses each protocol gave, to hold that the corpus reached every one. Two problems
	// at a time: the machine has two cores.
	let mut verdicts: BTreeMap<String, BTreeSet<Option<i32>>> = BTreeMap::new();
	let problems: Vec<(u64, &Problem)> = (1077..).zip(CATALOGUE.iter()).collect();
	let judged: Vec<(String, Option<i32>)> = std::thread::scope(|scope| {
		let halves: Vec<_> = [0, 1]
			.into_iter()
			.map(|half| {
				let (cpp, problems) = (&cpp, &problems);
				scope.spawn(move || {
					let mine = problems.iter().skip(half).step_by(2);
					let judged = mine.map(|&(seed, problem)| judge_the_corpus(problem, cpp, seed));
					judged.flatten().collect::<Vec<_>>()
				})
			})
			.collect();
		halves.into_iter().flat_map(|half| half.join().expect("a half of the corpus")).collect()
	});
	for (protocol, status) in judged {
		verdicts.entry(protocol).or_default().insert(status);
	}
	// The corpus reached every verdict of every protocol.
	for (protocol, codes) in [
		("testlib", &[0, 1, 2, 3][..]),
		("hustoj", &[0, 1, 2, 3]),
		("cms", &[0, 3]),
		("kattis", &[1, 42, 43]),
	] {
		let seen: BTreeSet<Option<i32>> = codes.iter().map(|&code| Some(code)).collect();
		assert_eq!(verdicts.get(protocol), Some(&seen), "{protocol}");
	}
	// And the command line: its mistakes, and what it takes.
	for arguments in [
		&["--bogus"][..],
		&["-x"],
		&["in"],
		&["in", "out", "ans", "result", "extra"],
		&["--problem"],
		&["--problem", "poj1078", "in", "out"],
		&["--protocol", "polygon", "in", "out"],
		&["--protocol=kattis", "in", "out"],
		&["--protocol", "cms", "in", "ans", "out", "-appes"],
		&["in", "out", "-appes"],
		&["in", "out", "ans", "result", "-appes", "extra"],
		&["in", "out", "-APPES", "ans", "result"],
		&["--problem", "acwing179", "--problem=acwing845", "in", "out"],
		&["in", "out", "--help"],
		&["--version=1"],
		&["--version"],
		&["-V"],
		&["--", "in", "out"],
		&["", "out"],
		&["in", ""],
		&["in", "out", ""],
		&["in", "out", "", ""],
		&["--protocol", "kattis", "in", "", ""],
		&["--protocol", "cms", "in", "", ""],
		// CMS's BatchAndOutput passes a fourth argument; no other word is taken there.
		&["--protocol", "cms", "in", "out", "out", "batch"],
		&["--protocol", "cms", "in", "out", "out", "outputonly"],
		&["--protocol", "cms", "in", "out", "out", "other"],
		&["in", "out", "out", "batch"],
		&["--protocol", "hustoj", "", "out", "out"],
		&["--list-problems"],
		&["--list-problems", "in", "out"],
		&["in", "out", "--list-problems"],
		&["--list-problems=1"],
		&["--list-problems", "-appes"],
		// A mistake is said as the protocol asked last says one: testlib's and HUSTOJ's FAIL.
		&["--bogus", "--protocol", "domjudge"],
		&["--protocol", "hustoj", "--bogus"],
		&["--protocol", "cms", "--protocol", "testlib", "in"],
		&["--protocol=kattis", "--", "--protocol", "cms"],
		&["--protocol"],
	] {
		same(CHECK, &cpp, &[("in", b"1 2 3 4 x 6 7 5 8\n"), ("out", b"dr\n")], arguments, b"");
	}
}

#[cfg(unix)]
#[test]
fn the_cpp_checker_refuses_a_stream_closed_at_the_start_as_the_rust_checker_does() {
	// A closed stream's number would go to the first file opened: `/dev/stdout` would name the
	// input, and the result file written there would overwrite it; under Kattis's protocol the
	// input would be read as the output. Each run, in a folder of its own, by both checkers:
	// the same status, words and files, and the input as it was.
	let folder = match built() {
		Some(folder) => folder,
		None => return skip("no g++ here: the C++ checker was not held to the Rust one"),
	};
	let cpp = folder.join("check");
	let input = std::fs::read("samples/1.in").expect("a sample");
	let answer = std::fs::read("samples/1.out").expect("its answer");
	let runs = [
		("\"$0\" 1.in 1.out 1.out /dev/stdout 1>&-", 3),
		("\"$0\" 1.in 1.out 1.out /dev/stderr 2>&-", 3),
		("\"$0\" 1.in 1.out 1.out /dev/null", 0),
		("\"$0\" --protocol kattis 1.in 1.out feedback 0<&-", 1),
		("\"$0\" --protocol cms 1.in 1.out 1.out 1>&-", 3),
		("\"$0\" --list-problems 1>&-", 3),
	];
	let files: [(&str, &[u8]); 2] = [("1.in", &input), ("1.out", &answer)];
	let read = ["feedback/judgemessage.txt", "feedback/judgeerror.txt", "1.in"];
	for (script, status) in runs {
		let rust = scripted(Path::new(CHECK), script, &files, &read);
		let kept = rust.3[2].as_deref() == Some(&input[..]);
		assert_eq!((rust.0, kept), (Some(status), true), "{script}: the Rust checker: {rust:?}");
		let cpp = scripted(&cpp, script, &files, &read);
		assert_eq!(cpp, rust, "{script}: the C++ checker, then the Rust one");
	}
}

#[cfg(unix)]
#[test]
fn the_cpp_validator_refuses_a_stream_closed_at_the_start_as_the_rust_validator_does() {
	// The input on a closed standard input, the markup to a closed output named `stdout` or
	// `/dev/stdout`, or after an overview file that took the closed output's number, and the help
	// to a closed output: the same status, words and files from both validators.
	let folder = match built() {
		Some(folder) => folder,
		None => return skip("no g++ here: the C++ validator was not held to the Rust one"),
	};
	let cpp = folder.join("validate");
	let input = std::fs::read("samples/1.in").expect("a sample");
	let runs = [
		("\"$0\" <1.in 0<&-", 1),
		("\"$0\" --protocol kattis <1.in 0<&-", 1),
		("\"$0\" --testMarkupFileName stdout <1.in 1>&-", 3),
		("\"$0\" --testMarkupFileName /dev/stdout <1.in 1>&-", 3),
		("\"$0\" --testOverviewLogFileName log --testMarkupFileName /dev/stdout <1.in 1>&-", 3),
		("\"$0\" --testMarkupFileName /dev/stderr <1.in 2>&-", 3),
		("\"$0\" --testMarkupFileName /dev/null <1.in", 0),
		("\"$0\" --version 1>&-", 1),
	];
	let files: [(&str, &[u8]); 1] = [("1.in", &input)];
	for (script, status) in runs {
		let rust = scripted(Path::new(VALIDATE), script, &files, &["log"]);
		assert_eq!(rust.0, Some(status), "{script}: the Rust validator: {rust:?}");
		let cpp = scripted(&cpp, script, &files, &["log"]);
		assert_eq!(cpp, rust, "{script}: the C++ validator, then the Rust one");
	}
}

#[cfg(unix)]
#[test]
fn the_cpp_generator_refuses_a_closed_output_as_the_rust_generator_does() {
	// Boards, the help or the version to a standard output closed at the start: the same status
	// and words from both generators (a mistake on the command line is said first).
	let folder = match built() {
		Some(folder) => folder,
		None => return skip("no g++ here: the C++ generator was not held to the Rust one"),
	};
	let cpp = folder.join("gen");
	let runs = [
		("\"$0\" --seed 1 1>&-", 1),
		("\"$0\" 1>&-", 1),
		("\"$0\" --depth 99 1>&-", 1),
		("\"$0\" --help 1>&-", 1),
		("\"$0\" --version 1>&-", 1),
		("\"$0\" --bogus 1>&-", 2),
	];
	for (script, status) in runs {
		let rust = scripted(Path::new(GEN), script, &[], &[]);
		assert_eq!(rust.0, Some(status), "{script}: the Rust generator: {rust:?}");
		assert_eq!(
			scripted(&cpp, script, &[], &[]),
			rust,
			"{script}: the C++ generator, then the Rust one"
		);
	}
}

#[cfg(unix)]
#[test]
fn the_cpp_programs_end_their_help_on_a_full_disk_or_a_closed_pipe_as_the_rust_ones_do() {
	// A full disk: a status and a reason; a reader that went away before the help was written
	// (`true` ends at once): no word, and 0, as a closed pipe ends the Rust programs, never the
	// signal's 141. CMS's score to such a pipe is lost, and said so.
	let folder = match built() {
		Some(folder) => folder,
		None => return skip("no g++ here: the C++ programs were not held to the Rust ones"),
	};
	let input = std::fs::read("samples/1.in").expect("a sample");
	let answer = std::fs::read("samples/1.out").expect("its answer");
	let files: [(&str, &[u8]); 2] = [("1.in", &input), ("1.out", &answer)];
	let gone = |command: &str| format!("{{ sleep 0.5; {command}; echo \"exit $?\" >&2; }} | true");
	for (rust, name) in [(CHECK, "check"), (VALIDATE, "validate"), (GEN, "gen")] {
		for option in ["--help", "--version"] {
			let full = format!("\"$0\" {option} >/dev/full");
			let said = scripted(Path::new(rust), &full, &files, &[]);
			assert!(said.0 != Some(0) && said.2.contains("No space left"), "{name}: {said:?}");
			assert_eq!(scripted(&folder.join(name), &full, &files, &[]), said, "{name} {full}");
			let closed = gone(&format!("\"$0\" {option}"));
			let said = scripted(Path::new(rust), &closed, &files, &[]);
			assert_eq!(said.2, "exit 0\n", "{name}: {closed}");
			assert_eq!(scripted(&folder.join(name), &closed, &files, &[]), said, "{name} {closed}");
		}
	}
	let score = gone("\"$0\" --protocol cms 1.in 1.out 1.out");
	let said = scripted(Path::new(CHECK), &score, &files, &[]);
	assert!(said.2.ends_with("exit 3\n"), "{said:?}");
	assert_eq!(scripted(&folder.join("check"), &score, &files, &[]), said, "{score}");
}

/// What `sh -c SCRIPT` with `program` as `$0` leaves, run in a folder of its own holding `files`
/// and an empty `feedback` folder: its status, its two streams, and then each file of `read`
/// (`None` where there is none).
#[cfg(unix)]
fn scripted(
	program: &Path,
	script: &str,
	files: &[(&str, &[u8])],
	read: &[&str],
) -> (Option<i32>, String, String, Vec<Option<Vec<u8>>>) {
	let scratch = Scratch::new("cpp-closed");
	for (name, bytes) in files {
		scratch.file(name, bytes);
	}
	std::fs::create_dir_all(scratch.path().join("feedback")).expect("a feedback folder");
	let output = Command::new("sh")
		.args(["-c", script])
		.arg(program)
		.current_dir(scratch.path())
		.stdin(Stdio::null())
		.output()
		.expect("run sh");
	let after = read.iter().map(|name| std::fs::read(scratch.path().join(name)).ok()).collect();
	(output.status.code(), text(&output.stdout), text(&output.stderr), after)
}

#[test]
fn the_cpp_validator_validates_as_the_rust_validator_on_every_problem_and_protocol() {
	let folder = match built() {
		Some(folder) => folder,
		None => return skip("no g++ here: the C++ validator was not held to the Rust one"),
	};
	let cpp = folder.join("validate");
	let cpp = cpp.as_path();
	let alphabet = b"0123456789xX \n\r\t-a";
	let mut random = Random::new(1043);
	let mut calls: Vec<([&str; 4], Vec<u8>)> = Vec::new();
	for problem in CATALOGUE.iter() {
		let distances = Distances::compute(&problem.goal);
		let mut tests: Vec<Vec<u8>> = vec![Vec::new(), b"\xef\xbb\xbf".to_vec()];
		for round in 0..40 {
			let count = if problem.many_cases { 1 + random.below(3) } else { 1 };
			let mut test = Vec::new();
			for _ in 0..count {
				let board = loop {
					let board = random.board();
					if round % 5 == 0 || distances.of(&board).is_some() {
						break board;
					}
				};
				test.extend_from_slice((problem.format_board(&board) + "\n").as_bytes());
			}
			tests.push(test.clone());
			let at = random.below(test.len() as u64 + 1) as usize;
			let byte = alphabet[random.below(alphabet.len() as u64) as usize];
			match random.below(5) {
				0 if at < test.len() => test[at] = byte,
				1 if at < test.len() => {
					test.remove(at);
				}
				2 => test.splice(0..0, b"\xef\xbb\xbf".iter().copied()).for_each(drop),
				3 => {
					test = test
						.iter()
						.flat_map(|&b| if b == b'\n' { vec![b'\r', b'\n'] } else { vec![b] })
						.collect()
				}
				_ => test.insert(at, byte),
			}
			tests.push(test);
		}
		for test in tests {
			for protocol in ["testlib", "kattis"] {
				calls.push((["--problem", problem.name, "--protocol", protocol], test.clone()));
			}
		}
	}
	// Two calls at a time: the machine has two cores.
	std::thread::scope(|scope| {
		for half in [0, 1] {
			let calls = &calls;
			scope.spawn(move || {
				for (arguments, test) in calls.iter().skip(half).step_by(2) {
					same(VALIDATE, cpp, &[], arguments, test);
				}
			});
		}
	});
	for arguments in [
		&["--bogus"][..],
		&["file"],
		&["--protocol", "cms"],
		&["--testCase", "3", "--testOverviewLogFileName", "log", "--group", "g"],
		&[
			"--testMarkupFileName",
			"mu",
			"--testOverviewLogFileName",
			"ov",
			"--testCaseFileName",
			"tc",
		],
		&["--testMarkupFileName", "stdout"],
		&["--testMarkupFileName=missing/mu"],
		&["--testOverviewLogFileName", "missing/ov", "--protocol", "kattis"],
		&["--problem"],
		&["--problem", "x"],
		&["--version=1"],
		&["--version"],
	] {
		same(VALIDATE, cpp, &[], arguments, b"1 2 3 4 x 6 7 5 8\n");
		same(VALIDATE, cpp, &[], arguments, b"\xef\xbb\xbf1 2 3 4 x 6 7 5 8\n");
		same(VALIDATE, cpp, &[], arguments, b"1 2 3 4 x 6 7 5 8\n\n");
	}
}

#[test]
fn the_cpp_programs_take_every_problem_of_the_catalogue_and_list_it_in_their_help() {
	let folder = match built() {
		Some(folder) => folder,
		None => return skip("no g++ here: the C++ programs' problems were not checked"),
	};
	for tool in ["check", "validate", "gen"] {
		let help = Command::new(folder.join(tool)).arg("--help").output().expect("run");
		let help = String::from_utf8_lossy(&help.stdout);
		let version = Command::new(folder.join(tool)).arg("--version").output().expect("run");
		assert_eq!(
			String::from_utf8_lossy(&version.stdout),
			format!("{tool} {}\n", env!("CARGO_PKG_VERSION"))
		);
		for problem in CATALOGUE.iter() {
			assert!(help.contains(problem.name), "{tool} --help lists {}", problem.name);
			let output = Command::new(folder.join(tool))
				.args(["--problem", problem.name, "--version"])
				.output()
				.expect("run");
			// Taken as a problem: the complaint is --version's, not the name's.
			let said = String::from_utf8_lossy(&output.stderr);
			assert!(
				said.contains("--version goes alone"),
				"{tool} --problem {}: {said}",
				problem.name
			);
		}
	}
}

#[test]
fn the_cpp_files_catalogues_are_the_catalogue_field_by_field() {
	use eight_kit::reference::Layout;
	// Each C++ file keeps the problems it needs as a table of its own (one std-only file has no
	// other way); each row is written here from the catalogue, and the file must hold exactly
	// these rows, in the catalogue's order.
	let goal = |problem: &Problem| {
		let cells: Vec<String> = problem.goal.iter().map(u8::to_string).collect();
		cells.join(", ")
	};
	let check_rows: String = CATALOGUE
		.iter()
		.map(|problem| {
			// The checker shows boards only: a loose line is a line.
			let layout = match problem.layout {
				Layout::Line | Layout::LooseLine => 'l',
				Layout::Glued => 'g',
				Layout::ThreeLines => 't',
			};
			format!(
				"\t{{\"{}\", {{{}}}, '{}', {}, {}, '{layout}'}},\n",
				problem.name,
				goal(problem),
				problem.blank as char,
				problem.prints_moves(),
				problem.any_solution
			)
		})
		.collect();
	let validate_rows: String = CATALOGUE
		.iter()
		.map(|problem| {
			let layout = match problem.layout {
				Layout::Line => 'l',
				Layout::LooseLine => 's',
				Layout::Glued => 'g',
				Layout::ThreeLines => 't',
			};
			format!(
				"\t{{\"{}\", {{{}}}, '{}', '{layout}', {}, {}}},\n",
				problem.name,
				goal(problem),
				problem.blank as char,
				problem.many_cases,
				problem.promises_solvable
			)
		})
		.collect();
	let files = [
		("check", &check_rows),
		("validate", &validate_rows),
		("solve", &check_rows),
		("gen", &validate_rows),
	];
	for (file, rows) in files {
		let path = format!("{}/standalone/{file}.cpp", env!("CARGO_MANIFEST_DIR"));
		let source = std::fs::read_to_string(&path).expect("the C++ file");
		let table = source.split("static const Problem PROBLEMS[] = {\n").nth(1).expect("a table");
		let table = table.split("};").next().expect("its end");
		assert_eq!(
			table,
			rows.as_str(),
			"{path}: the catalogue's rows, as the file should hold them"
		);
	}
}

#[test]
fn the_cpp_solution_is_right_on_every_problem_and_each_of_its_mistakes_is_judged_wrong() {
	let folder = match built() {
		Some(folder) => folder,
		None => return skip("no g++ here: the C++ solution was not judged"),
	};
	let solve = folder.join("solve").to_string_lossy().into_owned();
	// Its command line: an option given twice refused, --help no mistake.
	let twice = run_with_input(&solve, &["--problem", "poj1077", "--problem", "hdu1043"], b"")
		.expect("run");
	assert_eq!(
		(twice.status.code(), text(&twice.stderr)),
		(Some(2), "solve: --problem is given twice\n".to_string())
	);
	let help = run_with_input(&solve, &["--help"], b"").expect("run");
	assert_eq!(
		(help.status.code(), text(&help.stdout)),
		(Some(0), "usage: solve [--problem NAME] [--mistake NAME] < boards\n".to_string())
	);
	// Input that cannot be read is no end of the input, nor output that cannot be written a
	// success: each a message and exit 1, not the answers to nothing.
	for (script, said) in [
		("\"$0\" < .", "solve: cannot read the input: Is a directory (os error 21)\n"),
		("\"$0\" <&-", "solve: cannot read the input: Bad file descriptor (os error 9)\n"),
		(
			"echo 1 2 3 4 5 6 7 x 8 | \"$0\" >/dev/full",
			"solve: cannot write the output: No space left on device (os error 28)\n",
		),
		(
			"\"$0\" --help >/dev/full",
			"solve: cannot write the output: No space left on device (os error 28)\n",
		),
	] {
		let output = Command::new("sh").args(["-c", script, &solve]).output().expect("run sh");
		assert_eq!(
			(output.status.code(), text(&output.stderr)),
			(Some(1), said.to_string()),
			"{script}"
		);
	}
	// A reader that went away ends it quietly, as it ends the judge file, even on boards that
	// never end.
	for script in [
		"{ sleep 0.5; \"$0\" --help; echo \"exit $?\" >&2; } | true",
		"{ yes '1 2 3 4 5 6 7 x 8' | \"$0\"; echo \"exit $?\" >&2; } | head -n 1 >/dev/null",
	] {
		let output = Command::new("sh").args(["-c", script, &solve]).output().expect("run sh");
		assert_eq!(text(&output.stderr), "exit 0\n", "{script}");
	}
	let scratch = Scratch::new("solve");
	for problem in CATALOGUE.iter() {
		// The solved board, the farthest ones, and 200 more drawn, unsolvable ones among them
		// where the problem may give them.
		let distances = Distances::compute(&problem.goal);
		let mut boards = vec![problem.goal];
		boards.extend(distances.boards_at(distances.farthest()).into_iter().take(4));
		let mut random = Random::new(1043);
		while boards.len() < 205 {
			let board = random.board();
			if distances.of(&board).is_some() || !problem.promises_solvable {
				boards.push(board);
			}
		}
		let text = |boards: &[Board]| -> Vec<u8> {
			boards
				.iter()
				.flat_map(|board| (problem.format_board(board) + "\n").into_bytes())
				.collect()
		};
		// The slow one, hopeless on the farthest boards, on the solved board and six at 12 moves.
		let mut near = vec![problem.goal];
		near.extend(distances.boards_at(12).into_iter().step_by(97).take(6));
		let judged = |mistake: &str| {
			let slow = mistake == eight_kit::solving::sources::TOO_SLOW;
			let cases = if slow { &near } else { &boards };
			let input = text(cases);
			scratch.file("input", &input);
			let arguments = ["--problem", problem.name, "--mistake", mistake];
			let answered = run_with_input(&solve, &arguments, &input).expect("run");
			assert_eq!(answered.status.code(), Some(0), "{} {mistake}", problem.name);
			scratch.file("output", &answered.stdout);
			let (input, output) = (scratch.path().join("input"), scratch.path().join("output"));
			let checked = Command::new(CHECK)
				.args(["--problem", problem.name])
				.args([&input, &output])
				.output()
				.expect("run the checker");
			(checked.status.code(), String::from_utf8_lossy(&checked.stderr).into_owned())
		};
		for right in ["none", eight_kit::solving::sources::TOO_SLOW] {
			let (status, said) = judged(right);
			assert_eq!(status, Some(0), "{} {right}: {said}", problem.name);
		}
		// Right and longer, where any solution is right: a checker that demanded the fewest
		// moves (AcWing 179's, on the same boards) rejects it, so a package with it catches one.
		if let Some(longer) = eight_kit::solving::sources::longer_but_right(problem) {
			let (status, said) = judged(longer);
			assert_eq!(status, Some(0), "{} {longer}: {said}", problem.name);
			let (input, output) = (scratch.path().join("input"), scratch.path().join("output"));
			let demanding = Command::new(CHECK)
				.args(["--problem", "acwing179"])
				.args([&input, &output])
				.output()
				.expect("run the checker");
			assert_eq!(demanding.status.code(), Some(1), "{}: the fewest demanded", problem.name);
		}
		for mistake in eight_kit::solving::sources::mistakes(problem) {
			let (status, said) = judged(mistake);
			assert!(
				matches!(status, Some(1) | Some(2)),
				"{} {mistake}: judged {status:?}: {said}",
				problem.name
			);
			// The mistake on the last case is found there, and nowhere before.
			if mistake == "last_case_wrong" {
				assert!(said.contains(&format!("case {}", boards.len())), "{said}");
			}
		}
	}
	// Its answers are not the judge file's where a board has two shortest ones: a validator that
	// compares them byte for byte would reject it.
	let sample = b"2 3 4 1 5 x 7 6 8\n";
	let ours = run_with_input(&solve, &[], sample).expect("run");
	let judge_files = run_with_input(EIGHT, &[], sample).expect("run");
	assert_eq!(ours.stdout.len(), judge_files.stdout.len());
	assert_ne!(ours.stdout, judge_files.stdout);
}

#[test]
fn the_cpp_generator_writes_what_the_rust_generator_writes_from_every_command_line() {
	let folder = match built() {
		Some(folder) => folder,
		None => return skip("no g++ here: the C++ generator was not held to the Rust one"),
	};
	let cpp = folder.join("gen");
	let mut runs = 0;
	for problem in CATALOGUE.iter() {
		let farthest = Distances::compute(&problem.goal).farthest().to_string();
		let name = problem.name;
		let lines: [&[&str]; 7] = [
			&["--problem", name],
			&["--problem", name, "7"],
			&["--problem", name, "--count", "25", "--seed", "3"],
			&["--problem", name, "--unsolvable", "--count", "20", "4"],
			&[&format!("--problem={name}"), "--mixed", "--count=20", "--seed=5"],
			&["--problem", name, "--depth", &farthest, "--count", "20"],
			&["--problem", name, "--depth", "12", "--count", "30", "8"],
		];
		for arguments in lines {
			let seen = same(GEN, &cpp, &[], arguments, b"");
			assert!(seen.status == Some(0) && !seen.stdout.is_empty(), "{arguments:?}: {seen:?}");
			runs += 1;
		}
	}
	// Its help and its version, the same bytes too: setters.md says the same command line
	// writes the same bytes.
	for arguments in [&["--help"][..], &["--version"], &["-h"]] {
		let seen = same(GEN, &cpp, &[], arguments, b"");
		assert!(seen.status == Some(0) && !seen.stdout.is_empty(), "{arguments:?}: {seen:?}");
		runs += 1;
	}
	// Every solvable board once, in each layout that writes a board its own way.
	for name in ["acwing179", "luogu1379", "aoj_alds1_13_b"] {
		let seen = same(GEN, &cpp, &[], &["--problem", name, "--all"], b"");
		let lines = match support::problem(name).layout {
			eight_kit::reference::Layout::ThreeLines => 3,
			_ => 1,
		};
		assert_eq!(seen.stdout.matches('\n').count(), 181_440 * lines, "{name}");
		runs += 1;
	}
	// The refusals, in the same words and with the same status.
	let refused: [&[&str]; 22] = [
		&["--depth", "32"],
		&["--problem", "luogu1379", "--depth", "31"],
		&["--bogus"],
		&["--bogus=1"],
		&["-x"],
		&["5", "6"],
		&["a"],
		&[""],
		&["-"],
		&["--count"],
		&["--count", "+"],
		&["--count", "-3"],
		&["--count", "99999999999999999999"],
		&["--seed", "1", "3"],
		&["--seed", "1", "--seed=2"],
		&["--all", "3"],
		&["--all", "--count", "2"],
		&["--solvable", "--mixed"],
		&["--all=yes"],
		&["--problem", "zz"],
		&["--help", "x"],
		&["--", "--all"],
	];
	for arguments in refused {
		let seen = same(GEN, &cpp, &[], arguments, b"");
		assert_eq!(seen.status, Some(2), "{arguments:?}: {seen:?}");
		assert!(seen.stdout.is_empty() && seen.stderr.starts_with("gen: "), "{arguments:?}");
		runs += 1;
	}
	// A seed drawn is said, and the boards are that seed's.
	let drawn = run_in("cpp", &cpp, &[], &["--seed", "random", "--count", "3"], b"");
	let seed = drawn.stderr.strip_prefix("gen: seed ").and_then(|rest| rest.strip_suffix('\n'));
	let seed = seed.unwrap_or_else(|| panic!("the seed said: {:?}", drawn.stderr));
	assert!(seed.parse::<u32>().map_or(false, |seed| seed < 1_000_000), "{seed}");
	let again = same(GEN, &cpp, &[], &["--seed", seed, "--count", "3"], b"");
	assert_eq!(drawn.stdout, again.stdout);
	assert!(runs > 70);
}

#[test]
fn the_cpp_checker_says_what_the_rust_one_says_where_testlib_was_asked() {
	// tests/testlib's outputs and command lines, on which tests/kit.rs holds the Rust checker to
	// testlib's own verdicts: the C++ one must leave exactly what the Rust one leaves.
	let folder = match built() {
		Some(folder) => folder,
		None => return skip("no g++ here: the C++ checker was not held to testlib's verdicts"),
	};
	let cpp = folder.join("check");
	let (corpus, verdicts) = support::testlib_verdicts();
	let root = Path::new(env!("CARGO_MANIFEST_DIR"));
	let input = std::fs::read(root.join("samples/1.in")).expect("samples/1.in");
	let answer = std::fs::read(root.join("samples/1.out")).expect("samples/1.out");
	for verdict in &verdicts {
		let name = verdict.name.split('+').next().unwrap_or_default();
		let output = corpus.iter().find(|(corpus_name, _)| corpus_name == name);
		let output = output.or(corpus.first()).map(|(_, output)| output.clone()).expect("outputs");
		let files: [(&str, &[u8]); 3] = [("in", &input), ("out", &output), ("ans", &answer)];
		let arguments: Vec<&str> = verdict.arguments.iter().map(String::as_str).collect();
		same(CHECK, &cpp, &files, &arguments, b"");
	}
}

#[test]
fn the_cpp_generator_writes_a_packages_secret_tests_from_their_recorded_command_lines() {
	let folder = match built() {
		Some(folder) => folder,
		None => return skip("no g++ here: the C++ generator was not run on a package's record"),
	};
	for problem in ["luogu1379", "hdu1043"] {
		let scratch = Scratch::new("generated-cpp");
		let package = scratch.path().join(problem);
		let name = package.to_string_lossy().into_owned();
		let arguments = ["--problem", problem, "--format", "kattis-2023-07", &name];
		let packed = Command::new(PACK).args(arguments).output().expect("run pack");
		assert!(packed.status.success(), "{}", String::from_utf8_lossy(&packed.stderr));
		let commands = support::generator_commands(&package);
		assert!(commands.len() > 10, "{problem}: {commands:?}");
		for (file, arguments) in commands {
			let written = Command::new(folder.join("gen")).args(&arguments).output().expect("run");
			let test = std::fs::read(package.join(&file)).expect("a test");
			assert!(written.stdout == test, "{problem}: gen.cpp {arguments:?} is not {file}");
		}
	}
}

#[test]
fn the_python_solution_is_right_and_shortest_on_every_problem_and_its_table_the_catalogues() {
	// Its table: each problem's goal and whether it asks for the moves, row by row, in the
	// catalogue's order.
	let rows: String = CATALOGUE
		.iter()
		.map(|problem| {
			let goal: Vec<String> = problem.goal.iter().map(u8::to_string).collect();
			let moves = if problem.prints_moves() { "True" } else { "False" };
			format!("    {:?}: (({}), {moves}),\n", problem.name, goal.join(", "))
		})
		.collect();
	let table = sources::SOLVE_PY.split("PROBLEMS = {\n").nth(1).expect("a table");
	assert_eq!(table.split('}').next(), Some(rows.as_str()), "standalone/solve.py's table");
	if Command::new("python3").arg("--version").output().is_err() {
		return skip("no python3 here: the Python solution was not run");
	}
	for problem in CATALOGUE.iter() {
		let scratch = Scratch::new("python");
		let source = scratch.file("solve.py", sources::solve_py_for(problem));
		let generator = eight_kit::reference::Generator::new(problem);
		let far = u64::from(generator.distances().farthest());
		let mut input = Vec::new();
		let kind = if problem.promises_solvable { Draw::Solvable } else { Draw::Mixed };
		generator.write(kind, 7, Some(40), &mut input).expect("boards");
		generator.write(Draw::Depth(far), 7, Some(2), &mut input).expect("boards");
		generator.write(Draw::Depth(0), 7, Some(1), &mut input).expect("boards");
		let input_file = scratch.file("in", &input);
		let answered = run_with_input("python3", &[&source], &input).expect("run python3");
		assert!(answered.status.success(), "{}: {}", problem.name, text(&answered.stderr));
		let output = scratch.file("out", &answered.stdout);
		let judged = Command::new(CHECK)
			.args(["--problem", problem.name, &input_file, &output])
			.output()
			.expect("run the checker");
		assert!(judged.status.success(), "{}: {}", problem.name, text(&judged.stderr));
	}
	// Its command line: --problem, as solve.cpp takes it; anything else refused.
	let scratch = Scratch::new("python-arguments");
	let source = scratch.file("solve.py", sources::SOLVE_PY);
	let luogu = std::fs::read("samples/luogu1379/1.in").expect("a sample");
	let answered =
		run_with_input("python3", &[&source, "--problem", "luogu1379"], &luogu).expect("run");
	assert_eq!((answered.status.code(), text(&answered.stdout)), (Some(0), "4\n".to_string()));
	for (arguments, said) in [
		(
			&["--problem", "luogu1379", "--problem", "acwing845"][..],
			"solve.py: --problem is given twice (try --help)\n",
		),
		(&["--bogus"], "solve.py: unknown option '--bogus' (try --help)\n"),
		(&["--problem"], "solve.py: --problem needs a value (try --help)\n"),
		(
			&["--help", "x"],
			"solve.py: --help goes alone, with nothing else on the command line (try --help)\n",
		),
		(&["--problem", "luogu1379", "x"], "solve.py: unexpected argument 'x' (try --help)\n"),
		(&["--", "x"], "solve.py: unexpected argument 'x' (try --help)\n"),
	] {
		let answered = run_with_input("python3", &[&[&source[..]][..], arguments].concat(), &luogu)
			.expect("run");
		assert_eq!(
			(answered.status.code(), text(&answered.stderr)),
			(Some(2), said.to_string()),
			"{arguments:?}"
		);
		assert!(answered.stdout.is_empty());
	}
	let help = run_with_input("python3", &[&source, "--help"], b"").expect("run");
	assert!(
		help.status.success() && text(&help.stdout).starts_with("usage: solve.py [--problem NAME]")
	);
	// It reads as it answers: a board is answered while the input is still open, and input that
	// never ends in a board is refused at its first byte, not read whole first.
	let mut child = Command::new("python3")
		.arg(&source)
		.stdin(Stdio::piped())
		.stdout(Stdio::piped())
		.spawn()
		.expect("run python3");
	let mut stdin = child.stdin.take().expect("piped");
	std::io::Write::write_all(&mut stdin, b"1 2 3 4 x 6 7 5 8\n").expect("a board");
	let mut stdout = std::io::BufReader::new(child.stdout.take().expect("piped"));
	let mut line = String::new();
	std::io::BufRead::read_line(&mut stdout, &mut line).expect("its answer");
	assert_eq!(line, "dr\n", "answered before the input ends");
	drop(stdin);
	assert!(child.wait().expect("its end").success());
	let zero = std::fs::File::open("/dev/zero").expect("/dev/zero");
	let answered = Command::new("python3").arg(&source).stdin(zero).output().expect("run");
	assert_eq!(
		(answered.status.code(), text(&answered.stderr)),
		(Some(2), "eight: case 1 (line 1): byte 0x00 is not a cell\n".to_string())
	);
	// Input that is no board: the answers before it, then the words, and status 2.
	let scratch = Scratch::new("python-bad");
	let source = scratch.file("solve.py", sources::SOLVE_PY);
	let answered = run_with_input("python3", &[&source], b"1 2 3 4 5 6 7 8 x\n1 2 q").expect("run");
	assert_eq!(answered.status.code(), Some(2));
	assert_eq!(text(&answered.stdout), "\n");
	assert_eq!(text(&answered.stderr), "eight: case 2 (line 2): 'q' is not a cell\n");
}

fn text(bytes: &[u8]) -> String {
	String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn the_cpp_checker_judges_a_line_of_any_solution_that_never_ends_as_the_rust_one_at_once() {
	let folder = match built() {
		Some(folder) => folder,
		None => return skip("no g++ here: the C++ checker was not held to the Rust one"),
	};
	let cpp = folder.join("check");
	let scratch = Scratch::new("endless-line");
	scratch.file("in", "1 2 3 4 x 6 7 5 8\n");
	scratch.file("out", "dr\n");
	std::fs::create_dir_all(scratch.path().join("feedback")).expect("a feedback folder");
	for problem in ["poj1077", "hdu1043"] {
		for (line, status) in support::ENDLESS_LINES {
			let rust = support::endless_line(CHECK, line, scratch.path(), problem);
			let rust = rust.unwrap_or_else(|| panic!("{problem}: {line}: the Rust checker hung"));
			assert_eq!(rust.0, Some(status), "{problem}: {line}: {rust:?}");
			let from_cpp = support::endless_line(&cpp, line, scratch.path(), problem);
			assert_eq!(
				from_cpp,
				Some(rust),
				"{problem}: {line}: the C++ checker, then the Rust one"
			);
		}
	}
}

/// Inputs, and what the judge file answers to each: its standard output, standard error and exit
/// status, in its own words (the case, the line it begins on, and why).
const READ_AS_THE_JUDGE_FILE_READS: [(&[u8], &str, &str, i32); 18] = [
	(b"\xef\xbb\xbf1 2 3 4 5 6 7 8 x\n", "\n", "", 0),
	(b"\xef\xbb\xbf", "", "", 0),
	(b"", "", "", 0),
	(b"123456780\n\n\x0b 2\t1\r\n3 4 5 6 7 8 X\x0c", "\nunsolvable\n", "", 0),
	(b"\xef", "", "eight: case 1 (line 1): byte 0xef is not a cell\n", 2),
	(b"\xef\xbb", "", "eight: case 1 (line 1): byte 0xef is not a cell\n", 2),
	(b"\xef\xbb1 2 3 4 5 6 7 8 x\n", "", "eight: case 1 (line 1): byte 0xef is not a cell\n", 2),
	(b"\xef\n1 2 3 4 5 6 7 8 x\n", "", "eight: case 1 (line 1): byte 0xef is not a cell\n", 2),
	(b" \xef\xbb\xbf1 2 3 4 5 6 7 8 x", "", "eight: case 1 (line 1): byte 0xef is not a cell\n", 2),
	(b"12345678x\xef\xbb\xbf", "\n", "eight: case 2 (line 1): byte 0xef is not a cell\n", 2),
	(b"1 2 3 4 5 6 7 8 x\n1 2 q", "\n", "eight: case 2 (line 2): 'q' is not a cell\n", 2),
	(b"1 2 3\n4 5 5", "", "eight: case 1 (line 1): '5' appears twice\n", 2),
	(b"1 2 x 4 5 6 7 8 X", "", "eight: case 1 (line 1): 'X' is a second blank\n", 2),
	(b"1 2 3 \x01", "", "eight: case 1 (line 1): byte 0x01 is not a cell\n", 2),
	(b"\x7f", "", "eight: case 1 (line 1): byte 0x7f is not a cell\n", 2),
	(b"\n\n1 2", "", "eight: case 1 (line 3): the input ends after 2 of 9 cells\n", 2),
	(
		b"1 2 3 4 5 6 7 8 x\n\n1 2 3\n\xff",
		"\n",
		"eight: case 2 (line 3): byte 0xff is not a cell\n",
		2,
	),
	(b"2 1 3 4 5 6 7 8 x\n9", "unsolvable\n", "eight: case 2 (line 2): '9' is not a cell\n", 2),
];

#[test]
fn the_cpp_and_python_solutions_read_what_the_judge_file_reads() {
	// Each input given at once, and one that begins with a byte-order mark's first byte also with
	// its first two bytes in writes of their own: the judge file's answers and words, from both.
	let scratch = Scratch::new("read-alike");
	let source = scratch.file("solve.py", sources::SOLVE_PY);
	let mut programs: Vec<(String, Vec<String>)> = Vec::new();
	match built() {
		Some(folder) => {
			programs.push((folder.join("solve").to_string_lossy().into_owned(), vec![]))
		}
		None => skip("no g++ here: the C++ solution's reading was not tried"),
	}
	match Command::new("python3").arg("--version").output() {
		Ok(_) => programs.push(("python3".to_string(), vec![source])),
		Err(_) => skip("no python3 here: the Python solution's reading was not tried"),
	}
	// The two at once: each run waits mostly on pauses and a start.
	std::thread::scope(|scope| {
		for (program, arguments) in &programs {
			let scratch = &scratch;
			scope.spawn(move || {
				let arguments: Vec<&str> = arguments.iter().map(String::as_str).collect();
				for (input, stdout, stderr, status) in READ_AS_THE_JUDGE_FILE_READS {
					let said = String::from_utf8_lossy(input);
					let whole =
						support::run_in_pieces(program, &arguments, scratch.path(), &[input]);
					let cut = input.len().min(2);
					let pieces = [&input[..cut.min(1)], &input[cut.min(1)..cut], &input[cut..]];
					let mut outputs = vec![whole];
					if input.starts_with(b"\xef") {
						outputs.push(support::run_in_pieces(
							program,
							&arguments,
							scratch.path(),
							&pieces,
						));
					}
					for output in outputs {
						let output = output.expect("run").expect("an end within a minute");
						assert_eq!(
							(
								text(&output.stdout).as_str(),
								text(&output.stderr).as_str(),
								output.status.code()
							),
							(stdout, stderr, Some(status)),
							"{program} {arguments:?} < {said:?}"
						);
					}
				}
			});
		}
	});
}
