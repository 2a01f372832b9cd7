#!/usr/bin/env bash
# Runs every sample through the solver, in the manner of online-judge-tools (`oj test`): one line
# per sample with its name, milliseconds and verdict (AC, WA, RE, TLE, OLE), then
# "N passed, N failed". Exits 0 only if every sample passed. `--help` says how to call it.
set -u
export LC_ALL=C
# The kit's own folder, wherever a link to this script stands.
here=$(cd "$(dirname "$(readlink -f "$0")")" && pwd)

usage() {
	cat <<'EOF'
usage: run_samples.sh [--solver COMMAND] [--problem NAME] [DIR | -d DIR | --directory DIR]

Runs every sample in DIR (default: $SAMPLES, else the samples folder beside this script)
through the solver: N.in is a case, N.out beside it what the solver prints. A folder named
after a problem (as `check --list-problems` names them: acwing845, luogu1379, ...) holds
that problem's samples, judged as that problem asks, whatever path leads to it; its
subfolders, at any depth, must be so named too. Samples elsewhere pose the checker's default
problem, AcWing 179. --problem NAME runs only the samples that pose NAME, for a solver that
answers one problem (as the judge file built alone does).

The solver is the kit's own front end, solve (built here, and run with --problem NAME for
each folder: it answers as the judge file set to that problem does), or
any program: --solver COMMAND (or SOLVER=COMMAND) runs COMMAND, a command line as bash reads
it, as a judge runs a submission: each sample on its standard input, no arguments. The kit's
checker judges it all the same. Your own solution, for example:
  g++ -O2 -o my my.cpp && ./run_samples.sh --solver ./my --problem acwing179
  ./run_samples.sh --solver 'python3 my.py' samples/luogu1379
  rustc -O src/main.rs -o target/eight && ./run_samples.sh --solver target/eight --problem acwing179

