"""The real-code answers, each with its exercise's check, whether it is right, and its mistake.

``right`` is not asserted by hand: ``tests/test_real_code.py`` proves every label with the
independent rules of ``oracle`` (built on ``_reference_rules``).  For a wrong answer, ``mistake``
says in one sentence what the code really does wrong, ``says`` the words (one phrase, or several
separated by " | ") that a hint naming that mistake must contain, and ``avoids`` words that would
point the student at a mistake the code does not have.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from othello_lesson.exercises import lesson1, lesson3, lesson4, lesson5, lesson6, lesson10
from othello_lesson.exercises.common import Report

from . import aniruddh, burns, esgrove, paip, sweigart, waheeduk, ytetsu


@dataclass(frozen=True)
class RealAnswer:
    """One answer adapted from real code, and what a check should make of it."""

    check: Callable[[Callable], Report]
    answer: Callable
    right: bool
    mistake: str = ""
    says: str = ""
    avoids: str = ""

    @property
    def exercise(self) -> str:
        return self.check.__name__.removeprefix("check_")

    @property
    def lesson(self) -> int:
        return int(self.check.__module__.rsplit("lesson", 1)[1])

    @property
    def source(self) -> str:
        return self.answer.__module__.rsplit(".", 1)[1]

    @property
    def name(self) -> str:
        return self.answer.__name__


SIZE_8 = "len(board)"
PAST_8 = "beyond the eighth row or column"
SWEIGART_8 = "Their loops and bounds are written for 8x8 (range(8), x <= 7), not for the board's size."
PAIP_8 = "Their 10x10 list holds an 8x8 board, so squares beyond the eighth row or column are never seen."
NO_SANDWICH = "sandwich"


def right(check, answer) -> RealAnswer:
    return RealAnswer(check, answer, True)


def wrong(check, answer, mistake, says, avoids="") -> RealAnswer:
    return RealAnswer(check, answer, False, mistake, says, avoids)


ANSWERS = [
    # Al Sweigart, Invent Your Own Computer Games with Python (BSD 2-Clause)
    wrong(lesson3.check_is_on_board, sweigart.is_on_board_sweigart, SWEIGART_8, SIZE_8, "diagonal"),
    wrong(lesson3.check_is_valid_move, sweigart.is_valid_move_sweigart, SWEIGART_8, SIZE_8, "diagonal"),
    wrong(lesson4.check_flipped_discs, sweigart.flipped_discs_sweigart, SWEIGART_8, SIZE_8, "diagonal"),
    wrong(lesson4.check_place_move, sweigart.place_move_sweigart, SWEIGART_8, SIZE_8, "diagonal"),
    wrong(lesson5.check_valid_moves_list, sweigart.valid_moves_list_sweigart, SWEIGART_8, SIZE_8, "order"),
    wrong(lesson5.check_has_valid_move, sweigart.has_valid_move_sweigart, SWEIGART_8, SIZE_8),
    wrong(
        lesson5.check_next_player,
        sweigart.next_player_sweigart,
        "When the opponent cannot move the game ends, instead of the opponent passing and the same player"
        " moving again.",
        "must pass",
    ),
    wrong(lesson6.check_count_discs, sweigart.count_discs_sweigart, SWEIGART_8, SIZE_8, "tuple"),
    wrong(lesson6.check_winner, sweigart.winner_sweigart, SWEIGART_8, SIZE_8),
    wrong(
        lesson1.check_initialize_board,
        sweigart.initialize_board_sweigart,
        "The size is ignored: the board is always 8x8, with the start discs on rows and columns 3 and 4.",
        "size",
        "aliasing",
    ),
    # dhconnelly/paip-python, after Norvig (BSD 3-Clause)
    wrong(lesson3.check_sandwiches, paip.sandwiches_paip, PAIP_8, PAST_8),
    wrong(lesson3.check_is_valid_move, paip.is_valid_move_paip, PAIP_8, PAST_8),
    wrong(lesson4.check_flips_in_direction, paip.flips_in_direction_paip, PAIP_8, PAST_8),
    wrong(lesson4.check_place_move, paip.place_move_paip, PAIP_8, PAST_8),
    wrong(lesson5.check_valid_moves_list, paip.valid_moves_list_paip, PAIP_8, PAST_8, "order"),
    wrong(lesson5.check_has_valid_move, paip.has_valid_move_paip, PAIP_8, PAST_8),
    wrong(lesson5.check_next_player, paip.next_player_paip, PAIP_8, PAST_8, "must pass"),
    # y-tetsu/reversi (MIT)
    right(lesson3.check_is_on_board, ytetsu.is_on_board_ytetsu),
    right(lesson3.check_is_valid_move, ytetsu.is_valid_move_ytetsu),
    right(lesson4.check_flips_in_direction, ytetsu.flips_in_direction_ytetsu),
    right(lesson4.check_flipped_discs, ytetsu.flipped_discs_ytetsu),
    wrong(
        lesson4.check_place_move,
        ytetsu.place_move_ytetsu,
        "Their put_disc never checks the move: it puts the disc down on a taken square or where nothing"
        " flips, instead of refusing it.",
        "IllegalMoveError",
        SIZE_8,
    ),
    right(lesson5.check_valid_moves_list, ytetsu.valid_moves_list_ytetsu),
    right(lesson5.check_has_valid_move, ytetsu.has_valid_move_ytetsu),
    right(lesson6.check_count_discs, ytetsu.count_discs_ytetsu),
    right(lesson1.check_initialize_board, ytetsu.initialize_board_ytetsu),
    right(lesson10.check_legal_bits, ytetsu.legal_bits_ytetsu),
    # Esgrove/othellogame (MIT)
    right(lesson3.check_is_on_board, esgrove.is_on_board_esgrove),
    right(lesson3.check_is_valid_move, esgrove.is_valid_move_esgrove),
    wrong(
        lesson5.check_valid_moves_list,
        esgrove.valid_moves_list_esgrove,
        "The moves are sorted by how many discs they flip, most first, not in row-major order.",
        "order",
        SIZE_8,
    ),
    right(lesson5.check_has_valid_move, esgrove.has_valid_move_esgrove),
    right(lesson6.check_count_discs, esgrove.count_discs_esgrove),
    right(lesson6.check_winner, esgrove.winner_esgrove),
    right(lesson1.check_initialize_board, esgrove.initialize_board_esgrove),
    # WholeWheatThins/Othello_Python (MIT)
    right(lesson1.check_initialize_board, burns.initialize_board_burns),
    wrong(
        lesson3.check_sandwiches,
        burns.sandwiches_burns,
        "Only a sandwich of exactly one opponent disc counts: the disc two squares away must be the"
        " player's own, so longer lines are missed.",
        "more than one",
        SIZE_8,
    ),
    wrong(
        lesson3.check_is_valid_move,
        burns.is_valid_move_burns,
        "A move is valid whenever the square touches any disc; whether it sandwiches anything is never"
        " checked (and a square off the board is read without a bounds test).",
        NO_SANDWICH,
        SIZE_8,
    ),
    wrong(
        lesson4.check_flips_in_direction,
        burns.flips_in_direction_burns,
        "Only the one disc next to the new disc flips, and only if the disc after it is the player's own:"
        " longer lines are not flipped.",
        "should flip too",
        SIZE_8,
    ),
    wrong(
        lesson4.check_flipped_discs,
        burns.flipped_discs_burns,
        "In each direction only a line of exactly one opponent disc is flipped: longer lines are missed.",
        "should flip too",
        SIZE_8,
    ),
    wrong(
        lesson4.check_place_move,
        burns.place_move_burns,
        "Any empty square next to a disc is accepted, even where nothing is sandwiched, and only lines of"
        " one disc flip.",
        NO_SANDWICH,
        SIZE_8,
    ),
    wrong(
        lesson5.check_is_game_over,
        burns.is_game_over_burns,
        "The game is over only when the board is full, even when neither player can move.",
        "full",
        SIZE_8,
    ),
    wrong(
        lesson6.check_count_discs,
        burns.count_discs_burns,
        "It loops over range(len(self.gameBoard.rowsize)), the len() of a number, which raises TypeError.",
        "len(",
        "diagonal",
    ),
    # waheeduk/reversi (MIT)
    wrong(
        lesson3.check_is_valid_move,
        waheeduk.is_valid_move_waheeduk,
        "A square is valid as soon as it touches an opponent disc: no disc of the player's own has to close"
        " the line.",
        NO_SANDWICH,
        SIZE_8,
    ),
    wrong(
        lesson4.check_place_move,
        waheeduk.place_move_waheeduk,
        "Any square next to an opponent disc is accepted even if it sandwiches nothing, and the walk that"
        " looks for the player's disc goes on over empty squares.",
        NO_SANDWICH,
        SIZE_8,
    ),
    wrong(
        lesson5.check_valid_moves_list,
        waheeduk.valid_moves_list_waheeduk,
        "It lists every empty square next to an opponent disc (once for each such disc, in the order of"
        " the discs), without checking that anything is sandwiched.",
        NO_SANDWICH,
    ),
    wrong(
        lesson5.check_has_valid_move,
        waheeduk.has_valid_move_waheeduk,
        "Any empty square next to an opponent disc counts as a move, sandwich or not.",
        NO_SANDWICH,
        SIZE_8,
    ),
    # Aniruddh-Balaji/othello (MIT)
    wrong(
        lesson3.check_is_valid_move,
        aniruddh.is_valid_move_aniruddh,
        "Rows, columns and diagonals are read with range(8) and the numbers 6 and 7: only 8x8 works.",
        SIZE_8,
    ),
    wrong(
        lesson4.check_place_move,
        aniruddh.place_move_aniruddh,
        "The lines it reads and flips are built with range(8): only 8x8 works.",
        SIZE_8,
    ),
    wrong(
        lesson5.check_valid_moves_list,
        aniruddh.valid_moves_list_aniruddh,
        "Rows, columns and diagonals are read with range(8) and the numbers 6 and 7: only 8x8 works.",
        SIZE_8,
        "order",
    ),
    wrong(
        lesson5.check_has_valid_move,
        aniruddh.has_valid_move_aniruddh,
        "Rows, columns and diagonals are read with range(8) and the numbers 6 and 7: only 8x8 works.",
        SIZE_8,
    ),
    right(lesson6.check_count_discs, aniruddh.count_discs_aniruddh),
]

SOURCES = {
    "sweigart": ("asweigart/inventwithpython3rded", "src/reversi.py", "BSD-2-Clause"),
    "paip": ("dhconnelly/paip-python", "paip/othello.py", "BSD-3-Clause"),
    "ytetsu": ("y-tetsu/reversi", "reversi/board.py, reversi/BitBoardMethods/GetLegalMoves.py", "MIT"),
    "esgrove": ("Esgrove/othellogame", "python/othello/board.py, python/othello/utils.py", "MIT"),
    "burns": ("WholeWheatThins/Othello_Python", "Othello_Python/src/...", "MIT"),
    "waheeduk": ("waheeduk/reversi", "main.py", "MIT"),
    "aniruddh": ("Aniruddh-Balaji/othello", "src/game_logic.py", "MIT (with one added sentence)"),
}
