#!/usr/bin/env bash
# Whole-process figures for the solver, each beside a yardstick built here (std only) and run in
# the same command:
#   bench/noop.rs        reads standard input and prints a line: what any process costs;
#   bench/table_walk.rs  one breadth-first search from the goal, then each case walks down the
#                        table of distances: the floor for many cases.
# For each problem the file can be set to (AcWing 179, and Luogu P1379 with its own goal), as a
# judge sees it: src/main.rs compiled alone with that PROBLEM constant.
#   1. The costliest board: the solver's --stats over every solvable board in one run gives each
#      board's expansions and pushes, the only part of a whole run that depends on the board;
#      the boards with the most are then run alone, under callgrind, beside the no-op.
#   2. Every solvable board in one input: instructions and wall time beside the table walk
#      (AcWing's goal only: the table walk knows no other), and peak memory.
#   3. Compile cost: `rustc -O src/main.rs` alone, seconds and peak memory, with each edition and
#      with Debian's rustc 1.63 where .ci/compile-alone has fetched it.
# Wall times alternate the programs round by round (bench/timeit.rs), so a slow moment of a
# shared machine falls on all alike; instruction counts come from valgrind's callgrind and do
# not depend on the machine's load.
#
# Environment: ROUNDS (runs per program for one board, default 300), BIG_ROUNDS (for every
# solvable board, default 10).
set -euo pipefail
cd "$(dirname "$0")/.."

rounds=${ROUNDS:-300}
big_rounds=${BIG_ROUNDS:-10}
out=target/bench
mkdir -p "$out"

cargo build --release --quiet --bins
for program in noop table_walk timeit; do
	rustc --edition 2021 -O "bench/$program.rs" -o "$out/$program"
done
command -v valgrind >/dev/null || {
	echo "bench/compare.sh: valgrind is needed for instruction counts (apt-get install valgrind)" >&2
	exit 2
}

# Instructions of a whole run.
instructions() {
	valgrind --tool=callgrind --callgrind-out-file=/dev/null "$1" <"$2" 2>&1 >/dev/null |
		sed -n 's/.*refs: *//p' | tr -d ,
}
peak() { /usr/bin/time -f %M "$1" <"$2" 2>&1 >/dev/null | tail -1; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3fx", a / b }'; }
millions() { awk -v n="$1" 'BEGIN { printf "%.3f M", n / 1e6 }'; }

echo "machine: $(nproc) cores, $(awk '/MemTotal/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo), $(sed -n 's/^model name\s*: //p' /proc/cpuinfo | head -1)"
echo "rustc: $(rustc --version)"

for problem in acwing179 luogu1379; do
	constant=$(echo "$problem" | tr a-z A-Z)
	solver=$out/eight-$problem
	sed "s/^const PROBLEM: Problem = [A-Z0-9]*;/const PROBLEM: Problem = $constant;/" src/main.rs >"$out/main-$problem.rs"
	rustc -O --crate-name eight "$out/main-$problem.rs" -o "$solver"
	target/release/gen --problem "$problem" --all >"$out/$problem-solvable.in"

	echo
	echo "== $problem: the costliest board, each board its own process"
	echo "   target: at most 1.15x the no-op's instructions"
	# case N: M moves, E expanded, P pushed, ...: the boards with the most work, then their input.
	"$solver" --stats <"$out/$problem-solvable.in" 2>&1 >/dev/null |
		sed -n 's/^case \([0-9]*\): \([0-9]*\) moves, \([0-9]*\) expanded, \([0-9]*\) pushed.*/\3 \4 \2 \1/p' |
		sort -k1,1nr -k2,2nr >"$out/$problem-work"
	head -3 "$out/$problem-work" >"$out/$problem-costliest"
	best=0
	while read -r expanded pushed moves case; do
		sed -n "${case}p" "$out/$problem-solvable.in" >"$out/$problem-board.in"
		count=$(instructions "$solver" "$out/$problem-board.in")
		echo "board $(cat "$out/$problem-board.in") ($moves moves, $expanded expanded, $pushed pushed): $(millions "$count")"
		if [ "$count" -gt "$best" ]; then
			best=$count
			cp "$out/$problem-board.in" "$out/$problem-costliest.in"
		fi
	done <"$out/$problem-costliest"
	noop_instructions=$(instructions "$out/noop" "$out/$problem-costliest.in")
	echo "costliest: eight $(millions "$best"), no-op $(millions "$noop_instructions"), ratio $(ratio "$best" "$noop_instructions")"
	echo "wall time, $rounds rounds (ratio to the first line):"
	"$out/timeit" "$rounds" "$out/$problem-costliest.in" "$out/noop" "$solver"
	echo "peak memory: eight $(peak "$solver" "$out/$problem-costliest.in") KiB, no-op $(peak "$out/noop" "$out/$problem-costliest.in") KiB"

	echo
	echo "== $problem: every solvable board, 181,440 cases in one input"
	echo "   targets: at most 600 M instructions, 0.7x the table walk's wall time, 8 MiB"
	eight_instructions=$(instructions "$solver" "$out/$problem-solvable.in")
	if [ "$problem" = acwing179 ]; then
		walk_instructions=$(instructions "$out/table_walk" "$out/$problem-solvable.in")
		echo "instructions: eight $(millions "$eight_instructions"), table walk $(millions "$walk_instructions"), ratio $(ratio "$eight_instructions" "$walk_instructions")"
		echo "wall time, $big_rounds rounds (ratio to the first line):"
		"$out/timeit" "$big_rounds" "$out/$problem-solvable.in" "$out/table_walk" "$solver"
	else
		echo "instructions: eight $(millions "$eight_instructions") (the table walk knows only AcWing's goal)"
	fi
	echo "peak memory: eight $(peak "$solver" "$out/$problem-solvable.in") KiB"
done

echo
echo "== compile cost: rustc -O src/main.rs alone"
echo "   targets: at most 6 s and 512 MiB"
compile() {
	local name=$1
	shift
	/usr/bin/time -f "%e s, %M KiB" -o "$out/compile-time" "$@" -O src/main.rs -o "$out/eight-alone"
	printf '%-28s %s\n' "$name" "$(cat "$out/compile-time")"
}
compile "rustc $(rustc --version | cut -d' ' -f2), no edition" rustc
for edition in 2015 2018 2021 2024; do
	compile "rustc $(rustc --version | cut -d' ' -f2), $edition" rustc --edition "$edition"
done
old=${EIGHT_CACHE:-${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/eight}/rustc-1.63
if [ -x "$old/usr/bin/rustc" ]; then
	compile "rustc 1.63.0 (Debian)" env "LD_LIBRARY_PATH=$old/usr/lib/x86_64-linux-gnu" "$old/usr/bin/rustc"
else
	echo "rustc 1.63: not fetched (run .ci/compile-alone first)"
fi
