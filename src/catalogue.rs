//! The catalogue: every problem the kit knows, as its judge poses it, each written once. Every
//! program's help, `pack`, the samples' layout and the scripts (through `eight
//! --list-problems`) take what they need from this one table. Adding a problem is one entry here
//! and its samples in `samples/NAME/`.
//!
//! The judge file, `src/main.rs`, stands alone and keeps constants of its own for the problems it
//! can be set to; each entry names the constant that poses it, and a test holds the two equal,
//! field by field.

use crate::board::{Board, GOAL};
use crate::words::listed;

/// How a problem's input writes a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Layout {
	/// One line of nine cells, single spaces between: `2 3 4 1 5 x 7 6 8`.
	Line,
	/// One line of nine cells, one space or more between (POJ's own sample has two).
	LooseLine,
	/// One line of nine digits with nothing between: `283104765`.
	Glued,
	/// Three lines of three cells, single spaces between.
	ThreeLines,
}

/// What an answer is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
	/// The moves themselves, `u`, `d`, `l`, `r` after the way the blank goes, or `unsolvable`.
	Moves,
	/// How many moves, or `-1`.
	Count,
}

/// A judge's Eight.
#[derive(Debug, PartialEq, Eq)]
pub struct Problem {
	/// The name `--problem` takes: the judge and the problem's number, in lower case.
	pub name: &'static str,
	/// How the judge names it, and the problem's own title there.
	pub judge: &'static str,
	pub title: &'static str,
	/// The problem's page.
	pub link: &'static str,
	/// The judge file's constant that poses it: its own, or the one whose format and answers it
	/// shares.
	pub constant: &'static str,
	pub goal: Board,
	/// How the input writes the blank.
	pub blank: u8,
	pub layout: Layout,
	pub answer: Answer,
	/// Whether the judge accepts any moves that solve a board, not only the fewest.
	pub any_solution: bool,
	/// Whether a test holds cases until the input ends, not one.
	pub many_cases: bool,
	/// Whether the judge promises a board that reaches the goal.
	pub promises_solvable: bool,
	/// The package's short name, which problemtools and DMOJ take from its folder: `[a-z0-9]+`,
	/// at most 20 characters.
	pub short_name: &'static str,
	/// The package's identity for systems that track problems across versions: drawn once.
	pub uuid: &'static str,
}

/// AcWing 179, the default: the problem the judge file poses as it stands, whose samples are the
/// top of `samples/`.
const ACWING179: Problem = Problem {
	name: "acwing179",
	judge: "AcWing 179",
	title: "八数码",
	link: "https://www.acwing.com/problem/content/181/",
	constant: "ACWING179",
	goal: GOAL,
	blank: b'x',
	layout: Layout::Line,
	answer: Answer::Moves,
	any_solution: false,
	many_cases: false,
	promises_solvable: false,
	short_name: "acwing179",
	uuid: "72ce650f-0b7e-458e-8c46-c54ef25b32b9",
};

/// Every problem, the default first.
pub static CATALOGUE: [Problem; 7] = [
	ACWING179,
	Problem {
		name: "acwing845",
		judge: "AcWing 845",
		link: "https://www.acwing.com/problem/content/847/",
		constant: "ACWING845",
		answer: Answer::Count,
		short_name: "acwing845",
		uuid: "f85ea5dc-192e-4bc2-86a0-94575918dfa5",
		..ACWING179
	},
	Problem {
		name: "luogu1379",
		judge: "Luogu P1379",
		title: "八数码难题",
		link: "https://www.luogu.com.cn/problem/P1379",
		constant: "LUOGU1379",
		goal: [1, 2, 3, 8, 0, 4, 7, 6, 5],
		blank: b'0',
		layout: Layout::Glued,
		answer: Answer::Count,
		promises_solvable: true,
		short_name: "luogu1379",
		uuid: "9802a14b-76d6-46ff-8ce9-514a5b709310",
		..ACWING179
	},
	Problem {
		name: "aoj_alds1_13_b",
		judge: "AOJ ALDS1_13_B",
		title: "8 Puzzle",
		link: "https://onlinejudge.u-aizu.ac.jp/problems/ALDS1_13_B",
		constant: "AOJ_ALDS1_13_B",
		blank: b'0',
		layout: Layout::ThreeLines,
		answer: Answer::Count,
		promises_solvable: true,
		short_name: "aojalds113b",
		uuid: "522b6811-e4a8-4a7c-99d0-310ac7d13b90",
		..ACWING179
	},
	Problem {
		name: "baekjoon1525",
		judge: "Baekjoon 1525",
		title: "퍼즐",
		link: "https://www.acmicpc.net/problem/1525",
		constant: "BAEKJOON1525",
		blank: b'0',
		layout: Layout::ThreeLines,
		answer: Answer::Count,
		short_name: "baekjoon1525",
		uuid: "22562379-6e95-4a86-b8b7-b6400f9a4f8d",
		..ACWING179
	},
	Problem {
		name: "poj1077",
		judge: "POJ 1077",
		title: "Eight",
		link: "http://poj.org/problem?id=1077",
		layout: Layout::LooseLine,
		any_solution: true,
		short_name: "poj1077",
		uuid: "23a42718-936b-469e-9bab-a9d039181b7e",
		..ACWING179
	},
	Problem {
		name: "hdu1043",
		judge: "HDU 1043",
		title: "Eight",
		link: "https://acm.hdu.edu.cn/showproblem.php?pid=1043",
		layout: Layout::LooseLine,
		any_solution: true,
		many_cases: true,
		short_name: "hdu1043",
		uuid: "e2ff936e-a1ae-40ca-b325-55736f60ba1b",
		..ACWING179
	},
];

