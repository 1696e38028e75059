# %% [markdown] en=4d8ea9d0
# # レッスン 7 · クリックして遊ぼう
#
# いよいよ、本物の盤で遊びます。クリックして打つ盤です。
# この盤は、レッスン 3 からレッスン 6 で書いたのと同じルールでできています。
# 自分の関数を盤の中に入れて、それが働くようすを見ることもできます。
#
# *所要時間：約60分*
#
# **このレッスンでできるようになること**
#
# - ノートブックの中で、友だちやコンピュータとオセロを対戦する。
# - コードから盤を動かし、自分のルール関数を盤の中に入れる。
# - 自分の関数がまちがったとき、盤が伝えることを読み取る。
# - コンピュータのプレイヤーを自分で書き、どれがいちばん強いかを調べる。
#
# **このレッスンで使うことば**
#
# | ことば | 意味 |
# |---|---|
# | **ウィジェット** | ノートブックの中でクリックできる部品（ボタンやメニュー）。Python のコードで動きます |
# | **モデル** | ゲームを持つオブジェクト（盤、だれの番か、打った手）。ウィジェットはそれを表示するだけです |
# | **キーワード引数** | 名前を付けて渡す引数。`play(6, white="greedy")` の `white="greedy"` がそうです |
# | **プレイヤー** | 手 `(row, col)` を答える関数 `player(board, colour)`（レッスン 6） |
# | **隅** | 盤の四隅のマス。隅の石は決して裏返されません |
#
# これまでと同じく、このコースの完成版のルール関数には `rules.` が前に付いています。
# 何も付いていないルール関数の名前は、自分で書いた関数です。定数と補助の関数は、何も付けずに書きます。
# このレッスンを配られたときの状態に戻すには、ターミナルで `othello-course reset 7` を実行します。
# その前に、今のノートブックはバックアップとして保存されます。

# %% en=05b25f45
from othello_lesson.language import use_language

use_language("ja")
from othello_lesson import (
    BLACK,
    EMPTY,
    WHITE,
    board_from_text,
    copy_board,
    greedy_player,
    play_game,
    random_player,
    rules,
)
from othello_lesson.exercises import lesson7
from othello_lesson.exercises.lesson4 import careless_place_move
from othello_lesson.exercises.lesson7 import (
    check_careful_player,
    check_corner_first_player,
    check_most_flips_player,
)
from othello_lesson.exercises.own_othello import rules_from_my_othello
from othello_lesson.game import Game, Rules
from othello_lesson.progress import progress
from othello_lesson.svg import picture
from othello_lesson.widget import OthelloBoard, play

# %% [markdown] en=94d806f4
# ## 遊んでみよう！
#
# 次のセルを実行し、マスをクリックして黒で打ちましょう。
# 白はコンピュータが持ち、すぐに打ち返してきます。
# 小さな黒っぽい点は、打てる手の印です。
# 盤の下には、**新しい対局**、**待った**（1手戻す）、盤の大きさ、**打てる手を表示**（印のオンとオフ）、
# それぞれの色をだれが持つかのメニューがあります。
# 両方の色に *人間* を選べば、1つの画面で友だちと対戦できます。
# さらに、コンピュータのプレイヤーどうしを対戦させるための **1手進める** と **自動対局** もあります。

# %% en=d02b1b75
play(6, white="greedy")

# %% [markdown] en=5400a5b3
# `play` はキーワード引数を受け取ります。
# `play(8, black="human", white="human")` は人どうしのゲーム、
# `play(6, black="random", white="greedy", seed=1)` はコンピュータのプレイヤーどうしのゲームです。
# このときは、**1手進める** か **自動対局** を押します。
# `hints=False` にすると、打てる手の印が消えます。
#
# ## 盤もプログラム
#
# クリックでできることは、すべてコードでもできます。
# `board.squares` には、マスのボタンが `(row, col)` ごとに入っています。
# ボタンの `click()` は、マウスでクリックするのと同じことをします。
# `board.message` は盤の下の文、`board.score` は盤の上の石数です。
# そして `board.game` が、そのすべての裏にあるモデルです。

# %% en=b5167dcb
board = play(4, white="greedy")
board.squares[(0, 1)].click()
print(board.message)
print(board.score)

# %% en=ff668d02
board.squares[(0, 0)].click()
print(board.message)

# %% [markdown] en=efcf8a4b
# 2回目のクリックは断られました。コンピュータがちょうど a1 を取ったところだったからです。
# モデルは自分の絵を描けます。最後の手には印が付き、裏返った石は輪で囲まれます。

