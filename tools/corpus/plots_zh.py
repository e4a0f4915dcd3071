"""Chinese plot stories that follow their opening sentence: the first sentence
names who, where and what (今天天气很好 / 我今天去了公园 / 小明去银行取钱),
and every later sentence goes on with that same person, place and thing
(他/她/它 refer back), through a cause, what is done about it and what
follows, with dialogue.  Every function takes a random.Random and returns a
list of sentences; semantic_zh.py supplies the classes.  Written for attnstep.
"""
import everyday_zh as C
import lexicon_zh as Z
import semantic_zh as S

said = C.said
m = C.m


def alt(r, *options):
	return r.choice(options)


def cast(r):
	hero = C.kid(r)
	comp = C.anyone(r, exclude=(hero.name,), family=0.5)
	return hero, comp


def weather_day(r):
	hero, comp = cast(r)
	w = r.choice(sorted(S.WEATHER))
	open_, take, acts = S.WEATHER[w]
	t = r.choice(take)
	a, b = r.sample(acts, 2)
	out = [open_ + "。"]
	out.append(alt(r, "%s带上%s，和%s一起%s。" % (hero.name, t, comp.name, a),
		"%s说：%s" % (comp.name, C.q(r, "%s，出门记得带%s。" % (hero.name, t))),
		"%s想%s，就带上了%s。" % (hero.name, a, t)))
	if not any(a in s for s in out):
		out.append("%s和%s一起%s。" % (hero.name, comp.name, a))
	out.append("后来，他们又%s。" % b)
	out.append(alt(r, "%s觉得今天过得很开心。" % hero.name, said(r, hero, "今天真好玩！"),
		"回到家，%s已经很累了。" % hero.name))
	return out


def diary(r):
	place = r.choice(S.PLACES)
	things, acts = S.PLACE_THINGS[place]
	who = r.choice(["妈妈", "爸爸", "奶奶", "爷爷", "哥哥", "姐姐", "好朋友"])
	x, y = r.sample(things, 2)
	a = r.choice(acts)
	feel = r.choice(["很高兴", "很开心", "有点累", "特别兴奋", "很满足"])
	out = [alt(r, "我今天去了%s。" % place, "今天我和%s去了%s。" % (who, place),
		"昨天我去了%s。" % place, "星期天，我和%s一起去%s。" % (who, place))]
	out.append(alt(r, "%s里有%s，还有%s。" % (place, x, y) if place not in ("山上", "河边", "海边") else
		"那里有%s，还有%s。" % (x, y), "我在那里看见了%s和%s。" % (x, y)))
	out.append("我们在那里%s。" % a)
	out.append("我%s。" % feel)
	out.append(alt(r, "我下次还想去%s。" % place, "回家的时候，天已经黑了。", "这真是快乐的一天。"))
	return out


def lost_and_found(r):
	hero, comp = cast(r)
	o = r.choice(C.PORTABLE)
	spot = r.choice(["沙发底下", "床底下", "门后面", "书包里", "抽屉里", "院子里", "桌子下面", "玩具箱里"])
	out = [alt(r, "%s有%s，%s非常喜欢它。" % (hero.name, m(o), hero.ta),
		"%s的%s不见了。" % (hero.name, o[0]))]
	if "不见了" not in out[0]:
		out.append("有一天，%s的%s不见了。" % (hero.name, o[0]))
	out.append(alt(r, "%s很着急。" % hero.ta, "%s难过得哭了。" % hero.ta))
	out.append(said(r, comp, "别着急，我们一起找吧。"))
	looked = r.sample(["厨房里", "客厅里", "阳台上", "柜子里", "桌子上"], 2)
	out.append("他们在%s和%s找了找，可是都没有找到。" % tuple(looked))
	out.append(alt(r, "最后，%s在%s找到了%s。" % (comp.name, spot, o[0]),
		"这时候，%s想起来了：%s在%s！" % (hero.name, o[0], spot)))
	out.append(said(r, hero, alt(r, "太好了！谢谢你！", "我的%s找到了！" % o[0])))
	out.append(alt(r, "从那以后，%s总是把%s放好。" % (hero.name, o[0]), "%s高兴地笑了。" % hero.name))
	return out


