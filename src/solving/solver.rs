//! The judge file as the kit's programs use it: a problem of the catalogue in the file's terms,
//! and the one its `PROBLEM` poses.

use crate::reference::{Problem, CATALOGUE};
use crate::solving::judge_file;

/// A problem of the catalogue in the judge file's terms: what the file's constant for it holds.
pub fn to_judge_file(problem: &Problem) -> judge_file::Problem {
	judge_file::Problem {
		goal: problem.goal,
		prints_moves: problem.prints_moves(),
		unsolvable: problem.unsolvable(),
		blank: problem.blank as char,
	}
}

/// Whether two of the judge file's problems pose the same.
pub fn same(one: &judge_file::Problem, other: &judge_file::Problem) -> bool {
	(one.goal, one.prints_moves, one.unsolvable, one.blank)
		== (other.goal, other.prints_moves, other.unsolvable, other.blank)
}

/// The problem the judge file's `PROBLEM` poses: the first of the catalogue's whose constant
/// holds the same (Baekjoon's poses AOJ's, POJ's and HDU's AcWing 179's).
pub fn posed_by_judge_file() -> &'static Problem {
	let same_as_file = |problem: &&Problem| same(&to_judge_file(problem), &judge_file::PROBLEM);
	CATALOGUE
		.iter()
		.find(same_as_file)
		.expect("the catalogue knows every constant of the judge file")
}

#[cfg(test)]
mod tests {
	use super::*;
	use crate::reference::default_problem;

	/// Every constant of the judge file, by name.
	const CONSTANTS: [(&str, judge_file::Problem); 5] = [
		("ACWING179", judge_file::ACWING179),
		("ACWING845", judge_file::ACWING845),
		("LUOGU1379", judge_file::LUOGU1379),
		("AOJ_ALDS1_13_B", judge_file::AOJ_ALDS1_13_B),
		("BAEKJOON1525", judge_file::BAEKJOON1525),
	];

	#[test]
	fn the_judge_files_constants_are_the_catalogues_entries_field_by_field() {
		for problem in CATALOGUE.iter() {
			let (_, constant) =
				CONSTANTS.iter().find(|(name, _)| *name == problem.constant).unwrap_or_else(|| {
					panic!("{}: the judge file has no {}", problem.name, problem.constant)
				});
			assert_eq!(constant.goal, problem.goal, "{}", problem.name);
			assert_eq!(constant.prints_moves, problem.prints_moves(), "{}", problem.name);
			assert_eq!(constant.unsolvable, problem.unsolvable(), "{}", problem.name);
			assert_eq!(constant.blank, problem.blank as char, "{}", problem.name);
		}
		for (name, _) in CONSTANTS.iter() {
			assert!(CATALOGUE.iter().any(|problem| problem.constant == *name), "{name} is named");
		}
		// The file as it stands poses the catalogue's default, and names it in its source.
		assert!(std::ptr::eq(posed_by_judge_file(), default_problem()));
		let declared = format!("\npub const PROBLEM: Problem = {};\n", default_problem().constant);
		assert!(crate::solving::sources::JUDGE_FILE.contains(&declared));
	}
}
