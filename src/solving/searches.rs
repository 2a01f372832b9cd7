//! Every search the kit runs, once: its name, its label, what it is, and whether its first answer
//! is always a shortest one. As the catalogue is for problems, this table is for searches: the
//! front end's `--heuristic` and `--compare`, `pack --heuristic`, the page and the benchmarks all
//! read it, and a test gives each of its names to each of them. Adding a search is one entry
//! here, and its code: a heuristic in `src/solving/heuristics.rs` (or the judge file) and its arm in
//! [`crate::solving::heuristics::with_heuristic`]; a search of a new kind, its loop in
//! [`crate::solving::runner`].

/// How a search takes its boards out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
	/// A plain breadth-first search, the kit's own (`src/reference/distances.rs`): a queue, no
	/// heuristic.
	BreadthFirst,
	/// The judge file's A* under the search's heuristic.
	AStar,
	/// The kit's best-first search (`src/solving/best_first.rs`), the judge file's loop with f = g·g + h·h
	/// for the weights given, and no bound on f: greedy best-first search (g 0), weighted A*
	/// (h above 1), or A* under a heuristic that may overestimate.
	BestFirst { g: u32, h: u32 },
	/// Iterative deepening A* (`src/solving/ida_star.rs`): depth-first, under a bound on f raised each
	/// iteration to the least f it cut off.
	IdaStar,
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
	/// The estimate it runs on, a name [`crate::solving::heuristics::with_heuristic`] takes. For
	/// breadth-first search, which weighs no estimate, `zero`: it gives the search its goal, and
	/// its trace tells h = 0.
	pub heuristic: &'static str,
	/// Whether its estimate never exceeds the true distance, so that the first answer it takes
	/// out is a shortest one.
	pub admissible: bool,
	/// Whether it is the judge file's own search (A* under the linear conflicts), which the front
	/// end runs by default and which `tests/proof.rs` holds to the judge file's answers.
	pub judge_file: bool,
	/// Its line in a chart (docs/depths.svg, the page's): a colour of Okabe and Ito's, which
	/// people who cannot tell red from green tell apart, and a dash pattern of its own, so that
	/// no line is told by colour alone. Seven colours for eleven lines: each serves two at most,
	/// one of them solid, and the blues (sky and blue) three, lest the lines read as one family.
	pub colour: &'static str,
	pub dashes: &'static str,
}

/// Every search: breadth-first first, then A* from the weakest estimate to the exact one, then
/// IDA*, each of these shortest; then those that are not, from the least loss to the most.
pub const SEARCHES: [Search; 11] = [
	Search {
		name: "bfs",
		label: "BFS",
		what: "breadth-first search: a queue, every nearer board first",
		heuristic: "zero",
		kind: Kind::BreadthFirst,
		admissible: true,
		judge_file: false,
		colour: "#d55e00",
		dashes: "",
	},
	Search {
		name: "zero",
		label: "A*, zero",
		what: "h = 0: A* by g alone (Dijkstra's algorithm)",
		heuristic: "zero",
		kind: Kind::AStar,
		admissible: true,
		judge_file: false,
		colour: "#cc79a7",
		dashes: "2 3",
	},
	Search {
		name: "misplaced",
		label: "A*, misplaced",
		what: "the tiles out of place",
		heuristic: "misplaced",
		kind: Kind::AStar,
		admissible: true,
		judge_file: false,
		colour: "#e69f00",
		dashes: "",
	},
	Search {
		name: "manhattan",
		label: "A*, manhattan",
		what: "each tile's distance to its goal cell, summed",
		heuristic: "manhattan",
		kind: Kind::AStar,
		admissible: true,
		judge_file: false,
		colour: "#56b4e9",
		dashes: "",
	},
	Search {
		name: "conflict",
		label: "A*, conflict",
		what: "manhattan, plus linear conflicts: the judge file's",
		heuristic: "conflict",
		kind: Kind::AStar,
		admissible: true,
		judge_file: true,
		colour: "#0072b2",
		dashes: "",
	},
	Search {
		name: "exact",
		label: "A*, exact",
		what: "the true distance, from a table of every board",
		heuristic: "exact",
		kind: Kind::AStar,
		admissible: true,
		judge_file: false,
		colour: "#009e73",
		dashes: "",
	},
	Search {
		name: "ida-manhattan",
		label: "IDA*, manhattan",
		what: "IDA* under manhattan: depth-first, one path held",
		heuristic: "manhattan",
		kind: Kind::IdaStar,
		admissible: true,
		judge_file: false,
		colour: "#56b4e9",
		dashes: "8 4",
	},
	Search {
		name: "ida-conflict",
		label: "IDA*, conflict",
		what: "IDA* under conflict",
		heuristic: "conflict",
		kind: Kind::IdaStar,
		admissible: true,
		judge_file: false,
		colour: "#000000",
		dashes: "8 4",
	},
	Search {
		name: "manhattan-blank",
		label: "A*, manhattan with the blank",
		what: "A* under manhattan counting the blank: overestimates",
		heuristic: "manhattan-blank",
		kind: Kind::BestFirst { g: 1, h: 1 },
		admissible: false,
		judge_file: false,
		colour: "#e69f00",
		dashes: "4 3",
	},
	Search {
		name: "weighted",
		label: "weighted A*, 2 manhattan",
		what: "A* with f = g + 2 manhattan: at most twice the fewest",
		heuristic: "manhattan",
		kind: Kind::BestFirst { g: 1, h: 2 },
		admissible: false,
		judge_file: false,
		colour: "#d55e00",
		dashes: "4 3",
	},
	Search {
		name: "greedy",
		label: "greedy, manhattan",
		what: "greedy best-first, f = manhattan: fast, long answers",
		heuristic: "manhattan",
		kind: Kind::BestFirst { g: 0, h: 1 },
		admissible: false,
		judge_file: false,
		colour: "#000000",
		dashes: "1 3",
	},
];

