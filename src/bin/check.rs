//! `check [--problem NAME] INPUT OUTPUT [ANSWER [RESULT [-appes]]]`: a special judge for the
//! Eight puzzle, called as testlib's checkers are; `--protocol kattis` and `--protocol cms` as
//! those systems call theirs.
//!
//! Judges OUTPUT, a solver's answers to the cases of INPUT, one line each, as the problem asks
//! (AcWing 179 unless `PROBLEM` below or `--problem` says otherwise). An answer is right when it is
//! `unsolvable` exactly for a board that cannot reach the goal, and otherwise legal moves that
//! reach the goal in the fewest moves there are (in any number for POJ 1077 and HDU 1043, which
//! accept any solution); for the problems that print a count, when it is that fewest number, or
//! `-1`, in plain decimal. Those numbers come from the checker's own breadth-first search over
//! every board. Any shortest answer is right, so ANSWER, the expected output, is not compared line
//! by line; when it is given, it is judged too, and a wrong one stops the checker, since the test
//! itself is then broken. An empty ANSWER for an input with cases is such a test: it is what an
//! empty output becomes where a system passes the answer before the output.
//!
//! The files are read as streams, together, a case at a time: memory and time stay bounded by
//! what a case and an answer can be, whatever the files hold.
//!
//! The verdict, by protocol: testlib's exit status 0 accepted, 1 wrong answer, 2 malformed
//! output (also a missing one), 3 the checker cannot go on, the message on standard error after
//! testlib's words (`ok`, `wrong answer`, `wrong output format`, `FAIL`), which is also what
//! `oj test --judge-command` expects; Kattis's 42 and 43 with `judgemessage.txt`; CMS's score
//! on standard output. A bad command line is exit 3 under every protocol.

use eight_kit::reference::{
	ascii, check_output, counted, listing, names_listed, path_shown, Answer, CheckError, Distances,
	Problem, Rejection, Stream,
};
use eight_kit::shell::cli::{self, Arg, Error, Parsed, Parser, Program};
use eight_kit::shell::memory::SayingAllocator;
use eight_kit::shell::protocol::{Protocol, TESTLIB_OPTIONS};
use eight_kit::shell::started;
use eight_kit::shell::streams;
use std::ffi::OsString;
use std::fs::File;
use std::io::{self, BufReader, Write};
use std::path::PathBuf;
use std::process::ExitCode;

/// Memory refused is said in one line, with the status of any other failure.
#[global_allocator]
static MEMORY: SayingAllocator = SayingAllocator { program: "check", status: 3 };

/// The problem and the protocol when no option names them. `pack` sets these two lines in the
/// single file it writes (`pack --single check`: this program, the kit's modules in it), so that
/// a judge can run it with no options.
const PROBLEM: &str = "acwing179";
const PROTOCOL: Protocol = Protocol::Testlib;

fn usage() -> String {
	let problems = listing(|problem| {
		let right = match (problem.answer, problem.any_solution) {
			(Answer::Moves, false) => {
				"`unsolvable` exactly for the boards that cannot reach the goal, else legal moves \
				 u, d, l, r that reach it in the fewest moves there are"
			}
			(Answer::Moves, true) => {
				"`unsolvable` exactly for the boards that cannot reach the goal, else any legal \
				 moves u, d, l, r that reach it"
			}
			(Answer::Count, _) => "the fewest number of moves, or -1, in plain decimal",
		};
		format!("{right}; goal {}", problem.goal_words())
	});
	USAGE.replace("PROBLEMS\n", &problems)
}

const USAGE: &str = "\
usage: check [--problem NAME] INPUT OUTPUT [ANSWER [RESULT [-appes]]]
       check --protocol kattis [--problem NAME] INPUT ANSWER FEEDBACK_DIR < OUTPUT
       check --protocol cms [--problem NAME] INPUT ANSWER OUTPUT [batch|outputonly]
       check --protocol hustoj [--problem NAME] INPUT ANSWER OUTPUT
       check --list-problems

Judges OUTPUT, one line per case of INPUT, as the problem asks (the default: see below):
PROBLEMS
ANSWER, the expected output, may differ from OUTPUT: any shortest answer is right. When it
is given it must be right too, or the checker stops (FAIL); an empty one for an input with
cases is wrong (OUTPUT and ANSWER swapped?). An empty name gives none.
Whitespace around an answer is passed over; a final newline is optional, and blank lines
after the last case are ignored. A count is read as testlib's readLong reads a number, past
blank lines; a line of any solution may be of any length.

