//! What the process was given when it started: which standard streams were closed. Rust's runtime
//! opens `/dev/null` in place of a closed standard stream before `main` runs, so that afterwards
//! `eight 1>&-` and `eight >/dev/null` look alike, and a run whose answers went nowhere would pass
//! for success. On Linux a function the loader runs before the runtime (an entry of the ELF
//! `.init_array` section, which the platform's ABI runs after the C library is set up and before
//! `main`) asks the C library whether each descriptor is open, `fcntl(fd, F_GETFD)`, and notes
//! what it saw. It uses nothing of the standard library, whose runtime is not yet set up then,
//! and no file: it needs no `/proc` (a judge's chroot may have none). A file opened by name is
//! held to the same look, as the stream it may be (`/dev/stdout`); and the C library is asked,
//! too, whether standard input is a terminal.
//!
//! The single-file checker, validator and generator do without it: they must compile under every
//! edition, and the 2024 edition spells the section's attribute in a way older compilers refuse.
//! `pack --single` writes them with [`streams`]'s questions in place of this module's. (Their
//! streams are the judge's to give; docs/setters.md says what they cannot tell.)

use crate::shell::cli::Error;
use crate::shell::streams;
use std::fs::File;
use std::io::{self, Write};
use std::path::Path;
use std::sync::atomic::{AtomicU8, Ordering};

/// One bit for each standard stream (0 input, 1 output, 2 error) that was closed at the start.
static CLOSED: AtomicU8 = AtomicU8::new(0);

#[cfg(target_os = "linux")]
#[used]
#[link_section = ".init_array"]
static LOOK_BEFORE_THE_RUNTIME: extern "C" fn() = look;

// The C library's questions about a descriptor: `fcntl` to ask whether it is open at all, and
// `isatty` whether it is a terminal.
#[cfg(target_os = "linux")]
extern "C" {
	fn fcntl(
		descriptor: std::os::raw::c_int,
		command: std::os::raw::c_int,
		...
	) -> std::os::raw::c_int;
	fn isatty(descriptor: std::os::raw::c_int) -> std::os::raw::c_int;
}

/// Notes which standard streams are closed: those the C library says are no open descriptor.
#[cfg(target_os = "linux")]
extern "C" fn look() {
	const F_GETFD: std::os::raw::c_int = 1;
	for number in 0..3 {
		// SAFETY: `fcntl` with F_GETFD takes no third argument, reads no memory of ours, and on a
		// descriptor that is not open only fails (EBADF). The C library is set up before the
		// loader runs `.init_array`, and an atomic store needs no runtime.
		if unsafe { fcntl(number, F_GETFD) } == -1 {
			CLOSED.fetch_or(1 << number, Ordering::Relaxed);
		}
	}
}

/// Whether standard stream `number` (0, 1 or 2) was closed when the process started.
pub fn was_closed(number: u8) -> bool {
	CLOSED.load(Ordering::Relaxed) & (1 << number) != 0
}

/// As [`streams::usable`], and refusing a standard input or output that was closed at the start:
/// reading it would be reading nothing, and writing it would lose every word.
pub fn usable(input: bool, output: bool) -> Result<(), Error> {
	if input && was_closed(0) {
		return Err(Error::Failed("cannot read the input: standard input is closed".to_string()));
	}
	if output {
		output_open()?;
	}
	streams::usable(input, output)
}

/// As [`streams::print`] (which asks the system about the output itself), and refusing a
/// standard output that was closed at the start.
pub fn print(text: &str) -> Result<(), Error> {
	output_open()?;
	streams::print(text)
}

/// Whether standard output was open at the start.
fn output_open() -> Result<(), Error> {
	match was_closed(1) {
		true => Err(Error::Write(closed("output"))),
		false => Ok(()),
	}
}

/// The failure to use standard `stream` (`output`, `error`) that was closed at the start.
fn closed(stream: &str) -> io::Error {
	io::Error::new(io::ErrorKind::Other, format!("standard {stream} is closed"))
}

/// As `std::fs::write`, and refusing a file that is the `/dev/null` Rust's runtime opened in
/// place of a standard output or error closed at the start, as `/dev/stdout` names it then: the
/// words would be lost, and the run pass for success. The file is told by what it is, the same
/// file as the stream's, not by its name; so `/dev/null` itself, named while standard output is
/// closed, is refused too (nothing tells the two apart), and named while it is open is written.
pub fn write_file(path: impl AsRef<Path>, bytes: &[u8]) -> io::Result<()> {
	let mut file = File::create(path)?;
	not_a_closed_stream(&file)?;
	file.write_all(bytes)
}

/// Refuses `file` if it is a standard output or error closed at the start, now the runtime's
/// `/dev/null`: the same device and inode as a copy of that descriptor.
#[cfg(unix)]
fn not_a_closed_stream(file: &File) -> io::Result<()> {
	use std::os::unix::fs::MetadataExt;
	use std::os::unix::io::AsFd;
	let named = file.metadata()?;
	for (number, stream) in [(1, "output"), (2, "error")] {
		if !was_closed(number) {
			continue;
		}
		let copy = match number {
			1 => io::stdout().as_fd().try_clone_to_owned(),
			_ => io::stderr().as_fd().try_clone_to_owned(),
		};
		let standard = File::from(copy?).metadata()?;
		if (standard.dev(), standard.ino()) == (named.dev(), named.ino()) {
			return Err(closed(stream));
		}
	}
	Ok(())
}

#[cfg(not(unix))]
fn not_a_closed_stream(file: &File) -> io::Result<()> {
	let _ = file;
	Ok(())
}

/// Whether standard input is a terminal: on Linux as the C library's `isatty` says, elsewhere as
/// [`streams::input_is_terminal`] guesses from the standard library (which takes `/dev/zero`,
/// or any character device but `/dev/null`, for one).
pub fn input_is_terminal() -> bool {
	#[cfg(target_os = "linux")]
	{
		// SAFETY: `isatty` reads no memory of ours, and on a descriptor that is not open or not a
		// terminal only answers 0.
		unsafe { isatty(0) == 1 }
	}
	#[cfg(not(target_os = "linux"))]
	streams::input_is_terminal()
}
