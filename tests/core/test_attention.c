/* The chapter's worked example, checked against hand arithmetic.
 *
 * Inputs (row vectors, one row per token):
 *   x[The] = [1.00, 0.20]   x[cat] = [0.30, 0.90]
 *   Wq = Wk = I, so Q = K = X;  Wv = [[0.5, −0.3], [0.2, 0.7]]
 *
 * V = X·Wv:
 *   V[The] = [1.0·0.5 + 0.2·0.2, 1.0·(−0.3) + 0.2·0.7] = [0.54, −0.16]
 *   V[cat] = [0.3·0.5 + 0.9·0.2, 0.3·(−0.3) + 0.9·0.7] = [0.33,  0.54]
 *
 * S = Q·Kᵀ:
 *   The·The = 1.00 + 0.04 = 1.04   The·cat = 0.30 + 0.18 = 0.48
 *   cat·The = 0.48                 cat·cat = 0.09 + 0.81 = 0.90
 *
 * ÷√2 (√2 ≈ 1.41421):  [[0.7354, 0.3394], [0.3394, 0.6364]]
 *
 * Causal mask: row The keeps only column The → weights [1, 0];
 *   out[The] = V[The] = [0.54, −0.16].
 * Row cat: softmax([0.3394, 0.6364]); the difference is 0.2970,
 *   w(cat) = 1/(1 + e^−0.2970) = 1/(1 + 0.7430) = 0.5737, w(The) = 0.4263;
 *   out[cat] = 0.4263·[0.54, −0.16] + 0.5737·[0.33, 0.54]
 *            = [0.2302 + 0.1893, −0.0682 + 0.3098] = [0.4195, 0.2416]
 *            ≈ [0.42, 0.24].
 *
 * Mask off, row The: softmax([0.7354, 0.3394]); difference 0.3960,
 *   w(The) = 1/(1 + e^−0.3960) = 1/(1 + 0.6730) = 0.5977, w(cat) = 0.4023;
 *   out[The] = [0.3228 + 0.1328, −0.0956 + 0.2172] = [0.4556, 0.1216]
 *            ≈ [0.46, 0.12]   (the first token now reads the future).
 *
 * Residual, masked: X + out = [[1.54, 0.04], [0.72, 1.14]]. */
#include <math.h>
#include <string.h>

#include "core/attention.h"
#include "core/worked.h"
#include "check.h"

static const double x[4] = {1.00, 0.20, 0.30, 0.90};
static const double eye[4] = {1, 0, 0, 1};
static const double wv[4] = {0.5, -0.3, 0.2, 0.7};

/* to two decimals: within half a unit of the last printed digit */
#define TWO_DP 0.005

static void test_masked(void)
{
	attn_trace t;
	CHECK(attn_trace_compute(&t, x, 2, 2, eye, eye, wv, 2, true) == 0);
	CHECK(t.causal);

	CHECK_NEAR(t.v[0], 0.54, 1e-12);
	CHECK_NEAR(t.v[1], -0.16, 1e-12);
	CHECK_NEAR(t.v[2], 0.33, 1e-12);
	CHECK_NEAR(t.v[3], 0.54, 1e-12);

	CHECK_NEAR(t.scores[0], 1.04, 1e-12);
	CHECK_NEAR(t.scores[1], 0.48, 1e-12);
	CHECK_NEAR(t.scores[2], 0.48, 1e-12);
	CHECK_NEAR(t.scores[3], 0.90, 1e-12);

	CHECK_NEAR(t.scaled[0], 0.7354, 1e-4);
	CHECK_NEAR(t.scaled[1], 0.3394, 1e-4);
	CHECK_NEAR(t.scaled[3], 0.6364, 1e-4);

	/* masked: exactly −∞ before softmax and exactly 0 after */
	CHECK(t.masked[1] == -INFINITY);
	CHECK(t.weights[1] == 0.0);
	CHECK(t.weights[0] == 1.0);
	CHECK_NEAR(t.weights[2], 0.4263, 1e-4);
	CHECK_NEAR(t.weights[3], 0.5737, 1e-4);

	CHECK_NEAR(t.out[0], 0.54, TWO_DP);
	CHECK_NEAR(t.out[1], -0.16, TWO_DP);
	CHECK_NEAR(t.out[2], 0.42, TWO_DP);
	CHECK_NEAR(t.out[3], 0.24, TWO_DP);

	CHECK(t.resid != NULL);
	if (t.resid) {
		CHECK_NEAR(t.resid[0], 1.54, TWO_DP);
		CHECK_NEAR(t.resid[1], 0.04, TWO_DP);
		CHECK_NEAR(t.resid[2], 0.72, TWO_DP);
		CHECK_NEAR(t.resid[3], 1.14, TWO_DP);
	}
	for (int i = 0; i < 2; i++)
		CHECK_NEAR(t.weights[i * 2] + t.weights[i * 2 + 1], 1.0, 1e-6);
	attn_trace_free(&t);
}

