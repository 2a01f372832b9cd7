//! The checker and the generator, run as their users run them.

use eight_kit::{parse_boards, run_within, Distances, Problem, GOAL, SOLVABLE};
use std::collections::HashSet;
use std::io::Write;
use std::path::PathBuf;
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

const CHECK: &str = env!("CARGO_BIN_EXE_check");
const GEN: &str = env!("CARGO_BIN_EXE_gen");

/// A scratch folder of this test's own, removed when dropped: its name holds the process and a
/// number no other scratch folder of the process has, so tests running at once never share one.
struct Scratch(PathBuf);

impl Scratch {
	fn new(name: &str) -> Scratch {
		static MADE: AtomicUsize = AtomicUsize::new(0);
		let number = MADE.fetch_add(1, Ordering::SeqCst);
		let unique = format!("eight-{name}-{}-{number}", std::process::id());
		let path = std::env::temp_dir().join(unique);
		std::fs::create_dir_all(&path).expect("a scratch folder");
		Scratch(path)
	}

	fn file(&self, name: &str, contents: &str) -> String {
		let path = self.0.join(name);
		std::fs::write(&path, contents).expect("write a scratch file");
		path.to_string_lossy().into_owned()
	}
}

impl Drop for Scratch {
	fn drop(&mut self) {
		let _ = std::fs::remove_dir_all(&self.0);
	}
}

/// The checker's exit status and message for OUTPUT against INPUT and ANSWER.
fn check(input: &str, output: &str, answer: &str) -> (i32, String) {
	check_problem(&[], input, output, answer)
}

/// As [`check`], with the checker's options first.
fn check_problem(options: &[&str], input: &str, output: &str, answer: &str) -> (i32, String) {
	let scratch = Scratch::new("check");
	let result = Command::new(CHECK)
		.args(options)
		.arg(scratch.file("input", input))
		.arg(scratch.file("output", output))
		.arg(scratch.file("answer", answer))
		.output()
		.expect("run the checker");
	let message = String::from_utf8_lossy(&result.stderr).trim_end().to_string();
	(result.status.code().expect("an exit status"), message)
}

const INPUT: &str = "2 3 4 1 5 x 7 6 8\n1 2 3 4 5 6 7 8 x\n2 1 3 4 5 6 7 8 x\n";
const ANSWER: &str = "ullddrurdllurdruldr\n\nunsolvable\n";

#[test]
fn checker_accepts_any_shortest_answer() {
	assert_eq!(check(INPUT, ANSWER, ANSWER).0, 0);
	// Another shortest path for the first board: the solver's own.
	let other = "dlurullddrurdllurdr\n\nunsolvable\n";
	assert_eq!(check(INPUT, other, ANSWER).0, 0);
	// No final newline, a carriage return, trailing spaces: judges ignore them.
	assert_eq!(check(INPUT, "dlurullddrurdllurdr\r\n  \nunsolvable", ANSWER).0, 0);
}

#[test]
fn checker_rejects_each_kind_of_wrong_answer() {
	let cases = [
		// Too long: legal, reaches the goal, 21 moves.
		("ullddrurdllurdruldrlr\n\nunsolvable\n", 1, "case 1: 21 moves, shortest is 19"),
		// Illegal: the blank starts in the right column.
		("r\n\nunsolvable\n", 1, "case 1: move 1 (r) leaves the board"),
		// Misses the goal.
		("ul\n\nunsolvable\n", 1, "case 1: the 2 moves end on"),
		// `unsolvable` for a solvable board.
		("unsolvable\n\nunsolvable\n", 1, "case 1: 'unsolvable', but the board is solved in 19"),
		// A path for an unsolvable board.
		("ullddrurdllurdruldr\n\nlr\n", 1, "case 3: board is unsolvable"),
		// The solved board answered with moves that come back.
		("ullddrurdllurdruldr\nlr\nunsolvable\n", 1, "case 2: 2 moves, shortest is 0"),
		// A line missing.
		("ullddrurdllurdruldr\n\n", 2, "case 3: no line (the output has 2 lines for 3 cases)"),
		// A line extra.
		("ullddrurdllurdruldr\n\nunsolvable\nud\n", 2, "line 4 after the last case"),
		// Garbage.
		("ullddrurdllurdruldr\nUNSOLVABLE\nunsolvable\n", 2, "case 2: 'U' in \"UNSOLVABLE\""),
		("ULLDDRURDLLURDRULDR\n\nunsolvable\n", 2, "case 1: 'U'"),
		("", 2, "case 1: no line (the output has 0 lines for 3 cases)"),
	];
	for (output, code, message) in cases {
		let (status, said) = check(INPUT, output, ANSWER);
		assert_eq!(status, code, "{output:?}: {said}");
		assert!(said.starts_with(message), "{output:?}: {said}");
	}
}

