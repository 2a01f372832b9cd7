//! `validate [--problem NAME] [--protocol testlib|kattis] < INPUT`: whether a test's input is
//! exactly in the judge's format, as a setter's input validator says it (testlib's
//! `readSpace`, `readEoln`, `readEof`): the solver reads loose input on purpose, so it is no
//! substitute.
//!
//! The formats, a final newline always:
//! - `acwing179`, `acwing845`: one line of nine cells, `1` to `8` and `x`, with single spaces
//!   between;
//! - `poj1077`: the same with one space or more between cells, as POJ's own sample has two;
//!   `hdu1043`: such lines until the input ends, one at least (HDU's sample is POJ's);
//! - `luogu1379`: one line of nine digits, `0` the blank;
//! - `aoj_alds1_13_b`, `baekjoon1525`: three lines of three digits with single spaces, `0` the
//!   blank.
//!
//! Each tile once; a board that cannot reach the goal is refused where the judge promises none
//! (Luogu, AOJ). A UTF-8 byte-order mark at the very start is skipped, as every reader of the
//! kit skips it. The first fault is named by line and column. It reads a line at a time and
//! keeps no more of one than a line of the format can be, whatever the input holds.
//!
//! This one file is the kit's `validate` whole, for judges that build a checker or a validator from
//! a single source: `src/bin/validate.rs` with the kit's modules it uses (board, cli, distances,
//! input, problem, protocol) written in below, as `pack --single validate` writes it. It needs only
//! std, and builds alone: `rustc -O validate.rs`. Edit the kit, not this file.

use crate::cli::{Error, Parsed, Parser, Program};
use crate::input::{shown, why_not_a_board, BYTE_ORDER_MARK};
use crate::protocol::TESTLIB_OPTIONS;
use crate::board::Board;
use crate::distances::Distances;
use crate::problem::Problem;
use crate::protocol::Protocol;
use std::io::{self, BufRead, Write};
use std::process::ExitCode;

/// The problem and the protocol when no option names them. `pack` sets these two lines in the
/// single file it writes for a package (`standalone/validate.rs` is this program, the kit's
/// modules in it), so that a judge can run it with no options.
const PROBLEM: Problem = Problem::AcWing179;
const PROTOCOL: Protocol = Protocol::Testlib;

const USAGE: &str = "\
usage: validate [--problem NAME] [--protocol testlib|kattis] < INPUT

Says whether INPUT is exactly in the judge's format for the problem (the default: below):
  acwing179, acwing845            one line: nine cells, 1 to 8 and x, single spaces between
  poj1077                         the same, one space or more between (POJ's sample has two)
  hdu1043                         such lines until the end, one at least
  luogu1379                       one line of nine digits, 0 the blank
  aoj_alds1_13_b, baekjoon1525    three lines of three digits, single spaces, 0 the blank
A final newline always; each tile once; for luogu1379 and aoj_alds1_13_b, whose judges
promise it, a board that reaches the goal. The first fault is named by line and column.

--protocol testlib: exit 0 valid, 3 not, the fault on standard error after
  `FAIL`; --testset and --group are taken and passed over.
--protocol kattis: exit 42 valid, 43 not.
--help and --version go alone.
";

const PROGRAM: Program = Program { name: "validate", usage: USAGE };

struct Request {
	problem: Problem,
	protocol: Protocol,
}

fn read_request(parser: &mut Parser) -> Result<Request, Error> {
	let mut request = Request { problem: PROBLEM, protocol: PROTOCOL };
	while let Some(name) = parser.next_option()? {
		match name.as_str() {
			"--problem" => request.problem = parser.problem()?,
			"--protocol" => {
				let spoken = [Protocol::Testlib, Protocol::Kattis];
				request.protocol =
					Protocol::named(&parser.value()?, &spoken).map_err(Error::Usage)?;
			}
			// Whether a test is valid does not depend on its set or group.
			name if TESTLIB_OPTIONS.contains(&name) => {
				parser.value()?;
			}
			_ => return Err(parser.unknown()),
		}
	}
	Ok(request)
}

/// The shape of a problem's input: lines of `cells` cells each, spaced or glued, `lines` of them
/// a board, and whether more boards may follow.
struct Format {
	cells: usize,
	spaced: bool,
	/// Whether a space between cells may be several.
	runs: bool,
	lines: usize,
	many: bool,
	/// The blank, as the format writes it, and the cells it takes.
	blank: u8,
	/// Whether the judge promises a board that reaches the goal.
	solvable: bool,
}

impl Format {
	fn of(problem: Problem) -> Format {
		let acwing = Format {
			cells: 9,
			spaced: true,
			runs: false,
			lines: 1,
			many: problem.many_cases(),
			blank: b'x',
			solvable: problem.promises_solvable(),
		};
		match problem {
			Problem::AcWing179 | Problem::AcWing845 => acwing,
			Problem::Poj1077 | Problem::Hdu1043 => Format { runs: true, ..acwing },
			Problem::Luogu1379 => Format { spaced: false, blank: b'0', ..acwing },
			Problem::AojAlds1_13B | Problem::Baekjoon1525 => {
				Format { cells: 3, lines: 3, blank: b'0', ..acwing }
			}
		}
	}

	/// The bytes of a line, the newline left out.
	fn width(&self) -> usize {
		if self.spaced {
			2 * self.cells - 1
		} else {
			self.cells
		}
	}

	fn cell_words(&self) -> String {
		let blank = self.blank as char;
		if blank == 'x' {
			"a cell (1 to 8, or x)".to_string()
		} else {
			format!("a cell (1 to 8, or {blank})")
		}
	}
}

/// Why the input is not in the format: the fault, and where.
struct Fault(String);

/// What stands at a place: a byte, or the end of the input.
fn found(byte: Option<u8>) -> String {
	match byte {
		Some(b'\n') => "the end of the line".to_string(),
		Some(b' ') => "a space".to_string(),
		Some(b'\t') => "a tab".to_string(),
		Some(b'\r') => "a carriage return".to_string(),
		Some(byte) => shown(byte),
		None => "the end of the input".to_string(),
	}
}

/// Reads the input against the format, a byte at a time through its buffer.
fn validate(input: &mut impl BufRead, problem: Problem) -> Result<Result<(), Fault>, io::Error> {
	let format = Format::of(problem);
	let distances = if format.solvable { Some(Distances::compute(&problem.goal())) } else { None };
	let mut reader = Bytes { input, line: 1, column: 0 };
	if reader.starts_with_mark()? {
		reader.skip(BYTE_ORDER_MARK.len())?;
	}
	let at = |reader: &Bytes<_>, what: &str, byte: Option<u8>| {
		Err(Fault(format!(
			"line {}, column {}: expected {what}, found {}",
			reader.line,
			reader.column,
			found(byte)
		)))
	};
	loop {
		let (mut board, mut count, first_line): (Board, usize, u64) = ([0; 9], 0, reader.line);
		for _ in 0..format.lines {
			for place in 0..format.width() {
				let byte = reader.next()?;
				if format.spaced && place % 2 == 1 {
					match byte {
						Some(b' ') if format.runs => {
							while reader.peek()? == Some(b' ') {
								reader.next()?;
							}
						}
						Some(b' ') => {}
						_ if format.runs => return Ok(at(&reader, "a space", byte)),
						_ => return Ok(at(&reader, "a single space", byte)),
					}
					continue;
				}
				let cell = match byte {
					Some(digit @ b'1'..=b'8') => digit - b'0',
					Some(blank) if blank == format.blank => 0,
					_ => return Ok(at(&reader, &format.cell_words(), byte)),
				};
				board[count] = cell;
				count += 1;
			}
			match reader.next()? {
				Some(b'\n') => reader.new_line(),
				byte => return Ok(at(&reader, "a newline", byte)),
			}
		}
		if let Some(why) = why_not_a_board(&board) {
			return Ok(Err(Fault(format!("line {first_line}: {why}"))));
		}
		if let Some(distances) = &distances {
			if distances.of(&board).is_none() {
				let why = format!(
					"line {first_line}: the board cannot reach the goal, and {} promises one that can",
					problem.name()
				);
				return Ok(Err(Fault(why)));
			}
		}
		if !format.many || reader.peek()?.is_none() {
			break;
		}
	}
	match reader.next()? {
		None => Ok(Ok(())),
		byte => Ok(at(&reader, "the end of the input", byte)),
	}
}

/// The input a byte at a time, with the line and column of the last byte taken.
struct Bytes<'a, R> {
	input: &'a mut R,
	line: u64,
	column: u64,
}

