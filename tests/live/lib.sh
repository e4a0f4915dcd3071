# Shared by the live tmux tests (sourced): tests/tui/lib.sh for the tmux
# helpers, then the model. With models/embedded shipped the tests use it;
# until then a test fixture checkpoint (tests/model/fixtures/mm_qwen35: 4
# layers, linear/full/linear/full, 4 query heads in 2 KV groups; forced with
# ATTNSTEP_LIVE_FIXTURE=1) with the tiny GPT-2 tokenizer fixture, whose alphabet is a, b, c, 1, 2, space and é.
. "$top_srcdir/tests/tui/lib.sh"
if [ -f "$top_srcdir/models/embedded/config.json" ] && [ -z "${ATTNSTEP_LIVE_FIXTURE:-}" ]; then
	EMBEDDED=1
	MODEL_ARGS=""
	P1="The cat sat on the"
	TYPE="A "          # typed at the start of the prompt
else
	EMBEDDED=0
	mkdir "$tmp/fx" || exit 1
	for f in config.json model.safetensors.index.json \
		model-00001-of-00002.safetensors model-00002-of-00002.safetensors; do
		ln -s "$top_srcdir/tests/model/fixtures/mm_qwen35/$f" "$tmp/fx/" || exit 1
	done
	ln -s "$top_srcdir/tests/tokenizer/tiny_gpt2/tokenizer.json" "$tmp/fx/" || exit 1
	MODEL_ARGS="--model $tmp/fx"
	P1="ab abc 12"
	TYPE="c "
fi

# tokens_now: the token count of the last run as shown on the run step
tokens_now() {
	screen | sed -n 's/.*│ \([0-9][0-9]*\) tokens.*/\1/p' | head -n 1
}
