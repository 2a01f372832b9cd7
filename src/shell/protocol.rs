//! How judging systems call a checker or a validator and read its word: testlib's convention
//! (Polygon, Codeforces, and the judges built on testlib), Kattis's (which DOMjudge shares),
//! CMS's and HUSTOJ's. The programs that speak them say what each means for them.

/// A judging system's way of calling a checker or a validator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Protocol {
	Testlib,
	Kattis,
	Cms,
	/// HUSTOJ's special judge, `spj input answer output` (its judge_client.cc: `execl(spjpath,
	/// spjpath, infile, outfile, userfile, NULL)`, the expected answer before the user's output),
	/// read as 0 accepted, 1 wrong answer, 2 presentation error, 3 a runtime error.
	Hustoj,
}

impl Protocol {
	/// The protocol of that name among those a program speaks, or a message that lists them.
	/// `domjudge` is Kattis's.
	pub fn named(name: &str, spoken: &[Protocol]) -> Result<Protocol, String> {
		let found = match name {
			"testlib" => Some(Protocol::Testlib),
			"kattis" | "domjudge" => Some(Protocol::Kattis),
			"cms" => Some(Protocol::Cms),
			"hustoj" => Some(Protocol::Hustoj),
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
			Protocol::Hustoj => "hustoj",
		}
	}
}

/// testlib's options that say which test set and group a test is in: taken, for a program that
/// does not depend on them.
pub const TESTLIB_OPTIONS: [&str; 2] = ["--testset", "--group"];

/// testlib's options for validators beyond those (its `registerValidation`): a file for an
/// overview of the bounds a test hit, a file for the test's markup, and the test case to write
/// and where. Each takes a value; a validator with no bounds to report and one test a file has
/// nothing to write, and takes them to pass them over.
pub const TESTLIB_VALIDATOR_OPTIONS: [&str; 4] =
	["--testOverviewLogFileName", "--testMarkupFileName", "--testCase", "--testCaseFileName"];

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
