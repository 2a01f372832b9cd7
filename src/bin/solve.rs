//! `solve`, the kit's front end: the kit's engine (`src/solving/engine.rs`, the judge file's
//! search, held to its answers byte for byte) with the options people use around it. With no
//! options it answers as the judge file (`src/main.rs`, the binary `eight`) does; the options
//! choose the problem and the search, report what each search did, trace the search step by
//! step, set every search side by side, and buy the exact table for an input of many cases.

use eight_kit::reference::Move;
use eight_kit::reference::{default_problem, listing, names_listed, Problem};
use eight_kit::shell::cli::{self, Error, Parsed, Parser, Program};
use eight_kit::shell::memory::SayingAllocator;
use eight_kit::shell::started;
use eight_kit::solving::cases::{write_answer, Cases, Failure};
use eight_kit::solving::compare::{self, Searches};
use eight_kit::solving::engine::{self, Conflict, Heuristic, RentOrBuy, Serving, Solver};
use eight_kit::solving::heuristics::WithHeuristic;
use eight_kit::solving::runner::{Runner, Unwatched};
use eight_kit::solving::searches::{self, Search};
use eight_kit::solving::trace::{self, Form, Tracer, Watch, Watched};
use eight_kit::solving::{exact, heuristics};
use searches::Kind;
use std::io::{self, BufRead, Write};
use std::process::ExitCode;
use std::time::Instant;

/// Memory refused is said in one line, with the status of any other failure.
#[global_allocator]
static MEMORY: SayingAllocator = SayingAllocator { program: "solve", status: 1 };

fn usage() -> String {
	let problems = listing(|problem| {
		format!("{}: {}; goal {}", problem.judge, problem.answer_words(), problem.goal_words())
	});
	let mut heuristics = String::new();
	for search in searches::answering() {
		let mark = match (search.judge_file, search.admissible) {
			(true, _) => "*",
			(false, false) => "!",
			(false, true) => " ",
		};
		heuristics += &format!("{:20}{mark} {:<15} {}\n", "", search.name, search.what);
	}
	format!(
		"\
usage: solve [--problem NAME] [--heuristic NAME] [--stats] [--steps | --trace [json]] < boards
       solve [--problem NAME] --compare < boards
       solve --list-problems

Reads boards until the input ends: 9 cells a case, 1 to 8 or the blank (x, X or 0),
separated by any whitespace or none. Prints a line per case, as the problem asks:
{problems}\
Exit: 0 done; 2 bad input or arguments (earlier answers printed first); 1 failed I/O.
By default it answers as the judge file, src/main.rs (the binary eight), does.

  --problem NAME    the problem; by default the judge file's own, {default}
  --heuristic NAME  the search: by default A* under conflict, the judge file's search
                    (marked *); or any of these (! marks those whose answers may be longer
                    than the fewest); or auto, for an input of many cases: A* under conflict
                    until the input has expanded as many boards as building the exact table
                    costs, then under exact:
{heuristics}  --stats           per case on standard error: moves, boards expanded and pushed,
                    microseconds, the heuristic that served (and when auto bought the
                    exact table); then the peak memory
  --steps           after each answer, the boards along its path, the blank shown as .
  --trace [json]    instead of the answers, every step of the search (for A*, the judge
                    file's own): each board taken out of the open list (g, h, f, stale or
                    not; bfs's is a queue, h 0), each neighbour pushed (g, h, f) or passed
                    over, the open list's size; for IDA*, each bound, each board entered or
                    cut off; then the answer and the counts; as text, or one JSON object a
                    line with json
  --compare         instead of the answers, a table for each board: every search above,
                    their moves (and how many over the fewest), boards expanded and pushed,
                    the open list's largest size (IDA*'s path), IDA*'s iterations, the
                    effective branching factor
  --list-problems   the problems' names, one a line, for scripts: first the judge
                    file's own, then the others in the catalogue's order
  --help, --version alone
",
		default = default_problem().name
	)
}

const PROGRAM: Program = Program { name: "solve", usage };

/// The searches `--heuristic` takes, by name, and `auto`, the plan that buys the exact table.
fn heuristic_names() -> Vec<&'static str> {
	let mut names: Vec<&str> = searches::answering().iter().map(|search| search.name).collect();
	names.push(searches::AUTO);
	names
}

/// What the command line asks for.
enum Request {
	Answer(Options),
	/// `--list-problems`.
	ListProblems,
}

/// What is written for each case.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Show {
	/// The answers, as a judge reads them.
	Answers,
	/// The search, step by step.
	Trace(Form),
	/// Every search, side by side.
	Compare,
}

