//! The kit's engine in the browser: `src/solving/engine.rs` (the judge file's search, as the front
//! end `solve` has it), compiled to WebAssembly with the kit's library, behind a few `extern "C"`
//! functions over linear memory, for the page in `web/page/`. No wasm-bindgen: the page writes
//! text into a buffer of this module's memory, calls a function, and reads numbers, text or a
//! trace back.
//!
//! A board crosses as the engine's `State`, a 28-bit number (see `src/solving/engine.rs`): the eight
//! tiles in reading order, the blank left out, three bits each (the value less one) from bit 0,
//! and the blank's cell in bits 24 to 27. The page unpacks it the same way.
//!
//! A trace is three 32-bit words a step, in the order the search took them: the kit's `Watch`
//! for every search of the table (for A*, the judge file's own loop, the events `eight --trace`
//! writes) and the kit's watched breadth-first search:
//!
//! - word 0: the kind in bits 0-2 (0 a board taken out, 1 put in, 2 a neighbour passed over;
//!   for IDA*, 3 an iteration begun, 4 a board entered, 5 one cut off, 6 a step back), the move
//!   in bits 3-5 (0 none, 1 to 4 for `u`, `d`, `l`, `r`), bit 6 set for a stale entry taken, bit
//!   7 for the goal taken or entered, h in bits 8-15, g in bits 16-31 (for a neighbour passed
//!   over, the moves it was reached in before);
//! - word 1: the board, a `State` (for an iteration, its number);
//! - word 2: for a board put in, its place in the open list's order: [`priority`] (f, then the
//!   larger g) for A* and the best-first searches, whose ties the board's number (the judge
//!   file's: its nine digits, the blank 0) then breaks, and the count of boards put in before it
//!   for BFS, whose open list is a queue; for a
//!   board taken out, entered or cut off, its f (as its search weighs g and h); for an
//!   iteration, its bound.

use eight_kit::reference::Move;
use eight_kit::reference::{
	breadth_first_watched, default_problem, parse_boards, Draw, Generator, Problem, Step, CATALOGUE,
};
use eight_kit::solving::cases::{Cases, Failure};
use eight_kit::solving::engine::{self, Heuristic, Solver, State};
use eight_kit::solving::heuristics::WithHeuristic;
use eight_kit::solving::runner::Runner;
use eight_kit::solving::searches::Kind;
use eight_kit::solving::searches::SEARCHES;
use eight_kit::solving::trace::Watch;
use eight_kit::solving::{depths, exact, heuristics};
use std::borrow::Cow;
use std::sync::Mutex;

/// The searches the page offers, by the numbers `eight_trace` takes: the kit's table, in order.
pub fn searches() -> Vec<&'static str> {
	eight_kit::solving::searches::names()
}

/// What the page's calls keep between them.
struct Page {
	problem: &'static Problem,
	goal: State,
	/// Every board's distance to the goal, by rank: the exact heuristic's table.
	table: Vec<u8>,
	solver: Solver,
	/// Each search of the table with its buffers, made at its first trace; BFS's `None`.
	runners: Vec<Option<Runner>>,
	/// The by-depth figures, read at the first chart.
	figures: Option<depths::Figures>,
	/// Made at the first board drawn: it works out every board's distance first.
	generator: Option<Generator>,
	input: Vec<u8>,
	output: Vec<u8>,
	trace: Vec<u32>,
}

impl Page {
	fn new() -> Page {
		let problem = default_problem();
		let goal = engine::pack(&problem.goal);
		Page {
			problem,
			goal,
			table: exact::distances_to(goal),
			solver: Solver::new(),
			runners: Vec::new(),
			figures: None,
			generator: None,
			input: Vec::new(),
			output: Vec::new(),
			trace: Vec::new(),
		}
	}

	/// Poses `problem`: a goal of its own has a table of its own, and a generator of its own.
	fn pose(&mut self, problem: &'static Problem) {
		let goal = engine::pack(&problem.goal);
		if goal != self.goal {
			self.table = exact::distances_to(goal);
			self.goal = goal;
		}
		self.problem = problem;
		self.generator = None;
	}

