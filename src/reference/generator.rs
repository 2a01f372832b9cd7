//! Boards of the Eight puzzle in a problem's input format, one case after another, reproducible
//! from a seed: what `gen` writes, and what `pack` makes its tests of. Boards stream out as they
//! are drawn, so any count is safe.

use crate::board::Board;
use crate::catalogue::Problem;
use crate::distances::Distances;
use crate::random::Random;
use std::fmt;
use std::io::{self, Write};

/// Why boards were not written.
#[derive(Debug)]
pub enum GenerateError {
	/// No board lies `depth` moves from the problem's goal: the farthest lie `farthest` away.
	NoBoardAt { problem: &'static str, depth: u64, farthest: u8 },
	/// The output could not be written.
	Write(io::Error),
}

impl fmt::Display for GenerateError {
	fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
		match self {
			GenerateError::NoBoardAt { problem, depth, farthest } => write!(
				f,
				"no board is {depth} moves from {problem}'s goal: the farthest are {farthest}"
			),
			GenerateError::Write(error) => write!(f, "cannot write the output: {error}"),
		}
	}
}

/// Which boards to draw.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Draw {
	/// Uniformly from the 181,440 that reach the goal.
	Solvable,
	/// Uniformly from the 181,440 that do not.
	Unsolvable,
	/// Uniformly from all 362,880.
	Mixed,
	/// Uniformly, with repeats, from those exactly this many moves from the goal.
	Depth(u64),
	/// Every solvable board once, in a fixed order.
	All,
}

/// Draws boards for one problem, with its goal's distances worked out once.
pub struct Generator {
	problem: &'static Problem,
	distances: Distances,
}

impl Generator {
	pub fn new(problem: &'static Problem) -> Generator {
		Generator { problem, distances: Distances::compute(&problem.goal) }
	}

	/// How many boards a test of the problem holds: one, or ten where a test holds many cases.
	pub fn test_count(&self) -> u64 {
		if self.problem.many_cases {
			10
		} else {
			1
		}
	}

	/// Writes `count` boards of `kind` drawn from `seed` (a test's worth when `None`; `All`
	/// takes neither), a line each in the problem's format. A depth no board has is refused.
	pub fn write(
		&self,
		kind: Draw,
		seed: u64,
		count: Option<u64>,
		output: &mut impl Write,
	) -> Result<(), GenerateError> {
		let (problem, distances) = (self.problem, &self.distances);
		let mut random = Random::new(seed);
		let count = count.unwrap_or_else(|| self.test_count());
		let mut write = |board: &Board| {
			writeln!(output, "{}", problem.format_board(board)).map_err(GenerateError::Write)
		};
		match kind {
			Draw::All => distances.solvable_boards().try_for_each(|board| write(&board)),
			Draw::Depth(depth) => {
				let farthest = distances.farthest();
				if depth > u64::from(farthest) {
					return Err(GenerateError::NoBoardAt {
						problem: problem.name,
						depth,
						farthest,
					});
				}
				let at_depth = distances.boards_at(depth as u8);
				(0..count).try_for_each(|_| {
					write(&at_depth[random.below(at_depth.len() as u64) as usize])
				})
			}
			kind => (0..count).try_for_each(|_| loop {
				let board = random.board();
				let wanted = match kind {
					Draw::Solvable => distances.of(&board).is_some(),
					Draw::Unsolvable => distances.of(&board).is_none(),
					_ => true,
				};
				if wanted {
					return write(&board);
				}
			}),
		}
	}

	/// The goal's distances, which the boards are drawn by.
	pub fn distances(&self) -> &Distances {
		&self.distances
	}
}