# %% en=b087f13f
picture(board.game, size_px=160)

# %% [markdown] en=4203de16
# ## 盤の中で動く自分の関数
#
# 盤は3つのルール関数を呼び出します。`is_valid_move`、`place_move`、`valid_moves_list` です。
# どれを使うかは、`Rules(...)` オブジェクトで指定します。
# たとえば `Rules(place_move=careless_place_move)` のようにします。指定しなかった関数は、完成版が使われます。
#
# 自分の関数は、
# レッスン 3 からレッスン 6 で `keep` が書きこんだ自分のモジュール `my_othello.py` に入っています。
# `rules_from_my_othello()` はそれを読んで `Rules` を作ります。
# 3つの関数のうち、ファイルにあってチェックにも通るものは自分の関数が使われます。
# ないものやまちがっているものは、代わりに完成版が使われます。どちらが使われたかも教えてくれます。

# %% en=3789cece
# NBVAL_IGNORE_OUTPUT
# （表示される内容は、生徒自身の my_othello.py に何が入っているかによって変わります）
my_rules = rules_from_my_othello()

# %% en=0dabe31e
play(6, white="greedy", rules=my_rules)

# %% [markdown] en=3f1034f0
# ## 自分の関数がまちがっているとき
#
# 盤は、渡された関数をやみくもに信じたりはしません。答えを1つ1つ確かめます。
# `place_move` がしてよいのは、石を1つ置くことと、相手の石を裏返すことだけです。
# `valid_moves_list` は `is_valid_move` と食い違ってはいけません。
# 盤を見るだけのはずの関数が、盤を変えてはいけません。
# 答えがまちがっていれば、盤はその手を受け付けず、ゲームを元のままにして、
# どの関数がどの局面でまちがえたかを伝えます。
#
# レッスン 4 の `careless_place_move` で試してみましょう。空きマスを石に変えてしまう関数です。
# それがまちがえる局面で動かします。

# %% en=d970a9cc
trap = board_from_text("""
    . . ○ ●
    ○ . . .
    ● . . .
    . . . .
""")
broken = OthelloBoard(Game(board=trap, white="greedy", rules=Rules(place_move=careless_place_move)))
broken.squares[(0, 0)].click()
print(broken.message)

# %% [markdown] en=7a02e7ff
# メッセージは、関数の名前と、その関数が何をまちがえたか（b1 は空いていたのに黒石になった）を伝え、
# 局面を見せてくれます。ゲームは変わっていません。

# %% en=0469109d
broken.game.score(), broken.game.last_move

# %% [markdown] en=11196e9f
# 同じ盤を、メッセージも含めて画面で見ると次のようになります。

# %% en=0b8a1cae
broken

# %% [markdown] en=d42de9d1
# プレイヤーの関数も同じように確かめられます。
# 次のプレイヤーは、打てるかどうかに関係なく、いつも a1 を答えます。


# %% en=dc0ad584
def stubborn_player(board, colour):
    """局面がどうであっても、いつも a1 に打ちます。"""
    return (0, 0)


stubborn = play(4, black=stubborn_player, white="human")
print(stubborn.message)

# %% [markdown] en=307d5b58
# ## 自分のプレイヤー
#
# プレイヤーのメニューにある名前は、プレイヤーの関数です。
# `"greedy"` は `greedy_player` で（メニューでは「欲張り」）、いちばん多くの石を裏返す手を打ちます。
# `play` には、名前の代わりに関数を渡すこともできます。
# 打てる手 `(row, col)` をタプルで答える関数 `player(board, colour)` なら、何でもかまいません。
#
# ### 練習問題 1（ウォーミングアップ）：`most_flips_player`
#
# greedy のルールを自分で書きましょう。
# `len(rules.flipped_discs(board, row, col, colour))` が、その手で裏返る石の数です。
# それまでで最もよい手を覚えておき、裏返る石が*より多い*ときだけ入れかえます。
# そうすると、同じ数のときは行優先の順で先の手が選ばれます。
# 手は2つの値の組です。星印 `*` を付けると、組を2つの引数に分けて渡せます。
# `move = (2, 3)` のとき、`rules.flipped_discs(board, *move, colour)` は、
# `rules.flipped_discs(board, 2, 3, colour)` と同じです。


# %% en=1f8cce1f
def most_flips_player(board, colour):
    """`colour` の打てる手 (row, col) のうち、いちばん多くの石を裏返す手を返します。そういう手が
    いくつかあるときは、行優先の順で最初の手を返します。`colour` にはいつも打てる手があります。
    盤は変えないでください。"""
    # BEGIN SOLUTION
    moves = rules.valid_moves_list(board, colour)
    best = moves[0]
    for move in moves[1:]:
        flips = len(rules.flipped_discs(board, *move, colour))
        if flips > len(rules.flipped_discs(board, *best, colour)):
            best = move
    return best
    # END SOLUTION