An output that differs from N.out but that the checker accepts passes, and says so: a judge
accepts any shortest answer. A run longer than TIME_LIMIT is TLE, the time shown the time
judged; a solver killed by a signal is RE, which says the signal (a shell cannot tell a
solver's own exit 129 to 159 from one, and says a signal); more than OUTPUT_LIMIT of output
is OLE. When a run ends, whatever the solver left running is killed, as a judge ends
its sandbox: its process group, and (on Linux) every process that carries the run's mark in
its environment. With the kit's solver it also compiles src/main.rs alone with bare rustc,
as a judge does (CE if not).

Exit: 0 every sample passed; 1 a sample failed; 2 a fault of the set-up, not the solver's
(no samples, an N.out missing or that the checker rejects, no solver, a solver that cannot
start, a BIN whose solve is not the kit's front end, a bad TIME_LIMIT or OUTPUT_LIMIT, no
temporary folder), or output that could not be written.

Options as every program of the kit takes them: --directory DIR or --directory=DIR (-d DIR, as
`oj test -d` takes it), or the folder alone; --solver COMMAND or --solver=COMMAND; --problem
NAME or --problem=NAME; `--` ends the options, so that a folder may be named `-x`; one
folder at most, and --help (-h) and --version (-V) alone.

Ctrl-C (SIGINT), SIGTERM and SIGHUP stop it at once, with exit 130, 143 or 129: whatever it
runs is stopped (sent SIGTERM, then SIGKILL a second later, with all it started), and its
temporary folder is removed. A report shows at most 20 lines of a file, 200 bytes of a line,
and a control character in a name as \xNN.

Environment: TIME_LIMIT, seconds per sample (default 2), which also bounds the set-up's
asking the checker (and the kit's solver) for its problems; OUTPUT_LIMIT, MiB of output, and of
standard error, per sample (default 64); SAMPLES, the folder; SOLVER, as --solver; BIN, a
folder holding built `solve` and `check` to use instead of building them (the standalone
compile is then left out too; with a solver of your own, only its `check` is used); TMPDIR,
where the temporary folder goes (a folder that exists: it is never made). Paths are the
caller's; links are followed wherever they stand.
EOF
}

fault() {
	echo "run_samples: $*" >&2
	exit 2
}

# The temporary folder and every child, as the kit's scripts have them (src/shell/scratch.sh): a
# folder made as mkdtemp makes one, removed on every way out; each child in a process group of
# its own, run in the background and waited for, so that a signal's trap runs at once (the shell
# runs a trap only once the command in the foreground has ended, and a solver may run to its
# time limit), and stopped with all it started. The traps are that file's: a signal ends it with
# 130, 143 or 129.
. "$here/src/shell/scratch.sh" || exit 2
scratch_folder scratch run-samples || fault "cannot make a temporary folder: $scratch_why"
child() {
	scratch_child "$@"
}

# Output as the solver treats its own: a reader that went away ends the output quietly, and any
# other failure to write is a failure, said once on standard error. The samples still run, and
# the exit status still says whether they all passed.
trap '' PIPE
quiet=
say() {
	[ -z "$quiet" ] || return 0
	if ! printf '%s\n' "$@" 2>"$scratch/said"; then
		if grep -q 'Broken pipe' "$scratch/said"; then
			quiet=1
			return 0
		fi
		echo "run_samples: cannot write the output: $(sed 's/.*write error: //' "$scratch/said")" >&2
		exit 2
	fi
}

# A name as a report shows it: a control character (a newline in a folder's name) as \xNN, so
# that a report's line stays one line.
printable() {
	local text=$1 out= at character
	if [[ $text != *[[:cntrl:]]* ]]; then
		printf '%s' "$text"
		return
	fi
	for ((at = 0; at < ${#text}; at++)); do
		character=${text:at:1}
		if [[ $character == [[:cntrl:]] ]]; then
			printf -v character '\\x%02x' "'$character"
		fi
		out+=$character
	done
	printf '%s' "$out"
}

# The command line, as the kit's programs read theirs.
folder=
given=
name_folder() {
	[ -z "$given" ] || fault "a folder is given twice: '$(printable "$given")' and '$(printable "$2")' (try --help)"
	[ -n "$2" ] || fault "an empty name is no folder (try --help)"
	given=$2
	folder=$2
}
# A solver of the caller's: a command line, from --solver or else SOLVER.
own_solver=${SOLVER:-}
solver_given=
name_solver() {
	[ -z "$solver_given" ] || fault "--solver is given twice (try --help)"
	[ -n "${1//[[:space:]]/}" ] || fault "an empty command is no solver (try --help)"
	solver_given=1
	own_solver=$1
}
only=
only_given=
name_problem() {
	[ -z "$only_given" ] || fault "--problem is given twice (try --help)"
	[ -n "$1" ] || fault "--problem needs a problem's name (try --help)"
	only_given=1
	only=$1
}
ended=
while [ $# -gt 0 ]; do
	if [ -n "$ended" ]; then
		name_folder "the folder" "$1"
		shift
		continue
	fi
	case $1 in
	-h | --help)
		[ $# -eq 1 ] && [ -z "$given" ] ||
			fault "--help goes alone, with nothing else on the command line (try --help)"
		say "$(usage)"
		exit 0
		;;
	-V | --version)
		[ $# -eq 1 ] && [ -z "$given" ] ||
			fault "--version goes alone, with nothing else on the command line (try --help)"
		version=$(sed -n '/^version = "/{s/^version = "\(.*\)"$/\1/p;q;}' "$here/Cargo.toml")
		say "run_samples.sh ${version:-(unknown version)}"
		exit 0
		;;
	--help=* | --version=*) fault "${1%%=*} takes no value (try --help)" ;;
	--solver)
		[ $# -ge 2 ] || fault "--solver needs a value (try --help)"
		name_solver "$2"
		shift 2
		;;
	--solver=*)
		name_solver "${1#--solver=}"
		shift
		;;
	--problem)
		[ $# -ge 2 ] || fault "--problem needs a value (try --help)"
		name_problem "$2"
		shift 2
		;;
	--problem=*)
		name_problem "${1#--problem=}"
		shift
		;;
	-d | --directory)
		[ $# -ge 2 ] || fault "--directory needs a value (try --help)"
		name_folder "--directory" "$2"
		shift 2
		;;
	--directory=*)
		name_folder "--directory" "${1#--directory=}"
		shift
		;;
	--)
		ended=1
		shift
		;;
	-*) fault "unknown option '$(printable "$1")' (try --help)" ;;
	*)
		name_folder "the folder" "$1"
		shift
		;;
	esac
done
[ -n "$given" ] || folder=${SAMPLES:-$here/samples}
while [[ $folder == */ && $folder != / ]]; do
	folder=${folder%/}
