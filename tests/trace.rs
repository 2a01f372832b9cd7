//! Watching A* work: the trace of the judge file's own search, the kit's heuristics, and every
//! search side by side. The text of a small search is pinned, and so is a table; that the trace's
//! counts are the search's own on every board, under every heuristic of the judge file, is
//! proven with the search itself, in `tests/proof.rs`.

mod support;

use support::run_with_input;

const SOLVER: &str = env!("CARGO_BIN_EXE_solve");

fn text(bytes: &[u8]) -> String {
	String::from_utf8_lossy(bytes).into_owned()
}

const TWO_MOVES: &str = "\
case 1: A* from 1 2 3 / 4 . 6 / 7 5 8 to 1 2 3 / 4 5 6 / 7 8 ., under manhattan
push 1 2 3 / 4 . 6 / 7 5 8  g 0 h 2 f 2  open 1
take 1 2 3 / 4 . 6 / 7 5 8  g 0 h 2 f 2  open 0
  u push 1 . 3 / 4 2 6 / 7 5 8  g 1 h 3 f 4  open 1
  d push 1 2 3 / 4 5 6 / 7 . 8  g 1 h 1 f 2  open 2
  l push 1 2 3 / . 4 6 / 7 5 8  g 1 h 3 f 4  open 3
  r push 1 2 3 / 4 6 . / 7 5 8  g 1 h 3 f 4  open 4
take 1 2 3 / 4 5 6 / 7 . 8  g 1 h 1 f 2  open 3
  u pass 1 2 3 / 4 . 6 / 7 5 8  reached before in 0 moves, no more than now
  l push 1 2 3 / 4 5 6 / . 7 8  g 2 h 2 f 4  open 4
  r push 1 2 3 / 4 5 6 / 7 8 .  g 2 h 0 f 2  open 5
take 1 2 3 / 4 5 6 / 7 8 .  g 2 h 0 f 2  open 4  (the goal)
answer: dr (2 moves); 2 expanded, 7 pushed, 0 stale, 1 passed over, the open list 5 at most
";

#[test]
fn the_text_trace_of_a_two_move_board_is_the_search_step_by_step() {
	let output =
		run_with_input(SOLVER, &["--trace", "--heuristic", "manhattan"], b"1 2 3 4 x 6 7 5 8\n")
			.expect("run the solver");
	assert!(output.status.success(), "{}", text(&output.stderr));
	assert_eq!(text(&output.stdout), TWO_MOVES);
	// The same counts as --stats.
	let stats =
		run_with_input(SOLVER, &["--stats", "--heuristic", "manhattan"], b"1 2 3 4 x 6 7 5 8\n")
			.expect("run the solver");
	assert!(text(&stats.stderr).starts_with("case 1: 2 moves, 2 expanded, 7 pushed, "));
}

const TWO_MOVES_BY_IDA_STAR: &str = "\
case 1: IDA* from 1 2 3 / 4 . 6 / 7 5 8 to 1 2 3 / 4 5 6 / 7 8 ., under manhattan
iteration 1: bound 2
enter 1 2 3 / 4 . 6 / 7 5 8  g 0 h 2 f 2
  u cut 1 . 3 / 4 2 6 / 7 5 8  g 1 h 3 f 4  over the bound
  d enter 1 2 3 / 4 5 6 / 7 . 8  g 1 h 1 f 2
  l cut 1 2 3 / 4 5 6 / . 7 8  g 2 h 2 f 4  over the bound
  r enter 1 2 3 / 4 5 6 / 7 8 .  g 2 h 0 f 2  (the goal)
answer: dr (2 moves); 2 expanded, 5 pushed, in 1 iteration, the path 3 boards at most
";

#[test]
fn ida_star_is_traced_bound_by_bound_and_never_undoes_its_last_move() {
	let board = b"1 2 3 4 x 6 7 5 8\n";
	let output =
		run_with_input(SOLVER, &["--trace", "--heuristic", "ida-manhattan"], board).expect("run");
	assert!(output.status.success(), "{}", text(&output.stderr));
	// From the second board, `u` would undo `d`: IDA* does not try it.
	assert_eq!(text(&output.stdout), TWO_MOVES_BY_IDA_STAR);
}

