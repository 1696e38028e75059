# %% [markdown] en=73e982f6
# # レッスン 11 · 変更に強い設計
#
# *所要時間：約45分*
#
# プログラムは変わっていくものです。新しいルール、新しい画面、もっと強いプレイヤー。
# それぞれの考え方が1か所にまとまっていれば、プログラムは変えやすくなります。このレッスンでは、
# コースのパッケージがルール・表示・プレイヤーをどう分けているかを見ます。そのあと、
# ゲームを3通りに変えます（最初の配置、審判、ルールそのもの）。どれも1か所しか変えません。最後に、
# 自分で考えた変種を盤で打ちます。
#
# **このレッスンでできるようになること**
#
# - プログラムのどの部分がルールを持ち、どの部分が盤を表示し、どの部分が手を選ぶのかを説明し、
#   それらを分けておく理由を説明する。
# - ハンデ戦のような、ふつうとは違う最初の配置からゲームを始める。
# - 自分で考えたルールの変種を3つの小さな関数で書き、盤で打つ。
# - 日本語の連載記事の「曲がる駒」と「白黒半分の駒」を打つ。どちらも1か所を変えるだけのルール変更です。
# - 自分だけのオセロのアイデアを選び、どこから始めればよいかがわかる。
#
# **このレッスンで使うことば**
#
# | ことば | 意味 |
# |---|---|
# | **層（レイヤー）** | 1つの仕事をするモジュールのまとまり。層は自分より下の層だけを使う |
# | **可変点** | ほかの部分にさわらずに、何かを取りかえられるように作った場所 |
# | **変種** | ルールを1つ変えたゲーム。最初の配置、裏返し方、勝ち方などを変える |
# | **ハンデ** | 弱いほうのプレイヤーに最初からつける有利。ここでは隅に置いた黒石 |
# | **反則負け** | その場でゲームに負けること。ここでは打てない手を打ったとき |
# | **曲がる駒** | 裏返す石の列が、1回だけ角を曲がってもよい変種 |
# | **白黒半分の駒** | ◐。手番の側の色として数えられ、決して裏返らない駒 |
#
# セルを上から順に実行しましょう。`variants.` や `rules.` で始まる名前は、コースの完成版です。
# 自分で書く関数には、何もつかない名前がついています。このレッスンを配られたときの状態に戻すには、ターミナルで
# `othello-course reset 11` を実行します。

# %% en=02891c6a
from othello_lesson.language import use_language

use_language("ja")
import inspect

from othello_lesson import BLACK, EMPTY, WHITE, greedy_player, initialize_board, rules, variants
from othello_lesson.exercises.lesson11 import (
    check_handicap_start,
    check_parallel_start,
    check_straight_flips,
)
from othello_lesson.game import Game, Rules
from othello_lesson.progress import progress
from othello_lesson.rules import board_from_text
from othello_lesson.svg import picture
from othello_lesson.text import format_board, format_winner
from othello_lesson.variants import play_variant_game
from othello_lesson.widget import OthelloBoard, play

# %% [markdown] en=638a5795
# ## ルール・表示・プレイヤーを分けておく
#
# パッケージはいくつもの層に分かれていて、それぞれの層は自分より下の層だけを使います。
#
# | 層 | モジュール | ただ1つの仕事 |
# |---|---|---|
# | ルール | `rules` | 盤、打てる手、手を打つこと、終局 |
# | プレイヤー | `players`, `search` | 手を選ぶこと: `player(board, colour) -> (row, col)` |
# | ゲーム | `game` | 1局のゲーム: どちらの番か、パス、これまでの手、待った、棋譜 |
# | 表示 | `text`, `svg` | 盤やゲームを、文字や図で描くこと |
# | ウィジェット | `widget` | クリックする盤。ゲームを見せて、クリックを伝えるだけ |
#
# ルールは何も表示せず、何も描きません。画面があることさえ知りません。だから同じゲームを
# 2通りの方法で表示できて、どちらの方法ももう一方のことを知りません。

# %% en=cffd031d
game = Game(4)
game.play(0, 1)
print(format_board(game.board))

# %% en=5a04beff
picture(game, size_px=140)

