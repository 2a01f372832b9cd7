//! The readable first version, `examples/tutorial.rs` (A* as the tutorials write it), against the
//! kit's breadth-first distances.
//!
//! Its parts on every board: `solvable` says exactly which boards the search reaches;
//! `neighbours` gives exactly the legal moves, each to the board it makes; `manhattan` never
//! overestimates the distance and drops by at most one a move (it is consistent). With those,
//! A* that takes the smallest f = g + h first and pushes a board again whenever it finds it in
//! fewer moves returns a shortest path, from every board. Its loop is then run on a drawn sample
//! of boards and on the farthest ones: the fewest moves, legal and reaching the goal, and
//! `unsolvable` exactly for the others. The loop on every board, which takes a minute and more
//! of processor time and proves nothing the parts on every board have not, is run by hand
//! (`cargo test --release --test tutorial -- --ignored`).

#[path = "../examples/tutorial.rs"]
#[allow(dead_code)]
mod tutorial;

use eight_kit::reference::{board_at, follow, slide, Board, Distances, Move, Random, BOARDS, GOAL};

/// The tutorial's answer for `board`, against the distances.
fn answers_in_the_fewest_moves(board: Board, distances: &Distances) {
	match (tutorial::solve(board), distances.of(&board)) {
		(None, None) => {}
		(Some(moves), Some(fewest)) => {
			assert_eq!(moves.len(), usize::from(fewest), "{board:?}");
			assert_eq!(follow(&board, moves.as_bytes()), Ok(GOAL), "{board:?}");
		}
		(answer, fewest) => panic!("{board:?}: {answer:?}, the fewest {fewest:?}"),
	}
}

#[test]
fn the_tutorials_parts_are_right_on_every_board() {
	let distances = Distances::compute(&GOAL);
	for index in 0..BOARDS {
		let board = board_at(index);
		let distance = distances.of(&board);
		assert_eq!(tutorial::solvable(&board), distance.is_some(), "{board:?}");
		// Exactly the legal moves, in the tutorial's letters.
		let legal: Vec<(char, Board)> = Move::ALL
			.iter()
			.filter_map(|&way| slide(&board, way).map(|next| (way.letter() as char, next)))
			.collect();
		let mut given = tutorial::neighbours(&board);
		given.sort_by_key(|&(letter, _)| "udlr".find(letter));
		assert_eq!(given, legal, "{board:?}");
		// Admissible and consistent.
		let estimate = tutorial::manhattan(&board);
		if let Some(distance) = distance {
			assert!(estimate <= u32::from(distance), "{board:?}: {estimate} > {distance}");
		}
		for (_, next) in legal {
			assert!(estimate <= tutorial::manhattan(&next) + 1, "{board:?} to {next:?}");
		}
	}
	assert_eq!(tutorial::manhattan(&GOAL), 0);
}

#[test]
fn the_tutorials_a_star_answers_a_sample_and_the_farthest_boards_in_the_fewest_moves() {
	let distances = Distances::compute(&GOAL);
	let mut random = Random::new(1968);
	let mut boards: Vec<Board> = (0..2_000).map(|_| random.board()).collect();
	boards.extend(distances.boards_at(distances.farthest()));
	boards.push(GOAL);
	assert!(boards.iter().any(|board| distances.of(board).is_none()), "an unsolvable board");
	for board in boards {
		answers_in_the_fewest_moves(board, &distances);
	}
}

#[test]
#[ignore = "over a minute of processor time, run by hand: the parts on every board prove it"]
fn the_tutorials_a_star_answers_every_board_in_the_fewest_moves() {
	let distances = Distances::compute(&GOAL);
	let indices: Vec<usize> = (0..BOARDS).collect();
	// Two at a time: the machine has two cores, and a hash map per search is slow.
	let (first, second) = indices.split_at(BOARDS / 2);
	std::thread::scope(|scope| {
		for half in [first, second] {
			let distances = &distances;
			scope.spawn(move || {
				for &index in half {
					answers_in_the_fewest_moves(board_at(index), distances);
				}
			});
		}
	});
}
