# src/util: files of this part (see docs/ARCHITECTURE.md)
libattn_a_SOURCES += src/util/error.c src/util/error.h src/util/number.c src/util/number.h \
	src/util/utf8.c src/util/utf8.h \
	src/util/datadir.c src/util/datadir.h
libattn_a_SOURCES += src/util/strbuf.c src/util/strbuf.h \
	src/util/file.c src/util/file.h src/util/sanitize.c src/util/sanitize.h \
	src/util/hash.c src/util/hash.h src/util/sysmem.c src/util/sysmem.h \
	src/util/mapguard.c src/util/mapguard.h
# datadir.c compiles in the install and source paths (AM_CPPFLAGS): rebuild it
# when configure changes them (e.g. a new --prefix).
src/util/datadir.$(OBJEXT): Makefile
