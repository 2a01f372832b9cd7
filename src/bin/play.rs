//! `play`: the puzzle in a terminal, with the solver as the coach.
//!
//! Slide the tiles home with the arrow keys or `w a s d` (each names the way a tile goes: the
//! arrow moves the tile that moves); `h` shows the next move of a shortest answer, `p` plays the
//! rest of one, board by board, `u` undoes, `n` draws a new board, `q` quits. The hints and the
//! played answers come from the solver itself: the `eight` binary beside this one, given the
//! board on its standard input.
//!
//! On a terminal, keys are read one at a time (`stty raw -echo`), and the terminal is put back as
//! it was on every way out: `q`, end of input, an error, Ctrl-C (read as a key in raw mode), a
//! panic. When standard input is not a terminal, each character of it is a key, so a game can be
//! scripted and tested; the screens are then printed one after another instead of in place.

use eight_kit::cli::{self, Arg, Error, Parsed, Parser, Program};
use eight_kit::{parse_boards, Board, Distances, Random, GOAL};
use std::io::{self, Read, Write};
use std::path::PathBuf;
use std::process::{Command, ExitCode, Stdio};
use std::time::Duration;

const USAGE: &str = "\
usage: play [--seed N | --depth D] [BOARD]

The 3x3 sliding puzzle in a terminal, with the solver as the coach. BOARD is nine cells,
1 to 8 and x for the gap, e.g. play \"8 6 7 2 5 4 3 x 1\"; without it a board is drawn at
random (--seed N, default 1), or exactly D moves from the goal (--depth D, 0 to 31).

Keys: arrows or w a s d slide a tile into the gap, the way the key points; h hint;
p play the rest of a shortest answer; u undo; n new board; q quit.
When standard input is not a terminal, each character of it is a key.
--help and --version go alone.
";

const PROGRAM: Program = Program { name: "play", usage: USAGE };

/// Where the game stands.
struct Game {
	board: Board,
	/// The boards before each move, for undo.
	history: Vec<Board>,
	/// The fewest moves from the board the game began with, and from the current one.
	fewest_at_start: usize,
	fewest_now: usize,
	message: String,
	random: Random,
	depth: Option<u8>,
	distances: Distances,
	solver: PathBuf,
}

/// A key, as read from the input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Key {
	/// A tile slides the way named: `u`, `d`, `l`, `r` for up, down, left, right.
	Tile(u8),
	Hint,
	Play,
	Undo,
	New,
	Quit,
	Other,
}

/// The blank's move (the solver's letter) when the tile next to it slides the way `tile` names.
fn blank_letter(tile: u8) -> u8 {
	match tile {
		b'u' => b'd',
		b'd' => b'u',
		b'l' => b'r',
		_ => b'l',
	}
}

fn tile_word(tile: u8) -> &'static str {
	match tile {
		b'u' => "up",
		b'd' => "down",
		b'l' => "left",
		_ => "right",
	}
}

impl Game {
	/// A game on `board`, or on one drawn from `random` (at `depth` moves, if given).
	fn new(
		board: Option<Board>,
		random: Random,
		depth: Option<u8>,
		solver: PathBuf,
	) -> io::Result<Game> {
		let distances = Distances::compute(&GOAL);
		let (history, message) = (Vec::new(), String::new());
		let mut game = Game {
			board: GOAL,
			history,
			fewest_at_start: 0,
			fewest_now: 0,
			message,
			random,
			depth,
			distances,
			solver,
		};
		match board {
			Some(board) => game.start(board)?,
			None => game.draw_new_board()?,
		}
		Ok(game)
	}

	fn start(&mut self, board: Board) -> io::Result<()> {
		self.board = board;
		self.history.clear();
		self.fewest_now = self.shortest()?.len();
		self.fewest_at_start = self.fewest_now;
		self.message = "Slide the tiles home: 1 2 3 / 4 5 6 / 7 8 and the gap.".to_string();
		Ok(())
	}

