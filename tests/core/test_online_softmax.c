/* The block-by-block softmax against hand arithmetic.
 *
 * Scores s = {1, 3, 2, 5, 0, 4}, values v = {[1,0], [0,1], [1,1], [2,0],
 * [0,2], [1,−1]}. With blocks of two keys:
 *   block 1 (s 1, 3): m = 3, ℓ = e⁻² + 1 = 1.13534,
 *                     acc = e⁻²·[1,0] + [0,1] = [0.13534, 1];
 *   block 2 (s 2, 5): m = 5, the old sums times e^(3−5) = e⁻² = 0.13534,
 *                     ℓ = e⁻⁴ + e⁻² + e⁻³ + 1 = 1.20344,
 *                     acc = [e⁻⁴ + e⁻³ + 2, e⁻² + e⁻³] = [2.06810, 0.18512];
 *   block 3 (s 0, 4): m stays 5 (rescale 1), ℓ = 1.20344 + e⁻⁵ + e⁻¹ = 1.57806,
 *                     acc = [2.06810 + e⁻¹, 0.18512 + 2e⁻⁵ − e⁻¹] = [2.43598, −0.16928];
 *   out = acc / ℓ = [1.54366, −0.10727].
 * The plain softmax gives the same: Σ e^(s−5) = 1.57806, and the weighted
 * values over it are the same two numbers. Every block size ends there. */
#include <math.h>

#include "core/online_softmax.h"
#include "check.h"

int main(void)
{
	online_demo d;
	const double e1 = exp(-1), e2 = exp(-2), e3 = exp(-3), e4 = exp(-4), e5 = exp(-5);

	CHECK(online_block_size(0) == 1 && online_block_size(1) == 2);
	CHECK(online_block_size(2) == 3 && online_block_size(3) == 6);
	CHECK(online_block_size(-3) == 1 && online_block_size(9) == 6);

	online_demo_compute(&d, 2);
	CHECK(d.block == 2 && d.n_blocks == 3);
	CHECK(d.b[0].first == 0 && d.b[0].n == 2 && d.b[2].first == 4 && d.b[2].n == 2);
	/* block 1 */
	CHECK_NEAR(d.b[0].block_max, 3, 0);
	CHECK_NEAR(d.b[0].m, 3, 0);
	CHECK_NEAR(d.b[0].rescale, 1, 0);
	CHECK_NEAR(d.b[0].l, e2 + 1, 1e-12);
	CHECK_NEAR(d.b[0].acc[0], e2, 1e-12);
	CHECK_NEAR(d.b[0].acc[1], 1, 1e-12);
	CHECK_NEAR(d.b[0].out[0], e2 / (e2 + 1), 1e-12);
	/* block 2: the new maximum rescales the old sums by e⁻² */
	CHECK_NEAR(d.b[1].m_old, 3, 0);
	CHECK_NEAR(d.b[1].m, 5, 0);
	CHECK_NEAR(d.b[1].rescale, e2, 1e-12);
	CHECK_NEAR(d.b[1].l, e4 + e2 + e3 + 1, 1e-12);
	CHECK_NEAR(d.b[1].l, 1.20344, 1e-5);
	CHECK_NEAR(d.b[1].acc[0], e4 + e3 + 2, 1e-12);
	CHECK_NEAR(d.b[1].acc[1], e2 + e3, 1e-12);
	/* block 3: no new maximum */
	CHECK_NEAR(d.b[2].block_max, 4, 0);
	CHECK_NEAR(d.b[2].m, 5, 0);
	CHECK_NEAR(d.b[2].rescale, 1, 0);
	CHECK_NEAR(d.b[2].l, 1.57806, 1e-5);
	CHECK_NEAR(d.b[2].acc[0], e4 + e3 + 2 + e1, 1e-12);
	CHECK_NEAR(d.b[2].acc[1], e2 + e3 + 2 * e5 - e1, 1e-12);
	CHECK_NEAR(d.b[2].out[0], 1.54366, 1e-5);
	CHECK_NEAR(d.b[2].out[1], -0.10727, 1e-5);
	/* the plain softmax: w_3 = 1 / 1.57806 for the largest score 5 */
	CHECK_NEAR(d.direct_w[3], 1 / (e4 + e2 + e3 + 1 + e5 + e1), 1e-12);
	CHECK_NEAR(d.direct[0], 1.54366, 1e-5);
	CHECK_NEAR(d.direct[1], -0.10727, 1e-5);
	CHECK(d.max_diff < 1e-12);

	/* every block size ends on the same output; one block of six is the
	 * plain softmax with no rescaling; blocks of one rescale at each new
	 * maximum (keys 1 and 3) */
	for (int k = 0; k < ONLINE_SIZES; k++) {
		online_demo_compute(&d, online_block_size(k));
		CHECK(d.n_blocks == (ONLINE_N + d.block - 1) / d.block);
		CHECK_NEAR(d.b[d.n_blocks - 1].out[0], 1.54366, 1e-5);
		CHECK_NEAR(d.b[d.n_blocks - 1].out[1], -0.10727, 1e-5);
		CHECK(d.max_diff < 1e-12);
	}
	online_demo_compute(&d, 6);
	CHECK(d.n_blocks == 1 && d.b[0].rescale == 1);
	online_demo_compute(&d, 1);
	CHECK_NEAR(d.b[1].rescale, e2, 1e-12);  /* 1 → 3 */
	CHECK_NEAR(d.b[3].rescale, e2, 1e-12);  /* 3 → 5 */
	CHECK_NEAR(d.b[2].rescale, 1, 0);
	CHECK_NEAR(d.b[5].rescale, 1, 0);
	return check_exit();
}
