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
//! The walk from it to the judge file (docs/learners.md) is the tutorial, then a patch a step in
//! `benches/steps/`, each against the step before, applied by `benches/steps/walk.rs`: every
//! patch applies exactly, in order, and the last step is `src/main.rs` byte for byte. The page's
//! table of the walk is held to what the steps do on the 300 boards `benches/steps.sh` measures
//! (the boards each takes out and expands, and whether it searches as the step before). Each step
//! the page says changes the search is built alone here, as the script builds it (`rustc
//! --edition 2021 -O -D warnings`), and run: every answer shortest, its counts the page's. A step
//! the page says searches as the one before is held to the page's row before. The tutorial runs
//! here as a module; the judge file's counts are the kit's engine's, whose search is the judge
//! file's (tests/proof.rs). Every step built alone and run, about seven seconds of processor time,
//! is run by hand (`cargo test --release --test tutorial -- --ignored`), and by the script.

mod support;

#[path = "../examples/tutorial.rs"]
#[allow(dead_code)]
mod tutorial;

#[path = "../benches/steps/walk.rs"]
#[allow(dead_code)]
mod walk;

use eight_kit::reference::{board_at, follow, slide, Board, Distances, Move, Random, BOARDS, GOAL};
use eight_kit::solving::engine::{self, Conflict};
use std::path::Path;
use support::Scratch;

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

fn kit() -> &'static Path {
	Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// A file of the kit, by its path from the kit's root.
fn read(path: &str) -> String {
	std::fs::read_to_string(kit().join(path)).unwrap_or_else(|error| panic!("{path}: {error}"))
}

/// Every step of the walk, each patch applied to the step before.
fn the_walk() -> Vec<walk::Step> {
	walk::steps(kit()).unwrap_or_else(|why| panic!("{why}"))
}

#[test]
fn the_walk_goes_from_the_tutorial_to_the_judge_file_a_patch_a_step() {
	let steps = the_walk();
	assert_eq!(steps[0].text, read("examples/tutorial.rs"));
	let last = steps.last().expect("steps");
	assert!(last.text == read("src/main.rs"), "the last step, {}, is not src/main.rs", last.name);
	for (before, pair) in steps.windows(2).enumerate() {
		assert!(pair[1].name.starts_with(&format!("{:02}-", before + 1)), "{}", pair[1].name);
		assert!(pair[0].text != pair[1].text, "{} changes nothing", pair[1].name);
	}
	// Each step is kept as its change: no step stands whole beside the patches.
	for entry in std::fs::read_dir(kit().join("benches/steps")).expect("benches/steps") {
		let name = entry.expect("a file").file_name().to_string_lossy().into_owned();
		assert!(name.ends_with(".patch") || name == "walk.rs", "benches/steps/{name}");
	}
}

#[test]
fn a_patch_applies_only_where_and_as_it_says() {
	let steps = the_walk();
	let (before, step) = (&steps[2], &steps[3]);
	let patch = read(&format!("benches/steps/{}.patch", step.name));
	let apply = |text: &str, from: &str| {
		walk::apply(from, &step.name, text, &patch).map(|(_, after)| after)
	};
	assert_eq!(apply(&before.text, &before.name).as_deref(), Ok(step.text.as_str()));
	// A line more at the top: every hunk one line off.
	assert!(apply(&format!("\n{}", before.text), &before.name).is_err());
	// A line it keeps, changed.
	let kept = patch.lines().find(|line| {
		line.len() > 1 && line.starts_with(' ') && before.text.matches(&line[1..]).count() == 1
	});
	let changed = before.text.replacen(&kept.expect("a line kept")[1..], "// changed", 1);
	assert!(apply(&changed, &before.name).is_err());
	// Another step before it.
	assert!(apply(&before.text, &steps[1].name).is_err());
}

/// What a step did on the boards: its answers, and the boards taken out of its open list (the
/// goals among them) and of those expanded.
#[derive(Debug, PartialEq)]
struct Walked {
	answers: Vec<String>,
	taken_out: u64,
	expanded: u64,
}

/// The 300 boards benches/steps.sh measures, as gen writes them, and read.
fn the_measured_boards() -> (Vec<u8>, Vec<Board>) {
	let gen = std::process::Command::new(env!("CARGO_BIN_EXE_gen"))
		.args(["--count", "300", "--seed", "1"])
		.output()
		.expect("run gen");
	let boards = eight_kit::reference::parse_boards(&gen.stdout).expect("gen's boards");
	assert_eq!(boards.len(), 300);
	(gen.stdout, boards)
}

