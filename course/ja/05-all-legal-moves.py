# %% [markdown] en=7662720e
# # レッスン 5 · すべての打てる手と、パス
#
# 1つの手が打てるかどうかを調べること（レッスン 3）と、その手を打つこと（レッスン 4）は、もうできます。
# ゲームにするには、あと少しだけ必要です。
# まず、プレイヤーにはそもそもどんな手があるのか。
# 打てる手がないときはどうなるのか。
# そして、ゲームはいつ終わるのか。
#
# *所要時間：約45分*
#
# **このレッスンでできるようになること**
#
# - ある局面の打てる手を、決まった順番ですべて並べる。
# - プレイヤーがパスしなければならないとき、そしてゲームが終わるときを見分ける。
# - パスも含めて、次にだれが打つのかを答える。
#
# **このレッスンで使うことば**
#
# | ことば | 意味 |
# |---|---|
# | **打てる手（合法手）** | 空いているマスで、そこに打つと石を1つ以上裏返せる手 |
# | **行優先の順** | 上の行から1行ずつ、各行の中は左から右へ。本のページを読む順番と同じです |
# | **パス** | 打たずに相手に番をゆずること。打てる手が1つもないときだけ許されます |
# | **終局** | どちらのプレイヤーにも打てる手がない状態。盤が全部埋まっていなくても終わります |
# | **`None`** | 「何もない」を表す Python の値。ここでは「次に打つ人はいない」の意味で使います |
# | **`True` / `False`** | 「はい / いいえ」で答える質問の2つの答え（*bool* 型の値） |
# | **辞書** | キーと値の組の集まり。`{キー: 値, ...}` と書き、`NAMES[BLACK]` で BLACK の値を取り出します |
#
# セルは上から順に実行してください。
# レッスン 4 と同じく、
# このコースの完成版のルール関数には `rules.` が前に付いています（`rules.is_valid_move`）。
# 何も付いていない名前（`valid_moves_list`）は、いつも自分で書いた関数です。
# 定数（`BLACK`、`EMPTY` など）と、練習問題ではない補助の関数（`board_from_text`、`copy_board`、
# `print_board`、`picture`、プレイヤーたち）も、何も付けずに書きます。
# このレッスンを配られたときの状態に戻したいときは、ターミナルで `othello-course reset 5` を実行してください。
# その前に、今のノートブックはバックアップとして保存されます。

# %% en=e759b84b
from othello_lesson.language import use_language

use_language("ja")
from othello_lesson import (
    BLACK,
    EMPTY,
    WHITE,
    board_from_text,
    copy_board,
    print_board,
    random_player,
    rules,
)
from othello_lesson.exercises.lesson5 import (
    check_has_valid_move,
    check_is_game_over,
    check_next_player,
    check_valid_moves_list,
)
from othello_lesson.exercises.own_othello import keep
from othello_lesson.progress import progress
from othello_lesson.svg import picture

NAMES = {BLACK: "黒", WHITE: "白"}  # 辞書です。NAMES[BLACK] は "黒" になります

# %% [markdown] en=64879a36
# ## すべての打てる手
#
# 打てる手をすべて見つけるには、すべてのマスを試します。
# 行についての繰り返しの中に、列についての繰り返しを入れます（二重の繰り返し）。
# こうするとマスを行優先の順に調べるので、見つかる手もその順番に並びます。
# 6x6 のゲームの最初の局面で黒が打てる手を、小さな点で示します。

# %% en=5c4916d6
board = rules.initialize_board(6)
picture(board, hints=rules.valid_moves_list(board, BLACK), size_px=220)

# %% en=0acce2b8
for row in range(len(board)):
    for col in range(len(board)):
        if rules.is_valid_move(board, row, col, BLACK):
            print(f"({row}, {col}) は {rules.square_name(row, col)}")

