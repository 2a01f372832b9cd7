//! eight: the shortest solution of the 3x3 sliding puzzle, as online judges pose it
//! (AcWing 179, POJ 1077, HDU 1043).
//!
//! Reads boards of nine cells (`1`..`8`, and `x` for the blank) from standard input until it
//! ends, and prints one line for each: the shortest string of moves that reaches
//!
//! ```text
//! 1 2 3
//! 4 5 6
//! 7 8 x
//! ```
//!
//! naming each move by the way the blank goes (`u`, `d`, `l`, `r`), or `unsolvable`.
//!
//! How: a board whose tiles have an odd number of inversions is answered `unsolvable` at once.
//! Every other board is searched with A*, which takes boards from a priority queue in order of
//! f = g + h, where g is the number of moves made so far and h an estimate of the moves still
//! needed that never overestimates; so the first time the goal leaves the queue, its path is
//! shortest.
//!
//! This file uses only the standard library and no other file: paste it into a judge as it is.

use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::fmt;
use std::io::{self, BufRead, BufWriter, IsTerminal, Write};
use std::process::ExitCode;
use std::time::Instant;

// ------------------------------------------------------------------------------------------------
// The board and its packing

/// A board packed into 28 bits of a `u32`.
///
/// Nine cells of four bits each would take 36 bits, but the blank needs no value, only a place.
/// So bits 0..24 hold the eight tiles in reading order with the blank left out, three bits each
/// (tile - 1, so 0..=7, the first tile lowest), and bits 24..28 hold the blank's cell, 0..=8 in
/// reading order. A left or right move keeps the tiles' order and only moves the blank; an up or
/// down move carries one tile past the two tiles between its old cell and its new one.
type State = u32;

/// Where the blank's cell starts in a [`State`].
const BLANK_SHIFT: u32 = 24;

/// The bits of a [`State`] that hold the tiles.
const TILES: u32 = (1 << BLANK_SHIFT) - 1;

/// The solved board: in octal, each digit is one tile (less one), the first tile lowest.
const GOAL: State = 8 << BLANK_SHIFT | 0o76543210;

/// A board cell by cell in reading order: `0` is the blank, `1..=8` the tiles.
type Cells = [u8; 9];

const GOAL_CELLS: Cells = [1, 2, 3, 4, 5, 6, 7, 8, 0];

fn pack(cells: &Cells) -> State {
    let mut state = 0;
    let mut tiles_seen = 0;
    for (cell, &value) in cells.iter().enumerate() {
        if value == 0 {
            state |= (cell as u32) << BLANK_SHIFT;
        } else {
            state |= (u32::from(value) - 1) << (3 * tiles_seen);
            tiles_seen += 1;
        }
    }
    state
}

fn unpack(state: State) -> Cells {
    let blank = blank_cell(state);
    let mut cells = [0; 9];
    for (cell, value) in cells.iter_mut().enumerate() {
        // Cells after the blank hold the tile one place further on in the order.
        let order = cell - usize::from(cell > blank);
        *value = (state >> (3 * order) & 7) as u8 + 1;
    }
    cells[blank] = 0;
    cells
}

fn blank_cell(state: State) -> usize {
    (state >> BLANK_SHIFT) as usize
}

/// Whether the goal can be reached: the tiles, read in order, have an even number of inversions
/// (pairs in which the larger tile comes first).
///
/// A left or right move leaves the reading order as it is. An up or down move carries one tile
/// past two others, which changes the count by -2, 0 or 2. So no move changes its parity, and the
/// goal has none. That every even board does reach the goal is the classic result of Johnson and
/// Story (1879), and the exhaustive test proves it again for all 181,440 of them.
fn is_solvable(state: State) -> bool {
    let tiles: [u32; 8] = std::array::from_fn(|i| state >> (3 * i) & 7);
    let mut inversions = 0;
    for (i, &earlier) in tiles.iter().enumerate() {
        inversions += tiles[i + 1..]
            .iter()
            .filter(|&&later| later < earlier)
            .count();
    }
    inversions % 2 == 0
}

// ------------------------------------------------------------------------------------------------
// Moves

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
        match self {
            Move::Up => b'u',
            Move::Down => b'd',
            Move::Left => b'l',
            Move::Right => b'r',
        }
    }

    fn opposite(self) -> Move {
        match self {
            Move::Up => Move::Down,
            Move::Down => Move::Up,
            Move::Left => Move::Right,
            Move::Right => Move::Left,
        }
    }

    /// The cell the blank goes to from `blank`, or `None` at the edge of the board. The tile in
    /// that cell is the one that moves, into `blank`.
    fn target(self, blank: usize) -> Option<usize> {
        match self {
            Move::Up if blank >= 3 => Some(blank - 3),
            Move::Down if blank < 6 => Some(blank + 3),
            Move::Left if blank % 3 > 0 => Some(blank - 1),
            Move::Right if blank % 3 < 2 => Some(blank + 1),
            _ => None,
        }
    }
}

/// The board after a move, or `None` when the blank would leave the board.
fn apply(state: State, step: Move) -> Option<State> {
    let target = step.target(blank_cell(state))?;
    Some(slide(state, step, target))
}

/// The board after `step`, which takes the blank to `target`, a cell on the board.
fn slide(state: State, step: Move, target: usize) -> State {
    let moved_blank = (target as u32) << BLANK_SHIFT;
    let tiles = state & TILES;
    match step {
        // The order of the tiles stays as it is.
        Move::Left | Move::Right => moved_blank | tiles,
        // The tile above comes after the two tiles it passes: (t, a, b) becomes (a, b, t).
        Move::Up => {
            let shift = 3 * target as u32;
            let three = tiles >> shift & 0o777;
            let passed = three >> 3 | (three & 0o7) << 6;
            moved_blank | tiles & !(0o777 << shift) | passed << shift
        }
        // The tile below comes before the two tiles it passes: (a, b, t) becomes (t, a, b).
        Move::Down => {
            let shift = 3 * blank_cell(state) as u32;
            let three = tiles >> shift & 0o777;
            let passed = three >> 6 | (three & 0o77) << 3;
            moved_blank | tiles & !(0o777 << shift) | passed << shift
        }
    }
}

// ------------------------------------------------------------------------------------------------
// Ranks: a dense number for each board, to index flat tables

/// The number of solvable boards, 9!/2: every table indexed by [`rank`] has this many entries.
const SOLVABLE: usize = 181_440;

const FACTORIAL: [u32; 9] = [1, 1, 2, 6, 24, 120, 720, 5_040, 40_320];

