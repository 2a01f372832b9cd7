//! One rule over every program of the kit, held here rather than fault by fault: fed a hostile
//! standard input, each ends within [`TIME_BOUND`] and peaks under [`MEMORY_BOUND`], with an
//! answer (status 0), a verdict or a clear refusal (a non-zero status with words saying why),
//! never a panic's words nor a signal's end.
//!
//! The programs are found, not listed: every binary Cargo.toml declares (or Cargo finds, where
//! `autobins` is on), the judge file built alone when no binary is it, every C++ single file of
//! `standalone/` built with g++, and every Python file there run with python3, so that a new
//! program cannot escape the rule. Each is fed where it reads a stream; a program this file does
//! not know is taken for a solver: no arguments, boards on standard input.
//!
//! The streams: /dev/zero; `yes` (`y` and a newline, for ever); one line of no end (`u`, a move
//! and no cell); 1 MiB of random bytes; standard input closed; standard input a folder. The
//! game reads every byte as a key until its input ends, so a stream of no end is a game of no
//! end for it: it is given the first 256 KiB of each (its memory under streams of no end is
//! tests/play.rs's, which watches it under `yes` and /dev/zero).

mod support;

use std::io::{Read, Write};
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};
use support::Scratch;

/// The longest a run may take: generous, for a machine of two cores that builds beside the tests,
/// where the slowest run here takes about a second alone.
const TIME_BOUND: Duration = Duration::from_secs(30);

/// The most memory a run may hold at its peak (`VmHWM`, read every few milliseconds while it
/// runs), in KiB.
const MEMORY_BOUND: u64 = 64 * 1024;

/// How much of a stream of no end the game is given.
const GAME_KEYS: usize = 256 << 10;

/// The hostile standard inputs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Stream {
	Zero,
	Yes,
	EndlessLine,
	Random,
	Closed,
	Folder,
}

const STREAMS: [Stream; 6] = [
	Stream::Zero,
	Stream::Yes,
	Stream::EndlessLine,
	Stream::Random,
	Stream::Closed,
	Stream::Folder,
];

/// What a program is, by its name, for where it reads a stream.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Role {
	/// Boards on standard input, no arguments: the judge file, the front end, the solutions,
	/// and any program this file does not know.
	Solver,
	/// `check`: INPUT, OUTPUT and ANSWER, any of which may be standard input.
	Checker,
	/// `validate`: a test on standard input.
	Validator,
	/// `gen`: options, and no stream read.
	Generator,
	/// `pack`: a problem written out, to standard output or as a folder, and no stream read.
	Packer,
	/// `play`: keys on standard input, the screens on standard output.
	Game,
}

fn role(name: &str) -> Role {
	match name {
		"check" => Role::Checker,
		"validate" => Role::Validator,
		"gen" => Role::Generator,
		"pack" => Role::Packer,
		"play" => Role::Game,
		_ => Role::Solver,
	}
}

/// A program found: its name, and the command that runs it (a program, and arguments before
/// the run's own: the Python file for python3).
#[derive(Clone, Debug)]
struct Program {
	name: String,
	command: Vec<String>,
}

/// One run: a program's command line, in a folder of its own, fed one stream.
struct Run<'a> {
	program: &'a Program,
	arguments: Vec<String>,
	folder: &'a Path,
	stream: Stream,
	/// The most bytes of a stream of no end to give; `None` for all of it.
	cap: Option<usize>,
}

/// What a run left: its status, the first 64 KiB of its standard error and the words of its
/// feedback files, its memory's peak in KiB, and its time.
struct Seen {
	status: ExitStatus,
	stderr: Vec<u8>,
	feedback: String,
	peak: u64,
	took: Duration,
}

