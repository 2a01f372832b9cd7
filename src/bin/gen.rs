//! `gen`: boards of the Eight puzzle in a problem's input format, one case per line,
//! reproducible from a seed. Boards stream out as they are drawn, so any count is safe.

use eight_kit::{
	arguments, finish_writing, print, stdout_is_open, text, Board, Distances, Problem, Random,
};
use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

const USAGE: &str = "\
usage: gen [--problem NAME] [--seed N] [--count N] [--solvable | --unsolvable | --mixed]
       gen [--problem NAME] [--seed N] [--count N] --depth D
       gen [--problem NAME] --all

Prints boards of the 3x3 sliding puzzle, one case per line, in the problem's input format:
`2 3 4 1 5 x 7 6 8` for acwing179 and acwing845 (the default), `283104765` for luogu1379,
whose goal is 1 2 3 / 8 0 4 / 7 6 5. The same seed always gives the same boards.

  --problem NAME acwing179, acwing845 or luogu1379: the format, and the goal that
                 `solvable` and `--depth` refer to
  --seed N       seed of the random choices (default 1)
  --count N      how many boards (default 10), any number; they stream out as drawn
  --solvable     boards drawn uniformly from the 181,440 that reach the goal (the default)
  --unsolvable   boards drawn uniformly from the 181,440 that do not
  --mixed        boards drawn uniformly from all 362,880
  --depth D      solvable boards whose shortest answer is exactly D moves (0 to 31),
                 drawn uniformly, with repeats, from all boards at that distance
  --all          every solvable board once, 181,440 lines, in a fixed order
";

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
	Solvable,
	Unsolvable,
	Mixed,
	Depth(u8),
	All,
}

struct Request {
	problem: Problem,
	seed: u64,
	count: u64,
	kind: Kind,
}

fn parse(arguments: &[&str]) -> Result<Option<Request>, String> {
	let mut request =
		Request { problem: Problem::AcWing179, seed: 1, count: 10, kind: Kind::Solvable };
	let mut arguments = arguments.iter();
	while let Some(&argument) = arguments.next() {
		let (name, inline) = match argument.split_once('=') {
			Some((name, value)) if name.starts_with("--") => (name, Some(value)),
			_ => (argument, None),
		};
		let mut value = || {
			inline
				.or_else(|| arguments.next().copied())
				.ok_or_else(|| format!("{name} needs a value (try --help)"))
		};
		match name {
			"-h" | "--help" if inline.is_none() => return Ok(None),
			"--problem" => request.problem = Problem::named(value()?)?,
			"--seed" => request.seed = number(value()?)?,
			"--count" => request.count = number(value()?)?,
			"--solvable" if inline.is_none() => request.kind = Kind::Solvable,
			"--unsolvable" if inline.is_none() => request.kind = Kind::Unsolvable,
			"--mixed" if inline.is_none() => request.kind = Kind::Mixed,
			"--all" if inline.is_none() => request.kind = Kind::All,
			"--depth" => {
				let depth: u8 = number(value()?)?;
				if depth > 31 {
					return Err(format!("--depth {depth}: no board needs more than 31 moves"));
				}
				request.kind = Kind::Depth(depth);
			}
			_ => return Err(format!("unknown argument '{argument}' (try --help)")),
		}
	}
	Ok(Some(request))
}

fn number<T: std::str::FromStr>(text: &str) -> Result<T, String> {
	text.parse().map_err(|_| format!("'{text}' is not a number this option takes"))
}

/// Writes the boards asked for, one at a time.
fn write_boards(request: &Request, output: &mut impl Write) -> io::Result<()> {
	let mut random = Random::new(request.seed);
	let distances = Distances::compute(&request.problem.goal());
	let mut write = |board: &Board| writeln!(output, "{}", request.problem.format_board(board));
	match request.kind {
		Kind::All => distances.solvable_boards().try_for_each(|board| write(&board)),
		Kind::Depth(depth) => {
			let at_depth = distances.boards_at(depth);
			(0..request.count)
				.try_for_each(|_| write(&at_depth[random.below(at_depth.len() as u64) as usize]))
		}
		kind => (0..request.count).try_for_each(|_| loop {
			let board = random.board();
			let wanted = match kind {
				Kind::Solvable => distances.of(&board).is_some(),
				Kind::Unsolvable => distances.of(&board).is_none(),
				_ => true,
			};
			if wanted {
				return write(&board);
			}
		}),
	}
}

fn main() -> ExitCode {
	let arguments = arguments();
	let arguments: Result<Vec<&str>, String> =
		arguments.iter().map(|argument| text(argument)).collect();
	let request = match arguments.and_then(|arguments| parse(&arguments)) {
		Ok(Some(request)) => request,
		Ok(None) => return print("gen", USAGE),
		Err(message) => {
			let _ = writeln!(io::stderr(), "gen: {message}");
			return ExitCode::from(2);
		}
	};
	let mut output = BufWriter::new(io::stdout().lock());
	let written = stdout_is_open()
		.and_then(|()| write_boards(&request, &mut output))
		.and_then(|()| output.flush());
	finish_writing("gen", written)
}
