//! eight: shortest solutions of the 3x3 sliding puzzle "Eight", as online judges pose it.
//!
//! Reads boards until the input ends and answers each as [`PROBLEM`] asks. A board whose tiles
//! have the wrong parity never reaches the goal, and is answered at once; every other is searched
//! with A*. The chapter in order: the problem, the board, parity, A*; then the heuristics and what
//! the search leans on (the bit work, ranks, the compiler's table); the reader; the command line.
//! Standard library only, one file: paste it into a judge as it is.

use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::fmt;
use std::io::{self, BufRead, Write};
use std::process::ExitCode;
use std::time::Instant;

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
const PROBLEM: Problem = ACWING179;

// --- The board

/// A board cell by cell in reading order: `0` is the blank, `1..=8` the tiles.
type Cells = [u8; 9];

/// A board in 28 bits, for the queue and the tables: the blank needs no value, only a place.
/// Bits 0..24 hold the eight tiles in reading order without the blank, three bits each (tile - 1,
/// the first lowest), and bits 24..28 the blank's cell.
type State = u32;

const BLANK_SHIFT: u32 = 24;

const fn pack(cells: &Cells) -> State {
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

fn blank_cell(state: State) -> usize {
	(state >> BLANK_SHIFT) as usize
}

// --- Parity

/// Whether `state` can reach `goal`: their tiles in order have inversions (pairs with the larger
/// tile first) of the same parity. Left and right keep the order; up or down carries a tile past
/// two others: -2, 0 or 2. That all of that parity reach it is Johnson and Story's result (1879).
fn is_solvable(state: State, goal: State) -> bool {
	let odd = |state: State| {
		let tile = |i: u32| state >> (3 * i) & 7;
		let pairs = (0..8).flat_map(|i| (i + 1..8).map(move |j| (i, j)));
		pairs.fold(false, |odd, (i, j)| odd ^ (tile(i) > tile(j)))
	};
	odd(state) == odd(goal)
}

// --- A*: the open list, the predecessor map, and the path back
//
// A* takes boards from a queue, the open list, in order of f = g + h: g the moves that reached
// the board, h a lower bound on the moves left. When h never overestimates, the first time the
// goal leaves the queue its path is shortest. A board reached again with fewer moves goes in
// again, and the entry left behind is skipped when it comes out: so it holds for any such h.

/// A move, named by the way the blank goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Move {
	Up,
	Down,
	Left,
	Right,
}

impl Move {
	const ALL: [Move; 4] = [Move::Up, Move::Down, Move::Left, Move::Right];
}

/// A lower bound on the moves left that never overestimates (is admissible): that makes A*'s
/// first path to the goal shortest. The search is generic over it, so that each heuristic gets a
/// loop of its own, with no choice made per board.
trait Heuristic {
	/// Whether the estimate is the exact distance, which lets A* skip what cannot be on a path.
	const IS_EXACT: bool = false;
	fn goal(&self) -> State;
	/// A lower bound on the moves from `state`, whose [`rank`] is `rank`.
	fn estimate(&self, state: State, rank: usize) -> u32;
}

/// An open-list entry's priority: f = g + h, and on equal f the larger g (as far as A* knows,
/// nearer the goal) first, so f sits above eight bits holding 255 - g. A* takes out only boards
/// with f at most the answer's length, 31 at most, so g stays below 33: well inside both fields.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Priority(u32);

impl Priority {
	fn new(g: u32, h: u32) -> Priority {
		Priority((g + h) << 8 | (255 - g))
	}

	fn g(self) -> u32 {
		255 - (self.0 & 255)
	}
}

/// What the predecessor map knows of a board, in a byte: nothing (0), or the fewest moves it
/// was reached with (g + 1 in bits 2..8, so g up to 62) and the move that did it (bits 0..2).
#[derive(Clone, Copy, PartialEq, Eq)]
struct Visit(u8);

impl Visit {
	const NONE: Visit = Visit(0);

	fn new(g: u32, step: Move) -> Visit {
		Visit(((g + 1) << 2) as u8 | step as u8)
	}

	/// The fewest moves the board was reached with, if it was.
	fn moves(self) -> Option<u32> {
		u32::from(self.0 >> 2).checked_sub(1)
	}

	fn step(self) -> Move {
		Move::ALL[usize::from(self.0 & 3)]
	}
}

/// The search's tables and buffers, kept from case to case.
struct Solver {
	/// By rank, each board's [`Visit`]: the best g and the predecessor map in one.
	visits: Vec<u8>,
	/// The ranks this case reached: the only ones to clear for the next.
	reached: Vec<u32>,
	/// The open list: the boards to expand, smallest priority first.
	open: BinaryHeap<Reverse<(Priority, State)>>,
	path: Vec<Move>,
}

