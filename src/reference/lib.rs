//! The vocabulary every wing speaks, and the independent reference written in it: the kit's
//! room `reference`.
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
//! judge. This file is also a crate root: a test compiles it alone with bare `rustc`, where a line
//! that named the judge file, or anything of the kit's, would not compile.
//!
//! Every module is private to the kit (the kit's root takes them in, so that their `crate::board`
//! paths read the same in both); each item has one public path, `eight_kit::reference::NAME`.

#[path = "../board.rs"]
pub(crate) mod board;
#[path = "../catalogue.rs"]
pub(crate) mod catalogue;
#[path = "../words.rs"]
pub(crate) mod words;

pub(crate) mod checker;
pub(crate) mod distances;
pub(crate) mod format;
pub(crate) mod generator;
pub(crate) mod input;
pub(crate) mod random;

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
	fn the_reference_compiles_alone() {
		// Alone, as a crate root, with nothing of the kit beside it: a line of the reference
		// that named the judge file, the solver or anything else of the kit's would not compile.
		let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
		let out = std::env::temp_dir().join(format!("eight-reference-{}", std::process::id()));
		std::fs::create_dir_all(&out).expect("a folder for the build");
		let built = std::process::Command::new(option_env!("RUSTC").unwrap_or("rustc"))
			.args(["--edition", "2021", "--crate-type", "lib", "--crate-name", "eight_reference"])
			.args(["--emit", "metadata", "--out-dir"])
			.arg(&out)
			.arg(root.join("src/reference/lib.rs"))
			.output()
			.expect("run rustc");
		let _ = std::fs::remove_dir_all(&out);
		let said = String::from_utf8_lossy(&built.stderr);
		assert!(built.status.success(), "the reference does not compile alone: {said}");
		// And the one way around that: a source of the kit's named by a path or an include.
		let lib = include_str!("lib.rs");
		let paths: Vec<&str> = lib.lines().filter(|line| line.starts_with("#[path")).collect();
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
