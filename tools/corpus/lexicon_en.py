"""English lexicon for the everyday-story generator, with the morphology it needs.

Word lists are grouped by topic.  Nouns are countable unless listed in a MASS
list; irregular plurals and past tenses are spelled out below, the regular ones
follow the usual spelling rules (box -> boxes, baby -> babies, stop -> stopped).
Written for attnstep (same licence as attnstep).
"""


def words(s):
	return s.split()


def lines(s):
	"""Entries separated by commas (entries may hold spaces)."""
	return [" ".join(w.split()) for w in s.split(",") if w.strip()]


MALE = words("""Tom Sam Ben Max Leo Jack Oliver Harry Noah Oscar Henry Lucas Adam
Peter Daniel Omar Ravi Hugo Felix Arthur Mark Paul Ivan Carlos George James
Jacob Ethan Liam Ryan Owen Luke Dylan Finn Theo Alfie Joe Charlie Toby Billy
Frank Eddie Milo Rory Kai Arjun Yusuf Tariq Kenji Hiro Wei Jun Pablo Diego
Marco Luca Simon David Michael Robert William Thomas Andrew Victor Martin""")
FEMALE = words("""Anna Mia Lily Emma Sara Lucy Grace Ella Ruby Alice Chloe Zoe Maya
Nina Rose Clara Lena Ivy Julia Eva Sophie Hannah Kate Amira Olivia Isla Freya
Poppy Daisy Molly Holly Jessica Emily Amelia Ava Layla Leila Priya Aisha Fatima
Yuki Mei Lin Rosa Elena Sofia Laura Helen Mary Jane Susan Sarah Megan Beth
Alison Fiona Martha Nora Iris Hazel Jasmine Tara Esme Matilda Isabel Violet""")
SURNAMES = words("""Smith Brown Green White Black Jones Taylor Wilson Clark Lewis
Walker Hall Young King Wright Hill Scott Baker Carter Cooper Parker Reed Ward
Gray Wood Price Bell Fox Hunt Lee Patel Khan Chen Wang Singh Garcia Lopez""")

# family words: (word, pronoun kind) m/f/g
FAMILY = [("Mum", "f"), ("Dad", "m"), ("Grandma", "f"), ("Grandpa", "m"),
	("Granny", "f"), ("Grandad", "m"), ("Auntie May", "f"), ("Uncle Bob", "m"),
	("Aunt Jo", "f"), ("Uncle Ted", "m")]
FAMILY_NOUNS = words("""mother father mum dad brother sister grandmother
grandfather grandma grandpa aunt uncle cousin baby son daughter parent family
nephew niece twin husband wife neighbour friend""")

# ---- nouns by topic -------------------------------------------------------
FOOD = words("""apple banana orange pear peach plum grape cherry strawberry lemon
melon mango pineapple kiwi coconut apricot tomato potato carrot onion pea bean
cucumber pepper mushroom cabbage lettuce pumpkin sandwich biscuit cookie cake
pie muffin cupcake pancake waffle sausage burger pizza egg sweet lolly doughnut
bun roll cracker noodle dumpling omelette olive radish turnip parsnip
lime nut almond peanut walnut raisin date fig berry blueberry raspberry
chip hotdog taco wrap meatball pretzel bagel croissant""")
FOOD_MASS = words("""bread rice soup milk juice water tea coffee cheese butter
jam honey porridge cereal pasta spaghetti chicken fish meat salad yoghurt
chocolate popcorn toast salt sugar flour broccoli corn lemonade cocoa ham
beef pork tofu custard jelly cream gravy ketchup mustard""")
_NOT_EAT = set(words("""onion radish turnip parsnip cabbage lettuce pumpkin potato
pepper mushroom lime lemon date olive cucumber pea bean nut chip milk juice water
tea coffee salt sugar flour mustard ketchup gravy butter cream lemonade cocoa
broccoli corn beef pork ham jam honey"""))
EAT_COUNT = [w for w in FOOD if w not in _NOT_EAT]
EAT_MASS = [w for w in FOOD_MASS if w not in _NOT_EAT]
MEALS = words("breakfast lunch dinner supper tea")
DRINKS = words("milk juice water tea coffee lemonade cocoa")

