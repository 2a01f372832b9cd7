//! The keys: a pure decoder from bytes to keys, and a reader that feeds it from standard input.
//!
//! The decoder knows the letters, the arrows (`ESC [ A` to `ESC [ D`, and `ESC O A` to `ESC O D`,
//! with Ctrl or Shift too: `ESC [ 1 ; 5 A`), Ctrl-C, Ctrl-D and Ctrl-Z. Any other escape sequence
//! is read whole: a key the game does not use (a function key, Home, Escape alone, Alt with a key)
//! is answered with the keys it does, as any unknown key is; a mouse report (`ESC [ < 0 ; 1 ; 1 M`,
//! and the old kind, `ESC [ M` and three bytes) is no key, and nothing answers it.

use eight_kit::reference::Move;
use std::io::{self, Read};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::Duration;

/// A key, as the game takes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Key {
	/// The tile next to the gap slides this way into it.
	Tile(Move),
	Hint,
	Play,
	Undo,
	New,
	/// Show or hide the fewest moves still needed.
	Distance,
	/// `q`, Ctrl-C, Ctrl-D.
	Quit,
	/// Ctrl-Z.
	Suspend,
	/// A mouse report: no key, nothing to answer.
	Ignored,
	/// A key the game does not know, to be answered with the keys it does: the byte it is, or
	/// Escape (`0x1b`) for a key that comes as an escape sequence.
	Unknown(u8),
}

/// The longest escape sequence read whole; a longer one is ignored up to there.
const LONGEST: usize = 32;

/// The key that `bytes` begin with, and how many bytes it takes; `None` when more bytes are
/// needed to tell. With `complete`, no more will come in time, and what there is decides.
pub fn decode(bytes: &[u8], complete: bool) -> Option<(Key, usize)> {
	let first = *bytes.first()?;
	let key = match first {
		b'w' | b'W' => Key::Tile(Move::Up),
		b's' | b'S' => Key::Tile(Move::Down),
		b'a' | b'A' => Key::Tile(Move::Left),
		b'd' | b'D' => Key::Tile(Move::Right),
		b'h' | b'H' => Key::Hint,
		b'p' | b'P' => Key::Play,
		b'u' | b'U' => Key::Undo,
		b'n' | b'N' => Key::New,
		b'f' | b'F' => Key::Distance,
		b'q' | b'Q' | 3 | 4 => Key::Quit,
		0x1a => Key::Suspend,
		0x1b => return escape(bytes, complete),
		other => Key::Unknown(other),
	};
	Some((key, 1))
}

/// The key of a sequence that begins with Escape.
fn escape(bytes: &[u8], complete: bool) -> Option<(Key, usize)> {
	const OTHER: Key = Key::Unknown(0x1b);
	let more = |taken: usize| if complete { Some((OTHER, taken)) } else { None };
	let arrow = |last: u8| match last {
		b'A' => Key::Tile(Move::Up),
		b'B' => Key::Tile(Move::Down),
		b'C' => Key::Tile(Move::Right),
		b'D' => Key::Tile(Move::Left),
		_ => OTHER,
	};
	match bytes.get(1) {
		None => more(1),
		// Escape twice: the first is Escape alone, the second begins a key.
		Some(0x1b) => Some((OTHER, 1)),
		Some(b'O') => match bytes.get(2) {
			Some(&last) => Some((arrow(last), 3)),
			None => more(2),
		},
		// The old mouse report: three bytes of button and place follow, any bytes.
		Some(b'[') if bytes.get(2) == Some(&b'M') => match (bytes.len() >= 6, complete) {
			(true, _) => Some((Key::Ignored, 6)),
			(false, true) => Some((Key::Ignored, bytes.len())),
			(false, false) => None,
		},
		Some(b'[') => {
			// Parameters and intermediates (0x20 to 0x3f), then a final byte (0x40 to 0x7e).
			for (at, &byte) in bytes.iter().enumerate().skip(2) {
				match byte {
					0x40..=0x7e => {
						let mouse = bytes.get(2) == Some(&b'<') && matches!(byte, b'M' | b'm');
						let key = if mouse { Key::Ignored } else { arrow(byte) };
						return Some((key, at + 1));
					}
					0x20..=0x3f if at < LONGEST => {}
					// Not a sequence after all: what came so far is a key unknown, this byte
					// begins the next key.
					_ => return Some((OTHER, at)),
				}
			}
			more(bytes.len())
		}
		// Alt and a key, Escape and the key at once.
		Some(_) => Some((OTHER, 2)),
	}
}

