/* The app's input path (see app_input in app.h): decoded keys go to
 * app_key; pasted text goes to the open line, or nowhere. */
#include <stdio.h>

#include "app/app.h"

static void deliver(app *a, const input_event *ev, int n)
{
	for (int k = 0; k < n; k++) {
		if (ev[k].kind == IN_KEY) {
			app_key(a, ev[k].key);
		} else if (app_text_open(a)) {
			app_key(a, ev[k].key); /* printable: both lines insert it */
		} else {
			a->note[0] = 0;
			snprintf(a->note, sizeof a->note, "%s",
				 a->lang && a->lang[0] == 'z'
					 ? "粘贴的文字只进入提示词编辑器（按 e 编辑）"
					 : "a paste goes only into the prompt editor (press e to edit)");
		}
	}
}

void app_input(app *a, int c)
{
	input_event ev[INPUT_EVENTS_MAX];
	deliver(a, ev, key_input_feed(&a->in, c, ev));
}

void app_input_idle(app *a, bool end_paste)
{
	input_event ev[INPUT_EVENTS_MAX];
	deliver(a, ev, key_input_idle(&a->in, end_paste, ev));
}
