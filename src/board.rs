//! The board as the kit sees it: nine cells in reading order, indexed by their rank among all 9!
//! permutations. Written plainly, and unlike `src/main.rs`, so that the solver's packing and ranks
//! are checked against something that shares none of their tricks.

/// A board cell by cell in reading order: `0` is the blank, `1..=8` the tiles.
pub type Board = [u8; 9];

/// `1 2 3 / 4 5 6 / 7 8 x`, the goal of AcWing's, AOJ's and Baekjoon's problems.
pub const GOAL: Board = [1, 2, 3, 4, 5, 6, 7, 8, 0];

/// The number of boards, 9!.
pub const BOARDS: usize = 362_880;

/// The number of boards that reach a goal: those of its parity, half of them.
pub const SOLVABLE: usize = BOARDS / 2;

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

/// The [`index`] of the board `board` becomes when the blank, at `blank`, and the tile at
/// `target` change places, worked out from `board`'s own index, `from`: the breadth-first search
/// asks this of every neighbour it makes, and the checker runs that search for every test.
///
/// Of the digits of the Lehmer code, only those of the two cells and the cells between them
/// change. Say the blank comes first, at p, and the tile x at q (the blank going right or down).
/// Cell q held x, with `after` smaller values after it, and now holds the blank, whose digit is
/// 0. Cell p held the blank, digit 0, and now holds x, with those same `after` values after it,
/// the blank, and the values smaller than x between p and q. Each cell between gains one for
/// the blank now after it and loses one if x, no longer after it, was smaller than it: it gains
/// one exactly when it is smaller than x. When the tile comes first, the move is that one undone.
pub fn index_after_swap(board: &Board, from: usize, blank: usize, target: usize) -> usize {
	let tile = board[target];
	let (p, q) = (blank.min(target), blank.max(target));
	let weight = |cell: usize| FACTORIAL[8 - cell];
	let after = board[q + 1..].iter().filter(|&&value| value < tile).count();
	let between = (p + 1..q).filter(|&cell| board[cell] < tile);
	let change = (after + 1) * weight(p) - after * weight(q)
		+ between.map(|cell| weight(p) + weight(cell)).sum::<usize>();
	if blank < target {
		from + change
	} else {
		from - change
	}
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

/// The cell of the blank.
pub fn blank(board: &Board) -> usize {
	board.iter().position(|&cell| cell == 0).unwrap_or(0)
}

/// A move, named by the way the blank goes, as an answer writes it (`u`, `d`, `l`, `r`); a player
/// names the way the tile goes, which is the opposite.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Move {
	Up,
	Down,
	Left,
	Right,
}

impl Move {
	pub const ALL: [Move; 4] = [Move::Up, Move::Down, Move::Left, Move::Right];

	/// The letter of an answer: `u`, `d`, `l`, `r`.
	pub fn letter(self) -> u8 {
		match self {
			Move::Up => b'u',
			Move::Down => b'd',
			Move::Left => b'l',
			Move::Right => b'r',
		}
	}

	/// The direction an answer's letter names, if it names one.
	pub fn from_letter(letter: u8) -> Option<Move> {
		Move::ALL.iter().copied().find(|way| way.letter() == letter)
	}

	pub fn opposite(self) -> Move {
		match self {
			Move::Up => Move::Down,
			Move::Down => Move::Up,
			Move::Left => Move::Right,
			Move::Right => Move::Left,
		}
	}

	pub fn word(self) -> &'static str {
		match self {
			Move::Up => "up",
			Move::Down => "down",
			Move::Left => "left",
			Move::Right => "right",
		}
	}
}

/// The cell the blank moves to when it goes `way`, or `None` when that would leave the board.
pub fn target(board: &Board, way: Move) -> Option<usize> {
	target_from(blank(board), way)
}

/// The cell the blank at `blank` moves to when it goes `way`, or `None` off the board.
#[inline]
pub fn target_from(blank: usize, way: Move) -> Option<usize> {
	let (row, column) = (blank / 3, blank % 3);
	match way {
		Move::Up if row > 0 => Some(blank - 3),
		Move::Down if row < 2 => Some(blank + 3),
		Move::Left if column > 0 => Some(blank - 1),
		Move::Right if column < 2 => Some(blank + 1),
		_ => None,
	}
}

/// The board after moving the blank `way`, or `None` when that would leave the board.
pub fn slide(board: &Board, way: Move) -> Option<Board> {
	let target = target(board, way)?;
	let mut next = *board;
	next.swap(blank(board), target);
	Some(next)
}

/// The board after every move of `moves` (letters, as answers write them), or the number (from
/// 1) of the first that leaves it or is no move.
pub fn follow(board: &Board, moves: &[u8]) -> Result<Board, usize> {
	let mut current = *board;
	for (number, &letter) in moves.iter().enumerate() {
		let next = Move::from_letter(letter).and_then(|way| slide(&current, way));
		current = next.ok_or(number + 1)?;
	}
	Ok(current)
}

/// Whether the tiles, read row by row with the blank left out, have an odd number of
/// inversions. The kit never relies on it (the breadth-first search decides what is solvable);
/// the proof holds the solver's parity rule against that search with it.
pub fn inversions_are_odd(board: &Board) -> bool {
	let mut inversions = 0;
	for (i, &tile) in board.iter().enumerate() {
		// The blank, 0, is never the larger of a pair, nor counted as the smaller.
		inversions += board[i + 1..].iter().filter(|&&later| later != 0 && later < tile).count();
	}
	inversions % 2 == 1
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
	fn the_index_after_a_move_is_the_index_of_the_board_it_makes_for_every_board_and_move() {
		for i in 0..BOARDS {
			let board = board_at(i);
			let blank = blank(&board);
			for way in Move::ALL {
				if let Some(target) = target(&board, way) {
					let mut next = board;
					next.swap(blank, target);
					assert_eq!(
						index_after_swap(&board, i, blank, target),
						index(&next),
						"{board:?}"
					);
				}
			}
		}
	}

	#[test]
	fn moves_follow_the_blank_and_stop_at_the_edges() {
		assert_eq!(slide(&GOAL, Move::Up), Some([1, 2, 3, 4, 5, 0, 7, 8, 6]));
		assert_eq!(slide(&GOAL, Move::Left), Some([1, 2, 3, 4, 5, 6, 7, 0, 8]));
		assert_eq!((slide(&GOAL, Move::Down), slide(&GOAL, Move::Right)), (None, None));
		assert_eq!(follow(&GOAL, b"ulrd"), Ok(GOAL));
		assert_eq!(follow(&GOAL, b"ulrdd"), Err(5));
		assert_eq!(follow(&GOAL, b"ux"), Err(2));
	}

	#[test]
	fn moves_by_letter_and_their_opposites() {
		for way in Move::ALL {
			assert_eq!(Move::from_letter(way.letter()), Some(way));
			assert_eq!(way.opposite().opposite(), way);
			assert_ne!(way.opposite(), way);
			// A move and its opposite come back, wherever both can be made.
			let board = [1, 2, 3, 4, 0, 5, 6, 7, 8];
			let there = slide(&board, way).expect("the centre moves every way");
			assert_eq!(slide(&there, way.opposite()), Some(board));
		}
		assert_eq!(Move::from_letter(b'x'), None);
	}
}
