# %% [markdown]
# # Lesson 4 · Playing a move
#
# In lesson 3 you found out whether a move is **valid**. Now we play it: find the discs it
# captures, then put the disc down and turn them over.
#
# *About 60 minutes.*
#
# **After this lesson you will be able to**
#
# - list the discs a move flips, one direction at a time and then all eight together;
# - write `place_move`, which changes a board *in place* and refuses an illegal move;
# - find and fix two real bugs that were once published in Othello programs.
#
# **Words we use**
#
# | word | meaning |
# |---|---|
# | **ray** | the squares you meet walking from a square in one of the eight directions, up to the edge |
# | **sandwich** | a line of opponent discs with your new disc at one end and one of your own at the other |
# | **flip** | turn an opponent disc over so it becomes yours |
# | **in place** | changing the list you were given, instead of making a new one |
# | **raise** | stop a function with an error message (an *exception*) instead of returning |
# | **bug** | a mistake in a program: it runs, but does the wrong thing |
#
# **How this notebook works.** Run the cells from top to bottom (Shift+Enter). Each
# exercise is one cell you edit, with a check cell right under it: run your cell, then the
# check. A check says ✔ when your function is right, or shows the smallest board where it
# goes wrong. The course's finished, tested rule functions are always written with `rules.`
# in front (like `rules.place_move`); a plain name like `place_move` is always yours. (The
# constants `BLACK`, `WHITE`, `EMPTY`, `DIRECTIONS` and the helpers that are not exercises,
# like `board_from_text`, `copy_board` and `picture`, have plain names too.) The cells after
# an exercise only use the finished versions, so the lesson keeps working even while an
# exercise is not done. To put this lesson back as it was shipped, run
# `othello-course reset 4` in a terminal (your version is kept in a backup first).

# %%
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

# %% [markdown]
# ## A move in three steps
#
# Here is a position on a 6x6 board. Black wants to play on the square d3, which is
# row 2, column 3 (rows and columns count from 0, as in `board[row][col]`).
# `board_from_text` builds a board from a little picture: `●` is black, `○` is white and
# `.` is an empty square.

# %%
example = board_from_text("""
    . ● . . . .
    . ● ○ ○ . .
    ● ○ ○ . ○ .
    . ● ○ ○ . ●
    . . . ○ . .
    . . . ● . .
""")
picture(example, hints=[(2, 3)], size_px=240)

# %% [markdown]
# Playing a move is three steps, in this order:
#
# 1. **find**: walk each of the eight rays from d3. A ray that runs over white discs and
#    then reaches a black disc is a sandwich: every white disc on it will turn black. A ray
#    that reaches an empty square or the edge of the board first flips nothing.
# 2. **refuse** the move if no disc at all would flip (or if d3 is already taken);
# 3. **place and flip**: put a black disc on d3, and turn over every disc found in step 1.
#
# Why find first? Once the new disc is on d3, d3 is no longer empty, and a question like
# "which discs would a move *here* flip?" gets the answer "none: the square is taken".
#
# The finished `rules.flipped_discs` lists the discs a move would flip, as `(row, col)` pairs:

# %%
rules.flipped_discs(example, 2, 3, BLACK)

# %% [markdown]
# Three rays are sandwiches: to the left (two discs), up and to the left (one) and down
# (two). The ray to the right stops at an empty square, and so does the ray going up, so
# those white discs stay white. Here is the board after the move, with the new disc marked
# red and each flipped disc ringed:

# %%
after = rules.place_move(copy_board(example), 2, 3, BLACK)
picture(after, last_move=(2, 3), flipped=rules.flipped_discs(example, 2, 3, BLACK), size_px=240)

# %% [markdown]
# ## One ray
#
# You walked rays in lesson 3; here is a quick reminder. Take one direction, `(dr, dc)`:
# each step adds `dr` to the row and `dc` to the column, so `(0, -1)` goes left and `(1, 0)`
# goes down. Walking a ray from `(row, col)`, you start on the square next to it and collect
# opponent discs while you meet them. The walk stops at the first square that is not an
# opponent disc, and that square decides everything:
#
# | the walk stops at… | the collected discs |
# |---|---|
# | one of your own discs, after at least one opponent disc | flip |
# | one of your own discs straight away | there are none |
# | an empty square | do not flip |
# | the edge of the board | do not flip |
#
# The board's size is `len(board)`, and a square `(r, c)` is on the board when
# `0 <= r < size and 0 <= c < size`. Check that *before* you read `board[r][c]`: Python
# happily reads `board[-1]` (the last row!) and fails on `board[size]`.
#
# Here is the left ray from d3, square by square (`!r` after a value in an f-string writes
# it as `repr` does, quotes included):

