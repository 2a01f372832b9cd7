//! The coach: the judge file's own solver, in the game's process, on a thread of its own so that
//! the game stays responsive while it works; each answer checked against the kit's distances
//! before anything is made of it. It knows no game: it is given a board and gives back moves, or
//! the words for why not.
//!
//! For the goal the judge file was compiled for, the solver's exact table is the compiler's, and
//! an answer takes microseconds. For another goal the table is built the first time the coach is
//! asked, by the file's own sweep (a fraction of a second); until then [`Coach::is_ready`] says
//! so, and the game says it is thinking.

use eight_kit::reference::{follow, Board, Distances, Move};
use eight_kit::solving::judge_file::{Exact, Solver};
use eight_kit::solving::{exact, judge_file};
use std::io;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError, Sender};
use std::sync::Arc;
use std::time::Duration;

/// What the coach says of a board: a shortest answer, the blank's moves, or why there is none.
pub type Reply = Result<Vec<Move>, String>;

pub struct Coach {
	questions: Sender<Board>,
	replies: Receiver<Reply>,
	/// Whether the solver's table for the goal is there: asking is then a matter of microseconds.
	ready: Arc<AtomicBool>,
}

impl Coach {
	/// A coach for boards bound for `goal`, whose distances `distances` are the kit's own, or the
	/// system's word when it has no thread to give.
	pub fn start(goal: Board, distances: Arc<Distances>) -> io::Result<Coach> {
		let (questions, asked) = mpsc::channel::<Board>();
		let (answer, replies) = mpsc::channel();
		let packed = judge_file::pack(&goal);
		let ready = Arc::new(AtomicBool::new(exact::is_compiled(packed)));
		let built = Arc::clone(&ready);
		// The thread ends when the game drops its coach, or with the game's process.
		std::thread::Builder::new().spawn(move || {
			let mut table = None;
			let mut solver = Solver::new();
			for board in asked {
				let table = table.get_or_insert_with(|| {
					let table = exact::distances_to(packed);
					built.store(true, Ordering::SeqCst);
					table
				});
				let heuristic = Exact { goal: packed, distances: table };
				let moves = solver.solve(&heuristic, judge_file::pack(&board));
				let letters: Vec<u8> = moves.iter().map(|step| step.letter()).collect();
				if answer.send(checked(&board, &goal, &letters, &distances)).is_err() {
					return;
				}
			}
		})?;
		Ok(Coach { questions, replies, ready })
	}

	/// Whether an answer now comes at once, with no table to build first.
	pub fn is_ready(&self) -> bool {
		self.ready.load(Ordering::SeqCst)
	}

	/// Asks for a shortest answer from `board`, which must reach the goal: the game makes sure.
	pub fn ask(&self, board: Board) {
		// The coach's thread ends only when the coach is dropped, so the question arrives.
		let _ = self.questions.send(board);
	}

	/// The reply to the last question, waiting at most `wait` (`None`: not yet).
	pub fn reply(&self, wait: Duration) -> Option<Reply> {
		match self.replies.recv_timeout(wait) {
			Ok(reply) => Some(reply),
			Err(RecvTimeoutError::Timeout) => None,
			Err(RecvTimeoutError::Disconnected) => Some(Err("The coach is gone.".to_string())),
		}
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
	fn the_coach_answers_for_its_goal_and_builds_another_goals_table_first() {
		let luogu = [1, 2, 3, 8, 0, 4, 7, 6, 5];
		for goal in [GOAL, luogu] {
			let distances = Arc::new(Distances::compute(&goal));
			let coach = Coach::start(goal, Arc::clone(&distances)).expect("a thread");
			assert_eq!(coach.is_ready(), goal == GOAL);
			let board = [8, 6, 7, 2, 5, 4, 3, 0, 1];
			let board =
				if distances.of(&board).is_some() { board } else { [6, 8, 7, 2, 5, 4, 3, 0, 1] };
			coach.ask(board);
			let reply = coach.reply(Duration::from_secs(60)).expect("a reply");
			let moves = reply.expect("a right answer");
			assert_eq!(Some(moves.len()), distances.of(&board).map(usize::from));
			assert!(coach.is_ready());
		}
	}
}
