//! The kit around the solver: what the checker (`check`), the generator (`gen`), the benchmarks
//! and the tests share.
//!
//! It shares no code with `src/main.rs`, and the solver never uses it, so a bug in the solver
//! cannot hide in its judge. The two are written differently on purpose: boards here are plain
//! arrays of cells, indexed by their rank among all 9! permutations; distances come from one
//! breadth-first search from the goal; and nothing here relies on the parity rule: a board is
//! unsolvable exactly when that search never reaches it.

use std::ffi::{OsStr, OsString};
use std::fmt;
use std::io::{self, BufRead, Read, Write};
use std::process::{Command, ExitCode, Output, Stdio};
use std::time::{Duration, Instant};

/// A board cell by cell in reading order: `0` is the blank, `1..=8` the tiles.
pub type Board = [u8; 9];

/// `1 2 3 / 4 5 6 / 7 8 x`, AcWing's goal.
pub const GOAL: Board = [1, 2, 3, 4, 5, 6, 7, 8, 0];

/// The number of boards, 9!.
pub const BOARDS: usize = 362_880;

/// The number of boards that reach a goal.
pub const SOLVABLE: usize = BOARDS / 2;

/// The problems the solver answers, as the judges pose them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Problem {
	/// AcWing 179: cells with `x` the blank; the shortest moves, or `unsolvable`.
	AcWing179,
	/// AcWing 845: the same boards; the number of moves, or `-1`.
	AcWing845,
	/// Luogu P1379: nine glued digits with `0` the blank, goal `1 2 3 / 8 0 4 / 7 6 5`; the
	/// number of moves (the statement promises a solvable board; the solver prints `-1` else).
	Luogu1379,
}

impl Problem {
	pub const ALL: [Problem; 3] = [Problem::AcWing179, Problem::AcWing845, Problem::Luogu1379];

	pub fn name(self) -> &'static str {
		match self {
			Problem::AcWing179 => "acwing179",
			Problem::AcWing845 => "acwing845",
			Problem::Luogu1379 => "luogu1379",
		}
	}

	pub fn named(name: &str) -> Result<Problem, String> {
		let found = Problem::ALL.iter().find(|problem| problem.name() == name);
		found.copied().ok_or_else(|| {
			format!("unknown problem '{name}': the names are acwing179, acwing845 and luogu1379")
		})
	}

	pub fn goal(self) -> Board {
		match self {
			Problem::AcWing179 | Problem::AcWing845 => GOAL,
			Problem::Luogu1379 => [1, 2, 3, 8, 0, 4, 7, 6, 5],
		}
	}

	/// Whether an answer is the moves themselves, or their number.
	pub fn prints_moves(self) -> bool {
		self == Problem::AcWing179
	}

	/// A board in the problem's input format: `2 3 4 1 5 x 7 6 8`, or Luogu's `283104765`.
	pub fn format_board(self, board: &Board) -> String {
		let cells = board.iter().map(|&cell| match (cell, self) {
			(0, Problem::Luogu1379) => "0".to_string(),
			(0, _) => "x".to_string(),
			(tile, _) => tile.to_string(),
		});
		let cells: Vec<String> = cells.collect();
		cells.join(if self == Problem::Luogu1379 { "" } else { " " })
	}
}

const FACTORIAL: [usize; 9] = [1, 1, 2, 6, 24, 120, 720, 5_040, 40_320];

/// The board's rank among all 9! permutations (its Lehmer code), in `0..BOARDS`.
pub fn index(board: &Board) -> usize {
	let mut index = 0;
	for (i, &value) in board.iter().enumerate() {
		let smaller_later = board[i + 1..].iter().filter(|&&later| later < value).count();
		index += smaller_later * FACTORIAL[8 - i];
	}
	index
}

/// The board of a given [`index`].
pub fn board_at(mut index: usize) -> Board {
	let mut unused: Vec<u8> = (0..9).collect();
	let mut board = [0; 9];
	for (i, cell) in board.iter_mut().enumerate() {
		let weight = FACTORIAL[8 - i];
		*cell = unused.remove(index / weight);
		index %= weight;
	}
	board
}

