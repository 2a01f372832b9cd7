//! Every heuristic the front end can run A* under, by name: the engine's three, and the kit's own
//! that a learner compares them with, written on the engine's `Heuristic` trait so that the
//! engine's loop (the judge file's search) runs them.
//!
//! - `zero`: h = 0. A* then takes boards out by g alone, as Dijkstra's algorithm does: layer by
//!   layer, as a breadth-first search does, but within a layer by the boards' numbers, not in
//!   the order they went in.
//! - `misplaced`: the tiles not on their goal cell. Each must move at least once, so it never
//!   overestimates; it is the weak baseline the textbooks set beside the Manhattan distance,
//!   which is never smaller (each misplaced tile is at least one cell from home).
//! - `manhattan`, `conflict` and `exact`: the engine's (`src/solving/engine.rs`); `conflict` is
//!   the judge file's estimate.
//! - `manhattan-blank`: the Manhattan distance with the blank counted as a ninth tile, the mistake
//!   the engine's `Manhattan::new` warns of. A move moves the blank and a tile, so it can
//!   lower this sum by two: it overestimates (`1 2 3 / 4 5 6 / 7 x 8` is one move from the goal,
//!   and this says two), and A* under it may miss the shortest answer.

use crate::solving::engine::{self, Conflict, Exact, Heuristic, Manhattan, State};
use crate::solving::exact;
use std::borrow::Cow;

/// A heuristic lent: the judge file's plans own what they rent, and the kit lends them its own.
impl<H: Heuristic> Heuristic for &H {
	fn goal(&self) -> State {
		(**self).goal()
	}

	fn estimate(&self, state: State, rank: usize) -> u32 {
		(**self).estimate(state, rank)
	}
}

/// No estimate at all.
pub struct Zero {
	pub goal: State,
}

impl Heuristic for Zero {
	fn goal(&self) -> State {
		self.goal
	}

	fn estimate(&self, _state: State, _rank: usize) -> u32 {
		0
	}
}

/// The number of tiles not on their goal cell (the blank is no tile).
pub struct Misplaced {
	pub goal: State,
	/// The goal's cells.
	cells: crate::reference::Board,
}

impl Misplaced {
	pub fn new(goal: State) -> Misplaced {
		Misplaced { goal, cells: engine::unpack(goal) }
	}
}

impl Heuristic for Misplaced {
	fn goal(&self) -> State {
		self.goal
	}

	fn estimate(&self, state: State, _rank: usize) -> u32 {
		let board = engine::unpack(state);
		let wrong =
			board.iter().zip(self.cells.iter()).filter(|&(&cell, &goal)| cell != 0 && cell != goal);
		wrong.count() as u32
	}
}

/// The Manhattan distance counting the blank as a tile: not a lower bound.
pub struct ManhattanBlank {
	pub goal: State,
	/// The goal cell of each value, the blank's (0) among them.
	home: [usize; 9],
}

impl ManhattanBlank {
	pub fn new(goal: State) -> ManhattanBlank {
		let mut home = [0; 9];
		for (cell, &value) in engine::unpack(goal).iter().enumerate() {
			home[usize::from(value)] = cell;
		}
		ManhattanBlank { goal, home }
	}
}

impl Heuristic for ManhattanBlank {
	fn goal(&self) -> State {
		self.goal
	}

	fn estimate(&self, state: State, _rank: usize) -> u32 {
		let board = engine::unpack(state);
		let mut sum = 0;
		for (cell, &value) in board.iter().enumerate() {
			let home = self.home[usize::from(value)];
			sum += (cell / 3).abs_diff(home / 3) + (cell % 3).abs_diff(home % 3);
		}
		sum as u32
	}
}

/// What to do with a heuristic once it is made: a generic function, since each heuristic is a
/// type of its own (a closure cannot be generic).
pub trait WithHeuristic {
	type Output;
	fn run<H: Heuristic>(self, heuristic: &H, name: &'static str) -> Self::Output;
}

/// Makes the heuristic `name` (one of [`crate::solving::searches::heuristics`]) for `goal` and hands it to `work`; `None` for a
/// name that is none of them. The exact heuristic's table comes from `table`, asked only for it:
/// [`exact_table`] gives it, and a caller may time it.
pub fn with_heuristic<'table, W: WithHeuristic>(
	name: &str,
	goal: State,
	table: impl FnOnce() -> Cow<'table, [u8]>,
	work: W,
) -> Option<W::Output> {
	Some(match name {
		"zero" => work.run(&Zero { goal }, "zero"),
		"misplaced" => work.run(&Misplaced::new(goal), "misplaced"),
		"manhattan" => work.run(&Manhattan::new(goal), "manhattan"),
		"conflict" => work.run(&Conflict::new(goal), "conflict"),
		"exact" => work.run(&Exact { goal, distances: &table() }, "exact"),
		"manhattan-blank" => work.run(&ManhattanBlank::new(goal), "manhattan-blank"),
		_ => return None,
	})
}

