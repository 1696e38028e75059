# %% [markdown] en=b8e5fe7f
# # レッスン 1 · 盤
#
# プログラムがオセロを打つには、まず盤をしまっておく場所が必要です。このレッスンでは、盤を
# 1行ずつ Python にしまい、どんな大きさの盤でもゲームの最初の局面を用意できるようにします。
#
# *所要時間：約45分*
#
# **このレッスンでできるようになること**
#
# - 盤をリストのリスト（二次元リスト）にしまい、どのマスでも読んだり変えたりすること。
# - *リスト内包表記* でリストを作り、*エイリアスのわな* を避けること。
# - 4×4、6×6、8×8 の盤にゲームの最初の局面を用意する `initialize_board` を書くこと。
#
# **このレッスンで使うことば**
#
# | ことば | 意味 |
# |---|---|
# | **リスト** | 角かっこで囲んだ値の並び。`[1, 2, 3]` のように書き、あとから変えられます |
# | **インデックス** | リストの中での値の位置。**0** から数えます |
# | **二次元リスト** | 値がリストになっているリスト。ここでは行のリストです |
# | **行・列** | 行は盤の横の並び、列は縦の並びです。どちらも 0 から番号をつけます |
# | **定数** | 決して変わらない値につける名前。`BLACK` のように大文字で書きます |
# | **リスト内包表記** | リストを短く作る書き方。`[x * 2 for x in range(3)]` |
# | **エイリアス** | *同じ* リストの2つめの名前。片方の名前で変えると、もう片方にも表れます |
#
# **このノートブックの使い方。** セルは上から順に実行します（Shift+Enter）。練習問題は、
# 自分で書きかえる1つのセルと、そのすぐ下のチェックのセルの組です。コースについてくる完成版の
# ルールの関数は、前に `rules.` をつけて書きます（`rules.initialize_board` のように）。
# `initialize_board` のように何もつかない関数の名前は、自分で書く関数です。（定数の `BLACK`、
# `WHITE`、`EMPTY` や、練習問題ではない道具の `picture` なども、何もつけずに書きます。）
# このレッスンを配られたときの状態に戻すには、ターミナルで `othello-course reset 1` を実行します
# （それまでのノートブックは、先にバックアップとしてしまわれます）。

# %% en=a76a733b
from othello_lesson.language import use_language

use_language("ja")
from IPython.display import display

from othello_lesson import BLACK, EMPTY, WHITE, rules
from othello_lesson.exercises.lesson1 import check_count_colour, check_empty_board, check_initialize_board
from othello_lesson.progress import progress
from othello_lesson.svg import picture

# %% [markdown] en=8bf0f98e
# ## 3つの定数
#
# 盤のマスは、空いているか、黒石があるか、白石があるかのどれかです。コースでは、この3つの値に
# 名前をつけています。これを **定数** といいます。

# %% en=9e0ff000
print(repr(BLACK), repr(WHITE), repr(EMPTY))

# %% [markdown] en=81309005
# `BLACK` は文字列 `"●"`、`WHITE` は `"○"`、`EMPTY` は空白1文字です。どこでも `"●"` と
# 書けばよいのでは？ と思うかもしれません。でも `BLACK` と書けば意味がわかり、打ち込むのも簡単です。
# それに、`BLAKC` のような打ちまちがいをすると、プログラムはすぐにエラーで止まります。
# まちがえて `"◍"` と書いた場合は、何も言われないまま4種類目のマスになってしまいます。
# 大文字の名前は、読む人に「この値は決して変わりません」と伝えます。

# %% [markdown] en=b4aa803f
# ## 行はリスト
#
# 4×4 の盤の1行は、4つのマスのリストです。Python はリストの中の位置（**インデックス**）を
# 0 から数えます。最初のマスは `row[0]`、最後のマスは `row[3]` です。

# %% en=1f4760fb
row = [EMPTY, WHITE, BLACK, EMPTY]
row[1], row[2], len(row)

# %% [markdown] en=c314d009
# `row[-1]` は後ろから数えます。最後のマスです。このことを覚えておいてください。
# レッスン 3 で驚かされるからです。Python にとって、`-1` はまったく問題のないインデックスなのです。

