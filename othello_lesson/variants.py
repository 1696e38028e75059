"""Rule variants, kept out of the lesson's rules: other start positions, and "an illegal move loses".

Each variant changes one thing and leaves ``rules.py`` as the lessons teach it:

* a start position is just a board: ``parallel_start`` (the same colours side
  by side, as old Reversi allowed) and ``handicap_start`` (the standard
  "cross" start, plus black discs on corners for the weaker player) give one,
  and ``Game(board=...)`` or ``play_variant_game(start=...)`` play from it;
* ``straight_rules()`` are rules in which discs flip only along rows and
  columns, never along a diagonal (a variant of our own, to show that a new
  rule is three small functions handed to ``Game``);
* ``bending_rules()`` are the Japanese series' "bending discs": a line of
  discs to flip may turn one corner (see ``bending_flips`` for the exact rule);
* ``half_disc_rules()`` are the series' "half black, half white discs"
  (白黒半分の駒), played from ``half_disc_start``.  The rule: a half disc ``◐``
  (``rules.HALF``) is neither player's; during a move it counts as the mover's
  colour, so a line of the opponent's discs that ends on a half disc flips, as
  if it ended on one of the mover's own discs.  A half disc is never flipped,
  never played on and never changes; at the end it counts for nobody.  Half
  discs come only from the start position, so a move is still a (row, col) pair;
* ``rules_from_flips(flips)`` turns any "which discs does this move flip"
  function into those three functions, and ``greedy_player_for(flips)`` into
  a computer player that plays by the same rule;
* ``play_variant_game(..., illegal_move_loses=True)`` is the referee of the
  Chinese program: a player who answers an illegal move loses at once,
  instead of the game stopping with an error.

>>> from othello_lesson.rules import board_to_text
>>> print(board_to_text(parallel_start(4)))
. . . .
. ○ ● .
. ○ ● .
. . . .
>>> print(board_to_text(handicap_start(4, corners=2)))
● . . .
. ○ ● .
. ● ○ .
. . . ●
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from .referee import check_player_function, play_out
from .rules import (
    BLACK,
    DIRECTIONS,
    DRAW,
    EMPTY,
    HALF,
    WHITE,
    Board,
    BoardError,
    Colour,
    HalfDiscError,
    IllegalMoveError,
    Move,
    PlayerFunction,
    check_board,
    check_size,
    copy_board,
    initialize_board,
    is_move,
    opponent,
    short_repr,
    square_name,
    winner,
)
from .student_rules import HalfDiscRules, Rules
from .words import Hints

# How a variant's game ended, and why a move is refused, in the words of the language spoken.
VARIANT_WORDS = Hints(
    "variants",
    {
        "black": "Black",
        "white": "White",
        "no_moves": "neither player can move",
        "no_flipping_move": "{colour} has no move that flips anything",
        "illegal": "{colour} played {square}, which is not a legal move",
        "loses": "{illegal}, and loses",
        "refused": "{illegal} ({name})",
        "half_disc": (
            "square (row {row}, col {col}) holds the half disc {half}, which Othello's rules do not know; "
            "play a board with half discs by the rules of its variant (variants.half_disc_rules())"
        ),
    },
)


def _colour_words(colour: Colour) -> str:
    return VARIANT_WORDS.say("black" if colour == BLACK else "white")


def colour_name(colour: Colour) -> str:
    """The name of ``colour`` in the language spoken: a variant's result says who won.

    >>> colour_name(BLACK), colour_name(WHITE)
    ('Black', 'White')
    """
    return str(_colour_words(colour))


def board_refusal(error: BoardError) -> str:
    """What a refused board's ``error`` says, in the language spoken (a half disc given to Othello's rules).

    >>> from othello_lesson.rules import valid_moves_list
    >>> try:
    ...     valid_moves_list(half_disc_start(6), BLACK)
    ... except BoardError as error:
    ...     print(board_refusal(error)[:60])
    square (row 1, col 1) holds the half disc '◐', which Othello
    """
    if isinstance(error, HalfDiscError):
        row, col = error.square
        return str(VARIANT_WORDS.say("half_disc", row=row, col=col, half=repr(HALF)))
    return str(error)


STRAIGHT_DIRECTIONS = ((-1, 0), (0, -1), (0, 1), (1, 0))


def cross_start(size: int = 8) -> Board:
    """The standard start, called the cross: each colour on one diagonal of the centre."""
    return initialize_board(size)


def parallel_start(size: int = 8) -> Board:
    """The centre with the same colours side by side: white on the left column, black on the right."""
    board = initialize_board(check_size(size))
    mid = size // 2
    board[mid - 1][mid - 1], board[mid - 1][mid] = WHITE, BLACK
    board[mid][mid - 1], board[mid][mid] = WHITE, BLACK
    return board


def handicap_start(size: int = 8, *, corners: int = 1) -> Board:
    """The cross start with a black disc on ``corners`` corners (1 to 4): top left first,
    then bottom right, top right and bottom left.  Black moves first, as always."""
    board = initialize_board(check_size(size))
    if isinstance(corners, bool) or not isinstance(corners, int) or not 0 <= corners <= 4:
        raise ValueError(f"corners must be a whole number from 0 to 4, not {corners!r}")
    last = size - 1
    for row, col in [(0, 0), (last, last), (0, last), (last, 0)][:corners]:
        board[row][col] = BLACK
    return board


START_POSITIONS: dict[str, Callable[[int], Board]] = {
    "cross": cross_start,
    "parallel": parallel_start,
    "handicap 1": lambda size: handicap_start(size, corners=1),
    "handicap 2": lambda size: handicap_start(size, corners=2),
    "handicap 4": lambda size: handicap_start(size, corners=4),
}


def straight_flips(board: Board, row: int, col: int, colour: Colour) -> list[Move]:
    """The discs a move flips when only rows and columns count, row by row (``[]``: not a legal move).

    >>> from othello_lesson.rules import board_from_text
    >>> board = board_from_text('''
    ...     ● . . .
    ...     . ○ ○ .
    ...     . ○ ● .
    ...     . . . .
    ... ''')
    >>> straight_flips(board, 2, 0, BLACK), straight_flips(board, 3, 3, WHITE)
    ([(2, 1)], [])
    """
    size = len(board)
    if not (0 <= row < size and 0 <= col < size) or board[row][col] != EMPTY:
        return []
    other = opponent(colour)
    found: list[Move] = []
    for dr, dc in STRAIGHT_DIRECTIONS:
        ray, r, c = [], row + dr, col + dc
        while 0 <= r < size and 0 <= c < size and board[r][c] == other:
            ray.append((r, c))
            r, c = r + dr, c + dc
        if ray and 0 <= r < size and 0 <= c < size and board[r][c] == colour:
            found.extend(ray)
    return sorted(found)


def straight_rules() -> Rules:
    """The three rule functions of the straight-lines variant, for ``Game(rules=...)``, ``play(rules=...)``.

    >>> from othello_lesson.game import Game
    >>> Game(6, rules=straight_rules()).legal_moves()
    [(1, 2), (2, 1), (3, 4), (4, 3)]
    """
    return rules_from_flips(straight_flips, nothing="flips nothing along a row or a column")


FlipsFunction = Callable[[Board, int, int, Colour], list[Move]]


def rules_from_flips(
    flips: FlipsFunction, *, nothing: str = "flips nothing", allows_half_discs: bool = False
) -> Rules:
    """The three rule functions of a variant, built on ``flips(board, row, col, colour)``.

    ``flips`` answers the discs a move would flip (``[]``: not a legal move);
    a move is legal when it flips something, and playing it places the disc
    and flips those.  ``nothing`` ends the message of an illegal move;
    ``allows_half_discs`` makes them ``HalfDiscRules``, which play on boards with half discs.

    >>> rules = rules_from_flips(straight_flips)
    >>> rules.valid_moves_list(initialize_board(4), BLACK)
    [(0, 1), (1, 0), (2, 3), (3, 2)]
    """

    def is_valid_move(board: Board, row: int, col: int, colour: Colour) -> bool:
        return bool(flips(board, row, col, colour))

    def place_move(board: Board, row: int, col: int, colour: Colour) -> Board:
        flipped = flips(board, row, col, colour)
        if not flipped:
            raise IllegalMoveError(f"{square_name(row, col)} {nothing}")
        for r, c in [(row, col), *flipped]:
            board[r][c] = colour
        return board

    def valid_moves_list(board: Board, colour: Colour) -> list[Move]:
        size = len(board)
        return [(r, c) for r in range(size) for c in range(size) if flips(board, r, c, colour)]

    kind = HalfDiscRules if allows_half_discs else Rules
    return kind(is_valid_move=is_valid_move, place_move=place_move, valid_moves_list=valid_moves_list)


def greedy_player_for(flips: FlipsFunction) -> PlayerFunction:
    """A computer player for a variant: the move that flips the most by ``flips``, the first on a tie.

    >>> player = greedy_player_for(bending_flips)
    >>> player(initialize_board(4), BLACK)
    (0, 1)
    """

    def greedy(board: Board, colour: Colour) -> Move:
        size = len(board)
        counted = [(len(flips(board, r, c, colour)), -r, -c) for r in range(size) for c in range(size)]
        most, row, col = max(counted)
        if most == 0:
            raise ValueError(VARIANT_WORDS.say("no_flipping_move", colour=_colour_words(colour)))
        return (-row, -col)

    greedy.__name__ = f"greedy_{getattr(flips, '__name__', 'variant')}"
    return greedy


# --- bending discs (the Japanese series' "magaru koma") ---------------------------------------


def _quarter_turns(dr: int, dc: int) -> tuple[tuple[int, int], tuple[int, int]]:
    """The two directions a quarter turn away from (dr, dc): one to each side.

    >>> _quarter_turns(0, 1), _quarter_turns(1, 1)
    (((1, 0), (-1, 0)), ((1, -1), (-1, 1)))
    """
    return (dc, -dr), (-dc, dr)


def _closed_run(board: Board, row: int, col: int, dr: int, dc: int, colour: Colour) -> list[Move] | None:
    """Walk from (row, col) over the opponent's discs: the discs passed if the walk ends on
    ``colour``'s disc (``[]`` if (row, col) itself is one), else ``None``."""
    size, other, run = len(board), opponent(colour), []
    while 0 <= row < size and 0 <= col < size and board[row][col] == other:
        run.append((row, col))
        row, col = row + dr, col + dc
    if 0 <= row < size and 0 <= col < size and board[row][col] == colour:
        return run
    return None


