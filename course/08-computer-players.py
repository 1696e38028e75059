# %% [markdown]
# # Lesson 8 · Computer players
#
# *About 60 minutes.*
#
# In lesson 7 you wrote players that take corners and avoid giving them away. Here we build
# a whole family of computer players: one that knows what every square is worth, players
# with a personality, and a referee that lets them play matches and tournaments, so that we
# can say, with numbers, which is stronger.
#
# **After this lesson you will be able to**
#
# - score a position with a weight table, on any board size;
# - build a player from a scoring function, and give players a personality;
# - play a person against any computer player, on the board and in the console;
# - run a match and a tournament, read the table and the chart, and say how many games it
#   takes before a result means something.
#
# **Words we use**
#
# | word | meaning |
# |---|---|
# | **weight table** | a number for every square: how much a disc there is worth |
# | **score** | one number saying how good a position looks for one player |
# | **frontier disc** | a disc next to an empty square: the opponent can often flip it back |
# | **personality** | a player's style: what it cares about when it chooses |
# | **seed** | the number a random generator starts from: the same seed gives the same choices |
# | **match** | several games between two players, colours swapped after each game |
# | **round robin** | a tournament where every player plays a match against every other |
# | **forfeit** | losing a game at once, for an illegal move or a crash |
#
# As before, names starting with `rules.` are the course's finished versions, and your
# functions have plain names. To put this lesson back as it was shipped, run
# `othello-course reset 8` in a terminal (your version is kept in a backup first).

# %%
import math
from pathlib import Path

from othello_lesson import BLACK, DIRECTIONS, EMPTY, WHITE, board_from_text, copy_board, rules
from othello_lesson.console import othello
from othello_lesson.evaluation import weight_table, weighted_discs
from othello_lesson.exercises.lesson8 import check_frontier_count, check_weights_player, check_weights_score
from othello_lesson.gamelog import read_log
from othello_lesson.players import (
    PLAYER_LABELS,
    aggressive_player,
    alphabeta_player,
    cautious_player,
    computer_players,
    greedy_player,
    weights_player,
    whimsical_player,
)
from othello_lesson.progress import progress
from othello_lesson.svg import picture
from othello_lesson.tournament import match, refereed_game, round_robin
from othello_lesson.widget import play

# %% [markdown]
# ## Every computer player, by name
#
# A player is still what it was in lesson 6: a function `player(board, colour)` that answers
# a legal move `(row, col)`. The course keeps the players it offers in one list, by name;
# the board's menus and the console game offer exactly these:

# %%
for name, label in PLAYER_LABELS.items():
    print(f"{name:>11}: {label}")

# %% [markdown]
# `computer_players()` turns the names into player functions. Each is a plain function you
# can call on a board:

# %%
players = computer_players(seed=1)
start = rules.initialize_board(6)
{name: players[name](start, BLACK) for name in ["random", "greedy", "first_move", "weights"]}

# %% [markdown]
# ## What is a square worth?
#
# Lesson 7 showed that corners matter more than the number of flips. A **weight table**
# says it with numbers: a big value for corners (they can never be flipped back), a big
# *negative* value for the squares next to a corner (a disc there often hands the corner to
# the opponent), small values elsewhere. `weight_table(size)` makes one for any even size:

# %%
for row in weight_table(6):
    print(" ".join(f"{weight:4}" for weight in row))

# %% [markdown]
# Predict before you run: on 8x8, which squares are worth the least? (Look for -50.)

# %%
for row in weight_table(8):
    print(" ".join(f"{weight:4}" for weight in row))

# %% [markdown]
# The **score** of a position for a player adds the weight of every square holding one of
# its discs, and subtracts the weight of every square holding an opponent disc. On this
# board Black has the corner a1 and the square c1; White has b1 and b2, both next to the
# corner:

# %%
example = board_from_text("""
    ● ○ ● .
    . ○ . .
    . . . .
    . . . .
""")
picture(example, size_px=160)

# %% [markdown]
# On 4x4 the table is smaller: a1 is 100, b1 is -20, c1 is -20 and b2 is -50. So Black's
# score is (100 - 20) - (-20 - 50) = 150, and White's is minus that, -150.
#
# ### Exercise 1: `weights_score`
#
# `weight_table(len(board))` gives the table for the board's own size. Look at every square;
# add its weight when it holds `colour`, subtract it when it holds the opponent's colour.


