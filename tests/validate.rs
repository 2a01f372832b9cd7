//! The input validator against the format's definition: a test is valid exactly when it is the
//! canonical writing of its boards (`Problem::format_board`, a newline after each; for POJ's and
//! HDU's, whose sample has two, with any run of spaces read as one), as many
//! boards as the judge takes, each a board, reaching the goal where the judge promises it; a
//! byte-order mark before it is passed over. Thousands of inputs, each a valid test with one
//! byte changed, put in or taken out, must get the same word from `validate` and from that
//! definition (in this process, and every tenth through the program, whose words must be its
//! reading's); and each protocol its exit statuses.

mod support;

use eight_kit::reference::{
	parse_boards, validate_against, Distances, Invalid, Layout, Problem, Random, BYTE_ORDER_MARK,
	CATALOGUE,
};
use std::time::Duration;
use support::run_within;

const VALIDATE: &str = env!("CARGO_BIN_EXE_validate");

/// What `validate` says of `input`: its exit status and its message.
fn validate(arguments: &[&str], input: &[u8]) -> (Option<i32>, String) {
	let output = run_within(VALIDATE, arguments, input, Duration::from_secs(20)).expect("run");
	let output = output.expect("an end within 20 s");
	(output.status.code(), String::from_utf8_lossy(&output.stderr).trim_end().to_string())
}

/// The format's definition, by another road than the validator's.
fn valid_by_definition(problem: &Problem, input: &[u8], distances: &Distances) -> bool {
	// A byte-order mark is no part of any format: testlib's validators refuse it.
	if input.starts_with(BYTE_ORDER_MARK) {
		return false;
	}
	let boards = match parse_boards(input) {
		Ok(boards) => boards,
		Err(_) => return false,
	};
	let canonical: String = boards.iter().map(|board| problem.format_board(board) + "\n").collect();
	let mut input = input.to_vec();
	if problem.layout == Layout::LooseLine {
		input.dedup_by(|next, previous| *next == b' ' && *previous == b' ');
	}
	let count_ok = if problem.many_cases { !boards.is_empty() } else { boards.len() == 1 };
	let promised = problem.promises_solvable;
	let reaches = boards.iter().all(|board| distances.of(board).is_some());
	canonical.as_bytes() == &input[..] && count_ok && (reaches || !promised)
}

#[test]
fn validate_and_the_formats_definition_agree_on_thousands_of_changed_tests() {
	let alphabet = b"0123456789xX \n\r\t-a";
	let mut random = Random::new(845);
	for problem in CATALOGUE.iter() {
		let distances = Distances::compute(&problem.goal);
		let (mut valid, mut invalid) = (0, 0);
		for round in 0..300 {
			// A valid test: boards that reach the goal (one, or a few for HDU).
			let count = if problem.many_cases { 1 + random.below(3) } else { 1 };
			let mut test = Vec::new();
			for _ in 0..count {
				let board = loop {
					let board = random.board();
					if distances.of(&board).is_some() {
						break board;
					}
				};
				test.extend_from_slice((problem.format_board(&board) + "\n").as_bytes());
			}
			if round == 0 {
				let (status, said) = validate(&["--problem", problem.name], &test);
				assert_eq!(status, Some(0), "{}: {said}", problem.name);
			}
			// One byte changed, put in, or taken out, or a mark put before it.
			let at = random.below(test.len() as u64 + 1) as usize;
			let byte = alphabet[random.below(alphabet.len() as u64) as usize];
			match random.below(4) {
				0 if at < test.len() => test[at] = byte,
				1 if at < test.len() => {
					test.remove(at);
				}
				3 => test.splice(0..0, BYTE_ORDER_MARK.iter().copied()).for_each(drop),
				_ => test.insert(at, byte),
			}
			let expected = valid_by_definition(problem, &test, &distances);
			let shown = String::from_utf8_lossy(&test).into_owned();
			// The validator's reading, in this process with the distances at hand; and every
			// tenth test the program itself, which reads the same way.
			let read = validate_against(&mut &test[..], problem, &distances);
			assert_eq!(read.is_ok(), expected, "{}: {shown:?}: {read:?}", problem.name);
			if round % 10 == 0 {
				let (status, said) = validate(&["--problem", problem.name], &test);
				assert_eq!(status == Some(0), expected, "{}: {shown:?}: {said}", problem.name);
				if let Err(Invalid::Fault(fault)) = &read {
					assert_eq!(status, Some(3), "{}: {shown:?}", problem.name);
					assert_eq!(said, format!("FAIL {fault}"), "{}", problem.name);
				}
			}
			if expected {
				valid += 1;
			} else {
				assert!(
					matches!(&read, Err(Invalid::Fault(fault)) if fault.starts_with("line ")),
					"{}: {read:?}",
					problem.name
				);
				invalid += 1;
			}
		}
		// Both kinds came up: the changes are not all harmless, nor all fatal.
		assert!(valid > 0 && invalid > 0, "{}: {valid} valid, {invalid} not", problem.name);
	}
}