struct Options {
	problem: &'static Problem,
	/// The search named, or `None` for `auto`: the rent-or-buy plan.
	search: Option<&'static Search>,
	stats: bool,
	steps: bool,
	show: Show,
}

fn read_request(parser: &mut Parser) -> Result<Request, Error> {
	let mut options = Options {
		problem: default_problem(),
		search: Some(searches::judge_files()),
		stats: false,
		steps: false,
		show: Show::Answers,
	};
	let mut list = false;
	while let Some(name) = parser.next_option()? {
		match name.as_str() {
			"--problem" => options.problem = parser.value_as(Problem::named)?,
			"--heuristic" => options.search = heuristic_named(&parser.value()?)?,
			"--stats" => options.stats = true,
			"--steps" => options.steps = true,
			"--trace" => {
				options.show = match parser.optional_value(&["text", "json"])?.as_deref() {
					Some("json") => Show::Trace(Form::Json),
					_ => Show::Trace(Form::Text),
				}
			}
			"--compare" => options.show = Show::Compare,
			"--list-problems" => list = true,
			_ => return Err(parser.unknown()),
		}
	}
	for other in ["--problem", "--heuristic", "--stats", "--steps", "--trace", "--compare"] {
		parser.apart(&[&["--list-problems", other]])?;
	}
	for other in ["--heuristic", "--stats", "--steps", "--trace"] {
		parser.apart(&[&["--compare", other]])?;
	}
	parser.apart(&[&["--steps", "--trace"]])?;
	Ok(if list { Request::ListProblems } else { Request::Answer(options) })
}

fn heuristic_named(name: &str) -> Result<Option<&'static Search>, Error> {
	let names = heuristic_names();
	if name == searches::AUTO {
		return Ok(None);
	}
	match searches::answering().into_iter().find(|search| search.name == name) {
		Some(search) => Ok(Some(search)),
		None => Err(Error::Usage(format!(
			"unknown heuristic '{name}': the names are {}",
			eight_kit::reference::listed(&names)
		))),
	}
}

/// `--list-problems`: the names, the judge file's own first.
fn problem_names() -> String {
	names_listed(default_problem())
}

/// Answers standard input as `options` ask, with the heuristic they name.
fn run(options: &Options) -> Result<(), Failure> {
	let problem = options.problem;
	let goal = engine::pack(&problem.goal);
	let run = Run { options, problem, input: io::stdin().lock() };
	if options.show == Show::Compare {
		return run.compare();
	}
	let search = match options.search {
		None => return run.answer(RentOrBuy::new(Conflict::new(goal), engine::SWEEP_PRICE)),
		Some(search) => search,
	};
	// The exact table is built here, timed for --stats, only if that is the heuristic.
	let mut reported = Ok(());
	let table = || {
		let clock = Instant::now();
		let table = exact::distances_to(goal);
		if options.stats {
			let took = micros(clock);
			reported = report(format!(
				"exact table: {} boards by breadth-first sweep, {took:.3} us",
				engine::SOLVABLE
			));
		}
		std::borrow::Cow::Owned(table)
	};
	let answered = heuristics::with_heuristic(search.heuristic, goal, table, run)
		.expect("the command line takes only the searches there are");
	answered.and(reported.map_err(Failure::Write))
}

/// A run's settings.
struct Run<'a, R> {
	options: &'a Options,
	problem: &'static Problem,
	input: R,
}

impl<R: BufRead> WithHeuristic for Run<'_, R> {
	type Output = Result<(), Failure>;

	/// Every case answered under `heuristic` alone: the table is never bought.
	fn run<H: Heuristic>(self, heuristic: &H, _name: &'static str) -> Result<(), Failure> {
		self.answer(RentOrBuy::new(heuristic, u64::MAX))
	}
}

