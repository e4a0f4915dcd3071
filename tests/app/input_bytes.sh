#!/bin/sh
# The input path the terminal's bytes take (app_input), headless through
# key scripts: no byte sequence that is not UTF-8 stops the keys after it
# from being obeyed (a lone 0xFF, 0x80, 0xFE, a Latin-1 é before a key, an
# overlong, a surrogate, a truncated and an out-of-range sequence); in the
# prompt editor such bytes become one U+FFFD each; text between the
# bracketed-paste marks goes into the editor whole, Tab and line breaks as
# spaces, and q in it types; outside the editor a paste never runs as
# commands; C1 controls are refused in a key script.
. "$top_srcdir/tests/app/lib.sh"

# on the index: the bytes, then ? (the help opens), then the test of the
# next sequence; every sequence must leave ? working
n=0
for seq in '<0xff>' '<0x80>' '<0xfe>' '<0xc3>' '<0xc0><0xaf>' '<0xed><0xa0><0x80>' \
	'<0xe2><0x80>' '<0xf4><0x90><0x80><0x80>' '<0xf8><0x88><0x80><0x80><0x80>'; do
	n=$((n + 1))
	keys bytes$n --keys "$seq?"
	expect bytes$n last 'attnstep · keys' "after $seq the next key (?) was not obeyed"
done
# a Latin-1 byte followed by q: q still quits (the é is cut short, q is read)
keys latin1q --keys '<0xe9>qj'
[ "$(grep -c '^== key' "$tmp/latin1q")" = 2 ] || fail "q after a lone 0xE9 did not quit"
# valid UTF-8 given byte by byte is one character (no replacement)
keys split --live --keys 'e<C-u><0xe4><0xb8><0xad>x'
expect split last '> 中x' "a character given byte by byte did not decode"

# in the editor: Latin-1 'caf\xE9 au lait' typed: é becomes one U+FFFD, the
# space after it is kept, nothing else is lost
keys latin1 --live --keys 'e<C-u>caf<0xe9> au lait'
expect latin1 last '> caf� au lait' "the Latin-1 byte was not replaced by one U+FFFD"
keys surr --live --keys 'e<C-u>a<0xed><0xa0><0x80>b<0xc0><0xaf>c'
expect surr last '> a���b��c' "a surrogate or overlong was not replaced byte by byte"

# a bracketed paste in the editor: Tab, CR LF and LF are spaces, q types,
# the editor keeps the keys (Esc afterwards leaves it; nothing quit)
keys paste --live --keys 'e<C-u><Paste>Paste a line<0x09>qwerty<0x0d><0x0a>next<0x0a>end<PasteEnd>!'
expect paste last '> Paste a line qwerty next end!' "the paste was not inserted as text"
expect paste last 'EDITING' "the paste left the editor"
[ "$(grep -c '^== key' "$tmp/paste")" = "$(printf 'e<C-u><Paste>Paste a line<0x09>qwerty<0x0d><0x0a>next<0x0a>end<PasteEnd>!' |
	sed 's/<[^>]*>/K/g' | wc -m)" ] || fail "a key of the paste quit the program"
# a special key or an Esc inside the paste is dropped, not obeyed
keys pastekeys --live --keys 'e<C-u><Paste>a<Esc>b<Left>c<0x1b>d<PasteEnd>'
expect pastekeys last '> abcd' "a key inside a paste was obeyed"
expect pastekeys last 'EDITING' "Esc inside a paste left the editor"
# a paste outside the editor runs nothing: q in it does not quit, ? does not
# open the help, and the footer says where a paste goes
keys pasteout --live --keys '<Paste>?q<PasteEnd>j'
[ "$(grep -c '^== key' "$tmp/pasteout")" = 5 ] || fail "q in a paste outside the editor quit"
expect_not pasteout last 'attnstep · keys' "? in a paste opened the help"
expect pasteout 4 'a paste goes only into the prompt editor' "the footer does not say the paste was dropped"
keys pasteindex --keys '<Paste>q<PasteEnd>?'
expect pasteindex last 'attnstep · keys' "after a paste on the index the keys are not obeyed"

# C1 controls (U+009B, the 8-bit CSI; U+0085) are refused like C0 ones,
# with one line and status 2, never echoed to the terminal
for c1 in '\302\233' '\302\205'; do
	"$ATTNSTEP" print --lesson worked-example --keys "$(printf "$c1")31m" >"$tmp/c1.out" 2>"$tmp/c1.err"
	rc=$?
	[ $rc = 2 ] || fail "a C1 control in --keys: exit $rc, not 2"
	grep -q 'control character at byte 0' "$tmp/c1.err" || fail "C1 control: $(cat "$tmp/c1.err")"
	[ ! -s "$tmp/c1.out" ] || fail "C1 control: output written"
done
exit 0
