# tests: each part appends its tests in its own tests/<part>/local.mk, included here
include $(srcdir)/tests/core/local.mk
include $(srcdir)/tests/lesson/local.mk
include $(srcdir)/tests/render/local.mk
include $(srcdir)/tests/tui/local.mk
include $(srcdir)/tests/model/local.mk
include $(srcdir)/tests/tokenizer/local.mk
include $(srcdir)/tests/embedded/local.mk
include $(srcdir)/tests/lessons/local.mk
include $(srcdir)/tests/live/local.mk
include $(srcdir)/tests/cli/local.mk
include $(srcdir)/tests/fuzz/local.mk
include $(srcdir)/tests/hostile/local.mk
include $(srcdir)/tests/resilience/local.mk
include $(srcdir)/tests/app/local.mk
include $(srcdir)/tests/corpus/local.mk
