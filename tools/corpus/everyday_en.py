"""English everyday documents: stories, dialogue, routines, facts, and the
chapter's phenomena (the cat on the mat, three senses of "bank", copying,
pronoun and number agreement across distance).  Every function takes a
random.Random and returns a list of sentences.  Written for attnstep.
"""
import lexicon_en as L


class Person:
	def __init__(self, name, kind):
		self.name = name
		self.kind = kind  # m, f or g (group, plural)
		self.he = {"m": "he", "f": "she", "g": "they"}[kind]
		self.him = {"m": "him", "f": "her", "g": "them"}[kind]
		self.his = {"m": "his", "f": "her", "g": "their"}[kind]
		self.pl = kind == "g"

	def He(self):
		return cap(self.he)

	def was(self):
		return "were" if self.pl else "was"

	def is_(self):
		return "are" if self.pl else "is"

	def has(self):
		return "have" if self.pl else "has"

	def v(self, phrase):
		"""Present tense for this person."""
		return L.conj(phrase, "base" if self.pl else "third").replace("POS", self.his)

	def d(self, phrase):
		return L.conj(phrase, "past").replace("POS", self.his)


GROUPS = ["the twins", "the children", "the girls", "the boys", "the friends",
	"the neighbours", "the cousins"]


def person(r, exclude=(), group=0.1, family=0.15):
	while True:
		k = r.random()
		if k < family:
			n, kind = r.choice(L.FAMILY)
			p = Person(n, kind)
		elif k < family + group:
			p = Person(r.choice(GROUPS), "g")
		elif r.random() < 0.5:
			p = Person(r.choice(L.MALE), "m")
		else:
			p = Person(r.choice(L.FEMALE), "f")
		if p.name not in exclude:
			return p


def kid(r, exclude=()):
	while True:
		p = Person(r.choice(L.MALE), "m") if r.random() < 0.5 else Person(r.choice(L.FEMALE), "f")
		if p.name not in exclude:
			return p


OBJ_ADJ = L.COLOURS + L.words("""big small little tiny huge old new round soft hard shiny
heavy light clean dirty wet dry broken lovely pretty funny strange special
favourite wooden golden sparkly dusty muddy sticky fluffy""")
AT = set(L.words("beach market zoo station harbour farm cafe bakery museum playground school library shop"))
ON = set(L.words("island hill"))


def at(place):
	"""'in the garden', 'at the beach', 'on the hill'."""
	return ("at the " if place in AT else "on the " if place in ON else "in the ") + place


def cap(s):
	return s[0].upper() + s[1:] if s else s


def N(p):
	return cap(p.name)


def some(n):
	"""'some bread' or 'an apple' / 'three apples'."""
	return n


FRUITS = L.words("""apple banana orange pear peach plum grape cherry strawberry melon mango
pineapple kiwi apricot blueberry raspberry fig""")


def drink(r):
	d = r.choice(L.DRINKS)
	return ("a cup of " if d in ("tea", "coffee", "cocoa") else "a glass of ") + d


def food_phrase(r, plural_ok=True):
	"""Something to eat: 'some soup', 'a bowl of rice', 'an apple', 'three plums'."""
	if r.random() < 0.45:
		m = r.choice(L.EAT_MASS)
		return r.choice(["some ", "some ", "a bowl of ", "a plate of ", "a little ", ""]) + m
	f = r.choice(L.EAT_COUNT)
	if plural_ok and r.random() < 0.5:
		return L.number_word(r.randint(2, 6)) + " " + L.plural(f)
	return L.a_an(f)


def noun_a(r, lst):
	return L.a_an(r.choice(lst))


# ---- weather ------------------------------------------------------------------

def weather(r):
	w = r.choice(L.WEATHER_ADJ)
	when = r.choice(["today", "this morning", "this afternoon", "today", "now"])
	out = []
	opener = r.choice([
		"The weather today is %s." % w,
		"The weather %s is %s." % (when, w),
		"Today the weather is %s." % w,
		"It is %s today." % w,
		"It is %s day." % L.a_an(w),
		"What is the weather like today? It is %s." % w,
		"The weather was %s yesterday." % w,
		"Today is %s %s." % (L.a_an(w), r.choice(L.DAYS)),
		"The weather on %s was %s." % (r.choice(L.DAYS), w),
		"It was %s morning in %s." % (L.a_an(w), r.choice(L.MONTHS)),
		"Look outside: it is %s." % w,
		"\"What is the weather like?\" asked %s. \"It is %s,\" said %s." % (
			r.choice(["Mum", "Dad", "Grandma", "the teacher", "Sam", "Lily"]), w,
			r.choice(["Tom", "Anna", "Mia", "Dad", "Ben"])),
	])
	out.append(opener)
	p = kid(r)
	nice = w in L.WEATHER_NICE or w in ("warm", "hot")
	if w in ("rainy", "wet"):
		extra = ["It is raining, so %s takes %s umbrella." % (p.name, p.his),
			"%s puts on %s raincoat and %s boots." % (N(p), p.his, r.choice(["red", "yellow", "green", "blue"])),
			"There are big puddles on the road.",
			"The rain is falling on the roof.",
			"%s cannot play outside, so %s reads a book." % (N(p), p.he),
			"Take your umbrella, or you will get wet."]
	elif w in ("snowy", "icy", "frosty", "cold", "chilly"):
		extra = ["It is cold, so %s wears a warm coat and a scarf." % p.name,
			"The ground is white with snow.",
			"%s makes a snowman in the garden." % N(p),
			"Put on your gloves and your hat.",
			"The pond is frozen.",
			"%s drinks a cup of hot cocoa." % N(p)]
	elif w in ("windy", "stormy"):
		extra = ["The wind is blowing the leaves off the trees.",
			"It is a good day to fly a kite.",
			"%s holds on to %s hat." % (N(p), p.his),
			"The trees are bending in the wind.",
			"The door banged in the wind."]
	elif w in ("foggy", "misty", "cloudy", "grey"):
		extra = ["The sky is grey and there is no sun.",
			"We cannot see the hills today.",
			"It might rain later.",
			"%s takes a coat just in case." % N(p)]
	else:
		extra = ["The sun is shining and the sky is blue.",
			"It is a good day for a picnic.",
			"%s goes to the park to play." % N(p),
			"%s wears %s sun hat." % (N(p), p.his),
			"The birds are singing in the trees.",
			"We can play outside all day.",
			"%s puts on some sun cream." % N(p)]
	out.extend(r.sample(extra, r.randint(1, min(3, len(extra)))))
	if r.random() < 0.4:
		t = r.choice(L.WEATHER_ADJ)
		out.append(r.choice(["Tomorrow it will be %s." % t,
			"Yesterday it was %s." % t,
			"The weather will be %s tomorrow." % t]))
	return out


def weather_week(r):
	start = r.randrange(7)
	n = r.randint(3, 7)
	out = [r.choice(["This is the weather for the week.", "Here is my weather diary.",
		"We looked at the weather every day this week.", ""])]
	for i in range(n):
		d = L.DAYS[(start + i) % 7]
		w = r.choice(L.WEATHER_ADJ)
		out.append(r.choice(["On %s it was %s." % (d, w), "On %s the weather was %s." % (d, w),
			"%s was %s." % (d, w), "It was %s on %s." % (w, d)]))
	return [s for s in out if s]


# ---- favourites / about me ---------------------------------------------------

def favourites(r):
	first = r.random() < 0.6
	p = kid(r)
	out = []
	if first:
		out.append(r.choice(["My name is %s." % p.name, "Hello, my name is %s." % p.name,
			"I am %s." % p.name, "Hi! I am %s and I am %s years old." % (p.name, L.number_word(r.randint(4, 11))), ""]))
	items = [
		("food", r.choice([L.plural(r.choice(L.FOOD)), r.choice(L.FOOD_MASS), r.choice(L.FOOD_MASS)])),
		("colour", r.choice(L.COLOURS)),
		("animal", "the " + r.choice(L.ANIMALS)),
		("toy", L.a_an(r.choice(L.TOY_PHRASES))),
		("day", r.choice(L.DAYS)),
		("season", r.choice(L.SEASONS)),
		("month", r.choice(L.MONTHS)),
		("fruit", L.plural(r.choice(FRUITS))),
		("drink", r.choice(L.DRINKS)),
		("subject", r.choice(L.SUBJECTS)),
		("game", r.choice(["football", "tag", "hide and seek", "chess", "snap", "cards"])),
		("book", r.choice(["the one about %s" % L.plural(r.choice(L.ANIMALS)), "a story about %s" % L.a_an(r.choice(L.ANIMALS))])),
		("place", "the " + r.choice(L.PLACES)),
		("meal", r.choice(L.MEALS[:4])),
		("job", "being " + L.a_an(r.choice(L.JOBS[:20]))),
	]
	for kind, val in r.sample(items, r.randint(1, 5)):
		if first:
			s = r.choice(["My favourite %s is %s." % (kind, val),
				"My favourite %s is %s." % (kind, val),
				("I like %s best." % val if kind not in ("day", "month", "season") else "I like %s best of all." % val)
				if kind not in ("toy", "book", "job", "place") else "My favourite %s is %s." % (kind, val),
				"The %s I like best is %s." % (kind, val)])
		else:
			s = r.choice(["%s's favourite %s is %s." % (N(p), kind, val),
				"%s favourite %s is %s." % (cap(p.his), kind, val)])
			if s.startswith(cap(p.his)) and len(out) == 0:
				s = "%s's favourite %s is %s." % (N(p), kind, val)
		if kind == "food" and r.random() < 0.5:
			if first:
				s += " " + r.choice(["I could eat it every day.", "It is very tasty.", "I have it on %s." % r.choice(L.DAYS), "Mum makes it for me."])
			else:
				s += " " + r.choice(["%s could eat it every day." % p.He(), "%s has it for %s." % (p.He(), r.choice(L.MEALS[:4]))])
		if kind == "animal" and r.random() < 0.5:
			s += " " + r.choice(["I like %s because they are %s." % (L.plural(val[4:]), r.choice(["cute", "funny", "clever", "fast", "big", "soft", "strong"])),
				"%s are %s." % (cap(L.plural(val[4:])), r.choice(["lovely", "clever", "funny", "beautiful"]))])
		out.append(s)
	if r.random() < 0.4:
		f = r.choice(L.FOOD)
		out.append(r.choice(["I do not like %s." % L.plural(f), "I don't like %s very much." % L.plural(f),
			"But I do not like %s." % r.choice(L.FOOD_MASS)]))
	return [s for s in out if s]


