# %% [markdown] en=843d6123
# # レッスン 4 · 手を打つ
#
# レッスン 3 では、手が **打てる** かどうかを調べました。今度はその手を実際に打ちます。
# 取れる石を見つけ、石を置いて、見つけた石を裏返します。
#
# *所要時間：約60分*
#
# **このレッスンでできるようになること**
#
# - 着手で裏返る石を、まず1つの方向ずつ、次に8つの方向まとめて並べること。
# - 盤を *その場で* 変え、打てない手は受けつけない `place_move` を書くこと。
# - 実際にオセロのプログラムで公開されたことのある2つのバグを見つけて直すこと。
#
# **このレッスンで使うことば**
#
# | ことば | 意味 |
# |---|---|
# | **半直線** | あるマスから8つの方向の1つに、盤の端まで進むときに出会うマス |
# | **挟む** | 相手の石の列の一方の端に新しい石が、もう一方の端に自分の石があること |
# | **裏返す** | 相手の石をひっくり返して、自分の石にすること |
# | **その場で変える** | 新しいリストを作らずに、渡されたリストそのものを変えること |
# | **raise** | 値を返すかわりに、エラーのメッセージ（*例外*）で関数を止めること |
# | **バグ** | プログラムのまちがい。動きはするけれど、まちがったことをします |
#
# **このノートブックの使い方。** セルは上から順に実行します（Shift+Enter）。練習問題は、
# 自分で書きかえる1つのセルと、そのすぐ下のチェックのセルの組です。自分のセルを実行してから、
# チェックを実行します。チェックは、関数が正しければ ✔ を表示し、そうでなければ関数がまちがえる
# 一番小さな盤を見せてくれます。コースについてくる、完成してテスト済みのルールの関数は、いつも前に
# `rules.` をつけて書きます（`rules.place_move` のように）。`place_move` のように何もつかない名前は、
# いつも自分で書く関数です。（定数の `BLACK`、`WHITE`、`EMPTY`、`DIRECTIONS` や、練習問題では
# ない道具の `board_from_text`、`copy_board`、`picture` なども、何もつけずに書きます。）練習問題の
# あとのセルは完成版だけを使うので、練習問題ができていなくても、レッスンはそのまま進められます。
# このレッスンを配られたときの状態に戻すには、ターミナルで `othello-course reset 4` を実行します
# （それまでのノートブックは、先にバックアップとしてしまわれます）。

# %% en=ce4c3a00
from othello_lesson.language import use_language

use_language("ja")
from othello_lesson import (
    BLACK,
    DIRECTIONS,
    EMPTY,
    WHITE,
    IllegalMoveError,
    board_from_text,
    copy_board,
    print_board,
    rules,
)
from othello_lesson.exercises.lesson4 import (
    check_fixed_careless,
    check_fixed_hasty,
    check_flipped_discs,
    check_flips_in_direction,
    check_place_move,
)
from othello_lesson.exercises.own_othello import keep
from othello_lesson.progress import progress
from othello_lesson.svg import picture

# %% [markdown] en=08401aa9
# ## 着手は3つの段階で
#
# 6×6 の盤の局面です。黒は d3 のマスに打ちたいと思っています。d3 は行 2、列 3 です
# （`board[row][col]` と同じく、行と列は 0 から数えます）。`board_from_text` は小さな絵から盤を
# 作ります。`●` が黒、`○` が白、`.` が空きマスです。

# %% en=f9453e27
example = board_from_text("""
    . ● . . . .
    . ● ○ ○ . .
    ● ○ ○ . ○ .
    . ● ○ ○ . ●
    . . . ○ . .
    . . . ● . .
""")
picture(example, hints=[(2, 3)], size_px=240)

# %% [markdown] en=b2cd7ce5
# 着手は、次の3つの段階をこの順に行います。
#
# 1. **見つける**：d3 から出る8本の半直線をそれぞれ進みます。白石の上を進んで、そのあとに黒石に
#    たどり着く半直線では、石を挟めています。その上の白石はすべて黒になります。先に空きマスか
#    盤の端にたどり着いた半直線では、何も裏返りません。
# 2. **受けつけない**：裏返る石が1つもなければ（または d3 にもう石があれば）、その手は受けつけません。
# 3. **置いて裏返す**：d3 に黒石を置き、1 で見つけた石をすべて裏返します。
#
# なぜ先に見つけるのでしょうか。新しい石を d3 に置いてしまうと、d3 はもう空いていません。すると、
# 「*ここに* 打つとどの石が裏返る？」とたずねても、「何も。そのマスには石がある」という答えに
# なってしまうからです。
#
# 完成版の `rules.flipped_discs` は、着手で裏返る石を `(row, col)` の組で並べます。

