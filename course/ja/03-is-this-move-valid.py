# %% [markdown] en=9daa030f
# # レッスン 3 · この手は打てる？
#
# 相手の石の列を少なくとも1つ挟めるとき、その手は打てます。このレッスンでは、それを Python に
# 見分けさせます。あるマスからまっすぐ進み、進むのがなぜ止まったかに気づき、その手が打てるかを
# 決めます。
#
# *所要時間：約60分*
#
# **このレッスンでできるようになること**
#
# - 8つの方向を歩幅 `(dr, dc)` で表し、`while` の繰り返しで半直線の上を進むこと。
# - 進むのが止まる4つの場合のそれぞれで、石を挟めるかどうかを言えること。
# - ルールの最初の大きな部品、`is_valid_move(board, row, col, colour)` を書くこと。
#
# **このレッスンで使うことば**
#
# | ことば | 意味 |
# |---|---|
# | **方向** | 歩幅 `(dr, dc)`。行に `dr` を、列に `dc` を足します |
# | **半直線** | あるマスから1つの方向に、盤の端まで進むときに通るマス |
# | **相手** | もう一方のプレイヤー。白の相手は黒、黒の相手は白です |
# | **挟む** | 相手の石が1つ以上並び、そのすぐあとに自分の石があること |
# | **打てる手** | 空いているマスで、そこに置けば少なくとも1つの半直線で石を挟めるマス |
#
# **このノートブックの使い方。** セルは上から順に実行します（Shift+Enter）。練習問題は、
# 自分で書きかえる1つのセルと、そのすぐ下のチェックのセルの組です。コースについてくる完成版の
# ルールの関数は、前に `rules.` をつけて書きます。何もつかない関数の名前は、自分で書く関数です。
# （定数の `BLACK`、`WHITE`、`EMPTY` や、練習問題ではない道具の `picture` なども、何もつけずに
# 書きます。）
# このレッスンを配られたときの状態に戻すには、ターミナルで `othello-course reset 3` を実行します。

# %% en=975a6ad9
from othello_lesson.language import use_language

use_language("ja")
from othello_lesson import BLACK, DIRECTIONS, EMPTY, WHITE, rules
from othello_lesson.exercises.lesson3 import (
    check_is_on_board,
    check_is_valid_move,
    check_ray_squares,
    check_sandwiches,
)
from othello_lesson.exercises.own_othello import keep
from othello_lesson.progress import progress
from othello_lesson.svg import picture

# %% [markdown] en=194b03ed
# ## 8つの方向
#
# どのマスからも、進める方向は8つあります。上、下、左、右と、4つの斜めです。それぞれの方向を
# **歩幅** `(dr, dc)` で表します。行がどれだけ変わるかと、列がどれだけ変わるかです。行は下に行くほど
# 大きくなるので、「上」は `dr = -1` です。
#
# | | 左 `dc = -1` | `dc = 0` | 右 `dc = 1` |
# |---|---|---|---|
# | **上** `dr = -1` | (-1, -1) | (-1, 0) | (-1, 1) |
# | `dr = 0` | (0, -1) | | (0, 1) |
# | **下** `dr = 1` | (1, -1) | (1, 0) | (1, 1) |
#
# コースでは、8つの方向をすべて定数 `DIRECTIONS` に入れてあります。

# %% en=0404a2bb
print(DIRECTIONS)

# %% [markdown] en=36627a41
# あるマスから1つの方向に、盤の端まで 1 歩ずつ進むと、**半直線** の上を通ります。何もない 8×8 の
# 盤で d4 から出る8本の半直線は、d4 の行、列、2本の斜めを覆います（赤い点が d4、小さな点が
# 半直線です）。半直線のマスのリストは、`for` を2つ持つ内包表記で作ります。2つの `for` は、
# 入れ子になった2つの繰り返しと同じように働きます。最後の `if` は、条件を満たすマスだけを残します。

# %% en=16d930b2
empty = [[EMPTY for _ in range(8)] for _ in range(8)]
rays = [
    (r, c)
    for r in range(8)
    for c in range(8)
    if (r, c) != (3, 3) and (r == 3 or c == 3 or r - c == 0 or r + c == 6)
]
picture(empty, last_move=(3, 3), hints=rays, size_px=240)

# %% [markdown] en=c4029961
# ## 盤の上にとどまる
#
# 進むのは盤の端で止めなければなりませんが、Python は止めてくれません。行の終わりより先を読むと、
# `IndexError` というエラーになります（ここでは `try` ... `except` でエラーを受け止めて、
# ノートブックが先に進めるようにし、どんなエラーだったかを表示しています）。

