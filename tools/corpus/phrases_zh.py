"""Simplified Chinese: words that go together, at the end of sentences of any
length.  A measure word and its nouns (一瓶牛奶, 一碗面), what people do in a
room or a place (妈妈在厨房里做饭), what a cold makes you do (一直在咳嗽),
又……又……, 比 with a difference (姐姐比我大三岁), a result after 结果, what
someone found on arriving (火车已经开走了), festivals and their customs,
short exchanges with a fixed reply (“你吃饭了吗？”“还没有。”), and how the road
or the weather turned.  The slot a reader is meant to predict comes after
a clause or two, so that a continuation has to carry the sentence's
meaning across it.  Every function takes a random.Random and returns a
list of sentences ending in their own punctuation.  Written for attnstep.
"""
import lexicon_zh as Z

W = Z.words

# measure word, nouns it counts, and the kind of thing they are
MEASURES = [("瓶", W("牛奶 水 可乐 果汁 酸奶 汽水"), "drink"), ("杯", W("水 牛奶 茶 奶茶 果汁 热水"), "drink"),
	("碗", W("面 面条 米饭 粥 汤 饺子 馄饨"), "food"), ("只", W("猫 小猫 狗 小狗 兔子 小鸟 鸭子 熊"), "animal"),
	("本", W("书 故事书 作业本 画册 字典"), "thing"), ("块", W("月饼 蛋糕 巧克力 糖 面包 西瓜"), "food"),
	("根", W("冰棍 香蕉 黄瓜 雪糕 玉米"), "food"), ("件", W("衣服 毛衣 外套 T恤 衬衫"), "wear"),
	("双", W("鞋 袜子 手套 运动鞋"), "wear"), ("张", W("纸 画 照片 贺卡"), "thing"),
	("条", W("裤子 裙子 围巾"), "wear"), ("条", W("鱼 小鱼"), "animal"), ("辆", W("自行车 小汽车 玩具车"), "thing"),
	("把", W("伞 雨伞 椅子 钥匙 尺子"), "thing"), ("个", W("苹果 蛋糕 西瓜 鸡蛋 汉堡"), "food"),
	("个", W("书包 玩具 娃娃 气球 足球"), "thing")]
# frames for each kind: %(who)s, %(m)s measure word, %(n)s noun
HOLD_FRAMES = {
	"drink": ["%(who)s从冰箱里拿出了一%(m)s%(n)s。", "%(who)s给我倒了一%(m)s%(n)s。", "我渴了，想喝一%(m)s%(n)s。"],
	"food": ["%(who)s给我买了一%(m)s%(n)s。", "我饿了，想吃一%(m)s%(n)s。", "桌子上放着一%(m)s%(n)s。"],
	"animal": ["%(who)s画了一%(m)s%(n)s。", "我们家养了一%(m)s%(n)s。", "树下有一%(m)s%(n)s。"],
	"thing": ["%(who)s给我买了一%(m)s%(n)s。", "%(who)s手里拿着一%(m)s%(n)s。", "桌子上放着一%(m)s%(n)s。"],
	"wear": ["%(who)s给我买了一%(m)s%(n)s。", "%(who)s穿着一%(m)s新%(n)s。", "这%(m)s%(n)s太小了，我想换一%(m)s大一点的。"],
}

# a room or place, who is found there, what they do there
PLACE_DOES = [("厨房里", W("妈妈 爸爸 奶奶"), W("做饭 炒菜 洗碗 切菜 煮面条 包饺子")),
	("客厅里", W("爸爸 爷爷 我们"), W("看电视 聊天 看报纸 玩游戏")),
	("操场上", W("同学们 我们 哥哥"), W("跑步 踢足球 打篮球 跳绳 做操")),
	("图书馆里", W("同学们 姐姐 我"), W("看书 借书 写作业")), ("教室里", W("同学们 我们"), W("上课 写字 读书 画画")),
	("公园里", W("爷爷 奶奶 我们"), W("散步 放风筝 跑步 晒太阳")), ("院子里", W("奶奶 爷爷 妈妈"), W("浇花 晒衣服 种菜")),
	("卧室里", W("弟弟 姐姐 我"), W("睡觉 看书 收拾东西")), ("游泳池里", W("孩子们 我们"), W("游泳 玩水")),
	("超市里", W("妈妈 我们"), W("买东西 买菜 排队"))]

