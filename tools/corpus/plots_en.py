"""English plot stories: one cast (a child, a companion, sometimes a named pet)
kept from the first sentence to the last, a problem with its cause, what the
characters do about it and what follows, and dialogue that refers back to
what happened.  Every function takes a random.Random and returns a list of
sentences; semantic_en.py supplies the classes.  Written for attnstep.
"""
import everyday_en as E
import lexicon_en as L
import semantic_en as S

cap = E.cap


def alt(r, *options):
	return r.choice(options)


def cast(r):
	"""The hero (a child), a companion (friend, sibling or parent) and a pet."""
	hero = E.kid(r)
	if r.random() < 0.5:
		comp = E.kid(r, exclude=(hero.name,))
	else:
		n, k = r.choice(L.FAMILY[:6])
		comp = E.Person(n, k)
	pet = (r.choice(S.PETS[:8]), r.choice(S.PET_NAMES))
	return hero, comp, pet


def opening(r, hero):
	"""A first sentence that introduces the hero and stays with the hero."""
	kind = "girl" if hero.kind == "f" else "boy"
	return alt(r,
		"One day, a %s named %s woke up early." % (kind, hero.name),
		"Once upon a time, there was a little %s called %s." % (kind, hero.name),
		"%s was %s years old and lived in a %s house." % (hero.name, L.number_word(r.randint(4, 9)),
			r.choice(["small", "big", "yellow", "blue", "white", "cosy", "tall"])),
		"One %s, %s looked out of the window." % (r.choice(L.DAYPARTS[:3]), hero.name),
		"On %s, %s had no school." % (r.choice(L.DAYS[5:]), hero.name),
		"There was once a %s named %s who loved %s." % (kind, hero.name,
			r.choice(["animals", "stories", "the sea", "painting", "football", "cakes", "trees", "music"])),
	)


def say(r, who, line, reply=False):
	v = "asked" if line.endswith("?") else alt(r, "said", "said", "said", "replied" if reply else "called",
		"whispered", "laughed" if line.endswith("!") else "said")
	if r.random() < 0.6:
		# a quote before its tag ends in a comma unless it asks or exclaims
		q = line[:-1] + "," if line.endswith(".") else line
		return "\"%s\" %s %s." % (q, v, who.name)
	return "%s %s, \"%s\"" % (cap(who.name), v, line)


def lost_and_found(r):
	hero, comp, pet = cast(r)
	obj = r.choice(["teddy", "ball", "hat", "book", "kite", "scarf", "shoe", "toy car",
		"doll", "glove", "drawing", "key", "watch", "torch", "lunchbox", "pencil case"])
	place = r.choice(S.PLACES)
	hide = r.choice(["under the sofa", "behind the door", "in the washing basket",
		"under the bed", "in the garden", "in the car", "under a pile of leaves",
		"in the toy box", "on the top shelf", "in %s bag" % comp.his])
	out = [opening(r, hero) if r.random() < 0.4 else
		"%s had a %s %s." % (cap(hero.name), r.choice(E.OBJ_ADJ), obj)]
	if obj not in out[0]:
		out.append("%s had a %s %s that %s loved." % (cap(hero.name), r.choice(E.OBJ_ADJ), obj, hero.he))
	out.append(alt(r, "One day, %s could not find the %s." % (hero.he, obj),
		"After a day at the %s, the %s was gone." % (place, obj),
		"But one morning the %s was not in its place." % obj))
	out.append(alt(r, "%s felt sad." % cap(hero.he), "%s was very worried." % cap(hero.he),
		"%s began to cry." % cap(hero.he)))
	out.append(say(r, comp, alt(r, "Don't worry, we will find your %s." % obj,
		"Where did you last see your %s?" % obj, "Let's look for it together.")))
	out.append(say(r, hero, alt(r, "I had it %s." % E.at(place), "I think I left it in my room.",
		"I don't know."), reply=True))
	looked = r.sample(["in the kitchen", "under the table", "in the garden", "in the bathroom",
		"behind the curtains", "in the cupboard", "under the stairs"], 2)
	out.append("They looked %s and %s, but the %s was not there." % (looked[0], looked[1], obj))
	finder = alt(r, "pet", "comp", "hero")
	if finder == "pet":
		out.append("Then %s the %s began to %s %s." % (pet[1], pet[0],
			"bark" if pet[0] in ("dog", "puppy") else "sniff", hide))
		out.append("%s ran over and found the %s %s!" % (cap(hero.name), obj, hide))
	elif finder == "comp":
		out.append("At last %s found the %s %s." % (comp.name, obj, hide))
	else:
		out.append("At last %s remembered: the %s was %s." % (hero.name, obj, hide))
	out.append(say(r, hero, alt(r, "Thank you!" if finder != "hero" else "Here it is!", "My %s! I am so happy!" % obj,
		"I will keep it safe from now on.")))
	out.append(alt(r, "%s hugged the %s and smiled." % (cap(hero.name), obj),
		"From then on, %s always put the %s back in its place." % (hero.name, obj),
		"That night, %s slept with the %s next to %s." % (hero.name, obj, hero.him)))
	return out


