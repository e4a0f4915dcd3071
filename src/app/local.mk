# src/app: the application without curses: screens, focus, keys, clicks, the
# view table, key scripts (see app.h)
libattn_a_SOURCES += src/app/app.c src/app/app.h src/app/viewtab.c src/app/viewtab.h \
	src/app/viewkeys_worked.c src/app/viewkeys_live.c src/app/viewkeys_gen.c src/app/viewkeys_causal.c \
	src/app/keyscript.c src/app/keyscript.h \
	src/app/input.c src/app/input.h src/app/app_input.c
