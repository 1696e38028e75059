"""The class tournament: the students' own player files, each in a real process of its own.

Every kind of faulty entrant is run for real (a process that hangs, floods,
runs out of memory, exits...) and must lose its game with the reason, while
the tournament goes on and no entrant's file changes.
"""

from __future__ import annotations

import hashlib
import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

import othello_lesson
from othello_lesson.players import greedy_player
from othello_lesson.ratings import ratings, too_close_to_tell
from othello_lesson.rules import BLACK, WHITE, initialize_board, valid_moves_list
from othello_lesson.teacher.class_tournament import InKernelPlayer, class_tournament, game_entry
from othello_lesson.teacher.entrants import EntrantError, EntrantFault, SandboxedPlayer, find_entrants
from othello_lesson.teacher.tournament_words import WORDS
from othello_lesson.tournament import refereed_game

GOOD = "from othello_lesson.players import greedy_player as player\n"

FAULTS = {
    "raises": ("def player(board, colour):\n    return 1 / 0\n", "raised ZeroDivisionError"),
    "hangs": ("def player(board, colour):\n    while True:\n        pass\n", "processor time for one move"),
    "hangs_and_catches": (
        "def player(board, colour):\n    while True:\n        try:\n            pass\n"
        "        except Exception:\n            pass\n",
        "processor time for one move",
    ),
    "sleeps": ("import time\ndef player(board, colour):\n    time.sleep(600)\n", "on the clock for one move"),
    "floods": (
        "def player(board, colour):\n    while True:\n        print('spam' * 100)\n",
        "printed more than",
    ),
    "hogs_memory": ("def player(board, colour):\n    return bytearray(2 * 10**9)\n", "ran out of memory"),
    "exits": ("import os\ndef player(board, colour):\n    os._exit(3)\n", "ended its process (exit code 3)"),
    "calls_exit": ("import sys\ndef player(board, colour):\n    sys.exit(0)\n", "called exit"),
    "nonsense": (
        "def player(board, colour):\n    return 'd3'\n",
        "answered 'd3', which is not a (row, col) pair",
    ),
    "illegal": ("def player(board, colour):\n    return (0, 0)\n", "which is not a legal move"),
    "changes_the_board": (
        "from othello_lesson.players import greedy_player\n"
        "def player(board, colour):\n    board[0][0] = colour\n    return greedy_player(board, colour)\n",
        "changed the board it was given",
    ),
    "does_not_import": ("def player(board, colour)\n    return (0, 0)\n", "failed to import: SyntaxError"),
    "imports_what_is_not_there": ("import no_such_module\n", "failed to import: ModuleNotFoundError"),
    "has_no_player": ("def play(board, colour):\n    return (0, 1)\n", "defines no function player"),
}


FAULT_KINDS = {
    "raises": "raised",
    "hangs": "processor_time",
    "hangs_and_catches": "processor_time",
    "sleeps": "clock",
    "floods": "printed",
    "hogs_memory": "memory",
    "exits": "exit_code",
    "calls_exit": "called_exit",
    "nonsense": "not_a_move",
    "illegal": "illegal",
    "changes_the_board": "changed_board",
    "does_not_import": "failed_to_import",
    "imports_what_is_not_there": "failed_to_import",
    "has_no_player": "no_player",
}


@pytest.fixture
def folder(tmp_path):
    entrants = tmp_path / "entrants"
    entrants.mkdir()
    return entrants


def fingerprint(folder):
    files = sorted(path for path in folder.rglob("*") if path.is_file())
    return {str(path.relative_to(folder)): hashlib.sha256(path.read_bytes()).hexdigest() for path in files}


@pytest.mark.parametrize("kind", sorted(FAULTS))
def test_a_faulty_entrant_loses_its_game_with_the_reason(folder, kind):
    source, reason = FAULTS[kind]
    path = folder / f"{kind}.py"
    path.write_text(source, encoding="utf-8")
    before = fingerprint(folder)
    with SandboxedPlayer(path, seconds=0.3, wall_seconds=3, memory_mb=200) as entrant:
        result = refereed_game(entrant, greedy_player, size=4)
    assert result.winner == WHITE
    assert reason in result.forfeit and kind in result.forfeit
    assert fingerprint(folder) == before  # nothing written beside it, no bytecode
    # Kept as fields, said from the words' table: the entrant and the kind, never a sentence cut apart.
    fault = game_entry(kind, "greedy", result, 4).fault
    assert fault.entrant == kind and fault.kind == FAULT_KINDS[kind]
    assert reason in fault.problem and f"Black player {kind} {fault.problem}" == result.forfeit
    assert WORDS.say(f"fault_{fault.kind}", **dict(fault.facts)).id == f"tournament.fault_{fault.kind}"


