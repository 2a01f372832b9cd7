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
	check_line, check_output, output_lines, CheckError, Line, Lines, Played, Rejection, Stream,
	LONGEST_LINE,
};
pub use distances::{breadth_first_to, breadth_first_watched, Distances, Effort, Step};
pub use format::{validate, validate_against, Invalid};
pub use generator::{Draw, GenerateError, Generator};
pub use input::{parse_boards, why_not_a_board, Boards, InputError, MarkSkipped, BYTE_ORDER_MARK};
pub use random::{fresh_seed, Random};
pub use words::{ascii, counted, listed, path_shown, quoted, shown};
