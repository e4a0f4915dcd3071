/* Keys of the live steps (src/tui/live_keys.c): the prompt editor, layer
 * and head selectors, cell cursor, pagers and sorting, Esc to cancel. The
 * state they change lives in src/render/views_live.h. */
#ifndef ATTN_TUI_LIVE_KEYS_H
#define ATTN_TUI_LIVE_KEYS_H

#include <stdbool.h>

#include "lesson/facts.h"
#include "render/options.h"
#include "render/views.h"

/* Before the main loop: passes run on the worker thread; the prediction is
 * animated unless --no-motion or no colour. */
void live_tui_begin(const ui_options *o);

/* After the main loop: cancel a running pass, free the session. */
void live_tui_end(void);

/* Handle key on a step whose view is `view`. Returns true when the key was
 * used (the TUI then does nothing else with it). */
bool live_tui_key(view_state *vs, const char *view, int key);

/* A mouse click on the widget cell (row, col) recorded by a live view
 * (heatmap cell, fan-out row, thumbnail, head-report row). Returns true
 * when view is a live view (the click was used). */
bool live_tui_click(view_state *vs, const char *view, int row, int col);

/* The timeout for the next key read in ms: -1 (block) unless a pass is
 * running or the prediction is being animated. */
int live_tui_timeout_ms(void);

/* Model facts for the lesson placeholders (NULL when no model opens). */
const model_facts *live_tui_facts(void);

#endif