# %% en=f0182b17
check_most_flips_player(most_flips_player)

# %% [markdown] en=9d5a41bf
# ## 隅
#
# 隅にある石は、決して裏返されません。
# 石が挟まれるには、ある線にそって、その石の両側にマスが必要です。
# ところが、隅を通る線（行、列、そして1本の斜め）はどれも隅で終わっているので、片側がいつもありません。
# 一度取った隅は、最後まで自分のものです。
# 次の局面では、白が隅の a1（点の位置）を取れます。

# %% en=92cb58ee
corner_chance = board_from_text("""
    . ● ● ○ . .
    . ● ○ . . .
    . ● ○ ● . .
    ○ . ● ○ . .
    . . . . . .
    . . . . . .
""")
picture(corner_chance, hints=[(0, 0)], size_px=200)

# %% [markdown] en=ae7cfa44
# 盤の隅は `(0, 0)`、`(0, last)`、`(last, 0)`、`(last, last)` です。
# ここで `last = len(board) - 1` なので、盤の大きさに関係なく使えます。
#
# ### 練習問題 2：`corner_first_player`


# %% en=ce3d94a7
def corner_first_player(board, colour):
    """隅が `colour` の打てる手なら、その隅を返します（打てる隅が2つ以上あれば、行優先の順で
    最初のもの）。そうでなければ、most_flips_player と同じく、いちばん多くの石を裏返す手を
    返します。`colour` にはいつも打てる手があります。盤は変えないでください。"""
    # BEGIN SOLUTION
    last = len(board) - 1
    moves = rules.valid_moves_list(board, colour)
    for move in moves:
        if move in [(0, 0), (0, last), (last, 0), (last, last)]:
            return move
    return most_flips_player(board, colour)
    # END SOLUTION


# %% en=8e1f1b19
check_corner_first_player(corner_first_player)

# %% [markdown] en=2fdcda31
# ## 隅を渡さない
#
# 隅を取るのは、話の半分です。残りの半分は、相手に隅を*渡さない*ことです。
# ある手が隅を渡してしまうかどうかは、試してみれば分かります。
# 盤のコピー（`rules.copy_board`）の上でその手を打ち、相手が隅に打てるようになったかを調べます。
# 本物の盤は元のままです。
# 次の局面で黒が b2 に打つと、白が次に a1 を取れるようになります。

# %% en=bc4f09ca
risky = board_from_text("""
    . . . . . .
    . . ○ ● . .
    . . ● ○ . .
    . . ○ ○ . .
    . . . . . .
    . . . . . .
""")
after = rules.place_move(rules.copy_board(risky), 1, 1, BLACK)
print("b2 に打ったあと、白は a1 に打てるか:", rules.is_valid_move(after, 0, 0, WHITE))

# %% [markdown] en=053f65b1
# ### 練習問題 3（チャレンジ）：`careful_player`


# %% en=3209f541
def careful_player(board, colour):
    """`colour` の手を返します。
    1. 打てる隅があれば、その隅（行優先の順で最初のもの）。
    2. なければ、打ったあとに相手がどの隅にも打てない手の中で、いちばん多くの石を裏返す手
       （同じ数なら、行優先の順で最初の手）。
    3. どの手を打っても相手が隅に打てるようになるなら、いちばん多くの石を裏返す手
       （同じ数なら、行優先の順で最初の手）。
    `colour` にはいつも打てる手があります。手はコピーの上で試し、盤は変えないでください。"""
    # BEGIN SOLUTION
    last = len(board) - 1
    corners = [(0, 0), (0, last), (last, 0), (last, last)]
    other = WHITE if colour == BLACK else BLACK
    moves = rules.valid_moves_list(board, colour)
    for move in moves:
        if move in corners:
            return move
    safe = []
    for move in moves:
        after = rules.place_move(rules.copy_board(board), *move, colour)
        if not any(rules.is_valid_move(after, row, col, other) for row, col in corners):
            safe.append(move)
    candidates = safe or moves
    best = candidates[0]
    for move in candidates[1:]:
        if len(rules.flipped_discs(board, *move, colour)) > len(rules.flipped_discs(board, *best, colour)):
            best = move
    return best
    # END SOLUTION


# %% en=fc9d9e88
check_careful_player(careful_player)

