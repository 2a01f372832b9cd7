//! The kit around the solver: what the checker (`check`), the generator (`gen`), the benchmarks
//! and the tests share.
//!
//! It shares no code with `src/main.rs`, and the solver never uses it, so a bug in the solver
//! cannot hide in its judge. The two are written differently on purpose: boards here are plain
//! arrays of cells, indexed by their rank among all 9! permutations; distances come from one
//! breadth-first search from the goal; and nothing here relies on the parity rule: a board is
//! unsolvable exactly when that search never reaches it.

use std::ffi::OsStr;
use std::fmt;
use std::io::Write;
use std::process::{Command, Output, Stdio};

/// A board cell by cell in reading order: `0` is the blank, `1..=8` the tiles.
pub type Board = [u8; 9];

/// `1 2 3 / 4 5 6 / 7 8 x`.
pub const GOAL: Board = [1, 2, 3, 4, 5, 6, 7, 8, 0];

/// The number of boards, 9!.
pub const BOARDS: usize = 362_880;

/// The number of boards that reach the goal.
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

/// The board after moving the blank the way `letter` (`u`, `d`, `l` or `r`) says, or `None`
/// when that would leave the board.
pub fn slide(board: &Board, letter: u8) -> Option<Board> {
	let blank = board.iter().position(|&cell| cell == 0)?;
	let (row, column) = (blank / 3, blank % 3);
	let target = match letter {
		b'u' if row > 0 => blank - 3,
		b'd' if row < 2 => blank + 3,
		b'l' if column > 0 => blank - 1,
		b'r' if column < 2 => blank + 1,
		_ => return None,
	};
	let mut next = *board;
	next.swap(blank, target);
	Some(next)
}

/// Every board's fewest moves to the goal, from one breadth-first search from the goal (moves
/// can be undone, so the distance from the goal is the distance to it).
pub struct Distances {
	by_index: Vec<u8>,
}

impl Distances {
	const UNREACHED: u8 = u8::MAX;

	pub fn compute() -> Distances {
		let mut by_index = vec![Self::UNREACHED; BOARDS];
		let mut queue = std::collections::VecDeque::from([GOAL]);
		by_index[index(&GOAL)] = 0;
		while let Some(board) = queue.pop_front() {
			let next_distance = by_index[index(&board)] + 1;
			for letter in *b"udlr" {
				if let Some(next) = slide(&board, letter) {
					let slot = &mut by_index[index(&next)];
					if *slot == Self::UNREACHED {
						*slot = next_distance;
						queue.push_back(next);
					}
				}
			}
		}
		Distances { by_index }
	}

	/// The fewest moves from `board` to the goal, or `None` if it never gets there.
	pub fn of(&self, board: &Board) -> Option<u8> {
		Some(self.by_index[index(board)]).filter(|&distance| distance != Self::UNREACHED)
	}

	/// Every board at exactly `distance` moves, in order of [`index`].
	pub fn boards_at(&self, distance: u8) -> Vec<Board> {
		let indices = (0..BOARDS).filter(|&i| self.by_index[i] == distance);
		indices.map(board_at).collect()
	}

	/// Every board that reaches the goal, in order of [`index`].
	pub fn solvable_boards(&self) -> Vec<Board> {
		let indices = (0..BOARDS).filter(|&i| self.by_index[i] != Self::UNREACHED);
		indices.map(board_at).collect()
	}
}

/// A board as the solver reads it, one case per line: `2 3 4 1 5 x 7 6 8`.
pub fn format_board(board: &Board) -> String {
	let cells: Vec<String> = board
		.iter()
		.map(|&cell| match cell {
			0 => "x".to_string(),
			tile => tile.to_string(),
		})
		.collect();
	cells.join(" ")
}

