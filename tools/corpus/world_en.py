"""English: what the world is like and what people do in it, said plainly.
Things named in threes of one kind (lions, tigers and bears), what animals
and plants give us (cows give us milk), the seasons (in autumn the leaves
turn brown), what we do before something else (wash your hands before you
eat), small hurts and what follows, thanks, short questions with their
natural answers, the school week, where animals make their homes, dreams,
lost things, a hungry animal and the food it sees, visits and errands with
what was bought, what people and plants need, and one action then the next.
Each table is said in a few frames so that the second half of a sentence
follows its first half.  Every function takes a random.Random and returns a
list of sentences (gen_everyday.py capitalises them).  Written for attnstep.
"""
import lexicon_en as L
from everyday_en import kid

words = L.words
lines = L.lines

# three of a kind, and what the kind is called after "are"
TRIOS = [
	(words("lions tigers bears wolves leopards cheetahs"), "wild animals"),
	(words("cows pigs sheep goats hens horses ducks"), "farm animals"),
	(words("apples bananas oranges pears grapes plums cherries"), "fruit"),
	(words("carrots peas beans potatoes onions cabbages"), "vegetables"),
	(words("cats dogs rabbits hamsters goldfish"), "pets"),
	(words("robins sparrows owls eagles ducks swans"), "birds"),
	(words("cars buses trains lorries bikes vans"), "things that go on wheels"),
	(words("roses daisies tulips daffodils sunflowers"), "flowers"),
	(words("shirts socks trousers jumpers dresses coats"), "clothes"),
	(words("knives forks spoons plates cups bowls"), "things in the kitchen"),
	(words("pencils pens rulers rubbers crayons"), "things for school"),
	(words("ants bees beetles butterflies ladybirds"), "insects"),
]
# food said in pairs so often that the second follows the first
FOOD_PAIRS = lines("""bread and butter, fish and chips, eggs and toast, milk and
biscuits, tea and cake, sausages and mash, toast and jam, cheese and crackers,
strawberries and cream, rice and beans, bacon and eggs""")

# what an animal or plant gives us
GIVES = [("cows", words("milk")), ("hens", words("eggs")), ("sheep", words("wool")),
	("bees", words("honey")), ("goats", words("milk cheese")), ("trees", words("wood shade")),
	("apple trees", words("apples")), ("the sun", words("light warmth")),
	("clouds", words("rain")), ("wheat", words("flour bread")), ("ducks", words("eggs feathers"))]
SINGULAR = {"the sun", "wheat"}

# season: weather words, what leaves, flowers or people do, why a child likes it
SEASONS = {
	"spring": (words("warm mild rainy"), lines("""the flowers come out, the birds build
		their nests, the lambs are born, the trees grow new leaves"""),
		lines("the flowers are pretty, the days get longer, there are baby animals")),
	"summer": (words("hot sunny warm"), lines("""we go to the beach, we eat ice cream,
		we play outside until late, the days are long"""),
		lines("it is hot, it is sunny, there is no school, we can swim in the sea")),
	"autumn": (words("cool windy wet"), lines("""the leaves turn brown and fall, the
		leaves turn red and yellow, we pick apples, the nights get longer"""),
		lines("the leaves are pretty, we can kick the leaves, it is my birthday")),
	"winter": (words("cold freezing snowy icy"), lines("""it snows, we build a snowman,
		the ponds freeze, we wear our coats and scarves"""),
		lines("it snows, we can build a snowman, it is Christmas, we can go sledging")),
}

# do this before that
BEFORE = [("wash your hands", words("eat")), ("brush your teeth", lines("go to bed, go to school")),
	("look both ways", lines("cross the road")), ("put on your coat", lines("go outside, go out")),
	("knock on the door", lines("go in")), ("say please", lines("take one, ask for something")),
	("tidy your room", lines("go out to play, watch television")),
	("finish your homework", lines("play, watch television")),
	("take off your shoes", lines("come in, go upstairs")),
	("put on your seat belt", lines("we drive off, the car starts"))]

# a part of the body, what happened (his/him are replaced), what was done for it
HURTS = [("knee", lines("fell off his bike, tripped over a stone, fell down in the playground"),
		lines("put a plaster on it, washed it and put a plaster on it")),
	("leg", lines("fell down the stairs, fell off the wall"), lines("took him to the doctor")),
	("arm", lines("fell out of the tree, fell off his bike"), lines("took him to the hospital")),
	("finger", lines("was cutting paper, was helping in the kitchen"), lines("put a plaster on it")),
	("head", lines("slipped on the ice, fell off the bed, ran into the door"), lines("gave him a hug, put some ice on it")),
	("foot", lines("stepped on a stone, was running with no shoes on"), lines("helped him sit down"))]

