# %% [markdown]
# # Lesson 5 · All legal moves, and passing
#
# You can check one move (lesson 3) and play it (lesson 4). A game needs a little more:
# which moves does a player have at all, what happens when there are none, and when is the
# game over?
#
# *About 45 minutes.*
#
# **After this lesson you will be able to**
#
# - list every legal move of a position, in a fixed order;
# - tell when a player must pass, and when the game is over;
# - say who moves next, passes included.
#
# **Words we use**
#
# | word | meaning |
# |---|---|
# | **legal move** | an empty square where a move flips at least one disc (a *valid* move) |
# | **row-major order** | row by row from the top, and each row from left to right, like reading a page |
# | **pass** | giving the turn to the opponent without playing, allowed only with no legal move |
# | **game over** | neither player has a legal move; the board need not be full |
# | **`None`** | Python's value for "nothing here"; we use it for "nobody moves next" |
# | **`True` / `False`** | the two answers to a yes-or-no question (a *bool*) |
# | **dictionary** | pairs of keys and values, `{key: value, ...}`; `NAMES[BLACK]` looks up BLACK's value |
#
# Run the cells from top to bottom. As in lesson 4, the course's finished rule functions are
# written with `rules.` in front (`rules.is_valid_move`); a plain name (`valid_moves_list`)
# is always yours. The constants (`BLACK`, `EMPTY`, ...) and the helpers that are not
# exercises (`board_from_text`, `copy_board`, `print_board`, `picture`, the players) have
# plain names too. If you want this lesson back as it was shipped, run
# `othello-course reset 5` in a terminal (your version is kept in a backup first).

# %%
from othello_lesson import (
    BLACK,
    EMPTY,
    WHITE,
    board_from_text,
    copy_board,
    print_board,
    random_player,
    rules,
)
from othello_lesson.exercises.lesson5 import (
    check_has_valid_move,
    check_is_game_over,
    check_next_player,
    check_valid_moves_list,
)
from othello_lesson.exercises.own_othello import keep
from othello_lesson.progress import progress
from othello_lesson.svg import picture

NAMES = {BLACK: "Black", WHITE: "White"}  # a dictionary: NAMES[BLACK] is "Black"

# %% [markdown]
# ## Every legal move
#
# To find every legal move, try every square: a loop over the rows, and inside it a loop
# over the columns. That visits the squares in row-major order, so the moves come out in
# that order too. Here are Black's moves at the start of a 6x6 game, drawn as small dots:

# %%
board = rules.initialize_board(6)
picture(board, hints=rules.valid_moves_list(board, BLACK), size_px=220)

# %%
for row in range(len(board)):
    for col in range(len(board)):
        if rules.is_valid_move(board, row, col, BLACK):
            print(f"({row}, {col}) is {rules.square_name(row, col)}")

# %% [markdown]
# Use `len(board)` for the size, never a fixed 8, and the same code works on every board.
#
# ### Exercise 1 (warm-up): `valid_moves_list`
#
# Collect the moves in a list instead of printing them. You may use the course's
# `rules.is_valid_move` (or your own from lesson 3, if you copy it into a cell above).
# Return a list of `(row, col)` tuples, in row-major order.


# %%
def valid_moves_list(board, colour):
    """Return the list of every legal move (row, col) for `colour`, in row-major order:
    row 0 first, and within a row the smaller column first. Do not change the board."""
    # BEGIN SOLUTION
    size = len(board)
    moves = []
    for row in range(size):
        for col in range(size):
            if rules.is_valid_move(board, row, col, colour):
                moves.append((row, col))
    return moves
    # END SOLUTION


# %%
check_valid_moves_list(valid_moves_list)

