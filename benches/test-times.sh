#!/usr/bin/env bash
# How long `cargo test --release` takes once built: the tests are built first (not timed), then run
# once under /usr/bin/time, which gives the whole run's wall, user and system seconds; each test
# binary's wall time is the `finished in` its own harness prints. Run it on idle cores: the machine
# is shared, so the figures are one run's, not a bound (docs/tests.md quotes them).
#
# Usage: benches/test-times.sh [EXTRA CARGO TEST ARGUMENTS], e.g. `-- --ignored` for the test run by hand.
set -euo pipefail
cd "$(dirname "$0")/.."
. .ci/paths

cargo test --release --no-run --quiet
# The scratch folder and the child as the kit's scripts have them (src/shell/scratch.sh).
. src/shell/scratch.sh
scratch_folder scratch test-times || { echo "benches/test-times.sh: cannot make a temporary folder: $scratch_why" >&2; exit 1; }
log=$scratch/log
scratch_child /usr/bin/time -f '%e %U %S' -o "$log.time" cargo test --release "$@" >"$log" 2>&1 || {
	cat "$log"
	exit 1
}
printf '%-34s %8s\n' "test binary" "wall s"
awk '
	/^     Running / { name = $2 }
	/^     Running unittests/ {
		crate = $4; sub(/.*\//, "", crate); sub(/-[0-9a-f]+\)$/, "", crate)
		name = $3 " (" crate ")"
	}
	/^test result:/ && / passed;/ {
		for (i = 1; i <= NF; i++) if ($i == "in") took = $(i + 1)
		sub(/s$/, "", took)
		split($0, counts, " passed")
		n = counts[1]; sub(/.* /, "", n)
		if (n + 0 > 0) printf "%-34s %8.2f\n", name, took
	}
' "$log"
read -r wall user system <"$log.time"
printf '%-34s %8s   (user %s s + system %s s = %s s of processor time)\n' "the whole run" "$wall" \
	"$user" "$system" "$(awk -v u="$user" -v s="$system" 'BEGIN { printf "%.1f", u + s }')"
