//! Another program run to its end or to a deadline, with bytes on its standard input: the game
//! asks the solver so, and the tests run every binary so.

use std::ffi::OsStr;
use std::io::{self, Read, Write};
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// Runs `program` with `arguments` and `input` on its standard input, and collects what it
/// writes. A program still running after `deadline` is killed, and `None` says so: a hang fails
/// whoever waits, rather than hanging it. So does output still open at the deadline, which a
/// program's own child can hold after the program is gone (a shell's `sleep`): the streams are
/// read by threads of their own, and what they have not finished by then is not waited for. The
/// input goes in from another thread, so that a full output pipe cannot stall it.
pub fn run_within(
	program: impl AsRef<OsStr>,
	arguments: &[&str],
	input: &[u8],
	deadline: Duration,
) -> io::Result<Option<Output>> {
	run_until(program, arguments, input, deadline, |_| {}, || false)
}

/// As [`run_within`], and stopped as at the deadline as soon as `stop` says so (the game asks so
/// when the player quits while the solver works); `started` is told the program's process
/// number as soon as it runs (the game tells its guardian, which stops it if the game is killed).
pub fn run_until(
	program: impl AsRef<OsStr>,
	arguments: &[&str],
	input: &[u8],
	deadline: Duration,
	started: impl FnOnce(u32),
	stop: impl Fn() -> bool,
) -> io::Result<Option<Output>> {
	let mut child = Command::new(program)
		.args(arguments)
		.stdin(Stdio::piped())
		.stdout(Stdio::piped())
		.stderr(Stdio::piped())
		.spawn()?;
	started(child.id());
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
		if begun.elapsed() > deadline || stop() {
			// Its own children first, found while they are still its: once it is gone they
			// would be nobody's.
			let below = descendants(child.id());
			let _ = child.kill();
			let _ = child.wait();
			kill(&below);
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

/// The processes below `pid`, its children and theirs, as Linux's /proc tells them (none where
/// there is no /proc): the standard library knows a child, not its children.
fn descendants(pid: u32) -> Vec<u32> {
	let mut parents: Vec<(u32, u32)> = Vec::new();
	for entry in std::fs::read_dir("/proc").into_iter().flatten().flatten() {
		let process = match entry.file_name().to_str().and_then(|name| name.parse::<u32>().ok()) {
			Some(process) => process,
			None => continue,
		};
		// `pid (name) state ppid ...`: the name may hold spaces and parentheses.
		let stat = std::fs::read_to_string(entry.path().join("stat")).unwrap_or_default();
		let after_name = stat.rsplit_once(')').map_or("", |(_, rest)| rest);
		if let Some(parent) =
			after_name.split_whitespace().nth(1).and_then(|ppid| ppid.parse().ok())
		{
			parents.push((process, parent));
		}
	}
	let mut found = vec![pid];
	let mut next = 0;
	while next < found.len() {
		let parent = found[next];
		found.extend(parents.iter().filter(|(_, of)| *of == parent).map(|(process, _)| *process));
		next += 1;
	}
	found.remove(0);
	found
}

/// Ends `processes` (the standard library can signal only its own children, so `kill` does).
fn kill(processes: &[u32]) {
	if processes.is_empty() {
		return;
	}
	let numbers: Vec<String> = processes.iter().map(u32::to_string).collect();
	let _ = Command::new("kill").arg("-KILL").args(&numbers).stderr(Stdio::null()).status();
}

/// Another program of this package, beside the running one: `play` asks `eight`, `pack` asks
/// `gen` and `eight`. `cargo run --bin NAME` builds that binary alone, so when Cargo started this
/// one and the other is missing, it is built too, in this package and this profile.
pub fn beside(name: &str) -> Result<PathBuf, String> {
	let cannot = |error: io::Error| format!("cannot find {name}: {error}");
	let path = std::env::current_exe().map_err(cannot)?.with_file_name(name);
	if let (false, Some(cargo)) = (path.exists(), std::env::var_os("CARGO")) {
		let release = path.parent().map_or(false, |folder| folder.ends_with("release"));
		let manifest = concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml");
		let mut build = Command::new(cargo);
		build.args(["build", "--quiet", "--manifest-path", manifest, "--bin", name]);
		if release {
			build.arg("--release");
		}
		if !build.status().map_err(cannot)?.success() {
			return Err(format!("cannot build {name} in {manifest}"));
		}
	}
	Ok(path)
}