# %% en=00d31f55
rules.flipped_discs(example, 2, 3, BLACK)

# %% [markdown] en=3fe17bb2
# 石を挟めている半直線は3本です。左（2つ）、左上（1つ）、下（2つ）です。右の半直線は空きマスで
# 止まり、上の半直線も同じなので、そこの白石は白のままです。着手のあとの盤です。新しい石に赤い印を、
# 裏返った石に輪をつけてあります。

# %% en=7cfc502d
after = rules.place_move(copy_board(example), 2, 3, BLACK)
picture(after, last_move=(2, 3), flipped=rules.flipped_discs(example, 2, 3, BLACK), size_px=240)

# %% [markdown] en=ee8621b9
# ## 1本の半直線
#
# レッスン 3 で半直線の上を進みましたね。簡単におさらいします。方向 `(dr, dc)` を1つ選びます。
# 1 歩進むごとに、行に `dr` を、列に `dc` を足します。ですから、`(0, -1)` は左へ、`(1, 0)` は下へ
# 進みます。`(row, col)` から半直線の上を進むときは、そのとなりのマスから始め、相手の石に出会う間は
# それを集めていきます。相手の石ではない最初のマスで止まり、そのマスですべてが決まります。
#
# | 進むのが止まるところ | 集めた石は |
# |---|---|
# | 相手の石1つ以上のあとの、自分の石 | 裏返る |
# | すぐに自分の石 | 1つもない |
# | 空きマス | 裏返らない |
# | 盤の端 | 裏返らない |
#
# 盤の大きさは `len(board)` で、マス `(r, c)` が盤の上にあるのは
# `0 <= r < size and 0 <= c < size` のときです。これは `board[r][c]` を読む *前に* 調べます。
# Python は `board[-1]`（最後の行！）を平気で読み、`board[size]` ではエラーになるからです。
#
# d3 から左への半直線を、1マスずつ見てみます（f 文字列の中で値のあとに `!r` をつけると、
# `repr` と同じように、引用符もつけて書きます）。

# %% en=7d178adf
row, col, dr, dc = 2, 3, 0, -1
r, c = row + dr, col + dc
while 0 <= r < len(example) and 0 <= c < len(example) and example[r][c] == WHITE:
    print(f"({r}, {c}) には白石があります：集めます")
    r, c = r + dr, c + dc
print(f"({r}, {c}) で止まりました。そこにあるのは {example[r][c]!r} です")

# %% [markdown] en=b3a7ba02
# ### 練習問題 1（ウォーミングアップ）：1本の半直線で裏返る石
#
# `flips_in_direction` を書きましょう。レッスン 3 の `sandwiches` と同じ引数で、同じように半直線の
# 上を進みます。ただし、True か False を答えるのではなく、*どの* 石が裏返るかを答えます。
# `(row, col)` のタプルのリストです（順番は自由です）。
# マス `(row, col)` は、いつも盤の上にあって空いています。ヒント：`colour` の相手は
# `WHITE if colour == BLACK else BLACK` です。


# %% en=8d1353c2
def flips_in_direction(board, row, col, dr, dc, colour):
    """`colour` が空きマス (row, col) に打ったとき、1つの方向 (dr, dc) で裏返る
    相手の石のマス (row, col) のリストを返します。

    (row, col) のとなりのマスから、(dr, dc) ずつ 1 歩ずつ、相手の石の上を進みます。
    そのあと `colour` 自身の石にたどり着いたときだけ、その石は裏返ります。かわりに
    空きマスか端にたどり着いたとき、またはいちばん最初のマスが相手の石でないときは、
    [] を返します。順番は自由です。盤は変えないでください。
    """
    # BEGIN SOLUTION
    size = len(board)
    other = WHITE if colour == BLACK else BLACK
    ray = []
    r, c = row + dr, col + dc
    while 0 <= r < size and 0 <= c < size and board[r][c] == other:
        ray.append((r, c))
        r, c = r + dr, c + dc
    if ray and 0 <= r < size and 0 <= c < size and board[r][c] == colour:
        return ray
    return []
    # END SOLUTION