/// The binaries of Cargo.toml: each `[[bin]]`'s name and path; and, where `autobins` is not
/// off, those Cargo finds itself (src/main.rs as the package's name, src/bin/NAME.rs and
/// src/bin/NAME/main.rs).
fn cargo_binaries(root: &Path) -> Vec<(String, String)> {
	let manifest = std::fs::read_to_string(root.join("Cargo.toml")).expect("Cargo.toml");
	let (mut binaries, mut section) = (Vec::new(), String::new());
	let (mut package, mut automatic) = (String::new(), true);
	let value = |line: &str| {
		let (_, value) = line.split_once('=')?;
		Some(value.split('#').next()?.trim().trim_matches('"').to_string())
	};
	for line in manifest.lines().map(str::trim) {
		if line.starts_with('[') {
			section = line.to_string();
			if section == "[[bin]]" {
				binaries.push((String::new(), String::new()));
			}
			continue;
		}
		let key = line.split('=').next().unwrap_or_default().trim();
		match (section.as_str(), key) {
			("[package]", "name") => package = value(line).unwrap_or_default(),
			("[package]", "autobins") => automatic = value(line).as_deref() != Some("false"),
			("[[bin]]", "name") => binaries.last_mut().expect("a bin").0 = value(line).unwrap(),
			("[[bin]]", "path") => binaries.last_mut().expect("a bin").1 = value(line).unwrap(),
			_ => {}
		}
	}
	if automatic {
		let mut found = Vec::new();
		if root.join("src/main.rs").exists() {
			found.push((package.clone(), "src/main.rs".to_string()));
		}
		for entry in std::fs::read_dir(root.join("src/bin")).into_iter().flatten().flatten() {
			let path = entry.path();
			let stem = path.file_stem().unwrap_or_default().to_string_lossy().into_owned();
			if path.extension().map_or(false, |extension| extension == "rs") {
				found.push((stem.clone(), format!("src/bin/{stem}.rs")));
			} else if path.join("main.rs").exists() {
				found.push((stem.clone(), format!("src/bin/{stem}/main.rs")));
			}
		}
		for (name, path) in found {
			if !binaries.iter().any(|(known, _)| *known == name) {
				binaries.push((name, path));
			}
		}
	}
	binaries
}

/// The folder Cargo built this test's binaries into: the test itself is in its `deps`.
fn built_folder() -> PathBuf {
	let test = std::env::current_exe().expect("this test's path");
	test.parent().and_then(Path::parent).expect("the build's folder").to_path_buf()
}

/// The bytes of a stream written into a pipe, a block at a time: the first `cap` of them, or
/// all of it, until the reader is gone or `stop` is set.
fn write_stream(stream: Stream, cap: Option<usize>, mut pipe: impl Write, stop: &AtomicBool) {
	let block: Vec<u8> = match stream {
		Stream::Zero => vec![0; 1 << 16],
		Stream::Yes => b"y\n".repeat(1 << 15),
		Stream::EndlessLine => vec![b'u'; 1 << 16],
		Stream::Random => {
			let mut random = eight_kit::reference::Random::new(68);
			(0..1 << 20).map(|_| random.next_u64() as u8).collect()
		}
		Stream::Closed | Stream::Folder => return,
	};
	let finite = stream == Stream::Random;
	let mut left = cap.unwrap_or(usize::MAX).min(if finite { block.len() } else { usize::MAX });
	while left > 0 && !stop.load(Ordering::Relaxed) {
		let piece = &block[..block.len().min(left)];
		if pipe.write_all(piece).is_err() {
			return;
		}
		left -= piece.len();
	}
}

/// Reads `stream` to its end in a thread of its own, keeping its first 64 KiB.
fn drained(mut stream: impl Read + Send + 'static) -> std::thread::JoinHandle<Vec<u8>> {
	std::thread::spawn(move || {
		let (mut kept, mut block) = (Vec::new(), vec![0; 1 << 16]);
		loop {
			match stream.read(&mut block) {
				Ok(0) | Err(_) => return kept,
				Ok(read) => {
					let room = (64usize << 10).saturating_sub(kept.len());
					kept.extend_from_slice(&block[..read.min(room)]);
				}
			}
		}
	})
}

