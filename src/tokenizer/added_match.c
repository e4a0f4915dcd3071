/* Aho-Corasick over reversed tokens; see added_match.h. */
#include "tokenizer/added_match.h"

#include <stdlib.h>
#include <string.h>

#include "util/error.h"
#include "util/hash.h"

struct added_match {
	uint32_t n_nodes;  /* node 0 is the root */
	uint32_t *fail;    /* longest proper suffix that is also a trie node */
	uint32_t *out;     /* 1 + token of the longest token on the fail chain, or 0 */
	/* transitions (node, byte) -> child: open addressing with the keyed hash */
	uint64_t *key;     /* node << 8 | byte, + 1; 0 = empty */
	uint32_t *child;
	size_t mask;
};

static uint64_t edge_key(uint32_t node, unsigned char b)
{
	return (((uint64_t)node << 8) | b) + 1;
}

/* The slot of the edge, or of the empty slot where it would go. */
static size_t edge_slot(const added_match *m, uint64_t k)
{
	size_t i = hash_u64(k) & m->mask;
	while (m->key[i] && m->key[i] != k)
		i = (i + 1) & m->mask;
	return i;
}

/* The child of node by byte b, or 0 (the root is never a child). */
static uint32_t edge(const added_match *m, uint32_t node, unsigned char b)
{
	size_t i = edge_slot(m, edge_key(node, b));
	return m->key[i] ? m->child[i] : 0;
}

added_match *added_match_build(const char *const *s, const size_t *len, size_t n)
{
	added_match *m = xcalloc(1, sizeof *m);
	size_t total = 1;
	for (size_t k = 0; k < n; k++)
		total += len[k];
	if (total > UINT32_MAX / 2) /* the file is far smaller: JSON_FILE_MAX */
		total = UINT32_MAX / 2;
	size_t cap = 16;
	while (cap < 2 * total)
		cap *= 2;
	m->key = xcalloc(cap, sizeof *m->key);
	m->child = xcalloc(cap, sizeof *m->child);
	m->mask = cap - 1;
	uint32_t *term = xcalloc(total, sizeof *term);
	/* each node's children as a list (first child, next sibling, the byte
	 * leading to the node), so the walk below visits edges, not 256 bytes */
	uint32_t *first = xcalloc(total, sizeof *first);
	uint32_t *sib = xcalloc(total, sizeof *sib);
	unsigned char *label = xcalloc(total, 1);
	m->fail = xcalloc(total, sizeof *m->fail);
	m->out = xcalloc(total, sizeof *m->out);
	m->n_nodes = 1;
	/* the trie of the reversed tokens */
	for (size_t k = 0; k < n; k++) {
		uint32_t node = 0;
		for (size_t j = len[k]; j-- > 0;) {
			unsigned char b = (unsigned char)s[k][j];
			size_t i = edge_slot(m, edge_key(node, b));
			if (!m->key[i]) {
				if (m->n_nodes >= total)
					break; /* cannot happen: total counts every byte */
				uint32_t c = m->n_nodes++;
				m->key[i] = edge_key(node, b);
				m->child[i] = c;
				label[c] = b;
				sib[c] = first[node];
				first[node] = c;
			}
			node = m->child[i];
		}
		if (!term[node])
			term[node] = (uint32_t)k + 1;
	}
	/* failure links in breadth-first order (a node's fail is shallower, so
	 * it is final before the node is reached): fail(child of u by b) = the
	 * deepest node reached by b from u's fail chain */
	uint32_t *queue = xmalloc(m->n_nodes * sizeof *queue);
	size_t qh = 0, qt = 0;
	queue[qt++] = 0;
	while (qh < qt) {
		uint32_t u = queue[qh++];
		m->out[u] = term[u] ? term[u] : (u ? m->out[m->fail[u]] : 0);
		for (uint32_t v = first[u]; v; v = sib[v]) {
			unsigned char b = label[v];
			uint32_t f = 0;
			if (u) {
				f = m->fail[u];
				while (f && !edge(m, f, b))
					f = m->fail[f];
				f = edge(m, f, b);
			}
			m->fail[v] = f;
			queue[qt++] = v;
		}
	}
	free(queue);
	free(term);
	free(first);
	free(sib);
	free(label);
	return m;
}

void added_match_scan(const added_match *m, const char *text, size_t len, uint32_t *at)
{
	uint32_t state = 0;
	for (size_t i = len; i-- > 0;) {
		unsigned char b = (unsigned char)text[i];
		uint32_t next = 0;
		while (state && !(next = edge(m, state, b)))
			state = m->fail[state];
		state = state ? next : edge(m, 0, b);
		at[i] = m->out[state];
	}
}

void added_match_free(added_match *m)
{
	if (!m)
		return;
	free(m->fail);
	free(m->out);
	free(m->key);
	free(m->child);
	free(m);
}
