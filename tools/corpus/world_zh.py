"""Simplified Chinese: what things are like and what people do about them.
The colour and taste of things (苹果是红的，香蕉是黄的), favourites with a
reason (我最喜欢的水果是西瓜，因为它很甜), what animals do when something
happens (小狗看见陌生人就汪汪叫), going somewhere together for a purpose
(我和妈妈一起去超市买菜), what we should do at a time or place (上课的时候，
我们要认真听讲), meals and hunger (我饿了，因为我今天没吃早饭), a quick
reaction (下雨了，我们赶紧跑回家), and the weather said as 今天天气很…….
Each table is said in a few frames so that the second half of a sentence
follows its first half.  Every function takes a random.Random and returns a
list of sentences ending in their own punctuation.  Written for attnstep.
"""
import lexicon_zh as Z

W = Z.words

# thing, what it is like (colour or taste or feel); 的 makes the predicate
LOOKS = [
	("苹果", W("红的 甜的 圆圆的")), ("香蕉", W("黄的 甜的 弯弯的")), ("西瓜", W("绿的 甜的 圆圆的")),
	("橘子", W("黄的 酸酸甜甜的")), ("葡萄", W("紫的 酸酸甜甜的")), ("柠檬", W("黄的 酸的")),
	("草莓", W("红的 甜的")), ("梨", W("黄的 甜的")), ("樱桃", W("红的 小小的")),
	("天空", W("蓝的")), ("小草", W("绿的")), ("白云", W("白的 软软的")), ("雪", W("白的 凉的")),
	("乌鸦", W("黑的")), ("大熊猫", W("黑白的")), ("太阳", W("红的 热的")), ("冰", W("凉的 硬的")),
	("糖", W("甜的")), ("盐", W("咸的 白的")), ("药", W("苦的")), ("辣椒", W("辣的 红的")),
	("石头", W("硬的 重的")), ("棉花", W("软的 白的")), ("牛奶", W("白的")), ("咖啡", W("苦的")),
]

# kind, favourites in it, reasons a child gives
FAVOURITES = [
	("水果", W("苹果 西瓜 草莓 香蕉 葡萄 桃子 橘子"), W("很甜 很好吃 水很多")),
	("动物", W("大熊猫 小狗 小猫 兔子 长颈鹿 猴子 海豚"), W("很可爱 很聪明 很好玩")),
	("颜色", W("红色 蓝色 绿色 黄色 粉色 紫色"), W("很漂亮 很好看 像天空一样")),
	("季节", W("春天 夏天 秋天 冬天"), W("很舒服 可以出去玩 有很多好吃的")),
	("运动", W("跑步 游泳 踢足球 打篮球 跳绳 打乒乓球"), W("很好玩 能锻炼身体 可以和朋友一起玩")),
	("食物", W("饺子 面条 米饭 包子 鸡蛋 红烧肉"), W("很好吃 很香 是妈妈做的")),
	("玩具", W("积木 皮球 布娃娃 玩具车 风筝 拼图"), W("很好玩 是爸爸送的 很有意思")),
	("课", W("语文课 数学课 体育课 美术课 音乐课"), W("很有意思 老师讲得很好 可以学到很多东西")),
	("节日", W("春节 儿童节 中秋节 国庆节"), W("可以放假 有好吃的 全家人在一起")),
]

# animal, what it meets, what it does then
ANIMAL_REACTS = [
	("小狗", W("陌生人 坏人 小猫"), W("汪汪叫 叫个不停 跑过去")), ("小狗", W("主人"), W("摇尾巴 跑过去 高兴地跳起来")),
	("小猫", W("老鼠"), W("追上去 扑过去")), ("小猫", W("小狗 大狗"), W("跑开了 爬到树上")),
	("小鸟", W("人 猫"), W("飞走了 飞到树上")), ("老鼠", W("猫"), W("逃走了 躲进洞里")),
	("公鸡", W("太阳"), W("喔喔叫")), ("小兔子", W("大灰狼 猎人"), W("逃走了 躲起来了")),
	("小鸭子", W("池塘 小河"), W("跳进水里 跳下去游泳")), ("蜜蜂", W("花 花朵"), W("飞过去采蜜")),
]

