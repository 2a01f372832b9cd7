//! The solver as a judge and a person run it: the front end `eight`, fed bytes on standard input,
//! with no arguments (the judge file's own `main`) and with the options people use.

mod support;

use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{Child, Command, Output, Stdio};

use eight_kit::reference::{default_problem, Problem, Random, CATALOGUE};
use std::time::Duration;
use support::run_within;
use support::{run_with_input, skip, Pane, Scratch};

const SOLVER: &str = env!("CARGO_BIN_EXE_eight");

fn run(arguments: &[&str], input: &[u8]) -> Output {
	run_with_input(SOLVER, arguments, input).expect("run the solver")
}

/// The solver, started with its three streams piped, for tests that talk to it as it runs.
fn spawn_solver() -> Child {
	Command::new(SOLVER)
		.stdin(Stdio::piped())
		.stdout(Stdio::piped())
		.stderr(Stdio::piped())
		.spawn()
		.expect("start the solver")
}

/// `count` boards drawn by `random` from all 9!, one a line in `problem`'s format.
fn random_boards(random: &mut Random, problem: &Problem, count: usize) -> Vec<u8> {
	let mut input = Vec::new();
	for _ in 0..count {
		writeln!(input, "{}", problem.format_board(&random.board())).expect("write to memory");
	}
	input
}