impl Problem {
	/// The problem `--problem` names, or a message that lists the names.
	pub fn named(name: &str) -> Result<&'static Problem, String> {
		CATALOGUE
			.iter()
			.find(|problem| problem.name == name)
			.ok_or_else(|| format!("unknown problem '{name}': the names are {}", listed(&names())))
	}

	pub fn prints_moves(&self) -> bool {
		self.answer == Answer::Moves
	}

	/// The answer for a board that cannot reach the goal.
	pub fn unsolvable(&self) -> &'static str {
		match self.answer {
			Answer::Moves => "unsolvable",
			Answer::Count => "-1",
		}
	}

	/// The folder of its samples, under `samples/`: the default problem's are the top.
	pub fn samples_folder(&self) -> String {
		if std::ptr::eq(self, default_problem()) {
			"samples".to_string()
		} else {
			format!("samples/{}", self.name)
		}
	}

	/// A board as the problem's input writes it (without a newline): `2 3 4 1 5 x 7 6 8` for
	/// AcWing's, `283104765` for Luogu's, three lines `1 3 0` / `4 2 5` / `7 8 6` for AOJ's.
	pub fn format_board(&self, board: &Board) -> String {
		let cells: Vec<String> = board
			.iter()
			.map(
				|&cell| if cell == 0 { (self.blank as char).to_string() } else { cell.to_string() },
			)
			.collect();
		match self.layout {
			Layout::Glued => cells.concat(),
			Layout::ThreeLines => {
				let rows: Vec<String> = cells.chunks(3).map(|row| row.join(" ")).collect();
				rows.join("\n")
			}
			Layout::Line | Layout::LooseLine => cells.join(" "),
		}
	}

	/// The goal on one line, rows apart: `1 2 3 / 4 5 6 / 7 8 x`.
	pub fn goal_words(&self) -> String {
		let rows: Vec<String> = self
			.goal
			.chunks(3)
			.map(|row| {
				let cells: Vec<String> = row
					.iter()
					.map(|&cell| {
						if cell == 0 {
							(self.blank as char).to_string()
						} else {
							cell.to_string()
						}
					})
					.collect();
				cells.join(" ")
			})
			.collect();
		rows.join(" / ")
	}

	/// What a test's input is, in a sentence: the format [`Layout`] names.
	pub fn input_words(&self) -> String {
		let blank = self.blank as char;
		let cells = format!("cells 1 to 8 and {blank} for the blank");
		let one = match self.layout {
			Layout::Line => format!("one line of nine {cells}, single spaces between"),
			Layout::LooseLine => format!("one line of nine {cells}, one space or more between"),
			Layout::Glued => format!("one line of nine digits, {blank} the blank"),
			Layout::ThreeLines => {
				format!("three lines of three digits, single spaces between, {blank} the blank")
			}
		};
		if self.many_cases {
			format!("boards until the input ends, each {one}")
		} else {
			one
		}
	}

	/// What the solver prints for a board, in a phrase.
	pub fn answer_words(&self) -> &'static str {
		match (self.answer, self.any_solution) {
			(Answer::Moves, false) => {
				"the shortest moves (u d l r, the blank's way), or unsolvable"
			}
			(Answer::Moves, true) => "moves that solve it (the judge takes any), or unsolvable",
			(Answer::Count, _) => "the fewest number of moves, or -1",
		}
	}
}

