# %% [markdown] en=c93a9455
# # レッスン 12 · 学習して打つ
#
# *所要時間：約75分*
#
# レッスン 8 の重みの表は、人が知っていることを数にして書いたものでした。隅は良い、隅のとなりのマスは悪い、
# というように。レッスン 9 では、その表を使って先を読みました。では、そういう数はどこから来るのでしょう。
# プログラムは、対局からその数を自分で見つけることができます。まず予想し、
# 対局が本当はどう終わったかを見て、予想を少しずつ直していくのです。
# これが今の一番強いゲームのプログラムのもとになっている考え方です。このレッスンでは、
# それを小さな形で作ります。
#
# **このレッスンでできるようになること**
#
# - 重みの表を、いくつかの特徴量とその重みとして表し、局面の点数を重み付きの和として求める。
# - 学習に使うデータを作る。対局の局面それぞれに、完全読みで求めた結果を、
#   手番のプレイヤーの側から見てつける。
# - シードを決めて、勾配降下法で重みを学習し、学習に使わなかった対局で重みを測る。
# - 公平な対戦で、学習した重みと手で書いた重みを比べ、その結果がどれくらい確かかを説明し、
#   これが今のプログラムにどうつながるかを説明する。
#
# **このレッスンで使うことば**
#
# | ことば | 意味 |
# |---|---|
# | **マスの種類** | ゲームの中で同じ役割をするマスのまとまり。たとえば4つの隅 |
# | **Cマス**、**Xマス** | 辺の上で隅のとなりにあるマス。隅のななめとなりにあるマス |
# | **特徴量** | 局面を表す1つの数。ここでは、ある種類のマスの自分の石数から相手の石数を引いたもの |
# | **重み** | 1つの特徴量をどれだけ重く数えるか |
# | **重み付きの和** | それぞれの特徴量にその重みをかけて、全部足したもの。これが局面の点数 |
# | **データ** | 学習に使う1つの局面と、その **目標値**（点数が予測するべき結果）の組 |
# | **誤差** | 目標値から **予測値**（今の重みで求めた点数）を引いたもの |
# | **勾配降下法** | 小さな一歩をくり返して学習する方法。一歩ごとに、誤差が小さくなるように重みを動かす |
# | **学習率** | 一歩の大きさ |
# | **エポック** | すべてのデータを1回ずつ通ること |
# | **テスト用の対局** | 重みを正しく測るために、学習に使わずに取っておく対局 |
#
# セルを上から順に実行しましょう。`learning.` で始まる名前は、コースの完成版です。自分で書く関数には、
# 何もつかない名前がついています。このレッスンを配られたときの状態に戻すには、ターミナルで `othello-course
# reset 12` を実行します（その前に、今のノートブックはバックアップとして保存されます）。

# %% en=69c96a82
from othello_lesson.language import use_language

use_language("ja")
import random

from othello_lesson import BLACK, EMPTY, WHITE, board_from_text, learning, rules
from othello_lesson.evaluation import weight_table, weighted_discs
from othello_lesson.exercises.lesson12 import (
    check_evaluate,
    check_features,
    check_fit,
    check_label,
    check_split,
    check_update,
)
from othello_lesson.heat_map import HeatMaps
from othello_lesson.learning import CLASSES, HAND_WEIGHTS, LEARNED_WEIGHTS, square_class, weight_grid
from othello_lesson.players import alphabeta_player, weights_player
from othello_lesson.progress import progress
from othello_lesson.svg import picture
from othello_lesson.tournament import match

# %% [markdown] en=e05ef881
# ## 表は、ほんの少しの数でできている
#
# レッスン 8 の 6x6 の重みの表をもう一度見てみましょう。よく見ると、マスは36ありますが、違う数は
# 6つしかありません。

# %% en=a8b28920
for row in weight_table(6):
    print(" ".join(f"{weight:4}" for weight in row))

# %% [markdown] en=6ad2e11d
# それぞれの数は、ゲームの中で同じ役割をするマスの **種類** に属しています。4つの隅が1つの種類です。
# 辺の上で隅のとなりにある8つのCマスが、もう1つの種類です。隅のななめとなりにある4つの Xマスが3つ目です。
# そして残りの辺、外から2周目の輪、内側です。`square_class(row, col, size)` はマスの種類の名前を返します。
# 名前は英語で、`corner` が隅、`C-square` がCマス、`X-square` が Xマス、`edge` が辺、`second ring`
# が2周目の輪、`inside` が内側です。

