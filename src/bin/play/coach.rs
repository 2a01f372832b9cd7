//! The coach: the judge file's own solver, in the game's process and thread, each answer checked
//! against the kit's distances before anything is made of it. It knows no game: it is given a
//! board and gives back moves, or the words for why not.
//!
//! It answers as the judge file's own plan does: A* under the linear conflicts (a millisecond at
//! most), until the hints asked have cost what the table of exact distances costs to build; then
//! it builds it (a few milliseconds, once) and answers from it. Nothing it does is long enough to
//! need a thread of its own.

use eight_kit::reference::{follow, Board, Distances, Move};
use eight_kit::solving::engine::{self, Conflict, RentOrBuy, Solver, Untraced};
use std::sync::Arc;

/// What the coach says of a board: a shortest answer, the blank's moves, or why there is none.
pub type Reply = Result<Vec<Move>, String>;

pub struct Coach {
	goal: Board,
	/// The kit's own distances, which every answer is checked against.
	distances: Arc<Distances>,
	plan: RentOrBuy<Conflict>,
	solver: Solver,
}

impl Coach {
	/// A coach for boards bound for `goal`, whose distances `distances` are the kit's own.
	pub fn new(goal: Board, distances: Arc<Distances>) -> Coach {
		let packed = engine::pack(&goal);
		let plan = RentOrBuy::new(Conflict::new(packed), engine::SWEEP_PRICE);
		Coach { goal, distances, plan, solver: Solver::new() }
	}

	/// A shortest answer from `board`, which must reach the goal (the game makes sure), checked.
	pub fn answer(&mut self, board: Board) -> Reply {
		self.plan.solve(&mut self.solver, engine::pack(&board), &mut Untraced);
		let letters: Vec<u8> = self.solver.moves().iter().map(|step| step.letter()).collect();
		checked(&board, &self.goal, &letters, &self.distances)
	}
}

/// The solver's answer from `board`, as letters, checked against the kit's own distances: legal,
/// reaching `goal`, and no longer than it must be.
pub fn checked(board: &Board, goal: &Board, letters: &[u8], distances: &Distances) -> Reply {
	let text = String::from_utf8_lossy(letters);
	let wrong = |why: String| Err(format!("The solver's answer {text:?} is not right: {why}."));
	let end = match follow(board, letters) {
		Ok(end) => end,
		Err(number) => return wrong(format!("move {number} is no move here")),
	};
	let fewest = distances.of(board).map(usize::from);
	if end != *goal {
		return wrong("it does not reach the goal".to_string());
	}
	if fewest != Some(letters.len()) {
		let fewest = fewest.map_or("none".to_string(), |fewest| fewest.to_string());
		return wrong(format!("{} moves, but the fewest are {fewest}", letters.len()));
	}
	Ok(letters.iter().filter_map(|&letter| Move::from_letter(letter)).collect())
}

#[cfg(test)]
mod tests {
	use super::*;
	use eight_kit::reference::GOAL;

	#[test]
	fn an_answer_is_shown_only_when_the_kits_distances_agree() {
		let distances = Distances::compute(&GOAL);
		let board = [1, 2, 3, 4, 0, 6, 7, 5, 8];
		assert_eq!(checked(&board, &GOAL, b"dr", &distances), Ok(vec![Move::Down, Move::Right]));
		for (letters, why) in [
			(&b""[..], "it does not reach the goal"),
			(b"drlr", "4 moves, but the fewest are 2"),
			(b"uuu", "move 2 is no move here"),
			(b"dx", "move 2 is no move here"),
		] {
			let said = checked(&board, &GOAL, letters, &distances).expect_err("wrong");
			assert!(said.ends_with(&format!(": {why}.")), "{said}");
		}
	}

	#[test]
	fn the_coach_answers_for_every_goal_renting_then_buying_the_table() {
		let luogu = [1, 2, 3, 8, 0, 4, 7, 6, 5];
		for goal in [GOAL, luogu] {
			let distances = Arc::new(Distances::compute(&goal));
			let mut coach = Coach::new(goal, Arc::clone(&distances));
			let board = [8, 6, 7, 2, 5, 4, 3, 0, 1];
			let board =
				if distances.of(&board).is_some() { board } else { [6, 8, 7, 2, 5, 4, 3, 0, 1] };
			// Hints on a far board until the plan has bought its table, and some after.
			let mut after = 0;
			while after < 3 {
				let moves = coach.answer(board).expect("a right answer");
				assert_eq!(Some(moves.len()), distances.of(&board).map(usize::from));
				after += usize::from(!coach.plan.table.is_empty());
				assert!(coach.plan.rent < 2 * engine::SWEEP_PRICE, "the table is bought");
			}
		}
	}
}
