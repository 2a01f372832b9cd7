//! Every figure docs/learners.md tells in its prose, and the counts of docs/performance.md, worked
//! out again from what the programs do today and from the figures files (`docs/depths.tsv`,
//! `docs/beyond.tsv`, which other tests hold to the searches): a figure may be rounded, never
//! stale. The learners' page's command blocks are run by tests/trace.rs, its tables by the
//! figures' own tests, src/solving/lesson.rs's and tests/tutorial.rs (the walk's table), its
//! reasoning by tests/lesson.rs; this file takes the sentences around them. Each claim is the
//! page's own words with the figure put in, so that a figure that changes fails here with the
//! sentence that tells it. Instructions and times depend on the machine and the compiler: the
//! pages give them as the named command measured them, and no test runs them again.

mod support;

use eight_kit::reference::{self, Distances, GOAL};
use eight_kit::solving::beyond::{self, Losses};
use eight_kit::solving::compare::branching_factor;
use eight_kit::solving::depths::{efforts, shown, Figures};
use eight_kit::solving::lesson;
use std::collections::HashMap;

const SOLVER: &str = env!("CARGO_BIN_EXE_solve");

fn page() -> String {
	std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/learners.md"))
		.expect("docs/learners.md")
}

/// What the front end prints for `arguments` on `input`.
fn solve(arguments: &[&str], input: &str) -> String {
	let output = support::run_with_input(SOLVER, arguments, input.as_bytes()).expect("run solve");
	assert!(output.status.success(), "solve {arguments:?}: {output:?}");
	String::from_utf8(output.stdout).expect("UTF-8")
}

/// `--compare`'s rows for one board, by the search's label: moves, expanded, pushed, largest,
/// iterations, b*, as printed.
fn compare(board: &str, problem: &str) -> HashMap<String, Vec<String>> {
	let text = solve(&["--problem", problem, "--compare"], board);
	let rows = text.lines().filter(|line| line.starts_with("| ") && !line.starts_with("| search"));
	rows.map(|line| {
		let cells: Vec<String> = line.split('|').map(|cell| cell.trim().to_string()).collect();
		(cells[1].clone(), cells[2..cells.len() - 1].to_vec())
	})
	.collect()
}

/// The h of the start as `--trace` gives it under `heuristic`.
fn estimate(board: &str, heuristic: &str) -> u32 {
	let text = solve(&["--trace", "--heuristic", heuristic], board);
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

/// A small count in words, as the page writes it.
fn word(count: usize) -> &'static str {
	["none", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"][count]
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

fn losses<'a>(rows: &'a [Losses], goal: &str, search: &str) -> &'a Losses {
	let found = rows.iter().find(|row| row.goal == goal && row.search.name == search);
	found.expect("a row of docs/beyond.tsv")
}

/// The inversions of a board's tiles, read in order without the blank.
fn inversions(board: &reference::Board) -> usize {
	let tiles: Vec<u8> = board.iter().copied().filter(|&cell| cell > 0).collect();
	(0..tiles.len()).map(|i| (i + 1..tiles.len()).filter(|&j| tiles[i] > tiles[j]).count()).sum()
}

