//! `run_samples.sh` as a problem setter meets it: a folder's own name says its problem, whatever
//! path leads to it; faults of the set-up get their own words and exit 2, never the solver's
//! verdicts; its time limit holds against a solver that ignores it; and its own output is
//! treated as the binaries treat theirs.

mod support;

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};
use support::Scratch;

/// The folder of the built binaries.
fn bin() -> PathBuf {
	Path::new(env!("CARGO_BIN_EXE_eight")).parent().expect("the binaries' folder").to_path_buf()
}

fn script_path() -> PathBuf {
	Path::new(env!("CARGO_MANIFEST_DIR")).join("run_samples.sh")
}

/// The script's exit status and all it said, run from `folder` with `environment` and
/// `arguments`, with the built binaries unless `environment` names others.
fn run_in(
	folder: &Path,
	environment: &[(&str, &str)],
	arguments: &[&str],
) -> (Option<i32>, String) {
	let mut command = Command::new(script_path());
	command.current_dir(folder).env("BIN", bin()).env_remove("SAMPLES").env("TIME_LIMIT", "5");
	command.envs(environment.iter().copied()).args(arguments);
	let output: Output = command.output().expect("run run_samples.sh");
	let all = String::from_utf8_lossy(&output.stdout).into_owned()
		+ &String::from_utf8_lossy(&output.stderr);
	(output.status.code(), all)
}

/// As [`run_in`], with the samples of `folder` given by SAMPLES.
fn run_samples(folder: &Scratch, time_limit: &str) -> (Option<i32>, String) {
	let samples = folder.path().to_string_lossy().into_owned();
	run_in(folder.path(), &[("SAMPLES", &samples), ("TIME_LIMIT", time_limit)], &[])
}

const BOARD: &str = "1 2 3 4 x 6 7 5 8\n";

fn samples(name: &str, files: &[(&str, &str)]) -> Scratch {
	let scratch = Scratch::new(name);
	for (file, contents) in files {
		scratch.file(file, contents);
	}
	scratch
}

#[test]
fn samples_pass_wherever_their_names_and_problems_say() {
	let folder = samples(
		"good",
		&[
			("my sample.in", BOARD),
			("my sample.out", "dr\n"),
			("acwing845/1.in", BOARD),
			("acwing845/1.out", "2\n"),
			("luogu1379/1.in", "283104765\n"),
			("luogu1379/1.out", "4\n"),
			("baekjoon1525/1.in", "1 0 3\n4 2 5\n7 8 6\n"),
			("baekjoon1525/1.out", "3\n"),
			// Two folders deep: the nearest folder's problem.
			("acwing845/luogu1379/1.in", "283104765\n"),
			("acwing845/luogu1379/1.out", "4\n"),
		],
	);
	let (status, said) = run_samples(&folder, "5");
	assert_eq!(status, Some(0), "{said}");
	assert!(said.contains("/my sample ") && said.ends_with("5 passed, 0 failed\n"), "{said}");
	assert!(said.contains("/acwing845/luogu1379/1 "), "{said}");
	// A sample at any depth is run or refused, never passed over: a folder two deep that is
	// named after no problem is a fault of the set-up.
	folder.file("acwing845/extra/1.in", BOARD);
	folder.file("acwing845/extra/1.out", "2\n");
	let (status, said) = run_samples(&folder, "5");
	assert_eq!(status, Some(2), "{said}");
	assert!(said.contains("acwing845/extra/ is named after no problem"), "{said}");
}

#[test]
fn a_judge_file_that_does_not_compile_is_ce_before_anything_is_built() {
	// A copy of the script beside a src/main.rs that does not compile, with no Cargo.toml: the
	// file's own compile comes first, and is the solver's failure.
	let kit = Scratch::new("broken-kit");
	// Copied by another process, as every program a test runs (see `Scratch::program`).
	kit.program("run_samples.sh", script_path());
	let helper = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/shell/scratch.sh");
	kit.file("src/shell/scratch.sh", std::fs::read(helper).expect("the scripts' helper"));
	kit.file("src/main.rs", "fn main() { let x: u32 = \"nine\"; }\n");
	kit.file("samples/1.in", BOARD);
	kit.file("samples/1.out", "dr\n");
	let output = Command::new(kit.path().join("run_samples.sh"))
		.env_remove("BIN")
		.env_remove("SAMPLES")
		.env_remove("SOLVER")
		.output()
		.expect("run the copy");
	let said = String::from_utf8_lossy(&output.stdout);
	assert_eq!(output.status.code(), Some(1), "{said}");
	assert!(said.starts_with("(rustc src/main.rs)"), "{said}");
	assert!(said.lines().next().unwrap_or_default().ends_with("  CE"), "{said}");
	assert!(said.contains("mismatched types"), "{said}");
	assert!(said.ends_with("0 passed, 1 failed\n"), "{said}");
}

#[test]
fn a_folder_names_its_problem_by_its_own_name_whatever_path_leads_to_it() {
	let scratch = samples("paths", &[("acwing845/1.in", BOARD), ("acwing845/1.out", "2\n")]);
	let within = scratch.path().join("acwing845").to_string_lossy().into_owned();
	let passed = |(status, said): (Option<i32>, String)| {
		assert_eq!(status, Some(0), "{said}");
		assert!(said.ends_with("1 passed, 0 failed\n"), "{said}");
	};
	// By SAMPLES, with the slash tab completion adds, or without; by argument, as `oj test -d`.
	passed(run_in(scratch.path(), &[("SAMPLES", &format!("{within}/"))], &[]));
	passed(run_in(scratch.path(), &[("SAMPLES", &within)], &[]));
	passed(run_in(scratch.path(), &[], &[&within]));
	passed(run_in(scratch.path(), &[], &["-d", &within]));
	passed(run_in(scratch.path(), &[], &["--directory=acwing845/"]));
	// A path relative to where the caller stands, not to where the script is.
	passed(run_in(scratch.path(), &[("SAMPLES", "acwing845")], &[]));
	passed(run_in(&scratch.path().join("acwing845"), &[], &["."]));
}