fn text(bytes: &[u8]) -> String {
	String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn every_sample_gives_its_expected_output() {
	// samples/N.in pose the file's own problem; samples/NAME/N.in the problem NAME.
	let mut inputs = Vec::new();
	let mut folders = vec![("samples".to_string(), "acwing179".to_string())];
	for problem in CATALOGUE.iter().map(|problem| problem.name) {
		if Path::new("samples").join(problem).is_dir() {
			folders.push((format!("samples/{problem}"), problem.to_string()));
		}
	}
	assert_eq!(folders.len(), CATALOGUE.len(), "a folder of samples for each other problem");
	for (folder, problem) in &folders {
		for entry in std::fs::read_dir(folder).expect("a samples folder") {
			let path = entry.expect("an entry").path();
			if path.extension().map_or(false, |extension| extension == "in") {
				inputs.push((path, problem.as_str()));
			}
		}
	}
	assert!(inputs.len() >= 18, "samples 1 to 8, and those of the other problems");
	for (input, problem) in inputs {
		let expected = std::fs::read(input.with_extension("out")).expect("N.out beside N.in");
		let output = run(&["--problem", problem], &std::fs::read(&input).expect("N.in"));
		assert!(output.status.success(), "{}", input.display());
		assert_eq!(text(&output.stdout), text(&expected), "{}", input.display());
		assert!(output.stderr.is_empty(), "{}", input.display());
	}
}

/// The solver's answer to the judge's sample, as `samples/1.out` keeps it.
fn sample_answer() -> String {
	text(&std::fs::read("samples/1.out").expect("samples/1.out"))
}

#[test]
fn the_judge_sample() {
	let output = run(&[], b"2 3 4 1 5 x 7 6 8\n");
	assert_eq!(text(&output.stdout).trim_end().len(), 19);
	assert!(output.status.success());
}

/// Bad input: exit status 2, the answers before it on standard output, one line on standard
/// error that names the case and the line it starts on.
fn assert_rejected(input: &str, answers_before: &str, message: &str) {
	let output = run(&[], input.as_bytes());
	assert_eq!(output.status.code(), Some(2), "{input:?}");
	assert_eq!(text(&output.stdout), answers_before, "{input:?}");
	assert_eq!(text(&output.stderr), format!("eight: {message}\n"), "{input:?}");
}

#[test]
fn a_character_that_is_not_a_cell() {
	let first = sample_answer();
	assert_rejected(
		"1 2 3 4 5 6 7 8 x\n2 3 4 1 5 x 7 6 8\n1 2 3\n4 y 6\n",
		&format!("\n{first}"),
		"case 3 (line 3): 'y' on line 4 is not a cell (cells are 1 to 8, and x, X or 0 for the blank)",
	);
	assert_rejected(
		"1 2 3 4 5 6 7 8 9\n",
		"",
		"case 1 (line 1): '9' is not a cell (cells are 1 to 8, and x, X or 0 for the blank)",
	);
	assert_rejected(
		"1 2 3 4 5 6 7 8 x\n\n-1",
		"\n",
		"case 2 (line 3): '-' is not a cell (cells are 1 to 8, and x, X or 0 for the blank)",
	);
	assert_rejected(
		"1 2 3 4 \u{7f}",
		"",
		"case 1 (line 1): byte 0x7f is not a cell (cells are 1 to 8, and x, X or 0 for the blank)",
	);
	assert_rejected(
		"1 2 3 4 5 6 7 8 ×",
		"",
		"case 1 (line 1): byte 0xc3 is not a cell (cells are 1 to 8, and x, X or 0 for the blank)",
	);
}

#[test]
fn a_tile_twice_or_missing() {
	assert_rejected(
		"2 1 3 4 5 6 7 8 x\n1 2 3 4 5 5 7 8 x\n",
		"unsolvable\n",
		"case 2 (line 2): tile 5 appears twice, and tile 6 is missing",
	);
	assert_rejected(
		"x 1 2 3 4 5 6 7 x",
		"",
		"case 1 (line 1): the blank appears twice, and tile 8 is missing",
	);
	assert_rejected(
		"1 2 3 4 5 6 7 8 8",
		"",
		"case 1 (line 1): tile 8 appears twice, and the blank is missing",
	);
}

#[test]
fn a_last_case_with_fewer_than_nine_cells() {
	assert_rejected(
		"1 2 3 4 5 6 7 8 x\n\n1 2 3\n4 5\n",
		"\n",
		"case 2 (line 3): the input ends after 5 of the case's 9 cells",
	);
}

#[test]
fn empty_input_prints_nothing() {
	for input in ["", "\n", " \t\r\n\n"] {
		let output = run(&[], input.as_bytes());
		assert!(output.status.success());
		assert!(output.stdout.is_empty() && output.stderr.is_empty());
	}
}

#[test]
fn options() {
	let help = run(&["--help"], b"");
	assert!(help.status.success());
	let help = text(&help.stdout);
	for word in ["usage: eight", "unsolvable", "--heuristic"] {
		assert!(help.contains(word), "--help mentions {word}");
	}
	let version = run(&["--version"], b"");
	assert_eq!(text(&version.stdout), format!("eight {}\n", env!("CARGO_PKG_VERSION")));
	for arguments in [&["--frobnicate"][..], &["--heuristic"], &["--heuristic", "fast"]] {
		let output = run(arguments, b"1 2 3 4 5 6 7 8 x");
		assert_eq!(output.status.code(), Some(2), "{arguments:?}");
		assert!(output.stdout.is_empty(), "{arguments:?}");
		assert!(text(&output.stderr).starts_with("eight: "), "{arguments:?}");
	}
}

#[test]
fn the_same_input_gives_the_same_output() {
	let input = std::fs::read("samples/6.in").expect("samples/6.in");
	assert_eq!(run(&[], &input).stdout, run(&[], &input).stdout);
}

#[test]
fn a_closed_output_pipe_ends_it_quietly() {
	let mut child = spawn_solver();
	let mut stdin = child.stdin.take().expect("piped stdin");
	let writer = std::thread::spawn(move || {
		for _ in 0..200_000 {
			if stdin.write_all(b"2 3 4 1 5 x 7 6 8\n").is_err() {
				break;
			}
		}
	});
	let mut first = String::new();
	let mut stdout = BufReader::new(child.stdout.take().expect("piped stdout"));
	stdout.read_line(&mut first).expect("one line");
	assert_eq!(first.trim_end().len(), 19);
	drop(stdout); // as `head -1` does
	let status = child.wait().expect("the solver ends");
	let mut stderr = String::new();
	child.stderr.take().expect("piped stderr").read_to_string(&mut stderr).expect("stderr");
	writer.join().expect("the writer ends");
	assert!(status.success(), "{status}");
	assert_eq!(stderr, "");
}

/// The highest resident memory of a running process so far, from Linux's /proc.
fn peak_memory_kib(pid: u32) -> Option<u64> {
	let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
	let line = status.lines().find(|line| line.starts_with("VmHWM:"))?;
	line.split_whitespace().nth(1)?.parse().ok()
}

#[test]
fn memory_stays_small_whatever_the_input_size() {
	if !Path::new("/proc/self/status").exists() {
		skip("no /proc here: memory not measured");
		return;
	}
	let mut child = spawn_solver();
	let mut stdin = child.stdin.take().expect("piped stdin");
	let blank_lines = vec![b'\n'; 1 << 20];
	for _ in 0..100 {
		stdin.write_all(&blank_lines).expect("100 MiB of blank lines");
	}
	stdin.write_all(b"8 6 7 2 5 4 3 x 1\n").expect("one case");
	stdin.flush().expect("flush");
	// Still running, waiting for the end of the input: read how much memory it ever held.
	std::thread::sleep(Duration::from_millis(200));
	let peak = peak_memory_kib(child.id()).expect("VmHWM");
	drop(stdin);
	let output = child.wait_with_output().expect("the solver ends");
	assert!(output.status.success());
	assert_eq!(text(&output.stdout).trim_end().len(), 31);
	// About 2.3 MiB: the rank tables, the visit table as far as it is touched, the buffers.
	assert!(peak < 4 * 1024, "peak resident memory {peak} KiB");
}

#[test]
fn random_bytes_never_make_it_panic_or_hang() {
	// Seeded, so that a failure can be replayed.
	let mut random = Random::new(0x5eed_e16b);
	// Mostly bytes the solver reads, so that cases get through to the search; some of any kind.
	let alphabet = b"12345678xX0 \t\r\n";
	for round in 0..2_000 {
		let length = random.next_u64() % 120;
		let input: Vec<u8> = (0..length)
			.map(|_| match random.next_u64() % 10 {
				0 => random.next_u64() as u8,
				_ => alphabet[(random.next_u64() % alphabet.len() as u64) as usize],
			})
			.collect();
		// A deadline of its own: a hang fails the test rather than hanging it.
		let output =
			run_within(SOLVER, &[], &input, Duration::from_secs(10)).expect("run the solver");
		let output = output.unwrap_or_else(|| panic!("round {round}: hung on {input:?}"));
		let stderr = text(&output.stderr);
		assert!(
			matches!(output.status.code(), Some(0 | 2)),
			"round {round}: {input:?} gave {} and {stderr}",
			output.status
		);
		assert!(!stderr.contains("panicked"), "round {round}: {input:?}: {stderr}");
		if output.status.code() == Some(2) {
			assert!(stderr.starts_with("eight: case "), "round {round}: {stderr}");
			assert_eq!(stderr.lines().count(), 1, "round {round}: {stderr}");
		}
	}
}

/// `src/main.rs` as a judge has it, alone in a folder (its unit tests' file, which only `cargo
/// test` compiles, is not there), set to `problem` and `heuristic` by the kit's one function for
/// it, built with bare `rustc -O`: the path of the binary.
fn judge_build(scratch: &Scratch, problem: &Problem, heuristic: &str) -> std::path::PathBuf {
	let source =
		eight_kit::solving::sources::judge_file_for(problem, Some(heuristic)).expect("a file");
	let name = format!("{}-{heuristic}", problem.constant);
	let main = scratch.file(&format!("{name}.rs"), &source);
	let binary = scratch.path().join(&name);
	let output = Command::new(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string()))
		.args(["-O", "--crate-name", "eight", &main, "-o"])
		.arg(&binary)
		.output()
		.expect("run rustc");
	assert!(output.status.success(), "{name}: {}", text(&output.stderr));
	assert!(output.stderr.is_empty(), "{name} compiles with warnings: {}", text(&output.stderr));
	binary
}

/// Builds the judge file for each of `builds` (a problem and a heuristic), two at a time, and holds
/// each build to the front end on 3,000 drawn boards, whatever arguments it is passed: the builds.
fn alone_answers_as_the_front_end(
	scratch: &Scratch,
	builds: &[(&Problem, &str)],
) -> Vec<std::path::PathBuf> {
	// Two builds at a time: the machine has two cores.
	let binaries: Vec<_> = builds
		.chunks(2)
		.flat_map(|pair| {
			std::thread::scope(|scope| {
				let started: Vec<_> = pair
					.iter()
					.map(|&(problem, heuristic)| {
						scope.spawn(move || judge_build(scratch, problem, heuristic))
					})
					.collect();
				started.into_iter().map(|build| build.join().expect("a build")).collect::<Vec<_>>()
			})
		})
		.collect();
	let mut random = Random::new(2024);
	for (&(problem, heuristic), binary) in builds.iter().zip(&binaries) {
		let constant = problem.constant;
		let input = random_boards(&mut random, problem, 3000);
		let front = run(&["--problem", problem.name, "--heuristic", heuristic], &input);
		assert!(front.status.success(), "{constant}");
		// It answers its input whatever it is passed: judges pass nothing, some pass a name.
		for arguments in [&[][..], &["--problem", "luogu1379"], &["input.txt"]] {
			let alone = run_with_input(binary, arguments, &input).expect("run the judge build");
			assert!(alone.status.success(), "{constant} {heuristic} {arguments:?}");
			assert!(
				alone.stdout == front.stdout,
				"{constant} {heuristic} {arguments:?}: answers differ"
			);
		}
	}
	binaries
}