impl Solver {
	fn new() -> Solver {
		// Bytes, so that the table is allocated zeroed: pages are mapped only when first touched.
		let visits = vec![0; SOLVABLE];
		Solver { visits, reached: Vec::new(), open: BinaryHeap::new(), path: Vec::new() }
	}

	/// The shortest moves from `start` to the goal, which it must reach: the search, then the
	/// path read back from the goal through the predecessor map, a move at a time.
	fn solve<H: Heuristic>(&mut self, heuristic: &H, start: State) -> (&[Move], Effort) {
		let effort = self.search(heuristic, start);
		let (mut state, mut here) = (heuristic.goal(), rank(heuristic.goal()));
		let length = Visit(self.visits[here]).moves().expect("the search ends at the goal");
		self.path.clear();
		self.path.resize(length as usize, Move::Up);
		for step in self.path.iter_mut().rev() {
			*step = Visit(self.visits[here]).step();
			state = step.undo(state);
			here = rank_after(step.opposite(), here, state);
		}
		(&self.path, effort)
	}

	/// A* until the goal leaves the queue; the predecessor map then holds its path.
	fn search<H: Heuristic>(&mut self, heuristic: &H, start: State) -> Effort {
		let Solver { visits, reached, open, .. } = self;
		for rank in reached.drain(..) {
			visits[rank as usize] = Visit::NONE.0;
		}
		open.clear();
		let (goal, start_rank) = (heuristic.goal(), rank(start));
		let start_h = heuristic.estimate(start, start_rank);
		visits[start_rank] = Visit::new(0, Move::Up).0;
		reached.push(start_rank as u32);
		open.push(Reverse((Priority::new(0, start_h), start)));
		let mut effort = Effort { expanded: 0, pushed: 1 };
		while let Some(Reverse((priority, state))) = open.pop() {
			let (g, here) = (priority.g(), rank(state));
			let visit = Visit(visits[here]);
			if visit.moves() < Some(g) {
				continue; // stale: the board was reached with fewer moves since
			}
			if state == goal {
				return effort;
			}
			effort.expanded += 1;
			let blank = blank_cell(state);
			// Undoing the move that got here leads back to a board with fewer moves.
			let back = if g == 0 { None } else { Some(visit.step().opposite()) };
			for &step in Move::ALL.iter() {
				let target = match step.target(blank) {
					Some(target) if Some(step) != back => target,
					_ => continue,
				};
				let next = slide(state, step, target);
				let next_rank = rank_after(step, here, next);
				let visit = Visit(visits[next_rank]);
				if matches!(visit.moves(), Some(moves) if moves <= g + 1) {
					continue; // reached before with no more moves
				}
				let h = heuristic.estimate(next, next_rank);
				// With the exact distance, which a move changes by one, the answer's length is f at
				// the start, and a board a move farther is on no shortest path: it need not go in.
				if H::IS_EXACT && g + 1 + h != start_h {
					continue;
				}
				if visit == Visit::NONE {
					reached.push(next_rank as u32);
				}
				visits[next_rank] = Visit::new(g + 1, step).0;
				open.push(Reverse((Priority::new(g + 1, h), next)));
				effort.pushed += 1;
				if H::IS_EXACT {
					break; // it has the largest g in the queue and leaves next; its siblings never
				}
			}
		}
		unreachable!("A* ran out of boards, but the parity check lets only reachable ones in");
	}
}

// --- Heuristics: lower bounds on the moves left

/// The sum of the tiles' row and column distances from their goal cells: a move moves one tile
/// one cell, so it lowers the sum by at most one.
struct Manhattan {
	goal: State,
	/// The goal cell of each tile (and the blank's), and `distance[tile][cell]`.
	home: [usize; 9],
	distance: [[u32; 9]; 9],
}

impl Manhattan {
	fn new(goal: State) -> Manhattan {
		let (mut home, mut distance) = ([0; 9], [[0; 9]; 9]);
		for (goal_cell, &tile) in unpack(goal).iter().enumerate() {
			home[usize::from(tile)] = goal_cell;
			for (cell, entry) in distance[usize::from(tile)].iter_mut().enumerate() {
				let apart = |at: fn(usize) -> usize| (at(cell) as i32 - at(goal_cell) as i32).abs();
				*entry = (apart(|cell| cell / 3) + apart(|cell| cell % 3)) as u32;
			}
		}
		distance[0] = [0; 9];
		Manhattan { goal, home, distance }
	}

	fn of(&self, cells: &Cells) -> u32 {
		cells.iter().enumerate().map(|(cell, &tile)| self.distance[usize::from(tile)][cell]).sum()
	}
}

impl Heuristic for Manhattan {
	fn goal(&self) -> State {
		self.goal
	}
	fn estimate(&self, state: State, _: usize) -> u32 {
		self.of(&unpack(state))
	}
}

