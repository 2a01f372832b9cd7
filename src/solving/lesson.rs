//! The learners' worked search: A* under the judge file's estimate on a board five moves from
//! the goal, [`START`], every step with the open list, as docs/learners.md works it by hand, and
//! breadth-first search beside it, its queue after each step. The
//! page's tables of it (between `<!-- from the worked search: KIND -->` and the end marker) and
//! its three pictures are drawn here from the search itself, as it runs today: the board
//! (`docs/lesson-board.svg`), the search's tree (`docs/lesson-tree.svg`) and its open list by f
//! after each step (`docs/lesson-frontier.svg`). `cargo bench --bench depths -- --tables` (or
//! `--write`) writes them, and tests hold the files to what this draws now.

use crate::reference::{Board, Move, GOAL};
use crate::solving::engine::{self, Heuristic, State};
use crate::solving::heuristics::{exact_table, with_heuristic, WithHeuristic};
use crate::solving::runner::Runner;
use crate::solving::searches;
use crate::solving::shape;
use crate::solving::trace::Watch;
use std::cmp::Reverse;

/// The worked board, `1 3 5 / 4 2 x / 7 8 6`, five moves from AcWing's goal.
pub const START: Board = [1, 3, 5, 4, 2, 0, 7, 8, 6];

/// The search worked: A* under the judge file's estimate.
pub const SEARCH: &str = "conflict";

/// One entry the search put into its open list: a board, reached from an earlier entry's board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
	/// A letter for the board, in the order boards were first pushed: `A` is the start. A board
	/// pushed again keeps its letter, with a `'` for each time.
	pub name: String,
	pub board: Board,
	pub g: u32,
	pub h: u32,
	/// The entry whose board was expanded when this one went in, and the move from it.
	pub parent: Option<usize>,
	pub step: Option<Move>,
	/// The step (from 1) at which it was taken out, if it was.
	pub taken: Option<usize>,
}

impl Node {
	pub fn f(&self) -> u32 {
		self.g + self.h
	}
}

/// One step: an entry taken out, and what its expansion did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Step {
	/// The entry taken out, and whether it was stale or the goal.
	pub taken: usize,
	pub stale: bool,
	pub goal: bool,
	/// The entries pushed, in order.
	pub pushed: Vec<usize>,
	/// The neighbours passed over: the move, the entry of the board, and its moves before.
	pub passed: Vec<(Move, usize, u32)>,
	/// The open list after the step, in the order the search gives its entries out.
	pub open: Vec<usize>,
}

/// A whole search, step by step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Worked {
	pub nodes: Vec<Node>,
	pub steps: Vec<Step>,
	/// The answer.
	pub moves: Vec<Move>,
}

/// Records the steps as the search tells them.
struct Recorder {
	goal: State,
	/// Whether the open list is a queue, first in first out (breadth-first search), rather than
	/// A*'s heap.
	queue: bool,
	nodes: Vec<Node>,
	steps: Vec<Step>,
	/// The entries in the open list now.
	open: Vec<usize>,
}

impl Recorder {
	/// The open list in the order the search gives it out: a queue's in the order it went in,
	/// A*'s by the smallest f, then the larger g, then the smaller board read as the judge file's
	/// number.
	fn ordered(&self) -> Vec<usize> {
		let mut open = self.open.clone();
		if self.queue {
			return open;
		}
		open.sort_by_key(|&at| {
			let node = &self.nodes[at];
			(node.f(), Reverse(node.g), engine::number(engine::pack(&node.board)))
		});
		open
	}

	/// The step now ends: its open list is the open list now.
	fn close_step(&mut self) {
		let ordered = self.ordered();
		if let Some(step) = self.steps.last_mut() {
			step.open = ordered;
		}
	}

	/// The entry of `board` that is in the open list with `g` moves.
	fn entry(&self, board: &Board, g: u32) -> Option<usize> {
		self.open
			.iter()
			.copied()
			.find(|&at| self.nodes[at].board == *board && self.nodes[at].g == g)
	}

	/// The last entry of `board`.
	fn latest(&self, board: &Board) -> Option<usize> {
		self.nodes.iter().rposition(|node| node.board == *board)
	}
}

