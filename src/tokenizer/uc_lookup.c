/* Lookups into the generated Unicode tables (unicode_tables.c). Every table
 * is sorted by code point, so each lookup is a binary search; ASCII, the
 * common case, takes a short path for the category flags. */
#include "tokenizer/unicode_tables.h"

/* ASCII flags by hand: letters L, digits N, \t \n \v \f \r and space WS. */
static unsigned ascii_flags(uint32_t cp)
{
	if ((cp | 0x20) >= 'a' && (cp | 0x20) <= 'z')
		return UC_L;
	if (cp >= '0' && cp <= '9')
		return UC_N;
	if (cp == ' ' || (cp >= 0x09 && cp <= 0x0D))
		return UC_WS;
	return 0;
}

unsigned uc_flags(uint32_t cp)
{
	if (cp < 0x80)
		return ascii_flags(cp);
	size_t lo = 0, hi = uc_flag_ranges_n;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (cp < uc_flag_ranges[mid].lo)
			hi = mid;
		else if (cp > uc_flag_ranges[mid].hi)
			lo = mid + 1;
		else
			return uc_flag_ranges[mid].flags;
	}
	return 0;
}

unsigned uc_ccc(uint32_t cp)
{
	if (cp < 0x300)
		return 0;
	size_t lo = 0, hi = uc_ccc_ranges_n;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (cp < uc_ccc_ranges[mid].lo)
			hi = mid;
		else if (cp > uc_ccc_ranges[mid].hi)
			lo = mid + 1;
		else
			return uc_ccc_ranges[mid].ccc;
	}
	return 0;
}

int uc_decomp_of(uint32_t cp, uint32_t out[2])
{
	size_t lo = 0, hi = uc_decomps_n;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (cp < uc_decomps[mid].cp)
			hi = mid;
		else if (cp > uc_decomps[mid].cp)
			lo = mid + 1;
		else {
			out[0] = uc_decomps[mid].a;
			out[1] = uc_decomps[mid].b;
			return uc_decomps[mid].b ? 2 : 1;
		}
	}
	return 0;
}

uint32_t uc_compose(uint32_t a, uint32_t b)
{
	size_t lo = 0, hi = uc_comps_n;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		const uc_comp *c = &uc_comps[mid];
		if (a < c->a || (a == c->a && b < c->b))
			hi = mid;
		else if (a > c->a || b > c->b)
			lo = mid + 1;
		else
			return c->c;
	}
	return 0;
}

bool uc_nfc_maybe(uint32_t cp)
{
	if (cp < 0x300)
		return false;
	size_t lo = 0, hi = uc_nfc_qc_ranges_n;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (cp < uc_nfc_qc_ranges[mid].lo)
			hi = mid;
		else if (cp > uc_nfc_qc_ranges[mid].hi)
			lo = mid + 1;
		else
			return true;
	}
	return false;
}
