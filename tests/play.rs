//! The game, driven as a player would: by piped keys, and in a real terminal under tmux.

mod support;

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};
use support::run_within;
use support::{skip, Scratch};

const PLAY: &str = env!("CARGO_BIN_EXE_play");

/// The screens `play` prints for `keys`, one after another, and its exit status.
fn play(arguments: &[&str], keys: &[u8]) -> (Vec<String>, Option<i32>) {
	play_at(PLAY, arguments, keys)
}

/// As [`play`], with the game at `program`.
fn play_at(program: &str, arguments: &[&str], keys: &[u8]) -> (Vec<String>, Option<i32>) {
	let output = run_within(program, arguments, keys, Duration::from_secs(60)).expect("run play");
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

/// The number after `label` on a screen.
fn number(screen: &str, label: &str) -> Option<u64> {
	let after = screen.split(label).nth(1)?;
	after.split_whitespace().next()?.trim_end_matches(',').parse().ok()
}

/// What the screen says happened: moves made, undone, and played by the solver.
fn counts(screen: &str) -> (Option<u64>, Option<u64>, Option<u64>) {
	(number(screen, "made "), number(screen, "undone "), number(screen, "by the solver "))
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
	assert!(screens[2].contains("Solved in 2 moves and 0:0"), "{}", screens[2]);
	assert!(screens[2].contains("; the fewest possible was 2."), "{}", screens[2]);
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
	assert_eq!(counts(last), (Some(4), Some(4), Some(0)));
	assert!(last.contains("Nothing to undo."), "{last}");
	// n draws a new board; q ends the game, and so does the end of the input.
	let (screens, status) = play(&["--seed", "4"], b"nq");
	assert_eq!((screens.len(), status), (2, Some(0)));
	assert_ne!(board(&screens[0]), board(&screens[1]));
}

#[test]
fn escape_sequences_are_read_whole_and_unknown_keys_are_answered() {
	// A mouse report is no key: nothing answers it.
	for (keys, what) in [
		(&b"\x1b[M #!\x1b[Mwas"[..], "old-style mouse reports, whose bytes look like keys"),
		(b"\x1b[<0;12;5M\x1b[<0;12;5m", "a mouse click, SGR's kind"),
	] {
		let (screens, status) = play(&[START], keys);
		assert_eq!((screens.len(), status), (1, Some(0)), "{what} does nothing: {screens:?}");
	}
	// An arrow with Ctrl or Shift held is the arrow.
	let (screens, _) = play(&[START], b"\x1b[1;5A");
	assert_eq!(board(&screens[1]), "1 2 3 / 4 5 6 / 7 . 8", "Ctrl-Up");
	let (screens, _) = play(&[START], b"\x1b[1;2D");
	assert_eq!(board(&screens[1]), "1 2 3 / 4 6 . / 7 5 8", "Shift-Left");
	// Any other key that comes as a sequence (a function key, Escape, Alt with a key) is
	// answered as an unknown key is, once for each.
	for (keys, what, count) in [
		(&b"\x1b[5~\x1b[15~"[..], "Page Up, F5", 2),
		(b"\x1bOP", "F1", 1),
		(b"\x1ba\x1bw", "Alt-a, Alt-w", 2),
		(b"\x1b", "Escape", 1),
	] {
		let (screens, status) = play(&[START], keys);
		assert_eq!((screens.len(), status), (1 + count, Some(0)), "{what}: {screens:?}");
		for screen in &screens[1..] {
			assert!(screen.contains("That key does nothing here. The keys:"), "{what}: {screen}");
			assert_eq!(board(screen), board(&screens[0]), "{what}");
		}
	}
	// A key the game does not know is answered with the keys it does; the board stays.
	for key in [&b"z"[..], b"\x01", b"\t"] {
		let (screens, _) = play(&[START], key);
		assert_eq!(screens.len(), 2, "{key:?}");
		assert!(screens[1].contains("That key does nothing here. The keys:"), "{}", screens[1]);
		assert!(screens[1].contains("q (or Ctrl-C, Ctrl-D) quit"), "{}", screens[1]);
		assert_eq!(board(&screens[1]), board(&screens[0]));
	}
	let help = Command::new(PLAY).arg("--help").output().expect("run play");
	let help = String::from_utf8_lossy(&help.stdout);
	assert!(help.contains("q, Ctrl-C or Ctrl-D quit") && help.contains("Ctrl-Z suspend"), "{help}");
	// Escape, then Up: the Escape is answered, and Up slides the tile below the gap up.
	let (screens, _) = play(&[START], b"\x1b\x1b[A");
	assert_eq!(screens.len(), 3);
	assert_eq!(board(&screens[2]), "1 2 3 / 4 5 6 / 7 . 8");
	// SS3 arrows, as terminals in application mode send them.
	let (screens, _) = play(&[START], b"\x1bOA\x1bOD");
	assert_eq!(board(&screens[2]), "1 2 3 / 4 5 6 / 7 8 .");
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
		assert_eq!(counts(after), (Some(1), Some(0), Some(0)));
	}
}

