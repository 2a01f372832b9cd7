//! eight: shortest solutions of the 3x3 sliding puzzle "Eight", as online judges pose it.
//!
//! Reads boards until the input ends and answers each as [`PROBLEM`] asks. A board of the wrong
//! parity is answered at once; every other is searched with A*, which takes boards from a queue
//! in order of f = g + h (g the moves made, h a lower bound on the moves left), so the first time
//! the goal leaves the queue its path is shortest. h comes from a table of every board's distance
//! that the compiler builds. Standard library only, one file: paste it into a judge as it is.

use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::io::{self, BufRead, Read, Write};
use std::process::ExitCode;
use std::time::Instant;

/// Which Eight this file answers: change this one word before pasting.
///
/// | constant | judge | input | goal | prints |
/// |---|---|---|---|---|
/// | `ACWING179` | AcWing 179 八数码 | 9 cells, `x` blank | `1 2 3 / 4 5 6 / 7 8 x` | the moves, or `unsolvable` |
/// | `ACWING845` | AcWing 845 八数码 | the same | the same | how many moves, or `-1` |
/// | `LUOGU1379` | Luogu P1379 八数码难题 | 9 glued digits, `0` blank | `1 2 3 / 8 0 4 / 7 6 5` | how many moves, or `-1` |
///
/// POJ 1077 and HDU 1043 pose AcWing 179's format, but take no Rust.
const PROBLEM: Problem = ACWING179;

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
const LUOGU1379: Problem = Problem { goal: [1, 2, 3, 8, 0, 4, 7, 6, 5], blank: '0', ..ACWING845 };
const PROBLEMS: [(&str, Problem); 3] =
	[("acwing179", ACWING179), ("acwing845", ACWING845), ("luogu1379", LUOGU1379)];

// --- The board and its packing

/// A board cell by cell in reading order: `0` is the blank, `1..=8` the tiles.
type Cells = [u8; 9];

/// A board in 28 bits: the blank needs no value, only a place. Bits 0..24 hold the eight tiles
/// in reading order without the blank, three bits each (tile - 1, the first lowest), and bits
/// 24..28 the blank's cell.
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

/// The cells: each one after the blank holds the next tile in order.
fn unpack(state: State) -> Cells {
	let (blank, mut cells) = (blank_cell(state), [0; 9]);
	for (cell, value) in cells.iter_mut().enumerate().filter(|&(cell, _)| cell != blank) {
		*value = (state >> (3 * (cell - usize::from(cell > blank))) & 7) as u8 + 1;
	}
	cells
}

fn blank_cell(state: State) -> usize {
	(state >> BLANK_SHIFT) as usize
}

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

// --- Moves

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

	fn letter(self) -> u8 {
		b"udlr"[self as usize]
	}

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

/// The board after `step` takes the blank to `target`.
fn slide(state: State, step: Move, target: usize) -> State {
	let tiles = state & 0xff_ffff;
	let tiles = match step {
		Move::Left | Move::Right => tiles,
		Move::Up => turn(tiles, 3 * target as u32, true),
		Move::Down => turn(tiles, 3 * blank_cell(state) as u32, false),
	};
	(target as u32) << BLANK_SHIFT | tiles
}

/// The blank passing three tiles from bit `shift` on: going up, the first follows it to the end
/// ((t, a, b) becomes (a, b, t)); going down, the last comes first.
fn turn(tiles: u32, shift: u32, up: bool) -> u32 {
	let three = tiles >> shift & 0o777;
	let turned = match up {
		true => three >> 3 | (three & 0o7) << 6,
		false => three >> 6 | (three & 0o77) << 3,
	};
	tiles & !(0o777 << shift) | turned << shift
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
			sum += match head {
				true => (tile - smaller_seen) * FACTORIAL[7 - place],
				false => smaller_seen * FACTORIAL[3 - place],
			};
			seen |= 1 << tile;
			i += 1;
		}
		table[index] = sum / 2;
		index += 1;
	}
	table
}

