# %% [markdown]
# # Play Othello
#
# Run the cells below, then click a square to play Black against the computer,
# which plays White. The small dark dots mark the moves you may play.
# Above and below the board you can change the size, the players and the hints;
# **New game** starts again and **Undo** takes your last move back.

# %%
from othello_lesson.widget import play

# %%
play(size=8, white="greedy")
