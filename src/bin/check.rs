//! `check INPUT OUTPUT [ANSWER]`: a special judge for the Eight puzzle, in testlib's manner.
//!
//! Judges OUTPUT, a solver's answers to the cases of INPUT, one line each. An answer is right
//! when it is `unsolvable` exactly for a board that cannot reach the goal, and otherwise legal
//! moves that reach the goal in the fewest moves there are; those numbers come from the
//! checker's own breadth-first search over every board. Any shortest answer is right, so ANSWER,
//! the expected output, is not compared line by line; when it is given and not empty, it is
//! judged too, and a wrong one stops the checker, since the test itself is then broken.
//!
//! Exit status: 0 accepted, 1 wrong answer, 2 malformed output, 3 the checker cannot go on. One
//! line on standard error says why, naming the first bad case. This is the order and meaning
//! that `oj test --judge-command` expects.

use eight_kit::{judge_output, parse_boards, Distances};
use std::process::ExitCode;

const USAGE: &str = "\
usage: check INPUT OUTPUT [ANSWER]

Judges OUTPUT, one line per case of INPUT: `unsolvable` exactly for the boards that cannot
reach the goal, else legal moves u, d, l, r that reach it in the fewest moves there are.
ANSWER, the expected output, may differ from OUTPUT: any shortest answer is right. When it is
given and not empty it must be right too, or the checker stops with exit status 3.

Exit: 0 accepted, 1 wrong answer, 2 malformed output, 3 the checker cannot go on.
Works as `oj test --judge-command check`.
";

fn main() -> ExitCode {
	let arguments: Vec<String> = std::env::args().skip(1).collect();
	if arguments.iter().any(|argument| argument == "--help" || argument == "-h") {
		print!("{USAGE}");
		return ExitCode::SUCCESS;
	}
	// oj passes an empty ANSWER when a test has no expected output.
	let (input, output, answer) = match arguments.as_slice() {
		[input, output] => (input, output, None),
		[input, output, answer] => (input, output, Some(answer).filter(|a| !a.is_empty())),
		_ => {
			eprint!("check: expected 2 or 3 arguments\n\n{USAGE}");
			return ExitCode::from(3);
		}
	};
	match judge(input, output, answer.map(String::as_str)) {
		Ok(()) => {
			eprintln!("ok: every answer is right and shortest");
			ExitCode::SUCCESS
		}
		Err((code, message)) => {
			eprintln!("{message}");
			ExitCode::from(code)
		}
	}
}

fn judge(input: &str, output: &str, answer: Option<&str>) -> Result<(), (u8, String)> {
	let read = |path: &str| {
		std::fs::read(path).map_err(|error| (3, format!("check: cannot read {path}: {error}")))
	};
	let boards = parse_boards(&read(input)?)
		.map_err(|why| (3, format!("check: {input} is not valid input: {why}")))?;
	let distances = Distances::compute();
	if let Some(answer) = answer {
		let expected = read(answer)?;
		if !expected.is_empty() {
			judge_output(&boards, &expected, &distances).map_err(|why| {
				(3, format!("check: the expected answer {answer} is wrong: {why}"))
			})?;
		}
	}
	let output = read(output)?;
	judge_output(&boards, &output, &distances).map_err(|why| (why.exit_code(), why.to_string()))
}
