/* The visualisations a lesson step may name with @view (lessons/FORMAT.md).
 * src/render draws each one; this table is the single list of valid names. */
#ifndef ATTN_LESSON_VIEWS_H
#define ATTN_LESSON_VIEWS_H

#include <stdbool.h>

enum lesson_view_kind {
	VIEW_TEXT,    /* "none": text only */
	VIEW_WORKED,  /* drawn from the worked example (src/core) */
	VIEW_LIVE,    /* needs the live model */
};

struct lesson_view {
	const char *name;
	enum lesson_view_kind kind;
};

/* The table, terminated by an entry with name NULL. */
extern const struct lesson_view lesson_views[];

/* The entry for name, or NULL if name is not a valid view. */
const struct lesson_view *lesson_view_find(const char *name);

bool lesson_view_valid(const char *name);

#endif
