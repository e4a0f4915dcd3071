# tests/corpus: the training-data tools of tools/corpus and the prompt sets of
# tools/train, checked on small inputs against values worked out by hand or
# taken from the data they made.
TESTS += tests/corpus/mix_caps.sh tests/corpus/gen_world.sh tests/corpus/prompt_sets.sh \
	tests/corpus/sentence_bank.sh
EXTRA_DIST += tests/corpus/mix_caps.sh tests/corpus/gen_world.sh tests/corpus/prompt_sets.sh \
	tests/corpus/sentence_bank.sh
