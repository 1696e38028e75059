"""The real-code answers, each with its exercise's check, whether it is right, and its mistake.

``right`` is not asserted by hand: ``tests/test_real_code.py`` proves every label with the
independent rules of ``oracle`` (built on ``_reference_rules``).  For a wrong answer, ``mistake``
says in one sentence what the code really does wrong, ``says`` the words (one phrase, or several
separated by " | ") that a hint naming that mistake must contain, and ``avoids`` words that would
point the student at a mistake the code does not have.
"""

from __future__ import annotations

from othello_lesson.exercises import (
    lesson1,
    lesson2,
    lesson3,
    lesson4,
    lesson5,
    lesson6,
    lesson8,
    lesson9,
    lesson10,
)

from . import (
    aniruddh,
    burns,
    esgrove,
    hietan,
    kaloush,
    kirkby,
    labels_batch2,
    labels_batch3,
    labels_batch4,
    labels_batch5,
    labels_batch6,
    labels_batch7,
    labels_batch8,
    labels_batch20,
    labels_batch21,
    labels_batch22,
    labels_batch23,
    labels_batch24,
    labels_batch40,
    labels_batch41,
    labels_batch42,
    labels_batch43,
    labels_batch44,
    labels_batch45,
    labels_batch46,
    labels_batch47,
    labels_batch48,
    paip,
    sweigart,
    waheeduk,
    ytetsu,
    zhempstead,
)
from .real_answer import (
    EMPTY_AS_DOT,
    NEVER_REFUSES,
    NO_SANDWICH,
    NOT_AT_DEPTH_0,
    PAIP_8,
    PAST_8,
    SIZE_8,
    SWEIGART_8,
    RealAnswer,
    right,
    wrong,
)

