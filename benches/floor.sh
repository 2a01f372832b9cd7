#!/usr/bin/env bash
# How far a faster or a stronger estimate could take the judge file's costliest board, a judge's
# one case, against the no-op process (docs/performance.md's target: within 1.5x its wall time).
# In one run:
#   1. The search's own instructions on BOARD (default the costliest, as benches/compare.sh finds
#      it), under the file's estimate and under the same numbers read from a table
#      (benches/floor.rs: the `free` mode expands and pushes exactly what the conflicts do, its
#      estimate one load): each a run on BOARD less a run on the solved board, so that only the
#      search is left. The difference is what the estimate costs; what is left is the loop and the
#      design card's open list, which no estimate makes cheaper.
#   2. The file compiled alone, as a judge compiles it: its whole run on the solved board (what any
#      case costs before searching), on BOARD, and on NEAR (default `4 7 8 5 1 6 x 2 3`, a board
#      whose run costs about what BOARD's would with an estimate of no cost), under callgrind and
#      in wall time beside the no-op, round by round.
#   3. Stronger estimates that cost less to build than the exact table: the larger of the
#      conflicts and the walking distance; the exact moves within R of the goal (a sweep stopped
#      at depth R), the conflicts beyond; their expansions on BOARD and the most over every
#      solvable board, with the boards the stopped sweep reaches.
# Usage: benches/floor.sh [BOARD [NEAR]]; environment: ROUNDS (default 300). It needs valgrind and
# writes only under target/.
set -euo pipefail
cd "$(dirname "$0")/.."
. .ci/paths

board=${1:-5 6 3 8 x 2 7 4 1}
near=${2:-4 7 8 5 1 6 x 2 3}
rounds=${ROUNDS:-300}
out=$target/bench/floor
mkdir -p "$out"
command -v valgrind >/dev/null || {
	echo "benches/floor.sh: valgrind is needed for instruction counts (apt-get install valgrind)" >&2
	exit 2
}
floor=$(cargo bench --bench floor --no-run 2>&1 | sed -n 's/^ *Executable .*(\(.*\))$/\1/p')
[ -x "$floor" ] || {
	echo "benches/floor.sh: cargo did not say where it built benches/floor.rs" >&2
	exit 1
}
cargo build --release --quiet --bin pack
"$bin/pack" --single eight --problem acwing179 >"$out/main.rs"
rustc -O --crate-name eight "$out/main.rs" -o "$out/eight"
for program in noop timeit; do
	rustc --edition 2021 -O "benches/peers/$program.rs" -o "$out/$program"
done
echo "$board" >"$out/board.in"
echo "$near" >"$out/near.in"
echo "1 2 3 4 5 6 7 8 x" >"$out/solved.in"

instructions() {
	local input=$1
	shift
	valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" <"$input" 2>&1 >/dev/null |
		sed -n 's/.*refs: *//p' | tr -d ,
}
millions() { awk -v n="$1" 'BEGIN { printf "%.3f M", n / 1e6 }'; }

echo "== the search on $board, its own instructions (benches/floor.rs, a run on it less one on the solved board)"
for mode in conflict free; do
	echo "$mode: $("$floor" "$mode" <"$out/board.in")"
	search=$(($(instructions "$out/board.in" "$floor" "$mode") - $(instructions "$out/solved.in" "$floor" "$mode")))
	echo "$mode: the search, $(millions "$search")"
done

echo
echo "== the file compiled alone, whole runs"
noop=$(instructions "$out/board.in" "$out/noop")
echo "the no-op: $(millions "$noop")"
for input in solved board near; do
	echo "eight on $(cat "$out/$input.in"): $(millions "$(instructions "$out/$input.in" "$out/eight")")"
done
for input in solved board near; do
	echo "wall time on $(cat "$out/$input.in"), $rounds rounds (ratios to the first line):"
	"$out/timeit" "$rounds" "$out/$input.in" "$out/noop" "$out/eight"
done

echo
echo "== stronger estimates, their expansions"
"$floor" conflict --every
echo "walking, on $board: $("$floor" walking <"$out/board.in")"
"$floor" walking --every
for radius in 14 15 16 18; do
	"$floor" "near=$radius" --every 2>&1
done
