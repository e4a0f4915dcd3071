/* The view table (see viewtab.h): the one list of @view names.
 *
 * A row: name, kind, draw function (src/render), flags, key hook, click
 * hook, enter hook, before-draw hook, and the view's own keys for its
 * footer. To add a
 * view (a generation view, a question widget, ...): a draw function in
 * src/render, a row here, and key/click/prepare functions in a
 * viewkeys_*.c file of src/app when it needs them. */
#include "app/viewtab.h"

#include <stdio.h>
#include <string.h>

#include "lesson/views.h"
#include "render/keys.h"

static const view_key cell_keys[] = {
	{"Tab", "focus the matrix", "聚焦矩阵"},
	{NULL, NULL, NULL},
};

static const view_key cell_zoom_keys[] = {
	{"Tab", "focus the matrix", "聚焦矩阵"},
	{"z", "zoom", "放大"},
	{NULL, NULL, NULL},
};

static const view_key slider_keys[] = {
	{"[ ]", "d_head slider", "d_head 滑块"},
	{NULL, NULL, NULL},
};

static const view_key block_keys[] = {
	{"[ ]", "block size", "块大小"},
	{NULL, NULL, NULL},
};

static const view_key layer_keys[] = {
	{"< >", "layer", "层"},
	{", .", "head", "头"},
	{"Tab", "cursor", "光标"},
	{"z", "zoom", "放大"},
	{NULL, NULL, NULL},
};

/* the views that pick a head: x ablates it (causal_ui.h); the footer has
 * no room for it, the help lists it */
static const view_key ablate_keys_help[] = {
	{"x", "ablate the chosen head (its output set to 0) or restore it; the prediction before -> after shows below",
	 "消融选中的头（输出置零）或恢复它；下方显示预测的之前 -> 之后"},
	{"X", "restore every ablated head", "恢复所有被消融的头"},
	{NULL, NULL, NULL},
};

static const view_key lens_keys[] = {
	{"e", "edit prompt", "编辑提示词"},
	{NULL, NULL, NULL},
};

static const view_key patch_keys[] = {
	{"e", "type A", "输入 A"},
	{"s", "swap A and B", "交换 A 和 B"},
	{"n", "next source", "换来源"},
	{NULL, NULL, NULL},
};

static const view_key patch_keys_help[] = {
	{"s", "swap the target (A) and the source (B)", "交换目标（A）和来源（B）"},
	{"n", "take the next prompt of the trio as the source", "换三句中的下一句作来源"},
	{NULL, NULL, NULL},
};

static const view_key run_keys[] = {
	{"e", "edit prompt", "编辑提示词"},
	{"Enter", "run", "运行"},
	{"Tab", "cursor, prompt", "光标、提示词"},
	{"< > , .", "layer, head", "层、头"},
	{"[ ]", "temperature", "温度"},
	{"z", "zoom", "放大"},
	{NULL, NULL, NULL},
};

static const view_key model_keys[] = {
	{"[ ]", "page", "翻页"},
	{"Tab", "pick", "选择"},
	{"Enter", "open", "打开"},
	{NULL, NULL, NULL},
};

static const view_key report_keys[] = {
	{"s", "sort", "排序"},
	{"Tab", "pick", "选择"},
	{"Enter", "open", "打开"},
	{NULL, NULL, NULL},
};

static const view_key report_keys_help[] = {
	{"s", "sort by the next column (prev, first, self, induct)", "按下一列排序（prev、first、self、induct）"},
	{"x", "ablate the selected head (its output set to 0) or restore it; the prediction before -> after shows below",
	 "消融选中的头（输出置零）或恢复它；下方显示预测的之前 -> 之后"},
	{"X", "restore every ablated head", "恢复所有被消融的头"},
	{NULL, NULL, NULL},
};

static const view_key replay_keys[] = {
	{"[ ]", "stage", "阶段"},
	{"< >", "layer", "层"},
	{", .", "head", "头"},
	{"Tab", "scroll", "滚动"},
	{"z", "zoom", "放大"},
	{NULL, NULL, NULL},
};

static const view_key gen_keys[] = {
	{"g", "one token", "一个 token"},
	{"e", "edit prompt", "编辑提示词"},
	{"G", "stream", "连续生成"},
	{"[ ]", "temperature", "温度"},
	{"k p", "top-k, top-p", "top-k、top-p"},
	{"s r", "new seed, restart", "换种子、重来"},
	{"< > , .", "layer, head", "层、头"},
	{"Tab", "cursor", "光标"},
	{NULL, NULL, NULL},
};

