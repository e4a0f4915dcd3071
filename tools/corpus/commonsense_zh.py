"""Simplified Chinese everyday common sense: small tables of how the world
goes, each said in several frames, so that a continuation follows what the
sentence so far means.  因为……所以……, how people feel after what happened,
comparisons (哥哥很高，弟弟很矮; 我比姐姐小), 有的……有的……, what things are
用来 do, nature (太阳从东方升起), lists that stay inside one kind, gifts with
their measure words, and what the hour says we should do.  Every function
takes a random.Random and returns a list of sentences, each ending in its own
punctuation.  Written for attnstep.
"""
import lexicon_zh as Z
from everyday_zh import kid, anyone

W = Z.words

# 因为 cause, 所以 what follows (several each); {ta} is the person's pronoun
CAUSE_EFFECT = [
	("生病了", W("没去上学 在家休息 去了医院 要按时吃药 躺在床上 很难受")),
	("下雨了", W("没去公园 带了伞 在家里玩 穿上了雨衣 不能出去踢球")),
	("天气很热", W("去游泳了 吃了一根冰棍 开了空调 穿上了短袖 躲在树荫下")),
	("天气很冷", W("穿上了厚厚的棉袄 戴上了帽子和手套 不想出门 喝了一杯热茶")),
	("太累了", W("早早就睡觉了 坐下来休息 不想说话 走得很慢")),
	("没吃早饭", W("肚子饿得咕咕叫 上课的时候很饿 中午吃了两碗饭")),
	("起晚了", W("上学迟到了 跑着去学校 没来得及吃早饭 被老师批评了")),
	("认真复习", W("考试考得很好 得了一百分 全都做对了")),
	("下雪了", W("*我们去堆雪人 *地上白白的 *路上很滑 *大家去打雪仗")),
	("天黑了", W("*我们打开了灯 *小鸟都回家了 该回家了 *外面什么也看不清")),
	("口渴了", W("喝了一大杯水 去买了一瓶水 跑去找水喝")),
	("忘了带钥匙", W("进不了家门 只好在门口等妈妈 给爸爸打了电话")),
	("风很大", W("*风筝飞得很高 *树叶都被吹落了 *我们关上了窗户")),
	("每天锻炼身体", W("身体很好 很少生病 跑得很快")),
]
WEATHER_CAUSES = {"下雨了", "天气很热", "天气很冷", "下雪了", "天黑了", "风很大"}

# what happened, and how people felt
FEELING_AFTER = [
	("考试得了一百分", W("高兴 开心 兴奋 得意 激动")),
	("把杯子打碎了", W("害怕 难过 着急 不好意思")),
	("丢了心爱的玩具", W("难过 伤心 着急")),
	("收到了一份生日礼物", W("高兴 开心 惊喜 兴奋")),
	("比赛输了", W("难过 失望 伤心")),
	("在路上捡到了一个钱包", W("着急 紧张")),
	("第一次自己骑自行车", W("兴奋 紧张 高兴 自豪")),
	("一个人在家，外面打雷了", W("害怕 紧张")),
	("最好的朋友搬走了", W("难过 伤心 舍不得")),
	("帮奶奶提了很重的菜", W("累 高兴")),
	("等了很久公交车还没来", W("着急 生气 无聊")),
]
# reactions of a parent to what a child did
PARENT_REACTION = [
	("把杯子打碎了", W("生气 着急 担心")), ("考了一百分", W("高兴 开心 满意 骄傲")),
	("自己洗了碗", W("高兴 开心 满意")), ("把房间弄得很乱", W("生气 无奈")),
	("很晚还没回家", W("着急 担心")), ("主动帮助了同学", W("高兴 欣慰 骄傲")),
	("把衣服弄脏了", W("生气 无奈")), ("学会了游泳", W("高兴 开心")),
]

# pairs that differ; both orders are used
CONTRAST_PEOPLE = [("哥哥", "弟弟"), ("姐姐", "妹妹"), ("爸爸", "妈妈"), ("爷爷", "奶奶"),
	("小明", "小红"), ("小刚", "小丽"), ("我", "我的同桌")]
OPPOSITES = [("高", "矮"), ("胖", "瘦"), ("快", "慢"), ("早", "晚"),
	("安静", "活泼"), ("忙", "闲"), ("勇敢", "胆小")]
