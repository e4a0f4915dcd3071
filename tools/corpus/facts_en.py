"""English: what a child knows by heart and says without thinking.
Family words (my mother's sister is my aunt), small sums in words, how many
of one thing make another (seven days in a week), opposites named as such,
things that are all kinds of one thing, where things are kept, the polite
exchanges that finish themselves (good night, sleep tight), what the sky
says about the weather, what a child wants to be, aches and what they are
called, what animals have and where they live, and asking a price.  Each
fact is said in a few frames (a statement, a question and its answer, a
child's sentence) so that the end of a sentence is learnt from what it
means.  Every function takes a random.Random and returns a list of
sentences (gen_everyday.py capitalises them).  Written for attnstep.
"""
import lexicon_en as L
from everyday_en import kid

words = L.words
lines = L.lines

# (who, as a chain of "'s"; the words for them; "her" or "him")
FAMILY = [("mother's sister", lines("aunt, auntie"), "her"), ("father's sister", lines("aunt, auntie"), "her"),
	("mother's brother", words("uncle"), "him"), ("father's brother", words("uncle"), "him"),
	("mother's mother", lines("grandmother, grandma, granny, nan"), "her"),
	("father's mother", lines("grandmother, grandma, granny, nan"), "her"),
	("mother's father", lines("grandfather, grandpa, grandad"), "him"),
	("father's father", lines("grandfather, grandpa, grandad"), "him"),
	("aunt's son", words("cousin"), "him"), ("uncle's daughter", words("cousin"), "her"),
	("sister's son", words("nephew"), "him"), ("brother's daughter", words("niece"), "her")]

NUMBERS = [L.number_word(n) for n in range(21)]

# how many of the first make one of the second
HOW_MANY = [("days", "week", "seven"), ("months", "year", "twelve"), ("hours", "day", "twenty-four"),
	("minutes", "hour", "sixty"), ("seconds", "minute", "sixty"), ("seasons", "year", "four"),
	("days", "weekend", "two"), ("eggs", "dozen", "twelve"), ("legs", "spider", "eight"),
	("legs", "dog", "four"), ("legs", "bird", "two"), ("wheels", "bike", "two"),
	("wheels", "car", "four"), ("sides", "triangle", "three"), ("sides", "square", "four"),
	("fingers", "hand", "five"), ("players", "football team", "eleven")]
TIME = {"week", "year", "day", "hour", "minute", "weekend", "dozen"}

OPPOSITES = [("hot", "cold"), ("big", "small"), ("up", "down"), ("day", "night"), ("fast", "slow"),
	("happy", "sad"), ("open", "closed"), ("wet", "dry"), ("light", "dark"), ("full", "empty"),
	("tall", "short"), ("hard", "soft"), ("left", "right"), ("in", "out"), ("yes", "no"),
	("black", "white"), ("top", "bottom"), ("early", "late"), ("clean", "dirty"), ("loud", "quiet"),
	("near", "far"), ("old", "new"), ("thick", "thin"), ("heavy", "light"), ("rich", "poor"),
	("first", "last"), ("push", "pull"), ("come", "go"), ("laugh", "cry"), ("win", "lose")]

# members, and the word after "kinds of"
KINDS_OF = [(words("apples bananas oranges pears grapes plums cherries strawberries"), "fruit"),
	(words("carrots peas beans potatoes onions cabbages"), "vegetables"),
	(words("lions tigers elephants zebras giraffes monkeys"), "animals"),
	(words("robins sparrows owls eagles parrots penguins"), "birds"),
	(words("roses daisies tulips daffodils sunflowers"), "flowers"),
	(words("shirts socks trousers jumpers dresses coats"), "clothes"),
	(words("cars buses trains lorries bikes vans"), "vehicles"),
	(words("ants bees beetles butterflies ladybirds"), "insects"),
	(words("oaks pines willows birches maples"), "trees"),
	(words("milk juice tea water lemonade"), "drinks"),
	(words("chairs tables beds sofas wardrobes"), "furniture"),
	(words("pianos drums guitars violins trumpets"), "instruments"),
	(words("red blue green yellow purple"), "colours"),
	(words("football tennis swimming running basketball"), "sports"),
	(words("circles squares triangles rectangles"), "shapes")]

