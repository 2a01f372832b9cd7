//! `cargo bench --bench depths`: the comparison the tutorials make, done exactly over every
//! solvable board. For each depth, 0 to 31 moves from AcWing's goal, and each search of the kit's
//! table: how many boards lie there, and the mean number of boards the search expands, and
//! generates, to answer one of them (A* without an estimate on a seeded sample of each depth's
//! boards: see `eight_kit::solving::depths::SAMPLED`):
//!
//! - breadth-first search from the board, moves tried up, down, left, right: every board taken
//!   out of its queue before the goal;
//! - A* under each heuristic, the judge file's own loop, and the kit's other searches (IDA*, the
//!   searches that are not admissible), counted as `--stats` counts them.
//!
//! It prints the tables in Markdown, and says which of the files made from them differ from this
//! run's; with `-- --write` it writes them: `docs/depths.tsv`, the figures, which the rest read,
//! `docs/depths.svg`, the chart, and the tables of docs/learners.md. With `-- --tables` it
//! measures nothing, and writes the chart and the tables again from `docs/depths.tsv`. The files
//! include the shape of each search on the judges' sample (`docs/shape.svg` and its table on the
//! page, by g and by f: `eight_kit::solving::shape`), and the learners' worked search, its
//! tables on the page and its three pictures (`eight_kit::solving::lesson`), which take
//! milliseconds to measure.
//!
//! Breadth-first search is not run 181,440 times. Relabelling the tiles maps the board graph
//! onto itself and keeps the blank where it is, so a search from a board takes out the images of
//! what a search from any other board with its blank in the same cell takes out, in the same
//! order. One search from one board for each of the nine cells of the blank, the kit's, gives the
//! order; a board's count is where the relabelled goal stands in it. A few boards are searched
//! directly too, to hold the shortcut to the truth.

use eight_kit::reference::{
	board_at, breadth_first_to, index, slide, Board, Distances, Move, BOARDS, GOAL,
};
use eight_kit::solving::depths::{self, Figures, SAMPLED};
use eight_kit::solving::searches::{Kind, Search, SEARCHES};
use eight_kit::solving::{lesson, shape};

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

/// Each board's expansions and pushes under `search`, on both cores: a half of the boards each.
fn efforts(search: &'static Search, boards: &[Board]) -> Vec<(u64, u64)> {
	let (first, second) = boards.split_at(boards.len() / 2);
	std::thread::scope(|scope| {
		let halves: Vec<_> = [first, second]
			.into_iter()
			.map(|half| scope.spawn(move || depths::efforts(search, &GOAL, half)))
			.collect();
		halves.into_iter().flat_map(|half| half.join().expect("a half")).collect()
	})
}

fn main() {
	let root = env!("CARGO_MANIFEST_DIR");
	let write = std::env::args().any(|argument| argument == "--write");
	if std::env::args().any(|argument| argument == "--tables") {
		// The figures as the file has them: the chart and the learners' tables written again,
		// nothing measured (after an edit to the prose or to the renderer).
		let text =
			std::fs::read_to_string(format!("{root}/docs/depths.tsv")).expect("docs/depths.tsv");
		let figures = Figures::parse(&text).expect("docs/depths.tsv as the bench writes it");
		return write_files(&figures, true);
	}
	let distances = Distances::compute(&GOAL);
	let by_depth: Vec<Vec<Board>> = (0..DEPTHS).map(|d| distances.boards_at(d as u8)).collect();
	let bfs = breadth_first_counts(&distances);
	let boards: Vec<Board> = distances.solvable_boards().collect();
	for i in (0..boards.len()).step_by(boards.len() / 24) {
		let board = boards[i];
		let direct = breadth_first_to(&board, &GOAL);
		assert_eq!(bfs[index(&board)], Some((direct.expanded, direct.pushed)), "{board:?}");
	}
	for (i, board) in (0..BOARDS).map(board_at).enumerate() {
		assert_eq!(bfs[i].is_none(), distances.of(&board).is_none(), "{board:?}");
	}

	let mut rows = Vec::new();
	for search in &SEARCHES {
		let clock = std::time::Instant::now();
		let sampled = SAMPLED.iter().find(|(name, _)| *name == search.name).map(|&(_, size)| size);
		for (depth, at_depth) in by_depth.iter().enumerate() {
			let measured = match sampled {
				Some(size) => depths::sample(at_depth, depth, size),
				None => at_depth.clone(),
			};
			let found = match search.kind {
				Kind::BreadthFirst => {
					measured.iter().map(|board| bfs[index(board)].expect("solvable")).collect()
				}
				_ => efforts(search, &measured),
			};
			rows.push(depths::row(search.name, depth, at_depth.len() as u64, &found));
		}
		eprintln!("{}: {:.1} s", search.name, clock.elapsed().as_secs_f64());
	}
	let figures = Figures { rows };

	let names: Vec<&str> = SEARCHES.iter().map(|search| search.name).collect();
	println!("Mean boards expanded:\n\n{}", depths::expanded_table(&figures, &names, None));
	let every: Vec<usize> = (1..DEPTHS).collect();
	println!(
		"Effective branching factor, from the mean boards generated:\n\n{}",
		depths::branching_table(&figures, &names, &every)
	);
	write_files(&figures, write);
}

/// The files made from the figures: written with `write`, else each said if it differs.
fn write_files(figures: &Figures, write: bool) {
	let root = env!("CARGO_MANIFEST_DIR");
	let learners =
		std::fs::read_to_string(format!("{root}/docs/learners.md")).expect("docs/learners.md");
	let learners = depths::fill_tables(&learners, figures).expect("its tables' markers");
	let learners = lesson::fill_tables(&learners).expect("its worked tables' markers");
	let drawn = shape::shapes(&shape::SAMPLE, &GOAL, &shape::DRAWN);
	let [board, tree, frontier] = lesson::pictures();
	let files = [
		(board.0, board.1),
		(tree.0, tree.1),
		(frontier.0, frontier.1),
		("docs/depths.tsv", figures.to_file()),
		("docs/depths.svg", depths::svg(figures, None)),
		("docs/shape.svg", shape::svg(&shape::SAMPLE, &drawn)),
		("docs/learners.md", shape::fill_tables(&learners).expect("its shapes' markers")),
	];
	for (name, text) in files {
		let path = format!("{root}/{name}");
		if write {
			std::fs::write(&path, text).unwrap_or_else(|error| panic!("write {path}: {error}"));
			println!("wrote {name}");
		} else if std::fs::read_to_string(&path).ok() != Some(text) {
			println!("{name} differs from this run: `cargo bench --bench depths -- --write`");
		}
	}
}
