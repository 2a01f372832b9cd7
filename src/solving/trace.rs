//! A search watched: the judge file's own through its `Trace`, and the kit's others (best-first
//! with weights, IDA*) through [`Watch`], which says the same and what IDA* does besides. Every
//! step in its order, as text for a person or as one JSON object a line for a program, and the
//! counts of them, which equal what `--stats` says. (The browser page takes the same steps
//! through the same traits, in its own module: web/src/lib.rs.) Each step is written as it
//! happens, so that a search of any size streams, in the memory the search itself needs.

use crate::reference::Move;
use crate::solving::engine::{self, Priority, State, Trace};
use crate::solving::searches::{Kind, Search};
use std::io::{self, Write};

/// What a search can be watched doing: the judge file's `Trace` with f told rather than packed
/// (the kit's searches weigh g and h, and their f has no bound), and IDA*'s own steps.
pub trait Watch {
	/// A board was taken out of the open list with its g, h and f; a stale entry is skipped.
	fn taken(&mut self, state: State, g: u32, h: u32, f: u32, stale: bool);
	/// A board went into the open list, reached by `step` (none for the start).
	fn pushed(&mut self, state: State, step: Option<Move>, g: u32, h: u32, f: u32);
	/// A neighbour was not pushed: it had been reached before, in `moves`, no more than now.
	fn passed(&mut self, state: State, step: Move, moves: u32);
	/// IDA*: iteration `iteration` (from 1) begins from the start under `bound`.
	fn bound(&mut self, _iteration: u64, _bound: u32) {}
	/// IDA*: a board entered, `g` moves down the path, its f within the bound.
	fn entered(&mut self, _state: State, _step: Option<Move>, _g: u32, _h: u32) {}
	/// IDA*: a board not entered, its f = g + h over the bound.
	fn cut(&mut self, _state: State, _step: Move, _g: u32, _h: u32) {}
	/// IDA*: the search backs out of a board (the path one shorter).
	fn left(&mut self) {}
	/// Whether it watches nothing at all, so that a search may skip the steps (see the engine's
	/// `Trace::silent`).
	fn silent(&self) -> bool {
		false
	}
}

/// A [`Watch`] as the judge file's loop takes it.
pub struct Watched<'a, W: Watch>(pub &'a mut W);

impl<W: Watch> Trace for Watched<'_, W> {
	fn taken(&mut self, state: State, priority: Priority, stale: bool) {
		let (g, f) = (priority.g(), priority.f());
		self.0.taken(state, g, f - g, f, stale);
	}

	fn pushed(&mut self, state: State, step: Option<Move>, g: u32, h: u32) {
		self.0.pushed(state, step, g, h, g + h);
	}

	fn passed(&mut self, state: State, step: Move, moves: u32) {
		self.0.passed(state, step, moves);
	}

	fn silent(&self) -> bool {
		self.0.silent()
	}
}

/// What a traced search did, counted from the steps as they came.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
	/// Boards taken out and expanded: the goal and stale entries are not.
	pub expanded: u64,
	/// Entries put into the open list, the start's among them.
	pub pushed: u64,
	/// Stale entries taken out and skipped.
	pub stale: u64,
	/// Neighbours not pushed, reached before in no more moves.
	pub passed: u64,
	/// The entries in the open list now, and the most it held at once; for IDA*, the boards on
	/// its path now, and the most it held at once.
	pub open: u64,
	pub largest: u64,
	/// IDA*'s iterations; none for the others.
	pub iterations: u64,
}

/// Counts a search's steps, with no word of them: what `--compare` needs.
pub struct Counter {
	/// The goal, whose taking out ends the search rather than expanding it.
	goal: State,
	pub tally: Tally,
}

impl Counter {
	pub fn new(goal: State) -> Counter {
		Counter { goal, tally: Tally::default() }
	}
}