# %% en=224b5977
for row in range(6):
    print(" ".join(f"{square_class(row, col, 6):>11}" for col in range(6)))

# %% [markdown] en=df7ddea6
# つまり、表全体は6つの数で、種類ごとに重みが1つあるだけです。

# %% en=3a241deb
HAND_WEIGHTS

# %% [markdown] en=1658f494
# ## 特徴量
#
# 種類ごとに、1つの数を数えます。これが **特徴量** です。その種類のマスにある自分の石数から、
# 相手の石数を引いたものです。次の局面では、黒が隅の a1 を、白が隅の f6 を持っているので、
# 隅は打ち消し合います。白は a1 のとなりの2つのCマスと、Xマスの b2 を持っています。
# 図の下のセルを実行する前に、黒の6つの特徴量を予想しましょう。

# %% en=e868d1aa
position = board_from_text("""
    ● ○ . . . .
    ○ ○ ● . . .
    . ● ● ○ . .
    . . ○ ● ● .
    . . . . . .
    . . . . . ○
""")
picture(position, size_px=200)

# %% en=57ccbbdf
learning.features(position, BLACK)

# %% [markdown] en=dccac3ef
# ### 練習問題 1：`features`
#
# まず、`CLASSES` のすべての名前について 0 を入れた辞書を作ります。次に、すべてのマスを見ていきます。
# マスに `colour` の石があればその種類（`square_class(row, col, len(board))`）に 1 を足し、
# 相手の色の石があれば 1 を引き、空きマスなら何もしません。


# %% en=e5aafcd7
def features(board, colour):
    """CLASSES のすべての種類の名前について整数を1つ持つ辞書を返す。値は、その種類のマスにある
    colour の石数から相手の石数を引いたもの（石がない種類は 0）。盤面は変えないこと。"""
    # BEGIN SOLUTION
    other = WHITE if colour == BLACK else BLACK
    counts = {name: 0 for name in CLASSES}
    for row in range(len(board)):
        for col in range(len(board)):
            if board[row][col] == colour:
                counts[square_class(row, col, len(board))] += 1
            elif board[row][col] == other:
                counts[square_class(row, col, len(board))] -= 1
    return counts
    # END SOLUTION


# %% en=8c20c28a
check_features(features)

# %% [markdown] en=c25bd898
# ## 点数は重み付きの和
#
# 局面の点数は、それぞれの特徴量にその重みをかけて、その積を全部足したものです。上の局面では 0 × 100 +
# (-2) × (-20) + (-1) × (-50) + 0 × 10 + 3 × (-2) + 0 × (-1) = 84 です。手で書いた重みを使うと、
# これはレッスン 8 のマスごとの点数とぴったり同じになります。

# %% en=997c1252
print("重み付きの和:", learning.evaluate(position, BLACK, HAND_WEIGHTS))
print("レッスン 8:  ", weighted_discs(position, BLACK))

# %% [markdown] en=c411cc52
# ### 練習問題 2：`evaluate`
#
# 局面の `colour` から見た特徴量を（自分の `features` で）求め、
# それぞれの種類の重みとその種類の特徴量の積を全部足しましょう。重みは3つ目の引数です。
# レッスン 8 の表は使わず、
# 辞書も変えないこと。


# %% en=f67bb341
def evaluate(board, colour, weights):
    """colour から見た局面の点数を返す。すべての種類について、weights[name] とその種類の
    特徴量の積を足した和（数）。盤面も重みも変えないこと。"""
    # BEGIN SOLUTION
    found = features(board, colour)
    return sum(weights[name] * found[name] for name in CLASSES)
    # END SOLUTION


# %% en=3fa188a2
check_evaluate(evaluate)

# %% [markdown] en=c5fda8d5
# ## 点数は何を予測するべきか
#
# どんな6つの数でも、点数は出せます。良い数なら、ゲームがどう終わるかを表す点数になります。
# 勝っている局面には高い点数、負けている局面には低い点数です。だから数を学習するには、
# 終わり方がわかっている局面が必要です。
#
# 6x6 なら、それを正確に知ることができます。`learning.training_examples` は、
# シードを決めてランダムなゲームを打ちます。残りが10マスになったら、レッスン 9 の完全読みで、
# そこから両方が完璧に打ったときの最終的な石数の差を求めます。それより前のゲームの局面は、どれも
# **データ** になります。局面の特徴量と、**目標値** としてのその結果の組です。どちらも、
# その局面で手番のプレイヤーの側から見たものです。黒が8石差で勝って終わるなら、黒の番の局面の目標値は 8、
# 白の番の局面は -8 です。