/// A number in `0..9!/2` that no other board of the same parity has: the blank's cell times
/// 8!/2, plus the rank of the tiles' order among the orders of that parity.
///
/// The rank of an order among all 8! is its Lehmer code: the sum over positions i of (how many
/// later tiles are smaller) times (7 - i)!. For the first four positions that count is the
/// tile's value less the number of smaller tiles before it, which the first four tiles decide;
/// for the last four it depends only on the last four. So it is the sum of two lookups, in tables
/// indexed by the first four tiles (12 bits) and the last four, computed at compile time.
///
/// The counts add up to the number of inversions, so in a given parity the count at position 6,
/// 0 or 1 with weight 1, follows from the others, and the count at 7 is always 0: halving the
/// code drops them and leaves a dense rank among the 8!/2 orders of that parity. Moves keep the
/// parity, so a search only ever meets one; tables indexed by this rank are what a
/// `HashMap<State, _>` would be, without hashing or allocation.
fn rank(state: State) -> usize {
    let head = HEAD_RANK[(state & 0o7777) as usize];
    let tail = TAIL_RANK[(state >> 12 & 0o7777) as usize];
    blank_cell(state) * (FACTORIAL[8] / 2) as usize + ((head + tail) / 2) as usize
}

/// What the first four tiles add to the rank of the tiles' order (see [`rank`]).
const HEAD_RANK: [u32; 4096] = head_ranks();

/// What the last four tiles add to the rank of the tiles' order (see [`rank`]).
const TAIL_RANK: [u32; 4096] = tail_ranks();

// Both tables are built at compile time. Rust before 1.72 stops a constant's evaluation after a
// million steps or so, so each keeps its work small: one pass per index, no inner loop.

const fn head_ranks() -> [u32; 4096] {
    let mut table = [0; 4096];
    let mut index = 0;
    while index < 4096 {
        let (mut sum, mut seen, mut i) = (0, 0u32, 0);
        while i < 4 {
            let tile = (index >> (3 * i) & 7) as u32;
            // The smaller tiles not seen before this one all come after it.
            let smaller_before = (seen & ((1 << tile) - 1)).count_ones();
            sum += (tile - smaller_before) * FACTORIAL[7 - i];
            seen |= 1 << tile;
            i += 1;
        }
        table[index] = sum;
        index += 1;
    }
    table
}

const fn tail_ranks() -> [u32; 4096] {
    let mut table = [0; 4096];
    let mut index = 0;
    while index < 4096 {
        let (mut sum, mut seen_after, mut i) = (0, 0u32, 4);
        while i > 0 {
            i -= 1;
            let tile = (index >> (3 * i) & 7) as u32;
            let smaller_after = (seen_after & ((1 << tile) - 1)).count_ones();
            sum += smaller_after * FACTORIAL[3 - i];
            seen_after |= 1 << tile;
        }
        table[index] = sum;
        index += 1;
    }
    table
}

// ------------------------------------------------------------------------------------------------
// Heuristics: lower bounds on the moves still needed

/// An estimate of the moves left that never overestimates (is admissible), which is what makes
/// A*'s first path to the goal a shortest one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Heuristic {
    /// The sum over tiles of their row and column distances from their goal cells. A move moves
    /// one tile one cell, so it lowers the sum by at most one: the sum never overestimates.
    Manhattan,
    /// Manhattan distance, plus two moves for each tile that must leave its goal row or column
    /// to let another tile of that line pass (see [`line_conflict`]), plus two for the last
    /// move when neither tile that can make it is on its way (see [`last_moves`]).
    Conflict,
    /// The exact number of moves left, read from a table that one breadth-first search from the
    /// goal fills for every board (see [`exact_distances`]).
    Exact,
}

impl Heuristic {
    const ALL: [Heuristic; 3] = [Heuristic::Manhattan, Heuristic::Conflict, Heuristic::Exact];

    fn name(self) -> &'static str {
        match self {
            Heuristic::Manhattan => "manhattan",
            Heuristic::Conflict => "conflict",
            Heuristic::Exact => "exact",
        }
    }
}

/// How far a tile is from its goal cell, in rows plus columns: `DISTANCE[tile][cell]`.
const DISTANCE: [[u8; 9]; 9] = distances();

const fn distances() -> [[u8; 9]; 9] {
    let mut table = [[0; 9]; 9];
    let mut tile = 1;
    while tile < 9 {
        let mut cell = 0;
        while cell < 9 {
            let (goal_row, goal_column) = ((tile - 1) / 3, (tile - 1) % 3);
            table[tile][cell] =
                (goal_row.abs_diff(cell / 3) + goal_column.abs_diff(cell % 3)) as u8;
            cell += 1;
        }
        tile += 1;
    }
    table
}

fn manhattan(cells: &Cells) -> u32 {
    let each = cells
        .iter()
        .enumerate()
        .map(|(cell, &tile)| DISTANCE[tile as usize][cell]);
    each.map(u32::from).sum()
}

/// The cells of each line: rows 0, 1, 2 are lines 0, 1, 2, and columns 0, 1, 2 lines 3, 4, 5.
const LINES: [[usize; 3]; 6] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
];

/// The linear conflict of a line, `LINE_CONFLICT[line][81 a + 9 b + c]` for the cells `a b c`
/// along it (see [`line_conflict`]).
const LINE_CONFLICT: [[u8; 729]; 6] = line_conflicts();

const fn line_conflicts() -> [[u8; 729]; 6] {
    let mut table = [[0; 729]; 6];
    let mut line = 0;
    while line < 6 {
        let mut index = 0;
        while index < 729 {
            let along = [(index / 81) as u8, (index / 9 % 9) as u8, (index % 9) as u8];
            table[line][index] = line_conflict(along, line);
            index += 1;
        }
        line += 1;
    }
    table
}

/// The linear conflict of one line (see [`LINES`]), given as the three cells along it.
///
/// Tiles that sit in their goal row cannot pass one another without leaving the row, so those
/// that stay keep their order. If at most k of the n tiles there are in increasing order of goal
/// column (the longest increasing subsequence), the other n - k must each step out of the row and
/// back: two vertical moves that Manhattan distance does not count, since it sees such a tile as
/// already in its row. Columns count horizontal moves in the same way, so rows and columns never
/// count the same move, and Manhattan plus every line's conflict is still a lower bound
/// (Hansson, Mayer and Yung, 1992).
const fn line_conflict(along: [u8; 3], line: usize) -> u8 {
    // The goal place along the line of each tile whose goal is in this line, in order.
    let mut goals = [0; 3];
    let mut n = 0;
    let mut i = 0;
    while i < 3 {
        if along[i] != 0 {
            let goal = along[i] as usize - 1;
            let (goal_line, goal_place) = if line < 3 {
                (goal / 3, goal % 3)
            } else {
                (3 + goal % 3, goal / 3)
            };
            if goal_line == line {
                goals[n] = goal_place;
                n += 1;
            }
        }
        i += 1;
    }
    let (a, b, c) = (goals[0], goals[1], goals[2]);
    let increasing = match n {
        0 => 0,
        1 => 1,
        2 if a < b => 2,
        2 => 1,
        _ if a < b && b < c => 3,
        _ if a > b && b > c => 1,
        _ => 2,
    };
    2 * (n - increasing) as u8
}