THANKS = lines("""present, card, flowers, dinner, cake, day out, letter, book,
party, help, visit, gift, lunch, picture""")
THANK_ADJ = words("lovely beautiful wonderful nice")

# a short question, answers that fit it
REPLIES = [("Are you okay?", ["Yes, I am fine, thank you.", "Yes, I am okay.", "No, I feel ill."]),
	("Are you hungry?", ["Yes, I am very hungry.", "No, I have just eaten."]),
	("Are you tired?", ["Yes, I am going to bed.", "No, I want to play."]),
	("How are you?", ["I am fine, thank you.", "I am very well, thank you."]),
	("Do you want some cake?", ["Yes, please!", "No, thank you."]),
	("Is it cold outside?", ["Yes, it is freezing.", "No, it is warm and sunny."]),
	("Can you swim?", ["Yes, I can.", "No, I can't, but I am learning."]),
	("Where do you live?", ["I live in a small house near the park.", "I live in a flat in town."]),
	("What is your name?", ["My name is NAME."]),
	("How old are you?", ["I am seven.", "I am six years old.", "I am nine."]),
	("Who is that?", ["That is my brother.", "That is my teacher.", "That is my friend NAME."])]

# asking for something because of how one feels
ASK_FOR = [("hungry", lines("some bread, some soup, a sandwich, an apple, some biscuits, something to eat")),
	("thirsty", lines("some water, a drink, a glass of milk, some juice")),
	("cold", lines("a blanket, my jumper, a hot drink, my coat")),
	("tired", lines("a rest, a nap")), ("bored", lines("a book, a game, a puzzle"))]

# animal, what it lives in, where that is
HOMES = [("bird", "nest", "in the tree"), ("bird", "nest", "in the hedge"), ("spider", "web", "in the corner"),
	("rabbit", "burrow", "under the ground"), ("bee", "hive", "in the garden"), ("fox", "den", "in the wood"),
	("mouse", "hole", "in the wall"), ("squirrel", "nest", "high in the tree"), ("ant", "nest", "under a stone"),
	("fish", "pond", "in the park")]

# a hungry animal and what it saw
HUNGRY_SEES = [("fox", lines("some grapes, some chickens, a hen, a rabbit")),
	("cat", lines("some fish, a mouse, a bowl of milk")), ("dog", lines("a bone, some meat, a sausage")),
	("bear", lines("some honey, some fish, some berries")), ("mouse", lines("some cheese, some bread crumbs")),
	("rabbit", lines("some carrots, some lettuce")), ("monkey", lines("some bananas")),
	("bird", lines("some worms, some seeds, some bread crumbs")), ("cow", lines("some grass"))]

# who we visit
VISITED = lines("""grandma, grandpa, grandparents, aunt, uncle, cousins, friend,
granny, nan, aunt and uncle""")

# shop, what is bought there
ERRANDS = [("the baker's", lines("some bread, a loaf of bread, some buns, a cake")),
	("the shop", lines("some milk, some bread, some apples, some eggs, some sweets")),
	("the market", lines("some apples, some fish, some vegetables, some flowers")),
	("the toy shop", lines("a new ball, a kite, a puzzle, a teddy bear")),
	("the shoe shop", lines("some new shoes, some boots, some trainers")),
	("the bookshop", lines("a new book, some comics")),
	("the chemist's", lines("some medicine, some plasters, some toothpaste")),
	("the greengrocer's", lines("some potatoes, some carrots, some bananas"))]

# what someone needs, and for what
NEEDS = [("plants", lines("water and sunlight, water and light, soil and water"), "to grow"),
	("people", lines("food and water, sleep, air to breathe"), "to live"),
	("fish", lines("water"), "to swim"), ("babies", lines("milk and sleep, lots of sleep"), "to grow"),
	("cars", lines("petrol, fuel"), "to go"), ("fires", lines("air and wood"), "to burn")]

BREAKFAST = lines("""eggs and toast, toast and jam, cereal and milk, porridge,
boiled eggs, a bowl of cereal, toast and butter, pancakes, fruit and yoghurt,
bacon and eggs""")

