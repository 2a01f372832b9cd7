//! `validate [--problem NAME] [--protocol testlib|kattis] < INPUT`: whether a test's input is
//! exactly in the judge's format, as a setter's input validator says it (testlib's
//! `readSpace`, `readEoln`, `readEof`): the solver reads loose input on purpose, so it is no
//! substitute. The formats are the catalogue's, one for each problem, as `--help` lists them;
//! the reading is the kit's module `format`. The first fault is named by line and column, on
//! standard error, with the exit statuses of testlib (0 valid, 3 not) or Kattis (42, 43).

use eight_kit::reference::{ascii, listing, validate, Invalid, Problem};
use eight_kit::shell::cli::{self, Error, Parsed, Parser, Program};
use eight_kit::shell::memory::SayingAllocator;
use eight_kit::shell::protocol::{Protocol, TESTLIB_OPTIONS, TESTLIB_VALIDATOR_OPTIONS};
use eight_kit::shell::started;
use eight_kit::shell::streams;
use std::io::{self, BufRead, Read, Write};
use std::process::ExitCode;

/// Memory refused is said in one line, with the status of any other failure.
#[global_allocator]
static MEMORY: SayingAllocator = SayingAllocator { program: "validate", status: 1 };

/// The problem and the protocol when no option names them. `pack` sets these two lines in the
/// single file it writes (`pack --single validate`: this program, the kit's modules in it), so
/// that a judge can run it with no options.
const PROBLEM: &str = "acwing179";
const PROTOCOL: Protocol = Protocol::Testlib;

fn usage() -> String {
	let formats = listing(|problem| {
		let promise =
			if problem.promises_solvable { "; a board that reaches the goal" } else { "" };
		format!("{}{promise}", problem.input_words())
	});
	format!(
		"\
usage: validate [--problem NAME] [--protocol testlib|kattis] < INPUT

Says whether INPUT is exactly in the judge's format for the problem (the default: below):
{formats}\
A final newline always; each tile once; where the judge promises it, a board that reaches
the goal. The first fault is named by line and column.

--protocol testlib: exit 0 valid, 3 not, the fault on standard error after
  `FAIL`; --testset and --group are taken and passed over, and testlib's validator
  options are followed as testlib follows them for a validator with no bounds, features
  or test cases marked: for a valid test, --testOverviewLogFileName FILE gets an empty
  overview and --testMarkupFileName FILE the test's markup (testlib's header, then the
  input with `\\` and `!` escaped), `stdout` and `stderr` naming those streams;
  --testCase and --testCaseFileName find no case marked, and write nothing.
--protocol kattis: exit 42 valid, 43 not.
--help and --version go alone.
"
	)
}

const PROGRAM: Program = Program { name: "validate", usage };

/// The problem `PROBLEM` names.
fn constant_problem() -> &'static Problem {
	Problem::named(PROBLEM).expect("PROBLEM names a problem of the catalogue")
}

struct Request {
	problem: &'static Problem,
	protocol: Protocol,
	/// testlib's `--testOverviewLogFileName` and `--testMarkupFileName`.
	overview: Option<String>,
	markup: Option<String>,
}

fn read_request(parser: &mut Parser) -> Result<Request, Error> {
	let mut request =
		Request { problem: constant_problem(), protocol: PROTOCOL, overview: None, markup: None };
	while let Some(name) = parser.next_option()? {
		match name.as_str() {
			"--problem" => request.problem = parser.value_as(Problem::named)?,
			"--protocol" => {
				let spoken = [Protocol::Testlib, Protocol::Kattis];
				request.protocol =
					Protocol::named(&parser.value()?, &spoken).map_err(Error::Usage)?;
			}
			"--testOverviewLogFileName" => request.overview = Some(parser.value()?),
			"--testMarkupFileName" => request.markup = Some(parser.value()?),
			// Whether a test is valid does not depend on its set or group; no case is marked.
			name if TESTLIB_OPTIONS.contains(&name)
				|| TESTLIB_VALIDATOR_OPTIONS.contains(&name) =>
			{
				parser.value()?;
			}
			_ => return Err(parser.unknown()),
		}
	}
	Ok(request)
}