/// The exact heuristic's table for `goal`, built by the judge file's sweep when it is asked for.
pub fn exact_table(goal: State) -> impl FnOnce() -> Cow<'static, [u8]> {
	move || Cow::Owned(exact::distances_to(goal))
}

#[cfg(test)]
mod tests {
	use super::*;
	use crate::reference::Distances;
	use crate::reference::Problem;

	/// Each heuristic's estimates of every solvable board, against the kit's own distances.
	struct Bounds<'a> {
		distances: &'a Distances,
	}

	impl WithHeuristic for Bounds<'_> {
		type Output = Vec<u32>;
		fn run<H: Heuristic>(self, heuristic: &H, name: &'static str) -> Vec<u32> {
			let mut estimates = Vec::new();
			for board in self.distances.solvable_boards() {
				let state = engine::pack(&board);
				let estimate = heuristic.estimate(state, crate::solving::ranks::of(state));
				let distance = self.distances.of(&board).expect("a solvable board");
				assert!(estimate <= u32::from(distance), "{name} overestimates {board:?}");
				estimates.push(estimate);
			}
			estimates
		}
	}

	/// The pairs of neighbouring boards (each way) between which `heuristic` drops by more than
	/// one: none for a consistent heuristic.
	struct Drops<'a> {
		distances: &'a Distances,
	}

	impl WithHeuristic for Drops<'_> {
		type Output = usize;
		fn run<H: Heuristic>(self, heuristic: &H, _name: &'static str) -> usize {
			let estimate = |board: &crate::reference::Board| {
				let state = engine::pack(board);
				heuristic.estimate(state, crate::solving::ranks::of(state)) as i64
			};
			let mut drops = 0;
			for board in self.distances.solvable_boards() {
				for way in crate::reference::Move::ALL {
					if let Some(next) = crate::reference::slide(&board, way) {
						drops += usize::from(estimate(&board) > estimate(&next) + 1);
					}
				}
			}
			drops
		}
	}

	#[test]
	fn every_admissible_heuristic_is_consistent_for_every_goal() {
		// No move lowers an estimate by more than one, on any board, for either goal: the
		// conflicts too (the judge file's heuristic).
		for name in ["acwing179", "luogu1379"] {
			let problem = Problem::named(name).expect("a problem");
			let distances = Distances::compute(&problem.goal);
			let goal = engine::pack(&problem.goal);
			for heuristic in crate::solving::searches::heuristics() {
				let drops = Drops { distances: &distances };
				let found = with_heuristic(heuristic, goal, exact_table(goal), drops).expect("one");
				assert_eq!(found, 0, "{name}: {heuristic}");
			}
		}
	}

	#[test]
	fn every_heuristic_is_admissible_on_every_board_and_each_dominates_the_one_before() {
		for name in ["acwing179", "luogu1379"] {
			let problem = Problem::named(name).expect("a problem");
			let distances = Distances::compute(&problem.goal);
			let goal = engine::pack(&problem.goal);
			let estimates: Vec<Vec<u32>> = crate::solving::searches::heuristics()
				.into_iter()
				.map(|name| {
					let bounds = Bounds { distances: &distances };
					with_heuristic(name, goal, exact_table(goal), bounds).expect("a heuristic")
				})
				.collect();
			// Zero <= misplaced <= manhattan <= conflict <= exact, board by board.
			for pair in estimates.windows(2) {
				assert!(pair[0].iter().zip(&pair[1]).all(|(weaker, stronger)| weaker <= stronger));
			}
		}
		struct Named;
		impl WithHeuristic for Named {
			type Output = &'static str;
			fn run<H: Heuristic>(self, _heuristic: &H, name: &'static str) -> &'static str {
				name
			}
		}
		assert_eq!(with_heuristic("misplaced", 0, exact_table(0), Named), Some("misplaced"));
		assert_eq!(with_heuristic("fast", 0, exact_table(0), Named), None);
	}
}
