//! eight: the shortest solutions of the 3x3 sliding puzzle "Eight", as online judges pose it.
//!
//! It reads boards until the input ends and answers each as [`PROBLEM`] asks: a board that can
//! never reach the goal is told by its parity, every other is solved by A*. It reads as a short
//! chapter: the problem, the board, parity, A*, the heuristics; then the machinery the search
//! leans on; the reader and `main` last. Standard library only, no arguments: paste it as it is.

use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::io::{self, BufRead, Write};
use std::process::ExitCode;

// --- The problem

/// Which Eight this file answers: change this one word to your judge's constant before pasting.
///
/// | constant | judge | input | goal | prints |
/// |---|---|---|---|---|
/// | `ACWING179` | AcWing 179 八数码 | 9 cells, `x` the blank | `1 2 3 / 4 5 6 / 7 8 x` | the moves, or `unsolvable` |
/// | `ACWING845` | AcWing 845 八数码 | the same | the same | how many moves, or `-1` |
/// | `LUOGU1379` | Luogu P1379 八数码难题 | 9 glued digits, `0` the blank | `1 2 3 / 8 0 4 / 7 6 5` | how many moves |
/// | `AOJ_ALDS1_13_B` | AOJ ALDS1_13_B 8 Puzzle | 3 lines of 3, `0` the blank | `1 2 3 / 4 5 6 / 7 8 0` | how many moves |
/// | `BAEKJOON1525` | Baekjoon 1525 퍼즐 | the same | the same | how many moves, or `-1` |
///
/// Luogu and AOJ promise a board that reaches the goal; for one that does not, `-1` is printed.
/// POJ 1077 and HDU 1043 pose AcWing 179's format, but take no Rust.
pub const PROBLEM: Problem = ACWING179;

/// The lower bound A* steers by. With `Exact`, the distances the compiler works out, A* expands
/// only the boards on its path; change it to `Conflict` or `Manhattan` to watch A* search more
/// widely for answers just as short.
const HEURISTIC: HeuristicName = HeuristicName::Exact;

/// A judge's problem: its goal, and what it prints.
#[derive(Clone, Copy)]
pub struct Problem {
	/// The board every answer must reach.
	pub goal: Board,
	/// Whether an answer is the moves themselves, or how many there are.
	pub prints_moves: bool,
	/// The answer for a board that cannot reach the goal.
	pub unsolvable: &'static str,
	/// How the judge writes the blank, for messages.
	pub blank: char,
}

pub const ACWING179: Problem = Problem {
	goal: [1, 2, 3, 4, 5, 6, 7, 8, 0],
	prints_moves: true,
	unsolvable: "unsolvable",
	blank: 'x',
};
pub const ACWING845: Problem = Problem { prints_moves: false, unsolvable: "-1", ..ACWING179 };
pub const LUOGU1379: Problem = Problem { goal: [1, 2, 3, 8, 0, 4, 7, 6, 5], ..AOJ_ALDS1_13_B };
pub const AOJ_ALDS1_13_B: Problem = Problem { blank: '0', ..ACWING845 };
pub const BAEKJOON1525: Problem = AOJ_ALDS1_13_B;

/// What [`HEURISTIC`] can name: all three are live code, whichever is chosen.
#[allow(dead_code)]
enum HeuristicName {
	Manhattan,
	Conflict,
	Exact,
}

// --- The board, and the moves

/// A board, cell by cell in reading order (left to right, top to bottom), cells 0 to 8: `0` is
/// the blank, `1` to `8` the tiles.
pub type Board = [u8; 9];

/// A move, named by the way the blank goes: `Up` swaps the blank with the tile above it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
	Up,
	Down,
	Left,
	Right,
}

impl Move {
	/// The moves, in the order A* tries them.
	const ALL: [Move; 4] = [Move::Up, Move::Down, Move::Left, Move::Right];

	/// The move that undoes this one.
	fn opposite(self) -> Move {
		match self {
			Move::Up => Move::Down,
			Move::Down => Move::Up,
			Move::Left => Move::Right,
			Move::Right => Move::Left,
		}
	}

	/// The cell the blank goes to from cell `blank`, or `None` off the board.
	fn target(self, blank: usize) -> Option<usize> {
		match self {
			Move::Up if blank >= 3 => Some(blank - 3),
			Move::Down if blank < 6 => Some(blank + 3),
			Move::Left if blank % 3 > 0 => Some(blank - 1),
			Move::Right if blank % 3 < 2 => Some(blank + 1),
			_ => None,
		}
	}

	/// The move's letter in an answer.
	pub fn letter(self) -> u8 {
		b"udlr"[self as usize]
	}
}

// --- Parity: which boards can reach the goal

/// Whether `board` can reach `goal`. Read a board's eight tiles row by row, the blank left out,
/// and count its inversions: the pairs in which the larger tile comes first. A move left or
/// right keeps that order; a move up or down carries one tile past two others, which changes the
/// count by -2, 0 or 2. So no move changes whether the count is odd or even, and a board whose
/// parity differs from the goal's never reaches it. That every board of the goal's parity does
/// was shown by Johnson and Story in 1879: half of the 9! boards are solvable.
pub fn is_solvable(board: &Board, goal: &Board) -> bool {
	inversions_are_odd(board) == inversions_are_odd(goal)
}

fn inversions_are_odd(board: &Board) -> bool {
	let mut odd = false;
	for (first, &tile) in board.iter().enumerate() {
		for &later in board[first + 1..].iter() {
			// The blank, 0, is never the larger tile, and never counted as the smaller.
			odd ^= later != 0 && tile > later;
		}
	}
	odd
}

