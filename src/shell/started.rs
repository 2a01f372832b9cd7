//! What the process was given when it started: which standard streams were closed. Rust's runtime
//! opens `/dev/null` in place of a closed standard stream before `main` runs, so that afterwards
//! `eight 1>&-` and `eight >/dev/null` look alike, and a run whose answers went nowhere would pass
//! for success. On Linux a function the loader runs before the runtime (an entry of the
//! `.init_array` section) looks first, through `/proc/self/fd`, and notes what it saw.
//!
//! The single-file checker and validator do without it: they must compile under every edition,
//! and the 2024 edition spells the section's attribute in a way older compilers refuse. (Their
//! streams are the judge's to give; docs/setters.md says what they cannot tell.)

use crate::shell::cli::Error;
use crate::shell::streams;
use std::io;
use std::sync::atomic::{AtomicU8, Ordering};

/// One bit for each standard stream (0 input, 1 output, 2 error) that was closed at the start.
static CLOSED: AtomicU8 = AtomicU8::new(0);

#[cfg(target_os = "linux")]
#[used]
#[link_section = ".init_array"]
static LOOK_BEFORE_THE_RUNTIME: extern "C" fn() = look;

/// Notes which standard streams are closed. Nothing is noted where `/proc` cannot be read: then
/// nothing can be told, and every stream passes for open.
#[cfg(target_os = "linux")]
extern "C" fn look() {
	if std::fs::symlink_metadata("/proc/self/fd").is_err() {
		return;
	}
	let streams = ["/proc/self/fd/0", "/proc/self/fd/1", "/proc/self/fd/2"];
	for (number, path) in streams.iter().enumerate() {
		if std::fs::symlink_metadata(path).is_err() {
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
		true => {
			Err(Error::Write(io::Error::new(io::ErrorKind::Other, "standard output is closed")))
		}
		false => Ok(()),
	}
}
