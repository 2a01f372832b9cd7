#!/usr/bin/env bash
# Builds the browser page: the judge file compiled to WebAssembly (web/src/lib.rs, the kit's
# library with the judge file in it, for wasm32-unknown-unknown; the target added with rustup when
# it is missing), and one self-contained HTML file that opens from disk with no server: the page's
# style and its ES modules written in (a browser loads no module from disk: each goes into the one
# script in a scope of its own; Watch's worker, web/page/worker.js, likewise, as a script's text
# that the page starts), and the module gzipped and in base64 (it holds the by-depth figures,
# docs/depths.tsv, and draws the chart). Prints the file's path and size.
#
#   web/build.sh [--learners URL] [OUT]
#
# OUT defaults to target/web/eight.html (or under CARGO_TARGET_DIR). Watch's lines on g, h and f
# link to the learners' page: by default this checkout's docs/learners.md, as a path from OUT's
# folder, so that the link holds wherever the page is built and opened in the checkout; a page
# put elsewhere (a web server, a course's site) takes the address of its copy, --learners URL.
#
# OUT is the caller's path, from where they stand. The page is written beside it under another
# name and renamed into place whole, so that a failure (a full disk) leaves no part of a page.
# SIGINT, SIGTERM and SIGHUP stop the build with it (exit 130, 143, 129), leaving nothing.
#
# Options as the kit's programs take them: --learners URL or --learners=URL, once, before or after
# OUT; `--` ends the options, so that OUT may begin with `-`; --help (-h) alone.
set -euo pipefail
usage() {
	printf 'usage: web/build.sh [--learners URL] [OUT]\n\n'
	sed -n '2,/^set -euo/{/^set -euo/d;s/^# \{0,1\}//;p;}' "$0"
}
learners=
learners_given=
outs=()
# The kit's command line: --learners URL or --learners=URL, once, anywhere; `--` ends the options;
# --help alone.
while [ $# -gt 0 ]; do
	case $1 in
	-h | --help)
		[ $# -eq 1 ] && [ ${#outs[@]} -eq 0 ] && [ -z "$learners_given" ] || { echo "web/build.sh: --help goes alone (try --help)" >&2; exit 2; }
		usage
		exit 0
		;;
	--learners | --learners=*)
		[ -z "$learners_given" ] || { echo "web/build.sh: --learners is given twice (try --help)" >&2; exit 2; }
		if [ "$1" = --learners ]; then
			[ $# -ge 2 ] || { echo "web/build.sh: --learners takes the learners' page's address (try --help)" >&2; exit 2; }
			learners=$2
			shift
		else
			learners=${1#--learners=}
		fi
		learners_given=1
		[ -n "$learners" ] || { echo "web/build.sh: --learners takes an address, not an empty one (try --help)" >&2; exit 2; }
		case $learners in
		*[\"\<\>\ ]* | *[[:cntrl:]]*)
			echo "web/build.sh: --learners '$learners' holds a quote, an angle bracket, a space or a control character: give it as a URL, escaped (try --help)" >&2
			exit 2
			;;
		esac
		;;
	--)
		shift
		outs+=("$@")
		break
		;;
	-?*)
		echo "web/build.sh: unknown option '$1' (try --help)" >&2
		exit 2
		;;
	*) outs+=("$1") ;;
	esac
	shift