#[test]
fn checker_stops_when_it_cannot_judge() {
	// Input that is not valid cases.
	let (status, said) = check("1 2 3 4 5 6 7 8 9\n", "\n", "");
	assert_eq!(status, 3, "{said}");
	assert!(said.contains("is not valid input: case 1"), "{said}");
	// An expected answer that is itself wrong: the test is broken, not the solver.
	let (status, said) = check(INPUT, ANSWER, "ullddrurdllurdruldrlr\n\nunsolvable\n");
	assert_eq!(status, 3, "{said}");
	assert!(said.contains("the expected answer"), "{said}");
	// A file that cannot be read.
	let result = Command::new(CHECK)
		.args(["/nonexistent/input", "/nonexistent/output", "/nonexistent/answer"])
		.output()
		.expect("run the checker");
	assert_eq!(result.status.code(), Some(3));
	// Wrong number of arguments.
	let result = Command::new(CHECK).arg("only-one").output().expect("run the checker");
	assert_eq!(result.status.code(), Some(3));
}

#[test]
fn checker_works_as_oj_calls_it() {
	// `oj test --judge-command check` runs `check INPUT ACTUAL EXPECTED`, with an empty
	// EXPECTED when a test has no expected output.
	let scratch = Scratch::new("oj");
	let input = scratch.file("input", INPUT);
	let output = scratch.file("output", ANSWER);
	for empty_expected in [true, false] {
		let mut command = Command::new(CHECK);
		command.arg(&input).arg(&output);
		if empty_expected {
			command.arg("");
		}
		let result = command.output().expect("run the checker");
		assert_eq!(result.status.code(), Some(0), "empty EXPECTED: {empty_expected}");
	}
}

fn generate(arguments: &[&str]) -> String {
	let result = Command::new(GEN).args(arguments).output().expect("run the generator");
	assert!(result.status.success(), "gen {arguments:?}");
	String::from_utf8(result.stdout).expect("ASCII boards")
}

#[test]
fn generator_is_reproducible_from_its_seed() {
	let first = generate(&["--seed", "42", "--count", "50", "--mixed"]);
	assert_eq!(first, generate(&["--seed", "42", "--count", "50", "--mixed"]));
	assert_ne!(first, generate(&["--seed", "43", "--count", "50", "--mixed"]));
	assert_eq!(first.lines().count(), 50);
}

#[test]
fn generator_gives_the_kind_of_board_asked_for() {
	let distances = Distances::compute(&GOAL);
	let boards = |arguments: &[&str]| {
		parse_boards(generate(arguments).as_bytes()).expect("boards in the solver's format")
	};
	let solvable = boards(&["--count", "200"]);
	assert_eq!(solvable.len(), 200);
	assert!(solvable.iter().all(|board| distances.of(board).is_some()));
	let unsolvable = boards(&["--count", "200", "--unsolvable"]);
	assert!(unsolvable.iter().all(|board| distances.of(board).is_none()));
	let mixed = boards(&["--count", "200", "--mixed"]);
	let solvable_mixed = mixed.iter().filter(|board| distances.of(board).is_some()).count();
	assert!((60..=140).contains(&solvable_mixed), "{solvable_mixed} of 200 solvable");
	for depth in 0..=31u8 {
		let depth_text = depth.to_string();
		let at_depth = boards(&["--depth", &depth_text, "--count", "5", "--seed", "9"]);
		assert_eq!(at_depth.len(), 5);
		for board in at_depth {
			assert_eq!(distances.of(&board), Some(depth), "{board:?}");
		}
	}
}

#[test]
fn generator_lists_every_solvable_board_once() {
	let distances = Distances::compute(&GOAL);
	let all = parse_boards(generate(&["--all"]).as_bytes()).expect("boards");
	assert_eq!(all.len(), SOLVABLE);
	assert!(all.iter().all(|board| distances.of(board).is_some()));
	assert_eq!(all.iter().collect::<HashSet<_>>().len(), SOLVABLE, "distinct");
}

#[test]
fn generator_refuses_what_it_cannot_do() {
	for arguments in [&["--depth", "32"][..], &["--count"], &["--count", "many"], &["--bogus"]] {
		let result = Command::new(GEN).args(arguments).output().expect("run the generator");
		assert_eq!(result.status.code(), Some(2), "{arguments:?}");
		assert!(String::from_utf8_lossy(&result.stderr).starts_with("gen: "));
	}
}

