//! eight: shortest solutions of the 3x3 sliding puzzle "Eight", as online judges pose it.
//!
//! Reads boards until the input ends and answers each as [`PROBLEM`] asks: a board of the wrong
//! parity at once, every other by A*. In order: the problem, the board, parity, A*; then the
//! heuristics and what the search leans on (bits, ranks, the compiler's table); the reader, and
//! `main`. Standard library only, no arguments: paste it into a judge as it is.

use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::io::{self, BufRead, Write};
use std::process::ExitCode;

// --- The problem

/// Which Eight this file answers: change this one word to your judge's before pasting.
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
/// only the boards on the path; change it to `Conflict` or `Manhattan` to watch A* search more
/// widely for answers just as short.
const HEURISTIC: HeuristicName = HeuristicName::Exact;

/// A judge's problem: its goal, and what it prints.
#[derive(Clone, Copy)]
pub struct Problem {
	pub goal: Board,
	/// Whether an answer is the moves, or how many there are.
	pub prints_moves: bool,
	/// The answer for a board that cannot reach the goal.
	pub unsolvable: &'static str,
	/// How it writes the blank, for messages.
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

/// What [`HEURISTIC`] chooses from, all live code.
#[allow(dead_code)]
enum HeuristicName {
	Manhattan,
	Conflict,
	Exact,
}

// --- The board

/// A board cell by cell in reading order: `0` is the blank, `1..=8` the tiles.
pub type Board = [u8; 9];

/// A board in 28 bits, for the queue and the tables: the blank needs no value, only a place.
/// Bits 0..24 hold the eight tiles in reading order without the blank, three bits each (tile - 1,
/// the first lowest), and bits 24..28 the blank's cell.
pub type State = u32;

const BLANK_SHIFT: u32 = 24;

pub const fn pack(cells: &Board) -> State {
	let (mut state, mut tiles, mut cell) = (0, 0, 0);
	while cell < 9 {
		if cells[cell] == 0 {
			state |= (cell as u32) << BLANK_SHIFT;
		} else {
			state |= (cells[cell] as u32 - 1) << (3 * tiles);
			tiles += 1;
		}
		cell += 1;
	}
	state
}

const fn blank_cell(state: State) -> usize {
	(state >> BLANK_SHIFT) as usize
}

// --- Parity

/// Whether `state` can reach `goal`: their tiles in order have inversions (pairs with the larger
/// tile first) of the same parity. Left and right keep the order; up or down carries a tile past
/// two others: -2, 0 or 2. That all of that parity reach it is Johnson and Story's (1879).
pub fn is_solvable(state: State, goal: State) -> bool {
	inversions_are_odd(state) == inversions_are_odd(goal)
}

fn inversions_are_odd(state: State) -> bool {
	let tile = |place: u32| state >> (3 * place) & 7;
	let mut odd = false;
	for first in 0..8 {
		for later in first + 1..8 {
			odd ^= tile(first) > tile(later);
		}
	}
	odd
}

// --- A*: the open list, the predecessor map, and the path back
//
// A* takes boards from a queue, the open list, in order of f = g + h: g the moves that reached
// the board, h a lower bound on the moves left. When h never overestimates, the first time the
// goal leaves the queue its path is shortest. A board reached again with fewer moves goes in
// again, and the entry left behind is skipped when it comes out: so it holds for any such h.

/// A move, named by the way the blank goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
	Up,
	Down,
	Left,
	Right,
}

/// A lower bound on the moves left that never overestimates (is admissible). The search is
/// generic over it: each heuristic gets a loop of its own, with no choice made per board.
pub trait Heuristic {
	fn goal(&self) -> State;
	fn estimate(&self, state: State) -> u32;
}

/// An open-list entry's priority, the smallest first: f = g + h; on equal f the larger g (nearer
/// the goal, as far as A* knows); on equal g the move tried first (u, d, l, r), so that under the
/// exact heuristic A* goes down the first shortest move. In bits: f, 8 bits of 255 - g, 2 of the
/// move. A* takes out only boards with f at most the answer's length, 31 at most.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Priority(u32);

