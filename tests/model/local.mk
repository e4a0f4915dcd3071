# tests/model: this part's tests (check_PROGRAMS += ..., TESTS += ..., EXTRA_DIST += ...)
# --- compute (forward pass): fixtures written by tools/make_fixtures.py, goldens by tools/qwen35_ref.py
EXTRA_DIST += tools/qwen35_ref.py tools/make_fixtures.py \
	tests/model/fixtures/mm_qwen35/config.json \
	tests/model/fixtures/mm_qwen35/model.safetensors.index.json \
	tests/model/fixtures/mm_qwen35/model-00001-of-00002.safetensors \
	tests/model/fixtures/mm_qwen35/model-00002-of-00002.safetensors \
	tests/model/fixtures/mm_qwen35/golden.txt \
	tests/model/fixtures/mm_qwen35/tokenizer.json \
	tests/model/fixtures/flat_qwen35/config.json \
	tests/model/fixtures/flat_qwen35/model.safetensors \
	tests/model/fixtures/flat_qwen35/golden.txt \
	tests/model/fixtures/qwen3_dense/config.json \
	tests/model/fixtures/qwen3_dense/model.safetensors \
	tests/model/fixtures/qwen3_dense/golden.txt \
	tests/model/fixtures/grouped_f16/config.json \
	tests/model/fixtures/grouped_f16/model.safetensors \
	tests/model/fixtures/grouped_f16/golden.txt \
	tests/model/fixtures/mm_qwen35/decode.txt tests/model/fixtures/flat_qwen35/decode.txt \
	tests/model/fixtures/qwen3_dense/decode.txt tests/model/fixtures/grouped_f16/decode.txt
# the Llama, Mistral, Qwen2 and GPT-2 fixtures: tools/make_family_fixtures.py, goldens by tools/decoder_ref.py
EXTRA_DIST += tools/decoder_ref.py tools/make_family_fixtures.py
EXTRA_DIST += tests/model/fixtures/llama3_tied/config.json
EXTRA_DIST += tests/model/fixtures/llama3_tied/model.safetensors
# every layer's MLP hidden activations, from the references
EXTRA_DIST += tests/model/fixtures/mm_qwen35/mlp.txt
EXTRA_DIST += tests/model/fixtures/flat_qwen35/mlp.txt
EXTRA_DIST += tests/model/fixtures/qwen3_dense/mlp.txt
EXTRA_DIST += tests/model/fixtures/grouped_f16/mlp.txt
EXTRA_DIST += tests/model/fixtures/llama3_tied/mlp.txt
EXTRA_DIST += tests/model/fixtures/llama_linear/mlp.txt
EXTRA_DIST += tests/model/fixtures/mistral_window/mlp.txt
EXTRA_DIST += tests/model/fixtures/qwen2_bias/mlp.txt
EXTRA_DIST += tests/model/fixtures/gpt2/mlp.txt
EXTRA_DIST += tests/model/fixtures/gpt2_bare/mlp.txt
EXTRA_DIST += tests/model/fixtures/llama3_tied/golden.txt
EXTRA_DIST += tests/model/fixtures/llama3_tied/decode.txt
EXTRA_DIST += tests/model/fixtures/llama3_tied/causal.txt
EXTRA_DIST += tests/model/fixtures/llama3_tied/tokenizer.json
EXTRA_DIST += tests/model/fixtures/llama3_tied/tokenizer_config.json
EXTRA_DIST += tests/model/fixtures/llama3_tied/prompt.txt
EXTRA_DIST += tests/model/fixtures/llama_linear/config.json
EXTRA_DIST += tests/model/fixtures/llama_linear/model.safetensors.index.json
EXTRA_DIST += tests/model/fixtures/llama_linear/model-00001-of-00002.safetensors
EXTRA_DIST += tests/model/fixtures/llama_linear/model-00002-of-00002.safetensors
EXTRA_DIST += tests/model/fixtures/llama_linear/golden.txt
EXTRA_DIST += tests/model/fixtures/llama_linear/decode.txt
EXTRA_DIST += tests/model/fixtures/llama_linear/causal.txt
EXTRA_DIST += tests/model/fixtures/llama_linear/tokenizer.json
EXTRA_DIST += tests/model/fixtures/mistral_window/config.json
EXTRA_DIST += tests/model/fixtures/mistral_window/model.safetensors.index.json
EXTRA_DIST += tests/model/fixtures/mistral_window/model-00001-of-00002.safetensors
EXTRA_DIST += tests/model/fixtures/mistral_window/model-00002-of-00002.safetensors
EXTRA_DIST += tests/model/fixtures/mistral_window/consolidated.safetensors
EXTRA_DIST += tests/model/fixtures/mistral_window/golden.txt
EXTRA_DIST += tests/model/fixtures/mistral_window/decode.txt
EXTRA_DIST += tests/model/fixtures/mistral_window/causal.txt
EXTRA_DIST += tests/model/fixtures/mistral_window/tokenizer.json
EXTRA_DIST += tests/model/fixtures/qwen2_bias/config.json
EXTRA_DIST += tests/model/fixtures/qwen2_bias/model.safetensors
EXTRA_DIST += tests/model/fixtures/qwen2_bias/golden.txt
EXTRA_DIST += tests/model/fixtures/qwen2_bias/decode.txt
EXTRA_DIST += tests/model/fixtures/qwen2_bias/causal.txt
EXTRA_DIST += tests/model/fixtures/qwen2_bias/tokenizer.json
EXTRA_DIST += tests/model/fixtures/gpt2/config.json
EXTRA_DIST += tests/model/fixtures/gpt2/model.safetensors
EXTRA_DIST += tests/model/fixtures/gpt2/golden.txt
EXTRA_DIST += tests/model/fixtures/gpt2/decode.txt
EXTRA_DIST += tests/model/fixtures/gpt2/causal.txt
EXTRA_DIST += tests/model/fixtures/gpt2/tokenizer.json
EXTRA_DIST += tests/model/fixtures/gpt2_bare/config.json
EXTRA_DIST += tests/model/fixtures/gpt2_bare/model.safetensors.index.json
EXTRA_DIST += tests/model/fixtures/gpt2_bare/model-00001-of-00002.safetensors
EXTRA_DIST += tests/model/fixtures/gpt2_bare/model-00002-of-00002.safetensors
EXTRA_DIST += tests/model/fixtures/gpt2_bare/golden.txt
EXTRA_DIST += tests/model/fixtures/gpt2_bare/decode.txt
EXTRA_DIST += tests/model/fixtures/gpt2_bare/causal.txt
EXTRA_DIST += tests/model/fixtures/gpt2_bare/tokenizer.json
# loader: JSON and safetensors tests
check_PROGRAMS += tests/model/test_json
tests_model_test_json_LDADD = $(TEST_LIBS)
TESTS += tests/model/test_json
# compute: forward pass against the PyTorch goldens; kernels against the portable one
check_PROGRAMS += tests/model/test_forward
tests_model_test_forward_LDADD = $(TEST_LIBS)
TESTS += tests/model/test_forward
# ablation, patching and the logit lens against tools/causal_ref.py
check_PROGRAMS += tests/model/test_causal
tests_model_test_causal_LDADD = $(TEST_LIBS)
TESTS += tests/model/test_causal tests/model/test_causal_cli.sh
EXTRA_DIST += tests/model/test_causal_cli.sh
EXTRA_DIST += tools/causal_ref.py tests/model/fixtures/mm_qwen35/causal.txt \
	tests/model/fixtures/flat_qwen35/causal.txt tests/model/fixtures/qwen3_dense/causal.txt \
	tests/model/fixtures/grouped_f16/causal.txt
