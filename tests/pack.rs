//! `pack`: the single files it writes build alone with bare rustc and judge exactly as the kit's
//! `check` and `validate` do; its packages hold valid tests, right
//! answers and submissions that pass or fail as they must; bad use is refused, and a failure
//! leaves nothing half-written.

mod support;

use eight_kit::reference::{Board, Distances, GOAL};
use eight_kit::shell::protocol::Protocol;
use eight_kit::solving::sources;
use std::collections::BTreeSet;
use std::fs;
use std::path::Path;
use std::process::{Command, Output};
use std::time::Duration;
use support::run_within;
use support::Scratch;

const PACK: &str = env!("CARGO_BIN_EXE_pack");
const CHECK: &str = env!("CARGO_BIN_EXE_check");
const VALIDATE: &str = env!("CARGO_BIN_EXE_validate");
const GEN: &str = env!("CARGO_BIN_EXE_gen");

fn run(program: &str, arguments: &[&str], input: &[u8]) -> Output {
	let output = run_within(program, arguments, input, Duration::from_secs(300)).expect("run");
	output.expect("an end within five minutes")
}

fn said(output: &Output) -> String {
	String::from_utf8_lossy(&output.stderr).into_owned()
}

/// Builds the single file at `source` alone, as a judge does, into `scratch`; no warning is
/// allowed. Gives the program's path.
fn build_alone(scratch: &Scratch, source: &str, name: &str) -> String {
	let binary = scratch.path().join(name);
	let built = Command::new("rustc")
		.args(["-O", "--edition", "2021", source, "-o"])
		.arg(&binary)
		.output()
		.expect("run rustc");
	assert!(built.status.success() && built.stderr.is_empty(), "{source}: {}", said(&built));
	binary.to_string_lossy().into_owned()
}

/// Runs `command` (program, arguments with `{dir}` for the scratch folder, standard input) with
/// each of two programs and says whether they did the same: status, both streams, and the files
/// they may write (testlib's result file, Kattis's feedback folder).
fn same_run(scratch: &Scratch, programs: [&str; 2], arguments: &[&str], input: &[u8]) {
	let dir = scratch.path().to_string_lossy().into_owned();
	let arguments: Vec<String> = arguments.iter().map(|a| a.replace("{dir}", &dir)).collect();
	let arguments: Vec<&str> = arguments.iter().map(String::as_str).collect();
	let mut seen = Vec::new();
	for program in programs {
		let _ = fs::remove_file(scratch.path().join("result"));
		let _ = fs::remove_dir_all(scratch.path().join("feedback"));
		fs::create_dir(scratch.path().join("feedback")).expect("a feedback folder");
		let output = run(program, &arguments, input);
		let result = fs::read(scratch.path().join("result")).ok();
		let message = fs::read(scratch.path().join("feedback/judgemessage.txt")).ok();
		seen.push((output.status.code(), output.stdout, output.stderr, result, message));
	}
	assert!(seen[0] == seen[1], "{arguments:?}: {:?} against {:?}", show(&seen[0]), show(&seen[1]));
}

type Seen = (Option<i32>, Vec<u8>, Vec<u8>, Option<Vec<u8>>, Option<Vec<u8>>);

fn show(seen: &Seen) -> String {
	let text = |bytes: &[u8]| String::from_utf8_lossy(bytes).into_owned();
	format!("{:?} {:?} {:?} {:?} {:?}", seen.0, text(&seen.1), text(&seen.2), seen.3, seen.4)
}

#[test]
fn the_single_files_build_alone_and_judge_as_the_kit_does() {
	let scratch = Scratch::new("single-files");
	// Written by `pack --single` from the kit as it is, as a setter writes them.
	let single = |tool: &str| {
		let written = run(PACK, &["--single", tool], b"");
		assert!(written.status.success(), "{}", said(&written));
		scratch.file(&format!("{tool}.rs"), &written.stdout)
	};
	let (check, validate, gen) = (single("check"), single("validate"), single("gen"));
	// None carries the look at the streams before the runtime (src/shell/started.rs), whose
	// linker section the 2024 edition and rustc 1.63 spell in ways the other refuses: the
	// generator, which uses it as Cargo builds it, builds under 2024 too.
	for file in [&check, &validate, &gen] {
		let text = fs::read_to_string(file).expect("a single file");
		assert!(!text.contains("link_section") && !text.contains("started::"), "{file}");
	}
	let built = Command::new("rustc")
		.args(["--edition", "2024", "--emit", "metadata", "--out-dir"])
		.arg(scratch.path())
		.arg(&gen)
		.current_dir(scratch.path())
		.output()
		.expect("run rustc");
	assert!(built.status.success(), "gen.rs under the 2024 edition: {}", said(&built));
	let check = build_alone(&scratch, &check, "check");
	let validate = build_alone(&scratch, &validate, "validate");
	let gen = build_alone(&scratch, &gen, "gen");
	scratch.file("input", "2 3 4 1 5 x 7 6 8\n1 2 3 4 5 6 8 7 x\n1 2 3 4 5 6 7 8 x\n");
	scratch.file("right", "ullddrurdllurdruldr\nunsolvable\n\n");
	scratch.file("short", "llddrurdllurdruldr\nunsolvable\n\n");
	scratch.file("junk", "ullddrurdllurdruldr\nnot moves\n\n");
	scratch.file("empty", "");
	scratch.file("input845", "2 3 4 1 5 x 7 6 8\n");
	scratch.file("right845", "19\n");
	scratch.file("wrong845", "18\n");
	let right = fs::read(scratch.path().join("right")).expect("right");
	for (arguments, input) in [
		(&["{dir}/input", "{dir}/right"][..], &b""[..]),
		(&["{dir}/input", "{dir}/right", "{dir}/right"], b""),
		(&["{dir}/input", "{dir}/short", "{dir}/right"], b""),
		(&["{dir}/input", "{dir}/junk", "{dir}/right"], b""),
		(&["{dir}/input", "{dir}/missing", "{dir}/right"], b""),
		(&["{dir}/input", "{dir}/right", "{dir}/empty"], b""),
		(&["{dir}/input", "{dir}/right", "{dir}/short"], b""),
		(&["{dir}/junk", "{dir}/right"], b""),
		(&["{dir}/input", "{dir}/short", "{dir}/right", "{dir}/result"], b""),
		(&["{dir}/input", "{dir}/short", "{dir}/right", "{dir}/result", "-appes"], b""),
		(&["--testset", "t", "--group", "g", "{dir}/input", "{dir}/right", "{dir}/right"], b""),
		(&["--problem", "acwing845", "{dir}/input845", "{dir}/wrong845"], b""),
		(&["--problem", "acwing845", "{dir}/input845", "{dir}/right845"], b""),
		(&["--protocol", "kattis", "{dir}/input", "{dir}/right", "{dir}/feedback"], &right),
		(&["--protocol", "kattis", "{dir}/input", "{dir}/right", "{dir}/feedback"], b"u\n"),
		(&["--protocol", "cms", "{dir}/input", "{dir}/right", "{dir}/short"], b""),
		(&["--protocol", "cms", "{dir}/input", "{dir}/empty", "{dir}/right"], b""),
		(&["--help"], b""),
		(&["--version"], b""),
		(&["--bogus"], b""),
		(&["{dir}/input"], b""),
	] {
		same_run(&scratch, [CHECK, &check], arguments, input);
	}
	for (arguments, input) in [
		(&[][..], &b"2 3 4 1 5 x 7 6 8\n"[..]),
		(&[], b"2 3 4 1 5 x 7 6 8"),
		(&[], b"2 3 4 1 5 x 7 6 6\n"),
		(&["--problem", "luogu1379"], b"123456780\n"),
		(&["--problem", "aoj_alds1_13_b"], b"1 3 0\n4 2 5\n7 8 6\n"),
		(&["--problem", "poj1077"], b"2  3  4  1  5  x  7  6  8\n"),
		(&["--protocol", "kattis", "--problem", "hdu1043"], b"2 3 4 1 5 x 7 6 8\n\n"),
		(&["--testset", "t", "--group", "g"], b"1 2 3 4 5 6 7 8 x\n"),
		(&["--help"], b""),
		(&["--version"], b""),
		(&["--protocol", "cms"], b""),
	] {
		same_run(&scratch, [VALIDATE, &validate], arguments, input);
	}
	// The generator alone writes what the kit's writes, from the command line alone.
	for arguments in [
		&["5"][..],
		&["--seed", "5", "--count", "20", "--mixed"],
		&["--problem", "luogu1379", "--seed", "7", "--depth", "12"],
		&["--problem", "hdu1043", "--seed", "9", "--count", "3", "--unsolvable"],
		&["--problem", "aoj_alds1_13_b", "--all"],
		&["--depth", "32"],
		&["--help"],
		&["--version"],
		&["--bogus"],
	] {
		same_run(&scratch, [GEN, &gen], arguments, b"");
	}
}

