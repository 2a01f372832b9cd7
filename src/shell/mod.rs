//! The shell: what a program needs of its command line and its streams. One parser and one set
//! of mistakes' words for all six programs (`cli`), the standard streams asked before use
//! (`streams`), a closed one seen before Rust's runtime hides it (`started`), memory refused said
//! in one line (`memory`), the judging systems' protocols (`protocol`), and scratch folders made
//! and taken away as a careful tool does (`scratch`, which no single file carries).
//!
//! It stands on the vocabulary's `words` alone, and knows nothing of boards, problems or
//! searches, so that the single-file checker and validator carry no more than they need. Each
//! item has one public path, through its module: `streams::usable` and `started::usable` are two
//! questions, told apart by where they are asked.

pub mod cli;
pub mod memory;
pub mod protocol;
pub mod scratch;
pub mod started;
pub mod streams;
