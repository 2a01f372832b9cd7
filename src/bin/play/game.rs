//! The game: the board, the moves, the counters, the hints, undo and the clock, every rule in one
//! place. It knows no terminal and no solver: the hints and the answers it plays are given to it.

use eight_kit::reference::{counted, slide, target, Board, Distances, Move, Random};
use std::collections::VecDeque;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Where the board came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
	/// Given on the command line.
	Given,
	/// Drawn from a seed, at a depth or among every solvable board: `--seed` and `--depth` with
	/// these draw it again.
	Drawn { seed: u64, depth: Option<u8> },
}

/// How many moves undo can take back: the boards before them are kept, the oldest let go past
/// this many, so that a game's memory stays bounded however many keys are piped in.
pub const UNDO_KEPT: usize = 100_000;

/// Where the game stands.
pub struct Game {
	pub board: Board,
	/// The boards before each move, for undo: the last [`UNDO_KEPT`].
	history: VecDeque<Board>,
	/// The player's own moves, the moves undone, the moves the solver played, the hints taken.
	pub made: u64,
	pub undone: u64,
	pub by_solver: u64,
	pub hints: u64,
	/// The fewest moves from the board the game began with.
	fewest_at_start: u8,
	pub message: String,
	pub origin: Origin,
	/// The depth of the boards drawn, and the seed of the next.
	depth: Option<u8>,
	next_seed: u64,
	/// Whether the fewest moves still needed are shown.
	pub distance_shown: bool,
	/// When the board was drawn, and how long solving it took.
	started: Instant,
	solved_in: Option<Duration>,
	distances: Arc<Distances>,
}

impl Game {
	pub fn new(distances: Distances, depth: Option<u8>, seed: u64, distance_shown: bool) -> Game {
		Game {
			board: distances.origin(),
			history: VecDeque::new(),
			made: 0,
			undone: 0,
			by_solver: 0,
			hints: 0,
			fewest_at_start: 0,
			message: String::new(),
			origin: Origin::Given,
			depth,
			next_seed: seed,
			distance_shown,
			started: Instant::now(),
			solved_in: None,
			distances: Arc::new(distances),
		}
	}

	/// A new game from `board`.
	pub fn start(&mut self, board: Board, origin: Origin) {
		self.board = board;
		self.origin = origin;
		self.history.clear();
		(self.made, self.undone, self.by_solver, self.hints) = (0, 0, 0, 0);
		self.fewest_at_start = self.fewest_now();
		self.started = Instant::now();
		self.solved_in = None;
		self.message = if self.is_solved() {
			self.solved_in = Some(Duration::ZERO);
			"Already solved: n for a new board, q to quit.".to_string()
		} else {
			format!("Slide the tiles home: {}.", goal_words(&self.goal()))
		};
	}

	/// A new game from the next seed's board: one that reaches the goal, or one at the depth.
	pub fn draw_next(&mut self) {
		let seed = self.next_seed;
		let mut random = Random::new(seed);
		let board = match self.depth {
			Some(depth) => {
				let at_depth = self.distances.boards_at(depth);
				at_depth[random.below(at_depth.len() as u64) as usize]
			}
			None => loop {
				let board = random.board();
				if self.distances.of(&board).is_some() {
					break board;
				}
			},
		};
		self.start(board, Origin::Drawn { seed, depth: self.depth });
		self.next_seed = seed.wrapping_add(1);
	}

	/// The fewest moves left, from the kit's own distances.
	pub fn fewest_now(&self) -> u8 {
		self.distances.of(&self.board).unwrap_or(0)
	}

	/// The kit's distances, for a check of the solver's answers made elsewhere.
	pub fn distances(&self) -> Arc<Distances> {
		Arc::clone(&self.distances)
	}

	pub fn is_solved(&self) -> bool {
		self.board == self.goal()
	}

	/// The board the game is played to: the one its distances are counted from.
	pub fn goal(&self) -> Board {
		self.distances.origin()
	}

	/// How long the board has been played: stopped when it was solved.
	pub fn clock(&self, now: Instant) -> Duration {
		self.solved_in.unwrap_or_else(|| now.saturating_duration_since(self.started))
	}

	/// The player slides the tile that goes `way` into the gap, if there is one.
	pub fn slide_tile(&mut self, way: Move) {
		if self.move_blank(way.opposite()) {
			self.made += 1;
			self.message = String::new();
			self.note_if_solved();
		} else {
			self.message = format!("No tile can slide {} into the gap.", way.word());
		}
	}

	/// One move of the solver's answer: the blank goes `way`. False if it cannot.
	pub fn solver_move(&mut self, way: Move) -> bool {
		if !self.move_blank(way) {
			return false;
		}
		self.by_solver += 1;
		self.message = format!("The solver plays: {} to go.", self.fewest_now());
		self.note_if_solved();
		true
	}