#[test]
fn every_figure_the_learners_page_tells_in_words_is_what_the_programs_give() {
	let page = page();
	let mut claims = Claims { page: &page, missing: Vec::new() };
	let figures = Figures::built_in();
	let beyond = beyond::parse(include_str!("../docs/beyond.tsv")).expect("docs/beyond.tsv");

	// The part a first reading may skip: one, the second.
	assert_eq!(page.matches("(a first reading may skip this)").count(), 1);
	claims.say("## Part 2: engineering (a first reading may skip this)".to_string());
	claims.say("A first reading can stop at the end of Part 1.".to_string());

	board_and_parity(&mut claims);
	heuristics(&mut claims);
	worked(&mut claims);

	// Stale entries under the misplaced tiles on one of the hardest boards.
	let trace = solve(&["--trace", "--heuristic", "misplaced"], "6 4 7 8 5 x 3 2 1");
	let answer = trace.lines().last().expect("the answer");
	let stale = answer.split(", ").find_map(|part| part.strip_suffix(" stale")).expect("stale");
	claims.say(format!("`6 4 7 8 5 x 3 2 1`, leaves {stale} stale entries"));

	// The tie-break's bound on g: no answer is longer than the farthest board.
	let farthest = Distances::compute(&GOAL).farthest();
	claims.say(format!("and no answer is longer than {farthest} moves."));

	// Dominance: a larger consistent bound that expands more on one board, and where, by f.
	let board = "2 8 1 x 7 3 6 4 5";
	let rows = compare(board, "luogu1379");
	let answer = number(&rows["BFS"][0]);
	let below_and_at = |heuristic: &str| {
		let arguments = ["--problem", "luogu1379", "--trace", "json", "--heuristic", heuristic];
		let trace = solve(&arguments, board);
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
		"on `2 8 1 / x 7 3 / 6 4 5`, {answer} moves out, Manhattan expands {} boards and the \
		 conflicts {}",
		rows["A*, manhattan"][1], rows["A*, conflict"][1]
	));
	let start = solve(&["--problem", "luogu1379", "--trace", "--heuristic", "conflict"], board);
	let start = start.lines().nth(1).expect("the start's push");
	assert!(start.contains(&format!(" h {answer} ")), "the conflicts' estimate is exact: {start}");
	assert_eq!(conflict, (0, number(&rows["A*, conflict"][1])));
	claims.say(format!(
		"The conflicts estimate the start at {answer}, the exact distance, so no board has f below \
		 {answer}. All {} of their boards are ties at f = {answer}. Manhattan expands {} boards \
		 below f = {answer} and {} at it",
		conflict.1, manhattan.0, manhattan.1
	));

	// A trace of A* by g alone on a 31-move board.
	let deepest = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/samples/4.in"))
		.expect("samples/4.in");
	let lines = solve(&["--trace", "json", "--heuristic", "zero"], &deepest).lines().count();
	claims.say(format!("writes {} lines in the memory of the search", grouped(lines as u64)));

	// The effective branching factor of breadth-first search, by depth.
	let factor = |search: &str, depth: usize| {
		let generated = figures.row(search, depth).expect("a row").generated;
		branching_factor(generated, depth as u32).expect("a depth")
	};
	let deepest_depth = figures.deepest();
	let (at5, at31, at1) = (factor("bfs", 5), factor("bfs", deepest_depth), factor("bfs", 1));
	claims.say(format!("BFS's b* at depth 1 is {at1:.2}."));
	let falls = (1..deepest_depth).all(|depth| factor("bfs", depth + 1) < factor("bfs", depth));
	assert!(falls, "BFS's b* falls at every depth, as the page says");
	claims.say(format!(
		"BFS's b* falls at every depth, from {at5:.2} at depth 5 to {at31:.2} at {deepest_depth}"
	));

	// The judges' sample beside the means at its depth, and the means over every board.
	let sample = "2 3 4 1 5 x 7 6 8";
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
	assert!(cheaper("manhattan") && !cheaper("conflict") && !cheaper("misplaced"));
	claims.say(
		"There Manhattan costs A* less than the mean board at depth 30, and the conflicts and the \
		 misplaced tiles cost more."
			.to_string(),
	);

	// The counterexample beside the proof: weighted A* longer than the shortest.
	let rows = compare("x 1 2 3 4 5 6 7 8", "acwing179");
	let weighted = &rows["weighted A*, 2 manhattan (not admissible)"][0];
	let longer = weighted.split(' ').next().expect("its moves");
	claims.say(format!(
		"From `x 1 2 / 3 4 5 / 6 7 8`, {} moves from the goal, it answers in {longer}:",
		rows["BFS"][0]
	));
	claims.say(format!(
		"a board of a shortest path can wait with an f above {}. So the goal, reached by a longer \
		 path, can come out first, with {longer} moves.",
		rows["BFS"][0]
	));

	bridge(&mut claims);
	beyond_a_star(&mut claims, &figures, &beyond);
	rent_or_buy(&mut claims);
	assert!(claims.missing.is_empty(), "docs/learners.md does not say: {:#?}", claims.missing);
}

/// The board as a number, its parity, and its rank by the Cantor expansion, worked on the page.
fn board_and_parity(claims: &mut Claims) {
	let start = lesson::START;
	let distances = Distances::compute(&GOAL);
	let moves = distances.of(&start).expect("solvable");
	claims.say(format!("is {}. Every such number is below 10^9", lesson::number(&start)));
	claims.say(format!(
		"It is {} moves from the goal.",
		["zero", "one", "two", "three", "four", "five", "six"][usize::from(moves)]
	));
	claims.say(format!("the goal is {}, and the board in the picture", lesson::number(&GOAL)));
	let count = inversions(&start);
	assert_eq!(count % 2, 0);
	claims.say(format!("That makes {count}, an even number."));
	assert_eq!(distances.solvable_boards().count(), 181_440);
	claims.say("That is 181,440 of the 9! = 362,880 boards.".to_string());
	// The Cantor expansion (康托展开): the reference's index is that rank.
	let counts: Vec<String> = (0..9)
		.map(|cell| (cell + 1..9).filter(|&later| start[later] < start[cell]).count().to_string())
		.collect();
	claims.say(format!("and the counts are {}.", counts.join(" ")));
	claims.say(format!("+ 1 × 1! = {}.", reference::index(&start)));
}

