"""Simplified Chinese: what a child knows by heart and says without thinking.
What we call the people in our family (妈妈的妈妈是外婆), small sums said
in words (三加四等于七), how many make one (一个星期有七天), words and their
opposites (“大”的反义词是“小”), the polite things said at the table and at
the door (你们慢慢吃，很高兴认识你), what we do right after getting up,
verbs and the things they go with (放风筝，弹钢琴), what one cannot manage
(鞋太小了，穿不下), feelings so strong they show (高兴得跳了起来), what
animals eat, and who is at home.  Each fact is said in a few frames so that
the end of a sentence is learnt from what it means.  Every function takes a
random.Random and returns a list of sentences ending in their own
punctuation.  Written for attnstep.
"""
import lexicon_zh as Z

W = Z.words

# relation, what we call them (first the usual word), and 他 or 她
FAMILY = [("妈妈的妈妈", W("外婆 姥姥"), "她"), ("妈妈的爸爸", W("外公 姥爷"), "他"),
	("爸爸的妈妈", W("奶奶"), "她"), ("爸爸的爸爸", W("爷爷"), "他"),
	("爸爸的哥哥", W("伯伯 大伯"), "他"), ("爸爸的弟弟", W("叔叔"), "他"),
	("爸爸的姐姐", W("姑姑 姑妈"), "她"), ("爸爸的妹妹", W("姑姑"), "她"),
	("妈妈的姐姐", W("阿姨 姨妈 大姨"), "她"), ("妈妈的妹妹", W("阿姨 小姨"), "她"),
	("妈妈的哥哥", W("舅舅"), "他"), ("妈妈的弟弟", W("舅舅 小舅"), "他"),
	("叔叔的儿子", W("堂哥 堂弟"), "他"), ("姑姑的女儿", W("表姐 表妹"), "她")]

NUMS = W("零 一 二 三 四 五 六 七 八 九 十 十一 十二 十三 十四 十五 十六 十七 十八 十九 二十")

HOW_MANY = [("一个星期", "七天"), ("一年", "十二个月"), ("一天", "二十四个小时"), ("一个小时", "六十分钟"),
	("一分钟", "六十秒"), ("一年", "四个季节"), ("一只手", "五根手指"), ("一只小狗", "四条腿"),
	("一只小鸟", "两条腿"), ("一辆自行车", "两个轮子"), ("一辆汽车", "四个轮子"), ("三角形", "三条边"),
	("正方形", "四条边"), ("一只蜘蛛", "八条腿")]

OPPOSITES = [("大", "小"), ("多", "少"), ("高", "矮"), ("长", "短"), ("冷", "热"), ("快", "慢"), ("黑", "白"),
	("上", "下"), ("左", "右"), ("前", "后"), ("开", "关"), ("胖", "瘦"), ("新", "旧"), ("早", "晚"),
	("哭", "笑"), ("远", "近"), ("干净", "脏"), ("高兴", "难过"), ("进", "出"), ("买", "卖"), ("来", "去"),
	("轻", "重"), ("白天", "黑夜"), ("里", "外")]

# something said, who says it, and what is said back
POLITE = [("我吃饱了，你们慢慢吃。", "主人", "好，你去休息吧。"), ("你好！很高兴认识你。", "新同学", "我也很高兴认识你。"),
	("对不起，我来晚了。", "小明", "没关系，快进来吧。"), ("谢谢你的帮助！", "小红", "不客气。"),
	("谢谢你的礼物！", "妹妹", "不用谢，你喜欢就好。"), ("对不起，我把你的书弄脏了。", "弟弟", "没关系。"),
	("晚安，做个好梦。", "妈妈", "晚安，妈妈。"), ("祝你生日快乐！", "同学们", "谢谢大家！"),
	("明天见！", "老师", "老师再见！"), ("请进，请坐。", "阿姨", "谢谢阿姨。"),
	("欢迎光临！", "服务员", "你好，我们想吃饭。"), ("请慢走，欢迎下次再来。", "老板", "好的，再见。"),
	("路上小心。", "奶奶", "知道了，奶奶再见。"), ("新年快乐！", "爷爷", "爷爷新年快乐！")]

