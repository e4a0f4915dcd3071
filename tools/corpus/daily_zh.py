"""Simplified Chinese: what people say in a day, and what comes next.
Going home when it gets dark (天黑了，该回家了), who is doing what in which
room (妈妈在厨房里做饭), getting ready for a test or a match (好好复习),
being ill (咳嗽、发烧、看医生), buying things by their measure and asking the
price (买了两斤苹果，这个多少钱), what animals do when they are happy, a
birthday, washing and brushing, how people get to work and school, hurrying
before something starts, what needs doing every day (浇水、喂鱼), small
falls and breakages, what the moon and the sky look like, food that goes
bad, sleeping in, arranging to meet, a parcel arriving, asking the way, and
polite requests with their reasons.  Each is said in a few frames so that
the end of a sentence is learnt from what it means.  Every function takes a
random.Random and returns a list of sentences ending in their own
punctuation.  Written for attnstep.
"""
import lexicon_zh as Z
from kinds import ending

W = Z.words

# the time of day, and where one goes back to
GO_HOME = [("天黑了，我们该回", W("家了 家了吧 去了")), ("时间不早了，我该回", W("家了 去了")),
	("放学了，同学们背着书包回", W("家了 家")), ("玩了一整天，大家都累了，我们回", W("家吧 家休息吧")),
	("下雨了，我们快回", W("家吧 家"))]

# who, the room, and what is done there
ROOMS = [("妈妈", "厨房里", W("做饭 炒菜 包饺子 洗碗 煮汤")), ("爸爸", "客厅里", W("看电视 看报纸 打电话 休息")),
	("奶奶", "阳台上", W("浇花 晒衣服 晒太阳")), ("爷爷", "院子里", W("种菜 下棋 打太极拳 扫地")),
	("哥哥", "房间里", W("写作业 看书 玩游戏")), ("姐姐", "书房里", W("写作业 看书 画画 练字")),
	("弟弟", "卫生间里", W("洗澡 刷牙 洗手")), ("小猫", "沙发上", W("睡觉 晒太阳 打滚"))]

# what is coming, and how to get ready
READY = [("明天要考试了，我今天晚上要好好", W("复习 看书 准备")), ("明天要比赛了，今天要好好", W("练习 休息 准备")),
	("下个星期要演出了，我们每天都要好好", W("练习 排练")), ("作业明天就要交了，我今天必须", W("写完 做完"))]

# being ill, and the word that follows
ILL = [("他感冒了，一直在咳嗽和", W("发烧 打喷嚏 流鼻涕")), ("我牙疼得厉害，妈妈带我去看", W("牙医 医生")),
	("她发烧了，今天没去", W("上学 学校 上班")), ("医生说要多喝水，早点", W("休息 睡觉")),
	("他肚子疼，妈妈带他去", W("医院 看医生")), ("天气变冷了，小心别", W("感冒 着凉"))]

# what is bought, by its measure (each measure with its number)
BUY = [("苹果", W("两斤 三斤 五个 一袋")), ("香蕉", W("一把 两斤")), ("牛奶", W("两瓶 一箱 一盒")),
	("鸡蛋", W("十个 一盒 一斤")), ("面包", W("两个 一袋")), ("西瓜", W("一个 半个"))]
FRUIT = W("苹果 香蕉 西瓜")
PRICE = [("请问这个多少", "钱？"), ("这件衣服多少", "钱？"), ("一斤苹果多少", "钱？"), ("一共多少", "钱？")]
PRICE_ANSWER = W("十块钱。 五块钱。 二十块钱。 一共三十块。 八块五。")

# an animal, what it sees or feels, and what it does
HAPPY = [("小狗看见主人回来，高兴地摇着", "尾巴"), ("小狗看见主人回来，高兴地", "跑了过去"),
	("小猫吃饱了，躺在地上伸了个", "懒腰"), ("小鸟在树上叽叽喳喳地", "唱歌"),
	("小鱼在水里游来", "游去"), ("小兔子竖起长长的", "耳朵"), ("公鸡一早就喔喔地", "叫")]

BIRTHDAY = [("今天是我的生日，妈妈给我买了一个", W("大蛋糕 生日蛋糕 蛋糕")),
	("大家一起唱生日歌，我吹灭了", W("蜡烛")), ("吹蜡烛之前，我闭上眼睛许了一个", W("愿 心愿")),
	("今天是奶奶的生日，我给她画了一张", W("贺卡 画")), ("生日那天，我收到了很多", W("礼物 祝福"))]

WASH = [("晚上睡觉前要刷", W("牙")), ("早上起床后，我先刷牙，再", W("洗脸")), ("吃饭前要先", W("洗手")),
	("从外面回来要先", W("洗手 换鞋")), ("玩了一身泥，妈妈让我快去", W("洗澡"))]

# who, how, and where to
COMMUTE = [("爸爸每天坐地铁去", W("上班 公司")), ("我每天坐公交车去", W("上学 学校")),
	("妈妈每天开车去", W("上班 公司")), ("哥哥每天骑自行车去", W("上学 学校")),
	("爷爷每天走路去", W("公园 菜市场")), ("我们坐飞机去", W("北京 上海 旅游"))]
CROSS = ["过马路要看红绿灯，红灯停，绿灯行。", "过马路的时候要走斑马线。", "绿灯亮了，我们可以过马路了。",
	"红灯亮了，汽车都停了下来。"]

# what is about to start, and what to do
HURRY = [("电影马上就要开始了，我们快", W("走吧 进去吧 点")), ("上课铃响了，我们快", W("进教室吧 回教室")),
	("火车马上就要开了，我们快", W("上车吧 走吧")), ("要迟到了，我们快", W("跑吧 走吧 点"))]

