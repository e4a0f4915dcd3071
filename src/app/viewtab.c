/* The view table (see viewtab.h): the one list of @view names.
 *
 * A row: name, kind, draw function (src/render), flags, key hook, click
 * hook, before-draw hook, and the view's own keys for its footer. To add a
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

static const view_key slider_keys[] = {
	{"[ ]", "d_head slider", "d_head 滑块"},
	{NULL, NULL, NULL},
};

static const view_key layer_keys[] = {
	{"< >", "layer", "层"},
	{", .", "head", "头"},
	{"Tab", "cursor", "光标"},
	{"z", "zoom", "放大"},
	{NULL, NULL, NULL},
};

static const view_key run_keys[] = {
	{"e", "edit prompt", "编辑提示词"},
	{"Enter", "run", "运行"},
	{"< >", "layer", "层"},
	{", .", "head", "头"},
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

static const view_key replay_keys[] = {
	{"[ ]", "stage", "阶段"},
	{", .", "head", "头"},
	{"Tab", "scroll", "滚动"},
	{"z", "zoom", "放大"},
	{NULL, NULL, NULL},
};

static const view_key gen_keys[] = {
	{"g", "one token", "一个词元"},
	{"G", "stream (Esc stops)", "连续生成（Esc 停止）"},
	{"[ ]", "temperature", "温度"},
	{"k p", "top-k, top-p", "top-k、top-p"},
	{"s r", "new seed, restart", "换种子、重来"},
	{"< > , .", "layer, head", "层、头"},
	{NULL, NULL, NULL},
};

/* The same keys as the help screens explain them (the footer has room for
 * the short words above only). */
static const view_key gen_keys_help[] = {
	{"g", "one more token (typed ahead: one more each)", "再生成一个词元（连按几次就多几个）"},
	{"G", "a stream of tokens, until Esc, the end-of-text token or a full continuation",
	 "连续生成，直到按 Esc、遇到结束符或续写已满"},
	{"k", "top-k: keep only the k most probable tokens (off, 1, 3, 10, 40)",
	 "top-k：只保留概率最大的 k 个词元（关、1、3、10、40）"},
	{"p", "top-p: keep the fewest most probable tokens whose probabilities add up to p (off, 0.95, 0.8, 0.5)",
	 "top-p：保留概率之和达到 p 的最少几个词元（关、0.95、0.8、0.5）"},
	{"s", "another seed, from the prompt", "换一个随机种子，从提示词重来"},
	{"r", "from the prompt again, same seed: the same tokens again", "从提示词重来，种子不变：再得到同样的词元"},
	{NULL, NULL, NULL},
};

static const view_key stepper_keys[] = {
	{"[ ]", "choose", "选择"},
	{NULL, NULL, NULL},
};

#define LIVE (AV_MODEL | AV_ZOOM)