# %% [markdown]
# ## When a player must pass
#
# Othello has two rules about passing:
#
# - you **must** play when you have a legal move: passing is not allowed then;
# - you **must** pass when you have none, and then the opponent plays again.
#
# In this position Black has no legal move. The white discs lie along the top edge, and a
# disc can only be sandwiched along a line that goes on past it on both sides. Above the
# top row there is nothing, so only the top row itself could hold a sandwich, and its far
# end, beyond a1, is the edge. A ray from an empty square below may still reach a white disc
# (from d2, the ray up and to the left meets c1 first), but it runs off the board right
# after it, with no black disc to close the line:

# %%
stuck = board_from_text("""
    ○ ○ ○ .
    ● ● ● .
    . . . .
    . . . .
""")
print("Black:", rules.valid_moves_list(stuck, BLACK))
print("White:", rules.valid_moves_list(stuck, WHITE))

# %%
picture(stuck, hints=rules.valid_moves_list(stuck, WHITE), size_px=160)

# %% [markdown]
# So Black passes and White plays on (the dots are White's moves). To decide "pass or
# play?" we only need to know whether there is *at least one* legal move. We can stop
# looking at the first one we find: `return` inside a loop ends the whole function at once,
# and the rest of the squares are never looked at.
#
# ### Exercise 2: `has_valid_move`
#
# Return as soon as you find a legal move. (You could also write
# `len(valid_moves_list(board, colour)) > 0`, but that always tries every square.)


# %%
def has_valid_move(board, colour):
    """Return True if `colour` has at least one legal move on `board`, else False
    (a real bool: True or False, not 1 or 0). Do not change the board."""
    # BEGIN SOLUTION
    for row in range(len(board)):
        for col in range(len(board)):
            if rules.is_valid_move(board, row, col, colour):
                return True
    return False
    # END SOLUTION


# %%
check_has_valid_move(has_valid_move)

# %% [markdown]
# ## When the game is over
#
# The game ends when **neither** player can move. A full board is one way to get there, but
# not the only one: here twelve squares are empty, and still nobody can play, because no
# white disc can ever be sandwiched by the black ones, or the other way round.

# %%
frozen = board_from_text("""
    ● ● . .
    . . . .
    . . . .
    . . ○ ○
""")
print(rules.has_valid_move(frozen, BLACK), rules.has_valid_move(frozen, WHITE))
picture(frozen, size_px=160)

# %% [markdown]
# The same thing happens when one colour has been wiped out: with no white discs left,
# there is nothing for Black to flip, and White has no discs to sandwich with.
#
# ### Exercise 3: `is_game_over`


# %%
def is_game_over(board):
    """Return True if neither BLACK nor WHITE has a legal move on `board`, else False
    (a real bool: True or False, not 1 or 0). Do not change the board."""
    # BEGIN SOLUTION
    return not has_valid_move(board, BLACK) and not has_valid_move(board, WHITE)
    # END SOLUTION


# %%
check_is_game_over(is_game_over)

# %% [markdown]
# ## Who moves next?
#
# After `colour` has moved there are three possibilities:
#
# 1. the opponent has a legal move: it is the **opponent's** turn (this is the usual case);
# 2. the opponent has none, but `colour` has: the opponent passes, and **`colour`** moves
#    again;
# 3. neither has one: the game is over, and **nobody** moves next. We say that with `None`.
#
# Here is a whole 4x4 game between two players that pick a legal move at random (the
# `seed` makes the "random" choices the same on every run). `choose(board, colour)` answers
# the move `(row, col)` it picks; we hand it a copy of the board, so that it cannot change
# the game (lesson 6 says more). `rules.next_player` decides whose turn it is, so the passes
# happen by themselves:

# %%
choose = random_player(seed=7)
game = rules.initialize_board(4)
colour = BLACK
while colour is not None:
    row, col = choose(copy_board(game), colour)
    rules.place_move(game, row, col, colour)
    following = rules.next_player(game, colour)
    if following == colour:
        note = f": {NAMES[rules.opponent(colour)]} must pass"
    elif following is None:
        note = ": nobody can move, game over"
    else:
        note = ""
    print(f"{NAMES[colour]} plays {rules.square_name(row, col)}{note}")
    colour = following