fn conflicts(cells: &Cells) -> u32 {
    (0..6)
        .map(|line| u32::from(line_conflict_of(cells, line)))
        .sum()
}

fn line_conflict_of(cells: &Cells, line: usize) -> u8 {
    let [a, b, c] = LINES[line];
    LINE_CONFLICT[line][line_index(cells[a], cells[b], cells[c])]
}

fn line_index(a: u8, b: u8, c: u8) -> usize {
    81 * a as usize + 9 * b as usize + c as usize
}

/// How the conflicts change when `tile` moves from cell `from` into the blank at cell `to`.
///
/// A move along a row keeps every row's order, and of the columns only the tile's goal column
/// can change, and only if the tile leaves it or enters it; a move along a column likewise.
/// In that line one cell changes: the tile's, which becomes the blank, or the blank's, which
/// becomes the tile.
fn conflict_change(cells: &Cells, tile: u8, from: usize, to: usize) -> i32 {
    let along_row = from / 3 == to / 3;
    // The line across the move through a cell, and the cell's place along that line.
    let line_of = |cell: usize| if along_row { 3 + cell % 3 } else { cell / 3 };
    let place = |cell: usize| if along_row { cell / 3 } else { cell % 3 };
    let line = line_of(usize::from(tile) - 1);
    let (cell, enters) = if line_of(from) == line {
        (from, false)
    } else if line_of(to) == line {
        (to, true)
    } else {
        return 0;
    };
    let [a, b, c] = LINES[line];
    let before = line_index(cells[a], cells[b], cells[c]);
    let weight = [81, 9, 1][place(cell)] * usize::from(tile);
    let after = if enters {
        before + weight
    } else {
        before - weight
    };
    i32::from(LINE_CONFLICT[line][after]) - i32::from(LINE_CONFLICT[line][before])
}

/// Two moves more when neither tile that can make the last move is on its way to make it.
///
/// The last move brings the blank into the bottom right corner: it is tile 6 moving up out of
/// the corner, or tile 8 moving left out of it, so before it tile 6 was in the bottom row or
/// tile 8 in the right column. Take tile 6 in the top row, or in its goal row with no conflict
/// counted there: neither Manhattan distance nor any conflict counts a visit to the bottom row,
/// and going there and back up costs two vertical moves. Likewise tile 8 in the left column, or
/// in its goal column with no conflict there: two horizontal moves. When both hold, whichever
/// tile makes the last move pays two moves that nothing else counts (Korf and Taylor, 1996).
/// A tile in a line with a conflict may be the one that conflict already sends out and back, so
/// then nothing is added.
fn last_moves(cells: &Cells) -> u32 {
    // Every board has both tiles; the fallback, their goal cells, is never used.
    let six = cells.iter().position(|&tile| tile == 6).unwrap_or(5);
    let eight = cells.iter().position(|&tile| tile == 8).unwrap_or(7);
    let six_free = six / 3 == 0 || (six / 3 == 1 && line_conflict_of(cells, 1) == 0);
    let eight_free = eight % 3 == 0 || (eight % 3 == 1 && line_conflict_of(cells, 4) == 0);
    // The goal itself has no last move to make.
    if six_free && eight_free && *cells != GOAL_CELLS {
        2
    } else {
        0
    }
}

/// How the Manhattan or conflict estimate changes when the tile at `from` slides into the blank
/// at `to`, given the board's `cells` and its last-moves term `last` before the move. Only the
/// moving tile's terms can change, so this costs a few lookups where the whole estimate costs a
/// pass over the board.
fn estimate_change(heuristic: Heuristic, cells: &Cells, last: u32, from: usize, to: usize) -> i32 {
    let tile = cells[from];
    let distance = DISTANCE[usize::from(tile)];
    let nearer = i32::from(distance[to]) - i32::from(distance[from]);
    if heuristic != Heuristic::Conflict {
        return nearer;
    }
    let lines = conflict_change(cells, tile, from, to);
    // The last-moves term looks only at tiles 6 and 8 and at row 1's and column 1's conflicts.
    let goal = tile - 1;
    let across_line_one = if from / 3 == to / 3 {
        goal % 3 == 1
    } else {
        goal / 3 == 1
    };
    let last_change = if tile == 6 || tile == 8 || across_line_one {
        let mut after = *cells;
        after.swap(from, to);
        last_moves(&after) as i32 - last as i32
    } else {
        0
    };
    nearer + lines + last_change
}

/// Every solvable board's exact distance from the goal, indexed by [`rank`]: one breadth-first
/// search from the goal. Moves can be undone, so the distance from the goal is the distance to
/// it.
fn exact_distances() -> Vec<u8> {
    let mut distance = vec![u8::MAX; SOLVABLE];
    let mut queue = Vec::with_capacity(SOLVABLE);
    distance[rank(GOAL)] = 0;
    queue.push(GOAL);
    let mut next = 0;
    while let Some(&state) = queue.get(next) {
        next += 1;
        let moves = distance[rank(state)] + 1;
        for step in Move::ALL {
            if let Some(neighbour) = apply(state, step) {
                let slot = &mut distance[rank(neighbour)];
                if *slot == u8::MAX {
                    *slot = moves;
                    queue.push(neighbour);
                }
            }
        }
    }
    distance
}

// ------------------------------------------------------------------------------------------------
// The search

/// Which heuristic A* uses: one for every case, or `Auto`, which starts with linear conflict and
/// switches to the exact table once the input has shown it holds many cases (see
/// [`Solver::heuristic_for_next_case`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Choice {
    #[default]
    Auto,
    Always(Heuristic),
}

/// What one search did, for `--stats`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Effort {
    /// Boards taken from the queue and whose neighbours were looked at.
    expanded: u64,
    /// Boards put into the queue, the start included.
    pushed: u64,
}

