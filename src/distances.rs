//! The kit's one breadth-first search: every board's fewest moves from one board, which the
//! checker, the generator, the game, the proof and the benchmarks all take their distances from.

use crate::board::{board_at, index, slide, Board, Move, BOARDS};
use std::collections::VecDeque;

/// Every board's fewest moves to one board, usually a goal, found by one breadth-first search
/// from it: moves can be undone, so the distance from it is the distance to it. A board of the
/// other parity is never reached, and that, not the parity rule, is what makes it unsolvable
/// here.
pub struct Distances {
	/// The board the search began at.
	origin: Board,
	by_index: Vec<u8>,
	/// The boards' indices in the order the search took them from its queue, the first first.
	order: Vec<u32>,
}

impl Distances {
	const UNREACHED: u8 = u8::MAX;

	pub fn compute(from: &Board) -> Distances {
		let mut by_index = vec![Self::UNREACHED; BOARDS];
		let mut order = Vec::with_capacity(BOARDS / 2);
		let mut queue = VecDeque::from([*from]);
		by_index[index(from)] = 0;
		while let Some(board) = queue.pop_front() {
			order.push(index(&board) as u32);
			let next_distance = by_index[index(&board)] + 1;
			for way in Move::ALL {
				if let Some(next) = slide(&board, way) {
					let slot = &mut by_index[index(&next)];
					if *slot == Self::UNREACHED {
						*slot = next_distance;
						queue.push_back(next);
					}
				}
			}
		}
		Distances { origin: *from, by_index, order }
	}

	/// The board the search began at: the goal, usually.
	pub fn origin(&self) -> Board {
		self.origin
	}

	/// The fewest moves between `board` and the search's first board, or `None` if it never
	/// gets there.
	pub fn of(&self, board: &Board) -> Option<u8> {
		Some(self.by_index[index(board)]).filter(|&distance| distance != Self::UNREACHED)
	}

	/// The largest distance there is: 31 from AcWing's goal, 30 from Luogu's.
	pub fn farthest(&self) -> u8 {
		self.order.last().map_or(0, |&last| self.by_index[last as usize])
	}

	/// Every board at exactly `distance` moves, in the order the search reached them.
	pub fn boards_at(&self, distance: u8) -> Vec<Board> {
		let at = self.order.iter().filter(|&&i| self.by_index[i as usize] == distance);
		at.map(|&i| board_at(i as usize)).collect()
	}

	/// Every board the search reached, in order of [`index`], one at a time.
	pub fn solvable_boards(&self) -> impl Iterator<Item = Board> + '_ {
		let indices = (0..BOARDS).filter(move |&i| self.by_index[i] != Self::UNREACHED);
		indices.map(board_at)
	}

	/// The indices of the boards in the order the search took them from its queue, so that a
	/// board's place in it is how many boards a search from the first would take out before it.
	pub fn order(&self) -> &[u32] {
		&self.order
	}
}

#[cfg(test)]
mod tests {
	use super::*;
	use crate::board::{GOAL, SOLVABLE};
	use crate::catalogue::Problem;

	#[test]
	fn breadth_first_search_reaches_half_the_boards_at_most_31_moves_away() {
		let distances = Distances::compute(&GOAL);
		assert_eq!(distances.solvable_boards().count(), SOLVABLE);
		assert_eq!(distances.order().len(), SOLVABLE);
		assert_eq!(distances.of(&GOAL), Some(0));
		assert_eq!(distances.of(&[1, 2, 3, 4, 5, 6, 8, 7, 0]), None);
		assert_eq!(distances.boards_at(31).len(), 2);
		assert!(distances.boards_at(32).is_empty());
		assert_eq!(distances.farthest(), 31);
		// Luogu's goal, the blank in the centre, is of the other parity, and nearer every board.
		let luogu = Distances::compute(&Problem::named("luogu1379").expect("Luogu's").goal);
		assert_eq!(luogu.of(&GOAL), None);
		assert_eq!(luogu.of(&[2, 8, 3, 1, 0, 4, 7, 6, 5]), Some(4));
		assert_eq!(luogu.solvable_boards().count(), SOLVABLE);
		assert_eq!(luogu.farthest(), 30);
		// The order is by distance, the first board first.
		let order = distances.order();
		assert_eq!(order[0] as usize, index(&GOAL));
		let distance = |i: &u32| distances.by_index[*i as usize];
		assert!(order.windows(2).all(|pair| distance(&pair[0]) <= distance(&pair[1])));
	}
}