/// The search named `name`.
pub fn named(name: &str) -> Option<&'static Search> {
	SEARCHES.iter().find(|search| search.name == name)
}

/// The names of the heuristics the judge file's A* runs under, the weakest first.
pub fn heuristics() -> Vec<&'static str> {
	SEARCHES.iter().filter(|search| search.kind == Kind::AStar).map(|search| search.name).collect()
}

/// The searches that answer boards one by one with their moves: what `--heuristic` takes. Every
/// search of the table does, breadth-first search too.
pub fn answering() -> Vec<&'static Search> {
	SEARCHES.iter().collect()
}

/// The front end's plan for an input of many cases, which `--heuristic auto` names: A* under
/// `conflict` until the input has expanded as many boards as building the exact table costs,
/// then under `exact`.
pub const AUTO: &str = "auto";

/// The judge file's own search: A* under the linear conflicts.
pub fn judge_files() -> &'static Search {
	SEARCHES.iter().find(|search| search.judge_file).expect("the table has the judge file's")
}

/// Every search's name, in the table's order.
pub fn names() -> Vec<&'static str> {
	SEARCHES.iter().map(|search| search.name).collect()
}

#[cfg(test)]
mod tests {
	use super::*;

	#[test]
	fn names_are_one_word_each_and_the_judge_files_is_a_star_under_conflict() {
		// A name is lower-case letters, hyphens between words.
		for (at, search) in SEARCHES.iter().enumerate() {
			let word = |byte: u8| byte.is_ascii_lowercase() || byte == b'-';
			assert!(search.name.bytes().all(word), "{search:?}");
			assert!(SEARCHES[..at].iter().all(|before| before.name != search.name));
			let look = |one: &Search| (one.colour, one.dashes);
			assert!(SEARCHES[..at].iter().all(|before| look(before) != look(search)), "{search:?}");
			assert!(!search.judge_file || search.kind == Kind::AStar, "{search:?}");
			assert_eq!(named(search.name), Some(search));
		}
		assert_eq!(answering().len(), SEARCHES.len());
		assert_eq!(SEARCHES.iter().filter(|search| search.judge_file).count(), 1);
		assert_eq!(judge_files().name, "conflict");
		// `--compare` holds every search to the first's answer: breadth-first search's.
		assert_eq!(SEARCHES[0].kind, Kind::BreadthFirst);
	}

	#[test]
	fn each_colour_serves_two_lines_at_most_and_the_blues_three() {
		for search in &SEARCHES {
			let sharing: Vec<&Search> =
				SEARCHES.iter().filter(|other| other.colour == search.colour).collect();
			assert!(sharing.len() <= 2, "{} lines in {}", sharing.len(), search.colour);
			assert!(
				sharing.len() == 1
					|| sharing.iter().any(|one| one.dashes.is_empty())
					|| search.colour == "#000000",
				"{sharing:?}"
			);
		}
		let blue = |search: &&Search| ["#56b4e9", "#0072b2"].contains(&search.colour);
		assert!(SEARCHES.iter().filter(blue).count() <= 3);
	}
}
