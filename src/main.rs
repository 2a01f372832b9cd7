//! Eight (八数码): the 3x3 sliding puzzle, solved in the fewest moves by A*. It reads boards of
//! 9 cells until the input ends, and prints for each the shortest moves of the blank (`u`, `d`,
//! `l`, `r`), or `unsolvable`. Standard library only.

use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::io::{self, BufRead, Write};
use std::process::ExitCode;

// ---- The problem

/// What a judge asks for: the goal (a number, see below), and whether to print the moves (or
/// `unsolvable`) or how many (or `-1`).
struct Problem {
	goal: u32,
	prints_moves: bool,
}

/// Your judge: change this one word to one of the five constants below.
const PROBLEM: Problem = ACWING179;

#[allow(dead_code)]
const ACWING179: Problem = Problem { goal: 123456780, prints_moves: true };
const ACWING845: Problem = Problem { goal: 123456780, prints_moves: false };
#[allow(dead_code)]
const LUOGU1379: Problem = Problem { goal: 123804765, prints_moves: false };
#[allow(dead_code)]
const AOJ_ALDS1_13_B: Problem = ACWING845;
#[allow(dead_code)]
const BAEKJOON1525: Problem = ACWING845;

// ---- The board as a number
//
// A board is its 9 cells in reading order, each a digit: 1 to 8 for the tiles, 0 for the blank.
// As a number, `1 2 3 / 4 5 6 / 7 8 x` is 123456780. It is below 10^9, so it fits in a `u32`.

/// The digits of a board, cell 0 first.
fn cells_of(mut board: u32) -> [u32; 9] {
	let mut cells = [0; 9];
	for cell in (0..9).rev() {
		cells[cell] = board % 10;
		board /= 10;
	}
	cells
}
fn number_of(cells: &[u32; 9]) -> u32 {
	cells.iter().fold(0, |board, &digit| board * 10 + digit)
}
fn blank_of(board: u32) -> usize {
	cells_of(board).iter().position(|&digit| digit == 0).unwrap_or(0)
}

/// The Cantor expansion (康托展开): the board's rank among the 9! orders of its digits. For each
/// cell, the count of later digits that are smaller is a digit of the rank in the factorial
/// number system. The rank indexes flat tables: no hash map is needed.
fn cantor(cells: &[u32; 9]) -> usize {
	let mut rank = 0;
	for cell in 0..9 {
		let smaller_later = (cell + 1..9).filter(|&later| cells[later] < cells[cell]).count();
		rank *= 9 - cell;
		rank += smaller_later;
	}
	rank
}

// ---- Parity: which boards can reach the goal
//
// Read the 8 tiles row by row, without the blank, and count the inversions (逆序对): the pairs
// where the larger tile comes first. A move left or right keeps this order. A move up or down
// carries one tile past two others: the count changes by -2, 0 or 2. So no move changes its
// parity, and a board whose parity differs from the goal's never reaches it. Every other board
// does (Johnson and Story, 1879).

fn odd_inversions(cells: &[u32; 9]) -> bool {
	let mut inversions = 0;
	for i in 0..9 {
		inversions += (i + 1..9).filter(|&j| cells[j] != 0 && cells[i] > cells[j]).count();
	}
	inversions % 2 == 1
}

// ---- The heuristic (估价函数): a lower bound on the moves left
//
// The Manhattan distance (曼哈顿距离) adds, for each tile, its rows and columns away from its
// goal cell. A move moves one tile by one cell, so a board needs at least that many moves.
//
// Linear conflicts add to it. Take a row and its tiles whose goal is in that row. Two of them in
// the wrong order cannot pass each other in the row: one must leave and come back. Of up to three
// such tiles, half the wrong pairs, rounded up, must leave, for two moves up or down each. The
// Manhattan distance counts none of these. Columns are the same, with moves left or right. No
// move is counted twice, so the sum never overestimates: the heuristic is admissible.