def broken_and_mended(r):
	hero, comp = cast(r)
	thing, state, fix = r.choice(S.BROKEN)
	helper = C.P(*r.choice(Z.FAMILY[:4]))
	out = ["%s在玩%s的%s。" % (hero.name, hero.ta, thing)]
	out.append(alt(r, "不小心，%s掉在地上，%s。" % (thing, state), "%s一用力，%s就%s。" % (comp.name, thing, state)))
	out.append(said(r, hero, "哎呀，我的%s%s！" % (thing, state)))
	out.append("%s走过来说：%s" % (helper.name, C.q(r, "别难过，我用%s帮你修一修。" % fix)))
	out.append("%s拿来%s，把%s修好了。" % (helper.name, fix, thing))
	out.append(alt(r, "%s又和新的一样了。" % thing, "没过多久，%s就修好了。" % thing))
	out.append(said(r, hero, "谢谢%s！" % helper.name))
	out.append(alt(r, "以后%s玩%s的时候小心多了。" % (hero.name, thing), "%s和%s又高高兴兴地玩了起来。" % (hero.name, comp.name)))
	return out


def feeling_story(r):
	hero, comp = cast(r)
	feel, cause, then = r.choice(S.FEELING_CAUSES)
	cause = cause.replace("陪他", "陪" + hero.ta)
	out = [alt(r, "%s%s。" % (hero.name, cause), "今天，%s%s。" % (hero.name, cause))]
	out.append(alt(r, "%s觉得很%s。" % (hero.ta, feel), "%s非常%s。" % (hero.ta, feel)))
	out.append("%s%s。" % (hero.ta, then))
	out.append(said(r, comp, alt(r, "你怎么了？", "发生什么事了？")))
	out.append(said(r, hero, "因为我%s。" % cause, reply=True))
	if feel in ("难过", "害怕", "着急", "孤单", "生气", "冷", "无聊", "不好意思", "紧张"):
		out.append(alt(r, "%s抱了抱%s。" % (comp.name, hero.name), "%s陪着%s。" % (comp.name, hero.name)))
		out.append(alt(r, "过了一会儿，%s就好多了。" % hero.name, "%s又笑了。" % hero.name))
	else:
		out.append(alt(r, "%s也很%s。" % (comp.name, feel), "%s笑了。" % comp.name))
	return out


def pet_care(r):
	hero, comp = cast(r)
	pet = r.choice(S.PETS)
	name = r.choice(S.PET_NAMES)
	food = Z.ANIMAL_EATS.get(pet[0], "食物")
	need = r.choice(["饿", "渴", "冷", "脏", "丢"])
	out = [alt(r, "%s家有%s，名字叫%s。" % (hero.name, m(pet), name), "%s养了%s，叫%s。" % (hero.name, m(pet), name))]
	if need == "饿":
		out += ["有一天晚上，%s饿了。" % name, "%s给它拿来了%s。" % (hero.name, food), "%s很快就吃完了。" % name]
	elif need == "渴":
		out += ["天气很热，%s渴了。" % name, "%s给它倒了一碗清水。" % hero.name, "%s喝了很多水。" % name]
	elif need == "冷":
		out += ["冬天到了，%s冷得发抖。" % name, "%s给它铺了一条软软的毯子。" % hero.name, "%s很快就暖和了。" % name]
	elif need == "脏":
		out += ["%s在泥里打了个滚，全身都脏了。" % name, "%s和%s一起给它洗澡。" % (hero.name, comp.name),
			"洗完以后，%s又干净又可爱。" % name]
	else:
		out += ["有一天，%s跑丢了。" % name, "%s到处找，一边找一边喊：%s" % (hero.name, C.q(r, "%s！%s！" % (name, name))),
			"最后，%s在大树下面找到了它。" % comp.name]
	out.append(said(r, hero, alt(r, "%s真乖！" % name, "%s，我最喜欢你了。" % name)))
	return out


def cook(r):
	hero, comp = cast(r)
	dish = r.choice(S.DISHES)
	out = [alt(r, "%s饿了。" % hero.name, "放学回家，%s饿得肚子咕咕叫。" % hero.name, "快到中午了，%s有点饿。" % hero.name)]
	out.append(said(r, hero, "我们吃什么呀？"))
	out.append(said(r, comp, "我们做%s吧。" % dish, reply=True))
	out.append(alt(r, "%s帮忙洗菜。" % hero.name, "%s帮忙摆碗筷。" % hero.name, "%s先把手洗干净了。" % hero.name))
	out.append(alt(r, "不一会儿，厨房里就香喷喷的。", "过了一会儿，%s做好了。" % dish))
	out.append("他们一起吃了%s。" % dish)
	out.append(alt(r, "%s吃得饱饱的。" % hero.name, said(r, hero, "真好吃！"), "%s又吃了一碗。" % hero.name))
	out.append(alt(r, "吃完饭，%s帮忙洗了碗。" % hero.name, "吃完以后，大家都很满足。"))
	return out


