# %% [markdown]
# # Lesson 3 · Is this move valid?
#
# A move is allowed when it sandwiches at least one line of the opponent's discs. In this
# lesson you teach Python to see that: walk from a square in a straight line, notice why the
# walk stops, and decide whether the move is valid.
#
# *About 60 minutes.*
#
# **After this lesson you will be able to**
#
# - name the eight directions as steps `(dr, dc)`, and walk a ray with a `while` loop;
# - say for each of the four ways a walk can stop whether it sandwiches anything;
# - write `is_valid_move(board, row, col, colour)`, the first big piece of the rules.
#
# **Words we use**
#
# | word | meaning |
# |---|---|
# | **direction** | a step `(dr, dc)`: add `dr` to the row and `dc` to the column |
# | **ray** | the squares you pass walking from a square in one direction, up to the edge |
# | **opponent** | the other player: White's opponent is Black, and the other way round |
# | **sandwich** | one or more opponent discs in a row, with your own disc just after them |
# | **valid move** | an empty square where your disc would sandwich at least one ray |
#
# **How this notebook works.** Run the cells from top to bottom (Shift+Enter). Each exercise
# is one cell you edit, with a check cell right under it. The course's finished rule
# functions are written with `rules.` in front; a plain function name is yours. (The
# constants `BLACK`, `WHITE`, `EMPTY` and the helpers that are not exercises, like
# `picture`, have plain names too.)
# To put this lesson back as it was shipped, run `othello-course reset 3` in a terminal.

# %%
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

# %% [markdown]
# ## The eight directions
#
# From any square there are eight directions to walk in: up, down, left, right and the four
# diagonals. We write each as a **step** `(dr, dc)`: how much the row changes, and how much
# the column changes. Rows grow downwards, so "up" is `dr = -1`.
#
# | | left `dc = -1` | `dc = 0` | right `dc = 1` |
# |---|---|---|---|
# | **up** `dr = -1` | (-1, -1) | (-1, 0) | (-1, 1) |
# | `dr = 0` | (0, -1) | | (0, 1) |
# | **down** `dr = 1` | (1, -1) | (1, 0) | (1, 1) |
#
# The course keeps all eight in the constant `DIRECTIONS`:

# %%
print(DIRECTIONS)

# %% [markdown]
# Walking from a square in one direction, step after step, until the edge of the board,
# passes over a **ray**. The eight rays from d4 on an empty 8x8 board cover its row, its
# column and its two diagonals (the red dot is d4, the small dots are the rays). The list of
# ray squares is a comprehension with two `for`s, which work like two nested loops, and an
# `if` at the end, which keeps only the squares that pass the test:

# %%
empty = [[EMPTY for _ in range(8)] for _ in range(8)]
rays = [
    (r, c)
    for r in range(8)
    for c in range(8)
    if (r, c) != (3, 3) and (r == 3 or c == 3 or r - c == 0 or r + c == 6)
]
picture(empty, last_move=(3, 3), hints=rays, size_px=240)

# %% [markdown]
# ## Staying on the board
#
# A walk must stop at the edge, and Python will not stop it for us. Reading a row past the
# end is an error, an `IndexError` (`try` ... `except` catches it here, so that the notebook
# goes on and prints what it was):

# %%
board = rules.initialize_board(4)
try:
    print(board[4][0])
except IndexError as error:
    print("IndexError:", error)

# %% [markdown]
# Worse, a row *before* the start is no error at all: as in lesson 1, index `-1` means "the
# last one". A walk that steps from row 0 to row -1 would quietly go on in the bottom row!

# %%
print(board[-1] is board[3])

# %% [markdown]
# So before reading `board[r][c]`, ask whether `(r, c)` is on the board: a row and a column
# are on a board of size `len(board)` when each is at least 0 and less than the size. Python
# lets you write that as one comparison chain: `0 <= r < size`.
#
# ### Exercise 1 (warm-up): `is_on_board`


# %%
def is_on_board(board, row, col):
    """Return True if (row, col) is a square of `board`, and False if it is off the board
    (the real True and False, not 1 and 0).

    Work out the size from the board: it can be 4x4, 6x6, 8x8 or any other size.
    """
    # BEGIN SOLUTION
    size = len(board)
    return 0 <= row < size and 0 <= col < size
    # END SOLUTION


# %%
check_is_on_board(is_on_board)

