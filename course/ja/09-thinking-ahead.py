# %% [markdown] en=4c32b3a5
# # レッスン 9 · 先を読む
#
# *所要時間：約75分*
#
# レッスン 8 のプレイヤーは、次の1手しか見ていません。強いプレイヤーはもっと先まで考えます。
# 「ここに打ったら相手はどう返してくるか。そのあと自分は何ができるか」。このレッスンでは、
# コンピュータに先を読ませます。まずはすべての手を試す方法（ミニマックス法）、
# 次に結果に関係のない手を省く方法（アルファベータ法）を学びます。最後に、
# ゲームの終わりを完璧に打てるようにします。
#
# **このレッスンでできるようになること**
#
# - 局面に点数をつける。どちらの側から見るかで点数が変わる理由を説明する。
# - ミニマックス法を短い形（ネガマックス法）で、パスと終局も含めて書く。
# - アルファベータ法を書き、調べる局面がどれだけ減るかを数える。
# - 小さなゲームを完全に読み切り、終盤の問題で勝つための手を見つける。
#
# **このレッスンで使うことば**
#
# | ことば | 意味 |
# |---|---|
# | **評価関数** | 局面に `colour` から見た点数をつける関数 `evaluate(board, colour)` |
# | **ゲーム木** | 最初の局面、そこからのすべての手、それぞれへのすべての応手……をまとめたもの |
# | **深さ** | 探索が何手先まで読むか |
# | **ミニマックス法** | どちらも自分にとって最善の手を選ぶと考え、その結果を局面の値とする方法 |
# | **ネガマックス法** | ミニマックス法を両方の側に1つの書き方で書いたもの。自分の値は相手の値のマイナス |
# | **アルファベータ法** | 相手が決して選ばせない進行を省くミニマックス法（省くことを **枝刈り** という） |
# | **最善進行** | 両方が完璧に打ったときに進む手順 |
# | **終盤** | ゲームの最後の数手。残りが少ないので、すべての手を最後まで試せる |
#
# このレッスンを配られたときの状態に戻すには、ターミナルで `othello-course reset 9` を実行します（その前に、
# 今のノートブックはバックアップとして保存されます）。

# %% en=4a02cb6a
from othello_lesson.language import use_language

use_language("ja")
import math

from othello_lesson import BLACK, WHITE, board_from_text, copy_board, rules, search
from othello_lesson.endgame import Ideas, solve_endgame
from othello_lesson.evaluation import disc_difference, mobility, weighted_discs
from othello_lesson.exercises.lesson9 import check_alphabeta, check_exact_score, check_negamax
from othello_lesson.game import Game
from othello_lesson.players import alphabeta_player, greedy_player, perfect_player
from othello_lesson.progress import progress
from othello_lesson.search import NodeCount, final_value, move_values, solve
from othello_lesson.svg import picture
from othello_lesson.teacher.class_tournament import entrant
from othello_lesson.teacher.entrants import write_entry
from othello_lesson.tournament import match, refereed_game
from othello_lesson.widget import OthelloBoard, play

# %% [markdown] en=57403a99
# ## 局面に点数をつける（片方の側から）
#
# **評価関数** は、先を読まずに「この局面はどれくらい良さそうか」を点数にします。1つはもう知っています。
# レッスン 8 の重みの表（`weighted_discs`）です。ほかに2つあります。
# `disc_difference`（自分の石数から相手の石数を引いたもの）と
# `mobility`（自分の打てる手の数から相手の打てる手の数を引いたもの、つまり着手可能数の差）です。
# どれも渡されたプレイヤーの側から点数をつけるので、黒と白の点数はいつも符号が反対になります。

# %% en=09f41443
position = rules.initialize_board(6)
rules.place_move(position, 1, 2, BLACK)
rules.place_move(position, 1, 1, WHITE)
for evaluate in (disc_difference, weighted_discs, mobility):
    print(f"{evaluate.__name__:>16}: 黒 {evaluate(position, BLACK):4}、白 {evaluate(position, WHITE):4}")
