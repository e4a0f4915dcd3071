"""English semantic classes for the plot generator (plots_en.py): words grouped
by what they are and what goes with them, so that a story can stay inside
one class ("a cow, a pig and a hen"), pick a tool that fits its job, or a
feeling that follows from what happened.  Written for attnstep.
"""
import lexicon_en as L

words = L.words
lines = L.lines

# animals by where a child meets them
FARM_ANIMALS = words("""cow pig sheep goat hen horse duck donkey goose turkey
rooster lamb calf piglet chick pony bull ox""")
WOODLAND_ANIMALS = words("""fox deer badger owl squirrel hedgehog rabbit mole
wolf bear woodpecker robin toad frog weasel stoat""")
ZOO_ANIMALS = words("""lion tiger elephant monkey giraffe zebra hippo rhino
gorilla parrot crocodile snake camel kangaroo penguin panda leopard cheetah
flamingo ostrich koala meerkat tortoise peacock""")
SEA_ANIMALS = words("""fish crab whale dolphin seal octopus starfish jellyfish
shark turtle lobster shrimp seahorse squid oyster mussel""")
SMALL_CREATURES = words("""bee ant butterfly ladybird beetle moth grasshopper
dragonfly caterpillar fly spider snail worm cricket wasp slug centipede""")
PETS = words("cat dog hamster rabbit goldfish parrot tortoise kitten puppy budgie mouse")
PET_NAMES = words("""Biscuit Pepper Smudge Patch Socks Toffee Bramble Misty
Sooty Fudge Button Ginger Coco Bella Rex Sunny Pip Dotty Bonnie Rusty
Whiskers Shadow Nutmeg Treacle Honey Luna Bubbles Snowy""")
ANIMAL_CLASSES = {"farm": FARM_ANIMALS, "woodland": WOODLAND_ANIMALS,
	"zoo": ZOO_ANIMALS, "sea": SEA_ANIMALS, "garden": SMALL_CREATURES}

# food by kind
FRUIT = words("""apple banana orange pear peach plum grape cherry strawberry
melon mango pineapple kiwi apricot blueberry raspberry lemon lime""")
VEGETABLES = words("""carrot potato onion pea bean cabbage lettuce tomato
cucumber pepper mushroom pumpkin turnip parsnip leek radish sprout beetroot""")
BAKED = words("""cake bun biscuit muffin pie loaf roll scone tart cookie
cupcake pancake waffle croissant doughnut""")
SWEETS = words("lolly toffee sweet chocolate jelly lollipop marshmallow")
MEALS_COOKED = lines("""soup, stew, pasta, rice and beans, fish and chips,
sausages and mash, an omelette, a pie, a curry, noodles, a pizza, a salad,
a sandwich, porridge, scrambled eggs, beans on toast, a baked potato""")
FOOD_CLASSES = {"fruit": FRUIT, "vegetable": VEGETABLES, "baked": BAKED}

# places, with what is found there and what people do there
PLACE_THINGS = {
	"farm": (FARM_ANIMALS, lines("""feed the hens, milk the cow, collect the
eggs, ride on the tractor, clean out the stable, pick apples""")),
	"zoo": (ZOO_ANIMALS, lines("""watch the penguins swim, feed the goats,
look at the lions, see the elephants wash, visit the monkeys""")),
	"beach": (lines("shells, crabs, seaweed, pebbles, waves, sand, boats, seagulls"),
		lines("""build a sandcastle, paddle in the sea, look for shells, fly a
kite, eat ice cream, swim in the waves, dig a big hole""")),
	"park": (lines("swings, a slide, ducks, a pond, benches, trees, dogs, a roundabout"),
		lines("""play on the swings, feed the ducks, kick a ball, go down the
slide, have a picnic, ride a bike""")),
	"forest": (lines("trees, mushrooms, squirrels, pine cones, a stream, birds, moss, ferns"),
		lines("""collect pine cones, follow the path, listen to the birds, look
for mushrooms, build a den, climb a tree""")),
	"market": (FRUIT + VEGETABLES, lines("""buy some apples, choose a melon, pay
the stallholder, carry the bags, smell the bread""")),
	"library": (lines("books, comics, maps, stories, shelves, quiet readers"),
		lines("""borrow a book, read a story, find a book about animals, sit on a
cushion and read""")),
	"garden": (SMALL_CREATURES, lines("""water the flowers, dig the soil, plant
some seeds, pull up weeds, pick beans, mow the grass""")),
	"river": (lines("fish, ducks, swans, boats, stones, reeds, a bridge, frogs"),
		lines("""throw stones, watch the boats, go fishing, paddle in the
shallow water, feed the swans""")),
	"kitchen": (lines("pots, pans, plates, cups, spoons, bowls, a kettle, an oven"),
		lines("""bake a cake, make soup, wash the dishes, lay the table, cut the
bread, make sandwiches""")),
}
PLACES = sorted(PLACE_THINGS)

