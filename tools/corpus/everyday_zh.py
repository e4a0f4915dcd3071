"""Simplified Chinese everyday documents: stories, dialogue, routines, facts,
and the phenomena the chapter teaches, in Chinese: 猫坐在垫子上, 银行 (money)
against 河岸 (river) against an aeroplane 倾斜/转弯, characters whose reading and
meaning the context decides (行 in 银行 / 行走, 长 in 长大 / 很长, 乐, 重...),
copying and repeated names, and pronouns that refer back.  Every function takes
a random.Random and returns a list of sentences (each ending in its own
punctuation).  Written for attnstep.
"""
import lexicon_zh as Z


class P:
	def __init__(self, name, ta):
		self.name = name
		self.ta = ta  # 他 / 她 / 他们


def kid(r, exclude=()):
	while True:
		if r.random() < 0.5:
			p = P(r.choice(Z.BOYS), "他")
		else:
			p = P(r.choice(Z.GIRLS), "她")
		if p.name not in exclude:
			return p


def anyone(r, exclude=(), family=0.3):
	while True:
		if r.random() < family:
			n, ta = r.choice(Z.FAMILY)
			p = P(n, ta)
		else:
			p = kid(r)
		if p.name not in exclude:
			return p


def q(r, s):
	"""Quote a spoken line: “…” mostly, sometimes plain ASCII quotes."""
	return ("\"%s\"" if r.random() < 0.2 else "“%s”") % s


def said(r, p, line, reply=False):
	"""妈妈说：“早上好！” or “早上好！”妈妈说。"""
	if line.endswith("？"):
		v = r.choice(["问", "问", "说", "笑着问"])
	elif reply:
		v = r.choice(["说", "说", "回答", "笑着说", "高兴地说"])
	else:
		v = r.choice(["说", "说", "说", "笑着说", "高兴地说", "大声说", "小声说"])
	if r.random() < 0.7:
		return "%s%s：%s" % (p.name, v, q(r, line))
	return "%s%s%s。" % (q(r, line), p.name, v)


def m(pair, n=1):
	return Z.measure(pair, Z.count_word(n))


def food(r):
	"""Something one may like to eat (no bare condiments)."""
	while True:
		f = r.choice(Z.FOOD)
		if f[0] not in Z.NOT_FOOD:
			return f


def eat(r):
	"""Something one eats as it is (no raw vegetables or condiments)."""
	while True:
		f = r.choice(Z.FOOD)
		if f[0] not in Z.NOT_FOOD and f[0] not in Z.RAW:
			return f


# ---- weather ------------------------------------------------------------------

def weather(r):
	when = r.choice(["今天", "今天", "今天早上", "今天下午", "现在", "昨天", "明天"])
	past = when == "昨天"
	fut = when == "明天"
	w = r.randrange(6)
	out = []
	if w == 0:  # sunny
		out.append(r.choice(["%s天气很好。" % when, "%s是晴天。" % when, "%s天气晴朗。" % when,
			"%s的天气很好，阳光很暖和。" % when, "%s天气怎么样？%s是个大晴天。" % (when, when)]))
		extra = ["太阳出来了。", "天空是蓝色的。", "我们可以去公园玩。", "小鸟在树上唱歌。",
			"%s想去外面放风筝。" % kid(r).name, "这是野餐的好天气。"]
	elif w == 1:  # rain
		out.append(r.choice(["%s下雨了。" % when if not fut else "明天会下雨。", "%s是雨天。" % when,
			"%s天气不好，下着大雨。" % when if not fut else "明天可能会下大雨。", "外面在下雨。"]))
		p = kid(r)
		extra = ["下雨了，所以%s带了伞。" % p.name, "%s穿上了雨衣和雨鞋。" % p.name,
			"路上有很多水坑。", "雨点打在窗户上。", "因为下雨，%s不能出去玩，只好在家看书。" % p.name,
			"出门要带伞，不然会淋湿的。"]
	elif w == 2:  # snow / cold
		out.append(r.choice(["%s下雪了。" % when if not fut else "明天会下雪。", "%s很冷。" % when,
			"%s天气很冷，外面下着雪。" % when, "冬天到了，天气越来越冷。"]))
		p = kid(r)
		extra = ["天气很冷，所以%s穿了厚厚的大衣。" % p.name, "地上白白的，都是雪。",
			"%s和朋友在院子里堆雪人。" % p.name, "出门要戴帽子和手套。", "池塘结冰了。",
			"%s喝了一杯热牛奶。" % p.name]
	elif w == 3:  # wind
		out.append(r.choice(["%s风很大。" % when, "%s刮大风了。" % when, "%s有风，天有点儿凉。" % when]))
		extra = ["树叶被风吹掉了。", "今天很适合放风筝。", "大风把帽子吹走了。", "树枝在风中摇来摇去。"]
	elif w == 4:  # cloudy
		out.append(r.choice(["%s是阴天。" % when, "%s天阴阴的，没有太阳。" % when, "%s多云。" % when]))
		extra = ["天上有很多乌云。", "可能要下雨了。", "妈妈说出门带上伞。", "我们看不见太阳。"]
	else:  # hot
		out.append(r.choice(["%s很热。" % when, "%s天气很热。" % when, "夏天到了，天气很热。", "%s热得不得了。" % when]))
		p = kid(r)
		extra = ["天气很热，所以%s去游泳了。" % p.name, "%s吃了一个冰淇淋。" % p.name,
			"大家都在树下乘凉。", "太阳很大，要戴帽子。", "%s喝了很多水。" % p.name]
	out.extend(r.sample(extra, r.randint(1, 3)))
	if r.random() < 0.3:
		out.append(r.choice(["明天会是晴天。", "天气预报说明天有雨。", "希望明天天气好。", "昨天也很冷。"]))
	return out


def weather_week(r):
	start = r.randrange(7)
	out = [r.choice(["这是这个星期的天气。", "我每天都记下天气。", ""])]
	for i in range(r.randint(3, 7)):
		d = Z.DAYS[(start + i) % 7]
		w, adj = r.choice([("晴天", "晴朗"), ("阴天", "阴沉沉的"), ("雨天", "不好，下了一天雨"),
			("下雪天", "很冷，下了雪"), ("刮风天", "有大风"), ("多云", "多云"), ("很热", "很热"), ("很冷", "很冷")])
		out.append(r.choice(["%s是%s。" % (d, w) if w.endswith("天") else "%s%s。" % (d, w),
			"%s，天气%s。" % (d, adj)]))
	return [s for s in out if s]


# ---- favourites / about me ---------------------------------------------------

def favourites(r):
	p = kid(r)
	first = r.random() < 0.6
	out = []
	if first:
		out.append(r.choice(["我叫%s。" % p.name, "大家好，我叫%s。" % p.name, "我是%s，今年%s岁。" % (p.name, Z.cn_number(r.randint(4, 11))), ""]))
	who = "我" if first else p.name
	items = [
		"%s最喜欢吃%s。" % (who, food(r)[0]),
		"%s最喜欢的食物是%s。" % (who, food(r)[0]),
		"%s最喜欢的颜色是%s。" % (who, r.choice(Z.COLOURS)),
		"%s最喜欢的动物是%s。" % (who, r.choice(Z.ANIMALS)[0]),
		"%s最喜欢的季节是%s。" % (who, r.choice(Z.SEASONS)),
		"%s最喜欢%s。" % (who, r.choice(Z.ACTIVITIES)),
		"%s喜欢%s，也喜欢%s。" % (who, r.choice(Z.ACTIVITIES), r.choice(Z.ACTIVITIES)),
		"%s最喜欢喝%s。" % (who, r.choice(Z.DRINKS)),
		"%s最喜欢的课是%s课。" % (who, r.choice(Z.SUBJECTS[:8])),
		"%s的爱好是%s。" % (who, r.choice(Z.ACTIVITIES)),
		"%s最喜欢的玩具是%s。" % (who, m(r.choice(Z.TOYS))),
		"%s不喜欢吃%s。" % (who, food(r)[0]),
		"%s长大以后想当%s。" % (who, r.choice(Z.JOBS)[0]),
		"%s最喜欢%s，因为%s。" % (who, r.choice(Z.DAYS), r.choice(["不用上学", "可以去公园", "可以看动画片", "奶奶会来"])),
	]
	out.extend(r.sample(items, r.randint(1, 5)))
	if r.random() < 0.3:
		f = food(r)[0]
		out.append(r.choice(["%s很%s。" % (f, r.choice(Z.TASTES)), "妈妈常常给我做%s。" % f]))
	return [s for s in out if s]


# ---- dialogue ----------------------------------------------------------------

