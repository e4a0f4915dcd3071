#include "lesson/views.h"

#include <string.h>

static lesson_view_lookup lookup;

void lesson_views_register(lesson_view_lookup fn)
{
	lookup = fn;
}

int lesson_view_kind(const char *name)
{
	if (!name)
		return -1;
	if (strcmp(name, "none") == 0)
		return VIEW_TEXT;
	return lookup ? lookup(name) : -1;
}

bool lesson_view_valid(const char *name)
{
	return lesson_view_kind(name) >= 0;
}