impl Watch for Counter {
	fn taken(&mut self, state: State, _g: u32, _h: u32, _f: u32, stale: bool) {
		let tally = &mut self.tally;
		tally.open -= 1;
		if stale {
			tally.stale += 1;
		} else if state != self.goal {
			tally.expanded += 1;
		}
	}

	fn pushed(&mut self, _state: State, _step: Option<Move>, _g: u32, _h: u32, _f: u32) {
		let tally = &mut self.tally;
		tally.pushed += 1;
		tally.open += 1;
		tally.largest = tally.largest.max(tally.open);
	}

	fn passed(&mut self, _state: State, _step: Move, _moves: u32) {
		self.tally.passed += 1;
	}

	fn bound(&mut self, _iteration: u64, _bound: u32) {
		self.tally.iterations += 1;
	}

	/// An entered board counts as pushed (generated), and as expanded unless it is the goal.
	fn entered(&mut self, state: State, _step: Option<Move>, _g: u32, _h: u32) {
		let tally = &mut self.tally;
		tally.pushed += 1;
		tally.expanded += u64::from(state != self.goal);
		tally.open += 1;
		tally.largest = tally.largest.max(tally.open);
	}

	/// A board cut off was generated, and looked at no further.
	fn cut(&mut self, _state: State, _step: Move, _g: u32, _h: u32) {
		self.tally.pushed += 1;
	}

	fn left(&mut self) {
		self.tally.open -= 1;
	}
}

/// How a trace is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
	/// A line a step, for a person.
	Text,
	/// One JSON object a line, for a program.
	Json,
}

/// Writes each step of a search to `output` as it comes, in `form`, and counts them. A failure to
/// write is kept, the first one, and ends the writing; [`Tracer::finish`] gives it back.
pub struct Tracer<W: Write> {
	form: Form,
	output: W,
	counter: Counter,
	failure: Option<io::Error>,
}

/// A board as a trace shows it: `1 2 3 / 4 . 6 / 7 5 8` in text (the blank a `.`), `[1,2,3,4,0,
/// 6,7,5,8]` in JSON.
pub fn shown(board: &crate::reference::Board, form: Form) -> String {
	let cells: Vec<String> = board.iter().map(u8::to_string).collect();
	match form {
		Form::Json => format!("[{}]", cells.join(",")),
		Form::Text => {
			let rows: Vec<String> =
				cells.chunks(3).map(|row| row.join(" ").replace('0', ".")).collect();
			rows.join(" / ")
		}
	}
}

fn letter(step: Move) -> char {
	step.letter() as char
}

/// The trace of a case that needs no search, since its board cannot reach the goal: its one line.
pub fn unsolvable(
	form: Form,
	case: u64,
	start: &crate::reference::Board,
	goal: &crate::reference::Board,
) -> String {
	match form {
		Form::Text => format!(
			"case {case}: {} cannot reach {}: their parities differ, and no search is made",
			shown(start, form),
			shown(goal, form)
		),
		Form::Json => format!(
			"{{\"event\":\"case\",\"case\":{case},\"board\":{},\"goal\":{},\"unsolvable\":true}}",
			shown(start, form),
			shown(goal, form)
		),
	}
}

