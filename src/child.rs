//! Another program run to its end or to a deadline, with bytes on its standard input: the game
//! asks the solver so, and the tests run every binary so.

use std::ffi::OsStr;
use std::io::{self, Read, Write};
use std::path::PathBuf;
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
