//! The yardstick for many cases: one breadth-first search from the goal over every board,
//! then each case walks down the table of distances. It reads the solver's input format
//! (whitespace-separated cells, `x` or `0` the blank) and prints one answer per case, like
//! the solver, but trusts its input: it is a benchmark, not a tool. Its breadth-first search is
//! its own, not the kit's: it is one file compiled alone and timed whole, as the solver is.

use std::io::{self, Read, Write};

const GOAL: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 0];
const FACTORIAL: [usize; 9] = [1, 1, 2, 6, 24, 120, 720, 5_040, 40_320];
/// The moves: how far the blank goes in reading order, and the letter that names the move.
const MOVES: [(i8, u8); 4] = [(-3, b'u'), (3, b'd'), (-1, b'l'), (1, b'r')];

/// How many bits each 9-bit mask has set: a table, since judges' targets lack `popcnt`.
const ONES: [u8; 512] = ones();

const fn ones() -> [u8; 512] {
	let mut table = [0; 512];
	let mut mask = 1;
	while mask < 512 {
		table[mask] = table[mask >> 1] + (mask & 1) as u8;
		mask += 1;
	}
	table
}

/// The rank of a permutation of 0..9 among all 9!: its Lehmer code.
fn rank(board: &[u8; 9]) -> usize {
	let mut seen = 0usize;
	let mut rank = 0;
	for (i, &value) in board.iter().enumerate() {
		let smaller_seen = ONES[seen & ((1 << value) - 1)] as usize;
		rank += (value as usize - smaller_seen) * FACTORIAL[8 - i];
		seen |= 1 << value;
	}
	rank
}

fn neighbour(board: &[u8; 9], blank: usize, offset: i8) -> Option<(usize, [u8; 9])> {
	let target = blank as i8 + offset;
	let same_row = offset.abs() == 3 || target / 3 == blank as i8 / 3;
	if !(0..9).contains(&target) || !same_row {
		return None;
	}
	let mut next = *board;
	next.swap(blank, target as usize);
	Some((target as usize, next))
}

fn main() {
	let mut distance = vec![u8::MAX; 362_880];
	let mut queue = vec![(GOAL, 8usize)];
	distance[rank(&GOAL)] = 0;
	let mut head = 0;
	while head < queue.len() {
		let (board, blank) = queue[head];
		head += 1;
		let moves = distance[rank(&board)] + 1;
		for (offset, _) in MOVES {
			if let Some((target, next)) = neighbour(&board, blank, offset) {
				let slot = &mut distance[rank(&next)];
				if *slot == u8::MAX {
					*slot = moves;
					queue.push((next, target));
				}
			}
		}
	}

	let mut input = Vec::new();
	io::stdin().read_to_end(&mut input).expect("read standard input");
	let cells: Vec<u8> = input
		.iter()
		.filter(|byte| !byte.is_ascii_whitespace())
		.map(|&byte| if byte.is_ascii_digit() { byte - b'0' } else { 0 })
		.collect();
	let mut output = Vec::with_capacity(cells.len() * 3);
	for case in cells.chunks_exact(9) {
		let mut board: [u8; 9] = case.try_into().expect("nine cells");
		let mut blank = board.iter().position(|&cell| cell == 0).expect("a blank");
		let mut left = distance[rank(&board)];
		if left == u8::MAX {
			output.extend_from_slice(b"unsolvable\n");
			continue;
		}
		while left > 0 {
			for (offset, letter) in MOVES {
				if let Some((target, next)) = neighbour(&board, blank, offset) {
					if distance[rank(&next)] == left - 1 {
						output.push(letter);
						board = next;
						blank = target;
						left -= 1;
						break;
					}
				}
			}
		}
		output.push(b'\n');
	}
	io::stdout().write_all(&output).expect("write standard output");
}
