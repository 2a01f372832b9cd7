//! The exports against the kit: boards read in the judge file's words, its answers, traces whose
//! counts are `--stats`'s and `--compare`'s and whose order is the open list's, and boards drawn
//! as `gen` draws them.

use super::*;
use eight_kit::reference::{breadth_first_to, Random, SOLVABLE};
use std::collections::{BTreeSet, VecDeque};

fn page() -> Page {
	Page::new()
}

fn read(page: &mut Page, text: &str) -> Result<State, String> {
	page.input = text.as_bytes().to_vec();
	page.parse()
}

/// What the front end says of `text`, as `solve` would (without its `solve: `): the judge
/// file's words.
fn judge_says(text: &str) -> Result<String, String> {
	let problem = default_problem();
	let goal = engine::pack(&problem.goal);
	// The page solves under the exact table: the plan that buys it at once.
	let mut exact = engine::RentOrBuy::new(engine::Conflict::new(goal), 0);
	let mut output = Vec::new();
	match eight_kit::solving::cases::answer_all(problem, &mut exact, text.as_bytes(), &mut output) {
		Ok(()) => Ok(String::from_utf8(output).expect("text")),
		Err(Failure::Input(why)) => Err(why),
		Err(_) => panic!("reading a slice cannot fail"),
	}
}

#[test]
fn a_board_is_read_in_the_judge_files_words() {
	let mut page = page();
	let sample = [2, 3, 4, 1, 5, 0, 7, 6, 8];
	assert_eq!(read(&mut page, "2 3 4 1 5 x 7 6 8\n"), Ok(engine::pack(&sample)));
	assert_eq!(read(&mut page, "23415x768"), Ok(engine::pack(&sample)));
	// Every fault class tests/solver.rs gives the judge file and the front end, one board each.
	let faults = [
		"1 2 3 4 5",               // a short case, spaced
		"12345",                   // a short case, glued
		"1 2 3\n4 5 6\n7 8",       // short over lines
		"1 2 3 4 ? 5 6 7 8",       // a byte that is no cell, on the case's line
		"1 2 3\n4 5 6\n7 \u{0} 8", // and on a later line, unprintable
		"\u{ff}1 2 3 4 5 6 7 8 x", // before any cell
		"1 1 2 3 4 5 6 7 8",       // a tile twice
		"113456780",               // glued
		"1 2 3 4 5 6 7 8 9",       // a number that is no cell
	];
	for bad in faults {
		assert_eq!(read(&mut page, bad), Err(judge_says(bad).expect_err("bad input")), "{bad}");
	}
	assert!(read(&mut page, "").expect_err("nothing").starts_with("no board"));
	let two = "1 2 3 4 5 6 7 8 x 1 2 3 4 5 6 7 8 x";
	assert!(read(&mut page, two).expect_err("two").starts_with("one board at a time"));
	// The export: the state, or -1 and the words.
	page.input = b"1 2 3 4 5 6 7 8 9".to_vec();
	*PAGE.lock().unwrap_or_else(|poisoned| poisoned.into_inner()) = Some(page);
	assert_eq!(eight_parse(), -1);
	let said = with_page(|page| String::from_utf8(page.output.clone()).expect("text"));
	assert_eq!(said, judge_says("1 2 3 4 5 6 7 8 9").expect_err("bad"));
}

#[test]
fn the_answers_are_the_judge_files() {
	let mut page = page();
	let mut random = Random::new(179);
	for _ in 0..300 {
		let board = random.board();
		let state = engine::pack(&board);
		let text: String = board.iter().map(|cell| format!("{cell} ")).collect();
		let said = judge_says(&text.replace('0', "x")).expect("a board");
		match page.solve(state) {
			Some(moves) => assert_eq!(format!("{moves}\n"), said),
			None => assert_eq!(said, "unsolvable\n"),
		}
		let distance = page.distance(state);
		assert_eq!(distance.is_some(), page.solve(state).is_some());
		assert_eq!(distance.map(|d| d as usize), page.solve(state).map(|moves| moves.len()));
	}
	assert_eq!(eight_solve(engine::pack(&[2, 1, 3, 4, 5, 6, 7, 8, 0])), -1);
	assert_eq!(with_page(|page| page.output.clone()), b"unsolvable");
}

/// A trace's steps, decoded.
#[derive(Debug, Clone, Copy)]
struct Decoded {
	kind: u32,
	stale: bool,
	goal: bool,
	g: u32,
	h: u32,
	state: State,
	order: u32,
}

