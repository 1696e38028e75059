# %% [markdown] en=ded32cf0
# # レッスン 2 · 盤を表示する
#
# Python は盤をリストのリストとしてしまいますが、`[[' ', ' ', ...` では読みにくいですね。
# このレッスンでは、盤をひと目で読める文字に変え、オセロのプレイヤーがマスにつける名前を学びます。
#
# *所要時間：約45分*
#
# **このレッスンでできるようになること**
#
# - `join` で文字列をつなげて文字を組み立てること。`print` と `return` を使い分けること。
# - 盤を小さな文字の絵で書き、コンソール版のゲームの罫線で囲んだ盤を読むこと。
# - マス `(row, col)` を `d3` のような名前に変え、名前から `(row, col)` に戻すこと。
#
# **このレッスンで使うことば**
#
# | ことば | 意味 |
# |---|---|
# | **文字列**（`str`） | 引用符で囲んだ文字の並び：`"d3"` |
# | **join** | 文字列のリストを、間に区切りを入れてつなげること |
# | **改行** | 新しい行を始める文字 `"\n"` |
# | **f 文字列** | 前に `f` をつけた文字列。`{...}` に値が入ります：`f"行 {r}"` |
# | **マスの名前** | `d3` のように、列の文字と行の数字でマスを呼ぶ、プレイヤーの呼び方 |
#
# **このノートブックの使い方。** セルは上から順に実行します（Shift+Enter）。練習問題は、
# 自分で書きかえる1つのセルと、そのすぐ下のチェックのセルの組です。コースについてくる完成版の
# ルールの関数は、前に `rules.` をつけて書きます。何もつかない関数の名前は、自分で書く関数です。
# （定数の `BLACK`、`WHITE`、`EMPTY` や、練習問題ではない道具の `picture` なども、何もつけずに
# 書きます。）
# このレッスンを配られたときの状態に戻すには、ターミナルで `othello-course reset 2` を実行します。

# %% en=86044c5d
from othello_lesson.language import use_language

use_language("ja")
from othello_lesson import BLACK, EMPTY, WHITE, print_board, rules
from othello_lesson.exercises.lesson2 import (
    check_board_to_text,
    check_row_to_text,
    check_square_from_name,
    check_square_name,
)
from othello_lesson.progress import progress
from othello_lesson.svg import picture

# %% [markdown] en=5986c2b6
# ## 文字列をつなげる
#
# `+` は2つの文字列を前後に並べます。文字列のリスト全体を、どの2つの間にも同じ区切りを入れて
# つなげるには、`join` を使います。`join` は **メソッド** です。メソッドとは、値についている関数で、
# `"abc".upper()` のように値のあとに点をつけて呼び出します。区切りを先に書き、そのあとに
# `.join(`リスト`)` と書きます。

# %% en=517bd783
"-".join(["a", "b", "c"])

# %% en=70d34217
" ".join([WHITE, BLACK, WHITE])

# %% [markdown] en=d0e4c84c
# 区切りが入るのは、部品の *間* だけです。部品が3つなら区切りは2つで、両端には何もつきません。
# マスの行には、ちょうどこれが必要です。
#
# 空いているマスは空白なので、目に見えにくいです。そこで文字の絵では、空いているマスを点で書きます。
# Python の「`a if` 条件 `else b`」は、2つの値のどちらかを選びます。ここでは、行を順に調べる
# リスト内包表記の中で使っています。

# %% en=53742407
[("." if square == EMPTY else square) for square in [EMPTY, WHITE, BLACK, EMPTY]]

# %% [markdown] en=aa206f8a
# ## `print` か `return` か
#
# `print` は文字を *表示する* だけで、何も返しません。`return` は、関数を呼び出した側に値を返します。
# 呼び出した側は、その値を表示したり、テストしたり、もっと大きなものにつなげたりできます。
# 文字を組み立てる関数は、その文字を返すべきです。どう使うかは、呼び出した側が決めます。


# %% en=79658897
def shout(word):
    return word.upper() + "!"


print(shout("d3"), shout("c4"))

# %% [markdown] en=9a9589b3
# ### 練習問題 1（ウォーミングアップ）：1行を文字に
#
# `row_to_text` を書きましょう。まず、それぞれのマスを文字に変えます（`EMPTY` なら `"."`、
# 石ならその石のまま）。それから、空白1つでつなげます。最初の段階は、リスト内包表記でできます。


# %% en=763d0895
def row_to_text(row):
    """`row` のマスを、空白1つで区切った1つの文字列にして返します。

    EMPTY のマスは "." と書き、石はそのまま（"●" か "○"）書きます。たとえば
    [EMPTY, WHITE, BLACK, EMPTY] なら ". ○ ● ." です。最初のマスの前と最後のマスの
    あとには何もつけません。行は変えないでください。
    """
    # BEGIN SOLUTION
    return " ".join([("." if square == EMPTY else square) for square in row])
    # END SOLUTION


