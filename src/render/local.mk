# src/render: the canvas, text layout, views and screens (no curses)
libattn_a_SOURCES += src/render/canvas.c src/render/canvas.h \
	src/render/text.c src/render/text.h \
	src/render/keys.c src/render/keys.h \
	src/render/views.c src/render/views.h \
	src/render/views_draw.c src/render/views_worked.c src/render/views_online.c \
	src/render/screen.c src/render/screen.h \
	src/render/options.c src/render/options.h \
	src/render/palette.c src/render/palette.h
# the live views (src/render/views_live*.c)
libattn_a_SOURCES += src/render/views_live.c src/render/views_live.h \
	src/render/views_live_run.c src/render/views_live_gen.c src/render/views_neuron.c \
	src/render/views_drift.c src/render/views_causal.c \
	src/render/views_live_model.c \
	src/render/views_live_intro.c src/render/views_live_replay.c
