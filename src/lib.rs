//! The kit around the solver: what the front end (`eight`), the checker (`check`), the validator
//! (`validate`), the generator (`gen`), the packages (`pack`), the game (`play`), the benchmarks
//! and the tests share, one concern to a module.
//!
//! The judge file, `src/main.rs`, is one of its modules, [`judge_file`], exactly as a judge
//! compiles it: the front end, the game and `pack` answer with it, through [`solver`] and
//! [`exact`], so that the solving code has one source. It uses none of the kit, and no module
//! that judges uses it: the checker, the validator's formats, the distances and the boards here
//! are written differently on purpose, so that a bug in the solver cannot hide in its judge.
//! Boards here are plain arrays of cells, indexed by their rank among all 9! permutations;
//! distances come from one breadth-first search; and nothing here relies on the parity rule: a
//! board is unsolvable exactly when that search never reaches it.

pub mod best_first;
pub mod beyond;
pub mod board;
pub mod catalogue;
pub mod checker;
pub mod cli;
pub mod compare;
pub mod depths;
pub mod distances;
pub mod exact;
pub mod format;
pub mod generator;
pub mod heuristics;
pub mod ida_star;
pub mod input;
// The judge file stands alone, as a judge has it: what a library would add (a `Default`
// beside `Solver::new`) is no part of it.
#[allow(clippy::new_without_default)]
#[path = "main.rs"]
pub mod judge_file;
pub mod memory;
pub mod protocol;
pub mod random;
pub mod runner;
pub mod searches;
pub mod solver;
pub mod sources;
pub mod started;
pub mod streams;
pub mod trace;
pub mod words;

pub use board::{
	blank, board_at, follow, index, slide, target, Board, Move, BOARDS, GOAL, SOLVABLE,
};
pub use catalogue::{Problem, CATALOGUE};
pub use checker::{check_line, check_output, output_lines, CheckError, Rejection, Stream};
pub use cli::{Arg, Error, Parsed, Program};
pub use distances::Distances;
pub use input::{parse_boards, Boards};
pub use protocol::Protocol;
pub use random::Random;
