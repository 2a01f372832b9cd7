//! The special judge: whether an output answers its input's boards rightly and shortest, in
//! testlib's terms. INPUT, OUTPUT and the expected ANSWER are all read as streams, together, a
//! case at a time, so that memory and time stay bounded by what a case and an answer can be,
//! whatever the files hold.

use crate::board::{follow, Board};
use crate::catalogue::Problem;
use crate::distances::Distances;
use crate::input::{Boards, InputError, MarkSkipped};
use crate::words::{counted, quoted, shown};
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

/// The longest an answer is kept, the whitespace around it left out: 31 moves, or `unsolvable`,
/// with room to spare. A longer one is wrong without reading the rest of its line where the
/// fewest moves are asked; where any solution is right (POJ 1077, HDU 1043), a longer line is
/// played as it is read, whatever its length, and never kept ([`Lines::next_played`]), as
/// testlib's `readLine` takes a line of any length, and judged as soon as its bytes decide.
pub const LONGEST_LINE: usize = 64;

/// One line of an output.
#[derive(Debug, PartialEq, Eq)]
pub enum Line {
	/// The line, without its newline and without spaces, tabs or CRs at either end.
	Text(Vec<u8>),
	/// A line longer than the bound: the rest of it is not read.
	TooLong,
	/// A line longer than the bound, played from a board as it was read.
	Played(Played),
}

/// A line of moves longer than [`LONGEST_LINE`], played as it was read: to its end, or to the
/// first fault read past the bound, which decides it.
#[derive(Debug, PartialEq, Eq)]
pub struct Played {
	/// Its first [`LONGEST_LINE`] bytes, for a message.
	pub start: Vec<u8>,
	/// The bytes read of it, the whitespace at either end left out: its whole length when it was
	/// read to its end.
	pub length: u64,
	/// The first byte that is no move (whitespace between moves among them).
	pub first_not_a_move: Option<u8>,
	/// The first move that leaves the board, by number, with its letter.
	pub first_off_the_board: Option<(u64, u8)>,
	/// The board after the moves, up to the first that leaves it.
	pub end: Board,
}

/// Reads an output one line at a time, keeping at most `longest` bytes of its text.
pub struct Lines<R> {
	reader: R,
	longest: usize,
	/// Lines read so far.
	pub count: u64,
	/// Whether the last line was too long, and the rest of it is to be passed over.
	skipping: bool,
	/// Whether the last count was too long, and the rest of it is to be passed over: only when
	/// more is read, since its verdict is known (an output of no end, /dev/zero, ends no token).
	skipping_token: bool,
}

impl<R: BufRead> Lines<R> {
	/// Lines of at most [`LONGEST_LINE`] bytes of text.
	pub fn new(reader: R) -> Lines<R> {
		Lines::with_longest(reader, LONGEST_LINE)
	}

	pub fn with_longest(reader: R, longest: usize) -> Lines<R> {
		Lines { reader, longest, count: 0, skipping: false, skipping_token: false }
	}

	/// The next count, as testlib's `readLong` takes a number: whitespace before it passed over,
	/// blank lines too (counted), then the bytes up to the next whitespace; `Line::TooLong` past
	/// the bound, the rest of it passed over when more is read. What follows it on its line is
	/// left to be read.
	pub fn next_token(&mut self) -> io::Result<Option<Line>> {
		if self.skipping_token {
			self.skip_token()?;
			self.skipping_token = false;
		}
		let mut token = Vec::new();
		loop {
			let chunk = chunk(&mut self.reader)?;
			if chunk.is_empty() {
				break;
			}
			let mut used = 0;
			let mut ended = false;
			for &byte in chunk {
				match byte {
					b' ' | b'\t' | b'\r' | b'\n' if !token.is_empty() => {
						ended = true;
						break;
					}
					b'\n' => self.count += 1,
					b' ' | b'\t' | b'\r' => {}
					_ => token.push(byte),
				}
				used += 1;
				if token.len() > self.longest {
					self.reader.consume(used);
					self.skipping_token = true;
					return Ok(Some(Line::TooLong));
				}
			}
			self.reader.consume(used);
			if ended {
				break;
			}
		}
		Ok(if token.is_empty() { None } else { Some(Line::Text(token)) })
	}