#[test]
fn the_first_fault_is_named_by_line_and_column() {
	for (problem, input, said) in [
		(
			"acwing179",
			&b"1 2 3 4 5 6 7 8 x"[..],
			"line 1, column 18: expected a newline, found the end of the input",
		),
		(
			"acwing179",
			b"1 2 3 4 5 6 7 8  x\n",
			"line 1, column 17: expected a cell (1 to 8, or x), found a space",
		),
		(
			"acwing179",
			b"1,2 3 4 5 6 7 8 x\n",
			"line 1, column 2: expected a single space, found ','",
		),
		(
			"acwing179",
			b"1 2 3 4 5 6 7 8 X\n",
			"line 1, column 17: expected a cell (1 to 8, or x), found 'X'",
		),
		(
			"acwing179",
			b"\xef\xbb\xbf1 2 3 4 5 6 7 8 x\n",
			"line 1, column 1: a UTF-8 byte-order mark, which no test may begin with (save the file without it)",
		),
		(
			"acwing179",
			b"1 2 3 4 5 6 7 8 x\r\n",
			"line 1, column 18: expected a newline, found a carriage return",
		),
		(
			"acwing179",
			b"1 2 3 4 5 6 7 8 x\n1 2 3 4 5 6 7 8 x\n",
			"line 2, column 1: expected the end of the input, found '1'",
		),
		(
			"acwing179",
			b"1 2 3 4 5 6 7 8 8\n",
			"line 1: tile 8 appears twice, and the blank is missing",
		),
		(
			"hdu1043",
			b"1 2 3 4 5 6 7 8 x\n\n",
			"line 2, column 1: expected a cell (1 to 8, or x), found the end of the line",
		),
		(
			"luogu1379",
			b"123456780\n",
			"line 1: the board cannot reach the goal, and luogu1379 promises one that can",
		),
		(
			"luogu1379",
			b"1238x4765\n",
			"line 1, column 5: expected a cell (1 to 8, or 0), found 'x'",
		),
		(
			"aoj_alds1_13_b",
			b"1 2 3\n4 5 6\n7 8\n",
			"line 3, column 4: expected a single space, found the end of the line",
		),
		(
			"poj1077",
			b"2  3  4  1  5  x  7  6  8 \n",
			"line 1, column 26: expected a newline, found a space",
		),
		(
			"hdu1043",
			b"2 3 4 1 5 x 7 6 8\n 1 2 3 4 5 6 7 8 x\n",
			"line 2, column 1: expected a cell (1 to 8, or x), found a space",
		),
		("hdu1043", b"2 3 4 1 5 x 7 6\t8\n", "line 1, column 16: expected a space, found a tab"),
		(
			"acwing179",
			b"",
			"line 1, column 1: expected a cell (1 to 8, or x), found the end of the input",
		),
	] {
		assert_eq!(
			validate(&["--problem", problem], input),
			(Some(3), format!("FAIL {said}")),
			"{problem}"
		);
	}
	// POJ's sample as POJ writes it, two spaces between cells, and HDU's.
	let sample = b"2  3  4  1  5  x  7  6  8\n";
	assert_eq!(validate(&["--problem", "poj1077"], sample).0, Some(0));
	assert_eq!(validate(&["--problem", "hdu1043"], &sample.repeat(2)).0, Some(0));
	// Baekjoon promises nothing: a board of the other parity is a test.
	assert_eq!(validate(&["--problem", "baekjoon1525"], b"1 2 3\n4 5 6\n8 7 0\n").0, Some(0));
}

#[test]
fn each_protocol_has_its_exit_statuses() {
	let (good, bad) = (&b"2 3 4 1 5 x 7 6 8\n"[..], &b"2 3 4 1 5 x 7 6 8"[..]);
	assert_eq!(validate(&[], good).0, Some(0));
	assert_eq!(validate(&[], bad).0, Some(3));
	// testlib's test set and group, taken and passed over.
	assert_eq!(validate(&["--testset", "tests", "--group", "1"], good).0, Some(0));
	for protocol in ["kattis", "domjudge"] {
		assert_eq!(validate(&["--protocol", protocol], good).0, Some(42));
		let (status, said) = validate(&["--protocol", protocol], bad);
		assert_eq!(
			(status, said.as_str()),
			(Some(43), "line 1, column 18: expected a newline, found the end of the input")
		);
	}
	let (status, said) = validate(&["--protocol", "cms"], good);
	assert_eq!(status, Some(2), "{said}");
	// Everything gen writes for a problem by default, with --solvable and with --depth, is a
	// valid test (one board, or ten for HDU); and so is --unsolvable and --mixed where the
	// judge may give such a board.
	let gen = env!("CARGO_BIN_EXE_gen");
	let mut random = Random::new(7);
	for problem in CATALOGUE.iter() {
		let mut kinds =
			vec![vec![], vec!["--solvable"], vec!["--depth", "0"], vec!["--depth", "30"]];
		if !problem.promises_solvable {
			kinds.extend([vec!["--unsolvable"], vec!["--mixed"]]);
		}
		for kind in kinds {
			let seed = random.below(1_000_000).to_string();
			let mut arguments = vec!["--problem", problem.name, "--seed", &seed];
			arguments.extend(&kind);
			let test = run_within(gen, &arguments, b"", Duration::from_secs(20)).expect("gen");
			let test = test.expect("gen ends").stdout;
			let boards = parse_boards(&test).expect("boards").len();
			assert_eq!(boards, if problem.many_cases { 10 } else { 1 }, "{arguments:?}");
			let (status, said) = validate(&["--problem", problem.name], &test);
			assert_eq!(status, Some(0), "gen {arguments:?}: {said}");
		}
	}
}