#[test]
fn its_arguments_are_read_and_refused_as_a_command_line_is() {
	let scratch = Scratch::new("arguments");
	let (status, said) = run_in(scratch.path(), &[], &["--help"]);
	assert_eq!(status, Some(0), "{said}");
	let usage =
		"usage: run_samples.sh [--solver COMMAND] [--problem NAME] [DIR | -d DIR | --directory DIR]";
	assert!(said.starts_with(usage), "{said}");
	std::fs::write(scratch.path().join("a-file"), "").expect("a file");
	let twice = "run_samples: a folder is given twice: 'a' and 'b' (try --help)";
	let alone =
		"run_samples: --help goes alone, with nothing else on the command line (try --help)";
	let empty = "run_samples: an empty name is no folder (try --help)";
	for (arguments, says) in [
		(&["--bogus"][..], "run_samples: unknown option '--bogus' (try --help)"),
		(&["/nonexistent"], "run_samples: no folder /nonexistent (try --help)"),
		(&["a-file"], "run_samples: a-file is a file, not a folder of samples (try --help)"),
		(&["a", "b"], twice),
		(&["-d", "a", "-d", "b"], twice),
		(&["-d", "a", "b"], twice),
		(&["--directory=a", "--", "b"], twice),
		(&["-d", "samples", "--help"], alone),
		(&["samples", "-h"], alone),
		(&["--help=1"], "run_samples: --help takes no value (try --help)"),
		(&[""], empty),
		(&["-d", ""], empty),
		(&["--directory="], empty),
		(&["-d"], "run_samples: --directory needs a value (try --help)"),
		(
			&["-V", "a"],
			"run_samples: --version goes alone, with nothing else on the command line (try --help)",
		),
	] {
		let (status, said) = run_in(scratch.path(), &[], arguments);
		assert_eq!((status, said.trim_end()), (Some(2), says), "{arguments:?}");
	}
	// A folder that is not there is said before anything is built.
	let mut command = Command::new(script_path());
	command.current_dir(scratch.path()).env_remove("BIN").env("SAMPLES", "mys");
	let output = command.output().expect("run run_samples.sh");
	assert_eq!(output.status.code(), Some(2));
	assert_eq!(
		String::from_utf8_lossy(&output.stderr),
		"run_samples: no folder mys (try --help)\n"
	);
	assert!(output.stdout.is_empty(), "nothing compiled");
}

#[test]
fn faults_of_the_set_up_are_not_the_solvers() {
	for (name, files, says) in [
		("no-out", &[("1.in", BOARD)][..], "SET-UP: no 1.out"),
		("wrong-out", &[("1.in", BOARD), ("1.out", "drr\n")], "SET-UP: the checker rejects 1.out"),
		(
			"broken-in",
			&[("1.in", "1 2 3 4 5 6 7 8 9\n"), ("1.out", "\n")],
			"SET-UP: the checker cannot judge 1.in with 1.out",
		),
		("out-folder", &[("1.in", BOARD), ("1.out/x", "")], "SET-UP: 1.out is not a file"),
		(
			"odd-folder",
			&[("1.in", BOARD), ("1.out", "dr\n"), ("poj/1.in", BOARD)],
			"is named after no problem",
		),
		("empty", &[], "no samples in"),
	] {
		let folder = samples(name, files);
		let (status, said) = run_samples(&folder, "5");
		assert_eq!(status, Some(2), "{name}: {said}");
		assert!(said.contains(says) && !said.contains("WA"), "{name}: {said}");
	}
	let folder = samples("limits", &[("1.in", BOARD), ("1.out", "dr\n")]);
	for time_limit in ["abc", "0", "0.0", "-1", ".", ""] {
		let (status, said) = run_samples(&folder, time_limit);
		if time_limit.is_empty() {
			assert_eq!(status, Some(0), "an empty TIME_LIMIT is the default: {said}");
			continue;
		}
		assert_eq!(status, Some(2), "TIME_LIMIT={time_limit}: {said}");
		assert!(said.contains("is not a positive number"), "{said}");
	}
	for time_limit in [".5", "1.", "3", "3000", "86400.25"] {
		assert_eq!(run_samples(&folder, time_limit).0, Some(0), "TIME_LIMIT={time_limit}");
	}
	let (status, said) = run_samples(&folder, "99999999999");
	assert_eq!(status, Some(2), "{said}");
	assert!(said.contains("is more seconds than a run can be given"), "{said}");
	// A BIN without the binaries in it says so.
	let empty = Scratch::new("no-bin");
	let (status, said) =
		run_in(folder.path(), &[("BIN", &empty.path().to_string_lossy()), ("SAMPLES", ".")], &[]);
	assert_eq!(status, Some(2), "{said}");
	assert!(said.contains(&format!("no solve in {}", empty.path().display())), "{said}");
	// A wrong answer in N.out that the checker would accept as another shortest one passes.
	let folder =
		samples("other", &[("1.in", "2 3 4 1 5 x 7 6 8\n"), ("1.out", "ullddrurdllurdruldr\n")]);
	let (status, said) = run_samples(&folder, "5");
	assert_eq!(status, Some(0), "{said}");
	assert!(said.contains("checker accepts") && said.ends_with("1 passed, 0 failed\n"), "{said}");
}

#[cfg(unix)]
#[test]
fn a_linked_sample_is_run_like_any_other() {
	let folder = samples("linked", &[("real/1.txt", BOARD), ("1.out", "dr\n")]);
	std::os::unix::fs::symlink(folder.path().join("real/1.txt"), folder.path().join("1.in"))
		.expect("a link");
	let (status, said) = run_samples(&folder, "5");
	assert_eq!(status, Some(0), "{said}");
	assert!(said.ends_with("1 passed, 0 failed\n"), "{said}");
}

/// A folder of binaries: the built checker, and a solver of `script`'s making, which lists the
/// problems as the kit's front end does (run_samples.sh asks it first) and otherwise runs
/// `script`.
fn fake_solver(name: &str, script: &str) -> Scratch {
	let folder = Scratch::new(name);
	folder.program("check", bin().join("check"));
	let eight = bin().join("solve");
	let listing = format!(
		"if [ \"$1\" = --list-problems ]; then exec '{}' --list-problems; fi",
		eight.display()
	);
	folder.script("solve", &format!("{listing}\n{script}"));
	folder
}

