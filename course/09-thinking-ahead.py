# %% [markdown]
# # Lesson 9 · Thinking ahead
#
# *About 75 minutes.*
#
# The players of lesson 8 look at one move only. A good player asks more: "if I play here,
# what will my opponent answer, and what can I do then?" This lesson teaches a computer to
# look ahead, first by trying everything (minimax), then by skipping what cannot matter
# (alpha-beta), and finally to play the end of a game perfectly.
#
# **After this lesson you will be able to**
#
# - score a position from either player's side, and say why the side matters;
# - write minimax in its short form (negamax), with passes and the end of the game;
# - write alpha-beta, and count how many positions it saves;
# - solve small games exactly, and find the winning move of an endgame puzzle.
#
# **Words we use**
#
# | word | meaning |
# |---|---|
# | **evaluation** | a function `evaluate(board, colour)` scoring a position for `colour` |
# | **game tree** | the start position, every move from it, every answer to those, and so on |
# | **depth** | how many moves ahead a search looks |
# | **minimax** | assume each side picks its best move; the value of a position is what that gives |
# | **negamax** | minimax written once for both sides: my value is minus my opponent's |
# | **alpha-beta** | minimax that skips lines the opponent would never allow (a **cut-off**) |
# | **principal line** | the moves both sides play when both play perfectly |
# | **endgame** | the last moves of a game, few enough to try every one to the end |
#
# To put this lesson back as it was shipped, run `othello-course reset 9` in a terminal
# (your version is kept in a backup first).

# %%
import math

from othello_lesson import BLACK, WHITE, board_from_text, copy_board, rules, search
from othello_lesson.endgame import Ideas, solve_endgame
from othello_lesson.evaluation import disc_difference, mobility, weighted_discs
from othello_lesson.exercises.lesson9 import check_alphabeta, check_exact_score, check_negamax
from othello_lesson.game import Game
from othello_lesson.players import alphabeta_player, greedy_player, perfect_player
from othello_lesson.progress import progress
from othello_lesson.search import NodeCount, final_value, move_values, solve
from othello_lesson.svg import picture
from othello_lesson.teacher.class_tournament import entrant
from othello_lesson.teacher.entrants import write_entry
from othello_lesson.tournament import match, refereed_game
from othello_lesson.widget import OthelloBoard, play

# %% [markdown]
# ## Scoring a position, from one side
#
# An **evaluation** says how good a position looks, without looking ahead. You know one
# already: the weight table of lesson 8 (`weighted_discs`). Two more: `disc_difference`
# (my discs minus yours) and `mobility` (my legal moves minus yours). Each scores from the
# side of the player it is given, so the two sides always get opposite numbers:

# %%
position = rules.initialize_board(6)
rules.place_move(position, 1, 2, BLACK)
rules.place_move(position, 1, 1, WHITE)
for evaluate in (disc_difference, weighted_discs, mobility):
    print(
        f"{evaluate.__name__:>16}: Black {evaluate(position, BLACK):4}, White {evaluate(position, WHITE):4}"
    )
picture(position, size_px=200)

# %% [markdown]
# ## The game tree
#
# From the 4x4 start Black has 4 moves; after each, White has 3 answers; and so on. All
# those positions together form the **game tree**. `NodeCount` counts the positions a
# search visits: looking two moves ahead from the start visits 1 + 4 + 4 × 3 = 17.

# %%
for depth in range(1, 6):
    count = NodeCount()
    search.minimax(rules.initialize_board(4), BLACK, depth, disc_difference, counter=count)
    print(f"depth {depth}: {count.nodes:5} positions")

# %% [markdown]
# ## Minimax, and its short form
#
# Suppose it is my move, and I look one move ahead: I try each move and keep the one whose
# position scores best *for me*. Two moves ahead, I must think of my opponent's answer, and
# my opponent will pick what is best *for them*, which is worst for me. So:
#
# - the value of a position for the player to move is the **best**, over its moves, of the
#   value of the move;
# - the value of a move is **minus** the value of the position after it, for the opponent
#   (what is +5 for them is -5 for me).
#
# That is the whole of minimax, written once for both sides; it is called **negamax**. At
# depth 0 we stop and evaluate the position for the player to move there. Here it is on the
# start of 4x4, more and more moves ahead:

