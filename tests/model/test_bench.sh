#!/bin/sh
# attnstep bench on a tiny fixture (format only; speed is measured by `make bench`)
# and its bad-input cases.
: "${top_srcdir:=.}" "${ATTNSTEP:=./attnstep}"
F="$top_srcdir/tests/model/fixtures"
fail=0
out=$("$ATTNSTEP" bench --model "$F/mm_qwen35" --tokens 3,5 --threads 2 --repeat 2 --format json) ||
	{ echo "FAIL bench json run"; fail=1; }
echo "$out" | grep -q '^{"threads": 2, .*"fma_isa": "[a-z0-9]*", "fma_peak_gflops": [1-9][0-9.]*, "copy_gbps": [0-9]*\.[0-9], "peak_rss_bytes": [1-9][0-9]*, "load_seconds": [0-9]*\.[0-9]*, "panel_seconds": [0-9]*\.[0-9]*, "panel_bytes": [0-9]*, "results": \[{"tokens": 3, "median_tps": [0-9.]*, "min_tps": [0-9.]*, "max_tps": [0-9.]*, "tokens_per_cpu_second": [0-9.]*, "matmul_gflops": [0-9.]*, "weight_gbps": [0-9.]*}, {"tokens": 5, ' ||
	{ echo "FAIL bench json: $out"; fail=1; }
# the copy bandwidth is not zero (a probe that timed nothing would print 0.0)
echo "$out" | grep -q '"copy_gbps": 0\.0,' && { echo "FAIL bench probe: $out"; fail=1; }
txt=$("$ATTNSTEP" bench --model "$F/grouped_f16" --tokens 4 --repeat 1 --capture --precision bf16)
echo "$txt" | grep -q 'peak RSS' || { echo "FAIL bench text"; fail=1; }
echo "$txt" | grep -q '^machine (probe, [0-9]* threads): FMA peak [0-9.]* GFLOP/s ([a-z0-9]*), copy bandwidth [0-9.]* GB/s$' ||
	{ echo "FAIL bench text probe: $txt"; fail=1; }
echo "$txt" | grep -q '^     4  *[0-9.]*  *[0-9]*%  *[0-9.]*  *[0-9]*%$' ||
	{ echo "FAIL bench text fractions: $txt"; fail=1; }
# --generate: decoding, alone or after the prefill lengths
out=$("$ATTNSTEP" bench --model "$F/mm_qwen35" --generate 6 --threads 1 --repeat 2 --format json) ||
	{ echo "FAIL bench --generate json run"; fail=1; }
echo "$out" | grep -q '"results": \[\], "decode": {"tokens": 6, "median_tps": [0-9.]*, "min_tps": [0-9.]*, "max_tps": [0-9.]*, "tokens_per_cpu_second": [0-9.]*, "matmul_gflops": [0-9.]*, "weight_gbps": [0-9.]*}}$' ||
	{ echo "FAIL bench --generate json: $out"; fail=1; }
txt=$("$ATTNSTEP" bench --model "$F/grouped_f16" --tokens 4 --generate 3 --repeat 1)
echo "$txt" | grep -q '^tg3 .*decode' || { echo "FAIL bench --generate text"; fail=1; }
echo "$txt" | grep -q '^tg3  *[0-9.]*  *[0-9]*%  *[0-9.]*  *[0-9]*%$' ||
	{ echo "FAIL bench --generate fractions: $txt"; fail=1; }
# --kernel: a path by name; the portable one exists everywhere, and the probe
# then measures scalar FMAs (no wider than the kernel)
txt=$("$ATTNSTEP" bench --model "$F/grouped_f16" --tokens 4 --repeat 1 --kernel portable) ||
	{ echo "FAIL bench --kernel portable run"; fail=1; }
echo "$txt" | grep -q 'precision f32 (kernel portable)' || { echo "FAIL bench --kernel portable: $txt"; fail=1; }
echo "$txt" | grep -q 'GFLOP/s (scalar)' || { echo "FAIL bench --kernel portable probe: $txt"; fail=1; }
# the BF16 fixture's matrices in 16-row panels for each x86 SIMD kernel the
# CPU has (AVX-512-BF16 serves bf16 only, with AVX-512F for f32), read in
# rows with --no-panels; the portable kernel reads rows
for k in avx2 avx512 avx512bf16; do
	prec=f32
	[ $k = avx512bf16 ] && prec=bf16
	if ! out=$("$ATTNSTEP" bench --model "$F/mm_qwen35" --tokens 3 --repeat 1 --kernel $k --precision $prec --format json 2>&1); then
		echo "$out" | grep -q 'not available on this CPU' || { echo "FAIL bench --kernel $k: $out"; fail=1; }
		continue
	fi
	echo "$out" | grep -q "\"kernel\": \"$k\", .*\"panel_bytes\": [1-9][0-9]*, " ||
		{ echo "FAIL bench $k panels: $out"; fail=1; }
	out=$("$ATTNSTEP" bench --model "$F/mm_qwen35" --tokens 3 --repeat 1 --kernel $k --precision $prec --no-panels --format json)
	echo "$out" | grep -q '"panel_bytes": 0, ' || { echo "FAIL bench $k --no-panels: $out"; fail=1; }
	txt=$("$ATTNSTEP" bench --model "$F/mm_qwen35" --tokens 3 --repeat 1 --kernel $k --precision $prec)
	echo "$txt" | grep -q '^load: [0-9.]* s; weights into 16-row panels: [0-9.]* s ([0-9.]* MiB)$' ||
		{ echo "FAIL bench $k panels text: $txt"; fail=1; }
	# panels (92 KiB here) that would take more than half the memory: rows
	txt=$(ATTNSTEP_MEMORY=160000 "$ATTNSTEP" bench --model "$F/mm_qwen35" --tokens 1 --repeat 1 --kernel $k --precision $prec 2>&1)
	echo "$txt" | grep -q '^load: [0-9.]* s; weights read in rows (panels would take more than half the memory)$' ||
		{ echo "FAIL bench $k panels memory limit: $txt"; fail=1; }