ANSWERS: list[RealAnswer] = [
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
    # zhempstead/reversi (MIT)
    right(lesson2.check_square_name, zhempstead.square_name_zhempstead),
    wrong(
        lesson2.check_square_from_name,
        zhempstead.square_from_name_zhempstead,
        "It unpacks the name into exactly two characters (c, r = pos), so a name with a two-digit row"
        " number such as 'a10' raises ValueError.",
        "a10",
    ),
    wrong(
        lesson2.check_board_to_text,
        zhempstead.board_to_text_zhempstead,
        "Every square is wrapped in terminal colour codes, both discs are written '●' and an empty"
        " square '□', instead of the discs themselves and '.'.",
        EMPTY_AS_DOT,
        "one a row",
    ),
    right(lesson3.check_ray_squares, zhempstead.ray_squares_zhempstead),
    right(lesson1.check_initialize_board, zhempstead.initialize_board_zhempstead),
    right(lesson5.check_valid_moves_list, zhempstead.valid_moves_list_zhempstead),
    right(lesson5.check_has_valid_move, zhempstead.has_valid_move_zhempstead),
    wrong(
        lesson4.check_place_move,
        zhempstead.place_move_zhempstead,
        "Their act never checks the move (its test for an empty square is commented out): it puts the"
        " disc on a taken square or where nothing flips, instead of refusing it.",
        NEVER_REFUSES,
        SIZE_8,
    ),
    right(lesson6.check_count_discs, zhempstead.count_discs_zhempstead),
    right(lesson6.check_winner, zhempstead.winner_zhempstead),
    wrong(
        lesson9.check_negamax,
        zhempstead.negamax_zhempstead,
        "A finished game is scored +1, -1 or 0 (who wins) instead of final_value, and a pass uses up"
        " one move of the depth.",
        "final_value",
        NOT_AT_DEPTH_0,
    ),
    wrong(
        lesson9.check_alphabeta,
        zhempstead.alphabeta_zhempstead,
        "A pass uses up one move of the depth, and a finished game is scored +1, -1 or 0 (who wins)"
        " instead of final_value.",
        "same depth",
        NOT_AT_DEPTH_0,
    ),
    # Hietan/othellopy (Apache-2.0)
    wrong(
        lesson1.check_initialize_board,
        hietan.initialize_board_hietan,
        "The size is ignored: the board is always 8x8.",
        "8 rows whatever the size | size rows of size squares",
        "aliasing",
    ),
    wrong(
        lesson2.check_board_to_text,
        hietan.board_to_text_hietan,
        "A header line of column numbers (0 to 7, whatever the size) comes first, each row starts with"
        " its number, and the discs are written B and W.",
        "one a row",
        EMPTY_AS_DOT,
    ),
    right(lesson3.check_is_on_board, hietan.is_on_board_hietan),
    right(lesson3.check_is_valid_move, hietan.is_valid_move_hietan),
    right(lesson4.check_flips_in_direction, hietan.flips_in_direction_hietan),
    right(lesson4.check_flipped_discs, hietan.flipped_discs_hietan),
    right(lesson4.check_place_move, hietan.place_move_hietan),
    right(lesson5.check_valid_moves_list, hietan.valid_moves_list_hietan),
    right(lesson5.check_has_valid_move, hietan.has_valid_move_hietan),
    right(lesson6.check_count_discs, hietan.count_discs_hietan),
    right(lesson6.check_winner, hietan.winner_hietan),
    wrong(
        lesson8.check_weights_score,
        hietan.weights_score_hietan,
        "Their own 8x8 table (120 in the corners, -40 diagonally next to them) is used whatever the"
        " size, instead of weight_table(len(board)); beyond 8x8 it raises IndexError.",
        "weight_table(len(board))",
        "opponent",
    ),
    wrong(
        lesson9.check_negamax,
        hietan.negamax_hietan,
        "A finished game is noticed only after two passes, each of which uses up one move of the"
        " depth, and is then scored with the evaluation instead of final_value.",
        "final_value",
        NOT_AT_DEPTH_0,
    ),
    wrong(
        lesson9.check_alphabeta,
        hietan.alphabeta_hietan,
        "A pass uses up one move of the depth, and a finished game (noticed only after two passes) is"
        " scored with the evaluation instead of final_value.",
        "same depth",
        NOT_AT_DEPTH_0,
    ),
    # christinakaloush/othello_game (MIT)
    wrong(
        lesson1.check_initialize_board,
        kaloush.initialize_board_kaloush,
        "The four start discs have their colours swapped (Black top-left of the centre), and sizes"
        " above 8 are refused with ValueError.",
        "colours are swapped",
    ),
    wrong(
        lesson2.check_board_to_text,
        kaloush.board_to_text_kaloush,
        "Their __repr__ starts with an empty line and a header of column numbers, puts each row's number"
        " before it, and writes W, B and - for the squares.",
        EMPTY_AS_DOT,
    ),
    right(lesson3.check_is_valid_move, kaloush.is_valid_move_kaloush),
    right(lesson5.check_has_valid_move, kaloush.has_valid_move_kaloush),
    right(lesson4.check_place_move, kaloush.place_move_kaloush),
    right(lesson5.check_is_game_over, kaloush.is_game_over_kaloush),
    # donkirkby/zero-play (MIT)
    wrong(
        lesson2.check_square_name,
        kirkby.square_name_kirkby,
        "The row number comes first and the column is a capital letter ('3D', not 'd3').",
        "'abcdefgh...'[col]",
    ),
    wrong(
        lesson2.check_square_from_name,
        kirkby.square_from_name_kirkby,
        "It reads the row from the first character and the column from the second ('3D'), so 'd3'"
        " raises ValueError, and a two-digit row number cannot be read at all.",
        "reads a name number first",
    ),
    wrong(
        lesson2.check_board_to_text,
        kirkby.board_to_text_kirkby,
        "The squares are written X, O and . with no space between them, and the text ends with a newline.",
        "newline",
    ),
    right(lesson1.check_initialize_board, kirkby.initialize_board_kirkby),
    right(lesson5.check_valid_moves_list, kirkby.valid_moves_list_kirkby),
    right(lesson5.check_has_valid_move, kirkby.has_valid_move_kirkby),
    right(lesson5.check_is_game_over, kirkby.is_game_over_kirkby),
    wrong(
        lesson5.check_next_player,
        kirkby.next_player_kirkby,
        "The turn always goes to the opponent: a pass is a move the opponent must make, and the end"
        " of the game is never None.",
        "must pass",
    ),
    wrong(
        lesson6.check_winner,
        kirkby.winner_kirkby,
        "Before the game is over it answers no one (a draw), whoever has more discs: the discs are"
        " counted only once neither side can move.",
        "not a draw",
    ),
    wrong(
        lesson4.check_place_move,
        kirkby.place_move_kirkby,
        "Their make_move never checks the move: it puts the disc on a taken square or where nothing"
        " flips, instead of refusing it.",
        NEVER_REFUSES,
        SIZE_8,
    ),
]