#[test]
fn a_packed_single_file_takes_its_problem_and_protocol_without_options() {
	let scratch = Scratch::new("single-set");
	for (tool, problem, protocol) in
		[("check", "hdu1043", "kattis"), ("validate", "luogu1379", "kattis")]
	{
		let written =
			run(PACK, &["--single", tool, "--problem", problem, "--protocol", protocol], b"");
		assert!(written.status.success(), "{}", said(&written));
		let source = scratch.file(&format!("{tool}.rs"), &written.stdout);
		let program = build_alone(&scratch, &source, tool);
		let help = String::from_utf8(run(&program, &["--help"], b"").stdout).expect("help");
		let defaults = format!("With no options: --problem {problem} --protocol {protocol}.\n");
		assert!(help.ends_with(&defaults), "{help}");
		let kit = if tool == "check" { CHECK } else { VALIDATE };
		let options = ["--problem", problem, "--protocol", protocol];
		if tool == "check" {
			scratch.file("input", "2 3 4 1 5 x 7 6 8\n1 2 3 4 5 6 8 7 x\n");
			scratch.file("answer", "ullddrurdllurdruldr\nunsolvable\n");
			let files = ["{dir}/input", "{dir}/answer", "{dir}/feedback"];
			// Any solution is right for HDU: a longer one than the answer's is accepted.
			for output in [&b"ullddrurdllurdruldrlr\nunsolvable\n"[..], b"u\nunsolvable\n"] {
				let with_options: Vec<&str> = options.iter().chain(&files).copied().collect();
				same_run_pair(&scratch, (kit, &with_options), (&program, &files), output);
			}
		} else {
			for input in [&b"283104765\n"[..], b"123456780\n", b"283 104 765\n"] {
				same_run_pair(&scratch, (kit, &options), (&program, &[]), input);
			}
		}
	}
}

/// As [`same_run`], for two programs with arguments of their own.
fn same_run_pair(scratch: &Scratch, first: (&str, &[&str]), second: (&str, &[&str]), input: &[u8]) {
	let dir = scratch.path().to_string_lossy().into_owned();
	let mut seen = Vec::new();
	for (program, arguments) in [first, second] {
		let arguments: Vec<String> = arguments.iter().map(|a| a.replace("{dir}", &dir)).collect();
		let arguments: Vec<&str> = arguments.iter().map(String::as_str).collect();
		let _ = fs::remove_dir_all(scratch.path().join("feedback"));
		fs::create_dir(scratch.path().join("feedback")).expect("a feedback folder");
		let output = run(program, &arguments, input);
		let message = fs::read(scratch.path().join("feedback/judgemessage.txt")).ok();
		seen.push((output.status.code(), output.stdout, output.stderr, None, message));
	}
	assert!(seen[0] == seen[1], "{:?} against {:?}", show(&seen[0]), show(&seen[1]));
	assert!(matches!(seen[0].0, Some(0 | 42 | 43)), "{:?}", show(&seen[0]));
}

/// The files under `folder`, by their paths in it, sorted.
fn files_in(folder: &Path) -> Vec<String> {
	let mut found = Vec::new();
	let mut pending = vec![folder.to_path_buf()];
	while let Some(next) = pending.pop() {
		for entry in fs::read_dir(&next).expect("a folder") {
			let path = entry.expect("an entry").path();
			if path.is_dir() {
				pending.push(path);
			} else {
				let relative = path.strip_prefix(folder).expect("under the folder");
				found.push(relative.to_string_lossy().into_owned());
			}
		}
	}
	found.sort();
	found
}

/// The boards of a test, in the problem's format.
fn boards_of(problem: &str, input: &[u8]) -> Vec<Board> {
	let blank = support::problem(problem).blank;
	let cells: Vec<u8> = input.iter().copied().filter(|byte| !byte.is_ascii_whitespace()).collect();
	let cell = |byte: u8| if byte == blank { 0 } else { byte - b'0' };
	let board = |chunk: &[u8]| -> Board { std::array::from_fn(|at| cell(chunk[at])) };
	cells.chunks(9).map(board).collect()
}