def bending_flips(board: Board, row: int, col: int, colour: Colour) -> list[Move]:
    """The discs a move flips when lines may bend once, row by row (``[]``: not a legal move).

    The rule.  A line of the opponent's discs starts next to the new disc, in
    any of the eight directions, and flips when it ends on one of your own
    discs, as in Othello.  Here it may also turn one corner: at any one of the
    opponent's discs along it, a quarter turn (90 degrees) to the left or to
    the right, and then go on straight over the opponent's discs (none or
    more) until it ends on one of yours.  Every disc of every line that ends
    on one of yours flips, the corner disc too; the line never turns twice.  A line without a turn is an
    ordinary Othello line, so every Othello move is still legal, and flips at
    least what it flips in Othello.

    Here black plays b4.  Going up, the line meets the white discs b3 and b2
    and then an empty square: no flip in Othello.  But at b2 it may turn right,
    and the next square, c2, is black: the bent line b3, b2 flips.

    >>> from othello_lesson.rules import board_from_text, flipped_discs
    >>> board = board_from_text('''
    ...     . . . .
    ...     . ○ ● .
    ...     . ○ . .
    ...     . . . .
    ... ''')
    >>> bending_flips(board, 3, 1, BLACK), flipped_discs(board, 3, 1, BLACK)
    ([(1, 1), (2, 1)], [])
    """
    size = len(board)
    if not (0 <= row < size and 0 <= col < size) or board[row][col] != EMPTY:
        return []
    other = opponent(colour)
    found: set[Move] = set()
    for dr, dc in DIRECTIONS:
        line: list[Move] = []  # the opponent's discs met so far, going straight
        r, c = row + dr, col + dc
        while 0 <= r < size and 0 <= c < size and board[r][c] == other:
            line.append((r, c))
            for tr, tc in _quarter_turns(dr, dc):  # turn the corner at (r, c), then straight on
                after = _closed_run(board, r + tr, c + tc, tr, tc, colour)
                if after is not None:
                    found.update(line + after)
            r, c = r + dr, c + dc
        if line and 0 <= r < size and 0 <= c < size and board[r][c] == colour:
            found.update(line)  # the straight line, as in Othello
    return sorted(found)