/* The same keys as the help screens explain them (the footer has room for
 * the short words above only). */
static const view_key gen_keys_help[] = {
	{"g", "one more token (typed ahead: one more each)", "再生成一个 token（连按几次就多几个）"},
	{"G", "a stream of tokens, until Esc, the end-of-text token or a full continuation",
	 "连续生成，直到按 Esc、遇到结束符或续写已满"},
	{"k", "top-k: keep only the k most probable tokens (off, 1, 3, 10, 40)",
	 "top-k：只保留概率最大的 k 个 token（关、1、3、10、40）"},
	{"p", "top-p: keep the fewest most probable tokens whose probabilities add up to p (off, 0.95, 0.8, 0.5)",
	 "top-p：保留概率之和达到 p 的最少几个 token（关、0.95、0.8、0.5）"},
	{"s", "another seed, from the prompt", "换一个随机种子，从提示词重来"},
	{"r", "from the prompt again, same seed: the same tokens again", "从提示词重来，种子不变：再得到同样的 token"},
	{NULL, NULL, NULL},
};

static const view_key stepper_keys[] = {
	{"[ ]", "choose", "选择"},
	{NULL, NULL, NULL},
};

static const view_key stepper_focus_keys[] = {
	{"[ ]", "choose", "选择"},
	{"Tab", "cursor", "光标"},
	{NULL, NULL, NULL},
};

static const view_key layer_head_keys[] = {
	{"< > , .", "layer, head", "层、头"},
	{NULL, NULL, NULL},
};

#define LIVE (AV_MODEL | AV_ZOOM)