#[test]
fn playing_the_rest_takes_exactly_the_fewest_moves_and_says_who_made_them() {
	for depth in ["1", "17", "31"] {
		let (screens, status) = play(&["--depth", depth], b"p");
		assert_eq!(status, Some(0));
		let last = screens.last().expect("a screen");
		assert_eq!(board(last), "1 2 3 / 4 5 6 / 7 8 .", "{last}");
		let solved = format!(
			"0 made, 0 undone, {depth} by the solver, 0 hints; the fewest possible was {depth}."
		);
		assert!(last.contains(&solved), "{last}");
		let depth: usize = depth.parse().expect("a depth");
		assert_eq!(screens.len(), 1 + depth, "a screen per board");
	}
	// A solved board: `p` says so, on a screen of its own.
	let (screens, _) = play(&["--depth", "0"], b"p");
	assert_eq!(screens.len(), 2, "{screens:?}");
	assert!(screens[1].contains("Already solved."), "{}", screens[1]);
	// Moves of one's own, undone, and the solver's, each counted as what they were.
	let (screens, _) = play(&["8 6 7 2 5 4 3 x 1"], b"aduup");
	let last = screens.last().expect("a screen");
	assert_eq!(counts(last), (Some(2), Some(2), Some(31)), "{last}");
	assert!(
		last.contains("2 made, 2 undone, 31 by the solver, 0 hints; the fewest possible was 31."),
		"{last}"
	);
}

#[test]
fn boards_and_arguments_that_cannot_be_played_are_refused() {
	for arguments in [&["2 1 3 4 5 6 7 8 x"][..], &["--depth", "32"], &["1 2 3"], &["--bogus"]] {
		let (screens, status) = play(arguments, b"");
		assert_eq!((screens.len(), status), (0, Some(2)), "{arguments:?}");
	}
	// A folder for the keys: refused before anything is drawn, in the words every program of the
	// kit says an input it cannot read in.
	let output = Command::new("sh").args(["-c", "\"$0\" < /", PLAY]).output().expect("run sh");
	assert_eq!(output.status.code(), Some(1));
	assert_eq!(
		String::from_utf8_lossy(&output.stderr),
		"play: cannot read the input: Is a directory (os error 21)\n"
	);
	assert!(output.stdout.is_empty(), "{}", String::from_utf8_lossy(&output.stdout));
}

#[test]
fn a_terminal_without_stty_is_refused_and_piped_keys_need_none() {
	// Keys from a character device (/dev/zero stands in for a terminal) with no stty to take
	// raw mode: the game would wait for Enter after every key, so it says why it cannot start.
	let script = "\"$0\" --seed 3 < /dev/zero";
	let output = Command::new("/bin/sh")
		.args(["-c", script, PLAY])
		.env("PATH", "/nonexistent")
		.output()
		.expect("run sh");
	assert_eq!(output.status.code(), Some(1));
	let said = String::from_utf8_lossy(&output.stderr);
	assert!(said.starts_with("play: cannot run stty, which the game needs"), "{said}");
	assert!(said.ends_with("(pipe keys into standard input to play without it)\n"), "{said}");
	assert!(output.stdout.is_empty());
	// Piped keys are read as they come, stty or not.
	let script = "printf q | \"$0\" --seed 3";
	let output = Command::new("/bin/sh")
		.args(["-c", script, PLAY])
		.env("PATH", "/nonexistent")
		.output()
		.expect("run sh");
	assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
}

#[test]
fn a_board_is_drawn_at_random_with_its_seed_shown() {
	let seed = |screen: &str| number(screen, "board of --seed ").expect("a seed");
	let (first, _) = play(&[], b"");
	let (second, _) = play(&[], b"");
	// A million seeds: two runs drawing the same is a one-in-a-million chance.
	assert_ne!(seed(&first[0]), seed(&second[0]));
	let shown = seed(&first[0]).to_string();
	let (again, _) = play(&["--seed", &shown], b"n");
	assert_eq!(board(&again[0]), board(&first[0]), "--seed draws the board shown");
	// `n` goes on from there, and says the next seed.
	assert_eq!(seed(&again[1]), seed(&first[0]) + 1);
}

