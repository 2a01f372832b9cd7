//! Every figure docs/learners.md tells in its prose, and the counts of docs/performance.md, worked
//! out again from what the programs do today and from the figures files (`docs/depths.tsv`,
//! `docs/beyond.tsv`, which other tests hold to the searches): a figure may be rounded, never
//! stale. The learners' page's command blocks are run by tests/trace.rs, its tables by the
//! figures' own tests and tests/tutorial.rs; this file takes the sentences around them (the
//! walk's, with its table, are tests/tutorial.rs's). Each claim
//! is the page's own words with the figure put in, so that a figure that changes fails here with
//! the sentence that tells it. Instructions and times depend on the machine and the compiler:
//! the pages give them as the named command measured them, and no test runs them again.

mod support;

use eight_kit::solving::beyond::{self, Losses};
use eight_kit::solving::compare::branching_factor;
use eight_kit::solving::depths::{efforts, shown, Figures};
use eight_kit::solving::engine;
use std::collections::HashMap;

const SOLVER: &str = env!("CARGO_BIN_EXE_eight");

fn page() -> String {
	std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/learners.md"))
		.expect("docs/learners.md")
}

/// What the solver prints for `arguments` on `input`.
fn eight(arguments: &[&str], input: &str) -> String {
	let output = support::run_with_input(SOLVER, arguments, input.as_bytes()).expect("run eight");
	assert!(output.status.success(), "eight {arguments:?}: {output:?}");
	String::from_utf8(output.stdout).expect("UTF-8")
}

/// `--compare`'s rows for one board, by the search's label: moves, expanded, pushed, largest,
/// iterations, b*, as printed.
fn compare(board: &str, problem: &str) -> HashMap<String, Vec<String>> {
	let text = eight(&["--problem", problem, "--compare"], board);
	let rows = text.lines().filter(|line| line.starts_with("| ") && !line.starts_with("| search"));
	rows.map(|line| {
		let cells: Vec<String> = line.split('|').map(|cell| cell.trim().to_string()).collect();
		(cells[1].clone(), cells[2..cells.len() - 1].to_vec())
	})
	.collect()
}

/// The h of the start as `--trace` gives it under `heuristic`.
fn estimate(board: &str, heuristic: &str) -> u32 {
	let text = eight(&["--trace", "--heuristic", heuristic], board);
	let push = text.lines().nth(1).expect("the start's push");
	let h = push.split("  ").nth(1).expect("g h f").split(' ').nth(3).expect("h");
	h.parse().expect("a number")
}

fn number(cell: &str) -> u64 {
	cell.split(' ').next().expect("a figure").replace(',', "").parse().expect("a number")
}

/// Grouped by thousands, as the page writes whole numbers.
fn grouped(value: u64) -> String {
	eight_kit::solving::compare::thousands(value)
}

/// A ratio to two significant figures, as the page writes "about 120 times".
fn ratio(over: f64, under: f64) -> String {
	let value = over / under;
	let digits = 1 - value.log10().floor() as i32;
	let rounded = (value * 10f64.powi(digits)).round() / 10f64.powi(digits);
	format!("{rounded:.*}", digits.max(0) as usize)
}

/// The claims the page must hold, word for word; all that it does not, at once.
struct Claims<'a> {
	page: &'a str,
	missing: Vec<String>,
}

impl Claims<'_> {
	fn say(&mut self, claim: String) {
		let flat = self.page.split_whitespace().collect::<Vec<_>>().join(" ");
		if !flat.contains(&claim) {
			self.missing.push(claim);
		}
	}
}

fn mean(figures: &Figures, search: &str, depth: usize) -> f64 {
	figures.row(search, depth).expect("a row").expanded
}

fn mean_over_all(figures: &Figures, search: &str) -> f64 {
	figures.over_all(search, |row| row.expanded)
}

fn losses<'a>(rows: &'a [Losses], search: &str) -> &'a Losses {
	let found = rows.iter().find(|row| row.goal == "acwing179" && row.search.name == search);
	found.expect("a row of docs/beyond.tsv")
}

