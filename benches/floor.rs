//! `benches/floor.sh` runs this under callgrind: how far a faster or stronger estimate could take
//! the judge file's costliest board. `floor MODE [GOAL]` reads boards from standard input and
//! answers each by the judge file's A* (its `Solver`, the design card's open list and predecessor
//! map), printing each board's moves, boards expanded and entries pushed. The modes:
//!
//! - `conflict`: the file's estimate, the linear conflicts;
//! - `free`: the same numbers read from a table by rank, filled before the first case, so that the
//!   search expands and pushes exactly what `conflict` does and its estimate costs one load: the
//!   loop and the open list alone;
//! - `walking`: the larger of the conflicts and the walking distance (Takahashi's: for the rows,
//!   the fewest moves that bring every tile to its goal row, counting only which goal row each
//!   tile of a row has and the blank's row; the columns likewise; the two added), an estimate a
//!   table of 105 entries an axis gives, built by a small breadth-first search;
//! - `near=R`: the exact moves left for a board within R moves of the goal, and beyond them the
//!   larger of the conflicts and R + 1: what a breadth-first sweep stopped at depth R (a part of
//!   the exact table) gives. It prints how many boards the sweep would reach.
//!
//! Every mode builds every table first, whatever it uses, so that two runs differ only by their
//! searches: the script subtracts a run on the solved board from a run on a board. GOAL is
//! `acwing` (the default) or `luogu`. With `--every` in place of the boards, it searches every
//! solvable board and prints the one that expands the most.

use eight_kit::reference::Distances;
use eight_kit::shell::started;
use eight_kit::solving::judge_file::{
	pack, unpack, Board, Conflict, Exact, Heuristic, Ranks, Solver, State, Untraced, ACWING179,
	LUOGU1379, SOLVABLE,
};
use std::io::{self, BufRead, Read, Write};
use std::process::ExitCode;

/// The walking distance along one axis: `line(cell)` is a cell's row, or its column.
struct Walking {
	line: fn(usize) -> usize,
	/// Each value's goal line.
	goal_line: [usize; 9],
	/// The moves left, by [`Walking::code`].
	table: Vec<u8>,
}

impl Walking {
	fn new(goal: &Board, line: fn(usize) -> usize) -> Walking {
		let (mut goal_line, mut counts, mut blank) = ([0; 9], [[0; 3]; 3], 0);
		for (cell, &value) in goal.iter().enumerate() {
			goal_line[usize::from(value)] = line(cell);
			match value {
				0 => blank = line(cell),
				_ => counts[line(cell)][line(cell)] += 1,
			}
		}
		let mut table = vec![u8::MAX; 1 << 14];
		table[Walking::code(&counts, blank)] = 0;
		let mut queue = vec![(counts, blank)];
		let mut done = 0;
		while let Some(&(counts, blank)) = queue.get(done) {
			done += 1;
			let moves = table[Walking::code(&counts, blank)] + 1;
			// The blank goes to the next line up or down, and one of its tiles, of any goal
			// line, comes to the blank's.
			for next in [blank.wrapping_sub(1), blank + 1] {
				for goal_line in 0..3 {
					if next > 2 || counts[next][goal_line] == 0 {
						continue;
					}
					let mut after = counts;
					after[next][goal_line] -= 1;
					after[blank][goal_line] += 1;
					let code = Walking::code(&after, next);
					if table[code] == u8::MAX {
						table[code] = moves;
						queue.push((after, next));
					}
				}
			}
		}
		assert_eq!(queue.len(), 105, "the walking distance's states for a 3x3 board");
		Walking { line, goal_line, table }
	}

	/// How many tiles of each goal line each line holds (a line's third count follows from its
	/// first two), and the blank's line.
	fn code(counts: &[[u8; 3]; 3], blank: usize) -> usize {
		let lines =
			counts.iter().fold(0, |code, line| code << 4 | usize::from(line[0] << 2 | line[1]));
		lines << 2 | blank
	}

	fn of(&self, board: &Board) -> u32 {
		let (mut counts, mut blank) = ([[0; 3]; 3], 0);
		for (cell, &value) in board.iter().enumerate() {
			match value {
				0 => blank = (self.line)(cell),
				_ => counts[(self.line)(cell)][self.goal_line[usize::from(value)]] += 1,
			}
		}
		u32::from(self.table[Walking::code(&counts, blank)])
	}
}

/// The exact moves left within `radius` of the goal, and beyond, the conflicts but at least
/// `radius + 1`.
struct Near<'a> {
	conflict: &'a Conflict,
	/// Every board's exact distance, by rank.
	exact: &'a [u8],
	radius: u32,
}

