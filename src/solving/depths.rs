//! The by-depth figures: for each search of the table and each depth from 0 to 31 moves, how
//! many boards lie there and the mean number of boards the search expanded, and generated (its
//! pushes, the start's left out), to answer one of them. `cargo bench --bench depths -- --write`
//! measures them into `docs/depths.tsv`, and everything else reads that file: docs/learners.md's
//! tables (written from it by the same command, and held to it by a test), `docs/depths.svg` and
//! the page's chart, both drawn by [`svg`], the one renderer.

use crate::reference::breadth_first_to;
use crate::reference::Board;
use crate::solving::compare::{branching_factor, thousands};
use crate::solving::engine::{self, Heuristic};
use crate::solving::heuristics::{exact_table, with_heuristic, WithHeuristic};
use crate::solving::runner::{Runner, Unwatched};
use crate::solving::searches::{self, Kind, Search, SEARCHES};

/// The searches too slow to run on every board, and how many boards of each depth they are run
/// on: A* without an estimate does a breadth-first search's work, ordered by a heap, for each of
/// the 181,440 boards. The boards are the first of the depth's in a seeded shuffle, [`sample`].
pub const SAMPLED: [(&str, usize); 1] = [("zero", 160)];

/// The boards a search of [`SAMPLED`] is run on out of `boards`, all at one depth: the first
/// `size` in the order of a shuffle seeded with the depth.
pub fn sample(boards: &[Board], depth: usize, size: usize) -> Vec<Board> {
	let mut shuffled = boards.to_vec();
	let mut random = crate::reference::Random::new(depth as u64);
	for i in (1..shuffled.len()).rev() {
		shuffled.swap(i, random.below(i as u64 + 1) as usize);
	}
	shuffled.truncate(size);
	shuffled
}

/// What `search` does from each of `boards` to `goal`: the boards it expands and pushes (the
/// start's push among them), as `--stats` and `--compare` count them.
pub fn efforts(search: &'static Search, goal: &Board, boards: &[Board]) -> Vec<(u64, u64)> {
	if search.kind == Kind::BreadthFirst {
		let bfs = |board: &Board| breadth_first_to(board, goal);
		return boards.iter().map(bfs).map(|effort| (effort.expanded, effort.pushed)).collect();
	}
	let state = engine::pack(goal);
	let work = Efforts { search, boards };
	with_heuristic(search.heuristic, state, exact_table(state), work).expect("a heuristic")
}

struct Efforts<'a> {
	search: &'static Search,
	boards: &'a [Board],
}

impl WithHeuristic for Efforts<'_> {
	type Output = Vec<(u64, u64)>;

	fn run<H: Heuristic>(self, heuristic: &H, _name: &'static str) -> Vec<(u64, u64)> {
		let mut runner = Runner::new(self.search).expect("a search that answers");
		let mut efforts = Vec::with_capacity(self.boards.len());
		for board in self.boards {
			runner.solve(heuristic, engine::pack(board), &mut Unwatched);
			let effort = runner.effort();
			efforts.push((effort.expanded, effort.pushed));
		}
		efforts
	}
}

/// The row of `search` at `depth` from its efforts on the boards measured there.
pub fn row(search: &str, depth: usize, boards: u64, efforts: &[(u64, u64)]) -> Row {
	let measured = efforts.len() as u64;
	let sum = |pick: fn(&(u64, u64)) -> u64| efforts.iter().map(pick).sum::<u64>() as f64;
	let mean = |total: f64| if measured == 0 { 0.0 } else { total / measured as f64 };
	Row {
		search: search.to_string(),
		depth,
		boards,
		measured,
		expanded: mean(sum(|effort| effort.0)),
		generated: mean(sum(|effort| effort.1) - measured as f64),
	}
}

/// The data file, as the kit was built with it.
pub const FILE: &str = include_str!("../../docs/depths.tsv");

/// The file's first lines.
pub const HEADER: &str = "\
# The by-depth figures, written by `cargo bench --bench depths -- --write`: edit nothing here.
# boards: the boards at the depth; measured: those the search was run on (all of them, but for
# a search too slow for that, a seeded sample); expanded and generated: its means over them.
search\tdepth\tboards\tmeasured\texpanded\tgenerated
";

