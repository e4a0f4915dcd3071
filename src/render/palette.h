/* The colours of the heat and diverging ramps as numbers, apart from curses
 * (src/tui turns them into colour pairs), so that a unit test can check
 * them against the published colour maps.
 *
 * The heat ramp (softmax weights, 0 .. 1) is viridis, a perceptual ramp:
 * its lightness rises evenly from dark purple to yellow and it reads for
 * the common colour blindnesses. Step k of the CV_HEAT_N steps is
 * viridis(k / (CV_HEAT_N - 1)) as 8-bit RGB, for terminals with 24-bit
 * colour; palette_heat_256 gives an xterm-256 entry near it, chosen so
 * that lightness still rises step by step. The diverging ramp (signed
 * values, strong negative .. strong positive) is ColorBrewer's RdBu with
 * the middle left blank (-1). */
#ifndef ATTN_RENDER_PALETTE_H
#define ATTN_RENDER_PALETTE_H

#include <stdbool.h>

#include "render/canvas.h"

/* 0xRRGGBB of heat step k (0 .. CV_HEAT_N-1), or -1 out of range. */
int palette_heat_rgb(int k);
/* The xterm-256 palette index of heat step k, or -1. */
int palette_heat_256(int k);
/* 0xRRGGBB of diverging step k (0 .. CV_DIV_N-1); -1: the blank middle or
 * out of range. */
int palette_div_rgb(int k);
/* The xterm-256 palette index of diverging step k; -1: the blank middle. */
int palette_div_256(int k);
/* Should the number on a ramp cell be white (true) or black? (white on the
 * dark half of the heat ramp and the two strong ends of the diverging one) */
bool palette_heat_light_text(int k);
bool palette_div_light_text(int k);

/* 0xRRGGBB of an xterm-256 palette entry 16 .. 255 (the 6×6×6 cube and
 * the grey ramp, the same on every xterm-like terminal), or -1 for the 16
 * system colours, whose values each terminal chooses. */
int palette_xterm_rgb(int idx);

/* Does the environment say the terminal takes 24-bit colour? COLORTERM
 * (the value passed in) is "truecolor" or "24bit", as terminals set it. */
bool palette_env_truecolor(const char *colorterm);

#endif
