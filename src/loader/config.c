/* config.json → model_config. Field names, defaults and lookup order follow
 * docs/MODEL.md §6 and §9. */
#include "loader/cfgparse.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "loader/arch.h"
#include "util/sanitize.h"

int cfg_req_int(cfg_ctx *x, const char *key, int64_t min, int64_t max, int *out)
{
	int64_t v;
	if (json_req_int(x->tc, key, min, max, &v, x->path, x->tcpath, x->e))
		return -1;
	*out = (int)v;
	return 0;
}

int cfg_opt_int(cfg_ctx *x, const char *key, int64_t min, int64_t max, int64_t def, int *out)
{
	int64_t v;
	if (json_opt_int(x->tc, key, min, max, def, &v, x->path, x->tcpath, x->e))
		return -1;
	*out = (int)v;
	return 0;
}

int cfg_opt_bool(cfg_ctx *x, const char *key, bool def, bool *out)
{
	return json_opt_bool(x->tc, key, def, out, x->path, x->tcpath, x->e);
}

int cfg_opt_string(cfg_ctx *x, const char *key, const char *def, const char **out)
{
	return json_opt_string(x->tc, key, def, out, x->path, x->tcpath, x->e);
}

/* "text_config.rope_parameters" or "rope_parameters" */
static void join(char *buf, size_t n, const char *a, const char *b)
{
	if (a && a[0])
		snprintf(buf, n, "%s.%s", a, b);
	else
		snprintf(buf, n, "%s", b);
}

int cfg_fail(cfg_ctx *x, const char *key, const char *fmt, ...)
{
	char where[160], msg[256];
	join(where, sizeof where, x->tcpath, key);
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	return errf(x->e, "%s: %s: %s", x->path, where, msg);
}

