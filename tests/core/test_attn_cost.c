/* The cost step's numbers against hand arithmetic.
 *
 * 8 heads at N = 1,024: 8 · 1,024² · 4 = 33,554,432 B = 32 MiB a layer; six
 * full-attention layers: 192 MiB. At N = 262,144 = 2^18: 8 · 2^36 · 4 =
 * 2^41 B (2 TiB), and at 256 = 2^8: 2^3 · 2^16 · 2^2 = 2^21, so that bar is
 * 21/41 of the longest. A GatedDeltaNet state of 16 heads of 128 × 128:
 * 16 · 16,384 · 4 = 1,048,576 B. A 5-token prompt over 6 layers:
 * 8 · 25 · 4 · 3 · 6 = 14,400 B. */
#include "core/attn_cost.h"
#include "check.h"

int main(void)
{
	attn_cost ac;
	attn_cost_compute(&ac, 8, 6, 16, 128, 128, 1, 5);
	CHECK(ac.n == 1024);
	CHECK_NEAR(ac.layer, 33554432.0, 0);
	CHECK_NEAR(ac.all, 6 * 33554432.0, 0);
	CHECK_NEAR(ac.bytes[ATTN_COST_N - 1], 2199023255552.0, 0); /* 2^41 */
	CHECK_NEAR(ac.bar[ATTN_COST_N - 1], 1, 1e-15);
	CHECK_NEAR(ac.bar[0], 21.0 / 41.0, 1e-15);
	CHECK_NEAR(ac.bar[1], 25.0 / 41.0, 1e-15); /* 1,024: 2^3 · 2^20 · 2^2 = 2^25 */
	CHECK_NEAR(ac.state, 1048576.0, 0);
	CHECK_NEAR(ac.captured, 14400.0, 0);
	/* a length index out of range is clamped, not read past the table */
	attn_cost_compute(&ac, 8, 6, 0, 0, 0, 99, 0);
	CHECK(ac.n == 262144 && ac.state == 0 && ac.captured == 0);
	attn_cost_compute(&ac, 8, 6, 0, 0, 0, -3, 0);
	CHECK(ac.n == 256);
	return check_exit();
}