fn decoded(words: &[u32]) -> Vec<Decoded> {
	words
		.chunks(3)
		.map(|step| Decoded {
			kind: step[0] & 7,
			stale: step[0] & STALE != 0,
			goal: step[0] & GOAL != 0,
			g: step[0] >> 16,
			h: step[0] >> 8 & 255,
			state: step[1],
			order: step[2],
		})
		.collect()
}

#[test]
fn every_search_traced_counts_as_stats_and_compare_do_and_takes_the_open_lists_first() {
	let mut page = page();
	let mut random = Random::new(845);
	let mut boards =
		vec![[2, 3, 4, 1, 5, 0, 7, 6, 8], [8, 6, 7, 2, 5, 4, 3, 0, 1], [1, 2, 3, 4, 5, 6, 7, 8, 0]];
	while boards.len() < 12 {
		let board = random.board();
		if engine::is_solvable(&board, &default_problem().goal) {
			boards.push(board);
		}
	}
	let goal = default_problem().goal;
	for board in boards {
		let state = engine::pack(&board);
		for (index, name) in searches().iter().enumerate() {
			let steps = page.trace(state, index).expect("a solvable board");
			let trace = decoded(&page.trace);
			assert_eq!(trace.len(), steps);
			let search = &SEARCHES[index];
			if search.kind == Kind::IdaStar {
				ida_star_holds(&trace, search.name, page.goal);
				let entered = trace.iter().filter(|step| step.kind == ENTERED);
				let expanded = entered.clone().filter(|step| !step.goal).count() as u64;
				let cut = trace.iter().filter(|step| step.kind == CUT).count() as u64;
				let pushed = entered.count() as u64 + cut;
				let effort = untraced(search, state, &page);
				assert_eq!((expanded, pushed), effort, "{name} {board:?}");
				continue;
			}
			let taken: Vec<&Decoded> = trace.iter().filter(|step| step.kind == TAKEN).collect();
			let expanded = taken.iter().filter(|step| !step.stale && !step.goal).count() as u64;
			let pushed = trace.iter().filter(|step| step.kind == PUSHED).count() as u64;
			assert!(taken.last().map_or(false, |last| last.goal && last.state == page.goal));
			if *name == "bfs" {
				let effort = breadth_first_to(&board, &goal);
				assert_eq!((expanded, pushed), (effort.expanded, effort.pushed), "bfs {board:?}");
			} else {
				let effort = untraced(search, state, &page);
				assert_eq!((expanded, pushed), effort, "{name} {board:?}");
				let answer = String::from_utf8(page.output.clone()).expect("text");
				if search.admissible {
					assert_eq!(Some(answer.len() as u32), page.distance(state), "{name}");
				}
			}
			// Each board taken is the first of the open list, as the page keeps it from the
			// steps: for BFS a queue, for the others ordered by the priority, then the board's
			// number.
			let (mut queue, mut open) = (VecDeque::new(), BTreeSet::new());
			for step in &trace {
				match (step.kind, *name == "bfs") {
					(PUSHED, true) => queue.push_back((step.order, step.state)),
					(PUSHED, false) => {
						let number = engine::number(step.state);
						assert!(open.insert((step.order, number, step.state, step.g)))
					}
					(TAKEN, true) => {
						assert_eq!(queue.pop_front().map(|entry| entry.1), Some(step.state))
					}
					(TAKEN, false) => {
						let first = *open.iter().next().expect("an entry");
						open.remove(&first);
						assert_eq!((first.2, first.3), (step.state, step.g), "{name}");
						assert_eq!(first.0 >> 18, step.order, "{name}: f");
					}
					_ => {}
				}
			}
		}
	}
}

/// An IDA* trace: iterations under rising bounds, every board entered within its bound and every
/// one cut off over it, each entered board a move from the one before on the path, the goal
/// entered last.
fn ida_star_holds(trace: &[Decoded], name: &str, goal: State) {
	let (mut bound, mut path): (u32, Vec<State>) = (0, Vec::new());
	for step in trace {
		match step.kind {
			BOUND => {
				assert!(step.order > bound || path.is_empty() && bound == 0, "{name}: bounds rise");
				bound = step.order;
				path.clear();
			}
			ENTERED => {
				assert!(step.order <= bound && step.order == step.g + step.h, "{name}");
				assert_eq!(step.g as usize, path.len(), "{name}: one deeper than the path");
				path.push(step.state);
			}
			CUT => assert!(step.order > bound, "{name}: cut over the bound"),
			LEFT => assert!(path.pop().is_some(), "{name}: back along the path"),
			kind => panic!("{name}: no step of kind {kind} in IDA*"),
		}
	}
	let last = trace.iter().rev().find(|step| step.kind == ENTERED).expect("a board entered");
	assert!(last.goal && last.state == goal, "{name}");
}