# when ill: what one keeps doing, what the doctor says to have more and less of
ILL = [("感冒了", W("咳嗽 打喷嚏 流鼻涕 发烧 睡觉")), ("发烧了", W("睡觉 喝水 躺着")),
	("肚子疼", W("喝热水 躺着 哭"))]
MORE_LESS = [("喝水", W("吃糖 吃零食 喝饮料 吃冰的 吃辣的 吃甜食")), ("吃青菜", W("吃肉 吃零食 吃糖")),
	("睡觉", W("看手机 看电视 玩游戏")), ("运动", W("看电视 玩手机"))]

# 又A又B: thing, pairs of qualities that go together
BOTH = [("个西瓜", [("大", "甜"), ("大", "圆"), ("红", "甜")]), ("只小猫", [("小", "可爱"), ("白", "胖")]),
	("个房间", [("大", "亮"), ("干净", "整齐")]), ("块面包", [("香", "软")]), ("个苹果", [("红", "甜"), ("大", "红")]),
	("条路", [("长", "窄"), ("宽", "平")]), ("只小狗", [("聪明", "可爱")]), ("件衣服", [("漂亮", "暖和")])]

# 比: comparison, with a size for the difference
COMPARE = [("大", W("一岁 两岁 三岁 五岁 很多")), ("高", W("一点儿 一头 很多")), ("重", W("两斤 一点儿")),
	("跑得快", W("一点儿 很多"))]

# did something too much (得太), and the result (结果)
TOO_MUCH = [("跑得太快", W("摔倒了 摔了一跤 鞋子掉了")), ("起得太晚", W("迟到了 没吃早饭 没赶上公交车")),
	("吃得太多", W("肚子疼了 吃不下晚饭了")), ("玩得太晚", W("作业没写完 第二天起不来")),
	("穿得太少", W("感冒了 冻得发抖"))]

# arrived somewhere and found that (已经 / 还)
FOUND = [("火车站", W("火车已经开走了 火车还没进站 人很多")), ("电影院", W("电影已经开始了 票已经卖完了")),
	("学校", W("校门还没开 同学们已经到了")), ("超市", W("超市已经关门了 牛奶已经卖完了")),
	("公交车站", W("车已经开走了 车还没来"))]

# festival and what families do
FESTIVALS = [("春节", W("贴春联 吃饺子 包饺子 放鞭炮 拜年 回老家")), ("中秋节", W("吃月饼 赏月 全家团聚")),
	("端午节", W("吃粽子 划龙舟")), ("元宵节", W("吃汤圆 看花灯")), ("儿童节", W("去公园玩 表演节目"))]

# a question and the usual replies
# (question, who asks it, the usual replies); None: the class answers
EXCHANGES = [("你吃饭了吗？", W("妈妈 奶奶 同学"), W("还没有。 吃过了。 吃了，你呢？")),
	("你要买什么？", W("售货员"), W("我要买一瓶牛奶。 我想买一个本子。")),
	("谁知道答案？", W("老师"), None), ("你怎么了？", W("妈妈 老师 同学"), W("我肚子疼。 我有点儿不舒服。")),
	("你几岁了？", W("阿姨 叔叔 老师"), W("我七岁了。 我八岁了。")),
	("这是谁的铅笔？", W("老师 同学"), W("是我的。 是小明的。 不是我的。")),
	("一斤苹果多少钱？", W("妈妈 奶奶"), W("五块钱。 六块钱一斤。"))]