# %%
row, col, dr, dc = 2, 3, 0, -1
r, c = row + dr, col + dc
while 0 <= r < len(example) and 0 <= c < len(example) and example[r][c] == WHITE:
    print(f"({r}, {c}) holds a white disc: collect it")
    r, c = r + dr, c + dc
print(f"the walk stopped at ({r}, {c}), which holds {example[r][c]!r}")

# %% [markdown]
# ### Exercise 1 (warm-up): the discs one ray flips
#
# Write `flips_in_direction`. It walks a ray just like `sandwiches` in lesson 3, with the
# same arguments, but instead of answering True or False it answers *which* discs flip: a
# list of `(row, col)` tuples (any order).
# The square `(row, col)` is always on the board and empty. Tip: the opponent of `colour`
# is `WHITE if colour == BLACK else BLACK`.


# %%
def flips_in_direction(board, row, col, dr, dc, colour):
    """Return the list of (row, col) squares of the opponent discs that `colour` would flip
    in the one direction (dr, dc) by playing on the empty square (row, col).

    Walk from the square next to (row, col), one step of (dr, dc) at a time, over the
    opponent's discs. They flip only if the walk then reaches one of `colour`'s own discs.
    If it reaches an empty square or the edge instead, or if the very first square is not
    an opponent disc, return []. Any order is fine. Do not change the board.
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


# %%
check_flips_in_direction(flips_in_direction)

# %% [markdown]
# ## All eight rays
#
# A move flips the discs of every sandwiched ray, so the discs it flips are the rays of the
# eight `DIRECTIONS` added together:

# %%
print(DIRECTIONS)

# %% [markdown]
# There is one more rule: you can only play on an **empty** square. A square that already
# holds a disc flips nothing, whatever its rays look like.
#
# ### Exercise 2: all the discs a move flips
#
# Write `flipped_discs`. You may use your `flips_in_direction` from Exercise 1. (Adding
# lists joins them: `[(1, 2)] + [(3, 4)]` is `[(1, 2), (3, 4)]`, and `flips += ray` adds
# the squares of `ray` to `flips` one by one. `flips.append(ray)` would add the whole list
# as a single item.) Return a list of `(row, col)` tuples, in any order.


# %%
def flipped_discs(board, row, col, colour):
    """Return the list of (row, col) squares of every disc that `colour` would flip by
    playing at (row, col): the sandwiched rays of all eight DIRECTIONS together.

    (row, col) is always a square of the board. Return [] if it is not EMPTY, or if no
    ray is a sandwich. Any order is fine. Do not change the board.
    """
    # BEGIN SOLUTION
    if board[row][col] != EMPTY:
        return []
    flips = []
    for dr, dc in DIRECTIONS:
        flips += flips_in_direction(board, row, col, dr, dc, colour)
    return flips
    # END SOLUTION


# %%
check_flipped_discs(flipped_discs)

# %% [markdown]
# ## One helper, two jobs
#
# `flipped_discs` answers two questions at once. *Is the move valid?* Exactly when the list
# is not empty. *What does the move change?* The square itself, and every square in the
# list. So the finished `rules.is_valid_move` is just this:
#
# ```python
# def is_valid_move(board, row, col, colour):
#     return len(flipped_discs(board, row, col, colour)) > 0
# ```
#
# and `place_move` needs no second walk of its own. One helper for both means the two can
# never disagree: a move that `is_valid_move` accepts is exactly a move that flips something.
# Two separate walks, written at different times, can drift apart, and we will meet a bug of
# exactly that kind below.

# %%
for row, col in [(2, 3), (0, 0), (1, 1)]:
    flips = rules.flipped_discs(example, row, col, BLACK)
    valid = rules.is_valid_move(example, row, col, BLACK)
    print(f"{rules.square_name(row, col)}: valid {valid}, flips {len(flips)}")

# %% [markdown]
# ## Changing a board in place
#
# A board is a list of lists, and a list can be changed: `board[2][3] = BLACK` changes the
# list that `board` names. Every name for that list sees the change. `rules.place_move`
# works like that: it changes the board you give it, and returns that same board, so you can
# write either `rules.place_move(board, ...)` on its own line or use its result.
#
# To keep the position from before the move, copy the board first. `is` asks "are these
# the very same list?":

# %%
start = rules.initialize_board(4)
played = rules.place_move(copy_board(start), 0, 1, BLACK)
print_board(played)
print(played is start, start == rules.initialize_board(4))

# %% [markdown]
# `played` is a different list from `start`, and `start` is still the starting position,
# because the move was played on a copy.
#
# ### Saying no: raise
#
# What should `place_move` do with an illegal move, like Black on the taken square b2? It
# must not quietly play it. It cannot return a board either, since there is no right board
# to return. Instead it **raises** an exception: `raise IllegalMoveError("why")` stops the
# function at once, and the error travels to whoever called it. A `try:` … `except`
# block catches it:

# %%
try:
    rules.place_move(rules.initialize_board(4), 1, 1, BLACK)
except IllegalMoveError as error:
    print("refused:", error)

# %% [markdown]
# Raise *before* you change anything, so an illegal move leaves the board exactly as it was.
#
# ### Exercise 3: `place_move`
#
# Write `place_move`, in the three steps above: find the flips, refuse if there are none,
# then place and flip. You may use your `flipped_discs` from Exercise 2 (or the finished
# `rules.flipped_discs`, if yours is not done yet). In an `if`, an empty list counts as false
# and any other list as true, so `if not flips:` reads "if nothing flips". The check tries
# every square of many positions, legal or not, and looks at the board you were given as
# well as at what you return.


# %%
def place_move(board, row, col, colour):
    """Play `colour`'s disc at (row, col) and flip every disc it sandwiches.

    First find the discs that flip. (row, col) is always a square of the board. If the
    move is illegal (the square is taken, or nothing would flip), raise IllegalMoveError
    and leave the board exactly as it was. Otherwise put the disc down, flip, and return
    `board` itself (changed in place).
    """
    # BEGIN SOLUTION
    flips = flipped_discs(board, row, col, colour)
    if not flips:
        raise IllegalMoveError(f"({row}, {col}) is not a legal move for {colour}")
    board[row][col] = colour
    for r, c in flips:
        board[r][c] = colour
    return board
    # END SOLUTION


# %%
check_place_move(place_move)

# %% [markdown]
# ## Find the bug 1: the empty square that became a disc
#
# A popular Japanese beginner's tutorial, "Pythonでオセロをつくろう" ("Let's make Othello
# in Python"), built Othello from the same functions as this course. Its `place_move`
# walked each ray like the one below (this is our own rewrite, with the same idea). Read it
# slowly: it looks right.


# %%
def careless_place_move(board, row, col, colour):
    """Play a legal move: place the disc, then flip each sandwiched ray. (It has a bug.)"""
    if not rules.is_valid_move(board, row, col, colour):
        raise IllegalMoveError(f"({row}, {col}) is not a legal move for {colour}")
    size = len(board)
    board[row][col] = colour
    for dr, dc in DIRECTIONS:
        passed = []  # the discs we walk over, flipped if the ray ends at one of ours
        r, c = row + dr, col + dc
        while 0 <= r < size and 0 <= c < size:
            if board[r][c] != colour:  # "not mine, so it must be the opponent's"
                passed.append((r, c))
            elif board[r][c] == colour:  # one of mine: flip what we walked over
                for pr, pc in passed:
                    board[pr][pc] = colour
                break
            else:  # an empty square: stop
                break
            r, c = r + dr, c + dc
    return board


# %% [markdown]
# The check finds a board where it goes wrong at once, and draws it: the position tried, what
# came back and what was expected, the squares that differ marked:

# %%
report = check_place_move(careless_place_move)
report

# %% [markdown]
# Look at the ray to the right of a1: *empty, white, black*. The walk should stop at the
# empty square b1, yet b1 became a black disc, and c1 was flipped too. Here is the same move
# as a picture, before and after:

# %%
trap = board_from_text("""
    . . ○ ●
    ○ . . .
    ● . . .
    . . . .