impl Priority {
	fn new(g: u32, h: u32, step: Move) -> Priority {
		Priority(((g + h) << 8 | (255 - g)) << 2 | step as u32)
	}

	fn g(self) -> u32 {
		255 - (self.0 >> 2 & 255)
	}
}

/// The predecessor map's entry for a board, a byte: 0 while unreached, else the fewest moves it
/// was reached with plus one (bits 2..8) and the last of them (bits 0..2), back to its predecessor.
#[derive(Clone, Copy, PartialEq, Eq)]
struct CameFrom(u8);

impl CameFrom {
	const UNREACHED: CameFrom = CameFrom(0);

	fn new(moves: u32, step: Move) -> CameFrom {
		CameFrom(((moves + 1) << 2) as u8 | step as u8)
	}

	/// The fewest moves the board was reached with, or `None` while it is unreached.
	fn moves(self) -> Option<u32> {
		u32::from(self.0 >> 2).checked_sub(1)
	}

	fn step(self) -> Move {
		Move::ALL[usize::from(self.0 & 3)]
	}
}

/// What a search did: boards expanded, and put in the open list (the start too).
#[derive(Clone, Copy, Default)]
pub struct Effort {
	pub expanded: u64,
	pub pushed: u64,
}

/// The search's tables and buffers, kept from case to case.
pub struct Solver {
	/// By rank, each board's [`CameFrom`].
	came_from: Vec<u8>,
	/// The ranks this case reached: the only ones to clear for the next.
	reached: Vec<u32>,
	/// The open list: the boards to expand, smallest priority first.
	open: BinaryHeap<Reverse<(Priority, State)>>,
	path: Vec<Move>,
	/// What the last search did.
	pub effort: Effort,
}

impl Solver {
	pub fn new() -> Solver {
		// Bytes, allocated zeroed: pages are mapped only when first touched.
		let came_from = vec![0; SOLVABLE];
		let (reached, open, path) = (Vec::new(), BinaryHeap::new(), Vec::new());
		Solver { came_from, reached, open, path, effort: Effort::default() }
	}

	/// The shortest moves from `start` to the goal, which it must reach: the search, then the
	/// path read back from the goal through the predecessor map.
	pub fn solve<H: Heuristic>(&mut self, heuristic: &H, start: State) -> &[Move] {
		self.search(heuristic, start);
		let mut state = heuristic.goal();
		let length = CameFrom(self.came_from[rank(state)]).moves();
		self.path.clear();
		self.path.resize(length.expect("the search ends at the goal") as usize, Move::Up);
		for step in self.path.iter_mut().rev() {
			*step = CameFrom(self.came_from[rank(state)]).step();
			let back = step.opposite();
			state =
				slide(state, back, back.target(blank_cell(state)).expect("moves can be undone"));
		}
		&self.path
	}

	/// A* until the goal leaves the open list; the predecessor map then holds its path.
	fn search<H: Heuristic>(&mut self, heuristic: &H, start: State) {
		let Solver { came_from, reached, open, effort, .. } = self;
		for state_rank in reached.drain(..) {
			came_from[state_rank as usize] = CameFrom::UNREACHED.0;
		}
		open.clear();
		let start_rank = rank(start);
		// The start's move is never read: the path back stops there.
		came_from[start_rank] = CameFrom::new(0, Move::Up).0;
		reached.push(start_rank as u32);
		open.push(Reverse((Priority::new(0, heuristic.estimate(start), Move::Up), start)));
		*effort = Effort { expanded: 0, pushed: 1 };
		while let Some(Reverse((priority, state))) = open.pop() {
			let (g, state_rank) = (priority.g(), rank(state));
			if CameFrom(came_from[state_rank]).moves() != Some(g) {
				continue; // stale: the board was reached with fewer moves since
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
				let next_rank = rank(next);
				match CameFrom(came_from[next_rank]).moves() {
					None => reached.push(next_rank as u32),
					Some(moves) if moves <= g + 1 => continue, // reached before, in no more moves
					Some(_) => {}
				}
				came_from[next_rank] = CameFrom::new(g + 1, step).0;
				let h = heuristic.estimate(next);
				open.push(Reverse((Priority::new(g + 1, h, step), next)));
				effort.pushed += 1;
			}
		}
		unreachable!("A* ran out of boards: the parity check lets only reachable ones in");
	}
}