/// The board after moving the blank the way `letter` (`u`, `d`, `l` or `r`) says, or `None`
/// when that would leave the board.
pub fn slide(board: &Board, letter: u8) -> Option<Board> {
	let blank = board.iter().position(|&cell| cell == 0)?;
	let (row, column) = (blank / 3, blank % 3);
	let target = match letter {
		b'u' if row > 0 => blank - 3,
		b'd' if row < 2 => blank + 3,
		b'l' if column > 0 => blank - 1,
		b'r' if column < 2 => blank + 1,
		_ => return None,
	};
	let mut next = *board;
	next.swap(blank, target);
	Some(next)
}

/// Every board's fewest moves to one goal, from one breadth-first search from the goal (moves
/// can be undone, so the distance from the goal is the distance to it).
pub struct Distances {
	by_index: Vec<u8>,
}

impl Distances {
	const UNREACHED: u8 = u8::MAX;

	pub fn compute(goal: &Board) -> Distances {
		let mut by_index = vec![Self::UNREACHED; BOARDS];
		let mut queue = std::collections::VecDeque::from([*goal]);
		by_index[index(goal)] = 0;
		while let Some(board) = queue.pop_front() {
			let next_distance = by_index[index(&board)] + 1;
			for letter in *b"udlr" {
				if let Some(next) = slide(&board, letter) {
					let slot = &mut by_index[index(&next)];
					if *slot == Self::UNREACHED {
						*slot = next_distance;
						queue.push_back(next);
					}
				}
			}
		}
		Distances { by_index }
	}

	/// The fewest moves from `board` to the goal, or `None` if it never gets there.
	pub fn of(&self, board: &Board) -> Option<u8> {
		Some(self.by_index[index(board)]).filter(|&distance| distance != Self::UNREACHED)
	}

	/// Every board at exactly `distance` moves, in order of [`index`].
	pub fn boards_at(&self, distance: u8) -> Vec<Board> {
		let indices = (0..BOARDS).filter(|&i| self.by_index[i] == distance);
		indices.map(board_at).collect()
	}

	/// Every board that reaches the goal, in order of [`index`], one at a time.
	pub fn solvable_boards(&self) -> impl Iterator<Item = Board> + '_ {
		let indices = (0..BOARDS).filter(move |&i| self.by_index[i] != Self::UNREACHED);
		indices.map(board_at)
	}
}

/// A board as AcWing's input writes it, one case per line: `2 3 4 1 5 x 7 6 8`.
pub fn format_board(board: &Board) -> String {
	Problem::AcWing179.format_board(board)
}

/// Reads the solver's input format: cells `1`..`8` and `x`, `X` or `0` for the blank,
/// separated by any whitespace or none, nine to a case. The error names the case.
pub fn parse_boards(text: &[u8]) -> Result<Vec<Board>, String> {
	let mut boards = Vec::new();
	let mut cells = Vec::with_capacity(9);
	for &byte in text {
		if byte.is_ascii_whitespace() || byte == 0x0b {
			continue;
		}
		let cell = match byte {
			b'1'..=b'8' => byte - b'0',
			b'x' | b'X' | b'0' => 0,
			_ => {
				let case = boards.len() + 1;
				return Err(format!("case {case}: {} is not a cell", show_byte(byte)));
			}
		};
		cells.push(cell);
		if cells.len() == 9 {
			let mut sorted = cells.clone();
			sorted.sort_unstable();
			if sorted != [0, 1, 2, 3, 4, 5, 6, 7, 8] {
				let case = boards.len() + 1;
				return Err(format!("case {case}: the cells are not 1 to 8 and one blank"));
			}
			let mut board = [0; 9];
			board.copy_from_slice(&cells);
			boards.push(board);
			cells.clear();
		}
	}
	if !cells.is_empty() {
		let case = boards.len() + 1;
		return Err(format!("case {case}: only {} of 9 cells", cells.len()));
	}
	Ok(boards)
}

fn show_byte(byte: u8) -> String {
	if byte.is_ascii_graphic() {
		format!("'{}'", byte as char)
	} else {
		format!("byte 0x{byte:02x}")
	}
}

