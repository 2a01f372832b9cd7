//! `check [--problem NAME] INPUT OUTPUT [ANSWER [RESULT [-appes]]]`: a special judge for the
//! Eight puzzle, called as testlib's checkers are; `--protocol kattis` and `--protocol cms` as
//! those systems call theirs.
//!
//! Judges OUTPUT, a solver's answers to the cases of INPUT, one line each, as the problem asks
//! (AcWing 179 unless `PROBLEM` below or `--problem` says otherwise). An answer is right when it is `unsolvable` exactly for a board that
//! cannot reach the goal, and otherwise legal moves that reach the goal in the fewest moves there
//! are (in any number for POJ 1077 and HDU 1043, which accept any solution); for the problems
//! that print a count, when it is that fewest number, or `-1`, in plain decimal. Those numbers
//! come from the checker's own breadth-first search over every board. Any shortest answer is
//! right, so ANSWER, the expected output, is not compared line by line; when it is given, it is
//! judged too, and a wrong one stops the checker, since the test itself is then broken. An
//! empty ANSWER for an input with cases is such a test: it is what an empty output becomes where
//! a system passes the answer before the output.
//!
//! The files are read as streams, together, a case at a time: memory and time stay bounded by
//! what a case and an answer can be, whatever the files hold.
//!
//! The verdict, by protocol: testlib's exit status 0 accepted, 1 wrong answer, 2 malformed
//! output (also a missing one), 3 the checker cannot go on, the message on standard error after
//! testlib's words (`ok`, `wrong answer`, `wrong output format`, `FAIL`), which is also what
//! `oj test --judge-command` expects; Kattis's 42 and 43 with `judgemessage.txt`; CMS's score
//! on standard output. A bad command line is exit 3 under every protocol.
//!
//! This one file is the kit's `check` whole, for judges that build a checker or a validator from a
//! single source: `src/bin/check.rs` with the kit's modules it uses (board, checker, cli,
//! distances, input, problem, protocol) written in below, as `pack --single check` writes it. It
//! needs only std, and builds alone: `rustc -O check.rs`. Edit the kit, not this file.

use crate::checker::counted;
use crate::cli::{Arg, Error, Parsed, Parser, Program};
use crate::protocol::TESTLIB_OPTIONS;
use crate::checker::{judge, CheckError, Rejection, Stream};
use crate::distances::Distances;
use crate::problem::Problem;
use crate::protocol::Protocol;
use std::ffi::OsString;
use std::fs::File;
use std::io::{self, BufReader, Write};
use std::path::PathBuf;
use std::process::ExitCode;

/// The problem and the protocol when no option names them. `pack` sets these two lines in the
/// single file it writes for a package (`standalone/check.rs` is this program, the kit's
/// modules in it), so that a judge can run it with no options.
const PROBLEM: Problem = Problem::AcWing179;
const PROTOCOL: Protocol = Protocol::Testlib;

const USAGE: &str = "\
usage: check [--problem NAME] INPUT OUTPUT [ANSWER [RESULT [-appes]]]
       check --protocol kattis [--problem NAME] INPUT ANSWER FEEDBACK_DIR < OUTPUT
       check --protocol cms [--problem NAME] INPUT ANSWER OUTPUT

Judges OUTPUT, one line per case of INPUT, as the problem asks (the default: see below):
  acwing179       `unsolvable` exactly for the boards that cannot reach the goal, else
                  legal moves u, d, l, r that reach it in the fewest moves there are
  acwing845       the fewest number of moves, or -1, in plain decimal
  luogu1379       the same, for the goal 1 2 3 / 8 0 4 / 7 6 5 (boards as nine digits)
  aoj_alds1_13_b  the same as acwing845, boards as three lines of three, 0 the blank
  baekjoon1525    the same
  poj1077         as acwing179, but any legal moves that reach the goal are right
  hdu1043         the same, many cases
ANSWER, the expected output, may differ from OUTPUT: any shortest answer is right. When it
is given it must be right too, or the checker stops (FAIL); an empty one for an input with
cases is wrong (OUTPUT and ANSWER swapped?). An empty name gives none.
Whitespace around an answer is passed over; a final newline is optional, and blank lines
after the last case are ignored.

--protocol testlib, as Polygon, Codeforces and the judges built on testlib
  call a checker: the message on standard error begins `ok`, `wrong answer`, `wrong output
  format` or `FAIL`; exit 0, 1, 2 (also for a missing OUTPUT), 3. --testset and --group are
  taken and passed over; RESULT, if given, receives the message, as XML after -appes.
