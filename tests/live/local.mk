# tests/live: live session unit tests, tmux scenarios, print snapshots
check_PROGRAMS += tests/live/test_live
tests_live_test_live_SOURCES = tests/live/test_live.c
tests_live_test_live_LDADD = $(TEST_LIBS)
TESTS += tests/live/test_live
