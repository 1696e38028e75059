# %% [markdown] en=5b8cd22d
# # レッスン 6 · どちらが勝った？ ゲームを最後まで
#
# これでルールはすべてそろいました。
# 打てる手、手を打つこと、パス、そして終局です。
# このレッスンでは、それらを組み合わせて、最初の1手から結果が出るまで、ゲームを1局まるごと動かします。
#
# *所要時間：約50分*
#
# **このレッスンでできるようになること**
#
# - 石を数えて、勝ったほうを答える。
# - パスも含めて、ゲームを最初から最後まで進める*ゲームの繰り返し*を書く。
# - コンピュータどうしで対戦させたり、コンソールのゲーム `othello()` で遊んだりする。
#
# **このレッスンで使うことば**
#
# | ことば | 意味 |
# |---|---|
# | **タプル** | 丸かっこで囲んだ、決まった数の値の組。例: `(12, 4)`。`b, w = (12, 4)` で2つに分けられます |
# | **`DRAW`** | 「どちらも勝っていない」を表すコースの定数。黒と白の石数が同じ、つまり引き分けです |
# | **プレイヤー** | 手 `(row, col)` を答える関数 `player(board, colour)` |
# | **ゲームの繰り返し** | 手をたずね、その手を打ち、次の番に回すことを、終局まで続ける `while` の繰り返し |
# | **用意した入力** | 人がキーボードで打つ代わりに、前もって書いておいてプログラムに渡す答え |
#
# レッスン 4、レッスン 5 と同じく、完成版のルール関数には `rules.` が前に付いています（`rules.next_player`）。
# 何も付いていない名前（`count_discs`）は、いつも自分で書いた関数です。
# 定数と、練習問題ではない補助の関数（`copy_board`、`picture`、プレイヤーたち、`play_game`、`othello`）も、
# 何も付けずに書きます。
# このレッスンを配られたときの状態に戻すには、ターミナルで `othello-course reset 6` を実行します。
# その前に、今のノートブックはバックアップとして保存されます。

# %% en=e7af1316
from othello_lesson.language import use_language

use_language("ja")
from othello_lesson import (
    BLACK,
    DRAW,
    EMPTY,
    WHITE,
    board_from_text,
    copy_board,
    first_move_player,
    greedy_player,
    othello,
    play_game,
    print_winner,
    random_player,
    rules,
)
from othello_lesson.exercises.lesson6 import check_count_discs, check_play_whole_game, check_winner
from othello_lesson.exercises.own_othello import keep, show_my_othello
from othello_lesson.progress import progress
from othello_lesson.svg import picture

# %% [markdown] en=c1fc68e8
# ## 石を数える
#
# リストは、ある値がその中にいくつあるかを数えられます。
# `row.count(BLACK)` は、1つの行にある黒石の数です。
# 盤は行のリストなので、行ごとに数えて、その数を足し合わせます。
# `sum` は、いくつもの数をまとめて足し合わせます。

# %% en=7e2c9a0b
finished = board_from_text("""
    ● ● ● ○
    ● ● ○ ○
    ● ○ ● ○
    ○ ○ ○ .
""")
picture(finished, size_px=160)

# %% en=b036ef9e
[row.count(BLACK) for row in finished]

# %% en=1f7096b0
sum(row.count(BLACK) for row in finished)

# %% [markdown] en=a933e8d2
# ### 練習問題 1（ウォーミングアップ）：`count_discs`
#
# 2つの数をまとめて、タプル `(black, white)` として返してください。
# `return black, white` と書くと、タプルができます。
# （リスト `[black, white]` はタプルではありません。チェックはタプルを求めています。）


# %% en=36873bd0
def count_discs(board):
    """タプル (black, white) を返します。`board` の上にある BLACK の石の数と WHITE の石の数です。
    空きマスは数えません。盤は変えないでください。"""
    # BEGIN SOLUTION
    black = sum(row.count(BLACK) for row in board)
    white = sum(row.count(WHITE) for row in board)
    return black, white
    # END SOLUTION


# %% en=11c8ba77
check_count_discs(count_discs)

# %% [markdown] en=ba0e12d6
# ## どちらが勝った？
#
# 石の多いほうが勝ちです。同じ数なら引き分けです。
# `finished` には、まだ1マス空いています。
# だれもそこに打てなかったのでゲームが終わりました。空きマスはどちらの石数にも入りません。

# %% en=8c0300f9
rules.count_discs(finished)