# after getting up, in order
MORNING = W("刷牙 洗脸 梳头 穿衣服 叠被子 吃早饭 背上书包")

# verb, the things it goes with, and where it is done
VERB_OBJ = [("放", W("风筝"), "park"), ("踢", W("足球 毽子"), "playground"),
	("打", W("篮球 乒乓球 羽毛球"), "playground"), ("跳", W("绳"), "playground"), ("骑", W("自行车"), "park"),
	("堆", W("雪人"), "snow"), ("打", W("雪仗"), "snow"), ("弹", W("钢琴 吉他"), "home"), ("拉", W("小提琴 二胡"), "home"),
	("画", W("画"), "home"), ("唱", W("歌"), "home"), ("包", W("饺子"), "home"), ("浇", W("花"), "home")]
VO_FRAMES = {"park": ["春天到了，我们一起去公园%s%s。", "星期天，爸爸带我去公园%s%s。"],
	"playground": ["下课了，同学们在操场上%s%s。", "放学以后，我和同学一起%s%s。"],
	"snow": ["下雪了，我们在院子里%s%s。", "冬天到了，孩子们在雪地里%s%s。"],
	"home": ["妹妹正在家里%s%s。", "我的爱好是%s%s。", "周末我在家%s%s。"]}

# what is too much or too little, and the 不 that follows
CANNOT = [("这双鞋太小了，我的脚", "穿不下"), ("这件衣服太小了，我", "穿不下"), ("饭太多了，我", "吃不完"),
	("这道题太难了，我怎么也", "做不出来"), ("这个问题太难了，我怎么也", "想不出来"), ("箱子太重了，我", "搬不动"),
	("字太小了，奶奶", "看不清"), ("声音太小了，我", "听不见"), ("作业太多了，今天", "写不完"),
	("门锁上了，我们", "进不去"), ("我的手机没电了，得赶紧", "充电")]

# so strong that it shows: feeling, what follows 得
SHOWS = [("高兴", W("跳了起来 笑了 说不出话来 拍起手来")), ("累", W("走不动了 睡着了 满头大汗")),
	("急", W("哭了 满头大汗 团团转")), ("冷", W("直发抖 直哆嗦")), ("饿", W("肚子咕咕叫"))]
SHOW_CAUSE = {"高兴": ["他考试得了一百分，", "听到这个好消息，大家", "妹妹收到了礼物，"],
	"累": ["跑完步以后，我", "爬了一天的山，爸爸", "搬完家，大家都"], "急": ["找不到钥匙，妈妈", "快迟到了，他", "弟弟不见了，奶奶"],
	"冷": ["外面下着大雪，小明", "忘了穿外套，我"], "饿": ["一天没吃饭，我", "中午没吃饱，弟弟"]}

# animal and what it likes to eat
EATS = [("熊猫", W("竹子 竹叶")), ("小兔子", W("胡萝卜 青菜 草")), ("小猫", W("鱼 小鱼")), ("小狗", W("骨头 肉")),
	("猴子", W("香蕉 桃子")), ("牛", W("草")), ("羊", W("草")), ("小鸡", W("米 虫子")), ("松鼠", W("松果 坚果"))]

# being sleepy or tired after a late night, and the reason
LATE = ["昨天晚上做作业做到很晚，", "昨天晚上看电视看到很晚，", "昨晚没睡好，", "我昨天晚上十二点才睡，"]
SLEEPY = W("困 累 想睡觉 没精神")


def family(r):
	rel, names, pron = r.choice(FAMILY)
	n = r.choice(names)
	form = r.random()
	if form < 0.4:
		return ["%s是我的%s。" % (rel, n)]
	if form < 0.7:
		return ["%s，我叫%s%s。" % (rel, pron, n)]
	return ["“%s是谁？”“是%s。”" % (rel, n)]