# Run in a process of its own: its children's largest size is then the hog's alone (this worker's
# own children, its kernels and servers, may well have been larger).
HOG_ALONE = """
import resource, sys
from pathlib import Path
from othello_lesson.teacher.entrants import EntrantFault, SandboxedPlayer
from othello_lesson.rules import BLACK, initialize_board
try:
    with SandboxedPlayer(Path(sys.argv[1]), memory_mb=200) as entrant:
        entrant(initialize_board(4), BLACK)
except EntrantFault as fault:
    print(fault)
print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
"""


def test_a_memory_hog_is_stopped_long_before_the_machine_feels_it(folder):
    path = folder / "hog.py"
    path.write_text(
        "def player(board, colour):\n    keep = []\n    while True:\n        keep.append(bytearray(10**7))\n"
    )
    ran = subprocess.run(
        [sys.executable, "-c", HOG_ALONE, str(path)], capture_output=True, text=True, timeout=120, check=True
    )
    fault, largest_child_kb = ran.stdout.splitlines()
    assert "ran out of memory" in fault
    assert 0 < int(largest_child_kb) < 400 * 1024  # the limit was 200 MB: it never got near gigabytes


def test_an_entrant_that_writes_files_changes_none_of_the_entrants(folder):
    (folder / "greedy.py").write_text(GOOD)
    (folder / "scribbler.py").write_text(
        textwrap.dedent("""
        from othello_lesson.players import greedy_player
        def player(board, colour):
            for name in (__file__, "notes.txt"):
                try:
                    with open(name, "w") as file:
                        file.write("changed")
                except OSError:
                    pass
            return greedy_player(board, colour)
        """)
    )
    before = fingerprint(folder)
    result = class_tournament(folder, size=4, games=2, seconds=1, progress=False)
    assert fingerprint(folder) == before
    assert len(result.games) == 2


def test_the_tournament_goes_on_after_a_fault_and_every_game_is_recorded(folder):
    (folder / "greedy.py").write_text(GOOD)
    (folder / "weights.py").write_text("from othello_lesson.players import weights_player as player\n")
    (folder / "crasher.py").write_text(FAULTS["raises"][0])
    result = class_tournament(folder, size=4, games=2, progress=False)
    assert len(result.games) == 3 * 2
    crasher_games = [game for game in result.games if "crasher" in (game.black, game.white)]
    assert len(crasher_games) == 4
    assert all("crasher" in game.reason and "ZeroDivisionError" in game.reason for game in crasher_games)
    assert all(game.winner != (BLACK if game.black == "crasher" else WHITE) for game in crasher_games)
    others = [game for game in result.games if game not in crasher_games]
    assert all(not game.reason and game.black_discs + game.white_discs > 8 for game in others)
    assert result.table.totals("crasher")[1] == 0  # no win
    data = json.loads(json.dumps(result.to_json()))
    assert data["format"] == "othello-course class tournament"
    assert [row["entrant"] for row in data["standings"]] == [rating.name for rating in result.ratings]
    crasher_notes = [note for note in data["notes"] if note.startswith("crasher")]
    assert crasher_notes == ["crasher lost 4 games by fault: raised ZeroDivisionError: division by zero"]


def test_the_same_seed_gives_the_same_tournament(folder):
    for name in ("greedy", "random_kid"):
        source = (
            GOOD
            if name == "greedy"
            else "from othello_lesson.players import random_player\nplayer = random_player(5)\n"
        )
        (folder / f"{name}.py").write_text(source)
    first = class_tournament(folder, size=4, games=4, seed=2, progress=False, workers=1)
    second = class_tournament(folder, size=4, games=4, seed=2, progress=False, workers=2)
    assert first.games == second.games and first.rows() == second.rows()
    other = class_tournament(folder, size=4, games=4, seed=3, progress=False, workers=2)
    assert other.games != first.games


def test_ratings_order_the_players_and_say_when_games_are_too_few():
    strong = [("ann", "bob", 1.0)] * 30 + [("ann", "bob", 0.0)] * 2
    table = ratings(strong, resamples=100, seed=1)
    assert [row.name for row in table] == ["ann", "bob"]
    assert table[0].low > table[1].high and too_close_to_tell(table) == []
    close = [("ann", "bob", 1.0)] * 3 + [("ann", "bob", 0.0)] * 2
    table = ratings(close, resamples=100, seed=1)
    assert too_close_to_tell(table) == [("ann", "bob")]
    for row in table:
        assert row.low <= row.rating <= row.high