/// What waiting for a key gave.
pub enum Input {
	Key(Key),
	/// The wait ended with no key.
	Nothing,
	/// The input is over.
	End,
}

/// How many reads of standard input wait, at most, for the game to take their keys: the reader
/// waits on the game beyond them, so that keys that come faster than the game takes them (`yes |
/// play`, `play < /dev/zero`) wait in the system's pipe rather than in memory. Every key is still
/// read, in order; a quit key waits behind at most this many reads.
const BACKLOG: usize = 8;

/// The most bytes one read takes.
const READ: usize = 256;

/// Keys from standard input: bytes from a thread that waits on it, decoded as they come, at most
/// [`BACKLOG`] reads of them held.
pub struct Keys {
	bytes: Receiver<io::Result<Vec<u8>>>,
	buffer: Vec<u8>,
	/// Whether input is a terminal: then bytes that belong together come within a few
	/// milliseconds, and a lone Escape is known by the silence after it.
	terminal: bool,
	ended: bool,
}

impl Keys {
	/// Keys from standard input, or the system's word when it has no thread to give.
	pub fn new(terminal: bool) -> io::Result<Keys> {
		let (sender, bytes) = mpsc::sync_channel(BACKLOG);
		std::thread::Builder::new().spawn(move || {
			let (mut stdin, mut buffer) = (io::stdin().lock(), [0; READ]);
			loop {
				let read = match stdin.read(&mut buffer) {
					Ok(0) => return,
					Ok(read) => read,
					Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
					Err(error) => return drop(sender.send(Err(error))),
				};
				if sender.send(Ok(buffer[..read].to_vec())).is_err() {
					return;
				}
			}
		})?;
		Ok(Keys { bytes, buffer: Vec::new(), terminal, ended: false })
	}

	/// The next key within `wait` (for ever when `None`).
	pub fn next(&mut self, wait: Option<Duration>) -> io::Result<Input> {
		loop {
			if let Some((key, taken)) = decode(&self.buffer, self.ended) {
				self.buffer.drain(..taken);
				return Ok(Input::Key(key));
			}
			if self.ended {
				return Ok(Input::End);
			}
			// A key begun comes whole at once on a terminal; piped, it comes in order.
			let wait = match (self.buffer.is_empty(), self.terminal) {
				(true, _) => wait,
				(false, true) => Some(Duration::from_millis(50)),
				(false, false) => None,
			};
			let received = match wait {
				None => self.bytes.recv().map_err(|_| RecvTimeoutError::Disconnected),
				Some(wait) => self.bytes.recv_timeout(wait),
			};
			match received {
				Ok(bytes) => self.buffer.extend(bytes?),
				Err(RecvTimeoutError::Timeout) if self.buffer.is_empty() => {
					return Ok(Input::Nothing)
				}
				Err(RecvTimeoutError::Timeout) => {
					let (key, taken) = decode(&self.buffer, true).expect("bytes decide a key");
					self.buffer.drain(..taken);
					return Ok(Input::Key(key));
				}
				Err(RecvTimeoutError::Disconnected) => self.ended = true,
			}
		}
	}
}

#[cfg(test)]
mod tests {
	use super::*;

	/// Every key of `bytes`, decoded to the end.
	fn keys(mut bytes: &[u8]) -> Vec<Key> {
		let mut keys = Vec::new();
		while let Some((key, taken)) = decode(bytes, true) {
			assert!(taken > 0 && taken <= bytes.len());
			keys.push(key);
			bytes = &bytes[taken..];
		}
		keys
	}