impl Watch for Recorder {
	fn taken(&mut self, state: State, g: u32, _h: u32, _f: u32, stale: bool) {
		self.close_step();
		let board = engine::unpack(state);
		let taken = self.entry(&board, g).expect("an entry of the open list");
		self.open.retain(|&at| at != taken);
		self.nodes[taken].taken = Some(self.steps.len() + 1);
		let goal = !stale && state == self.goal;
		self.steps.push(Step { taken, stale, goal, ..Step::default() });
	}

	fn pushed(&mut self, state: State, step: Option<Move>, g: u32, h: u32, _f: u32) {
		let board = engine::unpack(state);
		let name = match self.latest(&board) {
			Some(before) => format!("{}'", self.nodes[before].name),
			None => {
				let letters = self.nodes.iter().filter(|node| !node.name.contains('\'')).count();
				letter_name(letters)
			}
		};
		let parent = self.steps.last().map(|step| step.taken);
		let at = self.nodes.len();
		self.nodes.push(Node { name, board, g, h, parent, step, taken: None });
		self.open.push(at);
		if let Some(step) = self.steps.last_mut() {
			step.pushed.push(at);
		}
	}

	fn passed(&mut self, state: State, step: Move, moves: u32) {
		let before = self.latest(&engine::unpack(state)).expect("a board reached before");
		if let Some(last) = self.steps.last_mut() {
			last.passed.push((step, before, moves));
		}
	}
}

/// `A` to `Z`, then `AA`, `AB` and so on.
fn letter_name(index: usize) -> String {
	let letter = |at: usize| char::from(b'A' + at as u8);
	if index < 26 {
		letter(index).to_string()
	} else {
		format!("{}{}", letter(index / 26 - 1), letter(index % 26))
	}
}

struct Run {
	start: Board,
	search: &'static searches::Search,
}

impl WithHeuristic for Run {
	type Output = Worked;

	fn run<H: Heuristic>(self, heuristic: &H, _name: &'static str) -> Worked {
		let mut runner = Runner::new(self.search).expect("a search");
		let goal = heuristic.goal();
		let queue = self.search.kind == searches::Kind::BreadthFirst;
		let (nodes, steps, open) = (Vec::new(), Vec::new(), Vec::new());
		let mut recorder = Recorder { goal, queue, nodes, steps, open };
		let moves = runner.solve(heuristic, engine::pack(&self.start), &mut recorder);
		recorder.close_step();
		Worked { nodes: recorder.nodes, steps: recorder.steps, moves }
	}
}

/// The search `search` names (breadth-first search, or A* under one of the table's estimates)
/// from `start`, which must reach `goal`, recorded step by step.
pub fn worked(start: &Board, goal: &Board, search: &str) -> Worked {
	let search = searches::named(search).expect("a search of the table");
	let kinds = [searches::Kind::AStar, searches::Kind::BreadthFirst];
	assert!(kinds.contains(&search.kind), "the worked search is A* or breadth-first search");
	let goal = engine::pack(goal);
	let run = Run { start: *start, search };
	with_heuristic(search.heuristic, goal, exact_table(goal), run).expect("a heuristic")
}

/// The page's worked search: [`SEARCH`] from [`START`] to AcWing's goal.
pub fn the_worked_search() -> Worked {
	worked(&START, &GOAL, SEARCH)
}

/// A board in the page's words: `1 3 5 / 4 2 x / 7 8 6`.
pub fn words(board: &Board) -> String {
	let rows: Vec<String> = board
		.chunks(3)
		.map(|row| {
			let cells: Vec<String> = row
				.iter()
				.map(|&cell| if cell == 0 { "x".to_string() } else { cell.to_string() })
				.collect();
			cells.join(" ")
		})
		.collect();
	rows.join(" / ")
}

fn letter(step: Move) -> char {
	char::from(step.letter())
}

/// An entry as the tables write it: its name, then g + h = f.
fn entry(node: &Node) -> String {
	format!("{} {}+{}={}", node.name, node.g, node.h, node.f())
}