// --- Heuristics: lower bounds on the moves left

/// The sum of the tiles' row and column distances from their goal cells: a move moves one tile
/// one cell, so it lowers the sum by at most one.
pub struct Manhattan {
	goal: State,
	/// The goal cell of each tile (and the blank's), and `distance[tile][cell]`.
	home: [usize; 9],
	distance: [[u32; 9]; 9],
}

impl Manhattan {
	pub fn new(goal: State) -> Manhattan {
		let (mut home, mut distance) = ([0; 9], [[0; 9]; 9]);
		for (goal_cell, &tile) in unpack(goal).iter().enumerate() {
			home[usize::from(tile)] = goal_cell;
			for (cell, entry) in distance[usize::from(tile)].iter_mut().enumerate() {
				let apart = |at: fn(usize) -> usize| (at(cell) as i32 - at(goal_cell) as i32).abs();
				*entry = (apart(row) + apart(column)) as u32;
			}
		}
		distance[0] = [0; 9];
		Manhattan { goal, home, distance }
	}

	fn of(&self, cells: &Board) -> u32 {
		cells.iter().enumerate().map(|(cell, &tile)| self.distance[usize::from(tile)][cell]).sum()
	}
}

impl Heuristic for Manhattan {
	fn goal(&self) -> State {
		self.goal
	}
	fn estimate(&self, state: State) -> u32 {
		self.of(&unpack(state))
	}
}

fn row(cell: usize) -> usize {
	cell / 3
}

fn column(cell: usize) -> usize {
	cell % 3
}

/// The rows are lines 0, 1 and 2, the columns lines `COLUMNS +` 0, 1 and 2.
const LINES: [[usize; 3]; 6] = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8]];
const COLUMNS: usize = 3;

/// The three values along a line as one number, `81 a + 9 b + c`.
fn line_code(cells: &Board, line: usize) -> usize {
	LINES[line].iter().fold(0, |code, &cell| 9 * code + usize::from(cells[cell]))
}

/// Manhattan distance, plus linear conflicts and the last moves. Tiles in their goal row can't
/// pass one another without leaving it: if at most k of the n there are in goal order, n - k step
/// out and back, two moves Manhattan misses; columns likewise (Hansson et al.). With the goal's
/// blank in a corner, one of its neighbours moves last, after reaching the blank's column (or
/// row): if neither is there, nor counted in a conflict, that is two more (Korf and Taylor).
pub struct Conflict {
	manhattan: Manhattan,
	/// `conflict[line][line_code]`: two moves for each tile that must leave the line.
	conflict: Vec<[u8; 729]>,
	/// The tiles that can move last, when the goal's blank is in a corner.
	last: Option<[LastMover; 2]>,
}

/// A tile that can make the last move, the goal's blank's neighbour in its row (or column): its
/// goal line, the middle column (or row), and the one beyond it from the blank's.
#[derive(Clone, Copy)]
struct LastMover {
	tile: u8,
	goal_line: usize,
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
		let (cells, blank) = (unpack(goal), manhattan.home[0]);
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

	fn line(&self, cells: &Board, line: usize) -> u32 {
		u32::from(self.conflict[line][line_code(cells, line)])
	}

	fn of(&self, cells: &Board) -> u32 {
		let lines: u32 = (0..6).map(|line| self.line(cells, line)).sum();
		self.manhattan.of(cells) + lines + self.last_moves(cells)
	}

	fn last_moves(&self, cells: &Board) -> u32 {
		let movers = match self.last {
			Some(movers) if pack(cells) != self.manhattan.goal => movers,
			_ => return 0,
		};
		let away = |mover: LastMover| {
			let cell = cells.iter().position(|&value| value == mover.tile);
			let cell = cell.expect("a board holds every tile");
			let line = if mover.goal_line == 1 { row(cell) } else { COLUMNS + column(cell) };
			line == mover.far_line || (line == mover.goal_line && self.line(cells, line) == 0)
		};
		2 * (away(movers[0]) && away(movers[1])) as u32
	}
}