# %% [markdown] en=404a9755
# ### 練習問題 2：`winner`
#
# `BLACK`、`WHITE`、`DRAW` の3つの定数のどれかで答えてください。
# `"black"` のような言葉ではなく定数を使えば、答えのつづりをだれも推測しなくてすみます。


# %% en=479f8612
def winner(board):
    """`board` で BLACK の石が多ければ BLACK、WHITE の石が多ければ WHITE、
    同じ数なら DRAW を返します。盤は変えないでください。"""
    # BEGIN SOLUTION
    black, white = count_discs(board)
    if black > white:
        return BLACK
    if white > black:
        return WHITE
    return DRAW
    # END SOLUTION


# %% en=b07f0692
check_winner(winner)

# %% [markdown] en=d8de9148
# 完成版の `print_winner` は、コンソールのゲームが最後にするのと同じように、石数と勝敗を言葉にします。

# %% en=9f928fae
print_winner(finished)
print_winner(rules.initialize_board(8))

# %% [markdown] en=1af0f16f
# ## プレイヤーは関数
#
# コンピュータに打たせるために、プレイヤーを関数で表します。
# 盤と自分の色を受け取り、手を答える関数です。
# このコースには、いくつかのプレイヤーが用意されています。
#
# - `first_move_player` は、行優先の順で最初の打てる手を打ちます。
# - `greedy_player` は、いちばん多くの石を裏返す手を打ちます。
# - `random_player(seed=...)` は、打てる手の中からランダムに選ぶプレイヤーを*作ります*。
#   シードで選び方が決まるので、このノートブックを何度実行しても同じように打ちます。
#
# これまでのルールでは、色（BLACK か WHITE）を `colour` と呼んできました。
# ここからは、これらのような関数を*プレイヤー*と呼びます。
# プレイヤーは盤のコピーと自分が打つ色を受け取り、手を答えます。
#
# 6x6 のゲームの最初の局面で、それぞれのプレイヤーが打つ手を見てみましょう。

# %% en=2e8d0647
start = rules.initialize_board(6)
chooser = random_player(seed=1)
for player in (first_move_player, greedy_player, chooser):
    row, col = player(copy_board(start), BLACK)
    # 関数は自分の名前を知っています。:>22 は、名前を22文字分の幅で右にそろえます。
    print(f"{player.__name__:>22} の手: {rules.square_name(row, col)}")

# %% [markdown] en=7359b5c4
# プレイヤーが受け取るのは盤の**コピー**で、本物の盤ではありません。
# プレイヤーは、ほかの人が書いたコードです。
# もしプレイヤーが受け取った盤に書きこんでも（うっかりでも、ずるをするためでも）、本物のゲームは変わりません。
#
# ## ゲームの繰り返し
#
# ゲーム1局を言葉で書くと、次のようになります。
#
# 1. `rules.initialize_board(size)` から始めます。最初は黒の番です。
# 2. だれかが打てる間は、次を繰り返します。
#    番のプレイヤーに手をたずねます（盤のコピーを渡します）。
#    その手を `rules.place_move` で打ちます。
#    次に打つのはだれかを `rules.next_player` で調べます。パスの処理はこの関数がしてくれます。
# 3. `rules.next_player` が `None` を答えたら、終局です。
#
# 色に合ったプレイヤーは、辞書で見つけられます。
# `players = {BLACK: black_player, WHITE: white_player}` とすると、`players[BLACK]` が黒のプレイヤーです。
#
# ### 練習問題 3（チャレンジ）：`play_whole_game`
#
# `rules.place_move` と `rules.next_player` を使いましょう。
# レッスン 4、レッスン 5 で書いた自分の `place_move` と `next_player` を、
# 上のセルにコピーして使ってもかまいません。
# チェックは、4x4、6x6、8x8 の盤で本物のゲームを打ちます。
# パスのあるゲームも、空きマスを残して終わるゲームもあります。
# また、プレイヤーの1人は、受け取った盤に書きこむずるをします。
# 終わらない繰り返しは、数秒たつとチェックが止めます。


# %% en=e8fb319f
def play_whole_game(black_player, white_player, size=8):
    """`size` x `size` の盤で、`black_player` 対 `white_player` のゲームを1局最後まで打ち、
    最後の盤を返します。

    先に打つのは黒です。番のプレイヤーにだけ player(copy_board(board), colour) として
    手をたずね、その手を打ちます（プレイヤーはいつも打てる手を答えます）。打てる手がない
    プレイヤーはパスし、どちらのプレイヤーも打てなくなったらゲームは終わりです。
    何も表示しないでください。
    """
    # BEGIN SOLUTION
    board = rules.initialize_board(size)
    players = {BLACK: black_player, WHITE: white_player}
    colour = BLACK
    while colour is not None:
        row, col = players[colour](copy_board(board), colour)
        rules.place_move(board, row, col, colour)
        colour = rules.next_player(board, colour)
    return board
    # END SOLUTION