ANIMALS = words("""cat dog bird fox rabbit horse duck mouse goat cow frog owl pig
sheep hen chicken lion tiger bear wolf deer monkey elephant giraffe zebra
hippo rhino camel kangaroo koala panda penguin seal whale dolphin shark
crab octopus turtle snake lizard bee ant butterfly spider snail worm
ladybird beetle squirrel hedgehog badger otter beaver swan goose parrot
eagle crow robin sparrow pigeon puppy kitten lamb calf pony donkey bat
goldfish hamster tortoise crocodile ostrich flamingo peacock jellyfish
starfish mole rat moth caterpillar tadpole chick duckling""")
ANIMAL_SOUND = {"cat": "miaowed", "dog": "barked", "duck": "quacked",
	"cow": "mooed", "sheep": "baaed", "owl": "hooted", "lion": "roared",
	"pig": "grunted", "horse": "neighed", "bird": "sang", "frog": "croaked",
	"hen": "clucked", "mouse": "squeaked", "bee": "buzzed", "snake": "hissed",
	"wolf": "howled", "goat": "bleated", "donkey": "brayed", "puppy": "yapped",
	"kitten": "mewed", "tiger": "growled", "bear": "growled", "crow": "cawed"}
ANIMAL_HOME = {"bird": "nest", "bee": "hive", "rabbit": "burrow",
	"fox": "den", "spider": "web", "dog": "kennel", "horse": "stable",
	"pig": "sty", "cow": "barn", "fish": "pond", "hen": "coop", "bear": "cave",
	"ant": "nest", "mole": "tunnel", "owl": "tree"}
ANIMAL_FOOD = {"rabbit": "carrots", "dog": "bones", "cat": "fish",
	"monkey": "bananas", "cow": "grass", "sheep": "grass", "horse": "hay",
	"bird": "seeds", "mouse": "cheese", "panda": "bamboo", "bee": "nectar",
	"squirrel": "nuts", "bear": "honey", "goat": "grass", "koala": "leaves",
	"giraffe": "leaves", "duck": "bread", "hen": "corn", "frog": "flies",
	"elephant": "leaves", "penguin": "fish", "seal": "fish", "owl": "mice"}

HOME = words("""house flat room kitchen bedroom bathroom garden garage hall door
window wall floor roof stair step table chair sofa bed lamp clock cupboard
shelf drawer mirror carpet rug mat curtain pillow blanket sheet towel bath
shower sink tap cooker oven fridge kettle toaster plate bowl cup mug glass
fork knife spoon pan pot jug teapot basket box bin broom bucket key lock
bell candle vase picture photo radio television computer phone fan heater
desk stool cushion hook gate fence chimney attic cellar balcony porch
doorbell light switch plug bottle jar tin tray napkin dish sponge soap
toothbrush comb brush hairbrush""")
HOME_MASS = words("furniture toothpaste shampoo")
ROOMS = words("kitchen bedroom bathroom garden hall attic garage cellar")

SCHOOL = words("""school classroom teacher pupil student lesson class desk book
pencil pen crayon rubber ruler notebook bag schoolbag board chalk map globe
library playground lunchbox sticker scissors glue paint brush test story poem
song picture page word letter number sum question answer project team bell
timetable uniform backpack gym hall computer calculator dictionary""")
SUBJECTS = words("""maths reading writing spelling art music science history
geography PE drama French Chinese English singing dancing""")

TOWN = words("""shop market bakery library park station hospital school post
office bank cafe restaurant cinema museum zoo farm church temple
supermarket pharmacy street road bridge square fountain playground pool
theatre hotel garage factory tower castle harbour airport bus stop village
town city corner shopkeeper bench kiosk stall tent""")
PLACES = words("""garden kitchen park forest school market library attic village
beach farm town house shop zoo pond river lake hill field wood meadow
playground station harbour island city museum cafe bakery garage barn""")

