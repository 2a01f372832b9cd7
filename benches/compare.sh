#!/usr/bin/env bash
# Whole-process figures for the judge file beside what one would use instead, all built here and
# run in the same command:
#   benches/peers/template.rs    the classic template in Rust: A* with hash maps and Manhattan;
#   benches/peers/template.cpp   the same in C++ (std::string boards, unordered_map), as the common
#                                solutions of AcWing 179 write it;
#   benches/peers/cantor.cpp     A* in C++ with arrays by the board's Cantor rank;
#   benches/peers/table_walk.rs  one breadth-first search from the goal, then each case walks down
#                                the table of distances: the floor for many cases;
#   benches/peers/noop.rs        reads standard input and prints a line: what any process costs.
# src/main.rs is compiled alone, as a judge compiles it, set to each problem by `pack --single
# eight`.
#   1. The costliest board: a judge's input holds one case. The front end's --stats (the same
#      search as the judge file's, held to it by tests/proof.rs) over every solvable board gives
#      each board's expansions and pushes, the only part of a run that depends on the board; the
#      three boards with the most are run alone under callgrind, and for AcWing's goal both
#      31-move boards too, the peers on the same boards. Then wall time on the costliest board,
#      the programs in turn, beside the no-op's.
#   2. Every solvable board in one input: the front end's batch mode (`solve --heuristic auto`,
#      which buys the exact table) beside the table walk, instructions and wall time; the judge
#      file (each case searched afresh) by wall time.
#   3. The price of the table for `auto`: the sweep's instructions (the front end under `exact`
#      on a solved board, less under the conflicts) over an expansion's under the conflicts on the
#      costliest board; their ratio is what the engine's SWEEP_PRICE should be.
#   4. Compile cost: benches/compile.sh.
# Wall times alternate the programs round by round (benches/peers/timeit.rs), so that a slow
# moment of a shared machine falls on all alike; instruction counts come from valgrind's
# callgrind and do not depend on the machine's load. Each run's files go in a folder of its own,
# made as mktemp makes one and removed at the end; a step that fails stops the script with its
# message and status, before any figure of it is printed.
#
# Environment: ROUNDS (runs per program on one board, default 300), BIG_ROUNDS (on every
# solvable board, default 5).
set -euo pipefail
cd "$(dirname "$0")/.."
. .ci/paths

rounds=${ROUNDS:-300}
big_rounds=${BIG_ROUNDS:-5}
fail() {
	echo "benches/compare.sh: $*" >&2
	exit 1
}
command -v valgrind >/dev/null || fail "valgrind is needed for instruction counts (apt-get install valgrind)"
command -v g++ >/dev/null || fail "g++ is needed for the C++ peers (apt-get install g++)"
. src/shell/scratch.sh
scratch_folder out bench-compare || fail "cannot make a temporary folder: $scratch_why"

cargo build --release --quiet --bins || fail "the kit does not build"
for program in noop table_walk template timeit; do
	rustc --edition 2021 -O "benches/peers/$program.rs" -o "$out/$program" || fail "benches/peers/$program.rs does not build"
done
for program in template cantor; do
	g++ -std=c++14 -O2 "benches/peers/$program.cpp" -o "$out/$program-cpp" || fail "benches/peers/$program.cpp does not build"
done