#[test]
fn a_kattis_package_holds_valid_tests_right_answers_and_submissions_that_pass_or_fail() {
	let scratch = Scratch::new("kattis");
	for problem in ["acwing179", "acwing845", "luogu1379", "hdu1043", "poj1077", "aoj_alds1_13_b"] {
		let folder = scratch.path().join(problem.replace('_', ""));
		let folder_name = folder.to_string_lossy().into_owned();
		let packed = run(PACK, &["--problem", problem, "--format", "kattis", &folder_name], b"");
		assert!(packed.status.success(), "{problem}: {}", said(&packed));
		let files = files_in(&folder);
		for expected in [
			"problem.yaml",
			"problem_statement/problem.tex",
			"problem_statement/problem.zh.tex",
			"problem_statement/problem.html",
			"input_validators/validate.cpp",
			"output_validators/check.cpp",
			"submissions/accepted/eight.rs",
		] {
			assert!(files.iter().any(|file| file == expected), "{problem}: no {expected}");
		}
		// The Chinese statement says what the English says: the goal, and what a board that
		// cannot reach it gets.
		let statement = |file: &str| {
			fs::read_to_string(folder.join("problem_statement").join(file)).expect("a statement")
		};
		let (english, chinese) = (statement("problem.tex"), statement("problem.zh.tex"));
		assert!(chinese.starts_with("\\problemname{八数码}\n"), "{chinese}");
		let goal = english.split("The goal, row by row, is ").nth(1).expect("the goal");
		let goal = &goal[..goal.find('}').expect("its end") + 1];
		assert!(chinese.contains(&format!("按行依次为 {goal}。")), "{problem}: {chinese}");
		for answer in ["\\texttt{unsolvable}", "\\texttt{-1}"] {
			assert_eq!(english.contains(answer), chinese.contains(answer), "{problem}: {answer}");
		}
		// The moves' letters, where the answer is moves (AcWing 845's own statement has none).
		let moves = english.contains("\\texttt{unsolvable}");
		assert_eq!(chinese.contains("行动记录为“\\texttt{u}”"), moves, "{problem}");
		assert_eq!(
			english.contains("can reach the goal"),
			chinese.contains("保证有解"),
			"{problem}"
		);
		// A statement that promises a board that reaches the goal asks for no word for one
		// that does not; one that asks for moves says what a board already solved gets.
		let catalogued = support::problem(problem);
		if catalogued.promises_solvable {
			assert!(!english.contains("-1") && !chinese.contains("-1"), "{problem}: {english}");
		}
		if catalogued.prints_moves() {
			assert!(
				english.contains("an empty line")
					|| english.contains("none at all for a board already solved"),
				"{problem}: {english}"
			);
			assert!(chinese.contains("输出空行"), "{problem}: {chinese}");
		}
		let (mut samples, mut secrets) = (0, 0);
		let mut secret_boards = Vec::new();
		for input in files.iter().filter(|file| file.ends_with(".in")) {
			let input = folder.join(input);
			let answer = input.with_extension("ans");
			let test = fs::read(&input).expect("the test");
			let valid = run(VALIDATE, &["--problem", problem], &test);
			assert!(valid.status.success(), "{}: {}", input.display(), said(&valid));
			let (input, answer) = (input.to_string_lossy(), answer.to_string_lossy());
			let right = run(CHECK, &["--problem", problem, &input, &answer, &answer], b"");
			assert!(right.status.success(), "{input}: {}", said(&right));
			if input.contains("/data/sample/") {
				samples += 1;
			} else {
				secrets += 1;
				secret_boards.extend(boards_of(problem, &test));
			}
		}
		assert!(samples >= 1 && secrets >= 11, "{problem}: {samples} samples, {secrets} secret");
		// The secret data holds the solved board, the goal's farthest boards (every one of them
		// where there are at most four, as AcWing's two at 31 moves), a board at every fourth
		// depth at least, and unsolvable boards where the judge may give them.
		let catalogued = support::problem(problem);
		let distances = Distances::compute(&catalogued.goal);
		let depths: BTreeSet<u8> =
			secret_boards.iter().filter_map(|board| distances.of(board)).collect();
		let farthest = distances.farthest();
		let far = distances.boards_at(farthest);
		let held = far.iter().filter(|board| secret_boards.contains(board)).count();
		assert_eq!(held, far.len().min(4), "{problem}: {held} of the {} farthest", far.len());
		if problem == "acwing179" {
			assert_eq!((farthest, held), (31, 2));
		}
		for depth in (0..=farthest).step_by(4).chain([1, 2, 3, farthest]) {
			assert!(depths.contains(&depth), "{problem}: no board at depth {depth}: {depths:?}");
		}
		let unsolvable = secret_boards.iter().any(|board| distances.of(board).is_none());
		assert_eq!(unsolvable, !catalogued.promises_solvable, "{problem}");
		// The validators are the C++ single files set to the problem and to Kattis's protocol.
		for (source, path) in [
			(sources::CHECK_CPP, "output_validators/check.cpp"),
			(sources::VALIDATE_CPP, "input_validators/validate.cpp"),
		] {
			let set = sources::cpp_for(source, catalogued, Protocol::Kattis);
			assert!(
				fs::read(folder.join(path)).expect("the validator") == set.as_bytes(),
				"{path}"
			);
		}
		// The accepted submission is the judge file, set to the problem; the wrong one is the judge
		// file with only its PROBLEM changed (the goal one move off).
		let accepted =
			fs::read_to_string(folder.join("submissions/accepted/eight.rs")).expect("it");
		let judge_file = fs::read_to_string("src/main.rs").expect("the judge file");
		let changed = |a: &str, b: &str| a.lines().zip(b.lines()).filter(|(a, b)| a != b).count();
		assert!(changed(&accepted, &judge_file) <= 1);
		let wrong: Vec<&String> = files
			.iter()
			.filter(|f| f.starts_with("submissions/wrong_answer/") && f.ends_with(".rs"))
			.collect();
		assert_eq!(wrong.len(), 1, "{problem}: {wrong:?}");
		let broken = fs::read_to_string(folder.join(wrong[0])).expect("the wrong submission");
		assert_eq!(changed(&broken, &judge_file), 1, "{problem}");
		assert!(wrong[0].ends_with("goal_one_move_off.rs"), "{problem}");
		// The C++ solution, right and wrong in each of the problem's ways (tests/cpp.rs holds
		// each to its verdict): the file set to the problem and the mistake, and nothing else.
		let solve = fs::read(folder.join("submissions/accepted/solve.cpp")).expect("solve.cpp");
		assert!(solve == sources::solve_cpp_for(catalogued, "none").as_bytes(), "{problem}");
		let wrong_cpp: Vec<String> = files
			.iter()
			.filter_map(|f| f.strip_prefix("submissions/wrong_answer/")?.strip_suffix(".cpp"))
			.map(str::to_string)
			.collect();
		let mut mistakes = sources::mistakes(catalogued);
		mistakes.sort_unstable();
		assert_eq!(wrong_cpp, mistakes, "{problem}");
		for mistake in mistakes {
			let file = fs::read(folder.join(format!("submissions/wrong_answer/{mistake}.cpp")));
			assert!(file.ok() == Some(sources::solve_cpp_for(catalogued, mistake).into_bytes()));
		}
		let slow = format!("submissions/time_limit_exceeded/{}.cpp", sources::TOO_SLOW);
		let file = fs::read(folder.join(slow)).ok();
		assert!(file == Some(sources::solve_cpp_for(catalogued, sources::TOO_SLOW).into_bytes()));
		// Where any solution is right, an accepted submission that is not shortest, which a
		// checker that demanded the fewest moves would reject (tests/cpp.rs holds both verdicts).
		let accepted_cpp: Vec<&str> = files
			.iter()
			.filter_map(|f| f.strip_prefix("submissions/accepted/")?.strip_suffix(".cpp"))
			.collect();
		let longer = sources::longer_but_right(catalogued);
		assert_eq!(
			accepted_cpp,
			[Some("solve"), longer]
				.iter()
				.flatten()
				.copied()
				.collect::<BTreeSet<_>>()
				.into_iter()
				.collect::<Vec<_>>(),
			"{problem}"
		);
		assert_eq!(longer.is_some(), matches!(problem, "hdu1043" | "poj1077"), "{problem}");
		if let Some(longer) = longer {
			let file = fs::read(folder.join(format!("submissions/accepted/{longer}.cpp"))).ok();
			assert!(file == Some(sources::solve_cpp_for(catalogued, longer).into_bytes()));
		}
	}
	// The same package again is the same, byte for byte.
	let again = scratch.path().join("again");
	let again_name = again.to_string_lossy().into_owned();
	assert!(run(PACK, &["--problem", "acwing179", "--format", "kattis", &again_name], b"")
		.status
		.success());
	let first = scratch.path().join("acwing179");
	assert_eq!(files_in(&first), files_in(&again));
	for file in files_in(&first) {
		assert!(fs::read(first.join(&file)).ok() == fs::read(again.join(&file)).ok(), "{file}");
	}
	// The help names what is written, folder by folder.
	let help = String::from_utf8_lossy(&run(PACK, &["--help"], b"").stdout).into_owned();
	let said = help.split("  --format kattis ").nth(1).expect("the format in the help");
	let said = said.split("--format kattis-2023-07").next().expect("its lines");
	let said = said.replace(char::is_whitespace, "");
	let mut folders = BTreeSet::new();
	for file in files_in(&first) {
		let named = match file.rsplit_once('/') {
			Some(("problem_statement", name)) => name.to_string(),
			Some((folder, _)) => format!("{}/", folder.split('/').next().expect("a folder")),
			None => file.clone(),
		};
		if !named.starts_with('.') && folders.insert(named.clone()) {
			assert!(said.contains(named.trim_end_matches('/')), "{named}: {help}");
		}
	}
}

