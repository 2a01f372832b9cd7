//! `play`: the puzzle in a terminal, with the solver as the coach.
//!
//! Slide the tiles home with the arrow keys or `w a s d` (each names the way a tile goes); `h`
//! shows the next move of a shortest answer, `p` plays the rest of one, board by board (any key
//! stops it), `u` undoes, `f` shows or hides the fewest moves still needed, `n` draws a new
//! board, `q` quits, Ctrl-Z suspends. The hints and the played answers come from the solver
//! itself, the judge file's, in this process; each answer is checked against the kit's own
//! distances before it is shown.
//!
//! The parts, each one concern, import one way only: `game` (the rules) and `keys` (bytes to
//! keys) know nothing of the others; `screen` lays a game out; `coach` asks the solver and knows
//! no game; `terminal` knows the terminal alone; this file wires them.
//!
//! When standard input is not a terminal, each byte of it is a key, read in order, so that a game
//! can be scripted and tested; the screens are then printed one after another, whole, and `p`
//! plays its answer to the end before the next key is read.

mod coach;
mod game;
mod keys;
mod options;
mod screen;
mod terminal;

use coach::Coach;
use eight_kit::reference::{fresh_seed, inversions_are_odd, Distances};
use eight_kit::shell::cli::{self, Error, Parsed};
use eight_kit::shell::memory::SayingAllocator;
use eight_kit::shell::{started, streams};
use game::{Game, Origin};
use keys::{Input, Key, Keys};
use std::io;
use std::process::ExitCode;
use std::time::{Duration, Instant};
use terminal::Terminal;

/// Memory refused is said in one line, with the status of any other failure.
#[global_allocator]
static MEMORY: SayingAllocator = SayingAllocator { program: "play", status: 1 };

/// How long a board of `p`'s answer stays on the screen.
const PLAYBACK_STEP: Duration = Duration::from_millis(250);

/// How long to wait for a key before the clock and the window are looked at again.
const TICK: Duration = Duration::from_millis(250);

/// A failure to read the keys, as the game says it.
fn unreadable(error: std::io::Error) -> Error {
	Error::Failed(format!("cannot read the keys from standard input: {error}"))
}

/// The game's pieces the loop works with.
struct Play {
	game: Game,
	terminal: Terminal,
	coach: Coach,
	keys: Keys,
	/// The window's size when last drawn, and the clock's second.
	drawn: (Option<(usize, usize)>, u64),
}

impl Play {
	fn draw(&mut self) -> Result<(), Error> {
		let now = Instant::now();
		let size = self.terminal.look(now).and_then(|look| look.size);
		self.drawn = (size, self.game.clock(now).as_secs());
		screen::show(&self.game, self.terminal.is_terminal(), size).map_err(Error::Write)
	}

	/// Redraws if the window or the clock changed, or raw mode was lost.
	fn redraw_if_changed(&mut self) -> Result<(), Error> {
		let now = Instant::now();
		let look = self.terminal.look(now);
		let size = look.as_ref().and_then(|look| look.size);
		let lost = look.map_or(false, |look| !look.raw);
		if lost || (size, self.game.clock(now).as_secs()) != self.drawn {
			self.draw()?;
		}
		Ok(())
	}

	/// Plays keys until `q` or the end of the input.
	fn run(&mut self) -> Result<(), Error> {
		self.draw()?;
		let wait = if self.terminal.is_terminal() { Some(TICK) } else { None };
		loop {
			let key = match self.keys.next(wait).map_err(unreadable)? {
				Input::End | Input::Key(Key::Quit) => return Ok(()),
				// No key yet: the clock, the window and the terminal's modes are looked at.
				Input::Nothing => {
					self.redraw_if_changed()?;
					continue;
				}
				Input::Key(Key::Ignored) => continue,
				Input::Key(key) => key,
			};
			match key {
				Key::Tile(way) => self.game.slide_tile(way),
				Key::Undo => self.game.undo(),
				Key::Hint => match self.coach.answer(self.game.board) {
					Ok(answer) => self.game.hint(&answer),
					Err(why) => self.game.message = why,
				},
				Key::Play => {
					if self.play_the_rest()? {
						return Ok(());
					}
				}
				Key::New => self.game.draw_next(),
				Key::Distance => self.game.toggle_distance(),
				Key::Suspend => self.terminal.suspend(),
				Key::Unknown(_) => self.game.unknown_key(),
				// Taken above.
				Key::Quit | Key::Ignored => {}
			}
			self.draw()?;
		}
	}

