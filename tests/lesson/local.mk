# tests/lesson: this part's tests (check_PROGRAMS += ..., TESTS += ..., EXTRA_DIST += ...)