// --- A*: the open list, the predecessor map, and the path back
//
// A* takes boards from a queue, the open list, always the one with the smallest f = g + h: g is
// the number of moves that reached the board, and h, the heuristic, a lower bound on the moves
// still needed. A heuristic that never overestimates is admissible. With one, the first time the
// goal leaves the list, its path is shortest: were there a shorter one, a board on it would still
// be in the list, reached along it, with an f no larger than that shorter length, and so smaller
// than the goal's; it would have left the list first.
//
// A heuristic is consistent when it also drops by at most one a move. Then a board leaves the
// list with its fewest moves the first time, and textbooks keep a closed list of the boards taken
// out, never to look at again. This search keeps none, so that it stays shortest under any
// admissible heuristic ([`Conflict`] is not consistent): a board reached again with fewer moves
// goes in again, and the entry it leaves behind, stale now, is skipped when it comes out. The
// predecessor map, which holds each board's fewest moves so far, tells the two apart.
//
// The search keeps boards packed into a `u32`, a [`State`], moved by [`slide`] from [`blank_cell`]
// (the bit work section shows how), and finds a board's entry in its flat tables, [`SOLVABLE`]
// long, by its [`rank`] or [`rank_after`] a move (the ranks section).

/// A lower bound on the moves a board still needs, which never overestimates them. The search is
/// generic over it, so that each heuristic gets a loop of its own, with no choice made per board.
pub trait Heuristic {
	/// The goal it estimates the distance to.
	fn goal(&self) -> State;
	/// The estimate for `state`, whose [`rank`] the search has at hand: a heuristic that reads a
	/// table takes it, one that works from the cells ignores it.
	fn estimate(&self, state: State, rank: usize) -> u32;
}

/// An entry's priority in the open list, the smallest first: f = g + h; on equal f, the larger g
/// (nearer the goal, as far as A* knows, and under the exact heuristic the next board of a
/// shortest path); on equal g, the move tried first (u, d, l, r), so that under the exact
/// heuristic A* goes down the first shortest move at every board.
///
/// All three are packed into one number, f highest, so that one comparison orders two entries.
/// The middle field holds 255 - g rather than g, since a smaller number comes out first and the
/// larger g must. The bits, from the top: 6 of f, 8 of 255 - g, and 2 of the move. No entry's f
/// passes 63: an admissible h and any answer are at most 31, and g 32, one past a board taken
/// out, whose f (so g) is at most the answer. (A struct of three fields with a derived order
/// reads better, and costs 1.3 times the instructions: docs/performance.md.)
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Priority(u16);

impl Priority {
	fn new(g: u32, h: u32, step: Move) -> Priority {
		Priority((((g + h) << 8 | (255 - g)) << 2 | step as u32) as u16)
	}

	/// The moves that reached the entry's board.
	pub fn g(self) -> u32 {
		255 - (u32::from(self.0) >> 2 & 255)
	}

	/// g plus the heuristic: the estimate of a whole path through the board.
	pub fn f(self) -> u32 {
		u32::from(self.0) >> 10
	}
}

/// A board's entry in the predecessor map, a byte: the fewest moves that have reached the board
/// so far, and the last of them. The predecessor is not stored: it is the board that undoing that
/// move leads to, which is how the path is read back. Bits 2 to 7 hold the moves plus one, so that
/// 0 means unreached; bits 0 and 1 the move.
#[derive(Clone, Copy, PartialEq, Eq)]
#[repr(transparent)]
struct CameFrom(u8);

impl CameFrom {
	const UNREACHED: CameFrom = CameFrom(0);

	fn new(moves: u32, step: Move) -> CameFrom {
		CameFrom(((moves + 1) << 2) as u8 | step as u8)
	}

	/// The fewest moves that have reached the board, or `None` while it is unreached.
	fn moves(self) -> Option<u32> {
		u32::from(self.0 >> 2).checked_sub(1)
	}

	/// The last of those moves.
	fn step(self) -> Move {
		Move::ALL[usize::from(self.0 & 3)]
	}
}

/// What a search did.
#[derive(Clone, Copy, Default)]
pub struct Effort {
	/// The boards taken out of the open list and expanded (not the goal, nor stale entries).
	pub expanded: u64,
	/// The entries put into the open list, the start's among them.
	pub pushed: u64,
}

/// What a search can be watched doing, step by step: the kit's front end traces this very loop
/// with it. A judge's run uses [`Untraced`], whose calls the compiler takes out.
pub trait Trace {
	/// A board was taken out of the open list with its priority; a stale entry is skipped.
	fn taken(&mut self, _state: State, _priority: Priority, _stale: bool) {}
	/// A board went into the open list, reached by `step` (none for the start) in `g` moves, with
	/// the estimate `h`.
	fn pushed(&mut self, _state: State, _step: Option<Move>, _g: u32, _h: u32) {}
	/// A neighbour was not pushed: it had been reached before, in `moves`, no more than now.
	fn passed(&mut self, _state: State, _step: Move, _moves: u32) {}
}

/// No trace.
pub struct Untraced;

impl Trace for Untraced {}

/// The search's tables and buffers, kept from case to case.
pub struct Solver {
	/// Every board's entry in the predecessor map, by rank.
	came_from: Vec<CameFrom>,
	/// The ranks this case reached: the only entries to clear before the next case.
	reached: Vec<u32>,
	/// The open list: the boards still to expand, the smallest priority first.
	open: BinaryHeap<Reverse<(Priority, State)>>,
	/// The last answer's moves.
	path: Vec<Move>,
	/// What the last search did.
	pub effort: Effort,
}