SOURCES = {
    "sweigart": ("asweigart/inventwithpython3rded", "src/reversi.py", "BSD-2-Clause"),
    "paip": ("dhconnelly/paip-python", "paip/othello.py", "BSD-3-Clause"),
    "ytetsu": ("y-tetsu/reversi", "reversi/board.py, reversi/BitBoardMethods/GetLegalMoves.py", "MIT"),
    "esgrove": ("Esgrove/othellogame", "python/othello/board.py, python/othello/utils.py", "MIT"),
    "burns": ("WholeWheatThins/Othello_Python", "Othello_Python/src/...", "MIT"),
    "waheeduk": ("waheeduk/reversi", "main.py", "MIT"),
    "aniruddh": ("Aniruddh-Balaji/othello", "src/game_logic.py", "MIT (with one added sentence)"),
    "zhempstead": (
        "zhempstead/reversi",
        "lib/reversi_environment.py, lib/notation.py, lib/display_board.py, lib/alphabeta.py",
        "MIT",
    ),
    "hietan": (
        "Hietan/othellopy",
        "src/othellopy/board.py, src/othellopy/game.py, src/othellopy/players/_logic.py",
        "Apache-2.0",
    ),
    "kaloush": ("christinakaloush/othello_game", "src/othello.py", "MIT (setup.cfg)"),
    "kirkby": ("donkirkby/zero-play", "zero_play/game_state.py, zero_play/othello/game.py", "MIT"),
}


BATCHES: dict[int, list[RealAnswer]] = {
    1: ANSWERS,
    2: labels_batch2.ANSWERS,
    3: labels_batch3.ANSWERS,
    4: labels_batch4.ANSWERS,
    5: labels_batch5.ANSWERS,
    6: labels_batch6.ANSWERS,
    7: labels_batch7.ANSWERS,
    8: labels_batch8.ANSWERS,
}
"""The answers in the batches they were collected in; batch 1 is the first collection, the ones
after it were held out (each batch's checks first run as they were, before any change for it)."""

KNOWN_MISSES: dict[int, set[str]] = {
    1: set(),
    2: labels_batch2.KNOWN_MISSES,
    3: labels_batch3.KNOWN_MISSES,
    4: labels_batch4.KNOWN_MISSES,
    5: labels_batch5.KNOWN_MISSES,
    6: labels_batch6.KNOWN_MISSES,
    7: labels_batch7.KNOWN_MISSES,
    8: labels_batch8.KNOWN_MISSES,
}
"""Per batch, the wrong answers whose hint does not yet name the mistake or names one it does not have."""

MISJUDGED: dict[int, set[str]] = {
    1: set(),
    2: labels_batch2.MISJUDGED,
    3: labels_batch3.MISJUDGED,
    4: labels_batch4.MISJUDGED,
    5: labels_batch5.MISJUDGED,
    6: labels_batch6.MISJUDGED,
    7: labels_batch7.MISJUDGED,
    8: labels_batch8.MISJUDGED,
}
"""Per batch, the answers the checks misjudge (a wrong one accepted, a right one refused): findings."""

HELD_OUT_APART = {
    20: labels_batch20,
    21: labels_batch21,
    22: labels_batch22,
    23: labels_batch23,
    24: labels_batch24,
    40: labels_batch40,
    41: labels_batch41,
    42: labels_batch42,
    43: labels_batch43,
    44: labels_batch44,
    45: labels_batch45,
    46: labels_batch46,
    47: labels_batch47,
    48: labels_batch48,
}
"""The batches numbered from 20 and from 40, collected alongside the others: each module holds its own
answers."""
for _number, _batch in HELD_OUT_APART.items():
    BATCHES[_number], KNOWN_MISSES[_number] = _batch.ANSWERS, _batch.KNOWN_MISSES
    MISJUDGED[_number] = _batch.MISJUDGED

ALL_ANSWERS: list[RealAnswer] = [entry for batch in BATCHES.values() for entry in batch]

ALL_SOURCES = {
    **SOURCES,
    **labels_batch2.SOURCES,
    **labels_batch3.SOURCES,
    **labels_batch4.SOURCES,
    **labels_batch6.SOURCES,
    **labels_batch7.SOURCES,
    **labels_batch8.SOURCES,
    **{name: source for batch in HELD_OUT_APART.values() for name, source in batch.SOURCES.items()},
}