done
# A name that begins with a dash is not an option to cd or find.
[[ $folder == -* ]] && folder=./$folder
shown_folder=$(printable "$folder")

time_limit=${TIME_LIMIT:-2}
if ! [[ $time_limit =~ ^([0-9]+([.][0-9]*)?|[.][0-9]+)$ ]] || [[ $time_limit =~ ^0*[.]?0*$ ]]; then
	fault "TIME_LIMIT='$(printable "$time_limit")' is not a positive number of seconds"
fi
# Microseconds, in the shell's 64-bit arithmetic: awk's %d stops at 2^31.
whole=${time_limit%%.*}
fraction=${time_limit#"$whole"}
fraction=${fraction#.}000000
[ ${#whole} -le 9 ] || fault "TIME_LIMIT='$time_limit' is more seconds than a run can be given"
limit_us=$((10#${whole:-0} * 1000000 + 10#${fraction:0:6}))

# Output, as judges limit it: each file the solver writes (its output, its standard error) is
# held to OUTPUT_LIMIT MiB by the file size limit (`ulimit -f`, in KiB), which ends a solver
# that writes past it with SIGXFSZ, or refuses the write.
output_limit=${OUTPUT_LIMIT:-64}
if ! [[ $output_limit =~ ^[0-9]{1,7}$ ]] || [ "$((10#$output_limit))" -eq 0 ]; then
	fault "OUTPUT_LIMIT='$(printable "$output_limit")' is not a positive whole number of MiB (at most 7 digits)"
fi
output_limit=$((10#$output_limit))
limit_bytes=$((output_limit * 1024 * 1024))

# A file as `cat -A` shows it: $ ends each line, ^I is a tab, ^M a carriage return, so trailing
# spaces stand before the $. A last line with no newline ends in % instead, and says so. At most
# `excerpt_lines` lines of at most `excerpt_bytes` bytes are shown, and what was left out is said.
excerpt_lines=20
excerpt_bytes=200
show() {
	local size lines
	size=$(wc -c <"$1")
	if [ "$size" -eq 0 ]; then
		echo "    (empty)"
		return
	fi
	lines=$(wc -l <"$1")
	head -c $((excerpt_lines * (excerpt_bytes + 1))) "$1" | head -n $excerpt_lines | cat -A |
		awk -v most=$excerpt_bytes '{ print "    " (length($0) > most ? substr($0, 1, most) "... (cut)" : $0) }' |
		if [ "$lines" -le $excerpt_lines ] && [ "$size" -le $((excerpt_lines * (excerpt_bytes + 1))) ] &&
			[ -n "$(tail -c 1 "$1")" ]; then
			sed '$s/$/%   (no newline at the end)/'
		else
			cat
		fi
	if [ "$lines" -gt $excerpt_lines ] || [ "$size" -gt $((excerpt_lines * (excerpt_bytes + 1))) ]; then
		echo "    ... ($size bytes, $lines lines in all: the rest left out)"
	fi
}

# At most `excerpt_lines` lines of a message, each indented.
excerpt() {
	head -n $excerpt_lines "$1" | cut -b 1-$((excerpt_bytes * 4)) | sed 's/^/    /'
}

now_us() {
	if [ -n "${EPOCHREALTIME:-}" ]; then
		echo "${EPOCHREALTIME/./}"
	else
		echo $(($(date +%s%N) / 1000))
	fi
}

# A report's line: the sample's name, its milliseconds, its verdict.
verdict_line() {
	printf '%-28s %6s ms  %s' "$(printable "$1")" "$2" "$3"
}
verdict() {
	say "$(verdict_line "$@")"
}

# The folder, before anything is built.
[ -e "$folder" ] || fault "no folder $shown_folder (try --help)"
[ -d "$folder" ] || fault "$shown_folder is a file, not a folder of samples (try --help)"

# The tools it runs, each said by name when it is not here: a missing compiler is no CE.
needs=(timeout)
if [ -z "${BIN:-}" ]; then
	needs+=(cargo)
	[ -n "$own_solver" ] || needs+=(rustc)
fi
for tool in "${needs[@]}"; do
	if ! command -v "$tool" >/dev/null; then
		case $tool in
		timeout) fault "timeout (GNU coreutils), which limits each run, is not here" ;;
		*) fault "$tool is not here: the kit is built with Rust (https://rustup.rs has it), or give BIN" ;;
		esac
	fi
done

if [ -n "$own_solver" ] && [ -z "${own_solver//[[:space:]]/}" ]; then
	fault "SOLVER is an empty command (try --help)"
fi
alone=
if [ -n "${BIN:-}" ]; then
	solver=$BIN/solve
	checker=$BIN/check
	programs=()
	[ -n "$own_solver" ] || programs+=("$solver")
	programs+=("$checker")
	for program in "${programs[@]}"; do
		[ -x "$program" ] && [ -f "$program" ] ||
			fault "no $(basename "$program") in $(printable "$BIN") (BIN names a folder of built binaries)"
	done
else
	# The kit's solver first as a judge compiles it: the one file, bare rustc, no Cargo, no
	# edition flag. The kit is built around that file, so a file that does not compile is the
	# solver's failure, CE, before any build of the checker could fail on it.
	if [ -z "$own_solver" ]; then
		start=$(now_us)
		if child rustc -O --crate-name eight "$here/src/main.rs" -o "$scratch/eight" 2>"$scratch/rustc.log"; then
			alone=$(verdict_line "(rustc src/main.rs)" $((($(now_us) - start) / 1000)) "OK")
		else
			say "$(verdict_line "(rustc src/main.rs)" $((($(now_us) - start) / 1000)) "CE")" \
				"$(excerpt "$scratch/rustc.log")"
			say "0 passed, 1 failed"
			exit 1
		fi
	fi
	# The checker is the set-up's; the solver that does not build is the solver's failure (the
	# kit's is built only when it is the one that runs).
	(cd "$here" && child cargo build --release --quiet --bin check) || fault "the checker does not build"
	if [ -z "$own_solver" ] &&
		! (cd "$here" && child cargo build --release --quiet --bin solve) 2>"$scratch/build.log"; then
		say "$(verdict_line "(cargo build)" "-" "CE")" "$(excerpt "$scratch/build.log")"
		say "0 passed, 1 failed"
		exit 1
	fi
	# Where Cargo put them: CARGO_TARGET_DIR, if set, from the kit's folder, as Cargo reads it.
	built=${CARGO_TARGET_DIR:-target}
	[[ $built == /* ]] || built=$here/$built
	solver=$built/release/solve
	checker=$built/release/check
fi

# The problems, as --problem names them, and the default: the checker's catalogue says them,
# its default first. The checker is the kit's whatever the solver is, and is asked within the
# time limit too, its standard input closed; a program that did not answer in time is said to be
# slow, not taken for another program.
probe() {
	local status=0
	child timeout -k 1 "$time_limit" "$@" --list-problems </dev/null 2>/dev/null || status=$?
	if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
		fault "$(printable "$1") cannot list the problems within TIME_LIMIT=$time_limit seconds: asked --list-problems, it did not end in time"
	fi
}
probe "$checker" >"$scratch/problems"
problems=$(cat "$scratch/problems")
[ -n "$problems" ] ||
	fault "$(printable "$checker") cannot list the problems (check --list-problems): BIN names a folder of the kit's binaries"
own=${problems%%$'\n'*}
is_problem() { [ -n "$1" ] && [[ $'\n'$problems$'\n' == *$'\n'"$1"$'\n'* ]]; }
listed() { echo $problems | sed 's/ /, /g'; }
if [ -n "$only" ] && ! is_problem "$only"; then
	fault "unknown problem '$(printable "$only")' for --problem: the names are $(listed) (try --help)"
fi
# The kit's solver is asked to run each problem: a BIN whose solve is the judge file built alone
# would answer every folder as its one problem, and fail the others silently. Asked as the
# checker is, it must name the same problems.
if [ -z "$own_solver" ]; then
	probe "$solver" >"$scratch/solver-problems"
	if ! cmp -s "$scratch/problems" "$scratch/solver-problems"; then
		fault "$(printable "$solver") is not the kit's front end: asked --list-problems, it does not name the checker's problems (a judge file built alone answers one problem: run it with --solver, and --problem)"
	fi
fi

# The samples, each with its problem.
# Its own name, as given or where a link leads.
top=$(basename "$(cd -- "$folder" && pwd)")
is_problem "$top" || top=$(basename "$(cd -- "$folder" && pwd -P)")
is_problem "$top" || top=$own
samples=()
sample_problems=()
while IFS= read -r -d '' input; do
	problem=$top
	if [ "$(dirname "$input")" != "$folder" ]; then
		problem=$(basename "$(dirname "$input")")
		if ! is_problem "$problem"; then
			fault "$(printable "$(dirname "$input")")/ is named after no problem (the names: $(listed))"
		fi
	fi
	[ -z "$only" ] || [ "$problem" = "$only" ] || continue
	samples+=("$input")
	sample_problems+=("$problem")
done < <(find -L "$folder" -mindepth 1 -name '*.in' -print0 2>"$scratch/find" | sort -zV)
# A folder that cannot be read whole, or a loop of links, is a fault of the set-up: its samples
# are not all there to run.
if [ -s "$scratch/find" ]; then
	fault "cannot read the samples in $shown_folder: $(head -n 1 "$scratch/find" | sed 's/^find: //')$(
		[ "$(wc -l <"$scratch/find")" -le 1 ] || echo " (and $(($(wc -l <"$scratch/find") - 1)) more)")"
fi
if [ ${#samples[@]} -eq 0 ] && [ -n "$only" ]; then
	fault "no samples of $only in $shown_folder (N.in beside N.out)"
fi
[ ${#samples[@]} -gt 0 ] || fault "no samples in $shown_folder (N.in beside N.out)"

# The mark each run of a solver carries in its environment: what it starts carries it too,
# whatever group or session it moves to, so that after the run it is found and killed. Drawn
# from the system's randomness, so no other run's processes carry it.
mark=$(od -An -N8 -tx8 /dev/urandom 2>/dev/null | tr -d ' \n')
mark=EIGHT_RUN_SAMPLES=${mark:-$$-$RANDOM$RANDOM}
# Kills every process that carries the mark, where /proc lets it be read: run's end, as a
# judge's sandbox ends.
sweep() {
	[ -r /proc/self/environ ] || return 0
	local marked
	marked=$(grep -lzxF -e "$mark" /proc/[0-9]*/environ 2>/dev/null | sed -n 's|^/proc/\([0-9]*\)/environ$|\1|p')
	[ -z "$marked" ] || kill -KILL $marked 2>/dev/null
	return 0
}
scratch_on_signal() {
	sweep
}

passed=0
failed=0
setup_faults=0

# The judge file's own compile, said first.
[ -z "${alone:-}" ] || say "$alone"

# A solver's run: under the time limit (SIGTERM at the limit, SIGKILL a second later for a
# solver that ignores it) and the output limit, the run's mark in its environment, with no
# arguments for a solver of the caller's (as a judge runs a submission), with --problem for the
# kit's. Bash's own words of a solver killed by a signal go nowhere: the verdict says it.
solver_setup() {
	ulimit -f $((output_limit * 1024)) && export "$mark"
}
run_solver() {
	if [ -n "$own_solver" ]; then
		scratch_setup=solver_setup child timeout -k 1 "$time_limit" bash -c "$own_solver" solver
	else
		scratch_setup=solver_setup child timeout -k 1 "$time_limit" "$solver" --problem "$problem"
	fi
}

# One sample: its input, and the problem it poses.
run_sample() {
	local input=$1 problem=$2
	local expected=${input%.in}.out actual=$scratch/actual
	# Named from the folder on: samples/1, samples/acwing845/1.
	local name
	name=$(basename "$folder")/${input#"$folder"/}
	name=${name%.in}
	if [ ! -f "$input" ]; then
		verdict "$name" "-" "SET-UP: $(printable "$(basename "$input")") is not a file one can read"
		setup_faults=$((setup_faults + 1))
		return
	fi
	if [ ! -r "$input" ]; then
		verdict "$name" "-" "SET-UP: $(printable "$(basename "$input")") cannot be read"
		setup_faults=$((setup_faults + 1))
		return
	fi
	if [ ! -e "$expected" ]; then
		verdict "$name" "-" "SET-UP: no $(printable "$(basename "$expected")") beside $(printable "$(basename "$input")")"
		setup_faults=$((setup_faults + 1))
		return
	fi
	if [ ! -f "$expected" ]; then
		verdict "$name" "-" "SET-UP: $(printable "$(basename "$expected")") is not a file"
		setup_faults=$((setup_faults + 1))
		return
	fi
	if [ ! -r "$expected" ]; then
		verdict "$name" "-" "SET-UP: $(printable "$(basename "$expected")") cannot be read"
		setup_faults=$((setup_faults + 1))
		return
	fi
	"$checker" --problem "$problem" "$input" "$expected" 2>"$scratch/checker"
	case $? in
	0) ;;
	3)
		# Exit 3: the checker cannot judge at all (the input no boards, a file it cannot read):
		# its message names the file.
		verdict "$name" "-" "SET-UP: the checker cannot judge $(printable "$(basename "$input")") with $(printable "$(basename "$expected")")"
		say "  checker: $(head -c 1000 "$scratch/checker")"
		setup_faults=$((setup_faults + 1))
		return
		;;
	*)
		verdict "$name" "-" "SET-UP: the checker rejects $(printable "$(basename "$expected")")"
		say "  checker: $(head -c 1000 "$scratch/checker")"
		setup_faults=$((setup_faults + 1))
		return
		;;
	esac
	local start status elapsed_us
	rm -f "$actual" "$scratch/stderr"
	start=$(now_us)
	run_solver "$problem" <"$input" >"$actual" 2>"$scratch/stderr"
	status=$?
	elapsed_us=$(($(now_us) - start))
	sweep
	# The time shown is the time judged: what was measured, to the millisecond above, against
	# the limit. Only a run over the limit is TLE: a solver's own exit 124 or 137, or a kill by
	# the system (the out-of-memory killer's SIGKILL) within it, is not.
	local ms=$(((elapsed_us + 999) / 1000)) output_size error_size
	output_size=$(wc -c <"$actual")
	error_size=$(wc -c <"$scratch/stderr")
	if [ "$elapsed_us" -gt "$limit_us" ]; then
		verdict "$name" "$ms" "TLE"
		failed=$((failed + 1))
	elif [ "$output_size" -ge "$limit_bytes" ] || [ "$error_size" -ge "$limit_bytes" ] || [ $status -eq $((128 + 25)) ]; then
		local where="of output"
		[ "$error_size" -lt "$limit_bytes" ] || where="on standard error"
		verdict "$name" "$ms" "OLE: $output_limit MiB or more $where"
		failed=$((failed + 1))
	elif [ $status -gt 128 ] && [ $status -lt 160 ]; then
		verdict "$name" "$ms" "RE: killed by signal $((status - 128)) (SIG$(kill -l $((status - 128))))"
		[ ! -s "$scratch/stderr" ] || say "$(excerpt "$scratch/stderr")"
		failed=$((failed + 1))
	elif [ -n "$own_solver" ] && [[ $status == 126 || $status == 127 ]] &&
		grep -qE '^solver: line [0-9]+: .*(No such file or directory|command not found|Permission denied|cannot execute|Is a directory)' "$scratch/stderr"; then
		# bash's own words, not the solver's: the command could not start at all.
		fault "the solver cannot start: $(head -n 1 "$scratch/stderr" | sed 's/^solver: line [0-9]*: //' | cut -b 1-400) (--solver is a command line, as bash reads it: try --help)"
	elif [ $status -ne 0 ]; then
		verdict "$name" "$ms" "RE: exit $status"
		[ ! -s "$scratch/stderr" ] || say "$(excerpt "$scratch/stderr")"
		failed=$((failed + 1))
	elif cmp -s "$actual" "$expected"; then
		verdict "$name" "$ms" "AC"
		passed=$((passed + 1))
	elif "$checker" --problem "$problem" "$input" "$actual" "$expected" 2>"$scratch/checker"; then
		verdict "$name" "$ms" "AC (differs from $(printable "$(basename "$expected")"); checker accepts)"
		passed=$((passed + 1))
	else
		verdict "$name" "$ms" "WA"
		say "  input:" "$(show "$input")" "  expected:" "$(show "$expected")" "  actual:" \
			"$(show "$actual")" "  checker: $(head -c 1000 "$scratch/checker")"
		failed=$((failed + 1))
	fi
}

for i in "${!samples[@]}"; do
	run_sample "${samples[$i]}" "${sample_problems[$i]}"
done

say "$passed passed, $failed failed"
if [ $setup_faults -gt 0 ]; then
	echo "run_samples: $setup_faults set-up fault(s) above: fix the samples or the build, not the solver" >&2
	exit 2
fi
[ $failed -eq 0 ]
