//! The solver as a judge and a person run it: the built binary, fed bytes on standard input.

use std::io::{BufRead, BufReader, Read, Write};
use std::path::Path;
use std::process::{Child, Command, Output, Stdio};

use eight_kit::{run_with_input, Random};
use std::time::{Duration, Instant};

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

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn every_sample_gives_its_expected_output() {
    let mut inputs: Vec<_> = std::fs::read_dir("samples")
        .expect("samples/")
        .map(|entry| entry.expect("an entry").path())
        .filter(|path| path.extension().is_some_and(|extension| extension == "in"))
        .collect();
    inputs.sort();
    assert!(inputs.len() >= 8, "samples 1 to 8 at least");
    for input in inputs {
        let expected = std::fs::read(input.with_extension("out")).expect("N.out beside N.in");
        let output = run(&[], &std::fs::read(&input).expect("N.in"));
        assert!(output.status.success(), "{}", input.display());
        assert_eq!(text(&output.stdout), text(&expected), "{}", input.display());
        assert!(output.stderr.is_empty(), "{}", input.display());
    }
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
    assert_eq!(
        text(&output.stderr),
        format!("eight: {message}\n"),
        "{input:?}"
    );
}

#[test]
fn a_character_that_is_not_a_cell() {
    assert_rejected(
        "1 2 3 4 5 6 7 8 x\n2 3 4 1 5 x 7 6 8\n1 2 3\n4 y 6\n",
        "\ndlurullddrurdllurdr\n",
        "case 3 (line 3): 'y' on line 4 is not a cell (cells are 1 to 8, and x for the blank)",
    );
    assert_rejected(
        "1 2 3 4 5 6 7 8 9\n",
        "",
        "case 1 (line 1): '9' on line 1 is not a cell (cells are 1 to 8, and x for the blank)",
    );
    assert_rejected(
        "1 2 3 4 5 6 7 8 x\n\n-1",
        "\n",
        "case 2 (line 3): '-' on line 3 is not a cell (cells are 1 to 8, and x for the blank)",
    );
    assert_rejected(
        "1 2 3 4 \u{7f}",
        "",
        "case 1 (line 1): byte 0x7f on line 1 is not a cell (cells are 1 to 8, and x for the blank)",
    );
    assert_rejected(
        "1 2 3 4 5 6 7 8 ×",
        "",
        "case 1 (line 1): byte 0xc3 on line 1 is not a cell (cells are 1 to 8, and x for the blank)",
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
        "case 1 (line 1): tile 8 appears twice, and there is no blank",
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
    assert_eq!(
        text(&version.stdout),
        format!("eight {}\n", env!("CARGO_PKG_VERSION"))
    );
    for arguments in [
        &["--frobnicate"][..],
        &["--heuristic"],
        &["--heuristic", "fast"],
    ] {
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
    child
        .stderr
        .take()
        .expect("piped stderr")
        .read_to_string(&mut stderr)
        .expect("stderr");
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
        eprintln!("no /proc here: memory not measured");
        return;
    }
    let mut child = spawn_solver();
    let mut stdin = child.stdin.take().expect("piped stdin");
    let blank_lines = vec![b'\n'; 1 << 20];
    for _ in 0..100 {
        stdin
            .write_all(&blank_lines)
            .expect("100 MiB of blank lines");
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
    assert!(peak < 8 * 1024, "peak resident memory {peak} KiB");
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
        let started = Instant::now();
        let output = run(&[], &input);
        let stderr = text(&output.stderr);
        assert!(
            started.elapsed() < Duration::from_secs(10),
            "round {round}: hung on {input:?}"
        );
        assert!(
            matches!(output.status.code(), Some(0 | 2)),
            "round {round}: {input:?} gave {} and {stderr}",
            output.status
        );
        assert!(
            !stderr.contains("panicked"),
            "round {round}: {input:?}: {stderr}"
        );
        if output.status.code() == Some(2) {
            assert!(
                stderr.starts_with("eight: case "),
                "round {round}: {stderr}"
            );
            assert_eq!(stderr.lines().count(), 1, "round {round}: {stderr}");
        }
    }
}

#[test]
fn main_rs_compiles_alone_as_a_judge_compiles_it() {
    let scratch = std::env::temp_dir().join(format!("eight-alone-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).expect("a scratch folder");
    let output = Command::new(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".to_string()))
        .args([
            "--edition",
            "2021",
            "-O",
            "--crate-name",
            "eight",
            "src/main.rs",
            "-o",
        ])
        .arg(scratch.join("eight"))
        .output()
        .expect("run rustc");
    assert!(output.status.success(), "{}", text(&output.stderr));
    let solved = run_with_input(scratch.join("eight"), &[], b"2 3 4 1 5 x 7 6 8\n")
        .expect("run the standalone build");
    let _ = std::fs::remove_dir_all(&scratch);
    assert_eq!(text(&solved.stdout), "dlurullddrurdllurdr\n");
    let source = std::fs::read_to_string("src/main.rs").expect("src/main.rs");
    for borrowed in [
        "eight_kit",
        "#[path",
        "include!",
        "include_str!",
        "include_bytes!",
    ] {
        assert!(!source.contains(borrowed), "src/main.rs uses {borrowed}");
    }
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
            assert_eq!(fields[0], format!("case {case}: {} moves", answer.len()));
            assert!(
                ["manhattan", "conflict", "exact"].contains(&fields[4]),
                "{line}"
            );
        }
        assert!(
            fields[1].ends_with(" expanded") && fields[2].ends_with(" pushed"),
            "{line}"
        );
        assert!(fields[3].ends_with(" us"), "{line}");
    }
    // The exact table's cost gets a line of its own, and the cases after it say so.
    let output = run(&["--stats", "--heuristic", "exact"], b"1 2 3 4 x 6 7 5 8");
    let log = text(&output.stderr);
    assert!(log.starts_with("exact table: 181440 boards"), "{log}");
    let case = log.lines().find(|line| line.starts_with("case 1: "));
    let case = case.expect("a line for the case");
    assert!(case.starts_with("case 1: 2 moves, 2 expanded, "), "{log}");
    assert!(case.ends_with(", exact"), "{log}");
    assert!(log
        .lines()
        .last()
        .is_some_and(|line| line.starts_with("peak memory: ")));
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
                let said = if answer.is_empty() {
                    "already solved"
                } else {
                    "cannot reach"
                };
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
                assert!(
                    last.iter().all(|row| row.split(' ').count() == 3),
                    "{last:?}"
                );
                assert_eq!(next(), "", "{answer}");
            }
            assert_eq!(last, ["1 2 3", "4 5 6", "7 8 ."], "{answer}");
        }
        assert_eq!(lines.next(), None, "{arguments:?}");
    }
}