def bending_rules() -> Rules:
    """The three rule functions of the bending-discs variant, for ``Game(rules=...)``, ``play(rules=...)``.

    Black has two moves in Othello on the board of ``bending_flips``'s example,
    and five when lines may bend:

    >>> from othello_lesson.rules import board_from_text, valid_moves_list
    >>> board = board_from_text('''
    ...     . . . .
    ...     . ○ ● .
    ...     . ○ . .
    ...     . . . .
    ... ''')
    >>> valid_moves_list(board, BLACK)
    [(1, 0), (3, 0)]
    >>> bending_rules().valid_moves_list(board, BLACK)
    [(0, 1), (1, 0), (3, 0), (3, 1), (3, 2)]
    """
    return rules_from_flips(bending_flips, nothing="flips nothing, even along a line that bends once")


# --- half black, half white discs (the Japanese series' "shiro kuro hanbun no koma") ----------


def half_disc_start(size: int = 8) -> Board:
    """The cross start with four half discs, one diagonally beside each corner of the centre.

    The four squares are the same seen from every side of the board, so neither
    player is favoured by where they stand.

    >>> from othello_lesson.rules import board_to_text
    >>> print(board_to_text(half_disc_start(6)))
    . . . . . .
    . ◐ . . ◐ .
    . . ○ ● . .
    . . ● ○ . .
    . ◐ . . ◐ .
    . . . . . .
    """
    board = initialize_board(check_size(size))
    mid = size // 2
    for row in (mid - 2, mid + 1):
        for col in (mid - 2, mid + 1):
            board[row][col] = HALF
    return board