picture(position, size_px=200)

# %% [markdown] en=1b506da0
# ## ゲーム木
#
# 4x4 の最初の局面で、黒の打てる手は4つです。そのそれぞれに対して白の応手が3つあり、
# さらにその先へと続きます。これらの局面をすべてまとめたものが **ゲーム木** です。`NodeCount` は、
# 探索が調べた局面の数を数えます。最初の局面から2手先まで読むと、1 + 4 + 4 × 3 = 17個の局面を調べます。

# %% en=b4d459f5
for depth in range(1, 6):
    count = NodeCount()
    search.minimax(rules.initialize_board(4), BLACK, depth, disc_difference, counter=count)
    print(f"深さ {depth}: {count.nodes:5} 局面")

# %% [markdown] en=2a9d938f
# ## ミニマックス法と、その短い形
#
# 自分の番で、1手先まで読むとします。自分の手を1つずつ試し、打ったあとの局面が *自分にとって*
# 一番よい点数になる手を選びます。2手先まで読むなら、相手の応手も考えなければなりません。相手は
# *相手にとって* 一番よい手を選びます。それは自分にとっては一番悪い手です。そこで、次のように考えます。
#
# - 手番のプレイヤーにとっての局面の値は、打てる手の値の中で **最大** のもの。
# - 手の値は、その手を打ったあとの局面の、相手にとっての値の **マイナス**（相手にとって +5 なら、
#   自分にとっては -5）。
#
# これだけで、ミニマックス法のすべてを両方の側に1つの書き方で書けます。この形を **ネガマックス法**
# といいます。深さが 0 になったら読むのをやめて、そこで手番のプレイヤーから見た評価をします。4x4
# の最初の局面で、読む手数を増やしていくと次のようになります。

# %% en=56b3797b
start = rules.initialize_board(4)
[search.minimax(start, BLACK, depth, disc_difference) for depth in range(0, 6)]

# %% [markdown] en=b902e29b
# 1手先まで読むと、黒には +3 に見えます（石が4対1）。2手先まで読むと白の最善の応手が見えて、値は 0
# に下がります。
#
# ## パスと終局
#
# あと2つの場合を加えれば、探索は完成です。
#
# - **パス**: 手番のプレイヤーに打てる手がなく、相手にはあるとき、手番のプレイヤーはパスします。値は、
#   *同じ盤面* での相手の値のマイナスです。パスは着手ではないので、深さを使いません。
# - **終局**: どちらも打てないとき、深さに関係なくゲームは終わりです。このときの点数は正確なので、
#   どんな予想よりも重く数えなければなりません。`final_value(board, colour)` は石数の差に 10 000
#   をかけた値です。
#
# 次の盤面では、黒は打てませんが白は打てます。黒はパスします。1手先まで読んだ黒の値は、
# 同じ盤面で1手先まで読んだ白の値のマイナスです。

# %% en=b6385b38
black_passes = board_from_text("""
    ○ ○ ○ .
    ● ● ● .
    . . . .
    . . . .
""")
print("黒の打てる手:", rules.valid_moves_list(black_passes, BLACK))
print("白の打てる手:", rules.valid_moves_list(black_passes, WHITE))
print(
    search.minimax(black_passes, BLACK, 1, disc_difference),
    -search.minimax(black_passes, WHITE, 1, disc_difference),
)
picture(black_passes, size_px=160)

# %% [markdown] en=51f8dd14
# ### 練習問題 1：`negamax`
#
# 次の順番で探索を書きましょう。
#
# 1. どちらのプレイヤーにも打てる手がなければ、`final_value(board, colour)` を返す。
# 2. `depth == 0` なら、`evaluate(board, colour)` を返す。
# 3. `colour` に打てる手がなければ、同じ盤面・同じ深さで相手について `negamax` を呼び、
#    そのマイナスを返す。
# 4. そうでなければ、それぞれの手について、その手を（盤のコピーに）打ったあとの盤面で、相手について深さ
#    `depth - 1` の `negamax` を呼び、そのマイナスを求める。その中で最大のものを返す。


