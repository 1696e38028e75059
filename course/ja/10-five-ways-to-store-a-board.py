# %% [markdown] en=002e448e
# # レッスン 10 · 盤を記録する5つの方法
#
# *所要時間：約60分*
#
# レッスン 1 からずっと、盤は「行のリスト」でした。でも、これはたくさんある選び方の1つにすぎません。
# このコースのもとになった記事も、それぞれ自分のやり方で盤を記録しています。このレッスンでは、
# 同じルールを5つの違うデータ構造の上に書き、どれも同じ答えを出すことを確かめ、速さを競争させます。
# そして一番速いビットボードを、自分の手で作ります。最後に、
# 1局のゲーム全体を短い1行の文字列で書き表します。
#
# **このレッスンでできるようになること**
#
# - 二次元リスト、numpy の配列、壁で囲んだ盤、マスの集合、ビットボードが、
#   それぞれ同じ局面をどう記録するか、そしてそれぞれ何が得意かを説明する。
# - シフトでビットボードのすべての石を一度に動かし、マスクで盤の端から反対側へ回り込むのを防ぐ。
# - シフトとマスクで、すべての打てる手と、1手で裏返る石を求める。
# - ゲームを `f5d6c3` のような棋譜として書き、棋譜からゲームを再生する。
#
# **このレッスンで使うことば**
#
# | ことば | 意味 |
# |---|---|
# | **表現** | プログラムがものを記録するやり方。ここでは盤の記録のしかた |
# | **番兵** | 端に置く特別な値（壁）。これがあると、余計な判定なしで繰り返しが止まる |
# | **集合** | 順番も重複もないまとまり。`square in black` は「そこに黒石があるか」をたずねる |
# | **ビット** | 2進数の1けた。0 か 1。`int` はビットの並び |
# | **ビットボード** | 色ごとに1つの整数で盤を表し、その色の石があるマスのビットを 1 にしたもの |
# | **シフト** | `bits << 1` はすべてのビットを1つ上の位へ、`bits >> 1` は1つ下の位へ動かす |
# | **マスク** | 残すマスを 1 のビットで表した数。`bits & mask` はそのマスだけを残す |
# | **perft** | 数手先までのすべての局面を数えること。ルールのテストにも、速さの競争にも使う |
# | **棋譜** | 1局のゲームを、打ったマスの名前を順に並べて書いたもの: `f5d6c3...` |
#
# セルを上から順に実行しましょう。`bitboard.` や `rules.` で始まる名前は、コースの完成版です。
# 自分で書く関数には、何もつかない名前がついています。このレッスンを配られたときの状態に戻すには、ターミナルで
# `othello-course reset 10` を実行します。

# %% en=5127b0a3
from othello_lesson.language import use_language

use_language("ja")
import random

from IPython.display import display

from othello_lesson import BLACK, initialize_board, print_board, rules
from othello_lesson.boards import REPRESENTATIONS, bitboard, numpy_board, sentinel, sets
from othello_lesson.exercises.lesson10 import (
    check_flip_bits,
    check_legal_bits,
    check_shift_east,
    check_write_record,
)
from othello_lesson.game import Game
from othello_lesson.progress import progress
from othello_lesson.records import RecordError, play_record
from othello_lesson.svg import bits_picture

# %% [markdown] en=906702ca
# ## 1つの局面を5つの方法で
#
# 4x4 のゲームの最初の局面を、いつもの二次元リストで表すとこうなります。

# %% en=d93716be
board = initialize_board(4)
print_board(board)

# %% [markdown] en=3e8c0176
# **numpy**（numpy の記事）は、盤を数の配列で記録します。黒は `1`、白は `-1`、空きマスは `0` です。
# こうすると `-colour` が相手の色になり、numpy は配列全体を一度に比べられます。

# %% en=d2921cfe
numpy_board.from_lists(board)

# %% [markdown] en=7d584576
# **壁で囲んだ盤**（日本語の連載記事）は、盤のまわりを `#` で1周囲みます。ある方向へ進んでいくと、
# 空きマスで止まるのと同じように壁でも止まります。だから「まだ盤の中か」という判定がどこにもいりません。

