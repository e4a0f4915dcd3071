# tests/lessons: the chapter's lessons (issue 6), checked as data and as
# printed screens.

# The lesson files themselves ship through lessons/local.mk.

lessons_tests = tests/lessons/lessons_facts
check_PROGRAMS += $(lessons_tests) tests/lessons/textwidth
TESTS += $(lessons_tests)
tests_lessons_lessons_facts_SOURCES = tests/lessons/lessons_facts.c
tests_lessons_lessons_facts_LDADD = $(TEST_LIBS)
tests_lessons_textwidth_SOURCES = tests/lessons/textwidth.c
tests_lessons_textwidth_LDADD = $(TEST_LIBS)
# print_all.sh joins TESTS once `attnstep print` exists.
EXTRA_DIST += tests/lessons/print_all.sh