BANK_REASONS = ["给妈妈买生日礼物", "交学费", "买一辆新自行车", "给奶奶寄钱", "去旅行", "买书"]


def bank_errand(r):
	"""银行 in its money sense, followed through a whole errand."""
	hero, comp = cast(r)
	why = r.choice(BANK_REASONS)
	act = r.choice(["取钱", "存钱"])
	out = [alt(r, "%s去银行%s，因为%s要%s。" % (hero.name, act, hero.ta, why),
		"%s和%s一起去银行%s。" % (hero.name, comp.name, act))]
	out.append(alt(r, "银行里人很多，%s排了一会儿队。" % hero.ta, "银行里很安静，人不多。"))
	out.append("银行的工作人员问：%s" % C.q(r, "您好，请问要办什么业务？"))
	out.append(said(r, hero, "我想%s。" % act, reply=True))
	amount = r.choice(["一百", "两百", "五百", "一千", "三百"])
	out.append(alt(r, "%s%s了%s块钱。" % (hero.name, act[0], amount), "工作人员很快就帮%s办好了。" % hero.ta))
	out.append(alt(r, "%s把钱放进钱包里，高高兴兴地回家了。" % hero.name if act == "取钱" else
		"%s把存折收好，高高兴兴地回家了。" % hero.name, "从银行出来，%s就去%s了。" % (hero.name, why if why.startswith("买") else "商店")))
	return out


def class_list(r):
	owner, cls = r.choice(S.LIST_OWNERS)
	items = r.sample(S.LIST_CLASSES[cls], r.randint(3, 5))
	shown = [m(x, r.randint(1, 5)) if r.random() < 0.6 else x[0] for x in items]
	sep = "、"
	out = ["%s%s和%s。" % (owner, sep.join(shown[:-1]), shown[-1])]
	out.append(alt(r, "%s最喜欢%s。" % (r.choice(Z.BOYS + Z.GIRLS), items[0][0]),
		"一共有%s种%s。" % (Z.cn_number(len(items)), cls.replace("的动物", "动物")),
		"这些都是%s。" % cls))
	return out


def fable(r):
	"""从前有一只小兔子 ... — the same animal (它) all the way through."""
	an = r.choice([a for a in Z.ANIMALS if a[1] == "只"][:20])
	home = r.choice(["森林里", "小河边", "山脚下", "草地上", "大树下"])
	friend = r.choice([a for a in Z.ANIMALS if a[1] == "只" and a[0] != an[0]][:20])
	out = ["从前，有%s，它住在%s。" % (m(an), home)]
	out.append(alt(r, "有一天，%s想去找%s玩。" % (an[0], friend[0]), "有一天，%s饿了，想找东西吃。" % an[0],
		"有一天，下起了大雨，%s的家被淹了。" % an[0]))
	if "找东西吃" in out[-1]:
		out.append("它走啊走，看见了一棵果树。")
		out.append("可是果子太高了，%s够不着。" % an[0])
		out.append("这时候，%s来了，帮它摘下了果子。" % friend[0])
	elif "淹了" in out[-1]:
		out.append("%s没有地方住，冷得发抖。" % an[0])
		out.append("%s看见了，就请它到自己家里住。" % friend[0])
	else:
		out.append("它穿过草地，走过小桥，来到了%s的家。" % friend[0])
		out.append("%s和%s一起玩了一整天。" % (an[0], friend[0]))
	out.append(said(r, C.P(an[0], "它"), alt(r, "谢谢你，%s！" % friend[0], "你真是我的好朋友！")))
	out.append(alt(r, "从那以后，%s和%s成了好朋友。" % (an[0], friend[0]), "%s心里暖暖的。" % an[0]))
	return out