/// A row's part of the sum (its tiles' distances to their goal rows, and its conflicts) depends
/// only on its three digits; so does a column's. A table holds them: rows 0 to 2, then columns
/// 0 to 2, by the three digits in base 9.
fn line_parts(goal: u32) -> Vec<[u8; 729]> {
	// Each digit's goal row and column. The blank's are 3: it belongs to no line.
	let (mut row, mut column) = ([3; 9], [3; 9]);
	for (cell, &digit) in cells_of(goal).iter().enumerate().filter(|&(_, &digit)| digit != 0) {
		row[digit as usize] = cell / 3;
		column[digit as usize] = cell % 3;
	}
	// A row's part: `home` is each tile's goal row, `place` its goal column. A column's: swapped.
	let part = |tiles: [usize; 3], line: usize, home: &[usize; 9], place: &[usize; 9]| {
		let away = |tile: usize| if tile == 0 { 0 } else { home[tile].abs_diff(line) };
		// Where each tile belongs along the line, or 3 if its goal is on another line.
		let at = tiles.map(|tile| if home[tile] == line { place[tile] } else { 3 });
		let wrong = |first: usize, later: usize| (at[first] < 3 && at[first] > at[later]) as usize;
		let pairs = wrong(0, 1) + wrong(0, 2) + wrong(1, 2);
		(away(tiles[0]) + away(tiles[1]) + away(tiles[2]) + 2 * ((pairs + 1) / 2)) as u8
	};
	let mut parts = vec![[0; 729]; 6];
	for (line, table) in parts.iter_mut().enumerate() {
		let (home, place) = if line < 3 { (&row, &column) } else { (&column, &row) };
		for (three, entry) in table.iter_mut().enumerate() {
			*entry = part([three / 81, three / 9 % 9, three % 9], line % 3, home, place);
		}
	}
	parts
}

/// The Manhattan distance plus the linear conflicts: the sum of the six lines' parts.
fn estimate(parts: &[[u8; 729]], cells: &[u32; 9]) -> u32 {
	let part = |line: usize, a: usize, step: usize| {
		u32::from(parts[line][(cells[a] * 81 + cells[a + step] * 9 + cells[a + 2 * step]) as usize])
	};
	(0..3).map(|line| part(line, 3 * line, 1) + part(3 + line, line, 3)).sum()
}

// ---- A*
//
// A* takes boards from the open list, always the one with the smallest f = g + h: g is the moves
// from the start, h the heuristic. As h is admissible, the first time the goal comes out, its
// path is shortest. A board reached again in fewer moves goes in again; its old entry, now
// stale, is skipped. The predecessor map keeps each board's fewest moves and the board before.
//
// The tie-break: on equal g + h, the larger g comes out first, as it is nearer the goal. So the
// key is f = (g + h) * 64 + (63 - g), one plain number. On equal keys, the smaller board first.

/// The search's tables, kept from case to case. The predecessor map, by Cantor rank, is `moves`
/// (the fewest moves so far, 255 for none) and `before`. The next case clears the ranks `reached`.
struct Search {
	parts: Vec<[u8; 729]>,
	moves: Vec<u8>,
	before: Vec<u32>,
	reached: Vec<usize>,
	open: BinaryHeap<Reverse<(u32, u32)>>,
}

impl Search {
	/// Puts a board in the open list, reached in `g` moves from the board `before`.
	fn push(&mut self, cells: &[u32; 9], rank: usize, g: u32, before: u32) {
		self.reached.push(rank);
		self.moves[rank] = g as u8;
		self.before[rank] = before;
		let f = (g + estimate(&self.parts, cells)) * 64 + (63 - g);
		self.open.push(Reverse((f, number_of(cells))));
	}

	/// The shortest moves from `start` to the goal. The start must be able to reach it.
	fn solve(&mut self, start: u32) -> String {
		for rank in self.reached.drain(..) {
			self.moves[rank] = 255;
		}
		self.open.clear();
		self.push(&cells_of(start), cantor(&cells_of(start)), 0, start);
		while let Some(Reverse((f, board))) = self.open.pop() {
			let (g, mut cells, blank) = (63 - f % 64, cells_of(board), blank_of(board));
			let rank = cantor(&cells);
			if g > u32::from(self.moves[rank]) {
				continue; // Stale: the board was reached in fewer moves since.
			} else if board == PROBLEM.goal {
				return self.path(start);
			}
			// The blank moves up, down, left or right: to a cell in its row or its column.
			for &next in [blank.wrapping_sub(3), blank + 3, blank.wrapping_sub(1), blank + 1].iter()
			{
				if next < 9 && (next / 3 == blank / 3 || next % 3 == blank % 3) {
					cells.swap(blank, next);
					let next_rank = cantor(&cells);
					if g + 1 < u32::from(self.moves[next_rank]) {
						self.push(&cells, next_rank, g + 1, board);
					}
					cells.swap(blank, next);
				}
			}
		}
		unreachable!("the parity check lets in only boards that reach the goal");
	}

