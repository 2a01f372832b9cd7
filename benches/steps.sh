#!/usr/bin/env bash
# The walk from the tutorial's A* to the judge file (docs/learners.md), measured one change at a
# time, all on the same 300 random solvable boards (gen --seed 1), in one run:
#   examples/tutorial.rs                     the board as nine cells, hash maps, Manhattan;
#   benches/steps/step1_packed.rs            the board packed into a u32;
#   benches/steps/step2_rank.rs              flat tables by rank instead of hash maps;
#   benches/steps/step3_predecessor_byte.rs  one byte a board: its moves and its last move;
#   benches/steps/step4_tie_breaks.rs        the priority's tie-breaks, stale entries skipped;
#   src/main.rs under Manhattan              the judge file, its HEURISTIC set by pack;
#   src/main.rs as it is                     the exact table the compiler builds.
# Each must answer every board with a shortest answer (the kit's check says so). Instructions are
# callgrind's, whole-process; the wall times alternate the programs round by round, as ratios to
# the tutorial's. Environment: ROUNDS (default 10).
set -euo pipefail
cd "$(dirname "$0")/.."
. .ci/paths

rounds=${ROUNDS:-10}
out=$target/bench/steps
mkdir -p "$out"
command -v valgrind >/dev/null || {
	echo "benches/steps.sh: valgrind is needed for instruction counts (apt-get install valgrind)" >&2
	exit 2
}
cargo build --release --quiet --bins
rustc --edition 2021 -O benches/peers/timeit.rs -o "$out/timeit"
rustc --edition 2021 -O examples/tutorial.rs -o "$out/0-tutorial"
names=("the tutorial" "step 1: packed" "step 2: rank" "step 3: predecessor byte" "step 4: tie-breaks")
programs=("$out/0-tutorial")
for step in packed rank predecessor_byte tie_breaks; do
	source=$(ls benches/steps/step*_"$step".rs)
	program=$out/$(basename "$source" .rs)
	rustc --edition 2021 -O "$source" -o "$program"
	programs+=("$program")
done
"$bin/pack" --single eight --heuristic manhattan >"$out/manhattan.rs"
rustc -O --crate-name eight "$out/manhattan.rs" -o "$out/5-judge-file-manhattan"
rustc -O --crate-name eight src/main.rs -o "$out/6-judge-file-exact"
names+=("the judge file, Manhattan" "the judge file, exact")
programs+=("$out/5-judge-file-manhattan" "$out/6-judge-file-exact")

"$bin/gen" --count 300 --seed 1 >"$out/boards.in"
instructions() {
	valgrind --tool=callgrind --callgrind-out-file=/dev/null "$1" <"$out/boards.in" 2>&1 >/dev/null |
		sed -n 's/.*refs: *//p' | tr -d ,
}
peak() { /usr/bin/time -f %M "$1" <"$out/boards.in" 2>&1 >/dev/null | tail -1; }

printf '| version | instructions | against the one before | peak memory |\n|---|---:|---:|---:|\n'
before=
for i in "${!programs[@]}"; do
	program=${programs[$i]}
	"$program" <"$out/boards.in" >"$out/answers.out"
	"$bin/check" "$out/boards.in" "$out/answers.out" 2>"$out/check.log" || {
		echo "${names[$i]}: $(cat "$out/check.log")" >&2
		exit 1
	}
	count=$(instructions "$program")
	ratio=${before:+$(awk -v a="$count" -v b="$before" 'BEGIN { printf "%.2fx", a / b }')}
	printf '| %s | %s M | %s | %s KiB |\n' "${names[$i]}" \
		"$(awk -v n="$count" 'BEGIN { printf "%.1f", n / 1e6 }')" "${ratio:--}" "$(peak "$program")"
	before=$count
done
echo
echo "wall time, $rounds rounds (ratios to the first line):"
"$out/timeit" "$rounds" "$out/boards.in" "${programs[@]}"
