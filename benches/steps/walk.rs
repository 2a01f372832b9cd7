//! The walk from the tutorial's A* to the judge file, step by step: `walk FOLDER`, run from the
//! kit's root, writes each step as FOLDER/NAME.rs and prints a line a step, its name and its
//! title. The first step is `examples/tutorial.rs`, named `00-tutorial`. Each patch here, in the
//! order of its name, is one change to the step before, and names its step (`03-larger-g-first`
//! from `03-larger-g-first.patch`). A patch is a title, a few lines that say what it does, then a
//! unified diff (`diff -u`) whose `---` and `+++` lines name the step before and its own. It
//! applies only exactly: each hunk at the lines its header names, each line it keeps or removes
//! as it is there. The last step is `src/main.rs`, byte for byte (tests/tutorial.rs holds it).
//! `benches/steps.sh` builds each step and measures it; tests/tutorial.rs takes this as a module.

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

/// A step of the walk: its name, its title (its patch's first line) and its text.
pub struct Step {
	pub name: String,
	pub title: String,
	pub text: String,
}

/// Every step, from the kit's root `kit`: the tutorial, then each patch applied to the one before.
pub fn steps(kit: &Path) -> Result<Vec<Step>, String> {
	let read = |path: &Path| {
		std::fs::read_to_string(path).map_err(|error| format!("{}: {error}", path.display()))
	};
	let tutorial = read(&kit.join("examples/tutorial.rs"))?;
	let (name, title) = ("00-tutorial".to_string(), "The tutorial".to_string());
	let mut steps = vec![Step { name, title, text: tutorial }];
	let folder = kit.join("benches/steps");
	let listed =
		std::fs::read_dir(&folder).map_err(|error| format!("{}: {error}", folder.display()));
	let mut patches = Vec::new();
	for entry in listed? {
		let path = entry.map_err(|error| format!("{}: {error}", folder.display()))?.path();
		if path.extension().map_or(false, |extension| extension == "patch") {
			patches.push(path);
		}
	}
	patches.sort();
	for path in patches {
		let name = path.file_stem().map(|stem| stem.to_string_lossy().into_owned());
		let name = name.unwrap_or_default();
		let before = steps.last().expect("the tutorial is the first step");
		let (title, text) = apply(&before.name, &name, &before.text, &read(&path)?)
			.map_err(|why| format!("{}: {why}", path.display()))?;
		steps.push(Step { name, title, text });
	}
	Ok(steps)
}

/// The step named `to`, made by `patch` from `before`, the step named `from`; and the patch's
/// title. Or why the patch does not apply exactly.
pub fn apply(from: &str, to: &str, before: &str, patch: &str) -> Result<(String, String), String> {
	let lines: Vec<&str> = patch.split_inclusive('\n').collect();
	let header = lines.iter().position(|line| line.starts_with("--- ")).ok_or("no `---` line")?;
	let names = (lines[header], lines.get(header + 1).copied().unwrap_or(""));
	if names != (&format!("--- {from}.rs\n")[..], &format!("+++ {to}.rs\n")[..]) {
		return Err(format!("its `---` and `+++` lines must name {from}.rs and {to}.rs"));
	}
	let title = lines[0].trim().to_string();
	let old: Vec<&str> = before.split_inclusive('\n').collect();
	let (mut after, mut written, mut used) = (String::new(), 0, 0);
	let mut rest = lines[header + 2..].iter().peekable();
	while let Some(line) = rest.next() {
		let ((old_start, old_count), (new_start, new_count)) = hunk_header(line)?;
		// A header names a hunk's first line, or, when it has none, the line before it.
		let first = old_start.checked_sub((old_count > 0) as usize).unwrap_or(usize::MAX);
		let first_new = new_start.checked_sub((new_count > 0) as usize).unwrap_or(usize::MAX);
		if first < used || first > old.len() || first_new != written + first - used {
			return Err(format!("`{}`: not where the step before stands", line.trim_end()));
		}
		old[used..first].iter().for_each(|line| after.push_str(line));
		(written, used) = (written + first - used, first);
		let (mut kept_or_removed, mut kept_or_added) = (0, 0);
		while let Some(line) = rest.next_if(|line| !line.starts_with("@@")) {
			// An empty line is a kept empty line whose leading space an editor took.
			let mark = if *line == "\n" { ' ' } else { line.chars().next().unwrap_or(' ') };
			let text = if *line == "\n" { "\n" } else { &line[mark.len_utf8()..] };
			if !matches!(mark, ' ' | '-' | '+') {
				return Err(format!("`{}`: not a line of a hunk", line.trim_end()));
			}
			if mark != '+' {
				if old.get(used) != Some(&text) {
					let at = used + 1;
					return Err(format!(
						"line {at} of the step before is not `{}`",
						text.trim_end()
					));
				}
				used += 1;
				kept_or_removed += 1;
			}
			if mark != '-' {
				after.push_str(text);
				written += 1;
				kept_or_added += 1;
			}
		}
		if (kept_or_removed, kept_or_added) != (old_count, new_count) {
			return Err(format!("`{}`: the hunk's lines are not as many", line.trim_end()));
		}
	}
	old[used..].iter().for_each(|line| after.push_str(line));
	Ok((title, after))
}

/// Lines of a step: the first one's number, from 1, and how many.
type Lines = (usize, usize);

/// A hunk's header, `@@ -START,COUNT +START,COUNT @@` (a count of 1 may be left out): the lines
/// of the step before, and of the step.
fn hunk_header(line: &str) -> Result<(Lines, Lines), String> {
	let range = |text: Option<&str>, sign: char| {
		let text = text.and_then(|text| text.strip_prefix(sign))?;
		let (start, count) = text.split_once(',').unwrap_or((text, "1"));
		Some((start.parse().ok()?, count.parse().ok()?))
	};
	let mut words = line.split_whitespace();
	match (words.next(), range(words.next(), '-'), range(words.next(), '+'), words.next()) {
		(Some("@@"), Some(old), Some(new), Some("@@")) => Ok((old, new)),
		_ => Err(format!("`{}`: not a hunk's header", line.trim_end())),
	}
}

fn main() -> ExitCode {
	let folder = match std::env::args().nth(1) {
		Some(folder) => folder,
		None => {
			let _ = writeln!(std::io::stderr(), "usage: walk FOLDER (from the kit's root)");
			return ExitCode::from(2);
		}
	};
	let written = steps(Path::new(".")).and_then(|steps| {
		for step in &steps {
			let path = Path::new(&folder).join(format!("{}.rs", step.name));
			std::fs::write(&path, &step.text)
				.map_err(|error| format!("{}: {error}", path.display()))?;
			// A reader that has gone (`walk F | head`) ends the list; a full disk fails it.
			let mut out = std::io::stdout().lock();
			match writeln!(out, "{}\t{}", step.name, step.title) {
				Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => return Ok(()),
				said => said.map_err(|error| format!("cannot write the list: {error}"))?,
			}
		}
		Ok(())
	});
	match written {
		Ok(()) => ExitCode::SUCCESS,
		Err(why) => {
			let _ = writeln!(std::io::stderr(), "walk: {why}");
			ExitCode::FAILURE
		}
	}
}