#[test]
fn the_judge_file_alone_answers_as_the_front_end_does() {
	let source = std::fs::read_to_string("src/main.rs").expect("src/main.rs");
	for borrowed in
		["eight_kit", "include!", "include_str!", "include_bytes!", "std::env", "std::fs"]
	{
		assert!(!source.contains(borrowed), "src/main.rs uses {borrowed}");
	}
	for spawns in ["thread::", "process::Command"] {
		assert!(!source.contains(spawns), "src/main.rs uses {spawns}");
	}
	// The one other file it names is its unit tests', compiled only under test.
	let paths: Vec<&str> = source.lines().filter(|line| line.contains("#[path")).collect();
	assert_eq!(paths, ["#[path = \"main_tests.rs\"]"]);
	assert!(source.contains("#[cfg(test)]\n#[path = \"main_tests.rs\"]\nmod tests;\n"));
	// Judges cap a submission's size, at 50 KB and 64 KB where we know of one (docs/judges.md);
	// 34,000 bytes leaves room under every one, and room to write in whole sentences.
	assert!(source.len() <= 34_000, "src/main.rs is {} bytes", source.len());

	// The file as it stands: the default problem, under its own plan (auto), which the 3,000
	// boards make it switch from the conflicts to the exact table on the way.
	let scratch = Scratch::new("alone");
	let default = [(default_problem(), "auto")];
	let binaries = alone_answers_as_the_front_end(&scratch, &default);
	// With no arguments, the front end is the judge file's own `main`.
	let sample = std::fs::read("samples/6.in").expect("samples/6.in");
	let alone = run_with_input(&binaries[0], &[], &sample).expect("run the judge build");
	assert_eq!(alone.stdout, run(&[], &sample).stdout);
	let bad = b"2 3 4 1 5 x 7 6 8\n1 2 3 4 5 5 7 8 x\n";
	let (alone, front) = (run_with_input(&binaries[0], &[], bad).expect("run"), run(&[], bad));
	assert_eq!(
		(alone.status.code(), &alone.stdout, &alone.stderr),
		(front.status.code(), &front.stdout, &front.stderr)
	);
}

/// The answers of a run without options, one per case.
fn plain_answers(input: &[u8]) -> Vec<String> {
	let output = run(&[], input);
	assert!(output.status.success());
	text(&output.stdout).lines().map(str::to_string).collect()
}

fn many_cases() -> Vec<u8> {
	let mut input = Vec::new();
	for sample in 1..=8 {
		input.extend(std::fs::read(format!("samples/{sample}.in")).expect("a sample"));
		input.push(b'\n');
	}
	input
}

#[test]
fn stats_leave_the_output_as_it_is_and_count_the_moves() {
	let input = many_cases();
	let answers = plain_answers(&input);
	let output = run(&["--stats"], &input);
	assert!(output.status.success());
	assert_eq!(text(&output.stdout), text(&run(&[], &input).stdout));
	let stats: Vec<String> = text(&output.stderr)
		.lines()
		.filter(|line| line.starts_with("case "))
		.map(str::to_string)
		.collect();
	assert_eq!(stats.len(), answers.len());
	for (number, (line, answer)) in stats.iter().zip(&answers).enumerate() {
		let case = number + 1;
		assert!(line.starts_with(&format!("case {case}: ")), "{line}");
		let fields: Vec<&str> = line.split(", ").collect();
		assert_eq!(fields.len(), 5, "{line}");
		if answer == "unsolvable" {
			assert!(fields[0].ends_with(": unsolvable"), "{line}");
			assert_eq!(fields[4], "parity", "{line}");
		} else {
			let moves = if answer.len() == 1 { "move" } else { "moves" };
			assert_eq!(fields[0], format!("case {case}: {} {moves}", answer.len()));
			// auto's plan rents the conflicts on inputs this small.
			assert_eq!(fields[4], "conflict", "{line}");
		}
		assert!(fields[1].ends_with(" expanded") && fields[2].ends_with(" pushed"), "{line}");
		// Microseconds to the nanosecond: a case with the exact table takes about one.
		let micros = fields[3].strip_suffix(" us").unwrap_or_default();
		let decimals = micros.split_once('.').map_or(0, |(_, decimals)| decimals.len());
		assert!(micros.parse::<f64>().is_ok() && decimals == 3, "{line}");
		// In microseconds: more than none, and far less than a second for a board of these.
		let micros: f64 = micros.parse().unwrap_or_default();
		assert!(0.0 < micros && micros < 1e6, "{line}");
	}
	// Under `exact` the table is built once, at run time, for every goal, and its cost gets a line.
	for (problem, board, first) in [
		("acwing179", "1 2 3 4 x 6 7 5 8", "2 moves, 2 expanded, 7 pushed, "),
		("luogu1379", "283104765 283104765", "4 moves, 4 expanded, 10 pushed, "),
	] {
		let arguments = ["--stats", "--heuristic", "exact", "--problem", problem];
		let log = text(&run(&arguments, board.as_bytes()).stderr);
		assert!(log.starts_with("exact table: 181440 boards by breadth-first sweep, "), "{log}");
		assert_eq!(log.matches("exact table").count(), 1, "{log}");
		assert!(log.contains(&format!("\ncase 1: {first}")), "{log}");
		assert!(log.lines().last().map_or(false, |line| line.starts_with("peak memory: ")));
	}
	// auto buys the table once the conflicts' rent reaches its price, and says so on that case:
	// on the farthest board, 1,722 boards a search.
	let price = eight_kit::solving::judge_file::SWEEP_PRICE;
	let bought = (price + 1721) / 1722;
	let input = "8 6 7 2 5 4 3 x 1\n".repeat(bought as usize + 2);
	let log = text(&run(&["--stats"], input.as_bytes()).stderr);
	let served: Vec<&str> = log.lines().filter_map(|line| line.split(", ").nth(4)).collect();
	let note = format!(
		"exact (the table bought first: {} boards expanded under conflict reached its price {price})",
		bought * 1722
	);
	assert_eq!(served.len() as u64, bought + 2, "{log}");
	for (case, said) in served.iter().enumerate() {
		let expected = match case as u64 {
			case if case < bought => "conflict",
			case if case == bought => &note,
			_ => "exact",
		};
		assert_eq!(*said, expected, "case {}: {log}", case + 1);
	}
}

