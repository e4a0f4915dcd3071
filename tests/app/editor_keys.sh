#!/bin/sh
# The prompt editor's line-editing keys, headless: Delete removes the
# character under the cursor (Backspace the one before it); Ctrl-A and
# Ctrl-E go to the start and end; Ctrl-Left and Ctrl-Right move by word
# (runs of characters other than spaces); Ctrl-W deletes the word before
# the cursor, Ctrl-K everything after it; a line at its limit of 4096 bytes
# takes no more and says so.
. "$top_srcdir/tests/app/lib.sh"

keys del --live --keys 'e<C-u>abc def<Home><Del><End><BS>'
expect del last '> bc de' "Delete at the start or Backspace at the end removed the wrong character"
keys ctrlae --live --keys 'e<C-u>middle<C-a>[<C-e>]'
expect ctrlae last '> \[middle\]' "Ctrl-A / Ctrl-E did not go to the start and end"
keys words --live --keys 'e<C-u>one two  three<C-Left>X<C-Left><C-Left>Y<C-Right>Z'
expect words last '> one YtwoZ  Xthree' "Ctrl-Left / Ctrl-Right did not move by word"
keys ctrlw --live --keys 'e<C-u>one two three<C-w>'
expect ctrlw last '> one two *$|> one two [^t]' "Ctrl-W did not delete the last word"
expect_not ctrlw last '> one two three' "Ctrl-W deleted nothing"
keys ctrlw2 --live --keys 'e<C-u>one two three  <C-w><C-w>!'
expect ctrlw2 last '> one !' "Ctrl-W did not delete the spaces with the word before them"
keys ctrlk --live --keys 'e<C-u>keep this<C-Left><C-k>'
expect ctrlk last '> keep *$|> keep [^t]' "Ctrl-K did not delete to the end"
expect_not ctrlk last '> keep this' "Ctrl-K deleted nothing"
# a 5000-character paste: the first 4096 bytes go in, the footer says why
# the rest did not
long=$(awk 'BEGIN { for (i = 0; i < 5000; i++) printf "a" }')
keys full --live --keys "e<C-u><Paste>$long<PasteEnd>"
expect full last 'at its limit of 4096 bytes' "a full prompt does not say so"
exit 0
