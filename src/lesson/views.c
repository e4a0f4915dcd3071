#include "lesson/views.h"

#include <string.h>

/* Keep in step with the list in lessons/FORMAT.md. */
const struct lesson_view lesson_views[] = {
	{"none", VIEW_TEXT},
	/* the worked example */
	{"formula", VIEW_WORKED},
	{"qkv", VIEW_WORKED},
	{"scores", VIEW_WORKED},
	{"scale-slider", VIEW_WORKED},
	{"softmax", VIEW_WORKED},
	{"mix", VIEW_WORKED},
	{"residual", VIEW_WORKED},
	{"mask-toggle", VIEW_WORKED},
	{"mask-grid", VIEW_WORKED},
	{"worked-summary", VIEW_WORKED},
	/* the live model */
	{"intuition", VIEW_LIVE},
	{"embedding-rows", VIEW_LIVE},
	{"bank", VIEW_LIVE},
	{"projections", VIEW_LIVE},
	{"live-run", VIEW_LIVE},
	{"live-heatmap", VIEW_LIVE},
	{"fanout", VIEW_LIVE},
	{"model-view", VIEW_LIVE},
	{"head-report", VIEW_LIVE},
	{"gqa", VIEW_LIVE},
	{"hybrid-implicit", VIEW_LIVE},
	{"cost", VIEW_LIVE},
	{"head-replay", VIEW_LIVE},
	{"parallel-training", VIEW_LIVE},
	{NULL, VIEW_TEXT},
};

const struct lesson_view *lesson_view_find(const char *name)
{
	for (const struct lesson_view *v = lesson_views; v->name; v++)
		if (strcmp(v->name, name) == 0)
			return v;
	return NULL;
}

bool lesson_view_valid(const char *name)
{
	return lesson_view_find(name) != NULL;
}
