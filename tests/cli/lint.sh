#!/bin/sh
# Cheap source lint (after neomutt's check_sec.sh):
#  - only src/tui (and src/main.c / src/cli) may include curses: the library
#    parts src/core, src/loader, src/tokenizer,
#    src/kernels, src/engine, src/lesson, src/render, src/util must not;
#  - no unchecked sprintf/vsprintf/strcpy/strcat/stpcpy/gets anywhere in src/;
#  - no branch on the model family (`c->arch == ...`) outside the family
#    files src/loader/arch_*.c: a family is a row of the table, and the
#    rest of the code reads the switches the row sets.
# The lint first proves it can fail, on a planted bad file.
set -u
: "${top_srcdir:?}"

# lint DIR PARTS...: print offending lines, return 1 if any.
lint() {
	root=$1; shift
	status=0
	for part in "$@"; do
		[ -d "$root/$part" ] || continue
		if grep -rnE --include='*.c' --include='*.h' \
			'^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"](n?cursesw?/)?(n?curses|term|panel|menu|form)\.h[>"]' \
			"$root/$part"; then
			echo "lint: curses included outside src/tui (above)" >&2
			status=1
		fi
	done
	# all of src/ for the unsafe string calls
	if [ -d "$root/src" ] && grep -rnE --include='*.c' --include='*.h' \
		'(^|[^[:alnum:]_])(v?sprintf|strcpy|strcat|stpcpy|gets)[[:space:]]*\(' "$root/src" |
		grep -vE ':[[:space:]]*(/?\*|//)'; then
		echo "lint: unchecked sprintf/strcpy/strcat (above); use snprintf and explicit lengths" >&2
		status=1
	fi
	if [ -d "$root/src" ] && grep -rnE --include='*.c' --include='*.h' \
		'(->|\.)arch[a-z_]* *[!=]= ' "$root/src" | grep -vE '^[^:]*/arch_[a-z0-9_]*\.c:'; then
		echo "lint: a branch on the model family outside src/loader/arch_*.c (above)" >&2
		status=1
	fi
	return $status
}

parts="src/core src/loader src/tokenizer src/kernels src/engine src/lesson src/render src/util"

# 1. the lint must catch planted violations
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/src/render" "$tmp/src/util"
printf '#include <curses.h>\n' > "$tmp/src/render/bad.c"
if lint "$tmp" $parts > /dev/null 2>&1; then
	echo "FAIL: lint missed #include <curses.h> in src/render" >&2
	exit 1
fi
rm "$tmp/src/render/bad.c"
printf 'void f(char *d) { strcpy(d, "x"); }\n' > "$tmp/src/util/bad.c"
if lint "$tmp" $parts > /dev/null 2>&1; then
	echo "FAIL: lint missed strcpy" >&2
	exit 1
fi
printf 'void f(char *d) { snprintf(d, 2, "x"); }\n' > "$tmp/src/util/bad.c"
mkdir -p "$tmp/src/engine" "$tmp/src/loader"
printf 'int f(const model_config *c) { return c->arch == &arch_llama; }\n' > "$tmp/src/engine/bad.c"
if lint "$tmp" $parts > /dev/null 2>&1; then
	echo "FAIL: lint missed a family branch in src/engine" >&2
	exit 1
fi
rm "$tmp/src/engine/bad.c"
printf 'int f(const model_config *c) { return c->arch == &arch_llama; }\n' > "$tmp/src/loader/arch_x.c"
if ! lint "$tmp" $parts; then
	echo "FAIL: lint flagged snprintf" >&2
	exit 1
fi

# 2. the real tree
lint "$top_srcdir" $parts || exit 1
echo "lint: clean"
