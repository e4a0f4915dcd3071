"""English: the small moves of a day and the words that finish them.
Choosing between two (the red one or the blue one), tidying up (clean it
up, put them away), laughing or crying until one cannot stop, sharing a
lunch, being handed a thing to do a job with (a cloth to wipe it up), who is
at the door, what the seasons do to days and nights, seeds that start to
grow, what is worn to be safe, the steps of a trip, going out to play as a
reward, and what goes into a cake.  Each is said in a few frames so that
the last word is learnt from the sentence before it.  Every function takes
a random.Random and returns a list of sentences (gen_everyday.py
capitalises them).  Written for attnstep.
"""
import lexicon_en as L
from everyday_en import kid

words = L.words
lines = L.lines

COLOURS = words("red blue green yellow pink purple orange black white")
CHOOSE = lines("""cup, balloon, hat, pencil, scarf, T-shirt, bike, kite, ball, toothbrush,
lolly, umbrella, car""")

# the mess, who made it, and the tidy verb with its particle
MESS = [("the kitchen is messy", "clean it up"), ("your room is a mess", "tidy it up"),
	("the toys are all over the floor", "put them away"), ("there is paint on the table", "wipe it off"),
	("the bins are full", "take them out"), ("the plates are dirty", "wash them up"),
	("your coat is on the floor", "hang it up"), ("the books are everywhere", "put them back")]

# what happened, the feeling verb in -ing
CANNOT_STOP = [("the film was so funny that", "laughing"), ("the clown was so silly that", "laughing"),
	("the joke was so funny that", "giggling"), ("the story was so sad that", "crying"),
	("the onions were so strong that", "crying"), ("the feather tickled so much that", "laughing"),
	("the pepper was so strong that", "sneezing"), ("the lesson was so long that", "yawning")]

SHARE = lines("lunch, sandwich, apple, crisps, biscuits, umbrella, sweets, orange")

# the accident, the thing handed over, and what it is for
JOB = [("spilled juice all over the table", "a cloth", "wipe it up"),
	("spilled milk on the floor", "a mop", "clean it up"),
	("got mud on his shoes", "a brush", "clean them"), ("came in soaking wet", "a towel", "dry himself"),
	("broke a glass", "a dustpan and brush", "sweep it up"),
	("had a runny nose", "a tissue", "blow his nose"), ("cut his knee", "a plaster", "put on it"),
	("wanted to write a letter", "a pen and some paper", "write with"),
	("needed to cut the paper", "some scissors", "cut it with")]

# what is heard at the door, and who it was
DOOR = [("someone knocks on the", "door"), ("someone rings the", "doorbell"), ("the postman comes to the", "door"),
	("a car stops outside the", "house")]
CALLER = lines("the postman, Grandma, our neighbour, a man with a parcel, my friend, Dad")

SEASONS = [("in winter the days are short and the nights are", "long"),
	("in summer the days are long and the nights are", "short"),
	("in winter it is cold and in summer it is", "hot"), ("in autumn the leaves turn brown and", "fall"),
	("in spring the flowers start to", "grow")]

# what is worn, and when: said of us, and of one child (POS: his or her)
SAFE = [("a helmet", "ride our bikes", "ride POS bike"), ("a seat belt", "ride in the car", "ride in the car"),
	("armbands", "swim in the sea", "swim in the sea"), ("sun cream", "play in the sun", "play in the sun"),
	("a life jacket", "go on the boat", "go on the boat"), ("gloves", "play in the snow", "play in the snow")]

# the steps of going somewhere, in order
TRIPS = [["got to the airport", "checked in our bags", "went through security", "waited at the gate",
	"got on the plane"], ["got to the station", "bought our tickets", "waited on the platform",
	"got on the train", "found our seats"], ["got to the cinema", "bought the tickets", "got some popcorn",
	"found our seats", "watched the film"]]

REWARD = [("finish our work early", "go outside and play"), ("eat all our vegetables", "have some ice cream"),
	("tidy our room", "watch a film"), ("are good in the shop", "choose a sweet"),
	("do our homework", "play in the garden")]

