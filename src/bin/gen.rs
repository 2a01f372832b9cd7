//! `gen`: boards of the Eight puzzle in the solver's input format, one case per line,
//! reproducible from a seed.

use eight_kit::{format_board, Board, Distances, Random};
use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

const USAGE: &str = "\
usage: gen [--seed N] [--count N] [--solvable | --unsolvable | --mixed]
       gen [--seed N] [--count N] --depth D
       gen --all

Prints boards of the 3x3 sliding puzzle, one case per line, in the solver's input format
(`2 3 4 1 5 x 7 6 8`). The same seed always gives the same boards.

  --seed N       seed of the random choices (default 1)
  --count N      how many boards (default 10)
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
	seed: u64,
	count: usize,
	kind: Kind,
}

fn parse(arguments: &[String]) -> Result<Option<Request>, String> {
	let mut request = Request { seed: 1, count: 10, kind: Kind::Solvable };
	let mut arguments = arguments.iter();
	while let Some(argument) = arguments.next() {
		let mut value = |name: &str| {
			arguments.next().ok_or_else(|| format!("{name} needs a value (try --help)"))
		};
		match argument.as_str() {
			"-h" | "--help" => return Ok(None),
			"--seed" => request.seed = number(value("--seed")?)?,
			"--count" => request.count = number(value("--count")?)?,
			"--solvable" => request.kind = Kind::Solvable,
			"--unsolvable" => request.kind = Kind::Unsolvable,
			"--mixed" => request.kind = Kind::Mixed,
			"--all" => request.kind = Kind::All,
			"--depth" => {
				let depth: u8 = number(value("--depth")?)?;
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

fn boards(request: &Request) -> Vec<Board> {
	let mut random = Random::new(request.seed);
	let distances = Distances::compute();
	let drawn_until = |random: &mut Random, wanted: &dyn Fn(&Board) -> bool| loop {
		let board = random.board();
		if wanted(&board) {
			return board;
		}
	};
	match request.kind {
		Kind::All => distances.solvable_boards(),
		Kind::Depth(depth) => {
			let at_depth = distances.boards_at(depth);
			(0..request.count)
				.map(|_| at_depth[random.below(at_depth.len() as u64) as usize])
				.collect()
		}
		Kind::Solvable | Kind::Unsolvable | Kind::Mixed => (0..request.count)
			.map(|_| {
				drawn_until(&mut random, &|board| match request.kind {
					Kind::Solvable => distances.of(board).is_some(),
					Kind::Unsolvable => distances.of(board).is_none(),
					_ => true,
				})
			})
			.collect(),
	}
}

fn main() -> ExitCode {
	let arguments: Vec<String> = std::env::args().skip(1).collect();
	let request = match parse(&arguments) {
		Ok(Some(request)) => request,
		Ok(None) => {
			print!("{USAGE}");
			return ExitCode::SUCCESS;
		}
		Err(message) => {
			eprintln!("gen: {message}");
			return ExitCode::from(2);
		}
	};
	let mut output = BufWriter::new(io::stdout().lock());
	let written = boards(&request)
		.iter()
		.try_for_each(|board| writeln!(output, "{}", format_board(board)))
		.and_then(|()| output.flush());
	match written {
		Ok(()) => ExitCode::SUCCESS,
		Err(error) if error.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
		Err(error) => {
			eprintln!("gen: cannot write: {error}");
			ExitCode::FAILURE
		}
	}
}
