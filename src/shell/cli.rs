//! The command line the kit's programs share, and how they end.
//!
//! Options are `--name value` or `--name=value`, in any order; `--` ends them, so that what
//! follows is taken as it is (a file named `-x`). `--help` (`-h`) and `--version` (`-V`) go alone:
//! with anything else beside them they are a mistake, so that no file name a judge passes is ever
//! read as one. An option given twice, or two that cannot be honoured together, is refused, never
//! settled silently. The judge file, `src/main.rs`, takes no arguments at all: the solver's
//! options are the front end's, `src/bin/eight.rs`, read here like every other program's.
//!
//! Errors are values, [`Error`], each with the message the user sees; a program's `main` maps
//! them to its exit statuses in one place, through [`finish`].

use std::ffi::OsString;
use std::fmt;
use std::io::{self, Write};
use std::process::ExitCode;

/// A program of the kit, as its command line knows it.
pub struct Program {
	pub name: &'static str,
	/// What `--help` prints: a function, since the problems' table in it is the catalogue's.
	pub usage: fn() -> String,
}

/// What a command line asks for: a run, or a text to print and end (`--help`, `--version`).
pub enum Parsed<T> {
	Run(T),
	Print(String),
}

/// Why a program stopped early.
#[derive(Debug)]
pub enum Error {
	/// The command line is wrong.
	Usage(String),
	/// What it asks for cannot be done: a board that cannot reach the goal, a depth no board has.
	Refused(String),
	/// Something outside the command line failed: an input that cannot be read or is not what
	/// it must be, a file that cannot be written, a word that cannot be said; the message says
	/// which.
	Failed(String),
	/// Standard output could not be written. A reader that went away is a normal end.
	Write(io::Error),
}

impl fmt::Display for Error {
	fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
		match self {
			Error::Usage(why) => write!(f, "{why} (try --help)"),
			Error::Refused(why) | Error::Failed(why) => f.write_str(why),
			Error::Write(error) => write!(f, "cannot write the output: {error}"),
		}
	}
}

fn usage(why: String) -> Error {
	Error::Usage(why)
}

/// Reads a command line by the rules above. `read` takes what `parser` hands it, an option or a
/// value at a time.
pub fn parse<T>(
	program: &Program,
	arguments: Vec<OsString>,
	read: impl FnOnce(&mut Parser) -> Result<T, Error>,
) -> Result<Parsed<T>, Error> {
	match arguments.first().and_then(|first| first.to_str()) {
		Some("--help" | "-h") if arguments.len() == 1 => {
			return Ok(Parsed::Print((program.usage)()))
		}
		Some("--version" | "-V") if arguments.len() == 1 => {
			return Ok(Parsed::Print(format!("{} {}\n", program.name, env!("CARGO_PKG_VERSION"))))
		}
		_ => {}
	}
	let mut parser = Parser {
		arguments: arguments.into_iter().peekable(),
		inline: None,
		option: String::new(),
		ended: false,
		seen: Vec::new(),
	};
	let request = read(&mut parser)?;
	Ok(Parsed::Run(request))
}

/// `--help`'s text with its last line, the problem and protocol a program takes when no option
/// names them (which `pack` may have set); any other text as it is.
pub fn with_defaults(text: String, program: &Program, problem: &str, protocol: &str) -> String {
	if text != (program.usage)() {
		return text;
	}
	format!("{text}With no options: --problem {problem} --protocol {protocol}.\n")
}

/// One thing on the command line.
#[derive(Debug, PartialEq, Eq)]
pub enum Arg {
	/// An option, as `--name`; its value, if it takes one, comes from [`Parser::value`].
	Option(String),
	/// Anything else: a file, a board.
	Value(OsString),
}

/// Hands out a command line an option or a value at a time.
pub struct Parser {
	arguments: std::iter::Peekable<std::vec::IntoIter<OsString>>,
	/// The value written with the last option (`--name=value`), until it is taken.
	inline: Option<String>,
	/// The last option.
	option: String,
	/// Whether `--` has been passed.
	ended: bool,
	/// The options so far, in order.
	seen: Vec<String>,
}

