"""The class tournament's page: standings that fill in, every game to replay, and the command that serves it.

The page in a real browser, served by Voilà, is tested in ``tests/browser/test_tournament_page.py``.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import ClassVar

import pytest

from othello_lesson import course
from othello_lesson.game import Game
from othello_lesson.players import first_move_player, greedy_player, weights_player
from othello_lesson.rules import BLACK, WHITE
from othello_lesson.teacher import classroom
from othello_lesson.teacher.class_tournament import class_tournament
from othello_lesson.teacher.entrants import write_entry
from othello_lesson.teacher.tournament_feed import LIVE_VARIABLE, read_feed
from othello_lesson.teacher.tournament_view import (
    TournamentView,
    game_label,
    view_from_environment,
)
from tests._course_process import FakeServer

SETTINGS = {"size": 4, "games": 2, "seed": 5}


def write_entrants(folder):
    """Three entrants in ``folder``: ana (the greedy player), ben (weights) and cleo (the first move)."""
    for name, player in (("ana", greedy_player), ("ben", weights_player), ("cleo", first_move_player)):
        write_entry(player, folder / f"{name}.py")
    return folder


@pytest.fixture(scope="module")
def entries(tmp_path_factory):
    return write_entrants(tmp_path_factory.mktemp("entries"))


class RecordingView(TournamentView):
    """A view that keeps what every refresh drew: (games played, the count line, the standings)."""

    drawn: ClassVar[list[tuple[int, str, str]]] = []

    def refresh(self) -> None:
        super().refresh()
        self.drawn.append((self.played, self.count.value, self.standings.value))


@pytest.fixture(scope="module")
def finished(entries):
    """A view played to its end in its own thread, with every refresh it drew."""
    RecordingView.drawn = []
    view = RecordingView(entries, **SETTINGS)
    started_finished = view.finished
    assert view.wait(timeout=120), "the tournament did not finish in 120 s"
    return view, started_finished, list(RecordingView.drawn)


def test_the_page_shows_at_once_and_the_standings_fill_in_as_games_finish(finished):
    view, started_finished, drawn = finished
    assert not started_finished, "the view waited for the games: the page would stay empty meanwhile"
    assert view.total == 3 * SETTINGS["games"] and view.played == view.total
    counts = [line for _, line, _ in drawn]
    assert counts[0] == "<p>checking the entrants...</p>"
    for played in range(view.total):
        assert any(line.startswith(f"<p>{played} of {view.total} games played, at most ") for line in counts)
    assert counts[-1] == f"<p>{view.total} of {view.total} games played</p>"
    # The standings change as games end: one table before any game, then one per game at most (no
    # more often than a few times what the ratings cost to fit), and the final one.
    tables = list(dict.fromkeys(table for _, _, table in drawn))
    assert 1 + 1 + 1 <= len(tables) <= 1 + view.total + 1
    assert all(name in tables[0] for name in ("ana", "ben", "cleo"))
    assert "<td>0</td>" in tables[0] and "<td>4</td>" not in tables[0]
    assert "<td>4</td>" in tables[-1]


def test_the_final_standings_are_those_of_the_class_tournament(finished, entries):
    view, _, _ = finished
    expected = class_tournament(entries, progress=False, **SETTINGS)
    assert view.result().rows() == expected.rows()
    assert view.games == expected.games
    standings, notes = expected._repr_html_().split("<ul>")
    assert view.standings.value == standings
    assert notes.removesuffix("</ul>") in view.side.value
    assert f"{view.total} of {view.total} games played" in view.count.value


def test_a_replayed_game_is_read_only(finished):
    view, _, _ = finished
    view.picker.value = 2
    board = view.board
    before = (board.game.record, board.game.moves_ahead)
    board.back_button.click()
    stepped_back = board.game.record
    for square in board.squares.values():
        square.click()
    assert stepped_back != before[0] and before[0].startswith(stepped_back)
    assert board.game.record == stepped_back and board.game.moves_ahead == before[1] + 1
    assert board.status.startswith("Replay of game 3. ") and "click a square" not in board.status


def test_the_results_the_command_wrote_are_shown_without_playing_again(finished, entries, tmp_path):
    view, _, _ = finished
    results = tmp_path / "results.json"
    import json

    results.write_text(json.dumps(class_tournament(entries, progress=False, **SETTINGS).to_json()))
    shown = TournamentView.from_results(results)
    assert shown.finished and shown.games == view.games and shown.choices() == view.choices()
    assert shown.standings.value == view.standings.value


def test_the_picker_lists_every_game_once_the_tournament_is_over(finished):
    view, _, _ = finished
    assert view.picker.layout.display is None
    labels = [label for label, _ in view.picker.options]
    assert labels == view.choices() and len(labels) == view.total
    for number, (label, game) in enumerate(zip(labels, view.games, strict=True), start=1):
        black, white = game.black, game.white
        assert label == f"{number}. {black} ● vs {white} ○, {game.black_discs}-{game.white_discs}"
    pairs = {frozenset((game.black, game.white)) for game in view.games}
    assert pairs == {frozenset(pair) for pair in (("ana", "ben"), ("ana", "cleo"), ("ben", "cleo"))}


def test_choosing_a_game_shows_its_final_position_and_steps_through_it(finished):
    view, _, _ = finished
    for number, game in enumerate(view.games):
        view.picker.value = number
        shown = view.board.game
        assert view.replay.children == (view.board,)
        assert shown.board == Game.from_record(game.record, size=SETTINGS["size"]).board
        discs = [cell for row in shown.board for cell in row]
        assert (discs.count(BLACK), discs.count(WHITE)) == (game.black_discs, game.white_discs)
    hidden = [
        view.board.new_game_button,
        view.board.size_choice,
        view.board.black_choice,
        view.board.load_button,
    ]
    assert all(control.layout.display == "none" for control in hidden)
    assert view.board.back_button.layout.display is None and view.board.forward_button.layout.display is None
    record = view.board.game.record
    view.board.back_button.click()
    view.board.back_button.click()
    assert view.board.game.moves_ahead == 2 and view.board.game.record == record[:-4]
    view.board.forward_button.click()
    assert view.board.game.moves_ahead == 1 and view.board.game.record == record[:-2]
    assert view.board.game.board == Game.from_record(record[:-2], size=SETTINGS["size"]).board


def test_the_replays_caption_follows_the_move_shown(finished):
    """It opens on the last move, captioned so (it said "after 0 moves"), and follows Back and Forward."""
    view, _, _ = finished
    view.picker.value = 2
    board = view.board
    record = view.games[2].record
    moves = sum(record[i : i + 2] != "pa" for i in range(0, len(record), 2))
    label = view.choices()[2].split(",")[0]
    assert board.status == f"Replay of game {label}: move {moves} of {moves}"
    board.back_button.click()
    board.back_button.click()
    assert board.status == f"Replay of game {label}: move {moves - 2} of {moves}"
    board.forward_button.click()
    assert board.status == f"Replay of game {label}: move {moves - 1} of {moves}"
    while board.game.back():
        pass
    board.forward_button.click()
    board.back_button.click()
    assert board.status == f"Replay of game {label}: move 0 of {moves}"


def test_a_game_picked_shows_in_the_text_of_a_saved_notebook(finished):
    view, _, _ = finished
    view.picker.value = 1
    text = view._repr_mimebundle_()["text/plain"]
    assert game_label(2, view.games[1]) in text and repr(view.board.game) in text
    assert "<svg" in view._repr_mimebundle_()["image/svg+xml"]


def test_the_same_tournament_played_at_once_shows_the_same(finished, entries):
    view, _, _ = finished
    view.picker.value = 0
    again = TournamentView(entries, live=False, **SETTINGS)
    assert again.finished and again.played == again.total
    assert str(again) == str(view) and again.standings.value == view.standings.value


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda folder: folder / "missing", "missing: no such folder"),
        (lambda folder: write_entry(greedy_player, folder / "alone.py").parent, "has only alone.py"),
        (lambda folder: folder, "has no entrants"),
    ],
)
def test_a_folder_that_makes_no_tournament_shows_its_message(tmp_path, make, message):
    view = TournamentView(make(tmp_path), **SETTINGS)
    assert view.finished and view.games == [] and view.board is None
    assert message in view.count.value and "Traceback" not in view.count.value
    assert view.picker.layout.display == "none"
    assert message in str(view)


def my_processes(part: str) -> list[tuple[int, str]]:
    """The processes this process started, or its children did, whose command line holds ``part``."""
    parents, commands = {}, {}
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            stat = Path(f"/proc/{pid}/stat").read_text()
            command = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace")
        except OSError:
            continue
        if stat.rpartition(")")[2].split()[0] != "Z":  # an ended process not yet waited for is no more
            parents[int(pid)] = int(stat.rpartition(")")[2].split()[1])
            commands[int(pid)] = command

    def mine(pid: int) -> bool:
        while pid > 1:
            if pid == os.getpid():
                return True
            pid = parents.get(pid, 0)
        return False

    return [(pid, command) for pid, command in commands.items() if part in command and mine(pid)]


def entrant_processes() -> list[str]:
    """The entrants' processes this process started, or its children did (a viewer that played would)."""
    return [command for _, command in my_processes("_entrant_runner.py")]


