/* config.json → model_config. Field names, defaults and lookup order follow
 * docs/MODEL.md §6 and §9. */
#include "loader/cfgparse.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "util/sanitize.h"

/* Limits that no real model comes near; they keep products like V·H and
 * nh·hd·2 far from int overflow and reject nonsense early. */
#define MAX_VOCAB (1 << 22)
#define MAX_DIM (1 << 17)
#define MAX_LAYERS 1024
#define MAX_HEADS 1024

typedef struct cfg_ctx {
	const char *path;   /* the config.json path, for messages */
	const json_value *tc; /* the text config object */
	const char *tcpath; /* "text_config" or "" */
	errbuf *e;
} cfg_ctx;

static int req_int(cfg_ctx *x, const char *key, int64_t min, int64_t max, int *out)
{
	int64_t v;
	if (json_req_int(x->tc, key, min, max, &v, x->path, x->tcpath, x->e))
		return -1;
	*out = (int)v;
	return 0;
}

static int opt_int(cfg_ctx *x, const char *key, int64_t min, int64_t max, int64_t def,
		   int *out)
{
	int64_t v;
	if (json_opt_int(x->tc, key, min, max, def, &v, x->path, x->tcpath, x->e))
		return -1;
	*out = (int)v;
	return 0;
}

/* "text_config.rope_parameters" or "rope_parameters" */
static void join(char *buf, size_t n, const char *a, const char *b)
{
	if (a && a[0])
		snprintf(buf, n, "%s.%s", a, b);
	else
		snprintf(buf, n, "%s", b);
}

static bool is_unsupported_moe(const char *mt)
{
	return strncmp(mt, "qwen3_5_moe", 11) == 0 || strcmp(mt, "qwen3_next") == 0 ||
	       strcmp(mt, "qwen3_moe") == 0;
}

/* The RoPE sub-objects; either may be NULL. A present non-object (other than
 * null) is an error. */
static int rope_objects(cfg_ctx *x, const json_value **rp, const json_value **rs)
{
	static const char *names[2] = { "rope_parameters", "rope_scaling" };
	const json_value **outs[2] = { rp, rs };
	for (int i = 0; i < 2; i++) {
		const json_value *v = json_get(x->tc, names[i]);
		*outs[i] = NULL;
		if (!v || v->type == JSON_NULL)
			continue;
		if (v->type != JSON_OBJECT) {
			char p[96];
			join(p, sizeof p, x->tcpath, names[i]);
			return errf(x->e, "%s: %s: expected an object", x->path, p);
		}
		*outs[i] = v;
	}
	return 0;
}

/* First present (non-null) of rope_parameters.key, text_config.key,
 * rope_scaling.key; where gets its path for messages. NULL if none. */
static const json_value *rope_field(cfg_ctx *x, const json_value *rp, const json_value *rs,
				    const char *key, char *where, size_t wn)
{
	const json_value *srcs[3] = { rp, x->tc, rs };
	const char *names[3] = { "rope_parameters", NULL, "rope_scaling" };
	for (int i = 0; i < 3; i++) {
		const json_value *v = json_get(srcs[i], key);
		if (!v || v->type == JSON_NULL)
			continue;
		if (names[i]) {
			char p[96];
			join(p, sizeof p, x->tcpath, names[i]);
			join(where, wn, p, key);
		} else
			join(where, wn, x->tcpath, key);
		return v;
	}
	return NULL;
}

