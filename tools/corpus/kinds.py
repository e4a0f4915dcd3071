"""Small makers of document kinds shared by the generator's modules.
Written for attnstep.
"""


def ending(table, fmt):
	"""A kind that picks a (start, endings) pair from table and one of its
	endings: fmt % (start, ending) is the document's one sentence."""
	def kind(r):
		said, ends = r.choice(table)
		return [fmt % (said, r.choice(ends))]
	return kind