#[test]
fn every_figure_the_learners_page_tells_in_words_is_what_the_programs_give() {
	let page = page();
	let mut claims = Claims { page: &page, missing: Vec::new() };
	let figures = Figures::built_in();
	let beyond = beyond::parse(include_str!("../docs/beyond.tsv")).expect("docs/beyond.tsv");

	// The sections a first reading may skip.
	let marked = page.matches("(a first reading may skip this)").count();
	let words = ["none", "one", "two", "three", "four", "five"];
	claims.say(format!("skip the {} marked as such", words[marked]));

	// Stale entries under the misplaced tiles on the hardest board.
	let trace = eight(&["--trace", "--heuristic", "misplaced"], "6 4 7 8 5 x 3 2 1");
	let answer = trace.lines().last().expect("the answer");
	let stale = answer.split(", ").find_map(|part| part.strip_suffix(" stale")).expect("stale");
	claims.say(format!("`6 4 7 8 5 x 3 2 1`, leaves {stale} of them"));

	// The conflicts with the last moves, not consistent: one move that drops the estimate by three.
	let (before, after) = ("1 6 2 5 x 4 3 8 7", "1 x 2 5 6 4 3 8 7");
	let moves = |board: &str| compare(board, "acwing179")["BFS"][0].clone();
	claims.say(format!(
		"(estimate {}, {} moves to go), one move up reaches `1 x 2 / 5 6 4 / 3 8 7` (estimate {}, {} \
		 moves to go). That is a drop of {}",
		estimate(before, "conflict"),
		moves(before),
		estimate(after, "conflict"),
		moves(after),
		["none", "one", "two", "three"][(estimate(before, "conflict") - estimate(after, "conflict"))
			as usize]
	));

	// The Manhattan table's sum and the sample's moves; the conflict and the last moves' boards.
	let sample = "2 3 4 1 5 x 7 6 8";
	claims.say(format!("| sum | | | {} |", estimate(sample, "manhattan")));
	claims.say(format!("The board needs {} moves;", compare(sample, "acwing179")["BFS"][0]));
	let conflicted = "1 2 3 7 6 4 8 x 5";
	let (plain, more) = (estimate(conflicted, "manhattan"), estimate(conflicted, "conflict"));
	claims.say(format!("The Manhattan distance is {plain}; the conflict adds {}", more - plain));
	let last = "1 2 3 5 7 6 4 8 x";
	let (plain, more) = (estimate(last, "manhattan"), estimate(last, "conflict"));
	let needs = &compare(last, "acwing179")["BFS"][0];
	claims.say(format!(
		"The Manhattan distance is {plain}, and {} more make the {needs} moves the board needs.",
		more - plain
	));

	// Dominance: a larger consistent bound that expands more on one board, and where, by f.
	let board = "2 8 1 x 7 3 6 4 5";
	let rows = compare(board, "luogu1379");
	let answer = number(&rows["BFS"][0]);
	let below_and_at = |heuristic: &str| {
		let arguments = ["--problem", "luogu1379", "--trace", "json", "--heuristic", heuristic];
		let trace = eight(&arguments, board);
		let (mut below, mut at) = (0, 0);
		for line in trace.lines().filter(|line| line.contains("\"event\":\"take\"")) {
			if line.contains("\"stale\":true") || line.contains("\"goal\":true") {
				continue;
			}
			let f: u64 = line
				.split("\"f\":")
				.nth(1)
				.and_then(|rest| rest.split(',').next())
				.and_then(|f| f.parse().ok())
				.expect("f");
			if f < answer {
				below += 1;
			} else if f == answer {
				at += 1;
			}
		}
		(below, at)
	};
	let (manhattan, conflict) = (below_and_at("manhattan"), below_and_at("conflict"));
	claims.say(format!(
		"Yet on `2 8 1 / x 7 3 / 6 4 5`, {answer} moves out, Manhattan expands {} boards and the \
		 conflicts {}",
		rows["A*, manhattan"][1], rows["A*, conflict"][1]
	));
	let start = eight(&["--problem", "luogu1379", "--trace", "--heuristic", "conflict"], board);
	let start = start.lines().nth(1).expect("the start's push");
	assert!(start.contains(&format!(" h {answer} ")), "the conflicts' estimate is exact: {start}");
	assert_eq!(conflict, (0, number(&rows["A*, conflict"][1])));
	claims.say(format!(
		"The conflicts estimate the start at {answer}, the exact distance, so no board has f below \
		 {answer}. All {} of their boards are ties at f = {answer}. Manhattan expands {} boards \
		 below f = {answer} and {} at it",
		conflict.1, manhattan.0, manhattan.1
	));

	// A breadth-first trace of a 31-move board.
	let deepest = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/samples/4.in"))
		.expect("samples/4.in");
	let lines = eight(&["--trace", "json", "--heuristic", "zero"], &deepest).lines().count();
	claims.say(format!("writes {} lines in the memory of the search", grouped(lines as u64)));

	// The effective branching factor of breadth-first search, by depth.
	let factor = |search: &str, depth: usize| {
		let generated = figures.row(search, depth).expect("a row").generated;
		branching_factor(generated, depth as u32).expect("a depth")
	};
	let deepest_depth = figures.deepest();
	let (at5, at31, at1) = (factor("bfs", 5), factor("bfs", deepest_depth), factor("bfs", 1));
	claims.say(format!("its b* reads {at5:.2} at depth 5 and {at31:.2} at depth {deepest_depth}"));
	claims.say(format!("BFS's b* at depth 1 is {at1:.2}."));
	let falls = (1..deepest_depth).all(|depth| factor("bfs", depth + 1) < factor("bfs", depth));
	assert!(falls, "BFS's b* falls at every depth, as the page says");
	claims.say(format!(
		"BFS's b* falls at every depth, from {at5:.2} at depth 5 to {at31:.2} at {deepest_depth}"
	));

	// The judges' sample beside the means at its depth, and the means over every board.
	let rows = compare(sample, "acwing179");
	let searches = ["bfs", "misplaced", "manhattan", "conflict", "exact"];
	let labels = ["BFS", "A*, misplaced", "A*, manhattan", "A*, conflict", "A*, exact"];
	let own: Vec<&str> = labels.iter().map(|label| rows[*label][1].as_str()).collect();
	claims.say(format!(
		"take out {} boards by BFS, {} under the misplaced-tiles bound, {} under Manhattan, {} with \
		 linear conflicts and {} with the exact table",
		own[0], own[1], own[2], own[3], own[4]
	));
	let whole = |value: f64| grouped(value.round() as u64);
	let means: Vec<String> = searches.iter().map(|name| whole(mean(&figures, name, 19))).collect();
	claims.say(format!(
		"The means at depth 19 are {}, {}, {}, {} and {}",
		means[0], means[1], means[2], means[3], means[4]
	));
	let all = |name: &str| mean_over_all(&figures, name);
	claims.say(format!(
		"A* with Manhattan does about {} times less work than BFS, {} times less than with the \
		 misplaced tiles, and the conflict terms another {} times less",
		ratio(all("bfs"), all("manhattan")),
		ratio(all("misplaced"), all("manhattan")),
		ratio(all("manhattan"), all("conflict"))
	));
	let cheaper = |name: &str| mean(&figures, name, 31) < mean(&figures, name, 30);
	assert!(cheaper("manhattan") && cheaper("conflict") && !cheaper("misplaced"));
	claims.say(
		"There Manhattan and the conflicts both cost A* less than the mean board at depth 30, \
		 and the misplaced tiles cost more."
			.to_string(),
	);
	// A* by g alone against BFS at depth 19 of the by-depth table.
	claims.say(format!(
		"at depth 19 it expands {} boards against {}",
		whole(mean(&figures, "zero", 19)),
		whole(mean(&figures, "bfs", 19))
	));

	// The counterexample beside the proof: weighted A* longer than the shortest.
	let rows = compare("x 1 2 3 4 5 6 7 8", "acwing179");
	let weighted = &rows["weighted A*, 2 manhattan (not admissible)"][0];
	let longer = weighted.split(' ').next().expect("its moves");
	claims.say(format!(
		"From `x 1 2 / 3 4 5 / 6 7 8`, {} moves from the goal, it answers in {longer}:",
		rows["BFS"][0]
	));
	claims.say(format!(
		"A board of a shortest path can wait with an f above {}. So the goal, reached by a longer \
		 path, can come out first, with {longer} moves.",
		rows["BFS"][0]
	));
	let weighted = losses(&beyond, "weighted");
	claims.say(format!(
		"weighted A* is longer than the shortest on {}% of them",
		(100.0 * weighted.longer as f64 / weighted.boards as f64).round()
	));

	bridge(&mut claims);
	beyond_a_star(&mut claims, &figures, &beyond);
	packing(&mut claims);
	assert!(claims.missing.is_empty(), "docs/learners.md does not say: {:#?}", claims.missing);
}

