#!/bin/sh
# The families beside Qwen3.5 (Llama, Mistral, Qwen2, GPT-2) through
# `attnstep run` on their fixture checkpoints (tests/model/fixtures, written by
# tools/make_family_fixtures.py): each loads, names its family in JSON, reads a
# prompt and generates; and the bad inputs the architecture table must
# refuse with one line and exit status 2: an unknown model_type (listing the
# supported ones), an architectures[0] the family does not know, a config
# naming one family over another family's tensors (naming the tensor), a
# missing tensor (naming the tensor and the file), an unknown or incomplete
# rope_scaling, and GPT-2 attention scalings the engine does not compute.
. "${top_srcdir:-.}/tests/model/run_lib.sh"

# family FIXTURE FAMILY
for pair in llama3_tied:Llama llama_linear:Llama mistral_window:Mistral qwen2_bias:Qwen2 \
	gpt2:GPT-2 gpt2_bare:GPT-2; do
	d=${pair%%:*} fam=${pair#*:}
	"$ATTNSTEP" run --model "$F/$d" --prompt "hello world" --layer 1 --generate 3 --format json \
		>"$tmp/$d.json" 2>"$tmp/err" || { echo "FAIL $d: run"; cat "$tmp/err"; fail=1; continue; }
	grep -q "\"family\": \"$fam\"" "$tmp/$d.json" || { echo "FAIL $d: family $fam not named"; fail=1; }
	# llama3_tied's tokenizer adds BOS (60) before the text (test_bos.sh)
	first='{"id": 43, "text": "hello"'
	[ "$d" = llama3_tied ] && first='{"id": 60, "text": "<|begin_of_text|>", "bytes": "[0-9A-F]*"}, {"id": 43, "text": "hello"'
	grep -q "\"tokens\": \[$first" "$tmp/$d.json" || { echo "FAIL $d: prompt"; fail=1; }
	[ "$(grep -o '"prob":' "$tmp/$d.json" | wc -l)" -ge 3 ] || { echo "FAIL $d: generated"; fail=1; }
done

# cfg SRC DST SED-SCRIPT: a copy of fixture SRC with config.json edited
cfg() {
	rm -rf "${tmp:?}/$2"
	cp -r "$F/$1" "$tmp/$2" && chmod -R u+w "$tmp/$2" &&
		sed -e "$3" "$F/$1/config.json" >"$tmp/$2/config.json"
}

cfg llama3_tied unknown 's/"model_type": "llama"/"model_type": "falcon"/'
bad unknown-type '"falcon": unknown architecture (supported: qwen3_5, qwen3_5_text, qwen3, llama, mistral, qwen2, gpt2)' \
	--model "$tmp/unknown" --token-ids 1
cfg llama3_tied seqcls 's/"LlamaForCausalLM"/"LlamaForSequenceClassification"/'
bad wrong-class 'architectures\[0\]: "LlamaForSequenceClassification" is not supported for model_type llama (need LlamaForCausalLM)' \
	--model "$tmp/seqcls" --token-ids 1
# the config says Llama, the tensors are GPT-2's
cfg llama3_tied llama_on_gpt2 's/x/x/'
cp "$F/gpt2/model.safetensors" "$tmp/llama_on_gpt2/model.safetensors"
bad llama-over-gpt2 'model.safetensors: tensor transformer.wte.weight belongs to a GPT-2 checkpoint, but config.json says model_type llama (Llama)' \
	--model "$tmp/llama_on_gpt2" --token-ids 1
# the config says GPT-2, the tensors are Llama's
cfg gpt2 gpt2_on_llama 's/x/x/'
cp "$F/llama3_tied/model.safetensors" "$tmp/gpt2_on_llama/model.safetensors"
bad gpt2-over-llama 'tensor model.embed_tokens.weight belongs to a Qwen3.5/Qwen3/Llama/Mistral/Qwen2 checkpoint, but config.json says model_type gpt2 (GPT-2)' \
	--model "$tmp/gpt2_on_llama" --token-ids 1
# Qwen2 over Llama tensors: Qwen2's q/k/v biases are missing, named with the file
cfg llama3_tied qwen2_on_llama 's/"model_type": "llama"/"model_type": "qwen2"/; s/"LlamaForCausalLM"/"Qwen2ForCausalLM"/'
bad qwen2-over-llama 'qwen2_on_llama/model.safetensors: missing tensor model.layers.0.self_attn.q_proj.bias' \
	--model "$tmp/qwen2_on_llama" --token-ids 1
# Llama over Qwen2 tensors: the biases are left over
cfg qwen2_bias llama_on_qwen2 's/"model_type": "qwen2"/"model_type": "llama"/; s/"Qwen2ForCausalLM"/"LlamaForCausalLM"/'
bad llama-over-qwen2 'unexpected tensor model.layers.[0-9]*.self_attn.[qkv]_proj.bias (not part of the Llama model' \
	--model "$tmp/llama_on_qwen2" --token-ids 1
# Qwen3 over Mistral tensors: no q_norm (named with the index of the shards)
cfg mistral_window qwen3_on_mistral 's/"model_type": "mistral"/"model_type": "qwen3"/; s/"MistralForCausalLM"/"Qwen3ForCausalLM"/'
bad qwen3-over-mistral 'model.safetensors.index.json: missing tensor model.layers.0.self_attn.q_norm.weight' \
	--model "$tmp/qwen3_on_mistral" --token-ids 1
# a missing tensor in a sharded checkpoint: named with the index
cfg llama_linear four_layers 's/"num_hidden_layers": 3/"num_hidden_layers": 4/'
bad missing-layer 'model.safetensors.index.json: missing tensor model.layers.3.input_layernorm.weight' \
	--model "$tmp/four_layers" --token-ids 1
# RoPE scaling
cfg llama3_tied yarn 's/"rope_type": "llama3"/"rope_type": "yarn"/'
bad rope-yarn 'rope_scaling.rope_type: RoPE type "yarn" is not supported (need default, linear or llama3)' \
	--model "$tmp/yarn" --token-ids 1
cfg llama3_tied nolow 's/"low_freq_factor": 1.0,//'
bad rope-llama3-field 'rope_scaling.low_freq_factor: missing' --model "$tmp/nolow" --token-ids 1
cfg llama_linear nofactor 's/"factor": 2.5/"factor": 0/'
bad rope-linear-factor 'rope_scaling.factor: must be positive' --model "$tmp/nofactor" --token-ids 1
cfg qwen2_bias qwen2_yarn 's/"rope_scaling": null/"rope_scaling": {"type": "dynamic", "factor": 2}/'
bad rope-dynamic 'rope_scaling.type: RoPE type "dynamic" is not supported' --model "$tmp/qwen2_yarn" --token-ids 1
# GPT-2
cfg gpt2 gpt2_bylayer 's/"scale_attn_weights": true/"scale_attn_weights": true, "scale_attn_by_inverse_layer_idx": true/'
bad gpt2-by-layer 'scale_attn_by_inverse_layer_idx: true is not supported' --model "$tmp/gpt2_bylayer" --token-ids 1
cfg gpt2 gpt2_relu 's/"gelu_new"/"relu"/'
bad gpt2-act 'activation_function: "relu" is not supported (need "gelu_new")' --model "$tmp/gpt2_relu" --token-ids 1
cfg gpt2 gpt2_heads 's/"n_head": 3/"n_head": 5/'
bad gpt2-heads 'n_head: 5 does not divide n_embd 24' --model "$tmp/gpt2_heads" --token-ids 1
# a GPT-2 prompt longer than n_positions (the learned positions run out)
bad gpt2-positions 'limit of 32' --model "$F/gpt2" --token-ids "$(seq -s, 1 33)"
# Mistral: the window's key of the wrong type
cfg mistral_window mistral_sw 's/"sliding_window": 3/"sliding_window": "3"/'
bad mistral-window 'sliding_window: expected an integer' --model "$tmp/mistral_sw" --token-ids 1
exit $fail