/// The linear conflict of one line, given the three values along it (see [`Conflict`]).
fn line_conflict(home: &[usize; 9], values: [usize; 3], line: usize) -> u8 {
	// Where along the line each tile whose goal is in it belongs, in order.
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

/// The longest run of up to three distinct places that can stay in increasing order.
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
	fn estimate(&self, state: State) -> u32 {
		self.of(&unpack(state))
	}
}

/// The exact moves left, from a table of every board's distance by rank.
pub struct Exact<'a> {
	pub goal: State,
	pub distances: &'a [u8],
}

impl<'a> Heuristic for Exact<'a> {
	fn goal(&self) -> State {
		self.goal
	}
	fn estimate(&self, state: State) -> u32 {
		u32::from(self.distances[rank(state)])
	}
}

// --- The bit work: cells from a state, and the board after a move or before it

/// The cells: each one after the blank holds the next tile in order.
pub fn unpack(state: State) -> Board {
	let (blank, mut cells) = (blank_cell(state), [0; 9]);
	for (cell, value) in cells.iter_mut().enumerate().filter(|&(cell, _)| cell != blank) {
		*value = (state >> (3 * (cell - usize::from(cell > blank))) & 7) as u8 + 1;
	}
	cells
}

impl Move {
	const ALL: [Move; 4] = [Move::Up, Move::Down, Move::Left, Move::Right];

	fn opposite(self) -> Move {
		match self {
			Move::Up => Move::Down,
			Move::Down => Move::Up,
			Move::Left => Move::Right,
			Move::Right => Move::Left,
		}
	}

	/// Where the blank goes from `blank`, or `None` off the board.
	fn target(self, blank: usize) -> Option<usize> {
		match self {
			Move::Up if blank >= 3 => Some(blank - 3),
			Move::Down if blank < 6 => Some(blank + 3),
			Move::Left if blank % 3 > 0 => Some(blank - 1),
			Move::Right if blank % 3 < 2 => Some(blank + 1),
			_ => None,
		}
	}

	pub fn letter(self) -> u8 {
		b"udlr"[self as usize]
	}
}

/// The board after `step` takes the blank to `target`: left and right keep the tiles' order; up
/// and down turn the three from the upper cell on, (t, a, b) to (a, b, t) going up, back going
/// down.
fn slide(state: State, step: Move, target: usize) -> State {
	let (tiles, low) = (state & 0xff_ffff, 3 * target.min(blank_cell(state)) as u32);
	let three = tiles >> low & 0o777;
	let turned = match step {
		Move::Left | Move::Right => three,
		Move::Up => three >> 3 | (three & 0o7) << 6,
		Move::Down => three >> 6 | (three & 0o77) << 3,
	};
	(target as u32) << BLANK_SHIFT | tiles & !(0o777 << low) | turned << low
}

// --- Ranks: a dense number for each board, to index flat tables without hashing

/// The boards of one parity, 9!/2.
pub const SOLVABLE: usize = 181_440;

/// A number in `0..SOLVABLE` no other board of its parity has: the blank's cell plus nine times
/// half the Lehmer code of the tiles' order, the sum over places i of (later tiles smaller) times
/// (7 - i)!, by lookups of the first four tiles and the last four. Within a parity the digit at
/// place 6 (weight 1) follows from the rest, and at 7 it is 0: halving leaves a dense rank.
pub const fn rank(state: State) -> usize {
	let order = RANK_HEAD[(state & 0o7777) as usize] + RANK_TAIL[(state >> 12 & 0o7777) as usize];
	order as usize * 9 + (state >> BLANK_SHIFT) as usize
}

/// Half of what the first four tiles (an even number) and the last four add to the Lehmer code.
const RANK_HEAD: [u32; 4096] = rank_parts(true);
const RANK_TAIL: [u32; 4096] = rank_parts(false);