#[test]
fn checker_judges_each_problem() {
	// AcWing 845: the fewest number of moves, or -1.
	let counts = |output: &str| check_problem(&["--problem", "acwing845"], INPUT, output, "").0;
	assert_eq!(counts("19\n0\n-1\n"), 0);
	assert_eq!(counts("19\n0\n-1"), 0);
	assert_eq!(counts("21\n0\n-1\n"), 1);
	assert_eq!(counts("19\n0\n0\n"), 1);
	assert_eq!(counts("19\n0\nunsolvable\n"), 2);
	assert_eq!(counts("ullddrurdllurdruldr\n0\n-1\n"), 2);
	// Luogu P1379: nine glued digits, the goal 1 2 3 / 8 0 4 / 7 6 5.
	let luogu = |output: &str| {
		check_problem(&["--problem=luogu1379"], "283104765\n123804765\n", output, "")
	};
	assert_eq!(luogu("4\n0\n").0, 0);
	let (status, said) = luogu("5\n0\n");
	assert_eq!((status, said.as_str()), (1, "case 1: 5, but the fewest moves are 4"));
	let (status, said) = check_problem(&["--problem", "poj1077"], INPUT, ANSWER, "");
	assert_eq!(status, 3, "{said}");
	assert!(said.contains("unknown problem 'poj1077'"), "{said}");
}

#[test]
fn checker_ignores_a_missing_final_newline_and_blank_lines_at_the_end() {
	// The last board is solved: its answer is an empty line, whose newline may be missing.
	assert_eq!(check("2 1 3 4 5 6 7 8 x\n1 2 3 4 5 6 7 8 x\n", "unsolvable\n", "").0, 0);
	assert_eq!(check("2 1 3 4 5 6 7 8 x\n1 2 3 4 5 6 7 8 x\n", "unsolvable\n\n", "").0, 0);
	for trailing in ["\n", "\n\n\n", "\n  \n\r\n"] {
		assert_eq!(check(INPUT, &format!("{ANSWER}{trailing}"), ANSWER).0, 0, "{trailing:?}");
	}
	// But a line of text after the last case is still extra.
	assert_eq!(check(INPUT, &format!("{ANSWER}\nud\n"), ANSWER).0, 2);
}

#[test]
fn checker_takes_help_only_alone() {
	let scratch = Scratch::new("help");
	let input = scratch.file("input", INPUT);
	for arguments in
		[vec![input.as_str(), "--help"], vec!["--help", input.as_str(), input.as_str()]]
	{
		let result = Command::new(CHECK).args(&arguments).output().expect("run the checker");
		assert_eq!(result.status.code(), Some(3), "{arguments:?}");
	}
	let help = Command::new(CHECK).arg("--help").output().expect("run the checker");
	assert!(
		help.status.success() && String::from_utf8_lossy(&help.stdout).starts_with("usage: check")
	);
}

/// The checker's exit status, its message, and its peak memory in KiB where GNU time tells it,
/// on an OUTPUT file written by `write`, against one case of INPUT.
fn check_hostile(
	input: &str,
	write: impl Fn(&mut std::fs::File),
) -> (Option<i32>, String, Option<u64>) {
	let scratch = Scratch::new("hostile");
	let input = scratch.file("input", input);
	let output = scratch.0.join("output");
	write(&mut std::fs::File::create(&output).expect("create OUTPUT"));
	let (program, arguments) = match std::path::Path::new("/usr/bin/time").exists() {
		true => ("/usr/bin/time", vec!["-f", "peak %M", CHECK]),
		false => (CHECK, vec![]),
	};
	let mut arguments: Vec<String> = arguments.iter().map(|a| a.to_string()).collect();
	arguments.extend([input, output.to_string_lossy().into_owned()]);
	let arguments: Vec<&str> = arguments.iter().map(String::as_str).collect();
	let result =
		run_within(program, &arguments, b"", Duration::from_secs(60)).expect("run the checker");
	let result = result.expect("a verdict within a minute");
	let said = String::from_utf8_lossy(&result.stderr).into_owned();
	let peak =
		said.lines().find_map(|line| line.strip_prefix("peak ")).and_then(|kib| kib.parse().ok());
	(result.status.code(), said, peak)
}

