//! One command line for the six programs: the same mistakes get the same words and the same
//! kind of exit, and standard output is treated alike.

mod support;

use std::process::{Command, Output};
use std::time::Duration;
use support::run_within;

const SOLVE: &str = env!("CARGO_BIN_EXE_solve");
const CHECK: &str = env!("CARGO_BIN_EXE_check");
const GEN: &str = env!("CARGO_BIN_EXE_gen");
const PACK: &str = env!("CARGO_BIN_EXE_pack");
const PLAY: &str = env!("CARGO_BIN_EXE_play");
const VALIDATE: &str = env!("CARGO_BIN_EXE_validate");

/// Each program: its name, its path, the exit status of a bad command line (the checker's 2 is a
/// verdict to a judge, so it says 3), and an option of it that takes a value, with a good one.
const PROGRAMS: [(&str, &str, i32, &str, &str); 6] = [
	("solve", SOLVE, 2, "--problem", "acwing845"),
	("check", CHECK, 3, "--problem", "acwing845"),
	("gen", GEN, 2, "--seed", "5"),
	("pack", PACK, 2, "--problem", "acwing845"),
	("play", PLAY, 2, "--seed", "5"),
	("validate", VALIDATE, 2, "--problem", "acwing845"),
];

fn run(program: &str, arguments: &[&str], input: &[u8]) -> Output {
	let output = run_within(program, arguments, input, Duration::from_secs(60)).expect("run");
	output.expect("an end within a minute")
}

fn said(output: &Output) -> String {
	String::from_utf8_lossy(&output.stderr).into_owned()
}

#[test]
fn help_and_version_for_each_and_only_alone() {
	for (name, program, bad, option, value) in PROGRAMS {
		let help = run(program, &["--help"], b"");
		assert!(help.status.success(), "{name}");
		let text = String::from_utf8_lossy(&help.stdout);
		assert!(text.starts_with(&format!("usage: {name} ")), "{name}: {text}");
		assert_eq!(run(program, &["-h"], b"").stdout, help.stdout, "{name}");
		let version = run(program, &["--version"], b"");
		assert_eq!(
			String::from_utf8_lossy(&version.stdout),
			format!("{name} {}\n", env!("CARGO_PKG_VERSION"))
		);
		assert_eq!(run(program, &["-V"], b"").stdout, version.stdout, "{name}");
		for (arguments, alone) in [
			(vec!["--help", option, value], "--help"),
			(vec![option, value, "--version"], "--version"),
			(vec![option, value, "-h"], "--help"),
			(vec!["-V", option, value], "--version"),
		] {
			let output = run(program, &arguments, b"");
			assert_eq!(output.status.code(), Some(bad), "{name} {arguments:?}");
			let message = format!(
				"{} {alone} goes alone, with nothing else on the command line (try --help)\n",
				mistake(name)
			);
			assert_eq!(said(&output), message, "{name} {arguments:?}");
			assert!(output.stdout.is_empty(), "{name} {arguments:?}");
		}
		// A value for --help is the mistake, not what stands beside it.
		for option in ["--help=1", "--version=2"] {
			let output = run(program, &[option], b"");
			assert_eq!(output.status.code(), Some(bad), "{name} {option}");
			let valueless = option.split('=').next().unwrap_or_default();
			let message = format!("{} {valueless} takes no value (try --help)\n", mistake(name));
			assert_eq!(said(&output), message, "{name} {option}");
		}
	}
}

/// What a program's mistake of the command line begins with: its name, and for the checker, whose
/// default protocol is testlib's, testlib's FAIL, as testlib says a command line it cannot take.
fn mistake(name: &str) -> String {
	match name {
		"check" => "FAIL".to_string(),
		_ => format!("{name}:"),
	}
}

