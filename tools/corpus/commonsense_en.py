"""English everyday common sense: small tables of how the world goes, each
said in several frames, so that a continuation can follow the meaning of a
prompt rather than one template.  Why people do things (because / so), what
the weather makes us do, what belongs to whom (the dog ate its bone, he hurt
his knee), what things are for, opposites, what one kind of thing has in
common with another, and which feelings follow which events.  Every function
takes a random.Random and returns a list of sentences.  Written for attnstep.
"""
import lexicon_en as L
import semantic_en as S
from everyday_en import Person, person, kid, cap, N

words = L.words
lines = L.lines

# ---- why people do things: (verb phrase in the base form, states of the
# doer that explain it); POS is the doer's possessive
DOER_STATES = [
	("cry", words("hungry tired sleepy sad hurt scared lost upset")),
	("yawn", words("tired sleepy bored")),
	("smile", words("happy glad pleased excited")),
	("eat a big sandwich", words("hungry starving")),
	("eat POS dinner quickly", words("hungry starving late")),
	("drink a glass of water", words("thirsty hot")),
	("walk slowly", words("tired old sleepy hurt ill")),
	("run all the way home", words("late scared excited cold")),
	("shiver", words("cold wet freezing scared")),
	("stay in bed", words("ill sick tired unwell")),
	("go to bed early", words("tired sleepy ill")),
	("hide under the table", words("scared afraid shy frightened")),
	("jump up and down", words("excited happy")),
	("stay very quiet", words("shy sad nervous tired")),
	("shout at the dog", words("angry cross upset")),
	("sit down in the shade", words("hot tired")),
	("put on a warm jumper", words("cold chilly")),
	("take off POS coat", words("hot warm")),
	("go to see the doctor", words("ill sick unwell hurt")),
	("laugh and sing", words("happy excited cheerful")),
	("say sorry", words("sorry wrong")),
	("ask for help", words("lost stuck confused")),
	("open the fridge", words("hungry thirsty")),
	("fall asleep on the sofa", words("tired sleepy")),
]

# what the weather or the time of day makes people do: (verb phrase for a
# group, conditions that complete "it is ...")
IT_CONDITIONS = [
	("take POS umbrellas", words("raining rainy wet")),
	("wear POS coats", words("cold freezing windy snowing")),
	("open the windows", words("hot warm stuffy")),
	("stay inside", words("raining cold stormy snowing freezing")),
	("build a snowman", words("snowing snowy")),
	("turn on the lights", words("dark late")),
	("fly POS kites", words("windy")),
	("go to the beach", words("sunny hot")),
	("have a picnic in the park", words("sunny warm")),
	("put on POS boots", words("muddy wet snowing raining")),
	("light the fire", words("cold freezing")),
	("eat ice cream", words("hot sunny")),
	("go swimming", words("hot sunny")),
	("go to bed", words("late dark")),
	("hurry home", words("late dark raining")),
]

# things that happen to things, with what made them happen
THING_CAUSES = [
	("The ice cream melted", lines("it was hot, it was a hot day, the sun was out, it was sunny")),
	("The car stopped", lines("the light was red, the road was closed, it ran out of petrol, a cat ran across the road")),
	("The plant died", lines("nobody watered it, it had no water, it was too cold, it had no light")),
	("The milk went sour", lines("it was left out of the fridge, it was too warm, it was too old")),
	("The road was slippery", lines("it was icy, it had been raining, there was snow on it")),
	("The washing dried quickly", lines("it was sunny, it was windy, it was a warm day")),
	("The puddles froze", lines("it was freezing, it was very cold, it was a frosty night")),
	("The room was dark", lines("the lights were off, the curtains were closed, it was night")),
	("The glass broke", lines("it fell on the floor, he dropped it, she knocked it over")),
	("The dog barked", lines("someone knocked at the door, it saw a cat, it heard a noise")),
	("The bread was hard", lines("it was too old, it was left out all night")),
	("The flowers opened", lines("the sun came out, it was spring, it was warm")),
	("The boat did not move", lines("there was no wind, the wind stopped")),
	("The soup was cold", lines("it was left on the table too long, nobody heated it")),
	("The baby woke up", lines("the dog barked, there was a loud noise, it was hungry")),
	("The shop was closed", lines("it was Sunday, it was late, it was a holiday")),
	("The ground was wet", lines("it had rained, it rained all night")),
	("The kite fell down", lines("the wind stopped, the string broke")),
]

