# %% [markdown] en=4d670b19
# # レッスン 8 · コンピュータのプレイヤー
#
# *所要時間：約60分*
#
# レッスン 7 では、隅を取り、隅を渡さないプレイヤーを書きました。
# このレッスンでは、コンピュータのプレイヤーをいろいろ作ります。
# どのマスにどれだけの価値があるかを知っているプレイヤー、個性のあるプレイヤー、
# そしてプレイヤーどうしに対戦や大会をさせる審判です。
# こうして、どちらが強いかを数字で言えるようにします。
#
# **このレッスンでできるようになること**
#
# - 重みの表を使って、どの大きさの盤でも局面に点数をつける。
# - 点数をつける関数からプレイヤーを作り、プレイヤーに個性を持たせる。
# - 盤の上でもコンソールでも、人とコンピュータのプレイヤーを対戦させる。
# - 対戦と大会を行い、表とグラフを読み、結果に意味があると言えるまでに何局必要かを答える。
#
# **このレッスンで使うことば**
#
# | ことば | 意味 |
# |---|---|
# | **重みの表** | すべてのマスに付けた数。そのマスにある石にどれだけの価値があるか |
# | **点数** | 局面が一方のプレイヤーにとってどれだけよさそうかを表す1つの数 |
# | **フロンティアの石** | 空きマスのとなりにある石。相手に裏返されやすい石です |
# | **個性** | プレイヤーの打ち方のくせ。手を選ぶときに何を大切にするか |
# | **シード** | 乱数を作るときの出発点の数。同じシードなら同じ選び方になります |
# | **対戦** | 2人のプレイヤーの何局かの対局。1局ごとに色を入れかえます |
# | **総当たり戦** | すべてのプレイヤーが、ほかのすべてのプレイヤーと対戦する大会 |
# | **反則負け** | 打てない手を打ったり、エラーで止まったりして、その場で負けになること |
#
# これまでと同じく、`rules.` で始まる名前はこのコースの完成版で、何も付いていない名前は自分の関数です。
# このレッスンを配られたときの状態に戻すには、ターミナルで `othello-course reset 8` を実行します。
# その前に、今のノートブックはバックアップとして保存されます。

# %% en=129ae32d
from othello_lesson.language import use_language

use_language("ja")
import math
from pathlib import Path

from othello_lesson import BLACK, DIRECTIONS, EMPTY, WHITE, board_from_text, copy_board, rules
from othello_lesson.console import othello
from othello_lesson.evaluation import weight_table, weighted_discs
from othello_lesson.exercises.lesson8 import check_frontier_count, check_weights_player, check_weights_score
from othello_lesson.gamelog import read_log
from othello_lesson.players import (
    PLAYER_LABELS,
    aggressive_player,
    alphabeta_player,
    cautious_player,
    computer_players,
    greedy_player,
    weights_player,
    whimsical_player,
)
from othello_lesson.progress import progress
from othello_lesson.svg import picture
from othello_lesson.tournament import match, refereed_game, round_robin
from othello_lesson.widget import play

# %% [markdown] en=691dcd44
# ## コンピュータのプレイヤーを名前で
#
# プレイヤーはレッスン 6 と同じく、打てる手 `(row, col)` を答える関数 `player(board, colour)` です。
# このコースが用意しているプレイヤーは、名前を付けて1つの一覧にまとめてあります。
# 盤のメニューとコンソールのゲームに出てくるのは、ちょうどこのプレイヤーたちです。

# %% en=5e80c809
for name, label in PLAYER_LABELS.items():
    print(f"{name:>11}: {label}")

# %% [markdown] en=e2743722
# `computer_players()` は、名前をプレイヤーの関数に変えます。
# どれもふつうの関数なので、盤を渡して呼び出せます。

# %% en=9e727f7b
players = computer_players(seed=1)
start = rules.initialize_board(6)
{name: players[name](start, BLACK) for name in ["random", "greedy", "first_move", "weights"]}

