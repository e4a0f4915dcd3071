/* Whole numbers from the command line, with one message style everywhere. */
#ifndef ATTN_UTIL_NUMBER_H
#define ATTN_UTIL_NUMBER_H

#include "util/error.h"

/* s as a decimal number in [lo, hi]; else -1 and "OPT: expected a whole
 * number from LO to HI, got 'S'". */
int parse_long_in(const char *opt, const char *s, long lo, long hi, long *out, errbuf *e);
int parse_int_in(const char *opt, const char *s, int lo, int hi, int *out, errbuf *e);

#endif
