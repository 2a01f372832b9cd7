//! `cargo bench --bench depths`: the comparison the tutorials make, done exactly over every
//! solvable board. For each depth, 0 to 31 moves from AcWing's goal: how many boards lie there,
//! the mean number of boards each search expands to answer one of them, and each search's
//! effective branching factor:
//!
//! - breadth-first search from the board, moves tried up, down, left, right: every board taken
//!   out of its queue before the goal;
//! - A* under each heuristic (`misplaced`, `manhattan`, `conflict`, `exact`), the judge file's
//!   own loop, counted as `--stats` counts it: every board taken out of the open list and
//!   expanded before the goal (a stale entry, skipped, is not counted).
//!
//! The effective branching factor b* at a depth d is that of the uniform tree of depth d holding
//! as many boards as a search generated on average there (its pushes, the start's left out): N =
//! b* + b*^2 + ... + b*^d.
//!
//! It prints the tables in Markdown; with `-- --write` it also writes the chart to
//! `docs/depths.svg`, the learners' page's, and leaves the tree as it was otherwise.
//!
//! Breadth-first search is not run 181,440 times. Relabelling the tiles maps the board graph
//! onto itself and keeps the blank where it is, so a search from a board takes out the images of
//! what a search from any other board with its blank in the same cell takes out, in the same
//! order. One search from one board for each of the nine cells of the blank, the kit's, gives the
//! order; a board's count is where the relabelled goal stands in it. A few boards are searched
//! directly too, to hold the shortcut to the truth.

use eight_kit::compare::branching_factor;
use eight_kit::distances::breadth_first_to;
use eight_kit::heuristics::{exact_table, with_heuristic, WithHeuristic};
use eight_kit::judge_file::{self, Heuristic, Solver};
use eight_kit::{board_at, index, slide, Board, Distances, Move, BOARDS, GOAL};

const HEURISTICS: [&str; 4] = ["misplaced", "manhattan", "conflict", "exact"];
const SEARCHES: usize = 1 + HEURISTICS.len();
const DEPTHS: usize = 32;

/// For each board, by [`index`], what a breadth-first search from it does before it takes the
/// goal out of its queue: the boards it takes out, and the boards it has put in; `None` for a
/// board that never reaches the goal.
fn breadth_first_counts(distances: &Distances) -> Vec<Option<(u64, u64)>> {
	let mut counts = vec![None; BOARDS];
	for blank in 0..9 {
		// A board with its blank in that cell: the tiles 1 to 8 in order around it.
		let mut first = [0; 9];
		for (cell, tile) in (0..9).filter(|&cell| cell != blank).zip(1..) {
			first[cell] = tile;
		}
		let from = Distances::compute(&first);
		let order = from.order();
		let mut place = vec![u32::MAX; BOARDS];
		for (at, &board) in order.iter().enumerate() {
			place[board as usize] = at as u32;
		}
		// The queue's tail once the board at each place is expanded: a board is put in by the
		// first board of the layer before it, in the queue's order, that neighbours it.
		let mut tail = vec![0u64; order.len()];
		let mut put = 1;
		let mut enqueued = vec![false; BOARDS];
		enqueued[order[0] as usize] = true;
		for (at, &board) in order.iter().enumerate() {
			let board = board_at(board as usize);
			for way in Move::ALL {
				if let Some(next) = slide(&board, way) {
					if !std::mem::replace(&mut enqueued[index(&next)], true) {
						put += 1;
					}
				}
			}
			tail[at] = put;
		}
		for start in distances.solvable_boards().filter(|board| board[blank] == 0) {
			// The relabelling that takes `first` to `start`, undone on the goal.
			let mut cell_of = [0; 9];
			for (cell, &tile) in start.iter().enumerate() {
				cell_of[usize::from(tile)] = cell;
			}
			let goal = GOAL.map(|tile| first[cell_of[usize::from(tile)]]);
			let taken = u64::from(place[index(&goal)]);
			let pushed = if taken == 0 { 1 } else { tail[taken as usize - 1] };
			counts[index(&start)] = Some((taken, pushed));
		}
	}
	counts
}

/// Each board's expansions and pushes under a heuristic, by the judge file's own loop.
struct Efforts<'a> {
	boards: &'a [Board],
}

impl WithHeuristic for Efforts<'_> {
	type Output = Vec<(u64, u64)>;

	fn run<H: Heuristic>(self, heuristic: &H, _name: &'static str) -> Vec<(u64, u64)> {
		let mut solver = Solver::new();
		let mut efforts = Vec::with_capacity(self.boards.len());
		for board in self.boards {
			solver.solve(heuristic, judge_file::pack(board));
			efforts.push((solver.effort.expanded, solver.effort.pushed));
		}
		efforts
	}
}

