# %% [markdown]
# # Lesson 7 · Click to play
#
# Time to play on a real board: one you click. It is built from the same rules you wrote
# in lessons 3 to 6, and you can plug your own functions into it and watch them at work.
#
# *About 60 minutes.*
#
# **After this lesson you will be able to**
#
# - play Othello in the notebook, against a friend or against the computer;
# - drive the board from code, and put your own rule functions inside it;
# - read what the board says when one of your functions goes wrong;
# - write computer players of your own, and see which of them plays best.
#
# **Words we use**
#
# | word | meaning |
# |---|---|
# | **widget** | a control in the notebook you can click (buttons, menus), run by Python code |
# | **model** | the object that holds the game (the board, whose turn, the moves); the widget only shows it |
# | **keyword argument** | an argument given by name, like `white="greedy"` in `play(6, white="greedy")` |
# | **player** | a function `player(board, colour)` that answers with a move `(row, col)` (lesson 6) |
# | **corner** | one of the four corner squares: a disc there can never be flipped |
#
# As before, the course's finished rule functions are written with `rules.` in front, and
# a plain rule function name is yours; constants and helpers have plain names. To put this
# lesson back as it was shipped, run `othello-course reset 7` in a terminal (your version is
# kept in a backup first).

# %%
from othello_lesson import (
    BLACK,
    EMPTY,
    WHITE,
    board_from_text,
    copy_board,
    greedy_player,
    play_game,
    random_player,
    rules,
)
from othello_lesson.exercises import lesson7
from othello_lesson.exercises.lesson4 import careless_place_move
from othello_lesson.exercises.lesson7 import (
    check_careful_player,
    check_corner_first_player,
    check_most_flips_player,
)
from othello_lesson.exercises.own_othello import rules_from_my_othello
from othello_lesson.game import Game, Rules
from othello_lesson.progress import progress
from othello_lesson.svg import picture
from othello_lesson.widget import OthelloBoard, play

# %% [markdown]
# ## Play!
#
# Run the next cell and click a square to play Black; the computer plays White and answers
# at once. The small dark dots mark your legal moves. Under the board: **New game**,
# **Undo**, the board size, the hints on or off, who plays each colour (choose *Human* for
# both to play a friend at one screen), and **Step** or **Auto-play** to let two computer
# players play each other.

# %%
play(6, white="greedy")

# %% [markdown]
# `play` takes keyword arguments: `play(8, black="human", white="human")` is a game for two
# people, `play(6, black="random", white="greedy", seed=1)` a game between two computer
# players (press Step or Auto-play), and `hints=False` hides the legal moves.
#
# ## The board is a program too
#
# Everything a click does, code can do as well. `board.squares` holds the square buttons,
# by `(row, col)`, and a button's `click()` does what your mouse does. `board.message` is
# the text under the board, `board.score` the score above it, and `board.game` is the model
# behind it all:

# %%
board = play(4, white="greedy")
board.squares[(0, 1)].click()
print(board.message)
print(board.score)

# %%
board.squares[(0, 0)].click()
print(board.message)

# %% [markdown]
# The second click was refused: the computer had just taken a1. The model can draw itself,
# with the last move marked and the flipped discs ringed:

# %%
picture(board.game, size_px=160)

# %% [markdown]
# ## Your functions inside the board
#
# The board calls three rule functions: `is_valid_move`, `place_move` and
# `valid_moves_list`. A `Rules(...)` object says which ones to use, for example
# `Rules(place_move=careless_place_move)`; any function left out is the finished one.
#
# Your own functions are in your own module, `my_othello.py`, which lessons 3 to 6 wrote
# with `keep`. `rules_from_my_othello()` reads it and makes the `Rules`: each of the three
# functions that is there and still passes its check is yours, and the finished one stands
# in for any that is missing or wrong. It says which is which:

# %%
# NBVAL_IGNORE_OUTPUT
# (what it says depends on what the student's own my_othello.py holds)
my_rules = rules_from_my_othello()

# %%
play(6, white="greedy", rules=my_rules)

# %% [markdown]
# ## When your function is wrong
#
# The board does not blindly trust the functions it is given. It checks every answer: a
# `place_move` may only put down one disc and flip opponent discs; `valid_moves_list` must
# agree with `is_valid_move`; a function that should only look at the board must not change
# it. If an answer is wrong, the board refuses the move, leaves the game as it was, and says
# which function went wrong, on which position.
#
# Let us try it with lesson 4's `careless_place_move`, the one that turns an empty square
# into a disc, on the position where it goes wrong:

# %%
trap = board_from_text("""
    . . ○ ●
    ○ . . .
    ● . . .
    . . . .
""")
broken = OthelloBoard(Game(board=trap, white="greedy", rules=Rules(place_move=careless_place_move)))
broken.squares[(0, 0)].click()
print(broken.message)

# %% [markdown]
# The message names the function, says what it did wrong (b1 was empty and became black),
# and shows the position. The game did not change:

# %%
broken.game.score(), broken.game.last_move

# %% [markdown]
# Here is the same board as you would see it, message and all:

# %%
broken

# %% [markdown]
# A player function is checked the same way. This one always answers a1, legal or not:


# %%
def stubborn_player(board, colour):
    """Always play a1, whatever the position."""
    return (0, 0)


stubborn = play(4, black=stubborn_player, white="human")
print(stubborn.message)

# %% [markdown]
# ## Players of your own
#
# The names in the player menus are player functions: `"greedy"` is `greedy_player`, which
# plays the move that flips the most discs. Instead of a name you can give `play` any
# function `player(board, colour)` that answers a legal move `(row, col)`, as a tuple.
#
# ### Exercise 1 (warm-up): `most_flips_player`
#
# Write greedy's rule yourself. `len(rules.flipped_discs(board, row, col, colour))` is the
# number of discs a move flips. Keep the best move so far, and replace it only when a move
# flips *strictly* more: then, on a tie, the first move in row-major order wins. A move is
# a pair, and a star spreads a pair into two arguments: with `move = (2, 3)`,
# `rules.flipped_discs(board, *move, colour)` is `rules.flipped_discs(board, 2, 3, colour)`.


# %%
def most_flips_player(board, colour):
    """Return the legal move (row, col) of `colour` that flips the most discs; if several
    flip the most, the first of them in row-major order. `colour` always has a legal move.
    Do not change the board."""
    # BEGIN SOLUTION
    moves = rules.valid_moves_list(board, colour)
    best = moves[0]
    for move in moves[1:]:
        flips = len(rules.flipped_discs(board, *move, colour))
        if flips > len(rules.flipped_discs(board, *best, colour)):
            best = move
    return best
    # END SOLUTION


# %%
check_most_flips_player(most_flips_player)

# %% [markdown]
# ## Corners
#
# A disc in a corner can never be flipped. To be sandwiched, a disc needs a square on both
# sides of it along some line; but every line through a corner (the row, the column and the
# one diagonal) ends at the corner itself, so one side is always missing. A corner, once
# taken, is yours until the end. Here White can take the corner a1 (the dot):

# %%
corner_chance = board_from_text("""
    . ● ● ○ . .
    . ● ○ . . .
    . ● ○ ● . .
    ○ . ● ○ . .
    . . . . . .
    . . . . . .
""")
picture(corner_chance, hints=[(0, 0)], size_px=200)

# %% [markdown]
# The corners of a board are `(0, 0)`, `(0, last)`, `(last, 0)` and `(last, last)`, with
# `last = len(board) - 1`, whatever the size.
#
# ### Exercise 2: `corner_first_player`


# %%
def corner_first_player(board, colour):
    """If a corner is a legal move for `colour`, return it (if more than one is, the first
    in row-major order). Otherwise return the move that flips the most discs, as
    most_flips_player does. `colour` always has a legal move. Do not change the board."""
    # BEGIN SOLUTION
    last = len(board) - 1
    moves = rules.valid_moves_list(board, colour)
    for move in moves:
        if move in [(0, 0), (0, last), (last, 0), (last, last)]:
            return move
    return most_flips_player(board, colour)
    # END SOLUTION


# %%
check_corner_first_player(corner_first_player)

# %% [markdown]
# ## Not giving corners away
#
# Taking corners is half the story. The other half is not *handing* one to the opponent.
# To know whether a move gives a corner away, try it out: play it on a copy of the board
# (`rules.copy_board`), then ask whether the opponent could now play on a corner. The real
# board stays as it was. Here Black's move b2 would let White take a1 next:

# %%
risky = board_from_text("""
    . . . . . .
    . . ○ ● . .
    . . ● ○ . .
    . . ○ ○ . .
    . . . . . .
    . . . . . .
""")
after = rules.place_move(rules.copy_board(risky), 1, 1, BLACK)
print("after b2, White may play a1:", rules.is_valid_move(after, 0, 0, WHITE))

# %% [markdown]
# ### Exercise 3 (stretch): `careful_player`


