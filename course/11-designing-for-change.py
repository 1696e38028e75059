# %% [markdown]
# # Lesson 11 · Designing for change
#
# *About 45 minutes.*
#
# Programs change: a new rule, a new screen, a stronger player. A program is easy to change
# when each idea lives in one place. In this lesson we look at how the course's package
# keeps the rules, the display and the players apart, then change the game three ways (the
# start position, the referee, and the rules themselves), each time touching one place
# only, and play a variant of our own on the board.
#
# **After this lesson you will be able to**
#
# - say which part of the program holds the rules, which shows the board, and which chooses
#   moves, and why they are kept apart;
# - set up a game from another start position, such as a handicap start;
# - write a rule variant of your own as three small functions and play it on the board;
# - play the Japanese series' "bending discs" and "half discs", rule changes that touch one place;
# - pick an idea for your own Othello and know where to begin.
#
# **Words we use**
#
# | word | meaning |
# |---|---|
# | **layer** | a group of modules with one job; a layer uses only the layers below it |
# | **variation point** | a place built so that something can be swapped without touching the rest |
# | **variant** | a game with a rule changed: another start, another way to flip, another way to win |
# | **handicap** | a head start given to the weaker player, here black discs on the corners |
# | **forfeit** | losing the game at once, here for playing an illegal move |
# | **bending disc** | a variant in which a line of discs to flip may turn one corner |
# | **half disc** | ◐, a disc that counts as the colour of whoever is moving, and never flips |
#
# Run the cells from top to bottom. Names starting with `variants.` or `rules.` are the
# course's finished versions; the functions you write have plain names. To put this lesson
# back as it was shipped, run `othello-course reset 11` in a terminal.

# %%
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

# %% [markdown]
# ## Rules, display and players, kept apart
#
# The package is built in layers, and each one uses only the ones below it:
#
# | layer | modules | its one job |
# |---|---|---|
# | rules | `rules` | the board, legal moves, playing a move, the end of the game |
# | players | `players`, `search` | choosing a move: `player(board, colour) -> (row, col)` |
# | game | `game` | one game: whose turn, passes, the history, undo, the record |
# | display | `text`, `svg` | drawing a board or a game, as text or as a picture |
# | widget | `widget` | the board you click, which only shows the game and passes on clicks |
#
# The rules never print and never draw; they do not even know a screen exists. So the same
# game can be shown in two ways, and neither knows about the other:

# %%
game = Game(4)
game.play(0, 1)
print(format_board(game.board))

# %%
picture(game, size_px=140)

# %% [markdown]
# A test in the course (`tests/test_layers.py`) reads every module's imports and fails if a
# lower layer ever imports a higher one. That keeps the promise: to change how the board
# looks, you never touch the rules; to change a rule, you never touch the drawing.
#
# ## Variation point 1: the start position
#
# The standard start has each colour on one diagonal of the centre: it is called the
# *cross*. Old Reversi also allowed the *parallel* start, with the same colours side by side.
# A start position is just a board, and `Game(board=...)` already starts from any board, so
# a new start needs no change to the rules at all.
#
# ### Exercise 1 (warm-up): `parallel_start`
#
# Build it for any even size: white on both centre squares of the left column, black on
# both of the right.


# %%
def parallel_start(size):
    """Return a new size x size board: empty, except the four centre squares, where the
    left column of the centre (column size // 2 - 1) is WHITE and the right one BLACK."""
    # BEGIN SOLUTION
    board = [[EMPTY] * size for _ in range(size)]
    mid = size // 2
    for row in (mid - 1, mid):
        board[row][mid - 1] = WHITE
        board[row][mid] = BLACK
    return board
    # END SOLUTION


# %%
check_parallel_start(parallel_start)

# %% [markdown]
# When one player is much stronger, the weaker one can take black and start with discs on
# corners: a *handicap*. Corners can never be flipped, so each one is a real help.
#
# ### Exercise 2: `handicap_start`


# %%
def handicap_start(size, corners):
    """Return the usual start board of `size` with a BLACK disc on the first `corners`
    corners (0 to 4) of this list: top left, bottom right, top right, bottom left."""
    # BEGIN SOLUTION
    board = initialize_board(size)
    last = size - 1
    for row, col in [(0, 0), (last, last), (0, last), (last, 0)][:corners]:
        board[row][col] = BLACK
    return board
    # END SOLUTION


# %% [markdown]
# (If the cell above is not done yet, the next cells use the course's finished version.)

# %%
check_handicap_start(handicap_start)

# %%
try:
    handicap = handicap_start(6, 2)