impl<W: Write> Tracer<W> {
	/// A trace of `search` from `start` to `goal`, its first line written.
	pub fn new(
		output: W,
		form: Form,
		case: u64,
		start: State,
		goal: State,
		search: &Search,
	) -> Tracer<W> {
		let mut tracer = Tracer { form, output, counter: Counter::new(goal), failure: None };
		let (start, goal) = (engine::unpack(start), engine::unpack(goal));
		let (start, goal) = (shown(&start, form), shown(&goal, form));
		let line = match form {
			Form::Text => {
				let under = format!("under {}", search.heuristic);
				let (name, how) = match search.kind {
					Kind::BestFirst { g: 0, h } => {
						("greedy best-first", format!("f = {}, {under}", weighted(0, h)))
					}
					Kind::BestFirst { g: 1, h: 1 } => {
						("A*", format!("{under}, which overestimates"))
					}
					Kind::BestFirst { g, h } => {
						("weighted A*", format!("f = {}, {under}", weighted(g, h)))
					}
					Kind::IdaStar => ("IDA*", under),
					Kind::BreadthFirst => {
						("breadth-first search", "a queue: first in, first out (h 0, f = g)".into())
					}
					Kind::AStar => ("A*", under),
				};
				format!("case {case}: {name} from {start} to {goal}, {how}")
			}
			Form::Json => format!(
				"{{\"event\":\"case\",\"case\":{case},\"board\":{start},\"goal\":{goal},\"heuristic\":\"{}\"}}",
				search.name
			),
		};
		tracer.line(&line);
		tracer
	}

	/// What the steps so far add up to.
	pub fn tally(&self) -> Tally {
		self.counter.tally
	}

	fn line(&mut self, line: &str) {
		if self.failure.is_none() {
			if let Err(error) = writeln!(self.output, "{line}") {
				self.failure = Some(error);
			}
		}
	}

	/// The search's end: the answer found and the counts, the last line of the case; the first
	/// failure to write, if any.
	pub fn finish(mut self, moves: &[Move]) -> Result<W, io::Error> {
		let answer: String = moves.iter().map(|&step| letter(step)).collect();
		let Tally { expanded, pushed, stale, passed, largest, iterations, .. } = self.counter.tally;
		let answer_words = if answer.is_empty() { "none needed" } else { &answer };
		let line = match (self.form, iterations) {
			(Form::Text, 0) => format!(
				"answer: {answer_words} ({} moves); {expanded} expanded, {pushed} pushed, {stale} \
				 stale, {passed} passed over, the open list {largest} at most",
				moves.len()
			),
			(Form::Text, _) => format!(
				"answer: {answer_words} ({} moves); {expanded} expanded, {pushed} pushed, in \
				 {iterations} {}, the path {largest} boards at most",
				moves.len(),
				if iterations == 1 { "iteration" } else { "iterations" }
			),
			(Form::Json, 0) => format!(
				"{{\"event\":\"answer\",\"moves\":\"{answer}\",\"length\":{},\"expanded\":{expanded},\
				 \"pushed\":{pushed},\"stale\":{stale},\"passed\":{passed},\"largest\":{largest}}}",
				moves.len()
			),
			(Form::Json, _) => format!(
				"{{\"event\":\"answer\",\"moves\":\"{answer}\",\"length\":{},\"expanded\":{expanded},\
				 \"pushed\":{pushed},\"iterations\":{iterations},\"largest\":{largest}}}",
				moves.len()
			),
		};
		self.line(&line);
		match self.failure.take() {
			Some(error) => Err(error),
			None => Ok(self.output),
		}
	}
}

impl<W: Write> Watch for Tracer<W> {
	fn taken(&mut self, state: State, g: u32, h: u32, f: u32, stale: bool) {
		self.counter.taken(state, g, h, f, stale);
		let board = shown(&engine::unpack(state), self.form);
		let open = self.counter.tally.open;
		let goal = state == self.counter.goal && !stale;
		let line = match self.form {
			Form::Text => {
				let what = if stale {
					"  (stale: reached in fewer moves since; skipped)"
				} else if goal {
					"  (the goal)"
				} else {
					""
				};
				format!("take {board}  g {g} h {h} f {f}  open {open}{what}")
			}
			Form::Json => format!(
				"{{\"event\":\"take\",\"board\":{board},\"g\":{g},\"h\":{h},\"f\":{f},\"stale\":{stale},\
				 \"goal\":{goal},\"open\":{open}}}"
			),
		};
		self.line(&line);
	}