# one action, then what naturally comes next
THEN = [("opened the door", lines("walked in, went outside, said hello, looked out")),
	("took off POS coat", lines("hung it up, sat down")),
	("got out of bed", lines("got dressed, went to the bathroom, opened the curtains")),
	("sat down at the table", lines("ate POS dinner, picked up POS spoon")),
	("picked up the phone", lines("called POS friend, said hello")),
	("put on POS shoes", lines("tied the laces, went outside")),
	("came home from school", lines("had a snack, did POS homework, played with the dog")),
	("turned off the light", lines("went to sleep, closed POS eyes")),
	("filled the kettle", lines("made a cup of tea, switched it on")),
	("found the key", lines("unlocked the door, opened the box"))]


def trios(r):
	out = []
	members, kind = r.choice(TRIOS)
	a, b, c = r.sample(members, 3)
	form = r.random()
	if form < 0.4:
		out.append("%s, %s and %s are %s." % (a, b, c, kind))
	elif form < 0.7:
		out.append("%s, %s and %s are all %s." % (a, b, c, kind))
	else:
		out.append("I like %s, %s and %s." % (a, b, c))
		out.append("They are %s." % kind)
	if r.random() < 0.4:
		out.append("for %s we had %s." % (r.choice(["tea", "lunch", "supper"]), r.choice(FOOD_PAIRS)))
	return out


def gives(r):
	out = []
	for who, things in r.sample(GIVES, r.randint(2, 3)):
		t = r.choice(things)
		form = r.random()
		if form < 0.6:
			out.append("%s %s us %s." % (who, "gives" if who in SINGULAR else "give", t))
		elif form < 0.85:
			out.append("we get %s from %s." % (t, who))
		else:
			out.append("\"Where does %s come from?\" \"It comes from %s.\"" % (t, who))
	return out


def seasons(r):
	name = r.choice(sorted(SEASONS))
	weather, happens, likes = SEASONS[name]
	out = []
	form = r.random()
	if form < 0.35:
		out.append("in %s the weather is very %s." % (name, r.choice(weather)))
		out.append("in %s %s." % (name, r.choice(happens)))
	elif form < 0.7:
		out.append("in %s %s." % (name, r.choice(happens)))
	else:
		out.append("I like %s because %s." % (name, r.choice(likes)))
	if r.random() < 0.4:
		out.append("%s is %s." % (name, r.choice(weather)))
	return out


def before(r):
	do, thens = r.choice(BEFORE)
	t = r.choice(thens)
	who = r.choice(["Mum", "Dad", "the teacher", "Grandma"])
	form = r.random()
	if form < 0.5:
		return ["\"Please %s before you %s,\" said %s." % (do, t, who)]
	if form < 0.8:
		return ["always %s before you %s." % (do, t)]
	return ["%s told us to %s before we %s." % (who, do.replace("your", "our"), t.replace("your", "our"))]


def hurts(r):
	part, how, done = r.choice(HURTS)
	k = kid(r)
	h = r.choice(how).replace("his", k.his).replace("him", k.him)
	out = ["%s %s and hurt %s %s." % (k.name, h, k.his, part)]
	if r.random() < 0.7:
		out.append("%s %s." % (r.choice(["%s mum" % k.his, "the teacher", "%s dad" % k.his]),
			r.choice(done).replace("him", k.him)))
	if r.random() < 0.4:
		out.append("soon %s felt better." % k.he)
	return out


def thanks(r):
	t, a = r.choice(THANKS), r.choice(THANK_ADJ)
	form = r.random()
	if form < 0.5:
		return ["\"Thank you for the %s %s,\" said %s." % (a, t, kid(r).name)]
	if form < 0.8:
		return ["thank you for the %s %s." % (a, t), r.choice(["I love it.", "It was very kind of you.", "Love from %s." % kid(r).name])]
	return ["I wrote a letter to say thank you for the %s %s." % (a, t)]


def replies(r):
	out = []
	for q, answers in r.sample(REPLIES, r.randint(1, 2)):
		a = r.choice(answers).replace("NAME", kid(r).name)
		who = r.choice(["Mum", "Dad", "the teacher", kid(r).name])
		out.append("%s asked, \"%s\" I said, \"%s\"" % (who, q, a))
	return out


def ask_for(r):
	feel, things = r.choice(ASK_FOR)
	k = kid(r)
	t = r.choice(things)
	if r.random() < 0.6:
		return ["%s said, \"I am %s. Can I have %s, please?\"" % (k.name, feel, t)]
	return ["%s was %s, so %s asked for %s." % (k.name, feel, k.he, t.replace("my ", k.his + " "))]


