//! Any search of the table run on a board: breadth-first search, the judge file's A*, the kit's
//! best-first search with weights, or IDA*, one interface for the front end, `--compare`, the page
//! and the tests. The searches' buffers are kept from case to case, as the judge file keeps its
//! own.

use crate::reference::{breadth_first_watched, index, slide, Step, BOARDS};
use crate::reference::{Effort, Move};
use crate::solving::best_first::BestFirst;
use crate::solving::engine::{self, Heuristic, Solver, State};
use crate::solving::ida_star::IdaStar;
use crate::solving::searches::{Kind, Search};
use crate::solving::trace::{Watch, Watched};

/// A search ready to run, its buffers made.
pub struct Runner {
	search: &'static Search,
	engine: Engine,
}

enum Engine {
	BreadthFirst(BreadthFirst),
	AStar(Box<Solver>),
	BestFirst(BestFirst),
	IdaStar(IdaStar),
}

/// A watch that watches nothing: the compiler takes its calls out.
pub struct Unwatched;

impl Watch for Unwatched {
	fn taken(&mut self, _state: State, _g: u32, _h: u32, _f: u32, _stale: bool) {}
	fn pushed(&mut self, _state: State, _step: Option<Move>, _g: u32, _h: u32, _f: u32) {}
	fn passed(&mut self, _state: State, _step: Move, _moves: u32) {}
	fn silent(&self) -> bool {
		true
	}
}

impl Runner {
	/// `search`, ready: `Some` for every search of the table, breadth-first search too. (It was
	/// `None` for breadth-first search once, and its callers still take an `Option`.)
	pub fn new(search: &'static Search) -> Option<Runner> {
		let engine = match search.kind {
			Kind::BreadthFirst => Engine::BreadthFirst(BreadthFirst::new()),
			Kind::AStar => Engine::AStar(Box::new(Solver::new())),
			Kind::BestFirst { g, h } => Engine::BestFirst(BestFirst::new(g, h)),
			Kind::IdaStar => Engine::IdaStar(IdaStar::new()),
		};
		Some(Runner { search, engine })
	}

	pub fn search(&self) -> &'static Search {
		self.search
	}

	/// The moves from `start`, which must reach the goal, found under `heuristic` (the search's
	/// own, [`Search::heuristic`]), every step told to `watch`.
	pub fn solve<H: Heuristic, W: Watch>(
		&mut self,
		heuristic: &H,
		start: State,
		watch: &mut W,
	) -> Vec<Move> {
		match &mut self.engine {
			Engine::BreadthFirst(search) => search.solve(heuristic.goal(), start, watch),
			Engine::AStar(solver) => solver.solve(heuristic, start, &mut Watched(watch)).to_vec(),
			Engine::BestFirst(search) => search.solve(heuristic, start, watch),
			Engine::IdaStar(search) => search.solve(heuristic, start, watch),
		}
	}

	/// What the last search did.
	pub fn effort(&self) -> Effort {
		match &self.engine {
			Engine::BreadthFirst(search) => search.effort,
			Engine::AStar(solver) => solver.effort,
			Engine::BestFirst(search) => search.effort,
			Engine::IdaStar(search) => search.effort,
		}
	}
}

/// Breadth-first search, watched as the others are: the kit's one breadth-first search
/// (`src/reference/distances.rs`, which never uses the judge file), its steps told in the words
/// of A*'s trace. A queue gives its boards out in the order they went in, so each is told with
/// h = 0 and f = g. The kit's search keeps no path; the moves that reached each board, from its
/// steps, give one back.
struct BreadthFirst {
	/// The move that first reached each board, by the reference's index, plus one (0: none).
	reached_by: Vec<u8>,
	/// The boards this case reached, to clear before the next.
	reached: Vec<usize>,
	effort: Effort,
}

impl BreadthFirst {
	fn new() -> BreadthFirst {
		BreadthFirst { reached_by: vec![0; BOARDS], reached: Vec::new(), effort: Effort::default() }
	}

	fn solve<W: Watch>(&mut self, goal: State, start: State, watch: &mut W) -> Vec<Move> {
		for &at in &self.reached {
			self.reached_by[at] = 0;
		}
		self.reached.clear();
		let (start, goal) = (engine::unpack(start), engine::unpack(goal));
		let (reached_by, reached) = (&mut self.reached_by, &mut self.reached);
		let effort = breadth_first_watched(&start, &goal, |step| match step {
			Step::Taken { board, moves } => {
				let g = u32::from(moves);
				watch.taken(engine::pack(&board), g, 0, g, false);
			}
			Step::Pushed { board, step, moves } => {
				if let Some(way) = step {
					let at = index(&board);
					reached_by[at] = way as u8 + 1;
					reached.push(at);
				}
				let g = u32::from(moves);
				watch.pushed(engine::pack(&board), step, g, 0, g);
			}
			Step::Passed { board, step, moves } => {
				watch.passed(engine::pack(&board), step, u32::from(moves));
			}
		});
		self.effort = effort;
		// Back from the goal, undoing the move that reached each board, to the start.
		let mut moves = Vec::new();
		let mut board = goal;
		while board != start {
			let way = crate::reference::Move::ALL[usize::from(self.reached_by[index(&board)] - 1)];
			moves.push(way);
			board = slide(&board, way.opposite()).expect("a move can be undone");
		}
		moves.reverse();
		moves
	}
}

#[cfg(test)]
mod tests {
	use super::*;
	use crate::reference::{breadth_first_to, follow, Distances, Random, GOAL};
	use crate::solving::heuristics::Zero;
	use crate::solving::searches;
	use crate::solving::trace::Counter;

	#[test]
	fn breadth_first_search_watched_counts_as_the_kits_and_gives_a_shortest_path() {
		let distances = Distances::compute(&GOAL);
		let mut random = Random::new(1525);
		let mut boards = vec![GOAL, [8, 6, 7, 2, 5, 4, 3, 0, 1], [6, 4, 7, 8, 5, 0, 3, 2, 1]];
		while boards.len() < 60 {
			let board = random.board();
			if distances.of(&board).is_some() {
				boards.push(board);
			}
		}
		let bfs = searches::named("bfs").expect("breadth-first search");
		let mut runner = Runner::new(bfs).expect("a runner");
		let zero = Zero { goal: engine::pack(&GOAL) };
		for board in &boards {
			let mut counter = Counter::new(zero.goal);
			let moves = runner.solve(&zero, engine::pack(board), &mut counter);
			let kits = breadth_first_to(board, &GOAL);
			let tally = counter.tally;
			let counted = (tally.expanded, tally.pushed, tally.largest, tally.stale);
			assert_eq!(counted, (kits.expanded, kits.pushed, kits.largest, 0), "{board:?}");
			assert_eq!(
				(runner.effort().expanded, runner.effort().pushed),
				(kits.expanded, kits.pushed)
			);
			let letters: Vec<u8> = moves.iter().map(|step| step.letter()).collect();
			assert_eq!(follow(board, &letters), Ok(GOAL), "{board:?}");
			assert_eq!(kits.moves, Some(letters.len() as u8), "{board:?}");
		}
	}
}
