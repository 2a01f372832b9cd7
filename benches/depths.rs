//! `cargo bench --bench depths`: the comparison the tutorials make, done exactly over every
//! solvable board. For each depth, 0 to 31 moves from AcWing's goal: how many boards lie there,
//! and the mean number of boards each search expands to answer one of them:
//!
//! - breadth-first search from the board, moves tried up, down, left, right: every board taken
//!   out of its queue before the goal;
//! - A* under each heuristic (`manhattan`, `conflict`, `exact`), as the solver's `--stats` counts
//!   them: every board taken out of the open list and expanded before the goal (a stale entry,
//!   skipped, is not counted).
//!
//! It prints the table in Markdown; with `-- --write` it also writes the chart to
//! `docs/depths.svg`, the learners' page's, and leaves the tree as it was otherwise.
//!
//! Breadth-first search is not run 181,440 times. Relabelling the tiles maps the board graph
//! onto itself and keeps the blank where it is, so a search from a board takes out the images of
//! what a search from any other board with its blank in the same cell takes out, in the same
//! order. One search from one board for each of the nine cells of the blank, the kit's, gives the
//! order; a board's count is where the relabelled goal stands in it. A few boards are searched
//! directly too, to hold the shortcut to the truth.

#[path = "../tests/support/mod.rs"]
mod support;

use eight_kit::{board_at, index, slide, Board, Distances, Move, BOARDS, GOAL};
use std::collections::VecDeque;
use std::io::Write;
use support::run_with_input;

const SOLVER: &str = env!("CARGO_BIN_EXE_eight");
const HEURISTICS: [&str; 3] = ["manhattan", "conflict", "exact"];
const DEPTHS: usize = 32;

/// For each board, by [`index`], how many boards a breadth-first search from it takes out of
/// its queue before the goal; `u32::MAX` for a board that never reaches it.
fn breadth_first_counts(distances: &Distances) -> Vec<u32> {
	let mut counts = vec![u32::MAX; BOARDS];
	for blank in 0..9 {
		// A board with its blank in that cell: the tiles 1 to 8 in order around it.
		let mut first = [0; 9];
		for (cell, tile) in (0..9).filter(|&cell| cell != blank).zip(1..) {
			first[cell] = tile;
		}
		let order = Distances::compute(&first);
		let mut place = vec![u32::MAX; BOARDS];
		for (at, &board) in order.order().iter().enumerate() {
			place[board as usize] = at as u32;
		}
		for start in distances.solvable_boards().filter(|board| board[blank] == 0) {
			// The relabelling that takes `first` to `start`, undone on the goal.
			let mut cell_of = [0; 9];
			for (cell, &tile) in start.iter().enumerate() {
				cell_of[usize::from(tile)] = cell;
			}
			let goal = GOAL.map(|tile| first[cell_of[usize::from(tile)]]);
			counts[index(&start)] = place[index(&goal)];
		}
	}
	counts
}

/// The same count, by a search from `start` itself, for the check.
fn breadth_first_directly(start: &Board) -> u32 {
	let mut seen = vec![false; BOARDS];
	let mut queue = VecDeque::from([*start]);
	seen[index(start)] = true;
	let mut taken = 0;
	while let Some(board) = queue.pop_front() {
		if board == GOAL {
			return taken;
		}
		taken += 1;
		for way in Move::ALL {
			if let Some(next) = slide(&board, way) {
				if !std::mem::replace(&mut seen[index(&next)], true) {
					queue.push_back(next);
				}
			}
		}
	}
	u32::MAX
}

/// Each solvable board's expansions under `heuristic`, as the solver's `--stats` reports them,
/// in the order of `boards`.
fn expanded(heuristic: &str, boards: &[Board]) -> Vec<u64> {
	let mut input = Vec::new();
	for board in boards {
		writeln!(input, "{}", support::problem("acwing179").format_board(board))
			.expect("write to memory");
	}
	let output = run_with_input(SOLVER, &["--stats", "--heuristic", heuristic], &input)
		.expect("run the solver");
	assert!(output.status.success(), "{heuristic}");
	let log = String::from_utf8_lossy(&output.stderr);
	let counts: Vec<u64> = log
		.lines()
		.filter(|line| line.starts_with("case "))
		.map(|line| {
			let field = line.split(", ").nth(1).expect("an expanded field");
			field.split_whitespace().next().and_then(|n| n.parse().ok()).expect("a count")
		})
		.collect();
	assert_eq!(counts.len(), boards.len(), "{heuristic}: a line per case");
	counts
}

