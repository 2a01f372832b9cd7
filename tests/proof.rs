//! The proof: every one of the 9! boards, for every problem, under every heuristic of the judge
//! file, every answer judged by the checker's library against its own breadth-first search from
//! that problem's goal. The unsolvable answer (`unsolvable` or `-1`) must come exactly for the
//! boards of the other parity than the goal's (which that search never reaches); every other
//! answer must be legal moves that reach the goal in the fewest moves there are, or that fewest
//! number.
//!
//! The search depends on the goal and the heuristic alone: a problem adds only how its answer is
//! written (the judge file's `write_answer`) and how its input is read. So the file's own
//! search runs in this process once for each goal and heuristic, on every solvable board, and
//! every problem of that goal has its answer to each board written from those moves and judged.
//! The built front end is then run as a judge runs it, on every board in each problem's format
//! under `auto` (what a judge's build uses), every line judged; and under each heuristic on a
//! drawn sample with both farthest boards, which must answer line for line as the search here did.
//!
//! On every board of AcWing's goal, under every heuristic of the file, the search runs watched
//! through its `Trace` by the front end's counter, which must count the boards it expands and
//! pushes as the search itself does; its moves are judged as the unwatched search's are on the
//! other goal, and the front end, which watches nothing, must answer the sample as it did. (The
//! file's `solve` is that search with no trace: one search a board, not two.)
//!
//! The judge file's own plan, `auto`, rents the conflicts and buys the exact table once the rent
//! reaches its price: on every solvable board in one run, with prices that make it buy after the
//! first case, the second and the thousandth, each case must be answered byte for byte as the
//! search that served it answers it alone (the conflicts' before, the exact table's after), each
//! of which is proven above; the purchase changes which search serves, nothing else.
//!
//! POJ 1077 and HDU 1043 pose AcWing 179's boards and accept any solution: their answers are
//! AcWing 179's, byte for byte (`tests/solver.rs`), proven shortest here, more than they ask.

mod support;

use eight_kit::reference::{
	board_at, check_line, index, inversions_are_odd, output_lines, Board, Distances, Problem,
	Random, BOARDS, CATALOGUE, GOAL,
};
use eight_kit::solving::heuristics::{self, WithHeuristic};
use eight_kit::solving::judge_file::{self, Heuristic, Move, Solver};
use eight_kit::solving::solver::to_judge_file;
use eight_kit::solving::trace::{Counter, Watched};
use std::io::Write;
use support::run_with_input;

const SOLVER: &str = env!("CARGO_BIN_EXE_eight");

/// The judge file's heuristics, which the proof covers whole (`auto` is the conflicts, then the
/// exact table: both are here, and the switch between them below).
const HEURISTICS: [&str; 3] = ["manhattan", "conflict", "exact"];

/// What the search did for one board: its moves, and what it expanded and pushed.
struct Searched {
	moves: Vec<Move>,
	expanded: u64,
	pushed: u64,
}

/// The judge file's search from every board of `boards`, under one heuristic, watched through a
/// counter when `watch` is set, which must count as the search does.
struct EveryBoard<'a> {
	boards: &'a [Board],
	watch: bool,
}

impl WithHeuristic for EveryBoard<'_> {
	type Output = Vec<Searched>;

	fn run<H: Heuristic>(self, heuristic: &H, name: &'static str) -> Vec<Searched> {
		let mut solver = Solver::new();
		let mut searched = Vec::with_capacity(self.boards.len());
		for board in self.boards {
			let start = judge_file::pack(board);
			// Watched, the search is the file's `solve` with a trace where `solve` passes none:
			// its moves are judged here as the unwatched search's are on the other goals, and the
			// front end, which traces nothing, must answer the sample as it did.
			let mut counter = Counter::new(heuristic.goal());
			let moves = if self.watch {
				solver.solve(heuristic, start, &mut Watched(&mut counter)).to_vec()
			} else {
				solver
					.solve(heuristic, start, &mut eight_kit::solving::judge_file::Untraced)
					.to_vec()
			};
			let effort = solver.effort;
			if self.watch {
				// The counter counts what the search counts for itself.
				let tally = counter.tally;
				assert_eq!((tally.expanded, tally.pushed), (effort.expanded, effort.pushed));
				// Every entry pushed is taken out or left in the list at the end.
				assert_eq!(tally.open + tally.expanded + tally.stale + 1, tally.pushed, "{name}");
			}
			searched.push(Searched { moves, expanded: effort.expanded, pushed: effort.pushed });
		}
		searched
	}
}

