# tests/tui: this part's tests (check_PROGRAMS += ..., TESTS += ..., EXTRA_DIST += ...)