# thing, where it is kept, why there
KEPT = [("milk", lines("fridge"), "so it stays cold"), ("butter", lines("fridge"), "so it stays cold"),
	("ice cream", lines("freezer"), "so it does not melt"), ("plates", lines("cupboard"), ""),
	("clothes", lines("wardrobe, drawer, cupboard"), ""), ("books", lines("bookcase, shelf, bag"), ""),
	("toys", lines("toy box, box, cupboard"), ""), ("bread", lines("bread bin, cupboard"), ""),
	("money", lines("purse, wallet, piggy bank, bank"), "so it is safe"),
	("pencils", lines("pencil case"), ""), ("rubbish", lines("bin"), ""),
	("car", lines("garage"), ""), ("bike", lines("shed, garage"), ""),
	("flowers", lines("vase"), "so they stay fresh"), ("dirty clothes", lines("washing machine, basket"), "")]

# something said, and what comes after it (the second half may finish the first)
POLITE = [("good night,", lines("sleep tight, sleep well")), ("nice to", lines("meet you")),
	("thank you very much for your", lines("help, present, letter, kind words")),
	("how are you? I'm", lines("fine, thank you, very well, thank you, good, thanks")),
	("see you", words("tomorrow later soon")), ("happy birthday to", words("you")),
	("have a nice", words("day trip time weekend")), ("get well", words("soon")),
	("would you like some more cake? No thanks, I'm", lines("full, fine, okay")),
	("would you like a drink? Yes,", words("please")),
	("excuse me, can you tell me the way to the", lines("station, library, park, shops")),
	("sorry I'm late. I missed the", words("bus train")),
	("you did it! Well", words("done")), ("please help", words("yourself")),
	("I'm sorry I broke your cup. That's all", words("right")), ("ladies and", words("gentlemen"))]

# what the sky or air shows, and what it is going to do
SIGNS = [("look at those dark clouds", lines("rain, pour, storm")), ("the sky is grey and heavy", lines("rain, snow")),
	("it is very cold and the sky is white", lines("snow")), ("the wind is getting stronger", lines("be stormy, blow hard")),
	("the clouds are going away", lines("be sunny, be a nice day, stop raining")),
	("the thunder is getting louder", lines("rain, pour, storm"))]

JOBS = [("doctor", "help sick people"), ("teacher", "help children learn"), ("vet", "look after animals"),
	("nurse", "look after people in hospital"), ("pilot", "fly planes"), ("firefighter", "put out fires"),
	("farmer", "grow food"), ("chef", "cook nice food"), ("builder", "build houses"), ("artist", "paint pictures"),
	("scientist", "find out how things work"), ("astronaut", "go to the moon"), ("police officer", "help people"),
	("singer", "sing songs"), ("footballer", "score goals"), ("bus driver", "drive a big bus")]

# part that hurts, what the ache is called (with its article), what was done
ACHES = [("head", lines("a headache, a bad headache"), "lay down in a dark room"),
	("tooth", lines("toothache, a toothache"), "went to the dentist"),
	("tummy", lines("a tummy ache, a stomach ache"), "went to bed"),
	("throat", lines("a sore throat, a cold"), "drank some warm honey and lemon"),
	("ear", lines("earache, an ear infection"), "went to the doctor"), ("back", lines("a bad back"), "lay down")]

# animal, what it has, what that lets it do; and where it lives
HAS = [("birds", "wings", "fly"), ("fish", "fins", "swim"), ("ducks", "webbed feet", "swim"),
	("elephants", "long trunks", "pick things up"), ("giraffes", "long necks", "eat leaves from tall trees"),
	("cats", "sharp claws", "climb trees"), ("rabbits", "long ears", "hear well"), ("owls", "big eyes", "see at night")]
LIVES = [("fish", lines("the water, the sea, rivers, ponds")), ("whales", lines("the sea, the ocean")),
	("camels", lines("the desert")), ("monkeys", lines("trees, the jungle, the forest")),
	("penguins", lines("cold places, the snow, the far south")), ("frogs", lines("ponds, the pond, water")),
	("bees", lines("a hive, hives")), ("cows", lines("fields, the fields")),
	("bears", lines("the woods, the forest, the mountains")), ("polar bears", lines("the snow, the far north, cold places"))]

PRICES = lines("""shirt, hat, book, toy car, ball, cake, bag of apples, pair of shoes,
pencil, kite, teddy bear, scarf""")


def family(r):
	who, names, obj = r.choice(FAMILY)
	w = r.choice(names)
	form = r.random()
	if form < 0.4:
		return ["my %s is my %s." % (who, w)]
	if form < 0.7:
		k = kid(r)
		return ["%s's %s is %s %s." % (k.name, who, k.his, w)]
	return ["my %s? I call %s %s." % (who, obj, w.capitalize())]