# %% en=cedd3c30
examples = learning.training_examples(60, seed=12)
print(len(examples), "個のデータ（60局から）")
for game, found, target in examples[:3]:
    print(f"対局 {game}、目標値 {target:3}:", found)

# %% [markdown] en=f1e682ad
# ### 練習問題 3：`label`
#
# 1局のゲームの局面と、そのゲームの黒から見た結果（黒の石数から白の石数を引いたもの）が与えられます。
# 局面はそれぞれ `(board, colour)` の組で、colour は手番のプレイヤーです。これからデータを作りましょう。
# それぞれの局面について、順番どおりに `(features(board, colour), target)` の組を作ります。目標値 target
# は、黒の番なら黒から見た結果、白の番ならそのマイナスです。


# %% en=9a27e5fa
def label(positions, result_for_black):
    """positions のそれぞれの (board, colour) について、タプル (features, target) を1つずつ、
    順番どおりに並べたリストを返す。どちらも手番の colour の側から見たもの。
    リストもその中の盤面も変えないこと。"""
    # BEGIN SOLUTION
    pairs = []
    for board, colour in positions:
        target = result_for_black if colour == BLACK else -result_for_black
        pairs.append((features(board, colour), target))
    return pairs
    # END SOLUTION


# %% en=7c6b2888
check_label(label)

# %% [markdown] en=e5c9f5ff
# ## 1つのデータから学習する
#
# 重みと、データを1つ用意します。重みで点数を **予測** します。**誤差** は、
# 目標値からその予測値を引いたものです。誤差を小さくするために、すべての重みを少しだけ動かします。
# 動かす量は、**学習率** × 誤差 × その特徴量です。予測値が低すぎて、黒の隅が白より多い（特徴量が正の）
# ときは、隅の重みが上がります。特徴量が 0 の種類は、まったく変わりません。これが **勾配降下法**
# の一歩です。
#
# 次のセルでは、重みを 0 から始めます。学習率 0.05 で一歩進むと、予測値が 0 から目標値の 10 に近づきます。

# %% en=3a39d3f1
weights = dict.fromkeys(CLASSES, 0.0)
found = {"corner": 1, "C-square": 0, "X-square": -1, "edge": 2, "second ring": 0, "inside": 0}
before = learning.weighted_sum(weights, found)
weights = learning.update(weights, found, 10, before, 0.05)
print("重み:", weights)
print(f"予測値（前）: {before}、（後）: {learning.weighted_sum(weights, found):.1f}")

# %% [markdown] en=d257c2ba
# ### 練習問題 4：`update`
#
# `error = target - prediction` を求め、それぞれの重みを「もとの重み + `rate * error * features[name]`」
# にした **新しい** 辞書を返しましょう。渡された辞書は変えないこと。


# %% en=68ee8e5d
def update(weights, features, target, prediction, rate):
    """新しい重み（同じ名前を持つ辞書）を返す。どの名前についても、weights[name] に
    rate * (target - prediction) * features[name] を足したもの。渡された辞書はどちらも変えないこと。"""
    # BEGIN SOLUTION
    error = target - prediction
    return {name: weights[name] + rate * error * features[name] for name in weights}
    # END SOLUTION


# %% en=e5dcc096
check_update(update)

# %% [markdown] en=cadb7831
# ## 小さな一歩をたくさん: 訓練
#
# 一歩進むと1つのデータには合うようになりますが、ほかのデータには合わなくなるかもしれません。そこで、
# すべてのデータを何度もくり返し通り（1回通ることを **エポック** といいます）、
# データごとに小さな一歩を進みます。順番によって結果が少し変わるので、エポックごとに、
# シードを決めた乱数生成器1つでデータをシャッフルします。同じシードならいつも同じ重みになるので、
# だれでも結果を確かめられます。
#
# ### 練習問題 5：`fit`
#
# 最初に1回だけ `rng = random.Random(seed)` を作ります。最初のデータの特徴量にあるすべての名前について、
# 重み `0.0` から始めます。そして `epochs` 回、次のことをくり返します。リストをコピーし（`order =
# list(examples)`）、そのコピーを `rng.shuffle(order)` でシャッフルし、その中のそれぞれの `(features,
# target)` について、予測値（重み付きの和）を求め、自分の `update` で重みを置きかえます。