def wait_for(condition, timeout=120):
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "not in time"
        time.sleep(0.1)


def test_every_viewer_follows_the_one_tournament_and_none_plays(entries, tmp_path, monkeypatch):
    """The tournament played once, by its own process, writing its feed; two pages opened while it plays
    and one opened after it is over show the same games, and opening a page starts no entrant."""
    live, results = tmp_path / "live.json", tmp_path / "results.json"
    command = [sys.executable, "-m", "othello_lesson.teacher.class_tournament", str(entries)]
    options = ["--size", "4", "--games", "2", "--seed", "5", "--json", str(results), "--live", str(live)]
    player = subprocess.Popen([*command, *options], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        wait_for(live.exists)
        monkeypatch.setenv(LIVE_VARIABLE, str(live))
        viewers = [view_from_environment(), view_from_environment()]
        _, err = player.communicate(timeout=120)
    finally:
        if player.poll() is None:
            player.kill()
    assert player.returncode == 0, err
    for viewer in viewers:
        assert viewer.wait(timeout=30) and viewer.final is not None
    assert not entrant_processes()
    late = view_from_environment()  # opened once the tournament is over
    assert late.finished and not entrant_processes()
    played = json.loads(results.read_text())
    for viewer in [*viewers, late]:
        assert [game.to_json() for game in viewer.final.games] == played["games"]
        columns = ("rank", "entrant", "games", "won", "drawn", "lost", "margin")
        assert [row[:7] for row in viewer.final.rows()] == [
            [row[key] for key in columns] for row in played["standings"]
        ]
        assert viewer.progress() == f"{viewer.total} of {viewer.total} games played"
        assert "bubblewrap" in viewer.sandbox_line.value
    state = read_feed(live)
    assert state.finished and state.final["games"] == played["games"] and state.name == entries.name


# --- the command: othello-course present tournament --entries FOLDER


@pytest.fixture
def voila(monkeypatch):
    """The Voilà command lines that ``present`` would have run (none run for real), and the server."""
    commands: list[list[str]] = []
    server = FakeServer(commands)
    monkeypatch.setattr(classroom, "start_quietly", server)
    monkeypatch.setattr(classroom, "_wait_until_listening", lambda *args: True)
    monkeypatch.setattr(classroom.importlib.util, "find_spec", lambda name: object())
    yield commands, server
    stop_tournaments()


def stop_tournaments() -> None:
    """Ctrl+C to each tournament that ``present`` started from this process, by its id; wait for its end."""
    import signal

    tournaments = [pid for pid, _ in my_processes("othello_lesson.teacher.class_tournament")]
    for pid in tournaments:
        os.kill(pid, signal.SIGINT)
    wait_for(lambda: not set(tournaments) & {pid for pid, _ in my_processes("class_tournament")}, timeout=60)


@pytest.mark.parametrize("main", [classroom.main, lambda argv: course.main(["present", *argv])])
def test_present_tournament_plays_once_for_every_viewer_with_its_settings(
    voila, entries, main, capsys, tmp_path
):
    """The command starts the tournament itself, once, before the page's server; the page's kernels are
    told only the feed to follow.  --minutes is a budget there too."""
    commands, server = voila
    argv = ["tournament", "--entries", str(entries), "--size", "4", "--games", "4", "--seconds", "0.5"]
    argv += ["--minutes", "0.4"]
    assert main([*argv, "--port", "0", "--dir", str(tmp_path / "course")]) == 0
    (command,) = commands
    assert command[3] == str((course.shipped_folder() / "tournament.ipynb").resolve())
    assert set(server.env) & {"OTHELLO_TOURNAMENT_ENTRIES", "OTHELLO_TOURNAMENT_SIZE"} == set()
    live = Path(server.env[LIVE_VARIABLE])
    wait_for(lambda: live.exists() and len(read_feed(live).games) >= 3 * 4, timeout=120)  # a round robin
    assert read_feed(live).plan.budgeted
    stop_tournaments()  # as Ctrl+C would: the games finished are kept, and the feed says it is over
    state = read_feed(live)
    assert state.finished and state.problem == "" and state.final is not None, state.problem
    settings = state.final["settings"]
    assert (settings["size"], settings["games"], settings["seconds"], settings["minutes"]) == (4, 4, 0.5, 0.4)
    assert len(state.games) >= 3 * 4 and state.final["cut_short"]
    assert "?token=" in capsys.readouterr().out


def test_entries_alone_name_the_tournament_notebook(voila, entries, tmp_path):
    commands, server = voila
    assert classroom.main(["--entries", str(entries), "--port", "0", "--dir", str(tmp_path / "course")]) == 0
    assert commands[0][3].endswith("tournament.ipynb") and LIVE_VARIABLE in server.env


def test_the_classroom_notebook_is_told_no_folder(voila, monkeypatch, tmp_path):
    commands, server = voila
    monkeypatch.delenv(LIVE_VARIABLE, raising=False)
    assert classroom.main(["--port", "0", "--dir", str(tmp_path / "course")]) == 0
    assert commands[0][3].endswith("classroom.ipynb") and LIVE_VARIABLE not in server.env


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--entries", "{tmp}/missing"], "missing: no such folder"),
        (["--entries", "{tmp}/empty"], "has no entrants"),
        (["--entries", "{tmp}/one"], "has only ana.py: a tournament needs at least two"),
        (["--entries", "{entries}", "--size", "5"], "--size: board size must be an even number from 4 to 26"),
        (["--entries", "{entries}", "--games", "0"], "--games 0: a pair plays at least one game"),
        (["--entries", "{entries}", "--seconds", "0"], "--seconds 0: give a number above 0"),
        (["--games", "3"], "--games without --entries"),
        (["--entries", "{entries}", "--minutes", "0.2"], "--minutes: 0.2 minutes are too few: one game may"),
    ],
)
def test_a_folder_that_makes_no_tournament_is_refused_before_voila_starts(
    voila, tmp_path, entries, capsys, argv, message
):
    commands, _ = voila
    (tmp_path / "empty").mkdir()
    (tmp_path / "one").mkdir()
    write_entry(greedy_player, tmp_path / "one" / "ana.py")
    filled = [word.format(tmp=tmp_path, entries=entries) for word in argv]
    assert classroom.main(["tournament", *filled, "--port", "0", "--dir", str(tmp_path / "course")]) == 2
    assert commands == [], "Voilà was started"
    out, err = capsys.readouterr()
    assert out == "" and len(err.splitlines()) == 1
    assert err.startswith("othello-course present: ") and message in err


