//! Step 2 of the walk from `examples/tutorial.rs` to the judge file (docs/learners.md):
//! the board packed into a `u32`, the state, as the hash maps' keys and in the open list: one
//! number to hash and compare, not nine; unpacked where a board's cells are needed. The order
//! among equal f is step 1's.
//! The rest is the step before's; `benches/steps.sh` measures every step on the same boards.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};
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

/// The moves of a shortest path from `start` to the goal, or `None` if there is none.
pub fn solve(start: Board, counts: &mut Counts) -> Option<String> {
	if !solvable(&start) {
		return None;
	}
	let (start, goal) = (pack(&start), pack(&GOAL));
	let mut open = BinaryHeap::new();
	let mut g: HashMap<State, u32> = HashMap::new();
	let mut came_from: HashMap<State, (State, char)> = HashMap::new();
	// On equal f, the smaller state first.
	open.push(Reverse((manhattan(start), start)));
	g.insert(start, 0);
	while let Some(Reverse((_, state))) = open.pop() {
		counts.taken_out += 1;
		if state == goal {
			// Walk back from the goal through each board's predecessor.
			let mut path = Vec::new();
			let mut at = state;
			while let Some(&(before, step)) = came_from.get(&at) {
				path.push(step);
				at = before;
			}
			return Some(path.iter().rev().collect());
		}
		counts.expanded += 1;
		let moves = g[&state] + 1;
		for (step, next) in neighbours(state) {
			if g.get(&next).map_or(true, |&known| moves < known) {
				g.insert(next, moves);
				came_from.insert(next, (state, step));
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
	for case in cells.chunks_exact(9) {
		let board: Board = case.try_into().expect("nine cells");
		output.push_str(&solve(board, &mut counts).unwrap_or_else(|| "unsolvable".to_string()));
		output.push('\n');
	}
	io::stdout().write_all(output.as_bytes()).expect("write the output");
	eprintln!(
		"{} boards taken out of the open list, {} of them expanded",
		counts.taken_out, counts.expanded
	);
}