def greeting(r):
	a = anyone(r, family=0.5)
	b = anyone(r, exclude=(a.name,), family=0.3)
	t = r.randrange(3)
	g = [r.choice(["早上好", "早上好", "早", "早安", "你好"]), r.choice(["下午好", "你好"]), r.choice(["晚上好", "你好"])][t]
	out = [r.choice(["%s说：%s" % (a.name, q(r, "%s！" % g)), "%s说：%s" % (a.name, q(r, "%s，%s！" % (g, b.name))),
		"%s对%s说：%s" % (a.name, b.name, q(r, "%s！你好吗？" % g)), "%s说：%s" % (a.name, q(r, "%s！你今天好吗？" % g))])]
	if "好吗" in out[0]:
		out.append(said(r, b, r.choice(["%s！我很好，谢谢。" % g, "我很好，你呢？", "还不错，谢谢！", "我有点儿累。", "我饿了。"]), True))
	else:
		out.append(said(r, b, r.choice(["%s！" % g, "%s，%s！" % (g, a.name), "%s！你好吗？" % g]), True))
	more = [
		[said(r, a, "我也很好。")],
		[said(r, a, ["早饭做好了，快来吃吧！", "我们去公园玩吧。", "晚饭做好了，快来吃吧！"][t]), said(r, b, "好的！", True)],
		[said(r, b, "今天我们做什么？"), said(r, a, "我们去%s吧。" % r.choice(Z.TOWN)[0], True)],
		[said(r, a, "你要喝点儿%s吗？" % r.choice(Z.DRINKS)), said(r, b, r.choice(["要，谢谢。", "不用了，谢谢。"]), True)],
		[said(r, a, ["你吃早饭了吗？", "你吃午饭了吗？", "你吃晚饭了吗？"][t]), said(r, b, "吃了，我吃了%s。" % m(eat(r)), True)],
		[said(r, b, ["再见！", "一会儿见！", "晚安！"][t]), said(r, a, ["再见！", "一会儿见！", "晚安！"][t], True)],
	]
	for k in sorted(r.sample(range(len(more)), r.randint(0, 2))):
		out.extend(more[k])
	return out


PASS = ["盐", "糖", "面包", "牛奶", "水", "果酱", "筷子", "勺子", "碗", "盘子", "杯子", "酱油", "醋",
	"书", "铅笔", "剪刀", "遥控器", "毛巾", "肥皂", "茶壶", "纸巾", "黄油", "米饭", "菜"]


def request(r):
	a = anyone(r, family=0.5)
	b = anyone(r, exclude=(a.name,), family=0.5)
	out = []
	if r.random() < 0.4:
		out.append(r.choice(["吃晚饭的时候，%s饿了。" % a.name, "一家人坐下来吃%s。" % r.choice(Z.MEALS[:3]),
			"%s和%s在厨房里。" % (a.name, b.name)]))
	for _ in range(r.randint(1, 3)):
		x = r.choice(PASS)
		give = r.random() < 0.6
		if give:
			line = r.choice(["请把%s递给我。" % x, "请把%s递给我，好吗？" % x, "你能把%s给我吗？" % x,
				"请给我%s。" % x, "可以把%s递给我吗？" % x, "请帮我拿一下%s。" % x, "请给我一杯%s。" % r.choice(Z.DRINKS)])
			ans = r.choice(["给你。", "给你。", "在这儿。", "好的，给你。", "拿去吧。"])
		else:
			line = r.choice(["请关上门。", "请打开窗户。", "请坐。", "请洗手。", "请安静。", "请帮帮我。", "请关灯。",
				"请等我一下。", "请把%s放在桌子上。" % x, "你能给我讲个故事吗？", "请把电视关小一点儿。"])
			ans = r.choice(["好的。", "没问题。", "好，马上。", "当然可以。", "好吧。"])
		out.append(said(r, a, line) if out or r.random() < 0.6 else line)
		out.append(said(r, b, ans, True))
		out.append(r.choice(["谢谢！", "%s说：%s" % (a.name, q(r, "谢谢！")), "%s说了声谢谢。" % a.name, ""]))
	return [s for s in out if s]


def qa(r):
	a = anyone(r, family=0.4)
	b = anyone(r, exclude=(a.name,), family=0.2)
	out = []
	for _ in range(r.randint(1, 4)):
		an = r.choice(list(Z.ANIMAL_EATS))
		job = r.choice(list(Z.JOB_DOES))
		o = r.choice(Z.HOME + Z.TOYS)
		di = r.randrange(7)
		n = r.randint(2, 9)
		pairs = [
			("你叫什么名字？", "我叫%s。" % b.name),
			("你几岁了？", "我%s岁了。" % Z.cn_number(r.randint(3, 12))),
			("你住在哪儿？", "我住在%s旁边。" % r.choice(Z.TOWN)[0]),
			("这是什么？", "这是%s。" % m(o)),
			("%s在哪儿？" % o[0], "%s在%s上。" % (o[0], r.choice(["桌子", "床", "椅子", "沙发", "柜子", "书架"]))),
			("现在几点了？", "现在%s点了。" % Z.count_word(r.randint(1, 12))),
			("今天星期几？", "今天%s。" % Z.DAYS[di]),
			("明天星期几？", "明天%s。" % Z.DAYS[(di + 1) % 7]),
			("你喜欢吃%s吗？" % food(r)[0], r.choice(["喜欢。", "不喜欢。", "很喜欢！"])),
			("外面下雨了吗？", r.choice(["没有，今天是晴天。", "下了，记得带伞。"])),
			("你会游泳吗？", r.choice(["会。", "不会，我想学。"])),
			("这里有几%s%s？" % (o[1], o[0]), "这里有%s%s%s。" % (Z.count_word(n), o[1], o[0])),
			("你想吃什么？", "我想吃%s。" % food(r)[0]),
			("你想喝什么？", "我想喝%s。" % r.choice(Z.DRINKS)),
			("他是谁？", "他是我%s。" % r.choice(["爸爸", "哥哥", "弟弟", "爷爷", "叔叔", "的同学", "的老师"])),
			("她是谁？", "她是我%s。" % r.choice(["妈妈", "姐姐", "妹妹", "奶奶", "阿姨", "的同学", "的老师"])),
			("你饿了吗？", "饿了，我想吃%s。" % m(eat(r))),
			("你去哪儿？", "我去%s。" % r.choice(Z.TOWN)[0]),
			("你在做什么？", "我在%s。" % r.choice(Z.ACTIVITIES)),
			("你为什么不高兴？", "因为我的%s丢了。" % r.choice(Z.TOYS)[0]),
			("你为什么这么高兴？", "因为今天是我的生日！"),
			("你最喜欢什么颜色？", "我最喜欢%s。" % r.choice(Z.COLOURS)),
			("你的生日是几月？", "我的生日是%s。" % r.choice(Z.MONTHS)),
			("%s是做什么的？" % job, "%s%s。" % (job, Z.JOB_DOES[job])),
			("%s吃什么？" % an, "%s吃%s。" % (an, Z.ANIMAL_EATS[an])),
			("%s后面是星期几？" % Z.DAYS[di], "%s后面是%s。" % (Z.DAYS[di], Z.DAYS[(di + 1) % 7])),
			("二加三等于几？", "二加三等于五。"),
		]
		qq, aa = r.choice(pairs)
		if r.random() < 0.3:
			out += [qq, aa]
		else:
			out += [said(r, a, qq), said(r, b, aa, True)]
	return out


def phone(r):
	a = anyone(r, family=0.3)
	b = anyone(r, exclude=(a.name,), family=0.3)
	act = r.choice(Z.ACTIVITIES)
	d = r.choice(Z.DAYS)
	out = [r.choice(["%s给%s打电话。" % (a.name, b.name), "电话响了，是%s打来的。" % a.name])]
	out.append(said(r, a, "喂，%s，我是%s。" % (b.name, a.name)))
	out.append(said(r, b, "你好！有什么事吗？"))
	out.append(said(r, a, "%s我们一起%s，好吗？" % (d, act)))
	if r.random() < 0.7:
		out.append(said(r, b, "好啊！"))
		out.append("%s，%s和%s一起%s。" % (d, a.name, b.name, act))
	else:
		out.append(said(r, b, "对不起，那天我要%s。" % r.choice(["去奶奶家", "去看牙医", "帮妈妈干活", "写作业"])))
		out.append(said(r, a, "没关系，下次吧。"))
	return out


# ---- routines --------------------------------------------------------------------