#[cfg(unix)]
#[test]
fn the_time_limit_holds_and_the_time_shown_is_the_time_judged() {
	let folder = samples("slow", &[("1.in", BOARD), ("1.out", "dr\n")]);
	let samples = folder.path().to_string_lossy().into_owned();
	// Solvers that ignore TERM, asleep and busy: killed a second after the limit.
	for script in ["trap '' TERM; sleep 30", "trap '' TERM; while :; do :; done"] {
		let solvers = fake_solver("stubborn", script);
		let started = Instant::now();
		let environment = [
			("SAMPLES", samples.as_str()),
			("TIME_LIMIT", "1"),
			("BIN", &solvers.path().to_string_lossy()),
		];
		let (status, said) = run_in(folder.path(), &environment, &[]);
		assert!(started.elapsed() < Duration::from_secs(10), "{script}: {:?}", started.elapsed());
		assert_eq!(status, Some(1), "{said}");
		assert!(said.contains(" TLE\n"), "{said}");
	}
	// A limit below what any process takes: each verdict agrees with the time beside it.
	let (_, said) = run_samples(&folder, "0.001");
	for line in said.lines().filter(|line| line.ends_with(" ms  AC") || line.ends_with(" ms  TLE"))
	{
		let ms: u64 =
			line.split_whitespace().rev().nth(2).and_then(|ms| ms.parse().ok()).expect("ms");
		assert_eq!(line.ends_with("TLE"), ms > 1, "{line}");
	}
}

#[cfg(unix)]
#[test]
fn a_set_up_too_slow_for_the_time_limit_is_said_to_be_slow() {
	// The kit's binaries, asked for their problems more slowly than TIME_LIMIT allows (a limit
	// shorter than a program's start): refused as slow, not as a BIN of other programs.
	let folder = samples("short", &[("1.in", BOARD), ("1.out", "dr\n")]);
	let samples = folder.path().to_string_lossy().into_owned();
	for slow_one in ["check", "solve"] {
		let slow = Scratch::new("slow-probes");
		for name in ["check", "solve"] {
			let wait = if name == slow_one { "sleep 2" } else { ":" };
			let script = format!(
				"if [ \"$1\" = --list-problems ]; then {wait}; fi\nexec '{}' \"$@\"",
				bin().join(name).display()
			);
			slow.script(name, &script);
		}
		let bin = slow.path().to_string_lossy().into_owned();
		let environment = [("SAMPLES", samples.as_str()), ("TIME_LIMIT", "0.5"), ("BIN", &bin)];
		let (status, said) = run_in(folder.path(), &environment, &[]);
		let slow = format!("run_samples: {bin}/{slow_one} cannot list the problems within TIME_LIMIT=0.5 seconds: asked --list-problems, it did not end in time\n");
		assert_eq!((status, said), (Some(2), slow));
	}
	// And its help says so.
	let (status, help) = run_in(folder.path(), &[], &["--help"]);
	let said = "TIME_LIMIT, seconds per sample (default 2), which also bounds the set-up's\nasking the checker (and the kit's solver) for its problems;";
	assert!(status == Some(0) && help.contains(said), "{help}");
}

#[cfg(unix)]
#[test]
fn its_own_output_is_treated_as_the_binaries_treat_theirs() {
	let folder = samples(
		"output",
		&[("1.in", BOARD), ("1.out", "dr\n"), ("2.in", BOARD), ("2.out", "dr\n")],
	);
	// What standard error holds after `line`, a shell line in which "$0" is the script.
	let shell = |line: &str| {
		let output = Command::new("sh")
			.args(["-c", line, &script_path().to_string_lossy()])
			.current_dir(folder.path())
			.env("BIN", bin())
			.env("SAMPLES", ".")
			.output()
			.expect("run sh");
		String::from_utf8_lossy(&output.stderr).into_owned()
	};
	// A full disk: a failure, said once.
	let said = shell("\"$0\" > /dev/full; echo \"exit $?\" >&2");
	assert_eq!(said, "run_samples: cannot write the output: No space left on device\nexit 2\n");
	// A reader that went away: a quiet end, whether SIGPIPE is left as it is or ignored.
	for ignored in ["", "trap '' PIPE; "] {
		for reader in ["head -1 > /dev/null", "true"] {
			let said = shell(&format!("{ignored}{{ \"$0\"; echo \"exit $?\" >&2; }} | {reader}"));
			assert_eq!(said, "exit 0\n", "{ignored}{reader}");
		}
	}
	// But a quiet end of the output is no pass: a wrong solver still fails the run.
	let wrong = fake_solver("wrong", "echo uu");
	let line = format!(
		"{{ BIN={:?} \"$0\"; echo \"exit $?\" >&2; }} | head -n 1 > /dev/null",
		wrong.path()
	);
	assert_eq!(shell(&line), "exit 1\n");
}

#[cfg(unix)]
#[test]
fn a_solver_killed_by_a_signal_is_said_so_and_nothing_of_the_shell_leaks() {
	let folder = samples("crash", &[("1.in", BOARD), ("1.out", "dr\n")]);
	let samples = folder.path().to_string_lossy().into_owned();
	let crashing = fake_solver("crashing", "kill -SEGV $$");
	let environment = [("SAMPLES", samples.as_str()), ("BIN", &crashing.path().to_string_lossy())];
	let (status, said) = run_in(folder.path(), &environment, &[]);
	assert_eq!(status, Some(1), "{said}");
	assert!(said.contains("RE: killed by signal 11 (SIGSEGV)"), "{said}");
	assert!(!said.contains("line ") && !said.contains("Segmentation fault"), "{said}");
}

#[cfg(unix)]
#[test]
fn links_are_followed_wherever_they_stand() {
	use std::os::unix::fs::symlink;
	let scratch = samples(
		"links",
		&[
			("real/1.in", BOARD),
			("real/1.out", "dr\n"),
			("elsewhere/1.in", BOARD),
			("elsewhere/1.out", "2\n"),
			("store/acwing845/1.in", BOARD),
			("store/acwing845/1.out", "2\n"),
		],
	);
	let path = scratch.path();
	// The samples folder given through a link, and a problem's folder kept as a link.
	symlink(path.join("real"), path.join("given")).expect("a link");
	symlink(path.join("elsewhere"), path.join("real/acwing845")).expect("a link");
	let (status, said) = run_in(path, &[], &["given"]);
	assert_eq!(status, Some(0), "{said}");
	assert!(said.contains("given/acwing845/1") && said.ends_with("2 passed, 0 failed\n"), "{said}");
	// A link to a problem's folder names the problem by where it leads.
	symlink(path.join("store/acwing845"), path.join("mine")).expect("a link");
	let (status, said) = run_in(path, &[], &["mine"]);
	assert_eq!(status, Some(0), "{said}");
	// The script started through a link finds the kit it belongs to.
	symlink(script_path(), path.join("runner")).expect("a link");
	let output = Command::new(path.join("runner"))
		.current_dir(path)
		.env("BIN", bin())
		.env_remove("SAMPLES")
		.arg("real")
		.output()
		.expect("run the link");
	assert_eq!(output.status.code(), Some(0), "{}", String::from_utf8_lossy(&output.stderr));
}

