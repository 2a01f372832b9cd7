//! `check [--problem NAME] INPUT OUTPUT [ANSWER]`: a special judge for the Eight puzzle, in
//! testlib's manner.
//!
//! Judges OUTPUT, a solver's answers to the cases of INPUT, one line each, as the problem asks
//! (AcWing 179 by default). An answer is right when it is `unsolvable` exactly for a board that
//! cannot reach the goal, and otherwise legal moves that reach the goal in the fewest moves there
//! are; for the problems that print a count, when it is that fewest number, or `-1`. Those
//! numbers come from the checker's own breadth-first search over every board. Any shortest
//! answer is right, so ANSWER, the expected output, is not compared line by line; when it is
//! given and not empty, it is judged too, and a wrong one stops the checker, since the test
//! itself is then broken.
//!
//! OUTPUT is read as a stream, a line at a time and at most a few dozen bytes of each: memory and
//! time stay bounded by what an answer can be, whatever the file holds.
//!
//! Exit status: 0 accepted, 1 wrong answer, 2 malformed output, 3 the checker cannot go on. One
//! line on standard error says why, naming the first bad case. This is the order and meaning
//! that `oj test --judge-command` expects.

use eight_kit::{arguments, judge_output, parse_boards, print, text, Distances, Problem};
use std::ffi::OsString;
use std::io::{self, BufReader, Read, Write};
use std::path::Path;
use std::process::ExitCode;

const USAGE: &str = "\
usage: check [--problem NAME] INPUT OUTPUT [ANSWER]

Judges OUTPUT, one line per case of INPUT, as the problem asks (acwing179 by default):
  acwing179  `unsolvable` exactly for the boards that cannot reach the goal, else legal
             moves u, d, l, r that reach it in the fewest moves there are
  acwing845  the fewest number of moves, or -1
  luogu1379  the same, for the goal 1 2 3 / 8 0 4 / 7 6 5 (boards as nine digits)
ANSWER, the expected output, may differ from OUTPUT: any shortest answer is right. When it is
given and not empty it must be right too, or the checker stops with exit status 3.
A final newline is optional, and blank lines after the last case are ignored.

Exit: 0 accepted, 1 wrong answer, 2 malformed output, 3 the checker cannot go on.
Works as `oj test --judge-command check`.
";

fn main() -> ExitCode {
	let mut arguments = arguments();
	if arguments.len() == 1 && (arguments[0] == "--help" || arguments[0] == "-h") {
		return print("check", USAGE);
	}
	let mut problem = Problem::AcWing179;
	if arguments
		.first()
		.map_or(false, |first| text(first).map_or(false, |first| first.starts_with("--problem")))
	{
		let first = arguments.remove(0);
		let name = match text(&first).map(|first| first.strip_prefix("--problem=")) {
			Ok(Some(name)) => Ok(name.to_string()),
			_ if arguments.is_empty() => Err("--problem needs a name (try --help)".to_string()),
			_ => text(&arguments.remove(0)).map(str::to_string),
		};
		problem = match name.and_then(|name| Problem::named(&name)) {
			Ok(problem) => problem,
			Err(message) => return stop(3, &format!("check: {message}")),
		};
	}
	// oj passes an empty ANSWER when a test has no expected output.
	let (input, output, answer): (&OsString, &OsString, Option<&OsString>) =
		match arguments.as_slice() {
			[input, output] => (input, output, None),
			[input, output, answer] => {
				(input, output, Some(answer).filter(|answer| !answer.is_empty()))
			}
			_ => return stop(3, &format!("check: expected 2 or 3 files\n\n{USAGE}")),
		};
	match judge(problem, input.as_ref(), output.as_ref(), answer.map(|answer| answer.as_ref())) {
		Ok(()) => stop(0, "ok: every answer is right and shortest"),
		Err((code, message)) => stop(code, &message),
	}
}

/// One line on standard error, and the exit status.
fn stop(code: u8, message: &str) -> ExitCode {
	let _ = writeln!(io::stderr(), "{message}");
	ExitCode::from(code)
}

fn judge(
	problem: Problem,
	input: &Path,
	output: &Path,
	answer: Option<&Path>,
) -> Result<(), (u8, String)> {
	let open = |path: &Path| {
		std::fs::File::open(path)
			.map(BufReader::new)
			.map_err(|error| (3, format!("check: cannot read {}: {error}", path.display())))
	};
	let mut boards = Vec::new();
	open(input)?
		.read_to_end(&mut boards)
		.map_err(|error| (3, format!("check: cannot read {}: {error}", input.display())))?;
	let boards = parse_boards(&boards)
		.map_err(|why| (3, format!("check: {} is not valid input: {why}", input.display())))?;
	let distances = Distances::compute(&problem.goal());
	if let Some(answer) = answer {
		if std::fs::metadata(answer).map_or(true, |meta| meta.len() > 0) {
			judge_output(problem, &boards, open(answer)?, &distances).map_err(|why| {
				(3, format!("check: the expected answer {} is wrong: {why}", answer.display()))
			})?;
		}
	}
	judge_output(problem, &boards, open(output)?, &distances).map_err(|why| {
		let code = why.exit_code();
		match code {
			3 => (3, format!("check: {} {why}", output.display())),
			_ => (code, why.to_string()),
		}
	})
}