/// Reads the solver's input format: cells `1`..`8` and `x`, `X` or `0` for the blank,
/// separated by any whitespace or none, nine to a case. The error names the case.
pub fn parse_boards(text: &[u8]) -> Result<Vec<Board>, String> {
	let mut boards = Vec::new();
	let mut cells = Vec::with_capacity(9);
	for &byte in text {
		if byte.is_ascii_whitespace() || byte == 0x0b {
			continue;
		}
		let cell = match byte {
			b'1'..=b'8' => byte - b'0',
			b'x' | b'X' | b'0' => 0,
			_ => {
				let case = boards.len() + 1;
				return Err(format!("case {case}: {} is not a cell", show_byte(byte)));
			}
		};
		cells.push(cell);
		if cells.len() == 9 {
			let mut sorted = cells.clone();
			sorted.sort_unstable();
			if sorted != [0, 1, 2, 3, 4, 5, 6, 7, 8] {
				let case = boards.len() + 1;
				return Err(format!("case {case}: the cells are not 1 to 8 and one blank"));
			}
			boards.push(<Board>::try_from(cells.as_slice()).expect("nine cells"));
			cells.clear();
		}
	}
	if !cells.is_empty() {
		let case = boards.len() + 1;
		return Err(format!("case {case}: only {} of 9 cells", cells.len()));
	}
	Ok(boards)
}

fn show_byte(byte: u8) -> String {
	if byte.is_ascii_graphic() {
		format!("'{}'", byte as char)
	} else {
		format!("byte 0x{byte:02x}")
	}
}

/// What is wrong with an output, in testlib's terms.
#[derive(Debug, PartialEq, Eq)]
pub enum Rejection {
	/// Well formed, but not a right answer (testlib's WA, exit 1).
	Wrong(String),
	/// Not an answer at all: a line that is neither `unsolvable` nor moves, or lines missing or
	/// extra (testlib's PE, exit 2).
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
}

impl fmt::Display for Rejection {
	fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
		match self {
			Rejection::Wrong(message) | Rejection::Malformed(message) => f.write_str(message),
		}
	}
}

/// The lines of an output: split at `\n`, the last one's newline optional, a `\r` or spaces at
/// the end of a line ignored (as judges ignore them).
pub fn output_lines(output: &[u8]) -> Vec<&[u8]> {
	if output.is_empty() {
		return Vec::new();
	}
	let output = output.strip_suffix(b"\n").unwrap_or(output);
	output
		.split(|&byte| byte == b'\n')
		.map(|line| {
			let end = line
				.iter()
				.rposition(|&byte| !matches!(byte, b'\r' | b' ' | b'\t'))
				.map_or(0, |last| last + 1);
			&line[..end]
		})
		.collect()
}

/// Judges one answer line for one board: `Ok` when it is `unsolvable` exactly for a board that
/// never reaches the goal, or legal moves that reach the goal in the fewest moves there are.
pub fn judge_answer(board: &Board, line: &[u8], distances: &Distances) -> Result<(), Rejection> {
	let shortest = distances.of(board);
	if line == b"unsolvable" {
		return match shortest {
			None => Ok(()),
			Some(moves) => Err(Rejection::Wrong(format!(
				"'unsolvable', but the board is solved in {moves} moves"
			))),
		};
	}
	if let Some(&byte) = line.iter().find(|byte| !b"udlr".contains(byte)) {
		let shown: String = String::from_utf8_lossy(line).chars().take(40).collect();
		return Err(Rejection::Malformed(format!(
			"{} in {shown:?}: a line is 'unsolvable' or moves u, d, l, r",
			show_byte(byte)
		)));
	}
	let Some(shortest) = shortest else {
		return Err(Rejection::Wrong("board is unsolvable".to_string()));
	};
	let mut current = *board;
	for (number, &letter) in line.iter().enumerate() {
		current = slide(&current, letter).ok_or_else(|| {
			let number = number + 1;
			Rejection::Wrong(format!("move {number} ({}) leaves the board", letter as char))
		})?;
	}
	if current != GOAL {
		return Err(Rejection::Wrong(format!(
			"the {} moves end on {}, not on the goal",
			line.len(),
			format_board(&current)
		)));
	}
	if line.len() != usize::from(shortest) {
		return Err(Rejection::Wrong(format!("{} moves, shortest is {shortest}", line.len())));
	}
	Ok(())
}