# what needs doing every day
DAILY_CARE = [("花园里的花需要每天", W("浇水")), ("鱼缸里的小鱼每天都要", W("喂")),
	("小狗每天都要出去", W("散步 遛一遛")), ("我的房间每天都要", W("收拾 打扫")), ("牙齿每天都要", W("刷"))]

# what happened, and how it ended
FALL = [("他跑得太快，一下子摔", W("倒了 了一跤")), ("杯子掉在地上，摔", W("碎了 坏了")),
	("冰淇淋放在太阳下，很快就", W("化了")), ("一阵大风吹来，把我的帽子吹", W("走了 跑了 掉了")),
	("气球一下子飞", W("走了 上天了")), ("雪人在太阳下慢慢地", W("化了")), ("花瓶被小猫碰倒，摔", W("碎了"))]

SKY = [("晚上的月亮又圆又", W("亮 大")), ("天上的星星一闪一", W("闪")), ("冬天到了，湖面结", W("冰了")),
	("下了一夜的雪，地上白白的一", W("片")), ("雨停了，天上出现了一道", W("彩虹")),
	("太阳从东边升起，从西边", W("落下"))]

# what goes bad, and why to keep it cold
SPOIL = [("鸡蛋要放进冰箱里，不然会", W("坏 变质")), ("牛奶放久了会", W("变酸 坏掉 变质")),
	("面包放了太久，已经", W("发霉了 坏了")), ("天气太热，剩菜要放进冰箱，不然会", W("坏 馊"))]

SLEEP = [("星期天早上，我睡到十点才", W("起床 起来")), ("昨天晚上我看书看到十一点才", W("睡觉 睡")),
	("今天早上我六点就", W("起床了 醒了")), ("周末的时候，爸爸喜欢睡", W("懒觉"))]

MEET = [("我和朋友约好下午三点在学校门口", W("见面 见")), ("我们约好明天一起去公园", W("玩 放风筝 跑步")),
	("我和小红约好周末一起去图书馆", W("看书 借书"))]

PARCEL = [("快递到了，我下楼去", W("取 拿")), ("我在网上买了一本书，明天就", W("到了 能到")),
	("外卖到了，我去门口", W("拿 取")), ("邮递员送来了一封", W("信"))]

PLACES = W("地铁站 厕所 超市 医院 公交车站 银行 图书馆 书店")
WAY = ["一直往前走，到路口向左拐就到了。", "就在前面，过了红绿灯就是。", "在银行的旁边。", "往右拐，走两分钟就到了。"]

PLEASE = [("请把门关上，", W("外面很冷 风太大了")), ("请小声一点，", W("宝宝在睡觉 爷爷在休息")),
	("离开教室的时候请", W("关灯 关门")), ("请把窗户打开，", W("屋里太热了")), ("请把电视关小一点，", W("声音太大了"))]


go_home = ending(GO_HOME, "%s%s。")
ready = ending(READY, "%s%s。")
ill = ending(ILL, "%s%s。")
birthday = ending(BIRTHDAY, "%s%s。")
wash = ending(WASH, "%s%s。")
daily_care = ending(DAILY_CARE, "%s%s。")
fall = ending(FALL, "%s%s。")
sky = ending(SKY, "%s%s。")
spoil = ending(SPOIL, "%s%s。")
sleep = ending(SLEEP, "%s%s。")
meet = ending(MEET, "%s%s。")
parcel = ending(PARCEL, "%s%s。")
please = ending(PLEASE, "%s%s。")


def rooms(r):
	who, where, does = r.choice(ROOMS)
	if r.random() < 0.5:
		return ["%s在%s%s。" % (who, where, r.choice(does))]
	a, b = r.sample(does, 2) if len(does) > 1 else (does[0], does[0])
	return ["%s在%s做什么呢？%s在%s。" % (who, where, who, a if r.random() < 0.5 else b)]


def buy(r):
	if r.random() < 0.35:
		said, end = r.choice(PRICE)
		return ["%s%s" % (said, end), r.choice(PRICE_ANSWER)]
	what, amounts = r.choice(BUY)
	place = r.choice(["超市", "菜市场", "水果店"] if what in FRUIT else ["超市"])
	return ["%s里的%s很新鲜，我买了%s。" % (place, what, r.choice(amounts))]


def happy(r):
	said, end = r.choice(HAPPY)
	return ["%s%s。" % (said, end)]


def commute(r):
	if r.random() < 0.3:
		return [r.choice(CROSS)]
	said, ends = r.choice(COMMUTE)
	return ["%s%s。" % (said, r.choice(ends))]


def hurry(r):
	said, ends = r.choice(HURRY)
	return ["%s%s！" % (said, r.choice(ends))]


def the_way(r):
	return ["“请问，最近的%s在哪里？”“%s”" % (r.choice(PLACES), r.choice(WAY))]


KIND_LIST = [
	(2, "go_home", go_home), (2, "who_in_which_room", rooms), (1, "get_ready", ready), (2, "ill_doctor", ill),
	(2, "buy_by_measure", buy), (1, "happy_animal", happy), (1, "birthday", birthday), (1, "wash_brush", wash),
	(2, "commute", commute), (1, "hurry", hurry), (1, "daily_care", daily_care), (2, "fall_break", fall),
	(1, "sky", sky), (1, "spoil", spoil), (1, "sleep_wake", sleep), (1, "meet_up", meet), (1, "parcel", parcel),
	(1, "the_way", the_way), (1, "please_because", please),
]