/// A search of the table, untraced: its expanded and pushed, as `--stats` says them.
fn untraced(
	search: &'static eight_kit::solving::searches::Search,
	state: State,
	page: &Page,
) -> (u64, u64) {
	let runner = Runner::new(search).expect("a search that answers");
	heuristics::with_heuristic(
		search.heuristic,
		page.goal,
		|| std::borrow::Cow::Borrowed(&page.table[..]),
		Effort(state, runner),
	)
	.expect("a heuristic")
}

/// A search under a heuristic, untraced: its expanded and pushed.
struct Effort(State, Runner);

impl WithHeuristic for Effort {
	type Output = (u64, u64);

	fn run<H: Heuristic>(self, heuristic: &H, _name: &'static str) -> (u64, u64) {
		let Effort(state, mut runner) = self;
		runner.solve(heuristic, state, &mut eight_kit::solving::runner::Unwatched);
		(runner.effort().expanded, runner.effort().pushed)
	}
}

#[test]
fn the_farthest_boards_trace_every_search_and_bfs_takes_every_board() {
	let mut page = page();
	let far = engine::pack(&[8, 6, 7, 2, 5, 4, 3, 0, 1]);
	let steps = page.trace(far, 0).expect("solvable");
	let taken = decoded(&page.trace).iter().filter(|step| step.kind == TAKEN).count();
	assert_eq!(taken, SOLVABLE - 1, "BFS takes every other board before the goal, then it");
	assert!(steps > taken);
	assert_eq!(eight_trace(engine::pack(&[2, 1, 3, 4, 5, 6, 7, 8, 0]), 0), -1);
	assert_eq!(eight_trace(far, searches().len() as u32), -1);
}

#[test]
fn boards_are_drawn_as_gen_draws_them() {
	let mut page = page();
	let generator = Generator::new(default_problem());
	for seed in [1, 5, 441_880] {
		for depth in [None, Some(0), Some(12), Some(31)] {
			let mut text = Vec::new();
			let kind = depth.map_or(Draw::Solvable, Draw::Depth);
			generator.write(kind, seed, Some(1), &mut text).expect("a board");
			let board = parse_boards(&text).expect("a board")[0];
			let state = page.draw(seed, depth).expect("a board");
			assert_eq!(state, engine::pack(&board));
			if let Some(depth) = depth {
				assert_eq!(page.distance(state), Some(depth as u32));
			}
		}
	}
	assert!(page.draw(1, Some(32)).is_err());
	assert_eq!(eight_draw(7, 32), -1);
	assert!(eight_draw(7, -1) >= 0);
}

/// The seed line's command, read back word by word: for every problem, with and without a
/// depth, the first board it writes (all it writes) is the board the page drew. (.ci/web runs the
/// command itself through `gen`.)
#[test]
fn the_seed_lines_command_writes_the_board_drawn_for_every_problem() {
	let mut page = page();
	for problem in &CATALOGUE {
		page.pose(problem);
		for depth in [None, Some(12)] {
			let state = page.draw(441_880, depth).expect("a board");
			let command = page.command(441_880, depth);
			let words: Vec<&str> = command.split(' ').collect();
			assert_eq!(words[0], "gen");
			let value =
				|flag: &str| words.iter().position(|&word| word == flag).map(|at| words[at + 1]);
			let named = value("--problem").map_or(default_problem(), |name| {
				Problem::named(name).expect("a problem the catalogue knows")
			});
			assert_eq!(named.name, problem.name, "{command}");
			let seed = value("--seed").expect("a seed").parse().expect("a number");
			let kind = value("--depth")
				.map_or(Draw::Solvable, |depth| Draw::Depth(depth.parse().expect("a number")));
			assert_eq!(words.contains(&"--solvable"), depth.is_none(), "{command}");
			let count = value("--count").map(|count| count.parse().expect("a number"));
			let generator = Generator::new(named);
			let mut text = Vec::new();
			generator.write(kind, seed, count, &mut text).expect("a board");
			let boards = parse_boards(&text).expect("boards");
			assert_eq!(boards.len(), 1, "{command} writes one board");
			assert_eq!(engine::pack(&boards[0]), state, "{command}");
		}
	}
	assert_eq!(eight_problem(0), 0);
	assert!(eight_draw(5, 12) >= 0);
	let said = with_page(|page| String::from_utf8(page.output.clone()).expect("text"));
	assert_eq!(said, "gen --seed 5 --depth 12");
}