# %% [markdown] en=53d54541
# ## マスの価値はどれくらい？
#
# レッスン 7 で、裏返す石の数よりも隅のほうが大切だと分かりました。
# **重みの表**は、それを数で表します。
# 隅には大きな値を付けます（隅の石は決して裏返されません）。
# 隅のとなりのマスには、大きな*マイナスの*値を付けます（そこに石を置くと、相手に隅を渡しやすいからです）。
# それ以外のマスは小さな値です。
# `weight_table(size)` は、どの偶数の大きさでも重みの表を作ります。

# %% en=a8b28920
for row in weight_table(6):
    print(" ".join(f"{weight:4}" for weight in row))

# %% [markdown] en=64b420f9
# 実行する前に予想してみましょう。8x8 では、いちばん価値の低いマスはどこでしょうか（-50 を探します）。

# %% en=3105c8e3
for row in weight_table(8):
    print(" ".join(f"{weight:4}" for weight in row))

# %% [markdown] en=4c17598b
# あるプレイヤーにとっての局面の**点数**は、そのプレイヤーの石があるマスの重みをすべて足し、
# 相手の石があるマスの重みをすべて引いたものです。
# 次の盤では、黒が隅の a1 とマス c1 を持っています。白は b1 と b2 を持っていて、どちらも隅のとなりです。

# %% en=46bd56c0
example = board_from_text("""
    ● ○ ● .
    . ○ . .
    . . . .
    . . . .
""")
picture(example, size_px=160)

# %% [markdown] en=112fcb99
# 4x4 では表は小さく、a1 は 100、b1 は -20、c1 は -20、b2 は -50 です。
# つまり黒の点数は (100 - 20) - (-20 - 50) = 150 で、白の点数はそのマイナスの -150 です。
#
# ### 練習問題 1：`weights_score`
#
# `weight_table(len(board))` で、その盤の大きさに合った表が手に入ります。
# すべてのマスを調べ、`colour` の石があればその重みを足し、相手の色の石があればその重みを引きます。


# %% en=3d5ae3fa
def weights_score(board, colour):
    """`colour` の石があるマスの重みの合計から、相手の石があるマスの重みの合計を引いた値（int）を
    返します。重みは weight_table(len(board)) を使います。盤は変えないでください。"""
    # BEGIN SOLUTION
    table = weight_table(len(board))
    other = WHITE if colour == BLACK else BLACK
    score = 0
    for row in range(len(board)):
        for col in range(len(board)):
            if board[row][col] == colour:
                score += table[row][col]
            elif board[row][col] == other:
                score -= table[row][col]
    return score
    # END SOLUTION


# %% en=529cee95
check_weights_score(weights_score)

# %% [markdown] en=807902f9
# ## 点数から作るプレイヤー
#
# 点数があれば、すぐにプレイヤーが作れます。
# 打てる手をすべて盤のコピーの上で試し、打ったあとの局面に点数をつけて、いちばんよいものを選びます。
# それが `weights_player` です。
# このプレイヤーは、自分が打つマスだけを見ているのではありません。その手で裏返る石も、マスを変えるからです。
# 次の局面では、greedy はいちばん多くの石を取り、weights は隅を取ります。

# %% en=3fc27202
corner_or_many = board_from_text("""
    . ○ ● . . . . .
    . . ○ . . . . .
    . . ○ ● ○ . . .
    . . . ○ ● . . .
    . . . ● ○ . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
""")
print("greedy の手: ", rules.square_name(*greedy_player(corner_or_many, BLACK)))
print("weights の手:", rules.square_name(*weights_player(corner_or_many, BLACK)))
picture(corner_or_many, hints=rules.valid_moves_list(corner_or_many, BLACK), size_px=240)

