//! What the process was given when it started: which standard streams were closed. Rust's runtime
//! opens `/dev/null` in place of a closed standard stream before `main` runs, so that afterwards
//! `eight 1>&-` and `eight >/dev/null` look alike, and a run whose answers went nowhere would pass
//! for success. On Linux a function the loader runs before the runtime (an entry of the ELF
//! `.init_array` section, which the platform's ABI runs after the C library is set up and before
//! `main`) asks the C library whether each descriptor is open, `fcntl(fd, F_GETFD)`, and notes
//! what it saw. It uses nothing of the standard library, whose runtime is not yet set up then,
//! and no file: it needs no `/proc` (a judge's chroot may have none).
//!
//! The single-file checker, validator and generator do without it: they must compile under every
//! edition, and the 2024 edition spells the section's attribute in a way older compilers refuse.
//! `pack --single` writes them with [`streams`]'s questions in place of this module's. (Their
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

/// Notes which standard streams are closed: those the C library says are no open descriptor.
#[cfg(target_os = "linux")]
extern "C" fn look() {
	extern "C" {
		fn fcntl(
			descriptor: std::os::raw::c_int,
			command: std::os::raw::c_int,
			...
		) -> std::os::raw::c_int;
	}
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
		true => {
			Err(Error::Write(io::Error::new(io::ErrorKind::Other, "standard output is closed")))
		}
		false => Ok(()),
	}
}