# %% en=c62bf7e5
def negamax(board, colour, depth, evaluate):
    """手番の `colour` から見た局面の値（数）を返す。`depth` 手先まで読み、
    evaluate(board, colour) で点数をつける。盤面は変えないこと。"""
    # BEGIN SOLUTION
    other = WHITE if colour == BLACK else BLACK
    moves = rules.valid_moves_list(board, colour)
    if not moves and not rules.valid_moves_list(board, other):
        return final_value(board, colour)
    if depth == 0:
        return evaluate(board, colour)
    if not moves:
        return -negamax(board, other, depth, evaluate)
    best = -math.inf
    for move in moves:
        after = rules.place_move(copy_board(board), *move, colour)
        best = max(best, -negamax(after, other, depth - 1, evaluate))
    return best
    # END SOLUTION


# %% en=e48b5666
check_negamax(negamax)

# %% [markdown] en=bd0572b0
# ## アルファベータ法: 関係のない手を省く
#
# ミニマックス法はすべてを調べます。そして、すべては急速に増えます。8x8 では、
# 1手深く読むごとに局面はおよそ10倍になります。でも、その多くは答えを変えません。たとえば、
# 自分の1つ目の手の値が自分にとって 2 だったとします。2つ目の手を試すと、最初に調べた相手の応手だけで、
# もう自分は -5 になってしまいました。このとき、相手のほかの応手を調べる必要はありません。
# ほかの応手はこの手を自分にとってもっと悪くするだけで、自分にはすでに値 2 の手があるからです。これが
# **枝刈り** です。
#
# アルファベータ法は、2つの数を持ってゲーム木を下りていきます。`alpha`
# は手番のプレイヤーがすでに確保している値、`beta`
# は相手がすでに確保している値（手番のプレイヤーから見た値）です。ある手で `alpha >= beta` になったら、
# 相手はゲームをこの局面に進ませないので、残りの手は省きます。相手の番では役割が入れかわり、
# 符号も反対になるので、`-beta, -alpha` を渡して呼び出します。
#
# 値はミニマックス法とまったく同じで、変わるのは調べる量だけです。次のセルでは、どちらも同じ 8x8
# の局面を3手先まで探索します。`order=True` にすると、アルファベータ法は良さそうな手から先に試すので、
# 枝刈りが早く起こります。

# %% en=afe5fd8e
middle = rules.initialize_board(8)
for move, colour in zip([(2, 3), (2, 2), (3, 2), (2, 4), (1, 5), (4, 2)], [BLACK, WHITE] * 3, strict=True):
    rules.place_move(middle, *move, colour)
searches = {
    "ミニマックス法": lambda counter: search.minimax(middle, BLACK, 3, weighted_discs, counter=counter),
    "アルファベータ法": lambda counter: search.alphabeta(middle, BLACK, 3, weighted_discs, counter=counter),
    "アルファベータ法（良い手から）": lambda counter: search.alphabeta(
        middle, BLACK, 3, weighted_discs, order=True, counter=counter
    ),
}
for name, run in searches.items():
    count = NodeCount()
    value = run(count)
    print(f"{name:　>15}: 値 {value:4}、{count.nodes:5} 局面")

# %% [markdown] en=4650e735
# ### 練習問題 2：`alphabeta`
#
# 自分の `negamax` をもとにして、範囲（`alpha` と `beta`）を加えましょう。
#
# - パス: 同じ盤面・同じ深さで、範囲を `-beta, -alpha` にして相手について `alphabeta` を呼び、
#   そのマイナスを返す。
# - 繰り返し: それぞれの手について、`value` は、その手を打ったあとの盤面で、深さ depth - 1、範囲 `-beta,
#   -alpha` の `alphabeta` のマイナス。一番よい値を覚えておき、`alpha` をその値まで上げて、`alpha >=
#   beta` になったらすぐに繰り返しをやめる。最後に一番よい値を返す。
#
# チェックは `alphabeta(board, colour, depth, evaluate, -math.inf, math.inf)` の形で呼び出し、`evaluate`
# が何回呼ばれたかを数えます。ミニマックス法と同じ値を求めること、
# ミニマックス法より多くの局面を評価しないこと、枝刈りできるところでは必ず少なくすることを確かめます。


