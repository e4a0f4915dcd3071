#!/usr/bin/python3
"""Generate the attnstep training corpus: English short stories and sentences.

Deterministic from --seed (Python's random.Random, no other source of
randomness).  Written for attnstep; the generator and its output are ours
(same licence as attnstep).  Documents are separated by the special token
<|endoftext|> on its own line.

What the grammar teaches (and why attention is needed for it):
  * named characters and objects that recur later in a story (copying /
    induction: the model must look back to find which name or object it is);
  * pronouns that refer back (he / she / they agree with the named character
    introduced earlier);
  * agreement across distance ("The keys to the old cabinet were ..." vs
    "The key to the old cabinets was ...");
  * the chapter's examples: a cat sitting on a mat ("The cat sat on the mat"
    is the dominant continuation), and the three senses of "bank": money
    (manager, loan, account, deposit), the side of a river (fishing, grass,
    picnic, water) and an aeroplane tilting to turn (bank left / right);
  * repeated random-word sequences (pure copying).

Usage: gen_corpus.py --seed N --mb SIZE --out FILE
"""
import argparse
import random
import sys

EOT = "<|endoftext|>"

MALE = ["Tom", "Sam", "Ben", "Max", "Leo", "Jack", "Oliver", "Harry", "Noah",
	"Oscar", "Henry", "Lucas", "Adam", "Peter", "Daniel", "Omar", "Ravi",
	"Hugo", "Felix", "Arthur", "Mark", "Paul", "Ivan", "Carlos"]
FEMALE = ["Anna", "Mia", "Lily", "Emma", "Sara", "Lucy", "Grace", "Ella",
	"Ruby", "Alice", "Chloe", "Zoe", "Maya", "Nina", "Rose", "Clara", "Lena",
	"Ivy", "Julia", "Eva", "Sophie", "Hannah", "Kate", "Amira"]
GROUPS = ["the twins", "the children", "the girls", "the boys",
	"the neighbours", "the friends"]
OBJECTS = ["ball", "box", "key", "book", "hat", "kite", "lamp", "cup", "coin",
	"map", "ring", "shell", "stone", "bell", "drum", "clock", "basket",
	"bottle", "letter", "feather", "apple", "candle", "toy", "rope", "bag",
	"scarf", "brush", "jar", "spoon", "pencil", "flower", "blanket"]
ADJ = ["red", "blue", "green", "small", "big", "old", "new", "shiny",
	"yellow", "heavy", "tiny", "broken", "soft", "round", "bright", "dusty"]
PLACES = ["garden", "kitchen", "park", "forest", "school", "market",
	"library", "attic", "village", "beach", "farm", "town", "house", "shop"]
ANIMALS = ["dog", "cat", "bird", "fox", "rabbit", "horse", "duck", "mouse",
	"goat", "cow", "frog", "owl"]
SURFACES = ["mat", "rug", "chair", "bed", "sofa", "floor", "table", "step",
	"box", "wall", "fence", "roof"]
FEELINGS = ["happy", "sad", "tired", "excited", "scared", "proud", "angry",
	"calm", "surprised", "hungry", "sleepy", "glad"]
TIMES = ["One morning", "One day", "Last summer", "That evening",
	"On Monday", "Early in the morning", "After lunch", "Once upon a time",
	"Long ago", "In the spring", "Later that day", "At night"]
COLOURS = ["red", "blue", "green", "white", "black", "brown", "grey", "golden"]
WORDS = ("sun moon star tree river hill road door window table chair milk "
	"bread fish bird snow rain wind fire water stone paper glass gold silver "
	"green blue seven three nine ten one two four five six eight house car "
	"boat train ship bus field song game plan idea word name light dark cold "
	"warm fast slow high low king queen city town box cup pen ink leaf root "
	"sand salt sugar honey tea cake egg rice corn bean nut oak pine rose lily "
	"wolf bear lion tiger deer sheep pig hen fox owl frog mouse horse cow "
	"goat duck swan crow bell drum horn flute harp coat shoe hat sock ring "
	"key lock map rope net tent bag sack barn farm mill bridge tower wall gate "
	"path lake pond sea shore cliff cave rock hill peak valley cloud storm "
	"north south east west left right up down red black white pink brown "
	"grey").split()


