#include "util/utf8.h"

/* A closed range of code points [lo, hi]. */
struct cp_range {
	uint32_t lo, hi;
};

/* Combining marks (Mn, Me) of the common scripts, zero-width format
 * characters and variation selectors. Sorted, non-overlapping. */
static const struct cp_range zero_width[] = {
	{0x0300, 0x036F}, {0x0483, 0x0489}, {0x0591, 0x05BD}, {0x05BF, 0x05BF},
	{0x05C1, 0x05C2}, {0x05C4, 0x05C5}, {0x05C7, 0x05C7}, {0x0610, 0x061A},
	{0x064B, 0x065F}, {0x0670, 0x0670}, {0x06D6, 0x06DC}, {0x06DF, 0x06E4},
	{0x06E7, 0x06E8}, {0x06EA, 0x06ED}, {0x0711, 0x0711}, {0x0730, 0x074A},
	{0x07A6, 0x07B0}, {0x0900, 0x0902}, {0x093A, 0x093A}, {0x093C, 0x093C},
	{0x0941, 0x0948}, {0x094D, 0x094D}, {0x0951, 0x0957}, {0x0962, 0x0963},
	{0x0E31, 0x0E31}, {0x0E34, 0x0E3A}, {0x0E47, 0x0E4E}, {0x1160, 0x11FF},
	{0x1AB0, 0x1AFF}, {0x1DC0, 0x1DFF}, {0x200B, 0x200F}, {0x202A, 0x202E},
	{0x2060, 0x2064}, {0x20D0, 0x20FF}, {0x302A, 0x302D}, {0x3099, 0x309A},
	{0xFE00, 0xFE0F}, {0xFE20, 0xFE2F}, {0xFEFF, 0xFEFF}, {0x1D167, 0x1D169},
	{0xE0001, 0xE0001}, {0xE0020, 0xE007F}, {0xE0100, 0xE01EF},
};

/* East Asian Wide (W) and Fullwidth (F) blocks, simplified to whole blocks
 * where the block is (almost) entirely wide. Sorted, non-overlapping. */
static const struct cp_range wide[] = {
	{0x1100, 0x115F},   /* Hangul Jamo leading consonants */
	{0x231A, 0x231B}, {0x2329, 0x232A}, {0x23E9, 0x23EC}, {0x23F0, 0x23F0},
	{0x23F3, 0x23F3}, {0x25FD, 0x25FE}, {0x2614, 0x2615}, {0x2648, 0x2653},
	{0x267F, 0x267F}, {0x2693, 0x2693}, {0x26A1, 0x26A1}, {0x26AA, 0x26AB},
	{0x26BD, 0x26BE}, {0x26C4, 0x26C5}, {0x26CE, 0x26CE}, {0x26D4, 0x26D4},
	{0x26EA, 0x26EA}, {0x26F2, 0x26F3}, {0x26F5, 0x26F5}, {0x26FA, 0x26FA},
	{0x26FD, 0x26FD}, {0x2705, 0x2705}, {0x270A, 0x270B}, {0x2728, 0x2728},
	{0x274C, 0x274C}, {0x274E, 0x274E}, {0x2753, 0x2755}, {0x2757, 0x2757},
	{0x2795, 0x2797}, {0x27B0, 0x27B0}, {0x27BF, 0x27BF}, {0x2B1B, 0x2B1C},
	{0x2B50, 0x2B50}, {0x2B55, 0x2B55},
	{0x2E80, 0x303E},   /* CJK radicals, Kangxi, ideographic punctuation */
	{0x3041, 0x33FF},   /* kana, bopomofo, Hangul compat, CJK compat */
	{0x3400, 0x4DBF},   /* CJK extension A */
	{0x4E00, 0x9FFF},   /* CJK unified ideographs */
	{0xA000, 0xA4CF},   /* Yi */
	{0xA960, 0xA97F},   /* Hangul Jamo extended A */
	{0xAC00, 0xD7A3},   /* Hangul syllables */
	{0xF900, 0xFAFF},   /* CJK compatibility ideographs */
	{0xFE10, 0xFE19},   /* vertical forms */
	{0xFE30, 0xFE6F},   /* CJK compatibility forms, small form variants */
	{0xFF00, 0xFF60},   /* fullwidth ASCII variants */
	{0xFFE0, 0xFFE6},   /* fullwidth signs */
	{0x16FE0, 0x16FE4}, {0x17000, 0x18CFF}, {0x1B000, 0x1B2FF},
	{0x1F004, 0x1F004}, {0x1F0CF, 0x1F0CF}, {0x1F18E, 0x1F18E},
	{0x1F191, 0x1F19A}, {0x1F200, 0x1F202}, {0x1F210, 0x1F23B},
	{0x1F300, 0x1F320}, {0x1F32D, 0x1F335}, {0x1F337, 0x1F37C},
	{0x1F37E, 0x1F393}, {0x1F3A0, 0x1F3CA}, {0x1F3CF, 0x1F3D3},
	{0x1F3E0, 0x1F3F0}, {0x1F3F4, 0x1F3F4}, {0x1F3F8, 0x1F43E},
	{0x1F440, 0x1F440}, {0x1F442, 0x1F4FC}, {0x1F4FF, 0x1F53D},
	{0x1F54B, 0x1F54E}, {0x1F550, 0x1F567}, {0x1F57A, 0x1F57A},
	{0x1F595, 0x1F596}, {0x1F5A4, 0x1F5A4}, {0x1F5FB, 0x1F64F},
	{0x1F680, 0x1F6C5}, {0x1F6CC, 0x1F6CC}, {0x1F6D0, 0x1F6D2},
	{0x1F6D5, 0x1F6D7}, {0x1F6EB, 0x1F6EC}, {0x1F6F4, 0x1F6FC},
	{0x1F7E0, 0x1F7EB}, {0x1F90C, 0x1F93A}, {0x1F93C, 0x1F945},
	{0x1F947, 0x1F9FF}, {0x1FA70, 0x1FAFF},
	{0x20000, 0x2FFFD}, /* CJK extensions B.. */
	{0x30000, 0x3FFFD}, /* CJK extension G.. */
};

