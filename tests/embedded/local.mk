# tests/embedded: the embedded model's behaviour and logits through the C engine.
# golden.json is written by tools/train/behaviour.py.
check_PROGRAMS += tests/embedded/check_embedded
tests_embedded_check_embedded_SOURCES = tests/embedded/check_embedded.c
tests_embedded_check_embedded_LDADD = $(TEST_LIBS)
TESTS += tests/embedded/behaviour.sh tests/embedded/logits.sh
EXTRA_DIST += tests/embedded/behaviour.sh tests/embedded/logits.sh tests/embedded/golden.json