/// The same, on both cores: a half of the boards each.
fn efforts(heuristic: &str, boards: &[Board]) -> Vec<(u64, u64)> {
	let goal = judge_file::pack(&GOAL);
	let (first, second) = boards.split_at(boards.len() / 2);
	std::thread::scope(|scope| {
		let halves: Vec<_> = [first, second]
			.into_iter()
			.map(|half| {
				scope.spawn(move || {
					let work = Efforts { boards: half };
					with_heuristic(heuristic, goal, exact_table(goal), work).expect("a heuristic")
				})
			})
			.collect();
		halves.into_iter().flat_map(|half| half.join().expect("a half")).collect()
	})
}

fn main() {
	let distances = Distances::compute(&GOAL);
	let boards: Vec<Board> = distances.solvable_boards().collect();
	let depth = |board: &Board| usize::from(distances.of(board).expect("solvable"));

	let bfs = breadth_first_counts(&distances);
	for i in (0..boards.len()).step_by(boards.len() / 24) {
		let board = boards[i];
		let direct = breadth_first_to(&board, &GOAL);
		assert_eq!(bfs[index(&board)], Some((direct.expanded, direct.pushed)), "{board:?}");
	}
	for (i, board) in (0..BOARDS).map(board_at).enumerate() {
		assert_eq!(bfs[i].is_none(), distances.of(&board).is_none(), "{board:?}");
	}

	// Per depth: boards, then each search's sums of expansions and of pushes.
	let mut count = [0u64; DEPTHS];
	let mut expanded = [[0u64; DEPTHS]; SEARCHES];
	let mut pushed = [[0u64; DEPTHS]; SEARCHES];
	for board in &boards {
		let (taken, put) = bfs[index(board)].expect("solvable");
		count[depth(board)] += 1;
		expanded[0][depth(board)] += taken;
		pushed[0][depth(board)] += put;
	}
	for (column, heuristic) in HEURISTICS.iter().enumerate() {
		for (board, (taken, put)) in boards.iter().zip(efforts(heuristic, &boards)) {
			expanded[column + 1][depth(board)] += taken;
			pushed[column + 1][depth(board)] += put;
		}
	}
	let means: Vec<[f64; SEARCHES]> = (0..DEPTHS)
		.map(|d| {
			let mut row = [0.0; SEARCHES];
			for (column, mean) in row.iter_mut().enumerate() {
				*mean = expanded[column][d] as f64 / count[d] as f64;
			}
			row
		})
		.collect();

	let heads =
		"| depth | boards | BFS | A*, misplaced | A*, manhattan | A*, conflict | A*, exact |";
	println!("Mean boards expanded:\n\n{heads}\n|---:|---:|---:|---:|---:|---:|---:|");
	for (d, mean) in means.iter().enumerate() {
		let cells: Vec<String> = mean.iter().map(|&mean| shown(mean)).collect();
		println!("| {d} | {} | {} |", grouped(count[d]), cells.join(" | "));
	}
	let all: Vec<String> = (0..SEARCHES)
		.map(|column| shown(expanded[column].iter().sum::<u64>() as f64 / boards.len() as f64))
		.collect();
	println!("| all | {} | {} |", grouped(boards.len() as u64), all.join(" | "));

	println!("\nEffective branching factor, from the mean boards generated:\n\n{heads}");
	println!("|---:|---:|---:|---:|---:|---:|---:|");
	for d in 1..DEPTHS {
		let factors: Vec<String> = (0..SEARCHES)
			.map(|column| {
				let generated = pushed[column][d] as f64 / count[d] as f64 - 1.0;
				let factor = branching_factor(generated.round() as u64, d as u32);
				factor.map_or("-".to_string(), |factor| format!("{factor:.2}"))
			})
			.collect();
		println!("| {d} | {} | {} |", grouped(count[d]), factors.join(" | "));
	}

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
	eight_kit::compare::thousands(number)
}