--protocol kattis (also DOMjudge's): OUTPUT on standard input, exit 42 accepted, 43
  rejected, 1 the checker cannot judge; the message in FEEDBACK_DIR/judgemessage.txt too.
--protocol cms: the score, 1.0 or 0.0, on standard output, the message on standard error,
  exit 0 for any verdict, 3 when the checker cannot judge.
--help and --version go alone.
";

const PROGRAM: Program = Program { name: "check", usage: USAGE };

/// What to judge, and how to say the verdict.
struct Request {
	problem: Problem,
	protocol: Protocol,
	input: PathBuf,
	/// `None` for standard input (Kattis's way).
	output: Option<PathBuf>,
	/// None when not given, or given as an empty name (oj's way of saying there is none).
	answer: Option<PathBuf>,
	/// testlib's result file, and whether it is XML (`-appes`); Kattis's feedback folder.
	result: Option<PathBuf>,
	appes: bool,
	feedback: Option<PathBuf>,
}

fn read_request(parser: &mut Parser, appes: bool) -> Result<Request, Error> {
	let (mut problem, mut protocol) = (PROBLEM, PROTOCOL);
	let mut files = Vec::<OsString>::new();
	while let Some(arg) = parser.next_arg()? {
		match arg {
			Arg::Option(name) if name == "--problem" => problem = parser.problem()?,
			Arg::Option(name) if name == "--protocol" => {
				let spoken = [Protocol::Testlib, Protocol::Kattis, Protocol::Cms];
				protocol = Protocol::named(&parser.value()?, &spoken).map_err(Error::Usage)?;
			}
			// The verdict does not depend on the test's set or group.
			Arg::Option(name) if TESTLIB_OPTIONS.contains(&name.as_str()) => {
				parser.value()?;
			}
			Arg::Option(_) => return Err(parser.unknown()),
			Arg::Value(file) => files.push(file),
		}
	}
	let mut files = files.into_iter().map(PathBuf::from);
	let count = files.len();
	let mut next = || files.next().unwrap_or_default();
	let none_if_empty = |path: PathBuf| Some(path).filter(|path| !path.as_os_str().is_empty());
	let given = counted(count as u64, "file");
	let request = |input, output, answer, result, feedback| Request {
		problem,
		protocol,
		input,
		output,
		answer,
		result,
		appes,
		feedback,
	};
	match protocol {
		Protocol::Testlib if (2..=4).contains(&count) && (!appes || count == 4) => {
			let (input, output, answer, result) = (next(), next(), next(), next());
			let result = none_if_empty(result);
			Ok(request(input, Some(output), none_if_empty(answer), result, None))
		}
		Protocol::Testlib if appes => {
			Err(Error::Usage("-appes follows INPUT, OUTPUT, ANSWER and RESULT".to_string()))
		}
		Protocol::Testlib => Err(Error::Usage(format!(
			"give INPUT, OUTPUT and perhaps ANSWER and RESULT, not {given}"
		))),
		_ if appes => Err(Error::Usage("-appes is testlib's".to_string())),
		Protocol::Kattis if count == 3 => {
			let (input, answer, feedback) = (next(), next(), next());
			Ok(request(input, None, none_if_empty(answer), None, Some(feedback)))
		}
		Protocol::Kattis => {
			Err(Error::Usage(format!("give INPUT, ANSWER and FEEDBACK_DIR, not {given}")))
		}
		Protocol::Cms if count == 3 => {
			let (input, answer, output) = (next(), next(), next());
			Ok(request(input, Some(output), none_if_empty(answer), None, None))
		}
		Protocol::Cms => Err(Error::Usage(format!("give INPUT, ANSWER and OUTPUT, not {given}"))),
	}
}

/// How a check ended.
enum Verdict {
	/// For a problem that accepts any solution, or only the shortest.
	Accepted(Problem),
	Rejected(Rejection),
	/// The checker cannot judge: a file it cannot read, an INPUT that is not boards, a wrong
	/// ANSWER (testlib's FAIL).
	Fail(String),
}

impl Verdict {
	/// testlib's words for it, which judges built on testlib read, and its outcome in XML.
	fn testlib(&self) -> (&'static str, &'static str) {
		match self {
			Verdict::Accepted(_) => ("ok", "accepted"),
			Verdict::Rejected(Rejection::Wrong(_)) => ("wrong answer", "wrong-answer"),
			Verdict::Rejected(Rejection::Malformed(_)) => {
				("wrong output format", "presentation-error")
			}
			Verdict::Fail(_) => ("FAIL", "fail"),
		}
	}

	fn message(&self) -> String {
		match self {
			Verdict::Accepted(problem) if problem.accepts_any_solution() => {
				"every answer is right".to_string()
			}
			Verdict::Accepted(_) => "every answer is right and shortest".to_string(),
			Verdict::Rejected(rejection) => rejection.to_string(),
			Verdict::Fail(why) => why.clone(),
		}
	}
}

/// Judges the request's files.
fn check(request: &Request) -> Verdict {
	let named_path = |stream: Stream| match stream {
		Stream::Input => request.input.display().to_string(),
		Stream::Output => match &request.output {
			Some(output) => output.display().to_string(),
			None => "(standard input)".to_string(),
		},
		Stream::Answer => {
			request.answer.as_ref().map(|answer| answer.display().to_string()).unwrap_or_default()
		}
	};
	let cannot = |stream: Stream, error: io::Error| {
		format!("cannot read {} {}: {error}", named(stream), named_path(stream))
	};
	let open = |path: &PathBuf| File::open(path).map(BufReader::new);
	let input = match open(&request.input) {
		Ok(input) => input,
		Err(error) => return Verdict::Fail(cannot(Stream::Input, error)),
	};
	let output: Box<dyn io::BufRead> = match &request.output {
		Some(path) => match open(path) {
			Ok(output) => Box::new(output),
			// testlib's way: no output is the contestant's, a presentation error.
			Err(error) if error.kind() == io::ErrorKind::NotFound => {
				return Verdict::Rejected(Rejection::Malformed(cannot(Stream::Output, error)))
			}
			Err(error) => return Verdict::Fail(cannot(Stream::Output, error)),
		},
		None => Box::new(io::stdin().lock()),
	};
	let answer = match &request.answer {
		Some(path) => match open(path) {
			Ok(answer) => Some(answer),
			Err(error) => return Verdict::Fail(cannot(Stream::Answer, error)),
		},
		None => None,
	};
	let distances = Distances::compute(&request.problem.goal());
	match judge(request.problem, input, output, answer, &distances) {
		Ok(()) => Verdict::Accepted(request.problem),
		Err(CheckError::Rejected(rejection)) => Verdict::Rejected(rejection),
		Err(CheckError::BadInput(why)) => {
			Verdict::Fail(format!("the input {} is not boards: {why}", request.input.display()))
		}
		Err(CheckError::WrongAnswerFile(why)) => Verdict::Fail(format!(
			"the expected answer {} is wrong: {why}",
			named_path(Stream::Answer)
		)),
		Err(CheckError::Unreadable(stream, error)) => Verdict::Fail(cannot(stream, error)),
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

/// testlib's XML result, `-appes`, as testlib writes it: the message with `&`, `<`, `>` and `"`
/// escaped and control bytes as dots.
fn appes_xml(outcome: &str, message: &str) -> String {
	let mut escaped = String::new();
	for character in message.chars() {
		match character {
			'&' => escaped.push_str("&amp;"),
			'<' => escaped.push_str("&lt;"),
			'>' => escaped.push_str("&gt;"),
			'"' => escaped.push_str("&quot;"),
			control if (control as u32) < 32 => escaped.push('.'),
			other => escaped.push(other),
		}
	}
	format!("<?xml version=\"1.0\" encoding=\"utf-8\"?><result outcome = \"{outcome}\">{escaped}</result>\n")
}

/// Says the verdict as the protocol asks, and gives the exit status.
fn report(request: &Request, verdict: &Verdict) -> u8 {
	let message = verdict.message();
	let say = |line: &str| {
		// Standard error is the last place to say it: if that fails too, the status still does.
		let _ = writeln!(io::stderr(), "{line}");
	};
	match request.protocol {
		Protocol::Testlib => {
			let (words, outcome) = verdict.testlib();
			if let Some(result) = &request.result {
				let text =
					if request.appes { appes_xml(outcome, &message) } else { message.clone() };
				if let Err(error) = std::fs::write(result, text) {
					let why = format!("cannot write the result file {}: {error}", result.display());
					say(&format!("FAIL {why}"));
					return 3;
				}
			}
			say(&format!("{words} {message}"));
			match verdict {
				Verdict::Accepted(_) => 0,
				Verdict::Rejected(rejection) => rejection.exit_code(),
				Verdict::Fail(_) => 3,
			}
		}
		Protocol::Kattis => {
			const ACCEPTED: u8 = 42;
			const REJECTED: u8 = 43;
			say(&message);
			let feedback = request.feedback.clone().unwrap_or_default();
			let written = std::fs::write(feedback.join("judgemessage.txt"), format!("{message}\n"));
			match (verdict, written) {
				(_, Err(error)) => {
					say(&format!(
						"cannot write {}: {error}",
						feedback.join("judgemessage.txt").display()
					));
					1
				}
				(Verdict::Accepted(_), Ok(())) => ACCEPTED,
				(Verdict::Rejected(_), Ok(())) => REJECTED,
				(Verdict::Fail(_), Ok(())) => 1,
			}
		}
		Protocol::Cms => {
			say(&message);
			let score = match verdict {
				Verdict::Accepted(_) => "1.0",
				Verdict::Rejected(_) => "0.0",
				Verdict::Fail(_) => return 3,
			};
			let mut stdout = io::stdout();
			match writeln!(stdout, "{score}").and_then(|()| stdout.flush()) {
				Ok(()) => 0,
				Err(error) => {
					say(&format!("check: cannot write the score: {error}"));
					3
				}
			}
		}
	}
}

fn main() -> ExitCode {
	// testlib's last word, `-appes`, looks like an option and is none.
	let mut arguments = cli::arguments();
	let appes =
		matches!(arguments.last().and_then(|last| last.to_str()), Some("-appes" | "-APPES"));
	if appes {
		arguments.pop();
	}
	let request = match cli::parse(&PROGRAM, arguments, |parser| read_request(parser, appes)) {
		Ok(Parsed::Run(request)) => request,
		// Anything that keeps the checker from judging is 3, which no judge reads as a verdict.
		Ok(Parsed::Print(text)) => {
			let text = cli::with_defaults(text, &PROGRAM, PROBLEM, PROTOCOL);
			return cli::finish("check", cli::print(&text), |_| 3);
		}
		Err(error) => return cli::finish("check", Err(error), |_| 3),
	};
	ExitCode::from(report(&request, &check(&request)))
}

// The kit's module `board`, src/board.rs, its tests left out.
#[allow(dead_code)]
mod board {
//! The board as the kit sees it: nine cells in reading order, indexed by their rank among all 9!
//! permutations. Written plainly, and unlike `src/main.rs`, so that the solver's packing and ranks
//! are checked against something that shares none of their tricks.

/// A board cell by cell in reading order: `0` is the blank, `1..=8` the tiles.
pub type Board = [u8; 9];

/// `1 2 3 / 4 5 6 / 7 8 x`, the goal of AcWing's, AOJ's and Baekjoon's problems.
pub const GOAL: Board = [1, 2, 3, 4, 5, 6, 7, 8, 0];

/// The number of boards, 9!.
pub const BOARDS: usize = 362_880;

/// The number of boards that reach a goal: those of its parity, half of them.
pub const SOLVABLE: usize = BOARDS / 2;

const FACTORIAL: [usize; 9] = [1, 1, 2, 6, 24, 120, 720, 5_040, 40_320];

/// The board's rank among all 9! permutations (its Lehmer code), in `0..BOARDS`.
pub fn index(board: &Board) -> usize {
	let mut index = 0;
	for (i, &value) in board.iter().enumerate() {
		let smaller_later = board[i + 1..].iter().filter(|&&later| later < value).count();
		index += smaller_later * FACTORIAL[8 - i];
	}
	index
}

/// The board of a given [`index`].
pub fn board_at(mut index: usize) -> Board {
	let mut unused: Vec<u8> = (0..9).collect();
	let mut board = [0; 9];
	for (i, cell) in board.iter_mut().enumerate() {
		let weight = FACTORIAL[8 - i];
		*cell = unused.remove(index / weight);
		index %= weight;
	}
	board
}

/// The cell of the blank.
pub fn blank(board: &Board) -> usize {
	board.iter().position(|&cell| cell == 0).unwrap_or(0)
}

/// A way a move goes. Answers name the blank's way (`u`, `d`, `l`, `r`); a player names the
/// tile's, which is the opposite.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Direction {
	Up,
	Down,
	Left,
	Right,
}

impl Direction {
	pub const ALL: [Direction; 4] =
		[Direction::Up, Direction::Down, Direction::Left, Direction::Right];

	/// The letter of an answer: `u`, `d`, `l`, `r`.
	pub fn letter(self) -> u8 {
		match self {
			Direction::Up => b'u',
			Direction::Down => b'd',
			Direction::Left => b'l',
			Direction::Right => b'r',
		}
	}

	/// The direction an answer's letter names, if it names one.
	pub fn from_letter(letter: u8) -> Option<Direction> {
		Direction::ALL.iter().copied().find(|direction| direction.letter() == letter)
	}

	pub fn opposite(self) -> Direction {
		match self {
			Direction::Up => Direction::Down,
			Direction::Down => Direction::Up,
			Direction::Left => Direction::Right,
			Direction::Right => Direction::Left,
		}
	}

	pub fn word(self) -> &'static str {
		match self {
			Direction::Up => "up",
			Direction::Down => "down",
			Direction::Left => "left",
			Direction::Right => "right",
		}
	}
}

/// The cell the blank moves to when it goes `way`, or `None` when that would leave the board.
pub fn target(board: &Board, way: Direction) -> Option<usize> {
	let blank = blank(board);
	let (row, column) = (blank / 3, blank % 3);
	match way {
		Direction::Up if row > 0 => Some(blank - 3),
		Direction::Down if row < 2 => Some(blank + 3),
		Direction::Left if column > 0 => Some(blank - 1),
		Direction::Right if column < 2 => Some(blank + 1),
		_ => None,
	}
}

/// The board after moving the blank `way`, or `None` when that would leave the board.
pub fn slide(board: &Board, way: Direction) -> Option<Board> {
	let target = target(board, way)?;
	let mut next = *board;
	next.swap(blank(board), target);
	Some(next)
}

/// The board after every move of `moves` (letters, as answers write them), or the number (from
/// 1) of the first that leaves it or is no move.
pub fn follow(board: &Board, moves: &[u8]) -> Result<Board, usize> {
	let mut current = *board;
	for (number, &letter) in moves.iter().enumerate() {
		let next = Direction::from_letter(letter).and_then(|way| slide(&current, way));
		current = next.ok_or(number + 1)?;
	}
	Ok(current)
}

/// Whether the tiles, read row by row with the blank left out, have an odd number of
/// inversions. The kit never relies on it (the breadth-first search decides what is solvable);
/// the proof holds the solver's parity rule against that search with it.
pub fn inversions_are_odd(board: &Board) -> bool {
	let tiles: Vec<u8> = board.iter().copied().filter(|&cell| cell != 0).collect();
	let mut inversions = 0;
	for i in 0..tiles.len() {
		inversions += tiles[i + 1..].iter().filter(|&&tile| tile < tiles[i]).count();
	}
	inversions % 2 == 1
}
}

// The kit's module `checker`, src/checker.rs, its tests left out.
#[allow(dead_code)]
mod checker {
//! The special judge: whether an output answers its input's boards rightly and shortest, in
//! testlib's terms. INPUT, OUTPUT and the expected ANSWER are all read as streams, together, a
//! case at a time, so that memory and time stay bounded by what a case and an answer can be,
//! whatever the files hold.

use crate::board::{follow, Board};
use crate::distances::Distances;
use crate::input::{shown, Boards, InputError};
use crate::problem::Problem;
use std::fmt;
use std::io::{self, BufRead};

/// What is wrong with an output, in testlib's terms.
#[derive(Debug, PartialEq, Eq)]
pub enum Rejection {
	/// Well formed, but not a right answer (testlib's WA, exit 1).
	Wrong(String),
	/// Not an answer at all: a line that is no answer, or lines missing or extra (testlib's PE,
	/// exit 2).
	Malformed(String),
}

impl Rejection {
	/// The checker's exit status for this rejection.
	pub fn exit_code(&self) -> u8 {
		match self {
			Rejection::Wrong(_) => 1,
			Rejection::Malformed(_) => 2,
		}
	}

	fn in_case(self, case: u64) -> Rejection {
		match self {
			Rejection::Wrong(why) => Rejection::Wrong(format!("case {case}: {why}")),
			Rejection::Malformed(why) => Rejection::Malformed(format!("case {case}: {why}")),
		}
	}
}

impl fmt::Display for Rejection {
	fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
		match self {
			Rejection::Wrong(why) | Rejection::Malformed(why) => f.write_str(why),
		}
	}
}

/// The three streams a checker reads.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stream {
	Input,
	Output,
	Answer,
}