/// A game in a real terminal: a tmux session whose one pane runs a script, so that no typed
/// command line is echoed before it (a long path would wrap it, and keys typed before the
/// shell's prompt print out of place). Each has a tmux server of its own (`tmux -L`), as
/// `support::Pane` has, so that no session is lost to another's server ending.
struct Terminal {
	session: String,
}

impl Terminal {
	/// A session of `columns` by `rows` running `script`, or `None` where there is no tmux.
	fn start(name: &str, columns: u16, rows: u16, script: &str) -> Option<Terminal> {
		Command::new("tmux").arg("-V").output().ok()?;
		let session = format!("eight-{name}-{}", std::process::id());
		let (columns, rows) = (columns.to_string(), rows.to_string());
		let terminal = Terminal { session };
		let session = &terminal.session;
		let arguments = ["new-session", "-d", "-s", session, "-x", &columns, "-y", &rows, script];
		let made = terminal.command(&arguments).output().expect("run tmux");
		assert!(
			made.status.success(),
			"tmux new-session: {}",
			String::from_utf8_lossy(&made.stderr)
		);
		Some(terminal)
	}

	/// tmux, on this terminal's own server.
	fn command(&self, arguments: &[&str]) -> Command {
		let mut command = Command::new("tmux");
		command.args(["-L", &self.session]).args(arguments);
		command
	}

	fn tmux(&self, arguments: &[&str]) -> String {
		let output = self.command(arguments).output().expect("run tmux");
		String::from_utf8_lossy(&output.stdout).into_owned()
	}

	fn screen(&self) -> String {
		self.tmux(&["capture-pane", "-p", "-t", &self.session])
	}

	/// The screen once it shows `wanted`, or what it shows after ten seconds.
	fn wait_for(&self, wanted: &str) -> String {
		let mut screen = String::new();
		for _ in 0..200 {
			screen = self.screen();
			if screen.contains(wanted) {
				break;
			}
			std::thread::sleep(Duration::from_millis(50));
		}
		screen
	}

	fn keys(&self, keys: &str) {
		self.tmux(&["send-keys", "-t", &self.session, keys]);
	}

	/// Whether `holds` holds within ten seconds.
	fn until(&self, holds: impl Fn(&Terminal) -> bool) -> bool {
		for _ in 0..200 {
			if holds(self) {
				return true;
			}
			std::thread::sleep(Duration::from_millis(50));
		}
		false
	}

	/// Whether the cursor shows: tmux's own view of the terminal.
	fn cursor_shown(&self) -> String {
		self.tmux(&["display-message", "-p", "-t", &self.session, "#{cursor_flag}"])
			.trim()
			.to_string()
	}

	fn resize(&self, columns: u16, rows: u16) {
		let (columns, rows) = (columns.to_string(), rows.to_string());
		self.tmux(&["resize-window", "-t", &self.session, "-x", &columns, "-y", &rows]);
	}
}

impl Drop for Terminal {
	fn drop(&mut self) {
		self.tmux(&["kill-server"]);
	}
}

/// Whether `done` holds within ten seconds, asked every 50 ms.
fn within_ten_seconds(done: impl Fn() -> bool) -> bool {
	for _ in 0..200 {
		if done() {
			return true;
		}
		std::thread::sleep(Duration::from_millis(50));
	}
	false
}

/// Whether the file `path` is there within ten seconds.
fn appears(path: &Path) -> bool {
	within_ten_seconds(|| path.exists())
}

/// Whether a line the script writes (`stty -g > file`) is there whole within ten seconds: the
/// shell makes the file before stty writes it, so an empty file is not yet the line (read so
/// once, under CI).
fn written(path: &Path) -> bool {
	within_ten_seconds(|| std::fs::read_to_string(path).map_or(false, |text| text.ends_with('\n')))
}

