# %% [markdown]
# # Lesson 10 · Five ways to store a board
#
# *About 60 minutes.*
#
# Since lesson 1 our board has been a list of rows. That is one choice among many: each of
# the articles this course grew from stores the board its own way. In this lesson the same
# rules live in five different data structures, we check that they all agree, race them,
# and build the fastest one, the bitboard, with our own hands. At the end we write whole
# games down as one short line of text.
#
# **After this lesson you will be able to**
#
# - say how a 2-D list, a numpy array, a walled board, sets of squares and a bitboard each
#   hold the same position, and what each is good at;
# - move every disc of a bitboard at once with a shift, and stop it wrapping round the edge
#   with a mask;
# - find every legal move and the discs a move flips with shifts and masks;
# - write a game as a record like `f5d6c3`, and play one back.
#
# **Words we use**
#
# | word | meaning |
# |---|---|
# | **representation** | the way a program stores something, here the board |
# | **sentinel** | a special value at the edge (a wall) that stops a loop without an extra test |
# | **set** | a collection without order or repeats; `square in black` asks "is there a black disc?" |
# | **bit** | one binary digit, 0 or 1; an `int` is a row of bits |
# | **bitboard** | one whole number for each colour, with a 1 bit on each square that colour holds |
# | **shift** | `bits << 1` moves every bit one place up; `bits >> 1` one place down |
# | **mask** | a number whose 1 bits say which squares to keep: `bits & mask` keeps only those |
# | **perft** | counting every position a few moves deep: a test of the rules, and a race |
# | **game record** | a whole game as square names one after the other: `f5d6c3...` |
#
# Run the cells from top to bottom. Names starting with `bitboard.` or `rules.` are the
# course's finished versions; the functions you write have plain names. To put this lesson
# back as it was shipped, run `othello-course reset 10` in a terminal.

# %%
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

# %% [markdown]
# ## One position, five ways
#
# Here is the start of a 4x4 game in our usual 2-D list:

# %%
board = initialize_board(4)
print_board(board)

# %% [markdown]
# **numpy** (the numpy article) keeps the board in an array of numbers: `1` for black, `-1`
# for white, `0` for empty. Then `-colour` is the other side, and numpy can compare whole
# arrays at once.

# %%
numpy_board.from_lists(board)

# %% [markdown]
# **A walled board** (the Japanese series) puts a ring of `#` around the board. A walk
# along a ray stops at the wall just as it stops at an empty square, so no "am I still on
# the board?" test is needed anywhere.

# %%
walled = sentinel.from_lists(board)
print("\n".join("".join(row) for row in walled))

# %% [markdown]
# **Sets of squares** (the Chinese program) keep the squares of each colour. An empty
# square is one in neither set.

# %%
position = sets.from_lists(board)
print("black:", sorted(position.black))
print("white:", sorted(position.white))

# %% [markdown]
# **A bitboard** (the bitboard article) uses one whole number per colour. Number the squares
# row by row, a1 = square 0, b1 = square 1, and so on; bit number `row * size + col` is 1
# when that colour has a disc there. `show_bits` prints such a number as a board of `1`s and
# dots, square 0 at the top left, and then draws the same bits as a small picture: an amber
# square for every 1 bit (`bits_picture`, from the course's drawing module):


# %%
def show_bits(bits, size):
    """Print the bits of a bitboard as a board (1 where the bit is set, . where it is not),
    then draw them as a picture."""
    for row in range(size):
        print(" ".join("1" if bits >> (row * size + col) & 1 else "." for col in range(size)))
    display(bits_picture(bits, size, size_px=120))


start = bitboard.from_lists(board)
print("black =", start.black, "=", bin(start.black))
show_bits(start.black, 4)
print()
print("white =", start.white)
show_bits(start.white, 4)

# %% [markdown]
# Black's number is 576: bits 6 (c2, that is row 1, col 2) and 9 (b3). Each representation
# has the same few functions: `from_lists` and `to_lists`, `legal_moves`, `play`, `count`
# and `perft`. So one loop can ask all five the same questions:

# %%
board6 = initialize_board(6)
for name, module in REPRESENTATIONS.items():
    position = module.from_lists(board6)
    moves = module.legal_moves(position, BLACK)
    print(f"{name:9} moves {moves}  perft(4) = {module.perft(position, BLACK, 4)}")

# %% [markdown]
# The same answers, five times. The course's tests ask every position of thousands of
# random games this way, on every board size from 4x4 to 26x26.
#
# ## A shift moves every disc at once
#
# On a bitboard, `bits << 1` moves every 1 bit one place up: every disc one square to the
# right (east). One operation moves all of them. But look what happens to a disc on the
# last column. Before you run the cell, guess: where does the disc on d1 go?

# %%
discs = 0b1000_0000_0000_1000  # d1 (bit 3) and d4 (bit 15)
show_bits(discs, 4)
print()
show_bits(discs << 1, 4)
print(bin(discs << 1))

# %% [markdown]
# d1 moved to a2: the number has no edges, and the square after the end of one row is the
# start of the next. And d4 went to bit 16, off the board altogether (the drawing does not
# even show it, but the number still holds it). Two **masks** fix this: `full` has a 1 on
# every square of the board, and `first_column` a 1 on every square of column a.

# %%
size = 4
full = (1 << size * size) - 1
first_column = sum(1 << (row * size) for row in range(size))
show_bits(first_column, 4)
print()
show_bits((discs << 1) & full & ~first_column, 4)

# %% [markdown]
# `~first_column` has a 1 everywhere except column a, so `& ~first_column` wipes out any
# disc that wrapped onto column a. On 8x8 the article writes masks like this as hexadecimal
# numbers, such as `0x7e7e7e7e7e7e7e7e` (columns b to g: `0x7e` is `01111110`, one row).
#
# ### Exercise 1 (warm-up): `shift_east`
#
# Move every disc one square east. A disc on the last column falls off the board.


# %%
def shift_east(bits, size):
    """Return `bits` with every 1 bit moved one square east (col + 1) on a `size` x `size`
    board. Bits that would leave the board (from the last column) are dropped."""
    # BEGIN SOLUTION
    full = (1 << size * size) - 1
    first_column = sum(1 << (row * size) for row in range(size))
    return (bits << 1) & full & ~first_column
    # END SOLUTION


# %%
check_shift_east(shift_east)

# %% [markdown]
# ## Every legal move, with eight shifts
#
# A move is legal on an empty square when, in some direction, the next square holds an
# opponent's disc, then maybe more of them, and then one of mine. The bitboard article
# turns that around: start from **my** discs and grow a line along the opponent's discs.
#
# For one direction, east (`<< 1`):
#
# 1. `line = opponent & (me << 1)`: opponent's discs with one of mine just west of them;
# 2. repeat `line |= opponent & (line << 1)`: the line grows over the next opponent's disc;
# 3. `line << 1`, kept on the empty squares: the squares just after a line are moves.
#
# As with `shift_east`, the opponent's discs are first masked to the inside columns (no
# column a, no last column), so no line can grow round the edge. `bitboard.geometry(size)`
# gives the eight directions as pairs `(step, mask)`, and `bitboard.shift(bits, step, full)`
# shifts left for a positive step and right for a negative one. Here is the east direction
# on a small position, round by round:

# %%
board = rules.board_from_text("""
    ● ○ ○ .
    . ○ ● .
    . ● ○ .
    . . . .
""")
me, opponent = bitboard.from_lists(board).black, bitboard.from_lists(board).white
step, mask = bitboard.geometry(4).directions[0]
print("east: step", step, "mask", bin(mask))
inside = opponent & mask
line = inside & bitboard.shift(me, step, full)
for round_number in range(1, 3):
    print(f"line after round {round_number}:")
    show_bits(line, 4)
    line |= inside & bitboard.shift(line, step, full)
empty = full & ~(me | opponent)
print("moves east of a line:")
show_bits(bitboard.shift(line, step, full) & empty, 4)

