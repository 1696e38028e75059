# %%
import tempfile
from pathlib import Path

from othello_lesson.teacher.tournament_view import TournamentView, view_from_environment, write_demonstration

# othello-course present tournament: the tournament it plays once for every viewer (of --entries
# FOLDER, or four of the course's players), followed here, or the results it names
view = view_from_environment()
if view is None:  # run as a notebook: the four players, every game played before the page shows
    with tempfile.TemporaryDirectory(prefix="othello-tournament-") as folder:
        demonstration = write_demonstration(Path(folder))
        view = TournamentView(demonstration, size=6, games=2, live=False, title="Tournament: a demonstration")
view

# %% [markdown]
# # The class tournament
#
# Every pair of entrants plays two games, one with each colour; the standings fill in as the
# games finish. Once every game is over, choose one under **Game** and replay it on the board
# with **Back** and **Forward**. To show your class's own players, put their files in one folder
# and run `othello-course present tournament --entries FOLDER`.
