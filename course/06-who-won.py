# %% [markdown]
# # Lesson 6 · Who won? The whole game
#
# You have every rule now: valid moves, playing a move, passing and the end of the game.
# In this lesson they come together into a whole game, from the first move to the result.
#
# *About 50 minutes.*
#
# **After this lesson you will be able to**
#
# - count the discs and name the winner;
# - write the *game loop* that plays a game from start to end, passes included;
# - let the computer play itself, and play the console game `othello()`.
#
# **Words we use**
#
# | word | meaning |
# |---|---|
# | **tuple** | a fixed group of values in round brackets, like `(12, 4)`; `b, w = (12, 4)` unpacks it |
# | **`DRAW`** | the course's constant for "nobody won": both colours have the same number of discs |
# | **player** | a function `player(board, colour)` that answers with a move `(row, col)` |
# | **game loop** | a `while` loop that asks for a move, plays it and hands the turn on, until the end |
# | **scripted input** | answers written in advance, given to a program in place of a person typing |
#
# As in lessons 4 and 5, the course's finished rule functions are written with `rules.` in
# front (`rules.next_player`); a plain name (`count_discs`) is always yours. The constants
# and the helpers that are not exercises (`copy_board`, `picture`, the players,
# `play_game`, `othello`) have plain names too. To put this lesson back as it was shipped,
# run `othello-course reset 6` in a terminal (your version is kept in a backup first).

# %%
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

# %% [markdown]
# ## Counting discs
#
# A list can count how often a value appears in it: `row.count(BLACK)` is the number of
# black discs in one row. A board is a list of rows, so we count each row and add up the
# counts. `sum` adds up a whole series of numbers:

# %%
finished = board_from_text("""
    ● ● ● ○
    ● ● ○ ○
    ● ○ ● ○
    ○ ○ ○ .
""")
picture(finished, size_px=160)

# %%
[row.count(BLACK) for row in finished]

# %%
sum(row.count(BLACK) for row in finished)

# %% [markdown]
# ### Exercise 1 (warm-up): `count_discs`
#
# Return the two counts together, as the tuple `(black, white)`: `return black, white`
# makes one. (A list `[black, white]` is not a tuple: the check asks for the tuple.)


# %%
def count_discs(board):
    """Return the tuple (black, white): how many BLACK and how many WHITE discs are on
    `board`. Empty squares are not counted. Do not change the board."""
    # BEGIN SOLUTION
    black = sum(row.count(BLACK) for row in board)
    white = sum(row.count(WHITE) for row in board)
    return black, white
    # END SOLUTION


# %%
check_count_discs(count_discs)

# %% [markdown]
# ## Who won?
#
# The player with more discs wins; equal counts are a draw. One square of `finished` is
# still empty: the game ended because nobody could use it, and the empty square counts for
# no one.

# %%
rules.count_discs(finished)

# %% [markdown]
# ### Exercise 2: `winner`
#
# Answer with one of three constants: `BLACK`, `WHITE` or `DRAW`. Using the constants,
# not words like `"black"`, means no one has to guess how the answer is spelt.


# %%
def winner(board):
    """Return BLACK if BLACK has more discs on `board`, WHITE if WHITE has more, and DRAW
    if they have the same number. Do not change the board."""
    # BEGIN SOLUTION
    black, white = count_discs(board)
    if black > white:
        return BLACK
    if white > black:
        return WHITE
    return DRAW
    # END SOLUTION


# %%
check_winner(winner)

# %% [markdown]
# The finished `print_winner` puts both into words, as the console game does at the end:

# %%
print_winner(finished)
print_winner(rules.initialize_board(8))

# %% [markdown]
# ## Players are functions
#
# To let the computer play, we describe a player as a function: it is given the board and
# its colour, and answers with a move. The course comes with a few:
#
# - `first_move_player` plays the first legal move in row-major order;
# - `greedy_player` plays the move that flips the most discs;
# - `random_player(seed=...)` *makes* a player that picks a legal move at random. The
#   seed fixes its choices, so it plays the same way every time this notebook runs.
#
# A colour, BLACK or WHITE, has been called `colour` in every rule so far. From here on a
# *player* is a function like these: it is handed a copy of the board and the colour it
# plays, and answers with a move.
#
# Here is what each of them would play at the start of a 6x6 game:

# %%
start = rules.initialize_board(6)
chooser = random_player(seed=1)
for player in (first_move_player, greedy_player, chooser):
    row, col = player(copy_board(start), BLACK)
    # A function knows its own name; :>22 pads it to 22 characters, lined up on the right.
    print(f"{player.__name__:>22} plays {rules.square_name(row, col)}")

# %% [markdown]
# A player gets a **copy** of the board, never the real one. A player is someone else's
# code: if it wrote on the board it was given (by mistake, or to cheat), the real game would
# not change.
#
# ## The game loop
#
# A whole game, in words:
#
# 1. start from `rules.initialize_board(size)`, with Black to move;
# 2. while somebody can move: ask the player whose turn it is for a move (giving it a copy
#    of the board), play that move with `rules.place_move`, and find out who moves next
#    with `rules.next_player`, which takes care of passes;
# 3. when `rules.next_player` answers `None`, the game is over.
#
# A dictionary finds the right player for a colour: with
# `players = {BLACK: black_player, WHITE: white_player}`, `players[BLACK]` is Black's
# player.
#
# ### Exercise 3 (stretch): `play_whole_game`
#
# Use `rules.place_move` and `rules.next_player` (or your own `place_move` and `next_player`
# from lessons 4 and 5, copied into a cell above). The
# check plays real games on 4x4, 6x6 and 8x8 boards, some with passes and some that end
# with empty squares; one of its players cheats by writing on its board. A loop that never
# ends is stopped after a few seconds.


