//! The peer: A* as the tutorials write it for AcWing 179, in Rust. The board is a `String`, the
//! open list a `BinaryHeap` of (f, board), the best g and the predecessor map two `HashMap`s
//! keyed by the board, h the Manhattan distance, and the parity rule decides `unsolvable`. Cases
//! follow one another until the input ends, every map made anew for each. It is a yardstick, not
//! a tool: it trusts its input. It shares no code with the solver, on purpose.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};
use std::io::{self, Read, Write};

const GOAL: &str = "12345678x";

/// The Manhattan distance of a board from the goal.
fn h(state: &[u8]) -> u32 {
	let mut sum = 0;
	for (cell, &tile) in state.iter().enumerate() {
		if tile != b'x' {
			let home = (tile - b'1') as i32;
			let cell = cell as i32;
			sum += ((cell / 3 - home / 3).abs() + (cell % 3 - home % 3).abs()) as u32;
		}
	}
	sum
}

fn astar(start: String) -> String {
	// The blank goes up, right, down, left.
	let moves = [(-1, 0, 'u'), (0, 1, 'r'), (1, 0, 'd'), (0, -1, 'l')];
	let mut dist: HashMap<String, u32> = HashMap::new();
	let mut prev: HashMap<String, (String, char)> = HashMap::new();
	let mut heap = BinaryHeap::new();
	heap.push(Reverse((h(start.as_bytes()), start.clone())));
	dist.insert(start.clone(), 0);
	while let Some(Reverse((_, state))) = heap.pop() {
		if state == GOAL {
			break;
		}
		let step = dist[&state];
		let blank = state.find('x').unwrap();
		let (x, y) = ((blank / 3) as i32, (blank % 3) as i32);
		for &(dx, dy, name) in &moves {
			let (a, b) = (x + dx, y + dy);
			if (0..3).contains(&a) && (0..3).contains(&b) {
				let mut next = state.clone().into_bytes();
				next.swap(blank, (a * 3 + b) as usize);
				let next = String::from_utf8(next).unwrap();
				if dist.get(&next).map_or(true, |&known| known > step + 1) {
					dist.insert(next.clone(), step + 1);
					prev.insert(next.clone(), (state.clone(), name));
					heap.push(Reverse((step + 1 + h(next.as_bytes()), next)));
				}
			}
		}
	}
	let (mut path, mut state) = (String::new(), GOAL.to_string());
	while state != start {
		let (before, name) = prev[&state].clone();
		path.push(name);
		state = before;
	}
	path.chars().rev().collect()
}

fn main() {
	let mut input = String::new();
	io::stdin().read_to_string(&mut input).unwrap();
	let cells: Vec<&str> = input.split_whitespace().collect();
	let mut output = String::new();
	for case in cells.chunks(9) {
		let start: String = case.concat().replace('0', "x");
		let tiles: Vec<u8> = start.bytes().filter(|&tile| tile != b'x').collect();
		let mut inversions = 0;
		for i in 0..8 {
			for j in i + 1..8 {
				inversions += usize::from(tiles[i] > tiles[j]);
			}
		}
		if inversions % 2 == 1 {
			output.push_str("unsolvable\n");
		} else {
			output.push_str(&astar(start));
			output.push('\n');
		}
	}
	io::stdout().write_all(output.as_bytes()).unwrap();
}
