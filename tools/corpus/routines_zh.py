"""Simplified Chinese: the small moves of a day and the words that finish
them.  Choosing between two (要红的还是蓝的), tidying up (把玩具收起来),
laughing until one cannot stop (笑个不停), sharing a lunch, being handed a
thing to do a job with (递给他一块抹布), who knocks at the door, what the
seasons do to days and clothes, seeds that start to grow, what is worn to be
safe, the steps of a trip, going out to play as a reward, what goes into a
dish, and what is eaten or drunk in hot and cold weather.  Each is said in a
few frames so that the end of a sentence is learnt from what it means.
Every function takes a random.Random and returns a list of sentences ending
in their own punctuation.  Written for attnstep.
"""
import lexicon_zh as Z

W = Z.words

COLOURS = W("红 蓝 绿 黄 白 黑 粉")
# thing with its measure word
CHOOSE = [("气球", "个"), ("杯子", "个"), ("帽子", "顶"), ("铅笔", "支"), ("雨伞", "把"), ("风筝", "个"),
	("衣服", "件"), ("书包", "个"), ("球", "个")]
WHO = W("小明 小红 妹妹 弟弟 小华 丽丽 我")

# the mess and what is done about it
MESS = [("玩具扔了一地", "快把玩具收起来"), ("桌子上都是水", "拿抹布把桌子擦干净"),
	("房间太乱了", "我们一起把房间收拾干净"), ("地上有很多纸屑", "拿扫帚把地扫干净"),
	("碗还没洗", "吃完饭把碗洗干净"), ("书摆得到处都是", "把书放回书架上")]

CANNOT_STOP = [("这个笑话太好笑了，", "笑个不停"), ("小丑的样子太滑稽了，", "笑得停不下来"),
	("这个故事太感人了，", "哭个不停"), ("切洋葱的时候，", "眼泪流个不停"), ("花粉太多了，", "喷嚏打个不停")]

SHARE = [("午饭", "份"), ("面包", "块"), ("苹果", "个"), ("饼干", "些")]

# what happened, what is handed over, and what it is for
JOB = [("把果汁洒在了桌子上", "一块抹布", "擦干净"), ("把牛奶洒在了地上", "一个拖把", "把地拖干净"),
	("淋雨了，全身都湿透了", "一条毛巾", "擦干"), ("流鼻涕了", "一张纸巾", "擦鼻子"),
	("膝盖摔破了", "一张创可贴", "贴上"), ("要剪纸", "一把剪刀", "剪纸")]

DOOR = [("有人敲门", "咚咚咚"), ("门铃响了", "叮咚")]
CALLER = W("快递员 邻居阿姨 奶奶 爸爸 我的同学")

SEASONS = ["夏天白天长，夜晚短。", "冬天白天短，夜晚长。", "冬天很冷，出门要穿上厚厚的棉衣。",
	"冬天很冷，出门要穿上厚厚的羽绒服。", "春天到了，花儿都开了。", "秋天到了，树叶黄了，一片片落下来。",
	"夏天很热，我们去吃冰淇淋。", "夏天太热了，我想吃一根冰棍。", "冬天很冷，喝一杯热茶就暖和了。",
	"天太热了，我们去游泳吧。"]

SEEDS = ["我们种下了一些种子，过了几天，种子发芽了。", "我们种下了一些种子，过了几个星期，它们长出了小叶子。",
	"我每天给种子浇水，没过多久它就发芽了。"]

SAFE = [("戴头盔", "骑自行车"), ("系安全带", "坐车"), ("穿救生衣", "坐船"), ("涂防晒霜", "在太阳下玩"),
	("戴手套", "玩雪")]

TRIPS = [["到了机场", "托运了行李", "过了安检", "在登机口等着", "上了飞机"],
	["到了火车站", "买了车票", "在站台上等车", "上了火车", "找到了座位"],
	["到了电影院", "买了电影票", "买了爆米花", "找到了座位", "看起了电影"]]

REWARD = [("做完作业", "出去玩"), ("把饭吃完", "吃一块糖"), ("把房间收拾干净", "看一会儿电视"),
	("考试考好了", "去游乐园玩")]