/// The heuristics' worked figures.
fn heuristics(claims: &mut Claims) {
	let start = "1 3 5 4 2 x 7 8 6";
	let h = estimate(start, "manhattan");
	claims.say(format!("| sum | | | {h} |"));
	assert_eq!(estimate(start, "conflict"), h, "the conflicts add nothing on the worked board");
	claims.say(format!(
		"This board needs exactly {}, so here the bound is exact.",
		compare(start, "acwing179")["BFS"][0]
	));
	let conflicted = "1 2 3 7 6 4 8 x 5";
	let (plain, more) = (estimate(conflicted, "manhattan"), estimate(conflicted, "conflict"));
	claims.say(format!(
		"the Manhattan distance is {plain} and the conflict adds {}. That makes {more}, the moves the \
		 board needs",
		more - plain
	));
	assert_eq!(compare(conflicted, "acwing179")["BFS"][0], more.to_string());
	// Question 1: `3 1 2 / 4 5 6 / 7 8 x`.
	let question = "3 1 2 4 5 6 7 8 x";
	let (plain, more) = (estimate(question, "manhattan"), estimate(question, "conflict"));
	claims.say(format!("So the Manhattan distance is {plain}."));
	claims.say(format!("So the conflicts add {}, and h = {more}.", more - plain));
	let board = [3, 1, 2, 4, 5, 6, 7, 8, 0];
	claims.say(format!("with {} inversions, an even number.", word(inversions(&board))));
	let needs = Distances::compute(&GOAL).of(&board).expect("solvable");
	claims.say(format!("the board needs {needs} moves, far more than {more}"));
}