def broken_and_mended(r):
	hero, comp, _ = cast(r)
	thing, state, fix = r.choice(S.BROKEN)
	helper = E.Person(*r.choice(L.FAMILY[:4]))
	out = [alt(r, "%s was playing with %s %s." % (cap(hero.name), hero.his, thing),
		"%s and %s were playing with the %s." % (cap(hero.name), comp.name, thing))]
	cause = alt(r, "It fell on the floor", "%s pulled it too hard" % comp.name,
		"%s stepped on it by mistake" % hero.he, "The dog knocked it over")
	out.append("%s, and now the %s was %s." % (cap(cause), thing, state))
	out.append(alt(r, "%s was sad." % cap(hero.name), "%s wanted to cry." % cap(hero.name)))
	out.append(say(r, hero, "Oh no! My %s is %s!" % (thing, state)))
	out.append("%s came to help." % helper.name)
	out.append(say(r, helper, alt(r, "Don't worry. I can fix it with some %s." % fix
		if fix in ("tape", "glue") else "Don't worry. I can fix it with my %s." % fix,
		"Let me see. We need the %s." % fix)))
	out.append("%s fetched the %s and fixed the %s." % (helper.name, fix, thing))
	out.append(alt(r, "Soon the %s was as good as new." % thing,
		"It took a long time, but the %s was fixed." % thing))
	out.append(say(r, hero, alt(r, "Thank you, %s!" % helper.name, "It works again!")))
	out.append(alt(r, "After that, %s was more careful with %s %s." % (hero.name, hero.his, thing),
		"%s and %s played with it again all afternoon." % (cap(hero.name), comp.name)))
	return out


def weather_day(r):
	hero, comp, _ = cast(r)
	w = r.choice(sorted(S.WEATHER_CONSEQ))
	take, happen = S.WEATHER_CONSEQ[w]
	sky = {"rain": "It was raining", "snow": "It was snowing", "sun": "The sun was shining",
		"wind": "It was very windy", "fog": "It was foggy", "cold": "It was very cold"}[w]
	day = r.choice(L.DAYS)
	out = [alt(r, "%s on %s." % (sky, day), "When %s woke up, %s." % (hero.name, sky.lower()),
		"%s, so %s looked out of the window." % (sky, hero.name))]
	t = r.choice(take)
	out.append(alt(r, "%s put on %s before going out." % (cap(hero.name), t) if w != "sun" or "hat" in t else
		"%s took %s." % (cap(hero.name), t), "%s remembered to take %s." % (cap(hero.name), t),
		"\"Take %s,\" said %s." % (t, comp.name)))
	if r.random() < 0.4:
		t2 = r.choice([x for x in take if x != t] or take)
		out.append("%s forgot %s, so %s went back home to get it." % (cap(hero.he), t2, hero.he))
	a, b = r.sample(happen, 2)
	out.append("%s and %s %s." % (cap(hero.name), comp.name, a))
	out.append("Then they %s." % b)
	out.append(alt(r, "When they got home, they were %s." % r.choice(["tired", "happy", "hungry", "cold"] if w in ("snow", "cold", "rain") else ["tired", "happy", "hot", "thirsty"]),
		say(r, hero, "That was the best %s ever!" % day), "It was a good day."))
	return out


