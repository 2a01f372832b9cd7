//! The solver's input format, read as a stream: cells `1`..`8`, and `x`, `X` or `0` for the
//! blank, separated by any whitespace or none, nine to a case. Memory stays what a case needs,
//! whatever the input holds.

use crate::board::Board;
use crate::words::shown;
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

/// A reader that passes over a byte-order mark at its very start, however its three bytes
/// arrive: a pipe may give them in separate reads, and a buffer holds only what one read gave.
/// Its first bytes are read one read at a time until they are a whole mark, or bytes that are
/// none (or the input ends); the bytes of a mark cut short are then given out as they came, so
/// that its reader refuses them as it refuses them from a file. Nothing else is held back: a
/// board that trickles in is read as it comes.
pub struct MarkSkipped<R> {
	reader: R,
	/// The first bytes while they may still be a mark, `held` of them; `given` of those taken.
	head: [u8; 3],
	held: usize,
	given: usize,
	/// Whether the start was read, and whether it was a mark.
	looked: bool,
	mark: bool,
}

impl<R: BufRead> MarkSkipped<R> {
	pub fn new(reader: R) -> MarkSkipped<R> {
		MarkSkipped { reader, head: [0; 3], held: 0, given: 0, looked: false, mark: false }
	}

	/// Whether the input began with a byte-order mark (which is passed over).
	pub fn had_mark(&mut self) -> io::Result<bool> {
		self.look()?;
		Ok(self.mark)
	}

	/// Reads the start, as far as it takes to know whether it is a mark. A read that fails (or
	/// is interrupted) leaves it to be tried again.
	fn look(&mut self) -> io::Result<()> {
		while !self.looked {
			let chunk = self.reader.fill_buf()?;
			if chunk.is_empty() {
				self.looked = true;
				break;
			}
			let mut used = 0;
			for &byte in chunk {
				if byte != BYTE_ORDER_MARK[self.held] {
					self.looked = true;
					break;
				}
				self.head[self.held] = byte;
				self.held += 1;
				used += 1;
				if self.held == BYTE_ORDER_MARK.len() {
					(self.looked, self.mark, self.held) = (true, true, 0);
					break;
				}
			}
			self.reader.consume(used);
		}
		Ok(())
	}
}

impl<R: BufRead> io::Read for MarkSkipped<R> {
	fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
		let chunk = self.fill_buf()?;
		let length = chunk.len().min(buffer.len());
		buffer[..length].copy_from_slice(&chunk[..length]);
		self.consume(length);
		Ok(length)
	}
}

impl<R: BufRead> BufRead for MarkSkipped<R> {
	fn fill_buf(&mut self) -> io::Result<&[u8]> {
		self.look()?;
		match self.given < self.held {
			true => Ok(&self.head[self.given..self.held]),
			false => self.reader.fill_buf(),
		}
	}

	fn consume(&mut self, amount: usize) {
		match self.given < self.held {
			true => self.given = (self.given + amount).min(self.held),
			false => self.reader.consume(amount),
		}
	}
}

/// Reads boards one at a time, a byte-order mark at the very start passed over.
pub struct Boards<R> {
	reader: MarkSkipped<R>,
	/// The line being read, and the cases begun.
	line: u64,
	case: u64,
	/// The blank's spellings, as a message lists them: the problem's own first.
	blanks: &'static str,
}

impl<R: BufRead> Boards<R> {
	/// Boards whose blank is written `x` first, as AcWing's are.
	pub fn new(reader: R) -> Boards<R> {
		Boards::for_blank(reader, b'x')
	}

