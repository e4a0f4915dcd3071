/* Unicode data for the tokenizer, generated from the Unicode Character
 * Database by tools/gen_unicode_tables.py (src/tokenizer/unicode_tables.c).
 *
 * Lookups (binary search over sorted tables):
 *   uc_flags(cp)  L / M / N general-category classes and White_Space;
 *   uc_ccc(cp)    canonical combining class (0 for starters);
 *   uc_decomp_of  one level of canonical decomposition (apply recursively);
 *   uc_compose    the primary composite of a canonical pair, or 0;
 *   uc_nfc_maybe  NFC_Quick_Check is No or Maybe (text without such code
 *                 points is already NFC). */
#ifndef ATTN_TOKENIZER_UNICODE_TABLES_H
#define ATTN_TOKENIZER_UNICODE_TABLES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum {
	UC_L = 1,  /* Lu Ll Lt Lm Lo */
	UC_M = 2,  /* Mn Mc Me */
	UC_N = 4,  /* Nd Nl No */
	UC_WS = 8, /* White_Space (PropList.txt) */
};

typedef struct { uint32_t lo, hi; uint8_t flags; } uc_flag_range;
typedef struct { uint32_t lo, hi; uint8_t ccc; } uc_ccc_range;
typedef struct { uint32_t cp, a, b; } uc_decomp; /* b == 0: singleton */
typedef struct { uint32_t a, b, c; } uc_comp;
typedef struct { uint32_t lo, hi; } uc_range;

extern const char uc_version[]; /* Unicode version of the tables, "15.0.0" */
extern const uc_flag_range uc_flag_ranges[];
extern const size_t uc_flag_ranges_n;
extern const uc_ccc_range uc_ccc_ranges[];
extern const size_t uc_ccc_ranges_n;
extern const uc_decomp uc_decomps[];
extern const size_t uc_decomps_n;
extern const uc_comp uc_comps[];
extern const size_t uc_comps_n;
extern const uc_range uc_nfc_qc_ranges[];
extern const size_t uc_nfc_qc_ranges_n;

unsigned uc_flags(uint32_t cp);
unsigned uc_ccc(uint32_t cp);
/* Stores the one-level canonical decomposition of cp in out[0..n) and
 * returns n (1 or 2), or 0 when cp has none. Hangul is not in the table. */
int uc_decomp_of(uint32_t cp, uint32_t out[2]);
uint32_t uc_compose(uint32_t a, uint32_t b);
bool uc_nfc_maybe(uint32_t cp);

#endif