#[test]
fn a_kattis_package_takes_its_license_and_the_2023_07_layout() {
	let scratch = Scratch::new("kattis-2023");
	let legacy = scratch.path().join("legacy").to_string_lossy().into_owned();
	let owner = "A \"setter\" \\ and co";
	let arguments = ["--problem", "luogu1379", "--format", "kattis", "--license", "cc by-sa"];
	let packed = run(PACK, &[&arguments[..], &["--rights-owner", owner, &legacy]].concat(), b"");
	assert!(packed.status.success(), "{}", said(&packed));
	let yaml = fs::read_to_string(Path::new(&legacy).join("problem.yaml")).expect("problem.yaml");
	assert!(yaml.contains("\nlicense: cc by-sa\n"), "{yaml}");
	assert!(yaml.contains("\nrights_owner: \"A \\\"setter\\\" \\\\ and co\"\n"), "{yaml}");
	assert!(yaml.contains("\nvalidation: custom\n") && !yaml.contains("problem_format_version"));
	let modern = scratch.path().join("modern");
	let modern_name = modern.to_string_lossy().into_owned();
	let packed =
		run(PACK, &["--problem", "luogu1379", "--format", "kattis-2023-07", &modern_name], b"");
	assert!(packed.status.success(), "{}", said(&packed));
	let yaml = fs::read_to_string(modern.join("problem.yaml")).expect("problem.yaml");
	assert!(yaml.contains("\nproblem_format_version: 2023-07-draft\n"), "{yaml}");
	assert!(
		yaml.contains("\nname:\n  en: \"Eight (Luogu P1379)\"\n  zh: \"八数码 (Luogu P1379)\"\n"),
		"{yaml}"
	);
	assert!(yaml.ends_with("limits:\n  memory: 128\n  time_limit: 2\n"), "{yaml}");
	for package in [&modern, Path::new(&legacy)] {
		let limit = fs::read_to_string(package.join(".timelimit")).expect("a .timelimit");
		assert_eq!(limit, "2\n", "{}", package.display());
	}
	assert!(yaml.contains("\nlicense: unknown\n") && !yaml.contains("rights_owner"), "{yaml}");
	let files = files_in(&modern);
	for expected in [
		"statement/problem.en.tex",
		"statement/problem.zh.tex",
		"output_validator/check.cpp",
		"input_validators/validate.cpp",
	] {
		assert!(files.iter().any(|file| file == expected), "no {expected}: {files:?}");
	}
	assert!(!files.iter().any(|file| file.starts_with("output_validators/")));
	// The help names what is written.
	let help = String::from_utf8_lossy(&run(PACK, &["--help"], b"").stdout).into_owned();
	let said = help.split("--format kattis-2023-07").nth(1).expect("the format in the help");
	let said = said.split("--license").next().expect("its lines").replace(char::is_whitespace, "");
	assert!(
		said.contains("statement/problem.en.texandproblem.zh.tex")
			&& said.contains("output_validator/")
			&& said.contains("generators/:gen.cppandgenerate.sh"),
		"{help}"
	);
	assert!(files.iter().any(|file| file == "generators/generate.sh"), "{files:?}");
	// The tests are the legacy package's.
	let tests = |root: &Path| -> Vec<(String, Vec<u8>)> {
		let files = files_in(root);
		let data = files.iter().filter(|file| file.starts_with("data/"));
		data.map(|file| (file.clone(), fs::read(root.join(file)).expect("a test"))).collect()
	};
	assert!(tests(&modern) == tests(Path::new(&legacy)));
	assert!(!files_in(Path::new(&legacy)).iter().any(|file| file.starts_with("generators/")));
}

#[test]
fn a_dmoj_folder_lists_its_tests_and_holds_its_checker() {
	let scratch = Scratch::new("dmoj");
	for (checker, file, lang) in [("rust", "check.rs", "RUST"), ("cpp", "check.cpp", "CPP17")] {
		let folder = scratch.path().join(format!("acwing845{checker}"));
		let folder_name = folder.to_string_lossy().into_owned();
		let arguments = ["--problem", "acwing845", "--format", "dmoj", "--checker", checker];
		let packed = run(PACK, &[&arguments[..], &[&folder_name]].concat(), b"");
		assert!(packed.status.success(), "{}", said(&packed));
		let init = fs::read_to_string(folder.join("init.yml")).expect("init.yml");
		let files = files_in(&folder);
		let mut listed = 0;
		for input in files.iter().filter(|file| file.ends_with(".in")) {
			let output = input.trim_end_matches(".in").to_string() + ".out";
			assert!(
				init.contains(&format!("{{in: {input}, out: {output}, points: 1}}")),
				"{input}"
			);
			assert!(files.contains(&output), "{output}");
			listed += 1;
		}
		assert_eq!(init.matches("{in: ").count(), listed);
		assert!(
			init.contains("name: bridged")
				&& init.contains(&format!("files: {file}\n"))
				&& init.contains(&format!("lang: {lang}\n"))
				&& init.contains("type: testlib"),
			"{init}"
		);
		let expected = match checker {
			"rust" => run(PACK, &["--single", "check", "--problem", "acwing845"], b"").stdout,
			_ => {
				let problem = support::problem("acwing845");
				sources::cpp_for(sources::CHECK_CPP, problem, Protocol::Testlib).into_bytes()
			}
		};
		assert!(fs::read(folder.join(file)).expect("the checker") == expected, "{file}");
	}
}

#[cfg(unix)]
#[test]
fn a_folder_name_that_is_no_utf8_is_said_byte_for_byte() {
	// A name may hold any byte but `/` and NUL: each that is no printable ASCII is said as
	// `\xNN`, as the checker says names, not as the replacement character.
	use std::ffi::OsStr;
	use std::os::unix::ffi::OsStrExt;
	let scratch = Scratch::new("pack-bytes");
	let pack = |folder: &[u8]| {
		let output = Command::new(PACK)
			.args(["--problem", "acwing179", "--format", "kattis"])
			.arg(OsStr::from_bytes(folder))
			.current_dir(scratch.path())
			.output()
			.expect("run pack");
		(output.status.code(), said(&output))
	};
	let refused =
		"pack: problemtools and Kattis take the folder's name as the problem's short name, \
		[a-z0-9]+; 'ba\\xffd' is not one: name the folder acwing179\n";
	assert_eq!(pack(b"ba\xffd"), (Some(2), refused.to_string()));
	fs::create_dir(scratch.path().join(OsStr::from_bytes(b"in\xff"))).expect("a folder");
	let written = "pack: in\\xff/acwing179 written, kattis for acwing179\n";
	assert_eq!(pack(b"in\xff/acwing179"), (Some(0), written.to_string()));
	let kept = "pack: in\\xff/acwing179 exists and is not empty (--force replaces it)\n";
	assert_eq!(pack(b"in\xff/acwing179"), (Some(2), kept.to_string()));
	let up = "pack: cannot write no\\xff/../acwing179: no\\xff is not there, and `..` is followed out of \
		a folder only where it is\n";
	assert_eq!(pack(b"no\xff/../acwing179"), (Some(2), up.to_string()));
}

