/* The d_head slider: scaled scores and weights are bit-identical at every
 * width; unscaled weights collapse onto the best key as d_head grows.
 *
 * Expected values by hand: scaled scores are s = {2, 1, 0, −1, −2}, so the
 * scaled weights are e^s / Σ e^s with Σ = e² + e + 1 + e⁻¹ + e⁻² = 11.6106,
 * giving w₀ = 7.3891/11.6106 = 0.6364. Unscaled at d = 256 (√d = 16) the
 * scores are 16·s = {32, 16, ...}, so w₀ = 1/(1 + e⁻¹⁶ + ...) > 0.9999998. */
#include <math.h>
#include <string.h>

#include "core/scale_demo.h"
#include "check.h"

int main(void)
{
	static scale_demo first, sd;
	const int s_want[SCALE_DEMO_KEYS] = {2, 1, 0, -1, -2};
	double prev_top = 0.0;

	CHECK(scale_demo_width(0) == 4 && scale_demo_width(3) == 256);
	CHECK(scale_demo_width(4) == -1 && scale_demo_width(-1) == -1);
	CHECK(scale_demo_index(64) == 2 && scale_demo_index(8) == -1);
	CHECK(scale_demo_compute(&sd, 8) == -1);
	CHECK(scale_demo_compute(&sd, 0) == -1);
	CHECK(scale_demo_compute(&sd, 512) == -1);

	CHECK(scale_demo_compute(&first, 4) == 0);
	for (int w = 0; w < SCALE_DEMO_WIDTHS; w++) {
		int d = scale_demo_width(w);
		CHECK(scale_demo_compute(&sd, d) == 0);
		CHECK(sd.d == d && sd.sqrt_d * sd.sqrt_d == d);
		for (int j = 0; j < SCALE_DEMO_KEYS; j++) {
			/* q is all +1, keys are ±1 vectors of width d */
			int plus = 0;
			for (int c = 0; c < d; c++) {
				CHECK(sd.q[c] == 1.0);
				CHECK(sd.k[j][c] == 1.0 || sd.k[j][c] == -1.0);
				plus += sd.k[j][c] > 0;
			}
			CHECK(2 * plus - d == sd.sqrt_d * s_want[j]);
			CHECK(sd.s[j] == s_want[j]);
			CHECK(sd.raw[j] == (double)(sd.sqrt_d * s_want[j]));
			CHECK(sd.scaled[j] == (double)s_want[j]);
		}
		/* bit-exact invariance of the scaled row */
		CHECK(memcmp(sd.scaled, first.scaled, sizeof sd.scaled) == 0);
		CHECK(memcmp(sd.p_scaled, first.p_scaled, sizeof sd.p_scaled) == 0);
		CHECK_NEAR(sd.p_scaled[0], 0.6364, 1e-4);
		/* unscaled: the top weight grows strictly with d */
		CHECK(sd.p_unscaled[0] > prev_top);
		prev_top = sd.p_unscaled[0];
		double sum = 0.0;
		for (int j = 0; j < SCALE_DEMO_KEYS; j++)
			sum += sd.p_unscaled[j];
		CHECK_NEAR(sum, 1.0, 1e-6);
	}
	CHECK(prev_top > 0.9999998);
	/* at d = 4 the unscaled row equals softmax(2·s): w₀ = e⁴/Σ e^{2s} */
	CHECK(scale_demo_compute(&sd, 4) == 0);
	double z = exp(4) + exp(2) + 1 + exp(-2) + exp(-4);
	CHECK_NEAR(sd.p_unscaled[0], exp(4) / z, 1e-12);
	return check_exit();
}
