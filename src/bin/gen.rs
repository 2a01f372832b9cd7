//! `gen`: boards of the Eight puzzle in a problem's input format, one case after another,
//! reproducible from a seed: the command line of the kit's module `generator`.

use eight_kit::reference::{
	default_problem, fresh_seed, listed, listing, Draw, GenerateError, Generator, Problem,
	CATALOGUE,
};
use eight_kit::shell::cli::{self, Arg, Error, Parsed, Parser, Program};
use eight_kit::shell::memory::SayingAllocator;
use eight_kit::shell::started;
use std::io::{self, BufWriter, Write};
use std::process::ExitCode;

/// Memory refused is said in one line, with the status of any other failure.
#[global_allocator]
static MEMORY: SayingAllocator = SayingAllocator { program: "gen", status: 1 };

fn usage() -> String {
	let formats = listing(|problem| {
		let board = problem.format_board(&[2, 8, 3, 1, 6, 4, 7, 0, 5]).replace('\n', " / ");
		format!("{board}; goal {}", problem.goal_words())
	});
	let many: Vec<&str> =
		CATALOGUE.iter().filter(|problem| problem.many_cases).map(|p| p.name).collect();
	let promised: Vec<&str> = CATALOGUE
		.iter()
		.filter(|problem| problem.promises_solvable)
		.map(|problem| problem.name)
		.collect();
	let (many, promised) = (listed(&many), listed(&promised));
	format!(
		"\
usage: gen [--problem NAME] [--seed N | N] [--count N] [--solvable | --unsolvable | --mixed]
       gen [--problem NAME] [--seed N | N] [--count N] --depth D
       gen [--problem NAME] --all

Prints boards of the 3x3 sliding puzzle in the problem's input format, as each writes one:
{formats}\
The same seed always gives the same boards.

  --problem NAME  the format, and the goal that `solvable` and --depth refer to (by
                  default {default})
  --seed N        seed of the random choices (default 1); `random` draws one, and says it
                  on standard error, so that the same boards can be drawn again. A number
                  alone is the seed too, as testlib's generators are called: gen 5
  --count N       how many boards, any number; they stream out as drawn. The default
                  is a test: one board, or 10 for {many}, whose tests hold many
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
any problem but {many}, or --all) make a batch for the solver, which reads cases until the
input ends; so do --unsolvable and --mixed for {promised}, whose judges promise a board
that reaches the goal. `gen ARGS > test` is testlib's way of calling a generator: the same
ARGS, the same test.
--help and --version go alone.
",
		default = default_problem().name,
	)
}

const PROGRAM: Program = Program { name: "gen", usage };

/// The seed: given, or to be drawn once the command line is known to be good.
#[derive(Clone, Copy)]
enum Seed {
	Given(u64),
	Random,
}

struct Request {
	problem: &'static Problem,
	seed: Seed,
	/// None for a test's worth.
	count: Option<u64>,
	kind: Draw,
}

fn read_request(parser: &mut Parser) -> Result<Request, Error> {
	let mut request = Request {
		problem: default_problem(),
		seed: Seed::Given(1),
		count: None,
		kind: Draw::Solvable,
	};
	// A number alone is the seed, as testlib's generators are called (`gen 5 > test`).
	let mut alone = None;
	while let Some(arg) = parser.next_arg()? {
		let name = match arg {
			Arg::Option(name) => name,
			Arg::Value(value) => {
				let digits = value.to_str().filter(|text| text.bytes().all(|b| b.is_ascii_digit()));
				match (digits.and_then(|text| text.parse().ok()), alone) {
					(Some(seed), None) => alone = Some(seed),
					_ => return Err(cli::unexpected(&value)),
				}
				continue;
			}
		};
		match name.as_str() {
			"--problem" => request.problem = parser.value_as(Problem::named)?,
			"--seed" => {
				request.seed = match parser.number_or("random")? {
					Some(seed) => Seed::Given(seed),
					None => Seed::Random,
				}
			}
			"--count" => request.count = Some(parser.number()?),
			"--solvable" => request.kind = Draw::Solvable,
			"--unsolvable" => request.kind = Draw::Unsolvable,
			"--mixed" => request.kind = Draw::Mixed,
			"--depth" => request.kind = Draw::Depth(parser.number()?),
			"--all" => request.kind = Draw::All,
			_ => return Err(parser.unknown()),
		}
	}
	if let Some(seed) = alone {
		if parser.given("--seed") {
			return Err(Error::Usage(format!("the seed is given twice: by --seed and as {seed}")));
		}
		if parser.given("--all") {
			return Err(Error::Usage("--all and a seed cannot go together".to_string()));
		}
		request.seed = Seed::Given(seed);
	}
	let kinds = ["--solvable", "--unsolvable", "--mixed", "--depth", "--all"];
	parser.apart(&[&kinds, &["--all", "--count"], &["--all", "--seed"]])?;
	Ok(request)
}

fn run() -> Result<(), Error> {
	let request = match cli::parse(&PROGRAM, cli::arguments(), read_request)? {
		Parsed::Run(request) => request,
		Parsed::Print(text) => return started::print(&text),
	};
	started::usable(false, true)?;
	let generator = Generator::new(request.problem);
	let seed = match request.seed {
		Seed::Given(seed) => seed,
		Seed::Random => {
			// Drawn only for a command line that will be run, and said before any board is
			// written: boards that cannot be drawn again would be lost work.
			// A standard error closed at the start is `/dev/null` to Rust's runtime: the seed
			// would go nowhere, and the boards could not be drawn again.
			let seed = fresh_seed();
			let said = match started::was_closed(2) {
				true => Err(io::Error::new(io::ErrorKind::Other, "standard error is closed")),
				false => writeln!(io::stderr(), "gen: seed {seed}"),
			};
			said.map_err(|error| {
				Error::Failed(format!("cannot say the seed drawn ({seed}): {error}"))
			})?;
			seed
		}
	};
	let mut output = BufWriter::new(io::stdout().lock());
	generator.write(request.kind, seed, request.count, &mut output).map_err(
		|error| match error {
			GenerateError::Write(error) => Error::Write(error),
			refused => Error::Refused(refused.to_string()),
		},
	)?;
	output.flush().map_err(Error::Write)
}

fn main() -> ExitCode {
	cli::finish("gen", run(), |error| match error {
		Error::Usage(_) | Error::Refused(_) => 2,
		Error::Failed(_) | Error::Write(_) => 1,
	})
}