	fn say(&mut self, text: &str) {
		self.output.clear();
		self.output.extend_from_slice(text.as_bytes());
	}

	/// The one board of the input, as the judge file reads boards, or its words for what is wrong.
	fn parse(&self) -> Result<State, String> {
		let mut cases = Cases::new(&self.input[..]);
		let failure = |failure| match failure {
			Failure::Input(why) => why,
			Failure::Read(error) | Failure::Write(error) => error.to_string(),
		};
		let board = match cases.next_case(&mut std::io::sink()).map_err(failure)? {
			Some(board) => board,
			None => return Err("no board: give nine cells, 1 to 8 and x for the blank".to_string()),
		};
		match cases.next_case(&mut std::io::sink()).map_err(failure)? {
			None => Ok(engine::pack(&board)),
			Some(_) => Err("one board at a time: the input holds a second".to_string()),
		}
	}

	fn distance(&self, state: State) -> Option<u32> {
		let board = engine::unpack(state);
		if !engine::is_solvable(&board, &self.problem.goal) {
			return None;
		}
		Some(u32::from(self.table[eight_kit::solving::ranks::of(state)]))
	}

	/// A shortest answer, the judge file's, under its exact heuristic: its moves as letters.
	fn solve(&mut self, state: State) -> Option<String> {
		self.distance(state)?;
		let exact = engine::Exact { goal: self.goal, distances: &self.table };
		let moves = self.solver.solve(&exact, state, &mut engine::Untraced);
		Some(moves.iter().map(|&step| step.letter() as char).collect())
	}

	/// The trace of search number `search` (see [`searches`]) from `state`, in `self.trace`; the
	/// answer's moves in `self.output` (for BFS, which keeps no path, the exact answer's length).
	fn trace(&mut self, state: State, index: usize) -> Option<usize> {
		let length = self.distance(state)?;
		self.trace.clear();
		let search = index;
		let search = SEARCHES.get(search)?;
		if search.kind == Kind::BreadthFirst {
			let mut recorder = Recorder { trace: &mut self.trace, goal: self.goal, pushed: 0 };
			let start = engine::unpack(state);
			breadth_first_watched(&start, &self.problem.goal, |step| recorder.bfs(step));
			self.say(&length.to_string());
		} else {
			if self.runners.is_empty() {
				self.runners = SEARCHES.iter().map(Runner::new).collect();
			}
			let runner = self.runners.get_mut(index)?.as_mut()?;
			let table = || Cow::Borrowed(&self.table[..]);
			let run = TracedRun { runner, trace: &mut self.trace, start: state };
			let moves = heuristics::with_heuristic(search.heuristic, self.goal, table, run)?;
			self.say(&moves);
		}
		Some(self.trace.len() / 3)
	}

	/// A board drawn from `seed` as `gen --seed SEED` draws it: solvable, or at `depth` moves.
	fn draw(&mut self, seed: u64, depth: Option<u64>) -> Result<State, String> {
		let problem = self.problem;
		let generator = self.generator.get_or_insert_with(|| Generator::new(problem));
		let kind = depth.map_or(Draw::Solvable, Draw::Depth);
		let mut text = Vec::new();
		generator.write(kind, seed, Some(1), &mut text).map_err(|error| error.to_string())?;
		let boards = parse_boards(&text)?;
		Ok(engine::pack(&boards[0]))
	}

	/// The `gen` command that writes the board [`Page::draw`] draws, in the problem's own format
	/// and alone: `--problem` for any problem but the default (its goal, its format), `--depth`
	/// for a board at a depth, and `--count 1` where a test holds more boards than one.
	fn command(&mut self, seed: u64, depth: Option<u64>) -> String {
		let problem = self.problem;
		let mut command = format!("gen --seed {seed}");
		if problem.name != default_problem().name {
			command += &format!(" --problem {}", problem.name);
		}
		match depth {
			Some(depth) => command += &format!(" --depth {depth}"),
			None => command += " --solvable",
		}
		let generator = self.generator.get_or_insert_with(|| Generator::new(problem));
		if generator.test_count() != 1 {
			command += " --count 1";
		}
		command
	}
}

