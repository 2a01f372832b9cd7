//! The kit's programs as source text, for the judges that build from source: the judge file set
//! to a problem, a copy of it broken on purpose, and the single files' constants.
//! A constant is set by one function, [`with_constant`], wherever one is set; `pack --single
//! eight` gives the judge file to the scripts, so that nothing edits Rust as text but this.

use crate::reference::Problem;
use crate::shell::protocol::Protocol;

/// The judge file's text, as this build of the kit holds it: text to write out, never code the kit
/// compiles (the judge file is no module of the kit).
pub const JUDGE_FILE: &str = include_str!("../main.rs");

/// The checker and the validator written by hand in C++, for the systems that build only C or
/// C++ (held to the Rust programs by `tests/cpp.rs`).
pub const CHECK_CPP: &str = include_str!("../../standalone/check.cpp");
pub const VALIDATE_CPP: &str = include_str!("../../standalone/validate.cpp");

/// The generator written by hand in C++, for setters and systems that run a generator only from
/// C or C++ (held to the Rust generator, byte for byte, by `tests/cpp.rs`).
pub const GEN_CPP: &str = include_str!("../../standalone/gen.cpp");

/// A second solution, in C++, for the packages' submissions (held to the checker by
/// `tests/cpp.rs`): accepted as it is, and wrong on purpose with its `MISTAKE` set.
pub const SOLVE_CPP: &str = include_str!("../../standalone/solve.cpp");

/// A third solution, in Python, for the packages' submissions (held to the checker by
/// `tests/cpp.rs`): a system that runs Python runs it.
pub const SOLVE_PY: &str = include_str!("../../standalone/solve.py");

/// `standalone/solve.py` set to `problem`.
pub fn solve_py_for(problem: &Problem) -> String {
	with_constant(SOLVE_PY, "PROBLEM", &format!("{:?}", problem.name))
}

/// The mistakes `standalone/solve.cpp` can make that `problem`'s judge must reject, each the
/// name of a package's wrong_answer submission: for the problems that print moves, two moves
/// more (legal, and reaching the goal: no legal answer is one move longer than the shortest,
/// since every move changes the blank's cell's colour on a chessboard), the first move dropped,
/// a move off the board, `unsolvable` said of every board, and every answer right but the last
/// case's; for those that print a count, one more, one fewer, -1 for every board, and the last
/// case wrong. The problems that take any solution take two moves more.
pub fn mistakes(problem: &Problem) -> Vec<&'static str> {
	match (problem.prints_moves(), problem.any_solution) {
		(true, false) => vec![
			"two_moves_more",
			"first_move_dropped",
			"illegal_move",
			"unsolvable_said",
			"last_case_wrong",
		],
		(true, true) => {
			vec!["first_move_dropped", "illegal_move", "unsolvable_said", "last_case_wrong"]
		}
		(false, _) => vec!["one_more", "one_fewer", "unsolvable_said", "last_case_wrong"],
	}
}

/// For a problem that accepts any solution (POJ 1077, HDU 1043), `solve.cpp`'s answers made two
/// moves longer, and still right: an accepted submission that only such a problem's checker
/// takes, so that a package catches a checker that demands the fewest moves. `None` elsewhere,
/// where it is a wrong answer ([`mistakes`]).
pub fn longer_but_right(problem: &Problem) -> Option<&'static str> {
	match (problem.prints_moves(), problem.any_solution) {
		(true, true) => Some("two_moves_more"),
		_ => None,
	}
}

/// The mistake of the packages' time_limit_exceeded submission: right answers, each found by
/// iterative deepening with no estimate, hopeless on the farthest boards.
pub const TOO_SLOW: &str = "deepening_without_estimate";

/// `standalone/solve.cpp` set to `problem` and to `mistake` (`"none"` for the right one).
pub fn solve_cpp_for(problem: &Problem, mistake: &str) -> String {
	let source = with_constant(SOLVE_CPP, "PROBLEM", &format!("{:?}", problem.name));
	with_constant(&source, "MISTAKE", &format!("{mistake:?}"))
}

/// One of the C++ files with its `PROBLEM` and `PROTOCOL` set, so that a system runs it with no
/// flags.
pub fn cpp_for(source: &str, problem: &Problem, protocol: Protocol) -> String {
	let source = with_constant(source, "PROBLEM", &format!("{:?}", problem.name));
	with_constant(&source, "PROTOCOL", &format!("{:?}", protocol.name()))
}