# %% en=f4419f74
row[-1] == row[3], row[-2] == row[2]

# %% [markdown] en=5db385ac
# ## 盤は行のリスト
#
# 4つの行を1つのリストに入れると、盤ができます。これが **二次元リスト** です。`board[1]` は
# 2番目の行で、`board[1][2]` は行 1、列 2 のマスです。行 0 がいちばん上、列 0 がいちばん左です。
# 4×4 の盤のゲームの始まりを、手で書いてみます。

# %% en=8c27b9ab
board = [
    [EMPTY, EMPTY, EMPTY, EMPTY],
    [EMPTY, WHITE, BLACK, EMPTY],
    [EMPTY, BLACK, WHITE, EMPTY],
    [EMPTY, EMPTY, EMPTY, EMPTY],
]
board[1][2], board[2][2], len(board)

# %% [markdown] en=0425ba0a
# `picture` で描くと、まわりにマスの名前がつきます（マスの名前はレッスン 2 で扱います）。

# %% en=6c8a199d
picture(board, size_px=160)

# %% [markdown] en=9ac0db0f
# マスを変えるには、`board[row][col]` に新しい値を代入します。このセルは新しい盤 `moved` を作って、
# そちらを変えます。ですから、2回実行しても結果は同じで、`board` も元のままです。

# %% en=d4c75b3e
moved = [
    [EMPTY, EMPTY, EMPTY, EMPTY],
    [EMPTY, WHITE, BLACK, EMPTY],
    [EMPTY, BLACK, WHITE, EMPTY],
    [EMPTY, EMPTY, EMPTY, EMPTY],
]
moved[0][1] = BLACK  # 行 0、列 1
moved[1][1] = BLACK
picture(moved, size_px=160)

# %% [markdown] en=cd260d2f
# これが、この盤での黒の最初の着手です。行 0、列 1 に石を置き、その下の白石を裏返しました。
#
# ## すべてのマスを調べる
#
# `for` の繰り返しを2つ、一方をもう一方の中に入れると、すべてのマスを調べられます。外側の繰り返しは
# 行を1つずつ、内側の繰り返しはその行の列を1つずつ取り出します。`range(len(board))` は
# インデックス 0, 1, 2, 3 を作るので、同じコードがどんな大きさの盤でも動きます。
# この繰り返しは、`moved` の中で石のあるマスを並べます。

# %% en=1f30b0c7
discs = []
for r in range(len(moved)):
    for c in range(len(moved)):
        if moved[r][c] != EMPTY:
            discs.append((r, c))
print(discs)

# %% [markdown] en=84e49f61
# `(r, c)` はどれも **タプル** です。丸かっこで囲んで 1組にした2つの値です。
# このコースでは、マスを表すのにずっとタプルを使います。

# %% [markdown] en=ccce74b4
# ## リスト内包表記
#
# 4×4 なら盤を手で書いてもかまいませんが、8×8 を手で書くのは大変です。**リスト内包表記** を使うと、
# 繰り返しからリストを1行で作れます。読み方は「前にある値を、… in … のそれぞれについて」です。

# %% en=0ac0ee18
[n * n for n in range(6)]

# %% en=a52acda6
[EMPTY for _ in range(4)]

# %% [markdown] en=e719eb08
# （`_` は、使わない繰り返しの変数につける名前です。）内包表記の中に内包表記を入れると、
# 行のリスト、つまり盤ができます。

# %% en=3989806a
[[EMPTY for _ in range(4)] for _ in range(4)]

# %% [markdown] en=0a99c689
# ## エイリアスのわな
#
# リストを繰り返すには、もっと短い書き方 `*` もあります。`[EMPTY] * 4` は空きマス4つの行です。
# それなら、盤は `[[EMPTY] * 4] * 4` でもよいのでは？ 試しに作って、左上のマスに石を1つ置いてみます。
#
# **予想してから実行しましょう。** 次のセルは、`trap[0][0]` の1マスだけを変えます。実行する前に、
# 絵に黒石がいくつ表示されるか決めてください。答えを書きとめてから実行し、比べてみましょう。

