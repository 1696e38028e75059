# %% [markdown] en=90cb21cc
# # オセロで遊ぶ
#
# 下のセルを実行したら、マスをクリックして黒を打ちましょう。相手はコンピュータで、白を打ちます。
# 小さな黒い点は、打てるマスの印です。盤の上と下で、盤の大きさ、プレイヤー、ヒントを変えられます。
# **新しい対局** で最初からやり直し、**待った** で自分の最後の手を取り消せます。

# %% en=1d907e1c
from othello_lesson.language import use_language

use_language("ja")
from othello_lesson.widget import play

# %% en=af471600
play(size=8, white="greedy")