fn lines(bytes: &[u8]) -> Vec<String> {
	String::from_utf8_lossy(bytes).lines().map(str::to_string).collect()
}

/// The tutorial, the first step, as this test's module.
fn the_tutorial_walked(boards: &[Board]) -> Walked {
	let mut counts = tutorial::Counts::default();
	let answers =
		boards.iter().map(|&board| tutorial::solve(board, &mut counts).expect("solvable"));
	let answers = answers.collect();
	Walked { answers, taken_out: counts.taken_out, expanded: counts.expanded }
}

/// The judge file, the last step: its answers (`eight`, which is src/main.rs), and its counts by
/// the kit's engine, whose search is the judge file's.
fn the_judge_file_walked(input: &[u8], boards: &[Board]) -> Walked {
	use eight_kit::solving::trace::{Counter, Watched};
	let output = support::run_with_input(env!("CARGO_BIN_EXE_eight"), &[], input).expect("eight");
	let (goal, mut solver) = (engine::pack(&GOAL), engine::Solver::new());
	let mut walked = Walked { answers: lines(&output.stdout), taken_out: 0, expanded: 0 };
	for (board, answer) in boards.iter().zip(&walked.answers) {
		let mut counter = Counter::new(goal);
		let moves =
			solver.solve(&Conflict::new(goal), engine::pack(board), &mut Watched(&mut counter));
		let moves: String = moves.iter().map(|step| step.letter() as char).collect();
		assert_eq!(&moves, answer, "the engine and the judge file on {board:?}");
		walked.taken_out += counter.tally.expanded + counter.tally.stale + 1;
		walked.expanded += counter.tally.expanded;
	}
	walked
}

/// Steps built alone as benches/steps.sh builds them, with no warning, two at a time (the
/// machine has two cores), and run on `input`: what each did, by its words on standard error.
fn built_and_run(steps: &[&walk::Step], input: &[u8]) -> Vec<Walked> {
	let scratch = Scratch::new("walk");
	let run = |step: &walk::Step| {
		let source = scratch.file(&format!("{}.rs", step.name), &step.text);
		let binary = scratch.path().join(&step.name);
		let built = std::process::Command::new(option_env!("RUSTC").unwrap_or("rustc"))
			.args(["--edition", "2021", "-O", "-D", "warnings", &source, "-o"])
			.arg(&binary)
			.output()
			.expect("run rustc");
		let said = String::from_utf8_lossy(&built.stderr);
		assert!(built.status.success() && said.is_empty(), "{}: {said}", step.name);
		let output = support::run_with_input(&binary, &[], input).expect("run a step");
		let said = String::from_utf8_lossy(&output.stderr);
		let counts = said.trim_end().strip_suffix(" of them expanded").and_then(|said| {
			let (taken_out, expanded) = said.split_once(" boards taken out of the open list, ")?;
			Some((taken_out.parse().ok()?, expanded.parse().ok()?))
		});
		let (taken_out, expanded) = counts.unwrap_or_else(|| panic!("{}: {said}", step.name));
		assert!(output.status.success(), "{}: {said}", step.name);
		Walked { answers: lines(&output.stdout), taken_out, expanded }
	};
	let mut walked: Vec<Option<Walked>> = steps.iter().map(|_| None).collect();
	std::thread::scope(|scope| {
		let run = &run;
		let halves: Vec<_> = (0..2)
			.map(|half| {
				let mine = steps.iter().enumerate().filter(move |(at, _)| at % 2 == half);
				scope.spawn(move || mine.map(|(at, step)| (at, run(step))).collect::<Vec<_>>())
			})
			.collect();
		for half in halves {
			for (at, done) in half.join().expect("a step built and run") {
				walked[at] = Some(done);
			}
		}
	});
	walked.into_iter().map(|done| done.expect("every step run")).collect()
}

/// The walk's section of docs/learners.md, to the next section.
fn the_pages_walk() -> String {
	let page = read("docs/learners.md");
	let section =
		page.split("## From the tutorial's A* to the judge file").nth(1).expect("the walk");
	section.split("\n## ").next().expect("the section").to_string()
}

