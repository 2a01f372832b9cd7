//! The kit around the solver: what the front end (`eight`), the checker (`check`), the validator
//! (`validate`), the generator (`gen`), the game (`play`), the benchmarks and the tests share,
//! one concern to a module.
//!
//! It shares no code with `src/main.rs`, and the solver never uses it, so a bug in the solver
//! cannot hide in its judge. The two are written differently on purpose: boards here are plain
//! arrays of cells, indexed by their rank among all 9! permutations; distances come from one
//! breadth-first search; and nothing here relies on the parity rule: a board is unsolvable
//! exactly when that search never reaches it.

pub mod board;
pub mod checker;
pub mod child;
pub mod cli;
pub mod distances;
pub mod harness;
pub mod input;
pub mod problem;
pub mod protocol;
pub mod random;

pub use board::{
	blank, board_at, follow, index, slide, target, Board, Direction, BOARDS, GOAL, SOLVABLE,
};
pub use checker::{judge, judge_answer, output_lines, CheckError, Rejection, Stream};
pub use cli::{Arg, Error, Parsed, Program};
pub use distances::Distances;
pub use input::{parse_boards, Boards};
pub use problem::Problem;
pub use protocol::Protocol;
pub use random::Random;
