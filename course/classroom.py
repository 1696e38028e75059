# %% [markdown]
# # Othello: computer against computer

# %%
from othello_lesson.widget import play

play(size=8, black="greedy", white="random", scale=1.5, pace=1.0, seed=1, fill_screen=True)

# %% [markdown]
# Press **Auto-play** and watch the two computer players. The **Pace** slider sets
# the seconds between moves; **Step** plays one move at a time.