# %% en=2067466d
def fit(examples, rate, epochs, seed):
    """(features, target) の組のリスト examples から学習した重み（辞書）を返す。重みは 0.0 から
    始め、エポックごとにリストのコピーを random.Random(seed) でシャッフルする。
    リストは変えないこと。"""
    # BEGIN SOLUTION
    rng = random.Random(seed)
    weights = {name: 0.0 for name in examples[0][0]}
    for _ in range(epochs):
        order = list(examples)
        rng.shuffle(order)
        for found, target in order:
            prediction = sum(weights[name] * found[name] for name in found)
            weights = update(weights, found, target, prediction, rate)
    return weights
    # END SOLUTION


# %% en=528194a3
check_fit(fit)

# %% [markdown] en=50228d05
# ## テストのために対局を取っておく
#
# 学習した重みは、うまく予測できているでしょうか。学習に使った対局で測ると、本当より良く見えてしまいます。
# 知りたいのは、一度も見たことのない対局でどうなるかです。そこで `learning.split` は、5局ごとに1局を、
# 丸ごとテスト用に取っておきます（同じ対局の局面は似ているので、
# 1つの対局を訓練用とテスト用に分けることはしません）。
#
# ### 練習問題 6：`split`
#
# `learning.training_examples` のそれぞれのデータには、3つの部分があります。
# `example.game`（そのデータの対局の番号）、`example.features`、`example.target` です。
# データを順番に見ていき、対局の番号が `every` の倍数（`example.game % every == 0`）
# のデータはテスト用のリストに、それ以外は訓練用のリストに入れましょう。


# %% en=5002341b
def split(examples, every):
    """新しい2つのリストのタプル (training, test) を返す。対局の番号が every の倍数のデータは test に、
    それ以外はすべて training に、与えられた順番のまま入れる。リストは変えないこと。"""
    # BEGIN SOLUTION
    training, test = [], []
    for example in examples:
        if example.game % every == 0:
            test.append(example)
        else:
            training.append(example)
    return training, test
    # END SOLUTION


# %% en=74e7bb32
check_split(split)

# %% [markdown] en=bcb45600
# テスト用の対局を分けておいて、残りで訓練し、両方で測ります。**平均二乗誤差** は、誤差を
# 2乗したものの平均です。小さいほど良いということです。

# %% en=463fb4df
training, test = learning.split(examples)
learned = learning.fit(training, 0.001, 5, 12)
zero = dict.fromkeys(CLASSES, 0.0)
print(f"{len(training)} 個の訓練データ、{len(test)} 個のテストデータ")
print({name: round(weight, 2) for name, weight in learned.items()})
for name, weights in [("すべてゼロ", zero), ("学習した", learned)]:
    print(
        f"{name:　>5}: 訓練の誤差 {learning.mean_squared_error(weights, training):5.1f}、"
        f"テストの誤差 {learning.mean_squared_error(weights, test):5.1f}"
    )

# %% [markdown] en=763e7f08
# 予想しましょう。テスト用の対局も含めて *すべての* 対局で訓練したら、テストの誤差は良く見えるでしょうか、
# 悪く見えるでしょうか。

# %% en=c1918aa7
cheated = learning.fit(examples, 0.001, 5, 12)
print(f"テストの誤差（テスト用の対局を除いて訓練）: {learning.mean_squared_error(learned, test):5.1f}")
print(f"テストの誤差（テスト用の対局でも訓練）    : {learning.mean_squared_error(cheated, test):5.1f}")

# %% [markdown] en=2ac39ea6
# 良く見えます。そして、それが落とし穴です。重みはその対局をもう見ているので、テストは、
# 新しい対局でどうなるかを教えてくれなくなります。テスト用の対局は、いつも訓練から外しておきましょう。
#
# 誤差は大きいままです（よくある外れ方は16石くらいです）。6つの数ではすべてを見ることはできず、
# ランダムなゲームの序盤のあとには、まだ何でも起こりうるからです。それでも、重みは何かを学んでいます。
# そして、学習率は大切です。小さすぎると5エポックでは足りず、大きくすると一歩ごとに跳ね回ります。

# %% en=ee5d5390
for rate in (0.0001, 0.001, 0.01):
    weights = learning.fit(training, rate, 5, 12)
    print(f"学習率 {rate:<6}: テストの誤差 {learning.mean_squared_error(weights, test):5.1f}")