impl<R: BufRead> Run<'_, R> {
	/// Every case answered by the search the options name, under `plan`'s heuristic (or, for
	/// `auto`, as `plan` rents or buys), in one loop.
	fn answer<H: Heuristic>(self, plan: RentOrBuy<H>) -> Result<(), Failure> {
		let Run { options, problem, input } = self;
		let mut output = io::BufWriter::with_capacity(1 << 16, io::stdout().lock());
		let mut cases = Cases::new(input);
		let mut engine = Engine::new(plan, options.search);
		let mut line = Vec::new();
		let end = loop {
			let cells = match cases.next_case(&mut output) {
				Ok(Some(cells)) => cells,
				end => break end,
			};
			let start = engine::pack(&cells);
			let clock = Instant::now();
			let solvable = engine::is_solvable(&cells, &problem.goal);
			let (search, buys) = engine.serving();
			let moves = match (solvable, options.show) {
				(false, Show::Trace(form)) => {
					let said = trace::unsolvable(form, cases.case, &cells, &problem.goal);
					writeln!(output, "{said}").map_err(Failure::Write)?;
					None
				}
				(false, _) => None,
				(true, Show::Trace(form)) => {
					let goal = engine.plan.rented.goal();
					let mut tracer =
						Tracer::new(&mut output, form, cases.case, start, goal, search);
					let moves = engine.solve(start, &mut tracer);
					tracer.finish(&moves).map_err(Failure::Write)?;
					Some(moves)
				}
				(true, _) => Some(engine.solve(start, &mut Unwatched)),
			};
			let took = micros(clock);
			if options.show == Show::Answers {
				line.clear();
				write_answer(&mut line, problem, moves.as_deref());
				if options.steps {
					write_steps(&mut line, cells, moves.as_deref());
				}
				output.write_all(&line).map_err(Failure::Write)?;
			}
			if options.stats {
				// Standard error never runs ahead of standard output: a case is said once its
				// answer is out.
				output.flush().map_err(Failure::Write)?;
				let bought = buys && solvable;
				let said = engine.said(cases.case, moves.as_deref(), took, search, bought);
				report(said).map_err(Failure::Write)?;
			}
		};
		// As the judge file does: the answers before bad input written, or the failure said.
		output.flush().map_err(Failure::Write)?;
		if options.stats {
			let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
			if let Some(peak) = status.lines().find(|line| line.starts_with("VmHWM:")) {
				let peak = peak[6..].trim().trim_end_matches(" kB");
				report(format!("peak memory: {peak} KiB")).map_err(Failure::Write)?;
			}
		}
		end.map(|_| ())
	}

	/// `--compare`: every search on each board, as a table.
	fn compare(self) -> Result<(), Failure> {
		let Run { problem, input, .. } = self;
		let mut output = io::BufWriter::new(io::stdout().lock());
		let mut cases = Cases::new(input);
		let mut searches = Searches::new(&problem.goal);
		let end = loop {
			let cells = match cases.next_case(&mut output) {
				Ok(Some(cells)) => cells,
				end => break end,
			};
			let board = trace::shown(&cells, Form::Text);
			let case = cases.case;
			let text = if engine::is_solvable(&cells, &problem.goal) {
				let rows = searches.rows(&cells);
				let moves = rows[0].moves;
				let noun = if moves == 1 { "move" } else { "moves" };
				format!("case {case}: {board}, {moves} {noun}\n\n{}\n", compare::table(&rows))
			} else {
				format!("case {case}: {board} cannot reach the goal: no search is made\n\n")
			};
			output.write_all(text.as_bytes()).map_err(Failure::Write)?;
		};
		output.flush().map_err(Failure::Write)?;
		end.map(|_| ())
	}
}

/// What answers a case: the judge file's solver under a plan (A* under one heuristic, or `auto`'s
/// rent or buy), or the kit's engine for a search of another kind under the plan's heuristic.
struct Engine<H> {
	plan: RentOrBuy<H>,
	named: Option<&'static Search>,
	solver: Solver,
	other: Option<Runner>,
}

impl<H: Heuristic> Engine<H> {
	fn new(plan: RentOrBuy<H>, named: Option<&'static Search>) -> Engine<H> {
		let other = named.filter(|search| search.kind != Kind::AStar).map(|search| {
			Runner::new(search).expect("--heuristic takes only searches that answer")
		});
		Engine { plan, named, solver: Solver::new(), other }
	}

	/// The search that serves the next case, and whether the plan buys its table first: the one
	/// named, or the one `auto`'s plan says.
	fn serving(&self) -> (&'static Search, bool) {
		let next = self.plan.next();
		let search = match (self.named, next) {
			(Some(search), _) => search,
			(None, Serving::Rented) => searches::named("conflict").expect("the table has conflict"),
			(None, _) => searches::named("exact").expect("the table has exact"),
		};
		(search, next == Serving::Buying)
	}

	/// The moves from `start`, which must reach the goal, every step told to `watch`.
	fn solve<W: Watch>(&mut self, start: engine::State, watch: &mut W) -> Vec<Move> {
		match &mut self.other {
			Some(runner) => runner.solve(&self.plan.rented, start, watch),
			None => {
				self.plan.solve(&mut self.solver, start, &mut Watched(watch));
				self.solver.moves().to_vec()
			}
		}
	}

