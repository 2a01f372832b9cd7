//! The shape of a search on one board: how many boards it expands at each g (the moves from the
//! start) and at each f = g + h, counted from its steps as `--trace` tells them. Breadth-first
//! search expands every board with g below the answer's length C; A* under a consistent estimate
//! every board with f below C; the shapes show the difference. docs/learners.md shows them for
//! the judges' sample as a table and as a chart, `docs/shape.svg`, both written by [`svg`] and
//! [`table`], the one renderer, from [`shapes`] (`cargo bench --bench depths -- --tables`); a
//! test holds both to what `--trace json` prints.

use crate::reference::Move;
use crate::solving::compare::thousands;
use crate::solving::engine::{self, Heuristic, State};
use crate::solving::heuristics::{exact_table, with_heuristic, WithHeuristic};
use crate::solving::runner::Runner;
use crate::solving::searches::{self, Search};
use crate::solving::trace::Watch;

/// The board the page shows, the judges' sample, and the searches its chart draws: breadth-first
/// search, then A* from no estimate to the exact one.
pub const SAMPLE: crate::reference::Board = [2, 3, 4, 1, 5, 0, 7, 6, 8];
pub const DRAWN: [&str; 6] = ["bfs", "zero", "misplaced", "manhattan", "conflict", "exact"];

/// What one search expanded on one board, by g and by f.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shape {
	pub search: &'static Search,
	/// The answer's length.
	pub moves: u32,
	/// The boards expanded at each g, from 0; at each f, from 0.
	pub by_g: Vec<u64>,
	pub by_f: Vec<u64>,
}

impl Shape {
	pub fn new(search: &'static Search) -> Shape {
		Shape { search, moves: 0, by_g: Vec::new(), by_f: Vec::new() }
	}

	/// One board expanded, at `g` and `f`.
	pub fn expanded(&mut self, g: u32, f: u32) {
		for (counts, at) in [(&mut self.by_g, g), (&mut self.by_f, f)] {
			let at = at as usize;
			if counts.len() <= at {
				counts.resize(at + 1, 0);
			}
			counts[at] += 1;
		}
	}

	/// The boards expanded at `value` of g (`by_f` false) or of f.
	pub fn at(&self, by_f: bool, value: usize) -> u64 {
		let counts = if by_f { &self.by_f } else { &self.by_g };
		counts.get(value).copied().unwrap_or(0)
	}
}

/// Counts a search's expansions as the trace tells them: a board taken out that is neither stale
/// nor the goal is expanded, at its g and f.
pub struct Layers {
	goal: State,
	pub shape: Shape,
}

impl Layers {
	pub fn new(search: &'static Search, goal: State) -> Layers {
		Layers { goal, shape: Shape::new(search) }
	}
}

impl Watch for Layers {
	fn taken(&mut self, state: State, g: u32, _h: u32, f: u32, stale: bool) {
		if !stale && state != self.goal {
			self.shape.expanded(g, f);
		}
	}
	fn pushed(&mut self, _state: State, _step: Option<Move>, _g: u32, _h: u32, _f: u32) {}
	fn passed(&mut self, _state: State, _step: Move, _moves: u32) {}
}

/// Each search of `names` from `start`, which must reach `goal`, counted by g and by f.
pub fn shapes(
	start: &crate::reference::Board,
	goal: &crate::reference::Board,
	names: &[&str],
) -> Vec<Shape> {
	let goal = engine::pack(goal);
	let named = |name: &&str| searches::named(name).expect("a search of the table");
	let run = |search: &'static Search| {
		let work = Counted { search, start: engine::pack(start) };
		with_heuristic(search.heuristic, goal, exact_table(goal), work).expect("a heuristic")
	};
	names.iter().map(named).map(run).collect()
}

struct Counted {
	search: &'static Search,
	start: State,
}

impl WithHeuristic for Counted {
	type Output = Shape;

	fn run<H: Heuristic>(self, heuristic: &H, _name: &'static str) -> Shape {
		let mut runner = Runner::new(self.search).expect("a search that answers");
		let mut layers = Layers::new(self.search, heuristic.goal());
		let moves = runner.solve(heuristic, self.start, &mut layers).len() as u32;
		Shape { moves, ..layers.shape }
	}
}