#[test]
fn steps_show_each_board_along_the_path() {
	let input = many_cases();
	let answers = plain_answers(&input);
	for arguments in [&["--steps"][..], &["--steps", "--stats"]] {
		let output = run(arguments, &input);
		assert!(output.status.success(), "{arguments:?}");
		let stdout = text(&output.stdout);
		let mut lines = stdout.lines();
		let mut next = || lines.next().expect("more lines").to_string();
		for answer in &answers {
			assert_eq!(&next(), answer, "{arguments:?}");
			if answer == "unsolvable" || answer.is_empty() {
				let said = if answer.is_empty() { "already solved" } else { "cannot reach" };
				assert!(next().contains(said), "{answer:?}");
				assert_eq!(next(), "");
				continue;
			}
			// Answer length + 1 boards: a heading, three rows, a blank line each.
			let mut last = Vec::new();
			for step in 0..=answer.len() {
				let heading = match step {
					0 => "step 0: start".to_string(),
					_ => format!("step {step}: {}", &answer[step - 1..step]),
				};
				assert_eq!(next(), heading, "{answer}");
				last = vec![next(), next(), next()];
				assert!(last.iter().all(|row| row.split(' ').count() == 3), "{last:?}");
				assert_eq!(next(), "", "{answer}");
			}
			assert_eq!(last, ["1 2 3", "4 5 6", "7 8 ."], "{answer}");
		}
		assert_eq!(lines.next(), None, "{arguments:?}");
	}
}

#[test]
fn each_problem_prints_what_its_judge_expects() {
	// AcWing 845: the number of moves, or -1.
	let boards = b"2 3 4 1 5 x 7 6 8\n2 1 3 4 5 6 7 8 x\n1 2 3 4 5 6 7 8 x\n";
	assert_eq!(text(&run(&["--problem", "acwing845"], boards).stdout), "19\n-1\n0\n");
	// Luogu P1379: nine glued digits, 0 the blank, the goal 1 2 3 / 8 0 4 / 7 6 5. A board of the
	// other parity (the statement promises none) gets -1.
	let boards = b"283104765\n123804765\n123456780\n";
	assert_eq!(text(&run(&["--problem=luogu1379"], boards).stdout), "4\n0\n-1\n");
	// AOJ ALDS1_13_B and Baekjoon 1525: three lines of three, 0 the blank; their samples.
	for problem in ["aoj_alds1_13_b", "baekjoon1525"] {
		let answers = run(&["--problem", problem], b"1 3 0\n4 2 5\n7 8 6\n1 0 3\n4 2 5\n7 8 6\n");
		assert_eq!(text(&answers.stdout), "4\n3\n", "{problem}");
		assert_eq!(text(&run(&["--problem", problem], b"3 6 0\n8 1 2\n7 4 5\n").stdout), "-1\n");
	}
	let output = run(&["--problem", "luogu1379"], b"12345678 9");
	assert_eq!(output.status.code(), Some(2));
	assert_eq!(
		text(&output.stderr),
		"eight: case 1 (line 1): '9' is not a cell (cells are 1 to 8, and 0, x or X for the blank)\n"
	);
}

#[test]
fn arguments_are_read_as_documented() {
	let solved = |arguments: &[&str]| text(&run(arguments, b"1 2 3 4 x 6 7 5 8").stdout);
	for arguments in
		[&["--heuristic=manhattan"][..], &["--heuristic", "conflict"], &["--heuristic", "auto"]]
	{
		assert_eq!(solved(arguments), "dr\n", "{arguments:?}");
	}
	assert_eq!(solved(&["--problem", "acwing845", "--steps"]).lines().next(), Some("2"));
	for (arguments, message) in [
		(&["--heuristic"][..], "--heuristic needs a value (try --help)"),
		(
			&["--problem=poj1078"],
			"unknown problem 'poj1078': the names are acwing179, acwing845, luogu1379, \
			 aoj_alds1_13_b, baekjoon1525, poj1077 and hdu1043 (try --help)",
		),
		(
			&["--heuristic", "fast"],
			"unknown heuristic 'fast': the names are auto, bfs, zero, misplaced, manhattan, conflict, \
			 exact, ida-manhattan, ida-conflict, manhattan-blank, weighted and greedy (try --help)",
		),
	] {
		let output = run(arguments, b"1 2 3 4 5 6 7 8 x");
		assert_eq!(output.status.code(), Some(2), "{arguments:?}");
		assert_eq!(text(&output.stderr), format!("eight: {message}\n"));
		assert!(output.stdout.is_empty());
	}
	assert_eq!(run(&["-h"], b"").stdout, run(&["--help"], b"").stdout);
	assert_eq!(run(&["-V"], b"").stdout, run(&["--version"], b"").stdout);
}

#[cfg(unix)]
#[test]
fn an_argument_that_is_not_utf8_is_refused() {
	use std::os::unix::ffi::OsStrExt;
	let output = Command::new(SOLVER)
		.arg(std::ffi::OsStr::from_bytes(b"--heuristic=\xff"))
		.output()
		.expect("run the solver");
	assert_eq!(output.status.code(), Some(2));
	assert!(text(&output.stderr).starts_with("eight: the argument "), "{}", text(&output.stderr));
	assert!(!text(&output.stderr).contains("panicked"));
}

/// The solver run by the shell with `redirect` applied to its standard output.
#[cfg(unix)]
fn run_redirected(arguments: &str, redirect: &str) -> Output {
	let script = format!("echo '1 2 3 4 x 6 7 5 8' | \"$0\" {arguments} {redirect}");
	Command::new("sh").args(["-c", &script, SOLVER]).output().expect("run sh")
}