# %% en=f76938a4
board = rules.initialize_board(4)
try:
    print(board[4][0])
except IndexError as error:
    print("IndexError:", error)

# %% [markdown] en=9d1e28c6
# もっと困るのは、始まりより *前* の行はエラーにすらならないことです。レッスン 1 で見たように、
# インデックス `-1` は「最後のもの」という意味です。行 0 から行 -1 に進むと、何も言われずに
# いちばん下の行を進み続けてしまいます！

# %% en=20dbbb66
print(board[-1] is board[3])

# %% [markdown] en=142f5d25
# ですから、`board[r][c]` を読む前に、`(r, c)` が盤の上にあるかをたずねます。大きさ `len(board)` の
# 盤の上にあるのは、行と列がどちらも 0 以上で、大きさより小さいときです。Python では、これを
# 比べる式を続けて `0 <= r < size` と書けます。
#
# ### 練習問題 1（ウォーミングアップ）：`is_on_board`


# %% en=67b46086
def is_on_board(board, row, col):
    """(row, col) が `board` のマスなら True を、盤の外なら False を返します
    （1 や 0 ではなく、本物の True と False を返します）。

    盤の大きさは盤から計算します。4×4、6×6、8×8 や、ほかのどんな大きさもありえます。
    """
    # BEGIN SOLUTION
    size = len(board)
    return 0 <= row < size and 0 <= col < size
    # END SOLUTION


# %% en=ba58e5e2
check_is_on_board(is_on_board)

# %% [markdown] en=05e74736
# ## 半直線の上を進む
#
# 手で1回進んでみます。6×6 の盤で、b3（行 2、列 1）から右へ、`(dr, dc) = (0, 1)` で進みます。
# b3 の *となり* のマスから始めて、盤の上にいる間、1 歩ずつ進みます。`while` の繰り返しは、
# 条件が成り立っている間、中身を繰り返します。

# %% en=c339a54e
row, col, dr, dc = 2, 1, 0, 1
r, c = row + dr, col + dc
walked = []
while 0 <= r < 6 and 0 <= c < 6:
    walked.append((r, c))
    r, c = r + dr, c + dc
print(walked)

# %% [markdown] en=05714998
# c3、d3、e3、f3 を通り、`c` が 6 になったところ、つまり端をちょうど越えたところで止まりました。
# 絵にすると、赤い点が b3 で、小さな点が半直線です。

# %% en=44a3838b
picture(rules.initialize_board(6), last_move=(2, 1), hints=[(2, 2), (2, 3), (2, 4), (2, 5)], size_px=200)

# %% [markdown] en=db64be14
# ### 練習問題 2：半直線のマス
#
# 今度は、どの大きさの盤でも、どのマスからでも、どの方向にでも進めるようにします。自分の
# `is_on_board` を使うと、繰り返しの条件が読みやすくなります。チェックは 4×4、6×6、8×8 の盤の
# すべてのマスで、8つの方向すべてを試します。


# %% en=a912b3a8
def ray_squares(board, row, col, dr, dc):
    """(row, col) から方向 (dr, dc) に進むときに通るマスを、近い順に、タプル (r, c) の
    リストで返します。(row, col) のとなりのマスから始めて、盤から出るまで進みます。
    (row, col) 自身はリストに入れません。端のマスから外に向かって進むときは [] です。
    盤は変えないでください。
    """
    # BEGIN SOLUTION
    squares = []
    r, c = row + dr, col + dc
    while is_on_board(board, r, c):
        squares.append((r, c))
        r, c = r + dr, c + dc
    return squares
    # END SOLUTION


# %% en=eb6d5f8d
check_ray_squares(ray_squares)

# %% [markdown] en=cc8b8920
# ## 進むのが止まる4つの場合
#
# 今度は、半直線の *上に何があるか* を見ます。次の4つの 6×6 の局面で、黒が b3（赤い点）に
# 打とうとしていて、右に進みます。どの局面でも、白石の上を進み、白ではない最初のマスで止まります。
# 決め手になるのは、そのマスです。

# %% en=b245f11b
ray = [(2, 2), (2, 3), (2, 4), (2, 5)]
to_the_edge = rules.board_from_text("""
    . . . . . .
    . . . . . .
    . . ○ ○ ○ ○
    . . . . . .
    . . . . . .
    . . . . . .
""")
picture(to_the_edge, last_move=(2, 1), hints=ray, size_px=200)

# %% [markdown] en=e165b159
# **1. 盤の端。** 白石が端まで続いていて、閉じる黒石がありません。挟めません。

