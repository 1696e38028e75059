# %% [markdown]
# # Your progress
#
# Every exercise check you run is remembered in your course folder, in the file
# `.progress/progress.jsonl` (in the course's website, that folder is this browser's storage,
# like your notebooks). Run every cell of this notebook (*Run → Run All Cells*) to see where
# you stand now: each lesson and its exercises, **done** (a check said correct), **tried**
# (checked, not right yet) or **not started**, and what to do next. Until you run them, the
# cells show the map of a student who has not started. It is a map for you, not a mark.

# %%
from othello_lesson.progress import progress

progress()

# %% [markdown]
# The same map in words (for a screen reader, or to copy):

# %%
print(progress())

# %% [markdown]
# ## Handing it in
#
# If your teacher asks for your progress, take the `#` off the two lines below and run the
# cell. It writes `progress.json` beside this notebook, holding your progress only (no code,
# nothing about your computer); running it again replaces it with the map as it is then.
#
# In the course's website, then download it: in the file browser on the left, right-click
# `progress.json` and choose *Download*. On your own computer, `othello-course progress --export
# progress.json` in a terminal does the same.

# %%
# from othello_lesson.progress import export_progress
# export_progress("progress.json")
