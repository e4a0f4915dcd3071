# src/lesson: files of this part (see docs/ARCHITECTURE.md)
libattn_a_SOURCES += src/lesson/lesson.c src/lesson/lesson.h \
	src/lesson/views.c src/lesson/views.h \
	src/lesson/facts.c src/lesson/facts.h \
	src/lesson/registry.c src/lesson/registry.h \
	src/lesson/answers.c src/lesson/answers.h