# %% [markdown] en=0ae3f1a9
# ### 練習問題 2：`weights_choice`
#
# このプレイヤーを自分で書きましょう。
# 打てる手それぞれについて、`copy_board(board)` の上で `rules.place_move` を使って打ち、
# その結果に自分の `weights_score` で点数をつけ、点数がいちばん高い手を残します。
# いちばんよい手を入れかえるのは、点数が*より高い*ときだけにします。
# そうすると、同じ点数のときは行優先の順で先の手が選ばれます。


# %% en=4028d609
def weights_choice(board, colour):
    """`colour` の打てる手 (row, col) のうち、打ったあとの weights_score(board, colour) が
    いちばん高くなる手を返します。同じ点数なら、行優先の順で最初の手です。`colour` にはいつも
    打てる手があります。手はコピーの上で試し、盤は変えないでください。"""
    # BEGIN SOLUTION
    best, best_score = None, None
    for move in rules.valid_moves_list(board, colour):
        after = rules.place_move(copy_board(board), *move, colour)
        score = weights_score(after, colour)
        if best is None or score > best_score:
            best, best_score = move, score
    return best
    # END SOLUTION


# %% en=2a309e8d
check_weights_player(weights_choice)

# %% [markdown] en=1a880d93
# ## 個性のあるプレイヤー
#
# いちばん強い手だけがおもしろい手ではありません。
# 自分らしい打ち方を持つプレイヤーと対戦するほうが、ゲームは楽しくなります。
#
# - **aggressive**（攻撃型）は、相手の自由をうばいます。相手の打てる手がいちばん少なくなる手を打ちます。
# - **cautious**（慎重型）は、安全に打ちます。
#   空きマスのとなりにある自分の石が、できるだけ少なくなるようにします。
# - **whimsical**（気まぐれ）は、何をするか分かりません。重みの表でよい上位3つの手から、ランダムに選びます。
#   自分専用の、シードを決めた乱数を使うので、同じシードなら同じゲームになります。
#
# 同じ局面で、それぞれがどう答えるかを見てみましょう。

# %% en=985fff50
middle = rules.initialize_board(6)
opening = [(2, 1), (3, 1), (4, 4), (1, 1), (3, 0), (5, 5)]  # 黒、白、黒、……の順
for move, colour in zip(opening, [BLACK, WHITE] * 3, strict=True):
    rules.place_move(middle, *move, colour)
choices = {
    "greedy": greedy_player(middle, BLACK),
    "weights": weights_player(middle, BLACK),
    "aggressive": aggressive_player(middle, BLACK),
    "cautious": cautious_player(middle, BLACK),
    "whimsical (シード1)": whimsical_player(seed=1)(middle, BLACK),
}
for name, move in choices.items():
    print(f"{name:>18}: {rules.square_name(*move)}")
picture(middle, hints=rules.valid_moves_list(middle, BLACK), size_px=200)

# %% [markdown] en=9050fe66
# **フロンティアの石**とは、8つの方向のどれかで空きマスにとなりあっている石のことです。
# cautious のプレイヤーは、手を打つたびにこの石を数え、数が少なくなるようにします。
# こういう石は、相手に打つ場所を与えてしまい、裏返されやすいからです。
# 次の図では、空きマスにとなりあっている黒石は b3 の1つだけです。a1、b1、a2 は囲まれています。
# 白石は4つとも、空きマスにとなりあっています。

# %% en=6611d922
frontier_example = board_from_text("""
    ● ● ○ .
    ● ○ ○ .
    ○ ● . .
    . . . .
""")
picture(frontier_example, size_px=160)

# %% [markdown] en=57835547
# ### 練習問題 3：`frontier_count`
#
# `colour` の石のうち、8つのとなり（ルールにある `DIRECTIONS` を使います）の少なくとも1つが、
# 盤の上にあって空いている石を数えます。1つの石は1回だけ数えます。
# 気をつけてください。数えるのは空きマスではなく石です。
# 3つの空きマスにとなりあっている石でも、数えるのは1つです。


