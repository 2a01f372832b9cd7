//! Board ranks for the kit: the judge file's [`Ranks`] tables, built once a thread (about 30
//! microseconds), so that the kit's searches, tables and tests ask `ranks::of(state)` without
//! carrying the tables. The judge file's own search keeps its tables in its `Solver`.

use crate::reference::Move;
use crate::solving::engine::{Ranks, State};

thread_local! {
	static RANKS: Ranks = Ranks::new();
}

/// The rank of `state`: its index in every table by rank.
pub fn of(state: State) -> usize {
	RANKS.with(|ranks| ranks.of(state))
}

/// The rank after `step` reached `next` from a board of rank `before`.
pub fn after(step: Move, before: usize, next: State) -> usize {
	RANKS.with(|ranks| ranks.after(step, before, next))
}

/// Runs `work` with the tables, for a loop that asks many ranks.
pub fn with<T>(work: impl FnOnce(&Ranks) -> T) -> T {
	RANKS.with(work)
}
