# %% [markdown]
# # Lesson 0 · Welcome
#
# This course teaches you to program in Python by building the board game **Othello**, one
# small piece at a time. By the end you will have written the rules yourself, played them on
# a board you can click, and built computer players that think ahead.
#
# *About 30 minutes.*
#
# **After this lesson you will be able to**
#
# - run, edit and check the cells of a notebook, and put a lesson back as it was;
# - play Othello: say which moves are allowed, which discs a move flips, and who wins;
# - write three small functions about the rules, and check them.
#
# **Words we use**
#
# | word | meaning |
# |---|---|
# | **notebook** | a page of text and code, like this one, that you read and run in JupyterLab |
# | **cell** | one box of the notebook: either text (like this one) or code |
# | **run** | let Python carry out a code cell: click it and press Shift+Enter |
# | **disc** | a playing piece: black on one side, white on the other |
# | **move** | putting one disc of your colour on an empty square |
# | **flip** | turning an opponent's disc over, so that it becomes yours |
# | **check** | a cell that tests a function you wrote, and says if it is right |

# %% [markdown]
# ## How notebooks work
#
# Click on the code cell below and press **Shift+Enter**. Python runs it and moves on to the
# next cell. This first cell brings in the tools the lesson needs, with `import`; every
# lesson starts with a cell like it.

# %%
from othello_lesson import BLACK, DRAW, EMPTY, WHITE, rules
from othello_lesson.exercises.lesson0 import check_discs_after_move, check_flips_along, check_who_is_winning
from othello_lesson.players import first_move_player, greedy_player, play_game
from othello_lesson.progress import progress
from othello_lesson.svg import picture
from othello_lesson.widget import play

# %% [markdown]
# A cell shows the value of its last line underneath. Run this one:

# %%
"othello".upper()

# %% [markdown]
# A few things to know:
#
# - **Run the cells from top to bottom.** A cell can use what an earlier cell made, so run
#   those first. If something looks odd, choose *Run → Run All Cells* in the menu.
# - **Edit freely.** Change the word in the cell above to another one, and run it again.
#   Nothing breaks: you can always run it again.
# - **Exercises.** An exercise is one cell with a function for you to finish, where it says
#   `# YOUR CODE HERE`; take out the `raise NotImplementedError(...)` line there and write
#   your code. Run your cell, then run the **check** cell right under it. A check answers:
#   - `✔ ... is correct`, after trying your function on many cases;
#   - `✘ ... is not right yet`, with the smallest case where your function goes wrong, what
#     it returned, what was expected, and a hint;
#   - `… is not done yet`, when you have not written it yet.
# - **The lesson goes on without you.** The cells after an exercise never use your function,
#   so you can skip an exercise and come back to it later.
# - **Your own copy.** The command `othello-course`, typed in a terminal, copies the whole
#   course into a folder of your own (`othello-course` in your home folder) and opens
#   JupyterLab there. Work in that copy.
# - **Starting a lesson again.** To put a lesson back as it was shipped, type
#   `othello-course reset 0` in a terminal (with the lesson's number), then reopen the
#   notebook. Your version is kept in the folder `.backups` first, so nothing is lost.
#   With no terminal (the course's web site, where your work is saved in this browser only),
#   close the lesson and run `from othello_lesson.course import reset_lesson; reset_lesson(0, ".")`
#   in a cell of another notebook; the same call works in JupyterLab on your computer too.
#
# The tools we brought in: `rules` holds the finished rules of Othello, which come with the
# course (you will write your own versions of them, lesson by lesson); `picture` draws a
# board; `play` makes a board you can click. `BLACK`, `WHITE` and `EMPTY` are what a square
# can hold: a black disc, a white disc, or nothing (a space). `repr` shows a value the way
# you would type it, quotes included, so that even the space can be seen:

# %%
print(repr(BLACK), repr(WHITE), repr(EMPTY))

# %% [markdown]
# ## The board
#
# Othello is played by two players, **Black** and **White**, on a board of 8 x 8 squares.
# Each player has discs of their own colour. The game starts with four discs in the middle:
# two white ones on one diagonal, two black ones on the other.

# %%
start = rules.initialize_board(8)
picture(start, size_px=280)

# %% [markdown]
# The letters and numbers around the edge name the squares, like on a map: the square in
# column **d** and row **3** is called **d3**. Black moves first.
#
# Smaller boards, 4 x 4 and 6 x 6, follow exactly the same rules and make good examples,
# because a whole game fits on a few lines. Here is the start of a 4 x 4 game:

# %%
picture(rules.initialize_board(4), size_px=160)

# %% [markdown]
# ## A move
#
# On your turn you put one disc of your colour on an empty square, so that it **sandwiches**
# a straight line of your opponent's discs between the new disc and one of your own discs
# already on the board. Every disc in that line is **flipped**: it becomes yours.
#
# A move must flip at least one disc. The small dots show the four squares where Black may
# play at the start:

# %%
picture(start, hints=rules.valid_moves_list(start, BLACK), size_px=280)

# %% [markdown]
# Say Black plays d3 (row 2, column 3, counting from 0 as Python does). The white disc on d4
# is now between the new black disc on d3 and the black disc on d5, so it flips. The red dot
# marks the new disc, the dashed ring the flipped one:

# %%
after = rules.place_move(rules.initialize_board(8), 2, 3, BLACK)
picture(after, last_move=(2, 3), flipped=[(3, 3)], size_px=280)

# %% [markdown]
# Black now has 4 discs and White 1. Then it is White's turn, and so on.
#
# ## Lines in eight directions
#
# A line can run across, up and down, or diagonally: eight directions from the new disc.
# One move can flip several lines at once. In this 6 x 6 position Black plays c3, marked
# with a dot:

# %%
crowded = rules.board_from_text("""
    ● . ● . . .
    . ○ ○ . . .
    ● ○ . ○ ○ ●
    . ○ ○ ○ . .
    ● . . . ● .
    . . . . . .
""")
picture(crowded, hints=[(2, 2)], size_px=240)

# %% [markdown]
# Walk from c3 in each direction and count the white discs before the first square that is
# not white:
#
# - up-left: b2, then a black disc on a1: **1 flips**;
# - up: c2, then a black disc on c1: **1 flips**;
# - left: b3, then a black disc on a3: **1 flips**;
# - right: d3, e3, then a black disc on f3: **2 flip**;
# - down: c4, then an empty square: nothing closes the line, **no flip**;
# - down-right: d4, then a black disc on e5: **1 flips**;
# - down-left: b4, then a black disc on a5: **1 flips**;
# - up-right: d2 is empty: **no flip**.
#
# That is 7 discs. The finished rules agree, and list the squares as `(row, col)` pairs:

# %%
len(rules.flipped_discs(crowded, 2, 2, BLACK))

# %%
picture(
    rules.place_move(rules.copy_board(crowded), 2, 2, BLACK),
    last_move=(2, 2),
    flipped=rules.flipped_discs(crowded, 2, 2, BLACK),
    size_px=240,
)

# %% [markdown]
# ## Moves that are not allowed
#
# A square that already holds a disc cannot be played, and neither can a square that
# sandwiches nothing. The finished rules say why in words:

# %%
rules.describe_illegal_move(start, 0, 0, BLACK)

# %%
rules.describe_illegal_move(start, 3, 3, BLACK)

# %% [markdown]
# ## Passing, and the end of the game
#
# - If you have a legal move, you must play one: you may not pass.
# - If you have **no** legal move, you pass, and your opponent plays again.
# - When **neither** player can move (often because the board is full), the game is over.
#   The player with more discs wins; the same number is a **draw**.
#
# Here is a whole 4 x 4 game between two simple computer players: Black always flips as many
# discs as it can, White always plays the first legal move it finds.

# %%
game = play_game(greedy_player, first_move_player, size=4)
picture(game.board, size_px=160)

# %%
rules.count_discs(game.board), rules.winner(game.board) == WHITE

# %% [markdown]
# White has 10 discs and Black 6: White wins, even though Black grabbed the most discs on
# every move. Greed is not everything in Othello, as you will see in lesson 7.

# %% [markdown]
# ## Exercises
#
# Each exercise below is a function for you to finish. Read its docstring (the text in
# triple quotes): it says exactly what to return. Then run your cell and the check under it.
#
# ### Exercise 1 (warm-up): who is winning?
#
# `BLACK`, `WHITE` and `DRAW` are names that come with the course: return one of them.


# %%
def who_is_winning(black, white):
    """Black has `black` discs on the board and White has `white`.

    Return BLACK if Black has more discs, WHITE if White has more, and DRAW if they have
    the same number.
    """
    # BEGIN SOLUTION
    if black > white:
        return BLACK
    if white > black:
        return WHITE
    return DRAW
    # END SOLUTION