#[test]
fn the_same_mistake_gets_the_same_words_from_each() {
	for (name, program, bad, option, value) in PROGRAMS {
		let inline = format!("{option}={value}");
		for (arguments, message) in [
			(vec!["--bogus"], "unknown option '--bogus'".to_string()),
			(vec!["-q"], "unknown option '-q'".to_string()),
			(vec!["-q=1"], "unknown option '-q=1'".to_string()),
			(vec![option], format!("{option} needs a value")),
			(vec![option, value, &inline], format!("{option} is given twice")),
			(vec![&inline, option, value], format!("{option} is given twice")),
		] {
			let output = run(program, &arguments, b"");
			assert_eq!(output.status.code(), Some(bad), "{name} {arguments:?}: {}", said(&output));
			let words = format!("{} {message} (try --help)\n", mistake(name));
			assert_eq!(said(&output), words, "{name}");
		}
	}
	// Options that take no value say so, and values where none is taken are refused.
	for (program, arguments, message) in [
		(SOLVE, &["--stats=yes"][..], "solve: --stats takes no value (try --help)\n"),
		(GEN, &["--all=yes"], "gen: --all takes no value (try --help)\n"),
		(SOLVE, &["--", "--stats"], "solve: unexpected argument \"--stats\" (try --help)\n"),
		// (A number alone is gen's seed, as testlib's generators take one.)
		(GEN, &["x"], "gen: unexpected argument \"x\" (try --help)\n"),
		(SOLVE, &["5"], "solve: unexpected argument \"5\" (try --help)\n"),
		(SOLVE, &["-"], "solve: unexpected argument \"-\" (try --help)\n"),
	] {
		let output = run(program, arguments, b"");
		assert_eq!((output.status.code(), said(&output).as_str()), (Some(2), message));
	}
}

#[test]
fn options_are_taken_either_way_and_in_any_order() {
	let board = b"2 3 4 1 5 x 7 6 8\n";
	for arguments in
		[&["--problem=acwing845", "--stats"][..], &["--stats", "--problem", "acwing845"]]
	{
		let output = run(SOLVE, arguments, board);
		assert_eq!(String::from_utf8_lossy(&output.stdout), "19\n", "{arguments:?}");
	}
	assert_eq!(
		run(GEN, &["--seed=5", "--count=3"], b"").stdout,
		run(GEN, &["--count", "3", "--seed", "5"], b"").stdout
	);
	let by_equals = run(PLAY, &["--seed=5", "--depth=3"], b"q");
	let by_space = run(PLAY, &["--depth", "3", "--seed", "5"], b"q");
	assert!(by_equals.status.success(), "{}", said(&by_equals));
	assert_eq!(by_equals.stdout, by_space.stdout);
	// `--` ends the options: what follows is a value, a board for the game.
	let output = run(PLAY, &["--", "1 2 3 4 x 6 7 5 8"], b"q");
	assert!(output.status.success(), "{}", said(&output));
}

/// A program run by the shell with `redirect` applied to its standard output.
fn redirected(program: &str, arguments: &str, redirect: &str) -> Output {
	let script = format!("printf 'q' | \"$0\" {arguments} {redirect}");
	Command::new("sh").args(["-c", &script, program]).output().expect("run sh")
}

#[test]
fn standard_output_is_taken_as_given() {
	for (name, program, _, _, _) in PROGRAMS {
		// A run with nothing wrong: its input, and its arguments.
		let (feed, arguments) = match name {
			"solve" => ("cat samples/1.in", ""),
			"check" => ("true", "samples/1.in samples/1.out"),
			"gen" => ("true", "--count 3"),
			"pack" => ("true", "--single validate"),
			"validate" => ("cat samples/1.in", ""),
			_ => ("printf q", "--seed 3"),
		};
		// The checker and the validator write their word to standard error: nothing to lose.
		let writes = name != "check" && name != "validate";
		let run_to = |redirect: &str| {
			let script = format!("{feed} | \"$0\" {arguments} {redirect}");
			Command::new("sh").args(["-c", &script, program]).output().expect("run sh")
		};
		// A /dev/null opened for reading and writing, as Python's subprocess.DEVNULL and Node's
		// 'ignore' give it: a place to discard output, and a run like any other.
		let output = run_to("1<>/dev/null");
		assert!(output.status.success(), "{name}: {}", said(&output));
		// A full disk: the output is lost, and that is never success (the checker writes its
		// verdict to standard error).
		if writes {
			let output = run_to("> /dev/full");
			assert_eq!(output.status.code(), Some(1), "{name}: {}", said(&output));
			assert!(said(&output).starts_with(&format!("{name}: cannot write the output: ")));
		}
		// A closed standard output, which Rust's runtime opens on /dev/null before `main`: the
		// kit's programs look before it (src/shell/started.rs), and a run whose output went nowhere
		// fails.
		if writes {
			let output = run_to("1>&-");
			assert_eq!(output.status.code(), Some(1), "{name}: {}", said(&output));
			let message = format!("{name}: cannot write the output: standard output is closed\n");
			assert_eq!(said(&output), message);
		}
		// A reader that went away: a quiet end (the checker's verdict is on standard error).
		let output = run_to("| true");
		let quiet = !writes || output.stderr.is_empty();
		assert!(output.status.success() && quiet, "{name}: {}", said(&output));
		// Help into a full disk too, the checker's with its own status for what is no verdict.
		let output = redirected(program, "--help", "> /dev/full");
		let code = if name == "check" { 3 } else { 1 };
		assert_eq!(output.status.code(), Some(code), "{name}: {}", said(&output));
		assert!(said(&output).starts_with(&format!("{name}: cannot write the output: ")));
	}
}