/// `source` with its one declaration of the constant `name` given `value`: in Rust `const NAME:
/// TYPE = VALUE;` (public or not), in C++ `static const char *const NAME = VALUE;`, in Python
/// `NAME = VALUE`, at the start of a line. The sources are the kit's own, built in: a constant that is not there exactly once
/// is a fault of the kit, which its tests find.
pub fn with_constant(source: &str, name: &str, value: &str) -> String {
	// Python's: `NAME = value` at the start of a line, with no semicolon.
	let python = |line: &str| {
		let rest = line.strip_prefix(name);
		rest.map_or(false, |rest| rest.starts_with(" = ") && !rest.ends_with(';'))
	};
	let declares = |line: &str| {
		let rust = line.strip_prefix("pub ").unwrap_or(line).strip_prefix("const ");
		let rust = rust.and_then(|rest| rest.strip_prefix(name)).map_or(false, |rest| {
			rest.starts_with(": ") && rest.contains(" = ") && rest.ends_with(';')
		});
		let cpp =
			line.strip_prefix("static const char *const ").and_then(|rest| rest.strip_prefix(name));
		let cpp = cpp.map_or(false, |rest| rest.starts_with(" = ") && rest.ends_with(';'));
		rust || cpp || python(line)
	};

	let found = source.lines().filter(|line| declares(line)).count();
	assert_eq!(found, 1, "the source declares the constant {name} once");
	let mut text = String::with_capacity(source.len() + value.len());
	for line in source.split_inclusive('\n') {
		let (bare, ending) = match line.strip_suffix('\n') {
			Some(bare) => (bare, "\n"),
			None => (line, ""),
		};
		if declares(bare) {
			let (declaration, _) = bare.split_once(" = ").expect("a declaration has ` = `");
			let end = if python(bare) { "" } else { ";" };
			text.push_str(&format!("{declaration} = {value}{end}{ending}"));
		} else {
			text.push_str(line);
		}
	}
	text
}

/// The judge file set to `problem`: its `PROBLEM` the constant the catalogue names.
pub fn judge_file_for(problem: &Problem) -> String {
	with_constant(JUDGE_FILE, "PROBLEM", problem.constant)
}

/// A copy of the judge file for `problem` that every judge must reject, and its name: its
/// `PROBLEM` set to the problem's own but with the goal's blank one cell over (left, or right from
/// the left column). A horizontal move keeps the parity, so the same boards are `unsolvable`;
/// every other answer reaches the wrong board, and every count is one off (two boards one move
/// apart have distances of different parity). Nothing of the file's text is edited but its
/// `PROBLEM`.
pub fn broken_judge_file(problem: &Problem) -> (&'static str, String) {
	let mut goal = problem.goal;
	let blank = crate::reference::blank(&goal);
	goal.swap(blank, if blank % 3 > 0 { blank - 1 } else { blank + 1 });
	let number = goal.iter().fold(0, |number, &cell| number * 10 + u32::from(cell));
	let posed = format!("Problem {{ goal: {number}, prints_moves: {} }}", problem.prints_moves());
	("goal_one_move_off", with_constant(JUDGE_FILE, "PROBLEM", &posed))
}

#[cfg(test)]
mod tests {
	use super::*;
	use crate::reference::CATALOGUE;

	#[test]
	fn a_constant_is_set_where_it_is_declared_and_nowhere_else() {
		let source =
			"const A: u8 = 1;\npub const AB: u8 = 2;\nlet x = A;\npub const A2: &str = \"a\";";
		assert_eq!(
			with_constant(source, "AB", "3"),
			"const A: u8 = 1;\npub const AB: u8 = 3;\nlet x = A;\npub const A2: &str = \"a\";"
		);
		assert_eq!(with_constant(source, "A", "7").lines().next(), Some("const A: u8 = 7;"));
		let cpp = "static const char *const PROBLEM = \"acwing179\";\nint PROBLEMS;\n";
		assert_eq!(
			with_constant(cpp, "PROBLEM", "\"hdu1043\""),
			"static const char *const PROBLEM = \"hdu1043\";\nint PROBLEMS;\n"
		);
	}

	#[test]
	fn the_judge_file_is_set_to_each_problem_and_broken_by_its_goal_alone() {
		for problem in CATALOGUE.iter() {
			let file = judge_file_for(problem);
			let declared = format!("\nconst PROBLEM: Problem = {};\n", problem.constant);
			assert!(file.contains(&declared), "{}", problem.name);
			assert_eq!(file.len(), JUDGE_FILE.len() + problem.constant.len() - 9);
			let (_, broken) = broken_judge_file(problem);
			let changed: Vec<(&str, &str)> =
				JUDGE_FILE.lines().zip(broken.lines()).filter(|(a, b)| a != b).collect();
			assert_eq!(changed.len(), 1, "{}", problem.name);
			assert!(changed[0].1.starts_with("const PROBLEM: Problem = Problem { goal: "));
		}
		let (_, broken) = broken_judge_file(crate::reference::default_problem());
		assert!(broken.contains(
			"\nconst PROBLEM: Problem = Problem { goal: 123456708, prints_moves: true };\n"
		));
	}
}
