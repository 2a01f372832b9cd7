//! `pack`: the problem as a package for a real judging system, or one of the kit's programs as
//! a single file. A package is a Kattis/ICPC problem package (legacy format, which DOMjudge
//! imports and problemtools verifies) or a DMOJ problem folder; its tests come from the kit's
//! generator with fixed seeds and its answers from the judge file, both in this process.
//!
//! A package is written whole or not at all: into a new folder beside DIR, moved into place only
//! when everything is in it.

mod bundle;
mod package;

/// The samples, from the build script: every `N.in` under `samples/` with its `N.out`.
mod samples {
	include!(concat!(env!("OUT_DIR"), "/samples.rs"));
}

use bundle::Tool;
use eight_kit::cli::{self, Error, Parsed, Parser, Program};
use eight_kit::streams;
use eight_kit::{catalogue, sources, Problem, Protocol};
use package::Format;
use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;

fn usage() -> String {
	let names = eight_kit::words::listed(&catalogue::names());
	let heuristics = eight_kit::words::listed(&sources::FILE_HEURISTICS);
	format!(
		"\
usage: pack --problem NAME --format kattis|dmoj [--force] DIR
       pack --single check|validate [--problem NAME] [--protocol NAME]
       pack --single eight [--problem NAME] [--heuristic NAME]

Writes the problem NAME ({names}) as a package for a judging system, into DIR:
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
The tests are the generator's with fixed seeds, the same each time; the answers are the
solver's.

--single writes one program as one std-only Rust file to standard output:
  check, validate  the kit's checker or validator, the kit's modules in it, that builds
                   alone (`rustc -O check.rs`); --problem and --protocol set the constants
                   it takes when no option names them (acwing179 and testlib by default;
                   for validate, testlib or kattis)
  eight            the judge file, src/main.rs, its PROBLEM set to the constant that poses
                   --problem, and its HEURISTIC to --heuristic ({heuristics})
Exit: 0 done; 2 a bad command line or a DIR that cannot be written; 1 anything else.
--help and --version go alone.
"
	)
}

const PROGRAM: Program = Program { name: "pack", usage };

/// A program `--single` writes.
#[derive(Clone, Copy)]
enum Single {
	Tool(Tool),
	/// The judge file.
	Eight,
}

enum Request {
	Package {
		problem: &'static Problem,
		format: Format,
		force: bool,
		folder: PathBuf,
	},
	/// The constants to set, where given.
	Single {
		single: Single,
		problem: Option<&'static Problem>,
		protocol: Option<Protocol>,
		heuristic: Option<String>,
	},
}

fn read_request(parser: &mut Parser) -> Result<Request, Error> {
	let (mut problem, mut format, mut force) = (None, None, false);
	let (mut single, mut protocol, mut folder, mut heuristic) = (None, None, None, None);
	while let Some(arg) = parser.next_arg()? {
		match arg {
			cli::Arg::Option(name) => match name.as_str() {
				"--problem" => problem = Some(parser.problem()?),
				"--format" => {
					format = Some(Format::named(&parser.value()?).map_err(Error::Usage)?);
				}
				"--force" => force = true,
				"--single" => {
					single = Some(match parser.value()?.as_str() {
						"check" => Single::Tool(Tool::Check),
						"validate" => Single::Tool(Tool::Validate),
						"eight" => Single::Eight,
						other => {
							return Err(Error::Usage(format!(
								"unknown program '{other}': the names are check, validate and eight"
							)))
						}
					})
				}
				"--protocol" => protocol = Some(parser.value()?),
				"--heuristic" => heuristic = Some(parser.value()?),
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
		&["--heuristic", "--format"],
		&["--heuristic", "--protocol"],
	])?;
	if let Some(single) = single {
		if let Some(folder) = folder {
			return Err(Error::Usage(format!(
				"--single writes to standard output, not to {folder:?}"
			)));
		}
		let spoken: &[Protocol] = match single {
			Single::Tool(Tool::Check) => &[Protocol::Testlib, Protocol::Kattis, Protocol::Cms],
			Single::Tool(Tool::Validate) => &[Protocol::Testlib, Protocol::Kattis],
			Single::Eight if protocol.is_some() => {
				return Err(Error::Usage("--single eight takes no --protocol".into()))
			}
			Single::Eight => &[],
		};
		if heuristic.is_some() && !matches!(single, Single::Eight) {
			return Err(Error::Usage("--heuristic is the judge file's, --single eight's".into()));
		}
		let protocol = match protocol {
			Some(name) => Some(Protocol::named(&name, spoken).map_err(Error::Usage)?),
			None => None,
		};
		return Ok(Request::Single { single, problem, protocol, heuristic });
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
		Request::Single { single, problem, protocol, heuristic } => {
			streams::usable(false, true)?;
			let text = match single {
				Single::Tool(tool) => bundle::single_file(tool, problem, protocol),
				Single::Eight => {
					let problem = problem.unwrap_or_else(catalogue::default_problem);
					sources::judge_file_for(problem, heuristic.as_deref()).map_err(Error::Usage)?
				}
			};
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
				problem.name
			);
			Ok(())
		}
	}
}

fn main() -> ExitCode {
	cli::finish("pack", run(), |error| match error {
		Error::Usage(_) | Error::Refused(_) => 2,
		Error::Failed(_) | Error::Write(_) => 1,
	})
}