# feelings and the events that bring them
FEELING_EVENTS = [
	(words("happy excited glad"), lines("it was POS birthday, POS friends came to play, it was the first day of the holidays, POS grandma came to visit")),
	(words("proud happy pleased"), lines("HE won the race, HE finished the puzzle, HE got full marks, HE learnt to ride a bike")),
	(words("sad upset unhappy"), lines("HE lost POS teddy, POS friend moved away, the rain spoiled the picnic, POS balloon burst")),
	(words("scared frightened afraid"), lines("it was dark, HE heard a strange noise, a big dog barked at HIM, the thunder was loud")),
	(words("angry cross upset"), lines("someone broke POS toy, HIS brother took POS book, the bus was late again")),
	(words("tired sleepy"), lines("HE walked a long way, HE played all day, HE went to bed late")),
	(words("bored"), lines("there was nothing to do, it rained all day, the film was too long")),
	(words("surprised"), lines("there was a present on the table, POS friends had a party for HIM, it snowed in April")),
	(words("worried"), lines("POS dog was ill, HE could not find POS keys, the test was the next day")),
	(words("hungry"), lines("HE did not eat breakfast, HE played outside all morning")),
	(words("thirsty"), lines("it was a hot day, HE ran a long way")),
]

# what belongs to whom: (verb phrase with POS, fitting nouns)
ANIMAL_OWN = {
	"dog": [("eat POS", words("bone food dinner biscuit")), ("wag POS", words("tail")),
		("run to POS", words("kennel basket bed owner"))],
	"cat": [("drink POS", words("milk water")), ("lick POS", words("paws fur")),
		("sleep in POS", words("basket bed box"))],
	"rabbit": [("run into POS", words("hole burrow hutch")), ("eat POS", words("carrot lettuce food"))],
	"bird": [("fly back to POS", words("nest chicks")), ("flap POS", words("wings"))],
	"bee": [("fly back to POS", words("hive"))],
	"spider": [("sit in POS", words("web")), ("mend POS", words("web"))],
	"horse": [("go into POS", words("stable field")), ("eat POS", words("hay oats apple"))],
	"hen": [("sit on POS", words("eggs nest"))],
	"squirrel": [("hide POS", words("nuts acorns")), ("climb up POS", words("tree"))],
	"cow": [("eat POS", words("grass hay"))],
	"fish": [("swim around POS", words("bowl tank pond"))],
	"mouse": [("run into POS", words("hole"))],
	"fox": [("run back to POS", words("den cubs"))],
}
PERSON_OWN = [
	("hurt POS", words("knee leg arm hand foot head finger elbow ankle back")),
	("brush POS", words("teeth hair")),
	("put on POS", words("coat shoes hat gloves scarf boots jacket jumper")),
	("wash POS", words("hands face hair")),
	("pack POS", words("bag lunch suitcase")),
	("do POS", words("homework")),
	("open POS", words("book bag present eyes umbrella lunchbox letter")),
	("ride POS", words("bike scooter horse")),
	("call POS", words("mum dad friend grandma")),
	("lose POS", words("keys hat ball gloves pencil")),
	("feed POS", words("dog cat fish rabbit hamster")),
	("tidy POS", words("room desk toys bed")),
	("tie POS", words("shoes shoelaces")),
	("eat POS", words("breakfast lunch dinner sandwich apple")),
]
# the clothes that go with a kind of weather
WEAR_FOR = [
	(words("cold freezing snowy"), words("coat hat scarf gloves jumper boots")),
	(words("rainy wet"), words("raincoat boots wellies hood")),
	(words("hot sunny"), words("sunhat sunglasses shorts sandals")),
]
# what is in a bag, a box, a pocket
CONTAINERS = [
	("bag", words("book pencil apple sandwich pen phone key map ruler bottle")),
	("pocket", words("key coin sweet tissue stone pencil")),
	("lunchbox", words("sandwich apple banana biscuit yoghurt")),
	("toy box", words("ball doll car teddy puzzle robot")),
]

