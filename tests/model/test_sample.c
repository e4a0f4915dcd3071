/* The sampler against small cases worked out by hand (the expected values
 * are the formulas written out here, e^2/(e^2+e^1) and so on):
 *   - splitmix64's published first outputs from state 0;
 *   - softmax at temperatures 1 and 2; top-k; top-p below, between and above
 *     the cumulative sums; top-k then top-p (the order matters); ties;
 *   - greedy = the argmax of the logits, using no random numbers;
 *   - the same seed gives the same tokens, another seed other tokens;
 *   - the draw frequencies match the probabilities;
 *   - top-p over a large vocabulary (the threshold shortcut) against sorting
 *     everything;
 *   - bad parameters are named. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/sample.h"

static int failures;

#define CHECK(cond, ...) do { if (!(cond)) { failures++; \
	fprintf(stderr, "FAIL %s:%d: ", __FILE__, __LINE__); \
	fprintf(stderr, __VA_ARGS__); fputc('\n', stderr); } } while (0)

#define NEAR(a, b) (fabs((double)(a) - (double)(b)) <= 1e-6)

static int dist(const sample_params *p, const float *l, int V, float *probs)
{
	sampler s;
	sampler_init(&s, p);
	int n = sampler_dist(&s, l, V, probs);
	sampler_free(&s);
	return n;
}

static void test_splitmix(void)
{
	uint64_t st = 0;
	CHECK(splitmix64(&st) == 0xE220A8397B1DCDAFull, "splitmix64 first output");
	CHECK(splitmix64(&st) == 0x6E789E6AA1B965F4ull, "splitmix64 second output");
	CHECK(splitmix64(&st) == 0x06C45D188009454Full, "splitmix64 third output");
	st = 12345;
	for (int i = 0; i < 1000; i++) {
		double u = uniform01(&st);
		CHECK(u >= 0 && u < 1, "uniform01 out of [0, 1): %g", u);
	}
}

static void test_filters(void)
{
	const float l[4] = { 2, 1, 0, -1 };
	const double e2 = exp(2), e1 = exp(1), e0 = 1, em = exp(-1);
	const double z = e2 + e1 + e0 + em;
	float p[4];
	sample_params sp;

	/* temperature 1: softmax; greedy reports the same distribution */
	sample_params_init(&sp);
	sp.temperature = 1;
	CHECK(dist(&sp, l, 4, p) == 4, "no filter keeps all");
	CHECK(NEAR(p[0], e2 / z) && NEAR(p[1], e1 / z) && NEAR(p[2], e0 / z) && NEAR(p[3], em / z),
		"softmax: %g %g %g %g", p[0], p[1], p[2], p[3]);
	sp.temperature = 0;
	CHECK(dist(&sp, l, 4, p) == 4 && NEAR(p[0], e2 / z), "greedy's distribution is at τ = 1");

	/* temperature 2: softmax(l / 2) = e^{1}, e^{1/2}, e^0, e^{-1/2} normalised */
	sp.temperature = 2;
	dist(&sp, l, 4, p);
	double z2 = exp(1) + exp(0.5) + 1 + exp(-0.5);
	CHECK(NEAR(p[0], exp(1) / z2) && NEAR(p[3], exp(-0.5) / z2), "temperature 2: %g %g", p[0], p[3]);

	/* top-k 2: e^2 and e^1, renormalised */
	sp.temperature = 1;
	sp.top_k = 2;
	CHECK(dist(&sp, l, 4, p) == 2, "top-k 2 keeps 2");
	CHECK(NEAR(p[0], e2 / (e2 + e1)) && NEAR(p[1], e1 / (e2 + e1)) && p[2] == 0 && p[3] == 0,
		"top-k 2: %g %g %g %g", p[0], p[1], p[2], p[3]);
	sp.top_k = 4;
	CHECK(dist(&sp, l, 4, p) == 4, "top-k = V keeps all");

	/* top-p: cumulative sums 0.6439, 0.8808, 0.9679, 1 */
	sp.top_k = 0;
	sp.top_p = 0.6;
	CHECK(dist(&sp, l, 4, p) == 1 && p[0] == 1, "top-p 0.6 keeps the first only");
	sp.top_p = 0.7;
	CHECK(dist(&sp, l, 4, p) == 2 && NEAR(p[0], e2 / (e2 + e1)), "top-p 0.7 keeps two");
	sp.top_p = 0.9;
	CHECK(dist(&sp, l, 4, p) == 3 && NEAR(p[2], e0 / (e2 + e1 + e0)) && p[3] == 0,
		"top-p 0.9 keeps three: %g %g %g %g", p[0], p[1], p[2], p[3]);
	sp.top_p = 1;
	CHECK(dist(&sp, l, 4, p) == 4, "top-p 1 keeps all");

	/* top-k 3 first: renormalised e2, e1, e0 have sums 0.6652, 0.9099 ≥ 0.9:
	 * two kept (top-p alone kept three) */
	sp.top_k = 3;
	sp.top_p = 0.9;
	CHECK(dist(&sp, l, 4, p) == 2 && NEAR(p[1], e1 / (e2 + e1)), "top-k 3 then top-p 0.9");

	/* ties go to the lower id */
	const float t[3] = { 1, 1, 0 };
	sample_params_init(&sp);
	sp.temperature = 1;
	sp.top_k = 1;
	CHECK(dist(&sp, t, 3, p) == 1 && p[0] == 1 && p[1] == 0, "tie: top-k 1 keeps id 0");
	sampler s;
	sample_params_init(&sp);
	sampler_init(&s, &sp);
	sampler_dist(&s, t, 3, p);
	CHECK(sampler_pick(&s, p, 3) == 0, "tie: greedy takes id 0");
	sampler_free(&s);

	int ids[4];
	float pr[4];
	const float q[5] = { 0.1f, 0, 0.5f, 0.1f, 0.3f };
	int n = sample_top(q, 5, 4, ids, pr);
	CHECK(n == 4 && ids[0] == 2 && ids[1] == 4 && ids[2] == 0 && ids[3] == 3 && pr[1] == 0.3f,
		"sample_top order %d %d %d %d", ids[0], ids[1], ids[2], ids[3]);
	CHECK(sample_top(q, 5, 10, ids, pr) == 4, "sample_top leaves zeros out");
}