/// One search at one depth.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
	pub search: String,
	pub depth: usize,
	pub boards: u64,
	pub measured: u64,
	pub expanded: f64,
	pub generated: f64,
}

impl Row {
	/// The row as the file writes it: the means to three places.
	pub fn line(&self) -> String {
		format!(
			"{}\t{}\t{}\t{}\t{:.3}\t{:.3}\n",
			self.search, self.depth, self.boards, self.measured, self.expanded, self.generated
		)
	}
}

/// Every row of the file.
#[derive(Clone, Debug, PartialEq)]
pub struct Figures {
	pub rows: Vec<Row>,
}

impl Figures {
	/// The figures the kit was built with.
	pub fn built_in() -> Figures {
		Figures::parse(FILE).expect("docs/depths.tsv as the bench writes it")
	}

	/// The file's rows; `Err` names the first line that is none.
	pub fn parse(text: &str) -> Result<Figures, String> {
		let mut rows = Vec::new();
		for (number, line) in text.lines().enumerate() {
			if line.starts_with('#') || line.starts_with("search\t") || line.is_empty() {
				continue;
			}
			let fields: Vec<&str> = line.split('\t').collect();
			let row = match fields[..] {
				[search, depth, boards, measured, expanded, generated] => (|| {
					Some(Row {
						search: search.to_string(),
						depth: depth.parse().ok()?,
						boards: boards.parse().ok()?,
						measured: measured.parse().ok()?,
						expanded: expanded.parse().ok()?,
						generated: generated.parse().ok()?,
					})
				})(),
				_ => None,
			};
			rows.push(row.ok_or_else(|| format!("line {}: {line:?} is no row", number + 1))?);
		}
		Ok(Figures { rows })
	}

	/// The file's text.
	pub fn to_file(&self) -> String {
		let mut text = HEADER.to_string();
		for row in &self.rows {
			text += &row.line();
		}
		text
	}

	/// The row of `search` at `depth`.
	pub fn row(&self, search: &str, depth: usize) -> Option<&Row> {
		self.rows.iter().find(|row| row.search == search && row.depth == depth)
	}

	/// The searches the figures hold, in the table's order.
	pub fn searches(&self) -> Vec<&'static searches::Search> {
		SEARCHES.iter().filter(|search| self.row(search.name, 0).is_some()).collect()
	}

	/// The deepest depth.
	pub fn deepest(&self) -> usize {
		self.rows.iter().map(|row| row.depth).max().unwrap_or(0)
	}

	/// The mean of `of` over every board `search` was measured at, each depth's mean weighed by
	/// its boards: the mean board's figure.
	pub fn over_all(&self, search: &str, of: impl Fn(&Row) -> f64) -> f64 {
		let rows = self.rows.iter().filter(|row| row.search == search);
		let (sum, boards) = rows.fold((0.0, 0), |(sum, boards), row| {
			(sum + of(row) * row.boards as f64, boards + row.boards)
		});
		sum / boards as f64
	}

	/// The boards at each depth.
	pub fn boards(&self) -> Vec<u64> {
		let first = self.searches().first().map_or("", |search| search.name);
		(0..=self.deepest())
			.map(|depth| self.row(first, depth).map_or(0, |row| row.boards))
			.collect()
	}
}

/// A mean as the tables show it: to one decimal below 100, whole and grouped above.
pub fn shown(mean: f64) -> String {
	if mean < 100.0 {
		format!("{mean:.1}")
	} else {
		thousands(mean.round() as u64)
	}
}