def test_in_the_kernel_an_entrant_is_stopped_by_the_checks_time_limit(folder):
    (folder / "hangs.py").write_text(FAULTS["hangs"][0])
    (folder / "broken.py").write_text(FAULTS["does_not_import"][0])
    before = fingerprint(folder)
    with pytest.raises(EntrantFault, match=r"took more than 0\.3 s"):
        InKernelPlayer(folder / "hangs.py", seconds=0.3)(initialize_board(4), BLACK)
    with pytest.raises(EntrantFault, match="failed to import: SyntaxError"):
        InKernelPlayer(folder / "broken.py")(initialize_board(4), BLACK)
    assert fingerprint(folder) == before  # no __pycache__ beside them


def test_entrants_are_found_by_file_name(folder):
    for name in ("b_student.py", "a_student.py", "_helper.py", ".hidden.py", "notes.txt"):
        (folder / name).write_text(GOOD)
    assert [entrant.name for entrant in find_entrants(folder)] == ["a_student", "b_student"]


def run_command(*arguments):
    return subprocess.run(
        [sys.executable, "-m", "othello_lesson.teacher.class_tournament", *map(str, arguments)],
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_the_command_prints_the_standings_and_writes_the_games(folder, tmp_path):
    (folder / "greedy.py").write_text(GOOD)
    (folder / "first.py").write_text(
        "from othello_lesson import valid_moves_list\ndef player(board, colour):\n"
        "    return valid_moves_list(board, colour)[0]\n"
    )
    target = tmp_path / "result.json"
    done = run_command(folder, "--size", 4, "--games", 2, "--json", target)
    assert done.returncode == 0, done.stderr
    assert "entrant" in done.stdout and "rating (95 % range)" in done.stdout
    data = json.loads(target.read_text(encoding="utf-8"))
    assert len(data["games"]) == 2 and all(game["record"] for game in data["games"])


@pytest.mark.parametrize(
    ("setup", "message"),
    [
        ("missing", "no such folder"),
        ("file", "is a file, not a folder of entrants"),
        ("empty", "has no entrants"),
        ("one", "needs at least two entrants"),
        ("twins", "would be two entrants with one name"),
        ("size", "size"),
    ],
)
def test_a_bad_folder_or_option_is_one_line_and_exit_code_2(tmp_path, setup, message):
    folder = tmp_path / "class"
    extra = []
    if setup != "missing":
        folder.mkdir()
    if setup == "file":
        folder = tmp_path / "alice.py"
        folder.write_text(GOOD)
    if setup in ("one", "twins", "size"):
        (folder / "alice.py").write_text(GOOD)
    if setup == "twins":
        (folder / "Alice.py").write_text(GOOD)
    if setup == "size":
        (folder / "bob.py").write_text(GOOD)
        extra = ["--size", 5]
    before = fingerprint(tmp_path)
    done = run_command(folder, *extra)
    assert done.returncode == 2
    assert message in done.stderr and len(done.stderr.strip().splitlines()) == 1
    assert "Traceback" not in done.stderr
    assert fingerprint(tmp_path) == before
    with pytest.raises((EntrantError, ValueError)):
        class_tournament(folder, size=5 if setup == "size" else 6, progress=False)


STUDENT_NOTEBOOK = """
import sys
from othello_lesson import rules
from othello_lesson.teacher.entrants import write_entry
from othello_lesson.rules import copy_board, valid_moves_list

CORNER_BONUS = {"corner": 50}


def score(board, colour):
    size = len(board)
    corners = [(0, 0), (0, size - 1), (size - 1, 0), (size - 1, size - 1)]
    bonus = sum(CORNER_BONUS["corner"] for r, c in corners if board[r][c] == colour)
    return bonus + rules.count_discs(board)[0 if colour == rules.BLACK else 1]


def my_player(board, colour):
    after = lambda move: rules.place_move(copy_board(board), *move, colour)
    return max(valid_moves_list(board, colour), key=lambda move: score(after(move), colour))


write_entry(my_player, sys.argv[1])
"""


def test_write_entry_copies_a_notebooks_player_into_a_file_that_plays_the_same_moves(tmp_path, folder):
    from othello_lesson.players import random_player

    script = tmp_path / "notebook.py"
    script.write_text(STUDENT_NOTEBOOK)
    entry = folder / "ana.py"
    done = subprocess.run(
        [sys.executable, str(script), str(entry)], capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0, done.stderr
    namespace: dict = {}
    exec(
        compile(STUDENT_NOTEBOOK.replace("write_entry(my_player, sys.argv[1])", ""), "notebook", "exec"),
        namespace,
    )
    original = namespace["my_player"]
    board, colour, shuffle = initialize_board(6), BLACK, random_player(3)
    from othello_lesson.rules import next_player, place_move

    with SandboxedPlayer(entry) as written:
        while colour is not None:
            assert written(board, colour) == original(board, colour)
            place_move(board, *shuffle(board, colour), colour)
            colour = next_player(board, colour)


def test_an_entry_starts_in_the_language_spoken_and_is_replaced_whatever_language_wrote_it(folder, japanese):
    from othello_lesson.language import use_language
    from othello_lesson.players import first_move_player
    from othello_lesson.teacher.entrants import write_entry

    entry = folder / "ana.py"
    write_entry(greedy_player, entry)
    first_line = entry.read_text(encoding="utf-8").splitlines()[0]
    writer = "othello_lesson.teacher.entrants.write_entry"
    assert first_line == f"# クラスの大会の参加ファイル。{writer} が書きました"
    use_language("en")
    write_entry(first_move_player, entry)  # a Japanese entry is recognised in English, and replaced
    text = entry.read_text(encoding="utf-8")
    assert text.startswith(f"# A class tournament entry, written by {writer}\n")
    assert "first_move_player" in text
    use_language("ja")
    write_entry(greedy_player, entry)  # and an English entry in Japanese
    text = entry.read_text(encoding="utf-8")
    assert text.startswith("# クラスの大会の参加ファイル。") and "greedy_player" in text
    entry.write_text("# A class tournament entry, written by othello_lesson.entrants.write_entry\n", "utf-8")
    write_entry(greedy_player, entry)  # an entry written before the teacher's modules had their folder
    assert "greedy_player" in entry.read_text(encoding="utf-8")
    lookalike, words = folder / "ben.py", "# クラスの大会の参加ファイル。ぼくが書きました\n"
    lookalike.write_text(words, encoding="utf-8")
    with pytest.raises(ValueError, match="write_entry"):
        write_entry(greedy_player, lookalike)
    assert lookalike.read_text(encoding="utf-8") == words


def test_write_entry_never_replaces_a_file_it_did_not_write_and_says_what_it_cannot_copy(folder):
    from othello_lesson.teacher.entrants import write_entry

    lesson = folder / "lesson.py"
    lesson.write_text("# my own work\n")
    with pytest.raises(ValueError, match="is not an entry written by write_entry"):
        write_entry(greedy_player, lesson)
    assert lesson.read_text() == "# my own work\n"

    def made_by(depth):
        def play(board, colour):
            return valid_moves_list(board, colour)[depth % 1]

        return play

    with pytest.raises(ValueError, match="made inside another function"):
        write_entry(made_by(2), folder / "b.py")
    assert not (folder / "b.py").exists()
    write_entry(greedy_player, folder / "c.py")
    write_entry(greedy_player, folder / "c.py")  # its own entry may be written again
    assert (
        (folder / "c.py").read_text().endswith("from othello_lesson.players import greedy_player as player\n")
    )


def test_write_entry_copies_a_function_whose_module_no_other_process_can_import(folder):
    import linecache

    from othello_lesson.teacher.entrants import write_entry

    source = "from othello_lesson.rules import valid_moves_list\n\n\ndef first(board, colour):\n"
    source += "    return valid_moves_list(board, colour)[0]\n"
    linecache.cache["<made in memory>"] = (len(source), None, source.splitlines(True), "<made in memory>")
    namespace = {"__name__": "made_in_memory"}
    exec(compile(source, "<made in memory>", "exec"), namespace)
    entry = write_entry(namespace["first"], folder / "first.py")
    text = entry.read_text()
    assert "import made_in_memory" not in text and "def first(board, colour):" in text
    with SandboxedPlayer(entry) as written:
        assert written(initialize_board(4), BLACK) == (0, 1)


COMMAND = [sys.executable, "-m", "othello_lesson.teacher.class_tournament"]
# ana's secret, never written whole in this file: a process whose working folder holds this file (a
# test run on the same computer) must not be taken for the folder of entrants by the spy.
ANAS_SECRET = "KEPT = '" + "SECRET" + "-OF-" + "ANA'\n"

SPY = """
import glob, os
from othello_lesson import valid_moves_list

def looked_everywhere():
    found, tried = [], 0
    places = []
    for pid in os.listdir("/proc"):
        if pid.isdigit() and int(pid) != os.getpid():
            for part in ("cmdline", "environ"):
                places.append(("read", f"/proc/{pid}/{part}"))
            places.append(("list", f"/proc/{pid}/cwd"))
            places.append(("fds", f"/proc/{pid}/fd"))
    places += [("list", "."), ("list", ".."), ("list", os.path.dirname(os.path.abspath(__file__)))]
    places += [("list", os.path.dirname(path)) for path in glob.glob("/tmp/othello-entrant-*")]
    for how, place in places:
        tried += 1
        try:
            if how == "read":
                with open(place, "rb") as file:
                    text = file.read().replace(b"\\0", b" ").decode(errors="replace")
                folders = [word for word in text.replace("=", " ").split() if word.startswith("/")]
            elif how == "fds":
                folders = [os.readlink(os.path.join(place, fd)) for fd in os.listdir(place)]
            else:
                folders = [place]
            for folder in folders:
                for candidate in (folder, os.path.dirname(folder)):
                    if os.path.isdir(candidate):
                        for name in os.listdir(candidate):
                            path = os.path.join(candidate, name)
                            if name.endswith(".py") and os.path.isfile(path):
                                with open(path) as file:
                                    if "SECRET" + "-OF-ANA" in file.read():
                                        found.append(path)
        except OSError:
            pass
    return found, tried

def player(board, colour):
    found, tried = looked_everywhere()
    if found:
        raise RuntimeError("found it: " + found[0])
    raise RuntimeError(f"found nothing in {tried} places")
"""


@pytest.mark.parametrize("bubblewrap", [False, True], ids=["processes", "bubblewrap"])
def test_an_entrant_cannot_find_another_entrants_file(folder, tmp_path, bubblewrap):
    if bubblewrap:
        needs_bubblewrap()
    (folder / "ana.py").write_text(GOOD + ANAS_SECRET)
    (folder / "spy.py").write_text(SPY)
    target = tmp_path / "result.json"
    options = [] if bubblewrap else ["--no-bubblewrap"]
    # The teacher's way: the command, from the folder above the entrants, given their folder's path.
    done = subprocess.run(
        [*COMMAND, "entrants", "--size", "4", "--games", "1", "--json", str(target), *options],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=tmp_path,
        env={**__import__("os").environ, "PWD": str(tmp_path)},
    )
    assert done.returncode == 0, done.stderr
    (game,) = json.loads(target.read_text())["games"]
    assert "spy raised RuntimeError: found nothing in" in game["reason"], game["reason"]
    places = int(game["reason"].split("found nothing in ")[1].split()[0])
    assert places >= 3  # it did look: at least its own folder, the one above and the referee's


def test_without_its_precautions_the_spy_does_find_the_file(folder, tmp_path):
    """The spy is able: told a folder the way the referee's command line used to tell it, it finds ana."""
    (folder / "ana.py").write_text(GOOD + ANAS_SECRET)
    namespace: dict = {"__file__": str(folder / "spy.py")}
    exec(compile(SPY, "spy.py", "exec"), namespace)
    with pytest.raises(RuntimeError, match=r"found it: .*ana\.py"):
        namespace["player"](initialize_board(4), BLACK)


SLEEPER = "import time\ndef player(board, colour):\n    time.sleep(10)\n    return (0, 0)\n"


def test_the_announced_budget_holds_and_a_sleeper_loses_by_time(folder, tmp_path):
    (folder / "greedy.py").write_text(GOOD)
    (folder / "weights.py").write_text("from othello_lesson.players import weights_player as player\n")
    (folder / "sleeper.py").write_text(SLEEPER)
    (folder / "syntax.py").write_text(FAULTS["does_not_import"][0])
    target = tmp_path / "result.json"
    import time

    began = time.monotonic()
    done = run_command(
        folder, "--size", 4, "--games", 2, "--seconds", "0.23", "--game-seconds", 2, "--json", target
    )
    took = time.monotonic() - began
    assert done.returncode == 0, done.stderr
    announced = next(line for line in done.stdout.splitlines() if "games, at most" in line)
    assert "3 entrants, round robin, 2 games a pair: 6 games, at most " in announced
    budget = announced.split("at most ")[1].split(" (")[0]
    seconds = sum(
        int(n) * (60 if unit == "min" else 1) for n, unit in zip(*[iter(budget.split())] * 2, strict=True)
    )
    assert took < seconds
    data = json.loads(target.read_text())
    sleeper = [game for game in data["games"] if "sleeper" in (game["black"], game["white"])]
    assert len(sleeper) == 4 and all(
        "sleeper took more than 0.96 s on the clock" in g["reason"] for g in sleeper
    )
    assert data["not_playing"] == {"syntax": data["not_playing"]["syntax"]}
    assert "SyntaxError" in data["not_playing"]["syntax"]
    (fault,) = data["not_playing_faults"]
    assert (fault["entrant"], fault["kind"]) == ("syntax", "failed_to_import")
    assert fault["facts"]["error"].startswith("SyntaxError")
    assert data["standings"][-1]["entrant"] == "syntax" and "rating" not in data["standings"][-1]
    assert [row["entrant"] for row in data["standings"]][-2] == "sleeper"
    still = subprocess.run(["pgrep", "-f", "_entrant_runner.py 0.23 "], capture_output=True, text=True)
    assert still.stdout == "", "an entrant's process was left"


def test_swiss_rounds_pair_similar_scores_and_never_the_same_pair_twice(folder):
    for number in range(7):
        (folder / f"p{number}.py").write_text(
            f"from othello_lesson.players import random_player\nplayer = random_player({number})\n"
        )
    result = class_tournament(folder, size=4, games=2, rounds=3, progress=False)
    pairs = [frozenset((game.black, game.white)) for game in result.games]
    assert len(result.games) == 3 * 3 * 2 and all(pairs.count(pair) == 2 for pair in pairs)
    sat_out = [name for name in result.table.names if result.table.totals(name)[0] == 4]
    assert len(sat_out) == 3 and len(set(sat_out)) == 3  # one a round, never the same one
    again = class_tournament(folder, size=4, games=2, rounds=3, progress=False, workers=1)
    assert again.games == result.games


def test_write_entry_leaves_out_a_global_that_only_shares_an_attributes_name(folder):
    """``board.copy()`` reads no global ``copy``: a notebook's ``copy`` that no file can hold is left out."""
    import linecache

    from othello_lesson.teacher.entrants import write_entry

    source = "from othello_lesson.rules import valid_moves_list\n\n\ndef first(board, colour):\n"
    source += "    return valid_moves_list([row.copy() for row in board], colour)[FIRST]\n"
    linecache.cache["<a notebook>"] = (len(source), None, source.splitlines(True), "<a notebook>")
    namespace = {"__name__": "a_notebook", "copy": object(), "FIRST": 0}
    exec(compile(source, "<a notebook>", "exec"), namespace)
    entry = write_entry(namespace["first"], folder / "first.py")
    text = entry.read_text()
    assert "FIRST = 0" in text and "copy =" not in text and "import copy" not in text
    with SandboxedPlayer(entry) as written:
        assert written(initialize_board(4), BLACK) == (0, 1)


SLOW = """
import time
from othello_lesson.players import greedy_player

def player(board, colour):
    time.sleep(0.4)
    return greedy_player(board, colour)
"""
# Python's own Ctrl+C, whatever the test's parent process had set (a shell's background job ignores it)
WITH_CTRL_C = (
    "import runpy, signal; signal.signal(signal.SIGINT, signal.default_int_handler); "
    "runpy.run_module('othello_lesson.teacher.class_tournament', run_name='__main__', alter_sys=True)"
)


def read_until(descriptor: int, pattern: str, timeout: float) -> str:
    """What a terminal (the reading end of a pty) showed, up to the first match of ``pattern``."""
    import re
    import select
    import time

    shown, deadline = "", time.monotonic() + timeout
    while not re.search(pattern, shown):
        assert time.monotonic() < deadline, f"{pattern!r} not shown in {timeout} s: {shown!r}"
        if select.select([descriptor], [], [], 0.5)[0]:
            try:
                shown += os.read(descriptor, 4096).decode(errors="replace")
            except OSError:  # the terminal's other end is closed: the command ended
                break
    return shown


def test_ctrl_c_keeps_the_games_played_and_shows_their_table_cut_short(folder, tmp_path):
    """Ctrl+C in the teacher's terminal while games are played: the finished games are kept, their table
    is shown with a note that the tournament was cut short, and no entrant's process is left."""
    import pty
    import signal

    (folder / "greedy.py").write_text(GOOD)
    (folder / "weights.py").write_text("from othello_lesson.players import weights_player as player\n")
    (folder / "slow.py").write_text(SLOW)
    target = tmp_path / "result.json"
    terminal, its_end = pty.openpty()  # the progress line is drawn on a terminal only
    options = ["--size", "6", "--games", "4", "--seconds", "0.37", "--json", target]
    process = subprocess.Popen(
        [sys.executable, "-c", WITH_CTRL_C, folder, *options],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=its_end,
        text=True,
        start_new_session=True,
    )
    os.close(its_end)
    try:
        read_until(terminal, r"\b[1-9]\d* of \d+ games played", timeout=120)
        os.killpg(process.pid, signal.SIGINT)
        out, _ = process.communicate(timeout=120)
    finally:
        if process.poll() is None:
            process.kill()
        os.close(terminal)
    cut = next(line for line in out.splitlines() if "Cut short:" in line)
    played, planned = (int(word) for word in cut.split("Cut short: ")[1].split(" games")[0].split(" of "))
    assert 1 <= played < planned == 3 * 4, out
    for name in ("greedy", "weights", "slow"):
        assert name in out, out
    data = json.loads(target.read_text())
    assert len(data["games"]) == played
    still = subprocess.run(["pgrep", "-f", "_entrant_runner.py 0.37 "], capture_output=True, text=True)
    assert still.stdout == "", "an entrant's process was left"


SNOOP = """
import os
import othello_lesson

def seen(place):
    try:
        return sorted(os.listdir(place))
    except OSError:
        return None

def player(board, colour):
    clone = os.path.dirname(os.path.dirname(os.path.abspath(othello_lesson.__file__)))
    places = {"clone": clone, "solutions": os.path.join(clone, "notebooks", "solutions"),
              "root": "/root", "home": os.path.expanduser("~teacher"), "tmp": "/tmp"}
    raise RuntimeError("saw " + repr({name: seen(place) for name, place in places.items()}))
"""


def needs_bubblewrap():
    """Skip where bubblewrap is not installed, except in CI, which installs it (.ci/run): there it fails."""
    import shutil

    if shutil.which("bwrap") is None:
        if os.environ.get("CI"):
            pytest.fail("bubblewrap is not installed: .ci/run installs it for the sandbox's tests")
        pytest.skip("bubblewrap is not installed here")


def test_the_sandbox_is_on_with_the_course_and_its_environment_under_tmp(tmp_path):
    """A clone under /tmp and its virtual environment there (the sandbox's empty /tmp once hid them, and
    the entrants then ran without it, saying nothing): the sandbox starts, says so, and hides the rest."""
    import shutil

    needs_bubblewrap()
    clone = tmp_path / "clone"
    package = Path(othello_lesson.__file__).parent
    shutil.copytree(package, clone / "othello_lesson", ignore=shutil.ignore_patterns("__pycache__"))
    (clone / "notebooks" / "solutions").mkdir(parents=True)
    (clone / "notebooks" / "solutions" / "03-is-this-move-valid.ipynb").write_text("{}")
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(clone / ".venv")], check=True)
    entrants = clone / "entrants"
    entrants.mkdir()
    (entrants / "greedy.py").write_text(GOOD)
    (entrants / "snoop.py").write_text(SNOOP)
    target = tmp_path / "result.json"
    options = ["--size", "4", "--games", "1", "--json", str(target)]
    done = subprocess.run(
        [clone / ".venv/bin/python", "-m", "othello_lesson.teacher.class_tournament", "entrants", *options],
        capture_output=True,
        text=True,
        timeout=300,
        cwd=clone,
        env={"PATH": os.environ["PATH"], "PYTHONPATH": str(clone), "HOME": str(tmp_path)},
    )
    assert done.returncode == 0, done.stderr
    assert "run in bubblewrap's sandbox" in done.stdout and "WITHOUT" not in done.stderr, done.stderr
    data = json.loads(target.read_text())
    assert data["settings"]["sandbox"]["on"] is True
    (game,) = data["games"]
    saw = eval(game["reason"].split("snoop raised RuntimeError: saw ")[1])  # the entrant's own repr of lists
    assert set(saw["clone"]) == {".venv", "othello_lesson"}, saw  # the environment and the package alone
    assert saw["solutions"] is None and saw["home"] is None, saw
    assert saw["tmp"] == [clone.parts[2]], saw  # the empty /tmp, with the way to the clone and nothing else
    python_there = [part for part in Path(sys.base_prefix).parts[2:3] if sys.base_prefix.startswith("/root/")]
    assert saw["root"] in (None, python_there), saw  # nothing of root's but the Python installed there