/// The table of steps: what each took out, pushed and passed over, and the open list after it.
pub fn steps_table(worked: &Worked) -> String {
	let mut text = String::from(
		"| step | taken out: g+h=f | pushed: g+h=f | passed over | the open list after it, first out first |\n\
		 |---:|---|---|---|---|\n",
	);
	for (at, step) in worked.steps.iter().enumerate() {
		let taken = &worked.nodes[step.taken];
		let what = if step.goal {
			" (the goal)"
		} else if step.stale {
			" (stale, skipped)"
		} else {
			""
		};
		let pushed: Vec<String> = step
			.pushed
			.iter()
			.map(|&node| {
				let node = &worked.nodes[node];
				format!("{}: {}", letter(node.step.expect("a move")), entry(node))
			})
			.collect();
		let passed: Vec<String> = step
			.passed
			.iter()
			.map(|&(step, node, moves)| {
				let noun = if moves == 1 { "move" } else { "moves" };
				format!("{}: {}, reached in {moves} {noun}", letter(step), worked.nodes[node].name)
			})
			.collect();
		let open: Vec<String> = step.open.iter().map(|&node| entry(&worked.nodes[node])).collect();
		let or_none =
			|list: Vec<String>| if list.is_empty() { "-".to_string() } else { list.join(", ") };
		text += &format!(
			"| {} | {}{what} | {} | {} | {} |\n",
			at + 1,
			entry(taken),
			or_none(pushed),
			or_none(passed),
			or_none(open)
		);
	}
	text
}

/// Breadth-first search from [`START`] to AcWing's goal, recorded step by step.
pub fn worked_by_breadth_first() -> Worked {
	worked(&START, &GOAL, "bfs")
}

/// The table of a breadth-first search's steps: the board each took out, with its g, how many
/// boards it pushed and passed over, and the queue after it, told by g. A queue holds two layers
/// at most: the rest of the layer being taken out, then the next.
pub fn queue_table(worked: &Worked) -> String {
	let mut text = String::from(
		"| step | taken out | g | pushed | passed over | the queue after it, by g |\n\
		 |---:|---|---:|---:|---:|---|\n",
	);
	for (at, step) in worked.steps.iter().enumerate() {
		let taken = &worked.nodes[step.taken];
		let what = if step.goal { " (the goal)" } else { "" };
		let mut layers: Vec<(u32, usize)> = Vec::new();
		for &node in &step.open {
			let g = worked.nodes[node].g;
			match layers.last_mut() {
				Some((last, count)) if *last == g => *count += 1,
				_ => layers.push((g, 1)),
			}
		}
		let queue: Vec<String> =
			layers.iter().map(|(g, count)| format!("{count} at g = {g}")).collect();
		let queue = if queue.is_empty() { "-".to_string() } else { queue.join(", ") };
		text += &format!(
			"| {} | {}{what} | {} | {} | {} | {queue} |\n",
			at + 1,
			words(&taken.board),
			taken.g,
			step.pushed.len(),
			step.passed.len()
		);
	}
	text
}

/// The table of the boards the search pushed: each one's cells, where it came from, its g, h and
/// f, and when it was taken out.
pub fn boards_table(worked: &Worked) -> String {
	let mut text = String::from(
		"| name | board | reached from, by | g | h | f | taken out at step |\n\
		 |---|---|---|---:|---:|---:|---:|\n",
	);
	for node in &worked.nodes {
		let from = match (node.parent, node.step) {
			(Some(parent), Some(step)) => {
				format!("{}, {}", worked.nodes[parent].name, letter(step))
			}
			_ => "the start".to_string(),
		};
		let taken = node.taken.map_or("-".to_string(), |step| step.to_string());
		text += &format!(
			"| {} | {} | {from} | {} | {} | {} | {taken} |\n",
			node.name,
			words(&node.board),
			node.g,
			node.h,
			node.f()
		);
	}
	text
}

/// The opening of a table of the worked search written into a page: `<!-- from the worked
/// search: KIND -->`, the table, then [`crate::solving::depths::END`]. KIND is `steps`, `boards`,
/// `queue` (breadth-first search's steps) or `shape NAMES` (the boards each search named expands
/// from [`START`], by g and by f).
pub const OPENING: &str = "<!-- from the worked search: ";