# %%
start = rules.initialize_board(4)
[search.minimax(start, BLACK, depth, disc_difference) for depth in range(0, 6)]

# %% [markdown]
# Looking one move ahead Black sees +3 (4 discs to 1); two moves ahead it sees White's best
# answer, and the value drops to 0.
#
# ## Passes and the end of the game
#
# Two more cases, and the search is complete:
#
# - **a pass**: when the player to move has no move but the opponent has, the player
#   passes. The value is minus the opponent's value *of the same board*, and a pass is not
#   a move: it uses up no depth.
# - **the end**: when neither can move, the game is over, whatever the depth. The score is
#   exact now, so it must count more than any guess: `final_value(board, colour)` is the
#   disc difference times 10 000.
#
# Here Black cannot move, White can: Black passes. Black's value, one move ahead, is minus
# White's value of the same board, one move ahead:

# %%
black_passes = board_from_text("""
    ○ ○ ○ .
    ● ● ● .
    . . . .
    . . . .
""")
print("Black's moves:", rules.valid_moves_list(black_passes, BLACK))
print("White's moves:", rules.valid_moves_list(black_passes, WHITE))
print(
    search.minimax(black_passes, BLACK, 1, disc_difference),
    -search.minimax(black_passes, WHITE, 1, disc_difference),
)
picture(black_passes, size_px=160)

# %% [markdown]
# ### Exercise 1: `negamax`
#
# Write the search, in this order:
#
# 1. if neither player has a legal move, return `final_value(board, colour)`;
# 2. if `depth == 0`, return `evaluate(board, colour)`;
# 3. if `colour` has no move, return minus `negamax` of the same board for the opponent,
#    same depth;
# 4. otherwise return the best, over the moves, of minus `negamax` of the board after the
#    move (played on a copy), for the opponent, with `depth - 1`.


# %%
def negamax(board, colour, depth, evaluate):
    """Return the value (a number) of the position for `colour`, who is to move, looking
    `depth` moves ahead and scoring with evaluate(board, colour). Do not change the board."""
    # BEGIN SOLUTION
    other = WHITE if colour == BLACK else BLACK
    moves = rules.valid_moves_list(board, colour)
    if not moves and not rules.valid_moves_list(board, other):
        return final_value(board, colour)
    if depth == 0:
        return evaluate(board, colour)
    if not moves:
        return -negamax(board, other, depth, evaluate)
    best = -math.inf
    for move in moves:
        after = rules.place_move(copy_board(board), *move, colour)
        best = max(best, -negamax(after, other, depth - 1, evaluate))
    return best
    # END SOLUTION


# %%
check_negamax(negamax)

# %% [markdown]
# ## Alpha-beta: skipping what cannot matter
#
# Minimax looks at everything, and everything grows fast: about ten times more positions
# for each extra move on 8x8. But much of it cannot change the answer. Say my first move
# is worth 2 for me. I try my second move, and the first answer of the opponent I look at
# already leaves me -5. I need not look at the opponent's other answers: they can only make
# this move worse for me, and I already have a move worth 2. That is a **cut-off**.
#
# Alpha-beta carries two numbers down the tree: `alpha`, what the player to move is
# already sure of, and `beta`, what the opponent is already sure of (seen from the player
# to move). When a move reaches `alpha >= beta`, the opponent would never let the game come
# here, so the remaining moves are skipped. For the opponent the roles swap, and the
# signs too: we call it with `-beta, -alpha`.
#
# The value is exactly minimax's; only the work changes. Here both search the same 8x8
# position three moves ahead; with `order=True` alpha-beta first tries the moves that look
# best, so cut-offs come sooner:

# %%
middle = rules.initialize_board(8)
for move, colour in zip([(2, 3), (2, 2), (3, 2), (2, 4), (1, 5), (4, 2)], [BLACK, WHITE] * 3, strict=True):
    rules.place_move(middle, *move, colour)
searches = {
    "minimax": lambda counter: search.minimax(middle, BLACK, 3, weighted_discs, counter=counter),
    "alpha-beta": lambda counter: search.alphabeta(middle, BLACK, 3, weighted_discs, counter=counter),
    "alpha-beta, best first": lambda counter: search.alphabeta(
        middle, BLACK, 3, weighted_discs, order=True, counter=counter
    ),
}
for name, run in searches.items():
    count = NodeCount()
    value = run(count)
    print(f"{name:>22}: value {value:4}, {count.nodes:5} positions")