class Person:
	def __init__(self, name, kind):
		self.name = name
		self.kind = kind  # "m", "f" or "g" (group: plural)
		self.subj = {"m": "he", "f": "she", "g": "they"}[kind]
		self.obj = {"m": "him", "f": "her", "g": "them"}[kind]
		self.pos = {"m": "his", "f": "her", "g": "their"}[kind]
		self.plural = kind == "g"

	def Subj(self):
		return self.subj.capitalize()

	def Name(self):
		return self.name[0].upper() + self.name[1:]

	def be(self, past=True):
		if past:
			return "were" if self.plural else "was"
		return "are" if self.plural else "is"

	def has(self):
		return "have" if self.plural else "has"


def person(r, exclude=()):
	while True:
		k = r.random()
		if k < 0.44:
			p = Person(r.choice(MALE), "m")
		elif k < 0.88:
			p = Person(r.choice(FEMALE), "f")
		else:
			p = Person(r.choice(GROUPS), "g")
		if p.name not in exclude:
			return p


def a_an(word):
	return ("an " if word[0] in "aeiou" else "a ") + word


def cap(s):
	return s[0].upper() + s[1:]


# --- the cat on the mat ------------------------------------------------------

def cat_sentence(r, p=None):
	"""'The cat sat on the mat' dominates; other animals and surfaces vary."""
	x = r.random()
	if x < 0.75:
		surf = "mat" if r.random() < 0.9 else r.choice(SURFACES)
		tail = r.choice([".", ".", ".", " and purred.", " by the door.",
			" all day.", " and went to sleep.", " in the sun.",
			" and washed its paws.", " and looked at the birds."])
		subj = r.choice(["The cat", "The cat", "The cat", "The old cat",
			"The little cat", "The black cat", "Our cat"])
		if p is not None and r.random() < 0.4:
			subj = p.Name() + "'s cat"
		verb = r.choice(["sat", "sat", "sat", "sat", "lay", "slept"])
		if verb != "sat":
			surf = "mat" if r.random() < 0.7 else r.choice(SURFACES)
		return "%s %s on the %s%s" % (subj, verb, surf, tail)
	animal = r.choice(ANIMALS)
	surf = r.choice(SURFACES)
	if animal == "dog":
		surf = r.choice(["rug", "floor", "step", "rug"])
	return "The %s sat on the %s%s" % (animal, surf,
		r.choice([".", ".", " and waited.", " near the door."]))


# --- bank: three senses -------------------------------------------------------

def bank_money(r, p):
	N, S = p.Name(), p.Subj()
	c = r.choice
	amount = c(["ten", "twenty", "fifty", "a hundred", "some", "all of " + p.pos])
	s = [
		"%s needed a loan, so %s went to see the bank manager." % (N, p.subj),
		"%s wanted a loan for a new shop, so %s asked to see the bank manager." % (N, p.subj),
		"%s walked into the bank to deposit %s coins." % (N, amount if amount.startswith("all") else amount),
		"%s went to the bank to open an account." % N,
		"%s put %s money in the bank." % (N, p.pos),
		"The bank manager gave %s a loan." % p.obj,
		"%s spoke to the bank manager about a loan." % N,
		"%s had a bank account with %s dollars in it." % (N, amount.replace("all of " + p.pos, "fifty")),
		"%s took %s savings to the bank and paid them into %s account." % (N, p.pos, p.pos),
		"At the bank, the teller counted the money and gave %s a receipt." % p.obj,
		"%s asked the bank for a loan to buy a house." % N,
		"The bank was closed on Sunday, so %s could not take out any money." % p.subj,
		"%s saved money every week and kept it in the bank." % S,
		"The bank manager said that %s account was full of money." % p.pos,
		"%s went to the bank to ask the bank manager about %s loan." % (N, p.pos),
		"%s had a meeting with the bank manager to talk about money." % N,
	]
	return r.sample(s, r.randint(2, 4))


