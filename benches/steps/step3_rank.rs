//! Step 3 of the walk from `examples/tutorial.rs` to the judge file (docs/learners.md):
//! the hash maps replaced by flat tables indexed by the board's rank, a number in 0..181,440 that
//! no other board of its parity has: no hashing, no growing maps, and the tables cleared from case
//! to case through the ranks reached.
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

/// A dense number for each board of one parity, in 0..181,440: nine times half the Lehmer code
/// of the tiles' order, plus the blank's cell (docs/learners.md explains it).
pub fn rank(state: State) -> usize {
	const FACTORIAL: [usize; 8] = [1, 1, 2, 6, 24, 120, 720, 5_040];
	let mut code = 0;
	let mut seen = 0u32;
	for place in 0..8 {
		let tile = state >> (3 * place) & 7;
		let smaller_seen = (seen & ((1 << tile) - 1)).count_ones() as usize;
		code += (tile as usize - smaller_seen) * FACTORIAL[7 - place];
		seen |= 1 << tile;
	}
	code / 2 * 9 + (state >> 24) as usize
}

pub const GOAL: Board = [1, 2, 3, 4, 5, 6, 7, 8, 0];

/// The moves, named by the way the blank goes, with how far it goes in reading order.
const MOVES: [(char, isize); 4] = [('u', -3), ('d', 3), ('l', -1), ('r', 1)];

/// The boards one move away, each with its move.
pub fn neighbours(state: State) -> Vec<(char, State)> {
	let board = unpack(state);
	let blank = board.iter().position(|&cell| cell == 0).expect("a board has a blank");
	let (row, column) = (blank / 3, blank % 3);
	let mut found = Vec::new();
	for (step, offset) in MOVES {
		let allowed = match step {
			'u' => row > 0,
			'd' => row < 2,
			'l' => column > 0,
			_ => column < 2,
		};
		if allowed {
			let mut next = board;
			next.swap(blank, (blank as isize + offset) as usize);
			found.push((step, pack(&next)));
		}
	}
	found
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

/// The search's tables, kept from case to case. By rank: each board's fewest moves so far
/// (`u32::MAX` unreached), and the board before with the move; and the ranks this case reached,
/// to clear before the next.
pub struct Tables {
	g: Vec<u32>,
	came_from: Vec<(State, char)>,
	reached: Vec<usize>,
}

impl Tables {
	pub fn new() -> Tables {
		Tables {
			g: vec![u32::MAX; 181_440],
			came_from: vec![(0, ' '); 181_440],
			reached: Vec::new(),
		}
	}
}

/// The moves of a shortest path from `start` to the goal, or `None` if there is none.
pub fn solve(start: Board, tables: &mut Tables, counts: &mut Counts) -> Option<String> {
	if !solvable(&start) {
		return None;
	}
	for rank in tables.reached.drain(..) {
		tables.g[rank] = u32::MAX;
	}
	let (start, goal) = (pack(&start), pack(&GOAL));
	let mut open = BinaryHeap::new();
	// On equal f, the smaller state first.
	open.push(Reverse((manhattan(start), start)));
	tables.g[rank(start)] = 0;
	tables.reached.push(rank(start));
	while let Some(Reverse((_, state))) = open.pop() {
		counts.taken_out += 1;
		if state == goal {
			// Walk back from the goal through each board's predecessor.
			let mut path = Vec::new();
			let mut at = state;
			while at != start {
				let (before, step) = tables.came_from[rank(at)];
				path.push(step);
				at = before;
			}
			return Some(path.iter().rev().collect());
		}
		counts.expanded += 1;
		let moves = tables.g[rank(state)] + 1;
		for (step, next) in neighbours(state) {
			let next_rank = rank(next);
			if moves < tables.g[next_rank] {
				if tables.g[next_rank] == u32::MAX {
					tables.reached.push(next_rank);
				}
				tables.g[next_rank] = moves;
				tables.came_from[next_rank] = (state, step);
				open.push(Reverse((moves + manhattan(next), next)));
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