/// `page` with every table of the worked search it marks written afresh.
pub fn fill_tables(page: &str) -> Result<String, String> {
	let worked = the_worked_search();
	crate::solving::depths::fill_marked(page, OPENING, |words| match words.split_first() {
		Some((&"steps", [])) => Ok(steps_table(&worked)),
		Some((&"boards", [])) => Ok(boards_table(&worked)),
		Some((&"queue", [])) => Ok(queue_table(&worked_by_breadth_first())),
		Some((&"shape", names)) if !names.is_empty() => {
			if let Some(name) = names.iter().find(|name| searches::named(name).is_none()) {
				return Err(format!("no search named {name}"));
			}
			Ok(shape::table(&shape::shapes(&START, &GOAL, names)))
		}
		_ => Err("no table of that kind".into()),
	})
}

// --- The pictures

/// The first line of each picture: what writes it (an XML comment holds no two hyphens together,
/// so the command is told in words).
const GENERATED: &str = "<!-- @generated by the depths bench with its tables option, from \
                         src/solving/lesson.rs: edit that instead -->\n";

/// The blank's grey and the path's blue, from the charts' palette.
const BLANK: &str = "#d9d9d9";
const PATH: &str = "#0072b2";
const GOAL_GREEN: &str = "#009e73";

/// A board drawn at (`left`, `top`), `cell` wide a cell; the blank grey and empty. With
/// `numbered`, each cell's number (0 to 8, in reading order) in its corner.
fn board_svg(board: &Board, left: f64, top: f64, cell: f64, numbered: bool, faded: bool) -> String {
	let mut svg = String::new();
	let (ink, size) = (if faded { "#777777" } else { "black" }, cell * 0.6);
	for (at, &value) in board.iter().enumerate() {
		let x = left + (at % 3) as f64 * cell;
		let y = top + (at / 3) as f64 * cell;
		let fill = if value == 0 { BLANK } else { "white" };
		svg += &format!(
			"<rect x=\"{x:.1}\" y=\"{y:.1}\" width=\"{cell:.1}\" height=\"{cell:.1}\" fill=\"{fill}\" stroke=\"{ink}\" stroke-width=\"1\"/>\n"
		);
		if value > 0 {
			svg += &format!(
				"<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\" font-size=\"{size:.0}\" fill=\"{ink}\">{value}</text>\n",
				x + cell / 2.0,
				y + cell * 0.72
			);
		}
		if numbered {
			svg += &format!(
				"<text x=\"{:.1}\" y=\"{:.1}\" font-size=\"10\" fill=\"#555555\">{at}</text>\n",
				x + 3.0,
				y + 11.0
			);
		}
	}
	svg
}

/// The board as the judge file reads it: its nine digits as one number, the blank 0.
pub fn number(board: &Board) -> u32 {
	board.iter().fold(0, |number, &cell| number * 10 + u32::from(cell))
}

/// The picture of a board: the worked start beside the goal, each cell numbered in reading
/// order, and each board as the judge file's number.
pub fn board_picture() -> String {
	let cell = 50.0;
	let mut svg = format!(
		"{GENERATED}<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"420\" height=\"280\" viewBox=\"0 0 420 280\" font-family=\"sans-serif\" font-size=\"13\">\n\
		 <title>The board {} and the goal {}, each as a number</title>\n\
		 <rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n",
		words(&START),
		words(&GOAL)
	);
	for (at, (board, head)) in [(START, "the start"), (GOAL, "the goal")].iter().enumerate() {
		let left = 30.0 + 210.0 * at as f64;
		svg += &format!("<text x=\"{left}\" y=\"28\" font-size=\"15\">{head}</text>\n");
		svg += &board_svg(board, left, 40.0, cell, true, false);
		svg += &format!(
			"<text x=\"{left}\" y=\"215\">as a number:</text>\n<text x=\"{left}\" y=\"235\" font-size=\"15\" font-family=\"monospace\">{}</text>\n",
			number(board)
		);
	}
	svg + "<text x=\"30\" y=\"268\" fill=\"#555555\">Small numbers: the cells, in reading order. Grey: the blank, the digit 0.</text>\n</svg>\n"
}