# %% [markdown] en=a4302655
# コースのテストの1つ（`tests/test_layers.py`）は、すべてのモジュールの import を読み、下の層が上の層を
# import していたら失敗します。これで約束が守られます。盤の見た目を変えるときはルールにさわらず、
# ルールを変えるときは描画にさわりません。
#
# ## 可変点 1: 最初の配置
#
# ふつうの最初の配置では、それぞれの色が中央の対角線上に並びます。これを *クロス* といいます。
# 昔のリバーシでは、同じ色が横に並ぶ *平行* の配置も使われていました。最初の配置はただの盤で、
# `Game(board=...)` はもともとどんな盤からでも始められます。だから、
# 新しい配置を使うのにルールを変える必要はまったくありません。
#
# ### 練習問題 1（ウォーミングアップ）：`parallel_start`
#
# どんな偶数の大きさでも、この配置を作りましょう。中央の左の列の2マスに白、右の列の2マスに黒を置きます。


# %% en=7500ed30
def parallel_start(size):
    """新しい size x size の盤を返す。中央の4マス以外は空きマスで、中央の左の列
    （size // 2 - 1 の列）は WHITE、右の列は BLACK にする。"""
    # BEGIN SOLUTION
    board = [[EMPTY] * size for _ in range(size)]
    mid = size // 2
    for row in (mid - 1, mid):
        board[row][mid - 1] = WHITE
        board[row][mid] = BLACK
    return board
    # END SOLUTION


# %% en=ef54937c
check_parallel_start(parallel_start)

# %% [markdown] en=7c795c27
# 片方のプレイヤーがずっと強いときは、弱いほうが黒を持ち、隅に石を置いて始められます。これが *ハンデ*
# です。隅の石は決して裏返されないので、1つ1つが大きな助けになります。
#
# ### 練習問題 2：`handicap_start`


# %% en=54b278cc
def handicap_start(size, corners):
    """大きさ `size` のふつうの最初の盤を返す。ただし、左上、右下、右上、左下の順に並べた
    隅のうち、最初の `corners` 個（0 から 4）に BLACK の石を置く。"""
    # BEGIN SOLUTION
    board = initialize_board(size)
    last = size - 1
    for row, col in [(0, 0), (last, last), (0, last), (last, 0)][:corners]:
        board[row][col] = BLACK
    return board
    # END SOLUTION


# %% [markdown] en=a9f1ffc9
# （上のセルがまだできていなければ、次のセルではコースの完成版を使います。）

# %% en=334a0db1
check_handicap_start(handicap_start)

# %% en=648f42a2
try:
    handicap = handicap_start(6, 2)
except NotImplementedError:
    from othello_lesson.variants import handicap_start as finished_handicap_start

    handicap = finished_handicap_start(6, corners=2)
picture(handicap, hints=rules.valid_moves_list(handicap, BLACK), size_px=180)

# %% [markdown] en=72799d85
# ## 可変点 2: 審判
#
# このコースのもとになった中国語のプログラムには、もっと厳しいルールがあります。
# 打てない手を打とうとしたプレイヤーは、その場で負けになるのです。これは手のルールの変更ではありません。
# それぞれのプレイヤーに手をたずねる繰り返し、つまり **審判** の変更です。`play_variant_game`
# はそのような審判で、`illegal_move_loses=True` を指定できます。いつも a1
# と答えるプレイヤーで試してみましょう。


# %% en=b5d00a77
def stubborn_player(board, colour):
    return (0, 0)


result = play_variant_game(greedy_player, stubborn_player, size=4, illegal_move_loses=True)
print(variants.colour_name(result.result), "の勝ち:", result.reason)

# %% [markdown] en=ac91c746
# ## 可変点 3: ルールそのもの
#
# 石の新しい裏返し方は、ルールそのものの変更です。盤はルールを、3つの関数をまとめた `Rules(...)`
# として受け取ります（レッスン 7）。だから変種は3つの小さな関数で書けて、ほかは何も変わりません。
# ここで作る変種は、**石は縦と横にだけ裏返り**、斜めには裏返らない、
# というものです（チェスのルークのような動きです）。
#
# ### 練習問題 3：`straight_flips`
#
# レッスン 4 の `flipped_discs` と同じですが、方向は8つではなく4つです。


