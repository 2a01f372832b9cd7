//! The unit tests of `src/main.rs`, the algorithm's own: compiled only under test, so that the
//! file a judge is given holds only what it runs. The tests of the command line, the messages and
//! the exhaustive proof are in `tests/`.

use super::*;
use std::io::Read;

/// Every one of the 9! boards.
fn every_board() -> Vec<State> {
	fn permute(cells: &mut Board, fixed: usize, boards: &mut Vec<State>) {
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

/// The board after `step`, or `None` off the board.
fn apply(step: Move, state: State) -> Option<State> {
	step.target(blank_cell(state)).map(|target| slide(state, step, target))
}

#[test]
fn packing_round_trips_and_ranks_are_dense_in_each_parity() {
	let mut seen = vec![[false; 2]; SOLVABLE];
	for state in every_board() {
		assert_eq!((pack(&unpack(state)), state >> 28), (state, 0));
		let parity = usize::from(is_solvable(&unpack(state), &ACWING179.goal));
		assert!(!seen[rank(state)][parity], "two boards share rank {}", rank(state));
		seen[rank(state)][parity] = true;
	}
	assert!(seen.iter().all(|&both| both == [true, true]));
	assert!(!is_solvable(&[2, 1, 3, 4, 5, 6, 7, 8, 0], &ACWING179.goal));
	assert!(!is_solvable(&LUOGU1379.goal, &ACWING179.goal));
	// Left and right keep a rank's order, and move its blank by one.
	for state in every_board() {
		for &step in [Move::Left, Move::Right].iter() {
			if let Some(next) = apply(step, state) {
				assert_eq!(rank_after(step, rank(state), next), rank(next));
			}
		}
	}
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
			let next = apply(step, pack(&cells));
			assert_eq!(next.is_some(), letters.contains(step.letter() as char));
			if let (Some(next), Some(target)) = (next, step.target(blank)) {
				let mut swapped = cells;
				swapped.swap(blank, target);
				assert_eq!(unpack(next), swapped);
				assert_eq!(apply(step.opposite(), next), Some(pack(&cells)));
			}
		}
	}
}

#[test]
fn priorities_and_predecessors_give_back_what_they_hold() {
	// Any entry's g is at most 32 and an admissible h at most 31 (see `Priority`).
	for g in 0..33 {
		for h in 0..31 {
			for &step in Move::ALL.iter() {
				assert_eq!(
					(Priority::new(g, h, step).g(), Priority::new(g, h, step).f()),
					(g, g + h)
				);
				// Smaller f first; on equal f, larger g first; on equal g, the move tried first.
				assert!(Priority::new(g, h, step) < Priority::new(g, h + 1, Move::Up));
				assert!(Priority::new(g + 1, h, step) < Priority::new(g, h + 1, Move::Up));
			}
			assert!(Priority::new(g, h, Move::Up) < Priority::new(g, h, Move::Right));
		}
		assert_eq!(Priority::new(g, 31, Move::Right).f(), g + 31);
	}
	for g in 0..63 {
		for &step in Move::ALL.iter() {
			let came_from = CameFrom::new(g, step);
			assert_eq!((came_from.moves(), came_from.step()), (Some(g), step));
		}
	}
	assert_eq!(CameFrom::UNREACHED.moves(), None);
}

/// The distances to `goal` by the compiler's sweep, run whole at run time: its tables go by
/// value, so on a thread with room for them.
fn distances_to(goal: State) -> Vec<u8> {
	let sweep = move || sweep(Sweep::new(goal), SOLVABLE).distance.to_vec();
	let thread = std::thread::Builder::new().stack_size(64 << 20).spawn(sweep);
	thread.expect("a thread").join().expect("the sweep ends")
}