# %% [markdown]
# Black at a1, white at b1 and c1: after two rounds the line holds b1 and c1, and one step
# further, d1 is a legal move. In the same shifts, black b3 and white c3 give d3. A ray holds
# at most `size - 2` opponent's discs, so `size - 3` more rounds after the first are enough
# on any board.
#
# ### Exercise 2: `legal_bits`
#
# Do it for all eight directions and combine the moves with `|`. Use
# `bitboard.geometry(size).directions` and `bitboard.shift`.


# %%
def legal_bits(me, opponent, size):
    """Return a number with a 1 bit on every square where the side whose discs are `me`
    may play (`opponent` holds the other side's discs), on a `size` x `size` board."""
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


# %%
check_legal_bits(legal_bits)

# %% [markdown]
# ## The article's own numbers
#
# The bitboard article numbers the squares the other way round: a1 is the **highest** bit of
# a 64-bit number (`0x8000000000000000`), b1 the next one down, and h8 is bit 0. So the
# article's number for a position is ours with its 64 bits read backwards. Its start
# position, `0x0000000810000000` for Black and `0x0000001008000000` for White, happens to
# be the same both ways (turn the start half a turn round and it looks the same), so here
# is the position after Black plays d3 too, where the two numbers differ:


# %%
def article_number(bits):
    """The bitboard article's number for one of our 8x8 bitboards: the same 64 bits, in the
    other order (our bit 0, a1, is the article's bit 63)."""
    return int(f"{bits:064b}"[::-1], 2)


start8 = bitboard.from_lists(initialize_board(8))
print("start, Black:", f"{article_number(start8.black):#018x}")
print("start, White:", f"{article_number(start8.white):#018x}")
after_d3 = bitboard.from_lists(rules.place_move(initialize_board(8), 2, 3, BLACK))
print("after d3, Black, ours:       ", f"{after_d3.black:#018x}")
print("after d3, Black, the article:", f"{article_number(after_d3.black):#018x}")

# %% [markdown]
# In the article's order, `<< 1` moves a disc one square **west**, towards column a, the
# opposite of ours: code copied from it needs every shift turned round.
#
# The article keeps the opponent's discs away from the edges with three masks:
# `0x7e7e7e7e7e7e7e7e` for left and right (columns b to g, the mask our `geometry(8)` uses
# too), `0x00ffffffffffff00` for up and down (rows 2 to 7) and `0x007e7e7e7e7e7e00` for the
# four diagonals (both at once). Each reads the same backwards, so it is the same number in
# both orders:

# %%
ARTICLE_MASKS = {
    "left and right": 0x7E7E7E7E7E7E7E7E,
    "up and down": 0x00FFFFFFFFFFFF00,
    "diagonals": 0x007E7E7E7E7E7E00,
}
for name, mask in ARTICLE_MASKS.items():
    print(f"{name}: {mask:#018x}, the same read backwards: {article_number(mask) == mask}")
    show_bits(mask, 8)

# %% [markdown]
# Our `geometry(8)` masks left, right and the diagonals with `0x7e7e7e7e7e7e7e7e` only, and
# does not mask up and down at all: a disc shifted past the top or the bottom row leaves
# the board's 64 bits, and `& full` drops it. The article also keeps the first and the last
# row out of the lines that run up, down and along diagonals. Does that change a move? A
# line of the opponent's discs that reaches the top row has no square above it to end on,
# so it can never be flanked that way: the moves should be the same. Predict, then check
# every position of twenty random games (`bitboard.legal_bits` takes the eight `(shift,
# mask)` pairs as `directions`):