static int parse_rope(cfg_ctx *x, model_config *c, double default_fraction)
{
	const json_value *rp, *rs;
	if (rope_objects(x, &rp, &rs))
		return -1;
	char where[160];
	/* type: rope_parameters.rope_type / .type, rope_scaling.rope_type / .type */
	const json_value *srcs[2] = { rp, rs };
	const char *srcnames[2] = { "rope_parameters", "rope_scaling" };
	for (int i = 0; i < 2; i++) {
		const char *keys[2] = { "rope_type", "type" };
		for (int k = 0; k < 2; k++) {
			const json_value *t = json_get(srcs[i], keys[k]);
			if (!t || t->type == JSON_NULL)
				continue;
			char p[96];
			join(p, sizeof p, x->tcpath, srcnames[i]);
			join(where, sizeof where, p, keys[k]);
			if (t->type != JSON_STRING)
				return errf(x->e, "%s: %s: expected a string", x->path, where);
			if (!json_str_eq(t, "default") && !json_str_eq(t, "mrope"))
				return errf(x->e, "%s: %s: RoPE type \"%.40s\" is not supported (only plain \"default\" RoPE)",
					    x->path, where, t->u.str.s);
			goto type_ok;
		}
	}
type_ok:;
	const json_value *v = rope_field(x, rp, rs, "rope_theta", where, sizeof where);
	c->rope_theta = 10000.0;
	if (v) {
		if (v->type != JSON_NUMBER)
			return errf(x->e, "%s: %s: expected a number", x->path, where);
		if (!(v->u.num.d > 0) || !isfinite(v->u.num.d))
			return errf(x->e, "%s: %s: must be positive", x->path, where);
		c->rope_theta = v->u.num.d;
	}
	double frac = default_fraction;
	v = rope_field(x, rp, rs, "partial_rotary_factor", where, sizeof where);
	if (v) {
		if (v->type != JSON_NUMBER)
			return errf(x->e, "%s: %s: expected a number", x->path, where);
		frac = v->u.num.d;
		if (!(frac > 0 && frac <= 1))
			return errf(x->e, "%s: %s: must be in (0, 1]", x->path, where);
	} else
		snprintf(where, sizeof where, "partial_rotary_factor (default %g)", frac);
	/* rotary dim = int(hd · fraction), truncated like Python's int() */
	c->rotary_dim = (int)((double)c->head_dim * frac);
	if (c->rotary_dim < 2 || c->rotary_dim % 2 != 0)
		return errf(x->e, "%s: %s: gives rotary dimension %d for head_dim %d (need an even number >= 2)",
			    x->path, where, c->rotary_dim, c->head_dim);
	v = rope_field(x, rp, rs, "mrope_section", where, sizeof where);
	if (v) {
		/* only its form is checked: for text every section uses the same
		 * position, so it does not change the angles (docs/MODEL.md §2.3) */
		if (v->type != JSON_ARRAY)
			return errf(x->e, "%s: %s: expected an array", x->path, where);
		for (size_t i = 0; i < json_count(v); i++)
			if (json_at(v, i)->type != JSON_NUMBER || !json_at(v, i)->is_int)
				return errf(x->e, "%s: %s: expected an array of integers", x->path, where);
	}
	return 0;
}

static int parse_layer_types(cfg_ctx *x, model_config *c)
{
	int n = c->num_layers;
	c->layer_is_linear = xcalloc((size_t)n, sizeof *c->layer_is_linear);
	const json_value *lt = json_get(x->tc, "layer_types");
	char where[96];
	if (lt && lt->type != JSON_NULL) {
		join(where, sizeof where, x->tcpath, "layer_types");
		if (lt->type != JSON_ARRAY)
			return errf(x->e, "%s: %s: expected an array", x->path, where);
		if (json_count(lt) != (size_t)n)
			return errf(x->e, "%s: %s: has %zu entries but num_hidden_layers is %d",
				    x->path, where, json_count(lt), n);
		for (int i = 0; i < n; i++) {
			const json_value *s = json_at(lt, (size_t)i);
			if (s->type != JSON_STRING)
				return errf(x->e, "%s: %s[%d]: expected a string", x->path, where, i);
			/* HF maps the legacy names "mamba"/"attention" to these */
			if (json_str_eq(s, "linear_attention") || json_str_eq(s, "mamba"))
				c->layer_is_linear[i] = true;
			else if (json_str_eq(s, "full_attention") || json_str_eq(s, "attention"))
				c->layer_is_linear[i] = false;
			else {
				char shown[64]; /* by length: a NUL inside shows as \x00 */
				sanitize_into(shown, sizeof shown, s->u.str.s, s->u.str.len, 0);
				return errf(x->e, "%s: %s[%d]: unknown layer type \"%s\"", x->path,
					    where, i, shown);
			}
		}
		return 0;
	}
	int interval;
	if (opt_int(x, "full_attention_interval", 1, MAX_LAYERS, 4, &interval))
		return -1;
	/* layer i is full attention iff (i + 1) % interval == 0 */
	for (int i = 0; i < n; i++)
		c->layer_is_linear[i] = (i + 1) % interval != 0;
	return 0;
}