def i_like(r):
	"""'I like ...' lists and simple preferences."""
	out = []
	subj = r.choice(["I", "We", "You", "They"]) if r.random() < 0.7 else None
	for _ in range(r.randint(2, 5)):
		a = r.choice(L.ACTIVITIES)
		f = r.choice(L.FOOD)
		if subj:
			s = r.choice(["%s like %s." % (subj, L.plural(f)),
				"%s like to %s." % (subj, a.replace("POS", "my" if subj == "I" else "our" if subj == "We" else "your" if subj == "You" else "their")),
				"%s love %s." % (subj, r.choice(L.FOOD_MASS)),
				"%s do not like %s." % (subj, L.plural(f))])
		else:
			p = kid(r)
			s = r.choice(["%s likes %s." % (N(p), L.plural(f)),
				"%s likes to %s." % (N(p), a.replace("POS", p.his)),
				"%s loves %s." % (N(p), r.choice(L.FOOD_MASS)),
				"%s does not like %s." % (N(p), L.plural(f))])
		out.append(s)
	return out


# ---- dialogue --------------------------------------------------------------------

def speaker(r):
	p = person(r, group=0, family=0.45)
	return p


def say(r, who, line, reply=False):
	"""A quoted line with its speaker, in several orders."""
	if line.endswith("?") and not reply:
		v = r.choice(["asked", "asked", "said"])
	elif reply:
		v = r.choice(["said", "said", "replied", "answered"])
	elif line.endswith("!"):
		v = r.choice(["said", "called", "shouted", "said"])
	else:
		v = r.choice(["said", "said", "said", "whispered"])
	x = r.random()
	body = line[:-1]
	end = line[-1]
	q = body + ("," if end == "." else end)
	if x < 0.45:
		return "\"%s\" %s %s." % (q, v, who.name)
	if x < 0.75:
		return "%s %s, \"%s\"" % (N(who), v, line)
	if x < 0.9 and v in ("said", "replied", "answered"):
		return "\"%s\" %s %s." % (q, who.name, v)
	return "%s: \"%s\"" % (N(who), line)


def greeting_dialogue(r):
	a = speaker(r)
	b = speaker(r)
	while b.name == a.name:
		b = speaker(r)
	t = r.randrange(3)
	g = [r.choice(["Good morning", "Good morning", "Hello", "Hi", "Morning"]),
		r.choice(["Good afternoon", "Hello", "Hi"]), r.choice(["Good evening", "Hello", "Hi"])][t]
	out = []
	if r.random() < 0.4:
		out.append("\"%s,\" said %s. \"How are you?\"" % (g, a.name))
	else:
		out.append(say(r, a, r.choice(["%s, %s!" % (g, b.name), "%s!" % g, "%s, %s." % (g, b.name)])))
		if r.random() < 0.6:
			out.append(r.choice(["\"How are you?\"", "\"How are you today?\"", "\"Did you sleep well?\""]) if t == 0 else
				"\"How are you?\"")
	asked = "?" in " ".join(out)
	if asked:
		feel = r.choice(["I am fine, thank you", "I am very well, thank you", "I am good, thanks",
			"I am a bit tired", "I am hungry", "Not bad, thank you"])
		out.append(say(r, b, feel + r.choice([".", ".", ". And you?", ". How are you?"]), True))
	else:
		out.append(say(r, b, r.choice(["%s, %s!" % (g, a.name), "%s!" % g, "%s, %s. How are you?" % (g, a.name)]), True))
	more = [
		[say(r, a, "I am fine too.", True)],
		[say(r, a, ["Breakfast is ready.", "Lunch is ready.", "Dinner is ready."][t]), say(r, b, "Yummy! I am coming.", True)],
		[say(r, a, "Would you like some %s?" % r.choice(["tea", "milk", "juice", "water", "toast", "soup", "cake"])),
			say(r, b, r.choice(["Yes, please.", "No, thank you.", "Yes, please. I am thirsty."]), True)],
		[say(r, b, "What shall we do today?"), say(r, a, "Let's go to the %s." % r.choice(L.PLACES), True)],
		[say(r, a, "It is %s today." % r.choice(L.WEATHER_ADJ))],
		[say(r, b, ["See you later!", "See you later!", "Goodnight!"][t]), say(r, a, ["Bye!", "Goodbye!", "Sleep well!"][t], True)],
	]
	for k in sorted(r.sample(range(len(more)), r.randint(0, 3))):
		out.extend(more[k])
	return out


GIVE_REPLIES = ["Here you are.", "Here you are.", "Here it is.", "Here you go.", "Of course. Here you are."]
DO_REPLIES = ["Of course.", "All right.", "OK.", "Yes, of course.", "Sure.", "OK, just a minute."]
REQUESTS = [
	"Please pass me the {x}.", "Could you pass me the {x}, please?",
	"Can you pass the {x}, please?", "Please give me the {x}.",
	"May I have the {x}, please?", "Would you pass the {x}?",
	"Please hand me the {x}.", "Can I have some {m}, please?",
	"Please close the door.", "Please open the window.", "Please sit down.",
	"Please wash your hands.", "Please be quiet.", "Please help me.",
	"Could you help me, please?", "Please turn off the light.",
	"Please put your shoes on.", "Please tidy your room.",
	"Can you read me a story, please?", "Please come here.",
	"Please wait for me.", "Please take the {x} to the kitchen.",
	"Could I have {d}, please?", "Please put the {x} on the table.",
]
PASSABLE = ["salt", "pepper", "bread", "butter", "milk", "water", "jam",
	"sugar", "cheese", "ketchup", "juice", "rice", "salad", "honey", "plate",
	"spoon", "fork", "knife", "cup", "bowl", "napkin", "teapot", "jug",
	"book", "pencil", "ball", "scissors", "glue", "remote", "towel", "soap"]


def request_dialogue(r):
	a = speaker(r)
	b = speaker(r)
	while b.name == a.name:
		b = speaker(r)
	out = []
	if r.random() < 0.4:
		out.append(r.choice(["At dinner, %s was hungry." % a.name, "The family sat down for %s." % r.choice(L.MEALS),
			"It was time for %s." % r.choice(L.MEALS), "%s and %s were in the kitchen." % (N(a), b.name)]))
	for _ in range(r.randint(1, 3)):
		t = r.choice(REQUESTS)
		x = r.choice(PASSABLE)
		line = t.format(x=x, m=r.choice(L.EAT_MASS), d=drink(r))
		give = t.startswith(("Please pass", "Could you pass", "Can you pass", "Please give", "May I have",
			"Would you pass", "Please hand", "Can I have", "Could I have"))
		if r.random() < 0.4 and out == []:
			out.append(line)
		else:
			out.append(say(r, a, line))
		reply = r.choice(GIVE_REPLIES if give else DO_REPLIES)
		out.append(say(r, b, reply, True))
		out.append(r.choice(["Thank you.", "Thanks!", "\"Thank you,\" said %s." % a.name,
			"%s said thank you." % N(a), ""]))
	return [s for s in out if s]


QA = [
	("What is your name?", "My name is {name}."),
	("How old are you?", "I am {num} years old."),
	("Where do you live?", "I live in {a_adj} house near the {place}."),
	("What colour is the {obj}?", "It is {col}."),
	("What is this?", "It is {a_obj}."),
	("What are these?", "They are {objs}."),
	("Where is the {obj}?", "It is {prep} the {thing}."),
	("Where are my {objs}?", "They are {prep} the {thing}."),
	("What time is it?", "It is {num} o'clock."),
	("What day is it today?", "It is {day}."),
	("What day is it tomorrow?", "Tomorrow is {day}."),
	("Do you like {foods}?", "Yes, I do."),
	("Do you like {foods}?", "No, I don't."),
	("Is it raining?", "No, it is sunny."),
	("Is it raining?", "Yes, it is. Take your umbrella."),
	("Can you swim?", "Yes, I can."),
	("Can a {animal} fly?", "No, it can't."),
	("Can birds fly?", "Yes, they can."),
	("How many {objs} are there?", "There are {num} {objs}."),
	("What do you want for {meal}?", "I want {food}, please."),
	("What would you like to drink?", "I would like some {drink}, please."),
	("Who is that?", "That is my {fam}."),
	("Are you hungry?", "Yes, I am. Can I have {food}?"),
	("Are you tired?", "Yes, I am going to bed."),
	("Where are you going?", "I am going to the {place}."),
	("What are you doing?", "I am {doing}."),
	("Why are you sad?", "Because I lost my {obj}."),
	("Why are you happy?", "Because it is my birthday!"),
	("What is your favourite colour?", "My favourite colour is {col}."),
	("What is your favourite animal?", "My favourite animal is the {animal}."),
	("Which one do you want?", "I want the {col} one."),
	("How are you?", "I am fine, thank you."),
	("When is your birthday?", "My birthday is in {month}."),
	("What does {a_job} do?", "{A_job} {jobdoes}."),
	("What does {a_animal2} eat?", "It eats {afood}."),
	("Where does {a_animal3} live?", "It lives in {a_ahome}."),
	("What comes after {day}?", "{nextday} comes after {day}."),
	("What is two and three?", "Two and three make five."),
]