#[test]
fn every_search_traced_counts_as_its_stats_say() {
	// The 31-move board under breadth-first search and every search but the slowest (A* by g
	// alone): the trace's last line holds the counts --stats gives, and the first names the
	// search and how it weighs f.
	let board = b"8 6 7 2 5 4 3 x 1\n";
	for (name, first) in [
		("bfs", "breadth-first search from 8 6 7 / 2 5 4 / 3 . 1 to 1 2 3 / 4 5 6 / 7 8 ., a queue: first in, first out (h 0, f = g)"),
		("manhattan", "A* from 8 6 7 / 2 5 4 / 3 . 1 to 1 2 3 / 4 5 6 / 7 8 ., under manhattan"),
		("ida-conflict", "IDA* from 8 6 7 / 2 5 4 / 3 . 1 to 1 2 3 / 4 5 6 / 7 8 ., under conflict"),
		("greedy", "greedy best-first from 8 6 7 / 2 5 4 / 3 . 1 to 1 2 3 / 4 5 6 / 7 8 ., f = h, under manhattan"),
		("weighted", "weighted A* from 8 6 7 / 2 5 4 / 3 . 1 to 1 2 3 / 4 5 6 / 7 8 ., f = g + 2 h, under manhattan"),
		("manhattan-blank", "A* from 8 6 7 / 2 5 4 / 3 . 1 to 1 2 3 / 4 5 6 / 7 8 ., under manhattan-blank, which overestimates"),
	] {
		let traced = run_with_input(SOLVER, &["--trace", "--heuristic", name], board).expect("run");
		let said = text(&traced.stdout);
		assert_eq!(said.lines().next(), Some(format!("case 1: {first}").as_str()), "{name}");
		let last = said.lines().last().expect("an answer");
		let stats = run_with_input(SOLVER, &["--stats", "--heuristic", name], board).expect("run");
		let stats = text(&stats.stderr);
		// "case 1: 45 moves, 53 expanded, 91 pushed, ..." against "answer: ... (45 moves); 53
		// expanded, 91 pushed, ...".
		let counts: Vec<&str> = stats.lines().next().expect("a line").split(", ").collect();
		let moves = counts[0].trim_start_matches("case 1: ");
		assert!(last.contains(&format!("({moves}); {}, {}, ", counts[1], counts[2])), "{name}: {last} / {stats}");
	}
}

#[test]
fn a_stale_entry_is_traced_as_skipped() {
	// Under the weak misplaced-tiles bound, some board is reached again with fewer moves.
	let input = std::fs::read("samples/5.in").expect("samples/5.in");
	let output =
		run_with_input(SOLVER, &["--trace", "--heuristic", "misplaced"], &input).expect("run");
	let said = text(&output.stdout);
	let stale = said
		.lines()
		.filter(|line| line.ends_with("(stale: reached in fewer moves since; skipped)"))
		.count();
	let last = said.lines().last().expect("an answer");
	assert!(last.contains(&format!(", {stale} stale, ")), "{last}");
	assert!(stale > 0, "{last}");
	let stats =
		run_with_input(SOLVER, &["--stats", "--heuristic", "misplaced"], &input).expect("run");
	let counts = text(&stats.stderr);
	let counts =
		counts.lines().next().expect("a line").split(", ").nth(1).expect("expanded").to_string();
	assert!(last.contains(&counts), "{last} / {counts}");
}

#[test]
fn the_json_trace_is_one_object_a_line_with_the_same_steps() {
	let board = b"1 2 3 4 x 6 7 5 8\n2 1 3 4 5 6 7 8 x\n";
	let output = run_with_input(SOLVER, &["--trace", "json", "--heuristic", "manhattan"], board)
		.expect("run");
	assert!(output.status.success());
	let said = text(&output.stdout);
	// The form is a word, whatever its case.
	for spelled in [&["--trace", "JSON"][..], &["--trace=Json"]] {
		let arguments = [spelled, &["--heuristic", "manhattan"]].concat();
		let again = run_with_input(SOLVER, &arguments, board).expect("run");
		assert_eq!(text(&again.stdout), said, "{spelled:?}");
	}
	let lines: Vec<&str> = said.lines().collect();
	// Each text line but the last is a step, and each JSON line but the first and last too.
	assert_eq!(lines.len(), TWO_MOVES.lines().count() + 1, "{said}");
	assert!(lines.iter().all(|line| line.starts_with("{\"event\":\"") && line.ends_with('}')));
	assert_eq!(lines[0], "{\"event\":\"case\",\"case\":1,\"board\":[1,2,3,4,0,6,7,5,8],\"goal\":[1,2,3,4,5,6,7,8,0],\"heuristic\":\"manhattan\"}");
	assert_eq!(lines[1], "{\"event\":\"push\",\"board\":[1,2,3,4,0,6,7,5,8],\"move\":null,\"g\":0,\"h\":2,\"f\":2,\"open\":1}");
	assert_eq!(
		lines[8],
		"{\"event\":\"pass\",\"board\":[1,2,3,4,0,6,7,5,8],\"move\":\"u\",\"moves\":0,\"open\":3}"
	);
	assert_eq!(lines[11], "{\"event\":\"take\",\"board\":[1,2,3,4,5,6,7,8,0],\"g\":2,\"h\":0,\"f\":2,\"stale\":false,\"goal\":true,\"open\":4}");
	assert_eq!(lines[12], "{\"event\":\"answer\",\"moves\":\"dr\",\"length\":2,\"expanded\":2,\"pushed\":7,\"stale\":0,\"passed\":1,\"largest\":5}");
	assert_eq!(lines[13], "{\"event\":\"case\",\"case\":2,\"board\":[2,1,3,4,5,6,7,8,0],\"goal\":[1,2,3,4,5,6,7,8,0],\"unsolvable\":true}");
}