/// A search of the table under its heuristic, traced, its answer's moves as letters.
struct TracedRun<'a> {
	runner: &'a mut Runner,
	trace: &'a mut Vec<u32>,
	start: State,
}

impl WithHeuristic for TracedRun<'_> {
	type Output = String;

	fn run<H: Heuristic>(self, heuristic: &H, _name: &'static str) -> String {
		let mut recorder = Recorder { trace: self.trace, goal: heuristic.goal(), pushed: 0 };
		let moves = self.runner.solve(heuristic, self.start, &mut recorder);
		moves.iter().map(|&step| step.letter() as char).collect()
	}
}

/// Writes a search's steps as the page reads them (see the module's documentation).
struct Recorder<'a> {
	trace: &'a mut Vec<u32>,
	goal: State,
	/// Boards put in so far: the order of BFS's queue.
	pushed: u32,
}

const TAKEN: u32 = 0;
const PUSHED: u32 = 1;
const PASSED: u32 = 2;
const BOUND: u32 = 3;
const ENTERED: u32 = 4;
const CUT: u32 = 5;
const LEFT: u32 = 6;
const STALE: u32 = 1 << 6;
const GOAL: u32 = 1 << 7;

impl Recorder<'_> {
	fn step(&mut self, kind: u32, way: u32, g: u32, h: u32, state: State, order: u32) {
		let g = g.min(u32::from(u16::MAX));
		let h = h.min(255);
		self.trace.extend_from_slice(&[kind | way << 3 | h << 8 | g << 16, state, order]);
	}

	fn bfs(&mut self, step: Step) {
		let code = |way: eight_kit::reference::Move| {
			1 + eight_kit::reference::Move::ALL.iter().position(|&m| m == way).expect("a move")
				as u32
		};
		match step {
			Step::Taken { board, moves } => {
				let state = engine::pack(&board);
				let goal = if state == self.goal { GOAL } else { 0 };
				self.step(TAKEN | goal, 0, u32::from(moves), 0, state, u32::from(moves));
			}
			Step::Pushed { board, step, moves } => {
				let order = self.pushed;
				self.pushed += 1;
				let way = step.map_or(0, code);
				self.step(PUSHED, way, u32::from(moves), 0, engine::pack(&board), order);
			}
			Step::Passed { board, step, moves } => {
				self.step(PASSED, code(step), u32::from(moves), 0, engine::pack(&board), 0);
			}
		}
	}
}

/// An entry's place in the open list of A* or a best-first search, the least first: f (14 bits),
/// then 65535 - g (16 bits), so that of equal f the deeper comes first; on equal priorities the
/// smaller board, read as the judge file's number, comes first (the page's JavaScript reads the
/// board from the step's second word). For A* it orders entries as the engine's `Priority` does
/// (a test holds the two to the same order).
pub fn priority(f: u32, g: u32) -> u32 {
	f.min(0x3fff) << 18 | (65535 - g.min(65535)) << 2
}

/// The f of a priority [`priority`] packed: what the page's JavaScript reads of the open list
/// (through `eight_priority_f`), so that the packing has this one home.
pub fn f_of(priority: u32) -> u32 {
	priority >> 18
}

fn way(step: Option<Move>) -> u32 {
	step.map_or(0, |step| step as u32 + 1)
}