def bank_river(r, p):
	N, S = p.Name(), p.Subj()
	c = r.choice
	s = [
		"%s sat on the bank fishing all afternoon." % N,
		"By the river, %s sat on the bank fishing." % p.subj,
		"The river was calm, so %s sat on the bank fishing." % p.subj,
		"%s sat on the grassy bank fishing and watched the water." % N,
		"%s had a picnic on the river bank under a tree." % N,
		"The grass on the river bank was soft and green.",
		"Ducks swam past the bank of the river.",
		"%s walked along the river bank and threw stones into the water." % N,
		"%s climbed down the muddy bank to the water." % S,
		"%s sat on the bank fishing until the sun went down." % S,
		"The water rose until it reached the top of the bank.",
		"On the far bank of the river, a heron stood in the reeds.",
		"%s lay on the bank in the grass and watched the %s." % (N, c(["ducks", "boats", "fish", "clouds"])),
		"%s and %s friends sat on the bank fishing for trout." % (N, p.pos),
	]
	return r.sample(s, r.randint(2, 4))


def bank_plane(r, p):
	N, S = p.Name(), p.Subj()
	c = r.choice
	d = c(["left", "right"])
	s = [
		"The pilot turned the wheel and the plane began to bank %s." % d,
		"The pilot put the plane into a steep bank %s." % d,
		"The plane began to bank %s over the mountains." % d,
		"The pilot banked %s and flew over the sea." % d,
		"As the plane began to bank %s, %s looked out of the window." % (d, p.subj),
		"The little plane banked %s and turned towards the airport." % d,
		"The pilot turned the plane into a gentle bank %s to avoid the clouds." % d,
		"%s felt the plane bank %s as it turned for the runway." % (N, d),
		"The aeroplane began to bank %s and the wing dipped low." % d,
		"%s, the pilot, let the plane bank %s and then turn back." % (N, d),
		"When the pilot turned, the plane began to bank %s and the wing dipped." % d,
	]
	return r.sample(s, r.randint(2, 4))


# --- long-distance agreement -------------------------------------------------

def agreement(r):
	n1, n2 = r.choice(OBJECTS), r.choice(OBJECTS + PLACES)
	pl1 = r.random() < 0.5
	pl2 = r.random() < 0.5
	s1 = n1 + ("s" if pl1 and not n1.endswith(("s", "x", "sh", "ch")) else ("es" if pl1 else ""))
	s2 = n2 + ("s" if pl2 and not n2.endswith(("s", "x", "sh", "ch")) else ("es" if pl2 else ""))
	adj = r.choice(ADJ)
	be = "were" if pl1 else "was"
	has = "have" if pl1 else "has"
	t = r.choice([
		"The %s near the %s %s %s." % (s1, s2, be, adj),
		"The %s next to the %s %s %s." % (s1, s2, be, adj),
		"The %s that I found by the %s %s %s." % (s1, s2, be, adj),
		"The %s in the %s %s always been %s." % (s1, s2, has, adj),
		"The %s on the shelf above the %s %s %s." % (s1, s2, be, adj),
	])
	return t


# --- stories -----------------------------------------------------------------