# %%
def play_whole_game(black_player, white_player, size=8):
    """Play a whole game on a `size` x `size` board, `black_player` against `white_player`,
    and return the final board.

    Black moves first. Ask only the player whose turn it is, as
    player(copy_board(board), colour), and play its move (players always answer a legal
    move). A player with no legal move passes; the game ends when neither player can move.
    Print nothing.
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


# %%
check_play_whole_game(play_whole_game)

# %% [markdown]
# The course's `play_game` is the finished game loop. It also keeps the list of moves, so
# we can replay the game. Here is `greedy_player` (Black) against a random player (White)
# on 6x6:

# %%
record = play_game(greedy_player, random_player(seed=3), size=6)
# Each entry of record.moves is (colour, (row, col)); `_` names the part we do not use.
print(len(record.moves), "moves:", " ".join(rules.square_name(row, col) for _, (row, col) in record.moves))
print_winner(record.board)

# %%
last_colour, last_move = record.moves[-1]  # [-1] is the last entry of a list
picture(record.board, last_move=last_move, size_px=240)

# %% [markdown]
# ## Is greedy any good?
#
# Flipping as many discs as you can sounds clever. Let us test it: 100 games on 6x6,
# greedy against a random player, with greedy playing Black in half of them and White in
# the other half. (`seed % 2` is the remainder when `seed` is divided by 2: 0 for an even
# seed.)


# %%
def greedy_results(games, size=6):
    """Play `games` games, greedy against seeded random players; count wins, losses, draws."""
    results = {"greedy wins": 0, "random wins": 0, "draws": 0}
    for seed in range(games):
        greedy_colour = BLACK if seed % 2 == 0 else WHITE
        chooser = random_player(seed=seed)
        if greedy_colour == BLACK:
            final = play_game(greedy_player, chooser, size=size).board
        else:
            final = play_game(chooser, greedy_player, size=size).board
        result = rules.winner(final)
        if result == DRAW:
            results["draws"] += 1
        elif result == greedy_colour:
            results["greedy wins"] += 1
        else:
            results["random wins"] += 1
    return results


greedy_results(100)

# %% [markdown]
# Greedy wins more often than not, but far from always. Grabbing many discs early often
# hands the opponent good squares later. Lesson 7, and lesson 8, *computer players*, build
# players that think about *where* a disc is, not just how many flip.
#
# ## The console game
#
# `othello()` is the game for two people at one keyboard: it shows the board, asks
# the player whose turn it is for a move, explains a bad answer and asks again, passes
# automatically, and shows the result. A move is typed as a row and a column, like `2 3`, or
# as a square name, like `d3`; `q` stops the game. In a terminal, the command `othello`
# starts it (add `--size 6` for a smaller board).
#
# It reads each answer with `input`, which waits for someone to type. A notebook that runs
# by itself must not wait, so `othello` takes the function to read answers with as an
# argument, `input=...`. We give it one that answers from a list, and prints each answer
# so we can follow along.
#
# Two new tricks make that function. `iter(answers)` hands out the items of a list one at
# a time: each `next(...)` gives the next one. And `scripted` does not answer anything
# itself: it *makes* a new function and returns it, just as `random_player(seed=...)` makes
# a player. Three answers here are bad on purpose, and `q` ends the game:


# %%
def scripted(answers):
    """Return an input function that answers with `answers`, one at a time."""
    remaining = iter(answers)

    def answer(prompt):
        text = next(remaining)
        print(prompt + text)
        return text

    return answer


othello(4, input=scripted(["2 3", "hello", "0 0", "b1", "d4", "q"]))

# %% [markdown]
# A whole game works the same way. Here the answers are the moves of a 4x4 game between
# `greedy_player` and `first_move_player`. The messages go into a list this time
# (`output=lines.append` instead of printing), so we can show just the end:

# %%
moves = play_game(greedy_player, first_move_player, size=4).moves
answers = [f"{row} {col}" for _, (row, col) in moves]
remaining = iter(answers)


def next_answer(prompt):
    """Answer the next move from the list, without printing it."""
    return next(remaining)


lines = []
othello(4, input=next_answer, output=lines.append)
print(f"othello() sent {len(lines)} messages; the last three:")
print("\n".join(lines[-3:]))

# %% [markdown]
# Notice that the input function is called with the prompt as its argument: any function
# that takes one argument and returns a string will do. To play for real in this notebook,
# run `othello(6)` in a new cell: Jupyter shows a box to type each move into.
#
# ## Your own Othello, as one program
#
# Add this lesson's functions to your own module, and then read the whole of it: every
# rule of Othello, written by you over four lessons, in one file. (A function that is
# missing was not kept yet: go back to its lesson, make its check pass, and run that
# lesson's `keep` cell again.)

# %%
keep(count_discs, winner, play_whole_game)

# %%
# NBVAL_IGNORE_OUTPUT
# (it shows the student's own my_othello.py, which the lessons run before this one wrote)
show_my_othello()

# %% [markdown]
# ## Recap
#
# - `row.count(BLACK)` counts one row; `sum(...)` adds the rows up. `count_discs` returns
#   the tuple `(black, white)`, and `winner` turns it into `BLACK`, `WHITE` or `DRAW`.
# - A player is a function `player(board, colour) -> (row, col)`; it gets a copy of the
#   board, so it cannot change the real one.
# - The game loop asks the player to move, plays the move, and lets `next_player` decide
#   who is next, passes included, until it says `None`.
# - Giving a program its input as an argument lets a notebook (or a test) play a whole
#   game with scripted answers.
# - Where you stand in this lesson (`progress()` shows the whole course):

# %%
progress(lesson=6)

# %% [markdown]
# ## Further work
#
# 1. Change `play_whole_game` to also return the list of moves, like `play_game` does.
#    *Hint: start with `moves = []`, append `(colour, (row, col))` after each move, and
#    `return board, moves`.*
# 2. Play 100 games of `first_move_player` against a random player. Is it better or worse
#    than greedy? *Hint: copy `greedy_results` and change the one name in it.*
# 3. The Japanese beginner's tutorial whose `place_move` lesson 4 rewrote ("Let's make
#    Othello in Python") ends the game after two passes in a row, using a variable that
#    remembers whether the last turn was a pass. Write the game loop that way,
#    and check it with `check_play_whole_game`. *Hint: on each turn, if the colour to move
#    has no legal move, count a pass and hand the turn on; stop when the count reaches 2,
#    and set it back to 0 after every real move.*
# 4. Write a player that asks a person: `human_player(board, colour)` that prints the board
#    and reads a move with `input`. Play a game against `greedy_player` with
#    `play_game(human_player, greedy_player, size=4)` in a new cell. *Hint:
#    `rules.square_from_name(input("your move: "))` turns `d3` into `(2, 3)`.*
#
# Next, in lesson 7: a board you can click, and your own functions inside it.
