//! How judging systems call a checker or a validator and read its word: testlib's convention
//! (Polygon, Codeforces, and the judges built on testlib), Kattis's (which DOMjudge shares) and
//! CMS's. The programs that speak them say what each means for them.

/// A judging system's way of calling a checker or a validator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Protocol {
	Testlib,
	Kattis,
	Cms,
}

impl Protocol {
	/// The protocol of that name among those a program speaks, or a message that lists them.
	/// `domjudge` is Kattis's.
	pub fn named(name: &str, spoken: &[Protocol]) -> Result<Protocol, String> {
		let found = match name {
			"testlib" => Some(Protocol::Testlib),
			"kattis" | "domjudge" => Some(Protocol::Kattis),
			"cms" => Some(Protocol::Cms),
			_ => None,
		};
		found.filter(|protocol| spoken.contains(protocol)).ok_or_else(|| {
			let names: Vec<&str> = spoken.iter().map(|protocol| protocol.name()).collect();
			let (last, others) = names.split_last().expect("a program speaks a protocol");
			let others = others.join(", ");
			let names =
				if others.is_empty() { last.to_string() } else { format!("{others} and {last}") };
			format!("unknown protocol '{name}': the names are {names} (kattis also as domjudge)")
		})
	}

	pub fn name(self) -> &'static str {
		match self {
			Protocol::Testlib => "testlib",
			Protocol::Kattis => "kattis",
			Protocol::Cms => "cms",
		}
	}
}

/// testlib's options that say which test set and group a test is in: taken, for a program that
/// does not depend on them.
pub const TESTLIB_OPTIONS: [&str; 2] = ["--testset", "--group"];

#[cfg(test)]
mod tests {
	use super::*;

	#[test]
	fn protocols_by_name() {
		let both = [Protocol::Testlib, Protocol::Kattis];
		assert_eq!(Protocol::named("domjudge", &both), Ok(Protocol::Kattis));
		assert_eq!(
			Protocol::named("cms", &both),
			Err("unknown protocol 'cms': the names are testlib and kattis (kattis also as domjudge)"
				.to_string())
		);
	}
}