impl Solver {
	pub fn new() -> Solver {
		Solver {
			came_from: vec![CameFrom::UNREACHED; SOLVABLE],
			reached: Vec::new(),
			open: BinaryHeap::new(),
			path: Vec::new(),
			effort: Effort::default(),
		}
	}

	/// The shortest moves from `start` to the goal, which `start` must be able to reach.
	pub fn solve<H: Heuristic>(&mut self, heuristic: &H, start: State) -> &[Move] {
		self.solve_traced(heuristic, start, &mut Untraced)
	}

	/// The same, with every step of the search told to `trace`: the search, then the path read
	/// back from the goal through the predecessor map.
	pub fn solve_traced<H: Heuristic, T: Trace>(
		&mut self,
		heuristic: &H,
		start: State,
		trace: &mut T,
	) -> &[Move] {
		self.search(heuristic, start, trace);
		let mut state = heuristic.goal();
		let mut state_rank = rank(state);
		let length = self.came_from[state_rank].moves().expect("the search ends at the goal");
		self.path.clear();
		self.path.resize(length as usize, Move::Up);
		// From the goal back to the start: each board's last move, undone, gives the board before.
		for step in self.path.iter_mut().rev() {
			*step = self.came_from[state_rank].step();
			let back = step.opposite();
			let target = back.target(blank_cell(state)).expect("a move can be undone");
			state = slide(state, back, target);
			state_rank = rank_after(back, state_rank, state);
		}
		&self.path
	}

	/// A* until the goal leaves the open list; the predecessor map then holds its path.
	fn search<H: Heuristic, T: Trace>(&mut self, heuristic: &H, start: State, trace: &mut T) {
		let Solver { came_from, reached, open, effort, .. } = self;
		for state_rank in reached.drain(..) {
			came_from[state_rank as usize] = CameFrom::UNREACHED;
		}
		open.clear();
		let start_rank = rank(start);
		// The start's move is never read: the path back stops there.
		came_from[start_rank] = CameFrom::new(0, Move::Up);
		reached.push(start_rank as u32);
		let h = heuristic.estimate(start, start_rank);
		trace.pushed(start, None, 0, h);
		open.push(Reverse((Priority::new(0, h, Move::Up), start)));
		*effort = Effort { expanded: 0, pushed: 1 };
		while let Some(Reverse((priority, state))) = open.pop() {
			let g = priority.g();
			let state_rank = rank(state);
			// Stale: the board has been reached with fewer moves since this entry went in.
			let stale = came_from[state_rank].moves() != Some(g);
			trace.taken(state, priority, stale);
			if stale {
				continue;
			}
			if state == heuristic.goal() {
				return;
			}
			effort.expanded += 1;
			let blank = blank_cell(state);
			for &step in Move::ALL.iter() {
				let target = match step.target(blank) {
					Some(target) => target,
					None => continue,
				};
				let next = slide(state, step, target);
				let next_rank = rank_after(step, state_rank, next);
				match came_from[next_rank].moves() {
					None => reached.push(next_rank as u32),
					Some(moves) if moves <= g + 1 => {
						trace.passed(next, step, moves);
						continue;
					}
					Some(_) => {}
				}
				came_from[next_rank] = CameFrom::new(g + 1, step);
				let h = heuristic.estimate(next, next_rank);
				trace.pushed(next, Some(step), g + 1, h);
				open.push(Reverse((Priority::new(g + 1, h, step), next)));
				effort.pushed += 1;
			}
		}
		unreachable!("A* ran out of boards: the parity check lets only reachable ones in");
	}
}

// --- The heuristics: lower bounds on the moves left

/// The Manhattan distance: the sum, over the tiles, of each tile's row and column distance from
/// its goal cell. A move moves one tile by one cell, so it lowers the sum by at most one: the sum
/// never overestimates. For the judges' sample, `2 3 4 / 1 5 x / 7 6 8`, the tiles 2, 3, 1 and 8
/// are one cell from home, 6 is two, 4 is three, and 5 and 7 are home: 9, against the 19 moves the
/// board needs.
pub struct Manhattan {
	/// The goal, packed.
	goal: State,
	/// The goal cell of each tile, and of the blank, by value.
	home: [usize; 9],
	/// `distance[tile][cell]`: how far the tile at `cell` is from its goal cell.
	distance: [[u32; 9]; 9],
}

impl Manhattan {
	pub fn new(goal: State) -> Manhattan {
		let mut home = [0; 9];
		let mut distance = [[0; 9]; 9];
		for (goal_cell, &tile) in unpack(goal).iter().enumerate() {
			home[usize::from(tile)] = goal_cell;
			for (cell, entry) in distance[usize::from(tile)].iter_mut().enumerate() {
				let apart = |at: fn(usize) -> usize| (at(cell) as i32 - at(goal_cell) as i32).abs();
				*entry = (apart(row) + apart(column)) as u32;
			}
		}
		// The blank is left out. Every move moves the blank by one cell as well as a tile, so
		// counting it would let one move lower the sum by two, and the sum could overestimate.
		distance[0] = [0; 9];
		Manhattan { goal, home, distance }
	}

	fn of(&self, board: &Board) -> u32 {
		board.iter().enumerate().map(|(cell, &tile)| self.distance[usize::from(tile)][cell]).sum()
	}
}