/// Why a check did not accept.
#[derive(Debug)]
pub enum CheckError {
	/// OUTPUT is not right: the verdict.
	Rejected(Rejection),
	/// ANSWER, the expected output, is not right: the test itself is broken.
	WrongAnswerFile(Rejection),
	/// INPUT is not boards.
	BadInput(String),
	/// A stream could not be read.
	Unreadable(Stream, io::Error),
}

/// The longest an answer can be, the whitespace around it left out: 31 moves, or `unsolvable`,
/// with room to spare. A longer one is wrong without reading the rest of its line.
pub const LONGEST_LINE: usize = 64;

/// The longest answer for a problem that accepts any solution (POJ 1077, HDU 1043): a megabyte
/// of moves, far more than any search writes, and still a bound on memory.
pub const LONGEST_SOLUTION: usize = 1 << 20;

/// The longest answer `problem` can have.
pub fn longest_answer(problem: Problem) -> usize {
	if problem.accepts_any_solution() {
		LONGEST_SOLUTION
	} else {
		LONGEST_LINE
	}
}

/// One line of an output.
#[derive(Debug, PartialEq, Eq)]
pub enum Line {
	/// The line, without its newline and without spaces, tabs or CRs at either end.
	Text(Vec<u8>),
	/// A line longer than the bound: the rest of it is not read.
	TooLong,
}