def routine(r):
	p = kid(r)
	morning = r.random() < 0.5
	seq = Z.ROUTINE_MORNING if morning else Z.ROUTINE_EVENING
	steps = sorted(r.sample(range(len(seq)), r.randint(3, min(8, len(seq)))))
	first = r.random() < 0.3
	past = not first and r.random() < 0.5
	who = "我" if first else p.name
	when = r.choice(["每天早上", "早上", "上学的日子里"]) if morning else r.choice(["每天晚上", "放学以后", "晚上"])
	if past:
		when = r.choice(["今天早上", "昨天早上", "%s早上" % r.choice(Z.DAYS)]) if morning else r.choice(["昨天晚上", "那天晚上", "今天晚上"])
	out = []
	leads = ["先", "然后", "接着", "再", "然后", "最后"]
	for i, s in enumerate(steps):
		v = seq[s]
		if past and not v.startswith(("去", "走路", "坐")):
			v = v + "了" if len(v) <= 2 or v.endswith(("饭", "澡", "牙", "脸", "头", "觉", "灯")) else v
		if i == 0:
			out.append("%s%s%s%s%s。" % (when, "，" if r.random() < 0.5 else "", who, "七点" if morning and r.random() < 0.3 else "", v))
		else:
			lead = r.choice(["然后", "接着", "然后", "再", "之后"]) if i < len(steps) - 1 else "最后"
			subj = who if r.random() < 0.3 else ("" if first and r.random() < 0.5 else ("我" if first else p.ta))
			if lead == "再" and past:
				lead = "然后"
			if lead == "再":
				out.append("%s再%s。" % (subj or who, v))
			else:
				out.append("%s%s%s%s。" % (lead, "，" if r.random() < 0.3 else "", subj, v))
	if morning:
		out.append(r.choice(["%s准备好去上学了。" % who, "早饭是%s和%s。" % (m(food(r)), Z.measure(("牛奶", "杯"))), ""]))
	else:
		out.append(r.choice(["很快%s就睡着了。" % ("我" if first else p.ta), "妈妈说：%s" % q(r, "晚安！"), ""]))
	return [s for s in out if s]


def breakfast(r):
	p = kid(r)
	f1, f2 = eat(r), eat(r)
	d = r.choice(Z.DRINKS)
	meal = r.choice(["早饭", "午饭", "晚饭"])
	out = [r.choice(["%s，%s吃了%s和%s。" % (meal, p.name, m(f1), m(f2)), "%s%s吃了%s。" % (p.name, meal, m(f1)),
		"%s%s吃了%s，喝了一杯%s。" % (p.name, meal, m(f1), d), "%s每天早上吃%s。" % (p.name, f1[0]),
		"你%s吃了什么？我吃了%s。" % (meal, m(f1))])]
	out.append(r.choice(["%s很好吃。" % f1[0], "%s还喝了一杯%s。" % (p.ta, d), "%s还想再吃一点儿。" % p.ta,
		"吃完以后，%s把碗洗了。" % p.ta, "妈妈做的饭真香！"]))
	return out


# ---- shopping -----------------------------------------------------------------

def shopping(r):
	p = anyone(r, family=0.4)
	shop = r.choice(["超市", "商店", "菜市场", "水果店", "面包店", "书店", "玩具店"])
	pool = {"水果店": Z.FOOD[:12] + Z.FOOD[60:70], "书店": [("书", "本"), ("本子", "本"), ("铅笔", "支"), ("地图", "张")],
		"玩具店": Z.TOYS}.get(shop, Z.FOOD)
	items = r.sample(pool, min(len(pool), r.randint(2, 4)))
	lst = "、".join(m(i, r.randint(1, 5)) for i in items[:-1]) + "和" + m(items[-1], r.randint(1, 3)) if len(items) > 1 else m(items[0])
	out = [r.choice(["%s去%s买东西。" % (p.name, shop), "%s，%s去了%s。" % (r.choice(Z.DAYS), p.name, shop),
		"%s要去%s买点儿东西。" % (p.name, shop)])]
	out.append(r.choice(["%s买了%s。" % (p.ta, lst), "购物单上有%s。" % lst, "%s把%s放进了篮子里。" % (p.ta, lst)]))
	if r.random() < 0.6:
		price = r.randint(2, 30)
		out.append(said(r, p, "请问，这个多少钱？"))
		out.append("售货员说：%s" % q(r, "%s块钱。" % Z.count_word(price)))
		out.append(r.choice(["%s付了钱，说了声谢谢。" % p.name, "%s把钱给了售货员。" % p.name, "%s说：%s" % (p.name, q(r, "太贵了！"))]))
	if r.random() < 0.4:
		out.append(r.choice(["然后%s就回家了。" % p.ta, "袋子很重。", "%s忘了买%s。" % (p.ta, food(r)[0])]))
	return out


# ---- reasoning ----------------------------------------------------------------

CAUSE = [("下雨了", "带了伞"), ("天很冷", "穿上了大衣"), ("天很热", "喝了一杯冰水"), ("天黑了", "打开了灯"),
	("{ta}饿了", "吃了一个包子"), ("{ta}累了", "早早地睡觉了"), ("{ta}渴了", "喝了一杯水"),
	("公共汽车没来", "走路去学校"), ("下雪了", "穿上了靴子"), ("地很滑", "走得很慢"),
	("商店关门了", "只好回家"), ("鞋子上都是泥", "在门口把鞋脱了"), ("汤很烫", "吹了吹"),
	("宝宝睡着了", "说话很小声"), ("阳光很好", "去公园玩"), ("窗户开着", "把窗户关上了"),
	("小狗饿了", "给小狗喂了饭"), ("花都干了", "给花浇了水"), ("{ta}快迟到了", "跑着去学校"),
	("箱子太重了", "请爸爸帮忙"), ("风很大", "去放风筝"), ("牛奶喝完了", "又买了一瓶"),
	("房间很乱", "把房间整理好了"), ("今天是朋友的生日", "做了一张贺卡")]


def reasoning(r):
	out = []
	for _ in range(r.randint(1, 4)):
		p = anyone(r, family=0.2)
		c, e = r.choice(CAUSE)
		c2 = c.replace("{ta}", p.name)
		c3 = c.replace("{ta}", p.ta)
		x = r.random()
		if "{ta}" in c:
			s = r.choice(["%s，所以%s%s。" % (c2, p.ta, e), "因为%s，所以%s%s。" % (c2, p.ta, e),
				"%s%s，因为%s。" % (p.name, e, c3)])
		elif x < 0.4:
			s = "%s，所以%s%s。" % (c, p.name, e)
		elif x < 0.7:
			s = "因为%s，%s%s。" % (c, p.name, e)
		else:
			s = "%s%s，因为%s。" % (p.name, e, c)
		out.append(s)
	if r.random() < 0.3:
		out.append(r.choice(["如果下雨，我们就待在家里。", "如果你累了，就去睡觉吧。", "天黑了，我们就开灯。",
			"冰化了，就变成了水。", "要是饿了，就吃点儿东西。"]))
	return out


# ---- time ---------------------------------------------------------------------

def week(r):
	p = kid(r)
	start = r.randrange(7) if r.random() < 0.5 else 0
	n = r.randint(3, 7)
	acts = r.sample(Z.ACTIVITIES, n)
	past = r.random() < 0.5
	fp = r.random() < 0.3
	out = []
	if r.random() < 0.4:
		out.append("这是%s的一个星期。" % ("我" if fp else p.name))
	for i in range(n):
		d = Z.DAYS[(start + i) % 7] if r.random() < 0.85 else Z.DAYS_ALT[(start + i) % 7]
		who = "我" if fp else (p.name if i == 0 or r.random() < 0.3 else p.ta)
		a = acts[i]
		if past:
			out.append(r.choice(["%s，%s去%s了。" % (d, who, a), "%s%s%s了。" % (d, who, a)]) if not a.startswith("去") else "%s%s%s了。" % (d, who, a))
		else:
			out.append(r.choice(["%s%s%s。" % (d, who, a), "%s，%s要%s。" % (d, who, a)]))
	return out


def calendar(r):
	out = []
	for _ in range(r.randint(2, 5)):
		x = r.randrange(7)
		if x == 0:
			i = r.randrange(7)
			out.append(r.choice(["%s后面是%s。" % (Z.DAYS[i], Z.DAYS[(i + 1) % 7]), "今天是%s，明天是%s。" % (Z.DAYS[i], Z.DAYS[(i + 1) % 7]),
				"昨天是%s，今天是%s。" % (Z.DAYS[i], Z.DAYS[(i + 1) % 7])]))
		elif x == 1:
			out.append("一个星期有七天：" + "、".join(Z.DAYS) + "。")
		elif x == 2:
			i = r.randrange(12)
			s = {0: "冬天", 1: "冬天", 2: "春天", 3: "春天", 4: "春天", 5: "夏天", 6: "夏天", 7: "夏天", 8: "秋天", 9: "秋天", 10: "秋天", 11: "冬天"}[i]
			out.append(r.choice(["%s后面是%s。" % (Z.MONTHS[i], Z.MONTHS[(i + 1) % 12]), "%s是%s。" % (Z.MONTHS[i], s)]))
		elif x == 3:
			out.append("一年有四个季节：春天、夏天、秋天和冬天。")
		elif x == 4:
			h = Z.count_word(r.randint(1, 12))
			out.append(r.choice(["现在是%s点。" % h, "我们%s点半吃午饭。" % "十二", "学校八点上课。", "钟上是%s点。" % h]))
		elif x == 5:
			s = r.choice(Z.SEASONS)
			out.append({"春天": "春天来了，花开了，小草绿了。", "夏天": "夏天很热，我们去海边游泳。",
				"秋天": "秋天到了，树叶黄了，一片一片落下来。", "冬天": "冬天很冷，有时候会下雪。"}[s])
		else:
			out.append("%s的生日在%s。" % (kid(r).name, r.choice(Z.MONTHS)))
	return out