impl Heuristic for Manhattan {
	fn goal(&self) -> State {
		self.goal
	}

	fn estimate(&self, state: State, _rank: usize) -> u32 {
		self.of(&unpack(state))
	}
}

fn row(cell: usize) -> usize {
	cell / 3
}

fn column(cell: usize) -> usize {
	cell % 3
}

/// The lines of the board: the rows are lines 0, 1 and 2, and the columns are lines `COLUMNS +`
/// 0, 1 and 2.
const LINES: [[usize; 3]; 6] = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8]];
const COLUMNS: usize = 3;

/// The three values along a line as one number, `81 a + 9 b + c`, to index a table by.
fn line_code(board: &Board, line: usize) -> usize {
	LINES[line].iter().fold(0, |code, &cell| 9 * code + usize::from(board[cell]))
}

/// The Manhattan distance, plus linear conflicts, plus the last moves.
///
/// Linear conflicts (Hansson, Mayer and Yung, 1992): tiles in their goal row can pass one another
/// only by leaving it. If at most k of the n tiles there that belong there are in goal order, n -
/// k must step out and back in, two moves the Manhattan distance misses; columns likewise. On `1
/// 2 3 / 7 6 4 / 8 x 5`, the 6 and the 4 are in their goal row in the wrong order: the Manhattan
/// distance 7, plus 2, the 9 moves the board needs.
///
/// The last moves (Korf and Taylor, 1996), which a first reading may skip: with the goal's blank
/// in a corner, the last move brings in one of its two neighbours there, from the blank's own
/// cell: before it, the one in its row must reach the blank's column, or the one in its column
/// the blank's row. Where neither is there, nor counted in a conflict, two more moves are certain.
/// On `1 2 3 / 5 7 6 / 4 8 x`, the 8 is in its goal column and the 6 in its goal row: the
/// Manhattan distance 4, plus 2, the 6 moves the board needs.
pub struct Conflict {
	/// The Manhattan distance, and the goal with it.
	manhattan: Manhattan,
	/// `conflict[line][line_code]`: two moves for each tile that must leave the line.
	conflict: Vec<[u8; 729]>,
	/// The two tiles that can make the last move, when the goal's blank is in a corner.
	last: Option<[LastMover; 2]>,
}

/// A tile that can move last: the goal's blank's neighbour in its row (or column).
#[derive(Clone, Copy)]
struct LastMover {
	/// The tile.
	tile: u8,
	/// Its goal line: the middle column (or the middle row).
	goal_line: usize,
	/// The column (or row) beyond it, seen from the blank.
	far_line: usize,
}

impl Conflict {
	pub fn new(goal: State) -> Conflict {
		let manhattan = Manhattan::new(goal);
		let conflict = (0..6)
			.map(|line| {
				let mut table = [0; 729];
				for (code, entry) in table.iter_mut().enumerate() {
					let values = [code / 81, code / 9 % 9, code % 9];
					*entry = line_conflict(&manhattan.home, values, line);
				}
				table
			})
			.collect();
		let cells = unpack(goal);
		let blank = manhattan.home[0];
		let (blank_row, blank_column) = (row(blank), column(blank));
		let corner = blank_row != 1 && blank_column != 1;
		let last = [
			LastMover {
				tile: cells[3 * blank_row + 1],
				goal_line: COLUMNS + 1,
				far_line: COLUMNS + 2 - blank_column,
			},
			LastMover { tile: cells[3 + blank_column], goal_line: 1, far_line: 2 - blank_row },
		];
		Conflict { manhattan, conflict, last: if corner { Some(last) } else { None } }
	}

	/// The linear conflict of one line of `board`.
	fn line(&self, board: &Board, line: usize) -> u32 {
		u32::from(self.conflict[line][line_code(board, line)])
	}

	fn of(&self, board: &Board) -> u32 {
		let lines: u32 = (0..6).map(|line| self.line(board, line)).sum();
		self.manhattan.of(board) + lines + self.last_moves(board)
	}

	/// Two moves when neither tile that can move last is where it could.
	fn last_moves(&self, board: &Board) -> u32 {
		let movers = match self.last {
			Some(movers) if pack(board) != self.manhattan.goal => movers,
			_ => return 0,
		};
		let away = |mover: LastMover| {
			let cell = board.iter().position(|&value| value == mover.tile);
			let cell = cell.expect("a board holds every tile");
			let line = if mover.goal_line == 1 { row(cell) } else { COLUMNS + column(cell) };
			line == mover.far_line || (line == mover.goal_line && self.line(board, line) == 0)
		};
		2 * (away(movers[0]) && away(movers[1])) as u32
	}
}

/// The linear conflict of one line, given the three values along it (see [`Conflict`]).
fn line_conflict(home: &[usize; 9], values: [usize; 3], line: usize) -> u8 {
	// Where along the line each tile whose goal is in it belongs, in the order they stand.
	let mut places = Vec::new();
	for &tile in values.iter().filter(|&&value| value != 0) {
		let (goal_row, goal_column) = (row(home[tile]), column(home[tile]));
		let (goal_line, place) = if line < COLUMNS {
			(goal_row, goal_column)
		} else {
			(COLUMNS + goal_column, goal_row)
		};
		if goal_line == line {
			places.push(place);
		}
	}
	2 * (places.len() - longest_increasing(&places)) as u8
}

/// The most of up to three distinct places that can stay, in increasing order.
fn longest_increasing(places: &[usize]) -> usize {
	match *places {
		[] => 0,
		[_] => 1,
		[a, b] => 1 + usize::from(a < b),
		[a, b, c] if a < b && b < c => 3,
		[a, b, c] if a > b && b > c => 1,
		_ => 2,
	}
}