# with whom, where, to do what
OUTINGS = [
	("超市", W("买菜 买水果 买东西 买牛奶")), ("公园", W("散步 放风筝 玩 看花")),
	("书店", W("买书 看书")), ("医院", W("看病 看医生 打针")), ("动物园", W("看熊猫 看猴子 看动物")),
	("游泳馆", W("游泳")), ("电影院", W("看电影")), ("奶奶家", W("看奶奶 吃饭 过周末")),
	("图书馆", W("借书 看书")), ("海边", W("捡贝壳 玩沙子 看大海")), ("菜市场", W("买菜 买鱼")),
	("银行", W("取钱 存钱")), ("邮局", W("寄信 寄包裹")), ("理发店", W("理发 剪头发")),
]
COMPANIONS = W("妈妈 爸爸 奶奶 爷爷 姐姐 哥哥 同学 好朋友 全家人")

# when or where, what we should do (要) and what we should not (不要)
CONDUCT = [
	("上课的时候", W("认真听讲 举手发言 坐好"), W("说话 吃东西 做小动作")),
	("过马路的时候", W("看红绿灯 走人行横道 拉着大人的手"), W("跑 看手机 闯红灯")),
	("吃饭的时候", W("细嚼慢咽 坐好 洗手"), W("说话 挑食 看电视")),
	("在图书馆里", W("保持安静 轻轻地走路 爱护图书"), W("大声说话 跑来跑去")),
	("睡觉以前", W("刷牙 洗脸 洗脚"), W("看手机 吃糖")),
	("写作业的时候", W("认真 仔细 专心"), W("玩 看电视 东张西望")),
	("下雨的时候", W("带伞 穿雨衣 慢慢走"), W("踩水坑 在雨里跑")),
	("在公园里", W("爱护花草 把垃圾扔进垃圾桶"), W("摘花 乱扔垃圾 踩草地")),
]

# meals and what was eaten
MEALS = [("早饭", W("包子和豆浆 鸡蛋和牛奶 面条 油条和豆浆 粥和馒头")),
	("午饭", W("米饭和青菜 饺子 面条 米饭和鱼")), ("晚饭", W("米饭和鸡肉 饺子 面条 米饭和青菜 馄饨"))]

# what happened, what we quickly did (赶紧 / 连忙)
QUICK = [
	("下雨了", W("跑回家 打开雨伞 把衣服收进来 躲到屋檐下 关上窗户")),
	("上课铃响了", W("跑进教室 坐好 拿出课本")),
	("天黑了", W("回家 打开灯")),
	("起晚了", W("穿好衣服 跑去学校 刷牙洗脸")),
	("弟弟摔倒了", W("把他扶起来 跑过去扶他")),
	("水开了", W("关上火 把水倒进杯子里")),
	("妈妈回来了", W("跑过去开门 帮妈妈拿东西")),
	("刮大风了", W("关上窗户 跑回家 收好衣服")),
]

# weather said as 今天天气很X, and what we do in it
WEATHER = [("好", W("我们去公园玩 我们去爬山 大家都出去玩 阳光很温暖")),
	("热", W("我们去游泳 我们吃了冰棍 我穿上了短袖 太阳很晒")),
	("冷", W("我穿上了棉袄 我们在家里待着 我戴上了手套 外面在刮风")),
	("晴朗", W("天空很蓝 我们去放风筝 我们出去散步")),
	("暖和", W("我们去公园散步 小草都绿了")),
	("凉快", W("我们去爬山 秋风吹在脸上很舒服"))]


def looks(r):
	"""苹果是红的，香蕉是黄的。 and 糖是甜的，药是苦的。"""
	out = []
	for _ in range(r.randint(1, 3)):
		(a, xs), (b, ys) = r.sample(LOOKS, 2)
		x, y = r.choice(xs), r.choice(ys)
		form = r.random()
		if form < 0.55:
			out.append("%s是%s，%s是%s。" % (a, x, b, y))
		elif form < 0.8:
			out.append("%s是%s。" % (a, x))
		elif len(x) == 2 and x[0] in "红黄绿蓝白黑紫":
			out.append("“%s是什么颜色的？”“%s是%s。”" % (a, a, x))
		else:
			out.append("%s是%s，%s也是%s。" % (a, x, b, x) if x in ys else "%s是%s，%s是%s。" % (a, x, b, y))
	return out