/// Where each node of the search's tree stands: its column (leaves one apart, a parent over the
/// middle of its children) and its row, g.
fn layout(worked: &Worked) -> Vec<(f64, u32)> {
	let children = |parent: usize| -> Vec<usize> {
		(0..worked.nodes.len()).filter(|&at| worked.nodes[at].parent == Some(parent)).collect()
	};
	let mut places = vec![(0.0, 0); worked.nodes.len()];
	let mut next_leaf = 0.0;
	fn place(
		at: usize,
		worked: &Worked,
		children: &dyn Fn(usize) -> Vec<usize>,
		places: &mut Vec<(f64, u32)>,
		next_leaf: &mut f64,
	) -> f64 {
		let below = children(at);
		let column = if below.is_empty() {
			*next_leaf += 1.0;
			*next_leaf - 1.0
		} else {
			let columns: Vec<f64> = below
				.iter()
				.map(|&child| place(child, worked, children, places, next_leaf))
				.collect();
			(columns[0] + columns[columns.len() - 1]) / 2.0
		};
		places[at] = (column, worked.nodes[at].g);
		column
	}
	place(0, worked, &children, &mut places, &mut next_leaf);
	places
}

/// The picture of the search's tree: every entry pushed, hung from the board expanded when it
/// went in, a row for each g; each drawn as its board with its name, g + h = f, and the step it
/// was taken out at. The boards taken out are drawn solid, the goal's in green; those left in
/// the open list faded, with a dashed frame; the answer's path in blue.
pub fn tree_picture() -> String {
	let worked = the_worked_search();
	let places = layout(&worked);
	let (cell, across, down, left, top) = (14.0, 96.0, 108.0, 30.0, 92.0);
	let columns = places.iter().map(|&(column, _)| column).fold(0.0, f64::max) + 1.0;
	let rows = places.iter().map(|&(_, row)| row).max().unwrap_or(0) + 1;
	let (width, height) = (left * 2.0 + columns * across, top + rows as f64 * down);
	let centre = |at: usize| left + places[at].0 * across + across / 2.0;
	let row_top = |at: usize| top + places[at].1 as f64 * down;
	// The answer's path: back from the goal's entry.
	let mut on_path = vec![false; worked.nodes.len()];
	let mut at = worked.steps.last().map(|step| step.taken);
	while let Some(node) = at {
		on_path[node] = true;
		at = worked.nodes[node].parent;
	}
	let mut svg = format!(
		"{GENERATED}<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width:.0}\" height=\"{height:.0}\" viewBox=\"0 0 {width:.0} {height:.0}\" font-family=\"sans-serif\" font-size=\"12\">\n\
		 <title>A* under the judge file's estimate from {}: every board pushed, a row for each g</title>\n\
		 <rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n\
		 <text x=\"{left}\" y=\"22\" font-size=\"15\">A* from {}, {} moves from the goal</text>\n\
		 <text x=\"{left}\" y=\"42\">Each board: its name, g+h=f, and the step that took it out. Solid: taken out. Faded, dashed: still in the open list.</text>\n\
		 <text x=\"{left}\" y=\"60\">Blue: the answer's path. A row for each g, the moves from the start.</text>\n",
		words(&START),
		words(&START),
		worked.moves.len()
	);
	let board_size = 3.0 * cell;
	svg += &tree_edges(&worked, &on_path, &centre, &row_top, board_size);
	for (at, node) in worked.nodes.iter().enumerate() {
		let (x, y) = (centre(at) - board_size / 2.0, row_top(at));
		let faded = node.taken.is_none();
		let frame = if node.taken.is_some() && node.board == GOAL {
			GOAL_GREEN
		} else if on_path[at] {
			PATH
		} else if faded {
			"#999999"
		} else {
			"black"
		};
		let dashes = if faded { " stroke-dasharray=\"4 3\"" } else { "" };
		let taken = node.taken.map_or("open".to_string(), |step| format!("out at {step}"));
		svg += &format!(
			"<g><title>{}: {}, g {} h {} f {}, {taken}</title>\n\
			 <rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{:.1}\" fill=\"none\" stroke=\"{frame}\" stroke-width=\"2.5\"{dashes}/>\n",
			node.name,
			words(&node.board),
			node.g,
			node.h,
			node.f(),
			x - 3.0,
			y - 3.0,
			board_size + 6.0,
			board_size + 6.0
		);
		svg += &board_svg(&node.board, x, y, cell, false, faded);
		svg += &format!(
			"<text x=\"{:.1}\" y=\"{:.1}\" font-weight=\"bold\">{}</text>\n\
			 <text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{}+{}={}</text>\n\
			 <text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\" fill=\"#555555\">{taken}</text>\n</g>\n",
			x - 16.0,
			y + 12.0,
			node.name,
			centre(at),
			y + board_size + 16.0,
			node.g,
			node.h,
			node.f(),
			centre(at),
			y + board_size + 30.0
		);
	}
	svg + "</svg>\n"
}