# %% en=c0ffda64
def frontier_count(board, colour):
    """`colour` の石のうち、少なくとも1つの空きマスにとなりあっている石の数（int）を返します。
    盤は変えないでください。"""
    # BEGIN SOLUTION
    size = len(board)
    count = 0
    for row in range(size):
        for col in range(size):
            if board[row][col] != colour:
                continue
            for dr, dc in DIRECTIONS:
                r, c = row + dr, col + dc
                if 0 <= r < size and 0 <= c < size and board[r][c] == EMPTY:
                    count += 1
                    break
    return count
    # END SOLUTION


# %% en=b09d2123
check_frontier_count(frontier_count)

# %% [markdown] en=8885c0a1
# ## 自分 対 コンピュータ
#
# 一覧にあるプレイヤーなら、どれとでも盤の上で対戦できます。
# 盤の下のメニューで選ぶか、名前で指定します。aggressive と対戦してみましょう。

# %% en=fb58b999
play(6, white="aggressive")

# %% [markdown] en=3a3a34aa
# ターミナルでは、`othello --white greedy` で、キーボードを使って greedy と対戦できます。
# `--black weights` のように、一覧のどの名前でも使えます。
# コンピュータは手を打つたびに、どこに打ってどの石を裏返したかを伝えます。
# `--forfeit` を付けると、昔のプログラムにあったルールで打ちます。打てない手を打つと、その場で負けです。
# ここでは、同じゲームを、前もって書いておいた答えで動かします（黒の最初の答えは打てない手です）。

# %% en=bc6a27fd
answers = iter(["0 0", "1 2"])
othello(4, white="greedy", forfeit=True, input=lambda prompt: next(answers))

# %% [markdown] en=a55946a5
# ## 決して止まらない審判
#
# プレイヤーどうしを比べるために、たくさんのゲームを打たせます。
# コンピュータのプレイヤーどうしのゲームには審判が必要です。
# そして審判は、バグのあるプレイヤーがいても止まってはいけません。
# エラーを起こしたプレイヤー、手でないものを答えたプレイヤー、打てない手を打ったプレイヤーは、
# そのゲームにその場で負けます。結果には、その理由が書かれます。


# %% en=e78bb702
def buggy_player(board, colour):
    """うまく打ちますが、盤が半分埋まると0で割り算をしてしまいます。"""
    if sum(row.count(EMPTY) for row in board) < len(board) ** 2 // 2:
        return 1 / 0
    return greedy_player(board, colour)


result = refereed_game(buggy_player, weights_player, size=6)
print(result.winner == WHITE, "-", result.forfeit)

# %% [markdown] en=8ddcfc0b
# ## 対戦
#
# `match(a, b, games=...)` は、何局かのゲームを打たせます。
# 1局ごとに色を入れかえます（先に打つ黒のほうが有利かもしれないからです）。
# また、2局ずつの組はそれぞれ、ランダムな短い序盤から始めます。
# そうしないと、いつも同じように答える2人のプレイヤーは、まったく同じゲームを何度も繰り返してしまいます。
# 同じ `seed` なら、同じゲームになります。

# %% en=b594e393
match("weights", "greedy", games=10, size=6, seed=1)

# %% [markdown] en=00d7f72a
# **石数差**とは、ゲームの終わりの、勝ったほうの石数から負けたほうの石数を引いたもので、全ゲームの平均です。
# ゲームが終わったときに空いているマスは、このレッスンでも、このコースのどのレッスンでも、
# どちらの石数にも入れません。
# レッスン 6 でもそう数えました。
# オセロの公式の大会では、数え方がちがいます。空きマスは勝ったほうのものになります。
# たとえば、14マス空いて30対20で勝ったゲームは、44対20と記録されます。
# このコースの石数差を大会の石数差と比べるときは、このことを覚えておきましょう。
# 反則負けのゲームだけは、この審判も盤全体を勝者に与えます。
# すべてのマスが、反則をしなかったプレイヤーのものになります。
#
# ## 対局の記録
#
# このコースが参考にした中国のプログラムは、**対局の記録**（ゲームログ）を残します。
# 終わったゲーム1つにつき、CSV ファイルに1行を書きます。CSV ファイルは表計算ソフトで開けます。
# `match(..., log=path)` は、打ったゲームをそういうファイルに追加していきます。
# `read_log(path)` で、ゲームを読みもどせます。
# このセルは実行するたびに新しい記録を始めるので、2回実行しても表示されるのは10局です。

