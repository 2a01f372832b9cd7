#!/usr/bin/env bash
# The walk from the tutorial's A* to the judge file (docs/learners.md), measured one change at a
# time, all on the same 300 random solvable boards (gen --count 300 --seed 1), in one run:
#   examples/tutorial.rs                       the board as nine cells, hash maps, Manhattan;
#   benches/steps/step1_packed_ties.rs         ties among equal f broken by the packed number;
#   benches/steps/step2_packed.rs              the board packed into a u32;
#   benches/steps/step3_rank.rs                flat tables by rank instead of hash maps;
#   benches/steps/step4_predecessor_byte.rs    one byte a board: its moves and its last move;
#   benches/steps/step5_tie_breaks.rs          on equal f the larger g first, then the move;
#   benches/steps/step6_stale_skip.rs          a stale entry skipped when it comes out;
#   benches/steps/step7_slide.rs               a move made on the packed bits;
#   benches/steps/step8_moves_in_the_loop.rs   the loop tries the moves, no vector of neighbours;
#   benches/steps/step9_rank_tables.rs         the rank from two tables of 4,096 entries;
#   benches/steps/step10_rank_once.rs          a board's rank found once, left and right one apart;
#   benches/steps/step11_distance_table.rs     the Manhattan distance from a table by tile and cell;
#   benches/steps/step12_priority_16_bits.rs   the priority in 16 bits;
# then the judge file by its one word HEURISTIC, set by `pack --single eight --heuristic`:
#   src/main.rs under Manhattan                step 12's arithmetic in the file's own form;
#   src/main.rs under Conflict                 the linear conflicts and the last moves;
#   src/main.rs as it is                       rent or buy: the conflicts, then the exact table;
#   src/main.rs under Exact                    the exact table built before the first case.
# Each must answer every board with a shortest answer (the kit's check says so). The boards taken
# out of the open list and expanded are each program's own count (the tutorial's files say it on
# standard error; the judge file's, --trace's under the same heuristic, `auto` for the file as
# it is; tests/tutorial.rs holds the page's to them); instructions are callgrind's,
# whole-process; the wall times alternate the programs round by round, as ratios to the
# tutorial's. Environment: ROUNDS (default 10).
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
names=("the tutorial" "step 1: ties by the packed number" "step 2: the board packed into a \`u32\`"
	"step 3: flat tables by rank, no hashing" "step 4: the predecessor byte"
	"step 5: the priority's tie-breaks" "step 6: stale entries skipped"
	"step 7: moves on the packed bits" "step 8: the moves tried in the loop"
	"step 9: ranks from two tables" "step 10: the rank found once"
	"step 11: the Manhattan distance from a table" "step 12: the priority in 16 bits")
programs=("$out/0-tutorial")
for step in packed_ties packed rank predecessor_byte tie_breaks stale_skip slide moves_in_the_loop \
	rank_tables rank_once distance_table priority_16_bits; do
	source=$(ls benches/steps/step*_"$step".rs)
	program=$out/$(basename "$source" .rs)
	rustc --edition 2021 -O "$source" -o "$program"
	programs+=("$program")
done
# The judge file by its one word: each heuristic's file as `pack` writes it, built as a judge
# builds it; the counts from the front end's trace of the same plan.
declare -A heuristics
for heuristic in manhattan conflict auto exact; do
	"$bin/pack" --single eight --heuristic "$heuristic" >"$out/judge-file-$heuristic.rs"
	rustc -O --crate-name eight "$out/judge-file-$heuristic.rs" -o "$out/judge-file-$heuristic"
	heuristics[${#programs[@]}]=$heuristic
	programs+=("$out/judge-file-$heuristic")
done
names+=("the judge file, under Manhattan" "the judge file, under Conflict"
	"the judge file as it is: rent or buy" "the judge file, under Exact")

"$bin/gen" --count 300 --seed 1 >"$out/boards.in"
instructions() {
	valgrind --tool=callgrind --callgrind-out-file=/dev/null "$1" <"$out/boards.in" 2>&1 >/dev/null |
		sed -n 's/.*refs: *//p' | tr -d ,
}
thousands() { sed -e ':a' -e 's/\([0-9]\)\([0-9]\{3\}\)\($\|,\)/\1,\2\3/' -e 'ta' <<<"$1"; }
peak() { /usr/bin/time -f %M "$1" <"$out/boards.in" 2>&1 >/dev/null | tail -1; }

# The boards a program took out of its open list and expanded, "taken expanded".
counts() {
	local i=$1
	if [[ -n ${heuristics[$i]:-} ]]; then
		"$bin/eight" --heuristic "${heuristics[$i]}" --trace <"$out/boards.in" | awk '
			/^answer:/ {
				for (i = 1; i < NF; i++) {
					if ($(i + 1) == "expanded,") expanded += $i
					if ($(i + 1) == "stale,") stale += $i
				}
				goals++
			}
			END { print expanded + stale + goals, expanded }'
	else
		"${programs[$i]}" <"$out/boards.in" 2>&1 >/dev/null |
			sed -n 's/^\([0-9]*\) boards taken out of the open list, \([0-9]*\) of them expanded$/\1 \2/p'
	fi
}

# The search against the one before: "the same" when the counts and every answer are (the same
# boards taken out in the same order leave both so), "changed" when not.
printf '| version | search | boards taken out | expanded | instructions | against the one before | peak memory |\n'
printf '|---|---|---:|---:|---:|---:|---:|\n'
before=
for i in "${!programs[@]}"; do
	program=${programs[$i]}
	"$program" <"$out/boards.in" >"$out/answers.out" 2>/dev/null
	"$bin/check" "$out/boards.in" "$out/answers.out" 2>"$out/check.log" || {
		echo "${names[$i]}: $(cat "$out/check.log")" >&2
		exit 1
	}
	read -r taken expanded < <(counts "$i")
	echo "$taken $expanded" >>"$out/answers.out"
	search=-
	if [[ -n $before ]]; then
		search=changed
		! cmp -s "$out/answers.out" "$out/answers.before" || search="the same"
	fi
	mv "$out/answers.out" "$out/answers.before"
	count=$(instructions "$program")
	ratio=${before:+$(awk -v a="$count" -v b="$before" 'BEGIN { printf "%.2fx", a / b }')}
	printf '| %s | %s | %s | %s | %s M | %s | %s KiB |\n' "${names[$i]}" "$search" \
		"$(thousands "$taken")" "$(thousands "$expanded")" \
		"$(awk -v n="$count" 'BEGIN { printf "%.1f", n / 1e6 }')" "${ratio:--}" "$(peak "$program")"
	before=$count
done
echo
echo "the judge file as it is, by the front end's --stats (which plan served each case):"
"$bin/eight" --stats <"$out/boards.in" 2>&1 >/dev/null |
	awk 'match($0, / us, [a-z]+/) { served[substr($0, RSTART + 5, RLENGTH - 5)]++ }
		/table bought first/ { print "  " $0 }
		END { for (plan in served) print "  " served[plan] " cases served by " plan }'
echo
echo "wall time, $rounds rounds (ratios to the first line):"
"$out/timeit" "$rounds" "$out/boards.in" "${programs[@]}" 2> >(grep -v " boards taken out of the open list, " >&2)