# %% [markdown] en=8c8ee776
# 60局は少ない数です。別の60局（別のシード）から学習すると、重みは違うものになります。
# 特に辺が大きく変わります。

# %% en=d58be722
for seed in (1, 2, 3):
    part, _ = learning.split(learning.training_examples(60, seed=seed))
    weights = learning.fit(part, 0.001, 5, seed)
    print(f"シード {seed}:", {name: round(weight, 1) for name, weight in weights.items()})

# %% [markdown] en=d049be96
# ## 学習した表と、手で書いた表を並べる
#
# パッケージには、同じ方法で300局（そのうち240局が訓練用）から、シード12で学習した重みが入っています。
# `LEARNED_WEIGHTS` です。`learning.learn()` で、
# もう一度訓練できます（コースのテストは実際に訓練し直して、同じ重みになることを確かめています）。
# ヒートマップで描くと、緑のマスは取る価値があり、赤のマスは損になります。どちらの表も、
# その表の一番大きな数をもとに色をつけています。プレイヤーにとって大切なのは数の比率で、
# 大きさそのものではないからです。

# %% en=2879b98d
HeatMaps({"手書きの表（レッスン 8）": weight_grid(HAND_WEIGHTS), "学習した表": weight_grid(LEARNED_WEIGHTS)})

# %% [markdown] en=dafe7c68
# プログラムは、隅が良いことを自分で見つけました。CマスとXマスが損になることも見つけました。
# レッスン 8 の表は一度も見ていません。ただし、重みのつけ方は違います。隅のとなりのXマスの損は、
# 手で書いた表では隅の半分なのに、学習した表では10分の1しかありません。
# プログラムはランダムなゲームから学習しました。ランダムなゲームでは、
# Xマスのせいで取れるようになった隅を、相手が取ることはめったにないのです。
#
# ## 公平な対戦
#
# どちらの表のほうが強いでしょうか。どちらのプレイヤーも同じ方法（レッスン 9 のアルファベータ法）で探索し、
# 違うのは評価関数だけです。公平な対戦には、十分な数の対局、1局ごとに色を入れかえること、
# いろいろな序盤が必要です。`match` は、ランダムな序盤をそれぞれ2回、
# どちらのプレイヤーも1回ずつ黒を持って打ちます。勝ちを 1、引き分けを 1/2 と数え、1局あたりの得点を **95%
# 区間** といっしょに示します。95% 区間は、これだけの対局をしたあとで、
# 本当の得点がほぼ確実に入っている範囲です。区間に 0.5 が入っていれば、
# その対戦ではどちらが強いかわからなかったということです。1手先を読むだけなら1局は短いので、
# その対戦は400局、2手先を読む対戦は100局打ちます。

# %% en=082a59bc
learned_evaluation = learning.learned_evaluation(LEARNED_WEIGHTS)
for depth, games in ((1, 400), (2, 100)):
    result = match(
        alphabeta_player(depth, learned_evaluation),
        alphabeta_player(depth, weighted_discs),
        games=games,
        size=6,
        seed=1,
        opening_moves=4,
    )
    score, low, high = learning.score_interval(result.wins, result.draws, games)
    print(
        f"読む深さ {depth}、{games} 局: 学習した表の {result.wins} 勝 {result.draws} 分 "
        f"{result.losses} 敗。1局あたりの得点 {score:.2f}、95% 区間 {low:.2f} 〜 {high:.2f}"
    )