# %% en=5ccd2ffa
check_flips_in_direction(flips_in_direction)

# %% [markdown] en=f90f4cb6
# ## 8本の半直線すべて
#
# 着手では、石を挟めているすべての半直線の石が裏返ります。ですから、裏返る石は、8つの `DIRECTIONS`
# の半直線の石を合わせたものです。

# %% en=0404a2bb
print(DIRECTIONS)

# %% [markdown] en=1950b746
# ルールがもう1つあります。打てるのは **空いた** マスだけです。もう石があるマスでは、半直線が
# どうなっていても、何も裏返りません。
#
# ### 練習問題 2：着手で裏返るすべての石
#
# `flipped_discs` を書きましょう。練習問題 1 の `flips_in_direction` を使ってかまいません。
# （リストを足すと、つながります。`[(1, 2)] + [(3, 4)]` は `[(1, 2), (3, 4)]` です。また、
# `flips += ray` は `ray` のマスを1つずつ `flips` に加えます。`flips.append(ray)` では、
# リスト全体が1つの要素として加わってしまいます。）`(row, col)` のタプルのリストを返します。
# 順番は自由です。


# %% en=3d683f7b
def flipped_discs(board, row, col, colour):
    """`colour` が (row, col) に打ったときに裏返るすべての石のマス (row, col) のリストを
    返します。8つの DIRECTIONS すべての、石を挟めている半直線を合わせたものです。

    (row, col) はいつも盤のマスです。そこが EMPTY でないとき、または石を挟めている
    半直線が1本もないときは、[] を返します。順番は自由です。盤は変えないでください。
    """
    # BEGIN SOLUTION
    if board[row][col] != EMPTY:
        return []
    flips = []
    for dr, dc in DIRECTIONS:
        flips += flips_in_direction(board, row, col, dr, dc, colour)
    return flips
    # END SOLUTION


# %% en=de3d5a55
check_flipped_discs(flipped_discs)

# %% [markdown] en=5623bc56
# ## 1つの関数で2つの仕事
#
# `flipped_discs` は、2つの問いに一度に答えてくれます。*その手は打てる？* リストが空でないときに
# かぎり、打てます。*その手で何が変わる？* そのマス自身と、リストの中のすべてのマスです。
# ですから、完成版の `rules.is_valid_move` は、ただこれだけです。
#
# ```python
# def is_valid_move(board, row, col, colour):
#     return len(flipped_discs(board, row, col, colour)) > 0
# ```
#
# そして `place_move` は、自分でもう一度半直線を進む必要がありません。両方が1つの関数を使うので、
# 2つの答えが食いちがうことは決してありません。`is_valid_move` が受けつける手は、ちょうど何かを
# 裏返す手です。別々の時期に書いた2つの進み方は、少しずつずれていくことがあります。下で、まさに
# その種類のバグに出会います。

# %% en=dc4a209a
for row, col in [(2, 3), (0, 0), (1, 1)]:
    flips = rules.flipped_discs(example, row, col, BLACK)
    valid = rules.is_valid_move(example, row, col, BLACK)
    print(f"{rules.square_name(row, col)}：打てる {valid}、裏返る石 {len(flips)}")

# %% [markdown] en=2cba4dcd
# ## 盤をその場で変える
#
# 盤はリストのリストで、リストは変えられます。`board[2][3] = BLACK` は、`board` という名前が指す
# リストを変えます。そのリストを指すどの名前からも、変わったことが見えます。`rules.place_move` も
# そのように働きます。渡された盤を変え、その同じ盤を返します。ですから、`rules.place_move(board, ...)`
# を1行だけで書いても、その結果を使ってもかまいません。
#
# 着手の前の局面を残しておきたいときは、先に盤をコピーします。`is` は「まったく同じリスト？」と
# たずねます。

# %% en=bbbeb32d
start = rules.initialize_board(4)
played = rules.place_move(copy_board(start), 0, 1, BLACK)
print_board(played)
print(played is start, start == rules.initialize_board(4))

