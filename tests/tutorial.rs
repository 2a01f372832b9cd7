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
//!
//! The walk from it to the judge file (`benches/steps/`, docs/learners.md) is built here too: every
//! version shortest on the 300 boards `benches/steps.sh` measures, and the page's table of them
//! (whether each searches as the one before, the boards it takes out and expands) held to what
//! the files and the judge file's plans do.

mod support;

#[path = "../examples/tutorial.rs"]
#[allow(dead_code)]
mod tutorial;

use eight_kit::reference::{board_at, follow, slide, Board, Distances, Move, Random, BOARDS, GOAL};
use eight_kit::solving::engine::{self, Conflict, Manhattan};

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

/// What one version of the walk did on the boards: its answers, and the boards taken out of its
/// open list (the goals and stale entries among them) and expanded, as the walk's files count them.
#[derive(Default)]
struct Walked {
	answers: Vec<String>,
	taken_out: u64,
	expanded: u64,
}

/// The judge file on `boards` under `plan`, as its `main` answers an input: each case by A* under
/// the heuristic rented until the rent reaches the price, then under the exact table; and the case
/// before which the table was bought, with the rent paid then.
fn judge_file_walk<H: engine::Heuristic>(
	mut plan: engine::RentOrBuy<H>,
	boards: &[Board],
) -> (Walked, Option<(usize, u64)>) {
	use eight_kit::solving::trace::{Counter, Watched};
	let goal = engine::pack(&GOAL);
	let mut solver = engine::Solver::new();
	let (mut walked, mut bought) = (Walked::default(), None);
	for (case, board) in boards.iter().enumerate() {
		let rent = plan.rent;
		let mut counter = Counter::new(goal);
		plan.solve(&mut solver, engine::pack(board), &mut Watched(&mut counter));
		if bought.is_none() && !plan.table.is_empty() {
			bought = Some((case + 1, rent));
		}
		walked.answers.push(solver.moves().iter().map(|step| step.letter() as char).collect());
		walked.taken_out += counter.tally.expanded + counter.tally.stale + 1;
		walked.expanded += counter.tally.expanded;
	}
	(walked, bought)
}

/// The walk's section of docs/learners.md, to the next section.
fn the_pages_walk() -> String {
	let page = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/learners.md"))
		.expect("docs/learners.md");
	let section =
		page.split("## From the tutorial's A* to the judge file").nth(1).expect("the walk");
	section.split("\n## ").next().expect("the section").to_string()
}

#[test]
fn every_step_of_the_walk_is_shortest_and_takes_out_the_boards_the_page_says() {
	let gen = std::process::Command::new(env!("CARGO_BIN_EXE_gen"))
		.args(["--count", "300", "--seed", "1"])
		.output()
		.expect("run gen");
	let boards = eight_kit::reference::parse_boards(&gen.stdout).expect("gen's boards");
	assert_eq!(boards.len(), 300);
	let mut walk: Vec<Walked> = Vec::new();
	// Each file's `Counts` is a type of its own, alike in every file.
	macro_rules! count {
		($module:ident, $solve:expr) => {{
			let mut counts = $module::Counts::default();
			let answers = boards.iter().map(|&board| $solve(board, &mut counts).expect("solvable"));
			let answers = answers.collect();
			walk.push(Walked { answers, taken_out: counts.taken_out, expanded: counts.expanded });
		}};
	}
	macro_rules! count_with_tables {
		($module:ident) => {{
			let mut tables = $module::Tables::new();
			count!($module, |board, counts| $module::solve(board, &mut tables, counts));
		}};
	}
	count!(tutorial, tutorial::solve);
	count!(step01, step01::solve);
	count!(step02, step02::solve);
	count_with_tables!(step03);
	count_with_tables!(step04);
	count_with_tables!(step05);
	count_with_tables!(step06);
	count_with_tables!(step07);
	count_with_tables!(step08);
	count_with_tables!(step09);
	count_with_tables!(step10);
	count_with_tables!(step11);
	count_with_tables!(step12);
	// The judge file by its one word, HEURISTIC, as its `main` makes each plan.
	let goal = engine::pack(&GOAL);
	let never = u64::MAX;
	walk.push(judge_file_walk(engine::RentOrBuy::new(Manhattan::new(goal), never), &boards).0);
	walk.push(judge_file_walk(engine::RentOrBuy::new(Conflict::new(goal), never), &boards).0);
	let price = engine::SWEEP_PRICE;
	let (as_it_is, bought) =
		judge_file_walk(engine::RentOrBuy::new(Conflict::new(goal), price), &boards);
	walk.push(as_it_is);
	walk.push(judge_file_walk(engine::RentOrBuy::new(Conflict::new(goal), 0), &boards).0);

	let distances = Distances::compute(&GOAL);
	for (version, walked) in walk.iter().enumerate() {
		for (board, moves) in boards.iter().zip(&walked.answers) {
			assert_eq!(Some(moves.len() as u8), distances.of(board), "{version}: {board:?}");
			assert_eq!(follow(board, moves.as_bytes()), Ok(GOAL), "{version}: {board:?}");
		}
	}

	// The page's table: each version's search against the one before, "the same" only when the
	// counts and every answer are (the same boards taken out in the same order leave both so),
	// and the boards each took out and expanded.
	let section = the_pages_walk();
	let rows = support::table_rows(&section, "| version");
	let number = |cell: &str| cell.replace(',', "").parse::<u64>().expect("a count");
	let shown: Vec<(&str, u64, u64)> =
		rows.iter().map(|row| (row[1].as_str(), number(&row[2]), number(&row[3]))).collect();
	let counted: Vec<(&str, u64, u64)> = walk
		.iter()
		.enumerate()
		.map(|(version, walked)| {
			let same = |before: &Walked| {
				(&before.answers, before.taken_out, before.expanded)
					== (&walked.answers, walked.taken_out, walked.expanded)
			};
			let search = match version.checked_sub(1).map(|before| same(&walk[before])) {
				None => "-",
				Some(true) => "the same",
				Some(false) => "changed",
			};
			(search, walked.taken_out, walked.expanded)
		})
		.collect();
	assert_eq!(shown, counted, "docs/learners.md's walk: {rows:?}");

	// When the file as it is bought its table (what `eight --stats` says on the same boards).
	let (case, rent) = bought.expect("the plan buys its table on 300 boards");
	let flat = section.split_whitespace().collect::<Vec<_>>().join(" ");
	let claim = format!(
		"the conflicts served the first {} cases. Their {} boards expanded reached the price",
		case - 1,
		eight_kit::solving::compare::thousands(rent)
	);
	assert!(flat.contains(&claim), "the walk says: {claim}");
	let claim = format!("the table was bought before case {case}");
	assert!(flat.contains(&claim), "the walk says: {claim}");
	let claim = format!("`SWEEP_PRICE` ({})", eight_kit::solving::compare::thousands(price));
	assert!(flat.contains(&claim), "the walk says: {claim}");
	// The tutorial's answer to the judges' sample (the judge file's, tests/figures.rs).
	let sample = tutorial::solve([2, 3, 4, 1, 5, 0, 7, 6, 8], &mut tutorial::Counts::default());
	let claim = format!("the tutorial answers `{}`", sample.expect("solvable"));
	assert!(flat.contains(&claim), "the walk says: {claim}");
}