fn main() {
	let distances = Distances::compute(&GOAL);
	let boards: Vec<Board> = distances.solvable_boards().collect();
	let depth = |board: &Board| usize::from(distances.of(board).expect("solvable"));

	let bfs = breadth_first_counts(&distances);
	for i in (0..boards.len()).step_by(boards.len() / 24) {
		let board = boards[i];
		assert_eq!(bfs[index(&board)], breadth_first_directly(&board), "{board:?}");
	}
	for (i, board) in (0..BOARDS).map(board_at).enumerate() {
		assert_eq!(bfs[i] == u32::MAX, distances.of(&board).is_none(), "{board:?}");
	}

	// Per depth: boards, then the sum of expansions by BFS and by each heuristic.
	let mut count = [0u64; DEPTHS];
	let mut sums = [[0u64; DEPTHS]; 4];
	for board in &boards {
		count[depth(board)] += 1;
		sums[0][depth(board)] += u64::from(bfs[index(board)]);
	}
	for (column, heuristic) in HEURISTICS.iter().enumerate() {
		for (board, expanded) in boards.iter().zip(expanded(heuristic, &boards)) {
			sums[column + 1][depth(board)] += expanded;
		}
	}
	let means: Vec<[f64; 4]> = (0..DEPTHS)
		.map(|d| [0, 1, 2, 3].map(|column| sums[column][d] as f64 / count[d] as f64))
		.collect();

	println!("| depth | boards | BFS | A*, manhattan | A*, conflict | A*, exact |");
	println!("|---:|---:|---:|---:|---:|---:|");
	for (d, mean) in means.iter().enumerate() {
		let [bfs, manhattan, conflict, exact] = mean.map(shown);
		println!("| {d} | {} | {bfs} | {manhattan} | {conflict} | {exact} |", grouped(count[d]));
	}
	let all = |column: usize| sums[column].iter().sum::<u64>() as f64 / boards.len() as f64;
	let [bfs, manhattan, conflict, exact] = [0, 1, 2, 3].map(|column| shown(all(column)));
	println!(
		"| all | {} | {bfs} | {manhattan} | {conflict} | {exact} |",
		grouped(boards.len() as u64)
	);

	let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/depths.svg");
	if std::env::args().any(|argument| argument == "--write") {
		std::fs::write(path, chart(&count, &means)).expect("write docs/depths.svg");
		println!("\nwrote {path}");
	} else if std::fs::read_to_string(path).ok() != Some(chart(&count, &means)) {
		println!("\n{path} differs from this run's chart: `cargo bench --bench depths -- --write`");
	}
}

/// A mean as the table shows it: to one decimal below 100, whole and grouped above.
fn shown(mean: f64) -> String {
	if mean < 100.0 {
		format!("{mean:.1}")
	} else {
		grouped(mean.round() as u64)
	}
}

/// 181440 as 181,440.
fn grouped(number: u64) -> String {
	let digits = number.to_string();
	let mut out = String::new();
	for (i, digit) in digits.chars().enumerate() {
		if i > 0 && (digits.len() - i) % 3 == 0 {
			out.push(',');
		}
		out.push(digit);
	}
	out
}