def qa_dialogue(r):
	a = speaker(r)
	b = speaker(r)
	while b.name == a.name:
		b = speaker(r)
	out = []
	for _ in range(r.randint(1, 4)):
		q, ans = r.choice(QA)
		obj = r.choice(PORTABLE)
		job = r.choice(list(L.JOB_DOES))
		an2 = r.choice(list(L.ANIMAL_FOOD))
		an3 = r.choice(list(L.ANIMAL_HOME))
		di = r.randrange(7)
		f = dict(name=b.name, num=L.number_word(r.randint(2, 12)), adj=r.choice(L.ADJ[:40]),
			place=r.choice(L.PLACES), obj=obj, col=r.choice(L.COLOURS), a_obj=L.a_an(obj),
			objs=L.plural(obj), prep=r.choice(["on", "under", "in", "behind", "next to", "near"]),
			thing=r.choice(["table", "bed", "sofa", "box", "chair", "door", "cupboard", "shelf", "desk"]),
			day=L.DAYS[di], nextday=L.DAYS[(di + 1) % 7], foods=L.plural(r.choice(L.FOOD)),
			animal=r.choice(["cow", "pig", "dog", "cat", "horse", "sheep", "fish"]), meal=r.choice(L.MEALS[:4]),
			food=food_phrase(r, False), drink=r.choice(L.DRINKS), fam=r.choice(L.FAMILY_NOUNS[:14]),
			doing=L.conj(r.choice(L.ACTIVITIES), "ing").replace("POS", "my"), month=r.choice(L.MONTHS),
			job=job, jobdoes=L.JOB_DOES[job], animal2=an2, afood=L.ANIMAL_FOOD[an2],
			animal3=an3, ahome=L.ANIMAL_HOME[an3])
		f.update(a_job=L.a_an(job), A_job=cap(L.a_an(job)), a_animal2=L.a_an(an2), a_animal3=L.a_an(an3),
			a_ahome=L.a_an(L.ANIMAL_HOME[an3]), a_adj=L.a_an(r.choice(["small", "big", "old", "new", "yellow", "white", "red"])))
		q = q.format(**f)
		ans = ans.format(**f)
		if r.random() < 0.3:
			out.append(q)
			out.append(ans)
		else:
			out.append(say(r, a, q))
			out.append(say(r, b, ans, True))
	return out


def phone_call(r):
	a = speaker(r)
	b = speaker(r)
	while b.name == a.name:
		b = speaker(r)
	out = ["%s phoned %s." % (N(a), b.name) if r.random() < 0.5 else "The phone rang. It was %s." % b.name]
	out.append(say(r, a, "Hello, %s! It's %s." % (b.name, a.name)))
	out.append(say(r, b, "Hello! How are you?", True))
	act = r.choice(L.ACTIVITIES)
	day = r.choice(L.DAYS)
	out.append(say(r, a, "I'm fine. Would you like to %s on %s?" % (act.replace("POS", "your"), day), True))
	if r.random() < 0.7:
		out.append(say(r, b, "Yes, I would love to!", True))
		out.append(r.choice(["On %s, %s and %s %s." % (day, a.name, b.name, L.conj(act, "past").replace("POS", "their")),
			"So on %s they %s together." % (day, L.conj(act, "past").replace("POS", "their"))]))
	else:
		out.append(say(r, b, "Sorry, I can't. I have to %s." % r.choice(["visit my grandma", "go to the dentist", "help my dad", "do my homework"]), True))
		out.append(say(r, a, "Never mind. Maybe next week.", True))
	return out


# ---- routines ------------------------------------------------------------------

def routine(r):
	p = kid(r) if r.random() < 0.8 else Person(r.choice(GROUPS), "g")
	morning = r.random() < 0.5
	seq = L.ROUTINE_MORNING if morning else L.ROUTINE_EVENING
	k = r.randint(3, min(8, len(seq)))
	steps = sorted(r.sample(range(len(seq)), k))
	past = r.random() < 0.6
	first_person = r.random() < 0.25
	out = []
	if first_person:
		hdr = r.choice(["Every morning I get up at %s o'clock." % L.number_word(r.randint(6, 8)) if morning else
			"Every evening I come home at %s o'clock." % L.number_word(r.randint(3, 5)),
			"This is my morning." if morning else "This is my evening.", ""])
		if hdr:
			out.append(hdr)
		for i, s in enumerate(steps):
			ph = seq[s].replace("POS", "my")
			lead = ("First," if i == 0 else r.choice(["Then", "Next,", "After that,", "Then", "Later", "Soon"])) if r.random() < 0.6 else ""
			out.append(("%s I %s." % (lead, ph) if lead else "I %s." % ph))
		out.append(r.choice(["Then I am ready for school.", "That is my morning.", ""]) if morning else
			r.choice(["Then I go to sleep.", "That is my evening.", "Goodnight!", ""]))
		return [cap(s) for s in out if s]
	when = r.choice(["Every morning", "In the morning", "On school days", "Each day"]) if morning else \
		r.choice(["Every evening", "In the evening", "After school", "At night"])
	if past:
		when = r.choice(["This morning", "Yesterday morning", "On %s morning" % r.choice(L.DAYS)]) if morning else \
			r.choice(["Yesterday evening", "Last night", "That evening", "On %s evening" % r.choice(L.DAYS)])
	if "come home from school" == seq[steps[0]] and when == "After school":
		when = "Every evening"
	for i, s in enumerate(steps):
		ph = p.d(seq[s]) if past else p.v(seq[s])
		if i == 0:
			out.append("%s, %s %s." % (when, p.name, ph))
		else:
			lead = r.choice(["Then", "Next", "After that,", "", "", "Then", "Soon"])
			subj = p.he if r.random() < 0.7 else p.name
			out.append(("%s %s %s." % (lead, subj, ph)) if lead else "%s %s." % (cap(subj), ph))
	if morning:
		out.append(r.choice(["%s %s ready for school." % (p.He(), p.was() if past else p.is_()),
			"%s %s %s for breakfast." % (p.He(), "had" if past else p.has(), food_phrase(r, True)), ""]))
	else:
		out.append(r.choice(["Soon %s %s fast asleep." % (p.he, p.was() if past else p.is_()),
			"\"Goodnight,\" said %s." % r.choice(["Mum", "Dad", "Grandma"]), ""]))
	return [cap(s) for s in out if s]


def breakfast(r):
	p = kid(r)
	f1, f2 = food_phrase(r, False), food_phrase(r, False)
	d = r.choice(L.DRINKS)
	out = [r.choice([
		"For breakfast, %s had %s and %s." % (p.name, f1, f2),
		"%s ate %s for breakfast." % (N(p), f1),
		"I had %s for breakfast." % f1,
		"Breakfast was %s and %s." % (f1, drink(r)),
		"Every morning %s eats %s for breakfast." % (p.name, f1),
		"What did you have for breakfast? I had %s." % f1,
	])]
	out.append(r.choice(["%s drank %s." % (p.He(), drink(r)), "Then %s drank some %s." % (p.he, d),
		"%s was still hungry, so %s ate %s too." % (p.He(), p.he, f2), "It was delicious.",
		"After breakfast, %s brushed %s teeth." % (p.he, p.his)]))
	if r.random() < 0.5:
		m = r.choice(["lunch", "dinner"])
		out.append("For %s %s had %s." % (m, p.he, food_phrase(r, True)))
	return out


# ---- shopping -----------------------------------------------------------------

def shopping(r):
	p = person(r, group=0.05, family=0.35)
	shop = r.choice(["shop", "market", "supermarket", "bakery", "corner shop", "greengrocer's", "toy shop"])
	items = r.sample(L.FOOD, r.randint(2, 5)) if shop != "toy shop" else r.sample(L.TOY_PHRASES, r.randint(2, 4))
	out = [r.choice([
		"%s went to the %s to buy some food." % (N(p), shop),
		"On %s, %s went shopping at the %s." % (r.choice(L.DAYS), p.name, shop),
		"%s needed some things from the %s." % (N(p), shop),
		"We went to the %s with %s." % (shop, p.name),
	])]
	lst = [L.plural(i) if r.random() < 0.6 and shop != "toy shop" else L.a_an(i) for i in items]
	out.append(r.choice(["%s bought %s." % (p.He(), L.join_list(lst)),
		"On the list were %s." % L.join_list(lst),
		"%s put %s in the basket." % (p.He(), L.join_list(lst))]))
	price = r.randint(2, 20)
	if r.random() < 0.6:
		out.append(say(r, p, "How much is this, please?"))
		out.append(say(r, Person("the shopkeeper", "m"), "It is %s pounds." % L.number_word(price), True))
		out.append(r.choice(["%s paid and said thank you." % N(p), "%s gave the shopkeeper the money." % N(p),
			"\"Here you are,\" said %s." % p.name]))
	if r.random() < 0.4:
		out.append(r.choice(["Then %s went home." % p.he, "The bag was heavy.", "%s forgot to buy %s." % (p.He(), L.plural(r.choice(L.FOOD)))]))
	return out


# ---- reasoning ----------------------------------------------------------------