/// The section on the searches beyond A*.
fn beyond_a_star(claims: &mut Claims, figures: &Figures, beyond: &[Losses]) {
	let deepest = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/samples/4.in"))
		.expect("samples/4.in");
	let rows = compare(&deepest, "acwing179");
	let greedy = &rows["greedy, manhattan (not admissible)"];
	let over = greedy[0].split("(+").nth(1).and_then(|rest| rest.strip_suffix(')')).expect("+N");
	claims.say(format!(
		"Greedy search answers after {} boards where A* under the same estimate needs {}. Its \
		 answer is {over} moves too long. Weighted A* finds a shortest answer here after {}.",
		greedy[1], rows["A*, manhattan"][1], rows["weighted A*, 2 manhattan (not admissible)"][1]
	));
	assert_eq!(rows["weighted A*, 2 manhattan (not admissible)"][0], rows["BFS"][0]);
	let whole = |value: f64| grouped(value.round() as u64);
	claims.say(format!(
		"It expands {} boards against A*'s {} at depth 31, but {} against {} at depth 10",
		whole(mean(figures, "greedy", 31)),
		whole(mean(figures, "manhattan", 31)),
		whole(mean(figures, "greedy", 10)),
		whole(mean(figures, "manhattan", 10))
	));
	let over = |goal: &str| {
		let found = beyond.iter().find(|row| row.goal == goal && row.search.name == "greedy");
		let greedy = found.expect("a row of docs/beyond.tsv");
		(greedy.over as f64 / greedy.boards as f64).round()
	};
	claims.say(format!(
		"by {} moves on the mean board under AcWing's goal and {} under Luogu's",
		over("acwing179"),
		over("luogu1379")
	));
	let weighted = losses(beyond, "weighted");
	let manhattan_all = mean_over_all(figures, "manhattan");
	claims.say(format!(
		"({} boards against {} on the mean board). Its answer is longer on {}% of the boards, by \
		 {:.1} moves on the mean board and never by more than {}",
		whole(weighted.expanded as f64 / weighted.boards as f64),
		whole(manhattan_all),
		(100.0 * weighted.longer as f64 / weighted.boards as f64).round(),
		weighted.over as f64 / weighted.boards as f64,
		weighted.most_over
	));
	let blank = losses(beyond, "manhattan-blank");
	assert_eq!((blank.longer, blank.most_over), (0, 0), "counting the blank never costs a move");
	let blank_own = &rows["A*, manhattan with the blank (not admissible)"];
	claims.say(format!(
		"({} against {} on the mean board, {} against {} above)",
		whole(blank.expanded as f64 / blank.boards as f64),
		whole(manhattan_all),
		blank_own[1],
		rows["A*, manhattan"][1]
	));
	let ida = &rows["IDA*, manhattan"];
	let ida_all = losses(beyond, "ida-manhattan");
	claims.say(format!(
		"Its memory is the path, {} boards on the board above, where A* under the same estimate \
		 held {} boards in its open list",
		ida[3], rows["A*, manhattan"][3]
	));
	claims.say(format!(
		"Under Manhattan it expands about {} times A*'s boards on that board ({} against {}), and \
		 {} times on the mean board",
		ratio(number(&ida[1]) as f64, number(&rows["A*, manhattan"][1]) as f64),
		ida[1],
		rows["A*, manhattan"][1],
		ratio(ida_all.expanded as f64 / ida_all.boards as f64, manhattan_all)
	));
	let ida_conflict = &rows["IDA*, conflict"];
	claims
		.say(format!("bring it to {} iterations and {} boards", ida_conflict[4], ida_conflict[1]));
}