// --- A*: the open list, the predecessor map, and the path back

/// An open-list entry's priority: f = g + h, and on equal f the larger g (as far as A* knows,
/// nearer the goal) first: f sits above eight bits holding 255 - g.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct F(u32);

impl F {
	fn new(g: u32, h: u32) -> F {
		F((g + h) << 8 | (255 - g))
	}

	fn g(self) -> u32 {
		255 - (self.0 & 255)
	}
}

/// What the predecessor map knows of a board, in a byte: nothing (0), or the fewest moves it
/// was reached with (g + 1 in bits 2..8) and the move that did it (bits 0..2).
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

/// What one search did, for `--stats`: boards expanded, and boards queued (the start too).
#[derive(Clone, Copy, Default)]
struct Effort {
	expanded: u64,
	pushed: u64,
}

/// The search's tables and buffers, kept from case to case.
struct Solver {
	/// By rank, each board's [`Visit`]: the best g and the predecessor map in one.
	visits: Vec<u8>,
	/// The ranks this case reached: the only ones to clear for the next.
	reached: Vec<u32>,
	open: BinaryHeap<Reverse<(F, State)>>,
	path: Vec<Move>,
}

impl Solver {
	fn new() -> Solver {
		// Bytes, so that the table is allocated zeroed: pages are mapped only when first touched.
		let visits = vec![0; SOLVABLE];
		Solver { visits, reached: Vec::new(), open: BinaryHeap::new(), path: Vec::new() }
	}

	/// The shortest moves from `start` to the goal, which it must reach.
	fn solve<H: Heuristic>(&mut self, heuristic: &H, start: State) -> (&[Move], Effort) {
		let effort = self.search(heuristic, start);
		self.path.clear();
		let (mut state, mut here) = (heuristic.goal(), rank(heuristic.goal()));
		while state != start {
			let step = Visit(self.visits[here]).step();
			self.path.push(step);
			state = step.undo(state);
			here = rank_after(step.opposite(), here, state);
		}
		self.path.reverse();
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
		// Nothing with f beyond the answer's length leaves the queue; with the exact distance
		// that is f at the start, so nothing beyond it need go in.
		let bound = if H::EXACT { start_h } else { u32::MAX };
		visits[start_rank] = Visit::new(0, Move::Up).0;
		reached.push(start_rank as u32);
		open.push(Reverse((F::new(0, start_h), start)));
		let mut effort = Effort { expanded: 0, pushed: 1 };
		while let Some(Reverse((f, state))) = open.pop() {
			let (g, here) = (f.g(), rank(state));
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
			let back = if g > 0 { Some(visit.step().opposite()) } else { None };
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
				if g + 1 + h > bound {
					continue;
				}
				if visit == Visit::NONE {
					reached.push(next_rank as u32);
				}
				visits[next_rank] = Visit::new(g + 1, step).0;
				open.push(Reverse((F::new(g + 1, h), next)));
				effort.pushed += 1;
				if H::EXACT {
					break; // it has the largest g in the queue and leaves next; its siblings never
				}
			}
		}
		unreachable!("A* ran out of boards, but the parity check lets only reachable ones in");
	}
}

// --- Heuristics: lower bounds on the moves left

/// An estimate of the moves left that never overestimates (is admissible), which makes A*'s
/// first path to the goal shortest. The search is generic over it.
trait Heuristic {
	const EXACT: bool = false;
	fn goal(&self) -> State;
	/// A lower bound on the moves from `state`, whose [`rank`] is `rank`.
	fn estimate(&self, state: State, rank: usize) -> u32;
}

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
		let last = match blank != 4 && blank % 2 == 0 {
			true => Some([(cells[row * 3 + 1], 4, 5 - column), (cells[3 + column], 1, 2 - row)]),
			false => None,
		};
		Conflict { manhattan, conflict, last }
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
		let (goal_line, place) = match line < 3 {
			true => (home[tile] / 3, home[tile] % 3),
			false => (3 + home[tile] % 3, home[tile] / 3),
		};
		if goal_line == line {
			goals.push(place);
		}
	}
	// The longest run of them in increasing order stays; the others leave.
	let increasing = match goals[..] {
		[] => 0,
		[_] => 1,
		[a, b] => 1 + usize::from(a < b),
		[a, b, c] if a < b && b < c => 3,
		[a, b, c] if a > b && b > c => 1,
		_ => 2,
	};
	2 * (goals.len() - increasing) as u8
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
	table: &'a [u8],
}