CAUSE = [
	("it was raining", "took {his} umbrella"), ("it was cold", "put on {his} coat"),
	("it was hot", "drank some cold water"), ("it was dark", "turned on the light"),
	("{he_was} hungry", "ate a sandwich"), ("{he_was} tired", "went to bed early"),
	("{he_was} thirsty", "drank a glass of water"), ("the bus was late", "walked to school"),
	("it was snowing", "wore {his} warm boots"), ("the floor was wet", "walked carefully"),
	("the shop was closed", "went home again"), ("{his} shoes were muddy", "took them off at the door"),
	("the soup was hot", "blew on it"), ("the baby was asleep", "spoke very quietly"),
	("the sun was shining", "went to the park"), ("the window was open", "closed it"),
	("the dog was hungry", "fed it"), ("the plants were dry", "watered them"),
	("{he_was} late", "ran to school"), ("the box was heavy", "asked for help"),
	("it was windy", "flew {his} kite"), ("the milk was finished", "bought some more"),
	("{he_was} cold", "sat near the fire"), ("the room was messy", "tidied it"),
	("it was {his} friend's birthday", "made a card"), ("the road was icy", "walked slowly"),
]


def reasoning(r):
	out = []
	for _ in range(r.randint(1, 4)):
		p = person(r, group=0.1, family=0.2)
		c, e = r.choice(CAUSE)
		c = c.replace("{his}", p.his).replace("{he_was}", p.he + " " + p.was())
		e = e.replace("{his}", p.his)
		form = r.random()
		if form < 0.4:
			s = "%s, so %s %s." % (cap(c), p.name if not c.startswith(p.he) else p.he, e)
			if c.startswith(p.he):
				s = "%s was %s, so %s %s." % (N(p), c.split()[-1], p.he, e) if not p.pl else "%s were %s, so they %s." % (N(p), c.split()[-1], e)
		elif form < 0.7:
			s = "%s %s because %s." % (N(p), e, c)
		elif form < 0.85:
			s = "Because %s, %s %s." % (c, p.name, e)
		elif " it" in e or "them" in e:
			s = "%s %s because %s." % (N(p), e, c)
		else:
			s = "%s %s. Why? Because %s." % (N(p), e, c)
		out.append(s)
	if r.random() < 0.3:
		out.append(r.choice(["If it rains, we will stay inside.", "If you are tired, you should sleep.",
			"When it is dark, we turn on the lights.", "If the ice melts, it turns into water.",
			"When you are hungry, you eat.", "If you drop a glass, it may break."]))
	return out


# ---- time: days, months, seasons, clock --------------------------------------

def week(r):
	p = kid(r)
	start = r.randrange(7) if r.random() < 0.5 else 0
	n = r.randint(3, 7)
	acts = r.sample(L.ACTIVITIES, n)
	past = r.random() < 0.5
	out = []
	if r.random() < 0.4:
		out.append(r.choice(["This is %s's week." % p.name, "%s has a busy week." % N(p), "Here is what I do every week."]))
	fp = bool(out) and out[-1].startswith("Here")
	for i in range(n):
		d = L.DAYS[(start + i) % 7]
		a = acts[i]
		if fp:
			out.append("On %s I %s." % (d, a.replace("POS", "my")))
		elif past:
			out.append("On %s %s %s." % (d, p.name if i == 0 or r.random() < 0.3 else p.he, p.d(a)))
		else:
			out.append("On %s %s %s." % (d, p.name if i == 0 or r.random() < 0.3 else p.he, p.v(a)))
	return out


def calendar_facts(r):
	out = []
	for _ in range(r.randint(2, 5)):
		x = r.randrange(9)
		if x == 0:
			i = r.randrange(7)
			out.append(r.choice(["After %s comes %s." % (L.DAYS[i], L.DAYS[(i + 1) % 7]),
				"%s comes after %s." % (L.DAYS[(i + 1) % 7], L.DAYS[i]),
				"Today is %s, so tomorrow is %s." % (L.DAYS[i], L.DAYS[(i + 1) % 7]),
				"Yesterday was %s, so today is %s." % (L.DAYS[i], L.DAYS[(i + 1) % 7])]))
		elif x == 1:
			out.append("The days of the week are " + L.join_list(L.DAYS) + ".")
		elif x == 2:
			i = r.randrange(12)
			out.append(r.choice(["After %s comes %s." % (L.MONTHS[i], L.MONTHS[(i + 1) % 12]),
				"%s is in %s." % (L.MONTHS[i], L.SEASON_OF[L.MONTHS[i]]),
				"In %s it is %s." % (L.MONTHS[i], L.SEASON_OF[L.MONTHS[i]])]))
		elif x == 3:
			k = r.randint(3, 12)
			out.append("The months of the year are " + L.join_list(L.MONTHS[:k]) + (" and more." if k < 12 else "."))
			if k < 12:
				out[-1] = "The first months of the year are " + L.join_list(L.MONTHS[:k]) + "."
		elif x == 4:
			out.append("The four seasons are spring, summer, autumn and winter.")
		elif x == 5:
			h = r.randint(1, 12)
			out.append(r.choice(["It is %s o'clock." % L.number_word(h), "The clock says %s o'clock." % L.number_word(h),
				"School starts at %s o'clock." % L.number_word(r.randint(8, 9)),
				"At %s o'clock we have lunch." % L.number_word(12),
				"It is half past %s." % L.number_word(h)]))
		elif x == 6:
			s = r.choice(L.SEASONS)
			t = {"spring": "flowers grow and lambs are born", "summer": "it is hot and we go to the beach",
				"autumn": "the leaves turn brown and fall", "winter": "it is cold and it may snow"}[s]
			out.append("In %s, %s." % (s, t))
		elif x == 7:
			p = kid(r)
			out.append("%s's birthday is in %s." % (N(p), r.choice(L.MONTHS)))
		else:
			out.append(r.choice(["Yesterday, today and tomorrow.", "Morning, afternoon, evening and night.",
				"We eat breakfast in the morning, lunch at midday and dinner in the evening."]))
	return out


# ---- counting and lists ------------------------------------------------------

def counting(r):
	out = []
	x = r.randrange(6)
	if x == 0:
		a = 1 if r.random() < 0.5 else r.randint(2, 5)
		b = a + r.randint(3, 9)
		out.append(", ".join(str(i) for i in range(a, b + 1)) + ".")
	elif x == 1:
		a = 1 if r.random() < 0.5 else r.randint(2, 3)
		b = a + r.randint(3, 9)
		out.append(cap(", ".join(L.number_word(i) for i in range(a, b + 1))) + ".")
	elif x == 2:
		n = r.randint(2, 10)
		an = r.choice(L.ANIMALS + L.FOOD + L.TOYS)
		out.append("Let's count the %s." % L.plural(an))
		out.append(cap(", ".join(L.number_word(i) for i in range(1, n + 1))) + ".")
		out.append("There are %s %s." % (L.number_word(n), L.plural(an)) if n > 1 else "There is one %s." % an)
	elif x == 3:
		a, b = r.randint(1, 9), r.randint(1, 9)
		out.append(r.choice(["%s and %s make %s." % (cap(L.number_word(a)), L.number_word(b), L.number_word(a + b)),
			"%d + %d = %d." % (a, b, a + b),
			"%s plus %s is %s." % (cap(L.number_word(a)), L.number_word(b), L.number_word(a + b))]))
		if a > b:
			out.append("%s take away %s is %s." % (cap(L.number_word(a)), L.number_word(b), L.number_word(a - b)))
	elif x == 4:
		p = kid(r)
		n = r.randint(2, 9)
		f = r.choice(L.EAT_COUNT)
		k = r.randint(1, n - 1)
		out.append("%s had %s %s." % (N(p), L.number_word(n), L.plural(f)))
		out.append("%s ate %s." % (p.He(), L.number_word(k)))
		rest = n - k
		out.append("Now %s %s %s %s left." % (p.he, p.has(), L.number_word(rest), L.plural(f) if rest > 1 else f))
	else:
		step = r.choice([2, 5, 10])
		out.append("Count in %ss: %s." % (L.number_word(step), ", ".join(str(step * i) for i in range(1, r.randint(5, 10)))))
	if r.random() < 0.3:
		out.append(r.choice(["Well done!", "Can you count to ten?", "Now count backwards: 5, 4, 3, 2, 1.",
			"Ten, nine, eight, seven, six, five, four, three, two, one!"]))
	return out


def lists(r):
	cat, lst = r.choice([("fruits", L.FOOD[:24]), ("animals", L.ANIMALS), ("colours", L.COLOURS),
		("toys", L.TOYS), ("clothes", L.CLOTHES), ("things in the kitchen", L.HOME[26:50]),
		("jobs", L.JOBS[:40]), ("parts of the body", L.BODY), ("vehicles", L.TRANSPORT),
		("things at school", L.SCHOOL[:30])])
	k = r.randint(3, 7)
	items = r.sample(lst, k)
	pl = cat != "colours"
	shown = [L.plural(i) if pl else i for i in items]
	out = [r.choice(["Here are some %s: %s." % (cat, L.join_list(shown)),
		"Some %s are %s." % (cat, L.join_list(shown)),
		"%s are all %s." % (cap(L.join_list(shown)), cat),
		"Can you name some %s? %s." % (cat, cap(L.join_list(shown)))])]
	if r.random() < 0.5:
		i = r.choice(items)
		out.append(r.choice(["I like %s best." % shown[items.index(i)], "Which one do you like? I like %s." % shown[items.index(i)]]))
	return out


# ---- facts -------------------------------------------------------------------

