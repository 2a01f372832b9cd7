//! The exact heuristic's table for any goal: every board's distance by the judge file's rank.
//! For the goal of the judge file's `PROBLEM` it is the table the compiler built; for another it
//! is built once, at run time, by the file's own sweep.

use crate::solving::judge_file::{self, State};
use std::borrow::Cow;

/// Whether the compiler built the table for `goal`: if not, [`distances_to`] builds it.
pub fn is_compiled(goal: State) -> bool {
	goal == judge_file::pack(&judge_file::PROBLEM.goal)
}

/// The distances to `goal`, by rank. Another goal's table is built by the judge file's own sweep,
/// at run time. Its tables, about 0.9 MB, and their copies go by value, so the sweep runs on a
/// thread with room for them whatever the calling thread's stack; where no thread can be had (a
/// sandbox may refuse them), the kit's breadth-first search, which keeps its tables on the heap,
/// fills the same table.
pub fn distances_to(goal: State) -> Cow<'static, [u8]> {
	if is_compiled(goal) {
		return Cow::Borrowed(&judge_file::DISTANCES[..]);
	}
	let sweep = move || {
		let swept = judge_file::sweep(judge_file::Sweep::new(goal), judge_file::SOLVABLE);
		swept.distance.to_vec()
	};
	match std::thread::Builder::new().stack_size(64 << 20).spawn(sweep) {
		Ok(thread) => {
			Cow::Owned(thread.join().expect("the sweep stays inside its tables: it cannot panic"))
		}
		Err(_) => Cow::Owned(by_the_kit(goal)),
	}
}

/// The same table, from the kit's breadth-first search.
pub fn by_the_kit(goal: State) -> Vec<u8> {
	let distances = crate::reference::Distances::compute(&judge_file::unpack(goal));
	let mut table = vec![u8::MAX; judge_file::SOLVABLE];
	for board in distances.solvable_boards() {
		let distance = distances.of(&board).expect("a solvable board has a distance");
		table[judge_file::rank(judge_file::pack(&board))] = distance;
	}
	table
}

#[cfg(test)]
mod tests {
	use super::*;
	use crate::reference::CATALOGUE;

	#[test]
	fn the_compilers_table_and_the_run_time_sweep_hold_the_kits_distances() {
		let compiled = judge_file::pack(&judge_file::PROBLEM.goal);
		assert!(is_compiled(compiled));
		assert!(distances_to(compiled)[..] == by_the_kit(compiled)[..]);
		for problem in CATALOGUE.iter() {
			let goal = judge_file::pack(&problem.goal);
			if !is_compiled(goal) {
				let swept = distances_to(goal);
				assert!(matches!(swept, Cow::Owned(_)), "{}", problem.name);
				assert!(swept[..] == by_the_kit(goal)[..], "{}", problem.name);
			}
		}
	}
}