# ---- counting and lists ----------------------------------------------------------

def counting(r):
	out = []
	x = r.randrange(6)
	if x == 0:
		a = 1 if r.random() < 0.5 else r.randint(2, 4)
		out.append("、".join(Z.cn_number(i) for i in range(a, a + r.randint(4, 9))) + "……")
	elif x == 1:
		a = 1 if r.random() < 0.5 else r.randint(2, 4)
		out.append("，".join(str(i) for i in range(a, a + r.randint(4, 9))) + "。")
	elif x == 2:
		o = r.choice(Z.ANIMALS + Z.FOOD + Z.TOYS)
		n = r.randint(2, 10)
		out.append("我们来数一数%s。" % o[0])
		out.append("、".join(Z.cn_number(i) for i in range(1, n + 1)) + "。")
		out.append("一共有%s%s%s。" % (Z.count_word(n), o[1], o[0]))
	elif x == 3:
		a, b = r.randint(1, 9), r.randint(1, 9)
		out.append(r.choice(["%s加%s等于%s。" % (Z.cn_number(a), Z.cn_number(b), Z.cn_number(a + b)),
			"%d + %d = %d。" % (a, b, a + b)]))
	elif x == 4:
		p = kid(r)
		f = food(r)
		n = r.randint(3, 9)
		k = r.randint(1, n - 1)
		out.append("%s有%s。" % (p.name, m(f, n)))
		out.append("%s吃了%s%s。" % (p.ta, Z.count_word(k), f[1]))
		out.append("现在%s还有%s%s%s。" % (p.ta, Z.count_word(n - k), f[1], f[0]))
	else:
		out.append("一、二、三、四、五，上山打老虎。" if r.random() < 0.3 else "十、九、八、七、六、五、四、三、二、一！")
	return out


def lists(r):
	cat, lst = r.choice([("水果", Z.FOOD[:12]), ("动物", Z.ANIMALS), ("颜色", [(c, "") for c in Z.COLOURS]),
		("玩具", Z.TOYS), ("衣服", Z.CLOTHES), ("家里的东西", Z.HOME), ("职业", Z.JOBS),
		("交通工具", Z.TRANSPORT), ("学习用品", Z.SCHOOL[9:22]), ("蔬菜", Z.FOOD[22:35])])
	items = [x[0] for x in r.sample(lst, r.randint(3, 6))]
	out = [r.choice(["%s有%s。" % (cat, "、".join(items)), "这些都是%s：%s。" % (cat, "、".join(items)),
		"你知道哪些%s？%s。" % (cat, "、".join(items))])]
	if r.random() < 0.5:
		out.append("我最喜欢%s。" % r.choice(items))
	return out


def facts(r):
	out = r.sample(Z.FACTS, r.randint(2, 6))
	if r.random() < 0.3:
		out.insert(0, r.choice(["你知道吗？", "老师告诉我们：", "这些都是真的。"]))
	if r.random() < 0.3:
		a = r.choice(list(Z.ANIMAL_HOME))
		out.append("%s住在%s里。" % (a, Z.ANIMAL_HOME[a]))
	return out


def sounds(r):
	out = []
	for a in r.sample(list(Z.ANIMAL_SOUND), r.randint(2, 4)):
		s = Z.ANIMAL_SOUND[a]
		out.append(r.choice(["%s%s叫。" % (a, s + "地"), "%s怎么叫？%s%s叫。" % (a, s, "地")]))
	return out


def describe(r):
	p = kid(r)
	out = []
	for _ in range(r.randint(2, 4)):
		x = r.randrange(4)
		if x == 0:
			c = r.choice(Z.CLOTHES)
			out.append(r.choice(["%s穿着%s%s的%s。" % (p.name, "一" + c[1], r.choice(Z.COLOUR_SHORT) + "色", c[0]),
				"%s的%s是%s的。" % (p.name, c[0], r.choice(Z.COLOURS))]))
		elif x == 1:
			b = r.choice(Z.BODY)
			out.append(r.choice(["%s的%s很疼，所以%s坐了下来。" % (p.name, b, p.ta), "摸摸你的%s。" % b, "这是我的%s。" % b]))
		elif x == 2:
			a = r.choice(STORY_ANIMALS)
			out.append("那%s%s又%s又%s。" % (a[1], a[0], r.choice(["大", "小", "胖", "瘦", "白", "黑"]), r.choice(["可爱", "聪明", "调皮", "漂亮", "安静"])))
		else:
			o = r.choice(Z.HOME + Z.TOYS)
			out.append(r.choice(["%s是%s的。" % (o[0], r.choice(Z.COLOURS)), "桌子上有%s。" % m(o),
				"我有%s%s的%s。" % ("一" + o[1], r.choice(["很大", "很小", "新", "旧", "漂亮"]), o[0])]))
	return out


# ---- stories ------------------------------------------------------------------

PORTABLE = Z.TOYS + Z.nouns("""书:本 帽子:顶 杯子 勺子:把 铃铛 蜡烛:根 台灯:盏 盒子 篮子 瓶子 梳子:把
钥匙:把 戒指:枚 硬币:枚 贝壳 石头:块 羽毛:根 铅笔:支 蜡笔:支 尺子:把 本子:本 书包 围巾:条 手套:双
地图:张 信:封 照片:张 手电筒 雨伞:把 口哨""")
STORY_ANIMALS = [a for a in Z.ANIMALS if a[0] in set(Z.words("""猫 狗 小猫 小狗 兔子 小兔 松鼠 刺猬 鸭子
小鸟 老鼠 青蛙 小羊 小鸡 狐狸 鹿 马 小马 鸽子 喜鹊 麻雀"""))]


def story(r):
	p = kid(r)
	f = anyone(r, exclude=(p.name,), family=0.4)
	o = r.choice(PORTABLE)
	place = r.choice(["公园", "院子", "花园", "学校", "河边", "树林", "沙滩", "操场", "图书馆", "奶奶家"])
	an = r.choice(STORY_ANIMALS)
	opening = r.choice(["有一天", "一天早上", "去年夏天", "那天晚上", r.choice(Z.DAYS), "从前", "很久以前",
		"放学以后", "周末", "昨天", "吃完午饭以后", r.choice(Z.SEASONS) + "的时候"])
	first = r.choice([
		"%s，%s在%s里发现了%s。" % (opening, p.name, place, m(o)) if place not in ("河边", "沙滩", "奶奶家") else "%s，%s在%s发现了%s。" % (opening, p.name, place, m(o)),
		"%s，%s和%s去了%s。" % (opening, p.name, f.name, place),
		"从前，有一个小%s叫%s。" % ("男孩" if p.ta == "他" else "女孩", p.name),
		"%s，%s在%s看见了%s。" % (opening, p.name, place, m(an)),
	])
	out = [first]
	met = f.name in first
	seen_an = an[0] in first
	that = "那" if seen_an else "一"
	if first.startswith("从前，有"):
		out.append("%s住在%s旁边。" % (p.ta, r.choice(["一条小河", "一座大山", "一片森林", "一个公园"])))
		out.append("有一天，%s在%s发现了%s。" % (p.ta, r.choice(["院子里", "路上", "草地上", "河边"]), m(o)))
	if o[0] not in "".join(out):
		out.append("%s在那儿发现了%s。" % (p.ta, m(o)))
	if not met:
		out.append(r.choice(["%s有一个好朋友，叫%s。" % (p.name, f.name) if f.name not in dict(Z.FAMILY) else "%s和%s在一起。" % (p.name, f.name),
			"%s遇见了%s。" % (p.name, f.name)]))
		met = True
	pool = ["%s把%s拿起来看了看。" % (p.ta, o[0]), "%s非常%s。" % (p.ta, r.choice(Z.FEELINGS[:12])),
		"%s把%s带到了%s。" % (p.ta, o[0], r.choice(["学校", "家里", "公园", "奶奶家"])),
		"" if met else "在那儿，%s遇见了%s。" % (p.ta, f.name), "%s把%s给%s看。" % (p.name, o[0], f.name),
		"%s说：%s" % (f.name, q(r, "多好看的%s啊！" % o[0])), "%s对%s笑了笑。" % (f.name, p.name),
		"%s和%s一起玩了一整天。" % (p.name, f.name), "后来%s把%s送给了%s。" % (p.name, o[0], f.name),
		"%s谢谢%s。" % (f.name, p.name), "ANIMAL",
		"%s饿了，就吃了%s。" % (p.name, m(eat(r))), "突然下起了雨，%s赶紧跑回家。" % p.name,
		"%s请%s帮忙。" % (p.name, f.name), "%s答应了。" % f.name, "%s把%s放进了书包里。" % (p.name, o[0]),
		"%s的%s不见了，后来%s在床底下找到了。" % (p.name, o[0], f.name),
		"回到家，%s把这件事告诉了妈妈。" % p.ta]
	pool = [x for x in pool if x]
	episode = ([] if seen_an else ["%s说：%s" % (p.name, q(r, "快看，%s！" % m(an)))]) + [
		"那%s%s跑过了草地。" % (an[1], an[0]), "%s和%s跟着那%s%s。" % (p.name, f.name, an[1], an[0])]
	for i in sorted(r.sample(range(len(pool)), r.randint(2, 7))):
		if pool[i] == "ANIMAL":
			out.extend(episode[:r.randint(2, len(episode))])
		else:
			out.append(pool[i])
	if r.random() < 0.1:
		out.extend(cat_doc(r)[:2])
	out.append(r.choice(["那天晚上，%s梦见了%s。" % (p.name, o[0]), "%s永远忘不了那一天。" % p.name,
		"从那以后，%s和%s成了好朋友。" % (p.name, f.name), "这真是快乐的一天。", "%s又累又高兴地回家了。" % p.name]))
	return out


