# %% [markdown] en=e2380c2c
# # 自分の進み具合
#
# 練習問題のチェックを実行すると、その結果はすべてコースのフォルダの `.progress/progress.jsonl`
# というファイルに記録されます（コースのウェブサイトでは、そのフォルダはノートブックと同じく、
# このブラウザの保存領域にあります）。このノートブックのセルをすべて実行すると（メニューの *実行 →
# すべてのセルを実行*。英語の画面では *Run → Run All Cells*）、今の自分の進み具合がわかります。
# それぞれの回とその練習問題が、**できた**（チェックで正解と言われた）、**挑戦中**（チェックしたが、
# まだ正解ではない）、**未着手** のどれかで表示され、次に何をすればよいかもわかります。実行するまでは、
# まだ何も始めていない人の地図が表示されています。これは自分のための地図で、成績ではありません。

# %% en=fe5283c7
from othello_lesson.language import use_language

use_language("ja")
from othello_lesson.progress import progress

progress()

# %% [markdown] en=4e203c51
# 同じ地図を文字で表したものです（スクリーンリーダーで読んだり、コピーしたりするときに使います）。

# %% en=2f1f0eb6
print(progress())

# %% [markdown] en=fced3f72
# ## 提出する
#
# 先生に進み具合の提出を求められたら、下の2行の先頭の `#` を消して、セルを実行しましょう。
# このノートブックと同じ場所に `progress.json` が書き出されます。中身は進み具合だけです（コードも、
# 自分のコンピュータについての情報も入りません）。もう一度実行すると、そのときの地図で置きかえられます。
#
# コースのウェブサイトでは、そのあとファイルをダウンロードします。左のファイルブラウザで `progress.json`
# を右クリックし、*ダウンロード*（英語の画面では *Download*）を選びます。自分のコンピュータでは、
# ターミナルで `othello-course progress --export progress.json` を実行しても同じことができます。

# %% en=670eb3b5
# from othello_lesson.progress import export_progress
# export_progress("progress.json")