impl<'a> Heuristic for Exact<'a> {
	const EXACT: bool = true;
	fn goal(&self) -> State {
		self.goal
	}
	fn estimate(&self, _: State, rank: usize) -> u32 {
		u32::from(self.table[rank])
	}
}

// --- The exact distances, found by the compiler

/// The distances to [`PROBLEM`]'s goal: a breadth-first search from it, run by the compiler.
/// Moves can be undone, so the distance from the goal is the distance to it.
static EXACT: [u8; SOLVABLE] = SEARCH_12.distance;

/// The distances to any goal, found at run time by the same search (on a thread with room).
fn exact_distances(goal: State) -> Vec<u8> {
	let search = move || grow(Search::new(goal), SOLVABLE).distance.to_vec();
	let thread = std::thread::Builder::new().stack_size(32 << 20).spawn(search);
	thread.ok().and_then(|thread| thread.join().ok()).expect("a thread for the search")
}

/// A breadth-first search, part way through.
struct Search {
	/// By rank, each board's distance (255: unreached), and the boards in the order reached:
	/// before `head` done, up to `tail` waiting.
	distance: [u8; SOLVABLE],
	queue: [State; SOLVABLE],
	head: usize,
	tail: usize,
}

impl Search {
	const fn new(goal: State) -> Search {
		let mut search =
			Search { distance: [255; SOLVABLE], queue: [goal; SOLVABLE], head: 0, tail: 1 };
		search.distance[rank(goal)] = 0;
		search
	}
}

/// Compilers before 1.72 stop a constant after a million steps: twelve constants of 15,120
/// boards each stay inside that.
const TWELFTH: usize = SOLVABLE / 12;
const SEARCH_1: Search = grow(Search::new(pack(&PROBLEM.goal)), TWELFTH);
const SEARCH_2: Search = grow(SEARCH_1, TWELFTH);
const SEARCH_3: Search = grow(SEARCH_2, TWELFTH);
const SEARCH_4: Search = grow(SEARCH_3, TWELFTH);
const SEARCH_5: Search = grow(SEARCH_4, TWELFTH);
const SEARCH_6: Search = grow(SEARCH_5, TWELFTH);
const SEARCH_7: Search = grow(SEARCH_6, TWELFTH);
const SEARCH_8: Search = grow(SEARCH_7, TWELFTH);
const SEARCH_9: Search = grow(SEARCH_8, TWELFTH);
const SEARCH_10: Search = grow(SEARCH_9, TWELFTH);
const SEARCH_11: Search = grow(SEARCH_10, TWELFTH);
const SEARCH_12: Search = grow(SEARCH_11, TWELFTH);

