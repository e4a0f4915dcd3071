# tests/lesson: this part's tests (check_PROGRAMS += ..., TESTS += ..., EXTRA_DIST += ...)
lesson_tests = tests/lesson/test_parse tests/lesson/test_facts \
	tests/lesson/test_registry tests/lesson/test_files
check_PROGRAMS += $(lesson_tests)
TESTS += $(lesson_tests)
tests_lesson_test_parse_SOURCES = tests/lesson/test_parse.c
tests_lesson_test_parse_LDADD = $(TEST_LIBS)
tests_lesson_test_facts_SOURCES = tests/lesson/test_facts.c
tests_lesson_test_facts_LDADD = $(TEST_LIBS)
tests_lesson_test_registry_SOURCES = tests/lesson/test_registry.c
tests_lesson_test_registry_LDADD = $(TEST_LIBS)
tests_lesson_test_files_SOURCES = tests/lesson/test_files.c
tests_lesson_test_files_LDADD = $(TEST_LIBS)
check_PROGRAMS += tests/lesson/test_robust
TESTS += tests/lesson/test_robust
tests_lesson_test_robust_SOURCES = tests/lesson/test_robust.c
tests_lesson_test_robust_LDADD = $(TEST_LIBS)
check_PROGRAMS += tests/lesson/test_questions
TESTS += tests/lesson/test_questions
tests_lesson_test_questions_SOURCES = tests/lesson/test_questions.c
tests_lesson_test_questions_LDADD = $(TEST_LIBS)
check_PROGRAMS += tests/lesson/test_quiz_ui
TESTS += tests/lesson/test_quiz_ui
tests_lesson_test_quiz_ui_SOURCES = tests/lesson/test_quiz_ui.c
tests_lesson_test_quiz_ui_LDADD = $(TEST_LIBS)