#[test]
fn in_a_real_terminal_keys_slide_tiles_and_the_terminal_is_put_back() {
	let scratch = Scratch::new("terminal");
	let file = |name: &str| scratch.path().join(name).to_string_lossy().into_owned();
	// Two games; the second ends with Ctrl-C, which raw mode hands to the game as a key. After
	// each, the script notes the terminal's settings in a file.
	let script = format!(
		"stty -g > {before}; {PLAY} '{START}'; stty -g > {after}; {PLAY} --seed 6; stty -g > {last}; sleep 30",
		before = file("before"),
		after = file("after"),
		last = file("after-interrupt")
	);
	let terminal = match Terminal::start("play", 80, 24, &script) {
		Some(terminal) => terminal,
		None => return skip("no tmux here: the terminal test did not run"),
	};
	let first = terminal.wait_for("fewest still needed 2");
	terminal.keys("Up");
	let moved = terminal.wait_for("made 1");
	terminal.keys("q");
	let quit = written(&scratch.path().join("after"));
	let second = terminal.wait_for("made 0");
	terminal.keys("C-c");
	let interrupted = written(&scratch.path().join("after-interrupt"));
	let read = |name: &str| std::fs::read_to_string(scratch.path().join(name)).ok();
	assert!(first.contains("|   |") && first.contains("h hint"), "{first}");
	assert!(
		moved.contains("fewest still needed 1") && moved.contains("made 1   undone 0"),
		"{moved}"
	);
	// The key was read at once, not echoed, and the board was drawn in place: one board on screen.
	assert_eq!(moved.matches("+---+---+---+").count(), 4, "{moved}");
	assert!(quit && second.contains("made 0"), "q ends the game: {second}");
	assert!(interrupted, "Ctrl-C ends the game");
	assert!(read("before").is_some());
	assert_eq!(read("before"), read("after"), "the terminal is put back after q");
	assert_eq!(read("before"), read("after-interrupt"), "and after Ctrl-C");
}

#[test]
fn a_game_killed_by_a_signal_leaves_the_terminal_as_it_found_it() {
	let scratch = Scratch::new("signals");
	let file = |name: &str| scratch.path().join(name).to_string_lossy().into_owned();
	// Every `stty` that sets modes is noted with the number of the process that ran it, before it
	// runs: the game's own putting back is the game's, run before it ends; the guardian's, a
	// moment after the game is gone, is for what cannot be caught (SIGKILL).
	let real = Command::new("sh").args(["-c", "command -v stty"]).output().expect("run sh");
	let real = String::from_utf8_lossy(&real.stdout).trim().to_string();
	if real.is_empty() {
		return skip("no stty here: the signal test did not run");
	}
	std::fs::create_dir(scratch.path().join("bin")).expect("a folder");
	scratch.script(
		"bin/stty",
		&format!(
			"case \"$1\" in -g|-a|raw) ;; *) echo \"$PPID\" >> {} ;; esac; exec {real} \"$@\"",
			file("put-back-by")
		),
	);
	// Each game in the background of a shell with no job control, so that it still reads the
	// terminal and its number can be noted; then its status and the terminal's settings at once,
	// as the next command would find them.
	let game = |seed: &str, pid: &str, after: &str| {
		format!(
			"{PLAY} --seed {seed} </dev/tty & echo $! > {pid}; wait $!; echo $? > {after}.status; \
			 stty -a > {after}.now; mv {after}.now {after}",
			pid = file(pid),
			after = file(after),
		)
	};
	// The second game waits for the test to have seen the first one's end.
	let script = format!(
		"PATH={}:$PATH; stty -a > {}; {}; while [ ! -e {} ]; do sleep 0.1; done; {}; sleep 30",
		file("bin"),
		file("before"),
		game("5", "pid-term", "after-term"),
		file("seen-term"),
		game("6", "pid-hup", "after-hup")
	);
	let terminal = match Terminal::start("signals", 80, 24, &script) {
		Some(terminal) => terminal,
		None => return skip("no tmux here: the signal test did not run"),
	};
	let read = |name: &str| std::fs::read_to_string(scratch.path().join(name)).unwrap_or_default();
	for (signal, pid, after, status) in
		[("TERM", "pid-term", "after-term", "143"), ("HUP", "pid-hup", "after-hup", "129")]
	{
		assert!(appears(&scratch.path().join(pid)), "{signal}: the game's number");
		// The game has the terminal once it hides the cursor, after making it raw.
		assert!(terminal.until(|terminal| terminal.cursor_shown() == "0"), "{signal}: no game");
		let game = read(pid).trim().to_string();
		let kill = Command::new("kill").args([&format!("-{signal}"), &game]).status();
		assert!(kill.expect("run kill").success(), "{signal}");
		assert!(appears(&scratch.path().join(after)), "{signal}: the game ended");
		assert_eq!(read(after), read("before"), "{signal}: the terminal's settings are put back");
		let ended = read(&format!("{after}.status"));
		assert_eq!(ended.trim(), status, "{signal}: the game ends by the signal");
		let by = read("put-back-by");
		assert!(by.lines().any(|line| line == game), "{signal}: not by the game {game}: {by:?}");
		let shown = terminal.until(|terminal| terminal.cursor_shown() == "1");
		assert!(shown, "{signal}: the cursor shows again");
		std::fs::write(scratch.path().join(format!("seen-{}", signal.to_lowercase())), "")
			.expect("note the end seen");
	}
}