# tools and what each is for: (tool, job, object of the job)
TOOLS = [
	("hammer", "hit", "the nail"), ("saw", "cut", "the wood"),
	("spade", "dig", "a hole"), ("scissors", "cut", "the paper"),
	("needle and thread", "sew", "the button back on"), ("glue", "stick", "the pieces together"),
	("paintbrush", "paint", "the fence"), ("broom", "sweep", "the floor"),
	("watering can", "water", "the plants"), ("ladder", "reach", "the top shelf"),
	("torch", "look", "under the bed"), ("spanner", "fix", "the bike"),
	("rake", "collect", "the leaves"), ("net", "catch", "the butterfly"),
	("bucket", "carry", "the water"), ("mop", "clean", "the kitchen floor"),
	("key", "open", "the door"), ("rope", "tie", "the boat to the post"),
	("pump", "blow up", "the tyre"), ("sponge", "wash", "the car"),
	("screwdriver", "tighten", "the screw"), ("pencil", "write", "a note"),
	("ruler", "draw", "a straight line"), ("knife", "cut", "the bread"),
	("whisk", "mix", "the eggs"), ("umbrella", "keep", "dry"),
]

# something breaks, and what mends it
BROKEN = [
	("kite", "torn", "tape"), ("teddy", "torn", "needle and thread"),
	("vase", "cracked", "glue"), ("bike", "broken", "spanner"),
	("toy boat", "broken", "glue"), ("chair", "wobbly", "screwdriver"),
	("fence", "broken", "hammer"), ("jumper", "torn", "needle and thread"),
	("tyre", "flat", "pump"), ("book", "torn", "tape"), ("doll", "broken", "glue"),
]

# properties: (thing, property), for "Water is wet and fire is hot."
PROPERTIES = [
	("water", "wet"), ("fire", "hot"), ("ice", "cold"), ("snow", "white"),
	("grass", "green"), ("the sky", "blue"), ("sugar", "sweet"), ("a lemon", "sour"),
	("a stone", "hard"), ("a pillow", "soft"), ("a feather", "light"),
	("an elephant", "big"), ("a mouse", "small"), ("the night", "dark"),
	("the sun", "bright"), ("a snail", "slow"), ("a cheetah", "fast"),
	("a giraffe", "tall"), ("the sea", "salty"), ("honey", "sticky"),
	("a rabbit", "soft"), ("a drum", "loud"), ("a library", "quiet"),
	("glass", "clear"), ("chocolate", "sweet"), ("coal", "black"),
	("milk", "white"), ("a tortoise", "slow"), ("a rock", "heavy"),
	("a balloon", "light"), ("soup", "hot"), ("ice cream", "cold"),
]
OPPOSITES = [("hot", "cold"), ("big", "small"), ("fast", "slow"), ("up", "down"),
	("wet", "dry"), ("happy", "sad"), ("light", "dark"), ("tall", "short"),
	("full", "empty"), ("loud", "quiet"), ("old", "new"), ("open", "closed"),
	("hard", "soft"), ("heavy", "light"), ("early", "late"), ("day", "night"),
	("clean", "dirty"), ("long", "short"), ("in", "out"), ("sweet", "sour")]

# feelings: (feeling, what made it, what the person did next)
FEELING_CAUSES = [
	("happy", "got a present", "smiled all day"),
	("sad", "lost the favourite toy", "cried a little"),
	("scared", "heard thunder in the night", "hid under the blanket"),
	("excited", "was going to the seaside", "could not sit still"),
	("proud", "learned to ride a bike", "showed everyone"),
	("angry", "found the tower knocked down", "stamped a foot"),
	("tired", "walked all the way up the hill", "went to bed early"),
	("hungry", "had missed lunch", "ate two sandwiches"),
	("cold", "forgot the coat", "shivered"),
	("worried", "could not find the cat", "looked everywhere"),
	("surprised", "saw a rainbow", "called everyone to the window"),
	("lonely", "had nobody to play with", "wrote a letter to a friend"),
	("bored", "had nothing to do on a rainy day", "started a jigsaw puzzle"),
	("sorry", "broke a cup", "said sorry and swept up the pieces"),
	("thirsty", "ran in the hot sun", "drank a big glass of water"),
	("shy", "met a new class", "held Mum's hand"),
	("brave", "went to the dentist", "did not cry at all"),
	("sleepy", "stayed up late", "yawned at breakfast"),
]