# %% [markdown] en=78bb73c1
# 盤の大きさには、決まった数の8ではなく、いつも `len(board)` を使いましょう。
# そうすれば、同じコードがどの大きさの盤でも動きます。
#
# ### 練習問題 1（ウォーミングアップ）：`valid_moves_list`
#
# 手を表示する代わりに、リストに集めましょう。
# コースの `rules.is_valid_move` を使ってかまいません。
# レッスン 3 で書いた自分の関数を、上のセルにコピーして使ってもかまいません。
# `(row, col)` のタプルのリストを、行優先の順で返してください。


# %% en=6d696c5f
def valid_moves_list(board, colour):
    """`colour` の打てる手 (row, col) をすべて、行優先の順に並べたリストを返します。
    0行目が最初で、同じ行の中では列の番号が小さいほうが先です。盤は変えないでください。"""
    # BEGIN SOLUTION
    size = len(board)
    moves = []
    for row in range(size):
        for col in range(size):
            if rules.is_valid_move(board, row, col, colour):
                moves.append((row, col))
    return moves
    # END SOLUTION


# %% en=707555b0
check_valid_moves_list(valid_moves_list)

# %% [markdown] en=680f03d6
# ## パスしなければならないとき
#
# オセロには、パスについてのルールが2つあります。
#
# - 打てる手があるときは、**必ず**打たなければなりません。そのときはパスできません。
# - 打てる手が1つもないときは、**必ず**パスします。そして相手がもう一度打ちます。
#
# 次の局面では、黒には打てる手がありません。
# 白石は一番上の辺に並んでいます。
# 石を挟めるのは、その石の両側に線が続いている場合だけです。
# 一番上の行の上には何もないので、挟める線は一番上の行そのものしかありません。
# ところがその行の端、a1 の向こう側は盤の外です。
# 下にある空きマスから伸ばした線が白石に届くことはあります。
# たとえば d2 から左上に進むと、最初に c1 の白石に当たります。
# でも、その先ですぐ盤の外に出てしまい、線を閉じる黒石がありません。

# %% en=f7ad64a1
stuck = board_from_text("""
    ○ ○ ○ .
    ● ● ● .
    . . . .
    . . . .
""")
print("黒:", rules.valid_moves_list(stuck, BLACK))
print("白:", rules.valid_moves_list(stuck, WHITE))

# %% en=832d9958
picture(stuck, hints=rules.valid_moves_list(stuck, WHITE), size_px=160)

# %% [markdown] en=be96a07e
# そこで黒はパスし、白が続けて打ちます（点は白の打てる手です）。
# 「パスか、打つか」を決めるには、打てる手が*少なくとも1つ*あるかどうかだけ分かれば十分です。
# だから、最初の1つが見つかった時点で探すのをやめられます。
# 繰り返しの中で `return` を実行すると、その場で関数全体が終わり、残りのマスが調べられることはありません。
#
# ### 練習問題 2：`has_valid_move`
#
# 打てる手が見つかったら、すぐに戻り値を返してください。
# （`len(valid_moves_list(board, colour)) > 0` と書くこともできますが、
# それだと毎回すべてのマスを試すことになります。）


# %% en=555ee167
def has_valid_move(board, colour):
    """`board` で `colour` に打てる手が少なくとも1つあれば True、なければ False を返します
    （本物の bool、つまり True か False で返します。1や0ではありません）。盤は変えないでください。"""
    # BEGIN SOLUTION
    for row in range(len(board)):
        for col in range(len(board)):
            if rules.is_valid_move(board, row, col, colour):
                return True
    return False
    # END SOLUTION


# %% en=6ae5e8f4
check_has_valid_move(has_valid_move)

# %% [markdown] en=5538aa14
# ## ゲームが終わるとき
#
# **どちらの**プレイヤーも打てなくなったら、ゲームは終わり（終局）です。
# 盤が全部埋まるのはその1つの形ですが、それだけではありません。
# 次の局面では12マスも空いているのに、だれも打てません。
# 白石を黒石で挟むことも、その逆も、もう決してできないからです。