# %% en=176cb720
def alphabeta(board, colour, depth, evaluate, alpha, beta):
    """手番の `colour` から見た局面のミニマックス法の値を、`depth` 手先まで読んで返す。
    alpha >= beta になったら残りの手は省く。盤面は変えないこと。"""
    # BEGIN SOLUTION
    other = WHITE if colour == BLACK else BLACK
    moves = rules.valid_moves_list(board, colour)
    if not moves and not rules.valid_moves_list(board, other):
        return final_value(board, colour)
    if depth == 0:
        return evaluate(board, colour)
    if not moves:
        return -alphabeta(board, other, depth, evaluate, -beta, -alpha)
    best = -math.inf
    for move in moves:
        after = rules.place_move(copy_board(board), *move, colour)
        value = -alphabeta(after, other, depth - 1, evaluate, -beta, -alpha)
        best = max(best, value)
        alpha = max(alpha, value)
        if alpha >= beta:
            break
    return best
    # END SOLUTION


# %% en=1ed9a9ed
check_alphabeta(alphabeta)

# %% [markdown] en=c3986a00
# ## コンピュータはそれぞれの手をどう見ている？
#
# `move_values` は、探索から見たそれぞれの合法手（打てる手）の値を返します。上の 8x8 の局面で、
# 重みの表を使って3手先まで読むアルファベータ法が、黒の手をどう見ているかを表示します。
# 値が一番大きい手が、コンピュータの打つ手です。

# %% en=e584737e
values = move_values(middle, BLACK, 3, weighted_discs)
for move, value in sorted(values.items(), key=lambda item: -item[1]):
    print(f"{rules.square_name(*move)}: {value:5}")
picture(middle, hints=list(values), size_px=240)

# %% [markdown] en=0212ccc2
# 対局しながら、盤でも同じものを見られます。`analysis="alphabeta"` にすると、盤の下の行に、
# 自分の打てる手それぞれをアルファベータ法がどう見ているかが表示されます（打てるマスにマウスを合わせると、
# そのマスの値も表示されます）。アルファベータ法と対局して、自分の選んだ手とその値を比べてみましょう。

# %% en=f31b0c19
play(6, white="alphabeta", analysis="alphabeta")

# %% [markdown] en=070de796
# ## ゲームを完全に読み切る
#
# ゲームの終わりには空きマスが少ないので、探索は最後まで読み切れます。評価も予想も使わず、
# 最後の点数だけを見ます。`solve(board, colour)` はそれを行い、両方が完璧に打ったときの `colour`
# から見た最終的な石数の差（空きマスはどちらにも数えません）と、その結果になる手を **正確に** 返します。
# これを完全読みといいます。4x4 のゲームは小さいので、最初の局面から全部を読み切れます。

# %% en=6e8580ec
print(solve(rules.initialize_board(4), BLACK))

# %% [markdown] en=c1818d31
# 両方が完璧に打つと、4x4 では白が8石差で勝ちます。では、どの手を打てばそうなるのでしょう。
# 読み切って最善の手を打ち、また読み切る。これをくり返すと **最善進行** がわかります。

# %% en=aa59478c
game = Game(4)
line = []
while not game.is_over:
    best = solve(game.board, game.to_move).move
    line.append(rules.square_name(*best))
    game.play(*best)
print(" ".join(line))
print(game.result_text)
picture(game, size_px=200)