# incremental decoding (cache) and the residual stream, against the reference's decoder
check_PROGRAMS += tests/model/test_decode
tests_model_test_decode_LDADD = $(TEST_LIBS)
TESTS += tests/model/test_decode
EXTRA_DIST += tests/model/golden.h
# the sampler: hand-worked cases, determinism, frequencies
check_PROGRAMS += tests/model/test_sample
tests_model_test_sample_LDADD = $(TEST_LIBS)
TESTS += tests/model/test_sample
check_PROGRAMS += tests/model/test_kernels
tests_model_test_kernels_LDADD = $(TEST_LIBS)
TESTS += tests/model/test_kernels
# the thread pool: each task once per call, calls back to back
check_PROGRAMS += tests/model/test_threads
tests_model_test_threads_LDADD = $(TEST_LIBS)
TESTS += tests/model/test_threads
check_PROGRAMS += tests/model/test_safetensors tests/model/mkckpt
tests_model_test_safetensors_SOURCES = tests/model/test_safetensors.c \
	tests/model/ckpt_gen.c tests/model/ckpt_gen.h
tests_model_test_safetensors_LDADD = $(TEST_LIBS)
tests_model_mkckpt_SOURCES = tests/model/mkckpt.c tests/model/ckpt_gen.c tests/model/ckpt_gen.h
tests_model_mkckpt_LDADD = $(TEST_LIBS)
TESTS += tests/model/test_safetensors
TESTS += tests/model/test_run.sh
EXTRA_DIST += tests/model/test_run.sh
TESTS += tests/model/test_bos.sh
EXTRA_DIST += tests/model/test_bos.sh
TESTS += tests/model/test_generate.sh
EXTRA_DIST += tests/model/test_generate.sh tests/model/run_lib.sh
TESTS += tests/model/test_bad_model.sh
EXTRA_DIST += tests/model/test_bad_model.sh
check_PROGRAMS += tests/model/test_real_shapes
tests_model_test_real_shapes_LDADD = $(TEST_LIBS)
TESTS += tests/model/test_real_shapes
EXTRA_DIST += tools/make_bench_model.py tools/make_bench_gguf.py tools/compare_run.py
# make bench: time the forward pass on a Qwen3.5-0.8B-shaped model (tools/make_bench_model.py)
bench: attnstep$(EXEEXT)
	@m="$${ATTNSTEP_BENCH_MODEL:-/tmp/qwen35-bench}"; \
	if test -f "$$m/config.json"; then \
		for p in f32 bf16; do ./attnstep$(EXEEXT) bench --model "$$m" --tokens 16,64,256 --threads 2 --precision $$p || exit 1; done; \
	else \
		echo "bench: skipped, no model at $$m (make one: /usr/bin/python3 $(srcdir)/tools/make_bench_model.py $$m)"; \
	fi
.PHONY: bench
TESTS += tests/model/test_bench.sh
EXTRA_DIST += tests/model/test_bench.sh
# the NEON kernels under qemu-user (skipped without the cross compiler and qemu)
TESTS += tests/model/test_neon.sh
EXTRA_DIST += tests/model/test_neon.sh
# the families beside Qwen3.5 through `attnstep run`, and the table's bad inputs
TESTS += tests/model/test_families.sh
EXTRA_DIST += tests/model/test_families.sh
