//! What the tests (and the benchmarks) need and the programs do not: a program run to its end
//! or to a deadline, a tool that may be missing, and scratch folders of their own. Each test
//! file takes it as `mod support;`, so each may use only some of it.
#![allow(dead_code)]

use std::ffi::OsStr;
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Output, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// Runs `program` with `arguments` and `input` on its standard input, and collects what it
/// writes. A program still running after `deadline` is killed, and `None` says so: a hang fails
/// the test that waits, rather than hanging it. So does output still open at the deadline, which
/// a program's own child can hold after the program is gone (a shell's `sleep`): the streams are
/// read by threads of their own, and what they have not finished by then is not waited for. The
/// input goes in from another thread, so that a full output pipe cannot stall it.
pub fn run_within(
	program: impl AsRef<OsStr>,
	arguments: &[&str],
	input: &[u8],
	deadline: Duration,
) -> io::Result<Option<Output>> {
	let mut child = Command::new(program)
		.args(arguments)
		.stdin(Stdio::piped())
		.stdout(Stdio::piped())
		.stderr(Stdio::piped())
		.spawn()?;
	let begun = Instant::now();
	let mut stdin = child.stdin.take().expect("stdin is piped");
	let input = input.to_vec();
	// A program may stop reading early (bad input): that is its answer, not a failure here.
	std::thread::spawn(move || {
		let _ = stdin.write_all(&input);
	});
	let (sender, streams) = mpsc::channel();
	let read_all = |which: usize, mut stream: Box<dyn Read + Send>| {
		let sender = sender.clone();
		std::thread::spawn(move || {
			let mut bytes = Vec::new();
			let _ = stream.read_to_end(&mut bytes);
			let _ = sender.send((which, bytes));
		});
	};
	read_all(0, Box::new(child.stdout.take().expect("stdout is piped")));
	read_all(1, Box::new(child.stderr.take().expect("stderr is piped")));
	let status = loop {
		if let Some(status) = child.try_wait()? {
			break status;
		}
		if begun.elapsed() > deadline {
			let _ = child.kill();
			let _ = child.wait();
			return Ok(None);
		}
		std::thread::sleep(Duration::from_millis(2));
	};
	let mut output = Output { status, stdout: Vec::new(), stderr: Vec::new() };
	for _ in 0..2 {
		let left = deadline.saturating_sub(begun.elapsed());
		match streams.recv_timeout(left) {
			Ok((0, bytes)) => output.stdout = bytes,
			Ok((_, bytes)) => output.stderr = bytes,
			Err(_) => return Ok(None),
		}
	}
	Ok(Some(output))
}

/// Runs `program` with `arguments` in `folder`, its standard input a pipe written in `pieces`, a
/// pause of 300 ms before each but the first (so that each is a read of its own), then closed:
/// as [`run_within`], with a minute to end in.
pub fn run_in_pieces(
	program: impl AsRef<OsStr>,
	arguments: &[&str],
	folder: &Path,
	pieces: &[&[u8]],
) -> io::Result<Option<Output>> {
	let mut child = Command::new(program)
		.args(arguments)
		.current_dir(folder)
		.stdin(Stdio::piped())
		.stdout(Stdio::piped())
		.stderr(Stdio::piped())
		.spawn()?;
	let mut stdin = child.stdin.take().expect("stdin is piped");
	let pieces: Vec<Vec<u8>> = pieces.iter().map(|piece| piece.to_vec()).collect();
	let writer = std::thread::spawn(move || {
		for (number, piece) in pieces.iter().enumerate() {
			if number > 0 {
				std::thread::sleep(Duration::from_millis(300));
			}
			// A program may stop reading early: that is its answer, not a failure here.
			if stdin.write_all(piece).and_then(|()| stdin.flush()).is_err() {
				return;
			}
		}
	});
	let begun = Instant::now();
	let mut streams = Vec::new();
	for stream in [
		Box::new(child.stdout.take().expect("piped")) as Box<dyn Read + Send>,
		Box::new(child.stderr.take().expect("piped")),
	] {
		let mut stream = stream;
		streams.push(std::thread::spawn(move || {
			let mut bytes = Vec::new();
			let _ = stream.read_to_end(&mut bytes);
			bytes
		}));
	}
	let status = loop {
		if let Some(status) = child.try_wait()? {
			break status;
		}
		if begun.elapsed() > Duration::from_secs(60) {
			let _ = child.kill();
			let _ = child.wait();
			return Ok(None);
		}
		std::thread::sleep(Duration::from_millis(5));
	};
	let _ = writer.join();
	let mut bytes = streams.into_iter().map(|stream| stream.join().unwrap_or_default());
	let stdout = bytes.next().unwrap_or_default();
	Ok(Some(Output { status, stdout, stderr: bytes.next().unwrap_or_default() }))
}