# what things are for: (thing, what we do with it)
USES = [
	("pencil", lines("write, draw, write our names, draw pictures")),
	("pair of scissors", lines("cut paper, cut things, cut out shapes")),
	("spoon", lines("eat soup, stir the tea, eat cereal")),
	("knife", lines("cut bread, spread butter, cut the cake")),
	("broom", lines("sweep the floor, sweep up the leaves")),
	("key", lines("open the door, lock the door, open the box")),
	("umbrella", lines("keep dry, keep the rain off")),
	("towel", lines("dry ourselves, dry our hands")),
	("toothbrush", lines("brush our teeth, clean our teeth")),
	("ruler", lines("draw straight lines, measure things")),
	("cup", lines("drink tea, drink water, drink milk")),
	("bucket", lines("carry water, build sandcastles")),
	("hammer", lines("hit nails, knock in nails")),
	("needle", lines("sew, sew on buttons, mend clothes")),
	("rubber", lines("rub out mistakes")),
	("oven", lines("bake bread, bake cakes, cook food")),
	("fridge", lines("keep food cold, keep the milk cold")),
	("ladder", lines("climb up high, reach the roof")),
	("map", lines("find the way, find places")),
	("clock", lines("tell the time")),
	("camera", lines("take photos, take pictures")),
	("phone", lines("call people, talk to friends")),
	("net", lines("catch fish, catch butterflies")),
	("spade", lines("dig holes, dig the garden")),
	("comb", lines("comb our hair")),
	("watering can", lines("water the plants, water the flowers")),
	("torch", lines("see in the dark")),
	("fork", lines("eat, eat our dinner")),
	("bowl", lines("eat soup, eat cereal")),
]

# opposites said about two people or two things that really differ
OPPOSITE_PAIRS = [
	("tall", "short"), ("big", "small"), ("old", "young"), ("fast", "slow"),
	("happy", "sad"), ("strong", "weak"), ("loud", "quiet"),
	("noisy", "quiet"), ("funny", "serious"),
]
THING_CONTRASTS = [
	("the elephant", "the mouse", "big", "small"), ("the giraffe", "the dog", "tall", "short"),
	("the rabbit", "the tortoise", "fast", "slow"), ("summer", "winter", "hot", "cold"),
	("the day", "the night", "bright", "dark"), ("the feather", "the stone", "light", "heavy"),
	("ice", "fire", "cold", "hot"), ("the sea", "the pond", "deep", "shallow"),
	("the lemon", "the cake", "sour", "sweet"), ("the road", "the path", "wide", "narrow"),
	("the box", "the bag", "full", "empty"), ("the snail", "the horse", "slow", "fast"),
	("the desert", "the sea", "dry", "wet"), ("the mountain", "the hill", "high", "low"),
	("the river", "the stream", "wide", "narrow"), ("the old house", "the new house", "dark", "bright"),
	("my left shoe", "my right shoe", "clean", "dirty"), ("the sun", "the moon", "hot", "cold"),
]
# abilities: "birds can fly but fish can swim"
CAN = [
	("bird", "fly"), ("fish", "swim"), ("frog", "jump"), ("kangaroo", "hop"),
	("dog", "bark"), ("cat", "climb trees"), ("duck", "swim"), ("horse", "run fast"),
	("monkey", "climb"), ("spider", "spin a web"), ("bee", "make honey"), ("snake", "slither"),
	("cow", "moo"), ("owl", "see in the dark"), ("parrot", "talk"), ("mole", "dig"),
	("cheetah", "run very fast"), ("dolphin", "swim"), ("hen", "lay eggs"), ("baby", "crawl"),
]
CANNOT = {"bird": "swim", "fish": "fly", "frog": "fly", "kangaroo": "fly", "dog": "fly",
	"cat": "fly", "horse": "fly", "cow": "fly", "mole": "fly", "snake": "walk", "dolphin": "walk",
	"hen": "swim", "baby": "walk", "monkey": "fly", "owl": "swim", "bee": "swim",
	"spider": "fly", "duck": "climb trees", "cheetah": "fly", "parrot": "swim"}

