/* The table of model families (loader/arch.h): finding a family by
 * config.json's model_type, and listing them for messages. */
#include "loader/arch.h"

#include <stdio.h>
#include <string.h>

static const arch_desc *const families[] = {
	&arch_qwen35, &arch_qwen3, &arch_llama, &arch_mistral, &arch_qwen2, &arch_gpt2,
};
#define NFAMILIES ((int)(sizeof families / sizeof families[0]))

const arch_desc *arch_at(int i)
{
	return i >= 0 && i < NFAMILIES ? families[i] : NULL;
}

const arch_desc *arch_find(const char *mt)
{
	for (int i = 0; i < NFAMILIES; i++)
		for (int k = 0; families[i]->model_types[k]; k++)
			if (strcmp(mt, families[i]->model_types[k]) == 0)
				return families[i];
	return NULL;
}

void arch_list(char *buf, size_t n)
{
	size_t k = 0;
	buf[0] = 0;
	for (int i = 0; i < NFAMILIES; i++)
		for (int j = 0; families[i]->model_types[j] && k < n; j++)
			k += (size_t)snprintf(buf + k, n - k, "%s%s", k ? ", " : "",
				families[i]->model_types[j]);
}