#[test]
fn a_long_trace_streams_in_bounded_memory() {
	// Plain breadth-first order (h = 0) on a 31-move board: every board taken out, a million
	// lines of trace, in the memory of the search.
	let output = run_with_input(
		SOLVER,
		&["--trace", "--heuristic", "zero", "--stats"],
		b"8 6 7 2 5 4 3 x 1\n",
	)
	.expect("run");
	assert!(output.status.success());
	let lines = output.stdout.iter().filter(|&&byte| byte == b'\n').count();
	assert!(lines > 400_000, "{lines} lines");
	let stats = text(&output.stderr);
	let peak: u64 = stats
		.lines()
		.find_map(|line| line.strip_prefix("peak memory: "))
		.and_then(|kib| kib.trim_end_matches(" KiB").parse().ok())
		.expect("a peak");
	assert!(peak < 16 * 1024, "{peak} KiB for {} bytes of trace", output.stdout.len());
}

#[test]
fn every_search_side_by_side_on_the_judges_sample() {
	let output = run_with_input(
		SOLVER,
		&["--compare"],
		b"2 3 4 1 5 x 7 6 8\n2 1 3 4 5 6 7 8 x\n1 2 3 4 5 6 7 8 x\n",
	)
	.expect("run");
	assert!(output.status.success(), "{}", text(&output.stderr));
	assert_eq!(
		text(&output.stdout),
		"\
case 1: 2 3 4 / 1 5 . / 7 6 8, 19 moves

| search | moves | expanded | pushed | largest open list (IDA*: path) | iterations | effective branching factor |
|---|---:|---:|---:|---:|---:|---:|
| BFS | 19 | 31,872 | 46,289 | 14,421 | - | 1.678 |
| A*, zero | 19 | 31,362 | 45,017 | 13,930 | - | 1.676 |
| A*, misplaced | 19 | 1,734 | 2,818 | 1,081 | - | 1.425 |
| A*, manhattan | 19 | 313 | 512 | 194 | - | 1.283 |
| A*, conflict | 19 | 238 | 396 | 152 | - | 1.262 |
| A*, exact | 19 | 19 | 37 | 18 | - | 1.061 |
| IDA*, manhattan | 19 | 919 | 1,578 | 20 | 6 | 1.376 |
| IDA*, conflict | 19 | 688 | 1,204 | 20 | 6 | 1.354 |
| A*, manhattan with the blank (not admissible) | 19 | 501 | 805 | 296 | - | 1.320 |
| weighted A*, 2 manhattan (not admissible) | 19 | 137 | 232 | 93 | - | 1.218 |
| greedy, manhattan (not admissible) | 21 (+2) | 29 | 55 | 26 | - | 1.079 |

Not admissible: an estimate that can pass the moves left, so a first answer that may be
longer than the shortest; (+N) counts the moves over it.

case 2: 2 1 3 / 4 5 6 / 7 8 . cannot reach the goal: no search is made

case 3: 1 2 3 / 4 5 6 / 7 8 ., 0 moves

| search | moves | expanded | pushed | largest open list (IDA*: path) | iterations | effective branching factor |
|---|---:|---:|---:|---:|---:|---:|
| BFS | 0 | 0 | 1 | 1 | - | - |
| A*, zero | 0 | 0 | 1 | 1 | - | - |
| A*, misplaced | 0 | 0 | 1 | 1 | - | - |
| A*, manhattan | 0 | 0 | 1 | 1 | - | - |
| A*, conflict | 0 | 0 | 1 | 1 | - | - |
| A*, exact | 0 | 0 | 1 | 1 | - | - |
| IDA*, manhattan | 0 | 0 | 1 | 1 | 1 | - |
| IDA*, conflict | 0 | 0 | 1 | 1 | 1 | - |
| A*, manhattan with the blank (not admissible) | 0 | 0 | 1 | 1 | - | - |
| weighted A*, 2 manhattan (not admissible) | 0 | 0 | 1 | 1 | - | - |
| greedy, manhattan (not admissible) | 0 | 0 | 1 | 1 | - | - |

Not admissible: an estimate that can pass the moves left, so a first answer that may be
longer than the shortest; (+N) counts the moves over it.

"
	);
}

