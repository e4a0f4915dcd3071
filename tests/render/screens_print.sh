# Sourced by screens_golden.sh and update-goldens.sh: the screens that are
# not a lesson step, as `attnstep print --keys` draws them, for a language:
# the lesson index, the help opened from it, and the help opened from a step
# (the worked example's scores, whose own keys come first), at 80×24,
# 120×40, 200×60 and 240×70, each under a "== NAME (LANG, WxH)" line.
#   other_screens LANG > FILE
other_screens() {
	for size in 80x24 120x40 200x60 240x70; do
		w=${size%x*}
		h=${size#*x}
		for what in index index-help step-help; do
			echo "== $what ($1, ${w}x$h)"
			case $what in
			index) set -- "$1" --keys '<Esc>' ;;
			index-help) set -- "$1" --keys '?' ;;
			step-help) set -- "$1" --lesson worked-example --step scores --keys '?' ;;
			esac
			lang=$1
			shift
			# the screen after the last key (for index: the first screen,
			# Esc on the index does nothing)
			"$ATTNSTEP" print --lang "$lang" --width "$w" --height "$h" "$@" |
				awk '/^== key [0-9]+\/[0-9]+: /{ buf = ""; next } { buf = buf $0 "\n" }
				END { printf "%s", buf }' || echo "!! print failed"
			set -- "$lang"
		done
	done
}