	/// The moves from `start` to the goal, read back through the predecessor map.
	fn path(&self, start: u32) -> String {
		let (mut path, mut board) = (Vec::new(), PROBLEM.goal);
		while board != start {
			let before = self.before[cantor(&cells_of(board))];
			// The blank went 3 cells back (up), 1 back (left), 1 on (right) or 3 on (down).
			path.push(b"u.l.r.d"[blank_of(board) + 3 - blank_of(before)] as char);
			board = before;
		}
		path.iter().rev().collect()
	}
}

// ---- Reading, and `main`

/// A failed write: status 1 and a message, or 0 and none when the reader has gone.
fn write_failed(error: io::Error) -> (u8, String) {
	match error.kind() {
		io::ErrorKind::BrokenPipe => (0, String::new()),
		_ => (1, format!("cannot write the output: {}", error)),
	}
}

/// Reads cells until the input ends, and answers each case of 9. A cell is `1` to `8`, or `x`,
/// `X` or `0` for the blank. Any whitespace, or none, may come between cells. It ends early with
/// an exit status and a message.
fn run(input: &mut impl BufRead, output: &mut impl Write) -> Result<(), (u8, String)> {
	let (parts, moves, before) = (line_parts(PROBLEM.goal), vec![255; 362_880], vec![0; 362_880]);
	let mut search = Search { parts, moves, before, reached: Vec::new(), open: BinaryHeap::new() };
	let (mut cells, mut count, mut case, mut line, mut case_line) = ([0; 9], 0, 0_u64, 1, 1);
	// The bytes read, and how many of the first were a byte-order mark (EF BB BF).
	let (mut read, mut mark) = (0, 0);
	let why = 'reading: loop {
		// The answers so far go out before the wait for more input.
		output.flush().map_err(write_failed)?;
		let chunk =
			input.fill_buf().map_err(|error| (1, format!("cannot read the input: {}", error)))?;
		if chunk.is_empty() && count > 0 {
			break format!("the input ends after {} of 9 cells", count);
		} else if chunk.is_empty() && mark % 3 == 0 {
			return Ok(());
		}
		// A mark cut short is bad input: if the input ends there, 0xef is read once more.
		for &byte in if chunk.is_empty() { &[0xef][..] } else { chunk }.iter() {
			if read == mark && mark < 3 && byte == b"\xef\xbb\xbf"[mark] {
				mark += 1;
			}
			read += 1;
			line += u64::from(byte == b'\n' && mark % 3 == 0);
			let (byte, digit) = match byte {
				_ if read <= mark => continue,
				_ if mark % 3 > 0 => (0xef, 9),
				b' ' | b'\t' | b'\n' | b'\r' | 0x0b | 0x0c => continue,
				b'1'..=b'8' => (byte, u32::from(byte - b'0')),
				b'x' | b'X' | b'0' => (byte, 0),
				_ => (byte, 9),
			};
			if count == 0 {
				(case, case_line) = (case + 1, line);
			}
			if digit == 9 && !byte.is_ascii_graphic() {
				break 'reading format!("byte 0x{:02x} is not a cell", byte);
			} else if digit == 9 || cells[..count].contains(&digit) {
				let what = match digit {
					9 => "is not a cell",
					0 => "is a second blank",
					_ => "appears twice",
				};
				break 'reading format!("'{}' {}", byte as char, what);
			}
			cells[count] = digit;
			count = (count + 1) % 9;
			if count > 0 {
				continue;
			}
			let answer = if odd_inversions(&cells) != odd_inversions(&cells_of(PROBLEM.goal)) {
				(if PROBLEM.prints_moves { "unsolvable" } else { "-1" }).to_string()
			} else if PROBLEM.prints_moves {
				search.solve(number_of(&cells))
			} else {
				search.solve(number_of(&cells)).len().to_string()
			};
			writeln!(output, "{}", answer).map_err(write_failed)?;
		}
		let used = chunk.len();
		input.consume(used);
	};
	// Every answer before the bad case is written before the message.
	output.flush().map_err(write_failed)?;
	Err((2, format!("case {} (line {}): {}", case, case_line, why)))
}

fn main() -> ExitCode {
	let mut output = io::BufWriter::new(io::stdout().lock());
	if let Err((code, why)) = run(&mut io::stdin().lock(), &mut output) {
		if !why.is_empty() {
			// Unlike `eprintln!`, this cannot panic.
			let _ = writeln!(io::stderr(), "eight: {}", why);
		}
		return ExitCode::from(code);
	}
	ExitCode::SUCCESS
}
