/* The ramps' colours (render/palette.h) against independent numbers:
 * matplotlib's published viridis table (entries 0, 32, .., 224, 255 of
 * _viridis_data, typed in here as printed there), the xterm-256 palette as
 * xterm defines it, and CIE L* computed here from sRGB. */
#include <math.h>
#include <stddef.h>

#include "../core/check.h"
#include "render/palette.h"

/* viridis(k/8): matplotlib's _viridis_data[i] for i = min(255, 32k) */
static const double viridis_ref[9][3] = {
	{0.267004, 0.004874, 0.329415}, /* 0 */
	{0.278826, 0.175490, 0.483397}, /* 32 */
	{0.229739, 0.322361, 0.545706}, /* 64 */
	{0.172719, 0.448791, 0.557885}, /* 96 */
	{0.127568, 0.566949, 0.550556}, /* 128 */
	{0.157851, 0.683765, 0.501686}, /* 160 */
	{0.369214, 0.788888, 0.382914}, /* 192 */
	{0.678489, 0.863742, 0.189503}, /* 224 */
	{0.993248, 0.906157, 0.143936}, /* 255 */
};

/* CIE L* of an sRGB colour: linearise each channel, Y = 0.2126 R + 0.7152 G
 * + 0.0722 B, L* = 116 f(Y) − 16 with f(t) = t^(1/3) above (6/29)^3 */
static double lstar(int rgb)
{
	double c[3];
	for (int i = 0; i < 3; i++) {
		double v = ((rgb >> (16 - 8 * i)) & 0xff) / 255.0;
		c[i] = v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4);
	}
	double y = 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2];
	double f = y > 216.0 / 24389 ? cbrt(y) : (24389.0 / 27 * y + 16) / 116;
	return 116 * f - 16;
}

int main(void)
{
	CHECK(CV_HEAT_N == 9);
	for (int k = 0; k < CV_HEAT_N; k++) {
		int rgb = palette_heat_rgb(k);
		for (int ch = 0; ch < 3; ch++)
			CHECK_NEAR((rgb >> (16 - 8 * ch)) & 0xff, round(255 * viridis_ref[k][ch]), 0);
	}
	/* the ends and the middle as hex, as viridis is usually quoted */
	CHECK(palette_heat_rgb(0) == 0x440154);
	CHECK(palette_heat_rgb(4) == 0x21918c);
	CHECK(palette_heat_rgb(8) == 0xfde725);
	CHECK(palette_heat_rgb(-1) == -1 && palette_heat_rgb(CV_HEAT_N) == -1);

	/* lightness rises step by step, in 24-bit colour and in 256 colours */
	for (int k = 1; k < CV_HEAT_N; k++) {
		CHECK(lstar(palette_heat_rgb(k)) > lstar(palette_heat_rgb(k - 1)) + 5);
		CHECK(lstar(palette_xterm_rgb(palette_heat_256(k))) >
		      lstar(palette_xterm_rgb(palette_heat_256(k - 1))));
	}
	/* viridis' own lightness: about 15 at the dark end, 91 at the light */
	CHECK_NEAR(lstar(palette_heat_rgb(0)), 14.9, 0.5);
	CHECK_NEAR(lstar(palette_heat_rgb(8)), 90.9, 0.5);

	/* the xterm-256 palette: the cube's corners and the grey ramp's ends */
	CHECK(palette_xterm_rgb(16) == 0x000000);
	CHECK(palette_xterm_rgb(21) == 0x0000ff);
	CHECK(palette_xterm_rgb(226) == 0xffff00);
	CHECK(palette_xterm_rgb(231) == 0xffffff);
	CHECK(palette_xterm_rgb(53) == 0x5f005f);
	CHECK(palette_xterm_rgb(232) == 0x080808);
	CHECK(palette_xterm_rgb(244) == 0x808080);
	CHECK(palette_xterm_rgb(255) == 0xeeeeee);
	CHECK(palette_xterm_rgb(15) == -1 && palette_xterm_rgb(256) == -1);

	/* the diverging ramp: RdBu's ends, a blank middle */
	CHECK(palette_div_rgb(0) == 0xb2182b && palette_div_rgb(CV_DIV_N - 1) == 0x2166ac);
	CHECK(palette_div_rgb(CV_DIV_N / 2) == -1 && palette_div_256(CV_DIV_N / 2) == -1);

	/* numbers: white on the dark half of the heat ramp, black on the light */
	CHECK(palette_heat_light_text(0) && !palette_heat_light_text(CV_HEAT_N - 1));

	CHECK(palette_env_truecolor("truecolor"));
	CHECK(palette_env_truecolor("24bit"));
	CHECK(!palette_env_truecolor(NULL));
	CHECK(!palette_env_truecolor(""));
	CHECK(!palette_env_truecolor("256color"));
	CHECK(!palette_env_truecolor("truecolour"));
	return check_exit();
}
