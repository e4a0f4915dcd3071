#!/bin/sh
# npm_compare.sh on the llama3_1 tokenizer.
TOKENIZER=llama3_1 exec sh "$top_srcdir/tests/tokenizer/npm_compare.sh"
