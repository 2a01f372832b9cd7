//! The unit tests of `src/main.rs`, the algorithm's own: compiled only under test, so that the
//! file a judge is given holds only what it runs. The tests of the command line, the messages and
//! the exhaustive proof are in `tests/`.

use super::*;
use std::io::Read;

/// Every one of the 9! boards.
fn every_board() -> Vec<State> {
	fn permute(cells: &mut Cells, fixed: usize, boards: &mut Vec<State>) {
		if fixed == 9 {
			return boards.push(pack(cells));
		}
		for i in fixed..9 {
			cells.swap(fixed, i);
			permute(cells, fixed + 1, boards);
			cells.swap(fixed, i);
		}
	}
	let mut boards = Vec::new();
	permute(&mut [0, 1, 2, 3, 4, 5, 6, 7, 8], 0, &mut boards);
	boards
}

#[test]
fn packing_round_trips_and_ranks_are_dense_in_each_parity() {
	let goal = pack(&ACWING179.goal);
	let mut seen = vec![[false; 2]; SOLVABLE];
	for state in every_board() {
		assert_eq!((pack(&unpack(state)), state >> 28), (state, 0));
		let parity = usize::from(is_solvable(state, goal));
		assert!(!seen[rank(state)][parity], "two boards share rank {}", rank(state));
		seen[rank(state)][parity] = true;
	}
	assert!(seen.iter().all(|&both| both == [true, true]));
	assert!(!is_solvable(pack(&[2, 1, 3, 4, 5, 6, 7, 8, 0]), goal));
	assert!(!is_solvable(pack(&LUOGU1379.goal), goal));
}

#[test]
fn moves_from_each_of_the_nine_blank_cells() {
	let legal = ["dr", "dlr", "dl", "udr", "udlr", "udl", "ur", "ulr", "ul"];
	for (blank, letters) in legal.iter().enumerate() {
		let mut cells = [0; 9];
		for (cell, tile) in (0..9).filter(|&cell| cell != blank).zip(1..) {
			cells[cell] = tile;
		}
		for &step in Move::ALL.iter() {
			let next = step.apply(pack(&cells));
			assert_eq!(next.is_some(), letters.contains(step.letter() as char));
			if let (Some(next), Some(target)) = (next, step.target(blank)) {
				let mut swapped = cells;
				swapped.swap(blank, target);
				assert_eq!(unpack(next), swapped);
				assert_eq!(step.opposite().apply(next), Some(pack(&cells)));
				assert_eq!(step.undo(next), pack(&cells));
				assert_eq!(rank_after(step, rank(pack(&cells)), next), rank(next));
			}
		}
	}
}

#[test]
fn priorities_and_visits_give_back_what_they_hold() {
	for g in 0..63 {
		for h in 0..32 {
			assert_eq!(Priority::new(g, h).g(), g);
			// Smaller f first; on equal f, larger g first.
			assert!(
				Priority::new(g, h) < Priority::new(g, h + 1)
					&& Priority::new(g + 1, h) < Priority::new(g, h + 1)
			);
		}
		for &step in Move::ALL.iter() {
			let visit = Visit::new(g, step);
			assert_eq!((visit.moves(), visit.step()), (Some(g), step));
		}
	}
	assert_eq!(Visit::NONE.moves(), None);
}

#[test]
fn every_heuristic_is_admissible_for_every_goal() {
	for &(_, problem) in PROBLEMS.iter() {
		let goal = pack(&problem.goal);
		let table = distances_to(goal);
		if problem.goal == PROBLEM.goal {
			assert!(table[..] == DISTANCES[..], "the compiler's table and the run time's differ");
		}
		let (manhattan, conflict, exact) =
			(Manhattan::new(goal), Conflict::new(goal), Exact { goal, distances: &table });
		for state in every_board().into_iter().filter(|&state| is_solvable(state, goal)) {
			// Exact: 0 at the goal, and elsewhere one more than the nearest neighbour's.
			let distance = exact.estimate(state, rank(state));
			let neighbours = Move::ALL.iter().filter_map(|step| step.apply(state));
			let nearest = neighbours.map(|next| exact.estimate(next, rank(next))).min();
			assert_eq!(distance, if state == goal { 0 } else { nearest.unwrap_or(99) + 1 });
			let estimates = [manhattan.estimate(state, 0), conflict.estimate(state, 0)];
			assert!(
				estimates[0] <= estimates[1] && estimates[1] <= distance,
				"{:?}",
				unpack(state)
			);
		}
	}
}

#[test]
fn each_constant_of_the_compilers_search_takes_its_twelfth_of_the_boards() {
	let heads = [SWEEP_1.head, SWEEP_2.head, SWEEP_3.head, SWEEP_4.head, SWEEP_5.head];
	let more = [SWEEP_6.head, SWEEP_7.head, SWEEP_8.head, SWEEP_9.head, SWEEP_10.head];
	let heads = [&heads[..], &more, &[SWEEP_11.head, SWEEP_12.head]].concat();
	assert!((1..=12).zip(heads).all(|(twelfths, head)| head == twelfths * TWELFTH));
}

/// Fails once, with an error of the kind given, then reads.
struct Failing(Option<io::ErrorKind>, &'static [u8]);

impl Read for Failing {
	fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
		let fail = |kind| Err(io::Error::new(kind, "a signal"));
		self.0.take().map_or_else(|| self.1.read(buffer), fail)
	}
}

#[test]
fn a_read_interrupted_by_a_signal_is_tried_again_and_other_failures_end_it() {
	let options =
		Options { problem: ACWING179, heuristic: Choice::Exact, stats: false, steps: false };
	let mut output = Vec::new();
	let board = &b"1 2 3 4 x 6 7 5 8"[..];
	let input = io::BufReader::new(Failing(Some(io::ErrorKind::Interrupted), board));
	assert!(run(input, &mut output, io::sink(), &options).is_ok());
	assert_eq!(output, b"dr\n");
	let input = io::BufReader::new(Failing(Some(io::ErrorKind::Other), board));
	match run(input, Vec::new(), io::sink(), &options) {
		Err(Failure::Read(error)) => assert_eq!(error.to_string(), "a signal"),
		_ => panic!("a failed read ends the run"),
	}
}
