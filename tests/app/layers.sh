#!/bin/sh
# The layers of src/, checked on every #include "part/...":
#
#   util  <-  core, loader  <-  tokenizer, kernels  <-  engine  <-  lesson  <-  live
#         <-  render, quiz  <-  app  <-  tui  <-  cli
#
# (lesson computes its questions' answers with src/core; the commands start
# the TUI). A part may include its own headers and those of the parts
# below it, never above or beside; only src/tui includes curses; src/render draws and never opens a
# model, starts a pass or computes a run's numbers (those are src/live
# calls made by src/app before drawing), and has no function-local static
# state. The check first proves it can fail on planted files.
set -u
: "${top_srcdir:?}"

# floor PART: the floor of a part (main.c is above everything)
floor() {
	case $1 in
	util) echo 0 ;;
	core | loader) echo 1 ;;
	tokenizer | kernels) echo 2 ;;
	engine) echo 3 ;;
	lesson) echo 4 ;;
	live) echo 5 ;;
	render | quiz) echo 6 ;;
	app) echo 7 ;;
	tui) echo 8 ;;
	cli) echo 9 ;;
	*) echo 99 ;;
	esac
}

check() {
	root=$1
	status=0
	for dir in "$root"/src/*/; do
		part=$(basename "$dir")
		f=$(floor "$part")
		# every include of another part, with the part it names
		grep -nE --include='*.c' --include='*.h' -r '^[[:space:]]*#[[:space:]]*include[[:space:]]*"[a-z]+/' "$dir" |
			sed -E 's|^([^:]*:[0-9]+):.*#[[:space:]]*include[[:space:]]*"([a-z]+)/.*|\1 \2|' >"$tmpd/inc"
		while read -r where dep; do
			[ "$dep" = "$part" ] && continue
			if [ "$(floor "$dep")" -ge "$f" ]; then
				echo "layers: $where: src/$part includes src/$dep (a part above or beside it)"
				status=1
			fi
		done <"$tmpd/inc"
		if [ "$part" != tui ] && grep -rnE --include='*.c' --include='*.h' \
			'^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"](n?cursesw?/)?(n?curses|term|panel|menu|form)\.h[>"]' "$dir"; then
			echo "layers: curses included in src/$part (above)"
			status=1
		fi
	done
	if [ -d "$root/src/render" ]; then
		if grep -rnE --include='*.c' --include='*.h' \
			'live_(open|start|run_text|install|poll|cancel|bank_compute|head_stats_compute|residual_compute|head_delta|state_(ensure|open|run|poll|intro|bank|derive))[[:space:]]*\(' \
			"$root/src/render" | grep -vE '^[^:]*:[0-9]+:[[:space:]]*(/?\*|//)'; then
			echo "layers: src/render calls into the session (above): it must only read the live state"
			status=1
		fi
		if grep -rnE --include='*.c' '^[[:space:]]+static[[:space:]]' "$root/src/render" | grep -v 'static const'; then
			echo "layers: function-local static state in src/render (above)"
			status=1
		fi
	fi
	return $status
}

tmpd=$(mktemp -d) || exit 1
trap 'rm -rf "$tmpd"' EXIT
# 1. it catches planted violations
for bad in 'render/x.c:#include "app/app.h"' 'loader/x.c:#include "core/worked.h"' \
	'loader/y.c:#include "kernels/panels.h"' 'kernels/x.c:#include "engine/forward.h"' \
	'app/x.c:#include <curses.h>' 'render/y.c:void f(void) { live_start(0, 0, 0); }' \
	'render/z.c:void f(void)\n{\n\tstatic int n;\n}' 'live/x.c:#include "render/canvas.h"'; do
	file=${bad%%:*}
	mkdir -p "$tmpd/tree/src/$(dirname "$file")"
	printf '%b\n' "${bad#*:}" >"$tmpd/tree/src/$file"
	if check "$tmpd/tree" >/dev/null; then
		echo "FAIL: the layer check missed: $bad"
		exit 1
	fi
	rm -rf "$tmpd/tree"
done
mkdir -p "$tmpd/tree/src/app" "$tmpd/tree/src/render"
printf '#include "render/canvas.h"\n#include "live/state.h"\n' >"$tmpd/tree/src/app/ok.c"
printf 'static const int t[1] = {0};\n' >"$tmpd/tree/src/render/ok.c"
if ! check "$tmpd/tree"; then
	echo "FAIL: the layer check refused allowed includes"
	exit 1
fi
# 2. the real tree
check "$top_srcdir" || exit 1
echo "layers: clean"