const fn rank_parts(head: bool) -> [u32; 4096] {
	let mut table = [0; 4096];
	let mut index = 0;
	while index < 4096 {
		let (mut sum, mut seen, mut i) = (0, 0u32, 0);
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
		table[index] = sum / 2;
		index += 1;
	}
	table
}

// --- The exact distances: a breadth-first sweep from the goal, run by the compiler
//
// The compiler runs a constant a step at a time, slowly, so the sweep does the least per board.
// Its queue holds a board as q = 2 rank + d, d the Lehmer digit at place 6 that the rank's
// halving drops: the rank is q / 2, left and right are q - 2 and q + 2. Up from cell b turns the
// tiles at places p = b - 3, p + 1, p + 2 from (t, a, c) to (a, c, t), down from b those from
// p = b on from (a, c, t) to (t, a, c): only the Lehmer digits at p..p+2 change, the new three a
// function of the old. So the neighbour is q plus an entry of [`TURNS`] for those digits, read off
// q as q / (9 (5 - p)!) modulo (8 - p)(7 - p)(6 - p), their radices; for p = 4 and 5, whose three
// hold d, as q modulo 18 times the radices before place 6.

/// The distances to [`PROBLEM`]'s goal, by rank. Moves can be undone, so the distance from the
/// goal is the distance to it.
pub static DISTANCES: [u8; SOLVABLE] = SWEEP_12.distance;

const FACTORIAL: [usize; 9] = [1, 1, 2, 6, 24, 120, 720, 5_040, 40_320];

/// `TURNS[p][index]` for a move up that turns places p..p+2, `TURNS[6 + p][index]` for one
/// down: what it adds to q. An index is below (8 - p)(7 - p)(6 - p), 336 at p = 0.
const TURNS: [[i32; 336]; 12] = turns();

