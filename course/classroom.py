# %% [markdown]
# # Othello: computer against computer
#
# Press **Auto-play** and watch the two computer players. The **Pace** slider sets
# the seconds between moves; **Step** plays one move at a time.

# %%
# NBVAL_IGNORE_OUTPUT
# A board's output holds the id of its widget model, which is new on every run.
from othello_lesson.widget import play

play(size=8, black="greedy", white="random", scale=1.5, pace=1.0)