const app_view app_views[] = {
	/* the worked example (src/core), drawn by views_worked.c */
	{.name = "formula", .kind = VIEW_WORKED, .draw = view_formula},
	{.name = "qkv", .kind = VIEW_WORKED, .draw = view_qkv},
	{.name = "scores", .kind = VIEW_WORKED, .draw = view_scores, .flags = AV_FOCUS,
	 .key = worked_key, .click = worked_click, .keys = cell_keys},
	{.name = "scale-slider", .kind = VIEW_WORKED, .draw = view_scale_slider,
	 .flags = AV_SLIDER, .key = worked_slider_key, .keys = slider_keys},
	{.name = "softmax", .kind = VIEW_WORKED, .draw = view_softmax, .flags = AV_FOCUS | AV_MASK,
	 .key = worked_key, .click = worked_click, .keys = cell_keys},
	{.name = "mix", .kind = VIEW_WORKED, .draw = view_mix, .flags = AV_MASK},
	{.name = "residual", .kind = VIEW_WORKED, .draw = view_residual, .flags = AV_MASK},
	{.name = "mask-toggle", .kind = VIEW_WORKED, .draw = view_mask_toggle,
	 .flags = AV_FOCUS | AV_MASK, .key = worked_key, .click = worked_click, .keys = cell_keys},
	{.name = "mask-grid", .kind = VIEW_WORKED, .draw = view_mask_grid,
	 .flags = AV_FOCUS | AV_MASK, .key = worked_grid_key, .click = worked_grid_click, .keys = cell_keys},
	{.name = "worked-summary", .kind = VIEW_WORKED, .draw = view_worked_summary,
	 .flags = AV_MASK},
	{.name = "online-softmax", .kind = VIEW_WORKED, .draw = view_online_softmax,
	 .flags = AV_SLIDER, .key = worked_online_key, .keys = block_keys},
	{.name = "neuron-worked", .kind = VIEW_WORKED, .draw = view_neuron_worked,
	 .flags = AV_FOCUS | AV_MASK | AV_ZOOM | AV_CELL_OPEN, .key = worked_key, .click = worked_click,
	 .prepare = worked_prepare_neuron, .keys = cell_zoom_keys},
	/* the live model (src/live), drawn by views_live*.c */
	{.name = "intuition", .kind = VIEW_LIVE, .draw = view_live_intuition, .flags = LIVE,
	 .enter = live_enter_intro, .prepare = live_prepare_intro},
	{.name = "embedding-rows", .kind = VIEW_LIVE, .draw = view_live_embedding_rows,
	 .flags = LIVE, .enter = live_enter_bank, .prepare = live_prepare},
	{.name = "bank", .kind = VIEW_LIVE, .draw = view_live_bank, .flags = LIVE,
	 .enter = live_enter_bank, .prepare = live_prepare},
	{.name = "projections", .kind = VIEW_LIVE, .draw = view_live_projections,
	 .flags = AV_FULL_LAYERS | LIVE | AV_LAYERS, .key = live_gqa_key, .prepare = live_prepare,
	 .keys = layer_head_keys},
	{.name = "live-run", .kind = VIEW_LIVE, .draw = view_live_run,
	 .flags = LIVE | AV_FOCUS | AV_LAYERS | AV_SLIDER | AV_PROMPT, .key = live_run_key,
	 .click = live_run_click, .prepare = live_prepare, .keys = run_keys},
	{.name = "live-heatmap", .kind = VIEW_LIVE, .draw = view_live_heatmap_ablate,
	 .flags = LIVE | AV_FOCUS | AV_LAYERS, .key = live_heatmap_ablate_key, .click = live_cell_click,
	 .enter = live_enter_ablate, .prepare = live_prepare, .keys = layer_keys, .help_keys = ablate_keys_help,
	 .timeout = live_causal_timeout,
	 .help_en = "heatmap", .help_zh = "热力图"},
	{.name = "fanout", .kind = VIEW_LIVE, .draw = view_live_fanout,
	 .flags = AV_FULL_LAYERS | LIVE | AV_FOCUS | AV_LAYERS, .key = live_fanout_key, .click = live_cell_click,
	 .prepare = live_prepare_fanout, .keys = layer_keys},
	{.name = "model-view", .kind = VIEW_LIVE, .draw = view_live_model_ablate,
	 .flags = AV_HEAD_LIST | LIVE | AV_FOCUS | AV_SLIDER, .key = live_model_ablate_key, .click = live_list_click,
	 .enter = live_enter_ablate, .prepare = live_prepare_model, .keys = model_keys, .pages = 2, .items = live_model_count, .list = live_model_list,
	 .timeout = live_causal_timeout, .help_keys = ablate_keys_help, .help_en = "model view", .help_zh = "模型总览"},
	{.name = "head-report", .kind = VIEW_LIVE, .draw = view_live_head_report_ablate,
	 .flags = AV_HEAD_LIST | LIVE | AV_FOCUS, .key = live_report_ablate_key, .click = live_list_click,
	 .enter = live_enter_ablate, .prepare = live_prepare_report, .keys = report_keys, .help_keys = report_keys_help,
	 .help_en = "head report", .help_zh = "头报告",
	 .items = live_report_count, .list = live_report_list, .run = live_report_run,
	 .timeout = live_causal_timeout},
	{.name = "gqa", .kind = VIEW_LIVE, .draw = view_live_gqa,
	 .flags = AV_FULL_LAYERS | LIVE | AV_FOCUS | AV_LAYERS, .key = live_gqa_key, .prepare = live_prepare,
	 .keys = layer_keys},
	{.name = "hybrid-implicit", .kind = VIEW_LIVE, .draw = view_live_hybrid,
	 .flags = AV_GDN_LAYER | LIVE | AV_FOCUS | AV_LAYERS, .key = live_cell_key, .click = live_cell_click,
	 .prepare = live_prepare, .keys = layer_keys},
	{.name = "cost", .kind = VIEW_LIVE, .draw = view_live_cost, .flags = LIVE | AV_SLIDER,
	 .key = live_cost_key, .prepare = live_prepare, .keys = stepper_keys},
	{.name = "head-replay", .kind = VIEW_LIVE, .draw = view_live_replay,
	 .flags = AV_FULL_LAYERS | LIVE | AV_FOCUS | AV_LAYERS | AV_SLIDER | AV_MASK, .key = live_replay_key,
	 .prepare = live_prepare_replay, .keys = replay_keys},
	{.name = "parallel-training", .kind = VIEW_LIVE, .draw = view_live_parallel,
	 .flags = LIVE | AV_FOCUS | AV_SLIDER | AV_MASK, .key = live_parallel_key,
	 .prepare = live_prepare, .keys = stepper_focus_keys},
	{.name = "bank-drift", .kind = VIEW_LIVE, .draw = view_live_drift, .flags = LIVE,
	 .enter = live_enter_drift, .prepare = live_prepare},
	{.name = "neuron", .kind = VIEW_LIVE, .draw = view_live_neuron,
	 .flags = AV_FULL_LAYERS | LIVE | AV_FOCUS | AV_LAYERS, .key = live_cell_key, .click = live_cell_click,
	 .prepare = live_prepare_neuron, .keys = layer_keys},
	{.name = "live-generate", .kind = VIEW_LIVE, .draw = view_live_generate,
	 .flags = LIVE | AV_FOCUS | AV_LAYERS | AV_SLIDER, .key = live_gen_key,
	 .click = live_gen_click, .enter = live_enter_gen, .prepare = live_prepare_gen, .keys = gen_keys,
	 .help_keys = gen_keys_help, .help_en = "generation step", .help_zh = "生成这一步",
	 .timeout = live_gen_timeout},
	/* the causal views: the logit lens and patching (views_causal.c) */
	{.name = "live-lens", .kind = VIEW_LIVE, .draw = view_live_lens, .flags = LIVE,
	 .key = live_lens_key, .enter = live_enter_lens, .prepare = live_prepare, .keys = lens_keys,
	 .timeout = live_causal_timeout},
	{.name = "live-patch", .kind = VIEW_LIVE, .draw = view_live_patch, .flags = LIVE,
	 .key = live_patch_key, .enter = live_enter_patch, .prepare = live_prepare, .keys = patch_keys,
	 .help_keys = patch_keys_help, .help_en = "patching", .help_zh = "激活修补",
	 .timeout = live_causal_timeout},
};