#[test]
fn playback_stops_at_any_key_and_quits_at_once() {
	let scratch = Scratch::new("playback");
	let ended = scratch.path().join("ended");
	let script = format!("{PLAY} --depth 31 --seed 1; touch '{}'; sleep 30", ended.display());
	let terminal = match Terminal::start("playback", 80, 24, &script) {
		Some(terminal) => terminal,
		None => return skip("no tmux here: the playback test did not run"),
	};
	terminal.wait_for("fewest still needed 31");
	// Any key stops it: the solver played some of the moves, not all.
	let played_at_least = |moves: u64| {
		move |terminal: &Terminal| {
			number(&terminal.screen(), "by the solver ").map_or(false, |n| n >= moves)
		}
	};
	terminal.keys("p");
	assert!(terminal.until(played_at_least(2)), "{}", terminal.screen());
	terminal.keys("z");
	let stopped = terminal.wait_for("Stopped:");
	std::thread::sleep(Duration::from_millis(600));
	let later = terminal.screen();
	let played = number(&stopped, "by the solver ").expect("a count");
	assert!((1..31).contains(&played), "{stopped}");
	assert_eq!(number(&later, "by the solver "), Some(played), "it stays stopped: {later}");
	// q during playback quits at once, not when the playback is over.
	terminal.keys("p");
	assert!(terminal.until(played_at_least(played + 2)), "{}", terminal.screen());
	let asked = Instant::now();
	terminal.keys("q");
	assert!(appears(&ended), "the game ended");
	assert!(asked.elapsed() < Duration::from_secs(2), "q took {:?}", asked.elapsed());
}

#[test]
fn the_screen_fits_its_window_and_follows_its_size() {
	let script = format!("{PLAY} '{START}'; sleep 30");
	let terminal = match Terminal::start("window", 30, 8, &script) {
		Some(terminal) => terminal,
		None => return skip("no tmux here: the window test did not run"),
	};
	let small = terminal.wait_for("to play.");
	let said = small.split_whitespace().collect::<Vec<_>>().join(" ");
	assert!(
		said.starts_with("The window is 30 columns by 8 rows: make it at least 30 by 13"),
		"{small}"
	);
	assert!(!small.contains("+---+"), "{small}");
	for (columns, rows, help) in [(80, 24, true), (40, 14, false)] {
		terminal.resize(columns, rows);
		// Redrawn for the new size: the game's first line at the top, the whole board.
		let redrawn = |terminal: &Terminal| {
			let screen = terminal.screen();
			screen.starts_with("eight:")
				&& screen.matches("+---+---+---+").count() == 4
				&& screen.contains("h hint") == help
		};
		assert!(terminal.until(redrawn), "{columns}x{rows}: {}", terminal.screen());
		let screen = terminal.screen();
		let lines: Vec<&str> = screen.lines().collect();
		assert!(lines.len() <= usize::from(rows), "{columns}x{rows}: {screen}");
		assert!(lines.iter().all(|line| line.chars().count() <= usize::from(columns)), "{screen}");
	}
}

#[test]
fn a_reader_that_goes_away_during_playback_is_a_quiet_end() {
	let output = Command::new("bash")
		.args([
			"-c",
			"set -o pipefail; printf p | \"$0\" --depth 31 | head -c 3000 > /dev/null",
			PLAY,
		])
		.output()
		.expect("run bash");
	assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
	assert_eq!(String::from_utf8_lossy(&output.stderr), "");
}

#[test]
fn hints_are_counted_and_the_seed_line_draws_the_board_again() {
	// A hint before the only move: the win says so.
	let (screens, _) = play(&["1 2 3 4 5 6 7 x 8"], b"ha");
	let last = screens.last().expect("a screen");
	assert!(last.contains("1 made, 0 undone, 0 by the solver, 1 hint;"), "{last}");
	assert_eq!(number(last, "hints "), Some(1), "{last}");
	// The seed line names every option that draws the board: here the depth too.
	let (screens, _) = play(&["--seed", "7", "--depth", "12"], b"");
	assert!(screens[0].contains("board of --seed 7 --depth 12"), "{}", screens[0]);
	assert_eq!(number(&screens[0], "fewest still needed"), Some(12));
	let (again, _) = play(&["--depth", "12", "--seed", "7"], b"");
	assert_eq!(board(&again[0]), board(&screens[0]));
	// Drawn solved, it says so rather than asking for the tiles to be slid home.
	let (screens, _) = play(&["--depth", "0"], b"");
	assert!(screens[0].contains("Already solved: n for a new board"), "{}", screens[0]);
}

