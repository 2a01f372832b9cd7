#!/usr/bin/env bash
# The walk from the tutorial's A* to the judge file (docs/learners.md), one change a step, built
# and measured in one run. Each step is a patch in benches/steps/ against the step before, the
# first against examples/tutorial.rs; benches/steps/walk.rs applies them exactly and writes every
# step under target/bench/steps/. The last step must be src/main.rs, byte for byte. Each step is
# built alone, `rustc --edition 2021 -O -D warnings` (the tutorial needs the 2021 prelude), and
# run on the same 300 random solvable boards (gen --count 300 --seed 1); the kit's check must
# find every answer shortest. For each step it prints:
#   search: "the same" when the step took out and expanded as many boards as the step before,
#     and gave every answer the same (the same boards in the same order leave both so);
#     "changed" when not;
#   the boards it took out of the open list (the goals among them), and of those the boards it
#     expanded: each step's own count on standard error. The last step, the judge file, says
#     nothing there: its counts are the front end's `solve --trace`, whose search is the judge
#     file's (tests/proof.rs holds the two to the same answers);
#   whole-process instructions by callgrind, and their ratio to the step before's;
#   the median wall time of ROUNDS runs, as a ratio to the tutorial's (benches/peers/timeit.rs
#     runs every step once a round, in turn, so that a slow moment falls on all alike);
#   peak memory.
# tests/tutorial.rs holds the page's table to the steps' counts. Environment: ROUNDS (default 10).
set -euo pipefail
cd "$(dirname "$0")/.."
. .ci/paths

rounds=${ROUNDS:-10}
fail() {
	echo "benches/steps.sh: $*" >&2
	exit 1
}
[[ $rounds =~ ^[1-9][0-9]*$ ]] || { echo "benches/steps.sh: ROUNDS is a count of rounds, not '$rounds'" >&2; exit 2; }
command -v valgrind >/dev/null || {
	echo "benches/steps.sh: valgrind is needed for instruction counts (apt-get install valgrind)" >&2
	exit 2
}
# Each run's files in a folder of its own, removed at the end (src/shell/scratch.sh).
. src/shell/scratch.sh
scratch_folder out bench-steps || fail "cannot make a temporary folder: $scratch_why"
cargo build --release --quiet --bin gen --bin check --bin solve || fail "the kit does not build"
rustc --edition 2021 -O benches/peers/timeit.rs -o "$out/timeit" || fail "benches/peers/timeit.rs does not build"
rustc --edition 2021 -O benches/steps/walk.rs -o "$out/walk" || fail "benches/steps/walk.rs does not build"
names=()
titles=()
while IFS=$'\t' read -r name title; do
	names+=("$name")
	titles+=("$title")
done < <("$out/walk" "$out")
last=${names[${#names[@]} - 1]}
cmp -s "$out/$last.rs" src/main.rs || {
	echo "benches/steps.sh: the last step, $last, is not src/main.rs" >&2
	exit 1
}
for name in "${names[@]}"; do
	rustc --edition 2021 -O -D warnings "$out/$name.rs" -o "$out/$name" || fail "step $name does not build"
done
"$bin/gen" --count 300 --seed 1 >"$out/boards.in"

# The instructions of a whole run of $1 on the boards: a count, or the script stops.
instructions() {
	local log count
	log=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null "$1" <"$out/boards.in" 2>&1 >/dev/null) ||
		fail "$1 failed under valgrind"
	count=$(sed -n 's/.*refs: *//p' <<<"$log" | tr -d ,)
	[[ $count =~ ^[0-9]+$ ]] || fail "no instruction count for $1"
	echo "$count"
}
thousands() { sed -e ':a' -e 's/\([0-9]\)\([0-9]\{3\}\)\($\|,\)/\1,\2\3/' -e 'ta' <<<"$1"; }
peak() { /usr/bin/time -f %M "$1" <"$out/boards.in" 2>&1 >/dev/null | tail -1; }

# The boards a step took out of its open list and expanded, "taken expanded": its own words on
# standard error, or for the judge file, which has none, the front end's trace of its search.
counts() {
	if [[ $1 == "$last" ]]; then
		"$bin/solve" --trace <"$out/boards.in" | awk '
			/^answer:/ {
				for (i = 1; i < NF; i++) {
					if ($(i + 1) == "expanded,") expanded += $i
					if ($(i + 1) == "stale,") stale += $i
				}
				goals++
			}
			END { print expanded + stale + goals, expanded }'
	else
		"$out/$1" <"$out/boards.in" 2>&1 >/dev/null |
			sed -n 's/^\([0-9]*\) boards taken out of the open list, \([0-9]*\) of them expanded$/\1 \2/p'
	fi
}

# Wall time first, all steps in one timeit, each step's median as a ratio to the tutorial's.
(cd "$out" && ./timeit "$rounds" boards.in "${names[@]/#/./}") >"$out/times" \
	2> >(grep -v " boards taken out of the open list, " >&2) || fail "timeit failed"
mapfile -t walls < <(sed 's/.*ratio *\([0-9.]*x\) median.*/\1/' "$out/times")

echo "rustc: $(rustc --version)"
printf '| step | change | search | boards taken out | expanded | instructions | against the step before | wall time against the tutorial | peak memory |\n'
printf '|---|---|---|---:|---:|---:|---:|---:|---:|\n'
before=
for i in "${!names[@]}"; do
	name=${names[$i]}
	"$out/$name" <"$out/boards.in" >"$out/answers.out" 2>/dev/null
	"$bin/check" "$out/boards.in" "$out/answers.out" 2>"$out/check.log" || {
		echo "$name: $(cat "$out/check.log")" >&2
		exit 1
	}
	read -r taken expanded < <(counts "$name")
	echo "$taken $expanded" >>"$out/answers.out"
	search=-
	if [[ -n $before ]]; then
		search=changed
		! cmp -s "$out/answers.out" "$out/answers.before" || search="the same"
	fi
	mv "$out/answers.out" "$out/answers.before"
	count=$(instructions "$out/$name")
	ratio=${before:+$(awk -v a="$count" -v b="$before" 'BEGIN { printf "%.2fx", a / b }')}
	printf '| `%s` | %s | %s | %s | %s | %s M | %s | %s | %s KiB |\n' "$name" "${titles[$i]}" \
		"$search" "$(thousands "$taken")" "$(thousands "$expanded")" \
		"$(awk -v n="$count" 'BEGIN { printf "%.1f", n / 1e6 }')" "${ratio:--}" "${walls[$i]}" \
		"$(peak "$out/$name")"
	before=$count
done
echo
echo "wall time, $rounds rounds (ratios to the tutorial's):"
cat "$out/times"