# %% en=8c736ee0
check_row_to_text(row_to_text)

# %% [markdown] en=9e8a5f80
# ## 1つの文字列に何行も
#
# 文字 `"\n"`（**改行**）は、文字列を表示したときに新しい行を始めます。ですから、行を `"\n"` で
# つなげると、何行もある絵になります。

# %% en=2d5172dd
print("\n".join([". ○ ● .", ". ● ○ ."]))

# %% [markdown] en=67a1a9b8
# ### 練習問題 2：盤全体を文字に
#
# `board_to_text` を書きましょう。1行に盤の1行です。自分の `row_to_text` を使います
# （それがまだなら、同じ考え方をもう一度書きます）。


# %% en=81afb462
def board_to_text(board):
    r"""盤を文字にして返します。それぞれの行は `row_to_text` と同じように書き、
    行と行の間は改行（"\n"）で区切ります。いちばん最後には改行をつけません。盤は変えないでください。
    """
    # BEGIN SOLUTION
    return "\n".join([row_to_text(row) for row in board])
    # END SOLUTION


# %% en=b8562090
check_board_to_text(board_to_text)

# %% [markdown] en=0df5b685
# 完成版の `rules.board_to_text` は、まさにこの絵を書きます。`rules.board_from_text` は、その絵を
# 読んで盤に戻します。このコースでは、こうして小さな盤を手で書きます。チェックも、自分の関数が
# まちがえた盤を、こうして見せてくれます。

# %% en=06915a89
print(rules.board_to_text(rules.initialize_board(4)))

# %% en=f8cba863
from_text = rules.board_from_text("""
    . . . .
    . ○ ● .
    . ● ○ .
    . . . .
""")
print(from_text == rules.initialize_board(4))

# %% [markdown] en=1cdea343
# ## 罫線で囲んだ盤
#
# コンソール版のゲームは、罫線の文字 `│` `─` `┌` `┐` `└` `┘` `├` `┤` `┬` `┴` `┼` で盤を描きます。
# どれもふつうの文字なので、`join` で線を組み立てられます。マスの行は、マスとマスの間に ` │ ` を入れ、
# 両端に枠をつけます。

# %% en=584eadcd
row = [EMPTY, WHITE, BLACK, EMPTY]
"│ " + " │ ".join(row) + " │"

# %% [markdown] en=6aa2d25a
# 2つの行の間の線は、1マスにつき `─` を3つ書き、それを十字の `┼` でつなげます。
# いちばん上と下の線は `┬` と `┴` を使い、それぞれの角をつけます。

# %% en=8a37ec46
size = 4
print("┌" + "┬".join(["───"] * size) + "┐")
print("├" + "┼".join(["───"] * size) + "┤")
print("└" + "┴".join(["───"] * size) + "┘")

# %% [markdown] en=d67630b2
# マスの行と、その間の線を組み合わせると、罫線で囲んだ盤になります。文字を返す関数にすると、
# こうなります。


# %% en=d7355022
def boxed(board):
    size = len(board)
    lines = ["┌" + "┬".join(["───"] * size) + "┐"]
    for r in range(size):
        lines.append("│ " + " │ ".join(board[r]) + " │")
        if r < size - 1:
            lines.append("├" + "┼".join(["───"] * size) + "┤")
    lines.append("└" + "┴".join(["───"] * size) + "┘")
    return "\n".join(lines)


print(boxed(rules.initialize_board(4)))

# %% [markdown] en=3101fea8
# `print_board` は、枠のまわりに **座標** をつけます。上と左には、Python で `board[row][col]` と
# 書くときのインデックスが、0 から数えて並びます。下と右には、プレイヤーが使う名前が並びます。
# この名前は次の節で説明します（コンソール版のゲームは、盤にこの名前だけをつけます）。

# %% en=3c4e0b90
print_board(rules.initialize_board(4))

# %% [markdown] en=671f03bd
# ## マスの名前
#
# オセロのプレイヤーは、マスを列と行で呼びます。列は `a` から始まる文字で、行は **1** から始まる
# 数字です。左上のマスは `a1` で、`d3` は d の列（インデックス 3）、3 の行（インデックス 2）です。
# いくつかのマスを並べてみます。
#
# | `(row, col)` | 名前 |
# |---|---|
# | (0, 0) | a1 |
# | (2, 3) | d3 |
# | (4, 5) | f5 |
# | (7, 7) | h8 |
#
# 2つの呼び方を行き来するのに役立つ道具があります。文字列にインデックスをつけると1文字を取り出せ、
# `text.index(letter)` はその文字がどこにあるかを見つけます。`str` と `int` は、数を文字に、文字を数に
# 変えます。スライス `text[1:]` は、インデックス 1 から後ろを全部取り出します。