JOBS = words("""teacher doctor nurse farmer baker cook chef driver pilot
police officer firefighter postman postwoman builder painter singer dancer
artist writer dentist vet scientist engineer gardener shopkeeper cleaner
waiter waitress fisherman sailor soldier astronaut librarian judge lawyer
plumber mechanic carpenter tailor barber hairdresser butcher clown
photographer actor musician banker cashier teller grocer zookeeper miner
coach guard king queen prince princess""")
JOB_DOES = {"teacher": "teaches children", "doctor": "helps sick people",
	"nurse": "looks after patients", "farmer": "grows food",
	"baker": "bakes bread", "chef": "cooks food", "cook": "makes meals",
	"driver": "drives a bus", "pilot": "flies planes",
	"firefighter": "puts out fires", "postman": "brings the post",
	"builder": "builds houses", "painter": "paints walls",
	"singer": "sings songs", "dentist": "looks after teeth",
	"vet": "looks after animals", "gardener": "looks after gardens",
	"librarian": "looks after books", "fisherman": "catches fish",
	"sailor": "sails ships", "plumber": "fixes pipes", "mechanic": "fixes cars",
	"carpenter": "makes things from wood", "tailor": "makes clothes",
	"barber": "cuts hair", "hairdresser": "cuts hair",
	"zookeeper": "feeds the animals", "banker": "works at a bank",
	"teller": "counts money at the bank", "cashier": "takes the money in a shop",
	"waiter": "brings food to the tables", "astronaut": "flies into space",
	"scientist": "does experiments", "writer": "writes books",
	"artist": "paints pictures", "dancer": "dances on the stage",
	"photographer": "takes photos", "musician": "plays music",
	"shopkeeper": "sells things", "butcher": "sells meat",
	"cleaner": "cleans rooms", "engineer": "builds machines",
	"grocer": "sells fruit and vegetables", "coach": "trains the team",
	"police officer": "keeps people safe", "judge": "listens to both sides"}

TRANSPORT = words("""car bus train bike bicycle boat ship plane aeroplane
helicopter taxi lorry truck van tram tractor scooter motorbike rocket
submarine canoe yacht ferry ambulance coach jeep sledge balloon""")

NATURE = words("""sun moon star sky cloud rain snow wind storm rainbow tree
flower grass leaf river lake sea ocean pond stream hill mountain valley
forest wood field meadow beach sand rock stone shell island cave cliff
waterfall desert volcano bush plant seed root branch puddle wave shore
rose daisy tulip sunflower oak pine willow reed weed mushroom nest web
path lane rainbow fog frost ice thunder lightning breeze""")

TOYS = words("""ball doll kite teddy puzzle block car train robot drum yoyo
balloon marble top whistle skipping rope boat plane truck game card dice
bear dinosaur rocket spinner slide swing trampoline sandpit bucket spade
crayon sticker bubble puppet jigsaw""")
TOY_PHRASES = lines("""teddy bear, toy car, toy train, rocking horse, building
blocks, jigsaw puzzle, skipping rope, kite, doll, ball, robot, yoyo, spinning
top, puppet, drum, balloon, board game, toy boat, toy dinosaur, paint set""")

CLOTHES = words("""hat cap coat jacket scarf glove mitten sock shoe boot
dress skirt shirt jumper sweater cardigan belt tie vest apron raincoat
hoodie pyjama slipper sandal trainer helmet hood uniform costume""")
CLOTHES_PL = words("jeans trousers shorts pyjamas tights leggings glasses sunglasses")

BODY = words("""head hair face eye ear nose mouth tooth tongue lip cheek chin
neck shoulder arm elbow hand finger thumb nail chest back tummy leg knee
foot toe heel skin bone heart brain""")

COLOURS = words("""red blue green yellow orange purple pink brown black white
grey gold silver""")

NUMBERS = words("""zero one two three four five six seven eight nine ten eleven
twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty""")
TENS = words("twenty thirty forty fifty sixty seventy eighty ninety")
ORDINALS = words("""first second third fourth fifth sixth seventh eighth ninth
tenth""")

DAYS = words("Monday Tuesday Wednesday Thursday Friday Saturday Sunday")
MONTHS = words("""January February March April May June July August September
October November December""")
SEASONS = words("spring summer autumn winter")
SEASON_OF = {"December": "winter", "January": "winter", "February": "winter",
	"March": "spring", "April": "spring", "May": "spring", "June": "summer",
	"July": "summer", "August": "summer", "September": "autumn",
	"October": "autumn", "November": "autumn"}
DAYPARTS = words("morning afternoon evening night")

WEATHER_ADJ = words("""sunny rainy cloudy windy snowy foggy stormy warm hot cold
cool wet dry icy frosty grey bright misty chilly""")
WEATHER_NICE = words("sunny warm bright dry")
WEATHER_BAD = words("rainy cold windy snowy stormy wet icy foggy")

