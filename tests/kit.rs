//! The checker and the generator, run as their users run them.

mod support;

use eight_kit::reference::{parse_boards, Distances, GOAL, SOLVABLE};
use std::collections::HashSet;
use std::io::Write;
use std::process::{Command, Stdio};
use std::time::Duration;
use support::run_within;
use support::Scratch;

const CHECK: &str = env!("CARGO_BIN_EXE_check");
const GEN: &str = env!("CARGO_BIN_EXE_gen");

/// The checker's exit status and message for OUTPUT against INPUT and ANSWER.
fn check(input: &str, output: &str, answer: &str) -> (i32, String) {
	check_problem(&[], input, output, answer)
}

/// As [`check`], with the checker's options first; an empty `answer` is none.
fn check_problem(options: &[&str], input: &str, output: &str, answer: &str) -> (i32, String) {
	let scratch = Scratch::new("check");
	let mut command = Command::new(CHECK);
	command.args(options).arg(scratch.file("input", input)).arg(scratch.file("output", output));
	// An empty ANSWER is none given: a file with nothing in it is a broken test.
	if !answer.is_empty() {
		command.arg(scratch.file("answer", answer));
	}
	let result = command.output().expect("run the checker");
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
fn whitespace_around_an_answer_never_changes_a_verdict() {
	// testlib's line and token checkers pass over whitespace around an answer, however much:
	// trailing spaces past 64 bytes, with LF or CRLF, a line of spaces after the last case, an
	// answer after leading spaces.
	let pad = " ".repeat(100);
	for output in [
		format!("ullddrurdllurdruldr{pad}\n\nunsolvable\n"),
		format!("ullddrurdllurdruldr{pad}\r\n\r\nunsolvable\r\n"),
		format!("ullddrurdllurdruldr\n\nunsolvable\n{pad}\n"),
		format!("{pad}ullddrurdllurdruldr\n\t\n  unsolvable\n"),
	] {
		assert_eq!(check(INPUT, &output, ANSWER).0, 0, "{output:?}");
	}
	// Between the moves, whitespace is no answer: a wrong one, as testlib's readers find a line
	// that does not match its pattern.
	let (code, _) = check(INPUT, "ullddrurd llurdruldr\n\nunsolvable\n", ANSWER);
	assert_eq!(code, 1);
}

#[test]
fn checker_rejects_each_kind_of_wrong_answer() {
	let cases = [
		// Too long: legal, reaches the goal, 21 moves.
		("ullddrurdllurdruldrlr\n\nunsolvable\n", 1, "case 1: 21 moves, but the fewest are 19"),
		// Illegal: the blank starts in the right column.
		("r\n\nunsolvable\n", 1, "case 1: move 1 (r) leaves the board"),
		// Misses the goal.
		(
			"ul\n\nunsolvable\n",
			1,
			"case 1: after 2 moves the board is 2 x 3 1 5 4 7 6 8, not the goal",
		),
		// `unsolvable` for a solvable board.
		("unsolvable\n\nunsolvable\n", 1, "case 1: 'unsolvable', but the board is solved in 19"),
		// A path for an unsolvable board.
		("ullddrurdllurdruldr\n\nlr\n", 1, "case 3: the board is unsolvable"),
		// The solved board answered with moves that come back.
		("ullddrurdllurdruldr\nlr\nunsolvable\n", 1, "case 2: 2 moves, but the fewest are 0"),
		// A line missing.
		("ullddrurdllurdruldr\n\n", 2, "case 3: no line (the output ends after 2 lines)"),
		// A line extra.
		(
			"ullddrurdllurdruldr\n\nunsolvable\nud\n",
			2,
			"line 4 is after the last case (the input has 3 cases)",
		),
		// A line that is no answer: wrong, as testlib's readers judge a line that does not match
		// its pattern (only a line missing or one too many is a matter of format).
		("ullddrurdllurdruldr\nUNSOLVABLE\nunsolvable\n", 1, "case 2: 'U' in \"UNSOLVABLE\""),
		("ULLDDRURDLLURDRULDR\n\nunsolvable\n", 1, "case 1: 'U'"),
		("Unsolvable\n\nunsolvable\n", 1, "case 1: 'U'"),
		("ullddrurd\0llurdruldr\n\nunsolvable\n", 1, "case 1: byte 0x00"),
		// Moves past any answer's length: wrong, whatever the line's length (63 legal moves or 65).
		(
			&*format!("ullddrurdllurdruldr{}\n\nunsolvable\n", "lr".repeat(22)),
			1,
			"case 1: 63 moves, but the fewest are 19",
		),
		(
			&*format!("ullddrurdllurdruldr{}\n\nunsolvable\n", "lr".repeat(23)),
			1,
			"case 1: line 1 is longer than any answer (64 bytes)",
		),
		("", 2, "case 1: no line (the output ends after 0 lines)"),
	];
	for (output, code, message) in cases {
		let (status, said) = check(INPUT, output, ANSWER);
		assert_eq!(status, code, "{output:?}: {said}");
		// testlib's words first: what LibreOJ, Hydro and the like read the verdict from.
		let words = if code == 1 { "wrong answer" } else { "wrong output format" };
		assert!(said.starts_with(&format!("{words} {message}")), "{output:?}: {said}");
	}
}

#[test]
fn checker_stops_when_it_cannot_judge() {
	// Input that is not valid cases.
	let (status, said) = check("1 2 3 4 5 6 7 8 9\n", "\n", "");
	assert_eq!(status, 3, "{said}");
	assert!(
		said.contains("is not boards: case 1 (line 1): '9' is not a cell (cells are"),
		"{said}"
	);
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
fn a_random_seed_is_drawn_and_said_so_that_it_draws_the_same_again() {
	let output =
		Command::new(GEN).args(["--seed", "random", "--count", "5"]).output().expect("run");
	assert!(output.status.success());
	let said = String::from_utf8_lossy(&output.stderr).into_owned();
	let seed = said.strip_prefix("gen: seed ").and_then(|rest| rest.trim().parse::<u64>().ok());
	let seed = seed.unwrap_or_else(|| panic!("the seed said: {said}"));
	assert_eq!(generate(&["--seed", &seed.to_string(), "--count", "5"]).as_bytes(), output.stdout);
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
	assert_eq!((status, said.as_str()), (1, "wrong answer case 1: 5, but the fewest moves are 4"));
	let (status, said) = check_problem(&["--problem", "poj1078"], INPUT, ANSWER, "");
	assert_eq!(status, 3, "{said}");
	assert!(said.contains("unknown problem 'poj1078'"), "{said}");
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
		assert_eq!(status, Some(1), "{name}: {said}");
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
	let distances = Distances::compute(&support::problem("luogu1379").goal);
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

#[test]
fn checker_streams_its_input_too() {
	// Endless bytes that are no cells: judged broken at the first one, not read into memory.
	let result =
		run_within(CHECK, &["/dev/zero", "/dev/null"], b"", Duration::from_secs(20)).expect("run");
	let result = result.expect("an end, not a hang");
	let said = String::from_utf8_lossy(&result.stderr);
	assert_eq!(result.status.code(), Some(3), "{said}");
	assert!(
		said.starts_with("FAIL the input /dev/zero is not boards: case 1 (line 1): byte 0x00"),
		"{said}"
	);
	// 64 MiB of spaces before one board: memory stays what a case needs.
	let spaces = " ".repeat(64 << 20) + "1 2 3 4 5 6 7 8 x\n";
	let (status, said, peak) = check_hostile(&spaces, |file| {
		file.write_all(b"\n").expect("write OUTPUT");
	});
	assert_eq!(status, Some(0), "{said}");
	assert!(peak.map_or(true, |peak| peak < 16 * 1024), "{peak:?} KiB");
}

/// The checker's exit status and message, with ANSWER piped into it: a pipe's size reads as 0.
fn check_piped_answer(input: &str, output: &str, answer: &[u8]) -> (Option<i32>, String) {
	let scratch = Scratch::new("piped");
	let (input, output) = (scratch.file("input", input), scratch.file("output", output));
	let arguments = [input.as_str(), output.as_str(), "/dev/stdin"];
	let result = run_within(CHECK, &arguments, answer, Duration::from_secs(20)).expect("run");
	let result = result.expect("a verdict");
	(result.status.code(), String::from_utf8_lossy(&result.stderr).trim_end().to_string())
}

#[test]
fn an_answer_is_judged_however_it_arrives() {
	let (status, said) = check_piped_answer(INPUT, ANSWER, b"garbage\n");
	assert_eq!(status, Some(3), "{said}");
	assert!(
		said.starts_with("FAIL the expected answer /dev/stdin is wrong: case 1: 'g'"),
		"{said}"
	);
	assert_eq!(check_piped_answer(INPUT, ANSWER, ANSWER.as_bytes()).0, Some(0));
	// Nothing at all in it, for an input with cases, is a broken test: what an empty OUTPUT
	// becomes when the answer is given before the output (CMS's order, HUSTOJ's). Never a pass.
	let (status, said) = check_piped_answer(INPUT, ANSWER, b"");
	assert_eq!(status, Some(3), "{said}");
	assert!(said.contains("is wrong: it is empty, and the input has cases"), "{said}");
	// The swapped order itself, with an empty OUTPUT: refused, and so is any OUTPUT judged so.
	let scratch = Scratch::new("swapped");
	let (input, empty) = (scratch.file("input", INPUT), scratch.file("empty", ""));
	let answer = scratch.file("answer", ANSWER);
	let swapped = Command::new(CHECK).args([&input, &answer, &empty]).output().expect("run");
	assert_eq!(swapped.status.code(), Some(3));
	// An empty name is still none (oj's way of giving no expected output), and an empty ANSWER
	// for an empty input is right.
	let none = Command::new(CHECK).args([&input, &answer, ""]).output().expect("run");
	assert_eq!(none.status.code(), Some(0));
	let nothing = Command::new(CHECK).args([&empty, &empty, &empty]).output().expect("run");
	assert_eq!(nothing.status.code(), Some(0));
	// A broken test is said to be broken, though OUTPUT is wrong before ANSWER is.
	let (status, said) =
		check_piped_answer(INPUT, "lr\n\nunsolvable\n", b"ullddrurdllurdruldr\n\nud\n");
	assert_eq!(status, Some(3), "{said}");
	assert!(said.contains("is wrong: case 3: the board is unsolvable"), "{said}");
	// And so is a broken input, found after OUTPUT went wrong.
	let (status, said) = check("1 2 3 4 5 6 x 7 8\n1 2 3 4 5 6 7 8 9\n", "dd\n", "");
	assert_eq!(status, 3, "{said}");
	assert!(said.contains("is not boards: case 2 (line 2)"), "{said}");
}

#[test]
fn a_count_is_right_only_in_plain_decimal() {
	let counts = |output: &str| check_problem(&["--problem", "acwing845"], INPUT, output, "");
	for output in ["019\n0\n-1\n", "0019\n0\n-1\n", "19\n0\n-01\n", "19\n00\n-1\n", "+19\n0\n-1\n"]
	{
		let (status, said) = counts(output);
		assert_eq!(status, 2, "{output:?}: {said}");
		assert!(said.contains("plain decimal"), "{said}");
	}
	// A minus sign makes a number, as testlib's readLong reads one: a wrong count, not a
	// malformed one; but `-0` is none.
	for (output, status) in [("-19\n0\n-1\n", 1), ("19\n-1\n-1\n", 1), ("19\n-0\n-1\n", 2)] {
		let (judged, said) = counts(output);
		assert_eq!(judged, status, "{output:?}: {said}");
	}
}

#[test]
fn the_checkers_command_line_follows_the_convention() {
	let scratch = Scratch::new("convention");
	let input = scratch.file("input", "2 3 4 1 5 x 7 6 8\n");
	let output = scratch.file("output", "19\n");
	let run = |arguments: &[&str]| {
		let result = Command::new(CHECK).args(arguments).output().expect("run the checker");
		(result.status.code(), String::from_utf8_lossy(&result.stderr).trim_end().to_string())
	};
	// --problem anywhere, either way.
	for arguments in [
		&["--problem", "acwing845", &input, &output][..],
		&[&input, &output, "--problem=acwing845"],
		&[&input, "--problem", "acwing845", &output],
	] {
		assert_eq!(run(arguments), (Some(0), "ok every answer is right and shortest".to_string()));
	}
	for (arguments, said) in [
		(
			&["--problemacwing845", &input, &output][..],
			"FAIL unknown option '--problemacwing845' (try --help)",
		),
		(
			&[&input],
			"FAIL give INPUT, OUTPUT and perhaps ANSWER and RESULT, not 1 file (try --help)",
		),
		(
			&[&input, &output, &output, &output, &output],
			"FAIL give INPUT, OUTPUT and perhaps ANSWER and RESULT, not 5 files (try --help)",
		),
	] {
		assert_eq!(run(arguments), (Some(3), said.to_string()), "{arguments:?}");
	}
	// One case, or two: counted as such.
	let (_, said) = run(&[&input, &scratch.file("extra", "ullddrurdllurdruldr\nud\n")]);
	assert_eq!(said, "wrong output format line 2 is after the last case (the input has 1 case)");
}

#[test]
fn a_file_that_cannot_be_read_is_named_the_same_way_whichever_it_is() {
	let scratch = Scratch::new("unreadable");
	let input = scratch.file("input", INPUT);
	let output = scratch.file("output", ANSWER);
	let folder = scratch.path().to_string_lossy().into_owned();
	for (arguments, what) in [
		([folder.as_str(), output.as_str()], "the input"),
		([input.as_str(), folder.as_str()], "the output"),
	] {
		let result = Command::new(CHECK).args(arguments).output().expect("run the checker");
		let said = String::from_utf8_lossy(&result.stderr);
		assert_eq!(result.status.code(), Some(3), "{said}");
		assert_eq!(
			said,
			format!("FAIL cannot read {what} {folder}: Is a directory (os error 21)\n")
		);
	}
	let missing = scratch.path().join("missing").to_string_lossy().into_owned();
	let result = Command::new(CHECK).args([&input, &output, &missing]).output().expect("run");
	let said = String::from_utf8_lossy(&result.stderr);
	assert_eq!(said, format!("FAIL cannot read the expected answer {missing}: No such file or directory (os error 2)\n"));
	// A missing OUTPUT is the contestant's: testlib's presentation error.
	let result = Command::new(CHECK).args([&input, &missing, &output]).output().expect("run");
	let said = String::from_utf8_lossy(&result.stderr);
	assert_eq!(result.status.code(), Some(2), "{said}");
	assert_eq!(said, format!("wrong output format cannot read the output {missing}: No such file or directory (os error 2)\n"));
}

/// A test's files, and the checker run on them with `arguments` (`{input}`, `{answer}` and the
/// like in them replaced by the files' paths) and `stdin` on its standard input: the exit
/// status, standard output and standard error.
fn check_as(scratch: &Scratch, arguments: &[&str], stdin: &[u8]) -> (Option<i32>, String, String) {
	let arguments: Vec<String> = arguments
		.iter()
		.map(|argument| argument.replace("{dir}", &scratch.path().to_string_lossy()))
		.collect();
	let arguments: Vec<&str> = arguments.iter().map(String::as_str).collect();
	let result = run_within(CHECK, &arguments, stdin, Duration::from_secs(20)).expect("run");
	let result = result.expect("a verdict");
	let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
	(result.status.code(), text(&result.stdout), text(&result.stderr))
}

#[test]
fn testlib_calls_it_with_test_sets_groups_and_a_result_file() {
	let scratch = Scratch::new("testlib");
	scratch.file("input", INPUT);
	scratch.file("answer", ANSWER);
	scratch.file("right", ANSWER);
	scratch.file("wrong", "ullddrurdllurdruldrlr\n\nunsolvable\n");
	scratch.file("garbled", "ULLDDRURDLLURDRULDR\n\nunsolvable\n");
	scratch.file("empty", "");
	let result = || std::fs::read_to_string(scratch.path().join("result")).expect("a result file");
	for (output, code, words, outcome) in [
		("right", 0, "ok every answer is right and shortest", "accepted"),
		("wrong", 1, "wrong answer case 1: 21 moves, but the fewest are 19", "wrong-answer"),
		("garbled", 1, "wrong answer case 1: 'U'", "wrong-answer"),
		("missing", 2, "wrong output format cannot read the output", "presentation-error"),
	] {
		let output = format!("{{dir}}/{output}");
		// Newer testlib passes the test set and group, anywhere.
		let plain = ["--testset", "tests", "{dir}/input", &output, "--group", "1", "{dir}/answer"];
		let (status, _, said) = check_as(&scratch, &plain, b"");
		assert_eq!(status, Some(code), "{said}");
		assert!(said.starts_with(words), "{said}");
		// A result file: the message, without testlib's words, as testlib writes it; on
		// standard error, as testlib writes then, an empty line and where to look.
		let (status, _, to_file) =
			check_as(&scratch, &["{dir}/input", &output, "{dir}/answer", "{dir}/result"], b"");
		assert_eq!(status, Some(code), "{to_file}");
		assert_eq!(to_file, "\nSee file to check exit message\n");
		let message = match code {
			0 => said.trim_end().trim_start_matches("ok ").to_string(),
			1 => said.trim_end().trim_start_matches("wrong answer ").to_string(),
			_ => said.trim_end().trim_start_matches("wrong output format ").to_string(),
		};
		assert_eq!(result(), message, "{output}");
		// And as XML, after -appes, with its outcome.
		let appes = ["{dir}/input", &output, "{dir}/answer", "{dir}/result", "-appes"];
		let (status, _, _) = check_as(&scratch, &appes, b"");
		assert_eq!(status, Some(code));
		let xml = result();
		let head = format!(
			"<?xml version=\"1.0\" encoding=\"windows-1251\"?><result outcome = \"{outcome}\">"
		);
		assert!(xml.starts_with(&head) && xml.ends_with("</result>\n"), "{xml}");
	}
	// A broken test is FAIL, exit 3, in the result file too.
	let (status, _, said) = check_as(
		&scratch,
		&["{dir}/input", "{dir}/right", "{dir}/empty", "{dir}/result", "-appes"],
		b"",
	);
	assert_eq!(status, Some(3), "{said}");
	assert_eq!(said, "\nSee file to check exit message\n");
	assert!(result().contains("<result outcome = \"fail\">the expected answer"), "{}", result());
	// Anywhere but last, -appes is misplaced, and said so: no option unknown.
	let misplaced = ["{dir}/input", "{dir}/right", "{dir}/answer", "{dir}/result", "-appes", "x"];
	let (status, _, said) = check_as(&scratch, &misplaced, b"");
	assert_eq!(status, Some(3), "{said}");
	let usage = "FAIL -appes goes last, after INPUT, OUTPUT, ANSWER and RESULT (try --help)\n";
	assert_eq!(said, usage);
	// A command line it cannot take is testlib's FAIL under testlib's protocol and HUSTOJ's,
	// the program's own word under the others', whichever --protocol came last.
	for (arguments, first) in [
		(&["{dir}/input"][..], "FAIL give INPUT, OUTPUT"),
		(&["--protocol", "hustoj", "{dir}/input"], "FAIL give INPUT, ANSWER and OUTPUT"),
		(&["--protocol=kattis", "{dir}/input"], "check: give INPUT, ANSWER and FEEDBACK_DIR"),
		(&["--protocol", "cms", "--bogus"], "check: unknown option '--bogus'"),
		(&["--bogus", "--protocol", "domjudge"], "check: unknown option '--bogus'"),
		(&["--protocol", "nope", "--bogus"], "FAIL unknown protocol 'nope'"),
	] {
		let (status, _, said) = check_as(&scratch, arguments, b"");
		assert_eq!(status, Some(3), "{arguments:?}: {said}");
		assert!(
			said.starts_with(first) && said.ends_with(" (try --help)\n"),
			"{arguments:?}: {said}"
		);
	}
}

#[test]
fn kattis_and_domjudge_call_it_with_a_feedback_folder_and_the_output_on_standard_input() {
	let scratch = Scratch::new("kattis");
	scratch.file("input", INPUT);
	scratch.file("answer", ANSWER);
	std::fs::create_dir_all(scratch.path().join("feedback")).expect("a folder");
	let message = || {
		std::fs::read_to_string(scratch.path().join("feedback/judgemessage.txt"))
			.expect("a message")
	};
	for protocol in ["kattis", "domjudge"] {
		let call = ["{dir}/input", "{dir}/answer", "{dir}/feedback", "--protocol", protocol];
		let (status, _, _) = check_as(&scratch, &call, ANSWER.as_bytes());
		assert_eq!(status, Some(42), "{protocol}");
		assert_eq!(message(), "every answer is right and shortest\n");
		let wrong = b"ullddrurdllurdruldrlr\n\nunsolvable\n";
		assert_eq!(check_as(&scratch, &call, wrong).0, Some(43), "{protocol}");
		assert_eq!(message(), "case 1: 21 moves, but the fewest are 19\n");
		// Malformed is rejected too; an empty output is rejected, never accepted.
		assert_eq!(check_as(&scratch, &call, b"UUU\n").0, Some(43), "{protocol}");
		assert_eq!(check_as(&scratch, &call, b"").0, Some(43), "{protocol}");
	}
	// Flags after the feedback folder, as the package's problem.yaml passes them.
	scratch.file("answer845", "19\n0\n-1\n");
	let call = ["{dir}/input", "{dir}/answer845", "{dir}/feedback", "--problem", "acwing845"];
	assert_eq!(
		check_as(&scratch, &[&call[..], &["--protocol=kattis"]].concat(), b"19\n0\n-1\n").0,
		Some(42)
	);
	// A broken test is a judge error: neither 42 nor 43.
	scratch.file("broken", "1 2 3 4 5 6 7 8 9\n");
	let call = ["--protocol", "kattis", "{dir}/broken", "{dir}/answer", "{dir}/feedback"];
	assert_eq!(check_as(&scratch, &call, ANSWER.as_bytes()).0, Some(1));
}

#[test]
fn cms_calls_it_with_the_answer_before_the_output_and_reads_a_score() {
	let scratch = Scratch::new("cms");
	scratch.file("input", INPUT);
	scratch.file("correct", ANSWER);
	scratch.file("right", ANSWER);
	scratch.file("wrong", "r\n\nunsolvable\n");
	scratch.file("empty", "");
	let call = |output: &str| {
		check_as(&scratch, &["--protocol", "cms", "{dir}/input", "{dir}/correct", output], b"")
	};
	let (status, score, said) = call("{dir}/right");
	assert_eq!((status, score.as_str()), (Some(0), "1.0\n"), "{said}");
	let (status, score, said) = call("{dir}/wrong");
	assert_eq!((status, score.as_str()), (Some(0), "0.0\n"), "{said}");
	assert_eq!(said, "case 1: move 1 (r) leaves the board\n");
	let (status, score, _) = call("{dir}/empty");
	assert_eq!((status, score.as_str()), (Some(0), "0.0\n"));
	// In CMS's order, an empty output where the answer should be is a broken test, never 1.0.
	let swapped = check_as(
		&scratch,
		&["--protocol", "cms", "{dir}/input", "{dir}/empty", "{dir}/right"],
		b"",
	);
	assert_eq!((swapped.0, swapped.1.as_str()), (Some(3), ""));
}

/// The generator's exit status and message for `arguments`.
fn generator_refuses(arguments: &[&str]) -> (Option<i32>, String) {
	let result = Command::new(GEN).args(arguments).stdout(Stdio::null()).output().expect("run");
	(result.status.code(), String::from_utf8_lossy(&result.stderr).trim_end().to_string())
}

#[test]
fn the_generator_refuses_a_depth_no_board_has_for_the_goal() {
	let (status, said) = generator_refuses(&["--problem", "luogu1379", "--depth", "31"]);
	assert_eq!(
		(status, said.as_str()),
		(Some(2), "gen: no board is 31 moves from luogu1379's goal: the farthest are 30")
	);
	let (status, said) = generator_refuses(&["--depth", "32"]);
	assert_eq!(
		(status, said.as_str()),
		(Some(2), "gen: no board is 32 moves from acwing179's goal: the farthest are 31")
	);
	let farthest = generate(&["--problem=luogu1379", "--depth=30", "--count=3"]);
	let distances = Distances::compute(&support::problem("luogu1379").goal);
	for board in parse_boards(farthest.as_bytes()).expect("boards") {
		assert_eq!(distances.of(&board), Some(30));
	}
}

#[test]
fn the_generator_refuses_options_that_cannot_go_together() {
	for (arguments, said) in [
		(&["--unsolvable", "--depth", "5"][..], "--unsolvable and --depth cannot go together"),
		(&["--depth", "5", "--unsolvable"], "--depth and --unsolvable cannot go together"),
		(&["--all", "--count", "1"], "--all and --count cannot go together"),
		(&["--seed=3", "--all"], "--seed and --all cannot go together"),
		(&["--mixed", "--solvable"], "--mixed and --solvable cannot go together"),
		(&["--count", "1", "--count", "2"], "--count is given twice"),
		(
			&["--seed", "18446744073709551616"],
			"--seed 18446744073709551616 is too large: the largest is 18446744073709551615",
		),
		(&["--count", "-1"], "--count takes a whole number, not '-1'"),
	] {
		assert_eq!(
			generator_refuses(arguments),
			(Some(2), format!("gen: {said} (try --help)")),
			"{arguments:?}"
		);
	}
}

/// The checker run with `arguments` (`{dir}` for the scratch folder), its standard input and
/// output as given: the exit status and standard output and error, as bytes.
fn check_with(
	scratch: &Scratch,
	arguments: &[&str],
	stdin: Stdio,
	stdout: Stdio,
) -> (Option<i32>, Vec<u8>, Vec<u8>) {
	let dir = scratch.path().to_string_lossy().into_owned();
	let arguments: Vec<String> = arguments.iter().map(|a| a.replace("{dir}", &dir)).collect();
	let output = Command::new(CHECK)
		.args(&arguments)
		.stdin(stdin)
		.stdout(stdout)
		.stderr(Stdio::piped())
		.output()
		.expect("run the checker");
	(output.status.code(), output.stdout, output.stderr)
}

#[test]
fn a_right_answer_behind_a_byte_order_mark_is_right_under_every_protocol() {
	let scratch = Scratch::new("bom");
	scratch.file("input", INPUT);
	scratch.file("answer", ANSWER);
	scratch.file("output", format!("\u{feff}{ANSWER}"));
	std::fs::create_dir_all(scratch.path().join("feedback")).expect("a folder");
	let testlib = check_as(&scratch, &["{dir}/input", "{dir}/output", "{dir}/answer"], b"");
	assert_eq!(testlib.0, Some(0), "{}", testlib.2);
	let kattis = ["--protocol", "kattis", "{dir}/input", "{dir}/answer", "{dir}/feedback"];
	let with_mark = format!("\u{feff}{ANSWER}");
	assert_eq!(check_as(&scratch, &kattis, with_mark.as_bytes()).0, Some(42));
	let cms = check_as(
		&scratch,
		&["--protocol", "cms", "{dir}/input", "{dir}/answer", "{dir}/output"],
		b"",
	);
	assert_eq!((cms.0, cms.1.as_str()), (Some(0), "1.0\n"));
	// Only at the very start: a mark after the first answer is a line that is no answer.
	scratch.file("later", "ullddrurdllurdruldr\n\u{feff}\nunsolvable\n");
	assert_eq!(check_as(&scratch, &["{dir}/input", "{dir}/later", "{dir}/answer"], b"").0, Some(1));
}

#[test]
fn every_message_is_printable_ascii_whatever_the_output_holds() {
	// CMS refuses a message holding bytes 0x7f to 0xbf, and the evaluation then fails.
	let scratch = Scratch::new("ascii");
	scratch.file("input", INPUT);
	scratch.file("answer", ANSWER);
	scratch.file("output", b"ul\xc2\xa9ld\n\n\x7f\n");
	let (status, score, said) = check_with(
		&scratch,
		&["--protocol", "cms", "{dir}/input", "{dir}/answer", "{dir}/output"],
		Stdio::null(),
		Stdio::piped(),
	);
	assert_eq!((status, &score[..]), (Some(0), &b"0.0\n"[..]));
	let said = String::from_utf8(said).expect("ASCII");
	assert_eq!(
		said,
		"case 1: byte 0xc2 in \"ul\\xc2\\xa9ld\": a line is 'unsolvable' or moves u, d, l, r\n"
	);
	for protocol in ["testlib", "hustoj"] {
		let (_, _, said) = check_with(
			&scratch,
			&["--protocol", protocol, "{dir}/input", "{dir}/output", "{dir}/answer"],
			Stdio::null(),
			Stdio::piped(),
		);
		assert!(
			said.iter().all(|&byte| byte == b'\n' || (b' '..=b'~').contains(&byte)),
			"{said:?}"
		);
	}
}

#[test]
fn cms_gets_no_score_it_could_take_for_a_verdict() {
	// Standard output open for reading only: the score cannot be written, which is a failure
	// (exit 3), never a silent 0 with no score.
	let scratch = Scratch::new("cms-stdout");
	scratch.file("input", INPUT);
	scratch.file("answer", ANSWER);
	for output in [ANSWER, "r\n\nunsolvable\n"] {
		scratch.file("output", output);
		let read_only = std::fs::File::open("/dev/null").expect("/dev/null");
		let (status, _, said) = check_with(
			&scratch,
			&["--protocol", "cms", "{dir}/input", "{dir}/answer", "{dir}/output"],
			Stdio::null(),
			Stdio::from(read_only),
		);
		let said = String::from_utf8_lossy(&said).into_owned();
		assert_eq!(status, Some(3), "{said}");
		assert!(
			said.ends_with("cannot write the score: Bad file descriptor (os error 9)\n"),
			"{said}"
		);
		assert!(!said.contains("check:"), "{said}");
	}
}

#[test]
fn kattis_gets_its_message_once_and_a_judge_error_when_the_checker_cannot_judge() {
	let scratch = Scratch::new("kattis-once");
	scratch.file("input", INPUT);
	scratch.file("answer", ANSWER);
	let feedback = scratch.path().join("feedback");
	std::fs::create_dir_all(&feedback).expect("a folder");
	let call = ["--protocol", "kattis", "{dir}/input", "{dir}/answer", "{dir}/feedback"];
	// DOMjudge adds standard error to the feedback: the message is in judgemessage.txt alone.
	let (status, _, said) = check_as(&scratch, &call, b"r\n\nunsolvable\n");
	assert_eq!((status, said.as_str()), (Some(43), ""));
	let message = std::fs::read_to_string(feedback.join("judgemessage.txt")).expect("message");
	assert_eq!(message, "case 1: move 1 (r) leaves the board\n");
	assert!(!feedback.join("judgeerror.txt").exists());
	// A broken test: a judge error, in judgeerror.txt too.
	scratch.file("broken", "1 2 3 4 5 6 7 8 9\n");
	let broken = ["--protocol", "kattis", "{dir}/broken", "{dir}/answer", "{dir}/feedback"];
	let (status, _, said) = check_as(&scratch, &broken, ANSWER.as_bytes());
	assert_eq!((status, said.as_str()), (Some(1), ""));
	let error = std::fs::read_to_string(feedback.join("judgeerror.txt")).expect("a judge error");
	assert_eq!(error, std::fs::read_to_string(feedback.join("judgemessage.txt")).expect("it"));
	assert!(error.starts_with("the input "), "{error}");
	// Standard input that cannot be read (open for writing only) is no empty submission to
	// reject: the checker cannot judge.
	let write_only = std::fs::OpenOptions::new().write(true).open("/dev/null").expect("/dev/null");
	let (status, _, _) = check_with(&scratch, &call, Stdio::from(write_only), Stdio::null());
	assert_eq!(status, Some(1));
	let error = std::fs::read_to_string(feedback.join("judgeerror.txt")).expect("a judge error");
	assert_eq!(
		error,
		"cannot read the output (standard input): Bad file descriptor (os error 9)\n"
	);
	// A feedback folder that cannot be written: the failure alone, not a verdict before it.
	let missing = ["--protocol", "kattis", "{dir}/input", "{dir}/answer", "{dir}/missing"];
	let (status, _, said) = check_as(&scratch, &missing, ANSWER.as_bytes());
	assert_eq!(status, Some(1));
	let dir = scratch.path().to_string_lossy().into_owned();
	assert_eq!(
		said,
		format!(
			"cannot write {dir}/missing/judgemessage.txt: No such file or directory (os error 2)\n"
		)
	);
}

#[test]
fn hustoj_calls_it_with_the_answer_before_the_output_and_reads_testlibs_codes() {
	let scratch = Scratch::new("hustoj");
	scratch.file("input", INPUT);
	scratch.file("answer", ANSWER);
	for (output, code, words) in [
		(ANSWER, 0, "ok every answer is right and shortest\n"),
		("r\n\nunsolvable\n", 1, "wrong answer case 1: move 1 (r) leaves the board\n"),
		("", 2, "wrong output format case 1: no line (the output ends after 0 lines)\n"),
	] {
		scratch.file("output", output);
		let call = ["--protocol", "hustoj", "{dir}/input", "{dir}/answer", "{dir}/output"];
		let (status, stdout, said) = check_as(&scratch, &call, b"");
		assert_eq!((status, stdout.as_str(), said.as_str()), (Some(code), "", words), "{output:?}");
	}
	// The answer is the second file: the output in its place is judged as the answer, and an
	// empty one there is a broken test.
	scratch.file("empty", "");
	let swapped = ["--protocol", "hustoj", "{dir}/input", "{dir}/empty", "{dir}/answer"];
	assert_eq!(check_as(&scratch, &swapped, b"").0, Some(3));
}

#[test]
fn an_empty_name_for_a_file_is_the_callers_slip_never_the_solvers() {
	let scratch = Scratch::new("empty-names");
	scratch.file("input", INPUT);
	scratch.file("answer", ANSWER);
	for (arguments, first, what) in [
		(&["", "{dir}/answer"][..], "FAIL", "INPUT"),
		(&["{dir}/input", ""], "FAIL", "OUTPUT"),
		(&["--protocol", "kattis", "{dir}/input", "{dir}/answer", ""], "check:", "FEEDBACK_DIR"),
		(&["--protocol", "cms", "{dir}/input", "{dir}/answer", ""], "check:", "OUTPUT"),
	] {
		let (status, _, said) = check_as(&scratch, arguments, b"");
		let message =
			format!("{first} {what} is an empty name, which names no file (try --help)\n");
		assert_eq!((status, said), (Some(3), message), "{arguments:?}");
	}
	// An empty ANSWER is none, as online-judge-tools means it.
	let (status, _, said) = check_as(&scratch, &["{dir}/input", "{dir}/answer", ""], b"");
	assert_eq!(status, Some(0), "{said}");
}

#[test]
fn every_search_of_the_table_is_taken_by_every_program_that_takes_one() {
	use eight_kit::solving::searches::{answering, SEARCHES};
	let eight = env!("CARGO_BIN_EXE_solve");
	let pack = env!("CARGO_BIN_EXE_pack");
	let board = b"2 3 4 1 5 x 7 6 8\n";
	// solve --heuristic: every search of the table that answers, and `auto`; its help names
	// them all.
	let distances = Distances::compute(&GOAL);
	let boards = parse_boards(board).expect("a board");
	for search in answering() {
		let name = search.name;
		let output = run_within(eight, &["--heuristic", name], board, Duration::from_secs(60));
		let output = output.expect("run").expect("an end");
		assert!(output.status.success(), "{name}");
		let line = output.stdout.strip_suffix(b"\n").expect("one line");
		if search.admissible {
			// A shortest answer, each its own: 19 moves, right by the kit's checker.
			let problem = eight_kit::reference::Problem::named("acwing179").expect("AcWing 179");
			let judged = eight_kit::reference::check_line(problem, &boards[0], line, &distances);
			assert!(judged.is_ok() && line.len() == 19, "{name}: {judged:?}");
		} else {
			// Moves that reach the goal, and no fewer than the shortest.
			assert_eq!(eight_kit::reference::follow(&boards[0], line), Ok(GOAL), "{name}");
			assert!(line.len() >= 19, "{name}");
		}
	}
	let help = Command::new(eight).arg("--help").output().expect("run solve");
	let help = String::from_utf8_lossy(&help.stdout);
	for search in answering() {
		let mark = match (search.judge_file, search.admissible) {
			(true, _) => '*',
			(false, false) => '!',
			(false, true) => ' ',
		};
		let line = format!("{mark} {:<15} {}", search.name, search.what);
		assert!(
			help.lines().any(|shown| shown.trim_start() == line.trim_start()),
			"{line}: {help}"
		);
	}
	// solve --compare: a row for every search, in the table's order, under its label.
	let output = run_within(eight, &["--compare"], board, Duration::from_secs(60));
	let output = output.expect("run").expect("an end");
	let table = String::from_utf8_lossy(&output.stdout);
	let rows: Vec<&str> = table
		.lines()
		.filter(|line| line.starts_with("| ") && !line.starts_with("| search"))
		.map(|line| line[2..].split(" |").next().expect("a label"))
		.map(|label| label.trim_end_matches(" (not admissible)"))
		.collect();
	let labels: Vec<&str> = SEARCHES.iter().map(|search| search.label).collect();
	assert_eq!(rows, labels, "{table}");
	// pack --single eight takes no heuristic: the judge file has one search.
	let output = Command::new(pack).args(["--single", "eight", "--heuristic", "conflict"]).output();
	let output = output.expect("run pack");
	assert_eq!(output.status.code(), Some(2));
	assert!(String::from_utf8_lossy(&output.stderr).contains("--heuristic"));
}

#[test]
fn a_number_alone_is_the_generators_seed_as_testlib_calls_a_generator() {
	let by_option = Command::new(GEN).args(["--seed", "5", "--count", "3"]).output().expect("gen");
	let alone = Command::new(GEN).args(["5", "--count", "3"]).output().expect("gen");
	assert!(alone.status.success() && alone.stdout == by_option.stdout);
	for (arguments, said) in [
		(&["5", "--seed", "5"][..], "gen: the seed is given twice: by --seed and as 5"),
		(&["5", "6"], "gen: unexpected argument \"6\""),
		(&["x"], "gen: unexpected argument \"x\""),
		(&["--all", "5"], "gen: --all and a seed cannot go together"),
	] {
		let (status, message) = generator_refuses(arguments);
		assert_eq!((status, message.as_str()), (Some(2), &*format!("{said} (try --help)")));
	}
}

#[test]
fn the_checker_says_what_testlib_says_of_every_output_and_command_line() {
	// testlib's verdicts, learnt from a checker built with testlib.h itself on the same outputs
	// and command lines (tests/testlib/record.sh): the same status, the same words before the
	// message, the same standard error beside a result file, the same outcome in its XML. Where
	// the kit differs on purpose, docs/setters.md says so with testlib.h's line, and so does the
	// one exception here.
	let (corpus, verdicts) = support::testlib_verdicts();
	assert!(verdicts.len() > 25, "tests/testlib/verdicts.tsv holds {}", verdicts.len());
	let scratch = Scratch::new("testlib-verdicts");
	let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
	scratch.file("in", std::fs::read(root.join("samples/1.in")).expect("samples/1.in"));
	scratch.file("ans", std::fs::read(root.join("samples/1.out")).expect("samples/1.out"));
	let words = |stderr: &[u8]| {
		let said = String::from_utf8_lossy(stderr).into_owned();
		let words = ["ok", "wrong answer", "wrong output format", "FAIL"];
		words.into_iter().find(|words| said.starts_with(&format!("{words} "))).map(str::to_string)
	};
	let outcome = |xml: &[u8]| {
		let xml = String::from_utf8_lossy(xml).into_owned();
		xml.split("outcome = \"").nth(1).and_then(|rest| rest.split('"').next()).map(str::to_string)
	};
	for verdict in &verdicts {
		let name = verdict.name.split('+').next().unwrap_or_default();
		let output = corpus.iter().find(|(corpus_name, _)| corpus_name == name);
		let output = output.or(corpus.first()).map(|(_, output)| output.clone()).expect("outputs");
		scratch.file("out", output);
		let _ = std::fs::remove_file(scratch.path().join("result"));
		let path = |argument: &String| match argument.as_str() {
			"in" | "out" | "ans" | "result" => scratch.path().join(argument).display().to_string(),
			_ => argument.clone(),
		};
		let arguments: Vec<String> = verdict.arguments.iter().map(path).collect();
		let arguments: Vec<&str> = arguments.iter().map(String::as_str).collect();
		let run = run_within(CHECK, &arguments, b"", Duration::from_secs(20)).expect("run");
		let run = run.expect("a verdict");
		let written = std::fs::read(scratch.path().join("result")).ok();
		let what = &verdict.name;
		if what == "two-files" {
			// On purpose: the kit needs no ANSWER (testlib.h: `if (argc < 4 || argc > 6)
			// quit(_fail, ...)`).
			assert_eq!((verdict.status, run.status.code()), (3, Some(0)), "{what}");
			continue;
		}
		assert_eq!(run.status.code(), Some(verdict.status), "{what}: {}", text(&run.stderr));
		if verdict.result.is_some() {
			assert_eq!(text(&run.stderr), text(&verdict.stderr), "{what}");
			let (kit, testlib) = (written.as_deref(), verdict.result.as_deref());
			assert_eq!(kit.map(outcome), testlib.map(outcome), "{what}");
			assert_eq!(kit.map(|kit| kit.ends_with(b"\n")), testlib.map(|t| t.ends_with(b"\n")));
		} else {
			assert_eq!(words(&run.stderr), words(&verdict.stderr), "{what}: {}", text(&run.stderr));
			assert_eq!(written, None, "{what}");
		}
	}
}

fn text(bytes: &[u8]) -> String {
	String::from_utf8_lossy(bytes).into_owned()
}

#[cfg(unix)]
#[test]
fn a_files_name_that_is_not_utf8_is_shown_byte_for_byte() {
	// A name is bytes on Unix: the message shows the byte the name holds, \xff, as the C++
	// checker does, not the three of U+FFFD that Path::display would put in its place.
	use std::os::unix::ffi::OsStrExt;
	let scratch = Scratch::new("not-utf8");
	let input = scratch.file("in", "2 3 4 1 5 x 7 6 8\n");
	let missing = scratch.path().join(std::ffi::OsStr::from_bytes(b"out\xff"));
	let output = Command::new(CHECK).arg(&input).arg(&missing).output().expect("run the checker");
	let said = String::from_utf8_lossy(&output.stderr).into_owned();
	assert_eq!(output.status.code(), Some(2), "{said}");
	let folder = scratch.path().display();
	assert_eq!(
		said,
		format!("wrong output format cannot read the output {folder}/out\\xff: No such file or directory (os error 2)\n")
	);
}

#[test]
fn a_count_that_never_ends_is_judged_at_once() {
	// An output (or an answer) of no end and no whitespace, /dev/zero: a count past its bound is
	// no number whatever follows, and the checker says so without reading on for ever.
	let input = Scratch::new("endless");
	let input = input.file("in", "2 3 4 1 5 x 7 6 8\n");
	for (files, status, words) in [
		(["/dev/zero", ""], 2, "wrong output format case 1: a count of more than 64 bytes is no number\n"),
		(["/dev/null", "/dev/zero"], 3, "FAIL the expected answer /dev/zero is wrong: case 1: a count of more than 64 bytes is no number\n"),
	] {
		let arguments = ["--problem", "acwing845", &input, files[0], files[1]];
		let output = run_within(CHECK, &arguments, b"", Duration::from_secs(20))
			.expect("run the checker")
			.expect("an end within 20 seconds");
		let said = String::from_utf8_lossy(&output.stderr).into_owned();
		assert_eq!((output.status.code(), said.as_str()), (Some(status), words), "{files:?}");
	}
}

#[test]
fn a_line_of_any_solution_that_never_ends_is_judged_at_once() {
	// POJ 1077 and HDU 1043 take a line of moves of any length, played as it is read; but one of
	// no end whose first byte is no move (/dev/zero) is wrong at once, under every protocol, for
	// OUTPUT and ANSWER alike, and never read on for ever.
	let scratch = Scratch::new("endless-line");
	scratch.file("in", "1 2 3 4 x 6 7 5 8\n");
	scratch.file("out", "dr\n");
	std::fs::create_dir_all(scratch.path().join("feedback")).expect("a feedback folder");
	let zeros = "\\x00".repeat(64);
	let said = format!("case 1: byte 0x00 in \"{zeros}\"... (more than 64 bytes): a line is 'unsolvable' or moves u, d, l, r");
	for problem in ["poj1077", "hdu1043"] {
		for (line, status) in support::ENDLESS_LINES {
			let (code, stdout, stderr, feedback) =
				support::endless_line(CHECK, line, scratch.path(), problem)
					.unwrap_or_else(|| panic!("{problem}: {line}: no verdict within 30 seconds"));
			assert_eq!(code, Some(status), "{problem}: {line}: {stderr}");
			let words = format!("{stdout}{stderr}{}", feedback.join(""));
			assert!(words.contains(&said), "{problem}: {line}: {words}");
		}
	}
}

#[test]
fn a_byte_order_mark_is_skipped_however_its_bytes_arrive_and_a_cut_one_refused_as_ever() {
	// The same bytes written to the checker's standard input at once, then cut into writes with
	// pauses between (each a read of its own): the same status, words and feedback. A mark is
	// passed over at the very start of OUTPUT (Kattis's standard input) and of INPUT (here
	// /dev/stdin), and a mark cut short is bytes, as from a file.
	let scratch = Scratch::new("mark-split");
	scratch.file("in", "1 2 3 4 5 6 7 x 8\n");
	scratch.file("ans", "r\n");
	std::fs::create_dir_all(scratch.path().join("feedback")).expect("a feedback folder");
	let kattis = ["--protocol", "kattis", "in", "ans", "feedback"];
	let testlib = ["/dev/stdin", "ans"];
	let board = &b"1 2 3 4 5 6 7 x 8\n"[..];
	let runs: [(&[&str], Vec<_>, i32); 8] = [
		(&kattis, vec![&b"\xef"[..], b"\xbb\xbfr\n"], 42),
		(&kattis, vec![b"\xef\xbb", b"\xbfr\n"], 42),
		(&kattis, vec![b"\xef", b"\xbb", b"\xbf", b"r\n"], 42),
		(&kattis, vec![b"\xef", b"\xbbr\n"], 43),
		(&kattis, vec![b"\xef\xbb", b"r\n"], 43),
		(&testlib, vec![b"\xef", b"\xbb\xbf", board], 0),
		(&testlib, vec![b"\xef\xbb", board], 3),
		(&testlib, vec![b"\xef", b"\xbb"], 3),
	];
	let message = scratch.path().join("feedback/judgemessage.txt");
	let run = |arguments: &[&str], pieces: &[&[u8]]| {
		let _ = std::fs::remove_file(&message);
		let output = support::run_in_pieces(CHECK, arguments, scratch.path(), pieces)
			.expect("run the checker")
			.expect("a verdict within a minute");
		let feedback = std::fs::read_to_string(&message).unwrap_or_default();
		(output.status.code(), String::from_utf8_lossy(&output.stderr).into_owned(), feedback)
	};
	for (arguments, pieces, status) in runs {
		let whole = run(arguments, &[&pieces.concat()]);
		assert_eq!(whole.0, Some(status), "{arguments:?} {pieces:?} at once: {whole:?}");
		assert_eq!(run(arguments, &pieces), whole, "{arguments:?} {pieces:?} in pieces");
	}
}