#[cfg(unix)]
#[test]
fn output_that_cannot_be_written_is_never_success() {
	for arguments in ["", "--help", "--version", "--steps"] {
		// A full disk: exit 1, and a message.
		let output = run_redirected(arguments, "> /dev/full");
		let said = text(&output.stderr);
		assert_eq!(output.status.code(), Some(1), "{arguments}: {said}");
		assert!(said.starts_with("eight: cannot write the output: "), "{said}");
		// A /dev/null opened for reading and writing is a place to discard output, as asked.
		let output = run_redirected(arguments, "1<>/dev/null");
		assert!(output.status.success() && output.stderr.is_empty(), "{arguments}");
		// A reader that has gone: a normal end.
		let output = run_redirected(arguments, "| true");
		assert!(output.status.success() && output.stderr.is_empty(), "{arguments}");
		// A closed standard output, which Rust's runtime would take for /dev/null.
		let output = run_redirected(arguments, "1>&-");
		let said = text(&output.stderr);
		assert_eq!(output.status.code(), Some(1), "{arguments}: {said}");
		assert_eq!(said, "eight: cannot write the output: standard output is closed\n");
	}
	// A closed standard input is no input: nothing to answer, and no success.
	let output = run_redirected("", "0<&-");
	assert_eq!(output.status.code(), Some(1));
	assert_eq!(text(&output.stderr), "eight: cannot read the input: standard input is closed\n");
}

#[cfg(unix)]
#[test]
fn stats_that_cannot_be_written_are_a_failure_after_the_answers() {
	// --stats asks for the figures: a full or closed standard error loses them, and the run
	// fails, the answer written all the same. So under every heuristic, the exact one's table
	// line included.
	for heuristic in ["manhattan", "exact"] {
		for redirect in ["2> /dev/full", "2>&-"] {
			let output = run_redirected(&format!("--stats --heuristic {heuristic}"), redirect);
			assert_eq!(output.status.code(), Some(1), "{heuristic} {redirect}");
			assert_eq!(text(&output.stdout), "dr\n", "{heuristic} {redirect}");
		}
	}
	let output = run_redirected("--stats", "2>/dev/null");
	assert!(output.status.success());
}

#[test]
fn with_stats_standard_error_never_runs_ahead_of_standard_output() {
	// Output to a file is written in large blocks; a case's line on standard error must still
	// come only once its answer is in the file, so that a run stopped part-way says no case
	// whose answer it lost.
	let scratch = support::Scratch::new("stats-order");
	let out = scratch.path().join("out");
	let mut child = Command::new(SOLVER)
		.arg("--stats")
		.stdin(Stdio::piped())
		.stdout(std::fs::File::create(&out).expect("a file"))
		.stderr(Stdio::piped())
		.spawn()
		.expect("start the solver");
	let input = "1 2 3 4 x 6 7 5 8\n".repeat(300);
	let mut stdin = child.stdin.take().expect("piped stdin");
	let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
	let stderr = BufReader::new(child.stderr.take().expect("piped stderr"));
	for line in stderr.lines() {
		let line = line.expect("a line");
		let case = match line.strip_prefix("case ").and_then(|rest| rest.split(':').next()) {
			Some(case) => case.parse::<usize>().expect("a case number"),
			None => continue,
		};
		let written = std::fs::read_to_string(&out).expect("the output").lines().count();
		assert!(written >= case, "case {case} said with {written} answers written");
	}
	writer.join().expect("the writer").expect("the input written");
	assert!(child.wait().expect("the solver ends").success());
}

#[test]
fn a_trickling_pipe_sees_each_answer_at_once() {
	// With --stats, each case's line on standard error comes at once too.
	for arguments in [&[][..], &["--stats"]] {
		let mut child = Command::new(SOLVER)
			.args(arguments)
			.stdin(Stdio::piped())
			.stdout(Stdio::piped())
			.stderr(Stdio::piped())
			.spawn()
			.expect("start the solver");
		let mut stdin = child.stdin.take().expect("piped stdin");
		let (lines, arrived) = std::sync::mpsc::channel();
		let read = |stream: Box<dyn Read + Send>, lines: std::sync::mpsc::Sender<String>| {
			std::thread::spawn(move || {
				for line in BufReader::new(stream).lines() {
					let _ = lines.send(line.expect("a line"));
				}
			})
		};
		let stdout = read(Box::new(child.stdout.take().expect("piped stdout")), lines.clone());
		let stderr = read(Box::new(child.stderr.take().expect("piped stderr")), lines);
		for (board, answer) in [("1 2 3 4 x 6 7 5 8\n", "dr"), ("1 2 3\n4 5 6\n7 x 8\n", "r")] {
			stdin.write_all(board.as_bytes()).expect("a board");
			stdin.flush().expect("flush");
			// The input stays open: what is said of the case must come before the end of it.
			let mut said = Vec::new();
			while said.len() < 1 + arguments.len() {
				let line = arrived.recv_timeout(Duration::from_secs(20));
				said.push(line.expect("the answer, and its stats, before the end"));
			}
			assert!(said.iter().any(|line| line == answer), "{said:?}");
			if !arguments.is_empty() {
				assert!(said.iter().any(|line| line.starts_with("case ")), "{said:?}");
			}
		}
		drop(stdin);
		assert!(child.wait().expect("the solver ends").success());
		stdout.join().expect("the reader ends");
		stderr.join().expect("the reader ends");
	}
}

/// What `strace` saw the solver do with `arguments` and `input`, or `None` without strace.
fn traced(calls: &str, arguments: &[&str], input: &[u8]) -> Option<String> {
	let mut traced = vec!["-f", "-e", calls, "-o", "/dev/stderr", SOLVER];
	traced.extend_from_slice(arguments);
	let output = run_with_input("strace", &traced, input).ok()?;
	output.status.success().then(|| text(&output.stderr))
}

#[test]
fn a_large_file_is_written_in_large_blocks() {
	let input = random_boards(&mut Random::new(7), support::problem("acwing179"), 20_000);
	let calls = match traced("trace=write", &[], &input) {
		Some(calls) => calls,
		None => return skip("no strace here: writes not counted"),
	};
	let writes = calls.lines().filter(|line| line.contains("write(1,")).count();
	assert!((1..=300).contains(&writes), "{writes} writes for 20,000 answers");
}

#[test]
fn the_system_is_asked_for_peak_memory_only_under_stats() {
	let plain = match traced("trace=open,openat", &[], b"1 2 3 4 x 6 7 5 8") {
		Some(plain) => plain,
		None => return skip("no strace here: opened files not seen"),
	};
	assert!(!plain.contains("/proc/self/status"), "{plain}");
	let stats = traced("trace=open,openat", &["--stats"], b"1 2 3 4 x 6 7 5 8").unwrap_or_default();
	assert!(stats.contains("/proc/self/status"), "{stats}");
}