/// The answer for one board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Answer<'a> {
    Unsolvable,
    Moves(&'a [Move]),
}

/// What one board in the visit table knows in the current case: 0 if it has not been reached,
/// else `(g + 1) << 2 | move`, g being the fewest moves it was reached with and `move` the one
/// that did it. g never exceeds 32: A* takes nothing from the queue with f beyond the answer's
/// length (at most 31), so it reaches nothing further than one move more.
type Visit = u8;

/// The heap key: smaller f first and, among equal f, larger g first, since a board reached with
/// more moves for the same f is, as far as A* knows, nearer the goal.
fn key(f: u32, g: u32) -> u32 {
    f << 8 | (255 - g)
}

/// An entry of the open list: the pair `(key, state)` packed into one number, key in the high
/// half. Entries order exactly as the pairs would, but compare in one instruction instead of
/// two; on the hardest boards that is a tenth of all the instructions the process runs.
fn entry(key: u32, state: State) -> u64 {
    u64::from(key) << 32 | u64::from(state)
}

fn unentry(entry: u64) -> (u32, State) {
    ((entry >> 32) as u32, entry as State)
}

/// The search, with the tables and buffers it keeps from one case to the next.
struct Solver {
    choice: Choice,
    /// Exact distances by rank, once built; empty before.
    exact: Vec<u8>,
    /// Per rank, see [`Visit`]: the best g and the predecessor map in one.
    visits: Vec<Visit>,
    /// The ranks reached in this case. Only these are cleared for the next one, so a short search
    /// costs no more than its length, however large the table.
    reached: Vec<u32>,
    /// The open list: `(key, state)` pairs (see [`entry`]), smallest first.
    open: BinaryHeap<Reverse<u64>>,
    path: Vec<Move>,
    /// Boards expanded by every search so far: what `Auto` weighs against building the table.
    expanded_so_far: u64,
}

impl Solver {
    fn new(choice: Choice) -> Solver {
        Solver {
            choice,
            exact: Vec::new(),
            // The allocator hands out zeroed pages that the system maps only when first touched,
            // so a single case stays cheap.
            visits: vec![0; SOLVABLE],
            reached: Vec::new(),
            open: BinaryHeap::new(),
            path: Vec::new(),
            expanded_so_far: 0,
        }
    }

    /// The heuristic for the coming case.
    ///
    /// The exact table costs one breadth-first search over the 181,440 solvable boards, as much
    /// as A* expanding that many boards. `Auto` uses it once the searches so far have expanded
    /// that many: the rule of renting skis until their price has been paid in rent. An input of
    /// a few cases, even the hardest (about 1,700 expansions each), never pays for the table; an
    /// input of many never spends more than about twice what the better choice, made in
    /// hindsight, would have.
    fn heuristic(&self) -> Heuristic {
        match self.choice {
            Choice::Always(heuristic) => heuristic,
            Choice::Auto if self.expanded_so_far >= SOLVABLE as u64 => Heuristic::Exact,
            Choice::Auto => Heuristic::Conflict,
        }
    }

    /// Builds the exact table if the coming case needs it and it is not built yet; says whether
    /// it did.
    fn prepare(&mut self) -> bool {
        let due = self.heuristic() == Heuristic::Exact && self.exact.is_empty();
        if due {
            self.exact = exact_distances();
        }
        due
    }

    /// The shortest moves from `start` to the goal, or `Unsolvable`, and what the search did.
    fn solve(&mut self, start: State) -> (Answer<'_>, Effort) {
        if !is_solvable(start) {
            return (Answer::Unsolvable, Effort::default());
        }
        self.prepare();
        let effort = self.search(start, self.heuristic());
        self.expanded_so_far += effort.expanded;
        self.rebuild_path(start);
        (Answer::Moves(&self.path), effort)
    }

    fn estimate(&self, state: State, heuristic: Heuristic) -> u32 {
        let cells = || unpack(state);
        match heuristic {
            Heuristic::Manhattan => manhattan(&cells()),
            Heuristic::Conflict => {
                let cells = cells();
                manhattan(&cells) + conflicts(&cells) + last_moves(&cells)
            }
            Heuristic::Exact => u32::from(self.exact[rank(state)]),
        }
    }

    /// A* from `start`, which must be solvable, until the goal leaves the queue; the visit table
    /// then holds the moves that reached each board.
    fn search(&mut self, start: State, heuristic: Heuristic) -> Effort {
        for rank in self.reached.drain(..) {
            self.visits[rank as usize] = 0;
        }
        self.open.clear();

        let mut effort = Effort {
            expanded: 0,
            pushed: 1,
        };
        self.visits[rank(start)] = 1 << 2;
        self.reached.push(rank(start) as u32);
        let start_h = self.estimate(start, heuristic);
        // A* takes nothing from the queue with f beyond the answer's length. With the exact
        // table, f at the start is that length, so boards beyond it need not even go in.
        let bound = if heuristic == Heuristic::Exact {
            start_h
        } else {
            u32::MAX
        };
        self.open.push(Reverse(entry(key(start_h, 0), start)));
        while let Some(Reverse(popped)) = self.open.pop() {
            let (popped_key, state) = unentry(popped);
            let g = 255 - (popped_key & 255);
            let h = (popped_key >> 8) - g;
            let visit = self.visits[rank(state)];
            if u32::from(visit >> 2) < g + 1 {
                continue; // a stale entry: the board was reached with fewer moves since
            }
            if state == GOAL {
                return effort;
            }
            effort.expanded += 1;

            let blank = blank_cell(state);
            // Only the estimates updated tile by tile need the cells; the table needs none.
            let cells = match heuristic {
                Heuristic::Exact => GOAL_CELLS,
                Heuristic::Manhattan | Heuristic::Conflict => unpack(state),
            };
            let last = match heuristic {
                Heuristic::Conflict => last_moves(&cells),
                Heuristic::Manhattan | Heuristic::Exact => 0,
            };
            // Undoing the move that got here leads back to a board with fewer moves: skip it.
            let came_back = (g > 0).then(|| Move::ALL[(visit & 3) as usize].opposite());
            for index in 0..4 {
                let step = Move::ALL[index];
                let Some(target) = step.target(blank) else {
                    continue;
                };
                if Some(step) == came_back {
                    continue;
                }
                let next = slide(state, step, target);
                let next_rank = rank(next);
                let next_g = g + 1;
                let seen = self.visits[next_rank];
                if seen != 0 && u32::from(seen >> 2) <= next_g + 1 {
                    continue; // reached before with no more moves
                }
                let next_h = match heuristic {
                    Heuristic::Exact => u32::from(self.exact[next_rank]),
                    _ => {
                        (h as i32 + estimate_change(heuristic, &cells, last, target, blank)) as u32
                    }
                };
                if next_g + next_h > bound {
                    continue;
                }
                if seen == 0 {
                    self.reached.push(next_rank as u32);
                }
                self.visits[next_rank] = ((next_g + 1) << 2) as u8 | index as u8;
                self.open
                    .push(Reverse(entry(key(next_g + next_h, next_g), next)));
                effort.pushed += 1;
            }
        }
        unreachable!("A* ran out of boards, but every board of even parity reaches the goal");
    }