/* eos_token_id: an integer or an array of integers; add each once. */
static int add_eos(model_config *c, const json_value *v, const char *path,
		   const char *where, errbuf *e)
{
	if (!v || v->type == JSON_NULL)
		return 0;
	size_t n = v->type == JSON_ARRAY ? json_count(v) : 1;
	for (size_t i = 0; i < n; i++) {
		const json_value *x = v->type == JSON_ARRAY ? json_at(v, i) : v;
		if (x->type != JSON_NUMBER || !x->is_int)
			return errf(e, "%s: %s: expected an integer or an array of integers", path, where);
		if (x->u.num.i < 0 || x->u.num.i >= c->vocab_size)
			return errf(e, "%s: %s: token id %lld is outside the vocabulary (0..%d)", path,
				    where, (long long)x->u.num.i, c->vocab_size - 1);
		int id = (int)x->u.num.i;
		bool seen = false;
		for (int k = 0; k < c->n_eos; k++)
			seen |= c->eos_ids[k] == id;
		if (!seen && c->n_eos < (int)(sizeof c->eos_ids / sizeof c->eos_ids[0]))
			c->eos_ids[c->n_eos++] = id;
	}
	return 0;
}

static int parse(model_config *c, const json_value *root, const char *path, errbuf *e)
{
	if (root->type != JSON_OBJECT)
		return errf(e, "%s: expected a JSON object", path);
	const char *mt;
	if (json_req_string(root, "model_type", &mt, path, "", e))
		return -1;
	cfg_ctx x = { path, root, "", e };
	bool multimodal = false;
	if (!strcmp(mt, "qwen3_5")) {
		multimodal = true;
		c->arch = ARCH_QWEN35;
	} else if (!strcmp(mt, "qwen3_5_text"))
		c->arch = ARCH_QWEN35;
	else if (!strcmp(mt, "qwen3"))
		c->arch = ARCH_QWEN3;
	else if (is_unsupported_moe(mt))
		return errf(e, "%s: model_type \"%s\" is a mixture-of-experts model, not supported (need qwen3_5, qwen3_5_text or qwen3)",
			    path, mt);
	else
		return errf(e, "%s: model_type \"%.40s\": unknown architecture (need qwen3_5, qwen3_5_text or qwen3)",
			    path, mt);
	if (multimodal) {
		if (json_req_type(root, "text_config", JSON_OBJECT, &x.tc, path, "", e))
			return -1;
		x.tcpath = "text_config";
		const char *tmt;
		if (json_opt_string(x.tc, "model_type", "qwen3_5_text", &tmt, path, x.tcpath, e))
			return -1;
		if (strcmp(tmt, "qwen3_5_text") != 0)
			return errf(e, "%s: text_config.model_type \"%.40s\" is not supported (need qwen3_5_text)",
				    path, tmt);
	}

	/* architectures[0], for display */
	const json_value *ar = json_get(root, "architectures");
	const char *an = c->arch == ARCH_QWEN3 ? "Qwen3ForCausalLM"
			 : multimodal          ? "Qwen3_5ForConditionalGeneration"
					       : "Qwen3_5ForCausalLM";
	if (ar && ar->type != JSON_NULL) {
		if (ar->type != JSON_ARRAY || json_count(ar) == 0 ||
		    !json_is_cstring(json_at(ar, 0)))
			return errf(e, "%s: architectures: expected an array of strings", path);
		an = json_at(ar, 0)->u.str.s;
	}
	snprintf(c->architecture, sizeof c->architecture, "%s", an);

	if (req_int(&x, "vocab_size", 1, MAX_VOCAB, &c->vocab_size) ||
	    req_int(&x, "hidden_size", 1, MAX_DIM, &c->hidden_size) ||
	    req_int(&x, "intermediate_size", 1, MAX_DIM * 4, &c->intermediate_size) ||
	    req_int(&x, "num_hidden_layers", 1, MAX_LAYERS, &c->num_layers) ||
	    req_int(&x, "num_attention_heads", 1, MAX_HEADS, &c->num_heads) ||
	    req_int(&x, "num_key_value_heads", 1, MAX_HEADS, &c->num_kv_heads) ||
	    req_int(&x, "head_dim", 1, 4096, &c->head_dim) ||
	    opt_int(&x, "max_position_embeddings", 1, INT32_MAX, 32768, &c->max_positions))
		return -1;
	char where[160];
	if (c->num_heads % c->num_kv_heads != 0) {
		join(where, sizeof where, x.tcpath, "num_attention_heads");
		return errf(e, "%s: %s: %d is not a multiple of num_key_value_heads %d", path,
			    where, c->num_heads, c->num_kv_heads);
	}
	if (json_opt_double(x.tc, "rms_norm_eps", 1e-6, &c->rms_eps, path, x.tcpath, e))
		return -1;
	if (!(c->rms_eps > 0 && c->rms_eps < 1)) {
		join(where, sizeof where, x.tcpath, "rms_norm_eps");
		return errf(e, "%s: %s: must be in (0, 1)", path, where);
	}
	const char *act;
	if (json_opt_string(x.tc, "hidden_act", "silu", &act, path, x.tcpath, e))
		return -1;
	if (strcmp(act, "silu") != 0) {
		join(where, sizeof where, x.tcpath, "hidden_act");
		return errf(e, "%s: %s: \"%.40s\" is not supported (need \"silu\")", path, where, act);
	}
	bool bias;
	if (json_opt_bool(x.tc, "attention_bias", false, &bias, path, x.tcpath, e))
		return -1;
	if (bias) {
		join(where, sizeof where, x.tcpath, "attention_bias");
		return errf(e, "%s: %s: attention biases are not supported", path, where);
	}

	if (c->arch == ARCH_QWEN35) {
		/* HF's Qwen3.5 attention always carries the output gate and uses
		 * (1 + w) norms (docs/MODEL.md §2.1, §11) */
		c->gated_q = true;
		c->zero_centred_norm = true;
		if (parse_layer_types(&x, c))
			return -1;
	} else {
		c->gated_q = false;
		c->zero_centred_norm = false;
		bool sliding;
		if (json_opt_bool(x.tc, "use_sliding_window", false, &sliding, path, x.tcpath, e))
			return -1;
		if (sliding) {
			join(where, sizeof where, x.tcpath, "use_sliding_window");
			return errf(e, "%s: %s: sliding-window attention is not supported", path, where);
		}
		c->layer_is_linear = xcalloc((size_t)c->num_layers, sizeof *c->layer_is_linear);
	}
	if (parse_rope(&x, c, c->arch == ARCH_QWEN35 ? 0.25 : 1.0))
		return -1;

	bool any_linear = false;
	for (int i = 0; i < c->num_layers; i++)
		any_linear |= c->layer_is_linear[i];
	if (any_linear) {
		if (req_int(&x, "linear_num_key_heads", 1, MAX_HEADS, &c->lin_k_heads) ||
		    req_int(&x, "linear_num_value_heads", 1, MAX_HEADS, &c->lin_v_heads) ||
		    req_int(&x, "linear_key_head_dim", 1, 4096, &c->lin_k_dim) ||
		    req_int(&x, "linear_value_head_dim", 1, 4096, &c->lin_v_dim) ||
		    req_int(&x, "linear_conv_kernel_dim", 1, 64, &c->lin_conv_kernel))
			return -1;
		if (c->lin_v_heads % c->lin_k_heads != 0) {
			join(where, sizeof where, x.tcpath, "linear_num_value_heads");
			return errf(e, "%s: %s: %d is not a multiple of linear_num_key_heads %d",
				    path, where, c->lin_v_heads, c->lin_k_heads);
		}
	}

	/* tie_word_embeddings: top level, then text_config, then false */
	const json_value *tie = json_get(root, "tie_word_embeddings");
	const char *tiepath = "";
	if ((!tie || tie->type == JSON_NULL) && x.tc != root) {
		tie = json_get(x.tc, "tie_word_embeddings");
		tiepath = x.tcpath;
	}
	c->tie_embeddings = false;
	if (tie && tie->type != JSON_NULL) {
		if (tie->type != JSON_BOOL) {
			join(where, sizeof where, tiepath, "tie_word_embeddings");
			return errf(e, "%s: %s: expected true or false", path, where);
		}
		c->tie_embeddings = tie->boolean;
	}

	/* end-of-text ids: text config first, then the top level */
	c->n_eos = 0;
	join(where, sizeof where, x.tcpath, "eos_token_id");
	if (add_eos(c, json_get(x.tc, "eos_token_id"), path, where, e))
		return -1;
	if (x.tc != root && add_eos(c, json_get(root, "eos_token_id"), path, "eos_token_id", e))
		return -1;
	return 0;
}

int model_config_parse(model_config *c, const json_value *root, const char *path,
		       errbuf *e)
{
	memset(c, 0, sizeof *c);
	if (parse(c, root, path, e)) {
		free(c->layer_is_linear);
		memset(c, 0, sizeof *c);
		return -1;
	}
	return 0;
}

int model_config_add_generation_eos(model_config *c, const char *path, errbuf *e)
{
	struct stat st;
	if (stat(path, &st) != 0)
		return 0; /* optional file */
	json_doc d;
	if (json_parse_file(&d, path, e))
		return -1;
	int rc = 0;
	if (d.root->type != JSON_OBJECT)
		rc = errf(e, "%s: expected a JSON object", path);
	else
		rc = add_eos(c, json_get(d.root, "eos_token_id"), path, "eos_token_id", e);
	json_free(&d);
	return rc;
}
