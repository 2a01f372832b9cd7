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
	}
}