/// The default problem: the one the judge file poses as it stands, first in the catalogue.
pub fn default_problem() -> &'static Problem {
	&CATALOGUE[0]
}

/// The names, in the catalogue's order.
pub fn names() -> Vec<&'static str> {
	CATALOGUE.iter().map(|problem| problem.name).collect()
}

/// What `--list-problems` prints: the names, one a line, `first`'s first and then the others in
/// the catalogue's order.
pub fn names_listed(first: &Problem) -> String {
	let others = CATALOGUE.iter().filter(|problem| !std::ptr::eq(*problem, first));
	let mut text = format!("{}\n", first.name);
	for problem in others {
		text.push_str(problem.name);
		text.push('\n');
	}
	text
}

/// A help text's table of the problems: each name, then what `describe` says of it, wrapped
/// under its own column.
pub fn listing(describe: impl Fn(&Problem) -> String) -> String {
	let width = CATALOGUE.iter().map(|problem| problem.name.len()).max().unwrap_or(0) + 2;
	let mut text = String::new();
	for problem in CATALOGUE.iter() {
		let mut line = format!("  {:width$}", problem.name);
		let indent = line.len();
		for word in describe(problem).split(' ') {
			if line.len() > indent && line.len() + 1 + word.len() > 92 {
				text.push_str(line.trim_end());
				text.push('\n');
				line = " ".repeat(indent);
			} else if line.len() > indent {
				line.push(' ');
			}
			line.push_str(word);
		}
		text.push_str(&line);
		text.push('\n');
	}
	text
}

#[cfg(test)]
mod tests {
	use super::*;
	use crate::board::index;

	#[test]
	fn names_are_unique_and_found_and_package_names_are_what_systems_take() {
		for (i, problem) in CATALOGUE.iter().enumerate() {
			assert_eq!(Problem::named(problem.name), Ok(problem));
			assert!(CATALOGUE[..i].iter().all(|other| other.name != problem.name));
			assert!(CATALOGUE[..i].iter().all(|other| other.uuid != problem.uuid));
			let short = problem.short_name;
			assert!(short.len() <= 20 && !short.is_empty(), "{short}");
			assert!(short.bytes().all(|byte| byte.is_ascii_lowercase() || byte.is_ascii_digit()));
			let mut sorted = problem.goal;
			sorted.sort_unstable();
			assert_eq!(sorted, [0, 1, 2, 3, 4, 5, 6, 7, 8], "{}", problem.name);
			assert!(index(&problem.goal) < crate::board::BOARDS);
		}
		assert_eq!(
			Problem::named("poj1078"),
			Err("unknown problem 'poj1078': the names are acwing179, acwing845, luogu1379, \
			     aoj_alds1_13_b, baekjoon1525, poj1077 and hdu1043"
				.to_string())
		);
	}

	#[test]
	fn boards_are_written_as_each_input_writes_them() {
		let board = [2, 3, 4, 1, 5, 0, 7, 6, 8];
		let named = |name| Problem::named(name).expect("a problem");
		assert_eq!(named("acwing845").format_board(&board), "2 3 4 1 5 x 7 6 8");
		assert_eq!(named("luogu1379").format_board(&board), "234150768");
		assert_eq!(named("baekjoon1525").format_board(&board), "2 3 4\n1 5 0\n7 6 8");
		assert_eq!(named("luogu1379").goal_words(), "1 2 3 / 8 0 4 / 7 6 5");
		assert_eq!(default_problem().samples_folder(), "samples");
		assert_eq!(named("hdu1043").samples_folder(), "samples/hdu1043");
	}

	#[test]
	fn a_listing_wraps_each_description_under_its_column() {
		let text = listing(|problem| format!("{} {}", problem.judge, "word ".repeat(30)));
		let lines: Vec<&str> = text.lines().collect();
		assert!(lines[0].starts_with("  acwing179       AcWing 179 word"), "{text}");
		assert!(lines[1].starts_with("                  word"), "{text}");
		assert!(lines.iter().all(|line| line.len() <= 92), "{text}");
	}
}