#[cfg(unix)]
#[test]
fn a_folder_whose_name_begins_with_a_dash_is_a_folder_after_double_dash() {
	let scratch = samples("dash", &[("-x/1.in", BOARD), ("-x/1.out", "dr\n")]);
	let (status, said) = run_in(scratch.path(), &[], &["--", "-x"]);
	assert_eq!(status, Some(0), "{said}");
	assert!(said.contains("-x/1 ") && said.ends_with("1 passed, 0 failed\n"), "{said}");
	let (status, _) = run_in(scratch.path(), &[], &["-x"]);
	assert_eq!(status, Some(2));
}

/// Whether the process `pid` is gone or a zombie (ended, its status not yet taken): running no
/// more, either way.
fn ended(pid: u32) -> bool {
	let stat = match std::fs::read_to_string(format!("/proc/{pid}/stat")) {
		Ok(stat) => stat,
		Err(_) => return true,
	};
	let state = stat.rsplit_once(") ").and_then(|(_, rest)| rest.split(' ').next());
	matches!(state, Some("Z" | "X"))
}

#[cfg(target_os = "linux")]
#[test]
fn ctrl_c_and_sigterm_stop_it_at_once_and_leave_nothing_running_or_written() {
	let folder = samples(
		"stopped",
		&[("1.in", BOARD), ("1.out", "dr\n"), ("2.in", BOARD), ("2.out", "dr\n")],
	);
	let samples = folder.path().to_string_lossy().into_owned();
	let stages = ["a sample", "the set-up"];
	for (stage, (signal, status)) in stages
		.iter()
		.flat_map(|stage| [("INT", 130), ("TERM", 143), ("HUP", 129)].map(|s| (stage, s)))
	{
		let number = match signal {
			"INT" => 2,
			"TERM" => 15,
			_ => 1,
		};
		if support::signal_ignored(number) {
			continue;
		}
		// A solver (or, at the set-up, a checker asked for its problems) that says its pid,
		// ignores SIGTERM and would sleep past the time limit.
		let solvers = Scratch::new("stopped-solver");
		let pid_file = solvers.path().join("pid");
		let script = format!("echo $$ > '{}'; trap '' TERM; exec sleep 30", pid_file.display());
		let solvers_folder = match *stage {
			"a sample" => fake_solver("stopped-bin", &script),
			_ => {
				let folder = Scratch::new("stopped-bin");
				folder.program("solve", bin().join("solve"));
				folder.script("check", &script);
				folder
			}
		};
		let temporary = Scratch::new("stopped-tmp");
		let mut run = Command::new(script_path())
			.current_dir(folder.path())
			.env("BIN", solvers_folder.path())
			.env("SAMPLES", &samples)
			.env("TIME_LIMIT", "20")
			.env("TMPDIR", temporary.path())
			.stdout(std::process::Stdio::null())
			.stderr(std::process::Stdio::null())
			.spawn()
			.expect("run run_samples.sh");
		let started = Instant::now();
		while !pid_file.exists()
			|| std::fs::read_to_string(&pid_file).unwrap_or_default().is_empty()
		{
			assert!(started.elapsed() < Duration::from_secs(20), "the solver never started");
			std::thread::sleep(Duration::from_millis(20));
		}
		let solver: u32 =
			std::fs::read_to_string(&pid_file).expect("its pid").trim().parse().expect("a pid");
		// Signalled once the script waits for its child: bash takes a trapped signal at once in
		// `wait`, but one that comes in the instant before (the child may start first, on a
		// loaded machine) only when the child ends, here after the time limit (20 s, as once
		// under CI). The script's thread is in the kernel's `do_wait` then.
		let waiting = Instant::now();
		let wchan = format!("/proc/{}/wchan", run.id());
		while std::fs::read_to_string(&wchan).map_or(false, |at| at != "do_wait")
			&& waiting.elapsed() < Duration::from_secs(5)
		{
			std::thread::sleep(Duration::from_millis(10));
		}
		let sent = Instant::now();
		let killed =
			Command::new("kill").arg(format!("-{signal}")).arg(run.id().to_string()).status();
		assert!(killed.expect("run kill").success());
		let exit = run.wait().expect("its end");
		// At once: the solver ignores SIGTERM, and is killed a second after it.
		assert!(
			sent.elapsed() < Duration::from_secs(5),
			"{stage}: SIG{signal}: {:?}",
			sent.elapsed()
		);
		assert_eq!(exit.code(), Some(status), "{stage}: SIG{signal}");
		let deadline = Instant::now() + Duration::from_secs(5);
		while !ended(solver) && Instant::now() < deadline {
			std::thread::sleep(Duration::from_millis(20));
		}
		assert!(
			ended(solver),
			"{stage}: SIG{signal}: {solver} is still running: {} (its state, parent and group \
			 are the third to fifth fields)",
			std::fs::read_to_string(format!("/proc/{solver}/stat")).unwrap_or_default().trim()
		);
		let left: Vec<_> = std::fs::read_dir(temporary.path()).expect("the folder").collect();
		assert!(left.is_empty(), "{stage}: SIG{signal}: its temporary folder was left: {left:?}");
	}
}

#[test]
fn a_temporary_folder_that_cannot_be_made_is_a_fault_of_the_set_up() {
	let folder = samples("no-tmp", &[("1.in", BOARD), ("1.out", "dr\n")]);
	let samples = folder.path().to_string_lossy().into_owned();
	let missing = folder.path().join("missing").to_string_lossy().into_owned();
	let (status, said) = run_in(folder.path(), &[("SAMPLES", &samples), ("TMPDIR", &missing)], &[]);
	assert_eq!(status, Some(2), "{said}");
	assert!(said.starts_with("run_samples: cannot make a temporary folder: "), "{said}");
	assert!(!said.contains("passed"), "{said}");
}