# %% en=b58f407a
walled = sentinel.from_lists(board)
print("\n".join("".join(row) for row in walled))

# %% [markdown] en=a6a19486
# **マスの集合**（中国語のプログラム）は、色ごとに石のあるマスを記録します。
# どちらの集合にも入っていないマスが空きマスです。

# %% en=2b9c07e4
position = sets.from_lists(board)
print("黒:", sorted(position.black))
print("白:", sorted(position.white))

# %% [markdown] en=0e0bbda8
# **ビットボード**（ビットボードの記事）は、色ごとに1つの整数を使います。マスに行ごとに番号をつけます。a1
# がマス 0、b1 がマス 1、と続きます。その色の石があるマスでは、`row * size + col` 番目のビットが 1
# になります。`show_bits` は、そのような数を `1` と点の盤として表示し（マス 0 が左上）、
# 続けて同じビットを小さな図で描きます。1 のビットのマスが琥珀色になります（コースの図を描くモジュールの
# `bits_picture` を使います）。


# %% en=b6961cdc
def show_bits(bits, size):
    """ビットボードのビットを盤の形で表示し（ビットが 1 なら 1、0 なら .）、
    続けて図として描く。"""
    for row in range(size):
        print(" ".join("1" if bits >> (row * size + col) & 1 else "." for col in range(size)))
    display(bits_picture(bits, size, size_px=120))


start = bitboard.from_lists(board)
print("黒 =", start.black, "=", bin(start.black))
show_bits(start.black, 4)
print()
print("白 =", start.white)
show_bits(start.white, 4)

# %% [markdown] en=6bda51b4
# 黒の数は 576 です。ビット 6（c2、つまり行 1、列 2）とビット 9（b3）が 1 です。
# どの表現にも同じいくつかの関数があります。`from_lists` と `to_lists`、`legal_moves`、`play`、`count`、
# `perft` です。だから1つの繰り返しで、5つすべてに同じ質問ができます。

# %% en=c40d2d90
board6 = initialize_board(6)
for name, module in REPRESENTATIONS.items():
    position = module.from_lists(board6)
    moves = module.legal_moves(position, BLACK)
    print(f"{name:9} 打てる手 {moves}  perft(4) = {module.perft(position, BLACK, 4)}")

# %% [markdown] en=e7066d6d
# 同じ答えが5回出ました。コースのテストは、何千局ものランダムなゲームのすべての局面で、4x4 から 26x26
# までのすべての大きさの盤について、こうして質問しています。
#
# ## シフトはすべての石を一度に動かす
#
# ビットボードでは、`bits << 1` はすべての 1 のビットを1つ上の位へ動かします。つまり、
# すべての石を1マス右（東）へ動かします。1回の演算で全部が動きます。でも、
# 最後の列にある石がどうなるかを見てください。セルを実行する前に予想しましょう。d1
# の石はどこへ行くでしょうか。

# %% en=0086a6a6
discs = 0b1000_0000_0000_1000  # d1（ビット 3）と d4（ビット 15）
show_bits(discs, 4)
print()
show_bits(discs << 1, 4)
print(bin(discs << 1))

# %% [markdown] en=54e35683
# d1 は a2 へ動きました。数には端がないので、ある行の終わりの次のマスは、次の行の始まりなのです。そして
# d4 はビット 16 へ行き、盤の外へ出てしまいました（図には描かれませんが、数の中には残っています）。
# これは2つの **マスク** で直せます。`full` は盤のすべてのマスが 1、`first_column` は a
# 列のすべてのマスが 1 の数です。

# %% en=7f3fda7b
size = 4
full = (1 << size * size) - 1
first_column = sum(1 << (row * size) for row in range(size))
show_bits(first_column, 4)
print()
show_bits((discs << 1) & full & ~first_column, 4)

# %% [markdown] en=a1b1da7b
# `~first_column` は a 列以外のすべてが 1 なので、`& ~first_column` で a 列へ回り込んだ石を消せます。
# 記事では 8x8 のこのようなマスクを、`0x7e7e7e7e7e7e7e7e` のような16進数で書いています（b 列から g 列:
# `0x7e` は1行分で `01111110`）。
#
# ### 練習問題 1（ウォーミングアップ）：`shift_east`
#
# すべての石を1マス東へ動かしましょう。最後の列にある石は盤の外へ落ちます。


