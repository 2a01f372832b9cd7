//! benches/floor.rs, which benches/floor.sh runs under callgrind, built here as a module (Cargo
//! runs no bench's code in `cargo test`): what it refuses, a bad word, a bad board or a stream it
//! cannot use, it says in words with a status, and never panics.

#[path = "../benches/floor.rs"]
#[allow(dead_code)]
mod floor;

use std::io::{self, Write};

/// A stream that takes nothing, as `/dev/full` does.
struct Full;

impl Write for Full {
	fn write(&mut self, _bytes: &[u8]) -> io::Result<usize> {
		Err(io::Error::new(io::ErrorKind::Other, "no space left"))
	}

	fn flush(&mut self) -> io::Result<()> {
		Ok(())
	}
}

/// The bench on `words` and `input`, its streams open: the status, and what it wrote on each.
fn run(words: &[&str], input: &str) -> (u8, String, String) {
	let (mut output, mut errors) = (Vec::new(), Vec::new());
	let status = floor::run(words, [false; 3], input.as_bytes(), &mut output, &mut errors);
	(status, String::from_utf8(output).expect("text"), String::from_utf8(errors).expect("text"))
}

#[test]
fn a_board_it_can_search_is_answered() {
	let (status, output, errors) = run(&["conflict"], "1 2 3 4 5 6 7 x 8\n1 2 3 4 5 6 7 8 X\n");
	assert_eq!(
		(status, output.as_str(), errors.as_str()),
		(0, "1 moves, 1 expanded, 4 pushed\n0 moves, 0 expanded, 1 pushed\n", "")
	);
}

#[test]
fn a_line_that_is_no_board_is_refused_in_words_without_a_panic() {
	// A cell out of range or twice would reach the distances' table as an index it does not
	// hold, or as another board's; a word that is no cell must not be passed over, leaving
	// nine that are.
	let said = "not a board (nine cells, 1 to 8 and x or 0 for the blank, each once)";
	for line in [
		"1 2 3 4 5 6 7 8 9",
		"1 2 3 4 5 6 7 8 200",
		"1 2 3 4 5 6 7 8 8",
		"1 2 3 a 4 5 6 7 8 x",
		"1 2 3 4 5 6 7 8 x 1",
		"1 2 3 4 5 6 7 8",
		"12 3 4 5 6 7 8 x",
		"",
	] {
		let (status, output, errors) = run(&["conflict"], &format!("1 2 3 4 5 6 7 8 x\n{line}\n"));
		assert_eq!(
			(status, output.as_str(), errors),
			(2, "0 moves, 0 expanded, 1 pushed\n", format!("floor: line 2: {said}: {line}\n")),
			"{line}"
		);
	}
	let (status, output, errors) = run(&["free"], "2 1 3 4 5 6 7 8 x\n");
	assert_eq!(
		(status, output.as_str(), errors.as_str()),
		(2, "", "floor: line 1: the board cannot reach the goal: 2 1 3 4 5 6 7 8 x\n")
	);
}

#[test]
fn words_it_cannot_take_are_refused_with_its_usage() {
	let usage = "usage: floor conflict|free|walking|near=R [acwing|luogu] [--every] <boards\n";
	for words in [
		&[][..],
		&["near=abc"],
		&["near=-1"],
		&["near="],
		&["far"],
		&["conflict", "extra"],
		&["luogu", "conflict"],
		&["conflict", "--every", "luogu"],
	] {
		let (status, output, errors) = run(words, "1 2 3 4 5 6 7 8 x\n");
		assert_eq!((status, output.as_str(), errors.as_str()), (2, "", usage), "{words:?}");
	}
}

#[test]
fn a_stream_it_cannot_use_is_a_failure_never_a_panic() {
	// Standard output or input closed at the start (the runtime's /dev/null then): no figures, or
	// no boards, would pass for a success.
	let board = "1 2 3 4 5 6 7 x 8\n".as_bytes();
	for (closed, words, said) in [
		([false, true, false], &["conflict"][..], "floor: standard output is closed\n"),
		([false, true, false], &["walking", "--every"], "floor: standard output is closed\n"),
		([true, false, false], &["conflict"], "floor: standard input is closed\n"),
	] {
		let (mut output, mut errors) = (Vec::new(), Vec::new());
		let status = floor::run(words, closed, board, &mut output, &mut errors);
		assert_eq!((status, output, String::from_utf8_lossy(&errors)), (1, vec![], said.into()));
	}
	// A full output is said; a full standard error loses the words, not the status.
	let mut errors = Vec::new();
	assert_eq!(floor::run(&["conflict"], [false; 3], board, Full, &mut errors), 1);
	assert_eq!(
		String::from_utf8_lossy(&errors),
		"floor: cannot write the figures: no space left\n"
	);
	for (words, input, status) in [
		(&["far"][..], "", 2),
		(&["conflict"], "1 2 3 4 5 6 7 8 8\n", 2),
		(&["near=3"], "1 2 3 4 5 6 7 x 8\n", 1),
	] {
		let mut output = Vec::new();
		let run = floor::run(words, [false; 3], input.as_bytes(), &mut output, Full);
		assert_eq!(run, status, "{words:?}");
	}
}

#[test]
fn input_with_no_end_of_line_is_refused_at_a_bound_rather_than_held_whole() {
	// `floor conflict </dev/zero` once grew until the system stopped it; bytes that are no text
	// are no board either.
	let zeros = std::io::Read::take(std::io::repeat(0), 1 << 30);
	let (mut output, mut errors) = (Vec::new(), Vec::new());
	let status =
		floor::run(&["conflict"], [false; 3], io::BufReader::new(zeros), &mut output, &mut errors);
	assert_eq!(
		(status, output, String::from_utf8_lossy(&errors)),
		(2, vec![], "floor: line 1: longer than 1000 bytes, which no board is\n".into())
	);
	let line = format!("{}\n", "1 ".repeat(500));
	assert_eq!(run(&["conflict"], &line).0, 2);
	let (status, _, errors) = run(&["conflict"], "1 2 3 4 5 6 7 8 \u{FF}\n");
	assert_eq!((status, errors.contains("line 1: not a board")), (2, true), "{errors}");
}