	/// Passes over the rest of a token, up to the whitespace after it.
	fn skip_token(&mut self) -> io::Result<()> {
		loop {
			let chunk = chunk(&mut self.reader)?;
			let end = chunk.iter().position(|byte| matches!(byte, b' ' | b'\t' | b'\r' | b'\n'));
			let used = end.unwrap_or(chunk.len());
			let done = end.is_some() || chunk.is_empty();
			self.reader.consume(used);
			if done {
				return Ok(());
			}
		}
	}

	/// The next line, as [`Lines::next_line`] reads it; but a line longer than the bound is
	/// played from `board` as it is read ([`Line::Played`]): memory stays bounded whatever its
	/// length. Such a line is wrong as soon as a fault of it is read (a byte that is no move, a
	/// move off the board, or any line at all when the board is not `solvable`): it is judged
	/// then, the rest of it passed over only when more is read, so that a line of no end
	/// (/dev/zero) gets its verdict at once. The first bound's worth of bytes is always read
	/// first, so that a line that turns out short is judged whole, as [`Lines::next_line`] has it.
	pub fn next_played(&mut self, board: &Board, solvable: bool) -> io::Result<Option<Line>> {
		while self.skipping {
			self.skip_rest_of_line()?;
		}
		// The line's first bytes, up to one past the bound, and the whitespace since its last
		// text (part of the line only if more text follows), as `next_line` keeps them.
		let (mut kept, mut between, mut spaces) = (Vec::new(), Vec::new(), 0u64);
		let mut played = Played {
			start: Vec::new(),
			length: 0,
			first_not_a_move: None,
			first_off_the_board: None,
			end: *board,
		};
		let (mut any, mut ended) = (false, false);
		let longest = self.longest as u64;
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
					b' ' | b'\t' | b'\r' if played.length == 0 => {}
					b' ' | b'\t' | b'\r' => {
						spaces += 1;
						if between.len() <= self.longest {
							between.push(byte);
						}
					}
					_ => {
						if spaces > 0 {
							played.first_not_a_move = played.first_not_a_move.or(Some(between[0]));
							played.length += spaces;
							let room = (self.longest + 1).saturating_sub(kept.len());
							kept.extend(between.drain(..).take(room));
							spaces = 0;
						}
						played.length += 1;
						if kept.len() <= self.longest {
							kept.push(byte);
						}
						play(&mut played, byte);
						let fault = played.first_not_a_move.is_some()
							|| played.first_off_the_board.is_some()
							|| !solvable;
						if played.length > longest && fault {
							self.reader.consume(used);
							self.count += 1;
							self.skipping = true;
							kept.truncate(self.longest);
							played.start = kept;
							return Ok(Some(Line::Played(played)));
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
		if played.length <= longest {
			return Ok(Some(Line::Text(kept)));
		}
		kept.truncate(self.longest);
		played.start = kept;
		Ok(Some(Line::Played(played)))
	}

	/// Passes over what is left of a line too long, to its newline.
	fn skip_rest_of_line(&mut self) -> io::Result<()> {
		let chunk = chunk(&mut self.reader)?;
		let newline = chunk.iter().position(|&byte| byte == b'\n');
		self.skipping = newline.is_none() && !chunk.is_empty();
		let used = newline.map_or(chunk.len(), |at| at + 1);
		self.reader.consume(used);
		Ok(())
	}

	/// Whether there is nothing at all to read.
	pub fn is_empty(&mut self) -> io::Result<bool> {
		Ok(self.count == 0 && chunk(&mut self.reader)?.is_empty())
	}

	/// Passes over blank lines (whitespace and newlines) a chunk at a time, up to the line that
	/// holds anything else or the end, counting them: what follows the last answer is read at
	/// the speed of a scan, not a line at a time.
	pub fn skip_blank_lines(&mut self) -> io::Result<()> {
		while !self.skipping {
			let chunk = chunk(&mut self.reader)?;
			let blank = |byte: &u8| matches!(byte, b' ' | b'\t' | b'\r' | b'\n');
			let used = match chunk.iter().position(|byte| !blank(byte)) {
				// Up to the newline before the text, which the next line then begins with.
				Some(text) => match chunk[..text].iter().rposition(|&byte| byte == b'\n') {
					Some(newline) => newline + 1,
					None => 0,
				},
				None => chunk.len(),
			};
			if used == 0 {
				return Ok(());
			}
			self.count += chunk[..used].iter().filter(|&&byte| byte == b'\n').count() as u64;
			self.reader.consume(used);
		}
		Ok(())
	}

	/// The next line, or `None` at the end. A last line with no newline is a line if it holds
	/// anything: a final newline is optional.
	pub fn next_line(&mut self) -> io::Result<Option<Line>> {
		while self.skipping {
			self.skip_rest_of_line()?;
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

/// `byte`, the next of a line too long to keep, played: a move while no move has left the board,
/// the first byte that is no move noted.
fn play(played: &mut Played, byte: u8) {
	if !b"udlr".contains(&byte) {
		played.first_not_a_move = played.first_not_a_move.or(Some(byte));
		return;
	}
	if played.first_off_the_board.is_some() {
		return;
	}
	match follow(&played.end, &[byte]) {
		Ok(next) => played.end = next,
		Err(_) => played.first_off_the_board = Some((played.length, byte)),
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

/// Whether `line` is written as testlib's `readLong` reads a number (testlib.h,
/// `stringToLongLong`), a minus sign at most, then digits with no leading zero (`0` alone, but not
/// `-0`); and whether it fits in 64 bits (one past them is no number, `std::stoll` refusing it).
fn read_long(line: &[u8]) -> (bool, bool) {
	let (negative, magnitude) = match line.split_first() {
		Some((b'-', magnitude)) => (true, magnitude),
		_ => (false, line),
	};
	let digits = !magnitude.is_empty() && magnitude.iter().all(u8::is_ascii_digit);
	let plain = digits && (magnitude[0] != b'0' || (magnitude == b"0" && !negative));
	let in_64_bits = std::str::from_utf8(line).map_or(false, |text| text.parse::<i64>().is_ok());
	(plain, in_64_bits)
}

/// Checks one answer line for one board: `Ok` when it is right for `problem`. For moves: legal
/// moves that reach the goal in the fewest moves there are (in any number, for a problem that
/// accepts any solution), or `unsolvable` exactly for a board that never reaches it. For a
/// count: that fewest number, or `-1`, written as a judge compares it: plain decimal, with no
/// plus sign, no leading zero and nothing else; any other number testlib's `readLong` reads (one
/// with a minus sign) is a wrong count.
pub fn check_line(
	problem: &Problem,
	board: &Board,
	line: &[u8],
	distances: &Distances,
) -> Result<(), Rejection> {
	let shortest = distances.of(board);
	let shown_line = || quoted(line);
	if !problem.prints_moves() {
		let right = shortest.map_or(problem.unsolvable().to_string(), |moves| moves.to_string());
		let (plain, in_64_bits) = read_long(line);
		return match (line == right.as_bytes(), plain && in_64_bits) {
			(true, _) => Ok(()),
			(false, false) if plain => Err(Rejection::Malformed(format!(
				"{}: a number past 64 bits is no count",
				shown_line()
			))),
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
	// A line that is no answer is a wrong answer, as testlib's readers judge a token or line that
	// does not match its pattern (testlib.h, `InStream::readWord` and `readLine` with a pattern:
	// `quit(_wa, ... "doesn't correspond to pattern" ...)`); only a line missing (`_unexpected_eof`,
	// which testlib makes `_pe`) or one after the last case (`_dirt`) is a matter of format.
	if let Some(&byte) = line.iter().find(|byte| !b"udlr".contains(byte)) {
		return Err(Rejection::Wrong(format!(
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
	if end != problem.goal {
		return Err(Rejection::Wrong(format!(
			"after {} the board is {}, not the goal",
			counted(line.len() as u64, "move"),
			problem.format_board(&end).replace('\n', " / ")
		)));
	}
	if line.len() != shortest && !problem.any_solution {
		let moves = counted(line.len() as u64, "move");
		return Err(Rejection::Wrong(format!("{moves}, but the fewest are {shortest}")));
	}
	Ok(())
}

/// Checks OUTPUT, and ANSWER when it is given, against the boards of INPUT, one line per board, all
/// three read together a case at a time. ANSWER, the expected output, is judged as OUTPUT is
/// (any shortest answer is right, so the two are never compared); a wrong one means the test
/// is broken, and that is said before any verdict on OUTPUT. INPUT and ANSWER are read to the
/// end even after OUTPUT is found wrong, so that a broken test is never given a verdict.
///
/// The rule for the end, as testlib's line checkers have it: a final newline is optional, and
/// blank lines after the last case are ignored; a line missing at the end counts as an empty
/// line, which is right only for a board already solved. The error names the first bad case.
pub fn check_output(
	problem: &Problem,
	input: impl BufRead,
	output: impl BufRead,
	answer: Option<impl BufRead>,
	distances: &Distances,
) -> Result<(), CheckError> {
	let mut boards = Boards::for_blank(input, problem.blank);
	let longest = LONGEST_LINE;
	// A UTF-8 byte-order mark at the very start of the output is passed over, as testlib's
	// checkers pass over one, however its bytes arrive.
	let mut output = Lines::with_longest(MarkSkipped::new(output), longest);
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
			let checked = check_case(problem, &board, cases, answer, distances);
			checked.map_err(|failure| failure.about(Stream::Answer))?;
		}
		if verdict.is_ok() {
			verdict = check_case(problem, &board, cases, &mut output, distances);
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

/// Checks the answer in `lines` to case number `case`: a line of moves; a line of moves of any
/// length, played as it is read, for a problem that accepts any solution; or a count, read as
/// testlib's `readLong` reads a number, past whitespace and blank lines, up to the whitespace
/// after it (what follows it is the next answer's, or extra).
fn check_case(
	problem: &Problem,
	board: &Board,
	case: u64,
	lines: &mut Lines<impl BufRead>,
	distances: &Distances,
) -> Result<(), Failure> {
	let read = match (problem.prints_moves(), problem.any_solution) {
		(false, _) => lines.next_token(),
		(true, true) => lines.next_played(board, distances.of(board).is_some()),
		(true, false) => lines.next_line(),
	};
	let line = match read.map_err(Failure::Unreadable)? {
		Some(Line::Text(line)) => line,
		Some(Line::Played(played)) => {
			return judge_played(problem, board, &played, distances)
				.map_err(|why| Failure::Rejected(why.in_case(case)));
		}
		// Moves past the line's cap are more than any shortest answer has: a wrong answer, as a
		// reader with no cap would find it. A count that long is no number.
		Some(Line::TooLong) => {
			let why = match problem.prints_moves() {
				true => format!(
					"line {} is longer than any answer ({} bytes)",
					lines.count, lines.longest
				),
				false => format!("a count of more than {} bytes is no number", lines.longest),
			};
			let rejection = match problem.prints_moves() {
				true => Rejection::Wrong(why),
				false => Rejection::Malformed(why),
			};
			return Err(Failure::Rejected(rejection.in_case(case)));
		}
		None if distances.of(board) == Some(0) && problem.prints_moves() => Vec::new(),
		None => {
			let why = format!("no line (the output ends after {})", counted(lines.count, "line"));
			return Err(Failure::Rejected(Rejection::Malformed(why).in_case(case)));
		}
	};
	check_line(problem, board, &line, distances).map_err(|why| Failure::Rejected(why.in_case(case)))
}

/// The verdict on a line of moves too long to keep, played as it was read, in the order
/// [`check_line`] judges a line: a byte that is no move, a board that cannot reach the goal, a
/// move off the board, a board other than the goal at the end. A fault is read at the latest one
/// byte past the bound, or it stops the reading where it is found: of the faults in the line's
/// first bytes the first in that order is named, else the one that stopped it. Its message
/// quotes the line's start.
fn judge_played(
	problem: &Problem,
	board: &Board,
	played: &Played,
	distances: &Distances,
) -> Result<(), Rejection> {
	let shown_line =
		|| format!("{}... (more than {} bytes)", quoted(&played.start), played.start.len());
	if let Some(byte) = played.first_not_a_move {
		return Err(Rejection::Wrong(format!(
			"{} in {}: a line is 'unsolvable' or moves u, d, l, r",
			shown(byte),
			shown_line()
		)));
	}
	if distances.of(board).is_none() {
		return Err(Rejection::Wrong("the board is unsolvable".to_string()));
	}
	if let Some((number, letter)) = played.first_off_the_board {
		return Err(Rejection::Wrong(format!(
			"move {number} ({}) leaves the board",
			letter as char
		)));
	}
	if played.end != problem.goal {
		return Err(Rejection::Wrong(format!(
			"after {} the board is {}, not the goal",
			counted(played.length, "move"),
			problem.format_board(&played.end).replace('\n', " / ")
		)));
	}
	// Only a problem that accepts any solution reads a line this long.
	Ok(())
}

/// Only blank lines may follow the answer to the last of `cases`.
fn nothing_after(lines: &mut Lines<impl BufRead>, cases: u64) -> Result<(), Failure> {
	loop {
		lines.skip_blank_lines().map_err(Failure::Unreadable)?;
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
			Line::TooLong | Line::Played(_) => b"(too long)".to_vec(),
		});
	}
	all
}

#[cfg(test)]
mod tests {
	use super::*;

	fn named(name: &str) -> &'static Problem {
		Problem::named(name).expect("a problem of the catalogue")
	}

	#[test]
	fn blank_lines_are_passed_over_and_counted_whatever_the_reads_cut() {
		let text = b"ul\n \r\n\n\t\n  \n   x\n";
		for capacity in 1..=text.len() + 1 {
			let mut lines = Lines::new(io::BufReader::with_capacity(capacity, &text[..]));
			assert!(matches!(lines.next_line(), Ok(Some(Line::Text(line))) if line == b"ul"));
			lines.skip_blank_lines().expect("read");
			assert_eq!(lines.count, 5, "capacity {capacity}");
			let next = lines.next_line().expect("read");
			assert!(matches!(next, Some(Line::Text(ref line)) if line == b"x"), "{capacity}");
			assert_eq!(lines.count, 6, "capacity {capacity}");
			lines.skip_blank_lines().expect("read");
			assert!(matches!(lines.next_line(), Ok(None)));
		}
	}

	#[test]
	fn lines_are_bounded_and_end_as_testlib_reads_them() {
		let lines = |output: &[u8]| output_lines(output);
		assert!(lines(b"").is_empty());
		assert_eq!(lines(b"\n"), [b"".to_vec()]);
		assert_eq!(lines(b"ur \r\nunsolvable"), [b"ur".to_vec(), b"unsolvable".to_vec()]);
		assert_eq!(lines(b"\n\n"), [b"".to_vec(), b"".to_vec()]);
		let long = [b'l'; 1000];
		assert_eq!(lines(&long), [b"(too long)".to_vec()]);
		let long_then_short = [&long[..], b"\nud\n"].concat();
		assert_eq!(lines(&long_then_short), [b"(too long)".to_vec(), b"ud".to_vec()]);
		let mut reader = Lines::new(&long[..]);
		assert_eq!(reader.next_line().expect("read"), Some(Line::TooLong));
		// Whitespace around the text never counts, however much; between, it is kept.
		let padded = [&b"  \tur"[..], &[b' '; 1000], b"\r\n", &[b' '; 1000], b"\nu d\n"].concat();
		assert_eq!(lines(&padded), [b"ur".to_vec(), b"".to_vec(), b"u d".to_vec()]);
		let answer = [b'u'; 60];
		let crlf = [&answer[..], b"    \r\n"].concat();
		assert_eq!(lines(&crlf), [answer.to_vec()]);
		let spread = [&b"u"[..], &[b' '; 100], b"d\n"].concat();
		assert_eq!(lines(&spread), [b"(too long)".to_vec()]);
	}

	#[test]
	fn poj_and_hdu_take_any_solution_and_only_a_solution() {
		let distances = Distances::compute(&crate::board::GOAL);
		let board = [1, 2, 3, 4, 0, 6, 7, 5, 8];
		for problem in [named("poj1077"), named("hdu1043")] {
			let judged = |line: &[u8]| check_line(problem, &board, line, &distances);
			for right in [&b"dr"[..], b"drudlr", &[b"lr".repeat(5000), b"dr".to_vec()].concat()] {
				assert_eq!(judged(right), Ok(()), "{}", problem.name);
			}
			assert!(matches!(judged(b"d"), Err(Rejection::Wrong(_))));
			assert!(matches!(judged(b"unsolvable"), Err(Rejection::Wrong(_))));
			assert!(matches!(judged(b"uuu"), Err(Rejection::Wrong(_))));
			let unsolvable = [2, 1, 3, 4, 5, 6, 7, 8, 0];
			assert_eq!(check_line(problem, &unsolvable, b"unsolvable", &distances), Ok(()));
			// Any solution, of any length: played as it is read, never kept, as testlib's
			// readLine takes a line of any length.
			let input = b"1 2 3 4 x 6 7 5 8\n";
			let judged = |output: &[u8]| {
				check_output(problem, &input[..], output, None::<&[u8]>, &distances).map_err(
					|error| match error {
						CheckError::Rejected(rejection) => rejection.to_string(),
						other => panic!("{other:?}"),
					},
				)
			};
			let long = [b"  ".to_vec(), b"lr".repeat(1 << 20), b"dr \r\n".to_vec()].concat();
			assert_eq!(judged(&long), Ok(()), "{}", problem.name);
			let off =
				[b"lr".repeat(40), b"ll".to_vec(), b"ud".repeat(40), b"dr\n".to_vec()].concat();
			assert_eq!(judged(&off), Err("case 1: move 82 (l) leaves the board".to_string()));
			let spaced = [b"lr".repeat(40), b" ".to_vec(), b"dr\n".to_vec()].concat();
			let start = String::from_utf8(b"lr".repeat(32)).expect("ASCII");
			assert_eq!(
				judged(&spaced),
				Err(format!("case 1: byte 0x20 in \"{start}\"... (more than 64 bytes): a line is 'unsolvable' or moves u, d, l, r"))
			);
			let short = [b"lr".repeat(40), b"d\n".to_vec()].concat();
			assert_eq!(
				judged(&short),
				Err("case 1: after 81 moves the board is 1 2 3 4 5 6 7 x 8, not the goal"
					.to_string())
			);
		}
		// AcWing 179 still takes only the fewest.
		let judged = check_line(named("acwing179"), &board, b"dr", &distances);
		assert_eq!(judged, Ok(()));
		let judged = check_line(named("acwing179"), &board, b"drudlr", &distances);
		assert!(matches!(judged, Err(Rejection::Wrong(_))));
	}

	/// A stream of no end, `pattern` over and over from its `.1`th byte.
	struct Endless(&'static [u8], usize);

	impl io::Read for Endless {
		fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
			for byte in buffer.iter_mut() {
				*byte = self.0[self.1 % self.0.len()];
				self.1 += 1;
			}
			Ok(buffer.len())
		}
	}

	#[test]
	fn a_line_of_any_solution_that_never_ends_is_judged_at_its_first_fault() {
		// As an OUTPUT or an ANSWER of no end (/dev/zero) reads: judged once its bytes decide,
		// never read on for ever.
		let distances = Distances::compute(&crate::board::GOAL);
		let solvable = &b"1 2 3 4 x 6 7 5 8\n"[..];
		let unsolvable = &b"2 1 3 4 5 6 7 8 x\n"[..];
		let start = |pattern: &[u8]| String::from_utf8(pattern.repeat(64)[..64].to_vec());
		let zeros = "\\x00".repeat(64);
		let spaced = start(b"lr ").expect("ASCII");
		let late = [b"lr".repeat(40), b"ll".to_vec()].concat();
		for problem in [named("poj1077"), named("hdu1043")] {
			for (input, before, pattern, said) in [
				(solvable, &b""[..], &b"\0"[..], format!("byte 0x00 in \"{zeros}\"... (more than 64 bytes): a line is 'unsolvable' or moves u, d, l, r")),
				(solvable, b"", b"u", "move 2 (u) leaves the board".to_string()),
				(unsolvable, b"", b"lr", "the board is unsolvable".to_string()),
				(solvable, b"", b"lr ", format!("byte 0x20 in \"{spaced}\"... (more than 64 bytes): a line is 'unsolvable' or moves u, d, l, r")),
				(solvable, &late, b"ud", "move 82 (l) leaves the board".to_string()),
			] {
				let endless = || io::BufReader::new(io::Read::chain(before, Endless(pattern, 0)));
				let checked = check_output(problem, input, endless(), None::<&[u8]>, &distances);
				let message = format!("case 1: {said}");
				match checked {
					Err(CheckError::Rejected(Rejection::Wrong(why))) => assert_eq!(why, message),
					other => panic!("{pattern:?}: {other:?}"),
				}
				let answer = Some(endless());
				let checked = check_output(problem, input, &b"dr\n"[..], answer, &distances);
				match checked {
					Err(CheckError::WrongAnswerFile(Rejection::Wrong(why))) => {
						assert_eq!(why, message)
					}
					other => panic!("{pattern:?}: {other:?}"),
				}
			}
		}
	}

	#[test]
	fn a_count_is_right_only_in_plain_decimal() {
		let distances = Distances::compute(&crate::board::GOAL);
		let board = [2, 3, 4, 1, 5, 0, 7, 6, 8];
		let judged =
			|line: &str| check_line(named("acwing845"), &board, line.as_bytes(), &distances);
		assert_eq!(judged("19"), Ok(()));
		for malformed in
			["019", "0019", "+19", "19.0", "1 9", "", "-01", "-0", "٩", "9223372036854775808"]
		{
			assert!(matches!(judged(malformed), Err(Rejection::Malformed(_))), "{malformed:?}");
		}
		for wrong in ["18", "0", "-1", "9223372036854775807"] {
			assert!(matches!(judged(wrong), Err(Rejection::Wrong(_))), "{wrong:?}");
		}
	}

	#[test]
	fn a_count_is_read_as_testlibs_read_long_reads_a_number() {
		// As a checker of testlib's reads it (`ouf.readLong()`), each verdict the one such a
		// checker built with testlib.h gave here: blank lines before the number are passed
		// over, the first number is judged, and what follows a right one is extra.
		let distances = Distances::compute(&crate::board::GOAL);
		let input = b"2 3 4 1 5 x 7 6 8\n";
		let judged = |output: &str| {
			let checked = check_output(
				named("acwing845"),
				&input[..],
				output.as_bytes(),
				None::<&[u8]>,
				&distances,
			);
			match checked {
				Ok(()) => 0,
				Err(CheckError::Rejected(rejection)) => rejection.exit_code(),
				Err(other) => panic!("{other:?}"),
			}
		};
		for (output, verdict) in [
			("\n\n19\n", 0),
			("  19  \n\n", 0),
			("1 9\n", 1),
			("99999999999999999999\n", 2),
			("019\n", 2),
			("", 2),
			("19 5\n", 2),
			("+19\n", 2),
			("-19\n", 1),
			("-1\n", 1),
			("-0\n", 2),
			("-019\n", 2),
			("-\n", 2),
			("-99999999999999999999\n", 2),
			("19\n\n\n5", 2),
		] {
			assert_eq!(judged(output), verdict, "{output:?}");
		}
	}
}