# %% en=1dbc69c7
def shift_east(bits, size):
    """`size` x `size` の盤で、`bits` のすべての 1 のビットを1マス東（col + 1）へ動かして返す。
    盤の外に出るビット（最後の列のもの）は捨てる。"""
    # BEGIN SOLUTION
    full = (1 << size * size) - 1
    first_column = sum(1 << (row * size) for row in range(size))
    return (bits << 1) & full & ~first_column
    # END SOLUTION


# %% en=24bf011f
check_shift_east(shift_east)

# %% [markdown] en=33b763bd
# ## 8回のシフトで、すべての打てる手を
#
# 空きマスに打てるのは、ある方向に、となりのマスに相手の石があり、さらに相手の石が続くかもしれず、
# その先に自分の石があるときです。ビットボードの記事は、これを逆から考えます。**自分の** 石から出発して、
# 相手の石に沿って列をのばしていくのです。
#
# 1つの方向、東（`<< 1`）についてはこうなります。
#
# 1. `line = opponent & (me << 1)`: すぐ西どなりに自分の石がある相手の石。
# 2. `line |= opponent & (line << 1)` をくり返す: 列が、次の相手の石の上へのびていく。
# 3. `line << 1` のうち空きマスにあるもの: 列のすぐ先のマスが打てる手。
#
# `shift_east` と同じように、相手の石は先にマスクで内側の列だけにしておきます（a
# 列と最後の列を除きます）。こうすれば、列が端から反対側へ回り込むことはありません。
# `bitboard.geometry(size)` は8つの方向を `(step, mask)` の組で返し、`bitboard.shift(bits, step, full)`
# は step が正なら左シフト、負なら右シフトをします。小さな局面で、東の方向を1回ずつ見てみましょう。

# %% en=6769a766
board = rules.board_from_text("""
    ● ○ ○ .
    . ○ ● .
    . ● ○ .
    . . . .
""")
me, opponent = bitboard.from_lists(board).black, bitboard.from_lists(board).white
step, mask = bitboard.geometry(4).directions[0]
print("東: step", step, "mask", bin(mask))
inside = opponent & mask
line = inside & bitboard.shift(me, step, full)
for round_number in range(1, 3):
    print(f"列（{round_number} 回目のあと）:")
    show_bits(line, 4)
    line |= inside & bitboard.shift(line, step, full)
empty = full & ~(me | opponent)
print("列の東どなりの打てる手:")
show_bits(bitboard.shift(line, step, full) & empty, 4)

# %% [markdown] en=d616feb9
# 黒が a1、白が b1 と c1 にあります。2回のあと、列は b1 と c1 になり、もう1つ先の d1 が打てる手です。
# 同じシフトの中で、黒の b3 と白の c3 から d3 も求まります。1つの方向に並ぶ相手の石は多くても `size - 2`
# 個なので、どんな大きさの盤でも、最初の1回のあと `size - 3` 回くり返せば十分です。
#
# ### 練習問題 2：`legal_bits`
#
# これを8つの方向すべてについて行い、打てる手を `|` でまとめましょう。
# `bitboard.geometry(size).directions` と `bitboard.shift` を使います。


# %% en=fa6a2e2d
def legal_bits(me, opponent, size):
    """`size` x `size` の盤で、石が `me` の側が打てるすべてのマスのビットを 1 にした数を返す
    （`opponent` はもう一方の側の石）。"""
    # BEGIN SOLUTION
    full = (1 << size * size) - 1
    empty = full & ~(me | opponent)
    legal = 0
    for step, mask in bitboard.geometry(size).directions:
        inside = opponent & mask
        line = inside & bitboard.shift(me, step, full)
        for _ in range(size - 3):
            line |= inside & bitboard.shift(line, step, full)
        legal |= bitboard.shift(line, step, full)
    return legal & empty
    # END SOLUTION


# %% en=b932eafe
check_legal_bits(legal_bits)