impl Heuristic for Conflict {
	fn goal(&self) -> State {
		self.manhattan.goal
	}

	fn estimate(&self, state: State, _rank: usize) -> u32 {
		self.of(&unpack(state))
	}
}

/// The exact moves left, read from a table of every board's distance, by rank. Under it every
/// board of a shortest path has the same f, the answer's length, and every other board a larger
/// one; with the priority's tie-breaks A* expands exactly the boards of one path.
pub struct Exact<'a> {
	/// The goal, packed.
	pub goal: State,
	/// Every board's distance to the goal, by rank: [`DISTANCES`], or one built at run time.
	pub distances: &'a [u8],
}

impl<'a> Heuristic for Exact<'a> {
	fn goal(&self) -> State {
		self.goal
	}

	fn estimate(&self, _state: State, rank: usize) -> u32 {
		u32::from(self.distances[rank])
	}
}

// --- The bit work: a board packed into a State, and the board after a move

/// A board in 28 bits: the blank needs no value, only a place. Bits 0 to 23 hold the eight
/// tiles in reading order, the blank left out, three bits each: a tile's value less one, the
/// first tile in the lowest bits. Bits 24 to 27 hold the blank's cell. The goal `1 2 3 / 4 5 6 /
/// 7 8 x` is 0o76543210 with the blank's cell, 8, above it: 0x8fac688.
pub type State = u32;

const BLANK_SHIFT: u32 = 24;

pub const fn pack(board: &Board) -> State {
	let mut state = 0;
	let mut tiles = 0;
	let mut cell = 0;
	while cell < 9 {
		if board[cell] == 0 {
			state |= (cell as u32) << BLANK_SHIFT;
		} else {
			state |= (board[cell] as u32 - 1) << (3 * tiles);
			tiles += 1;
		}
		cell += 1;
	}
	state
}

const fn blank_cell(state: State) -> usize {
	(state >> BLANK_SHIFT) as usize
}

/// The cells of a packed board: each cell after the blank's holds the next tile in order.
pub fn unpack(state: State) -> Board {
	let blank = blank_cell(state);
	let mut board = [0; 9];
	for (cell, value) in board.iter_mut().enumerate().filter(|&(cell, _)| cell != blank) {
		*value = (state >> (3 * (cell - usize::from(cell > blank))) & 7) as u8 + 1;
	}
	board
}

/// The board after `step` takes the blank to `target`. Left and right keep the tiles' order.
/// Up and down turn the three tiles from the upper of the two cells on: going up, (t, a, b)
/// becomes (a, b, t), and going down the other way.
fn slide(state: State, step: Move, target: usize) -> State {
	let tiles = state & 0xff_ffff;
	let low = 3 * target.min(blank_cell(state)) as u32;
	let three = tiles >> low & 0o777;
	let turned = match step {
		Move::Left | Move::Right => three,
		Move::Up => three >> 3 | (three & 0o7) << 6,
		Move::Down => three >> 6 | (three & 0o77) << 3,
	};
	(target as u32) << BLANK_SHIFT | tiles & !(0o777 << low) | turned << low
}

// --- Ranks: a dense number for each board, to index flat tables without hashing

/// The boards of one parity: 9!/2.
pub const SOLVABLE: usize = 181_440;

/// A number in `0..SOLVABLE` no other board of the same parity has: the blank's cell, plus nine
/// times half the Lehmer code of the tiles' order. The Lehmer code, which numbers the 8! orders
/// from 0, is the sum over the places i of the later tiles smaller than the tile at i, times (7 -
/// i)!. Within a parity, the digit at place 6 (weight 1) follows from the others, and at place 7
/// it is 0, so halving leaves no gaps. Two tables give it: one for the first four tiles, one for
/// the last four.
pub const fn rank(state: State) -> usize {
	let head = RANK_HEAD[(state & 0o7777) as usize] as usize;
	let tail = RANK_TAIL[(state >> 12 & 0o7777) as usize] as usize;
	(head + tail) * 9 + blank_cell(state)
}

/// The rank after `step` reached `next` from a board of rank `before`. Left and right keep the
/// tiles' order, so only the blank's cell changes, by one.
fn rank_after(step: Move, before: usize, next: State) -> usize {
	match step {
		Move::Left => before - 1,
		Move::Right => before + 1,
		Move::Up | Move::Down => rank(next),
	}
}

/// Half of what the first four tiles add to the Lehmer code (an even number), and what the last
/// four add; both fit 16 bits, which keeps the two tables small.
const RANK_HEAD: [u16; 4096] = rank_parts(true);
const RANK_TAIL: [u16; 4096] = rank_parts(false);

const fn rank_parts(head: bool) -> [u16; 4096] {
	let mut table = [0; 4096];
	let mut index = 0;
	while index < 4096 {
		let mut sum = 0;
		let mut seen = 0u32;
		let mut i = 0;
		while i < 4 {
			// The head takes its tiles first to last, the tail last to first.
			let place = if head { i } else { 3 - i };
			let tile = (index >> (3 * place) & 7) as u32;
			let smaller_seen = (seen & ((1 << tile) - 1)).count_ones();
			sum += if head {
				(tile - smaller_seen) * FACTORIAL[7 - place] as u32
			} else {
				smaller_seen * FACTORIAL[3 - place] as u32
			};
			seen |= 1 << tile;
			i += 1;
		}
		table[index] = (sum / 2) as u16;
		index += 1;
	}
	table
}