/// What is wrong with an output, in testlib's terms.
#[derive(Debug, PartialEq, Eq)]
pub enum Rejection {
	/// Well formed, but not a right answer (testlib's WA, exit 1).
	Wrong(String),
	/// Not an answer at all: a line that is no answer, or lines missing or extra (testlib's PE,
	/// exit 2).
	Malformed(String),
	/// The output could not be read (the checker's own failure, exit 3).
	Unreadable(String),
}

impl Rejection {
	/// The checker's exit status for this rejection.
	pub fn exit_code(&self) -> u8 {
		match self {
			Rejection::Wrong(_) => 1,
			Rejection::Malformed(_) => 2,
			Rejection::Unreadable(_) => 3,
		}
	}

	fn in_case(self, case: usize) -> Rejection {
		match self {
			Rejection::Wrong(why) => Rejection::Wrong(format!("case {case}: {why}")),
			Rejection::Malformed(why) => Rejection::Malformed(format!("case {case}: {why}")),
			unreadable => unreadable,
		}
	}
}

impl fmt::Display for Rejection {
	fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
		match self {
			Rejection::Wrong(why) | Rejection::Malformed(why) | Rejection::Unreadable(why) => {
				f.write_str(why)
			}
		}
	}
}

/// The longest line an answer can be, trailing spaces and all: 31 moves, or `unsolvable`, with
/// room to spare. A longer line is wrong without reading the rest of it.
pub const LONGEST_LINE: usize = 64;

/// One line of an output.
#[derive(Debug, PartialEq, Eq)]
pub enum Line {
	/// The line, without its newline and without spaces, tabs or a CR at its end.
	Text(Vec<u8>),
	/// A line longer than [`LONGEST_LINE`]: the rest of it is not read.
	TooLong,
}

/// Reads an output one line at a time, keeping at most [`LONGEST_LINE`] bytes of it, so that
/// memory and time stay bounded by what an answer can be, whatever the output holds.
pub struct Lines<R> {
	reader: R,
	/// Lines read so far.
	pub count: usize,
	/// Whether the last line was too long, and the rest of it is to be passed over.
	skipping: bool,
}

impl<R: BufRead> Lines<R> {
	pub fn new(reader: R) -> Lines<R> {
		Lines { reader, count: 0, skipping: false }
	}

	/// The next line, or `None` at the end. A last line with no newline is a line if it holds
	/// anything: a final newline is optional.
	pub fn next_line(&mut self) -> io::Result<Option<Line>> {
		while self.skipping {
			let chunk = self.reader.fill_buf()?;
			let newline = chunk.iter().position(|&byte| byte == b'\n');
			self.skipping = newline.is_none() && !chunk.is_empty();
			let used = newline.map_or(chunk.len(), |at| at + 1);
			self.reader.consume(used);
		}
		let mut line = Vec::new();
		let mut ended = false;
		loop {
			let chunk = match self.reader.fill_buf() {
				Ok(chunk) => chunk,
				Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
				Err(error) => return Err(error),
			};
			if chunk.is_empty() {
				break;
			}
			let (used, newline) = match chunk.iter().position(|&byte| byte == b'\n') {
				Some(at) => (at + 1, true),
				None => (chunk.len(), false),
			};
			let text = &chunk[..used - usize::from(newline)];
			if line.len() + text.len() > LONGEST_LINE {
				self.count += 1;
				self.skipping = true;
				return Ok(Some(Line::TooLong));
			}
			line.extend_from_slice(text);
			self.reader.consume(used);
			if newline {
				ended = true;
				break;
			}
		}
		if !ended && line.is_empty() {
			return Ok(None);
		}
		self.count += 1;
		let end = line.iter().rposition(|&byte| !matches!(byte, b'\r' | b' ' | b'\t'));
		line.truncate(end.map_or(0, |last| last + 1));
		Ok(Some(Line::Text(line)))
	}
}