#[test]
fn the_new_options_are_refused_where_they_cannot_be_honoured() {
	let board = b"1 2 3 4 x 6 7 5 8\n";
	for (arguments, message) in [
		(&["--trace", "--steps"][..], "solve: --trace and --steps cannot go together (try --help)\n"),
		(&["--compare", "--heuristic", "zero"], "solve: --compare and --heuristic cannot go together (try --help)\n"),
		(&["--trace=yaml"], "solve: --trace takes text and json, not 'yaml' (try --help)\n"),
		(&["--compare=1"], "solve: --compare takes no value (try --help)\n"),
		(&["--trace", "--trace"], "solve: --trace is given twice (try --help)\n"),
		(&["--heuristic", "fastest"], "solve: unknown heuristic 'fastest': the names are bfs, zero, misplaced, manhattan, conflict, exact, ida-manhattan, ida-conflict, manhattan-blank, weighted, greedy and auto (try --help)\n"),
		(&["--trace", "yaml"], "solve: unexpected argument \"yaml\" (try --help)\n"),
	] {
		let output = run_with_input(SOLVER, arguments, board).expect("run");
		assert_eq!((output.status.code(), text(&output.stderr)), (Some(2), message.to_string()), "{arguments:?}");
		assert!(output.stdout.is_empty(), "{arguments:?}");
	}
	// `--trace text` and `--trace=json` are the value given; `--trace` before another option
	// leaves that option alone.
	let text_trace =
		run_with_input(SOLVER, &["--trace", "text", "--heuristic", "manhattan"], board)
			.expect("run");
	assert_eq!(text(&text_trace.stdout), TWO_MOVES);
	let json = run_with_input(SOLVER, &["--trace=json"], board).expect("run");
	assert!(text(&json.stdout).starts_with("{\"event\":\"case\""));
	// Bad input under --trace and --compare: the cases before it traced, then the judge file's
	// words and status.
	for option in ["--trace", "--compare"] {
		let output = run_with_input(SOLVER, &[option], b"1 2 3 4 x 6 7 5 8\n1 2 3 4 5 5 7 8 x\n")
			.expect("run");
		assert_eq!(output.status.code(), Some(2));
		assert_eq!(text(&output.stderr), "solve: case 2 (line 2): '5' appears twice\n");
		assert!(text(&output.stdout).starts_with("case 1: "));
	}
}

#[test]
fn every_command_the_learners_page_shows_prints_what_it_shows() {
	// Each block of docs/learners.md that begins `$ ` with a command of `solve` is run as it is
	// written, by sh, from the kit's root, with the kit's `solve` and `gen`. It must print the
	// rest of the block; a block that elides lines with `...` must print the lines it shows, in
	// their order, among the others. The page's figures are what the programs print today.
	let root = env!("CARGO_MANIFEST_DIR");
	let page = std::fs::read_to_string(format!("{root}/docs/learners.md")).expect("the page");
	let mut run = 0;
	for block in page.split("```text\n").skip(1) {
		let block = block.split("```").next().expect("a block");
		let (command, shown) = match block.strip_prefix("$ ").and_then(|rest| rest.split_once('\n'))
		{
			Some(parts) => parts,
			None => continue,
		};
		if !command.contains("target/release/solve") {
			continue;
		}
		let command = command
			.replace("target/release/solve", SOLVER)
			.replace("target/release/gen", env!("CARGO_BIN_EXE_gen"));
		let output = std::process::Command::new("sh")
			.args(["-c", &command])
			.current_dir(root)
			.output()
			.expect("run sh");
		// A time differs from run to run: `4151.630 us` is held as a time, not as a figure.
		let (printed, shown) = (untimed(&text(&output.stdout)), untimed(shown));
		if shown.contains("\n...\n") {
			let mut lines = printed.lines();
			for line in shown.lines().filter(|line| *line != "...") {
				assert!(
					lines.any(|printed| printed == line),
					"docs/learners.md: {command}: {line}"
				);
			}
		} else {
			assert_eq!(printed, shown, "docs/learners.md: {command}");
		}
		run += 1;
	}
	assert!(run >= 12, "{run} commands run");
}

/// `text` with every time in microseconds (`4151.630 us`) written `... us`.
fn untimed(text: &str) -> String {
	let words: Vec<&str> = text.split(' ').collect();
	let mut kept = Vec::with_capacity(words.len());
	for (at, word) in words.iter().enumerate() {
		let next = words.get(at + 1).map_or("", |next| next.split(',').next().unwrap_or(""));
		let time = next.starts_with("us") && word.contains('.') && word.parse::<f64>().is_ok();
		kept.push(if time { "..." } else { word });
	}
	kept.join(" ")
}