done
set -- ${outs[@]+"${outs[@]}"}
[ $# -le 1 ] || { echo "web/build.sh: one OUT at most, not $# (try --help)" >&2; exit 2; }
if [ $# -eq 1 ]; then
	[ -n "$1" ] || { echo "web/build.sh: an empty name is no file (try --help)" >&2; exit 2; }
	out=$1
	[[ $out == /* ]] || out=$PWD/$out
	# A folder is no page: the page would go into it under its temporary name.
	if [ -d "$out" ]; then
		echo "web/build.sh: $1 is a folder; OUT names the page's file (try --help)" >&2
		exit 2
	fi
fi
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
cd "$root"
. .ci/paths
out=${out:-$target/web/eight.html}
if [ -z "$learners" ]; then
	command -v python3 >/dev/null || {
		echo "web/build.sh: python3 works out the learners' page's path from OUT; without it, give --learners URL (try --help)" >&2
		exit 1
	}
	# The checkout's page as a path from OUT's folder, each part escaped as a URL's path is.
	learners=$(python3 -c 'import os, sys, urllib.parse
print(urllib.parse.quote(os.path.relpath(sys.argv[1], os.path.dirname(sys.argv[2]))))' \
		"$root/docs/learners.md" "$out")
fi

# Each command that may take a while runs as a child in a process group of its own, so that a
# signal stops it and all it started (cargo's rustc) at once, and the scratch folder is made as a
# careful tool makes one: the kit's scripts' helper, src/shell/scratch.sh, which sets the traps
# (the shell runs a trap only once a command in the foreground has ended).
. src/shell/scratch.sh
child() {
	scratch_child "$@"
}

wasm_target=wasm32-unknown-unknown
if [ ! -d "$(rustc --print target-libdir --target "$wasm_target" 2>/dev/null)" ]; then
	if ! command -v rustup >/dev/null; then
		echo "web/build.sh: the $wasm_target target is missing, and there is no rustup to add it" >&2
		exit 1
	fi
	child rustup target add "$wasm_target"
fi
child cargo build --release --quiet -p eight-web --target "$wasm_target"
wasm=$target/$wasm_target/release/eight_web.wasm

scratch_folder scratch web || {
	echo "web/build.sh: cannot make a temporary folder: $scratch_why" >&2
	exit 1
}
gzip -9 -n -c "$wasm" | base64 -w 0 >"$scratch/wasm"
# The modules, in the order they use each other, each in a scope of its own that gives back what
# it exports; an import (`import { a, b } from "./engine.js";`, one line) takes them from there,
# and `export { a, b };` gives back what a module imported.
bundle() {
	local module
	for module in "$@"; do
		awk -v module="$module" '
			BEGIN { printf "const module_%s = (() => {\n", module }
			/^import \{.*\} from "\.\/[a-z]+\.js";$/ {
				from = $0; sub(/.*"\.\//, "", from); sub(/\.js";$/, "", from)
				names = $0; sub(/^import /, "", names); sub(/ from .*/, "", names)
				printf "const %s = module_%s;\n", names, from; next }
			/^import / { print "web/build.sh: an import it cannot take: " $0 > "/dev/stderr"; exit 1 }
			/^export \{ [A-Za-z0-9_$, ]+ \};$/ {
				names = $0; sub(/^export \{ /, "", names); sub(/ \};$/, "", names)
				exported = exported (exported == "" ? "" : ", ") names; next }
			/^export / {
				line = $0; sub(/^export /, "", line); name = line
				sub(/^(async )?(function|const|let|class) /, "", name); sub(/[^A-Za-z0-9_$].*/, "", name)
				exported = exported (exported == "" ? "" : ", ") name; print line; next }
			{ print }
			END { printf "return { %s };\n})();\n", exported }
		' "web/page/$module.js"
	done
}
bundle state engine address replay tree picture play watch main >"$scratch/script"
# Watch's worker, a script of its own that the page starts from the text of #worker-source: the
# board and trace reading it shares with the page, and its own loop. A script's text ends at the
# first `</script`, which none of its modules may hold.
bundle state worker >"$scratch/worker"
if grep -qi '</script' "$scratch/script" "$scratch/worker"; then
	echo "web/build.sh: a module holds '</script', which would end its script in the page" >&2
	exit 1
fi
mkdir -p "$(dirname "$out")"
page=$(mktemp "$(dirname "$out")/.eight-page.XXXXXX")
scratch_also "$page"
# Each placeholder stands alone on its line or inside a string; awk reads the parts from files, so
# that nothing in them is taken for a pattern.
printf '%s' "$learners" >"$scratch/learners"
awk -v style="web/page/style.css" -v script="$scratch/script" -v worker="$scratch/worker" -v wasm="$scratch/wasm" -v learners="$scratch/learners" '
	function slurp(file,   line, text) { text = ""; while ((getline line < file) > 0) text = text line "\n"; close(file); return text }
	BEGIN { css = slurp(style); js = slurp(script); work = slurp(worker); getline module < wasm
		i = index(js, "@WASM@"); js = substr(js, 1, i - 1) module substr(js, i + 6)
		getline address < learners }
	/@LEARNERS@/ { i = index($0, "@LEARNERS@"); print substr($0, 1, i - 1) address substr($0, i + 10); next }
	/\/\* @STYLE@ \*\// { printf "%s", css; next }
	/\/\* @SCRIPT@ \*\// { printf "%s", js; next }
	/\/\* @WORKER@ \*\// { printf "%s", work; next }
	{ print }
' web/page/index.html >"$page"
chmod 644 "$page"
mv -f "$page" "$out"
echo "$out: $(wc -c <"$out") bytes (the module $(wc -c <"$wasm") bytes, gzipped $(base64 -d "$scratch/wasm" | wc -c))"