def hungry_cook(r):
	hero, comp, _ = cast(r)
	meal = r.choice(S.MEALS_COOKED)
	ing = r.sample(S.VEGETABLES, 2) if "soup" in meal or "stew" in meal or "salad" in meal else None
	out = [alt(r, "%s was hungry." % cap(hero.name), "It was nearly lunchtime and %s was hungry." % hero.name,
		"%s came home from school, and %s was very hungry." % (cap(hero.name), hero.he))]
	out.append(say(r, hero, alt(r, "What can we eat?", "Can we make something to eat?", "I am so hungry!")))
	out.append(say(r, comp, "Let's make %s." % meal, reply=True))
	if ing:
		out.append("They washed %s and %s and cut them up." % (L.plural(ing[0]), L.plural(ing[1])))
	else:
		out.append("They got everything out of the cupboard and the fridge.")
	out.append(alt(r, "%s helped to stir the pot." % cap(hero.name), "%s laid the table." % cap(hero.name),
		"%s washed %s hands first." % (cap(hero.name), hero.his)))
	out.append(alt(r, "Soon the kitchen smelled lovely.", "After a while it was ready."))
	out.append("They ate %s together." % meal.replace("a ", "the ", 1) if meal.startswith("a ") else "They ate the %s together." % meal)
	out.append(alt(r, "Now %s was full." % hero.name, say(r, hero, "That was delicious!"),
		"%s had a second helping because it was so good." % cap(hero.name)))
	out.append(alt(r, "Then they washed the dishes.", "Afterwards, %s helped to wash up." % hero.name))
	return out


def pet_care(r):
	hero, comp, pet = cast(r)
	kind, name = pet
	need = r.choice(["hungry", "thirsty", "cold", "bored", "dirty", "lost"])
	food = L.ANIMAL_FOOD.get(kind, "pet food")
	out = [alt(r, "%s had a %s called %s." % (cap(hero.name), kind, name),
		"%s's %s was called %s." % (cap(hero.name), kind, name))]
	if need == "hungry":
		out += ["One evening, %s looked hungry." % name,
			"%s gave %s some %s." % (cap(hero.name), name, food),
			"%s ate it all up." % name]
	elif need == "thirsty":
		out += ["It was a hot day, and %s was thirsty." % name,
			"%s filled a bowl with fresh water." % cap(hero.name), "%s drank and drank." % name]
	elif need == "cold":
		out += ["In winter, %s was cold." % name,
			"%s put a soft blanket in %s's bed." % (cap(hero.name), name), "Soon %s was warm again." % name]
	elif need == "bored":
		out += ["%s was bored and sat by the door." % name,
			"%s took %s out to play in the garden." % (cap(hero.name), name),
			"They played until the sun went down."]
	elif need == "dirty":
		out += ["%s had been rolling in the mud." % name,
			"%s and %s gave %s a bath." % (cap(hero.name), comp.name, name),
			"Afterwards %s was clean and fluffy." % name]
	else:
		out += ["One day, %s ran away." % name,
			"%s looked everywhere and called, \"%s! %s!\"" % (cap(hero.name), name, name),
			"At last %s found %s asleep under a bush." % (comp.name, name)]
	out.append(say(r, hero, alt(r, "Good %s, %s!" % (kind, name), "I love you, %s." % name,
		"There you are, %s." % name)))
	out.append(alt(r, "%s wagged its tail." % name if kind in ("dog", "puppy") else "%s purred." % name
		if kind in ("cat", "kitten") else "%s looked happy." % name,
		"%s was happy, and so was %s." % (name, hero.name)))
	return out


def feeling_story(r):
	hero, comp, _ = cast(r)
	feel, cause, then = r.choice(S.FEELING_CAUSES)
	cause = cause.replace("the favourite", hero.his + " favourite").replace("Mum's", "Mum's")
	then = then.replace("a foot", hero.his + " foot")
	out = [alt(r, "%s %s." % (cap(hero.name), L.conj(cause, "past") if False else cause.replace("got", "got")),
		"One day, %s %s." % (hero.name, cause))]
	out.append(alt(r, "That made %s %s." % (hero.him, feel), "%s felt %s." % (cap(hero.he), feel),
		"%s was very %s." % (cap(hero.he), feel)))
	out.append("%s %s." % (cap(hero.he), then))
	out.append(say(r, comp, alt(r, "Why are you %s?" % feel, "Are you %s?" % feel, "What happened?")))
	out.append(say(r, hero, alt(r, "Because I %s." % cause, "I %s." % cause), reply=True))
	if feel in ("sad", "scared", "worried", "lonely", "angry", "cold", "bored", "sorry", "shy"):
		out.append(alt(r, "%s gave %s a hug." % (comp.name, hero.him),
			"%s sat with %s for a while." % (comp.name, hero.him)))
		out.append(alt(r, "After that, %s felt better." % hero.name, "Soon %s was smiling again." % hero.name))
	else:
		out.append(alt(r, "%s smiled." % comp.name, "%s was %s too." % (comp.name, feel)))
	return out


