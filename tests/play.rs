//! The game, driven as a player would: by piped keys, and in a real terminal under tmux.

use eight_kit::child::run_within;
use std::process::Command;
use std::time::Duration;

const PLAY: &str = env!("CARGO_BIN_EXE_play");

/// The screens `play` prints for `keys`, one after another, and its exit status.
fn play(arguments: &[&str], keys: &[u8]) -> (Vec<String>, Option<i32>) {
	let output = run_within(PLAY, arguments, keys, Duration::from_secs(60)).expect("run play");
	let output = output.expect("play ends within a minute");
	let text = String::from_utf8_lossy(&output.stdout).replace('\r', "");
	let screens =
		text.split("\n\n").filter(|screen| !screen.trim().is_empty()).map(str::to_string).collect();
	(screens, output.status.code())
}

/// The board on a screen, row by row, `.` for the gap.
fn board(screen: &str) -> String {
	let rows = screen.lines().filter(|line| line.starts_with('|'));
	let rows = rows.map(|row| {
		let cells = row.trim_matches('|').split('|').map(str::trim);
		cells.map(|cell| if cell.is_empty() { "." } else { cell }).collect::<Vec<_>>().join(" ")
	});
	rows.collect::<Vec<_>>().join(" / ")
}

/// The number after `label` on a screen's first line.
fn number(screen: &str, label: &str) -> Option<usize> {
	let first = screen.lines().next()?;
	let after = first.split(label).nth(1)?;
	after.split_whitespace().next()?.parse().ok()
}

const START: &str = "1 2 3 4 x 6 7 5 8";

#[test]
fn every_key_does_what_the_help_line_says() {
	// w: the tile below the gap goes up; then a: the tile right of the gap goes left (solved).
	let (screens, status) = play(&[START], b"wa");
	assert_eq!(status, Some(0));
	assert_eq!(board(&screens[0]), "1 2 3 / 4 . 6 / 7 5 8");
	assert_eq!(board(&screens[1]), "1 2 3 / 4 5 6 / 7 . 8");
	assert_eq!(board(&screens[2]), "1 2 3 / 4 5 6 / 7 8 .");
	assert!(screens[2].contains("Solved in 2 moves; the fewest possible was 2."), "{}", screens[2]);
	// The arrows: up, down, left, right, as escape sequences; s and d likewise.
	let (screens, _) = play(&[START], b"\x1b[A\x1b[B\x1b[C\x1b[Dsdd");
	let boards: Vec<String> = screens.iter().map(|screen| board(screen)).collect();
	assert_eq!(
		boards,
		[
			"1 2 3 / 4 . 6 / 7 5 8",
			"1 2 3 / 4 5 6 / 7 . 8",
			"1 2 3 / 4 . 6 / 7 5 8",
			"1 2 3 / . 4 6 / 7 5 8",
			"1 2 3 / 4 . 6 / 7 5 8",
			"1 . 3 / 4 2 6 / 7 5 8",
			". 1 3 / 4 2 6 / 7 5 8",
			". 1 3 / 4 2 6 / 7 5 8",
		]
	);
	assert!(screens[7].contains("No tile can slide right"), "{}", screens[7]);
	// u undoes every move, back to the start; once more says there is nothing to undo.
	let (screens, _) = play(&[START], b"wsaduuuuu");
	let last = screens.last().expect("a screen");
	assert_eq!(board(last), "1 2 3 / 4 . 6 / 7 5 8");
	assert_eq!(number(last, "moves"), Some(0));
	assert!(last.contains("Nothing to undo."), "{last}");
	// n draws a new board; q ends the game, and so does the end of the input.
	let (screens, status) = play(&["--seed", "4"], b"nq");
	assert_eq!((screens.len(), status), (2, Some(0)));
	assert_ne!(board(&screens[0]), board(&screens[1]));
}

#[test]
fn a_hint_then_its_move_is_one_step_nearer() {
	for seed in ["1", "2", "3"] {
		let (screens, _) = play(&["--seed", seed], b"h");
		let hint = screens.last().expect("a screen");
		let fewest = number(hint, "fewest still needed").expect("a count");
		let way = hint.lines().find_map(|line| line.strip_prefix("Hint: the ")).expect("a hint");
		let key = match way.split(" slides ").nth(1).expect("a way") {
			"up." => b'w',
			"down." => b's',
			"left." => b'a',
			_ => b'd',
		};
		let (screens, _) = play(&["--seed", seed], &[b'h', key]);
		let after = screens.last().expect("a screen");
		assert_eq!(number(after, "fewest still needed"), Some(fewest - 1), "{after}");
		assert_eq!(number(after, "moves"), Some(1));
	}
}

