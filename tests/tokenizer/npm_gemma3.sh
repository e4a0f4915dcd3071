#!/bin/sh
# npm_compare.sh on the gemma3 tokenizer.
TOKENIZER=gemma3 exec sh "$top_srcdir/tests/tokenizer/npm_compare.sh"