# %% [markdown] en=c6e6001c
# ## 記事のビットの番号
#
# ビットボードの記事は、マスの番号を逆向きにつけています。a1 が64ビットの数の **一番上の**
# ビット（`0x8000000000000000`）、b1 がその1つ下、そして h8 がビット 0 です。つまり、記事の局面の数は、
# 私たちの数の64ビットを逆から読んだものです。最初の局面は、黒が `0x0000000810000000`、白が
# `0x0000001008000000` で、
# たまたまどちらの向きでも同じになります（最初の局面は半回転させても同じ形だからです）。そこで、黒が d3
# に打ったあとの局面も見てみましょう。こちらは2つの数が違います。


# %% en=2c927ab7
def article_number(bits):
    """8x8 のビットボードを、ビットボードの記事の番号に直す。同じ64ビットを逆の順に並べる
    （私たちのビット 0 の a1 は、記事ではビット 63）。"""
    return int(f"{bits:064b}"[::-1], 2)


start8 = bitboard.from_lists(initialize_board(8))
print("最初の局面、黒:", f"{article_number(start8.black):#018x}")
print("最初の局面、白:", f"{article_number(start8.white):#018x}")
after_d3 = bitboard.from_lists(rules.place_move(initialize_board(8), 2, 3, BLACK))
print("d3 のあと、黒、このコース:", f"{after_d3.black:#018x}")
print("d3 のあと、黒、記事      :", f"{article_number(after_d3.black):#018x}")

# %% [markdown] en=6d0c6b8d
# 記事の順番では、`<< 1` は石を1マス **西**（a 列の方）へ動かします。私たちとは反対です。
# 記事からコードを写すときは、すべてのシフトの向きを逆にする必要があります。
#
# 記事は3つのマスクで、相手の石を端から遠ざけます。左右には `0x7e7e7e7e7e7e7e7e`（b 列から g 列。私たちの
# `geometry(8)` も使うマスクです）、上下には `0x00ffffffffffff00`（2行目から7行目）、4つの斜めには
# `0x007e7e7e7e7e7e00`（その両方）です。どれも逆から読んでも同じなので、どちらの順番でも同じ数になります。

# %% en=3de4d051
ARTICLE_MASKS = {
    "左右": 0x7E7E7E7E7E7E7E7E,
    "上下": 0x00FFFFFFFFFFFF00,
    "斜め": 0x007E7E7E7E7E7E00,
}
for name, mask in ARTICLE_MASKS.items():
    print(f"{name}: {mask:#018x}、逆から読んでも同じか: {article_number(mask) == mask}")
    show_bits(mask, 8)

# %% [markdown] en=db07d851
# 私たちの `geometry(8)` は、左右と斜めを `0x7e7e7e7e7e7e7e7e` だけでマスクし、
# 上下はまったくマスクしません。一番上や一番下の行を越えてシフトされた石は、盤の64ビットの外に出るので、
# `& full` で消えるからです。記事は、上下と斜めに進む列からも、最初と最後の行を除いています。
# これで打てる手は変わるでしょうか。一番上の行まで届いた相手の石の列は、その上に止まるマスがないので、
# その向きでは挟めません。だから打てる手は同じはずです。予想してから、
# 20局のランダムなゲームのすべての局面で確かめましょう（`bitboard.legal_bits` は、8つの `(shift, mask)`
# の組を `directions` として受け取れます）。

# %% en=888157c1
MASK_OF_STEP = {1: "左右", -1: "左右", 8: "上下", -8: "上下"}
article_directions = tuple(
    (step, ARTICLE_MASKS[MASK_OF_STEP.get(step, "斜め")]) for step, _ in bitboard.geometry(8).directions
)
rng = random.Random(10)
positions = same = 0
for _ in range(20):
    board, colour = initialize_board(8), BLACK
    while colour is not None:
        black, white = bitboard.from_lists(board)[1:]
        me, opponent = (black, white) if colour == BLACK else (white, black)
        ours = bitboard.legal_bits(me, opponent, 8)
        same += ours == bitboard.legal_bits(me, opponent, 8, directions=article_directions)
        positions += 1
        rules.place_move(board, *rng.choice(bitboard.squares(ours, 8)), colour)
        colour = rules.next_player(board, colour)
print(f"打てる手が同じだった局面: {same}（全部で {positions}）")

