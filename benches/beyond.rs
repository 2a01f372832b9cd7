//! `cargo bench --bench beyond`: the kit's searches beyond the judge file's A* (IDA*, and the
//! searches that are not admissible) on every solvable board of each goal, against the
//! breadth-first distances. It checks what the tests check on a sample: IDA*'s answers are
//! shortest on every board, weighted A*'s never more than its weight times the shortest; and it
//! counts what each search that is not admissible loses: on how many boards its answer is
//! longer, by how much at most and on average, with the boards it expanded.
//!
//! The counts are exact and the same on every machine; the seconds are this run's. With `--
//! --write` it writes the counts to docs/beyond.tsv, and the tables docs/learners.md shows from
//! them (src/solving/beyond.rs); without, it says which of the two differs from this run.

use eight_kit::reference::{Distances, Problem};
use eight_kit::solving::beyond;
use eight_kit::solving::engine::{self, Heuristic};
use eight_kit::solving::heuristics::{exact_table, with_heuristic, WithHeuristic};
use eight_kit::solving::runner::{Runner, Unwatched};
use eight_kit::solving::searches::{Kind, Search, SEARCHES};
use std::time::Instant;

/// What one search did over every board.
#[derive(Default)]
struct Losses {
	boards: u64,
	longer: u64,
	most_over: u64,
	over: u64,
	expanded: u64,
}

/// One search over every board of `distances`.
struct EveryBoard<'a> {
	search: &'static Search,
	distances: &'a Distances,
}

impl WithHeuristic for EveryBoard<'_> {
	type Output = Losses;

	fn run<H: Heuristic>(self, heuristic: &H, _name: &'static str) -> Losses {
		let mut runner = Runner::new(self.search).expect("a search that answers");
		let mut losses = Losses::default();
		for board in self.distances.solvable_boards() {
			let shortest = u64::from(self.distances.of(&board).expect("solvable"));
			let moves = runner.solve(heuristic, engine::pack(&board), &mut Unwatched);
			let length = moves.len() as u64;
			let letters: Vec<u8> = moves.iter().map(|step| step.letter()).collect();
			let reached = eight_kit::reference::follow(&board, &letters);
			assert_eq!(reached, Ok(self.distances.origin()), "{}: {board:?}", self.search.name);
			assert!(length >= shortest, "{}: {board:?}", self.search.name);
			if self.search.admissible {
				assert_eq!(length, shortest, "{}: {board:?}", self.search.name);
			}
			if let Kind::BestFirst { g: 1, h } = self.search.kind {
				assert!(length <= u64::from(h) * shortest, "{}: {board:?}", self.search.name);
			}
			losses.boards += 1;
			losses.longer += u64::from(length > shortest);
			losses.most_over = losses.most_over.max(length - shortest);
			losses.over += length - shortest;
			losses.expanded += runner.effort().expanded;
		}
		losses
	}
}

fn main() {
	let write = std::env::args().any(|argument| argument == "--write");
	println!("Every solvable board, each search's answers against the breadth-first distances.\n");
	println!("| goal | search | boards | longer than shortest | most over | mean over | mean expanded | seconds |");
	println!("|---|---|---:|---:|---:|---:|---:|---:|");
	let mut rows = Vec::new();
	for name in ["acwing179", "luogu1379"] {
		let problem = Problem::named(name).expect("a problem");
		let distances = Distances::compute(&problem.goal);
		let goal = engine::pack(&problem.goal);
		for search in SEARCHES
			.iter()
			.filter(|search| !matches!(search.kind, Kind::BreadthFirst | Kind::AStar))
		{
			let clock = Instant::now();
			let every = EveryBoard { search, distances: &distances };
			let losses = with_heuristic(search.heuristic, goal, exact_table(goal), every)
				.expect("a heuristic of the kit");
			let boards = losses.boards as f64;
			println!(
				"| {} | {} | {} | {} | {} | {:.3} | {:.1} | {:.1} |",
				problem.goal_words(),
				search.label,
				losses.boards,
				losses.longer,
				losses.most_over,
				losses.over as f64 / boards,
				losses.expanded as f64 / boards,
				clock.elapsed().as_secs_f64()
			);
			let Losses { boards, longer, most_over, over, expanded } = losses;
			let goal = name.to_string();
			rows.push(beyond::Losses { goal, search, boards, longer, most_over, over, expanded });
		}
	}
	write_files(&rows, write);
}

/// docs/beyond.tsv and the tables docs/learners.md shows from it: written with `write`, else each
/// said if it differs from this run.
fn write_files(rows: &[beyond::Losses], write: bool) {
	let file = beyond::to_file(rows);
	let page = std::fs::read_to_string("docs/learners.md").expect("docs/learners.md");
	let page = beyond::fill_tables(&page, rows).expect("docs/learners.md's markers");
	for (path, text) in [("docs/beyond.tsv", file), ("docs/learners.md", page)] {
		let now = std::fs::read_to_string(path).unwrap_or_default();
		if write {
			std::fs::write(path, &text).unwrap_or_else(|error| panic!("write {path}: {error}"));
		} else if now != text {
			println!("{path} differs from this run: `cargo bench --bench beyond -- --write`");
		}
	}
}