/// Judges one answer line for one board: `Ok` when it is right for `problem`. For moves: legal
/// moves that reach the goal in the fewest moves there are, or `unsolvable` exactly for a board
/// that never reaches it. For a count: that fewest number, or `-1`.
pub fn judge_answer(
	problem: Problem,
	board: &Board,
	line: &[u8],
	distances: &Distances,
) -> Result<(), Rejection> {
	let shortest = distances.of(board);
	let shown = || String::from_utf8_lossy(line).into_owned();
	if !problem.prints_moves() {
		let counted = std::str::from_utf8(line).ok().and_then(|text| text.parse::<i64>().ok());
		let counted =
			match counted.filter(|_| line.iter().all(|&b| b == b'-' || b.is_ascii_digit())) {
				Some(counted) => counted,
				None => {
					let why = format!("{:?}: a line is the number of moves, or -1", shown());
					return Err(Rejection::Malformed(why));
				}
			};
		let right = shortest.map_or(-1, i64::from);
		return match counted == right {
			true => Ok(()),
			false if right == -1 => {
				Err(Rejection::Wrong(format!("{counted}, but the board is unsolvable")))
			}
			false => Err(Rejection::Wrong(format!("{counted}, but the fewest moves are {right}"))),
		};
	}
	if line == b"unsolvable" {
		return match shortest {
			None => Ok(()),
			Some(moves) => Err(Rejection::Wrong(format!(
				"'unsolvable', but the board is solved in {moves} moves"
			))),
		};
	}
	if let Some(&byte) = line.iter().find(|byte| !b"udlr".contains(byte)) {
		return Err(Rejection::Malformed(format!(
			"{} in {:?}: a line is 'unsolvable' or moves u, d, l, r",
			show_byte(byte),
			shown()
		)));
	}
	let shortest = match shortest {
		Some(shortest) => shortest,
		None => return Err(Rejection::Wrong("board is unsolvable".to_string())),
	};
	let mut current = *board;
	for (number, &letter) in line.iter().enumerate() {
		current = slide(&current, letter).ok_or_else(|| {
			let number = number + 1;
			Rejection::Wrong(format!("move {number} ({}) leaves the board", letter as char))
		})?;
	}
	if current != problem.goal() {
		return Err(Rejection::Wrong(format!(
			"the {} moves end on {}, not on the goal",
			line.len(),
			format_board(&current)
		)));
	}
	if line.len() != usize::from(shortest) {
		return Err(Rejection::Wrong(format!("{} moves, shortest is {shortest}", line.len())));
	}
	Ok(())
}

/// Judges a whole output, read as a stream, against its input's boards, one line per board.
///
/// The rule for the end, as testlib's line checkers have it: a final newline is optional, and
/// blank lines after the last case are ignored; a line missing at the end counts as an empty
/// line, which is right only for a board already solved. The error names the first bad case.
pub fn judge_output(
	problem: Problem,
	boards: &[Board],
	output: impl BufRead,
	distances: &Distances,
) -> Result<(), Rejection> {
	let mut lines = Lines::new(output);
	let unreadable = |error: io::Error| Rejection::Unreadable(format!("cannot read: {error}"));
	let too_long = |number: usize| {
		Rejection::Malformed(format!(
			"line {number} is longer than any answer ({LONGEST_LINE} bytes)"
		))
	};
	for (number, board) in boards.iter().enumerate() {
		let case = number + 1;
		let line = match lines.next_line().map_err(unreadable)? {
			Some(Line::Text(line)) => line,
			Some(Line::TooLong) => return Err(too_long(lines.count).in_case(case)),
			None if distances.of(board) == Some(0) && problem.prints_moves() => Vec::new(),
			None => {
				return Err(Rejection::Malformed(format!(
					"case {case}: no line (the output has {} lines for {} cases)",
					lines.count,
					boards.len()
				)))
			}
		};
		judge_answer(problem, board, &line, distances).map_err(|why| why.in_case(case))?;
	}
	loop {
		match lines.next_line().map_err(unreadable)? {
			None => return Ok(()),
			Some(Line::Text(line)) if line.is_empty() => {}
			Some(_) => {
				return Err(Rejection::Malformed(format!(
					"line {} after the last case (there are {} cases)",
					lines.count,
					boards.len()
				)))
			}
		}
	}
}

