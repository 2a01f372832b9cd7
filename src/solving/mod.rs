//! The solving wing: the kit's engine (`engine`: A* as the judge file runs it, watched, counted,
//! with the learners' heuristics and the exact table with the plan that buys it), the front end's
//! reader and writer (`cases`), the exact table for any goal (`exact`), the kit's extra heuristics (`heuristics`),
//! its own searches (best-first with weights: greedy, weighted, A* under an estimate that
//! overestimates; IDA*) and the one interface that runs any search (`runner`), the ranks the kit asks of boards (`ranks`), the table of
//! searches (`searches`), the trace's counters and text (`trace`), `--compare` (`compare`), the
//! by-depth figures and their one chart renderer (`depths`), the shape of a search on one board,
//! by g and by f, and its one renderer (`shape`), the figures over every board of the searches
//! beyond A* (`beyond`), the learners' worked search and its pictures (`lesson`), and the programs'
//! texts for `pack` (`sources`).
//!
//! A module is public when a program, a test or a bench uses it, and each item has one public
//! path, through its module: these functions are named for their module (`depths::row`,
//! `runner::Runner`), and read as such.

mod best_first;
pub mod beyond;
pub mod cases;
pub mod compare;
pub mod depths;
#[allow(clippy::new_without_default)]
pub mod engine;
pub mod exact;
pub mod heuristics;
mod ida_star;
pub mod lesson;
pub mod ranks;
pub mod runner;
pub mod searches;
pub mod shape;
pub mod sources;
pub mod trace;
