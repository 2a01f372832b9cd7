//! The proof: every one of the 9! boards, for every problem, in one multi-case run of the built
//! solver under each heuristic, every answer judged by the checker's library against its own
//! breadth-first search from that problem's goal. The unsolvable answer (`unsolvable` or `-1`)
//! must come exactly for the boards of the other parity than the goal's (which that search never
//! reaches); every other answer must be legal moves that reach the goal in the fewest moves there
//! are, or that fewest number.
//!
//! AOJ ALDS1_13_B and Baekjoon 1525 ask what AcWing 845 asks, of the same goal: what they add is
//! their input, three lines of three integers with `0` the blank. Their proof is that form over
//! all 9! boards, under the heuristic their judges run (`auto`); every heuristic is proven for
//! that goal and that answer under AcWing 845. POJ 1077 and HDU 1043 pose AcWing 179's boards and
//! accept any solution: the solver answers them byte for byte as AcWing 179 (`tests/solver.rs`),
//! which is proven shortest here, more than they ask.

mod support;

use eight_kit::board::inversions_are_odd;
use eight_kit::{board_at, check_line, output_lines, Distances, Problem, BOARDS, CATALOGUE};
use std::io::Write;
use support::run_with_input;

const SOLVER: &str = env!("CARGO_BIN_EXE_eight");

fn prove(problem: &Problem, heuristic: &str, input: &[u8], distances: &Distances) {
	let arguments = ["--problem", problem.name, "--heuristic", heuristic];
	let output = run_with_input(SOLVER, &arguments, input).expect("run the solver");
	let name = format!("{} under {heuristic}", problem.name);
	assert!(output.status.success(), "{name}: {}", output.status);
	let lines = output_lines(&output.stdout);
	assert_eq!(lines.len(), BOARDS, "{name}: one line per board");
	for (index, line) in lines.iter().enumerate() {
		let board = board_at(index);
		if let Err(why) = check_line(problem, &board, line, distances) {
			panic!("{name}: {}: {why}", problem.format_board(&board));
		}
	}
}

#[test]
fn every_board_for_every_problem_under_every_heuristic_is_answered_right_and_shortest() {
	let problems = CATALOGUE.iter().enumerate().filter(|(_, problem)| !problem.any_solution);
	for (at, problem) in problems {
		let distances = Distances::compute(&problem.goal);
		// The parity rule, against the breadth-first search: unreachable exactly when the
		// parity differs from the goal's.
		let goal_parity = inversions_are_odd(&problem.goal);
		for index in 0..BOARDS {
			let board = board_at(index);
			let unreachable = distances.of(&board).is_none();
			assert_eq!(unreachable, inversions_are_odd(&board) != goal_parity, "{board:?}");
		}
		let mut input = Vec::with_capacity(BOARDS * 18);
		for index in 0..BOARDS {
			writeln!(input, "{}", problem.format_board(&board_at(index))).expect("write to memory");
		}
		// Two at a time: the machine has two cores, and `manhattan` takes the longest. A problem
		// whose goal and answers an earlier one has (AOJ's and Baekjoon's are AcWing 845's, in
		// another format) runs the same searches: its format is proven once, by `auto`.
		let searched_before = CATALOGUE[..at]
			.iter()
			.any(|other| (other.goal, other.answer) == (problem.goal, problem.answer));
		let runs: &[&[&str]] = if searched_before {
			&[&["auto"]]
		} else {
			&[&["manhattan", "exact"], &["conflict", "auto"]]
		};
		std::thread::scope(|scope| {
			for &heuristics in runs {
				let (input, distances) = (&input, &distances);
				scope.spawn(move || {
					for heuristic in heuristics {
						prove(problem, heuristic, input, distances);
					}
				});
			}
		});
	}
}