#[test]
fn bad_use_is_refused_and_nothing_is_left_half_written() {
	let scratch = Scratch::new("pack-refused");
	let dir = |name: &str| scratch.path().join(name).to_string_lossy().into_owned();
	for (arguments, message) in [
		(vec!["--problem", "eight", "--format", "kattis", "x"], "pack: unknown problem 'eight': the names are acwing179, acwing845, luogu1379, aoj_alds1_13_b, baekjoon1525, poj1077 and hdu1043 (try --help)\n".to_string()),
		(vec!["--problem", "acwing179", "--format", "polygon", "x"], "pack: unknown format 'polygon': the names are kattis, kattis-2023-07, dmoj and cms (try --help)\n".to_string()),
		(vec!["--problem", "acwing179", "--format", "kattis", ""], "pack: DIR is empty, and an empty name is no folder (try --help)\n".to_string()),
		(vec!["--problem", "acwing179", "--format", "kattis", "--license", "mit", "x"], "pack: unknown license 'mit': the names are unknown, public domain, cc0, cc by, cc by-sa, educational and permission (try --help)\n".to_string()),
		(vec!["--problem", "acwing179", "--format", "kattis", "--license", "cc0", "x"], "pack: --license cc0 needs --rights-owner, who holds the rights (try --help)\n".to_string()),
		(vec!["--problem", "acwing179", "--format", "dmoj", "--license", "cc0", "x"], "pack: --license and --rights-owner are a Kattis package's (try --help)\n".to_string()),
		(vec!["--problem", "acwing179", "--format", "kattis", "--license", "cc0", "--rights-owner", " ", "x"], "pack: --rights-owner is empty: name who holds the rights (or leave it out) (try --help)\n".to_string()),
		(vec!["--problem", "acwing179", "--format", "kattis", "--rights-owner=", "x"], "pack: --rights-owner is empty: name who holds the rights (or leave it out) (try --help)\n".to_string()),
		(vec!["--problem", "acwing179", "--format", "cms", "--checker", "cpp", "x"], "pack: --checker is a DMOJ folder's: a Kattis package's and a CMS task's are C++ (try --help)\n".to_string()),
		(vec!["--problem", "acwing179", "--format", "cms", "--license", "cc0", "x"], "pack: --license and --rights-owner are a Kattis package's (try --help)\n".to_string()),
		(vec!["--problem", "acwing179", "--format", "kattis", "--checker", "rust", "x"], "pack: --checker is a DMOJ folder's: a Kattis package's and a CMS task's are C++ (try --help)\n".to_string()),
		(vec!["--problem", "acwing179", "--format", "dmoj", "--checker", "java", "x"], "pack: unknown checker 'java': the names are rust and cpp (try --help)\n".to_string()),
		(vec!["--problem", "aoj_alds1_13_b", "--format", "kattis", &dir("aoj_alds1_13_b")], format!("pack: problemtools and Kattis take the folder's name as the problem's short name, [a-z0-9]+; 'aoj_alds1_13_b' is not one: name the folder aojalds113b (as {})\n", dir("aojalds113b"))),
		(vec!["--problem", "acwing179", "--format", "dmoj", &dir("acwing179averylongname")], format!("pack: DMOJ takes the folder's name as the problem's code, [a-z0-9]+ of at most 20 characters; 'acwing179averylongname' is not one: name the folder acwing179 (as {})\n", dir("acwing179"))),
		(vec!["--problem", "acwing179", "--format", "kattis"], "pack: give DIR, the folder to write (try --help)\n".to_string()),
		(vec!["--format", "kattis", "x"], "pack: which problem? give --problem (try --help)\n".to_string()),
		(vec!["--single", "gen.js"], "pack: unknown program 'gen.js': the names are check, validate, gen, check.cpp, validate.cpp, gen.cpp and eight (try --help)\n".to_string()),
		(vec!["--single", "gen.cpp", "--problem", "acwing845"], "pack: --single gen takes no --problem or --protocol: gen takes --problem as it runs (try --help)\n".to_string()),
		(vec!["--single", "gen", "--problem", "acwing845"], "pack: --single gen takes no --problem or --protocol: gen takes --problem as it runs (try --help)\n".to_string()),
		(vec!["--single", "validate", "--protocol", "cms"], "pack: unknown protocol 'cms': the names are testlib and kattis (kattis also as domjudge) (try --help)\n".to_string()),
		(vec!["--single", "check", "--format", "kattis"], "pack: --single and --format cannot go together (try --help)\n".to_string()),
	] {
		let output = run(PACK, &arguments, b"");
		assert_eq!((output.status.code(), said(&output)), (Some(2), message), "{arguments:?}");
	}
	// A folder that is not empty is kept as it is, unless --force.
	let kept = dir("kept");
	scratch.file("kept/mine.txt", "mine");
	let output = run(PACK, &["--problem", "acwing179", "--format", "dmoj", &kept], b"");
	assert_eq!(output.status.code(), Some(2));
	assert_eq!(
		said(&output),
		format!("pack: {kept} exists and is not empty (--force replaces it)\n")
	);
	assert_eq!(files_in(Path::new(&kept)), ["mine.txt"]);
	let output = run(PACK, &["--force", "--problem", "acwing179", "--format", "dmoj", &kept], b"");
	assert!(output.status.success(), "{}", said(&output));
	let files = files_in(Path::new(&kept));
	assert!(files.contains(&"init.yml".to_string()) && !files.contains(&"mine.txt".to_string()));
	// A file where the folder should be, and a folder that cannot be made.
	let file = scratch.file("afile", "");
	let output = run(PACK, &["--force", "--problem", "acwing179", "--format", "dmoj", &file], b"");
	assert_eq!(
		(output.status.code(), said(&output)),
		(Some(2), format!("pack: {file} exists and is not a folder\n"))
	);
	let under_file = format!("{file}/package");
	let output = run(PACK, &["--problem", "acwing179", "--format", "dmoj", &under_file], b"");
	assert_eq!(output.status.code(), Some(2), "{}", said(&output));
	assert!(
		said(&output).starts_with(&format!("pack: cannot write {under_file}: ")),
		"{}",
		said(&output)
	);
	// A failure half-way (here a file too large to write, as on a full disk: a shell that ignores
	// SIGXFSZ, as the program then inherits, and limits the size of a file to 10 KiB, which HDU's
	// batch of 1,000 boards passes) leaves neither the folder nor a part of it.
	let before = fs::read_dir(scratch.path()).expect("the folder").count();
	let half = dir("made/for/half");
	let limited = "trap '' XFSZ; ulimit -f 20; exec \"$0\" \"$@\"";
	let output =
		run("sh", &["-c", limited, PACK, "--problem", "hdu1043", "--format", "kattis", &half], b"");
	assert_eq!(output.status.code(), Some(2), "{}", said(&output));
	assert!(said(&output).contains("File too large"), "{}", said(&output));
	assert!(said(&output).starts_with(&format!("pack: cannot write {half}/")), "{}", said(&output));
	assert!(!Path::new(&half).exists());
	assert_eq!(fs::read_dir(scratch.path()).expect("the folder").count(), before);
	assert!(fs::read_dir(scratch.path())
		.expect("the folder")
		.all(|entry| { !entry.expect("an entry").file_name().to_string_lossy().starts_with('.') }));
	// `..` out of a folder that is not there: refused, as the system refuses to follow it, and
	// nothing made (no `nothere` left empty beside the folder that was meant).
	let up = format!("{}/nothere/../name", scratch.path().display());
	let output = run(PACK, &["--problem", "acwing179", "--format", "dmoj", &up], b"");
	let refusal = format!(
		"pack: cannot write {up}: {}/nothere is not there, and `..` is followed out of a folder only where it is\n",
		scratch.path().display()
	);
	assert_eq!((output.status.code(), said(&output)), (Some(2), refusal));
	assert_eq!(fs::read_dir(scratch.path()).expect("the folder").count(), before);
}

#[test]
fn of_two_runs_into_one_empty_folder_at_once_one_writes_and_the_other_is_refused() {
	let scratch = Scratch::new("pack-race");
	for round in 0..4 {
		let folder = scratch.path().join(format!("race{round}"));
		fs::create_dir(&folder).expect("an empty folder");
		let folder_name = folder.to_string_lossy().into_owned();
		let arguments = ["--problem", "acwing845", "--format", "dmoj", &folder_name];
		let runs: Vec<_> = (0..2)
			.map(|_| {
				let arguments: Vec<String> = arguments.iter().map(|a| a.to_string()).collect();
				std::thread::spawn(move || {
					let arguments: Vec<&str> = arguments.iter().map(String::as_str).collect();
					run(PACK, &arguments, b"")
				})
			})
			.collect();
		let outputs: Vec<Output> = runs.into_iter().map(|run| run.join().expect("a run")).collect();
		let written = outputs.iter().filter(|output| output.status.success()).count();
		assert_eq!(written, 1, "{:?}", outputs.iter().map(said).collect::<Vec<_>>());
		let refused = outputs.iter().find(|output| !output.status.success()).expect("one");
		assert_eq!(refused.status.code(), Some(2), "{}", said(refused));
		assert!(
			said(refused).starts_with(&format!("pack: {folder_name} exists and is not empty"))
				|| said(refused).starts_with(&format!("pack: cannot write {folder_name}: ")),
			"{}",
			said(refused)
		);
		assert!(files_in(&folder).contains(&"init.yml".to_string()));
		let hidden = fs::read_dir(scratch.path()).expect("the folder").filter(|entry| {
			entry.as_ref().expect("an entry").file_name().to_string_lossy().starts_with('.')
		});
		assert_eq!(hidden.count(), 0, "a staging folder was left");
	}
}

#[test]
fn the_cpp_files_are_written_as_committed_or_with_their_constants_set() {
	for (tool, committed) in
		[("check.cpp", sources::CHECK_CPP), ("validate.cpp", sources::VALIDATE_CPP)]
	{
		let written = run(PACK, &["--single", tool], b"");
		assert!(written.status.success() && written.stdout == committed.as_bytes(), "{tool}");
		let problem = support::problem("luogu1379");
		let set =
			run(PACK, &["--single", tool, "--problem", "luogu1379", "--protocol", "kattis"], b"");
		let expected = sources::cpp_for(committed, problem, Protocol::Kattis);
		assert!(set.status.success() && set.stdout == expected.as_bytes(), "{tool}");
	}
	let hustoj = run(PACK, &["--single", "check.cpp", "--protocol", "hustoj"], b"");
	let text = String::from_utf8(hustoj.stdout).expect("text");
	assert!(text.contains("\nstatic const char *const PROTOCOL = \"hustoj\";\n"));
	let refused = run(PACK, &["--single", "validate.cpp", "--protocol", "hustoj"], b"");
	assert_eq!(refused.status.code(), Some(2), "{}", said(&refused));
	// The generator takes its problem as it runs: it is written as committed.
	let written = run(PACK, &["--single", "gen.cpp"], b"");
	assert!(written.status.success() && written.stdout == sources::GEN_CPP.as_bytes());
}

