# %% [markdown]
# # Lesson 1 · The board
#
# Before a program can play Othello, it needs somewhere to keep the board. In this lesson you
# store a board in Python, row by row, and set up the start of a game on any size of board.
#
# *About 45 minutes.*
#
# **After this lesson you will be able to**
#
# - keep a board in a list of lists, and read and change any square of it;
# - build lists with a *list comprehension*, and steer clear of the *aliasing trap*;
# - write `initialize_board`, which sets up the start of a game on a 4x4, 6x6 or 8x8 board.
#
# **Words we use**
#
# | word | meaning |
# |---|---|
# | **list** | a row of values in square brackets, `[1, 2, 3]`, that can be changed |
# | **index** | the position of a value in a list, counted from **0** |
# | **2-D list** | a list whose values are lists: here, a list of rows |
# | **row, column** | a row runs across the board, a column runs down it |
# | **constant** | a name for a value that never changes, written in CAPITALS, like `BLACK` |
# | **list comprehension** | a short way to build a list: `[x * 2 for x in range(3)]` |
# | **alias** | a second name for the *same* list: a change through one name shows through both |
#
# **How this notebook works.** Run the cells from top to bottom (Shift+Enter). Each exercise
# is one cell you edit, with a check cell right under it. The course's finished rule
# functions are written with `rules.` in front (like `rules.initialize_board`); a plain
# function name like `initialize_board` is yours. (The constants `BLACK`, `WHITE`, `EMPTY`
# and the helpers that are not exercises, like `picture`, have plain names too.) To put
# this lesson back as it was shipped, run `othello-course reset 1` in a terminal (your
# version is kept in a backup first).

# %%
from IPython.display import display

from othello_lesson import BLACK, EMPTY, WHITE, rules
from othello_lesson.exercises.lesson1 import check_count_colour, check_empty_board, check_initialize_board
from othello_lesson.progress import progress
from othello_lesson.svg import picture

# %% [markdown]
# ## Three constants
#
# A square of the board is empty, or holds a black disc, or a white one. The course gives
# these three values names, **constants**:

# %%
print(repr(BLACK), repr(WHITE), repr(EMPTY))

# %% [markdown]
# `BLACK` is the text `"●"`, `WHITE` is `"○"` and `EMPTY` is a single space. Why not write
# `"●"` everywhere? Because `BLACK` says what it means, it is easy to type, and a typo such
# as `BLAKC` stops the program with an error at once, where a wrong `"◍"` would quietly be
# a fourth kind of square. Names in CAPITALS tell the reader: this value never changes.

# %% [markdown]
# ## A row is a list
#
# One row of a 4x4 board is a list of four squares. Python counts positions in a list, the
# **indexes**, from 0: the first square is `row[0]` and the last is `row[3]`.

# %%
row = [EMPTY, WHITE, BLACK, EMPTY]
row[1], row[2], len(row)

# %% [markdown]
# `row[-1]` counts from the end: it is the last square. Keep that in mind, because it will
# surprise us in lesson 3: to Python, `-1` is a perfectly good index.

# %%
row[-1] == row[3], row[-2] == row[2]

# %% [markdown]
# ## A board is a list of rows
#
# Put four rows in one list, and you have a board: a **2-D list**. `board[1]` is the second
# row, and `board[1][2]` is the square in row 1, column 2. Row 0 is the top, column 0 the
# left. Here is the start of a game on a 4x4 board, written out by hand:

# %%
board = [
    [EMPTY, EMPTY, EMPTY, EMPTY],
    [EMPTY, WHITE, BLACK, EMPTY],
    [EMPTY, BLACK, WHITE, EMPTY],
    [EMPTY, EMPTY, EMPTY, EMPTY],
]
board[1][2], board[2][2], len(board)

# %% [markdown]
# `picture` draws it, with the squares' names around the edge (lesson 2 is about those):

# %%
picture(board, size_px=160)

# %% [markdown]
# To change a square, give `board[row][col]` a new value. This cell builds a fresh board,
# `moved`, and changes that one, so that running it twice gives the same result and `board`
# stays as it was:

