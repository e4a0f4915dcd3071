#!/bin/sh
# No model work runs on the UI thread: opening the model, and every pass (the session's, the
# intuition view's example prompt, the bank comparison, the bank drift, a
# generated token, the logit lens, a question's bank comparison) is a job of the one job runner, on its
# worker. The engine counts the passes that start on the TUI's thread
# (fwd_guard_thread), and with ATTNSTEP_TEST_UI_PASSES set the TUI prints
# that count when it exits; it must be 0. Every layer is made slow
# (ATTNSTEP_TEST_LAYER_DELAY_MS), and keys are answered while a pass runs:
# the help screen opens and closes during the first pass.
. "$top_srcdir/tests/live/lib.sh"
[ "$EMBEDDED" = 1 ] || { echo "SKIP: the built-in model is not in this tree"; exit 77; }
POLLS=600
KNOBS="ATTNSTEP_TEST_UI_PASSES=1 ATTNSTEP_TEST_LAYER_DELAY_MS=250"

RUN=$(awk '/^@step / { k++ } $1 == "@view" && $2 == "live-run" { print k; exit }' \
	"$top_srcdir/lessons/en/live-model.lesson")
GEN=$(awk '/^@step / { k++ } $1 == "@view" && $2 == "live-generate" { print k; exit }' \
	"$top_srcdir/lessons/en/live-model.lesson")
[ -n "$RUN" ] && [ -n "$GEN" ] || fail "live-model has no live-run or live-generate step"

# the first pass is slow: the help answers while it runs
TEST_ENV="$KNOBS" start 120 40 lesson live-model --step "$RUN"
wait_re "running +[0-9]+%"
keys '?'
wait_for "Keys of this step"
keys Escape
wait_re "running +[0-9]+%" # still the same pass
wait_for "next token  T="
# another prompt, so that the intuition view needs its own run of the
# example prompt (the intro job), then the bank comparison and the drift
keys e C-u
keys -l "A dog ran home"
keys Enter
wait_for "4 tokens"
keys i Home Enter
wait_for "the last token looks back"
keys Right
wait_for "identical: 0 of the"
keys Right
wait_for "identical rows"
keys Right
wait_for "its change"
keys q
wait_for "attnstep exited 0"
screen | grep -q "model work on the UI thread: 0$" || fail "a forward pass ran on the UI thread"

# generation: a token, then a stream stopped midway
TEST_ENV="$KNOBS" start 120 40 lesson live-model --step "$GEN"
wait_for "next token: greedy"
keys g
wait_re "│ 1 new · "
keys G
wait_re "│ 2 new · .*streaming, Esc stops"
keys Escape
wait_re "│ [0-9]+ new · .* · stopped"
keys q
wait_for "attnstep exited 0"
screen | grep -q "model work on the UI thread: 0$" || fail "a generation pass ran on the UI thread"

# a question whose answer needs the bank comparison, answered while the
# bank job (three slow passes) is still running: the answer waits for the
# job ("not yet") instead of running the three passes on the UI thread
TEST_ENV="$KNOBS" start 120 40 lesson intuition --step same-start
keys a
keys -l "yes"
keys Enter
wait_re "has not run yet|还没有运行"
keys Escape q
wait_for "attnstep exited 0"
screen | grep -q "model work on the UI thread: 0$" || fail "a bank question ran its passes on the UI thread"

# the logit lens
TEST_ENV="$KNOBS" start 120 40 lesson causal
wait_re " 3 full +' bank'"
keys q
wait_for "attnstep exited 0"
screen | grep -q "model work on the UI thread: 0$" || fail "a lens pass ran on the UI thread"

# opening the model: the TUI starts on the worked example (no model yet);
# the first live step reached by keys opens the model as a job, saying so
TEST_ENV="$KNOBS" start 120 40 lesson worked-example
wait_for "worked example"
keys i Home Down Down Down Enter
wait_for "opening the model…"
wait_re "layer [0-9]+ \(0-[0-9]+\)"
keys q
wait_for "attnstep exited 0"
screen | grep -q "model work on the UI thread: 0$" || fail "the model was opened on the UI thread"
exit 0