# %%
MASK_OF_STEP = {1: "left and right", -1: "left and right", 8: "up and down", -8: "up and down"}
article_directions = tuple(
    (step, ARTICLE_MASKS[MASK_OF_STEP.get(step, "diagonals")]) for step, _ in bitboard.geometry(8).directions
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
print(f"the same moves in {same} of {positions} positions")

# %% [markdown]
# ## The discs a move flips
#
# To play a move we need the discs it flips. Walk each ray from the move, one shift at a
# time, while the next square holds an opponent's disc (masked as before), and remember
# the squares passed. If the walk then stops on one of my discs, the whole ray flips; if
# it stops on an empty square or falls off the board, nothing on that ray does.
#
# ### Exercise 3: `flip_bits`
#
# `move` is a number with a single 1 bit: the square played. Return the flipped discs.


# %%
def flip_bits(me, opponent, move, size):
    """Return a number with a 1 bit on every opponent's disc that playing `move` (a single
    bit) flips for the side whose discs are `me`. The move's own square is not included."""
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


# %%
check_flip_bits(flip_bits)

# %% [markdown]
# After a move, my discs are `me | move | flipped` and the opponent's `opponent & ~flipped`:
# two operations, and no list to copy.
#
# ## The race
#
# Which representation is fastest? `benchmarks/race.py` times perft from the 8x8 start
# (depth 6: 8,200 positions) on each representation, and on OpenSpiel, a big C++ games
# library, driven move by move from Python. Times change from computer to computer and
# from run to run, so the figures below are **one run, measured once on one machine** and
# stored here as data; run the benchmark yourself to see yours.

# %%
MEASURED_ON_ONE_MACHINE = {  # perft(6) leaves per second of CPU time, one run of benchmarks/race.py
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
    print(f"{name:16} {bar} {speed / slowest:.1f} x")

# %% [markdown]
# The bitboard wins by far among the five: one shift handles every square at once, where the
# others look at squares one by one. It even keeps up with OpenSpiel: its C++ finds the
# moves much faster, but each call from Python to C++ costs more than the work it does.
# numpy comes last: it is quick on big arrays, but an 8x8 board is so small that the cost of
# each numpy call is larger than the work it does. The walled board and the sets save a few tests each
# and come out a little ahead of the plain list.
#
# The **fast bitboard** is the same bitboard with Python's own work cut down. For each board
# size a program writes out the code with that size's numbers typed in: every shift of every
# direction on its own line, one flip function per square, and no loop over directions left
# to run (`fast_bitboard.source(8)` shows the text). Two tricks come on top. East's moves
# come from one addition: a carry runs along a row of the opponent's discs, as it does in
# `0b0111 + 0b0001`. And one move before the end of perft, the positions after each move are
# set side by side in one very wide whole number, so that one pass of the shifts finds the
# replies of all of them at once: a shift of a few hundred bits costs Python hardly more than
# one of 64. It is about three times as fast as the plain bitboard and much harder to read:
# that is why the lesson teaches the plain one, and the tests check that both always agree.
# The computer players of lessons 8 and 9 search on it too, with exactly the same moves:
# alpha-beta runs about four times as fast, the endgame solver less than twice as fast,
# because with few empty squares left the list's walks are short. Speed depends on the job,
# so measure.
#
# ## How far speed can go: Edax
#
# The bitboard article names **Edax** as the state of the art: a free Othello program
# written in C by Richard Delorme, one of the strongest there is. Its board is the same two
# 64-bit numbers as ours, and to play well it adds what this course's players do not have:
#
# - a **hash table** (a transposition table): a position reached by two different orders of
#   moves is searched once, and its best move is remembered for the next, deeper search;
# - **move ordering**: the moves that look best after a quick, shallow search are tried
#   first, so that alpha-beta cuts off more (lesson 9 counted what order saves);
# - **parity** in the endgame: with few squares left it tries first the moves in the
#   quarters of the board that have an odd number of empty squares;
# - an **opening book**: the first moves come from a stored tree of analysed openings,
#   which it can learn from games;
# - an **evaluation learnt from games**: weights for patterns of squares (edges, corners,
#   diagonals) at every stage of the game, where our players have one hand-written table
#   (lesson 12 learns weights);
# - several **threads** that search at once, on several processor cores.
#
# How far is C from Python? We built Edax once on a 2-core machine and let it run perft
# from the 8x8 start on one core, then ran the fast bitboard's perft on the same machine
# in the same minute:
#
# | program | perft | leaves | time | leaves per second |
# |---|---|---|---|---|
# | Edax (C), one thread | depth 12 | 1,939,886,636 | 4.4 s | about 490 million |
# | the course's fast bitboard (Python) | depth 10 | 24,571,284 | 5.6 s | about 4.4 million |
#
# Edax counts about a hundred times as fast. The ideas are the same; the difference is what
# runs them. C is translated once into the processor's own instructions: a board fits in
# one 64-bit register, a shift is one instruction, and Edax also uses instructions that
# work on several directions at once and counts a bitboard's 1 bits in one. In Python every
# number is an object, and every `<<` or `&` is looked up and carried out by the
# interpreter, many instructions each. That is why speed lives in its own module here,
# checked against the readable one, and why the readable one is what the lesson teaches.
#
# ## Game records
#
# Othello players write a game as the names of its squares, one after the other: `f5d6c3`
# is black on f5, white on d6, black on c3. Column letter, then row number from 1, row 1 at
# the top. A pass is written `pa`: when the side to move has no legal move, the record says
# so, so that the colours of the following moves stay clear. A `Game` keeps its record, and
# can start from one:

# %%
game = Game.from_record("f5d6c3d3c4")
print(game.record, game.score())
game.back()
print(game.record, game.score(), "moves ahead:", game.moves_ahead)
game.forward()
print(game.record)

# %% [markdown]
# `back` and `forward` step through the game move by move, to watch it again. A record is
# checked move by move; the first bad move is named, with the reason:

# %%
try:
    play_record("f5d6c3d3c9")
except RecordError as error:
    print(error)
try:
    play_record("f5f5")
except RecordError as error:
    print(error)

# %% [markdown]
# ### Exercise 4: `write_record`
#
# Write the record of a list of moves, where each move is `(row, col)` and `None` is a pass.
# (`rules.square_name(row, col)` names a square.)


# %%
def write_record(moves):
    """Return the record of `moves` as one str: each (row, col) as its square name (like
    'f5'), each None (a pass) as 'pa', one after the other with nothing between them."""
    # BEGIN SOLUTION
    return "".join("pa" if move is None else rules.square_name(*move) for move in moves)
    # END SOLUTION


# %%
check_write_record(write_record)

# %% [markdown]
# ## Recap
#
# - The same rules can live in very different data structures; a test that asks all of them
#   the same questions proves they agree.
# - A sentinel wall or a set can save the "is it on the board?" tests.
# - A bitboard holds a colour in one number; a shift moves every disc at once, and a mask
#   stops discs wrapping round the edge. Eight masked shifts find every legal move.
# - The bitboard article numbers the bits the other way round (a1 is its highest bit) and
#   masks more, with the same moves; Edax is the same idea in C, about a hundred times as
#   fast, with a hash table, move ordering, parity and an opening book on top.
# - A game record like `f5d6c3` (with `pa` for a pass) keeps a whole game in one line.
# - Where you stand in this lesson (`progress()` shows the whole course):

# %%
progress(lesson=10)

# %% [markdown]
# ## Further work
#
# 1. Write `shift_south(bits, size)`. Does it need a mask for the columns? (Hint: bits that
#    leave the bottom row leave the number's board altogether: `& full` is enough.)
# 2. `bitboard.squares(bits, size)` lists the squares of a number's 1 bits. Use it to write
#    `legal_moves(me, opponent, size)` that answers a list of `(row, col)` like lesson 5.
# 3. Play a game on the board, copy `game.record`, and start a new `Game.from_record(...)`
#    from it. Save it with `othello_lesson.records.save_record("my_game.txt", record)`.
# 4. Run `python benchmarks/race.py` in a terminal. Are your ratios like the ones above?
# 5. Write `ours_from_article(number)`, the opposite of `article_number`, and check that
#    `ours_from_article(article_number(bits)) == bits` for the positions above. *Hint:*
#    reading 64 bits backwards twice gives them back.
#
# Next, in lesson 11: designing for change, with rule variants of your own played on the
# board.
