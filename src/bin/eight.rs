//! `eight`, the kit's front end: the judge file, `src/main.rs`, compiled here as a module, with
//! the options people use around it. With no arguments it is that file's own `main`, so that it
//! answers exactly as a judge's build does; the options choose the problem and the heuristic, and
//! report what each search did.

#[path = "../main.rs"]
mod judge;

use eight_kit::cli::{self, Error, Parsed, Parser, Program};
use eight_kit::Problem;
use judge::{Conflict, Exact, Failure, Heuristic, Manhattan, State};
use std::io::{self, BufRead, Write};
use std::process::ExitCode;
use std::time::Instant;

const USAGE: &str = "\
usage: eight [--problem NAME] [--heuristic NAME] [--stats] [--steps] < boards

Reads boards until the input ends: 9 cells a case, 1 to 8 or the blank (x, X or 0),
separated by any whitespace or none. Prints a line per case, as the problem asks:
  acwing179       the shortest moves, named by the way the blank goes (u d l r), or
                  `unsolvable`; goal 1 2 3 / 4 5 6 / 7 8 x
  acwing845       how many moves, or -1; the same goal
  luogu1379       how many moves, or -1; goal 1 2 3 / 8 0 4 / 7 6 5
  aoj_alds1_13_b  how many moves, or -1; goal 1 2 3 / 4 5 6 / 7 8 0
  baekjoon1525    the same
  poj1077         as acwing179 (POJ accepts any solution; this is a shortest one)
  hdu1043         the same
Exit: 0 done; 2 bad input or arguments (earlier answers printed first); 1 failed I/O.
With no arguments it answers as src/main.rs does alone, as a judge builds it.

  --problem NAME    the problem; by default the file's PROBLEM constant
  --heuristic NAME  manhattan, conflict (plus linear conflicts and last moves), or exact
                    (auto, the default: the compiler's table for PROBLEM, else built once)
  --stats           per case on standard error: moves, boards expanded and pushed,
                    microseconds, the heuristic; then the peak memory
  --steps           after each answer, the boards along its path, the blank shown as .
  --help, --version alone
";

const PROGRAM: Program = Program { name: "eight", usage: USAGE };

/// Which heuristic A* uses; `auto` is `exact`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Choice {
	Manhattan,
	Conflict,
	Exact,
}

const CHOICES: [(&str, Choice); 4] = [
	("auto", Choice::Exact),
	("manhattan", Choice::Manhattan),
	("conflict", Choice::Conflict),
	("exact", Choice::Exact),
];

struct Options {
	problem: Problem,
	heuristic: Choice,
	stats: bool,
	steps: bool,
}

fn read_options(parser: &mut Parser) -> Result<Options, Error> {
	let mut options =
		Options { problem: files_problem(), heuristic: Choice::Exact, stats: false, steps: false };
	while let Some(name) = parser.next_option()? {
		match name.as_str() {
			"--problem" => options.problem = parser.problem()?,
			"--heuristic" => options.heuristic = heuristic_named(&parser.value()?)?,
			"--stats" => options.stats = true,
			"--steps" => options.steps = true,
			_ => return Err(parser.unknown()),
		}
	}
	Ok(options)
}

fn heuristic_named(name: &str) -> Result<Choice, Error> {
	if let Some(&(_, choice)) = CHOICES.iter().find(|choice| choice.0 == name) {
		return Ok(choice);
	}
	let names: Vec<&str> = CHOICES.iter().map(|choice| choice.0).collect();
	let (last, others) = names.split_last().expect("there are heuristics");
	let others = others.join(", ");
	Err(Error::Usage(format!("unknown heuristic '{name}': the names are {others} and {last}")))
}

/// The judge file's constant for a problem of the kit.
fn judge_problem(problem: Problem) -> judge::Problem {
	match problem {
		// POJ 1077 and HDU 1043 pose AcWing 179's boards, and take no Rust: no constant of their own.
		Problem::AcWing179 | Problem::Poj1077 | Problem::Hdu1043 => judge::ACWING179,
		Problem::AcWing845 => judge::ACWING845,
		Problem::Luogu1379 => judge::LUOGU1379,
		Problem::AojAlds1_13B => judge::AOJ_ALDS1_13_B,
		Problem::Baekjoon1525 => judge::BAEKJOON1525,
	}
}