#[test]
fn testlibs_validator_options_write_its_overview_and_markup_for_a_valid_test() {
	let scratch = support::Scratch::new("validator-options");
	let (overview, markup) = (scratch.path().join("overview"), scratch.path().join("markup"));
	let names = [overview.to_string_lossy().into_owned(), markup.to_string_lossy().into_owned()];
	let arguments = [
		"--testOverviewLogFileName",
		&names[0],
		"--testMarkupFileName",
		&names[1],
		"--testCase",
		"1",
		"--testCaseFileName",
		"case",
	];
	let good = b"2 3 4 1 5 x 7 6 8\n";
	assert_eq!(validate(&arguments, good), (Some(0), String::new()));
	// The overview of a validator with no bounds or features is empty; the markup is testlib's
	// header and the input as it was read. No case is marked.
	assert_eq!(std::fs::read(&overview).expect("the overview"), b"");
	assert_eq!(std::fs::read(&markup).expect("the markup"), [&b"MU\xf3\x01"[..], good].concat());
	assert!(!scratch.path().join("case").exists());
	// Nothing for an invalid test, as testlib writes them only when the validator passes.
	std::fs::remove_file(&overview).expect("removed");
	std::fs::remove_file(&markup).expect("removed");
	assert_eq!(validate(&arguments, b"2 3 4 1 5 x 7 6 8").0, Some(3));
	assert!(!overview.exists() && !markup.exists());
	// A file that cannot be written fails the validator, as it does testlib's.
	let missing = scratch.path().join("missing/markup").to_string_lossy().into_owned();
	let (status, said) = validate(&["--testMarkupFileName", &missing], good);
	assert_eq!(status, Some(3));
	assert!(
		said.starts_with(&format!("FAIL cannot write the test markup to {missing}: ")),
		"{said}"
	);
}

#[test]
fn at_a_terminal_one_ctrl_d_ends_the_input_of_the_validator_and_the_checker() {
	// A terminal's end of input is one read of nothing, not a lasting state: a reader that asked
	// again would wait for another Ctrl-D. Needs tmux for a real terminal.
	let scratch = support::Scratch::new("terminal-end");
	let input = scratch.file("1.in", "2 3 4 1 5 x 7 6 8\n");
	let answer = scratch.file("1.ans", "ullddrurdllurdruldr\n");
	let feedback = scratch.0.join("feedback");
	std::fs::create_dir(&feedback).expect("a feedback folder");
	let check = env!("CARGO_BIN_EXE_check");
	let feedback = feedback.display();
	for (name, command, typed, status) in [
		("validate", VALIDATE.to_string(), "2 3 4 1 5 x 7 6 8", "Exit-0"),
		(
			"check",
			format!("{check} --protocol kattis {input} {answer} {feedback}"),
			"ullddrurdllurdruldr",
			"Exit-42",
		),
	] {
		let script = format!("{command}; echo Exit-$?; sleep 30");
		let pane = match support::Pane::start(name, 200, &script) {
			Some(pane) => pane,
			None => return support::skip("no tmux here: the terminal test did not run"),
		};
		pane.keys(&[typed, "Enter"]);
		pane.screen(typed);
		pane.keys(&["C-d"]);
		let after = pane.screen("Exit-");
		assert!(after.contains(status), "{name}: {after}");
	}
}

#[test]
fn a_byte_order_mark_cut_across_reads_is_refused_in_the_same_words() {
	// The same bytes written at once, then in writes with pauses between (each a read of its
	// own): the same status and words, a whole mark named as one, a mark cut short as its byte.
	let scratch = support::Scratch::new("mark-split");
	let board = &b"1 2 3 4 5 6 7 8 x\n"[..];
	for pieces in [
		vec![&b"\xef"[..], b"\xbb\xbf", board],
		vec![b"\xef\xbb", b"\xbf", board],
		vec![b"\xef", b"\xbb", board],
		vec![b"\xef", board],
	] {
		let run = |pieces: &[&[u8]]| {
			let output = support::run_in_pieces(VALIDATE, &[], scratch.path(), pieces)
				.expect("run the validator")
				.expect("an end within a minute");
			(output.status.code(), String::from_utf8_lossy(&output.stderr).into_owned())
		};
		let whole = run(&[&pieces.concat()]);
		assert_eq!(whole.0, Some(3), "{pieces:?} at once: {whole:?}");
		assert_eq!(run(&pieces), whole, "{pieces:?} in pieces");
	}
}
