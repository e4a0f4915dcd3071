/* The d_head slider of design step 6: why scores are divided by √d_head.
 *
 * One query and SCALE_DEMO_KEYS keys of width d ∈ {4, 16, 64, 256} (powers
 * of 4, so r = √d is an integer). The query is all +1; key j has
 * p_j = (d + r·s_j)/2 entries +1 and the rest −1, so
 *
 *   q·k_j = p_j − (d − p_j) = 2·p_j − d = r·s_j      (exactly, in integers)
 *
 * for the small integers s = {2, 1, 0, −1, −2}. Divided by √d the scores are
 * s_j at every width, bit for bit, so the scaled softmax is identical at
 * every width; the unscaled scores r·s_j grow with d and their softmax
 * collapses onto key 0. */
#ifndef ATTN_CORE_SCALE_DEMO_H
#define ATTN_CORE_SCALE_DEMO_H

#define SCALE_DEMO_KEYS 5
#define SCALE_DEMO_MAX_D 256
#define SCALE_DEMO_WIDTHS 4

typedef struct scale_demo {
	int d;      /* d_head */
	int sqrt_d; /* √d, exact */
	int s[SCALE_DEMO_KEYS];             /* target scaled scores s_j */
	double q[SCALE_DEMO_MAX_D];         /* the query (d entries used) */
	double k[SCALE_DEMO_KEYS][SCALE_DEMO_MAX_D]; /* the keys */
	double raw[SCALE_DEMO_KEYS];        /* q·k_j */
	double scaled[SCALE_DEMO_KEYS];     /* q·k_j / √d */
	double p_unscaled[SCALE_DEMO_KEYS]; /* softmax(raw) */
	double p_scaled[SCALE_DEMO_KEYS];   /* softmax(scaled) */
} scale_demo;

/* The slider's positions: 4, 16, 64, 256. */
int scale_demo_width(int index);

/* Index of d among the slider's positions, or -1. */
int scale_demo_index(int d);

/* Build the query and keys of width d and compute every row above. Returns 0,
 * or -1 when d is not one of the slider's positions. */
int scale_demo_compute(scale_demo *sd, int d);

#endif