fn main() -> ExitCode {
	let request = match cli::parse(&PROGRAM, cli::arguments(), read_request) {
		Ok(Parsed::Run(request)) => request,
		Ok(Parsed::Print(text)) => {
			let text = cli::with_defaults(text, &PROGRAM, constant_problem().name, PROTOCOL.name());
			return cli::finish("validate", started::print(&text), |_| 1);
		}
		Err(error) => return cli::finish("validate", Err(error), |_| 2),
	};
	if let Err(error) = started::usable(true, false) {
		return cli::finish("validate", Err(error), |_| 1);
	}
	let (valid, invalid) = match request.protocol {
		Protocol::Kattis => (42, 43),
		_ => (0, 3),
	};
	let kept = request.markup.as_ref().map(|_| Vec::new());
	let mut input = Recorded { input: streams::UntilEnd::new(io::stdin().lock()), kept };
	let verdict = validate(&mut input, request.problem);
	let say = |line: String| {
		let _ = writeln!(io::stderr(), "{line}");
	};
	match verdict {
		Ok(()) => {
			// testlib writes its files for a valid test only, and fails if it cannot.
			let markup = input.kept.as_deref().map(testlib_markup).unwrap_or_default();
			let files = [
				(&request.overview, &[][..], "test overview log"),
				(&request.markup, &markup[..], "test markup"),
			];
			for (name, bytes, what) in files {
				let written = name.as_ref().map_or(Ok(()), |name| write_named(name, bytes));
				if let (Some(name), Err(error)) = (name, written) {
					say(ascii(&format!("FAIL cannot write the {what} to {name}: {error}")));
					return ExitCode::from(if request.protocol == Protocol::Kattis {
						1
					} else {
						3
					});
				}
			}
			ExitCode::from(valid)
		}
		Err(Invalid::Fault(why)) => {
			say(match request.protocol {
				Protocol::Kattis => why,
				_ => format!("FAIL {why}"),
			});
			ExitCode::from(invalid)
		}
		Err(Invalid::Unreadable(error)) => {
			say(format!("validate: cannot read the input: {error}"));
			ExitCode::from(1)
		}
	}
}

/// The input, read through, with every byte taken kept when `kept` is `Some`.
struct Recorded<R> {
	input: R,
	kept: Option<Vec<u8>>,
}

impl<R: BufRead> Read for Recorded<R> {
	fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
		streams::read_buffered(self, buffer)
	}
}

impl<R: BufRead> BufRead for Recorded<R> {
	fn fill_buf(&mut self) -> io::Result<&[u8]> {
		self.input.fill_buf()
	}

	fn consume(&mut self, count: usize) {
		if let Some(kept) = &mut self.kept {
			if let Ok(available) = self.input.fill_buf() {
				kept.extend_from_slice(&available[..count.min(available.len())]);
			}
		}
		self.input.consume(count);
	}
}

/// A test's markup as testlib's validator writes it when no case is marked: its header, then
/// every byte it read, `\` and `!` escaped by a `\`.
fn testlib_markup(input: &[u8]) -> Vec<u8> {
	let mut markup = b"MU\xF3\x01".to_vec();
	for &byte in input {
		if byte == b'\\' || byte == b'!' {
			markup.push(b'\\');
		}
		markup.push(byte);
	}
	markup
}

/// Writes `bytes` where testlib would for a file name: `stdout` and `stderr` are the streams. A
/// stream closed at the start, which Rust's runtime turned into `/dev/null`, cannot take them,
/// nor can a file that is that `/dev/null` (`/dev/stdout`, then): the markup asked for would be
/// lost, and the test said valid.
fn write_named(name: &str, bytes: &[u8]) -> io::Result<()> {
	let closed = |number: u8, stream: &str| match started::was_closed(number) {
		true => Err(io::Error::new(io::ErrorKind::Other, format!("standard {stream} is closed"))),
		false => Ok(()),
	};
	match name {
		"stdout" => {
			closed(1, "output")?;
			let mut stdout = io::stdout().lock();
			stdout.write_all(bytes).and_then(|()| stdout.flush())
		}
		"stderr" => closed(2, "error").and_then(|()| io::stderr().write_all(bytes)),
		_ => started::write_file(name, bytes),
	}
}