# things of one kind, with what is true of all of them
KINDS = [
	(S.FARM_ANIMALS, lines("live on a farm, are farm animals, live on the farm")),
	(S.ZOO_ANIMALS, lines("live at the zoo, are wild animals, live in the zoo")),
	(S.SEA_ANIMALS, lines("live in the sea, swim in the sea")),
	(S.WOODLAND_ANIMALS, lines("live in the woods, live in the forest")),
	(S.SMALL_CREATURES, lines("are small creatures, live in the garden")),
	(S.FRUIT, lines("are fruit, are kinds of fruit, grow on trees and plants")),
	(S.VEGETABLES, lines("are vegetables, grow in the ground, are good for you")),
	(S.BAKED, lines("are baked in an oven, come from the bakery")),
	(words("chair table bed sofa desk shelf cupboard wardrobe stool"), lines("are furniture, are pieces of furniture")),
	(words("car bus train lorry bike van tram taxi"), lines("have wheels, go on roads, can take you places")),
	(words("pencil pen rubber ruler book crayon notebook"), lines("are things for school, go in a pencil case")),
	(words("coat hat scarf jumper sock glove shirt skirt"), lines("are clothes, are things we wear")),
	(words("rose daisy tulip lily sunflower daffodil poppy"), lines("are flowers, grow in the garden")),
	(words("piano drum guitar violin flute trumpet"), lines("are musical instruments, make music")),
]

# the farmer's animals, the cook's food: an owner and one class of things
OWNERS = [
	("farmer", "had", S.FARM_ANIMALS), ("zookeeper", "looked after", S.ZOO_ANIMALS),
	("greengrocer", "sold", S.FRUIT + S.VEGETABLES), ("baker", "made", S.BAKED),
	("fisherman", "caught", words("fish crab lobster shrimp eel")),
]


def why_person(r):
	"""Someone does something because of a state they are in."""
	out = []
	for _ in range(r.randint(1, 3)):
		p = person(r, group=0.1, family=0.25)
		vp, states = r.choice(DOER_STATES)
		st = r.choice(states)
		form = r.random()
		if form < 0.3:
			out.append("%s %s because %s %s %s." % (N(p), p.d(vp), p.he, p.was(), st))
		elif form < 0.5:
			out.append("%s %s %s, so %s %s." % (N(p), p.was(), st, p.he, p.d(vp)))
		elif form < 0.65:
			ing = L.conj(vp, "ing").replace("POS", p.his)
			out.append("%s %s %s because %s %s %s." % (N(p), p.is_(), ing, p.he, p.is_(), st))
		elif form < 0.8:
			out.append("Why did %s %s? Because %s %s %s." % (p.name, vp.replace("POS", p.his), p.he, p.was(), st))
		else:
			out.append("%s %s very %s. That is why %s %s." % (N(p), p.was(), st, p.he, p.d(vp)))
	return out