done
out=$("$ATTNSTEP" bench --model "$F/mm_qwen35" --tokens 3 --repeat 1 --kernel portable --format json)
echo "$out" | grep -q '"panel_bytes": 0, ' || { echo "FAIL bench portable reads rows: $out"; fail=1; }
# --matmul: the products alone, grouped as the forward pass calls them; the
# shapes follow from the fixture's config.json (hidden 32, intermediate 48,
# 4 heads of 16 with an output gate, 2 kv heads; GatedDeltaNet 2 key heads of
# 8, 2 value heads of 12): in_proj_qkv 2*2*8 + 2*12 = 56, z 24, b 2, a 2
out=$("$ATTNSTEP" bench --model "$F/mm_qwen35" --matmul --tokens 3,5 --threads 2 --repeat 2 --format json) ||
	{ echo "FAIL bench --matmul json run"; fail=1; }
g='"gflops": [0-9.]*, "cpu_gflops": [0-9.]*}'
for T in 3 5; do
	want="{\"tokens\": $T, \"product\": \"linear_attn.in_proj_qkv+z+b+a\", \"n_out\": 84, \"n_in\": 32, $g, "
	want="$want{\"tokens\": $T, \"product\": \"linear_attn.out_proj\", \"n_out\": 32, \"n_in\": 24, $g, "
	want="$want{\"tokens\": $T, \"product\": \"self_attn.q+k+v_proj\", \"n_out\": 192, \"n_in\": 32, $g, "
	want="$want{\"tokens\": $T, \"product\": \"self_attn.o_proj\", \"n_out\": 32, \"n_in\": 64, $g, "
	want="$want{\"tokens\": $T, \"product\": \"mlp.gate+up_proj\", \"n_out\": 96, \"n_in\": 32, $g, "
	want="$want{\"tokens\": $T, \"product\": \"mlp.down_proj\", \"n_out\": 32, \"n_in\": 48, $g, "
	want="$want{\"tokens\": $T, \"product\": \"all\", \"n_out\": 0, \"n_in\": 0, $g"
	echo "$out" | grep -q "$want" || { echo "FAIL bench --matmul json, $T tokens: $out"; fail=1; }
done
echo "$out" | grep -q '^{"threads": 2, "precision": "f32", "kernel": "[a-z0-9]*", "fma_isa": "[a-z0-9]*", "fma_peak_gflops": [1-9][0-9.]*, "matmul": \[' ||
	{ echo "FAIL bench --matmul json head: $out"; fail=1; }
txt=$("$ATTNSTEP" bench --model "$F/mm_qwen35" --matmul --tokens 4 --repeat 1 --kernel portable)
echo "$txt" | grep -q '^     4  mlp.down_proj  *32 x 48  *[0-9.]*  *[0-9.]*  *[0-9]*%$' ||
	{ echo "FAIL bench --matmul text: $txt"; fail=1; }
echo "$txt" | grep -q '(kernel portable)' || { echo "FAIL bench --matmul --kernel: $txt"; fail=1; }
# a kernel this CPU cannot run: NEON on x86, AVX2 elsewhere
absent=avx2
case $(uname -m) in x86_64|i?86) absent=neon ;; esac
for args in "--generate 0" "--generate 17" "--generate x" "--tokens 0" "--tokens 4,x" "--tokens 17" "--threads 0" "--repeat 0" "--format xml" "--precision f8" "--bogus" \
	"--kernel sse9" "--kernel $absent" "--kernel avx512bf16 --precision f32" "--kernel"; do
	# shellcheck disable=SC2086
	err=$("$ATTNSTEP" bench --model "$F/grouped_f16" $args 2>&1 >/dev/null)
	rc=$?
	[ $rc -eq 2 ] && [ "$(echo "$err" | wc -l)" -eq 1 ] && echo "$err" | grep -q '^attnstep: ' ||
		{ echo "FAIL bench $args: exit $rc: $err"; fail=1; }
done
# an unknown name lists the kernels this build has, the portable one first
err=$("$ATTNSTEP" bench --model "$F/grouped_f16" --kernel sse9 2>&1 >/dev/null)
echo "$err" | grep -q 'no such kernel (auto, portable' || { echo "FAIL bench --kernel sse9 names: $err"; fail=1; }
err=$("$ATTNSTEP" bench --model "$F/no-such-model" --tokens 2 2>&1 >/dev/null)
[ $? -eq 2 ] && echo "$err" | grep -q 'no-such-model' || { echo "FAIL bench missing model: $err"; fail=1; }
exit $fail