def school_week(r):
	out = []
	form = r.random()
	if form < 0.5:
		out.append("I go to school from Monday to Friday.")
		out.append(r.choice(["on Saturday and Sunday I stay at home.", "at the weekend I play with my friends.",
			"on Saturday we go to the park."]))
	else:
		d = r.choice(L.DAYS[:5])
		out.append("on %s we have %s." % (d, r.choice(L.SUBJECTS)))
		out.append("the teacher wrote the %s on the board." % r.choice(["answer", "date", "words", "sums", "question"]))
	return out


def homes(r):
	out = []
	for a, home, where in r.sample(HOMES, r.randint(1, 2)):
		form = r.random()
		if form < 0.5:
			out.append("the %s built a %s %s." % (a, home, where))
		elif form < 0.8:
			out.append("the %s lives in a %s %s." % (a, home, where))
		else:
			out.append("there is a %s's %s %s." % (a, home, where))
	return out


def sky_and_sea(r):
	form = r.random()
	if form < 0.35:
		return ["at night we can see the moon and the stars.", r.choice(["In the day we can see the sun.", "The stars twinkle."])]
	if form < 0.7:
		return ["we went to the beach and swam in the sea.", r.choice(["The water was cold.", "We built a sandcastle.", "The waves were big."])]
	return ["in the day the sun shines, and at night the moon comes out."]


def dreams(r):
	k = kid(r)
	me = r.random() < 0.5
	who, he = ("I", "I") if me else (k.name, k.he)
	kind = r.choice(["bad dream", "bad dream", "nightmare", "funny dream", "good dream"])
	about = r.choice(["a monster", "a big dog", "a dragon", "falling down", "being lost", "flying", "the sea"])
	out = ["last night %s had a %s." % (who, kind), "%s dreamt about %s." % (he, about)]
	if kind in ("bad dream", "nightmare") and r.random() < 0.5:
		out.append("in the morning %s felt better." % he)
	return out


def lost(r):
	thing = r.choice(words("hat bag shoe coat book pencil ball key sock teddy"))
	where = r.choice(["under the bed", "behind the sofa", "in the garden", "by the door", "in your bag", "on the table"])
	form = r.random()
	if form < 0.5:
		return ["\"Where is my %s? I can't find it.\"" % thing, "\"It is %s,\" said Mum." % where]
	return ["\"Have you seen my %s?\"" % thing, "\"Yes, it is %s.\"" % where]


def hungry_sees(r):
	a, foods = r.choice(HUNGRY_SEES)
	f = r.choice(foods)
	out = ["one day a hungry %s saw %s." % (a, f)]
	if r.random() < 0.6:
		out.append(r.choice(["it licked its lips.", "it ran over to eat.", "it was very happy."]))
	return out


def visits(r):
	d = r.choice(L.DAYS + ["the weekend", "Saturday", "Sunday"])
	out = ["on %s we visited my %s." % (d, r.choice(VISITED))]
	if r.random() < 0.5:
		out.append(r.choice(["We had tea together.", "We played in the garden.", "It was a lovely day."]))
	return out


def errands(r):
	place, things = r.choice(ERRANDS)
	when = r.choice(["yesterday", "this morning", "on Saturday", "after school"])
	who = r.choice(["I", "we", "Mum", "Dad"])
	return ["%s %s went to %s and bought %s." % (when, who, place, r.choice(things))]


def needs(r):
	out = []
	for who, what, why in r.sample(NEEDS, r.randint(1, 2)):
		out.append("%s need %s %s." % (who, r.choice(what), why) if r.random() < 0.6 else "%s need %s." % (who, r.choice(what)))
	return out


def breakfast(r):
	k = r.choice(["I", kid(r).name])
	return ["for breakfast %s had %s." % (k, r.choice(BREAKFAST))]


def then(r):
	act, nexts = r.choice(THEN)
	k = kid(r)
	return ["%s %s and then %s." % (k.name, act.replace("POS", k.his), r.choice(nexts).replace("POS", k.his))]


KIND_LIST = [
	(3, "trios_pairs", trios), (2, "gives_us", gives), (3, "seasons", seasons), (2, "before", before),
	(2, "hurts", hurts), (1, "thanks", thanks), (3, "short_replies", replies), (2, "ask_for", ask_for),
	(2, "school_week", school_week), (2, "animal_homes", homes), (1, "sky_and_sea", sky_and_sea),
	(1, "dreams", dreams), (2, "lost_things", lost), (2, "hungry_sees", hungry_sees), (1, "visits", visits),
	(2, "errands", errands), (1, "needs", needs), (2, "breakfast_had", breakfast), (2, "and_then", then),
]