#[cfg(unix)]
#[test]
fn an_option_that_is_not_utf8_is_refused() {
	use std::os::unix::ffi::OsStrExt;
	for (name, program, bad, option, _) in PROGRAMS {
		let mut inline = option.as_bytes().to_vec();
		inline.extend_from_slice(b"=\xff");
		let output =
			Command::new(program).arg(std::ffi::OsStr::from_bytes(&inline)).output().expect("run");
		assert_eq!(output.status.code(), Some(bad), "{name}");
		let message = format!(
			"{} the argument \"{option}=\\xFF\" is not UTF-8 (try --help)\n",
			mistake(name)
		);
		assert_eq!(said(&output), message);
	}
}

#[cfg(unix)]
#[test]
fn standard_streams_open_the_other_way_only_are_refused_never_taken_for_success() {
	// `1< file`: standard output open for reading only; `0> file`: standard input for writing
	// only. Rust's own streams take either as a place that swallows all (or as the end of the
	// input): lost output would pass for success.
	let scratch = support::Scratch::new("streams");
	let file = scratch.file("board.in", "1 2 3 4 x 6 7 5 8\n");
	for (name, program, _, _, _) in PROGRAMS {
		let arguments = match name {
			"check" | "validate" => "--help",
			"gen" => "--count 3",
			"pack" => "--single check",
			"play" => "--seed 3",
			_ => "",
		};
		let script = format!("\"$0\" {arguments} <\"$1\" 1<\"$1\"");
		let output =
			Command::new("sh").args(["-c", &script, program, &file]).output().expect("run sh");
		let code = if name == "check" { 3 } else { 1 };
		assert_eq!(output.status.code(), Some(code), "{name}: {}", said(&output));
		let message = format!("{name}: cannot write the output: ");
		assert!(said(&output).starts_with(&message), "{name}: {}", said(&output));
	}
	for (name, program) in [("solve", SOLVE), ("play", PLAY)] {
		let output = Command::new("sh")
			.args(["-c", "\"$0\" 0>\"$1\"", program, &scratch.file("out", "")])
			.output()
			.expect("run sh");
		assert_eq!(output.status.code(), Some(1), "{name}: {}", said(&output));
		let message = format!("{name}: cannot read the input: ");
		assert!(said(&output).starts_with(&message), "{name}: {}", said(&output));
	}
}