# %%
def weights_score(board, colour):
    """Return the weights of `colour`'s squares minus the weights of the opponent's squares
    (an int), using weight_table(len(board)). Do not change the board."""
    # BEGIN SOLUTION
    table = weight_table(len(board))
    other = WHITE if colour == BLACK else BLACK
    score = 0
    for row in range(len(board)):
        for col in range(len(board)):
            if board[row][col] == colour:
                score += table[row][col]
            elif board[row][col] == other:
                score -= table[row][col]
    return score
    # END SOLUTION


# %%
check_weights_score(weights_score)

# %% [markdown]
# ## A player built on a score
#
# A score turns into a player at once: try every legal move on a copy of the board, score
# the position after it, and keep the best. That is `weights_player`. It does not just look
# at the square it plays on: the discs a move flips change squares too. Here greedy takes
# the most discs, while weights takes the corner:

# %%
corner_or_many = board_from_text("""
    . ○ ● . . . . .
    . . ○ . . . . .
    . . ○ ● ○ . . .
    . . . ○ ● . . .
    . . . ● ○ . . .
    . . . . . . . .
    . . . . . . . .
    . . . . . . . .
""")
print("greedy: ", rules.square_name(*greedy_player(corner_or_many, BLACK)))
print("weights:", rules.square_name(*weights_player(corner_or_many, BLACK)))
picture(corner_or_many, hints=rules.valid_moves_list(corner_or_many, BLACK), size_px=240)

# %% [markdown]
# ### Exercise 2: `weights_choice`
#
# Write that player yourself. For each legal move, play it on `copy_board(board)` with
# `rules.place_move`, score the result with your `weights_score`, and keep the move whose
# score is highest. Replace the best move only when a move scores *strictly* more, so that
# on a tie the first move in row-major order wins.


# %%
def weights_choice(board, colour):
    """Return the legal move (row, col) of `colour` after which weights_score(board, colour)
    is highest; on a tie, the first such move in row-major order. `colour` always has a
    legal move. Try moves on copies: do not change the board."""
    # BEGIN SOLUTION
    best, best_score = None, None
    for move in rules.valid_moves_list(board, colour):
        after = rules.place_move(copy_board(board), *move, colour)
        score = weights_score(after, colour)
        if best is None or score > best_score:
            best, best_score = move, score
    return best
    # END SOLUTION


# %%
check_weights_player(weights_choice)

# %% [markdown]
# ## Players with a personality
#
# The strongest move is not the only interesting one. A game is more fun against players
# with a style of their own:
#
# - **aggressive** attacks the opponent's freedom: it plays the move that leaves the
#   opponent the fewest replies;
# - **cautious** plays safe: it keeps as few of its discs as it can next to empty squares;
# - **whimsical** is unpredictable: it picks at random among the three best moves by the
#   weight table, with its own seeded generator, so the same seed gives the same game.
#
# Here each of them answers on the same position:

# %%
middle = rules.initialize_board(6)
opening = [(2, 1), (3, 1), (4, 4), (1, 1), (3, 0), (5, 5)]  # Black, White, Black, ...
for move, colour in zip(opening, [BLACK, WHITE] * 3, strict=True):
    rules.place_move(middle, *move, colour)
choices = {
    "greedy": greedy_player(middle, BLACK),
    "weights": weights_player(middle, BLACK),
    "aggressive": aggressive_player(middle, BLACK),
    "cautious": cautious_player(middle, BLACK),
    "whimsical (seed 1)": whimsical_player(seed=1)(middle, BLACK),
}
for name, move in choices.items():
    print(f"{name:>18}: {rules.square_name(*move)}")
picture(middle, hints=rules.valid_moves_list(middle, BLACK), size_px=200)

# %% [markdown]
# A **frontier disc** is one that touches an empty square, in any of the eight directions.
# The cautious player counts them after each move and keeps the count low: such discs give
# the opponent places to play and are easy to flip back. In this picture only one black
# disc, b3, touches an empty square: a1, b1 and a2 are walled in. All four white discs
# touch one:

# %%
frontier_example = board_from_text("""
    ● ● ○ .
    ● ○ ○ .
    ○ ● . .
    . . . .
""")
picture(frontier_example, size_px=160)

