# tests/lessons: the chapter's lessons, checked as data and as
# printed screens.

# The lesson files themselves ship through lessons/local.mk.

check_PROGRAMS += tests/lessons/lessons_facts tests/lessons/textwidth
TESTS += tests/lessons/lessons_facts tests/lessons/print_all.sh tests/lessons/keys_visible.sh \
	tests/lessons/answers_print.sh tests/lessons/routes.sh tests/lessons/focus.sh \
	tests/lessons/zh_terms.sh
tests_lessons_lessons_facts_SOURCES = tests/lessons/lessons_facts.c
tests_lessons_lessons_facts_LDADD = $(TEST_LIBS)
tests_lessons_textwidth_SOURCES = tests/lessons/textwidth.c
tests_lessons_textwidth_LDADD = $(TEST_LIBS)
# print_all.sh uses attnstep and tests/lessons/textwidth (built by check).
EXTRA_DIST += tests/lessons/print_all.sh tests/lessons/qwen35-0.8b-config.json \
	tests/lessons/keys_visible.sh tests/lessons/answers_print.sh tests/lessons/routes.sh \
	tests/lessons/focus.sh tests/lessons/zh_terms.sh
# The computed answers of the live steps' questions, against golden.json.
check_PROGRAMS += tests/lessons/answers_live
TESTS += tests/lessons/answers_live
tests_lessons_answers_live_SOURCES = tests/lessons/answers_live.c
tests_lessons_answers_live_LDADD = $(TEST_LIBS)
# The per-architecture sentences on the GPT-2, Llama and embedded models.
TESTS += tests/lessons/family_facts.sh
EXTRA_DIST += tests/lessons/family_facts.sh
