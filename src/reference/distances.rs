//! The kit's one breadth-first search: every board's fewest moves from one board, which the
//! checker, the generator, the game, the proof and the benchmarks all take their distances from.

use crate::board::{blank, board_at, index, index_after_swap, target_from, Board, Move, BOARDS};
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
		breadth_first(from, None, &mut |_| {}).0
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

/// What a breadth-first search from a board did before it took the goal out of its queue: the
/// front end's `--compare` sets it beside A*'s searches, counted the same way.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Effort {
	/// The boards taken out of the queue before the goal.
	pub expanded: u64,
	/// The boards put into the queue, the start among them.
	pub pushed: u64,
	/// The most boards the queue held at once.
	pub largest: u64,
	/// The goal's distance, or `None` if the search never reached it.
	pub moves: Option<u8>,
}

/// A step of a breadth-first search, as [`breadth_first_watched`] tells them, in the words of the
/// judge file's own trace: a board taken out of the queue (the goal's taking ends the search), a
/// board put in, reached by `step` (none for the start) in `moves`, and a neighbour passed over,
/// reached before in `moves`, no more than now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
	Taken { board: Board, moves: u8 },
	Pushed { board: Board, step: Option<Move>, moves: u8 },
	Passed { board: Board, step: Move, moves: u8 },
}

/// The search from `from` until `goal` leaves the queue, or every board when there is none, each
/// step told to `watch`: the distances so far, and the effort.
fn breadth_first(
	from: &Board,
	goal: Option<&Board>,
	watch: &mut impl FnMut(Step),
) -> (Distances, Effort) {
	let mut by_index = vec![Distances::UNREACHED; BOARDS];
	let mut order = Vec::with_capacity(BOARDS / 2);
	// Each board waits with its index, so that it is worked out once.
	let from_index = index(from);
	let mut queue = VecDeque::from([(*from, from_index)]);
	by_index[from_index] = 0;
	watch(Step::Pushed { board: *from, step: None, moves: 0 });
	let mut effort = Effort { pushed: 1, largest: 1, ..Effort::default() };
	while let Some((board, board_index)) = queue.pop_front() {
		let distance = by_index[board_index];
		order.push(board_index as u32);
		watch(Step::Taken { board, moves: distance });
		if Some(&board) == goal {
			effort.moves = Some(distance);
			break;
		}
		effort.expanded += 1;
		let blank = blank(&board);
		for way in Move::ALL {
			if let Some(target) = target_from(blank, way) {
				let mut next = board;
				next.swap(blank, target);
				let next_index = index_after_swap(&board, board_index, blank, target);
				let slot = &mut by_index[next_index];
				if *slot == Distances::UNREACHED {
					*slot = distance + 1;
					queue.push_back((next, next_index));
					effort.pushed += 1;
					watch(Step::Pushed { board: next, step: Some(way), moves: distance + 1 });
				} else {
					watch(Step::Passed { board: next, step: way, moves: *slot });
				}
			}
		}
		effort.largest = effort.largest.max(queue.len() as u64);
	}
	(Distances { origin: *from, by_index, order }, effort)
}

/// A breadth-first search from `from` to `goal` with each step told to `watch`, as the browser
/// page shows it: the effort is [`breadth_first_to`]'s.
pub fn breadth_first_watched(from: &Board, goal: &Board, mut watch: impl FnMut(Step)) -> Effort {
	breadth_first(from, Some(goal), &mut watch).1
}

/// A breadth-first search from `from` to `goal`, counted as A*'s are: see [`Effort`].
pub fn breadth_first_to(from: &Board, goal: &Board) -> Effort {
	breadth_first(from, Some(goal), &mut |_| {}).1
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

	#[test]
	fn a_search_to_a_goal_stops_there_and_counts_as_a_star_does() {
		let board = [1, 2, 3, 4, 0, 6, 7, 5, 8];
		// The start pushes its four neighbours, and each of them two more; the goal is the fourth
		// of those eight: 1 + 4 + 3 boards are expanded before it, 1 + 4 + 8 + 3 are pushed.
		let effort = breadth_first_to(&board, &GOAL);
		assert_eq!(effort, Effort { expanded: 8, pushed: 16, largest: 8, moves: Some(2) });
		assert_eq!(
			breadth_first_to(&GOAL, &GOAL),
			Effort { expanded: 0, pushed: 1, largest: 1, moves: Some(0) }
		);
		// Watched, it tells each of those steps: the goal's taking last.
		let mut steps = Vec::new();
		let watched = breadth_first_watched(&board, &GOAL, |step| steps.push(step));
		assert_eq!(watched, effort);
		let count = |kind: fn(&Step) -> bool| steps.iter().filter(|step| kind(step)).count() as u64;
		assert_eq!(count(|step| matches!(step, Step::Pushed { .. })), effort.pushed);
		assert_eq!(count(|step| matches!(step, Step::Taken { .. })), effort.expanded + 1);
		assert_eq!(steps.last(), Some(&Step::Taken { board: GOAL, moves: 2 }));
		assert_eq!(steps[0], Step::Pushed { board, step: None, moves: 0 });
		let unsolvable = breadth_first_to(&[2, 1, 3, 4, 5, 6, 7, 8, 0], &GOAL);
		assert_eq!((unsolvable.moves, unsolvable.expanded), (None, crate::board::SOLVABLE as u64));
	}
}