THING_CONTRASTS = [
	("大象", "老鼠", "大", "小"), ("长颈鹿", "小狗", "高", "矮"), ("兔子", "乌龟", "快", "慢"),
	("夏天", "冬天", "热", "冷"), ("白天", "晚上", "亮", "黑"), ("羽毛", "石头", "轻", "重"),
	("冰", "火", "冷", "热"), ("大海", "池塘", "大", "小"), ("柠檬", "蛋糕", "酸", "甜"),
	("白天", "晚上", "热", "冷"), ("南方", "北方", "暖和", "冷"), ("高山", "小山", "高", "矮"),
	("新书包", "旧书包", "干净", "脏"), ("黄河", "小溪", "长", "短"),
]

# 有的……有的……: a place, who is there, and what they are doing
SOME_DOING = [
	("公园里", "人", W("跑步 散步 跳舞 下棋 放风筝 打太极拳 看书 聊天 唱歌 遛狗")),
	("操场上", "同学", W("踢足球 跳绳 跑步 打篮球 做游戏 拍皮球 捉迷藏")),
	("树上", "鸟", W("唱歌 睡觉 找虫子吃 搭窝 叽叽喳喳地叫")),
	("教室里", "同学", W("看书 写作业 画画 聊天 擦黑板 背课文")),
	("海边", "人", W("游泳 晒太阳 堆沙堡 捡贝壳 钓鱼")),
	("池塘里", "鸭子", W("游泳 找吃的 梳理羽毛 在岸边休息")),
]

# what things are 用来 do
USES = [
	("剪刀", W("剪纸 剪东西 剪头发")), ("铅笔", W("写字 画画")), ("勺子", W("喝汤 吃饭")),
	("筷子", W("吃饭 夹菜")), ("扫帚", W("扫地")), ("钥匙", W("开门 开锁")),
	("雨伞", W("挡雨 遮太阳")), ("毛巾", W("擦脸 擦手")), ("牙刷", W("刷牙")),
	("尺子", W("画直线 量长短")), ("杯子", W("喝水 装水")), ("锅", W("做饭 炒菜 煮面条")),
	("梳子", W("梳头")), ("针", W("缝衣服 缝扣子")), ("胶水", W("粘东西 粘纸")),
	("橡皮", W("擦掉错字")), ("冰箱", W("放食物 保存食物 冰饮料")), ("地图", W("找路")),
	("钟", W("看时间")), ("相机", W("拍照")), ("电话", W("打电话 和朋友说话")),
	("网", W("捕鱼 捉蝴蝶")), ("铲子", W("挖土 挖沙子")), ("水壶", W("烧水 装水")),
	("书包", W("装书 装文具")), ("手电筒", W("照亮 在黑暗里看路")),
]

# nature, as true sentences with a fitting second half
NATURE = [
	("太阳从东方", W("升起来 升起")), ("太阳从西方", W("落下去 落下")), ("鱼在水里", W("游 游来游去 游泳")),
	("鸟在天上", W("飞 飞来飞去 飞翔")), ("冰放在太阳下面会", W("化 化成水 融化")),
	("天黑了，月亮和星星都", W("出来了 亮了")), ("春天来了，花儿都", W("开了 开放了")),
	("秋天到了，树叶都", W("黄了 落了 变黄了")), ("冬天到了，天上", W("下雪了 飘着雪花")),
	("小猫喜欢吃", W("鱼 小鱼")), ("小狗喜欢啃", W("骨头")), ("小兔子喜欢吃", W("胡萝卜 青菜")),
	("蜜蜂会", W("采蜜 酿蜜")), ("母鸡会", W("下蛋")), ("奶牛给我们", W("牛奶 提供牛奶")),
	("植物的生长需要", W("水和阳光 阳光和水 水、阳光和空气")), ("水烧开了会", W("冒热气 变成水蒸气")),
	("下雨以前，天上常常", W("有乌云 刮风")), ("青蛙会", W("捉害虫 跳 游泳")),
	("白天有太阳，晚上有", W("月亮 星星 月亮和星星")), ("一年有四个季节：", W("春、夏、秋、冬 春天、夏天、秋天和冬天")),
	("一个星期有", W("七天")), ("一天有", W("二十四个小时")),
]

# lists inside one kind, in a place where those things are
LISTS = [
	("书包里有", W("课本 铅笔 橡皮 尺子 本子 文具盒 彩笔")),
	("桌子上有", W("苹果 香蕉 橘子 梨 葡萄 西瓜")),
	("动物园里有", W("老虎 狮子 大象 猴子 熊猫 长颈鹿 斑马")),
	("奶奶家养了很多", W("鸡 鸭 鹅 猪 牛 羊 兔子")),
	("菜市场里卖", W("白菜 萝卜 土豆 西红柿 黄瓜 茄子 青菜")),
	("我的玩具有", W("皮球 积木 布娃娃 玩具车 风筝 拼图")),
	("衣柜里有", W("衬衫 裙子 裤子 毛衣 外套")),
	("花园里开着", W("玫瑰花 菊花 月季 牡丹 向日葵")),
	("大海里有", W("鱼 虾 螃蟹 海龟 海星 鲸鱼")),
	("早饭我吃了", W("鸡蛋 包子 面包 油条 粥")),
]

