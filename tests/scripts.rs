//! The scripts that print figures (`benches/*.sh`), CI's lanes and the kit's other scripts, each
//! with a failing step planted: a tool on the `PATH` that fails where the script needs it. Each
//! must stop with its words on standard error and a non-zero status, and print no figure of the
//! step that failed (an instruction count from a valgrind that counted nothing, a time from a
//! compiler that built nothing), and leave no folder of its own behind. Two runs at once keep
//! their files apart: each makes its own.

mod support;

use std::process::{Command, Output};
use support::Scratch;

/// A folder holding `tool`, a script that says it failed and exits 1, for the front of `PATH`.
fn failing(scratch: &Scratch, tool: &str) -> String {
	scratch.script(tool, &format!("echo '{tool}: planted to fail' >&2; exit 1"));
	scratch.path().to_string_lossy().into_owned()
}

/// Runs `script` from the kit's root with `folder` first on `PATH`, its temporary folders under
/// `tmp`, and `environment`.
fn run(script: &str, folder: &str, tmp: &Scratch, environment: &[(&str, &str)]) -> Output {
	let path = format!("{folder}:{}", std::env::var("PATH").unwrap_or_default());
	Command::new(script)
		.current_dir(env!("CARGO_MANIFEST_DIR"))
		.env("PATH", path)
		.env("TMPDIR", tmp.path())
		.envs(environment.iter().copied())
		.output()
		.expect("run the script")
}

fn text(bytes: &[u8]) -> String {
	String::from_utf8_lossy(bytes).into_owned()
}

/// Whether the temporary folder `tmp` is empty again: the script took its own away.
fn left_nothing(tmp: &Scratch) -> bool {
	std::fs::read_dir(tmp.path()).map_or(false, |mut entries| entries.next().is_none())
}

#[test]
fn compile_sh_stops_at_a_failed_count_and_prints_no_count_of_it() {
	if Command::new("valgrind").arg("--version").output().is_err() {
		return support::skip("no valgrind here: benches/compile.sh not tried");
	}
	let tools = Scratch::new("failing-valgrind");
	let tmp = Scratch::new("compile-tmp");
	let output = run("benches/compile.sh", &failing(&tools, "valgrind"), &tmp, &[("ROUNDS", "1")]);
	let (said, printed) = (text(&output.stderr), text(&output.stdout));
	assert_eq!(output.status.code(), Some(1), "{said}{printed}");
	assert!(said.contains("does not compile under valgrind"), "{said}");
	assert!(!printed.contains(" M instructions"), "a count printed from a failed step: {printed}");
	// The timed rounds, which did not fail, printed theirs.
	assert!(printed.contains("the time,"), "{printed}");
	assert!(left_nothing(&tmp));
	// A bad ROUNDS is refused before anything is built.
	let output = run("benches/compile.sh", "", &tmp, &[("ROUNDS", "-3")]);
	assert_eq!(output.status.code(), Some(2));
	assert!(text(&output.stderr).contains("ROUNDS"), "{}", text(&output.stderr));
}

#[test]
fn compare_sh_stops_at_a_step_that_fails_and_prints_no_figure_of_it() {
	if Command::new("valgrind").arg("--version").output().is_err() {
		return support::skip("no valgrind here: benches/compare.sh not tried");
	}
	let tmp = Scratch::new("compare-tmp");
	// A C++ compiler that builds nothing: no peer, no figure.
	let tools = Scratch::new("failing-gpp");
	let output = run("benches/compare.sh", &failing(&tools, "g++"), &tmp, &[]);
	let (said, printed) = (text(&output.stderr), text(&output.stdout));
	assert_eq!(output.status.code(), Some(1), "{said}{printed}");
	assert!(said.contains("does not build"), "{said}");
	assert!(!printed.contains(" M"), "a figure printed: {printed}");
	assert!(left_nothing(&tmp));
	// A valgrind that counts nothing: the first count fails, and no count is printed.
	let tools = Scratch::new("failing-valgrind");
	let output = run("benches/compare.sh", &failing(&tools, "valgrind"), &tmp, &[]);
	let (said, printed) = (text(&output.stderr), text(&output.stdout));
	assert_eq!(output.status.code(), Some(1), "{said}{printed}");
	assert!(said.contains("failed under valgrind"), "{said}");
	assert!(!printed.contains(" M"), "a count printed from a failed step: {printed}");
	assert!(left_nothing(&tmp));
}

#[test]
fn steps_sh_stops_at_a_failed_count_and_prints_no_row_of_it() {
	if Command::new("valgrind").arg("--version").output().is_err() {
		return support::skip("no valgrind here: benches/steps.sh not tried");
	}
	let tools = Scratch::new("failing-valgrind");
	let tmp = Scratch::new("steps-tmp");
	let output = run("benches/steps.sh", &failing(&tools, "valgrind"), &tmp, &[("ROUNDS", "1")]);
	let (said, printed) = (text(&output.stderr), text(&output.stdout));
	assert_eq!(output.status.code(), Some(1), "{said}{printed}");
	assert!(said.contains("failed under valgrind"), "{said}");
	assert!(!printed.contains(" M |"), "a count printed from a failed step: {printed}");
	assert!(left_nothing(&tmp));
}

/// CI's lanes and the kit's other scripts that build or install, with every tool they build or
/// install with planted to fail (`dpkg` too, so that every package looks missing): each stops at
/// the first step that fails, with that tool's words or its own on standard error and a non-zero
/// status, and leaves no folder behind. (`.ci/judge` is left out: as root it makes a user and a
/// home under /home before its first build.) Their tool cache is a file, where nothing can be
/// installed, so that no run touches the real one, which CI's other lanes fill meanwhile.
#[test]
fn the_ci_lanes_and_the_other_scripts_stop_at_a_failed_step() {
	let tools = Scratch::new("failing-tools");
	let mut path = String::new();
	for tool in ["cargo", "rustc", "rustup", "python3", "pip", "apt-get", "dpkg", "g++", "clang++"]
	{
		path = failing(&tools, tool);
	}
	let cache = tools.file("cache", "");
	let not_a_folder = "Not a directory";
	for (script, words) in [
		(".ci/run", "cargo: planted to fail"),
		(".ci/verify", ".ci/verify: apt-get cannot install what this needs"),
		(".ci/oj", "python3: planted to fail"),
		(".ci/compete", "cargo: planted to fail"),
		(".ci/web", not_a_folder),
		(".ci/compile-alone", not_a_folder),
		("benches/test-times.sh", "cargo: planted to fail"),
		("web/build.sh", "python3: planted to fail"),
		("./run_samples.sh", "rustc: planted to fail"),
	] {
		let tmp = Scratch::new("lane-tmp");
		let output = run(script, &path, &tmp, &[("EIGHT_CACHE", &cache)]);
		let (said, printed) = (text(&output.stderr), text(&output.stdout));
		assert!(!output.status.success(), "{script} passed: {said}{printed}");
		assert!(said.contains(words) || printed.contains(words), "{script}: {said}{printed}");
		assert!(left_nothing(&tmp), "{script} left a folder behind");
	}
}
