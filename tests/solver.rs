//! The solver as a judge and a person run it: the judge file, the binary `eight` (built from
//! `src/main.rs` as Cargo builds it, and alone with bare `rustc` as a judge builds it), fed bytes
//! on standard input; and the front end `solve`, with no options (where it must do what the judge
//! file does) and with the options people use.

mod support;

use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{Child, Command, Output, Stdio};

use eight_kit::reference::{Problem, Random, CATALOGUE};
use std::time::Duration;
use support::run_within;
use support::{run_with_input, skip, Pane, Scratch};

/// The judge file, as Cargo builds it.
const SOLVER: &str = env!("CARGO_BIN_EXE_eight");

/// The front end.
const FRONT: &str = env!("CARGO_BIN_EXE_solve");

/// The front end with `arguments`.
fn run(arguments: &[&str], input: &[u8]) -> Output {
	run_with_input(FRONT, arguments, input).expect("run the front end")
}

/// The judge file.
fn judge(input: &[u8]) -> Output {
	run_with_input(SOLVER, &[], input).expect("run the judge file")
}

/// The judge file and the front end, each started with its three streams piped, for tests that
/// talk to them as they run.
const BOTH: [&str; 2] = [SOLVER, FRONT];

fn spawn(program: &str) -> Child {
	Command::new(program)
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
fn drawn_boards_are_answered_right_and_shortest_by_the_judge_file() {
	// 2,000 drawn boards of both parities, the farthest and the goal, each answer judged by the
	// kit's checker against its own breadth-first distances (tests/proof.rs does every board of
	// every problem; this is the mutation check's quick look, with the builds for the other
	// constants in the_judge_file_alone_answers_as_the_front_end_does).
	let mut random = Random::new(65);
	let problem = support::problem("acwing179");
	let distances = eight_kit::reference::Distances::compute(&problem.goal);
	let mut boards: Vec<_> = (0..2_000).map(|_| random.board()).collect();
	boards.extend(distances.boards_at(distances.farthest()));
	boards.push(problem.goal);
	let mut input = Vec::new();
	for board in &boards {
		writeln!(input, "{}", problem.format_board(board)).expect("write to memory");
	}
	let output = judge(&input);
	assert!(output.status.success(), "{}", text(&output.stderr));
	let lines = eight_kit::reference::output_lines(&output.stdout);
	assert_eq!(lines.len(), boards.len());
	for (board, line) in boards.iter().zip(&lines) {
		let judged = eight_kit::reference::check_line(problem, board, line, &distances);
		assert!(judged.is_ok(), "{}: {judged:?}", problem.format_board(board));
	}
}

#[test]
fn the_judge_sample() {
	let output = judge(b"2 3 4 1 5 x 7 6 8\n");
	assert_eq!(text(&output.stdout), sample_answer());
	assert!(output.status.success());
}

/// Bad input: exit status 2, the answers before it on standard output, one line on standard
/// error that names the case and the line it starts on; from the judge file and from the front
/// end alike (each under its own name).
fn assert_rejected(input: &str, answers_before: &str, message: &str) {
	for (program, name) in [(SOLVER, "eight"), (FRONT, "solve")] {
		let output = run_with_input(program, &[], input.as_bytes()).expect("run it");
		assert_eq!(output.status.code(), Some(2), "{name}: {input:?}");
		assert_eq!(text(&output.stdout), answers_before, "{name}: {input:?}");
		assert_eq!(text(&output.stderr), format!("{name}: {message}\n"), "{name}: {input:?}");
	}
}

#[test]
fn a_character_that_is_not_a_cell() {
	let first = sample_answer();
	assert_rejected(
		"1 2 3 4 5 6 7 8 x\n2 3 4 1 5 x 7 6 8\n1 2 3\n4 y 6\n",
		&format!("\n{first}"),
		"case 3 (line 3): 'y' is not a cell",
	);
	assert_rejected("1 2 3 4 5 6 7 8 9\n", "", "case 1 (line 1): '9' is not a cell");
	assert_rejected("1 2 3 4 5 6 7 8 x\n\n-1", "\n", "case 2 (line 3): '-' is not a cell");
	assert_rejected("1 2 3 4 \u{7f}", "", "case 1 (line 1): byte 0x7f is not a cell");
	assert_rejected("1 2 3 4 5 6 7 8 ×", "", "case 1 (line 1): byte 0xc3 is not a cell");
}

#[test]
fn a_cell_twice_is_named_at_its_second_place() {
	// Nine cells with a value twice miss another: the second place of the first value seen
	// twice is named, as it was typed.
	assert_rejected(
		"2 1 3 4 5 6 7 8 x\n1 2 3 4 5 5 7 8 x\n",
		"unsolvable\n",
		"case 2 (line 2): '5' appears twice",
	);
	assert_rejected("x 1 2 3 4 5 6 7 0", "", "case 1 (line 1): '0' is a second blank");
	assert_rejected("1 2 3 4 5 6 7 0 x", "", "case 1 (line 1): 'x' is a second blank");
	assert_rejected("1 2 3 4 5 6 7 8 8", "", "case 1 (line 1): '8' appears twice");
	assert_rejected("1 2 3\n1", "", "case 1 (line 1): '1' appears twice");
}

#[test]
fn a_last_case_with_fewer_than_nine_cells() {
	assert_rejected(
		"1 2 3 4 5 6 7 8 x\n\n1 2 3\n4 5\n",
		"\n",
		"case 2 (line 3): the input ends after 5 of 9 cells",
	);
}

#[test]
fn empty_input_prints_nothing() {
	for input in ["", "\n", " \t\r\n\n", "\u{feff}"] {
		for program in BOTH {
			let output = run_with_input(program, &[], input.as_bytes()).expect("run it");
			assert!(output.status.success(), "{program}: {input:?}");
			assert!(output.stdout.is_empty() && output.stderr.is_empty(), "{program}: {input:?}");
		}
	}
}

#[test]
fn options() {
	let help = run(&["--help"], b"");
	assert!(help.status.success());
	let help = text(&help.stdout);
	for word in ["usage: solve", "unsolvable", "--heuristic"] {
		assert!(help.contains(word), "--help mentions {word}");
	}
	let version = run(&["--version"], b"");
	assert_eq!(text(&version.stdout), format!("solve {}\n", env!("CARGO_PKG_VERSION")));
	for arguments in [&["--frobnicate"][..], &["--heuristic"], &["--heuristic", "fast"]] {
		let output = run(arguments, b"1 2 3 4 5 6 7 8 x");
		assert_eq!(output.status.code(), Some(2), "{arguments:?}");
		assert!(output.stdout.is_empty(), "{arguments:?}");
		assert!(text(&output.stderr).starts_with("solve: "), "{arguments:?}");
	}
}

#[test]
fn the_same_input_gives_the_same_output() {
	let input = std::fs::read("samples/6.in").expect("samples/6.in");
	assert_eq!(judge(&input).stdout, judge(&input).stdout);
}

#[test]
fn a_closed_output_pipe_ends_it_quietly() {
	for program in BOTH {
		closed_output_pipe(program);
	}
}

fn closed_output_pipe(program: &str) {
	let mut child = spawn(program);
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
	for program in BOTH {
		memory_with_blank_lines(program);
	}
}

fn memory_with_blank_lines(program: &str) {
	let mut child = spawn(program);
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
	// About 2 to 3 MiB: the tables by rank as far as they are touched, the buffers.
	assert!(peak < 4 * 1024, "{program}: peak resident memory {peak} KiB");
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

/// `src/main.rs` as a judge has it, alone in a folder, set to `problem` by the kit's one function
/// for it, built with bare `rustc -O`, with no warning: the path of the binary.
fn judge_build(scratch: &Scratch, problem: &Problem) -> std::path::PathBuf {
	let source = eight_kit::solving::sources::judge_file_for(problem);
	let name = problem.constant;
	let main = scratch.file(&format!("{name}.rs"), &source);
	let binary = scratch.path().join(name);
	let output = Command::new(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string()))
		.args(["-O", "--crate-name", "eight", &main, "-o"])
		.arg(&binary)
		.output()
		.expect("run rustc");
	assert!(output.status.success(), "{name}: {}", text(&output.stderr));
	assert!(output.stderr.is_empty(), "{name} compiles with warnings: {}", text(&output.stderr));
	binary
}

#[test]
fn the_judge_file_alone_answers_as_the_front_end_does() {
	// Every constant of the file, built alone two at a time (the machine has two cores), and
	// held to the front end set to that problem on 3,000 drawn boards, whatever it is passed:
	// judges pass nothing, some pass a name.
	let scratch = Scratch::new("alone");
	let mut problems: Vec<&Problem> = Vec::new();
	for problem in CATALOGUE.iter() {
		if problems.iter().all(|other| other.constant != problem.constant) {
			problems.push(problem);
		}
	}
	assert_eq!(problems.len(), 5, "five constants");
	let binaries: Vec<_> = problems
		.chunks(2)
		.flat_map(|pair| {
			std::thread::scope(|scope| {
				let started: Vec<_> = pair
					.iter()
					.map(|&problem| scope.spawn(|| judge_build(&scratch, problem)))
					.collect();
				started.into_iter().map(|build| build.join().expect("a build")).collect::<Vec<_>>()
			})
		})
		.collect();
	let mut random = Random::new(2024);
	for (problem, binary) in problems.iter().zip(&binaries) {
		let constant = problem.constant;
		let input = random_boards(&mut random, problem, 3000);
		let front = run(&["--problem", problem.name], &input);
		assert!(front.status.success(), "{constant}");
		for arguments in [&[][..], &["--problem", "luogu1379"], &["input.txt"]] {
			let alone = run_with_input(binary, arguments, &input).expect("run the judge build");
			assert!(alone.status.success(), "{constant} {arguments:?}");
			assert!(alone.stdout == front.stdout, "{constant} {arguments:?}: answers differ");
		}
	}
	// The default build is Cargo's `eight`, answer for answer and word for word.
	let sample = std::fs::read("samples/6.in").expect("samples/6.in");
	let alone = run_with_input(&binaries[0], &[], &sample).expect("run the judge build");
	assert_eq!(alone.stdout, judge(&sample).stdout);
	let bad = b"2 3 4 1 5 x 7 6 8\n1 2 3 4 5 5 7 8 x\n";
	let (alone, cargo) = (run_with_input(&binaries[0], &[], bad).expect("run"), judge(bad));
	assert_eq!(
		(alone.status.code(), &alone.stdout, &alone.stderr),
		(cargo.status.code(), &cargo.stdout, &cargo.stderr)
	);
}

#[test]
fn the_judge_file_is_the_card_and_nothing_else() {
	let source = std::fs::read_to_string("src/main.rs").expect("src/main.rs");
	// Short enough to read in ten minutes and retype in a contest.
	assert!(source.lines().count() <= 300, "src/main.rs is {} lines", source.lines().count());
	assert!(source.len() <= 12_000, "src/main.rs is {} bytes", source.len());
	// It uses no other file, starts no thread, opens no file, names nothing of the kit.
	for borrowed in [
		"eight_kit",
		"include!",
		"include_str!",
		"include_bytes!",
		"#[path",
		"std::env",
		"std::fs",
		"thread::",
		"process::Command",
		"unsafe",
	] {
		assert!(!source.contains(borrowed), "src/main.rs uses {borrowed}");
	}
	// Nothing a judge's build does not run: no module, trait, public item, counter or switch.
	for line in source.lines() {
		let code = line.trim_start();
		for forbidden in ["mod ", "pub ", "trait ", "static ", "impl<", "dyn "] {
			assert!(!code.starts_with(forbidden), "src/main.rs: {line}");
		}
	}
	// The card's open list, literally, and its sections in the order a write-up reads.
	assert!(source.contains("BinaryHeap<Reverse<(u32, u32)>>"), "the open list");
	let sections: Vec<&str> =
		source.lines().filter_map(|line| line.strip_prefix("// ---- ")).collect();
	assert_eq!(
		sections,
		[
			"The problem",
			"The board as a number",
			"Parity: which boards can reach the goal",
			"The heuristic (估价函数): a lower bound on the moves left",
			"A*",
			"Reading, and `main`"
		]
	);
	// One word to change: the five judges' constants.
	assert!(source.contains("\nconst PROBLEM: Problem = ACWING179;\n"));
	for problem in CATALOGUE.iter() {
		let declared = format!("\nconst {}: Problem = ", problem.constant);
		assert!(source.contains(&declared), "{}", problem.constant);
	}
}

/// The answers of a run without options, one per case.
fn plain_answers(input: &[u8]) -> Vec<String> {
	let output = judge(input);
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
	assert_eq!(text(&output.stdout), text(&judge(&input).stdout));
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
			// The judge file's search serves every case.
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
	// on the farthest board, as many boards a search as the conflicts expand from it.
	let farthest = "8 6 7 2 5 4 3 x 1\n";
	let log = text(&run(&["--stats"], farthest.as_bytes()).stderr);
	let each: u64 = log
		.split(", ")
		.nth(1)
		.and_then(|field| field.split(' ').next())
		.expect("a count")
		.parse()
		.expect("a number");
	let price = eight_kit::solving::engine::SWEEP_PRICE;
	let bought = (price + each - 1) / each;
	let input = farthest.repeat(bought as usize + 2);
	let log = text(&run(&["--stats", "--heuristic", "auto"], input.as_bytes()).stderr);
	let served: Vec<&str> = log.lines().filter_map(|line| line.split(", ").nth(4)).collect();
	let note = format!(
		"exact (the table bought first: {} boards expanded under conflict reached its price {price})",
		bought * each
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
	assert_eq!(text(&output.stderr), "solve: case 1 (line 1): '9' is not a cell\n");
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
			"unknown heuristic 'fast': the names are bfs, zero, misplaced, manhattan, conflict, exact, \
			 ida-manhattan, ida-conflict, manhattan-blank, weighted, greedy and auto (try --help)",
		),
	] {
		let output = run(arguments, b"1 2 3 4 5 6 7 8 x");
		assert_eq!(output.status.code(), Some(2), "{arguments:?}");
		assert_eq!(text(&output.stderr), format!("solve: {message}\n"));
		assert!(output.stdout.is_empty());
	}
	assert_eq!(run(&["-h"], b"").stdout, run(&["--help"], b"").stdout);
	assert_eq!(run(&["-V"], b"").stdout, run(&["--version"], b"").stdout);
}