	#[test]
	fn letters_and_control_keys() {
		use Move::*;
		assert_eq!(
			keys(b"wasdWASD"),
			[Up, Left, Down, Right, Up, Left, Down, Right].map(Key::Tile).to_vec()
		);
		assert_eq!(
			keys(b"hpunfq\x03\x04\x1a"),
			[
				Key::Hint,
				Key::Play,
				Key::Undo,
				Key::New,
				Key::Distance,
				Key::Quit,
				Key::Quit,
				Key::Quit,
				Key::Suspend
			]
		);
		assert_eq!(keys(b"x\r "), [Key::Unknown(b'x'), Key::Unknown(b'\r'), Key::Unknown(b' ')]);
	}

	#[test]
	fn arrows_both_ways_and_every_other_sequence_whole() {
		use Move::*;
		let arrows = [Up, Down, Right, Left].map(Key::Tile).to_vec();
		assert_eq!(keys(b"\x1b[A\x1b[B\x1b[C\x1b[D"), arrows);
		assert_eq!(keys(b"\x1bOA\x1bOB\x1bOC\x1bOD"), arrows);
		assert_eq!(keys(b"\x1b[1A"), [Key::Tile(Up)]);
		// Ctrl or Shift with an arrow is the arrow.
		assert_eq!(keys(b"\x1b[1;5A\x1b[1;2D"), [Key::Tile(Up), Key::Tile(Left)]);
		// A mouse report is no key.
		for sequence in [&b"\x1b[<0;12;5M"[..], b"\x1b[<0;12;5m", b"\x1b[M #!", b"\x1b[Mwas"] {
			assert_eq!(keys(sequence), [Key::Ignored], "{sequence:?}");
		}
		// Any other key that comes as a sequence is a key unknown, answered with the keys.
		for sequence in [
			&b"\x1b[15~"[..], // F5
			b"\x1bOP",        // F1
			b"\x1b[H",        // Home
			b"\x1bw",         // Alt and w
			b"\x1b",          // Escape alone
		] {
			assert_eq!(keys(sequence), [Key::Unknown(0x1b)], "{sequence:?}");
		}
		assert_eq!(keys(b"\x1b\x1b[A"), [Key::Unknown(0x1b), Key::Tile(Up)]);
		// Not a sequence after all: the byte that ends it begins the next key.
		assert_eq!(keys(b"\x1b[1\nw"), [Key::Unknown(0x1b), Key::Unknown(b'\n'), Key::Tile(Up)]);
	}

	#[test]
	fn a_sequence_begun_waits_for_its_end_unless_none_will_come() {
		let other = Key::Unknown(0x1b);
		for (begun, key) in [
			(&b"\x1b"[..], other),
			(b"\x1b[", other),
			(b"\x1b[1;5", other),
			(b"\x1bO", other),
			(b"\x1b[M", Key::Ignored),
			(b"\x1b[M #", Key::Ignored),
		] {
			assert_eq!(decode(begun, false), None, "{begun:?}");
			assert_eq!(decode(begun, true).map(|(key, _)| key), Some(key), "{begun:?}");
		}
		assert_eq!(decode(b"", true), None);
	}

	#[test]
	fn garbage_never_stalls_the_decoder() {
		let mut random = eight_kit::reference::Random::new(27);
		for _ in 0..2_000 {
			let length = random.below(40) as usize;
			let bytes: Vec<u8> = (0..length)
				.map(|_| {
					[0x1b, b'[', b'O', b'M', b';', b'1', b'A', b'w', 0x7f, 0]
						[random.below(10) as usize]
				})
				.collect();
			let total: usize = {
				let mut rest = &bytes[..];
				let mut total = 0;
				while let Some((_, taken)) = decode(rest, true) {
					total += taken;
					rest = &rest[taken..];
				}
				total
			};
			assert_eq!(total, bytes.len(), "{bytes:?}");
		}
	}
}