def test_the_page_says_loudly_when_the_entrants_run_without_a_sandbox(tmp_path):
    """What the playing process said of its sandbox, the page says too: a warning, with the reason."""
    from othello_lesson.teacher.entrants import Sandbox
    from othello_lesson.teacher.tournament_feed import Feed

    feed = Feed(tmp_path / "live.json", ["ana", "ben"], name="3b")
    feed.sandbox(Sandbox(False, "cannot_start", "bwrap: setting up uid map: Permission denied"))
    view = TournamentView.following(tmp_path / "live.json")
    line = view.sandbox_line.value
    assert "othello-tournament-unsandboxed" in line and "WARNING: the entrants run WITHOUT a sandbox" in line
    assert "bwrap: setting up uid map: Permission denied" in line
    feed.close(final=None, problem="")
    assert view.wait(timeout=30)


def test_present_tournament_refuses_as_root_without_a_sandbox_before_voila_starts(
    voila, entries, tmp_path, monkeypatch, capsys
):
    from othello_lesson.teacher import entrants

    programs = tmp_path / "bin"
    programs.mkdir()
    failing = "#!/bin/sh\necho 'bwrap: No permissions to create new namespace' >&2\nexit 1\n"
    (programs / "bwrap").write_text(failing)
    (programs / "bwrap").chmod(0o755)
    monkeypatch.setenv("PATH", f"{programs}{os.pathsep}{os.environ['PATH']}")
    monkeypatch.setattr(entrants, "_SANDBOX", None)
    monkeypatch.setattr(entrants, "is_root", lambda: True)
    commands, _ = voila
    argv = ["tournament", "--entries", str(entries), "--port", "0", "--dir", str(tmp_path / "course")]
    assert classroom.main(argv) == 2
    assert commands == [], "Voilà was started"
    err = capsys.readouterr().err
    assert "refusing to run the students' files as root without a sandbox" in err
    assert "No permissions to create new namespace" in err and "--unsandboxed" in err


def test_present_tournament_alone_plays_the_demonstration_once_for_every_viewer(voila, tmp_path):
    commands, server = voila
    assert classroom.main(["tournament", "--port", "0", "--dir", str(tmp_path / "course")]) == 0
    assert commands[0][3].endswith("tournament.ipynb")
    live = Path(server.env[LIVE_VARIABLE])
    wait_for(lambda: live.exists() and read_feed(live).names, timeout=60)
    state = read_feed(live)
    assert state.names == ["aggressive", "cautious", "greedy", "weights"] and state.name == "a demonstration"