/// Reads an output one line at a time, keeping at most `longest` bytes of its text.
pub struct Lines<R> {
	reader: R,
	longest: usize,
	/// Lines read so far.
	pub count: u64,
	/// Whether the last line was too long, and the rest of it is to be passed over.
	skipping: bool,
}

impl<R: BufRead> Lines<R> {
	/// Lines of at most [`LONGEST_LINE`] bytes of text.
	pub fn new(reader: R) -> Lines<R> {
		Lines::with_longest(reader, LONGEST_LINE)
	}

	pub fn with_longest(reader: R, longest: usize) -> Lines<R> {
		Lines { reader, longest, count: 0, skipping: false }
	}

	/// Whether there is nothing at all to read.
	pub fn is_empty(&mut self) -> io::Result<bool> {
		Ok(self.count == 0 && chunk(&mut self.reader)?.is_empty())
	}

	/// The next line, or `None` at the end. A last line with no newline is a line if it holds
	/// anything: a final newline is optional.
	pub fn next_line(&mut self) -> io::Result<Option<Line>> {
		while self.skipping {
			let chunk = chunk(&mut self.reader)?;
			let newline = chunk.iter().position(|&byte| byte == b'\n');
			self.skipping = newline.is_none() && !chunk.is_empty();
			let used = newline.map_or(chunk.len(), |at| at + 1);
			self.reader.consume(used);
		}
		// Whitespace before and after the text is passed over, however much there is, as
		// testlib's checkers pass it over; whitespace between is kept, up to the bound.
		let (mut line, mut between, mut any, mut ended) = (Vec::new(), Vec::new(), false, false);
		while !ended {
			let chunk = chunk(&mut self.reader)?;
			if chunk.is_empty() {
				break;
			}
			let mut used = 0;
			for &byte in chunk {
				used += 1;
				match byte {
					b'\n' => {
						ended = true;
						break;
					}
					b' ' | b'\t' | b'\r' if line.is_empty() => {}
					b' ' | b'\t' | b'\r' => {
						if between.len() <= self.longest {
							between.push(byte);
						}
					}
					_ => {
						line.append(&mut between);
						line.push(byte);
						if line.len() > self.longest {
							self.reader.consume(used);
							self.count += 1;
							self.skipping = true;
							return Ok(Some(Line::TooLong));
						}
					}
				}
			}
			any = true;
			self.reader.consume(used);
		}
		if !any {
			return Ok(None);
		}
		self.count += 1;
		Ok(Some(Line::Text(line)))
	}
}

/// The reader's next bytes, the read tried again when a signal interrupts it.
fn chunk(reader: &mut impl BufRead) -> io::Result<&[u8]> {
	while let Err(error) = reader.fill_buf() {
		if error.kind() != io::ErrorKind::Interrupted {
			return Err(error);
		}
	}
	// Filled above: this takes what is buffered, with no read.
	reader.fill_buf()
}

/// "1 case", "2 cases": a count and its noun.
pub fn counted(count: u64, noun: &str) -> String {
	format!("{count} {noun}{}", if count == 1 { "" } else { "s" })
}

/// Judges one answer line for one board: `Ok` when it is right for `problem`. For moves: legal
/// moves that reach the goal in the fewest moves there are (in any number, for a problem that
/// accepts any solution), or `unsolvable` exactly for a board that never reaches it. For a count: that fewest number, or `-1`, written as a judge compares
/// it: plain decimal, with no sign, no leading zero and nothing else.
pub fn judge_answer(
	problem: Problem,
	board: &Board,
	line: &[u8],
	distances: &Distances,
) -> Result<(), Rejection> {
	let shortest = distances.of(board);
	let shown_line = || format!("{:?}", String::from_utf8_lossy(line));
	if !problem.prints_moves() {
		let right = shortest.map_or(problem.unsolvable().to_string(), |moves| moves.to_string());
		let digits = !line.is_empty() && line.iter().all(u8::is_ascii_digit);
		let plain = line == b"-1" || (digits && (line == b"0" || line[0] != b'0'));
		return match (line == right.as_bytes(), plain) {
			(true, _) => Ok(()),
			(false, false) => Err(Rejection::Malformed(format!(
				"{}: a line is the number of moves in plain decimal, or -1",
				shown_line()
			))),
			(false, true) if shortest.is_none() => Err(Rejection::Wrong(format!(
				"{}, but the board is unsolvable",
				String::from_utf8_lossy(line)
			))),
			(false, true) => Err(Rejection::Wrong(format!(
				"{}, but the fewest moves are {right}",
				String::from_utf8_lossy(line)
			))),
		};
	}
	if line == problem.unsolvable().as_bytes() {
		return match shortest {
			None => Ok(()),
			Some(moves) => Err(Rejection::Wrong(format!(
				"'unsolvable', but the board is solved in {moves} moves"
			))),
		};
	}
	if let Some(&byte) = line.iter().find(|byte| !b"udlr".contains(byte)) {
		return Err(Rejection::Malformed(format!(
			"{} in {}: a line is 'unsolvable' or moves u, d, l, r",
			shown(byte),
			shown_line()
		)));
	}
	let shortest = match shortest {
		Some(shortest) => usize::from(shortest),
		None => return Err(Rejection::Wrong("the board is unsolvable".to_string())),
	};
	let end = follow(board, line).map_err(|number| {
		let letter = line[number - 1] as char;
		Rejection::Wrong(format!("move {number} ({letter}) leaves the board"))
	})?;
	if end != problem.goal() {
		return Err(Rejection::Wrong(format!(
			"after {} the board is {}, not the goal",
			counted(line.len() as u64, "move"),
			problem.format_board(&end).replace('\n', " / ")
		)));
	}
	if line.len() != shortest && !problem.accepts_any_solution() {
		let moves = counted(line.len() as u64, "move");
		return Err(Rejection::Wrong(format!("{moves}, but the fewest are {shortest}")));
	}
	Ok(())
}