# %% en=6f10eaab
log = Path("lesson8-games.csv")
log.unlink(missing_ok=True)  # このセルを実行するたびに、新しい記録を始めます
match("weights", "greedy", games=10, size=6, seed=1, log=log)
games = read_log(log)
for game in games[:4]:
    score = f"{game.black_discs:2}-{game.white_discs:<2}"
    print(f"{game.black:>7} 対 {game.white:<7} {score} {game.result:5}  {game.moves[:16]}...")
print(len(games), "局を記録したファイル:", log)

# %% [markdown] en=cf45edde
# どの行にも、ゲームを始めた時刻とかかった時間も入っています。
# 実行するたびに変わるので、ここでは表示しません。
# ファイルブラウザから `lesson8-games.csv` を開くと、すべて見られます。
#
# ## 何局打てば十分？
#
# 対戦は、コインを投げるのに少し似ています。
# 同じくらい強い2人のプレイヤーでも、偶然によって、どちらかが多く勝ちます。
# だから「weights は greedy より強い」と言う前に、こう考えます。
# *もし2人が同じくらい強かったら*、これほどよい結果になる確率はどれくらいだろうか。
# それは、表と裏が同じ確率で出るコインを `games` 回投げて、表が `wins` 回以上出る確率です。
# 引き分けは除きます。


# %% en=b99dfea6
def chance_of_at_least(wins, games):
    """表と裏が同じ確率で出るコインを `games` 回投げて、表が `wins` 回以上出る確率を返します。"""
    return sum(math.comb(games, heads) for heads in range(wins, games + 1)) / 2**games


print(f"10局中6勝:   {chance_of_at_least(6, 10):.0%}")
print(f"100局中60勝: {chance_of_at_least(60, 100):.1%}")

# %% [markdown] en=ca5f4df8
# 10局中6勝は、3回に1回以上、運だけで起こります。これでは何も言えません。
# 100局中60勝が運だけで起こるのは、100回に3回くらいしかありません。
# このレッスンでは、運で説明できる確率が100回に1回より小さいとき、
# その結果をはっきりしていると言うことにします。
# 強さの近いプレイヤーどうしには、たくさんのゲームが必要です。大きな差なら、数局で分かります。
#
# ## はしご
#
# このコースのプレイヤーを、それぞれ1つ下のプレイヤーと 6x6 で対戦させる「はしご」です。
# greedy 対 random、weights 対 greedy、そしてアルファベータ法 対 weights です。
# アルファベータ法は次のレッスンで学びます。3手先まで読み、重みの表で点数をつけます。
# greedy は random より少しだけ強い（10局中6局くらい勝つ）だけなので、その対戦は400局にします。
# weights は greedy に10局中7局くらい勝つので100局、
# アルファベータ法は weights に10局中9局くらい勝つので、30局あれば十分にはっきりします。

# %% en=12dd7334
ladder = [
    ("greedy", "random", 400),
    ("weights", "greedy", 100),
    (alphabeta_player(3, weighted_discs), "weights", 30),
]
for stronger, weaker, games in ladder:
    result = match(stronger, weaker, games=games, size=6, seed=8)
    decided = result.wins + result.losses
    luck = chance_of_at_least(result.wins, decided)
    name = stronger if isinstance(stronger, str) else "alphabeta(3)"
    chance = f"{luck:.2%}" if luck >= 0.0001 else "0.01%未満"
    print(
        f"{name:>12} 対 {weaker:<7} {games:3}局: {result.wins:3}勝 {result.draws}引き分け "
        f"{result.losses:3}敗、運だけで起こる確率: {chance}"
    )

