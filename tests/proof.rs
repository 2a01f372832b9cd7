//! The proof: every one of the 9! boards, for every problem, every answer judged by the checker's
//! library against its own breadth-first search from that problem's goal. The unsolvable answer
//! (`unsolvable` or `-1`) must come exactly for the boards of the other parity than the goal's
//! (which that search never reaches); every other answer must be legal moves that reach the goal
//! in the fewest moves there are, or that fewest number.
//!
//! The judge file first, as a judge builds it: `src/main.rs` set to each problem by the kit's one
//! function for it, built alone with bare `rustc -O`, and run on every board in that problem's
//! format as one input; every line judged. (POJ 1077 and HDU 1043 pose AcWing 179's file, which
//! is run once for them all; they accept any solution, and get AcWing 179's shortest.)
//!
//! Then the kit's engine, in this process, on every solvable board of each goal, under the judge
//! file's conflicts and the exact table (and the learners' Manhattan distance on a drawn sample):
//! every answer judged, for every problem of that goal. Under the conflicts
//! (the front end's default) each problem's answers, written from the engine's moves, must be
//! the judge file's lines byte for byte, every board of every problem; on AcWing's goal the
//! search runs watched through its `Trace` by the front end's counter, which must count what it
//! expands and pushes as the search itself does. The built front end must answer a drawn sample
//! and the farthest boards as the search here did, under each heuristic.
//!
//! The front end's plan for many cases, `auto`, rents the conflicts and buys the exact table once
//! the rent reaches its price: on every solvable board in one run, with prices that make it buy
//! after the first case, the second and the thousandth, each case must be answered byte for byte
//! as the search that served it answers it alone; and the built front end under `auto`, as a
//! batch of every board in each problem's format, has every line judged.

mod support;

use eight_kit::reference::Move;
use eight_kit::reference::{
	board_at, check_line, index, inversions_are_odd, output_lines, Board, Distances, Problem,
	Random, BOARDS, CATALOGUE, GOAL,
};
use eight_kit::solving::cases::write_answer;
use eight_kit::solving::engine::{self, Heuristic, Solver};
use eight_kit::solving::heuristics::{self, WithHeuristic};
use eight_kit::solving::sources::judge_file_for;
use eight_kit::solving::trace::{Counter, Watched};
use std::io::Write;
use std::path::PathBuf;
use std::process::Command;
use support::{run_with_input, Scratch};

const SOLVER: &str = env!("CARGO_BIN_EXE_solve");

/// The heuristics the proof covers whole: the conflicts (the judge file's, and the front end's
/// default) and the exact table (`auto` is the conflicts, then the exact table: both are here,
/// and the switch between them below). The learners' estimates run the same generic loop; the
/// library's tests prove each admissible and consistent on every board, and the Manhattan
/// distance is searched here on the drawn sample (zero and misplaced, whose searches are far
/// longer, in `tests/lesson.rs`).
const HEURISTICS: [&str; 2] = ["conflict", "exact"];

/// The judge file's own heuristic, whose answers must be the judge file's.
const JUDGE_FILES: &str = "conflict";

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
			let start = engine::pack(board);
			// Watched, the search is the file's `solve` with a trace where `solve` passes none:
			// its moves are judged here as the unwatched search's are on the other goals, and the
			// front end, which traces nothing, must answer the sample as it did.
			let mut counter = Counter::new(heuristic.goal());
			let moves = if self.watch {
				solver.solve(heuristic, start, &mut Watched(&mut counter)).to_vec()
			} else {
				solver.solve(heuristic, start, &mut eight_kit::solving::engine::Untraced).to_vec()
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
	write_answer(&mut line, problem, moves);
	line.pop();
	line
}

/// `boards` in `problem`'s format, one input.
fn input_of(problem: &Problem, boards: &[Board]) -> Vec<u8> {
	let mut input = Vec::with_capacity(boards.len() * 18);
	for board in boards {
		writeln!(input, "{}", problem.format_board(board)).expect("write to memory");
	}
	input
}

/// Runs `program` with `arguments` on `boards` in `problem`'s format: its lines, one a board.
fn lines_of(
	program: &str,
	arguments: &[&str],
	problem: &Problem,
	boards: &[Board],
) -> Vec<Vec<u8>> {
	let output = run_with_input(program, arguments, &input_of(problem, boards)).expect("run it");
	let name = format!("{program} {arguments:?} on {}", problem.name);
	assert!(output.status.success(), "{name}: {}", output.status);
	assert!(output.stderr.is_empty(), "{name}: {}", String::from_utf8_lossy(&output.stderr));
	let lines = output_lines(&output.stdout);
	assert_eq!(lines.len(), boards.len(), "{name}: one line per board");
	lines
}

/// Runs the front end on `boards` in `problem`'s format, with `heuristic`: its lines.
fn front_end(problem: &Problem, heuristic: &str, boards: &[Board]) -> Vec<Vec<u8>> {
	lines_of(SOLVER, &["--problem", problem.name, "--heuristic", heuristic], problem, boards)
}

