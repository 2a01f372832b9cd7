//! What the searches beyond the judge file's A* do over every solvable board of each goal: how
//! many answers of the searches that are not admissible are longer than the shortest, by how
//! much, and what each search expanded. `cargo bench --bench beyond -- --write` measures them,
//! checking every answer against the breadth-first distances, and keeps the exact counts in
//! docs/beyond.tsv; the tables docs/learners.md shows are written from that file (between
//! `<!-- from docs/beyond.tsv: GOAL NAMES -->` and [`crate::solving::depths::END`]) by the same command,
//! and a test holds the page to the file.

use crate::solving::compare::thousands;
use crate::solving::depths::fill_marked;
use crate::solving::searches::{self, Search};

/// The file, as the kit was built with it.
pub const FILE: &str = include_str!("../../docs/beyond.tsv");

const HEADER: &str = "\
# The searches beyond A* over every solvable board of each goal, written by `cargo bench --bench
# beyond -- --write`: edit nothing here. goal: the problem whose goal it is; longer: the boards
# whose answer is longer than the shortest; most over, over: the most moves over on one board,
# and over all of them; expanded: the boards expanded over all of them.
goal\tsearch\tboards\tlonger\tmost over\tover\texpanded
";

/// One search over every board of one goal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Losses {
	/// The problem whose goal it is, by its name in the catalogue.
	pub goal: String,
	pub search: &'static Search,
	pub boards: u64,
	pub longer: u64,
	pub most_over: u64,
	pub over: u64,
	pub expanded: u64,
}

impl Losses {
	fn line(&self) -> String {
		let Losses { goal, search, boards, longer, most_over, over, expanded } = self;
		format!("{goal}\t{}\t{boards}\t{longer}\t{most_over}\t{over}\t{expanded}\n", search.name)
	}
}

/// The file's text for `rows`.
pub fn to_file(rows: &[Losses]) -> String {
	HEADER.to_string() + &rows.iter().map(Losses::line).collect::<String>()
}

/// The rows of a file's text; `Err` names the line that is not one.
pub fn parse(text: &str) -> Result<Vec<Losses>, String> {
	let lines = text.lines().filter(|line| !line.starts_with('#')).skip(1);
	lines
		.map(|line| {
			let fields: Vec<&str> = line.split('\t').collect();
			let number = |at: usize| fields.get(at).and_then(|field| field.parse::<u64>().ok());
			let search = fields.get(1).and_then(|name| searches::named(name));
			match (fields.len(), search, number(2), number(3), number(4), number(5), number(6)) {
				(
					7,
					Some(search),
					Some(boards),
					Some(longer),
					Some(most_over),
					Some(over),
					Some(expanded),
				) => {
					let goal = fields[0].to_string();
					Ok(Losses { goal, search, boards, longer, most_over, over, expanded })
				}
				_ => Err(format!("not a row of docs/beyond.tsv: {line:?}")),
			}
		})
		.collect()
}

/// The Markdown table of `names` over every board of `goal`'s goal, a row a search.
fn table(rows: &[Losses], goal: &str, names: &[&str]) -> Result<String, String> {
	let mut text =
		"| search | boards longer than the shortest | most moves over | mean moves over | \
	                mean boards expanded |\n|---|---:|---:|---:|---:|\n"
			.to_string();
	for name in names {
		let row = rows.iter().find(|row| row.goal == goal && row.search.name == *name);
		let row = row.ok_or_else(|| format!("docs/beyond.tsv has no row for {name} on {goal}"))?;
		let boards = row.boards as f64;
		text += &format!(
			"| {} | {} of {} | {} | {:.1} | {} |\n",
			row.search.label,
			thousands(row.longer),
			thousands(row.boards),
			row.most_over,
			row.over as f64 / boards,
			expanded(row.expanded as f64 / boards),
		);
	}
	Ok(text)
}

/// A mean of boards expanded, to one decimal and grouped.
fn expanded(mean: f64) -> String {
	let tenths = (mean * 10.0).round() as u64;
	format!("{}.{}", thousands(tenths / 10), tenths % 10)
}

/// The opening of a table written from the file into a page: `<!-- from docs/beyond.tsv: GOAL
/// NAMES -->`, the table, then [`crate::solving::depths::END`].
pub const OPENING: &str = "<!-- from docs/beyond.tsv: ";

/// `page` with every table it marks written afresh from `rows`; `Err` says which marker is
/// malformed or names what the file lacks.
pub fn fill_tables(page: &str, rows: &[Losses]) -> Result<String, String> {
	fill_marked(page, OPENING, |words| match words.split_first() {
		Some((goal, names)) if !names.is_empty() => table(rows, goal, names),
		_ => Err("give a goal and the searches".into()),
	})
}

#[cfg(test)]
mod tests {
	use super::*;

	#[test]
	fn the_file_reads_back_as_written_and_holds_every_search_beyond_a_star_on_both_goals() {
		let rows = parse(FILE).expect("docs/beyond.tsv");
		assert_eq!(to_file(&rows), FILE);
		for goal in ["acwing179", "luogu1379"] {
			let beyond = searches::SEARCHES.iter().filter(|search| {
				!matches!(search.kind, searches::Kind::BreadthFirst | searches::Kind::AStar)
			});
			for search in beyond {
				let row = rows.iter().find(|row| row.goal == goal && row.search == search);
				let row = row.unwrap_or_else(|| panic!("no row for {} on {goal}", search.name));
				assert_eq!(row.boards, crate::reference::SOLVABLE as u64, "{}", search.name);
				// What the bench asserts of every board, held here of its totals.
				if search.admissible {
					assert_eq!((row.longer, row.most_over, row.over), (0, 0, 0), "{}", search.name);
				}
				assert!(
					row.longer <= row.boards
						&& row.over >= row.longer * u64::from(row.most_over > 0)
				);
				assert!(row.expanded >= row.boards - 1, "{}", search.name);
			}
		}
		assert!(parse("goal\tsearch\n# x\nacwing179\tgreedy\t1\n").is_err());
	}

	#[test]
	fn the_learners_page_shows_the_file_as_it_is() {
		let page =
			std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/learners.md"))
				.expect("docs/learners.md");
		let rows = parse(FILE).expect("docs/beyond.tsv");
		assert!(page.contains(OPENING), "docs/learners.md shows no table from docs/beyond.tsv");
		let filled = fill_tables(&page, &rows).expect("the page's markers");
		let run = "cargo bench --bench beyond -- --write";
		assert!(filled == page, "docs/learners.md's tables from docs/beyond.tsv are stale: {run}");
	}
}
