//! Every search a learner can set side by side on one board: a plain breadth-first search, the
//! judge file's own A* under each heuristic, from the weakest bound to the exact one, IDA*, and
//! the searches that give up the shortest answer for speed; for each, the moves (and how many
//! over the shortest), the boards expanded and pushed, the most it held (A*'s open list, IDA*'s
//! path), IDA*'s iterations, and the effective branching factor. `eight --compare` prints them as
//! a table.

use crate::solving::engine::{self, Heuristic, State};
use crate::solving::exact;
use crate::solving::heuristics::{self, WithHeuristic};
use crate::solving::runner::Runner;
use crate::solving::searches::{Kind, Search, SEARCHES};
use crate::solving::trace::Counter;
use std::borrow::Cow;

/// One search's line.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
	/// The search's label (see [`crate::solving::searches`]).
	pub search: &'static str,
	/// Whether its answers are always shortest.
	pub admissible: bool,
	pub moves: u32,
	/// The shortest answer's moves, breadth-first search's.
	pub shortest: u32,
	pub expanded: u64,
	pub pushed: u64,
	/// The open list's largest size; for IDA*, the most boards on its path.
	pub largest: u64,
	/// IDA*'s iterations; `None` for the others.
	pub iterations: Option<u64>,
}

impl Row {
	/// The effective branching factor b*: the branching of the uniform tree as deep as the answer
	/// that holds as many boards as the search generated (its pushes but the start), N = b* + b*^2
	/// + ... + b*^d. `None` for an answer of no moves, where it means nothing.
	pub fn branching_factor(&self) -> Option<f64> {
		branching_factor(self.pushed.saturating_sub(1) as f64, self.moves)
	}
}

/// b* for `generated` boards and an answer of `depth` moves, to four places (by bisection).
/// `generated` may be a mean over many boards, as it is: rounding it to a whole board first
/// would move b* (a mean of 5.5 boards at depth 1 is b* = 5.5, not the 6 of a rounded 6).
pub fn branching_factor(generated: f64, depth: u32) -> Option<f64> {
	if depth == 0 {
		return None;
	}
	let tree = |b: f64| (1..=depth).map(|level| b.powi(level as i32)).sum::<f64>();
	let (mut low, mut high) = (0.0, 10.0);
	while high - low > 1e-6 {
		let middle = (low + high) / 2.0;
		if tree(middle) < generated {
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
	/// The exact heuristic's table, built once.
	distances: Vec<u8>,
	/// Each search of the table with its buffers.
	runners: Vec<Runner>,
}

impl Searches {
	pub fn new(goal: &crate::reference::Board) -> Searches {
		let state = engine::pack(goal);
		let runners = SEARCHES.iter().map(|search| Runner::new(search).expect("a search"));
		Searches { goal: state, distances: exact::distances_to(state), runners: runners.collect() }
	}

	/// Every search from `start`, which must reach the goal, in the table's order. The first,
	/// breadth-first search, gives the shortest answer's length that the others are held to.
	pub fn rows(&mut self, start: &crate::reference::Board) -> Vec<Row> {
		let mut rows: Vec<Row> = Vec::new();
		for (search, runner) in SEARCHES.iter().zip(&mut self.runners) {
			let table = || Cow::Borrowed(&*self.distances);
			let start = engine::pack(start);
			let run = Counted { runner, start, search };
			let mut row = heuristics::with_heuristic(search.heuristic, self.goal, table, run)
				.expect("every search of the table runs on a heuristic of the kit");
			row.shortest = rows.first().map_or(row.moves, |first| first.moves);
			rows.push(row);
		}
		rows
	}
}

/// One search from `start`, counted, as its row.
struct Counted<'a> {
	runner: &'a mut Runner,
	start: State,
	search: &'static Search,
}

impl WithHeuristic for Counted<'_> {
	type Output = Row;

	fn run<H: Heuristic>(self, heuristic: &H, _name: &'static str) -> Row {
		let mut counter = Counter::new(heuristic.goal());
		let moves = self.runner.solve(heuristic, self.start, &mut counter).len() as u32;
		let tally = counter.tally;
		Row {
			search: self.search.label,
			admissible: self.search.admissible,
			moves,
			shortest: moves,
			expanded: tally.expanded,
			pushed: tally.pushed,
			largest: tally.largest,
			iterations: (self.search.kind == Kind::IdaStar).then_some(tally.iterations),
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

/// The rows as a Markdown table, as a learner pastes it, and a line under it for the searches
/// that are not admissible.
pub fn table(rows: &[Row]) -> String {
	let mut text = String::from(
		"| search | moves | expanded | pushed | largest open list (IDA*: path) | iterations | \
		 effective branching factor |\n|---|---:|---:|---:|---:|---:|---:|\n",
	);
	let mut unsafe_ones = Vec::new();
	for row in rows {
		let factor = row.branching_factor().map_or("-".to_string(), |b| format!("{b:.3}"));
		let mut search = row.search.to_string();
		if !row.admissible {
			search.push_str(" (not admissible)");
			unsafe_ones.push(row.search);
		}
		let moves = match row.moves - row.shortest {
			0 => row.moves.to_string(),
			over => format!("{} (+{over})", row.moves),
		};
		let iterations = row.iterations.map_or("-".to_string(), thousands);
		text.push_str(&format!(
			"| {search} | {moves} | {} | {} | {} | {iterations} | {factor} |\n",
			thousands(row.expanded),
			thousands(row.pushed),
			thousands(row.largest)
		));
	}
	if !unsafe_ones.is_empty() {
		text.push_str(
			"\nNot admissible: an estimate that can pass the moves left, so a first answer that \
			 may be\nlonger than the shortest; (+N) counts the moves over it.\n",
		);
	}
	text
}

#[cfg(test)]
mod tests {
	use super::*;

	#[test]
	fn the_branching_factor_of_a_uniform_tree_is_found_again() {
		// A tree of branching 2 and depth 3 holds 2 + 4 + 8 = 14 boards below its root.
		let b = branching_factor(14.0, 3).expect("a factor");
		assert!((b - 2.0).abs() < 1e-4, "{b}");
		assert!((branching_factor(1.0, 1).expect("a factor") - 1.0).abs() < 1e-4);
		assert_eq!(branching_factor(5.0, 0), None);
		// A mean is taken as it is: at depth 1, b* is the mean itself, and at depth 2 the root of
		// b + b^2 = 7.5 (2.28), not of 8 (2.37).
		let at_one = branching_factor(5.5, 1).expect("a factor");
		assert!((at_one - 5.5).abs() < 1e-4, "{at_one}");
		let at_two = branching_factor(7.5, 2).expect("a factor");
		assert!((at_two + at_two * at_two - 7.5).abs() < 1e-4, "{at_two}");
		assert_eq!(thousands(1234567), "1,234,567");
		assert_eq!(thousands(999), "999");
	}

	#[test]
	fn every_search_finds_the_same_length_and_a_stronger_bound_expands_no_more() {
		let mut searches = Searches::new(&crate::reference::GOAL);
		let rows = searches.rows(&[2, 3, 4, 1, 5, 0, 7, 6, 8]);
		assert_eq!(rows.len(), SEARCHES.len());
		for (row, search) in rows.iter().zip(&SEARCHES) {
			assert!(!search.admissible || row.moves == 19, "{rows:?}");
			assert!(row.moves >= 19 && row.shortest == 19, "{rows:?}");
		}
		assert_eq!(rows[5].expanded, 19);
		for pair in rows[1..6].windows(2) {
			assert!(pair[1].expanded <= pair[0].expanded, "{rows:?}");
		}
	}
}
