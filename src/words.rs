//! The kit's English for messages: a count with its noun, a list of names, a byte as a message
//! shows it.

/// "1 case", "2 cases": a count and its noun.
pub fn counted(count: u64, noun: &str) -> String {
	format!("{count} {noun}{}", if count == 1 { "" } else { "s" })
}

/// "a", "a and b", "a, b and c".
pub fn listed(names: &[&str]) -> String {
	match names.split_last() {
		None => String::new(),
		Some((last, [])) => last.to_string(),
		Some((last, others)) => format!("{} and {last}", others.join(", ")),
	}
}

/// A byte for a message: itself if it prints, else its value.
pub fn shown(byte: u8) -> String {
	if byte.is_ascii_graphic() {
		format!("'{}'", byte as char)
	} else {
		format!("byte 0x{byte:02x}")
	}
}

/// Bytes from elsewhere (an answer's line) as a message quotes them, in plain ASCII: in double
/// quotes, printable ASCII as it is, a quote or a backslash after a backslash, anything else as
/// `\xNN`. Judging systems read messages in encodings of their own (testlib's XML says
/// windows-1251, CMS refuses some bytes), so a message never carries a byte from outside ASCII.
pub fn quoted(bytes: &[u8]) -> String {
	let mut text = String::from("\"");
	for &byte in bytes {
		match byte {
			b'"' | b'\\' => {
				text.push('\\');
				text.push(byte as char);
			}
			b' '..=b'~' => text.push(byte as char),
			_ => text.push_str(&format!("\\x{byte:02x}")),
		}
	}
	text.push('"');
	text
}

/// A file's name for a message, each byte it holds as [`ascii`] writes it: on Unix a name is
/// bytes, which need not be UTF-8, and `Path::display` would show U+FFFD's three bytes for one
/// that is not (`nope\xef\xbf\xbd` for `nope\xff`), naming a file that is not the one given.
pub fn path_shown(path: &std::path::Path) -> String {
	#[cfg(unix)]
	{
		use std::os::unix::ffi::OsStrExt;
		ascii_bytes(path.as_os_str().as_bytes())
	}
	#[cfg(not(unix))]
	ascii(&path.display().to_string())
}

/// A message made one line of printable ASCII, every other byte as `\xNN` (a file's name may
/// hold any).
pub fn ascii(message: &str) -> String {
	ascii_bytes(message.as_bytes())
}

/// [`ascii`] of bytes that need not be UTF-8.
fn ascii_bytes(bytes: &[u8]) -> String {
	let mut text = String::with_capacity(bytes.len());
	for &byte in bytes {
		if (b' '..=b'~').contains(&byte) {
			text.push(byte as char);
		} else {
			text.push_str(&format!("\\x{byte:02x}"));
		}
	}
	text
}

#[cfg(test)]
mod tests {
	use super::*;

	#[test]
	fn counts_lists_and_bytes() {
		assert_eq!((counted(1, "case"), counted(0, "move")), ("1 case".into(), "0 moves".into()));
		assert_eq!(listed(&[]), "");
		assert_eq!(listed(&["a"]), "a");
		assert_eq!(listed(&["a", "b", "c"]), "a, b and c");
		assert_eq!((shown(b'y'), shown(b'\n')), ("'y'".into(), "byte 0x0a".into()));
		assert_eq!(quoted(b"ul\xc2\xa9d\"\\\t"), r#""ul\xc2\xa9d\"\\\x09""#);
		assert_eq!(ascii("caf\u{e9} ok\n"), r"caf\xc3\xa9 ok\x0a");
	}
}