#[test]
fn every_problem_of_the_catalogue_is_taken_by_every_program_and_listed_in_its_help() {
	let listed = run(SOLVE, &["--list-problems"], b"");
	let names: Vec<String> =
		String::from_utf8_lossy(&listed.stdout).lines().map(str::to_string).collect();
	let mut catalogue: Vec<&str> =
		eight_kit::reference::CATALOGUE.iter().map(|problem| problem.name).collect();
	let mut sorted: Vec<&str> = names.iter().map(String::as_str).collect();
	catalogue.sort();
	sorted.sort();
	assert_eq!(sorted, catalogue, "--list-problems lists the catalogue");
	assert_eq!(
		names[0],
		eight_kit::reference::default_problem().name,
		"the judge file's own first"
	);
	for (name, program, ..) in PROGRAMS {
		let help = String::from_utf8_lossy(&run(program, &["--help"], b"").stdout).into_owned();
		for problem in &names {
			assert!(help.contains(problem.as_str()), "{name} --help lists {problem}");
		}
	}
	for problem in &names {
		let board = run(GEN, &["--problem", problem], b"");
		assert!(board.status.success(), "gen --problem {problem}: {}", said(&board));
		let valid = run(VALIDATE, &["--problem", problem], &board.stdout);
		assert!(valid.status.success(), "validate --problem {problem}: {}", said(&valid));
		let answer = run(SOLVE, &["--problem", problem], &board.stdout);
		assert!(answer.status.success(), "solve --problem {problem}: {}", said(&answer));
		let scratch = support::Scratch::new("every-problem");
		let (input, output) =
			(scratch.file("in", &board.stdout), scratch.file("out", &answer.stdout));
		let checked = run(CHECK, &["--problem", problem, &input, &output, &output], b"");
		assert!(checked.status.success(), "check --problem {problem}: {}", said(&checked));
		for single in ["check", "validate", "eight"] {
			let packed = run(PACK, &["--single", single, "--problem", problem], b"");
			assert!(packed.status.success(), "pack --single {single} --problem {problem}");
		}
		let played = run(PLAY, &["--problem", problem, "--seed", "3"], b"q");
		assert!(played.status.success(), "play --problem {problem}: {}", said(&played));
	}
}

#[test]
fn memory_the_system_refuses_is_one_line_and_the_programs_status_never_an_abort() {
	if Command::new("prlimit").arg("--version").output().is_err() {
		return support::skip("no prlimit here: memory refused was not tried");
	}
	let board = b"123804765\n";
	let luogu = ["--problem", "luogu1379"];
	let input = "1.in";
	let scratch = support::Scratch::new("memory");
	let input_path = scratch.file(input, b"123804765\n");
	let output_path = scratch.file("1.out", b"0\n");
	let runs: [(&str, &str, i32, Vec<&str>); 6] = [
		("solve", SOLVE, 1, luogu.to_vec()),
		("check", CHECK, 3, [&luogu[..], &[input_path.as_str(), output_path.as_str()]].concat()),
		("gen", GEN, 1, vec!["--depth", "31"]),
		("validate", VALIDATE, 1, luogu.to_vec()),
		("pack", PACK, 1, vec!["--single", "check"]),
		("play", PLAY, 1, vec!["--seed", "3"]),
	];
	for (name, program, status, arguments) in runs {
		// The address space a process may take, from 8 MB down in steps of 250 KB: where the
		// system refuses the program a block, it says so in one line and ends with its status;
		// some limits are too small for the loader itself, which is no run of the program. The
		// band where the program itself is refused can be narrower than a step: then the step
		// between the last limit that ran and the first that the loader refused is searched
		// again, 10 KB at a time.
		// What a limit gave: `None` refused before the program ran, else whether it refused the
		// program a block.
		let try_limit = |limit: u64| -> Option<bool> {
			let limit = format!("--as={limit}");
			let prlimit = [&[limit.as_str(), program][..], &arguments].concat();
			let output = run("prlimit", &prlimit, board);
			let said = said(&output);
			// Nor is a limit that leaves the loader no room for the first thread's own data, or
			// Rust's runtime none for the signal stack it maps before `main` (each says so in
			// its own words, before the program's first line runs).
			if said.contains("error while loading shared libraries")
				|| said.contains("cannot allocate TLS data structures for initial thread")
				|| said.contains("failed to allocate an alternative stack")
			{
				return None;
			}
			if output.status.success() {
				assert!(!said.contains("memory"), "{name} {limit}: {said}");
				return Some(false);
			}
			// The game's threads each need a stack: the system may refuse one before a block.
			let line = format!("{name}: out of memory: the system refused ");
			let no_thread = format!("{name}: cannot start a thread: ");
			assert!(
				(said.starts_with(&line) && said.ends_with(" bytes\n"))
					|| (name == "play" && said.starts_with(&no_thread)),
				"{name} {limit}: {said}"
			);
			assert_eq!(said.lines().count(), 1, "{name} {limit}: {said}");
			assert_eq!(output.status.code(), Some(status), "{name} {limit}: {said}");
			Some(true)
		};
		let mut refused = 0;
		// The lowest limit that ran, or refused: the loader refused the step below it.
		let mut lowest_run = None;
		for limit in (2_000_000..=8_000_000).rev().step_by(250_000) {
			match try_limit(limit) {
				None => break,
				Some(was_refused) => refused += usize::from(was_refused),
			}
			lowest_run = Some(limit);
		}
		if refused == 0 {
			if let Some(lowest) = lowest_run {
				for limit in (lowest.saturating_sub(250_000)..lowest).rev().step_by(10_000) {
					refused += usize::from(try_limit(limit) == Some(true));
				}
			}
		}
		assert!(refused > 0, "{name}: no limit refused it memory");
	}
}

