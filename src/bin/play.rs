//! `play`: the puzzle in a terminal, with the solver as the coach.
//!
//! Slide the tiles home with the arrow keys or `w a s d` (each names the way a tile goes: the
//! arrow moves the tile that moves); `h` shows the next move of a shortest answer, `p` plays the
//! rest of one, board by board (any key stops it), `u` undoes, `n` draws a new board, `q` quits.
//! The hints and the played answers come from the solver itself, the `eight` binary beside this
//! one, given the board on its standard input; each answer is checked against the kit's own
//! distances before it is shown, and a solver that does not answer in time is said to.
//!
//! On a terminal, keys are read as they come (`stty raw -echo`), escape sequences whole, and the
//! screen is drawn to fit the window, again whenever its size changes. The terminal is put back as
//! it was however the game ends: `q`, Ctrl-C, the end of input, an error, a panic, and a signal
//! too. No signal can be caught with the standard library alone, so a guardian, a small shell
//! started with the game, waits on a pipe from it: when the game is gone, however it went, the
//! pipe closes, and unless the game said it had put the terminal back itself, the guardian does.
//!
//! When standard input is not a terminal, each byte of it is a key, read in order, so that a game
//! can be scripted and tested; the screens are then printed one after another, whole, and `p`
//! plays its answer to the end before the next key is read.

