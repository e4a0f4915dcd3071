/* The key table (see keys.h). Change keys here and only here; the man page
 * test fails until man/attnstep.1 lists every name. */
#include "render/keys.h"

#include <string.h>

const key_binding key_table[] = {
	{KEYC_RIGHT, "Right", ACT_NEXT, "next step (cursor right if a widget has focus)",
	 "下一步（控件有焦点时光标右移）"},
	{'l', "l", ACT_NEXT, NULL, NULL},
	{' ', "Space", ACT_NEXT, NULL, NULL},
	{KEYC_LEFT, "Left", ACT_PREV, "previous step (cursor left if a widget has focus)",
	 "上一步（控件有焦点时光标左移）"},
	{'h', "h", ACT_PREV, NULL, NULL},
	{KEYC_BACKSPACE, "Backspace", ACT_PREV, NULL, NULL},
	{KEYC_DOWN, "Down", ACT_DOWN, "scroll down (cursor down if a widget has focus)",
	 "向下滚动（控件有焦点时光标下移）"},
	{KEYC_UP, "Up", ACT_UP, "scroll up (cursor up if a widget has focus)",
	 "向上滚动（控件有焦点时光标上移）"},
	{KEYC_PGDN, "PgDn", ACT_PGDN, "scroll the text down by a page", "正文向下翻一页"},
	{KEYC_PGUP, "PgUp", ACT_PGUP, "scroll the text up by a page", "正文向上翻一页"},
	{KEYC_HOME, "Home", ACT_FIRST, "first step of the lesson", "本课第一步"},
	{KEYC_END, "End", ACT_LAST, "last step of the lesson", "本课最后一步"},
	{KEYC_TAB, "Tab", ACT_FOCUS, "move focus between the text and the widget",
	 "在正文和控件之间切换焦点"},
	{'m', "m", ACT_MASK, "causal mask on/off (everything is recomputed)",
	 "开关因果掩码（全部重新计算）"},
	{']', "]", ACT_SLIDER_UP,
	 "d_head slider: wider heads; live steps: the step's slider or pager forward",
	 "d_head 滑块：增大头维度；实时步骤：本步的滑块或翻页向后"},
	{'+', "+", ACT_SLIDER_UP, NULL, NULL},
	{'[', "[", ACT_SLIDER_DOWN,
	 "d_head slider: narrower heads; live steps: the step's slider or pager back",
	 "d_head 滑块：减小头维度；实时步骤：本步的滑块或翻页向前"},
	{'-', "-", ACT_SLIDER_DOWN, NULL, NULL},
	{KEYC_ENTER, "Enter", ACT_OPEN,
	 "open the selected lesson; live steps: run the prompt, open the selected head",
	 "打开选中的课；实时步骤：运行提示词，打开选中的头"},
	{'i', "i", ACT_INDEX, "back to the lesson index", "回到课程目录"},
	{'?', "?", ACT_HELP, "show every key (this screen)", "显示全部按键（本屏）"},
	{KEYC_ESC, "Esc", ACT_BACK,
	 "close help; give focus back to the text; cancel a running forward pass; stop a stream of new tokens",
	 "关闭帮助；焦点回到正文；取消正在运行的前向计算；停止连续生成"},
	{'<', "<", ACT_LAYER_PREV, "live steps: previous layer", "实时步骤：上一层"},
	{'>', ">", ACT_LAYER_NEXT, "live steps: next layer", "实时步骤：下一层"},
	{',', ",", ACT_HEAD_PREV, "live steps: previous head", "实时步骤：上一个头"},
	{'.', ".", ACT_HEAD_NEXT, "live steps: next head", "实时步骤：下一个头"},
	{'e', "e", ACT_EDIT,
	 "live run: edit the prompt (then every key types; Enter runs, Esc stops editing, Ctrl-U clears); the generation step goes back to it",
	 "实时运行：编辑提示词（之后每个键都是输入；Enter 运行，Esc 结束编辑，Ctrl-U 清空）；在生成这一步按它会回到那一步"},
	{'a', "a", ACT_ANSWER,
	 "answer the step's question (then every key types; Enter checks, Esc skips)",
	 "回答这一步的问题（之后每个键都是输入；Enter 核对，Esc 跳过）"},
	{'z', "z", ACT_ZOOM, "live steps: give the view the whole screen, and back",
	 "实时步骤：视图占满整个屏幕，再按一次恢复"},
	{'q', "q", ACT_QUIT, "quit", "退出"},
};

const int key_table_len = (int)(sizeof key_table / sizeof key_table[0]);

int key_action_for(int key)
{
	for (int i = 0; i < key_table_len; i++)
		if (key_table[i].key == key)
			return key_table[i].action;
	return ACT_NONE;
}

void key_help_each(const char *lang, void (*fn)(const char *names, const char *desc, void *arg),
		   void *arg)
{
	int zh = lang && strcmp(lang, "zh") == 0;
	for (int i = 0; i < key_table_len; i++) {
		if (!key_table[i].help_en)
			continue; /* listed with the first binding of its action */
		char names[96];
		size_t n = 0;
		names[0] = 0;
		for (int j = i; j < key_table_len; j++) {
			if (key_table[j].action != key_table[i].action)
				continue;
			int k = snprintf(names + n, sizeof names - n, "%s%s", n ? ", " : "",
					 key_table[j].name);
			if (k < 0 || (size_t)k >= sizeof names - n)
				break;
			n += (size_t)k;
		}
		fn(names, zh ? key_table[i].help_zh : key_table[i].help_en, arg);
	}
}

static void key_help_line(const char *names, const char *desc, void *arg)
{
	fprintf((FILE *)arg, "  %-22s %s\n", names, desc);
}

void key_help_write(FILE *f)
{
	key_help_each("en", key_help_line, f);
}
