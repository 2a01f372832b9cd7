//! The coach: the solver, the `eight` binary beside this one, asked for a shortest answer with a
//! deadline, its answer checked against the kit's own distances before anything is made of it.
//! It knows no game: it is given a board and gives back moves, or the words for why not.

use eight_kit::child::{beside, run_until};
use eight_kit::{judge_answer, Board, Direction, Distances, Problem};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

/// How long the solver may take to answer: it answers any board in milliseconds.
pub const DEADLINE: Duration = Duration::from_secs(5);

/// The most of the solver's words a message quotes.
const QUOTED: usize = 200;

#[derive(Clone)]
pub struct Coach {
	solver: PathBuf,
}

impl Coach {
	/// The `eight` beside this binary, built if Cargo started this one without it.
	pub fn beside() -> Result<Coach, String> {
		Ok(Coach { solver: beside("eight")? })
	}

	/// A shortest answer from `board`, the blank's moves, checked: legal, reaching the goal, and
	/// no longer than it must be. The error is what to tell, in printable words of bounded length.
	/// `started` is told the solver's process number; when `stop` is set the solver is stopped,
	/// and its children with it.
	pub fn shortest(
		&self,
		board: &Board,
		distances: &Distances,
		started: impl FnOnce(u32),
		stop: &AtomicBool,
	) -> Result<Vec<Direction>, String> {
		let input = Problem::AcWing179.format_board(board);
		let arguments = ["--problem", "acwing179"];
		let stopped = || stop.load(Ordering::SeqCst);
		let output =
			run_until(&self.solver, &arguments, input.as_bytes(), DEADLINE, started, stopped)
				.map_err(|error| {
					let path = printable(&self.solver.display().to_string(), QUOTED);
					format!("The solver {path} cannot run: {error}.")
				})?
				.ok_or_else(|| {
					let seconds = DEADLINE.as_secs();
					format!("The solver did not answer within {seconds} s, and was stopped.")
				})?;
		if !output.status.success() {
			let said = String::from_utf8_lossy(&output.stderr);
			let said = printable(said.trim(), QUOTED);
			return Err(format!("The solver failed ({}): {said}", output.status));
		}
		let text = String::from_utf8_lossy(&output.stdout);
		let answer = text.lines().next().unwrap_or_default().trim_end();
		judge_answer(Problem::AcWing179, board, answer.as_bytes(), distances).map_err(|why| {
			let (answer, why) = (printable(answer, QUOTED), printable(&why.to_string(), QUOTED));
			format!("The solver's answer {answer:?} is not right: {why}.")
		})?;
		Ok(answer.bytes().filter_map(Direction::from_letter).collect())
	}
}

/// Text from elsewhere (the solver's standard error, its answer) as the screen may show it:
/// printable characters only, each other one as `?`, and at most `limit` of them, so that no
/// escape code reaches the terminal and no message outgrows the window.
fn printable(text: &str, limit: usize) -> String {
	let mut shown: String = text
		.chars()
		.take(limit)
		.map(|character| if character.is_control() { '?' } else { character })
		.collect();
	if text.chars().nth(limit).is_some() {
		shown.push_str("...");
	}
	shown
}

#[cfg(test)]
mod tests {
	use super::*;

	#[test]
	fn text_from_elsewhere_is_shown_printable_and_bounded() {
		assert_eq!(printable("\x1b[?1049hbad\n", 100), "?[?1049hbad?");
		assert_eq!(printable(&"u".repeat(1_000_000), 10), "uuuuuuuuuu...");
	}
}