/// Judges OUTPUT, and ANSWER when it is given, against the boards of INPUT, one line per board, all
/// three read together a case at a time. ANSWER, the expected output, is judged as OUTPUT is
/// (any shortest answer is right, so the two are never compared); a wrong one means the test
/// is broken, and that is said before any verdict on OUTPUT. INPUT and ANSWER are read to the
/// end even after OUTPUT is found wrong, so that a broken test is never given a verdict.
///
/// The rule for the end, as testlib's line checkers have it: a final newline is optional, and
/// blank lines after the last case are ignored; a line missing at the end counts as an empty
/// line, which is right only for a board already solved. The error names the first bad case.
pub fn judge(
	problem: Problem,
	input: impl BufRead,
	output: impl BufRead,
	answer: Option<impl BufRead>,
	distances: &Distances,
) -> Result<(), CheckError> {
	let mut boards = Boards::new(input);
	let longest = longest_answer(problem);
	let mut output = Lines::with_longest(output, longest);
	let mut answer = answer.map(|answer| Lines::with_longest(answer, longest));
	// An ANSWER with nothing in it, for an input with cases, is a broken test, never a pass: it
	// is what an empty output becomes under a system that gives the answer before the output
	// (CMS, HUSTOJ), and an empty output is no answer. That is known from what it holds, not
	// from its size, which a pipe does not tell.
	let empty_answer = match answer.as_mut() {
		Some(lines) => {
			lines.is_empty().map_err(|error| CheckError::Unreadable(Stream::Answer, error))?
		}
		None => false,
	};
	let (mut verdict, mut cases) = (Ok(()), 0);
	loop {
		let board = match boards.next_board() {
			Ok(Some(board)) => board,
			Ok(None) => break,
			Err(InputError::Read(error)) => {
				return Err(CheckError::Unreadable(Stream::Input, error))
			}
			Err(InputError::Bad(why)) => return Err(CheckError::BadInput(why)),
		};
		cases += 1;
		if empty_answer {
			return Err(CheckError::WrongAnswerFile(Rejection::Malformed(
				"it is empty, and the input has cases (are OUTPUT and ANSWER swapped?)".to_string(),
			)));
		}
		if let Some(answer) = answer.as_mut() {
			let judged = judge_case(problem, &board, cases, answer, distances);
			judged.map_err(|failure| failure.about(Stream::Answer))?;
		}
		if verdict.is_ok() {
			verdict = judge_case(problem, &board, cases, &mut output, distances);
		}
	}
	if let Some(answer) = answer.as_mut() {
		nothing_after(answer, cases).map_err(|failure| failure.about(Stream::Answer))?;
	}
	let verdict = verdict.and_then(|()| nothing_after(&mut output, cases));
	verdict.map_err(|failure| failure.about(Stream::Output))
}

/// What went wrong with one output stream, before it is known which stream it is.
enum Failure {
	Rejected(Rejection),
	Unreadable(io::Error),
}

impl Failure {
	fn about(self, stream: Stream) -> CheckError {
		match (self, stream) {
			(Failure::Rejected(rejection), Stream::Answer) => {
				CheckError::WrongAnswerFile(rejection)
			}
			(Failure::Rejected(rejection), _) => CheckError::Rejected(rejection),
			(Failure::Unreadable(error), stream) => CheckError::Unreadable(stream, error),
		}
	}
}

/// Judges the line of `lines` that answers case number `case`.
fn judge_case(
	problem: Problem,
	board: &Board,
	case: u64,
	lines: &mut Lines<impl BufRead>,
	distances: &Distances,
) -> Result<(), Failure> {
	let line = match lines.next_line().map_err(Failure::Unreadable)? {
		Some(Line::Text(line)) => line,
		Some(Line::TooLong) => {
			let why =
				format!("line {} is longer than any answer ({} bytes)", lines.count, lines.longest);
			return Err(Failure::Rejected(Rejection::Malformed(why).in_case(case)));
		}
		None if distances.of(board) == Some(0) && problem.prints_moves() => Vec::new(),
		None => {
			let why = format!("no line (the output ends after {})", counted(lines.count, "line"));
			return Err(Failure::Rejected(Rejection::Malformed(why).in_case(case)));
		}
	};
	judge_answer(problem, board, &line, distances)
		.map_err(|why| Failure::Rejected(why.in_case(case)))
}

/// Only blank lines may follow the answer to the last of `cases`.
fn nothing_after(lines: &mut Lines<impl BufRead>, cases: u64) -> Result<(), Failure> {
	loop {
		match lines.next_line().map_err(Failure::Unreadable)? {
			None => return Ok(()),
			Some(Line::Text(line)) if line.is_empty() => {}
			Some(_) => {
				let why = format!(
					"line {} is after the last case (the input has {})",
					lines.count,
					counted(cases, "case")
				);
				return Err(Failure::Rejected(Rejection::Malformed(why)));
			}
		}
	}
}

/// The lines of a whole output in memory, by the rules of [`Lines`] (longer lines cut short).
pub fn output_lines(output: &[u8]) -> Vec<Vec<u8>> {
	let mut lines = Lines::new(output);
	let mut all = Vec::new();
	while let Ok(Some(line)) = lines.next_line() {
		all.push(match line {
			Line::Text(text) => text,
			Line::TooLong => b"(too long)".to_vec(),
		});
	}
	all
}
}

// The kit's module `cli`, src/cli.rs, its tests left out.
#[allow(dead_code)]
mod cli {
//! The command line the kit's programs share, and how they end.
//!
//! Options are `--name value` or `--name=value`, in any order; `--` ends them, so that what
//! follows is taken as it is (a file named `-x`). `--help` (`-h`) and `--version` (`-V`) go alone:
//! with anything else beside them they are a mistake, so that no file name a judge passes is ever
//! read as one. An option given twice, or two that cannot be honoured together, is refused, never
//! settled silently. The judge file, `src/main.rs`, takes no arguments at all: the solver's
//! options are the front end's, `src/bin/eight.rs`, read here like every other program's.
//!
//! Errors are values, [`Error`], each with the message the user sees; a program's `main` maps
//! them to its exit statuses in one place, through [`finish`].

use crate::problem::Problem;
use crate::protocol::Protocol;
use std::ffi::OsString;
use std::fmt;
use std::io::{self, Write};
use std::process::ExitCode;

/// A program of the kit, as its command line knows it.
pub struct Program {
	pub name: &'static str,
	/// What `--help` prints.
	pub usage: &'static str,
}

/// What a command line asks for: a run, or a text to print and end (`--help`, `--version`).
pub enum Parsed<T> {
	Run(T),
	Print(String),
}

/// Why a program stopped early.
#[derive(Debug)]
pub enum Error {
	/// The command line is wrong.
	Usage(String),
	/// What it asks for cannot be done: a board that cannot reach the goal, a depth no board has.
	Refused(String),
	/// An input could not be read or is not what it must be; the message says which.
	Read(String),
	/// Standard output could not be written. A reader that went away is a normal end.
	Write(io::Error),
}

impl fmt::Display for Error {
	fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
		match self {
			Error::Usage(why) => write!(f, "{why} (try --help)"),
			Error::Refused(why) | Error::Read(why) => f.write_str(why),
			Error::Write(error) => write!(f, "cannot write the output: {error}"),
		}
	}
}

fn usage(why: String) -> Error {
	Error::Usage(why)
}

/// Reads a command line by the rules above. `read` takes what `parser` hands it, an option or a
/// value at a time.
pub fn parse<T>(
	program: &Program,
	arguments: Vec<OsString>,
	read: impl FnOnce(&mut Parser) -> Result<T, Error>,
) -> Result<Parsed<T>, Error> {
	match arguments.first().and_then(|first| first.to_str()) {
		Some("--help" | "-h") if arguments.len() == 1 => {
			return Ok(Parsed::Print(program.usage.to_string()))
		}
		Some("--version" | "-V") if arguments.len() == 1 => {
			return Ok(Parsed::Print(format!("{} {}\n", program.name, "0.5.0")))
		}
		_ => {}
	}
	let mut parser = Parser {
		arguments: arguments.into_iter(),
		inline: None,
		option: String::new(),
		ended: false,
		seen: Vec::new(),
	};
	let request = read(&mut parser)?;
	Ok(Parsed::Run(request))
}

