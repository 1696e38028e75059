"""The games log: one CSV row per finished game, appended safely by many programs at once,
never damaged by a program killed while writing; a malformed log is reported by line and left alone."""

from __future__ import annotations

import multiprocessing
import random
import resource
import signal
import subprocess
import sys
import textwrap
from dataclasses import astuple

import pytest

from othello_lesson.gamelog import COLUMNS, GameLogError, LoggedGame, log_game, read_log
from othello_lesson.players import first_move_player, greedy_player, play_game, random_player
from othello_lesson.records import play_record
from othello_lesson.rules import count_discs


def a_game(number: int, who: str = "greedy") -> LoggedGame:
    return LoggedGame(
        "2024-05-01T10:00:00+00:00", 1.5, 8, who, 'random, "seed 3"', 40, 24, "black", "done", f"f5d6{number}"
    )


def test_a_new_log_starts_with_the_header_and_keeps_every_row(tmp_path):
    path = tmp_path / "games.csv"
    games = [a_game(n) for n in range(3)]
    for game in games:
        log_game(path, game)
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[0] == ",".join(COLUMNS)
    assert len(lines) == 4
    assert read_log(path) == games


def test_play_game_appends_each_finished_game(tmp_path):
    path = tmp_path / "games.csv"
    first = play_game(greedy_player, first_move_player, size=4, log=path)
    second = play_game(random_player(seed=5), greedy_player, size=6, log=path)
    rows = read_log(path)
    assert [row.size for row in rows] == [4, 6]
    assert (rows[0].black, rows[0].white) == ("greedy_player", "first_move_player")
    for row, record in zip(rows, (first, second), strict=True):
        assert (row.black_discs, row.white_discs) == count_discs(record.board)
        assert play_record(row.moves, size=row.size).board == record.board
        assert row.duration_s >= 0
    assert rows[0].result == "white"  # 6 - 10, as play_game's own example shows


def _append_many(path: str, who: str, count: int) -> None:
    for number in range(count):
        log_game(path, a_game(number, who))


def test_programs_appending_at_once_never_mix_or_lose_rows(tmp_path):
    path = tmp_path / "games.csv"
    context = multiprocessing.get_context("spawn")
    workers = [context.Process(target=_append_many, args=(str(path), f"p{n}", 40)) for n in range(4)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join(60)
        assert worker.exitcode == 0
    rows = read_log(path)
    assert len(rows) == 160
    for n in range(4):
        assert [row.moves for row in rows if row.black == f"p{n}"] == [f"f5d6{i}" for i in range(40)]
    assert path.read_text(encoding="utf-8").count(",".join(COLUMNS)) == 1


def test_a_row_cut_short_by_a_killed_program_leaves_the_rows_before_and_after_whole(tmp_path):
    path = tmp_path / "games.csv"
    log_game(path, a_game(1))
    with path.open("ab") as file:  # what a program killed half-way through its write leaves
        file.write(b"2024-05-01T10:00:00+00:00,1.5,8,gre")
    log_game(path, a_game(2))
    lines = path.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 4
    with pytest.raises(GameLogError) as caught:
        read_log(path)
    assert caught.value.line == 3
    assert "line 3" in str(caught.value)
    assert lines[1] == lines[3].replace("f5d62", "f5d61")  # the rows on either side are whole


def the_killed_programs_game(number: int) -> LoggedGame:
    return LoggedGame("2024-05-01T10:00:00+00:00", 1.0, 8, "a", "b", 1, 2, "white", "done", f"f5d6c3{number}")


# A Python that writes no bytecode: under a file size limit it would leave it cut short.
UNDER_A_LIMIT = [sys.executable, "-B"]


def _with_file_size_limit(limit: int):
    """A ``preexec_fn``: the program may not make a file larger than ``limit`` bytes (``RLIMIT_FSIZE``)."""

    def limited() -> None:
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, resource.getrlimit(resource.RLIMIT_FSIZE)[1]))

    return limited


def test_a_program_killed_inside_a_row_leaves_it_reported_as_cut_short_before_and_after_the_next(tmp_path):
    path, scratch = tmp_path / "games.csv", tmp_path / "scratch.csv"
    for number in range(5):
        log_game(scratch, the_killed_programs_game(number))
    moves = scratch.read_text(encoding="utf-8").splitlines()[1].rindex("f5d6c3")
    # The file may not grow past the sixth game's first move: the write that reaches it is cut short
    # there, and the next one kills the program (SIGXFSZ), as a kill at the wrong moment does.
    script = textwrap.dedent(f"""
        import itertools, signal
        from othello_lesson.gamelog import LoggedGame, log_game
        signal.signal(signal.SIGXFSZ, signal.SIG_DFL)  # Python ignores it; a kill does not wait
        for n in itertools.count():
            log_game({str(path)!r}, LoggedGame("2024-05-01T10:00:00+00:00", 1.0, 8, "a", "b", 1, 2,
                                                "white", "done", f"f5d6c3{{n}}"))
    """)
    limit = _with_file_size_limit(scratch.stat().st_size + moves + 2)
    killed = subprocess.run(
        [sys.executable, "-B", "-c", script], preexec_fn=limit, capture_output=True, timeout=60
    )
    assert killed.returncode == -signal.SIGXFSZ, killed.stderr
    assert path.read_bytes() == scratch.read_bytes() + scratch.read_bytes().splitlines()[1][: moves + 2]
    for _ in range(2):  # before the next game is logged, then after
        with pytest.raises(GameLogError, match="line 7: this row was cut short") as caught:
            read_log(path)
        assert caught.value.line == 7
        log_game(path, a_game(1))  # on a line of its own
    lines = path.read_text(encoding="utf-8").splitlines()
    del lines[6]  # what the message says to do: then every game is read, whole
    (tmp_path / "mended.csv").write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert read_log(tmp_path / "mended.csv") == read_log(scratch) + [a_game(1)] * 2


