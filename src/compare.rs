//! Every search a learner can set side by side on one board: a plain breadth-first search, and
//! the judge file's own A* under each heuristic, from the weakest bound to the exact one; for
//! each, the moves, the boards expanded and pushed, the open list's largest size, and the
//! effective branching factor. `eight --compare` prints them as a table.

use crate::distances::breadth_first_to;
use crate::exact;
use crate::heuristics::{self, WithHeuristic};
use crate::judge_file::{self, Heuristic, Solver, State};
use crate::searches::{Kind, SEARCHES};
use crate::trace::Counter;
use std::borrow::Cow;

/// One search's line.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
	/// The search's label (see [`crate::searches`]).
	pub search: &'static str,
	pub moves: u32,
	pub expanded: u64,
	pub pushed: u64,
	pub largest: u64,
}

impl Row {
	/// The effective branching factor b*: the branching of the uniform tree as deep as the answer
	/// that holds as many boards as the search generated (its pushes but the start), N = b* + b*^2
	/// + ... + b*^d. `None` for an answer of no moves, where it means nothing.
	pub fn branching_factor(&self) -> Option<f64> {
		branching_factor(self.pushed.saturating_sub(1), self.moves)
	}
}

/// b* for `generated` boards and an answer of `depth` moves, to four places (by bisection).
pub fn branching_factor(generated: u64, depth: u32) -> Option<f64> {
	if depth == 0 {
		return None;
	}
	let tree = |b: f64| (1..=depth).map(|level| b.powi(level as i32)).sum::<f64>();
	let (mut low, mut high) = (0.0, 10.0);
	while high - low > 1e-6 {
		let middle = (low + high) / 2.0;
		if tree(middle) < generated as f64 {
			low = middle;
		} else {
			high = middle;
		}
	}
	Some((low + high) / 2.0)
}

/// The searches for one goal, made once for every board.
pub struct Searches {
	goal: State,
	goal_board: judge_file::Board,
	/// The exact heuristic's table, built once.
	distances: Cow<'static, [u8]>,
	solver: Solver,
}

impl Searches {
	pub fn new(goal: &judge_file::Board) -> Searches {
		let state = judge_file::pack(goal);
		Searches {
			goal: state,
			goal_board: *goal,
			distances: exact::distances_to(state),
			solver: Solver::new(),
		}
	}

	/// Every search from `start`, which must reach the goal, the weakest first.
	pub fn rows(&mut self, start: &judge_file::Board) -> Vec<Row> {
		let mut rows = Vec::new();
		for search in &SEARCHES {
			let row = match search.kind {
				Kind::BreadthFirst => {
					let bfs = breadth_first_to(start, &self.goal_board);
					Row {
						search: search.label,
						moves: u32::from(bfs.moves.expect("the board reaches the goal")),
						expanded: bfs.expanded,
						pushed: bfs.pushed,
						largest: bfs.largest,
					}
				}
				Kind::AStar => {
					let table = || Cow::Borrowed(&*self.distances);
					let run = Counted {
						solver: &mut self.solver,
						start: judge_file::pack(start),
						label: search.label,
					};
					heuristics::with_heuristic(search.name, self.goal, table, run)
						.expect("every A* of the table is a heuristic of the kit")
				}
			};
			rows.push(row);
		}
		rows
	}
}

/// The judge file's A* from `start` under a heuristic, counted, as the row `label` heads.
struct Counted<'a> {
	solver: &'a mut Solver,
	start: State,
	label: &'static str,
}

impl WithHeuristic for Counted<'_> {
	type Output = Row;

	fn run<H: Heuristic>(self, heuristic: &H, _name: &'static str) -> Row {
		let mut counter = Counter::new(heuristic.goal());
		let moves = self.solver.solve_traced(heuristic, self.start, &mut counter).len() as u32;
		let tally = counter.tally;
		Row {
			search: self.label,
			moves,
			expanded: tally.expanded,
			pushed: tally.pushed,
			largest: tally.largest,
		}
	}
}

/// A count with commas between its thousands, as the docs' tables write them.
pub fn thousands(count: u64) -> String {
	let digits = count.to_string();
	let mut text = String::new();
	for (place, digit) in digits.chars().enumerate() {
		if place > 0 && (digits.len() - place) % 3 == 0 {
			text.push(',');
		}
		text.push(digit);
	}
	text
}

/// The rows as a Markdown table, as a learner pastes it.
pub fn table(rows: &[Row]) -> String {
	let mut text = String::from(
		"| search | moves | expanded | pushed | largest open list | effective branching factor |\n\
		 |---|---:|---:|---:|---:|---:|\n",
	);
	for row in rows {
		let factor = row.branching_factor().map_or("-".to_string(), |b| format!("{b:.3}"));
		text.push_str(&format!(
			"| {} | {} | {} | {} | {} | {factor} |\n",
			row.search,
			row.moves,
			thousands(row.expanded),
			thousands(row.pushed),
			thousands(row.largest)
		));
	}
	text
}

#[cfg(test)]
mod tests {
	use super::*;

	#[test]
	fn the_branching_factor_of_a_uniform_tree_is_found_again() {
		// A tree of branching 2 and depth 3 holds 2 + 4 + 8 = 14 boards below its root.
		let b = branching_factor(14, 3).expect("a factor");
		assert!((b - 2.0).abs() < 1e-4, "{b}");
		assert!((branching_factor(1, 1).expect("a factor") - 1.0).abs() < 1e-4);
		assert_eq!(branching_factor(5, 0), None);
		assert_eq!(thousands(1234567), "1,234,567");
		assert_eq!(thousands(999), "999");
	}

	#[test]
	fn every_search_finds_the_same_length_and_a_stronger_bound_expands_no_more() {
		let mut searches = Searches::new(&crate::board::GOAL);
		let rows = searches.rows(&[2, 3, 4, 1, 5, 0, 7, 6, 8]);
		assert_eq!(rows.len(), 6);
		assert!(rows.iter().all(|row| row.moves == 19), "{rows:?}");
		assert_eq!(rows[5].expanded, 19);
		for pair in rows[1..].windows(2) {
			assert!(pair[1].expanded <= pair[0].expanded, "{rows:?}");
		}
	}
}