/// `--help`'s text with its last line, the problem and protocol a program takes when no option
/// names them (which `pack` may have set); any other text as it is.
pub fn with_defaults(
	text: String,
	program: &Program,
	problem: Problem,
	protocol: Protocol,
) -> String {
	if text != program.usage {
		return text;
	}
	let (problem, protocol) = (problem.name(), protocol.name());
	format!("{text}With no options: --problem {problem} --protocol {protocol}.\n")
}

/// One thing on the command line.
#[derive(Debug, PartialEq, Eq)]
pub enum Arg {
	/// An option, as `--name`; its value, if it takes one, comes from [`Parser::value`].
	Option(String),
	/// Anything else: a file, a board.
	Value(OsString),
}

/// Hands out a command line an option or a value at a time.
pub struct Parser {
	arguments: std::vec::IntoIter<OsString>,
	/// The value written with the last option (`--name=value`), until it is taken.
	inline: Option<String>,
	/// The last option.
	option: String,
	/// Whether `--` has been passed.
	ended: bool,
	/// The options so far, in order.
	seen: Vec<String>,
}

impl Parser {
	/// The next option or value, or `None` at the end.
	pub fn next_arg(&mut self) -> Result<Option<Arg>, Error> {
		if self.inline.is_some() {
			return Err(usage(format!("{} takes no value", self.option)));
		}
		let argument = match self.arguments.next() {
			Some(argument) => argument,
			None => return Ok(None),
		};
		if self.ended {
			return Ok(Some(Arg::Value(argument)));
		}
		let text = match argument.to_str() {
			Some(text) => text,
			None if argument.to_string_lossy().starts_with('-') => {
				return Err(usage(format!("the argument {argument:?} is not UTF-8")))
			}
			None => return Ok(Some(Arg::Value(argument))),
		};
		let (name, inline) = match text {
			"--" => {
				self.ended = true;
				return self.next_arg();
			}
			"-h" => ("--help", None),
			"-V" => ("--version", None),
			_ if text.starts_with("--") => match text.split_once('=') {
				Some((name, value)) => (name, Some(value.to_string())),
				None => (text, None),
			},
			_ if text.starts_with('-') && text != "-" => {
				return Err(usage(format!("unknown option '{text}'")))
			}
			_ => return Ok(Some(Arg::Value(argument))),
		};
		if name == "--help" || name == "--version" {
			if inline.is_some() {
				return Err(usage(format!("{name} takes no value")));
			}
			return Err(usage(format!("{name} goes alone, with nothing else on the command line")));
		}
		if self.seen.iter().any(|seen| seen == name) {
			return Err(usage(format!("{name} is given twice")));
		}
		self.seen.push(name.to_string());
		self.option = name.to_string();
		self.inline = inline;
		Ok(Some(Arg::Option(name.to_string())))
	}

	/// The next option, for a program that takes options only, or `None` at the end.
	pub fn next_option(&mut self) -> Result<Option<String>, Error> {
		match self.next_arg()? {
			Some(Arg::Option(name)) => Ok(Some(name)),
			Some(Arg::Value(value)) => Err(unexpected(&value)),
			None => Ok(None),
		}
	}

	/// The value of the last option as a problem's name, `--problem`'s.
	pub fn problem(&mut self) -> Result<Problem, Error> {
		Problem::named(&self.value()?).map_err(Error::Usage)
	}

	/// The value of the last option: after its `=`, or the next argument, whatever it is.
	pub fn value(&mut self) -> Result<String, Error> {
		if let Some(value) = self.inline.take() {
			return Ok(value);
		}
		match self.arguments.next() {
			None => Err(usage(format!("{} needs a value", self.option))),
			Some(value) => value
				.into_string()
				.map_err(|value| usage(format!("the argument {value:?} is not UTF-8"))),
		}
	}

	/// The value of the last option, as a whole number.
	pub fn number(&mut self) -> Result<u64, Error> {
		let value = self.value()?;
		self.whole_number(value)
	}

	/// The value of the last option as a whole number, or `None` when it is `word` instead.
	pub fn number_or(&mut self, word: &str) -> Result<Option<u64>, Error> {
		let value = self.value()?;
		if value == word {
			return Ok(None);
		}
		self.whole_number(value).map(Some)
	}

	fn whole_number(&self, value: String) -> Result<u64, Error> {
		value.parse().map_err(|error: std::num::ParseIntError| match error.kind() {
			std::num::IntErrorKind::PosOverflow => {
				usage(format!("{} {value} is too large: the largest is {}", self.option, u64::MAX))
			}
			_ => usage(format!("{} takes a whole number, not '{value}'", self.option)),
		})
	}

	/// The error for the last option, which this program does not know.
	pub fn unknown(&self) -> Error {
		usage(format!("unknown option '{}'", self.option))
	}

	/// Whether the option `name` has been given so far.
	pub fn given(&self, name: &str) -> bool {
		self.seen.iter().any(|seen| seen == name)
	}

	/// Refuses two options of one group given together: each group lists options that cannot
	/// be honoured together. The message names the first two, in the command line's order.
	pub fn apart(&self, groups: &[&[&str]]) -> Result<(), Error> {
		for group in groups {
			let mut given = self.seen.iter().filter(|seen| group.contains(&seen.as_str()));
			if let (Some(first), Some(second)) = (given.next(), given.next()) {
				return Err(usage(format!("{first} and {second} cannot go together")));
			}
		}
		Ok(())
	}
}

/// The error for a value where the program takes none, or no more.
pub fn unexpected(value: &OsString) -> Error {
	usage(format!("unexpected argument {value:?}"))
}

/// The command line's arguments, as they are: one that is not UTF-8 is kept, for file names.
pub fn arguments() -> Vec<OsString> {
	std::env::args_os().skip(1).collect()
}

/// Whether standard input can be read (`input`) and standard output written (`output`), as far as
/// their descriptors tell. Rust's own streams take a descriptor open the other way only (EBADF,
/// as `eight 1< file` gives it) as the end of the input and as a place that swallows all, so that
/// a run would pass for success with its output lost. A read and a write of nothing, on copies of
/// the descriptors, ask the system and change nothing; any other failure is left to the real
/// reads and writes. (A closed descriptor is not this: Rust's runtime opens /dev/null in its
/// place, for reading and writing.)
pub fn streams_usable(input: bool, output: bool) -> Result<(), Error> {
	#[cfg(unix)]
	{
		use std::io::Read;
		use std::os::unix::io::AsFd;
		const EBADF: i32 = 9;
		let bad = |result: io::Result<usize>| match result {
			Err(error) if error.raw_os_error() == Some(EBADF) => Some(error),
			_ => None,
		};
		if input {
			let copy = io::stdin().as_fd().try_clone_to_owned().map(std::fs::File::from);
			if let Some(error) = bad(copy.and_then(|mut file| file.read(&mut []))) {
				return Err(Error::Read(format!("cannot read the input: {error}")));
			}
		}
		if output {
			let copy = io::stdout().as_fd().try_clone_to_owned().map(std::fs::File::from);
			if let Some(error) = bad(copy.and_then(|mut file| file.write(&[]))) {
				return Err(Error::Write(error));
			}
		}
	}
	let _ = (input, output);
	Ok(())
}

/// Writes `text` to standard output, whole.
pub fn print(text: &str) -> Result<(), Error> {
	streams_usable(false, true)?;
	let mut stdout = io::stdout();
	stdout.write_all(text.as_bytes()).and_then(|()| stdout.flush()).map_err(Error::Write)
}