/// A case's boards expanded and pushed.
type Effort = (u64, u64);

/// Each case's expanded and pushed counts, as `--stats` reports them.
fn effort(arguments: &[&str], input: &[u8]) -> Vec<Effort> {
	let output = run(&[&["--stats"], arguments].concat(), input);
	assert!(output.status.success(), "{arguments:?}");
	let log = text(&output.stderr);
	let cases = log.lines().filter(|line| line.starts_with("case "));
	let count =
		|field: &str| field.split_whitespace().next().and_then(|n| n.parse().ok()).unwrap_or(0);
	cases
		.map(|line| line.split(", ").collect::<Vec<_>>())
		.map(|fields| (count(fields[1]), count(fields[2])))
		.collect()
}

#[test]
fn the_search_does_no_more_work_than_it_did() {
	// The search is deterministic, so its effort on fixed boards is pinned: a change that makes it
	// do more work (a stale entry expanded, a board queued twice, a weaker heuristic) fails here.
	let acwing = b"8 6 7 2 5 4 3 x 1\n6 4 7 8 5 x 3 2 1\n2 3 4 1 5 x 7 6 8\n";
	let luogu = b"283104765\n021358467\n";
	let pinned: [(&str, [Effort; 3], [Effort; 2]); 3] = [
		("manhattan", [(6802, 10472), (6750, 10399), (317, 519)], [(4, 10), (7826, 12156)]),
		("conflict", [(1722, 2665), (1736, 2686), (209, 349)], [(4, 10), (3402, 5342)]),
		// The exact distance: only the path is expanded, its boards' other neighbours pushed.
		("exact", [(31, 55), (31, 61), (19, 37)], [(4, 10), (30, 57)]),
	];
	for (heuristic, on_acwing, on_luogu) in pinned {
		assert_eq!(effort(&["--heuristic", heuristic], acwing), on_acwing, "{heuristic}");
		let arguments = ["--heuristic", heuristic, "--problem", "luogu1379"];
		assert_eq!(effort(&arguments, luogu), on_luogu, "{heuristic} for Luogu");
	}
	// auto rents the conflicts on an input this small; an unsolvable board takes no search at all.
	assert_eq!(effort(&[], acwing), [(1722, 2665), (1736, 2686), (209, 349)]);
	assert_eq!(effort(&[], b"2 1 3 4 5 6 7 8 x"), [(0, 0)]);
}

#[test]
fn the_first_value_twice_is_the_one_named() {
	assert_rejected(
		"1 1 2 2 3 4 5 6 x",
		"",
		"case 1 (line 1): tile 1 appears twice, and tile 7 and tile 8 are missing",
	);
}

#[test]
fn on_a_terminal_answers_come_at_once() {
	// Output to a terminal is open, though it is a character device like /dev/null: asking
	// whether it is closed must not wait on it. Needs tmux for a real terminal.
	let script = format!("echo '1 2 3 4 x 6 7 5 8' | {SOLVER}; echo Exit-$?; sleep 30");
	let pane = match Pane::start("cli", 80, &script) {
		Some(pane) => pane,
		None => return skip("no tmux here: the terminal test did not run"),
	};
	let screen = pane.screen("Exit-");
	let lines: Vec<&str> = screen.lines().map(str::trim_end).collect();
	assert!(lines.contains(&"dr") && lines.contains(&"Exit-0"), "{screen}");
	// Its input a pipe, it says nothing of a terminal.
	assert!(!screen.contains("reading boards"), "{screen}");
}

#[test]
fn at_a_terminal_with_no_input_given_it_says_what_it_waits_for() {
	let pane = match Pane::start("wait", 200, &format!("{SOLVER}; echo Exit-$?; sleep 30")) {
		Some(pane) => pane,
		None => return skip("no tmux here: the terminal test did not run"),
	};
	let hint = "eight: reading boards from the terminal, nine cells each (1 to 8, and x or 0 the \
		blank); Ctrl-D ends the input (eight --help says more)";
	let before = pane.screen("Ctrl-D");
	pane.keys(&["1 2 3 4 x 6 7 5 8", "Enter"]);
	let answered = pane.screen("\ndr");
	pane.keys(&["C-d"]);
	let after = pane.screen("Exit-");
	assert!(before.lines().any(|line| line.trim_end() == hint), "{before}");
	assert!(answered.lines().any(|line| line.trim_end() == "dr"), "{answered}");
	assert!(after.contains("Exit-0"), "{after}");
}

#[test]
fn a_character_device_that_is_no_terminal_is_read_without_a_word_for_a_person() {
	// /dev/zero is a character device, as a terminal is, but no one types into it: the solver
	// reads it as any input, and says only what is wrong with it.
	let zero = std::fs::File::open("/dev/zero").expect("/dev/zero");
	let output = Command::new(SOLVER).stdin(zero).output().expect("run eight");
	assert_eq!(output.status.code(), Some(2));
	assert_eq!(
		String::from_utf8_lossy(&output.stderr),
		"eight: case 1 (line 1): byte 0x00 is not a cell (cells are 1 to 8, and x, X or 0 for the \
		 blank)\n"
	);
	assert!(output.stdout.is_empty(), "{}", String::from_utf8_lossy(&output.stdout));
}

#[test]
fn the_judge_path_asks_for_no_thread_no_process_and_no_file() {
	// What a judge's sandbox may refuse. Before `main`, the dynamic loader opens the shared
	// libraries and the C library reads /proc/self/maps (the main thread's stack, for Rust's
	// guard page); nothing else is opened, and no thread or process is started.
	let input = random_boards(&mut Random::new(21), support::problem("acwing179"), 200);
	let calls = match traced("trace=process,open,openat,creat,socket", &[], &input) {
		Some(calls) => calls,
		None => return skip("no strace here: the judge path not traced"),
	};
	let mut execs = 0;
	for call in calls.lines().map(|line| line.split_once(' ').map_or(line, |(_, call)| call.trim()))
	{
		let opened = call.split('"').nth(1).unwrap_or_default();
		match call.split('(').next().unwrap_or_default() {
			"execve" => execs += 1,
			"open" | "openat" => assert!(
				opened == "/etc/ld.so.cache"
					|| opened.contains(".so")
					|| opened == "/proc/self/maps",
				"{call}"
			),
			"exit_group" | "+++" => {}
			_ if call.starts_with("+++") => {}
			_ => panic!("the judge path asked for {call}"),
		}
	}
	assert_eq!(execs, 1, "{calls}");
}