def facts(r):
	out = r.sample(L.FACTS, r.randint(2, 6))
	if r.random() < 0.3:
		out.insert(0, r.choice(["Here are some facts.", "Did you know?", "Our teacher told us some facts.", "Some things are true."]))
	if r.random() < 0.3:
		a = r.choice(list(L.ANIMAL_FOOD))
		out.append(cap("%s eat %s." % (L.plural(a), L.ANIMAL_FOOD[a])))
	if r.random() < 0.3:
		a = r.choice(list(L.ANIMAL_HOME))
		out.append(cap("%s lives in %s." % (L.a_an(a), L.a_an(L.ANIMAL_HOME[a]))))
	if r.random() < 0.2:
		j = r.choice(list(L.JOB_DOES))
		out.append(cap("%s %s." % (L.a_an(j), L.JOB_DOES[j])))
	return out


def animal_sounds(r):
	out = []
	for a in r.sample(list(L.ANIMAL_SOUND), r.randint(2, 5)):
		out.append(r.choice(["The %s %s." % (a, L.ANIMAL_SOUND[a]),
			"\"What does the %s say?\" The %s %s." % (a, a, L.ANIMAL_SOUND[a])]))
	return out


def describe(r):
	"""Describe a thing with colour, size, body parts or clothes."""
	p = kid(r)
	out = []
	for _ in range(r.randint(2, 5)):
		x = r.randrange(5)
		if x == 0:
			c = r.choice(L.CLOTHES)
			out.append("%s is wearing %s %s." % (N(p), L.a_an(r.choice(L.COLOURS)), c) if r.random() < 0.5 else
				"%s %s %s was %s." % (N(p) + "'s", r.choice(["new", "old", "favourite"]), c, r.choice(L.COLOURS)))
		elif x == 1:
			c = r.choice(L.CLOTHES_PL)
			out.append("%s put on %s %s %s." % (N(p), p.his, r.choice(L.COLOURS), c))
		elif x == 2:
			b = r.choice(L.BODY)
			out.append(r.choice(["%s hurt %s %s, so %s sat down." % (N(p), p.his, b, p.he),
				"Touch your %s!" % b, "This is my %s." % b,
				"We have two %s." % L.plural(r.choice(["eye", "ear", "hand", "foot", "arm", "leg", "knee", "elbow"]))]))
		elif x == 3:
			a = r.choice(L.ANIMALS)
			x1, x2 = r.sample(ANIMAL_ADJ, 2)
			out.append("The %s was %s and %s." % (a, x1, x2))
		else:
			o = r.choice(L.HOME + L.TOYS)
			out.append(r.choice(["The %s is %s." % (o, r.choice(L.COLOURS)), "There is %s on the %s." % (L.a_an(o), r.choice(["table", "floor", "shelf", "bed"])),
				"I have %s %s." % (L.a_an(r.choice(L.ADJ)), o)]))
	return out


# ---- stories -----------------------------------------------------------------

PORTABLE = L.TOY_PHRASES + L.words("""key book hat cup spoon bell candle lamp box basket bottle
jar brush comb ring coin shell stone feather pencil crayon ruler notebook bag scarf
glove sock map letter photo torch umbrella whistle""")
STORY_ANIMALS = L.words("""dog cat rabbit fox squirrel hedgehog duck bird mouse frog owl
deer horse goat sheep pig cow hen puppy kitten duckling badger robin""")


LAND_PLACES = [w for w in L.PLACES if w not in ("pond", "river", "lake", "harbour", "island")]


def story(r):
	"""A short story with two characters; names and pronouns recur."""
	p = kid(r)
	q = person(r, exclude=(p.name,), group=0.1, family=0.3)
	obj = r.choice(PORTABLE)
	adj = r.choice(OBJ_ADJ)
	place = r.choice(LAND_PLACES)
	place2 = r.choice(LAND_PLACES)
	feel = r.choice(L.FEELINGS[:24])
	an = r.choice(STORY_ANIMALS)
	opening = r.choice(["One morning", "One day", "Last summer", "That evening", "On %s" % r.choice(L.DAYS),
		"Early in the morning", "After lunch", "Once upon a time", "Long ago", "In %s" % r.choice(L.MONTHS),
		"Later that day", "At the weekend", "Yesterday", "After school", "In the %s" % r.choice(L.SEASONS)])
	out = [r.choice([
		"%s, %s found %s %s." % (opening, p.name, L.a_an(adj + " " + obj), at(place)),
		"%s, %s went to the %s with %s." % (opening, p.name, place, q.name),
		"Once upon a time there was %s called %s." % (L.a_an(r.choice(["little girl", "boy", "girl", "little boy"]) if True else ""), p.name),
		"%s, %s saw %s %s." % (opening, p.name, L.a_an(an), at(place)),
	])]
	if out[0].startswith("Once upon") :
		out[0] = "Once upon a time there was %s called %s." % (L.a_an(r.choice(["little girl", "girl", "clever girl"]) if p.kind == "f" else r.choice(["little boy", "boy", "clever boy"])), p.name)
		out.append("%s lived in %s near the %s." % (p.He(), L.a_an(r.choice(["small", "big", "old", "yellow", "white"]) + " house"),
			r.choice(["river", "forest", "sea", "park", "hill", "village", "market", "lake", "farm"])))
	if obj not in " ".join(out):
		out.append("%s %s found %s%s." % ("One day" if out[0].startswith("Once") else "Then", p.he, L.a_an(adj + " " + obj),
			" " + at(place) if out[0].startswith("Once") else ""))
	if q.name not in " ".join(out):
		out.append(r.choice(["%s had a friend called %s." % (N(p), q.name) if q.kind != "g" and q.name not in dict(L.FAMILY) else
			"%s went to see %s." % (N(p), q.name), "%s went to see %s." % (N(p), q.name)]))
	pool = [
		"%s picked up the %s and looked at it." % (p.He(), obj),
		"%s was very %s." % (p.He(), feel),
		"%s took the %s to the %s." % (p.He(), obj, place2),
		"",
		"%s showed the %s to %s." % (N(p), obj, q.name),
		"\"What %s %s!\" said %s." % (L.a_an(adj), obj, q.name),
		"%s smiled at %s." % (N(q), p.him),
		"%s and %s played with the %s all day." % (N(p), q.name, obj),
		"Then %s gave the %s to %s." % (p.name, obj, q.name),
		"%s thanked %s." % (N(q), p.name),
		"The %s was %s, and %s liked it." % (obj, adj, p.he),
		"%s wanted to show the %s to %s friends." % (p.He(), obj, p.his),
		"%s %s looking for the %s everywhere." % (N(q), q.was(), obj),
		"When %s came home, %s told %s mum about the %s." % (p.he, p.he, p.his, obj),
		"ANIMAL",
		"%s %s hungry, so %s ate %s." % (N(p), "was", p.he, food_phrase(r, True)),
		"It began to rain, so %s ran home." % p.name,
		"%s asked %s to help." % (N(p), q.name),
		"%s said yes." % N(q),
		"%s put the %s in %s bag." % (N(p), obj, p.his),
		"%s lost the %s, but %s found it under a %s." % (N(p), obj, q.name, r.choice(["bush", "chair", "bed", "table", "tree"])),
	]
	pool = [x for x in pool if x]
	seen_an = an in out[0]
	episode = ([] if seen_an else ["\"Look, %s!\" said %s. \"%s!\"" % (q.name, p.name, cap(L.a_an(an)))]) + [
		"The %s ran across the %s." % (an, place2), "%s and %s followed the %s." % (N(p), q.name, an)]
	for i in sorted(r.sample(range(len(pool)), r.randint(2, 7))):
		if pool[i] == "ANIMAL":
			out.extend(episode[:r.randint(2, len(episode))])
		else:
			out.append(pool[i])
	k = r.random()
	if k < 0.1:
		out.extend(cat_sentences(r, p)[:2])
	out.append(r.choice([
		"In the end, %s kept the %s forever." % (p.name, obj),
		"That night %s dreamed about the %s." % (p.name, obj),
		"%s never forgot that day." % N(p),
		"%s and %s %s good friends after that." % (N(p), q.name, "were"),
		"Then %s went home, %s and happy." % (p.name, r.choice(["tired", "hungry", "muddy"])),
		"It was the best day ever.",
		"The end.",
	]))
	return out


def story_family(r):
	"""Family day out, with repeated names (induction) and agreement."""
	p = kid(r)
	s = kid(r, exclude=(p.name,))
	fam = r.choice(["Mum", "Dad", "Grandma", "Grandpa"])
	fk = "f" if fam in ("Mum", "Grandma") else "m"
	f = Person(fam, fk)
	place = r.choice(["beach", "zoo", "park", "farm", "museum", "seaside", "forest", "lake", "market", "library"])
	out = [r.choice(["On %s, %s took %s and %s to the %s." % (r.choice(L.DAYS), fam, p.name, s.name, place),
		"%s and %s went to the %s with %s." % (N(p), s.name, place, fam),
		"It was %s, and %s, %s and %s went to the %s." % (r.choice(L.DAYS), fam, p.name, s.name, place)])]
	pool = []
	if place in ("zoo", "farm"):
		for a in r.sample(L.ANIMALS, 3):
			pool.append("%s saw %s." % (r.choice([p.name, s.name, "They"]), L.plural(a) if r.random() < 0.5 else L.a_an(a)))
	if place in ("beach", "seaside", "lake"):
		pool += ["%s built a sandcastle." % p.name, "%s found a shell." % s.name, "They swam in the water.",
			"The water was cold, but %s swam anyway." % p.name]
	pool += ["%s bought %s an ice cream." % (fam, p.name), "%s was %s." % (s.name, r.choice(L.FEELINGS[:20])),
		"They had a picnic with %s and %s." % (food_phrase(r), food_phrase(r)),
		"%s took a photo of %s and %s." % (fam, p.name, s.name),
		"\"Can we come again?\" asked %s. \"Yes,\" said %s. \"Next %s.\"" % (s.name, fam, r.choice(L.DAYS)),
		"%s held %s hand." % (N(s), f.his), "%s was tired, so %s carried %s." % (s.name, fam, s.him),
		"%s and %s laughed." % (N(p), s.name)]
	out.extend(pool[i] for i in sorted(r.sample(range(len(pool)), r.randint(2, min(6, len(pool))))))
	out.append(r.choice(["In the evening they went home.", "On the way home, %s fell asleep." % s.name,
		"%s said it was the best day." % N(p), "At home, %s told %s about the %s." % (p.name, r.choice(["Dad", "Grandpa", "Grandma", "Mum"]), place)]))
	return out


