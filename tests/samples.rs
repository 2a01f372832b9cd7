//! `run_samples.sh` as a problem setter meets it: faults of the set-up get their own words and
//! exit 2, never the solver's verdicts; the count is of samples.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// A samples folder of this test's own, removed when dropped.
struct Folder(PathBuf);

impl Folder {
	fn new(name: &str, files: &[(&str, &str)]) -> Folder {
		let path =
			std::env::temp_dir().join(format!("eight-samples-{name}-{}", std::process::id()));
		let _ = std::fs::remove_dir_all(&path);
		for (file, contents) in files {
			let file = path.join(file);
			std::fs::create_dir_all(file.parent().expect("a folder")).expect("a folder");
			std::fs::write(file, contents).expect("a sample file");
		}
		std::fs::create_dir_all(&path).expect("a folder");
		Folder(path)
	}
}

impl Drop for Folder {
	fn drop(&mut self) {
		let _ = std::fs::remove_dir_all(&self.0);
	}
}

fn run_samples(folder: &Folder, time_limit: &str) -> (Option<i32>, String) {
	let bin = Path::new(env!("CARGO_BIN_EXE_eight")).parent().expect("the binaries' folder");
	let output: Output = Command::new("./run_samples.sh")
		.env("SAMPLES", &folder.0)
		.env("BIN", bin)
		.env("TIME_LIMIT", time_limit)
		.output()
		.expect("run run_samples.sh");
	let all = String::from_utf8_lossy(&output.stdout).into_owned()
		+ &String::from_utf8_lossy(&output.stderr);
	(output.status.code(), all)
}

const BOARD: &str = "1 2 3 4 x 6 7 5 8\n";

#[test]
fn samples_pass_wherever_their_names_and_problems_say() {
	let folder = Folder::new(
		"good",
		&[
			("my sample.in", BOARD),
			("my sample.out", "dr\n"),
			("acwing845/1.in", BOARD),
			("acwing845/1.out", "2\n"),
			("luogu1379/1.in", "283104765\n"),
			("luogu1379/1.out", "4\n"),
		],
	);
	let (status, said) = run_samples(&folder, "5");
	assert_eq!(status, Some(0), "{said}");
	assert!(said.contains("my sample") && said.ends_with("3 passed, 0 failed\n"), "{said}");
}

#[test]
fn faults_of_the_set_up_are_not_the_solvers() {
	for (name, files, says) in [
		("no-out", &[("1.in", BOARD)][..], "SET-UP: no 1.out"),
		("wrong-out", &[("1.in", BOARD), ("1.out", "drr\n")], "SET-UP: the checker rejects 1.out"),
		("empty", &[], "no samples in"),
	] {
		let folder = Folder::new(name, files);
		let (status, said) = run_samples(&folder, "5");
		assert_eq!(status, Some(2), "{name}: {said}");
		assert!(said.contains(says) && !said.contains("WA"), "{name}: {said}");
	}
	let folder = Folder::new("limits", &[("1.in", BOARD), ("1.out", "dr\n")]);
	for time_limit in ["abc", "0", "0.0", "-1"] {
		let (status, said) = run_samples(&folder, time_limit);
		assert_eq!(status, Some(2), "TIME_LIMIT={time_limit}: {said}");
		assert!(said.contains("is not a positive number"), "{said}");
	}
	// A wrong answer in N.out that the checker would accept as another shortest one passes.
	let folder = Folder::new(
		"other",
		&[("1.in", "2 3 4 1 5 x 7 6 8\n"), ("1.out", "dlurullddrurdllurdr\n")],
	);
	let (status, said) = run_samples(&folder, "5");
	assert_eq!(status, Some(0), "{said}");
	assert!(said.contains("checker accepts") && said.ends_with("1 passed, 0 failed\n"), "{said}");
}