#[test]
fn the_searches_are_the_tables() {
	assert_eq!(eight_searches() as usize, SEARCHES.len());
	let lines = with_page(|page| String::from_utf8(page.output.clone()).expect("text"));
	let said: Vec<String> =
		SEARCHES.iter().map(|search| format!("{}\t{}", search.name, search.label)).collect();
	assert_eq!(lines, said.join("\n"));
	for (index, search) in SEARCHES.iter().enumerate() {
		let code = eight_search_kind(index as u32) as u32;
		let kind = match search.kind {
			Kind::BreadthFirst => 0,
			Kind::AStar => 1,
			Kind::BestFirst { .. } => 2,
			Kind::IdaStar => 3,
		};
		assert_eq!(code & 255, kind, "{}", search.name);
		if let Kind::BestFirst { g, h } = search.kind {
			assert_eq!((code >> 8 & 255, code >> 16 & 255), (g, h), "{}", search.name);
		}
		assert_eq!(code >> 24 == 1, search.admissible, "{}", search.name);
	}
	assert_eq!(eight_search_kind(SEARCHES.len() as u32), -1);
}

#[test]
fn every_problem_of_the_catalogue_can_be_posed_with_its_goal_and_words() {
	for problem in CATALOGUE.iter() {
		let mut page = page();
		page.pose(problem);
		let goal = engine::pack(&problem.goal);
		assert_eq!(page.goal, goal, "{}", problem.name);
		assert_eq!(page.distance(goal), Some(0), "{}", problem.name);
		// The farthest board is as far as the kit's breadth-first search says.
		let distances = eight_kit::reference::Distances::compute(&problem.goal);
		let far = distances.boards_at(distances.farthest())[0];
		let farthest = Some(u32::from(distances.farthest()));
		assert_eq!(page.distance(engine::pack(&far)), farthest, "{}", problem.name);
	}
	// A number past the catalogue poses nothing (and leaves the page's problem as it was).
	assert_eq!(eight_problem(CATALOGUE.len() as u32), -1);
	// The catalogue as the page reads it: a line a problem, its name, judge and goal.
	assert_eq!(eight_problems(), CATALOGUE.len() as u32);
	let listed = with_page(|page| String::from_utf8(page.output.clone()).expect("text"));
	for (line, problem) in listed.lines().zip(CATALOGUE.iter()) {
		let goal = engine::pack(&problem.goal);
		assert_eq!(line, format!("{}\t{}\t{goal}", problem.name, problem.judge));
	}
}

#[test]
fn the_chart_is_the_kits_with_the_board_marked() {
	let figures = depths::Figures::built_in();
	with_page(|page| page.input = b"manhattan 120\nbfs 35000\nnone x\n".to_vec());
	let length = eight_chart(19, 0);
	let svg = with_page(|page| String::from_utf8(page.output.clone()).expect("text"));
	assert_eq!(svg.len(), length as usize);
	let points = [("manhattan", 120), ("bfs", 35_000)];
	let mark = depths::Mark { depth: 19, points: &points };
	assert_eq!(svg, depths::svg(&figures, Some(&mark)));
	assert!(svg.contains("id=\"chart-this-board\"") && svg.contains("A*, manhattan: 120 expanded"));
	// For a phone, the same drawing laid out 360 wide.
	with_page(|page| page.input = b"manhattan 120\nbfs 35000\nnone x\n".to_vec());
	eight_chart(19, 1);
	let narrow = with_page(|page| String::from_utf8(page.output.clone()).expect("text"));
	assert_eq!(narrow, depths::svg_narrow(&figures, Some(&mark)));
	assert!(narrow.contains("width=\"360\"") && narrow.contains("A*, manhattan: 120 expanded"));
	eight_chart(-1, 0);
	let plain = with_page(|page| String::from_utf8(page.output.clone()).expect("text"));
	assert_eq!(plain, include_str!("../../docs/depths.svg"));
}

#[test]
fn every_priority_gives_back_its_f() {
	// The page reads f through `f_of` alone: every f the packing holds, at the least and the
	// largest g; of equal f, the larger g first.
	for f in 0..=0x3fff {
		for g in [0, 1, 31, 255, 65_535] {
			assert_eq!(f_of(priority(f, g)), f, "f {f}, g {g}");
			assert!(g == 0 || priority(f, g) < priority(f, g - 1), "f {f}, g {g}");
		}
	}
}