#[test]
fn a_clock_runs_and_the_distance_can_be_hidden() {
	let (screens, _) = play(&[START], b"fwf");
	assert!(screens[0].contains("fewest still needed 2   0:00"), "{}", screens[0]);
	assert!(screens[1].contains("fewest hidden (f shows)"), "{}", screens[1]);
	assert_eq!(number(&screens[2], "fewest still needed"), None, "{}", screens[2]);
	assert_eq!(number(&screens[3], "fewest still needed"), Some(1), "{}", screens[3]);
	let (screens, _) = play(&["--hide-distance", START], b"");
	assert!(screens[0].contains("fewest hidden"), "{}", screens[0]);
}

#[test]
fn a_bad_board_is_refused_in_the_games_own_words() {
	for (arguments, said) in [
		(&["1 2 3 4 5 6 7 8 9"][..], "play: BOARD holds '9', which is no cell: the cells are 1 to 8, and x for the gap (try --help)\n"),
		(&["1 2 3 4 5 6 7 8"], "play: BOARD has 8 cells, and a board has nine, e.g. \"1 2 3 4 5 6 7 x 8\" (try --help)\n"),
		(&["1 1 3 4 5 6 7 8 x"], "play: BOARD is no board: tile 1 appears twice, and tile 2 is missing (try --help)\n"),
		(&["--seed", "3", START], "play: --seed draws a board, and BOARD is given: give one or the other (try --help)\n"),
		(&[START, "--depth", "3"], "play: --depth draws a board, and BOARD is given: give one or the other (try --help)\n"),
		(&["2 1 3 4 5 6 7 8 x"], "play: this board cannot reach the goal: its tiles, read row by row, have an odd number of inversions, and the goal's an even\n"),
		// Luogu's goal, 1 2 3 / 8 x 4 / 7 6 5, has an odd number: the boards it cannot reach, an even.
		(&["--problem", "luogu1379", "1 2 3 4 5 6 7 8 x"], "play: this board cannot reach the goal: its tiles, read row by row, have an even number of inversions, and the goal's an odd\n"),
	] {
		let output = Command::new(PLAY).args(arguments).output().expect("run play");
		assert_eq!(output.status.code(), Some(2), "{arguments:?}");
		assert_eq!(String::from_utf8_lossy(&output.stderr), said, "{arguments:?}");
	}
}

#[test]
fn keys_from_a_terminal_with_the_screen_elsewhere_are_refused() {
	let scratch = Scratch::new("blind");
	let file = |name: &str| scratch.path().join(name).to_string_lossy().into_owned();
	let script = format!(
		"{PLAY} > {out} 2> {err}; echo $? > {status}; {PLAY} 2> {err2} | head -n 2 > {out2}; echo $? > {status2}; sleep 30",
		out = file("out"),
		err = file("err"),
		status = file("status"),
		err2 = file("err2"),
		out2 = file("out2"),
		status2 = file("status2"),
	);
	let _terminal = match Terminal::start("blind", 80, 24, &script) {
		Some(terminal) => terminal,
		None => return skip("no tmux here: the redirected-output test did not run"),
	};
	assert!(appears(&scratch.path().join("status2")), "both games ended");
	let read = |name: &str| std::fs::read_to_string(scratch.path().join(name)).unwrap_or_default();
	assert_eq!(read("status").trim(), "2");
	assert!(read("err").starts_with("play: standard output is not a terminal"), "{}", read("err"));
	assert!(
		read("err2").starts_with("play: standard output is not a terminal"),
		"{}",
		read("err2")
	);
	// Nothing meant for a terminal went to the output: no cursor hidden through `head`.
	assert_eq!((read("out"), read("out2")), (String::new(), String::new()));
}

#[test]
fn a_hint_comes_at_once_for_every_goal() {
	// The coach rents the linear conflicts first, as the judge file does: no table to build before
	// the first hint, whatever the goal.
	let board = "2 8 3 1 x 4 7 6 5";
	let (screens, status) = play(&["--problem", "luogu1379", board], b"hh");
	assert_eq!(status, Some(0));
	assert!(screens[0].contains("Slide the tiles home: 1 2 3 / 8, the gap, 4 / 7 6 5."));
	assert!(screens[1].contains("Hint: the "), "{}", screens[1]);
	assert!(screens[2].contains("Hint: the "), "{}", screens[2]);
	assert_eq!(screens.len(), 3, "{screens:?}");
	let (screens, _) = play(&[START], b"h");
	assert_eq!(screens.len(), 2);
	assert!(screens[1].contains("Hint: the 5 slides up."), "{}", screens[1]);
}