ABILITY = {}
for _w in L.words("bird owl eagle crow robin sparrow pigeon parrot swan goose duck bat bee butterfly moth ladybird"):
	ABILITY[_w] = ["fly", "fly", "hide"]
for _w in L.words("fish whale dolphin shark seal otter penguin turtle crab octopus goldfish jellyfish starfish tadpole frog"):
	ABILITY[_w] = ["swim", "swim", "hide"]
for _w in L.words("monkey squirrel koala cat kitten"):
	ABILITY[_w] = ["climb", "jump", "run"]
for _w in L.words("snake snail worm caterpillar tortoise"):
	ABILITY[_w] = ["hide", "sleep"]


def animal_story(r):
	a = r.choice(L.ANIMALS)
	name = r.choice(L.MALE + L.FEMALE)
	kind = "m" if name in L.MALE else "f"
	p = Person(name, kind)
	friend = r.choice([x for x in L.ANIMALS if x != a])
	out = ["There was once %s called %s." % (L.a_an(r.choice(["little ", "big ", "young ", "old ", ""]) + a), name)]
	pool = ["%s lived %s." % (name, "in " + L.a_an(L.ANIMAL_HOME[a]) if a in L.ANIMAL_HOME else "near the " + r.choice(["river", "farm", "wood", "hill"])),
		"Every day %s looked for food." % p.he,
		"%s liked to eat %s." % (name, L.ANIMAL_FOOD.get(a, r.choice(["seeds", "berries", "leaves", "fish"]))),
		"One day %s met %s." % (name, L.a_an(friend)),
		"The %s said, \"Hello, %s. Will you be my friend?\" \"Yes,\" said %s." % (friend, name, name),
		"%s and the %s played together." % (name, friend),
		"%s was %s." % (name, r.choice(L.FEELINGS[:20])),
		"At night %s went to sleep." % name,
		"%s could %s very well." % (name, r.choice(ABILITY.get(a, ["hide", "run", "jump"])))]
	met = "One day %s met %s." % (name, L.a_an(friend))
	chosen = [pool[i] for i in sorted(r.sample(range(len(pool)), r.randint(2, 6)))]
	for k, line in enumerate(chosen):
		if friend in line and line != met:
			if met not in chosen[:k]:
				chosen.insert(k, met)
			break
	out.extend(dict.fromkeys(chosen))
	if a in L.ANIMAL_SOUND and r.random() < 0.5:
		out.append("The %s %s." % (a, L.ANIMAL_SOUND[a]))
	return out


def jobs_doc(r):
	out = []
	for j in r.sample(list(L.JOB_DOES), r.randint(1, 4)):
		p = person(r, group=0, family=0.3)
		out.append(r.choice(["%s is %s." % (N(p), L.a_an(j)), "%s works as %s." % (N(p), L.a_an(j))]))
		out.append(r.choice(["%s %s." % (p.He(), L.JOB_DOES[j]), "Every day %s %s." % (p.he, L.JOB_DOES[j])]))
	if r.random() < 0.4:
		out.append(r.choice(["When I grow up, I want to be %s." % L.a_an(r.choice(L.JOBS)),
			"I want to be %s when I am older." % L.a_an(r.choice(L.JOBS))]))
	return out