# %% [markdown] en=6dbfd2df
# `played` は `start` とは別のリストで、`start` は最初の局面のままです。着手はコピーの上で
# 打ったからです。
#
# ### 断る：raise
#
# 黒が石のある b2 に打つ、というような打てない手を渡されたら、`place_move` はどうすればよいで
# しょうか。何も言わずに打ってしまってはいけません。正しい盤がないので、盤を返すこともできません。
# かわりに、例外を **raise** します。`raise IllegalMoveError("理由")` は、その場で関数を止め、
# エラーは関数を呼び出した側に伝わります。`try:` … `except` のブロックで、それを受け止めます。

# %% en=bc23a037
try:
    rules.place_move(rules.initialize_board(4), 1, 1, BLACK)
except IllegalMoveError as error:
    print("受けつけません:", error)

# %% [markdown] en=eed88b20
# 何かを変える *前に* raise します。そうすれば、打てない手を渡されても、盤はまったく元のままです。
#
# ### 練習問題 3：`place_move`
#
# 上の3つの段階で `place_move` を書きましょう。裏返る石を見つけ、1つもなければ受けつけず、
# それから石を置いて裏返します。練習問題 2 の `flipped_discs` を使ってかまいません（まだできて
# いなければ、完成版の `rules.flipped_discs` を使います）。`if` の中では、空のリストは偽、それ以外の
# リストは真として扱われます。ですから、`if not flips:` は「何も裏返らないなら」と読めます。
# チェックは、たくさんの局面のすべてのマスを、打てる手も打てない手も試します。返した値だけでなく、
# 渡された盤も調べます。


# %% en=5d51b4b0
def place_move(board, row, col, colour):
    """(row, col) に `colour` の石を置き、挟んだ石をすべて裏返します。

    まず、裏返る石を見つけます。(row, col) はいつも盤のマスです。打てない手（マスに
    もう石がある、または何も裏返らない）なら、IllegalMoveError を raise して、盤は
    まったく元のままにします。そうでなければ石を置いて裏返し、`board` そのもの
    （その場で変えたもの）を返します。
    """
    # BEGIN SOLUTION
    flips = flipped_discs(board, row, col, colour)
    if not flips:
        raise IllegalMoveError(f"({row}, {col}) は {colour} の打てる手ではありません")
    board[row][col] = colour
    for r, c in flips:
        board[r][c] = colour
    return board
    # END SOLUTION


# %% en=6900f5c5
check_place_move(place_move)

# %% [markdown] en=a437e5fd
# ## バグを探せ 1：空きマスが石になった
#
# 日本の人気の入門チュートリアル「Pythonでオセロをつくろう」は、このコースと同じ関数を使って
# オセロを作っていました。その `place_move` は、下のように半直線を進んでいました（これは同じ考え方で
# 書き直したものです）。ゆっくり読んでみてください。正しそうに見えます。


# %% en=bb5c00f9
def careless_place_move(board, row, col, colour):
    """打てる手を打ちます。石を置いてから、石を挟めている半直線を裏返します。（バグがあります。）"""
    if not rules.is_valid_move(board, row, col, colour):
        raise IllegalMoveError(f"({row}, {col}) は {colour} の打てる手ではありません")
    size = len(board)
    board[row][col] = colour
    for dr, dc in DIRECTIONS:
        passed = []  # 通った石。半直線が自分の石で終われば裏返す
        r, c = row + dr, col + dc
        while 0 <= r < size and 0 <= c < size:
            if board[r][c] != colour:  # 「自分の石ではない、だから相手の石のはず」
                passed.append((r, c))
            elif board[r][c] == colour:  # 自分の石：通った石を裏返す
                for pr, pc in passed:
                    board[pr][pc] = colour
                break
            else:  # 空きマス：止まる
                break
            r, c = r + dr, c + dc
    return board


# %% [markdown] en=36faed5e
# チェックは、まちがえる盤をすぐに見つけて描いてくれます。試した局面、返ってきたもの、正しい答えで、
# ちがうマスに印がついています。

# %% en=9b4c7f45
report = check_place_move(careless_place_move)
report

# %% [markdown] en=55e5b52d
# a1 から右への半直線を見てください。*空き、白、黒* です。空きマス b1 で止まるはずなのに、b1 は
# 黒石になり、c1 も裏返っています。同じ着手の前とあとを、絵で見てみます。

# %% en=e12672ea
trap = board_from_text("""
    . . ○ ●
    ○ . . .
    ● . . .
    . . . .
""")
picture(trap, hints=[(0, 0)], size_px=160)