# %% en=e45d08f3
frozen = board_from_text("""
    ● ● . .
    . . . .
    . . . .
    . . ○ ○
""")
print(rules.has_valid_move(frozen, BLACK), rules.has_valid_move(frozen, WHITE))
picture(frozen, size_px=160)

# %% [markdown] en=9c367a91
# 片方の色の石が1つもなくなったときも同じことが起こります。
# 白石が残っていなければ、黒には裏返す石がなく、白には挟むための石がありません。
#
# ### 練習問題 3：`is_game_over`


# %% en=4aa91622
def is_game_over(board):
    """`board` で BLACK にも WHITE にも打てる手がなければ True、そうでなければ False を返します
    （本物の bool、つまり True か False で返します。1や0ではありません）。盤は変えないでください。"""
    # BEGIN SOLUTION
    return not has_valid_move(board, BLACK) and not has_valid_move(board, WHITE)
    # END SOLUTION


# %% en=f49c0531
check_is_game_over(is_game_over)

# %% [markdown] en=c7530e0b
# ## 次はだれの番？
#
# `colour` が打ち終わったあと、考えられる場合は3つです。
#
# 1. 相手に打てる手がある: **相手**の番です（ふつうはこれです）。
# 2. 相手には打てる手がないが、`colour` にはある: 相手がパスして、**`colour`** がもう一度打ちます。
# 3. どちらにも打てる手がない: ゲームは終わりで、次に打つ人は**いません**。これを `None` で表します。
#
# 次は、打てる手の中からランダムに1つ選ぶプレイヤー2人による、4x4 のゲーム1局まるごとです。
# `seed`（シード）があるので、「ランダムな」選び方は毎回の実行で同じになります。
# `choose(board, colour)` は、選んだ手 `(row, col)` を答えます。
# 渡すのは盤のコピーなので、`choose` がゲームを変えてしまうことはありません（くわしくはレッスン 6 で）。
# だれの番かは `rules.next_player` が決めるので、パスは自動的に起こります。

# %% en=282ef11b
choose = random_player(seed=7)
game = rules.initialize_board(4)
colour = BLACK
while colour is not None:
    row, col = choose(copy_board(game), colour)
    rules.place_move(game, row, col, colour)
    following = rules.next_player(game, colour)
    if following == colour:
        note = f"（{NAMES[rules.opponent(colour)]}はパス）"
    elif following is None:
        note = "（どちらも打てないので終局）"
    else:
        note = ""
    print(f"{NAMES[colour]}の手: {rules.square_name(row, col)}{note}")
    colour = following
print_board(game)

# %% [markdown] en=b5d5ac25
# 最後を見てください。
# まだ1マス空いているのに、ゲームは終わっています。どちらのプレイヤーもそのマスに打てないからです。
#
# ### 練習問題 4（チャレンジ）：`next_player`
#
# 質問の順番に気をつけてください。まず相手について調べ、そのあとで `colour` について調べます。


# %% en=b3d9d398
def next_player(board, colour):
    """`colour` が打ち終わったところです。次に打つのはだれかを返します。相手に打てる手があれば
    相手（BLACK か WHITE）、なければ `colour` に打てる手があるとき `colour`（相手がパス）、
    どちらもなければ None（終局）を返します。盤は変えないでください。"""
    # BEGIN SOLUTION
    other = WHITE if colour == BLACK else BLACK
    if has_valid_move(board, other):
        return other
    if has_valid_move(board, colour):
        return colour
    return None
    # END SOLUTION


# %% en=071cbb0a
check_next_player(next_player)

# %% [markdown] en=2889f023
# ## ゲームが早く終わることは、どのくらいある？
#
# ここまでの関数を使うと、ゲームそのものについての疑問を調べられます。
# ランダムに打つプレイヤーどうしのゲームは、盤が埋まる前に終わることがどのくらいあるでしょうか。
# それぞれの大きさの盤で200局ずつ対戦させて、数えてみましょう。


