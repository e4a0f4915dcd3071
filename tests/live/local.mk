# tests/live: live session unit tests, tmux scenarios, print snapshots
check_PROGRAMS += tests/live/test_live
tests_live_test_live_SOURCES = tests/live/test_live.c
tests_live_test_live_LDADD = $(TEST_LIBS)
TESTS += tests/live/test_live
LIVE_TMUX_TESTS = tests/live/edit_run.sh tests/live/layers.sh tests/live/model_view.sh \
	tests/live/head_report.sh tests/live/cancel.sh tests/live/bank.sh
TESTS += $(LIVE_TMUX_TESTS)
EXTRA_DIST += tests/live/lib.sh $(LIVE_TMUX_TESTS)