	/// A shortest answer from the current board, from the solver: the blank's moves.
	fn shortest(&self) -> io::Result<Vec<u8>> {
		let mut child = Command::new(&self.solver)
			.args(["--problem", "acwing179"])
			.stdin(Stdio::piped())
			.stdout(Stdio::piped())
			.stderr(Stdio::piped())
			.spawn()
			.map_err(|error| {
				io::Error::new(
					error.kind(),
					format!("cannot run {}: {error}", self.solver.display()),
				)
			})?;
		let board = eight_kit::Problem::AcWing179.format_board(&self.board);
		child.stdin.take().expect("stdin is piped").write_all(board.as_bytes())?;
		let output = child.wait_with_output()?;
		let answer = String::from_utf8_lossy(&output.stdout).trim_end().to_string();
		if !output.status.success() || answer.bytes().any(|letter| !b"udlr".contains(&letter)) {
			let said = String::from_utf8_lossy(&output.stderr);
			return Err(io::Error::new(
				io::ErrorKind::Other,
				format!("the solver answered {answer:?}: {said}"),
			));
		}
		Ok(answer.into_bytes())
	}

	fn draw_new_board(&mut self) -> io::Result<()> {
		let board = match self.depth {
			Some(depth) => {
				let at_depth = self.distances.boards_at(depth);
				at_depth[self.random.below(at_depth.len() as u64) as usize]
			}
			None => loop {
				let board = self.random.board();
				if self.distances.of(&board).is_some() {
					break board;
				}
			},
		};
		self.start(board)
	}

	/// Slides the tile that goes the way `tile` names, if there is one.
	fn slide(&mut self, tile: u8) -> io::Result<bool> {
		match eight_kit::slide(&self.board, blank_letter(tile)) {
			Some(next) => {
				self.history.push(self.board);
				self.board = next;
				self.fewest_now = self.shortest()?.len();
				self.message = if self.board == GOAL {
					format!(
						"Solved in {} moves; the fewest possible was {}. n for a new board, q to quit.",
						self.history.len(),
						self.fewest_at_start
					)
				} else {
					String::new()
				};
				Ok(true)
			}
			None => {
				self.message = format!("No tile can slide {} into the gap.", tile_word(tile));
				Ok(false)
			}
		}
	}

	/// The tile a blank's move brings into the gap, and the way it goes.
	fn described(&self, blank: u8) -> String {
		let gap = self.board.iter().position(|&cell| cell == 0).unwrap_or(0);
		let tile_cell = match blank {
			b'u' => gap.wrapping_sub(3),
			b'd' => gap + 3,
			b'l' => gap.wrapping_sub(1),
			_ => gap + 1,
		};
		let tile = self.board.get(tile_cell).copied().unwrap_or(0);
		format!("the {tile} slides {}", tile_word(blank_letter(blank)))
	}

	fn screen(&self) -> String {
		let mut screen = String::new();
		let status = if self.board == GOAL {
			"solved".to_string()
		} else {
			format!("fewest still needed {}", self.fewest_now)
		};
		screen += &format!("eight: moves {}   {status}\r\n", self.history.len());
		for row in self.board.chunks(3) {
			screen += "+---+---+---+\r\n";
			for &cell in row {
				screen += &match cell {
					0 => "|   ".to_string(),
					tile => format!("| {tile} "),
				};
			}
			screen += "|\r\n";
		}
		screen += "+---+---+---+\r\n";
		screen += "arrows or w a s d: slide a tile into the gap, the way the key points\r\n";
		screen += "h hint   p play the rest   u undo   n new board   q quit\r\n";
		screen += &format!("{}\r\n", self.message);
		screen
	}
}

/// Reads keys: one byte each, arrows as their escape sequences.
struct Keys<R> {
	input: R,
}

impl<R: Read> Keys<R> {
	fn byte(&mut self) -> io::Result<Option<u8>> {
		let mut byte = [0];
		loop {
			match self.input.read(&mut byte) {
				Ok(0) => return Ok(None),
				Ok(_) => return Ok(Some(byte[0])),
				Err(error) if error.kind() == io::ErrorKind::Interrupted => {}
				Err(error) => return Err(error),
			}
		}
	}

