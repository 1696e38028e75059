"""Every word the class tournament says to a teacher or a class, in one table under stable ids.

The terminal, the notebook, the live page and the results file read their
words here (``WORDS.say(key, **facts)``), never inline, so that a
translation is one table; an entrant's fault is kept as its kind and its
facts, and said from the table only when shown.

>>> WORDS.say("fault_raised", error="ZeroDivisionError: division by zero")
'raised ZeroDivisionError: division by zero'
>>> WORDS.say("fault_raised", error="ValueError").id
'tournament.fault_raised'
"""

from __future__ import annotations

from ..exercises.hints import Hints

WORDS = Hints(
    "tournament",
    {
        # The sandbox, said before the first game and on the live page.
        "sandbox_on": "The entrants run in bubblewrap's sandbox: no network, none of your files.",
        "sandbox_off": (
            "WARNING: the entrants run WITHOUT a sandbox: {why} Their code can read every file this "
            "account can (the worked solutions, your home folder) and use the network. {remedy}"
        ),
        "sandbox_refused": (
            "refusing to run the students' files as root without a sandbox: {why} {remedy} "
            "To run them anyway, add --unsandboxed."
        ),
        "sandbox_why_not_installed": "bubblewrap (bwrap) is not installed.",
        "sandbox_why_cannot_start": "bubblewrap is installed but could not start a sandbox here ({detail}).",
        "sandbox_why_not_linux": "bubblewrap runs only on Linux.",
        "sandbox_why_turned_off": "you asked for none (--unsandboxed).",
        "sandbox_why_in_the_browser": "in the browser there are no processes; each entrant runs in the page.",
        "sandbox_remedy_install": "Install it (Debian, Ubuntu: sudo apt-get install bubblewrap), run again.",
        "sandbox_remedy_cannot_start": (
            "bubblewrap needs unprivileged user namespaces (on Debian and Ubuntu: sudo sysctl -w "
            "kernel.unprivileged_userns_clone=1; in a container, run it with --privileged or outside it)."
        ),
        "sandbox_remedy_account": "Run it under an ordinary account that holds nothing private.",
        "sandbox_remedy_none": "",
        # An entrant's fault: what it did, said after its name ("ana raised ...").
        "fault_sentence": "{colour} player {name} {problem}",
        "fault_raised": "raised {error}",
        "fault_failed_to_import": "failed to import: {error}",
        "fault_no_player": "defines no function player(board, colour)",
        "fault_processor_time": "took more than {seconds} s of processor time for one move",
        "fault_clock": "took more than {seconds} s on the clock for one move",
        "fault_game_clock": "ran out of its {seconds} s for the game",
        "fault_did_not_start": "did not start within {seconds} s",
        "fault_did_not_start_game": "did not start its game",
        "fault_printed": "printed more than {limit} characters in one move",
        "fault_memory": "ran out of memory",
        "fault_called_exit": "called exit ({code}) instead of answering",
        "fault_signal": "was stopped by signal {signal} (it may have run out of memory)",
        "fault_exit_code": "ended its process (exit code {code}) instead of answering",
        "fault_changed_board": "changed the board it was given",
        "fault_unreadable": "answered something the referee cannot read",
        "fault_not_a_move": "answered {answer}, which is not a (row, col) pair of ints",
        "fault_illegal": "answered {answer}, which is not a legal move: the legal moves are {moves}",
        "fault_kernel_time": "took more than {seconds} s for one move",
        "fault_other": "{reason}",
        # The plan, said before the first game.
        "game_a_pair": "{games} game",
        "games_a_pair": "{games} games",
        "round": "{rounds} round",
        "rounds": "{rounds} rounds",
        "plan_round_robin": "round robin, {games} a pair",
        "plan_swiss": "Swiss, {rounds} of {pairs} pairs, {games} a pair",
        "plan_fixed": "{kind}: {total} games, at most {most} ({workers} at once)",
        "plan_budget": (
            "within {budget}: rounds of {round_games} games ({games} a pair), whole round robins "
            "({robin_rounds} rounds) while they fit, else Swiss rounds, added while time remains, "
            "planned from the entrants' measured speed ({workers} at once)"
        ),
        "budget_too_small": (
            "{minutes} minutes are too few: one game may take up to {most} (each entrant's "
            "--game-seconds clock); give at least {least} minutes, or a shorter --game-seconds"
        ),
        "announce": "{players} entrants, {plan}. Ctrl+C stops it and shows the games played.",
        "not_playing_line": "{name} does not play: {reason}",
        # How far it is.
        "progress_fixed": "{done} of {total} games played, at most {most} left",
        "progress_budget": "{done} games played, {left} of the budget left",
        "progress_checking": "checking the entrants...",
        "progress_done": "{done} games played",
        "progress_over": "{done} of {total} games played",
        "progress_cut_short": "{done} of {total} games played, cut short",
        # The table and its notes.
        "column_rank": "",
        "column_entrant": "entrant",
        "column_games": "games",
        "column_won": "won",
        "column_drawn": "drawn",
        "column_lost": "lost",
        "column_margin": "margin",
        "column_rating": "rating (95 % range)",
        "not_playing_cell": "not playing",
        "note_too_close": "{names}: too few games to tell apart (their 95 % ranges overlap)",
        "note_faults": "{name} lost {count} by fault: {reason}",
        "note_not_playing": "{name} does not play: {reason}",
        "note_cut_short": "Cut short: {done} of {planned} games were played; the table counts those",
        "game_count": "{count} game",
        "games_count": "{count} games",
        "and": "and",
        # The live page.
        "page_title": "Tournament: {name}",
        "page_playing_now": "Playing now",
        "page_notes": "Notes",
        "page_game": "Game",
        "page_stopped": "the tournament stopped: {error}",
        "page_replay_click": "This is a replay of game {label}: use Back and Forward.",
        "page_replay_caption": "Replay of game {label}: move {shown} of {moves}",
        "rating_cell": "{rating} ({low} to {high})",
        # The command, and what it refuses.
        "written": "Standings and every game written to {path}",
        "error_no_folder": "{path}: no such folder",
        "error_a_file": "{path} is a file, not a folder of entrants (one .py file per student)",
        "error_twins": "{first} and {second} would be two entrants with one name: rename one",
        "error_no_entrants": "{path} has no entrants: put one .py file per student in it",
        "error_only_one": "{folder} has only {file}: a tournament needs at least two entrants",
        "error_fewer_than_two": "fewer than two entrants can play: {why}",
        "error_memory": "memory_mb must be a whole number of megabytes, at least 50, not {value}",
        "error_whole_number": "{name} must be a whole number, at least 1, not {value}",
        "error_seconds": "{name} must be a number of seconds, above 0 and at most {most}, not {value}",
        "error_json_folder": "--json {path} is a folder: name a file to write",
        "error_not_results": (
            "this is not the results of a class tournament (othello-course tournament --json)"
        ),
        "error_unreadable_results": "{path}: cannot be read as a tournament's results ({error})",
        "error_not_a_feed": "{path} is not a live tournament's file",
        # Writing an entry (lesson 9): its first line (after a #); write_entry replaces only such a file.
        "entry_header": "A class tournament entry, written by {writer}",
        # Writing an entry (lesson 9): what the student reads when it cannot be written.
        "entry_not_py": "{name}: an entry is a .py file (its name is the entrant's name)",
        "entry_not_ours": "{path} exists and is not an entry written by write_entry: choose another name",
        "entry_not_a_function": "player must be a function player(board, colour), not the {kind}",
        "entry_cannot_copy": (
            "{player} is not a function written in a notebook or a file: write_entry cannot copy it"
        ),
        "entry_inner_function": (
            "{name} is made inside another function (it uses its variables): "
            "write_entry can copy only functions defined at the top of a cell"
        ),
        "entry_no_code": "the code of {name} cannot be found: define it in a cell and run it",
        "entry_uncopiable_value": "{name} uses {value}, a {kind}, which cannot be copied to a file",
    },
)


def words(key: str, /, **facts: object) -> str:
    """The words of ``key`` with its facts filled in, as a plain string."""
    return str(WORDS.say(key, **facts))


__all__ = ["WORDS", "words"]