def outing(r):
	hero, comp, _ = cast(r)
	place = r.choice(["farm", "zoo", "beach", "park", "forest", "market", "river"])
	things, acts = S.PLACE_THINGS[place]
	how = r.choice(["by bus", "by car", "on foot", "by train", "by bike"])
	out = [alt(r, "On %s, %s and %s went to the %s %s." % (r.choice(L.DAYS), hero.name, comp.name, place, how),
		"%s wanted to go to the %s, so %s took %s there %s." % (cap(hero.name), place, comp.name, hero.him, how))]
	seen = r.sample(things, 3)
	if place in ("farm", "zoo", "market"):
		seen = [L.a_an(x) if r.random() < 0.5 else L.plural(x) for x in seen]
	out.append("At the %s they saw %s, %s and %s." % (place, seen[0], seen[1], seen[2]))
	a, b = r.sample(acts, 2)
	out.append("First they %s." % L.conj(a, "past"))
	out.append("Then they %s." % L.conj(b, "past"))
	out.append(say(r, hero, alt(r, "Can we come back tomorrow?", "I like the %s!" % place,
		"Look at that!")))
	out.append(say(r, comp, alt(r, "Maybe next week.", "Me too.", "Yes, it is lovely here."), reply=True))
	out.append(alt(r, "In the evening they went home %s." % how,
		"When they got home, %s told %s all about the %s." % (hero.name, r.choice(["Dad", "Mum", "Grandma"]), place)))
	return out


def tool_job(r):
	hero, comp, _ = cast(r)
	tool, verb, obj = r.choice(S.TOOLS)
	out = [alt(r, "%s wanted to %s %s." % (cap(hero.name), verb, obj),
		"%s needed to %s %s." % (cap(hero.name), verb, obj))]
	out.append(say(r, hero, "What do I need to %s %s?" % (verb, obj)))
	out.append(say(r, comp, "You need %s." % (L.a_an(tool) if tool not in ("scissors", "glue") else
		"some " + tool if tool == "glue" else "a pair of scissors"), reply=True))
	out.append("%s found the %s in the %s." % (cap(hero.name), tool, r.choice(["shed", "drawer", "cupboard", "box", "garage"])))
	out.append("%s used the %s to %s %s." % (cap(hero.he), tool, verb, obj))
	out.append(alt(r, "It was hard work, but %s did it." % hero.he, "It was easy with the right tool.",
		"%s helped a little." % comp.name))
	out.append(alt(r, "Then %s put the %s away." % (hero.he, tool), say(r, comp, "Well done!")))
	return out


def plant_grow(r):
	hero, comp, _ = cast(r)
	plant = r.choice(["sunflower", "bean", "tomato", "pumpkin", "strawberry", "daisy", "carrot", "apple tree"])
	out = [alt(r, "In spring, %s planted a %s seed in a pot." % (hero.name, plant),
		"%s and %s planted some %s seeds in the garden." % (cap(hero.name), comp.name, plant))]
	out.append("Every day, %s watered the seed." % hero.name)
	out.append(alt(r, "At first nothing happened.", "For a week there was nothing to see."))
	out.append("Then a small green shoot came up.")
	out.append(say(r, hero, "Look! My %s is growing!" % plant))
	out.append(alt(r, "The sun shone and the rain fell, and the plant grew taller.",
		"It needed water and light, so %s put it by the window." % hero.he))
	end = {"sunflower": "a big yellow flower", "bean": "long green beans", "tomato": "red tomatoes",
		"pumpkin": "a huge orange pumpkin", "strawberry": "sweet red strawberries",
		"daisy": "white flowers", "carrot": "orange carrots", "apple tree": "a few small apples"}[plant]
	out.append("By summer there were %s." % end if not end.startswith("a ") else "By summer there was %s." % end)
	out.append(alt(r, "%s was very proud." % cap(hero.name), "%s shared them with %s." % (cap(hero.name), comp.name)))
	return out


