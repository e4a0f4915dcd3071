/* The fixture model of the live tests (included by each test program): the
 * 4-layer checkpoint tests/model/fixtures/mm_qwen35 with the tiny GPT-2
 * tokenizer, linked into a new temporary directory. */
#ifndef ATTN_TESTS_LIVE_FIXTURE_H
#define ATTN_TESTS_LIVE_FIXTURE_H

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

/* The fixture model with the tiny tokenizer, joined in dir. top_srcdir is
 * absolute under the automake harness; "." otherwise needs the cwd. */
static int link_into(const char *dir, const char *root, const char *rel, const char *name)
{
	char from[3072], to[1024];
	snprintf(from, sizeof from, "%s/%s/%s", root, rel, name);
	snprintf(to, sizeof to, "%s/%s", dir, name);
	return symlink(from, to);
}

static int fixture_dir(char *dir, size_t n)
{
	char root[2048];
	const char *src = getenv("top_srcdir");
	if (src && src[0] == '/')
		snprintf(root, sizeof root, "%s", src);
	else if (!getcwd(root, sizeof root))
		return -1;
	snprintf(dir, n, "/tmp/attnstep-live-XXXXXX");
	if (!mkdtemp(dir))
		return -1;
	const char *files[] = {"config.json", "model.safetensors.index.json",
			       "model-00001-of-00002.safetensors", "model-00002-of-00002.safetensors"};
	for (size_t i = 0; i < sizeof files / sizeof files[0]; i++)
		if (link_into(dir, root, "tests/model/fixtures/mm_qwen35", files[i]) != 0)
			return -1;
	return link_into(dir, root, "tests/tokenizer/tiny_gpt2", "tokenizer.json");
}

static void cleanup_dir(const char *dir)
{
	char cmd[4200];
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	if (system(cmd) != 0)
		fprintf(stderr, "cannot remove %s\n", dir);
}

#endif