def transport_doc(r):
	p = person(r, group=0.1, family=0.3)
	t = r.choice(["bus", "train", "car", "bike", "boat", "plane", "taxi", "tram", "ferry", "scooter"])
	to = r.choice(L.PLACES)
	out = [r.choice(["%s went to the %s by %s." % (N(p), to, t), "%s took the %s to the %s." % (N(p), t, to),
		"%s goes to the %s by %s every day." % (N(p), to, t) if not p.pl else "%s go to the %s by %s every day." % (N(p), to, t)])]
	out.append(r.choice(["The %s was %s." % (t, r.choice(["fast", "slow", "late", "full", "empty", "noisy", "new", "old"])),
		"On the way %s saw %s." % (p.he, L.a_an(r.choice(L.TRANSPORT))),
		"%s sat by the window." % p.He(), "The journey took %s minutes." % L.number_word(r.randint(5, 40) // 5 * 5 or 10)]))
	if r.random() < 0.5:
		out.append(r.choice(["Cars, buses, trains and bikes take us to many places.",
			"A plane flies in the sky, a boat sails on the water and a train runs on rails."]))
	return out


# ---- the cat on the mat --------------------------------------------------------

SURFACES = ["rug", "chair", "bed", "sofa", "floor", "table", "step", "box", "wall", "fence",
	"roof", "cushion", "windowsill", "doormat"]


PETS = L.words("dog puppy kitten rabbit mouse bird duck hen frog owl parrot hamster")


def cat_sentence(r, p=None):
	x = r.random()
	if x < 0.78:
		surf = "mat" if r.random() < 0.9 else r.choice(SURFACES)
		subj = r.choice(["The cat", "The cat", "The cat", "The cat", "The old cat", "The little cat",
			"The black cat", "The fat cat", "Our cat", "The grey cat", "The sleepy cat"])
		if p is not None and r.random() < 0.3:
			subj = N(p) + "'s cat"
		tail = r.choice([".", ".", ".", ".", " and purred.", " by the door.", " all day.", " and went to sleep.",
			" in the sun.", " and washed its paws.", " and looked at the birds.", " again.", " near the fire."])
		return "%s sat on the %s%s" % (subj, surf, tail)
	if x < 0.88:
		return "The %s sat on the %s%s" % (r.choice(PETS), r.choice(SURFACES + ["mat"]), r.choice([".", ".", " and waited."]))
	return r.choice(["The cat lay on the mat.", "The cat slept on the mat.", "The dog sat on the rug.",
		"The cat is sitting on the mat.", "The cat sits on the mat every day.", "A cat sat on a mat."])


def cat_sentences(r, p=None):
	p = p or kid(r)
	out = [cat_sentence(r, p)]
	if r.random() < 0.6:
		out.append(r.choice(["It was warm and soft.", "The mat was by the fire.", "%s stroked the cat." % N(p),
			"Then the cat sat on the mat again.", "The cat always sits on the mat.",
			"%s gave the cat some milk." % N(p), "The cat sat on the mat and looked at %s." % p.name]))
	return out


def cat_doc(r):
	out = []
	for _ in range(r.randint(1, 4)):
		out.extend(cat_sentences(r))
	return out[:12]


# ---- three senses of "bank" ------------------------------------------------

MONEY_PRE = ["{N} had saved {amt} pounds in a jar.", "{N} wanted to buy a new bike, but {he} did not have enough money.",
	"{N} got {his} first pay packet on Friday.", "{N} needed some cash for the holiday.",
	"The money in {N}'s piggy bank was not enough.", "{N} counted {his} coins and notes.",
	"Rent was due, and {N} had no money left.", "{N} wanted to save money for a house."]
MONEY = [
	"{N} needed a loan, so {he} went to see the bank manager.",
	"{N} wanted to save {his} pocket money, so {he} opened an account at the bank.",
	"{N} took {amt} pounds in cash to the bank and paid it into {his} account.",
	"{N} counted {his} coins and took them to the bank to deposit them.",
	"{N} had no cash left, so {he} went to the bank to take some out.",
	"After work, {N} stopped at the bank to pay in a cheque.",
	"With {his} money in a bag, {N} went to the bank teller and asked for a receipt.",
	"{N} wanted to borrow money for a new shop, so {he} asked the bank for a loan.",
	"Every Friday, {N} put some of {his} wages in the bank account.",
	"{N} keeps {his} savings in the bank account, where the money is safe.",
	"To buy the house, {N} needed a loan from the bank manager.",
	"{N} lost {his} money card, so {he} phoned the bank manager.",
	"The money was safe in {his} savings account at the bank.",
	"{N} asked about interest on {his} savings at the bank counter.",
	"{N} saved ten coins a week, and when the jar was full {he} took the money to the bank to deposit it.",
	"{N} counts money all day because {he} works as a cashier at the bank.",
	"Before the holiday, {N} went to the bank to change some money.",
	"{N} signed a cheque for {amt} pounds and took it to the bank to pay it in.",
	"{N} needed money for the rent, so {he} went to the bank manager for help.",
	"There was a long queue of people with cash at the bank counter.",
	"{N} checked how much money {he} had saved and looked at {his} bank account.",
	"The robbers wanted the gold and the money, so they broke into the bank vault.",
	"{N} opened a savings account with {amt} pounds at the bank.",
	"When {N} got {his} first pay, {he} put the money straight into the bank account.",
	"{N} paid in the cash and the bank teller counted the notes.",
	"{N} dropped a coin into {his} piggy bank.",
	"To pay for the car, {N} borrowed money and took out a bank loan.",
	"The shopkeeper took the day's money to the bank to deposit it.",
	"{N} has a job counting money in the bank on the high street, and {he} is a bank teller.",
]
# the cue words come well before "bank", with a neutral filler in between
FILLERS = ["slowly", "after lunch", "with a big smile", "on a warm Saturday afternoon",
	"past the school and the old red shop", "while the birds sang in the trees",
	"without saying a word to anyone", "as the sun came out from behind the clouds",
	"after a long and busy morning at home", "because it was the first day of the holidays",
	"with {his} little brother and {his} best friend", "even though it was getting quite late",
	"humming a happy song all the way", "early in the morning", "just before the clock struck ten"]
MONEY_LONG = [
	"{N} put {his} wages in an envelope and, {f}, took it to the bank to pay it in.",
	"With the cash from {his} birthday in {his} pocket, {N} walked into town and, {f}, went to the bank to open an account.",
	"{N} needed a loan for a new van, so {f}, {he} went to the bank manager.",
	"The coins in {N}'s jar added up to {amt} pounds, and, {f}, {he} carried them to the bank to deposit them.",
	"{N} wanted to borrow some money and, {f}, {he} asked the bank for a loan.",
	"Holding the cheque tightly, {N} waited in the queue and, {f}, gave it to the bank teller.",
]
RIVER_LONG = [
	"{N} took {his} fishing rod and a box of worms and, {f}, sat down on the bank of the river.",
	"The ducks left the water and, {f}, waddled up the bank and into the grass.",
	"With a picnic basket and a blanket, {N} went down to the river and, {f}, sat on the bank by the water.",
	"The river was very high after the rain, and, {f}, the water came over the bank and into the field.",
	"{N} watched the fish in the stream and then, {f}, lay down on the grassy bank and fell asleep.",
	"{N} rowed the boat across the river and, {f}, tied it to a tree on the bank under the willows.",
]
PLANE_LONG = [
	"The pilot turned the wheel and, {f}, let the plane bank {d}.",
	"Up above the clouds, {f}, the little aeroplane began to bank {d}.",
	"The pilot tilted the wings, waited a moment and then, {f}, began to bank {d}.",
	"As the plane flew over the fields, {f}, it started to bank {d} towards the airport.",
	"{N} sat by the window of the plane and, {f}, {he} felt it bank {d}.",
	"The jet left the runway, climbed high into the sky and, {f}, began to bank {d}.",
]
MONEY_POST = ["The bank manager said yes.", "The teller gave {him} a receipt.", "Now {his} money was safe.",
	"{He} had to pay the loan back every month.", "The account had {amt} pounds in it.",
	"The bank was closed on Sunday.", "{He} filled in a form and signed it."]

RIVER_PRE = ["{N} went down to the river with {his} fishing rod.", "The river was calm and the water was clear.",
	"It was a warm day by the river.", "{N} and {his} dog walked beside the stream.",
	"The ducks were swimming on the river.", "There was a picnic by the water."]
RIVER = [
	"{N} sat on the river bank fishing all afternoon.",
	"By the river, {he} sat on the grassy bank and watched the ducks.",
	"{N} took {his} fishing rod down to the river and sat on the bank of the river.",
	"The ducks swam to the muddy bank of the river.",
	"After the rain, the water in the stream rose over the bank and into the field.",
	"{N} had a picnic with {his} friends on the grassy bank by the river.",
	"{N} walked along the river bank, throwing stones into the water.",
	"A frog jumped out of the pond and sat on the bank in the sun.",
	"The boat drifted down the river and stopped at the bank under a willow.",
	"{N} slipped on the wet mud and slid down the bank into the stream.",
	"Reeds and tall grass grew along the bank of the pond.",
	"On the far side of the river, a heron stood on the bank fishing.",
	"{N} rowed the little boat across the river to the other bank of the river.",
	"The fisherman sat on the bank fishing and waited for a bite.",
	"Wild flowers grew in the grass on the sunny bank beside the stream.",
	"The otter swam across the river and climbed up the bank with a fish.",
	"{N} spread a picnic blanket on the grassy bank by the water.",
	"The river flooded and the water came over the bank and into the meadow.",
	"Willow trees grew by the river and hung over the bank, and their leaves touched the water.",
	"{N} lay on the soft grass of the river bank and listened to the water.",
	"The children paddled in the shallow water of the stream near the bank of the stream.",
	"The ducklings followed their mother out of the water, up the bank and into the grass.",
	"{N} went fishing on the canal and sat on the bank fishing for hours.",
	"The kingfisher dived into the river from a branch above the bank of the river.",
	"The cows came down to the river to drink, and stood on the muddy bank in the water.",
	"{N} found a smooth stone by the stream on the bank of the stream.",
	"With {his} rod and a net, {N} fished from the river bank near the bridge.",
]
RIVER_POST = ["The water was cool and clear.", "{He} caught two fish.", "A duck swam past.",
	"The grass was soft and green.", "The sun shone on the river.", "Later {he} walked home along the water."]

PLANE_PRE = ["The pilot checked the wings before take-off.", "{N} was flying to see {his} grandma.",
	"The little plane flew over the fields.", "Up in the sky, the plane flew above the clouds.",
	"{N} was learning to fly a plane.", "The aeroplane took off from the runway."]
PLANE = [
	"The pilot turned the wheel and the plane began to bank {d}.",
	"The pilot tilted the wings and let the plane bank {d}.",
	"Up in the sky, the little plane began to bank {d} over the hills.",
	"As the aeroplane turned towards the airport, it began to bank {d}.",
	"{N} felt the plane bank {d} as it turned towards the runway.",
	"The pilot said, \"We will now bank {d} and fly over the sea.\"",
	"One wing dipped low as the plane started to bank {d}.",
	"The jet tilted its wings into a steep bank to the {d} and flew over the mountains.",
	"The pilot had to tilt the wings and bank sharply {d} to miss the storm cloud.",
	"The glider tipped its long wings and began to bank gently {d} in the warm air.",
	"The captain told the passengers that the plane would soon bank {d} for the airport.",
	"To turn the plane, the pilot must tilt the wings and bank {d}.",
	"The model aeroplane tipped one wing, began to bank {d} and circled the park.",
	"From the cockpit, {N} watched the pilot bank {d} above the clouds.",
	"When the plane began to bank {d}, {N} held on to {his} seat.",
	"The pilot looked at the wing and then began to bank {d} towards the lake.",
	"In {his} flying lessons, {N} learned how to make the plane bank {d} without losing height.",
	"The plane flew straight for an hour, then the pilot began to bank {d}.",
	"The big airliner began to bank {d} slowly as it came down towards the airport.",
	"The pilot leaned the wings over to bank {d} around the tower.",
	"The helicopter pilot tilted the rotor and let it bank {d} over the trees.",
	"The plane dipped a wing, and {N} looked down as it began to bank {d}.",
	"When the pilot turned, the plane began to bank {d} and the wing dipped.",
	"To fly round the mountain, the pilot had to bank {d} and then {d2}.",
	"The seagull and the little plane both tipped their wings to bank {d} in the wind.",
]
PLANE_POST = ["The wing dipped towards the ground.", "Then the plane flew level again.",
	"Below them, the fields looked tiny.", "{N} could see the sea from the window.",
	"The pilot smiled and turned the plane back.", "Soon they landed at the airport."]


def fill(t, p, r):
	d = r.choice(["left", "right"])
	if "{f}" in t:
		t = t.replace("{f}", r.choice(FILLERS))
	return t.format(N=N(p), he=p.he, He=p.He(), his=p.his, him=p.him,
		amt=r.choice(["ten", "twenty", "fifty", "a hundred", "five hundred", "forty"]),
		d=d, d2="right" if d == "left" else "left")


def bank_doc(r, sense=None):
	sense = sense or r.choice(["money", "river", "plane"])
	pre, main, post = {"money": (MONEY_PRE, MONEY + MONEY_LONG, MONEY_POST), "river": (RIVER_PRE, RIVER + RIVER_LONG, RIVER_POST),
		"plane": (PLANE_PRE, PLANE + PLANE_LONG, PLANE_POST)}[sense]
	p = kid(r) if r.random() < 0.85 else person(r, group=0, family=0.6)
	out = []
	if r.random() < 0.5:
		out.append(fill(r.choice(pre), p, r))
	for t in r.sample(main, r.randint(1, 3)):
		out.append(fill(t, p, r))
	if r.random() < 0.5:
		out.append(fill(r.choice(post), p, r))
	return out


# ---- copying and induction -------------------------------------------------

def copy_doc(r):
	x = r.random()
	Lw = r.randint(4, 12)
	seq = [r.choice(L.WORDS_FOR_LISTS) for _ in range(Lw)]
	line = " ".join(seq)
	if x < 0.35:
		reps = r.choice([2, 2, 3])
		return [cap(line) + "." for _ in range(reps)]
	p = kid(r)
	if x < 0.6:
		return ["%s wrote down the words: %s." % (N(p), line), "Later %s read them again: %s." % (p.he, line)]
	if x < 0.8:
		items = r.sample(L.FOOD, r.randint(3, 6))
		lst = L.join_list([L.plural(i) for i in items])
		return ["%s made a shopping list: %s." % (N(p), lst), "At the shop, %s bought %s." % (p.he, lst)]
	# a name introduced early and repeated later
	name = r.choice(L.MALE + L.FEMALE) + " " + r.choice(L.SURNAMES)
	first = name.split()[0]
	pr = "he" if first in L.MALE else "she"
	return ["A new %s came to our %s. %s name was %s." % (r.choice(["teacher", "neighbour", "doctor", "friend"]),
		r.choice(["school", "street", "town", "village"]), "His" if pr == "he" else "Her", name),
		"Everyone liked %s." % first,
		"%s had %s." % (cap(pr), L.a_an(r.choice(L.ADJ[:30]) + " " + r.choice(["dog", "cat", "bike", "car", "hat"]))),
		"At the end of the year, we said goodbye to %s." % name]


def agreement(r):
	n1 = r.choice(L.HOME + L.TOYS + L.SCHOOL[:30])
	n2 = r.choice(L.HOME + L.PLACES)
	pl1, pl2 = r.random() < 0.5, r.random() < 0.5
	s1 = L.plural(n1) if pl1 else n1
	s2 = L.plural(n2) if pl2 else n2
	adj = r.choice(OBJ_ADJ)
	be = "were" if pl1 else "was"
	isa = "are" if pl1 else "is"
	has = "have" if pl1 else "has"
	p = kid(r)
	return [r.choice([
		"The %s near the %s %s %s." % (s1, s2, be, adj),
		"The %s next to the %s %s %s." % (s1, s2, isa, adj),
		"The %s that %s found by the %s %s %s." % (s1, p.name, s2, be, adj),
		"The %s in the %s %s always been %s." % (s1, s2, has, adj),
		"The %s on the shelf above the %s %s %s." % (s1, s2, be, adj),
		"The %s which %s mum bought for the %s %s %s." % (s1, p.name + "'s", s2, isa, adj),
	]), r.choice(["%s %s %s." % (p.Name() if False else N(p), "said they" if pl1 else "said it", be + " " + r.choice(L.ADJ)),
		"%s liked %s." % (N(p), "them" if pl1 else "it"), "%s put %s away." % (N(p), "them" if pl1 else "it")])]


def pronoun_doc(r):
	"""He/she/they refer back across several sentences."""
	a = kid(r)
	b = kid(r, exclude=(a.name,))
	while b.kind == a.kind and r.random() < 0.7:
		b = kid(r, exclude=(a.name,))
	act = r.choice(L.ACTIVITIES)
	out = ["%s and %s are friends." % (N(a), b.name),
		"%s is %s years old, and %s is %s." % (N(a), L.number_word(r.randint(5, 9)), b.name, L.number_word(r.randint(5, 9)))]
	pool = ["%s likes to %s." % (a.He(), act.replace("POS", a.his)),
		"Every %s, %s and %s %s." % (r.choice(L.DAYS), a.name, b.name, L.conj(act, "base").replace("POS", "their")),
		"%s %s %s %s." % (N(b), b.has(), L.a_an(r.choice(L.ADJ[:30])), r.choice(L.TOYS)),
		"%s lets %s play with it." % (b.He(), a.him),
		"When %s is %s, %s helps %s." % (a.he, r.choice(["sad", "tired", "lost", "stuck"]), b.name, a.him),
		"%s mum is %s, and %s dad is %s." % (cap(b.his), L.a_an(r.choice(L.JOBS[:30])), b.his, L.a_an(r.choice(L.JOBS[:30]))),
		"They walk to school together.",
		"%s always sits next to %s." % (N(a), b.name)]
	out.extend(r.sample(pool, r.randint(2, 5)))
	return out


def words_(x):
	return x


# ---- scenes, manner and hobbies (broad vocabulary) -----------------------

def _thing(w):
	return w.replace("-", " ")


BIG_THINGS = set(L.words("""fridge oven cooker sink bath shower wardrobe sofa television
fireplace piano shed pond greenhouse lawnmower barn tractor stable orchard lighthouse
pier roundabout fountain bandstand sandpit haystack board computer globe map
bookcase bookshelf easel duvet quilt fridge seesaw slide""")) | set(["climbing-frame"])
MANNER = {"walked": "slowly quickly quietly carefully happily proudly sleepily", "ran": "quickly fast happily bravely",
	"sang": "loudly softly happily sweetly", "whispered": "quietly softly gently", "danced": "happily gracefully wildly",
	"smiled": "kindly happily shyly brightly", "laughed": "loudly happily", "waited": "patiently quietly nervously calmly",
	"played": "happily nicely together quietly", "worked": "hard carefully neatly", "read": "quietly slowly carefully",
	"listened": "carefully quietly politely", "wrote": "neatly carefully slowly", "painted": "carefully neatly slowly",
	"climbed": "carefully slowly bravely", "swam": "fast slowly bravely", "jumped": "high happily",
	"waved": "happily sadly", "nodded": "politely sleepily slowly", "clapped": "loudly happily",
	"tiptoed": "quietly carefully", "crept": "quietly slowly", "skipped": "happily", "hopped": "happily"}


def scene(r):
	room, things = r.choice(L.SCENES)
	picked = [_thing(w) for w in r.sample(things, r.randint(3, 6))]
	where = ("in the " if room not in ("street", "farm", "beach") else "on the " if room == "street" else "at the ") + room
	shown = []
	for w in picked:
		k = r.random()
		if k < 0.5 or w in BIG_THINGS:
			shown.append(L.a_an(w))
		elif k < 0.8:
			shown.append(L.number_word(r.randint(2, 5)) + " " + L.plural(w))
		else:
			shown.append("some " + L.plural(w))
	out = [r.choice(["%s there %s %s." % (cap(where), "is" if shown[0].startswith(("a ", "an ")) else "are", L.join_list(shown)),
		"I can see %s %s." % (L.join_list(shown), where),
		"What can you see %s? I can see %s." % (where, L.join_list(shown)),
		"Look %s! There %s %s." % (where, "is" if shown[0].startswith(("a ", "an ")) else "are", L.join_list(shown))])]
	p = kid(r)
	w = picked[0]
	out.append(r.choice(["The %s is %s." % (w, r.choice(OBJ_ADJ)),
		"%s likes the %s best." % (N(p), w),
		"%s put %s %s next to the %s." % (N(p), p.his, r.choice(L.TOYS), picked[1]),
		"The %s is %s the %s." % (w, r.choice(["next to", "near", "under", "behind", "in front of", "beside"]), picked[1])]))
	if r.random() < 0.5:
		v = r.choice(list(MANNER))
		out.append("%s %s %s %s." % (N(p), v, r.choice(MANNER[v].split()), where))
	return out


ANIMAL_ADJ = L.words("""fluffy furry hairy prickly slimy sleepy hungry grumpy cheerful clumsy
cheeky naughty gentle enormous little famous friendly fierce tiny noisy quiet""")


def manner(r):
	out = []
	for _ in range(r.randint(2, 5)):
		p = person(r, group=0.1, family=0.2)
		v = r.choice(list(MANNER))
		adv = r.choice(MANNER[v].split())
		out.append(r.choice(["%s %s %s." % (N(p), v, adv),
			"%s %s %s %s." % (N(p), v, adv, r.choice(["to school", "home", "to the shop"] if v in ("walked", "ran", "skipped", "hopped")
				else ["in the garden", "in the park", "all morning", "for a while", "with a friend", "after lunch"])),
			"%s, %s %s %s." % (cap(r.choice(["suddenly", "finally", "later", "soon", "sometimes", "usually"])), p.name, v, adv),
			"The %s %s was %s." % (r.choice(ANIMAL_ADJ), r.choice(L.ANIMALS), r.choice(ANIMAL_ADJ))]))
	return out


def hobbies(r):
	p = kid(r)
	out = []
	x = r.randrange(4)
	if x == 0:
		s = r.choice(L.SPORTS)
		verb = "goes" if s in ("swimming", "running", "skating", "skiing", "cycling", "climbing", "rowing", "sailing", "bowling") else \
			"does" if s in ("judo", "karate", "gymnastics", "athletics") else "plays"
		out.append(r.choice(["%s %s %s every %s." % (N(p), verb, s, r.choice(L.DAYS)),
			"%s favourite sport is %s." % (cap(p.his), s) if False else "%s's favourite sport is %s." % (N(p), s)]))
	elif x == 1:
		i = r.choice(L.INSTRUMENTS)
		out.append("%s is learning to play the %s." % (N(p), i))
		out.append(r.choice(["%s practises every day." % p.He(), "The %s is %s." % (i, r.choice(["loud", "quiet", "new", "old", "heavy"]))]))
	elif x == 2:
		sh = r.choice(L.SHAPES)
		out.append(r.choice(["%s drew %s." % (N(p), L.a_an(r.choice(L.COLOURS) + " " + sh)),
			"This shape is %s." % L.a_an(sh), "%s has %s sides." % (cap(L.a_an(sh)), {"triangle": "three", "square": "four", "rectangle": "four", "circle": "no"}.get(sh, "many")) if sh in ("triangle", "square", "rectangle", "circle") else "%s cut out %s." % (N(p), L.a_an(sh))]))
	else:
		m = r.choice(L.MATERIALS)
		out.append(r.choice(["The %s is made of %s." % (r.choice(["box", "spoon", "toy", "bowl", "table", "ball", "cup"]), m),
			"Is it made of %s? Yes, it is." % m]))
	for i, a in enumerate(r.sample(L.MORE_ACTIVITIES, r.randint(1, 4))):
		out.append(r.choice(["%s likes to %s." % (N(p) if i == 0 else p.He(), a.replace("POS", p.his)),
			"On %s, %s %s." % (r.choice(L.DAYS), p.name, L.conj(a, "past").replace("POS", p.his)),
			"%s wants to %s." % (N(p) if i == 0 else p.He(), a), "Can you %s? I can." % a]))
	return out