#[test]
fn playing_the_rest_takes_exactly_the_fewest_moves() {
	for depth in ["0", "1", "17", "31"] {
		let (screens, status) = play(&["--depth", depth], b"p");
		assert_eq!(status, Some(0));
		let last = screens.last().expect("a screen");
		assert_eq!(board(last), "1 2 3 / 4 5 6 / 7 8 .", "{last}");
		if depth != "0" {
			let solved = format!("Solved in {depth} moves; the fewest possible was {depth}.");
			assert!(last.contains(&solved), "{last}");
			assert_eq!(
				screens.len(),
				1 + depth.parse::<usize>().expect("a depth"),
				"a screen per board"
			);
		}
	}
}

#[test]
fn boards_and_arguments_that_cannot_be_played_are_refused() {
	for arguments in [&["2 1 3 4 5 6 7 8 x"][..], &["--depth", "32"], &["1 2 3"], &["--bogus"]] {
		let (screens, status) = play(arguments, b"");
		assert_eq!((screens.len(), status), (0, Some(2)), "{arguments:?}");
	}
}

/// Runs `command` in tmux's shell, for the tests that need a real terminal.
fn tmux(arguments: &[&str]) -> String {
	let output = Command::new("tmux").args(arguments).output().expect("run tmux");
	String::from_utf8_lossy(&output.stdout).into_owned()
}

/// The pane's screen once it shows `wanted`, or what it shows after ten seconds.
fn wait_for(session: &str, wanted: &str) -> String {
	let mut screen = String::new();
	for _ in 0..200 {
		screen = tmux(&["capture-pane", "-p", "-t", session]);
		if screen.contains(wanted) {
			break;
		}
		std::thread::sleep(Duration::from_millis(50));
	}
	screen
}

#[test]
fn in_a_real_terminal_keys_slide_tiles_and_the_terminal_is_put_back() {
	if Command::new("tmux").arg("-V").output().is_err() {
		return eprintln!("no tmux here: the terminal test did not run");
	}
	let session = format!("eight-play-{}", std::process::id());
	let folder = std::env::temp_dir().join(&session);
	std::fs::create_dir_all(&folder).expect("a scratch folder");
	let settings = |name: &str| folder.join(name).to_string_lossy().into_owned();
	// A script in an 80x24 terminal, run by the pane itself (keys typed to a shell could come
	// before its prompt): note the terminal's settings, play, and note them again. Two games; the
	// second ends with Ctrl-C, which raw mode hands to the game as a key. After each, the script
	// notes the terminal's settings in a file.
	let script = format!(
		"stty -g > {before}; {PLAY} --seed 5 '{START}'; stty -g > {after}; {PLAY} --seed 6; stty -g > {last}; sleep 30",
		before = settings("before"),
		after = settings("after"),
		last = settings("after-interrupt")
	);
	// Whether the file `name` is written within ten seconds.
	let written = |name: &str| {
		for _ in 0..200 {
			if folder.join(name).exists() {
				return true;
			}
			std::thread::sleep(Duration::from_millis(50));
		}
		false
	};
	tmux(&["new-session", "-d", "-s", &session, "-x", "80", "-y", "24", &script]);
	let first = wait_for(&session, "fewest still needed 2");
	tmux(&["send-keys", "-t", &session, "Up"]);
	let moved = wait_for(&session, "moves 1");
	tmux(&["send-keys", "-t", &session, "q"]);
	let quit = written("after");
	let second = wait_for(&session, "moves 0");
	tmux(&["send-keys", "-t", &session, "C-c"]);
	let interrupted = written("after-interrupt");
	tmux(&["kill-session", "-t", &session]);
	let read = |name: &str| std::fs::read_to_string(folder.join(name)).ok();
	let (before, after, after_interrupt) = (read("before"), read("after"), read("after-interrupt"));
	let _ = std::fs::remove_dir_all(&folder);
	assert!(first.contains("|   |") && first.contains("h hint"), "{first}");
	assert!(moved.contains("moves 1   fewest still needed 1"), "{moved}");
	// The key was read at once, not echoed, and the board was drawn in place: one board on screen.
	assert_eq!(moved.matches("+---+---+---+").count(), 4, "{moved}");
	assert!(quit && second.contains("moves 0"), "q ends the game: {second}");
	assert!(interrupted, "Ctrl-C ends the game");
	assert!(before.is_some());
	assert_eq!(before, after, "the terminal is put back after q");
	assert_eq!(before, after_interrupt, "and after Ctrl-C");
}
