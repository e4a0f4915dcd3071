# tests/app: the application driven headless by key scripts (attnstep print
# --keys) and by direct calls: keys, clicks, modes, screens at every size
TESTS += tests/app/live_edit.sh tests/app/live_views.sh tests/app/questions.sh tests/app/heatmap_window.sh tests/app/keys_screen.sh
TESTS += tests/app/live_generate.sh tests/app/neuron.sh tests/app/drift.sh tests/app/causal.sh
# the run and generation steps keep twelve rows of a long prompt at 80×24
TESTS += tests/app/run_rows.sh tests/app/gen_rows.sh tests/app/online_softmax.sh
EXTRA_DIST += tests/app/run_rows.sh tests/app/gen_rows.sh tests/app/online_softmax.sh
# what moved from tmux: the worked example's keys, the bank steps
TESTS += tests/app/worked_keys.sh tests/app/bank.sh tests/app/gen_edit.sh tests/app/help_keys.sh \
	tests/app/families.sh
EXTRA_DIST += tests/app/worked_keys.sh tests/app/bank.sh tests/app/gen_edit.sh tests/app/help_keys.sh \
	tests/app/families.sh
EXTRA_DIST += tests/app/causal.sh
# the causal views' panes at 80x24 against reviewed goldens
TESTS += tests/app/causal_golden.sh
EXTRA_DIST += tests/app/causal_golden.sh tests/app/golden/causal.en.80.txt tests/app/golden/causal.zh.80.txt
EXTRA_DIST += tests/app/lib.sh tests/app/live_edit.sh tests/app/live_views.sh tests/app/questions.sh tests/app/heatmap_window.sh tests/app/keys_screen.sh
EXTRA_DIST += tests/app/live_generate.sh tests/app/neuron.sh tests/app/drift.sh
# the terminal's input bytes and bracketed paste, through key scripts
TESTS += tests/app/input_bytes.sh tests/app/editor_keys.sh
EXTRA_DIST += tests/app/input_bytes.sh tests/app/editor_keys.sh
# the include layering
TESTS += tests/app/layers.sh
EXTRA_DIST += tests/app/layers.sh
# keys and clicks driven by direct calls
check_PROGRAMS += tests/app/test_app
tests_app_test_app_SOURCES = tests/app/test_app.c
tests_app_test_app_LDADD = $(TEST_LIBS)
TESTS += tests/app/test_app