ZH_ABILITY = {}
for _w in Z.words("鸟 小鸟 鸭子 鹅 蝴蝶 蜜蜂 蜻蜓 鹦鹉 燕子 麻雀 喜鹊 乌鸦 鸽子 老鹰 猫头鹰 天鹅 海鸥 萤火虫 啄木鸟"):
	ZH_ABILITY[_w] = "飞得很高"
for _w in Z.words("鱼 金鱼 鲸鱼 海豚 鲨鱼 乌龟 企鹅 海豹 螃蟹 虾 青蛙 蝌蚪 鳄鱼 河马"):
	ZH_ABILITY[_w] = "游得很快"
for _w in Z.words("蜗牛 蚯蚓 毛毛虫 蛇"):
	ZH_ABILITY[_w] = "爬得很慢"


def animal_story(r):
	a = r.choice(Z.ANIMALS)
	name = r.choice(["花花", "白白", "黑黑", "点点", "毛毛", "球球", "皮皮", "贝贝", "咪咪", "旺旺", "跳跳", "乖乖"])
	fr = r.choice(Z.ANIMALS)
	while fr[0] == a[0]:
		fr = r.choice(Z.ANIMALS)
	out = ["从前，有%s%s，名字叫%s。" % ("一" + a[1], a[0], name)]
	pool = []
	if a[0] in Z.ANIMAL_HOME:
		pool.append("%s住在%s里。" % (name, Z.ANIMAL_HOME[a[0]]))
	pool.append("%s每天出去找吃的。" % name)
	if a[0] in Z.ANIMAL_EATS:
		pool.append("%s最喜欢吃%s。" % (name, Z.ANIMAL_EATS[a[0]]))
	pool += ["%s%s。" % (name, ZH_ABILITY.get(a[0], "跑得很快")), "FRIEND", "%s很%s。" % (name, r.choice(["高兴", "开心", "快乐", "孤单", "害羞", "兴奋"])),
		"晚上，%s回家睡觉了。" % name]
	friend = ["一天，%s遇见了%s。" % (name, m(fr)), "%s说：%s" % (fr[0], q(r, "你好，%s！我们做朋友好吗？" % name)),
		"%s说：%s" % (name, q(r, "好啊！")), "从那以后，%s和%s常常一起玩。" % (name, fr[0])]
	for k in sorted(r.sample(range(len(pool)), r.randint(2, min(5, len(pool))))):
		if pool[k] == "FRIEND":
			out.extend(friend[:r.randint(1, 4)] if r.random() < 0.3 else friend)
		else:
			out.append(pool[k])
	if a[0] in Z.ANIMAL_SOUND and r.random() < 0.5:
		out.append("%s%s地叫。" % (name, Z.ANIMAL_SOUND[a[0]]))
	return out


def family_day(r):
	p = kid(r)
	s = kid(r, exclude=(p.name,))
	fam, ta = r.choice(Z.FAMILY[:6])
	place = r.choice(["动物园", "海边", "公园", "农场", "博物馆", "森林公园", "湖边", "游乐园"])
	out = [r.choice(["%s，%s带%s和%s去%s玩。" % (r.choice(Z.DAYS), fam, p.name, s.name, place),
		"%s和%s跟%s一起去了%s。" % (p.name, s.name, fam, place)])]
	pool = ["%s给%s买了一个冰淇淋。" % (fam, p.name), "%s很%s。" % (s.name, r.choice(["高兴", "开心", "快乐", "兴奋", "激动"])),
		"他们吃了%s和%s。" % (m(eat(r)), m(eat(r))), "%s给%s和%s拍了一张照片。" % (fam, p.name, s.name),
		"%s问：%s" % (s.name, q(r, "我们下次还能来吗？")), "%s说：%s" % (fam, q(r, "当然可以！")),
		"%s累了，%s就背着%s走。" % (s.name, fam, s.name), "%s和%s笑得很开心。" % (p.name, s.name)]
	if place in ("动物园", "农场"):
		for a in r.sample(Z.ANIMALS, 3):
			pool.append("%s看见了%s。" % (r.choice([p.name, s.name, "他们"]), m(a, r.randint(1, 5))))
	out.extend(r.sample(pool, r.randint(2, 6)))
	out.append(r.choice(["傍晚，他们回家了。", "回家的路上，%s睡着了。" % s.name, "%s说这是最开心的一天。" % p.name]))
	return out


def jobs(r):
	out = []
	for j in r.sample(list(Z.JOB_DOES), r.randint(1, 4)):
		p = anyone(r, family=0.4)
		out.append(r.choice(["%s是%s。" % (p.name, j), "%s是一名%s。" % (p.name, j), "%s当%s。" % (p.name, j)]))
		out.append(r.choice(["%s每天%s。" % (p.ta, Z.JOB_DOES[j]), "%s%s。" % (j, Z.JOB_DOES[j])]))
	if r.random() < 0.4:
		out.append("我长大了想当%s。" % r.choice(Z.JOBS)[0])
	return out


def transport(r):
	p = anyone(r, family=0.3)
	t = r.choice(Z.TRANSPORT)
	to = r.choice(Z.TOWN)[0]
	verb = "骑" if t[0] in ("自行车", "摩托车", "滑板车") else "坐"
	out = [r.choice(["%s%s%s去%s。" % (p.name, verb, t[0], to), "%s每天%s%s去%s。" % (p.name, verb, t[0], to),
		"%s，%s%s%s去了%s。" % (r.choice(Z.DAYS), p.name, verb, t[0], to)])]
	out.append(r.choice(["%s开得很快。" % t[0] if verb == "坐" else "%s骑得很快。" % p.ta, "路上%s看见了%s。" % (p.ta, m(r.choice(Z.TRANSPORT))),
		"%s坐在窗户旁边。" % p.ta if verb == "坐" else "%s戴着头盔。" % p.ta]))
	return out


# ---- the cat on the mat -------------------------------------------------------

SURF = ["地毯", "椅子", "床", "沙发", "地板", "桌子", "台阶", "箱子", "墙", "窗台", "垫子"]


def cat_doc(r):
	out = []
	for _ in range(r.randint(1, 4)):
		x = r.random()
		if x < 0.75:
			s = "垫子" if r.random() < 0.9 else r.choice(SURF)
			subj = r.choice(["猫", "猫", "猫", "小猫", "那只猫", "一只猫", "老猫", "黑猫", "我家的猫"])
			out.append("%s坐在%s上%s" % (subj, s, r.choice(["。", "。", "。", "，喵喵地叫。", "晒太阳。", "睡觉。", "，一动也不动。"])))
		elif x < 0.88:
			a = r.choice(Z.ANIMALS)[0]
			out.append("%s坐在%s上。" % (a, r.choice(SURF)))
		else:
			out.append(r.choice(["猫在垫子上睡觉。", "小猫躺在垫子上。", "猫每天都坐在垫子上。", "小狗趴在地毯上。"]))
		if r.random() < 0.4:
			out.append(r.choice(["垫子又软又暖和。", "%s摸了摸小猫。" % kid(r).name, "猫又坐在垫子上了。", "猫最喜欢那块垫子。"]))
	return out