/// Runs `run`: `Err` says why it broke a bound (it is then killed, by the number it was started
/// with).
fn run(run: &Run) -> Result<Seen, String> {
	let (program, given) = run.program.command.split_first().expect("a command");
	let mut command = match run.stream {
		// A closed standard input: the shell closes it and becomes the program.
		Stream::Closed => {
			let mut command = Command::new("sh");
			command.args(["-c", "exec \"$0\" \"$@\" <&-", program]);
			command
		}
		_ => Command::new(program),
	};
	command.args(given).args(&run.arguments).current_dir(run.folder);
	command.stdout(Stdio::piped()).stderr(Stdio::piped());
	match run.stream {
		Stream::Zero if run.cap.is_none() => {
			command.stdin(std::fs::File::open("/dev/zero").expect("/dev/zero"));
		}
		Stream::Folder => {
			command.stdin(std::fs::File::open(run.folder).expect("a folder opened to read"));
		}
		Stream::Closed => {}
		_ => {
			command.stdin(Stdio::piped());
		}
	}
	let begun = Instant::now();
	let mut child = command.spawn().map_err(|error| format!("cannot start: {error}"))?;
	let stop = Arc::new(AtomicBool::new(false));
	let writer = child.stdin.take().map(|pipe| {
		let (stream, cap, stop) = (run.stream, run.cap, Arc::clone(&stop));
		std::thread::spawn(move || write_stream(stream, cap, pipe, &stop))
	});
	let stdout = drained(child.stdout.take().expect("piped"));
	let stderr = drained(child.stderr.take().expect("piped"));
	let watched = watch(&mut child, begun);
	stop.store(true, Ordering::Relaxed);
	if let Some(writer) = writer {
		let _ = writer.join();
	}
	let (status, peak) = watched?;
	let feedback = ["judgemessage.txt", "judgeerror.txt"]
		.iter()
		.map(|name| std::fs::read_to_string(run.folder.join("feedback").join(name)))
		.filter_map(Result::ok)
		.collect();
	let _ = stdout.join();
	Ok(Seen {
		status,
		stderr: stderr.join().unwrap_or_default(),
		feedback,
		peak,
		took: begun.elapsed(),
	})
}

/// Waits for `child`, reading its memory's peak every few milliseconds; past a bound it is
/// killed and `Err` says which.
fn watch(child: &mut Child, begun: Instant) -> Result<(ExitStatus, u64), String> {
	let mut peak = 0;
	loop {
		if let Some(status) = child.try_wait().map_err(|error| error.to_string())? {
			return Ok((status, peak));
		}
		peak = peak.max(support::peak_kib(child.id()).unwrap_or(0));
		let broken = if peak > MEMORY_BOUND {
			Some(format!("{peak} KiB at its peak, over {MEMORY_BOUND}"))
		} else if begun.elapsed() > TIME_BOUND {
			Some(format!("no end within {} s", TIME_BOUND.as_secs()))
		} else {
			None
		};
		if let Some(why) = broken {
			let _ = child.kill();
			let _ = child.wait();
			return Err(why);
		}
		std::thread::sleep(Duration::from_millis(5));
	}
}

/// Holds one run to the rule, and says what it saw.
fn holds(run: &Run) -> String {
	let place = format!(
		"{} {} < {:?}{}",
		run.program.command.join(" "),
		run.arguments.join(" "),
		run.stream,
		run.cap.map_or(String::new(), |cap| format!(" (first {cap} bytes)"))
	);
	let seen = match self::run(run) {
		Ok(seen) => seen,
		Err(why) => panic!("{place}: {why}"),
	};
	let stderr = String::from_utf8_lossy(&seen.stderr).into_owned();
	let words = format!("{stderr}{}", seen.feedback);
	assert!(seen.peak <= MEMORY_BOUND, "{place}: {} KiB at its peak", seen.peak);
	assert_eq!(seen.status.signal(), None, "{place}: ended by a signal: {words}");
	let code = seen.status.code().expect("a status");
	for said in ["panicked", "RUST_BACKTRACE", "stack backtrace", "Traceback"] {
		assert!(!words.contains(said), "{place}: {words}");
	}
	if code != 0 {
		assert!(!words.trim().is_empty(), "{place}: status {code} and no word");
	}
	format!("{place}: {code} in {} ms, {} KiB", seen.took.as_millis(), seen.peak)
}

/// The command lines that feed `role` its stream, in a folder that holds `in` (a board) and
/// `ans-PROBLEM` (its answer): the checker's INPUT, OUTPUT and ANSWER each standard input in turn,
/// and OUTPUT under Kattis's protocol, for a line of the fewest moves, a count, and a line of any
/// solution.
fn command_lines(role: Role) -> Vec<Vec<String>> {
	let words = |line: &str| line.split(' ').map(str::to_string).collect::<Vec<_>>();
	match role {
		Role::Solver => vec![vec![]],
		Role::Validator => vec![vec![], words("--protocol kattis")],
		Role::Generator => vec![words("--seed 68 --count 3")],
		Role::Packer => vec![
			words("--single check"),
			words("--problem acwing845 --format dmoj acwing845 --force"),
		],
		Role::Game => vec![words("--seed 3")],
		Role::Checker => ["acwing179", "acwing845", "poj1077"]
			.iter()
			.flat_map(|problem| {
				[
					format!("--problem {problem} /dev/stdin ans-{problem}"),
					format!("--problem {problem} in /dev/stdin"),
					format!("--problem {problem} in ans-{problem} /dev/stdin"),
					format!("--protocol kattis --problem {problem} in ans-{problem} feedback"),
				]
			})
			.map(|line| words(&line))
			.collect(),
	}
}

