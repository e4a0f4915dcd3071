"""English: what people say to each other in a day, and what happens next.
Reminders that follow the weather (raining, so take your umbrella), asking
to do things (Mum, can I go out to play?), goodbyes, games, who works where
as what, errands and what they are for, small accidents and their results
(the glass fell and broke, the milk has gone off, my hat blew away), traffic
lights, the school bell, asking someone to answer the phone, what the sky
and the lake look like, studying for a test, being good at one thing and
better at another, polite requests with their reasons, asking the way,
being scared of something, after school, timers, being ill, being late.
Each is said in a few frames, so that the word after the frame is learnt
from what the sentence is about rather than from one fixed string.  Every
function takes a random.Random and returns a list of sentences
(gen_everyday.py capitalises them).  Written for attnstep.
"""
import lexicon_en as L
from kinds import ending
from everyday_en import kid

words = L.words
lines = L.lines

PARENT = lines("Mum, Dad, Grandma, Grandpa")
GROWN_UP = lines("Mum, Dad, Grandma, the teacher")

# what the day is like, and what to take (first one the commonest)
REMIND = [("it's raining", lines("umbrella, raincoat, wellies")),
	("it's going to rain later", lines("umbrella, raincoat, hood")),
	("it's cold outside", lines("coat, scarf, gloves, hat")),
	("it's snowing", lines("gloves, boots, scarf, warm coat")),
	("it's very sunny today", lines("sun hat, sunglasses, sun cream, water bottle")),
	("we are going swimming", lines("towel, swimming costume, goggles")),
	("it's PE today", lines("trainers, PE kit, water bottle")),
	("we are going on a long walk", lines("walking boots, water bottle, coat")),
	("it's a school day", lines("school bag, lunch box, homework, reading book"))]

# asking a grown-up: the thing asked, and two answers
MAY_I = [("go out to play", "Yes, but come back before dark."), ("have a biscuit", "Just one, dinner is nearly ready."),
	("watch TV", "After you finish your homework."), ("stay up late tonight", "No, it's a school day tomorrow."),
	("have a friend over", "Yes, ask her mum first."), ("go to the park", "Yes, if your brother goes with you."),
	("have some ice cream", "After dinner."), ("help you cook", "Yes, wash your hands first."),
	("play on the computer", "For half an hour."), ("have a drink of water", "Of course you can."),
	("go to the toilet", "Yes, be quick."), ("open my present now", "Not yet, wait until your birthday."),
	("borrow your pen", "Here you are."), ("sit here", "Yes, of course.")]

# leaving: the goodbye, and the last word said
BYE = [("Bye, see you", lines("tomorrow, later, soon, next week, on Monday")),
	("Good night, sleep", lines("well, tight")), ("Have a nice", lines("day, time, trip, weekend, holiday")),
	("Thank you for", lines("having me, the lovely dinner, your help, coming")),
	("Take", lines("care")), ("See you at", lines("school, the party, lunch, six o'clock"))]

GAMES = lines("tag, football, cards, chess, hide and seek, snap, catch, basketball, tennis, draughts, I spy")

# the place someone works and what they work there as
JOBS = [("the hospital", lines("nurse, doctor, porter, cleaner")), ("the school", lines("teacher, cook, caretaker")),
	("the bakery", lines("baker")), ("the farm", lines("farmer, farm worker")),
	("the restaurant", lines("cook, chef, waiter, waitress")), ("the zoo", lines("zookeeper, keeper, vet")),
	("the airport", lines("pilot, cleaner, driver")), ("the library", lines("librarian")),
	("the garage", lines("mechanic")), ("the police station", lines("police officer")),
	("the fire station", lines("firefighter")), ("the supermarket", lines("shop assistant, cashier")),
	("the post office", lines("postman, clerk")), ("the hairdresser's", lines("hairdresser"))]

# where one goes, and to do what
ERRANDS = [("the post office", lines("send a letter, send a parcel, buy some stamps, post a card")),
	("the bank", lines("get some money, pay in some money")),
	("the chemist's", lines("buy some medicine, get some plasters")),
	("the library", lines("return my books, borrow a book")),
	("the baker's", lines("buy some bread, buy a cake")),
	("the shop", lines("buy some milk, buy a newspaper, get some bread")),
	("the doctor's", lines("see the doctor, get some medicine")),
	("the dentist's", lines("have my teeth checked")),
	("the station", lines("catch a train, meet my aunt, buy a ticket")),
	("the hairdresser's", lines("have my hair cut"))]
ON_THE_WAY = lines("a coffee, a newspaper, a sandwich, a bottle of water, some flowers, a loaf of bread, an apple")