def kinds_doc(r):
	"""苹果是一种水果。哪一个不是水果？"""
	out = []
	for _ in range(r.randint(2, 4)):
		cls, members = r.choice(S.KINDS_OF)
		xs = r.sample(members, min(3, len(members)))
		out.append(alt(r, "%s是一种%s。" % (xs[0], cls), "%s、%s和%s都是%s。" % (xs[0], xs[1], xs[2], cls)
			if len(xs) == 3 else "%s是%s。" % (xs[0], cls)))
	if r.random() < 0.5:
		(cls, members), (cls2, members2) = r.sample(S.KINDS_OF, 2)
		xs = r.sample(members, 3)
		odd = r.choice([x for x in members2 if x not in members])
		out.append("%s、%s、%s、%s，哪一个不是%s？" % (xs[0], xs[1], odd, xs[2], cls))
		out.append("%s不是%s，它是%s。" % (odd, cls, cls2) if cls2 not in ("颜色", "运动", "职业") else
			"%s不是%s。" % (odd, cls))
	if r.random() < 0.5:
		how = r.choice(sorted(S.MOVES))
		out.append("%s会%s。" % (r.choice(S.MOVES[how]), how))
	return out


def plant_grow(r):
	hero, comp = cast(r)
	plant, end = r.choice([("向日葵", "开出了金黄的花"), ("豆子", "结出了长长的豆角"),
		("西红柿", "结出了红红的西红柿"), ("南瓜", "结出了一个大南瓜"), ("花", "开出了漂亮的花")])
	out = ["春天，%s在花盆里种了几颗%s的种子。" % (hero.name, plant)]
	out.append("%s每天都给它浇水。" % hero.ta)
	out.append("过了几天，土里冒出了一个小小的绿芽。")
	out.append(said(r, hero, "快看！我的%s发芽了！" % plant))
	out.append("太阳照着它，雨水浇着它，它一天天长高了。")
	out.append("到了夏天，它%s。" % end)
	out.append(alt(r, "%s高兴极了。" % hero.name, "%s把它给%s看。" % (hero.name, comp.name)))
	return out


def birthday(r):
	hero, comp = cast(r)
	age = r.randint(5, 10)
	gift = r.choice(["一辆自行车", "一本故事书", "一只风筝", "一盒彩笔", "一个足球", "一个布娃娃", "一套积木"])
	out = ["今天是%s的生日，%s%s岁了。" % (hero.name, hero.ta, Z.cn_number(age))]
	out.append("%s给%s做了一个大蛋糕，上面插着%s根蜡烛。" % (comp.name, hero.ta, Z.cn_number(age)))
	out.append("好朋友们都来了，大家一起唱生日歌。")
	out.append("%s许了一个愿，然后吹灭了蜡烛。" % hero.name)
	out.append("%s送给%s%s。" % (comp.name, hero.ta, gift))
	out.append(said(r, hero, alt(r, "谢谢！这正是我想要的！", "太好了，谢谢你！")))
	out.append(alt(r, "这是%s最开心的一个生日。" % hero.name, "晚上，%s又累又开心。" % hero.name))
	return out


def outing(r):
	hero, comp = cast(r)
	place = r.choice(["动物园", "农场", "海边", "公园", "山上", "河边"])
	things, acts = S.PLACE_THINGS[place]
	how = r.choice(["坐公交车", "坐火车", "开车", "骑自行车", "走路"])
	x = r.sample(things, 3)
	a, b = r.sample(acts, 2)
	out = [alt(r, "%s，%s和%s%s去%s。" % (r.choice(Z.DAYS), hero.name, comp.name, how, place),
		"%s想去%s，%s就带%s去了。" % (hero.name, place, comp.name, hero.ta))]
	out.append("在%s，他们看见了%s、%s和%s。" % (place, x[0], x[1], x[2]))
	out.append("他们先%s，然后%s。" % (a, b))
	out.append(said(r, hero, alt(r, "我们下次还来好吗？", "%s真好玩！" % place)))
	out.append(said(r, comp, alt(r, "好啊。", "下个星期再来吧。"), reply=True))
	out.append(alt(r, "傍晚，他们%s回家了。" % how, "回到家，%s把今天的事讲给%s听。" % (hero.name, r.choice(["爸爸", "妈妈", "奶奶"]))))
	return out


KINDS = [
	(8, "plot_weather", weather_day), (8, "diary", diary), (5, "plot_lost", lost_and_found),
	(4, "plot_broken", broken_and_mended), (6, "plot_feeling", feeling_story), (5, "plot_pet", pet_care),
	(5, "plot_cook", cook), (4, "plot_bank", bank_errand), (4, "class_list", class_list),
	(6, "fable", fable), (4, "kinds_of", kinds_doc), (3, "plot_plant", plant_grow), (3, "plot_birthday", birthday), (6, "plot_outing", outing),
]