# ---- 银行 / 河岸 / 飞机转弯 ----------------------------------------------------

MONEY = ["{n}想存钱，所以去了银行。", "{n}把攒的零花钱存进了银行。", "{n}去银行取了五百块钱。",
	"{n}需要贷款买房子，就去银行找经理。", "{n}在银行开了一个账户。", "银行的柜员帮{n}数了数钱。",
	"{n}每个月都把工资存进银行。", "{n}的钱包丢了，只好去银行办一张新卡。", "爸爸去银行换了一些外币。",
	"{n}把钱存在银行里，因为那里很安全。", "{n}向银行借了一笔钱，要按时还钱。", "银行星期天不开门，{n}取不到钱。",
	"{n}拿着存折去银行存钱。", "{n}在银行工作，每天都要数很多钱。", "银行经理说{n}的账户里有很多钱。",
	"{n}去银行还贷款。", "小猪存钱罐满了，{n}把钱拿到银行存起来。", "银行门口排着长长的队，大家都在等着取钱。",
	"{n}问银行的工作人员，存钱有多少利息。", "{n}在银行的柜台前填了一张表。", "这家银行的经理很客气。",
	"{n}用银行卡付了钱。"]
RIVER = ["{n}坐在河岸上钓鱼。", "{n}在岸边的草地上野餐。", "小鸭子游到了河岸边。", "{n}沿着河岸散步，往水里扔石子。",
	"河岸上长满了青草和野花。", "下雨以后，河水涨到了岸边。", "{n}坐在岸边，看着河水慢慢地流。", "一只青蛙跳上了河岸。",
	"小船停在岸边的柳树下。", "{n}在河岸上摔了一跤，滑进了泥里。", "对岸有一只白鹭站在水边。", "{n}划着小船到了对岸。",
	"渔民坐在岸边等鱼上钩。", "河岸边的柳树垂到水面上。", "{n}在岸边捡到了一块光滑的石头。", "牛走到河岸边喝水。",
	"{n}和朋友在河边的草地上铺了一块布。", "河水很清，{n}在岸边洗了洗手。", "孩子们在靠近岸边的浅水里玩。"]
PLANE = ["飞行员转动方向盘，飞机开始向{d}倾斜。", "飞机向{d}转弯，一只翅膀低了下去。", "飞机在山上空向{d}转了一个大弯。",
	"飞机快到机场时，开始向{d}倾斜。", "{n}觉得飞机在向{d}倾斜。", "飞行员说：“我们现在向{d}转弯。”",
	"小飞机歪着翅膀，向{d}飞去。", "为了躲开乌云，飞机向{d}急转弯。", "滑翔机慢慢地向{d}倾斜，在空中转了一圈。",
	"飞机一边倾斜一边向{d}转弯，{n}紧紧地抓住座位。", "从窗户往外看，{n}看见机翼向{d}斜了下去。",
	"飞机先向{d}转，再飞向大海。", "模型飞机向{d}倾斜，在公园上空绕了一圈。", "飞行员让飞机向{d}倾斜，绕过了高塔。",
	"飞机直直地飞了一个小时，然后向{d}转弯。", "直升机向{d}倾斜，飞过了树林。",
	"机长告诉乘客，飞机马上要向{d}转弯了。", "在飞行课上，{n}学会了让飞机向{d}倾斜。",
	"飞机的一只翅膀抬高，另一只翅膀放低，飞机就向{d}倾斜了。", "为了绕过高山，飞行员先向{d}转，再飞回航线。"]


ZH_FILLER = ["吃完早饭以后", "走了很长一段路", "一边走一边唱歌", "在一个暖和的星期六下午", "穿过学校门口的小路",
	"跟着弟弟和好朋友", "趁着天还没黑"]
MONEY_LONG = ["{n}把这个月的工资装进信封，{f}，送到了银行。", "{n}数好了存钱罐里的硬币，{f}，拿去银行存了起来。",
	"{n}想借钱开一家小店，{f}，来到了银行。"]
RIVER_LONG = ["{n}拿着鱼竿和小桶，{f}，坐在了河岸上。", "小鸭子们从水里出来，{f}，爬上了岸边的草地。",
	"{n}带着野餐篮，{f}，走到了河岸边。"]
PLANE_LONG = ["飞行员握着方向盘，{f}，让飞机向{d}倾斜。", "飞机飞过田野，{f}，开始向{d}转弯。"]


def bank_zh(r):
	sense = r.choice(["money", "river", "plane"])
	p = anyone(r, family=0.3)
	lst = {"money": MONEY + MONEY_LONG, "river": RIVER + RIVER_LONG, "plane": PLANE + PLANE_LONG}[sense]
	pre = {"money": ["%s攒了很多零花钱。" % p.name, "%s想买一辆新自行车，可是钱不够。" % p.name, "发工资了。"],
		"river": ["%s带着鱼竿来到小河边。" % p.name, "河水很清，很平静。", "天气很好，我们去河边玩。"],
		"plane": ["飞机从跑道上起飞了。", "%s坐飞机去看奶奶。" % p.name, "小飞机飞过田野。"]}[sense]
	out = []
	if r.random() < 0.5:
		out.append(r.choice(pre))
	for t in r.sample(lst, r.randint(1, 3)):
		out.append(t.format(n=p.name, d=r.choice(["左", "右"]), f=r.choice(ZH_FILLER)))
	return out


# ---- characters whose meaning the context decides ----------------------------

POLY = {
	"行": ["{n}去银行存钱。", "银行就在邮局旁边。", "银行的叔叔很友好。", "这一行字写得很整齐。", "书上第一行写着{n}的名字。",
		"爸爸在银行工作。", "{n}每天骑自行车上学。", "我们一起去旅行吧。", "这样做不行。", "行人要走人行道。",
		"老爷爷慢慢地行走在小路上。", "{n}说：“行，我们走吧！”", "这件事你一个人不行，我来帮你。", "他们排成一行，走进了教室。",
		"船在河上慢慢地航行。", "{n}的爸爸是银行的经理。", "我们明天去旅行，你行吗？", "这家银行今天不开门。"],
	"长": ["{n}长大了想当医生。", "小树慢慢长高了。", "这条河很长很长。", "妹妹的头发很长。", "我们的校长是一位老师。",
		"{n}长得很像妈妈。", "长颈鹿的脖子很长。", "冬天的夜很长。", "小猫长胖了。", "班长帮老师发本子。",
		"这根绳子太长了。", "小草长出来了。", "{n}是家里的长子。", "这条长长的路通向学校。"],
	"乐": ["{n}喜欢听音乐。", "今天我很快乐。", "祝你生日快乐！", "音乐课上我们唱了一首歌。", "大家玩得很快乐。",
		"{n}在学一种乐器。", "乐乐是我的好朋友。", "公园里有一个游乐场。", "他的爸爸是一位音乐家。", "听到这个好消息，{n}乐了。"],
	"重": ["这件事很重要。", "这个箱子很重。", "老师让我们重新写一遍。", "{n}把作业重做了一次。", "请再重复一遍。",
		"大象很重。", "安全最重要。", "{n}的书包太重了。", "我们重新开始吧。", "他们重逢的时候都很高兴。"],
	"还": ["{n}去图书馆还书。", "我还想再吃一个。", "请把铅笔还给我。", "天还没有亮。", "{n}还在睡觉。",
		"借了东西要还。", "除了苹果，还有香蕉。", "{n}把钱还给了朋友。"],
	"觉": ["{n}晚上九点睡觉。", "我觉得今天很冷。", "{n}觉得这本书很有趣。", "小猫在沙发上睡觉。", "你觉得怎么样？", "该睡觉了。"],
	"好": ["{n}是一个好孩子。", "我的爱好是画画。", "今天天气很好。", "{n}很好学，每天都看书。", "你好！", "{n}的爱好是唱歌。"],
	"数": ["我们来数一数有几只鸟。", "{n}的数学很好。", "{n}数了数钱，一共十块。", "数学课上我们学加法。", "这个数字是八。"],
	"发": ["{n}的头发很黑。", "{n}发现了一只小猫。", "妈妈给我剪头发。", "老师发给每个人一本书。", "花园里发出了香味。"],
	"得": ["{n}跑得很快。", "{n}得了第一名。", "时间不早了，我得走了。", "{n}画得真好看。", "{n}得到了一个奖状。", "雨下得很大。"],
	"种": ["春天，我们在院子里种树。", "这是一种很好吃的水果。", "{n}在花盆里种了一颗种子。", "农民伯伯在田里种菜。", "有很多种颜色。"],
	"地": ["地上有很多树叶。", "{n}高兴地跳了起来。", "小猫慢慢地走过来。", "{n}把地扫得很干净。", "雨点轻轻地落在地上。"],
	"着": ["{n}看着窗外的小鸟。", "宝宝睡着了。", "{n}唱着歌走回家。", "灯还亮着。", "{n}太累了，一躺下就睡着了。"],
	"为": ["因为下雨，我们没有去公园。", "{n}想成为一名医生。", "妈妈为我做了一个蛋糕。", "你为什么哭了？", "他成为了我们的班长。"],
	"教": ["老师在教室里上课。", "妈妈教我做饭。", "{n}教弟弟写字。", "教室里很安静。", "爷爷教我下棋。"],
	"空": ["天空是蓝色的。", "你有空吗？我们去玩吧。", "盒子是空的。", "{n}今天没有空。", "空中飞着一只风筝。"],
	"少": ["桌子上有多少个苹果？", "水太少了。", "这个少年跑得很快。", "{n}少吃了一块蛋糕。", "多少钱一斤？"],
	"便": ["住在学校旁边很方便。", "这件衣服很便宜。", "坐地铁又快又方便。", "市场上的菜很便宜。"],
	"干": ["{n}把房间打扫得很干净。", "爸爸在院子里干活。", "衣服晒干了。", "你在干什么？", "{n}的手很干净。"],
}