/// The peak of `process`'s resident memory so far, in KiB, as Linux keeps it (`VmHWM` in
/// /proc/PID/status); `None` once it has ended, or where there is no /proc.
pub fn peak_kib(process: u32) -> Option<u64> {
	let status = std::fs::read_to_string(format!("/proc/{process}/status")).ok()?;
	let line = status.lines().find_map(|line| line.strip_prefix("VmHWM:"))?;
	line.trim().trim_end_matches("kB").trim().parse().ok()
}

/// Watches `child`, which this process started, for `span` or until it ends: the highest of its
/// memory's peaks read every 20 ms, in KiB. A child past `bound_kib` is killed at once (a test of
/// a bound should fail, not take the machine), and so is one still running after `span` when
/// `end` says so. Gives the peak and its status, `None` for one left running.
pub fn watched(
	child: &mut Child,
	span: Duration,
	bound_kib: u64,
	end: bool,
) -> (u64, Option<ExitStatus>) {
	let (begun, mut peak) = (Instant::now(), 0);
	loop {
		if let Ok(Some(status)) = child.try_wait() {
			return (peak, Some(status));
		}
		peak = peak.max(peak_kib(child.id()).unwrap_or(0));
		let over = peak > bound_kib;
		if over || (end && begun.elapsed() > span) {
			let _ = child.kill();
			return (peak, child.wait().ok());
		}
		if begun.elapsed() > span {
			return (peak, None);
		}
		std::thread::sleep(Duration::from_millis(20));
	}
}

/// As [`run_within`], with ten minutes, longer than anything here takes.
pub fn run_with_input(
	program: impl AsRef<OsStr>,
	arguments: &[&str],
	input: &[u8],
) -> io::Result<Output> {
	run_within(program, arguments, input, Duration::from_secs(600))?
		.ok_or_else(|| io::Error::new(io::ErrorKind::TimedOut, "no end within ten minutes"))
}

/// The command lines that give a checker /dev/zero for OUTPUT, then for ANSWER, under each
/// protocol, as `sh -c` runs them in a folder holding `in` (a board), `out` (its answer) and an
/// empty `feedback`: each with the status a verdict on it gives. `exec`, so that a checker still
/// running at a deadline is the process started, and killed.
pub const ENDLESS_LINES: [(&str, i32); 8] = [
	("exec \"$0\" --problem \"$2\" in /dev/zero", 1),
	("exec \"$0\" --problem \"$2\" in out /dev/zero", 3),
	("exec \"$0\" --protocol kattis --problem \"$2\" in out feedback </dev/zero", 43),
	("exec \"$0\" --protocol kattis --problem \"$2\" in /dev/zero feedback <out", 1),
	("exec \"$0\" --protocol cms --problem \"$2\" in out /dev/zero", 0),
	("exec \"$0\" --protocol cms --problem \"$2\" in /dev/zero out", 3),
	("exec \"$0\" --protocol hustoj --problem \"$2\" in out /dev/zero", 1),
	("exec \"$0\" --protocol hustoj --problem \"$2\" in /dev/zero out", 3),
];

/// Runs `program` on one of [`ENDLESS_LINES`] for `problem`, in `folder`: its status, standard
/// output and error, and the feedback files it wrote (Kattis's judgemessage.txt and
/// judgeerror.txt, removed after), or `None` for no end within 30 seconds.
pub fn endless_line(
	program: impl AsRef<OsStr>,
	line: &str,
	folder: &Path,
	problem: &str,
) -> Option<(Option<i32>, String, String, Vec<String>)> {
	let script = format!("cd \"$1\" && {line}");
	let folder_named = folder.to_string_lossy();
	let arguments = ["-c", &script, &program.as_ref().to_string_lossy(), &folder_named, problem];
	let output = run_within("sh", &arguments, b"", Duration::from_secs(30)).expect("run sh")?;
	let mut feedback = Vec::new();
	for name in ["judgemessage.txt", "judgeerror.txt"] {
		let path = folder.join("feedback").join(name);
		feedback.push(std::fs::read_to_string(&path).unwrap_or_default());
		let _ = std::fs::remove_file(&path);
	}
	let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
	Some((output.status.code(), text(&output.stdout), text(&output.stderr), feedback))
}