# %% [markdown] en=ac47bd04
# ## 自分のプレイヤーと対戦しよう
#
# 次の盤では、自分が黒を持ち、自分の `careful_player` が白を持ちます。
# （関数が完成するまでは、白の番になると盤がそのことを伝えます。）
# 代わりに `corner_first_player` や `most_flips_player` を渡して、どれが手強いか比べてみましょう。

# %% en=9b82d629
play(6, white=careful_player)

# %% [markdown] en=6c0f75ed
# ## いちばん強いプレイヤーは？
#
# それぞれのプレイヤーを、6x6 でランダムなプレイヤーと100局ずつ対戦させ、勝った数を数えます。
# 半分は黒、半分は白で打ちます。
# ここでは、`lesson7` に入っている3つのプレイヤーの完成版を使います。
# そのため、自分のプレイヤーができていてもいなくても動きます。


# %% en=e03229b9
def wins_against_random(player, games=100, size=6):
    """シードを決めたランダムなプレイヤーとの `games` 局のうち、`player` が何局勝つかを返します。"""
    wins = 0
    for seed in range(games):
        if seed % 2 == 0:
            final = play_game(player, random_player(seed=seed), size=size).board
            wins += rules.winner(final) == BLACK  # True なら1、False なら0が足されます
        else:
            final = play_game(random_player(seed=seed), player, size=size).board
            wins += rules.winner(final) == WHITE
    return wins


contestants = [greedy_player, lesson7.most_flips_player, lesson7.corner_first_player, lesson7.careful_player]
print("\n".join(f"{player.__name__:>20}: 100局中{wins_against_random(player)}勝" for player in contestants))

# %% [markdown] en=79da51f0
# いちばん多く裏返すだけでは、ランダムなプレイヤーに10局中6局ほどしか勝てません。
# 隅のことを考えるとずっとよくなり、隅を渡さないようにすると、さらによくなります。
# 裏返す石の数よりも、石が*どこに*あるかのほうが大切なのです。
# （`greedy_player` と `most_flips_player` は同じルールで打つので、まったく同じゲームになります。）
#
# ## まとめ
#
# - `play(...)` は、クリックできる盤を作ります。キーワード引数で、盤の大きさとプレイヤーを選びます。
# - 盤はモデル `board.game` を表示しているだけです。
#   コードでマスをクリックしたりメッセージを読んだりでき、マウスでするのと同じことができます。
# - `Rules(is_valid_move=..., place_move=..., valid_moves_list=...)` で、
#   自分のルール関数を盤の中に入れられます。
#   盤は答えを1つ1つ確かめ、まちがった答えがあれば説明します。
# - プレイヤーは関数 `player(board, colour) -> (row, col)` です。
#   `copy_board(board)` の上で手を試せば、ゲームを変えずに1手先を読めます。
# - このレッスンの進み具合（`progress()` ならコース全体を表示します）:

# %% en=0c7527be
progress(lesson=7)

# %% [markdown] en=b73ebb5d
# ## もっと先へ
#
# 1. `my_rules` に `careless_place_move` を入れて、盤が文句を言うまで遊びましょう。
#    次に、レッスン 4 で直した自分の関数をその代わりに入れましょう。
#    *ヒント: `Rules(place_move=...)` には入れかえたい関数だけを渡します。ほかは完成版のままです。*
# 2. 隅のななめ隣のマス（b2 と、ほかの隅にある同じような3つのマス）は危険です。
#    そこに打つと、隅を渡してしまうことがよくあります。
#    できるだけそこを避けるプレイヤーを書き、`careful_player` と比べましょう。
#    *ヒント: `last = len(board) - 1` とすると、それらは `(1, 1)`、`(1, last - 1)`、`(last - 1, 1)`、
#    `(last - 1, last - 1)` です。何も残らない場合を除いて、手の中からそれらを取り除きます。*
# 3. `careful_player` と `corner_first_player` を100局対戦させましょう。どちらが多く勝つでしょうか。
#    *ヒント: 書き方は `wins_against_random` が参考になります。
#    黒と白は有利さが同じではないので、それと同じように1局ごとに色を入れかえます。*
# 4. 自分のアイデアで `my_player` を書き、`play(8, ...)` で対戦しましょう。
#    *ヒント: `careful_player` から始めて、ルールを1つずつ変えます。
#    変えるたびに `wins_against_random` で強さを測ります。*
#
# 次のレッスン 8（*コンピュータのプレイヤー*）では、重みの表、プレイヤーの個性、大会を学びます。
# そのあとレッスン 9（*先を読む*）で、何手も先を読むプレイヤーを作ります。
