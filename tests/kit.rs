//! The checker and the generator, run as their users run them.

use eight_kit::{parse_boards, Distances, SOLVABLE};
use std::collections::HashSet;
use std::path::PathBuf;
use std::process::Command;

const CHECK: &str = env!("CARGO_BIN_EXE_check");
const GEN: &str = env!("CARGO_BIN_EXE_gen");

/// A scratch folder of this test's own, removed when dropped.
struct Scratch(PathBuf);

impl Scratch {
	fn new(name: &str) -> Scratch {
		let path = std::env::temp_dir().join(format!("eight-{name}-{}", std::process::id()));
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
	let scratch = Scratch::new(&format!("check-{:x}", fingerprint(output)));
	let result = Command::new(CHECK)
		.arg(scratch.file("input", input))
		.arg(scratch.file("output", output))
		.arg(scratch.file("answer", answer))
		.output()
		.expect("run the checker");
	let message = String::from_utf8_lossy(&result.stderr).trim_end().to_string();
	(result.status.code().expect("an exit status"), message)
}

fn fingerprint(text: &str) -> u64 {
	text.bytes().fold(0xcbf2_9ce4_8422_2325, |hash, byte| {
		(hash ^ u64::from(byte)).wrapping_mul(0x100_0000_01b3)
	})
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
	let distances = Distances::compute();
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
	let distances = Distances::compute();
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