# %% en=12283589
to_an_empty_square = rules.board_from_text("""
    . . . . . .
    . . . . . .
    . . ○ ○ . ●
    . . . . . .
    . . . . . .
    . . . . . .
""")
picture(to_an_empty_square, last_move=(2, 1), hints=ray, size_px=200)

# %% [markdown] en=58d7acf0
# **2. 空きマス。** 2つの白石のあとに、空きマスがあります。その向こうの黒石は数に入りません。
# 挟むときに、すき間があってはいけないからです。挟めません。

# %% en=677b437a
own_disc_at_once = rules.board_from_text("""
    . . . . . .
    . . . . . .
    . . ● ○ ○ ●
    . . . . . .
    . . . . . .
    . . . . . .
""")
picture(own_disc_at_once, last_move=(2, 1), hints=ray, size_px=200)

# %% [markdown] en=d26441c2
# **3. すぐに黒の自分の石。** 最初のマスに、もう黒石があります。間に白石が1つもないので、
# 何も挟めません。進むのはそこで止まります。その先の白石は、この手とは関係ありません。

# %% en=acb7c8d0
sandwich = rules.board_from_text("""
    . . . . . .
    . . . . . .
    . . ○ ○ ● .
    . . . . . .
    . . . . . .
    . . . . . .
""")
picture(sandwich, last_move=(2, 1), hints=ray, size_px=200)

# %% [markdown] en=d20608f0
# **4. 白石のあとに、黒の自分の石。** 白石が2つ、そのあとに黒石が1つ。挟めました！
# この2つの石が裏返ります。完成版のルールも、4つとも同じ答えです。

# %% en=caac7f5c
[
    rules.is_valid_move(board, 2, 1, BLACK)
    for board in (to_the_edge, to_an_empty_square, own_disc_at_once, sandwich)
]

# %% [markdown] en=e06c0bbe
# | 進むのが止まるところ | 挟める？ |
# |---|---|
# | 盤の端 | いいえ |
# | 空きマス | いいえ |
# | すぐに自分の石 | いいえ |
# | 相手の石1つ以上のあとの自分の石 | **はい** |
#
# ### 練習問題 3：この方向で挟める？
#
# 1本の半直線の上を進んで、4つの場合を見分けます。進みながら相手の石を数えます。決め手になるのは、
# 相手の石ではない最初のマスです。`colour` の相手は `WHITE if colour == BLACK else BLACK` です
# （完成版のルールでは `rules.opponent(colour)` という名前です）。


# %% en=414c425c
def sandwiches(board, row, col, dr, dc, colour):
    """(row, col) は、`colour` が打とうと考えている空きマスです。そこから1つの方向
    (dr, dc) に進みます。相手の石に1つ以上出会い、そのすぐあとに `colour` 自身の石が
    あれば True を返します。盤の端、空きマス、または間に相手の石がないまま `colour` 自身の
    石で止まったときは False を返します（1 や 0 ではなく True か False）。盤は変えないでください。
    """
    # BEGIN SOLUTION
    opponent = WHITE if colour == BLACK else BLACK
    seen = 0
    for r, c in ray_squares(board, row, col, dr, dc):
        if board[r][c] == opponent:
            seen += 1
        elif board[r][c] == colour:
            return seen > 0
        else:
            return False
    return False
    # END SOLUTION


# %% en=76cf4017
check_sandwiches(sandwiches)

# %% [markdown] en=99cf3744
# ## まとめて組み立てる
#
# 次の3つが成り立つとき、その手は打てます。
#
# 1. マスが盤の上にある。
# 2. マスが空いている（石の上に石を置くことはありません）。
# 3. 8つの方向のうち、少なくとも1つで挟める。
#
# この順に調べて、1つでも成り立たなければそこでやめます。Python の `and` は、自動的にそうして
# くれます。`a and b` では、`a` が偽なら `b` は見もしません。ですから、
# `is_on_board(board, row, col) and board[row][col] == EMPTY` は、盤の外のマスを決して読みません。
# 3つめは、`DIRECTIONS` を `for` で繰り返し、どれか1つの方向で挟めたらすぐに `return True` し、
# 繰り返しが終わったら `return False` すればできます。（Python の `any(...)` は、同じことを1行で
# します。`any(x > 2 for x in [1, 5, 2])` は True です。5 が 2 より大きいからです。）
#
# 石があるマスのことは、つい忘れがちです。実際に公開されたオセロのプログラム、日本のブログの連載
# 「オセロを作ってみる」でも、石の上に石を置けてしまい、作者はずっとあとになってから気づきました。
# 下のチェックは、石のあるマスも、盤の外のマスもいくつか含めて、すべてのマスを試します。
#
# ### 練習問題 4：`is_valid_move`


