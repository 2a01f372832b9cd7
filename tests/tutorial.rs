//! The readable first version, `examples/tutorial.rs` (A* as the tutorials write it), against the
//! kit's breadth-first distances: an answer of the fewest moves for every solvable board, legal
//! and reaching the goal, and `unsolvable` exactly for the others.

#[path = "../examples/tutorial.rs"]
#[allow(dead_code)]
mod tutorial;

use eight_kit::{board_at, follow, Distances, BOARDS, GOAL};

#[test]
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
					let board = board_at(index);
					let answer = tutorial::solve(board);
					match (answer, distances.of(&board)) {
						(None, None) => {}
						(Some(moves), Some(fewest)) => {
							assert_eq!(moves.len(), usize::from(fewest), "{board:?}");
							assert_eq!(follow(&board, moves.as_bytes()), Ok(GOAL), "{board:?}");
						}
						(answer, fewest) => panic!("{board:?}: {answer:?}, the fewest {fewest:?}"),
					}
				}
			});
		}
	});
}
