/* `make fuzz` only: src/kernels/kernels_x86.c compiled as on a machine that is
 * not x86, so that only the portable kernels are built. clang 14 rejects
 * __builtin_cpu_supports("f16c"), which the x86 branch calls. The system
 * headers are read first, while __x86_64__ is still defined (glibc picks its
 * headers by it). The x86 rows are then never available and have no vector
 * helpers, so the dispatch never picks them. */
#include <math.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "kernels/kernels.h"
#include "util/error.h"

#undef __x86_64__
#undef __i386__
#include "kernels/kernels_x86.c"