# %%
check_who_is_winning(who_is_winning)

# %% [markdown]
# ### Exercise 2: the score after a move
#
# Black plays a move that flips some white discs. How many discs does each player have
# afterwards? Think of the d3 move above: before it the score was 2 to 2, the move flipped
# 1 disc, and after it the score was 4 to 1. A tuple `(4, 1)` holds two numbers: write it
# with round brackets.


# %%
def discs_after_move(black, white, flipped):
    """Black has `black` discs and White has `white`. Black plays a move that flips
    `flipped` white discs.

    Return the pair (black, white) as a tuple, in round brackets: how many discs each
    player has after the move.
    """
    # BEGIN SOLUTION
    return black + 1 + flipped, white - flipped
    # END SOLUTION


# %%
check_discs_after_move(discs_after_move)

# %% [markdown]
# ### Exercise 3: how many discs does this line flip?
#
# Black plays a disc. Walking from it in one direction, you meet the squares of `line`, in
# order, up to the edge of the board: each one is `BLACK`, `WHITE` or `EMPTY`. For example,
# walking right from c3 in the crowded position above, the line is
# `[WHITE, WHITE, BLACK]`: the answer is 2. Walking down from c3, the line is
# `[WHITE, EMPTY, EMPTY]`: the answer is 0.
#
# Tip: a `for` loop visits the squares in order, and `return` stops the function at once.


# %%
def flips_along(line):
    """Black plays just before the first square of `line`, a list of BLACK, WHITE and
    EMPTY squares that runs on to the edge of the board.

    Return how many white discs the move flips along this line: the white discs at the
    start of the line count if a black disc comes right after them. If an EMPTY square or
    the end of the line comes first, or the line is empty, return 0.
    """
    # BEGIN SOLUTION
    whites = 0
    for square in line:
        if square == WHITE:
            whites += 1
        elif square == BLACK:
            return whites
        else:
            return 0
    return 0
    # END SOLUTION


# %%
check_flips_along(flips_along)

# %% [markdown]
# ## Your first game
#
# Time to play. Run the cell below: you are Black, and the computer plays White (it always
# flips as many discs as it can). Click a square with a small dark dot, one of your legal moves, to
# play there. Under the board you can change the size; **New game** starts again and **Undo** takes
# back your move.

# %%
play(size=6, white="greedy")

# %% [markdown]
# ## Where you stand
#
# Every check you run is remembered, in your course folder. `progress()` shows every lesson
# and its exercises: **done** (a check said correct), **tried** (checked, not right yet) or
# **not started**, and what to do next. It is a map for you, not a mark: try as often as
# you like. Run it in any lesson; each lesson's recap shows that lesson's line.

# %%
progress()

# %% [markdown]
# In a terminal, `othello-course progress` prints the same map. If your teacher asks for your
# progress, run this in a cell of any lesson:
#
# ```python
# from othello_lesson.progress import export_progress
# export_progress("progress.json")
# ```
#
# It writes `progress.json` beside the notebook, holding your progress only (no code, nothing
# about your computer). Hand that file in; in the course's website, first download it from the
# file browser (right-click it, then *Download*).

# %% [markdown]
# ## Recap
#
# - Run cells with Shift+Enter, from top to bottom; an exercise is your cell plus a check.
# - `progress()` shows where you stand, and `progress(lesson=0)` this lesson's line:
# - `othello-course reset 0` in a terminal puts this lesson back as it was shipped.
# - A move puts a disc on an empty square and must sandwich at least one line of opponent
#   discs, in any of eight directions; every sandwiched disc flips.
# - No legal move: pass. Neither player can move: the game is over, more discs wins.

# %%
progress(lesson=0)

# %% [markdown]
# ## Further work
#
# - Play a few games on the 4 x 4 board and try to beat the computer. Which squares turn out
#   to be good ones? (Hint: a disc in a corner can never be flipped. Why? Think of the lines
#   through a corner: where do they end?)
# - In the crowded position, is there a move for Black that flips more than 7 discs? Guess
#   first, then try a few squares with `len(rules.flipped_discs(crowded, row, col, BLACK))`.
#   (Hint: a `for` loop over `rules.valid_moves_list(crowded, BLACK)` tries them all.)
# - In the next lesson you start writing the game yourself: the board, as a list of lists.
