# tests/cli: this part's tests (check_PROGRAMS += ..., TESTS += ..., EXTRA_DIST += ...)
cli_tests = tests/cli/lint.sh tests/cli/list.sh tests/cli/dist_lists.sh tests/cli/standalone.sh \
	tests/cli/model_option.sh
TESTS += $(cli_tests)
EXTRA_DIST += $(cli_tests)
