# tests/core: this part's tests (check_PROGRAMS += ..., TESTS += ..., EXTRA_DIST += ...)
core_tests = tests/core/test_attention tests/core/test_scale_demo tests/core/test_utf8 \
	tests/core/test_online_softmax tests/core/test_attn_cost
check_PROGRAMS += $(core_tests)
TESTS += $(core_tests)
EXTRA_DIST += tests/core/check.h
tests_core_test_attention_SOURCES = tests/core/test_attention.c
tests_core_test_attention_LDADD = $(TEST_LIBS)
tests_core_test_scale_demo_SOURCES = tests/core/test_scale_demo.c
tests_core_test_scale_demo_LDADD = $(TEST_LIBS)
tests_core_test_utf8_SOURCES = tests/core/test_utf8.c
tests_core_test_utf8_LDADD = $(TEST_LIBS)
tests_core_test_online_softmax_SOURCES = tests/core/test_online_softmax.c
tests_core_test_online_softmax_LDADD = $(TEST_LIBS)
tests_core_test_attn_cost_SOURCES = tests/core/test_attn_cost.c
tests_core_test_attn_cost_LDADD = $(TEST_LIBS)