impl Watch for Recorder<'_> {
	fn taken(&mut self, state: State, g: u32, h: u32, f: u32, stale: bool) {
		let flags = if stale {
			STALE
		} else if state == self.goal {
			GOAL
		} else {
			0
		};
		self.step(TAKEN | flags, 0, g, h, state, f);
	}

	fn pushed(&mut self, state: State, step: Option<Move>, g: u32, h: u32, f: u32) {
		self.pushed += 1;
		self.step(PUSHED, way(step), g, h, state, priority(f, g));
	}

	fn passed(&mut self, state: State, step: Move, moves: u32) {
		self.step(PASSED, way(Some(step)), moves, 0, state, 0);
	}

	fn bound(&mut self, iteration: u64, bound: u32) {
		self.step(BOUND, 0, 0, 0, iteration as u32, bound);
	}

	fn entered(&mut self, state: State, step: Option<Move>, g: u32, h: u32) {
		let goal = if state == self.goal { GOAL } else { 0 };
		self.step(ENTERED | goal, way(step), g, h, state, g + h);
	}

	fn cut(&mut self, state: State, step: Move, g: u32, h: u32) {
		self.step(CUT, way(Some(step)), g, h, state, g + h);
	}

	fn left(&mut self) {
		self.step(LEFT, 0, 0, 0, 0, 0);
	}
}

static PAGE: Mutex<Option<Page>> = Mutex::new(None);

/// Runs `work` on the page's state, made at the first call.
fn with_page<T>(work: impl FnOnce(&mut Page) -> T) -> T {
	let mut page = PAGE.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
	work(page.get_or_insert_with(Page::new))
}

/// Room for `length` bytes of input, which the page then writes: where they go.
#[no_mangle]
pub extern "C" fn eight_input(length: u32) -> *mut u8 {
	with_page(|page| {
		page.input.clear();
		page.input.resize(length as usize, 0);
		page.input.as_mut_ptr()
	})
}

/// Where the last call's text is, and how long it is.
#[no_mangle]
pub extern "C" fn eight_output() -> *const u8 {
	with_page(|page| page.output.as_ptr())
}

#[no_mangle]
pub extern "C" fn eight_output_length() -> u32 {
	with_page(|page| page.output.len() as u32)
}

/// The goal, a `State`: the problem's (at first the judge file's own).
#[no_mangle]
pub extern "C" fn eight_goal() -> u32 {
	with_page(|page| page.goal)
}

/// The catalogue's problems in the output, a line each: its name, its judge's name and its goal
/// (a `State`, in decimal), a tab between; how many there are.
#[no_mangle]
pub extern "C" fn eight_problems() -> u32 {
	with_page(|page| {
		let lines: Vec<String> = CATALOGUE
			.iter()
			.map(|problem| {
				format!("{}\t{}\t{}", problem.name, problem.judge, engine::pack(&problem.goal))
			})
			.collect();
		page.say(&lines.join("\n"));
		lines.len() as u32
	})
}

/// Poses problem number `index` of the catalogue: its goal, its table (built now, unless the
/// compiler built it), its words. 0 when set, -1 for no such problem.
#[no_mangle]
pub extern "C" fn eight_problem(index: u32) -> i32 {
	with_page(|page| match CATALOGUE.get(index as usize) {
		Some(problem) => {
			page.pose(problem);
			0
		}
		None => -1,
	})
}

/// The searches, in the table's order, in the output, a line each: its name and its label
/// between a tab; how many.
#[no_mangle]
pub extern "C" fn eight_searches() -> u32 {
	with_page(|page| {
		let lines: Vec<String> =
			SEARCHES.iter().map(|search| format!("{}\t{}", search.name, search.label)).collect();
		page.say(&lines.join("\n"));
		lines.len() as u32
	})
}