FAILING_BWRAP = "#!/bin/sh\necho 'bwrap: setting up uid map: Permission denied' >&2\nexit 1\n"


def test_a_sandbox_that_cannot_start_is_said_before_the_first_game_and_root_is_refused(tmp_path):
    """bubblewrap installed but unable to start (a bwrap that fails, first on the PATH): the command says
    so, with bubblewrap's own words and what to do, before the first game; as root it refuses to play
    unless told --unsandboxed; an ordinary account is warned and plays."""
    import shutil
    import tempfile

    shared = Path(tempfile.mkdtemp(prefix="othello-sandbox-test-"))  # readable by another account
    try:
        shared.chmod(0o755)
        programs, folder = shared / "bin", shared / "entrants"
        programs.mkdir()
        folder.mkdir()
        (programs / "bwrap").write_text(FAILING_BWRAP)
        (programs / "bwrap").chmod(0o755)
        (folder / "greedy.py").write_text(GOOD)
        (folder / "weights.py").write_text("from othello_lesson.players import weights_player as player\n")
        path = f"{programs}{os.pathsep}{os.environ['PATH']}"
        environment = {**os.environ, "PATH": path, "HOME": str(shared)}

        def run(*options):
            return subprocess.run(
                [*COMMAND, folder, "--size", "4", "--games", "1", *options],
                capture_output=True,
                text=True,
                timeout=300,
                env=environment,
                cwd="/",
            )

        if os.geteuid() == 0:
            refused = run()
            assert refused.returncode == 2, refused.stdout
            assert "refusing to run the students' files as root without a sandbox" in refused.stderr
            assert "bwrap: setting up uid map: Permission denied" in refused.stderr
            assert "--unsandboxed" in refused.stderr and "games" not in refused.stdout, refused.stdout
            told = run("--unsandboxed")
            assert told.returncode == 0, told.stderr
            assert "WARNING: the entrants run WITHOUT a sandbox: you asked for none" in told.stderr
            assert "greedy" in told.stdout
        warned = as_an_ordinary_account(folder, environment)
        assert warned.returncode == 0, warned.stderr
        warning = warned.stderr.splitlines()[0]
        assert warning.startswith("WARNING: the entrants run WITHOUT a sandbox: bubblewrap is installed but")
        assert "(bwrap: setting up uid map: Permission denied)" in warning
        assert "user namespaces" in warning  # what to do
        announced = warned.stdout.index("2 entrants, round robin")
        assert "greedy" in warned.stdout[announced:] and "weights" in warned.stdout[announced:]
    finally:
        shutil.rmtree(shared)