#[test]
fn a_2023_07_package_records_each_secret_test_as_the_generators_command_line() {
	// Each problem of its own kind: a line, glued digits and Luogu's goal, three lines, many
	// cases in a test.
	for problem in ["acwing179", "luogu1379", "aoj_alds1_13_b", "hdu1043"] {
		let scratch = Scratch::new("generated");
		let folder = scratch.path().join(problem.replace('_', ""));
		let name = folder.to_string_lossy().into_owned();
		let packed = run(PACK, &["--problem", problem, "--format", "kattis-2023-07", &name], b"");
		assert!(packed.status.success(), "{}", said(&packed));
		let gen_cpp = fs::read(folder.join("generators/gen.cpp")).expect("generators/gen.cpp");
		assert!(gen_cpp == sources::GEN_CPP.as_bytes());
		let commands = support::generator_commands(&folder);
		let secret = files_in(&folder);
		let secret = secret.iter().filter(|file| file.starts_with("data/secret/"));
		let inputs: Vec<&String> = secret.filter(|file| file.ends_with(".in")).collect();
		let recorded: Vec<&String> = commands.iter().map(|(file, _)| file).collect();
		assert_eq!(recorded, inputs, "{problem}: every secret test recorded, in order");
		for (file, arguments) in &commands {
			assert_eq!(arguments[..2], ["--problem", problem], "{problem}: {arguments:?}");
			let arguments: Vec<&str> = arguments.iter().map(String::as_str).collect();
			let written = run(GEN, &arguments, b"");
			assert!(written.status.success(), "{problem} {arguments:?}: {}", said(&written));
			let test = fs::read(folder.join(file)).expect("a test");
			assert!(written.stdout == test, "{problem}: gen {arguments:?} is not {file}");
		}
	}
	// Both of AcWing's 31-move boards are among its tests.
	let scratch = Scratch::new("generated-farthest");
	let folder = scratch.path().join("acwing179");
	let name = folder.to_string_lossy().into_owned();
	assert!(run(PACK, &["--problem", "acwing179", "--format", "kattis", &name], b"")
		.status
		.success());
	let farthest: Vec<Vec<u8>> = files_in(&folder)
		.iter()
		.filter(|file| file.contains("farthest") && file.ends_with(".in"))
		.map(|file| fs::read(folder.join(file)).expect("a test"))
		.collect();
	let mut boards: Vec<Board> =
		farthest.iter().flat_map(|test| boards_of("acwing179", test)).collect();
	boards.sort();
	let distances = Distances::compute(&GOAL);
	let mut expected = distances.boards_at(31);
	expected.sort();
	assert_eq!(boards, expected);
}

#[test]
fn a_cms_task_holds_the_tests_and_a_built_checker_as_cms_italy_yaml_loader_reads_them() {
	// What the loader reads (cmscontrib/loaders/italy_yaml.py, quoted in docs/setters.md):
	// task.yaml, input/inputN.txt and output/outputN.txt for N below n_input, check/checker.
	// pack builds the checker with g++ (or $CXX).
	let compiler = std::env::var("CXX").unwrap_or_else(|_| "g++".to_string());
	if Command::new(&compiler).arg("--version").output().is_err() {
		return support::skip(&format!("no {compiler}: a CMS task folder was not written"));
	}
	let scratch = Scratch::new("cms");
	// One problem: the folder's shape is the same for each, and the checker's constants are the
	// C++ file's, which the other tests hold on every problem.
	for problem in ["acwing179"] {
		let folder = scratch.path().join(problem);
		let folder_name = folder.to_string_lossy().into_owned();
		let packed = run(PACK, &["--problem", problem, "--format", "cms", &folder_name], b"");
		assert!(packed.status.success(), "{problem}: {}", said(&packed));
		let yaml = fs::read_to_string(folder.join("task.yaml")).expect("task.yaml");
		let field = |name: &str| {
			let line = yaml.lines().find(|line| line.starts_with(&format!("{name}: ")));
			line.expect(name).split_once(": ").expect("a value").1.trim_matches('"').to_string()
		};
		assert_eq!(field("name"), problem);
		assert_eq!((field("infile"), field("outfile")), (String::new(), String::new()));
		assert_eq!((field("time_limit"), field("memory_limit")), ("2.0".into(), "128".into()));
		assert_eq!(field("token_mode"), "disabled");
		let count: usize = field("n_input").parse().expect("n_input");
		let files = files_in(&folder);
		let inputs = files.iter().filter(|file| file.starts_with("input/")).count();
		assert_eq!(inputs, count, "{problem}: {files:?}");
		// The same tests as the DMOJ folder's, in its order: the samples first.
		let dmoj = scratch.path().join("dmoj").join(problem);
		let dmoj_name = dmoj.to_string_lossy().into_owned();
		let packed = run(PACK, &["--problem", problem, "--format", "dmoj", &dmoj_name], b"");
		assert!(packed.status.success(), "{problem}: {}", said(&packed));
		let init = fs::read_to_string(dmoj.join("init.yml")).expect("init.yml");
		let order: Vec<&str> = init
			.lines()
			.filter_map(|line| line.strip_prefix("  - {in: "))
			.map(|line| line.split(',').next().expect("a file"))
			.collect();
		assert_eq!(order.len(), count, "{init}");
		let samples = order.iter().filter(|name| name.starts_with("sample-")).count();
		for (at, name) in order.iter().enumerate() {
			let test = fs::read(folder.join(format!("input/input{at}.txt"))).expect("an input");
			assert_eq!(test, fs::read(dmoj.join(name)).expect("DMOJ's test"), "{problem}: {at}");
			assert_eq!(name.starts_with("sample-"), at < samples, "{problem}: the samples first");
		}
		for at in 0..count {
			let input = folder.join(format!("input/input{at}.txt"));
			let output = folder.join(format!("output/output{at}.txt"));
			let test = fs::read(&input).expect("an input");
			let valid = run(VALIDATE, &["--problem", problem], &test);
			assert!(valid.status.success(), "{}: {}", input.display(), said(&valid));
			let paths = [input.to_string_lossy(), output.to_string_lossy()];
			let right = run(CHECK, &["--problem", problem, &paths[0], &paths[1], &paths[1]], b"");
			assert!(right.status.success(), "{}: {}", paths[0], said(&right));
		}
		let public: Vec<String> = (0..samples).map(|at| at.to_string()).collect();
		assert!(samples > 0 && field("public_testcases") == public.join(","), "{yaml}");
		// The checker, built, speaks CMS's protocol: the score on standard output, for any
		// verdict exit 0; its source is the kit's single file set to the problem.
		let checker = folder.join("check/checker");
		let checker = checker.to_string_lossy();
		let (input, answer) = (
			format!("{folder_name}/input/input0.txt"),
			format!("{folder_name}/output/output0.txt"),
		);
		let right = run(&checker, &[&input, &answer, &answer], b"");
		assert_eq!((right.status.code(), right.stdout.as_slice()), (Some(0), &b"1.0\n"[..]));
		let wrong = scratch.path().join(format!("{problem}-wrong.txt"));
		fs::write(&wrong, "ud\n").expect("a wrong answer");
		let wrong = run(&checker, &[&input, &answer, &wrong.to_string_lossy()], b"");
		assert_eq!((wrong.status.code(), wrong.stdout.as_slice()), (Some(0), &b"0.0\n"[..]));
		let single =
			run(PACK, &["--single", "check.cpp", "--protocol", "cms", "--problem", problem], b"");
		let source = fs::read(folder.join("check/checker.cpp")).expect("the checker's source");
		assert_eq!(source, single.stdout, "{problem}");
	}
	// The help names what is written.
	let help = String::from_utf8_lossy(&run(PACK, &["--help"], b"").stdout).into_owned();
	let said_of = help.split("  --format cms ").nth(1).expect("the format in the help");
	let said_of =
		said_of.split("--force").next().expect("its lines").replace(char::is_whitespace, "");
	for named in
		["task.yaml", "input/inputN.txt", "output/outputN.txt", "check/checker", "--no-statement"]
	{
		assert!(said_of.contains(named), "{named}: {help}");
	}
	// With no compiler to build the checker, a clear word, and nothing written.
	let lost = scratch.path().join("nocompiler").join("acwing179");
	let refused = Command::new(PACK)
		.args(["--problem", "acwing179", "--format", "cms"])
		.arg(&lost)
		.env("CXX", scratch.path().join("no-such-compiler"))
		.output()
		.expect("run pack");
	assert_eq!(refused.status.code(), Some(1), "{}", said(&refused));
	assert!(
		said(&refused).starts_with("pack: cannot build check/checker: no C++ compiler "),
		"{}",
		said(&refused)
	);
	assert!(!lost.exists() && !lost.parent().expect("a parent").exists());
	// A name CMS would refuse as a codename is refused before anything is written.
	let odd = scratch.path().join("two words");
	let refused =
		run(PACK, &["--problem", "acwing179", "--format", "cms", &odd.to_string_lossy()], b"");
	assert_eq!(refused.status.code(), Some(2), "{}", said(&refused));
	assert!(said(&refused).contains("[A-Za-z0-9_-]+") && !odd.exists(), "{}", said(&refused));
}