def half_disc_flips(board: Board, row: int, col: int, colour: Colour) -> list[Move]:
    """The discs a move flips when half discs count as the mover's, row by row (``[]``: not a legal move).

    The walk of Othello, with one change: a line of the opponent's discs is
    closed by one of ``colour``'s discs **or by a half disc** ``HALF``.  A half
    disc is not the opponent's, so no line goes over it, and it never flips.

    Here black plays a2: the white line b2, c2 ends on the half disc d2, so it
    flips, where Othello would flip nothing.  For white, the same half disc is white's.

    >>> from othello_lesson.rules import board_from_text
    >>> board = board_from_text('''
    ...     . . . .
    ...     . ○ ○ ◐
    ...     . . ● ◐
    ...     . . . .
    ... ''')
    >>> half_disc_flips(board, 1, 0, BLACK), half_disc_flips(board, 2, 1, WHITE)
    ([(1, 1), (1, 2)], [(2, 2)])
    """
    size = len(board)
    if not (0 <= row < size and 0 <= col < size) or board[row][col] != EMPTY:
        return []
    other = opponent(colour)
    found: list[Move] = []
    for dr, dc in DIRECTIONS:
        ray, r, c = [], row + dr, col + dc
        while 0 <= r < size and 0 <= c < size and board[r][c] == other:
            ray.append((r, c))
            r, c = r + dr, c + dc
        if ray and 0 <= r < size and 0 <= c < size and board[r][c] in (colour, HALF):
            found.extend(ray)
    return sorted(found)