#[test]
fn checker_memory_and_time_are_bounded_whatever_output_holds() {
	let megabytes = |byte: u8, count: usize| {
		move |file: &mut std::fs::File| {
			let block = vec![byte; 1 << 20];
			for _ in 0..count {
				file.write_all(&block).expect("write OUTPUT");
			}
		}
	};
	// A line longer than any answer is wrong at once, whatever follows.
	for (byte, name) in [(0xff, "0xFF"), (b'l', "l"), (0, "NUL")] {
		let (status, said, peak) = check_hostile(INPUT, megabytes(byte, 64));
		assert_eq!(status, Some(2), "{name}: {said}");
		assert!(said.contains("longer than any answer"), "{said}");
		assert!(peak.map_or(true, |peak| peak < 16 * 1024), "{name}: {peak:?} KiB");
	}
	// Blank lines after the last case are read, and ignored, in bounded memory.
	let (status, said, peak) = check_hostile("1 2 3 4 5 6 7 8 x\n", megabytes(b'\n', 64));
	assert_eq!(status, Some(0), "{said}");
	assert!(peak.map_or(true, |peak| peak < 16 * 1024), "newlines: {peak:?} KiB");
	// An endless OUTPUT: the first line decides.
	let result =
		run_within(CHECK, &["/dev/null", "/dev/zero"], b"", Duration::from_secs(20)).expect("run");
	let result = result.expect("a verdict, not a hang");
	assert_eq!(result.status.code(), Some(2), "{}", String::from_utf8_lossy(&result.stderr));
}

#[cfg(unix)]
#[test]
fn file_names_need_not_be_utf8_and_arguments_must_be() {
	use std::os::unix::ffi::OsStrExt;
	let scratch = Scratch::new("names");
	let input = scratch.0.join(std::ffi::OsStr::from_bytes(b"in\xff"));
	let output = scratch.0.join(std::ffi::OsStr::from_bytes(b"out\xfe"));
	std::fs::write(&input, INPUT).expect("write INPUT");
	std::fs::write(&output, ANSWER).expect("write OUTPUT");
	let result = Command::new(CHECK).arg(&input).arg(&output).output().expect("run the checker");
	assert_eq!(result.status.code(), Some(0), "{}", String::from_utf8_lossy(&result.stderr));
	let bad = std::ffi::OsStr::from_bytes(b"--seed=\xff");
	let result = Command::new(GEN).arg(bad).output().expect("run the generator");
	assert_eq!(result.status.code(), Some(2));
	assert!(String::from_utf8_lossy(&result.stderr).starts_with("gen: the argument "));
}

#[cfg(unix)]
#[test]
fn help_that_cannot_be_written_is_an_error_and_a_closed_pipe_is_not() {
	for program in [CHECK, GEN] {
		for redirect in ["> /dev/full", ">&-"] {
			let script = format!("\"$0\" --help {redirect}");
			let result =
				Command::new("sh").args(["-c", &script, program]).output().expect("run sh");
			let said = String::from_utf8_lossy(&result.stderr);
			assert_eq!(result.status.code(), Some(1), "{program} {redirect}: {said}");
			assert!(said.contains(": cannot write the output: "), "{said}");
		}
		let result = Command::new("sh")
			.args(["-c", "\"$0\" --help | true", program])
			.output()
			.expect("run sh");
		assert!(result.status.success() && result.stderr.is_empty(), "{program}");
	}
}

#[test]
fn generator_streams_any_count() {
	for count in ["100000000", "18446744073709551615"] {
		let script = format!("\"$0\" --count {count} | head -1");
		let started = std::time::Instant::now();
		let result = Command::new("sh").args(["-c", &script, GEN]).output().expect("run sh");
		assert!(started.elapsed() < Duration::from_secs(20), "--count {count}: not streamed");
		assert!(result.status.success() && result.stderr.is_empty(), "--count {count}");
		assert_eq!(String::from_utf8_lossy(&result.stdout).lines().count(), 1);
	}
}

#[test]
fn generator_writes_each_problems_format() {
	let luogu = generate(&["--problem", "luogu1379", "--count", "50", "--seed", "3"]);
	let distances = Distances::compute(&Problem::Luogu1379.goal());
	for line in luogu.lines() {
		assert!(line.len() == 9 && line.bytes().all(|byte| byte.is_ascii_digit()), "{line}");
		let boards = parse_boards(line.as_bytes()).expect("a board");
		assert!(distances.of(&boards[0]).is_some(), "{line} reaches Luogu's goal");
	}
	let at_four = generate(&["--problem=luogu1379", "--depth", "4", "--count", "5"]);
	for board in parse_boards(at_four.as_bytes()).expect("boards") {
		assert_eq!(distances.of(&board), Some(4));
	}
	assert_eq!(generate(&["--problem", "acwing845"]), generate(&[]));
}