# %% [markdown] en=ca6897d5
# ### 練習問題 3：`exact_score`
#
# 一番簡単な形で、完全読みをする関数を書きましょう。深さも評価関数も使わないネガマックス法です。
#
# - どちらのプレイヤーも打てなければ、`disc_difference(board, colour)` を返す。
# - `colour` が打てなければ、同じ盤面で相手について `exact_score` を呼び、そのマイナスを返す。
# - そうでなければ、それぞれの手を打ったあとの `exact_score` のマイナスの中で最大のものを返す。
#
# この関数はすべての進行を最後まで試すので、チェックでは空きマスの少ない終盤の局面だけを使います。


# %% en=c988a6e2
def exact_score(board, colour):
    """両方がここから完璧に打ったとき、終局での `colour` の石数から相手の石数を引いた数（int）を
    返す。手番は `colour`。盤面は変えないこと。"""
    # BEGIN SOLUTION
    other = WHITE if colour == BLACK else BLACK
    moves = rules.valid_moves_list(board, colour)
    if not moves:
        if not rules.valid_moves_list(board, other):
            return disc_difference(board, colour)
        return -exact_score(board, other)
    best = -math.inf
    for move in moves:
        after = rules.place_move(copy_board(board), *move, colour)
        best = max(best, -exact_score(after, other))
    return best
    # END SOLUTION


# %% en=663582b3
check_exact_score(exact_score)

# %% [markdown] en=f17886fd
# ## 終盤の問題
#
# どちらの問題も黒の番です。1問目は空きマスが10、2問目は14あります。黒は何石差で勝てるでしょうか。
# どの手を打てばよいでしょうか。まず自分で考えてから、それぞれの図の下のセルを実行しましょう。セルは
# `solve_endgame` で問題を解きます。`solve_endgame` は、終盤を解くプログラムの工夫を使って、`solve`
# と同じ正確な点数を求めます（工夫の中身は、最後の発展の節で紹介します）。

# %% en=6e709dd6
puzzle_one = board_from_text("""
    . . ● ● ● ● . ●
    ● . ○ ○ ● . ● .
    ● ○ ○ ● ● ○ ○ ○
    ● ○ ● ● ● ○ ○ ●
    ● ○ ○ ○ ● ○ ○ .
    ● ○ ● ○ ○ ● . ○
    ● ○ ○ ○ ● ● ● .
    ● ○ ○ ● ● ● ● .
""")
picture(puzzle_one, hints=rules.valid_moves_list(puzzle_one, BLACK), size_px=240)

# %% en=0b9ce49f
count = NodeCount()
answer = solve_endgame(puzzle_one, BLACK, counter=count)
print(f"黒の手は {rules.square_name(*answer.move)}、勝ちの石差は {answer.score}")
print(f"（調べた局面: {count.nodes:,}）")

# %% en=df5c4f71
puzzle_two = board_from_text("""
    ● . . ● . .
    ● ● ● . . ○
    ● ○ ○ ● ● ○
    ● ● ○ ● . ○
    ● . ● ● ● .
    . . ● . . .
""")
picture(puzzle_two, hints=rules.valid_moves_list(puzzle_two, BLACK), size_px=240)

# %% en=c16592c2
count = NodeCount()
answer = solve_endgame(puzzle_two, BLACK, counter=count)
print(f"黒の手は {rules.square_name(*answer.move)}、勝ちの石差は {answer.score}")
print(f"（調べた局面: {count.nodes:,}）")

# %% [markdown] en=4c8de1ee
# 次は2問目を自分で打ってみましょう。相手は `perfect_player` です。空きマスが14以下になると、
# 完璧に打ちます。最大の石差で勝ち切れるでしょうか（「待った」のボタンで1手戻せます）。

# %% en=51eceded
OthelloBoard(Game(board=puzzle_two, white=perfect_player(endgame=14)))

# %% [markdown] en=c2aa1cdd
# ## クラスの大会に自分のプレイヤーを出す
#
# 自分の `alphabeta` を使えば、手を選べます。プレイヤーは打てる手を1つずつ試し、
# 自分の側から見た値が一番大きい手を選びます。次のプレイヤーは、重みの表を使って3手先（自分の手と、
# その先の2手）まで読みます。


