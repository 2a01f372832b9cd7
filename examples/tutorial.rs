//! A* for the Eight puzzle as the tutorials write it: the first version, before any of the
//! changes that make the judge file what it is. Run it on a board of your own:
//!
//! ```sh
//! cargo run --release --example tutorial < samples/1.in
//! ```
//!
//! A board is nine cells; the open list is a binary heap ordered by f = g + h; a hash map holds
//! each board's fewest moves so far (g), and another the board it came from, with the move. The
//! heuristic is the Manhattan distance. docs/learners.md walks from this file to `src/main.rs`
//! one change at a time. Like the judge file it reads boards until the input ends (cells `1` to
//! `8`, `x` or `0` for the blank, any whitespace between) and prints the moves, `u`, `d`, `l`,
//! `r` after the way the blank goes, or `unsolvable`; unlike it, it trusts its input. At the end
//! it says on standard error how many boards its searches took out of the open list, as the
//! tutorials count their nodes, and how many of them it expanded.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};
use std::io::{self, Read, Write};

/// A board, cell by cell in reading order; `0` is the blank.
pub type Board = [u8; 9];

pub const GOAL: Board = [1, 2, 3, 4, 5, 6, 7, 8, 0];

/// The moves, named by the way the blank goes, with how far it goes in reading order.
const MOVES: [(char, isize); 4] = [('u', -3), ('d', 3), ('l', -1), ('r', 1)];

/// The boards one move away, each with its move.
pub fn neighbours(board: &Board) -> Vec<(char, Board)> {
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
			let mut next = *board;
			next.swap(blank, (blank as isize + offset) as usize);
			found.push((step, next));
		}
	}
	found
}

/// The sum of the tiles' row and column distances from their goal cells (the blank left out).
pub fn manhattan(board: &Board) -> u32 {
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
	let mut open = BinaryHeap::new();
	let mut g: HashMap<Board, u32> = HashMap::new();
	let mut came_from: HashMap<Board, (Board, char)> = HashMap::new();
	open.push(Reverse((manhattan(&start), start)));
	g.insert(start, 0);
	while let Some(Reverse((_, board))) = open.pop() {
		counts.taken_out += 1;
		if board == GOAL {
			// Walk back from the goal through each board's predecessor.
			let mut path = Vec::new();
			let mut at = board;
			while let Some(&(before, step)) = came_from.get(&at) {
				path.push(step);
				at = before;
			}
			return Some(path.iter().rev().collect());
		}
		counts.expanded += 1;
		let moves = g[&board] + 1;
		for (step, next) in neighbours(&board) {
			if g.get(&next).map_or(true, |&known| moves < known) {
				g.insert(next, moves);
				came_from.insert(next, (board, step));
				open.push(Reverse((moves + manhattan(&next), next)));
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
