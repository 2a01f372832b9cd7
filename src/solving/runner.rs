//! Any search of the table run on a board: the judge file's A*, the kit's best-first search with
//! weights, or IDA*, one interface for the front end, `--compare`, the page and the tests. The
//! searches' buffers are kept from case to case, as the judge file keeps its own.

use crate::solving::best_first::BestFirst;
use crate::solving::ida_star::IdaStar;
use crate::solving::judge_file::{Effort, Heuristic, Move, Solver, State};
use crate::solving::searches::{Kind, Search};
use crate::solving::trace::{Watch, Watched};

/// A search ready to run, its buffers made.
pub struct Runner {
	search: &'static Search,
	engine: Engine,
}

enum Engine {
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
}

impl Runner {
	/// `search`, ready; `None` for breadth-first search, which keeps no path (the kit's judge:
	/// `src/reference/distances.rs`).
	pub fn new(search: &'static Search) -> Option<Runner> {
		let engine = match search.kind {
			Kind::BreadthFirst => return None,
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
			Engine::AStar(solver) => solver.solve(heuristic, start, &mut Watched(watch)).to_vec(),
			Engine::BestFirst(search) => search.solve(heuristic, start, watch),
			Engine::IdaStar(search) => search.solve(heuristic, start, watch),
		}
	}

	/// What the last search did.
	pub fn effort(&self) -> Effort {
		match &self.engine {
			Engine::AStar(solver) => solver.effort,
			Engine::BestFirst(search) => search.effort,
			Engine::IdaStar(search) => search.effort,
		}
	}
}