/// A Markdown table with a column for each of `names` and a row for each of `depths`, each cell
/// the search's row at the depth as `cell` shows it (`-` where the file has none).
fn table(
	figures: &Figures,
	names: &[&str],
	depths: &[usize],
	cell: impl Fn(&Row) -> String,
) -> String {
	let labels: Vec<&str> = names.iter().map(|name| label(name)).collect();
	let mut text = format!(
		"| depth | boards | {} |\n|---:|---:|{}\n",
		labels.join(" | "),
		"---:|".repeat(names.len())
	);
	let boards = figures.boards();
	for &depth in depths {
		let cells: Vec<String> = names
			.iter()
			.map(|name| figures.row(name, depth).map_or("-".to_string(), &cell))
			.collect();
		text += &format!("| {depth} | {} | {} |\n", thousands(boards[depth]), cells.join(" | "));
	}
	text
}

/// The Markdown table of the mean boards `names` expanded, a row a depth (of `depths`, or every
/// one) and one for all.
pub fn expanded_table(figures: &Figures, names: &[&str], depths: Option<&[usize]>) -> String {
	let every: Vec<usize> = (0..=figures.deepest()).collect();
	let mut text = table(figures, names, depths.unwrap_or(&every), |row| shown(row.expanded));
	let total: u64 = figures.boards().iter().sum();
	let all: Vec<String> =
		names.iter().map(|name| shown(figures.over_all(name, |row| row.expanded))).collect();
	text += &format!("| all | {} | {} |\n", thousands(total), all.join(" | "));
	text
}

/// The Markdown table of the effective branching factors of `names` at `depths`, from the mean
/// boards generated, as it is (not rounded to a whole board).
pub fn branching_table(figures: &Figures, names: &[&str], depths: &[usize]) -> String {
	table(figures, names, depths, |row| {
		let factor = branching_factor(row.generated, row.depth as u32);
		factor.map_or("-".to_string(), |factor| format!("{factor:.2}"))
	})
}

/// The Markdown table of the mean boards `names` generated at `depths`.
pub fn generated_table(figures: &Figures, names: &[&str], depths: &[usize]) -> String {
	table(figures, names, depths, |row| shown(row.generated))
}

fn label(name: &str) -> &'static str {
	searches::named(name).map_or("?", |search| search.label)
}

/// A board marked on the chart: its depth, and what each search shown has expanded so far.
pub struct Mark<'a> {
	pub depth: usize,
	pub points: &'a [(&'a str, u64)],
}

/// Text safe inside an SVG element.
fn escaped(text: &str) -> String {
	text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

/// Where the chart's parts go: the drawing's size, the plot's margins and height, the panel of
/// boards below it, and the legend (beside the plot, or under it).
struct Layout {
	width: f64,
	height: f64,
	left: f64,
	right: f64,
	top: f64,
	plot_height: f64,
	gap: f64,
	bars_height: f64,
	/// The title's lines, from the top, and where they begin.
	title: &'static [&'static str],
	title_x: f64,
	legend_below: bool,
	/// The length of a line's sample in the legend.
	key_line: f64,
}

/// The chart as docs/depths.svg has it: 800 wide, the legend beside the plot.
const WIDE: Layout = Layout {
	width: 800.0,
	height: 600.0,
	left: 80.0,
	right: 230.0,
	top: 40.0,
	plot_height: 330.0,
	gap: 56.0,
	bars_height: 110.0,
	title: &["Boards expanded to answer one board, by its depth (mean over the boards there)"],
	title_x: 80.0,
	legend_below: false,
	key_line: 24.0,
};

/// The chart for a phone: 360 wide, so that its 12-unit text is 11 pixels on a 360-pixel screen
/// (336 pixels within the page's margins), the title on two lines and the legend under the plot.
const NARROW: Layout = Layout {
	width: 360.0,
	height: 750.0,
	left: 68.0,
	right: 8.0,
	top: 56.0,
	plot_height: 260.0,
	gap: 284.0,
	bars_height: 110.0,
	title: &["Boards expanded to answer one board,", "by its depth (mean over the boards there)"],
	title_x: 8.0,
	legend_below: true,
	key_line: 16.0,
};

/// The chart: above, the mean boards each search expands by depth, on a logarithmic scale, a
/// line a search; below, on an axis of its own, the boards at each depth, as bars; with `mark`, a
/// board's depth and a dot for each search's count so far.
pub fn svg(figures: &Figures, mark: Option<&Mark>) -> String {
	drawn(figures, mark, &WIDE)
}