/// Feeds `program` every stream on every command line of its role, in a folder of its own, and
/// gives what each run did.
fn every_stream(program: &Program) -> Vec<String> {
	let scratch = Scratch::new("hostile");
	scratch.file("in", "1 2 3 4 5 6 7 8 x\n");
	for (problem, answer) in [("acwing179", "\n"), ("acwing845", "0\n"), ("poj1077", "\n")] {
		scratch.file(&format!("ans-{problem}"), answer);
	}
	let role = role(&program.name);
	let mut seen = Vec::new();
	for arguments in command_lines(role) {
		for stream in STREAMS {
			let _ = std::fs::remove_dir_all(scratch.path().join("feedback"));
			std::fs::create_dir(scratch.path().join("feedback")).expect("a feedback folder");
			let cap = if role == Role::Game { Some(GAME_KEYS) } else { None };
			let arguments = arguments.clone();
			let run = Run { program, arguments, folder: scratch.path(), stream, cap };
			seen.push(holds(&run));
		}
	}
	seen
}

#[test]
fn every_binary_of_cargo_toml_ends_in_bounds_on_every_hostile_input() {
	let root = Path::new(env!("CARGO_MANIFEST_DIR"));
	let built = built_folder();
	let binaries = cargo_binaries(root);
	assert!(binaries.len() >= 6, "{binaries:?}");
	for (name, _) in &binaries {
		let path = built.join(name);
		assert!(path.exists(), "{name}: not built at {}", path.display());
		let program = Program { name: name.clone(), command: vec![path.display().to_string()] };
		for line in every_stream(&program) {
			eprintln!("{line}");
		}
	}
}

#[test]
fn the_judge_file_built_alone_ends_in_bounds_on_every_hostile_input() {
	// Where no binary of Cargo.toml is the judge file, it is built alone, as a judge builds it.
	let root = Path::new(env!("CARGO_MANIFEST_DIR"));
	if cargo_binaries(root).iter().any(|(_, path)| path == "src/main.rs") {
		return;
	}
	let scratch = Scratch::new("hostile-judge");
	let judge = scratch.path().join("judge");
	let built = Command::new("rustc")
		.args(["-O", "-o"])
		.arg(&judge)
		.arg(root.join("src/main.rs"))
		.output()
		.expect("run rustc");
	assert!(built.status.success(), "{}", String::from_utf8_lossy(&built.stderr));
	let program = Program { name: "judge".into(), command: vec![judge.display().to_string()] };
	for line in every_stream(&program) {
		eprintln!("{line}");
	}
}

#[test]
fn every_single_file_of_standalone_ends_in_bounds_on_every_hostile_input() {
	let root = Path::new(env!("CARGO_MANIFEST_DIR"));
	let mut files: Vec<PathBuf> = std::fs::read_dir(root.join("standalone"))
		.expect("standalone/")
		.flatten()
		.map(|entry| entry.path())
		.collect();
	files.sort();
	let scratch = Scratch::new("hostile-standalone");
	let has = |tool: &str| Command::new(tool).arg("--version").output().is_ok();
	let mut programs = Vec::new();
	for file in &files {
		let stem = file.file_stem().unwrap_or_default().to_string_lossy().into_owned();
		match file.extension().and_then(|extension| extension.to_str()) {
			Some("cpp") if has("g++") => {
				let program = scratch.path().join(&stem);
				let built = Command::new("g++")
					.args(["-std=c++14", "-O2", "-o"])
					.arg(&program)
					.arg(file)
					.output()
					.expect("run g++");
				assert!(built.status.success(), "{}", String::from_utf8_lossy(&built.stderr));
				programs.push(Program { name: stem, command: vec![program.display().to_string()] });
			}
			Some("py") if has("python3") => programs.push(Program {
				name: stem,
				command: vec!["python3".into(), file.display().to_string()],
			}),
			Some("cpp") | Some("py") => {
				support::skip(&format!("no g++ or python3 here: {} was not fed", file.display()))
			}
			_ => {}
		}
	}
	for program in &programs {
		for line in every_stream(program) {
			eprintln!("{line}");
		}
	}
}
