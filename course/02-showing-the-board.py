# %% [markdown]
# # Lesson 2 · Showing the board
#
# A list of lists is how Python keeps a board, but `[[' ', ' ', ...` is hard to read. In
# this lesson you turn a board into text a person can read at a glance, and learn the names
# that Othello players give the squares.
#
# *About 45 minutes.*
#
# **After this lesson you will be able to**
#
# - build text from pieces with `join`, and choose between `print` and `return`;
# - write a board as a small text picture, and read the box-drawn board of the console game;
# - turn a square `(row, col)` into its name, like `d3`, and a name back into `(row, col)`.
#
# **Words we use**
#
# | word | meaning |
# |---|---|
# | **string** (`str`) | a piece of text, in quotes: `"d3"` |
# | **join** | glue a list of strings together, with a separator between them |
# | **newline** | the character `"\n"`, which starts a new line |
# | **f-string** | a string with `f` in front, where `{...}` is filled in: `f"row {r}"` |
# | **square name** | a column letter and a row number, like `d3`: how players name squares |
#
# **How this notebook works.** Run the cells from top to bottom (Shift+Enter). Each exercise
# is one cell you edit, with a check cell right under it. The course's finished rule
# functions are written with `rules.` in front; a plain function name is yours. (The
# constants `BLACK`, `WHITE`, `EMPTY` and the helpers that are not exercises, like
# `picture`, have plain names too.)
# To put this lesson back as it was shipped, run `othello-course reset 2` in a terminal.

# %%
from othello_lesson import BLACK, EMPTY, WHITE, print_board, rules
from othello_lesson.exercises.lesson2 import (
    check_board_to_text,
    check_row_to_text,
    check_square_from_name,
    check_square_name,
)
from othello_lesson.progress import progress
from othello_lesson.svg import picture

# %% [markdown]
# ## Gluing strings together
#
# `+` puts two strings one after the other. To glue a whole list of strings, with the same
# separator between each two, use `join`. It is a **method**: a function that belongs to a
# value and is called with a dot after it, like `"abc".upper()`. The separator comes first,
# then `.join(`the list`)`.

# %%
"-".join(["a", "b", "c"])

# %%
" ".join([WHITE, BLACK, WHITE])

# %% [markdown]
# The separator goes only *between* the pieces: three pieces, two separators, nothing at the
# ends. That is exactly what a row of squares needs.
#
# An empty square is a space, and a space is hard to see. So in a text picture we write an
# empty square as a dot. Python's "`a if` condition `else b`" picks one of two values, here
# inside a list comprehension that goes over a row:

# %%
[("." if square == EMPTY else square) for square in [EMPTY, WHITE, BLACK, EMPTY]]

# %% [markdown]
# ## `print` or `return`?
#
# `print` *shows* text and gives nothing back. `return` gives a value back to whoever called
# the function, who can print it, test it or glue it into something bigger. Functions that
# build text should return it: the caller decides what to do with it.


# %%
def shout(word):
    return word.upper() + "!"


print(shout("flip"), shout("pass"))

# %% [markdown]
# ### Exercise 1 (warm-up): one row as text
#
# Write `row_to_text`. Turn each square into its text (`"."` for `EMPTY`, the disc itself
# otherwise), then join them with one space. A list comprehension does the first step.


# %%
def row_to_text(row):
    """Return the squares of `row` as one string, separated by single spaces.

    An EMPTY square is written ".", a disc as itself ("●" or "○"); for example
    [EMPTY, WHITE, BLACK, EMPTY] gives ". ○ ● .". Nothing before the first square or
    after the last. Do not change the row.
    """
    # BEGIN SOLUTION
    return " ".join([("." if square == EMPTY else square) for square in row])
    # END SOLUTION


# %%
check_row_to_text(row_to_text)

# %% [markdown]
# ## Many lines in one string
#
# The character `"\n"`, a **newline**, starts a new line when the string is printed. So
# joining rows with `"\n"` gives a picture of several lines:

# %%
print("\n".join([". ○ ● .", ". ● ○ ."]))

# %% [markdown]
# ### Exercise 2: the whole board as text
#
# Write `board_to_text`: one line a row, using your `row_to_text` (or, until that is done,
# the same idea written out again).


# %%
def board_to_text(board):
    r"""Return the board as text: each row as `row_to_text` writes it, the rows separated
    by newlines ("\n"), with no newline at the very end. Do not change the board.
    """
    # BEGIN SOLUTION
    return "\n".join([row_to_text(row) for row in board])
    # END SOLUTION


# %%
check_board_to_text(board_to_text)

# %% [markdown]
# The finished `rules.board_to_text` writes exactly this picture, and `rules.board_from_text`
# reads one back into a board. That is how the course writes small boards by hand, and how
# the checks show you the board where your function went wrong.

# %%
print(rules.board_to_text(rules.initialize_board(4)))

# %%
from_text = rules.board_from_text("""
    . . . .
    . ○ ● .
    . ● ○ .
    . . . .
""")
print(from_text == rules.initialize_board(4))

# %% [markdown]
# ## A board with box lines
#
# The console game draws the board with box-drawing characters: `│` `─` `┌` `┐` `└` `┘` `├`
# `┤` `┬` `┴` `┼`. They are ordinary characters, so `join` builds the lines. A row of squares
# puts ` │ ` between the squares, and a border at each end:

# %%
row = [EMPTY, WHITE, BLACK, EMPTY]
"│ " + " │ ".join(row) + " │"

