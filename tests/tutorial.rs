//! The readable first version, `examples/tutorial.rs` (A* as the tutorials write it), against the
//! kit's breadth-first distances.
//!
//! Its parts on every board: `solvable` says exactly which boards the search reaches;
//! `neighbours` gives exactly the legal moves, each to the board it makes; `manhattan` never
//! overestimates the distance and drops by at most one a move (it is consistent). With those,
//! A* that takes the smallest f = g + h first and pushes a board again whenever it finds it in
//! fewer moves returns a shortest path, from every board. Its loop is then run on a drawn sample
//! of boards and on the farthest ones: the fewest moves, legal and reaching the goal, and
//! `unsolvable` exactly for the others. The loop on every board, which takes a minute and more
//! of processor time and proves nothing the parts on every board have not, is run by hand
//! (`cargo test --release --test tutorial -- --ignored`).

mod support;

#[path = "../examples/tutorial.rs"]
#[allow(dead_code)]
mod tutorial;

use eight_kit::reference::{board_at, follow, slide, Board, Distances, Move, Random, BOARDS, GOAL};

/// The tutorial's answer for `board`, against the distances.
fn answers_in_the_fewest_moves(board: Board, distances: &Distances) {
	match (tutorial::solve(board, &mut tutorial::Counts::default()), distances.of(&board)) {
		(None, None) => {}
		(Some(moves), Some(fewest)) => {
			assert_eq!(moves.len(), usize::from(fewest), "{board:?}");
			assert_eq!(follow(&board, moves.as_bytes()), Ok(GOAL), "{board:?}");
		}
		(answer, fewest) => panic!("{board:?}: {answer:?}, the fewest {fewest:?}"),
	}
}

#[test]
fn the_tutorials_parts_are_right_on_every_board() {
	let distances = Distances::compute(&GOAL);
	for index in 0..BOARDS {
		let board = board_at(index);
		let distance = distances.of(&board);
		assert_eq!(tutorial::solvable(&board), distance.is_some(), "{board:?}");
		// Exactly the legal moves, in the tutorial's letters.
		let legal: Vec<(char, Board)> = Move::ALL
			.iter()
			.filter_map(|&way| slide(&board, way).map(|next| (way.letter() as char, next)))
			.collect();
		let mut given = tutorial::neighbours(&board);
		given.sort_by_key(|&(letter, _)| "udlr".find(letter));
		assert_eq!(given, legal, "{board:?}");
		// Admissible and consistent.
		let estimate = tutorial::manhattan(&board);
		if let Some(distance) = distance {
			assert!(estimate <= u32::from(distance), "{board:?}: {estimate} > {distance}");
		}
		for (_, next) in legal {
			assert!(estimate <= tutorial::manhattan(&next) + 1, "{board:?} to {next:?}");
		}
	}
	assert_eq!(tutorial::manhattan(&GOAL), 0);
}

#[test]
fn the_tutorials_a_star_answers_a_sample_and_the_farthest_boards_in_the_fewest_moves() {
	let distances = Distances::compute(&GOAL);
	let mut random = Random::new(1968);
	let mut boards: Vec<Board> = (0..2_000).map(|_| random.board()).collect();
	boards.extend(distances.boards_at(distances.farthest()));
	boards.push(GOAL);
	assert!(boards.iter().any(|board| distances.of(board).is_none()), "an unsolvable board");
	for board in boards {
		answers_in_the_fewest_moves(board, &distances);
	}
}

#[test]
#[ignore = "over a minute of processor time, run by hand: the parts on every board prove it"]
fn the_tutorials_a_star_answers_every_board_in_the_fewest_moves() {
	let distances = Distances::compute(&GOAL);
	let indices: Vec<usize> = (0..BOARDS).collect();
	// Two at a time: the machine has two cores, and a hash map per search is slow.
	let (first, second) = indices.split_at(BOARDS / 2);
	std::thread::scope(|scope| {
		for half in [first, second] {
			let distances = &distances;
			scope.spawn(move || {
				for &index in half {
					answers_in_the_fewest_moves(board_at(index), distances);
				}
			});
		}
	});
}