/// The bridge's counts of the judges' sample by g and by f, from the searches' steps.
fn bridge(claims: &mut Claims) {
	use eight_kit::solving::shape;
	let shapes = shape::shapes(&shape::SAMPLE, &eight_kit::reference::GOAL, &shape::DRAWN);
	let of = |name: &str| shapes.iter().find(|shape| shape.search.name == name).expect("drawn");
	let (bfs, zero, manhattan, exact) = (of("bfs"), of("zero"), of("manhattan"), of("exact"));
	let length = bfs.moves as usize;
	let below = |shape: &shape::Shape, by_f: bool| (0..length).map(|at| shape.at(by_f, at)).sum();
	let (all, below_in_g): (u64, u64) = (bfs.by_g.iter().sum(), below(bfs, false));
	assert_eq!(below(zero, false), below_in_g, "A* by g alone expands the same layers");
	claims.say(format!("is C = {length} moves from the goal"));
	claims.say(format!(
		"Breadth-first search expands all {} boards with g < {length}, layer by layer. Then it \
		 takes out {} boards at g = {length} before the goal.",
		grouped(below_in_g),
		grouped(all - below_in_g)
	));
	claims.say(format!("and then {} boards at g = {length}.", grouped(zero.at(false, length))));
	let total: u64 = manhattan.by_g.iter().sum();
	claims.say(format!(
		// The example's 650 is held to examples/three_loops.rs by tests/lesson.rs.
		"A* under Manhattan expands {total} boards. (The example's expands 650: on equal f the \
		 kit's takes the larger g first, as the [tie-breaks](#consistent-heuristics) below say.) \
		 It had to expand all {} of them with f < {length}. The other {} have f = {length}",
		below(manhattan, true),
		manhattan.at(true, length)
	));
	let path: u64 = exact.by_g.iter().sum();
	assert_eq!(path, exact.at(true, length), "the exact table's boards are all at f = C");
	claims.say(format!("Under it A* expands the {path} boards of one path, all at f = {length}."));
}

