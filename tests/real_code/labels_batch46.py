"""Batch 46 of the real-code answers: five more public programs, held out like the others.

Five programs none of the batches used: kondej/reversi, a Flask Reversi; KimiakiKinugasa/pyreversi,
on numpy boards; yanniedog/othello-coach, a trainer on 64-bit bitboards; nigelmj/mcts-games, an
Othello for a tree search; and federerl/reversi-zero, an AlphaZero-style Reversi for boards of any
even size (lessons 1 and 3 to 10).  Labelled from the code alone, each label proven by the
independent rules, and first run on the checks as they were on this branch (commit 1740f53, the
checks of main), before anything was changed for it::

      lesson  right accepted  wrong caught  hint names it  hint misleads
           1             1/1             -              -              -
           3               -           3/3            3/3            0/3
           4             2/2           3/3            3/3            0/3
           5             2/2           5/5            5/5            0/5
           6             1/1           2/2            2/2            0/2
           8               -           1/1            0/1            0/1
           9             1/1             -              -              -
          10             3/3           3/3            3/3            0/3
       total           10/10         17/17          16/17           0/17

The one miss: ``frontier_count_coach``, whose shifts of the empty squares wrap from one row to the
next and keep 8x8's 64 bits on every board, is caught with no hint at all.  The two search answers
of 8x8 boards do not reach lesson 9: othello-coach's exact solver, given a 4x4 or 6x6 endgame in
its 64-bit board, sees some fifty empty squares and does not finish (neither the independent rules
nor the check could be run on it), so ``exact_score_coach`` stays in its module, out of the set.

Their numpy board reads each square through a Position object and a recursive search: one right
answer of the first run, ``has_valid_move_kinugasa`` (accepted), took about 13 s of the test on
26x26 boards and is left out of the set since; its function stays in its module.
"""

from __future__ import annotations

from othello_lesson.exercises import lesson1, lesson3, lesson4, lesson5, lesson6, lesson8, lesson9, lesson10

from . import coach, federerl, kinugasa, kondej, nigelmj
from .real_answer import NEVER_REFUSES, SIZE_8, RealAnswer, right, wrong

FOR_8 = "it is written for 8x8 (range(8), 0 <= r < 8 and 0 <= c < 8), whatever the size of the board"
BITS_FOR_8 = "8x8 board || written for 8x8"
ANY_SIZE = "8x8"
"""Their board has any size: a hint blaming an 8x8 bound points elsewhere."""
NO_ONE_BEFORE_THE_END = "not a draw"