# %% en=ef6f1993
def is_valid_move(board, row, col, colour):
    """`colour` が (row, col) に打てるなら True を返します。打てるのは、マスが盤の上にあり、
    EMPTY で、8つの DIRECTIONS のうち少なくとも1つで挟めるときです。そうでなければ
    （盤の外のマスでも）False を返します。1 や 0 ではなく True か False です。盤は変えないでください。
    """
    # BEGIN SOLUTION
    if not is_on_board(board, row, col) or board[row][col] != EMPTY:
        return False
    return any(sandwiches(board, row, col, dr, dc, colour) for dr, dc in DIRECTIONS)
    # END SOLUTION


# %% en=0ebc816f
check_is_valid_move(is_valid_move)

# %% [markdown] en=e2f2d02a
# ## 打てる手をいっぺんに
#
# `is_valid_move` があれば、盤のすべてのマスを試して、プレイヤーが打てる手をすべて見つけられます。
# レッスン 5 で、これをきちんと書きます。ここでは完成版の `rules.is_valid_move` で、6×6 の局面で
# 白が打てる手に点の印をつけます。

# %% en=a7671f28
middle_game = rules.board_from_text("""
    . . . . . .
    . . ● . . .
    . ○ ● ● . .
    . ● ● ○ ● .
    . . ● . . .
    . . . . . .
""")
valid = [(r, c) for r in range(6) for c in range(6) if rules.is_valid_move(middle_game, r, c, WHITE)]
picture(middle_game, hints=valid, size_px=200)

# %% [markdown] en=d127a1ae
# 打てないマスについては、完成版のルールがその理由を教えてくれます。

# %% en=16f6c01b
[rules.describe_illegal_move(middle_game, r, c, WHITE) for r, c in [(0, 0), (2, 2), (6, 1)]]

# %% [markdown] en=fc15c91b
# ## 自分のオセロが育っていく
#
# 正しく書けた関数は、自分のオセロのプログラムの始まりです。`keep` は、渡された関数をそれぞれ
# もう一度チェックし、合格したものを `my_othello.py` に書きこみます。これは、このフォルダーにある
# 自分だけのモジュールです。まだ合格していない関数は入れず、そのことを `keep` が教えてくれます。
# レッスン 4、5、6 でここに関数を足していき、レッスン 6 でそれを1つのプログラムとして見ます。
# レッスン 7 では、クリックして打てる盤がこのプログラムで動きます。`keep` はファイルを変える前に、
# それまでの版を `.backups/` にしまうので、書いたものが失われることはありません。関数を直したら、
# そのたびにこのセルをもう一度実行しましょう。

# %% en=503df7d6
keep(is_on_board, ray_squares, sandwiches, is_valid_move)

# %% [markdown] en=09d7ae9e
# ## まとめ
#
# - 方向は歩幅 `(dr, dc)` です。`DIRECTIONS` に8つすべてが入っています。半直線はマスのとなりから
#   始まり、端まで続きます。
# - `board[r][c]` を読む前に、`0 <= r < size` を調べます。終わりより先は `IndexError` になり、
#   負のインデックスは何も言わずに反対の端から読んでしまいます。
# - 相手の石の上を進んで、そのあとに自分の石にたどり着いたときだけ挟めます。盤の端、空きマス、
#   すぐに自分の石、のどれかなら挟めません。
# - 打てる手とは、盤の上の空きマスで、少なくとも1本の半直線で挟めるマスです。
# - このレッスンでどこまで進んだか（`progress()` はコース全体を表示します）：

# %% en=ba190a16
progress(lesson=3)

# %% [markdown] en=61edb607
# ## もっと先へ
#
# - `count_flips(board, row, col, colour)` を書いてみましょう。8つの方向すべてで、その手がいくつの
#   石を裏返すかを返す関数です。これは、実際に手を打つレッスン 4 の最初の一歩になります。
#   （ヒント：`sandwiches` はもうそれぞれの半直線の上を進んでいます。かわりに、通った相手の石を
#   数えましょう。）
# - 盤のまわりを「壁」のマスで囲むプログラムもあります（8×8 のゲームに 10×10 のリスト）。そうすれば、
#   どの進み方も壁で止まるので、`is_on_board` がいりません。試してみましょう。そのとき `sandwiches` は
#   どうなるでしょうか。（ヒント：`while` は相手の石ではないものに出会うと止まります。壁のマスは
#   相手の石ではありません。）
# - 8つの方向すべてで同時に打てる手になる局面を見つけてみましょう。石はいくつまで減らせるでしょうか。
#   （ヒント：どの方向にも、相手の石1つと、その後ろの自分の石1つが必要です。）