static bool in_table(uint32_t cp, const struct cp_range *t, size_t n)
{
	/* Binary search over sorted ranges. */
	size_t lo = 0, hi = n;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (cp < t[mid].lo)
			hi = mid;
		else if (cp > t[mid].hi)
			lo = mid + 1;
		else
			return true;
	}
	return false;
}

static bool table_ok(const struct cp_range *t, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (t[i].lo > t[i].hi || (i > 0 && t[i - 1].hi >= t[i].lo))
			return false;
	return true;
}

bool utf8_tables_ok(void)
{
	return table_ok(wide, sizeof wide / sizeof wide[0]) &&
	       table_ok(zero_width, sizeof zero_width / sizeof zero_width[0]);
}

bool utf8_is_wide(uint32_t cp)
{
	return cp >= 0x1100 && in_table(cp, wide, sizeof wide / sizeof wide[0]);
}

bool utf8_is_zero_width(uint32_t cp)
{
	return cp >= 0x0300 &&
	       in_table(cp, zero_width, sizeof zero_width / sizeof zero_width[0]);
}

int utf8_cp_width(uint32_t cp)
{
	if (cp < 0x20 || (cp >= 0x7F && cp < 0xA0))
		return 0; /* C0/C1 control characters */
	if (cp < 0x300)
		return 1;
	if (utf8_is_zero_width(cp))
		return 0;
	return utf8_is_wide(cp) ? 2 : 1;
}

int utf8_decode(const char *s, size_t len, uint32_t *cp)
{
	const unsigned char *u = (const unsigned char *)s;
	uint32_t c, min;
	int n;

	*cp = 0xFFFD;
	if (len == 0)
		return -1;
	if (u[0] < 0x80) {
		*cp = u[0];
		return 1;
	}
	/* Lead byte: 110xxxxx (2), 1110xxxx (3), 11110xxx (4). 0xC0/0xC1 can
	 * only start overlong forms and 0xF5.. would exceed U+10FFFF; both are
	 * caught by the minimum / maximum checks below. */
	if ((u[0] & 0xE0) == 0xC0) {
		n = 2; c = u[0] & 0x1F; min = 0x80;
	} else if ((u[0] & 0xF0) == 0xE0) {
		n = 3; c = u[0] & 0x0F; min = 0x800;
	} else if ((u[0] & 0xF8) == 0xF0) {
		n = 4; c = u[0] & 0x07; min = 0x10000;
	} else {
		return -1;
	}
	if ((size_t)n > len)
		return -1;
	for (int i = 1; i < n; i++) {
		if ((u[i] & 0xC0) != 0x80)
			return -1;
		c = (c << 6) | (u[i] & 0x3F);
	}
	if (c < min || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF))
		return -1;
	*cp = c;
	return n;
}

int utf8_encode(uint32_t cp, char out[4])
{
	if (cp < 0x80) {
		out[0] = (char)cp;
		return 1;
	}
	if (cp < 0x800) {
		out[0] = (char)(0xC0 | (cp >> 6));
		out[1] = (char)(0x80 | (cp & 0x3F));
		return 2;
	}
	if (cp >= 0xD800 && cp <= 0xDFFF)
		return 0;
	if (cp < 0x10000) {
		out[0] = (char)(0xE0 | (cp >> 12));
		out[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
		out[2] = (char)(0x80 | (cp & 0x3F));
		return 3;
	}
	if (cp <= 0x10FFFF) {
		out[0] = (char)(0xF0 | (cp >> 18));
		out[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
		out[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
		out[3] = (char)(0x80 | (cp & 0x3F));
		return 4;
	}
	return 0;
}

bool utf8_valid(const char *s, size_t len, size_t *bad)
{
	size_t i = 0;
	uint32_t cp;
	while (i < len) {
		int n = utf8_decode(s + i, len - i, &cp);
		if (n < 0) {
			if (bad)
				*bad = i;
			return false;
		}
		i += (size_t)n;
	}
	return true;
}

int utf8_width_n(const char *s, size_t len)
{
	size_t i = 0;
	int w = 0;
	uint32_t cp;
	while (i < len) {
		int n = utf8_decode(s + i, len - i, &cp);
		if (n < 0) {
			w += 1; /* drawn as one replacement character */
			i += 1;
			continue;
		}
		w += utf8_cp_width(cp);
		i += (size_t)n;
	}
	return w;
}

int utf8_width(const char *s)
{
	size_t len = 0;
	while (s[len])
		len++;
	return utf8_width_n(s, len);
}

size_t utf8_prefix_for_width(const char *s, size_t len, int max_cols, int *cols)
{
	size_t i = 0;
	int w = 0;
	uint32_t cp;
	while (i < len) {
		int n = utf8_decode(s + i, len - i, &cp);
		int cw = n < 0 ? 1 : utf8_cp_width(cp);
		if (n < 0)
			n = 1;
		if (w + cw > max_cols)
			break;
		w += cw;
		i += (size_t)n;
	}
	if (cols)
		*cols = w;
	return i;
}