/// The same chart laid out for a phone's width: 360 wide, the legend under the plot.
pub fn svg_narrow(figures: &Figures, mark: Option<&Mark>) -> String {
	drawn(figures, mark, &NARROW)
}

fn drawn(figures: &Figures, mark: Option<&Mark>, layout: &Layout) -> String {
	let depths = figures.deepest() + 1;
	let (width, height) = (layout.width, layout.height);
	let (left, right, top) = (layout.left, layout.right, layout.top);
	let plot_width = width - left - right;
	let (plot_height, gap, bars_height) = (layout.plot_height, layout.gap, layout.bars_height);
	let bars_top = top + plot_height + gap;
	let decades = 6.0; // 1 to 1,000,000
	let x = |depth: f64| left + (depth + 0.5) / depths as f64 * plot_width;
	let y = |value: f64| top + plot_height - value.max(1.0).log10() / decades * plot_height;
	let mut svg = format!(
		"<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width}\" height=\"{height}\" \
		 viewBox=\"0 0 {width} {height}\" font-family=\"sans-serif\" font-size=\"12\">\n\
		 <title>Boards expanded to answer one board, by its depth, and the boards at each depth</title>\n\
		 <rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
	);
	for (line, words) in layout.title.iter().enumerate() {
		svg += &format!(
			"<text x=\"{}\" y=\"{}\" font-size=\"15\">{words}</text>\n",
			layout.title_x,
			22 + 18 * line
		);
	}
	svg += &format!(
		"<rect class=\"plot\" x=\"{left}\" y=\"{top}\" width=\"{plot_width}\" height=\"{plot_height}\" fill=\"none\"/>\n"
	);
	for decade in 0..=6 {
		let at = y(10f64.powi(decade));
		let label = ["1", "10", "100", "1,000", "10,000", "100,000", "1,000,000"][decade as usize];
		svg += &format!(
			"<line x1=\"{left}\" y1=\"{at:.1}\" x2=\"{:.1}\" y2=\"{at:.1}\" stroke=\"#cccccc\" stroke-width=\"0.5\"/>\n\
			 <text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{label}</text>\n",
			left + plot_width,
			left - 6.0,
			at + 4.0
		);
	}
	svg += &axes(left, top, plot_width, plot_height);
	svg += &format!(
		"<text x=\"18\" y=\"{:.1}\" transform=\"rotate(-90 18 {:.1})\" text-anchor=\"middle\">boards expanded</text>\n",
		top + plot_height / 2.0,
		top + plot_height / 2.0
	);
	svg += &search_lines(figures, layout, (&x, &y), depths, (left + plot_width, top, plot_height));
	if let Some(mark) = mark {
		svg += &marked(mark, &x, &y, (left + plot_width, top, plot_height));
	}
	svg += &bars(figures, &x, (left, plot_width, bars_top, bars_height), layout.legend_below);
	for depth in (0..depths).step_by(5) {
		for baseline in [top + plot_height, bars_top + bars_height] {
			svg += &format!(
				"<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{depth}</text>\n",
				x(depth as f64),
				baseline + 18.0
			);
		}
	}
	svg += &format!(
		"<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">depth: the fewest moves to the goal</text>\n</svg>\n",
		left + plot_width / 2.0,
		height - 8.0,
	);
	svg
}

