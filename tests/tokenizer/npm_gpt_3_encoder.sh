#!/bin/sh
# npm_compare.sh on the gpt-3-encoder tokenizer.
TOKENIZER=gpt-3-encoder exec sh "$top_srcdir/tests/tokenizer/npm_compare.sh"
