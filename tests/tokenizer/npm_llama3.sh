#!/bin/sh
# npm_compare.sh on the llama3 tokenizer.
TOKENIZER=llama3 exec sh "$top_srcdir/tests/tokenizer/npm_compare.sh"
