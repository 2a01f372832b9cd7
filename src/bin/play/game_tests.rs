//! The game's rules, each one played.

use super::*;
use eight_kit::reference::GOAL;
use Move::*;

fn game_at(board: Board) -> Game {
	let mut game = Game::new(Distances::compute(&GOAL), None, 1, true);
	game.start(board, Origin::Given);
	game
}

#[test]
fn the_players_moves_undo_and_the_win_are_counted() {
	let mut game = game_at([1, 2, 3, 4, 5, 6, 7, 0, 8]);
	game.slide_tile(Up);
	assert_eq!(game.message, "No tile can slide up into the gap.");
	assert_eq!(game.made, 0);
	game.slide_tile(Down);
	assert_eq!((game.board, game.made), ([1, 2, 3, 4, 0, 6, 7, 5, 8], 1));
	game.undo();
	assert_eq!(
		(game.board, game.undone, game.message.as_str()),
		([1, 2, 3, 4, 5, 6, 7, 0, 8], 1, "Undone.")
	);
	game.undo();
	assert_eq!(game.message, "Nothing to undo.");
	game.slide_tile(Left);
	assert!(game.is_solved());
	assert!(game.message.starts_with("Solved in 0:"), "{}", game.message);
	assert!(
		game.message.contains("2 made, 1 undone, 0 by the solver, 0 hints"),
		"{}",
		game.message
	);
	// Solved: the clock has stopped and the board stays.
	let stopped = game.clock(Instant::now());
	game.slide_tile(Right);
	game.undo();
	assert!(game.is_solved() && game.message.starts_with("Solved already"));
	assert_eq!(game.clock(Instant::now() + Duration::from_secs(60)), stopped);
}

#[test]
fn an_unaided_win_and_one_with_hints_read_differently() {
	let mut game = game_at([1, 2, 3, 4, 5, 6, 7, 0, 8]);
	game.slide_tile(Left);
	assert!(game.message.starts_with("Solved in 1 move and 0:0"), "{}", game.message);
	let mut game = game_at([1, 2, 3, 4, 5, 6, 7, 0, 8]);
	game.hint(&[Right]);
	assert_eq!(game.message, "Hint: the 8 slides left.");
	game.slide_tile(Left);
	assert!(
		game.message.contains("1 made, 0 undone, 0 by the solver, 1 hint;"),
		"{}",
		game.message
	);
}

#[test]
fn the_solver_plays_and_is_counted_apart() {
	let mut game = game_at([1, 2, 3, 4, 5, 6, 0, 7, 8]);
	assert!(game.solver_move(Right));
	assert_eq!(game.message, "The solver plays: 1 to go.");
	assert!(!game.solver_move(Down), "the gap cannot leave the board");
	assert!(game.solver_move(Right));
	assert_eq!((game.made, game.by_solver), (0, 2));
	assert!(
		game.message.contains("0 made, 0 undone, 2 by the solver, 0 hints"),
		"{}",
		game.message
	);
}

#[test]
fn a_drawn_board_says_how_to_draw_it_again() {
	let mut game = Game::new(Distances::compute(&GOAL), Some(12), 40, true);
	game.draw_next();
	assert_eq!(game.origin_words(), "board of --seed 40 --depth 12");
	assert_eq!(game.fewest_now(), 12);
	let first = game.board;
	let mut again = Game::new(Distances::compute(&GOAL), Some(12), 40, true);
	again.draw_next();
	assert_eq!(again.board, first);
	game.draw_next();
	assert_eq!(game.origin_words(), "board of --seed 41 --depth 12");
	let mut solved = Game::new(Distances::compute(&GOAL), Some(0), 3, true);
	solved.draw_next();
	assert!(solved.message.starts_with("Already solved"), "{}", solved.message);
}

#[test]
fn the_distance_can_be_hidden_and_unknown_keys_are_answered() {
	let mut game = game_at(GOAL);
	game.toggle_distance();
	assert!(!game.distance_shown);
	game.unknown_key();
	assert!(game.message.contains("q (or Ctrl-C, Ctrl-D) quit"), "{}", game.message);
	assert_eq!(clock_text(Duration::from_secs(3_723)), "1:02:03");
	assert_eq!(clock_text(Duration::from_secs(65)), "1:05");
}

#[test]
fn undo_keeps_the_last_moves_and_no_more() {
	// A game of no end (`yes wasd | play`) keeps memory bounded: the oldest boards go.
	let mut game = game_at([1, 2, 3, 4, 5, 6, 7, 0, 8]);
	for _ in 0..(UNDO_KEPT + 10) / 2 {
		game.slide_tile(Down);
		game.slide_tile(Up);
	}
	assert_eq!(game.made as usize, UNDO_KEPT + 10);
	for _ in 0..UNDO_KEPT {
		game.undo();
		assert_eq!(game.message, "Undone.");
	}
	game.undo();
	assert_eq!((game.undone as usize, game.message.as_str()), (UNDO_KEPT, "Nothing to undo."));
}