# %% en=5650b7fc
def empty_squares_at_the_end(size, seed):
    """シードを決めたランダムなプレイヤーどうしで1局打ち、最後に空いているマスの数を返します。"""
    choose = random_player(seed=seed)
    board = rules.initialize_board(size)
    colour = BLACK
    while colour is not None:
        row, col = choose(copy_board(board), colour)
        rules.place_move(board, row, col, colour)
        colour = rules.next_player(board, colour)
    return sum(row.count(EMPTY) for row in board)


lines = []
for size in (4, 6, 8):
    # True と False を足し合わせると、True の数が数えられます。True は1、False は0として数えます。
    early = sum(empty_squares_at_the_end(size, seed) > 0 for seed in range(200))
    lines.append(f"{size}x{size}: 200局のうち{early}局が、空きマスを残して終わりました")
print("\n".join(lines))

# %% [markdown] en=99e24a89
# 小さな盤ほど、ずっと早く終わりやすいことが分かります。
# マスが少ないと、片方の色が簡単に囲まれて打てなくなったり、全部なくなったりするからです。
#
# ## 自分のオセロが育っていく
#
# このレッスンの4つの関数を、自分のモジュール `my_othello.py` に加えましょう。

# %% en=35c6f511
keep(valid_moves_list, has_valid_move, is_game_over, next_player)

# %% [markdown] en=24a5dfd9
# ## まとめ
#
# - `valid_moves_list` は、すべてのマスを1行ずつ試し、打てる手だけを残します。
# - 打てる手があるプレイヤーは打たなければならず、ないプレイヤーはパスしなければなりません。
# - どちらのプレイヤーも打てなくなったら終局です。盤が埋まる前に終わることもあります。
# - `next_player` が答えるのは、相手、同じプレイヤーもう一度（パス）、`None`（終局）のどれかです。
# - 繰り返しの中の `return` は、その場で関数を終わらせます。
#   だから `has_valid_move` は、最初の打てる手より先を調べる必要がありません。
# - このレッスンの進み具合（`progress()` ならコース全体を表示します）:

# %% en=3f525f17
progress(lesson=5)

# %% [markdown] en=eecf4ee9
# ## もっと先へ
#
# 1. `must_pass(board, colour)` を書きましょう。
#    `colour` に打てる手がなく、しかもゲームが終わっていないときに True を返す関数です。
#    *ヒント: `has_valid_move` と `is_game_over` の2つを呼び出し、`and` でつなぎます。*
# 2. レッスン 4 では、初心者向けチュートリアル「Pythonでオセロをつくろう」の `place_move` を書き直しました。
#    このチュートリアルのゲームの繰り返しでは、直前の番がパスだったかどうかを変数に覚えておきます。
#    そして、2回続けてパスになったら終わりにしています。
#    これは `is_game_over` を調べるのと同じでしょうか。
#    2つの答えが食い違う局面を探してみましょう。
#    見つからなければ、そういう局面がない理由を説明しましょう。
#    *ヒント: 1回パスしても、盤の上は何も変わりません。
#    では、2人目のプレイヤーがもう一度盤を調べたとき、何が見つかるでしょうか。*
# 3. `empty_squares_at_the_end` を書き換えて、1局の中のパスの回数を数えましょう。
#    1局あたりのパスがいちばん多いのは、どの大きさの盤でしょうか。
#    *ヒント: パスとは、`rules.next_player` がたった今打ったプレイヤーを答える番のことです。*
# 4. `valid_moves_list` は、すでに石があるマスも含めて、すべてのマスで `is_valid_move` を呼び出します。
#    石があるマスを先に飛ばすと、どのくらい速くなるでしょうか。
#    `import time` と `time.perf_counter()` で測れます。
#    *ヒント: ゲームの途中の 8x8 の盤で、それぞれのやり方を数百回ずつ呼び出して時間を測り、割り算します。*
#
# 次のレッスン 6 では、石を数えて勝ち負けを決め、ゲームを最初から最後まで通して打ちます。