/// The problem the judge file's `PROBLEM` names: the first of the kit's whose constant poses the
/// same (Baekjoon's poses AOJ's).
fn files_problem() -> Problem {
	let same = |problem: &&Problem| {
		let (constant, file) = (judge_problem(**problem), judge::PROBLEM);
		(constant.goal, constant.prints_moves, constant.unsolvable, constant.blank)
			== (file.goal, file.prints_moves, file.unsolvable, file.blank)
	};
	*Problem::ALL.iter().find(same).expect("the kit knows every constant of the judge file")
}

/// Answers standard input as `options` ask, with the heuristic they name.
fn run(options: &Options) -> Result<(), Failure> {
	let problem = judge_problem(options.problem);
	let goal = judge::pack(&problem.goal);
	let run = Run { options, problem, input: io::stdin().lock() };
	match options.heuristic {
		Choice::Manhattan => run.answer(&Manhattan::new(goal), "manhattan"),
		Choice::Conflict => run.answer(&Conflict::new(goal), "conflict"),
		Choice::Exact if goal == judge::pack(&judge::PROBLEM.goal) => {
			run.answer(&Exact { goal, distances: &judge::DISTANCES }, "exact")
		}
		Choice::Exact => {
			let clock = Instant::now();
			let distances = distances_to(goal);
			if options.stats {
				let took = micros(clock);
				report(format!(
					"exact table: {} boards by breadth-first sweep, {took:.3} us",
					judge::SOLVABLE
				));
			}
			run.answer(&Exact { goal, distances: &distances }, "exact")
		}
	}
}

/// A run's settings.
struct Run<'a, R> {
	options: &'a Options,
	problem: judge::Problem,
	input: R,
}

impl<R: BufRead> Run<'_, R> {
	/// Every case answered under `heuristic`, named `name` for `--stats`; without `--stats` and
	/// `--steps`, by the judge file's own loop.
	fn answer<H: Heuristic>(self, heuristic: &H, name: &str) -> Result<(), Failure> {
		let Run { options, problem, input } = self;
		let mut output = io::BufWriter::with_capacity(1 << 16, io::stdout().lock());
		if !options.stats && !options.steps {
			return judge::answer_all(problem, heuristic, input, output);
		}
		let (mut cases, mut solver) = (judge::Cases::new(input, problem), judge::Solver::new());
		let mut line = Vec::new();
		let end = loop {
			let cells = match cases.next_case(&mut output) {
				Ok(Some(cells)) => cells,
				end => break end,
			};
			let start = judge::pack(&cells);
			let clock = Instant::now();
			let solvable = judge::is_solvable(start, heuristic.goal());
			let moves = if solvable { Some(solver.solve(heuristic, start)) } else { None };
			let took = micros(clock);
			line.clear();
			judge::write_answer(&mut line, problem, moves);
			if options.steps {
				write_steps(&mut line, cells, moves);
			}
			let length = moves.map(<[_]>::len);
			output.write_all(&line).map_err(Failure::Write)?;
			if options.stats {
				let judge::Effort { expanded, pushed } = solver.effort;
				let (said, served_by, expanded, pushed) = match length {
					None => ("unsolvable".to_string(), "parity", 0, 0),
					Some(1) => ("1 move".to_string(), name, expanded, pushed),
					Some(length) => (format!("{length} moves"), name, expanded, pushed),
				};
				let case = cases.case;
				report(format!(
					"case {case}: {said}, {expanded} expanded, {pushed} pushed, {took:.3} us, {served_by}"
				));
			}
		};
		// As the judge file does: the answers before bad input written, or the failure said.
		output.flush().map_err(Failure::Write)?;
		if options.stats {
			let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
			if let Some(peak) = status.lines().find(|line| line.starts_with("VmHWM:")) {
				report(format!("peak memory: {} KiB", peak[6..].trim().trim_end_matches(" kB")));
			}
		}
		end.map(|_| ())
	}
}