impl Heuristic for Near<'_> {
	fn goal(&self) -> State {
		self.conflict.goal()
	}

	fn estimate(&self, state: State, rank: usize) -> u32 {
		match u32::from(self.exact[rank]) {
			near if near <= self.radius => near,
			_ => self.conflict.estimate(state, rank).max(self.radius + 1),
		}
	}
}

/// The larger of the conflicts and the walking distance.
struct WalkingOrConflict<'a> {
	conflict: &'a Conflict,
	rows: Walking,
	columns: Walking,
}

impl Heuristic for WalkingOrConflict<'_> {
	fn goal(&self) -> State {
		self.conflict.goal()
	}

	fn estimate(&self, state: State, rank: usize) -> u32 {
		let board = unpack(state);
		let walking = self.rows.of(&board) + self.columns.of(&board);
		walking.max(self.conflict.estimate(state, rank))
	}
}

fn main() -> ExitCode {
	let arguments: Vec<String> = std::env::args().skip(1).collect();
	let words: Vec<&str> =
		arguments.iter().map(String::as_str).filter(|a| *a != "--bench").collect();
	let closed = [0, 1, 2].map(started::was_closed);
	ExitCode::from(run(&words, closed, io::stdin().lock(), io::stdout().lock(), io::stderr()))
}

/// The bench on the command line's `words`, the standard streams given, and which of them were
/// closed at the start: the status, 0, 1 when a stream fails, 2 for a bad word or board. What is
/// said of a failure goes to `errors` if it can: a failing standard error loses the words, not
/// the status.
pub fn run(
	words: &[&str],
	closed: [bool; 3],
	mut input: impl BufRead,
	mut output: impl Write,
	mut errors: impl Write,
) -> u8 {
	let (mode, goal_board, every, radius) = match asked(words) {
		Some(asked) => asked,
		None => return usage(&mut errors),
	};
	// A stream closed at the start is the runtime's /dev/null: the figures would be lost, and
	// no boards read, with the run passing for a success.
	for (number, stream, needed) in [(1, "output", true), (0, "input", !every)] {
		if closed[number] && needed {
			let _ = writeln!(errors, "floor: standard {stream} is closed");
			return 1;
		}
	}
	let goal = pack(&goal_board);
	let conflict = Conflict::new(goal);
	let distances = Distances::compute(&goal_board);
	let ranks = Ranks::new();
	let values = by_rank(&distances, &ranks, |_, state| conflict.estimate(state, 0) as u8);
	let exact = by_rank(&distances, &ranks, |board, _| distances.of(board).expect("solvable"));
	let near = Near { conflict: &conflict, exact: &exact, radius };
	// The conflicts' numbers read from a table by rank, as the file reads its exact one.
	let free = Exact { goal, distances: &values };
	let walking = WalkingOrConflict {
		conflict: &conflict,
		rows: Walking::new(&goal_board, |cell| cell / 3),
		columns: Walking::new(&goal_board, |cell| cell % 3),
	};
	let mut solver = Solver::new();
	let mut search = |board: &Board| -> (usize, u64, u64) {
		let start = pack(board);
		let moves = match mode {
			"conflict" => solver.solve(&conflict, start, &mut Untraced).len(),
			"free" => solver.solve(&free, start, &mut Untraced).len(),
			"walking" => solver.solve(&walking, start, &mut Untraced).len(),
			_ => solver.solve(&near, start, &mut Untraced).len(),
		};
		assert_eq!(Some(moves as u8), distances.of(board), "a shortest answer");
		(moves, solver.effort.expanded, solver.effort.pushed)
	};
	if mode.starts_with("near=") {
		let reached = exact.iter().filter(|&&moves| u32::from(moves) <= radius).count();
		let said = writeln!(errors, "{mode}: the sweep to depth {radius} reaches {reached} boards");
		if let Err(error) = said {
			return finish(Err(error), &mut errors);
		}
	}
	if every {
		let boards: Vec<Board> = distances.solvable_boards().collect();
		let (most, board) =
			boards.iter().map(|board| (search(board).1, board)).max().expect("boards");
		let cells: Vec<String> = board.iter().map(u8::to_string).collect();
		let said = writeln!(output, "{mode}: the most expanded, {most}, on {}", cells.join(" "));
		return finish(said.and_then(|()| output.flush()), &mut errors);
	}
	let mut bytes = Vec::new();
	for number in 1.. {
		let board = match read_board(&mut input, number, &distances, &mut bytes, &mut errors) {
			Ok(Some(board)) => board,
			Ok(None) => break,
			Err(status) => return status,
		};
		let (moves, expanded, pushed) = search(&board);
		if let Err(error) = writeln!(output, "{moves} moves, {expanded} expanded, {pushed} pushed")
		{
			return finish(Err(error), &mut errors);
		}
	}
	finish(output.flush(), &mut errors)
}