const app_view app_views[] = {
	/* the worked example (src/core), drawn by views_worked.c */
	{"formula", VIEW_WORKED, view_formula, 0, NULL, NULL, NULL, NULL},
	{"qkv", VIEW_WORKED, view_qkv, 0, NULL, NULL, NULL, NULL},
	{"scores", VIEW_WORKED, view_scores, AV_FOCUS, worked_key, worked_click, NULL, cell_keys},
	{"scale-slider", VIEW_WORKED, view_scale_slider, AV_SLIDER, worked_key, NULL, NULL, slider_keys},
	{"softmax", VIEW_WORKED, view_softmax, AV_FOCUS | AV_MASK, worked_key, worked_click, NULL, cell_keys},
	{"mix", VIEW_WORKED, view_mix, AV_MASK, NULL, NULL, NULL, NULL},
	{"residual", VIEW_WORKED, view_residual, AV_MASK, NULL, NULL, NULL, NULL},
	{"mask-toggle", VIEW_WORKED, view_mask_toggle, AV_FOCUS | AV_MASK, worked_key, worked_click, NULL, cell_keys},
	{"mask-grid", VIEW_WORKED, view_mask_grid, AV_FOCUS | AV_MASK, worked_key, worked_click, NULL, cell_keys},
	{"worked-summary", VIEW_WORKED, view_worked_summary, AV_MASK, NULL, NULL, NULL, NULL},
	{"neuron-worked", VIEW_WORKED, view_neuron_worked, AV_FOCUS | AV_MASK, worked_key, worked_click,
	 worked_prepare_neuron, cell_keys},
	/* the live model (src/live), drawn by views_live*.c */
	{"intuition", VIEW_LIVE, view_live_intuition, LIVE, NULL, NULL, live_prepare_intro, NULL},
	{"embedding-rows", VIEW_LIVE, view_live_embedding_rows, LIVE, NULL, NULL, live_prepare_bank, NULL},
	{"bank", VIEW_LIVE, view_live_bank, LIVE, NULL, NULL, live_prepare_bank, NULL},
	{"projections", VIEW_LIVE, view_live_projections, LIVE | AV_LAYERS, live_gqa_key, NULL, live_prepare,
	 NULL},
	{"live-run", VIEW_LIVE, view_live_run, LIVE | AV_FOCUS | AV_LAYERS | AV_SLIDER, live_run_key,
	 live_run_click, live_prepare, run_keys},
	{"live-heatmap", VIEW_LIVE, view_live_heatmap, LIVE | AV_FOCUS | AV_LAYERS, live_cell_key,
	 live_cell_click, live_prepare, layer_keys},
	{"fanout", VIEW_LIVE, view_live_fanout, LIVE | AV_FOCUS | AV_LAYERS, live_fanout_key, live_cell_click,
	 live_prepare_fanout, layer_keys},
	{"model-view", VIEW_LIVE, view_live_model, LIVE | AV_FOCUS | AV_SLIDER, live_model_key, live_list_click,
	 live_prepare_model, model_keys},
	{"head-report", VIEW_LIVE, view_live_head_report, LIVE | AV_FOCUS, live_report_key, live_list_click,
	 live_prepare_model, report_keys},
	{"gqa", VIEW_LIVE, view_live_gqa, LIVE | AV_FOCUS | AV_LAYERS, live_gqa_key, NULL, live_prepare,
	 layer_keys},
	{"hybrid-implicit", VIEW_LIVE, view_live_hybrid, LIVE | AV_FOCUS | AV_LAYERS, live_cell_key,
	 live_cell_click, live_prepare, layer_keys},
	{"cost", VIEW_LIVE, view_live_cost, LIVE | AV_SLIDER, live_cost_key, NULL, live_prepare, stepper_keys},
	{"head-replay", VIEW_LIVE, view_live_replay, LIVE | AV_FOCUS | AV_LAYERS | AV_SLIDER | AV_MASK,
	 live_replay_key, NULL, live_prepare_replay, replay_keys},
	{"parallel-training", VIEW_LIVE, view_live_parallel, LIVE | AV_FOCUS | AV_SLIDER | AV_MASK,
	 live_parallel_key, NULL, live_prepare, stepper_keys},
	{"bank-drift", VIEW_LIVE, view_live_drift, LIVE, NULL, NULL, live_prepare_drift, NULL},
	{"neuron", VIEW_LIVE, view_live_neuron, LIVE | AV_FOCUS | AV_LAYERS, live_cell_key, live_cell_click,
	 live_prepare_neuron, layer_keys},
	{"live-generate", VIEW_LIVE, view_live_generate, LIVE | AV_FOCUS | AV_LAYERS | AV_SLIDER, live_gen_key,
	 live_gen_click, live_prepare_gen, gen_keys},
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

/* The help screens' lists of views' own keys, by view name. */
static const struct {
	const char *view;
	const char *en, *zh; /* the step, as the help names it */
	const view_key *keys;
} view_help[] = {
	{"live-generate", "generation step", "生成这一步", gen_keys_help},
};

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
	for (size_t v = 0; v < sizeof view_help / sizeof view_help[0]; v++)
		for (const view_key *vk = view_help[v].keys; vk->names; vk++) {
			char desc[256];
			snprintf(desc, sizeof desc, zh ? "%s：%s" : "%s: %s", zh ? view_help[v].zh : view_help[v].en,
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
			const view_key *help = NULL;
			for (size_t v = 0; v < sizeof view_help / sizeof view_help[0]; v++)
				if (strcmp(view_help[v].view, av->name) == 0)
					help = view_help[v].keys;
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