/// A Markdown table of the boards each of `shapes` expanded at each value from 0 to the answer's
/// length: a column by g for each, and one by f for each whose f is not g. A last row sums them.
pub fn table(shapes: &[Shape]) -> String {
	let mut columns: Vec<(String, &Shape, bool)> = Vec::new();
	for shape in shapes {
		let label = shape.search.label;
		if shape.by_f == shape.by_g {
			columns.push((format!("{label}: by g (f = g)"), shape, false));
		} else {
			columns.push((format!("{label}: by g"), shape, false));
			columns.push((format!("{label}: by f"), shape, true));
		}
	}
	let heads: Vec<&str> = columns.iter().map(|(head, _, _)| head.as_str()).collect();
	let mut text =
		format!("| g or f | {} |\n|---:|{}\n", heads.join(" | "), "---:|".repeat(columns.len()));
	let last = shapes.iter().map(|shape| shape.moves).max().unwrap_or(0) as usize;
	for value in 0..=last {
		let cells: Vec<String> =
			columns.iter().map(|(_, shape, by_f)| thousands(shape.at(*by_f, value))).collect();
		text += &format!("| {value} | {} |\n", cells.join(" | "));
	}
	let sums: Vec<String> =
		columns.iter().map(|(_, shape, _)| thousands(shape.by_g.iter().sum::<u64>())).collect();
	text += &format!("| all | {} |\n", sums.join(" | "));
	text
}