BAKE = [("cake", words("eggs flour butter sugar")), ("pancakes", words("eggs flour milk")),
	("sandwich", lines("bread, butter, cheese, ham")), ("salad", words("lettuce tomatoes cucumber")),
	("pizza", lines("dough, tomato sauce, cheese")), ("cup of tea", lines("a tea bag, hot water, milk"))]


def choose(r):
	a, b = r.sample(COLOURS, 2)
	t = r.choice(CHOOSE)
	k = kid(r)
	form = r.random()
	if form < 0.5:
		return ["\"Which one do you want, the %s one or the %s one?\" asked Mum." % (a, b),
			"\"The %s one, please,\" said %s." % (r.choice([a, b]), k.name)]
	if form < 0.8:
		return ["there was %s %s %s and %s %s %s." % (L.a_an(a), a, t, L.a_an(b), b, t),
			"%s took the %s one." % (k.name, r.choice([a, b]))]
	return ["\"Do you want the %s %s or the %s %s?\" \"The %s one!\"" % (a, t, b, t, r.choice([a, b]))]


def tidy(r):
	mess, fix = r.choice(MESS)
	if r.random() < 0.5:
		return ["%s. Let's %s." % (mess, fix)]
	return ["\"%s,\" said %s. \"Please %s.\"" % (mess[0].upper() + mess[1:], r.choice(["Mum", "Dad", "the teacher"]), fix)]


def cannot_stop(r):
	cause, feel = r.choice(CANNOT_STOP)
	who = r.choice(["everyone", "we", "my sister", "the children", "I", "Tom"])
	return ["%s %s could not stop %s." % (cause, who, feel)]


def share(r):
	a, b = kid(r), kid(r)
	while b.name == a.name:
		b = kid(r)
	t = r.choice(SHARE)
	if r.random() < 0.5:
		return ["I forgot my %s at home today, so my best friend shared %s %s with me." % (t, b.his, t)]
	return ["%s had no %s, so %s shared %s %s with %s." % (a.name, t, b.name, b.his, t, a.him)]


def handed(r):
	did, thing, job = r.choice(JOB)
	who = r.choice(["my little brother", "Sam", "Ben", "Leo"])
	giver = r.choice(["Mum", "Dad", "Grandma", "the teacher"])
	return ["%s %s, so %s gave him %s to %s." % (who, did, giver, thing, job)]


def door(r):
	heard, what = r.choice(DOOR)
	if r.random() < 0.5:
		return ["my dog barks every time %s %s." % (heard, what)]
	return ["%s %s. It is %s." % (heard, what, r.choice(CALLER))]


def seasons(r):
	said, end = r.choice(SEASONS)
	return ["%s %s." % (said, end)]


def safe(r):
	gear, we_do, one_does = r.choice(SAFE)
	if r.random() < 0.6:
		return ["we always wear %s when we %s." % (gear, we_do)]
	k = kid(r)
	return ["%s put on %s before %s went to %s." % (k.name, gear, k.he, one_does.replace("POS", k.his))]


def trip(r):
	steps = r.choice(TRIPS)
	i = r.randint(0, len(steps) - 3)
	a, b, c = steps[i:i + 3]
	return ["when we %s, we %s and then %s." % (a, b, c) if i == 0 else "first we %s, then we %s and then we %s." % (a, b, c)]


def reward(r):
	cond, then = r.choice(REWARD)
	who = r.choice(["our teacher", "Mum", "Dad"])
	return ["%s said that if we %s, we can %s." % (who, cond, then)]


def bake(r):
	dish, needs = r.choice(BAKE)
	if len(needs) > 2:
		listed = ", ".join(needs[:-1]) + " and " + needs[-1]
	else:
		listed = " and ".join(needs)
	return ["to make %s we need %s." % (L.a_an(dish) if dish not in ("pancakes",) else dish, listed)]


KIND_LIST = [
	(2, "which_one", choose), (2, "tidy_up", tidy), (1, "cannot_stop", cannot_stop), (1, "shared_with", share),
	(2, "handed_a_thing", handed), (1, "at_the_door", door), (1, "season_days", seasons), (1, "safe_wear", safe),
	(1, "trip_steps", trip), (1, "reward", reward), (1, "to_make", bake),
]