	/// Boards of a problem whose blank is `blank` (`x` or `0`): every spelling is read, and a
	/// message names the problem's first, in the judge file's words.
	pub fn for_blank(reader: R, blank: u8) -> Boards<R> {
		let blanks = if blank == b'0' { "0, x or X" } else { "x, X or 0" };
		Boards { reader: MarkSkipped::new(reader), line: 1, case: 0, blanks }
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
			if chunk.is_empty() {
				return match count {
					0 => Ok(None),
					_ => {
						let why = format!("the input ends after {count} of the case's 9 cells");
						Err(self.bad(case_line, why))
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
						// The case's own line is named already; another line is said.
						let on_line = match self.line == case_line {
							true => String::new(),
							false => format!(" on line {}", self.line),
						};
						let why = format!(
							"{}{on_line} is not a cell (cells are 1 to 8, and {} for the blank)",
							shown(byte),
							self.blanks
						);
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

/// Every board of a text in memory.
pub fn parse_boards(text: &[u8]) -> Result<Vec<Board>, String> {
	let mut boards = Boards::new(text);
	let mut all = Vec::new();
	while let Some(board) = boards.next_board().map_err(|error| error.to_string())? {
		all.push(board);
	}
	Ok(all)
}

#[cfg(test)]
mod tests {
	use super::*;

	#[test]
	fn cells_with_any_whitespace_or_none() {
		let boards =
			parse_boards(b"1 2 3\n4 5 6\r\n7 8 x\n\t23415X768 12345678 0").expect("boards");
		let solved = [1, 2, 3, 4, 5, 6, 7, 8, 0];
		assert_eq!(boards, [solved, [2, 3, 4, 1, 5, 0, 7, 6, 8], solved]);
		assert_eq!(parse_boards(b"").expect("none"), Vec::<Board>::new());
	}

	#[test]
	fn a_byte_order_mark_is_skipped_at_the_very_start_and_nowhere_else() {
		let solved = [1, 2, 3, 4, 5, 6, 7, 8, 0];
		assert_eq!(parse_boards(b"\xef\xbb\xbf12345678x").expect("a board"), [solved]);
		assert_eq!(parse_boards(b"\xef\xbb\xbf").expect("none"), Vec::<Board>::new());
		let said = |text: &[u8]| parse_boards(text).expect_err("bad input");
		assert_eq!(said(b" \xef\xbb\xbf12345678x"), "case 1 (line 1): byte 0xef is not a cell (cells are 1 to 8, and x, X or 0 for the blank)");
		assert_eq!(said(b"12345678x\xef\xbb\xbf"), "case 2 (line 1): byte 0xef is not a cell (cells are 1 to 8, and x, X or 0 for the blank)");
		assert_eq!(said(b"\xef\xbb12345678x"), "case 1 (line 1): byte 0xef is not a cell (cells are 1 to 8, and x, X or 0 for the blank)");
	}

	/// `text` as a pipe may give it: in reads of the sizes `cuts` says, the last as long as
	/// what is left.
	struct Trickle<'a>(&'a [u8], &'a [usize]);

	impl io::Read for Trickle<'_> {
		fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
			let (size, cuts) =
				self.1.split_first().map_or((self.0.len(), &[][..]), |(&size, cuts)| (size, cuts));
			let length = size.min(self.0.len()).min(buffer.len());
			buffer[..length].copy_from_slice(&self.0[..length]);
			(self.0, self.1) = (&self.0[length..], cuts);
			Ok(length)
		}
	}

	#[test]
	fn a_byte_order_mark_is_skipped_however_its_bytes_arrive() {
		// Each text read whole, then in every way a pipe could cut its first four bytes: the
		// same boards, or the same refusal.
		let texts: [&[u8]; 7] = [
			b"\xef\xbb\xbf12345678x",
			b"\xef\xbb\xbf",
			b"\xef\xbb12345678x",
			b"\xef12345678x",
			b"\xef",
			b"\xef\xbb",
			b"\xef\xbb\xbf\xef\xbb\xbf",
		];
		for text in texts {
			let whole = parse_boards(text);
			for first in 1..=4 {
				for second in 1..=3 {
					let cuts = [first, second, 1];
					let mut boards = Boards::new(io::BufReader::new(Trickle(text, &cuts)));
					let mut read = Vec::new();
					let read = loop {
						match boards.next_board() {
							Ok(Some(board)) => read.push(board),
							Ok(None) => break Ok(read),
							Err(error) => break Err(error.to_string()),
						}
					};
					assert_eq!(read, whole, "{text:?} cut {cuts:?}");
				}
			}
		}
		let refused = "case 1 (line 1): byte 0xef is not a cell (cells are 1 to 8, and x, X or 0 for the blank)";
		assert_eq!(parse_boards(b"\xef"), Err(refused.to_string()));
		assert_eq!(parse_boards(b"\xef\xbb"), Err(refused.to_string()));
		assert_eq!(parse_boards(b"\xef\xbb\xbf"), Ok(Vec::new()));
	}

	#[test]
	fn bad_input_names_the_case_and_its_line() {
		let said = |text: &[u8]| parse_boards(text).expect_err("bad input");
		assert_eq!(said(b"12345678x\n\n1 2 3\n4 y"), "case 2 (line 3): 'y' on line 4 is not a cell (cells are 1 to 8, and x, X or 0 for the blank)");
		assert_eq!(
			said(b"12345678x\n\n-1"),
			"case 2 (line 3): '-' is not a cell (cells are 1 to 8, and x, X or 0 for the blank)"
		);
		assert_eq!(
			said(b"1 2 3\n4"),
			"case 1 (line 1): the input ends after 4 of the case's 9 cells"
		);
		assert_eq!(
			said(b"123456788"),
			"case 1 (line 1): tile 8 appears twice, and the blank is missing"
		);
		assert_eq!(
			said(b"111456780"),
			"case 1 (line 1): tile 1 appears 3 times, and tile 2 and tile 3 are missing"
		);
	}
}