/// The judge file set to `problem`, built alone with bare `rustc -O` as a judge builds it, with
/// no warning: the binary's path.
fn judge_build(scratch: &Scratch, problem: &Problem) -> String {
	let main = scratch.file(&format!("{}.rs", problem.name), judge_file_for(problem));
	let binary: PathBuf = scratch.path().join(problem.name);
	let output = Command::new(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string()))
		.args(["-O", "--crate-name", "eight", &main, "-o"])
		.arg(&binary)
		.output()
		.expect("run rustc");
	let said = String::from_utf8_lossy(&output.stderr);
	assert!(output.status.success() && said.is_empty(), "{}: {said}", problem.name);
	binary.to_string_lossy().into_owned()
}

/// The judge file for every problem of `goal`, built and run on every board (`all`, in the
/// order of their index) as one input in the problem's format: its lines, by problem, each
/// judged.
fn judge_file_on_every_board(
	goal: &Board,
	all: &[Board],
	distances: &Distances,
) -> Vec<(&'static Problem, Vec<Vec<u8>>)> {
	let scratch = Scratch::new("proof");
	let problems =
		CATALOGUE.iter().filter(|problem| problem.goal == *goal && !problem.any_solution);
	let binaries: Vec<(&'static Problem, String)> =
		problems.map(|problem| (problem, judge_build(&scratch, problem))).collect();
	// Two at a time: the machine has two cores.
	let mut judged = Vec::new();
	for pair in binaries.chunks(2) {
		std::thread::scope(|scope| {
			let runs: Vec<_> = pair
				.iter()
				.map(|(problem, binary)| {
					scope.spawn(move || {
						let lines = lines_of(binary, &[], problem, all);
						for (board, line) in all.iter().zip(&lines) {
							if let Err(why) = check_line(problem, board, line, distances) {
								let board = problem.format_board(board);
								panic!("the judge file for {}: {board}: {why}", problem.name);
							}
						}
						(*problem, lines)
					})
				})
				.collect();
			judged.extend(runs.into_iter().map(|run| run.join().expect("a judge run")));
		});
	}
	judged
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
	let state = engine::pack(goal);
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

/// Every board of one goal: the judge file for every problem that has that goal, and the engine
/// under every heuristic, held to it.
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
	// The judge file as a judge builds it, on every board of every problem of this goal.
	let judged = judge_file_on_every_board(goal, &all, &distances);
	assert_eq!(judged.len(), problems.len());
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
		if heuristic == JUDGE_FILES {
			// The engine's answers are the judge file's, byte for byte, on every board of every
			// problem: the solvable ones from its moves, the others the unsolvable answer.
			for (problem, lines) in &judged {
				let mut solvable_at = 0;
				for (board, line) in all.iter().zip(lines) {
					let moves = match distances.of(board) {
						Some(_) => {
							solvable_at += 1;
							Some(&every[solvable_at - 1].moves[..])
						}
						None => None,
					};
					assert!(
						*line == written(problem, moves),
						"{}: the engine and the judge file differ on {}",
						problem.name,
						problem.format_board(board)
					);
				}
			}
		}
		if watch {
			// The counts are the search's, not all zero.
			let expanded: u64 = searched.iter().map(|searched| searched.expanded).sum();
			let pushed: u64 = searched.iter().map(|searched| searched.pushed).sum();
			assert!(expanded >= solvable.len() as u64 - 1 && pushed > expanded, "{heuristic}");
		}
		by_heuristic.push(every);
	}
	// The learners' Manhattan distance, on the sample's solvable boards.
	let mut drawn: Vec<Board> =
		sample.iter().filter(|board| distances.of(board).is_some()).copied().collect();
	drawn.sort_by_key(index);
	drawn.dedup();
	let searched = search_every_board(goal, "manhattan", &drawn, false);
	std::thread::scope(|scope| {
		for &problem in &problems {
			let (drawn, searched, sample, distances) = (&drawn, &searched, &sample, &distances);
			scope.spawn(move || {
				let heuristic = "manhattan";
				let (solvable, searched) = (&drawn[..], &searched[..]);
				let answers = Answers { problem, heuristic, solvable, searched, distances };
				answers.judge(sample);
			});
		}
	});
	let (rented, bought) = (&by_heuristic[0], &by_heuristic[1]);
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
	let state = engine::pack(goal);
	let paid = |cases: usize| rented[..cases].iter().map(|searched| searched.expanded).sum::<u64>();
	for after in [1, 2, 1_000] {
		// The case that makes the rent reach the price must have paid some: the first boards are
		// not the goal, whose search expands nothing.
		assert!(rented[after - 1].expanded > 0, "{goal:?}: case {after} costs nothing");
		let price = paid(after);
		let mut plan = engine::RentOrBuy::new(engine::Conflict::new(state), price);
		let mut solver = Solver::new();
		for (case, board) in solvable.iter().enumerate() {
			plan.solve(&mut solver, engine::pack(board), &mut engine::Untraced);
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