# weather -> what to wear or take, what happens
WEATHER_CONSEQ = {
	"rain": (lines("an umbrella, a raincoat, wellies"), lines("""jumped in the
puddles, got very wet, stayed inside and played a game, watched the rain on the
window""")),
	"snow": (lines("gloves, a woolly hat, a warm coat, boots"), lines("""built a
snowman, went sledging, threw snowballs, made footprints in the snow""")),
	"sun": (lines("a sun hat, sun cream, sunglasses, a bottle of water"), lines("""had
a picnic, went to the beach, ate ice cream, sat in the shade""")),
	"wind": (lines("a kite, a scarf, a warm jacket"), lines("""flew a kite, chased
the leaves, held on to the hat, watched the trees bend""")),
	"fog": (lines("a torch, a bright coat"), lines("""walked slowly, could not see
the end of the road, stayed close together""")),
	"cold": (lines("a scarf, gloves, a thick jumper"), lines("""drank hot cocoa,
sat by the fire, wrapped up warm""")),
}

# things a child does, grouped, for lists and routines
SPORTS = words("football tennis swimming running cricket basketball hockey skating cycling netball")
INSTRUMENTS = words("piano violin drum guitar flute trumpet recorder cello harp tambourine")
SHAPES = words("circle square triangle rectangle star heart oval diamond")
VEHICLES = words("car bus train bike boat ship plane tractor lorry van taxi scooter ferry rocket")
CLOTHES_WARM = words("coat scarf gloves hat jumper boots")
CLOTHES_SUMMER = words("shorts sandals sun hat T-shirt dress")

LIST_CLASSES = {
	"farm animals": FARM_ANIMALS, "zoo animals": ZOO_ANIMALS, "woodland animals": WOODLAND_ANIMALS,
	"sea animals": SEA_ANIMALS, "fruit": FRUIT, "vegetables": VEGETABLES,
	"cakes": BAKED, "sports": SPORTS, "instruments": INSTRUMENTS,
	"shapes": SHAPES, "colours": L.COLOURS, "vehicles": VEHICLES,
	"insects": SMALL_CREATURES, "pets": PETS, "tools": [t[0] for t in TOOLS],
}
# who has such a list: (owner phrase, class)
LIST_OWNERS = [
	("The farmer had", "farm animals"), ("On the farm there were", "farm animals"),
	("At the zoo we saw", "zoo animals"), ("In the wood there lived", "woodland animals"), ("In the sea there are", "sea animals"),
	("In the fruit bowl there was", "fruit"), ("The greengrocer sold", "vegetables"),
	("The baker made", "cakes"), ("At school we play", "sports"),
	("In the band there was", "instruments"), ("She drew", "shapes"),
	("The box of crayons had", "colours"), ("On the road there was", "vehicles"),
	("In the garden we found", "insects"), ("My friends have", "pets"),
	("In the shed there was", "tools"), ("In the basket there was", "fruit"),
	("The soup had", "vegetables"), ("The pet shop had", "pets"),
]

