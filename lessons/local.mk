# lessons: every lesson file, installed under $(pkgdatadir)/lessons/<lang>/.
# automake needs an explicit list: add a new lesson here in both languages
# (tests/cli/dist_lists.sh fails when a lesson file is missing from this list).
nobase_dist_pkgdata_DATA += lessons/FORMAT.md \
	lessons/en/deep-dives.lesson lessons/zh/deep-dives.lesson \
	lessons/en/glossary.lesson lessons/zh/glossary.lesson \
	lessons/en/intuition.lesson lessons/zh/intuition.lesson \
	lessons/en/live-model.lesson lessons/zh/live-model.lesson \
	lessons/en/causal.lesson lessons/zh/causal.lesson \
	lessons/en/worked-example.lesson lessons/zh/worked-example.lesson