def weather_does(r):
	"""What the weather or the hour makes a group do, said both ways round."""
	out = []
	for _ in range(r.randint(1, 3)):
		who = r.choice([Person("we", "g"), Person("they", "g"), Person("the children", "g"),
			Person("the family", "g"), Person("everyone", "g")])
		vp, conds = r.choice(IT_CONDITIONS)
		c = r.choice(conds)
		pos = {"we": "our", "they": "their"}.get(who.name, "their")
		if who.name == "everyone":
			pos = "their"
		act_past = L.conj(vp, "past").replace("POS", pos)
		act_now = vp.replace("POS", pos)
		form = r.random()
		if form < 0.3:
			out.append("%s %s because it was %s." % (cap(who.name), act_past, c))
		elif form < 0.55:
			out.append("It was %s, so %s %s." % (c, who.name, act_past))
		elif form < 0.75 and who.name == "we":
			out.append("When it is %s, we %s." % (c, act_now))
		else:
			today = "" if c in ("late", "dark") else " today"
			out.append("It is %s%s, so %s will %s." % (c, today, who.name, act_now))
	if r.random() < 0.5:
		cold, clothes = r.choice(WEAR_FOR)
		c = r.choice(cold)
		sub = r.choice([("I", "my"), ("we", "our"), ("she", "her"), ("he", "his"), ("they", "their")])
		verb = {"I": "wear", "we": "wear", "they": "wear"}.get(sub[0], "wears")
		item = r.choice(clothes)
		out.append(r.choice(["When it is %s, %s %s %s %s." % (c, sub[0], verb, sub[1], item),
			"On %s days %s %s %s %s." % (c, sub[0], verb, sub[1], item)]))
	return out


def thing_causes(r):
	out = []
	for _ in range(r.randint(1, 3)):
		eff, causes = r.choice(THING_CAUSES)
		c = r.choice(causes)
		form = r.random()
		if form < 0.55:
			out.append("%s because %s." % (eff, c))
		elif form < 0.8:
			out.append("%s, so %s." % (cap(c), eff[0].lower() + eff[1:]))
		else:
			out.append("%s. Why? Because %s." % (eff, c))
	return out


def feelings(r):
	out = []
	for _ in range(r.randint(1, 3)):
		p = kid(r) if r.random() < 0.7 else person(r, group=0.0, family=0.4)
		feels, events = r.choice(FEELING_EVENTS)
		f = r.choice(feels)
		ev = r.choice(events).replace("POS", p.his).replace("HIS", p.his).replace("HIM", p.him).replace("HE", p.he)
		form = r.random()
		very = r.choice(["very ", "so ", "", "really "])
		if form < 0.45:
			out.append("%s was %s%s because %s." % (N(p), very, f, ev))
		elif form < 0.7:
			out.append("%s, so %s was %s%s." % (cap(ev), p.he, very, f))
		else:
			out.append("When %s, %s felt %s." % (ev, N(p) if r.random() < 0.5 else p.he, f))
	return out


def belongings(r):
	"""The dog ate its bone; he hurt his knee; she took a book out of her bag."""
	out = []
	for _ in range(r.randint(2, 4)):
		k = r.random()
		if k < 0.35:
			a = r.choice(list(ANIMAL_OWN))
			vp, nouns = r.choice(ANIMAL_OWN[a])
			the = r.choice(["The", "The little", "The big", "Our", "My"])
			out.append("%s %s %s %s." % (the, a, L.conj(vp, "past").replace("POS", "its"), r.choice(nouns)))
		elif k < 0.7:
			p = person(r, group=0.1, family=0.2)
			vp, nouns = r.choice(PERSON_OWN)
			out.append("%s %s %s." % (N(p), p.d(vp), r.choice(nouns)))
		else:
			p = kid(r)
			box, things = r.choice(CONTAINERS)
			t = r.choice(things)
			opened = "put %s hand in %s" % (p.his, p.his) if box == "pocket" else "opened " + p.his
			out.append(r.choice(["%s %s %s and took out %s." % (N(p), opened, box, L.a_an(t)),
				"In %s %s there was %s." % (p.his, box, L.a_an(t)),
				"%s put %s in %s %s." % (N(p), L.a_an(t), p.his, box)]))
	return out