/// Microseconds since `clock`, to the nanosecond: one case with the exact table takes about one.
fn micros(clock: Instant) -> f64 {
	clock.elapsed().as_secs_f64() * 1e6
}

/// A line of `--stats` on standard error, at once and whole, as the answers go out. It is only a
/// report: a failure to write it stops nothing.
fn report(line: String) {
	let _ = io::stderr().write_all((line + "\n").as_bytes());
}

/// `--steps`: the boards along the path, each headed by its number and move, the blank `.`.
fn write_steps(text: &mut Vec<u8>, start: judge::Cells, moves: Option<&[judge::Move]>) {
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
				let way = eight_kit::Direction::from_letter(letter);
				let next = way.and_then(|way| eight_kit::slide(&board, way));
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

/// The distances to another goal than the compiled one, by the judge file's own sweep, at run
/// time. Its tables, about 0.9 MB, and their copies go by value, so the sweep runs on a thread
/// with room for them whatever the main thread's stack; where no thread can be had (a sandbox
/// may refuse them), the kit's breadth-first search, which keeps its tables on the heap, fills
/// the same table.
fn distances_to(goal: State) -> Vec<u8> {
	let sweep = move || judge::sweep(judge::Sweep::new(goal), judge::SOLVABLE).distance.to_vec();
	match std::thread::Builder::new().stack_size(64 << 20).spawn(sweep) {
		Ok(thread) => thread.join().expect("the sweep stays inside its tables: it cannot panic"),
		Err(_) => distances_by_the_kit(&judge::unpack(goal)),
	}
}

/// The same table, from the kit's breadth-first search.
fn distances_by_the_kit(goal: &judge::Cells) -> Vec<u8> {
	let distances = eight_kit::Distances::compute(goal);
	let mut table = vec![u8::MAX; judge::SOLVABLE];
	for board in distances.solvable_boards() {
		let distance = distances.of(&board).expect("a solvable board has a distance");
		table[judge::rank(judge::pack(&board))] = distance;
	}
	table
}

fn main() -> ExitCode {
	let arguments = cli::arguments();
	// No arguments: the judge file's own `main`.
	let options = match arguments.is_empty() {
		true => None,
		false => match cli::parse(&PROGRAM, arguments, read_options) {
			Ok(Parsed::Run(options)) => Some(options),
			Ok(Parsed::Print(text)) => return cli::finish("eight", cli::print(&text), |_| 1),
			Err(error) => return cli::finish("eight", Err(error), |_| 2),
		},
	};
	// Lost output is never success: the judge file takes its streams as Rust gives them.
	if let Err(error) = cli::streams_usable(true, true) {
		return cli::finish("eight", Err(error), |_| 1);
	}
	match options {
		None => judge::main(),
		Some(options) => judge::exit_status(run(&options)),
	}
}

#[cfg(test)]
mod tests {
	use super::*;

	#[test]
	fn the_kit_and_the_judge_file_know_the_same_problems() {
		for problem in Problem::ALL {
			let constant = judge_problem(problem);
			assert_eq!(constant.goal, problem.goal(), "{}", problem.name());
			assert_eq!(constant.prints_moves, problem.prints_moves(), "{}", problem.name());
			assert_eq!(constant.unsolvable, problem.unsolvable(), "{}", problem.name());
			let format = problem.format_board(&[1, 2, 3, 4, 5, 6, 7, 8, 0]);
			assert!(format.contains(constant.blank), "{}", problem.name());
		}
		assert_eq!(
			judge::PROBLEM.goal,
			judge::ACWING179.goal,
			"the file as it is poses AcWing 179"
		);
	}

	#[test]
	fn the_compilers_table_and_the_run_time_sweep_hold_the_kits_distances() {
		assert!(judge::DISTANCES[..] == distances_by_the_kit(&judge::PROBLEM.goal)[..]);
		let goal = judge::pack(&judge::LUOGU1379.goal);
		let sweep = std::thread::Builder::new().stack_size(64 << 20);
		let swept = sweep.spawn(move || distances_to(goal)).expect("a thread").join();
		assert!(swept.expect("a table") == distances_by_the_kit(&judge::LUOGU1379.goal));
	}
}