# %% [markdown] en=28ec92af
# ## 1手で裏返る石
#
# 手を打つには、裏返る石がわからなければなりません。打ったマスから各方向へ、
# 次のマスに相手の石がある（前と同じようにマスクします）あいだ、1回ずつシフトしながら進み、
# 通ったマスを覚えておきます。進むのが自分の石で止まったら、その方向の石はすべて裏返ります。
# 空きマスで止まったり、盤の外へ落ちたりしたら、その方向では何も裏返りません。
#
# ### 練習問題 3：`flip_bits`
#
# `move` は、1のビットが1つだけの数で、打ったマスを表します。裏返る石を返しましょう。


# %% en=14595475
def flip_bits(me, opponent, move, size):
    """石が `me` の側が `move`（ビット1つ）に打ったときに裏返る相手の石のビットを、すべて 1 に
    した数を返す。打ったマスそのものは含めない。"""
    # BEGIN SOLUTION
    full = (1 << size * size) - 1
    flipped = 0
    for step, mask in bitboard.geometry(size).directions:
        inside = opponent & mask
        ray = 0
        square = bitboard.shift(move, step, full)
        while square & inside:
            ray |= square
            square = bitboard.shift(square, step, full)
        if square & me:
            flipped |= ray
    return flipped
    # END SOLUTION


# %% en=2dceb521
check_flip_bits(flip_bits)

# %% [markdown] en=c8e449b2
# 打ったあと、自分の石は `me | move | flipped`、相手の石は `opponent & ~flipped` です。演算は2回だけで、
# リストをコピーする必要もありません。
#
# ## 速さの競争
#
# 一番速い表現はどれでしょうか。`benchmarks/race.py` は、8x8 の最初の局面からの perft（深さ6: 8,200局面）
# にかかる時間を、それぞれの表現で測ります。大きな C++ のゲームライブラリ OpenSpiel を、Python
# から1手ずつ動かした場合も測ります。時間はコンピュータによっても、実行するたびにも変わります。
# そこで下の数字は、**1台のコンピュータで1回だけ測った結果** をデータとしてここに書いたものです。
# 自分のコンピュータでの数字は、ベンチマークを実行して見てみましょう。表の名前は、上で `REPRESENTATIONS`
# が表示した名前と同じです。`2-D list` は二次元リスト、`sentinel` は壁で囲んだ盤（番兵）、`sets`
# はマスの集合、`bitboard` はビットボード、`fast bitboard` は下で説明する高速ビットボードです。

# %% en=d54ab599
MEASURED_ON_ONE_MACHINE = {  # CPU 時間1秒あたりの perft(6) の末端の局面数（benchmarks/race.py を1回実行）
    "2-D list": 51_412,
    "numpy": 23_928,
    "sentinel": 61_536,
    "sets": 68_681,
    "bitboard": 402_540,
    "fast bitboard": 1_260_353,
    "OpenSpiel (C++)": 370_513,
}
slowest = MEASURED_ON_ONE_MACHINE["2-D list"]
fastest = max(MEASURED_ON_ONE_MACHINE.values())
for name, speed in MEASURED_ON_ONE_MACHINE.items():
    bar = "█" * max(1, round(50 * speed / fastest))
    print(f"{name:16} {bar} {speed / slowest:.1f} 倍")

