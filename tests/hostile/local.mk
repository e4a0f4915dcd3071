# tests/hostile: malformed checkpoints, configs, indexes, tokenizers, HF cache
# link loops and lesson files through the real binary (one line, exit 2).
# Builds its inputs from tests/model/mkckpt, the lessons and
# tests/fuzz/tokenizer.json.
TESTS += tests/hostile/hostile.sh
EXTRA_DIST += tests/hostile/hostile.sh
# The command-line suite again under a decimal-comma locale (skipped without one).
TESTS += tests/hostile/locale.sh
EXTRA_DIST += tests/hostile/locale.sh
# Unit tests of the pieces that close classes of hostile input (keyed hash,
# sanitiser, regular-file check, linear added-token matching, NFC ordering).
check_PROGRAMS += tests/hostile/test_classes
tests_hostile_test_classes_LDADD = $(TEST_LIBS)
TESTS += tests/hostile/test_classes
# The work any input can cause: adversarial inputs of a few MB (colliding
# JSON keys from tests/hostile/flood, 130,000 lesson steps, 40,000 added
# tokens, long runs of combining marks) within a generous time budget.
check_PROGRAMS += tests/hostile/flood
TESTS += tests/hostile/cost.sh
EXTRA_DIST += tests/hostile/cost.sh
# The working-memory budget counts every buffer of a pass (peak bytes held,
# counted by the buffer cache, never above fwd_memory_needed); mkbig writes
# sparse checkpoints of any shape for the budget cases of cost.sh.
check_PROGRAMS += tests/hostile/test_budget tests/hostile/mkbig
tests_hostile_test_budget_SOURCES = tests/hostile/test_budget.c tests/hostile/bigckpt.c \
	tests/hostile/bigckpt.h
tests_hostile_test_budget_LDADD = $(TEST_LIBS)
tests_hostile_test_budget_CPPFLAGS = $(AM_CPPFLAGS) -I$(srcdir)/tests/hostile
tests_hostile_mkbig_SOURCES = tests/hostile/mkbig.c tests/hostile/bigckpt.c tests/hostile/bigckpt.h
tests_hostile_mkbig_CPPFLAGS = $(AM_CPPFLAGS) -I$(srcdir)/tests/hostile
TESTS += tests/hostile/test_budget
# Memory that grows with a number in the input (generation rows, formatted
# output, print's screens, shard headers): counted up front or never held.
TESTS += tests/hostile/budget.sh
EXTRA_DIST += tests/hostile/budget.sh
# Names printed raw, lists cut short, imprecise number errors, NUL and
# duplicate ids in tokenizer.json, a snapshots/ entry that is no directory.
TESTS += tests/hostile/edges.sh
EXTRA_DIST += tests/hostile/edges.sh
# The threat model these tests hold the program to.
EXTRA_DIST += docs/THREAT_MODEL.md
