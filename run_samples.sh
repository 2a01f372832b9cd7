#!/usr/bin/env bash
# Runs every sample in samples/ through the solver, in the manner of online-judge-tools: one line
# per sample with its name, milliseconds and verdict (AC, WA, RE: exit N, TLE), then
# "N passed, N failed". Exits 0 only if everything passed.
#
# An output that differs from N.out is handed to the checker: a judge accepts any shortest
# answer, and so does this script, saying so. It also compiles src/main.rs alone with bare rustc,
# as a judge does (CE if that fails).
#
# Environment: TIME_LIMIT, seconds per sample before TLE (default 2).
set -u
cd "$(dirname "$0")" || exit 1

time_limit=${TIME_LIMIT:-2}
passed=0
failed=0
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

if ! cargo build --release --quiet --bins; then
    echo "run_samples: the build failed" >&2
    exit 1
fi
solver=target/release/eight
checker=target/release/check

now_ms() { echo $(($(date +%s%N) / 1000000)); }

# A file as `cat -A` shows it: $ ends each line, ^I is a tab, ^M a carriage return, so trailing
# spaces stand before the $. A last line with no newline ends in % instead, and says so.
show() {
    if [ ! -s "$1" ]; then
        echo "    (empty)"
        return
    fi
    if [ -n "$(tail -c 1 "$1")" ]; then
        cat -A "$1" | sed -e 's/^/    /' -e '$s/$/%   (no newline at the end)/'
        echo
    else
        cat -A "$1" | sed 's/^/    /'
    fi
}

verdict() {
    printf '%-24s %6s ms  %s\n' "$1" "$2" "$3"
}

# As a judge compiles it: the one file, bare rustc, no Cargo.
start=$(now_ms)
if rustc --edition 2021 -O --crate-name eight src/main.rs -o "$scratch/eight" 2>"$scratch/rustc.log"; then
    verdict "rustc src/main.rs" $(($(now_ms) - start)) "OK"
    passed=$((passed + 1))
else
    verdict "rustc src/main.rs" $(($(now_ms) - start)) "CE"
    sed 's/^/    /' "$scratch/rustc.log" | head -20
    failed=$((failed + 1))
fi

for input in $(ls samples/*.in | sort -V); do
    name=${input%.in}
    expected=$name.out
    actual=$scratch/actual
    start=$(now_ms)
    timeout "$time_limit" "$solver" <"$input" >"$actual" 2>"$scratch/stderr"
    status=$?
    elapsed=$(($(now_ms) - start))
    if [ $status -eq 124 ]; then
        verdict "$name" "$elapsed" "TLE"
        failed=$((failed + 1))
        continue
    fi
    if [ $status -ne 0 ]; then
        verdict "$name" "$elapsed" "RE: exit $status"
        sed 's/^/    /' "$scratch/stderr"
        failed=$((failed + 1))
        continue
    fi
    if cmp -s "$actual" "$expected"; then
        verdict "$name" "$elapsed" "AC"
        passed=$((passed + 1))
        continue
    fi
    if "$checker" "$input" "$actual" "$expected" 2>"$scratch/checker"; then
        verdict "$name" "$elapsed" "AC (differs from $(basename "$expected"); checker accepts)"
        passed=$((passed + 1))
        continue
    fi
    verdict "$name" "$elapsed" "WA"
    echo "  input:"
    show "$input"
    echo "  expected:"
    show "$expected"
    echo "  actual:"
    show "$actual"
    echo "  checker: $(cat "$scratch/checker")"
    failed=$((failed + 1))
done

echo "$passed passed, $failed failed"
[ $failed -eq 0 ]