def sums(r):
	a, b = r.randint(0, 10), r.randint(0, 10)
	form = r.random()
	if form < 0.4:
		return ["%s加%s等于%s。" % (NUMS[a], NUMS[b], NUMS[a + b])]
	if form < 0.6:
		return ["%s减%s等于%s。" % (NUMS[a + b], NUMS[b], NUMS[a])]
	who = r.choice(["小明", "小红", "我", "同学们"])
	return ["老师问：“%s加%s等于几？”%s说：“等于%s。”" % (NUMS[a], NUMS[b], who, NUMS[a + b])]


def how_many(r):
	out = []
	for whole, parts in r.sample(HOW_MANY, r.randint(1, 3)):
		if r.random() < 0.6:
			out.append("%s有%s。" % (whole, parts))
		else:
			unit = parts.lstrip("零一二三四五六七八九十两")
			out.append("%s有几%s？%s有%s。" % (whole, unit, whole, parts))
	return out


def opposites(r):
	a, b = r.choice(OPPOSITES)
	if r.random() < 0.5:
		a, b = b, a
	form = r.random()
	if form < 0.5:
		return ["“%s”的反义词是“%s”。" % (a, b)]
	if form < 0.75:
		return ["“%s”和“%s”的意思正好相反。" % (a, b)]
	return ["老师问：“‘%s’的反义词是什么？”我们说：“是‘%s’。”" % (a, b)]


def polite(r):
	said, who, back = r.choice(POLITE)
	if r.random() < 0.6:
		return ["%s说：“%s”" % (who, said), "我说：“%s”" % back]
	return ["“%s”" % said, "“%s”" % back]


def morning(r):
	i = r.randint(0, len(MORNING) - 3)
	a, b, c = MORNING[i:i + 3]
	who = r.choice(["我", "弟弟", "小明", "妹妹"])
	if r.random() < 0.5:
		return ["早上起床以后，%s先去%s，再%s，然后%s。" % (who, a, b, c)]
	return ["%s每天早上起床以后都先%s、%s。" % (who, a, b)]


def verb_obj(r):
	v, objs, where = r.choice(VERB_OBJ)
	return [r.choice(VO_FRAMES[where]) % (v, r.choice(objs))]


def cannot(r):
	before, after = r.choice(CANNOT)
	return ["%s%s。" % (before, after)]


def shows(r):
	feel, ends = r.choice(SHOWS)
	return ["%s%s得%s。" % (r.choice(SHOW_CAUSE[feel]), feel, r.choice(ends))]


def eats(r):
	out = []
	for who, food in r.sample(EATS, r.randint(1, 2)):
		f = r.choice(food)
		out.append(r.choice(["%s最喜欢吃%s。", "%s爱吃%s。", "我给%s喂了一些%s。"]) % (who, f))
	return out


def home(r):
	form = r.random()
	if form < 0.4:
		n = r.choice([("三", "爸爸、妈妈和我"), ("四", "爸爸、妈妈、哥哥和我"), ("四", "爸爸、妈妈、妹妹和我"),
			("五", "爷爷、奶奶、爸爸、妈妈和我")])
		return ["我家有%s口人：%s。" % n]
	if form < 0.7:
		return ["天黑了，小朋友们都回家了。", r.choice(["妈妈做好了晚饭。", "路灯亮了。", "街上的人越来越少了。"])]
	return ["%s所以今天早上起床的时候特别%s。" % (r.choice(LATE), r.choice(SLEEPY))]


KIND_LIST = [
	(2, "family_words", family), (2, "sums", sums), (2, "how_many", how_many), (2, "opposite_of", opposites),
	(3, "polite", polite), (1, "morning", morning), (3, "verb_object", verb_obj), (2, "cannot", cannot),
	(2, "shows_in", shows), (2, "animals_eat", eats), (1, "at_home", home),
]