impl Parser {
	/// The next option or value, or `None` at the end.
	pub fn next_arg(&mut self) -> Result<Option<Arg>, Error> {
		if self.inline.is_some() {
			return Err(usage(format!("{} takes no value", self.option)));
		}
		let argument = match self.arguments.next() {
			Some(argument) => argument,
			None => return Ok(None),
		};
		if self.ended {
			return Ok(Some(Arg::Value(argument)));
		}
		let text = match argument.to_str() {
			Some(text) => text,
			None if argument.to_string_lossy().starts_with('-') => {
				return Err(usage(format!("the argument {argument:?} is not UTF-8")))
			}
			None => return Ok(Some(Arg::Value(argument))),
		};
		let (name, inline) = match text {
			"--" => {
				self.ended = true;
				return self.next_arg();
			}
			"-h" => ("--help", None),
			"-V" => ("--version", None),
			// testlib's last word on a checker's command line: the program says where it goes.
			"-appes" | "-APPES" => (text, None),
			_ if text.starts_with("--") => match text.split_once('=') {
				Some((name, value)) => (name, Some(value.to_string())),
				None => (text, None),
			},
			_ if text.starts_with('-') && text != "-" => {
				return Err(usage(format!("unknown option '{text}'")))
			}
			_ => return Ok(Some(Arg::Value(argument))),
		};
		if name == "--help" || name == "--version" {
			if inline.is_some() {
				return Err(usage(format!("{name} takes no value")));
			}
			return Err(usage(format!("{name} goes alone, with nothing else on the command line")));
		}
		if self.seen.iter().any(|seen| seen == name) {
			return Err(usage(format!("{name} is given twice")));
		}
		self.seen.push(name.to_string());
		self.option = name.to_string();
		self.inline = inline;
		Ok(Some(Arg::Option(name.to_string())))
	}

	/// The next option, for a program that takes options only, or `None` at the end.
	pub fn next_option(&mut self) -> Result<Option<String>, Error> {
		match self.next_arg()? {
			Some(Arg::Option(name)) => Ok(Some(name)),
			Some(Arg::Value(value)) => Err(unexpected(&value)),
			None => Ok(None),
		}
	}

	/// The value of the last option as `read` takes it (`Problem::named` for `--problem`), or
	/// the usage error `read` says.
	pub fn value_as<T>(
		&mut self,
		read: impl FnOnce(&str) -> Result<T, String>,
	) -> Result<T, Error> {
		read(&self.value()?).map_err(Error::Usage)
	}

	/// The value of the last option: after its `=`, or the next argument, whatever it is.
	pub fn value(&mut self) -> Result<String, Error> {
		if let Some(value) = self.inline.take() {
			return Ok(value);
		}
		match self.arguments.next() {
			None => Err(usage(format!("{} needs a value", self.option))),
			Some(value) => value
				.into_string()
				.map_err(|value| usage(format!("the argument {value:?} is not UTF-8"))),
		}
	}

	/// The value of an option whose value may be left out: after its `=` (one of `choices`), or
	/// the next argument if it is one of them; else `None`.
	pub fn optional_value(&mut self, choices: &[&str]) -> Result<Option<String>, Error> {
		// A choice is a word, whatever its case (`--trace JSON` is `--trace json`).
		let chosen = |value: &str| {
			choices.iter().find(|choice| choice.eq_ignore_ascii_case(value)).map(|c| c.to_string())
		};
		if let Some(value) = self.inline.take() {
			return match chosen(&value) {
				Some(choice) => Ok(Some(choice)),
				None => {
					let choices = crate::reference::listed(choices);
					Err(usage(format!("{} takes {choices}, not '{value}'", self.option)))
				}
			};
		}
		let next = self.arguments.peek().and_then(|next| next.to_str()).and_then(chosen);
		match next {
			Some(value) if !self.ended => {
				self.arguments.next();
				Ok(Some(value))
			}
			_ => Ok(None),
		}
	}

	/// The value of the last option, as a whole number.
	pub fn number(&mut self) -> Result<u64, Error> {
		let value = self.value()?;
		self.whole_number(value)
	}

	/// The value of the last option as a whole number, or `None` when it is `word` instead.
	pub fn number_or(&mut self, word: &str) -> Result<Option<u64>, Error> {
		let value = self.value()?;
		if value == word {
			return Ok(None);
		}
		self.whole_number(value).map(Some)
	}

	fn whole_number(&self, value: String) -> Result<u64, Error> {
		value.parse().map_err(|error: std::num::ParseIntError| match error.kind() {
			std::num::IntErrorKind::PosOverflow => {
				usage(format!("{} {value} is too large: the largest is {}", self.option, u64::MAX))
			}
			_ => usage(format!("{} takes a whole number, not '{value}'", self.option)),
		})
	}

	/// The error for the last option, which this program does not know.
	pub fn unknown(&self) -> Error {
		usage(format!("unknown option '{}'", self.option))
	}

	/// Whether the option `name` has been given so far.
	pub fn given(&self, name: &str) -> bool {
		self.seen.iter().any(|seen| seen == name)
	}