#[test]
fn a_report_shows_an_excerpt_of_an_output_however_large() {
	let folder = samples("large", &[("1.in", BOARD), ("1.out", "dr\n")]);
	let samples = folder.path().to_string_lossy().into_owned();
	for (solver, size) in [
		("head -c 50000000 /dev/zero | tr '\\0' u", "50000000 bytes, 0 lines"),
		("yes ul | head -n 1000000", "3000000 bytes, 1000000 lines"),
		("yes 'ul\nthis solver says more than it should' | head -c 3000000 >&2; exit 1", ""),
	] {
		let solvers = fake_solver("large-solver", solver);
		let environment =
			[("SAMPLES", samples.as_str()), ("BIN", &solvers.path().to_string_lossy())];
		let (status, said) = run_in(folder.path(), &environment, &[]);
		assert_eq!(status, Some(1), "{solver}");
		assert!(said.len() < 20_000, "{solver}: a report of {} bytes", said.len());
		if !size.is_empty() {
			let note = format!("... ({size} in all: the rest left out)");
			assert!(said.contains(&note), "{solver}: {said}");
		}
	}
}

#[cfg(unix)]
#[test]
fn a_folder_that_cannot_be_read_whole_is_a_fault_of_the_set_up() {
	let folder = samples("loop", &[("1.in", BOARD), ("1.out", "dr\n")]);
	std::os::unix::fs::symlink(".", folder.path().join("again")).expect("a loop of links");
	let (status, said) = run_samples(&folder, "5");
	assert_eq!(status, Some(2), "{said}");
	let start = format!("run_samples: cannot read the samples in {}: ", folder.path().display());
	assert!(said.starts_with(&start) && said.contains("loop"), "{said}");
	assert!(!said.contains("passed"), "{said}");
}

#[test]
fn its_version_is_the_kits() {
	let scratch = Scratch::new("version");
	let (status, said) = run_in(scratch.path(), &[], &["--version"]);
	let version = format!("run_samples.sh {}\n", env!("CARGO_PKG_VERSION"));
	assert_eq!((status, said), (Some(0), version.clone()));
	assert_eq!(run_in(scratch.path(), &[], &["-V"]), (Some(0), version));
	let (status, said) = run_in(scratch.path(), &[], &["--version", "x"]);
	assert_eq!(status, Some(2), "{said}");
}

/// A solution of a contestant's in C++: a breadth-first search from each board, AcWing 179's
/// answers. `BROKEN` makes it answer `dr` whatever the board.
const CPP_SOLUTION: &str = r#"#include <cstdio>
#include <map>
#include <queue>
#include <string>
int main() {
	std::string board;
	char cell[8];
	while (std::scanf("%7s", cell) == 1) {
		board += cell;
		if (board.size() < 9) continue;
#ifdef BROKEN
		std::puts("dr");
		board.clear();
		continue;
#endif
		int inversions = 0;
		for (int i = 0; i < 9; i++)
			for (int j = i + 1; j < 9; j++)
				inversions += board[i] != 'x' && board[j] != 'x' && board[i] > board[j];
		if (inversions % 2) {
			std::puts("unsolvable");
			board.clear();
			continue;
		}
		std::map<std::string, std::string> moves{{board, ""}};
		std::queue<std::string> queue;
		queue.push(board);
		while (queue.front() != "12345678x") {
			std::string at = queue.front();
			queue.pop();
			int blank = (int)at.find('x');
			const char *letters = "udlr";
			const int offsets[] = {-3, 3, -1, 1};
			for (int way = 0; way < 4; way++) {
				if ((way == 0 && blank < 3) || (way == 1 && blank > 5) ||
				    (way == 2 && blank % 3 == 0) || (way == 3 && blank % 3 == 2))
					continue;
				std::string next = at;
				std::swap(next[blank], next[blank + offsets[way]]);
				if (moves.count(next)) continue;
				moves[next] = moves[at] + letters[way];
				queue.push(next);
			}
		}
		std::puts(moves["12345678x"].c_str());
		board.clear();
	}
}
"#;

/// The same in Python.
const PYTHON_SOLUTION: &str = r#"import sys
from collections import deque

def solve(board):
    tiles = [cell for cell in board if cell != "x"]
    if sum(tiles[i] > tiles[j] for i in range(8) for j in range(i + 1, 8)) % 2:
        return "unsolvable"
    moves = {board: ""}
    queue = deque([board])
    while True:
        at = queue.popleft()
        if at == "12345678x":
            return moves[at]
        blank = at.index("x")
        for letter, offset, allowed in (("u", -3, blank >= 3), ("d", 3, blank < 6),
                                        ("l", -1, blank % 3 > 0), ("r", 1, blank % 3 < 2)):
            cells = list(at)
            if allowed:
                cells[blank], cells[blank + offset] = cells[blank + offset], cells[blank]
                following = "".join(cells)
                if following not in moves:
                    moves[following] = moves[at] + letter
                    queue.append(following)

cells = sys.stdin.read().split()
for start in range(0, len(cells) - 8, 9):
    print(solve("".join(cells[start:start + 9])))
"#;

/// Three samples of AcWing 179: a board two moves away, the goal, an unsolvable board.
fn three_samples(name: &str) -> Scratch {
	samples(
		name,
		&[
			("1.in", BOARD),
			("1.out", "dr\n"),
			("2.in", "1 2 3 4 5 6 7 8 x\n"),
			("2.out", "\n"),
			("3.in", "2 1 3 4 5 6 7 8 x\n"),
			("3.out", "unsolvable\n"),
		],
	)
}

/// run_samples.sh with `solver` as the solver, on the samples in `samples`, from `folder`.
fn run_solver(folder: &Scratch, solver: &str, samples: &Scratch) -> (Option<i32>, String) {
	let samples = samples.path().to_string_lossy().into_owned();
	run_in(folder.path(), &[("TIME_LIMIT", "20")], &["--solver", solver, &samples])
}

const ALL_PASSED: &str = "3 passed, 0 failed\n";

