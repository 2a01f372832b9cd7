//! `cargo bench`: what A* does under each heuristic, measured inside the solver's process.
//!
//! For three sets of boards (the two hardest, a seeded random set, every solvable board) it runs
//! the built front end once per heuristic with `--stats` and sums what the solver reports per case:
//! boards expanded and pushed, microseconds (in-process: no start-up, no reading or writing), and
//! peak memory. Beside A* it puts a plain breadth-first search from each board, which knows no
//! heuristic, for contrast. Figures from a shared machine vary from run to run; the node counts
//! do not.

#[path = "../tests/support/mod.rs"]
mod support;

use eight_kit::reference::{index, slide, Board, Distances, Move, Random, BOARDS, GOAL};
use std::io::Write;
use std::time::Instant;
use support::run_with_input;

const SOLVER: &str = env!("CARGO_BIN_EXE_solve");

/// What the solver reported for one run.
#[derive(Default)]
struct Totals {
	cases: u64,
	expanded: u64,
	pushed: u64,
	micros: f64,
	table_micros: f64,
	peak_kib: u64,
}

fn solve_with_stats(heuristic: &str, boards: &[Board]) -> Totals {
	let mut input = Vec::new();
	for board in boards {
		writeln!(input, "{}", support::problem("acwing179").format_board(board))
			.expect("write to memory");
	}
	let arguments = ["--stats", "--heuristic", heuristic];
	let output = run_with_input(SOLVER, &arguments, &input).expect("run the solver");
	assert!(output.status.success(), "{heuristic}");

	let mut totals = Totals::default();
	// The first word of a field, as a number: counts, and microseconds with decimals.
	let number = |field: &str| -> f64 {
		let digits = field.split_whitespace().next().unwrap_or_default();
		digits.parse().expect("a number in --stats")
	};
	for line in String::from_utf8_lossy(&output.stderr).lines() {
		if let Some(rest) = line.strip_prefix("case ") {
			let fields: Vec<&str> = rest.split(", ").collect();
			totals.cases += 1;
			totals.expanded += number(fields[1]) as u64;
			totals.pushed += number(fields[2]) as u64;
			totals.micros += number(fields[3]);
		} else if let Some(rest) = line.strip_prefix("exact table: ") {
			totals.table_micros = number(rest.split(", ").nth(1).unwrap_or_default());
		} else if let Some(rest) = line.strip_prefix("peak memory: ") {
			totals.peak_kib = number(rest) as u64;
		}
	}
	assert_eq!(totals.cases, boards.len() as u64, "{heuristic}: a stats line per case");
	totals
}

/// How many boards a plain breadth-first search from `start` takes out of its queue before the
/// goal, and how long it took. A search of its own, not the kit's: it stops at the goal, as a
/// search from one board does, and it is timed.
fn breadth_first(start: &Board, seen: &mut [u32], generation: u32) -> (u64, u64) {
	let clock = Instant::now();
	let mut queue = std::collections::VecDeque::from([*start]);
	seen[index(start)] = generation;
	let mut expanded = 0;
	while let Some(board) = queue.pop_front() {
		if board == GOAL {
			break;
		}
		expanded += 1;
		for way in Move::ALL {
			if let Some(next) = slide(&board, way) {
				let slot = &mut seen[index(&next)];
				if *slot != generation {
					*slot = generation;
					queue.push_back(next);
				}
			}
		}
	}
	(expanded, clock.elapsed().as_micros() as u64)
}

fn report_set(name: &str, boards: &[Board], with_breadth_first: bool) {
	println!("\n{name}: {} boards", boards.len());
	println!(
		"  {:<24} {:>14} {:>14} {:>12} {:>12} {:>10}",
		"search", "expanded/case", "pushed/case", "us/case", "total ms", "peak KiB"
	);
	let cases = boards.len() as f64;
	// The front end's plan for many cases (`auto`) first, then A* under the estimates of the
	// kit's table of searches, the judge file's (conflict) among them.
	let mut heuristics = vec![eight_kit::solving::searches::AUTO];
	heuristics.extend(["manhattan", "conflict", "exact"]);
	for heuristic in heuristics {
		let totals = solve_with_stats(heuristic, boards);
		let table = match totals.table_micros {
			micros if micros > 0.0 => format!("  (+ exact table {:.1} ms)", micros / 1e3),
			_ => String::new(),
		};
		println!(
			"  {:<24} {:>14.1} {:>14.1} {:>12.1} {:>12.1} {:>10}{table}",
			format!("A*, {heuristic}"),
			totals.expanded as f64 / cases,
			totals.pushed as f64 / cases,
			totals.micros / cases,
			totals.micros / 1e3,
			totals.peak_kib,
		);
	}
	if with_breadth_first {
		let mut seen = vec![0u32; BOARDS];
		let (mut expanded, mut micros) = (0, 0);
		for (generation, board) in (1..).zip(boards) {
			let (nodes, time) = breadth_first(board, &mut seen, generation);
			expanded += nodes;
			micros += time;
		}
		println!(
			"  {:<24} {:>14.1} {:>14} {:>12.1} {:>12.1}",
			"plain BFS, no heuristic",
			expanded as f64 / cases,
			"",
			micros as f64 / cases,
			micros as f64 / 1e3,
		);
	} else {
		println!(
			"  plain BFS: one search from the goal reaches all 181,440 boards (the exact table)"
		);
	}
}

fn main() {
	// `cargo bench` passes `--bench`; filters and other flags of libtest do not apply here.
	let distances = Distances::compute(&GOAL);
	println!("eight: A* per heuristic, in-process figures from the solver's own --stats");

	report_set("the hardest boards (31 moves)", &distances.boards_at(31), true);

	let mut random = Random::new(1);
	let solvable: Vec<Board> = std::iter::repeat_with(|| random.board())
		.filter(|board| distances.of(board).is_some())
		.take(200)
		.collect();
	report_set("random solvable boards (seed 1)", &solvable, true);

	report_set("every solvable board", &distances.solvable_boards().collect::<Vec<_>>(), false);
}