static void test_greedy_and_seed(void)
{
	enum { V = 1000 };
	static float l[V], p[V];
	uint64_t st = 99;
	for (int i = 0; i < V; i++)
		l[i] = (float)(uniform01(&st) * 8 - 4);
	int am = 0;
	for (int i = 1; i < V; i++)
		if (l[i] > l[am])
			am = i;
	sample_params sp;
	sample_params_init(&sp);
	sp.seed = 5;
	sampler s;
	sampler_init(&s, &sp);
	for (int r = 0; r < 3; r++) {
		sampler_dist(&s, l, V, p);
		CHECK(sampler_pick(&s, p, V) == am, "greedy != argmax");
	}
	uint64_t fresh = 5;
	CHECK(s.rng == fresh, "greedy used random numbers");
	sampler_free(&s);

	/* same seed, same tokens; another seed, other tokens */
	int a[200], b[200], c[200];
	for (int run = 0; run < 3; run++) {
		sample_params_init(&sp);
		sp.temperature = 1.5;
		sp.top_k = 50;
		sp.top_p = 0.95;
		sp.seed = run == 2 ? 8 : 7;
		sampler_init(&s, &sp);
		int *out = run == 0 ? a : run == 1 ? b : c;
		for (int i = 0; i < 200; i++) {
			l[i % V] += 0.01f; /* the logits move between draws, as in generation */
			sampler_dist(&s, l, V, p);
			out[i] = sampler_pick(&s, p, V);
			CHECK(p[out[i]] > 0, "drew a dropped token");
		}
		sampler_free(&s);
		for (int i = 0; i < 200; i++)
			l[i % V] -= 0.01f;
	}
	CHECK(memcmp(a, b, sizeof a) == 0, "same seed, different tokens");
	CHECK(memcmp(a, c, sizeof a) != 0, "another seed, the same 200 tokens");
}