#[cfg(unix)]
#[test]
fn an_argument_that_is_not_utf8_is_refused() {
	use std::os::unix::ffi::OsStrExt;
	let output = Command::new(FRONT)
		.arg(std::ffi::OsStr::from_bytes(b"--heuristic=\xff"))
		.output()
		.expect("run the front end");
	assert_eq!(output.status.code(), Some(2));
	assert!(text(&output.stderr).starts_with("solve: the argument "), "{}", text(&output.stderr));
	assert!(!text(&output.stderr).contains("panicked"));
}

/// The front end run by the shell with `redirect` applied to its standard output.
#[cfg(unix)]
fn run_redirected(arguments: &str, redirect: &str) -> Output {
	run_redirected_as(FRONT, arguments, redirect)
}

#[cfg(unix)]
fn run_redirected_as(program: &str, arguments: &str, redirect: &str) -> Output {
	let script = format!("echo '1 2 3 4 x 6 7 5 8' | \"$0\" {arguments} {redirect}");
	Command::new("sh").args(["-c", &script, program]).output().expect("run sh")
}

#[cfg(unix)]
#[test]
fn output_that_cannot_be_written_is_never_success() {
	let runs = [(SOLVER, "eight", ""), (FRONT, "solve", ""), (FRONT, "solve", "--help")];
	let runs = runs.into_iter().chain([(FRONT, "solve", "--version"), (FRONT, "solve", "--steps")]);
	for (program, name, arguments) in runs {
		// A full disk: exit 1, and a message.
		let output = run_redirected_as(program, arguments, "> /dev/full");
		let said = text(&output.stderr);
		assert_eq!(output.status.code(), Some(1), "{name} {arguments}: {said}");
		assert!(said.starts_with(&format!("{name}: cannot write the output: ")), "{said}");
		// A /dev/null opened for reading and writing is a place to discard output, as asked.
		let output = run_redirected_as(program, arguments, "1<>/dev/null");
		assert!(output.status.success() && output.stderr.is_empty(), "{name} {arguments}");
		// A reader that has gone: a normal end.
		let output = run_redirected_as(program, arguments, "| true");
		assert!(output.status.success() && output.stderr.is_empty(), "{name} {arguments}");
	}
	for arguments in ["", "--help", "--version", "--steps"] {
		// A closed standard output, which Rust's runtime would take for /dev/null: the front end
		// sees it closed before the runtime hides it.
		let output = run_redirected(arguments, "1>&-");
		let said = text(&output.stderr);
		assert_eq!(output.status.code(), Some(1), "{arguments}: {said}");
		assert_eq!(said, "solve: cannot write the output: standard output is closed\n");
	}
	// A closed standard input is no input: nothing to answer, and no success.
	let output = run_redirected("", "0<&-");
	assert_eq!(output.status.code(), Some(1));
	assert_eq!(text(&output.stderr), "solve: cannot read the input: standard input is closed\n");
	// The judge file takes its streams as Rust gives them: a closed one is /dev/null, to discard
	// output or to read nothing from, and neither is an error (nothing tells the two apart).
	for redirect in ["1>&-", "0<&-"] {
		let output = run_redirected_as(SOLVER, "", redirect);
		assert!(output.status.success() && output.stderr.is_empty(), "{redirect}");
	}
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
	let mut child = Command::new(FRONT)
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
	for (program, arguments) in [(SOLVER, &[][..]), (FRONT, &[][..]), (FRONT, &["--stats"])] {
		let mut child = Command::new(program)
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

/// What `strace` saw the judge file (with no `arguments`) or the front end (with some) do with
/// `input`, or `None` without strace.
fn traced(calls: &str, arguments: &[&str], input: &[u8]) -> Option<String> {
	let program = if arguments.is_empty() { SOLVER } else { FRONT };
	let mut traced = vec!["-f", "-e", calls, "-o", "/dev/stderr", program];
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
		("manhattan", [(6843, 10539), (6826, 10512), (313, 512)], [(4, 10), (7765, 12055)]),
		("conflict", [(3857, 6033), (3852, 6026), (238, 396)], [(4, 10), (3377, 5297)]),
		// The exact distance: only the path is expanded, its boards' other neighbours pushed.
		("exact", [(31, 55), (31, 61), (19, 37)], [(4, 10), (30, 57)]),
	];
	for (heuristic, on_acwing, on_luogu) in pinned {
		assert_eq!(effort(&["--heuristic", heuristic], acwing), on_acwing, "{heuristic}");
		let arguments = ["--heuristic", heuristic, "--problem", "luogu1379"];
		assert_eq!(effort(&arguments, luogu), on_luogu, "{heuristic} for Luogu");
	}
	// By default the judge file's search, the conflicts; an unsolvable board takes no search.
	assert_eq!(effort(&[], acwing), [(3857, 6033), (3852, 6026), (238, 396)]);
	assert_eq!(effort(&[], b"2 1 3 4 5 6 7 8 x"), [(0, 0)]);
}

#[test]
fn the_first_value_twice_is_the_one_named() {
	assert_rejected("1 1 2 2 3 4 5 6 x", "", "case 1 (line 1): '1' appears twice");
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
	let pane = match Pane::start("wait", 200, &format!("{FRONT}; echo Exit-$?; sleep 30")) {
		Some(pane) => pane,
		None => return skip("no tmux here: the terminal test did not run"),
	};
	let hint = "solve: reading boards from the terminal, nine cells each (1 to 8, and x or 0 the \
		blank); Ctrl-D ends the input (solve --help says more)";
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
	for (program, name) in [(SOLVER, "eight"), (FRONT, "solve")] {
		let zero = std::fs::File::open("/dev/zero").expect("/dev/zero");
		let output = Command::new(program).stdin(zero).output().expect("run it");
		assert_eq!(output.status.code(), Some(2));
		assert_eq!(
			String::from_utf8_lossy(&output.stderr),
			format!("{name}: case 1 (line 1): byte 0x00 is not a cell\n")
		);
		assert!(output.stdout.is_empty(), "{}", String::from_utf8_lossy(&output.stdout));
	}
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
	let readable = std::fs::metadata(FRONT).map_or(false, |meta| {
		use std::os::unix::fs::PermissionsExt;
		meta.permissions().mode() & 0o005 == 0o005
	});
	if root && !readable {
		return eprintln!("the solver is not for others to run here: threads not refused");
	}
	arguments.extend([FRONT, "--problem", "luogu1379", "--heuristic", "exact"]);
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

/// The words' head: `case N (line L)`, which the judge file and the kit's reader share (the kit,
/// which speaks to setters, says more after it: each value missing too).
fn head(said: &str) -> &str {
	said.split(": ").find(|part| part.starts_with("case ")).unwrap_or(said)
}

#[test]
fn a_bad_board_is_refused_by_the_solver_and_the_kit_at_the_same_case_and_line() {
	let mut random = Random::new(99);
	for round in 0..300 {
		let cells: Vec<u8> = (0..9).map(|_| random.below(9) as u8).collect();
		let input: String = cells.iter().map(|&cell| format!("{cell} ")).collect();
		let output = judge(input.as_bytes());
		match eight_kit::reference::parse_boards(input.as_bytes()) {
			Ok(_) => assert!(output.status.success(), "round {round}: {input}"),
			Err(why) => {
				assert_eq!(output.status.code(), Some(2), "round {round}: {input}");
				assert_eq!(head(&text(&output.stderr)), head(&why), "round {round}");
			}
		}
	}
}

#[cfg(unix)]
#[test]
fn a_lost_answer_is_said_even_when_bad_input_follows() {
	// The answer to case 1 cannot be written; case 2 is bad. The lost output is the failure.
	for (program, name, arguments) in [
		(SOLVER, "eight", ""),
		(FRONT, "solve", ""),
		(FRONT, "solve", "--stats"),
		(FRONT, "solve", "--steps"),
	] {
		let script = format!("printf '2 3 4 1 5 x 7 6 8\\n9' | \"$0\" {arguments} > /dev/full");
		let output = Command::new("sh").args(["-c", &script, program]).output().expect("run sh");
		let said = text(&output.stderr);
		assert_eq!(output.status.code(), Some(1), "{arguments}: {said}");
		assert!(
			said.contains(&format!("{name}: cannot write the output: ")),
			"{arguments}: {said}"
		);
	}
}

#[test]
fn a_byte_order_mark_is_skipped_at_the_very_start_and_nowhere_else() {
	// What editors on Windows write at the start of a file.
	let output = judge(b"\xef\xbb\xbf2 3 4 1 5 x 7 6 8\n");
	assert!(output.status.success(), "{}", text(&output.stderr));
	assert_eq!(text(&output.stdout), sample_answer());
	let output = run(&["--problem", "luogu1379"], b"\xef\xbb\xbf283104765\n");
	assert_eq!(text(&output.stdout), "4\n");
	let not_a_cell = "byte 0xef is not a cell";
	let first = sample_answer();
	for (input, before, case) in [
		(
			&b"2 3 4 1 5 x 7 6 8\n\xef\xbb\xbf1 2 3 4 5 6 7 8 x\n"[..],
			first.as_str(),
			"case 2 (line 2)",
		),
		(b" \xef\xbb\xbf1 2 3 4 5 6 7 8 x\n", "", "case 1 (line 1)"),
		(b"\xef\xbb1 2 3 4 5 6 7 8 x\n", "", "case 1 (line 1)"),
		(b"\xef", "", "case 1 (line 1)"),
		(b"\xef\xbb", "", "case 1 (line 1)"),
		(b"\xef\xbb\n1 2 3 4 5 6 7 8 x\n", "", "case 1 (line 1)"),
	] {
		for (program, name) in [(SOLVER, "eight"), (FRONT, "solve")] {
			let output = run_with_input(program, &[], input).expect("run it");
			assert_eq!(output.status.code(), Some(2), "{name}: {input:?}");
			assert_eq!(text(&output.stdout), before, "{name}: {input:?}");
			let said = format!("{name}: {case}: {not_a_cell}\n");
			assert_eq!(text(&output.stderr), said, "{name}: {input:?}");
		}
	}
	// However the mark's three bytes arrive, in one read or several, it is skipped; and part of
	// one, then the rest of the input later, is refused alike.
	for (program, name) in [(SOLVER, "eight"), (FRONT, "solve")] {
		for (pieces, answer, said) in [
			(&[&b"\xef"[..], b"\xbb\xbf2 3 4 1 5 x 7 6 8\n"][..], first.as_str(), String::new()),
			(&[b"\xef\xbb", b"\xbf2 3 4 1 5 x 7 6 8\n"], first.as_str(), String::new()),
			(&[b"\xef", b"\xbb", b"\xbf2 3 4 1 5 x 7 6 8\n"], first.as_str(), String::new()),
			(
				&[b"\xef\xbb", b"2 3 4 1 5 x 7 6 8\n"],
				"",
				format!("{name}: case 1 (line 1): {not_a_cell}\n"),
			),
		] {
			let mut child = spawn(program);
			let mut stdin = child.stdin.take().expect("piped stdin");
			for piece in pieces {
				stdin.write_all(piece).expect("a piece");
				stdin.flush().expect("flush");
				std::thread::sleep(Duration::from_millis(100));
			}
			drop(stdin);
			let output = child.wait_with_output().expect("it ends");
			assert_eq!(text(&output.stdout), answer, "{name}: {pieces:?}");
			assert_eq!(text(&output.stderr), said, "{name}: {pieces:?}");
		}
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
fn the_judge_file_and_the_kits_reader_refuse_every_fault_at_the_same_case_and_line() {
	// The front end reads a case as the judge file does (assert_rejected above holds the two
	// together), the kit (the checker's reading of a test) its own way: different code on
	// purpose, the same case and line named on purpose, for every problem and every kind of
	// fault. (The page's module reads its board with the front end's reader too:
	// web/src/tests.rs holds it to the front end's words.)
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
			let output = run_with_input(FRONT, &["--problem", problem.name], fault).expect("run");
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
			// Under `--stats`, which counts each case, it ends alike: the same answers, then the
			// same words, the same status.
			let args = ["--problem", problem.name, "--stats"];
			let counted = run_with_input(FRONT, &args, fault).expect("run");
			assert_eq!(counted.stdout, output.stdout, "{}: {shown:?}", problem.name);
			assert_eq!(counted.status.code(), output.status.code(), "{}: {shown:?}", problem.name);
			let last = text(&counted.stderr).lines().last().map(str::to_string);
			assert_eq!(last.as_deref(), said.lines().last(), "{}: {shown:?}", problem.name);
			match kit {
				Some(kit) if problem.many_cases || kit.starts_with("case 1 ") => {
					assert_eq!(head(&said), head(&kit), "{}: {shown:?}", problem.name);
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
	// cargo-mutants names a file by its path from the package's root: a command that names the
	// judge file another way finds no mutant, and a check that tests nothing must not read as one
	// (docs/tests.md).
	let named = "src/main.rs";
	let docs = std::fs::read_to_string("docs/tests.md").expect("docs/tests.md");
	let command = docs.lines().find(|line| line.starts_with("cargo mutants ")).expect("a command");
	assert!(command.contains(&format!("--file {named}")), "docs/tests.md runs: {command}");
	// Where cargo-mutants is installed, the command lists the file's mutants: scores of them.
	// (It is no tool of the suite's, so CI, which does not install it, passes over this part.)
	let listed = match Command::new("cargo").args(["mutants", "--list", "--file", named]).output() {
		Ok(output) if output.status.success() => text(&output.stdout),
		_ => return eprintln!("no cargo-mutants here: its listing was not tried"),
	};
	let mutants = listed.lines().filter(|line| line.starts_with(&format!("{named}:"))).count();
	assert!(mutants > 50, "cargo mutants lists {mutants} mutants of the judge file:\n{listed}");
}

#[test]
fn the_front_end_answers_as_the_judge_file_and_buys_the_table_only_under_auto() {
	// 300 random boards expand more than the price under the conflicts, so `auto` buys the table
	// on the way, and some later board has several shortest answers, which the table and the
	// conflicts break differently: the front end's default answers as the judge file, which never
	// buys it.
	let input = random_boards(&mut Random::new(300), support::problem("acwing179"), 300);
	let plain = run(&[], &input);
	assert!(plain.status.success());
	assert_eq!(text(&plain.stdout), text(&judge(&input).stdout), "the default is the judge file's");
	let planned = run(&["--heuristic", "auto"], &input);
	assert_ne!(text(&plain.stdout), text(&planned.stdout), "the input tells buying from renting");
	let stats = text(&run(&["--stats", "--heuristic", "auto"], &input).stderr);
	assert!(stats.contains("the table bought first"), "{stats}");
	let stats = text(&run(&["--stats"], &input).stderr);
	assert!(!stats.contains("the table bought first") && !stats.contains(", exact"), "{stats}");
}