/// A number for every solvable board, by rank: the conflicts' estimate, or the exact distance.
fn by_rank(distances: &Distances, ranks: &Ranks, number: impl Fn(&Board, State) -> u8) -> Vec<u8> {
	let mut table = vec![u8::MAX; SOLVABLE];
	for board in distances.solvable_boards() {
		let state = pack(&board);
		table[ranks.of(state)] = number(&board, state);
	}
	table
}

/// What the command line's words ask: the mode, the goal, whether every board is searched
/// (`--every`), and the radius of `near=R` (0 for the other modes); `None` for words it cannot
/// take.
fn asked<'a>(words: &[&'a str]) -> Option<(&'a str, Board, bool, u32)> {
	let (mode, goal, every) = match words[..] {
		[mode] | [mode, "acwing"] => (mode, ACWING179.goal, false),
		[mode, "luogu"] => (mode, LUOGU1379.goal, false),
		[mode, "--every"] | [mode, "acwing", "--every"] => (mode, ACWING179.goal, true),
		[mode, "luogu", "--every"] => (mode, LUOGU1379.goal, true),
		_ => return None,
	};
	let radius = match mode.strip_prefix("near=").map(str::parse::<u32>) {
		None if ["conflict", "free", "walking"].contains(&mode) => 0,
		Some(Ok(radius)) => radius,
		_ => return None,
	};
	Some((mode, goal, every, radius))
}

/// The board on line `number` of `input` (read into `bytes`), `Ok(None)` at the end, or the
/// status once it has said why not. A line is read up to a bound, so that input with no end of
/// line (`/dev/zero`) is refused rather than held whole.
fn read_board(
	input: &mut impl BufRead,
	number: usize,
	distances: &Distances,
	bytes: &mut Vec<u8>,
	errors: &mut impl Write,
) -> Result<Option<Board>, u8> {
	bytes.clear();
	match Read::take(&mut *input, LONGEST_LINE as u64 + 1).read_until(b'\n', bytes) {
		Ok(0) => return Ok(None),
		Ok(_) => {}
		Err(error) => {
			let _ = writeln!(errors, "floor: cannot read the boards: {error}");
			return Err(1);
		}
	}
	if bytes.last() == Some(&b'\n') {
		bytes.pop();
	} else if bytes.len() > LONGEST_LINE {
		let _ = writeln!(
			errors,
			"floor: line {number}: longer than {LONGEST_LINE} bytes, which no board is"
		);
		return Err(2);
	}
	let line = String::from_utf8_lossy(bytes);
	match board_of(&line) {
		Some(board) if distances.of(&board).is_some() => Ok(Some(board)),
		Some(_) => {
			let _ =
				writeln!(errors, "floor: line {number}: the board cannot reach the goal: {line}");
			Err(2)
		}
		None => {
			let _ = writeln!(
				errors,
				"floor: line {number}: not a board (nine cells, 1 to 8 and x or 0 for the blank, \
				 each once): {line}"
			);
			Err(2)
		}
	}
}

/// The longest line read, its end of line aside: far more than a board's nine cells and their
/// spaces.
const LONGEST_LINE: usize = 1000;

/// The board `line` holds: nine cells, 1 to 8 and x (or X, or 0) for the blank, each once; any
/// other word, or another count, is none. ([`Distances::of`] takes a board as it is, so a cell
/// out of range or twice must not reach it.)
fn board_of(line: &str) -> Option<Board> {
	let (mut board, mut seen, mut count) = ([0; 9], [false; 9], 0);
	for word in line.split_whitespace() {
		let value = match word.as_bytes() {
			[b'x' | b'X'] => 0,
			[digit @ b'0'..=b'8'] => digit - b'0',
			_ => return None,
		};
		if count == 9 || seen[usize::from(value)] {
			return None;
		}
		seen[usize::from(value)] = true;
		board[count] = value;
		count += 1;
	}
	(count == 9).then_some(board)
}

fn usage(errors: &mut impl Write) -> u8 {
	let _ = writeln!(
		errors,
		"usage: floor conflict|free|walking|near=R [acwing|luogu] [--every] <boards"
	);
	2
}

fn finish(result: io::Result<()>, errors: &mut impl Write) -> u8 {
	match result {
		Ok(()) => 0,
		Err(error) => {
			let _ = writeln!(errors, "floor: cannot write the figures: {error}");
			1
		}
	}
}