def shopping_list(r):
	hero, comp, _ = cast(r)
	cls = r.choice(["fruit", "vegetable", "baked"])
	items = r.sample(S.FOOD_CLASSES[cls], 4)
	shop = {"fruit": "market", "vegetable": "greengrocer's", "baked": "bakery"}[cls]
	out = ["%s and %s went to the %s." % (cap(comp.name), hero.name, shop)]
	out.append("On the list there were %s, %s, %s and %s." % tuple(L.plural(x) if cls != "baked" else L.plural(x) for x in items))
	out.append("%s carried the basket." % cap(hero.name))
	out.append("They bought the %s, the %s and the %s." % (L.plural(items[0]), L.plural(items[1]), L.plural(items[2])))
	out.append(say(r, hero, "We forgot the %s!" % L.plural(items[3])))
	out.append("So they went back and bought some %s too." % L.plural(items[3]))
	out.append(alt(r, "At home, they put everything away.", "%s paid, and they walked home." % comp.name))
	return out


def class_list(r):
	"""'The farmer had a cow, a pig and a hen.' and what follows from it."""
	owner, cls = r.choice(S.LIST_OWNERS)
	items = r.sample(S.LIST_CLASSES[cls], r.randint(3, 5))
	countable = cls not in ("colours", "sports")
	if countable and r.random() < 0.7:
		shown = [L.a_an(x) for x in items]
	elif countable:
		shown = [L.plural(x) for x in items]
	else:
		shown = items
	out = ["%s %s." % (owner, L.join_list(shown))]
	if cls == "farm animals":
		a = items[0]
		out.append(alt(r, "Every morning the farmer fed the %s." % a,
			"The %s lived in the barn." % a, "The %s was the farmer's favourite." % items[-1]))
	elif cls in ("fruit", "vegetables", "cakes"):
		out.append(alt(r, "They were all fresh.", "%s liked the %s best." % (r.choice(L.FEMALE + L.MALE), items[1])))
	else:
		out.append(alt(r, "There were %s things in all." % L.number_word(len(items)),
			"%s liked the %s best." % (r.choice(L.FEMALE + L.MALE), items[0])))
	return out


def properties(r):
	"""'Water is wet and fire is hot.', opposites, comparisons."""
	out = []
	for _ in range(r.randint(2, 4)):
		(a, pa), (b, pb) = r.sample(S.PROPERTIES, 2)
		out.append(alt(r, "%s is %s and %s is %s." % (cap(a), pa, b, pb),
			"%s is %s, but %s is %s." % (cap(a), pa, b, pb)))
	x, y = r.choice(S.OPPOSITES)
	out.append(alt(r, "The opposite of %s is %s." % (x, y), "%s is the opposite of %s." % (cap(y), x)))
	return out


def kinds_doc(r):
	"""'A robin is a bird. An oak is a tree.', 'Which one is not a fruit?'"""
	out = []
	for _ in range(r.randint(2, 4)):
		one, many, members = r.choice(S.KINDS_OF)
		a = r.choice(members).replace("-", " ")
		a = a if one in S.NO_ARTICLE else L.a_an(a)
		out.append(alt(r, "%s is %s." % (cap(a), L.a_an(one)),
			"%s is a kind of %s." % (cap(a), one),
			"%s, %s and %s are all %s." % tuple([cap(x.replace("-", " ")) if i == 0 else x.replace("-", " ")
				for i, x in enumerate(r.sample(members, 3))] + [many]) if len(members) >= 3 else
			"%s is %s." % (cap(a), L.a_an(one))))
	if r.random() < 0.5:
		(one, many, members), (one2, _, members2) = r.sample(S.KINDS_OF, 2)
		xs = [x.replace("-", " ") for x in r.sample(members, 3)]
		odd = r.choice([x for x in members2 if x not in members]).replace("-", " ")
		out.append("Which one is not %s: %s, %s, %s or %s?" % (L.a_an(one), xs[0], xs[1], odd, xs[2]))
		out.append("%s is not %s. It is %s." % (cap(odd if one2 in S.NO_ARTICLE else "the " + odd),
			L.a_an(one), L.a_an(one2)))
	if r.random() < 0.5:
		how = r.choice(sorted(S.MOVES))
		a = r.choice(S.MOVES[how])
		out.append("%s can %s." % (cap(L.plural(a)), how))
	if r.random() < 0.4:
		cover = r.choice(sorted(S.COVERED))
		a = r.choice(S.COVERED[cover])
		out.append("%s has %s." % (cap(L.a_an(a)), cover))
	return out