# %% [markdown]
# ### Exercise 2: `alphabeta`
#
# Start from your `negamax` and add the window:
#
# - the pass: minus `alphabeta` for the opponent, same board, same depth, window
#   `-beta, -alpha`;
# - the loop: for each move, `value` is minus `alphabeta` of the board after it, depth - 1,
#   window `-beta, -alpha`. Keep the best value, raise `alpha` to it, and stop the loop as
#   soon as `alpha >= beta`. Return the best value.
#
# The check calls it as `alphabeta(board, colour, depth, evaluate, -math.inf, math.inf)`,
# and counts how many times it calls `evaluate`: it must find minimax's value, never score
# more positions than minimax, and fewer wherever a cut-off is possible.


# %%
def alphabeta(board, colour, depth, evaluate, alpha, beta):
    """Return minimax's value of the position for `colour` (to move), `depth` moves ahead,
    skipping every move once alpha >= beta. Do not change the board."""
    # BEGIN SOLUTION
    other = WHITE if colour == BLACK else BLACK
    moves = rules.valid_moves_list(board, colour)
    if not moves and not rules.valid_moves_list(board, other):
        return final_value(board, colour)
    if depth == 0:
        return evaluate(board, colour)
    if not moves:
        return -alphabeta(board, other, depth, evaluate, -beta, -alpha)
    best = -math.inf
    for move in moves:
        after = rules.place_move(copy_board(board), *move, colour)
        value = -alphabeta(after, other, depth - 1, evaluate, -beta, -alpha)
        best = max(best, value)
        alpha = max(alpha, value)
        if alpha >= beta:
            break
    return best
    # END SOLUTION


# %%
check_alphabeta(alphabeta)

# %% [markdown]
# ## What does the computer think of each move?
#
# `move_values` gives every legal move its value, as a search sees it. Here is what
# alpha-beta, three moves ahead with the weight table, thinks of Black's moves in the 8x8
# position above: the move with the highest value is the one it plays.

# %%
values = move_values(middle, BLACK, 3, weighted_discs)
for move, value in sorted(values.items(), key=lambda item: -item[1]):
    print(f"{rules.square_name(*move)}: {value:5}")
picture(middle, hints=list(values), size_px=240)

# %% [markdown]
# The board can show the same for you while you play: with `analysis="alphabeta"`, under
# the board a line lists what alpha-beta thinks of each of your legal moves (and each legal
# square says its value when you point at it). Play against alpha-beta and compare your
# choices with its values:

# %%
play(6, white="alphabeta", analysis="alphabeta")

# %% [markdown]
# ## Solving a game exactly
#
# At the end of a game there are few empty squares, and the search can go all the way to
# the end: no evaluation, no guess, just the final score. `solve(board, colour)` does that
# and returns the **exact** final disc difference for `colour` with perfect play on both
# sides (empty squares count for nobody), and a move that gets it. The whole 4x4 game is
# small enough to solve from the very start:

# %%
print(solve(rules.initialize_board(4), BLACK))

# %% [markdown]
# With perfect play White wins 4x4, by eight discs. Which moves get there? Solve, play the
# best move, and solve again: that is the **principal line**.

# %%
game = Game(4)
line = []
while not game.is_over:
    best = solve(game.board, game.to_move).move
    line.append(rules.square_name(*best))
    game.play(*best)
print(" ".join(line))
print(game.result_text)
picture(game, size_px=200)

# %% [markdown]
# ### Exercise 3: `exact_score`
#
# Write the solver in its simplest form: a negamax with no depth and no evaluation.
#
# - if neither player can move, return `disc_difference(board, colour)`;
# - if `colour` cannot move, return minus `exact_score` of the same board for the opponent;
# - otherwise the best, over the moves, of minus `exact_score` after the move.
#
# It tries every line to the end, so the check only gives it endgames with few empty squares.