/// How a program ends: `Ok` is exit 0; a reader that went away (`gen | head -1`) is a normal end
/// too; any other error is one line on standard error, `program: message`, and the status
/// `code` gives it.
pub fn finish(program: &str, result: Result<(), Error>, code: impl Fn(&Error) -> u8) -> ExitCode {
	match result {
		Ok(()) => ExitCode::SUCCESS,
		Err(Error::Write(ref error)) if error.kind() == io::ErrorKind::BrokenPipe => {
			ExitCode::SUCCESS
		}
		Err(error) => {
			// Standard error is the last place to say it: if that fails too, the status still does.
			let _ = writeln!(io::stderr(), "{program}: {error}");
			ExitCode::from(code(&error))
		}
	}
}
}

// The kit's module `distances`, src/distances.rs, its tests left out.
#[allow(dead_code)]
mod distances {
//! The kit's one breadth-first search: every board's fewest moves from one board, which the
//! checker, the generator, the game, the proof and the benchmarks all take their distances from.

use crate::board::{board_at, index, slide, Board, Direction, BOARDS};
use std::collections::VecDeque;

/// Every board's fewest moves to one board, usually a goal, found by one breadth-first search
/// from it: moves can be undone, so the distance from it is the distance to it. A board of the
/// other parity is never reached, and that, not the parity rule, is what makes it unsolvable
/// here.
pub struct Distances {
	by_index: Vec<u8>,
	/// The boards' indices in the order the search took them from its queue, the first first.
	order: Vec<u32>,
}

impl Distances {
	const UNREACHED: u8 = u8::MAX;

	pub fn compute(from: &Board) -> Distances {
		let mut by_index = vec![Self::UNREACHED; BOARDS];
		let mut order = Vec::with_capacity(BOARDS / 2);
		let mut queue = VecDeque::from([*from]);
		by_index[index(from)] = 0;
		while let Some(board) = queue.pop_front() {
			order.push(index(&board) as u32);
			let next_distance = by_index[index(&board)] + 1;
			for way in Direction::ALL {
				if let Some(next) = slide(&board, way) {
					let slot = &mut by_index[index(&next)];
					if *slot == Self::UNREACHED {
						*slot = next_distance;
						queue.push_back(next);
					}
				}
			}
		}
		Distances { by_index, order }
	}

	/// The fewest moves between `board` and the search's first board, or `None` if it never
	/// gets there.
	pub fn of(&self, board: &Board) -> Option<u8> {
		Some(self.by_index[index(board)]).filter(|&distance| distance != Self::UNREACHED)
	}

	/// The largest distance there is: 31 from AcWing's goal, 30 from Luogu's.
	pub fn farthest(&self) -> u8 {
		self.order.last().map_or(0, |&last| self.by_index[last as usize])
	}

	/// Every board at exactly `distance` moves, in the order the search reached them.
	pub fn boards_at(&self, distance: u8) -> Vec<Board> {
		let at = self.order.iter().filter(|&&i| self.by_index[i as usize] == distance);
		at.map(|&i| board_at(i as usize)).collect()
	}

	/// Every board the search reached, in order of [`index`], one at a time.
	pub fn solvable_boards(&self) -> impl Iterator<Item = Board> + '_ {
		let indices = (0..BOARDS).filter(move |&i| self.by_index[i] != Self::UNREACHED);
		indices.map(board_at)
	}

	/// The indices of the boards in the order the search took them from its queue, so that a
	/// board's place in it is how many boards a search from the first would take out before it.
	pub fn order(&self) -> &[u32] {
		&self.order
	}
}
}

// The kit's module `input`, src/input.rs, its tests left out.
#[allow(dead_code)]
mod input {
//! The solver's input format, read as a stream: cells `1`..`8`, and `x`, `X` or `0` for the
//! blank, separated by any whitespace or none, nine to a case. Memory stays what a case needs,
//! whatever the input holds.

use crate::board::Board;
use std::fmt;
use std::io::{self, BufRead};

/// Why the input is not a list of boards.
#[derive(Debug)]
pub enum InputError {
	/// It could not be read.
	Read(io::Error),
	/// It is not boards: the message names the case and the line it starts on.
	Bad(String),
}

impl fmt::Display for InputError {
	fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
		match self {
			InputError::Read(error) => write!(f, "{error}"),
			InputError::Bad(why) => f.write_str(why),
		}
	}
}

/// UTF-8's byte-order mark, which editors on Windows write at the start of a file.
pub const BYTE_ORDER_MARK: &[u8] = b"\xef\xbb\xbf";

/// Reads boards one at a time.
pub struct Boards<R> {
	reader: R,
	/// Whether anything was read: a byte-order mark is skipped only at the very start.
	started: bool,
	/// The line being read, and the cases begun.
	line: u64,
	case: u64,
}

impl<R: BufRead> Boards<R> {
	pub fn new(reader: R) -> Boards<R> {
		Boards { reader, started: false, line: 1, case: 0 }
	}

	/// The next board, or `None` at the end of the input.
	pub fn next_board(&mut self) -> Result<Option<Board>, InputError> {
		let (mut board, mut count, mut case_line) = ([0; 9], 0, self.line);
		loop {
			let chunk = match self.reader.fill_buf() {
				Ok(chunk) => chunk,
				Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
				Err(error) => return Err(InputError::Read(error)),
			};
			let mark = !self.started && chunk.starts_with(BYTE_ORDER_MARK);
			self.started = true;
			if mark {
				self.reader.consume(BYTE_ORDER_MARK.len());
				continue;
			}
			if chunk.is_empty() {
				return match count {
					0 => Ok(None),
					_ => {
						Err(self.bad(case_line, format!("the input ends after {count} of 9 cells")))
					}
				};
			}
			let mut used = 0;
			for &byte in chunk {
				used += 1;
				let cell = match byte {
					b'\n' => {
						self.line += 1;
						continue;
					}
					b' ' | b'\t' | b'\r' | 0x0b | 0x0c => continue,
					b'1'..=b'8' => byte - b'0',
					b'x' | b'X' | b'0' => 0,
					_ => {
						if count == 0 {
							(self.case, case_line) = (self.case + 1, self.line);
						}
						let why = format!("{} is not a cell", shown(byte));
						return Err(self.bad(case_line, why));
					}
				};
				if count == 0 {
					(self.case, case_line) = (self.case + 1, self.line);
				}
				board[count] = cell;
				count += 1;
				if count == 9 {
					break;
				}
			}
			self.reader.consume(used);
			if count == 9 {
				return match why_not_a_board(&board) {
					Some(why) => Err(self.bad(case_line, why)),
					None => Ok(Some(board)),
				};
			}
		}
	}

	fn bad(&self, case_line: u64, why: String) -> InputError {
		InputError::Bad(format!("case {} (line {case_line}): {why}", self.case))
	}
}

/// What keeps nine cells from being a board, in the solver's words: the first value there more
/// than once and how often, then every value missing, the tiles in order and the blank last.
pub fn why_not_a_board(cells: &Board) -> Option<String> {
	let name = |value: u8| match value {
		0 => "the blank".to_string(),
		tile => format!("tile {tile}"),
	};
	let times = |value: u8| cells.iter().filter(|&&cell| cell == value).count();
	// `iter().copied()`, not `into_iter()`, which is by reference under editions before 2021,
	// where the single-file checker may be built.
	let missing: Vec<String> = [1, 2, 3, 4, 5, 6, 7, 8, 0]
		.iter()
		.copied()
		.filter(|&value| times(value) == 0)
		.map(name)
		.collect();
	let (last, others) = missing.split_last()?;
	let repeated = cells.iter().copied().find(|&value| times(value) > 1)?;
	let how_often = match times(repeated) {
		2 => "twice".to_string(),
		count => format!("{count} times"),
	};
	let missing = match others {
		[] => format!("{last} is missing"),
		_ => format!("{} and {last} are missing", others.join(", ")),
	};
	Some(format!("{} appears {how_often}, and {missing}", name(repeated)))
}

