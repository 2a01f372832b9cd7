# shellcheck shell=bash
# Scratch folders and children for the kit's bash scripts, as src/shell/scratch.rs has them for
# its programs: one helper, sourced.
#
#   . "$root/src/shell/scratch.sh"
#   scratch_folder work build || exit 2      # $work: a new folder, eight-build-XXXXXXXXXXXX
#   scratch_child cargo build --release      # a child that a signal stops at once, with all
#                                            # it started
#
# A folder is created exclusively (mktemp -d) under an unguessable name, with mode 0700 whatever
# the umask, in $TMPDIR if it is set (a folder that must exist: it is never made) else /tmp, and
# named by an absolute path. It serves scripts under `set -euo pipefail` too. Sourcing it sets
# the traps: on EXIT every folder is removed, and on SIGINT, SIGTERM and SIGHUP every child still
# running (each leads a process group of its own, so the signal reaches all it started, even once
# the child itself is gone) is sent SIGTERM, then SIGKILL once its group is empty or a second has
# passed; then the children are waited for, the folders go, and the script ends with 130, 143 or
# 129. A script that has more to stop defines scratch_on_signal, which is called with the status
# before the children are stopped and again after.

scratch_folders=()
scratch_children=()

# scratch_folder NAME PURPOSE: a new folder, its path in the variable NAME; or, when none can be
# made (the temporary folder is not there), status 1 and why in scratch_why, for the script to
# say as its own.
scratch_why=
scratch_folder() {
	local name=$1 purpose=$2 base=${TMPDIR:-/tmp} made
	if [ ! -d "$base" ]; then
		scratch_why="the temporary folder ${TMPDIR:+TMPDIR=}$base is no folder (it is never made: set TMPDIR to one that exists)"
		return 1
	fi
	if [[ $base != /* ]]; then
		base=$(cd -- "$base" 2>&1 && pwd) || {
			scratch_why=$base
			return 1
		}
	fi
	if ! made=$(mktemp -d "$base/eight-$purpose-XXXXXXXXXXXX" 2>&1); then
		scratch_why=${made#mktemp: }
		return 1
	fi
	scratch_folders+=("$made")
	if ! chmod 700 "$made"; then
		scratch_why="cannot make $made private"
		return 1
	fi
	printf -v "$name" '%s' "$made"
}

# scratch_child COMMAND...: runs COMMAND as a child in a process group (and session) of its own,
# in the background and waited for, so that a signal's trap runs at once rather than when it
# ends; standard input is the caller's, and Ctrl-C's SIGINT reaches it through the trap. Its
# exit status. Whatever it leaves running in its group when it ends is killed. A function named
# by scratch_setup, if set, runs in the child first (to set a limit or export a variable for it
# alone); if it fails, the child ends with 2. Without setsid (util-linux), a child leads no group
# of its own, and a signal reaches it alone.
scratch_setsid=
command -v setsid >/dev/null && scratch_setsid=setsid
scratch_child() {
	(
		trap - INT QUIT
		[ -z "${scratch_setup:-}" ] || "$scratch_setup" || exit 2
		exec $scratch_setsid "$@"
	) <&0 &
	local pid=$! status=0
	scratch_children+=("$pid")
	wait "$pid" 2>/dev/null || status=$?
	scratch_end_group "$pid" KILL
	return "$status"
}

# scratch_end_group PID SIGNAL: the process group PID leads sent SIGNAL, and PID taken off the
# children. A group outlives its leader: whatever stayed in it is reached by its number, which
# the system gives no other process while the group lasts. (A child that leads no group, with
# no setsid here, is sent SIGNAL by itself, while it is still the shell's to wait for.)
scratch_end_group() {
	local pid=$1 signal=$2 child kept=()
	kill "-$signal" -- "-$pid" 2>/dev/null || true
	if [ -z "$scratch_setsid" ] && [ -n "$(jobs -pr | grep -x "$pid")" ]; then
		kill "-$signal" "$pid" 2>/dev/null || true
	fi
	for child in "${scratch_children[@]}"; do
		[ "$child" = "$pid" ] || kept+=("$child")
	done
	scratch_children=("${kept[@]}")
}

# scratch_stop STATUS: every child's group sent SIGTERM, and a second later (or once every group
# is empty) SIGKILL, which no process outlives; the children waited for; the folders removed;
# the end, with STATUS.
scratch_stop() {
	trap '' INT TERM HUP
	if declare -F scratch_on_signal >/dev/null; then
		scratch_on_signal "$1"
	fi
	local pid live children=("${scratch_children[@]}")
	for pid in "${children[@]}"; do
		kill -TERM -- "-$pid" 2>/dev/null || true
		if [ -z "$scratch_setsid" ]; then
			kill -TERM "$pid" 2>/dev/null || true
		fi
	done
	for _ in $(seq 20); do
		live=
		for pid in "${children[@]}"; do
			kill -0 -- "-$pid" 2>/dev/null && live=1
		done
		[ -n "$live" ] || break
		sleep 0.05
	done
	for pid in "${children[@]}"; do
		scratch_end_group "$pid" KILL
	done
	wait 2>/dev/null
	if declare -F scratch_on_signal >/dev/null; then
		scratch_on_signal "$1"
	fi
	scratch_remove
	exit "$1"
}

# scratch_also PATH: PATH (a file a script writes beside its target, say) removed with the
# folders, on every way out, until the script takes it off again by moving it into place.
scratch_also() {
	scratch_folders+=("$1")
}

scratch_remove() {
	local folder
	for folder in "${scratch_folders[@]}"; do
		rm -rf -- "$folder" || true
	done
	scratch_folders=()
}

trap 'scratch_stop 130' INT
trap 'scratch_stop 143' TERM
trap 'scratch_stop 129' HUP
trap 'scratch_remove' EXIT