# %% [markdown]
# ## Walking a ray
#
# Here is one walk done by hand: from b3, row 2 and column 1, going right, `(dr, dc) = (0, 1)`
# on a 6x6 board. Start on the square *next to* b3, then take one step at a time for as long
# as the walk is on the board. A `while` loop repeats its body for as long as its condition
# is true:

# %%
row, col, dr, dc = 2, 1, 0, 1
r, c = row + dr, col + dc
walked = []
while 0 <= r < 6 and 0 <= c < 6:
    walked.append((r, c))
    r, c = r + dr, c + dc
print(walked)

# %% [markdown]
# The walk passed c3, d3, e3 and f3, and stopped when `c` reached 6, just past the edge. On a
# picture, the red dot is b3 and the small dots are the ray:

# %%
picture(rules.initialize_board(6), last_move=(2, 1), hints=[(2, 2), (2, 3), (2, 4), (2, 5)], size_px=200)

# %% [markdown]
# ### Exercise 2: the squares of a ray
#
# Now for any square and any direction, on a board of any size. Your `is_on_board` makes the
# loop's condition easy to read. The check tries every square of 4x4, 6x6 and 8x8 boards, in
# all eight directions.


# %%
def ray_squares(board, row, col, dr, dc):
    """Return the list of squares, each a tuple (r, c), that a walk from (row, col) in
    direction (dr, dc) passes, nearest first: start at the square next to (row, col) and
    step until the walk leaves the board. (row, col) itself is not in the list. A square
    at the edge, walking outwards, gives []. Do not change the board.
    """
    # BEGIN SOLUTION
    squares = []
    r, c = row + dr, col + dc
    while is_on_board(board, r, c):
        squares.append((r, c))
        r, c = r + dr, c + dc
    return squares
    # END SOLUTION


# %%
check_ray_squares(ray_squares)

# %% [markdown]
# ## Four ways a walk can stop
#
# Now look at what is *on* the ray. Black wants to play on b3 (the red dot) in these four
# 6x6 positions, and we walk right. In each, the walk goes over the white discs and stops at
# the first square that is not white. That square decides:

# %%
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

# %% [markdown]
# **1. The edge of the board.** The white discs run to the edge, and there is no black disc
# to close them: no sandwich.

# %%
to_an_empty_square = rules.board_from_text("""
    . . . . . .
    . . . . . .
    . . ○ ○ . ●
    . . . . . .
    . . . . . .
    . . . . . .
""")
picture(to_an_empty_square, last_move=(2, 1), hints=ray, size_px=200)

# %% [markdown]
# **2. An empty square.** After two white discs comes an empty square. The black disc behind
# it does not count: a sandwich has no gaps. No sandwich.

# %%
own_disc_at_once = rules.board_from_text("""
    . . . . . .
    . . . . . .
    . . ● ○ ○ ●
    . . . . . .
    . . . . . .
    . . . . . .
""")
picture(own_disc_at_once, last_move=(2, 1), hints=ray, size_px=200)

# %% [markdown]
# **3. Black's own disc, at once.** The first square already holds a black disc: no white
# disc lies in between, so nothing is sandwiched. The walk stops there; the white discs
# beyond it are not part of this move.

# %%
sandwich = rules.board_from_text("""
    . . . . . .
    . . . . . .
    . . ○ ○ ● .
    . . . . . .
    . . . . . .
    . . . . . .
""")
picture(sandwich, last_move=(2, 1), hints=ray, size_px=200)

# %% [markdown]
# **4. Black's own disc, after white discs.** Two white discs, then a black one: a sandwich!
# Those two discs would flip. The finished rules agree on all four:

# %%
[
    rules.is_valid_move(board, 2, 1, BLACK)
    for board in (to_the_edge, to_an_empty_square, own_disc_at_once, sandwich)
]

# %% [markdown]
# | the walk stops at ... | sandwich? |
# |---|---|
# | the edge of the board | no |
# | an empty square | no |
# | your own disc, straight away | no |
# | your own disc, after one or more opponent discs | **yes** |
#
# ### Exercise 3: does this direction sandwich?
#
# Walk one ray and tell the four cases apart. Count the opponent discs as you go; the first
# square that is not an opponent disc decides. The opponent of `colour` is
# `WHITE if colour == BLACK else BLACK` (the finished rules call it `rules.opponent(colour)`).