/// The cells of each line: rows are lines 0, 1, 2, and columns lines 3, 4, 5.
const LINES: [[usize; 3]; 6] = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8]];

/// The three tiles along a line as one number, `81 a + 9 b + c`.
fn along(cells: &Cells, line: usize) -> usize {
	LINES[line].iter().fold(0, |sum, &cell| 9 * sum + usize::from(cells[cell]))
}

/// Manhattan distance, plus linear conflicts and the last moves. Tiles in their goal row can't
/// pass one another without leaving it: if at most k of the n there are in order of goal column,
/// n - k step out and back, two moves Manhattan misses; columns likewise (Hansson et al.). With
/// the goal's blank in a corner, the tile next to it in its row or column makes the last move: if
/// neither is on its way, that costs two more (Korf and Taylor).
struct Conflict {
	manhattan: Manhattan,
	/// `conflict[line][along]`: two moves for each tile that must leave the line.
	conflict: Vec<[u8; 729]>,
	/// The tiles that can make the last move, each with its goal line and the far line.
	last: Option<[(u8, usize, usize); 2]>,
}

impl Conflict {
	fn new(goal: State) -> Conflict {
		let manhattan = Manhattan::new(goal);
		let conflict = (0..6)
			.map(|line| {
				let mut table = [0; 729];
				for (index, entry) in table.iter_mut().enumerate() {
					let tiles = [index / 81, index / 9 % 9, index % 9];
					*entry = line_conflict(&manhattan.home, tiles, line);
				}
				table
			})
			.collect();
		let (cells, blank) = (unpack(goal), manhattan.home[0]);
		let (row, column) = (blank / 3, blank % 3);
		let corner = blank != 4 && blank % 2 == 0;
		let last = Some([(cells[row * 3 + 1], 4, 5 - column), (cells[3 + column], 1, 2 - row)]);
		Conflict { manhattan, conflict, last: last.filter(|_| corner) }
	}

	fn line(&self, cells: &Cells, line: usize) -> u32 {
		u32::from(self.conflict[line][along(cells, line)])
	}

	fn of(&self, cells: &Cells) -> u32 {
		let lines: u32 = (0..6).map(|line| self.line(cells, line)).sum();
		self.manhattan.of(cells) + lines + self.last_moves(cells)
	}

	fn last_moves(&self, cells: &Cells) -> u32 {
		let tiles = match self.last {
			Some(tiles) if pack(cells) != self.manhattan.goal => tiles,
			_ => return 0,
		};
		let free = |(tile, line, far): (u8, usize, usize)| {
			let cell = cells.iter().position(|&value| value == tile).unwrap_or(0);
			let at = if line == 4 { 3 + cell % 3 } else { cell / 3 };
			at == far || (at == line && self.line(cells, line) == 0)
		};
		2 * u32::from(free(tiles[0]) && free(tiles[1]))
	}
}

/// The linear conflict of one line, given the three tiles along it (see [`Conflict`]).
fn line_conflict(home: &[usize; 9], tiles: [usize; 3], line: usize) -> u8 {
	// Where along the line each tile whose goal is in it belongs, in order.
	let mut goals = Vec::new();
	for &tile in tiles.iter().filter(|&&tile| tile != 0) {
		let (row, column) = (home[tile] / 3, home[tile] % 3);
		let (goal_line, place) = if line < 3 { (row, column) } else { (3 + column, row) };
		if goal_line == line {
			goals.push(place);
		}
	}
	2 * (goals.len() - longest_increasing(&goals)) as u8
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
	fn estimate(&self, state: State, _: usize) -> u32 {
		self.of(&unpack(state))
	}
}

/// The exact moves left, from a table of every board's distance by rank.
struct Exact<'a> {
	goal: State,
	distances: &'a [u8],
}

impl<'a> Heuristic for Exact<'a> {
	const IS_EXACT: bool = true;
	fn goal(&self) -> State {
		self.goal
	}
	fn estimate(&self, _: State, rank: usize) -> u32 {
		u32::from(self.distances[rank])
	}
}

// --- The bit work: cells from a state, and the board after a move or before it

/// The cells: each one after the blank holds the next tile in order.
fn unpack(state: State) -> Cells {
	let (blank, mut cells) = (blank_cell(state), [0; 9]);
	for (cell, value) in cells.iter_mut().enumerate().filter(|&(cell, _)| cell != blank) {
		*value = (state >> (3 * (cell - usize::from(cell > blank))) & 7) as u8 + 1;
	}
	cells
}

impl Move {
	fn opposite(self) -> Move {
		match self {
			Move::Up => Move::Down,
			Move::Down => Move::Up,
			Move::Left => Move::Right,
			Move::Right => Move::Left,
		}
	}

