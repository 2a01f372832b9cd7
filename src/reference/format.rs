//! Whether a test's input is exactly in its judge's format, as a setter's input validator says it
//! (testlib's `readSpace`, `readEoln`, `readEof`): the solver reads loose input on purpose, so it
//! is no substitute. The formats are the catalogue's layouts, a final newline always; each tile
//! once; a board that cannot reach the goal is refused where the judge promises none. A UTF-8
//! byte-order mark is refused, as testlib's validators refuse it (`registerValidation` reads the
//! input strictly), though the kit's readers of answers pass one over: a test is what every
//! contestant's program reads, and none should meet one. The first fault is named by line and
//! column. It reads a byte at a time through its buffer and keeps
//! nothing of a line but the board it is reading, whatever the input holds.

use crate::board::Board;
use crate::catalogue::{Layout, Problem};
use crate::distances::Distances;
use crate::input::{why_not_a_board, MarkSkipped};
use crate::words::shown;
use std::io::{self, BufRead};

/// Why an input is not a valid test.
#[derive(Debug)]
pub enum Invalid {
	/// It is not in the format: the fault, and where.
	Fault(String),
	/// It could not be read.
	Unreadable(io::Error),
}

impl From<io::Error> for Invalid {
	fn from(error: io::Error) -> Invalid {
		Invalid::Unreadable(error)
	}
}

/// The shape of a layout: lines of `cells` cells each, spaced or glued, `lines` of them a board.
struct Shape {
	cells: usize,
	spaced: bool,
	/// Whether a space between cells may be several.
	runs: bool,
	lines: usize,
}

impl Shape {
	fn of(layout: Layout) -> Shape {
		let line = Shape { cells: 9, spaced: true, runs: false, lines: 1 };
		match layout {
			Layout::Line => line,
			Layout::LooseLine => Shape { runs: true, ..line },
			Layout::Glued => Shape { spaced: false, ..line },
			Layout::ThreeLines => Shape { cells: 3, lines: 3, ..line },
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
}

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

/// Reads `input` against `problem`'s format: `Ok` for a valid test. The distances to the goal,
/// where the judge promises a board that reaches it, are found when the first whole board is read.
pub fn validate(input: &mut impl BufRead, problem: &Problem) -> Result<(), Invalid> {
	let mut distances = None;
	let mut reaches = |board: &Board| {
		let distances = distances.get_or_insert_with(|| Distances::compute(&problem.goal));
		distances.of(board).is_some()
	};
	read_against(input, problem, &mut reaches)
}

/// The same, with the distances to `problem`'s goal at hand: for a caller that validates many
/// tests of one problem.
pub fn validate_against(
	input: &mut impl BufRead,
	problem: &Problem,
	distances: &Distances,
) -> Result<(), Invalid> {
	read_against(input, problem, &mut |board: &Board| distances.of(board).is_some())
}

/// Reads `input` against `problem`'s format; `reaches` says whether a board reaches the goal.
fn read_against(
	input: &mut impl BufRead,
	problem: &Problem,
	reaches: &mut dyn FnMut(&Board) -> bool,
) -> Result<(), Invalid> {
	let shape = Shape::of(problem.layout);
	let cell_words = format!("a cell (1 to 8, or {})", problem.blank as char);
	let mut input = MarkSkipped::new(input);
	if input.had_mark()? {
		return Err(Invalid::Fault(
			"line 1, column 1: a UTF-8 byte-order mark, which no test may begin with (save the file without it)"
				.to_string(),
		));
	}
	let mut reader = Bytes { input: &mut input, line: 1, column: 0 };
	let at = |reader: &Bytes<_>, what: &str, byte: Option<u8>| {
		Err(Invalid::Fault(format!(
			"line {}, column {}: expected {what}, found {}",
			reader.line,
			reader.column,
			found(byte)
		)))
	};
	loop {
		let (mut board, mut count, first_line): (Board, usize, u64) = ([0; 9], 0, reader.line);
		for _ in 0..shape.lines {
			for place in 0..shape.width() {
				let byte = reader.next()?;
				if shape.spaced && place % 2 == 1 {
					match byte {
						Some(b' ') if shape.runs => {
							while reader.peek()? == Some(b' ') {
								reader.next()?;
							}
						}
						Some(b' ') => {}
						_ if shape.runs => return at(&reader, "a space", byte),
						_ => return at(&reader, "a single space", byte),
					}
					continue;
				}
				let cell = match byte {
					Some(digit @ b'1'..=b'8') => digit - b'0',
					Some(blank) if blank == problem.blank => 0,
					_ => return at(&reader, &cell_words, byte),
				};
				board[count] = cell;
				count += 1;
			}
			match reader.next()? {
				Some(b'\n') => reader.new_line(),
				byte => return at(&reader, "a newline", byte),
			}
		}
		if let Some(why) = why_not_a_board(&board) {
			return Err(Invalid::Fault(format!("line {first_line}: {why}")));
		}
		if problem.promises_solvable && !reaches(&board) {
			return Err(Invalid::Fault(format!(
				"line {first_line}: the board cannot reach the goal, and {} promises one that can",
				problem.name
			)));
		}
		if !problem.many_cases || reader.peek()?.is_none() {
			break;
		}
	}
	match reader.next()? {
		None => Ok(()),
		byte => at(&reader, "the end of the input", byte),
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
}
