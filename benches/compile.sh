#!/usr/bin/env bash
# What a judge pays before the first case: `rustc -O` of one file, as judges compile it, side by
# side in one run. For the current rustc and Debian's rustc 1.63 (fetched by .ci/compile-alone),
# it compiles, round by round in turn,
#   src/main.rs as it is;
#   src/main.rs as it was at BASE (default dc220a1, the last version whose compiler's table was
#   filled by unpacking boards and looking up ranks);
#   benches/peers/template.rs, the classic template (A* with a hash map and Manhattan distance);
# and prints each one's fastest time of ROUNDS (default 3) and its peak memory, and the ratio of
# today's file to BASE's. Only seconds are to be had here (the compiler's work is not counted in
# instructions), so the rounds alternate: a slow moment of a shared machine falls on all alike.
#
# Usage: benches/compile.sh [BASE]; environment: ROUNDS.
set -euo pipefail
cd "$(dirname "$0")/.."
. .ci/paths

base=${1:-dc220a1}
rounds=${ROUNDS:-3}
out=$target/bench/compile
mkdir -p "$out"
git show "$base:src/main.rs" >"$out/base.rs" || {
	echo "benches/compile.sh: no src/main.rs at $base" >&2
	exit 2
}
files=(src/main.rs "$out/base.rs" benches/peers/template.rs)
names=("src/main.rs" "src/main.rs at $base" "template")

old=$cache/rustc-1.63
compilers=("rustc")
labels=("rustc $(rustc --version | cut -d' ' -f2)")
if [ -x "$old/usr/bin/rustc" ]; then
	compilers+=("env LD_LIBRARY_PATH=$old/usr/lib/x86_64-linux-gnu $old/usr/bin/rustc")
	labels+=("rustc 1.63.0 (Debian)")
else
	echo "rustc 1.63: not fetched here (.ci/compile-alone fetches it); the current rustc only"
fi

for c in "${!compilers[@]}"; do
	declare -A best=() memory=()
	for ((round = 1; round <= rounds; round++)); do
		for f in "${!files[@]}"; do
			# The template is edition 2021 code; the judge file compiles under any edition.
			edition=()
			[ "$f" = 2 ] && edition=(--edition 2021)
			# shellcheck disable=SC2086 # the compiler's command is words on purpose
			/usr/bin/time -f "%e %M" -o "$out/time" ${compilers[$c]} "${edition[@]}" -O "${files[$f]}" \
				-o "$out/binary" 2>"$out/rustc.log" || {
				echo "${names[$f]} does not compile with ${labels[$c]}:" >&2
				cat "$out/rustc.log" >&2
				exit 1
			}
			read -r seconds kib <"$out/time"
			if [ -z "${best[$f]:-}" ] || awk -v a="$seconds" -v b="${best[$f]}" 'BEGIN { exit !(a < b) }'; then
				best[$f]=$seconds
			fi
			memory[$f]=$kib
		done
	done
	echo "== ${labels[$c]}: rustc -O, fastest of $rounds rounds"
	for f in "${!files[@]}"; do
		printf '%-32s %6s s  %4s MiB\n' "${names[$f]}" "${best[$f]}" $((memory[$f] / 1024))
	done
	awk -v a="${best[0]}" -v b="${best[1]}" -v base="$base" \
		'BEGIN { printf "src/main.rs takes %.2fx the time of %s'"'"'s\n", a / b, base }'
	unset best memory
done
