# tests/render: renderer unit tests, golden `print` screens, bad input
check_PROGRAMS += tests/render/test_render tests/render/check_width tests/render/snap_states \
	tests/render/test_palette
tests_render_test_render_SOURCES = tests/render/test_render.c
tests_render_test_render_LDADD = $(TEST_LIBS)
tests_render_check_width_SOURCES = tests/render/check_width.c
tests_render_check_width_LDADD = $(TEST_LIBS)
tests_render_snap_states_SOURCES = tests/render/snap_states.c
tests_render_snap_states_LDADD = $(TEST_LIBS)
tests_render_test_palette_SOURCES = tests/render/test_palette.c
tests_render_test_palette_LDADD = $(TEST_LIBS)
TESTS += tests/render/test_render tests/render/test_palette tests/render/golden.sh tests/render/bad_input.sh \
	tests/render/states.sh tests/render/screens_golden.sh
# the lesson index and the help screens at every size
EXTRA_DIST += tests/render/screens_golden.sh tests/render/screens_print.sh \
	tests/render/golden/screens.en.txt tests/render/golden/screens.zh.txt
EXTRA_DIST += tests/render/golden.sh tests/render/bad_input.sh tests/render/update-goldens.sh \
	tests/render/states.sh tests/render/golden/states.en.txt tests/render/golden/states.zh.txt \
	tests/render/golden/worked-example.en.80.txt tests/render/golden/worked-example.en.120.txt \
	tests/render/golden/worked-example.zh.80.txt tests/render/golden/worked-example.zh.120.txt \
	tests/render/golden/worked-example.en.200.txt tests/render/golden/worked-example.zh.200.txt \
	tests/render/golden/worked-example.en.240.txt tests/render/golden/worked-example.zh.240.txt