const int app_views_n = (int)(sizeof app_views / sizeof app_views[0]);

const app_view *app_view_find(const char *name)
{
	if (!name)
		return NULL;
	for (int i = 0; i < app_views_n; i++)
		if (strcmp(app_views[i].name, name) == 0)
			return &app_views[i];
	return NULL;
}

static int lookup(const char *name)
{
	const app_view *v = app_view_find(name);
	return v ? v->kind : -1;
}

void app_views_register(void)
{
	lesson_views_register(lookup);
}

static bool in_key_table(const char *name, size_t n)
{
	for (int i = 0; i < key_table_len; i++)
		if (strlen(key_table[i].name) == n && strncmp(key_table[i].name, name, n) == 0)
			return true;
	return false;
}

/* names ("k p") has a name the key table does not bind */
static bool own_names(const char *names)
{
	for (const char *p = names; *p;) {
		size_t n = strcspn(p, " ");
		if (n && !in_key_table(p, n))
			return true;
		p += n;
		p += strspn(p, " ");
	}
	return false;
}

void app_view_keys_each(const char *lang, void (*fn)(const char *names, const char *desc, void *arg),
	void *arg)
{
	bool zh = lang && strcmp(lang, "zh") == 0;
	for (int v = 0; v < app_views_n; v++)
		for (const view_key *vk = app_views[v].help_keys; vk && vk->names; vk++) {
			char desc[256];
			snprintf(desc, sizeof desc, zh ? "%s：%s" : "%s: %s", zh ? app_views[v].help_zh : app_views[v].help_en,
				zh ? vk->zh : vk->en);
			fn(vk->names, desc, arg);
		}
}

void app_keys_each(const char *lang, void (*fn)(const char *names, const char *desc, void *arg),
	void *arg)
{
	key_help_each(lang, fn, arg);
	app_view_keys_each(lang, fn, arg);
}

bool app_view_keys_documented(void)
{
	/* every footer key of a view that the key table does not bind is in
	 * that view's help list */
	for (int i = 0; i < app_views_n; i++) {
		const app_view *av = &app_views[i];
		for (const view_key *vk = av->keys; vk && vk->names; vk++) {
			if (!own_names(vk->names))
				continue;
			const view_key *help = av->help_keys;
			for (const char *p = vk->names; *p;) {
				size_t n = strcspn(p, " ");
				bool found = in_key_table(p, n);
				for (const view_key *h = help; h && h->names && !found; h++)
					found = strlen(h->names) == n && strncmp(h->names, p, n) == 0;
				if (!found)
					return false;
				p += n;
				p += strspn(p, " ");
			}
		}
	}
	return true;
}