""")
picture(trap, hints=[(0, 0)], size_px=160)

# %%
picture(careless_place_move(copy_board(trap), 0, 0, BLACK), last_move=(0, 0), size_px=160)

# %% [markdown]
# The last `else: # an empty square: stop` never runs. Can you see why? A square is either
# `colour`'s or "not `colour`'s", and the first test already takes *every* square that is
# not the player's, empty ones included. Reading code often misses this; a check that tries
# thousands of positions does not.
#
# ### Exercise 4 (find the bug): fix `careless_place_move`
#
# Copy the body of `careless_place_move` into the cell below and fix it, changing as little
# as you can. The check tells you if the old bug is still in.


# %%
def fixed_place_move(board, row, col, colour):
    """careless_place_move with its bug fixed: the same answer as rules.place_move."""
    # BEGIN SOLUTION
    if not rules.is_valid_move(board, row, col, colour):
        raise IllegalMoveError(f"({row}, {col}) is not a legal move for {colour}")
    size = len(board)
    board[row][col] = colour
    for dr, dc in DIRECTIONS:
        passed = []
        r, c = row + dr, col + dc
        while 0 <= r < size and 0 <= c < size:
            if board[r][c] == EMPTY:  # the fix: test for an empty square first
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


# %%
check_fixed_careless(fixed_place_move)

# %% [markdown]
# ## Find the bug 2: the taken square
#
# Lesson 3 told of a published Othello program that let a disc be put on top of another
# one: the Japanese blog series "オセロを作ってみる" ("Trying to make Othello"), whose author
# wrote that an AI code assistant had missed the bug too. Here is such a `place_move`, in
# our own words. This time every walk is right:


# %%
def hasty_place_move(board, row, col, colour):
    """Play a move: find the sandwiched rays, refuse if there are none, flip. (It has a bug.)"""
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
        raise IllegalMoveError(f"({row}, {col}) is not a legal move for {colour}")
    board[row][col] = colour
    for r, c in flips:
        board[r][c] = colour
    return board


# %%
report = check_place_move(hasty_place_move)
report

# %% [markdown]
# The white disc on b2 was *replaced* by a black one, and c2 was flipped as well. Here is
# that "move", before and after:

# %%
taken = board_from_text("""
    . . . .
    . ○ ○ ●
    . ● ○ .
    . . . .