#[test]
fn a_contestants_cpp_solution_runs_against_the_samples_right_or_broken() {
	let folder = three_samples("cpp");
	let source = folder.file("solution.cpp", CPP_SOLUTION);
	let mut built = Vec::new();
	for broken in [false, true] {
		let binary = folder.path().join(if broken { "broken" } else { "solution" });
		let mut build = Command::new("g++");
		build.args(["-O2", "-o"]).arg(&binary).arg(&source);
		if broken {
			build.arg("-DBROKEN");
		}
		match build.output() {
			Ok(output) => {
				assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
				built.push(binary.to_string_lossy().into_owned());
			}
			Err(_) if std::env::var_os("CI").is_none() => {
				return support::skip("no g++ here: a C++ solution was not run");
			}
			Err(error) => panic!("g++, which CI has: {error}"),
		}
	}
	let (status, said) = run_solver(&folder, &built[0], &folder);
	assert_eq!(status, Some(0), "{said}");
	assert!(said.ends_with(ALL_PASSED), "{said}");
	let (status, said) = run_solver(&folder, &built[1], &folder);
	assert_eq!(status, Some(1), "{said}");
	let verdicts: Vec<&str> = said
		.lines()
		.filter(|line| line.contains(" ms  "))
		.filter_map(|line| line.split(" ms  ").last())
		.collect();
	assert_eq!(verdicts[..3], ["AC", "WA", "WA"], "{said}");
	assert!(said.ends_with("1 passed, 2 failed\n"), "{said}");
}

#[test]
fn a_contestants_python_solution_runs_against_the_samples_right_or_failing() {
	let folder = three_samples("python");
	let python = folder.file("solution.py", PYTHON_SOLUTION);
	let (status, said) = run_solver(&folder, &format!("python3 '{python}'"), &folder);
	assert_eq!(status, Some(0), "{said}");
	assert!(said.ends_with(ALL_PASSED), "{said}");
	let failing =
		folder.file("failing.py", "import sys\nprint('to stderr', file=sys.stderr)\nsys.exit(3)\n");
	let (status, said) = run_solver(&folder, &format!("python3 {failing}"), &folder);
	assert_eq!(status, Some(1), "{said}");
	assert_eq!(said.matches("RE: exit 3\n    to stderr\n").count(), 3, "{said}");
}

#[test]
fn the_judge_file_compiled_alone_runs_against_the_samples_as_a_judge_runs_it() {
	let folder = three_samples("alone");
	let judge = folder.path().join("eight-alone");
	let built = Command::new("rustc")
		.args(["-O", "src/main.rs", "-o"])
		.arg(&judge)
		.current_dir(env!("CARGO_MANIFEST_DIR"))
		.output()
		.expect("run rustc");
	assert!(built.status.success(), "{}", String::from_utf8_lossy(&built.stderr));
	let judge = judge.to_string_lossy().into_owned();
	let (status, said) = run_solver(&folder, &judge, &folder);
	assert_eq!(status, Some(0), "{said}");
	assert!(said.ends_with(ALL_PASSED), "{said}");
	// Set to AcWing 179, it is wrong for Luogu's goal, which the folder's name poses.
	let luogu =
		samples("alone-luogu", &[("luogu1379/1.in", "283104765\n"), ("luogu1379/1.out", "4\n")]);
	let (status, said) = run_solver(&folder, &judge, &luogu);
	assert_eq!(status, Some(1), "{said}");
	assert!(said.contains("luogu1379/1 ") && said.contains("  WA\n"), "{said}");
	// With --problem, only the samples that pose its problem: the folder's Luogu sample is left
	// out, and the judge file passes.
	let both = samples(
		"alone-both",
		&[
			("1.in", BOARD),
			("1.out", "dr\n"),
			("luogu1379/1.in", "283104765\n"),
			("luogu1379/1.out", "4\n"),
		],
	);
	let both_path = both.path().to_string_lossy().into_owned();
	let environment = [("TIME_LIMIT", "20")];
	let (status, said) = run_in(
		folder.path(),
		&environment,
		&["--solver", &judge, "--problem", "acwing179", &both_path],
	);
	assert_eq!(status, Some(0), "{said}");
	assert!(said.ends_with("1 passed, 0 failed\n") && !said.contains("luogu1379"), "{said}");
	let (status, said) = run_in(
		folder.path(),
		&environment,
		&["--solver", &judge, "--problem", "acwing845", &both_path],
	);
	assert_eq!(status, Some(2), "{said}");
	assert!(said.contains("no samples of acwing845 in"), "{said}");
	// In BIN, as the kit's `solve` beside the kit's checker, it would answer every folder as its
	// one problem: asked for the problems as the checker is, it is found out, a fault of the
	// set-up; asked with its standard input closed, so that nothing waits on a terminal.
	let bin_folder = Scratch::new("alone-bin");
	bin_folder.program("solve", &judge);
	bin_folder.program("check", bin().join("check"));
	let samples = folder.path().to_string_lossy().into_owned();
	let bin = bin_folder.path().to_string_lossy().into_owned();
	// Its standard input a pipe held open, as a terminal is: a read of it would wait for ever.
	let mut command = Command::new(script_path());
	command.current_dir(folder.path()).env("BIN", &bin).env("SAMPLES", &samples);
	command.stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped());
	let mut child = command.spawn().expect("run run_samples.sh");
	let _held = child.stdin.take();
	let begun = Instant::now();
	let status = loop {
		if let Some(status) = child.try_wait().expect("its state") {
			break Some(status);
		}
		if begun.elapsed() > Duration::from_secs(60) {
			let _ = child.kill();
			let _ = child.wait();
			break None;
		}
		std::thread::sleep(Duration::from_millis(50));
	};
	let (mut said, mut why) = (String::new(), String::new());
	child.stdout.take().expect("its output").read_to_string(&mut said).expect("its output");
	child.stderr.take().expect("its words").read_to_string(&mut why).expect("its words");
	assert_eq!(status.and_then(|status| status.code()), Some(2), "{said}{why}");
	assert!(said.is_empty(), "{said}");
	let expected = format!("run_samples: {bin}/solve is not the kit's front end: asked --list-problems, it does not name the checker's problems (a judge file built alone answers one problem: run it with --solver, and --problem)\n");
	assert_eq!(why, expected);
}