/// The lines of a whole output in memory, by the rules of [`Lines`] (longer lines cut short).
pub fn output_lines(output: &[u8]) -> Vec<Vec<u8>> {
	let mut lines = Lines::new(output);
	let mut all = Vec::new();
	while let Ok(Some(line)) = lines.next_line() {
		all.push(match line {
			Line::Text(text) => text,
			Line::TooLong => b"(too long)".to_vec(),
		});
	}
	all
}

/// The command line's arguments. One that is not UTF-8 is kept as it is, for file names.
pub fn arguments() -> Vec<OsString> {
	std::env::args_os().skip(1).collect()
}

/// An argument as text, or the message for one that is not UTF-8.
pub fn text(argument: &OsStr) -> Result<&str, String> {
	argument.to_str().ok_or_else(|| format!("the argument {argument:?} is not UTF-8 (try --help)"))
}

/// Rust puts /dev/null, open for reading too, on a standard descriptor it finds closed (`gen
/// >&-`): what is written there is lost. A /dev/null the shell opened for output cannot be read.
pub fn stdout_is_open() -> io::Result<()> {
	#[cfg(unix)]
	{
		use std::os::unix::{fs::MetadataExt, io::AsFd};
		let mut stdout = std::fs::File::from(io::stdout().as_fd().try_clone_to_owned()?);
		let rdev = stdout.metadata().map_or(0, |meta| meta.rdev());
		let null = std::fs::metadata("/dev/null").map_or(false, |null| null.rdev() == rdev);
		if rdev != 0 && null && stdout.read(&mut [0]).is_ok() {
			return Err(io::Error::new(io::ErrorKind::Other, "standard output is closed"));
		}
	}
	Ok(())
}

/// How a kit binary ends after writing to standard output: a reader that went away (`gen |
/// head -1`) is a normal end; any other failure to write is exit 1 with a message.
pub fn finish_writing(program: &str, written: io::Result<()>) -> ExitCode {
	match written {
		Ok(()) => ExitCode::SUCCESS,
		Err(error) if error.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
		Err(error) => {
			let _ = writeln!(io::stderr(), "{program}: cannot write the output: {error}");
			ExitCode::from(1)
		}
	}
}

/// Writes `text` to standard output, and ends as [`finish_writing`] says.
pub fn print(program: &str, text: &str) -> ExitCode {
	let mut stdout = io::stdout();
	let written = stdout_is_open()
		.and_then(|()| stdout.write_all(text.as_bytes()))
		.and_then(|()| stdout.flush());
	finish_writing(program, written)
}

/// Runs `program` with `arguments` and `input` on its standard input, and collects what it
/// writes. The input goes in from another thread, so that a full output pipe cannot stall it.
pub fn run_with_input(
	program: impl AsRef<OsStr>,
	arguments: &[&str],
	input: &[u8],
) -> io::Result<Output> {
	run_within(program, arguments, input, Duration::from_secs(600))?
		.ok_or_else(|| io::Error::new(io::ErrorKind::TimedOut, "no end within ten minutes"))
}

/// As [`run_with_input`], but a program still running after `deadline` is killed, and `None`
/// says so: a hang fails the test that waits, rather than hanging it.
pub fn run_within(
	program: impl AsRef<OsStr>,
	arguments: &[&str],
	input: &[u8],
	deadline: Duration,
) -> io::Result<Option<Output>> {
	let mut child = Command::new(program)
		.args(arguments)
		.stdin(Stdio::piped())
		.stdout(Stdio::piped())
		.stderr(Stdio::piped())
		.spawn()?;
	let mut stdin = child.stdin.take().expect("stdin is piped");
	let input = input.to_vec();
	// A program may stop reading early (bad input): that is its answer, not a failure here.
	let writer = std::thread::spawn(move || {
		let _ = stdin.write_all(&input);
	});
	let read_all = |mut stream: Box<dyn Read + Send>| {
		std::thread::spawn(move || {
			let mut bytes = Vec::new();
			let _ = stream.read_to_end(&mut bytes);
			bytes
		})
	};
	let stdout = read_all(Box::new(child.stdout.take().expect("stdout is piped")));
	let stderr = read_all(Box::new(child.stderr.take().expect("stderr is piped")));
	let started = Instant::now();
	let status = loop {
		if let Some(status) = child.try_wait()? {
			break Some(status);
		}
		if started.elapsed() > deadline {
			let _ = child.kill();
			let _ = child.wait();
			break None;
		}
		std::thread::sleep(Duration::from_millis(2));
	};
	let _ = writer.join();
	let (stdout, stderr) = (stdout.join().unwrap_or_default(), stderr.join().unwrap_or_default());
	Ok(status.map(|status| Output { status, stdout, stderr }))
}