	/// `--stats`' line for a case.
	fn said(
		&self,
		case: u64,
		moves: Option<&[Move]>,
		took: f64,
		search: &Search,
		bought: bool,
	) -> String {
		let eight_kit::reference::Effort { expanded, pushed, .. } = match &self.other {
			Some(runner) => runner.effort(),
			None => self.solver.effort,
		};
		let (said, served_by, expanded, pushed) = match moves.map(<[Move]>::len) {
			None => ("unsolvable".to_string(), "parity", 0, 0),
			Some(1) => ("1 move".to_string(), search.name, expanded, pushed),
			Some(length) => (format!("{length} moves"), search.name, expanded, pushed),
		};
		// In words without a comma, which parts the fields.
		let bought = match bought {
			true => format!(
				" (the table bought first: {} boards expanded under conflict reached its price {})",
				self.plan.rent, self.plan.price
			),
			false => String::new(),
		};
		format!("case {case}: {said}, {expanded} expanded, {pushed} pushed, {took:.3} us, {served_by}{bought}")
	}
}

/// Microseconds since `clock`, to the nanosecond: one case with the exact table takes about one.
fn micros(clock: Instant) -> f64 {
	clock.elapsed().as_secs_f64() * 1e6
}

/// A line of `--stats` on standard error, at once and whole, as the answers go out. The figures
/// were asked for: a standard error that cannot take them (a full disk, a closed stream) ends the
/// run as a failure, after the answers already written.
fn report(line: String) -> io::Result<()> {
	if started::was_closed(2) {
		return Err(io::Error::new(io::ErrorKind::Other, "standard error is closed"));
	}
	io::stderr().write_all((line + "\n").as_bytes())
}

/// `--steps`: the boards along the path, each headed by its number and move, the blank `.`.
fn write_steps(text: &mut Vec<u8>, start: eight_kit::reference::Board, moves: Option<&[Move]>) {
	let moves = match moves {
		None => return text.extend_from_slice(b"(this board cannot reach the goal)\n\n"),
		Some([]) => return text.extend_from_slice(b"(this board is already solved)\n\n"),
		Some(moves) => moves,
	};
	let mut board = start;
	for number in 0..=moves.len() {
		let heading = match number {
			0 => "start".to_string(),
			_ => {
				let letter = moves[number - 1].letter();
				let way = eight_kit::reference::Move::from_letter(letter);
				let next = way.and_then(|way| eight_kit::reference::slide(&board, way));
				board = next.expect("an answer's moves stay on the board: each was searched");
				(letter as char).to_string()
			}
		};
		text.extend_from_slice(format!("step {number}: {heading}\n").as_bytes());
		for row in board.chunks(3) {
			let cell = |place: usize| if row[place] == 0 { b'.' } else { b'0' + row[place] };
			text.extend_from_slice(&[cell(0), b' ', cell(1), b' ', cell(2), b'\n']);
		}
		text.push(b'\n');
	}
}

fn main() -> ExitCode {
	let request = cli::parse(&PROGRAM, cli::arguments(), read_request);
	let options = match request {
		Ok(Parsed::Run(Request::Answer(options))) => options,
		Ok(Parsed::Run(Request::ListProblems)) => {
			return cli::finish("solve", started::print(&problem_names()), |_| 1)
		}
		Ok(Parsed::Print(text)) => return cli::finish("solve", started::print(&text), |_| 1),
		Err(error) => return cli::finish("solve", Err(error), |_| 2),
	};
	// Lost output is never success: a standard stream closed at the start is refused.
	if let Err(error) = started::usable(true, true) {
		return cli::finish("solve", Err(error), |_| 1);
	}
	// A person who runs it at a terminal with no input given is told what it waits for, rather
	// than left before a silence that looks like a hang. (The judge file says nothing: no judge
	// gives it a terminal.)
	if started::input_is_terminal() {
		let _ = writeln!(
			io::stderr(),
			"solve: reading boards from the terminal, nine cells each (1 to 8, and x or 0 the blank); \
			 Ctrl-D ends the input (solve --help says more)"
		);
	}
	exit_status(run(&options))
}

/// How a run ends, as the judge file's does: 0 when everything is answered or the output's reader
/// has gone (`solve < many.in | head -1`); else a message, and 2 for bad input, 1 for reading or
/// writing that failed.
fn exit_status(result: Result<(), Failure>) -> ExitCode {
	let (why, code) = match result {
		Ok(()) => return ExitCode::SUCCESS,
		Err(Failure::Write(error)) if error.kind() == io::ErrorKind::BrokenPipe => {
			return ExitCode::SUCCESS
		}
		Err(Failure::Input(why)) => (why, 2),
		Err(Failure::Read(error)) => (format!("cannot read the input: {error}"), 1),
		Err(Failure::Write(error)) => (format!("cannot write the output: {error}"), 1),
	};
	// Unlike `eprintln!`, this cannot panic: if standard error fails, the status still tells.
	let _ = writeln!(io::stderr(), "solve: {why}");
	ExitCode::from(code)
}