// --- The exact distances: a breadth-first sweep from the goal, run by the compiler
//
// The compiler fills [`DISTANCES`] while it compiles this file, so a run does no search work
// before its first case. The rest of this section is how: an appendix a first reading may skip.
//
// The compiler runs a constant one step at a time, slowly, so the sweep does the least it can per
// board. Its queue holds a board as q = 2 rank + d, d the Lehmer digit at place 6 that halving
// drops: the rank is q / 2, and left and right are q - 2 and q + 2. A move up from cell b turns
// the tiles at places p = b - 3 to p + 2 from (t, a, c) to (a, c, t); down from b, those from p =
// b on, back. Only the Lehmer digits at p to p + 2 change, the new three a function of the old.
// So the neighbour is q plus an entry of [`TURNS`] for them, which q holds as q / (9 (5 - p)!)
// modulo (8 - p)(7 - p)(6 - p), their radices; for p = 4 and 5, whose three hold d, as q modulo
// 18 times the radices before place 6.

/// Every board's distance to [`PROBLEM`]'s goal, by rank. Moves can be undone, so the distance
/// from the goal is the distance to it.
pub static DISTANCES: [u8; SOLVABLE] = SWEEP_12.distance;

const FACTORIAL: [usize; 9] = [1, 1, 2, 6, 24, 120, 720, 5_040, 40_320];

/// `TURNS[p][index]` for a move up that turns the places p to p + 2, and `TURNS[6 + p][index]`
/// for a move down: what the move adds to q. An index is below (8 - p)(7 - p)(6 - p), which is 336
/// at p = 0.
const TURNS: [[i32; 336]; 12] = turns();

const fn turns() -> [[i32; 336]; 12] {
	let mut turns = [[0; 336]; 12];
	let mut table = 0;
	while table < 12 {
		let p = table % 6;
		let up = table / 6 == 0;
		// The n tiles from place p on, numbered 0 to n - 1 by value.
		let n = 8 - p;
		let mut index = 0;
		while index < [336, 210, 120, 60, 18 * 12, 18 * 3][p] {
			let old = match p {
				4 => [index / 54, index / 18 % 3, index % 2],
				5 => [index / 18, index % 2, 0],
				_ => [index / ((n - 1) * (n - 2)), index / (n - 2) % (n - 1), index % (n - 2)],
			};
			// The tiles with those digits (each digit counts the smaller tiles left), turned.
			let a = old[0];
			let b = old[1] + (old[1] >= old[0]) as usize;
			let low = if smaller(a, b) == 1 { a } else { b };
			let c = old[2] + (old[2] >= low) as usize;
			let c = c + (c >= a + b - low) as usize;
			let [x, y, z] = if up { [b, c, a] } else { [c, a, b] };
			let new = [x, y - smaller(x, y), z - smaller(x, z) - smaller(y, z)];
			// q gains 9 for each unit of the code, less 8 for a unit of d, and 2 for each cell
			// the blank goes.
			let mut gain = if up { -6 } else { 6 };
			let mut place = 0;
			while place < 3 {
				let weight = 9 * FACTORIAL[n - 1 - place] as i32 - 8 * (p + place == 6) as i32;
				gain += (new[place] as i32 - old[place] as i32) * weight;
				place += 1;
			}
			turns[table][index] = gain;
			index += 1;
		}
		table += 1;
	}
	turns
}

/// 1 if tile `a` is smaller than `b`, another tile, else 0.
const fn smaller(a: usize, b: usize) -> usize {
	(a < b) as usize
}

/// A breadth-first sweep, part of the way through.
pub struct Sweep {
	/// Every board's distance by rank, 255 while it is unreached.
	pub distance: [u8; SOLVABLE],
	/// The boards in the order they were reached, as q.
	queue: [u32; SOLVABLE],
	/// The boards before `head` are done.
	head: usize,
	/// The boards from `head` to `tail` wait their turn.
	tail: usize,
	/// The distance of the boards the current layer reaches.
	layer: u8,
	/// Where the current layer ends in the queue.
	layer_end: usize,
}

impl Sweep {
	pub const fn new(goal: State) -> Sweep {
		let q = 2 * rank(goal) + (goal >> 18 & 7 > goal >> 21 & 7) as usize;
		let mut distance = [255; SOLVABLE];
		distance[q / 2] = 0;
		Sweep { distance, queue: [q as u32; SOLVABLE], head: 0, tail: 1, layer: 0, layer_end: 0 }
	}
}

/// Compilers before 1.72 stop a constant after a million steps, so the sweep is split into
/// twelve constants of 15,120 boards each, each going on where the one before stopped.
const TWELFTH: usize = SOLVABLE / 12;
const SWEEP_1: Sweep = sweep(Sweep::new(pack(&PROBLEM.goal)), TWELFTH);
const SWEEP_2: Sweep = sweep(SWEEP_1, TWELFTH);
const SWEEP_3: Sweep = sweep(SWEEP_2, TWELFTH);
const SWEEP_4: Sweep = sweep(SWEEP_3, TWELFTH);
const SWEEP_5: Sweep = sweep(SWEEP_4, TWELFTH);
const SWEEP_6: Sweep = sweep(SWEEP_5, TWELFTH);
const SWEEP_7: Sweep = sweep(SWEEP_6, TWELFTH);
const SWEEP_8: Sweep = sweep(SWEEP_7, TWELFTH);
const SWEEP_9: Sweep = sweep(SWEEP_8, TWELFTH);
const SWEEP_10: Sweep = sweep(SWEEP_9, TWELFTH);
const SWEEP_11: Sweep = sweep(SWEEP_10, TWELFTH);
const SWEEP_12: Sweep = sweep(SWEEP_11, TWELFTH);