# %% [markdown]
# ### Exercise 3: `frontier_count`
#
# Count each disc of `colour` once if at least one of its eight neighbours (use
# `DIRECTIONS`, from the rules) is on the board and empty. Careful: count discs, not empty
# squares, so a disc touching three empty squares still counts one.


# %%
def frontier_count(board, colour):
    """Return how many of `colour`'s discs touch at least one empty square (an int).
    Do not change the board."""
    # BEGIN SOLUTION
    size = len(board)
    count = 0
    for row in range(size):
        for col in range(size):
            if board[row][col] != colour:
                continue
            for dr, dc in DIRECTIONS:
                r, c = row + dr, col + dc
                if 0 <= r < size and 0 <= c < size and board[r][c] == EMPTY:
                    count += 1
                    break
    return count
    # END SOLUTION


# %%
check_frontier_count(frontier_count)

# %% [markdown]
# ## You against the computer
#
# Every player in the list can play you on the board: choose it in the menu under the
# board, or name it. Try the aggressive one:

# %%
play(6, white="aggressive")

# %% [markdown]
# In a terminal, `othello --white greedy` plays you against greedy at the keyboard (or
# `--black weights`: any name from the list). After each of its moves the computer says
# where it played and which discs it flipped. `--forfeit` plays the rule of some old
# programs: an illegal move loses the game at once. Here the same game runs with typed
# answers written in advance (Black's first answer is illegal):

# %%
answers = iter(["0 0", "1 2"])
othello(4, white="greedy", forfeit=True, input=lambda prompt: next(answers))

# %% [markdown]
# ## A referee that never crashes
#
# To compare players we let them play many games. A game between computer players needs a
# referee, and the referee must survive players with bugs: a player that raises an error,
# answers something that is not a move, or plays an illegal move loses that game at once,
# and the result says why.


# %%
def buggy_player(board, colour):
    """Plays well, then divides by zero once the board is half full."""
    if sum(row.count(EMPTY) for row in board) < len(board) ** 2 // 2:
        return 1 / 0
    return greedy_player(board, colour)


result = refereed_game(buggy_player, weights_player, size=6)
print(result.winner == WHITE, "-", result.forfeit)

# %% [markdown]
# ## A match
#
# `match(a, b, games=...)` plays several games. Colours swap after each game (Black moves
# first, which may help), and each pair of games starts from its own short random opening:
# otherwise two players that always answer the same way would play the very same game
# again and again. The same `seed` gives the same games.

# %%
match("weights", "greedy", games=10, size=6, seed=1)

# %% [markdown]
# The **margin** is the winner's discs minus the loser's at the end, averaged over the
# games. Squares still empty when a game ends count for nobody, in this lesson and in
# every lesson of the course (lesson 6 counted them that way). Official Othello
# tournaments count differently: there the empty squares go to the winner, so a game won
# 30 to 20 with 14 squares empty is scored 44 to 20. Keep that in mind if you compare our
# margins with a tournament's. A forfeited game is the one place where our referee gives
# the winner the whole board: every square counts for the player who did not forfeit.
#
# ## A games log
#
# The Chinese program this course learned from keeps a **games log**: one line of a CSV
# file for every finished game, which a spreadsheet opens. `match(..., log=path)` appends
# each game it plays to such a file, and `read_log(path)` reads the games back. The cell
# starts a new log each time it runs, so running it twice still shows ten games.

# %%
log = Path("lesson8-games.csv")
log.unlink(missing_ok=True)  # a new log every time this cell runs
match("weights", "greedy", games=10, size=6, seed=1, log=log)
games = read_log(log)
for game in games[:4]:
    score = f"{game.black_discs:2}-{game.white_discs:<2}"
    print(f"{game.black:>7} vs {game.white:<7} {score} {game.result:5}  {game.moves[:16]}...")
print(len(games), "games in", log)

# %% [markdown]
# Each row also holds when the game started and how long it took (not printed here: they
# change at every run). Open `lesson8-games.csv` from the file browser to see them all.
#
# ## How many games are enough?
#
# A match is a little like tossing a coin: even between two equally strong players, one of
# them will win more games, by chance. So before we say "weights is stronger than greedy",
# we ask: *if they were equally strong*, how likely would a result this good be? That is
# the chance of at least `wins` heads in `games` tosses of a fair coin (we leave draws out):


# %%
def chance_of_at_least(wins, games):
    """The chance that a fair coin gives at least `wins` heads in `games` tosses."""
    return sum(math.comb(games, heads) for heads in range(wins, games + 1)) / 2**games