print_board(game)

# %% [markdown]
# Look at the end: the game is over with one square still empty, because neither player can
# use it.
#
# ### Exercise 4 (stretch): `next_player`
#
# Note the order of the questions: first ask about the opponent, then about `colour`.


# %%
def next_player(board, colour):
    """`colour` has just moved. Return who moves next: the opponent (BLACK or WHITE) if the
    opponent has a legal move; otherwise `colour` again if `colour` has a legal move (the
    opponent passes); otherwise None (the game is over). Do not change the board."""
    # BEGIN SOLUTION
    other = WHITE if colour == BLACK else BLACK
    if has_valid_move(board, other):
        return other
    if has_valid_move(board, colour):
        return colour
    return None
    # END SOLUTION


# %%
check_next_player(next_player)

# %% [markdown]
# ## How often does a game end early?
#
# With these functions we can ask questions about the game itself. How often does a game
# between two random players end before the board is full? Let us play 200 games on each
# size and count.


# %%
def empty_squares_at_the_end(size, seed):
    """Play one game between two seeded random players; return how many squares stay empty."""
    choose = random_player(seed=seed)
    board = rules.initialize_board(size)
    colour = BLACK
    while colour is not None:
        row, col = choose(copy_board(board), colour)
        rules.place_move(board, row, col, colour)
        colour = rules.next_player(board, colour)
    return sum(row.count(EMPTY) for row in board)


lines = []
for size in (4, 6, 8):
    # Adding up True and False counts the Trues: True counts as 1, False as 0.
    early = sum(empty_squares_at_the_end(size, seed) > 0 for seed in range(200))
    lines.append(f"{size}x{size}: {early} of 200 games ended with empty squares")
print("\n".join(lines))

# %% [markdown]
# Small boards end early far more often: with few squares, one colour is easily walled in
# or wiped out.
#
# ## Your own Othello grows
#
# Add this lesson's four functions to your own module, `my_othello.py`:

# %%
keep(valid_moves_list, has_valid_move, is_game_over, next_player)

# %% [markdown]
# ## Recap
#
# - `valid_moves_list` tries every square, row by row, and keeps the legal ones.
# - A player with a legal move must play; a player without one must pass.
# - The game is over when neither player can move, which can happen before the board is full.
# - `next_player` answers the opponent, the same player again (a pass), or `None` (the end).
# - `return` inside a loop stops the function at once: `has_valid_move` need not look further
#   than the first legal move.
# - Where you stand in this lesson (`progress()` shows the whole course):

# %%
progress(lesson=5)

# %% [markdown]
# ## Further work
#
# 1. Write `must_pass(board, colour)`: True when `colour` has no legal move but the game
#    is not over. *Hint: two calls, `has_valid_move` and `is_game_over`, joined by `and`.*
# 2. In the Japanese beginner's tutorial whose `place_move` lesson 4 rewrote ("Let's make
#    Othello in Python"), the game loop remembers in a variable whether the last turn was a
#    pass, and stops at the second pass in a row. Is that the same as
#    asking `is_game_over`? Try to find a position where the two disagree, or explain why
#    none exists. *Hint: after one pass nothing on the board changes, so what does the
#    second player find when it looks again?*
# 3. Change `empty_squares_at_the_end` to count the passes in a game. Which board size has
#    the most passes per game? *Hint: a pass is a turn where `rules.next_player` answers the
#    player who has just moved.*
# 4. `valid_moves_list` calls `is_valid_move` for every square, even the taken ones. How much
#    faster is it if you skip the taken squares first? (`import time` and `time.perf_counter()`
#    measure it.) *Hint: time a few hundred calls on an 8x8 board from the middle of a game,
#    once each way, and divide.*
#
# Next, in lesson 6: counting discs, the winner, and a whole game from start to finish.