# what happened to a thing, and its result
RESULT = [("the glass fell on the floor and", lines("broke, smashed")),
	("the plate slipped out of my hands and", lines("broke, smashed")),
	("the egg rolled off the table and", lines("cracked, broke")),
	("it was so windy that my hat blew", lines("away, off")),
	("it was so windy that the washing blew", lines("away, off the line")),
	("the ice cream melted because it was too", lines("hot, warm, sunny")),
	("the snowman melted because the sun was too", lines("hot, warm")),
	("the balloon touched the candle and", lines("popped, burst")),
	("the plant died because nobody", lines("watered it, gave it water")),
	("the milk smells bad. I think it has gone", lines("off, sour, bad")),
	("the bread is green. It has gone", lines("mouldy, off, bad")),
	("the torch does not work because the battery is", lines("flat, dead")),
	("I left my bike out in the rain and it got", lines("rusty, wet")),
	("he forgot to put the lid on and the juice", lines("spilled, went everywhere")),
	("she stood on the toy and it", lines("broke, snapped"))]

TRAFFIC = [("the traffic light turned red, so the cars", "stopped"),
	("the traffic light turned green, so the cars", "drove on"),
	("the traffic light turned", "red"), ("the little man turned green, so we", "crossed the road"),
	("before you cross the road, look left and", "right"), ("wait for the green man before you", "cross")]

BELL = [("when the bell rang, all the students", lines("ran out, went home, went out to play, lined up, packed their bags")),
	("when the teacher came in, the children", lines("stood up, sat down, stopped talking, went quiet")),
	("when the whistle blew, the players", lines("stopped, ran, started")),
	("when the music stopped, everyone", lines("sat down, stood still, clapped"))]

# a sound or a need, and the job asked for
CAN_YOU = [("the phone is ringing", lines("answer it, get it, pick it up")),
	("someone is at the door", lines("open it, get it, see who it is")),
	("the baby is crying", lines("pick her up, give her the bottle")),
	("the kettle has boiled", lines("make the tea, make some tea")),
	("the dog is barking at the door", lines("let him out, take him for a walk")),
	("I can't reach the top shelf", lines("help me, get the box down")),
	("this bag is very heavy", lines("help me, carry it for me"))]

NATURE = [("it's very cold today. The lake is covered with", lines("ice, snow")),
	("in winter the ground is covered with", lines("snow, frost, ice")),
	("at night the sky is dark and full of", lines("stars")),
	("in autumn the leaves turn yellow and", lines("fall off the trees, fall to the ground")),
	("the sun rises in the east and sets in the", lines("west")),
	("after the rain there was a", lines("rainbow, big puddle")),
	("the moon is round and", lines("bright")), ("the grass is wet with", lines("dew, rain")),
	("in spring the trees are full of", lines("blossom, leaves, birds"))]

# what is coming, and what to do tonight
STUDY = [("we have a test tomorrow", lines("study, revise, practise my spellings, learn my tables")),
	("I have a piano lesson on Saturday", lines("practise, practise my scales")),
	("we have a match on Sunday", lines("practise, train, go to bed early")),
	("my homework is due tomorrow", lines("finish it, finish my homework, do it"))]

SUBJECTS = lines("maths, English, reading, spelling, art, music, science, drawing, football, running, swimming, singing")

# asked politely, and the reason
PLEASE = [("close the door", lines("it's cold, it's windy, it's noisy outside")),
	("open the window", lines("it's hot in here, it's stuffy in here")),
	("be quiet", lines("the baby is sleeping, Grandpa is resting")),
	("turn down the music", lines("it's too loud, I'm trying to read")),
	("wash your hands", lines("we are going to eat, they are dirty")),
	("shut the gate", lines("the dog will get out"))]
LIGHTS = lines("leave, go out, go to bed, leave the room")

PLACES = lines("toilet, bus stop, station, bank, chemist's, post office, supermarket, car park, hospital, library")
WAY = lines("Go straight on and turn left at the corner., Turn right at the traffic lights., It's next to the bank., It's opposite the park., It's just round the corner.")

SCARED = lines("the dark, dogs, spiders, thunder, the big dog next door, the dentist, bees, monsters")

AFTER = [("after school, the children went outside to", lines("play, play football, play in the playground")),
	("after school, I", lines("go home, do my homework, have a snack")),
	("after dinner, we", lines("washed the dishes, watched TV, played a game")),
	("before bed, I", lines("brush my teeth, read a story, have a bath")),
	("at the weekend, we", lines("go to the park, visit Grandma, play football"))]

# what is cooked or timed, and how long
TIMER = [("the pizza in the oven and set the timer for", lines("twenty minutes, fifteen minutes")),
	("the cake in the oven and set the timer for", lines("forty minutes, half an hour")),
	("the eggs in the pan and set the timer for", lines("five minutes, ten minutes"))]

ILL = [("he has a cold and keeps", lines("coughing and sneezing, sneezing")),
	("I have a toothache, so Mum took me to the", lines("dentist")),
	("I have a sore throat, so Mum took me to the", lines("doctor")),
	("she has a fever, so she stayed", lines("in bed, at home")),
	("he hurt his leg, so he went to the", lines("hospital, doctor")),
	("take this medicine twice a", lines("day"))]

