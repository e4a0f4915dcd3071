#!/bin/sh
# npm_compare.sh on Llama 2's tokenizer rewritten with a Metaspace pre-tokenizer.
TOKENIZER=llama2_metaspace exec sh "$top_srcdir/tests/tokenizer/npm_compare.sh"