/// The Rust files of the kit under `dir`, its folders' too.
fn rust_files(dir: &std::path::Path, found: &mut Vec<std::path::PathBuf>) {
	let entries =
		std::fs::read_dir(dir).unwrap_or_else(|error| panic!("{}: {error}", dir.display()));
	for entry in entries {
		let path = entry.expect("an entry").path();
		if path.is_dir() {
			rust_files(&path, found);
		} else if path.extension().map_or(false, |extension| extension == "rs") {
			found.push(path);
		}
	}
}

#[test]
fn no_function_of_the_kit_runs_past_eighty_lines() {
	// From a line that opens a function (`fn`, after any `pub`, `const`, `unsafe` or `extern
	// "C"`) to the first line after it that closes it at its own indent: the programs, the
	// library, the judge file, the page's module, the benchmarks and the example.
	let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
	let mut files = Vec::new();
	for dir in ["src", "web/src", "benches", "examples"] {
		rust_files(&root.join(dir), &mut files);
	}
	let mut long = Vec::new();
	for file in &files {
		let text = std::fs::read_to_string(file).expect("a source file");
		let lines: Vec<&str> = text.lines().collect();
		for (at, line) in lines.iter().enumerate() {
			let body = line.trim_start();
			let indent = &line[..line.len() - body.len()];
			let mut words = body.split_whitespace().peekable();
			while let Some(word) = words.peek() {
				if ["pub", "pub(crate)", "const", "unsafe", "extern", "\"C\""].contains(word) {
					words.next();
				} else {
					break;
				}
			}
			if words.next() != Some("fn") || line.trim_end().ends_with(';') {
				continue;
			}
			let close = format!("{indent}}}");
			let end = lines[at + 1..].iter().position(|later| *later == close);
			let length = end.map_or(0, |end| end + 2);
			if length > 80 {
				long.push(format!("{}:{}: {length} lines", file.display(), at + 1));
			}
		}
	}
	assert!(long.is_empty(), "functions over 80 lines: {long:?}");
}

