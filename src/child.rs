//! Another program run to its end or to a deadline, with bytes on its standard input: the game
//! asks the solver so, and the tests run every binary so.

use std::ffi::OsStr;
use std::io::{self, Read, Write};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

/// Runs `program` with `arguments` and `input` on its standard input, and collects what it
/// writes. A program still running after `deadline` is killed, and `None` says so: a hang fails
/// whoever waits, rather than hanging it. The input goes in from another thread, so that a full
/// output pipe cannot stall it.
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
	let mut stdin = child.stdin.take().expect("stdin is piped");
	let input = input.to_vec();
	// A program may stop reading early (bad input): that is its answer, not a failure here.
	let writer = std::thread::spawn(move || {
		let _ = stdin.write_all(&input);
	});
	let read_all = |mut stream: Box<dyn Read + Send>| {
		std::thread::spawn(move || {
			let mut bytes = Vec::new();
			let _ = stream.read_to_end(&mut bytes);
			bytes
		})
	};
	let stdout = read_all(Box::new(child.stdout.take().expect("stdout is piped")));
	let stderr = read_all(Box::new(child.stderr.take().expect("stderr is piped")));
	let started = Instant::now();
	let status = loop {
		if let Some(status) = child.try_wait()? {
			break Some(status);
		}
		if started.elapsed() > deadline {
			let _ = child.kill();
			let _ = child.wait();
			break None;
		}
		std::thread::sleep(Duration::from_millis(2));
	};
	let _ = writer.join();
	let (stdout, stderr) = (stdout.join().unwrap_or_default(), stderr.join().unwrap_or_default());
	Ok(status.map(|status| Output { status, stdout, stderr }))
}