static void test_frequencies(void)
{
	const float l[3] = { logf(0.5f), logf(0.3f), logf(0.2f) };
	float p[3];
	sample_params sp;
	sample_params_init(&sp);
	sp.temperature = 1;
	sp.seed = 2024;
	sampler s;
	sampler_init(&s, &sp);
	sampler_dist(&s, l, 3, p);
	int count[3] = { 0 };
	enum { N = 200000 };
	for (int i = 0; i < N; i++)
		count[sampler_pick(&s, p, 3)]++;
	sampler_free(&s);
	/* binomial σ = sqrt(0.25/N) ≈ 0.0011: allow 5σ */
	CHECK(fabs(count[0] / (double)N - 0.5) < 0.0056 && fabs(count[1] / (double)N - 0.3) < 0.0056 &&
		fabs(count[2] / (double)N - 0.2) < 0.0056, "frequencies %d %d %d", count[0], count[1], count[2]);
}

static int cmp_desc(const void *x, const void *y)
{
	double a = *(const double *)x, b = *(const double *)y;
	return a > b ? -1 : a < b ? 1 : 0;
}

/* top-p over many tokens: the kept count against sorting every probability */
static void test_large_top_p(void)
{
	enum { V = 5000 };
	static float l[V], p[V];
	static double sorted[V];
	uint64_t st = 1;
	for (int i = 0; i < V; i++)
		l[i] = (float)(uniform01(&st) * 6);
	const double ps[] = { 0.1, 0.5, 0.9, 0.99 };
	for (size_t k = 0; k < sizeof ps / sizeof ps[0]; k++) {
		double z = 0, mx = 0;
		for (int i = 0; i < V; i++)
			mx = fmax(mx, l[i]);
		for (int i = 0; i < V; i++)
			z += sorted[i] = exp(l[i] - mx);
		qsort(sorted, V, sizeof *sorted, cmp_desc);
		int want = 0;
		double cum = 0;
		while (want < V && cum < ps[k] * z)
			cum += sorted[want++];
		sample_params sp;
		sample_params_init(&sp);
		sp.temperature = 1;
		sp.top_p = ps[k];
		int n = dist(&sp, l, V, p);
		int nonzero = 0;
		double sum = 0;
		for (int i = 0; i < V; i++) {
			nonzero += p[i] > 0;
			sum += p[i];
		}
		CHECK(n == want && nonzero == want && fabs(sum - 1) < 1e-5,
			"top-p %g over %d tokens: kept %d (%d nonzero), sorting says %d", ps[k], V, n,
			nonzero, want);
	}
}

static void test_check(void)
{
	sample_params sp;
	sample_params_init(&sp);
	CHECK(sample_params_check(&sp) == NULL, "defaults rejected");
	sp.temperature = -0.5;
	CHECK(sample_params_check(&sp) && strstr(sample_params_check(&sp), "temperature"), "τ < 0");
	sp.temperature = NAN;
	CHECK(sample_params_check(&sp) != NULL, "τ NaN");
	sp.temperature = INFINITY;
	CHECK(sample_params_check(&sp) != NULL, "τ inf");
	sample_params_init(&sp);
	sp.top_p = 0;
	CHECK(sample_params_check(&sp) && strstr(sample_params_check(&sp), "top-p"), "top-p 0");
	sp.top_p = 1.5;
	CHECK(sample_params_check(&sp) != NULL, "top-p 1.5");
	sp.top_p = NAN;
	CHECK(sample_params_check(&sp) != NULL, "top-p NaN");
	sample_params_init(&sp);
	sp.top_k = -1;
	CHECK(sample_params_check(&sp) && strstr(sample_params_check(&sp), "top-k"), "top-k -1");
}

int main(void)
{
	test_splitmix();
	test_filters();
	test_greedy_and_seed();
	test_frequencies();
	test_large_top_p();
	test_check();
	if (failures)
		fprintf(stderr, "%d failures\n", failures);
	else
		printf("sampler: all cases pass\n");
	return failures ? 1 : 0;
}
