//! The standard streams as the system gives them: whether they can be used the way a program
//! needs them, asked before anything is read or written.

use crate::cli::Error;
use std::io::{self, Write};

/// Whether standard input can be read (`input`) and standard output written (`output`), as far as
/// their descriptors tell. Rust's own streams take a descriptor open the other way only (EBADF,
/// as `eight 1< file` gives it) as the end of the input and as a place that swallows all, so that
/// a run would pass for success with its output lost. A read and a write of nothing, on copies of
/// the descriptors, ask the system and change nothing; any other failure is left to the real
/// reads and writes. (A closed descriptor is not this: Rust's runtime opens /dev/null in its
/// place, for reading and writing.)
pub fn usable(input: bool, output: bool) -> Result<(), Error> {
	#[cfg(unix)]
	{
		use std::io::Read;
		use std::os::unix::io::AsFd;
		const EBADF: i32 = 9;
		let bad = |result: io::Result<usize>| match result {
			Err(error) if error.raw_os_error() == Some(EBADF) => Some(error),
			_ => None,
		};
		if input {
			let copy = io::stdin().as_fd().try_clone_to_owned().map(std::fs::File::from);
			if let Some(error) = bad(copy.and_then(|mut file| file.read(&mut []))) {
				return Err(Error::Failed(format!("cannot read the input: {error}")));
			}
		}
		if output {
			let copy = io::stdout().as_fd().try_clone_to_owned().map(std::fs::File::from);
			if let Some(error) = bad(copy.and_then(|mut file| file.write(&[]))) {
				return Err(Error::Write(error));
			}
		}
	}
	let _ = (input, output);
	Ok(())
}

/// Writes `text` to standard output, whole, once the output is known to be usable.
pub fn print(text: &str) -> Result<(), Error> {
	usable(false, true)?;
	let mut stdout = io::stdout();
	stdout.write_all(text.as_bytes()).and_then(|()| stdout.flush()).map_err(Error::Write)
}

/// Whether standard input is a terminal, as far as its descriptor tells with the standard library
/// alone: a character device other than /dev/null (which is one too). A person at a terminal may
/// be told what the program waits for; nothing reads it but a person.
pub fn input_is_terminal() -> bool {
	#[cfg(unix)]
	{
		use std::os::unix::fs::{FileTypeExt, MetadataExt};
		use std::os::unix::io::AsFd;
		let copy = io::stdin().as_fd().try_clone_to_owned().map(std::fs::File::from);
		let input = match copy.and_then(|file| file.metadata()) {
			Ok(input) => input,
			Err(_) => return false,
		};
		let null = std::fs::metadata("/dev/null").map(|null| null.rdev()).ok();
		input.file_type().is_char_device() && Some(input.rdev()) != null
	}
	#[cfg(not(unix))]
	false
}