# %%
def sandwiches(board, row, col, dr, dc, colour):
    """(row, col) is an empty square where `colour` thinks of playing. Walk from it in the
    one direction (dr, dc). Return True if the walk meets one or more opponent discs and
    then, right after them, one of `colour`'s own discs; return False if it stops at the
    edge of the board, at an empty square, or at `colour`'s own disc with no opponent
    disc before it (True or False, not 1 or 0). Do not change the board.
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


# %%
check_sandwiches(sandwiches)

# %% [markdown]
# ## Putting it together
#
# A move is valid when three things hold:
#
# 1. the square is on the board;
# 2. the square is empty (a disc is never put on top of another one);
# 3. at least one of the eight directions sandwiches.
#
# Check them in that order, and stop as soon as one fails. Python's `and` does that by
# itself: in `a and b`, if `a` is false, `b` is never even looked at. So
# `is_on_board(board, row, col) and board[row][col] == EMPTY` never reads a square off the
# board. For the third point, a `for` loop over `DIRECTIONS` can `return True` as soon as
# one direction sandwiches, and `return False` after the loop. (Python's `any(...)` does the
# same in one line: `any(x > 2 for x in [1, 5, 2])` is True, because 5 is.)
#
# A taken square is easy to forget: one published Othello program, the Japanese blog series
# "オセロを作ってみる" ("Trying to make Othello"), let players put a disc on top of another
# one, and its author noticed only much later. The check below tries every
# square, taken ones too, and some off the board.
#
# ### Exercise 4: `is_valid_move`


# %%
def is_valid_move(board, row, col, colour):
    """Return True if `colour` may play at (row, col): the square is on the board, it is
    EMPTY, and at least one of the eight DIRECTIONS sandwiches. Otherwise return False
    (also for a square off the board). True or False, not 1 or 0. Do not change the board.
    """
    # BEGIN SOLUTION
    if not is_on_board(board, row, col) or board[row][col] != EMPTY:
        return False
    return any(sandwiches(board, row, col, dr, dc, colour) for dr, dc in DIRECTIONS)
    # END SOLUTION


# %%
check_is_valid_move(is_valid_move)

# %% [markdown]
# ## Every valid move at once
#
# With `is_valid_move` you can test every square of a board, and so find every move a player
# may make: lesson 5 does this properly. Here the finished `rules.is_valid_move` marks the
# valid moves for White in a 6x6 position, as dots:

# %%
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

# %% [markdown]
# And for a square that is not valid, the finished rules can say why:

# %%
[rules.describe_illegal_move(middle_game, r, c, WHITE) for r, c in [(0, 0), (2, 2), (6, 1)]]

# %% [markdown]
# ## Your own Othello grows
#
# The functions you got right are the start of your own Othello program. `keep` checks each
# function you give it once more, and writes those that pass into `my_othello.py`, a module
# of your own in this folder; a function that does not pass yet is left out, and `keep` says
# so. Lessons 4, 5 and 6 add to it, lesson 6 shows it as one program, and in lesson 7 the
# clickable board runs on it. Before `keep` changes the file, it saves the version before in
# `.backups/`, so nothing you wrote is ever lost. Run this cell again whenever you improve
# a function.

# %%
keep(is_on_board, ray_squares, sandwiches, is_valid_move)

# %% [markdown]
# ## Recap
#
# - A direction is a step `(dr, dc)`; `DIRECTIONS` holds all eight. A ray starts next to the
#   square and goes on until the edge.
# - Check `0 <= r < size` before reading `board[r][c]`: past the end is an `IndexError`, and
#   a negative index silently reads from the other end.
# - A walk over opponent discs sandwiches only if it then reaches your own disc: the edge,
#   an empty square, or your own disc straight away mean no.
# - A move is valid on an empty square of the board where at least one ray sandwiches.
# - Where you stand in this lesson (`progress()` shows the whole course):

# %%
progress(lesson=3)

# %% [markdown]
# ## Further work
#
# - Write `count_flips(board, row, col, colour)`: how many discs the move would flip, over
#   all eight directions. That is the first step of lesson 4, where moves are played.
#   (Hint: `sandwiches` already walks each ray; count the opponent discs it passes instead.)
# - Some programs put a border of "wall" squares around the board (a 10x10 list for an 8x8
#   game), so that every walk stops at a wall and `is_on_board` is never needed. Try it: what
#   does `sandwiches` look like then? (Hint: the `while` stops at anything that is not an
#   opponent disc, and a wall square is not one.)
# - Find a position where a move is valid in all eight directions at once. How few discs
#   can it have? (Hint: each direction needs one opponent disc and one of yours behind it.)