# what made the road or the sky change
ROAD = [("昨天晚上下了大雨", W("路上都是水 路上很滑 路上有很多水坑")), ("昨天下了一夜的雪", W("路上都是雪 路上很滑")),
	("路上车很多", W("我们迟到了 我们走得很慢 我们等了很久"))]
SUDDEN = W("冷 热 阴 黑")


def measures(r):
	m, ns, kind = r.choice(MEASURES)
	who = r.choice(["妈妈", "爸爸", "哥哥", "姐姐", "奶奶", "妹妹"])
	out = [r.choice(HOLD_FRAMES[kind]) % {"who": who, "m": m, "n": r.choice(ns)}]
	if r.random() < 0.4:
		out.append(r.choice(["我很喜欢。", "真好！", "我高兴极了。"]))
	return out


def place_does(r):
	place, whos, dos = r.choice(PLACE_DOES)
	who = r.choice(whos)
	when = r.choice(["", "每天", "下午", "周末", "吃完饭以后，"])
	return ["%s%s在%s%s。" % (when, who, place, r.choice(dos))]


def ill(r):
	what, keeps = r.choice(ILL)
	more, lesses = r.choice(MORE_LESS)
	who = r.choice(["他", "她", "弟弟", "我", "小明"])
	out = ["%s%s，一直在%s。" % (who, what, r.choice(keeps))]
	if r.random() < 0.6:
		out.append("医生说%s要多%s，少%s。" % (who, more, r.choice(lesses)))
	return out


def both(r):
	t, pairs = r.choice(BOTH)
	a, b = r.choice(pairs)
	return [r.choice(["这%s又%s又%s。", "那%s又%s又%s。"]) % (t, a, b)]


def compare(r):
	q, diffs = r.choice(COMPARE)
	a, b = r.choice([("姐姐", "我"), ("哥哥", "我"), ("我", "弟弟"), ("我", "妹妹"), ("爸爸", "妈妈")])
	return ["%s比%s%s%s。" % (a, b, q, r.choice(diffs))]


def too_much(r):
	what, results = r.choice(TOO_MUCH)
	who = r.choice(["我", "弟弟", "小明", "妹妹"])
	return ["%s%s，结果%s。" % (who, what, r.choice(results))]


def found(r):
	place, sights = r.choice(FOUND)
	who = r.choice(["我们", "他们", "我", "爸爸和我"])
	return ["%s到了%s，发现%s。" % (who, place, r.choice(sights))]


def festivals(r):
	f, does = r.choice(FESTIVALS)
	a, b = r.sample(does, 2) if len(does) > 1 else (does[0], does[0])
	form = r.random()
	if form < 0.5:
		return ["%s的时候，我们家要%s。" % (f, a)]
	if form < 0.8:
		return ["%s到了，我们%s，还%s。" % (f, a, b)] if a != b else ["%s到了，我们%s。" % (f, a)]
	return ["%s晚上，爷爷%s。" % (f, "切了一块月饼递给我" if f == "中秋节" else "给我们讲故事")]


def exchanges(r):
	q, askers, replies = r.choice(EXCHANGES)
	who = r.choice(askers)
	if replies is None:
		k = r.choice(Z.BOYS + Z.GIRLS)
		return ["老师问：“%s”%s马上%s。" % (q, k, r.choice(["举手", "举起了手", "站起来回答", "大声说出了答案"]))]
	return ["%s问我：“%s”我说：“%s”" % (who, q, r.choice(replies))]


def road(r):
	cause, results = r.choice(ROAD)
	if r.random() < 0.3:
		return ["今天出门的时候，天气突然变得很%s。" % r.choice(SUDDEN)]
	return ["因为%s，所以%s。" % (cause, r.choice(results))]


KIND_LIST = [
	(3, "measure_words", measures), (3, "place_does", place_does), (2, "ill", ill), (2, "both_and", both),
	(2, "compare", compare), (2, "too_much", too_much), (2, "found_on_arrival", found),
	(2, "festival_customs", festivals), (3, "exchanges", exchanges), (2, "road_and_sky", road),
]