#[cfg(target_os = "linux")]
#[test]
fn a_closed_stream_is_seen_by_every_program_and_without_proc() {
	// Every program, as Cargo builds it, looks at its streams before Rust's runtime opens
	// /dev/null in place of a closed one: its help into a closed standard output is lost, and a
	// failure; so is a CMS score; a closed standard input is no empty input (the validator would
	// judge the test invalid, the checker a Kattis output empty).
	let scratch = support::Scratch::new("closed");
	let feedback = scratch.path().join("feedback");
	std::fs::create_dir(&feedback).expect("a feedback folder");
	let feedback = feedback.to_string_lossy().into_owned();
	let shell = |script: &str| -> Output {
		let arguments = ["-c", script, SOLVE, CHECK, VALIDATE, GEN, PACK, PLAY, &feedback];
		Command::new("sh").args(arguments).output().expect("run sh")
	};
	let closed_output = "cannot write the output: standard output is closed\n";
	let closed_input = "cannot read the input: standard input is closed\n";
	let runs: [(&str, i32, String); 9] = [
		("\"$1\" --help 1>&-", 3, format!("check: {closed_output}")),
		("\"$1\" --list-problems 1>&-", 3, format!("check: {closed_output}")),
		("\"$2\" --help 1>&-", 1, format!("validate: {closed_output}")),
		("\"$1\" --protocol cms samples/1.in samples/1.out samples/1.out 1>&-", 3,
			"every answer is right and shortest\ncannot write the score: standard output is closed\n".to_string()),
		("\"$2\" <&-", 1, format!("validate: {closed_input}")),
		("\"$2\" --protocol kattis <&-", 1, format!("validate: {closed_input}")),
		("\"$1\" --protocol kattis samples/1.in samples/1.out \"$6\" <&-", 1, String::new()),
		("\"$0\" <samples/1.in 1>&-", 1, format!("solve: {closed_output}")),
		("\"$3\" --count 2 1>&-", 1, format!("gen: {closed_output}")),
	];
	for (script, status, words) in &runs {
		let output = shell(script);
		assert_eq!(
			(output.status.code(), said(&output)),
			(Some(*status), words.clone()),
			"{script}"
		);
	}
	let judged = std::fs::read_to_string(scratch.path().join("feedback/judgeerror.txt"))
		.expect("a judge error, not a verdict on an empty output");
	assert_eq!(judged, "cannot read the output (standard input): standard input is closed\n");
	// Where /proc cannot be read, as in a judge's chroot: the look needs none. (A mount
	// namespace of its own, with an empty /proc, where the system lets one be made.)
	let probe =
		Command::new("unshare").args(["-rm", "sh", "-c", "mount -t tmpfs none /proc"]).output();
	if !probe.map_or(false, |probe| probe.status.success()) {
		return support::skip(
			"no user and mount namespaces here: a closed stream without /proc was not tried",
		);
	}
	for (script, status, words) in &runs[..4] {
		let hidden = format!("mount -t tmpfs none /proc && [ ! -e /proc/self ] && {script}");
		let arguments =
			["-rm", "sh", "-c", &hidden, SOLVE, CHECK, VALIDATE, GEN, PACK, PLAY, &feedback];
		let output = Command::new("unshare").args(arguments).output().expect("run unshare");
		assert_eq!(
			(output.status.code(), said(&output)),
			(Some(*status), words.clone()),
			"without /proc: {script}"
		);
	}
	let hidden = "mount -t tmpfs none /proc && \"$0\" <samples/1.in 1>&-";
	let output = Command::new("unshare")
		.args(["-rm", "sh", "-c", hidden, SOLVE])
		.output()
		.expect("run unshare");
	assert_eq!((output.status.code(), said(&output)), (Some(1), format!("solve: {closed_output}")));
}

#[cfg(target_os = "linux")]
#[test]
fn words_asked_of_a_stream_closed_at_the_start_are_no_success() {
	// The validator's markup asked for on a standard stream (testlib's `stdout` and `stderr`), and
	// the seed gen draws, said on standard error so that the boards can be drawn again: a stream
	// closed at the start is `/dev/null` to Rust's runtime, where they would be lost, the test
	// passed as valid and the boards as drawn.
	let runs: [(&str, i32, &str); 3] = [
		(
			"\"$0\" --testMarkupFileName stdout <samples/1.in 1>&-",
			3,
			"FAIL cannot write the test markup to stdout: standard output is closed\n",
		),
		("\"$0\" --testMarkupFileName stderr <samples/1.in 2>&-", 3, ""),
		("\"$1\" --seed random 2>&-", 1, ""),
	];
	for (script, status, words) in runs {
		let output =
			Command::new("sh").args(["-c", script, VALIDATE, GEN]).output().expect("run sh");
		assert_eq!(
			(output.status.code(), said(&output)),
			(Some(status), words.to_string()),
			"{script}"
		);
		assert!(output.stdout.is_empty(), "{script}: {}", String::from_utf8_lossy(&output.stdout));
	}
}

