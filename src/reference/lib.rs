//! The kit's ground floor, a crate of its own: the vocabulary every wing speaks, and the
//! independent reference written in it.
//!
//! The vocabulary lives at `src/`'s root, where every wing can see it: `board` (a board as nine
//! cells, and its rank among the 9! permutations), `catalogue` (every problem the kit knows, one
//! entry each) and `words` (the kit's English). The reference is this folder: one breadth-first
//! search gives every distance (`distances`), a reader of its own (`input`), the validator's
//! formats (`format`), the checker (`checker`), the generator (`generator`) and its seeded random
//! numbers (`random`).
//!
//! The reference judges the judge file, so it may not use it: it is written differently on purpose
//! (plain arrays of cells, ranks, one breadth-first search, no parity rule: a board is unsolvable
//! exactly when that search never reaches it), so that a bug in the solver cannot hide in its
//! judge. This crate is below the kit (`eight_kit`), which holds the judge file, and Cargo builds
//! it first and alone: a line here that named the judge file, or anything of the kit's, would not
//! compile.
//!
//! Every module is private; each item has one public path, at this crate's root.

#[path = "../board.rs"]
mod board;
#[path = "../catalogue.rs"]
mod catalogue;
#[path = "../words.rs"]
mod words;

mod checker;
mod distances;
mod format;
mod generator;
mod input;
mod random;

pub use board::{
	blank, board_at, follow, index, index_after_swap, inversions_are_odd, slide, target,
	target_from, Board, Move, BOARDS, GOAL, SOLVABLE,
};
pub use catalogue::{
	default_problem, listing, names, names_listed, Answer, Layout, Problem, CATALOGUE,
};
pub use checker::{
	check_line, check_output, longest_answer, output_lines, CheckError, Line, Lines, Rejection,
	Stream, LONGEST_LINE, LONGEST_SOLUTION,
};
pub use distances::{breadth_first_to, breadth_first_watched, Distances, Effort, Step};
pub use format::{validate, validate_against, Invalid};
pub use generator::{GenerateError, Generator, Kind};
pub use input::{parse_boards, why_not_a_board, Boards, InputError, BYTE_ORDER_MARK};
pub use random::{fresh_seed, Random};
pub use words::{ascii, counted, listed, quoted, shown};

#[cfg(test)]
mod tests {
	#[test]
	fn the_reference_stands_alone() {
		// The crate order keeps the judge file out of reach; the one way around it would be to
		// name its source here, or to depend on something that holds it.
		let manifest = include_str!("Cargo.toml");
		assert!(!manifest.contains("dependencies]"), "the reference depends on nothing");
		let root = include_str!("lib.rs");
		let paths: Vec<&str> = root.lines().filter(|line| line.starts_with("#[path")).collect();
		assert_eq!(
			paths,
			[
				"#[path = \"../board.rs\"]",
				"#[path = \"../catalogue.rs\"]",
				"#[path = \"../words.rs\"]"
			]
		);
		for module in [
			include_str!("../board.rs"),
			include_str!("../catalogue.rs"),
			include_str!("../words.rs"),
			include_str!("checker.rs"),
			include_str!("distances.rs"),
			include_str!("format.rs"),
			include_str!("generator.rs"),
			include_str!("input.rs"),
			include_str!("random.rs"),
		] {
			assert!(!module.contains("include!(") && !module.contains("#[path"));
		}
	}
}