except NotImplementedError:
    from othello_lesson.variants import handicap_start as finished_handicap_start

    handicap = finished_handicap_start(6, corners=2)
picture(handicap, hints=rules.valid_moves_list(handicap, BLACK), size_px=180)

# %% [markdown]
# ## Variation point 2: the referee
#
# The Chinese program this course grew from has a stricter rule: a player who tries an
# illegal move loses at once. That is not a change to the rules of moves; it is a change to
# the **referee**, the loop that asks each player for a move. `play_variant_game` is such a
# referee, with `illegal_move_loses=True`. Here is a player that always answers a1:


# %%
def stubborn_player(board, colour):
    return (0, 0)


result = play_variant_game(greedy_player, stubborn_player, size=4, illegal_move_loses=True)
print(variants.colour_name(result.result), "wins:", result.reason)

# %% [markdown]
# ## Variation point 3: the rules themselves
#
# A new way to flip discs is a real change to the rules. The board takes its rules as a
# `Rules(...)` of three functions (lesson 7), so a variant is three small functions, and
# nothing else changes. Our variant: **discs flip only along rows and columns**, never along
# a diagonal (like a rook in chess).
#
# ### Exercise 3: `straight_flips`
#
# Like lesson 4's `flipped_discs`, but with four directions instead of eight.


# %%
def straight_flips(board, row, col, colour):
    """Return the list of (row, col) of the opponent's discs that `colour` flips by playing
    at (row, col) when only rows and columns count, sorted row by row. Return [] if the
    square is taken or nothing flips. Do not change the board."""
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


# %%
check_straight_flips(straight_flips)

# %% [markdown]
# The three rule functions are built on it, and a computer player that plays by the same
# rules: the first move it finds that flips the most. If your `straight_flips` is not done
# yet, the course's finished one is used.

# %%
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
        raise rules.IllegalMoveError("that move flips nothing along a row or a column")
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

# %% [markdown]
# Now play it: click a square to play black against the variant's greedy player. The hints
# show the variant's legal moves, not the usual ones: the board asked your rules.

# %%
OthelloBoard(Game(6, white=straight_greedy_player, rules=straight))

# %% [markdown]
# The board, the game and the drawing did not change at all: only three functions were
# swapped. That is what "designing for change" means.
#
# ## A rule from the Japanese series: bending discs
#
# The Japanese series this course grew from plans "bending discs" (曲がる駒). The course
# builds it as `variants.bending_flips`, with this rule: a line of the opponent's discs
# starts next to the new disc, as in Othello, and **may turn one corner**: at any one of
# the opponent's discs along it, a quarter turn to the left or to the right, then straight
# on until it ends on one of your discs. Every disc on such a line flips, the corner too.
# A line that does not turn is an ordinary Othello line, so every Othello move is still
# legal.
#
# Here black plays b6. Straight up, the white line b5, b4, b3 ends on an empty square, so in
# Othello nothing flips. But the line may turn right at b3, go on over c3 and end on black's
# d3: four discs flip (ringed in the picture after the move).

# %%
bent = board_from_text("""
    . . . . . .
    . . . . . .
    . ○ ○ ● . .
    . ○ . . . .
    . ○ . . . .
    . . . . . .
""")
print("Othello flips:", rules.flipped_discs(bent, 5, 1, BLACK))
print("Bending flips:", variants.bending_flips(bent, 5, 1, BLACK))

# %%
after = variants.bending_rules().place_move(rules.copy_board(bent), 5, 1, BLACK)
picture(after, last_move=(5, 1), flipped=variants.bending_flips(bent, 5, 1, BLACK), size_px=180)

# %% [markdown]
# The search walks each line as before, and at every opponent's disc it also tries the two
# quarter turns: a walk that carries a little state (have we turned yet?). The rest is the
# same three functions as before, made by `variants.rules_from_flips`, and the computer
# player is the greedy one, counting bending flips. Only the rules changed, in one place.
# `start=` picks the start position too, and New game keeps it:

# %%
play(
    6,
    rules=variants.bending_rules(),
    white=variants.greedy_player_for(variants.bending_flips),
    start=variants.parallel_start,
)

# %% [markdown]
# ## Another rule from the series: half discs
#
# The series also plans a disc that is half black and half white (白黒半分の駒), whose meaning
# depends on whose turn it is. The course's rule for it, `variants.half_disc_flips`:
#
# - a **half disc** ◐ belongs to neither player; during a move it counts as the colour of
#   the player moving, so a line of the opponent's discs that ends on a half disc flips, as
#   if it ended on one of your own discs;
# - a half disc is never flipped, never played on and never changes; at the end of the game
#   it counts for nobody;
# - half discs come only from the start: `variants.half_disc_start` puts four of them
#   diagonally beside the centre, on squares that look the same from every side of the
#   board. A move is still a `(row, col)` pair.
#
# Here black plays c2. Going right, the white disc d2 is followed by the half disc e2, which
# is black's while black moves: d2 flips. In Othello, nothing would.

