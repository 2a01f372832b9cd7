#!/usr/bin/env bash
# What a judge pays before the first case: `rustc -O` of one file, as judges compile it, side by
# side in one run. For the current rustc and Debian's rustc 1.63 (fetched by .ci/compile-alone),
# it compiles, round by round in turn, benches/peers/template.rs (the classic template: A* with
# hash maps and the Manhattan distance, edition 2021) and src/main.rs under every edition the
# compiler knows (no flag, which is 2015; 2018; 2021; 2024), and prints each one's fastest time of
# ROUNDS (default 5) and its peak memory (the most of its rounds), as ratios to the template's.
# The rounds alternate, so that a slow moment of a shared machine falls on all alike. Then, with
# valgrind, each compiler's instructions on each of them, once each: a count the machine's load
# does not move (the compiler's own process, its code generation threads included, the linker it
# starts left out). The targets (docs/performance.md): no more instructions than the template's,
# within 1.1x its time and 1.05x its memory, every edition, both compilers.
#
# Each run's files go in a folder of its own, removed at the end; a build that fails stops the
# script with the compiler's words and status 1, before any figure of that compiler is printed.
#
# Usage: benches/compile.sh; environment: ROUNDS.
set -euo pipefail
cd "$(dirname "$0")/.."
. .ci/paths

rounds=${ROUNDS:-5}
[[ $rounds =~ ^[1-9][0-9]*$ ]] || { echo "benches/compile.sh: ROUNDS is a count of rounds, not '$rounds'" >&2; exit 2; }
. src/shell/scratch.sh
scratch_folder out bench-compile || { echo "benches/compile.sh: cannot make a temporary folder: $scratch_why" >&2; exit 1; }

old=$cache/rustc-1.63
# The compiler itself, not rustup's proxy in front of it, which valgrind would count instead.
compilers=("$(rustc --print sysroot)/bin/rustc")
labels=("rustc $(rustc --version | cut -d' ' -f2)")
if [ -x "$old/usr/bin/rustc" ]; then
	compilers+=("env LD_LIBRARY_PATH=$old/usr/lib/x86_64-linux-gnu $old/usr/bin/rustc")
	labels+=("rustc 1.63.0 (Debian)")
else
	echo "rustc 1.63: not fetched here (.ci/compile-alone fetches it); the current rustc only"
fi

for c in "${!compilers[@]}"; do
	# The files and their edition flags: the template first, the yardstick.
	files=(benches/peers/template.rs src/main.rs src/main.rs src/main.rs)
	editions=("2021" "" "2018" "2021")
	names=("the template (2021)" "src/main.rs (no flag: 2015)" "src/main.rs, 2018" "src/main.rs, 2021")
	# rustc 1.63 knows no edition 2024.
	if [ "$c" = 0 ]; then
		files+=(src/main.rs)
		editions+=("2024")
		names+=("src/main.rs, 2024")
	fi
	# valgrind runs the compiler itself: an `env` in front of it would be what it counts.
	read -ra command <<<"${compilers[$c]}"
	environment=()
	if [ "${command[0]}" = env ]; then
		environment=(env "${command[1]}")
		command=("${command[@]:2}")
	fi
	declare -A best=() memory=()
	for ((round = 1; round <= rounds; round++)); do
		for f in "${!files[@]}"; do
			edition=()
			[ -n "${editions[$f]}" ] && edition=(--edition "${editions[$f]}")
			"${environment[@]}" /usr/bin/time -f "%e %M" -o "$out/time" "${command[@]}" "${edition[@]}" -O \
				--crate-name eight "${files[$f]}" -o "$out/binary" 2>"$out/rustc.log" || {
				echo "benches/compile.sh: ${names[$f]} does not compile with ${labels[$c]}:" >&2
				cat "$out/rustc.log" >&2
				exit 1
			}
			read -r seconds kib <"$out/time"
			if [ -z "${best[$f]:-}" ] || awk -v a="$seconds" -v b="${best[$f]}" 'BEGIN { exit !(a < b) }'; then
				best[$f]=$seconds
			fi
			if [ -z "${memory[$f]:-}" ] || [ "$kib" -gt "${memory[$f]}" ]; then
				memory[$f]=$kib
			fi
		done
	done
	echo "== ${labels[$c]}: rustc -O, fastest of $rounds rounds, the most memory of them"
	for f in "${!files[@]}"; do
		awk -v name="${names[$f]}" -v s="${best[$f]}" -v kib="${memory[$f]}" -v s0="${best[0]}" -v kib0="${memory[0]}" \
			'BEGIN { printf "%-34s %6.2f s  %4d MiB   %5.2fx the time, %5.2fx the memory\n", name, s, kib / 1024, s / s0, kib / kib0 }'
	done
	unset best memory
	if ! command -v valgrind >/dev/null; then
		echo "valgrind is not here: no instruction counts (apt-get install valgrind)"
		continue
	fi
	echo "== ${labels[$c]}: rustc -O, the compiler's instructions (callgrind), once each"
	template=
	for f in "${!files[@]}"; do
		edition=()
		[ -n "${editions[$f]}" ] && edition=(--edition "${editions[$f]}")
		"${environment[@]}" valgrind --tool=callgrind --callgrind-out-file=/dev/null "${command[@]}" -O \
			"${edition[@]}" --crate-name eight "${files[$f]}" -o "$out/binary" 2>"$out/valgrind.log" || {
			echo "benches/compile.sh: ${names[$f]} does not compile under valgrind with ${labels[$c]}:" >&2
			cat "$out/valgrind.log" >&2
			exit 1
		}
		count=$(sed -n 's/.*refs: *//p' "$out/valgrind.log" | tr -d ,)
		[[ $count =~ ^[0-9]+$ ]] || {
			echo "benches/compile.sh: valgrind counted nothing for ${names[$f]} with ${labels[$c]}:" >&2
			cat "$out/valgrind.log" >&2
			exit 1
		}
		template=${template:-$count}
		awk -v name="${names[$f]}" -v n="$count" -v n0="$template" \
			'BEGIN { printf "%-34s %8.0f M instructions   %5.3fx the template\n", name, n / 1e6, n / n0 }'
	done
done
