# tests/live: live session unit tests, tmux scenarios, print snapshots
check_PROGRAMS += tests/live/test_live
tests_live_test_live_SOURCES = tests/live/test_live.c
tests_live_test_live_LDADD = $(TEST_LIBS)
TESTS += tests/live/test_live
# the live view's generator: greedy against prefills, the worker, stop, end of text
check_PROGRAMS += tests/live/test_gen
tests_live_test_gen_LDADD = $(TEST_LIBS)
TESTS += tests/live/test_gen
EXTRA_DIST += tests/live/fixture.h
# (keys and views are tested headless in tests/app; these need a terminal:
# the worker thread's timing, mouse encodings)
LIVE_TMUX_TESTS = tests/live/cancel.sh tests/live/mouse.sh tests/live/generate.sh \
	tests/live/ui_thread.sh
TESTS += $(LIVE_TMUX_TESTS)
EXTRA_DIST += tests/live/lib.sh $(LIVE_TMUX_TESTS)
check_PROGRAMS += tests/live/pane_cut
tests_live_pane_cut_SOURCES = tests/live/pane_cut.c
tests_live_pane_cut_LDADD = $(TEST_LIBS)
TESTS += tests/live/print.sh tests/live/cli.sh
EXTRA_DIST += tests/live/print.sh tests/live/cli.sh tests/live/print_steps.sh tests/live/update-goldens.sh \
	tests/live/golden/MODEL tests/live/golden/live.en.80.txt tests/live/golden/live.zh.80.txt \
	tests/live/golden/live.en.120.txt tests/live/golden/live.zh.120.txt \
	tests/live/golden/live.en.200.txt tests/live/golden/live.zh.200.txt \
	tests/live/golden/live.en.240.txt tests/live/golden/live.zh.240.txt
# the neuron view's and the bank-drift view's numbers (hand values, the reference)
check_PROGRAMS += tests/live/test_neuron_drift
tests_live_test_neuron_drift_LDADD = $(TEST_LIBS)
TESTS += tests/live/test_neuron_drift
EXTRA_DIST += tests/model/fixtures/mm_qwen35/drift.txt
# the causal views' numbers: lens, patching over every layer, ablation
check_PROGRAMS += tests/live/test_causal_views
tests_live_test_causal_views_LDADD = $(TEST_LIBS)
TESTS += tests/live/test_causal_views
# the causal views' job runner: synchronous, on a thread, cancelled
check_PROGRAMS += tests/live/test_job
tests_live_test_job_LDADD = $(TEST_LIBS)
TESTS += tests/live/test_job