# %% en=3e4f2fa3
def straight_flips(board, row, col, colour):
    """縦と横だけを数えるとき、`colour` が (row, col) に打って裏返る相手の石の (row, col) の
    リストを、行の順に並べて返す。マスがうまっているか、何も裏返らなければ [] を返す。
    盤面は変えないこと。"""
    # BEGIN SOLUTION
    size = len(board)
    if board[row][col] != EMPTY:
        return []
    other = WHITE if colour == BLACK else BLACK
    found = []
    for dr, dc in [(-1, 0), (1, 0), (0, -1), (0, 1)]:
        ray = []
        r, c = row + dr, col + dc
        while 0 <= r < size and 0 <= c < size and board[r][c] == other:
            ray.append((r, c))
            r, c = r + dr, c + dc
        if ray and 0 <= r < size and 0 <= c < size and board[r][c] == colour:
            found.extend(ray)
    return sorted(found)
    # END SOLUTION


# %% en=b010d8d2
check_straight_flips(straight_flips)

# %% [markdown] en=59c60ade
# この関数をもとに、3つのルールの関数と、同じルールで打つコンピュータプレイヤーを作ります。プレイヤーは、
# 一番多く裏返せる手のうち、最初に見つけたものを打ちます。自分の `straight_flips` がまだできていなければ、
# コースの完成版を使います。

# %% en=4bc9d058
try:
    straight_flips(initialize_board(4), 0, 0, BLACK)
    flips = straight_flips
except NotImplementedError:
    from othello_lesson.variants import straight_flips as flips


def straight_is_valid_move(board, row, col, colour):
    return bool(flips(board, row, col, colour))


def straight_place_move(board, row, col, colour):
    turned = flips(board, row, col, colour)
    if not turned:
        raise rules.IllegalMoveError("その手では、縦にも横にも何も裏返りません")
    for r, c in [(row, col), *turned]:
        board[r][c] = colour
    return board


def straight_valid_moves_list(board, colour):
    size = len(board)
    return [(r, c) for r in range(size) for c in range(size) if straight_is_valid_move(board, r, c, colour)]


def straight_greedy_player(board, colour):
    moves = straight_valid_moves_list(board, colour)
    return max(moves, key=lambda move: (len(flips(board, *move, colour)), -move[0], -move[1]))


straight = Rules(
    is_valid_move=straight_is_valid_move,
    place_move=straight_place_move,
    valid_moves_list=straight_valid_moves_list,
)

# %% [markdown] en=394c2433
# では打ってみましょう。マスをクリックして黒を打ちます。相手は、この変種の greedy プレイヤーです。
# ヒントには、ふつうの打てる手ではなく、この変種の打てる手が表示されます。盤が、
# 自分で書いたルールにたずねたからです。

# %% en=66695474
OthelloBoard(Game(6, white=straight_greedy_player, rules=straight))

# %% [markdown] en=10f1679b
# 盤も、ゲームも、描画も、まったく変わっていません。取りかえたのは3つの関数だけです。
# これが「変更に強い設計」の意味です。
#
# ## 連載記事のルール: 曲がる駒
#
# このコースのもとになった日本語の連載記事は、「曲がる駒」を計画しています。コースでは、これを
# `variants.bending_flips` として次のルールで作りました。相手の石の列は、
# オセロと同じように新しい石のとなりから始まり、**1回だけ角を曲がってもかまいません**。
# 列の途中のどれか1つの相手の石で、左か右へ90度曲がり、そのあとはまっすぐ進んで、自分の石で終わります。
# そのような列の石は、曲がり角の石も含めてすべて裏返ります。曲がらない列はふつうのオセロの列なので、
# オセロで打てる手はどれもそのまま打てます。
#
# 次の局面で、黒が b6 に打ちます。まっすぐ上へ進むと、白の列 b5、b4、b3 は空きマスで終わるので、
# オセロでは何も裏返りません。でも、列は b3 で右へ曲がって c3 を越え、黒の d3 で終わることができます。
# 4つの石が裏返ります（打ったあとの図で、丸で囲まれている石です）。

