//! Iterative deepening A* (Korf, 1985): the answer to A*'s memory. A depth-first search from the
//! start that enters a board only while f = g + h stays within a bound; when no path within the
//! bound reaches the goal, it starts again under the least f it cut off. Each bound is a length
//! no shorter answer can have (every f on a shortest path is at most its length, for an estimate
//! that never overestimates), so the first goal it enters is at a shortest distance. It holds one
//! path, never more than the answer's moves plus one boards, where A* holds every board it
//! reached; it pays in boards entered again, every iteration repeating the last, and in boards it
//! meets on two paths (it keeps no map of them, only never undoes the move it just made).

use crate::reference::{slide, Move as Way};
use crate::reference::{Effort, Move};
use crate::solving::engine::{self, Heuristic, State};
use crate::solving::ranks;
use crate::solving::trace::Watch;

/// The search's path, kept from case to case.
pub struct IdaStar {
	/// The moves from the start to the board entered last.
	path: Vec<Move>,
	/// What the last search did: boards entered but the goal (expanded), boards entered or cut
	/// (pushed, as A* counts what it generates).
	pub effort: Effort,
	/// The iterations of the last search.
	pub iterations: u64,
}

/// Whether a depth-first search reached the goal, and if not the least f it cut off.
enum Reached {
	Goal,
	Over(u32),
}

impl IdaStar {
	pub fn new() -> IdaStar {
		IdaStar { path: Vec::new(), effort: Effort::default(), iterations: 0 }
	}

	/// The shortest moves from `start` to the goal, which `start` must be able to reach, every
	/// step told to `watch`.
	pub fn solve<H: Heuristic, W: Watch>(
		&mut self,
		heuristic: &H,
		start: State,
		watch: &mut W,
	) -> Vec<Move> {
		self.effort = Effort::default();
		self.iterations = 0;
		let h = heuristic.estimate(start, ranks::of(start));
		let mut bound = h;
		loop {
			self.iterations += 1;
			self.path.clear();
			watch.bound(self.iterations, bound);
			self.effort.pushed += 1;
			watch.entered(start, None, 0, h);
			let cells = engine::unpack(start);
			match self.enter(heuristic, &cells, 0, None, bound, watch) {
				Reached::Goal => return self.path.clone(),
				Reached::Over(least) => bound = least,
			}
			watch.left();
		}
	}

	/// Searches on from `cells`, entered `g` moves down by `last`, under `bound`.
	fn enter<H: Heuristic, W: Watch>(
		&mut self,
		heuristic: &H,
		cells: &crate::reference::Board,
		g: u32,
		last: Option<Way>,
		bound: u32,
		watch: &mut W,
	) -> Reached {
		if engine::pack(cells) == heuristic.goal() {
			return Reached::Goal;
		}
		self.effort.expanded += 1;
		let mut least = u32::MAX;
		for way in Way::ALL {
			if last == Some(way.opposite()) {
				continue;
			}
			let next = match slide(cells, way) {
				Some(next) => next,
				None => continue,
			};
			let state = engine::pack(&next);
			let h = heuristic.estimate(state, ranks::of(state));
			self.effort.pushed += 1;
			if g + 1 + h > bound {
				watch.cut(state, way, g + 1, h);
				least = least.min(g + 1 + h);
				continue;
			}
			watch.entered(state, Some(way), g + 1, h);
			self.path.push(way);
			match self.enter(heuristic, &next, g + 1, Some(way), bound, watch) {
				Reached::Goal => return Reached::Goal,
				Reached::Over(over) => least = least.min(over),
			}
			self.path.pop();
			watch.left();
		}
		Reached::Over(least)
	}
}

impl Default for IdaStar {
	fn default() -> IdaStar {
		IdaStar::new()
	}
}

#[cfg(test)]
mod tests {
	use super::*;
	use crate::reference::Distances;
	use crate::reference::Problem;
	use crate::reference::Random;
	use crate::reference::{follow, GOAL};
	use crate::solving::engine::{Conflict, Manhattan};
	use crate::solving::runner::Unwatched;
	use crate::solving::trace::Counter;

	/// IDA*'s answer from `board` under `heuristic`, checked to reach `goal`: its length.
	fn length<H: Heuristic>(
		search: &mut IdaStar,
		heuristic: &H,
		board: &crate::reference::Board,
	) -> usize {
		let moves = search.solve(heuristic, engine::pack(board), &mut Unwatched);
		let letters: Vec<u8> = moves.iter().map(|step| step.letter()).collect();
		let goal = engine::unpack(heuristic.goal());
		assert_eq!(follow(board, &letters), Ok(goal), "{board:?}");
		moves.len()
	}

	#[test]
	fn its_answers_are_shortest_on_the_farthest_boards_and_a_seeded_sample() {
		for name in ["acwing179", "luogu1379"] {
			let goal_board = Problem::named(name).expect("a problem").goal;
			let goal = engine::pack(&goal_board);
			let distances = Distances::compute(&goal_board);
			let (manhattan, conflict) = (Manhattan::new(goal), Conflict::new(goal));
			let mut search = IdaStar::new();
			let mut boards = distances.boards_at(distances.farthest());
			let mut random = Random::new(1985);
			while boards.len() < 2_002 {
				let board = random.board();
				if distances.of(&board).is_some() {
					boards.push(board);
				}
			}
			for board in &boards {
				let shortest = usize::from(distances.of(board).expect("solvable"));
				assert_eq!(length(&mut search, &manhattan, board), shortest, "{name} {board:?}");
				assert_eq!(length(&mut search, &conflict, board), shortest, "{name} {board:?}");
			}
		}
	}

	#[test]
	fn its_counts_are_what_its_watch_counts_and_its_path_is_all_it_holds() {
		let goal = engine::pack(&GOAL);
		let start = engine::pack(&[8, 6, 7, 2, 5, 4, 3, 0, 1]);
		let mut counter = Counter::new(goal);
		let mut search = IdaStar::new();
		let moves = search.solve(&Manhattan::new(goal), start, &mut counter);
		assert_eq!(moves.len(), 31);
		let tally = counter.tally;
		assert_eq!((tally.expanded, tally.pushed), (search.effort.expanded, search.effort.pushed));
		assert_eq!(tally.iterations, search.iterations);
		// The bound starts at the Manhattan distance, 21, and rises by two (each move changes the
		// distance by one, so f keeps its parity) to 31: six iterations.
		assert_eq!(search.iterations, 6);
		assert_eq!(tally.largest, 32, "the path, start and goal among its boards");
		assert_eq!(tally.open, 32, "the path to the goal is held at the end");
	}
}
