//! What the tests and the benchmarks need and the programs do not: a program run to its end, and
//! scratch folders of their own.

use crate::child::run_within;
use std::ffi::OsStr;
use std::io;
use std::path::{Path, PathBuf};
use std::process::Output;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

/// Runs `program` with `arguments` and `input` on its standard input, and collects what it
/// writes; ten minutes is longer than anything here takes.
pub fn run_with_input(
	program: impl AsRef<OsStr>,
	arguments: &[&str],
	input: &[u8],
) -> io::Result<Output> {
	run_within(program, arguments, input, Duration::from_secs(600))?
		.ok_or_else(|| io::Error::new(io::ErrorKind::TimedOut, "no end within ten minutes"))
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

/// A scratch folder, removed when dropped: its name holds the process and a number no other
/// scratch folder of the process has, so that tests running at once never share one.
pub struct Scratch(pub PathBuf);

impl Scratch {
	pub fn new(name: &str) -> Scratch {
		static MADE: AtomicUsize = AtomicUsize::new(0);
		let number = MADE.fetch_add(1, Ordering::SeqCst);
		let unique = format!("eight-{name}-{}-{number}", std::process::id());
		let path = std::env::temp_dir().join(unique);
		let _ = std::fs::remove_dir_all(&path);
		std::fs::create_dir_all(&path).expect("a scratch folder");
		Scratch(path)
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
		let installed = std::process::Command::new("install")
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

impl Drop for Scratch {
	fn drop(&mut self) {
		let _ = std::fs::remove_dir_all(&self.0);
	}
}