/// The by-depth chart (the kit's one renderer, `eight_kit::solving::depths::svg`, over the figures of
/// docs/depths.tsv) in the output, as SVG; its length. For `depth` from 0 up the board at that
/// depth is marked, with a dot for each line of the input: a search's name and its boards
/// expanded so far, a space between. `narrow` (1) lays it out for a phone (`svg_narrow`).
#[no_mangle]
pub extern "C" fn eight_chart(depth: i32, narrow: u32) -> u32 {
	with_page(|page| {
		let input = String::from_utf8_lossy(&page.input).into_owned();
		let points: Vec<(&str, u64)> = input
			.lines()
			.filter_map(|line| line.split_once(' '))
			.filter_map(|(name, count)| Some((name, count.parse().ok()?)))
			.collect();
		let figures = page.figures.get_or_insert_with(depths::Figures::built_in);
		let mark = usize::try_from(depth).ok().map(|depth| depths::Mark { depth, points: &points });
		let svg = match narrow {
			0 => depths::svg(figures, mark.as_ref()),
			_ => depths::svg_narrow(figures, mark.as_ref()),
		};
		page.say(&svg);
		svg.len() as u32
	})
}

/// How search number `index` works: its kind in bits 0-7 (0 breadth-first, 1 A*, 2 best-first
/// with weights, 3 IDA*), the weight of g in bits 8-15 and of h in bits 16-23 (1 and 1 but for
/// the weighted searches), bit 24 set when it is admissible; -1 for no such search.
#[no_mangle]
pub extern "C" fn eight_search_kind(index: u32) -> i32 {
	let search = match SEARCHES.get(index as usize) {
		Some(search) => search,
		None => return -1,
	};
	let (kind, g, h) = match search.kind {
		Kind::BreadthFirst => (0, 1, 0),
		Kind::AStar => (1, 1, 1),
		Kind::BestFirst { g, h } => (2, g, h),
		Kind::IdaStar => (3, 1, 1),
	};
	(kind | g << 8 | h << 16 | u32::from(search.admissible) << 24) as i32
}

/// The board the input holds, as a `State`; or -1, and the judge file's words for what is
/// wrong in the output.
#[no_mangle]
pub extern "C" fn eight_parse() -> i64 {
	with_page(|page| match page.parse() {
		Ok(state) => i64::from(state),
		Err(why) => {
			page.say(&why);
			-1
		}
	})
}

/// The fewest moves from `state` to the goal, or -1 when it cannot reach it.
/// The f of a priority in a trace's words: see [`f_of`].
#[no_mangle]
pub extern "C" fn eight_priority_f(priority: u32) -> u32 {
	f_of(priority)
}

#[no_mangle]
pub extern "C" fn eight_distance(state: u32) -> i32 {
	with_page(|page| page.distance(state).map_or(-1, |moves| moves as i32))
}

/// A shortest answer from `state` in the output, as letters, and its length; or -1, and
/// `unsolvable` (the judge file's word), when there is none.
#[no_mangle]
pub extern "C" fn eight_solve(state: u32) -> i32 {
	with_page(|page| match page.solve(state) {
		Some(moves) => {
			page.say(&moves);
			moves.len() as i32
		}
		None => {
			page.say(page.problem.unsolvable());
			-1
		}
	})
}

/// The trace of search `search` from `state`: how many steps (three words each, at
/// [`eight_trace_words`]), the answer in the output; or -1 when `state` cannot reach the goal.
#[no_mangle]
pub extern "C" fn eight_trace(state: u32, search: u32) -> i32 {
	with_page(|page| page.trace(state, search as usize).map_or(-1, |steps| steps as i32))
}

#[no_mangle]
pub extern "C" fn eight_trace_words() -> *const u32 {
	with_page(|page| page.trace.as_ptr())
}

/// A board drawn from `seed`, as `gen --seed SEED` draws one, `--solvable` or (for `depth` from
/// 0 up) `--depth DEPTH`: its `State`, and in the output the `gen` command that writes it; or
/// -1, and why not in the output.
#[no_mangle]
pub extern "C" fn eight_draw(seed: u32, depth: i32) -> i64 {
	with_page(|page| {
		let depth = u64::try_from(depth).ok();
		match page.draw(u64::from(seed), depth) {
			Ok(state) => {
				let command = page.command(u64::from(seed), depth);
				page.say(&command);
				i64::from(state)
			}
			Err(why) => {
				page.say(&why);
				-1
			}
		}
	})
}

#[cfg(test)]
mod tests;