print(f"6 wins of 10:   {chance_of_at_least(6, 10):.0%}")
print(f"60 wins of 100: {chance_of_at_least(60, 100):.1%}")

# %% [markdown]
# Six wins of ten happens by luck more than a third of the time: it means nothing. Sixty
# of a hundred happens by luck only about 3 times in 100. We call a result clear when
# luck would explain it less than 1 time in 100. Close players need many games; a big
# difference shows after a few.
#
# ## The ladder
#
# Here is the ladder of this course's players, each against the one below it, on 6x6:
# greedy against random, weights against greedy, and alpha-beta (next lesson: it looks
# three moves ahead, and scores with the weight table) against weights. Greedy is only a
# little better than random (it wins about 6 games in 10), so that match gets 400 games;
# weights wins about 7 in 10 against greedy and gets 100; alpha-beta wins about 9 in 10
# against weights, and 30 games are enough to show it.

# %%
ladder = [
    ("greedy", "random", 400),
    ("weights", "greedy", 100),
    (alphabeta_player(3, weighted_discs), "weights", 30),
]
for stronger, weaker, games in ladder:
    result = match(stronger, weaker, games=games, size=6, seed=8)
    decided = result.wins + result.losses
    luck = chance_of_at_least(result.wins, decided)
    name = stronger if isinstance(stronger, str) else "alphabeta(3)"
    chance = f"{luck:.2%}" if luck >= 0.0001 else "under 0.01%"
    print(
        f"{name:>12} vs {weaker:<7} {games:3} games: {result.wins:3} won, {result.draws} drawn, "
        f"{result.losses:3} lost; by luck alone: {chance}"
    )

# %% [markdown]
# Each rung is clear: none of these results would come from luck even once in a hundred
# times. That is not the luck of one seed: we played the same ladder with every seed from
# 1 to 100, and all three rungs came out clear with each of them. With fewer games it is
# a gamble: with 120, 30 and 12 games, all three rungs were clear for only 23 seeds of
# the 100. Try `seed=1`, `2`, `3` in the cell above, with these numbers and with smaller
# ones.
#
# ## A tournament
#
# A **round robin** plays a match between every pair of players. Here the players with a
# style meet the weight-table player, 6 games a pair on 6x6. The table shows each player's
# totals (best first) and every pair's wins-draws-losses. While it runs, a bar above the
# table counts the games played (it goes away when the table is ready).

# %%
table = round_robin(["weights", "greedy", "aggressive", "cautious", "whimsical"], games=6, size=6, seed=3)
table

# %% [markdown]
# The same results as a chart: green for wins, grey for draws, red for losses.

# %%
table.chart()

# %% [markdown]
# Six games a pair is not many: by the coin test above, only the biggest differences in
# this table are clear. Run it with more games (and some patience) to be sure.
#
# ## Recap
#
# - A weight table scores a position: corners are worth most, the squares next to them
#   least. `weight_table(size)` makes one for any even size.
# - A player can be built from any score: try each move on a copy, keep the best.
# - Personalities (aggressive, cautious, whimsical) choose by other measures; a seeded
#   random choice keeps a game repeatable.
# - A referee turns a crash or an illegal move into a lost game; a match swaps colours
#   and varies openings; a round robin gives a table and a chart.
# - A result means something only when luck would rarely explain it: count the games.
# - Where you stand in this lesson (`progress()` shows the whole course):

# %%
progress(lesson=8)

# %% [markdown]
# ## Further work
#
# 1. Change one number of the weight table (say, make the edges worth 20) and let the new
#    player play 40 games against `weights_player`. *Hint:* copy `weights_choice` and
#    use your own table in its score.
# 2. Write a player that combines two scores: weights, plus 5 points for every move the
#    opponent will *not* have. *Hint:* `len(rules.valid_moves_list(after, other))`.
# 3. Play `othello --white whimsical --seed 1` twice in a terminal, making the same moves.
#    Does the computer answer the same way? Now try `--seed 2`.
# 4. How many games does greedy need against random on 8x8 before the result is clear?
#    *Hint:* start with 20 and double until `chance_of_at_least` is below 1%.
#
# Next, in lesson 9, thinking ahead: players that look several moves ahead (minimax and
# alpha-beta), and solving small games exactly.