def favourites(r):
	out = []
	for kind, things, reasons in r.sample(FAVOURITES, r.randint(1, 2)):
		who = r.choice(["我", "我", "弟弟", "妹妹", "小明", "小红", "姐姐"])
		t = r.choice(things)
		why = r.choice(reasons)
		form = r.random()
		if form < 0.5:
			out.append("%s最喜欢的%s是%s，因为%s。" % (who, kind, t, ("它" if kind in ("水果", "动物", "玩具", "食物") else "") + why))
		elif form < 0.8:
			out.append("%s最喜欢的%s是%s。" % (who, kind, t))
		else:
			out.append("“你最喜欢什么%s？”“我最喜欢%s。”" % (kind, t))
	return out


def animal_reacts(r):
	out = []
	for a, meets, does in r.sample(ANIMAL_REACTS, r.randint(1, 3)):
		m, d = r.choice(meets), r.choice(does)
		out.append(r.choice(["%s看见%s就%s。" % (a, m, d), "%s一看见%s，就%s。" % (a, m, d)]))
	return out


def outings(r):
	place, whys = r.choice(OUTINGS)
	who = r.choice(COMPANIONS)
	why = r.choice(whys)
	when = r.choice(["", "今天", "星期天", "周末", "昨天", "放学以后，"])
	form = r.random()
	if form < 0.6:
		out = ["%s我和%s一起去%s%s。" % (when, who, place, why)]
	elif form < 0.85:
		out = ["%s我和%s一起去了%s，我们在那里%s。" % (when, who, place, why)]
	else:
		out = ["“你们去哪儿？”“我们去%s%s。”" % (place, why)]
	if r.random() < 0.4:
		out.append(r.choice(["我们玩得很开心。", "我们很晚才回家。", "那天我非常高兴。"]))
	return out


def conduct(r):
	when, dos, donts = r.choice(CONDUCT)
	form = r.random()
	if form < 0.5:
		return ["%s，我们要%s。" % (when, r.choice(dos))]
	if form < 0.8:
		return ["%s，我们要%s，不要%s。" % (when, r.choice(dos), r.choice(donts))]
	who = r.choice(["老师", "妈妈", "爸爸"])
	return ["%s说：“%s，要%s。”" % (who, when, r.choice(dos))]


def meals(r):
	meal, foods = r.choice(MEALS)
	f = r.choice(foods)
	who = r.choice(["我", "弟弟", "小明", "妹妹"])
	form = r.random()
	if form < 0.35:
		return ["%s饿了，因为%s今天没吃%s。" % (who, "我" if who == "我" else "他" if who in ("弟弟", "小明") else "她", meal)]
	if form < 0.7:
		return ["%s吃的是%s。" % (meal, f), r.choice(["真好吃！", "我吃得饱饱的。", "妈妈做得很香。"])]
	return ["%s%s吃了%s。" % (who, meal, f)]


def quick(r):
	out = []
	for what, dos in r.sample(QUICK, r.randint(1, 2)):
		who = r.choice(["我们", "我", "大家", "小明"])
		out.append("%s，%s%s%s。" % (what, who, r.choice(["赶紧", "赶紧", "连忙", "马上"]), r.choice(dos)))
	return out


def weather(r):
	w, thens = r.choice(WEATHER)
	when = r.choice(["今天", "今天", "昨天"])
	return ["%s天气很%s，%s。" % (when, w, r.choice(thens))]


KIND_LIST = [
	(3, "looks_tastes", looks), (3, "favourites", favourites), (2, "animal_reacts", animal_reacts),
	(3, "outings", outings), (2, "conduct", conduct), (2, "meals", meals), (2, "quick", quick),
	(2, "weather_very", weather),
]