/// A small seeded generator (SplitMix64), so that a seed gives the same boards everywhere.
pub struct Random {
	state: u64,
}

impl Random {
	pub fn new(seed: u64) -> Random {
		Random { state: seed }
	}

	pub fn next_u64(&mut self) -> u64 {
		self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
		let mut z = self.state;
		z = (z ^ z >> 30).wrapping_mul(0xbf58_476d_1ce4_e5b9);
		z = (z ^ z >> 27).wrapping_mul(0x94d0_49bb_1331_11eb);
		z ^ z >> 31
	}

	/// A number in `0..bound`, every one equally likely.
	pub fn below(&mut self, bound: u64) -> u64 {
		let limit = u64::MAX - u64::MAX % bound;
		loop {
			let x = self.next_u64();
			if x < limit {
				return x % bound;
			}
		}
	}

	/// A board drawn uniformly from all 9!.
	pub fn board(&mut self) -> Board {
		let mut board = GOAL;
		for i in (1..9).rev() {
			let j = self.below(i as u64 + 1) as usize;
			board.swap(i, j);
		}
		board
	}
}

#[cfg(test)]
mod tests {
	use super::*;

	#[test]
	fn index_and_board_at_are_inverse() {
		for i in (0..BOARDS).step_by(97) {
			assert_eq!(index(&board_at(i)), i);
		}
		assert_eq!(index(&[0, 1, 2, 3, 4, 5, 6, 7, 8]), 0);
		assert_eq!(index(&[8, 7, 6, 5, 4, 3, 2, 1, 0]), BOARDS - 1);
	}

	#[test]
	fn breadth_first_search_reaches_half_the_boards_at_most_31_moves_away() {
		let distances = Distances::compute(&GOAL);
		assert_eq!(distances.solvable_boards().count(), SOLVABLE);
		assert_eq!(distances.of(&GOAL), Some(0));
		assert_eq!(distances.of(&[1, 2, 3, 4, 5, 6, 8, 7, 0]), None);
		assert_eq!(distances.boards_at(31).len(), 2);
		assert!(distances.boards_at(32).is_empty());
		// Luogu's goal, the blank in the centre, is of the other parity.
		let luogu = Distances::compute(&Problem::Luogu1379.goal());
		assert_eq!(luogu.of(&GOAL), None);
		assert_eq!(luogu.of(&[2, 8, 3, 1, 0, 4, 7, 6, 5]), Some(4));
		assert_eq!(luogu.solvable_boards().count(), SOLVABLE);
	}

	#[test]
	fn lines_are_bounded_and_end_as_testlib_reads_them() {
		let lines = |output: &[u8]| output_lines(output);
		assert!(lines(b"").is_empty());
		assert_eq!(lines(b"\n"), [b"".to_vec()]);
		assert_eq!(lines(b"ur \r\nunsolvable"), [b"ur".to_vec(), b"unsolvable".to_vec()]);
		assert_eq!(lines(b"\n\n"), [b"".to_vec(), b"".to_vec()]);
		let long = [b'l'; 1000];
		assert_eq!(lines(&long), [b"(too long)".to_vec()]);
		let long_then_short = [&long[..], b"\nud\n"].concat();
		assert_eq!(lines(&long_then_short), [b"(too long)".to_vec(), b"ud".to_vec()]);
		let mut reader = Lines::new(&long[..]);
		assert_eq!(reader.next_line().expect("read"), Some(Line::TooLong));
	}
}