# %% en=f157a122
bent = board_from_text("""
    . . . . . .
    . . . . . .
    . ○ ○ ● . .
    . ○ . . . .
    . ○ . . . .
    . . . . . .
""")
print("オセロで裏返る石:", rules.flipped_discs(bent, 5, 1, BLACK))
print("曲がる駒で裏返る石:", variants.bending_flips(bent, 5, 1, BLACK))

# %% en=fe269653
after = variants.bending_rules().place_move(rules.copy_board(bent), 5, 1, BLACK)
picture(after, last_move=(5, 1), flipped=variants.bending_flips(bent, 5, 1, BLACK), size_px=180)

# %% [markdown] en=997fcea9
# 探索は前と同じようにそれぞれの列をたどり、相手の石のところでは、2通りの90度の曲がり方も試します。
# 「もう曲がったか」という小さな状態を持って進むのです。それ以外は前と同じ3つの関数で、
# `variants.rules_from_flips` が作ります。コンピュータプレイヤーは、曲がる駒で裏返る石を数える greedy
# プレイヤーです。変わったのはルールだけで、それも1か所だけです。`start=` で最初の配置も選べます。
# 「新しい対局」を押しても、その配置のままです。

# %% en=4b00263d
play(
    6,
    rules=variants.bending_rules(),
    white=variants.greedy_player_for(variants.bending_flips),
    start=variants.parallel_start,
)

# %% [markdown] en=b00e6a67
# ## 連載記事のもう1つのルール: 白黒半分の駒
#
# 連載記事は、半分が黒で半分が白の駒（白黒半分の駒）も計画しています。この駒の意味は、
# どちらの番かによって変わります。コースでのこの駒のルール `variants.half_disc_flips` は次のとおりです。
#
# - **白黒半分の駒** ◐ は、どちらのプレイヤーのものでもありません。手を打つあいだは、
#   打つプレイヤーの色として数えます。だから、相手の石の列が白黒半分の駒で終われば、
#   自分の石で終わったときと同じように裏返ります。
# - 白黒半分の駒は、裏返ることも、その上に打つことも、変わることもありません。終局のときは、
#   どちらの石にも数えません。
# - 白黒半分の駒は、最初の配置にだけあります。`variants.half_disc_start` は、
#   中央のななめとなりに4つ置きます。盤のどちらの辺から見ても同じに見えるマスです。手は今までどおり
#   `(row, col)` の組です。
#
# 次の局面で、黒が c2 に打ちます。右へ進むと、白の d2 の次に白黒半分の駒 e2 があります。
# 黒が打っているあいだは、これは黒の石なので、d2 が裏返ります。オセロなら何も裏返りません。

# %% en=e89dec99
halves = board_from_text("""
    . . . . . .
    . ◐ . ○ ◐ .
    . ● ● ● ○ .
    . . ● ○ . ○
    . ◐ . . ◐ .
    . . . . . .
""")
print("白黒半分の駒で裏返る石:", variants.half_disc_flips(halves, 1, 2, BLACK))
after = variants.half_disc_rules().place_move(rules.copy_board(halves), 1, 2, BLACK)
picture(after, last_move=(1, 2), flipped=[(1, 3)], size_px=180)

# %% [markdown] en=13b1f8c4
# このルールを加えるのに変えたのは1か所だけです。`half_disc_flips` は、
# オセロの列のたどり方の判定を1つ変えたもので、`variants.rules_from_flips`
# がそこから3つのルールの関数を作ります。曲がる駒のときと同じです。縦横だけの変種と白黒半分の駒の変種で、
# 列のたどりを終える行を比べてみましょう。

# %% en=695211f0
for flips in (variants.straight_flips, variants.half_disc_flips):
    source = inspect.getsource(flips).splitlines()
    print(f"{flips.__name__:>16}:", next(line for line in source if "if ray and" in line).strip())

# %% [markdown] en=fa2b06a3
# 新しい種類のマスにも、置き場所が1つあります。`rules` の中の `rules.HALF` という名前と、
# 盤のマスに入ってよい値の一覧です。盤のチェック、文字での表示、図、クリックする盤、コンソール、
# 石数の計算は、どれもそこを読みます。オセロ本来のルールは白黒半分の駒を受けつけないので、
# まちがえてふつうのゲームに白黒半分の駒がまぎれこむことはありません。

