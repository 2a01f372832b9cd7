//! Step 9 of the walk from `examples/tutorial.rs` to the judge file (docs/learners.md):
//! the rank read from two tables of 4,096 entries, built once at the start, one for the first
//! four tiles and one for the last four, rather than summed over the eight tiles each time. The
//! same ranks, so the same boards in the same order.
//! The rest is the step before's; `benches/steps.sh` measures every step on the same boards.

use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::io::{self, Read, Write};

/// A board, cell by cell in reading order; `0` is the blank.
pub type Board = [u8; 9];

/// A board in 28 bits: the eight tiles in reading order, three bits each (the tile less one), and
/// the blank's cell above them.
pub type State = u32;

/// The board's state: no two boards pack alike.
pub fn pack(board: &Board) -> State {
	let (mut state, mut tiles) = (0, 0);
	for (cell, &value) in board.iter().enumerate() {
		if value == 0 {
			state |= (cell as u32) << 24;
		} else {
			state |= (value as u32 - 1) << (3 * tiles);
			tiles += 1;
		}
	}
	state
}

/// The board a state packs.
pub fn unpack(state: State) -> Board {
	let blank = (state >> 24) as usize;
	let mut board = [0; 9];
	let mut tiles = 0;
	for (cell, value) in board.iter_mut().enumerate() {
		if cell != blank {
			*value = (state >> (3 * tiles) & 7) as u8 + 1;
			tiles += 1;
		}
	}
	board
}

/// A dense number for each board of one parity, in 0..181,440, its rank: nine times half the
/// Lehmer code of the tiles' order, plus the blank's cell (docs/learners.md explains it). The
/// code is a sum over the places i of the later tiles smaller than the tile at i, times (7 - i)!,
/// so the first four tiles' share and the last four's are each read from a table by their bits.
pub struct Ranks {
	/// Half of what the first four tiles add (an even number), by their twelve bits.
	head: [u16; 4096],
	/// Half of what the last four tiles add, by theirs.
	tail: [u16; 4096],
}

impl Ranks {
	pub fn new() -> Ranks {
		const FACTORIAL: [usize; 8] = [1, 1, 2, 6, 24, 120, 720, 5_040];
		let mut ranks = Ranks { head: [0; 4096], tail: [0; 4096] };
		for index in 0..4096 {
			let tiles = [index & 7, index >> 3 & 7, index >> 6 & 7, index >> 9];
			let (mut head, mut tail) = (0, 0);
			for (place, &tile) in tiles.iter().enumerate() {
				let smaller =
					|others: &[usize]| others.iter().filter(|&&other| other < tile).count();
				// A head tile less its smaller tiles before it is its smaller tiles after it.
				head += tile.saturating_sub(smaller(&tiles[..place])) * FACTORIAL[7 - place];
				tail += smaller(&tiles[place + 1..]) * FACTORIAL[3 - place];
			}
			ranks.head[index] = (head / 2) as u16;
			ranks.tail[index] = (tail / 2) as u16;
		}
		ranks
	}

	/// The rank of `state`.
	pub fn of(&self, state: State) -> usize {
		let head = usize::from(self.head[(state & 0o7777) as usize]);
		let tail = usize::from(self.tail[(state >> 12 & 0o7777) as usize]);
		(head + tail) * 9 + (state >> 24) as usize
	}
}

pub const GOAL: Board = [1, 2, 3, 4, 5, 6, 7, 8, 0];

/// The moves, named by the way the blank goes, with how far it goes in reading order.
const MOVES: [(char, isize); 4] = [('u', -3), ('d', 3), ('l', -1), ('r', 1)];

/// The board after the move `step` takes the blank to cell `target`. Left and right keep the
/// tiles' order, so only the blank's cell changes. Up and down turn the three tiles from the upper
/// cell on: (t, a, b) becomes (a, b, t) going up, and back going down.
pub fn slide(state: State, step: char, target: usize) -> State {
	let tiles = state & 0xff_ffff;
	let low = 3 * target.min((state >> 24) as usize) as u32;
	let three = tiles >> low & 0o777;
	let turned = match step {
		'u' => three >> 3 | (three & 0o7) << 6,
		'd' => three >> 6 | (three & 0o77) << 3,
		_ => three,
	};
	(target as u32) << 24 | tiles & !(0o777 << low) | turned << low
}

/// The sum of the tiles' row and column distances from their goal cells (the blank left out).
pub fn manhattan(state: State) -> u32 {
	let board = unpack(state);
	let mut sum = 0;
	for (cell, &tile) in board.iter().enumerate() {
		if tile != 0 {
			let home = (tile - 1) as usize;
			sum += (cell / 3).abs_diff(home / 3) + (cell % 3).abs_diff(home % 3);
		}
	}
	sum as u32
}

