# src/live: the live session (model + tokenizer + last run's captures), worker
# thread, head statistics, bank comparison, temperature (no curses)
libattn_a_SOURCES += src/live/live.h src/live/session.c src/live/stats.c \
	src/live/bank.c src/live/focus.c src/live/replay.c src/live/editor.c src/live/editor.h \
	src/live/state.c src/live/state.h src/live/derive.c \
	src/live/capture_derive.c src/live/capture_derive.h
# the live part, documented (docs/live.md)
EXTRA_DIST += docs/live.md
# the neuron view's and the bank-drift view's numbers
libattn_a_SOURCES += src/live/neuron.c src/live/neuron.h src/live/drift.c src/live/drift.h \
	src/live/drift_ui.c src/live/drift_ui.h \
	src/live/gen.c src/live/gen.h src/live/extra.c src/live/extra.h \
	src/live/causal.c src/live/causal.h \
	src/live/job.c src/live/job.h src/live/causal_ui.c src/live/causal_ui.h
