//! `pack`: the problem as a package for a real judging system, or the checker and the validator
//! as single files. A package is a Kattis/ICPC problem package (legacy format, which DOMjudge
//! imports and problemtools verifies) or a DMOJ problem folder; its tests come from `gen` with
//! fixed seeds and its answers from the solver, `eight`, both run beside this binary.
//!
//! A package is written whole or not at all: into a new folder beside DIR, moved into place only
//! when everything is in it.

mod bundle;
mod package;

use bundle::Tool;
use eight_kit::cli::{self, Error, Parsed, Parser, Program};
use eight_kit::{Problem, Protocol};
use package::Format;
use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;

const USAGE: &str = "\
usage: pack --problem NAME --format kattis|dmoj [--force] DIR
       pack --single check|validate [--problem NAME] [--protocol NAME]

Writes the problem NAME (acwing179, acwing845, luogu1379, aoj_alds1_13_b, baekjoon1525,
poj1077, hdu1043) as a package for a judging system, into DIR:
  --format kattis  a Kattis/ICPC problem package (legacy format), as DOMjudge imports it
                   and problemtools' verifyproblem checks it: problem.yaml, the statement,
                   data/sample and data/secret (.in and .ans), input_validators/ and
                   output_validators/ (the single files, set to the problem and to Kattis's
                   protocol), submissions/accepted/ (the judge file set to the problem) and
                   submissions/wrong_answer/ (copies broken on purpose)
  --format dmoj    a DMOJ problem folder: init.yml, the tests, and the checker as the single
                   file, which DMOJ builds itself through its bridged checker
  --force          replace DIR if it exists and is not empty; without it, such a DIR is
                   refused. Either way, DIR changes only once the package is whole.
The tests are gen's with fixed seeds, the same each time; the answers are the solver's.

--single writes to standard output check or validate as one std-only Rust file, the kit's
  modules in it, that builds alone (`rustc -O check.rs`); --problem and --protocol set the
  constants it takes when no option names them (acwing179 and testlib by default; for
  validate, testlib or kattis).
Exit: 0 done; 2 a bad command line or a DIR that cannot be written; 1 anything else.
--help and --version go alone.
";

const PROGRAM: Program = Program { name: "pack", usage: USAGE };

enum Request {
	Package {
		problem: Problem,
		format: Format,
		force: bool,
		folder: PathBuf,
	},
	/// The constants to set, where given.
	Single {
		tool: Tool,
		problem: Option<Problem>,
		protocol: Option<Protocol>,
	},
}

fn read_request(parser: &mut Parser) -> Result<Request, Error> {
	let (mut problem, mut format, mut force) = (None, None, false);
	let (mut single, mut protocol, mut folder) = (None, None, None);
	while let Some(arg) = parser.next_arg()? {
		match arg {
			cli::Arg::Option(name) => match name.as_str() {
				"--problem" => problem = Some(parser.problem()?),
				"--format" => {
					format = Some(Format::named(&parser.value()?).map_err(Error::Usage)?);
				}
				"--force" => force = true,
				"--single" => single = Some(Tool::named(&parser.value()?).map_err(Error::Usage)?),
				"--protocol" => protocol = Some(parser.value()?),
				_ => return Err(parser.unknown()),
			},
			cli::Arg::Value(value) if folder.is_none() => folder = Some(PathBuf::from(value)),
			cli::Arg::Value(value) => {
				return Err(Error::Usage(format!("one DIR, not also {value:?}")));
			}
		}
	}
	parser.apart(&[
		&["--single", "--format"],
		&["--single", "--force"],
		&["--protocol", "--format"],
	])?;
	if let Some(tool) = single {
		if let Some(folder) = folder {
			return Err(Error::Usage(format!(
				"--single writes to standard output, not to {folder:?}"
			)));
		}
		let spoken: &[Protocol] = match tool {
			Tool::Check => &[Protocol::Testlib, Protocol::Kattis, Protocol::Cms],
			Tool::Validate => &[Protocol::Testlib, Protocol::Kattis],
		};
		let protocol = match protocol {
			Some(name) => Some(Protocol::named(&name, spoken).map_err(Error::Usage)?),
			None => None,
		};
		return Ok(Request::Single { tool, problem, protocol });
	}
	let problem = problem.ok_or_else(|| Error::Usage("which problem? give --problem".into()))?;
	let format = format.ok_or_else(|| Error::Usage("which format? give --format".into()))?;
	let folder = folder.ok_or_else(|| Error::Usage("give DIR, the folder to write".into()))?;
	Ok(Request::Package { problem, format, force, folder })
}

fn run() -> Result<(), Error> {
	let request = match cli::parse(&PROGRAM, cli::arguments(), read_request)? {
		Parsed::Run(request) => request,
		Parsed::Print(text) => return cli::print(&text),
	};
	match request {
		Request::Single { tool, problem, protocol } => {
			cli::streams_usable(false, true)?;
			let text = bundle::single_file(tool, problem, protocol);
			let mut stdout = io::stdout().lock();
			stdout.write_all(text.as_bytes()).and_then(|()| stdout.flush()).map_err(Error::Write)
		}
		Request::Package { problem, format, force, folder } => {
			package::write(problem, format, force, &folder)?;
			let name = folder.file_name().unwrap_or_default().to_string_lossy();
			let short = name.bytes().all(|byte| byte.is_ascii_lowercase() || byte.is_ascii_digit());
			if format == Format::Kattis && !short {
				let _ = writeln!(
					io::stderr(),
					"pack: note: problemtools takes a package's folder name as the problem's short \
					 name, which must be [a-z0-9]+; {name} is not, so rename it before verifyproblem"
				);
			}
			let _ = writeln!(
				io::stderr(),
				"pack: {} written, {} for {}",
				folder.display(),
				format.name(),
				problem.name()
			);
			Ok(())
		}
	}
}

fn main() -> ExitCode {
	cli::finish("pack", run(), |error| match error {
		Error::Usage(_) | Error::Refused(_) => 2,
		Error::Read(_) | Error::Write(_) => 1,
	})
}
