# tests/fuzz: fuzz targets. `make fuzz` builds them with clang and libFuzzer
# (ASan + UBSan) into fuzz-bin/, outside `make check` and the default build;
# `make fuzz-run` runs each for FUZZ_SECONDS, FUZZ_JOBS at a time
# (tests/fuzz/run.sh). `make check` replays the committed seed corpus and
# every crash input ever found (tests/fuzz/regress/<target>/) through the
# same entry points, built with the normal compiler.
FUZZ_NAMES = json safetensors tokenizer lesson prompt hfcache keys
FUZZ_COMMON = tests/fuzz/fuzz.h tests/fuzz/fuzz_util.c tests/fuzz/regress_main.c
check_PROGRAMS += tests/fuzz/regress_json tests/fuzz/regress_safetensors \
	tests/fuzz/regress_tokenizer tests/fuzz/regress_lesson tests/fuzz/regress_prompt \
	tests/fuzz/regress_hfcache
tests_fuzz_regress_json_SOURCES = tests/fuzz/fuzz_json.c $(FUZZ_COMMON)
tests_fuzz_regress_json_LDADD = $(TEST_LIBS)
tests_fuzz_regress_safetensors_SOURCES = tests/fuzz/fuzz_safetensors.c $(FUZZ_COMMON) \
	tests/model/ckpt_gen.c tests/model/ckpt_gen.h
tests_fuzz_regress_safetensors_LDADD = $(TEST_LIBS)
tests_fuzz_regress_tokenizer_SOURCES = tests/fuzz/fuzz_tokenizer.c $(FUZZ_COMMON)
tests_fuzz_regress_tokenizer_LDADD = $(TEST_LIBS)
tests_fuzz_regress_lesson_SOURCES = tests/fuzz/fuzz_lesson.c $(FUZZ_COMMON)
tests_fuzz_regress_lesson_LDADD = $(TEST_LIBS)
tests_fuzz_regress_prompt_SOURCES = tests/fuzz/fuzz_prompt.c $(FUZZ_COMMON)
tests_fuzz_regress_prompt_LDADD = $(TEST_LIBS)
tests_fuzz_regress_hfcache_SOURCES = tests/fuzz/fuzz_hfcache.c $(FUZZ_COMMON)
tests_fuzz_regress_hfcache_LDADD = $(TEST_LIBS)
# the app's key and mouse handling (src/app), driven like print --keys
check_PROGRAMS += tests/fuzz/regress_keys
tests_fuzz_regress_keys_SOURCES = tests/fuzz/fuzz_keys.c $(FUZZ_COMMON)
tests_fuzz_regress_keys_LDADD = $(TEST_LIBS)
TESTS += tests/fuzz/regress.sh
EXTRA_DIST += tests/fuzz/regress.sh tests/fuzz/run.sh tests/fuzz/README.md \
	tests/fuzz/kernels_portable.c tests/fuzz/make_tokenizer.py tests/fuzz/tokenizer.json tests/fuzz/tokenizer_gpt2.json \
	tests/fuzz/tokenizer_sp.json \
	tests/fuzz/corpus tests/fuzz/regress tests/fuzz/attnstep.dict

FUZZ_CC = clang
FUZZ_CFLAGS = -g -O1 -fno-omit-frame-pointer -fsanitize=address,undefined \
	-fno-sanitize-recover=all -std=c11 -pthread \
	-D_POSIX_C_SOURCE=200809L -D_DEFAULT_SOURCE -I$(top_builddir) -I$(srcdir)/src \
	-DATTNSTEP_PKGDATADIR='"$(pkgdatadir)"' -DATTNSTEP_SRCDIR='"$(abs_top_srcdir)"'
# Library objects are compiled once with coverage instrumentation
# (-fsanitize=fuzzer-no-link); an object older than its source or than the
# newest header of src/ is recompiled (struct layouts must agree).
# kernels_x86.c is replaced by tests/fuzz/kernels_portable.c (portable
# kernels only): clang 14 rejects __builtin_cpu_supports("f16c").
fuzz:
	@command -v $(FUZZ_CC) > /dev/null 2>&1 || \
	  { echo "make fuzz: needs $(FUZZ_CC) and libFuzzer (apt-get install clang)" >&2; exit 1; }
	@$(MKDIR_P) fuzz-bin/obj
	@newest=`ls -t $(srcdir)/src/*/*.h | head -n 1`; \
	objs=; for f in $(libattn_a_SOURCES); do \
	  case $$f in *.c) ;; *) continue ;; esac; \
	  test $$f = src/kernels/kernels_x86.c && f=tests/fuzz/kernels_portable.c; \
	  o=fuzz-bin/obj/`echo $$f | tr / _ | sed 's/\.c$$/.o/'`; \
	  if test ! -f $$o || test $(srcdir)/$$f -nt $$o || test $$newest -nt $$o; then \
	    echo "  FUZZCC   $$f"; \
	    $(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer-no-link -c $(srcdir)/$$f -o $$o || exit 1; \
	  fi; \
	  objs="$$objs $$o"; \
	done; \
	for t in $(FUZZ_NAMES); do \
	  extra=; test $$t = safetensors && extra=$(srcdir)/tests/model/ckpt_gen.c; \
	  echo "  FUZZLD   fuzz-bin/fuzz_$$t"; \
	  $(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer -o fuzz-bin/fuzz_$$t \
	    $(srcdir)/tests/fuzz/fuzz_$$t.c $(srcdir)/tests/fuzz/fuzz_util.c $$extra $$objs -lm || exit 1; \
	done
FUZZ_SECONDS = 600
FUZZ_JOBS = 1
fuzz-run: fuzz
	FUZZ_SECONDS=$(FUZZ_SECONDS) FUZZ_JOBS=$(FUZZ_JOBS) srcdir=$(srcdir) $(SHELL) $(srcdir)/tests/fuzz/run.sh $(FUZZ_NAMES)
fuzz-clean:
	rm -rf fuzz-bin fuzz-out
.PHONY: fuzz fuzz-run fuzz-clean