/// The page's table of the walk against the steps, each step's row (its name, its change, its
/// search, the boards it takes out and expands) against what it did where it was run: every
/// answer shortest, and its counts the row's. A row says "the same" when its step took out and
/// expanded as many boards as the step before, and gave every answer the same; where both were
/// run, that is held, and elsewhere a row that says so has the row before's counts.
fn the_page_holds(steps: &[walk::Step], walked: &[Option<Walked>], boards: &[Board]) {
	let rows = support::table_rows(&the_pages_walk(), "| step");
	let number = |cell: &str| cell.replace(',', "").parse::<u64>().expect("a count");
	let shown: Vec<(String, &str)> =
		rows.iter().map(|row| (row[0].replace('`', ""), row[1].as_str())).collect();
	let named: Vec<(String, &str)> =
		steps.iter().map(|step| (step.name.clone(), step.title.as_str())).collect();
	assert_eq!(shown, named, "docs/learners.md's walk: a row a step, its name and change");
	let distances = Distances::compute(&GOAL);
	for (at, (row, done)) in rows.iter().zip(walked).enumerate() {
		let counts = (number(&row[3]), number(&row[4]));
		if let Some(done) = done {
			assert_eq!(done.answers.len(), boards.len(), "{}", row[0]);
			for (board, moves) in boards.iter().zip(&done.answers) {
				assert_eq!(Some(moves.len() as u8), distances.of(board), "{}: {board:?}", row[0]);
				assert_eq!(follow(board, moves.as_bytes()), Ok(GOAL), "{}: {board:?}", row[0]);
			}
			assert_eq!(counts, (done.taken_out, done.expanded), "{}", row[0]);
		}
		let search = match at.checked_sub(1) {
			None => "-",
			Some(before) => {
				let same = match (done, &walked[before]) {
					(Some(walked), Some(before)) => walked == before,
					_ => counts == (number(&rows[before][3]), number(&rows[before][4])),
				};
				if same {
					"the same"
				} else {
					"changed"
				}
			}
		};
		assert_eq!(row[2], search, "{}", row[0]);
	}
}

/// What each step did, where it was run: the tutorial as a module, the judge file as `eight` and
/// the engine, and the steps between them in `built`, built alone and run.
fn walked(
	steps: &[walk::Step],
	built: &[usize],
	input: &[u8],
	boards: &[Board],
) -> Vec<Option<Walked>> {
	let between: Vec<&walk::Step> = built.iter().map(|&at| &steps[at]).collect();
	let mut walked: Vec<Option<Walked>> = steps.iter().map(|_| None).collect();
	for (&at, done) in built.iter().zip(built_and_run(&between, input)) {
		walked[at] = Some(done);
	}
	walked[0] = Some(the_tutorial_walked(boards));
	walked[steps.len() - 1] = Some(the_judge_file_walked(input, boards));
	walked
}

#[test]
fn the_pages_walk_is_what_the_steps_do() {
	let (steps, (input, boards)) = (the_walk(), the_measured_boards());
	let section = the_pages_walk();
	// Built here: each step between the first and the last that the page says changes the search.
	let rows = support::table_rows(&section, "| step");
	let changing =
		(1..steps.len() - 1).filter(|&at| rows.get(at).map_or(true, |row| row[2] == "changed"));
	let built: Vec<usize> = changing.collect();
	assert!(built.len() >= 3, "the steps that change the search: {built:?}");
	the_page_holds(&steps, &walked(&steps, &built, &input, &boards), &boards);

	// The judges' sample, as the tutorial and the judge file answer it.
	let sample = tutorial::solve([2, 3, 4, 1, 5, 0, 7, 6, 8], &mut tutorial::Counts::default());
	let judge = support::run_with_input(env!("CARGO_BIN_EXE_eight"), &[], b"2 3 4 1 5 x 7 6 8\n");
	let flat = section.split_whitespace().collect::<Vec<_>>().join(" ");
	let claim = format!(
		"the tutorial answers `{}`, the judge file `{}`",
		sample.expect("solvable"),
		String::from_utf8_lossy(&judge.expect("eight").stdout).trim()
	);
	assert!(flat.contains(&claim), "the walk says: {claim}");
	// The steps that change the search, by their numbers.
	let numbers: Vec<String> = built.iter().map(|at| at.to_string()).collect();
	let (last, others) = numbers.split_last().expect("steps");
	let claim = format!("Steps {} and {last} change the search,", others.join(", "));
	assert!(flat.contains(&claim), "the walk says: {claim}");
}

#[test]
#[ignore = "about seven seconds of processor time, run by hand: it builds every step alone"]
fn every_step_built_alone_is_shortest_and_searches_as_the_page_says() {
	let (steps, (input, boards)) = (the_walk(), the_measured_boards());
	let built: Vec<usize> = (1..steps.len() - 1).collect();
	the_page_holds(&steps, &walked(&steps, &built, &input, &boards), &boards);
}
