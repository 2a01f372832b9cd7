//! Every search the kit runs, once: its name, its label, what it is, and whether its first answer
//! is always a shortest one. As the catalogue is for problems, this table is for searches: the
//! front end's `--heuristic` and `--compare`, `pack --heuristic`, the page and the benchmarks all
//! read it, and a test gives each of its names to each of them. Adding a search is one entry
//! here, and its code: a heuristic in `src/heuristics.rs` (or the judge file) and its arm in
//! [`crate::heuristics::with_heuristic`].

/// How a search takes its boards out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
	/// A plain breadth-first search, the kit's own (`src/distances.rs`): no heuristic.
	BreadthFirst,
	/// The judge file's A* under the heuristic of the search's name.
	AStar,
}

/// One search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Search {
	/// The name `--heuristic` takes (for A*), and `--compare`, the page and the benches use.
	pub name: &'static str,
	/// As a table's row or a chart's legend heads it.
	pub label: &'static str,
	/// What it is, in a few words, for the help texts.
	pub what: &'static str,
	pub kind: Kind,
	/// Whether its estimate never exceeds the true distance, so that the first answer it takes
	/// out is a shortest one.
	pub admissible: bool,
	/// Whether the judge file has it: what its `HEURISTIC` constant (and `pack --heuristic`) can
	/// name.
	pub in_judge_file: bool,
}

/// Every search, breadth-first first, then A* from the weakest estimate to the exact one.
pub const SEARCHES: [Search; 6] = [
	Search {
		name: "bfs",
		label: "BFS",
		what: "breadth-first search: no estimate, every nearer board first",
		kind: Kind::BreadthFirst,
		admissible: true,
		in_judge_file: false,
	},
	Search {
		name: "zero",
		label: "A*, zero",
		what: "h = 0: A* by g alone (Dijkstra's algorithm)",
		kind: Kind::AStar,
		admissible: true,
		in_judge_file: false,
	},
	Search {
		name: "misplaced",
		label: "A*, misplaced",
		what: "the tiles out of place",
		kind: Kind::AStar,
		admissible: true,
		in_judge_file: false,
	},
	Search {
		name: "manhattan",
		label: "A*, manhattan",
		what: "each tile's distance to its goal cell, summed",
		kind: Kind::AStar,
		admissible: true,
		in_judge_file: true,
	},
	Search {
		name: "conflict",
		label: "A*, conflict",
		what: "manhattan, plus linear conflicts and the last moves",
		kind: Kind::AStar,
		admissible: true,
		in_judge_file: true,
	},
	Search {
		name: "exact",
		label: "A*, exact",
		what: "the true distance, from a table of every board",
		kind: Kind::AStar,
		admissible: true,
		in_judge_file: true,
	},
];

/// The search named `name`.
pub fn named(name: &str) -> Option<&'static Search> {
	SEARCHES.iter().find(|search| search.name == name)
}

/// The names of the heuristics A* runs under, the weakest first: what `--heuristic` takes.
pub fn heuristics() -> Vec<&'static str> {
	SEARCHES.iter().filter(|search| search.kind == Kind::AStar).map(|search| search.name).collect()
}

/// The names of the heuristics the judge file has: what its `HEURISTIC` can be set to.
pub fn judge_file_heuristics() -> Vec<&'static str> {
	SEARCHES.iter().filter(|search| search.in_judge_file).map(|search| search.name).collect()
}

/// Every search's name, in the table's order.
pub fn names() -> Vec<&'static str> {
	SEARCHES.iter().map(|search| search.name).collect()
}

#[cfg(test)]
mod tests {
	use super::*;

	#[test]
	fn names_are_one_word_each_and_the_judge_files_are_a_stars() {
		for (at, search) in SEARCHES.iter().enumerate() {
			assert!(search.name.bytes().all(|byte| byte.is_ascii_lowercase()), "{search:?}");
			assert!(SEARCHES[..at].iter().all(|before| before.name != search.name));
			assert!(!search.in_judge_file || search.kind == Kind::AStar, "{search:?}");
			assert_eq!(named(search.name), Some(search));
		}
		assert_eq!(heuristics().len() + 1, SEARCHES.len());
	}

	#[test]
	fn the_judge_files_heuristics_are_what_its_heuristic_constant_can_name() {
		// `enum HeuristicName { Manhattan, Conflict, Exact }` in src/main.rs, each variant the
		// table's name with a capital.
		let file = crate::sources::JUDGE_FILE;
		let body = file.split("enum HeuristicName {").nth(1).expect("the enum");
		let body = body.split('}').next().expect("its end");
		let variants: Vec<String> = body
			.split(',')
			.map(str::trim)
			.filter(|v| !v.is_empty())
			.map(str::to_lowercase)
			.collect();
		assert_eq!(variants, judge_file_heuristics());
	}

	#[test]
	fn the_pages_chart_has_a_look_for_every_search_under_its_label() {
		let chart = include_str!("../web/page/chart.js");
		let looks = chart.split("export const SEARCH_LOOK = {").nth(1).expect("the looks");
		let looks = looks.split("};").next().expect("their end");
		let keys: Vec<&str> = looks
			.lines()
			.filter_map(|line| line.trim().split_once(": {"))
			.map(|(key, _)| key)
			.collect();
		assert_eq!(keys, names());
		for search in &SEARCHES {
			let entry = format!("{}: {{ label: \"{}\",", search.name, search.label);
			assert!(looks.contains(&entry), "{entry}");
		}
	}
}
