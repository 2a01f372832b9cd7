//! `validate [--problem NAME] [--protocol testlib|kattis] < INPUT`: whether a test's input is
//! exactly in the judge's format, as a setter's input validator says it (testlib's
//! `readSpace`, `readEoln`, `readEof`): the solver reads loose input on purpose, so it is no
//! substitute. The formats are the catalogue's, one for each problem, as `--help` lists them;
//! the reading is the kit's module `format`. The first fault is named by line and column, on
//! standard error, with the exit statuses of testlib (0 valid, 3 not) or Kattis (42, 43).

use eight_kit::catalogue::{self, Problem};
use eight_kit::cli::{self, Error, Parsed, Parser, Program};
use eight_kit::format::{validate, Invalid};
use eight_kit::protocol::TESTLIB_OPTIONS;
use eight_kit::streams;
use eight_kit::Protocol;
use std::io::{self, Write};
use std::process::ExitCode;

/// The problem and the protocol when no option names them. `pack` sets these two lines in the
/// single file it writes for a package (`standalone/validate.rs` is this program, the kit's
/// modules in it), so that a judge can run it with no options.
const PROBLEM: &str = "acwing179";
const PROTOCOL: Protocol = Protocol::Testlib;

fn usage() -> String {
	let formats = catalogue::listing(|problem| {
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
  `FAIL`; --testset and --group are taken and passed over.
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
}

fn read_request(parser: &mut Parser) -> Result<Request, Error> {
	let mut request = Request { problem: constant_problem(), protocol: PROTOCOL };
	while let Some(name) = parser.next_option()? {
		match name.as_str() {
			"--problem" => request.problem = parser.problem()?,
			"--protocol" => {
				let spoken = [Protocol::Testlib, Protocol::Kattis];
				request.protocol =
					Protocol::named(&parser.value()?, &spoken).map_err(Error::Usage)?;
			}
			// Whether a test is valid does not depend on its set or group.
			name if TESTLIB_OPTIONS.contains(&name) => {
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
			let text = cli::with_defaults(text, &PROGRAM, constant_problem(), PROTOCOL);
			return cli::finish("validate", cli::print(&text), |_| 1);
		}
		Err(error) => return cli::finish("validate", Err(error), |_| 2),
	};
	if let Err(error) = streams::usable(true, false) {
		return cli::finish("validate", Err(error), |_| 1);
	}
	let (valid, invalid) = match request.protocol {
		Protocol::Kattis => (42, 43),
		_ => (0, 3),
	};
	let verdict = validate(&mut io::stdin().lock(), request.problem);
	let say = |line: String| {
		let _ = writeln!(io::stderr(), "{line}");
	};
	match verdict {
		Ok(()) => ExitCode::from(valid),
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