/// The answer `problem` writes for a board: the search's moves, or none for a board that cannot
/// reach the goal.
fn written(problem: &Problem, moves: Option<&[Move]>) -> Vec<u8> {
	let mut line = Vec::new();
	judge_file::write_answer(&mut line, to_judge_file(problem), moves);
	line.pop();
	line
}

/// Runs the front end on `boards` in `problem`'s format, with `heuristic`: its lines.
fn front_end(problem: &Problem, heuristic: &str, boards: &[Board]) -> Vec<Vec<u8>> {
	let mut input = Vec::with_capacity(boards.len() * 18);
	for board in boards {
		writeln!(input, "{}", problem.format_board(board)).expect("write to memory");
	}
	let arguments = ["--problem", problem.name, "--heuristic", heuristic];
	let output = run_with_input(SOLVER, &arguments, &input).expect("run the solver");
	let name = format!("{} under {heuristic}", problem.name);
	assert!(output.status.success(), "{name}: {}", output.status);
	let lines = output_lines(&output.stdout);
	assert_eq!(lines.len(), boards.len(), "{name}: one line per board");
	lines
}

/// One problem's answers under one heuristic, written from the search's moves.
struct Answers<'a> {
	problem: &'a Problem,
	heuristic: &'a str,
	/// The boards that reach the goal, in the order of their index, and what the search did
	/// from each.
	solvable: &'a [Board],
	searched: &'a [Searched],
	distances: &'a Distances,
}

impl Answers<'_> {
	/// Judges the answer to every solvable board and the unsolvable answer, and holds the built
	/// front end, on `sample`, to the same answers.
	fn judge(&self, sample: &[Board]) {
		let Answers { problem, heuristic, solvable, searched, distances } = *self;
		let name = format!("{} under {heuristic}", problem.name);
		for (board, searched) in solvable.iter().zip(searched) {
			let line = written(problem, Some(&searched.moves));
			if let Err(why) = check_line(problem, board, &line, distances) {
				panic!("{name}: {}: {why}", problem.format_board(board));
			}
		}
		// The answer for a board that cannot reach the goal is one line for them all (the front
		// end's is judged for each, under `auto`).
		let unsolvable = (0..BOARDS).map(board_at).find(|board| distances.of(board).is_none());
		let unsolvable = unsolvable.expect("a board of the other parity");
		check_line(problem, &unsolvable, &written(problem, None), distances)
			.expect("the unsolvable answer");
		// The front end, as built, answers the sample as the search here did.
		let lines = front_end(problem, heuristic, sample);
		for (board, line) in sample.iter().zip(&lines) {
			let at = solvable.binary_search_by_key(&index(board), index);
			let here = written(problem, at.ok().map(|at| &searched[at].moves[..]));
			assert!(*line == here, "{name}: {}", problem.format_board(board));
		}
	}
}

/// The judge file's search from each of `boards` to `goal` under `heuristic` (watched, when
/// `watch` is set), two halves at a time: the machine has two cores.
fn search_every_board(
	goal: &Board,
	heuristic: &str,
	boards: &[Board],
	watch: bool,
) -> Vec<Searched> {
	let state = judge_file::pack(goal);
	let (first, second) = boards.split_at(boards.len() / 2);
	std::thread::scope(|scope| {
		let halves: Vec<_> = [first, second]
			.into_iter()
			.map(|boards| {
				scope.spawn(move || {
					let every = EveryBoard { boards, watch };
					let table = heuristics::exact_table(state);
					heuristics::with_heuristic(heuristic, state, table, every)
						.expect("a heuristic of the judge file")
				})
			})
			.collect();
		halves.into_iter().flat_map(|half| half.join().expect("a proof thread")).collect()
	})
}

