"""English: words that go together, at the end of sentences of any length.
Fixed pairs and orders (salt and pepper, left and right, half past three),
what a first clause makes of the second (the floor is wet, so be careful;
the soup is too hot, so let it cool), bigger and smaller, feeling better,
days without school, opening and closing times, replies that come with a
question (thank you / you're welcome), what is in a lunch box or on a
shopping list, getting dressed, cooking in order, travel, and what a
storm, a muddy field or a knife does.  Each table gives several beginnings
for one kind of ending, so that the ending is learnt from its meaning and
not from one sentence.  Every function takes a random.Random and returns a
list of sentences (gen_everyday.py capitalises them).  Written for attnstep.
"""
import lexicon_en as L
from everyday_en import kid

words = L.words
lines = L.lines

# (beginnings, endings): a beginning may hold {N} (a child's name), {he},
# {his}; every ending fits every beginning of its entry
SET_PHRASES = [
	(["the floor is wet, so be", "the road is icy, so be", "the knife is sharp, so be"], words("careful")),
	(["the soup is too hot, so let it", "the tea is very hot, so let it", "the cake just came out of the oven, so let it"],
		lines("cool, cool down")),
	(["before you cross the road, look left and", "look right and then look left and", "{N} looked left and"],
		words("right")),
	(["can you pass me the salt and", "on the table there was salt and", "we put salt and"], words("pepper")),
	(["\"What time is it?\" \"It's half past", "we have lunch at half past", "the bus comes at half past"],
		words("one two three four five six seven eight nine ten eleven twelve")),
	(["yesterday I was ill, but today I feel", "{N} was sick last week, but now {he} feels", "after a good sleep I felt"],
		lines("better, much better, fine, well")),
	(["tomorrow is Saturday, so there is no", "it is the holidays, so there is no", "on Sunday there is no"],
		words("school")),
	(["the shop opens at nine and closes at", "the library opens at ten and closes at", "the park opens at eight and closes at"],
		words("five six seven four eight")),
	(["\"Thank you for the present,\" said {N}. Grandma smiled and said, \"You're", "\"Thank you,\" I said. \"You're",
		"\"Thanks for your help,\" said Dad. \"You're"], words("welcome")),
	(["I am sorry I am late. I missed the", "{N} was late for school because {he} missed the", "we ran, but we still missed the"],
		lines("bus, train, ferry")),
	(["\"Is this your pencil?\" asked the teacher. \"No, it's", "\"Is this your coat?\" \"No, it's", "\"Is that your bag?\" \"No, it's"],
		lines("not mine, {N}'s, my brother's, my sister's")),
	(["\"Can I have a biscuit?\" asked {N}. \"Yes, but only", "\"Can I have some sweets?\" \"Yes, but only",
		"you can watch television, but only"], lines("one, a few, after dinner, for a little while")),
	(["every night before bed, Mum reads me a", "at bedtime Dad tells us a", "before I go to sleep I like to read a"],
		lines("story, book, bedtime story, poem")),
	(["the library is quiet, so we have to", "the baby is asleep, so we have to", "in the cinema we have to"],
		lines("whisper, be quiet, speak softly, tiptoe")),
	(["the teacher told us to sit down and be", "Mum told the children to go to bed and be", "please sit still and be"],
		words("quiet good")),
	(["we could not go outside because it was", "the match was stopped because it was", "we stayed in all day because it was"],
		lines("raining, pouring, snowing, too cold, stormy")),
	(["I was scared during the storm because of the loud", "the dog hid under the bed because of the loud", "we woke up in the night because of the loud"],
		lines("thunder, noise, bang, wind")),
	(["ouch! I cut my finger with the", "be careful, or you will cut yourself with the", "{N} cut the paper with the"],
		lines("knife, scissors")),
	(["in the morning the grass was covered with", "when we woke up the garden was covered with", "the car was covered with"],
		lines("snow, frost, dew, leaves")),
	(["my shoes got muddy when I walked through the", "{N}'s boots were dirty after {he} walked through the", "the dog was wet after it ran through the"],
		lines("mud, puddles, field, puddle, muddy field")),
	(["we got on the train and found two empty", "in the cinema we found three empty", "on the bus there were no empty"],
		words("seats")),
	(["when we got to the airport, we checked in our", "at the hotel we left our", "{N} packed {his}"],
		lines("bags, suitcases, luggage")),
	(["my friend gave me a birthday card and a small", "for my birthday Grandma sent me a card and a", "{N} wrapped a small"],
		lines("present, gift, box")),
	(["we are going on holiday next", "school starts again next", "my cousin is coming to stay next"],
		words("week month year summer Monday")),
	(["the cake smells", "the bread in the oven smells", "the flowers smell"], words("good nice lovely delicious sweet")),
	(["the cat climbed up the tree and could not get", "the kite got stuck in the tree and we could not get it", "the ball went over the wall and we could not get it"],
		words("down back")),
	(["when the bell rang, all the children ran out to the", "at break time we play in the", "after lunch the boys went out to the"],
		words("playground yard field")),
	(["the ice cream melted because it was so", "we went swimming because it was so", "the dog lay in the shade because it was so"],
		words("hot warm sunny")),
	(["the bus was late, so we had to", "the lift was broken, so we had to", "the road was closed, so we had to"],
		lines("wait, walk, take the stairs, go another way")),
	(["Grandpa brought a bag of oranges, and we ate them all before", "{N} ate all the biscuits before", "we finished the pizza before"],
		words("dinner lunch supper bedtime")),
	(["after dinner I put the plates back in the", "{N} put the cups back in the", "please put the toys back in the"],
		lines("cupboard, box, kitchen, drawer")),
]