# %% en=943ef0e5
letters = "abcdefghijklmnopqrstuvwxyz"
letters[3], str(2 + 1), int("3") - 1, letters.index("d"), "d10"[1:]

# %% [markdown] en=1cb114d7
# f 文字列を使うと、文字の中に値を入れられます。`{` と `}` の間にあるものが計算されて、
# その場所に書きこまれます。

# %% en=d1c54b93
r, c = 2, 3
f"行 {r}、列 {c}"

# %% [markdown] en=8e780ada
# ### 練習問題 3：マスの名前
#
# チェックは 26×26 の盤（1列に1文字なので、これがいちばん大きな盤です）のすべてのマスを試します。
# ですから、名前の数字が 2 けたになる、10 から先の行も試されます。


# %% en=fbf773b9
def square_name(row, col):
    """マス (row, col) の名前を返します。名前は列の文字のあとに、1 から数えた行の番号を
    つけたものです。たとえば square_name(2, 3) は "d3"、square_name(9, 0) は "a10" です。
    文字は小文字を使います。
    """
    # BEGIN SOLUTION
    return "abcdefghijklmnopqrstuvwxyz"[col] + str(row + 1)
    # END SOLUTION


# %% en=1220afb3
check_square_name(square_name)

# %% [markdown] en=bea3f30b
# ### 練習問題 4（チャレンジ）：名前から `(row, col)` に戻す
#
# 今度は逆向きです。`"a10"` のように、数字が 2 けたの名前に気をつけましょう。


# %% en=c074158a
def square_from_name(name):
    """`name` が表すマスを、タプル (row, col) で返します。たとえば "d3" なら (2, 3)、
    "a10" なら (9, 0) です。`name` は、小文字1つのあとに 1 から始まる数字が続きます。
    """
    # BEGIN SOLUTION
    col = "abcdefghijklmnopqrstuvwxyz".index(name[0])
    row = int(name[1:]) - 1
    return row, col
    # END SOLUTION


# %% en=a1757969
check_square_from_name(square_from_name)

# %% [markdown] en=290427c6
# ## 名前で打つ、そして同じ盤を絵で
#
# マスの名前を使うと、着手を簡単に書きとめられます。これは 8×8 の盤でのゲームの始まりを、
# 黒から1手ずつ書いたものです。完成版の `rules.square_from_name` が、それぞれの名前を
# `rules.place_move` のための `(row, col)` に変えます。

# %% en=570af3f2
game = rules.initialize_board(8)
colour = BLACK
for name in ["d3", "c5", "f6", "f5", "e6", "e3"]:
    row, col = rules.square_from_name(name)
    rules.place_move(game, row, col, colour)
    colour = WHITE if colour == BLACK else BLACK
print_board(game)

# %% [markdown] en=e6d6bc35
# 同じ盤を絵にすると、もっと読みやすくなります。絵の文字と数字はマスの名前です（0 から数える
# インデックスは、文字の盤にだけあります）。赤い点は最後の手、e3 の印です。

# %% en=b30ef594
picture(game, last_move=rules.square_from_name("e3"), size_px=280)

# %% [markdown] en=27de81f3
# ## まとめ
#
# - `区切り.join(文字列のリスト)` は文字列をつなげます。区切りが入るのは間だけです。
#   `"\n"` は新しい行を始めます。
# - 文字を組み立てる関数は、その文字を `return` で返します。表示するのは呼び出した側です。
# - `rules.board_to_text` と `rules.board_from_text` は、盤を小さな絵で書き、その絵を読んで盤に戻します。
#   `print_board` は、座標つきの罫線の盤を描きます。
# - マスの名前は、列の文字と 1 から数えた行の番号です。`(2, 3)` は `d3` です。
# - このレッスンでどこまで進んだか（`progress()` はコース全体を表示します）：

# %% en=d2ae2b9b
progress(lesson=2)

# %% [markdown] en=2009ebd9
# ## もっと先へ
#
# - `boxed` を書きかえて、空いているマスを `.` で書くようにしてみましょう。または、枠の幅を3文字から
#   2文字にしてみましょう。（ヒント：どちらも、マスを文字に変える1行を変えればできます。）
# - `print_board` のように、`boxed` の上と左にインデックスをつけてみましょう。行の番号が 2 けたになる
#   10×10 の盤では、何を変える必要があるでしょうか。（ヒント：`str(n).rjust(2)` は、数を2文字の
#   幅にそろえます。）
# - `moves_in_words(board, colour)` を書いてみましょう。`colour` が打てるすべてのマスの名前を、
#   `"c4, d3, e6, f5"` のように返す関数です。（`rules.valid_moves_list` がマスを教えてくれます。
#   ヒント：それぞれのマスの `square_name` を `", ".join(...)` でつなげます。）
