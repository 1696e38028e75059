"""The student's own Othello: kept only when right, never overwritten without a backup, always usable."""

from __future__ import annotations

import pytest

from othello_lesson import files, rules
from othello_lesson.exercises import own_othello
from othello_lesson.exercises.own_othello import MODULE, keep, rules_from_my_othello, show_my_othello
from othello_lesson.rules import BLACK, EMPTY, WHITE


def count_discs(board):
    return sum(row.count(BLACK) for row in board), sum(row.count(WHITE) for row in board)


def winner(board):
    black, white = count_discs(board)
    return BLACK if black > white else WHITE  # wrong: a tie is a draw


def valid_moves_list(board, colour):
    size = len(board)
    return [(r, c) for r in range(size) for c in range(size) if rules.is_valid_move(board, r, c, colour)]


def test_a_passing_function_is_written_and_shown(tmp_path):
    kept = keep(count_discs, folder=tmp_path)
    text = (tmp_path / MODULE).read_text(encoding="utf-8")
    assert repr(kept).startswith("✔ my_othello.py now holds your count_discs:")
    assert "def count_discs(board):" in repr(kept) and "def count_discs(board):" in text
    namespace: dict = {}
    exec(compile(text, MODULE, "exec"), namespace)  # the module is a program that runs
    assert namespace["count_discs"](rules.initialize_board(4)) == (2, 2)


def test_a_wrong_or_unfinished_function_is_not_written(tmp_path):
    kept = keep(winner, folder=tmp_path)
    assert "winner is not kept yet: its check does not pass" in repr(kept)
    assert not (tmp_path / MODULE).exists()

    def valid_moves_list(board, colour):
        raise NotImplementedError("your code here")

    assert "valid_moves_list is not kept yet" in repr(keep(valid_moves_list, folder=tmp_path))
    assert "keep takes the rule functions" in repr(keep(print, folder=tmp_path))


def test_keeping_the_same_again_changes_nothing_and_a_new_version_backs_up_the_old(tmp_path):
    first_version = globals()["count_discs"]
    keep(first_version, folder=tmp_path)
    before = (tmp_path / MODULE).read_text(encoding="utf-8")
    again = keep(first_version, folder=tmp_path)
    assert (tmp_path / MODULE).read_text(encoding="utf-8") == before
    assert not (tmp_path / files.BACKUPS).exists()

    def count_discs(board):  # the same answer, written another way
        black = white = 0
        for row in board:
            black += row.count(BLACK)
            white += row.count(WHITE)
        return black, white

    keep(count_discs, folder=tmp_path)
    backups = list((tmp_path / files.BACKUPS).iterdir())
    assert [b.read_text(encoding="utf-8") for b in backups] == [before]
    assert "black += row.count(BLACK)" in (tmp_path / MODULE).read_text(encoding="utf-8")
    assert repr(again) == repr(keep(first_version, folder=tmp_path)), (
        "what keep shows never depends on the file"
    )


def test_the_board_uses_the_students_functions_and_the_finished_ones_for_the_rest(tmp_path):
    said: list[str] = []
    chosen = rules_from_my_othello(folder=tmp_path, say=said.append)
    assert chosen == own_othello.Rules()
    assert said[0] == (
        "There is no my_othello.py in this folder yet (lessons 3 to 6 write it with keep(...)), "
        "so the board uses the course's finished rules."
    )

    keep(valid_moves_list, folder=tmp_path)
    chosen = rules_from_my_othello(folder=tmp_path, say=said.append)
    assert chosen.valid_moves_list.__name__ == "valid_moves_list"
    assert chosen.valid_moves_list is not rules.valid_moves_list
    assert chosen.is_valid_move is rules.is_valid_move
    assert "valid_moves_list: yours, from my_othello.py" in said[1]
    assert "is_valid_move: the finished one (my_othello.py does not hold it yet)" in said[1]


def test_a_function_broken_by_hand_falls_back_to_the_finished_one(tmp_path):
    keep(valid_moves_list, folder=tmp_path)
    path = tmp_path / MODULE
    path.write_text(
        path.read_text(encoding="utf-8").replace("range(size)", "range(size - 1)"), encoding="utf-8"
    )
    said: list[str] = []
    chosen = rules_from_my_othello(folder=tmp_path, say=said.append)
    assert chosen.valid_moves_list is rules.valid_moves_list
    assert "valid_moves_list: the finished one (yours was changed since keep wrote it" in said[0]


@pytest.mark.parametrize("broken", ["def oops(:\n", "raise RuntimeError('boom')\n"])
def test_a_module_that_cannot_be_loaded_falls_back_with_a_clear_word(tmp_path, broken):
    (tmp_path / MODULE).write_text(broken, encoding="utf-8")
    said: list[str] = []
    assert rules_from_my_othello(folder=tmp_path, say=said.append) == own_othello.Rules()
    assert "my_othello.py could not be loaded" in said[0]