const fn turns() -> [[i32; 336]; 12] {
	let mut turns = [[0; 336]; 12];
	let mut table = 0;
	while table < 12 {
		// The n tiles from place p on, as 0..n.
		let (p, up, mut index) = (table % 6, table / 6 == 0, 0);
		let n = 8 - p;
		while index < [336, 210, 120, 60, 18 * 12, 18 * 3][p] {
			let old = match p {
				4 => [index / 54, index / 18 % 3, index % 2],
				5 => [index / 18, index % 2, 0],
				_ => [index / ((n - 1) * (n - 2)), index / (n - 2) % (n - 1), index % (n - 2)],
			};
			// The tiles with those digits (each the digit-th smallest left), turned.
			let (a, b) = (old[0], old[1] + (old[1] >= old[0]) as usize);
			let low = if smaller(a, b) == 1 { a } else { b };
			let c = old[2] + (old[2] >= low) as usize;
			let c = c + (c >= a + b - low) as usize;
			let [x, y, z] = if up { [b, c, a] } else { [c, a, b] };
			let new = [x, y - smaller(x, y), z - smaller(x, z) - smaller(y, z)];
			// q gains 9 a unit of the code, less 8 a unit of d, and 2 a cell the blank goes.
			let (mut gain, mut place) = (if up { -6 } else { 6 }, 0);
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

/// A breadth-first sweep, part way through.
pub struct Sweep {
	/// By rank, each board's distance (255: unreached), and the boards in the order reached,
	/// as q: before `head` done, up to `tail` waiting; the neighbours of those before `layer_end`
	/// are `layer` moves away.
	pub distance: [u8; SOLVABLE],
	queue: [u32; SOLVABLE],
	head: usize,
	tail: usize,
	layer: u8,
	layer_end: usize,
}

impl Sweep {
	pub const fn new(goal: State) -> Sweep {
		let q = 2 * rank(goal) + (goal >> 18 & 7 > goal >> 21 & 7) as usize;
		let (mut distance, queue) = ([255; SOLVABLE], [q as u32; SOLVABLE]);
		distance[q / 2] = 0;
		Sweep { distance, queue, head: 0, tail: 1, layer: 0, layer_end: 0 }
	}
}

/// Compilers before 1.72 stop a constant after a million steps: twelve of 15,120 boards each.
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

/// Takes up to `count` boards from the queue and reaches their neighbours. Each step of the
/// compiler's evaluator costs, a call most, so the arrays are locals and a macro writes out each
/// blank cell's moves with their constants: no call, nothing done twice.
#[rustfmt::skip]
pub const fn sweep(sweep: Sweep, count: usize) -> Sweep {
	let Sweep { mut distance, mut queue, mut head, mut tail, mut layer, mut layer_end } = sweep;
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
	/// Whether all that was read is used, so that asking for more waits; whether any was read.
	drained: bool,
	started: bool,
	/// The line being read, cases begun, and the line the last began on.
	line: u64,
	pub case: u64,
	case_line: u64,
	blank: char,
}

impl<R: BufRead> Cases<R> {
	pub fn new(input: R, problem: Problem) -> Cases<R> {
		let blank = problem.blank;
		Cases { input, drained: true, started: false, line: 1, case: 0, case_line: 1, blank }
	}

	/// The next case, or `None` at the end. It flushes `output` before waiting for input: a
	/// trickling pipe sees each answer at once, a file gets large blocks.
	pub fn next_case(&mut self, output: &mut impl Write) -> Result<Option<Board>, Failure> {
		let (mut cells, mut count) = ([0; 9], 0);
		loop {
			if self.drained {
				output.flush().map_err(Failure::Write)?;
			}
			let chunk = match self.input.fill_buf() {
				Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
				chunk => chunk.map_err(Failure::Read)?,
			};
			// A byte-order mark at the very start, as editors write, is no cell.
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
			let (mut used, mut bad) = (0, None);
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

/// What keeps nine cells from being a board: the first value there twice or more, and each one
/// missing, the tiles in order, then the blank.
fn why_not_a_board(cells: &Board) -> Option<String> {
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
	Read(io::Error),
	Write(io::Error),
}

/// Appends the answer as `problem` prints it: the moves found, or `None` for no way to the goal.
pub fn write_answer(line: &mut Vec<u8>, problem: Problem, moves: Option<&[Move]>) {
	match moves {
		None => line.extend_from_slice(problem.unsolvable.as_bytes()),
		Some(moves) if problem.prints_moves => line.extend(moves.iter().map(|step| step.letter())),
		Some(moves) => line.extend_from_slice(moves.len().to_string().as_bytes()),
	}
	line.push(b'\n');
}

/// Answers every case of `input` a line each, as `problem` asks, with A* under `heuristic`. On
/// bad input, every answer before it is written out first; failing that, the failure is said.
pub fn answer_all<H: Heuristic>(
	problem: Problem,
	heuristic: &H,
	input: impl BufRead,
	mut output: impl Write,
) -> Result<(), Failure> {
	let (mut cases, mut solver, mut line) = (Cases::new(input, problem), Solver::new(), Vec::new());
	let end = loop {
		let cells = match cases.next_case(&mut output) {
			Ok(Some(cells)) => cells,
			end => break end,
		};
		let start = pack(&cells);
		let solvable = is_solvable(start, heuristic.goal());
		let moves = if solvable { Some(solver.solve(heuristic, start)) } else { None };
		line.clear();
		write_answer(&mut line, problem, moves);
		output.write_all(&line).map_err(Failure::Write)?;
	};
	output.flush().map_err(Failure::Write)?;
	end.map(|_| ())
}

pub fn main() -> ExitCode {
	let (input, goal) = (io::stdin().lock(), pack(&PROBLEM.goal));
	let output = io::BufWriter::with_capacity(1 << 16, io::stdout().lock());
	exit_status(match HEURISTIC {
		HeuristicName::Manhattan => answer_all(PROBLEM, &Manhattan::new(goal), input, output),
		HeuristicName::Conflict => answer_all(PROBLEM, &Conflict::new(goal), input, output),
		HeuristicName::Exact => {
			answer_all(PROBLEM, &Exact { goal, distances: &DISTANCES }, input, output)
		}
	})
}

/// How a run ends: 0 when all is answered or the output's reader went away (`eight < many.in |
/// head -1`); else a message, and 2 for bad input, 1 for failed reading or writing.
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
