//! Times whole processes side by side: `timeit ROUNDS INPUT PROGRAM...`.
//!
//! Each round runs every program once, in turn, with standard input read from INPUT and
//! standard output discarded, so that a slow moment of a shared machine falls on all of them
//! alike. It prints each program's median and fastest wall time, and both as ratios to the first
//! program's, the yardstick.

use std::fs::File;
use std::process::{Command, ExitCode, Stdio};
use std::time::{Duration, Instant};

fn main() -> ExitCode {
	let arguments: Vec<String> = std::env::args().skip(1).collect();
	let (Some(rounds), Some(input), programs) = (
		arguments.first().and_then(|rounds| rounds.parse::<usize>().ok()),
		arguments.get(1),
		arguments.get(2..).unwrap_or(&[]),
	) else {
		eprintln!("usage: timeit ROUNDS INPUT PROGRAM...");
		return ExitCode::from(2);
	};
	if programs.is_empty() || rounds == 0 {
		eprintln!("usage: timeit ROUNDS INPUT PROGRAM...");
		return ExitCode::from(2);
	}
	let mut times = vec![Vec::with_capacity(rounds); programs.len()];
	for _ in 0..rounds {
		for (program, times) in programs.iter().zip(&mut times) {
			match time_once(program, input) {
				Ok(elapsed) => times.push(elapsed),
				Err(message) => {
					eprintln!("timeit: {program}: {message}");
					return ExitCode::FAILURE;
				}
			}
		}
	}
	let medians: Vec<Duration> = times.iter_mut().map(|times| median(times)).collect();
	let fastest: Vec<Duration> = times.iter().map(|times| times[0]).collect();
	for (program, (median, fastest_time)) in programs.iter().zip(medians.iter().zip(&fastest)) {
		println!(
            "{:>10.3} ms median {:>10.3} ms fastest   ratio {:>5.2}x median {:>5.2}x fastest  {program}",
            median.as_secs_f64() * 1e3,
            fastest_time.as_secs_f64() * 1e3,
            median.as_secs_f64() / medians[0].as_secs_f64(),
            fastest_time.as_secs_f64() / fastest[0].as_secs_f64(),
        );
	}
	ExitCode::SUCCESS
}

fn time_once(program: &str, input: &str) -> Result<Duration, String> {
	let stdin = File::open(input).map_err(|error| format!("cannot open {input}: {error}"))?;
	let start = Instant::now();
	let status = Command::new(program)
		.stdin(stdin)
		.stdout(Stdio::null())
		.status()
		.map_err(|error| error.to_string())?;
	let elapsed = start.elapsed();
	if !status.success() {
		return Err(format!("exited with {status}"));
	}
	Ok(elapsed)
}

/// The median; sorts `times`, so that the fastest comes first.
fn median(times: &mut [Duration]) -> Duration {
	times.sort();
	times[times.len() / 2]
}
