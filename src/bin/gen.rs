//! `gen`: boards of the Eight puzzle in a problem's input format, one case after another,
//! reproducible from a seed. Boards stream out as they are drawn, so any count is safe.

use eight_kit::cli::{self, Error, Parsed, Parser, Program};
use eight_kit::{Board, Distances, Problem, Random};
use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

const USAGE: &str = "\
usage: gen [--problem NAME] [--seed N] [--count N] [--solvable | --unsolvable | --mixed]
       gen [--problem NAME] [--seed N] [--count N] --depth D
       gen [--problem NAME] --all

Prints boards of the 3x3 sliding puzzle in the problem's input format: a line each,
`2 3 4 1 5 x 7 6 8`, for acwing179 and acwing845 (the default); `283104765` for
luogu1379, whose goal is 1 2 3 / 8 0 4 / 7 6 5; three lines of three, 0 the blank, for
aoj_alds1_13_b and baekjoon1525; as AcWing's for poj1077 and hdu1043. The same seed
always gives the same boards.

  --problem NAME  the format, and the goal that `solvable` and --depth refer to
  --seed N        seed of the random choices (default 1); `random` draws one, and says it
                  on standard error, so that the same boards can be drawn again
  --count N       how many boards, any number; they stream out as drawn. The default
                  is a test: one board, or 10 for hdu1043, whose tests hold many
  --solvable      boards drawn uniformly from the 181,440 that reach the goal (the default)
  --unsolvable    boards drawn uniformly from the 181,440 that do not
  --mixed         boards drawn uniformly from all 362,880
  --depth D       boards whose shortest answer is exactly D moves, drawn uniformly, with
                  repeats, from all boards at that distance: D is 0 to 31 for AcWing's goal
                  (and AOJ's and Baekjoon's), 0 to 30 for Luogu's
  --all           every solvable board once, 181,440 of them, in a fixed order
One kind of board at a time; --all takes neither --seed nor --count.
What gen writes by default, with --solvable and with --depth is a test in the judge's exact
format, which `validate` passes. More boards than a problem's tests hold (--count 2 for
any problem but hdu1043, or --all) make a batch for the solver, which reads cases until the
input ends; so do --unsolvable and --mixed for luogu1379 and aoj_alds1_13_b, whose judges
promise a board that reaches the goal. `gen ARGS > test` is testlib's way of calling a
generator: the same ARGS, the same test.
--help and --version go alone.
";

const PROGRAM: Program = Program { name: "gen", usage: USAGE };

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
	Solvable,
	Unsolvable,
	Mixed,
	Depth(u64),
	All,
}

struct Request {
	problem: Problem,
	seed: u64,
	/// None for a test's worth.
	count: Option<u64>,
	kind: Kind,
}

fn read_request(parser: &mut Parser) -> Result<Request, Error> {
	let mut request =
		Request { problem: Problem::AcWing179, seed: 1, count: None, kind: Kind::Solvable };
	while let Some(name) = parser.next_option()? {
		match name.as_str() {
			"--problem" => request.problem = parser.problem()?,
			"--seed" => {
				request.seed = match parser.number_or("random")? {
					Some(seed) => seed,
					None => {
						let seed = eight_kit::random::fresh_seed();
						// Said before any board is drawn; standard error is only a report.
						let _ = writeln!(io::stderr(), "gen: seed {seed}");
						seed
					}
				}
			}
			"--count" => request.count = Some(parser.number()?),
			"--solvable" => request.kind = Kind::Solvable,
			"--unsolvable" => request.kind = Kind::Unsolvable,
			"--mixed" => request.kind = Kind::Mixed,
			"--depth" => request.kind = Kind::Depth(parser.number()?),
			"--all" => request.kind = Kind::All,
			_ => return Err(parser.unknown()),
		}
	}
	let kinds = ["--solvable", "--unsolvable", "--mixed", "--depth", "--all"];
	parser.apart(&[&kinds, &["--all", "--count"], &["--all", "--seed"]])?;
	Ok(request)
}

/// Writes the boards asked for, one at a time.
fn write_boards(request: &Request, output: &mut impl Write) -> Result<(), Error> {
	let mut random = Random::new(request.seed);
	let count = request.count.unwrap_or(if request.problem.many_cases() { 10 } else { 1 });
	let distances = Distances::compute(&request.problem.goal());
	let mut write = |board: &Board| {
		writeln!(output, "{}", request.problem.format_board(board)).map_err(Error::Write)
	};
	match request.kind {
		Kind::All => distances.solvable_boards().try_for_each(|board| write(&board)),
		Kind::Depth(depth) => {
			let farthest = distances.farthest();
			if depth > u64::from(farthest) {
				let goal = request.problem.name();
				return Err(Error::Refused(format!(
					"no board is {depth} moves from {goal}'s goal: the farthest are {farthest}"
				)));
			}
			let at_depth = distances.boards_at(depth as u8);
			(0..count)
				.try_for_each(|_| write(&at_depth[random.below(at_depth.len() as u64) as usize]))
		}
		kind => (0..count).try_for_each(|_| loop {
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

fn run() -> Result<(), Error> {
	let request = match cli::parse(&PROGRAM, cli::arguments(), read_request)? {
		Parsed::Run(request) => request,
		Parsed::Print(text) => return cli::print(&text),
	};
	cli::streams_usable(false, true)?;
	let mut output = BufWriter::new(io::stdout().lock());
	write_boards(&request, &mut output)?;
	output.flush().map_err(Error::Write)
}

fn main() -> ExitCode {
	cli::finish("gen", run(), |error| match error {
		Error::Usage(_) | Error::Refused(_) => 2,
		Error::Read(_) | Error::Write(_) => 1,
	})
}
