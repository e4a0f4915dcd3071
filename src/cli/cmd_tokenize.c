/* attnstep tokenize [--model M] (--text T | --decode 1,2,3) [--format text|json]
 *
 * Encode text to token ids as a prompt reaches the model (with the BOS the
 * tokenizer adds, if any), or decode ids to text, with the tokenizer of a
 * model (default: the embedded model). The whole output is built first and
 * written at the end, so an error never leaves partial output. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli/cli_util.h"
#include "cli/commands.h"
#include "loader/hfcache.h"
#include "tokenizer/tokenizer.h"
#include "util/datadir.h"
#include "util/error.h"
#include "util/sanitize.h"
#include "util/strbuf.h"

static const char usage_line[] =
	"usage: attnstep tokenize [--model M] (--text T | --decode 1,2,3) [--format text|json]";

/* Load the tokenizer of M (a tokenizer.json, a model directory or a Hugging
 * Face repo id in the local cache), or of the embedded model. */
static tokenizer *load_for(const char *model, errbuf *e)
{
	char path[4096];
	struct stat st;
	if (!model) {
		if (datadir_find("models/embedded/tokenizer.json", path, sizeof path, e))
			return NULL;
		return tok_load(path, e);
	}
	if (stat(model, &st) != 0 && hf_is_repo_id(model)) {
		char *dir;
		if (hf_resolve(model, &dir, e))
			return NULL;
		tokenizer *t = tok_load(dir, e);
		free(dir);
		return t;
	}
	return tok_load(model, e);
}

static void write_ids(strbuf *out, const tokenizer *t, const int32_t *ids, size_t n,
		      bool json, const char *text, size_t text_len)
{
	if (json) {
		sb_puts(out, "{\"ids\": [");
		for (size_t i = 0; i < n; i++)
			sb_printf(out, "%s%ld", i ? ", " : "", (long)ids[i]);
		sb_puts(out, "], \"tokens\": [");
		for (size_t i = 0; i < n; i++) {
			size_t l;
			const char *d = tok_decode_id(t, ids[i], &l);
			if (i)
				sb_puts(out, ", ");
			cli_json_bytes(out, d, l);
		}
		/* the raw bytes of each token, in hex: "<C3>" in "tokens" may be
		 * the byte 0xC3 or the text <C3>; "bytes" tells them apart */
		sb_puts(out, "], \"bytes\": [");
		for (size_t i = 0; i < n; i++) {
			size_t l;
			const char *d = tok_decode_id(t, ids[i], &l);
			if (i)
				sb_puts(out, ", ");
			cli_json_hex(out, d, l);
		}
		sb_puts(out, "]");
		if (text) {
			sb_puts(out, ", \"text\": ");
			cli_json_bytes(out, text, text_len);
		}
		sb_puts(out, "}\n");
		return;
	}
	if (text) {
		/* decoding: the text itself, lines and tabs kept; control
		 * characters and bytes that are not UTF-8 escaped (\x1B, \xE4) */
		sanitize_append(out, text, text_len, SAN_KEEP_NEWLINE);
		sb_putc(out, '\n');
		return;
	}
	for (size_t i = 0; i < n; i++) {
		size_t l;
		const char *d = tok_decode_id(t, ids[i], &l);
		sb_printf(out, "%ld\t", (long)ids[i]);
		cli_plain_bytes(out, d, l);
		sb_putc(out, '\n');
	}
}

int cmd_tokenize(int argc, char **argv)
{
	const char *model = NULL, *text = NULL, *decode = NULL, *format = "text";
	errbuf e;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
			puts(usage_line);
			return fflush(stdout) == 0 ? EXIT_OK : EXIT_FAIL;
		}
		const cli_value_opt vals[] = {
			{"--model", &model}, {"--text", &text}, {"--decode", &decode}, {"--format", &format},
		};
		int took = cli_take_value(argc, argv, &i, vals, sizeof vals / sizeof vals[0], "tokenize", &e);
		if (took < 0) {
			err_print(&e);
			return EXIT_USAGE;
		}
		if (!took) {
			err_printf("tokenize: unknown option '%s' (%s)", a, usage_line);
			return EXIT_USAGE;
		}
	}
	if (!text == !decode) {
		err_printf("tokenize: give exactly one of --text or --decode (%s)", usage_line);
		return EXIT_USAGE;
	}
	bool json = strcmp(format, "json") == 0;
	if (!json && strcmp(format, "text") != 0) {
		err_printf("tokenize: --format must be text or json, not '%s'", format);
		return EXIT_USAGE;
	}
	if (text && !*text) {
		err_printf("--text: empty text");
		return EXIT_USAGE;
	}

	tokenizer *t = load_for(model, &e);
	if (!t) {
		err_print(&e);
		return EXIT_USAGE;
	}
	int32_t *ids = NULL;
	size_t n = 0;
	char *dec = NULL;
	size_t dec_len = 0;
	int rc = EXIT_OK;
	if (text) {
		if (tok_encode_prompt(t, text, strlen(text), &ids, &n, &e))
			rc = EXIT_USAGE;
	} else if (cli_id_list("--decode", decode, (long)tok_vocab_size(t) - 1, &ids, &n, &e) ||
		   tok_decode(t, ids, n, &dec, &dec_len, &e)) {
		rc = EXIT_USAGE;
	}
	if (rc == EXIT_OK) {
		strbuf out = {0};
		write_ids(&out, t, ids, n, json, dec, dec_len);
		if (fwrite(sb_str(&out), 1, out.len, stdout) != out.len || fflush(stdout) != 0)
			rc = EXIT_FAIL;
		sb_free(&out);
	} else {
		err_print(&e);
	}
	free(ids);
	free(dec);
	tok_free(t);
	return rc;
}