def as_an_ordinary_account(folder, environment):
    """The command's run by an account that is not root, in this process (this Python may be one that
    only root can reach): what it printed, and its exit code."""
    import argparse
    import contextlib
    import io
    from unittest import mock

    from othello_lesson.teacher import class_tournament as command
    from othello_lesson.teacher import entrants

    out, err = io.StringIO(), io.StringIO()
    arguments = command.add_tournament_arguments(argparse.ArgumentParser())
    options = arguments.parse_args([str(folder), "--size", "4", "--games", "1"])
    options.hidden = True  # played here, not started again
    with (
        mock.patch.dict(os.environ, environment),
        mock.patch.object(entrants, "_SANDBOX", None),
        mock.patch.object(command, "is_root", lambda: False),
        contextlib.redirect_stdout(out),
        contextlib.redirect_stderr(err),
    ):
        code = command.run_tournament(options)
    return subprocess.CompletedProcess([], code, out.getvalue(), err.getvalue())


def test_round_robin_rounds_meet_every_pair_once_each_entrant_once_a_round():
    from othello_lesson.teacher.tournament_plan import round_robin_rounds

    for count in (2, 5, 12):
        names = [f"p{n}" for n in range(count)]
        rounds = round_robin_rounds(names)
        pairs = [frozenset(pair) for pairs in rounds for pair in pairs]
        assert len(pairs) == len(set(pairs)) == count * (count - 1) // 2
        for pairs_of_a_round in rounds:
            seated = [name for pair in pairs_of_a_round for name in pair]
            assert len(seated) == len(set(seated)) == count - count % 2