/// The tree's edges: a line from each entry's parent (below its board and words) to it, with the
/// move's letter; blue on the answer's path.
fn tree_edges(
	worked: &Worked,
	on_path: &[bool],
	centre: &dyn Fn(usize) -> f64,
	row_top: &dyn Fn(usize) -> f64,
	board_size: f64,
) -> String {
	let mut svg = String::new();
	for (at, node) in worked.nodes.iter().enumerate() {
		if let (Some(parent), Some(step)) = (node.parent, node.step) {
			let (x1, y1) = (centre(parent), row_top(parent) + board_size + 34.0);
			let (x2, y2) = (centre(at), row_top(at) - 4.0);
			let (colour, weight) = if on_path[at] { (PATH, 2.5) } else { ("#999999", 1.0) };
			svg += &format!(
				"<line x1=\"{x1:.1}\" y1=\"{y1:.1}\" x2=\"{x2:.1}\" y2=\"{y2:.1}\" stroke=\"{colour}\" stroke-width=\"{weight}\"/>\n\
				 <text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\" fill=\"{colour}\">{}</text>\n",
				(x1 + x2) / 2.0 + 7.0,
				(y1 + y2) / 2.0 + 4.0,
				letter(step)
			);
		}
	}
	svg
}

/// Each f the open list holds after some step, in order, with the most entries it has at once.
fn f_columns(worked: &Worked) -> Vec<(u32, usize)> {
	let mut values: Vec<u32> = worked
		.steps
		.iter()
		.flat_map(|step| step.open.iter().map(|&node| worked.nodes[node].f()))
		.collect();
	values.sort_unstable();
	values.dedup();
	let most = |f: u32| {
		let counts = worked
			.steps
			.iter()
			.map(|step| step.open.iter().filter(|&&node| worked.nodes[node].f() == f).count());
		counts.max().unwrap_or(0)
	};
	values.into_iter().map(|f| (f, most(f))).collect()
}

/// The picture of the open list by f: a row for each step, the entries left after it in a
/// column for each f, in the order they come out; the one the next step takes out marked.
pub fn frontier_picture() -> String {
	let worked = the_worked_search();
	let columns = f_columns(&worked);
	let values: Vec<u32> = columns.iter().map(|&(f, _)| f).collect();
	let (chip, gap, label, top, row) = (58.0, 6.0, 220.0, 96.0, 34.0);
	let widths: Vec<f64> =
		columns.iter().map(|&(_, most)| most as f64 * (chip + gap) + 24.0).collect();
	let width = label + widths.iter().sum::<f64>() + 20.0;
	let height = top + worked.steps.len() as f64 * row + 16.0;
	let mut svg = format!(
		"{GENERATED}<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width:.0}\" height=\"{height:.0}\" viewBox=\"0 0 {width:.0} {height:.0}\" font-family=\"sans-serif\" font-size=\"12\">\n\
		 <title>The open list of A* from {} after each step, by f</title>\n\
		 <rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n\
		 <text x=\"20\" y=\"22\" font-size=\"15\">The open list after each step, by f = g + h</text>\n\
		 <text x=\"20\" y=\"42\">Each entry: its name and g. In each column, first out on the left.</text>\n\
		 <text x=\"20\" y=\"60\">Blue: the entry the next step takes out.</text>\n",
		words(&START)
	);
	let mut lefts = Vec::new();
	let mut left = label;
	for (&f, &column) in values.iter().zip(&widths) {
		lefts.push(left);
		svg += &format!(
			"<text x=\"{left:.1}\" y=\"{:.1}\" font-weight=\"bold\">f = {f}</text>\n\
			 <line x1=\"{:.1}\" y1=\"{:.1}\" x2=\"{:.1}\" y2=\"{height:.1}\" stroke=\"#cccccc\"/>\n",
			top - 12.0,
			left - 10.0,
			top - 26.0,
			left - 10.0
		);
		left += column;
	}
	for (at, step) in worked.steps.iter().enumerate() {
		let y = top + at as f64 * row;
		let taken = &worked.nodes[step.taken];
		let what = if step.goal {
			", the goal"
		} else if step.stale {
			", stale"
		} else {
			""
		};
		svg += &format!(
			"<text x=\"20\" y=\"{:.1}\">after step {}: {} out{what}</text>\n",
			y + 16.0,
			at + 1,
			taken.name
		);
		let next = worked.steps.get(at + 1).map(|next| next.taken);
		for (&f, &left) in values.iter().zip(&lefts) {
			let entries = step.open.iter().filter(|&&node| worked.nodes[node].f() == f);
			for (place, &node) in entries.enumerate() {
				let x = left + place as f64 * (chip + gap);
				let (fill, ink) =
					if Some(node) == next { (PATH, "white") } else { ("#eeeeee", "black") };
				let entry = &worked.nodes[node];
				svg += &format!(
					"<rect x=\"{x:.1}\" y=\"{:.1}\" width=\"{chip}\" height=\"22\" rx=\"4\" fill=\"{fill}\" stroke=\"#555555\"/>\n\
					 <text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\" fill=\"{ink}\">{} g {}</text>\n",
					y + 2.0,
					x + chip / 2.0,
					y + 17.0,
					entry.name,
					entry.g
				);
			}
		}
	}
	svg + "</svg>\n"
}