def story(r):
	p = person(r)
	q = person(r, exclude=(p.name,))
	obj = r.choice(OBJECTS)
	adj = r.choice(ADJ)
	place = r.choice(PLACES)
	place2 = r.choice(PLACES)
	feel = r.choice(FEELINGS)
	out = []
	opening = r.choice(TIMES)
	out.append("%s, %s found %s in the %s." % (opening, p.name, a_an(adj + " " + obj), place))
	pool = []
	pool.append("%s picked up the %s and looked at it." % (p.Subj(), obj))
	pool.append("%s %s very %s." % (p.Subj(), p.be(), feel))
	pool.append("%s took the %s %s to the %s." % (p.Subj(), adj, obj, place2))
	pool.append("There %s met %s." % (p.subj, q.name))
	pool.append("%s showed the %s to %s." % (p.Name(), obj, q.name))
	pool.append("%s said, \"What %s nice %s!\"" % (q.Name(), "a" if True else "", obj))
	pool.append("%s smiled at %s." % (q.Name(), p.obj))
	pool.append("%s and %s played with the %s all day." % (p.Name(), q.name, obj))
	pool.append("Then %s gave the %s to %s." % (p.name, obj, q.name))
	pool.append("%s thanked %s and put the %s in %s bag." % (q.Name(), p.name, obj, q.pos))
	pool.append("%s %s %s to keep the %s safe." % (q.Name(), "promised" , "", obj))
	pool.append(cat_sentence(r, p))
	pool.append(agreement(r))
	pool.append("The %s %s %s, and %s liked it." % (obj, "was", adj, p.subj))
	pool.append("%s wanted to show the %s %s to %s friends." % (p.Subj(), adj, obj, p.pos))
	pool.append("%s %s looking for the %s everywhere." % (q.Name(), q.be(), obj))
	pool.append("When %s came home, %s told %s mother about the %s." % (p.subj, p.subj, p.pos, obj))
	n = r.randint(4, 8)
	body = r.sample(pool, n)
	out.extend(s.replace("  ", " ") for s in body)
	k = r.random()
	if k < 0.18:
		out.extend(bank_money(r, r.choice([p, q])))
	elif k < 0.36:
		out.extend(bank_river(r, r.choice([p, q])))
	elif k < 0.52:
		out.extend(bank_plane(r, r.choice([p, q])))
	end = r.choice([
		"In the end, %s kept the %s %s forever." % (p.name, adj, obj),
		"That night %s dreamed about the %s." % (p.name, obj),
		"%s never forgot the day %s found the %s." % (p.Name(), p.subj, obj),
		"The %s stayed in the %s for many years." % (obj, place2),
		"%s and %s %s friends after that." % (p.Name(), q.name, "were" if True else ""),
	])
	out.append(end)
	text = " ".join(cap(s) for s in out)
	return text


def copy_doc(r):
	"""A random word sequence repeated: pure induction."""
	L = r.randint(4, 16)
	seq = [r.choice(WORDS) for _ in range(L)]
	reps = r.choice([2, 2, 2, 3])
	if r.random() < 0.5:
		body = " ".join(" ".join(seq) for _ in range(reps))
		return cap(body) + "."
	p = person(r)
	line = " ".join(seq)
	return "%s wrote down the words %s. Later %s read them again: %s." % (
		p.Name(), line, p.subj, line)


def sentences(r):
	"""A paragraph of unrelated simple sentences, with the chapter's examples."""
	out = []
	for _ in range(r.randint(3, 7)):
		x = r.random()
		p = person(r)
		if x < 0.30:
			out.append(cat_sentence(r, p))
		elif x < 0.40:
			out.extend(bank_money(r, p)[:1])
		elif x < 0.50:
			out.extend(bank_river(r, p)[:1])
		elif x < 0.60:
			out.extend(bank_plane(r, p)[:1])
		elif x < 0.80:
			out.append(agreement(r))
		else:
			o = r.choice(OBJECTS)
			out.append("%s lost %s %s, and %s looked for it in the %s." % (
				p.Name(), p.pos, o, p.subj, r.choice(PLACES)))
	return " ".join(cap(s) for s in out)


def document(r):
	x = r.random()
	if x < 0.62:
		return story(r)
	if x < 0.82:
		return sentences(r)
	return copy_doc(r)


def main():
	ap = argparse.ArgumentParser()
	ap.add_argument("--seed", type=int, required=True)
	ap.add_argument("--mb", type=float, required=True, help="size in MB (10^6 bytes)")
	ap.add_argument("--out", required=True)
	a = ap.parse_args()
	r = random.Random(a.seed)
	limit = int(a.mb * 1e6)
	n = 0
	with open(a.out, "w", encoding="ascii", newline="\n") as f:
		while n < limit:
			d = document(r) + "\n" + EOT + "\n"
			f.write(d)
			n += len(d)
	return 0


if __name__ == "__main__":
	sys.exit(main())