# %% en=4e32d2f7
trap = [[EMPTY] * 4] * 4
trap[0][0] = BLACK
picture(trap, size_px=160)

# %% [markdown] en=e22c933d
# 代入は1回なのに、石が4つ！ `* 4` は4つの行を作ったのではありません。1つの行を作り、
# それを外側のリストに4回入れたのです。4つの「行」は **エイリアス**、つまり同じリストにつけた
# 4つの名前です。ですから、1つを変えると全部が変わって見えます。`is` は「まったく同じもの？」と
# たずねることばです。

# %% en=54b6ef57
trap[0] is trap[1], trap[0] is trap[3]

# %% [markdown] en=57fa4a7c
# 内包表記では、前の部分が行ごとにもう一度実行されます。ですから、どの行もそれぞれ新しいリストです。
# 完成版の `rules.count_discs` は石の数を (黒, 白) の組で数えます。黒石は1つ。これで正しいです。

# %% en=98472ced
safe = [[EMPTY for _ in range(4)] for _ in range(4)]
safe[0][0] = BLACK
safe[0] is safe[1], rules.count_discs(safe)

# %% [markdown] en=28b57323
# 行の *中* の `[EMPTY] * 4` は問題ありません。マスに入っているのは文字列（文字の並び）で、
# 文字列は変えることができず、置きかえることしかできません。だから共有しても害はないのです。
# わなは、行のように、あとで変えるリストを共有したときだけに起こります。
#
# ### 練習問題 1（ウォーミングアップ）：空っぽの盤
#
# `empty_board` を書きましょう。チェックは大きさ 1 から 12 までを試します。見た目が正しいかだけでなく、
# 行がそれぞれ別のリストになっているかも調べます。


# %% en=f96101c3
def empty_board(size):
    """`size` 個の行からなる新しい盤を返します。どの行も、EMPTY のマス `size` 個のリストです。

    どの行もそれぞれ別のリストにします（エイリアスはなし）。そうすれば、1つのマスを
    変えても、変わるのはそのマスだけです。
    """
    # BEGIN SOLUTION
    return [[EMPTY for _ in range(size)] for _ in range(size)]
    # END SOLUTION


# %% en=5c51e42a
check_empty_board(empty_board)

# %% [markdown] en=83949255
# ### 練習問題 2：1つの色の石を数える
#
# 上の「すべてのマスを調べる」と同じように、すべてのマスを調べて数えます。（近道もあります。
# `row.count(x)` は、1つの行の中に `x` がいくつあるかを数えます。）盤は *見る* だけにしてください。
# 盤を変えてしまう関数は、チェックが見つけます。


# %% en=8c741545
def count_colour(board, colour):
    """`board` の中で `colour`（BLACK か WHITE）が入っているマスの数を返します。

    盤はどんな大きさでもかまいません。盤は変えないでください。
    """
    # BEGIN SOLUTION
    count = 0
    for row in board:
        for square in row:
            if square == colour:
                count += 1
    return count
    # END SOLUTION


# %% en=98d88cbe
check_count_colour(count_colour)

# %% [markdown] en=49d6e8fa
# ## どんな大きさでも最初の局面を
#
# どのゲームも、盤の真ん中の4つのマスに置いた4つの石から始まります。4つのうち左上と右下が白、
# ほかの2つが黒です。真ん中はどこでしょうか。`mid = size // 2` とすると（`//` は割り算をして
# 余りを捨てます）、4つのマスは `mid - 1` と `mid` の行と列にあります。
#
# | 大きさ | mid | 真ん中の行と列 |
# |---|---|---|
# | 4 | 2 | 1 と 2 |
# | 6 | 3 | 2 と 3 |
# | 8 | 4 | 3 と 4 |
#
# Python では、1行で2つのマスに代入できます。`a, b = 1, 2` とすると、`a` に 1、`b` に 2 が入ります。
# 完成版の `rules.initialize_board` で作った 6×6 の最初の局面です。

