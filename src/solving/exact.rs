//! The exact heuristic's table for any goal: every board's distance by the judge file's rank,
//! built at run time by the judge file's own sweep, the one its rent-or-buy plan buys.

use crate::solving::engine::{self, State};
use crate::solving::ranks;

/// The distances to `goal`, by rank, from the judge file's breadth-first sweep.
pub fn distances_to(goal: State) -> Vec<u8> {
	ranks::with(|ranks| engine::sweep(goal, ranks))
}

/// The same table, from the kit's own breadth-first search (the independent reference's), which
/// shares no code with the judge file's sweep.
pub fn by_the_kit(goal: State) -> Vec<u8> {
	let distances = crate::reference::Distances::compute(&engine::unpack(goal));
	let mut table = vec![u8::MAX; engine::SOLVABLE];
	for board in distances.solvable_boards() {
		let distance = distances.of(&board).expect("a solvable board has a distance");
		table[ranks::of(engine::pack(&board))] = distance;
	}
	table
}

#[cfg(test)]
mod tests {
	use super::*;
	use crate::reference::CATALOGUE;

	#[test]
	fn the_judge_files_sweep_holds_the_kits_distances_for_every_goal() {
		for problem in CATALOGUE.iter() {
			let goal = engine::pack(&problem.goal);
			assert!(distances_to(goal) == by_the_kit(goal), "{}", problem.name);
		}
	}
}