# %% [markdown] en=e214f9c3
# 5つの中では、ビットボードが大差で勝ちます。ほかの表現がマスを1つずつ見るのに対して、
# ビットボードは1回のシフトですべてのマスを一度に扱うからです。OpenSpiel とも互角です。OpenSpiel の C++
# は打てる手をずっと速く求めますが、Python から C++ を1回呼ぶたびに、
# その仕事よりも大きな手間がかかるのです。numpy は最下位です。numpy は大きな配列では速いのですが、8x8
# の盤は小さすぎて、numpy を1回呼ぶ手間のほうが、その仕事よりも大きくなってしまいます。
# 壁で囲んだ盤と集合は、それぞれ判定をいくつか省けるので、ふつうのリストより少しだけ速くなります。
#
# **高速ビットボード** は、同じビットボードで、Python が行う仕事を減らしたものです。盤の大きさごとに、
# その大きさの数を書き込んだコードをプログラムが書き出します。すべての方向のすべてのシフトが1行ずつ並び、
# マスごとに裏返しの関数が1つあり、方向についての繰り返しは1つも残っていません（`fast_bitboard.source(8)`
# でそのコードを見られます）。さらに2つの工夫があります。東の打てる手は、1回の足し算で求めます。`0b0111 +
# 0b0001` のように、繰り上がりが相手の石の並びに沿って進むのです。もう1つ、perft の最後の1手の手前では、
# それぞれの手を打ったあとの局面を、とても大きな1つの整数の中に横に並べます。こうすると、
# 1回のシフトでそのすべての局面の応手を一度に求められます。Python では、
# 数百ビットのシフトも64ビットのシフトとほとんど同じ手間でできるからです。
# ふつうのビットボードのおよそ3倍速いのですが、ずっと読みにくくなります。
# だからこのレッスンではふつうのほうを学び、テストで両方がいつも同じ答えを出すことを確かめています。
# レッスン 8 とレッスン 9 のコンピュータプレイヤーも、まったく同じ手を求めながら、これを使って探索します。
# アルファベータ法はおよそ4倍速くなりますが、完全読みは2倍も速くなりません。空きマスが少ないと、
# リストで1マスずつ進む道のりも短いからです。速さは仕事によって変わるので、測ってみることが大切です。
#
# ## 速さはどこまで上がるか: Edax
#
# ビットボードの記事は、最先端のプログラムとして **Edax** を挙げています。Richard Delorme さんが C
# 言語で書いた無料のオセロのプログラムで、最も強いものの1つです。盤は私たちと同じ、64ビットの数2つです。
# 強く打つために、このコースのプレイヤーにはないものを加えています。
#
# - **ハッシュ表**（置換表）: 2通りの手順でたどり着いた同じ局面を1回だけ探索し、最善の手を覚えておいて、
#   次のもっと深い探索で使う。
# - **手の並べかえ**: 短く浅い探索で良さそうに見えた手から試し、
#   アルファベータ法の枝刈りを増やす（レッスン 9 で、手の順番でどれだけ減るかを数えました）。
# - 終盤の **偶数理論（パリティ）**: 残りのマスが少なくなったら、盤を4つに分けた区画のうち、
#   空きマスが奇数の区画の手から試す。
# - **定石（オープニングブック）**: 最初の何手かは、分析ずみの序盤を記録した木から選ぶ。
#   対局から学んで増やすこともできる。
# - **対局から学んだ評価関数**: ゲームの段階ごとに、マスの形（辺、隅、斜め）の重みを持つ。
#   私たちのプレイヤーは、手で書いた表を1つ持つだけ（レッスン 12 で重みを学習します）。
# - 複数の **スレッド**: 複数のプロセッサコアで同時に探索する。
#
# C と Python では、どれくらい差があるのでしょうか。2コアのコンピュータで Edax を一度ビルドし、
# 1つのコアで 8x8 の最初の局面からの perft を実行しました。同じコンピュータで、同じ1分のうちに、
# 高速ビットボードの perft も実行しました。
#
# | プログラム | perft | 末端の局面数 | 時間 | 1秒あたりの局面数 |
# |---|---|---|---|---|
# | Edax（C）、1スレッド | 深さ12 | 1,939,886,636 | 4.4秒 | 約4億9000万 |
# | このコースの高速ビットボード（Python） | 深さ10 | 24,571,284 | 5.6秒 | 約440万 |
#
# Edax はおよそ100倍の速さで数えます。考え方は同じで、違うのはそれを動かすものです。C
# は一度だけプロセッサ自身の命令に翻訳されます。盤は64ビットのレジスタ1つに収まり、シフトは命令1つです。
# Edax は、いくつもの方向を一度に扱う命令や、ビットボードの 1 のビットを1回で数える命令も使います。Python
# では、すべての数がオブジェクトで、`<<` や `&` のたびにインタプリタがその意味を調べて実行するので、
# 1回ごとにたくさんの命令がかかります。だからこのコースでは、
# 速さのためのコードを別のモジュールに置いて読みやすいコードと答えを比べ、
# 授業では読みやすいほうを学ぶのです。
#
# ## 棋譜
#
# オセロのプレイヤーは、打ったマスの名前を順に並べてゲームを書きます。`f5d6c3` は、黒が f5、白が d6、黒が
# c3 に打ったという意味です。列の文字、次に 1 から始まる行の番号で、1行目が一番上です。パスは `pa`
# と書きます。手番の側に打てる手がないときは、棋譜にそう書いておくと、
# そのあとの手がどちらの色かがはっきりします。`Game` は自分の棋譜を持っていて、
# 棋譜から始めることもできます。