    /// Walks the predecessor map back from the goal to `start`.
    fn rebuild_path(&mut self, start: State) {
        self.path.clear();
        let mut state = GOAL;
        while state != start {
            let step = Move::ALL[(self.visits[rank(state)] & 3) as usize];
            self.path.push(step);
            // The board was reached by `step`, so the opposite move stays on the board.
            state = apply(state, step.opposite()).expect("a recorded move can be undone");
        }
        self.path.reverse();
    }
}

// ------------------------------------------------------------------------------------------------
// Input

/// What is wrong with a case of the input.
#[derive(Debug, PartialEq, Eq)]
enum Problem {
    /// A byte that is neither a cell nor whitespace, and the line it is on.
    NotACell { byte: u8, line: u64 },
    /// A value that appears twice (0 for the blank), and the first value that is then missing.
    Twice { value: u8, missing: u8 },
    /// The input ended after this many cells of the case.
    Short { cells: usize },
}

fn name_of(value: u8) -> String {
    match value {
        0 => "the blank".to_string(),
        tile => format!("tile {tile}"),
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match *self {
            Problem::NotACell { byte, line } => {
                if byte.is_ascii_graphic() {
                    write!(f, "'{}'", byte as char)?;
                } else {
                    write!(f, "byte 0x{byte:02x}")?;
                }
                write!(
                    f,
                    " on line {line} is not a cell (cells are 1 to 8, and x for the blank)"
                )
            }
            Problem::Twice { value, missing } => {
                let missing = match missing {
                    0 => "there is no blank".to_string(),
                    tile => format!("tile {tile} is missing"),
                };
                write!(f, "{} appears twice, and {missing}", name_of(value))
            }
            Problem::Short { cells } => {
                write!(f, "the input ends after {cells} of the case's 9 cells")
            }
        }
    }
}

/// Why a run stopped early.
#[derive(Debug)]
enum Failure {
    /// Case `case`, which starts on line `line`, is not a board.
    Input {
        case: u64,
        line: u64,
        problem: Problem,
    },
    Read(io::Error),
    Write(io::Error),
}

impl fmt::Display for Failure {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            Failure::Input {
                case,
                line,
                problem,
            } => write!(f, "case {case} (line {line}): {problem}"),
            Failure::Read(error) => write!(f, "cannot read the input: {error}"),
            Failure::Write(error) => write!(f, "cannot write the output: {error}"),
        }
    }
}

/// Reads cases as a stream: nine cells each, separated by any whitespace or none, a case
/// possibly spanning lines. Only the current case is kept, so memory stays the same whatever
/// the input's size.
struct Cases<R> {
    input: R,
    /// The line being read, counted from 1.
    line: u64,
    /// Cases begun so far.
    case: u64,
    /// The line on which the current case began.
    case_line: u64,
}

impl<R: BufRead> Cases<R> {
    fn new(input: R) -> Cases<R> {
        Cases {
            input,
            line: 1,
            case: 0,
            case_line: 1,
        }
    }

    /// The next case's cells, or `None` at the end of the input.
    fn next_case(&mut self) -> Result<Option<Cells>, Failure> {
        let mut cells = [0; 9];
        let mut count = 0;
        loop {
            let chunk = match self.input.fill_buf() {
                Ok(chunk) => chunk,
                Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
                Err(error) => return Err(Failure::Read(error)),
            };
            if chunk.is_empty() {
                return match count {
                    0 => Ok(None),
                    cells => Err(self.problem(Problem::Short { cells })),
                };
            }
            let mut used = 0;
            let mut bad_byte = None;
            for &byte in chunk {
                used += 1;
                let value = match byte {
                    b'\n' => {
                        self.line += 1;
                        continue;
                    }
                    b' ' | b'\t' | b'\r' | 0x0b | 0x0c => continue,
                    b'1'..=b'8' => byte - b'0',
                    b'x' | b'X' | b'0' => 0,
                    _ => {
                        bad_byte = Some(byte);
                        break;
                    }
                };
                if count == 0 {
                    self.case += 1;
                    self.case_line = self.line;
                }
                cells[count] = value;
                count += 1;
                if count == 9 {
                    break;
                }
            }
            self.input.consume(used);
            if let Some(byte) = bad_byte {
                if count == 0 {
                    // The bad byte is where the next case would begin.
                    self.case += 1;
                    self.case_line = self.line;
                }
                let line = self.line;
                return Err(self.problem(Problem::NotACell { byte, line }));
            }
            if count == 9 {
                return match repeated(&cells) {
                    None => Ok(Some(cells)),
                    Some((value, missing)) => Err(self.problem(Problem::Twice { value, missing })),
                };
            }
        }
    }

    fn problem(&self, problem: Problem) -> Failure {
        Failure::Input {
            case: self.case,
            line: self.case_line,
            problem,
        }
    }
}

/// The first value that appears twice in `cells` and the first that is missing, if any.
fn repeated(cells: &Cells) -> Option<(u8, u8)> {
    let mut seen = 0u16;
    let mut twice = None;
    for &value in cells {
        if seen & 1 << value != 0 && twice.is_none() {
            twice = Some(value);
        }
        seen |= 1 << value;
    }
    let missing = (0..9).find(|&value| seen & 1 << value == 0)?;
    Some((twice?, missing))
}

// ------------------------------------------------------------------------------------------------
// Running: options, output and main

/// Kept by hand, so that the file builds without Cargo; a test holds it equal to Cargo.toml's.
const VERSION: &str = "0.1.0";

const USAGE: &str = "\
usage: eight [--stats] [--steps] [--heuristic NAME] < boards
       eight --help | --version

Reads boards of the 3x3 sliding puzzle from standard input until it ends and prints,
for each, the shortest string of moves that solves it.

Input:  every 9 cells form a case; a cell is 1 to 8, or x (also X or 0) for the blank.
        Cells are separated by any whitespace or none; a case may span lines.
        Example: 2 3 4 1 5 x 7 6 8