/// A process's state letter from /proc: `T` when stopped.
fn state(pid: &str) -> String {
	let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
	stat.rsplit_once(')')
		.map_or("", |(_, rest)| rest)
		.split_whitespace()
		.next()
		.unwrap_or("")
		.to_string()
}

#[test]
fn ctrl_z_and_a_stop_from_outside_give_the_terminal_back_and_take_it_again() {
	let scratch = Scratch::new("suspend");
	let file = |name: &str| scratch.path().join(name).to_string_lossy().into_owned();
	// A shell with job control, as a player's is: the game in the foreground, `fg` again when
	// the test says so, twice.
	let script = format!(
		"exec bash --norc -c 'stty -g > {before}; set -m; {PLAY} \"{START}\" & echo $! > {pid}; fg; while [ ! -e {go1} ]; do sleep 0.1; done; fg; while [ ! -e {go2} ]; do sleep 0.1; done; fg; sleep 30'",
		before = file("before"),
		pid = file("pid"),
		go1 = file("go1"),
		go2 = file("go2")
	);
	let terminal = match Terminal::start("suspend", 80, 24, &script) {
		Some(terminal) => terminal,
		None => return skip("no tmux here: the suspend test did not run"),
	};
	terminal.wait_for("fewest still needed 2");
	let pid = std::fs::read_to_string(file("pid")).expect("the game's number").trim().to_string();
	let tty = terminal.tmux(&["display-message", "-p", "-t", &terminal.session, "#{pane_tty}"]);
	let settings = || {
		let output = Command::new("sh").args(["-c", "stty -g < \"$0\"", tty.trim()]).output();
		String::from_utf8_lossy(&output.expect("run stty").stdout).into_owned()
	};
	let before = std::fs::read_to_string(file("before")).expect("the settings before");
	// Ctrl-Z: the game stops, the terminal as it was and the cursor shown.
	terminal.keys("C-z");
	assert!(terminal.until(|_| state(&pid) == "T"), "stopped: {}", state(&pid));
	assert_eq!(settings(), before, "the terminal is given back while the game is stopped");
	assert_eq!(terminal.cursor_shown(), "1");
	// Brought back (`fg`): raw mode again, a key acts at once.
	scratch.file("go1", "");
	assert!(
		terminal.until(|terminal| terminal.cursor_shown() == "0"),
		"the game took the terminal again"
	);
	terminal.keys("w");
	assert!(terminal.wait_for("made 1").contains("made 1"), "{}", terminal.screen());
	// Stopped from outside, and the terminal left in line mode, as a shell may leave it: within a
	// second or so of going on, the game takes raw mode again.
	let _ = Command::new("kill").args(["-TSTP", &pid]).status();
	assert!(terminal.until(|_| state(&pid) == "T"));
	let _ = Command::new("sh").args(["-c", "stty sane < \"$0\"", tty.trim()]).status();
	scratch.file("go2", "");
	std::thread::sleep(Duration::from_millis(1_500));
	terminal.keys("s");
	assert!(
		terminal.wait_for("made 2").contains("made 2"),
		"a key without Enter: {}",
		terminal.screen()
	);
	terminal.keys("q");
	assert!(terminal.until(|_| state(&pid).is_empty()), "the game ended");
}

#[test]
fn an_idle_game_asks_stty_at_most_about_once_a_second() {
	if Command::new("strace").arg("-V").output().is_err() {
		return skip("no strace here: the idle test did not run");
	}
	let scratch = Scratch::new("idle");
	let trace = scratch.path().join("trace");
	let done = scratch.path().join("done");
	let script = format!(
		"strace -f -qq -e trace=execve -o '{}' {PLAY} '{START}'; touch '{}'; sleep 30",
		trace.display(),
		done.display()
	);
	let terminal = match Terminal::start("idle", 80, 24, &script) {
		Some(terminal) => terminal,
		None => return skip("no tmux here: the idle test did not run"),
	};
	terminal.wait_for("fewest still needed 2");
	std::thread::sleep(Duration::from_secs(5));
	terminal.keys("q");
	assert!(appears(&done), "the game ended");
	let trace = std::fs::read_to_string(&trace).expect("the trace");
	// Each run once: the search along PATH tries places that fail first.
	let runs: Vec<&str> = trace
		.lines()
		.filter(|line| line.contains("execve(") && line.contains("stty") && line.ends_with("= 0"))
		.collect();
	let spawned = runs.len();
	// Setting up and putting back take a few; idle, one a second (four a second before).
	assert!(spawned <= 14, "{spawned} stty runs in about 5 s:\n{}", runs.join("\n"));
}