#[cfg(target_os = "linux")]
#[test]
fn a_file_that_is_a_stream_closed_at_the_start_is_refused_as_the_stream_is() {
	// `/dev/stdout` names what standard output is: once it was closed, the `/dev/null` Rust's
	// runtime put there, where the validator's markup or the checker's result file would be lost
	// and the run pass for success. `/dev/null` asked for by name, standard output open, is
	// written as asked.
	let check = "\"$1\" samples/1.in samples/1.out samples/1.out";
	let runs = [
		(
			"\"$0\" --testMarkupFileName /dev/stdout <samples/1.in 1>&-".to_string(),
			3,
			"FAIL cannot write the test markup to /dev/stdout: standard output is closed\n",
		),
		("\"$0\" --testMarkupFileName /dev/stderr <samples/1.in 2>&-".to_string(), 3, ""),
		(
			format!("{check} /dev/stdout 1>&-"),
			3,
			"FAIL cannot write the result file /dev/stdout: standard output is closed\n",
		),
		(format!("{check} /dev/stderr 2>&-"), 3, ""),
		("\"$0\" --testMarkupFileName /dev/null <samples/1.in".to_string(), 0, ""),
		(format!("{check} /dev/null"), 0, "\nSee file to check exit message\n"),
	];
	for (script, status, words) in &runs {
		let output =
			Command::new("sh").args(["-c", script, VALIDATE, CHECK]).output().expect("run sh");
		assert_eq!(
			(output.status.code(), said(&output)),
			(Some(*status), words.to_string()),
			"{script}"
		);
		assert!(output.stdout.is_empty(), "{script}: {}", String::from_utf8_lossy(&output.stdout));
	}
}

#[test]
fn a_folder_for_input_is_refused_before_anything_is_drawn() {
	// `play < .`: the keys cannot be read, said before the board is drawn; `solve < .` the same.
	for (name, program) in [("solve", SOLVE), ("play", PLAY), ("validate", VALIDATE)] {
		let output =
			Command::new("sh").args(["-c", "\"$0\" < .", program]).output().expect("run sh");
		assert_eq!(output.status.code(), Some(1), "{name}: {}", said(&output));
		assert!(output.stdout.is_empty(), "{name}: {}", String::from_utf8_lossy(&output.stdout));
		let words = format!("{name}: cannot read the input: Is a directory (os error 21)\n");
		assert_eq!(said(&output), words, "{name}");
	}
}

#[test]
fn the_page_builders_command_line_follows_the_convention() {
	// web/build.sh reads its options as the programs do: --learners either way and anywhere,
	// once; `--` before OUT. Each of these is refused before anything is built: OUT a folder.
	let folder = "web/build.sh: web is a folder; OUT names the page's file (try --help)\n";
	for (arguments, words) in [
		(&["--learners=https://example.org/learners", "web"][..], folder),
		(&["web", "--learners", "https://example.org/learners"], folder),
		(&["--", "web"], folder),
		(
			&["--learners", "a", "--learners", "b"],
			"web/build.sh: --learners is given twice (try --help)\n",
		),
		(
			&["--learners="],
			"web/build.sh: --learners takes an address, not an empty one (try --help)\n",
		),
		(
			&["--learners"],
			"web/build.sh: --learners takes the learners' page's address (try --help)\n",
		),
		(&["--bogus", "web"], "web/build.sh: unknown option '--bogus' (try --help)\n"),
		(&["a", "b"], "web/build.sh: one OUT at most, not 2 (try --help)\n"),
		(&["x", "--help"], "web/build.sh: --help goes alone (try --help)\n"),
	] {
		let output =
			Command::new("bash").arg("web/build.sh").args(arguments).output().expect("run bash");
		assert_eq!(
			(output.status.code(), said(&output)),
			(Some(2), words.to_string()),
			"{arguments:?}"
		);
		assert!(output.stdout.is_empty(), "{arguments:?}");
	}
	let help = Command::new("bash").args(["web/build.sh", "--help"]).output().expect("run bash");
	assert!(help.status.success());
	assert!(String::from_utf8_lossy(&help.stdout)
		.starts_with("usage: web/build.sh [--learners URL] [OUT]"));
}