""")
picture(taken, hints=[(1, 1)], size_px=160)

# %%
picture(hasty_place_move(copy_board(taken), 1, 1, BLACK), last_move=(1, 1), size_px=160)

# %% [markdown]
# In a real game nobody would click on a taken square on purpose, which is exactly why such
# a bug can hide for a long time: it only shows when someone, or some program, tries.
#
# ### Exercise 5 (find the bug): fix `hasty_place_move`
#
# Copy the body of `hasty_place_move` below and add what is missing.


# %%
def fixed_hasty_place_move(board, row, col, colour):
    """hasty_place_move with its bug fixed: the same answer as rules.place_move."""
    # BEGIN SOLUTION
    if board[row][col] != EMPTY:
        raise IllegalMoveError(f"({row}, {col}) is already taken")
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
        raise IllegalMoveError(f"({row}, {col}) is not a legal move for {colour}")
    board[row][col] = colour
    for r, c in flips:
        board[r][c] = colour
    return board
    # END SOLUTION


# %%
check_fixed_hasty(fixed_hasty_place_move)

# %% [markdown]
# ## Your own Othello grows
#
# Add this lesson's functions to your own module, `my_othello.py` (lesson 3 started it).
# Only those whose check passes are written; the fixed versions of the two bugs are not
# part of it, since your `place_move` already plays every move.

# %%
keep(flips_in_direction, flipped_discs, place_move)

# %% [markdown]
# ## Recap
#
# - A move is three steps: find the discs it flips, refuse the move if there are none (or
#   the square is taken), then place the disc and flip them. Finding comes first: once the
#   disc is down, the square is taken and nothing would flip.
# - A ray flips only when it runs over opponent discs and then reaches one of your own.
#   An empty square or the edge ends the walk with nothing flipped.
# - One helper, `flipped_discs`, serves both `is_valid_move` (is the list empty?) and
#   `place_move` (flip what is in it), so the two always agree.
# - `place_move` changes the board in place and returns it; `copy_board` keeps the old
#   position. An illegal move raises `IllegalMoveError` before anything changes.
# - "Not mine" is not the same as "the opponent's": empty is a third answer.
#   Bugs like that hide from readers but not from checks that try many positions.
# - Where you stand in this lesson (`progress()` shows the whole course):

# %%
progress(lesson=4)

# %% [markdown]
# ## Further work
#
# 1. Write `count_flips(board, row, col, colour)` that returns only *how many* discs a
#    move flips. Which move on `example` flips the most? *Hint: `len` of a list you already
#    know how to get; then loop over `rules.valid_moves_list(example, BLACK)`.*
# 2. Write `place_move_copy(board, row, col, colour)` that leaves `board` alone and
#    returns a new board with the move played. When is that handier than changing in place?
#    *Hint: one line with `copy_board`; think of a player that tries moves out.*
# 3. Make `careless_place_move` fail in another way: find a ray on which its bug turns an
#    empty square into a disc even though no white disc lies on that ray at all. *Hint: a
#    ray of "empty, black" from a legal move; the legal move must flip in another
#    direction.*
# 4. The second author's board had a wall of "off the board" squares all around it, so a
#    walk never needs `0 <= r < size`. Sketch how a 6x6 game would look on an 8x8 list with
#    such a wall. *Hint: rows 0 and 7 and columns 0 and 7 are wall; the real squares are
#    1 to 6.* (Lesson 10, *five ways to store a board*, comes back to this.)
#
# Next, in lesson 5: every legal move at once, and what happens when a player has none.