/// The worked search: its ties, the boards it expanded, the path back, and breadth-first search
/// beside it.
fn worked(claims: &mut Claims) {
	let worked = lesson::the_worked_search();
	let name =
		|letter: &str| worked.nodes.iter().position(|node| node.name == letter).expect("a node");
	let node = |letter: &str| &worked.nodes[name(letter)];
	let number = |letter: &str| lesson::number(&node(letter).board);
	claims.say(format!("B is {} and C is {}, so B comes out.", number("B"), number("C")));
	assert!(
		number("B") < number("C") && node("B").f() == node("C").f() && node("B").g == node("C").g
	);
	let expanded: Vec<&str> = worked
		.steps
		.iter()
		.filter(|step| !step.goal && !step.stale)
		.map(|step| worked.nodes[step.taken].name.as_str())
		.collect();
	let (last, rest) = expanded.split_last().expect("boards expanded");
	claims.say(format!(
		"{} boards were expanded, {} and {last}.",
		{
			let count = word(expanded.len());
			count[..1].to_uppercase() + &count[1..]
		},
		rest.join(", ")
	));
	let answer: String = worked.moves.iter().map(|step| char::from(step.letter())).collect();
	claims.say(format!(
		"as [the path back](#the-predecessor-map-and-the-path-back) shows: `{answer}`."
	));
	claims.say(format!("The letters, read from the start, are `{answer}`."));
	// C is left at f = C, never taken out.
	assert_eq!(node("C").f() as usize, worked.moves.len());
	assert_eq!(node("C").taken, None);
	// Every f is 5 or 7.
	let mut values: Vec<u32> = worked.nodes.iter().map(|node| node.f()).collect();
	values.sort_unstable();
	values.dedup();
	assert_eq!(values, [5, 7]);
	claims.say("Every f in this search is 5 or 7, never 6.".to_string());
	// The path back: L's board before is J's; the blank 3 cells back, so `d`.
	let goal = name("L");
	let before = worked.nodes[goal].parent.expect("a board before");
	assert_eq!(worked.nodes[before].name, "J");
	let blank =
		|board: &reference::Board| board.iter().position(|&cell| cell == 0).expect("a blank");
	assert_eq!(blank(&worked.nodes[goal].board), blank(&worked.nodes[before].board) + 3);
	claims.say(
		"L's board before is J's, whose blank is 3 cells back, so the last move is `d`."
			.to_string(),
	);
	// Question 2: after step 3, F first; with ties to the smaller g, C.
	let open = &worked.steps[2].open;
	assert_eq!(worked.nodes[open[0]].name, "F");
	let mut smaller_g_first = open.clone();
	smaller_g_first.sort_by_key(|&at| {
		let node = &worked.nodes[at];
		(node.f(), node.g, lesson::number(&node.board))
	});
	assert_eq!(worked.nodes[smaller_g_first[0]].name, "C");
	claims.say("If ties went to the smaller g, C would come out instead.".to_string());
	// Breadth-first search beside it, and its steps in the fold.
	let queue = lesson::worked_by_breadth_first();
	claims.say(format!("the queue after each of its {} steps, counted by g", queue.steps.len()));
	let shapes = eight_kit::solving::shape::shapes(&lesson::START, &GOAL, &["bfs", "conflict"]);
	let length = worked.moves.len();
	let below: u64 = (0..length).map(|g| shapes[0].at(false, g)).sum();
	claims.say(format!(
		"Breadth-first search expands all {below} boards less than {length} moves from the start. \
		 Then it takes out {} more at g = {length} before the goal. A* expands {} boards.",
		shapes[0].at(false, length),
		shapes[1].by_g.iter().sum::<u64>()
	));
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
		let greedy = losses(beyond, goal, "greedy");
		(greedy.over as f64 / greedy.boards as f64).round()
	};
	claims.say(format!(
		"by {} moves on the mean board under AcWing's goal and {} under Luogu's",
		over("acwing179"),
		over("luogu1379")
	));
	let weighted = losses(beyond, "acwing179", "weighted");
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
	for goal in ["acwing179", "luogu1379"] {
		let blank = losses(beyond, goal, "manhattan-blank");
		assert_eq!(
			(blank.longer, blank.most_over),
			(0, 0),
			"counting the blank never costs a move"
		);
	}
	let blank = losses(beyond, "acwing179", "manhattan-blank");
	let blank_own = &rows["A*, manhattan with the blank (not admissible)"];
	claims.say(format!(
		"({} against {} on the mean board, {} against {} above)",
		whole(blank.expanded as f64 / blank.boards as f64),
		whole(manhattan_all),
		blank_own[1],
		rows["A*, manhattan"][1]
	));
	claims.say(format!(
		"about {} times the boards of the Manhattan distance without the blank",
		ratio(blank.expanded as f64 / blank.boards as f64, manhattan_all)
	));
	let ida = &rows["IDA*, manhattan"];
	let ida_all = losses(beyond, "acwing179", "ida-manhattan");
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
	let shapes = shape::shapes(&shape::SAMPLE, &GOAL, &shape::DRAWN);
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
	claims.say(format!(
		"It had to expand all {} of them with f < {length}. The other {} have f = {length}",
		below(manhattan, true),
		manhattan.at(true, length)
	));
	let path: u64 = exact.by_g.iter().sum();
	assert_eq!(path, exact.at(true, length), "the exact table's boards are all at f = C");
	claims.say(format!("Under it A* expands the {path} boards of one path, all at f = {length}."));
}

/// The rule that buys the exact table: the cases it rented before it bought, from `--stats`.
fn rent_or_buy(claims: &mut Claims) {
	let gen = std::process::Command::new(env!("CARGO_BIN_EXE_gen"))
		.args(["--count", "1000", "--seed", "1"])
		.output()
		.expect("run gen");
	let output = support::run_with_input(SOLVER, &["--heuristic", "auto", "--stats"], &gen.stdout)
		.expect("run solve");
	let said = String::from_utf8(output.stderr).expect("UTF-8");
	let bought = said.lines().find(|line| line.contains("bought")).expect("a case that bought");
	let case: u64 = bought
		.strip_prefix("case ")
		.and_then(|rest| rest.split(':').next())
		.and_then(|case| case.parse().ok())
		.expect("a case");
	claims.say(format!(
		"The first {} cases rented the conflicts. Before case {case} the rent had passed the price",
		case - 1
	));
	claims.say(format!(
		"The price is {} boards expanded",
		grouped(eight_kit::solving::engine::SWEEP_PRICE)
	));
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
		.map(|row| {
			// The table's build time is the machine's: the words around it are held.
			let parts = row.split_once(" (its table built first, ");
			match parts.and_then(|(search, rest)| Some((search, rest.split_once(" ms)")?.1))) {
				Some((search, after)) => format!("{search}{after}"),
				None => row,
			}
		})
		.collect();
	assert_eq!(shown_rows, rows, "docs/performance.md's counts, inside the process");
}
