//! The kit around the solver: what the front end (`eight`), the checker (`check`), the validator
//! (`validate`), the generator (`gen`), the packages (`pack`), the game (`play`), the benchmarks
//! and the tests share, in three rooms.
//!
//! - [`reference`]: the vocabulary (`board`, `catalogue` and `words`, at `src/`'s root) and the
//!   independent judge written in it (distances, a reader, the checker, the validator's formats,
//!   the generator), `src/reference/`. It cannot reach the judge file: a test compiles it alone.
//! - [`solving`]: the judge file, `src/main.rs`, exactly as a judge compiles it, and what wraps
//!   it for the kit: the front end, the game and `pack` answer with it, so that the solving code
//!   has one source. It uses none of the kit.
//! - [`shell`]: the command line and the standard streams, the same for every program.
//!
//! docs/design.md says which room a new line belongs in.

#[path = "reference/lib.rs"]
pub mod reference;
pub mod shell;
pub mod solving;

// The reference's modules at the root too, so that their `crate::board` paths read here as they
// do where `src/reference/lib.rs` is the crate root.
use reference::{board, catalogue, distances, input, random, words};