# %%
moved = [
    [EMPTY, EMPTY, EMPTY, EMPTY],
    [EMPTY, WHITE, BLACK, EMPTY],
    [EMPTY, BLACK, WHITE, EMPTY],
    [EMPTY, EMPTY, EMPTY, EMPTY],
]
moved[0][1] = BLACK  # row 0, column 1
moved[1][1] = BLACK
picture(moved, size_px=160)

# %% [markdown]
# That was Black's first move on this board: a disc on row 0, column 1, which flipped the
# white disc below it.
#
# ## Going over every square
#
# Two `for` loops, one inside the other, visit every square: the outer loop takes the rows
# one by one, the inner loop the columns of that row. `range(len(board))` gives the indexes
# 0, 1, 2, 3, so the same code works for a board of any size. This loop lists the squares
# of `moved` that hold a disc:

# %%
discs = []
for r in range(len(moved)):
    for c in range(len(moved)):
        if moved[r][c] != EMPTY:
            discs.append((r, c))
print(discs)

# %% [markdown]
# Each `(r, c)` is a **tuple**: two values in round brackets, kept together. We use them for
# squares all through the course.

# %% [markdown]
# ## List comprehensions
#
# Writing a board out by hand is fine for 4x4, and no fun for 8x8. A **list comprehension**
# builds a list from a loop, in one line: "the value in front, for each ... in ...".

# %%
[n * n for n in range(6)]

# %%
[EMPTY for _ in range(4)]

# %% [markdown]
# (`_` is a name for a loop variable that we do not use.) Put one comprehension inside
# another, and you get a list of rows: a board.

# %%
[[EMPTY for _ in range(4)] for _ in range(4)]

# %% [markdown]
# ## The aliasing trap
#
# There is a shorter way to repeat a list: `*`. `[EMPTY] * 4` is a row of four empty
# squares. So why not `[[EMPTY] * 4] * 4` for a board? Let us try, and put one disc on
# the top-left square.
#
# **Predict, then run.** The next cell changes one square, `trap[0][0]`. Before you run it,
# decide: how many black discs will the picture show? Write your answer down, then run the
# cell and compare.

# %%
trap = [[EMPTY] * 4] * 4
trap[0][0] = BLACK
picture(trap, size_px=160)

# %% [markdown]
# One assignment, and four discs! `* 4` did not make four rows: it made one row and put it
# in the outer list four times. The four "rows" are **aliases**, four names for the same
# list, so a change through one shows in all. The word `is` asks "the very same object?":

# %%
trap[0] is trap[1], trap[0] is trap[3]

# %% [markdown]
# In a comprehension, the part in front runs again for every row, so each row is a new list
# of its own. The finished `rules.count_discs` counts the discs, as (black, white): one
# black disc, as it should be.

# %%
safe = [[EMPTY for _ in range(4)] for _ in range(4)]
safe[0][0] = BLACK
safe[0] is safe[1], rules.count_discs(safe)

# %% [markdown]
# `[EMPTY] * 4` *inside* a row is fine: a square holds a string (a piece of text), and a
# string can never be changed, only replaced, so sharing it is harmless. The trap is only in
# sharing a list that we will change, like a row.
#
# ### Exercise 1 (warm-up): an empty board
#
# Write `empty_board`. The check tries sizes 1 to 12, and looks at whether the rows are
# different lists, not only at whether they look right.


# %%
def empty_board(size):
    """Return a new board of `size` rows, each a list of `size` EMPTY squares.

    Every row must be a list of its own (no aliases), so that changing one square
    changes only that square.
    """
    # BEGIN SOLUTION
    return [[EMPTY for _ in range(size)] for _ in range(size)]
    # END SOLUTION


# %%
check_empty_board(empty_board)

# %% [markdown]
# ### Exercise 2: count the discs of one colour
#
# Go over every square, as in "Going over every square" above, and count. (There is a
# shortcut too: `row.count(x)` counts how often `x` is in one row.) Only *look* at the
# board: the check catches a function that changes it.