def test_a_budget_is_used_whole_round_robins_and_more_within_it(folder):
    """Twelve quick entrants and 12 s (the worst case of a Swiss round alone, six pairs' games on two
    cores at 2.5 s a game, was 15 s: it was refused): their round robin, then rounds while time
    remains; the last game starts only when its worst case ends within the budget."""
    import time

    for number in range(12):
        (folder / f"p{number}.py").write_text(
            f"from othello_lesson.players import random_player\nplayer = random_player({number})\n"
        )
    began = time.monotonic()
    result = class_tournament(folder, size=4, minutes=0.2, game_seconds=1, workers=2, progress=False)
    took = time.monotonic() - began
    met = {frozenset((game.black, game.white)) for game in result.games}
    assert len(met) == 12 * 11 // 2, len(met)  # a whole round robin at least
    assert took <= 12 + 0.5, took  # within the budget (and the last processes' ending)
    worst = 2 * 1 + 0.5
    assert took >= 12 - worst - 1.5, took  # rounds were added while a game's worst case still fitted
    assert result.settings.minutes == 0.2 and result.settings.rounds >= 11
    assert not result.cut_short


def test_every_word_the_tournament_says_is_in_its_table_and_each_there_is_said():
    """The words live in one table under ids: a key said that the table lacks, or a key no code says,
    fails here (a fault's kind, a sandbox's reason and a column are said by their kind's name)."""
    import re

    from othello_lesson.teacher import tournament_words

    teacher = Path(tournament_words.__file__).parent
    files = [path for path in teacher.glob("*.py") if path.name != "tournament_words.py"]
    sources = "\n".join(path.read_text() for path in files)
    said = set(re.findall(r'\bwords\(\s*"([a-z_]+)"', sources))
    assert said and said <= set(WORDS), said - set(WORDS)
    quoted = set(re.findall(r'["\x27]([a-z_]+)["\x27]', sources))
    for key in WORDS:
        kind = re.sub(r"^(fault|sandbox_why|sandbox_remedy|column)_", "", key)
        assert key in quoted or (kind != key and kind in quoted), f"{key} is never said"
