#!/bin/sh
# The lessons' per-architecture sentences follow the loaded model's family
# (the placeholders model.positions, model.position_effect, model.qk_prep,
# model.norm and model.mlp of lessons/FORMAT.md), in both languages: on the
# GPT-2 fixture (learned positions, LayerNorm, GELU; tests/model/fixtures/
# gpt2) the steps that say where position comes from never mention RoPE and
# name the learned position vectors; on the Llama fixture (head_dim 32/4 = 8,
# all of it rotated) and on the embedded Qwen3.5 model (head_dim 32,
# partial_rotary_factor 0.25: 8 of 32 rotated, full attention only in
# layers 3 and 7) they say how much RoPE rotates. Expected words worked out
# by hand from the fixtures' config.json files.
: "${top_srcdir:=.}" "${ATTNSTEP:=./attnstep}"
F="$top_srcdir/tests/model/fixtures"
fail=0

# the step number of step id $2 in lesson $1
step_of() { awk -v v="$2" '/^@step / { k++; if ($2 == v) { print k; exit } }' "$top_srcdir/lessons/en/$1.lesson"; }

# text MODEL LANG LESSON STEP-ID: the step's screen, wide enough that the
# text pane's sentences keep their order, with every blank, line end and
# pane border taken out (the renderer breaks lines anywhere in Chinese)
text() {
	"$ATTNSTEP" print --model "$1" --lang "$2" --lesson "$3" --step "$(step_of "$3" "$4")" \
		--width 400 --height 120 2>&1 | sed 's/│//g' | tr -d ' \n'
}

# has/lacks MODEL LANG LESSON STEP WORDS (compared without blanks)
has() {
	t=$(text "$1" "$2" "$3" "$4") w=$(printf '%s' "$5" | tr -d ' ')
	case "$t" in *"$w"*) ;; *) echo "FAIL: $(basename "$1") $2 $3/$4 lacks '$5': $t"; fail=1 ;; esac
}
lacks() {
	t=$(text "$1" "$2" "$3" "$4")
	case "$t" in *"$5"*) echo "FAIL: $(basename "$1") $2 $3/$4 says '$5': $t"; fail=1 ;; esac
}

G="$F/gpt2"
for step in glossary:qkv glossary:residual-stream intuition:qkv live-model:fanout live-model:head-replay; do
	l=${step%%:*} s=${step#*:}
	lacks "$G" en "$l" "$s" RoPE
	lacks "$G" zh "$l" "$s" RoPE
done
has "$G" en glossary qkv "learned position vectors, one per position, added to the token's embedding"
has "$G" zh glossary qkv "学到的位置向量（每个位置一个，加在 token 的嵌入上）"
has "$G" en glossary rope "a GPT-2 model) position enters through learned position vectors"
has "$G" en intuition qkv "through learned position vectors"
has "$G" zh intuition qkv "靠的是学到的位置向量"
has "$G" en live-model fanout "not only on how far apart they are"
# (the replay's numbers stand beside this text: one word of it)
has "$G" en live-model head-replay "normalisation,"
has "$G" en glossary residual-stream "norm is LayerNorm with a bias, and the MLP is GELU"
has "$G" zh glossary residual-stream "norm 是带偏置的 LayerNorm，MLP 是 GELU"

L="$F/llama3_tied"
has "$L" en glossary qkv "RoPE, rotating all 8 numbers of each head's q and k."
has "$L" zh intuition qkv "RoPE（转动每个头 q 和 k 的全部 8 个数）"
has "$L" en live-model fanout "The rotation makes q_i · k_j depend on i − j."
has "$L" en glossary residual-stream "norm is RMSNorm, and the MLP is SwiGLU"

# the cost step: GPT-2 has full attention in every layer, so no
# GatedDeltaNet state is quoted (it used to say "a state of 0 KiB")
lacks "$G" en deep-dives cost "0KiB"
lacks "$G" zh deep-dives cost "0KiB"
has "$G" en deep-dives cost "Every layer of this model is full attention, so each one pays the square above."
has "$G" zh deep-dives cost "这个模型每一层都是全注意力，所以上面的平方增长它每层都要付。"

# the embedded Qwen3.5 model (the default)
E="$top_srcdir/models/embedded"
if [ -f "$E/config.json" ]; then
	has "$E" en intuition qkv "RoPE, rotating 8 of the 32 numbers of each head's q and k, in the full-attention layers only"
	has "$E" zh glossary qkv "RoPE（只转动每个头 q 和 k 的 32 个数中的 8 个，且只用在全注意力层）"
	has "$E" en glossary residual-stream "norm is RMSNorm with weights 1 + w"
	# 8 value heads of d_k 32 × d_v 16, 4 bytes each: 16,384 B = 16 KiB
	has "$E" en deep-dives cost "keeps a state of 16 KiB at any length"
	has "$E" zh deep-dives cost "它的状态都是 16 KiB"
fi
[ $fail -eq 0 ] && echo "PASS: per-family lesson facts"
exit $fail
