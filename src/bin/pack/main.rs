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
use eight_kit::reference::{default_problem, names, Problem};
use eight_kit::shell::cli::{self, Error, Parsed, Parser, Program};
use eight_kit::shell::memory::SayingAllocator;
use eight_kit::shell::protocol::Protocol;
use eight_kit::shell::started;
use eight_kit::solving::sources;
use package::{Checker, Format, Options, LICENSES};
use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;

/// Memory refused is said in one line, with the status of any other failure.
#[global_allocator]
static MEMORY: SayingAllocator = SayingAllocator { program: "pack", status: 1 };

fn usage() -> String {
	let names = eight_kit::reference::listed(&names());
	let licenses = eight_kit::reference::listed(&LICENSES);
	format!(
		"\
usage: pack --problem NAME --format kattis|kattis-2023-07 [--license NAME [--rights-owner TEXT]]
            [--force] DIR
       pack --problem NAME --format dmoj [--checker rust|cpp] [--force] DIR
       pack --problem NAME --format cms [--force] DIR
       pack --single check|validate|check.cpp|validate.cpp [--problem NAME] [--protocol NAME]
       pack --single gen|gen.cpp
       pack --single eight [--problem NAME]

Writes the problem NAME ({names}) as a package for a judging system, into DIR:
  --format kattis  a Kattis/ICPC problem package (legacy format), as DOMjudge imports it
                   and problemtools' verifyproblem checks it: problem.yaml, the statement
                   in problem_statement/ (LaTeX in English, problem.tex, and Chinese,
                   problem.zh.tex; the English in HTML too, problem.html, which DOMjudge
                   imports), data/sample and data/secret (.in and
                   .ans), input_validators/validate.cpp and output_validators/check.cpp
                   (the kit's C++ single files, set to the problem and to Kattis's
                   protocol), submissions/accepted/ (the judge file set to the problem,
                   a C++ solution that writes other shortest answers, and one in Python,
                   too slow for HDU's tests of every board and filed as such there),
                   submissions/wrong_answer/ (copies wrong on purpose, in each way a too
                   lenient checker might let pass) and submissions/time_limit_exceeded/
  --format kattis-2023-07
                   the same in the format's version 2023-07: the LaTeX statements as
                   statement/problem.en.tex and problem.zh.tex (a name for each in
                   problem.yaml), the checker in output_validator/, and
                   generators/: gen.cpp and generate.sh, each secret test's command line
  --license NAME   the package's license, unknown by default; the names are
                   {licenses};
                   any but unknown needs --rights-owner, who holds the rights
  --format dmoj    a DMOJ problem folder: init.yml, the tests, and the checker as a single
                   file, which DMOJ builds itself and runs testlib's way through its
                   bridged checker: --checker rust (check.rs, the default) or cpp (check.cpp)
  --format cms     a CMS task folder in the italy_yaml layout, as cmsImportTask loads it:
                   task.yaml, input/inputN.txt and output/outputN.txt (the samples first,
                   public), and check/checker, the kit's C++ checker set to the problem and
                   CMS's protocol, built static by $CXX (else g++), its source beside it; no
                   statement (CMS takes a PDF): import with cmsImportTask --no-statement
  --force          replace DIR if it exists and is not empty; without it, such a DIR is
                   refused. Either way, DIR changes only once the package is whole.
DIR's own name (for `.` or `..`, the name of the folder it is) is the problem's short name
to Kattis and its code to DMOJ, so it must be letters a-z and digits (at most 20 for DMOJ);
to CMS, the task's name (letters, digits, _ and -): the catalogue's short names fit.
The secret tests are the generator's, each from a command line of its own (the same each
time); the answers are the solver's.

--single writes one program as one file to standard output:
  check, validate  the kit's checker or validator as one std-only Rust file, the kit's
                   modules in it, that builds alone (`rustc -O check.rs`)
  check.cpp, validate.cpp
                   the same programs written by hand in C++14, standard library only
                   (standalone/*.cpp), for the systems that build only C or C++
                   --problem and --protocol set the constants these four take when no
                   option names them (acwing179 and testlib in the committed files);
                   the checker speaks testlib, kattis, cms and hustoj, the validator
                   testlib and kattis
  gen              the kit's generator as one std-only Rust file, likewise: each test
                   from its command line alone (`gen SEED [options]`), every problem's
                   format (--problem) as the kit's gen takes it
  gen.cpp          the same generator written by hand in C++14, standard library only
                   (standalone/gen.cpp): the same boards from the same command line
  eight            the judge file, src/main.rs, its PROBLEM set to the constant that poses
                   --problem
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
	/// The checker's or the validator's C++ file, written by hand, and its source.
	Cpp(Tool, &'static str),
	/// The judge file.
	Eight,
}

enum Request {
	Package {
		problem: &'static Problem,
		format: Format,
		options: Options,
		force: bool,
		folder: PathBuf,
	},
	/// The constants to set, where given.
	Single { single: Single, problem: Option<&'static Problem>, protocol: Option<Protocol> },
}

/// What the command line gave, as it gave it.
#[derive(Default)]
struct Given {
	problem: Option<&'static Problem>,
	format: Option<Format>,
	force: bool,
	single: Option<Single>,
	protocol: Option<String>,
	folder: Option<PathBuf>,
	license: Option<&'static str>,
	rights_owner: Option<String>,
	checker: Option<Checker>,
}

fn single_named(name: &str) -> Result<Single, String> {
	Ok(match name {
		"check" => Single::Tool(Tool::Check),
		"validate" => Single::Tool(Tool::Validate),
		"gen" => Single::Tool(Tool::Gen),
		"check.cpp" => Single::Cpp(Tool::Check, sources::CHECK_CPP),
		"validate.cpp" => Single::Cpp(Tool::Validate, sources::VALIDATE_CPP),
		"gen.cpp" => Single::Cpp(Tool::Gen, sources::GEN_CPP),
		"eight" => Single::Eight,
		other => {
			return Err(format!(
				"unknown program '{other}': the names are check, validate, gen, check.cpp, \
				 validate.cpp, gen.cpp and eight"
			))
		}
	})
}

fn license_named(name: &str) -> Result<&'static str, String> {
	LICENSES.iter().find(|license| **license == name).copied().ok_or_else(|| {
		format!(
			"unknown license '{name}': the names are {}",
			eight_kit::reference::listed(&LICENSES)
		)
	})
}

fn checker_named(name: &str) -> Result<Checker, String> {
	match name {
		"rust" => Ok(Checker::Rust),
		"cpp" => Ok(Checker::Cpp),
		other => Err(format!("unknown checker '{other}': the names are rust and cpp")),
	}
}

fn read_request(parser: &mut Parser) -> Result<Request, Error> {
	let mut given = Given::default();
	while let Some(arg) = parser.next_arg()? {
		match arg {
			cli::Arg::Option(name) => match name.as_str() {
				"--problem" => given.problem = Some(parser.value_as(Problem::named)?),
				"--format" => given.format = Some(parser.value_as(Format::named)?),
				"--force" => given.force = true,
				"--single" => given.single = Some(parser.value_as(single_named)?),
				"--protocol" => given.protocol = Some(parser.value()?),
				"--license" => given.license = Some(parser.value_as(license_named)?),
				"--rights-owner" => given.rights_owner = Some(parser.value()?),
				"--checker" => given.checker = Some(parser.value_as(checker_named)?),
				_ => return Err(parser.unknown()),
			},
			cli::Arg::Value(value) if value.is_empty() => {
				return Err(Error::Usage("DIR is empty, and an empty name is no folder".into()));
			}
			cli::Arg::Value(value) if given.folder.is_none() => {
				given.folder = Some(PathBuf::from(value))
			}
			cli::Arg::Value(value) => {
				return Err(Error::Usage(format!("one DIR, not also {value:?}")));
			}
		}
	}
	parser.apart(&[
		&["--single", "--format"],
		&["--single", "--force"],
		&["--protocol", "--format"],
		&["--single", "--license"],
		&["--single", "--rights-owner"],
		&["--single", "--checker"],
	])?;
	match given.single {
		Some(single) => single_request(single, given),
		None => package_request(given),
	}
}

/// `--single`: the program to write, and the constants to set in it.
fn single_request(single: Single, given: Given) -> Result<Request, Error> {
	if let Some(folder) = given.folder {
		return Err(Error::Usage(format!("--single writes to standard output, not to {folder:?}")));
	}
	let spoken: &[Protocol] = match single {
		Single::Tool(Tool::Check) | Single::Cpp(Tool::Check, _) => {
			&[Protocol::Testlib, Protocol::Kattis, Protocol::Cms, Protocol::Hustoj]
		}
		Single::Tool(Tool::Validate) | Single::Cpp(Tool::Validate, _) => {
			&[Protocol::Testlib, Protocol::Kattis]
		}
		Single::Tool(Tool::Gen) | Single::Cpp(Tool::Gen, _) => {
			if given.problem.is_some() || given.protocol.is_some() {
				return Err(Error::Usage(
					"--single gen takes no --problem or --protocol: gen takes --problem as it runs"
						.into(),
				));
			}
			&[]
		}
		Single::Eight if given.protocol.is_some() => {
			return Err(Error::Usage("--single eight takes no --protocol".into()))
		}
		Single::Eight => &[],
	};
	let protocol = match given.protocol {
		Some(name) => Some(Protocol::named(&name, spoken).map_err(Error::Usage)?),
		None => None,
	};
	Ok(Request::Single { single, problem: given.problem, protocol })
}

/// A package: its problem, format and folder, and the options its format takes.
/// DIR as a path whose last part is the folder's own name. A DIR that ends in `.` or `..`
/// (`pack --format cms .`) has no name of its own in its words, and a package's name is its
/// folder's: such a DIR is taken as the folder it is (its canonical path), when it is there. One
/// that is not there is left as given, and refused as such.
fn named_folder(folder: PathBuf) -> PathBuf {
	match folder.file_name() {
		Some(_) => folder,
		None => std::fs::canonicalize(&folder).unwrap_or(folder),
	}
}

fn package_request(given: Given) -> Result<Request, Error> {
	let problem =
		given.problem.ok_or_else(|| Error::Usage("which problem? give --problem".into()))?;
	let format = given.format.ok_or_else(|| Error::Usage("which format? give --format".into()))?;
	let folder =
		given.folder.ok_or_else(|| Error::Usage("give DIR, the folder to write".into()))?;
	let folder = named_folder(folder);
	let kattis = matches!(format, Format::Kattis | Format::Kattis2023);
	if !kattis && (given.license.is_some() || given.rights_owner.is_some()) {
		return Err(Error::Usage("--license and --rights-owner are a Kattis package's".into()));
	}
	if format != Format::Dmoj && given.checker.is_some() {
		return Err(Error::Usage(
			"--checker is a DMOJ folder's: a Kattis package's and a CMS task's are C++".into(),
		));
	}
	let license = given.license.unwrap_or("unknown");
	if license != "unknown" && given.rights_owner.is_none() {
		return Err(Error::Usage(format!(
			"--license {license} needs --rights-owner, who holds the rights"
		)));
	}
	// An empty owner is none: problem.yaml would name no one, and problemtools takes a license
	// with no rights owner for an error.
	if given.rights_owner.as_deref().map_or(false, |owner| owner.trim().is_empty()) {
		return Err(Error::Usage(
			"--rights-owner is empty: name who holds the rights (or leave it out)".into(),
		));
	}
	let checker = given.checker.unwrap_or(Checker::Rust);
	let options = Options { license, rights_owner: given.rights_owner, checker };
	Ok(Request::Package { problem, format, options, force: given.force, folder })
}

fn run() -> Result<(), Error> {
	let request = match cli::parse(&PROGRAM, cli::arguments(), read_request)? {
		Parsed::Run(request) => request,
		Parsed::Print(text) => return started::print(&text),
	};
	match request {
		Request::Single { single, problem, protocol } => {
			started::usable(false, true)?;
			let text = match single {
				Single::Tool(tool) => bundle::single_file(tool, problem, protocol),
				Single::Cpp(_, source) => {
					let mut source = source.to_string();
					if let Some(problem) = problem {
						let name = format!("{:?}", problem.name);
						source = sources::with_constant(&source, "PROBLEM", &name);
					}
					if let Some(protocol) = protocol {
						let name = format!("{:?}", protocol.name());
						source = sources::with_constant(&source, "PROTOCOL", &name);
					}
					source
				}
				Single::Eight => {
					let problem = problem.unwrap_or_else(default_problem);
					sources::judge_file_for(problem)
				}
			};
			let mut stdout = io::stdout().lock();
			stdout.write_all(text.as_bytes()).and_then(|()| stdout.flush()).map_err(Error::Write)
		}
		Request::Package { problem, format, options, force, folder } => {
			package::write(problem, format, &options, force, &folder)?;
			let _ = writeln!(
				io::stderr(),
				"pack: {} written, {} for {}",
				eight_kit::reference::path_shown(&folder),
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