#[cfg(unix)]
#[test]
fn the_exact_table_is_built_where_threads_are_refused_and_with_none() {
	// A judge's sandbox, or `prlimit --nproc=0`, refuses threads: a process limit of 0 holds for
	// a user other than root, so root runs the solver as nobody for this.
	let (prlimit, setpriv) = (Path::new("/usr/bin/prlimit"), Path::new("/usr/bin/setpriv"));
	if !prlimit.exists() || !setpriv.exists() {
		return skip("no prlimit or setpriv here: threads not refused");
	}
	let root =
		Command::new("id").arg("-u").output().map_or(false, |id| text(&id.stdout).trim() == "0");
	let mut arguments = vec!["--nproc=0"];
	if root {
		arguments.extend(["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]);
	}
	let readable = std::fs::metadata(SOLVER).map_or(false, |meta| {
		use std::os::unix::fs::PermissionsExt;
		meta.permissions().mode() & 0o005 == 0o005
	});
	if root && !readable {
		return eprintln!("the solver is not for others to run here: threads not refused");
	}
	arguments.extend([SOLVER, "--problem", "luogu1379"]);
	let output = run_with_input("prlimit", &arguments, b"283104765\n").expect("run prlimit");
	assert_eq!(text(&output.stdout), "4\n", "{}", text(&output.stderr));
	assert!(output.status.success(), "{}", text(&output.stderr));
	// Nor does it start one where threads are allowed: the table is the file's own sweep, on the
	// heap, on the thread that asked for it.
	let arguments = ["--problem", "luogu1379", "--heuristic", "exact"];
	if let Some(calls) = traced("trace=clone,clone3", &arguments, b"283104765") {
		assert!(!calls.contains("clone"), "{calls}");
	}
}

#[test]
fn a_bad_board_gets_the_same_words_from_the_solver_and_the_kit() {
	let mut random = Random::new(99);
	for round in 0..300 {
		let cells: Vec<u8> = (0..9).map(|_| random.below(9) as u8).collect();
		let input: String = cells.iter().map(|&cell| format!("{cell} ")).collect();
		let output = run(&[], input.as_bytes());
		match eight_kit::reference::parse_boards(input.as_bytes()) {
			Ok(_) => assert!(output.status.success(), "round {round}: {input}"),
			Err(why) => {
				assert_eq!(output.status.code(), Some(2), "round {round}: {input}");
				assert_eq!(text(&output.stderr), format!("eight: {why}\n"), "round {round}");
			}
		}
	}
}

#[cfg(unix)]
#[test]
fn a_lost_answer_is_said_even_when_bad_input_follows() {
	// The answer to case 1 cannot be written; case 2 is bad. The lost output is the failure.
	for arguments in ["", "--stats", "--steps"] {
		let script = format!("printf '2 3 4 1 5 x 7 6 8\\n9' | \"$0\" {arguments} > /dev/full");
		let output = Command::new("sh").args(["-c", &script, SOLVER]).output().expect("run sh");
		let said = text(&output.stderr);
		assert_eq!(output.status.code(), Some(1), "{arguments}: {said}");
		assert!(said.contains("eight: cannot write the output: "), "{arguments}: {said}");
	}
}

#[test]
fn a_byte_order_mark_is_skipped_at_the_very_start_and_nowhere_else() {
	// What editors on Windows write at the start of a file.
	let output = run(&[], b"\xef\xbb\xbf2 3 4 1 5 x 7 6 8\n");
	assert!(output.status.success(), "{}", text(&output.stderr));
	assert_eq!(text(&output.stdout), sample_answer());
	let output = run(&["--problem", "luogu1379"], b"\xef\xbb\xbf283104765\n");
	assert_eq!(text(&output.stdout), "4\n");
	let not_a_cell = "byte 0xef is not a cell (cells are 1 to 8, and x, X or 0 for the blank)";
	let first = sample_answer();
	for (input, before, case) in [
		(
			&b"2 3 4 1 5 x 7 6 8\n\xef\xbb\xbf1 2 3 4 5 6 7 8 x\n"[..],
			first.as_str(),
			"case 2 (line 2)",
		),
		(b" \xef\xbb\xbf1 2 3 4 5 6 7 8 x\n", "", "case 1 (line 1)"),
		(b"\xef\xbb1 2 3 4 5 6 7 8 x\n", "", "case 1 (line 1)"),
	] {
		let output = run(&[], input);
		assert_eq!(output.status.code(), Some(2), "{input:?}");
		assert_eq!(text(&output.stdout), before, "{input:?}");
		assert_eq!(text(&output.stderr), format!("eight: {case}: {not_a_cell}\n"), "{input:?}");
	}
}

#[test]
fn stats_count_one_move_as_one_and_a_board_answered_by_parity_as_no_search() {
	let log = |arguments: &[&str], input: &[u8]| text(&run(arguments, input).stderr);
	let one = log(&["--stats"], b"1 2 3 4 5 6 7 x 8");
	assert!(one.starts_with("case 1: 1 move, 1 expanded, 4 pushed, "), "{one}");
	for problem in ["acwing179", "acwing845"] {
		let none = log(&["--stats", "--problem", problem], b"2 1 3 4 5 6 7 8 x");
		assert!(none.starts_with("case 1: unsolvable, 0 expanded, 0 pushed, "), "{none}");
		assert!(none.lines().next().unwrap_or_default().ends_with(" us, parity"), "{none}");
	}
}

#[test]
fn poj_and_hdu_are_answered_as_acwing_179() {
	// They pose AcWing 179's boards and take no Rust: the judge file has no constant for them.
	let input = random_boards(&mut Random::new(1043), support::problem("hdu1043"), 2000);
	let acwing = run(&["--problem", "acwing179"], &input);
	assert!(acwing.status.success());
	for problem in ["poj1077", "hdu1043"] {
		let output = run(&["--problem", problem], &input);
		assert!(output.status.success(), "{problem}");
		assert!(output.stdout == acwing.stdout, "{problem}: answers differ from acwing179's");
	}
}

#[test]
fn the_docs_quote_the_judge_files_declarations_as_it_writes_them() {
	let source = std::fs::read_to_string("src/main.rs").expect("src/main.rs");
	let mut pages = vec!["README.md".to_string()];
	for entry in std::fs::read_dir("docs").expect("docs/").flatten() {
		let path = entry.path();
		if path.extension() == Some("md".as_ref()) {
			pages.push(path.to_string_lossy().into_owned());
		}
	}
	let mut quoted = 0;
	for page in pages {
		let text = std::fs::read_to_string(&page).expect("a page");
		for (at, piece) in text.split('`').enumerate() {
			// Every other piece is inside backticks.
			let declaration = piece.starts_with("const ") || piece.starts_with("pub const ");
			if at % 2 == 1 && declaration && piece.ends_with(';') {
				assert!(source.contains(piece), "{page} quotes `{piece}`, which src/main.rs lacks");
				quoted += 1;
			}
		}
	}
	assert!(quoted > 0, "the docs quote a declaration of the judge file");
}

#[test]
fn the_judge_file_and_the_kits_reader_say_the_same_of_every_fault() {
	// The judge file reads a case its own way, the kit (the checker's reading of a test) its
	// own: different code on purpose, the same words on purpose, for every problem and every
	// kind of fault. (The page's module reads its board with the judge file's reader too:
	// web/src/tests.rs holds it to these words.)
	let faults: [&[u8]; 10] = [
		b"1 2 3 4 5",                            // a short case, spaced
		b"12345",                                // a short case, glued
		b"1 2 3\n4 5 6\n7 8",                    // short over lines
		b"1 2 3 4 ? 5 6 7 8",                    // a byte that is no cell, on the case's line
		b"1 2 3\n4 5 6\n7 \x00 8",               // and on a later line, unprintable
		b"\xff1 2 3 4 5 6 7 8 x",                // before any cell
		b"1 1 2 3 4 5 6 7 8",                    // a tile twice
		b"113456780",                            // glued
		b"1 2 3 4 5 6 7 8 x\n2 2 3",             // a short second case
		b"1 2 3 4 5 6 7 8 x\nx 0 1 2 3 4 5 6 7", // the blank twice in the second
	];
	for problem in CATALOGUE.iter() {
		for fault in faults {
			let output = run_with_input(SOLVER, &["--problem", problem.name], fault).expect("run");
			let said = text(&output.stderr);
			let mut boards = eight_kit::reference::Boards::for_blank(fault, problem.blank);
			let kit = loop {
				match boards.next_board() {
					Ok(Some(_)) => continue,
					Ok(None) => break None,
					Err(error) => break Some(error.to_string()),
				}
			};
			let shown = String::from_utf8_lossy(fault);
			// The front end's own loop (which `--stats` takes, to count each case) reads through
			// the judge file's reader too, and must end as the judge file's loop does: the same
			// answers, then the same words, the same status.
			let args = ["--problem", problem.name, "--stats"];
			let counted = run_with_input(SOLVER, &args, fault).expect("run");
			assert_eq!(counted.stdout, output.stdout, "{}: {shown:?}", problem.name);
			assert_eq!(counted.status.code(), output.status.code(), "{}: {shown:?}", problem.name);
			let last = text(&counted.stderr).lines().last().map(str::to_string);
			assert_eq!(last.as_deref(), said.lines().last(), "{}: {shown:?}", problem.name);
			match kit {
				Some(kit) if problem.many_cases || kit.starts_with("case 1 ") => {
					assert_eq!(said, format!("eight: {kit}\n"), "{}: {shown:?}", problem.name);
					assert_eq!(output.status.code(), Some(2), "{}: {shown:?}", problem.name);
				}
				// A problem of one case reads no second: the judge file stops after the first.
				Some(_) => assert!(!problem.many_cases, "{}: {shown:?}: {said}", problem.name),
				None => panic!("{shown:?} is a fault, and the kit's reader took it"),
			}
		}
	}
}

#[test]
fn the_mutation_checks_command_names_the_judge_file_as_cargo_mutants_does() {
	// The kit's library takes the judge file in by a path from src/solving/, and cargo-mutants
	// names its mutants by that path: a command that names the file another way finds none, and
	// a check that tests nothing must not read as one (docs/tests.md).
	let module = std::fs::read_to_string("src/solving/mod.rs").expect("src/solving/mod.rs");
	let path = module
		.lines()
		.find_map(|line| line.strip_prefix("#[path = \"")?.strip_suffix("\"]"))
		.expect("the judge file's #[path]");
	let named = format!("src/solving/{path}");
	assert_eq!(named, "src/solving/../main.rs");
	let docs = std::fs::read_to_string("docs/tests.md").expect("docs/tests.md");
	let command = docs.lines().find(|line| line.starts_with("cargo mutants ")).expect("a command");
	assert!(command.contains(&format!("--file '{named}'")), "docs/tests.md runs: {command}");
	// Where cargo-mutants is installed, the command lists the file's mutants: hundreds of them.
	// (It is no tool of the suite's, so CI, which does not install it, passes over this part.)
	let listed = match Command::new("cargo").args(["mutants", "--list", "--file", &named]).output()
	{
		Ok(output) if output.status.success() => text(&output.stdout),
		_ => return eprintln!("no cargo-mutants here: its listing was not tried"),
	};
	let mutants = listed.lines().filter(|line| line.starts_with(&format!("{named}:"))).count();
	assert!(mutants > 200, "cargo mutants lists {mutants} mutants of the judge file:\n{listed}");
}

#[test]
fn the_file_s_own_main_buys_the_table_as_its_plan_says() {
	// With no arguments the front end is the judge file's `main`, which sets the plan's price from
	// HEURISTIC. 300 random boards expand more than the price under the conflicts, so the table is
	// bought on the way, and some later board has several shortest answers, which the table and the
	// conflicts break differently: a `main` that never bought would answer as `conflict` does.
	let input = random_boards(&mut Random::new(300), support::problem("acwing179"), 300);
	let plain = run(&[], &input);
	assert!(plain.status.success());
	let planned = run(&["--heuristic", "auto"], &input);
	assert_eq!(text(&plain.stdout), text(&planned.stdout), "main answers as its plan, auto");
	let rented = run(&["--heuristic", "conflict"], &input);
	assert_ne!(text(&plain.stdout), text(&rented.stdout), "the input tells buying from renting");
	let stats = text(&run(&["--stats"], &input).stderr);
	assert!(stats.contains("the table bought first"), "{stats}");
}