/// Takes up to `count` boards from the queue of `begun` and reaches their neighbours. Each step of
/// the compiler's evaluator costs, and a call most, so the arrays are locals and a macro writes
/// out each blank cell's moves with their constants: no call, and nothing done twice.
#[rustfmt::skip]
pub const fn sweep(begun: Sweep, count: usize) -> Sweep {
	let Sweep { mut distance, mut queue, mut head, mut tail, mut layer, mut layer_end } = begun;
	let turns = TURNS;
	// The queue runs dry only when the last board is taken.
	let stop = head + count;
	while head < stop {
		// A layer ends where the queue's tail stood when it began.
		if head == layer_end {
			layer += 1;
			layer_end = tail;
		}
		while head < layer_end && head < stop {
			let q = queue[head] as usize;
			head += 1;
			// Reaches the board `next` if it is new: left or right, or up or down turning p..p+2.
			macro_rules! reach {
				($next:expr) => {{
					let next = $next;
					let rank = next / 2;
					if distance[rank] == 255 {
						distance[rank] = layer;
						queue[tail] = next as u32;
						tail += 1;
					}
				}};
				(up $p:tt) => {
					reach!((q as i32 + turns[$p][triple!($p)]) as usize)
				};
				(down $p:tt) => {
					reach!((q as i32 + turns[6 + $p][triple!($p)]) as usize)
				};
			}
			// The index of the digits at places p..p+2 in their table.
			macro_rules! triple {
				(4) => {
					q % (18 * 12)
				};
				(5) => {
					q % (18 * 3)
				};
				($p:tt) => {{
					const DIVISOR: usize = 9 * FACTORIAL[5 - $p];
					const RADICES: usize = (8 - $p) * (7 - $p) * (6 - $p);
					q / DIVISOR % RADICES
				}};
			}
			match q / 2 % 9 {
				0 => { reach!(q + 2); reach!(down 0) }
				1 => { reach!(q - 2); reach!(q + 2); reach!(down 1) }
				2 => { reach!(q - 2); reach!(down 2) }
				3 => { reach!(up 0); reach!(q + 2); reach!(down 3) }
				4 => { reach!(up 1); reach!(q - 2); reach!(q + 2); reach!(down 4) }
				5 => { reach!(up 2); reach!(q - 2); reach!(down 5) }
				6 => { reach!(up 3); reach!(q + 2) }
				7 => { reach!(up 4); reach!(q - 2); reach!(q + 2) }
				_ => { reach!(up 5); reach!(q - 2) }
			}
		}
	}
	Sweep { distance, queue, head, tail, layer, layer_end }
}

// --- Reading: nine cells a case, separated by any whitespace or none

/// Reads cases as a stream, in the memory one case needs.
pub struct Cases<R> {
	input: R,
	/// Whether all that was read has been used, so that asking for more waits.
	drained: bool,
	/// Whether anything has been read: a byte-order mark is skipped only at the very start.
	started: bool,
	/// The line being read.
	line: u64,
	/// The cases begun so far.
	pub case: u64,
	/// The line the last case began on.
	case_line: u64,
	/// How the problem writes the blank, for the messages.
	blank: char,
}

impl<R: BufRead> Cases<R> {
	pub fn new(input: R, problem: Problem) -> Cases<R> {
		let blank = problem.blank;
		Cases { input, drained: true, started: false, line: 1, case: 0, case_line: 1, blank }
	}

	/// The next case, or `None` at the end of the input. It flushes `output` before it waits
	/// for more input, so that a trickling pipe sees each answer at once, and a large file is
	/// still written in large blocks.
	pub fn next_case(&mut self, output: &mut impl Write) -> Result<Option<Board>, Failure> {
		let mut cells = [0; 9];
		let mut count = 0;
		loop {
			if self.drained {
				output.flush().map_err(Failure::Write)?;
			}
			let chunk = match self.input.fill_buf() {
				Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
				chunk => chunk.map_err(Failure::Read)?,
			};
			// A byte-order mark at the very start, as editors write it, is no cell.
			let mark = !self.started && chunk.starts_with(b"\xef\xbb\xbf");
			self.started = true;
			if mark {
				self.input.consume(3);
				continue;
			}
			match (chunk.len(), count) {
				(0, 0) => return Ok(None),
				(0, _) => {
					let why = format!("the input ends after {} of the case's 9 cells", count);
					return Err(self.bad(why));
				}
				_ => {}
			}
			let mut used = 0;
			let mut bad = None;
			for &byte in chunk.iter() {
				used += 1;
				let value = match byte {
					b'\n' => {
						self.line += 1;
						continue;
					}
					b' ' | b'\t' | b'\r' | 0x0b | 0x0c => continue,
					b'1'..=b'8' => byte - b'0',
					b'x' | b'X' | b'0' => 0,
					_ => 9,
				};
				if count == 0 {
					self.case += 1;
					self.case_line = self.line;
				}
				if value == 9 {
					bad = Some(byte);
					break;
				}
				cells[count] = value;
				count += 1;
				if count == 9 {
					break;
				}
			}
			self.drained = used == chunk.len();
			self.input.consume(used);
			if let Some(byte) = bad {
				return Err(self.bad(self.not_a_cell(byte)));
			}
			if count == 9 {
				return match why_not_a_board(&cells) {
					None => Ok(Some(cells)),
					Some(why) => Err(self.bad(why)),
				};
			}
		}
	}