	fn pushed(&mut self, state: State, step: Option<Move>, g: u32, h: u32, f: u32) {
		self.counter.pushed(state, step, g, h, f);
		let board = shown(&engine::unpack(state), self.form);
		let open = self.counter.tally.open;
		let line = match (self.form, step) {
			(Form::Text, Some(step)) => {
				format!("  {} push {board}  g {g} h {h} f {f}  open {open}", letter(step))
			}
			(Form::Text, None) => format!("push {board}  g {g} h {h} f {f}  open {open}"),
			(Form::Json, step) => format!(
				"{{\"event\":\"push\",\"board\":{board},\"move\":{},\"g\":{g},\"h\":{h},\"f\":{f},\
				 \"open\":{open}}}",
				step.map_or("null".to_string(), |step| format!("\"{}\"", letter(step)))
			),
		};
		self.line(&line);
	}

	fn passed(&mut self, state: State, step: Move, moves: u32) {
		self.counter.passed(state, step, moves);
		let board = shown(&engine::unpack(state), self.form);
		let open = self.counter.tally.open;
		let line = match self.form {
			Form::Text => format!(
				"  {} pass {board}  reached before in {moves} {}, no more than now",
				letter(step),
				if moves == 1 { "move" } else { "moves" }
			),
			Form::Json => format!(
				"{{\"event\":\"pass\",\"board\":{board},\"move\":\"{}\",\"moves\":{moves},\"open\":{open}}}",
				letter(step)
			),
		};
		self.line(&line);
	}

	fn bound(&mut self, iteration: u64, bound: u32) {
		self.counter.bound(iteration, bound);
		let line = match self.form {
			Form::Text => format!("iteration {iteration}: bound {bound}"),
			Form::Json => {
				format!("{{\"event\":\"bound\",\"iteration\":{iteration},\"bound\":{bound}}}")
			}
		};
		self.line(&line);
	}

	fn entered(&mut self, state: State, step: Option<Move>, g: u32, h: u32) {
		self.counter.entered(state, step, g, h);
		let board = shown(&engine::unpack(state), self.form);
		let goal = if state == self.counter.goal { "  (the goal)" } else { "" };
		let line = match (self.form, step) {
			(Form::Text, Some(step)) => {
				format!("  {} enter {board}  g {g} h {h} f {}{goal}", letter(step), g + h)
			}
			(Form::Text, None) => format!("enter {board}  g {g} h {h} f {}{goal}", g + h),
			(Form::Json, step) => format!(
				"{{\"event\":\"enter\",\"board\":{board},\"move\":{},\"g\":{g},\"h\":{h},\"f\":{}}}",
				step.map_or("null".to_string(), |step| format!("\"{}\"", letter(step))),
				g + h
			),
		};
		self.line(&line);
	}

	fn cut(&mut self, state: State, step: Move, g: u32, h: u32) {
		self.counter.cut(state, step, g, h);
		let board = shown(&engine::unpack(state), self.form);
		let line = match self.form {
			Form::Text => {
				format!("  {} cut {board}  g {g} h {h} f {}  over the bound", letter(step), g + h)
			}
			Form::Json => format!(
				"{{\"event\":\"cut\",\"board\":{board},\"move\":\"{}\",\"g\":{g},\"h\":{h},\"f\":{}}}",
				letter(step),
				g + h
			),
		};
		self.line(&line);
	}

	fn left(&mut self) {
		self.counter.left();
		let line = match self.form {
			Form::Text => "  back".to_string(),
			Form::Json => "{\"event\":\"back\"}".to_string(),
		};
		self.line(&line);
	}
}

/// f as a search weighs g and h: `g + 2 h`, `h`.
pub fn weighted(g: u32, h: u32) -> String {
	let term = |weight: u32, name: &str| match weight {
		0 => None,
		1 => Some(name.to_string()),
		weight => Some(format!("{weight} {name}")),
	};
	let terms: Vec<String> = [term(g, "g"), term(h, "h")].into_iter().flatten().collect();
	terms.join(" + ")
}