/// A line for each search, from depth 1 (at depth 0 every search expands nothing); its key
/// beside the plot, or under it in two columns.
fn search_lines(
	figures: &Figures,
	layout: &Layout,
	(x, y): (&dyn Fn(f64) -> f64, &dyn Fn(f64) -> f64),
	depths: usize,
	(right_edge, top, plot_height): (f64, f64, f64),
) -> String {
	let mut svg = String::new();
	for (at, search) in figures.searches().iter().enumerate() {
		let points: Vec<String> = (1..depths)
			.filter_map(|depth| figures.row(search.name, depth))
			.map(|row| format!("{:.1},{:.1}", x(row.depth as f64), y(row.expanded)))
			.collect();
		let (key_x, key) = match layout.legend_below {
			false => (right_edge + 12.0, top + 14.0 + 20.0 * at as f64),
			true => (10.0, top + plot_height + 44.0 + 18.0 * at as f64),
		};
		let (colour, dashes) = (search.colour, search.dashes);
		svg += &format!(
			"<polyline points=\"{}\" fill=\"none\" stroke=\"{colour}\" stroke-width=\"2\" stroke-dasharray=\"{dashes}\"/>\n\
			 <line x1=\"{:.1}\" y1=\"{key:.1}\" x2=\"{:.1}\" y2=\"{key:.1}\" stroke=\"{colour}\" stroke-width=\"2\" stroke-dasharray=\"{dashes}\"/>\n\
			 <text class=\"legend\" x=\"{:.1}\" y=\"{:.1}\">{}</text>\n",
			points.join(" "),
			key_x,
			key_x + layout.key_line,
			key_x + layout.key_line + 6.0,
			key + 4.0,
			escaped(search.label)
		);
	}
	svg
}

/// The board marked: a dashed line at its depth, labelled inside the plot (left of the line near
/// the right edge), and a dot a search (the first a circle, the others squares), each titled.
fn marked(
	mark: &Mark,
	x: &dyn Fn(f64) -> f64,
	y: &dyn Fn(f64) -> f64,
	(right_edge, top, plot_height): (f64, f64, f64),
) -> String {
	let at = x(mark.depth as f64);
	let label = format!("this board: {}", mark.depth);
	// About 7 units a character at the chart's size.
	let (label_x, anchor) = match at + 4.0 + 7.0 * label.len() as f64 > right_edge {
		true => (at - 4.0, "end"),
		false => (at + 4.0, "start"),
	};
	let mut svg = format!(
		"<line x1=\"{at:.1}\" y1=\"{top}\" x2=\"{at:.1}\" y2=\"{:.1}\" stroke=\"#1a1a1a\" stroke-dasharray=\"3 3\"/>\n\
		 <text id=\"chart-this-board\" x=\"{label_x:.1}\" y=\"{:.1}\" text-anchor=\"{anchor}\">{label}</text>\n",
		top + plot_height,
		top + 12.0
	);
	for (place, (name, expanded)) in mark.points.iter().enumerate() {
		let search = match searches::named(name) {
			Some(search) => search,
			None => continue,
		};
		let cy = y(*expanded as f64);
		let title = format!(
			"<title>{}: {} expanded so far</title>",
			escaped(search.label),
			thousands(*expanded)
		);
		svg += &match place {
			0 => format!(
				"<circle cx=\"{at:.1}\" cy=\"{cy:.1}\" r=\"6\" fill=\"{}\" stroke=\"#1a1a1a\">{title}</circle>\n",
				search.colour
			),
			_ => format!(
				"<rect x=\"{:.1}\" y=\"{:.1}\" width=\"12\" height=\"12\" fill=\"{}\" stroke=\"#1a1a1a\">{title}</rect>\n",
				at - 6.0,
				cy - 6.0,
				search.colour
			),
		};
	}
	svg
}