# %% en=df880774
picture(careless_place_move(copy_board(trap), 0, 0, BLACK), last_move=(0, 0), size_px=160)

# %% [markdown] en=adb581c1
# 最後の `else:  # 空きマス：止まる` は、決して実行されません。なぜかわかりますか。マスは
# `colour` のものか、「`colour` のものではない」かのどちらかです。最初の条件が、プレイヤーのもの
# ではない *すべての* マスを、空きマスもふくめて、先に取ってしまうのです。コードを読むだけでは、
# これを見落とすことがよくあります。何千もの局面を試すチェックは、見落としません。
#
# ### 練習問題 4（バグを探せ）：`careless_place_move` を直す
#
# `careless_place_move` の中身を下のセルにコピーして、できるだけ少ない変更で直しましょう。
# 元のバグがまだ残っていれば、チェックが教えてくれます。


# %% en=9a0b23ba
def fixed_place_move(board, row, col, colour):
    """バグを直した careless_place_move。rules.place_move と同じ答えを返します。"""
    # BEGIN SOLUTION
    if not rules.is_valid_move(board, row, col, colour):
        raise IllegalMoveError(f"({row}, {col}) は {colour} の打てる手ではありません")
    size = len(board)
    board[row][col] = colour
    for dr, dc in DIRECTIONS:
        passed = []
        r, c = row + dr, col + dc
        while 0 <= r < size and 0 <= c < size:
            if board[r][c] == EMPTY:  # 直したところ：先に空きマスかを調べる
                break
            if board[r][c] != colour:
                passed.append((r, c))
            else:
                for pr, pc in passed:
                    board[pr][pc] = colour
                break
            r, c = r + dr, c + dc
    return board
    # END SOLUTION


# %% en=1924ec5d
check_fixed_careless(fixed_place_move)

# %% [markdown] en=7c67b68b
# ## バグを探せ 2：石のあるマス
#
# レッスン 3 で、石の上に石を置けてしまう、公開されたオセロのプログラムの話をしました。日本のブログの
# 連載「オセロを作ってみる」です。作者は、AI のコードアシスタントもこのバグを見落としたと書いています。
# そのような `place_move` を、ここでは自分たちのことばで書いてみます。今度は、どの進み方も正しいです。


# %% en=a8cdfde8
def hasty_place_move(board, row, col, colour):
    """手を打ちます。挟めている半直線を見つけ、1本もなければ受けつけず、裏返します。（バグがあります。）"""
    other = WHITE if colour == BLACK else BLACK
    size = len(board)
    flips = []
    for dr, dc in DIRECTIONS:
        ray = []
        r, c = row + dr, col + dc
        while 0 <= r < size and 0 <= c < size and board[r][c] == other:
            ray.append((r, c))
            r, c = r + dr, c + dc
        if ray and 0 <= r < size and 0 <= c < size and board[r][c] == colour:
            flips += ray
    if not flips:
        raise IllegalMoveError(f"({row}, {col}) は {colour} の打てる手ではありません")
    board[row][col] = colour
    for r, c in flips:
        board[r][c] = colour
    return board


# %% en=ba164953
report = check_place_move(hasty_place_move)
report

# %% [markdown] en=9c31ffed
# b2 の白石が黒石に *置きかわり*、c2 まで裏返っています。その「着手」の前とあとです。

# %% en=c8761e53
taken = board_from_text("""
    . . . .
    . ○ ○ ●
    . ● ○ .
    . . . .
""")
picture(taken, hints=[(1, 1)], size_px=160)

# %% en=3e05e8c5
picture(hasty_place_move(copy_board(taken), 1, 1, BLACK), last_move=(1, 1), size_px=160)

# %% [markdown] en=1c980881
# 実際のゲームで、石のあるマスをわざとクリックする人はいません。だからこそ、このようなバグは
# 長い間かくれていられるのです。だれかが、あるいは何かのプログラムが試したときに、はじめて表に
# 出てきます。
#
# ### 練習問題 5（バグを探せ）：`hasty_place_move` を直す
#
# `hasty_place_move` の中身を下にコピーして、足りないものを加えましょう。