def half_disc_rules() -> Rules:
    """The three rule functions of the half-disc variant, for ``Game(rules=...)``, ``play(rules=...)``.

    Play it from ``half_disc_start`` (``start=half_disc_start``); Othello's own
    rules refuse a board that holds a half disc.

    >>> from othello_lesson.game import Game
    >>> game = Game(6, rules=half_disc_rules(), start=half_disc_start)
    >>> game.play(1, 2)
    >>> game.flipped, game.score()
    (((2, 2),), (4, 1))
    """
    nothing = "flips nothing, even with the half discs counted as yours"
    return rules_from_flips(half_disc_flips, nothing=nothing, allows_half_discs=True)


@dataclass
class VariantGame:
    """How a game under a variant went: the last board, the moves, the result and why the game ended."""

    board: Board
    moves: list[tuple[Colour, Move]] = field(default_factory=list)
    result: str = DRAW
    reason: str = ""


def play_variant_game(
    black: PlayerFunction,
    white: PlayerFunction,
    *,
    size: int = 8,
    start: Board | None = None,
    illegal_move_loses: bool = False,
    rules: Rules | None = None,
) -> VariantGame:
    """Play a whole game from ``start`` (default: the cross start of ``size``), black first,
    by ``rules`` (default: Othello's; ``bending_rules()``, ``straight_rules()``, ... combine).

    With ``illegal_move_loses``, a player that answers anything but a legal
    move loses on the spot (the result names the other colour, the reason
    says what was played); without it, that raises ``ValueError`` as
    ``play_game`` does.  Otherwise the game ends when neither side can move,
    and the one with more discs wins.

    >>> def silly(board, colour):
    ...     return (0, 0)
    >>> from othello_lesson.players import greedy_player
    >>> game = play_variant_game(silly, greedy_player, size=4, illegal_move_loses=True)
    >>> game.result == WHITE, game.reason
    (True, 'Black played a1, which is not a legal move, and loses')
    """
    black, white = check_player_function(black, "black"), check_player_function(white, "white")
    rules = rules or Rules()
    board = copy_board(start) if start is not None else initialize_board(size)
    check_board(board, allow_half_discs=rules.allows_half_discs)
    played = play_out(black, white, board, on_bad_answer="forfeit", rules=rules)
    game = VariantGame(played.board, played.moves)  # game.board is the board played on
    forfeit = played.forfeit
    if forfeit is None:
        game.result, game.reason = winner(board), VARIANT_WORDS.say("no_moves")
        return game
    if forfeit.error is not None:  # a player's own error is not a move: it goes on as it is
        raise forfeit.error
    answer = forfeit.answer
    said = square_name(*answer) if is_move(answer) and _on_board(answer, len(board)) else short_repr(answer)
    illegal = VARIANT_WORDS.say("illegal", colour=_colour_words(forfeit.colour), square=said)
    if not illegal_move_loses:
        raise ValueError(VARIANT_WORDS.say("refused", illegal=illegal, name=forfeit.name))
    game.result, game.reason = opponent(forfeit.colour), VARIANT_WORDS.say("loses", illegal=illegal)
    return game


def _on_board(move: Move, size: int) -> bool:
    return all(0 <= x < size for x in move)


__all__ = [
    "START_POSITIONS",
    "VariantGame",
    "bending_flips",
    "bending_rules",
    "board_refusal",
    "colour_name",
    "cross_start",
    "greedy_player_for",
    "half_disc_flips",
    "half_disc_rules",
    "half_disc_start",
    "handicap_start",
    "parallel_start",
    "play_variant_game",
    "rules_from_flips",
    "straight_flips",
    "straight_rules",
]