	fn next(&mut self) -> io::Result<Option<Key>> {
		let byte = match self.byte()? {
			Some(byte) => byte,
			None => return Ok(None),
		};
		Ok(Some(match byte {
			b'w' | b'W' => Key::Tile(b'u'),
			b's' | b'S' => Key::Tile(b'd'),
			b'a' | b'A' => Key::Tile(b'l'),
			b'd' | b'D' => Key::Tile(b'r'),
			b'h' | b'H' => Key::Hint,
			b'p' | b'P' => Key::Play,
			b'u' | b'U' => Key::Undo,
			b'n' | b'N' => Key::New,
			// q, Ctrl-C and Ctrl-D.
			b'q' | b'Q' | 3 | 4 => Key::Quit,
			// An arrow: ESC [ A (up), B (down), C (right), D (left); ESC O A in some terminals.
			0x1b => match (self.byte()?, self.byte()?) {
				(Some(b'[') | Some(b'O'), Some(b'A')) => Key::Tile(b'u'),
				(Some(b'[') | Some(b'O'), Some(b'B')) => Key::Tile(b'd'),
				(Some(b'[') | Some(b'O'), Some(b'C')) => Key::Tile(b'r'),
				(Some(b'[') | Some(b'O'), Some(b'D')) => Key::Tile(b'l'),
				_ => Key::Other,
			},
			_ => Key::Other,
		}))
	}
}

/// The terminal's settings as `stty -g` gives them, put back when dropped, however the game
/// ends. `None` when standard input is not a terminal.
struct Terminal(Option<String>);

impl Terminal {
	fn take() -> Terminal {
		let saved =
			Command::new("stty").arg("-g").stdin(Stdio::inherit()).stderr(Stdio::null()).output();
		let saved = saved.ok().filter(|saved| saved.status.success());
		let saved = saved.map(|saved| String::from_utf8_lossy(&saved.stdout).trim().to_string());
		if saved.is_some() {
			let _ = Command::new("stty").args(["raw", "-echo"]).stdin(Stdio::inherit()).status();
			// Hide the cursor while playing.
			let _ = io::stdout().write_all(b"\x1b[?25l");
		}
		Terminal(saved)
	}

	fn is_terminal(&self) -> bool {
		self.0.is_some()
	}
}

impl Drop for Terminal {
	fn drop(&mut self) {
		if let Some(saved) = &self.0 {
			let _ = Command::new("stty").arg(saved).stdin(Stdio::inherit()).status();
			let _ = io::stdout().write_all(b"\x1b[?25h");
			let _ = io::stdout().flush();
		}
	}
}

fn show(game: &Game, terminal: &Terminal) -> io::Result<()> {
	let mut stdout = io::stdout();
	if terminal.is_terminal() {
		// Home, clear the screen, draw.
		stdout.write_all(b"\x1b[H\x1b[2J")?;
	}
	stdout.write_all(game.screen().as_bytes())?;
	if !terminal.is_terminal() {
		stdout.write_all(b"\r\n")?;
	}
	stdout.flush()
}

fn play(mut game: Game, terminal: &Terminal) -> Result<(), Error> {
	let mut keys = Keys { input: io::stdin().lock() };
	show(&game, terminal).map_err(Error::Write)?;
	loop {
		let key = keys.next().map_err(|error| {
			Error::Read(format!("cannot read the keys from standard input: {error}"))
		})?;
		let key = match key {
			Some(key) => key,
			None => break,
		};
		play_key(&mut game, key, terminal)?;
		if key == Key::Quit {
			break;
		}
	}
	Ok(())
}