#[test]
fn a_killed_game_leaves_the_shells_prompt_where_the_shell_put_it() {
	let scratch = Scratch::new("prompt");
	let pid = scratch.path().join("pid");
	let script = format!(
		"{PLAY} '{START}' </dev/tty & echo $! > '{}'; wait $!; printf 'PROMPT>'; sleep 30",
		pid.display()
	);
	let terminal = match Terminal::start("prompt", 80, 24, &script) {
		Some(terminal) => terminal,
		None => return skip("no tmux here: the prompt test did not run"),
	};
	terminal.wait_for("fewest still needed 2");
	let pid = std::fs::read_to_string(&pid).expect("the game's number");
	let _ = Command::new("kill").args(["-TERM", pid.trim()]).status();
	terminal.wait_for("PROMPT>");
	// The guardian puts the terminal back after the shell has gone on: it must not move the
	// cursor (a line break of its own would leave the prompt a line above it).
	std::thread::sleep(Duration::from_millis(500));
	let screen = terminal.screen();
	let (row, line) =
		screen.lines().enumerate().find(|(_, line)| line.contains("PROMPT>")).expect("the prompt");
	let column = line.find("PROMPT>").expect("the prompt") + "PROMPT>".len();
	let cursor = terminal.tmux(&[
		"display-message",
		"-p",
		"-t",
		&terminal.session,
		"#{cursor_x},#{cursor_y}",
	]);
	assert_eq!(cursor.trim(), format!("{column},{row}"), "{screen}");
	assert_eq!(terminal.cursor_shown(), "1");
}

#[cfg(target_os = "linux")]
#[test]
fn keys_piped_faster_than_the_game_takes_them_keep_its_memory_small() {
	// `yes | play --seed 3` and `play < /dev/zero`: keys of no end, far faster than the game draws
	// a screen for each. They wait in the pipe, not in the game's memory (every read was once
	// queued: 1.28 GB after 5 s): its peak stays under 64 MiB the while. Once `yes` is stopped
	// the game takes the keys left and ends with 0; /dev/zero never ends, and a TERM ends it.
	use std::os::unix::process::ExitStatusExt;
	use std::process::Stdio;
	const BOUND_KIB: u64 = 64 * 1024;
	let watch = Duration::from_secs(3);
	let mut yes = Command::new("yes").stdout(Stdio::piped()).spawn().expect("run yes");
	let keys = yes.stdout.take().expect("piped");
	let mut game = Command::new(PLAY)
		.args(["--seed", "3"])
		.stdin(keys)
		.stdout(Stdio::null())
		.stderr(Stdio::piped())
		.spawn()
		.expect("run play");
	let (peak, ended) = support::watched(&mut game, watch, BOUND_KIB, false);
	let _ = yes.kill();
	let _ = yes.wait();
	assert!(peak <= BOUND_KIB, "yes | play: {peak} KiB at its peak");
	assert!(ended.is_none(), "yes | play: ended while keys still came: {ended:?}");
	let (_, ended) = support::watched(&mut game, Duration::from_secs(60), u64::MAX, true);
	let mut said = String::new();
	let _ = std::io::Read::read_to_string(&mut game.stderr.take().expect("piped"), &mut said);
	assert!(ended.map_or(false, |status| status.success()), "yes | play: {ended:?}: {said}");
	assert_eq!(said, "");
	let zero = std::fs::File::open("/dev/zero").expect("/dev/zero");
	let mut game = Command::new(PLAY)
		.stdin(zero)
		.stdout(Stdio::null())
		.stderr(Stdio::piped())
		.spawn()
		.expect("run play");
	let (peak, ended) = support::watched(&mut game, watch, BOUND_KIB, false);
	assert!(peak <= BOUND_KIB, "play < /dev/zero: {peak} KiB at its peak");
	assert!(ended.is_none(), "play < /dev/zero: ended: {ended:?}");
	let term = Command::new("kill").args(["-TERM", &game.id().to_string()]).status();
	assert!(term.expect("run kill").success());
	let (_, ended) = support::watched(&mut game, Duration::from_secs(60), u64::MAX, true);
	assert_eq!(ended.and_then(|status| status.signal()), Some(15), "play < /dev/zero");
}