# %% [markdown]
# The line between two rows is three `─` for each square, joined by a crossing `┼`; the top
# and bottom lines use `┬` and `┴` and their own corners:

# %%
size = 4
print("┌" + "┬".join(["───"] * size) + "┐")
print("├" + "┼".join(["───"] * size) + "┤")
print("└" + "┴".join(["───"] * size) + "┘")

# %% [markdown]
# Put together, row lines and lines between them make a box board. Here it is as a function
# that returns the text:


# %%
def boxed(board):
    size = len(board)
    lines = ["┌" + "┬".join(["───"] * size) + "┐"]
    for r in range(size):
        lines.append("│ " + " │ ".join(board[r]) + " │")
        if r < size - 1:
            lines.append("├" + "┼".join(["───"] * size) + "┤")
    lines.append("└" + "┴".join(["───"] * size) + "┘")
    return "\n".join(lines)


print(boxed(rules.initialize_board(4)))

# %% [markdown]
# `print_board` adds **coordinates** around the box. Along the top and the left are the
# indexes you use in Python, `board[row][col]`, counted from 0. Along the bottom and the right
# are the names players use, which the next section explains (the console game labels its
# board with those names alone).

# %%
print_board(rules.initialize_board(4))

# %% [markdown]
# ## Square names
#
# Othello players name a square by its column, as a letter from `a`, and its row, as a number
# from **1**: the top-left square is `a1`, and `d3` is column d (index 3), row 3 (index 2).
# Here are some squares:
#
# | `(row, col)` | name |
# |---|---|
# | (0, 0) | a1 |
# | (2, 3) | d3 |
# | (4, 5) | f5 |
# | (7, 7) | h8 |
#
# A few tools help to go between the two. Indexing a string picks one letter, and
# `text.index(letter)` finds where a letter is; `str` and `int` turn a number into text and
# back; slicing, `text[1:]`, takes everything from index 1 on.

# %%
letters = "abcdefghijklmnopqrstuvwxyz"
letters[3], str(2 + 1), int("3") - 1, letters.index("d"), "d10"[1:]

# %% [markdown]
# An f-string puts values into text: whatever is between `{` and `}` is worked out and
# written in its place.

# %%
r, c = 2, 3
f"row {r}, column {c}"

# %% [markdown]
# ### Exercise 3: the name of a square
#
# The check tries every square of a 26x26 board (the largest there is, one letter a column),
# so rows 10 and up, with two-digit numbers, are tried too.


# %%
def square_name(row, col):
    """Return the name of the square (row, col): its column letter, then its row
    number counted from 1. For example square_name(2, 3) is "d3" and square_name(9, 0)
    is "a10". Use small letters.
    """
    # BEGIN SOLUTION
    return "abcdefghijklmnopqrstuvwxyz"[col] + str(row + 1)
    # END SOLUTION


# %%
check_square_name(square_name)

# %% [markdown]
# ### Exercise 4 (stretch): from a name back to `(row, col)`
#
# The other way round. Careful with names like `"a10"`, where the number has two digits.


# %%
def square_from_name(name):
    """Return the square that `name` names, as a tuple (row, col), such as "d3" -> (2, 3)
    and "a10" -> (9, 0). `name` is a small letter followed by a number from 1.
    """
    # BEGIN SOLUTION
    col = "abcdefghijklmnopqrstuvwxyz".index(name[0])
    row = int(name[1:]) - 1
    return row, col
    # END SOLUTION


# %%
check_square_from_name(square_from_name)

# %% [markdown]
# ## Playing by names, and the same board as a picture
#
# Square names make moves easy to write down. This is the start of a game on an 8x8 board,
# move by move, Black first. The finished `rules.square_from_name` turns each name into
# `(row, col)` for `rules.place_move`:

# %%
game = rules.initialize_board(8)
colour = BLACK
for name in ["d3", "c5", "f6", "f5", "e6", "e3"]:
    row, col = rules.square_from_name(name)
    rules.place_move(game, row, col, colour)
    colour = WHITE if colour == BLACK else BLACK
print_board(game)

# %% [markdown]
# The same board as a picture reads more easily still. Its letters and numbers are the square
# names (the indexes from 0 are only in the text board), and the red dot marks the last move,
# e3:

# %%
picture(game, last_move=rules.square_from_name("e3"), size_px=280)

# %% [markdown]
# ## Recap
#
# - `separator.join(list_of_strings)` glues strings, with the separator only between them;
#   `"\n"` starts a new line.
# - Functions that build text should `return` it; the caller prints it.
# - `rules.board_to_text` and `rules.board_from_text` write a board as a small picture and
#   read it back; `print_board` draws the box board with coordinates.
# - A square's name is its column letter and its row number from 1: `(2, 3)` is `d3`.
# - Where you stand in this lesson (`progress()` shows the whole course):

# %%
progress(lesson=2)

# %% [markdown]
# ## Further work
#
# - Change `boxed` so that it writes `.` for an empty square, or so that its boxes are two
#   characters wide instead of three. (Hint: both changes are in the one line that turns a
#   square into text.)
# - Add the indexes along the top and the left of `boxed`, like `print_board` does. What has
#   to change for a 10x10 board, where some row numbers have two digits? (Hint:
#   `str(n).rjust(2)` pads a number to two characters.)
# - Write `moves_in_words(board, colour)`, which returns the names of all the squares where
#   `colour` may play, like `"c4, d3, e6, f5"`. (`rules.valid_moves_list` gives the squares;
#   hint: `", ".join(...)` of `square_name` for each.)