	/// The cell the blank goes to from `blank` (the moving tile's), or `None` off the board.
	fn target(self, blank: usize) -> Option<usize> {
		match self {
			Move::Up if blank >= 3 => Some(blank - 3),
			Move::Down if blank < 6 => Some(blank + 3),
			Move::Left if blank % 3 > 0 => Some(blank - 1),
			Move::Right if blank % 3 < 2 => Some(blank + 1),
			_ => None,
		}
	}

	fn letter(self) -> u8 {
		b"udlr"[self as usize]
	}

	/// The board this move was made from, to reach `state`.
	fn undo(self, state: State) -> State {
		let blank = blank_cell(state);
		match self {
			Move::Up => slide(state, Move::Down, blank + 3),
			Move::Down => slide(state, Move::Up, blank - 3),
			Move::Left => state + (1 << BLANK_SHIFT),
			Move::Right => state - (1 << BLANK_SHIFT),
		}
	}

	/// The board after this move, or `None` off the board.
	fn apply(self, state: State) -> Option<State> {
		let target = self.target(blank_cell(state))?;
		Some(slide(state, self, target))
	}
}

/// The board after `step` takes the blank to `target`: left and right keep the tiles' order,
/// up and down turn the three tiles the blank passes.
fn slide(state: State, step: Move, target: usize) -> State {
	let tiles = state & 0xff_ffff;
	let tiles = match step {
		Move::Left | Move::Right => tiles,
		Move::Up => turn_up(tiles, 3 * target as u32),
		Move::Down => turn_down(tiles, 3 * blank_cell(state) as u32),
	};
	(target as u32) << BLANK_SHIFT | tiles
}

/// The blank going up past three tiles from bit `shift` on: (t, a, b) becomes (a, b, t).
fn turn_up(tiles: u32, shift: u32) -> u32 {
	let three = tiles >> shift & 0o777;
	tiles & !(0o777 << shift) | (three >> 3 | (three & 0o7) << 6) << shift
}

/// The blank going down past three tiles from bit `shift` on: (a, b, t) becomes (t, a, b).
fn turn_down(tiles: u32, shift: u32) -> u32 {
	let three = tiles >> shift & 0o777;
	tiles & !(0o777 << shift) | (three >> 6 | (three & 0o77) << 3) << shift
}

// --- Ranks: a dense number for each board, to index flat tables without hashing

/// The boards of one parity, 9!/2.
const SOLVABLE: usize = 181_440;

/// A number in `0..SOLVABLE` no other board of its parity has (moves keep the parity): the
/// blank's cell plus nine times half the Lehmer code of the tiles' order, the sum over places i
/// of (how many later tiles are smaller) times (7 - i)!, by a lookup of the first four tiles and
/// one of the last four. Within a parity the count at place 6 (weight 1) follows from the rest
/// (they add up to the inversions), and at 7 it is 0: halving leaves a dense rank.
const fn rank(state: State) -> usize {
	let order = RANK_HEAD[(state & 0o7777) as usize] + RANK_TAIL[(state >> 12 & 0o7777) as usize];
	order as usize * 9 + (state >> BLANK_SHIFT) as usize
}

/// The rank of `next`, reached by `step` from the board ranked `here`: left and right keep the
/// tiles, and move the blank one cell.
fn rank_after(step: Move, here: usize, next: State) -> usize {
	match step {
		Move::Left => here - 1,
		Move::Right => here + 1,
		Move::Up | Move::Down => rank(next),
	}
}

/// Half of what the first four tiles (an even number) and the last four add to the Lehmer code.
const RANK_HEAD: [u32; 4096] = rank_parts(true);
const RANK_TAIL: [u32; 4096] = rank_parts(false);

