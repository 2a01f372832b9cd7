#!/usr/bin/env bash
# Runs every sample through the solver, in the manner of online-judge-tools: one line per sample
# with its name, milliseconds and verdict (AC, WA, RE: exit N, TLE), then "N passed, N failed".
# Exits 0 only if every sample passed.
#
# samples/N.in are cases of the file's own problem (PROBLEM in src/main.rs, AcWing 179); a folder
# samples/NAME/ holds the samples of the problem NAME (acwing845, luogu1379), run with
# `--problem NAME`. Beside each N.in stands N.out, exactly what the solver prints.
#
# An output that differs from N.out is handed to the checker: a judge accepts any shortest
# answer, and so does this script, saying so. Faults in the set-up, not the solver's (no N.out,
# an N.out the checker rejects, no samples, a bad TIME_LIMIT), get their own words and exit 2.
# It also compiles src/main.rs alone with bare rustc, as a judge does (CE if that fails); that
# line is not counted as a sample.
#
# Environment: TIME_LIMIT, seconds per sample before TLE (default 2; a positive number);
# SAMPLES, the folder (default samples); BIN, a folder holding built `eight` and `check` to use
# instead of building them (the standalone compile is then left out too).
set -u
cd "$(dirname "$0")" || exit 2
samples_folder=${SAMPLES:-samples}

time_limit=${TIME_LIMIT:-2}
if ! [[ $time_limit =~ ^[0-9]+([.][0-9]+)?$ ]] || [[ $time_limit =~ ^0*([.]0*)?$ ]]; then
	echo "run_samples: TIME_LIMIT='$time_limit' is not a positive number of seconds" >&2
	exit 2
fi
passed=0
failed=0
setup_faults=0
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

if [ -n "${BIN:-}" ]; then
	solver=$BIN/eight
	checker=$BIN/check
elif cargo build --release --quiet --bins; then
	solver=target/release/eight
	checker=target/release/check
else
	echo "run_samples: the build failed" >&2
	exit 2
fi

now_ms() { echo $(($(date +%s%N) / 1000000)); }

# A file as `cat -A` shows it: $ ends each line, ^I is a tab, ^M a carriage return, so trailing
# spaces stand before the $. A last line with no newline ends in % instead, and says so.
show() {
	if [ ! -s "$1" ]; then
		echo "    (empty)"
		return
	fi
	if [ -n "$(tail -c 1 "$1")" ]; then
		cat -A "$1" | sed -e 's/^/    /' -e '$s/$/%   (no newline at the end)/'
		echo
	else
		cat -A "$1" | sed 's/^/    /'
	fi
}

verdict() {
	printf '%-28s %6s ms  %s\n' "$1" "$2" "$3"
}

# As a judge compiles it: the one file, bare rustc, no Cargo, no edition flag.
if [ -z "${BIN:-}" ]; then
	start=$(now_ms)
	if rustc -O --crate-name eight src/main.rs -o "$scratch/eight" 2>"$scratch/rustc.log"; then
		verdict "(rustc src/main.rs)" $(($(now_ms) - start)) "OK"
	else
		verdict "(rustc src/main.rs)" $(($(now_ms) - start)) "CE"
		sed 's/^/    /' "$scratch/rustc.log" | head -20
		setup_faults=$((setup_faults + 1))
	fi
fi

# One sample: its input, and the problem it poses.
run_sample() {
	local input=$1 problem=$2
	local name=${input%.in}
	local expected=$name.out actual=$scratch/actual
	if [ ! -f "$expected" ]; then
		verdict "$name" "-" "SET-UP: no $(basename "$expected") beside $(basename "$input")"
		setup_faults=$((setup_faults + 1))
		return
	fi
	if ! "$checker" --problem "$problem" "$input" "$expected" 2>"$scratch/checker"; then
		verdict "$name" "-" "SET-UP: the checker rejects $(basename "$expected")"
		echo "  checker: $(cat "$scratch/checker")"
		setup_faults=$((setup_faults + 1))
		return
	fi
	local start status elapsed
	start=$(now_ms)
	timeout "$time_limit" "$solver" --problem "$problem" <"$input" >"$actual" 2>"$scratch/stderr"
	status=$?
	elapsed=$(($(now_ms) - start))
	if [ $status -eq 124 ]; then
		verdict "$name" "$elapsed" "TLE"
		failed=$((failed + 1))
	elif [ $status -ne 0 ]; then
		verdict "$name" "$elapsed" "RE: exit $status"
		sed 's/^/    /' "$scratch/stderr"
		failed=$((failed + 1))
	elif cmp -s "$actual" "$expected"; then
		verdict "$name" "$elapsed" "AC"
		passed=$((passed + 1))
	elif "$checker" --problem "$problem" "$input" "$actual" "$expected" 2>"$scratch/checker"; then
		verdict "$name" "$elapsed" "AC (differs from $(basename "$expected"); checker accepts)"
		passed=$((passed + 1))
	else
		verdict "$name" "$elapsed" "WA"
		echo "  input:"
		show "$input"
		echo "  expected:"
		show "$expected"
		echo "  actual:"
		show "$actual"
		echo "  checker: $(cat "$scratch/checker")"
		failed=$((failed + 1))
	fi
}

# The file's own problem: the PROBLEM constant's name, as --problem spells it.
own=$(sed -n 's/^const PROBLEM: Problem = \([A-Z0-9]*\);.*/\1/p' src/main.rs | tr 'A-Z' 'a-z')
samples=0
while IFS= read -r -d '' input; do
	folder=$(dirname "$input")
	problem=$own
	[ "$folder" != "$samples_folder" ] && problem=$(basename "$folder")
	run_sample "$input" "$problem"
	samples=$((samples + 1))
done < <(find "$samples_folder" -mindepth 1 -maxdepth 2 -name '*.in' -type f -print0 | sort -zV)

if [ $samples -eq 0 ]; then
	echo "run_samples: no samples in $samples_folder/ (N.in beside N.out)" >&2
	setup_faults=$((setup_faults + 1))
fi
echo "$passed passed, $failed failed"
if [ $setup_faults -gt 0 ]; then
	echo "run_samples: $setup_faults set-up fault(s) above: fix the samples or the build, not the solver" >&2
	exit 2
fi
[ $failed -eq 0 ]
