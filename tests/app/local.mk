# tests/app: the application driven headless by key scripts (attnstep print
# --keys) and by direct calls: keys, clicks, modes, screens at every size
TESTS += tests/app/live_edit.sh tests/app/live_views.sh tests/app/questions.sh
TESTS += tests/app/live_generate.sh
EXTRA_DIST += tests/app/lib.sh tests/app/live_edit.sh tests/app/live_views.sh tests/app/questions.sh
EXTRA_DIST += tests/app/live_generate.sh