#[test]
fn every_heuristic_is_admissible_for_every_goal() {
	for &problem in [ACWING179, LUOGU1379].iter() {
		let goal = pack(&problem.goal);
		let table = distances_to(goal);
		if problem.goal == PROBLEM.goal {
			assert!(table[..] == DISTANCES[..], "the compiler's table and the run time's differ");
		}
		let (manhattan, conflict, exact) =
			(Manhattan::new(goal), Conflict::new(goal), Exact { goal, distances: &table });
		let solvable = |state: &State| is_solvable(&unpack(*state), &problem.goal);
		for state in every_board().into_iter().filter(solvable) {
			// Exact: 0 at the goal, and elsewhere one more than the nearest neighbour's.
			let distance = exact.estimate(state, rank(state));
			let neighbours = Move::ALL.iter().filter_map(|&step| apply(step, state));
			let nearest = neighbours.map(|next| exact.estimate(next, rank(next))).min();
			assert_eq!(distance, if state == goal { 0 } else { nearest.unwrap_or(99) + 1 });
			let estimates =
				[manhattan.estimate(state, rank(state)), conflict.estimate(state, rank(state))];
			assert!(
				estimates[0] <= estimates[1] && estimates[1] <= distance,
				"{:?}",
				unpack(state)
			);
		}
	}
}

/// A board as the sweep's queue holds it: twice its rank, plus its Lehmer digit at place 6.
fn q_of(state: State) -> usize {
	2 * rank(state) + usize::from(state >> 18 & 7 > state >> 21 & 7)
}

#[test]
fn each_move_changes_q_as_the_sweep_reckons_it() {
	for state in every_board() {
		let q = q_of(state);
		for &step in Move::ALL.iter() {
			let next = match apply(step, state) {
				Some(next) => q_of(next),
				None => continue,
			};
			let blank = blank_cell(state);
			let expected = match step {
				Move::Left => q - 2,
				Move::Right => q + 2,
				Move::Up | Move::Down => {
					// Up from cell b turns places b - 3..b - 1, down from b places b..b + 2.
					let up = step == Move::Up;
					let (table, p) = if up { (blank - 3, blank - 3) } else { (6 + blank, blank) };
					let index = match p {
						4 => q % (18 * 12),
						5 => q % (18 * 3),
						_ => q / (9 * FACTORIAL[5 - p]) % ((8 - p) * (7 - p) * (6 - p)),
					};
					(q as i32 + TURNS[table][index]) as usize
				}
			};
			assert_eq!(next, expected, "{:?} from {:?}", step, unpack(state));
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
	let manhattan = Manhattan::new(pack(&ACWING179.goal));
	let mut output = Vec::new();
	let board = &b"1 2 3 4 x 6 7 5 8"[..];
	let input = io::BufReader::new(Failing(Some(io::ErrorKind::Interrupted), board));
	assert!(answer_all(ACWING179, &manhattan, input, &mut output).is_ok());
	assert_eq!(output, b"dr\n");
	let input = io::BufReader::new(Failing(Some(io::ErrorKind::Other), board));
	match answer_all(ACWING179, &manhattan, input, Vec::new()) {
		Err(Failure::Read(error)) => assert_eq!(error.to_string(), "a signal"),
		_ => panic!("a failed read ends the run"),
	}
}

#[test]
fn a_board_that_is_not_one_is_named_for_what_is_wrong() {
	for (cells, why) in [
		([1, 1, 1, 4, 5, 6, 7, 8, 0], "tile 1 appears 3 times, and tile 2 and tile 3 are missing"),
		([1, 1, 2, 2, 3, 4, 5, 6, 0], "tile 1 appears twice, and tile 7 and tile 8 are missing"),
		([1, 2, 3, 4, 5, 6, 7, 8, 8], "tile 8 appears twice, and the blank is missing"),
		(
			[0, 2, 3, 4, 5, 6, 7, 0, 0],
			"the blank appears 3 times, and tile 1 and tile 8 are missing",
		),
		(
			[0, 0, 3, 4, 5, 6, 7, 8, 0],
			"the blank appears 3 times, and tile 1 and tile 2 are missing",
		),
	]
	.iter()
	{
		assert_eq!(why_not_a_board(cells).as_deref(), Some(*why));
	}
	assert_eq!(why_not_a_board(&ACWING179.goal), None);
}