# %% en=f6851027
def fixed_hasty_place_move(board, row, col, colour):
    """バグを直した hasty_place_move。rules.place_move と同じ答えを返します。"""
    # BEGIN SOLUTION
    if board[row][col] != EMPTY:
        raise IllegalMoveError(f"({row}, {col}) にはもう石があります")
    other = WHITE if colour == BLACK else BLACK
    size = len(board)
    flips = []
    for dr, dc in DIRECTIONS:
        ray = []
        r, c = row + dr, col + dc
        while 0 <= r < size and 0 <= c < size and board[r][c] == other:
            ray.append((r, c))
            r, c = r + dr, c + dc
        if ray and 0 <= r < size and 0 <= c < size and board[r][c] == colour:
            flips += ray
    if not flips:
        raise IllegalMoveError(f"({row}, {col}) は {colour} の打てる手ではありません")
    board[row][col] = colour
    for r, c in flips:
        board[r][c] = colour
    return board
    # END SOLUTION


# %% en=70096e3c
check_fixed_hasty(fixed_hasty_place_move)

# %% [markdown] en=7fe6309f
# ## 自分のオセロが育っていく
#
# このレッスンの関数を、自分のモジュール `my_othello.py`（レッスン 3 で始めたもの）に加えます。
# 書きこまれるのは、チェックに合格した関数だけです。2つのバグを直した版は入れません。
# 自分の `place_move` が、もうどの手でも打てるからです。

# %% en=c8ff40fa
keep(flips_in_direction, flipped_discs, place_move)

# %% [markdown] en=2d56abc1
# ## まとめ
#
# - 着手は3つの段階です。裏返る石を見つけ、1つもなければ（またはマスに石があれば）受けつけず、
#   それから石を置いて裏返します。見つけるのが先です。石を置いてしまうとマスがふさがり、何も
#   裏返らなくなるからです。
# - 半直線の石が裏返るのは、相手の石の上を進んで、そのあとに自分の石にたどり着いたときだけです。
#   空きマスか端で進むのが終われば、何も裏返りません。
# - 1つの関数 `flipped_discs` が、`is_valid_move`（リストは空？）と `place_move`（リストの中身を
#   裏返す）の両方に使われるので、2つの答えはいつも一致します。
# - `place_move` は盤をその場で変えて、その盤を返します。`copy_board` で前の局面を残せます。
#   打てない手は、何かを変える前に `IllegalMoveError` を raise します。
# - 「自分の石ではない」と「相手の石」は同じではありません。空き、という3つめの答えがあります。
#   このようなバグは、読む人からはかくれても、たくさんの局面を試すチェックからはかくれられません。
# - このレッスンでどこまで進んだか（`progress()` はコース全体を表示します）：

# %% en=dabb9839
progress(lesson=4)

# %% [markdown] en=19cf0f5b
# ## もっと先へ
#
# 1. 着手で裏返る石の *数* だけを返す `count_flips(board, row, col, colour)` を書いてみましょう。
#    `example` で、いちばん多く裏返る手はどれでしょうか。*ヒント：リストの `len` の求め方は、もう
#    知っています。そのあと `rules.valid_moves_list(example, BLACK)` を繰り返します。*
# 2. `board` はそのままにして、手を打った新しい盤を返す `place_move_copy(board, row, col, colour)` を
#    書いてみましょう。その場で変えるよりこちらのほうが便利なのは、どんなときでしょうか。
#    *ヒント：`copy_board` を使えば1行です。手をいろいろ試してみるプレイヤーを考えてみましょう。*
# 3. `careless_place_move` を別のやり方でまちがえさせてみましょう。半直線の上に白石が1つもないのに、
#    バグのせいで空きマスが石になってしまう半直線を見つけます。*ヒント：打てる手から見て
#    「空き、黒」と並ぶ半直線です。その打てる手は、別の方向で石を裏返す必要があります。*
# 4. 2つめのバグの作者の盤は、まわりをぐるりと「盤の外」のマスの壁で囲んでいました。そうすれば、
#    進むときに `0 <= r < size` はいりません。6×6 のゲームを、そのような壁のある 8×8 のリストに
#    のせるとどうなるか、描いてみましょう。*ヒント：行 0 と行 7、列 0 と列 7 が壁で、本当の
#    マスは 1 から 6 です。*（レッスン 10「盤をしまう5つの方法」で、またこの話をします。）
#
# 次のレッスン 5 では、打てる手をいっぺんに見つけます。そして、打てる手がないときに何が起こるかを見ます。
