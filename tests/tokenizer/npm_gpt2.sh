#!/bin/sh
# npm_compare.sh on the gpt2 tokenizer.
TOKENIZER=gpt2 exec sh "$top_srcdir/tests/tokenizer/npm_compare.sh"
