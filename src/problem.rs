//! The problems, as the judges pose them: each one's name, goal, input format and answer.

use crate::board::{Board, GOAL};

/// A judge's Eight. Their names are the solver's constants in lower case (`ACWING179` is
/// `acwing179`), as `--problem` takes them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Problem {
	/// AcWing 179: nine cells, `x` the blank; the shortest moves, or `unsolvable`.
	AcWing179,
	/// AcWing 845: the same boards; the fewest number of moves, or `-1`.
	AcWing845,
	/// Luogu P1379: nine glued digits, `0` the blank, goal `1 2 3 / 8 0 4 / 7 6 5`; the fewest
	/// number of moves (the statement promises a solvable board; the solver prints `-1` else).
	Luogu1379,
	/// AOJ ALDS1_13_B: three lines of three integers, `0` the blank, AcWing's goal; the fewest
	/// number of moves (a solvable board is promised; `-1` else).
	AojAlds1_13B,
	/// Baekjoon 1525: as AOJ poses it; the fewest number of moves, or `-1`.
	Baekjoon1525,
	/// POJ 1077: AcWing 179's board, one case; any moves that solve it, or `unsolvable`.
	Poj1077,
	/// HDU 1043: AcWing 179's boards, cases until the input ends; any moves that solve each.
	Hdu1043,
}

impl Problem {
	pub const ALL: [Problem; 7] = [
		Problem::AcWing179,
		Problem::AcWing845,
		Problem::Luogu1379,
		Problem::AojAlds1_13B,
		Problem::Baekjoon1525,
		Problem::Poj1077,
		Problem::Hdu1043,
	];

	pub fn name(self) -> &'static str {
		match self {
			Problem::AcWing179 => "acwing179",
			Problem::AcWing845 => "acwing845",
			Problem::Luogu1379 => "luogu1379",
			Problem::AojAlds1_13B => "aoj_alds1_13_b",
			Problem::Baekjoon1525 => "baekjoon1525",
			Problem::Poj1077 => "poj1077",
			Problem::Hdu1043 => "hdu1043",
		}
	}

	/// The problem of that name, or a message that lists the names.
	pub fn named(name: &str) -> Result<Problem, String> {
		let found = Problem::ALL.iter().find(|problem| problem.name() == name);
		found.copied().ok_or_else(|| {
			let names: Vec<&str> = Problem::ALL.iter().map(|problem| problem.name()).collect();
			let (last, others) = names.split_last().expect("there are problems");
			format!("unknown problem '{name}': the names are {} and {last}", others.join(", "))
		})
	}

	pub fn goal(self) -> Board {
		match self {
			Problem::Luogu1379 => [1, 2, 3, 8, 0, 4, 7, 6, 5],
			_ => GOAL,
		}
	}

	/// Whether an answer is the moves themselves, or their number.
	pub fn prints_moves(self) -> bool {
		matches!(self, Problem::AcWing179 | Problem::Poj1077 | Problem::Hdu1043)
	}

	/// Whether any moves that solve a board are right, not only the fewest: POJ's and HDU's
	/// special judges accept any solution.
	pub fn accepts_any_solution(self) -> bool {
		matches!(self, Problem::Poj1077 | Problem::Hdu1043)
	}

	/// Whether a test holds cases until the input ends (HDU's), not one.
	pub fn many_cases(self) -> bool {
		self == Problem::Hdu1043
	}

	/// Whether the judge promises a board that reaches the goal (Luogu's and AOJ's statements).
	pub fn promises_solvable(self) -> bool {
		matches!(self, Problem::Luogu1379 | Problem::AojAlds1_13B)
	}

	/// The answer for a board that cannot reach the goal.
	pub fn unsolvable(self) -> &'static str {
		if self.prints_moves() {
			"unsolvable"
		} else {
			"-1"
		}
	}

	/// A board as the problem's input writes it: `2 3 4 1 5 x 7 6 8` for AcWing's, `283104765`
	/// for Luogu's, three lines `1 3 0` / `4 2 5` / `7 8 6` for AOJ's and Baekjoon's.
	pub fn format_board(self, board: &Board) -> String {
		let acwing = matches!(
			self,
			Problem::AcWing179 | Problem::AcWing845 | Problem::Poj1077 | Problem::Hdu1043
		);
		let blank = if acwing { 'x' } else { '0' };
		let cells: Vec<String> = board
			.iter()
			.map(|&cell| if cell == 0 { blank.to_string() } else { cell.to_string() })
			.collect();
		match self {
			Problem::Luogu1379 => cells.concat(),
			Problem::AojAlds1_13B | Problem::Baekjoon1525 => {
				let rows: Vec<String> = cells.chunks(3).map(|row| row.join(" ")).collect();
				rows.join("\n")
			}
			_ => cells.join(" "),
		}
	}
}

#[cfg(test)]
mod tests {
	use super::*;

	#[test]
	fn names_formats_and_goals() {
		for problem in Problem::ALL {
			assert_eq!(Problem::named(problem.name()), Ok(problem));
		}
		let board = [2, 3, 4, 1, 5, 0, 7, 6, 8];
		assert_eq!(Problem::AcWing845.format_board(&board), "2 3 4 1 5 x 7 6 8");
		assert_eq!(Problem::Luogu1379.format_board(&board), "234150768");
		assert_eq!(Problem::Baekjoon1525.format_board(&board), "2 3 4\n1 5 0\n7 6 8");
		assert_eq!(
			Problem::named("poj1078"),
			Err("unknown problem 'poj1078': the names are acwing179, acwing845, luogu1379, \
			     aoj_alds1_13_b, baekjoon1525, poj1077 and hdu1043"
				.to_string())
		);
	}
}
