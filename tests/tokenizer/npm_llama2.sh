#!/bin/sh
# npm_compare.sh on the llama2 tokenizer.
TOKENIZER=llama2 exec sh "$top_srcdir/tests/tokenizer/npm_compare.sh"