/// Every board of one goal, under every heuristic, for every problem that has that goal.
fn prove_goal(goal: &Board, watch: bool) {
	let problems: Vec<&Problem> =
		CATALOGUE.iter().filter(|problem| problem.goal == *goal && !problem.any_solution).collect();
	let distances = Distances::compute(goal);
	// The parity rule, against the breadth-first search: unreachable exactly when the parity
	// differs from the goal's.
	let goal_parity = inversions_are_odd(goal);
	let all: Vec<Board> = (0..BOARDS).map(board_at).collect();
	for board in &all {
		let unreachable = distances.of(board).is_none();
		assert_eq!(unreachable, inversions_are_odd(board) != goal_parity, "{board:?}");
	}
	let solvable: Vec<Board> = distances.solvable_boards().collect();
	// The sample the front end answers under each heuristic: drawn boards of both parities,
	// and the farthest.
	let mut random = Random::new(179);
	let mut sample: Vec<Board> = (0..2_000).map(|_| random.board()).collect();
	sample.extend(distances.boards_at(distances.farthest()));
	let mut by_heuristic = Vec::new();
	for heuristic in HEURISTICS {
		let every = search_every_board(goal, heuristic, &solvable, watch);
		let (searched, sample) = (&every, &sample);
		let (solvable, distances) = (&solvable, &distances);
		// The problems at once: the machine has two cores, and each runs a front end.
		std::thread::scope(|scope| {
			for &problem in &problems {
				scope.spawn(move || {
					let answers = Answers { problem, heuristic, solvable, searched, distances };
					answers.judge(sample);
				});
			}
		});
		if watch {
			// The counts are the search's, not all zero.
			let expanded: u64 = searched.iter().map(|searched| searched.expanded).sum();
			let pushed: u64 = searched.iter().map(|searched| searched.pushed).sum();
			assert!(expanded >= solvable.len() as u64 - 1 && pushed > expanded, "{heuristic}");
		}
		by_heuristic.push(every);
	}
	let (rented, bought) = (&by_heuristic[1], &by_heuristic[2]);
	buying_changes_only_which_search_serves(goal, &solvable, rented, bought);
	// As a judge runs it: every board, the judge's heuristic, each problem's own format.
	std::thread::scope(|scope| {
		for &problem in &problems {
			let (all, distances) = (&all, &distances);
			scope.spawn(move || {
				let lines = front_end(problem, "auto", all);
				for (board, line) in all.iter().zip(&lines) {
					if let Err(why) = check_line(problem, board, line, distances) {
						let board = problem.format_board(board);
						panic!("{} under auto: {board}: {why}", problem.name);
					}
				}
			});
		}
	});
}

/// The judge file's plan on every solvable board in one run, buying the table after the first
/// case, the second and the thousandth: each case answered byte for byte as the conflicts' search
/// (`rented`) answered it before the table is bought, and as the exact table's (`bought`) after.
/// The price that buys it after case k is the rent the first k cases paid. (The plan that never
/// buys is the front end's under `conflict`, held to `rented` on the sample above.)
fn buying_changes_only_which_search_serves(
	goal: &Board,
	solvable: &[Board],
	rented: &[Searched],
	bought: &[Searched],
) {
	let state = judge_file::pack(goal);
	let paid = |cases: usize| rented[..cases].iter().map(|searched| searched.expanded).sum::<u64>();
	for after in [1, 2, 1_000] {
		// The case that makes the rent reach the price must have paid some: the first boards are
		// not the goal, whose search expands nothing.
		assert!(rented[after - 1].expanded > 0, "{goal:?}: case {after} costs nothing");
		let price = paid(after);
		let mut plan = judge_file::RentOrBuy::new(judge_file::Conflict::new(state), price);
		let mut solver = Solver::new();
		for (case, board) in solvable.iter().enumerate() {
			plan.solve(&mut solver, judge_file::pack(board), &mut judge_file::Untraced);
			let expected = if case < after { &rented[case] } else { &bought[case] };
			assert!(
				solver.moves() == &expected.moves[..],
				"{goal:?}: bought after {after} cases: case {} ({board:?})",
				case + 1
			);
			assert_eq!(plan.table.is_empty(), case < after, "{goal:?}: bought after {after} cases");
		}
		assert_eq!(plan.rent, paid(after), "{goal:?}: bought after {after} cases");
	}
}

#[test]
fn every_board_for_acwings_goal_under_every_heuristic_is_answered_right_and_shortest() {
	prove_goal(&GOAL, true);
}

#[test]
fn every_board_for_every_other_goal_under_every_heuristic_is_answered_right_and_shortest() {
	let mut goals: Vec<Board> = CATALOGUE.iter().map(|problem| problem.goal).collect();
	goals.sort();
	goals.dedup();
	assert!(goals.len() > 1, "the catalogue has another goal than AcWing's");
	for goal in goals.iter().filter(|goal| **goal != GOAL) {
		prove_goal(goal, false);
	}
}