def poly(r):
	ch = r.choice(list(POLY))
	p = anyone(r, family=0.2)
	out = [t.format(n=p.name) for t in r.sample(POLY[ch], min(len(POLY[ch]), r.randint(2, 5)))]
	if r.random() < 0.5:
		ch2 = r.choice(list(POLY))
		out.append(r.choice(POLY[ch2]).format(n=p.name))
	return out


# ---- copying / induction / pronouns -----------------------------------------

def copy_doc(r):
	x = r.random()
	seq = [r.choice(Z.WORDS_FOR_LISTS) for _ in range(r.randint(4, 12))]
	line = "、".join(seq)
	if x < 0.35:
		return [line + "。" for _ in range(r.choice([2, 2, 3]))]
	p = kid(r)
	if x < 0.6:
		return ["%s在本子上写下了这些词：%s。" % (p.name, line), "后来%s又读了一遍：%s。" % (p.ta, line)]
	if x < 0.8:
		items = "、".join(f[0] for f in r.sample(Z.FOOD, r.randint(3, 6)))
		return ["%s写了一张购物单：%s。" % (p.name, items), "到了超市，%s买了%s。" % (p.ta, items)]
	name = r.choice(Z.BOYS + Z.GIRLS)
	ta = "他" if name in Z.BOYS else "她"
	role, where = r.choice([("老师", "学校"), ("邻居", "小区"), ("同学", "班上"), ("医生", "村子"), ("同学", "学校"), ("邻居", "楼里")])
	return ["我们%s来了一位新%s。" % (where, role), "%s的名字叫%s。" % (ta, name),
		"大家都喜欢%s。" % name, "%s有%s。" % (name, r.choice(["一只小狗", "一辆红色的自行车", "一顶黄帽子", "一个大书包"])),
		"年底的时候，我们跟%s说了再见。" % name]


def pronoun_doc(r):
	a = kid(r)
	b = kid(r, exclude=(a.name,))
	act = r.choice(Z.ACTIVITIES)
	out = ["%s和%s是好朋友。" % (a.name, b.name), "%s今年%s岁，%s今年%s岁。" % (a.name, Z.cn_number(r.randint(5, 9)), b.name, Z.cn_number(r.randint(5, 9)))]
	pool = ["%s喜欢%s。" % (a.ta, act), "每个%s，%s和%s都一起%s。" % (r.choice(Z.DAYS), a.name, b.name, act),
		"%s有%s。" % (b.name, m(r.choice(Z.TOYS))), "%s让%s跟%s一起玩。" % (b.name, a.name, b.ta),
		"%s不开心的时候，%s会帮助%s。" % (a.name, b.name, a.ta), "他们每天一起走路去上学。", "%s总是坐在%s旁边。" % (a.name, b.name)]
	out.extend(r.sample(pool, r.randint(2, 5)))
	return out


# ---- scenes, nature, feelings, school, hobbies, festivals, opposites ---------

def scene(r):
	where, things = r.choice(Z.SCENES)
	picked = r.sample(things, r.randint(3, 5))
	shown = [m(t, 1 if t[1] in "台座架张扇面盏间辆口片" else r.randint(1, 3)) for t in picked]
	lst = "、".join(shown[:-1]) + "和" + shown[-1]
	out = [r.choice(["%s有%s。" % (where, lst), "你看，%s有%s。" % (where, lst), "%s有什么？%s有%s。" % (where, where, lst)])]
	p = kid(r)
	a, b = picked[0][0], picked[1][0]
	out.append(r.choice(["%s在%s%s。" % (a, b, r.choice(Z.PLACE_WORDS)), "%s最喜欢%s。" % (p.name, a),
		"%s的%s有%s。" % (b, r.choice(["旁边", "前面", "后面", "上面", "下面"]), m(r.choice(Z.TOYS))),
		"%s把%s放在%s%s。" % (p.name, r.choice(Z.TOYS)[0], b, r.choice(["上面", "旁边", "里面", "下面"]))]))
	if r.random() < 0.4:
		adv, v = r.choice(Z.MANNER)
		out.append("%s在%s%s%s。" % (p.name, where.rstrip("里上"), adv, v) if where.endswith("里") else "%s%s%s。" % (p.name, adv, v))
	return out


def nature(r):
	out = r.sample(Z.NATURE_SENT, r.randint(2, 5))
	if r.random() < 0.4:
		p = kid(r)
		out.insert(0, r.choice(["%s和%s去郊外玩。" % (p.name, r.choice(["爸爸", "妈妈", "爷爷", "奶奶"])), "我们去爬山。", "%s看着窗外。" % p.name]))
	return out


def feelings(r):
	out = []
	for f, why in r.sample(Z.MORE_FEELINGS_REASONS, r.randint(1, 4)):
		p = anyone(r, family=0.2)
		x = r.random()
		if x < 0.4:
			out.append("%s很%s，因为%s。" % (p.name, f, why))
		elif x < 0.7:
			out.append("因为%s，所以%s觉得很%s。" % (why, p.name, f))
		else:
			out.append("%s，%s%s极了。" % (why, p.name, f))
	if r.random() < 0.3:
		out.append(r.choice(["你今天开心吗？", "不要难过，明天会更好。", "别害怕，我在这儿。", "妈妈抱了抱%s。" % kid(r).name]))
	return out


def school(r):
	p = kid(r)
	out = [r.choice(["今天%s在学校过得很开心。" % p.name, "%s是%s年级的学生。" % (p.name, Z.cn_number(r.randint(1, 6))),
		"早上八点，%s到了学校。" % p.name])]
	together = Z.words("上课 做早操 升国旗 读课文 唱歌 打扫教室 排队 参加运动会 做游戏 拔河")
	told = Z.words("读课文 写生字 做练习 交作业 举手回答问题 排队 背诗 画图画 做实验 值日")
	subjects = r.sample(Z.SUBJECTS[:10], 2)
	pool = ["第一节课是%s课。" % subjects[0], "第二节课是%s课。" % subjects[1],
		"%s和同学们一起%s。" % (p.ta, r.choice(together)), "老师让大家%s。" % r.choice(told),
		"下课了，%s和同学们在操场上%s。" % (p.ta, r.choice(["跳绳", "踢毽子", "玩游戏", "跑步", "捉迷藏"])),
		"中午，%s在食堂吃了午饭。" % p.ta, "午饭后，大家午休了一会儿。", "下午，%s去图书馆借书。" % p.ta,
		"今天有考试，%s有点儿紧张。" % p.ta, "%s在课本上写了自己的名字。" % p.ta, "老师表扬了%s。" % p.name,
		"%s的作文写得很好。" % p.name, "放学前，%s和同学们一起打扫教室。" % p.ta]
	out.extend(pool[k] for k in sorted(r.sample(range(len(pool)), r.randint(2, 5))))
	out.append(r.choice(["%s最喜欢%s课。" % (p.name, r.choice(Z.SUBJECTS[:12])), "放学后，%s去礼堂看了表演。" % p.ta,
		"%s认识了很多汉字。" % p.name, "放学了，%s高高兴兴地回家了。" % p.name]))
	return out