/// The chart: above, the boards each search expands by depth, on a logarithmic scale, a line
/// for each search; below, on an axis of its own, the boards at each depth, as bars.
fn chart(count: &[u64; DEPTHS], means: &[[f64; SEARCHES]]) -> String {
	let (width, height) = (760.0, 600.0);
	let (left, right, top) = (80.0, 190.0, 40.0);
	let plot_width = width - left - right;
	let (plot_height, gap, bars_height) = (330.0, 56.0, 110.0);
	let bars_top = top + plot_height + gap;
	let decades = 6.0; // 1 to 1,000,000
	let x = |depth: f64| left + (depth + 0.5) / DEPTHS as f64 * plot_width;
	let y = |value: f64| top + plot_height - value.max(1.0).log10() / decades * plot_height;
	let mut svg = format!(
		"<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
		 viewBox=\"0 0 {width} {height}\" font-family=\"sans-serif\" font-size=\"12\">\n\
		 <title>Boards expanded to answer one board, by its depth, and the boards at each depth</title>\n\
		 <rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n\
		 <text x=\"{left}\" y=\"22\" font-size=\"15\">Boards expanded to answer one board, by its depth \
		 (mean over the boards there)</text>\n"
	);
	// The searches' panel: grid, ticks and axes.
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
	svg += &axes(left, top, plot_width, plot_height);
	svg += &format!(
		"<text x=\"18\" y=\"{:.1}\" transform=\"rotate(-90 18 {:.1})\" text-anchor=\"middle\">boards expanded</text>\n",
		top + plot_height / 2.0,
		top + plot_height / 2.0
	);
	// A line for each search, from depth 1 (at depth 0 every search expands nothing), in colours
	// that people who cannot tell red from green tell apart (Okabe and Ito's), and each with a
	// dash of its own.
	let lines = [
		("breadth-first search", "#D55E00", ""),
		("A*, misplaced tiles", "#E69F00", "6 3"),
		("A*, manhattan", "#0072B2", ""),
		("A*, conflict", "#009E73", "2 2"),
		("A*, exact", "#CC79A7", ""),
	];
	for (column, (name, colour, dash)) in lines.iter().enumerate() {
		let points: Vec<String> = (1..DEPTHS)
			.map(|depth| format!("{:.1},{:.1}", x(depth as f64), y(means[depth][column])))
			.collect();
		let key = top + 20.0 + 22.0 * column as f64;
		svg += &format!(
			"<polyline points=\"{}\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"2\" stroke-dasharray=\"{dash}\"/>\n\
			 <line x1=\"{:.1}\" y1=\"{key:.1}\" x2=\"{:.1}\" y2=\"{key:.1}\" stroke=\"{colour}\" stroke-width=\"2\" stroke-dasharray=\"{dash}\"/>\n\
			 <text x=\"{:.1}\" y=\"{:.1}\">{name}</text>\n",
			points.join(" "),
			left + plot_width + 14.0,
			left + plot_width + 38.0,
			left + plot_width + 44.0,
			key + 4.0
		);
	}
	// The boards' panel, below, on its own axis: a count of boards, not a search.
	let most = *count.iter().max().unwrap_or(&1) as f64;
	let bar_y = |boards: f64| bars_top + bars_height - boards / most * bars_height;
	svg += &format!(
		"<text x=\"{left}\" y=\"{:.1}\" font-size=\"13\">Boards at each depth (how many there are, on a \
		 scale of their own)</text>\n",
		bars_top - 10.0
	);
	let bar = plot_width / DEPTHS as f64 * 0.7;
	for (depth, &boards) in count.iter().enumerate() {
		let top_of = bar_y(boards as f64);
		svg += &format!(
			"<rect x=\"{:.1}\" y=\"{top_of:.1}\" width=\"{bar:.1}\" height=\"{:.1}\" fill=\"#999999\"/>\n",
			x(depth as f64) - bar / 2.0,
			bars_top + bars_height - top_of
		);
	}
	for boards in [0.0, 10_000.0, 20_000.0] {
		svg += &format!(
			"<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{}</text>\n",
			left - 6.0,
			bar_y(boards) + 4.0,
			grouped(boards as u64)
		);
	}
	svg += &axes(left, bars_top, plot_width, bars_height);
	for depth in (0..DEPTHS).step_by(5) {
		for baseline in [top + plot_height, bars_top + bars_height] {
			svg += &format!(
				"<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{depth}</text>\n",
				x(depth as f64),
				baseline + 18.0
			);
		}
	}
	svg += &format!(
		"<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">depth: the fewest moves to the goal</text>\n\
		 <rect x=\"{:.1}\" y=\"{:.1}\" width=\"24\" height=\"10\" fill=\"#999999\"/>\n\
		 <text x=\"{:.1}\" y=\"{:.1}\">boards at the depth</text>\n</svg>\n",
		left + plot_width / 2.0,
		height - 8.0,
		left + plot_width + 14.0,
		bars_top + bars_height / 2.0 - 5.0,
		left + plot_width + 44.0,
		bars_top + bars_height / 2.0 + 4.0
	);
	svg
}

/// A panel's two axes.
fn axes(left: f64, top: f64, width: f64, height: f64) -> String {
	format!(
		"<line x1=\"{left}\" y1=\"{:.1}\" x2=\"{:.1}\" y2=\"{:.1}\" stroke=\"black\"/>\n\
		 <line x1=\"{left}\" y1=\"{top}\" x2=\"{left}\" y2=\"{:.1}\" stroke=\"black\"/>\n",
		top + height,
		left + width,
		top + height,
		top + height
	)
}
