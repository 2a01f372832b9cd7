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

use eight_kit::cli::{self, Error, Parsed, Parser, Program};
use eight_kit::input::{shown, why_not_a_board, BYTE_ORDER_MARK};
use eight_kit::protocol::TESTLIB_OPTIONS;
use eight_kit::{Board, Distances, Problem, Protocol};
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