/// A byte for a message: itself if it prints, else its value.
pub fn shown(byte: u8) -> String {
	if byte.is_ascii_graphic() {
		format!("'{}'", byte as char)
	} else {
		format!("byte 0x{byte:02x}")
	}
}

/// Every board of a text in memory.
pub fn parse_boards(text: &[u8]) -> Result<Vec<Board>, String> {
	let mut boards = Boards::new(text);
	let mut all = Vec::new();
	while let Some(board) = boards.next_board().map_err(|error| error.to_string())? {
		all.push(board);
	}
	Ok(all)
}
}

// The kit's module `problem`, src/problem.rs, its tests left out.
#[allow(dead_code)]
mod problem {
//! The problems, as the judges pose them: each one's name, goal, input format and answer.

use crate::board::{Board, GOAL};

/// A judge's Eight. Their names are the solver's constants in lower case (`ACWING179` is
/// `acwing179`), as `--problem` takes them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Problem {
	/// AcWing 179: nine cells, `x` the blank; the shortest moves, or `unsolvable`.
	AcWing179,
	/// AcWing 845: the same boards; the fewest number of moves, or `-1`.
	AcWing845,
	/// Luogu P1379: nine glued digits, `0` the blank, goal `1 2 3 / 8 0 4 / 7 6 5`; the fewest
	/// number of moves (the statement promises a solvable board; the solver prints `-1` else).
	Luogu1379,
	/// AOJ ALDS1_13_B: three lines of three integers, `0` the blank, AcWing's goal; the fewest
	/// number of moves (a solvable board is promised; `-1` else).
	AojAlds1_13B,
	/// Baekjoon 1525: as AOJ poses it; the fewest number of moves, or `-1`.
	Baekjoon1525,
	/// POJ 1077: AcWing 179's board, one case; any moves that solve it, or `unsolvable`.
	Poj1077,
	/// HDU 1043: AcWing 179's boards, cases until the input ends; any moves that solve each.
	Hdu1043,
}

impl Problem {
	pub const ALL: [Problem; 7] = [
		Problem::AcWing179,
		Problem::AcWing845,
		Problem::Luogu1379,
		Problem::AojAlds1_13B,
		Problem::Baekjoon1525,
		Problem::Poj1077,
		Problem::Hdu1043,
	];

	pub fn name(self) -> &'static str {
		match self {
			Problem::AcWing179 => "acwing179",
			Problem::AcWing845 => "acwing845",
			Problem::Luogu1379 => "luogu1379",
			Problem::AojAlds1_13B => "aoj_alds1_13_b",
			Problem::Baekjoon1525 => "baekjoon1525",
			Problem::Poj1077 => "poj1077",
			Problem::Hdu1043 => "hdu1043",
		}
	}

	/// The problem of that name, or a message that lists the names.
	pub fn named(name: &str) -> Result<Problem, String> {
		let found = Problem::ALL.iter().find(|problem| problem.name() == name);
		found.copied().ok_or_else(|| {
			let names: Vec<&str> = Problem::ALL.iter().map(|problem| problem.name()).collect();
			let (last, others) = names.split_last().expect("there are problems");
			format!("unknown problem '{name}': the names are {} and {last}", others.join(", "))
		})
	}

	pub fn goal(self) -> Board {
		match self {
			Problem::Luogu1379 => [1, 2, 3, 8, 0, 4, 7, 6, 5],
			_ => GOAL,
		}
	}

	/// Whether an answer is the moves themselves, or their number.
	pub fn prints_moves(self) -> bool {
		matches!(self, Problem::AcWing179 | Problem::Poj1077 | Problem::Hdu1043)
	}

	/// Whether any moves that solve a board are right, not only the fewest: POJ's and HDU's
	/// special judges accept any solution.
	pub fn accepts_any_solution(self) -> bool {
		matches!(self, Problem::Poj1077 | Problem::Hdu1043)
	}

	/// Whether a test holds cases until the input ends (HDU's), not one.
	pub fn many_cases(self) -> bool {
		self == Problem::Hdu1043
	}

	/// Whether the judge promises a board that reaches the goal (Luogu's and AOJ's statements).
	pub fn promises_solvable(self) -> bool {
		matches!(self, Problem::Luogu1379 | Problem::AojAlds1_13B)
	}

	/// The answer for a board that cannot reach the goal.
	pub fn unsolvable(self) -> &'static str {
		if self.prints_moves() {
			"unsolvable"
		} else {
			"-1"
		}
	}

	/// A board as the problem's input writes it: `2 3 4 1 5 x 7 6 8` for AcWing's, `283104765`
	/// for Luogu's, three lines `1 3 0` / `4 2 5` / `7 8 6` for AOJ's and Baekjoon's.
	pub fn format_board(self, board: &Board) -> String {
		let acwing = matches!(
			self,
			Problem::AcWing179 | Problem::AcWing845 | Problem::Poj1077 | Problem::Hdu1043
		);
		let blank = if acwing { 'x' } else { '0' };
		let cells: Vec<String> = board
			.iter()
			.map(|&cell| if cell == 0 { blank.to_string() } else { cell.to_string() })
			.collect();
		match self {
			Problem::Luogu1379 => cells.concat(),
			Problem::AojAlds1_13B | Problem::Baekjoon1525 => {
				let rows: Vec<String> = cells.chunks(3).map(|row| row.join(" ")).collect();
				rows.join("\n")
			}
			_ => cells.join(" "),
		}
	}
}
}

// The kit's module `protocol`, src/protocol.rs, its tests left out.
#[allow(dead_code)]
mod protocol {
//! How judging systems call a checker or a validator and read its word: testlib's convention
//! (Polygon, Codeforces, and the judges built on testlib), Kattis's (which DOMjudge shares) and
//! CMS's. The programs that speak them say what each means for them.

/// A judging system's way of calling a checker or a validator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Protocol {
	Testlib,
	Kattis,
	Cms,
}

impl Protocol {
	/// The protocol of that name among those a program speaks, or a message that lists them.
	/// `domjudge` is Kattis's.
	pub fn named(name: &str, spoken: &[Protocol]) -> Result<Protocol, String> {
		let found = match name {
			"testlib" => Some(Protocol::Testlib),
			"kattis" | "domjudge" => Some(Protocol::Kattis),
			"cms" => Some(Protocol::Cms),
			_ => None,
		};
		found.filter(|protocol| spoken.contains(protocol)).ok_or_else(|| {
			let names: Vec<&str> = spoken.iter().map(|protocol| protocol.name()).collect();
			let (last, others) = names.split_last().expect("a program speaks a protocol");
			let others = others.join(", ");
			let names =
				if others.is_empty() { last.to_string() } else { format!("{others} and {last}") };
			format!("unknown protocol '{name}': the names are {names} (kattis also as domjudge)")
		})
	}

	pub fn name(self) -> &'static str {
		match self {
			Protocol::Testlib => "testlib",
			Protocol::Kattis => "kattis",
			Protocol::Cms => "cms",
		}
	}
}

/// testlib's options that say which test set and group a test is in: taken, for a program that
/// does not depend on them.
pub const TESTLIB_OPTIONS: [&str; 2] = ["--testset", "--group"];
}