const fn rank_parts(head: bool) -> [u32; 4096] {
	const FACTORIAL: [u32; 8] = [1, 1, 2, 6, 24, 120, 720, 5_040];
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
				(tile - smaller_seen) * FACTORIAL[7 - place]
			} else {
				smaller_seen * FACTORIAL[3 - place]
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

/// The distances to [`PROBLEM`]'s goal, by rank. Moves can be undone, so the distance from the
/// goal is the distance to it.
static DISTANCES: [u8; SOLVABLE] = SWEEP_12.distance;

/// The distances to any goal, found at run time by the same sweep. Its two tables, about 0.9 MB,
/// and their copies go on a thread with room; where no thread can be had (a judge's sandbox may
/// refuse them), on the thread at hand: about 3 MB of the 8 MB a main thread is usually given.
/// Never inlined: its frame holds those tables, and every run would touch their pages.
#[inline(never)]
fn distances_to(goal: State) -> Vec<u8> {
	let run = move || sweep(Sweep::new(goal), SOLVABLE).distance.to_vec();
	match std::thread::Builder::new().stack_size(32 << 20).spawn(run) {
		Ok(thread) => thread.join().expect("the sweep stays inside its tables: it cannot panic"),
		Err(_) => run(),
	}
}

/// A breadth-first sweep, part way through.
struct Sweep {
	/// By rank, each board's distance (255: unreached), and the boards in the order reached:
	/// before `head` done, up to `tail` waiting.
	distance: [u8; SOLVABLE],
	queue: [State; SOLVABLE],
	head: usize,
	tail: usize,
}

impl Sweep {
	const fn new(goal: State) -> Sweep {
		let mut sweep =
			Sweep { distance: [255; SOLVABLE], queue: [goal; SOLVABLE], head: 0, tail: 1 };
		sweep.distance[rank(goal)] = 0;
		sweep
	}
}

/// Compilers before 1.72 stop a constant after a million steps: twelve constants of 15,120
/// boards each stay inside that.
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

/// Takes up to `count` boards from the queue and reaches their neighbours, with no calls (the
/// compiler's evaluator is slow at them): [`rank_after`], [`turn_up`] and [`turn_down`] written
/// out in place.
const fn sweep(mut sweep: Sweep, count: usize) -> Sweep {
	let (head_rank, tail_rank) = (RANK_HEAD, RANK_TAIL);
	let (mut head, mut tail) = (sweep.head, sweep.tail);
	// The queue holds every board at the end, so it runs dry only when the last is taken.
	let stop = head + count;
	while head < stop {
		let state = sweep.queue[head];
		head += 1;
		let (blank, tiles) = (state >> BLANK_SHIFT, state & 0xff_ffff);
		let order = head_rank[(tiles & 0o7777) as usize] + tail_rank[(tiles >> 12) as usize];
		let here = (order * 9 + blank) as usize;
		let distance = sweep.distance[here] + 1;
		let column = blank % 3;
		if column > 0 && sweep.distance[here - 1] == 255 {
			sweep.distance[here - 1] = distance;
			sweep.queue[tail] = state - (1 << BLANK_SHIFT);
			tail += 1;
		}
		if column < 2 && sweep.distance[here + 1] == 255 {
			sweep.distance[here + 1] = distance;
			sweep.queue[tail] = state + (1 << BLANK_SHIFT);
			tail += 1;
		}
		if blank >= 3 {
			let (to, shift) = (blank - 3, 3 * blank - 9);
			let three = tiles >> shift & 0o777;
			let moved = tiles & !(0o777 << shift) | (three >> 3 | (three & 0o7) << 6) << shift;
			let order = head_rank[(moved & 0o7777) as usize] + tail_rank[(moved >> 12) as usize];
			let rank = (order * 9 + to) as usize;
			if sweep.distance[rank] == 255 {
				sweep.distance[rank] = distance;
				sweep.queue[tail] = to << BLANK_SHIFT | moved;
				tail += 1;
			}
		}
		if blank < 6 {
			let (to, shift) = (blank + 3, 3 * blank);
			let three = tiles >> shift & 0o777;
			let moved = tiles & !(0o777 << shift) | (three >> 6 | (three & 0o77) << 3) << shift;
			let order = head_rank[(moved & 0o7777) as usize] + tail_rank[(moved >> 12) as usize];
			let rank = (order * 9 + to) as usize;
			if sweep.distance[rank] == 255 {
				sweep.distance[rank] = distance;
				sweep.queue[tail] = to << BLANK_SHIFT | moved;
				tail += 1;
			}
		}
	}
	sweep.head = head;
	sweep.tail = tail;
	sweep
}

// --- The problems: each judge's goal, and what it prints

/// A judge's problem: its goal, and what it prints.
#[derive(Clone, Copy)]
struct Problem {
	goal: Cells,
	/// Whether an answer is the moves themselves, or how many there are.
	prints_moves: bool,
	/// The answer for a board that cannot reach the goal.
	unsolvable: &'static str,
	/// How the problem writes the blank, for messages.
	blank: char,
}

const ACWING179: Problem = Problem {
	goal: [1, 2, 3, 4, 5, 6, 7, 8, 0],
	prints_moves: true,
	unsolvable: "unsolvable",
	blank: 'x',
};
const ACWING845: Problem = Problem { prints_moves: false, unsolvable: "-1", ..ACWING179 };
const LUOGU1379: Problem = Problem { goal: [1, 2, 3, 8, 0, 4, 7, 6, 5], ..AOJ_ALDS1_13_B };
const AOJ_ALDS1_13_B: Problem = Problem { blank: '0', ..ACWING845 };
const BAEKJOON1525: Problem = AOJ_ALDS1_13_B;

/// Each problem by the name `--problem` takes: its constant's, in lower case.
const PROBLEMS: [(&str, Problem); 5] = [
	("acwing179", ACWING179),
	("acwing845", ACWING845),
	("luogu1379", LUOGU1379),
	("aoj_alds1_13_b", AOJ_ALDS1_13_B),
	("baekjoon1525", BAEKJOON1525),
];

// --- Reading: nine cells a case, separated by any whitespace or none

/// Reads cases as a stream: memory stays the same whatever the input's size.
struct Cases<R> {
	input: R,
	/// Whether all that was read is used, so that asking for more waits.
	drained: bool,
	/// The line being read, cases begun, and the line the last began on.
	line: u64,
	case: u64,
	case_line: u64,
	blank: char,
}

impl<R: BufRead> Cases<R> {
	/// The next case, or `None` at the end. Before waiting for input it flushes `output`: a
	/// trickling pipe sees each answer at once, a file is still written in large blocks.
	fn next_case(&mut self, output: &mut impl Write) -> Result<Option<Cells>, Failure> {
		let (mut cells, mut count) = ([0; 9], 0);
		loop {
			if self.drained {
				output.flush().map_err(Failure::Write)?;
			}
			let chunk = match self.input.fill_buf() {
				Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
				chunk => chunk.map_err(Failure::Read)?,
			};
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
		let shown = if byte.is_ascii_graphic() {
			format!("'{}'", byte as char)
		} else {
			format!("byte 0x{:02x}", byte)
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

/// What keeps nine cells from being a board, if anything: the first value there twice, and the
/// first one missing.
fn why_not_a_board(cells: &Cells) -> Option<String> {
	let seen = cells.iter().fold(0u16, |seen, &value| seen | 1 << value);
	let missing = (0..9).find(|&value| seen & 1 << value == 0)?;
	let twice = (1..9).find(|&i| cells[..i].contains(&cells[i])).map_or(0, |i| cells[i]);
	let name =
		|value: u8| if value == 0 { "the blank".to_string() } else { format!("tile {}", value) };
	let missing =
		if missing == 0 { "there is no blank".to_string() } else { name(missing) + " is missing" };
	Some(format!("{} appears twice, and {}", name(twice), missing))
}

// --- The command line: options, the choice of heuristic, output, and `main`

/// Kept by hand, so that the file builds without Cargo; a test holds it equal to Cargo.toml's.
const VERSION: &str = "0.3.0";

const USAGE: &str = "\
usage: eight [--problem NAME] [--heuristic NAME] [--stats] [--steps] < boards

Reads boards until the input ends: 9 cells a case, 1 to 8 or the blank (x, X or 0),
separated by any whitespace or none. Prints a line per case, as the problem asks:
  acwing179       the shortest moves, named by the way the blank goes (u d l r), or
                  `unsolvable`; goal 1 2 3 / 4 5 6 / 7 8 x
  acwing845       how many moves, or -1; the same goal
  luogu1379       how many moves, or -1; goal 1 2 3 / 8 0 4 / 7 6 5
  aoj_alds1_13_b  how many moves, or -1; goal 1 2 3 / 4 5 6 / 7 8 0
  baekjoon1525    the same
Exit: 0 done; 2 bad input or arguments (earlier answers printed first); 1 failed I/O.

  --problem NAME    the problem; by default the file's PROBLEM constant
  --heuristic NAME  manhattan, conflict (plus linear conflicts and last moves), or exact
                    (auto, the default: the compiler's table for PROBLEM, else built once)
  --stats           per case on standard error: moves, boards expanded and pushed,
                    microseconds, the heuristic; then the peak memory
  --steps           after each answer, the boards along its path, the blank shown as .
  --help, --version alone
";

/// Which heuristic A* uses (`auto` is `exact`).
#[derive(Clone, Copy, PartialEq)]
enum Choice {
	Manhattan,
	Conflict,
	Exact,
}

const CHOICES: [(&str, Choice); 4] = [
	("auto", Choice::Exact),
	("manhattan", Choice::Manhattan),
	("conflict", Choice::Conflict),
	("exact", Choice::Exact),
];

/// What one search did, for `--stats`: boards expanded, and boards queued (the start too).
#[derive(Clone, Copy, Default)]
struct Effort {
	expanded: u64,
	pushed: u64,
}

struct Options {
	problem: Problem,
	heuristic: Choice,
	stats: bool,
	steps: bool,
}

/// What the command line asks for: answer the input, or print a text (help, the version).
enum Command {
	Run(Options),
	Print(String),
}

/// Reads the command line as every program of the kit does: `--name value` or `--name=value` in
/// any order, `--` ends the options, `--help` and `--version` alone, nothing twice. The error is
/// the message.
fn parse_arguments(arguments: Vec<String>) -> Result<Command, String> {
	match arguments.first().map(String::as_str) {
		Some("--help") | Some("-h") if arguments.len() == 1 => {
			return Ok(Command::Print(USAGE.to_string()))
		}
		Some("--version") | Some("-V") if arguments.len() == 1 => {
			return Ok(Command::Print(format!("eight {}\n", VERSION)))
		}
		_ => {}
	}
	let (problem, heuristic) = (PROBLEM, Choice::Exact);
	let mut options = Options { problem, heuristic, stats: false, steps: false };
	let (mut arguments, mut seen, mut ended) = (arguments.into_iter(), Vec::new(), false);
	while let Some(argument) = arguments.next() {
		if argument == "--" && !ended {
			ended = true;
			continue;
		}
		if ended || !argument.starts_with('-') || argument == "-" {
			return Err(format!("unexpected argument {:?}", argument));
		}
		let (name, value) = match argument.find('=') {
			Some(at) if argument.starts_with("--") => (&argument[..at], Some(&argument[at + 1..])),
			_ => (&argument[..], None),
		};
		let name = match name {
			"-h" => "--help",
			"-V" => "--version",
			_ => name,
		};
		if name == "--help" || name == "--version" {
			return Err(format!("{} goes alone, with nothing else on the command line", name));
		}
		if seen.contains(&name.to_string()) {
			return Err(format!("{} is given twice", name));
		}
		seen.push(name.to_string());
		match (name, value) {
			("--stats", None) => options.stats = true,
			("--steps", None) => options.steps = true,
			("--stats", _) | ("--steps", _) => return Err(format!("{} takes no value", name)),
			("--problem", _) | ("--heuristic", _) => {
				let value = value.map(str::to_string).or_else(|| arguments.next());
				let value = value.ok_or(format!("{} needs a value", name))?;
				match name {
					"--problem" => options.problem = find(&PROBLEMS, "problem", &value)?,
					_ => options.heuristic = find(&CHOICES, "heuristic", &value)?,
				}
			}
			_ => return Err(format!("unknown option '{}'", name)),
		}
	}
	Ok(Command::Run(options))
}

/// The thing in `list` named `name`.
fn find<T: Copy>(list: &[(&str, T)], kind: &str, name: &str) -> Result<T, String> {
	if let Some(&(_, found)) = list.iter().find(|item| item.0 == name) {
		return Ok(found);
	}
	let names: Vec<&str> = list.iter().map(|item| item.0).collect();
	let (last, others) = (names[names.len() - 1], names[..names.len() - 1].join(", "));
	Err(format!("unknown {} '{}': the names are {} and {}", kind, name, others, last))
}

/// Why a run stopped early.
enum Failure {
	/// The command line is wrong.
	Usage(String),
	/// A case is no board: the message names it, and the line it starts on.
	Input(String),
	Read(io::Error),
	Write(io::Error),
}

impl fmt::Display for Failure {
	fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
		match self {
			Failure::Usage(why) => write!(f, "{} (try --help)", why),
			Failure::Input(why) => f.write_str(why),
			Failure::Read(error) => write!(f, "cannot read the input: {}", error),
			Failure::Write(error) => write!(f, "cannot write the output: {}", error),
		}
	}
}

/// Answers every case of `input`, a line each to `output` (and `log`, with `--stats`). On bad
/// input, every answer before it is written out first.
fn run(
	input: impl BufRead,
	mut output: impl Write,
	mut log: impl Write,
	options: &Options,
) -> Result<(), Failure> {
	let (problem, heuristic) = (options.problem, options.heuristic);
	let goal = pack(&problem.goal);
	let (mut cases, mut solver, mut line) = (
		Cases { input, drained: true, line: 1, case: 0, case_line: 1, blank: problem.blank },
		Solver::new(),
		Vec::new(),
	);
	// The heuristics, each made when first needed: the compiler's table serves only its goal.
	let (mut manhattan, mut conflict, mut distances) = (None, None, None);
	let compiled = goal == pack(&PROBLEM.goal);
	let name = CHOICES.iter().rev().find(|choice| choice.1 == heuristic).map_or("", |c| c.0);
	// Microseconds, to the nanosecond: one case with the exact table takes about one.
	let micros = |clock: Instant| clock.elapsed().as_secs_f64() * 1e6;
	while let Some(cells) = cases.next_case(&mut output)? {
		let start = pack(&cells);
		let clock = if options.stats { Some(Instant::now()) } else { None };
		let solved = match heuristic {
			_ if !is_solvable(start, goal) => None,
			Choice::Manhattan => {
				Some(solver.solve(manhattan.get_or_insert_with(|| Manhattan::new(goal)), start))
			}
			Choice::Conflict => {
				Some(solver.solve(conflict.get_or_insert_with(|| Conflict::new(goal)), start))
			}
			Choice::Exact if compiled => {
				Some(solver.solve(&Exact { goal, distances: &DISTANCES }, start))
			}
			Choice::Exact => {
				let distances = distances.get_or_insert_with(|| {
					let distances = distances_to(goal);
					if let Some(clock) = clock {
						let _ = writeln!(
							log,
							"exact table: {} boards by breadth-first sweep, {:.3} us",
							SOLVABLE,
							micros(clock)
						);
					}
					distances
				});
				Some(solver.solve(&Exact { goal, distances }, start))
			}
		};
		let took = clock.map_or(0.0, micros);

		line.clear();
		let moves = solved.map(|(moves, _)| moves);
		match moves {
			None => line.extend_from_slice(problem.unsolvable.as_bytes()),
			Some(moves) if problem.prints_moves => {
				line.extend(moves.iter().map(|step| step.letter()))
			}
			Some(moves) => line.extend_from_slice(moves.len().to_string().as_bytes()),
		}
		line.push(b'\n');
		if options.steps {
			write_steps(&mut line, start, moves);
		}
		output.write_all(&line).map_err(Failure::Write)?;
		if options.stats {
			let (said, served_by, Effort { expanded, pushed }) = match solved {
				None => (problem.unsolvable.to_string(), "parity", Effort::default()),
				Some((moves, effort)) => (format!("{} moves", moves.len()), name, effort),
			};
			// Standard error is only a report: a failure to write it stops nothing.
			let _ = writeln!(
				log,
				"case {}: {}, {} expanded, {} pushed, {:.3} us, {}",
				cases.case, said, expanded, pushed, took, served_by
			);
		}
	}
	if options.stats {
		let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
		if let Some(peak) = status.lines().find(|line| line.starts_with("VmHWM:")) {
			let _ = writeln!(log, "peak memory: {} KiB", peak[6..].trim().trim_end_matches(" kB"));
		}
	}
	output.flush().map_err(Failure::Write)
}

/// `--steps`: the boards along the path, each headed by its number and move, the blank `.`.
fn write_steps(text: &mut Vec<u8>, start: State, moves: Option<&[Move]>) {
	let moves = match moves {
		None => return text.extend_from_slice(b"(this board cannot reach the goal)\n\n"),
		Some(&[]) => return text.extend_from_slice(b"(this board is already solved)\n\n"),
		Some(moves) => moves,
	};
	let mut state = start;
	for number in 0..=moves.len() {
		let heading = match number {
			0 => "start".to_string(),
			_ => {
				let step = moves[number - 1];
				let next = step.apply(state);
				state = next.expect("an answer's moves stay on the board: each was searched");
				(step.letter() as char).to_string()
			}
		};
		text.extend_from_slice(format!("step {}: {}\n", number, heading).as_bytes());
		for row in unpack(state).chunks(3) {
			let cell = |place: usize| if row[place] == 0 { b'.' } else { b'0' + row[place] };
			text.extend_from_slice(&[cell(0), b' ', cell(1), b' ', cell(2), b'\n']);
		}
		text.push(b'\n');
	}
}

/// The command line, then the run it asks for.
fn run_command_line() -> Result<(), Failure> {
	let arguments = std::env::args_os().skip(1).map(|argument| argument.into_string());
	let arguments = arguments.collect::<Result<Vec<_>, _>>();
	let arguments = arguments.map_err(|bad| format!("the argument {:?} is not UTF-8", bad));
	match arguments.and_then(parse_arguments).map_err(Failure::Usage)? {
		Command::Run(options) => {
			let stdout = io::BufWriter::with_capacity(1 << 16, io::stdout().lock());
			run(io::stdin().lock(), stdout, io::BufWriter::new(io::stderr().lock()), &options)
		}
		Command::Print(text) => {
			let mut stdout = io::stdout();
			stdout.write_all(text.as_bytes()).and_then(|()| stdout.flush()).map_err(Failure::Write)
		}
	}
}

fn main() -> ExitCode {
	let failure = match run_command_line() {
		Ok(()) => return ExitCode::SUCCESS,
		// The reader went away (`eight < many.in | head -1`): a normal way for output to end.
		Err(Failure::Write(ref error)) if error.kind() == io::ErrorKind::BrokenPipe => {
			return ExitCode::SUCCESS
		}
		Err(failure) => failure,
	};
	// Unlike `eprintln!`, this cannot panic: if standard error fails too, the status still tells.
	let _ = writeln!(io::stderr(), "eight: {}", failure);
	ExitCode::from(match failure {
		Failure::Usage(_) | Failure::Input(_) => 2,
		Failure::Read(_) | Failure::Write(_) => 1,
	})
}

#[cfg(test)]
#[path = "main_tests.rs"]
mod tests;