fn play_key(game: &mut Game, key: Key, terminal: &Terminal) -> Result<(), Error> {
	let solver = |error: io::Error| Error::Read(error.to_string());
	match key {
		Key::Quit | Key::Other => return Ok(()),
		Key::Tile(tile) => {
			game.slide(tile).map_err(solver)?;
		}
		Key::Undo => match game.history.pop() {
			Some(board) => {
				game.board = board;
				game.fewest_now = game.shortest().map_err(solver)?.len();
				game.message = "Undone.".to_string();
			}
			None => game.message = "Nothing to undo.".to_string(),
		},
		Key::Hint => {
			game.message = match game.shortest().map_err(solver)?.first() {
				Some(&blank) => format!("Hint: {}.", game.described(blank)),
				None => "Already solved.".to_string(),
			}
		}
		Key::Play => {
			for blank in game.shortest().map_err(solver)? {
				let tile = blank_letter(blank);
				game.slide(tile).map_err(solver)?;
				show(game, terminal).map_err(Error::Write)?;
				if terminal.is_terminal() {
					std::thread::sleep(Duration::from_millis(250));
				}
			}
			if game.board == GOAL && game.history.is_empty() {
				game.message = "Already solved.".to_string();
			}
			return Ok(());
		}
		Key::New => game.draw_new_board().map_err(solver)?,
	}
	show(game, terminal).map_err(Error::Write)
}

/// The solver, `eight`, beside this binary. `cargo run --bin play` builds this binary alone, so
/// when Cargo started it and the solver is missing, it builds the solver too.
fn solver() -> io::Result<PathBuf> {
	let beside = std::env::current_exe()?.with_file_name("eight");
	if let (false, Some(cargo)) = (beside.exists(), std::env::var_os("CARGO")) {
		let release = beside.parent().map_or(false, |folder| folder.ends_with("release"));
		let profile: &[&str] = if release { &["--release"] } else { &[] };
		let built = Command::new(cargo)
			.args(["build", "--quiet", "--bin", "eight"])
			.args(profile)
			.status()?;
		if !built.success() {
			return Err(io::Error::new(io::ErrorKind::Other, "cannot build the solver, eight"));
		}
	}
	Ok(beside)
}

/// What the command line asks for: the board to start from (or none, to draw one), and the
/// seed and depth for boards drawn.
struct Request {
	board: Option<Board>,
	seed: u64,
	depth: Option<u8>,
}

fn read_request(parser: &mut Parser) -> Result<Request, Error> {
	let mut request = Request { board: None, seed: 1, depth: None };
	let mut cells = Vec::new();
	while let Some(arg) = parser.next_arg()? {
		match arg {
			Arg::Option(name) if name == "--seed" => request.seed = parser.number()?,
			Arg::Option(name) if name == "--depth" => {
				let depth = parser.number()?;
				if depth > 31 {
					let why =
						format!("no board is {depth} moves from the goal: the farthest are 31");
					return Err(Error::Refused(why));
				}
				request.depth = Some(depth as u8);
			}
			Arg::Option(_) => return Err(parser.unknown()),
			Arg::Value(value) => {
				let value = value.to_str().ok_or_else(|| cli::unexpected(&value))?;
				cells.extend_from_slice(value.as_bytes());
				cells.push(b' ');
			}
		}
	}
	if cells.is_empty() {
		return Ok(request);
	}
	let boards = parse_boards(&cells).map_err(|why| Error::Usage(format!("the board: {why}")))?;
	match boards.as_slice() {
		[board] => {
			if Distances::compute(&GOAL).of(board).is_none() {
				return Err(Error::Refused("this board cannot reach the goal: its tiles, read row by row, have an odd number of inversions".to_string()));
			}
			request.board = Some(*board);
			Ok(request)
		}
		_ => Err(Error::Usage("give one board of nine cells".to_string())),
	}
}

fn run() -> Result<(), Error> {
	let Request { board, seed, depth } = match cli::parse(&PROGRAM, cli::arguments(), read_request)?
	{
		Parsed::Run(request) => request,
		Parsed::Print(text) => return cli::print(&text),
	};
	let failed = |error: io::Error| match error.kind() {
		io::ErrorKind::BrokenPipe => Error::Write(error),
		_ => Error::Read(error.to_string()),
	};
	let game = solver()
		.and_then(|solver| Game::new(board, Random::new(seed), depth, solver))
		.map_err(failed)?;
	let terminal = Terminal::take();
	let result = play(game, &terminal);
	drop(terminal);
	result
}

fn main() -> ExitCode {
	cli::finish("play", run(), |error| match error {
		Error::Usage(_) | Error::Refused(_) => 2,
		Error::Read(_) | Error::Write(_) => 1,
	})
}