/// Takes up to `count` boards from the queue and reaches their neighbours, with no calls (the
/// compiler's evaluator is slow at them): [`rank_after`] and [`turn`] written out in place.
const fn grow(mut search: Search, count: usize) -> Search {
	let (head_rank, tail_rank) = (RANK_HEAD, RANK_TAIL);
	let (mut head, mut tail) = (search.head, search.tail);
	let stop = head + count;
	while head < tail && head < stop {
		let state = search.queue[head];
		head += 1;
		let (blank, tiles) = (state >> BLANK_SHIFT, state & 0xff_ffff);
		let order = head_rank[(tiles & 0o7777) as usize] + tail_rank[(tiles >> 12) as usize];
		let here = (order * 9 + blank) as usize;
		let distance = search.distance[here] + 1;
		let column = blank % 3;
		if column > 0 && search.distance[here - 1] == 255 {
			search.distance[here - 1] = distance;
			search.queue[tail] = state - (1 << BLANK_SHIFT);
			tail += 1;
		}
		if column < 2 && search.distance[here + 1] == 255 {
			search.distance[here + 1] = distance;
			search.queue[tail] = state + (1 << BLANK_SHIFT);
			tail += 1;
		}
		if blank >= 3 {
			let (to, shift) = (blank - 3, 3 * blank - 9);
			let three = tiles >> shift & 0o777;
			let moved = tiles & !(0o777 << shift) | (three >> 3 | (three & 0o7) << 6) << shift;
			let order = head_rank[(moved & 0o7777) as usize] + tail_rank[(moved >> 12) as usize];
			let rank = (order * 9 + to) as usize;
			if search.distance[rank] == 255 {
				search.distance[rank] = distance;
				search.queue[tail] = to << BLANK_SHIFT | moved;
				tail += 1;
			}
		}
		if blank < 6 {
			let (to, shift) = (blank + 3, 3 * blank);
			let three = tiles >> shift & 0o777;
			let moved = tiles & !(0o777 << shift) | (three >> 6 | (three & 0o77) << 3) << shift;
			let order = head_rank[(moved & 0o7777) as usize] + tail_rank[(moved >> 12) as usize];
			let rank = (order * 9 + to) as usize;
			if search.distance[rank] == 255 {
				search.distance[rank] = distance;
				search.queue[tail] = to << BLANK_SHIFT | moved;
				tail += 1;
			}
		}
	}
	search.head = head;
	search.tail = tail;
	search
}

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
				let shown = match byte.is_ascii_graphic() {
					true => format!("'{}'", byte as char),
					false => format!("byte 0x{:02x}", byte),
				};
				let cells = format!("cells are 1 to 8, and {} for the blank", self.blank);
				return Err(
					self.bad(format!("{} on line {} is not a cell ({})", shown, self.line, cells))
				);
			}
			if count == 9 {
				return match repeated(&cells) {
					None => Ok(Some(cells)),
					Some(why) => Err(self.bad(why)),
				};
			}
		}
	}

	fn bad(&self, why: String) -> Failure {
		Failure::Input(format!("case {} (line {}): {}", self.case, self.case_line, why))
	}
}