# %% en=bf98bdaf
check_play_whole_game(play_whole_game)

# %% [markdown] en=30146400
# このコースの `play_game` は、完成版のゲームの繰り返しです。
# 打った手のリストも記録するので、あとでゲームを再現できます。
# 6x6 で、`greedy_player`（黒）とランダムなプレイヤー（白）が対戦します。

# %% en=c91f3dac
record = play_game(greedy_player, random_player(seed=3), size=6)
# record.moves の各要素は (colour, (row, col)) です。`_` は使わない部分に付ける名前です。
print(len(record.moves), "手:", " ".join(rules.square_name(row, col) for _, (row, col) in record.moves))
print_winner(record.board)

# %% en=72eff5db
last_colour, last_move = record.moves[-1]  # [-1] はリストの最後の要素です
picture(record.board, last_move=last_move, size_px=240)

# %% [markdown] en=948e5ca2
# ## greedy は強い？
#
# できるだけ多くの石を裏返すのは、うまいやり方に思えます。確かめてみましょう。
# 6x6 で、greedy とランダムなプレイヤーを100局対戦させます。
# greedy は半分の対局で黒を、残りの半分で白を持ちます。
# （`seed % 2` は、`seed` を2で割った余りです。`seed` が偶数なら0になります。）


# %% en=4a0da05d
def greedy_results(games, size=6):
    """greedy とシードを決めたランダムなプレイヤーを `games` 局対戦させ、勝ち・負け・引き分けを数えます。"""
    results = {"greedy の勝ち": 0, "random の勝ち": 0, "引き分け": 0}
    for seed in range(games):
        greedy_colour = BLACK if seed % 2 == 0 else WHITE
        chooser = random_player(seed=seed)
        if greedy_colour == BLACK:
            final = play_game(greedy_player, chooser, size=size).board
        else:
            final = play_game(chooser, greedy_player, size=size).board
        result = rules.winner(final)
        if result == DRAW:
            results["引き分け"] += 1
        elif result == greedy_colour:
            results["greedy の勝ち"] += 1
        else:
            results["random の勝ち"] += 1
    return results


greedy_results(100)

# %% [markdown] en=3aef63de
# greedy が勝つことのほうが多いですが、いつも勝つにはほど遠い結果です。
# 序盤に石をたくさん取ると、あとで相手によいマスを渡してしまうことがよくあります。
# レッスン 7 とレッスン 8（*コンピュータのプレイヤー*）では、裏返す石の数だけでなく、
# 石が*どこに*あるかを考えるプレイヤーを作ります。
#
# ## コンソールのゲーム
#
# `othello()` は、1台のキーボードで2人が遊ぶゲームです。
# 盤を表示し、番のプレイヤーに手をたずね、おかしな答えにはその理由を説明してもう一度たずねます。
# パスは自動で行い、最後に結果を表示します。
# 手は `2 3` のように行と列で入力するか、`d3` のようにマスの名前で入力します。`q` でゲームを終わります。
# ターミナルでは、コマンド `othello` で始まります（小さい盤なら `--size 6` を付けます）。
#
# `othello()` は、答えを `input` で読みます。`input` は、だれかが入力するまで待ちます。
# ひとりでに最後まで実行されるノートブックは、待っていてはいけません。
# そこで `othello` は、答えを読むための関数を `input=...` という引数で受け取れるようになっています。
# ここでは、リストから答えを返し、流れを追えるようにその答えを表示する関数を渡します。
#
# その関数を作るために、新しい技を2つ使います。
# `iter(answers)` は、リストの要素を1つずつ渡してくれます。`next(...)` を呼ぶたびに、次の要素が出てきます。
# また、`scripted` 自身は何も答えません。
# 新しい関数を*作って*、それを戻り値として返します。`random_player(seed=...)` がプレイヤーを作るのと同じです。
# ここでの答えのうち3つは、わざとおかしな答えにしてあります。最後の `q` でゲームが終わります。


# %% en=7beb2536
def scripted(answers):
    """`answers` の答えを1つずつ返す、入力用の関数を返します。"""
    remaining = iter(answers)

    def answer(prompt):
        text = next(remaining)
        print(prompt + text)
        return text

    return answer


othello(4, input=scripted(["2 3", "こんにちは", "0 0", "b1", "d4", "q"]))