static void test_unmasked(void)
{
	attn_trace t;
	CHECK(attn_trace_compute(&t, x, 2, 2, eye, eye, wv, 2, false) == 0);
	CHECK(!t.causal);
	CHECK(t.masked[1] != -INFINITY);
	CHECK_NEAR(t.weights[0], 0.5977, 1e-4);
	CHECK_NEAR(t.weights[1], 0.4023, 1e-4);
	/* mask off changes row 0 (it now mixes in cat) ... */
	CHECK_NEAR(t.out[0], 0.46, TWO_DP);
	CHECK_NEAR(t.out[1], 0.12, TWO_DP);
	/* ... but not row 1, which could already see everything */
	CHECK_NEAR(t.out[2], 0.42, TWO_DP);
	CHECK_NEAR(t.out[3], 0.24, TWO_DP);
	attn_trace_free(&t);
}

/* A 5-token example with d_model = 3, d_head = 2: rows sum to 1, the upper
 * triangle is exactly 0, and no residual (sizes differ). */
static void test_five_tokens(void)
{
	const double x5[15] = {0.1, -0.4, 0.9, 1.2, 0.3, -0.7, -0.5, 0.8, 0.2,
			       0.0, 0.0, 1.0, 2.0, -1.0, 0.5};
	const double w[6] = {0.3, -0.2, 0.7, 0.1, -0.6, 0.9};
	attn_trace t;
	CHECK(attn_trace_compute(&t, x5, 5, 3, w, w, w, 2, true) == 0);
	CHECK(t.resid == NULL);
	for (int i = 0; i < 5; i++) {
		double sum = 0.0;
		for (int j = 0; j < 5; j++) {
			double p = t.weights[i * 5 + j];
			sum += p;
			CHECK(attn_mask_allows(i, j) == (j <= i));
			if (j > i) {
				CHECK(p == 0.0);
				CHECK(t.masked[i * 5 + j] == -INFINITY);
			} else {
				CHECK(p > 0.0);
			}
		}
		CHECK_NEAR(sum, 1.0, 1e-6);
	}
	attn_trace_free(&t);
}

static void test_bad_sizes(void)
{
	attn_trace t;
	CHECK(attn_trace_compute(&t, x, 0, 2, eye, eye, wv, 2, true) == -1);
	CHECK(attn_trace_compute(&t, x, 2, 0, eye, eye, wv, 2, true) == -1);
	CHECK(attn_trace_compute(&t, x, 2, 2, eye, eye, wv, 0, true) == -1);
	CHECK(attn_trace_compute(&t, NULL, 2, 2, eye, eye, wv, 2, true) == -1);
	attn_trace_free(&t); /* safe on a failed trace */
}

static void test_softmax(void)
{
	double out[3];

	/* softmax([0, ln 3]) = [1/4, 3/4] */
	const double a[2] = {0.0, log(3.0)};
	attn_softmax_row(a, out, 2);
	CHECK_NEAR(out[0], 0.25, 1e-12);
	CHECK_NEAR(out[1], 0.75, 1e-12);

	/* large inputs: exp(1000) overflows, the stable form does not */
	const double big[3] = {1000.0, 1000.0, 1000.0 - log(2.0)};
	attn_softmax_row(big, out, 3);
	CHECK_NEAR(out[0], 0.4, 1e-12);
	CHECK_NEAR(out[1], 0.4, 1e-12);
	CHECK_NEAR(out[2], 0.2, 1e-12);

	const double huge[2] = {1e308, -1e308};
	attn_softmax_row(huge, out, 2);
	CHECK(out[0] == 1.0 && out[1] == 0.0);

	const double neg[2] = {-1000.0, -1000.0};
	attn_softmax_row(neg, out, 2);
	CHECK_NEAR(out[0], 0.5, 1e-12);
	CHECK_NEAR(out[1], 0.5, 1e-12);

	const double masked[3] = {2.0, -INFINITY, -INFINITY};
	attn_softmax_row(masked, out, 3);
	CHECK(out[0] == 1.0 && out[1] == 0.0 && out[2] == 0.0);

	const double all_masked[2] = {-INFINITY, -INFINITY};
	attn_softmax_row(all_masked, out, 2);
	CHECK(out[0] == 0.0 && out[1] == 0.0);
}

/* The shared copy of the inputs (used by the screens) is the chapter's. */
static void test_worked_inputs(void)
{
	attn_trace t;
	CHECK(worked_trace(&t, true) == 0);
	CHECK(t.n == 2 && t.d_head == 2);
	CHECK(memcmp(t.x, x, sizeof x) == 0);
	CHECK(memcmp(worked_wv, wv, sizeof wv) == 0);
	CHECK(memcmp(worked_wq, eye, sizeof eye) == 0);
	CHECK(memcmp(worked_wk, eye, sizeof eye) == 0);
	CHECK_NEAR(t.out[2], 0.42, TWO_DP);
	attn_trace_free(&t);
}

int main(void)
{
	test_worked_inputs();
	test_masked();
	test_unmasked();
	test_five_tokens();
	test_bad_sizes();
	test_softmax();
	return check_exit();
}