/// Judges a whole output against its input's boards, one line per board. The error names the
/// first bad case.
pub fn judge_output(
	boards: &[Board],
	output: &[u8],
	distances: &Distances,
) -> Result<(), Rejection> {
	let lines = output_lines(output);
	for (number, board) in boards.iter().enumerate() {
		let case = number + 1;
		let Some(line) = lines.get(number) else {
			return Err(Rejection::Malformed(format!(
				"case {case}: no line (the output has {} lines for {} cases)",
				lines.len(),
				boards.len()
			)));
		};
		judge_answer(board, line, distances).map_err(|rejection| match rejection {
			Rejection::Wrong(why) => Rejection::Wrong(format!("case {case}: {why}")),
			Rejection::Malformed(why) => Rejection::Malformed(format!("case {case}: {why}")),
		})?;
	}
	if lines.len() > boards.len() {
		return Err(Rejection::Malformed(format!(
			"line {} after the last case (the output has {} lines for {} cases)",
			boards.len() + 1,
			lines.len(),
			boards.len()
		)));
	}
	Ok(())
}

/// Runs `program` with `arguments` and `input` on its standard input, and collects what it
/// writes. The input goes in from another thread, so that a full output pipe cannot stall it.
pub fn run_with_input(
	program: impl AsRef<OsStr>,
	arguments: &[&str],
	input: &[u8],
) -> std::io::Result<Output> {
	let mut child = Command::new(program)
		.args(arguments)
		.stdin(Stdio::piped())
		.stdout(Stdio::piped())
		.stderr(Stdio::piped())
		.spawn()?;
	let mut stdin = child.stdin.take().expect("stdin is piped");
	let input = input.to_vec();
	// A program may stop reading early (bad input): that is its answer, not a failure here.
	let writer = std::thread::spawn(move || {
		let _ = stdin.write_all(&input);
	});
	let output = child.wait_with_output();
	let _ = writer.join();
	output
}

/// A small seeded generator (SplitMix64), so that a seed gives the same boards everywhere.
pub struct Random {
	state: u64,
}

impl Random {
	pub fn new(seed: u64) -> Random {
		Random { state: seed }
	}

	pub fn next_u64(&mut self) -> u64 {
		self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
		let mut z = self.state;
		z = (z ^ z >> 30).wrapping_mul(0xbf58_476d_1ce4_e5b9);
		z = (z ^ z >> 27).wrapping_mul(0x94d0_49bb_1331_11eb);
		z ^ z >> 31
	}

	/// A number in `0..bound`, every one equally likely.
	pub fn below(&mut self, bound: u64) -> u64 {
		let limit = u64::MAX - u64::MAX % bound;
		loop {
			let x = self.next_u64();
			if x < limit {
				return x % bound;
			}
		}
	}

	/// A board drawn uniformly from all 9!.
	pub fn board(&mut self) -> Board {
		let mut board = GOAL;
		for i in (1..9).rev() {
			let j = self.below(i as u64 + 1) as usize;
			board.swap(i, j);
		}
		board
	}
}

#[cfg(test)]
mod tests {
	use super::*;

	#[test]
	fn index_and_board_at_are_inverse() {
		for i in (0..BOARDS).step_by(97) {
			assert_eq!(index(&board_at(i)), i);
		}
		assert_eq!(index(&[0, 1, 2, 3, 4, 5, 6, 7, 8]), 0);
		assert_eq!(index(&[8, 7, 6, 5, 4, 3, 2, 1, 0]), BOARDS - 1);
	}

	#[test]
	fn breadth_first_search_reaches_half_the_boards_at_most_31_moves_away() {
		let distances = Distances::compute();
		assert_eq!(distances.solvable_boards().len(), SOLVABLE);
		assert_eq!(distances.of(&GOAL), Some(0));
		assert_eq!(distances.of(&[1, 2, 3, 4, 5, 6, 8, 7, 0]), None);
		assert_eq!(distances.boards_at(31).len(), 2);
		assert!(distances.boards_at(32).is_empty());
	}

	#[test]
	fn output_lines_ignore_line_ends_and_trailing_spaces() {
		assert!(output_lines(b"").is_empty());
		assert_eq!(output_lines(b"\n"), [b"" as &[u8]]);
		assert_eq!(output_lines(b"ur \r\nunsolvable"), [b"ur" as &[u8], b"unsolvable"]);
		assert_eq!(output_lines(b"\n\n"), [b"" as &[u8], b""]);
	}
}