	fn move_blank(&mut self, way: Move) -> bool {
		match slide(&self.board, way) {
			None => false,
			// A solved board stays solved until a new one: its clock has stopped.
			Some(_) if self.solved_in.is_some() => {
				self.message = "Solved already: n for a new board, q to quit.".to_string();
				false
			}
			Some(next) => {
				if self.history.len() == UNDO_KEPT {
					self.history.pop_front();
				}
				self.history.push_back(self.board);
				self.board = next;
				true
			}
		}
	}

	pub fn undo(&mut self) {
		if self.solved_in.is_some() {
			self.message = "Solved already: n for a new board, q to quit.".to_string();
			return;
		}
		match self.history.pop_back() {
			Some(board) => {
				self.board = board;
				self.undone += 1;
				self.message = "Undone.".to_string();
			}
			None => self.message = "Nothing to undo.".to_string(),
		}
	}

	/// A hint: the first move of a shortest answer (the blank's ways), said as the tile that
	/// slides. Counted, and said when the board is solved.
	pub fn hint(&mut self, answer: &[Move]) {
		self.message = match answer.first() {
			Some(&way) => {
				self.hints += 1;
				let tile = target(&self.board, way).map_or(0, |cell| self.board[cell]);
				format!("Hint: the {tile} slides {}.", way.opposite().word())
			}
			None => "Already solved.".to_string(),
		};
	}

	pub fn toggle_distance(&mut self) {
		self.distance_shown = !self.distance_shown;
		self.message = if self.distance_shown {
			"The fewest moves are shown."
		} else {
			"The fewest moves are hidden."
		}
		.to_string();
	}

	/// A key the game does not know: the keys it does.
	pub fn unknown_key(&mut self) {
		self.message = format!("That key does nothing here. The keys: {}.", KEYS);
	}

	/// After a move: if it solved the board, stops the clock and says so, and how.
	fn note_if_solved(&mut self) {
		if !self.is_solved() || self.solved_in.is_some() {
			return;
		}
		let took = self.clock(Instant::now());
		self.solved_in = Some(took);
		let fewest = self.fewest_at_start;
		let time = clock_text(took);
		let helped = self.undone > 0 || self.by_solver > 0 || self.hints > 0;
		self.message = if helped {
			format!(
				"Solved in {time}: {} made, {} undone, {} by the solver, {}; the fewest possible was {fewest}.",
				self.made,
				self.undone,
				self.by_solver,
				counted(self.hints, "hint")
			)
		} else {
			format!(
				"Solved in {} and {time}; the fewest possible was {fewest}.",
				counted(self.made, "move")
			)
		};
		self.message += " n for a new board, q to quit.";
	}

	/// What draws this board again: the options, or that it was given.
	pub fn origin_words(&self) -> String {
		match self.origin {
			Origin::Given => "your board".to_string(),
			Origin::Drawn { seed, depth: None } => format!("board of --seed {seed}"),
			Origin::Drawn { seed, depth: Some(depth) } => {
				format!("board of --seed {seed} --depth {depth}")
			}
		}
	}
}

/// The keys, as the help and the answer to an unknown key say them.
pub const KEYS: &str = "arrows or w a s d slide a tile, h hint, p play the rest, u undo, \
	f show or hide the fewest moves, n new board, q (or Ctrl-C, Ctrl-D) quit, Ctrl-Z suspend";

/// A goal in the game's words, row by row: `1 2 3 / 4 5 6 / 7 8 and the gap`.
pub fn goal_words(goal: &Board) -> String {
	let rows: Vec<String> = goal
		.chunks(3)
		.map(|row| {
			let tiles: Vec<String> =
				row.iter().filter(|&&cell| cell > 0).map(u8::to_string).collect();
			match row.iter().position(|&cell| cell == 0) {
				None => tiles.join(" "),
				Some(0) => format!("the gap and {}", tiles.join(" ")),
				Some(2) => format!("{} and the gap", tiles.join(" ")),
				Some(_) => format!("{}, the gap, {}", tiles[0], tiles[1]),
			}
		})
		.collect();
	rows.join(" / ")
}

/// A duration as a clock shows it: `0:07`, `12:34`, `1:02:03`.
pub fn clock_text(took: Duration) -> String {
	let seconds = took.as_secs();
	let (hours, minutes, seconds) = (seconds / 3600, seconds / 60 % 60, seconds % 60);
	if hours > 0 {
		format!("{hours}:{minutes:02}:{seconds:02}")
	} else {
		format!("{minutes}:{seconds:02}")
	}
}

#[cfg(test)]
#[path = "game_tests.rs"]
mod tests;