# %%
def exact_score(board, colour):
    """Return `colour`'s discs minus the opponent's at the end of the game (an int), when
    both play perfectly from here; `colour` is to move. Do not change the board."""
    # BEGIN SOLUTION
    other = WHITE if colour == BLACK else BLACK
    moves = rules.valid_moves_list(board, colour)
    if not moves:
        if not rules.valid_moves_list(board, other):
            return disc_difference(board, colour)
        return -exact_score(board, other)
    best = -math.inf
    for move in moves:
        after = rules.place_move(copy_board(board), *move, colour)
        best = max(best, -exact_score(after, other))
    return best
    # END SOLUTION


# %%
check_exact_score(exact_score)

# %% [markdown]
# ## Endgame puzzles
#
# Black to move in each of these: the first has 10 empty squares, the second 14. How much
# can Black win by, and with which move? Think first, then run the cell under each picture.
# The cells solve them with `solve_endgame`, which finds `solve`'s exact scores with the
# ideas of the programs that solve endgames (the optional section at the end shows them).

# %%
puzzle_one = board_from_text("""
    . . ● ● ● ● . ●
    ● . ○ ○ ● . ● .
    ● ○ ○ ● ● ○ ○ ○
    ● ○ ● ● ● ○ ○ ●
    ● ○ ○ ○ ● ○ ○ .
    ● ○ ● ○ ○ ● . ○
    ● ○ ○ ○ ● ● ● .
    ● ○ ○ ● ● ● ● .
""")
picture(puzzle_one, hints=rules.valid_moves_list(puzzle_one, BLACK), size_px=240)

# %%
count = NodeCount()
answer = solve_endgame(puzzle_one, BLACK, counter=count)
print(f"Black plays {rules.square_name(*answer.move)} and wins by {answer.score}")
print(f"({count.nodes:,} positions tried)")

# %%
puzzle_two = board_from_text("""
    ● . . ● . .
    ● ● ● . . ○
    ● ○ ○ ● ● ○
    ● ● ○ ● . ○
    ● . ● ● ● .
    . . ● . . .
""")
picture(puzzle_two, hints=rules.valid_moves_list(puzzle_two, BLACK), size_px=240)

# %%
count = NodeCount()
answer = solve_endgame(puzzle_two, BLACK, counter=count)
print(f"Black plays {rules.square_name(*answer.move)} and wins by {answer.score}")
print(f"({count.nodes:,} positions tried)")

# %% [markdown]
# Now try the second one yourself, against `perfect_player`, which plays perfectly once at
# most 14 squares are empty. Can you get the whole win? (Undo takes a move back.)

# %%
OthelloBoard(Game(board=puzzle_two, white=perfect_player(endgame=14)))

# %% [markdown]
# ## Your player in the class tournament
#
# Your `alphabeta` can choose moves: a player tries each legal move and keeps the one whose
# value, seen from its own side, is highest. Here is such a player, three moves deep (its
# own move, then two more) with the weight table:


# %%
def my_player(board, colour):
    """Play the move that alphabeta, two moves further on with the weight table, rates best."""
    other = WHITE if colour == BLACK else BLACK

    def value(move):
        after = rules.place_move(copy_board(board), *move, colour)
        return -alphabeta(after, other, 2, weighted_discs, -math.inf, math.inf)

    return max(rules.valid_moves_list(board, colour), key=value)


# %% [markdown]
# A class tournament (your teacher runs `othello-course tournament`) plays every student's
# player against every other. Each player is handed in as one `.py` file that defines
# `player(board, colour)`. `write_entry` writes that file for you: your player, every
# function of this notebook it calls (here your `alphabeta`), and an import for each name it
# takes from the course. Change `"my_entry.py"` to your own name before you hand it in: the
# file's name is your player's name in the table.

# %%
entry = write_entry(my_player, "my_entry.py")
print(entry.read_text())

# %% [markdown]
# The tournament runs each entry on its own, in a process of its own, with a time limit for
# each move: a player that crashes, runs too long or answers an illegal move loses that game.
# Try your file the way the tournament will, against greedy (if your `alphabeta` is not done
# yet, the game is lost at once, and the sentence says why):

# %%
with entrant(entry) as yours:
    result = refereed_game(yours, greedy_player, size=6)
print(f"winner {result.winner}, {result.black}-{result.white}", result.forfeit)

