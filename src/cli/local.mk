# src/cli: files of this part (see docs/ARCHITECTURE.md)
attnstep_SOURCES += src/cli/commands.h src/cli/cli_util.c src/cli/cli_util.h
attnstep_SOURCES += src/cli/cmd_list.c
attnstep_SOURCES += src/cli/cmd_print.c src/cli/cmd_lesson.c src/cli/cmd_tui.c
attnstep_SOURCES += src/cli/cmd_tokenize.c
attnstep_SOURCES += src/cli/cmd_run.c src/cli/run_generate.c src/cli/run_generate.h \
	src/cli/run_causal.c src/cli/run_causal.h
attnstep_SOURCES += src/cli/cmd_bench.c src/cli/bench_decode.c src/cli/bench_decode.h \
	src/cli/bench_matmul.c src/cli/bench_matmul.h src/cli/bench_time.c src/cli/bench_time.h
attnstep_SOURCES += src/cli/cmd_live.c