# %%
def careful_player(board, colour):
    """Return a move for `colour`:
    1. a legal corner, if there is one (the first in row-major order);
    2. otherwise, among the moves after which the opponent can NOT play on any corner,
       the one that flips the most (ties: the first in row-major order);
    3. if every move lets the opponent play on a corner, the move that flips the most
       (ties: the first in row-major order).
    `colour` always has a legal move. Try moves out on copies: do not change the board."""
    # BEGIN SOLUTION
    last = len(board) - 1
    corners = [(0, 0), (0, last), (last, 0), (last, last)]
    other = WHITE if colour == BLACK else BLACK
    moves = rules.valid_moves_list(board, colour)
    for move in moves:
        if move in corners:
            return move
    safe = []
    for move in moves:
        after = rules.place_move(rules.copy_board(board), *move, colour)
        if not any(rules.is_valid_move(after, row, col, other) for row, col in corners):
            safe.append(move)
    candidates = safe or moves
    best = candidates[0]
    for move in candidates[1:]:
        if len(rules.flipped_discs(board, *move, colour)) > len(rules.flipped_discs(board, *best, colour)):
            best = move
    return best
    # END SOLUTION


# %%
check_careful_player(careful_player)

# %% [markdown]
# ## Play against your player
#
# In the next board you play Black and your `careful_player` plays White. (Until your
# function is done, the board says so when it is White's turn.) Give it
# `corner_first_player` or `most_flips_player` instead, and see which is harder to beat.

# %%
play(6, white=careful_player)

# %% [markdown]
# ## Which player is best?
#
# Let each player play 100 games on 6x6 against random players (half of them as Black, half
# as White) and count the wins. This uses the worked versions of the three players, kept
# in `lesson7`, so it runs whether or not yours are done:


# %%
def wins_against_random(player, games=100, size=6):
    """How many of `games` games `player` wins against seeded random players."""
    wins = 0
    for seed in range(games):
        if seed % 2 == 0:
            final = play_game(player, random_player(seed=seed), size=size).board
            wins += rules.winner(final) == BLACK  # True adds 1, False adds 0
        else:
            final = play_game(random_player(seed=seed), player, size=size).board
            wins += rules.winner(final) == WHITE
    return wins


contestants = [greedy_player, lesson7.most_flips_player, lesson7.corner_first_player, lesson7.careful_player]
print(
    "\n".join(f"{player.__name__:>20}: {wins_against_random(player)} wins of 100" for player in contestants)
)

# %% [markdown]
# Flipping the most discs beats a random player only about six games in ten; thinking
# about corners does much better, and avoiding giving them away better still. *Where* a
# disc is matters more than how many flip. (`greedy_player` and `most_flips_player` follow
# the same rule, so they play exactly the same games.)
#
# ## Recap
#
# - `play(...)` makes a board to click; keyword arguments choose the size and the players.
# - The board only shows a model, `board.game`; code can click squares and read the
#   message, just as you do with the mouse.
# - `Rules(is_valid_move=..., place_move=..., valid_moves_list=...)` puts your own rule
#   functions inside the board, which checks each answer and explains a wrong one.
# - A player is a function `player(board, colour) -> (row, col)`. Trying a move out on
#   `copy_board(board)` lets a player look one move ahead without changing the game.
# - Where you stand in this lesson (`progress()` shows the whole course):

# %%
progress(lesson=7)

# %% [markdown]
# ## Further work
#
# 1. Put `careless_place_move` in `my_rules` and play until the board complains. Then put
#    your fixed version from lesson 4 in its place. *Hint: `Rules(place_move=...)` takes
#    just the function you want to swap; the others stay the finished ones.*
# 2. The squares diagonally next to a corner (b2, and the three like it at the other
#    corners) are dangerous: playing there often gives the corner away. Write a player
#    that avoids them when it can, and compare it with `careful_player`. *Hint: with
#    `last = len(board) - 1` they are `(1, 1)`, `(1, last - 1)`, `(last - 1, 1)` and
#    `(last - 1, last - 1)`; filter them out of the moves, unless nothing is left.*
# 3. Let `careful_player` play 100 games against `corner_first_player`. Who wins more?
#    *Hint: `wins_against_random` shows the shape; swap colours every other game, as it
#    does, since Black and White are not equally placed.*
# 4. Write `my_player` with your own idea, and play against it on `play(8, ...)`. *Hint:
#    start from `careful_player` and change one rule at a time, measuring each change with
#    `wins_against_random`.*
#
# Next, in lesson 8, *computer players*: weight tables, personalities and tournaments. Then
# lesson 9, *thinking ahead*, teaches a player to look several moves ahead.
