# %%
import tempfile
from pathlib import Path

from othello_lesson.players import aggressive_player, cautious_player, greedy_player, weights_player
from othello_lesson.teacher.entrants import write_entry
from othello_lesson.teacher.tournament_view import TournamentView, view_from_environment

view = view_from_environment()  # othello-course present tournament --entries FOLDER: that folder, live
if view is None:  # as shipped: four of the course's players, every game played before the page shows
    with tempfile.TemporaryDirectory(prefix="othello-tournament-") as folder:
        for name, player in [
            ("greedy", greedy_player),
            ("weights", weights_player),
            ("aggressive", aggressive_player),
            ("cautious", cautious_player),
        ]:
            write_entry(player, Path(folder) / f"{name}.py")
        view = TournamentView(folder, size=6, games=2, live=False, title="Tournament: a demonstration")
view

# %% [markdown]
# # The class tournament
#
# Every pair of entrants plays two games, one with each colour; the standings fill in as the
# games finish. Once every game is over, choose one under **Game** and replay it on the board
# with **Back** and **Forward**. To show your class's own players, put their files in one folder
# and run `othello-course present tournament --entries FOLDER`.