static bool is_unsupported_moe(const char *mt)
{
	return strncmp(mt, "qwen3_5_moe", 11) == 0 || strcmp(mt, "qwen3_next") == 0 ||
	       strcmp(mt, "qwen3_moe") == 0 || strcmp(mt, "mixtral") == 0 ||
	       strcmp(mt, "qwen2_moe") == 0;
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

/* A positive finite number at key of the RoPE object obj (whose path is
 * objpath), or def when absent; def < 0: required. */
static int rope_num(cfg_ctx *x, const json_value *obj, const char *objpath, const char *key,
	double def, double *out)
{
	char where[160];
	join(where, sizeof where, objpath, key);
	const json_value *v = json_get(obj, key);
	if (!v || v->type == JSON_NULL) {
		if (def < 0)
			return errf(x->e, "%s: %s: missing (needed by this RoPE type)", x->path, where);
		*out = def;
		return 0;
	}
	if (v->type != JSON_NUMBER)
		return errf(x->e, "%s: %s: expected a number", x->path, where);
	if (!(v->u.num.d > 0) || !isfinite(v->u.num.d))
		return errf(x->e, "%s: %s: must be positive", x->path, where);
	*out = v->u.num.d;
	return 0;
}

/* The scaled types' fields, from the object that named the type:
 * linear: factor; llama3: factor, low_freq_factor, high_freq_factor,
 * original_max_position_embeddings (docs/MODEL.md §2.3). */
static int rope_scaling_fields(cfg_ctx *x, model_config *c, const json_value *obj,
	const char *objpath)
{
	if (rope_num(x, obj, objpath, "factor", -1, &c->rope_factor))
		return -1;
	if (c->rope_scaling == ROPE_LINEAR)
		return 0;
	double orig;
	if (rope_num(x, obj, objpath, "low_freq_factor", -1, &c->rope_low_freq) ||
	    rope_num(x, obj, objpath, "high_freq_factor", -1, &c->rope_high_freq) ||
	    rope_num(x, obj, objpath, "original_max_position_embeddings", -1, &orig))
		return -1;
	if (!(c->rope_high_freq > c->rope_low_freq)) {
		char where[160];
		join(where, sizeof where, objpath, "high_freq_factor");
		return errf(x->e, "%s: %s: must be larger than low_freq_factor", x->path, where);
	}
	if (orig > INT32_MAX || orig != floor(orig)) {
		char where[160];
		join(where, sizeof where, objpath, "original_max_position_embeddings");
		return errf(x->e, "%s: %s: expected a positive integer", x->path, where);
	}
	c->rope_orig_positions = (int)orig;
	return 0;
}

int cfg_rope(cfg_ctx *x, model_config *c, double default_fraction, bool scaled_ok)
{
	const json_value *rp, *rs;
	if (rope_objects(x, &rp, &rs))
		return -1;
	char where[160];
	c->pos = POS_ROPE;
	c->rope_scaling = ROPE_PLAIN;
	c->rope_factor = 1;
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
			if (json_str_eq(t, "default") || json_str_eq(t, "mrope"))
				goto type_ok;
			if (scaled_ok && (json_str_eq(t, "linear") || json_str_eq(t, "llama3"))) {
				c->rope_scaling = json_str_eq(t, "linear") ? ROPE_LINEAR : ROPE_LLAMA3;
				if (rope_scaling_fields(x, c, srcs[i], p))
					return -1;
				goto type_ok;
			}
			char shown[48];
			sanitize_into(shown, sizeof shown, t->u.str.s, t->u.str.len, 0);
			if (scaled_ok)
				return errf(x->e, "%s: %s: RoPE type \"%s\" is not supported (need default, linear or llama3)",
					    x->path, where, shown);
			return errf(x->e, "%s: %s: RoPE type \"%s\" is not supported (only plain \"default\" RoPE)",
				    x->path, where, shown);
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

void cfg_all_full(model_config *c)
{
	c->layer_is_linear = xcalloc((size_t)c->num_layers, sizeof *c->layer_is_linear);
}

int cfg_decoder_sizes(cfg_ctx *x, model_config *c, bool kv_required, bool head_dim_required,
	int max_pos_default)
{
	if (cfg_req_int(x, "vocab_size", 1, CFG_MAX_VOCAB, &c->vocab_size) ||
	    cfg_req_int(x, "hidden_size", 1, CFG_MAX_DIM, &c->hidden_size) ||
	    cfg_req_int(x, "intermediate_size", 1, CFG_MAX_DIM * 4, &c->intermediate_size) ||
	    cfg_req_int(x, "num_hidden_layers", 1, CFG_MAX_LAYERS, &c->num_layers) ||
	    cfg_req_int(x, "num_attention_heads", 1, CFG_MAX_HEADS, &c->num_heads))
		return -1;
	if (kv_required ? cfg_req_int(x, "num_key_value_heads", 1, CFG_MAX_HEADS, &c->num_kv_heads)
			: cfg_opt_int(x, "num_key_value_heads", 1, CFG_MAX_HEADS, c->num_heads,
				&c->num_kv_heads))
		return -1;
	/* head_dim = hidden / heads when a family allows it to be absent */
	if (head_dim_required ? cfg_req_int(x, "head_dim", 1, 4096, &c->head_dim)
			      : cfg_opt_int(x, "head_dim", 1, 4096, c->hidden_size / c->num_heads,
					&c->head_dim))
		return -1;
	if (c->head_dim < 1)
		return cfg_fail(x, "num_attention_heads", "%d heads leave no head dimension in hidden_size %d",
			c->num_heads, c->hidden_size);
	if (cfg_opt_int(x, "max_position_embeddings", 1, INT32_MAX, max_pos_default,
		    &c->max_positions))
		return -1;
	if (c->num_heads % c->num_kv_heads != 0)
		return cfg_fail(x, "num_attention_heads", "%d is not a multiple of num_key_value_heads %d",
			c->num_heads, c->num_kv_heads);
	if (json_opt_double(x->tc, "rms_norm_eps", 1e-6, &c->rms_eps, x->path, x->tcpath, x->e))
		return -1;
	if (!(c->rms_eps > 0 && c->rms_eps < 1))
		return cfg_fail(x, "rms_norm_eps", "must be in (0, 1)");
	return 0;
}

int cfg_activation(cfg_ctx *x, const char *key, const char *const *need)
{
	const char *act;
	if (cfg_opt_string(x, key, need[0], &act))
		return -1;
	for (int i = 0; need[i]; i++)
		if (strcmp(act, need[i]) == 0)
			return 0;
	return cfg_fail(x, key, "\"%.40s\" is not supported (need \"%s\")", act, need[0]);
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
		if (seen)
			continue;
		if (c->n_eos == MODEL_MAX_EOS)
			return errf(e, "%s: %s: more than %d distinct end-of-text ids (with those of "
				    "config.json and generation_config.json together)", path, where, MODEL_MAX_EOS);
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
	cfg_ctx x = { path, root, root, "", mt, e };
	char known[256];
	arch_list(known, sizeof known);
	const arch_desc *ad = arch_find(mt);
	if (!ad && is_unsupported_moe(mt))
		return errf(e, "%s: model_type \"%s\" is a mixture-of-experts model, not supported (supported: %s)",
			    path, mt, known);
	if (!ad)
		return errf(e, "%s: model_type \"%.40s\": unknown architecture (supported: %s)",
			    path, mt, known);
	c->arch = ad;

	/* architectures[0]: one the family knows (a classification head or
	 * another model class would carry other tensors) */
	const json_value *ar = json_get(root, "architectures");
	const char *an = ad->architectures[0];
	if (ar && ar->type != JSON_NULL) {
		if (ar->type != JSON_ARRAY || json_count(ar) == 0 ||
		    !json_is_cstring(json_at(ar, 0)))
			return errf(e, "%s: architectures: expected an array of strings", path);
		an = json_at(ar, 0)->u.str.s;
		bool ok = false;
		for (int i = 0; ad->architectures[i]; i++)
			ok |= strcmp(an, ad->architectures[i]) == 0;
		if (!ok) {
			char shown[64];
			sanitize_into(shown, sizeof shown, an, strlen(an), 0);
			return errf(e, "%s: architectures[0]: \"%s\" is not supported for model_type %s (need %s%s)",
				    path, shown, mt, ad->architectures[0],
				    ad->architectures[1] ? " or another of the family's causal-LM classes" : "");
		}
	}
	snprintf(c->architecture, sizeof c->architecture, "%s", an);

	if (ad->config(&x, c))
		return -1;

	char where[160];
	/* tie_word_embeddings: top level, then text_config, then the family's default */
	const json_value *tie = json_get(root, "tie_word_embeddings");
	const char *tiepath = "";
	if ((!tie || tie->type == JSON_NULL) && x.tc != root) {
		tie = json_get(x.tc, "tie_word_embeddings");
		tiepath = x.tcpath;
	}
	c->tie_embeddings = ad->tie_default;
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