# %%
halves = board_from_text("""
    . . . . . .
    . ◐ . ○ ◐ .
    . ● ● ● ○ .
    . . ● ○ . ○
    . ◐ . . ◐ .
    . . . . . .
""")
print("Half-disc flips:", variants.half_disc_flips(halves, 1, 2, BLACK))
after = variants.half_disc_rules().place_move(rules.copy_board(halves), 1, 2, BLACK)
picture(after, last_move=(1, 2), flipped=[(1, 3)], size_px=180)

# %% [markdown]
# Adding the rule touched one place: `half_disc_flips` is Othello's walk with one test
# changed, and `variants.rules_from_flips` makes the three rule functions from it, as it did
# for bending discs. Compare the line that ends a walk in the straight-lines variant with
# the one in the half-disc variant:

# %%
for flips in (variants.straight_flips, variants.half_disc_flips):
    source = inspect.getsource(flips).splitlines()
    print(f"{flips.__name__:>16}:", next(line for line in source if "if ray and" in line).strip())

# %% [markdown]
# The new kind of square has its one place too, in `rules`: the name `rules.HALF` and the
# cells a board may hold, which the check of a board, the text, the pictures, the clickable
# board, the console and the score all read. Othello's own rules refuse a half disc, so a
# mistake cannot slip a half disc into an ordinary game:

# %%
try:
    rules.valid_moves_list(variants.half_disc_start(6), BLACK)
except rules.BoardError as error:
    print(variants.board_refusal(error))

# %% [markdown]
# A whole game between two greedy players that count half-disc flips. The half discs are
# still on their squares at the end, and count for nobody:

# %%
greedy_halves = variants.greedy_player_for(variants.half_disc_flips)
game = play_variant_game(
    greedy_halves, greedy_halves, start=variants.half_disc_start(6), rules=variants.half_disc_rules()
)
print(f"{len(game.moves)} moves, then {game.reason}.", format_winner(game.board))
picture(game.board, size_px=180)

# %% [markdown]
# And on the board, against that greedy player (`othello(rules=..., start=...)` plays it in
# the console too):

# %%
play(6, rules=variants.half_disc_rules(), white=greedy_halves, start=variants.half_disc_start)

# %% [markdown]
# ## Ideas for your own Othello
#
# The Japanese series this course grew from plans rule extensions and "make your own
# Othello". Some ideas, from small to big:
#
# - **Another start**: put the four centre discs somewhere else, or start with a random
#   position (seed it, so a game can be replayed).
# - **Holes**: squares nobody may play on, that stop every ray (a third kind of square).
# - **Half discs placed by the players**: in the variant above the half discs come from the
#   start; let a player place one instead of a disc, once a game (a move is then more
#   than a square).
# - **More bends**: lines that may turn twice, or bend only at the edge of the board.
# - **Another way to win**: fewer discs wins ("reverse Othello"), or the first corner wins.
# - **Stronger players**: a learned evaluation, trained on games instead of written by hand,
#   as modern game programs do (lesson 12, learning to play, starts it).
#
# Each idea touches one layer: a start or a way to win changes the referee, holes and new
# discs change the rules (and the drawing, to show them), a new player changes nothing but
# the player.
#
# ## Recap
#
# - Rules, display and players live in separate layers; a layer uses only the ones below.
# - A start position is a board; a referee is a loop; the rules are three functions. Each
#   is a variation point, and a variant changes one of them.
# - `Rules(...)` with your own functions puts your variant on the clickable board, with a
#   computer player that plays by the same rules.
# - Where you stand in this lesson (`progress()` shows the whole course):

# %%
progress(lesson=11)

# %% [markdown]
# ## Further work
#
# 1. Write `reverse_winner(board)`: the side with *fewer* discs wins. Which layer does it
#    belong to? (Hint: the rules of moves do not change; only the end does.)
# 2. Give `play_variant_game` a start of your own: `start=parallel_start(6)`. Does black
#    or white win more often between two greedy players?
# 3. Write the diagonals-only variant: like `straight_flips`, with the other four
#    directions. Play it on the board.
# 4. Pick one idea from the list above and build it, one layer at a time, with a test for
#    each function you write.
#
# Next, in lesson 12, learning to play: the weight table as a few numbers a program learns
# from games, and a fair match between the learned table and the hand-written one.