Output: one line per case: the moves, each named by the way the blank goes
        (u up, d down, l left, r right), `unsolvable`, or an empty line for a
        board that is already solved. The goal is 1 2 3 / 4 5 6 / 7 8 x.
Exit:   0 done; 2 bad input or bad arguments (every earlier answer is printed
        first); 1 the input or output failed.

Options:
  --stats           after each case, a line on standard error: the case, its moves,
                    boards expanded and pushed, microseconds, the heuristic that served;
                    at the end, the peak memory where the system tells it
                    e.g. eight --stats < samples/6.in > /dev/null
  --steps           after each answer, the boards along its path, the blank shown as .
                    e.g. eight --steps < samples/1.in
  --heuristic NAME  the lower bound A* is guided by; every one gives shortest answers:
                      manhattan  tiles' row and column distances from their goal cells
                      conflict   manhattan, plus linear conflicts and the last move
                      exact      a table of every board's distance, one BFS (a few ms)
                      auto       conflict, switching to exact once the input shows
                                 it holds many cases (the default)
                    e.g. eight --heuristic manhattan < samples/4.in
  --help            this text
  --version         the version
";

/// How a run behaves, from the command line.
#[derive(Clone, Copy, Debug, Default)]
struct Options {
    heuristic: Choice,
    /// After each case, a line of what the search did, on standard error.
    stats: bool,
    /// After each answer, the boards along its path.
    steps: bool,
    /// Write each answer out at once rather than when the buffer fills, for a person typing.
    flush_each: bool,
}

/// What the command line asks for.
enum Command {
    Solve(Options),
    Print(String),
}

fn parse_arguments(arguments: impl IntoIterator<Item = String>) -> Result<Command, String> {
    let mut options = Options::default();
    let mut arguments = arguments.into_iter();
    while let Some(argument) = arguments.next() {
        match argument.as_str() {
            "-h" | "--help" => return Ok(Command::Print(USAGE.to_string())),
            "-V" | "--version" => return Ok(Command::Print(format!("eight {VERSION}\n"))),
            "--stats" => options.stats = true,
            "--steps" => options.steps = true,
            "--heuristic" => {
                let name = arguments
                    .next()
                    .ok_or("--heuristic needs a name (try --help)")?;
                options.heuristic = parse_choice(&name)?;
            }
            _ => match argument.strip_prefix("--heuristic=") {
                Some(name) => options.heuristic = parse_choice(name)?,
                None => return Err(format!("unknown argument '{argument}' (try --help)")),
            },
        }
    }
    Ok(Command::Solve(options))
}

fn parse_choice(name: &str) -> Result<Choice, String> {
    if name == "auto" {
        return Ok(Choice::Auto);
    }
    match Heuristic::ALL
        .into_iter()
        .find(|heuristic| heuristic.name() == name)
    {
        Some(heuristic) => Ok(Choice::Always(heuristic)),
        None => Err(format!(
            "unknown heuristic '{name}': the names are auto, manhattan, conflict and exact"
        )),
    }
}

/// Solves every case of `input`, writing one line per case to `output`, and with `--stats` a
/// line per case to `log`. On bad input, every answer before it is written out first.
fn run(
    input: impl BufRead,
    mut output: impl Write,
    mut log: impl Write,
    options: &Options,
) -> Result<(), Failure> {
    let mut cases = Cases::new(input);
    let mut solver = Solver::new(options.heuristic);
    let mut line = Vec::new();
    for case in 1.. {
        let cells = match cases.next_case() {
            Ok(Some(cells)) => cells,
            Ok(None) => break,
            Err(failure) => {
                output.flush().map_err(Failure::Write)?;
                return Err(failure);
            }
        };
        let start = pack(&cells);
        if options.stats {
            // The table's one-time cost on a line of its own, not on the case that needs it.
            let clock = Instant::now();
            if is_solvable(start) && solver.prepare() {
                let micros = clock.elapsed().as_micros();
                let _ = writeln!(
                    log,
                    "exact table: {SOLVABLE} boards by breadth-first search, {micros} us"
                );
            }
        }
        let clock = options.stats.then(Instant::now);
        let heuristic = solver.heuristic();
        let (answer, effort) = solver.solve(start);
        let micros = clock.map_or(0, |clock| clock.elapsed().as_micros());

        line.clear();
        match answer {
            Answer::Unsolvable => line.extend_from_slice(b"unsolvable"),
            Answer::Moves(moves) => line.extend(moves.iter().map(|step| step.letter())),
        }
        line.push(b'\n');
        if options.steps {
            write_steps(&mut line, start, answer);
        }
        output.write_all(&line).map_err(Failure::Write)?;
        if options.flush_each {
            output.flush().map_err(Failure::Write)?;
        }
        if options.stats {
            let (moves, served_by) = match answer {
                Answer::Unsolvable => ("unsolvable".to_string(), "parity"),
                Answer::Moves(moves) => (format!("{} moves", moves.len()), heuristic.name()),
            };
            let Effort { expanded, pushed } = effort;
            // Standard error is only a report: a failure to write it stops nothing.
            let _ = writeln!(
                log,
                "case {case}: {moves}, {expanded} expanded, {pushed} pushed, {micros} us, {served_by}"
            );
            if options.flush_each {
                let _ = log.flush();
            }
        }
    }
    if let (true, Some(peak)) = (options.stats, peak_memory_kib()) {
        let _ = writeln!(log, "peak memory: {peak} KiB");
    }
    output.flush().map_err(Failure::Write)
}

/// The process's peak resident memory so far, where the system tells it (Linux's `/proc`).
fn peak_memory_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|line| line.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// `--steps`: the boards along the path, each headed by its step number and move, the blank
/// shown as `.`, a blank line after each board.
fn write_steps(text: &mut Vec<u8>, start: State, answer: Answer) {
    let moves = match answer {
        Answer::Unsolvable => {
            text.extend_from_slice(b"(this board cannot reach the goal)\n\n");
            return;
        }
        Answer::Moves([]) => {
            text.extend_from_slice(b"(this board is already solved)\n\n");
            return;
        }
        Answer::Moves(moves) => moves,
    };
    let mut state = start;
    text.extend_from_slice(b"step 0: start\n");
    write_board(text, state);
    for (number, &step) in moves.iter().enumerate() {
        // Every move of an answer was made from the board before it.
        state = apply(state, step).expect("an answer's moves stay on the board");
        text.extend_from_slice(format!("step {}: ", number + 1).as_bytes());
        text.extend_from_slice(&[step.letter(), b'\n']);
        write_board(text, state);
    }
}