# Instructions of a whole run of the program $2 (with the arguments after it) on the file $1: a
# count, or the script stops.
instructions() {
	local input=$1 log count
	shift
	log=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" <"$input" 2>&1 >/dev/null) ||
		fail "$* failed under valgrind on $(head -c 60 "$input")"
	count=$(sed -n 's/.*refs: *//p' <<<"$log" | tr -d ,)
	[[ $count =~ ^[0-9]+$ ]] || fail "no instruction count for $*"
	echo "$count"
}
peak() { /usr/bin/time -f %M "$1" <"$2" 2>&1 >/dev/null | tail -1; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3fx", a / b }'; }
millions() { awk -v n="$1" 'BEGIN { printf "%.3f M", n / 1e6 }'; }
# Every answer of the program $3 (with the arguments after it) on the file $2 right by the kit's
# checker for the problem $1, or the script stops.
judged() {
	local problem=$1 input=$2
	shift 2
	"$@" <"$input" >"$out/answers" || fail "$* failed on $input"
	"$bin/check" --problem "$problem" "$input" "$out/answers" 2>"$out/verdict" ||
		fail "$*'s answers are wrong: $(cat "$out/verdict")"
}

echo "machine: $(nproc) cores, $(awk '/MemTotal/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo), $(sed -n 's/^model name\s*: //p' /proc/cpuinfo | head -1)"
echo "rustc: $(rustc --version); g++: $(g++ -dumpfullversion)"

# The boards, most expansions and pushes first: "expanded pushed moves case".
by_work() {
	"$bin/solve" --stats --problem "$problem" --heuristic "$1" <"$out/$problem-solvable.in" 2>&1 >/dev/null |
		sed -n 's/^case \([0-9]*\): \([0-9]*\) moves\?, \([0-9]*\) expanded, \([0-9]*\) pushed.*/\3 \4 \2 \1/p' |
		sort -k1,1nr -k2,2nr
}
board_of() { sed -n "$1p" "$out/$problem-solvable.in"; }

for problem in acwing179 luogu1379; do
	solver=$out/eight-$problem
	"$bin/pack" --single eight --problem "$problem" >"$out/main-$problem.rs"
	rustc -O --crate-name eight "$out/main-$problem.rs" -o "$solver" || fail "the judge file does not build"
	"$bin/gen" --problem "$problem" --depth 0 >"$out/solved.in"
	at_rest=$(instructions "$out/solved.in" "$solver")
	"$bin/gen" --problem "$problem" --all >"$out/$problem-solvable.in"
	judged "$problem" "$out/$problem-solvable.in" "$solver"

	echo
	echo "== $problem: the costliest board, each board its own process"
	best=0
	boards=()
	while read -r expanded pushed moves case; do
		board_of "$case" >"$out/board-$case.in"
		boards+=("$out/board-$case.in")
		count=$(instructions "$out/board-$case.in" "$solver")
		echo "eight on $(cat "$out/board-$case.in") ($moves moves, $expanded expanded, $pushed pushed): $(millions "$count")"
		if [ "$count" -gt "$best" ]; then
			best=$count
			best_expanded=$expanded
			cp "$out/board-$case.in" "$out/$problem-costliest.in"
		fi
	done < <(by_work conflict | head -3)
	noop=$(instructions "$out/$problem-costliest.in" "$out/noop")
	echo "costliest: eight $(millions "$best"), $(ratio "$best" "$noop") the no-op ($(millions "$noop")); on a solved board $(millions "$at_rest")"
	peers=("$out/noop" "$solver")
	if [ "$problem" = acwing179 ]; then
		# The 31-move boards, and the peers on every board measured, each answer checked.
		for board in "8 6 7 2 5 4 3 x 1" "6 4 7 8 5 x 3 2 1"; do
			echo "$board" >"$out/board-$board.in"
			boards+=("$out/board-$board.in")
			count=$(instructions "$out/board-$board.in" "$solver")
			echo "eight on $board (31 moves): $(millions "$count")"
		done
		for peer in template template-cpp cantor-cpp; do
			for board in "${boards[@]}"; do
				judged acwing179 "$board" "$out/$peer"
				count=$(instructions "$board" "$out/$peer")
				echo "$peer on $(cat "$board"): $(millions "$count")"
			done
		done
		peers+=("$out/template" "$out/template-cpp" "$out/cantor-cpp")
	fi
	echo "wall time, $rounds rounds, on $(cat "$out/$problem-costliest.in") (ratios to the first line):"
	"$out/timeit" "$rounds" "$out/$problem-costliest.in" "${peers[@]}" || fail "timeit failed"
	echo "peak memory: eight $(peak "$solver" "$out/$problem-costliest.in") KiB, no-op $(peak "$out/noop" "$out/$problem-costliest.in") KiB"

	echo
	echo "== $problem: the price of the exact table for solve --heuristic auto"
	swept=$(instructions "$out/solved.in" "$bin/solve" --heuristic exact --problem "$problem")
	rest=$(instructions "$out/solved.in" "$bin/solve" --problem "$problem")
	costly=$(instructions "$out/$problem-costliest.in" "$bin/solve" --problem "$problem")
	expanded=$("$bin/solve" --stats --problem "$problem" <"$out/$problem-costliest.in" 2>&1 >/dev/null | sed -n 's/^case 1: [^,]*, \([0-9]*\) expanded.*/\1/p')
	[[ $expanded =~ ^[0-9]+$ ]] || fail "no count of boards expanded"
	per=$(awk -v a="$costly" -v b="$rest" -v e="$expanded" 'BEGIN { printf "%.0f", (a - b) / e }')
	echo "the sweep: $(millions "$((swept - rest))"); an expansion under the conflicts: $per instructions ($expanded expanded on the costliest board): the sweep costs $(awk -v s="$((swept - rest))" -v p="$per" 'BEGIN { printf "%.0f", s / p }') expansions (SWEEP_PRICE is $(sed -n 's/^pub const SWEEP_PRICE: u64 = \([0-9_]*\);/\1/p' src/solving/engine.rs | tr -d _))"

	echo
	echo "== $problem: every solvable board, 181,440 cases in one input"
	judged "$problem" "$out/$problem-solvable.in" "$bin/solve" --heuristic auto --problem "$problem"
	batch_instructions=$(instructions "$out/$problem-solvable.in" "$bin/solve" --heuristic auto --problem "$problem")
	# timeit runs programs with no arguments: the batch is the front end under a name of its own.
	printf '#!/bin/sh\nexec "%s" --heuristic auto --problem %s\n' "$bin/solve" "$problem" >"$out/batch"
	chmod +x "$out/batch"
	if [ "$problem" = acwing179 ]; then
		walk_instructions=$(instructions "$out/$problem-solvable.in" "$out/table_walk")
		echo "instructions: solve --heuristic auto $(millions "$batch_instructions"), $(ratio "$batch_instructions" "$walk_instructions") the table walk's $(millions "$walk_instructions") (the judge file's run is not counted: under callgrind it would take a quarter of an hour)"
		echo "wall time, $big_rounds rounds (ratios to the first line):"
		"$out/timeit" "$big_rounds" "$out/$problem-solvable.in" "$out/table_walk" "$out/batch" "$solver" || fail "timeit failed"
	else
		echo "instructions: solve --heuristic auto $(millions "$batch_instructions") (the table walk and the peers know only AcWing's goal)"
	fi
	echo "peak memory: eight $(peak "$solver" "$out/$problem-solvable.in") KiB"
done

echo
# compile.sh takes ROUNDS for its own rounds: this script's are not its.
env -u ROUNDS benches/compile.sh || fail "benches/compile.sh failed"