# %% en=98dcf0b5
picture(rules.initialize_board(6), size_px=200)

# %% [markdown] en=c0eeb306
# ### 練習問題 3：`initialize_board`
#
# 今度は自分で書いてみましょう。練習問題 1 の `empty_board` を使うとよいでしょう（まだできて
# いなければ、ここに内包表記を書きます）。どの位置も `size` から計算してください。チェックは 8 だけでなく、
# 4 から 26 までのすべての偶数の大きさを試します。


# %% en=168bcf23
def initialize_board(size):
    """ゲームの始まりの局面を用意した、`size` × `size` の新しい盤を返します。

    真ん中の4つ以外のマスは、すべて EMPTY です。mid = size // 2 として、
    (mid - 1, mid - 1) と (mid, mid) に WHITE、(mid - 1, mid) と (mid, mid - 1) に BLACK を置きます。
    どの行もそれぞれ別のリストにします。
    """
    # BEGIN SOLUTION
    board = [[EMPTY for _ in range(size)] for _ in range(size)]
    mid = size // 2
    board[mid - 1][mid - 1], board[mid - 1][mid] = WHITE, BLACK
    board[mid][mid - 1], board[mid][mid] = BLACK, WHITE
    return board
    # END SOLUTION


# %% en=e9345fa4
check_initialize_board(initialize_board)

# %% [markdown] en=03c0bd82
# ## 3つの大きさを1つの関数で
#
# 関数の中に 8 という数がどこにもないので、1つの関数でどの大きさの盤も用意できます。完成版の
# `rules.initialize_board` で、よく使う3つの大きさの始まりの局面を並べます。（セルが自動で
# 表示するのは最後の行の値だけです。繰り返しの中では、`display` でそれぞれの絵を表示します。前に `f`
# をつけた文字列、*f 文字列* は、`{...}` のところにそれぞれの値を書きこみます。くわしくはレッスン 2 で。）

# %% en=05902984
for size in (4, 6, 8):
    start = rules.initialize_board(size)
    print(f"{size}x{size}：{len(start)} 行、石の数 {rules.count_discs(start)}")
    display(picture(start, size_px=40 * size))

# %% [markdown] en=24e6d2b5
# ## まとめ
#
# - 盤は行のリストです。`board[row][col]` が1つのマスで、0 から数え、行 0 がいちばん上です。
#   盤の大きさは `len(board)` なので、1つの関数でどの大きさの盤にも使えます。
# - `BLACK`、`WHITE`、`EMPTY` は定数です。値の意味を表す名前です。
# - リスト内包表記を使うと、行ごとに新しいリストを作りながら、盤を1行で作れます。
#   `[[EMPTY] * 4] * 4` では、1つの行のエイリアスが4つできてしまいます。
# - 最初の局面では、`size // 2 - 1` と `size // 2` の行と列に4つの石を置きます。
# - このレッスンでどこまで進んだか（`progress()` はコース全体を表示します）：

# %% en=801a9872
progress(lesson=1)

# %% [markdown] en=d05ba96f
# ## もっと先へ
#
# - 新しく作った `trap` で `trap[2][3] = WHITE` とすると、どんな絵になるでしょうか。実行する前に予想
#   しましょう。（ヒント：`trap` の中に、別々の行のリストはいくつありますか。）
# - `copy_of(board)` を書いてみましょう。同じマスを持つ新しい盤を返し、コピーを変えても元の盤は
#   変わらない関数です。`board.copy()` で十分でしょうか。（試してみて、行に `is` を使ってみましょう。）
#   コースの答えは `rules.copy_board` です。（ヒント：行ごとにコピーする内包表記。`row.copy()` か
#   `list(row)` を使います。）
# - オセロのプログラムの中には、盤のまわりを「壁」のマスで囲むものがあります。そうすると、盤の上を
#   進んでいくと、端からはみ出す前に必ず壁で止まります。8×8 の盤なら、リストはどれくらいの大きさに
#   なるでしょうか。（ヒント：両側に1マスずつ増えます。）レッスン 10「盤をしまう5つの方法」で、
#   この考え方にまた出会います。