/// The boards' panel, below the searches', on its own axis: a count of boards, not a search; its
/// key beside it, or (`key_above`) above it, after its title.
fn bars(
	figures: &Figures,
	x: &dyn Fn(f64) -> f64,
	(left, plot_width, bars_top, bars_height): (f64, f64, f64, f64),
	key_above: bool,
) -> String {
	let count = figures.boards();
	let most = *count.iter().max().unwrap_or(&1) as f64;
	let bar_y = |boards: f64| bars_top + bars_height - boards / most * bars_height;
	let (title, title_x) = match key_above {
		false => ("Boards at each depth (how many there are, on a scale of their own)", left),
		true => ("Boards at each depth (on a scale of their own)", 8.0),
	};
	let mut svg = format!(
		"<text x=\"{title_x}\" y=\"{:.1}\" font-size=\"13\">{title}</text>\n",
		bars_top - 10.0
	);
	let bar = plot_width / count.len() as f64 * 0.7;
	for (depth, &boards) in count.iter().enumerate() {
		let top_of = bar_y(boards as f64);
		svg += &format!(
			"<rect x=\"{:.1}\" y=\"{top_of:.1}\" width=\"{bar:.1}\" height=\"{:.1}\" fill=\"#999999\"/>\n",
			x(depth as f64) - bar / 2.0,
			bars_top + bars_height - top_of
		);
	}
	for boards in [0.0, 10_000.0, 20_000.0] {
		svg += &format!(
			"<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{}</text>\n",
			left - 6.0,
			bar_y(boards) + 4.0,
			thousands(boards as u64)
		);
	}
	svg += &axes(left, bars_top, plot_width, bars_height);
	let (key_x, key_y) = match key_above {
		false => (left + plot_width + 12.0, bars_top + bars_height / 2.0),
		true => (10.0, bars_top - 34.0),
	};
	svg += &format!(
		"<rect x=\"{:.1}\" y=\"{:.1}\" width=\"24\" height=\"10\" fill=\"#999999\"/>\n\
		 <text x=\"{:.1}\" y=\"{:.1}\">boards at the depth</text>\n",
		key_x,
		key_y - 5.0,
		key_x + 30.0,
		key_y + 4.0
	);
	svg
}

/// A panel's two axes.
fn axes(left: f64, top: f64, width: f64, height: f64) -> String {
	format!(
		"<line x1=\"{left}\" y1=\"{:.1}\" x2=\"{:.1}\" y2=\"{:.1}\" stroke=\"black\"/>\n\
		 <line x1=\"{left}\" y1=\"{top}\" x2=\"{left}\" y2=\"{:.1}\" stroke=\"black\"/>\n",
		top + height,
		left + width,
		top + height,
		top + height
	)
}

/// The opening of a table written from the figures into a page: `<!-- from docs/depths.tsv:
/// KIND [DEPTHS] NAMES -->`, the table, then [`END`]. KIND is `expanded` (every depth),
/// `generated` or `branching` (the depths given, as `12,14,20`).
pub const OPENING: &str = "<!-- from docs/depths.tsv: ";
pub const END: &str = "<!-- end of the table -->";

/// `page` with every table it marks written afresh from `figures`; `Err` says which marker is
/// malformed.
pub fn fill_tables(page: &str, figures: &Figures) -> Result<String, String> {
	fill_marked(page, OPENING, |words| {
		let (kind, rest_words) = words.split_first().ok_or("empty")?;
		// The depths, as `12,14,20`, when the word after the kind is a list of them.
		let listed = rest_words.first().and_then(|word| {
			word.split(',').map(str::parse::<usize>).collect::<Result<Vec<usize>, _>>().ok()
		});
		let (depths, names) = match listed {
			Some(depths) => (Some(depths), &rest_words[1..]),
			None => (None, rest_words),
		};
		Ok(match (*kind, depths) {
			(_, _) if names.is_empty() => return Err("no search named".into()),
			("expanded", depths) => expanded_table(figures, names, depths.as_deref()),
			("generated", Some(depths)) => generated_table(figures, names, &depths),
			("branching", Some(depths)) => branching_table(figures, names, &depths),
			_ => return Err("no table of that kind".into()),
		})
	})
}

/// `page` with every table marked `opening WORDS -->` (the marker on a line of its own, the
/// table, then [`END`]) written afresh by `table` from the marker's words; `Err` names the
/// marker `table` refuses, and why, or one with no end.
pub fn fill_marked(
	page: &str,
	opening: &str,
	table: impl Fn(&[&str]) -> Result<String, String>,
) -> Result<String, String> {
	let mut text = String::new();
	let mut rest = page;
	while let Some(at) = rest.find(opening) {
		let line_end = rest[at..].find('\n').map_or(rest.len(), |end| at + end + 1);
		let marker = &rest[at..line_end];
		let words: Vec<&str> =
			marker[opening.len()..].trim_end().trim_end_matches("-->").split_whitespace().collect();
		let written = table(&words).map_err(|why| format!("{marker:?}: {why}"))?;
		let close = rest[line_end..].find(END).ok_or_else(|| format!("{marker:?} has no end"))?;
		text += &rest[..line_end];
		text += &written;
		rest = &rest[line_end + close..];
	}
	text += rest;
	Ok(text)
}