def sums(r):
	a, b = r.randint(0, 10), r.randint(0, 10)
	c = a + b
	A, B, C = NUMBERS[a], NUMBERS[b], NUMBERS[c]
	form = r.random()
	if form < 0.3:
		return ["%s plus %s equals %s." % (A, B, C)]
	if form < 0.5:
		return ["%s and %s make %s." % (A, B, C)]
	if form < 0.7:
		return ["%s minus %s equals %s." % (C, B, A)]
	k = kid(r)
	return ["\"What is %s plus %s?\" asked the teacher. \"%s,\" said %s." % (A, B, C.capitalize(), k.name)]


def how_many(r):
	out = []
	for part, whole, n in r.sample(HOW_MANY, r.randint(1, 3)):
		form = r.random()
		one = L.a_an(whole)
		if form < 0.4 and whole in TIME:
			out.append("there are %s %s in %s." % (n, part, one))
		elif form < 0.7:
			out.append("%s has %s %s." % (one, n, part))
		elif whole in TIME:
			out.append("\"How many %s are there in %s?\" \"There are %s.\"" % (part, one, n))
		else:
			out.append("\"How many %s does %s have?\" \"It has %s.\"" % (part, one, n))
	return out


def opposites(r):
	a, b = r.choice(OPPOSITES)
	if r.random() < 0.5:
		a, b = b, a
	form = r.random()
	if form < 0.5:
		return ["the opposite of %s is %s." % (a, b)]
	if form < 0.75:
		return ["%s is the opposite of %s." % (b, a)]
	return ["\"What is the opposite of %s?\" asked the teacher. \"%s!\" we said." % (a, b.capitalize())]


def kinds_of(r):
	members, kind = r.choice(KINDS_OF)
	a, b, c = r.sample(members, 3)
	form = r.random()
	if form < 0.5:
		return ["%s, %s and %s are all kinds of %s." % (a, b, c, kind)]
	if form < 0.75:
		return ["%s and %s are both kinds of %s." % (a, b, kind)]
	return ["\"Name three %s.\" \"%s, %s and %s.\"" % (kind, a.capitalize(), b, c)]


def kept(r):
	thing, places, why = r.choice(KEPT)
	p = r.choice(places)
	form = r.random()
	if form < 0.4:
		return ["put the %s back in the %s%s." % (thing, p, " " + why if why else "")]
	if form < 0.7:
		return ["we keep the %s in the %s." % (thing, p)]
	k = kid(r)
	return ["%s put the %s in the %s%s." % (k.name, thing, p, " " + why if why else "")]


def polite(r):
	said, ends = r.choice(POLITE)
	who = r.choice(["Mum", "Dad", "Grandma", "the teacher", kid(r).name])
	return ["\"%s %s,\" said %s." % (said[0].upper() + said[1:], r.choice(ends), who)]


def signs(r):
	sky, does = r.choice(SIGNS)
	return ["%s. I think it's going to %s." % (sky, r.choice(does))
		if r.random() < 0.5 else "%s, so it is going to %s soon." % (sky, r.choice(does))]


def grow_up(r):
	job, why = r.choice(JOBS)
	if r.random() < 0.6:
		return ["when I grow up, I want to be %s." % L.a_an(job), "I want to %s." % why]
	k = kid(r)
	return ["%s wants to be %s when %s grows up, so that %s can %s." % (k.name, L.a_an(job), k.he, k.he, why)]


def aches(r):
	part, names, did = r.choice(ACHES)
	if r.random() < 0.5:
		return ["my %s hurts, so I think I have %s." % (part, r.choice(names))]
	k = kid(r)
	return ["%s had %s, so %s %s." % (k.name, r.choice(names), k.he, did)]


def animals(r):
	if r.random() < 0.5:
		who, has, can = r.choice(HAS)
		return ["%s can %s because they have %s." % (who, can, has)]
	who, where = r.choice(LIVES)
	w = r.choice(where)
	if r.random() < 0.6:
		return ["%s live in %s." % (who, w)]
	return ["\"Where do %s live?\" \"They live in %s.\"" % (who, w)]


def prices(r):
	t = r.choice(PRICES)
	n = r.choice(NUMBERS[2:13])
	if r.random() < 0.5:
		return ["I want to buy this %s. How much does it cost?" % t, "It costs %s pounds." % n]
	return ["\"How much is this %s?\" \"It is %s pounds.\"" % (t, n)]


KIND_LIST = [
	(2, "family_words", family), (2, "sums", sums), (2, "how_many", how_many), (2, "opposite_of", opposites),
	(2, "all_kinds_of", kinds_of), (2, "kept_in", kept), (3, "polite", polite), (1, "sky_signs", signs),
	(1, "grow_up", grow_up), (1, "aches", aches), (2, "animals_have_live", animals), (1, "prices", prices),
]