def uses(r):
	out = []
	for thing, jobs in r.sample(USES, r.randint(2, 5)):
		j = r.choice(jobs)
		form = r.random()
		if form < 0.45:
			out.append("We use %s to %s." % (L.a_an(thing), j))
		elif form < 0.65:
			out.append("You need %s to %s." % (L.a_an(thing), j))
		elif form < 0.85:
			out.append("What do we use to %s? We use %s." % (j, L.a_an(thing)))
		else:
			p = kid(r)
			own = j.replace("ourselves", p.him + "self").replace("our ", p.his + " ")
			out.append("%s took %s to %s." % (p.name, L.a_an(thing), own))
	return out


def opposites(r):
	out = []
	for _ in range(r.randint(2, 4)):
		if r.random() < 0.5:
			a, b, x, y = r.choice(THING_CONTRASTS)
			if r.random() < 0.5:
				a, b, x, y = b, a, y, x
			out.append(r.choice(["%s is %s but %s is %s.", "%s is %s, and %s is %s."]) % (cap(a), x, b, y))
		else:
			x, y = r.choice(OPPOSITE_PAIRS)
			if r.random() < 0.5:
				x, y = y, x
			p = kid(r)
			rel = r.choice(["brother", "sister", "friend", "cousin"])
			out.append(r.choice(["%s is %s but %s %s is %s." % (p.name, x, p.his, rel, y),
				"%s is very %s, but %s %s is %s." % (p.name, x, p.his, rel, y),
				"%s is %s. %s %s is not %s; %s is %s." % (p.name, x, cap(p.his), rel, x,
					"he" if rel == "brother" else "she" if rel == "sister" else r.choice(["he", "she"]), y)]))
	return out


def abilities(r):
	out = []
	for _ in range(r.randint(1, 3)):
		(a, x), (b, y) = r.sample(CAN, 2)
		if x == y:
			continue
		form = r.random()
		if form < 0.45:
			out.append("%s can %s but %s can %s." % (cap(L.plural(a)), x, L.plural(b), y))
		elif form < 0.7:
			out.append("%s can %s, and %s can %s." % (cap(L.a_an(a)), x, L.a_an(b), y))
		else:
			out.append("%s can %s, but it cannot %s." % (cap(L.a_an(a)), x, CANNOT.get(a, "talk")))
	return out


def kinds(r):
	out = []
	for _ in range(r.randint(1, 3)):
		lst, truths = r.choice(KINDS)
		items = [L.plural(w) for w in r.sample(lst, r.randint(2, 4))]
		t = r.choice(truths)
		form = r.random()
		if form < 0.5:
			out.append("%s %s." % (cap(L.join_list(items)), t))
		elif form < 0.75:
			they = "They %s." if t.startswith("are ") else "They all %s."
			out.append(("We saw %s. " + they) % (L.join_list(items), t))
		else:
			owner, verb, things = r.choice(OWNERS)
			sing = r.sample(things, r.randint(3, 4))
			if owner in ("farmer", "zookeeper"):
				out.append("The %s %s %s." % (owner, verb, L.join_list([L.a_an(w) for w in sing])))
			else:
				out.append("The %s %s %s." % (owner, verb, L.join_list([L.plural(w) for w in sing])))
	return out


def doc(r):
	"""A mixed document of two or three of the above about one day."""
	fns = [why_person, weather_does, thing_causes, feelings, belongings, uses, opposites, abilities, kinds]
	out = []
	for fn in r.sample(fns, r.randint(1, 3)):
		out += fn(r)
	return out


KIND_LIST = [
	(4, "why_person", why_person), (3, "weather_does", weather_does),
	(3, "thing_causes", thing_causes), (4, "feeling_events", feelings),
	(4, "belongings", belongings), (3, "uses", uses), (3, "opposites", opposites),
	(2, "abilities", abilities), (3, "kinds", kinds), (3, "common_sense", doc),
]