FEELINGS = words("""happy sad tired excited scared proud angry calm surprised
hungry thirsty sleepy glad cross worried lonely bored shy brave cheerful
nervous grumpy jolly upset pleased kind silly curious sorry cold warm
full busy ready late early""")
FEEL_REASON = {"happy": "it was a sunny day", "sad": "the rain spoiled the picnic",
	"tired": "it was very late", "excited": "it was the first day of the holidays",
	"scared": "the storm was very loud", "proud": "the painting won a prize",
	"angry": "someone broke the toy", "hungry": "it was nearly lunchtime",
	"thirsty": "the sun was very hot", "sleepy": "it was past bedtime",
	"worried": "the dog was lost", "lonely": "everyone had gone out",
	"bored": "there was nothing to do", "cold": "the window was open",
	"surprised": "there was a present on the table"}

ADJ = words("""big small little large tiny huge tall short long old new young
round square flat soft hard smooth rough shiny dull bright dark light heavy
thin thick fat wide narrow deep clean dirty wet dry hot cold warm cool fast
slow quick loud quiet noisy sweet sour salty bitter fresh stale ripe full
empty open closed broken lovely pretty beautiful ugly funny strange kind
gentle fierce friendly good bad nice great fine lucky sticky fluffy furry
spotty stripy muddy sandy dusty rusty golden wooden woolly sparkly cosy tidy
messy careful busy lazy clever wise brave happy sad easy difficult simple
special favourite real tasty crunchy juicy creamy spicy crispy""")

# simple facts: each a complete sentence
FACTS = lines("""Fish live in water., Ice is cold., Fire is hot., The sun rises in
the morning., The sun sets in the evening., The moon shines at night., Snow
is white., Grass is green., The sky is blue., Birds can fly., Fish can swim.,
Cows give milk., Hens lay eggs., Bees make honey., Water is wet., Stones are
hard., Feathers are soft., Lemons are sour., Sugar is sweet., Salt is salty.,
Elephants are big., Mice are small., A week has seven days., A year has twelve
months., A day has twenty-four hours., An hour has sixty minutes., A spider has
eight legs., A dog has four legs., A bird has two wings., Cats like to sleep.,
Dogs like to play., Plants need water., Plants need light., Trees grow from
seeds., Rain falls from the clouds., Ice melts in the sun., Water boils when it
is hot., Frogs can jump., Snakes have no legs., Owls hunt at night., Bats sleep
in the day., Penguins cannot fly., Whales live in the sea., Camels live in the
desert., Monkeys can climb trees., Rabbits eat carrots., Squirrels collect
nuts., Leaves fall in autumn., It snows in winter., Flowers grow in spring.,
Summer is the hottest season., Winter is the coldest season., The earth goes
round the sun., The moon goes round the earth., Two and two make four., Three
and three make six., Five and five make ten., Ten is more than five., One is
less than two., Milk comes from cows., Bread is made from flour., Cheese is
made from milk., Honey comes from bees., Wool comes from sheep., Eggs come
from hens., Butter is made from cream., Ducks can swim., Stars shine at night.,
Night is dark., Day is light., The sea is salty., Rivers run to the sea.,
Apples grow on trees., Potatoes grow under the ground., Ice is frozen water.,
Steam is hot water in the air., Clouds are made of tiny drops of water.,
Glass breaks easily., Metal is hard., Wood comes from trees., Paper is made
from wood., Sound travels through the air., We see with our eyes., We hear
with our ears., We smell with our noses., We taste with our tongues., We walk
with our feet., Babies drink milk., Kittens grow into cats., Puppies grow into
dogs., Caterpillars turn into butterflies., Tadpoles turn into frogs.""")

WORDS_FOR_LISTS = words("""sun moon star tree river hill road door window table
chair milk bread fish bird snow rain wind fire water stone paper glass gold
silver green blue house car boat train ship bus field song game plan idea word
name light dark cold warm fast slow high low king queen city town box cup pen
ink leaf root sand salt sugar honey tea cake egg rice corn bean nut oak pine
rose lily wolf bear lion tiger deer sheep pig hen fox owl frog mouse horse cow
goat duck swan crow bell drum horn flute harp coat shoe hat sock ring key lock
map rope net tent bag barn farm mill bridge tower wall gate path lake pond sea
shore cliff cave rock peak valley cloud storm north south east west left right
up down red black white pink brown grey apple lemon plum kite shell button
ladder candle mirror pillow spoon fork plate bowl jug kettle""")