# %%
def count_colour(board, colour):
    """Return how many squares of `board` hold `colour` (BLACK or WHITE).

    The board can be of any size. Do not change the board.
    """
    # BEGIN SOLUTION
    count = 0
    for row in board:
        for square in row:
            if square == colour:
                count += 1
    return count
    # END SOLUTION


# %%
check_count_colour(count_colour)

# %% [markdown]
# ## The start position, on any size
#
# Every game starts with four discs on the four squares in the middle of the board: white
# on the top-left and bottom-right of them, black on the other two. Where is the middle?
# With `mid = size // 2` (`//` divides and drops the remainder), the four squares are on
# rows and columns `mid - 1` and `mid`:
#
# | size | mid | centre rows and columns |
# |---|---|---|
# | 4 | 2 | 1 and 2 |
# | 6 | 3 | 2 and 3 |
# | 8 | 4 | 3 and 4 |
#
# Python can set two squares in one line: `a, b = 1, 2` gives `a` the 1 and `b` the 2.
# Here is the 6x6 start, made by the finished `rules.initialize_board`:

# %%
picture(rules.initialize_board(6), size_px=200)

# %% [markdown]
# ### Exercise 3: `initialize_board`
#
# Now write it yourself. Your `empty_board` from Exercise 1 is a good start (if it is not
# done yet, write the comprehension here instead). Work out every position from `size`: the
# check tries every even size from 4 to 26, not only 8.


# %%
def initialize_board(size):
    """Return a new `size` x `size` board set up for the start of a game.

    All squares are EMPTY except the four in the middle: WHITE on (mid - 1, mid - 1) and
    (mid, mid), BLACK on (mid - 1, mid) and (mid, mid - 1), where mid = size // 2.
    Every row must be a list of its own.
    """
    # BEGIN SOLUTION
    board = [[EMPTY for _ in range(size)] for _ in range(size)]
    mid = size // 2
    board[mid - 1][mid - 1], board[mid - 1][mid] = WHITE, BLACK
    board[mid][mid - 1], board[mid][mid] = BLACK, WHITE
    return board
    # END SOLUTION


# %%
check_initialize_board(initialize_board)

# %% [markdown]
# ## Three sizes, one function
#
# Because nothing in it says 8, one function sets up every size. Here are the starts of the
# three sizes we play most, from the finished `rules.initialize_board`. (Only a cell's last
# line is shown by itself; inside a loop, `display` shows each picture. A string with `f` in
# front, an *f-string*, writes the value of each `{...}` into the text: lesson 2 says more.)

# %%
for size in (4, 6, 8):
    start = rules.initialize_board(size)
    print(f"{size}x{size}: {len(start)} rows, discs {rules.count_discs(start)}")
    display(picture(start, size_px=40 * size))

# %% [markdown]
# ## Recap
#
# - A board is a list of rows; `board[row][col]` is one square, counted from 0, row 0 at
#   the top. Its size is `len(board)`, so one function can serve every size.
# - `BLACK`, `WHITE` and `EMPTY` are constants: names that say what the values mean.
# - A list comprehension builds a board in one line, with a new list for every row;
#   `[[EMPTY] * 4] * 4` makes four aliases of one row instead.
# - The start position puts four discs on rows and columns `size // 2 - 1` and `size // 2`.
# - Where you stand in this lesson (`progress()` shows the whole course):

# %%
progress(lesson=1)

# %% [markdown]
# ## Further work
#
# - `trap[2][3] = WHITE` on a fresh `trap`: predict the picture before you run it. (Hint:
#   how many different row lists does `trap` hold?)
# - Write `copy_of(board)`, which returns a new board with the same squares, where changing
#   the copy leaves the original alone. Is `board.copy()` enough? (Try it, and use `is` on
#   the rows.) The course's answer is `rules.copy_board`. (Hint: a comprehension that
#   copies each row, `row.copy()` or `list(row)`.)
# - Some Othello programs put a border of "wall" squares around the board, so that a walk
#   always stops at a wall before it runs off the edge. How big would the list be for an 8x8
#   board? (Hint: one extra square on each side.) Lesson 10, *five ways to store a board*,
#   comes back to this idea.