/// What is wrong with `cells`, if anything: the first value there twice, and the first missing.
fn repeated(cells: &Cells) -> Option<String> {
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
const VERSION: &str = "0.2.0";

const USAGE: &str = "\
usage: eight [--problem NAME] [--heuristic NAME] [--stats] [--steps] < boards

Reads boards until the input ends: 9 cells a case, 1 to 8 or the blank (x, X or 0),
separated by any whitespace or none. Prints a line per case, as the problem asks:
  acwing179  the shortest moves, named by the way the blank goes (u d l r), or
             `unsolvable`; goal 1 2 3 / 4 5 6 / 7 8 x
  acwing845  how many moves, or -1; the same goal
  luogu1379  how many moves, or -1; goal 1 2 3 / 8 0 4 / 7 6 5
Exit: 0 done; 2 bad input or arguments (earlier answers printed first); 1 failed I/O.

  --problem NAME    the problem; by default the file's PROBLEM constant
  --heuristic NAME  manhattan, conflict (plus linear conflicts and last moves), or exact
                    (auto, the default: the compiler's table for PROBLEM, else built once)
  --stats           per case on standard error: moves, boards expanded and pushed,
                    microseconds, the heuristic; then the peak memory
  --steps           after each answer, the boards along its path, the blank shown as .
  --help, --version
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

struct Options {
	problem: Problem,
	heuristic: Choice,
	stats: bool,
	steps: bool,
}

/// The options to answer with, or (`Err` inside) a text to print; `Err` is a bad argument.
fn parse_arguments(arguments: Vec<String>) -> Result<Result<Options, String>, String> {
	let (problem, heuristic) = (PROBLEM, Choice::Exact);
	let mut options = Options { problem, heuristic, stats: false, steps: false };
	let mut arguments = arguments.into_iter();
	while let Some(argument) = arguments.next() {
		let (name, value) = match argument.find('=') {
			Some(at) => (&argument[..at], Some(&argument[at + 1..])),
			None => (&argument[..], None),
		};
		match (name, value) {
			("-h", None) | ("--help", None) => return Ok(Err(USAGE.to_string())),
			("-V", None) | ("--version", None) => return Ok(Err(format!("eight {}\n", VERSION))),
			("--stats", None) => options.stats = true,
			("--steps", None) => options.steps = true,
			("--problem", _) | ("--heuristic", _) => {
				let value = value.map(str::to_string).or_else(|| arguments.next());
				let value = value.ok_or(format!("{} needs a name (try --help)", name))?;
				match name {
					"--problem" => options.problem = find(&PROBLEMS, "problem", &value)?,
					_ => options.heuristic = find(&CHOICES, "heuristic", &value)?,
				}
			}
			_ => return Err(format!("unknown argument '{}' (try --help)", argument)),
		}
	}
	Ok(Ok(options))
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

/// Why a run stopped early: a case is no board, or the input or output failed.
enum Failure {
	Input(String),
	Read(io::Error),
	Write(io::Error),
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
	// The heuristics, each made when first needed: the compiler's exact table serves only its goal.
	let (mut manhattan, mut conflict, mut exact) = (None, None, None);
	let compiled = goal == pack(&PROBLEM.goal);
	let name = CHOICES.iter().rev().find(|choice| choice.1 == heuristic).map_or("", |c| c.0);
	while let Some(cells) = cases.next_case(&mut output)? {
		let start = pack(&cells);
		let clock = options.stats.then(Instant::now);
		let solved = match heuristic {
			_ if !is_solvable(start, goal) => None,
			Choice::Manhattan => {
				Some(solver.solve(manhattan.get_or_insert_with(|| Manhattan::new(goal)), start))
			}
			Choice::Conflict => {
				Some(solver.solve(conflict.get_or_insert_with(|| Conflict::new(goal)), start))
			}
			Choice::Exact if compiled => Some(solver.solve(&Exact { goal, table: &EXACT }, start)),
			Choice::Exact => {
				let table = exact.get_or_insert_with(|| {
					let table = exact_distances(goal);
					if let Some(clock) = clock {
						let micros = clock.elapsed().as_micros();
						let _ = writeln!(
							log,
							"exact table: {} boards by breadth-first search, {} us",
							SOLVABLE, micros
						);
					}
					table
				});
				Some(solver.solve(&Exact { goal, table }, start))
			}
		};
		let micros = clock.map_or(0, |clock| clock.elapsed().as_micros());

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
				"case {}: {}, {} expanded, {} pushed, {} us, {}",
				cases.case, said, expanded, pushed, micros, served_by
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
			// Every move of an answer was made from the board before it.
			_ => {
				let step = moves[number - 1];
				state = step.apply(state).expect("an answer's moves stay on the board");
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

/// Rust puts /dev/null, open for reading too, on a standard descriptor found closed (`eight
/// >&-`): answers written there are lost. A /dev/null the shell opened for output can't be read.
#[cfg(unix)]
fn stdout_is_open() -> io::Result<()> {
	use std::os::unix::{fs::MetadataExt, io::AsFd};
	let mut stdout = std::fs::File::from(io::stdout().as_fd().try_clone_to_owned()?);
	let rdev = stdout.metadata().map_or(0, |meta| meta.rdev());
	let null =
		rdev != 0 && std::fs::metadata("/dev/null").map_or(false, |null| null.rdev() == rdev);
	match null && stdout.read(&mut [0]).is_ok() {
		true => Err(io::Error::new(io::ErrorKind::Other, "standard output is closed")),
		false => Ok(()),
	}
}

#[cfg(not(unix))]
fn stdout_is_open() -> io::Result<()> {
	Ok(())
}

fn main() -> ExitCode {
	let arguments = std::env::args_os().skip(1).map(|argument| argument.into_string());
	let arguments = arguments.collect::<Result<Vec<_>, _>>();
	let arguments = arguments.map_err(|bad| format!("the argument {:?} is not UTF-8", bad));
	let options = match arguments.and_then(parse_arguments) {
		Ok(options) => options,
		Err(message) => return complain(&message, 2),
	};
	let result = stdout_is_open().map_err(Failure::Write).and_then(|()| match options {
		Ok(ref options) => {
			let stdout = io::BufWriter::with_capacity(1 << 16, io::stdout().lock());
			run(io::stdin().lock(), stdout, io::BufWriter::new(io::stderr().lock()), options)
		}
		Err(ref text) => io::stdout().write_all(text.as_bytes()).map_err(Failure::Write),
	});
	match result {
		Ok(()) => ExitCode::SUCCESS,
		// The reader went away (`eight < many.in | head -1`): a normal way for output to end.
		Err(Failure::Write(ref error)) if error.kind() == io::ErrorKind::BrokenPipe => {
			ExitCode::SUCCESS
		}
		Err(Failure::Input(why)) => complain(&why, 2),
		Err(Failure::Read(error)) => complain(&format!("cannot read the input: {}", error), 1),
		Err(Failure::Write(error)) => complain(&format!("cannot write the output: {}", error), 1),
	}
}

/// One line on standard error, and the exit status. Unlike `eprintln!`, it cannot panic.
fn complain(message: &str, code: u8) -> ExitCode {
	let _ = writeln!(io::stderr(), "eight: {}", message);
	ExitCode::from(code)
}

#[cfg(test)]
mod tests {
	use super::*;

	/// Every one of the 9! boards.
	fn every_board() -> Vec<State> {
		fn permute(cells: &mut Cells, fixed: usize, boards: &mut Vec<State>) {
			if fixed == 9 {
				return boards.push(pack(cells));
			}
			for i in fixed..9 {
				cells.swap(fixed, i);
				permute(cells, fixed + 1, boards);
				cells.swap(fixed, i);
			}
		}
		let mut boards = Vec::new();
		permute(&mut [0, 1, 2, 3, 4, 5, 6, 7, 8], 0, &mut boards);
		boards
	}

	#[test]
	fn packing_round_trips_and_ranks_are_dense_in_each_parity() {
		let goal = pack(&ACWING179.goal);
		let mut seen = vec![[false; 2]; SOLVABLE];
		for state in every_board() {
			assert_eq!((pack(&unpack(state)), state >> 28), (state, 0));
			let parity = usize::from(is_solvable(state, goal));
			assert!(!seen[rank(state)][parity], "two boards share rank {}", rank(state));
			seen[rank(state)][parity] = true;
		}
		assert!(seen.iter().all(|&both| both == [true, true]));
		assert!(!is_solvable(pack(&[2, 1, 3, 4, 5, 6, 7, 8, 0]), goal));
		assert!(!is_solvable(pack(&LUOGU1379.goal), goal));
	}

	#[test]
	fn moves_from_each_of_the_nine_blank_cells() {
		let legal = ["dr", "dlr", "dl", "udr", "udlr", "udl", "ur", "ulr", "ul"];
		for (blank, letters) in legal.iter().enumerate() {
			let mut cells = [0; 9];
			for (cell, tile) in (0..9).filter(|&cell| cell != blank).zip(1..) {
				cells[cell] = tile;
			}
			for &step in Move::ALL.iter() {
				let next = step.apply(pack(&cells));
				assert_eq!(next.is_some(), letters.contains(step.letter() as char));
				if let (Some(next), Some(target)) = (next, step.target(blank)) {
					let mut swapped = cells;
					swapped.swap(blank, target);
					assert_eq!(unpack(next), swapped);
					assert_eq!(step.opposite().apply(next), Some(pack(&cells)));
					assert_eq!(step.undo(next), pack(&cells));
					assert_eq!(rank_after(step, rank(pack(&cells)), next), rank(next));
				}
			}
		}
	}

	#[test]
	fn priorities_and_visits_give_back_what_they_hold() {
		for g in 0..63 {
			for h in 0..32 {
				assert_eq!(F::new(g, h).g(), g);
				// Smaller f first; on equal f, larger g first.
				assert!(F::new(g, h) < F::new(g, h + 1) && F::new(g + 1, h) < F::new(g, h + 1));
			}
			for &step in Move::ALL.iter() {
				let visit = Visit::new(g, step);
				assert_eq!((visit.moves(), visit.step()), (Some(g), step));
			}
		}
		assert_eq!(Visit::NONE.moves(), None);
	}

	#[test]
	fn every_heuristic_is_admissible_for_every_goal() {
		for &(_, problem) in PROBLEMS.iter() {
			let goal = pack(&problem.goal);
			let table = exact_distances(goal);
			if problem.goal == PROBLEM.goal {
				assert!(table[..] == EXACT[..], "the compiler's table and the run time's differ");
			}
			let (manhattan, conflict, exact) =
				(Manhattan::new(goal), Conflict::new(goal), Exact { goal, table: &table });
			for state in every_board().into_iter().filter(|&state| is_solvable(state, goal)) {
				// Exact: 0 at the goal, and elsewhere one more than the nearest neighbour's.
				let distance = exact.estimate(state, rank(state));
				let neighbours = Move::ALL.iter().filter_map(|step| step.apply(state));
				let nearest = neighbours.map(|next| exact.estimate(next, rank(next))).min();
				assert_eq!(distance, if state == goal { 0 } else { nearest.unwrap_or(99) + 1 });
				let estimates = [manhattan.estimate(state, 0), conflict.estimate(state, 0)];
				assert!(
					estimates[0] <= estimates[1] && estimates[1] <= distance,
					"{:?}",
					unpack(state)
				);
			}
		}
	}

	#[test]
	fn each_constant_of_the_compilers_search_takes_its_twelfth_of_the_boards() {
		let heads = [SEARCH_1.head, SEARCH_2.head, SEARCH_3.head, SEARCH_4.head, SEARCH_5.head];
		let more = [SEARCH_6.head, SEARCH_7.head, SEARCH_8.head, SEARCH_9.head, SEARCH_10.head];
		let heads = [&heads[..], &more, &[SEARCH_11.head, SEARCH_12.head]].concat();
		assert!((1..=12).zip(heads).all(|(twelfths, head)| head == twelfths * TWELFTH));
	}

	/// Fails once, with an error of the kind given, then reads.
	struct Failing(Option<io::ErrorKind>, &'static [u8]);

	impl Read for Failing {
		fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
			let fail = |kind| Err(io::Error::new(kind, "a signal"));
			self.0.take().map_or_else(|| self.1.read(buffer), fail)
		}
	}

	#[test]
	fn a_read_interrupted_by_a_signal_is_tried_again_and_other_failures_end_it() {
		let options =
			Options { problem: ACWING179, heuristic: Choice::Exact, stats: false, steps: false };
		let mut output = Vec::new();
		let board = &b"1 2 3 4 x 6 7 5 8"[..];
		let input = io::BufReader::new(Failing(Some(io::ErrorKind::Interrupted), board));
		assert!(run(input, &mut output, io::sink(), &options).is_ok());
		assert_eq!(output, b"dr\n");
		let input = io::BufReader::new(Failing(Some(io::ErrorKind::Other), board));
		match run(input, Vec::new(), io::sink(), &options) {
			Err(Failure::Read(error)) => assert_eq!(error.to_string(), "a signal"),
			_ => panic!("a failed read ends the run"),
		}
	}
}
