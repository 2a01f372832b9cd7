//! The front end's reader: cases read as the judge file reads them, as a stream, in one case's
//! memory, with the judge file's words for bad input. A cell is `1` to `8`, or `x`, `X` or `0`
//! for the blank; any whitespace, or none, comes between cells; a byte-order mark may open the
//! input, in one read or in several. `tests/solver.rs` holds the two readers to the same
//! messages and statuses on every kind of bad input.

use crate::board::{Board, Move};
use crate::catalogue::Problem;
use crate::solving::engine::{is_solvable, pack, Heuristic, RentOrBuy, Solver, Untraced};
use std::io::{self, BufRead, Write};

/// Why a run stopped early.
#[derive(Debug)]
pub enum Failure {
	/// A case is no board: the message names it and the line it starts on.
	Input(String),
	/// The input could not be read.
	Read(io::Error),
	/// The output could not be written.
	Write(io::Error),
}

/// Reads cases as a stream.
pub struct Cases<R> {
	input: R,
	/// Whether all that was read is used, so that asking for more waits.
	drained: bool,
	/// The bytes read, and how many of the first were a byte-order mark (EF BB BF).
	read: u64,
	mark: u64,
	/// The line being read.
	line: u64,
	/// The cases begun.
	pub case: u64,
	/// The line the last case began on.
	case_line: u64,
}

/// The byte-order mark.
const MARK: &[u8; 3] = b"\xef\xbb\xbf";

impl<R: BufRead> Cases<R> {
	pub fn new(input: R) -> Cases<R> {
		Cases { input, drained: true, read: 0, mark: 0, line: 1, case: 0, case_line: 1 }
	}

	/// The next case, or `None` at the end. It flushes `output` before it waits for input, so that
	/// a trickling pipe sees each answer at once, and a large file is written in large blocks.
	pub fn next_case(&mut self, output: &mut impl Write) -> Result<Option<Board>, Failure> {
		let mut cells = [0; 9];
		let mut count = 0;
		loop {
			if self.drained {
				output.flush().map_err(Failure::Write)?;
			}
			let chunk = match self.input.fill_buf() {
				Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
				chunk => chunk.map_err(Failure::Read)?,
			};
			if chunk.is_empty() && count > 0 {
				let why = format!("the input ends after {count} of 9 cells");
				return Err(self.bad(why));
			} else if chunk.is_empty() && self.mark % 3 == 0 {
				return Ok(None);
			} else if chunk.is_empty() {
				// A mark cut short by the end: its first byte is not a cell.
				self.case += 1;
				return Err(self.bad(not_a_cell(MARK[0])));
			}
			let mut used = 0;
			let mut bad = None;
			for &byte in chunk.iter() {
				used += 1;
				if self.read == self.mark && self.mark < 3 && byte == MARK[self.mark as usize] {
					self.mark += 1;
				}
				self.read += 1;
				// After part of a mark, its first byte is at fault, on the line it stands on.
				self.line += u64::from(byte == b'\n' && self.mark % 3 == 0);
				let (byte, value) = match byte {
					_ if self.read <= self.mark => continue,
					// Part of a mark, then another byte: the mark's first byte is not a cell.
					_ if self.mark % 3 > 0 => (MARK[0], 9),
					b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c => continue,
					b'1'..=b'8' => (byte, byte - b'0'),
					b'x' | b'X' | b'0' => (byte, 0),
					_ => (byte, 9),
				};
				if count == 0 {
					self.case += 1;
					self.case_line = self.line;
				}
				if value == 9 {
					bad = Some(not_a_cell(byte));
				} else if cells[..count].contains(&value) {
					let what = if value == 0 { "is a second blank" } else { "appears twice" };
					bad = Some(format!("'{}' {}", byte as char, what));
				}
				if bad.is_some() {
					break;
				}
				cells[count] = value;
				count += 1;
				if count == 9 {
					break;
				}
			}
			self.drained = used == chunk.len();
			self.input.consume(used);
			if let Some(why) = bad {
				return Err(self.bad(why));
			}
			if count == 9 {
				return Ok(Some(cells));
			}
		}
	}

	fn bad(&self, why: String) -> Failure {
		Failure::Input(format!("case {} (line {}): {}", self.case, self.case_line, why))
	}
}

