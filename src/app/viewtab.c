/* The view table (see viewtab.h): the one list of @view names.
 *
 * A row: name, kind, draw function (src/render), flags, key hook, click
 * hook, before-draw hook, and the view's own keys for its footer. To add a
 * view (a generation view, a question widget, ...): a draw function in
 * src/render, a row here, and key/click/prepare functions in a
 * viewkeys_*.c file of src/app when it needs them. */
#include "app/viewtab.h"

#include <string.h>

#include "lesson/views.h"

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