# %% [markdown] en=5d24f47a
# どの段もはっきりしています。どの結果も、運だけでは100回に1回も起こりません。
# これは、たまたま1つのシードで運がよかったわけではありません。
# 1から100までのすべてのシードで同じはしごを打たせたところ、どのシードでも3つの段すべてがはっきりしました。
# ゲームの数を減らすと、賭けになります。
# 120局、30局、12局にすると、3つの段すべてがはっきりしたのは、100のシードのうち23だけでした。
# 上のセルで `seed=1`、`2`、`3` を試してみましょう。この数のままでも、もっと小さな数でも試せます。
#
# ## 大会
#
# **総当たり戦**では、すべての組み合わせのプレイヤーどうしが対戦します。
# ここでは、個性のあるプレイヤーたちが重みの表のプレイヤーと、6x6 で1組6局ずつ対戦します。
# 表には、それぞれのプレイヤーの合計（よい順）と、すべての組の勝ち-引き分け-負けが表示されます。
# 実行中は、表の上のバーが打ち終わったゲームの数を数えます（表ができあがると消えます）。

# %% en=4d39f51d
table = round_robin(["weights", "greedy", "aggressive", "cautious", "whimsical"], games=6, size=6, seed=3)
table

# %% [markdown] en=6125ada5
# 同じ結果をグラフにしたものです。緑が勝ち、灰色が引き分け、赤が負けです。

# %% en=6de47087
table.chart()

# %% [markdown] en=7308d688
# 1組6局は、多くありません。
# 上のコインの考え方で調べると、この表ではっきりしているのは、いちばん大きな差だけです。
# 確かめたいときは、ゲームの数を増やして（少し気長に待って）実行してみましょう。
#
# ## まとめ
#
# - 重みの表で局面に点数をつけます。隅の価値がいちばん高く、そのとなりのマスがいちばん低くなります。
#   `weight_table(size)` は、どの偶数の大きさでも表を作ります。
# - どんな点数からでもプレイヤーを作れます。それぞれの手をコピーの上で試し、いちばんよいものを選びます。
# - 個性のあるプレイヤー（aggressive、cautious、whimsical）は、ほかの基準で手を選びます。
#   シードを決めたランダムな選び方なら、ゲームを何度でも同じように再現できます。
# - 審判は、エラーや打てない手を、そのゲームの負けにします。
#   対戦では色を入れかえ、序盤を変えます。総当たり戦からは、表とグラフが得られます。
# - 結果に意味があるのは、運ではめったに説明できないときだけです。ゲームの数を数えましょう。
# - このレッスンの進み具合（`progress()` ならコース全体を表示します）:

# %% en=100d1275
progress(lesson=8)

# %% [markdown] en=9e56eb22
# ## もっと先へ
#
# 1. 重みの表の数を1つ変えて（たとえば辺の価値を20にして）、
#    新しいプレイヤーを `weights_player` と40局対戦させましょう。
#    *ヒント:* `weights_choice` をコピーして、その点数に自分の表を使います。
# 2. 2つの点数を組み合わせるプレイヤーを書きましょう。
#    重みの点数に、相手が打て*なくなる*手1つにつき5点を足します。
#    *ヒント:* `len(rules.valid_moves_list(after, other))`
# 3. ターミナルで `othello --white whimsical --seed 1` を2回実行し、同じ手を打ってみましょう。
#    コンピュータは同じように答えるでしょうか。次は `--seed 2` を試しましょう。
# 4. 8x8 で greedy が random と対戦するとき、結果がはっきりするまでに何局必要でしょうか。
#    *ヒント:* 20局から始めて、`chance_of_at_least` が 1% より小さくなるまで、局数を2倍にしていきます。
#
# 次のレッスン 9（*先を読む*）では、何手も先を読むプレイヤー（ミニマックス法とアルファベータ法）を作り、
# 小さなゲームを完全に解きます。