fn write_board(text: &mut Vec<u8>, state: State) {
    for row in unpack(state).chunks(3) {
        for (place, &cell) in row.iter().enumerate() {
            if place > 0 {
                text.push(b' ');
            }
            text.push(if cell == 0 { b'.' } else { b'0' + cell });
        }
        text.push(b'\n');
    }
    text.push(b'\n');
}

/// One line on standard error. Unlike `eprintln!`, it does not panic when that is closed too.
fn complain(message: &str) {
    let _ = writeln!(io::stderr(), "eight: {message}");
}

fn main() -> ExitCode {
    let mut options = match parse_arguments(std::env::args().skip(1)) {
        Ok(Command::Solve(options)) => options,
        Ok(Command::Print(text)) => {
            // A closed pipe (`eight --help | head -1`) is no error.
            let _ = io::stdout().write_all(text.as_bytes());
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            complain(&message);
            return ExitCode::from(2);
        }
    };
    let stdin = io::stdin();
    if stdin.is_terminal() {
        complain("reading boards of 9 cells (x is the blank); end with Ctrl-D");
        options.flush_each = true;
    }
    let stdout = BufWriter::new(io::stdout().lock());
    let stderr = BufWriter::new(io::stderr().lock());
    match run(stdin.lock(), stdout, stderr, &options) {
        Ok(()) => ExitCode::SUCCESS,
        // The reader went away (`eight < many.in | head -1`): a normal way for output to end.
        Err(Failure::Write(error)) if error.kind() == io::ErrorKind::BrokenPipe => {
            ExitCode::SUCCESS
        }
        Err(failure) => {
            complain(&failure.to_string());
            match failure {
                Failure::Input { .. } => ExitCode::from(2),
                Failure::Read(_) | Failure::Write(_) => ExitCode::from(1),
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn board(text: &str) -> State {
        let cells: Vec<u8> = text
            .split_whitespace()
            .map(|cell| cell.parse().unwrap_or(0))
            .collect();
        pack(&cells.try_into().expect("nine cells"))
    }

    /// Every board of one parity, in no particular order: the 9! permutations, filtered.
    fn boards(solvable: bool) -> Vec<State> {
        let mut all = Vec::new();
        let mut cells = GOAL_CELLS;
        permutations(&mut cells, 0, &mut all);
        all.retain(|&state| is_solvable(state) == solvable);
        all
    }

    fn permutations(cells: &mut Cells, fixed: usize, all: &mut Vec<State>) {
        if fixed == 9 {
            all.push(pack(cells));
            return;
        }
        for i in fixed..9 {
            cells.swap(fixed, i);
            permutations(cells, fixed + 1, all);
            cells.swap(fixed, i);
        }
    }

    fn answer(input: &str, heuristic: Choice) -> String {
        let options = Options {
            heuristic,
            ..Options::default()
        };
        let mut output = Vec::new();
        run(input.as_bytes(), &mut output, io::sink(), &options).expect("a good input");
        String::from_utf8(output).expect("ASCII output")
    }

    fn replay(start: State, moves: &str) -> Option<State> {
        moves.bytes().try_fold(start, |state, letter| {
            let step = Move::ALL.into_iter().find(|step| step.letter() == letter)?;
            apply(state, step)
        })
    }

    #[test]
    fn packing_round_trips_every_board() {
        for state in boards(true).into_iter().chain(boards(false)) {
            assert_eq!(pack(&unpack(state)), state);
            assert_eq!(state & !(TILES | 15 << BLANK_SHIFT), 0, "28 bits only");
        }
        assert_eq!(unpack(GOAL), GOAL_CELLS);
        assert_eq!(board("1 2 3 4 5 6 7 8 0"), GOAL);
    }

    #[test]
    fn parity_decides_solvability() {
        assert!(is_solvable(GOAL));
        assert!(is_solvable(board("2 3 4 1 5 0 7 6 8")));
        assert!(!is_solvable(board("2 1 3 4 5 6 7 8 0")));
        assert!(!is_solvable(board("1 2 3 4 5 6 8 7 0")));
        // The blank's place does not count: only the tiles' order.
        assert!(is_solvable(board("0 1 2 3 4 5 6 7 8")));
        assert_eq!(boards(true).len(), SOLVABLE);
    }

    #[test]
    fn moves_from_each_of_the_nine_blank_cells() {
        // The letters that stay on the board, blank cell by blank cell.
        let legal = ["dr", "dlr", "dl", "udr", "udlr", "udl", "ur", "ulr", "ul"];
        for (blank, letters) in legal.iter().enumerate() {
            // The tiles in order around the blank.
            let mut cells = [0; 9];
            for (cell, tile) in (0..9).filter(|&cell| cell != blank).zip(1..) {
                cells[cell] = tile;
            }
            let state = pack(&cells);
            for step in Move::ALL {
                let expected = letters.contains(step.letter() as char);
                let Some(next) = apply(state, step) else {
                    assert!(!expected, "{} from cell {blank}", step.letter() as char);
                    continue;
                };
                assert!(expected, "{} from cell {blank}", step.letter() as char);
                // The blank and the tile swap places; nothing else moves.
                let target = step.target(blank).expect("on the board");
                let mut swapped = cells;
                swapped.swap(blank, target);
                assert_eq!(unpack(next), swapped);
                assert_eq!(apply(next, step.opposite()), Some(state));
            }
        }
    }

    #[test]
    fn ranks_are_dense_and_distinct_in_each_parity() {
        for solvable in [true, false] {
            let mut seen = vec![false; SOLVABLE];
            for state in boards(solvable) {
                let rank = rank(state);
                assert!(!seen[rank], "two boards share rank {rank}");
                seen[rank] = true;
            }
            assert!(seen.iter().all(|&seen| seen));
        }
    }

    #[test]
    fn line_conflicts_count_tiles_that_must_leave() {
        // Row 0 reversed: 3 2 1 keeps one tile, two must leave.
        assert_eq!(line_conflict([3, 2, 1], 0), 4);
        assert_eq!(line_conflict([2, 1, 0], 0), 2);
        assert_eq!(line_conflict([1, 0, 2], 0), 0);
        // Tiles of other rows do not count in this one.
        assert_eq!(line_conflict([5, 4, 0], 0), 0);
        assert_eq!(line_conflict([5, 4, 0], 1), 2);
        // Column 0 holds 1, 4, 7; reversed, two must leave.
        assert_eq!(line_conflict([7, 4, 1], 3), 4);
        assert_eq!(line_conflict([4, 1, 0], 3), 2);
        assert_eq!(line_conflict([1, 4, 7], 3), 0);
    }

    #[test]
    fn estimates_of_a_board_two_moves_away() {
        let state = board("1 2 3 4 0 6 7 5 8");
        let solver = Solver {
            exact: exact_distances(),
            ..Solver::new(Choice::Auto)
        };
        for heuristic in Heuristic::ALL {
            assert_eq!(solver.estimate(state, heuristic), 2, "{}", heuristic.name());
            assert_eq!(solver.estimate(GOAL, heuristic), 0, "{}", heuristic.name());
        }
        // Linear conflict: 2 1 in the top row; tile 6 in the bottom row, so no last-moves term.
        let cells = unpack(board("2 1 3 4 5 0 6 7 8"));
        assert_eq!(
            (manhattan(&cells), conflicts(&cells), last_moves(&cells)),
            (7, 2, 0)
        );
        // Tile 6 in the top row and tile 8 in the left column: neither is on its way.
        let cells = unpack(board("1 2 6 4 5 3 8 7 0"));
        assert_eq!(
            (manhattan(&cells), conflicts(&cells), last_moves(&cells)),
            (4, 4, 2)
        );
    }

    #[test]
    fn every_estimate_is_admissible_and_updated_exactly() {
        let solver = Solver {
            exact: exact_distances(),
            ..Solver::new(Choice::Auto)
        };
        for state in boards(true) {
            let cells = unpack(state);
            let exact = solver.estimate(state, Heuristic::Exact);
            for heuristic in [Heuristic::Manhattan, Heuristic::Conflict] {
                let h = solver.estimate(state, heuristic);
                assert!(h <= exact, "{} overestimates {cells:?}", heuristic.name());
                let last = last_moves(&cells);
                for step in Move::ALL {
                    let Some(next) = apply(state, step) else {
                        continue;
                    };
                    let blank = blank_cell(state);
                    let target = blank_cell(next);
                    let change = estimate_change(heuristic, &cells, last, target, blank);
                    let updated = h as i32 + change;
                    let fresh = solver.estimate(next, heuristic) as i32;
                    assert_eq!(updated, fresh, "{} after {cells:?}", heuristic.name());
                }
            }
        }
    }

    #[test]
    fn answers_replay_to_the_goal() {
        let cases = [
            ("2 3 4 1 5 x 7 6 8", 19),
            ("8 6 7 2 5 4 3 x 1", 31),
            ("6 4 7 8 5 x 3 2 1", 31),
            ("1 2 3 4 x 6 7 5 8", 2),
        ];
        for heuristic in Heuristic::ALL
            .map(Choice::Always)
            .into_iter()
            .chain([Choice::Auto])
        {
            for (input, length) in cases {
                let moves = answer(input, heuristic);
                let moves = moves.trim_end();
                assert_eq!(moves.len(), length, "{input} under {heuristic:?}: {moves}");
                let start = board(&input.replace('x', "0"));
                assert_eq!(replay(start, moves), Some(GOAL), "{input}: {moves}");
            }
        }
    }

    #[test]
    fn solved_unsolvable_and_empty_inputs() {
        assert_eq!(answer("1 2 3 4 5 6 7 8 x", Choice::Auto), "\n");
        assert_eq!(answer("2 1 3 4 5 6 7 8 x", Choice::Auto), "unsolvable\n");
        assert_eq!(answer("", Choice::Auto), "");
        assert_eq!(answer(" \n\t\r\n", Choice::Auto), "");
        assert_eq!(answer("123\n456\n78x\n12345678x", Choice::Auto), "\n\n");
    }

    #[test]
    fn bad_input_names_the_case_and_its_line() {
        let not_a_cell = "is not a cell (cells are 1 to 8, and x for the blank)";
        let cases = [
            (
                "1 2 3 4 5 6 7 8 x\n1 2 3\n4 5 5\n7 8 x\n",
                "\n", // the answer before the bad case is written
                "case 2 (line 2): tile 5 appears twice, and tile 6 is missing".to_string(),
            ),
            (
                "1 2 3 4 5 6 7 8 9",
                "",
                format!("case 1 (line 1): '9' on line 1 {not_a_cell}"),
            ),
            (
                "x 2 3 4 5 6 7 8 x",
                "",
                "case 1 (line 1): the blank appears twice, and tile 1 is missing".to_string(),
            ),
            (
                "1 2 3 4 5 6 7 8 1",
                "",
                "case 1 (line 1): tile 1 appears twice, and there is no blank".to_string(),
            ),
            (
                "\n\n1 2 3\n4",
                "",
                "case 1 (line 3): the input ends after 4 of the case's 9 cells".to_string(),
            ),
            (
                "1 2 3 4 5 6 7 8 x\n\u{1b}",
                "\n",
                format!("case 2 (line 2): byte 0x1b on line 2 {not_a_cell}"),
            ),
        ];
        for (input, answers, message) in cases {
            let mut output = Vec::new();
            let failure = run(
                input.as_bytes(),
                &mut output,
                io::sink(),
                &Options::default(),
            );
            assert_eq!(failure.expect_err("bad input").to_string(), message);
            assert_eq!(String::from_utf8_lossy(&output), answers, "{input:?}");
        }
    }

    #[test]
    fn arguments() {
        let parse = |arguments: &[&str]| parse_arguments(arguments.iter().map(|a| a.to_string()));
        assert!(matches!(parse(&[]), Ok(Command::Solve(_))));
        assert!(matches!(parse(&["--help"]), Ok(Command::Print(text)) if text == USAGE));
        assert!(
            matches!(parse(&["--version"]), Ok(Command::Print(text)) if text.contains(VERSION))
        );
        let chosen = |arguments: &[&str]| match parse(arguments) {
            Ok(Command::Solve(options)) => Some(options.heuristic),
            _ => None,
        };
        assert_eq!(
            chosen(&["--heuristic", "exact"]),
            Some(Choice::Always(Heuristic::Exact))
        );
        assert_eq!(
            chosen(&["--heuristic=manhattan"]),
            Some(Choice::Always(Heuristic::Manhattan))
        );
        assert_eq!(chosen(&["--heuristic", "auto"]), Some(Choice::Auto));
        assert!(parse(&["--heuristic"]).is_err());
        assert!(parse(&["--heuristic", "fast"]).is_err());
        assert!(parse(&["--frobnicate"]).is_err());
    }

    #[test]
    fn version_matches_cargo() {
        assert_eq!(VERSION, env!("CARGO_PKG_VERSION"));
    }
}