# ---- verbs --------------------------------------------------------------------
IRREG_PAST = dict(w.split(":") for w in words("""go:went eat:ate drink:drank
read:read write:wrote swim:swam run:ran ride:rode draw:drew sing:sang see:saw
make:made take:took give:gave buy:bought bring:brought catch:caught
think:thought teach:taught find:found build:built sit:sat stand:stood
sleep:slept wake:woke get:got put:put cut:cut hit:hit let:let fly:flew
throw:threw grow:grew know:knew blow:blew feel:felt keep:kept leave:left
meet:met tell:told sell:sold say:said pay:paid hold:held lose:lost win:won
begin:began come:came become:became forget:forgot hide:hid bite:bit
shake:shook wear:wore fall:fell hear:heard speak:spoke break:broke
choose:chose drive:drove rise:rose shine:shone have:had do:did send:sent
spend:spent lend:lent mean:meant feed:fed lead:led dig:dug hang:hung
swing:swung ring:rang sink:sank spill:spilt sweep:swept bake:baked
understand:understood lie:lay light:lit wake:woke""")) 
DOUBLE = set(words("""stop hop skip clap drop hug jog plan shop nod rub pat wag
chat tap grab trip slip beg run swim sit get put cut hit begin dig win let
set spin knit drip drum mop step hum wrap chop stir pop rob ship drag trim slam""")) 


def past(v):
	if v in IRREG_PAST:
		return IRREG_PAST[v]
	if v.endswith("e"):
		return v + "d"
	if v.endswith("y") and v[-2] not in "aeiou":
		return v[:-1] + "ied"
	if v in DOUBLE:
		return v + v[-1] + "ed"
	return v + "ed"


def third(v):
	"""He/she form of a verb (present tense)."""
	special = {"go": "goes", "do": "does", "have": "has", "be": "is"}
	if v in special:
		return special[v]
	if v.endswith(("s", "x", "z", "ch", "sh")):
		return v + "es"
	if v.endswith("y") and v[-2] not in "aeiou":
		return v[:-1] + "ies"
	return v + "s"


def ing(v):
	if v in ("be", "see", "agree", "free", "flee"):
		return v + "ing"
	if v == "lie":
		return "lying"
	if v.endswith("ie"):
		return v[:-2] + "ying"
	if v.endswith("e") and not v.endswith("ee"):
		return v[:-1] + "ing"
	if v in DOUBLE:
		return v + v[-1] + "ing"
	return v + "ing"


def conj(phrase, form):
	"""Conjugate the first word of a verb phrase: form is base/past/third/ing."""
	head, _, rest = phrase.partition(" ")
	f = {"base": lambda v: v, "past": past, "third": third, "ing": ing}[form]
	h = f(head)
	return h + (" " + rest if rest else "")


# activities: verb phrases (first word is the verb)
ACTIVITIES = lines("""play football, play in the garden, read a book, draw a
picture, paint a picture, ride a bike, fly a kite, build a sandcastle, bake a
cake, make a card, sing a song, dance in the kitchen, watch a film, help Mum in
the kitchen, feed the ducks, walk the dog, plant some seeds, water the flowers,
tidy the bedroom, wash the car, play with the cat, play a board game, do a
jigsaw puzzle, visit Grandma, go to the park, go swimming, go to the beach, go
shopping, climb a tree, look for shells, collect leaves, make a snowman, jump
in puddles, skip in the playground, write a letter, learn a new song, practise
the piano, play the drum, build a tower of blocks, make a den, have a picnic,
pick strawberries, ride a pony, catch a ball, throw a ball, kick a ball, blow
bubbles, bake some biscuits, make pancakes, make a sandwich, wash the dishes,
lay the table, sweep the floor, fold the clothes, feed the cat, brush the dog,
count the stars, watch the birds, listen to music, tell a story, hide behind
the door, play hide and seek, play tag, go fishing, row a boat, sail a toy
boat, splash in the pool, swim in the sea, take photos, visit the zoo, go to
the library, borrow a book""")