/// Says why a test passed over what it could not do here for want of a tool, and lets it pass;
/// under CI (the environment variable `CI` set, as CI sets it), whose set-up installs every tool
/// the tests use, a missing tool fails the test instead.
pub fn skip(why: &str) {
	if std::env::var_os("CI").is_some() {
		panic!("{why}, and under CI every tool must be there");
	}
	eprintln!("{why}");
}

/// Whether signal `number` was ignored when this process began, and so is in every program it
/// starts (a test run in the background of a script ignores SIGINT; under nohup, SIGHUP): a
/// program can then neither be stopped by it nor catch it, and a test of that says so and passes
/// over it.
pub fn signal_ignored(number: u32) -> bool {
	let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
	let mask = status.lines().find_map(|line| line.strip_prefix("SigIgn:"));
	let mask = mask.and_then(|mask| u64::from_str_radix(mask.trim(), 16).ok()).unwrap_or(0);
	let ignored = mask & (1 << (number - 1)) != 0;
	if ignored {
		eprintln!("signal {number} is ignored here, as it was when the tests began: not tried");
	}
	ignored
}

/// The rows of the first Markdown table in `text` whose header line begins `header`, below its
/// rule, each a row's cells trimmed: what a test reads a page's table by.
pub fn table_rows(text: &str, header: &str) -> Vec<Vec<String>> {
	let lines = text.lines().skip_while(|line| !line.starts_with(header)).skip(2);
	lines
		.take_while(|line| line.starts_with('|'))
		.map(|line| {
			let cells = line.trim().trim_start_matches('|').trim_end_matches('|').split('|');
			cells.map(|cell| cell.trim().to_string()).collect()
		})
		.collect()
}

/// The problem of that name in the catalogue.
pub fn problem(name: &str) -> &'static eight_kit::reference::Problem {
	eight_kit::reference::Problem::named(name).expect("a problem of the catalogue")
}

/// A scratch folder, removed when dropped: the kit's own (`eight_kit::shell::scratch`), made
/// exclusively under an unguessable name, mode 0700, in the temporary folder, and removed on a
/// signal too, so that tests running at once never share one and a test stopped leaves none.
pub struct Scratch(pub PathBuf, eight_kit::shell::scratch::Scratch);

impl Scratch {
	pub fn new(name: &str) -> Scratch {
		let made = eight_kit::shell::scratch::Scratch::new(name).expect("a scratch folder");
		Scratch(made.path().to_path_buf(), made)
	}

	/// Writes the file `name` (its folders made as needed), and gives its path.
	pub fn file(&self, name: &str, contents: impl AsRef<[u8]>) -> String {
		let path = self.0.join(name);
		std::fs::create_dir_all(path.parent().expect("a folder")).expect("a folder");
		std::fs::write(&path, contents).expect("write a scratch file");
		path.to_string_lossy().into_owned()
	}

	pub fn path(&self) -> &Path {
		&self.0
	}

	/// Puts a program at `name`, a copy of the one at `from`, and gives its path. Another
	/// process writes it (`install`): a file this process held open for writing could be held
	/// open by a child that another test thread forks at that moment, and running the program
	/// would then fail, "text file busy". So no test writes a program it runs.
	pub fn program(&self, name: &str, from: impl AsRef<Path>) -> String {
		let path = self.0.join(name);
		let installed = Command::new("install")
			.args(["-m", "755"])
			.arg(from.as_ref())
			.arg(&path)
			.status()
			.expect("run install");
		assert!(installed.success(), "install {}", path.display());
		path.to_string_lossy().into_owned()
	}

	/// Puts a shell script of `lines` at `name`, as [`Scratch::program`] puts a program.
	pub fn script(&self, name: &str, lines: &str) -> String {
		let source = self.file(&format!("{name}.source"), format!("#!/bin/sh\n{lines}\n"));
		self.program(name, source)
	}
}

/// A tmux pane of its own, 10 rows of `width`, running `script` itself, so that no typed command
/// line is echoed before it (a long path would wrap it, and keys typed before the shell's prompt
/// print out of place); the script marks its end with `Exit-N` and keeps the pane open to be
/// read. `None` without tmux. Each pane has a tmux server of its own (`tmux -L`): with one server
/// for all, the last session killed ends the server, and a session made at that moment can meet
/// it on its way out and be lost, a blank screen to the test (seen under load). The session, and
/// its server, go when the pane is dropped.
pub struct Pane(String);