	/// Refuses two options of one group given together: each group lists options that cannot
	/// be honoured together. The message names the first two, in the command line's order.
	pub fn apart(&self, groups: &[&[&str]]) -> Result<(), Error> {
		for group in groups {
			let mut given = self.seen.iter().filter(|seen| group.contains(&seen.as_str()));
			if let (Some(first), Some(second)) = (given.next(), given.next()) {
				return Err(usage(format!("{first} and {second} cannot go together")));
			}
		}
		Ok(())
	}
}

/// The error for a value where the program takes none, or no more.
pub fn unexpected(value: &OsString) -> Error {
	usage(format!("unexpected argument {value:?}"))
}

/// The command line's arguments, as they are: one that is not UTF-8 is kept, for file names.
pub fn arguments() -> Vec<OsString> {
	std::env::args_os().skip(1).collect()
}

/// How a program ends: `Ok` is exit 0; a reader that went away (`gen | head -1`) is a normal end
/// too; any other error is one line on standard error, `program: message`, and the status
/// `code` gives it.
pub fn finish(program: &str, result: Result<(), Error>, code: impl Fn(&Error) -> u8) -> ExitCode {
	match result {
		Ok(()) => ExitCode::SUCCESS,
		Err(Error::Write(ref error)) if error.kind() == io::ErrorKind::BrokenPipe => {
			ExitCode::SUCCESS
		}
		Err(error) => {
			// Standard error is the last place to say it: if that fails too, the status still does.
			let _ = writeln!(io::stderr(), "{program}: {error}");
			ExitCode::from(code(&error))
		}
	}
}

#[cfg(test)]
mod tests {
	use super::*;

	const PROGRAM: Program = Program { name: "test", usage: || "usage: test\n".to_string() };

	/// The options and values read, each option with its value when it is `--seed`.
	fn read(arguments: &[&str]) -> Result<Parsed<Vec<String>>, String> {
		let arguments = arguments.iter().map(OsString::from).collect();
		let parsed = parse(&PROGRAM, arguments, |parser| {
			let mut read = Vec::new();
			while let Some(arg) = parser.next_arg()? {
				match arg {
					Arg::Option(name) if name == "--seed" => {
						read.push(format!("seed {}", parser.number()?))
					}
					Arg::Option(name) if name == "--all" || name == "--count" => read.push(name),
					Arg::Option(_) => return Err(parser.unknown()),
					Arg::Value(value) => read.push(value.to_string_lossy().into_owned()),
				}
			}
			parser.apart(&[&["--all", "--count"]])?;
			Ok(read)
		});
		parsed.map_err(|error| error.to_string())
	}

	fn run(arguments: &[&str]) -> Vec<String> {
		match read(arguments) {
			Ok(Parsed::Run(read)) => read,
			_ => panic!("{arguments:?} is no run"),
		}
	}

	#[test]
	fn options_with_values_either_way_and_in_any_order() {
		assert_eq!(run(&["--seed", "5", "file"]), ["seed 5", "file"]);
		assert_eq!(run(&["file", "--seed=5"]), ["file", "seed 5"]);
		assert_eq!(run(&["--", "--seed", "-x"]), ["--seed", "-x"]);
		assert_eq!(run(&["-"]), ["-"]);
	}

	#[test]
	fn help_and_version_go_alone() {
		assert!(matches!(read(&["--help"]), Ok(Parsed::Print(text)) if text == "usage: test\n"));
		assert!(matches!(read(&["-V"]), Ok(Parsed::Print(text)) if text.starts_with("test ")));
		let alone = "--help goes alone, with nothing else on the command line (try --help)";
		assert_eq!(read(&["file", "--help"]).err().as_deref(), Some(alone));
		assert_eq!(read(&["-h", "file"]).err().as_deref(), Some(alone));
		assert_eq!(run(&["--", "--help"]), ["--help"]);
		let valued = "--help takes no value (try --help)";
		assert_eq!(read(&["--help=1"]).err().as_deref(), Some(valued));
	}

	#[test]
	fn each_mistake_has_its_message() {
		for (arguments, message) in [
			(&["--seed"][..], "--seed needs a value"),
			(&["--seed", "x"], "--seed takes a whole number, not 'x'"),
			(&["--seed=-1"], "--seed takes a whole number, not '-1'"),
			(
				&["--seed", "18446744073709551616"],
				"--seed 18446744073709551616 is too large: the largest is 18446744073709551615",
			),
			(&["--seed", "1", "--seed=2"], "--seed is given twice"),
			(&["--all=yes"], "--all takes no value"),
			(&["--count", "--all"], "--count and --all cannot go together"),
			(&["--bogus"], "unknown option '--bogus'"),
			(&["--seedy"], "unknown option '--seedy'"),
			(&["-x"], "unknown option '-x'"),
		] {
			assert_eq!(
				read(arguments).err(),
				Some(format!("{message} (try --help)")),
				"{arguments:?}"
			);
		}
	}
}
