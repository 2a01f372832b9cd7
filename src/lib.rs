//! The kit around the solver: what the front end (`eight`), the checker (`check`), the validator
//! (`validate`), the generator (`gen`), the packages (`pack`), the game (`play`), the benchmarks
//! and the tests share, in three wings.
//!
//! - The vocabulary and the reference are the crate below this one, `eight_reference`
//!   (`src/reference/`, with `board`, `catalogue` and `words` at `src/`'s root): boards, the
//!   problems, the kit's English, and the independent judge (distances, a reader, the checker,
//!   the validator's formats, the generator). Being below, it cannot reach the judge file.
//! - [`solving`]: the judge file, `src/main.rs`, exactly as a judge compiles it, and what wraps
//!   it for the kit: the front end, the game and `pack` answer with it, so that the solving code
//!   has one source. It uses none of the kit.
//! - [`shell`]: the command line and the standard streams, the same for every program.
//!
//! docs/design.md says which room a new line belongs in.

pub mod shell;
pub mod solving;