# gifts with their measure words
GIFTS = [("本", W("书 故事书 画册")), ("辆", W("自行车 玩具车")), ("个", W("书包 蛋糕 布娃娃 足球 皮球")),
	("只", W("小狗 小猫 风筝")), ("双", W("鞋 运动鞋")), ("件", W("衣服 毛衣 外套")),
	("盒", W("彩笔 巧克力 积木")), ("套", W("积木 故事书"))]

# the hour, and what we should do then
HOURS = [("早上七点", W("起床 吃早饭")), ("早上八点", W("上学 去上课")), ("中午十二点", W("吃午饭")),
	("下午五点", W("回家 写作业")), ("晚上六点", W("吃晚饭")), ("晚上九点", W("睡觉 上床睡觉 洗澡睡觉"))]


def cause_effect(r):
	"""因为……所以……, both orders; a cause of the weather has no person in it,
	and an effect marked * already has its own subject (地上白白的)."""
	out = []
	for _ in range(r.randint(1, 3)):
		p = anyone(r, family=0.3) if r.random() < 0.7 else None
		name, pron = (p.name, p.ta) if p else ("我", "我")
		c, effects = r.choice(CAUSE_EFFECT)
		e = r.choice(effects)
		own = e.startswith("*")
		e = e.lstrip("*")
		doer = "" if own else name
		form = r.random()
		if c in WEATHER_CAUSES:
			if form < 0.45:
				out.append("因为%s，所以%s%s。" % (c, doer, e))
			elif form < 0.7 and not own:
				out.append("%s%s，因为%s。" % (name, e, c))
			else:
				out.append("%s，%s%s。" % (c, doer, e))
		elif form < 0.45:
			out.append("因为%s%s，所以%s%s。" % (name, c, "" if own else pron, e))
		elif form < 0.7 and not own:
			out.append("%s%s，因为%s%s。" % (name, e, pron, c))
		else:
			out.append("%s%s，%s。" % (name, c, e))
	return out


def feelings(r):
	out = []
	for _ in range(r.randint(1, 3)):
		if r.random() < 0.6:
			p = kid(r)
			ev, fs = r.choice(FEELING_AFTER)
			very = r.choice(["非常", "很", "特别", "十分"])
			f = r.choice(fs)
			form = r.random()
			if form < 0.5:
				out.append("%s%s，%s%s%s。" % (p.name, ev, p.ta, very, f))
			elif form < 0.8:
				out.append("%s%s%s，因为%s%s。" % (p.name, very, f, p.ta, ev))
			else:
				out.append("%s%s，心里%s%s。" % (p.name, ev, very, f))
		else:
			child = r.choice(["弟弟", "妹妹", "小明", "小红", "我", "哥哥", "姐姐"])
			parent = r.choice(["妈妈", "爸爸", "奶奶", "爷爷", "老师"])
			ev, fs = r.choice(PARENT_REACTION)
			out.append("%s%s，%s很%s。" % (child, ev, parent, r.choice(fs)))
	return out


def contrasts(r):
	out = []
	for _ in range(r.randint(2, 4)):
		k = r.random()
		if k < 0.45:
			a, b = r.choice(CONTRAST_PEOPLE)
			x, y = r.choice(OPPOSITES)
			if r.random() < 0.5:
				a, b = b, a
			form = r.random()
			if form < 0.4:
				out.append("%s很%s，%s很%s。" % (a, x, b, y))
			elif form < 0.7:
				out.append("%s比%s%s，%s比%s%s。" % (a, b, x, b, a, y))
			else:
				out.append("%s很%s，可是%s很%s。" % (a, x, b, y))
		else:
			a, b, x, y = r.choice(THING_CONTRASTS)
			if r.random() < 0.5:
				a, b, x, y = b, a, y, x
			form = r.random()
			if form < 0.4:
				out.append("%s很%s，%s很%s。" % (a, x, b, y))
			elif form < 0.7:
				out.append("%s很%s，可是%s很%s。" % (a, x, b, y))
			else:
				out.append("%s比%s%s。" % (a, b, x))
	if r.random() < 0.3:
		a, b = r.choice([("姐姐", "我"), ("哥哥", "我"), ("我", "弟弟"), ("我", "妹妹")])
		out.append("%s比%s大，%s比%s小。" % (a, b, b, a))
	return out