@pytest.mark.parametrize(
    "cut",
    [
        '2024-05-01T10:00:00+00:00,1.5,8,greedy,"random, ""seed 3""",40,24,black,done,f5d',  # in the moves
        '2024-05-01T10:00:00+00:00,1.5,8,greedy,"random, ""se',  # in a quoted name
        '2024-05-01T10:00:00+00:00,1.5,8,greedy,"random, "',  # between the two quotes of a quote
        "2024-05-01T10:00:00+00:00,1.5,8,greedy,",
    ],
)
def test_a_row_cut_anywhere_is_never_read_as_a_game_nor_swallows_the_next(tmp_path, cut):
    path = tmp_path / "games.csv"
    log_game(path, a_game(1))
    with path.open("ab") as file:
        file.write(cut.encode())
    for _ in range(2):  # before the next game is logged, then after
        with pytest.raises(GameLogError, match=r"line 3: this row was cut short.*delete that line"):
            read_log(path)
        log_game(path, a_game(2))
    lines = path.read_text(encoding="utf-8").splitlines()
    assert len(lines) == 5 and lines[3] == lines[4] == lines[1].replace("f5d61", "f5d62")


def test_a_log_saved_in_another_encoding_is_named_by_its_line_and_left_alone(tmp_path):
    path = tmp_path / "games.csv"
    log_game(path, a_game(1))
    log_game(path, a_game(2, who="Zoé"))
    path.write_bytes(path.read_text(encoding="utf-8").encode("latin-1"))  # as a spreadsheet saves it
    before = path.read_bytes()
    for use in (read_log, lambda path: log_game(path, a_game(3))):
        with pytest.raises(GameLogError, match=r"line 3: .*not UTF-8.*save it again as UTF-8") as caught:
            use(path)
        assert isinstance(caught.value, ValueError) and caught.value.line == 3
        assert path.read_bytes() == before


def test_a_log_saved_as_a_spreadsheets_utf8_csv_is_read_and_added_to(tmp_path):
    path = tmp_path / "games.csv"
    log_game(path, a_game(1, who="Zoé"))
    path.write_bytes(b"\xef\xbb\xbf" + path.read_bytes().replace(b"\n", b"\r\n"))  # a BOM, CR LF
    log_game(path, a_game(2))
    assert read_log(path) == [a_game(1, who="Zoé"), a_game(2)]


def test_a_full_disk_takes_back_the_part_of_the_row_it_let_in(tmp_path):
    path = tmp_path / "games.csv"
    log_game(path, the_killed_programs_game(1))
    before = path.read_bytes()
    script = "from othello_lesson.gamelog import LoggedGame, log_game\n"
    script += f"log_game({str(path)!r}, LoggedGame(*{astuple(the_killed_programs_game(2))!r}))"
    limit = _with_file_size_limit(len(before) + 30)  # as a full disk: the row cannot be written whole
    full = subprocess.run(
        [sys.executable, "-B", "-c", script], preexec_fn=limit, capture_output=True, text=True
    )
    assert "File too large" in full.stderr  # the writer is told (Python ignores SIGXFSZ)
    assert path.read_bytes() == before


# --- matches and the console game write the log too ----------------------------------------------


def test_a_match_appends_every_game_with_a_record_that_plays_back(tmp_path):
    from othello_lesson.tournament import match

    path = tmp_path / "games.csv"
    result = match("greedy", "random", games=4, size=6, seed=2, log=path)
    rows = read_log(path)
    assert len(rows) == 4 == len(result.games)
    assert [(row.black, row.white) for row in rows] == [("greedy", "random"), ("random", "greedy")] * 2
    for row, (_, played) in zip(rows, result.games, strict=True):
        replayed = play_record(row.moves, size=6)
        assert (
            count_discs(replayed.board) == (row.black_discs, row.white_discs) == (played.black, played.white)
        )
        assert replayed.to_move is None


def test_the_console_game_logs_a_finished_game_and_a_forfeit_but_not_a_game_stopped(tmp_path):
    from othello_lesson.console import othello

    path = tmp_path / "games.csv"
    othello(4, black="greedy", white="random", seed=1, log=path, output=lambda line: None)
    (row,) = read_log(path)
    assert row.reason == "neither player can move" and row.size == 4
    assert count_discs(play_record(row.moves, size=4).board) == (row.black_discs, row.white_discs)

    def broken(board, colour):
        raise RuntimeError("no idea")

    othello(4, black=broken, white="greedy", log=path, output=lambda line: None)
    forfeit = read_log(path)[1]
    assert (
        forfeit.result == "white" and forfeit.reason.startswith("forfeit: ") and "no idea" in forfeit.reason
    )

    othello(4, log=path, input=lambda prompt: "q", output=lambda line: None)
    assert len(read_log(path)) == 2  # a game stopped before its end is not a finished game


def test_a_record_rebuilt_from_bare_moves_has_its_passes():
    from othello_lesson.records import format_record, record_from_moves, with_passes
    from othello_lesson.rules import BLACK, initialize_board, next_player, place_move, valid_moves_list

    found_a_pass = False
    for seed in range(200):
        rng = random.Random(seed)
        board, to_move, played = initialize_board(4), BLACK, []
        while to_move is not None:
            move = rng.choice(valid_moves_list(board, to_move))
            place_move(board, *move, to_move)
            played.append((to_move, move))
            to_move = next_player(board, to_move)
        expected = format_record(with_passes(played))
        found_a_pass = found_a_pass or "pa" in expected
        assert record_from_moves([move for _, move in played], size=4) == expected
    assert found_a_pass