/// The packing and the rank of the judges' sample, worked through on the page.
fn packing(claims: &mut Claims) {
	let state = engine::pack(&[2, 3, 4, 1, 5, 0, 7, 6, 8]);
	claims.say(format!("and its blank is in cell 5: {state:#x}."));
	claims.say(format!("the rank 9 x 2941 + 5 = {}", eight_kit::solving::ranks::of(state)));
}

/// The mean boards expanded and pushed by the judge file's loop under `heuristic` on `boards`.
fn means(heuristic: &str, boards: &[eight_kit::reference::Board]) -> (f64, f64) {
	let search = eight_kit::solving::searches::named(heuristic).expect("a search");
	let efforts = efforts(search, &eight_kit::reference::GOAL, boards);
	let sum = |of: fn(&(u64, u64)) -> u64| efforts.iter().map(of).sum::<u64>() as f64;
	(sum(|effort| effort.0) / boards.len() as f64, sum(|effort| effort.1) / boards.len() as f64)
}

#[test]
fn the_counts_of_the_performance_page_are_what_the_searches_do() {
	use eight_kit::reference::{breadth_first_to, Distances, Random, GOAL};
	let page = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/performance.md"))
		.expect("docs/performance.md");
	let section = page.split("## Inside the process").nth(1).expect("the section");
	let shown_rows = support::table_rows(section, "| boards");
	let shown_rows =
		shown_rows.iter().map(|cells| format!("{} | {} | {}", cells[1], cells[2], cells[3]));
	let distances = Distances::compute(&GOAL);
	let hardest = distances.boards_at(distances.farthest());
	let mut random = Random::new(1);
	let drawn: Vec<_> = std::iter::repeat_with(|| random.board())
		.filter(|board| distances.of(board).is_some())
		.take(200)
		.collect();
	let figures = Figures::built_in();
	let mut rows = Vec::new();
	for boards in [&hardest, &drawn] {
		for heuristic in ["manhattan", "conflict", "exact"] {
			let (expanded, pushed) = means(heuristic, boards);
			rows.push(format!("A*, {heuristic} | {} | {}", shown(expanded), shown(pushed)));
		}
		let breadth_first: u64 =
			boards.iter().map(|board| breadth_first_to(board, &GOAL).expanded).sum();
		rows.push(format!(
			"plain BFS, no heuristic | {} | ",
			shown(breadth_first as f64 / boards.len() as f64)
		));
	}
	for heuristic in ["manhattan", "conflict", "exact"] {
		let expanded = figures.over_all(heuristic, |row| row.expanded);
		let pushed = figures.over_all(heuristic, |row| row.generated) + 1.0;
		let tenths = |mean: f64| {
			let tenths = (mean * 10.0).round() as u64;
			format!("{}.{}", grouped(tenths / 10), tenths % 10)
		};
		rows.push(format!("A*, {heuristic} | {} | {}", tenths(expanded), tenths(pushed)));
	}
	let shown_rows: Vec<String> = shown_rows
		.map(|row| row.replace("A*, exact (its table built first, 4.0 ms)", "A*, exact"))
		.collect();
	assert_eq!(shown_rows, rows, "docs/performance.md's counts, inside the process");
}
