# tests/hostile: malformed checkpoints, configs, indexes, tokenizers, HF cache
# link loops and lesson files through the real binary (one line, exit 2).
# Builds its inputs from tests/model/mkckpt, the lessons and
# tests/fuzz/tokenizer.json.
TESTS += tests/hostile/hostile.sh
EXTRA_DIST += tests/hostile/hostile.sh
# The command-line suite again under a decimal-comma locale (skipped without one).
TESTS += tests/hostile/locale.sh
EXTRA_DIST += tests/hostile/locale.sh