/// Fake C++ compilers, as `CXX` names them, for the CMS folder's build: each a script that finds
/// `-o PROGRAM` among its arguments. `copy` puts a real CMS checker there (built once here with
/// g++, else `None`); the others are broken on purpose.
struct Compilers {
	folder: Scratch,
	checker: Option<String>,
}

impl Compilers {
	fn new() -> Compilers {
		let folder = Scratch::new("cms-compilers");
		let single = run(PACK, &["--single", "check.cpp", "--protocol", "cms"], b"");
		let source = folder.file("checker.cpp", &single.stdout);
		let built = folder.path().join("checker");
		let checker = Command::new("g++")
			.args(["-std=gnu++14", "-O2", "-o"])
			.arg(&built)
			.arg(&source)
			.status()
			.map_or(false, |status| status.success())
			.then(|| built.to_string_lossy().into_owned());
		Compilers { folder, checker }
	}

	/// A compiler script: `body` runs with `$out` the program to write.
	fn script(&self, name: &str, body: &str) -> String {
		let find = "first=$1; out=; while [ $# -gt 0 ]; do [ \"$1\" = -o ] && out=$2; shift; done";
		self.folder.script(name, &format!("{find}\n{body}"))
	}
}

#[cfg(target_os = "linux")]
#[test]
fn a_cms_checker_is_built_in_a_folder_of_its_own_that_no_one_can_plant() {
	let compilers = Compilers::new();
	let checker = match &compilers.checker {
		Some(checker) => checker.clone(),
		None => return support::skip("no g++: a CMS checker was not built"),
	};
	let copy = compilers.script("copy-cxx", &format!("cp '{checker}' \"$out\""));
	let scratch = Scratch::new("cms-planted");
	let temporary = scratch.path().join("tmp");
	fs::create_dir(&temporary).expect("a temporary folder");
	// Where the kit once built it, `$TMPDIR/eight-pack-checker-PID`, planted by another user the
	// moment the run starts, with a link where the source would go: nothing is written through
	// it, and nothing is taken from the planted folder.
	let victim = scratch.file("victim", "mine");
	let folder = scratch.path().join("acwing179");
	let mut child = Command::new(PACK)
		.args(["--problem", "acwing179", "--format", "cms"])
		.arg(&folder)
		.env("TMPDIR", &temporary)
		.env("CXX", &copy)
		.stderr(std::process::Stdio::piped())
		.spawn()
		.expect("run pack");
	let planted = temporary.join(format!("eight-pack-checker-{}", child.id()));
	fs::create_dir(&planted).expect("planted");
	std::os::unix::fs::symlink(&victim, planted.join("checker.cpp")).expect("a link");
	std::os::unix::fs::symlink(&victim, planted.join("checker")).expect("a link");
	let status = child.wait().expect("its end");
	assert!(status.success());
	assert_eq!(fs::read_to_string(&victim).expect("kept"), "mine");
	assert_eq!(fs::read(folder.join("check/checker")).ok(), fs::read(&checker).ok());
	// Only the planted folder is left: the run's own is gone.
	let left: Vec<_> = fs::read_dir(&temporary).expect("the folder").flatten().collect();
	assert_eq!(left.len(), 1, "{left:?}");
	// CXX as make takes it, a program and its arguments; empty, g++ (here a copy on the PATH).
	let with_arguments = compilers
		.script("with-arguments", &format!("[ \"$first\" = --flag ] && cp '{checker}' \"$out\""));
	compilers.folder.program("g++", &copy);
	let path = format!(
		"{}:{}",
		compilers.folder.path().display(),
		std::env::var("PATH").unwrap_or_default()
	);
	for (cxx, name) in
		[(format!("{with_arguments} --flag"), "witharguments"), (String::new(), "empty")]
	{
		let folder = scratch.path().join(name);
		let output = Command::new(PACK)
			.args(["--problem", "acwing179", "--format", "cms"])
			.arg(&folder)
			.env("TMPDIR", &temporary)
			.env("CXX", &cxx)
			.env("PATH", &path)
			.output()
			.expect("run pack");
		assert!(output.status.success(), "CXX={cxx:?}: {}", said(&output));
		assert_eq!(fs::read(folder.join("check/checker")).ok(), fs::read(&checker).ok());
	}
	assert_eq!(fs::read_dir(&temporary).expect("the folder").count(), 1);
}