#[test]
fn a_solver_of_ones_own_that_ignores_sigterm_is_killed_a_second_after_the_limit() {
	let folder = samples("stubborn", &[("1.in", BOARD), ("1.out", "dr\n")]);
	let stubborn = folder.script("stubborn", "trap '' TERM\nsleep 30");
	let begun = Instant::now();
	let samples = folder.path().to_string_lossy().into_owned();
	let (status, said) =
		run_in(folder.path(), &[("TIME_LIMIT", "1")], &["--solver", &stubborn, "-d", &samples]);
	assert_eq!(status, Some(1), "{said}");
	assert!(said.contains("  TLE\n"), "{said}");
	assert!(begun.elapsed() < Duration::from_secs(4), "{said}");
	// At the set-up too: a checker that hangs when asked for its problems is killed a second
	// after the limit, and that is a fault of the set-up.
	let stuck = Scratch::new("stubborn-bin");
	stuck.script("check", "trap '' TERM\nsleep 30");
	let begun = Instant::now();
	let bin = stuck.path().to_string_lossy().into_owned();
	let environment = [("TIME_LIMIT", "1"), ("BIN", bin.as_str())];
	let (status, said) = run_in(folder.path(), &environment, &["--solver", "true", "-d", &samples]);
	assert_eq!(status, Some(2), "{said}");
	assert!(said.contains("cannot list the problems"), "{said}");
	assert!(begun.elapsed() < Duration::from_secs(4), "{said}");
	// The command line: an empty solver is none; one solver at most; SOLVER as --solver.
	let (status, said) = run_in(folder.path(), &[], &["--solver", " "]);
	let empty = "run_samples: an empty command is no solver (try --help)\n";
	assert_eq!((status, said.as_str()), (Some(2), empty));
	let (status, said) = run_in(folder.path(), &[], &["--solver", "a", "--solver=b"]);
	let twice = "run_samples: --solver is given twice (try --help)\n";
	assert_eq!((status, said.as_str()), (Some(2), twice));
	let (status, said) = run_in(folder.path(), &[("SOLVER", "printf 'dr\\n'")], &["-d", &samples]);
	assert_eq!(status, Some(0), "{said}");
	assert!(said.ends_with("1 passed, 0 failed\n"), "{said}");
}

#[cfg(unix)]
#[test]
fn a_tool_that_is_not_here_is_a_fault_of_the_set_up_by_name() {
	// A PATH of every program of /usr/bin and /bin but the ones left out: a compiler that is not
	// there is no CE, and no time limit is no verdict at all.
	let folder = samples("no-tools", &[("1.in", BOARD), ("1.out", "dr\n")]);
	let samples = folder.path().to_string_lossy().into_owned();
	let path_without = |left_out: &[&str]| {
		let tools = Scratch::new("tools");
		for system in ["/bin", "/usr/bin"] {
			for entry in std::fs::read_dir(system).expect("a folder of programs") {
				let entry = entry.expect("an entry");
				let name = entry.file_name();
				let link = tools.path().join(&name);
				if left_out.iter().any(|out| name == *out) || link.exists() {
					continue;
				}
				let _ = std::os::unix::fs::symlink(entry.path(), link);
			}
		}
		tools
	};
	let tools = path_without(&["timeout"]);
	let path = tools.path().to_string_lossy().into_owned();
	let (status, said) = run_in(folder.path(), &[("PATH", &path), ("SAMPLES", &samples)], &[]);
	let missing = "run_samples: timeout (GNU coreutils), which limits each run, is not here\n";
	assert_eq!((status, said.as_str()), (Some(2), missing));
	// No Rust, and the kit's own solver to build: said, before anything is run.
	let tools = path_without(&["rustc", "cargo"]);
	let path = tools.path().to_string_lossy().into_owned();
	let mut command = Command::new(script_path());
	command.current_dir(folder.path()).env_remove("BIN").env("PATH", &path);
	let output = command.env("SAMPLES", &samples).output().expect("run run_samples.sh");
	assert_eq!(output.status.code(), Some(2));
	let said = String::from_utf8_lossy(&output.stderr);
	assert!(
		said.starts_with("run_samples: cargo is not here: the kit is built with Rust"),
		"{said}"
	);
	assert!(output.stdout.is_empty());
}

/// The verdicts of the samples in a report, in order.
fn verdicts(said: &str) -> Vec<String> {
	let lines = said.lines().filter(|line| line.contains(" ms  "));
	lines.filter_map(|line| line.split(" ms  ").last()).map(str::to_string).collect()
}

#[test]
fn tle_is_only_a_run_over_the_limit_and_a_signal_is_said_by_name() {
	let folder = samples("verdicts", &[("1.in", BOARD), ("1.out", "dr\n")]);
	let samples = folder.path().to_string_lossy().into_owned();
	for (solver, verdict) in [
		// The out-of-memory killer's SIGKILL, a crash, and a solver's own exit 124: each at once,
		// far within the limit.
		("kill -KILL $$", "RE: killed by signal 9 (SIGKILL)"),
		("kill -SEGV $$", "RE: killed by signal 11 (SIGSEGV)"),
		("exit 124", "RE: exit 124"),
	] {
		let begun = Instant::now();
		let (status, said) =
			run_in(folder.path(), &[("TIME_LIMIT", "20")], &["--solver", solver, &samples]);
		assert_eq!(status, Some(1), "{solver}: {said}");
		assert_eq!(verdicts(&said), [verdict], "{solver}: {said}");
		assert!(begun.elapsed() < Duration::from_secs(15), "{solver}: {said}");
	}
}

#[cfg(target_os = "linux")]
#[test]
fn whatever_a_solver_leaves_running_is_killed_when_its_run_ends() {
	let folder = samples("left-running", &[("1.in", BOARD), ("1.out", "dr\n")]);
	let samples = folder.path().to_string_lossy().into_owned();
	let pids = folder.path().join("pids");
	// A child in the solver's group, and one in a session of its own, as a daemon leaves it.
	let solver = format!(
		"sleep 30 & echo $! >> '{pids}'; setsid sleep 30 & echo $! >> '{pids}'; sleep 0.2; echo dr",
		pids = pids.display()
	);
	let (status, said) =
		run_in(folder.path(), &[("TIME_LIMIT", "20")], &["--solver", &solver, &samples]);
	assert_eq!(status, Some(0), "{said}");
	let left = std::fs::read_to_string(&pids).expect("the pids");
	let left: Vec<u32> = left.lines().map(|pid| pid.parse().expect("a pid")).collect();
	assert_eq!(left.len(), 2, "{left:?}");
	for pid in left {
		let deadline = Instant::now() + Duration::from_secs(5);
		while !ended(pid) && Instant::now() < deadline {
			std::thread::sleep(Duration::from_millis(20));
		}
		let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
		assert!(ended(pid), "{pid} runs on after the verdict: {stat}");
	}
}

