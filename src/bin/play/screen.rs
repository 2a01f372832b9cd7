//! The screen: the game laid out for any window, and drawn.

use crate::game::Game;
use std::io::{self, Write};
use std::time::Instant;

/// The screen's parts, each a list of lines: the state of play, the board, the help, and the
/// message.
pub fn parts(game: &Game, now: Instant) -> [Vec<String>; 4] {
	let clock = crate::game::clock_text(game.clock(now));
	let left = match (game.is_solved(), game.distance_shown) {
		(true, _) => "solved".to_string(),
		(false, true) => format!("fewest still needed {}", game.fewest_now()),
		(false, false) => "fewest hidden (f shows)".to_string(),
	};
	let status = vec![
		format!("eight: {}   {left}   {clock}", game.origin_words()),
		format!(
			"made {}   undone {}   by the solver {}   hints {}",
			game.made, game.undone, game.by_solver, game.hints
		),
	];
	let mut grid = Vec::new();
	for row in game.board.chunks(3) {
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
		"h hint   p play the rest   u undo   f fewest   n new board   q quit".to_string(),
	];
	[status, grid, help, vec![game.message.clone()]]
}

/// A line broken at spaces into lines at most `width` characters long (a longer word is cut).
pub fn wrap(line: &str, width: usize) -> Vec<String> {
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
pub fn layout(parts: [Vec<String>; 4], size: Option<(usize, usize)>) -> Vec<String> {
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

/// Draws the game: in place, fitted to the window, on a terminal; else whole, after the last.
pub fn show(game: &Game, terminal: bool, size: Option<(usize, usize)>) -> io::Result<()> {
	let lines = layout(parts(game, Instant::now()), size);
	let mut stdout = io::stdout();
	let text = if terminal {
		// Home, clear the screen, draw; no newline after the last line, which could scroll.
		format!("\x1b[H\x1b[2J{}", lines.join("\r\n"))
	} else {
		lines.join("\r\n") + "\r\n\r\n"
	};
	stdout.write_all(text.as_bytes())?;
	stdout.flush()
}

#[cfg(test)]
mod tests {
	use super::*;

	#[test]
	fn every_line_fits_any_window() {
		let long = "word ".repeat(50);
		let parts = [
			vec![long.clone()],
			vec!["+---+---+---+".to_string(); 7],
			vec![long.clone()],
			vec![long],
		];
		for columns in 1..60 {
			for rows in 1..40 {
				let lines = layout(parts.clone(), Some((rows, columns)));
				assert!(lines.len() <= rows, "{columns}x{rows}");
				assert!(
					lines.iter().all(|line| line.chars().count() <= columns),
					"{columns}x{rows}"
				);
			}
		}
		assert_eq!(wrap("a bb ccc", 4), ["a bb", "ccc"]);
		assert_eq!(wrap("abcdefgh", 3), ["abc", "def", "gh"]);
	}
}