/// Appends the answer as `problem` asks: the moves, or how many; `None` for a board that cannot
/// reach the goal.
pub fn write_answer(line: &mut Vec<u8>, problem: &Problem, moves: Option<&[Move]>) {
	match moves {
		None => line.extend_from_slice(problem.unsolvable().as_bytes()),
		Some(moves) if problem.prints_moves() => {
			line.extend(moves.iter().map(|step| step.letter()))
		}
		Some(moves) => line.extend_from_slice(moves.len().to_string().as_bytes()),
	}
	line.push(b'\n');
}

/// Answers every case of `input` as `problem` asks, by A* as `plan` rents or buys: the answers
/// `pack` puts in a package. On bad input, the answers before it are written first.
pub fn answer_all<H: Heuristic>(
	problem: &Problem,
	plan: &mut RentOrBuy<H>,
	input: impl BufRead,
	mut output: impl Write,
) -> Result<(), Failure> {
	let mut cases = Cases::new(input);
	let mut solver = Solver::new();
	let mut line = Vec::new();
	let end = loop {
		let board = match cases.next_case(&mut output) {
			Ok(Some(board)) => board,
			end => break end,
		};
		let solvable = is_solvable(&board, &problem.goal);
		if solvable {
			plan.solve(&mut solver, pack(&board), &mut Untraced);
		}
		line.clear();
		write_answer(&mut line, problem, if solvable { Some(solver.moves()) } else { None });
		output.write_all(&line).map_err(Failure::Write)?;
	};
	output.flush().map_err(Failure::Write)?;
	end.map(|_| ())
}

/// The words for a byte that is not a cell.
fn not_a_cell(byte: u8) -> String {
	match byte.is_ascii_graphic() {
		true => format!("'{}' is not a cell", byte as char),
		false => format!("byte 0x{byte:02x} is not a cell"),
	}
}

#[cfg(test)]
mod tests {
	use super::*;

	/// What the reader makes of `input`, fed in pieces of `piece` bytes: each case's cells, then
	/// the message that stopped it, if any.
	fn read(input: &[u8], piece: usize) -> (Vec<Board>, Option<String>) {
		let reader = io::BufReader::with_capacity(piece, input);
		let mut cases = Cases::new(reader);
		let mut boards = Vec::new();
		loop {
			match cases.next_case(&mut io::sink()) {
				Ok(Some(board)) => boards.push(board),
				Ok(None) => return (boards, None),
				Err(Failure::Input(why)) => return (boards, Some(why)),
				Err(other) => panic!("{other:?}"),
			}
		}
	}

	#[test]
	fn cells_are_read_however_they_are_spaced_and_however_the_reads_fall() {
		let input = b"\xef\xbb\xbf2 3 4\r\n1 5 x\t7 6 8\n23415X768 123456780";
		for piece in 1..8 {
			let (boards, why) = read(input, piece);
			assert_eq!(why, None, "pieces of {piece}");
			assert_eq!(boards.len(), 3);
			assert_eq!(boards[0], [2, 3, 4, 1, 5, 0, 7, 6, 8]);
			assert_eq!(boards[1], boards[0]);
			assert_eq!(boards[2], [1, 2, 3, 4, 5, 6, 7, 8, 0]);
		}
	}

	#[test]
	fn bad_input_is_named_by_its_case_and_the_line_it_starts_on() {
		let cases: [(&[u8], &str); 8] = [
			(b"1 2 3 4 5 6 7 8 x\n1 2\n3 a", "case 2 (line 2): 'a' is not a cell"),
			(b"1 2 3\n4 5 5", "case 1 (line 1): '5' appears twice"),
			(b"x 1 2 3 4 5 6 7 0", "case 1 (line 1): '0' is a second blank"),
			(b"1 2 3 4", "case 1 (line 1): the input ends after 4 of 9 cells"),
			(b"\xef\xbb", "case 1 (line 1): byte 0xef is not a cell"),
			(b"\xef1 2 3 4 5 6 7 8 x", "case 1 (line 1): byte 0xef is not a cell"),
			(b"1 2 3 4 5 6 7 8 x \xef\xbb\xbf", "case 2 (line 1): byte 0xef is not a cell"),
			(b"\n\n1\x002", "case 1 (line 3): byte 0x00 is not a cell"),
		];
		for (input, said) in cases {
			for piece in 1..4 {
				assert_eq!(read(input, piece).1.as_deref(), Some(said), "{input:?} in {piece}");
			}
		}
	}
}