# dish and what goes into it
DISH = [("做蛋糕", W("鸡蛋 面粉 黄油 糖")), ("包饺子", W("面粉 肉 白菜")), ("做西红柿炒鸡蛋", W("西红柿 鸡蛋 盐")),
	("煮一碗面条", W("面条 鸡蛋 青菜"))]

HUNGRY = ["我饿了，妈妈给我煮了一碗面条。", "我饿了，妈妈给我煮了一碗饺子。", "我饿了，奶奶给我做了一碗鸡蛋面。",
	"我渴了，想喝一杯水。", "我渴了，妈妈给我倒了一杯果汁。"]


def choose(r):
	a, b = r.sample(COLOURS, 2)
	t, m = r.choice(CHOOSE)
	who = r.choice(WHO)
	if r.random() < 0.6:
		return ["妈妈问：“你要%s色的%s还是%s色的%s？”" % (a, t, b, t), "%s说：“我要%s色的。”" % (who, r.choice([a, b]))]
	return ["桌子上有一%s%s色的%s和一%s%s色的%s，%s拿了%s色的那%s。" % (m, a, t, m, b, t, who, r.choice([a, b]), m)]


def tidy(r):
	mess, fix = r.choice(MESS)
	return ["%s，%s说：“%s。”" % (mess, r.choice(["妈妈", "爸爸", "老师"]), fix)]


def cannot_stop(r):
	cause, end = r.choice(CANNOT_STOP)
	return ["%s%s%s。" % (cause, r.choice(["大家", "我们", "同学们", "妹妹"]), end)]


def share(r):
	t, m = r.choice(SHARE)
	a, b = r.sample(WHO[:-1], 2)
	if r.random() < 0.5:
		return ["我今天忘了带%s，我的好朋友把%s的%s分给了我一%s。" % (t, r.choice(["她", "他"]), t, m)]
	return ["%s没带%s，%s就把自己的%s分给了%s。" % (a, t, b, t, a)]


def handed(r):
	did, thing, job = r.choice(JOB)
	who, pron = r.choice([("弟弟", "他"), ("小明", "他"), ("妹妹", "她"), ("我", "我")])
	giver = r.choice(["妈妈", "奶奶", "老师"])
	return ["%s%s，%s递给%s%s，让%s%s。" % (who, did, giver, pron, thing, pron, job)]


def door(r):
	said, sound = r.choice(DOOR)
	if r.random() < 0.5:
		return ["%s：“%s！”我跑过去开门，原来是%s。" % (said, sound, r.choice(CALLER))]
	return ["每次有人敲门，我家的小狗都会汪汪叫。"]


def seasons(r):
	return [r.choice(SEASONS)]


def seeds(r):
	return [r.choice(SEEDS)]


def safe(r):
	wear, when = r.choice(SAFE)
	if r.random() < 0.6:
		return ["我们%s的时候，一定要%s。" % (when, wear)]
	return ["%s以前，爸爸让我先%s。" % (when, wear)]


def trip(r):
	steps = r.choice(TRIPS)
	i = r.randint(0, len(steps) - 3)
	a, b, c = steps[i:i + 3]
	if i == 0:
		return ["我们%s，先%s，然后%s。" % (a, b, c)]
	return ["我们先%s，再%s，然后%s。" % (a, b, c)]


def reward(r):
	cond, then = r.choice(REWARD)
	return ["%s说，%s就可以%s。" % (r.choice(["老师", "妈妈", "爸爸"]), cond, then)]


def dish(r):
	what, needs = r.choice(DISH)
	return ["%s要用%s和%s。" % (what, "、".join(needs[:-1]), needs[-1])]


def hungry(r):
	return [r.choice(HUNGRY)]


KIND_LIST = [
	(2, "which_one", choose), (2, "tidy_up", tidy), (1, "cannot_stop", cannot_stop), (1, "shared_with", share),
	(2, "handed_a_thing", handed), (1, "at_the_door", door), (2, "season_days", seasons), (1, "seeds_grow", seeds),
	(1, "safe_wear", safe), (1, "trip_steps", trip), (1, "reward", reward), (1, "to_make", dish),
	(2, "hungry_thirsty", hungry),
]