ANSWERS: list[RealAnswer] = [
    # kondej/reversi (MIT)
    wrong(
        lesson3.check_is_valid_move,
        kondej.is_valid_move_kondej,
        f"Its lines are walked while 0 <= r < 8 and 0 <= c < 8: {FOR_8}; on a smaller board a line"
        " runs off the rows (IndexError), on a larger one nothing past the eighth row or column is seen.",
        SIZE_8,
    ),
    wrong(
        lesson5.check_valid_moves_list,
        kondej.valid_moves_list_kondej,
        f"Its get_valid_moves loops over range(8) twice: {FOR_8}.",
        SIZE_8,
        "order",
    ),
    wrong(
        lesson4.check_place_move,
        kondej.place_move_kondej,
        f"Its lines are walked and flipped while 0 <= r < 8 and 0 <= c < 8: {FOR_8}.",
        SIZE_8,
        NEVER_REFUSES,
    ),
    wrong(
        lesson5.check_is_game_over,
        kondej.is_game_over_kondej,
        f"It asks get_valid_moves for each side, which loops over range(8): {FOR_8}.",
        SIZE_8,
        "full",
    ),
    wrong(
        lesson6.check_winner,
        kondej.winner_kondej,
        "It names a winner only once neither side can move (before that its winner is None, whoever has"
        f" more discs), and the moves it looks for are found with range(8): {FOR_8}.",
        f"{NO_ONE_BEFORE_THE_END} || {SIZE_8}",
        "equal counts are a draw",
    ),
    # KimiakiKinugasa/pyreversi (Apache-2.0)
    right(lesson1.check_initialize_board, kinugasa.initialize_board_kinugasa),
    wrong(
        lesson3.check_is_valid_move,
        kinugasa.is_valid_move_kinugasa,
        "A square off the board raises IndexError instead of answering False: their Board refuses to"
        " read a position out of its range, and the square asked is read before anything else.",
        "Check each index || is_on_board",
        ANY_SIZE,
    ),
    wrong(
        lesson5.check_valid_moves_list,
        kinugasa.valid_moves_list_kinugasa,
        "The moves come in the order of a frozenset (their obtain_legal_actions), not in row-major order.",
        "order",
        ANY_SIZE,
    ),
    wrong(
        lesson4.check_place_move,
        kinugasa.place_move_kinugasa,
        "Their execute_action never checks the move: where nothing flips an assert fails (AssertionError),"
        " and on a taken square that sandwiches a line the disc is put down over the one there.",
        NEVER_REFUSES,
        ANY_SIZE,
    ),
    right(lesson6.check_count_discs, kinugasa.count_discs_kinugasa),
    # yanniedog/othello-coach (MIT)
    wrong(
        lesson10.check_shift_east,
        coach.shift_east_coach,
        "Its shift keeps 8x8's mask 0xfefefefefefefefe (no disc lands in column a of 8) and 64 bits,"
        " whatever the size: right on 8x8 only.",
        BITS_FOR_8,
    ),
    wrong(
        lesson10.check_legal_bits,
        coach.legal_bits_coach,
        "Its shifts, masks and 64 bits are those of 8x8 (steps of 1, 7, 8 and 9, 0x7f7f... and"
        " 0xfefe...), whatever the size: right on 8x8 only.",
        BITS_FOR_8,
    ),
    wrong(
        lesson10.check_flip_bits,
        coach.flip_bits_coach,
        "Its shifts and masks are those of 8x8 (steps of 1, 7, 8 and 9, 0x7f7f... and 0xfefe...),"
        " whatever the size: right on 8x8 only.",
        BITS_FOR_8,
    ),
    wrong(
        lesson8.check_frontier_count,
        coach.frontier_count_coach,
        "The squares next to an empty one are found by shifting the empty squares by 1, 7, 8 and 9 with"
        " no mask: a shift by 1 wraps from the last column of a row to the first of the next, and the"
        " 64 bits and steps are those of 8x8 whatever the size (on a smaller board the squares past its"
        " last count as empty).",
        f"wrap || {ANY_SIZE} || {SIZE_8}",
    ),
    # nigelmj/mcts-games (MIT)
    wrong(
        lesson3.check_is_valid_move,
        nigelmj.is_valid_move_nigelmj,
        f"Its lines are walked while 0 <= row < 8 and 0 <= col < 8: {FOR_8}.",
        SIZE_8,
    ),
    wrong(
        lesson5.check_valid_moves_list,
        nigelmj.valid_moves_list_nigelmj,
        f"Its get_possible_moves loops over range(8) twice: {FOR_8}.",
        SIZE_8,
        "order",
    ),
    wrong(
        lesson4.check_place_move,
        nigelmj.place_move_nigelmj,
        "Their make_move never checks the move (their search only offers it legal ones): it puts the"
        f" disc on a taken square or where nothing flips; and {FOR_8}.",
        f"{NEVER_REFUSES} || {SIZE_8}",
    ),
    wrong(
        lesson5.check_is_game_over,
        nigelmj.is_game_over_nigelmj,
        f"It asks get_possible_moves for each side, which loops over range(8): {FOR_8}.",
        SIZE_8,
        "full",
    ),
    wrong(
        lesson6.check_winner,
        nigelmj.winner_nigelmj,
        "Before the game is over it answers 0, no one, whoever has more discs; and the end is found"
        f" with get_possible_moves, which loops over range(8): {FOR_8}.",
        f"{NO_ONE_BEFORE_THE_END} || {SIZE_8}",
        "equal counts are a draw",
    ),
    # federerl/reversi-zero (MIT)
    right(lesson10.check_shift_east, federerl.shift_east_federerl),
    right(lesson10.check_legal_bits, federerl.legal_bits_federerl),
    right(lesson10.check_flip_bits, federerl.flip_bits_federerl),
    right(lesson9.check_exact_score, federerl.exact_score_federerl),
    right(lesson4.check_flipped_discs, federerl.flipped_discs_federerl),
    right(lesson5.check_valid_moves_list, federerl.valid_moves_list_federerl),
    right(lesson4.check_place_move, federerl.place_move_federerl),
]

SOURCES = {
    "kondej": ("kondej/reversi", "engine/core.py", "MIT"),
    "kinugasa": (
        "KimiakiKinugasa/pyreversi",
        "pyreversi/models.py, pyreversi/logic.py",
        "Apache-2.0 (pyproject.toml)",
    ),
    "coach": (
        "yanniedog/othello-coach",
        "othello_coach/engine/board.py, othello_coach/engine/movegen_fast.py, othello_coach/engine/solver.py,"
        " othello_coach/insights/features.py",
        "MIT",
    ),
    "nigelmj": ("nigelmj/mcts-games", "src/games/game.py, src/games/othello.py", "MIT"),
    "federerl": (
        "federerl/reversi-zero",
        "src/reversi/types.py, src/reversi/errors.py, src/reversi/game/bitboard.py,"
        " src/reversi/game/rules.py, src/reversi/game/reference.py, src/reversi/endgame/solver.py",
        "MIT",
    ),
}

KNOWN_MISSES: set[str] = set()
"""Wrong answers whose hint does not name the mistake, or names one they do not have."""

MISJUDGED: set[str] = set()
"""Answers the checks misjudge: a wrong one accepted or a right one refused (findings)."""