# more classes, named, for "A robin is a bird." and lists of one kind; each
# entry is (class name singular, class name plural, members); the classes in
# NO_ARTICLE name things said without "a" ("Tea is a drink.", "Glass is a material.")
KINDS_OF = [
	("bird", "birds", words("""robin sparrow blackbird thrush wren owl eagle hawk
swan duck goose pigeon crow magpie parrot penguin ostrich flamingo peacock
seagull kingfisher woodpecker starling swallow heron puffin budgie canary
hen turkey falcon""")),
	("tree", "trees", words("""oak ash beech birch pine fir willow elm maple
holly yew cherry apple pear plum palm cedar chestnut hazel poplar""")),
	("flower", "flowers", words("""rose daisy tulip daffodil sunflower lily
bluebell poppy violet buttercup dandelion snowdrop pansy orchid lavender
marigold crocus iris primrose foxglove""")),
	("fruit", "fruits", FRUIT),
	("vegetable", "vegetables", VEGETABLES),
	("piece of furniture", "pieces of furniture", words("""table chair sofa bed
wardrobe bookcase stool desk bench cupboard dresser armchair cot shelf""")),
	("thing in the kitchen", "things in the kitchen", words("""kettle toaster
saucepan frying-pan teapot colander sieve grater whisk ladle spatula oven
fridge freezer microwave blender jug bowl plate mug cup saucer fork spoon""")),
	("piece of clothing", "clothes", words("""coat jacket jumper cardigan shirt
blouse skirt dress sock dressing-gown raincoat scarf glove mitten hat cap
beret boot shoe slipper sandal trainer vest apron""")),
	("building", "buildings", words("""house cottage flat castle palace tower
church school hospital library museum station airport factory barn shed
garage shop supermarket bakery cinema theatre hotel lighthouse windmill
bungalow hut igloo tent""")),
	("job", "jobs", words("""teacher doctor nurse dentist vet farmer baker
butcher chef waiter pilot driver builder plumber electrician painter
carpenter firefighter postman librarian gardener fisherman sailor
astronaut scientist shopkeeper hairdresser cleaner mechanic tailor""")),
	("part of the body", "parts of the body", words("""head hair face forehead
eye eyebrow eyelash ear nose mouth lip tooth tongue chin cheek neck shoulder
arm elbow wrist hand finger thumb fingernail chest tummy back hip leg knee
ankle foot heel toe""")),
	("toy", "toys", words("""ball doll teddy kite puzzle robot yoyo drum
skipping-rope spinning-top marbles puppet balloon rocking-horse scooter
trampoline jigsaw dominoes dice train-set dolls'-house""")),
	("drink", "drinks", words("""water milk juice tea coffee cocoa lemonade
milkshake smoothie squash""")),
	("thing in space", "things in space", words("""sun moon star planet comet
rocket satellite meteor galaxy astronaut""")),
	("dinosaur", "dinosaurs", words("""diplodocus stegosaurus triceratops
brachiosaurus velociraptor pterodactyl iguanodon""")),
	("shape", "shapes", SHAPES + words("cube sphere cone cylinder pyramid hexagon")),
	("musical instrument", "musical instruments", INSTRUMENTS + words("""xylophone
triangle harmonica trombone clarinet saxophone banjo bagpipes""")),
	("sport", "sports", SPORTS + words("golf rugby badminton volleyball gymnastics judo karate rowing")),
	("game", "games", words("""tag hopscotch chess draughts snap dominoes
hide-and-seek leapfrog marbles charades""")),
	("insect", "insects", words("""bee ant butterfly ladybird beetle moth
grasshopper dragonfly fly mosquito cricket wasp earwig flea""")),
	("sea creature", "sea creatures", SEA_ANIMALS),
	("farm animal", "farm animals", FARM_ANIMALS),
	("wild animal", "wild animals", ZOO_ANIMALS + WOODLAND_ANIMALS),
	("pet", "pets", PETS),
	("vehicle", "vehicles", VEHICLES + words("""ambulance fire-engine
helicopter submarine canoe yacht tram minibus digger bulldozer""")),
	("tool", "tools", [t[0] for t in TOOLS if " " not in t[0]] + words("drill chisel pliers trowel")),
	("material", "materials", words("""wood metal glass plastic paper cardboard
wool cotton silk leather stone brick clay rubber""")),
	("container", "containers", words("""box bag basket bottle jar tin bucket
bowl cup crate sack purse suitcase envelope""")),
	("thing at school", "things at school", words("""pencil pen crayon rubber
ruler sharpener notebook exercise-book whiteboard chalk glue scissors
paintbrush calculator dictionary atlas globe lunchbox""")),
	("colour", "colours", L.COLOURS + words("turquoise violet cream navy scarlet lilac")),
	("weather", "kinds of weather", words("rain snow sunshine fog wind hail sleet thunder lightning frost drizzle")),
	("meal", "meals", words("breakfast lunch dinner supper tea brunch picnic snack")),
	("day of the week", "days of the week", L.DAYS),
	("month", "months", L.MONTHS),
	("season", "seasons", L.SEASONS),
]

NO_ARTICLE = {"drink", "material", "weather", "meal", "colour", "day of the week",
	"month", "season", "sport", "game"}

# how animals move, what they are covered with, where they live
MOVES = {"hop": words("rabbit frog kangaroo"), "swim": words("fish duck seal dolphin whale"),
	"fly": words("bird bee butterfly owl eagle bat"), "slither": words("snake"),
	"crawl": words("snail caterpillar worm ant"), "gallop": words("horse pony zebra"),
	"waddle": words("duck penguin goose"), "climb": words("monkey squirrel cat")}
COVERED = {"fur": words("cat dog rabbit bear fox mouse"), "feathers": words("bird owl duck hen parrot"),
	"scales": words("fish snake lizard crocodile"), "wool": words("sheep lamb"),
	"a shell": words("snail tortoise crab turtle")}
