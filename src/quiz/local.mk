# src/quiz: the learner's answers to the lessons' questions (no curses)
libattn_a_SOURCES += src/quiz/quiz.c src/quiz/quiz.h \
	src/quiz/quiz_ui.c src/quiz/quiz_ui.h
