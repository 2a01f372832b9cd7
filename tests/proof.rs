//! The proof: every one of the 9! boards, in one multi-case run of the built solver under each
//! heuristic, every answer judged by the checker's library. `unsolvable` must come exactly for the
//! boards of odd parity (which the checker's breadth-first search never reaches); every other
//! answer must be legal moves that reach the goal in the fewest moves there are.

use eight_kit::{
	board_at, format_board, judge_answer, output_lines, run_with_input, Distances, BOARDS,
};
use std::io::Write;

const SOLVER: &str = env!("CARGO_BIN_EXE_eight");

fn every_board_as_input() -> Vec<u8> {
	let mut input = Vec::with_capacity(BOARDS * 18);
	for index in 0..BOARDS {
		writeln!(input, "{}", format_board(&board_at(index))).expect("write to memory");
	}
	input
}

fn solve(heuristic: &str, input: &[u8]) -> Vec<u8> {
	let output = run_with_input(SOLVER, &["--heuristic", heuristic], input).expect("run");
	assert!(output.status.success(), "{heuristic}: {}", output.status);
	output.stdout
}

fn odd_parity(board: &[u8; 9]) -> bool {
	let tiles: Vec<u8> = board.iter().copied().filter(|&cell| cell != 0).collect();
	let mut inversions = 0;
	for i in 0..tiles.len() {
		inversions += tiles[i + 1..].iter().filter(|&&t| t < tiles[i]).count();
	}
	inversions % 2 == 1
}

#[test]
fn every_board_under_every_heuristic_is_answered_right_and_shortest() {
	let input = every_board_as_input();
	let distances = Distances::compute();
	// The parity rule, against the breadth-first search: unreachable exactly when odd.
	for index in 0..BOARDS {
		let board = board_at(index);
		assert_eq!(distances.of(&board).is_none(), odd_parity(&board), "{board:?}");
	}
	// Two at a time: the machine has two cores, and `manhattan` takes the longest.
	let heuristics = [["manhattan", "exact"], ["conflict", "auto"]];
	let outputs: Vec<(&str, Vec<u8>)> = std::thread::scope(|scope| {
		let runs: Vec<_> = heuristics
			.iter()
			.map(|pair| scope.spawn(|| pair.map(|name| (name, solve(name, &input)))))
			.collect();
		runs.into_iter().flat_map(|run| run.join().expect("a run ends")).collect()
	});
	for (heuristic, output) in outputs {
		let lines = output_lines(&output);
		assert_eq!(lines.len(), BOARDS, "{heuristic}: one line per board");
		let mut unsolvable = 0;
		for (index, line) in lines.iter().enumerate() {
			let board = board_at(index);
			if let Err(why) = judge_answer(&board, line, &distances) {
				panic!("{heuristic}: {}: {why}", format_board(&board));
			}
			unsolvable += usize::from(*line == b"unsolvable");
		}
		assert_eq!(unsolvable, BOARDS / 2, "{heuristic}");
	}
}