# %% en=af60386e
game = Game.from_record("f5d6c3d3c4")
print(game.record, game.score())
game.back()
print(game.record, game.score(), "先の手:", game.moves_ahead)
game.forward()
print(game.record)

# %% [markdown] en=9614d66b
# `back` と `forward` で、ゲームを1手ずつたどって見直せます。棋譜は1手ずつ確かめられ、
# 最初のまちがった手の名前と、その理由が表示されます。

# %% en=e05189a5
try:
    play_record("f5d6c3d3c9")
except RecordError as error:
    print(error)
try:
    play_record("f5f5")
except RecordError as error:
    print(error)

# %% [markdown] en=ef181e32
# ### 練習問題 4：`write_record`
#
# 手のリストの棋譜を書きましょう。それぞれの手は `(row, col)` で、`None` はパスです。
# （`rules.square_name(row, col)` でマスの名前がわかります。）


# %% en=908057e6
def write_record(moves):
    """`moves` の棋譜を1つの str で返す。(row, col) はそれぞれマスの名前（'f5' など）に、
    None（パス）は 'pa' にして、間に何も入れずに順に並べる。"""
    # BEGIN SOLUTION
    return "".join("pa" if move is None else rules.square_name(*move) for move in moves)
    # END SOLUTION


# %% en=ed75b356
check_write_record(write_record)

# %% [markdown] en=bce594b7
# ## まとめ
#
# - 同じルールを、まったく違うデータ構造の上に書けます。すべてに同じ質問をするテストで、
#   どれも同じ答えを出すことを確かめられます。
# - 番兵の壁や集合を使うと、「盤の中か」という判定を省けます。
# - ビットボードは、1つの色を1つの数で記録します。シフトはすべての石を一度に動かし、
#   マスクは石が端から反対側へ回り込むのを防ぎます。マスクした8回のシフトで、
#   すべての打てる手が求まります。
# - ビットボードの記事はビットの番号を逆向きにつけ（a1 が一番上のビット）、マスクも多めにかけますが、
#   打てる手は同じです。Edax は同じ考え方を C で書いたもので、およそ100倍速く、さらにハッシュ表、
#   手の並べかえ、偶数理論、定石を備えています。
# - `f5d6c3` のような棋譜（パスは `pa`）で、1局のゲーム全体を1行で記録できます。
# - このレッスンの進み具合（`progress()` ならコース全体を表示します）:

# %% en=31b0e367
progress(lesson=10)

# %% [markdown] en=bf97a786
# ## もっと先へ
#
# 1. `shift_south(bits, size)` を書きましょう。列のマスクは必要でしょうか。（ヒント:
#    一番下の行から出たビットは、数の盤の外へ完全に出てしまいます。`& full` だけで十分です。）
# 2. `bitboard.squares(bits, size)` は、数の 1 のビットのマスを並べたリストを返します。これを使って、
#    レッスン 5 と同じように `(row, col)` のリストを返す `legal_moves(me, opponent, size)` を書きましょう。
# 3. 盤でゲームを1局打ち、`game.record` をコピーして、そこから新しい `Game.from_record(...)`
#    を始めましょう。`othello_lesson.records.save_record("my_game.txt", record)` で保存もできます。
# 4. ターミナルで `python benchmarks/race.py` を実行しましょう。倍率は上の数字と似ているでしょうか。
# 5. `article_number` の逆を行う `ours_from_article(number)` を書き、上の局面について
#    `ours_from_article(article_number(bits)) == bits` になることを確かめましょう。*ヒント:*
#    64ビットを逆から2回読むと、もとに戻ります。
#
# 次のレッスン 11 では、変更に強い設計を学びます。自分で考えたルールの変種を、盤で打てるようにします。