def diary(r):
	"""First-person day: 'Today I went to the park. I saw ...'"""
	place = r.choice(["farm", "zoo", "beach", "park", "forest", "market", "river", "library", "garden"])
	things, acts = S.PLACE_THINGS[place]
	who = r.choice(["my mum", "my dad", "my grandma", "my brother", "my sister", "my friend " + r.choice(L.MALE + L.FEMALE)])
	out = [alt(r, "Today I went to the %s with %s." % (place, who),
		"Yesterday I went to the %s." % place, "This morning we went to the %s." % place)]
	seen = r.sample(things, 2)
	out.append("I saw %s and %s." % tuple(L.a_an(x) if place in ("farm", "zoo", "market", "garden") else x for x in seen))
	a = r.choice(acts)
	out.append("We %s." % L.conj(a, "past"))
	feel = r.choice(["happy", "tired", "excited", "hungry", "glad"])
	out.append(alt(r, "I was very %s." % feel, "It made me %s." % feel))
	out.append(alt(r, "Then we went home and had %s for tea." % E.food_phrase(r),
		"I want to go again next week.", "It was a great day."))
	return out


def sick_day(r):
	hero, comp, _ = cast(r)
	ill = r.choice([("a cold", "sneezed all morning"), ("a sore throat", "could not sing"),
		("a tummy ache", "did not want any breakfast"), ("a cough", "coughed all night"),
		("a temperature", "felt hot and shivery")])
	out = ["%s had %s." % (cap(hero.name), ill[0]), "%s %s." % (cap(hero.he), ill[1])]
	out.append("So %s stayed at home and did not go to school." % hero.he)
	out.append(say(r, E.Person("Mum", "f"), alt(r, "Stay in bed and keep warm.", "Drink lots of water.")))
	out.append(alt(r, "The doctor came and gave %s some medicine." % hero.him,
		"Mum made %s some hot soup." % hero.him))
	out.append(alt(r, "%s slept for a long time." % cap(hero.he), "%s read a book in bed." % cap(hero.he)))
	out.append("The next day, %s felt much better." % hero.name)
	out.append(say(r, hero, "Can I go to school tomorrow?"))
	return out


def birthday(r):
	hero, comp, _ = cast(r)
	age = r.randint(4, 10)
	cake = r.choice(["chocolate cake", "lemon cake", "strawberry cake", "carrot cake", "big round cake"])
	gift = r.choice(["a bike", "a kite", "a puppy", "a book about dinosaurs", "a box of paints",
		"a football", "a toy train", "a doll's house", "a telescope"])
	out = ["It was %s's birthday, and %s was %s years old." % (hero.name, hero.he, L.number_word(age))]
	out.append("%s made %s with %s candles on it." % (comp.name, L.a_an(cake), L.number_word(age)))
	out.append(alt(r, "%s friends came to the party." % cap(L.number_word(r.randint(3, 9))),
		"All %s friends came to the party." % hero.his))
	out.append("They played games and sang \"Happy Birthday\".")
	out.append("%s blew out the candles and made a wish." % cap(hero.name))
	out.append("%s gave %s %s." % (comp.name, hero.him, gift))
	out.append(say(r, hero, alt(r, "Thank you! It's just what I wanted!", "Wow! Thank you so much!")))
	out.append(alt(r, "It was the best birthday ever.", "That night %s was tired but happy." % hero.name))
	return out


KINDS = [
	(6, "plot_lost", lost_and_found), (5, "plot_broken", broken_and_mended),
	(6, "plot_weather", weather_day), (5, "plot_cook", hungry_cook), (5, "plot_pet", pet_care),
	(6, "plot_feeling", feeling_story), (6, "plot_outing", outing), (4, "plot_tool", tool_job),
	(3, "plot_plant", plant_grow), (3, "plot_shopping", shopping_list), (5, "class_list", class_list),
	(3, "properties", properties), (6, "diary", diary), (3, "plot_sick", sick_day),
	(3, "plot_birthday", birthday), (5, "kinds_of", kinds_doc),
]
