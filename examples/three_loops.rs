//! Breadth-first search, Dijkstra's algorithm and A* as one loop: docs/learners.md begins with
//! the diffs between these three functions (public for the test that holds the page to them).
//! Each takes the board with the fewest moves so far, or the smallest g + h, out of its open
//! list; only the open list differs: a queue, a heap by g, a heap by g + h. Every move costs
//! one, so the first time the goal comes out, its path is shortest in all three.
//!
//! cargo run --release --example three_loops < samples/1.in
//!
//! reads boards (nine cells each, `x` or `0` the blank) and prints, for each, the moves each loop
//! finds and the boards it expands. The kit's own searches are `solve --heuristic bfs`, `zero`
//! and `manhattan`, which `--trace` shows step by step.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap, VecDeque};
use std::io::Read;

type Board = [u8; 9];

const GOAL: Board = [1, 2, 3, 4, 5, 6, 7, 8, 0];

/// The boards one move away, the blank moved up, down, left, right.
fn neighbours(board: &Board) -> Vec<Board> {
	let blank = board.iter().position(|&cell| cell == 0).expect("a blank");
	let (row, column) = (blank / 3, blank % 3);
	let mut next = Vec::new();
	for (moves, target) in [
		(row > 0, blank.wrapping_sub(3)),
		(row < 2, blank + 3),
		(column > 0, blank.wrapping_sub(1)),
		(column < 2, blank + 1),
	] {
		if moves {
			let mut board = *board;
			board.swap(blank, target);
			next.push(board);
		}
	}
	next
}

/// Each tile's rows and columns from its goal cell, summed: never more than the moves left.
fn manhattan(board: &Board) -> u32 {
	let mut sum = 0;
	for (cell, &tile) in board.iter().enumerate() {
		if tile != 0 {
			let home = usize::from(tile - 1);
			sum += (cell / 3).abs_diff(home / 3) + (cell % 3).abs_diff(home % 3);
		}
	}
	sum as u32
}

/// Breadth-first search: the open list a queue, first in, first out. The moves of a shortest
/// answer, and the boards expanded; `None` when the goal cannot be reached.
pub fn breadth_first(start: Board) -> Option<(u32, u64)> {
	let mut open = VecDeque::from([(0, start)]);
	let mut best = HashMap::from([(start, 0)]);
	let mut expanded = 0;
	while let Some((g, board)) = open.pop_front() {
		if g > best[&board] {
			continue; // stale: this board was reached in fewer moves since
		}
		if board == GOAL {
			return Some((g, expanded));
		}
		expanded += 1;
		for next in neighbours(&board) {
			if best.get(&next).map_or(true, |&seen| g + 1 < seen) {
				best.insert(next, g + 1);
				open.push_back((g + 1, next));
			}
		}
	}
	None
}

/// Dijkstra's algorithm: the open list a heap by g, the fewest moves first.
pub fn dijkstra(start: Board) -> Option<(u32, u64)> {
	let mut open = BinaryHeap::from([Reverse((0, start))]);
	let mut best = HashMap::from([(start, 0)]);
	let mut expanded = 0;
	while let Some(Reverse((g, board))) = open.pop() {
		if g > best[&board] {
			continue; // stale: this board was reached in fewer moves since
		}
		if board == GOAL {
			return Some((g, expanded));
		}
		expanded += 1;
		for next in neighbours(&board) {
			if best.get(&next).map_or(true, |&seen| g + 1 < seen) {
				best.insert(next, g + 1);
				open.push(Reverse((g + 1, next)));
			}
		}
	}
	None
}

/// A*: the open list a heap by f = g + h, the fewest moves made plus the fewest left at best.
pub fn a_star(start: Board) -> Option<(u32, u64)> {
	let mut open = BinaryHeap::from([Reverse((manhattan(&start), 0, start))]);
	let mut best = HashMap::from([(start, 0)]);
	let mut expanded = 0;
	while let Some(Reverse((_, g, board))) = open.pop() {
		if g > best[&board] {
			continue; // stale: this board was reached in fewer moves since
		}
		if board == GOAL {
			return Some((g, expanded));
		}
		expanded += 1;
		for next in neighbours(&board) {
			if best.get(&next).map_or(true, |&seen| g + 1 < seen) {
				best.insert(next, g + 1);
				open.push(Reverse((g + 1 + manhattan(&next), g + 1, next)));
			}
		}
	}
	None
}

/// What the three loops do from `board`: a line each.
pub fn report(board: Board) -> String {
	let mut text = String::new();
	for (name, search) in [
		("queue (breadth-first search)", breadth_first as fn(Board) -> Option<(u32, u64)>),
		("heap by g (Dijkstra)", dijkstra),
		("heap by g + h (A*, Manhattan)", a_star),
	] {
		text += &match search(board) {
			Some((moves, expanded)) => {
				format!("{name}: {moves} moves, {expanded} boards expanded\n")
			}
			None => format!("{name}: the goal cannot be reached\n"),
		};
	}
	text
}

fn main() {
	let mut input = String::new();
	if let Err(error) = std::io::stdin().read_to_string(&mut input) {
		eprintln!("three_loops: {error}");
		std::process::exit(1);
	}
	let cells: Vec<u8> = input
		.chars()
		.filter_map(|cell| match cell {
			'x' | 'X' | '0' => Some(0),
			'1'..='8' => Some(cell as u8 - b'0'),
			_ => None,
		})
		.collect();
	for case in cells.chunks_exact(9) {
		print!("{}", report(case.try_into().expect("nine cells")));
	}
}