/// The pictures, each with the path of its file from the kit's folder.
pub fn pictures() -> [(&'static str, String); 3] {
	[
		("docs/lesson-board.svg", board_picture()),
		("docs/lesson-tree.svg", tree_picture()),
		("docs/lesson-frontier.svg", frontier_picture()),
	]
}

#[cfg(test)]
mod tests {
	use super::*;

	#[test]
	fn the_pictures_and_the_tables_are_what_the_search_does_today() {
		let [board, tree, frontier] = pictures();
		assert_eq!(include_str!("../../docs/lesson-board.svg"), board.1);
		assert_eq!(include_str!("../../docs/lesson-tree.svg"), tree.1);
		assert_eq!(include_str!("../../docs/lesson-frontier.svg"), frontier.1);
		let learners = include_str!("../../docs/learners.md");
		assert_eq!(fill_tables(learners).as_deref(), Ok(learners));
		assert!(learners.matches(OPENING).count() >= 3, "the page's worked tables are marked");
		for (path, _) in pictures() {
			let name = path.trim_start_matches("docs/");
			assert!(learners.contains(&format!("]({name})")), "the page shows {name}");
		}
	}

	#[test]
	fn the_worked_search_is_shortest_and_its_open_list_is_what_the_loop_takes_next() {
		let worked = the_worked_search();
		let letters: Vec<u8> = worked.moves.iter().map(|step| step.letter()).collect();
		assert_eq!(crate::reference::follow(&START, &letters), Ok(GOAL));
		let distances = crate::reference::Distances::compute(&GOAL);
		assert_eq!(distances.of(&START), Some(worked.moves.len() as u8));
		// Each step takes out the first entry of the open list the step before left.
		for pair in worked.steps.windows(2) {
			assert_eq!(pair[0].open.first(), Some(&pair[1].taken));
		}
		assert!(worked.steps.last().expect("a step").goal);
		// Breadth-first search's queue: two layers at most, each board in it once, by g.
		let queue = worked_by_breadth_first();
		assert_eq!(queue.moves.len(), worked.moves.len());
		for step in &queue.steps {
			let layers: Vec<u32> = step.open.iter().map(|&node| queue.nodes[node].g).collect();
			assert!(layers.windows(2).all(|pair| pair[0] <= pair[1]), "{layers:?}");
			assert!(layers.last().map_or(true, |last| last - layers[0] <= 1), "{layers:?}");
		}
		assert_eq!(letter_name(0), "A");
		assert_eq!(letter_name(27), "AB");
	}
}