def test_show_prints_the_whole_module(tmp_path, capsys):
    show_my_othello(folder=tmp_path)
    assert "There is no my_othello.py in this folder yet" in capsys.readouterr().out
    keep(count_discs, folder=tmp_path)
    show_my_othello(folder=tmp_path)
    shown = capsys.readouterr().out
    assert shown.startswith('"""My own Othello') and "def count_discs(board):" in shown
    assert EMPTY is not None


def all_squares(board):
    """A helper that lives in the notebook (here, this test module) but not in my_othello.py."""
    return [(r, c) for r in range(len(board)) for c in range(len(board))]


def test_a_function_that_needs_a_name_the_module_lacks_falls_back(tmp_path):
    def valid_moves_list(board, colour):
        return [(r, c) for r, c in all_squares(board) if rules.is_valid_move(board, r, c, colour)]

    assert "now holds your valid_moves_list" in repr(keep(valid_moves_list, folder=tmp_path))
    said: list[str] = []
    chosen = rules_from_my_othello(folder=tmp_path, say=said.append)
    assert chosen.valid_moves_list is rules.valid_moves_list
    assert "does it use a name the module lacks?" in said[0]


def test_keep_names_a_helper_it_uses_that_is_not_kept_yet(tmp_path):
    def next_player(board, colour):
        other = WHITE if colour == BLACK else BLACK
        if has_valid_move(board, other):
            return other
        return colour if has_valid_move(board, colour) else None

    shown = repr(keep(next_player, folder=tmp_path))
    assert "Note: next_player uses has_valid_move, which my_othello.py does not hold yet" in shown


def has_valid_move(board, colour):
    return rules.has_valid_move(board, colour)


def test_keep_trusts_the_check_that_just_passed_and_runs_it_for_anything_else(tmp_path, monkeypatch):
    from othello_lesson.exercises import lesson6

    assert lesson6.check_count_discs(count_discs).passed
    ran: list[str] = []
    monkeypatch.setattr(
        own_othello, "_recheck", lambda name, function: ran.append(name) or lesson6.check_winner(function)
    )
    assert "now holds your count_discs" in repr(keep(count_discs, folder=tmp_path))
    assert ran == [], "the check of the cell above is not run a second time"

    def count_discs_again(board):  # never checked: keep runs its check
        return count_discs(board)

    keep(count_discs_again, folder=tmp_path)
    assert ran == []  # not a kept name: refused before any check
    keep(winner, folder=tmp_path)
    assert ran == ["winner"]


def test_kernels_that_keep_at_the_same_moment_lose_no_backup_and_leave_no_half_written_module(tmp_path):
    # Solved lessons run in parallel test workers, and a student may run two notebooks at once:
    # each backup takes its own number, and a reader never finds a half-written module.
    import threading

    path = tmp_path / MODULE
    path.write_text("# version 0\n", encoding="utf-8")
    versions = [f"# version {n}\n" + "x = 1\n" * 2000 for n in range(1, 17)]
    start = threading.Barrier(len(versions) + 1)
    seen: list[str] = []

    def back_up_and_write(text):
        start.wait()
        files.back_up(path)
        files.write_whole(path, text)

    def read_meanwhile():
        start.wait()
        for _ in range(200):
            seen.append(path.read_text(encoding="utf-8"))

    threads = [threading.Thread(target=back_up_and_write, args=(text,)) for text in versions]
    threads.append(threading.Thread(target=read_meanwhile))
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    backups = sorted((tmp_path / files.BACKUPS).iterdir())
    assert [b.name for b in backups] == sorted(f"my_othello-{n}.py" for n in range(1, 17))
    assert all(b.read_text(encoding="utf-8") in ["# version 0\n", *versions] for b in backups)
    assert path.read_text(encoding="utf-8") in versions
    assert all(text in ["# version 0\n", *versions] for text in seen)
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        files.BACKUPS,
        MODULE,
    ]  # no temporary file left


def test_a_backup_never_overwrites_one_that_exists(tmp_path):
    path = tmp_path / MODULE
    path.write_text("# new\n", encoding="utf-8")
    (tmp_path / files.BACKUPS).mkdir()
    (tmp_path / files.BACKUPS / "my_othello-1.py").write_text("# old\n", encoding="utf-8")
    assert files.back_up(path).name == "my_othello-2.py"
    assert (tmp_path / files.BACKUPS / "my_othello-1.py").read_text(encoding="utf-8") == "# old\n"