#[test]
fn output_past_the_limit_is_ole_at_once() {
	let folder = samples("ole", &[("1.in", BOARD), ("1.out", "dr\n")]);
	let samples = folder.path().to_string_lossy().into_owned();
	let temporary = Scratch::new("ole-tmp");
	let temporary_path = temporary.path().to_string_lossy().into_owned();
	for (solver, verdict) in [
		("yes", "OLE: 1 MiB or more of output"),
		("yes >&2", "OLE: 1 MiB or more on standard error"),
		("trap '' XFSZ; yes; exit 0", "OLE: 1 MiB or more of output"),
	] {
		let begun = Instant::now();
		let environment =
			[("TIME_LIMIT", "20"), ("OUTPUT_LIMIT", "1"), ("TMPDIR", temporary_path.as_str())];
		let (status, said) = run_in(folder.path(), &environment, &["--solver", solver, &samples]);
		assert_eq!(status, Some(1), "{solver}: {said}");
		assert_eq!(verdicts(&said), [verdict], "{solver}: {said}");
		assert!(begun.elapsed() < Duration::from_secs(15), "{solver}: {said}");
		assert_eq!(std::fs::read_dir(temporary.path()).expect("the folder").count(), 0);
	}
	// The default holds: 64 MiB.
	let (status, said) =
		run_in(folder.path(), &[("TIME_LIMIT", "20")], &["--solver", "yes", &samples]);
	assert_eq!(
		(status, verdicts(&said)),
		(Some(1), vec!["OLE: 64 MiB or more of output".to_string()])
	);
	for limit in ["0", "abc", "-1", "1.5", "12345678"] {
		let (status, said) =
			run_in(folder.path(), &[("OUTPUT_LIMIT", limit)], &["--solver", "yes", &samples]);
		assert_eq!(status, Some(2), "OUTPUT_LIMIT={limit}: {said}");
		assert!(said.contains("is not a positive whole number of MiB"), "{said}");
	}
}

#[test]
fn a_solver_that_cannot_start_is_a_fault_of_the_set_up() {
	let folder = samples(
		"cannot-start",
		&[("1.in", BOARD), ("1.out", "dr\n"), ("2.in", BOARD), ("2.out", "dr\n")],
	);
	let samples = folder.path().to_string_lossy().into_owned();
	let source = folder.file("my.cpp", "int main() {}\n");
	for (solver, why) in [
		("./nonexistent", "./nonexistent: No such file or directory"),
		("nonexistent-solver", "nonexistent-solver: command not found"),
		(source.as_str(), &*format!("{source}: Permission denied")),
		(samples.as_str(), &*format!("{samples}: Is a directory")),
	] {
		let (status, said) = run_in(folder.path(), &[], &["--solver", solver, &samples]);
		assert_eq!(status, Some(2), "{solver}: {said}");
		let expected = format!("run_samples: the solver cannot start: {why} (--solver is a command line, as bash reads it: try --help)\n");
		assert_eq!(said, expected, "{solver}");
	}
	// A solver that starts and then fails is the solver's failure, sample by sample.
	let (status, said) = run_in(folder.path(), &[], &["--solver", "exit 127", &samples]);
	assert_eq!((status, verdicts(&said)), (Some(1), vec!["RE: exit 127".to_string(); 2]), "{said}");
}

#[test]
fn a_name_with_a_control_character_keeps_a_report_line_one_line() {
	let folder = samples("odd names", &[("a\nb/1.in", BOARD), ("a\nb/1.out", "dr\n")]);
	let odd = folder.path().join("a\nb").to_string_lossy().into_owned();
	let (status, said) = run_in(folder.path(), &[], &[&odd]);
	assert_eq!(status, Some(0), "{said}");
	assert!(said.starts_with("a\\x0ab/1 "), "{said}");
	assert_eq!(said.lines().count(), 2, "{said}");
	let (status, said) = run_in(folder.path(), &[], &[&format!("{odd}/nothere")]);
	assert_eq!(status, Some(2));
	assert!(said.contains("a\\x0ab/nothere") && said.lines().count() == 1, "{said}");
}

#[cfg(target_os = "linux")]
#[test]
fn a_time_limit_that_ends_before_its_solver_leaves_nothing_running() {
	// coreutils 9.1's timeout, sent SIGTERM before its fork() has returned to it (a machine under
	// load can hold it there while the solver runs), ends at once with `_exit`, its child running
	// on in its group, parent gone: the CI failure "3313 (sleep) S 1 3311". A stand-in does so
	// every time here; a stop that kills what runs by its group, not through timeout, leaves
	// nothing.
	let tools = Scratch::new("early-timeout");
	tools.script("timeout", "shift 3\ntrap 'exit 143' TERM INT HUP\n\"$@\" &\nwait $!");
	let path = format!("{}:{}", tools.path().display(), std::env::var("PATH").unwrap_or_default());
	let folder = samples("early", &[("1.in", BOARD), ("1.out", "dr\n")]);
	let samples = folder.path().to_string_lossy().into_owned();
	let pid_file = folder.path().join("pid");
	let solver = format!(
		"echo $$ > '{}.new'; mv '{0}.new' '{0}'; trap '' TERM; exec sleep 30",
		pid_file.display()
	);
	let temporary = Scratch::new("early-tmp");
	let mut run = Command::new(script_path())
		.current_dir(folder.path())
		.env("BIN", bin())
		.env("PATH", &path)
		.env("TIME_LIMIT", "20")
		.env("TMPDIR", temporary.path())
		.args(["--solver", &solver, &samples])
		.stdout(Stdio::null())
		.stderr(Stdio::null())
		.spawn()
		.expect("run run_samples.sh");
	let started = Instant::now();
	while !pid_file.exists() {
		assert!(started.elapsed() < Duration::from_secs(20), "the solver never started");
		std::thread::sleep(Duration::from_millis(20));
	}
	let solver: u32 =
		std::fs::read_to_string(&pid_file).expect("its pid").trim().parse().expect("a pid");
	let killed = Command::new("kill").arg("-TERM").arg(run.id().to_string()).status();
	assert!(killed.expect("run kill").success());
	assert_eq!(run.wait().expect("its end").code(), Some(143));
	let deadline = Instant::now() + Duration::from_secs(5);
	while !ended(solver) && Instant::now() < deadline {
		std::thread::sleep(Duration::from_millis(20));
	}
	let stat = std::fs::read_to_string(format!("/proc/{solver}/stat")).unwrap_or_default();
	assert!(ended(solver), "{solver} runs on: {stat}");
	assert_eq!(std::fs::read_dir(temporary.path()).expect("the folder").count(), 0);
}