def hobbies(r):
	p = kid(r)
	out = []
	x = r.randrange(4)
	if x == 0:
		s = r.choice(Z.SPORTS)
		v = Z.SPORT_VERB.get(s, "")
		out.append("%s喜欢%s%s。" % (p.name, v, s))
		out.append(r.choice(["%s每个%s都去%s%s。" % (p.ta, r.choice(Z.DAYS), v, s), "%s%s%s%s很好。" % (p.ta, v, s, "得" if v else "练得"),
			"%s参加了%s比赛。" % (p.ta, s)]))
	elif x == 1:
		i = r.choice(Z.INSTRUMENTS)
		v = Z.INSTRUMENT_VERB[i]
		out.append("%s在学%s%s。" % (p.name, v, i))
		out.append(r.choice(["%s每天都练习。" % p.ta, "%s的%s%s得很好听。" % (p.ta, i, v), "音乐老师教%s%s%s。" % (p.ta, v, i)]))
	elif x == 2:
		sh = r.choice(Z.SHAPES)
		out.append(r.choice(["%s画了一个%s。" % (p.name, sh), "这个盘子是%s的。" % sh, "%s用纸剪了一个%s。" % (p.name, sh)]))
	else:
		mt = r.choice(Z.MATERIALS)
		out.append(r.choice(["这个%s是用%s做的。" % (r.choice(["盒子", "勺子", "玩具", "碗", "桌子", "杯子"]), mt),
			"%s能浮在水上吗？" % mt]))
	for a in r.sample(Z.ACTIVITIES, r.randint(1, 3)):
		out.append(r.choice(["%s还喜欢%s。" % (p.ta, a), "周末%s常常%s。" % (p.ta, a), "你会%s吗？我会。" % a]))
	return out


def festival(r):
	f, what = r.choice(Z.FESTIVALS)
	p = kid(r)
	out = [r.choice(["%s到了。" % f, "今天是%s。" % f, "%s快到了。" % f])]
	out.append(r.choice(["%s的时候，大家%s。" % (f, what), "在%s，我们%s。" % (f, what)]))
	if r.random() < 0.6:
		out.append(r.choice(["%s一家人%s。" % (p.name, what.split("、")[0]), "%s特别高兴。" % p.name,
			"%s说：%s" % (p.name, q(r, "%s快乐！" % f if f != "清明节" else "我们去放风筝吧！"))]))
	return out


def opposites(r):
	out = []
	for a, b in r.sample(Z.OPPOSITES, r.randint(2, 5)):
		x = r.random()
		if a in Z.OPP_THING and x < 0.4:
			t1, t2 = Z.OPP_THING[a].split("和")
			out.append("%s很%s，%s很%s。" % (t1, a, t2, b))
		elif x < 0.7:
			out.append("“%s”的反义词是“%s”。" % (a, b))
		else:
			out.append("这个%s，那个%s。" % (a, b) if len(a) == 1 else "这里很%s，那里很%s。" % (a, b))
	return out


def manner(r):
	out = []
	for adv, v in r.sample(Z.MANNER, r.randint(2, 4)):
		p = anyone(r, family=0.3)
		out.append(r.choice(["%s%s%s。" % (p.name, adv, v), "%s%s%s%s。" % (r.choice(["每天", "早上", "今天", "那天"]), p.name, adv, v),
			"%s%s%s%s。" % (p.name, r.choice(["常常", "总是", "每天都", "有时候"]), adv, v)]))
	return out


def time_doc(r):
	p = kid(r)
	t = r.sample(["前天", "昨天", "今天", "明天", "后天"], 3)
	order = ["前天", "昨天", "今天", "明天", "后天"]
	t.sort(key=order.index)
	out = []
	for w in t:
		a = r.choice(Z.ACTIVITIES)
		if w in ("前天", "昨天"):
			out.append("%s%s%s了。" % (w, p.name if not out else p.ta, a))
		elif w == "今天":
			out.append("今天%s正在%s。" % (p.name if not out else p.ta, a))
		else:
			out.append("%s%s要%s。" % (w, p.name if not out else p.ta, a))
	if r.random() < 0.5:
		out.append(r.choice(["上午我们上课，中午吃饭，下午玩。", "刚才%s还在这里。" % p.name, "明年%s就上学了。" % p.name,
			"半夜里，大家都睡着了。", "首先洗手，然后吃饭。", "放学后，%s去踢球。" % p.name, "吃完饭后，我们去散步。"]))
	return out


BUGS = set(Z.words("蚊子 苍蝇 蟋蟀 蚱蜢 七星瓢虫 螳螂 小刺猬 小松鼠"))
BODY_SENT = {"血": "%s的手指破了，流了一点儿血。", "汗": "%s跑得满头大汗。", "眼泪": "%s难过得流下了眼泪。",
	"鼻涕": "%s感冒了，一直流鼻涕。", "口水": "看见蛋糕，%s的口水都快流出来了。", "声音": "%s的声音很好听。",
	"身体": "%s的身体很健康。", "力气": "%s的力气很大。", "骨头": "小狗在啃骨头，%s在旁边看着。"}


def more_words(r):
	"""Everyday sentences over the larger word lists (broad vocabulary)."""
	p = anyone(r, family=0.3)
	out = []
	for _ in range(r.randint(2, 5)):
		x = r.randrange(10)
		if x == 0:
			f = r.choice(Z.MORE_FOOD)
			out.append(r.choice(["%s买了%s。" % (p.name, m(f, r.randint(1, 4))), "%s最喜欢吃%s。" % (p.name, f[0]),
				"早餐店里有%s。" % f[0], "桌子上放着%s。" % m(f)]))
		elif x == 1:
			a = r.choice(Z.MORE_ANIMALS)
			where = "草丛里" if a[0] in BUGS else "水里" if a[1] == "条" or a[0] in ("章鱼", "海马", "海龟") else "动物园里"
			out.append(r.choice(["%s在%s看见了%s。" % (p.name, where, m(a)), "那里有%s。" % m(a, r.randint(1, 6)),
				"%s是一种动物。" % a[0]]))
		elif x == 2:
			h = r.choice(Z.MORE_HOME)
			out.append(r.choice(["%s把%s放在%s里。" % (p.name, h[0], r.choice(["柜子", "抽屉", "箱子", "盒子"])), "家里有%s。" % m(h), "%s在哪儿？在抽屉里。" % h[0],
				"请把%s给我。" % h[0]]))
		elif x == 3:
			t = r.choice(Z.MORE_TOWN)
			out.append(r.choice(["%s家附近有%s。" % (p.name, m(t)), "%s去了%s。" % (p.name, t[0]), "%s在学校对面。" % t[0],
				"请问，%s怎么走？" % t[0]]))
		elif x == 4:
			n = r.choice(Z.MORE_NATURE)
			out.append(r.choice(["%s看见了%s。" % (p.name, m(n)), "%s很美。" % n[0], "那里有%s。" % m(n, r.randint(1, 5))]))
		elif x == 5:
			c = r.choice(Z.MORE_CLOTHES)
			out.append(r.choice(["%s穿上了%s。" % (p.name, m(c)), "%s的%s很好看。" % (p.name, c[0]), "这%s%s是新买的。" % (c[1], c[0])]))
		elif x == 6:
			b = r.choice(Z.MORE_BODY)
			k = kid(r)
			if b in BODY_SENT:
				out.append(BODY_SENT[b] % k.name)
			else:
				out.append(r.choice(["这是%s。" % b, "医生看了看%s的%s。" % (k.name, b), "%s的%s很干净。" % (k.name, b), "%s的%s有点儿疼。" % (k.name, b)]))
		elif x == 7:
			s = r.choice(Z.MORE_SCHOOL)
			k = kid(r)
			out.append(r.choice(["%s的书包里有%s。" % (k.name, m(s)), "老师给了%s%s。" % (k.name, m(s)), "%s借了%s。" % (k.name, m(s))]))
		elif x == 8:
			j = r.choice(Z.MORE_JOBS)
			out.append(r.choice(["%s是一位%s。" % (p.name, j[0]), "%s长大了想当%s。" % (kid(r).name, j[0]), "那位%s很忙。" % j[0]]))
		else:
			out.append(r.choice(["%s是一个%s的孩子。" % (kid(r).name, r.choice(Z.PERSON_ADJ)),
				"这个%s很%s。" % (r.choice(["房间", "公园", "花园", "地方", "玩具", "盒子"]), r.choice(Z.THING_ADJ)),
				"%s很%s。" % (kid(r).name, r.choice(Z.PERSON_ADJ)),
				r.choice(Z.CONJ_SENT).format(n=kid(r).name),
				"%s喜欢%s。" % (kid(r).name, r.choice(Z.MORE_ACTIVITIES)),
				"周末，%s去%s了。" % (kid(r).name, r.choice(Z.MORE_ACTIVITIES).lstrip("去")),
				"%s说：%s" % (kid(r).name, q(r, r.choice(Z.PHRASES) + r.choice(["！", "。"])))]))
	return out