impl<R: BufRead> Bytes<'_, R> {
	fn fill(&mut self) -> io::Result<&[u8]> {
		loop {
			match self.input.fill_buf() {
				Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
				Err(error) => return Err(error),
				Ok(_) => break,
			}
		}
		self.input.fill_buf()
	}

	fn peek(&mut self) -> io::Result<Option<u8>> {
		Ok(self.fill()?.first().copied())
	}

	fn next(&mut self) -> io::Result<Option<u8>> {
		let byte = self.peek()?;
		self.column += 1;
		if byte.is_some() {
			self.input.consume(1);
		}
		Ok(byte)
	}

	fn new_line(&mut self) {
		self.line += 1;
		self.column = 0;
	}

	/// Whether the input begins with a byte-order mark, read across buffers if need be.
	fn starts_with_mark(&mut self) -> io::Result<bool> {
		let chunk = self.fill()?;
		if chunk.len() >= BYTE_ORDER_MARK.len() || chunk.is_empty() {
			return Ok(chunk.starts_with(BYTE_ORDER_MARK));
		}
		// A mark split across reads: the buffer holds what came; a pipe this slow is rare, and
		// the mark is then taken only when the first read holds it whole.
		Ok(false)
	}

	fn skip(&mut self, count: usize) -> io::Result<()> {
		self.fill()?;
		self.input.consume(count);
		Ok(())
	}
}

fn main() -> ExitCode {
	let request = match cli::parse(&PROGRAM, cli::arguments(), read_request) {
		Ok(Parsed::Run(request)) => request,
		Ok(Parsed::Print(text)) => {
			let text = cli::with_defaults(text, &PROGRAM, PROBLEM, PROTOCOL);
			return cli::finish("validate", cli::print(&text), |_| 1);
		}
		Err(error) => return cli::finish("validate", Err(error), |_| 2),
	};
	if let Err(error) = cli::streams_usable(true, false) {
		return cli::finish("validate", Err(error), |_| 1);
	}
	let (valid, invalid) = match request.protocol {
		Protocol::Kattis => (42, 43),
		_ => (0, 3),
	};
	let verdict = validate(&mut io::stdin().lock(), request.problem);
	let say = |line: String| {
		let _ = writeln!(io::stderr(), "{line}");
	};
	match verdict {
		Ok(Ok(())) => ExitCode::from(valid),
		Ok(Err(Fault(why))) => {
			say(match request.protocol {
				Protocol::Kattis => why,
				_ => format!("FAIL {why}"),
			});
			ExitCode::from(invalid)
		}
		Err(error) => {
			say(format!("validate: cannot read the input: {error}"));
			ExitCode::from(1)
		}
	}
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
