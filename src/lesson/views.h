/* The visualisations a lesson step may name with @view (lessons/FORMAT.md).
 * The names are not listed here: the application's view table registers
 * them (src/app/viewtab.c, app_views_register) before lessons are loaded,
 * and the parser asks through this interface, so a new view is named in
 * one place. */
#ifndef ATTN_LESSON_VIEWS_H
#define ATTN_LESSON_VIEWS_H

#include <stdbool.h>

enum lesson_view_kind {
	VIEW_TEXT,    /* "none": text only */
	VIEW_WORKED,  /* drawn from the worked example (src/core) */
	VIEW_LIVE,    /* needs the live model */
};

/* The kind of view name (enum lesson_view_kind), or -1 when there is no
 * such view. */
typedef int (*lesson_view_lookup)(const char *name);

/* Register the lookup (the last call wins). Until one is registered only
 * "none" is valid. */
void lesson_views_register(lesson_view_lookup fn);

/* The kind of view name, or -1 when it is not a valid view. */
int lesson_view_kind(const char *name);

bool lesson_view_valid(const char *name);

#endif
