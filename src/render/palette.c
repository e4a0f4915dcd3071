/* The ramps' colours (palette.h). */
#include "render/palette.h"

#include <stdbool.h>
#include <string.h>

/* viridis at k/8, k = 0 .. 8: entries 0, 32, 64, 96, 128, 160, 192, 224
 * and 255 of its 256-entry table, each channel round(255·c) */
static const int heat_rgb[CV_HEAT_N] = {0x440154, 0x472d7b, 0x3b528b, 0x2c728e, 0x21918c,
					0x28ae80, 0x5ec962, 0xaddc30, 0xfde725};
/* nearest palette entries by CIE L*a*b* distance, kept in rising
 * lightness (L* 21 28 40 52 64 77 81 87 97) */
static const short heat256[CV_HEAT_N] = {53, 55, 25, 31, 36, 77, 148, 220, 226};
static const int div_rgb[CV_DIV_N] = {0xb2182b, 0xef8a62, 0xfddbc7, -1, 0xd1e5f0, 0x67a9cf, 0x2166ac};
static const short div256[CV_DIV_N] = {88, 209, 224, -1, 153, 74, 25};

int palette_heat_rgb(int k)
{
	return k >= 0 && k < CV_HEAT_N ? heat_rgb[k] : -1;
}

int palette_heat_256(int k)
{
	return k >= 0 && k < CV_HEAT_N ? heat256[k] : -1;
}

int palette_div_rgb(int k)
{
	return k >= 0 && k < CV_DIV_N ? div_rgb[k] : -1;
}

int palette_div_256(int k)
{
	return k >= 0 && k < CV_DIV_N ? div256[k] : -1;
}

bool palette_heat_light_text(int k)
{
	return k < CV_HEAT_N / 2;
}

bool palette_div_light_text(int k)
{
	return k == 0 || k == CV_DIV_N - 1;
}

int palette_xterm_rgb(int idx)
{
	if (idx < 16 || idx > 255)
		return -1;
	if (idx >= 232) {
		int g = 8 + 10 * (idx - 232); /* the grey ramp: 8, 18, .. 238 */
		return g << 16 | g << 8 | g;
	}
	/* the cube: idx = 16 + 36r + 6g + b, each level 0 or 55 + 40·level */
	static const int lv[6] = {0, 95, 135, 175, 215, 255};
	int i = idx - 16;
	return lv[i / 36] << 16 | lv[i / 6 % 6] << 8 | lv[i % 6];
}

bool palette_env_truecolor(const char *colorterm)
{
	return colorterm && (strcmp(colorterm, "truecolor") == 0 || strcmp(colorterm, "24bit") == 0);
}