	/// `p`: the solver's answer, a board at a time; on a terminal, any key stops it. `true` when
	/// that key was one that quits.
	fn play_the_rest(&mut self) -> Result<bool, Error> {
		let answer = match self.coach.answer(self.game.board) {
			Ok(answer) => answer,
			Err(why) => {
				self.game.message = why;
				return Ok(false);
			}
		};
		if answer.is_empty() {
			self.game.message = "Already solved.".to_string();
		}
		for way in answer {
			self.game.solver_move(way);
			if self.game.is_solved() {
				break;
			}
			self.draw()?;
			if !self.terminal.is_terminal() {
				continue;
			}
			let shown = Instant::now();
			while let Some(left) = PLAYBACK_STEP.checked_sub(shown.elapsed()) {
				match self.keys.next(Some(left)).map_err(unreadable)? {
					Input::Nothing | Input::Key(Key::Ignored) => {}
					Input::End | Input::Key(Key::Quit) => return Ok(true),
					Input::Key(_) => {
						self.game.message = format!("Stopped: {} to go.", self.game.fewest_now());
						return Ok(false);
					}
				}
			}
		}
		Ok(false)
	}
}

fn run() -> Result<(), Error> {
	let request = match cli::parse(&options::PROGRAM, cli::arguments(), options::read_request)? {
		Parsed::Run(request) => request,
		Parsed::Print(text) => return started::print(&text),
	};
	started::usable(true, true)?;
	let distances = Distances::compute(&request.problem.goal);
	if let Some(board) = request.board {
		if distances.of(&board).is_none() {
			// The goal's parity is the problem's: Luogu's goal has an odd number of inversions.
			let parity = |board| if inversions_are_odd(board) { "an odd" } else { "an even" };
			return Err(Error::Refused(format!(
				"this board cannot reach the goal: its tiles, read row by row, have {} number of \
				 inversions, and the goal's {}",
				parity(&board),
				parity(&request.problem.goal)
			)));
		}
	}
	let farthest = distances.farthest();
	let depth = match request.depth {
		Some(depth) if depth > u64::from(farthest) => {
			return Err(Error::Refused(format!(
				"no board is {depth} moves from the goal: the farthest are {farthest}"
			)));
		}
		depth => depth.map(|depth| depth as u8),
	};
	let seed = request.seed.unwrap_or_else(fresh_seed);
	let mut game = Game::new(distances, depth, seed, !request.hide);
	let coach = Coach::new(game.goal(), game.distances());
	match request.board {
		Some(board) => game.start(board, Origin::Given),
		None => game.draw_next(),
	}
	// Keys from a terminal and the screen elsewhere would be a game played blind; the check comes
	// before the terminal is taken, so that nothing meant for a terminal goes to that output.
	// Without `stty` a terminal stays in line mode: keys would wait for Enter, and none would
	// be echoed or drawn as the game means. Piped keys need no stty.
	let terminal_input = match terminal::input_is_terminal() {
		Ok(terminal) => terminal,
		Err(_) if !streams::input_is_terminal() => false,
		Err(error) => {
			return Err(Error::Failed(format!(
				"cannot run stty, which the game needs to read a terminal's keys one at a time: \
				 {error} (pipe keys into standard input to play without it)"
			)))
		}
	};
	if terminal_input && !terminal::output_is_terminal() {
		return Err(Error::Refused(
			"standard output is not a terminal, and the game draws itself there: run it without \
			 redirecting its output (to script a game, pipe its keys into standard input too)"
				.to_string(),
		));
	}
	let terminal = Terminal::take();
	let keys = Keys::new(terminal.is_terminal()).map_err(no_thread)?;
	let mut play = Play { game, terminal, coach, keys, drawn: (None, 0) };
	play.run()
}

/// The system's refusal of a thread (too many processes, too little address space), as a failure.
fn no_thread(error: io::Error) -> Error {
	Error::Failed(format!("cannot start a thread: {error}"))
}

fn main() -> ExitCode {
	cli::finish("play", run(), |error| match error {
		Error::Usage(_) | Error::Refused(_) => 2,
		Error::Failed(_) | Error::Write(_) => 1,
	})
}
