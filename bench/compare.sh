#!/usr/bin/env bash
# Whole-process figures for the solver against two yardsticks built here, std only:
#   bench/noop.rs        reads standard input and prints a line: what any process costs;
#   bench/table_walk.rs  one breadth-first search from the goal, then each case walks down the
#                        table of distances: the floor for many cases.
# Each measure runs the programs side by side (bench/timeit.rs alternates them round by round),
# so a slow moment of a shared machine falls on all alike; instruction counts come from
# valgrind's callgrind where it is installed, and do not depend on the machine's load.
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
eight=target/release/eight
echo "8 6 7 2 5 4 3 x 1" >"$out/hard-1.in"
echo "6 4 7 8 5 x 3 2 1" >"$out/hard-2.in"
target/release/gen --all >"$out/solvable.in"

# Instructions of a whole run, or nothing without valgrind.
instructions() {
    command -v valgrind >/dev/null || return 0
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$1" <"$2" 2>&1 >/dev/null |
        sed -n 's/.*refs: *//p' | tr -d ,
}

peak() { "$eight" --stats <"$1" 2>&1 >/dev/null | sed -n 's/^peak memory: //p'; }

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2fx", a / b }'; }

millions() { awk -v n="$1" 'BEGIN { printf "%.2f M", n / 1e6 }'; }

echo "machine: $(nproc) cores, $(awk '/MemTotal/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo), $(sed -n 's/^model name\s*: //p' /proc/cpuinfo | head -1)"
echo "rustc: $(rustc --version)"

for input in "$out/hard-1.in" "$out/hard-2.in"; do
    echo
    echo "== one board, $(cat "$input"), whole process"
    echo "   targets: at most 2.0 M instructions; wall time at most 1.5x the no-op's"
    solver_instructions=$(instructions "$eight" "$input")
    noop_instructions=$(instructions "$out/noop" "$input")
    if [ -n "$solver_instructions" ]; then
        echo "instructions: eight $(millions "$solver_instructions"), no-op $(millions "$noop_instructions")"
    else
        echo "instructions: valgrind is not installed"
    fi
    echo "wall time, $rounds rounds (ratio to the first line):"
    "$out/timeit" "$rounds" "$input" "$out/noop" "$eight"
    echo "peak memory: eight $(peak "$input")"
done

echo
echo "== every solvable board, 181,440 cases in one input, whole process"
echo "   targets: wall time at most 2x the table walk's"
solver_instructions=$(instructions "$eight" "$out/solvable.in")
walk_instructions=$(instructions "$out/table_walk" "$out/solvable.in")
if [ -n "$solver_instructions" ]; then
    echo "instructions: eight $(millions "$solver_instructions"), table walk $(millions "$walk_instructions"), ratio $(ratio "$solver_instructions" "$walk_instructions")"
fi
echo "wall time, $big_rounds rounds (ratio to the first line):"
"$out/timeit" "$big_rounds" "$out/solvable.in" "$out/table_walk" "$eight"
echo "peak memory: eight $(peak "$out/solvable.in")"