# %% [markdown] en=d20ac2df
# ゲーム1局まるごとでも、同じようにできます。
# ここでの答えは、4x4 での `greedy_player` と `first_move_player` の対局の手です。
# 今度はメッセージを表示せず、リストにためていきます（表示する代わりに `output=lines.append` を渡します）。
# こうすると、最後の部分だけを表示できます。

# %% en=804563d7
moves = play_game(greedy_player, first_move_player, size=4).moves
answers = [f"{row} {col}" for _, (row, col) in moves]
remaining = iter(answers)


def next_answer(prompt):
    """リストの次の手を答えます。答えは表示しません。"""
    return next(remaining)


lines = []
othello(4, input=next_answer, output=lines.append)
print(f"othello() が送ったメッセージは{len(lines)}個です。最後の3つ:")
print("\n".join(lines[-3:]))

# %% [markdown] en=991d26c3
# 入力用の関数は、プロンプト（入力をうながす文）を引数にして呼ばれることに注目してください。
# 引数を1つ受け取って文字列を返す関数なら、どれでも使えます。
# このノートブックで本当に遊ぶには、新しいセルで `othello(6)` を実行してください。
# Jupyter が、手を1つずつ入力する欄を表示します。
#
# ## 自分のオセロを、1つのプログラムとして
#
# このレッスンの関数を自分のモジュールに加えて、その全体を読んでみましょう。
# レッスン 3 からレッスン 6 までの4つのレッスンで自分で書いた、
# オセロのすべてのルールが1つのファイルに入っています。
# （入っていない関数は、まだ `keep` されていません。
# そのレッスンに戻ってチェックを通し、そのレッスンの `keep` のセルをもう一度実行してください。）

# %% en=6b38e35d
keep(count_discs, winner, play_whole_game)

# %% en=0c03e44a
# NBVAL_IGNORE_OUTPUT
# （生徒自身の my_othello.py を表示します。その中身は、これより前のレッスンで書きこまれたものです）
show_my_othello()

# %% [markdown] en=6bd49746
# ## まとめ
#
# - `row.count(BLACK)` で1行を数え、`sum(...)` で行を足し合わせます。
#   `count_discs` はタプル `(black, white)` を返します。
#   `winner` はそれを `BLACK`、`WHITE`、`DRAW` のどれかにします。
# - プレイヤーは関数 `player(board, colour) -> (row, col)` です。
#   受け取るのは盤のコピーなので、本物の盤を変えることはできません。
# - ゲームの繰り返しは、プレイヤーに手をたずね、その手を打ち、次の番を `next_player` に決めてもらいます。
#   パスも含めて、`next_player` が `None` を答えるまで続けます。
# - プログラムへの入力を引数として渡せば、ノートブック（やテスト）でも、
#   用意した答えでゲームを1局まるごと打てます。
# - このレッスンの進み具合（`progress()` ならコース全体を表示します）:

# %% en=6cc592fa
progress(lesson=6)

# %% [markdown] en=7c285d3f
# ## もっと先へ
#
# 1. `play_whole_game` を書き換えて、`play_game` のように手のリストも返すようにしましょう。
#    *ヒント: `moves = []` から始め、手を打つたびに `(colour, (row, col))` を追加して、
#    `return board, moves` とします。*
# 2. `first_move_player` とランダムなプレイヤーを100局対戦させましょう。
#    greedy より強いでしょうか、弱いでしょうか。
#    *ヒント: `greedy_results` をコピーして、その中の名前を1つだけ変えます。*
# 3. レッスン 4 で `place_move` を書き直した初心者向けチュートリアル「Pythonでオセロをつくろう」では、
#    2回続けてパスになったらゲームを終わりにしています。
#    直前の番がパスだったかどうかを、変数に覚えておくやり方です。
#    ゲームの繰り返しをそのやり方で書き、`check_play_whole_game` でチェックしましょう。
#    *ヒント: 毎回の番で、打つ色に打てる手がなければ、パスを1回数えて番を回します。
#    数えた回数が2になったら止めます。本当に手を打ったら、回数を0に戻します。*
# 4. 人に手をたずねるプレイヤーを書きましょう。
#    盤を表示して `input` で手を読む `human_player(board, colour)` です。
#    新しいセルで `play_game(human_player, greedy_player, size=4)` として、`greedy_player` と対戦しましょう。
#    *ヒント: `rules.square_from_name(input("あなたの手: "))` は、`d3` を `(2, 3)` に変えます。*
#
# 次のレッスン 7 では、クリックできる盤を使い、その中で自分の関数を動かします。