// The walk from the tutorial to the judge file (docs/learners.md), each step a file of
// `benches/steps/` that `benches/steps.sh` measures: each is built here too, so that none rots.
// Steps 7 to 13 are not measured yet.
#[path = "../benches/steps/step1_packed_ties.rs"]
#[allow(dead_code)]
mod step01;
#[path = "../benches/steps/step2_packed.rs"]
#[allow(dead_code)]
mod step02;
#[path = "../benches/steps/step3_rank.rs"]
#[allow(dead_code)]
mod step03;
#[path = "../benches/steps/step4_predecessor_byte.rs"]
#[allow(dead_code)]
mod step04;
#[path = "../benches/steps/step5_tie_breaks.rs"]
#[allow(dead_code)]
mod step05;
#[path = "../benches/steps/step6_stale_skip.rs"]
#[allow(dead_code)]
mod step06;
#[path = "../benches/steps/step7_slide.rs"]
#[allow(dead_code)]
mod step07;
#[path = "../benches/steps/step8_moves_in_the_loop.rs"]
#[allow(dead_code)]
mod step08;
#[path = "../benches/steps/step9_rank_tables.rs"]
#[allow(dead_code)]
mod step09;
#[path = "../benches/steps/step10_rank_once.rs"]
#[allow(dead_code)]
mod step10;
#[path = "../benches/steps/step11_distance_table.rs"]
#[allow(dead_code)]
mod step11;
#[path = "../benches/steps/step12_priority_16_bits.rs"]
#[allow(dead_code)]
mod step12;
#[path = "../benches/steps/step13_unpack_by_cell.rs"]
#[allow(dead_code)]
mod step13;

/// The judge file's loop under `heuristic` on `boards`: the boards taken out of its open list
/// (the goal and stale entries among them) and those expanded, as the walk's files count them.
fn judge_files_counts(heuristic: &str, boards: &[Board]) -> (u64, u64) {
	use eight_kit::solving::heuristics::{exact_table, with_heuristic, WithHeuristic};
	use eight_kit::solving::judge_file::{pack, Heuristic};
	use eight_kit::solving::runner::Runner;
	use eight_kit::solving::searches;
	use eight_kit::solving::trace::Counter;
	struct Counted<'a>(&'a [Board]);
	impl WithHeuristic for Counted<'_> {
		type Output = (u64, u64);
		fn run<H: Heuristic>(self, heuristic: &H, name: &'static str) -> (u64, u64) {
			let search = searches::named(name).expect("a search");
			let mut runner = Runner::new(search).expect("A*");
			let (mut taken_out, mut expanded) = (0, 0);
			for board in self.0 {
				let mut counter = Counter::new(pack(&GOAL));
				runner.solve(heuristic, pack(board), &mut counter);
				taken_out += counter.tally.expanded + counter.tally.stale + 1;
				expanded += counter.tally.expanded;
			}
			(taken_out, expanded)
		}
	}
	let goal = pack(&GOAL);
	with_heuristic(heuristic, goal, exact_table(goal), Counted(boards)).expect("a heuristic")
}

/// The taken-out and expanded counts the walk's table on docs/learners.md gives, in its order.
fn the_pages_walk() -> Vec<(String, u64, u64)> {
	let page = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/learners.md"))
		.expect("docs/learners.md");
	let section =
		page.split("## From the tutorial's A* to the judge file").nth(1).expect("the walk");
	let number = |cell: &str| cell.replace(',', "").parse::<u64>().expect("a count");
	let rows = support::table_rows(section, "| version");
	rows.iter().map(|cells| (cells[0].clone(), number(&cells[1]), number(&cells[2]))).collect()
}

#[test]
fn every_step_of_the_walk_is_shortest_and_takes_out_the_boards_the_page_says() {
	let gen = std::process::Command::new(env!("CARGO_BIN_EXE_gen"))
		.args(["--count", "300", "--seed", "1"])
		.output()
		.expect("run gen");
	let boards = eight_kit::reference::parse_boards(&gen.stdout).expect("gen's boards");
	assert_eq!(boards.len(), 300);
	let distances = Distances::compute(&GOAL);
	let mut counted = Vec::new();
	// Each file's `Counts` is a type of its own, alike in every file.
	macro_rules! count {
		($module:ident, $solve:expr) => {{
			let mut counts = $module::Counts::default();
			for &board in &boards {
				let moves = $solve(board, &mut counts).expect("solvable");
				assert_eq!(Some(moves.len() as u8), distances.of(&board), "{board:?}");
				assert_eq!(follow(&board, moves.as_bytes()), Ok(GOAL), "{board:?}");
			}
			counted.push((counts.taken_out, counts.expanded));
		}};
	}
	count!(tutorial, tutorial::solve);
	count!(step01, step01::solve);
	count!(step02, step02::solve);
	let mut tables = step03::Tables::new();
	count!(step03, |board, counts| step03::solve(board, &mut tables, counts));
	let mut tables = step04::Tables::new();
	count!(step04, |board, counts| step04::solve(board, &mut tables, counts));
	let mut tables = step05::Tables::new();
	count!(step05, |board, counts| step05::solve(board, &mut tables, counts));
	let mut tables = step06::Tables::new();
	count!(step06, |board, counts| step06::solve(board, &mut tables, counts));
	counted.push(judge_files_counts("manhattan", &boards));
	counted.push(judge_files_counts("exact", &boards));
	let page = the_pages_walk();
	let shown: Vec<(u64, u64)> =
		page.iter().map(|&(_, taken, expanded)| (taken, expanded)).collect();
	assert_eq!(shown, counted, "docs/learners.md's walk: {page:?}");
}