# daily routine, in order: (verb phrase)
ROUTINE_MORNING = lines("""wake up early, get out of bed, open the curtains,
wash the face, brush the teeth, get dressed, comb the hair, make the bed, go
downstairs, eat breakfast, drink a glass of milk, pack the schoolbag, put on the
shoes, put on the coat, say goodbye, walk to school, catch the bus to school""")
ROUTINE_EVENING = lines("""come home from school, have a snack, do the homework,
play for a while, help with dinner, eat dinner, clear the table, have a bath,
put on the pyjamas, brush the teeth, read a story, say goodnight, turn off the
light, go to sleep""")

SHOP_ITEMS = FOOD + words("""notebook pencil comb toothbrush candle balloon
card umbrella torch""")

EXCLAIM = lines("""Oh no!, Hooray!, Wow!, Look!, Oh dear!, Well done!, How lovely!,
Thank you!, Yes, please!, No, thank you., Of course!, Good idea!, Let's go!""")
GREET_MORNING = lines("Good morning, Hello, Hi, Morning")
GREET_BYE = lines("Goodbye, Bye, See you later, See you tomorrow, Goodnight")
SAY_VERBS = words("said asked replied answered called whispered shouted laughed")

PLURAL_IRREG = dict(w.split(":") for w in words("""child:children mouse:mice
sheep:sheep fish:fish goose:geese tooth:teeth foot:feet man:men woman:women
knife:knives leaf:leaves loaf:loaves wolf:wolves shelf:shelves scarf:scarves
potato:potatoes tomato:tomatoes hero:heroes mango:mangoes deer:deer
person:people calf:calves half:halves life:lives wife:wives dice:dice
scissors:scissors volcano:volcanoes dinosaur:dinosaurs postman:postmen
postwoman:postwomen fisherman:fishermen""")) 


def plural(n):
	if " " in n:
		head, _, last = n.rpartition(" ")
		return head + " " + plural(last)
	if n in PLURAL_IRREG:
		return PLURAL_IRREG[n]
	if n.endswith(("s", "x", "z", "ch", "sh")):
		return n + "es"
	if n.endswith("y") and n[-2] not in "aeiou":
		return n[:-1] + "ies"
	return n + "s"


AN_EXCEPT_A = ("uni", "use", "usu", "eu", "one", "uk", "ufo", "uniform")
AN_EXCEPT_AN = ("hour", "honest", "heir")


def a_an(phrase):
	w = phrase.lower()
	if w.startswith(AN_EXCEPT_AN):
		return "an " + phrase
	if w.startswith(AN_EXCEPT_A):
		return "a " + phrase
	return ("an " if w[0] in "aeiou" else "a ") + phrase


def number_word(n):
	"""0..99 in words."""
	if n < 20:
		return NUMBERS[n]
	t, u = divmod(n, 10)
	return TENS[t - 2] + ("" if u == 0 else "-" + NUMBERS[u])


def join_list(items, conj_word="and"):
	if len(items) == 1:
		return items[0]
	return ", ".join(items[:-1]) + " " + conj_word + " " + items[-1]


# routine phrases that take the doer's possessive (his/her/their)
_POS = ["the face", "the teeth", "the hair", "make the bed", "the schoolbag",
	"the shoes", "the coat", "the homework", "the pyjamas", "the bedroom"]


def _own(lst):
	out = []
	for p in lst:
		for k in _POS:
			if k in p:
				p = p.replace(k, k.replace("the", "POS"))
		out.append(p)
	return out


ROUTINE_MORNING = _own(ROUTINE_MORNING)
ROUTINE_EVENING = _own(ROUTINE_EVENING)
ACTIVITIES = _own(ACTIVITIES)


