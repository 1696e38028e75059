# %% [markdown] en=52011053
# # オセロ: コンピュータどうしの対局

# %% en=e2fcfb9c
from othello_lesson.language import use_language

use_language("ja")
from othello_lesson.widget import play

play(size=8, black="greedy", white="random", scale=1.5, pace=1.0, seed=1, fill_screen=True)

# %% [markdown] en=448a7b28
# **自動対局** を押して、2つのコンピュータプレイヤーの対局を見ましょう。**間隔 (秒)** のスライダーで、
# 1手ごとの間の秒数を決めます。**1手進める** を押すと、1手ずつ進みます。