/// The chart: boards expanded by depth, on a logarithmic scale, a line for each search, over
/// bars for the boards at each depth.
fn chart(count: &[u64; DEPTHS], means: &[[f64; 4]]) -> String {
	let (width, height) = (760.0, 460.0);
	let (left, right, top, bottom) = (70.0, 170.0, 40.0, 50.0);
	let (plot_width, plot_height) = (width - left - right, height - top - bottom);
	let decades = 6.0; // 1 to 1,000,000
	let x = |depth: f64| left + (depth + 0.5) / DEPTHS as f64 * plot_width;
	let y = |value: f64| top + plot_height - value.max(1.0).log10() / decades * plot_height;
	let mut svg = format!(
		"<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
		 viewBox=\"0 0 {width} {height}\" font-family=\"sans-serif\" font-size=\"12\">\n\
		 <rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n\
		 <text x=\"{left}\" y=\"22\" font-size=\"15\">Boards expanded to answer one board, by its depth \
		 (mean over every solvable board)</text>\n"
	);
	// The boards at each depth, as bars.
	let bar = plot_width / DEPTHS as f64 * 0.7;
	for (depth, &boards) in count.iter().enumerate() {
		let top_of = y(boards as f64);
		svg += &format!(
			"<rect x=\"{:.1}\" y=\"{top_of:.1}\" width=\"{bar:.1}\" height=\"{:.1}\" fill=\"#e4e4e4\"/>\n",
			x(depth as f64) - bar / 2.0,
			top + plot_height - top_of
		);
	}
	// Axes, grid and ticks.
	for decade in 0..=6 {
		let at = y(10f64.powi(decade));
		let label = ["1", "10", "100", "1,000", "10,000", "100,000", "1,000,000"][decade as usize];
		svg += &format!(
			"<line x1=\"{left}\" y1=\"{at:.1}\" x2=\"{:.1}\" y2=\"{at:.1}\" stroke=\"#cccccc\" stroke-width=\"0.5\"/>\n\
			 <text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{label}</text>\n",
			left + plot_width,
			left - 6.0,
			at + 4.0
		);
	}
	for depth in (0..DEPTHS).step_by(5) {
		svg += &format!(
			"<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{depth}</text>\n",
			x(depth as f64),
			top + plot_height + 18.0
		);
	}
	svg += &format!(
		"<line x1=\"{left}\" y1=\"{:.1}\" x2=\"{:.1}\" y2=\"{:.1}\" stroke=\"black\"/>\n\
		 <line x1=\"{left}\" y1=\"{top}\" x2=\"{left}\" y2=\"{:.1}\" stroke=\"black\"/>\n\
		 <text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">depth: the fewest moves to the goal</text>\n",
		top + plot_height,
		left + plot_width,
		top + plot_height,
		top + plot_height,
		left + plot_width / 2.0,
		height - 12.0
	);
	// A line for each search, from depth 1 (at depth 0 every search expands nothing).
	let lines = [
		("breadth-first search", "#d62728"),
		("A*, manhattan", "#1f77b4"),
		("A*, conflict", "#2ca02c"),
		("A*, exact", "#9467bd"),
	];
	for (column, (name, colour)) in lines.iter().enumerate() {
		let points: Vec<String> = (1..DEPTHS)
			.map(|depth| format!("{:.1},{:.1}", x(depth as f64), y(means[depth][column])))
			.collect();
		let key = top + 20.0 + 22.0 * column as f64;
		svg += &format!(
			"<polyline points=\"{}\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"2\"/>\n\
			 <line x1=\"{:.1}\" y1=\"{key:.1}\" x2=\"{:.1}\" y2=\"{key:.1}\" stroke=\"{colour}\" stroke-width=\"2\"/>\n\
			 <text x=\"{:.1}\" y=\"{:.1}\">{name}</text>\n",
			points.join(" "),
			left + plot_width + 14.0,
			left + plot_width + 38.0,
			left + plot_width + 44.0,
			key + 4.0
		);
	}
	let key = top + 20.0 + 22.0 * 4.0;
	svg += &format!(
		"<rect x=\"{:.1}\" y=\"{:.1}\" width=\"24\" height=\"10\" fill=\"#e4e4e4\"/>\n\
		 <text x=\"{:.1}\" y=\"{:.1}\">boards at the depth</text>\n</svg>\n",
		left + plot_width + 14.0,
		key - 5.0,
		left + plot_width + 44.0,
		key + 4.0
	);
	svg
}