# %% en=0ef64b1f
def my_player(board, colour):
    """重みの表を使い、打ったあと2手先まで alphabeta で読んで、一番よい手を打つ。"""
    other = WHITE if colour == BLACK else BLACK

    def value(move):
        after = rules.place_move(copy_board(board), *move, colour)
        return -alphabeta(after, other, 2, weighted_discs, -math.inf, math.inf)

    return max(rules.valid_moves_list(board, colour), key=value)


# %% [markdown] en=78e24d94
# クラスの大会（先生が `othello-course tournament` を実行します）では、
# 全員のプレイヤーがほかの全員のプレイヤーと対戦します。プレイヤーは、`player(board, colour)` を定義した
# `.py` ファイル1つとして提出します。`write_entry` がそのファイルを書いてくれます。中身は、
# 自分のプレイヤーと、それが呼び出すこのノートブックの関数（ここでは自分の `alphabeta`）と、
# コースから使っている名前それぞれの import です。提出する前に、`"my_entry.py"`
# を自分の名前に変えましょう。ファイル名が、表に出るプレイヤーの名前になります。

# %% en=5bf16ecc
entry = write_entry(my_player, "my_entry.py")
print(entry.read_text())

# %% [markdown] en=9fcb7d96
# 大会では、それぞれの参加者を別々のプロセスで動かし、1手ごとに制限時間があります。エラーで止まったり、
# 時間がかかりすぎたり、打てない手を答えたりしたプレイヤーは、その対局の負けになります。
# 大会と同じやり方で、自分のファイルを greedy と対戦させてみましょう（自分の `alphabeta`
# がまだできていなければ、すぐに負けになり、その理由が表示されます）。

# %% en=bec1d0cc
with entrant(entry) as yours:
    result = refereed_game(yours, greedy_player, size=6)
print(f"勝者 {result.winner}、{result.black}-{result.white}", result.forfeit)

# %% [markdown] en=5c534f10
# ## まとめ
#
# - 評価関数は、片方の側から局面に点数をつけます。もう一方の側の点数は、その符号を反対にしたものです。
# - ネガマックス法: 手番のプレイヤーの値は、相手の値のマイナスの中で最大のもの。パスは深さを使いません。
#   終局した局面には正確な点数をつけ、それはどんな予想よりも重く数えます。
# - アルファベータ法は、ずっと少ない局面で同じ値を求めます。良い手から先に試すと、さらに少なくなります。
# - 終わりが近ければ、探索は最後まで読み切れます。`solve` は正確な結果と最善進行を求めます。
# - `write_entry` は、自分のプレイヤーをクラスの大会用の1つのファイルにします。
#   大会はそれを別に動かすので、プレイヤーに問題があっても負けになるだけで、大会が止まることはありません。
# - このレッスンの進み具合（`progress()` ならコース全体を表示します）:

# %% en=7913eebb
progress(lesson=9)

# %% [markdown] en=0afad0f7
# ## もっと先へ
#
# 1. `alphabeta_player(2, mobility)` と `alphabeta_player(2, weighted_discs)` を、`match`（レッスン 8）
#    で20局対戦させましょう。どちらの評価関数が強いでしょうか。*ヒント:* `match`
#    にはプレイヤーそのものを渡します。
# 2. 自分で作った 8x8 の局面で、深さ4のアルファベータ法が調べる局面の数を、`order=True`
#    ありとなしで数えましょう。手の順番を工夫すると、どれだけ減るでしょうか。
# 3. 重みの表に着手可能数の10倍を足す評価関数を作り、重みの表だけのものと対戦させましょう。*ヒント:* `def
#    mixed(board, colour): return ...`
# 4. 6x6 のゲームも完全に解かれています（白が4石差で勝ちます）。ノートブックの `solve`
#    ではなぜ手が届かないのでしょうか。*ヒント:* 最初の局面の空きマスを数えてみましょう。

