#include "core/scale_demo.h"

#include <math.h>
#include <string.h>

#include "core/attention.h"

static const int widths[SCALE_DEMO_WIDTHS] = {4, 16, 64, 256};
static const int targets[SCALE_DEMO_KEYS] = {2, 1, 0, -1, -2};

int scale_demo_width(int index)
{
	return index >= 0 && index < SCALE_DEMO_WIDTHS ? widths[index] : -1;
}

int scale_demo_index(int d)
{
	for (int i = 0; i < SCALE_DEMO_WIDTHS; i++)
		if (widths[i] == d)
			return i;
	return -1;
}

int scale_demo_compute(scale_demo *sd, int d)
{
	if (scale_demo_index(d) < 0)
		return -1;
	memset(sd, 0, sizeof *sd);
	sd->d = d;
	/* d is a power of 4, so this is exact; found by counting, not sqrt(). */
	for (sd->sqrt_d = 1; sd->sqrt_d * sd->sqrt_d < d; sd->sqrt_d++)
		;
	int r = sd->sqrt_d;

	for (int c = 0; c < d; c++)
		sd->q[c] = 1.0;
	for (int j = 0; j < SCALE_DEMO_KEYS; j++) {
		/* p_j entries +1, d − p_j entries −1:  q·k_j = 2·p_j − d = r·s_j.
		 * |s_j| ≤ 2 ≤ r, so 0 ≤ p_j ≤ d; r is even, so p_j is whole.
		 * The +1 entries are spread every other slot first so the key
		 * does not look like a block when drawn. */
		int p = (d + r * targets[j]) / 2;
		sd->s[j] = targets[j];
		for (int c = 0; c < d; c++)
			sd->k[j][c] = -1.0;
		for (int c = 0; c < d && p > 0; c += 2, p--)
			sd->k[j][c] = 1.0;
		for (int c = 1; c < d && p > 0; c += 2, p--)
			sd->k[j][c] = 1.0;
	}

	for (int j = 0; j < SCALE_DEMO_KEYS; j++) {
		/* raw_j = Σ_c q_c·k_j,c: a sum of ±1 terms, exact in doubles */
		double s = 0.0;
		for (int c = 0; c < d; c++)
			s += sd->q[c] * sd->k[j][c];
		sd->raw[j] = s;
		/* scaled_j = raw_j / √d = s_j exactly (r·s_j / r, all small
		 * integers) */
		sd->scaled[j] = s / (double)r;
	}
	attn_softmax_row(sd->raw, sd->p_unscaled, SCALE_DEMO_KEYS);
	attn_softmax_row(sd->scaled, sd->p_scaled, SCALE_DEMO_KEYS);
	return 0;
}
