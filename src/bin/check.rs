//! `check [--problem NAME] INPUT OUTPUT [ANSWER]`: a special judge for the Eight puzzle, in
//! testlib's manner.
//!
//! Judges OUTPUT, a solver's answers to the cases of INPUT, one line each, as the problem asks
//! (AcWing 179 by default). An answer is right when it is `unsolvable` exactly for a board that
//! cannot reach the goal, and otherwise legal moves that reach the goal in the fewest moves there
//! are (in any number for POJ 1077 and HDU 1043, which accept any solution); for the problems
//! that print a count, when it is that fewest number, or `-1`, in plain decimal. Those numbers come from the checker's own breadth-first search over every board. Any
//! shortest answer is right, so ANSWER, the expected output, is not compared line by line; when
//! it is given, it is judged too, and a wrong one stops the checker, since the test itself is
//! then broken. An empty ANSWER for an input with cases is such a test: it is what an empty
//! output becomes where a system passes the answer before the output.
//!
//! The three files are read as streams, together, a case at a time: memory and time stay bounded
//! by what a case and an answer can be, whatever the files hold.
//!
//! Exit status: 0 accepted, 1 wrong answer, 2 malformed output, 3 the checker cannot go on (a
//! file it cannot read, an INPUT that is not boards, a wrong ANSWER, a bad command line). One line
//! on standard error says why, naming the first bad case. This is the order and meaning that
//! `oj test --judge-command` expects.

use eight_kit::checker::counted;
use eight_kit::cli::{self, Arg, Error, Parsed, Parser, Program};
use eight_kit::{judge, CheckError, Distances, Problem, Rejection, Stream};
use std::ffi::OsString;
use std::fs::File;
use std::io::{self, BufReader, Write};
use std::path::PathBuf;
use std::process::ExitCode;

const USAGE: &str = "\
usage: check [--problem NAME] INPUT OUTPUT [ANSWER]

Judges OUTPUT, one line per case of INPUT, as the problem asks (acwing179 by default):
  acwing179       `unsolvable` exactly for the boards that cannot reach the goal, else
                  legal moves u, d, l, r that reach it in the fewest moves there are
  acwing845       the fewest number of moves, or -1, in plain decimal
  luogu1379       the same, for the goal 1 2 3 / 8 0 4 / 7 6 5 (boards as nine digits)
  aoj_alds1_13_b  the same as acwing845, boards as three lines of three, 0 the blank
  baekjoon1525    the same
  poj1077         as acwing179, but any legal moves that reach the goal are right
  hdu1043         the same, many cases
ANSWER, the expected output, may differ from OUTPUT: any shortest answer is right. When it
is given it must be right too, or the checker stops with exit status 3; an empty one for an
input with cases is wrong (OUTPUT and ANSWER swapped?). An empty name gives none.
A final newline is optional, and blank lines after the last case are ignored.

Exit: 0 accepted, 1 wrong answer, 2 malformed output, 3 the checker cannot go on.
Works as `oj test --judge-command check`. --help and --version go alone.
";

const PROGRAM: Program = Program { name: "check", usage: USAGE };

/// What to judge.
struct Request {
	problem: Problem,
	input: PathBuf,
	output: PathBuf,
	/// None when not given, or given as an empty name (oj's way of saying there is none).
	answer: Option<PathBuf>,
}

fn read_request(parser: &mut Parser) -> Result<Request, Error> {
	let (mut problem, mut files) = (Problem::AcWing179, Vec::<OsString>::new());
	while let Some(arg) = parser.next_arg()? {
		match arg {
			Arg::Option(name) if name == "--problem" => {
				problem = Problem::named(&parser.value()?).map_err(Error::Usage)?
			}
			Arg::Option(_) => return Err(parser.unknown()),
			Arg::Value(file) => files.push(file),
		}
	}
	if !(2..=3).contains(&files.len()) {
		let given = counted(files.len() as u64, "file");
		return Err(Error::Usage(format!("give INPUT, OUTPUT and perhaps ANSWER, not {given}")));
	}
	// Two or three, as counted above.
	let mut files = files.into_iter().map(PathBuf::from);
	let (input, output) = (files.next().unwrap_or_default(), files.next().unwrap_or_default());
	let answer = files.next().filter(|answer| !answer.as_os_str().is_empty());
	Ok(Request { problem, input, output, answer })
}

/// How a check ended, when nothing kept it from its work.
enum Outcome {
	/// `--help` or `--version` was printed.
	Printed,
	/// For a problem that accepts any solution, or only the shortest.
	Accepted(Problem),
	Rejected(Rejection),
}

fn run() -> Result<Outcome, Error> {
	let request = match cli::parse(&PROGRAM, cli::arguments(), read_request)? {
		Parsed::Run(request) => request,
		Parsed::Print(text) => return cli::print(&text).map(|()| Outcome::Printed),
	};
	let path = |stream: Stream| match stream {
		Stream::Input => &request.input,
		Stream::Output => &request.output,
		Stream::Answer => request.answer.as_ref().unwrap_or(&request.output),
	};
	let cannot = |stream: Stream, error: io::Error| {
		Error::Read(format!("cannot read {} {}: {error}", named(stream), path(stream).display()))
	};
	let open = |stream: Stream| File::open(path(stream)).map(BufReader::new);
	let input = open(Stream::Input).map_err(|error| cannot(Stream::Input, error))?;
	let output = open(Stream::Output).map_err(|error| cannot(Stream::Output, error))?;
	let answer = match request.answer {
		Some(_) => Some(open(Stream::Answer).map_err(|error| cannot(Stream::Answer, error))?),
		None => None,
	};
	let distances = Distances::compute(&request.problem.goal());
	match judge(request.problem, input, output, answer, &distances) {
		Ok(()) => Ok(Outcome::Accepted(request.problem)),
		Err(CheckError::Rejected(rejection)) => Ok(Outcome::Rejected(rejection)),
		Err(CheckError::BadInput(why)) => {
			Err(Error::Read(format!("the input {} is not boards: {why}", request.input.display())))
		}
		Err(CheckError::WrongAnswerFile(why)) => Err(Error::Read(format!(
			"the expected answer {} is wrong: {why}",
			path(Stream::Answer).display()
		))),
		Err(CheckError::Unreadable(stream, error)) => Err(cannot(stream, error)),
	}
}

/// How a message names each file.
fn named(stream: Stream) -> &'static str {
	match stream {
		Stream::Input => "the input",
		Stream::Output => "the output",
		Stream::Answer => "the expected answer",
	}
}

fn main() -> ExitCode {
	let said = |message: &str, code: u8| {
		let _ = writeln!(io::stderr(), "{message}");
		ExitCode::from(code)
	};
	match run() {
		Ok(Outcome::Printed) => ExitCode::SUCCESS,
		Ok(Outcome::Accepted(problem)) if problem.accepts_any_solution() => {
			said("ok: every answer is right", 0)
		}
		Ok(Outcome::Accepted(_)) => said("ok: every answer is right and shortest", 0),
		Ok(Outcome::Rejected(rejection)) => said(&rejection.to_string(), rejection.exit_code()),
		// Anything that keeps the checker from judging is 3, which no judge reads as a verdict.
		Err(error) => cli::finish("check", Err(error), |_| 3),
	}
}