impl Pane {
	pub fn start(name: &str, width: u32, script: &str) -> Option<Pane> {
		Command::new("tmux").arg("-V").output().ok()?;
		static MADE: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
		let number = MADE.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
		let pane = Pane(format!("eight-{name}-{}-{number}", std::process::id()));
		let width = width.to_string();
		let made = pane
			.command(&["new-session", "-d", "-s", &pane.0, "-x", &width, "-y", "10", script])
			.output()
			.expect("tmux");
		assert!(
			made.status.success(),
			"tmux new-session: {}",
			String::from_utf8_lossy(&made.stderr)
		);
		Some(pane)
	}

	/// tmux, on this pane's own server.
	fn command(&self, arguments: &[&str]) -> Command {
		let mut command = Command::new("tmux");
		command.args(["-L", &self.0]).args(arguments);
		command
	}

	pub fn tmux(&self, arguments: &[&str]) -> String {
		String::from_utf8_lossy(&self.command(arguments).output().expect("tmux").stdout)
			.into_owned()
	}

	/// The screen, once it shows `until` (or after ten seconds, as it is then).
	pub fn screen(&self, until: &str) -> String {
		let mut screen = String::new();
		for _ in 0..200 {
			screen = self.tmux(&["capture-pane", "-p", "-t", &self.0]);
			if screen.contains(until) {
				break;
			}
			std::thread::sleep(Duration::from_millis(50));
		}
		screen
	}

	pub fn keys(&self, keys: &[&str]) {
		self.tmux(&[&["send-keys", "-t", &self.0][..], keys].concat());
	}
}

impl Drop for Pane {
	fn drop(&mut self) {
		self.tmux(&["kill-server"]);
	}
}

/// testlib's own verdicts, as tests/testlib/record.sh recorded them from a checker built with
/// testlib.h: each a name, the command line (`in`, `out`, `ans` and `result` standing for the
/// files), the exit status, standard error and the result file (`None` for none).
pub struct TestlibVerdict {
	pub name: String,
	pub arguments: Vec<String>,
	pub status: i32,
	pub stderr: Vec<u8>,
	pub result: Option<Vec<u8>>,
}

/// The outputs of tests/testlib/corpus.tsv, by name, and the verdicts testlib gave.
pub fn testlib_verdicts() -> (Vec<(String, Vec<u8>)>, Vec<TestlibVerdict>) {
	let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/testlib");
	let read =
		|name: &str| std::fs::read_to_string(folder.join(name)).expect("a file of tests/testlib");
	let rows = |text: String| -> Vec<Vec<String>> {
		let lines = text.lines().filter(|line| !line.starts_with('#') && !line.is_empty());
		lines.map(|line| line.split('\t').map(str::to_string).collect()).collect()
	};
	let corpus = rows(read("corpus.tsv"));
	let corpus = corpus.into_iter().map(|row| (row[0].clone(), unescaped(&row[1]))).collect();
	let verdicts = rows(read("verdicts.tsv"))
		.into_iter()
		.map(|row| TestlibVerdict {
			name: row[0].clone(),
			arguments: row[1].split_whitespace().map(str::to_string).collect(),
			status: row[2].parse().expect("an exit status"),
			stderr: unescaped(&row[3]),
			result: Some(&row[4])
				.filter(|written| *written != "-")
				.map(|written| unescaped(written)),
		})
		.collect();
	(corpus, verdicts)
}

/// Bytes written with `\n`, `\r`, `\t`, `\\` and `\xNN`, as tests/testlib's files write them.
fn unescaped(text: &str) -> Vec<u8> {
	let (bytes, mut out, mut at) = (text.as_bytes(), Vec::new(), 0);
	while at < bytes.len() {
		if bytes[at] != b'\\' {
			out.push(bytes[at]);
			at += 1;
			continue;
		}
		let (byte, width) = match bytes[at + 1] {
			b'n' => (b'\n', 2),
			b'r' => (b'\r', 2),
			b't' => (b'\t', 2),
			b'\\' => (b'\\', 2),
			b'x' => (u8::from_str_radix(&text[at + 2..at + 4], 16).expect("\\xNN"), 4),
			other => panic!("an escape tests/testlib does not write: \\{}", other as char),
		};
		out.push(byte);
		at += width;
	}
	out
}

/// A 2023-07 package's record of its secret tests (`generators/generate.sh`): each test's file
/// under the package's folder and the generator's arguments that write it.
pub fn generator_commands(package: &Path) -> Vec<(String, Vec<String>)> {
	let script = std::fs::read_to_string(package.join("generators/generate.sh")).expect("a record");
	let lines = script.lines().filter_map(|line| line.strip_prefix("\"$gen\" "));
	let commands = lines.map(|line| {
		let (arguments, file) = line.split_once(" > ").expect("a test's file");
		(file.to_string(), arguments.split(' ').map(str::to_string).collect())
	});
	commands.collect()
}