# the same class in a list, and a last member; "much bigger than" pairs
SIZE_BIG = words("elephant whale horse cow giraffe bear lion bus house")
SIZE_SMALL = words("mouse cat dog rabbit ant frog bird fly hamster")
SHOPPING = [words("milk eggs bread butter cheese apples juice"), words("carrots potatoes onions peas beans"),
	words("pencils paper glue crayons scissors")]
LUNCHBOX = lines("a sandwich, an apple, a banana, some crisps, a yoghurt, a biscuit, some grapes")
LUNCH_PLACES = lines("lunchbox, lunch box, bag, school bag")
DRESS = [("coat", lines("hat, scarf, gloves, boots")), ("pyjamas", lines("slippers, dressing gown")),
	("swimsuit", lines("goggles, swimming cap, flip-flops"))]
BAKE_STEPS = ["mixed the flour and sugar", "added the eggs", "added the milk", "stirred it well",
	"poured it into a tin", "put it in the oven", "waited for it to cool", "ate it"]
BEST = [("fruits", words("apples bananas strawberries grapes oranges")), ("animals", words("dogs cats horses rabbits")),
	("colours", words("blue red green yellow purple")), ("seasons", words("summer spring winter autumn")),
	("subjects", words("art maths reading music science"))]
TALLER = [("taller", lines("older, faster, stronger, cleverer")), ("older", lines("taller, bigger, faster")),
	("faster", lines("stronger, taller, older"))]
SHY = [("wags its tail", "dog", words("happy excited glad")), ("purrs", "cat", words("happy warm comfortable")),
	("hides", "cat", words("scared frightened afraid")), ("barks", "dog", words("angry scared excited"))]


def fill(s, k):
	return s.replace("{N}", k.name).replace("{he}", k.he).replace("{his}", k.his)


def set_phrases(r):
	out = []
	for begins, ends in r.sample(SET_PHRASES, r.randint(1, 3)):
		k = kid(r)
		s = fill(r.choice(begins), k) + " " + fill(r.choice(ends), k)
		# a reply left open inside its quotation mark is closed after the stop
		out.append(s + (".\"" if s.count("\"") % 2 else "."))
	return out


def sizes(r):
	big, small = r.choice(SIZE_BIG), r.choice(SIZE_SMALL)
	form = r.random()
	if form < 0.5:
		return ["an %s is much bigger than a %s." % (big, small) if big[0] in "aeiou" else "a %s is much bigger than a %s." % (big, small)]
	return ["a %s is much smaller than a%s %s." % (small, "n" if big[0] in "aeiou" else "", big)]


def lists(r):
	k = kid(r)
	form = r.random()
	if form < 0.4:
		things = r.choice(SHOPPING)
		xs = r.sample(things, 4)
		return ["we need %s, %s, %s and %s." % tuple(xs)]
	if form < 0.7:
		a, b = r.sample(LUNCHBOX, 2)
		return ["%s packed %s and %s in %s %s." % (r.choice(["Mum", "Dad", k.name]), a, b,
			"my" if r.random() < 0.5 else k.his, r.choice(LUNCH_PLACES))]
	top, rest = r.choice(DRESS)
	a, b = r.sample(rest, 2)
	return ["%s put on %s %s, %s %s and %s %s." % (k.name, k.his, top, k.his, a, k.his, b)]


def bake(r):
	i = r.randint(0, len(BAKE_STEPS) - 3)
	a, b, c = BAKE_STEPS[i:i + 3]
	return ["first we %s, then we %s, and then we %s." % (a, b, c)]


def best(r):
	kind, xs = r.choice(BEST)
	x = r.choice(xs)
	return [r.choice(["of all the %s, I like %s best." % (kind, x), "of all the %s, %s %s my favourite." % (
		kind, x, "are" if kind in ("fruits", "animals") else "is")])]


def taller(r):
	q, others = r.choice(TALLER)
	who = r.choice(["my sister", "my brother", "my cousin", kid(r).name])
	return ["%s is %s than me, but I am %s." % (who, q, r.choice(others))]


def moods(r):
	does, animal, feels = r.choice(SHY)
	return ["our %s %s when it is %s." % (animal, does, r.choice(feels))]


KIND_LIST = [
	(8, "set_phrases", set_phrases), (1, "much_bigger", sizes), (2, "lists_and_dressing", lists), (1, "baking_steps", bake),
	(1, "like_best", best), (1, "taller_but", taller), (1, "animal_moods", moods),
]