/// Whether the board can reach the goal: the tiles, read row by row, have an even number of
/// inversions, as the goal's have.
pub fn solvable(board: &Board) -> bool {
	let tiles: Vec<u8> = board.iter().copied().filter(|&cell| cell != 0).collect();
	let mut inversions = 0;
	for i in 0..tiles.len() {
		for j in i + 1..tiles.len() {
			if tiles[i] > tiles[j] {
				inversions += 1;
			}
		}
	}
	inversions % 2 == 0
}

/// What the searches did, summed over the cases: the boards taken out of the open list (the goal
/// among them), and of those the boards expanded, whose neighbours were looked at.
#[derive(Default)]
pub struct Counts {
	pub taken_out: u64,
	pub expanded: u64,
}

/// An entry's priority, the smallest first: f; on equal f the larger g; on equal g the move tried
/// first (the index of its letter in `MOVES`).
pub fn priority(g: u32, h: u32, step: u32) -> u32 {
	((g + h) << 8 | (255 - g)) << 2 | step
}

/// The search's tables, kept from case to case. By rank, a byte: 0 unreached, else the board's
/// fewest moves so far plus one (bits 2 to 7) and its last move (bits 0 and 1, the index of its
/// letter in `MOVES`); the ranks this case reached, to clear before the next; and the tables of
/// ranks.
pub struct Tables {
	came_from: Vec<u8>,
	reached: Vec<usize>,
	ranks: Ranks,
}

impl Tables {
	pub fn new() -> Tables {
		Tables { came_from: vec![0; 181_440], reached: Vec::new(), ranks: Ranks::new() }
	}
}

/// The moves of a shortest path from `start` to the goal, or `None` if there is none.
pub fn solve(start: Board, tables: &mut Tables, counts: &mut Counts) -> Option<String> {
	if !solvable(&start) {
		return None;
	}
	for rank in tables.reached.drain(..) {
		tables.came_from[rank] = 0;
	}
	let (start, goal) = (pack(&start), pack(&GOAL));
	let mut open = BinaryHeap::new();
	open.push(Reverse((priority(0, manhattan(start), 0), start)));
	tables.came_from[tables.ranks.of(start)] = 1 << 2;
	tables.reached.push(tables.ranks.of(start));
	while let Some(Reverse((entry, state))) = open.pop() {
		counts.taken_out += 1;
		let g = 255 - (entry >> 2 & 255);
		if u32::from(tables.came_from[tables.ranks.of(state)] >> 2) != g + 1 {
			continue; // stale
		}
		if state == goal {
			// Walk back from the goal through each board's predecessor.
			let mut path = Vec::new();
			let mut at = state;
			while at != start {
				let step = usize::from(tables.came_from[tables.ranks.of(at)] & 3);
				path.push(MOVES[step].0);
				// Undo the move: the blank goes back the way it came.
				let back = MOVES[step ^ 1];
				at = slide(at, back.0, ((at >> 24) as isize + back.1) as usize);
			}
			return Some(path.iter().rev().collect());
		}
		counts.expanded += 1;
		let moves = u32::from(tables.came_from[tables.ranks.of(state)] >> 2);
		let blank = (state >> 24) as usize;
		let (row, column) = (blank / 3, blank % 3);
		for (index, &(step, offset)) in MOVES.iter().enumerate() {
			let allowed = match step {
				'u' => row > 0,
				'd' => row < 2,
				'l' => column > 0,
				_ => column < 2,
			};
			if !allowed {
				continue;
			}
			let next = slide(state, step, (blank as isize + offset) as usize);
			let next_rank = tables.ranks.of(next);
			let known = tables.came_from[next_rank];
			if known == 0 || moves < u32::from(known >> 2) - 1 {
				if known == 0 {
					tables.reached.push(next_rank);
				}
				tables.came_from[next_rank] = ((moves + 1) << 2) as u8 | index as u8;
				open.push(Reverse((priority(moves, manhattan(next), index as u32), next)));
			}
		}
	}
	None
}

fn main() {
	let mut input = String::new();
	io::stdin().read_to_string(&mut input).expect("read the input");
	let cells: Vec<u8> = input
		.chars()
		.filter(|character| !character.is_whitespace())
		.map(|character| character.to_digit(10).map_or(0, |digit| digit as u8))
		.collect();
	let mut output = String::new();
	let mut counts = Counts::default();
	let mut tables = Tables::new();
	for case in cells.chunks_exact(9) {
		let board: Board = case.try_into().expect("nine cells");
		output.push_str(
			&solve(board, &mut tables, &mut counts).unwrap_or_else(|| "unsolvable".to_string()),
		);
		output.push('\n');
	}
	io::stdout().write_all(output.as_bytes()).expect("write the output");
	eprintln!(
		"{} boards taken out of the open list, {} of them expanded",
		counts.taken_out, counts.expanded
	);
}