#[test]
fn a_cms_checker_that_cannot_be_built_blames_what_failed_and_nothing_is_written() {
	let compilers = Compilers::new();
	let scratch = Scratch::new("cms-blamed");
	let temporary = scratch.path().join("tmp");
	fs::create_dir(&temporary).expect("a temporary folder");
	let afile = scratch.file("afile", "");
	let marker = scratch.path().join("compiled");
	let marking = compilers.script("marking", &format!("touch '{}'; exit 1", marker.display()));
	let empty = compilers.script("empty-cxx", ": > \"$out\"");
	let nothing = compilers.script("nothing-cxx", "exit 0");
	let wrong = compilers
		.script("wrong-cxx", "printf '#!/bin/sh\\necho 0.0\\n' > \"$out\"; chmod +x \"$out\"");
	let missing = scratch.path().join("missing").to_string_lossy().into_owned();
	let cases: Vec<(String, String, String, i32)> = vec![
		// Two runs that once shared a folder wrote a checker of no bytes, and said "written".
		(
			empty.clone(),
			temporary.to_string_lossy().into_owned(),
			"wrote no program (is it a C++ compiler?)",
			1,
		),
		(
			nothing,
			temporary.to_string_lossy().into_owned(),
			"wrote no program (is it a C++ compiler?)",
			1,
		),
		(
			wrong,
			temporary.to_string_lossy().into_owned(),
			"does not judge as the checker: it scores a right answer \"0.0\"",
			1,
		),
		(
			marking.clone(),
			temporary.to_string_lossy().into_owned(),
			"refused it: it ended with exit status: 1",
			1,
		),
		(
			"/nonexistent/c++".to_string(),
			temporary.to_string_lossy().into_owned(),
			"no C++ compiler \"/nonexistent/c++\" here",
			1,
		),
		// The temporary folder is blamed for itself, and never made.
		(empty.clone(), missing.clone(), "TMPDIR=MISSING cannot be used", 1),
		(empty, afile.clone(), "TMPDIR=AFILE is not a folder", 1),
	]
	.into_iter()
	.map(|(cxx, tmp, said, status): (String, String, &str, i32)| {
		(cxx, tmp, said.replace("MISSING", &missing).replace("AFILE", &afile), status)
	})
	.collect();
	for (cxx, tmp, expected, status) in &cases {
		let folder = scratch.path().join("out").join("acwing179");
		let output = Command::new(PACK)
			.args(["--problem", "acwing179", "--format", "cms"])
			.arg(&folder)
			.env("TMPDIR", tmp)
			.env("CXX", cxx)
			.output()
			.expect("run pack");
		let said = said(&output);
		assert_eq!(output.status.code(), Some(*status), "CXX={cxx} TMPDIR={tmp}: {said}");
		assert!(said.starts_with("pack: cannot build check/checker: "), "{said}");
		assert!(said.contains(expected.as_str()), "{expected}: {said}");
		assert!(!scratch.path().join("out").exists(), "{said}");
		assert!(!Path::new(&missing).exists());
		assert_eq!(fs::read_dir(&temporary).expect("the folder").count(), 0, "{said}");
	}
	// A DIR that cannot be written is refused before any work: the compiler never runs.
	let _ = fs::remove_file(&marker);
	let under_file = format!("{afile}/acwing179");
	let output = Command::new(PACK)
		.args(["--problem", "acwing179", "--format", "cms", &under_file])
		.env("CXX", &marking)
		.output()
		.expect("run pack");
	assert_eq!(output.status.code(), Some(2), "{}", said(&output));
	assert!(said(&output).starts_with(&format!("pack: cannot write {under_file}: ")));
	assert!(!marker.exists(), "the compiler ran before DIR was found unwritable");
	// A name that begins with a dash, which cmsImportTask would take for an option.
	let output = Command::new(PACK)
		.args(["--problem", "acwing179", "--format", "cms", "--", "-x"])
		.current_dir(scratch.path())
		.env("CXX", &marking)
		.output()
		.expect("run pack");
	assert_eq!(output.status.code(), Some(2), "{}", said(&output));
	assert!(said(&output).contains("cmsImportTask would read as an option"), "{}", said(&output));
	assert!(!scratch.path().join("-x").exists() && !marker.exists());
	// A name to take, said once when DIR is a name alone.
	let output = Command::new(PACK)
		.args(["--problem", "aoj_alds1_13_b", "--format", "kattis", "aoj_alds1_13_b"])
		.current_dir(scratch.path())
		.output()
		.expect("run pack");
	assert_eq!(output.status.code(), Some(2));
	assert!(
		said(&output).ends_with("'aoj_alds1_13_b' is not one: name the folder aojalds113b\n"),
		"{}",
		said(&output)
	);
}

#[cfg(target_os = "linux")]
#[test]
fn a_cms_build_stopped_by_a_signal_stops_its_compiler_and_leaves_nothing() {
	use std::os::unix::process::ExitStatusExt;
	let compilers = Compilers::new();
	let scratch = Scratch::new("cms-stopped");
	// A compiler that says its pid and its child's, the child about to write a program where it
	// was told to, a second on, as a compiler's last pass writes it.
	let pids = scratch.path().join("pids");
	let slow = compilers.script(
		"slow-cxx",
		&format!(
			"(sleep 1; echo late > \"$out\"; echo late > \"$TMPDIR/late\") & echo $! > '{pids}.child'\n\
			 echo $$ > '{pids}.new'; mv '{pids}.new' '{pids}'; exec sleep 30",
			pids = pids.display()
		),
	);
	for (signal, number) in [("INT", 2), ("TERM", 15), ("HUP", 1)] {
		if support::signal_ignored(number as u32) {
			continue;
		}
		let temporary = scratch.path().join(format!("tmp-{signal}"));
		fs::create_dir(&temporary).expect("a temporary folder");
		let out = scratch.path().join(format!("out-{signal}"));
		fs::create_dir(&out).expect("a folder for the package");
		let _ = fs::remove_file(&pids);
		// Under umask 0777, as a careless shell may have it: the folder is still the run's alone
		// (0700), and still removed.
		let mut child = Command::new("sh")
			.args([
				"-c",
				"umask 0777; exec \"$0\" \"$@\"",
				PACK,
				"--problem",
				"acwing179",
				"--format",
				"cms",
			])
			.arg(out.join("acwing179"))
			.env("TMPDIR", &temporary)
			.env("CXX", &slow)
			.stderr(std::process::Stdio::null())
			.spawn()
			.expect("run pack");
		let started = std::time::Instant::now();
		while !pids.exists() {
			assert!(started.elapsed() < Duration::from_secs(60), "the compiler never started");
			std::thread::sleep(Duration::from_millis(20));
		}
		let read = |path: &Path| -> u32 {
			fs::read_to_string(path).expect("a pid").trim().parse().expect("a pid")
		};
		let (compiler, its_child) = (read(&pids), read(&pids.with_extension("child")));
		let building: Vec<_> = fs::read_dir(&temporary).expect("the folder").flatten().collect();
		assert_eq!(building.len(), 1, "{building:?}");
		use std::os::unix::fs::PermissionsExt;
		let mode = building[0].metadata().expect("its mode").permissions().mode();
		assert_eq!(mode & 0o777, 0o700, "under umask 0777");
		let sent = std::time::Instant::now();
		let killed =
			Command::new("kill").arg(format!("-{signal}")).arg(child.id().to_string()).status();
		assert!(killed.expect("run kill").success());
		let status = child.wait().expect("its end");
		assert!(sent.elapsed() < Duration::from_secs(5), "SIG{signal}: {:?}", sent.elapsed());
		assert_eq!(status.signal(), Some(number), "SIG{signal}: {status:?}");
		for pid in [compiler, its_child] {
			let stat = fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
			let state = stat.rsplit_once(") ").and_then(|(_, rest)| rest.split(' ').next());
			assert!(matches!(state, None | Some("Z" | "X")), "SIG{signal}: {pid} runs on: {stat}");
		}
		// Past the moment the compiler's child would have written.
		std::thread::sleep(Duration::from_millis(1500));
		assert_eq!(fs::read_dir(&temporary).expect("the folder").count(), 0, "SIG{signal}");
		assert_eq!(fs::read_dir(&out).expect("the folder").count(), 0, "SIG{signal}");
	}
}

#[test]
fn a_folder_given_as_dot_or_dot_dot_is_named_by_its_own_name() {
	// `.` and `..` name no folder in their words: the folder they are is named, by its own name,
	// never as ''.
	let scratch = Scratch::new("pack-dot");
	for folder in ["acwing179/sub", "Task One", "here/acwing179"] {
		fs::create_dir_all(scratch.path().join(folder)).expect("a folder");
	}
	let pack = |arguments: &[&str], within: &str| {
		let output = Command::new(PACK)
			.args(["--problem", "acwing179"])
			.args(arguments)
			.current_dir(scratch.path().join(within))
			.output()
			.expect("run pack");
		(output.status.code(), said(&output))
	};
	let real = fs::canonicalize(scratch.path()).expect("the scratch folder");
	let real = real.to_string_lossy();
	for format in ["cms", "kattis", "dmoj"] {
		let (status, words) = pack(&["--format", format, "."], "Task One");
		assert_eq!(status, Some(2), "{format}: {words}");
		assert!(words.contains("'Task One' is not one: name the folder acwing179"), "{words}");
		let (status, words) = pack(&["--format", format, "."], "here/acwing179");
		let here = format!("pack: {real}/here/acwing179 holds the current folder\n");
		assert_eq!((status, words), (Some(2), here), "{format}");
	}
	// `..` after a folder within it is the folder, written and named as itself.
	let (status, words) = pack(&["--format", "cms", "--force", "acwing179/sub/.."], ".");
	if status == Some(1) && words.contains("g++") {
		return support::skip("no g++ here: a CMS task folder was not written");
	}
	let written = format!("pack: {real}/acwing179 written, cms for acwing179\n");
	assert_eq!((status, words), (Some(0), written));
	let yaml = fs::read_to_string(scratch.path().join("acwing179/task.yaml")).expect("task.yaml");
	assert!(yaml.lines().any(|line| line == "name: \"acwing179\""), "{yaml}");
}