/// Text safe inside an SVG element.
fn escaped(text: &str) -> String {
	text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

/// Where the chart puts things: two panels side by side, on one logarithmic scale of counts.
struct Frame {
	/// The answer's length, the last value drawn.
	length: usize,
	/// The decades of the scale, from 1.
	decades: i32,
	/// Each panel's left edge, its width, and the panels' top and height.
	lefts: [f64; 2],
	width: f64,
	top: f64,
	height: f64,
}

impl Frame {
	/// Where `value` of g or f stands across a panel.
	fn x(&self, left: f64, value: usize) -> f64 {
		left + (value as f64 + 0.5) / (self.length + 1) as f64 * self.width
	}

	/// Where `count` stands up a panel. A count of 1 stands a little above the axis, so that a
	/// line of ones is seen.
	fn y(&self, count: u64) -> f64 {
		let lift = 0.2;
		let scale = ((count as f64).log10() + lift) / (self.decades as f64 + lift);
		self.top + self.height - scale * self.height
	}

	/// A panel's head, grid, axes, ticks and the dashed line at C.
	fn panel(&self, panel: usize) -> String {
		let (left, top, bottom) = (self.lefts[panel], self.top, self.top + self.height);
		let right = left + self.width;
		let head = ["by g, the moves from the start", "by f = g + h"][panel];
		let mut svg =
			format!("<text x=\"{left}\" y=\"{:.1}\" font-size=\"13\">{head}</text>\n", top - 14.0);
		for decade in 0..=self.decades {
			let count = 10u64.pow(decade as u32);
			let at = self.y(count);
			svg += &format!(
				"<line x1=\"{left}\" y1=\"{at:.1}\" x2=\"{right:.1}\" y2=\"{at:.1}\" stroke=\"#cccccc\" stroke-width=\"0.5\"/>\n\
				 <text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{}</text>\n",
				left - 6.0,
				at + 4.0,
				thousands(count)
			);
		}
		svg += &format!(
			"<line x1=\"{left}\" y1=\"{bottom:.1}\" x2=\"{right:.1}\" y2=\"{bottom:.1}\" stroke=\"black\"/>\n\
			 <line x1=\"{left}\" y1=\"{top}\" x2=\"{left}\" y2=\"{bottom:.1}\" stroke=\"black\"/>\n"
		);
		for value in (0..self.length).step_by(5).chain([self.length]) {
			let at = self.x(left, value);
			let y = bottom + 16.0;
			svg += &format!(
				"<text x=\"{at:.1}\" y=\"{y:.1}\" text-anchor=\"middle\">{value}</text>\n"
			);
		}
		let (at, length) = (self.x(left, self.length), self.length);
		svg += &format!(
			"<line x1=\"{at:.1}\" y1=\"{top}\" x2=\"{at:.1}\" y2=\"{bottom:.1}\" stroke=\"#1a1a1a\" stroke-dasharray=\"3 3\"/>\n\
			 <text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">C = {length}</text>\n\
			 <text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{}</text>\n",
			at - 4.0,
			top + 12.0,
			left + self.width / 2.0,
			bottom + 34.0,
			["g", "f"][panel]
		);
		svg
	}

	/// One search: its line and dots in each panel, each dot titled with its count, and its key.
	fn search(&self, at: usize, shape: &Shape) -> String {
		let search = shape.search;
		let (colour, dashes) = (search.colour, search.dashes);
		let mut svg = String::new();
		for (panel, &left) in self.lefts.iter().enumerate() {
			let by_f = panel == 1;
			let points: Vec<(usize, u64)> = (0..=self.length)
				.map(|value| (value, shape.at(by_f, value)))
				.filter(|&(_, count)| count > 0)
				.collect();
			let line: Vec<String> = points
				.iter()
				.map(|&(value, count)| format!("{:.1},{:.1}", self.x(left, value), self.y(count)))
				.collect();
			svg += &format!(
				"<polyline points=\"{}\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"1.5\" stroke-dasharray=\"{dashes}\"/>\n",
				line.join(" ")
			);
			let axis = if by_f { "f" } else { "g" };
			for (value, count) in points {
				svg += &format!(
					"<circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"2.5\" fill=\"{colour}\"><title>{}: {} expanded at {axis} = {value}</title></circle>\n",
					self.x(left, value),
					self.y(count),
					escaped(search.label),
					thousands(count)
				);
			}
		}
		let key_left = self.lefts[1] + self.width + 20.0;
		let key = self.top + 10.0 + 20.0 * at as f64;
		svg + &format!(
			"<line x1=\"{key_left}\" y1=\"{key:.1}\" x2=\"{:.1}\" y2=\"{key:.1}\" stroke=\"{colour}\" stroke-width=\"2\" stroke-dasharray=\"{dashes}\"/>\n\
			 <text class=\"legend\" x=\"{:.1}\" y=\"{:.1}\">{}</text>\n",
			key_left + 24.0,
			key_left + 30.0,
			key + 4.0,
			escaped(search.label)
		)
	}
}

/// The chart: two panels, the boards each of `shapes` expanded from `start` at each g (left) and
/// at each f (right), on one logarithmic scale, a line a search in the table's colour and dashes,
/// a dot a count (each titled with its figure), and a dashed line at the answer's length C.
pub fn svg(start: &crate::reference::Board, shapes: &[Shape]) -> String {
	let length = shapes.iter().map(|shape| shape.moves).max().unwrap_or(0) as usize;
	let counts = shapes.iter().flat_map(|shape| shape.by_g.iter().chain(&shape.by_f));
	let most = counts.copied().max().unwrap_or(1);
	let decades = ((most as f64).log10().ceil() as i32).max(1);
	let (width, gap) = (270.0, 60.0);
	let lefts = [70.0, 70.0 + width + gap];
	let frame = Frame { length, decades, lefts, width, top: 90.0, height: 270.0 };
	let board = crate::solving::trace::shown(start, crate::solving::trace::Form::Text);
	let noun = if length == 1 { "move" } else { "moves" };
	let left = lefts[0];
	let mut svg = format!(
		"<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"840\" height=\"430\" \
		 viewBox=\"0 0 840 430\" font-family=\"sans-serif\" font-size=\"12\">\n\
		 <title>The boards each search expands on {board}, by g and by f</title>\n\
		 <rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n\
		 <text x=\"{left}\" y=\"22\" font-size=\"15\">The boards each search expands on {board}, \
		 {length} {noun} from the goal</text>\n\
		 <text x=\"{left}\" y=\"42\">Each dot: how many boards it expands at that g or f \
		 (a logarithmic scale). C: the answer's length.</text>\n"
	);
	for panel in 0..2 {
		svg += &frame.panel(panel);
	}
	for (at, shape) in shapes.iter().enumerate() {
		svg += &frame.search(at, shape);
	}
	svg + "</svg>\n"
}

/// The opening of a table of shapes written into a page: `<!-- from the trace: shape NAMES -->`,
/// the table of the judges' sample under the searches named, then
/// [`crate::solving::depths::END`].
pub const OPENING: &str = "<!-- from the trace: ";

/// `page` with every table of shapes it marks written afresh.
pub fn fill_tables(page: &str) -> Result<String, String> {
	crate::solving::depths::fill_marked(page, OPENING, |words| match words.split_first() {
		Some((&"shape", names)) if !names.is_empty() => {
			if let Some(name) = names.iter().find(|name| searches::named(name).is_none()) {
				return Err(format!("no search named {name}"));
			}
			Ok(table(&shapes(&SAMPLE, &crate::reference::GOAL, names)))
		}
		_ => Err("no table of that kind".into()),
	})
}

#[cfg(test)]
mod tests {
	use super::*;

	#[test]
	fn the_chart_and_the_learners_table_are_what_the_searches_do_today() {
		let drawn = shapes(&SAMPLE, &crate::reference::GOAL, &DRAWN);
		assert_eq!(include_str!("../../docs/shape.svg"), svg(&SAMPLE, &drawn));
		let learners = include_str!("../../docs/learners.md");
		assert_eq!(fill_tables(learners).as_deref(), Ok(learners));
		assert!(learners.contains(OPENING), "the page's table of shapes is marked");
		// Each search's expansions by g and by f are the same boards, counted twice.
		for shape in &drawn {
			assert_eq!(shape.by_g.iter().sum::<u64>(), shape.by_f.iter().sum::<u64>());
			assert_eq!(shape.moves, 19, "{}", shape.search.name);
		}
	}
}