# %% [markdown] en=a0edf067
# ## 発展（任意）: 終盤をもっと速く解くには
#
# 終盤を解く専門のプログラムは、`solve` と同じ正確な点数を、ずっと少ない局面を調べるだけで求めます。
# `solve_endgame` は、そのプログラムと同じことをふつうの Python で行います。一番効果の大きい工夫は、
# 言葉にすると簡単です。**速さ優先**（相手の手が少ない手から）です。どの局面でも、
# 相手の打てる手が一番少なくなる手から先に試します。打てる手が少ない局面は、
# その下のゲーム木が小さくなります。また、相手の選択肢を減らす手は良い手であることが多いので、
# 枝刈りが早く起こります。2問目で黒が打てる手と、それぞれを打ったあとの白の応手の数です。

# %% en=f63c3efe
for move in rules.valid_moves_list(puzzle_two, BLACK):
    after = rules.place_move(copy_board(puzzle_two), *move, BLACK)
    replies = len(rules.valid_moves_list(after, WHITE))
    print(f"{rules.square_name(*move)}: 白の応手は {replies} 通り")

# %% [markdown] en=7f189b65
# 速さ優先では、これらの手を応手の少ないものから順に試し、その下のすべての局面でも同じようにします。
# マスを重みの表の順に試した場合と、速さ優先で試した場合とで、
# この問題を解くのに調べる局面の数を比べましょう（ほかの工夫はどちらでもすべて使います）。

# %% en=d2d02c15
for words, ideas in [("重みの表の順", Ideas(fastest_first=False)), ("速さ優先", Ideas())]:
    count = NodeCount()
    answer = solve_endgame(puzzle_two, BLACK, ideas=ideas, counter=count)
    print(f"{words:　>6}: 黒が {answer.score} 石差で勝ち、{count.nodes:>6,} 局面")

# %% [markdown] en=6b2e5b5d
# ほかの工夫も、それぞれ `Ideas` のスイッチで入れたり切ったりできます。
#
# - **置換表**（`table`）: 同じ局面に、手の順番を変えてたどり着くことはよくあります。置換表は、
#   その局面についてわかったことと最善の手を覚えておきます。
# - **ヌルウィンドウ探索**（`null_window`）: 1つ目の手のあと、ほかの手には「それより良いか」
#   だけをたずねます。`alpha` と `beta` の差を1にするので、ずっと多く枝刈りできます。
#   良いとわかった手だけを、値を求めるためにもう一度探索します。
# - **偶数理論（パリティ）**（`parity`）: 終わり近くでは、盤を4つに分けた区画のうち、
#   空きマスが奇数の区画から先に打ち、その区画の最後の1手を自分が打てるようにします。
# - **確定石**（`stability`）: 二度と裏返されない石から、点数の限界がわかります。その限界でも、
#   ほかで確保している値を超えられない局面は省きます。
# - **最後の空きマス**（`last_empties`）: 空きマスが4つ以下になったら、
#   リストを使わない専用のコードで解きます。
#
# 2問目で、工夫を1つずつ切ってみましょう。

# %% en=15e204e2
for name in ["table", "null_window", "parity", "stability", "last_empties"]:
    count = NodeCount()
    answer = solve_endgame(puzzle_two, BLACK, ideas=Ideas(**{name: False}), counter=count)
    print(f"切った工夫 {name:<13} 黒が {answer.score} 石差で勝ち、{count.nodes:>6,} 局面")

# %% [markdown] en=3b63ce36
# どの工夫も、どの局面でも効くわけではありません。この小さな問題では、
# ヌルウィンドウ探索はいくつかの手を2回探索してしまいますし、偶数理論は空きマスが多いほど効いてきます。
# 終盤のソルバーを比べる定番のテストに、FFO 問題集の #40 から #44（8x8 で空きマス20から23）があります。
# `benchmarks/ffo_benchmark.py` は、そのすべてを `solve` のやり方と並べて測ります。
#
# 次のレッスン 10 では、盤を記録する5つの方法を学びます。同じルールをほかのデータ構造の上に書き、
# どれが速いかを競争させます。