# %% [markdown]
# ## Recap
#
# - An evaluation scores a position for one side; the other side's score is its opposite.
# - Negamax: the value for the player to move is the best of minus the opponent's values.
#   A pass uses no depth; a finished game gets its exact score, which beats any guess.
# - Alpha-beta finds the same value with far fewer positions, more so when the best moves
#   are tried first.
# - Near the end, a search can go to the end: `solve` gives the exact result and the
#   principal line.
# - `write_entry` turns your player into one file for the class tournament, which runs it
#   on its own and lets it lose a game, never crash the tournament.
# - Where you stand in this lesson (`progress()` shows the whole course):

# %%
progress(lesson=9)

# %% [markdown]
# ## Further work
#
# 1. Let `alphabeta_player(2, mobility)` play 20 games against `alphabeta_player(2,
#    weighted_discs)` with `match` (lesson 8). Which evaluation is better? *Hint:* pass the
#    players themselves to `match`.
# 2. Count the positions alpha-beta visits with `order=True` and without, at depth 4 on
#    your own 8x8 position. How much does ordering save?
# 3. Make an evaluation that adds the weight table and 10 times the mobility, and test it
#    against weights alone. *Hint:* `def mixed(board, colour): return ...`.
# 4. The 6x6 game has been solved too (White wins by 4). Why is it out of reach for
#    `solve` in a notebook? *Hint:* count the empty squares at the start.

# %% [markdown]
# ## Optional: how engines solve endgames sooner
#
# The programs that solve endgames for a living find the same exact scores as `solve`, but
# look at far fewer positions. `solve_endgame` does what they do, in plain Python. The idea
# that saves the most is easy to say: **fastest first**. At every position, try first the
# move that leaves the opponent the fewest replies. A position with few replies has a small
# tree under it, and a move that leaves the opponent little choice is often a good one, so
# the cut-offs come sooner. Here are Black's moves in the second puzzle, with White's
# replies after each:

# %%
for move in rules.valid_moves_list(puzzle_two, BLACK):
    after = rules.place_move(copy_board(puzzle_two), *move, BLACK)
    replies = len(rules.valid_moves_list(after, WHITE))
    print(f"{rules.square_name(*move)}: White has {replies} replies")

# %% [markdown]
# Fastest first would try those moves from the fewest replies up, and the same at every
# position under them. Count the positions the puzzle takes with the squares tried in the
# weight table's order and with fastest first (every other idea on in both):

# %%
for words, ideas in [("weight table's order", Ideas(fastest_first=False)), ("fastest first", Ideas())]:
    count = NodeCount()
    answer = solve_endgame(puzzle_two, BLACK, ideas=ideas, counter=count)
    print(f"{words:>20}: Black wins by {answer.score}, {count.nodes:>6,} positions")

# %% [markdown]
# The other ideas, each a switch of `Ideas`:
#
# - **a transposition table** (`table`): the same position is often reached by moves in
#   another order; the table remembers what was found about it, and its best move;
# - **null windows** (`null_window`): after the first move, each other move is only asked
#   "are you better?", with `alpha` and `beta` one apart, which cuts far more; only a move
#   that is better is searched again for its value;
# - **parity** (`parity`): near the end, play first in a quarter of the board with an odd
#   number of empty squares, so as to have the last move there;
# - **stability** (`stability`): discs that can never be flipped bound the score, and a
#   position whose bound cannot beat what is already sure elsewhere is skipped;
# - **the last empty squares** (`last_empties`): with four or fewer left, code of their
#   own, without lists.
#
# Switch each off in turn, on the second puzzle:

# %%
for name in ["table", "null_window", "parity", "stability", "last_empties"]:
    count = NodeCount()
    answer = solve_endgame(puzzle_two, BLACK, ideas=Ideas(**{name: False}), counter=count)
    print(f"without {name:<13} Black wins by {answer.score}, {count.nodes:>6,} positions")

# %% [markdown]
# Not every idea pays on every position: on this small puzzle, null windows search some
# moves twice, and parity matters more with more empty squares. On the classic test of
# endgame solvers, the FFO positions #40 to #44 (20 to 23 empty squares, on 8x8),
# `benchmarks/ffo_benchmark.py` measures them all, beside `solve`'s way.
#
# Next, in lesson 10, five ways to store a board: the same rules on other data structures,
# and a race between them.