--protocol testlib, as Polygon, Codeforces and the judges built on testlib
  call a checker: the message on standard error begins `ok`, `wrong answer`, `wrong output
  format` or `FAIL`; exit 0, 1, 2 (also for a missing OUTPUT), 3. --testset and --group are
  taken and passed over; RESULT, if given, receives the message, as XML after -appes,
  and standard error then only where to look, as testlib writes it. A command line the
  checker cannot take is FAIL, exit 3, under testlib's protocol and HUSTOJ's.
--protocol kattis (also DOMjudge's): OUTPUT on standard input, exit 42 accepted, 43
  rejected, 1 the checker cannot judge; the message in FEEDBACK_DIR/judgemessage.txt (and
  in judgeerror.txt when it cannot judge), nothing on standard error, which DOMjudge adds.
--protocol cms: the score, 1.0 or 0.0, on standard output, the message on standard error,
  exit 0 for any verdict, 3 when the checker cannot judge; a fourth argument, batch or
  outputonly (CMS's BatchAndOutput task type passes one), is passed over.
--protocol hustoj: exit 0 accepted, 1 wrong answer, 2 malformed output, 3 the checker
  cannot judge (HUSTOJ shows 3 as a runtime error); the message on standard error, after
  testlib's words, which HUSTOJ keeps in its diff.out.
Every message is one line of printable ASCII: bytes from outside it are written \\xNN.
--list-problems prints the problems' names, one a line, the default's first.
--help, --version and --list-problems go alone.
";

const PROGRAM: Program = Program { name: "check", usage };

/// `--list-problems`: the problems' names, one a line, `PROBLEM`'s first, for scripts
/// (`run_samples.sh` takes them from the checker, whatever solver it runs).
fn problem_names() -> String {
	names_listed(constant_problem())
}

/// The problem `PROBLEM` names.
fn constant_problem() -> &'static Problem {
	Problem::named(PROBLEM).expect("PROBLEM names a problem of the catalogue")
}

/// What to judge, and how to say the verdict.
struct Request {
	problem: &'static Problem,
	protocol: Protocol,
	input: PathBuf,
	/// `None` for standard input (Kattis's way).
	output: Option<PathBuf>,
	/// None when not given, or given as an empty name (oj's way of saying there is none).
	answer: Option<PathBuf>,
	/// testlib's result file, and whether it is XML (`-appes`); Kattis's feedback folder.
	result: Option<PathBuf>,
	appes: bool,
	feedback: Option<PathBuf>,
}

fn read_request(parser: &mut Parser, appes: bool) -> Result<Request, Error> {
	let (mut problem, mut protocol) = (constant_problem(), PROTOCOL);
	let mut files = Vec::<OsString>::new();
	while let Some(arg) = parser.next_arg()? {
		match arg {
			Arg::Option(name) if name == "--problem" => {
				problem = parser.value_as(Problem::named)?
			}
			Arg::Option(name) if name == "--protocol" => {
				let spoken = [Protocol::Testlib, Protocol::Kattis, Protocol::Cms, Protocol::Hustoj];
				protocol = Protocol::named(&parser.value()?, &spoken).map_err(Error::Usage)?;
			}
			// The verdict does not depend on the test's set or group.
			Arg::Option(name) if TESTLIB_OPTIONS.contains(&name.as_str()) => {
				parser.value()?;
			}
			// Alone, it is taken before the command line is read (see `main`).
			Arg::Option(name) if name == "--list-problems" => {
				let alone = "--list-problems goes alone, with nothing else on the command line";
				return Err(Error::Usage(alone.to_string()));
			}
			// testlib's last word anywhere else: misplaced, not unknown.
			Arg::Option(name) if name == "-appes" || name == "-APPES" => {
				let last = "-appes goes last, after INPUT, OUTPUT, ANSWER and RESULT";
				return Err(Error::Usage(last.to_string()));
			}
			Arg::Option(_) => return Err(parser.unknown()),
			Arg::Value(file) => files.push(file),
		}
	}
	files_request(problem, protocol, files, appes)
}

/// The files the command line gave, as `protocol` orders them.
fn files_request(
	problem: &'static Problem,
	protocol: Protocol,
	mut files: Vec<OsString>,
	appes: bool,
) -> Result<Request, Error> {
	// CMS's BatchAndOutput task type passes a fourth argument, `batch` or `outputonly`
	// (cms/grading/tasktypes/BatchAndOutput.py, `extra_args`): the verdict does not depend on it.
	let cms_extra =
		matches!(files.get(3).and_then(|last| last.to_str()), Some("batch" | "outputonly"));
	if protocol == Protocol::Cms && files.len() == 4 && cms_extra {
		files.pop();
	}
	let mut files = files.into_iter().map(PathBuf::from);
	let count = files.len();
	let mut next = || files.next().unwrap_or_default();
	let none_if_empty = |path: PathBuf| Some(path).filter(|path| !path.as_os_str().is_empty());
	let given = counted(count as u64, "file");
	let request = |input, output, answer, result, feedback| Request {
		problem,
		protocol,
		input,
		output,
		answer,
		result,
		appes,
		feedback,
	};
	let request = match protocol {
		Protocol::Testlib if (2..=4).contains(&count) && (!appes || count == 4) => {
			let (input, output, answer, result) = (next(), next(), next(), next());
			let result = none_if_empty(result);
			Ok(request(input, Some(output), none_if_empty(answer), result, None))
		}
		Protocol::Testlib if appes => {
			Err(Error::Usage("-appes follows INPUT, OUTPUT, ANSWER and RESULT".to_string()))
		}
		Protocol::Testlib => Err(Error::Usage(format!(
			"give INPUT, OUTPUT and perhaps ANSWER and RESULT, not {given}"
		))),
		_ if appes => Err(Error::Usage("-appes is testlib's".to_string())),
		Protocol::Kattis if count == 3 => {
			let (input, answer, feedback) = (next(), next(), next());
			Ok(request(input, None, none_if_empty(answer), None, Some(feedback)))
		}
		Protocol::Kattis => {
			Err(Error::Usage(format!("give INPUT, ANSWER and FEEDBACK_DIR, not {given}")))
		}
		Protocol::Cms | Protocol::Hustoj if count == 3 => {
			let (input, answer, output) = (next(), next(), next());
			Ok(request(input, Some(output), none_if_empty(answer), None, None))
		}
		Protocol::Cms | Protocol::Hustoj => {
			Err(Error::Usage(format!("give INPUT, ANSWER and OUTPUT, not {given}")))
		}
	}?;
	// An empty name is the caller's slip, never the solver's: only ANSWER and RESULT may be one
	// (online-judge-tools passes an empty ANSWER for a test with no expected output).
	let named = [
		("INPUT", Some(&request.input)),
		("OUTPUT", request.output.as_ref()),
		("FEEDBACK_DIR", request.feedback.as_ref()),
	];
	for (what, path) in named {
		if path.map_or(false, |path| path.as_os_str().is_empty()) {
			return Err(Error::Usage(format!("{what} is an empty name, which names no file")));
		}
	}
	Ok(request)
}

/// How a check ended.
enum Verdict {
	/// For a problem that accepts any solution, or only the shortest.
	Accepted(&'static Problem),
	Rejected(Rejection),
	/// The checker cannot judge: a file it cannot read, an INPUT that is not boards, a wrong
	/// ANSWER (testlib's FAIL).
	Fail(String),
}

impl Verdict {
	/// testlib's words for it, which judges built on testlib read, and its outcome in XML.
	fn testlib(&self) -> (&'static str, &'static str) {
		match self {
			Verdict::Accepted(_) => ("ok", "accepted"),
			Verdict::Rejected(Rejection::Wrong(_)) => ("wrong answer", "wrong-answer"),
			Verdict::Rejected(Rejection::Malformed(_)) => {
				("wrong output format", "presentation-error")
			}
			Verdict::Fail(_) => ("FAIL", "fail"),
		}
	}

	fn message(&self) -> String {
		match self {
			Verdict::Accepted(problem) if problem.any_solution => {
				"every answer is right".to_string()
			}
			Verdict::Accepted(_) => "every answer is right and shortest".to_string(),
			Verdict::Rejected(rejection) => rejection.to_string(),
			Verdict::Fail(why) => why.clone(),
		}
	}
}

/// Judges the request's files.
fn check(request: &Request) -> Verdict {
	let named_path = |stream: Stream| match stream {
		Stream::Input => path_shown(&request.input),
		Stream::Output => match &request.output {
			Some(output) => path_shown(output),
			None => "(standard input)".to_string(),
		},
		Stream::Answer => request.answer.as_deref().map(path_shown).unwrap_or_default(),
	};
	let cannot = |stream: Stream, error: io::Error| {
		format!("cannot read {} {}: {error}", named(stream), named_path(stream))
	};
	let open = |path: &PathBuf| File::open(path).map(BufReader::new);
	let input = match open(&request.input) {
		Ok(input) => input,
		Err(error) => return Verdict::Fail(cannot(Stream::Input, error)),
	};
	let output: Box<dyn io::BufRead> = match &request.output {
		Some(path) => match open(path) {
			Ok(output) => Box::new(output),
			// testlib's way: no output is the contestant's, a presentation error.
			Err(error) if error.kind() == io::ErrorKind::NotFound => {
				return Verdict::Rejected(Rejection::Malformed(cannot(Stream::Output, error)))
			}
			Err(error) => return Verdict::Fail(cannot(Stream::Output, error)),
		},
		// Kattis's way: the output on standard input, which must be readable (Rust's stream would
		// take one closed, or open for writing only, as an empty output, a rejection of no output
		// at all).
		None => match started::usable(true, false) {
			Ok(()) => Box::new(streams::UntilEnd::new(io::stdin().lock())),
			Err(error) => {
				let error = error.to_string();
				let why = error.strip_prefix("cannot read the input: ").unwrap_or(&error);
				return Verdict::Fail(format!(
					"cannot read {} (standard input): {why}",
					named(Stream::Output)
				));
			}
		},
	};
	let answer = match &request.answer {
		Some(path) => match open(path) {
			Ok(answer) => Some(answer),
			Err(error) => return Verdict::Fail(cannot(Stream::Answer, error)),
		},
		None => None,
	};
	let distances = Distances::compute(&request.problem.goal);
	match check_output(request.problem, input, output, answer, &distances) {
		Ok(()) => Verdict::Accepted(request.problem),
		Err(CheckError::Rejected(rejection)) => Verdict::Rejected(rejection),
		Err(CheckError::BadInput(why)) => {
			Verdict::Fail(format!("the input {} is not boards: {why}", path_shown(&request.input)))
		}
		Err(CheckError::WrongAnswerFile(why)) => Verdict::Fail(format!(
			"the expected answer {} is wrong: {why}",
			named_path(Stream::Answer)
		)),
		Err(CheckError::Unreadable(stream, error)) => Verdict::Fail(cannot(stream, error)),
	}
}

/// How a message names each file.
fn named(stream: Stream) -> &'static str {
	match stream {
		Stream::Input => "the input",
		Stream::Output => "the output",
		Stream::Answer => "the expected answer",
	}
}

/// testlib's XML result, `-appes`, as testlib writes it (`encoding="windows-1251"`, its default;
/// the message is ASCII, the same in any of them): the message with `&`, `<`, `>` and `"`
/// escaped and control bytes as dots.
fn appes_xml(outcome: &str, message: &str) -> String {
	let mut escaped = String::new();
	for character in message.chars() {
		match character {
			'&' => escaped.push_str("&amp;"),
			'<' => escaped.push_str("&lt;"),
			'>' => escaped.push_str("&gt;"),
			'"' => escaped.push_str("&quot;"),
			control if (control as u32) < 32 => escaped.push('.'),
			other => escaped.push(other),
		}
	}
	format!("<?xml version=\"1.0\" encoding=\"windows-1251\"?><result outcome = \"{outcome}\">{escaped}</result>\n")
}

/// Says the verdict as the protocol asks, and gives the exit status. Every message is made one
/// line of printable ASCII first (a file's name may hold any byte).
fn report(request: &Request, verdict: &Verdict) -> u8 {
	let message = ascii(&verdict.message());
	let (words, _) = verdict.testlib();
	let testlib_code = match verdict {
		Verdict::Accepted(_) => 0,
		Verdict::Rejected(rejection) => rejection.exit_code(),
		Verdict::Fail(_) => 3,
	};
	match request.protocol {
		Protocol::Testlib => testlib_report(request, verdict, &message, testlib_code),
		// HUSTOJ reads testlib's codes, and keeps standard error for the judges to read.
		Protocol::Hustoj => {
			say(&format!("{words} {message}"));
			testlib_code
		}
		// DOMjudge adds standard error to the feedback files: the message goes to them alone.
		Protocol::Kattis => {
			const ACCEPTED: u8 = 42;
			const REJECTED: u8 = 43;
			let feedback = request.feedback.clone().unwrap_or_default();
			let mut files = vec![("judgemessage.txt", &message)];
			if let Verdict::Fail(_) = verdict {
				files.push(("judgeerror.txt", &message));
			}
			for (name, text) in files {
				let path = feedback.join(name);
				if let Err(error) = started::write_file(&path, format!("{text}\n").as_bytes()) {
					say(&ascii(&format!("cannot write {}: {error}", path_shown(&path))));
					return 1;
				}
			}
			match verdict {
				Verdict::Accepted(_) => ACCEPTED,
				Verdict::Rejected(_) => REJECTED,
				Verdict::Fail(_) => 1,
			}
		}
		Protocol::Cms => {
			say(&message);
			let score = match verdict {
				Verdict::Accepted(_) => "1.0",
				Verdict::Rejected(_) => "0.0",
				Verdict::Fail(_) => return 3,
			};
			// The score is the verdict: standard output that cannot take it (open for reading
			// only, which Rust's stream would take as a place that swallows all) is a failure.
			let written = match started::usable(false, true) {
				Err(Error::Write(error)) => Err(error),
				_ => {
					let mut stdout = io::stdout();
					writeln!(stdout, "{score}").and_then(|()| stdout.flush())
				}
			};
			match written {
				Ok(()) => 0,
				Err(error) => {
					say(&ascii(&format!("cannot write the score: {error}")));
					3
				}
			}
		}
	}
}

/// Says a line on standard error, the last place to say it: if that fails too, the status still
/// does.
fn say(line: &str) {
	let _ = writeln!(io::stderr(), "{line}");
}

/// testlib's way: the words and the message on standard error; or, with a result file, the
/// message in it (as XML after -appes), and on standard error an empty line and where to look.
fn testlib_report(request: &Request, verdict: &Verdict, message: &str, code: u8) -> u8 {
	let (words, outcome) = verdict.testlib();
	if let Some(result) = &request.result {
		let text = if request.appes { appes_xml(outcome, message) } else { message.to_string() };
		// A result file that is a standard stream closed at the start (`/dev/stdout`, then) would
		// lose the message: a failure, as a closed stream is.
		if let Err(error) = started::write_file(result, text.as_bytes()) {
			let why = format!("cannot write the result file {}: {error}", path_shown(result));
			say(&format!("FAIL {}", ascii(&why)));
			return 3;
		}
		// testlib.h, InStream::quit: `quitscr` writes nothing when there is a result file, then
		// `std::fprintf(stderr, "\n")`, and "See file to check exit message".
		say("");
		say("See file to check exit message");
		return code;
	}
	say(&format!("{words} {message}"));
	code
}

fn main() -> ExitCode {
	// testlib's last word, `-appes`, looks like an option and is none.
	let mut arguments = cli::arguments();
	let appes =
		matches!(arguments.last().and_then(|last| last.to_str()), Some("-appes" | "-APPES"));
	if appes {
		arguments.pop();
	}
	if arguments.len() == 1 && !appes && arguments[0] == "--list-problems" {
		return cli::finish("check", started::print(&problem_names()), |_| 3);
	}
	let protocol = asked_protocol(&arguments);
	let request = match cli::parse(&PROGRAM, arguments, |parser| read_request(parser, appes)) {
		Ok(Parsed::Run(request)) => request,
		// Anything that keeps the checker from judging is 3, which no judge reads as a verdict.
		Ok(Parsed::Print(text)) => {
			let text = cli::with_defaults(text, &PROGRAM, constant_problem().name, PROTOCOL.name());
			return cli::finish("check", started::print(&text), |_| 3);
		}
		// testlib FAILs a command line it cannot take (testlib.h, registerTestlibCmd:
		// `quit(_fail, "Program must be run with the following arguments: ...")`): under its
		// protocol, and HUSTOJ's, which keeps its words, the mistake is said after FAIL.
		Err(error) if matches!(protocol, Protocol::Testlib | Protocol::Hustoj) => {
			let _ = writeln!(io::stderr(), "FAIL {error}");
			return ExitCode::from(3);
		}
		Err(error) => return cli::finish("check", Err(error), |_| 3),
	};
	ExitCode::from(report(&request, &check(&request)))
}

/// The protocol the command line asks for, as far as it can be read: its last `--protocol`
/// that names one, before any `--`; else `PROTOCOL`. A mistake is said as that protocol says
/// one, whatever the mistake.
fn asked_protocol(arguments: &[OsString]) -> Protocol {
	let spoken = [Protocol::Testlib, Protocol::Kattis, Protocol::Cms, Protocol::Hustoj];
	let mut asked = PROTOCOL;
	let mut arguments = arguments.iter().map(|argument| argument.to_str().unwrap_or_default());
	while let Some(argument) = arguments.next() {
		let value = match argument {
			"--" => break,
			"--protocol" => arguments.next(),
			_ => argument.strip_prefix("--protocol="),
		};
		if let Some(protocol) = value.and_then(|value| Protocol::named(value, &spoken).ok()) {
			asked = protocol;
		}
	}
	asked
}
