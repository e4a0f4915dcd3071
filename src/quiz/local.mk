# src/quiz: the learner's answers to the lessons' questions (no curses)
libattn_a_SOURCES += src/quiz/quiz.c src/quiz/quiz.h
