//! The terminal: raw mode while the game runs, put back however it ends, suspended on Ctrl-Z
//! and taken again on resume.
//!
//! The standard library cannot set terminal modes, read the window's size or catch a signal, so
//! `stty` does the first two. A signal that ends the game from outside (SIGTERM, SIGHUP, SIGINT)
//! is caught by the kit's shell (`scratch::on_signal`), which puts the terminal back before the
//! game ends by it, so that whatever runs next finds it as it was. For what cannot be caught
//! (SIGKILL, SIGQUIT) and on systems other than Linux, a guardian, a small shell started with the
//! game, stands in: it waits on a pipe from the game, and when the pipe closes without the game's
//! word that all is put back, it puts the terminal back itself, a moment after the game is gone
//! (the pipe closes only when the game has ended, so no sooner). A stop from outside
//! (SIGTSTP from `kill`, not Ctrl-Z) cannot be seen either; the shell may then give the terminal
//! back in line mode on `fg`, so the game looks at the terminal's modes with its size, at most
//! once a second, and takes raw mode again (and redraws) when they are not its own.

use eight_kit::shell::scratch::{self, OnSignal};
use std::fs::File;
use std::io::{self, Write};
use std::os::unix::io::AsFd;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How often, at most, `stty` is asked for the window's size and modes: once, with `-a`.
const LOOK_EVERY: Duration = Duration::from_secs(1);

/// Show and hide the cursor.
const SHOW_CURSOR: &[u8] = b"\x1b[?25h";
const HIDE_CURSOR: &[u8] = b"\x1b[?25l";

/// The guardian: it ignores the signals that end a game (the window closing, Ctrl-\, a kill),
/// and reads a pipe from the game until it ends. The game writes `back` into it when it has put
/// the terminal back itself; if the pipe ends without it, the game is gone: the guardian puts
/// the terminal back and shows the cursor (adding no line break, which would move a prompt the
/// shell has printed).
const GUARDIAN: &str = "trap '' HUP INT QUIT TERM TSTP; \
	while read -r word; do [ \"$word\" = back ] && exit 0; done; \
	{ stty \"$1\" </dev/tty; printf '\\033[?25h' >/dev/tty; } 2>/dev/null";

/// What the terminal looked like when last asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Look {
	pub size: Option<(usize, usize)>,
	/// Whether the modes are still the game's raw ones.
	pub raw: bool,
}

/// The terminal, in raw mode while the game runs. Not a terminal when standard input is not one.
pub struct Terminal {
	/// The settings to put back, as `stty -g` gave them.
	saved: Option<String>,
	guardian: Option<(Child, ChildStdin)>,
	last_look: Option<(Instant, Look)>,
	/// Whether a signal has put the terminal back for good: raw mode is then never taken again.
	/// Held while the modes change, so that the game's `enter` and the signal's putting back never
	/// cross.
	put_back: Arc<Mutex<bool>>,
	/// The putting back on a signal, while the game runs.
	on_signal: Option<OnSignal>,
}

/// `stty ARGUMENTS` on standard input, its output when it succeeds.
fn stty(arguments: &[&str]) -> Option<String> {
	let output =
		Command::new("stty").args(arguments).stdin(Stdio::inherit()).stderr(Stdio::null()).output();
	let output = output.ok().filter(|output| output.status.success())?;
	Some(String::from_utf8_lossy(&output.stdout).trim().to_string())
}

/// Whether standard input is a terminal, as `stty` finds it; the system's word when there is no
/// `stty` to ask.
pub fn input_is_terminal() -> io::Result<bool> {
	let asked = Command::new("stty").arg("-g").stdin(Stdio::inherit()).output();
	match asked {
		Ok(output) => Ok(output.status.success()),
		Err(error) if error.kind() == io::ErrorKind::NotFound => Err(error),
		Err(_) => Ok(false),
	}
}

/// Whether standard output is a terminal: `stty` on a copy of it.
pub fn output_is_terminal() -> bool {
	let copy = match io::stdout().as_fd().try_clone_to_owned() {
		Ok(copy) => copy,
		Err(_) => return false,
	};
	let status = Command::new("stty")
		.arg("-g")
		.stdin(Stdio::from(copy))
		.stdout(Stdio::null())
		.stderr(Stdio::null())
		.status();
	status.map_or(false, |status| status.success())
}