	fn not_a_cell(&self, byte: u8) -> String {
		let shown = match byte {
			b'!'..=b'~' => format!("'{}'", byte as char),
			_ => format!("byte 0x{:02x}", byte),
		};
		// The case's own line is named already.
		let on_line = if self.line == self.case_line {
			String::new()
		} else {
			format!(" on line {}", self.line)
		};
		let blanks = if self.blank == 'x' { "x, X or 0" } else { "0, x or X" };
		format!(
			"{}{} is not a cell (cells are 1 to 8, and {} for the blank)",
			shown, on_line, blanks
		)
	}

	fn bad(&self, why: String) -> Failure {
		Failure::Input(format!("case {} (line {}): {}", self.case, self.case_line, why))
	}
}

/// What keeps nine cells from being a board, or `None` for a board: the first value that is
/// there twice or more, and each value that is missing, the tiles in order and then the blank.
fn why_not_a_board(cells: &Board) -> Option<String> {
	// Most boards are boards: nine values, each seen once, set nine bits.
	let seen = cells.iter().fold(0u32, |seen, &value| seen | 1 << value);
	if seen == 0o777 {
		return None;
	}
	let count = |value: u8| cells.iter().filter(|&&cell| cell == value).count();
	let name = |value: u8| if value > 0 { format!("tile {}", value) } else { "the blank".into() };
	let missing: Vec<String> =
		(1..10).map(|v| v % 9).filter(|&v| count(v) == 0).map(name).collect();
	let (last, others) = missing.split_last()?;
	let repeated = *cells.iter().find(|&&value| count(value) > 1)?;
	let times = match count(repeated) {
		2 => "twice".to_string(),
		many => format!("{} times", many),
	};
	let missing = match others {
		[] => format!("{} is missing", last),
		_ => format!("{} and {} are missing", others.join(", "), last),
	};
	Some(format!("{} appears {}, and {}", name(repeated), times, missing))
}

// --- Answering, and `main`

/// Why a run stopped early.
pub enum Failure {
	/// A case is no board: the message names it, and the line it starts on.
	Input(String),
	/// The input could not be read.
	Read(io::Error),
	/// The output could not be written.
	Write(io::Error),
}

/// Appends the answer as `problem` prints it: the moves found, or `None` when there is no way to
/// the goal.
pub fn write_answer(line: &mut Vec<u8>, problem: Problem, moves: Option<&[Move]>) {
	match moves {
		None => line.extend_from_slice(problem.unsolvable.as_bytes()),
		Some(moves) if problem.prints_moves => line.extend(moves.iter().map(|step| step.letter())),
		Some(moves) => line.extend_from_slice(moves.len().to_string().as_bytes()),
	}
	line.push(b'\n');
}

/// Answers every case of `input` with a line, as `problem` asks, by A* under `heuristic`. On bad
/// input, every answer before it is written out first; if that fails, the failure is what is said.
pub fn answer_all<H: Heuristic>(
	problem: Problem,
	heuristic: &H,
	input: impl BufRead,
	mut output: impl Write,
) -> Result<(), Failure> {
	let mut cases = Cases::new(input, problem);
	let mut solver = Solver::new();
	let mut line = Vec::new();
	let end = loop {
		let board = match cases.next_case(&mut output) {
			Ok(Some(board)) => board,
			end => break end,
		};
		let moves = if is_solvable(&board, &problem.goal) {
			Some(solver.solve(heuristic, pack(&board)))
		} else {
			None
		};
		line.clear();
		write_answer(&mut line, problem, moves);
		output.write_all(&line).map_err(Failure::Write)?;
	};
	output.flush().map_err(Failure::Write)?;
	end.map(|_| ())
}

pub fn main() -> ExitCode {
	let input = io::stdin().lock();
	let output = io::BufWriter::with_capacity(1 << 16, io::stdout().lock());
	let goal = pack(&PROBLEM.goal);
	exit_status(match HEURISTIC {
		HeuristicName::Manhattan => answer_all(PROBLEM, &Manhattan::new(goal), input, output),
		HeuristicName::Conflict => answer_all(PROBLEM, &Conflict::new(goal), input, output),
		HeuristicName::Exact => {
			answer_all(PROBLEM, &Exact { goal, distances: &DISTANCES }, input, output)
		}
	})
}

/// How a run ends: 0 when everything is answered, or when the output's reader has gone away (as
/// in `eight < many.in | head -1`); otherwise a message, and 2 for bad input or 1 for reading or
/// writing that failed.
pub fn exit_status(result: Result<(), Failure>) -> ExitCode {
	let (why, code) = match result {
		Ok(()) => return ExitCode::SUCCESS,
		Err(Failure::Write(error)) if error.kind() == io::ErrorKind::BrokenPipe => {
			return ExitCode::SUCCESS
		}
		Err(Failure::Input(why)) => (why, 2),
		Err(Failure::Read(error)) => (format!("cannot read the input: {}", error), 1),
		Err(Failure::Write(error)) => (format!("cannot write the output: {}", error), 1),
	};
	// Unlike `eprintln!`, this cannot panic: if standard error fails too, the status still tells.
	let _ = writeln!(io::stderr(), "eight: {}", why);
	ExitCode::from(code)
}

#[cfg(test)]
#[path = "main_tests.rs"]
mod tests;