LATE = [("I'm sorry I'm late. I missed the", lines("bus, train")),
	("we got there too late and the shop was", lines("closed, shut")),
	("hurry up, or we will miss the", lines("bus, train, start of the film")),
	("I overslept this morning, so I was late for", lines("school, work"))]


result = ending(RESULT, "%s %s.")
bell = ending(BELL, "%s %s.")
nature = ending(NATURE, "%s %s.")
after = ending(AFTER, "%s %s.")
ill = ending(ILL, "%s %s.")
late = ending(LATE, "%s %s.")


def remind(r):
	why, things = r.choice(REMIND)
	t = things[0] if r.random() < 0.6 else r.choice(things)
	form = r.random()
	if form < 0.4:
		return ["%s, so don't forget your %s." % (why, t)]
	if form < 0.7:
		return ["\"%s%s, so take your %s,\" said %s." % (why[0].upper(), why[1:], t, r.choice(PARENT))]
	return ["%s. Remember to bring your %s." % (why, t)]


def may_i(r):
	ask, answer = r.choice(MAY_I)
	p = r.choice(PARENT)
	k = kid(r)
	if r.random() < 0.5:
		return ["\"%s, can I %s?\" asked %s." % (p, ask, k.name), "\"%s\" said %s." % (answer, p)]
	return ["\"Can I %s, please?\" \"%s\"" % (ask, answer)]


def goodbye(r):
	said, ends = r.choice(BYE)
	return ["\"%s %s!\" said %s." % (said, r.choice(ends), kid(r).name)]


def game(r):
	g = r.choice(GAMES)
	form = r.random()
	if form < 0.4:
		return ["\"Let's play a game of %s,\" said %s." % (g, kid(r).name)]
	if form < 0.7:
		return ["after lunch we played a game of %s." % g]
	return ["\"Do you want to play a game of %s?\" \"Yes, please!\"" % g]


def works_as(r):
	place, jobs = r.choice(JOBS)
	job = r.choice(jobs)
	k = kid(r)
	if r.random() < 0.5:
		who = r.choice(["my mum", "my dad", "my aunt", "my uncle", "%s's mum" % k.name, "%s's dad" % k.name])
		return ["%s works at %s as %s." % (who, place, L.a_an(job))]
	return ["%s wants to work at %s as %s when %s grows up." % (k.name, place, L.a_an(job), k.he)]


def errand(r):
	if r.random() < 0.3:
		to = r.choice(["work", "school", "the station", "Grandma's"])
		return ["on my way to %s, I stopped to buy %s." % (to, r.choice(ON_THE_WAY))]
	place, whats = r.choice(ERRANDS)
	what = r.choice(whats)
	if r.random() < 0.5:
		return ["I'm going to %s to %s." % (place, what)]
	return ["%s went to %s to %s." % (r.choice(["Mum", "Dad", "Grandpa", kid(r).name]), place, what)]


def traffic(r):
	said, end = r.choice(TRAFFIC)
	return ["%s %s." % (said, end)]


def can_you(r):
	need, jobs = r.choice(CAN_YOU)
	return ["%s. Can you %s?" % (need, r.choice(jobs))]


def study(r):
	if r.random() < 0.4:
		a, b = r.sample(SUBJECTS, 2)
		who = r.choice(["my sister", "my brother", "my friend", kid(r).name])
		return ["%s is good at %s, but I'm better at %s." % (who, a, b)]
	coming, todo = r.choice(STUDY)
	return ["%s, so tonight I need to %s." % (coming, r.choice(todo))]


def please(r):
	if r.random() < 0.3:
		return ["please turn off the lights when you %s." % r.choice(LIGHTS)]
	ask, why = r.choice(PLEASE)
	return ["please %s, %s." % (ask, r.choice(why))]


def the_way(r):
	return ["\"Excuse me, where is the nearest %s?\" \"%s\"" % (r.choice(PLACES), r.choice(WAY))]


def scared(r):
	what = r.choice(SCARED)
	if r.random() < 0.5:
		return ["my little %s is scared of %s." % (r.choice(["brother", "sister"]), what)]
	k = kid(r)
	return ["%s is scared of %s, so %s holds Mum's hand." % (k.name, what, k.he)]


def timer(r):
	said, ends = r.choice(TIMER)
	return ["%s put %s %s." % (r.choice(["Sam", "Mum", "Dad", kid(r).name]), said, r.choice(ends))]


KIND_LIST = [
	(2, "remind_to_take", remind), (2, "may_i", may_i), (1, "goodbye", goodbye), (1, "game_of", game),
	(2, "works_as", works_as), (2, "errand", errand), (3, "what_happened", result), (1, "traffic_light", traffic),
	(1, "when_the_bell", bell), (1, "can_you", can_you), (2, "nature_looks", nature), (2, "study_for", study),
	(2, "please_because", please), (1, "the_way", the_way), (1, "scared_of", scared), (1, "after_school", after),
	(1, "timer", timer), (1, "ill_doctor", ill), (1, "late", late),
]
