#!/usr/bin/env bash
# Whole-process figures for the solver beside what one would use instead, all built here with
# std only and run in the same command:
#   benches/peers/template.rs   the classic template: A* with a hash map and Manhattan distance, as the
#                        tutorials write it for AcWing 179, in Rust;
#   benches/peers/table_walk.rs  one breadth-first search from the goal, then each case walks down the
#                        table of distances: the floor for many cases;
#   benches/peers/noop.rs     reads standard input and prints a line: what any process costs.
# src/main.rs is compiled alone, as a judge compiles it, set to each problem by `pack --single eight`.
#   1. The costliest board: a judge's input holds one case, which the file's plan answers by A*
#      under the linear conflicts. The front end's --stats under `--heuristic conflict` over every
#      solvable board gives each board's expansions and pushes, the only part of a run that
#      depends on the board; the boards with the most are run alone under callgrind. The
#      template is run on the same board and on the one that costs Manhattan's A* the most.
#   2. The price of the exact table: the sweep's instructions (the file set to `exact` on a
#      solved board, less the file as it is on it) against the instructions an expansion under
#      the conflicts costs on the costliest board; their ratio is what SWEEP_PRICE should be.
#   3. Every solvable board in one input: instructions and wall time beside the table walk (the
#      file's plan rents the conflicts, then buys the table); the template's wall time, once
#      (under callgrind its run would take hours).
#   4. Compile cost: benches/compile.sh.
# Wall times alternate the programs round by round (benches/peers/timeit.rs), so that a slow moment of a
# shared machine falls on all alike; instruction counts come from valgrind's callgrind and do
# not depend on the machine's load.
#
# Environment: ROUNDS (runs per program on one board, default 300), BIG_ROUNDS (on every
# solvable board, default 10).
set -euo pipefail
cd "$(dirname "$0")/.."
. .ci/paths

rounds=${ROUNDS:-300}
big_rounds=${BIG_ROUNDS:-10}
out=$target/bench
mkdir -p "$out"

cargo build --release --quiet --bins
for program in noop table_walk template timeit; do
	rustc --edition 2021 -O "benches/peers/$program.rs" -o "$out/$program"
done
command -v valgrind >/dev/null || {
	echo "benches/compare.sh: valgrind is needed for instruction counts (apt-get install valgrind)" >&2
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

# The boards, most expansions and pushes first, under the heuristic given (a judge's one case is
# answered under the conflicts): "expanded pushed moves case".
by_work() {
	"$bin/eight" --stats --problem "$problem" --heuristic "$1" <"$out/$problem-solvable.in" 2>&1 >/dev/null |
		sed -n 's/^case \([0-9]*\): \([0-9]*\) moves\?, \([0-9]*\) expanded, \([0-9]*\) pushed.*/\3 \4 \2 \1/p' |
		sort -k1,1nr -k2,2nr
}
board_of() { sed -n "$1p" "$out/$problem-solvable.in"; }

for problem in acwing179 luogu1379; do
	solver=$out/eight-$problem
	"$bin/pack" --single eight --problem "$problem" >"$out/main-$problem.rs"
	rustc -O --crate-name eight "$out/main-$problem.rs" -o "$solver"
	"$bin/gen" --problem "$problem" --all >"$out/$problem-solvable.in"

	echo
	echo "== $problem: the costliest board, each board its own process"
	best=0
	while read -r expanded pushed moves case; do
		board_of "$case" >"$out/board.in"
		count=$(instructions "$solver" "$out/board.in")
		echo "eight on $(cat "$out/board.in") ($moves moves, $expanded expanded, $pushed pushed): $(millions "$count")"
		if [ "$count" -gt "$best" ]; then
			best=$count
			best_expanded=$expanded
			cp "$out/board.in" "$out/$problem-costliest.in"
		fi
	done < <(by_work conflict | head -3)
	noop=$(instructions "$out/noop" "$out/$problem-costliest.in")
	echo "costliest: eight $(millions "$best"), no-op $(millions "$noop"): $(ratio "$best" "$noop") the no-op"
	# The price of the table: the sweep's instructions against an expansion's under the conflicts.
	"$bin/pack" --single eight --problem "$problem" --heuristic exact >"$out/exact-$problem.rs"
	rustc -O --crate-name eight "$out/exact-$problem.rs" -o "$out/eight-exact-$problem"
	solved=$("$bin/gen" --problem "$problem" --depth 0)
	echo "$solved" >"$out/solved.in"
	at_rest=$(instructions "$solver" "$out/solved.in")
	swept=$(instructions "$out/eight-exact-$problem" "$out/solved.in")
	per_expansion=$(awk -v a="$best" -v b="$at_rest" -v e="$best_expanded" 'BEGIN { printf "%.0f", (a - b) / e }')
	echo "the sweep: $(millions "$((swept - at_rest))") ($(millions "$swept") set to exact on a solved board, less $(millions "$at_rest") as it is); an expansion under the conflicts: $per_expansion instructions ($best_expanded expanded on the costliest board): the sweep costs $(awk -v s="$((swept - at_rest))" -v p="$per_expansion" 'BEGIN { printf "%.0f", s / p }') expansions (SWEEP_PRICE is $(sed -n 's/^pub const SWEEP_PRICE: u64 = \([0-9_]*\);/\1/p' src/main.rs | tr -d _))"
	peers=("$out/noop" "$solver")
	if [ "$problem" = acwing179 ]; then
		# The template on the same board, and on the board that costs Manhattan's A* the most.
		read -r expanded pushed moves case < <(by_work manhattan | head -1)
		board_of "$case" >"$out/manhattan-costliest.in"
		for board in "$out/$problem-costliest.in" "$out/manhattan-costliest.in"; do
			count=$(instructions "$out/template" "$board")
			echo "template on $(cat "$board"): $(millions "$count"), $(ratio "$count" "$noop") the no-op"
		done
		peers+=("$out/template")
	fi
	echo "wall time, $rounds rounds, on $(cat "$out/$problem-costliest.in") (ratios to the first line):"
	"$out/timeit" "$rounds" "$out/$problem-costliest.in" "${peers[@]}"
	echo "peak memory: eight $(peak "$solver" "$out/$problem-costliest.in") KiB, no-op $(peak "$out/noop" "$out/$problem-costliest.in") KiB"

	echo
	echo "== $problem: every solvable board, 181,440 cases in one input"
	eight_instructions=$(instructions "$solver" "$out/$problem-solvable.in")
	if [ "$problem" = acwing179 ]; then
		walk_instructions=$(instructions "$out/table_walk" "$out/$problem-solvable.in")
		echo "instructions: eight $(millions "$eight_instructions"), table walk $(millions "$walk_instructions"): $(ratio "$eight_instructions" "$walk_instructions") the table walk"
		echo "wall time, $big_rounds rounds (ratios to the first line):"
		"$out/timeit" "$big_rounds" "$out/$problem-solvable.in" "$out/table_walk" "$solver"
		echo "wall time, once, with the template (ratios to the first line):"
		"$out/timeit" 1 "$out/$problem-solvable.in" "$out/table_walk" "$solver" "$out/template"
	else
		echo "instructions: eight $(millions "$eight_instructions") (the table walk and the template know only AcWing's goal)"
	fi
	echo "peak memory: eight $(peak "$solver" "$out/$problem-solvable.in") KiB"
done

echo
# compile.sh takes ROUNDS for its own rounds: this script's are not its.
env -u ROUNDS benches/compile.sh