impl Terminal {
	/// Raw mode on the terminal standard input is, if it is one.
	pub fn take() -> Terminal {
		let saved = stty(&["-g"]);
		let guardian = saved.as_ref().and_then(|saved| {
			let mut guardian = Command::new("/bin/sh")
				.args(["-c", GUARDIAN, "play-guardian", saved])
				.stdin(Stdio::piped())
				.stdout(Stdio::null())
				.stderr(Stdio::null())
				.spawn()
				.ok()?;
			let pipe = guardian.stdin.take()?;
			Some((guardian, pipe))
		});
		let put_back = Arc::new(Mutex::new(false));
		let on_signal = saved.clone().map(|saved| {
			// The guardian told, through a pipe of its own, that all is put back already.
			let guardian =
				guardian.as_ref().and_then(|(_, pipe)| pipe.as_fd().try_clone_to_owned().ok());
			let guardian = guardian.map(File::from);
			let put_back = Arc::clone(&put_back);
			scratch::on_signal(move || {
				let mut done = put_back.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
				*done = true;
				leave_with(&saved);
				if let Some(mut pipe) = guardian.as_ref() {
					let _ = pipe.write_all(b"back\n");
				}
			})
		});
		let mut terminal = Terminal { saved, guardian, last_look: None, put_back, on_signal };
		terminal.enter();
		terminal
	}

	pub fn is_terminal(&self) -> bool {
		self.saved.is_some()
	}

	/// Raw mode, the cursor hidden; never once a signal has put the terminal back.
	fn enter(&mut self) {
		let put_back = self.put_back.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
		if self.saved.is_some() && !*put_back {
			let _ = stty(&["raw", "-echo"]);
			let _ = io::stdout().write_all(HIDE_CURSOR);
			let _ = io::stdout().flush();
		}
	}

	/// The terminal as it was, the cursor shown.
	fn leave(&self) {
		if let Some(saved) = &self.saved {
			leave_with(saved);
		}
	}

	/// Ctrl-Z: the terminal put back, the game stopped as the shell stops a job; when it is
	/// brought back, raw mode again. The caller redraws.
	pub fn suspend(&mut self) {
		if !self.is_terminal() {
			return;
		}
		self.leave();
		let _ = Command::new("kill").args(["-TSTP", &std::process::id().to_string()]).status();
		// Here again: the shell has let the game go on.
		self.enter();
		self.last_look = None;
	}

	/// The window's size and whether the modes are still raw, from one `stty -a` at most once
	/// a second (the standard library has no way to ask the terminal itself); `None` off a
	/// terminal. Raw mode is taken again if it was lost.
	pub fn look(&mut self, now: Instant) -> Option<Look> {
		self.saved.as_ref()?;
		if let Some((when, look)) = &self.last_look {
			if now.saturating_duration_since(*when) < LOOK_EVERY {
				return Some(look.clone());
			}
		}
		let look = read_look(&stty(&["-a"]).unwrap_or_default());
		if !look.raw {
			self.enter();
		}
		self.last_look = Some((now, look.clone()));
		Some(look)
	}
}

/// The terminal put back to `saved`, as `stty -g` gave it, and the cursor shown, on a line of
/// its own.
fn leave_with(saved: &str) {
	let _ = stty(&[saved]);
	let _ = io::stdout().write_all(SHOW_CURSOR);
	let _ = io::stdout().write_all(b"\r\n");
	let _ = io::stdout().flush();
}

/// What `stty -a` says: the size (`rows 24; columns 80`, as GNU's says it, or `24 rows; 80
/// columns`, as BSD's does) and whether echo and line editing are off, as raw mode has them.
pub fn read_look(text: &str) -> Look {
	// Clauses end at `;` or a line's end; the number is the one in the clause that names it.
	let clauses = text.split([';', '\n']);
	let clauses: Vec<Vec<&str>> =
		clauses.map(|clause| clause.split_whitespace().collect()).collect();
	let number = |name: &str| {
		let clause = clauses.iter().find(|words| words.len() == 2 && words.contains(&name))?;
		clause.iter().find_map(|word| word.parse::<usize>().ok())
	};
	let size = match (number("rows"), number("columns")) {
		(Some(rows), Some(columns)) if rows > 0 && columns > 0 => Some((rows, columns)),
		_ => None,
	};
	let words: Vec<&str> = text.split_whitespace().collect();
	let raw = words.contains(&"-icanon") && words.contains(&"-echo");
	Look { size, raw }
}

impl Drop for Terminal {
	fn drop(&mut self) {
		// Put back here: a signal from now on has nothing to put back.
		drop(self.on_signal.take());
		self.leave();
		if let Some((mut guardian, mut pipe)) = self.guardian.take() {
			let _ = pipe.write_all(b"back\n");
			drop(pipe);
			let _ = guardian.wait();
		}
	}
}

#[cfg(test)]
mod tests {
	use super::*;

	#[test]
	fn the_size_and_the_modes_as_stty_says_them() {
		let gnu = "speed 38400 baud; rows 24; columns 80; line = 0;\n-icanon -echo isig";
		assert_eq!(read_look(gnu).size, Some((24, 80)), "each number from its own clause");
		assert_eq!(read_look(gnu), Look { size: Some((24, 80)), raw: true });
		let bsd = "speed 9600 baud; 40 rows; 132 columns;\nlflags: icanon echo";
		assert_eq!(read_look(bsd), Look { size: Some((40, 132)), raw: false });
		assert_eq!(read_look("rows 0; columns 0; -icanon"), Look { size: None, raw: false });
		assert_eq!(read_look(""), Look { size: None, raw: false });
	}
}