#[cfg(test)]
mod tests {
	use super::*;

	#[test]
	fn the_file_reads_back_as_written_and_holds_every_search_at_every_depth() {
		let figures = Figures::built_in();
		assert_eq!(figures.to_file(), FILE);
		assert_eq!(figures.deepest(), 31);
		assert_eq!(figures.boards().iter().sum::<u64>(), 181_440);
		let names: Vec<&str> = figures.searches().iter().map(|search| search.name).collect();
		assert_eq!(names, searches::names(), "every search of the table, in its order");
		for search in &names {
			for depth in 0..=31 {
				let row = figures.row(search, depth).expect("a row");
				assert!(row.measured > 0 && row.measured <= row.boards, "{search} {depth}");
			}
		}
		assert!(Figures::parse("bfs\t0\t1\n").is_err());
	}

	#[test]
	fn the_file_is_what_every_search_does_today_at_the_depths_quick_to_measure() {
		// Every board at depths 0 to 9 and at 31, under every search: each row's means again,
		// as the bench measures them (breadth-first search directly here, where the bench takes
		// a shortcut through relabelled tiles), to the file's three places.
		let figures = Figures::built_in();
		let distances = crate::reference::Distances::compute(&crate::reference::GOAL);
		for depth in (0..=9).chain([31]) {
			let boards = distances.boards_at(depth as u8);
			for search in &SEARCHES {
				let sampled = SAMPLED.iter().find(|(name, _)| *name == search.name);
				let measured = match sampled {
					Some(&(_, size)) => sample(&boards, depth, size),
					None => boards.clone(),
				};
				let efforts = efforts(search, &crate::reference::GOAL, &measured);
				let now = row(search.name, depth, boards.len() as u64, &efforts);
				let file = figures.row(search.name, depth).expect("a row");
				assert_eq!(now.line(), file.line(), "{} at depth {depth}", search.name);
			}
		}
	}

	#[test]
	fn each_branching_factor_shown_solves_the_trees_equation_for_the_unrounded_mean() {
		// N = b + b^2 + ... + b^d with N the mean boards generated as the file holds it: the b*
		// shown, to two places, is the root, so the tree of b* - 0.005 holds fewer boards than N
		// and that of b* + 0.005 more.
		let figures = Figures::built_in();
		let names = searches::names();
		let every: Vec<usize> = (1..=figures.deepest()).collect();
		let text = branching_table(&figures, &names, &every);
		let tree =
			|b: f64, depth: usize| (1..=depth).map(|level| b.powi(level as i32)).sum::<f64>();
		for line in text.lines().skip(2) {
			let cells: Vec<&str> =
				line.split(" | ").map(|cell| cell.trim_matches(['|', ' '])).collect();
			let depth: usize = cells[0].parse().expect("a depth");
			for (name, cell) in names.iter().zip(&cells[2..]) {
				let shown: f64 = cell.parse().expect("a factor");
				let mean = figures.row(name, depth).expect("a row").generated;
				let (low, high) = (tree(shown - 0.005, depth), tree(shown + 0.005, depth));
				assert!(low <= mean && mean <= high, "{name} at {depth}: {shown} for {mean}");
			}
		}
		// BFS at depth 1 generates 5.5 boards on the mean: b* is 5.50, where a mean rounded to 6
		// boards first said 6.00.
		assert!(text.contains("| 1 | 2 | 5.50 |"), "{text}");
	}

	#[test]
	fn the_learners_tables_and_the_chart_are_the_files() {
		let figures = Figures::built_in();
		let learners = include_str!("../../docs/learners.md");
		assert_eq!(fill_tables(learners, &figures).as_deref(), Ok(learners));
		assert!(learners.matches(OPENING).count() >= 3, "the page's tables are marked");
		assert_eq!(include_str!("../../docs/depths.svg"), svg(&figures, None));
	}
}