# %% en=e13106d5
try:
    rules.valid_moves_list(variants.half_disc_start(6), BLACK)
except rules.BoardError as error:
    print(variants.board_refusal(error))

# %% [markdown] en=5731d996
# 白黒半分の駒で裏返る石を数える greedy プレイヤーどうしで、1局対戦させてみましょう。
# 終局しても白黒半分の駒は同じマスに残っていて、どちらの石にも数えられません。

# %% en=0bcf6c75
greedy_halves = variants.greedy_player_for(variants.half_disc_flips)
game = play_variant_game(
    greedy_halves, greedy_halves, start=variants.half_disc_start(6), rules=variants.half_disc_rules()
)
print(f"{len(game.moves)} 手のあと、{game.reason}。", format_winner(game.board))
picture(game.board, size_px=180)

# %% [markdown] en=97af3982
# 盤でも、その greedy プレイヤーと対局できます（`othello(rules=..., start=...)`
# ならコンソールでも打てます）。

# %% en=cee5e96f
play(6, rules=variants.half_disc_rules(), white=greedy_halves, start=variants.half_disc_start)

# %% [markdown] en=3a50dfc9
# ## 自分だけのオセロのアイデア
#
# このコースのもとになった日本語の連載記事は、ルールの拡張や「自分だけのオセロを作る」
# ことを計画しています。小さなものから大きなものまで、アイデアをいくつか挙げます。
#
# - **別の最初の配置**: 中央の4つの石を別の場所に置く。ランダムな局面から始める（シードを決めておけば、
#   同じゲームをもう一度再現できます）。
# - **穴**: だれも打てず、どの列もそこで止まるマス（3つ目の種類のマス）。
# - **プレイヤーが置く白黒半分の駒**: 上の変種では白黒半分の駒は最初の配置にありました。そうではなく、
#   1局に1回、石の代わりに白黒半分の駒を置けるようにする（そうすると、手はマスだけでは表せなくなります）。
# - **もっと曲がる**: 2回曲がってよい列や、盤の端でだけ曲がる列。
# - **別の勝ち方**: 石が少ないほうが勝ち（「逆オセロ」）、または先に隅を取ったほうが勝ち。
# - **もっと強いプレイヤー**: 手で書くのではなく、対局から学習した評価関数。
#   今のゲームのプログラムはそうしています（レッスン 12「学習して打つ」でその第一歩をふみ出します）。
#
# どのアイデアも、1つの層にしかさわりません。最初の配置や勝ち方は審判を、
# 穴や新しい駒はルールを（それを見せるために描画も）、新しいプレイヤーはプレイヤーだけを変えます。
#
# ## まとめ
#
# - ルール・表示・プレイヤーは別々の層にあります。層は自分より下の層だけを使います。
# - 最初の配置は盤、審判は繰り返し、ルールは3つの関数です。どれも可変点で、変種はそのうちの
#   1つを変えます。
# - 自分で書いた関数で `Rules(...)` を作ると、自分の変種をクリックする盤で、
#   同じルールで打つコンピュータプレイヤーと打てます。
# - このレッスンの進み具合（`progress()` ならコース全体を表示します）:

# %% en=88a8a165
progress(lesson=11)

# %% [markdown] en=d421d4d2
# ## もっと先へ
#
# 1. `reverse_winner(board)` を書きましょう。石が *少ない* 側が勝ちです。これはどの層に入るでしょうか。
#    （ヒント: 手のルールは変わりません。変わるのは終わりだけです。）
# 2. `play_variant_game` に自分で作った最初の配置 `start=parallel_start(6)` を渡しましょう。greedy
#    プレイヤーどうしでは、黒と白のどちらがよく勝つでしょうか。
# 3. 斜めだけの変種を書きましょう。`straight_flips` と同じで、方向はほかの4つです。盤で打ってみましょう。
# 4. 上の一覧からアイデアを1つ選んで、1つの層ずつ作りましょう。書いた関数それぞれにテストも書きます。
#
# 次のレッスン 12「学習して打つ」では、重みの表を、プログラムが対局から学習するいくつかの数として扱います。
# そして、学習した表と手で書いた表を公平に対戦させます。