def some_doing(r):
	place, who, acts = r.choice(SOME_DOING)
	k = r.randint(2, 4)
	picked = r.sample(acts, k)
	s = "%s有很多%s，" % (place, who) + "，".join(("有的" if a.startswith("在") else "有的在") + a for a in picked) + "。"
	out = [s]
	if r.random() < 0.4:
		out.append(r.choice(["大家都很开心。", "真热闹啊！", "我也想和他们一起玩。"] if who in ("人", "同学") else ["真热闹啊！", "真有意思！"]))
	return out


def uses(r):
	out = []
	for thing, jobs in r.sample(USES, r.randint(2, 5)):
		j = r.choice(jobs)
		form = r.random()
		if form < 0.4:
			out.append("我们用%s来%s。" % (thing, j))
		elif form < 0.6:
			out.append("%s是用来%s的。" % (thing, j))
		elif form < 0.8:
			out.append("要%s，就要用%s。" % (j, thing))
		else:
			out.append("“我们用什么%s？”“用%s。”" % (j, thing))
	return out


def nature(r):
	out = []
	for head, tails in r.sample(NATURE, r.randint(2, 4)):
		out.append(head + r.choice(tails) + "。")
	return out


def lists(r):
	out = []
	for head, things in r.sample(LISTS, r.randint(1, 2)):
		picked = r.sample(things, r.randint(2, 4))
		s = "、".join(picked[:-1]) + "和" + picked[-1]
		out.append(head + s + "。")
	return out


def gifts(r):
	giver = r.choice(["爸爸", "妈妈", "奶奶", "爷爷", "姐姐", "哥哥", "叔叔", "阿姨"])
	m, things = r.choice(GIFTS)
	t = r.choice(things)
	first = r.choice(["今天是我的生日，", "过新年了，", "儿童节到了，", "我考了一百分，", ""])
	out = ["%s%s送给我一%s%s。" % (first, giver, m, t)]
	out.append(r.choice(["我非常喜欢。", "我高兴极了。", "我说：“谢谢%s！”" % giver, "我每天都带着它。"]))
	return out


def hours(r):
	when, acts = r.choice(HOURS)
	a = r.choice(acts)
	who = r.choice(["我", "我们", "弟弟", "小明"])
	return [r.choice(["%s了，%s该%s了。" % (when, who, a), "现在是%s，%s该%s了。" % (when, who, a),
		"%s了，妈妈说：“快%s吧。”" % (when, a)])]


def ask_answer(r):
	"""妈妈问我：“你作业写完了吗？”我说：“写完了。” and the like."""
	pairs = [("你作业写完了吗？", W("写完了。 还没有，马上就写完。")),
		("你今天晚上想吃什么？", W("我想吃饺子。 我想吃面条。 我想吃米饭和鱼。")),
		("你今天在学校开心吗？", W("很开心！ 开心，我们上了体育课。")),
		("你几点起床？", W("我七点起床。 我六点半起床。")),
		("你喜欢什么动物？", W("我喜欢小狗。 我喜欢熊猫。")),
		("外面冷不冷？", W("很冷，要多穿点衣服。 不冷，今天很暖和。"))]
	asker = r.choice(["妈妈", "爸爸", "奶奶", "老师"])
	ques, answers = r.choice(pairs)
	out = ["%s问我：“%s”我说：“%s”" % (asker, ques, r.choice(answers))]
	if r.random() < 0.4:
		out.append(r.choice(["老师说：“同学们，请打开书。”", "老师说：“同学们，上课了，请坐好。”",
			"老师说：“同学们，今天我们学习新课。”"]))
	return out


def doc(r):
	fns = [cause_effect, feelings, contrasts, some_doing, uses, nature, lists, gifts, hours, ask_answer]
	out = []
	for fn in r.sample(fns, r.randint(1, 3)):
		out += fn(r)
	return out


KIND_LIST = [
	(4, "cause_effect", cause_effect), (4, "feeling_after", feelings), (3, "contrasts", contrasts),
	(2, "some_doing", some_doing), (2, "uses", uses), (3, "nature_facts", nature),
	(2, "one_kind_lists", lists), (2, "gifts", gifts), (1, "hours", hours),
	(2, "ask_answer", ask_answer), (3, "common_sense", doc),
]
