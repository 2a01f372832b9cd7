//! The standard streams as the system gives them: whether they can be used the way a program
//! needs them, asked before anything is read or written.

use crate::shell::cli::Error;
use std::io::{self, BufRead, Read, Write};

/// Whether standard input can be read (`input`) and standard output written (`output`), as far as
/// their descriptors tell. Rust's own streams take a descriptor open the other way only (EBADF,
/// as `eight 1< file` gives it) as the end of the input and as a place that swallows all, so that
/// a run would pass for success with its output lost; and a folder given as the input (EISDIR,
/// `play < .`) is found only at the first read, after a program may have drawn or written
/// something. A read and a write of nothing, on copies of the descriptors, ask the system and
/// change nothing; any other failure is left to the real reads and writes. (A closed descriptor
/// is not this: Rust's runtime opens /dev/null in its place, for reading and writing.)
pub fn usable(input: bool, output: bool) -> Result<(), Error> {
	#[cfg(unix)]
	{
		use std::os::unix::io::AsFd;
		const EBADF: i32 = 9;
		const EISDIR: i32 = 21;
		let bad = |result: io::Result<usize>| match result {
			Err(error) if matches!(error.raw_os_error(), Some(EBADF | EISDIR)) => Some(error),
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

/// Whether standard stream `number` (0, 1 or 2) was closed when the process started, as far as a
/// program without [`started`](crate::shell::started)'s look before the runtime can tell: never,
/// since the runtime has put `/dev/null` in its place. The single files (`pack --single`), which
/// ask this module where the programs ask `started`, take a closed stream as `/dev/null`.
pub fn was_closed(number: u8) -> bool {
	let _ = number;
	false
}

/// As `std::fs::write`, for the single files, which ask this module where the programs ask
/// [`started`](crate::shell::started): they cannot tell a file that is a closed standard stream's
/// `/dev/null` (`/dev/stdout` once standard output was closed), and write to it.
pub fn write_file(path: impl AsRef<std::path::Path>, bytes: &[u8]) -> io::Result<()> {
	std::fs::write(path, bytes)
}

/// Writes `text` to standard output, whole, once the output is known to be usable.
pub fn print(text: &str) -> Result<(), Error> {
	usable(false, true)?;
	let mut stdout = io::stdout();
	stdout.write_all(text.as_bytes()).and_then(|()| stdout.flush()).map_err(Error::Write)
}

/// Whether standard input is a terminal, as far as its descriptor tells with the standard library
/// alone: a character device other than /dev/null (which is one too), so `/dev/zero` as well.
/// [`started`](crate::shell::started) asks the C library where it can.
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

/// `Read::read` for a reader whose reading is its `BufRead`: what is buffered, as much as fits.
pub fn read_buffered(reader: &mut impl BufRead, buffer: &mut [u8]) -> io::Result<usize> {
	let available = reader.fill_buf()?;
	let count = available.len().min(buffer.len());
	buffer[..count].copy_from_slice(&available[..count]);
	reader.consume(count);
	Ok(count)
}

/// A reader that ends once: after the first read of nothing (the end of a file, or Ctrl-D at a
/// terminal) it reads nothing for ever, never asking again. A terminal's end is no lasting state:
/// a reader that asked again would wait for another Ctrl-D.
pub struct UntilEnd<R> {
	input: R,
	ended: bool,
}

impl<R: BufRead> UntilEnd<R> {
	pub fn new(input: R) -> UntilEnd<R> {
		UntilEnd { input, ended: false }
	}
}

impl<R: BufRead> Read for UntilEnd<R> {
	fn read(&mut self, buffer: &mut [u8]) -> io::Result<usize> {
		read_buffered(self, buffer)
	}
}

impl<R: BufRead> BufRead for UntilEnd<R> {
	fn fill_buf(&mut self) -> io::Result<&[u8]> {
		if self.ended {
			return Ok(&[]);
		}
		let available = self.input.fill_buf()?;
		self.ended = available.is_empty();
		Ok(available)
	}

	fn consume(&mut self, count: usize) {
		self.input.consume(count);
	}
}