use eight_kit::checker::counted;
use eight_kit::child::run_within;
use eight_kit::cli::{self, Arg, Error, Parsed, Parser, Program};
use eight_kit::random::fresh_seed;
use eight_kit::{
	blank, judge_answer, parse_boards, slide, Board, Distances, Problem, Random, GOAL,
};
use std::io::{self, Read, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, Command, ExitCode, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::{Duration, Instant};

const USAGE: &str = "\
usage: play [--seed N] [--depth D] [BOARD]

The 3x3 sliding puzzle in a terminal, with the solver as the coach. BOARD is nine cells,
1 to 8 and x for the gap, e.g. play \"8 6 7 2 5 4 3 x 1\"; without it a board is drawn at
random, a new seed each time unless --seed N is given. The seed is shown: --seed with it
draws that board again. --depth D (0 to 31) draws boards exactly D moves from the goal.

Keys: arrows or w a s d slide a tile into the gap, the way the key points; h hint;
p play the rest of a shortest answer (any key stops it); u undo; n new board; q quit.
When standard input is not a terminal, each byte of it is a key.
--help and --version go alone.
";

const PROGRAM: Program = Program { name: "play", usage: USAGE };

/// How long the solver may take to answer: it answers any board in milliseconds.
const SOLVER_DEADLINE: Duration = Duration::from_secs(5);

/// How long a board of `p`'s answer stays on the screen.
const PLAYBACK_STEP: Duration = Duration::from_millis(250);

/// How often the window's size is looked at while waiting for a key.
const SIZE_CHECK: Duration = Duration::from_millis(250);

/// The farthest any board is from the goal.
const FARTHEST: u64 = 31;

/// The solver, asked for shortest answers.
struct Solver {
	path: PathBuf,
}

impl Solver {
	/// The `eight` beside this binary, built if Cargo started this one without it.
	fn beside() -> Result<Solver, Error> {
		Ok(Solver { path: eight_kit::child::beside("eight").map_err(Error::Read)? })
	}

	/// A shortest answer from `board`, the blank's moves, checked against the kit's distances:
	/// legal, reaching the goal, and no longer than it must be. The error is what to tell.
	fn shortest(&self, board: &Board, distances: &Distances) -> Result<Vec<u8>, String> {
		let input = Problem::AcWing179.format_board(board);
		let arguments = ["--problem", "acwing179"];
		let output = run_within(&self.path, &arguments, input.as_bytes(), SOLVER_DEADLINE)
			.map_err(|error| format!("The solver {} cannot run: {error}.", self.path.display()))?
			.ok_or_else(|| {
				let seconds = SOLVER_DEADLINE.as_secs();
				format!("The solver did not answer within {seconds} s, and was stopped.")
			})?;
		let said = String::from_utf8_lossy(&output.stderr).trim().to_string();
		if !output.status.success() {
			return Err(format!("The solver failed ({}): {said}", output.status));
		}
		let text = String::from_utf8_lossy(&output.stdout);
		let answer = text.lines().next().unwrap_or_default().trim_end();
		judge_answer(Problem::AcWing179, board, answer.as_bytes(), distances)
			.map_err(|why| format!("The solver's answer {answer:?} is not right: {why}."))?;
		Ok(answer.as_bytes().to_vec())
	}
}

/// Where the game stands.
struct Game {
	board: Board,
	/// The boards before each move, for undo.
	history: Vec<Board>,
	/// What happened: the player's own moves, the moves undone, and the moves `p` played.
	made: u64,
	undone: u64,
	by_solver: u64,
	/// The fewest moves from the board the game began with.
	fewest_at_start: u8,
	message: String,
	/// The seed of the board, if it was drawn: `--seed` with it draws it again; and the seed of
	/// the board `n` draws.
	seed: Option<u64>,
	next_seed: u64,
	depth: Option<u8>,
	distances: Distances,
	solver: Solver,
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
	/// A key the game does not know: it does nothing.
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
	fn start(&mut self, board: Board, seed: Option<u64>) {
		self.board = board;
		self.seed = seed;
		self.history.clear();
		(self.made, self.undone, self.by_solver) = (0, 0, 0);
		self.fewest_at_start = self.fewest_now();
		self.message = "Slide the tiles home: 1 2 3 / 4 5 6 / 7 8 and the gap.".to_string();
	}

	/// The fewest moves left, from the kit's own distances: the solver is not asked for them.
	fn fewest_now(&self) -> u8 {
		self.distances.of(&self.board).unwrap_or(0)
	}

	/// A board drawn from `seed`: one that reaches the goal, or one `depth` moves from it.
	fn draw(&mut self, seed: u64) {
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
		self.start(board, Some(seed));
		self.next_seed = seed.wrapping_add(1);
	}

	/// Slides the tile that goes the way `tile` names, if there is one.
	fn slide(&mut self, tile: u8) -> bool {
		match slide(&self.board, blank_letter(tile)) {
			Some(next) => {
				self.history.push(self.board);
				self.board = next;
				self.message = String::new();
				true
			}
			None => {
				self.message = format!("No tile can slide {} into the gap.", tile_word(tile));
				false
			}
		}
	}

	/// After a move: if it solved the board, says so, and how.
	fn note_if_solved(&mut self) {
		if self.board != GOAL {
			return;
		}
		let fewest = self.fewest_at_start;
		self.message = if self.undone == 0 && self.by_solver == 0 {
			format!("Solved in {}; the fewest possible was {fewest}.", counted(self.made, "move"))
		} else {
			format!(
				"Solved: {} made, {} undone, {} by the solver; the fewest possible was {fewest}.",
				self.made, self.undone, self.by_solver
			)
		};
		self.message += " n for a new board, q to quit.";
	}

	/// The tile a blank's move brings into the gap, and the way it goes.
	fn described(&self, letter: u8) -> String {
		let gap = blank(&self.board);
		let tile_cell = match letter {
			b'u' => gap.wrapping_sub(3),
			b'd' => gap + 3,
			b'l' => gap.wrapping_sub(1),
			_ => gap + 1,
		};
		let tile = self.board.get(tile_cell).copied().unwrap_or(0);
		format!("the {tile} slides {}", tile_word(blank_letter(letter)))
	}

	/// The screen's parts, each a list of lines: the state of play, the board, the help, and
	/// the message.
	fn parts(&self) -> [Vec<String>; 4] {
		let left = if self.board == GOAL {
			"solved".to_string()
		} else {
			format!("fewest still needed {}", self.fewest_now())
		};
		let board = match self.seed {
			Some(seed) => format!("board of seed {seed}"),
			None => "your board".to_string(),
		};
		let status = vec![
			format!("eight: {board}   {left}"),
			format!(
				"made {}   undone {}   by the solver {}",
				self.made, self.undone, self.by_solver
			),
		];
		let mut grid = Vec::new();
		for row in self.board.chunks(3) {
			grid.push("+---+---+---+".to_string());
			let cells: Vec<String> = row
				.iter()
				.map(|&cell| if cell == 0 { "|   ".to_string() } else { format!("| {cell} ") })
				.collect();
			grid.push(cells.concat() + "|");
		}
		grid.push("+---+---+---+".to_string());
		let help = vec![
			"arrows or w a s d: slide a tile into the gap, the way the key points".to_string(),
			"h hint   p play the rest   u undo   n new board   q quit".to_string(),
		];
		[status, grid, help, vec![self.message.clone()]]
	}
}

/// A line broken at spaces into lines at most `width` characters long (a longer word is cut).
fn wrap(line: &str, width: usize) -> Vec<String> {
	let width = width.max(1);
	let mut lines: Vec<Vec<char>> = vec![Vec::new()];
	for word in line.split(' ') {
		let mut word: Vec<char> = word.chars().collect();
		let last = lines.last_mut().expect("there is a line");
		if !last.is_empty() && last.len() + 1 + word.len() <= width {
			last.push(' ');
		} else if !last.is_empty() {
			lines.push(Vec::new());
		}
		while lines.last().map_or(0, Vec::len) + word.len() > width {
			let last = lines.last_mut().expect("there is a line");
			let room = width - last.len();
			last.extend(word.drain(..room));
			lines.push(Vec::new());
		}
		lines.last_mut().expect("there is a line").extend(word);
	}
	lines.into_iter().map(|line| line.into_iter().collect()).collect()
}

/// The fewest columns the screen is drawn in: the board, and a few words beside it.
const NARROWEST: usize = 20;

/// The screen's lines for a window of `rows` by `columns`, or all of them when the size is not
/// known (not a terminal). Every line fits the width; the help goes first when rows are short,
/// and a window too small for the rest is asked plainly to be larger.
fn layout(parts: [Vec<String>; 4], size: Option<(usize, usize)>) -> Vec<String> {
	let (rows, columns) = match size {
		None => return parts.concat(),
		Some(size) => size,
	};
	let fit = |lines: &[String], width: usize| -> Vec<String> {
		lines.iter().flat_map(|line| wrap(line, width)).collect()
	};
	let [status, grid, help, message] = parts;
	let needed = |width: usize| fit(&status, width).len() + grid.len() + fit(&message, width).len();
	if columns >= NARROWEST {
		let (status, help, message) =
			(fit(&status, columns), fit(&help, columns), fit(&message, columns));
		if needed(columns) + help.len() <= rows {
			return [status, grid, help, message].concat();
		}
		if needed(columns) <= rows {
			return [status, grid, message].concat();
		}
	}
	let width = columns.max(NARROWEST);
	let ask = format!(
		"The window is {columns} columns by {rows} rows: make it at least {width} by {}, to play.",
		needed(width)
	);
	let mut lines = wrap(&ask, columns);
	lines.truncate(rows.max(1));
	lines
}

/// Reads keys: bytes from a thread that waits on the input, and escape sequences whole.
struct Keys {
	bytes: Receiver<io::Result<u8>>,
	/// A byte read past the end of the last key, to begin the next.
	pending: Option<u8>,
	/// Whether input is a terminal: then bytes that belong together come within a few
	/// milliseconds, and a lone Escape is known by the silence after it.
	terminal: bool,
	ended: bool,
}

/// What waiting for a key gave.
enum Input {
	Key(Key),
	/// The wait ended with no key.
	Nothing,
	/// The input is over.
	End,
}

impl Keys {
	fn new(terminal: bool) -> Keys {
		let (sender, bytes) = mpsc::channel();
		std::thread::spawn(move || {
			let (mut stdin, mut buffer) = (io::stdin().lock(), [0; 256]);
			loop {
				let read = match stdin.read(&mut buffer) {
					Ok(0) => return,
					Ok(read) => read,
					Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
					Err(error) => return drop(sender.send(Err(error))),
				};
				for &byte in &buffer[..read] {
					if sender.send(Ok(byte)).is_err() {
						return;
					}
				}
			}
		});
		Keys { bytes, pending: None, terminal, ended: false }
	}

	/// The next byte within `wait` (for ever when `None`), `Ok(None)` when none came or the
	/// input is over.
	fn byte(&mut self, wait: Option<Duration>) -> io::Result<Option<u8>> {
		if let Some(byte) = self.pending.take() {
			return Ok(Some(byte));
		}
		if self.ended {
			return Ok(None);
		}
		let received = match wait {
			None => self.bytes.recv().map_err(|_| RecvTimeoutError::Disconnected),
			Some(wait) => self.bytes.recv_timeout(wait),
		};
		match received {
			Ok(byte) => byte.map(Some),
			Err(RecvTimeoutError::Timeout) => Ok(None),
			Err(RecvTimeoutError::Disconnected) => {
				self.ended = true;
				Ok(None)
			}
		}
	}

	/// The next byte of a key begun: on a terminal, one that comes at once.
	fn following(&mut self) -> io::Result<Option<u8>> {
		let wait = if self.terminal { Some(Duration::from_millis(50)) } else { None };
		self.byte(wait)
	}

	/// The next key within `wait`, for ever when `None`.
	fn next(&mut self, wait: Option<Duration>) -> io::Result<Input> {
		let byte = match self.byte(wait)? {
			Some(byte) => byte,
			None if self.ended => return Ok(Input::End),
			None => return Ok(Input::Nothing),
		};
		let key = match byte {
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
			0x1b => self.escape()?,
			_ => Key::Other,
		};
		Ok(Input::Key(key))
	}

	/// The rest of a key that began with Escape. The arrows are `ESC [ A` to `ESC [ D` (up, down,
	/// right, left), or `ESC O A` to `ESC O D`; any other sequence, CSI with its parameters (an
	/// arrow with Ctrl or Shift, `ESC [ 1 ; 5 A`) or SS3, is read whole and does nothing, and so
	/// do Escape alone and Alt with a key (Escape and the key at once).
	fn escape(&mut self) -> io::Result<Key> {
		let arrow = |last: u8| match last {
			b'A' => Key::Tile(b'u'),
			b'B' => Key::Tile(b'd'),
			b'C' => Key::Tile(b'r'),
			b'D' => Key::Tile(b'l'),
			_ => Key::Other,
		};
		match self.following()? {
			Some(b'O') => Ok(self.following()?.map_or(Key::Other, arrow)),
			Some(b'[') => {
				// Parameters (0x30 to 0x3f), intermediates (0x20 to 0x2f), then a final byte.
				let mut parameters = Vec::new();
				loop {
					match self.following()? {
						Some(byte @ 0x20..=0x3f) if parameters.len() < 32 => parameters.push(byte),
						Some(last @ 0x40..=0x7e) if parameters.is_empty() || parameters == b"1" => {
							return Ok(arrow(last))
						}
						Some(0x40..=0x7e) | None => return Ok(Key::Other),
						// Not a sequence after all: that byte begins the next key.
						Some(byte) => {
							self.pending = Some(byte);
							return Ok(Key::Other);
						}
					}
				}
			}
			// Escape twice: the first alone does nothing, the second begins a key.
			Some(0x1b) => {
				self.pending = Some(0x1b);
				Ok(Key::Other)
			}
			// Escape and a key together is Alt and that key, and Escape alone: nothing.
			Some(_) | None => Ok(Key::Other),
		}
	}
}

/// The terminal, in raw mode while the game runs, and put back as `stty -g` saw it. `None` when
/// standard input is not a terminal.
struct Terminal {
	saved: Option<String>,
	/// The guardian, and the pipe it waits on.
	guardian: Option<(Child, ChildStdin)>,
}

/// The guardian: it ignores the signals that end a game (the window closing, Ctrl-\, a kill),
/// and waits on its standard input, a pipe from the game. If the pipe ends without the game's
/// word that all is put back, the game is gone, and the guardian puts the terminal back.
const GUARDIAN: &str = "trap '' HUP INT QUIT TERM; read -r word; \
	[ \"$word\" = back ] || { stty \"$1\" </dev/tty; printf '\\033[?25h\\r\\n' >/dev/tty; } 2>/dev/null";

impl Terminal {
	fn take() -> Terminal {
		let saved =
			Command::new("stty").arg("-g").stdin(Stdio::inherit()).stderr(Stdio::null()).output();
		let saved = saved.ok().filter(|saved| saved.status.success());
		let saved = saved.map(|saved| String::from_utf8_lossy(&saved.stdout).trim().to_string());
		let guardian = saved.as_ref().and_then(|saved| {
			let mut guardian = Command::new("/bin/sh")
				.args(["-c", GUARDIAN, "play-guardian", saved])
				.stdin(Stdio::piped())
				.stdout(Stdio::null())
				.stderr(Stdio::null())
				.spawn()
				.ok()?;
			let pipe = guardian.stdin.take()?;
			Some((guardian, pipe))
		});
		if saved.is_some() {
			let _ = Command::new("stty").args(["raw", "-echo"]).stdin(Stdio::inherit()).status();
			// Hide the cursor while playing.
			let _ = io::stdout().write_all(b"\x1b[?25l");
		}
		Terminal { saved, guardian }
	}

	fn is_terminal(&self) -> bool {
		self.saved.is_some()
	}

	/// The window's rows and columns, as `stty size` gives them.
	fn size(&self) -> Option<(usize, usize)> {
		self.saved.as_ref()?;
		let size = Command::new("stty").arg("size").stdin(Stdio::inherit()).output().ok()?;
		let size = String::from_utf8_lossy(&size.stdout).into_owned();
		let mut numbers = size.split_whitespace().map(|number| number.parse().ok());
		match (numbers.next()??, numbers.next()??) {
			(0, _) | (_, 0) => None,
			size => Some(size),
		}
	}
}

impl Drop for Terminal {
	fn drop(&mut self) {
		if let Some(saved) = &self.saved {
			let _ = Command::new("stty").arg(saved).stdin(Stdio::inherit()).status();
			let _ = io::stdout().write_all(b"\x1b[?25h\r\n");
			let _ = io::stdout().flush();
		}
		if let Some((mut guardian, mut pipe)) = self.guardian.take() {
			let _ = pipe.write_all(b"back\n");
			drop(pipe);
			let _ = guardian.wait();
		}
	}
}

/// Draws the game: in place, fitted to the window, on a terminal; else whole, after the last.
struct Screen {
	size: Option<(usize, usize)>,
}

impl Screen {
	fn show(&mut self, game: &Game, terminal: &Terminal) -> Result<(), Error> {
		self.size = terminal.size();
		let lines = layout(game.parts(), self.size);
		let mut stdout = io::stdout();
		let text = if terminal.is_terminal() {
			// Home, clear the screen, draw; no newline after the last line, which could scroll.
			format!("\x1b[H\x1b[2J{}", lines.join("\r\n"))
		} else {
			lines.join("\r\n") + "\r\n\r\n"
		};
		stdout.write_all(text.as_bytes()).and_then(|()| stdout.flush()).map_err(Error::Write)
	}
}

/// A failure to read the keys, as the game says it.
fn unreadable(error: io::Error) -> Error {
	Error::Read(format!("cannot read the keys from standard input: {error}"))
}

/// Plays keys until `q` or the end of the input.
fn play(mut game: Game, terminal: &Terminal) -> Result<(), Error> {
	let mut keys = Keys::new(terminal.is_terminal());
	let mut screen = Screen { size: None };
	screen.show(&game, terminal)?;
	let wait = if terminal.is_terminal() { Some(SIZE_CHECK) } else { None };
	loop {
		let key = match keys.next(wait).map_err(unreadable)? {
			Input::End => return Ok(()),
			// No key yet: redraw if the window changed.
			Input::Nothing => {
				if terminal.size() != screen.size {
					screen.show(&game, terminal)?;
				}
				continue;
			}
			Input::Key(Key::Quit) => return Ok(()),
			Input::Key(Key::Other) => continue,
			Input::Key(key) => key,
		};
		match key {
			Key::Tile(tile) => {
				if game.slide(tile) {
					game.made += 1;
					game.note_if_solved();
				}
			}
			Key::Undo => match game.history.pop() {
				Some(board) => {
					game.board = board;
					game.undone += 1;
					game.message = "Undone.".to_string();
				}
				None => game.message = "Nothing to undo.".to_string(),
			},
			Key::Hint => {
				game.message = match game.solver.shortest(&game.board, &game.distances) {
					Ok(answer) => match answer.first() {
						Some(&letter) => format!("Hint: {}.", game.described(letter)),
						None => "Already solved.".to_string(),
					},
					Err(why) => why,
				}
			}
			Key::Play => {
				if play_the_rest(&mut game, terminal, &mut keys, &mut screen)? {
					return Ok(());
				}
			}
			Key::New => game.draw(game.next_seed),
			// Taken above: they draw nothing.
			Key::Quit | Key::Other => {}
		}
		screen.show(&game, terminal)?;
	}
}

/// `p`: the solver's answer, a board at a time; on a terminal, any key stops it. `true` when
/// that key was one that quits.
fn play_the_rest(
	game: &mut Game,
	terminal: &Terminal,
	keys: &mut Keys,
	screen: &mut Screen,
) -> Result<bool, Error> {
	let answer = match game.solver.shortest(&game.board, &game.distances) {
		Ok(answer) => answer,
		Err(why) => {
			game.message = why;
			return Ok(false);
		}
	};
	if answer.is_empty() {
		game.message = "Already solved.".to_string();
	}
	for letter in answer {
		game.slide(blank_letter(letter));
		game.by_solver += 1;
		game.message = format!("The solver plays: {} to go.", game.fewest_now());
		game.note_if_solved();
		if game.board == GOAL {
			break;
		}
		screen.show(game, terminal)?;
		if !terminal.is_terminal() {
			continue;
		}
		let shown = Instant::now();
		while let Some(left) = PLAYBACK_STEP.checked_sub(shown.elapsed()) {
			match keys.next(Some(left)).map_err(unreadable)? {
				Input::Nothing => {}
				Input::End | Input::Key(Key::Quit) => return Ok(true),
				Input::Key(_) => {
					game.message = format!("Stopped: {} to go.", game.fewest_now());
					return Ok(false);
				}
			}
		}
	}
	Ok(false)
}

/// What the command line asks for: the board to start from (or none, to draw one), and the
/// seed and depth for boards drawn.
struct Request {
	board: Option<Board>,
	seed: Option<u64>,
	depth: Option<u8>,
}

fn read_request(parser: &mut Parser) -> Result<Request, Error> {
	let mut request = Request { board: None, seed: None, depth: None };
	let mut cells = Vec::new();
	while let Some(arg) = parser.next_arg()? {
		match arg {
			Arg::Option(name) if name == "--seed" => request.seed = Some(parser.number()?),
			Arg::Option(name) if name == "--depth" => {
				let depth = parser.number()?;
				if depth > FARTHEST {
					let why = format!(
						"no board is {depth} moves from the goal: the farthest are {FARTHEST}"
					);
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
			request.board = Some(*board);
			Ok(request)
		}
		_ => Err(Error::Usage("give one board of nine cells".to_string())),
	}
}

fn run() -> Result<(), Error> {
	let request = match cli::parse(&PROGRAM, cli::arguments(), read_request)? {
		Parsed::Run(request) => request,
		Parsed::Print(text) => return cli::print(&text),
	};
	cli::streams_usable(true, true)?;
	let distances = Distances::compute(&GOAL);
	if let Some(board) = request.board {
		if distances.of(&board).is_none() {
			return Err(Error::Refused(
				"this board cannot reach the goal: its tiles, read row by row, have an odd number of inversions"
					.to_string(),
			));
		}
	}
	let solver = Solver::beside()?;
	let mut game = Game {
		board: GOAL,
		history: Vec::new(),
		made: 0,
		undone: 0,
		by_solver: 0,
		fewest_at_start: 0,
		message: String::new(),
		seed: None,
		next_seed: request.seed.unwrap_or_else(fresh_seed),
		depth: request.depth,
		distances,
		solver,
	};
	match request.board {
		Some(board) => game.start(board, None),
		None => game.draw(game.next_seed),
	}
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
