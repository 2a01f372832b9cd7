//! The judge file's own search, watched through its `Trace`: every step in its order, as text
//! for a person or as one JSON object a line for a program, and the counts of them, which equal
//! what `--stats` says. (The browser page takes the same steps through the same `Trace`, in its
//! own module: web/src/lib.rs.) Each step is written as it happens, so that a
//! search of any size streams, in the memory the search itself needs.

use crate::judge_file::{self, Move, Priority, State, Trace};
use std::io::{self, Write};

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
	/// The entries in the open list now, and the most it held at once.
	pub open: u64,
	pub largest: u64,
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

impl Trace for Counter {
	fn taken(&mut self, state: State, _priority: Priority, stale: bool) {
		let tally = &mut self.tally;
		tally.open -= 1;
		if stale {
			tally.stale += 1;
		} else if state != self.goal {
			tally.expanded += 1;
		}
	}

	fn pushed(&mut self, _state: State, _step: Option<Move>, _g: u32, _h: u32) {
		let tally = &mut self.tally;
		tally.pushed += 1;
		tally.open += 1;
		tally.largest = tally.largest.max(tally.open);
	}

	fn passed(&mut self, _state: State, _step: Move, _moves: u32) {
		self.tally.passed += 1;
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
pub fn shown(board: &judge_file::Board, form: Form) -> String {
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
	start: &judge_file::Board,
	goal: &judge_file::Board,
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
	/// A trace of the search from `start` to `goal` under the heuristic named `heuristic`, its
	/// first line written.
	pub fn new(
		output: W,
		form: Form,
		case: u64,
		start: State,
		goal: State,
		heuristic: &str,
	) -> Tracer<W> {
		let mut tracer = Tracer { form, output, counter: Counter::new(goal), failure: None };
		let (start, goal) = (judge_file::unpack(start), judge_file::unpack(goal));
		let line = match form {
			Form::Text => format!(
				"case {case}: A* from {} to {}, under {heuristic}",
				shown(&start, form),
				shown(&goal, form)
			),
			Form::Json => format!(
				"{{\"event\":\"case\",\"case\":{case},\"board\":{},\"goal\":{},\"heuristic\":\"{heuristic}\"}}",
				shown(&start, form),
				shown(&goal, form)
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
		let Tally { expanded, pushed, stale, passed, largest, .. } = self.counter.tally;
		let line = match self.form {
			Form::Text => format!(
				"answer: {} ({} moves); {expanded} expanded, {pushed} pushed, {stale} stale, \
				 {passed} passed over, the open list {largest} at most",
				if answer.is_empty() { "none needed" } else { &answer },
				moves.len()
			),
			Form::Json => format!(
				"{{\"event\":\"answer\",\"moves\":\"{answer}\",\"length\":{},\"expanded\":{expanded},\
				 \"pushed\":{pushed},\"stale\":{stale},\"passed\":{passed},\"largest\":{largest}}}",
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

impl<W: Write> Trace for Tracer<W> {
	fn taken(&mut self, state: State, priority: Priority, stale: bool) {
		self.counter.taken(state, priority, stale);
		let (g, f) = (priority.g(), priority.f());
		let board = shown(&judge_file::unpack(state), self.form);
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
				format!("take {board}  g {g} h {} f {f}  open {open}{what}", f - g)
			}
			Form::Json => format!(
				"{{\"event\":\"take\",\"board\":{board},\"g\":{g},\"h\":{},\"f\":{f},\"stale\":{stale},\
				 \"goal\":{goal},\"open\":{open}}}",
				f - g
			),
		};
		self.line(&line);
	}

	fn pushed(&mut self, state: State, step: Option<Move>, g: u32, h: u32) {
		self.counter.pushed(state, step, g, h);
		let board = shown(&judge_file::unpack(state), self.form);
		let open = self.counter.tally.open;
		let line = match (self.form, step) {
			(Form::Text, Some(step)) => {
				format!("  {} push {board}  g {g} h {h} f {}  open {open}", letter(step), g + h)
			}
			(Form::Text, None) => format!("push {board}  g {g} h {h} f {}  open {open}", g + h),
			(Form::Json, step) => format!(
				"{{\"event\":\"push\",\"board\":{board},\"move\":{},\"g\":{g},\"h\":{h},\"f\":{},\
				 \"open\":{open}}}",
				step.map_or("null".to_string(), |step| format!("\"{}\"", letter(step))),
				g + h
			),
		};
		self.line(&line);
	}

	fn passed(&mut self, state: State, step: Move, moves: u32) {
		self.counter.passed(state, step, moves);
		let board = shown(&judge_file::unpack(state), self.form);
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
}