# ---- more words, used by the scene, adverb and hobby documents ----------------
THINGS_KITCHEN = words("""kettle toaster cup mug plate bowl fork knife spoon pan pot jug
teapot tray napkin sponge fridge oven cooker sink tap jar tin bottle apron
ladle whisk sieve grater colander rolling-pin chopping-board dishcloth lunchbox
breadbin""")
THINGS_BEDROOM = words("""bed pillow blanket sheet duvet wardrobe drawer lamp clock
rug curtain mirror shelf poster nightlight toybox bookcase desk chair slipper
alarm hanger quilt""")
THINGS_BATHROOM = words("""bath shower sink tap towel soap toothbrush comb sponge
mirror flannel potty plug bathmat""")
THINGS_LIVING = words("""sofa armchair cushion television radio lamp rug carpet
fireplace bookcase clock photo picture plant vase curtain remote piano
footstool""")
THINGS_GARDEN = words("""flower tree bush grass hedge fence gate path shed swing
slide pond bench wheelbarrow spade rake hose watering-can flowerpot birdhouse
scarecrow greenhouse vegetable lawnmower""")
THINGS_PARK = words("""swing slide seesaw roundabout bench fountain pond duck tree
path bin gate kite picnic dog ball climbing-frame sandpit bandstand""")
THINGS_BEACH = words("""sand shell wave rock crab seagull bucket spade towel umbrella
sandcastle boat starfish seaweed pebble lighthouse pier deckchair""")
THINGS_STREET = words("""car bus lorry bike van taxi lamppost postbox traffic-light
crossing pavement shop bench tree sign bin puddle dog policeman""")
THINGS_FARM = words("""barn tractor field fence gate haystack cow pig sheep goat hen
horse duck farmer scarecrow pond orchard stable trough""")
THINGS_CLASS = words("""desk chair board pencil pen book crayon ruler rubber
notebook bag map globe clock computer poster bookshelf paintbrush easel""")
SCENES = [("kitchen", THINGS_KITCHEN), ("bedroom", THINGS_BEDROOM),
	("bathroom", THINGS_BATHROOM), ("living room", THINGS_LIVING),
	("garden", THINGS_GARDEN), ("park", THINGS_PARK), ("beach", THINGS_BEACH),
	("street", THINGS_STREET), ("farm", THINGS_FARM), ("classroom", THINGS_CLASS)]

SPORTS = words("""football tennis swimming running cricket rugby hockey netball
basketball volleyball badminton skating skiing cycling climbing rowing sailing
judo karate gymnastics athletics golf bowling""")
INSTRUMENTS = words("""piano guitar violin drum flute recorder trumpet harp cello
tambourine triangle xylophone trombone clarinet""")
SHAPES = words("circle square triangle rectangle star heart oval diamond")
MATERIALS = words("wood metal glass paper plastic wool cotton stone clay rubber leather")

ADVERBS = words("""quickly slowly quietly loudly happily sadly carefully gently
softly kindly bravely proudly politely sleepily hungrily angrily nervously
calmly brightly neatly safely suddenly finally nearly often always never
sometimes usually together again later soon early late""")
MANNER_VERBS = lines("""walked, ran, sang, whispered, danced, smiled, laughed, waited,
played, worked, read, listened, wrote, painted, climbed, swam, jumped, skipped,
hopped, crept, tiptoed, waved, nodded, clapped""")

MORE_ACTIVITIES = lines("""play tennis, play the guitar, play the violin, learn to
swim, learn to skate, go skating, go cycling, go camping, go for a walk, go to
the cinema, go to the market, visit the museum, visit the farm, watch the
rain, make a kite, make a puppet, make a necklace, make a birthday card, make
a paper boat, make lemonade, paint a fence, wash the windows, clean the
bathroom, help Dad in the garden, dig a hole, plant a tree, pick apples, rake
the leaves, feed the hens, milk the cow, ride a horse, catch a fish, build a
snowman, skate on the ice, sledge down the hill, pick flowers, press flowers,
draw a map, write a story, write a poem, read a comic, play chess, play cards,
play the recorder, sing in the choir, dance in the show, tidy the toys, sort
the socks, count the coins, wrap a present, open the presents, blow out the
candles, ice a cake, stir the soup, peel the potatoes, chop the carrots, boil
an egg, pour the milk, fill the kettle, set the alarm, feed the goldfish,
clean the cage, walk to the shop, post a letter, visit a friend, phone Grandma,
knit a scarf, sew a button, fix the bike, pump up the tyres, wash the dog""")
MORE_ADJ = words("""enormous gigantic little miniature cheerful gloomy sunny
shady peaceful busy crowded empty quiet noisy sparkling glittering twinkling
fuzzy hairy prickly slippery slimy bumpy squishy chewy fizzy frozen melted
boiling freezing chilly steamy foggy hungry sleepy grumpy happy jolly merry
gentle clumsy tidy patient helpful polite rude honest naughty cheeky fearless
famous ordinary magic secret hidden golden silver purple orange""")