# %% [markdown] en=b2c1fdb0
# 1手先を読むときは、区間全体が 0.5 より下にあります。そこでは手で書いた表のほうが強いのです。
# 2手先を読むときは、学習した表の得点は 0.5 を少し上回りましたが、区間に 0.5 が入っています。
# この対戦では、どちらが強いかはわかりません。（100局だけのとき、最初の対戦の得点は 0.49、区間は 0.39
# から 0.58 でした。判断するには対局が少なすぎます。）
#
# 1回の対戦は、1つのシードの結果にすぎません。同じ2つの対戦を、
# シード1から8で打ちました（シードで序盤が決まります。コースのリポジトリの `tools/learned_match.py` で、
# もう一度打てます）。1手先を読むとき、学習した表の得点は 0.33 から 0.43 で、8回すべてで区間は 0.5
# より下でした。そこでは手で書いた表のほうが強いのです。2手先を読むとき、得点は 0.50 から 0.63 で、どれも
# 0.5 を上回りましたが、8回のうち6回は区間に 0.5 が入っていました。少し強いかもしれませんが、
# はっきりとは言えません。ランダムな240局から数秒で学習した6つの数が、探索が少し先を読むようになると、
# 人が調整した表に近づき、追いこすかもしれないのです。
#
# ## ここから今のプログラムへ
#
# このコースのもとになった日本語の連載記事も、コンピュータプレイヤーの章を同じ一歩で終えています。
# 人が書く特徴量から、プログラムが学習する特徴量と重みへ、という一歩です。本物のプログラムは、
# ずっと前にその一歩をふみ出しました。
#
# - Michael Buro（マイケル・ブロ）さんの **Logistello** は、マスの形（パターン）
#   ごとの重みで局面に点数をつけました。重みは、自分自身の非常に多くの対局の局面に回帰で合わせたものです。
#   1997年8月、Logistello は世界チャンピオンの村上健さんに6勝0敗で勝ちました。
# - **AlphaGo**（DeepMind）は、まず人の対局から囲碁を学びました。**AlphaGo Zero**、そして **AlphaZero**
#   は、ルールだけから、自分自身と何百万局も対局して（**自己対局**）学びました。AlphaZero はチェス、将棋、
#   囲碁を学びました。これらは、私たちの重み付きの和のところにニューラルネットワークを置いています。
#   ニューラルネットワークは盤全体を見て、手を提案し、局面に点数をつけます。
#   そして探索（モンテカルロ木探索）がそれに導かれて進みます。
# - 今のオセロのプログラム、たとえば **Edax**（たくさんの改良を加えたアルファベータ法の探索）は、
#   最強の人間のプレイヤーにも楽に勝ちます。**Egaroucid** はもっと新しいプログラムで、
#   人が局面を研究するのを助けるために作られました。2023年には滝沢拓己さんが、改良した Edax
#   を使った計算で、8x8 のオセロは両方が完璧に打てば引き分けになることを示しました。
#
# 部品は、自分で書いたものと同じです。特徴量、重み付きの和、誤差、小さな一歩、シード、
# そしてテスト用に取っておいた対局です。
#
# ## まとめ
#
# - 重みの表は、マスの種類ごとに1つずつの、少しの重みです。局面の点数は、特徴量の重み付きの和です。
# - データは、目標値のついた局面です。ここでは、完全読みで求めた正確な結果を、
#   手番のプレイヤーの側から見たものです。
# - 勾配降下法は、データを1つずつ、エポックを1回ずつ、それぞれの重みを学習率 × 誤差 ×
#   特徴量だけ動かします。シードを決めてシャッフルすれば、同じ結果をくり返し出せます。
# - 対局を丸ごと訓練から外しておき、それでテストしましょう。対戦には、たくさんの対局、色の入れかえ、
#   いろいろな序盤が必要です。そして結果は、その不確かさといっしょに示します。
# - このレッスンの進み具合（`progress()` ならコース全体を表示します）:

# %% en=22b68485
progress(lesson=12)

# %% [markdown] en=a44b22e5
# ## もっと先へ
#
# 1. 7つ目の特徴量として着手可能数（自分の打てる手の数から相手の打てる手の数を引いたもの）を加え、
#    その重みも学習しましょう。テストの誤差は下がるでしょうか。*ヒント:* 自分の `features` が返す辞書に、
#    専用の名前で加えます。
# 2. もっと良い対局から学習しましょう。訓練用の対局を、ほとんどの手は `weights_player`（レッスン 8）で、
#    ときどきランダムな手で打ちます。Xマスはもっと損になるでしょうか。*ヒント:*
#    `learning.training_examples` をコピーして、手の選び方を変えます。
# 3. 序盤用と終盤用に、別々の表を学習しましょう（Logistello はたくさんの表を持っていました）。*ヒント:*
#    空きマスの数でデータを分けます。
# 4. 2手先を読む対戦を、1手先を読む対戦と同じように、100局ではなく400局打ちましょう。
#    区間はどれくらい狭くなるでしょうか。それでも 0.5 は入っているでしょうか。*ヒント:* 区間の幅は、
#    対局数の平方根に反比例して小さくなります。
#
# これがこのコースの最後の回です。ゲームを書き、コンピュータに打ち方を教え、そして自分で学習させました。
# ここからは、自分だけのものにして、もっと強くしていきましょう。
